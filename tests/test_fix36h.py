"""fix36h, two items left open, in both languages.

1. A ZIP code we can't find ("99999", "34500") was said not found but kept in the chat's answers
   (POST /api/v1/chat returned it) and the county asked. It is never kept now, whatever way it was
   said (alone, in a sentence, spelled in words): said not found, as the web does, and the ZIP code
   asked again (a county named instead is taken, as the message invites).
2. A bare "yes"/"no" to a question whose choices have no yes or no among them (the program kind,
   the high school) was read as a field of study ("Which kind of program is it…") or a miss, and a
   second one left the question open ("Let's leave that one open"). It is no answer and no miss:
   one of the choices is asked for and the choices offered again, however many times it is said.

Rows marked "guard" held before and keep holding.
"""
import pytest

from support import talk
from support import then
from support import waiting

API = "/api/v1/chat"
TO_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
NOT_FOUND = {"en": "I couldn't find ZIP code %s.", "es": "No encontré el código postal (ZIP) %s."}
SKIPPED = {"en": "Let's leave that one open", "es": "Dejemos esa pregunta pendiente"}
NEEDS_CHOICE = {"en": "I need your answer to this question, not a “yes” or “no”: one of the choices.",
                "es": "Necesito tu respuesta a esta pregunta, no un “sí” o un “no”: una de las opciones."}


def _at_zip(lang):
    return talk(lang, "", *{"en": ("first time", "none", "a maryland high school"),
                            "es": ("primera vez", "ninguno", "una escuela secundaria de maryland")}[lang])


# --- 1. a ZIP code not found is never kept ---------------------------------------------------------

UNKNOWN_ZIPS = [
    ("en", "99999", "99999"),
    ("en", "34500", "34500"),
    ("en", "my zip is 34500", "34500"),
    ("en", "nine nine nine nine nine", "99999"),
    ("es", "99999", "99999"),
    ("es", "34500", "34500"),
    ("es", "mi código postal es 34500", "34500"),
    ("es", "nueve nueve nueve nueve nueve", "99999"),
]


@pytest.mark.parametrize("lang,message,zip_code", UNKNOWN_ZIPS)
def test_a_zip_code_not_found_is_said_and_never_kept(client, lang, message, zip_code):
    start = client.post(API, json={"message": "", "state": None, "lang": lang}).get_json()
    state = start["state"]
    for said in {"en": ("first time", "none", "a maryland high school"),
                 "es": ("primera vez", "ninguno", "una escuela secundaria de maryland")}[lang]:
        state = client.post(API, json={"message": said, "state": state, "lang": lang}).get_json()["state"]
    body = client.post(API, json={"message": message, "state": state, "lang": lang}).get_json()
    assert body["expecting"] == "zip"
    assert "zip" not in body["answers"] and "county" not in body["answers"]
    assert NOT_FOUND[lang] % zip_code in body["reply"]
    # the ZIP code typed again, fixed: kept, and the county found from it
    fixed = client.post(API, json={"message": "21044", "state": body["state"], "lang": lang}).get_json()
    assert fixed["answers"].get("zip") == "21044" and fixed["answers"].get("county") == "howard"


@pytest.mark.parametrize("lang,county", [("en", "howard county"), ("es", "condado de howard")])
def test_a_county_named_after_a_zip_code_not_found_is_taken_without_it(lang, county):
    turn = then(_at_zip(lang), "99999", lang)
    assert turn.expecting == "zip" and "zip" not in turn.answers
    turn = then(turn, county, lang)
    assert turn.answers.get("county") == "howard" and "zip" not in turn.answers


@pytest.mark.parametrize("lang,message,kept", [
    ("en", "21044", "21044"),  # guard: a Maryland ZIP code, kept
    ("es", "21044", "21044"),  # guard
])
def test_a_zip_code_found_is_kept_as_before(lang, message, kept):
    turn = then(_at_zip(lang), message, lang)
    assert turn.answers.get("zip") == kept and turn.answers.get("county") == "howard"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_zip_code_outside_maryland_is_still_read_back(lang):  # guard: found, outside Maryland
    turn = then(_at_zip(lang), "20001", lang)
    assert turn.expecting == "zip" and "20001" in turn.reply and "zip" not in turn.answers
    assert turn.conversation.pending  # read back, for a "yes"


