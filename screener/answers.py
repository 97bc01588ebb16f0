"""The contract's answer fields: their types, allowed values and ranges, and validation.

One schema serves the JSON API, the CLI, the roster and the web flow. Source of the field
names: the screening contract, version 1 (the README's "API" section).
"""
from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from .i18n import N_
from .i18n import Day
from .i18n import Money
from .i18n import MonthYear
from .i18n import Msg
from .i18n import Words
from .parsing import gpa_over_scale
from .parsing import parse_cell
from .parsing import short_income

COUNTIES = (
    "allegany", "anne-arundel", "baltimore-city", "baltimore-county", "calvert", "caroline",
    "carroll", "cecil", "charles", "dorchester", "frederick", "garrett", "harford", "howard",
    "kent", "montgomery", "prince-georges", "queen-annes", "somerset", "st-marys", "talbot",
    "washington", "wicomico", "worcester",
)
OUTSIDE_MD = "outside-md"
WHOLE_NUMBER = N_("Enter a whole number.")  # (the chat says its own words for a count: engine.SIZE_NOT_WHOLE)
COLLEGES = (
    "allegany", "anne-arundel", "baltimore-city", "baltimore-county", "carroll", "cecil",
    "chesapeake", "frederick", "garrett", "hagerstown", "harford", "howard", "montgomery",
    "prince-georges", "southern-maryland", "wor-wic",
)
PROGRAMS = (
    "associate", "certificate", "vocational_certificate", "noncredit_vocational_certificate",
    "licensure_credit", "licensure_noncredit", "apprenticeship",
)


@dataclass(frozen=True)
class Field:
    """One answer field: ``kind`` is enum, bool, number, integer, date, month or zip.

    ``minimum``/``maximum`` bound numbers (inclusive); ``exclusive_minimum`` makes the
    lower bound strict; ``choices`` lists an enum's values.
    """

    name: str
    kind: str
    choices: tuple = ()
    minimum: float | None = None
    maximum: float | None = None
    exclusive_minimum: bool = False
    renewal_only: bool = False


FIELDS = {
    f.name: f
    for f in (
        Field("applicant_type", "enum", ("new", "renewal")),
        Field("application_date", "date"),
        Field("county", "enum", COUNTIES + (OUTSIDE_MD,)),
        Field("zip", "zip"),
        Field("in_state_tuition", "enum", ("yes", "no", "unsure")),
        Field("high_school", "enum", ("maryland", "maryland_ged", "delmar_de", "other", "none")),
        Field("delmar_md_resident", "bool"),
        Field("hs_completion_date", "month"),
        Field("college", "enum", COLLEGES),
        Field("program_offered_locally", "bool"),
        Field("program", "enum", PROGRAMS),
        Field("noncredit_pell_eligible", "bool"),
        Field("credits_per_semester", "number", minimum=0, maximum=40),
        Field("hs_gpa", "number", minimum=0, maximum=100),
        Field("enrolled_at_md_community_college", "bool"),
        Field("cc_gpa", "number", minimum=0, maximum=100),
        Field("gpa_scale", "number", minimum=0, maximum=100, exclusive_minimum=True),
        Field("household", "enum", ("single", "single_parent", "two_parent", "married")),
        Field("agi", "number", minimum=0, maximum=1_000_000_000),
        Field("household_size", "integer", minimum=1, maximum=50),
        Field("aid_application", "enum", ("fafsa", "one_app", "none")),
        Field("dream_act", "bool"),
        Field("full_cost_scholarship", "bool"),
        Field("prior_degree", "enum", ("none", "associate", "bachelor")),
        Field("tuition", "number", minimum=0, maximum=1_000_000),
        Field("grant_aid", "number", minimum=0, maximum=1_000_000),
        Field("enrollment_status", "enum", ("full_time", "part_time"), renewal_only=True),
        Field("first_enrolled", "month", renewal_only=True),
        Field("credits_completed_last_semester", "number", minimum=0, maximum=40, renewal_only=True),
        Field("satisfactory_progress", "bool", renewal_only=True),
        Field("extenuating_circumstances", "bool", renewal_only=True),
        Field("associate_awarded", "bool", renewal_only=True),
        Field("birth_year", "integer", minimum=1900, maximum=2100),
        Field("foster_care_or_homeless", "bool"),
        Field("ssi_ssdi", "bool"),
    )
}

