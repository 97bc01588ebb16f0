"""fix47e, JavaScript on and off, a 360 px phone (tests/test_fix47e.py has the server's half): two
language switches in a row while a read-back waits let it go at the next answer, kept without its
"yes" (the switch's own message counted as the read-back asked again). A switch says the pending
read-back again in the new language and changes nothing else: the next answer is read back with it,
and every earlier bubble stays as it was said."""
import pytest
from playwright.sync_api import expect

from helpers import bot_said
from helpers import say

OTHER = {"en": "es", "es": "en"}
FIRST = {"en": "first time", "es": "primera vez"}
INCOME = {"en": "about 45k", "es": "como 45 mil"}
NONE_YET = {"en": "none yet", "es": "ninguno todavía"}
GOING_ON = {"en": "Let's go on in English.", "es": "Seguimos en español."}
LET_GO = {"en": "You went on without", "es": "Seguiste sin decirme"}


def _texts(page) -> list:
    """Return what the bot's messages say (without the label a screen reader reads before each)."""
    return page.locator("#chat-log .chat-msg--bot .chat-msg__text").all_inner_texts()


@pytest.mark.parametrize("js", [True, False])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_two_switches_keep_the_read_back_waiting(browser, browser_context_args, live_server, lang, js):
    context = browser.new_context(**browser_context_args, java_script_enabled=js)
    page = context.new_page()
    page.goto(f"{live_server}/chat?lang={lang}")
    say(page, FIRST[lang])
    assert "$45,000" in say(page, INCOME[lang])
    said = _texts(page)
    now = lang
    for _ in range(2):
        now = OTHER[now]
        page.locator(f".chat-lang button[lang={now}]").click()
        expect(page.locator("html")).to_have_attribute("lang", now)  # retried across the form's navigation
        expect(bot_said(page)).to_have_count(len(said) + 1)
        assert _texts(page)[-1].startswith(GOING_ON[now])
        assert _texts(page)[:len(said)] == said  # the earlier messages as said (their labels the page's)
        said = _texts(page)
    reply = say(page, NONE_YET[now])
    assert "$45,000" in reply and LET_GO[now] not in reply, reply  # still read back, never kept unconfirmed
    context.close()
