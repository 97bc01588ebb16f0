"""fix48f: the chat page on a short phone (360×640, 360×740, and 740×360 turned sideways).

After each reply the newest message and the text box must both be on screen without scrolling,
JavaScript on or off (without it the page lands on the newest message, #chat-latest), and the
controls must never cover the newest message. Turned sideways (740×360) the text box was below the
screen from the first reply (checked before the change: both 740×360 rows failed at the first turn;
the 360×640 and 360×740 rows passed, guards): fix47k had unpinned the controls on screens up to
900 px tall, and there the controls (some 276 px: two rows of quick replies, the label, the hint,
the box, the status line) followed a reply taller than the 360 px left room for. Fix (chat.css): on
a screen up to 480 px tall the controls are compact (one row of quick replies that scroll, the
label and the hint on one line). A reply taller than BUDGET (the income limit's answer, about
290 px sideways) cannot fit with the controls on such a screen: it is shown from its first line.
"""
import pytest

from helpers import bot_said
from helpers import say

# Eight exchanges: quick replies and typed answers, a question on the way (a long reply)
TURNS = ["[First time]", "[None yet]", "[A high school in Maryland]", "21044", "[Yes]", "June 2027",
         "what's the income limit?", "associate's degree"]
SIZES = [(360, 640), (360, 740), (740, 360)]
BUDGET = 150  # px: a reply up to this tall (a question, a read-back) fits with the text box on every size


def _send(tab, what, js):
    say(tab, what)  # (helpers.say: the message typed or the quick reply tapped, the reply waited for)
    if not js:
        tab.wait_for_load_state()
    tab.wait_for_timeout(150)  # (the scroll to the reply settled)


def _check(tab, turn):
    height = tab.viewport_size["height"]
    msg = bot_said(tab).last.bounding_box()
    box = tab.locator("#chat-message").bounding_box()
    controls = tab.locator(".chat-controls").bounding_box()
    where = (turn, height, msg, box, controls)
    shown = min(msg["height"], 60)  # the newest message from its first lines, none of them under the controls
    assert msg["y"] >= 0 and msg["y"] + shown <= height, where
    assert msg["y"] + shown <= controls["y"] or msg["y"] >= controls["y"] + controls["height"], where
    if msg["height"] <= BUDGET:  # the text box, whole, on screen too (failed before sideways)
        assert 0 <= box["y"] and box["y"] + box["height"] <= height, where


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("js", [True, False], ids=["js", "no_js"])
def test_newest_message_and_text_box_in_view_on_a_short_phone(browser, browser_context_args, live_server, size, js):
    context = browser.new_context(**{**browser_context_args, "viewport": {"width": size[0], "height": size[1]}},
                                  java_script_enabled=js)
    try:
        tab = context.new_page()
        tab.goto(f"{live_server}/chat")
        for turn, what in enumerate(TURNS, 1):
            _send(tab, what, js)
            _check(tab, turn)
    finally:
        context.close()
