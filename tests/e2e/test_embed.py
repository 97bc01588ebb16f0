"""The screener inside another site's iframe (``?embed=1``), used by a person on a phone.

It must work with no cookie at all (browsers block third-party cookies), size its iframe
through postMessage, leave the host page's history alone (no entry at all: every link and
question step inside the frame replaces the frame's entry), and be allowed in a frame by its
CSP — only by the sites listed when the list is set.
"""
import html
import threading
import time
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from helpers import APPLICANT
from helpers import answer
from helpers import answer_all
from helpers import fits_the_phone
from helpers import foreign
from helpers import press_continue
from helpers import question_id
from helpers import record_requests
from helpers import wait_until
from screener import create_app

ROOT = Path(__file__).resolve().parents[2]
FRAME_HEIGHT = "() => document.getElementById('screener').style.height"


def screener_frame(page):
    """Return the iframe's frame (it keeps its identity across the iframe's page loads)."""
    frame = page.locator("#screener").element_handle().content_frame()
    assert frame is not None
    return frame


def height_follows(page, frame, timeout: float = 10) -> None:
    """Wait until the host has sized the iframe to the screener page's height (embed.js posts it)."""
    deadline = time.monotonic() + timeout
    while True:
        # (mid-navigation the frame may have no document element yet: try again)
        inner = frame.evaluate("document.documentElement ? Math.ceil(document.documentElement.getBoundingClientRect().height) : -1")
        outer = page.evaluate(FRAME_HEIGHT)
        if outer == f"{inner}px":
            return
        assert time.monotonic() < deadline, f"iframe is {outer}, its page {inner}px"
        time.sleep(0.02)


def test_the_screener_works_inside_another_sites_page(page, context, other_origin, live_server):
    responses = []
    page.on("response", lambda r: responses.append(r))
    requests = record_requests(page)
    page.goto(other_origin)
    frame = screener_frame(page)
    expect(frame.locator("h1")).to_contain_text("Check if you can get")
    expect(frame.locator(".site-header")).to_have_count(0)
    assert frame.evaluate("document.body.classList.contains('embedded')")

    # The CSP lets any site frame it (EMBED_ALLOWED_ORIGINS is set to "*" for the tests; the
    # default is the colleges' own sites, tests/test_embed_kit.py).
    start = next(r for r in responses if r.url.startswith(live_server + "/?embed=1"))
    assert "frame-ancestors *" in start.all_headers()["content-security-policy"]

    # The host page sizes the iframe from the height the screener posts.
    wait_until(page, f"() => ({FRAME_HEIGHT})() !== '900px'")
    height_follows(page, frame)
    start_height = page.evaluate(FRAME_HEIGHT)

    entries = page.evaluate("history.length")
    frame.get_by_role("button", name="Start now").click()  # a link, followed with location.replace
    expect(frame.locator("#question-form")).to_be_visible()
    height_follows(page, frame)
    assert page.evaluate(FRAME_HEIGHT) != start_height
    assert page.evaluate("history.length") == entries

    heights = set()

    def each(f):
        height_follows(page, f)
        heights.add(page.evaluate(FRAME_HEIGHT))
        assert page.evaluate("history.length") == entries, "embed mode must replace, not push, history"
        if question_id(f):
            assert f.locator('#question-form input[name="embed"]').input_value() == "1"

    asked = answer_all(frame, APPLICANT, each=each)
    assert len(asked) >= 3 and len(heights) >= 3
    expect(frame.locator("h1")).to_have_text("Check your answers")
    assert "embed=1" in frame.url
    frame.get_by_role("button", name="See your result").click()
    expect(frame.locator("h1")).to_contain_text("likely eligible")
    height_follows(page, frame)
    college = frame.locator("#college-howard a").first
    assert college.get_attribute("target") == "_blank"  # leaving the host page is the reader's choice
    expect(college).to_contain_text("opens in a new tab")
    assert page.evaluate("history.length") == entries

    # No cookie anywhere: none set, none stored, none readable in the frame.
    assert context.cookies() == []
    assert frame.evaluate("document.cookie") == ""
    set_cookie = [r.url for r in responses if "set-cookie" in r.all_headers()]
    assert not set_cookie, set_cookie
    assert not [u for u in foreign(requests, live_server) if not u.startswith(other_origin)]


# True once the frame shows a fully loaded page with the element ``css`` (and ``lang``).
_ARRIVED = """([css, lang]) => document.readyState === 'complete' && !!document.querySelector(css)
  && (!lang || document.documentElement.lang === lang)"""


