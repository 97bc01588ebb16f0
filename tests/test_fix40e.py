"""fix40e: with JavaScript off, an income typed and shown again, then the household changed.

A newcomer's finding: the income page, Continue, then the page's Back link (or "Check your answers"
and a Change link) to the household, another household and Continue: the income page came back
blank. The income had not been kept: it was shown again (an amount read back, "We read “about
90k” as $90,000. Check it, then continue.", or refused, "40-50k"), and what was typed travelled
only in that page's own ``typed`` parameter, which no link carried on. Now the links and the
question forms carry it (encrypted, short-lived, as before) until its page is answered; that page
shows it again as typed, with its note to confirm it (Continue) or its error. The answers given
(the token) were never dropped by a household change: guard rows.

The questionnaire's pages have no inline ``style`` (the CSP, ``style-src 'self'``, would log an
error for each): guard rows here, and tests/e2e/test_fix40e_console.py in Debian's Chromium.
"""
import html as html_lib
import re
from pathlib import Path

import pytest

from support import DONE
from support import ELIGIBLE
from support import follow
from support import link_href
from support import page_question
from support import text
from support import token
from support import url_state

BEFORE_INCOME = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship")}
TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def hidden_fields(html: str) -> dict:
    """Return the question form's hidden inputs, as a browser posts them."""
    form = re.search(r'<form id="question-form".*?</form>', html, re.S).group(0)
    return {m.group(1): html_lib.unescape(m.group(2))
            for m in re.finditer(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form)}


def box(html: str, name: str):
    """Return the value shown in the text box ``name`` (None when the page has no such box)."""
    tag = re.search(r'<input[^>]*\bname="%s"[^>]*>' % re.escape(name), html)
    if tag is None:
        return None
    value = re.search(r'\bvalue="([^"]*)"', tag.group(0))
    return html_lib.unescape(value.group(1)) if value else ""


def post_page(client, html: str, fields: dict, headers=None):
    """Press Continue on the question page ``html`` with ``fields`` typed (hidden inputs as sent)."""
    qid = page_question(html)
    return client.post(f"/question/{qid}", data={**hidden_fields(html), **fields}, headers=headers or {})


def income_shown_again(client, app, lang: str, typed: str, answers=None, ret: bool = False) -> str:
    """Open the income page, type ``typed`` and press Continue: return the page shown again."""
    back = "&return=check" if ret else ""
    html = text(client.get(f"/question/agi?t={token(app, answers or BEFORE_INCOME, DONE, lang)}&lang={lang}{back}"))
    resp = post_page(client, html, {"agi": typed})
    assert resp.status_code == 303 and "typed=" in resp.headers["Location"], resp.headers.get("Location")
    return text(client.get(resp.headers["Location"]))


def back_to(client, html: str, qid: str) -> str:
    """Follow the page's Back link until page ``qid``."""
    for _ in range(4):
        if page_question(html) == qid:
            return html
        html = text(follow(client, link_href(html, "back-link")))
    assert page_question(html) == qid
    return html


NOTE = {"en": "Check it, then continue.", "es": "Revísalo y luego continúa."}


