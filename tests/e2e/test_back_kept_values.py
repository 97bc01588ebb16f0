"""The browser's own Back button with JavaScript off, when the browser asks the page again from
its old address (Playwright's default ``--disable-back-forward-cache``; a page evicted from the
back-forward cache; a browser that keeps no ``no-store`` page): the old address's answers token
is from before the answer, so only the browser's own form restoring can show what was typed.
``autocomplete="off"`` stops it, and the GPA and credits boxes came back blank (a newcomer's
finding). Amounts of money stay ``off``: a shared computer keeps no income in its autofill."""
from helpers import APPLICANT
from helpers import answer
from helpers import answer_all
from helpers import browser_back
from helpers import question_id
from helpers import token



def box(page, name: str) -> str:
    return page.locator(f'#question-form input[name="{name}"]').input_value()


def test_back_without_javascript_shows_the_gpa_and_credits_typed(no_js, live_server):
    page, requests = no_js, []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(f"{live_server}/")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="program")
    assert answer(page, {**APPLICANT, "credits_per_semester": "9"}) == "program"
    assert answer(page, {**APPLICANT, "hs_gpa": "3.45"}) == "hs_gpa"
    assert question_id(page) == "household"

    browser_back(page, requests)
    assert [u for u in requests if "/question/hs_gpa" in u]  # asked again from its old address
    assert question_id(page) == "hs_gpa" and box(page, "hs_gpa") == "3.45"  # not a blank box
    browser_back(page, requests)
    assert question_id(page) == "program" and box(page, "credits_per_semester") == "9"


def test_money_boxes_stay_out_of_autofill_the_others_may_be_restored(no_js, live_server):
    page = no_js
    t = token({"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
               "zip": "21044", "in_state_tuition": "yes", "program": "associate", "credits_per_semester": 12,
               "enrolled_at_md_community_college": False, "hs_gpa": 3.2, "household": "two_parent", "household_size": 4})
    page.goto(f"{live_server}/question/agi?t={t}")
    assert page.locator('#question-form input[name="agi"]').get_attribute("autocomplete") == "off"
    page.goto(f"{live_server}/question/hs_gpa?t={t}")
    assert page.locator('#question-form input[name="hs_gpa"]').get_attribute("autocomplete") is None
