"""A person on a phone (360 px) goes from the home page to a result, with JavaScript on and off.

Every page must fit the screen, every tap target must be at least 44 px tall, focus must move
to the new page's heading after each in-place (htmx) swap, and nothing may be fetched from
any host but the screener's own. Back, reload, Change, a tampered link and a typo must never
lose an answer or end on a server error.
"""
import re

import pytest
from playwright.sync_api import expect

from helpers import APPLICANT
from helpers import APPLICANT_PAGES
from helpers import answer
from helpers import answer_all
from helpers import fill
from helpers import fits_the_phone
from helpers import foreign
from helpers import page_state
from helpers import press_continue
from helpers import question_id
from helpers import record_requests
from helpers import small_targets



def start(page, live_server):
    """Open the home page and press "Start now"."""
    page.goto(live_server + "/")
    fits_the_phone(page)
    assert not small_targets(page)
    page.get_by_role("button", name="Start now").click()
    expect(page.locator("#question-form")).to_be_visible()


def assert_eligible_result(page):
    """Assert the result page says, in words, what the applicant needs to know."""
    expect(page.locator("h1")).to_contain_text("likely eligible")
    assert page.locator("#result").get_attribute("data-status") == "likely_eligible"
    why = page.locator("#why").inner_text()
    assert "§18-3603(b)(1)" in why and "§18-3603(b)(4)(ii)" in why and "$85,000" in why
    assert re.search(r"\$\d{1,3}(,\d{3})*", page.locator("#award-figure").inner_text())
    expect(page.locator("#tuition-bar svg[role=img]")).to_be_visible()
    college = page.locator("#college-howard a").first
    expect(college).to_have_text("Howard Community College")
    assert college.get_attribute("href").startswith("https://www.howardcc.edu")
    expect(page.locator("#deadlines")).to_contain_text("FAFSA")
    expect(page.locator("#deadlines")).to_contain_text("Not announced yet: check with your college.")
    assert page.locator("#next-steps li").count() >= 2
    expect(page.locator("#next-steps")).to_contain_text("Howard Community College")
    fits_the_phone(page)
    assert not small_targets(page), small_targets(page)


def test_a_full_journey_with_javascript(page, live_server):
    requests = record_requests(page)
    start(page, live_server)
    page.evaluate("window.sameDocument = true")  # a page load would forget it; an htmx swap keeps it

    def check(p):
        fits_the_phone(p)
        assert not small_targets(p), small_targets(p)
        expect(p.locator("#page-heading")).to_be_focused()
        assert p.evaluate("window.sameDocument === true"), "htmx should swap the page in place"

    fits_the_phone(page)  # the first question is a page load ("Start now" is a link)
    assert not small_targets(page), small_targets(page)
    asked = answer_all(page, APPLICANT, each=check)
    assert asked == APPLICANT_PAGES
    expect(page.locator("h1")).to_have_text("Check your answers")
    expect(page.locator("#row-agi")).to_contain_text("$85,000")
    expect(page.locator("#row-hs_gpa")).to_contain_text("3.2")
    expect(page.locator("#row-high_school")).to_contain_text("June 2027")
    expect(page.locator("#row-county-from-zip")).to_contain_text("Howard County")
    page.get_by_role("button", name="See your result").click()
    assert_eligible_result(page)
    expect(page.locator("#print")).to_be_visible()  # shown by app.js
    assert not foreign(requests, live_server), foreign(requests, live_server)


def test_a_full_journey_without_javascript(no_js, live_server):
    page = no_js
    requests = record_requests(page)
    start(page, live_server)
    def check(p):
        fits_the_phone(p)
        assert not small_targets(p), small_targets(p)

    asked = answer_all(page, APPLICANT, each=check)
    assert asked == APPLICANT_PAGES
    page.get_by_role("button", name="See your result").click()
    assert_eligible_result(page)
    expect(page.locator("#print")).to_be_hidden()  # printing needs JavaScript
    assert not foreign(requests, live_server), foreign(requests, live_server)


