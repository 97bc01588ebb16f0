"""Leaving high school said by the grade one left in, "school" understood from the question
("me salí en 10mo", "left in 11th grade"): no diploma, read back before it counts (it rules the
student out). Before, it was "I don't know the answer to that" and the question asked again
(dev10). A year is no grade ("left in 2016"), and a move in a grade is no leaving."""
import pytest

from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say


@pytest.mark.parametrize("lang,text", [
    ("en", "left in 11th grade"),
    ("en", "quit during my sophomore year"),
    ("es", "me salí en 10mo"),
    ("es", "me salí en el noveno"),
])
def test_leaving_in_a_grade_is_no_diploma_read_back(lang, text):
    check_reading(*say("high_school", text, lang), {"high_school": "none"}, READ_BACK)


@pytest.mark.parametrize("lang,text", [("en", "left in 2016"), ("es", "llegué en 10mo grado")])
def test_a_year_or_an_arrival_is_no_leaving(lang, text):
    turn, got = say("high_school", text, lang)
    assert got.get("high_school") != "none", turn.reply
