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
from support import text
from support import token

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
