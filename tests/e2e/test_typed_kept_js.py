"""fix43g, JavaScript on, a phone (tests/test_fix43g.py has the server's half):

1. The language link on a question page kept nothing typed and not sent (it was a plain link).
   app.js sends the page's form and opens the page in the other language, what was typed sealed in
   its address, with location.replace: no history entry is added.
2. Back then Forward (the browser's buttons) lost what was typed and not sent: htmx asks the page
   again. It is kept in the page's history entry (history.state) and put back. Amounts of money
   (autocomplete="off") are left out, as the browser's own form restoring leaves them (guard).
"""
import pytest
from playwright.sync_api import expect

from helpers import APPLICANT
from helpers import answer_all
from helpers import fill
from helpers import question_id
from helpers import wait_until

OTHER = {"en": "es", "es": "en"}
SETTLED = """([qid, lang]) => document.readyState === 'complete' && !document.querySelector('.htmx-request, .htmx-settling')
  && !!document.querySelector('#question-form[data-question="' + qid + '"]') && (!lang || document.documentElement.lang === lang)"""


def box(page, name: str) -> str:
    return page.locator(f'#question-form input[name="{name}"]').input_value()


def start(page, live_server, lang: str, until: str) -> None:
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until=until)


@pytest.mark.parametrize("lang,typed", [
    ("en", {"program": "certificate", "credits_per_semester": "nine"}),
    ("es", {"program": "certificate", "credits_per_semester": "nueve"}),
])
def test_the_language_link_keeps_what_was_typed_and_adds_no_history(page, live_server, lang, typed):
    start(page, live_server, lang, "program")
    fill(page, typed)
    entries = page.evaluate("history.length")
    other = OTHER[lang]
    page.locator(f"#lang-{other}").click()
    wait_until(page, SETTLED, ["program", other])
    expect(page.locator(f'#question-form input[name="program"][value="{typed["program"]}"]')).to_be_checked()
    assert box(page, "credits_per_semester") == typed["credits_per_semester"]
    assert not page.locator("#error-summary").count()  # nothing was sent: nothing said yet
    assert page.evaluate("history.length") == entries
    page.locator(f"#lang-{lang}").click()  # and back: still as typed
    wait_until(page, SETTLED, ["program", lang])
    assert box(page, "credits_per_semester") == typed["credits_per_semester"]


@pytest.mark.parametrize("lang,gpa", [("en", "3.45"), ("es", "3,45")])
def test_back_then_forward_keeps_what_was_typed(page, live_server, lang, gpa):
    start(page, live_server, lang, "hs_gpa")
    fill(page, {"hs_gpa": gpa})
    page.go_back()
    wait_until(page, SETTLED, ["program", None])
    page.go_forward()
    wait_until(page, SETTLED, ["hs_gpa", None])
    assert box(page, "hs_gpa") == gpa


@pytest.mark.parametrize("lang", ["en", "es"])
def test_back_then_forward_keeps_no_amount_of_money(page, live_server, lang):  # guard: autocomplete="off"
    start(page, live_server, lang, "agi")
    fill(page, {"agi": "52000"})
    page.go_back()
    wait_until(page, SETTLED, ["household", None])
    page.go_forward()
    wait_until(page, SETTLED, ["agi", None])
    assert box(page, "agi") == "" and question_id(page) == "agi"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_answer_sent_is_not_put_back_over_a_later_page(page, live_server, lang):  # guard
    start(page, live_server, lang, "hs_gpa")
    fill(page, {"hs_gpa": "3.7"})
    page.locator("#continue").click()
    wait_until(page, SETTLED, ["household", None])
    page.go_back()
    wait_until(page, SETTLED, ["hs_gpa", None])
    assert box(page, "hs_gpa") == "3.7"  # the answer kept (the newest answers), nothing else
