"""Credits said with arithmetic, asides and second thoughts (dev13 classes)."""
import pytest

from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

RENEWING = {"applicant_type": "renewal"}

CASES = [
    # Some of the classes counted, each with its credits: the credits they add up to, read back
    ("credits_completed_last_semester", "en", "passed all five of my 3-credit courses", {"credits_completed_last_semester": 15}, READ_BACK),
    ("credits_completed_last_semester", "es", "aprobé las cinco de mis clases de 3 créditos", {"credits_completed_last_semester": 15}, READ_BACK),
    # Credits still left before a degree, said at the degree question: no semester's load
    ("prior_degree", "en", "not yet, I'm like 18 credits short", {"prior_degree": "none"}, None),
    ("prior_degree", "en", "no, 9 credits to go", {"prior_degree": "none"}, None),
    ("prior_degree", "es", "todavía no, me faltan 15 créditos", {"prior_degree": "none"}, None),
    # A value changed by a second thought in the same message: the later one
    ("credits_per_semester", "es", "16, no mejor ponle 9 porque trabajo", {"credits_per_semester": 9}, READ_BACK),
    ("credits_per_semester", "en", "15, no better make it 9, I work nights", {"credits_per_semester": 9}, READ_BACK),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_dev13_credits_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang, RENEWING if expecting == "prior_degree" else None)
    check_reading(turn, got, want, how)
