"""fix34g: code debts a review asked for, behaviour kept.

1. fix33q's "parents who died, an orphan, a ward of the court -> household ``single`` (unless
   married)" lives with the household question (flows/questions.yaml ``settled_by``); the chat
   reads the words into facts (:func:`understand.household_facts`) and reads the answer back with why.
2. §18-3601's whose income is combined with the applicant's is decided in screener/rules.py
   (:func:`rules.income_combined_with`, :func:`rules.second_parent_counts`), the chat asks it.
3. The numbers that are never pay (ages, years said as years, counts with a unit) are dropped in
   one pass at one depth (:func:`understand.not_pay_dropped`, at :func:`understand.income`).
4. fix30d's special case in ``engine._pay_parts`` is gone: the hours said alone after one earner's
   rate come as the rate said again with whose it is (fix33p's :func:`understand.hourly_text`).
"""
from dataclasses import replace
from types import SimpleNamespace

import pytest

from screener import rules
from screener.chat import engine
from screener.chat import understand
from screener.flow import State
from screener.flow import load_flow


# --- 1. the household a death or a ward of the court settles: the flow's -------------------------

NO_PARENTS_WHY = ("When both parents have died, or the student is a ward of the court, the FAFSA asks only about the "
                  "student (and a spouse, if married), not a grandparent or guardian: their income isn't counted.")

SETTLED = [  # (facts, the answer the flow settles)
    ({"no_parents"}, ("single", NO_PARENTS_WHY)),
    ({"no_parents", "married"}, None),  # (married: the spouse counts, the household read as usual)
    ({"married"}, None),
    (set(), None),
]


@pytest.mark.parametrize("facts, settled", SETTLED)
def test_the_flow_settles_the_household_from_facts(facts, settled):
    assert load_flow().question("household").settled(frozenset(facts)) == settled


FACTS = [  # (words, the facts read from them)
    ("my parents passed away, I live with my grandma", {"no_parents"}),
    ("sus padres fallecieron, vive conmigo", {"no_parents"}),
    ("I'm a ward of the court", {"no_parents"}),
    ("soy huérfano", {"no_parents"}),
    ("i live with my mom and dad", set()),
    ("my grandparents raise me", set()),
]


@pytest.mark.parametrize("text, facts", FACTS)
def test_the_chat_reads_words_into_facts(text, facts):
    assert understand.household_facts(text) == frozenset(facts)


@pytest.mark.parametrize("text", ["my parents passed away, I live with my grandma", "sus padres fallecieron, vive conmigo",
                                  "I'm a ward of the court"])
def test_the_settled_household_is_read_back_with_why(text):
    q = load_flow().question("household")
    reading = understand._read_household(q, text, understand.normalize(text), "en", State(), None)
    assert reading.form == {"household": "single"} and reading.confirm
    assert reading.note is not None and reading.note.text == NO_PARENTS_WHY


def test_the_chat_follows_the_flow_not_its_own_rule():
    # the rule is the flow's data: another settled answer in the flow is what the chat reads back
    q = load_flow().question("household")
    other = replace(q, settled_by=(("no_parents", "married", "single_parent", "another why"),))
    text = "my parents passed away, I live with my grandma"
    reading = understand._read_household(other, text, understand.normalize(text), "en", State(), None)
    assert reading.form == {"household": "single_parent"} and reading.confirm and reading.note.text == "another why"


# --- 2. §18-3601: whose income is combined, the rules' ---------------------------------------------

COMBINED = [("married", "spouse"), ("single", "parents"), ("single_parent", "parents"), ("two_parent", "parents"),
            (None, "parents")]


@pytest.mark.parametrize("household, whose", COMBINED)
def test_whose_income_is_combined(household, whose):
    assert rules.income_combined_with(household) == whose


SECOND = [("two_parent", True), (None, True), ("married", True), ("single_parent", False), ("single", False)]


@pytest.mark.parametrize("household, counts", SECOND)
def test_a_second_parent_counts(household, counts):
    assert rules.second_parent_counts(household) is counts


WHOSE = [  # (household, a parent writing, household size, whose income the chat asks about)
    ("married", False, None, "spouse"),
    ("single", False, None, "parents"),
    ("two_parent", False, None, "parents"),
    (None, False, None, "parents"),
    ("two_parent", True, None, "spouse"),
    (None, True, 3, "spouse"),
    ("two_parent", True, 2, None),
    ("single_parent", True, None, None),
    ("single", True, 4, None),
]


@pytest.mark.parametrize("household, for_child, size, whose", WHOSE)
def test_the_chat_asks_the_rules_whose_income(household, for_child, size, whose, monkeypatch):
    assert engine._whose_kind(household, for_child, size) == whose
    # the chat decides nothing of its own: the rules' answer is what it asks about
    monkeypatch.setattr(engine, "income_combined_with", lambda h: "rules")
    monkeypatch.setattr(engine, "second_parent_counts", lambda h: True)
    assert engine._whose_kind(household, for_child, size) == ("rules" if not for_child else None if size == 2 else "spouse")


# --- 3. numbers that are no pay: one pass, at one depth -------------------------------------------

NOT_PAY = [  # (words, what is left of them)
    ("I'm 41, my parents don't support me, I make 30k", " , my parents dont support me, i make 30k"),
    ("tengo 41 años y gano 30 mil", "  y gano 30 mil"),
    ("graduated in 2025, my mom makes 40k", "graduated in   my mom makes 40k"),
    ("I'll take 9 credits, my dad makes 50k", "ill take  , my dad makes 50k"),
    ("im 19, graduated in 2025, 2 kids, I make 35k", " , graduated in    , i make 35k"),
    ("i make 45k", "i make 45k"),
]


@pytest.mark.parametrize("text, left", NOT_PAY)
def test_numbers_that_are_no_pay_dropped_in_one_pass(text, left):
    assert understand.not_pay_dropped(text, "en") == left


@pytest.mark.parametrize("text, agi", [("I'm 41, my parents don't support me, I make 30k", 30000),
                                       ("im 19, graduated in 2025, 2 kids, I make 35k", 35000),
                                       ("tengo 41 años y gano 30 mil", 30000)])
def test_the_income_read_without_them(text, agi):
    assert understand._as_float(understand.income(text, "en", "agi").form["agi"]) == agi


def test_income_drops_them_once_before_reading(monkeypatch):
    seen = []
    monkeypatch.setattr(understand, "not_pay_dropped", lambda text, lang: seen.append(text) or text)
    understand.income("I'm 41, I make 30k", "en", "agi")
    assert seen == ["I'm 41, I make 30k"]


# --- 4. fix30d's special case in _pay_parts: gone, fix33p's hourly_text does it --------------------

def test_pay_parts_are_the_texts_own():
    step = SimpleNamespace(follow_up_before={"k": "hours", "we": "dad", "r": 45, "n": 1})
    assert engine._pay_parts(step, 93600, "$45 an hour , 40 hours a week", "en") == ()
    said = understand.hourly_text({"r": 45, "we": "dad"}, 40)
    assert engine._pay_parts(step, 93600, said, "en") == (("dad", 45.0, 2080),)
