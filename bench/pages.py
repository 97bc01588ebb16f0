"""Print the weight of each page kind (raw and gzip bytes) and the server time per step.

Uses the Flask test client, so no server is needed: ``.venv/bin/python bench/pages.py``.
Prints figures only; it never fails. The budget it reports against: the first question page
with its CSS and JavaScript (htmx included) at most 30 KB compressed.
"""
import gzip
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from screener import create_app  # noqa: E402
from screener.flow import State  # noqa: E402
from screener.token import dumps  # noqa: E402
from test_flow_paths import NEW  # noqa: E402
from test_flow_paths import Student  # noqa: E402
from test_web import ELIGIBLE  # noqa: E402

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


def print_step_times(client, rounds: int = 5):
    """Print the server time of each step (POST an answer, then GET the next page)."""
    steps = []
    for _ in range(rounds):
        student = Student(client, NEW)
        student.start()
        while page_question_or_none(student):
            started = time.perf_counter()
            student.answer()
            steps.append((time.perf_counter() - started) * 1000)
    steps.sort()
    print(f"\nserver time per step (POST + 303 + GET, {len(steps)} steps): "
          f"median {statistics.median(steps):.1f} ms, p90 {steps[int(len(steps) * .9)]:.1f} ms, max {steps[-1]:.1f} ms")
    started = time.perf_counter()
    get(client, student.resp.request.url.replace("/check", "/result"))
    print(f"result page: {(time.perf_counter() - started) * 1000:.1f} ms")


def page_question_or_none(student) -> bool:
    """Return True while the student is on a question page."""
    return 'data-question="' in student.html


def main():
    """Print the figures."""
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False})
    client = app.test_client()
    print_weights(client, app)
    print_step_times(client)


if __name__ == "__main__":
    main()