# --- 2. a bare yes or no to choices is no answer and no miss ------------------------------------

BEFORE_PROGRAM = {**TO_ZIP, "zip": "21044", "county": "howard", "college": "howard", "in_state_tuition": "yes",
                  "hs_completion_date": "2025-06"}

BARE_YES_NO = [
    ("en", "program", BEFORE_PROGRAM, "yes"),
    ("en", "program", BEFORE_PROGRAM, "yeah"),
    ("en", "program", BEFORE_PROGRAM, "no"),
    ("es", "program", BEFORE_PROGRAM, "sí"),
    ("es", "program", BEFORE_PROGRAM, "si"),
    ("en", "high_school", {"applicant_type": "new", "prior_degree": "none"}, "yes"),
    ("es", "high_school", {"applicant_type": "new", "prior_degree": "none"}, "sí"),
    ("es", "high_school", {"applicant_type": "new", "prior_degree": "none"}, "claro"),
]


@pytest.mark.parametrize("lang,qid,answers,message", BARE_YES_NO)
def test_a_bare_yes_or_no_to_choices_asks_for_a_choice_and_is_no_miss(lang, qid, answers, message):
    turn = waiting(answers, qid, message, lang)
    # the first: never left open, never read as an answer, no miss; the choices offered again
    assert turn.expecting == qid and qid not in turn.answers and not turn.conversation.pending
    assert NEEDS_CHOICE[lang] in turn.reply and SKIPPED[lang] not in turn.reply
    assert turn.conversation.misses == 0 and turn.quick_replies
    # the second in a row: the question is not asked a third time (issue #8), left open as any
    # second miss is, and "one of the choices" no longer asked for
    turn = then(turn, message, lang)
    assert turn.expecting != qid and qid not in turn.answers
    assert SKIPPED[lang] in turn.reply and NEEDS_CHOICE[lang] not in turn.reply


@pytest.mark.parametrize("lang,qid,answers,message,value", [
    ("en", "in_state_tuition", BEFORE_PROGRAM, "yes", "yes"),  # guard: choices with a yes among them
    ("es", "in_state_tuition", BEFORE_PROGRAM, "sí", "yes"),  # guard
    ("en", "prior_degree", {"applicant_type": "new"}, "no", "none"),  # guard: a "no" a choice's reader takes
    ("es", "prior_degree", {"applicant_type": "new"}, "no", "none"),  # guard
])
def test_a_yes_or_no_that_a_choice_reads_is_still_the_answer(lang, qid, answers, message, value):
    answers = {k: v for k, v in answers.items() if k != qid}
    turn = waiting(answers, qid, message, lang)
    assert turn.answers.get(qid) == value or turn.conversation.pending.get(qid, {}).get(qid) == value


@pytest.mark.parametrize("lang,message", [("en", "yes"), ("es", "sí")])
def test_a_miss_before_a_bare_yes_still_counts(lang, message):
    """A question not understood, then a bare "yes": the miss stays counted (the "yes" adds none)."""
    turn = waiting(BEFORE_PROGRAM, "program", "nursing", lang)  # a field: which kind asked, a miss
    misses = turn.conversation.misses
    assert misses == 1
    turn = then(turn, message, lang)
    assert turn.expecting == "program" and turn.conversation.misses == misses


@pytest.mark.parametrize("lang,first,second", [("en", "99999", "34500"), ("es", "34500", "99999")])
def test_a_second_zip_code_not_found_asks_the_county_without_keeping_either(lang, first, second):
    turn = then(then(_at_zip(lang), first, lang), second, lang)
    assert turn.expecting == "county" and "zip" not in turn.answers
    assert NOT_FOUND[lang] % second in turn.reply and SKIPPED[lang] not in turn.reply
    turn = then(turn, "21044", lang)  # the ZIP code fixed at the county question: kept, the county found
    assert turn.answers.get("zip") == "21044" and turn.answers.get("county") == "howard"
