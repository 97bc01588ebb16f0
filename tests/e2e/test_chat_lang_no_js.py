"""fix45f, JavaScript off, a 360 px phone (tests/test_fix45f.py has the server's half): the chat
page's language buttons are submit buttons of the message's form, so a message typed and not sent
comes back in the box in the other language, and nothing is sent as a message; no cookie.

fix46g (tests/test_fix46g.py has the server's half), JavaScript off and on: the switch says the
question pending again in the new language (one bot message), the earlier bot messages keep their
own language marked (``lang``, WCAG 3.1.2), and the address says the new language."""
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from helpers import bot_said
from helpers import fits_the_phone

OTHER = {"en": "es", "es": "en"}
SEND = {"en": "Send", "es": "Enviar"}
TYPED = {"en": "I want to study nursing", "es": "quiero estudiar enfermería"}
GOING_ON = {"en": "Let's go on in English.", "es": "Seguimos en español."}
DEGREE = {"en": "What is the highest college degree you already have?",
          "es": "¿Cuál es el título universitario más alto que ya tienes?"}



@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_chat_language_button_keeps_the_typed_message_without_javascript(no_js, live_server, lang):
    page = no_js
    assert page.viewport_size["width"] == 360
    page.goto(f"{live_server}/chat?lang={lang}")
    page.locator("#chat-quick button").first.click()  # one answer, so a conversation is under way
    page.wait_for_load_state()
    users = page.locator("#chat-log .chat-msg--user")
    before, bots = users.count(), bot_said(page).count()
    assert before == 1
    page.locator("#chat-message").fill(TYPED[lang])
    other = OTHER[lang]
    page.locator(f".chat-lang button[lang={other}]").click()
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.lang") == other
    assert page.locator(".chat-form__send").inner_text() == SEND[other]  # the page's words too
    assert page.locator("#chat-message").input_value() == TYPED[lang]
    # nothing sent; (fix46g) the question said again in that language, the earlier ones marked with theirs
    assert users.count() == before and bot_said(page).count() == bots + 1
    assert bot_said(page).last.locator("p").inner_text().startswith(GOING_ON[other])
    assert bot_said(page).first.locator("p").get_attribute("lang") == lang
    assert parse_qs(urlsplit(page.url).query)["lang"] == [other]
    fits_the_phone(page)
    page.locator(f".chat-lang button[lang={lang}]").click()  # and back: still as typed, still unsent
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator("#chat-message").input_value() == TYPED[lang]
    assert users.count() == before and bot_said(page).count() == bots + 2
    assert bot_said(page).first.locator("p").get_attribute("lang") is None
    assert bot_said(page).nth(bots).locator("p").get_attribute("lang") == other
    assert page.context.cookies() == []
    page.locator("#chat-message").press("Enter")  # Enter sends it, never switches the language
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.lang") == lang
    assert users.count() == before + 1
    assert page.locator("#chat-log .chat-msg--user .chat-msg__text").last.inner_text() == TYPED[lang]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_chat_language_button_asks_again_with_javascript(page, live_server, axe_check, lang):
    """fix46g, JavaScript on (the answer sent by chat.js, the switch the form's own post), 360 px:
    the question pending said again in the new language, the earlier messages marked with theirs,
    the address in the new language, what was typed kept; and with nothing typed, the same."""
    assert page.viewport_size["width"] == 360
    page.goto(f"{live_server}/chat?lang={lang}")
    page.locator("#chat-quick button").first.click()  # answered through the API, no page load
    expect(bot_said(page)).to_have_count(2, timeout=15_000)
    other = OTHER[lang]
    page.locator("#chat-message").fill(TYPED[lang])
    with page.expect_navigation():
        page.locator(f".chat-lang button[lang={other}]").click()
    assert page.evaluate("document.documentElement.lang") == other
    assert parse_qs(urlsplit(page.url).query)["lang"] == [other]
    assert page.locator("#chat-message").input_value() == TYPED[lang]
    assert page.locator("#chat-log .chat-msg--user").count() == 1
    expect(bot_said(page)).to_have_count(3)
    assert [bot_said(page).nth(i).locator("p").get_attribute("lang") for i in range(3)] == [lang, lang, None]
    assert bot_said(page).last.locator("p").inner_text() == GOING_ON[other] + "\n\n" + DEGREE[other]
    fits_the_phone(page)
    axe_check(page, f"chat switched {lang} -> {other}")
    page.locator("#chat-message").fill("")
    with page.expect_navigation():
        page.locator(f".chat-lang button[lang={lang}]").click()  # back, nothing typed: a redirect
    assert page.evaluate("document.documentElement.lang") == lang
    assert parse_qs(urlsplit(page.url).query)["lang"] == [lang]
    expect(bot_said(page)).to_have_count(4)
    assert bot_said(page).last.locator("p").inner_text() == GOING_ON[lang] + "\n\n" + DEGREE[lang]
    assert bot_said(page).nth(2).locator("p").get_attribute("lang") == other
    assert page.context.cookies() == []
