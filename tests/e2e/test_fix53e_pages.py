"""fix53e, in the browser (a 360 px phone, Debian's chromium), JavaScript on and off, English and Spanish.

1. The chat page's language: a first message clearly in the other language ("hola, mi hija está en
   último año…" on the English page) was answered in the page's language. It is now answered in its
   own, the page shown in it (without JavaScript the POST is redirected to that language; with it the
   API's Content-Language tells chat.js, which shows the page in it), with how to go back said in the
   page's language and its language button there (engine.first_language; unit rows: tests/test_fix53e.py).
   Back (JavaScript on) returns to the greeting in the page's language. One word ("hola"): no switch (guard).
2. (guard) The web form, "Check your answers" → "Change" → a new value → Continue → the browser's Back:
   each page shows the answers of the token its address and its form carry (every step is sent with
   Cache-Control: no-store, so Back draws it again from its token, never from a cache): without
   JavaScript the page before the change (its token's value), with JavaScript the address the page's
   script kept up to date. Continue from there goes on with what the page shows, never a hidden other value.
3. (guard) "Undo"/"Deshacer" with text typed in the box: the text comes back in the box, JS on and off.
4. The embedded chat (embed=1, in a college's page): no history entry added per answer (fix52d's
   Back = undo is for the chat's own page), the host page's history and address unchanged.
Guards (marked): kept behaviour that must not change.
"""
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from helpers import ELIGIBLE
from helpers import bot_said
from helpers import say
from helpers import token
from screener.config import Config
from screener.token import loads

DONE = frozenset({"tuition", "birth_year"})
FIRST = {"en": "[First time]", "es": "[Primera vez]"}
OTHER = {"en": "es", "es": "en"}
CLEARLY = {
    "en": "hola, mi hija está en último año de la escuela secundaria y queremos saber si puede recibir la beca",
    "es": "hi, my daughter is a senior in high school and we want to know if she can get the scholarship",
}
ANSWERED = {"es": "Escribiste en español, así que te respondo en español.",
            "en": "You wrote in English, so I'm answering in English."}
GO_BACK = {"en": "To chat in English, choose “English”", "es": "Para chatear en español, elige «Español»"}
BUTTON = {"en": "English", "es": "Español"}
CHECK = {"en": "Check your answers", "es": "Revisa tus respuestas"}
AGI = '#question-form input[name="agi"]'


def _context_page(browser, browser_context_args, js: bool):
    context = browser.new_context(**browser_context_args, java_script_enabled=js)
    return context, context.new_page()


def _agi_in(token_text: str):
    return loads(token_text, Config.SECRET_KEY, None).answers.get("agi")


def _address_agi(page):
    return _agi_in(parse_qs(urlsplit(page.url).query)["t"][0])


# 1. a first message clearly in the other language: answered, and the page shown, in it
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("js", [False, True])
def test_first_message_in_the_other_language(browser, browser_context_args, live_server, lang, js):
    context, page = _context_page(browser, browser_context_args, js)
    other = OTHER[lang]
    page.goto(f"{live_server}/chat?lang={lang}")
    page.locator("#chat-message").fill(CLEARLY[lang])
    page.locator("#chat-message").press("Enter")
    expect(page.locator("html")).to_have_attribute("lang", other, timeout=15_000)  # (failed before: the page's)
    expect(bot_said(page)).to_have_count(2)
    expect(bot_said(page).last).to_contain_text(ANSWERED[other])
    expect(bot_said(page).last).to_contain_text(GO_BACK[lang])
    expect(page.locator(".chat-lang__button")).to_have_text([BUTTON[lang]])  # the way back, at the top
    assert f"lang={other}" in page.url
    if js:
        page.go_back()  # Back: the greeting, in the page's language
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("#chat-log .chat-msg--user")).to_have_count(0)
    assert context.cookies() == []
    context.close()


