"""Chat findings of the fix29d round (a newcomer's, on main), each a class in both languages:

2. A renewing student's home ZIP code, read back and confirmed, is kept though a renewal's path
   never asks it (it was dropped silently).
3. A correction of a parent's pay rate said with a sibling's pay ("perdón, mi esposo gana 32 la
   hora, no 22. Y mi hija trabaja…, gana como 600 al mes"): the correction is read, the
   sibling's pay is an aside.
4. A long opening of one fact a sentence, with a question at the end: each sentence read as
   when said alone, the question answered.
5. A 5-digit number as the first message is a ZIP code, in Maryland or not, never an income.
"""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}


# --- 5. a 5-digit number first is a ZIP code ------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", ["22201", "19104", "20001", " 22201. "])
def test_five_digits_first_are_a_zip_code_never_an_income(lang, said):
    turn = talk(lang, said)
    assert "agi" not in proposed(turn), turn.reply
    assert proposed(turn).get("zip") == said.strip(" ."), turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("zip") == said.strip(" .") and "agi" not in turn.answers, turn.reply
    assert turn.answers.get("county") == "outside-md", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "$22,201"), ("es", "22201 dolares")])
def test_an_amount_first_is_still_an_amount(lang, said):
    turn = talk(lang, said)
    assert "zip" not in proposed(turn), turn.reply


# --- 2. a renewal's ZIP code kept ---------------------------------------------------------------

RENEWING = {"en": ("I already have the promise scholarship at PGCC and want to renew it", "none"),
            "es": ("ya tengo la beca promise en PGCC y quiero renovarla", "ninguno")}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", ["20774", "my zip is 20774"])
def test_a_renewals_confirmed_zip_code_is_kept(lang, said):
    turn = talk(lang, *RENEWING[lang], said)
    assert proposed(turn).get("zip") == "20774", turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("zip") == "20774", turn.reply
    assert turn.answers.get("applicant_type") == "renewal" and turn.answers.get("college") == "prince-georges"
    turn = then(turn, YES[lang], lang)  # in-state tuition: the ZIP code stays
    assert turn.answers.get("zip") == "20774" and turn.answers.get("in_state_tuition") == "yes", turn.reply
