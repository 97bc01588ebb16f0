"""The county page after a Maryland ZIP code in several counties (issue #10, audit minor 6):
the ZIP code's counties as radios, then "Another county" with a select of every other county,
revealed under it with JavaScript and simply shown without. 360 px phone, axe clean."""
import pytest
from playwright.sync_api import expect

from helpers import fill
from helpers import fits_the_phone
from helpers import page_state
from helpers import press_continue
from helpers import question_id
from helpers import small_targets
from helpers import token

BEFORE_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}


@pytest.fixture(params=[True, False], ids=["js", "no-js"])
def phone(request, browser, browser_context_args):
    """Return (page, JavaScript on?) on a 360 px phone."""
    context = browser.new_context(**browser_context_args, java_script_enabled=request.param)
    yield context.new_page(), request.param
    context.close()


def test_a_zip_in_two_counties_offers_them_then_another_county(phone, live_server, axe_check):
    page, js = phone
    page.goto(f"{live_server}/question/zip?t={token(BEFORE_ZIP)}")
    fill(page, {"zip": "21228"})
    press_continue(page)
    assert question_id(page) == "county"
    radios = page.locator('#question-form input[name="county"]')
    expect(radios).to_have_count(3)
    labels = page.locator("#question-form .radio__label")
    expect(labels).to_have_text(["Baltimore County", "Baltimore City", "Another county"])
    other = page.locator("#county-3-conditional")
    select = page.locator("#county-other")
    if js:
        expect(other).to_be_hidden()  # revealed only once "Another county" is chosen
    else:
        expect(select).to_be_visible()  # without JavaScript, simply shown under it
    fits_the_phone(page)
    assert not small_targets(page)
    # axe runs in the page's JavaScript, so only with it on; the page without JavaScript is the
    # same markup with the select shown, as on the "Another county" error page axe checks below.
    if js:
        axe_check(page, "on the county radios page")

    press_continue(page, error=True)  # nothing chosen
    expect(page.locator("#error-summary")).to_contain_text("Choose the county where you live.")
    if js:
        axe_check(page, "on the county radios page with an error")

    page.locator('label[for="county-3"]').click()  # "Another county", no county yet
    expect(select).to_be_visible()
    if js:
        expect(page.locator("#county-3")).to_have_attribute("aria-controls", "county-3-conditional")
    press_continue(page, error=True)
    expect(page.locator("#error-summary")).to_contain_text("You chose “Another county”: choose your county from the list.")
    expect(page.locator("#county-3")).to_be_checked()
    expect(select).to_be_visible()  # kept open on the page shown again
    if js:
        expect(page.locator("#error-summary")).to_be_focused()
    fits_the_phone(page)
    if js:
        axe_check(page, "on the county page with \"Another county\" and no county")

    if js:  # choosing one of the ZIP code's counties closes it again
        page.locator('label[for="county-2"]').click()
        expect(other).to_be_hidden()
        page.locator('label[for="county-3"]').click()
    select.select_option("howard")
    press_continue(page)
    assert question_id(page) == "in_state_tuition"
    assert page_state(page).answers["county"] == "howard"
