"""fix44f: the web questionnaire's language switch without JavaScript.

1. Without JavaScript the language link (English/Español) on a question page lost a value typed
   or a choice ticked and not sent (fix43g kept it with JavaScript only). On a question page each
   language is now a submit button of the page's form (``name="action" value="lang-<code>"``,
   styled as the link, components/language_switch.html): its plain POST is redirected (303) to
   the same page in the other language with what was typed sealed in ``typed``, as Back does;
   nothing is answered or stored, no cookie. With JavaScript app.js still sends the form with
   fetch and opens the address with ``location.replace`` (tests/test_fix43g.py, the browser half
   tests/e2e/test_typed_kept_js.py and tests/e2e/test_lang_no_js.py).
2. The chat: a renewal's "la tengo desde el año pasado en Howard" is the college Howard (it was read
   as the county, the college asked later); "if his dad moves out would he still qualify" gets whose
   income counts (the divorced parents' entry), never the in-state answer (a move out of state still does).
"""
import html as html_lib
import re

import pytest

from screener.chat import faq
from support import DONE
from support import ELIGIBLE
from support import follow
from support import link_href
from support import page_question
from support import state_of
from support import text
from support import token

from test_fix40e import box
from test_fix40e import hidden_fields
from test_fix43g import AS_JS
from test_fix43g import BEFORE_INCOME
from test_fix43g import BEFORE_PROGRAM
from test_fix43g import HTML_LANG
from test_fix43g import OTHER
from test_fix43g import checked
from test_fix43g import error_of
from test_fix43g import open_page
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

BEFORE_GPA = {k: v for k, v in BEFORE_INCOME.items() if k not in ("hs_gpa", "household", "household_size")}
BEFORE_ZIP = {"applicant_type": "new"}


def lang_button(html: str, code: str) -> dict:
    """Return the attributes of the language switch's submit button for ``code`` (fails when the
    switch is a link)."""
    tag = re.search(r'<button [^>]*\bid="lang-%s"[^>]*>' % code, html)
    assert tag, f"no language button #lang-{code}"
    return {m.group(1): html_lib.unescape(m.group(2)) for m in re.finditer(r'([\w-]+)="([^"]*)"', tag.group(0))}


def press_language(client, html: str, typed: dict, code: str, headers=None):
    """Press the language button ``code`` on page ``html`` as a browser without JavaScript does:
    the form's hidden inputs, what was typed, and the button's name and value."""
    button = lang_button(html, code)
    assert button["form"] == "question-form"
    return client.post(f"/question/{page_question(html)}",
                       data={**hidden_fields(html), **typed, button["name"]: button["value"]}, headers=headers or {})


def shown(html: str, name: str):
    """Return the value page ``html`` shows for input ``name`` (a radio's checked value, else its box)."""
    return checked(html, name) if name == "program" else box(html, name)


# --- the switch on a question page is a button of the page's form -------------------------------

@pytest.mark.parametrize("lang,qid,answers", [
    ("en", "agi", BEFORE_INCOME),
    ("es", "agi", BEFORE_INCOME),
    ("en", "zip", BEFORE_ZIP),
    ("es", "zip", BEFORE_ZIP),
])
def test_the_switch_on_a_question_page_is_a_button_of_its_form(client, app, lang, qid, answers):
    html = open_page(client, app, qid, answers, lang)
    other = OTHER[lang]
    button = lang_button(html, other)
    assert button["type"] == "submit" and button["name"] == "action" and button["value"] == f"lang-{other}"
    assert button["class"] == "lang-switch__button" and button["lang"] == other
    assert f"lang={other}" in link_href(html, f"lang-{other}")  # (its data-href: the page in that language)
    assert f'hreflang="{other}"' not in html  # no link left beside it


# --- JavaScript off: the form's POST keeps what was typed, in the other language -------------------

@pytest.mark.parametrize("lang,qid,answers,typed", [
    ("en", "program", BEFORE_PROGRAM, {"program": "associate", "credits_per_semester": "twelve"}),
    ("es", "program", BEFORE_PROGRAM, {"program": "associate", "credits_per_semester": "doce"}),
    ("en", "agi", BEFORE_INCOME, {"agi": "about 52k"}),
    ("es", "agi", BEFORE_INCOME, {"agi": "unos 52 mil"}),
    ("en", "agi", BEFORE_INCOME, {"agi": "52000"}),  # valid: still not answered
    ("es", "agi", BEFORE_INCOME, {"agi": "52000"}),
    ("en", "hs_gpa", BEFORE_GPA, {"hs_gpa": "3.45"}),
    ("es", "hs_gpa", BEFORE_GPA, {"hs_gpa": "3,45"}),
    ("en", "zip", BEFORE_ZIP, {"zip": "abc"}),  # not a ZIP code: shown as typed, no error yet
    ("es", "zip", BEFORE_ZIP, {"zip": "abc"}),
])
def test_without_javascript_the_switch_keeps_what_was_typed(client, app, lang, qid, answers, typed):
    html = open_page(client, app, qid, answers, lang)
    resp = press_language(client, html, typed, OTHER[lang])
    assert resp.status_code == 303 and "Set-Cookie" not in resp.headers
    url = resp.headers["Location"]
    assert "typed=" in url and f"lang={OTHER[lang]}" in url
    page = text(follow(client, url))
    assert HTML_LANG.search(page).group(1) == OTHER[lang] and page_question(page) == qid
    for name, value in typed.items():
        assert shown(page, name) == value
    assert error_of(page) is None  # nothing was sent: nothing said yet
    state = state_of(app, page)
    assert state.lang == OTHER[lang] and state.answers == answers  # nothing answered or stored
    assert lang_button(page, lang)["value"] == f"lang-{lang}"  # and the way back is a button too