@pytest.mark.parametrize("lang,typed,shown,household,says", [
    ("en", "about 90k", "90000", "single_parent", NOTE["en"]),
    ("es", "unos 90 mil", "90000", "single_parent", NOTE["es"]),
    ("en", "150", "150000", "married", NOTE["en"]),
    ("es", "45 mil", "45000", "single", NOTE["es"]),
    ("en", "40-50k", "40-50k", "single_parent", "Enter the yearly income in numbers, like 45000."),
    ("es", "40-50k", "40-50k", "married", "Escribe el ingreso anual en números, como 45000."),
])
def test_an_income_shown_again_comes_back_typed_after_the_back_link_and_another_household(client, app, lang, typed,
                                                                                         shown, household, says):
    html = income_shown_again(client, app, lang, typed)
    assert box(html, "agi") == shown
    html = back_to(client, html, "household")
    resp = post_page(client, html, {"household": household, "household_size": "3"})
    assert resp.status_code == 303
    assert url_state(resp.headers["Location"], app).answers["household"] == household
    page = follow(client, resp.headers["Location"])
    html = text(page)
    assert page_question(html) == "agi" and box(html, "agi") == shown, (page.request.path, box(html, "agi"))
    assert says in html.replace("&#39;", "'")
    # Continue confirms it: kept, and carried no further
    resp = post_page(client, html, {"agi": shown} if shown.isdigit() else {"agi": "45000"})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"], resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["agi"] == (int(shown) if shown.isdigit() else 45000)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_income_read_back_from_a_change_link_is_kept_across_another_change(client, app, lang):
    """From "Check your answers": Change the income, "about 95k" read back, Back (to "Check your
    answers"), Change the household, Continue, Change the income: 95000 shown again to confirm."""
    html = income_shown_again(client, app, lang, "about 95k" if lang == "en" else "unos 95 mil", ELIGIBLE, ret=True)
    assert box(html, "agi") == "95000"
    check = text(follow(client, link_href(html, "back-link")))
    assert "/check" in link_href(html, "back-link")
    change = html_lib.unescape(re.search(r'href="([^"]*/question/household\?[^"]*)"', check).group(1))
    html = text(follow(client, change))
    assert page_question(html) == "household"
    resp = post_page(client, html, {"household": "single_parent", "household_size": "2"})
    page = follow(client, resp.headers["Location"])
    assert page.request.path == "/check"
    check = text(page)
    change = html_lib.unescape(re.search(r'href="([^"]*/question/agi\?[^"]*)"', check).group(1))
    html = text(follow(client, change))
    assert page_question(html) == "agi" and box(html, "agi") == "95000"
    assert NOTE[lang] in html


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_javascript_an_income_shown_again_is_kept_by_the_back_link(client, app, lang):
    """htmx: the page shown again is swapped in (no redirect); its Back link carries what was typed."""
    hx = {"HX-Request": "true"}
    html = text(client.get(f"/question/agi?t={token(app, BEFORE_INCOME, DONE, lang)}&lang={lang}"))
    html = text(post_page(client, html, {"agi": "40-50k"}, hx))
    assert box(html, "agi") == "40-50k"
    html = text(client.get(link_href(html, "back-link"), headers=hx))
    assert page_question(html) == "household"
    resp = post_page(client, html, {"household": "married", "household_size": "2"}, hx)
    html = text(follow(client, resp.headers["Location"]))
    assert page_question(html) == "agi" and box(html, "agi") == "40-50k"


@pytest.mark.parametrize("lang,household", [  # guard
    ("en", "single_parent"),
    ("es", "married"),
])
def test_an_income_answered_is_kept_when_the_household_changes(client, app, lang, household):  # guard
    html = text(client.get(f"/question/agi?t={token(app, BEFORE_INCOME, DONE, lang)}&lang={lang}"))
    resp = post_page(client, html, {"agi": "85000"})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    html = back_to(client, text(follow(client, resp.headers["Location"])), "household")
    assert "typed" not in hidden_fields(html)
    resp = post_page(client, html, {"household": household, "household_size": "3"})
    assert url_state(resp.headers["Location"], app).answers["agi"] == 85000
    assert page_question(text(follow(client, resp.headers["Location"]))) == "aid_application"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_what_was_typed_is_carried_past_other_pages_never_shown_there_nor_to_the_result(client, app, lang):
    html = back_to(client, income_shown_again(client, app, lang, "40-50k"), "household")
    assert "error-summary" not in html and "40-50k" not in html  # the household page as stored
    assert "typed" in hidden_fields(html)  # carried on, encrypted
    check = text(follow(client, f"/check?t={token(app, ELIGIBLE, DONE, lang)}&lang={lang}&typed={hidden_fields(html)['typed']}"))
    assert "typed=" in html_lib.unescape(re.search(r'href="([^"]*/question/agi\?[^"]*)"', check).group(1))
    assert "typed=" not in link_href(check, "see-result")  # the result's links never carry it


# guard: no inline style anywhere the CSP would refuse it (style-src 'self')
INLINE_STYLE = re.compile(r"<[a-zA-Z][^>]*\sstyle\s*=|<style[\s>]", re.I)


@pytest.mark.parametrize("template", sorted(str(p.relative_to(TEMPLATES)) for p in TEMPLATES.rglob("*.html")))
def test_no_template_has_an_inline_style(template):  # guard
    assert not INLINE_STYLE.search((TEMPLATES / template).read_text()), template


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("qid", ["tuition", "agi", "household", "hs_gpa", "birth_year", "high_school"])
def test_question_pages_have_no_inline_style(client, app, lang, qid):  # guard
    html = text(client.get(f"/question/{qid}?t={token(app, ELIGIBLE, frozenset(), lang)}&lang={lang}"))
    assert page_question(html) == qid
    assert not INLINE_STYLE.search(html)
