"""axe-core on every kind of page, in English and in Spanish: no WCAG 2.x A/AA violation.

Pages are opened the way a returning person opens them, by a link that carries the answers;
the page with errors is reached by typing nonsense and pressing Continue (an htmx swap).
"""
import pytest
from playwright.sync_api import expect

from helpers import DONE
from helpers import ELIGIBLE
from helpers import fill
from helpers import press_continue
from helpers import token

FIRST = {"applicant_type": "new"}
BEFORE_MONTH = {**FIRST, "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland"}
BEFORE_GPA = {k: v for k, v in ELIGIBLE.items() if k not in ("hs_gpa", "household", "agi", "aid_application",
                                                            "full_cost_scholarship", "prior_degree", "household_size")}

# kind: (path, answers, seen, HTTP status)
PAGES = {
    "start": ("/", None, (), 200),
    "radio question": ("/question/applicant_type", None, (), 200),
    "text question": ("/question/zip", FIRST, (), 200),
    "select question (county, after a ZIP code outside Maryland)": ("/question/county", {**FIRST, "zip": "90210"}, (), 200),
    "radios with a select under \"Another county\" (county, a ZIP code in several counties)": (
        "/question/county", {**FIRST, "zip": "21771"}, (), 200),
    "question after the ZIP (its county, with a link to correct it)": ("/question/in_state_tuition", {**FIRST, "zip": "21044"}, (), 200),
    "month question": ("/question/hs_completion_date", BEFORE_MONTH, (), 200),
    "two related questions on one page (household type and size)": ("/question/household", {**BEFORE_GPA, "hs_gpa": 3.2}, (), 200),
    "college question": ("/question/college", {**BEFORE_MONTH, "hs_completion_date": "2027-06"}, (), 200),
    "GPA question (text and radios)": ("/question/hs_gpa", BEFORE_GPA, (), 200),
    "optional tuition question (two inputs)": ("/question/tuition", ELIGIBLE, (), 200),
    "check answers": ("/check", ELIGIBLE, DONE, 200),
    "likely eligible result": ("/result", ELIGIBLE, DONE, 200),
    "ineligible result": ("/result", {**ELIGIBLE, "prior_degree": "bachelor"}, DONE, 200),
    "needs more information result": ("/result", {**ELIGIBLE, "in_state_tuition": "unsure"}, DONE, 200),
    "result with a pass that has a condition": ("/result", {
        **ELIGIBLE, "applicant_type": "renewal", "enrollment_status": "full_time", "first_enrolled": "2025-08",
        "cc_gpa": 2.4, "extenuating_circumstances": True, "credits_completed_last_semester": 12,
        "satisfactory_progress": True}, DONE, 200),
    "save or share the result": ("/result/share", ELIGIBLE, DONE, 200),
    "start again (tampered link)": ("/check", "garbage", (), 400),
    "not found": ("/no-such-page", None, (), 404),
    "chat": ("/chat", None, (), 200),
}
LANGS = ["en", "es"]


def url_for(base: str, path: str, answers, seen, lang: str) -> str:
    """Return the page's URL with its answers token and language."""
    params = [f"lang={lang}"]
    if answers == "garbage":
        params.insert(0, "t=gAAAAABgarbage")
    elif answers:
        params.insert(0, "t=" + token(answers, seen, lang))
    return f"{base}{path}?{'&'.join(params)}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(PAGES))
def test_page_kind_has_no_violations(page, live_server, axe_check, kind, lang):
    path, answers, seen, status = PAGES[kind]
    response = page.goto(url_for(live_server, path, answers, seen, lang))
    assert response.status == status
    assert page.evaluate("document.documentElement.lang") == lang
    axe_check(page, f"on the {kind} page ({lang})")


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_with_errors_has_no_violations(page, live_server, axe_check, lang):
    before = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                            "prior_degree", "household_size")}
    page.goto(url_for(live_server, "/question/agi", before, (), lang))
    fill(page, {"agi": "lots"})
    press_continue(page, error=True)
    expect(page.locator("#error-summary")).to_be_focused()
    axe_check(page, f"on a page with errors ({lang})")
    # The county select, left unchosen, has its own error markup.
    page.goto(url_for(live_server, "/question/county", {**FIRST, "zip": "21201"}, (), lang))
    press_continue(page, error=True)
    axe_check(page, f"on the county page with an error ({lang})")


def test_the_embedded_start_page_has_no_violations(page, other_origin, axe_check):
    page.goto(other_origin)
    frame = page.frame_locator("#screener")
    expect(frame.locator("h1")).to_be_visible()
    axe_check(page, "on a host page with the screener embedded")
