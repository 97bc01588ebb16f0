"""The one-line embed on a college's page, on a 360 px phone, in both languages.

A host page on another origin (127.0.0.2, a site of its own) pastes the one line
``<script src=".../embed.js" data-college="wor-wic" data-lang=… data-mode=… async></script>``,
in a browser that blocks third-party cookies. The student finishes the form and the chat to a
result inside the frame. The frame fits its content as it grows and shrinks, each new page is
brought into view on the host (the verdict after "See your result"; in the chat, the newest
message and the input), the host's history does not grow, nothing is logged as an error (no
CSP violation), no cookie exists, and axe finds nothing inside the frame.
"""
import re
import threading
import time
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import CHROMIUM
from conftest import PHONE
from helpers import answer_all
from helpers import fits_the_phone
from helpers import question_id
from helpers import wait_until
from test_chat_page import CONVERSATION

HOST_IP = "127.0.0.2"
FRAME = "iframe[data-md-promise-screener]"
# A Wicomico County student (Salisbury) who will study at Wor-Wic, by form field.
WOR_WIC_STUDENT = {
    "applicant_type": "new", "zip": "21801", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date-month": "6", "hs_completion_date-year": "2027", "college": "wor-wic",
    "program": "associate", "credits_per_semester": "12", "enrolled_at_md_community_college": "false",
    "hs_gpa": "3.2", "household": "two_parent", "agi": "$85,000", "aid_application": "fafsa",
    "full_cost_scholarship": "false", "prior_degree": "none", "household_size": "4", "tuition": "", "grant_aid": "",
    "birth_year": "",  # the optional other-aid page: grants don't cover this student's tuition
}
SPANISH_CHAT = [
    "primera vez", "ninguno", "escuela secundaria en Maryland", "21044", "sí", "junio de 2027", "título de asociado",
    "doce", "3,4", "sí", "mis dos padres", "cuatro", "cuarenta y cinco mil", "sí", "la fafsa", "no",
]
HEADER = {"en": "Wor-Wic Community College · Promise Scholarship check",
          "es": "Wor-Wic Community College · Revisión de la Beca Promise"}


@pytest.fixture(scope="module")
def college_page(live_server):
    """Serve, on 127.0.0.2, a college page with the one-line snippet; yield its URL.
    ``?lang=`` and ``?mode=`` fill the snippet's data-lang and data-mode."""
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server API
            q = parse_qs(urlsplit(self.path).query)
            lang, mode = q.get("lang", ["en"])[0], q.get("mode", ["form"])[0]
            filler = "<p>Wor-Wic Community College helps you pay for college.</p>" * 12
            snippet = (f'<script src="{live_server}/embed.js" data-college="wor-wic" data-lang="{lang}" data-mode="{mode}" async></script>'
                       if "plain" not in q else
                       f'<iframe id="plain" src="{live_server}/embed?college=wor-wic&amp;lang={lang}&amp;mode={mode}" '
                       'title="Maryland Promise Scholarship check" loading="lazy" style="width:100%;height:700px;border:0"></iframe>')
            body = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paying for college</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0 12px"><main><h1>Paying for college</h1>{filler}
{snippet}
{filler}</main></body></html>""".encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer((HOST_IP, 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://{HOST_IP}:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def cookieless(playwright, browser_type_launch_args):
    """A Chromium that blocks third-party cookies, as more and more browsers do."""
    args = browser_type_launch_args.get("args", []) + ["--test-third-party-cookie-phaseout"]
    browser = playwright.chromium.launch(**{**browser_type_launch_args, "executable_path": CHROMIUM, "args": args})
    yield browser
    browser.close()


@pytest.fixture
def phone(cookieless):
    """A 360 px phone page; ``page.errors`` collects console errors and uncaught exceptions."""
    context = cookieless.new_context(**PHONE, locale="en-US")
    page = context.new_page()
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    context.close()


def the_frame(page):
    frame = page.locator(FRAME).element_handle().content_frame()
    assert frame is not None
    return frame


def frame_height(page) -> int:
    return round(page.locator(FRAME).bounding_box()["height"])


def fitted(page, frame, timeout: float = 10) -> int:
    """Wait until the iframe is as tall as its page; return that height."""
    deadline = time.monotonic() + timeout
    while True:
        inner = frame.evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)")
        outer = page.evaluate(f"document.querySelector('{FRAME}').style.height")
        if outer == f"{inner}px":
            return inner
        assert time.monotonic() < deadline, f"iframe is {outer}, its page {inner}px"
        time.sleep(0.02)


def in_view(page, locator, why: str = "", timeout: float = 5) -> None:
    """Wait until ``locator`` (inside the frame) is wholly on the phone's screen."""
    height = page.viewport_size["height"]
    deadline = time.monotonic() + timeout
    while True:
        box = locator.bounding_box()
        if box and box["y"] >= -1 and box["y"] + box["height"] <= height + 1:
            return
        assert time.monotonic() < deadline, f"{why}: not on screen: {box}, screen height {height}"
        time.sleep(0.02)


