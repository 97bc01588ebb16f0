"""fix42f: web and chat parity gaps.

1. With JavaScript off, a question page's Back was a link: what was typed on the page and not yet
   sent was lost on the way back. Back is now a submit button of the page's form
   (``name="action" value="back"``): the typed values travel with it, in the encrypted,
   short-lived ``typed`` parameter the pages already carry (no cookie, nothing stored), and the
   page shows them again, as typed and with no error said, when the student comes forward again.
   Nothing is answered by it.
2. A rate-limited (429) chat request whose language is only in its JSON body (``"lang": "es"``)
   was refused in English; the refusal follows the body's language.
"""
import re
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest

from support import DONE
from support import ELIGIBLE
from support import follow
from support import link_href
from support import page_question
from support import text
from support import token
from support import url_state

from test_fix40e import box
from test_fix40e import hidden_fields
from test_fix40e import post_page

BEFORE_INCOME = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship")}
BEFORE_GPA = {k: v for k, v in BEFORE_INCOME.items() if k not in ("hs_gpa", "household", "household_size")}
PROBLEM = {"en": "There is a problem", "es": "Hay un problema"}


def back(client, html: str, fields: dict, headers=None):
    """Type ``fields`` on the question page ``html`` and press its Back button."""
    return post_page(client, html, {**fields, "action": "back"}, headers)


def checked(html: str, name: str):
    """Return the value of the checked radio ``name`` (None when none)."""
    m = re.search(r'<input[^>]*name="%s"[^>]*value="([^"]*)" checked' % re.escape(name), html)
    return m.group(1) if m else None


def forward(client, html: str) -> str:
    """Press Continue on page ``html`` as it is shown (its radios and boxes as filled); return the next page."""
    fields = {}
    for m in re.finditer(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)" checked', html):
        fields[m.group(1)] = m.group(2)
    for m in re.finditer(r'<input(?![^>]*type="(?:hidden|radio)")[^>]*name="([^"]+)"[^>]*>', html):
        fields[m.group(1)] = box(html, m.group(1))
    resp = post_page(client, html, fields)
    assert resp.status_code == 303, (page_question(html), fields)
    return text(follow(client, resp.headers["Location"]))


# --- 1. Back keeps what was typed ---------------------------------------------------------------

@pytest.mark.parametrize("lang,qid,answers,typed,before", [
    ("en", "agi", BEFORE_INCOME, {"agi": "52000"}, "household"),
    ("es", "agi", BEFORE_INCOME, {"agi": "52000"}, "household"),
    ("en", "agi", BEFORE_INCOME, {"agi": "about 60k"}, "household"),  # read back only once sent
    ("es", "agi", BEFORE_INCOME, {"agi": "unos 60 mil"}, "household"),
    ("en", "hs_gpa", BEFORE_GPA, {"hs_gpa": "3.45", "gpa_scale": "4"}, "enrolled_at_md_community_college"),
    ("es", "hs_gpa", BEFORE_GPA, {"hs_gpa": "3,45", "gpa_scale": "4"}, "enrolled_at_md_community_college"),
    ("en", "agi", BEFORE_INCOME, {"agi": "40-50k"}, "household"),  # no error said until it is sent
    ("es", "agi", BEFORE_INCOME, {"agi": "40-50 mil"}, "household"),
])
def test_back_carries_what_was_typed_and_forward_shows_it(client, app, lang, qid, answers, typed, before):
    html = text(client.get(f"/question/{qid}?t={token(app, answers, DONE, lang)}&lang={lang}"))
    assert page_question(html) == qid
    assert re.search(r'<button type="submit" form="question-form" name="action" value="back"[^>]*id="back-link"', html)
    resp = back(client, html, typed)
    assert resp.status_code == 303
    location = resp.headers["Location"]
    assert location.startswith(f"/question/{before}?") and "typed=" in location
    assert qid not in url_state(location, app).answers  # nothing answered by Back
    prev = text(follow(client, location))
    assert page_question(prev) == before
    shown = forward(client, prev)
    assert page_question(shown) == qid
    for name, value in typed.items():
        assert (box(shown, name) if name != "gpa_scale" else checked(shown, name)) == value
    assert PROBLEM[lang] not in shown  # nothing was sent: nothing said yet


@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_with_javascript_carries_it_too(client, app, lang):
    hx = {"HX-Request": "true"}
    html = text(client.get(f"/question/agi?t={token(app, BEFORE_INCOME, DONE, lang)}&lang={lang}"))
    resp = back(client, html, {"agi": "47000"}, hx)
    assert resp.status_code == 303 and "typed=" in resp.headers["Location"]
    prev = text(follow(client, resp.headers["Location"]))
    assert box(forward(client, prev), "agi") == "47000"


@pytest.mark.parametrize("lang,choice", [("en", "renewal"), ("es", "renewal")])
def test_back_from_the_first_page_to_the_start_keeps_the_choice(client, lang, choice):
    html = text(client.get(f"/question/applicant_type?lang={lang}"))
    resp = back(client, html, {"applicant_type": choice})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/?") and "typed=" in resp.headers["Location"]
    start = text(follow(client, resp.headers["Location"]))
    again = text(follow(client, link_href(start, "start")))
    assert page_question(again) == "applicant_type" and checked(again, "applicant_type") == choice


