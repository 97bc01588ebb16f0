"""How many SMS segments a text costs, and punctuation that keeps a text in GSM-7.

A message whose characters are all in the GSM 03.38 alphabet (the basic set and its extension
table, via the ``gsm0338`` codec) is sent in GSM-7: 160 septets in one segment, 153 a part
when split (the rest of each part carries the concatenation header); an extension character
(``€ [ ] { } ^ ~ | \\`` and form feed) takes two septets and is never split across parts.
Any other character (``á``, ``í``, ``ó``, ``ú``, emoji, curly quotes) makes the whole message
UCS-2: 70 UTF-16 code units in one segment, 67 a part; an emoji's surrogate pair is never split.

The bot's texts are typeset for the web (“curly quotes”, bullets, dashes); :func:`gsm_friendly`
writes their plain GSM equivalents, so one typographic quote never turns a whole English
message into UCS-2. Letters are never changed (Spanish keeps its accents).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import gsm0338  # noqa: F401 - registers the "gsm03.38" codec

GSM7_SINGLE, GSM7_PART = 160, 153
UCS2_SINGLE, UCS2_PART = 70, 67

# Typographic punctuation and spaces -> their GSM-7 equivalents (letters are left alone).
PLAIN = str.maketrans({
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"',
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u2032": "'",
    "\u2013": "-", "\u2014": "-", "\u2012": "-", "\u2010": "-", "\u2011": "-", "\u2212": "-",
    "\u2022": "-", "\u00b7": "-",
    "\u2026": "...",
    "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2007": " ",
    "\u27f5": "<-",
})


@dataclass(frozen=True)
class Count:
    """A text's ``encoding`` ("GSM-7" or "UCS-2"), its ``units`` (septets or UTF-16 code
    units) and the ``segments`` it is sent in."""

    encoding: str
    units: int
    segments: int


def gsm_friendly(text: str) -> str:
    """Return ``text`` with typographic quotes, dashes, bullets, ellipses and spaces made plain."""
    return text.translate(PLAIN)


def _parts(widths: list, single: int, part: int) -> int:
    """Return the segments for characters of ``widths`` units: one if all fit in ``single``,
    else parts of ``part`` units, a character never split across two."""
    if sum(widths) <= single:
        return 1 if widths else 0
    segments, used = 1, 0
    for w in widths:
        if used + w > part:
            segments, used = segments + 1, 0
        used += w
    return segments


@lru_cache(maxsize=4096)
def count(text: str) -> Count:
    """Return the :class:`Count` of ``text`` as one SMS (an empty text is 0 segments)."""
    try:
        units = len(text.encode("gsm03.38"))
    except UnicodeEncodeError:
        units = len(text.encode("utf-16-le")) // 2
        if units <= UCS2_SINGLE:
            return Count("UCS-2", units, 1 if text else 0)
        return Count("UCS-2", units, _parts([len(ch.encode("utf-16-le")) // 2 for ch in text], UCS2_SINGLE, UCS2_PART))
    if units <= GSM7_SINGLE:
        return Count("GSM-7", units, 1 if text else 0)
    return Count("GSM-7", units, _parts([len(ch.encode("gsm03.38")) for ch in text], GSM7_SINGLE, GSM7_PART))


def segments(text: str) -> int:
    """Return the SMS segments ``text`` is sent in."""
    return count(text).segments
