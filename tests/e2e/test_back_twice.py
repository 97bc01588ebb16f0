"""The web questionnaire's Back link tapped twice quickly goes back one page, not two (a
newcomer's finding: the second tap of a double tap landed on the page the first one brought, two
questions back, or mid-load on the header's link to the start page). With JavaScript, htmx loads
the page and app.js drops a second tap within half a second; without it, Back is a plain link
and still works (a double click's two clicks both fall on the page left). Back is a submit button
of the question's form (fix42f): when htmx's request fails, the plain submit still goes back."""
import time

import pytest

from helpers import APPLICANT
from helpers import answer_all
from helpers import question_id


@pytest.fixture(params=[True, False], ids=["js", "no-js"])
def phone(request, browser, browser_context_args):
    context = browser.new_context(**browser_context_args, java_script_enabled=request.param)
    yield context.new_page()
    context.close()


def settled(page, timeout: float = 5) -> str:
    """Return the question the page asks once it stays the same for a moment (every load over)."""
    deadline, last, since = time.monotonic() + timeout, None, time.monotonic()
    while time.monotonic() < deadline:
        try:
            now = question_id(page)
        except Exception:  # noqa: BLE001 - the page is being replaced
            now = None
        if now != last:
            last, since = now, time.monotonic()
        elif now and time.monotonic() - since > 0.6:
            return now
        time.sleep(0.02)
    return last


def test_a_double_tap_on_back_goes_back_one_page(phone, live_server):
    page = phone
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    asked = answer_all(page, APPLICANT, until="household")
    assert asked[-2:] == ["program", "hs_gpa"]
    page.locator("#back-link").dblclick()
    assert settled(page) == "hs_gpa"


def test_two_taps_with_the_page_between_them_go_back_twice(phone, live_server):
    """Two taps a person means (the second once the page it brought is shown) go back two pages."""
    page = phone
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="household")
    page.locator("#back-link").click()
    assert settled(page) == "hs_gpa"
    page.locator("#back-link").click()
    assert settled(page) == "program"


@pytest.fixture
def js_phone(browser, browser_context_args):
    context = browser.new_context(**browser_context_args)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("gap", [0.02, 0.05, 0.15, 0.3])
def test_a_second_tap_on_the_page_the_first_brought_is_dropped(js_phone, live_server, gap):
    """Reproduced before the fix: 50 ms apart, the second tap went back to "program" (or, mid-load,
    to the start page through the header's link)."""
    page = js_phone
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="household")
    box = page.locator("#back-link").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.click(x, y)
    time.sleep(gap)
    page.mouse.click(x, y)
    assert settled(page) == "hs_gpa"
    page.locator("#continue").click()  # the page came by htmx: it goes on with every answer kept
    assert settled(page) == "household"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_still_goes_back_when_the_htmx_request_fails(browser, browser_context_args, live_server, lang):
    """fix42f: htmx's Back request answered 500: app.js submits the form the plain way, and the
    Back button pressed goes with it (it was dropped, so the page was answered, as Continue)."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    page.route("**/question/hs_gpa", lambda route: route.fulfill(status=500, body="")
               if route.request.headers.get("hx-request") else route.continue_())
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="hs_gpa")
    page.locator('#question-form input[name="hs_gpa"]').fill("3.5")
    page.locator("#back-link").click()
    assert settled(page) == "program"
    context.close()


def test_enter_in_a_box_goes_on_never_back(phone, live_server):
    """fix42f: the Back button (a submit button of the form, before it on the page) must not be
    the form's default button: Enter in a box goes on, as Continue does."""
    page = phone
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="hs_gpa")
    page.locator('#question-form input[name="hs_gpa"]').fill("3.5")
    page.locator('#question-form input[name="hs_gpa"]').press("Enter")
    assert settled(page) == "household"
