"""mend41b: review #1 (a pay said in two halves: a rising second half per week or hour is a range,
never one amount) and review #9 (spoken punctuation only where dictation puts a mark)."""
import pytest

from support import proposed, talk
from screener.chat import understand

START = {"en": ("first time", "I live with my mom"), "es": ("primera vez", "vivo con mi mamá")}


@pytest.mark.parametrize("lang,said", [
    ("en", "she works thirty five forty a week at walmart"),
    ("en", "he works forty forty five a week"),
    ("en", "she makes fifteen twenty an hour, 40 hours a week"),
    ("es", "trabaja treinta y cinco cuarenta a la semana"),
    ("es", "trabajo cuarenta cuarenta y cinco por semana"),
])
def test_a_rising_second_half_is_no_amount(lang, said):
    turn = talk(lang, *START[lang], said)
    assert {**turn.answers, **proposed(turn)}.get("agi") in (None, ""), turn.reply


@pytest.mark.parametrize("lang,said,agi", [
    ("en", "she makes twenty two fifty every two weeks", 58500),  # guard
])
def test_a_price_said_in_halves_still_joined(lang, said, agi):
    turn = talk(lang, *START[lang], said)
    assert {**turn.answers, **proposed(turn)}.get("agi") == agi, turn.reply


@pytest.mark.parametrize("said,lang,out", [
    ("when is the application period?", "en", "when is the application period?"),
    ("is there a waiting period", "en", "is there a waiting period"),
    ("is the enrollment period over", "en", "is the enrollment period over"),
    ("my mom is in a coma", "en", "my mom is in a coma"),
    ("mi papá está en coma", "es", "mi papá está en coma"),
    ("hasta cierto punto sí", "es", "hasta cierto punto sí"),
    ("mi promedio es 2 punto algo", "es", "mi promedio es 2 punto algo"),
    ("my mom makes forty thousand period my sister works", "en", "my mom makes forty thousand. my sister works"),  # guard
    ("soy la abuela coma vivimos en towson", "es", "soy la abuela, vivimos en towson"),  # guard
])
def test_spoken_punctuation_only_where_dictated(said, lang, out):
    assert understand.spoken_punctuation(said) == out
