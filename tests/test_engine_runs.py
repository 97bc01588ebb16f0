"""Each web request runs the rules engine at most twice (a counter, not a timing).

The flow keeps the walk it worked out in the answers token, so a step doesn't replay the
questionnaire from no answers; within a request, calls with the same answers share one run.
"""
import pytest
from flask import g

from screener.core import engine_runs
from screener.core import remembering
from screener.core import screen
from support import SCENARIOS
from support import Student

LIMIT = 2


def count_runs(app) -> list:
    """Record ``(method, path, engine runs)`` for every request ``app`` serves from now on."""
    seen = []

    @app.before_request
    def _start():
        g.runs_at_start = engine_runs()

    @app.after_request
    def _end(resp):
        from flask import request

        seen.append((request.method, request.path, engine_runs() - g.runs_at_start))
        return resp

    return seen


@pytest.mark.fresh_app
@pytest.mark.parametrize("name", SCENARIOS)
def test_a_step_runs_the_engine_at_most_twice(app, name):
    seen = count_runs(app)
    student = Student(app.test_client(), SCENARIOS[name])
    student.start()
    student.finish()
    assert student.paths[-1] == "/result"
    over = [r for r in seen if r[2] > LIMIT]
    assert not over, over
    assert sum(r[2] for r in seen) <= LIMIT * len(seen)


def test_the_counter_counts_and_a_request_shares_runs(today):
    before = engine_runs()
    screen({"agi": 1000}, today)
    screen({"agi": 1000}, today)
    assert engine_runs() - before == 2
    with remembering():
        screen({"agi": 2000}, today)
        screen({"agi": 2000}, today)
        screen({"agi": 3000}, today)
    assert engine_runs() - before == 4
