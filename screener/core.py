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
from functools import cached_property

from . import rules
from .answers import OUTSIDE_MD
from .award import NONCREDIT
from .memo import Scoped
from .policy import award_year_for
from .policy import load_directory
from .policy import load_policy
from .rules import assess

_runs = itertools.count()
_counted = [0]
_memo = Scoped("screener_core_memo")


class Assessment(rules.Assessment):
    """The engine's :class:`~screener.rules.Assessment` with what every face needs from it.

    ``home_college`` serves the applicant's county (None outside Maryland or while the county
    is unknown). ``apply_to`` is the college to apply to: the one named if the award can be
    used there (a renewal's own college), else the home college. ``college`` (the engine's)
    is the one named, else the home college: its financial aid office is the one to ask.
    ``estimate_no_use`` holds the estimate's answer fields it has no use for now, so that
    their questions are not asked. ``next_steps`` and ``contacts`` come from the engine.
    Each is worked out when first read.
    """

    @cached_property
    def home_college(self):
        """Return the college serving the applicant's county (None outside Maryland or unknown)."""
        if not self.county or self.county == OUTSIDE_MD:
            return None
        return load_directory().home_college(self.county)

    @cached_property
    def apply_to(self):
        """Return the college to apply to: the one named if the award can be used there, else the home college."""
        if self.college is not None and self.college in self.colleges:
            return self.college
        return self.colleges[0] if self.colleges and self.county not in (None, OUTSIDE_MD) else None

    @cached_property
    def estimate_no_use(self) -> frozenset:
        """Return the estimate's answer fields it has no use for with these answers."""
        no_use = set()
        if "grant_aid" in self.answers or "agi" not in self.answers:
            no_use.add("household_size")  # it only sizes the Pell estimate, made from income
        if self.answers.get("program") in NONCREDIT:
            no_use.add("credits_per_semester")  # noncredit tuition isn't per credit
        return frozenset(no_use)


def _complete(a) -> Assessment:
    out = object.__new__(Assessment)
    out.__dict__.update(a.__dict__)
    return out


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
    _memo.begin()


def end_request(*_args) -> None:
    """Forget every assessment remembered since :func:`begin_request`."""
    _memo.end()


def remembering():
    """Share engine runs between calls with the same answers inside the ``with`` block (inside a
    request, or another such block, that one's memory is shared)."""
    return _memo.scope()
