"""fix36f: code debts named by the twenty-first round's review (no change of behaviour).

2. §18-3601's "two earners' income counted" is one function of the rules,
   :func:`rules.second_parent_counts`, whose ``unknown=`` argument says what a household not yet
   known gives (True: a second parent may count; False: two earners known to count), no longer
   restated as ``two_incomes_combined``.
"""
from types import SimpleNamespace

import pytest

from screener import rules
from screener.chat import engine
from screener.chat import understand


# --- 2. two earners counted: one function of the rules ----------------------------------------------

TWO_EARNERS = [  # (household, a second parent may count, two earners known to count)
    ("two_parent", True, True),
    ("married", True, True),
    ("single_parent", False, False),
    ("single", False, False),
    (None, True, False),  # (not yet known: ``unknown``)
    ("something else", True, False),
]


@pytest.mark.parametrize("household, may, known", TWO_EARNERS)
def test_two_earners_counted_is_one_function(household, may, known):
    assert rules.second_parent_counts(household) is may
    assert rules.second_parent_counts(household, unknown=True) is may
    assert rules.second_parent_counts(household, unknown=False) is known


def test_no_restatement_left():
    assert not hasattr(rules, "two_incomes_combined")
    assert not hasattr(engine, "two_incomes_combined") and not hasattr(understand, "two_incomes_combined")


def test_the_chat_asks_the_one_function(monkeypatch):
    asked = []
    monkeypatch.setattr(understand, "second_parent_counts",
                        lambda household, unknown=True: asked.append((household, unknown)) or True)
    assert understand.household_earners(SimpleNamespace(answers={"household": "single"})) == 2
    assert asked == [("single", False)]
