"""Who earns what, round 29 (issue #8; a newcomer's findings on 2026-12-04, false "likely eligible"
paths): one parent's pay with both at home is held and the other's asked (§18-3601); a bare
amount said to that ask is the other parent's pay, added and read back, never kept unasked as the
household's; "no, 2000" is the pay held said again; a "no" to the sum holds the part again; a
paycheck without its period keeps the part held beside its ask; a student who says "I work too"
is asked their pay; a parent writing who names the town or ZIP is still asked the other parent's
income. One table per class, English and Spanish rows. The wording is ours."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from support import NO_OTHER_PAY
from support import at_income
from support import income_read_back as read_back
from support import other_parent_asked
from support import talk

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}


def held(first: str, lang: str, household: str = "two_parent"):
    turn = respond(at_income(household, lang), first, lang, TODAY)
    assert other_parent_asked(turn), turn.reply
    return turn


# --- a bare amount to the other parent's pay asked: theirs, added, read back -------------------------

@pytest.mark.parametrize("first,then,lang,total", [
    ("my mom makes 60k", "2000", "en", 62_000),
    ("my mom makes 60k", "40000", "en", 100_000),
    ("my dad makes 80k", "75k", "en", 155_000),
    ("mi mamá gana 60 mil", "40 mil", "es", 100_000),
    ("mi papá gana 80 mil", "75000", "es", 155_000),
])
def test_a_bare_amount_to_the_other_parents_pay_asked_is_added_and_read_back(first, then, lang, total):
    turn = respond(held(first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == total and "agi" not in turn.answers, turn.reply


@pytest.mark.parametrize("first,then,lang,total", [
    ("my mom makes 45k", "165k total", "en", 165_000),
    ("my mom makes 45k", "they make 120k together", "en", 120_000),
    ("mi mamá gana 45 mil", "165 mil en total", "es", 165_000),
])
def test_a_total_said_so_to_the_other_parents_pay_asked_is_read_back_as_the_total(first, then, lang, total):
    turn = respond(held(first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == total, turn.reply


# --- a "no" to the sum of the part held and the other's: the part held again -------------------------

@pytest.mark.parametrize("first,then,again,lang,total", [
    ("my mom makes 45k", "my dad makes 120k", "he makes 100k", "en", 145_000),
    ("mi mamá gana 45 mil", "mi papá gana 120 mil", "él gana 100 mil", "es", 145_000),
])
def test_a_no_to_the_sum_holds_the_part_again(first, then, again, lang, total):
    turn = respond(held(first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == 165_000, turn.reply
    turn = respond(turn.conversation, "no", lang, TODAY)
    assert other_parent_asked(turn) and "45,000" in turn.reply, turn.reply
    turn = respond(turn.conversation, again, lang, TODAY)
    assert read_back(turn) == total, turn.reply


# --- the other parent said to earn nothing: the one part, read back -----------------------------------

@pytest.mark.parametrize("first,lang,year", [
    ("my mom makes 60k", "en", 60_000),
    ("mi papá gana 3 mil al mes", "es", 36_000),
])
def test_the_other_parent_earning_nothing_keeps_the_part_held(first, lang, year):
    turn = respond(held(first, lang).conversation, NO_OTHER_PAY[lang], lang, TODAY)
    assert read_back(turn) == year, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == year, turn.reply


# --- "I work too": the student's own pay asked and added -----------------------------------------------

@pytest.mark.parametrize("first,then,lang,total", [
    ("my mom makes 90k. I work too", "14k", "en", 104_000),
    ("my mom makes 90k and i also have a job", "i make 14k", "en", 104_000),
    ("mi mamá gana 90 mil. yo también trabajo", "14 mil", "es", 104_000),
])
def test_a_student_who_works_too_is_asked_their_pay(first, then, lang, total):
    turn = held(first, lang, "single_parent")
    assert "you work too" in turn.reply or "tú también trabajas" in turn.reply, turn.reply
    turn = respond(turn.conversation, then, lang, TODAY)
    assert read_back(turn) == total, turn.reply


# --- a parent writing who names where they live: the other parent's income still asked -------------------

@pytest.mark.parametrize("lang,opening", [
    ("en", "I'm her mom. My daughter is a senior at Oakland Mills High, graduates June 2027 with a 2.8. I make 85k. We live in Columbia."),
    ("en", "I'm her mom. My daughter is a senior at Oakland Mills High, graduates June 2027 with a 2.8. I make 85k, we live in Bowie"),
    ("en", "I'm her mom. My daughter is a senior at Oakland Mills High, graduates June 2027 with a 2.8. I make 85k, zip 20715"),
    ("es", "soy la mamá de Ana, está en el último año en Oakland Mills, se gradúa en junio 2027 con 2.8. Yo gano 85 mil. Vivimos en Columbia."),
])
def test_a_parent_writing_who_names_the_town_is_asked_the_other_parents_income(lang, opening):
    turn = talk(lang, opening)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply
    # (the writer's pay held, the other parent's income asked: §18-3601)
    assert turn.conversation.follow_up == {"k": "spouse", "a": 85_000.0} and "85,000" in turn.reply, turn.reply


# --- a blank or unreadable message to whether the own pay includes the parents': the pay held -----------

@pytest.mark.parametrize("lang,own,junk,parents,total", [
    ("en", "i make 20k", "", "my parents make 135k", 155_000),
    ("en", "i make 20k", "asdfgh", "my parents make 135k", 155_000),
    ("es", "gano 20 mil", "", "mis papás ganan 135 mil", 155_000),
    ("es", "gano 20 mil", "jjjjj", "mis papás ganan 135 mil", 155_000),
])
def test_a_blank_message_keeps_the_own_pay_held(lang, own, junk, parents, total):
    turn = respond(at_income("two_parent", lang), own, lang, TODAY)
    turn = respond(turn.conversation, junk, lang, TODAY)
    assert turn.conversation.follow_up.get("k") == "parents" and "20,000" in turn.reply, turn.reply
    turn = respond(turn.conversation, parents, lang, TODAY)
    assert read_back(turn) == total and "agi" not in turn.answers, turn.reply


# --- one parent said to be the only earner, or the pay said again: no other parent's pay asked ------------
# (dev27: "solo trabaja mi papá, gana 19 la hora…" asked the mother's pay again and again)

@pytest.mark.parametrize("lang,said,year", [
    ("en", "only my dad works, he makes 60k", 60_000),
    ("en", "my mom is the only one who works, 50k", 50_000),
    ("es", "solo trabaja mi papá, gana 60 mil", 60_000),
    ("es", "nada más mi mamá trabaja, gana 50 mil", 50_000),
])
def test_a_sole_earners_pay_is_not_held(lang, said, year):
    turn = respond(at_income("two_parent", lang), said, lang, TODAY)
    assert not other_parent_asked(turn), turn.reply
    assert turn.answers.get("agi") == year or read_back(turn) == year, turn.reply


@pytest.mark.parametrize("lang,said,year", [
    ("en", "my mom makes 60k", 60_000),
    ("es", "mi papá gana 19 la hora y trabaja 45 horas", 44_460),
])
def test_one_parents_pay_said_again_to_the_others_asked_is_taken(lang, said, year):
    turn = held(said, lang)
    turn = respond(turn.conversation, said, lang, TODAY)
    assert not other_parent_asked(turn), turn.reply
    assert turn.answers.get("agi") == year or read_back(turn) == year, turn.reply


# --- a bare number at another question asked since is that question's answer ---------------------------
# (a newcomer's finding: "21042" at the ZIP question, one parent's pay held, was added as the dad's pay)

@pytest.mark.parametrize("lang,opening,yes", [
    ("en", "I'm a senior at Howard High, graduating June 2027, GPA 3.2, I live with my mom and dad, my mom makes 60k", "yes"),
    ("es", "soy senior en Howard High, me gradúo en junio 2027, promedio 3.2, vivo con mi mamá y mi papá, mi mamá gana 60 mil", "sí"),
])
def test_a_zip_at_the_zip_question_is_no_parents_pay(lang, opening, yes):
    turn = talk(lang, opening, yes, "21042")
    assert turn.answers.get("zip") == "21042" and "agi" not in turn.conversation.pending and "agi" not in turn.answers, turn.reply