@pytest.mark.parametrize("lang", ["en", "es"])
def test_without_javascript_the_switch_from_a_change_comes_back_to_check(client, app, lang):
    html = open_page(client, app, "agi", ELIGIBLE, lang, ret=True)
    resp = press_language(client, html, {"agi": "95000"}, OTHER[lang])
    assert resp.status_code == 303 and "return=check" in resp.headers["Location"]
    page = text(follow(client, resp.headers["Location"]))
    assert box(page, "agi") == "95000" and state_of(app, page).answers == ELIGIBLE


@pytest.mark.parametrize("lang", ["en", "es"])
def test_without_javascript_the_switch_keeps_an_error_shown(client, app, lang):
    html = open_page(client, app, "zip", BEFORE_ZIP, lang)
    again = text(follow(client, press_continue(client, html, {"zip": "abc"})))
    assert error_of(again)
    page = text(follow(client, press_language(client, again, {"zip": "abc"}, OTHER[lang]).headers["Location"]))
    assert HTML_LANG.search(page).group(1) == OTHER[lang] and box(page, "zip") == "abc" and error_of(page)


def press_continue(client, html, typed):
    """Press Continue on page ``html`` with ``typed``: return the address the page is shown again at."""
    resp = client.post(f"/question/{page_question(html)}", data={**hidden_fields(html), **typed})
    assert resp.status_code == 303
    return resp.headers["Location"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_htmx_sending_the_button_opens_the_whole_page(client, app, lang):
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    resp = press_language(client, html, {"agi": "52000"}, OTHER[lang], {"HX-Request": "true"})
    assert resp.status_code == 204 and f"lang={OTHER[lang]}" in resp.headers["HX-Redirect"]


# --- guards -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_app_js_path_still_answers_json(client, app, lang):  # guard
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    resp = client.post("/question/agi", data={**hidden_fields(html), "agi": "about 52k",  # (as app.js sends it)
                                               "action": f"lang-{OTHER[lang]}"}, headers=AS_JS)
    assert resp.status_code == 200 and resp.mimetype == "application/json"
    assert "typed=" in resp.get_json()["url"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_enter_in_a_box_goes_on_not_to_a_language(client, app, lang):  # guard
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    first = re.search(r'<button type="submit"[^>]*>', html).group(0)
    assert 'name="action"' not in first and 'aria-hidden="true"' in first and 'tabindex="-1"' in first


@pytest.mark.parametrize("lang,url", [
    ("en", "/?lang=en"),
    ("es", "/?lang=es"),
    ("en", "/result?lang=en&t={t}"),
    ("es", "/result?lang=es&t={t}"),
])
def test_other_pages_keep_the_link(client, app, lang, url):  # guard
    html = text(client.get(url.format(t=token(app, ELIGIBLE, DONE, lang))))
    other = OTHER[lang]
    assert re.search(r'<a href="[^"]*"[^>]*hreflang="%s" id="lang-%s"' % (other, other), html)
    assert 'class="lang-switch__button"' not in html


# --- 2. the chat: where a renewal's award is had; a parent moving out ------------------------------

@pytest.mark.parametrize("lang,said,want,how", [
    ("es", "la tengo desde el año pasado en Howard, la quiero renovar", {"applicant_type": "renewal", "college": "howard"}, None),
    ("es", "la tengo en Montgomery, la quiero renovar", {"applicant_type": "renewal", "college": "montgomery"}, None),
    # (fix53j) the award named as had last year is a renewal said plainly, kept with the college and said
    # back (it was read back for a "yes" of its own, a message; the tuning sets' labels read it plain)
    ("en", "I got the Promise last year at Howard and want it again next year",
     {"applicant_type": "renewal", "college": "howard"}, None),
    ("en", "I got the Promise last year at PGCC and want it again next year",  # guard
     {"applicant_type": "renewal", "college": "prince-georges"}, None),
    ("en", "I have the Promise now at Howard CC and want to keep it", {"applicant_type": "renewal", "college": "howard"}, None),  # guard
    # the home said so stays the county, no college read from it
    ("en", "I got the promise last year, I live in Howard county", {"applicant_type": "renewal", "county": "howard"}, READ_BACK),  # guard
    ("es", "la tengo desde el año pasado y vivo en Howard", {"applicant_type": "renewal", "county": "howard"}, READ_BACK),  # guard
])
def test_a_renewal_at_a_place_is_that_college(lang, said, want, how):
    turn, got = say("applicant_type", said, lang)
    check_reading(turn, got, want, how)


@pytest.mark.parametrize("said,entry", [
    ("if his dad moves out would he still qualify", "whose_income_divorced"),
    ("y si su papá se va de la casa todavía califica", "whose_income_divorced"),
    ("si mi papá se muda de la casa sigo calificando", "whose_income_divorced"),  # guard
    ("and if his dad moved to Ohio would he still qualify?", "in_state_tuition"),  # guard
    ("if my dad moves out of state would i still qualify", "in_state_tuition"),  # guard
    ("si mi papá se muda a Ohio todavía califico", "in_state_tuition"),  # guard
    ("what if my parents divorce would I still qualify", "whose_income_divorced"),  # guard
])
def test_a_parent_moving_out_is_whose_income_not_residency(said, entry):
    assert getattr(faq.find(said), "id", None) == entry
