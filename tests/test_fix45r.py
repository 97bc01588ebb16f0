"""fix45r. The web form's income page and pay for a period (a newcomer's finding, ncA F7):
"2500 a month", "4 mil al mes", "2.500 al mes", "$48 an hour" got only "Enter an amount in
numbers, like 45000.", never that the figure is the YEARLY one, so "2500" typed next was kept as
a year's income. Now the page says the YEARLY income from the tax return is asked and, where the
chat's reader works a year out, shows the conversion with that yearly figure filled in to check;
nothing is stored until a plain number is submitted. Any other unreadable text says "yearly" too."""
import re
from html import unescape

import pytest

from support import ELIGIBLE
from support import shown_again
from support import state_of
from support import text
from support import token
from support import url_state

BEFORE_AGI = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                             "prior_degree", "household_size")}
YEARLY = {"en": "This asks for the YEARLY income from the tax return, not pay by the hour, week or month.",
          "es": "Aquí se pide el ingreso ANUAL de la declaración de impuestos, no el pago por hora, semana o mes."}


def error_of(html: str, field: str) -> str | None:
    """Return the error message shown under ``field`` (without its hidden "Error:"), else None."""
    m = re.search(r'<p id="%s-error" class="error-message"><span class="vh">[^<]*</span> ([^<]*)</p>' % field, html)
    return unescape(m.group(1)) if m else None


def value_of(html: str, field: str) -> str:
    """Return the value of the text input ``field`` on a page."""
    m = re.search(r'<input[^>]*\bname="%s"[^>]*>' % field, html)
    assert m, f"no input {field}"
    v = re.search(r'\bvalue="([^"]*)"', m.group(0))
    return unescape(v.group(1)) if v else ""


def page_for(client, app, lang, typed):
    return text(shown_again(client, f"/question/agi?lang={lang}",
                            {"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed}))


@pytest.mark.parametrize("lang,typed,conversion,filled", [
    ("en", "2500 a month", "$2,500 a month is about $30,000 a year.", "30000"),
    ("es", "4 mil al mes", "$4,000 al mes son unos $48,000 al año.", "48000"),
    ("es", "2.500 al mes", "$2,500 al mes son unos $30,000 al año.", "30000"),
    ("en", "1200 every two weeks", "$1,200 every two weeks is about $31,200 a year.", "31200"),
    ("es", "600 por semana", "$600 a la semana son unos $31,200 al año.", "31200"),
    ("en", "3000 a month", "$3,000 a month is about $36,000 a year.", "36000"),
])
def test_pay_for_a_period_says_yearly_shows_the_conversion_and_fills_the_year_in(client, app, lang, typed, conversion, filled):
    html = page_for(client, app, lang, typed)
    error = error_of(html, "agi")
    assert error is not None and error.startswith(YEARLY[lang]) and conversion in error and filled in error
    assert value_of(html, "agi") == filled
    assert "agi" not in state_of(app, html).answers  # nothing stored: the token did not advance


@pytest.mark.parametrize("lang,typed,message", [
    ("en", "$48 an hour", YEARLY["en"] + " Enter the amount for the year in numbers, like 45000."),
    ("es", "15 la hora", YEARLY["es"] + " Escribe la cantidad del año en números, como 45000."),
])
def test_pay_by_the_hour_says_yearly_and_keeps_what_was_typed(client, app, lang, typed, message):
    html = page_for(client, app, lang, typed)
    assert error_of(html, "agi") == message and value_of(html, "agi") == typed
    assert "agi" not in state_of(app, html).answers


@pytest.mark.parametrize("lang,typed,message", [
    ("en", "lots", "Enter the yearly income in numbers, like 45000."),
    ("es", "mucho", "Escribe el ingreso anual en números, como 45000."),
    ("en", "over 100k", "Enter the yearly income in numbers, like 45000."),
    ("es", "40-50k", "Escribe el ingreso anual en números, como 45000."),
])
def test_the_ordinary_error_for_no_number_says_yearly(client, app, lang, typed, message):
    html = page_for(client, app, lang, typed)
    assert error_of(html, "agi") == message and value_of(html, "agi") == typed


@pytest.mark.parametrize("lang,typed,value", [
    ("en", "30000", 30000),  # guard: the figure filled in, submitted plain, is kept
    ("es", "48.000", 48000),  # guard
    ("en", "45k a year", None),  # guard: a year's amount said so is read back as before (no period error)
])
def test_a_yearly_figure_goes_through(client, app, lang, typed, value):
    resp = client.post(f"/question/agi?lang={lang}", data={"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed})
    if value is None:
        html = text(client.get(resp.headers["Location"]))
        assert error_of(html, "agi") is None and value_of(html, "agi") == "45000"
        return
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["agi"] == value


@pytest.mark.parametrize("lang,typed,message", [
    ("en", "lots", "Enter an amount in numbers, like 45000."),  # guard: tuition is no year's income
    ("es", "mucho", "Escribe la cantidad en números, como 45000."),  # guard
])
def test_the_tuition_page_keeps_its_error(client, app, lang, typed, message):
    html = text(shown_again(client, f"/question/tuition?lang={lang}", {"t": token(app, ELIGIBLE, lang=lang), "lang": lang,
                                                                        "tuition": typed, "grant_aid": "0"}))
    assert error_of(html, "tuition") == message