# Each choice as a counselor types it in a roster's cell, English msgids (their Spanish is in the
# catalog): a refused cell's message names them in the page's language (it named the codes,
# "single_parent", even on the Spanish page: a newcomer's finding), and a cell holding them in any
# language is read as the choice (:func:`_enum_aliases`), the codes too. The county and the college
# are named by their names (:func:`cell_words`).
CELL_WORDS = {
    "applicant_type": {"new": N_("first time"), "renewal": N_("renewal")},
    "in_state_tuition": {"yes": N_("yes"), "no": N_("no"), "unsure": N_("not sure")},
    "high_school": {"maryland": N_("Maryland"), "maryland_ged": N_("Maryland GED"),
                    "delmar_de": N_("Delmar High School"), "other": N_("outside Maryland"), "none": N_("none")},
    "program": {"associate": N_("associate"), "certificate": N_("certificate"),
                "vocational_certificate": N_("vocational certificate"),
                "noncredit_vocational_certificate": N_("noncredit vocational certificate"),
                "licensure_credit": N_("licensure"), "licensure_noncredit": N_("noncredit licensure"),
                "apprenticeship": N_("apprenticeship")},
    "household": {"single": N_("single"), "single_parent": N_("single parent"), "two_parent": N_("two parents"),
                  "married": N_("married")},
    "aid_application": {"fafsa": N_("FAFSA"), "one_app": N_("One-App"), "none": N_("no application")},
    "prior_degree": {"none": N_("none"), "associate": N_("associate"), "bachelor": N_("bachelor's")},
    "enrollment_status": {"full_time": N_("full-time"), "part_time": N_("part-time")},
}

_ZIP = re.compile(r"^[0-9]{5}$")
_ZIP4 = re.compile(r"^([0-9]{5})-[0-9]{4}$")
MONTH_SLASH = re.compile(r"^([0-9]{1,2})/([0-9]{4})$")  # "6/2027", as typed in a spreadsheet
MONEY_FIELDS = ("agi", "tuition", "grant_aid")
INCOME_FIELDS = ("agi",)  # a year's income: a bare number under $1,000 is none as it stands (parsing.short_income)
GPA_FIELDS = ("hs_gpa", "cc_gpa", "gpa_scale")
_DATE = re.compile(r"^([0-9]{4})-([0-9]{2})-([0-9]{2})$")
_MONTH = re.compile(r"^([0-9]{4})-([0-9]{2})$")
_TRUE = {"true", "yes", "y", "1", "si", "sí"}
_FALSE = {"false", "no", "n", "0"}


@dataclass(frozen=True)
class FieldError:
    """A problem with one field: ``field`` (None for the whole body) and a :class:`Msg`."""

    field: str | None
    message: Msg


class InvalidAnswers(ValueError):
    """Raised by :func:`validate_or_raise` with the list of :class:`FieldError`."""

    def __init__(self, errors):
        super().__init__("; ".join(f"{e.field}: {e.message.text}" for e in errors))
        self.errors = errors


def _bound(spec: Field, bound):
    """Return a range's ``bound`` as the message shows it: a year as written ("1900"), not as
    an amount ("1,900", a newcomer's finding); other numbers formatted for the language."""
    return str(int(bound)) if spec.name.endswith("_year") else bound


def _number_ok(spec: Field, value: float):
    # A number too large for a float (3,000 digits typed, a huge JSON integer) is infinite: it is
    # out of range, said as such ("no greater than"), not "Enter a number" (a newcomer's finding)
    if math.isnan(value) or (value == math.inf and spec.maximum is None) or (value == -math.inf and spec.minimum is None):
        return Msg.of(N_("Enter a number."))
    if spec.minimum is not None:
        if spec.exclusive_minimum and value <= spec.minimum:
            return Msg.of(N_("Enter a number greater than %(min)s."), min=_bound(spec, spec.minimum))
        if value < spec.minimum:
            return Msg.of(N_("Enter a number of at least %(min)s."), min=_bound(spec, spec.minimum))
    if spec.maximum is not None and value > spec.maximum:
        return Msg.of(N_("Enter a number no greater than %(max)s."), max=_bound(spec, spec.maximum))
    return None


