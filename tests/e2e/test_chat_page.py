"""The chat page on a phone: typing answers (and a question) to a result with JavaScript on,
and the plain form round trip with JavaScript off."""
import random

import pytest
from playwright.sync_api import expect

from helpers import bot_said
from helpers import fits_the_phone
from helpers import foreign
from helpers import record_requests
from helpers import say

# What a student types (or taps, for the quick replies in brackets), turn by turn.
CONVERSATION = [
    "[First time]", "[None yet]", "[A high school in Maryland]", "21044", "[Yes]", "June 2027", "associate's degree", "12",
    "3.2", "two parents", "$85,000", "FAFSA", "[No]",  # still in high school: not asked about college classes
]  # (the household's size only sharpens the estimate: the chat offers it after the result)
INCOME_QUESTION = "what's the income limit?"



def test_a_conversation_to_a_result_with_a_question_on_the_way(page, live_server, axe_check):
    requests = record_requests(page)
    page.goto(live_server + "/chat")
    expect(bot_said(page)).to_have_count(1)
    expect(bot_said(page).first).to_contain_text("Promise Scholarship")
    page.evaluate("window.sameDocument = true")

    for what in CONVERSATION:
        if what == "associate's degree":  # at the program question, ask about the income limit first
            reply = say(page, INCOME_QUESTION)
            assert "$150,000" in reply and "$100,000" in reply
            assert "§18-3603(b)(4)" in reply, reply
            assert "What will you study" in reply  # and then it asks the question again
            expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").last).to_have_text(INCOME_QUESTION)
            axe_check(page, "on the chat page mid-conversation")
        reply = say(page, what)
        if not what.startswith("["):
            expect(page.locator("#chat-message")).to_be_focused()
            expect(page.locator("#chat-message")).to_have_value("")
        fits_the_phone(page)

    assert "likely eligible" in reply, reply
    assert "Howard Community College" in reply and "Your full result" in reply  # a summary (issue #8)
    assert page.evaluate("window.sameDocument === true"), "chat.js should append, not reload the page"
    heights = [b.bounding_box()["height"] for b in page.locator("#chat-quick button, .chat-form__send, .chat-lang__button").all()]
    assert heights and min(heights) >= 44, heights
    axe_check(page, "on the chat page at the result")
    assert page.context.cookies() == []
    assert not foreign(requests, live_server), foreign(requests, live_server)
    assert any(u.split("?")[0].endswith("/api/v1/chat") for u in requests)  # ?lang= rides along
    # The whole result, with every rule and its law, is one tap away on the web's result page.
    full = bot_said(page).last.locator('a[href*="/result?t="]')
    expect(full).to_have_count(1)
    assert full.inner_text().endswith("…")  # the long address is cut short on the phone
    full.click()
    expect(page.locator("main")).to_contain_text("§18-3603(b)(4)(ii)")
    expect(page.locator("main")).to_contain_text("$85,000")


def test_the_chat_works_as_a_plain_form_without_javascript(no_js, live_server):
    page = no_js
    page.goto(live_server + "/chat")
    page.locator("#chat-quick button", has_text="First time").click()
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text")).to_have_text(["First time"])
    expect(bot_said(page).last).to_contain_text("degree")  # the knock-outs first (issue #10)
    page.locator("#chat-quick button", has_text="None yet").click()
    page.locator("#chat-quick button", has_text="A high school in Maryland").click()
    expect(bot_said(page).last).to_contain_text("ZIP code")

    page.locator("#chat-message").fill("21044")
    page.get_by_role("button", name="Send").click()
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").last).to_have_text("21044")
    expect(bot_said(page).last).to_contain_text("Howard County")
    expect(page.locator("#chat-message")).to_have_value("")

    page.locator("#chat-message").fill(INCOME_QUESTION)
    page.locator("#chat-message").press("Enter")
    expect(bot_said(page).last).to_contain_text("§18-3603(b)(4)")
    fits_the_phone(page)

    # The language switch keeps the conversation; the next answer is understood in Spanish.
    page.locator(".chat-lang button[lang=es]").click()
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").first).to_have_text("First time")
    page.locator("#chat-quick button").first.click()  # "Sí"
    expect(bot_said(page).last).to_contain_text("GED")  # when you finish high school
    # (axe-core needs JavaScript; the same markup is checked with it on, in test_a11y.py.)


