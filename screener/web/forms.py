"""A question page's inputs as GOV.UK-style macro params, and answers shown back as text.

Parsing and validation stay in :meth:`screener.flow.Flow.parse`; this module only turns a
:class:`~screener.flow.Question` and the strings to show into what the templates render.
"""
from babel.dates import get_month_names
from flask_babel import gettext as _

from .. import today
from ..answers import OUTSIDE_MD
from ..answers import parse_month
from ..flow import UNSURE
from ..flow import load_flow
from ..geo import lookup_zip
from ..geo import zip_county_message
from ..i18n import format_money
from ..i18n import format_month
from ..i18n import format_number
from ..i18n import render
from ..locale import get_lang
from ..locale import get_locale
from ..policy import load_directory
from ..serialize import run

MACROS = {
    "choice": "radios", "yesno": "radios", "college": "radios", "county": "select",
    "month": "month", "money": "input", "number": "input", "gpa": "input", "zip": "input",
}
INPUTMODE = {"money": "decimal", "gpa": "decimal", "number": "numeric", "zip": "numeric"}
WIDTH = {"money": "input--10", "gpa": "input--4", "number": "input--4", "zip": "input--5"}


def as_text(value) -> str:
    """Return a stored answer as the string an input holds ("true", "45000", "3.4")."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def input_names(q) -> list:
    """Return the form field names of page ``q`` (a month is two: ``<id>-month``, ``<id>-year``)."""
    return [n for i in q.inputs for n in ((i.id + "-month", i.id + "-year") if i.kind == "month" else (i.id,))]


def stored_values(q, answers: dict) -> dict:
    """Return the page's input strings for the answers already given."""
    out = {}
    for inp in q.inputs:
        value = answers.get(inp.id)
        if inp.kind == "month":
            year, month = value.split("-") if value else ("", "")
            out[inp.id + "-month"], out[inp.id + "-year"] = (str(int(month)) if month else ""), year
        else:
            out[inp.id] = as_text(value)
    if q.kind == "gpa" and not out.get("gpa_scale"):
        out["gpa_scale"] = "4"
    return out


def submitted_values(q, form) -> dict:
    """Return the strings sent for page ``q``, to show them back as they were typed."""
    return {name: form.get(name, "") for name in input_names(q)}


def anchor(inp) -> str:
    """Return the id of the element an error about ``inp`` links to."""
    return inp.id + "-month" if inp.kind == "month" else inp.id


def error_list(q, errors: dict) -> list:
    """Return the error summary's items, in page order, each linking to its input."""
    by_id = {inp.id: inp for inp in q.inputs}
    return [{"text": text, "href": "#" + (anchor(by_id[k]) if k in by_id else k)} for k, text in errors.items()]


def page_fields(q, state, values: dict, errors: dict) -> list:
    """Return ``(macro name, params)`` per input; a page's only input is its heading."""
    heading = len(q.inputs) == 1
    return [(MACROS[inp.kind], _params(q, inp, state, values, errors, heading)) for inp in q.inputs]


def _params(q, inp, state, values, errors, heading) -> dict:
    """Return one input's macro params: label (the page heading when alone), hint, error, value."""
    main = inp.id == q.id
    label = q.question if heading else (inp.label or q.summary)
    hint = q.hint if heading else (None if main else inp.hint)
    label, hint = _(label), (_(hint) if hint else None)
    if inp.kind == "county" and heading:
        label, hint = county_question(state, label, hint)
    params = {
        "id": inp.id, "name": inp.id,
        "label": {"text": label, "isPageHeading": heading},
        "hint": hint,
        "errorMessage": errors.get(inp.id),
        "value": values.get(inp.id, ""),
    }
    if inp.kind in ("choice", "yesno", "college", "county"):
        params["items"] = _items(inp, state, params["value"])
    elif inp.kind == "month":
        params.update(months=_months(values.get(inp.id + "-month", "")), year=values.get(inp.id + "-year", ""),
                      monthLabel=_("Month"), yearLabel=_("Year"))
    else:
        params.update(inputmode=INPUTMODE[inp.kind], classes=WIDTH[inp.kind],
                      prefix=_("$") if inp.kind == "money" else None,
                      autocomplete="postal-code" if inp.kind == "zip" else "off")
    return params