_FILLER = re.compile(r"\b(county|community college|college of|college|of maryland|maryland)\b")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")
_PLAIN_NUMBER = re.compile(r"[0-9]+(\.[0-9]+)?")


def _enum_key(text: str) -> str:
    """Return ``text`` folded for lenient matching ("Prince George's County" -> "princegeorges")."""
    return _NOT_ALNUM.sub("", _FILLER.sub(" ", text.strip().lower()))


def _word_key(text: str) -> str:
    """Return ``text`` folded to compare with a choice's words: case, accents, spaces and
    punctuation aside, every word kept ("Renovación" -> "renovacion", "Maryland GED" -> "marylandged")."""
    plain = unicodedata.normalize("NFKD", text.strip().lower()).encode("ascii", "ignore").decode("ascii")
    return _NOT_ALNUM.sub("", plain)


@lru_cache(maxsize=None)
def cell_words(name: str) -> dict:
    """Return value -> the words (a msgid or a name) a counselor types for each choice of enum
    field ``name`` (:data:`CELL_WORDS`; a county's or a college's name)."""
    if name in ("county", "college"):
        from .policy import load_directory  # late import: policy data is not needed to validate JSON

        d = load_directory()
        if name == "college":
            return {cid: c.name for cid, c in d.colleges.items()}
        return {**{c: d.county_name(c) for c in COUNTIES}, OUTSIDE_MD: CELL_WORDS["high_school"]["other"]}
    return CELL_WORDS.get(name, {})


@lru_cache(maxsize=None)
def _enum_aliases(name: str) -> dict:
    """Return folded spellings -> value for the enum field ``name`` (ids, labels, names)."""
    spec = FIELDS[name]
    aliases = {_enum_key(v): v for v in spec.choices}
    if name in ("county", "college"):
        aliases.update({_enum_key(words): value for value, words in cell_words(name).items()})
    aliases.pop("", None)
    return aliases


@lru_cache(maxsize=None)
def _enum_words(name: str) -> dict:
    """Return the :func:`cell_words` of the enum field ``name`` in every language, folded
    (:func:`_word_key`) -> value."""
    from .i18n import available_languages
    from .i18n import gettext

    out = {}
    for value, words in cell_words(name).items():
        for lang in available_languages():
            out.setdefault(_word_key(gettext(words, lang)), value)
    out.pop("", None)
    return out


def _choices_message(spec: Field, strict: bool) -> Msg:
    """Return "Choose one of: …": the codes for the API (``strict``), else the words a counselor
    types (:func:`cell_words`), shown in the language the message is rendered in."""
    words = cell_words(spec.name) if not strict else {}
    if words and all(v in words for v in spec.choices):
        return Msg.of(N_("Choose one of: %(choices)s."), choices=Words(words[v] for v in spec.choices))
    return Msg.of(N_("Choose one of: %(choices)s."), choices=", ".join(spec.choices))


