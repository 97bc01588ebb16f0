"""Classes of fix31b. A senior naming one of Maryland's public high schools (MSDE's list) without
"High" in the opening ("senior at <school>, …", "soy senior en <escuela> y …") keeps the school
unasked, listed in the reply's "Got it"; a doubtful name (a surname, a town's name alone, a place
outside Maryland) is still read back. The wording is ours."""
import pytest

from support import proposed
from support import talk


@pytest.mark.parametrize("text,lang", [
    ("hey im a senior at wilde lake, thinking about howard cc", "en"),
    ("my son is a senior at Linganore and wants to go to FCC", "en"),
    ("senior at Northwood H.S., want to go to MC", "en"),
    ("hola, soy senior en springbrook y quiero ir a montgomery college", "es"),
    ("mi hija es senior en oakland mills, quiere ir a howard community college", "es"),
])
def test_a_listed_school_after_senior_at_is_kept_unasked(text, lang):
    turn = talk(lang, text)
    assert turn.answers.get("high_school") == "maryland", turn.reply
    assert "high_school" not in proposed(turn), turn.reply


@pytest.mark.parametrize("text,lang", [
    ("im a senior at kennedy high, want to go to MC", "en"),  # (a surname: Kennedy Highs are everywhere)
    ("my brother is a senior at paint branch", "en"),  # (another's school)
    ("soy senior en einstein, quiero ir a montgomery college", "es"),
])
def test_a_doubtful_school_is_not_kept_unasked(text, lang):
    turn = talk(lang, text)
    assert turn.answers.get("high_school") != "maryland", turn.reply


# --- a plain answer to another question while a read-back waits: kept, the read-back asked again ---

from support import at_income  # noqa: E402
from support import then  # noqa: E402
import datetime as dt  # noqa: E402

from screener.chat.engine import respond  # noqa: E402


@pytest.mark.parametrize("per_month,ahead,lang", [
    ("she makes 3000 a month", "fafsa", "en"),
    ("she makes 3000 a month", "FAFSA", "en"),
    ("she makes 3000 a month", "we did the fafsa", "en"),
    ("gana 3000 al mes", "la fafsa", "es"),
    ("gana 3000 al mes", "FAFSA", "es"),
])
def test_a_plain_answer_at_a_read_back_is_kept_and_the_read_back_asked_again(per_month, ahead, lang):
    turn = respond(at_income("single_parent", lang), per_month, lang, dt.date(2026, 12, 1))
    assert proposed(turn).get("agi") == 36000, turn.reply
    turn = then(turn, ahead, lang)
    assert turn.answers.get("aid_application") == "fafsa", turn.reply
    assert "agi" not in turn.answers and proposed(turn).get("agi") == 36000, turn.reply  # (nothing of it kept unconfirmed)
    assert "aid_application" not in proposed(turn), turn.reply
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("agi") == 36000 and turn.answers.get("aid_application") == "fafsa", turn.reply


@pytest.mark.parametrize("ahead,lang", [
    ("no fafsa", "en"),  # (rules out: read back, as ever)
    ("fafsa i think", "en"),  # (a doubt: read back)
    ("no voy a hacer la fafsa", "es"),
])
def test_a_doubtful_or_ruling_out_answer_at_a_read_back_is_not_kept(ahead, lang):
    turn = respond(at_income("single_parent", lang), "she makes 3000 a month" if lang == "en" else "gana 3000 al mes",
                   lang, dt.date(2026, 12, 1))
    turn = then(turn, ahead, lang)
    assert "aid_application" not in turn.answers and "agi" not in turn.answers, turn.reply


# --- someone's pay not known, said at another question: no answer to it, the question asked again ---

from support import waiting  # noqa: E402

_AT_IN_STATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
                "hs_completion_date": "2027-06", "college": "howard"}


@pytest.mark.parametrize("text,lang", [
    ("idk what he makes", "en"),
    ("not sure how much she earns", "en"),
    ("i dont know what my dad makes", "en"),
    ("no sé cuánto gana", "es"),
    ("no se cuanto gana mi papa", "es"),
    ("no sé cuánto ganan mis papás", "es"),
])
def test_pay_not_known_at_another_question_is_no_answer_to_it(text, lang):
    turn = waiting(_AT_IN_STATE, "in_state_tuition", text, lang)
    assert "in_state_tuition" not in turn.answers and not proposed(turn), turn.reply
    assert turn.conversation.expecting == "in_state_tuition", turn.reply
    assert "household" not in turn.answers, turn.reply


@pytest.mark.parametrize("text,lang", [("not sure", "en"), ("no sé", "es")])
def test_not_sure_alone_is_still_the_in_state_answer(text, lang):
    assert waiting(_AT_IN_STATE, "in_state_tuition", text, lang).answers.get("in_state_tuition") == "unsure"
