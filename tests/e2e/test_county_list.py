"""The county list without typing (a newcomer's finding, "the county pick list opens empty"):
the county page's list is a plain select of every jurisdiction, open on a tap with JavaScript on
or off, on a 360 px phone; the chat's county question with no ZIP code offered nothing to tap
until the county was typed, and now offers every jurisdiction as quick replies; and a county chosen against the ZIP code's is said on "Check your
answers" (a newcomer's finding too), in reach of a thumb and axe clean."""
import pytest
from playwright.sync_api import expect

from helpers import APPLICANT
from helpers import answer_all
from helpers import fill
from helpers import fits_the_phone
from helpers import page_state
from helpers import press_continue
from helpers import say
from helpers import question_id
from helpers import small_targets
from helpers import token

BEFORE_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
JURISDICTIONS = 24


@pytest.fixture(params=[True, False], ids=["js", "no-js"])
def phone(request, browser, browser_context_args):
    """Return (page, JavaScript on?) on a 360 px phone."""
    context = browser.new_context(**browser_context_args, java_script_enabled=request.param)
    yield context.new_page(), request.param
    context.close()


def county_options(select) -> list:
    return [o for o in select.locator("option").evaluate_all("os => os.map(o => o.value)") if o]


def test_the_county_list_offers_every_county_untyped_and_a_county_against_the_zip_is_said(phone, live_server, axe_check):
    page, js = phone
    page.goto(f"{live_server}/question/zip?t={token(BEFORE_ZIP)}")
    fill(page, {"zip": "20850"})
    press_continue(page)
    note = page.locator("#zip-county")
    expect(note).to_contain_text("ZIP code 20850 is in Montgomery County.")
    note.locator("a").click()  # "Not your county? Choose it"
    page.locator('#question-form[data-question="county"]').wait_for()
    select = page.locator("#county")
    expect(select).to_be_visible()
    options = county_options(select)
    assert len(options) == JURISDICTIONS + 1 and "outside-md" in options and options[0] == "montgomery"
    assert select.evaluate("s => s.tagName") == "SELECT" and not page.locator("#question-form datalist").count()
    fits_the_phone(page)
    assert not small_targets(page)
    select.select_option("frederick")
    press_continue(page)
    assert page_state(page).answers["county"] == "frederick"
    answer_all(page, {**APPLICANT, "zip": "20850", "college": "frederick"})
    assert page.url.split("?")[0].endswith("/check")
    box = page.locator("#county-zip-note")
    expect(box).to_contain_text("ZIP code 20850 is in Montgomery County, but you chose Frederick County. Which is right?")
    expect(box.locator("a")).to_have_text(["Change your ZIP code", "Change your county"])
    fits_the_phone(page)
    assert not small_targets(page)
    if js:
        axe_check(page, "on Check your answers with the county against the ZIP code")
    box.locator("#county-zip-note-county").click()
    page.locator('#question-form[data-question="county"]').wait_for()
    page.locator("#county").select_option("montgomery")
    press_continue(page)
    answer_all(page, {**APPLICANT, "zip": "20850", "college": "montgomery"})
    assert page.url.split("?")[0].endswith("/check")
    expect(page.locator("#county-zip-note")).to_have_count(0)


def test_the_county_list_after_a_zip_code_not_found_and_under_another_county(phone, live_server):
    page, js = phone
    page.goto(f"{live_server}/question/zip?t={token(BEFORE_ZIP)}")
    fill(page, {"zip": "99999"})
    press_continue(page)
    assert question_id(page) == "county"
    assert len(county_options(page.locator("#county"))) == JURISDICTIONS + 1
    page.goto(f"{live_server}/question/zip?t={token(BEFORE_ZIP)}")
    fill(page, {"zip": "21771"})
    press_continue(page)
    assert question_id(page) == "county"
    radios = page.locator('#question-form input[name="county"]').evaluate_all("rs => rs.map(r => r.value)")
    page.locator('label[for="county-5"]').click()  # "Another county"
    select = page.locator("#county-other")
    expect(select).to_be_visible()
    offered = set(r for r in radios if r != "other") | set(county_options(select))
    assert len(offered - {"outside-md"}) == JURISDICTIONS
    fits_the_phone(page)


@pytest.mark.parametrize("lang,steps,no_zip,garrett,outside", [
    ("en", ["[First time]", "[None yet]", "[A high school in Maryland]"], "I don't know my ZIP code", "Garrett County",
     "I live outside Maryland"),
    ("es", ["[Primera vez]", "[Ninguno todavía]", "[Una escuela secundaria (high school) de Maryland]"],
     "No sé mi código postal", "Condado de Garrett", "Vivo fuera de Maryland"),
])
def test_the_chat_offers_every_county_to_tap_without_a_zip_code(phone, live_server, lang, steps, no_zip, garrett, outside):
    page, js = phone
    page.goto(f"{live_server}/chat?lang={lang}")
    for step in steps:
        say(page, step)
    say(page, no_zip)
    buttons = page.locator("#chat-quick button")
    expect(buttons).to_have_count(JURISDICTIONS + 1)
    expect(buttons.last).to_have_text(outside)
    fits_the_phone(page)
    say(page, f"[{garrett}]")
    expect(page.locator("#chat-log .chat-msg--bot").last).to_contain_text(garrett)