def _lenient(spec: Field, value: str, lang: str):
    """Return a CSV cell rewritten to the strict form (or unchanged), or an error Msg."""
    v = value.strip()
    if spec.kind == "enum":
        if v in spec.choices:
            return v, None
        return _enum_words(spec.name).get(_word_key(v)) or _enum_aliases(spec.name).get(_enum_key(v), v), None
    if spec.kind in ("number", "integer"):
        if _PLAIN_NUMBER.fullmatch(v) and not (spec.name in MONEY_FIELDS and "." in v):  # fast path
            return _income_cell(spec.name, v, float(v))
        kind = "money" if spec.name in MONEY_FIELDS else "gpa" if spec.name in GPA_FIELDS else "number"
        if kind == "gpa" and spec.name != "gpa_scale" and gpa_over_scale(v) is not None:
            from .typed import read_gpa_over_scale  # the web form's one reader ("3.2/4"); late: typed imports this module

            gpa, problem = read_gpa_over_scale(v)
            return (gpa, None) if problem is None else (None, problem)
        parsed = parse_cell(v, kind)  # the same whatever the page's language ("45.000" asked in both)
        return _income_cell(spec.name, v, parsed.value) if parsed.error is None else (None, parsed.error)
    if spec.kind == "zip":
        m = _ZIP4.match(v)
        return (m[1] if m else v), None
    if spec.kind == "month":
        m = MONTH_SLASH.match(v)
        return (f"{m[2]}-{int(m[1]):02d}" if m else v), None
    return v, None


CELL_CUT_SHORT = N_("Check the income: %(small)s is very little for a year. Did you mean %(amount)s? "
                    "Write the income for the year in dollars, like %(number)s (or %(small)s if that is right).")


def _income_cell(name: str, text: str, value: float):
    """Return ``(value, None)`` for a cell read as ``value``, or ``(None, message)`` for a year's
    income typed as a bare number under $1,000 ("152.5", "150": $152,500? $150,000?), which a
    roster can't read back: the row is flagged, never screened as $152.50 (the rule the chat and
    the web form share, :func:`screener.parsing.short_income`; "$150" is taken as typed)."""
    if name in INCOME_FIELDS and short_income(text, value) is not None:
        meant = round(value * 1000)
        return None, Msg.of(CELL_CUT_SHORT, small=Money(value), amount=Money(meant), number=meant)
    return value, None


def _clean_one(spec: Field, value, strict: bool, lang: str = "en"):
    """Return (clean_value, error Msg or None) for one raw value."""
    kind = spec.kind
    if not strict and isinstance(value, str) and kind != "bool":
        value, err = _lenient(spec, value, lang)
        if err:
            return None, err
    if kind == "enum":
        if isinstance(value, str) and value in spec.choices:
            return value, None
        return None, _choices_message(spec, strict)
    if kind == "bool":
        if isinstance(value, bool):
            return value, None
        if not strict and isinstance(value, str):
            v = value.strip().lower()
            if v in _TRUE:
                return True, None
            if v in _FALSE:
                return False, None
        return None, Msg.of(N_("Answer true or false.") if strict else N_("Answer yes or no."))
    if kind in ("number", "integer"):
        if isinstance(value, bool):
            return None, Msg.of(N_("Enter a number."))
        if not isinstance(value, (int, float)):
            return None, Msg.of(N_("Enter a number."))
        try:
            value = float(value)
        except OverflowError:  # a JSON integer too large for a float: out of range, not a 500
            value = math.inf if value > 0 else -math.inf
        err = _number_ok(spec, value)
        if err:
            return None, err
        if kind == "integer":
            if value != int(value):
                return None, Msg.of(WHOLE_NUMBER)
            return int(value), None
        return (int(value) if value == int(value) else value), None
    if kind == "zip":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and strict:
            # The contract's ZIP code is a string of 5 digits (the OpenAPI schema: a string): a JSON
            # number is the wrong type (20850 would pass, but 02134 arrives as 2134), so it is refused.
            return None, Msg.of(N_("Send the ZIP code as text, 5 digits in quotes (for example \"21044\"), not as a number."))
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 99999:
            value = f"{value:05d}"  # a spreadsheet's ZIP code cell read as a number (roster)
        if isinstance(value, str) and _ZIP.match(value.strip()):
            return value.strip(), None
        return None, Msg.of(N_("Enter a 5-digit ZIP code."))
    if kind == "date":
        m = _DATE.match(value.strip()) if isinstance(value, str) else None
        if m:
            try:
                d = dt.date(int(m[1]), int(m[2]), int(m[3]))
                if 1900 <= d.year <= 2100:
                    return d.isoformat(), None
            except ValueError:
                pass
            return None, Msg.of(N_("Enter a real date from 1900 to 2100, as YYYY-MM-DD."))
        return None, Msg.of(N_("Enter a date as YYYY-MM-DD."))
    if kind == "month":
        m = _MONTH.match(value.strip()) if isinstance(value, str) else None
        if m and 1 <= int(m[2]) <= 12 and 1900 <= int(m[1]) <= 2100:
            return f"{int(m[1]):04d}-{int(m[2]):02d}", None
        if m:
            return None, Msg.of(N_("Enter a real month from 1900 to 2100, as YYYY-MM."))
        return None, Msg.of(N_("Enter a month as YYYY-MM."))
    raise AssertionError(kind)  # pragma: no cover


