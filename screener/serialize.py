"""The contract's JSON shapes (now in :mod:`screener.wire`) and the engine's front door (:mod:`screener.core`).

Kept so that older imports keep working; new code imports from those modules.
"""
from __future__ import annotations

import datetime as dt

from .core import screen
from .wire import assess_raw  # noqa: F401 - re-exported
from .wire import assessment_json  # noqa: F401 - re-exported
from .wire import check_json  # noqa: F401 - re-exported
from .wire import college_json  # noqa: F401 - re-exported
from .wire import colleges_json  # noqa: F401 - re-exported
from .wire import errors_json  # noqa: F401 - re-exported
from .wire import other_aid_json  # noqa: F401 - re-exported


def run(answers: dict, today: dt.date | None = None):
    """Assess clean ``answers`` (:func:`screener.core.screen` under its old name)."""
    return screen(answers, today)