def at_top(page, locator, why: str, timeout: float = 5) -> None:
    """Wait until ``locator``'s top edge is on the phone's screen (in its upper third)."""
    deadline = time.monotonic() + timeout
    while True:
        box = locator.bounding_box()
        if box and -1 <= box["y"] <= page.viewport_size["height"] / 3:
            return
        assert time.monotonic() < deadline, f"{why}: its top is not on screen: {box}"
        time.sleep(0.02)


def the_host_is_clean(page, frame, entries: int, axe_check, where: str) -> None:
    assert page.evaluate("history.length") == entries, "the host page's history grew"
    assert page.context.cookies() == [] and frame.evaluate("document.cookie") == ""
    assert not page.errors, page.errors
    axe_check(frame, where)
    fits_the_phone(frame)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_student_finishes_the_form_inside_the_colleges_page(phone, college_page, live_server, axe_check, lang):
    page = phone
    page.goto(f"{college_page}/?lang={lang}&mode=form")
    iframe = page.locator(FRAME)
    assert iframe.get_attribute("loading") == "lazy"
    expect(iframe).to_have_attribute("title", "Maryland Promise Scholarship check" if lang == "en"
                                     else "Revisión de la Beca Promise de Maryland")
    iframe.scroll_into_view_if_needed()
    frame = the_frame(page)
    expect(frame.locator("#site-name")).to_have_text(HEADER[lang])
    assert frame.evaluate("document.documentElement.lang") == lang
    # Third-party cookies are blocked here: the frame can't even ask for its storage.
    assert frame.evaluate("document.hasStorageAccess()") is False
    entries = page.evaluate("history.length")
    heights = [fitted(page, frame)]
    assert heights[0] != 640  # the loader's first guess, replaced by the page's own height
    frame.locator("#start").click()
    wait_until(frame, "() => !!document.querySelector('#question-form')")
    heights.append(fitted(page, frame))
    in_view(page, frame.locator("#page-heading"))  # a new page: its top is on screen

    def each(f):
        heights.append(fitted(page, f))
        if question_id(f) == "college":  # preset: the college question starts on Wor-Wic
            expect(f.locator('input[name="college"][value="wor-wic"]')).to_be_checked()
        if question_id(f):
            in_view(page, f.locator("#page-heading"))
        assert page.evaluate("history.length") == entries

    answer_all(frame, WOR_WIC_STUDENT, each=each)
    expect(frame.locator("#see-result")).to_be_visible()
    assert max(heights) > min(heights)
    assert any(b > a for a, b in zip(heights, heights[1:])), f"the frame never grew: {heights}"
    assert any(b < a for a, b in zip(heights, heights[1:])), f"the frame never shrank: {heights}"
    the_host_is_clean(page, frame, entries, axe_check, f"in the frame, Check your answers ({lang})")

    # Audit M6: the student scrolls down the long check page and taps "See your result".
    frame.locator("#see-result").click()
    expect(frame.locator("#result")).to_have_attribute("data-status", "likely_eligible")
    fitted(page, frame)
    in_view(page, frame.locator("#result"))
    college = frame.locator("#college-wor-wic a").first
    assert college.get_attribute("target") == "_blank"
    assert frame.locator("#colleges .college").first.get_attribute("id") == "college-wor-wic"
    reopen = frame.locator("#reopen-link")  # "Save or share my result" leaves the frame
    assert "embed=1" not in reopen.get_attribute("href") and reopen.get_attribute("target") == "_blank"
    the_host_is_clean(page, frame, entries, axe_check, f"in the frame, the result ({lang})")

    # Back to a shorter page: the frame shrinks, and that page's top comes into view.
    tall = fitted(page, frame)
    frame.locator("#check-answers-link").click()
    wait_until(frame, "() => document.readyState === 'complete' && !!document.querySelector('#see-result')")
    assert fitted(page, frame) < tall
    in_view(page, frame.locator("#page-heading"))
    the_host_is_clean(page, frame, entries, axe_check, f"in the frame, back on the check page ({lang})")


def say(frame, what: str) -> None:
    bot = frame.locator("#chat-log .chat-msg--bot")
    before = bot.count()
    if what.startswith("["):
        frame.locator("#chat-quick button", has_text=what[1:-1]).first.click()
    else:
        frame.locator("#chat-message").fill(what)
        frame.locator("#chat-message").press("Enter")
    expect(bot).to_have_count(before + 1, timeout=15_000)  # (a reply on a loaded 2-core machine can pass 5 s)


