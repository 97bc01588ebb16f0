"""What a person does on the screener, as steps the browser tests share.

A step fills the current question page the way a person would (tap a radio's label, type in
a box, pick from a list), presses Continue and waits for the next page, whether htmx swaps
it in place (JavaScript on) or the browser loads it (JavaScript off).
"""
import time
from urllib.parse import parse_qs
from urllib.parse import urlsplit

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from screener.config import Config
from screener.flow import State
from screener.token import dumps
from screener.token import loads
from support import DONE  # noqa: F401 - the optional pages shown and left blank (tests/support.py)

PHONE_WIDTH = 360

# A real applicant, by form field: Howard County, Maryland high school in June 2027, Howard
# Community College, associate's degree, full time, GPA and income typed as people type them.
APPLICANT = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date-month": "6", "hs_completion_date-year": "2027", "college": "howard",
    "program": "associate", "credits_per_semester": "12", "enrolled_at_md_community_college": "false",
    "hs_gpa": "3.2", "household": "two_parent", "agi": "$85,000", "aid_application": "fafsa",
    "full_cost_scholarship": "false", "prior_degree": "none", "household_size": "4",
    "tuition": "", "grant_aid": "", "birth_year": "",
}
# The pages that applicant is asked, in order (grants don't cover their tuition, so the optional
# other-aid page comes last: a tuition waiver could change what they pay).
APPLICANT_PAGES = [  # the knock-outs first; the college is the home college, answered from the county (issue #10)
    # the graduation month on the high school page, the credits on the program page, the size on the
    # household page; a senior still in high school is not asked whether already at a college
    "applicant_type", "prior_degree", "high_school", "zip", "in_state_tuition", "program",
    "hs_gpa", "household", "agi", "aid_application", "full_cost_scholarship", "tuition", "birth_year",
]

# The form controls a person uses on one question page: [name, tag, type, id].
_CONTROLS = """() => Array.from(document.querySelectorAll('#question-form [name]'))
  .filter(e => !['hidden', 'submit'].includes(e.type))
  .map(e => [e.name, e.tagName.toLowerCase(), e.type || '', e.id])"""

# An amount read back on its page ("We read “45 mil” as $45,000. Check it, then continue.").
READ_BACK = '#question-form .inset[id$="-note"]'

# True once Continue has led somewhere: a new page, the page with an amount read back (``noted``:
# one was before), or (``error``) the error summary, settled.
_NEXT_PAGE = """([before, error, noted]) => {
  if (document.readyState !== 'complete' || document.querySelector('.htmx-request, .htmx-settling')) return false;
  if (error) return !!document.querySelector('#error-summary');
  if (!noted && document.querySelector('%s')) return true;
  const heading = document.querySelector('#page-heading');
  return !!heading && heading.innerText !== before;
}""" % READ_BACK

# Standalone things a thumb taps on the page: [description, height in CSS px].
_TARGETS = """() => Array.from(document.querySelectorAll(
    '#question-form .radio__label, #question-form button:not([hidden]), #question-form select, ' +
    '#question-form input:not([type=hidden]):not([type=radio]), #back-link, .lang-switch a, .lang-switch__button, ' +
    '.summary-list__actions a, #see-result, #start, #start-again, .error-summary__list a, ' +
    'main .list a, main .heading-s a, .deadline a, .check a, #reopen-link, #print:not([hidden])'))
  .filter(e => e.getClientRects().length)
  .map(e => [e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' ' + (e.textContent || '').trim().slice(0, 40),
             e.getBoundingClientRect().height])"""


def question_id(page):
    """Return the id of the question the page asks (None on any other page)."""
    form = page.locator("#question-form")
    return form.get_attribute("data-question") if form.count() else None


def controls_for(page, answers: dict, timeout: float = 10) -> list:
    """Return the page's form controls once some are named in ``answers`` (after a link was
    followed, the page left may still be showing for a moment)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            controls = page.evaluate(_CONTROLS)
        except PlaywrightError:
            controls = []  # the next page is loading
        if any(c[0] in answers for c in controls):
            return controls
        assert time.monotonic() < deadline, f"no field for {sorted(answers)} on {page.url}"
        time.sleep(0.015)


def fill(page, answers: dict) -> list:
    """Fill the page's controls whose names are in ``answers``; return the names filled."""
    filled = []
    for name, tag, kind, _id in controls_for(page, answers):
        if name not in answers or name in filled:
            continue
        value = answers[name]
        if kind == "radio":
            radio = page.locator(f'#question-form input[name="{name}"][value="{value}"]')
            page.locator(f'label[for="{radio.get_attribute("id")}"]').click()
            expect(radio).to_be_checked()
        elif tag == "select":
            page.locator(f'#question-form select[name="{name}"]').select_option(value)
        else:
            box = page.locator(f'#question-form [name="{name}"]')
            box.click()
            box.fill(value)
        filled.append(name)
    return filled