@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_from_a_change_to_check_your_answers_keeps_it_for_the_change_link(client, app, lang):
    html = text(client.get(f"/question/agi?t={token(app, ELIGIBLE, DONE, lang)}&lang={lang}&return=check"))
    resp = back(client, html, {"agi": "61000"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/check?")
    check = text(follow(client, resp.headers["Location"]))
    change = re.search(r'href="([^"]*/question/agi\?[^"]*)"', check).group(1).replace("&amp;", "&")
    again = text(follow(client, change))
    assert box(again, "agi") == "61000"
    assert url_state(change, app).answers["agi"] == 90000  # the answer given is unchanged until sent


@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_with_nothing_new_typed_carries_nothing(client, app, lang):
    html = text(client.get(f"/question/agi?t={token(app, BEFORE_INCOME, DONE, lang)}&lang={lang}"))
    resp = back(client, html, {"agi": ""})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    shown = forward(client, text(follow(client, resp.headers["Location"])))
    assert page_question(shown) == "agi" and box(shown, "agi") == "" and PROBLEM[lang] not in shown


@pytest.mark.parametrize("lang,typed,then", [
    ("en", "52000", "aid_application"),  # guard: Continue still answers
    ("es", "52000", "aid_application"),  # guard
    ("en", "40-50k", "agi"),  # guard: a range is still refused once sent
    ("es", "40-50 mil", "agi"),  # guard
])
def test_continue_is_unchanged(client, app, lang, typed, then):
    html = text(client.get(f"/question/agi?t={token(app, BEFORE_INCOME, DONE, lang)}&lang={lang}"))
    resp = post_page(client, html, {"agi": typed})
    assert resp.status_code == 303
    shown = text(follow(client, resp.headers["Location"]))
    assert page_question(shown) == then
    assert (PROBLEM[lang] in shown) == (then == "agi")


@pytest.mark.parametrize("lang", [
    "en",  # guard
    "es",  # guard
])
def test_check_and_result_keep_a_back_link(client, app, lang):
    t = token(app, ELIGIBLE, DONE, lang)
    for url in (f"/check?t={t}&lang={lang}", f"/result?t={t}&lang={lang}"):
        html = text(client.get(url))
        assert re.search(r'<a href="[^"]*" class="back-link" id="back-link"', html)


def test_the_back_button_looks_like_the_link_and_shows_its_focus():
    from pathlib import Path
    css = (Path(__file__).resolve().parent.parent / "static" / "css" / "app.css").read_text()
    focus = re.search(r"([^{}]*)\{[^}]*background: #fd0", css)
    assert focus and "button.back-link:focus" in focus.group(1)
    assert re.search(r"button\.back-link \{[^}]*background: none", css)


# --- 2. a 429 in the chat speaks the request's language ---------------------------------------

@pytest.fixture
def limited_chat():
    from screener import create_app
    from screener.extensions import limiter
    was = limiter.enabled
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": True, "CHAT_RATELIMIT": "1 per 10 seconds",
                      "RATELIMIT_STORAGE_URI": "memory://"})
    yield app.test_client()
    limiter.enabled = was


TOO_MANY = {"en": "Too many requests. Please wait a minute and try again.",
            "es": "Demasiados intentos. Espera un minuto y vuelve a intentarlo."}


@pytest.mark.parametrize("lang,headers,url_lang", [
    ("es", {}, None),  # the body's lang alone (it was English)
    ("es", {"Accept-Language": "en-US"}, None),
    ("en", {"Accept-Language": "es"}, None),
    ("es", {"Accept-Language": "es"}, "es"),  # guard: the page's script sends it in the address too
    ("en", {}, None),  # guard
])
def test_a_rate_limited_chat_api_answers_in_the_bodys_language(limited_chat, lang, headers, url_lang):
    api = "/api/v1/chat" + (f"?lang={url_lang}" if url_lang else "")
    assert limited_chat.post(api, json={"message": "", "lang": lang}, headers=headers).status_code == 200
    resp = limited_chat.post(api, json={"message": "", "lang": lang}, headers=headers)
    assert resp.status_code == 429 and int(resp.headers["Retry-After"]) >= 1
    assert resp.get_json() == {"errors": [{"field": None, "message": TOO_MANY[lang]}]}


@pytest.mark.parametrize("lang", [
    "en",  # guard: the chat page without JavaScript follows its form's language
    "es",  # guard
])
def test_a_rate_limited_chat_page_answers_in_the_pages_language(limited_chat, lang):
    for _ in range(2):
        resp = limited_chat.post("/chat", data={"message": "hi", "lang": lang, "state": ""})
    assert resp.status_code == 429
    html = text(resp)
    assert TOO_MANY[lang] in html and f'<html lang="{lang}"' in html


@pytest.mark.parametrize("body", [
    {"message": "", "lang": "fr"},  # guard: a language not offered is the contract's 400, in English
    "not json",  # guard
])
def test_a_chat_body_without_a_usable_language_is_read_as_before(client, body):
    resp = client.post("/api/v1/chat", json=body) if isinstance(body, dict) else \
        client.post("/api/v1/chat", data=body, content_type="application/json")
    assert resp.status_code == 400
    assert "Choose one of" in text(resp) or "JSON object" in text(resp)


def test_hidden_fields_helper_reads_the_form():  # guard: the helpers the rows use
    html = '<form id="question-form"><input type="hidden" name="t" value="x"></form>'
    assert hidden_fields(html) == {"t": "x"}
    assert parse_qs(urlsplit("/q?typed=1").query) == {"typed": ["1"]}


@pytest.mark.parametrize("lang,qid", [("en", "agi"), ("es", "agi"), ("en", "applicant_type"), ("es", "hs_gpa")])
def test_enter_presses_a_button_that_goes_on_not_back(client, app, lang, qid):
    """The form's default button (its first submit button in the page's order) is no Back."""
    html = text(client.get(f"/question/{qid}?t={token(app, BEFORE_INCOME, DONE, lang)}&lang={lang}"))
    first = re.search(r'<button type="submit"(?: form="question-form")?[^>]*>', html).group(0)
    assert 'name="action"' not in first and 'aria-hidden="true"' in first and 'tabindex="-1"' in first
