"""fix46l: the API's answers and the chat page's message box (a newcomer's findings F7, F12, F13).

F7. ``/api/v1/chat``'s ``answers`` left out the income the assessment used: one parent's pay held
    ("Pay said so far: your mom's $96,000", no household known) is hidden from ``answers`` (fix39f),
    yet at the result the assessment is run on it ("Your household income of $96,000 is within the
    limit…"). At a result, ``answers`` now gives the answers the assessment used, that income with
    them; before a result the held pay stays out (fix39f's rows, guards here).
F12. The box's maxlength was 2,000: a pasted 3,000 characters were cut unseen, their end (the income)
    lost. The box now takes a longer paste whole, the limit is said under the label, and a message
    over it is said to be too long and put back in the box to shorten (the API's 400 stays).
F13. Without JavaScript, a quick reply discarded what was typed in the box. Each quick reply is now a
    submit button of the message's form (``form="chat-form"``, as the language buttons, fix45f): the
    reply is sent and the typed text comes back in the box, unsent (no cookie, never in an address).
The browser half (360 px, JavaScript off and on): tests/e2e/test_fix46l_chat_box.py.
Each row failed before the fix unless marked "guard".
"""
import re
from html import unescape
from html.parser import HTMLParser

import pytest

from screener.chat.routes import MAX_MESSAGE

# --- F7. the API's answers at a result ---------------------------------------------------------------

F7_ROWS = [
    ("en", ("my mom is single and makes 8k a month, i live in baltimore city, graduating in june from a maryland "
            "high school, gpa 3.5", "yes", "none", "yes", "associates, 12 credits", "fafsa", "no"), 96000),
    ("es", ("mi mamá es soltera y gana 8 mil al mes, vivo en baltimore, me gradúo en junio de la secundaria en "
            "maryland, promedio 3.5", "eso", "ninguno", "la ciudad de baltimore", "sí", "asociado, 12 créditos",
            "la fafsa", "no"), 96000),
]  # (the grandmother's pay of F4 is no household income since fix46j: tests/test_fix46j.py)


def _api(client, lang, messages):
    state, bodies = None, []
    for m in messages:
        resp = client.post("/api/v1/chat", json={"message": m, "state": state, "lang": lang})
        assert resp.status_code == 200
        bodies.append(resp.get_json())
        state = bodies[-1]["state"]
    return bodies


def _income_used(assessment):
    check = next(c for c in assessment["checks"] if c["id"] == "income")
    return check["result"], float(re.search(r"\$([\d,]+)", check["message"]).group(1).replace(",", ""))


@pytest.mark.parametrize("lang,messages,agi", F7_ROWS)
def test_f7_the_apis_answers_give_the_income_the_assessment_used(client, lang, messages, agi):
    bodies = _api(client, lang, messages + ("no",))  # and a turn after the result
    for body in bodies[-2:]:
        assert body["assessment"] is not None, body["reply"]
        assert _income_used(body["assessment"]) == ("pass", agi)
        assert body["answers"].get("agi") == agi, body["answers"]


@pytest.mark.parametrize("lang,messages", [
    # guard (fix39f): before a result, one parent's pay held is no agi (her home not said: since fix46i
    # "my mom is single" is a one-parent household, read back with her pay)
    ("en", (F7_ROWS[0][1][0].replace("is single and ", ""), "yes")),
    ("es", (F7_ROWS[1][1][0].replace("es soltera y ", ""), "eso")),  # guard
])
def test_f7_before_a_result_a_held_pay_stays_out_of_answers(client, lang, messages):
    body = _api(client, lang, messages)[-1]
    assert body["assessment"] is None and "agi" not in body["answers"]


@pytest.mark.parametrize("lang,messages,agi", [
    ("en", ("I live with my mom", "yes", "she makes 70k", "yes"), 70000),  # guard: a kept total is shown
    ("es", ("vivo con mi mamá", "sí", "ella gana 70 mil", "sí"), 70000),  # guard
])
def test_f7_a_kept_total_is_shown(client, lang, messages, agi):
    assert _api(client, lang, messages)[-1]["answers"].get("agi") == agi


# --- the chat page's forms --------------------------------------------------------------------------

class _Controls(HTMLParser):
    """The page's inputs and buttons in tree order, each with its form owner (``form=`` or nesting)."""

    def __init__(self):
        super().__init__()
        self.form, self.fields = None, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.form = attrs.get("id")
        elif tag in ("input", "button"):
            self.fields.append((tag, attrs, attrs.get("form") or self.form))

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None


def _controls(html):
    parser = _Controls()
    parser.feed(html)
    return parser.fields


def _page(client, lang):
    return client.get(f"/chat?lang={lang}").get_data(as_text=True)


def _action(html):
    return unescape(re.search(r'<form id="chat-form"[^>]*\saction="([^"#]*)', html).group(1))


def _state(html):
    return re.search(r'name="state" value="([^"]*)"', html).group(1)


def _box(html):
    return next(a for tag, a, _ in _controls(html) if a.get("id") == "chat-message")


