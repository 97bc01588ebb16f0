"""fix41h: answers dictated into a phone (dev41: on the bus home, plus Spanglish).

Causes read as classes, never the set's phrases:

1) punctuation said as a word ("comma", "period", "question mark", "coma", "punto"): the mark,
   so the clauses split where the speaker meant (understand.spoken_punctuation); a decimal said
   aloud ("dos coma ocho", "tres punto dos") and "pay period" stay as they are;
2) an amount said in two halves as prices are ("fifteen fifty an hour" is $15.50, "eighteen
   twenty five every two weeks" $1,825): one amount (numbers._price_joined);
3) "veintidós" / "veintitrés" typed without the accent were no number for the number library
   ("veintitres mil" read as 1000): read (numbers.in_digits);
4) a value taken back in words ("two point nine no three point one", "dos punto siete, no
   perdón, dos punto nueve"): the value meant (numbers._COMMA_NO, the numeric readers);
5) a parent who says who they are in a clause of their own ("soy la mamá, mi esposo y yo"): the
   spouse is the student's other parent, never a married student (understand.speaks_for_child);
6) a count dictated as its homophone ("it's for of us"): the number (numbers.in_digits);
7) letters said by their names ("pee gee see see", "ce ce be ce"): the abbreviation
   (understand.letters_joined).

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}
ONE_PARENT = {**CHAT_SO_FAR, "household": "single_parent"}
TWO_PARENTS = {**CHAT_SO_FAR, "household": "two_parent"}
NO_COLLEGE = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("college", "program", "credits_per_semester")}


def _read(so_far: dict, expecting: str, message: str, lang: str) -> dict:
    """Return the answers held after ``message`` (a read-back answered "yes")."""
    turn = waiting(dict(so_far), expecting, message, lang)
    if proposed(turn):
        turn = then(turn, YES[lang], lang)
    return turn.answers


# (lang, answers so far, question, message, values wanted)
DICTATED = [
    # 1) punctuation said as a word
    ("en", ONE_PARENT, "agi", "my mom makes forty thousand period my sister works at target but that's her own money", {"agi": 40000}),
    ("es", ONE_PARENT, "agi", "mi mamá gana cuarenta mil punto mi hermana trabaja en target pero ese dinero es de ella", {"agi": 40000}),
    ("en", ONE_PARENT, "agi", "my mom makes forty thousand comma my sister works at target but that's her own money", {"agi": 40000}),
    ("es", ONE_PARENT, "agi", "mi mamá gana cuarenta mil coma mi hermana trabaja en target pero ese dinero es de ella", {"agi": 40000}),
    ("es", CHAT_SO_FAR, "hs_gpa", "dos coma ocho", {"hs_gpa": 2.8}),  # guard (a decimal comma said aloud)
    ("en", CHAT_SO_FAR, "hs_gpa", "three point two period", {"hs_gpa": 3.2}),  # guard
    ("es", CHAT_SO_FAR, "in_state_tuition", "sí coma vivimos en maryland", {"in_state_tuition": "yes"}),  # guard
    # 2) an amount said in two halves
    ("en", ONE_PARENT, "agi", "my mom gets paid fifteen fifty an hour forty hours a week", {"agi": 32240}),
    ("en", ONE_PARENT, "agi", "my mom gets eighteen twenty five every two weeks", {"agi": 47450}),
    ("es", ONE_PARENT, "agi", "mi mamá gana trece cincuenta la hora, cuarenta horas a la semana", {"agi": 28080}),
    ("es", ONE_PARENT, "agi", "mi papá gana diecinueve cincuenta cada dos semanas", {"agi": 50700}),  # guard
    ("en", ONE_PARENT, "agi", "my mom makes forty five thousand a year", {"agi": 45000}),  # guard
    ("es", ONE_PARENT, "agi", "mi mamá gana cuarenta y cinco mil al año", {"agi": 45000}),  # guard
    # 3) "veintidós" / "veintitrés" without the accent
    ("es", TWO_PARENTS, "agi", "mi papá gana veintitres mil y mi mamá veintidos mil", {"agi": 45000}),
    ("en", TWO_PARENTS, "agi", "my dad makes twenty three thousand and my mom twenty two thousand", {"agi": 45000}),  # guard
    # 4) a value taken back in words
    ("en", CHAT_SO_FAR, "hs_gpa", "two point nine no three point one", {"hs_gpa": 3.1}),
    ("es", CHAT_SO_FAR, "hs_gpa", "dos punto siete, no perdón, dos punto nueve", {"hs_gpa": 2.9}),
    ("es", CHAT_SO_FAR, "hs_gpa", "es 2.8 no 2.4", {"hs_gpa": 2.8}),  # guard (the second one denied)
    ("en", CHAT_SO_FAR, "hs_gpa", "3.4 no wait 3.1", {"hs_gpa": 3.1}),  # guard
    # 5) a parent saying who they are in a clause of their own
    ("es", ONE_PARENT, "agi", "soy la mamá, mi esposo y yo ganamos setenta mil", {"agi": 70000, "household": "two_parent"}),
    ("es", ONE_PARENT, "agi", "soy el papá, yo gano sesenta mil", {"agi": 60000}),  # guard
    # 6) a count dictated as its homophone
    ("en", ONE_PARENT, "household_size", "it's for of us at home", {"household_size": 4}),
    ("en", ONE_PARENT, "household_size", "there are to of us", {"household_size": 2}),
    ("es", ONE_PARENT, "household_size", "somos cuatro", {"household_size": 4}),  # guard
    # 7) letters said by their names
    ("en", NO_COLLEGE, "college", "pee gee see see", {"college": "prince-georges"}),
    ("es", NO_COLLEGE, "college", "ce ce be ce", {"college": "baltimore-county"}),
    ("en", NO_COLLEGE, "college", "ccbc", {"college": "baltimore-county"}),  # guard
    ("es", NO_COLLEGE, "college", "a a ce ce", {"college": "anne-arundel"}),
]


@pytest.mark.parametrize("lang,so_far,expecting,message,wanted", DICTATED)
def test_dictated_answers_read(lang, so_far, expecting, message, wanted):
    answers = _read(so_far, expecting, message, lang)
    assert {k: answers.get(k) for k in wanted} == wanted


# (lang, answers so far, question, message, fields that must stay unset)
NOT_READ = [
    ("en", NO_COLLEGE, "college", "i want to see a bee", ("college",)),  # guard (no letters there)
    ("es", NO_COLLEGE, "college", "hache ce ce", ("college",)),  # "hcc": three colleges, asked back
    ("en", ONE_PARENT, "agi", "my dad makes like fifty sixty a week", ("agi",)),  # guard (a range, never $5,060)
]


@pytest.mark.parametrize("lang,so_far,expecting,message,unset", NOT_READ)
def test_dictated_not_read(lang, so_far, expecting, message, unset):
    turn = waiting(dict(so_far), expecting, message, lang)
    held = {**turn.answers, **proposed(turn)}
    assert all(held.get(k) is None for k in unset), (held, turn.reply)


# (text, lang, written)
MARKS = [
    ("her dad here comma we live in towson", "en", "her dad here, we live in towson"),
    ("soy la abuela coma vivimos en towson", "es", "soy la abuela, vivimos en towson"),
    ("is it per semester question mark", "en", "is it per semester?"),
    ("what is a pay period", "en", "what is a pay period"),  # guard
    ("the grace period ends in may", "en", "the grace period ends in may"),  # guard
    ("desde mi punto de vista", "es", "desde mi punto de vista"),  # guard
    ("a las tres en punto", "es", "a las tres en punto"),  # guard
    ("tres punto dos", "es", "tres punto dos"),  # guard
]


@pytest.mark.parametrize("text,lang,written", MARKS)
def test_spoken_punctuation(text, lang, written):
    from screener.chat.understand import spoken_punctuation
    assert spoken_punctuation(text) == written
