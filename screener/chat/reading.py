"""The chat's reading thresholds: ``screener/data/chat_reading.yaml``, checked against its schema
and loaded once. They are the project's own lines for reading a number typed in words (a pay said
with no period, a year worked out from a pay period), not facts from outside: those live in
``screener/data/policy.yaml``."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..datafiles import check_text

READING_FILE = Path(__file__).resolve().parent.parent / "data" / "chat_reading.yaml"


@lru_cache(maxsize=1)
def thresholds() -> dict:
    """Return the reading thresholds (``small_pay`` {low, high}, ``tiny_year``), in dollars;
    raise :class:`screener.datafiles.DataFileError` for a file that doesn't match its schema."""
    return check_text(READING_FILE.read_text(encoding="utf-8"), "chat_reading", READING_FILE)
