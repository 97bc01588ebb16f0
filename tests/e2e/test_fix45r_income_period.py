"""fix45r. "2500 a month" on the income page, a 360 px phone with JavaScript off: the page says
the YEARLY income is asked, shows the conversion, and fills in 30000 to check; nothing stored."""
from playwright.sync_api import expect

from helpers import ELIGIBLE
from helpers import fill
from helpers import page_state
from helpers import press_continue
from helpers import question_id
from helpers import token

BEFORE_AGI = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                             "prior_degree", "household_size")}


def test_a_month_pay_is_converted_and_filled_in_without_javascript(browser, browser_context_args, live_server):
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    page = context.new_page()
    assert page.viewport_size["width"] == 360
    page.goto(f"{live_server}/question/agi?t={token(BEFORE_AGI, frozenset(), 'en')}&lang=en")
    fill(page, {"agi": "2500 a month"})
    press_continue(page, error=True)
    error = page.locator("#agi-error")
    expect(error).to_contain_text("YEARLY income")
    expect(error).to_contain_text("$2,500 a month is about $30,000 a year.")
    expect(page.locator("#agi")).to_have_value("30000")
    assert question_id(page) == "agi" and "agi" not in page_state(page).answers
    press_continue(page)
    assert question_id(page) != "agi" and page_state(page).answers["agi"] == 30000
    context.close()
