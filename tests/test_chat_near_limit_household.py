"""The limit named beside an approximate income is the one of the household the same message
gives (a newcomer's finding, 2026-12-02: "I live with my mom and stepdad … they make about 95k"
read back "two parents" beside the single-parent limit of $100,000)."""
import datetime as dt

import pytest

from screener.chat.engine import respond

DAY = dt.date(2026, 12, 1)
OPENING = {"en": ("hi", "new", "none"), "es": ("hola", "nuevo", "ninguno")}

# (lang, message, a phrase the reply must hold, one it must not)
ROWS = [
    ("en", "senior at Blair High, I live with my mom and stepdad and my sister, they make about 95k together",
     None, "$100,000"),
    ("es", "estoy en 12 en Blair, vivo con mi mamá y mi padrastro, entre los dos ganan como 97 mil",
     None, "$100,000"),
    ("en", "senior at Blair High, I live with my mom and stepdad, they make about 148k together",
     "$150,000", "$100,000"),
    ("es", "estoy en 12 en Blair, vivo con mi mamá y mi padrastro, ganan como 148 mil entre los dos",
     "$150,000", "$100,000"),
    ("en", "senior at Blair High, just me and my mom, she makes about 98k", "$100,000", "$150,000"),
    ("es", "estoy en 12 en Blair, vivo solo con mi mamá, ella gana como 98 mil", "$100,000", "$150,000"),
]


@pytest.mark.parametrize("lang,message,said,unsaid", ROWS)
def test_the_limit_named_is_the_households(lang, message, said, unsaid):
    turn = respond(None, "", lang, DAY)
    for m in OPENING[lang]:
        turn = respond(turn.conversation, m, lang, DAY)
    turn = respond(turn.conversation, message, lang, DAY)
    assert turn.conversation.pending, turn.reply  # read back for a yes
    if said is not None:
        assert said in turn.reply, turn.reply
    assert unsaid not in turn.reply, turn.reply
