"""What people type into a question page, turned into answers, and answers turned back into words.

Written once for every face: the web form's fields (:mod:`screener.web.forms`, WTForms) and
:meth:`screener.flow.Flow.parse` (the chat's way in) call :func:`read_input` and
:func:`read_page`; "Check your answers" and the chat say answers back with :func:`answer_words`.
The patterns for a ZIP code and a month live here only. No Flask: messages are :class:`Msg`
rendered in the page's language at the edge.
"""
from __future__ import annotations

import functools
import re

from .answers import FIELDS
from .answers import INCOME_FIELDS
from .answers import MONTH_SLASH  # noqa: F401 - a month as typed in a spreadsheet, exposed here too
from .answers import OUTSIDE_MD
from .answers import parse_month
from .answers import validate
from .i18n import N_
from .i18n import Gpa
from .i18n import Money
from .i18n import Msg
from .i18n import format_gpa
from .i18n import format_money
from .i18n import format_month
from .i18n import format_number
from .i18n import gettext
from .parsing import DECIMAL
from .parsing import SMALL_AMOUNT
from .parsing import UNREAD_AMOUNT
from .parsing import SMALL_INCOME
from .parsing import WHOLE
from .parsing import gpa_over_scale
from .parsing import parse_number
from .parsing import short_income

# A ZIP code as typed: 5 digits, or a ZIP+4 ("21044-1234", "21044 - 1234") that gives its ZIP code.
ZIP_TYPED = re.compile(r"^([0-9]{5})(?: *- *[0-9]{4})?$")
MONTHS = tuple(range(1, 13))
CHOICE_KINDS = ("choice", "yesno", "county", "college")
SCALE_NAMES = {"4": "4.0", "5": "5.0", "100": "100"}
UNSURE = "unsure"  # the choice value of "I'm not sure" for a yes/no fact (the answer stays absent)


def text_of(form, key) -> str:
    """Return the stripped string sent as ``key`` in ``form`` (empty when absent)."""
    v = form.get(key) if hasattr(form, "get") else None
    if v is None:
        return ""
    return str(v).strip()


def required_message(kind: str) -> Msg:
    """Return the message for an input of ``kind`` left blank."""
    if kind in CHOICE_KINDS:
        return Msg.of(N_("Choose an answer."))
    if kind == "month":
        return Msg.of(N_("Enter a month and a 4-digit year, like June 2027."))
    if kind == "zip":
        return Msg.of(N_("Enter your 5-digit ZIP code."))
    return Msg.of(N_("Enter a number."))


def read_zip(text: str):
    """Return ``(zip, None)`` for a ZIP code or ZIP+4 as typed, else ``(None, message)``.

    A ZIP code said digit by digit ("dos cero nueve cero seis", "two oh nine oh six", "2 0 9 0
    6") is read as the chat reads it (:func:`screener.chat.numbers.spelled_digits`)."""
    m = ZIP_TYPED.match(text.strip())
    if not m:
        from .chat.numbers import spelled_digits  # (the chat's package imports this module)

        # class: a ZIP code's digits spelled one by one, in words or apart (any language)
        spelled = spelled_digits(text)
        if spelled and len(spelled) in (5, 9):
            return spelled[:5], None
        return None, Msg.of(N_("Enter a 5-digit ZIP code, like 21201."))
    return m.group(1), None


def read_month(month: str, year: str):
    """Return ``("YYYY-MM", None)`` from a month select and a year input, else ``(None, message)``
    (the year in words too, as :func:`read_year` reads it: "two thousand twenty seven", "dos mil
    veintisiete")."""
    year = year_in_digits(year or "")
    if not (month and year and month.isdigit() and year.strip().isdigit() and len(year.strip()) == 4 and 1 <= int(month) <= 12):
        return None, Msg.of(N_("Enter a month and a 4-digit year, like June 2027."))
    if not YEARS[0] <= int(year) <= YEARS[1]:  # 1900 or 2099: a slip, asked again (the API takes 1900-2100)
        return None, Msg.of(N_("Check the year: enter one from %(first)s to %(last)s, like 2027."), first=str(YEARS[0]), last=str(YEARS[1]))
    return f"{int(year):04d}-{int(month):02d}", None


