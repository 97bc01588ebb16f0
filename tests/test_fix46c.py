"""fix46c: two household readings that dropped a parent's income unsaid (false "likely eligible"), EN and ES.

- (a reviewer's item 8) "i live with my mom she makes 70k my dad is in virginia he makes 200k": "is in",
  "está en" without "lives" is no home said (a parent working or deployed away is of the household),
  yet his pay was dropped unsaid and one parent's $70,000 read back. Now his pay is held and
  whether he lives with the student asked (understand.pay_home_unsaid, understand._PARENT_IS_IN,
  engine._parent_abroad_held). "lives in virginia", "vive en virginia" stays left out with its note.
- (item 5) at the household question "i live with my dad he makes 90k my mom makes 70k" kept one
  parent and $90,000, the mom's pay dropped as "not living with you" though no one said so: her
  home is asked there too (the household kept this turn taken back).
- (a newcomer's F17) "my grandparents adopted me, they make 200k": adoptive parents are parents;
  they are read as such (understand.adopters_as_parents): two parents, $200,000 read back.
"""
import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

from screener.chat import understand

YES = {"en": "yes", "es": "sí"}
FIRST = {"en": "first time", "es": "primera vez"}
DAD_HOME = {"en": "Does your dad live with you?", "es": "¿Tu papá vive contigo?"}
MOM_HOME = {"en": "Does your mom live with you?", "es": "¿Tu mamá vive contigo?"}
NOT_COUNTED = {"en": "the parent who doesn't live with you",
               "es": "del padre o la madre que no vive contigo"}
AT_HOUSEHOLD = {"applicant_type": "new", "prior_degree": "none", "zip": "20902", "county": "montgomery",
                "college": "montgomery", "high_school": "maryland", "hs_completion_date": "2027-06", "hs_gpa": 3.2,
                "program": "associate", "credits_per_semester": 12, "in_state_tuition": "yes"}
OPENING_IS_IN = {
    "en": "first time, graduating june 2027 from wheaton high, zip 20902, i live with my mom she makes 70k "
          "my dad is in virginia he makes 200k",
    "es": "primera vez, me gradúo en junio 2027 de wheaton high, código postal 20902, vivo con mi mamá ella gana "
          "70 mil mi papá está en virginia él gana 200 mil",
}


# Item 8: a parent only said to BE somewhere: his pay held, whether he lives with the student asked
@pytest.mark.parametrize("lang,said", [
    ("en", (OPENING_IS_IN["en"],)),
    ("es", (OPENING_IS_IN["es"],)),
    ("en", (FIRST["en"], "i live with my mom she makes 70k my dad is in virginia he makes 200k")),
    ("es", (FIRST["es"], "vivo con mi mamá ella gana 70 mil mi papá está en virginia él gana 200 mil")),
])
def test_a_parent_said_to_be_away_is_asked_about(lang, said):
    turn = talk(lang, *said)
    # (failed before: one parent and $70,000 read back, the dad's $200,000 gone unsaid)
    assert DAD_HOME[lang] in turn.reply, turn.reply
    assert "household" not in proposed(turn) and "household" not in turn.answers, (turn.reply, proposed(turn))
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert proposed(turn).get("agi") == 270000.0 or turn.answers.get("agi") == 270000, (turn.reply, proposed(turn))


# guard: a dad who LIVES in virginia stays left out, said so
@pytest.mark.parametrize("lang,said", [
    ("en", "i live with my mom she makes 70k my dad lives in virginia he makes 200k"),  # guard
    ("es", "vivo con mi mamá ella gana 70 mil mi papá vive en virginia él gana 200 mil"),  # guard
])
def test_a_parent_living_elsewhere_stays_out(lang, said):
    turn = talk(lang, FIRST[lang], said)
    assert NOT_COUNTED[lang] in turn.reply, turn.reply
    assert float(proposed(turn).get("agi")) == 70000, (turn.reply, proposed(turn))
    assert proposed(turn).get("household") == "single_parent", (turn.reply, proposed(turn))


# Item 5: at the household question, the other parent's home asked, no one parent kept unsaid
@pytest.mark.parametrize("lang,said,total", [
    ("en", "i live with my dad he makes 90k my mom makes 70k", 160000),
    ("es", "vivo con mi papá él gana 90 mil mi mamá gana 70 mil", 160000),
    ("en", "i live with my dad he makes 90k my mom is in ohio she makes 70k", 160000),
])
def test_the_other_parents_home_is_asked_at_the_household_question(lang, said, total):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    # (failed before: "Got it. Household: I live with one parent", the mom's $70,000 dropped)
    assert MOM_HOME[lang] in turn.reply, turn.reply
    assert "household" not in turn.answers and "household" not in proposed(turn), (turn.reply, turn.answers)
    turn = then(turn, YES[lang], lang)
    assert proposed(turn).get("agi") == float(total), (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,said,household,agi", [
    ("en", "i live with my dad he makes 90k", "single_parent", 90000),  # guard
    ("es", "vivo con mi papá, él gana 90 mil", "single_parent", 90000),  # guard
    ("en", "i live with my mom and dad, my dad makes 90k and my mom makes 70k", "two_parent", 160000),  # guard
])
def test_one_household_said_plainly_is_kept(lang, said, household, agi):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    assert (turn.answers.get("household") or proposed(turn).get("household")) == household, (turn.reply, turn.answers)
    assert float(proposed(turn).get("agi", turn.answers.get("agi"))) == agi, (turn.reply, proposed(turn))


# F17: adoptive grandparents are parents
@pytest.mark.parametrize("lang,said,household,agi", [
    ("en", "my grandparents adopted me, they make 200k", "two_parent", 200000),
    ("es", "mis abuelos me adoptaron, ganan 200 mil", "two_parent", 200000),
    ("en", "i was adopted by my grandma, she makes 90k", "single_parent", 90000),
    ("es", "me adoptó mi abuela, ella gana 90 mil", "single_parent", 90000),
])
def test_adoptive_grandparents_are_parents(lang, said, household, agi):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    # (failed before: "not a grandparent's ... so I didn't add that income", the household asked again)
    assert (turn.answers.get("household") or proposed(turn).get("household")) == household, (turn.reply, turn.answers)
    assert float(proposed(turn).get("agi", turn.answers.get("agi"))) == agi, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,said", [
    ("en", "I live with my grandma, she has custody"),  # guard
    ("es", "vivo con mi abuela, ella tiene la custodia"),  # guard
    ("en", "my grandma wants to adopt me, she makes 50k"),  # guard
    ("es", "mi abuela me quiere adoptar, gana 50 mil"),  # guard
])
def test_a_grandparent_not_said_to_have_adopted_is_no_parent(lang, said):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    assert (turn.answers.get("household") or proposed(turn).get("household")) not in ("two_parent", "single_parent"), turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn), (turn.reply, proposed(turn))


@pytest.mark.parametrize("text,before,out", [
    ("my grandparents adopted me, they make 200k", (), "my parents adopted me, they make 200k"),
    ("mis abuelos me adoptaron, ganan 200 mil", (), "mis papas me adoptaron, ganan 200 mil"),
    ("my grandma makes 50k", ("my grandma adopted me",), "my mom makes 50k"),
    ("mi abuela me adoptó", (), "mi mama me adopto"),
])
def test_adopters_as_parents(text, before, out):
    assert understand.adopters_as_parents(text, before) == out