def _clear_of_controls(page):
    """Assert the newest bot message starts on screen, above the sticky quick replies and text box."""
    box = bot_said(page).last.bounding_box()
    controls = page.locator(".chat-controls").bounding_box()
    assert box["y"] >= 0, box
    assert box["y"] + 20 <= controls["y"], (box, controls)


def test_on_a_phone_the_newest_message_is_never_under_the_quick_replies(page, live_server):
    page.goto(live_server + "/chat")
    for what in ["[First time]", "20785", "yeah", "blorp"]:  # the high-school question has five long choices
        say(page, what)
        _clear_of_controls(page)
    controls = page.locator(".chat-controls").bounding_box()
    assert controls["height"] <= 0.4 * page.viewport_size["height"], controls


def test_links_in_replies_can_be_tapped(page, live_server):
    page.goto(live_server + "/chat")
    for what in ("[First time]", "[None yet]", "[A high school in Maryland]", "21044"):
        say(page, what)
    say(page, "can I talk to a person?")
    reply = bot_said(page).last
    expect(reply.locator('a[href="tel:4107673300"]')).to_have_count(1)
    expect(reply.locator('a[href="mailto:osfamail.mhec@maryland.gov"]')).to_have_count(1)
    expect(reply.locator('a[href^="https://www.howardcc.edu"]')).to_have_count(1)


def test_without_javascript_each_turn_lands_on_the_newest_message(no_js, live_server):
    page = no_js
    page.goto(live_server + "/chat")
    for what in ["[First time]", "20785", "yeah", "blorp", "talk to a person"]:
        if what.startswith("["):
            page.locator("#chat-quick button", has_text=what[1:-1]).click()
        else:
            page.locator("#chat-message").fill(what)
            page.locator("#chat-message").press("Enter")
        page.wait_for_load_state()
        assert page.evaluate("location.hash") == "#chat-latest"
        box = page.locator("#chat-latest").bounding_box()
        assert 0 <= box["y"] < page.viewport_size["height"] / 2, box
    expect(page.locator('#chat-latest a[href="tel:4107673300"]')).to_have_count(1)


def test_the_form_and_the_chat_link_to_each_other(page, live_server):
    page.goto(live_server + "/?lang=es")
    page.get_by_role("link", name="Chatea con el asistente").click()
    expect(page).to_have_url(live_server + "/chat?lang=es")
    page.get_by_role("link", name="¿Prefieres un formulario?").click()
    expect(page.locator("#start")).to_be_visible()


def test_without_javascript_the_back_button_shows_the_turn_before_without_resubmitting(no_js, live_server):
    page = no_js
    page.goto(live_server + "/chat")
    page.locator("#chat-quick button", has_text="First time").click()
    page.wait_for_load_state()
    for what in ("none", "maryland high school"):
        page.locator("#chat-message").fill(what)
        page.locator("#chat-message").press("Enter")
        page.wait_for_load_state()
    # POST-redirect-GET: each turn is a page of its own address (the state in it), landing on the newest message
    assert "/chat?s=" in page.url and page.url.endswith("#chat-latest")
    expect(bot_said(page).last).to_contain_text("ZIP code")
    response = page.go_back()  # no "Confirm form resubmission", no ERR_CACHE_MISS
    assert response is None or response.status == 200
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").last).to_have_text("none")
    expect(bot_said(page).last).to_contain_text("high school")
    page.go_forward()
    expect(bot_said(page).last).to_contain_text("ZIP code")
    page.locator("#chat-message").fill("21044")  # the conversation goes on from there
    page.locator("#chat-message").press("Enter")
    expect(bot_said(page).last).to_contain_text("Howard County")
    assert page.context.cookies() == []


