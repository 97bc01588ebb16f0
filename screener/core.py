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
from dataclasses import dataclass
from dataclasses import fields

from . import rules
from .answers import OUTSIDE_MD
from .award import NONCREDIT
from .policy import award_year_for
from .policy import load_directory
from .policy import load_policy
from .rules import assess

_runs = itertools.count()
_counted = [0]
_memo: ContextVar = ContextVar("screener_core_memo", default=None)


@dataclass
class Assessment(rules.Assessment):
    """The engine's :class:`~screener.rules.Assessment` with what every face needs from it.

    ``home_college`` serves the applicant's county (None outside Maryland or while the county
    is unknown). ``apply_to`` is the college to apply to: the one named if the award can be
    used there (a renewal's own college), else the home college. ``college`` (the engine's)
    is the one named, else the home college: its financial aid office is the one to ask.
    ``estimate_no_use`` holds the estimate's answer fields it has no use for now, so that
    their questions are not asked. ``next_steps`` and ``contacts`` come from the engine.
    """

    home_college: object = None
    apply_to: object = None
    estimate_no_use: frozenset = frozenset()


_ENGINE_FIELDS = tuple(f.name for f in fields(rules.Assessment))


def _estimate_no_use(answers: dict) -> frozenset:
    no_use = set()
    if "grant_aid" in answers or "agi" not in answers:
        no_use.add("household_size")  # it only sizes the Pell estimate, made from income
    if answers.get("program") in NONCREDIT:
        no_use.add("credits_per_semester")  # noncredit tuition isn't per credit
    return frozenset(no_use)


def _complete(a) -> Assessment:
    directory = load_directory()
    home = directory.home_college(a.county) if a.county and a.county != OUTSIDE_MD else None
    first = a.colleges[0] if a.colleges and a.county not in (None, OUTSIDE_MD) else None
    apply_to = a.college if a.college is not None and a.college in a.colleges else first
    return Assessment(**{n: getattr(a, n) for n in _ENGINE_FIELDS}, home_college=home, apply_to=apply_to,
                      estimate_no_use=_estimate_no_use(a.answers))


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
    :return: an :class:`Assessment`
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
    result = _complete(assess(answers, load_policy(award_year_for(day)), load_directory(), today))
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
