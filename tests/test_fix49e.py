"""fix49e: openings that carry several facts, and a junior's dates (issue #8), in both languages.

1. "People in household: 12": a married student's facts said at the household-size question ("tengo
   24 años, estoy casada, mi esposo gana 40 mil, vivimos en Salisbury, nos casamos el 12 de mayo")
   read the first number left as the size. understand._read_number dropped ages, money and years,
   not a day of the month ("12 de mayo", "may 12"), a grade said after its word ("grado 12", "grade
   12") nor an address ("calle 12", "12th street", "apt 12"): understand._NOT_A_COUNT now leaves them
   out, the people listed still counted (married: 2, read back).
2. A junior (graduating June 2028, the 2027-2028 award year's last month) was "likely eligible",
   with a note beside the pass saying most such students apply the year after. After graduating,
   only a summer term of 2027-2028 is left, and §18-3603(b)(2) ("enrolls ... after graduating")
   doesn't say whether it counts: never a false "likely eligible". rules.check_high_school now says
   "unknown" with why (rules.LATE_FINISH), the status needs_more_info on the web, the API and the
   chat alike (the same assessment).
3. A junior's year said as the answer to the graduation question ("i'm a junior", "soy junior",
   "im in 11th grade", "estoy en 11") got the FAQ's "I don't know" or the dual-enrollment answer:
   understand._read_graduation reads it (understand.grade_now, the question being of high school),
   June of as many years later as grades are left, read back.
Guards (marked): kept behaviour that must not change.
"""
import datetime as dt

import pytest

from support import CHAT_SO_FAR
from support import chat_done
from support import proposed
from support import talk
from support import then
from support import waiting
from screener.i18n import render
from screener.serialize import run

YES = {"en": "yes", "es": "sí"}
HI = {"en": "hi", "es": "hola"}
DAY = dt.date(2026, 12, 1)
AT_SIZE = {k: v for k, v in {**CHAT_SO_FAR, "hs_gpa": 3.0}.items()}


def size_read(turn):
    """The household size a turn read back, else kept; None when neither."""
    return proposed(turn).get("household_size", turn.answers.get("household_size"))


# 1. a day, a grade or an address said among the facts at the household-size question: never the size
@pytest.mark.parametrize("lang,message,size", [
    ("es", "tengo 24 años, estoy casada, mi esposo gana 40 mil, vivimos en Salisbury, nos casamos el 12 de mayo", 2),
    ("es", "tengo 24 años, estoy casada, mi esposo gana 40 mil, vivimos en Salisbury en la calle 12", 2),
    ("es", "tengo 24 años, estoy casada, mi esposo gana 40 mil, vivimos en Salisbury, terminé el grado 12", 2),
    ("es", "estoy casado, mi esposa gana 35 mil, vivimos en Salisbury desde el 15 de marzo", 2),
    ("en", "i'm 24, married, my husband makes 40k, we live in Salisbury, we got married may 12", 2),
    ("en", "i'm 24, married, my husband makes 40k, we live on 12th street in Salisbury", 2),
    ("en", "i'm 24, married, my husband makes 40k, we live in Salisbury, i finished grade 12 in 2020", 2),
    ("en", "married, my wife makes 35k, we live in apt 14 in Salisbury", 2),
    ("es", "mi mamá, mis 2 hermanos y yo, vivimos en la calle 12", 4),       # (12 before)
    ("en", "me, my mom and my 2 little brothers, we moved here june 3", 4),  # (3 before)
])
def test_day_grade_address_not_the_size(lang, message, size):
    turn = waiting({k: v for k, v in AT_SIZE.items() if k != "household_size"}, "household_size", message, lang)
    assert size_read(turn) == size, (turn.reply, proposed(turn))  # (failed before: 12, 14 or 15)


@pytest.mark.parametrize("lang,message,size", [
    ("es", "somos 4, nos casamos el 12 de mayo", 4),                                   # guard
    ("es", "somos 12", 12),                                                            # guard
    ("es", "5", 5),                                                                    # guard
    ("en", "4 of us, we live at apt 12", 4),                                           # guard
    ("en", "12", 12),                                                                  # guard
])
def test_guard_sizes_still_read(lang, message, size):
    turn = waiting({k: v for k, v in AT_SIZE.items() if k != "household_size"}, "household_size", message, lang)
    assert size_read(turn) == size, (turn.reply, proposed(turn))