YEARS = (1940, 2040)  # the years a month typed on a web or chat page may have


GPA_SHAPE = Msg.of(N_("Enter your GPA like 3.2 (out of 4.0) or 85 (out of 100)."))


_WORDS = re.compile(r"[^\W\d_]{2,}")  # letters: a number may be in words
_ONE_NUMBER = re.compile(r"\s*\$?\s*\d[\d.,]*\s*(k|mil|thousand|miles)?\s*")  # numbers in words, written in digits


def in_digits(text: str, lang: str) -> str:
    """Return ``text`` with its numbers in words written in digits ("twelve", "doce" -> "12",
    "cuarenta y cinco mil" -> "45000", "tres punto cinco" -> "3.5"): the chat's reader of
    numbers in words (:func:`screener.chat.numbers.in_digits`, by ``text2num``), so the web
    form reads them as the chat does."""
    from .chat.numbers import in_digits as words_in_digits  # (the chat's package imports this module)

    return words_in_digits(text, lang)


def read_number(text: str, kind: str, lang: str, minimum=None, maximum=None, example: str | None = None):
    """Return ``(number, None)`` for a ``kind`` ("money", "gpa", "number") typed in ``lang``, else ``(None, message)``.

    Digits are read first; what doesn't read as digits is read again with its numbers in words
    written in digits ("twelve", "doce"), in ``lang`` first, then the other language. An amount
    of money is read as the chat reads one said alone (:func:`screener.chat.understand.one_amount`:
    "about 100k", "unos 45 mil", "cuarenta y cinco mil"); :func:`read_back` says how it was read."""
    p = parse_number(text, kind, lang, example)
    if p.error and kind == "money":
        from .chat.understand import one_amount  # (the chat's package imports this module)

        raw = one_amount(text or "", lang)
        if raw is not None:  # its own reading, or what is wrong with it ("about 45.000": $45,000?)
            p = parse_number(raw, kind, lang, example)
    elif p.error and _WORDS.search(text or ""):
        words = in_digits(text, lang)
        if _ONE_NUMBER.fullmatch(words):  # one number ("twelve twelve" is no 1212)
            again = parse_number(words, kind, lang, example)
            if again.error is None:
                p = again
    if p.error:
        return None, p.error
    if minimum is not None and p.value < minimum:
        return None, Msg.of(N_("Enter a number of at least %(min)s."), min=minimum)
    if maximum is not None and p.value > maximum:
        return None, Msg.of(N_("Enter a number no greater than %(max)s."), max=maximum)
    return p.value, None


# An amount typed as a plain number: digits and their separators, maybe "$" or "USD"
PLAIN_AMOUNT = re.compile(r"\s*(?:us\$|\$)?\s*\d[\d.,\s]*(?:usd|\$)?\s*", re.I)


CUT_SHORT = N_("Did you mean %(amount)s? Write your household's income for the year in dollars, like %(number)s.")
CUT_SHORT_AMOUNT = N_("Did you mean %(amount)s? Write the amount for the year in dollars, like %(number)s.")  # tuition, grants
THOUSANDS_READ = N_("We read “%(typed)s” as %(amount)s for the year (if you meant %(small)s, type %(small)s). "
                    "Check it, then continue.")


def income_short(inp, text: str, value, lang: str = "en"):
    """Return :data:`~screener.parsing.DECIMAL` or :data:`~screener.parsing.WHOLE` when ``text``,
    typed in a money input ``inp`` and read as ``value``, is a plain number too small for a year:
    under $1,000 for a year's income, under $100 for another amount (tuition, grants: "3.2" is no
    $3.20 of tuition; fix29a) (:func:`screener.parsing.short_income`, the chat's rule too); else None.
    A plain number said approximately ("about 150", "unos 150") is that number (fix42o: "about
    150" was read back as $150, then its "150" as $150,000)."""
    text = typed_digits((text or "").strip())
    if inp.kind == "money" and not PLAIN_AMOUNT.fullmatch(text):
        from .chat.understand import one_amount  # (the chat's package imports this module)

        text = one_amount(text, lang) or text
    if inp.kind != "money" or not PLAIN_AMOUNT.fullmatch(text) or not isinstance(value, (int, float)):
        return None
    return short_income(text, value, SMALL_INCOME if inp.id in INCOME_FIELDS else SMALL_AMOUNT)


