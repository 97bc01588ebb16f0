"""Locust users for bench/load.py: students doing whole screenings (JavaScript off), or a static file.

Run by bench/load.py; by hand (the stack from deploy/local_stack.py, loopback only)::

    LOAD_MODE=flow LOAD_THINK=5-15 .venv/bin/locust -f bench/locustfile.py --headless \\
        -u 200 -r 100 -t 30s --host http://127.0.0.1:PORT

LOAD_MODE: ``flow`` (a screening: start page, each question's POST and its 303 target, check,
result) or ``static`` (the hashed stylesheet every page loads, served by nginx).
LOAD_THINK: seconds a student waits before each step, ``0`` or ``MIN-MAX`` (uniform), or
``rate:R`` (each user paces its steps at R per second: an open-loop target load).
LOAD_OUT: a JSON file where the completed and failed screenings are written at the end.
"""
import html
import json
import os
import re
import sys
import time
from urllib.parse import urlencode

from locust import FastHttpUser
from locust import between
from locust import constant
from locust import constant_throughput
from locust import events
from locust import task

from screener.flow import load_flow
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # bench/students.py
from flow import form_fields  # noqa: E402 - bench/flow.py: a page's form from answers
from students import ELIGIBLE  # noqa: E402

ANSWERS = {**ELIGIBLE}  # the likely-eligible new student (bench/students.py)
MODE = os.environ.get("LOAD_MODE", "flow")
THINK = os.environ.get("LOAD_THINK", "0")
FORM = {"Content-Type": "application/x-www-form-urlencoded"}
COUNTS = {"screenings": 0, "failed_screenings": 0, "seconds": []}


def think_time():
    """Return the Locust wait_time for LOAD_THINK."""
    if THINK.startswith("rate:"):
        return constant_throughput(float(THINK[5:]))
    if "-" in THINK:
        low, high = (float(x) for x in THINK.split("-"))
        return between(low, high)
    return constant(float(THINK))


def fields(qid: str) -> dict:
    """Return the form fields a student sends on page ``qid`` (a month as two fields)."""
    return form_fields([(inp.id, inp.kind) for inp in load_flow().question(qid).inputs], ANSWERS)


def href(page: str, element_id: str) -> str:
    """Return the href of the link with ``element_id``."""
    return html.unescape(re.search(r'<a href="([^"]*)"[^>]*\bid="%s"' % element_id, page).group(1))


class Student(FastHttpUser):
    """One step per task (Locust waits LOAD_THINK between steps); a finished screening starts again."""

    wait_time = think_time()

    def on_start(self):
        self.page, self.path, self.started = None, None, None

    def get(self, url: str, name: str):
        with self.client.get(url, name=name, catch_response=True) as resp:
            if resp.status_code != 200:
                resp.failure(f"status {resp.status_code}")
                return False
            self.page, self.path = resp.text, url.split("?")[0]
            return True

    def restart(self, failed: bool):
        if failed:
            COUNTS["failed_screenings"] += 1
        self.page = self.path = None

    @task
    def step(self):
        if MODE == "static":
            return self.static()
        if self.page is None:  # a new student: the start page, then "Start now"
            self.started = time.perf_counter()
            if not self.get("/?lang=en", "GET /") or not self.get(href(self.page, "start"), "GET /question/[qid]"):
                self.restart(True)
            return
        if self.path == "/result":
            ok = 'data-status="likely_eligible"' in self.page
            COUNTS["screenings" if ok else "failed_screenings"] += 1
            if ok:
                COUNTS["seconds"].append(time.perf_counter() - self.started)
            return self.restart(False)
        if self.path == "/check":
            if not self.get(href(self.page, "see-result"), "GET /result"):
                self.restart(True)
            return
        qid = re.search(r'data-question="([^"]+)"', self.page).group(1)
        token = html.unescape(re.search(r'name="t" value="([^"]*)"', self.page).group(1))
        body = urlencode({"t": token, "lang": "en", **fields(qid)})
        with self.client.post(f"/question/{qid}", data=body, headers=FORM, name="POST /question/[qid]",
                              allow_redirects=False, catch_response=True) as resp:
            if resp.status_code != 303:
                resp.failure(f"status {resp.status_code}")
                return self.restart(True)
            location = resp.headers["Location"]
        name = "GET /check" if location.startswith("/check") else "GET /result" if location.startswith("/result") else "GET /question/[qid]"
        if not self.get(location, name):
            self.restart(True)

    def static(self):
        if self.page is None:
            self.page = re.search(r'href="(/static/css/app\.[0-9a-f]{12}\.css)"', self.client.get("/", name="GET / (setup)").text).group(1)
        self.client.get(self.page, name="GET /static/css/app.[hash].css")


@events.test_stop.add_listener
def write_counts(**_):
    """Write the completed and failed screenings to LOAD_OUT."""
    out = os.environ.get("LOAD_OUT")
    if out:
        with open(out, "w") as f:
            json.dump(COUNTS, f)
