"""fix52d, in the browser (a 360 px phone, Debian's chromium), JavaScript on and off, English and Spanish.

1. The chat page without JavaScript: after "Whose pay is $85,000?" (a bare correction following a
   sum) the quick replies shown were the degree question's (the flow question pending), and a tap
   on one dropped the correction. The page is drawn from its state token after each turn, and its
   buttons were worked out again from the state; they are now the ones the turn offered, kept with
   the conversation (engine.respond, session.Conversation.replies; unit rows: tests/test_fix52d.py).
2. The chat page with JavaScript: the browser's Back left the chat page, the conversation lost.
   chat.js kept the state in the address with replaceState (no history entry per answer). Each
   answer is now an entry of its own (pushState), and Back (Forward) draws the page of that entry's
   state again: Back takes back the last answer, as without JavaScript. Nothing is stored on the
   server, no cookie: the state is the address's.
3. The web form: "Change" on "Check your answers", an answer that rules the student out went on to
   the result; a change now returns to "Check your answers" (web.nav.next_page), JavaScript on and off.
Guards (marked): kept behaviour that must not change.
"""
import pytest
from playwright.sync_api import expect

from helpers import ELIGIBLE
from helpers import bot_said
from helpers import say
from helpers import token

DONE = frozenset({"tuition", "birth_year"})
FIRST = {"en": "[First time]", "es": "[Primera vez]"}
NONE = {"en": "none", "es": "ninguno"}
HIGH_SCHOOL_ASKED = {"en": "high school", "es": "escuela secundaria"}
FIRST_ASKED = {"en": "first time", "es": "primera vez"}
WHOSE = {
    "en": ("i live with my mom and stepdad, mom makes 80k stepdad makes 75k", "no wait it's 85k"),
    "es": ("vivo con mi mamá y mi padrastro, mi mamá gana 80 mil y mi padrastro gana 75 mil", "no espera, son 85 mil"),
}
CHECK = {"en": "Check your answers", "es": "Revisa tus respuestas"}
YOU = "#chat-log .chat-msg--user .chat-msg__text"


def _context_page(browser, browser_context_args, js: bool):
    context = browser.new_context(**browser_context_args, java_script_enabled=js)
    return context, context.new_page()


# 1. the whose-pay question: no degree buttons, JavaScript off and on (and after a reload)
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("js", [False, True])
def test_whose_pay_shows_its_own_buttons(browser, browser_context_args, live_server, lang, js):
    context, page = _context_page(browser, browser_context_args, js)
    page.goto(f"{live_server}/chat?lang={lang}")
    # (fix53e) the buttons shown are compared, label by label, with the quick replies the API gives
    # for the same conversation (the same messages sent from the same greeting), at each turn: a count
    # alone passed with any buttons of the right number
    state = page.locator('#chat-form input[name="state"]').input_value()
    for message in WHOSE[lang]:
        before = bot_said(page).count()
        page.locator("#chat-message").fill(message)
        page.locator("#chat-message").press("Enter")
        expect(bot_said(page)).to_have_count(before + 1, timeout=15_000)
        api = _api_turn(page, live_server, state, message, lang)
        state = api["state"]
        expect(page.locator("#chat-quick button")).to_have_text(api["quick_replies"])
    expect(bot_said(page).last).to_contain_text("$85,000")
    # its answer is typed (who earns it, or "in total"): no button of another question to tap
    assert api["quick_replies"] == [] and api["expecting"] is not None
    expect(page.locator("#chat-quick button")).to_have_text([])  # (failed before, off: the first question's)
    if js:
        page.reload()
        expect(bot_said(page).last).to_contain_text("$85,000")
        expect(page.locator("#chat-quick button")).to_have_text(api["quick_replies"])  # (failed before, on, after a reload)
    assert context.cookies() == []
    context.close()


def _api_turn(page, live_server, state, message: str, lang: str) -> dict:
    """Return POST /api/v1/chat's answer to ``message`` in the conversation ``state`` (fix53e)."""
    resp = page.request.post(f"{live_server}/api/v1/chat?lang={lang}",
                             data={"message": message, "state": state, "lang": lang})
    assert resp.ok
    return resp.json()


# 2. JavaScript on: Back takes back the last answer (it left the chat before)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_takes_back_the_last_answer(page, live_server, lang):
    page.goto(f"{live_server}/?lang={lang}")
    page.goto(f"{live_server}/chat?lang={lang}")
    page.evaluate("window.sameDocument = true")
    say(page, FIRST[lang])
    say(page, NONE[lang])
    assert page.evaluate("window.sameDocument") is True  # (the turns sent by chat.js, in place)
    expect(bot_said(page).last).to_contain_text(HIGH_SCHOOL_ASKED[lang])
    page.go_back()
    expect(page.locator(YOU)).to_have_count(1)  # (failed before: the start page, no chat log)
    expect(page.locator(YOU).last).to_have_text(FIRST[lang][1:-1])
    page.go_back()
    expect(page.locator(YOU)).to_have_count(0)  # the greeting
    expect(bot_said(page).last).to_contain_text(FIRST_ASKED[lang], ignore_case=True)
    page.go_forward()
    expect(page.locator(YOU)).to_have_count(1)
    page.go_forward()
    expect(page.locator(YOU).last).to_have_text(NONE[lang])
    page.go_back()  # back once more, and a new answer given from there: it goes on from that turn
    expect(page.locator(YOU)).to_have_count(1)
    say(page, NONE[lang])
    expect(page.locator(YOU)).to_have_count(2)
    expect(bot_said(page).last).to_contain_text(HIGH_SCHOOL_ASKED[lang])
    assert page.context.cookies() == []


# 3. the web form: a deciding change returns to "Check your answers", JavaScript on and off
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("js", [True, False])
def test_change_returns_to_check_your_answers(browser, browser_context_args, live_server, lang, js):
    context, page = _context_page(browser, browser_context_args, js)
    page.goto(f"{live_server}/check?t={token(ELIGIBLE, DONE, lang)}&lang={lang}")
    page.locator("#change-agi").click()
    expect(page.locator('#question-form[data-question="agi"]')).to_be_visible()
    page.locator('#question-form input[name="agi"]').fill("400000")
    page.locator("#continue").click()
    expect(page.locator("h1").first).to_have_text(CHECK[lang])  # (failed before: the result)
    expect(page.locator("#answers")).to_contain_text("400,000")
    page.locator("#see-result").click()
    expect(page.locator("#result")).to_have_attribute("data-status", "likely_ineligible")
    context.close()


@pytest.mark.parametrize("js", [True, False])
def test_guard_an_unchanged_kind_of_change_returns_to_check_your_answers(browser, browser_context_args, live_server, js):  # guard
    context, page = _context_page(browser, browser_context_args, js)
    page.goto(f"{live_server}/check?t={token(ELIGIBLE, DONE, 'en')}&lang=en")
    page.locator("#change-agi").click()
    page.locator('#question-form input[name="agi"]').fill("80000")
    page.locator("#continue").click()
    expect(page.locator("h1").first).to_have_text(CHECK["en"])
    expect(page.locator("#answers")).to_contain_text("80,000")
    context.close()
