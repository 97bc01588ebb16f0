"""fix39m: a false "likely eligible" found by a newcomer on main: income remembered after the result.

After "71,500" was kept and the result shown ("likely eligible"), tips said on top with "wait" or
"I forgot" ("wait she also gets 30k in tips", "I forgot she also gets about 30k in tips") were read
back as the whole income ($30,000, replacing) or answered from the FAQ ("I don't know"), the income
lost. "wait" / "espera" beside a word of pay added ("also", "too", "plus", "también", "además") is an
addition, never a take-back (numbers.self_corrected, understand.paused_added); "I forgot" / "se me
olvidó" name the writer as the one telling, not an earner (understand.extra_alone). Corrections
("actually", "I meant", "not X") still replace.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from screener.chat import numbers
from screener.chat import understand
from support import income_read_back
from support import talk
from support import then

OPENING = {
    "en": ("im a senior at Northwood High in silver spring, graduating may 2027, gpa 3.0, first time, no degree. "
           "its just me and my mom", "yes", "yes", "associate degree, 12 credits", "FAFSA", "yes", "71,500", "no"),
    "es": ("soy estudiante de último año en Northwood High en silver spring, me gradúo en mayo de 2027, promedio 3.0, "
           "primera vez, sin título. somos solo mi mamá y yo", "sí", "sí", "título asociado, 12 créditos", "FAFSA", "sí",
           "71,500", "no"),
}
YES = {"en": "yes", "es": "sí"}


@pytest.fixture(scope="module")
def results():
    """The result shown ("likely eligible", $71,500 kept), by language."""
    out = {}
    for lang, said in OPENING.items():
        turn = talk(lang, *said)
        assert turn.assessment is not None and turn.answers.get("agi") == 71500, turn.reply
        out[lang] = turn
    return out


# (lang, said after the result, the income read back; guard rows marked)
AFTER_RESULT = [
    ("en", "wait she also gets 30k in tips", 101500),
    ("en", "oh wait, she also gets about 30k in tips I forgot", 101500),
    ("en", "I forgot she also gets about 30k in tips", 101500),
    ("en", "i forgot, she gets 30k in tips too", 101500),
    ("en", "she also gets 30k in tips I forgot", 101500),
    ("en", "hold on, she gets 30k in tips too", 101500),
    ("es", "espera, también gana 30 mil de propinas", 101500),
    ("en", "she also gets 30k in tips", 101500),  # guard
    ("en", "oh wait, she also gets 30k in tips", 101500),  # guard
    ("en", "and 30k in tips", 101500),  # guard
    ("es", "ella también gana 30 mil en propinas", 101500),  # guard
    ("es", "se me olvidó, también gana 30 mil en propinas", 101500),  # guard
    ("en", "actually she makes 60k", 60000),  # guard: a correction replaces
    ("es", "perdón, en realidad gana 60 mil al año", 60000),  # guard
]


@pytest.mark.parametrize("lang,said,year", AFTER_RESULT)
def test_tips_remembered_after_the_result_are_added(results, lang, said, year):
    turn = then(results[lang], said, lang)
    assert income_read_back(turn) == year, (turn.reply, turn.answers)
    if year != 60000:
        assert "$71,500" in turn.reply and "$30,000" in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == year, (turn.reply, turn.answers)


# (text, what numbers.self_corrected leaves; guard rows marked)
SELF_CORRECTED = [
    ("71500 , wait she also gets 30k in tips", "71500 , wait she also gets 30k in tips"),
    ("71500, wait, she gets 30k in tips too", "71500, wait, she gets 30k in tips too"),
    ("71500, hold on, plus 30k in tips", "71500, hold on, plus 30k in tips"),
    ("71500 , espera, tambien gana 30 mil de propinas", "71500 , espera, tambien gana 30 mil de propinas"),
    ("45k wait 52k", "52k"),  # guard: a pause alone still takes back
    ("45k, no wait, she also gets 30k", "she also gets 30k"),  # guard: "no wait" takes back
    ("3.4 wait its 3.1", "its 3.1"),  # guard
    ("71500 , wait she gets 30k in tips. 3.1 also", "she gets 30k in tips. 3.1 also"),  # guard: "also" in another sentence
]


@pytest.mark.parametrize("text,left", SELF_CORRECTED)
def test_a_pause_before_a_value_added_takes_nothing_back(text, left):
    assert numbers.self_corrected(text) == left


# (text, a pause beside pay added?, another job said added?; guard rows marked)
PAUSED = [
    ("wait she also has a second job that pays 1200 a month", True, True),
    ("espera, también tiene otro trabajo que paga 1200 al mes", True, True),
    ("hold on, she has a second job too, 1200 a month", True, True),
    ("she also has a second job that pays 1200 a month", False, True),  # guard: no pause
    ("actually wait she also has a second job that pays 1200 a month", False, False),  # guard: a correction
    ("wait, not 71k, 75k", False, False),  # guard
    ("wait she makes 60k", False, False),  # guard: no word of pay added
]


@pytest.mark.parametrize("text,paused,job", PAUSED)
def test_a_pause_beside_pay_added_is_no_correction(text, paused, job):
    assert understand.paused_added(text) is paused
    assert understand.another_job(text) is job


# (lang, text, the sum read with $71,500; guard rows marked)
EXTRA_ALONE = [
    ("en", "wait she also gets 30k in tips", 101500),
    ("en", "I forgot she also gets about 30k in tips", 101500),
    ("en", "i forgot to mention she gets 30k in tips too", 101500),
    ("en", "she also gets 30k in tips I forgot", 101500),
    ("es", "espera, también gana 30 mil de propinas", 101500),
    ("es", "olvidé decirte, también gana 30 mil en propinas", 101500),  # guard
    ("en", "she also gets 30k in tips", 101500),  # guard
    ("en", "actually she makes 60k", None),  # guard
    ("en", "I also get 30k in tips", None),  # guard: the writer's own tips, not hers
]


@pytest.mark.parametrize("lang,text,year", EXTRA_ALONE)
def test_extra_alone_reads_the_sum(lang, text, year):
    said = understand.extra_alone("$71,500", text, lang, more=True)
    if year is None:
        assert said is None
    else:
        assert said is not None and float(understand.income(said, lang).form["agi"]) == year