def press_continue(page, error: bool = False) -> None:
    """Press Continue and wait for the next page (or, with ``error``, for the error summary)."""
    heading = page.locator("#page-heading").inner_text()
    noted = page.locator(READ_BACK).count() > 0
    page.locator("#continue").click()
    wait_until(page, _NEXT_PAGE, [heading, error, noted])


def wait_until(page, predicate: str, arg=None, timeout: float = 10) -> None:
    """Wait until the JavaScript ``predicate(arg)`` holds in the page, across page loads.

    Polled from here: ``page.wait_for_function`` polls with the page's own timers, which do
    not run when JavaScript is disabled.
    """
    deadline = time.monotonic() + timeout
    while True:
        try:
            if page.evaluate(predicate, arg):
                return
        except PlaywrightError:
            pass  # the page is loading: its document is being replaced
        assert time.monotonic() < deadline, f"timed out on {page.url} waiting for {predicate}"
        time.sleep(0.015)


def answer(page, answers: dict, error: bool = False) -> str:
    """Answer the question on the page from ``answers`` and go on; return its id."""
    qid = question_id(page)
    assert qid, f"no question on {page.url}"
    fill(page, answers)
    press_continue(page, error)
    if not error and question_id(page) == qid and page.locator(READ_BACK).count():
        press_continue(page)  # an amount read back: the student checks the number filled in and goes on
    return qid


def answer_all(page, answers: dict, until: str | None = None, each=None) -> list:
    """Answer question after question until there is none (or ``until`` is asked); call
    ``each(page)`` on every page reached, including the last. Return the ids answered."""
    asked = []
    while (qid := question_id(page)) and qid != until:
        assert qid not in asked, f"{qid} asked twice: {asked}"
        asked.append(answer(page, answers))
        if each:
            each(page)
    return asked


def browser_back(page, requests: list) -> None:
    """Press the browser's Back button (a page restored from the cache fires no load event)."""
    requests.clear()
    page.go_back(wait_until="commit")
    deadline = time.monotonic() + 5
    while not question_id(page) and time.monotonic() < deadline:
        time.sleep(0.05)


def bot_said(page):
    """Return the bot's messages in the log."""
    return page.locator("#chat-log .chat-msg--bot")


def say(page, what: str) -> str:
    """Type ``what`` and press Enter, or tap the quick reply ``[what]``; return the bot's answer."""
    before = bot_said(page).count()
    if what.startswith("["):
        page.locator("#chat-quick button", has_text=what[1:-1]).first.click()
    else:
        page.locator("#chat-message").fill(what)
        page.locator("#chat-message").press("Enter")
    expect(bot_said(page)).to_have_count(before + 1, timeout=15_000)  # (a reply on a loaded 2-core machine can pass 5 s)
    return bot_said(page).last.inner_text()


def fits_the_phone(page) -> None:
    """Assert the page does not scroll sideways on a 360 px wide phone."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE_WIDTH, f"{page.url} is {width}px wide"


def small_targets(page) -> list:
    """Return the tap targets on the page shorter than 44 px, with their heights."""
    return [(what, round(h, 1)) for what, h in page.evaluate(_TARGETS) if h < 44]


def url_state(url: str):
    """Return the answers state the URL's ``t`` carries (None when it has no token)."""
    tokens = parse_qs(urlsplit(url).query).get("t")
    return loads(tokens[0], Config.SECRET_KEY, None) if tokens else None


def page_state(page):
    """Return the answers state the page carries (its form's token, else its URL's)."""
    field = page.locator('#question-form input[name="t"]')
    if field.count() and field.input_value():
        return loads(field.input_value(), Config.SECRET_KEY, None)
    return url_state(page.url)


def record_requests(page) -> list:
    """Record the URL of every request the page makes from now on; return the growing list."""
    seen = []
    page.on("request", lambda r: seen.append(r.url))
    return seen


def foreign(requests: list, base: str) -> list:
    """Return the requests that went anywhere but ``base`` (data: URLs stay in the page)."""
    return [u for u in requests if not (u.startswith(base + "/") or u == base or u.startswith("data:"))]


# The same applicant's answers as the token stores them (for opening a page directly).
ELIGIBLE = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "hs_gpa": 3.2, "household": "two_parent", "agi": 85000,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none", "household_size": 4,
}


def token(answers: dict, seen=frozenset(), lang: str = "en") -> str:
    """Return an answers token for ``answers``, as the app would put it in a link."""
    return dumps(State(dict(answers), frozenset(seen), lang), Config.SECRET_KEY)