def income_cut_short(inp, text: str, value, lang: str = "en") -> Msg | None:
    """Return the error of an amount typed as a bare number too small for a year with a decimal part
    ("152.5", "45,5", "98.75"): "Did you mean $152,500? Write your household's income for the
    year in dollars, like 152,500." (a newcomer's finding: "152.5" was kept as $152.50, and the
    student likely eligible); None for anything else. The web form's; the chat asks the same."""
    if income_short(inp, text, value, lang) != DECIMAL:
        return None
    meant = round(float(value) * 1000)
    return Msg.of(CUT_SHORT if inp.id in INCOME_FIELDS else CUT_SHORT_AMOUNT, amount=Money(meant), number=meant)


def read_back(inp, text: str, lang: str) -> tuple | None:
    """Return ``(the number as the input shows it, note)`` for an amount of money typed as more
    than a plain number ("about 100k", "45k", "45 mil", "cuarenta y cinco mil"): the note says
    how it was read ("We read “about 100k” as $100,000. Check it, then continue."), so an
    approximate or shorthand amount never counts unseen. A year's income typed as a whole number
    under $1,000 ("150") is read as the chat reads it, in thousands, and said so ("We read “150”
    as $150,000 for the year (if you meant $150, type $150)"). None for a plain number ("45000",
    "$45,000.00", "$150"), another input, or text that doesn't read (its error says so)."""
    text = (text or "").strip()
    if inp.kind != "money" or not text:
        return None
    value, err = read_value(inp, text, lang)
    if err is not None:
        return None
    said = text if len(text) <= 60 else text[:59] + "…"
    if income_short(inp, text, value, lang) == WHOLE:  # "150", "about 150": thousands, said so
        meant = round(float(value) * 1000)
        return as_text(meant), Msg.of(THOUSANDS_READ, typed=said, amount=Money(meant), small=Money(value))
    if PLAIN_AMOUNT.fullmatch(typed_digits(text)):
        return None
    shown = as_text(value)
    if income_short(inp, shown, value, lang) is not None:  # "about $150": "$150" shown, read as said again
        shown = "$" + shown
    return shown, Msg.of(N_("We read “%(typed)s” as %(amount)s. Check it, then continue."), typed=said, amount=Money(value))


INCOME_YEARLY = N_("Enter the yearly income in numbers, like 45000.")
PERIOD_CONVERTED = N_("This asks for the YEARLY income from the tax return, not pay by the hour, week or month. "
                      "%(conversion)s We filled in %(number)s: check it, then continue.")
PERIOD_NOT_YEARLY = N_("This asks for the YEARLY income from the tax return, not pay by the hour, week or month. "
                       "Enter the amount for the year in numbers, like 45000.")


PERIOD_TEXT_MAX = 200  # characters: pay said for a period ("2500 a month") is a phrase, not a page


