"""The UX audit's personas (issue #10) on a 360 px phone, JavaScript on and off, English and
Spanish: each reaches its verdict in the pages the README reports, under its own headline, and
the result page passes axe (with JavaScript on; axe-core needs it)."""
import pytest
from playwright.sync_api import expect

from helpers import APPLICANT
from helpers import answer_all
from helpers import fill
from helpers import fits_the_phone
from helpers import press_continue
from helpers import question_id

SENIOR = {**APPLICANT, "zip": "20785", "hs_gpa": "3.2", "household": "single_parent", "household_size": "2",
          "agi": "45000", "credits_per_semester": "15"}
ELIGIBLE = {"en": "You're likely eligible for a Promise Scholarship", "es": "Probablemente cumples los requisitos para la Beca Promise"}
# The pages each persona answers are the README's (bench/journeys.py prints them).
PERSONAS = {
    # a. PG County senior whose Pell Grant covers tuition
    "senior": (SENIOR, 12, "covered", {"en": "Your tuition and fees are likely fully covered",
                                       "es": "Probablemente tu matrícula y cuotas quedan cubiertas por completo"}),
    # e. a bachelor's degree: "no" at the second question
    "bachelor": ({**SENIOR, "prior_degree": "bachelor"}, 2, "ineligible",
                 {"en": "You're likely not eligible for a Promise Scholarship",
                  "es": "Probablemente no cumples los requisitos para la Beca Promise"}),
    # d. a renewal with a 2.3 college GPA and no extenuating circumstances
    "renewal": ({**SENIOR, "applicant_type": "renewal", "cc_gpa": "2.3", "extenuating_circumstances": "false"}, 6, "keep",
                {"en": "You may not be able to keep your award", "es": "Es posible que no puedas mantener tu beca"}),
    # b. a Dreamer in Montgomery County filing the MHEC One-App; b and c also get the optional other-aid page
    "dreamer": ({**SENIOR, "zip": "20902", "hs_gpa": "3,5", "household": "two_parent", "household_size": "5",
                 "agi": "60 mil", "aid_application": "one_app", "dream_act": "true"}, 14, "eligible", ELIGIBLE),
    # c. 24 years old, finished high school in 2019 with a 1.9 GPA, a noncredit certificate a Pell Grant can't pay for
    "noncredit": ({**SENIOR, "zip": "21201", "county": "baltimore-city", "hs_completion_date-year": "2019", "hs_gpa": "1.9",
                   "program": "noncredit_vocational_certificate", "credits_per_semester": "", "noncredit_pell_eligible": "false",
                   "household": "single", "household_size": "1", "agi": "30000"}, 12, "eligible", ELIGIBLE),
}


@pytest.fixture
def phone(browser, browser_context_args, request):
    """Return a phone page with JavaScript on or off (the test's ``js``)."""
    context = browser.new_context(**browser_context_args, java_script_enabled=request.node.callspec.params["js"])
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("name,js,lang", [
    ("senior", True, "en"), ("senior", False, "es"), ("senior", True, "es"), ("senior", False, "en"),
    ("bachelor", True, "es"), ("bachelor", False, "en"), ("renewal", True, "en"), ("renewal", False, "es"),
    ("dreamer", True, "es"), ("dreamer", False, "en"), ("noncredit", True, "en"), ("noncredit", False, "es"),
])
def test_a_persona_reaches_its_verdict_in_the_pages_reported(phone, live_server, axe_check, name, js, lang):
    answers, pages, verdict, headings = PERSONAS[name]
    page = phone
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()  # the first question (under load it may not show yet)
    asked = answer_all(page, answers)
    assert len(asked) == pages, asked
    if page.locator("#see-result").count():
        page.locator("#see-result").click()
    expect(page.locator("#result")).to_have_attribute("data-verdict", verdict)
    expect(page.locator("h1")).to_have_text(headings[lang])
    expect(page.locator(".panel__icon")).to_be_visible()
    fits_the_phone(page)
    if js:
        axe_check(page, f"on the result of {name} ({lang})")


@pytest.mark.parametrize("js,lang", [(False, "en"), (True, "es")])
def test_f_a_student_who_mistypes_goes_back_and_changes_the_zip_code(phone, live_server, axe_check, js, lang):
    """f. A Baltimore City senior mistypes a changed ZIP code on "Check your answers", goes back
    (with JavaScript off, browser Back: never "Confirm form resubmission"), moves to Montgomery
    County, is asked the college again with the new home college first, and comes back to
    "Check your answers" and the result: 12 question pages, then 2 more for the change."""
    page = phone
    answers = {**SENIOR, "zip": "21201", "county": "baltimore-city"}
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    asked = answer_all(page, answers)
    page.locator("#change-zip").click()
    page.locator("#question-form").wait_for()
    fill(page, {"zip": "2090x"})
    press_continue(page, error=True)
    expect(page.locator("#zip")).to_have_value("2090x")
    if not js:  # the error page came by a redirect: Back is a plain GET of the page before
        response = page.go_back()
        assert response is None or response.ok
        assert question_id(page) == "zip"
    fill(page, {"zip": "20902"})
    press_continue(page)
    assert question_id(page) == "college"
    expect(page.locator('#question-form input[name="college"]').first).to_have_value("montgomery")
    fill(page, {"college": "montgomery"})
    press_continue(page)
    assert len(asked) + 2 == 14, asked
    page.locator("#see-result").click()
    expect(page.locator("#result")).to_have_attribute("data-verdict", "covered")  # $45,000, one parent: Pell
    expect(page.locator("h1")).to_have_text(PERSONAS["senior"][3][lang])
    fits_the_phone(page)
    if js:
        axe_check(page, f"on the result of f ({lang})")
