"""fix48i: questions, take-backs and small readings (chat), in both languages.

1. Issue #8, a question stored values: "¿a qué hora abre el writing center en cecil?" at the first
   question kept "Condado: Condado de Cecil" (and Cecil College with it) with "Entendido", then
   said "no sé". The whole message, a question, was read for facts in passing, and an opening's
   fact "plainly stated" is kept unasked (engine._volunteered's ``folded``). A place or college
   named inside a question's own sentence, not told as a home or a school gone to
   (understand.place_told: "I live in", "vivo en", "soy de", "voy a"…), is now read back for a
   "yes" at most, and the question is still answered (it was left unanswered once a read-back
   was made). "I live in Cecil, can I get it?" (a fact, then a question) is kept as before.
2. FAQ: "que prepas cuentan, la mía es de maryland" got "no sé": the high-school entry had no
   "which high schools count" paraphrase with "prepa", "escuela" or "high school"; added (faq.yaml).
3. dev48 d48-a-es-067: "un certificado de soldadura, no de crédito" was read a credit certificate:
   understand._NONCREDIT knew "sin créditos", "no es de crédito", "not for credit", never credit
   denied with no verb ("no de crédito", "not credit"); added.
4. "Already at a community college: Yes" couldn't be taken back in words at the college-GPA question
   ("oh wait no im not taking classes rn" got the dual-enrollment FAQ answer, "actually im not enrolled
   at a community college yet" "I don't know"): understand._volunteer_enrolled read only a "yes".
   Its "no" said of oneself after a "Yes" (understand._NOT_AT_COLLEGE) is read back as a change
   (the answer is in understand._RESTATED), kept after the student's "yes".
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import load_bench
from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}
DONT_KNOW = {"en": "I don't know the answer", "es": "no sé la respuesta"}


# 1. a place or college named inside a question: never kept with "Got it"
@pytest.mark.parametrize("lang,message", [
    ("es", "a qué hora abre el writing center en cecil"),
    ("es", "¿a qué hora abre el writing center en cecil?"),
    ("es", "hay estacionamiento en el condado de cecil?"),
    ("en", "what time does the writing center open in cecil"),
    ("en", "what time does the writing center open in cecil county?"),
    ("en", "what time does the library open at ccbc essex?"),  # (guard: nothing kept before either)
    ("en", "is there parking at montgomery college?"),  # (guard)
    ("es", "a que hora abre la biblioteca en ccbc essex?"),  # (guard)
])
def test_place_inside_a_question_is_not_kept(lang, message):
    turn = talk(lang, message)
    assert "county" not in turn.answers and "college" not in turn.answers, (turn.reply, turn.answers)
    assert DONT_KNOW[lang] in turn.reply, turn.reply  # (the question is still answered)


@pytest.mark.parametrize("lang,message", [
    ("es", "a qué hora abre el writing center en cecil"),
    ("en", "what time does the writing center open in cecil county?"),
])
def test_place_inside_a_question_kept_only_after_yes(lang, message):
    turn = talk(lang, message)
    assert proposed(turn).get("county") == "cecil", (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("county") == "cecil", (turn.reply, turn.answers)


# guards: a home told, then a question: kept as before
@pytest.mark.parametrize("lang,message", [
    ("en", "I live in Cecil, can I get it?"),
    ("es", "vivo en cecil, ¿la puedo recibir?"),
])
def test_guard_home_told_then_question_kept(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("county") == "cecil", (turn.reply, turn.answers)


def test_guard_senior_going_to_ccbc_kept():
    turn = talk("en", "senior here, going to CCBC, do I qualify?")
    assert turn.answers.get("college") == "baltimore-county", (turn.reply, turn.answers)


# 2. "which high schools count": the high-school entry
HS_ANSWER = {"en": "Maryland high school", "es": "escuela secundaria (high school) de Maryland"}


@pytest.mark.parametrize("lang,message", [
    ("es", "que prepas cuentan, la mía es de maryland"),
    ("es", "qué high schools cuentan"),
    ("es", "que escuelas secundarias cuentan?"),
    ("en", "which high schools count? mine is in maryland"),
    ("en", "what high schools count for promise"),
    ("es", "que diplomas cuentan"),  # (guard)
    ("en", "does an out of state diploma count"),  # (guard)
])
def test_which_high_schools_count(lang, message):
    turn = talk(lang, message)
    assert HS_ANSWER[lang] in turn.reply, turn.reply
    assert "§18-3603(b)(2)" in turn.reply, turn.reply


# 3. a certificate not for credit, said with no verb
def _program_read(lang, text):
    bench = load_bench()
    item = {"lang": lang, "expecting": "program", "text": text, "note": "",
            "expect": {"answers": {"program": "noncredit_vocational_certificate"}}}
    good, wrong_verdict, detail = bench.parse_item(item)
    return good, wrong_verdict, detail


@pytest.mark.parametrize("lang,text", [
    ("es", "un certificado de soldadura, no de crédito"),
    ("es", "certificado de soldadura no de creditos"),
    ("en", "a welding certificate, not credit"),
    ("es", "un certificado de soldadura sin créditos"),  # (guard)
    ("en", "a welding certificate, not for credit"),  # (guard)
    ("en", "a welding certificate, non-credit"),  # (guard)
])
def test_certificate_not_for_credit(lang, text):
    good, wrong_verdict, detail = _program_read(lang, text)
    assert not wrong_verdict and good, detail


@pytest.mark.parametrize("lang,text", [
    ("en", "a welding certificate for credit"),
    ("es", "un certificado de soldadura con créditos"),
])
def test_guard_credit_certificate(lang, text):
    bench = load_bench()
    item = {"lang": lang, "expecting": "program", "text": text, "note": "",
            "expect": {"answers": {"program": "certificate"}}}
    good, wrong_verdict, detail = bench.parse_item(item)
    assert not wrong_verdict and good, detail


# 4. "Already at a community college: Yes" taken back in words: read back, kept after "yes"
AT_CC_GPA = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
             "in_state_tuition": "yes", "hs_completion_date": "2024-06", "enrolled_at_md_community_college": True,
             "college": "howard", "program": "associate", "credits_per_semester": 12}


@pytest.mark.parametrize("lang,message", [
    ("en", "oh wait no im not taking classes rn"),
    ("en", "actually im not enrolled at a community college yet"),
    ("en", "sorry, I'm not taking any classes yet"),
    ("es", "no estoy tomando clases todavía"),
    ("es", "perdón, todavía no estoy inscrita en el college"),
    ("es", "ah no, no estoy tomando clases ahorita"),
])
def test_enrolled_yes_taken_back(lang, message):
    from support import waiting
    turn = waiting(AT_CC_GPA, "cc_gpa", message, lang)
    assert proposed(turn).get("enrolled_at_md_community_college") is False, (turn.reply, proposed(turn))
    assert turn.answers.get("enrolled_at_md_community_college") is True  # (nothing changed before the "yes")
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("enrolled_at_md_community_college") is False, (turn.reply, turn.answers)
    assert turn.conversation.expecting == "hs_gpa", turn.reply


@pytest.mark.parametrize("lang,message,gpa", [
    ("en", "3.1", 3.1),  # (guard: the college GPA itself)
    ("es", "tengo 2.8", 2.8),  # (guard)
])
def test_guard_college_gpa_still_read(lang, message, gpa):
    from support import waiting
    turn = waiting(AT_CC_GPA, "cc_gpa", message, lang)
    assert float(turn.answers.get("cc_gpa", proposed(turn).get("cc_gpa", 0))) == gpa, (turn.reply, turn.answers)
