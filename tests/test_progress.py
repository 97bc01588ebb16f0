"""The "About N questions left" count on every page of every flow path (issue #10).

For each scenario of ``support.SCENARIOS`` a student walks the web form with JavaScript off;
on each question page the count shown is compared with the question pages actually still to
answer (that page included): it is right within one, and it never goes up.
"""
import re

import pytest

from screener import create_app
from support import DONE
from support import DONT_KNOW
from support import ELIGIBLE
from support import NEW
from support import SCENARIOS
from support import Student
from support import follow
from support import link_href
from support import page_question
from support import page_token
from support import text
from support import token


@pytest.fixture(scope="module")
def client():
    """A client of an app of this module's own: it walks every path (thousands of requests), and
    its app turns the limiter off again should an earlier test's app have left it on."""
    return create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False}).test_client()


def counted(name: str, client) -> list:
    """Return ``[(question id, count shown)]`` for each question page of scenario ``name``."""
    return walked(name, client)[0]


def count_on(html: str) -> int:
    """Return the "About N questions left" count a question page shows."""
    m = re.search(r'id="steps-left">About (\d+) questions? left<', html)
    assert m, f"no count on {page_question(html)}"
    return int(m.group(1))


def walked(name: str, client):
    """Return ``([(question id, count shown)], the student at the result)`` for scenario ``name``."""
    shown = []

    class Counting(Student):
        def answer(self, extra=None):
            shown.append((page_question(self.html), count_on(self.html)))
            return super().answer(extra)

    student = Counting(client, SCENARIOS[name])
    student.start()
    student.finish()
    return shown, student


# A later answer that opens pages the count can't foresee: how many, and why.
OPENS = {
    "renewal, GPA 2.4, extenuating": 1,  # a college GPA under 2.5 adds the extenuating-circumstances page
    "zip outside Maryland, residential college": 1,  # an out-of-state ZIP code adds the county page
    "related questions left blank, asked on their own": 2,  # each offered question left blank is asked again
    "other county's college, program not at home": 2,  # another county's college: it and "does yours offer it?"
}
# Programs whose answer closes pages the count included (no GPA pages; the Pell question instead).
CLOSES = {"noncredit_vocational_certificate": 1, "licensure_noncredit": 1, "apprenticeship": 1}


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_count_of_questions_left_is_right_within_one_and_never_goes_up(client, name):
    shown = counted(name, client)
    counts = [c for _, c in shown]
    assert all(b <= a for a, b in zip(counts, counts[1:])), f"the count went up: {shown}"
    total, knocked_out = len(shown), student_was_knocked_out(name, client)
    for n, (qid, count) in enumerate(shown):
        left = total - n  # this page and the ones after it
        if n == 0 and SCENARIOS[name]["applicant_type"] == "renewal":
            continue  # the first page asks whether it is a renewal: it counts a new student's pages
        assert count >= left - 1 - OPENS.get(name, 0), f"{qid}: shows {count}, {left} left ({shown})"
        if not knocked_out:  # an answer that rules the student out ends the questions early
            # a fact left unknown ("I don't know", "I'm not sure") leaves a rule unchecked: the estimate's
            # pages (tuition, other aid), counted while a later answer could still settle it, aren't asked
            unsettled = DONT_KNOW in SCENARIOS[name] or "tuition" not in [q for q, _ in shown]
            closes = CLOSES.get(SCENARIOS[name]["program"], 0) + (2 if unsettled else 0) + settled_duration(shown, n)
            assert count <= left + 1 + closes, f"{qid}: shows {count}, {left} left ({shown})"