def period_income(inp, text: str, lang: str) -> tuple | None:
    """Return ``(the yearly figure as the input shows it, or None; message)`` for a year's income
    typed as pay for a period ("2500 a month", "4 mil al mes", "1200 every two weeks", "$48 an
    hour"): the message says the YEARLY income is asked and, where the chat's reader
    (:func:`screener.chat.understand.income`) works out a year, the conversion ("$2,500 a month is
    about $30,000 a year.") with that figure filled in to check; None for anything else. Nothing is
    stored from it: the student submits the plain number (fix45r, a newcomer's finding: "2500 a
    month" got only "Enter an amount in numbers", and "2500" typed next was kept as a year's)."""
    text = (text or "").strip()
    if inp.kind != "money" or inp.id not in INCOME_FIELDS or not text or len(text) > PERIOD_TEXT_MAX:
        return None  # (a page given thousands of characters: its own "too long" error, never read for a period)
    from .chat.understand import hourly_pay  # (the chat's package imports this module)
    from .chat.understand import income
    from .chat.understand import period_converted
    from .chat.understand import period_said

    if period_said(text, lang) is None and hourly_pay(text, lang, inp.id) is None:
        return None
    reading = income(text, lang, inp.id)
    yearly = (reading.form or {}).get(inp.id)
    if reading.problem is None and yearly is not None and period_converted(reading.note):
        number = as_text(round(float(yearly)))
        return number, Msg.of(PERIOD_CONVERTED, conversion=reading.note, number=number)
    return None, Msg.of(PERIOD_NOT_YEARLY)


def is_year(inp) -> bool:
    """Return True for a number input that takes a year (its bounds are years: the birth year)."""
    return inp.kind == "number" and (inp.min or 0) >= 1000


def year_in_digits(text: str) -> str:
    """Return a year typed in words in digits ("two thousand seven", "dos mil veintisiete",
    "twenty twenty seven" -> "2007", "2027", "2027"); anything else stripped, as typed.
    (class: a year in words, in a year input of any page: a birth year, a month's year)"""
    t = text.strip()
    if _WORDS.search(t) and not (t.isdigit() and len(t) == 4):
        t = next((w for w in (in_digits(t, lang).strip(" .,;!") for lang in ("en", "es")) if w.isdigit()), t)
    return t


def read_year(text: str, minimum=None, maximum=None):
    """Return ``(year, None)`` for a 4-digit year within the bounds, else ``(None, message)``
    (in words too: "two thousand seven", "dos mil siete")."""
    t = year_in_digits(text)
    if not (t.isdigit() and len(t) == 4):
        return None, Msg.of(N_("Enter a year with 4 digits, like 2007."))
    if (minimum is not None and int(t) < minimum) or (maximum is not None and int(t) > maximum):
        return None, Msg.of(N_("Enter a year from %(min)s to %(max)s."), min=str(minimum), max=str(maximum))
    return int(t), None


def allowed_values(inp) -> list | None:
    """Return the values a choice input accepts (None: any)."""
    if inp.kind == "yesno":
        return ["true", "false"]
    if inp.kind in ("county", "college"):
        return list(FIELDS[inp.id].choices)
    return [c.value for c in inp.choices] if inp.choices else None


def read_value(inp, text: str, lang: str):
    """Return ``(value, None)`` for the non-blank ``text`` typed in input ``inp``, else ``(None, message)``."""
    if inp.kind in CHOICE_KINDS:
        allowed = allowed_values(inp)
        if allowed is not None and text not in allowed:
            return None, Msg.of(N_("Choose one of the options."))
        return text, None
    if inp.kind in ("money", "number", "gpa", "zip") or is_year(inp):
        text = typed_digits(text)
    if is_year(inp):
        return read_year(text, inp.min, inp.max)
    if inp.kind == "gpa" and gpa_over_scale(text) is not None:
        return read_gpa_over_scale(text)
    if inp.kind == "gpa" and _GPA_WEIGHING.fullmatch(text.strip()):
        return read_gpa_weighing(_GPA_WEIGHING.fullmatch(text.strip()), lang, inp)
    if inp.kind in ("money", "number", "gpa"):
        value, err = read_number(text, inp.kind, lang, inp.min, inp.max, inp.example)
        if err is not None and inp.kind == "money" and inp.id in INCOME_FIELDS:
            # (fix45r) pay for a period ("2500 a month", "4 mil al mes", "$48 an hour"): the year's
            # income is asked, with the chat's conversion; any other text: the year's, in numbers
            period = period_income(inp, text, lang)
            if period is not None:
                return None, period[1]
            if err.text == UNREAD_AMOUNT:
                return None, Msg.of(INCOME_YEARLY)
        return value, err
    if inp.kind == "zip":
        return read_zip(text)
    return text.strip(), None


