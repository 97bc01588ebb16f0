"""The core's front door: clean answers and a date in, an assessment out.

No Flask and no face (web, chat, API, CLI) is imported here or below: every face calls
:func:`screen` and renders what it returns. Within one request a face may call
:func:`screen` several times with the same answers; inside :func:`remembering` (the web
app enters it for each request) those calls share one engine run. Nothing is kept after
the request ends, so no answer outlives the request that carried it.
"""
from __future__ import annotations

import datetime as dt
import itertools
from contextlib import contextmanager
from contextvars import ContextVar

from .policy import award_year_for
from .policy import load_directory
from .policy import load_policy
from .rules import assess

_runs = itertools.count()
_counted = [0]
_memo: ContextVar = ContextVar("screener_core_memo", default=None)


def engine_runs() -> int:
    """Return how many times this process has run the rules engine (tests and benchmarks read it)."""
    return _counted[0]


def _key(answers: dict):
    try:
        return frozenset(answers.items())
    except TypeError:  # an unhashable value: don't remember this one
        return None


def screen(answers: dict, today: dt.date | None = None):
    """Assess clean ``answers`` under the policy of the award year their date falls in.

    :param answers: validated answers (:func:`screener.answers.validate`)
    :param today: the day it is (the default ``application_date``); the real date if None
    :return: the engine's :class:`~screener.rules.Assessment`
    """
    today = today or dt.date.today()
    memo = _memo.get()
    key = _key(answers) if memo is not None else None
    if key is not None:
        found = memo.get((key, today))
        if found is not None:
            return found
    day = dt.date.fromisoformat(answers["application_date"]) if "application_date" in answers else today
    _counted[0] = next(_runs) + 1
    result = assess(answers, load_policy(award_year_for(day)), load_directory(), today)
    if key is not None:
        memo[(key, today)] = result
    return result


def begin_request() -> None:
    """Start sharing engine runs between calls with the same answers (until :func:`end_request`)."""
    _memo.set({})


def end_request(*_args) -> None:
    """Forget every assessment remembered since :func:`begin_request`."""
    _memo.set(None)


@contextmanager
def remembering():
    """Share engine runs between calls with the same answers inside the ``with`` block."""
    token = _memo.set({})
    try:
        yield
    finally:
        _memo.reset(token)
