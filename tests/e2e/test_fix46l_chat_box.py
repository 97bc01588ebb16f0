"""fix46l, a 360 px phone (tests/test_fix46l.py has the server's half): the chat page's message box.

F12: a pasted message longer than the limit is kept whole in the box (was cut at maxlength 2,000,
its end lost unseen), the limit is said under the label, and sending it says "too long" with the
message back in the box to shorten; with JavaScript, a live count says it first.
F13: JavaScript off, a quick reply tapped keeps what was typed in the box, unsent (was discarded);
no cookie, never in the address; Enter still sends the typed text.
"""
import pytest
from playwright.sync_api import expect

from helpers import fits_the_phone

PASTE = {"en": "I'm a senior at a maryland high school in howard county and my gpa is 3.0. "
               + "My family has been through a lot this year and I really want to go to college. " * 36 + " 55k.",
         "es": "Estoy en último año de una escuela secundaria de maryland en el condado de howard, promedio 3.0. "
               + "Mi familia ha pasado por mucho este año y de verdad quiero ir a la universidad. " * 36 + " 55 mil."}
LIMIT = {"en": "Up to 2,000 characters.", "es": "Hasta 2,000 caracteres."}
TOO_LONG = {"en": "That message is too long.", "es": "Ese mensaje es muy largo."}
OVER = {"en": "too long to send", "es": "demasiado largo para enviarlo"}
TYPED = {"en": "my son finishes high school in june", "es": "mi hijo va a terminar la secundaria en junio"}



@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_paste_is_kept_whole_without_javascript(no_js, live_server, lang):
    page = no_js
    assert page.viewport_size["width"] == 360
    page.goto(f"{live_server}/chat?lang={lang}")
    expect(page.locator("#chat-limit")).to_have_text(LIMIT[lang])
    page.locator("#chat-message").fill(PASTE[lang])  # as a paste: the box's maxlength applies
    assert page.locator("#chat-message").input_value() == PASTE[lang]
    users = page.locator("#chat-log .chat-msg--user").count()
    page.locator(".chat-form__send").click()
    page.wait_for_load_state()
    assert TOO_LONG[lang] in page.locator(".chat-problem").inner_text()
    assert page.locator("#chat-message").input_value() == PASTE[lang]  # back whole, to shorten
    assert page.locator("#chat-log .chat-msg--user").count() == users
    assert page.context.cookies() == []
    fits_the_phone(page)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_paste_is_counted_with_javascript(page, live_server, lang):
    assert page.viewport_size["width"] == 360
    page.goto(f"{live_server}/chat?lang={lang}")
    page.locator("#chat-message").fill(PASTE[lang])
    assert page.locator("#chat-message").input_value() == PASTE[lang]
    expect(page.locator("#chat-limit")).to_contain_text(OVER[lang])
    expect(page.locator("#chat-limit")).to_contain_text(str(len(PASTE[lang])))
    page.locator("#chat-message").fill("hi")
    expect(page.locator("#chat-limit")).to_contain_text("2 ")
    fits_the_phone(page)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_quick_reply_keeps_the_typed_text_without_javascript(no_js, live_server, lang):
    page = no_js
    assert page.viewport_size["width"] == 360
    page.goto(f"{live_server}/chat?lang={lang}")
    page.locator("#chat-message").fill(TYPED[lang])
    first = page.locator("#chat-quick button").first
    reply = first.inner_text()
    first.click()
    page.wait_for_load_state()
    said = page.locator("#chat-log .chat-msg--user .chat-msg__text")
    assert said.count() == 1 and said.last.inner_text() == reply  # the reply sent, the typed text not
    assert page.locator("#chat-message").input_value() == TYPED[lang]  # kept in the box, unsent
    # (long words of it: a word as short as "my" may stand in the encrypted token by chance)
    assert "finishes" not in page.url and "terminar" not in page.url and page.context.cookies() == []
    fits_the_phone(page)
    page.locator("#chat-message").press("Enter")  # Enter sends the typed text, never a quick reply
    page.wait_for_load_state()
    assert said.count() == 2 and said.last.inner_text() == TYPED[lang]
    assert page.locator("#chat-message").input_value() == ""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_quick_reply_keeps_the_typed_text_with_javascript(page, live_server, lang):
    page.goto(f"{live_server}/chat?lang={lang}")
    page.locator("#chat-message").fill(TYPED[lang])
    page.locator("#chat-quick button").first.click()
    expect(page.locator("#chat-log .chat-msg--user")).to_have_count(1, timeout=15_000)
    expect(page.locator("#chat-log .chat-msg--bot")).to_have_count(2, timeout=15_000)
    assert page.locator("#chat-message").input_value() == TYPED[lang]
