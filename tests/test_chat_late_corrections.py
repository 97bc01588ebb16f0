"""A newcomer's late findings on income corrections (issue #8), each a general rule in both
languages: an income corrected while another question waits ("no, it's 152k" at a yes-or-no
question, "not 98k, 102k", "no son 98 mil, son 102 mil" at a choice question) is read back as
the income, never taken as the pending question's "no" (nor as "I won't file"); a ZIP code said
beside an income is never added to it."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
# A new student's answers up to the income ($88,000, two parents): the aid application is asked next
TO_AID = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "me, my mom and my dad", "88000"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "yo, mi mamá y mi papá", "88000"],
}
FAFSA = {"en": "the fafsa", "es": "la fafsa"}


def converse(messages, lang, turn=None):
    turn = turn or respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


@pytest.fixture(scope="module")
def waiting():
    """The conversation at the aid application question, and at the other-aid (yes-or-no) one."""
    out = {}
    for lang in ("en", "es"):
        aid = converse(TO_AID[lang], lang)
        assert aid.expecting == "aid_application", aid.reply
        other = converse([FAFSA[lang]], lang, aid)
        assert other.expecting == "full_cost_scholarship", other.reply
        out[lang, "aid_application"], out[lang, "full_cost_scholarship"] = aid, other
    return out


# (language, question waiting, message, income meant)
CORRECTIONS = [
    ("en", "full_cost_scholarship", "no, it's 153k", 153000),
    ("en", "full_cost_scholarship", "not 88k, 151k", 151000),
    ("en", "full_cost_scholarship", "nope, 160,000", 160000),
    ("es", "full_cost_scholarship", "no, son 155 mil", 155000),
    ("es", "full_cost_scholarship", "no son 88 mil, son 151 mil", 151000),
    ("en", "aid_application", "not 97k, 101k", 101000),
    ("en", "aid_application", "not 46k, 37k", 37000),
    ("en", "aid_application", "not 97k but 103k", 103000),
    ("en", "aid_application", "no, it's 51k", 51000),
    ("es", "aid_application", "no son 97 mil, son 103 mil", 103000),
    ("es", "aid_application", "no es 46 mil sino 37 mil", 37000),
    ("es", "aid_application", "no, son 51 mil", 51000),
]


@pytest.mark.parametrize("lang,where,said,meant", CORRECTIONS)
def test_an_income_corrected_while_another_question_waits_is_read_back(waiting, lang, where, said, meant):
    turn = respond(waiting[lang, where].conversation, said, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": meant}, turn.reply
    assert set(turn.conversation.pending) <= {"agi"}, turn.conversation.pending  # nothing else read back
    assert where not in turn.answers, turn.reply  # the "no" is not the question's answer
    assert turn.answers["agi"] == 88000 and turn.assessment is None
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == meant
    if meant > 150000:  # over the two-parent limit: the result at once, from the income confirmed
        assert turn.assessment is not None and turn.assessment["status"] == "likely_ineligible", turn.reply
    else:
        assert turn.expecting == where, turn.reply  # the question still waits for its own answer


@pytest.mark.parametrize("lang,said", [("en", "no, it's 152k"), ("es", "no, son 152 mil")])
def test_an_income_over_the_limit_said_after_a_no_is_no_false_eligible(waiting, lang, said):
    """Over the two-parent limit ($150,000): read back, and after "yes" the answer the student
    gives to the question waiting leads to "likely not eligible", never "likely eligible"."""
    turn = respond(waiting[lang, "full_cost_scholarship"].conversation, said, lang, TODAY)
    assert turn.assessment is None and turn.conversation.pending.get("agi") == {"agi": 152000}, turn.reply
    turn = converse([YES[lang], "no"], lang, turn)
    assert turn.answers["agi"] == 152000
    assert turn.assessment is not None and turn.assessment["status"] == "likely_ineligible", turn.reply


@pytest.mark.parametrize("lang,where,said", [("en", "full_cost_scholarship", "no"), ("es", "full_cost_scholarship", "no"),
                                             ("en", "full_cost_scholarship", "no, it's 88k"),
                                             ("es", "full_cost_scholarship", "no, pell only pays 3000")])
def test_a_no_with_no_new_income_still_answers(waiting, lang, where, said):
    """A plain "no", or one whose amount is the income kept or no income at all, answers the question."""
    turn = respond(waiting[lang, where].conversation, said, lang, TODAY)
    assert "agi" not in turn.conversation.pending, turn.reply
    assert turn.answers["agi"] == 88000


@pytest.mark.parametrize("lang,said,income,zip_code", [
    ("en", "she makes 40k, zip 20902", 40000, "20902"),
    ("en", "my dad makes 61k and our zip code is 21044", 61000, "21044"),
    ("en", "my mom makes 40k 20902", 40000, "20902"),  # (a ZIP without "zip": the income read back)
    ("es", "ella gana 40 mil, código postal 20902", 40000, "20902"),
    ("es", "mi papá gana 61 mil y el código postal es 21044", 61000, "21044"),
])
def test_a_zip_code_beside_an_income_is_no_part_of_it(lang, said, income, zip_code):
    turn = converse([said], lang)
    agi = turn.answers.get("agi", (turn.conversation.pending.get("agi") or {}).get("agi"))
    assert agi == income, turn.reply
    assert turn.answers.get("zip") == zip_code or (turn.conversation.pending.get("zip") or {}).get("zip") == zip_code


@pytest.mark.parametrize("lang,said,income", [("en", "21044", None), ("en", "my income is $21,044", 21044)])
def test_an_income_alone_stays_an_income(lang, said, income):
    turn = converse([said], lang)
    agi = turn.answers.get("agi", (turn.conversation.pending.get("agi") or {}).get("agi"))
    assert agi == income, turn.reply


@pytest.mark.parametrize("lang,said,income", [("en", "my mom makes 40k 20902", 40000),
                                              ("es", "mi mamá gana 40 mil 20902", 40000)])
def test_a_zip_taken_from_an_income_without_its_word_is_read_back(lang, said, income):
    """A Maryland ZIP code beside an income, not named as a ZIP: the income left is read back."""
    turn = converse([said], lang)
    assert (turn.conversation.pending.get("agi") or {}).get("agi") == income, turn.reply
    assert "agi" not in turn.answers


@pytest.mark.parametrize("lang,said,income", [("en", "my mom makes 21044 a year and my dad makes 30k", 51044),
                                              ("es", "mi mamá gana 21044 al año y mi papá 30 mil", 51044)])
def test_an_income_shaped_like_a_zip_with_its_period_stays_an_income(lang, said, income):
    turn = converse([said], lang)
    agi = turn.answers.get("agi", (turn.conversation.pending.get("agi") or {}).get("agi"))
    assert agi == income, turn.reply
