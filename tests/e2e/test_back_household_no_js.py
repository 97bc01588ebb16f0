"""JavaScript off: back to the household page and another household (a newcomer's finding).

The browser's own Back brings the household page back with its old answers token, from before
the pages answered after it: another household there loses those answers, and no page can learn
them without a cookie, a server session or a script. The page's own Back link keeps them, and
each question page says so to a browser without JavaScript."""
import pytest

from helpers import APPLICANT
from helpers import answer_all
from helpers import fill
from helpers import press_continue
from helpers import question_id



def test_the_back_link_to_the_household_keeps_the_later_answers_after_a_change(no_js, live_server):
    page = no_js
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT)
    assert "/check" in page.url
    page.locator("#back-link").click()
    page.wait_for_load_state()
    while question_id(page) != "household":
        assert page.locator("#back-hint").count() == 1  # the note, in <noscript>, shown without JavaScript
        assert "“Back” link above" in page.locator("#back-hint").inner_text()
        page.locator("#back-link").click()
        page.wait_for_load_state()
    fill(page, {**APPLICANT, "household": "single_parent", "household_size": "3"})
    press_continue(page)
    assert "/check" in page.url  # no empty income page: every later answer kept
    summary = page.locator(".summary-list").inner_text()
    assert "$85,000" in summary and "I live with one parent" in summary


@pytest.mark.parametrize("lang,typed", [("en", "3.45"), ("es", "3,45")])
def test_the_back_button_keeps_a_gpa_typed_and_not_sent(no_js, live_server, lang, typed):
    """fix42f: Back is a submit button of the question's form: the GPA typed, not sent, comes
    back when the student goes forward again (it was lost: Back was a link)."""
    page = no_js
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="hs_gpa")
    page.locator('#question-form input[name="hs_gpa"]').fill(typed)
    page.locator("#back-link").click()
    page.wait_for_load_state()
    assert question_id(page) == "program"
    press_continue(page)
    assert question_id(page) == "hs_gpa"
    assert page.locator('#question-form input[name="hs_gpa"]').input_value() == typed
    assert page.locator("#error-summary").count() == 0
