"""A newcomer's findings (issue #8), each a class in both languages: a count of one before the
parents ("one of my parents", "uno de mis padres") names one parent, not two; a step-parent's
income named alone is not the household's income, kept unasked (nor replaces the one kept); divorced
or separated parents' own incomes, each named, are not added as the household's."""
import datetime as dt

import pytest
from support import waiting

from screener.chat.engine import load_flow
from screener.chat.engine import respond
from screener.chat.session import State
from screener.chat.understand import read

TODAY = dt.date(2026, 12, 1)
BEFORE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
          "college": "howard", "in_state_tuition": "yes", "hs_completion_date": "2027-06", "program": "associate",
          "credits_per_semester": 12, "hs_gpa": 3.5}


# --- one of the parents ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "I live with one of my parents"), ("en", "just one of my parents and my brother"),
                                       ("en", "either of my parents"), ("en", "with only one parent"),
                                       ("es", "Vivo con uno de mis padres"), ("es", "vivo solo con uno de mis papás"),
                                       ("es", "con uno de mis padres y mi hermanita")])
def test_one_of_the_parents_is_one_parent(lang, said):
    turn = waiting(BEFORE, "household", said, lang)
    kept = turn.answers.get("household") or turn.conversation.pending.get("household", {}).get("household")
    assert kept == "single_parent", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "both of my parents"), ("es", "con mis dos papás")])
def test_both_parents_are_still_two(lang, said):
    q = load_flow().question("household")
    assert read(q, said, lang, State(lang=lang), TODAY).form == {"household": "two_parent"}


# --- a step-parent's income named alone -----------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "my stepdad just moved in with us, he earns 95k"),
                                       ("en", "my stepmom makes about 70k"),
                                       ("es", "mi padrastro vive con nosotros y gana 95 mil"),
                                       ("es", "mi madrastra gana como 70 mil al año")])
def test_a_step_parents_income_said_first_is_not_kept(lang, said):
    turn = respond(None, "", lang, TODAY)
    turn = respond(turn.conversation, said, lang, TODAY)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply
    assert turn.conversation.pending.get("household", {}).get("household") in (None, "two_parent"), turn.reply
    assert "household_size" not in turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my stepdad makes 95k"), ("es", "mi padrastro gana 95 mil")])
def test_a_step_parents_income_alone_at_the_income_question_asks_the_total(lang, said):
    turn = waiting(dict(BEFORE, household="single_parent"), "agi", said, lang)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply
    assert turn.conversation.pending.get("household", {}).get("household") == "two_parent", turn.reply
    turn = waiting(dict(BEFORE, household="two_parent"), "agi", said, lang)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "oh and my stepdad moved in, he makes 95k"),
                                       ("es", "ah y mi padrastro se vino a vivir con nosotros, gana 95 mil")])
def test_a_step_parents_income_after_two_parents_kept_does_not_replace_it(lang, said):
    done = dict(BEFORE, household="two_parent", agi=120000, aid_application="fafsa", full_cost_scholarship=False)
    turn = waiting(done, None, said, lang)
    assert turn.answers.get("agi") != 95000 and turn.conversation.pending.get("agi", {}).get("agi") is None, turn.reply
    assert turn.expecting == "agi", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my mom and stepdad make 120k together"),
                                       ("es", "mi mamá gana 40 mil y mi padrastro 60 mil")])
def test_a_parent_and_step_parent_both_counted_are_still_read(lang, said):
    turn = waiting(dict(BEFORE, household="two_parent"), "agi", said, lang)
    assert turn.conversation.pending.get("agi", {}).get("agi") or turn.answers.get("agi"), turn.reply


# --- divorced parents' own incomes, each named ------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "they split up, my father earns 80k and my mother earns 60k"),
                                       ("en", "mom 60k, dad 80k, they're separated"),
                                       ("es", "mis papás están separados, mi papá gana 80 mil y mi mamá 60 mil"),
                                       ("es", "se divorciaron, mi mamá gana 60 mil y mi papá 80 mil")])
def test_divorced_parents_own_incomes_are_not_added(lang, said):
    turn = waiting(dict(BEFORE, household="single_parent"), "agi", said, lang)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply
    assert turn.expecting == "agi"
