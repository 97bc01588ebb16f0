"""A Spanish speaker on a phone: the language switch mid-flow both ways, numbers typed the
Spanish way, US Spanish money and dates on the result, and Accept-Language on the first visit."""
import re

from playwright.sync_api import expect

from helpers import APPLICANT
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
from screener.i18n import gettext

# A Dream Act student filing the MHEC One-App (whose opening date is on the result).
SPANISH_APPLICANT = {**APPLICANT, "hs_gpa": "3,4", "agi": "45.000", "household": "single_parent",
                     "household_size": "3", "aid_application": "one_app", "dream_act": "true"}
MONEY = re.compile(r"\$\d{1,3}(,\d{3})+")  # $45,000: es_US groups with commas, like en_US
DAY = re.compile(r"\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}\b")


def es(text: str) -> str:
    """Return the Spanish catalog's translation of ``text``."""
    return gettext(text, "es")


def html_lang(page) -> str:
    """Return the page's ``<html lang>``."""
    return page.evaluate("document.documentElement.lang")


def switch_to(page, lang: str, qid: str) -> None:
    """Use the language switch (a link named in its own language) and check nothing is lost."""
    before = page_state(page).answers
    link = page.locator(f"#lang-{lang}")  # (a link, or on a question page a button of its form)
    assert link.get_attribute("lang") == lang
    expect(link).to_have_text({"en": "English", "es": "Español"}[lang])
    link.click()
    expect(page.locator(f".lang-switch__current[lang={lang}]")).to_be_visible()
    assert html_lang(page) == lang
    assert question_id(page) == qid, "the switch must keep the current step"
    assert page_state(page).answers == before, "the switch must keep every answer"
    other = "en" if lang == "es" else "es"
    assert page.locator(f"#lang-{other}").get_attribute("lang") == other
    fits_the_phone(page)
    assert not small_targets(page), small_targets(page)


def test_a_full_journey_switching_language_both_ways(page, live_server, axe_check):
    requests = record_requests(page)
    page.goto(live_server + "/")
    page.locator("#start").click()
    answer_all(page, SPANISH_APPLICANT, until="in_state_tuition")
    assert html_lang(page) == "en"

    switch_to(page, "es", "in_state_tuition")
    expect(page.locator("h1")).to_have_text(es("Do you qualify for in-state tuition in Maryland?"))
    expect(page.locator("h1")).to_contain_text("matrícula")
    expect(page.locator("#in_state_tuition-3 + label")).to_have_text(es("I'm not sure"))
    answer_all(page, SPANISH_APPLICANT, until="program")
    assert html_lang(page) == "es"  # htmx swaps keep the page's language
    expect(page.locator("#steps-left")).to_contain_text("pregunta")

    switch_to(page, "en", "program")  # the college is the home college, answered from the county (issue #10)
    expect(page.locator("h1")).to_have_text("Your program")  # the program and its credits, one page
    expect(page.locator("#question-form")).to_contain_text("What will you study?")

    switch_to(page, "es", "program")
    expect(page.locator("h1")).to_have_text(es("Your program"))
    expect(page.locator("#question-form")).to_contain_text(es("How many credits will you take each semester?"))
    answer_all(page, SPANISH_APPLICANT, until="hs_gpa")

    # A GPA with a decimal comma, an income with a thousands point: both understood.
    fill(page, {"hs_gpa": "3,4"})
    press_continue(page)
    assert question_id(page) == "household" and page_state(page).answers["hs_gpa"] == 3.4
    answer(page, SPANISH_APPLICANT)  # the household's type and size, one page
    fill(page, {"agi": "45.000"})
    press_continue(page)
    assert question_id(page) == "aid_application" and page_state(page).answers["agi"] == 45000
    answer_all(page, SPANISH_APPLICANT)

    expect(page.locator("h1")).to_have_text(es("Check your answers"))
    assert html_lang(page) == "es"
    expect(page.locator("#row-agi")).to_contain_text("$45,000")
    expect(page.locator("#row-hs_gpa")).to_contain_text("3.4")
    expect(page.locator("#row-high_school")).to_contain_text("junio de 2027")

    # "45 mil" is understood too, read back to confirm; the change comes back to the answers, still in Spanish.
    page.locator("#change-agi").click()
    fill(page, {"agi": "45 mil"})
    press_continue(page)
    expect(page.locator("#agi-note")).to_have_text("Leímos “45 mil” como $45,000. Revísalo y luego continúa.")
    expect(page.locator("#agi")).to_have_value("45000")
    press_continue(page)
    expect(page.locator("h1")).to_have_text(es("Check your answers"))
    expect(page.locator("#row-agi")).to_contain_text("$45,000")

    page.locator("#see-result").click()
    expect(page.locator("h1")).to_have_text(es("You're likely eligible for a Promise Scholarship"))
    assert html_lang(page) == "es"
    award = page.locator("#award").inner_text()
    assert MONEY.search(award) and "$5,000" in award, award
    assert "$45,000" in page.locator("#why").inner_text()
    deadlines = page.locator("#deadlines").inner_text()
    assert "1 de noviembre de 2026" in deadlines and DAY.search(deadlines), deadlines
    expect(page.locator("#deadlines-heading")).to_have_text(es("Deadlines"))
    fits_the_phone(page)
    axe_check(page, "on the Spanish result")

    # And back to English on the result: the same result.
    page.locator(".lang-switch a[hreflang=en]").click()
    expect(page.locator("h1")).to_have_text("You're likely eligible for a Promise Scholarship")
    assert "November 1, 2026" in page.locator("#deadlines").inner_text()
    assert not foreign(requests, live_server), foreign(requests, live_server)


def test_the_spanish_error_page(page, live_server, axe_check):
    page.goto(live_server + "/question/applicant_type?lang=es")
    press_continue(page, error=True)
    summary = page.locator("#error-summary")
    expect(summary).to_be_focused()
    expect(summary.locator("h2")).to_have_text(es("There is a problem"))
    assert page.title().startswith(es("Error: %(title)s").split("%")[0])
    axe_check(page, "on a Spanish page with errors")


def test_a_spanish_browser_gets_spanish_without_asking(browser, browser_context_args, live_server):
    context = browser.new_context(**{**browser_context_args, "locale": "es-MX"})
    page = context.new_page()
    page.goto(live_server + "/")
    assert html_lang(page) == "es"
    expect(page.locator("h1")).to_have_text(es("Check if you can get a Maryland Community College Promise Scholarship"))
    lead = page.locator(".lead").inner_text()
    assert "$5,000" in lead, lead
    # The choice carries on in the links, so the next page is Spanish too.
    page.locator("#start").click()
    page.wait_for_url("**/*lang=es*")  # the home page may still be showing for a moment
    assert html_lang(page) == "es"
    context.close()
