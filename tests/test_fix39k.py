"""fix39k: one piece of an earner's pay named by its place (false "likely eligible").

One earner's pay said in pieces, each at its place ("she makes 95k at the hospital and 10k at
walmart", "mi mamá trabaja en dos lugares, 60 mil en el hospital y 45 mil en una tienda"), then one
piece corrected by that place's word ("oops the walmart job is 8k not 10", "perdón, en la tienda son
42 mil, no 45"): the amount said was kept as the household's whole income ($8,000; truth $103,000).
Now the pieces said at their places are one earner's pay (understand._next_piece, _piece_place), and
the piece named by its place is replaced (understand.piece_by_place, engine._piece_corrected); the
new sum is read back, before the result and after it.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from screener.chat import understand
from support import BOWIE_SENIOR_OPENING
from support import JUST_MOM
from support import SAYS_YES
from support import proposed
from support import talk
from support import then

OPENING = BOWIE_SENIOR_OPENING
YES = SAYS_YES
ONE_PARENT = JUST_MOM

# --- the pieces at their places: one earner's pay, its pieces kept -------------------------------------

# (lang, text, total, the pieces or () (guard rows: no one earner's pieces))
PIECES = [
    ("en", "she makes 95k at the hospital and 10k at walmart", 105000, ("she", ((95000.0, 1), (10000.0, 1)))),
    ("en", "she makes 50k at home depot and 10k at walmart", 60000, ("she", ((50000.0, 1), (10000.0, 1)))),
    ("es", "mi mamá trabaja en dos lugares, 60 mil en el hospital y 45 mil en una tienda", 105000,
     ("mom", ((60000.0, 1), (45000.0, 1)))),
    ("en", "my mom makes 50k at the hospital and my dad 40k", 90000, ()),  # guard: two earners
    ("en", "my dad makes 50k at one and 30k at the other", 80000, ("dad", ((50000.0, 1), (30000.0, 1)))),  # guard
]


@pytest.mark.parametrize("lang,text,total,pieces", PIECES)
def test_pieces_said_at_their_places_are_one_earners(lang, text, total, pieces):
    assert understand.pay_pieces(text, lang, total) == pieces


# (lang, the pieces said, the correction, the piece's index or None (guard rows))
BY_PLACE = [
    ("en", "she makes 95k at the hospital and 10k at walmart", "oops the walmart job is 8k not 10", 1),
    ("en", "she makes 95k at the hospital and 10k at walmart", "sorry the hospital one is 90k not 95", 0),
    ("es", "mi mamá trabaja en dos lugares, 60 mil en el hospital y 45 mil en una tienda",
     "perdón, en la tienda son 42 mil, no 45", 1),
    ("es", "mi mamá trabaja en dos lugares, 60 mil en el hospital y 45 mil en una tienda",
     "perdón, lo del hospital son 90 mil, no 60", 0),
    ("en", "she makes 95k at the hospital and 10k at walmart", "sorry, she makes 100k not 105", None),  # guard
    ("en", "she makes 95k at the hospital and 10k at walmart", "walmart is 8k and the hospital 90k", None),  # guard: both
    ("en", "my dad makes 50k at one and 30k at the other", "oops the one job is 40k", None),  # guard: no place
]


@pytest.mark.parametrize("lang,earlier,text,index", BY_PLACE)
def test_a_piece_named_by_its_place_word(lang, earlier, text, index):
    assert understand.piece_by_place(earlier, text, lang, 2) == index


# --- the chat: the piece named by its place replaces that piece -----------------------------------------

# (lang, the pieces, their sum, the correction, the new sum)
CORRECTIONS = [
    ("en", "she makes 95k at the hospital and 10k at walmart", 105000, "oops the walmart job is 8k not 10", 103000),
    ("en", "she makes 40k at the hospital and 15k at walmart", 55000, "oops the walmart job is 20k not 15", 60000),
    ("en", "she makes 40k at the hospital and 15k at walmart", 55000, "sorry the hospital one is 45k not 40", 60000),
    ("es", "mi mamá trabaja en dos lugares, 60 mil en el hospital y 45 mil en una tienda", 105000,
     "perdón, en la tienda son 42 mil, no 45", 102000),
    ("es", "mi mamá trabaja en dos lugares, 60 mil en el hospital y 45 mil en una tienda", 105000,
     "perdón, lo del hospital son 50 mil, no 60", 95000),
]


@pytest.mark.parametrize("confirmed", [False, True])
@pytest.mark.parametrize("lang,pieces,total,correction,new", CORRECTIONS)
def test_a_piece_named_by_its_place_replaces_that_piece(lang, pieces, total, correction, new, confirmed):
    turn = talk(lang, *OPENING[lang], ONE_PARENT[lang], pieces)
    assert float(proposed(turn)["agi"]) == total, turn.reply
    if confirmed:
        turn = then(turn, YES[lang], lang)
        assert float(turn.answers["agi"]) == total, turn.reply
    turn = then(turn, correction, lang)
    assert float(proposed(turn).get("agi") or 0) == new, (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == new, (turn.reply, turn.answers)
