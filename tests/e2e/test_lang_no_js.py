"""fix44f, JavaScript off, a 360 px phone (tests/test_fix44f.py has the server's half): the language
switch on a question page is a submit button of the page's form, so what was typed or ticked and not
sent comes back in the other language (it was a link, and was lost). It looks like the link, is
reached with the keyboard and shows its focus; the page does not scroll sideways."""
import pytest

from helpers import APPLICANT
from helpers import answer_all
from helpers import fill
from helpers import fits_the_phone
from helpers import question_id
from helpers import small_targets

OTHER = {"en": "es", "es": "en"}
FOCUS_YELLOW = "rgb(255, 221, 0)"
LINK_BLUE = "rgb(29, 112, 184)"



def style(page, selector: str, prop: str) -> str:
    return page.evaluate("([s, p]) => getComputedStyle(document.querySelector(s))[p]", [selector, prop])


def tab_to(page, selector: str, presses: int = 12) -> None:
    """Press Tab from the top of the page until ``selector`` has the focus (fails when it never does)."""
    page.locator("body").focus()
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement === document.querySelector(s)", selector):
            return
    raise AssertionError(f"{selector} is not reached with Tab")


@pytest.mark.parametrize("lang,typed", [
    ("en", {"program": "certificate", "credits_per_semester": "nine"}),
    ("es", {"program": "certificate", "credits_per_semester": "nueve"}),
])
def test_the_language_button_keeps_what_was_typed_without_javascript(no_js, live_server, lang, typed):
    page = no_js
    page.goto(f"{live_server}/?lang={lang}")
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answer_all(page, APPLICANT, until="program")
    fill(page, typed)
    other = OTHER[lang]
    button = f"#lang-{other}"
    # it looks like the link: blue, underlined, no button box
    assert style(page, button, "color") == LINK_BLUE and "underline" in style(page, button, "textDecorationLine")
    assert style(page, button, "borderTopWidth") == "0px" and style(page, button, "backgroundColor") == "rgba(0, 0, 0, 0)"
    fits_the_phone(page)
    assert not small_targets(page), small_targets(page)
    tab_to(page, button)  # keyboard reachable, with the visible focus the links have
    assert style(page, button, "backgroundColor") == FOCUS_YELLOW
    with page.expect_navigation(url=f"**lang={other}**"):  # (the form's POST, then its 303)
        page.keyboard.press("Enter")
    assert page.evaluate("document.documentElement.lang") == other and question_id(page) == "program"
    assert page.locator(f'#question-form input[name="program"][value="{typed["program"]}"]').is_checked()
    assert page.locator('#question-form input[name="credits_per_semester"]').input_value() == typed["credits_per_semester"]
    assert page.locator("#error-summary").count() == 0  # nothing was sent: nothing said yet
    fits_the_phone(page)
    with page.expect_navigation(url=f"**lang={lang}**"):
        page.locator(f"#lang-{lang}").click()  # and back: still as typed
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator('#question-form input[name="credits_per_semester"]').input_value() == typed["credits_per_semester"]
