"""fix50s: a move said with a vague time and no yes or no at the in-state question, in both languages.

A newcomer's finding (13:10): "we moved here from texas last year" at "Do you qualify for in-state
tuition in Maryland?" got "Did you mean one of these?" with one button, "Yes" ("nos mudamos de texas el
año pasado": only "No"): the fuzzy match of the words to a choice guessed. Cause:
understand._read_in_state read a move with no yes or no only when its month was said (fix42p,
_MOVED_IN_MONTH); fix49q's vague-time readings (_JUST_MOVED, _MOVED_RECENTLY, _MOVED_LAST_YEAR) were
read only beside a yes. Now such a move says what decides it (LIVED_NOTE, the policy's sourced months),
keeps nothing and asks again, as the month's move does.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import waiting

SO_FAR = {"applicant_type": "new", "zip": "21044", "county": "howard"}
LIVED = {"en": "have lived for at least 3 months", "es": "por lo menos 3 meses"}


@pytest.mark.parametrize("lang,message", [
    ("en", "we moved here from texas last year"),
    ("es", "nos mudamos de texas el año pasado"),
    ("en", "we just moved here from georgia"),
    ("es", "acabamos de mudarnos de Florida"),
    ("en", "my family came here from ohio a few months ago"),
    ("es", "llegamos de Virginia hace unos meses"),
    ("en", "moved here from new york this summer"),
    ("es", "nos venimos de California este año"),
])
def test_vague_move_says_what_decides_it(lang, message):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert "in_state_tuition" not in turn.answers and "in_state_tuition" not in proposed(turn), (turn.reply, proposed(turn))
    assert LIVED[lang] in turn.reply, turn.reply  # (failed before: a one-button "Did you mean one of these?")
    assert turn.expecting == "in_state_tuition", turn.expecting


@pytest.mark.parametrize("lang,message", [
    ("en", "we moved from Delaware in September"),      # guard (fix42p)
    ("es", "nos mudamos de Delaware en septiembre"),    # guard (fix42p)
])
def test_guard_month_move(lang, message):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert "in_state_tuition" not in turn.answers and LIVED[lang] in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message,value", [
    ("en", "yes, we moved here from texas last year", "yes"),    # guard (fix49q)
    ("es", "sí, nos mudamos hace poco", "unsure"),                 # guard (fix49q)
])
def test_guard_yes_beside_move_read_back(lang, message, value):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert proposed(turn).get("in_state_tuition") == value and LIVED[lang] in turn.reply, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,message,kept", [
    ("en", "yes", "yes"),                                   # guard
    ("es", "no", "no"),                                     # guard
    ("en", "we've lived here my whole life", "yes"),        # guard: a lifetime here is a yes, never this note
])
def test_guard_plain(lang, message, kept):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") == kept or proposed(turn).get("in_state_tuition") == kept, turn.reply
    assert LIVED[lang] not in turn.reply, turn.reply
