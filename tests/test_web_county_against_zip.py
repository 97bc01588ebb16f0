"""A county chosen against the ZIP code's county (a newcomer's finding): ZIP code 20850 is in
Montgomery County, the student chose Frederick County on the county page ("Not your county?
Choose it"); the rules count the county chosen, and "Check your answers" and the result showed
both answers without a word. The flow says when they disagree (screener.flow.county_against_zip);
the pages show what it says, with a way to change either answer, in English and Spanish."""
import re
from html import unescape

import pytest

from support import DONE
from support import ELIGIBLE
from support import follow
from support import page_question
from support import text
from support import token
from screener.flow import county_against_zip
from screener.i18n import render

AGAINST = {**ELIGIBLE, "zip": "20850", "county": "frederick", "college": "frederick"}


@pytest.mark.parametrize("answers,en,es", [
    ({"zip": "20850", "county": "frederick"},
     "ZIP code 20850 is in Montgomery County, but you chose Frederick County. Which is right? We use the county you chose",
     "El código postal (ZIP) 20850 corresponde a Condado de Montgomery, pero elegiste Condado de Frederick. ¿Cuál es el correcto?"),
    ({"zip": "21771", "county": "garrett"},  # several counties, none of them the one chosen
     "ZIP code 21771 is in Frederick County, Carroll County, Howard County or Montgomery County, but you chose Garrett County.",
     "pero elegiste Condado de Garrett."),
    ({"zip": "21044", "county": "outside-md"},
     "ZIP code 21044 is in Howard County, but you said you live outside Maryland. Which is right?",
     "pero dijiste que vives fuera de Maryland. ¿Cuál es el correcto?"),
    ({"zip": "20850", "county": "montgomery"}, None, None),  # the ZIP code's own county
    ({"zip": "21771", "county": "carroll"}, None, None),     # one of the ZIP code's counties
    ({"zip": "20001", "county": "howard"}, None, None),      # a ZIP code outside Maryland: the county page asks
    ({"zip": "21912", "county": "kent"}, None, None),        # a border ZIP code, partly outside Maryland
    ({"zip": "99999", "county": "howard"}, None, None),      # a ZIP code not found: the county page asks
    ({"zip": "20850"}, None, None),
    ({"county": "frederick"}, None, None),
])
def test_the_flow_says_when_the_county_contradicts_the_zip_code(answers, en, es):
    said = county_against_zip(answers)
    if en is None:
        assert said is None and county_against_zip(answers, chat=True) is None
        return
    assert en in render(said, "en")
    assert es in render(said, "es")


@pytest.mark.parametrize("lang,note,change_zip", [
    ("en", "ZIP code 20850 is in Montgomery County, but you chose Frederick County. Which is right?", "Change your ZIP code"),
    ("es", "El código postal (ZIP) 20850 corresponde a Condado de Montgomery, pero elegiste Condado de Frederick.",
     "Cambia tu código postal (ZIP)"),
])
def test_check_your_answers_says_so_with_a_way_to_change_either(client, app, lang, note, change_zip):
    html = unescape(text(client.get(f"/check?t={token(app, AGAINST, DONE, lang)}&lang={lang}")))
    box = re.search(r'<div class="inset" id="county-zip-note">.*?</div>', html, re.S)
    assert box, "no note on Check your answers"
    assert note in box.group(0) and change_zip in box.group(0)
    for which, page in (("zip", "zip"), ("county", "county")):
        href = re.search(rf'id="county-zip-note-{which}" href="([^"]*)"', html).group(1)
        assert href.startswith(f"/question/{page}?") and "return=check" in href and f"lang={lang}" in href
        assert page_question(text(client.get(href))) == page


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_result_says_so_too(client, app, lang):
    html = text(client.get(f"/result?t={token(app, AGAINST, DONE, lang)}&lang={lang}"))
    box = re.search(r'<div class="inset" id="county-zip-note">.*?</div>', html, re.S)
    assert box and ("20850" in box.group(0)) and "/check?" in box.group(0)


def test_no_note_when_the_county_is_the_zip_codes(client, app):
    for answers in ({**AGAINST, "county": "montgomery", "college": "montgomery"}, {**ELIGIBLE}):
        assert "county-zip-note" not in text(client.get(f"/check?t={token(app, answers, DONE)}"))
        assert "county-zip-note" not in text(client.get(f"/result?t={token(app, answers, DONE)}"))


def test_changing_the_county_to_the_zip_codes_from_the_note_clears_it(client, app):
    html = text(client.get(f"/check?t={token(app, AGAINST, DONE)}"))
    county_page = unescape(re.search(r'id="county-zip-note-county" href="([^"]*)"', html).group(1))
    page = text(client.get(county_page))
    t = unescape(re.search(r'name="t" value="([^"]*)"', page).group(1))
    resp = client.post("/question/county", data={"t": t, "county": "montgomery", "return": "check"})
    assert resp.status_code == 303
    after = follow(client, resp.headers["Location"])
    html = text(after)
    assert "county-zip-note" not in html
    if after.request.path == "/check":
        assert "Montgomery County" in html
