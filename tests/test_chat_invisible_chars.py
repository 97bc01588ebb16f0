"""Invisible characters pasted inside a number (a zero-width space, a soft hyphen, a BOM) are
not read as a break: "45<U+200B>000" was read back as $45 (a newcomer's finding, 2026-12-02)."""
import datetime as dt

import pytest

from screener.chat.engine import respond

DAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize("lang,message,amount", [
    ("en", "my mom makes 45\u200b000 a year", "$45,000"),
    ("es", "mi mamá gana 38\u00ad500 al año", "$38,500"),
    ("en", "\ufeffmy dad makes 61\u2060000", "$61,000"),
    ("es", "mi papá gana 52\u200c000 al año", "$52,000"),
])
def test_an_invisible_character_splits_no_number(lang, message, amount):
    turn = respond(respond(None, "", lang, DAY).conversation, message, lang, DAY)
    assert turn.answers.get("agi") == int(amount.strip("$").replace(",", "")), turn.answers
    assert amount in turn.reply, turn.reply