@pytest.mark.parametrize("lang, conversation, college", [
    ("en", CONVERSATION, "Howard Community College"),
    ("es", SPANISH_CHAT, "Howard Community College"),
])
def test_a_student_chats_to_a_result_inside_the_colleges_page(phone, college_page, axe_check, lang, conversation, college):
    page = phone
    page.goto(f"{college_page}/?lang={lang}&mode=chat")
    page.locator(FRAME).scroll_into_view_if_needed()
    frame = the_frame(page)
    expect(frame.locator("#site-name")).to_have_text(HEADER[lang])
    expect(frame.locator("#chat-log .chat-msg--bot")).to_have_count(1)
    # The chat's script has run (deferred scripts run before 'complete'): a message sent sooner
    # goes the no-JavaScript way, a whole page, which adds a history entry (CI met that once).
    wait_until(frame, "() => document.readyState === 'complete'")
    assert frame.evaluate("document.hasStorageAccess()") is False
    entries = page.evaluate("history.length")
    heights = [fitted(page, frame)]
    long_replies = []
    for what in conversation:
        say(frame, what)
        heights.append(fitted(page, frame))
        # Audit minor 15: the newest message and the input stay on the phone's screen; a reply
        # too long to fit with them (the result) shows from its first line, the input just below.
        newest = frame.locator("#chat-log .chat-msg").last
        controls = frame.locator(".chat-controls").bounding_box()
        region = controls["y"] + controls["height"] - newest.bounding_box()["y"]
        if region <= page.viewport_size["height"]:
            in_view(page, frame.locator("#chat-message"), f"the input after {what!r}")
            in_view(page, newest, f"the reply to {what!r}")
        else:
            long_replies.append(what)
            at_top(page, newest, f"the reply to {what!r}")
        assert page.evaluate("history.length") == entries
    assert long_replies == conversation[-1:], long_replies  # only the result is longer than the screen
    expect(frame.locator("#chat-log .chat-msg--bot").last).to_contain_text(college)
    assert heights[-1] > heights[0], heights
    the_host_is_clean(page, frame, entries, axe_check, f"in the frame, the chat's result ({lang})")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_kit_page_builds_the_line_and_previews_it(page, live_server, axe_check, lang):
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{live_server}/embed?lang={lang}")
    preview = page.locator("#preview iframe[data-md-promise-screener]")  # the real loader, not a copy
    expect(preview).to_have_count(1)
    page.locator("#college").select_option("wor-wic")
    page.locator('label[for="mode-2"]').click()  # chat
    page.locator('label[for="snippet-lang-2"]').click()  # Spanish
    snippet = page.locator("#snippet")
    expect(snippet).to_have_value(re.compile(
        r'^<script src="http://127\.0\.0\.1:\d+/embed\.js" data-college="wor-wic" data-lang="es" data-mode="chat" async>'
        r'</script><noscript><a href="http://127\.0\.0\.1:\d+/chat\?preset=wor-wic&amp;lang=es" target="_blank" '
        r'rel="noopener">Chatea sobre la Beca Promise \(se abre en una pestaña nueva\)</a></noscript>$'))
    expect(preview).to_have_attribute("src", re.compile(r"/embed\?college=wor-wic&lang=es&mode=chat$"))
    expect(page.locator("#iframe-url")).to_have_text(re.compile(r"^http://127\.0\.0\.1:\d+/embed\?college=wor-wic&lang=es&mode=chat$"))
    frame = preview.element_handle().content_frame()
    expect(frame.locator("#site-name")).to_have_text(HEADER["es"])
    fitted_in(page, frame)
    axe_check(page, f"on the kit page ({lang})")
    fits_the_phone(page)
    assert not errors, errors


def fitted_in(page, frame, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while True:
        inner = frame.evaluate("Math.ceil(document.documentElement.getBoundingClientRect().height)")
        outer = page.evaluate("document.querySelector('#preview iframe').style.height")
        if outer == f"{inner}px":
            return
        assert time.monotonic() < deadline, f"preview is {outer}, its page {inner}px"
        time.sleep(0.02)


def test_the_kit_page_works_without_javascript(browser, browser_context_args, live_server):
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server}/embed")
    page.locator("#college").select_option("howard")
    page.locator('label[for="mode-2"]').click()
    page.locator("#update").click()
    expect(page.locator("#snippet")).to_have_value(re.compile(r'data-college="howard" data-lang="en" data-mode="chat"'))
    expect(page.locator("#preview-frame")).to_have_attribute("src", "/embed?college=howard&lang=en&mode=chat")
    assert "kit=1" in page.url and "college=howard" in page.url
    context.close()


def test_a_plain_iframe_of_embed_works_too(phone, college_page):
    page = phone
    page.goto(f"{college_page}/?lang=es&mode=chat&plain=1")
    page.locator("#plain").scroll_into_view_if_needed()
    frame = page.locator("#plain").element_handle().content_frame()
    expect(frame.locator("#site-name")).to_have_text(HEADER["es"])
    expect(frame.locator("#chat-log .chat-msg--bot")).to_have_count(1)
    assert frame.evaluate("document.documentElement.lang") == "es" and "embed=1" in frame.url
    assert not page.errors, page.errors
