"""A household's change told later (stepfam, a newcomer's findings), in both languages.

- A step-parent who moved in or married the parent, told once one parent's household is kept
  (after the result, or at a later question): the household becomes two parents and the new
  income is ADDED to the one kept, read back with the sum, kept only after a "yes" (before: the
  new amount replaced the income, one parent's limit kept: a wrong "likely eligible").
- A parent's boyfriend or partner (not said married), or a step-parent said without an amount:
  the household and its income are asked again (whose income counts is the FAFSA's to say).
- A raise told once the income is kept: the AGI on the tax return the FAFSA uses counts, so the
  income kept stays and why is said (raise2; it was first read back as the new AGI).
"""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import State
from support import chat_done
from support import chat_so_far
from support import pending_values

TODAY = dt.date(2026, 12, 1)
SO_FAR = chat_so_far(3.0)
DONE = chat_done(SO_FAR)
YES = {"en": "yes", "es": "sí"}


JOINED = [("en", "oh and my stepdad moved in, he makes 95k", 155000),
          ("en", "my mom got married in october, her husband makes 40k a year", 100000),
          ("en", "also my step mom makes 2000 a month", 84000),
          ("es", "mi padrastro también gana 95 mil", 155000),
          ("es", "se casó mi mamá y su esposo gana 40 mil al año", 100000),
          ("es", "ahora mi madrastra vive con nosotros, gana 30 mil", 90000)]


@pytest.mark.parametrize("lang,said,total", JOINED)
@pytest.mark.parametrize("expecting,answers", [(None, DONE), ("full_cost_scholarship", {**SO_FAR, "agi": 60000, "aid_application": "fafsa"})])
def test_a_step_parent_joining_adds_the_income_and_makes_two_parents(lang, said, total, expecting, answers):
    turn = respond(Conversation(State(dict(answers), lang=lang), expecting=expecting), said, lang, TODAY)
    assert turn.answers["agi"] == 60000 and turn.answers["household"] == "single_parent", turn.reply  # nothing kept unasked
    assert pending_values(turn) == {"household": "two_parent", "agi": total}, turn.reply
    if "a month" not in said:
        assert "$60,000 + " in turn.reply and f"= ${total:,}" in turn.reply, turn.reply  # the sum shown
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["household"] == "two_parent" and turn.answers["agi"] == total, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my mom makes 60k and my stepdad moved in, he makes 50k"),
                                       ("es", "mi mamá gana 60 mil y mi padrastro que se vino a vivir con nosotros gana 50 mil")])
def test_both_incomes_at_the_income_question_with_a_new_step_parent(lang, said):
    turn = respond(Conversation(State(dict(SO_FAR), lang=lang), expecting="agi"), said, lang, TODAY)
    assert pending_values(turn) == {"household": "two_parent", "agi": 110000}, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my mom's boyfriend moved in, he makes 95k"),
                                       ("en", "my mom got married last month"),
                                       ("es", "el novio de mi mamá se vino a vivir con nosotros, gana 95 mil"),
                                       ("es", "se casó mi mamá el mes pasado")])
def test_a_partner_or_a_step_parent_without_an_amount_asks_the_household_again(lang, said):
    turn = respond(Conversation(State(dict(DONE), lang=lang)), said, lang, TODAY)
    assert turn.expecting == "household" and "agi" not in turn.answers and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my stepdad makes 95k but he doesn't live with us"),
                                       ("es", "mi padrastro gana 95 mil pero no vive con nosotros")])
def test_a_step_parent_living_elsewhere_changes_no_household(lang, said):
    turn = respond(Conversation(State(dict(DONE), lang=lang)), said, lang, TODAY)
    assert turn.answers["household"] == "single_parent" and pending_values(turn).get("household") != "two_parent", turn.reply


RAISES = ["she got a raise, 101k now", "my dad got a 5k raise", "mom got promoted, she's at 72,000 now",
          "le dieron un aumento a mi mamá, ya son 101 mil", "a mi papá le dieron un aumento de 5 mil"]


@pytest.mark.parametrize("said", RAISES)
def test_a_raise_keeps_the_tax_returns_income(said):
    # (raise2: the AGI on the tax return the FAFSA uses counts, so a raise now changes nothing; was read back as the AGI)
    lang = "es" if "mi" in said.split() or "mamá" in said else "en"
    turn = respond(Conversation(State(dict(DONE), lang=lang)), said, lang, TODAY)
    assert turn.answers["agi"] == 60000 and not pending_values(turn).get("agi"), turn.reply
    assert "$60,000" in turn.reply, turn.reply


# A high school's GPA and a college's (dual enrollment) in one first message: each to its own
# question, both read back (before: the high school's 3.1 read as the college GPA, the 2.4 lost).
@pytest.mark.parametrize("lang,said", [("en", "my hs gpa was 3.1 and my dual enrollment college gpa is 2.4"),
                                       ("en", "high school GPA 3.1, and 2.4 in my dual enrollment classes"),
                                       ("es", "mi promedio de la prepa fue 3.1 y mi promedio universitario de doble inscripción es 2.4"),
                                       ("es", "en la secundaria saqué 3.1 de promedio, y 2.4 en el college con doble inscripción")])
def test_two_gpas_of_two_schools_in_an_opening(lang, said):
    turn = respond(None, "", lang, TODAY)
    turn = respond(turn.conversation, said, lang, TODAY)
    assert pending_values(turn) == {"hs_gpa": 3.1, "cc_gpa": 2.4}, turn.reply  # read back, none kept unasked
    assert "hs_gpa" not in turn.answers, turn.reply


# A month and year said beside a high school with no word of graduating, once the result is shown:
# the page's two answers, both read back (before: the month was lost).
@pytest.mark.parametrize("lang,said", [("en", "june 2027, Maryland high school"), ("en", "it's a maryland high school, may 2027"),
                                       ("es", "junio 2027, escuela secundaria de Maryland"),
                                       ("es", "una prepa de Maryland, mayo de 2027")])
def test_a_high_school_and_its_month_after_the_result(lang, said):
    turn = respond(Conversation(State({**DONE, "high_school": "other", "hs_completion_date": "2026-05",
                                       "enrolled_at_md_community_college": False}, lang=lang)), said, lang, TODAY)
    pending = pending_values(turn)
    assert pending.get("high_school") == "maryland" and str(pending.get("hs_completion_date", "")).startswith("2027-0"), turn.reply


@pytest.mark.parametrize("lang,said", [("en", "a Maryland high school, and I start college in August 2027"),
                                       ("es", "una prepa de Maryland, y empiezo el college en agosto de 2027")])
def test_a_month_of_starting_college_is_no_graduation(lang, said):
    turn = respond(Conversation(State({**DONE, "hs_completion_date": "2026-05", "enrolled_at_md_community_college": False},
                                      lang=lang)), said, lang, TODAY)
    assert "hs_completion_date" not in pending_values(turn), turn.reply


@pytest.mark.parametrize("lang,said", [("en", "if she gets a raise next year, 105k"),
                                       ("es", "si le dan un aumento ganaría 105 mil")])
def test_a_raise_supposed_changes_no_income(lang, said):
    turn = respond(Conversation(State(dict(DONE), lang=lang)), said, lang, TODAY)
    assert turn.answers["agi"] == 60000 and pending_values(turn).get("agi") != 105000, turn.reply
