"""fix47e, JavaScript on, a 360 px phone: after switching the questionnaire's language mid-way, the
browser's Back returned to the page before in the first language. Cause: the switch opened the
page in the other language as a new document (location.replace), so Back left it for an entry of
the document before, reopened from its own address (``lang=en``). The switch now puts the page in
this document, in place (static/js/app.js showInPlace), and Back asks for the page before in the
language chosen (newestAnswersOnReturn), as it already asked with the newest answers. The page's
own Back (a button of its form) kept the language already, JavaScript on and off (guards below).
Without JavaScript the browser's Back shows a page as it was (the page says so and points to its
own Back: question.html's noscript hint)."""
import pytest
from playwright.sync_api import expect

from helpers import APPLICANT
from helpers import answer_all
from helpers import question_id
from helpers import wait_until

OTHER = {"en": "es", "es": "en"}
SETTLED = """([qid, lang]) => document.readyState === 'complete' && !document.querySelector('.htmx-request, .htmx-settling')
  && !!document.querySelector('#question-form[data-question="' + qid + '"]') && document.documentElement.lang === lang"""
HEADING = {"en": "Your high school", "es": "Tu escuela secundaria (high school)"}


def _at_zip(page, live_server, lang):
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="zip")  # applicant_type, prior_degree, high_school answered


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_browsers_back_keeps_the_language_chosen(page, live_server, lang):
    _at_zip(page, live_server, lang)
    entries = page.evaluate("history.length")
    other = OTHER[lang]
    page.locator(f"#lang-{other}").click()
    wait_until(page, SETTLED, ["zip", other])
    assert page.evaluate("history.length") == entries  # no entry added
    page.go_back()
    wait_until(page, SETTLED, ["high_school", other])
    assert page.locator("h1").first.inner_text() == HEADING[other]
    assert f"lang={other}" in page.url


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_browsers_back_without_a_switch_keeps_the_language(page, live_server, lang):  # guard
    _at_zip(page, live_server, lang)
    page.go_back()
    wait_until(page, SETTLED, ["high_school", lang])
    assert page.locator("h1").first.inner_text() == HEADING[lang]


@pytest.mark.parametrize("js", [True, False])
def test_the_pages_back_keeps_the_language_chosen(browser, browser_context_args, live_server, js):  # guard
    context = browser.new_context(**browser_context_args, java_script_enabled=js)
    page = context.new_page()
    _at_zip(page, live_server, "en")
    page.locator("#lang-es").click()
    expect(page.locator("html")).to_have_attribute("lang", "es")  # retried across the form's navigation
    page.locator("#back-link").click()
    page.wait_for_function("() => !!document.querySelector('#question-form[data-question=high_school]')")
    assert page.evaluate("document.documentElement.lang") == "es" and question_id(page) == "high_school"
    assert page.locator("h1").first.inner_text() == HEADING["es"]
    context.close()
