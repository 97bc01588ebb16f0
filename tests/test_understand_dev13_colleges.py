"""A college named beside another answer (dev13 class): the one the student is looking at instead."""
import pytest

from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

AWAY = {"college": "montgomery"}  # a college outside the home county: whether the program is offered at home is asked

CASES = [
    # The home college said not to offer the program, and the college looked at instead named after
    # it: that college, read back
    ("program_offered_locally", "en", "no, Howard CC has no sonography, so I'm looking at Frederick",
     {"program_offered_locally": False, "college": "frederick"}, READ_BACK),
    ("program_offered_locally", "es", "no, en Howard no tienen esa carrera, por eso estoy viendo Frederick",
     {"program_offered_locally": False, "college": "frederick"}, READ_BACK),
    ("program_offered_locally", "en", "no, they don't have welding there, that's why I'm considering Harford",
     {"program_offered_locally": False, "college": "harford"}, READ_BACK),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_dev13_college_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang, AWAY)
    check_reading(turn, got, want, how)
