"""fix35b: a program said with its credits and no comma between ("associate 12", "certificado 6")
at the program question (which also asks the credits): the number is the credits, never lost
(it was, and the credits asked again). A number beside other words ("my 2 kids") is not."""
import pytest

from support import talk
from support import then

SENIOR = {"en": "I'm a senior at Wootton High School in Montgomery County",
          "es": "Estoy en el último año de Wootton High School en el condado de Montgomery"}
YES = {"en": "yes", "es": "sí"}


def _at_program(lang):
    turn = then(then(talk(lang, SENIOR[lang]), YES[lang], lang), YES[lang], lang)
    assert turn.expecting == "program", turn.reply
    return turn


@pytest.mark.parametrize("lang,said,program,credits", [
    ("en", "associate 12", "associate", 12),
    ("en", "associates 15", "associate", 15),
    ("en", "certificate 6", "certificate", 6),
    ("en", "associates, 12 credits", "associate", 12),
    ("es", "asociado 12", "associate", 12),
    ("es", "certificado 6", "certificate", 6),
    ("es", "asociado, 12 créditos", "associate", 12),
])
def test_program_and_its_credits(lang, said, program, credits):
    turn = then(_at_program(lang), said, lang)
    assert turn.answers.get("program") == program, turn.reply
    assert float(turn.answers.get("credits_per_semester") or 0) == credits, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "my 2 kids"),
    ("es", "mis 2 hijos"),
])
def test_a_number_among_other_words_is_no_credits(lang, said):
    turn = then(_at_program(lang), said, lang)
    assert "credits_per_semester" not in turn.answers, turn.reply