def _said(html):
    return [unescape(t) for t in re.findall(r'class="chat-msg__text"[^>]*>([^<]*)', html)]


# --- F12. a long paste is never cut unseen -----------------------------------------------------------

LIMIT_SAID = {"en": "Up to 2,000 characters.", "es": "Hasta 2,000 caracteres."}
TOO_LONG = {"en": "That message is too long. Please keep it to 2,000 characters or fewer.",
            "es": "Ese mensaje es muy largo."}
PASTE = {"en": "I'm a senior at a maryland high school in howard county and my gpa is 3.0. "
               + "My family has been through a lot this year and I really want to go to college. " * 36 + " 55k.",
         "es": "Estoy en último año de una escuela secundaria de maryland en el condado de howard, promedio 3.0. "
               + "Mi familia ha pasado por mucho este año y de verdad quiero ir a la universidad. " * 36 + " 55 mil."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_f12_the_box_takes_a_long_paste_whole_and_says_the_limit(client, lang):
    html = _page(client, lang)
    box = _box(html)
    assert 2900 < len(PASTE[lang]) < 3100
    assert box.get("maxlength") is None or int(box["maxlength"]) >= 2 * MAX_MESSAGE  # a 3,000-character paste kept whole
    hint = re.search(r'<p id="([^"]+)"[^>]*>([^<]*)</p>', html[html.index('for="chat-message"'):])
    assert hint.group(2) == LIMIT_SAID[lang] and box.get("aria-describedby") == hint.group(1)
    form = re.search(r'<form id="chat-form"[^>]*>', html).group(0)
    assert 'data-max="2000"' in form and "{count}" in form  # the live count's words, for chat.js


@pytest.mark.parametrize("lang", [
    "en",  # guard: over the limit, said at once and put back whole in the box to shorten
    "es",  # guard
])
def test_f12_a_paste_over_the_limit_comes_back_whole(client, lang):
    html = _page(client, lang)
    resp = client.post(_action(html), data={"state": _state(html), "lang": lang, "message": PASTE[lang]})
    page = resp.get_data(as_text=True)
    assert resp.status_code == 200 and TOO_LONG[lang] in unescape(page)
    assert _box(page).get("value") == PASTE[lang] and _said(page) == _said(html)


@pytest.mark.parametrize("lang", ["en", "es"])  # guard: the API's 400 over 2,000 characters (the contract)
def test_f12_the_api_still_refuses_over_2000(client, lang):
    resp = client.post("/api/v1/chat", json={"message": PASTE[lang], "state": None, "lang": lang})
    assert resp.status_code == 400


# --- F13. a quick reply keeps what was typed, without JavaScript -------------------------------------

TYPED = {"en": "my son finishes high school in june", "es": "mi hijo va a terminar la secundaria en junio"}
FIRST = {"en": "First time", "es": "Primera vez"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_f13_a_quick_reply_is_a_button_of_the_message_form(client, lang):
    fields = _controls(_page(client, lang))
    quick = [(a, owner) for tag, a, owner in fields if a.get("name") == "quick"]
    assert quick and all(owner == "chat-form" for _, owner in quick)
    # what the browser sends for a tap: the message form's fields (the box as typed) and the reply
    sent = {a["name"] for tag, a, owner in fields if owner == "chat-form" and tag == "input" and a.get("name")}
    assert {"state", "lang", "message"} <= sent


@pytest.mark.parametrize("lang", [
    "en",  # guard: Enter in the box presses the message form's first submit button: Send, nameless
    "es",  # guard
])
def test_f13_enter_still_sends_the_typed_text(client, lang):
    fields = _controls(_page(client, lang))
    first = next(a for tag, a, owner in fields if owner == "chat-form" and a.get("type") == "submit")
    assert "name" not in first


@pytest.mark.parametrize("lang", ["en", "es"])
def test_f13_a_quick_reply_tapped_keeps_the_typed_text_in_the_box(client, lang):
    html = _page(client, lang)
    resp = client.post(_action(html), data={"state": _state(html), "lang": lang, "message": TYPED[lang],
                                            "quick": FIRST[lang]})
    page = resp.get_data(as_text=True)
    assert resp.status_code == 200 and "Set-Cookie" not in resp.headers  # the page at once: never in an address
    assert _box(page).get("value") == TYPED[lang]
    assert _said(page)[-2] == FIRST[lang] and TYPED[lang] not in _said(page)  # the reply sent, the text not
    assert _state(page) != _state(html)


@pytest.mark.parametrize("lang,typed", [
    ("en", ""),  # guard: nothing typed: POST-redirect-GET as before
    ("es", "   "),  # guard
])
def test_f13_a_quick_reply_with_nothing_typed_redirects(client, lang, typed):
    html = _page(client, lang)
    resp = client.post(_action(html), data={"state": _state(html), "lang": lang, "message": typed, "quick": FIRST[lang]})
    assert resp.status_code == 303 and "/chat?s=" in resp.headers["Location"]
