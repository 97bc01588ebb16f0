"""Code debts named by the review (fix38g); the behaviour is the same, the code written once.

1. fix36k's ``_held_pay_added`` summed the other parent's pay in pieces on its own, as fix37a's
   ``_pay_in_pieces`` does: it now reads them through ``_pay_in_pieces`` and ``_pieces_part``.
2. The "she" → mom / "he" → dad reading (:data:`understand.GENDER`) is one function,
   ``understand.pronouns_parent`` (and ``of_gender``), no dict of its own in each place.
3. ``_OWN_AGE`` and ``_THEIR_AGE`` (and ``_PAST_AGE``) share one unit guard, ``_age_no_unit``.
4. ``_others_no`` and ``no_of_another`` decide different things (said in a comment): pinned here.
"""
import datetime
import pathlib

import pytest

from screener.chat import engine
from screener.chat import understand
from screener.flow import State
from support import income_read_back
from support import talk

SOURCES = [pathlib.Path(m.__file__).read_text(encoding="utf-8") for m in (engine, understand)]

# --- 1. the held pay's pieces read through _pay_in_pieces ------------------------------------------
HELD = ("en", "my daughter is a senior at Wheaton High graduating june 2027 with a 3.0. I make 90k and my husband works "
              "at the post office", "he gets 2,800 every two weeks plus about 500 a month from uber")


def test_the_held_pay_in_pieces_is_summed_as_fix37a_sums_it():
    lang, opening, said = HELD
    turn = talk(lang, opening, said)
    assert income_read_back(turn) == 168800, turn.reply


def test_the_held_pay_in_pieces_goes_through_pay_in_pieces(monkeypatch):
    # (no pieces read: the held path has no sum of its own any more, so the $168,800 is not read back)
    monkeypatch.setattr(engine, "_pay_in_pieces", lambda step, message, lang: ())
    lang, opening, said = HELD
    turn = talk(lang, opening, said)
    assert income_read_back(turn) != 168800, turn.reply


# --- 2. one she/he reading ------------------------------------------------------------------------
@pytest.mark.parametrize("key,parent", [("she", "mom"), ("he", "dad"), ("mom", "mom"), ("dad", "dad"),
                                        ("stepmom", "stepmom"), (None, None), ("other", "other")])
def test_pronouns_parent(key, parent):
    assert understand.pronouns_parent(key) == parent


@pytest.mark.parametrize("earner,pronoun,same", [
    ("mom", "she", True), ("stepmom", "she", True), ("wife", "she", True), ("she", "she", True),
    ("dad", "he", True), ("stepdad", "he", True), ("husband", "he", True), ("he", "he", True),
    ("mom", "he", False), ("dad", "she", False), ("other", "she", False), (None, "he", False),
    ("mom", "mom", False), ("mom", None, False),
])
def test_of_gender(earner, pronoun, same):
    assert understand.of_gender(earner, pronoun) is same


@pytest.mark.parametrize("written", ['{"she": "mom", "he": "dad"}', '{"he": "dad", "she": "mom"}'])
def test_the_pronoun_map_is_written_nowhere_else(written):
    assert not any(written in source for source in SOURCES)


# --- 3. one age guard -----------------------------------------------------------------------------
def test_the_age_patterns_share_one_guard():
    shared = understand._age_no_unit("")[:-3]  # (the guard without its tail)
    for rx in (understand._OWN_AGE, understand._THEIR_AGE, understand._PAST_AGE):
        assert rx.pattern.count(shared) == 1, rx.pattern


@pytest.mark.parametrize("text,dropped", [
    ("im 41 and my parents dont support me", True),
    ("im 41k a year", False),
    ("tengo 41 años", True),
    ("tengo 20 mil", False),
    ("he's 45", True),
    ("he's 45 an hour", False),
    ("she is 52 years old", True),
    ("she is 45,000", False),
    ("i moved out when i was 18", True),
])
def test_ages_read_as_before(text, dropped):
    assert (understand.ages_dropped(text) != text) is dropped, understand.ages_dropped(text)


# --- 4. _others_no and no_of_another: different things ---------------------------------------------
@pytest.mark.parametrize("text,lang,others,another", [
    ("I live alone, not married, I make 30k", "en", False, True),  # (a fact denied; "live" is residence)
    ("we're not rich, my mom makes 40k", "en", True, False),  # (no fact denied; no residence said)
])
def test_others_no_and_no_of_another_differ(text, lang, others, another):
    flow = engine.load_flow()
    q = flow.question("in_state_tuition")
    state, today = State(), datetime.date(2026, 12, 5)
    assert understand._others_no(text, understand.normalize(text)) is others
    assert understand.no_of_another(flow, q, text, state, lang, today) is another
