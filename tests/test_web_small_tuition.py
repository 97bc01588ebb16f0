"""A money field other than the income typed too small for a year (fix29a, English and Spanish).

"3.2" in the tuition field was kept as $3.20. The income field's check
(:func:`screener.typed.income_short`, :func:`screener.parsing.short_income`) now holds for every
money input, under $100 for tuition and grants: a decimal is asked back ("Did you mean $3,200?"),
a whole number read in thousands and shown back to confirm, "$3.20" taken as typed.
"""
import pytest

from support import ELIGIBLE
from support import shown_again
from support import text
from support import token
from test_web_amounts import error_of
from test_web_amounts import note_of
from test_web_amounts import value_of

ASKED = {"en": "Did you mean {amount}? Write the amount for the year in dollars, like {number}.",
         "es": "¿Quisiste decir {amount}? Escribe el monto del año en dólares, como {number}."}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("field,typed,amount,number", [("tuition", "3.2", "$3,200", "3,200"), ("grant_aid", "7.5", "$7,500", "7,500")])
def test_a_decimal_tuition_or_grant_under_100_is_asked_back(client, app, lang, field, typed, amount, number):
    fields = {"tuition": "4000", "grant_aid": "2500", field: typed}
    html = text(shown_again(client, "/question/tuition", {"t": token(app, ELIGIBLE, lang=lang), "lang": lang, **fields}))
    assert error_of(html, field) == ASKED[lang].format(amount=amount, number=number)
    assert value_of(html, field) == typed


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_whole_tuition_under_100_is_read_in_thousands_and_shown_back(client, app, lang):
    html = text(shown_again(client, "/question/tuition", {"t": token(app, ELIGIBLE, lang=lang), "lang": lang,
                                                          "tuition": "4", "grant_aid": "2500"}))
    assert value_of(html, "tuition") == "4000" and note_of(html, "tuition")


@pytest.mark.parametrize("typed", ["$3.20", "150", "3200"])
def test_a_tuition_with_dollars_said_or_of_100_and_more_is_taken(client, app, typed):
    resp = client.post("/question/tuition", data={"t": token(app, ELIGIBLE), "tuition": typed, "grant_aid": "2500"})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]


def test_the_income_keeps_its_own_message_and_limit(client, app):
    from test_web_small_amounts import BEFORE_AGI
    from test_web_small_amounts import CUT_SHORT

    html = text(shown_again(client, "/question/agi", {"t": token(app, BEFORE_AGI), "agi": "152.5"}))
    assert error_of(html, "agi") == CUT_SHORT["en"].format(amount="$152,500", number="152,500")