def test_with_javascript_reload_and_back_then_forward_keep_the_conversation(page, live_server):
    """Found trying to break the chat: with JavaScript on the address stayed /chat, so a reload
    (or Back to the start page and Forward again) showed a new conversation, everything typed lost.
    (fix52d: Back now takes back the last answer, the chat page kept: tests/e2e/test_fix52d_pages.py)"""
    page.goto(live_server + "/?lang=es")
    page.goto(live_server + "/chat?lang=es")
    page.evaluate("window.sameDocument = true")
    say(page, "[Primera vez]")
    say(page, "ninguno")
    assert page.evaluate("window.sameDocument") is True  # the turns were sent by chat.js, in place
    assert "s=" in page.url and "lang=es" in page.url
    expect(bot_said(page).last).to_contain_text("escuela secundaria")
    page.reload()
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").last).to_have_text("ninguno")
    expect(bot_said(page).last).to_contain_text("escuela secundaria")
    # (fix52d) each answer an entry of its own: Back takes back the last answer (it left the chat before)
    page.go_back()
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text")).to_have_count(1)
    page.go_forward()
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").last).to_have_text("ninguno")
    say(page, "[Una escuela secundaria (high school) de Maryland]")  # and it goes on from there
    expect(bot_said(page).last).to_contain_text("ZIP")
    assert page.context.cookies() == []


def hold_the_next_answer(page) -> list:
    """Hold back the next chat request (appended to the list returned, for the test to let go
    with ``continue_()`` or answer itself); later ones go through."""
    held = []

    def route(r):
        if held:
            r.continue_()
        else:
            held.append(r)
    page.route("**/api/v1/chat*", route)
    return held


def user_said(page):
    """Return the student's messages in the log."""
    return page.locator("#chat-log .chat-msg--user .chat-msg__text")


def test_while_an_answer_is_on_its_way_the_page_says_so_and_sends_what_is_typed_next(page, live_server, axe_check):
    """A newcomer's finding: Enter while a reply was pending did nothing and nothing said why.
    A status line says an answer is on its way. A second finding: a message typed right after
    tapping a quick reply was lost. Now it waits in the log, marked as waiting, and is sent once
    the answer is here (it was kept in the box and not sent: the student had to send it again)."""
    page.goto(live_server + "/chat?lang=es")
    held = hold_the_next_answer(page)
    page.locator("#chat-quick button", has_text="Primera vez").first.click()
    expect(page.locator("#chat-status")).to_have_text("Enviando… tu próximo mensaje puede salir cuando llegue la respuesta.")
    page.locator("#chat-message").fill("ninguno")
    page.locator("#chat-message").press("Enter")  # not sent yet, not lost: it waits its turn
    expect(page.locator("#chat-message")).to_have_value("")
    expect(user_said(page)).to_have_text(["Primera vez", "ninguno"])
    waiting = page.locator("#chat-log .chat-msg--waiting")
    expect(waiting).to_have_count(1)
    expect(waiting).to_contain_text("En espera: se envía cuando llegue la respuesta.")
    axe_check(page, "with a message waiting")
    fits_the_phone(page)
    assert len(held) == 1
    held[0].continue_()
    expect(bot_said(page)).to_have_count(3)  # the greeting, the answer to each message
    expect(page.locator("#chat-status")).to_have_text("")
    expect(waiting).to_have_count(0)
    roles = page.locator("#chat-log .chat-msg").evaluate_all("els => els.map(e => e.className)")
    assert roles == ["chat-msg chat-msg--" + r for r in ("bot", "user", "bot", "user", "bot")], roles  # in order
    expect(bot_said(page).last).to_contain_text("escuela secundaria")  # "ninguno" answered the degree question
    expect(page.locator("#chat-message")).to_be_focused()