def test_back_and_reload_keep_every_answer(page, live_server):
    requests = record_requests(page)
    start(page, live_server)
    answer_all(page, APPLICANT, until="program")
    given = dict(page_state(page).answers)
    # the home college, answered from the county; the graduation month, given on the high school page
    assert set(given) == set(APPLICANT_PAGES[:5]) | {"college", "hs_completion_date"}

    page.go_back()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "in_state_tuition")
    expect(page.locator('input[name="in_state_tuition"][value="yes"]')).to_be_checked()
    page.go_back()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "zip")
    page.go_back()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "high_school")
    expect(page.locator("#hs_completion_date-month")).to_have_value("6")
    expect(page.locator("#hs_completion_date-year")).to_have_value("2027")
    # one step at a time: three Forwards sent at once could lose one while the page loads (a loaded machine)
    for qid in ("zip", "in_state_tuition", "program"):
        page.go_forward()
        expect(page.locator("#question-form")).to_have_attribute("data-question", qid)
    page.reload()
    assert page_state(page).answers == given

    # Continue from a page two steps back keeps the answers given after it.
    # one step at a time, as above: a second Back sent while the first page loads can be overtaken by it
    page.go_back()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "in_state_tuition")
    page.go_back()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "zip")
    assert page_state(page).answers == given
    answer(page, APPLICANT)
    assert question_id(page) == "program"
    assert page_state(page).answers == given

    answer_all(page, APPLICANT, until="agi")
    fill(page, {"agi": "$85,000"})
    page.reload()  # typed but not sent: gone; every answer sent: kept
    expect(page.locator("#question-form")).to_have_attribute("data-question", "agi")
    expect(page.locator("#agi")).to_have_value("")
    answer_all(page, APPLICANT)
    expect(page.locator("h1")).to_have_text("Check your answers")
    expect(page.locator("#row-high_school")).to_contain_text("June 2027")
    expect(page.locator("#row-household")).to_contain_text("two parents")
    expect(page.locator(".summary-list__row")).to_have_count(len(APPLICANT_PAGES) + 2)  # + county from ZIP, + college
    assert not foreign(requests, live_server)


def test_reload_without_javascript_keeps_every_answer(no_js, live_server):
    page = no_js
    start(page, live_server)
    answer_all(page, APPLICANT, until="program")
    page.reload()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "program")
    page.locator("#back-link").click()
    expect(page.locator('input[name="college"][value="howard"]')).to_be_checked()
    page.go_back()
    page.reload()
    assert page_state(page).answers["college"] == "howard"
    answer_all(page, APPLICANT)
    expect(page.locator("#row-college")).to_contain_text("Howard Community College")


def test_change_from_check_answers_comes_back_and_an_ineligible_change_says_why(page, live_server):
    start(page, live_server)
    answer_all(page, APPLICANT)
    page.locator("#change-agi").click()
    expect(page.locator("#agi")).to_have_value("85000")
    fill(page, {"agi": "90000"})
    press_continue(page)
    expect(page.locator("h1")).to_have_text("Check your answers")
    expect(page.locator("#row-agi")).to_contain_text("$90,000")
    expect(page.locator("#row-hs_gpa")).to_contain_text("3.2")

    # A change that rules the student out returns to "Check your answers" (fix52d, GOV.UK's pattern: a
    # change returns there; it went on to the result), the result and its reason one tap away.
    page.locator("#change-prior_degree").click()
    fill(page, {"prior_degree": "bachelor"})
    press_continue(page)
    expect(page.locator("h1")).to_have_text("Check your answers")
    page.locator("#see-result").click()
    expect(page.locator("h1")).to_contain_text("likely not eligible")
    failed = page.locator('#checks [data-result="fail"]')
    expect(failed).to_have_count(1)
    expect(failed).to_contain_text("§18-3603(c)(2)")
    expect(page.locator("#award")).to_have_count(0)
    change = page.locator("#change-answer-prior_degree")
    expect(change).to_contain_text("Change this answer")
    fits_the_phone(page)
    assert not small_targets(page)
    change.click()
    expect(page.locator("#question-form")).to_have_attribute("data-question", "prior_degree")
    expect(page.locator('input[name="prior_degree"][value="bachelor"]')).to_be_checked()
    fill(page, {"prior_degree": "none"})
    press_continue(page)
    # Changed back from "Check your answers": back there, with nothing to answer again.
    expect(page.locator("h1")).to_have_text("Check your answers")
    expect(page.locator("#row-household")).to_contain_text("People in household: 4")
    expect(page.locator("#row-agi")).to_contain_text("$90,000")


