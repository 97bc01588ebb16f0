"""fix31d. The income page says what the page offers: "150" read as $150,000 beside the $150,000
limit said to answer “yes” on a page with no "yes" to press. The note says to continue only if the
amount is the exact AGI, or to type the exact amount; Continue keeps it, JavaScript on and off,
English and Spanish."""
import pytest
from playwright.sync_api import expect

from helpers import ELIGIBLE
from helpers import fill
from helpers import page_state
from helpers import press_continue
from helpers import question_id
from helpers import token

BEFORE_AGI = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                             "prior_degree", "household_size")}
SAID = {"en": ("continue only if $150,000 is your AGI exactly", "“yes”"),
        "es": ("continúa solo si $150,000 es exactamente tu AGI", "“sí”")}


@pytest.fixture(params=[True, False], ids=["js", "no-js"])
def phone(request, browser, browser_context_args):
    context = browser.new_context(**browser_context_args, java_script_enabled=request.param)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_near_limit_note_names_continue_and_continue_keeps_it(phone, live_server, lang):
    page = phone
    answers = {**BEFORE_AGI, "household": "two_parent"}
    page.goto(f"{live_server}/question/agi?t={token(answers, frozenset(), lang)}&lang={lang}")
    fill(page, {"agi": "150"})
    press_continue(page)
    note = page.locator("#agi-note")
    expect(note).to_contain_text(SAID[lang][0])
    assert SAID[lang][1] not in note.inner_text()
    expect(page.locator("#agi")).to_have_value("150000")
    press_continue(page)
    assert question_id(page) != "agi" and page_state(page).answers["agi"] == 150000
