"""Print the weight of each page kind (raw and gzip bytes) and the server time per step.

Uses the Flask test client, so no server is needed: ``.venv/bin/python bench/pages.py``
(``bench/flow.py`` times the same steps through gunicorn).
Prints figures only; it never fails. The budget it reports against: the first question page
with its CSS and JavaScript (htmx included) at most 30 KB compressed.
"""
import gzip
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flow import InProcess  # noqa: E402 - bench/flow.py: a student walking the form
from flow import question_inputs  # noqa: E402
from screener import create_app  # noqa: E402
from screener.flow import State  # noqa: E402
from screener.token import dumps  # noqa: E402

# A likely eligible new student's answers, as the engine holds them.
ELIGIBLE = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2026-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "hs_gpa": 3.2, "household": "two_parent", "agi": 90000,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none", "household_size": 4,
}

BUDGET = 30 * 1024
ASSETS = ("css/app.css", "js/app.js", "js/htmx.min.js")


def sizes(body: bytes) -> tuple:
    """Return (raw bytes, gzip bytes at level 6, what servers usually use)."""
    return len(body), len(gzip.compress(body, 6))


def get(client, url: str, **kwargs) -> bytes:
    """Return the body of GET ``url`` (redirects followed)."""
    with client.get(url, follow_redirects=True, **kwargs) as resp:
        return resp.get_data()


def page_urls(app) -> dict:
    """Return the pages to weigh, by name."""
    def t(answers, seen=("tuition",)):
        """Return a token for ``answers``."""
        return dumps(State(dict(answers), frozenset(seen)), app.config["SECRET_KEY"])

    return {
        "start": "/",
        "first question": "/question/applicant_type",
        "college (16 radios)": f"/question/college?t={t({k: ELIGIBLE[k] for k in list(ELIGIBLE)[:5]}, ())}",
        "check your answers": f"/check?t={t(ELIGIBLE)}",
        "result, likely eligible": f"/result?t={t(ELIGIBLE)}",
        "result, likely not eligible": f"/result?t={t({**ELIGIBLE, 'in_state_tuition': 'no'})}",
        "first question, htmx fragment": "/question/applicant_type",
    }


def print_weights(client, app):
    """Print each page's and asset's weight, and the first page's total against the budget."""
    print(f"{'page':34} {'raw':>8} {'gzip':>8}")
    for name, url in page_urls(app).items():
        headers = {"HX-Request": "true"} if "fragment" in name else {}
        raw, gz = sizes(get(client, url, headers=headers))
        print(f"{name:34} {raw:8} {gz:8}")
    total = sizes(get(client, "/question/applicant_type"))[1]
    for asset in ASSETS:
        raw, gz = sizes(get(client, f"/static/{asset}"))
        total += gz
        print(f"{'static/' + asset:34} {raw:8} {gz:8}")
    verdict = "within" if total <= BUDGET else "OVER"
    print(f"\nfirst question page, all in (gzip): {total} bytes ({total / 1024:.1f} KB), {verdict} the 30 KB budget")


class TimedStudent(InProcess):
    """A student whose steps (POST an answer, then GET the page it leads to) are timed."""

    def __init__(self, client):
        """Time the steps over the Flask test ``client``."""
        super().__init__(client)
        self.steps, self.started = [], None

    def request(self, method, url, body=None):
        """Start the clock at a POST; stop it after the GET that follows."""
        if method == "POST":
            self.started = time.perf_counter()
        out = super().request(method, url, body)
        if method == "GET" and self.started is not None:
            self.steps.append((time.perf_counter() - self.started) * 1000)
            self.started = None
        return out


def print_step_times(client, rounds: int = 5):
    """Print the server time of each step (POST an answer, then GET the next page)."""
    steps, inputs = [], question_inputs(ROOT)
    for _ in range(rounds):
        student = TimedStudent(client)
        student.screening(inputs)
        steps += student.steps
    steps.sort()
    print(f"\nserver time per step (POST + 303 + GET, {len(steps)} steps): "
          f"median {statistics.median(steps):.1f} ms, p90 {steps[int(len(steps) * .9)]:.1f} ms, max {steps[-1]:.1f} ms")


def main():
    """Print the figures."""
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False})
    client = app.test_client()
    print_weights(client, app)
    print_step_times(client)


if __name__ == "__main__":
    main()
