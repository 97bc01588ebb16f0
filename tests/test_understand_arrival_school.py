"""A school named by its own name, with no town, beside the country the student arrived from
("Kennedy High, llegué de Honduras en 7mo"): the country is where the student came from, not
where the diploma is from. The school is read as a Maryland high school (read back when the
engine reads a long answer back); never
"a high school outside Maryland", which rules the student out (dev10, a wrong "no" confirmed
by a student who only answered "yes" to the read-back)."""
import pytest

from test_understand import check_reading
from test_understand import say


@pytest.mark.parametrize("lang,text", [
    ("en", "Parkdale High, we arrived from Ghana when I was in 6th grade"),
    ("en", "Watkins Mill High, my family immigrated from Peru when I was 10"),
    ("es", "Seneca Valley High, llegué de Honduras en 7mo grado"),
    ("es", "en la Crossland High, llegamos de El Salvador cuando yo tenía 12"),
])
def test_a_school_named_beside_the_country_one_arrived_from_is_a_maryland_school(lang, text):
    check_reading(*say("high_school", text, lang), {"high_school": "maryland"}, None)


@pytest.mark.parametrize("lang,text", [
    ("en", "finished high school in Ghana, we arrived last year"),
    ("es", "terminé la prepa en Honduras, llegué el año pasado"),
])
def test_a_diploma_from_the_country_one_arrived_from_is_still_read_back_as_outside_maryland(lang, text):
    turn, got = say("high_school", text, lang)
    assert got.get("high_school") == "other" and turn.conversation.pending, turn.reply
