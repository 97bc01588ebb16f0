"""fix41e: read-backs and the degree and program questions losing or inventing answers, English and Spanish.

- "associate, 15 credits" at the degree question is the program wanted and its credits: read back as
  those (understand.program_with_credits), no degree kept from it, the degree question put again;
- a field of study with the credits at the program question ("tiempo completo, enfermería"): the
  credits kept and said back and which kind of program the field is asked (engine._companion_only's
  ``field``); the field was dropped unsaid;
- a renewal's full- or part-time start stays when the program is left open (flow.pruned);
- a renewal's "I've had it since fall 2025" is its first enrolment, read back (understand._BEGAN).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import then
from support import waiting

AT_DEGREE = {"applicant_type": "new"}
AT_PROGRAM = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("program", "credits_per_semester")}
RENEWAL_AT_PROGRAM = {"applicant_type": "renewal", "college": "montgomery", "enrollment_status": "full_time",
                      "prior_degree": "none", "in_state_tuition": "yes", "zip": "20906", "county": "montgomery"}


# (lang, text, read back: the program and credits, or None: the degree's answer as before)
DEGREE_PROGRAM = [
    ("en", "associate, 15 credits", {"program": "associate", "credits_per_semester": 15}),
    ("es", "asociado, 15 créditos", {"program": "associate", "credits_per_semester": 15}),
    ("en", "an associates, 12 credits", {"program": "associate", "credits_per_semester": 12}),
    ("es", "un asociado, 12 créditos", {"program": "associate", "credits_per_semester": 12}),
    ("en", "no degree", None),  # guard
    ("es", "ningún título", None),  # guard
]


@pytest.mark.parametrize("lang,text,read", DEGREE_PROGRAM)
def test_program_and_credits_at_the_degree_question(lang, text, read):
    turn = waiting(AT_DEGREE, "prior_degree", text, lang)
    if read is None:
        assert turn.answers.get("prior_degree") == "none" or proposed(turn).get("prior_degree") == "none", turn.reply
        return
    got = proposed(turn)
    assert {k: got.get(k) for k in read} == read, turn.reply
    assert "prior_degree" not in got and "prior_degree" not in turn.answers, turn.reply
    after = then(turn, "yes" if lang == "en" else "sí", lang)
    assert after.expecting == "prior_degree" and after.answers.get("program") == "associate", after.reply


# (lang, text, credits kept, the kind of program asked)
FIELD = [
    ("en", "full time, nursing", 12, True),
    ("es", "tiempo completo, enfermería", 12, True),
    ("en", "nursing, full time", 12, True),
    ("es", "enfermería, tiempo completo", 12, True),
    ("en", "nursing, 15", 15, True),  # guard: the credits kept, the kind asked
    ("es", "enfermería, 12 créditos", 12, True),  # guard
]


@pytest.mark.parametrize("lang,text,credits,kind", FIELD)
def test_a_field_with_its_credits(lang, text, credits, kind):
    turn = waiting(AT_PROGRAM, "program", text, lang)
    assert turn.answers.get("credits_per_semester") == credits, turn.reply
    assert "program" not in turn.answers and turn.expecting == "program", turn.reply
    assert ("associate" in turn.conversation.offered) == kind, turn.reply
    picked = then(turn, "associate" if lang == "en" else "asociado", lang)
    assert picked.answers.get("program") == "associate" and picked.answers.get("credits_per_semester") == credits, picked.reply


# (lang, the two misses at the program question)
SKIPPED = [
    ("en", ("yes", "yes")),
    ("es", ("sí", "sí")),
    ("en", ("idk", "idk")),
    ("es", ("no sé", "no sé")),
]


@pytest.mark.parametrize("lang,misses", SKIPPED)
def test_a_renewal_status_stays_when_the_program_is_skipped(lang, misses):
    turn = waiting(RENEWAL_AT_PROGRAM, "program", misses[0], lang)
    turn = then(turn, misses[1], lang)
    assert "program" not in turn.answers and turn.expecting != "program", turn.reply
    assert turn.answers.get("enrollment_status") == "full_time", turn.reply


# (lang, messages, the first enrolment read back)
SINCE = [
    ("en", ("renewing", "I've had it since fall 2025, I started full time at Montgomery College"), "2025-08"),
    ("es", ("renovar", "la tengo desde agosto de 2025, empecé a tiempo completo en Montgomery College"), "2025-08"),
    ("en", ("renewing", "I've had the promise since spring 2026, full time"), "2026-01"),
    ("es", ("renovar", "tengo la beca desde enero de 2026, tiempo completo"), "2026-01"),
    ("en", ("renewing", "I started full time in august 2025 at Montgomery College"), "2025-08"),  # guard
    ("es", ("renovar", "empecé en agosto de 2025 a tiempo completo en Montgomery College"), "2025-08"),  # guard
    ("es", ("renovación, la tengo desde 2025",), None),  # guard: a year alone names no month (dev37)
    ("en", ("renewing, I've had it since 2025",), None),  # guard
]


@pytest.mark.parametrize("lang,messages,month", SINCE)
def test_a_renewal_held_since(lang, messages, month):
    turn = talk(lang, *messages)
    if month is None:
        assert "first_enrolled" not in proposed(turn) and "first_enrolled" not in turn.answers, turn.reply
        return
    assert proposed(turn).get("first_enrolled") == month or turn.answers.get("first_enrolled") == month, turn.reply


# (lang, messages up to the extenuating-circumstances question, its "no" and the "yes"): the college GPA
# said at another question and confirmed in a list is read back with the "no", never dropped
RENEWAL_GPA = [
    ("en", ("renewing", "I've had it since fall 2025, I started full time at Montgomery College", "my gpa is 2.3", "yes",
            "I finished 9 credits last semester", "yes", "no associate yet", "yes", "20906", "yes", "associate", "12"),
     "no", "yes"),
    ("es", ("renovar", "la tengo desde agosto de 2025, empecé a tiempo completo en Montgomery College", "mi promedio es 2.3",
            "sí", "terminé 9 créditos el semestre pasado", "sí", "ninguno", "sí", "20906", "sí", "asociado", "12"),
     "no", "sí"),
]


@pytest.mark.parametrize("lang,messages,no,yes", RENEWAL_GPA)
def test_a_renewal_gpa_stays_with_no_extenuating_circumstances(lang, messages, no, yes):
    turn = talk(lang, *messages)
    assert turn.expecting == "extenuating_circumstances" and turn.answers.get("cc_gpa") == 2.3, turn.reply
    turn = then(turn, no, lang)
    assert turn.answers.get("cc_gpa") == 2.3 and proposed(turn).get("extenuating_circumstances") is False, turn.reply
    turn = then(turn, yes, lang)
    assert turn.answers.get("cc_gpa") == 2.3 and turn.answers.get("extenuating_circumstances") is False, turn.reply
    assert turn.assessment and turn.assessment.get("status") == "likely_ineligible", turn.reply