def follow(frame, link: str, css: str, lang: str | None = None) -> None:
    """Click the link ``link`` in the frame and wait for the page with ``css`` to have loaded
    (embed.js listens for clicks only once the page's scripts have run)."""
    frame.locator(link).click()
    wait_until(frame, _ARRIVED, [css, lang])


def test_no_link_in_the_frame_adds_to_the_host_pages_history(page, other_origin):
    page.goto(other_origin)
    frame = screener_frame(page)
    wait_until(frame, _ARRIVED, ["#start", "en"])
    entries = page.evaluate("history.length")

    def unchanged(step: str) -> None:
        assert page.evaluate("history.length") == entries, f"{step} added an entry to the host page's history"

    follow(frame, "#start", "#question-form[data-question=applicant_type]")
    unchanged("Start now")
    answer(frame, APPLICANT)
    answer(frame, APPLICANT)
    unchanged("two questions")
    third = question_id(frame)
    follow(frame, "#lang-es", f"#question-form[data-question={third}]", "es")
    unchanged("the language switch")
    follow(frame, "#back-link", "#question-form[data-question=prior_degree]", "es")  # the knock-outs first (issue #10)
    unchanged("the back link")
    follow(frame, "#lang-en", "#question-form[data-question=prior_degree]", "en")
    unchanged("the language switch back")

    # A link within the page (the skip link) still moves focus, and adds no entry either.
    frame.locator(".skip-link").focus()
    page.keyboard.press("Enter")
    wait_until(frame, "() => document.activeElement.id === 'main-content'")
    unchanged("the skip link")

    answer_all(frame, APPLICANT)
    expect(frame.locator("h1")).to_have_text("Check your answers")
    unchanged("the rest of the questions")
    follow(frame, "#change-zip", "#question-form[data-question=zip]")
    unchanged("a Change link")
    press_continue(frame)
    expect(frame.locator("h1")).to_have_text("Check your answers")
    follow(frame, "#see-result", "#result")
    unchanged("See your result")
    follow(frame, "#start-over", "#start")
    unchanged("Start over")

    # The host's Back button leaves the host page: nothing inside the frame to undo.
    page.go_back()
    assert not page.url.startswith(other_origin)


def serve(server) -> str:
    """Serve ``server`` in a daemon thread; return its port."""
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


@pytest.fixture(scope="module")
def college_sites():
    """Serve a college page that embeds the screener at ``?screener=<url>`` with the
    copy-and-paste snippet (the iframe plus embed-parent.js); yield its port. Chromium
    resolves every ``*.localhost`` name to this machine, so college.localhost and
    elsewhere.localhost are two more sites, not only other ports."""
    snippet = (ROOT / "static/js/embed-parent.js").read_bytes()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server API
            screener = parse_qs(urlsplit(self.path).query).get("screener")
            if self.path == "/embed-parent.js":
                body, kind = snippet, "text/javascript"
            elif not screener:
                self.send_error(404)
                return
            else:
                screener = html.escape(screener[0])
                body, kind = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>College</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/embed-parent.js" defer></script></head><body><main><h1>Paying for college</h1>
<iframe id="screener" data-md-promise-screener title="Maryland Promise Scholarship screener"
 src="{screener}/?embed=1&amp;lang=es" width="100%" height="900" style="border:0"></iframe></main></body></html>""".encode(), "text/html"
            self.send_response(200)
            self.send_header("Content-Type", kind + "; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    yield serve(server)
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def restricted(college_sites):
    """Serve a screener that only the college site may embed; yield its URL."""
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False,
                      "EMBED_ALLOWED_ORIGINS": f"http://college.localhost:{college_sites}"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    yield f"http://127.0.0.1:{serve(server)}"
    server.shutdown()
    server.server_close()


def test_only_the_listed_sites_may_embed_it(page, college_sites, restricted):
    page.goto(f"http://college.localhost:{college_sites}/?screener={restricted}")
    frame = screener_frame(page)
    expect(frame.locator("h1")).to_contain_text("Promise")  # in Spanish, as the snippet asked
    assert frame.evaluate("document.documentElement.lang") == "es"
    # A cross-site iframe, sized by the parent snippet, which checks the message's origin.
    height_follows(page, frame)
    frame.get_by_role("button", name="Empezar ahora").click()
    answer_all(frame, APPLICANT, until="in_state_tuition")
    height_follows(page, frame)
    fits_the_phone(frame)

    page.goto(f"http://elsewhere.localhost:{college_sites}/?screener={restricted}")
    frame = screener_frame(page)
    deadline = time.monotonic() + 5
    while not frame.url.startswith("chrome-error:"):  # Chromium's page for a frame the CSP refused
        assert time.monotonic() < deadline, f"a site not listed must not be able to frame it: {frame.url}"
        time.sleep(0.02)
