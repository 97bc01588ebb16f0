"""A choice's phrase said only after a word that negates it names nothing (issue #8, class from
dev24: "new, never had it before" was kept as a renewal unasked, "had it before" being the longer
phrase). "no" alone is no negator here: it answers on its own ("no, I had it last year")."""
import datetime as dt

import pytest

from support import proposed
from support import talk

TODAY = dt.date(2026, 12, 1)


def _taken(turn, field):
    return turn.answers.get(field) or proposed(turn).get(field)


@pytest.mark.parametrize("lang,said,value", [
    ("en", "new, never had it before", "new"),
    ("en", "first time, i never got it before", "new"),
    ("en", "never had it, this is my first year", "new"),
    ("en", "no, I had it last year", "renewal"),
    ("en", "had it before", "renewal"),
    ("en", "never renewing anything, im new", "new"),
    ("es", "nueva, nunca la tuve antes", "new"),
    ("es", "nunca me la dieron", "new"),
    ("es", "nunca la he recibido, es mi primera vez", "new"),
    ("es", "si, la tuve el año pasado", "renewal"),
])
def test_a_negated_phrase_names_no_choice(lang, said, value):
    turn = talk(lang, said, day=TODAY)
    assert _taken(turn, "applicant_type") == value, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "im not married, i live with my mom"),
                                       ("es", "no estoy casada, vivo con mi mamá")])
def test_not_married_is_no_marriage(lang, said):
    turn = talk(lang, "new", "none", "maryland, june 2027", "21044", {"en": "yes", "es": "sí"}[lang],
                "associate, 12 credits", "3.2", said, day=TODAY)
    assert _taken(turn, "household") != "married", turn.reply
