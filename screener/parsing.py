"""Parse numbers as people type them, in English or Spanish.

The rule (documented in the README and tested both ways):

* ``$``, spaces and "USD" are ignored; a trailing ``k``/``mil``/``thousand`` multiplies by 1,000.
* With both ``.`` and ``,``, the last one is the decimal mark ("45,000.50", "45.000,50").
* A single kind of mark followed by groups of exactly three digits ("45,000", "1,250,000",
  Spanish "45.000") is a thousands separator in money fields; otherwise it is the decimal
  mark ("3,4" is 3.4, "12.5" is 12.5).
* In English, "45.000" in a money field is ambiguous (45 or 45,000?) and is asked back.
* In a money field a mark before four or more digits ("45,5000") is a slip, not a decimal mark,
  and a decimal before "mil" ("1.2 mil": $1,200, or a million in English slang?) is ambiguous:
  both are asked back, never read as a few dollars.
* GPAs and credits never have thousands: "3,4" and "3.4" are both 3.4.
* An income typed as a bare number under $1,000 (no "$", no "k" or "mil") is no year's income
  as it stands (:func:`short_income`): one with a decimal part ("152.5", "45,5", "98.75":
  $152,500?) is asked back, a whole one ("150": $150 or $150,000?) read as thousands and read
  back (the chat) or flagged (a roster, which can't read back). One rule for the chat, the web
  form and the roster.
* A spreadsheet cell means the same whatever the page's language (:func:`parse_cell`): a money
  cell "45.000" (one dot before three digits) is asked about in both languages.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .i18n import N_
from .i18n import Money
from .i18n import Msg

# The words that write an amount in thousands ("45k", "45 mil", "45 thousand", "45 grand"): one list,
# the chat's too (engine._THOUSANDS; fix47d: the chat's "grand" and the form's "miles" were each one's alone)
THOUSANDS_WORDS = r"(?:k|mil|thousand|grand|miles)"
_THOUSANDS_WORDS = re.compile(r"\s*(" + THOUSANDS_WORDS + r")\.?$", re.I)
_GROUPS = {",": re.compile(r"^\d{1,3}(,\d{3})+$"), ".": re.compile(r"^\d{1,3}(\.\d{3})+$")}

UNREAD_AMOUNT = N_("Enter an amount in numbers, like 45000.")  # an amount that doesn't read (typed.read_input asks for the year's income)


@dataclass(frozen=True)
class Parsed:
    """A parse result: ``value`` (float) or an ``error`` :class:`Msg` to show back."""

    value: float | None = None
    error: Msg | None = None


def _unreadable(kind: str, example: str | None = None) -> Msg:
    """Return the "couldn't read that number" message with an example for ``kind`` (the
    question's own ``example`` when it has one: "4" people, not "12")."""
    if example is not None:
        return Msg.of(N_("We couldn't read that number. Type it like %(example)s."), example=example)
    if kind == "money":
        return Msg.of(N_("We couldn't read that number. Type it like 45000."))
    if kind == "gpa":
        return Msg.of(N_("We couldn't read that number. Type it like 3.4."))
    return Msg.of(N_("We couldn't read that number. Type it like 12."))


def _clean(text: str) -> str:
    t = text.strip().lower().replace("us$", "").replace("usd", "").replace("$", "")
    return re.sub(r"[\s\u00a0\u202f]", "", t)


def parse_number(text, kind: str = "number", lang: str = "en", example: str | None = None) -> Parsed:
    """Parse ``text`` typed in a ``kind`` field ("money", "gpa" or "number") in ``lang``.

    Returns :class:`Parsed` with a float value, or an error message that keeps the person
    typing (never raises).
    """
    if text is None or not str(text).strip():
        return Parsed(error=Msg.of(N_("Enter a number.")))
    raw = str(text)
    t = _clean(raw)
    mult = 1
    if kind == "money":
        m = _THOUSANDS_WORDS.search(t)
        if m:
            t = t[: m.start()]
            mult = 1000
            if m.group(1) == "mil" and re.fullmatch(r"\d+[.,]\d+", t) and float(t.replace(",", ".")) < 10:
                return Parsed(error=Msg.of(N_("We couldn't tell the amount. Type it without commas or dots, like 45000.")))
        if re.search(r"\d[.,]\d{4,}$", t) and not (_GROUPS[","].match(t) or _GROUPS["."].match(t)):
            return Parsed(error=_unreadable(kind, example))  # "45,5000": a digit too many or a mark misplaced
    if t.startswith("-"):
        return Parsed(error=Msg.of(N_("Enter a number that isn't negative.")))
    if not t or not re.fullmatch(r"[\d.,]+", t) or not re.search(r"\d", t):
        if example is not None:
            return Parsed(error=Msg.of(N_("Enter a number, like %(example)s."), example=example))
        return Parsed(error=Msg.of(
            UNREAD_AMOUNT if kind == "money" else N_("Enter a number, like 3.4.") if kind == "gpa" else N_("Enter a number, like 12.")))
    has_dot, has_comma = "." in t, "," in t
    if has_dot and has_comma:
        dec = "." if t.rfind(".") > t.rfind(",") else ","
        thou = "," if dec == "." else "."
        intpart, _, frac = t.rpartition(dec)
        if not _GROUPS[thou].match(intpart) and thou in intpart:
            return Parsed(error=_unreadable(kind, example))
        t = intpart.replace(thou, "") + "." + frac
    elif has_dot or has_comma:
        mark = "." if has_dot else ","
        if kind == "money" and _GROUPS[mark].match(t):
            if mark == "." and lang == "en" and t.count(".") == 1:
                guess = float(t.replace(".", "")) * mult
                return Parsed(error=Msg.of(N_("Did you mean %(amount)s? Type the amount without a dot, like 45000."), amount=Money(guess)))
            t = t.replace(mark, "")
        elif kind == "money" and mark == "," and re.fullmatch(r"\d+,\d{2}", t):
            # "45,00": cents in Spanish, or a dropped zero of 45,000? Ask rather than guess.
            return Parsed(error=Msg.of(N_("We couldn't tell the amount. Type it without commas or dots, like 45000.")))
        elif t.count(mark) == 1:
            t = t.replace(mark, ".")
        else:
            return Parsed(error=_unreadable(kind, example))
    try:
        value = float(t) * mult
    except ValueError:
        return Parsed(error=_unreadable(kind, example))
    return Parsed(value=value)


SMALL_INCOME = 1000  # a year's income typed under this, as a bare number, is no year's income as it stands
SMALL_AMOUNT = 100  # any other amount for the year (tuition, grants) typed under this, as a bare number, likewise (fix29a: "3.2" was $3.20)
DECIMAL, WHOLE = "decimal", "whole"
_CUT_SHORT = re.compile(r"\d[.,]\d{1,2}$")  # "152.5", "45,5", "98.75": a decimal part of one or two digits
_CURRENCY = re.compile(r"\$|usd", re.I)  # dollars said: "$152.50" is dollars and cents, "$150" dollars


def short_income(raw: str, value, limit: float = SMALL_INCOME) -> str | None:
    """Return how an income typed as ``raw`` and read as ``value`` is too small for a year: the
    one rule the chat, the web form and the roster share.

    :data:`DECIMAL` for a bare amount under $1,000 with a decimal part ("152.5", "unos 45,5",
    "98.75"): thousands with a fraction ($152,500?), a Spanish amount cut short ("152.500"?) or
    dollars and cents; the whole amount is asked, never stored as $152.50. :data:`WHOLE` for a
    whole one ("150", "45": $150, or $150,000?): the likelier reading, thousands, is read back
    (the chat, the web form) or the cell flagged (a roster). None for anything else: 0, $1,000 or
    more, an amount with "$" or "USD" ("$152.50", "$150": dollars said), or with "k" or "mil"
    after it ("45k" ends in a letter: a thousand said). ``limit``: the amount under which it is
    too small (:data:`SMALL_INCOME` for an income, :data:`SMALL_AMOUNT` for tuition or grants).
    """
    raw = (raw or "").strip()
    if value is None or not 0 < float(value) < limit or _CURRENCY.search(raw):
        return None
    if _CUT_SHORT.search(raw):
        return DECIMAL
    return None if re.search(r"[^\W\d_]$", raw) else WHOLE


def parse_cell(text, kind: str = "number") -> Parsed:
    """Parse a spreadsheet cell of ``kind``: its meaning never depends on the page's language.

    A money cell with one dot before three digits ("45.000", "152.500") is $45,000 in Spanish
    usage but 45 dollars in English: it is asked about ("Did you mean $45,000? Type the amount
    without a dot") on an English and a Spanish page alike, never read one way or the other (the
    README's counselor section). Everything else reads as :func:`parse_number` reads it in
    either language ("45,000", "45.000,50", "1.250.000", "3,4").
    """
    return parse_number(text, kind, "en")


# A GPA typed with its scale: "3.2/4.0", "3.2 / 4", "3.2 out of 4", "3,2 de 4", "3.2 sobre 4.0"
_GPA_OVER = re.compile(r"(\d+(?:[.,]\d+)?)\s*(?:/|out\s+of|of|over|de|sobre)\s*(\d+(?:[.,]\d+)?)", re.I)


def gpa_over_scale(text) -> tuple | None:
    """Return ``(gpa, scale)`` for a GPA typed with its scale ("3.2/4.0", "3.2 out of 4",
    "3,2 de 4", "3.2/5" -> (3.2, 5.0)), else None."""
    m = _GPA_OVER.fullmatch(str(text or "").strip())
    if not m:
        return None
    return float(m.group(1).replace(",", ".")), float(m.group(2).replace(",", "."))
