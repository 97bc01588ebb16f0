"""Amounts typed on the web form's money pages (a newcomer's findings, JavaScript off and on,
English and Spanish): too large, odd or no number at all, each with a clear message and what
was typed kept; never a 500."""
import re
from html import unescape

import pytest
from werkzeug.datastructures import MultiDict

from screener.flow import load_flow
from screener.web.forms import read_form
from support import ELIGIBLE
from support import shown_again
from support import state_of
from support import text
from support import token
from support import url_state

BEFORE_AGI = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                             "prior_degree", "household_size")}


def error_of(html: str, field: str) -> str:
    """Return the error message shown under ``field`` (without its hidden "Error:")."""
    m = re.search(r'<p id="%s-error" class="error-message"><span class="vh">[^<]*</span> ([^<]*)</p>' % field, html)
    assert m, f"no error under {field}"
    return unescape(m.group(1))


def value_of(html: str, field: str) -> str:
    """Return the value of the text input ``field`` on a page."""
    m = re.search(r'<input[^>]*\bname="%s"[^>]*>' % field, html)
    assert m, f"no input {field}"
    v = re.search(r'\bvalue="([^"]*)"', m.group(0))
    return unescape(v.group(1)) if v else ""


@pytest.mark.parametrize("lang,message", [
    ("en", "Enter a number no greater than 1,000,000,000."),
    ("es", "Escribe un número de 1,000,000,000 o menos."),
])
def test_thousands_of_digits_are_too_large_and_are_kept(client, app, lang, message):
    """3,000 digits said "Enter a number": the amount is too large, and it is kept as typed."""
    typed = "9" * 3000
    html = text(shown_again(client, "/question/agi", {"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed}))
    assert error_of(html, "agi") == message
    assert value_of(html, "agi") == typed


ODD = ["9" * 3000, "9" * 400 + ".5", "-5", "-" + "9" * 3000, "١٢٣", "１２３", "1e9", "1E400", "NaN", "nan", "∞", "inf",
       "-inf", "0x10", "½", "²", "45,000.00.00", "$", "k", "mil", "\u202e45", "4\u00a05000", "45k" * 500, "about " * 300,
       "cuarenta y " * 200 + "mil", "\x00", "💰", "1_000", "   ", "45\n000"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_odd_input_on_any_number_page_is_read_or_refused_never_an_exception(app, lang):
    """Every page with a number input (money, GPA, credits, a count, a year) reads or refuses
    whatever is typed; the flow's reading raises on none of it."""
    pages = [q for q in load_flow().questions if any(i.kind in ("money", "number", "gpa") for i in q.inputs)]
    assert {"agi", "tuition", "hs_gpa", "credits_per_semester", "household_size", "birth_year"} <= {q.id for q in pages}
    with app.test_request_context():
        for q in pages:
            for typed in ODD:
                form = MultiDict({i.id: typed for i in q.inputs if i.kind in ("money", "number", "gpa")})
                updates, errors = read_form(q, form, lang)
                assert errors or updates, (q.id, typed)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("typed", ["9" * 3000, "-" + "9" * 3000, "١٢٣", "1e9", "NaN", "∞", "inf", "½", "\x00", "💰"])
def test_odd_input_on_the_money_pages_is_never_a_500(client, app, lang, typed):
    for qid, fields in (("agi", {"agi": typed}), ("tuition", {"tuition": typed, "grant_aid": typed})):
        answers = BEFORE_AGI if qid == "agi" else {**ELIGIBLE}
        data = {"t": token(app, answers, lang=lang), "lang": lang, **fields}
        resp = client.post(f"/question/{qid}", data=data)
        assert resp.status_code == 303, (qid, typed, resp.status_code)
        assert client.get(resp.headers["Location"]).status_code == 200
        resp = client.post(f"/question/{qid}", data=data, headers={"HX-Request": "true"})  # JavaScript on
        assert resp.status_code in (200, 303), (qid, typed, resp.status_code)


# --- an amount typed as more than a plain number is read, and shown back to confirm ---------------

NOTE = {"en": "We read “{typed}” as {amount}. Check it, then continue.",
        "es": "Leímos “{typed}” como {amount}. Revísalo y luego continúa."}


def note_of(html: str, field: str):
    """Return the note shown about ``field`` (None when there is none)."""
    m = re.search(r'<p id="%s-note" class="inset">([^<]*)</p>' % field, html)
    return unescape(m.group(1)) if m else None


@pytest.mark.parametrize("lang,typed,value", [
    ("en", "about 100k", 100000), ("es", "about 100k", 100000), ("en", "45k", 45000), ("es", "45k", 45000),
    ("es", "45 mil", 45000), ("es", "cuarenta y cinco mil", 45000), ("en", "forty five thousand", 45000),
    ("es", "unos 45 mil", 45000), ("en", "~$52,000 a year", 52000), ("en", "around 52,000 dollars", 52000),
    ("es", "casi 100 mil", 100000), ("es", "45 mil 500", 45500),
])
def test_an_amount_said_about_or_in_shorthand_comes_back_read_to_confirm(client, app, lang, typed, value):
    """A newcomer's finding: "about 100k" was refused ("type the amount in numbers") while the
    chat reads it. It is read as the chat reads an amount said alone, and never counts unseen:
    the page comes back with the number filled in and a note; Continue confirms it."""
    t = token(app, BEFORE_AGI, lang=lang)
    html = text(shown_again(client, "/question/agi", {"t": t, "lang": lang, "agi": typed}))
    amount = f"${value:,}"
    assert note_of(html, "agi").startswith(NOTE[lang].format(typed=typed, amount=amount))  # (+ the limit, when near it)
    assert value_of(html, "agi") == str(value)
    assert 'id="error-summary"' not in html and "aria-invalid" not in html and "<title>Error" not in html
    assert re.search(r'aria-describedby="agi-hint agi-note"', html)
    assert "agi" not in state_of(app, html).answers  # not kept until the student continues
    resp = client.post("/question/agi", data={"t": t, "lang": lang, "agi": value_of(html, "agi")})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["agi"] == value


def test_with_javascript_the_amount_comes_back_in_place(client, app):
    resp = client.post("/question/agi", data={"t": token(app, BEFORE_AGI), "agi": "about 100k"}, headers={"HX-Request": "true"})
    html = text(resp)
    assert resp.status_code == 200 and resp.headers["HX-Push-Url"] == "false"
    assert note_of(html, "agi") == "We read “about 100k” as $100,000. Check it, then continue."
    assert value_of(html, "agi") == "100000"


@pytest.mark.parametrize("lang,typed,value", [
    ("en", "45000", 45000), ("en", "$45,000.00", 45000), ("en", "45,000", 45000), ("es", "45.000", 45000),
    ("es", "$45,000", 45000), ("en", " 45000 USD", 45000), ("es", "45.000$", 45000), ("en", "45 000", 45000),
])
def test_a_plain_number_goes_through_as_before(client, app, lang, typed, value):
    resp = client.post("/question/agi", data={"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["agi"] == value


@pytest.mark.parametrize("lang,typed,message", [
    ("en", "40-50k", "Enter the yearly income in numbers, like 45000."),
    ("es", "40-50k", "Escribe el ingreso anual en números, como 45000."),
    ("en", "between 40 and 50k", "Enter the yearly income in numbers, like 45000."),
    ("en", "45,00", "We couldn't tell the amount. Type it without commas or dots, like 45000."),
    ("es", "45,00", "No pudimos entender la cantidad. Escríbela sin comas ni puntos, así: 45000."),
    ("en", "about 45,00", "We couldn't tell the amount. Type it without commas or dots, like 45000."),
    ("en", "over 100k", "Enter the yearly income in numbers, like 45000."),
    ("en", "45k each", "Enter the yearly income in numbers, like 45000."),
    ("en", "about 45.000", "Did you mean $45,000? Type the amount without a dot, like 45000."),
    ("en", "like 40 something", "Enter the yearly income in numbers, like 45000."),
    ("en", "about -5", "Enter a number that isn't negative."),
])
def test_an_amount_that_is_no_one_number_keeps_its_clear_error_and_what_was_typed(client, app, lang, typed, message):
    html = text(shown_again(client, "/question/agi", {"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed}))
    assert error_of(html, "agi") == message
    assert value_of(html, "agi") == typed and note_of(html, "agi") is None


def test_the_tuition_page_reads_both_its_amounts_back(client, app):
    html = text(shown_again(client, "/question/tuition", {"t": token(app, ELIGIBLE, lang="es"), "lang": "es",
                                                          "tuition": "unos 4 mil", "grant_aid": "2500"}))
    assert note_of(html, "tuition") == "Leímos “unos 4 mil” como $4,000. Revísalo y luego continúa."
    assert value_of(html, "tuition") == "4000"
    assert note_of(html, "grant_aid") is None and value_of(html, "grant_aid") == "2500"
    # An error on the page comes first: what was typed stays, unread, until it is fixed.
    html = text(shown_again(client, "/question/tuition", {"t": token(app, ELIGIBLE), "tuition": "about 4k", "grant_aid": "lots"}))
    assert error_of(html, "grant_aid") and value_of(html, "tuition") == "about 4k" and note_of(html, "tuition") is None


@pytest.mark.parametrize("lang,household,typed,near", [
    ("en", "single_parent", "about 100k", True), ("es", "single_parent", "como 100 mil", True),
    ("en", "two_parent", "about 100k", False), ("es", "single_parent", "unos 45 mil", False),
])
def test_an_approximate_amount_beside_the_income_limit_names_it_and_asks_for_the_exact_agi(client, app, lang, household,
                                                                                           typed, near):
    """A newcomer's finding: "about 100k" from a one-parent household came back "Check it, then
    continue" and one more Continue gave "likely eligible" — the chat names the $100,000 limit
    ("not more than") and asks for the exact AGI; the form now says the same (rules.income_limit_near)."""
    t = token(app, {**BEFORE_AGI, "household": household}, lang=lang)
    html = text(shown_again(client, "/question/agi", {"t": t, "lang": lang, "agi": typed}))
    assert ("$100,000" in note_of(html, "agi") and "1040" in note_of(html, "agi")) is near, note_of(html, "agi")
