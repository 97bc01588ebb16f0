"""The UX audit's personas (issue #10) on a 360 px phone, JavaScript on and off, English and
Spanish: each reaches its verdict in the pages the README reports, under its own headline, and
the result page passes axe (with JavaScript on; axe-core needs it)."""
import pytest
from playwright.sync_api import expect

from helpers import APPLICANT
from helpers import answer_all
from helpers import fits_the_phone

SENIOR = {**APPLICANT, "zip": "20785", "hs_gpa": "3.2", "household": "single_parent", "household_size": "2",
          "agi": "45000", "credits_per_semester": "15"}
PERSONAS = {
    # a. PG County senior whose Pell Grant covers tuition
    "senior": (SENIOR, 16, "covered", {"en": "Your tuition and fees are likely fully covered",
                                       "es": "Probablemente tu matrícula y cuotas quedan cubiertas por completo"}),
    # e. a bachelor's degree: "no" at the second question
    "bachelor": ({**SENIOR, "prior_degree": "bachelor"}, 2, "ineligible",
                 {"en": "You're likely not eligible for a Promise Scholarship",
                  "es": "Probablemente no cumples los requisitos para la Beca Promise"}),
    # d. a renewal with a 2.3 college GPA and no extenuating circumstances
    "renewal": ({**SENIOR, "applicant_type": "renewal", "cc_gpa": "2.3", "extenuating_circumstances": "false"}, 7, "keep",
                {"en": "You may not be able to keep your award", "es": "Es posible que no puedas mantener tu beca"}),
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
