"""The browser's own Back button with JavaScript off, as a student's Chrome behaves.

Playwright starts Chromium with ``--disable-back-forward-cache``; a student's Chrome keeps the
back-forward cache on, and it restores a question page exactly as the student left it, with
what was typed, even though every page is sent ``Cache-Control: no-store`` (kept: no answer is
written to the browser's disk cache). These tests drop that one default flag so they see what a
student sees (a newcomer's finding, reproduced under Playwright's default, was a page asked
again from its old address: a blank income box, or the income from before a change).
"""
import pytest

from helpers import APPLICANT
from helpers import answer
from helpers import answer_all
from helpers import browser_back
from helpers import fill
from helpers import press_continue
from helpers import question_id


@pytest.fixture
def students_chrome(browser_type, browser_type_launch_args, browser_context_args):
    """A JavaScript-off phone page in Chromium with its back-forward cache on, as shipped."""
    browser = browser_type.launch(**browser_type_launch_args, ignore_default_args=["--disable-back-forward-cache"])
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    yield context.new_page()
    context.close()
    browser.close()


def income_box(page) -> str:
    return page.locator('#question-form input[name="agi"]').input_value()


def test_back_shows_what_was_typed_and_after_a_change_the_new_value(students_chrome, live_server):
    page = students_chrome
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    headers = {}
    page.on("response", lambda r: headers.update({r.url.split("?")[0]: r.headers.get("cache-control")}))
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="agi")
    answer(page, APPLICANT)  # the income, $85,000
    browser_back(page, requests)
    assert question_id(page) == "agi" and income_box(page) == "$85,000"  # not a blank box
    assert not [u for u in requests if "/question/" in u]  # the page as left: nothing asked of the server
    fill(page, {"agi": "95000"})
    press_continue(page)
    browser_back(page, requests)
    assert income_box(page) == "95000"
    page.go_forward(wait_until="commit")
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT)
    page.locator("#change-agi").click()
    page.locator("#question-form").wait_for()
    fill(page, {"agi": "105000"})
    press_continue(page)
    assert "$105,000" in page.locator(".summary-list").inner_text()
    browser_back(page, requests)
    assert question_id(page) == "agi" and income_box(page) == "105000"  # not the $95,000 of before the change
    assert headers[f"{live_server}/question/agi"] == "no-store"