def tampered(url: str) -> str:
    """Return ``url`` with a few characters of its ``t`` parameter changed."""
    head, token = url.split("t=", 1)
    token, sep, rest = token.partition("&")
    middle = len(token) // 2
    swapped = "".join("B" if c == "A" else "A" for c in token[middle:middle + 6])
    return head + "t=" + token[:middle] + swapped + token[middle + 6:] + sep + rest


def test_an_edited_link_gets_the_start_again_page(page, live_server):
    start(page, live_server)
    answer_all(page, APPLICANT, until="high_school")
    url = page.url
    assert "t=" in url
    response = page.goto(tampered(url))
    assert response.status == 400
    expect(page.locator("h1")).to_have_text("Let's start again")
    fits_the_phone(page)
    page.get_by_role("button", name="Start again").click()
    expect(page.locator("h1")).to_contain_text("Check if you can get")


def test_an_edited_form_token_with_javascript_shows_start_again_too(page, live_server):
    start(page, live_server)
    answer_all(page, APPLICANT, until="high_school")
    page.evaluate("""() => { const t = document.querySelector('#question-form input[name=t]');
                             t.value = t.value.slice(0, -10) + 'AAAAAAAAAA'; }""")
    fill(page, APPLICANT)
    page.locator("#continue").click()
    expect(page.locator("h1")).to_have_text("Let's start again")


def test_nonsense_income_is_explained_and_kept(page, live_server):
    start(page, live_server)
    answer_all(page, APPLICANT, until="agi")
    fill(page, {"agi": "eighty or ninety grand"})  # ("about eighty grand" is read back as $80,000: one amount)
    press_continue(page, error=True)
    summary = page.locator("#error-summary")
    expect(summary).to_be_focused()
    expect(summary).to_contain_text("There is a problem")
    link = summary.locator("a")
    assert link.get_attribute("href") == "#agi"
    expect(page.locator("#agi")).to_have_value("eighty or ninety grand")
    expect(page.locator("#agi-error")).to_be_visible()
    assert page.locator("#agi").get_attribute("aria-describedby").split() == ["agi-hint", "agi-error"]
    assert (page.title()).startswith("Error:")
    fits_the_phone(page)
    assert not small_targets(page)
    link.click()
    expect(page.locator("#agi")).to_be_focused()
    # Correcting it goes on, with the earlier answers still there.
    fill(page, {"agi": "85000"})
    press_continue(page)
    assert question_id(page) == "aid_application"
    assert page_state(page).answers["hs_gpa"] == 3.2


@pytest.mark.parametrize("js,lang,words", [(True, "en", "twelve"), (False, "es", "doce")], ids=["js-en", "no-js-es"])
def test_credits_in_words_are_read_and_shown_back(page, no_js, live_server, js, lang, words):
    """A newcomer's finding: the form refused "twelve" credits, which the chat takes. Typed in
    words, in English or Spanish, the number is read (the keypad stays numeric on a phone) and
    "Check your answers" shows the value read, once."""
    page = page if js else no_js
    page.goto(live_server + f"/?lang={lang}")
    page.locator("#start").click()
    expect(page.locator("#question-form")).to_be_visible()
    answer_all(page, APPLICANT)
    page.locator("#change-program").click()
    credits = page.locator("#credits_per_semester")
    expect(credits).to_have_attribute("inputmode", "numeric")
    fill(page, {"credits_per_semester": words})
    press_continue(page)
    expect(page.locator("#page-heading")).to_have_text("Check your answers" if lang == "en" else "Revisa tus respuestas")
    row = page.locator("#row-program")
    expect(row).to_contain_text(("Credits a semester" if lang == "en" else "Créditos por semestre") + ": 12")
    expect(page.locator("#answers")).not_to_contain_text(words)
    fits_the_phone(page)
