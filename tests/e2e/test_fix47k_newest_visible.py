"""fix47k, a newcomer's finding on a 360×740 phone (issue #8: "the newest message is always visible
(quick replies must not cover it)").

The chat page's first question (the greeting, the only message) was hidden behind the sticky quick
replies and text box (some 256 px tall) until one scrolled: the page opens at its top, under the
heading and the hint, and the sticky controls sat over the end of the log, JavaScript on or off.
Cause: ``.chat-controls { position: sticky }`` on a screen too short for the heading, the message
and the controls together. Fix (chat.css): on a short screen the controls follow the log in the
page's flow, so they can never cover a message. Guards: after each answer the newest reply still
starts on screen with the controls below it (test_chat_page.py's own tests).
"""
import pytest

from helpers import bot_said
from helpers import say


def _newest_in_view_above_controls(page):
    """Assert the newest message is on screen and not under the controls (its first 100 px at
    least, all of it when it fits above them)."""
    box = page.locator("#chat-log .chat-msg").last.bounding_box()
    controls = page.locator(".chat-controls").bounding_box()
    height = page.viewport_size["height"]
    assert box["y"] >= 0, box
    shown = min(box["height"], 100)
    assert box["y"] + shown <= min(controls["y"], height), (box, controls)
    if box["y"] + box["height"] <= height:  # the whole message is on screen: none of it under the controls
        assert box["y"] + box["height"] <= controls["y"] or controls["y"] >= height, (box, controls)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("js", [True, False], ids=["js", "no_js"])
def test_the_first_question_is_visible_on_a_phone(page, no_js, live_server, lang, js):
    tab = page if js else no_js
    assert tab.viewport_size == {"width": 360, "height": 740}
    tab.goto(f"{live_server}/chat?lang={lang}")
    tab.wait_for_load_state()
    _newest_in_view_above_controls(tab)


@pytest.mark.parametrize("lang, what", [("en", "[First time]"), ("es", "[Primera vez]")])
def test_guard_each_reply_stays_visible_with_javascript(page, live_server, lang, what):
    page.goto(f"{live_server}/chat?lang={lang}")
    say(page, what)
    assert bot_said(page).count() == 2
    _newest_in_view_above_controls(page)
