"""fix45f, JavaScript off, a 360 px phone (tests/test_fix45f.py has the server's half): the chat
page's language buttons are submit buttons of the message's form, so a message typed and not sent
comes back in the box in the other language, and nothing is sent as a message; no cookie."""
import pytest

from helpers import bot_said
from helpers import fits_the_phone

OTHER = {"en": "es", "es": "en"}
SEND = {"en": "Send", "es": "Enviar"}
TYPED = {"en": "I want to study nursing", "es": "quiero estudiar enfermería"}


@pytest.fixture
def no_js(browser, browser_context_args):
    """A JavaScript-off phone page in Playwright's Chromium."""
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    yield context.new_page()
    context.close()


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
    assert users.count() == before and bot_said(page).count() == bots  # nothing sent
    fits_the_phone(page)
    page.locator(f".chat-lang button[lang={lang}]").click()  # and back: still as typed, still unsent
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator("#chat-message").input_value() == TYPED[lang]
    assert users.count() == before and bot_said(page).count() == bots
    assert page.context.cookies() == []
    page.locator("#chat-message").press("Enter")  # Enter sends it, never switches the language
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.lang") == lang
    assert users.count() == before + 1
    assert page.locator("#chat-log .chat-msg--user .chat-msg__text").last.inner_text() == TYPED[lang]
