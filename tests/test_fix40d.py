"""fix40d: read-backs and flow loops found by a newcomer.

1. An amount said as money at the ZIP code question ("about 45k", "$45,000", "unos 45 mil") got
   "I couldn't find ZIP code 45000" or "I didn't understand that": now the ZIP code is said to be
   still needed (no bad ZIP claimed) and the amount read back as the income while it is open
   (engine._money_at_zip).
2. The program's "Which kind of program is it…?" was said over the next question once the program
   was left open after a second unclear answer (engine._no_third_time).

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk

TO_ZIP = {"en": ("first time", "none", "maryland", "june 2027", "yes"),
          "es": ("primera vez", "ninguno", "maryland", "junio 2027", "sí")}
STILL_NEEDED = {"en": "I still need your home ZIP code", "es": "Todavía necesito el código postal (ZIP)"}

# (lang, said at the ZIP code question, the income read back, or None)
MONEY_AT_ZIP = [
    ("en", "about 45k", 45000),
    ("en", "$45,000", 45000),
    ("en", "like 45 grand", 45000),
    ("es", "como 45 mil", 45000),
    ("es", "$45,000", 45000),
]


@pytest.mark.parametrize("lang,said,agi", MONEY_AT_ZIP)
def test_money_at_the_zip_question_is_the_income_and_the_zip_still_needed(lang, said, agi):
    turn = talk(lang, *TO_ZIP[lang], said)
    assert turn.expecting == "zip", turn.reply
    assert STILL_NEEDED[lang] in turn.reply and "45000" not in turn.reply, turn.reply
    assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn))
    assert "zip" not in turn.answers


# (lang, said at the ZIP code question, the ZIP code kept or None, a word the reply has)
ZIP_GUARDS = [
    ("en", "20715", "20715", "Prince George"),  # guard
    ("es", "20715", "20715", "Prince George"),  # guard
    ("en", "45000", None, "45000"),  # guard: five bare digits are a ZIP code not found
    ("en", "I make 45k", None, "$45,000"),  # guard: pay with its cue, the usual reader (whose pay asked)
]


@pytest.mark.parametrize("lang,said,zip_code,word", ZIP_GUARDS)
def test_zip_answers_beside_money(lang, said, zip_code, word):
    turn = talk(lang, *TO_ZIP[lang], said)
    assert turn.answers.get("zip") == zip_code, turn.reply
    assert word in turn.reply and STILL_NEEDED[lang] not in turn.reply, turn.reply


WHICH_PROGRAM = {"en": "Which kind of program is it", "es": "Qué tipo de programa es"}
TO_PROGRAM = {"en": TO_ZIP["en"] + ("21044", "yes"), "es": TO_ZIP["es"] + ("21044", "sí")}

# (lang, two unclear answers to the program question: it is left open, the credits asked)
PROGRAM_LEFT_OPEN = [
    ("en", "maybe", "hmm"),
    ("es", "quizás", "mmm"),
]


@pytest.mark.parametrize("lang,first,second", PROGRAM_LEFT_OPEN)
def test_program_hint_only_with_the_program_question(lang, first, second):
    turn = talk(lang, *TO_PROGRAM[lang], first, second)
    assert turn.expecting == "credits_per_semester", turn.reply
    assert WHICH_PROGRAM[lang] not in turn.reply, turn.reply


# (lang, a first unclear answer at the program question: its kind asked, the program still asked)
PROGRAM_HINT_KEPT = [
    ("en", "hmm"),  # guard
    ("es", "mmm"),  # guard
]


@pytest.mark.parametrize("lang,said", PROGRAM_HINT_KEPT)
def test_program_hint_kept_at_the_program_question(lang, said):
    turn = talk(lang, *TO_PROGRAM[lang], said)
    assert turn.expecting == "program", turn.reply
    assert WHICH_PROGRAM[lang] in turn.reply, turn.reply