WEIGHTED_NOT_CONVERTED = N_("A GPA out of %(scale)s is weighted, and a weighted GPA isn't converted to the 4.0 scale "
                           "the law uses. Enter your unweighted GPA out of 4.0, like 3.2: your transcript or "
                           "counselor has it.")
WEIGHTED_SAID = N_("A weighted GPA isn't converted to the 4.0 scale the law uses. Enter your unweighted GPA "
                   "out of 4.0, like 3.2: your transcript or counselor has it.")
# A GPA typed with the word for how it was weighed ("4.0 weighted", "2.3 unweighted", "3,1 no ponderado")
_GPA_WEIGHING = re.compile(r"([0-9]+(?:[.,][0-9]+)?)\s*(?:gpa\s*)?(?P<un>un-?\s*weighted|no\s+ponderado|sin\s+ponderar)?"
                           r"(?(un)|\s*(?:weighted|ponderado))\s*(?:gpa)?", re.IGNORECASE)


def read_gpa_weighing(match, lang: str, inp):
    """Return ``(gpa, None)`` for an unweighted GPA typed with its word ("2.3 unweighted"), and
    ``(None, message)`` for a weighted one ("4.0 weighted": not converted, the unweighted one is
    asked; a newcomer's finding: both got "Enter a number, like 3.4")."""
    if match.group("un"):
        return read_number(match.group(1), inp.kind, lang, inp.min, inp.max, inp.example)
    return None, Msg.of(WEIGHTED_SAID)


SCALE_APART = N_("Enter the GPA alone, like %(gpa)s, and choose its scale under it.")


def read_gpa_over_scale(text: str):
    """Return ``(gpa, None)`` for a GPA typed with the 4.0 scale ("3.2/4.0", "3.2 out of 4",
    "3,2 de 4": 3.2), else ``(None, message)``: a GPA out of 5 (or any scale between 4 and 10) is
    weighted and not converted (the contract's ``gpa_scale`` note), so the unweighted one is
    asked; one out of 10, 20 or 100 is typed alone with its scale chosen in the list (a
    newcomer's finding: "3.2/4.0" got "Enter a number, like 3.4")."""
    gpa, scale = gpa_over_scale(text)
    if scale == 4 and 0 <= gpa <= 4:
        return gpa, None
    if 4 < scale < 10 and gpa <= scale:
        return None, Msg.of(WEIGHTED_NOT_CONVERTED, scale=SCALE_NAMES.get(format(scale, "g"), format(scale, "g")))
    return None, Msg.of(SCALE_APART, gpa=format(gpa, "g") if gpa <= 100 else "3.2")


def typed_digits(text: str) -> str:
    """Return ``text`` with digits of other scripts in ASCII, as the chat reads them
    (:func:`screener.chat.numbers.ascii_digits`), and the Arabic decimal and thousands
    separators as "." and "," (a newcomer's finding: "٤٥٠٠٠" was taken as an income but
    "٢١٢٠١" refused as a ZIP code and "٣٫٤" as a GPA)."""
    from .chat.numbers import ascii_digits  # (the chat's package imports this module)

    return ascii_digits(text).replace("\u066b", ".").replace("\u066c", ",")


BLANK = object()  # an optional input left blank: forget any earlier answer


def read_input(inp, form, lang: str = "en"):
    """Return ``(value, None)`` for input ``inp`` of a submitted ``form``, else ``(None, message)``.

    A month is typed in one field or given as ``<id>-month`` and ``<id>-year``. An optional
    input left blank is :data:`BLANK`.
    """
    text = text_of(form, inp.id)
    if inp.kind == "month":
        month, year = text_of(form, inp.id + "-month"), typed_digits(text_of(form, inp.id + "-year"))
        if (month or year) and not text:
            text, err = read_month(month, year)
            if err:
                return None, err
    if not text:
        return (BLANK, None) if inp.optional else (None, required_message(inp.kind))
    return read_value(inp, text, lang)