def test_a_message_typed_right_after_a_quick_reply_is_answered_in_order(page, live_server):
    """The finding itself, at a student's speed: tap a quick reply, at once type and send; both
    are answered, in order, and nothing typed is lost; then the conversation goes on."""
    page.goto(live_server + "/chat")
    page.locator("#chat-quick button", has_text="First time").first.click()
    page.locator("#chat-message").press_sequentially("none", delay=0)
    page.locator("#chat-message").press("Enter")
    expect(bot_said(page)).to_have_count(3)
    expect(user_said(page)).to_have_text(["First time", "none"])
    expect(bot_said(page).nth(1)).to_contain_text("degree")  # the answer to "First time": the degree question
    expect(bot_said(page).last).to_contain_text("high school")  # the answer to "none"
    expect(page.locator("#chat-log .chat-msg--waiting")).to_have_count(0)
    say(page, "[A high school in Maryland]")
    expect(bot_said(page).last).to_contain_text("ZIP code")


def test_what_is_typed_while_an_answer_comes_stays_in_the_box(page, live_server):
    """Typed after sending, not sent yet: the answer arriving doesn't clear it."""
    page.goto(live_server + "/chat")
    say(page, "[First time]")
    held = hold_the_next_answer(page)
    page.locator("#chat-message").fill("none")
    page.locator("#chat-message").press("Enter")
    expect(page.locator("#chat-status")).not_to_have_text("")
    page.locator("#chat-message").press_sequentially("a Maryland hi")  # typing on, not sent
    held[0].continue_()
    expect(bot_said(page)).to_have_count(3)
    expect(page.locator("#chat-status")).to_have_text("")
    expect(page.locator("#chat-message")).to_have_value("a Maryland hi")
    expect(page.locator("#chat-message")).to_be_focused()


def test_messages_that_cant_be_sent_go_back_in_the_box(page, live_server):
    """The answer fails (the network, a server error): the message that went and the one
    waiting behind it are put back in the box, to send again; nothing typed is lost."""
    page.goto(live_server + "/chat")
    say(page, "[First time]")
    held = hold_the_next_answer(page)
    page.locator("#chat-message").fill("none")
    page.locator("#chat-message").press("Enter")
    page.locator("#chat-message").fill("21044")
    page.locator("#chat-message").press("Enter")
    expect(page.locator("#chat-log .chat-msg--waiting")).to_have_count(1)
    held[0].fulfill(status=500, body="")
    expect(page.locator("#chat-log .chat-msg--error")).to_have_text(["The screener said: Sorry, something went wrong. Please try again."])
    expect(page.locator("#chat-log .chat-msg--waiting")).to_have_count(0)
    expect(page.locator("#chat-message")).to_have_value("none 21044")
    assert len(held) == 1
    page.locator("#chat-message").press("Enter")  # sent again, together
    expect(bot_said(page)).to_have_count(3)
    expect(page.locator("#chat-message")).to_have_value("")


def test_on_a_phone_quick_replies_out_of_view_are_said_to_be_there(page, live_server):
    """The quick replies' panel holds about two rows; on a 360 px phone the high school's five
    long choices overflow it, and a line under it says more answers are below until the list is
    scrolled to its end (a newcomer's finding: nothing showed that the strip scrolls)."""
    page.goto(live_server + "/chat")
    more = page.locator("#chat-quick-more")
    expect(more).to_be_hidden()  # the first question's two choices fit
    say(page, "[First time]")
    say(page, "[None yet]")  # the high-school question: five long choices
    panel = page.locator("#chat-quick")
    assert panel.evaluate("el => el.scrollHeight > el.clientHeight"), "the choices should overflow the panel"
    expect(more).to_be_visible()
    expect(more).to_have_text("More answers below: scroll the list.")
    panel.evaluate("el => { el.scrollTop = el.scrollHeight; }")
    expect(more).to_be_hidden()
    _clear_of_controls(page)
    page.locator(".chat-lang button[lang=es]").click()  # the page is drawn again, in Spanish
    expect(page.locator("#chat-quick-more")).to_have_text("Hay más respuestas abajo: desplaza la lista.")