@pytest.mark.parametrize("name", SCENARIOS)
def test_a_page_opened_again_by_back_shows_the_count_it_showed_first(client, name):
    """A newcomer's finding: Back to a page showed fewer questions left than its first visit
    (12, then 10): the pages answered after it no longer counted. Back from the result to the
    first page, each page shows its first visit's count."""
    shown, student = walked(name, client)
    first = dict(shown)
    again = []
    html = student.html
    for _ in range(3 * len(shown) + 5):
        back = link_href(html, "back-link")
        if not back.startswith(("/question/", "/check", "/result")):
            break
        html = text(follow(client, back))
        qid = page_question(html)
        if qid in first:
            again.append((qid, count_on(html)))
    assert {q for q, _ in again} == set(first), (again, shown)  # Back reaches every page asked
    assert [(q, first[q]) for q, _ in again] == again, f"first visits {shown}, by Back {again}"


def settled_duration(shown: list, n: int) -> int:
    """Return 1 when page ``n`` of a renewal's walk ``shown`` counted the full- or part-time page
    that the month of first enrolment then closed: a student who first enrolled within the shorter
    (full-time) limit keeps the award through the award year either way, so isn't asked it
    (rules.check_award_duration); the pages up to "first enrolled" can't foresee that month."""
    asked = [q for q, _ in shown]
    if "first_enrolled" not in asked or "enrollment_status" in asked:
        return 0
    return int(n <= asked.index("first_enrolled"))


def student_was_knocked_out(name, client) -> bool:
    """Return True when the scenario's answers rule the student out before "Check your answers"."""
    student = Student(client, SCENARIOS[name])
    student.start()
    student.finish()
    return "/check" not in student.paths


# (fix47e) said as an estimate either way: a graduate filing the One-App answers more (test_fix47e)
PROMISE = {"en": r"It takes about (\d+) short questions: a few more or fewer, depending on your answers\.",
           "es": r"Son unas (\d+) preguntas cortas: algunas más o menos, según tus respuestas\."}
LEFT = {"en": "About {} questions left", "es": "Faltan más o menos {} preguntas"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_start_page_says_the_count_of_the_first_page_and_that_it_is_often_fewer(client, lang):
    """A newcomer's finding: "Most students answer 14 short questions or fewer" read as a figure
    that had drifted, where a senior answers 12. It is the first page's own count, worked out from
    the flow (Flow.pages_left), and said as what it is: about that many (fix47e: "a few more or fewer",
    never "often fewer" as a bound: a graduate filing the One-App answers more)."""
    start = client.get(f"/?lang={lang}").get_data(as_text=True)
    promised = int(re.search(PROMISE[lang], start).group(1))
    first = client.get(re.search(r'<a href="([^"]*)"[^>]*id="start"', start).group(1).replace("&amp;", "&"),
                       follow_redirects=True).get_data(as_text=True)
    assert LEFT[lang].format(promised) in first
    typical = counted("eligible", client)  # a Howard County student who graduated last June
    assert len(typical) <= promised
    senior = Student(client, {**NEW, "hs_completion_date": "2027-06"})  # graduates next June: fewer pages
    senior.start()
    senior.finish()
    assert len(senior.asked) < promised, senior.asked


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_change_link_counts_only_the_pages_the_change_asks(client, lang):
    """A newcomer's finding: "Change ZIP code" to another county's ZIP opened the college page with
    "About 9 questions left"; the next page was "Check your answers". The count on a page opened
    from a Change link is the pages still to ask before coming back there."""
    app = client.application
    html = text(client.get(f"/question/zip?t={token(app, ELIGIBLE, DONE, lang)}&return=check&lang={lang}"))
    resp = client.post(f"/question/zip?lang={lang}", data={"t": page_token(html), "zip": "21502", "return": "check"})
    pages = 0
    location = resp.headers["Location"]
    while location.startswith("/question/"):
        html = text(client.get(location))
        m = re.search(r'id="steps-left">[^<]*?(\d+)[^<]*<', html)
        assert m and int(m.group(1)) <= 2, (location, m and m.group(0))
        q = page_question(html)
        form = {"t": page_token(html), "return": "check", **({"college": "allegany"} if q == "college" else {})}
        if q == "program_offered_locally":
            form[q] = "true"
        location = client.post(f"/question/{q}?lang={lang}", data=form).headers["Location"]
        pages += 1
        assert pages <= 3
    assert location.startswith("/check?")