def read_page(q, values: dict):
    """Return ``(updates, errors)`` for page ``q`` from its inputs' read ``values`` (no errors among them).

    The GPA's scale is checked against the GPA, then the answers against the contract; a
    blank optional input is ``None`` in ``updates``.
    """
    updates = {k: None for k, v in values.items() if v is BLANK}
    raw = {k: v for k, v in values.items() if v is not BLANK}
    for name in [n for n, v in raw.items() if v == UNSURE and FIELDS[n].kind == "bool"]:
        updates[name] = None  # "I'm not sure": the fact stays unknown (absent), the page is answered
        del raw[name]
    if q.kind == "gpa" and q.id in raw:
        problem = gpa_scale_problem(raw[q.id], raw.get("gpa_scale", "4"))
        if problem:
            return {}, {"gpa_scale": problem}
    clean, problems = validate({**raw, "gpa_scale": raw.get("gpa_scale", 4)} if q.kind == "gpa" else raw, strict=False)
    errors = {}
    for p in problems:
        errors[p.field or q.id] = p.message
    if q.kind == "gpa" and q.id in errors:  # out of any scale's bounds: say what a GPA looks like
        errors[q.id] = GPA_SHAPE
    if errors:
        return {}, errors
    updates.update(clean)
    if q.kind == "gpa" and "gpa_scale" in updates and updates["gpa_scale"] == 4:
        updates["gpa_scale"] = None
    return updates, {}


def parse_page(q, form, lang: str = "en"):
    """Parse a submitted page: ``(updates, errors)`` (see :meth:`screener.flow.Flow.parse`).

    The page's "I don't know" button (``dont_know`` = the page id) answers the page with its
    facts unknown: each field ``None`` (absent), whatever was typed.
    """
    if q.dont_know and text_of(form, "dont_know") == q.id:
        return {f: None for f in q.fields}, {}
    values, errors = {}, {}
    for inp in q.inputs:
        value, err = read_input(inp, form, lang)
        if err:
            errors[inp.id] = err
        else:
            values[inp.id] = value
    if errors:
        return {}, errors
    return read_page(q, values)


def gpa_scale_problem(gpa: float, scale: str) -> Msg | None:
    """Return the question to ask back when ``gpa`` can't be on the chosen ``scale``.

    A GPA of 5 or less "out of 100", or above a 4.0 or 5.0 scale, is most likely on another
    scale: we ask which one rather than guess (3.4 out of 100 would be 0.136 out of 4.0).
    """
    shown = int(gpa) if float(gpa).is_integer() else Gpa(gpa)
    if scale == "100" and gpa <= 5:
        return Msg.of(N_("A GPA of %(gpa)s out of 100 is very low. Did you mean out of %(likely)s? Check the scale."),
                      gpa=shown, likely=SCALE_NAMES["4" if gpa <= 4 else "5"])
    if scale in ("4", "5") and float(scale) < gpa <= 100:
        return Msg.of(N_("A GPA of %(gpa)s is higher than %(scale)s. Did you mean out of %(likely)s? Check the scale."),
                      gpa=shown, scale=SCALE_NAMES[scale], likely=SCALE_NAMES["5" if gpa <= 5 else "100"])
    return None


def as_text(value) -> str:
    """Return a stored answer as the string an input holds ("true", "45000", "3.4")."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def county_words(county: str, lang: str) -> str:
    """Return a county's name in ``lang``, or "I live outside Maryland"."""
    from .policy import load_directory

    return gettext("I live outside Maryland", lang) if county == OUTSIDE_MD else gettext(load_directory().county_name(county), lang)


