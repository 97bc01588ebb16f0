"""Classes of fix38o (a newcomer's false "likely eligible"): 1) one parent's pay and the other's in
two pieces ("my mom makes 5k a month and my dad has two jobs, 50k at one and 30k at the other"),
then one of those pieces corrected ("sorry, my dad's second job pays 45k, not 30k"): the new amount
was taken as the dad's whole pay and the mom's asked again (Spanish), or the total asked (English);
that piece alone is replaced, the new sum read back with its parts and pieces, kept after its "yes".
2) An amount said with "I already told you" ("3 mil al mes, ya te dije") at a question no number
answers was answered as an FAQ ("I don't know the answer to that"): it is the income, read back."""
import pytest

from screener.chat import understand
from support import proposed
from support import talk
from support import then

OPENING = {
    "en": ("hi, I'm a senior at Wheaton High, graduating June 2027 with a 3.2, I live with my parents in 20902", "yes"),
    "es": ("hola, estoy en 12 en Wheaton High, me gradúo en junio 2027 con 3.2, vivo con mis papás en 20902", "sí"),
}
YES = {"en": "yes", "es": "sí"}

# --- item 1: one piece of an earner's pay corrected ---------------------------------------------------

# (lang, the pay said, its sum, the correction, the new sum, words of the new read-back)
PIECES = [
    ("en", "my mom makes 5k a month and my dad has two jobs, 50k at one and 30k at the other", 140000,
     "sorry, my dad's second job pays 45k, not 30k", 155000, ("your mom's $5,000 a month", "$50,000 and $45,000")),
    ("es", "mi mamá gana 5 mil al mes y mi papá tiene dos trabajos, 50 mil en uno y 30 mil en el otro", 140000,
     "perdón, el segundo trabajo de mi papá es 45 mil, no 30", 155000, ("tu mamá, $5,000 al mes", "$50,000 y $45,000")),
    ("en", "my dad makes 70k and my mom has two jobs, 40k at one and 20k at the other", 130000,
     "oops, my mom's first job pays 45k not 40k", 135000, ("your dad's $70,000", "$45,000 and $20,000")),
    ("es", "mi papá gana 70 mil y mi mamá tiene dos trabajos, 40 mil en uno y 20 mil en el otro", 130000,
     "perdón, el otro trabajo de mi mamá paga 35 mil, no 20", 145000, ("tu papá, $70,000", "$40,000 y $35,000")),
]


@pytest.mark.parametrize("lang,pay,total,correction,new,said", PIECES)
def test_one_piece_corrected(lang, pay, total, correction, new, said):
    turn = then(talk(lang, *OPENING[lang], pay), YES[lang], lang)
    assert float(turn.answers["agi"]) == total, (turn.reply, turn.answers)
    turn = then(turn, correction, lang)
    assert float(proposed(turn).get("agi") or 0) == new, (turn.reply, proposed(turn))
    assert float(turn.answers["agi"]) == total, turn.answers  # (the new sum waits for its "yes")
    for words in said:
        assert words in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == new, (turn.reply, turn.answers)


# (lang, text, the income it says, its parts, the pieces of one of them)
PARTS = [
    ("en", "my mom makes 5k a month and my dad has two jobs, 50k at one and 30k at the other", 140000,
     (("mom", 5000.0, 12), ("dad", 80000.0, 1)), ("dad", ((50000.0, 1), (30000.0, 1)))),
    ("es", "mi mamá gana 5 mil al mes y mi papá tiene dos trabajos, 50 mil en uno y 30 mil en el otro", 140000,
     (("mom", 5000.0, 12), ("dad", 80000.0, 1)), ("dad", ((50000.0, 1), (30000.0, 1)))),
    ("en", "my dad has two jobs, 50k at one and 30k at the other", 80000,
     (("dad", 80000.0, 1),), ("dad", ((50000.0, 1), (30000.0, 1)))),
]


@pytest.mark.parametrize("lang,text,total,parts,pieces", PARTS)
def test_pieces_read(lang, text, total, parts, pieces):
    assert understand.income_parts(text, lang, total) == parts
    assert understand.pay_pieces(text, lang, total) == pieces


# --- item 2: an amount with "I already told you" ------------------------------------------------------

TOLD = [
    ("en", "3k a month, I already told you", 36000),
    ("es", "3 mil al mes, ya te dije", 36000),
]


@pytest.mark.parametrize("lang,message,total", TOLD)
def test_amount_told_before(lang, message, total):
    turn = then(talk(lang, *OPENING[lang]), message, lang)
    assert float(proposed(turn).get("agi") or 0) == total, turn.reply
    assert "agi" not in turn.answers  # (read back, kept only after its "yes")