def test_typing_after_a_quick_reply_goes_to_the_text_box(page, live_server):
    """A newcomer's finding: after a quick reply with the keyboard, the focus was on the next
    quick reply, so typing "I have a bachelors" pressed "None yet" with its first space. Now a
    letter typed there moves to the text box, and nothing is sent until Enter."""
    page.goto(live_server + "/chat")
    first = page.locator("#chat-quick button", has_text="First time").first
    first.focus()
    before = bot_said(page).count()
    page.keyboard.press("Enter")
    expect(bot_said(page)).to_have_count(before + 1)
    expect(page.locator("#chat-quick button").first).to_be_focused()  # the next choices, for the keyboard
    page.keyboard.type("I have a bachelors")
    expect(page.locator("#chat-message")).to_have_value("I have a bachelors")
    expect(bot_said(page)).to_have_count(before + 1)  # nothing pressed, nothing sent


def test_the_result_is_shown_from_its_first_line_after_a_quick_reply(page, live_server):
    """A newcomer's finding: finishing with a quick reply left the result's first line 320 px
    above the screen (the focus moved to a button and scrolled)."""
    page.goto(live_server + "/chat")
    for what in CONVERSATION:
        say(page, what)
    result = bot_said(page).last
    expect(result).to_contain_text("likely eligible")
    box = result.bounding_box()
    assert box["y"] >= -2, box


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
def test_a_reload_of_a_long_chat_drops_no_message_silently(page, no_js, live_server, js):
    """A newcomer's finding: a reload of a long chat showed fewer earlier messages than before.
    After a reload the page shows the newest turn and every message kept; when earlier ones were
    dropped (the state keeps the last 12 turns), a line above the conversation says so."""
    page = page if js else no_js
    page.goto(live_server + "/chat")
    letters = random.Random(8)
    story = " ".join("".join(letters.choices("abcdefghijklmnopqrstuvwxyz", k=6)) for _ in range(280))  # a long message
    for what in ["[First time]", "none", story, "a high school in Maryland", "21044", story[::-1], "yes", "June 2027",
                 "what's the income limit?", "associate's degree", "12", "3.2", story.upper(), "two parents"]:
        if js:
            say(page, what)
        else:
            if what.startswith("["):
                page.locator("#chat-quick button", has_text=what[1:-1]).first.click()
            else:
                page.locator("#chat-message").fill(what)
                page.locator("#chat-message").press("Enter")
            page.wait_for_load_state()
    before_user = user_said(page).all_inner_texts()
    before_last = bot_said(page).last.inner_text()
    page.reload()
    after_user = user_said(page).all_inner_texts()
    expect(bot_said(page).last).to_have_text(before_last)  # the question kept
    assert after_user == before_user[len(before_user) - len(after_user):]  # the newest messages, in order
    earlier = page.locator(".chat-earlier")
    if len(after_user) < 14:
        expect(earlier).to_have_text("Only the latest messages are shown here; earlier ones aren't kept.")
        assert earlier.evaluate("e => e.compareDocumentPosition(document.getElementById('chat-log')) & Node.DOCUMENT_POSITION_FOLLOWING")
    else:
        expect(earlier).to_have_count(0)
    assert len(after_user) >= 12 - 2  # the last turns, but for long ones dropped to fit the address


def test_switching_the_language_keeps_what_is_typed_in_the_box(page, live_server):
    """A newcomer's finding: a message typed, then "Español" tapped, came back as an empty box.
    The switch now brings it back, unsent, in the page in the other language."""
    page.goto(live_server + "/chat")
    say(page, "[First time]")
    page.locator("#chat-message").fill("mi mamá gana 40 mil")
    page.locator(".chat-lang button[lang=es]").click()
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("#chat-message")).to_have_value("mi mamá gana 40 mil")
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text")).to_have_text(["First time"])  # nothing sent
    page.get_by_role("button", name="Enviar").click()
    expect(page.locator("#chat-log .chat-msg--user .chat-msg__text").last).to_have_text("mi mamá gana 40 mil")