def validate(raw, strict: bool = True, lang: str = "en", today: dt.date | None = None):
    """Return ``(answers, errors)`` for a raw answers object.

    ``raw`` is the decoded JSON body (strict: JSON types only) or a CSV row of strings
    (``strict=False``: "yes", "Single Parent", "Prince George's County", "6/2027",
    "21044-1234", and numbers typed the ``lang`` way: "45k", "$45,000", "3,4"; see
    :mod:`screener.parsing`). Unknown keys are ignored, except an object that wraps the answers
    and stands alone (``{"answers": {...}}``: a body's error naming its key); ``None`` and empty
    strings count as not answered. ``answers`` holds only valid fields; ``errors`` is a list of :class:`FieldError`. Also reports a GPA above its scale and, given
    ``today``, a date out of the program's range (:func:`_dates_out_of_range`).
    """
    if not isinstance(raw, dict):
        return {}, [FieldError(None, Msg.of(N_("The request body must be a JSON object of answers.")))]
    wrapper = _wrapper_key(raw)
    if wrapper is not None:
        return {}, [FieldError(None, Msg.of(
            N_("Send the answers as the body's top-level JSON object, not inside \"%(key)s\"."), key=wrapper))]
    answers, errors = {}, []
    for name, spec in FIELDS.items():
        if name not in raw:
            continue
        value = raw[name]
        if value is None or (isinstance(value, str) and value.strip() == ""):
            continue
        clean, err = _clean_one(spec, value, strict, lang)
        if err:
            errors.append(FieldError(name, err))
        else:
            answers[name] = clean
    scale = answers.get("gpa_scale", 4.0)
    for name in ("hs_gpa", "cc_gpa"):
        if name in answers and answers[name] > scale:
            from .typed import gpa_scale_problem  # the web form's own hint ("85": out of 100?); late: typed imports this module

            hint = gpa_scale_problem(answers[name], format(scale, "g"))
            errors.append(FieldError(name, hint or Msg.of(N_("A GPA can't be higher than its scale (%(scale)s)."), scale=format(scale, "g"))))
            del answers[name]
    if today is not None:
        errors.extend(_dates_out_of_range(answers, today))
    return answers, errors


# (fix48e) answers no contract field carries, which :func:`validate` never keeps (an API body or a
# roster can't set them): the AGI of a parent who lives apart (screener.rules.APART_PARENT_AGI, its
# reading there), set only by the chat and carried in the web's own encrypted answers token (the
# chat's full-result link). Each: its name and the values it may hold (a number from -1, "not known",
# to the income field's maximum).
APART_PARENT_AGI = "~apart_parent_agi"
INTERNAL_NUMBERS = {APART_PARENT_AGI: (-1.0, 1_000_000_000)}
# (fix49d) who wrote the answers in the chat, when not the student: a parent for their child, or
# someone else for the student (a grandparent, guardian, sibling). Set only by the chat's result link,
# so the web's result page reached from it says each rule's message in the chat's voice
# (screener/voice.py); the web form's own pages, and a student's, never have it ("you").
WRITER = "~writer"
WRITER_PARENT = "parent"
WRITER_OTHER = "other"
INTERNAL_CHOICES = {WRITER: (WRITER_PARENT, WRITER_OTHER)}


