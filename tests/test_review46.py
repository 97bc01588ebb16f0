"""A maintainer's re-read of the thirty-second round (review 46b): readers that reached too far.

- "k" is a yes alone ("k", "kk"), never the first word of a question ("k es agi" is a Spanish "qué").
- "almost"/"casi" marks an amount of money only: "im almost 18", "casi 3 años" leave the income said.
- "no, im married" is married (its "no" answers something else); "no estoy casada" is not.
"""
import pytest

from screener.chat import understand


@pytest.mark.parametrize("text,want", [
    ("k es agi", None),
    ("k whats agi", None),
    ("k", True),  # guard
    ("kk", True),  # guard
])
def test_k_is_a_yes_only_alone(text, want):
    assert understand.confirmation(understand.normalize(text)) is want


@pytest.mark.parametrize("text,want", [
    ("im almost 18 and my mom makes 98k", False),
    ("mi mamá gana 98 mil, llevamos casi 3 años aquí", False),
    ("casi 150 mil", True),  # guard
    ("almost 150k", True),  # guard
    ("nearly 100,000", True),  # guard
])
def test_almost_marks_an_amount_of_money(text, want):
    assert understand.almost_amount(text) is want


@pytest.mark.parametrize("text,size", [
    ("no estoy casada, vivo con mi mama y mi papa", 3),  # guard
    ("im not married, i live with my mom and dad", 3),  # guard
])
def test_a_negated_marriage_counts_no_spouse(text, size):
    assert understand.household_size(text) == size
