"""fix40e: every questionnaire page, the tuition page included, logs no console error (a CSP error
for an inline ``style`` above all: ``style-src 'self'`` refuses one) with JavaScript on or off,
in English and Spanish. Debian's Chromium (``executable_path``, tests/e2e/conftest.py)."""
import pytest

from helpers import APPLICANT
from helpers import answer_all
from helpers import fill
from helpers import press_continue
from helpers import question_id

# what the applicant types on the optional tuition page (an amount read back, confirmed)
TUITION = {"en": {"tuition": "about 4k", "grant_aid": "1500"}, "es": {"tuition": "unos 4 mil", "grant_aid": "1500"}}


def console_errors(page) -> list:
    """Start collecting the page's console errors, CSP violations and uncaught errors; return the list."""
    found = []
    page.on("console", lambda m: found.append(f"{m.type}: {m.text}")
            if m.type == "error" or "Content Security Policy" in m.text or "Content-Security-Policy" in m.text else None)
    page.on("pageerror", lambda e: found.append(f"pageerror: {e}"))
    page.add_init_script(
        "document.addEventListener('securitypolicyviolation', function (e) {"
        " console.error('Content Security Policy violation: ' + e.violatedDirective); });")
    return found


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_questionnaire_pages_and_the_tuition_page_log_no_console_error(browser, browser_context_args, live_server,
                                                                           lang, js):
    context = browser.new_context(**{**browser_context_args, "locale": "es-US" if lang == "es" else "en-US"},
                                  java_script_enabled=js)
    page = context.new_page()
    found, styled, seen = console_errors(page), [], []

    def no_inline_style(p):
        seen.append(question_id(p) or p.url.split("?")[0].rsplit("/", 1)[-1])
        if p.locator("[style], style").count():
            styled.append(seen[-1])

    page.goto(f"{live_server}/?lang={lang}")
    no_inline_style(page)
    page.locator("#start").click()
    page.locator("#question-form").wait_for()
    answers = {**APPLICANT, **TUITION[lang]}
    answer_all(page, answers, until="tuition", each=no_inline_style)
    assert question_id(page) == "tuition"
    fill(page, {"tuition": "a lot", "grant_aid": ""})  # refused: the page again with its error
    press_continue(page, error=True)
    no_inline_style(page)
    answer_all(page, answers, each=no_inline_style)
    assert "/check" in page.url
    page.locator("#see-result").click()
    page.locator("#result").wait_for()
    page.wait_for_load_state("networkidle" if js else "load")
    no_inline_style(page)
    context.close()
    assert "tuition" in seen and "result" in seen, seen
    assert styled == [] and found == [], (styled, found)