def internal_answers(raw) -> dict:
    """(fix48e) Return the internal answers (:data:`INTERNAL_NUMBERS`, :data:`INTERNAL_CHOICES`) ``raw`` holds with a value
    they may hold, the rest left out; {} for anything else. Only the answers token reads them."""
    if not isinstance(raw, dict):
        return {}
    out = {}
    for name, (low, high) in INTERNAL_NUMBERS.items():
        v = raw.get(name)
        if isinstance(v, (int, float)) and not isinstance(v, bool) and v == v and low <= v <= high:
            out[name] = float(v)
    for name, values in INTERNAL_CHOICES.items():  # (fix49d) one of its values, else left out
        if raw.get(name) in values:
            out[name] = raw[name]
    return out


def _wrapper_key(raw: dict) -> str | None:
    """Return the key of a body that wraps its answers in an object (``{"answers": {...}}``, the
    shape of the chat's reply) and has no answer field of its own, else None. A newcomer's finding:
    such a body was screened as empty (200, "needs more info") and the client never learnt why."""
    if raw.keys() & FIELDS.keys():
        return None
    return next((k for k, v in raw.items() if isinstance(v, dict) and v.keys() & FIELDS.keys()), None)


def _dates_out_of_range(answers: dict, today: dt.date) -> list:
    """Return a :class:`FieldError` for each date of ``answers`` out of range on ``today`` (and drop it).

    ``application_date``: from the first day of applying for the first award year to a year
    from today (:func:`screener.policy.application_days`); ``first_enrolled``: a renewal's first
    month with the award, not before the first award year and not after the month of applying
    (the ``application_date``, else today: the contract's default). A newcomer's finding: "2005-03-01"
    and "2099-01" were screened as given, under rules for years the program never had.
    """
    from .policy import application_days  # late import: policy data is not needed to validate JSON
    from .policy import first_award_month

    first, last = application_days(today)
    errors = []
    if "application_date" in answers and not first <= parse_date(answers["application_date"]) <= last:
        errors.append(FieldError("application_date", Msg.of(
            N_("Enter a date of applying from %(first)s, when applying for the first awards opened, to %(last)s, a year from today."),
            first=Day.of(first), last=Day.of(last))))
        del answers["application_date"]
    if "first_enrolled" in answers:
        month = parse_month(answers["first_enrolled"])
        applying = parse_date(answers["application_date"]) if "application_date" in answers else today
        if month < first_award_month():
            errors.append(FieldError("first_enrolled", Msg.of(
                N_("Enter the month you first enrolled with the award: it can't be before %(first)s, when the first award year began."),
                first=MonthYear.of(first_award_month()))))
            del answers["first_enrolled"]
        elif month > applying.replace(day=1):
            errors.append(FieldError("first_enrolled", Msg.of(
                N_("Enter the month you first enrolled with the award: it can't be after %(month)s, the month of applying."),
                month=MonthYear.of(applying))))
            del answers["first_enrolled"]
    return errors


def dates_out_of_range(answers: dict, today: dt.date) -> dict:
    """Return ``{field: Msg}`` for each date of clean ``answers`` the API would refuse on ``today``
    (:func:`_dates_out_of_range`, the one definition of the ranges; ``answers`` is left as it is).

    For the readers of a token or a text's link (:func:`screener.token.load`,
    :func:`screener.sms.link.loads`) and the pages and chat that write one: a date the API
    refuses is never kept, so a token holding one was not made here.
    """
    return {e.field: e.message for e in _dates_out_of_range(dict(answers), today)}


def validate_or_raise(raw, strict: bool = True, lang: str = "en") -> dict:
    """Return the clean answers; raise :class:`InvalidAnswers` if any field is invalid."""
    answers, errors = validate(raw, strict, lang)
    if errors:
        raise InvalidAnswers(errors)
    return answers


def parse_date(text: str) -> dt.date:
    """Return the date of a clean ``YYYY-MM-DD`` string."""
    return dt.date.fromisoformat(text)


def parse_month(text: str) -> dt.date:
    """Return the first day of a clean ``YYYY-MM`` month."""
    y, m = text.split("-")
    return dt.date(int(y), int(m), 1)