def answer_words(inp, answers: dict, lang: str):
    """Return the answer to input ``inp`` in words, in ``lang`` (None when not given)."""
    value = answers.get(inp.id)
    if value is None:  # an answered page without a value: "I'm not sure", where offered
        return next((gettext(c.label, lang) for c in inp.choices if c.value == UNSURE), None)
    if inp.kind == "yesno":
        return gettext("Yes", lang) if value else gettext("No", lang)
    if inp.kind == "choice":
        return next((gettext(c.label, lang) for c in inp.choices if c.value == as_text(value)), as_text(value))
    if inp.kind == "money":
        return format_money(value, lang)
    if is_year(inp):
        return as_text(value)  # 1964, never "1,964"
    if inp.kind == "gpa" and isinstance(value, (int, float)) and not isinstance(value, bool) and value <= 5:
        return format_gpa(value, lang)  # "3.0" as grades are written, never "3" (a newcomer's finding)
    if inp.kind in ("number", "gpa"):
        return format_number(value, lang)  # (an average out of 100 or 20: "85")
    if inp.kind == "month":
        return format_month(parse_month(value), lang)
    if inp.kind == "county":
        return county_words(value, lang)
    if inp.kind == "college":
        from .policy import load_directory

        return load_directory().colleges[value].name
    return as_text(value)


@functools.lru_cache(maxsize=4096)
def _choice_in_words(name: str, text: str, lang: str) -> str | None:
    """Return the choice a cell names in words, as the chat reads an answer to the field's own
    question, in English or Spanish ("sí", "monoparental", "Condado de Prince George", "ninguno"),
    when the chat would keep it without asking back; else None (a second newcomer's finding:
    a Spanish roster's cells were refused with the English codes). Cached: a roster repeats them."""
    import datetime as dt

    from .chat import understand  # (late: the chat loads more)
    from .flow import State
    from .flow import load_flow

    q = next((p for p in load_flow().questions if name in p.fields), None)
    if q is None or len(text) > 80:
        return None
    try:
        reading = understand.read(q, text, lang, State({}, frozenset(), lang), dt.date.today())
    except Exception:  # noqa: BLE001 - a cell the chat's reader can't take is judged as typed
        return None
    value = (reading.form or {}).get(name)
    return value if value in FIELDS[name].choices and not reading.confirm and not reading.options else None


def cell_in_digits(text: str, lang: str) -> str | None:
    """Return a cell's one number in words written in digits, read as the chat reads it
    (:func:`in_digits`, ``text2num``), in ``lang`` first, then the other language: a cell's
    language need not be the page's ("forty five thousand", "cuarenta y cinco mil" -> "45000",
    "doce" -> "12", "tres punto dos" -> "3.2"); None when it doesn't make one number."""
    for each in (lang, *(other for other in ("en", "es") if other != lang)):
        words = in_digits(text, each)
        if _ONE_NUMBER.fullmatch(words):  # one number ("twelve twelve" is no 1212)
            return words.strip()
    return None


def read_cell(name: str, text, lang: str = "en"):
    """Return a spreadsheet cell for answer field ``name`` as the text the answer validator takes.

    A roster's cells are read as the web form and the chat read typed text: a choice in any
    case ("Maryland", "FAFSA" -> "maryland", "fafsa"), a month in words or as a date ("June
    2027", "junio de 2027", an Excel date "2027-06-01" -> "2027-06"), a number in words, in
    English or Spanish ("forty five thousand", "cuarenta y cinco mil", "doce":
    :func:`cell_in_digits`). Anything else, or a cell this can't read, is given back unchanged
    for :func:`screener.answers.validate` to judge.
    """
    if not isinstance(text, str) or not text.strip() or name not in FIELDS:
        return text
    spec, t = FIELDS[name], text.strip()
    if spec.kind == "enum":
        folded = t.lower()
        for value in (folded, re.sub(r"[\s-]+", "_", folded), re.sub(r"[\s_]+", "-", folded)):
            if value in spec.choices:
                return value
        return _choice_in_words(name, t, lang) or text
    if spec.kind in ("number", "integer") and _WORDS.search(t):
        return cell_in_digits(t, lang) or text
    if spec.kind == "month" and not MONTH_SLASH.match(t):
        from .chat.understand import month  # the one reader of months in words (late: the chat loads more)

        value, _problem, _options = month(t)
        return value or text
    return text