@pytest.mark.parametrize("js", [False, True])
def test_guard_one_word_keeps_the_page_language(browser, browser_context_args, live_server, js):  # guard
    context, page = _context_page(browser, browser_context_args, js)
    page.goto(f"{live_server}/chat?lang=en")
    say(page, "hola")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".chat-lang__button")).to_have_text([BUTTON["es"]])
    context.close()


# 2. the web form: Change, Continue, Back: each page shows its own token's answers
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("js", [False, True])
def test_guard_back_after_a_change_shows_the_token_it_carries(browser, browser_context_args, live_server, lang, js):  # guard
    context, page = _context_page(browser, browser_context_args, js)
    page.goto(f"{live_server}/check?t={token(ELIGIBLE, DONE, lang)}&lang={lang}")
    page.locator("#change-agi").click()
    expect(page.locator('#question-form[data-question="agi"]')).to_be_visible()
    page.locator(AGI).fill("95000")
    page.locator("#continue").click()
    expect(page.locator("h1").first).to_have_text(CHECK[lang])
    expect(page.locator("#answers")).to_contain_text("95,000")
    page.go_back()
    expect(page.locator('#question-form[data-question="agi"]')).to_be_visible()
    shown = page.locator(AGI).input_value().replace(",", "").lstrip("$")
    carried = page.locator('#question-form input[name="t"]').input_value()
    assert float(shown) == _address_agi(page) == _agi_in(carried)  # the page, its address and its form agree
    page.locator("#continue").click()  # Continue goes on with what the page shows
    expect(page.locator("h1").first).to_have_text(CHECK[lang])
    expect(page.locator("#answers")).to_contain_text(f"{int(float(shown)):,}")
    context.close()


# 3. Undo with text typed in the box: the text comes back
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("js", [False, True])
def test_guard_undo_keeps_what_is_typed(browser, browser_context_args, live_server, lang, js):  # guard
    context, page = _context_page(browser, browser_context_args, js)
    page.goto(f"{live_server}/chat?lang={lang}")
    say(page, FIRST[lang])
    typed = {"en": "I was born in 2007 & my GPA is 3.1", "es": "nací en 2007 y mi promedio es 3.1"}[lang]
    page.locator("#chat-message").fill(typed)
    page.locator(".chat-undo").click()
    expect(bot_said(page).last).to_contain_text(FIRST[lang][1:-1], timeout=15_000)  # the undone answer said
    expect(page.locator("#chat-message")).to_have_value(typed)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert context.cookies() == []
    context.close()


# 4. embedded: no history entry per answer, the host's history untouched
def test_embedded_chat_adds_no_history_entry(page, live_server, other_origin):
    page.goto(other_origin)  # a college's page (another origin) framing the screener
    child = page.frame(url=lambda u: u.startswith(live_server))
    child.goto(f"{live_server}/chat?embed=1&lang=en")  # its chat, in the frame
    frame = page.frame_locator("#screener")
    expect(frame.locator("#chat-log .chat-msg--bot")).to_have_count(1, timeout=15_000)
    child = page.frame(url=lambda u: "/chat" in u)
    child.evaluate("""() => { window.pushes = 0; const push = history.pushState.bind(history);
                              history.pushState = function () { window.pushes++; return push.apply(null, arguments); }; }""")
    entries, host = page.evaluate("history.length"), page.url
    for n, message in enumerate(("[First time]", "none"), start=2):
        if message.startswith("["):
            frame.locator("#chat-quick button", has_text=message[1:-1]).first.click()
        else:
            frame.locator("#chat-message").fill(message)
            frame.locator("#chat-message").press("Enter")
        expect(frame.locator("#chat-log .chat-msg--bot")).to_have_count(n, timeout=15_000)
    assert child.evaluate("window.pushes") == 0  # no pushState in a college's page
    assert page.evaluate("history.length") == entries  # the host's history: no entry added
    assert page.url == host
    assert "s=" in child.url  # the frame's address kept up to date (replaceState) for a reload
