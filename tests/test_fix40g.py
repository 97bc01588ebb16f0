"""fix40g: dev40's scripts (tuning set) — the misreadings behind them, in new wordings.

1. What was done and where ("did the fafsa at school on monday"): told at the aid question, not
   asked (it got the FAQ answer three times and the aid question was left open: needs_more_info).
"""
import pytest

from support import chat_so_far
from support import waiting

AT_AID = {**chat_so_far(3.0), "agi": 40000, "household_size": 2}


@pytest.mark.parametrize("lang, text", [
    ("en", "yeah, did the fafsa at school on monday"),
    ("en", "did my fafsa online last night"),
    ("en", "did the fafsa with my counselor in october"),
    ("en", "yup did the fafsa in class"),  # guard
    ("es", "sí, hice la fafsa en la escuela el martes"),  # guard
    ("es", "ya llenamos la fafsa en línea anoche"),  # guard
    ("en", "did the fafsa last week"),  # guard
])
def test_done_where_is_told_at_the_aid_question(lang, text):
    turn = waiting(AT_AID, "aid_application", text, lang)
    assert turn.answers.get("aid_application") == "fafsa"
    assert turn.expecting == "full_cost_scholarship"


@pytest.mark.parametrize("lang, text", [
    ("en", "did the fafsa at school count"),  # guard
    ("en", "did the fafsa go through"),  # guard
])
def test_asked_about_the_fafsa_stays_a_question(lang, text):
    from screener.chat import faq
    assert faq.is_question(text)
