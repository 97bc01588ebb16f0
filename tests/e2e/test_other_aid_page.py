"""The optional other-aid page (issue #15) on a 360 px phone: JavaScript off, a person skips it or
answers it, "Check your answers" shows it with a change link, and the result lists what the
answers opened; axe-core finds no WCAG violation on it, in English and in Spanish."""
import pytest
from playwright.sync_api import expect

from helpers import fill
from helpers import fits_the_phone
from helpers import press_continue
from helpers import question_id
from helpers import small_targets
from helpers import token

# A Maryland GED in 2000, Howard County, single, $60,000: old enough that the 60+ waiver may
# apply, and grants don't cover the tuition, so the page is asked.
ADULT = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland_ged",
    "hs_completion_date": "2000-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "household": "single", "household_size": 1, "agi": 60000,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}
HEADING = {"en": "Could other aid help you too? (optional)", "es": "¿Te puede ayudar otra ayuda también? (opcional)"}



def open_page(page, live_server, lang):
    page.goto(f"{live_server}/check?t={token(ADULT, frozenset({'tuition'}), lang)}&lang={lang}")
    assert question_id(page) == "birth_year"  # "Check your answers" sends on to the page still to ask
    expect(page.locator("#page-heading")).to_have_text(HEADING[lang])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_other_aid_page_without_javascript_on_a_phone(no_js, live_server, lang):
    page = no_js
    open_page(page, live_server, lang)
    fits_the_phone(page)
    assert not small_targets(page), small_targets(page)
    expect(page.locator('#question-form input[name="birth_year"]')).to_have_attribute("autocomplete", "bday-year")
    expect(page.locator('#question-form input[name="foster_care_or_homeless"]')).to_have_count(2)
    expect(page.locator('#question-form input[name="ssi_ssdi"]')).to_have_count(2)
    # Skipped: Continue with nothing filled in.
    press_continue(page)
    assert "/check" in page.url
    row = page.locator(".summary-list__row", has_text={"en": "Skipped", "es": "Sin contestar"}[lang])
    expect(row).to_have_count(1)
    fits_the_phone(page)
    # Changed from "Check your answers": the year and SSI, then back to "Check your answers".
    row.locator(".summary-list__actions a").click()
    # Waits for the page the link opens: "Check your answers" may still be showing for a moment.
    expect(page.locator("#question-form")).to_have_attribute("data-question", "birth_year")
    fill(page, {"birth_year": "1964", "ssi_ssdi": "true"})
    press_continue(page)
    assert "/check" in page.url
    expect(page.locator(".summary-list__row", has_text="1964")).to_have_count(1)
    page.locator("#see-result").click()
    expect(page.locator("#aid-senior_waiver")).to_be_visible()
    expect(page.locator("#aid-disability_waiver")).to_be_visible()
    expect(page.locator("#money-table")).to_be_visible()
    fits_the_phone(page)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_other_aid_page_has_no_axe_violations(page, live_server, axe_check, lang):
    open_page(page, live_server, lang)
    axe_check(page, f"on the other-aid page ({lang})")
    page.locator("#question-form input[name='birth_year']").fill("17")  # outside 1900 to 2100: an error
    press_continue(page, error=True)
    axe_check(page, f"on the other-aid page with an error ({lang})")