def county_question(state, question: str, hint: str | None) -> tuple:
    """Return the county page's heading and hint for what the ZIP code told.

    A ZIP code outside Maryland or one we couldn't find says so in the heading; the
    "can be in more than one county" ``hint`` is kept for a ZIP code that may be in
    several counties only.
    """
    zip_code = state.answers.get("zip")
    found = lookup_zip(zip_code) if zip_code else None
    if found is not None and found.county == OUTSIDE_MD:
        return (_("ZIP code %(zip)s is not in Maryland. Which county do you live in?", zip=zip_code),
                _("If you live in Maryland, choose your county. If you live in another state, choose "
                  "“I live outside Maryland”: then you can use the award only at a college with on-campus housing."))
    if found is not None and found.county is None:
        return (_("We couldn't find ZIP code %(zip)s. Which county do you live in?", zip=zip_code),
                _("Check the ZIP code you gave, or choose your county. Baltimore City and Baltimore County are different places."))
    if found is not None and found.ambiguous:
        # Name the counties the ZIP code touches ("ZIP code 21771 is in more than one county: ...").
        return question, f"{render(zip_county_message(zip_code), get_lang())} {hint}" if hint else hint
    return question, _("Choose the county where you live. Baltimore City and Baltimore County are different places.")


def _items(inp, state, chosen: str) -> list:
    """Return the options of a radios or select input, ``chosen`` checked."""
    if inp.kind == "yesno":
        pairs = [("true", _("Yes"), None), ("false", _("No"), None)]
    elif inp.kind == "county":
        pairs = [("", _("Choose your county"), None)] + [(c, county_label(c), None) for c in load_flow().county_choices(state)]
    elif inp.kind == "college":
        pairs = _colleges(state)
    else:
        pairs = [(c.value, _(c.label), _(c.hint) if c.hint else None) for c in inp.choices]
    return [{"value": v, "text": t, "hint": h, "checked": v == chosen} for v, t, h in pairs]


def _colleges(state) -> list:
    """Return the colleges, the one serving the student's county first, as (id, name, hint)."""
    directory = load_directory()
    county = run(state.answers, today()).county
    home = directory.home_college(county) if county and county != OUTSIDE_MD else None
    rest = [c for c in directory.colleges.values() if c is not home]
    first = [(home.id, home.name, _("Your home college: it serves %(county)s", county=_(directory.county_name(county))))] if home else []
    return first + [(c.id, c.name, None) for c in rest]


def _months(chosen: str) -> list:
    """Return the month select's options, named in the page language."""
    names = get_month_names("wide", locale=get_locale())
    items = [{"value": "", "text": _("Choose a month"), "checked": chosen == ""}]
    return items + [{"value": str(m), "text": names[m], "checked": chosen == str(m)} for m in range(1, 13)]


def county_label(county: str) -> str:
    """Return a county's display name, or "I live outside Maryland"."""
    return _("I live outside Maryland") if county == OUTSIDE_MD else _(load_directory().county_name(county))


def answer_text(inp, answers: dict, lang: str):
    """Return one stored answer as words for "Check your answers" (None when not given)."""
    value = answers.get(inp.id)
    if value is None:  # an answered page without a value: "I'm not sure", where offered
        return next((_(c.label) for c in inp.choices if c.value == UNSURE), None)
    if inp.kind == "yesno":
        return _("Yes") if value else _("No")
    if inp.kind == "choice":
        return next((_(c.label) for c in inp.choices if c.value == as_text(value)), as_text(value))
    if inp.kind == "money":
        return format_money(value, lang)
    if inp.kind in ("number", "gpa"):
        return format_number(value, lang)
    if inp.kind == "month":
        return format_month(parse_month(value), lang)
    if inp.kind == "county":
        return county_label(value)
    if inp.kind == "college":
        return load_directory().colleges[value].name
    return as_text(value)


def page_answer(q, answers: dict, lang: str) -> list:
    """Return the lines that show what was answered on page ``q``."""
    lines = []
    for inp in q.inputs:
        text = answer_text(inp, answers, lang)
        if text is not None:
            label = inp.label if inp.id != q.id else q.label
            lines.append(_("%(label)s: %(answer)s", label=_(label), answer=text) if label else text)
    return lines or [_("Not given: we'll estimate it")]
