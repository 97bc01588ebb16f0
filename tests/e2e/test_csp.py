"""No Content Security Policy error in the console, with JavaScript on.

The CSP allows styles from our own files only (style-src 'self'): an inline style, such as
htmx's indicator <style> when the htmx-config meta doesn't turn it off, is blocked and
logged. The start page, question pages after htmx swaps (an error too), and the result.
"""
import pytest

CSP_WORDS = ("Content Security Policy", "Content-Security-Policy")


def csp_errors(page) -> list:
    """Start collecting the CSP errors the page logs; return the (growing) list."""
    found = []
    page.on("console", lambda m: found.append(m.text) if any(w in m.text for w in CSP_WORDS) else None)
    page.add_init_script(
        "document.addEventListener('securitypolicyviolation', function (e) {"
        " console.error('Content Security Policy violation: ' + e.violatedDirective); });")
    return found


def question(page, qid: str):
    """Wait for question ``qid``'s form (swapped in by htmx)."""
    page.locator(f'#question-form[data-question="{qid}"]').wait_for()


@pytest.mark.parametrize("embed", ["", "&embed=1"])
def test_start_question_swaps_and_result_log_no_csp_error(page, live_server, embed):
    found = csp_errors(page)
    page.goto(f"{live_server}/?lang=en{embed}")
    page.wait_for_load_state("networkidle")
    assert page.evaluate("htmx.config.includeIndicatorStyles") is False
    page.click("#start")
    question(page, "applicant_type")
    page.click("#continue")  # nothing chosen: the error page, swapped in
    page.locator("#error-summary").wait_for()
    page.check("input[name=applicant_type][value=new]")
    page.click("#continue")
    question(page, "prior_degree")
    page.check("input[name=prior_degree][value=none]")
    page.click("#continue")
    question(page, "high_school")
    page.check("input[name=high_school][value=maryland]")
    page.click("#continue")
    question(page, "zip")
    page.fill("#zip", "21044")
    page.click("#continue")
    question(page, "in_state_tuition")
    page.check("input[name=in_state_tuition][value=no]")
    page.click("#continue")
    page.locator("#error-summary").wait_for()  # a Maryland home: "No" is asked back once (issue #10)
    page.check("input[name=in_state_tuition][value=no]")
    page.click("#continue")
    page.locator("#result").wait_for()
    page.wait_for_load_state("networkidle")
    assert page.locator("style").count() == 0 and page.locator("[style]").count() == 0
    assert found == []