# 1. the opening (the item's own message) reads no size from a number that isn't people
@pytest.mark.parametrize("lang,message", [
    ("es", "tengo 24 años, estoy casada, mi esposo gana 40 mil, vivimos en Salisbury"),  # guard
    ("es", "tengo 24 años, estoy casada, mi esposo gana 40 mil, vivimos en Salisbury, nos casamos el 12 de mayo"),
    ("en", "i'm 24, married, my husband makes 40k, we live in Salisbury, we got married on may 12"),
])
def test_opening_no_size_from_numbers(lang, message):
    turn = talk(lang, message)
    assert size_read(turn) is None, (turn.reply, proposed(turn))  # (fix49n) the one outcome: no size read
    assert proposed(turn).get("household", turn.answers.get("household")) == "married", (turn.reply, proposed(turn))


# 2. the rule: finishing in the award year's last months is unknown, said why (never "likely eligible")
ELIGIBLE_NEW = {**CHAT_SO_FAR, "hs_gpa": 3.5, "household": "single_parent", "household_size": 2, "agi": 60000,
                "aid_application": "fafsa", "full_cost_scholarship": False}


@pytest.mark.parametrize("month,status,check", [
    ("2028-06", "needs_more_info", "unknown"),
    ("2028-05", "needs_more_info", "unknown"),
    ("2028-04", "needs_more_info", "unknown"),
    ("2027-06", "likely_eligible", "pass"),   # guard: a senior
    ("2028-03", "likely_eligible", "pass"),   # guard: a spring term is left
    ("2028-08", "likely_ineligible", "fail"),  # guard: after the award year
])
def test_late_finisher_rule(month, status, check):
    a = run({**ELIGIBLE_NEW, "hs_completion_date": month}, DAY)
    assert a.status == status and a.check("high_school").result == check, (a.status, a.check("high_school"))
    if check == "unknown":
        for lang, said in (("en", "we can't say you're likely eligible for 2027-2028"),
                           ("es", "no podemos decir que probablemente cumples los requisitos para 2027-2028")):
            assert said in render(a.check("high_school").message, lang)


def test_late_finisher_same_on_the_api():
    from support import CONFIG
    from screener import create_app
    client = create_app(dict(CONFIG, SCREENER_TODAY=DAY.isoformat())).test_client()
    for lang in ("en", "es"):
        body = client.post(f"/api/v1/assess?lang={lang}", json={**ELIGIBLE_NEW, "hs_completion_date": "2028-06"}).get_json()
        assert body["status"] == "needs_more_info", body
        assert next(c for c in body["checks"] if c["id"] == "high_school")["result"] == "unknown", body


# 2. the chat, at the result: the same status, the same words (en, es, a parent writing too)
@pytest.mark.parametrize("lang,said,words", [
    ("en", "june 2028", "we can't say you're likely eligible for 2027-2028"),
    ("es", "junio de 2028", "no podemos decir que probablemente cumples los requisitos para 2027-2028"),
    ("en", "june 2027", None),    # guard: a senior stays likely eligible
    ("es", "junio de 2027", None),  # guard
])
def test_chat_junior_result(lang, said, words):
    answers = {k: v for k, v in chat_done(dict(ELIGIBLE_NEW)).items() if k != "hs_completion_date"}
    turn = waiting(answers, "hs_completion_date", said, lang)
    if proposed(turn):
        turn = then(turn, YES[lang], lang)
    status = (turn.assessment or {}).get("status")
    if words is None:
        assert status == "likely_eligible", turn.reply
    else:
        assert status == "needs_more_info" and words in turn.reply, turn.reply  # (failed before: likely_eligible)


# 3. a junior's year said as the answer to the graduation question: June of next year, read back
@pytest.mark.parametrize("lang,message,month", [
    ("en", "i'm a junior", "2028-06"),
    ("en", "junior", "2028-06"),
    ("en", "im in 11th grade", "2028-06"),
    ("en", "i'm a sophomore", "2029-06"),
    ("es", "soy junior", "2028-06"),
    ("es", "estoy en 11", "2028-06"),
    ("es", "estoy en el grado 11", "2028-06"),
    ("es", "estoy en tercero de prepa", "2028-06"),
    ("en", "i'm a senior", "2027-06"),                 # guard
    ("es", "estoy en el último año", "2027-06"),       # guard
    ("en", "i'm a junior developer", None),           # guard: a title, no grade
    ("en", "junior at umd", None),                    # guard: a college's year
    ("es", "soy junior en la universidad", None),     # guard
])
def test_grade_at_graduation_question(lang, message, month):
    answers = {k: v for k, v in CHAT_SO_FAR.items() if k != "hs_completion_date"}
    turn = waiting(answers, "hs_completion_date", message, lang)
    assert proposed(turn).get("hs_completion_date") == month, (turn.reply, proposed(turn))
    assert "hs_completion_date" not in turn.answers  # read back, never kept unasked
