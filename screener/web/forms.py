"""Question pages as WTForms forms built from ``flows/questions.yaml``, their inputs as
GOV.UK-style macro params, and answers shown back as text.

Each page's form has one field per input of its question, with the question's validators
(required or optional); reading what was typed (money, GPA, numbers, months, ZIP codes) is
:mod:`screener.typed`'s, shared with the chat. There is no CSRF token: no cookie or session
exists to bind one to (the answers travel in the encrypted token).
"""
from functools import lru_cache

from werkzeug.datastructures import MultiDict
from wtforms import Field
from wtforms import Form
from wtforms.validators import StopValidation
from babel.dates import get_month_names
from flask_babel import gettext as _

from ..answers import OUTSIDE_MD
from ..clock import today
from ..core import screen
from ..flow import load_flow
from ..geo import lookup_zip
from ..geo import zip_county_message
from ..geo import zip_county_unsettled
from ..i18n import Msg
from ..i18n import N_
from ..i18n import render
from ..locale import get_lang
from ..locale import get_locale
from ..policy import load_directory
from ..typed import BLANK
from ..typed import allowed_values
from ..typed import answer_words
from ..typed import as_text
from ..typed import income_cut_short
from ..typed import period_income
from ..typed import read_input
from ..typed import read_back
from ..typed import read_page
from ..typed import required_message
from ..typed import text_of
from ..typed import parse_page

MACROS = {
    "choice": "radios", "yesno": "radios", "college": "radios", "county": "select",
    "month": "month", "money": "input", "number": "input", "gpa": "input", "zip": "input",
}
# The county page after a ZIP code in Maryland that touches several counties: a radio per county
# of the ZIP code, then "Another county" (OTHER) with a select of every other county (OTHER_FIELD)
# under it, revealed by app.js, simply shown without JavaScript. The answer is still ``county``.
OTHER = "other"
OTHER_FIELD = "county-other"
INPUTMODE = {"money": "decimal", "gpa": "decimal", "number": "numeric", "zip": "numeric"}
AUTOCOMPLETE = {"zip": "postal-code", "birth_year": "bday-year"}  # WCAG 1.3.5: inputs about the student
# Amounts of money are autocomplete="off": a shared computer keeps no income in its autofill. The
# other boxes (GPA, credits) have no autocomplete attribute: "off" also stops the browser from
# refilling them when Back asks the page again from its old address without JavaScript, and
# the box came back blank (a newcomer's finding).
NO_AUTOFILL = frozenset({"money"})
WIDTH = {"money": "input--10", "gpa": "input--4", "number": "input--4", "zip": "input--5"}


# (fix42o, a newcomer's finding) the most a box takes: a longer value ("9" 60,000 times) is refused
# with an error and shown again cut to this length (it came back blank, with no error: what was
# typed no longer fitted in the ``typed`` parameter that carries it)
TYPED_MAX_CHARS = 4000
TOO_LONG = N_("That answer is too long. Enter at most %(max)s characters.")


class Answered:
    """Validator: the input must not be blank (the message says what to give)."""

    def __init__(self, message):
        """Say ``message`` (a :class:`~screener.i18n.Msg`) when the input is blank."""
        self.message = message

    def __call__(self, form, field):
        """Stop with the message when ``field`` is blank."""
        if field.blank:
            raise StopValidation(self.message)


class MayBeBlank:
    """Validator: a blank input is fine (it forgets any earlier answer); nothing more is checked."""

    def __call__(self, form, field):
        """Stop, without an error, when ``field`` is blank."""
        if field.blank:
            field.data = BLANK
            field.errors[:] = []
            raise StopValidation()


class TypedField(Field):
    """One input of a question page, read as people type it (:func:`screener.typed.read_input`).

    Money, GPA and number inputs accept "45k", "3,4", "$45,000"; a month is a select and a
    year input (``<id>-month``, ``<id>-year``); a ZIP+4 gives its ZIP code.
    """

    def __init__(self, label=None, validators=None, inp=None, **kwargs):
        """Read input ``inp`` (a :class:`~screener.flow.Input`)."""
        super().__init__(label, validators, **kwargs)
        self.inp = inp
        self.blank = True

    def process(self, formdata, data=None, extra_filters=None):
        """Keep the submitted form (a month reads three of its keys)."""
        self.process_errors, self.object_data, self.data = [], data, None
        self.formdata = formdata if formdata is not None else {}
        self.blank = not any(text_of(self.formdata, k) for k in self.keys())

    def keys(self) -> tuple:
        """Return the form keys the input is sent as (a month reads three)."""
        return (self.inp.id, self.inp.id + "-month", self.inp.id + "-year") if self.inp.kind == "month" else (self.inp.id,)

    def post_validate(self, form, validation_stopped):
        """Read the typed value once the validators let it through."""
        if validation_stopped:
            return
        if any(len(text_of(self.formdata, k)) > TYPED_MAX_CHARS for k in self.keys()):
            self.errors.append(Msg.of(TOO_LONG, max=str(TYPED_MAX_CHARS)))
            return
        value, err = read_input(self.inp, self.formdata, form.meta.lang)
        if err is None:  # "152.5" for a year's income: $152,500? asked, never kept as $152.50
            err = income_cut_short(self.inp, text_of(self.formdata, self.inp.id), value, form.meta.lang)
        if err:
            self.errors.append(err)
        else:
            self.data = value


class ChoiceField(TypedField):
    """Radios or a select: one of the question's values (yes/no, a county, a college)."""


class MoneyField(TypedField):
    """An amount in dollars, typed the usual ways ("45k", "$45,000", Spanish "45.000", "45 mil")."""


class GpaField(TypedField):
    """A GPA ("3,4" or "3.4"); the page checks it against the scale chosen."""


class NumberField(TypedField):
    """A count such as credits a semester, within the question's min and max."""


class MonthField(TypedField):
    """A month: a month select and a 4-digit year input (``<id>-month``, ``<id>-year``)."""


class ZipField(TypedField):
    """A 5-digit ZIP code; a ZIP+4 gives its ZIP code."""


FIELD_CLASSES = {
    "choice": ChoiceField, "yesno": ChoiceField, "county": ChoiceField, "college": ChoiceField,
    "money": MoneyField, "gpa": GpaField, "number": NumberField, "month": MonthField, "zip": ZipField,
}


class QuestionForm(Form):
    """A question page's form; :meth:`validate` also checks the page as a whole (GPA and scale)."""

    class Meta:
        """No CSRF; the page's language reads numbers ("45.000" in Spanish)."""

        csrf = False
        lang = "en"

    def validate(self, extra_validators=None):
        """Return True when the page is valid; then ``updates`` holds the answers, else ``page_errors`` the messages."""
        self.updates, self.page_errors = {}, {}
        if not super().validate(extra_validators):
            self.page_errors = {name: f.errors[0] for name, f in self._fields.items() if f.errors}
            return False
        self.updates, self.page_errors = read_page(self.question, {name: f.data for name, f in self._fields.items()})
        return not self.page_errors


@lru_cache(maxsize=None)
def form_class(q) -> type:
    """Return the WTForms form class of question page ``q`` (one field per input, in page order)."""
    fields = {
        inp.id: FIELD_CLASSES[inp.kind](inp.label or q.summary, [MayBeBlank() if inp.optional else Answered(required_message(inp.kind))], inp=inp)
        for inp in q.inputs
    }
    return type(f"{q.id.title().replace('_', '')}Form", (QuestionForm,), {"question": q, **fields})


def read_form(q, formdata, lang: str):
    """Return ``(updates, errors)`` for page ``q`` submitted as ``formdata`` in ``lang`` (errors as :class:`Msg`).

    The page's "I don't know" button answers it with its facts unknown (:func:`screener.typed.parse_page`).
    """
    if q.dont_know and (formdata.get("dont_know") or "").strip() == q.id:
        return parse_page(q, formdata, lang)
    if q.kind == "county":
        formdata, errors = other_county(q, formdata)
        if errors:
            return {}, errors
    form = form_class(q)(formdata, meta={"lang": lang})
    if form.validate():
        return form.updates, {}
    return {}, form.page_errors


def read_backs(q, formdata, lang: str) -> dict:
    """Return ``{input id: (the number as the input shows it, note)}`` for the page's amounts
    typed as more than a plain number ("about 100k", "45 mil"): the page comes back with the
    number filled in and the note, and Continue confirms it (:func:`screener.typed.read_back`)."""
    return {inp.id: found for inp in q.inputs if (found := read_back(inp, text_of(formdata, inp.id), lang)) is not None}


def periods_filled(q, formdata, lang: str) -> dict:
    """Return ``{input id: the yearly figure}`` for the page's income typed as pay for a period
    ("2500 a month" -> "30000"): shown again with its error, the input holds the year's figure for
    the student to check and submit (:func:`screener.typed.period_income`); nothing is stored."""
    return {inp.id: found[0] for inp in q.inputs
            if (found := period_income(inp, text_of(formdata, inp.id), lang)) is not None and found[0] is not None}


def other_county(q, formdata) -> tuple:
    """Return ``(formdata, errors)`` for the county page: "Another county" answers with the county
    chosen under it (so does a county chosen there with no radio, as a student without JavaScript
    may do); "Another county" with none chosen is an error on that select."""
    radio = (formdata.get(q.id) or "").strip()
    other = (formdata.get(OTHER_FIELD) or "").strip()
    if radio in ("", OTHER) and other:
        if other not in allowed_values(q.inputs[0]):
            return formdata, {OTHER_FIELD: Msg.of(N_("Choose one of the options."))}
        formdata = MultiDict(formdata)
        formdata[q.id] = other
    elif radio == OTHER:
        return formdata, {OTHER_FIELD: Msg.of(N_("You chose “Another county”: choose your county from the list."))}
    elif not radio:
        return formdata, {q.id: Msg.of(N_("Choose the county where you live."))}
    return formdata, {}


def input_names(q) -> list:
    """Return the form field names of page ``q`` (a month is two: ``<id>-month``, ``<id>-year``;
    the county page has the select under "Another county")."""
    names = [n for i in q.inputs for n in ((i.id + "-month", i.id + "-year") if i.kind == "month" else (i.id,))]
    return names + [OTHER_FIELD] if q.kind == "county" else names


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
    """Return the strings sent for page ``q``, to show them back as they were typed: a value too
    long cut to one character over :data:`TYPED_MAX_CHARS` (what can be kept; read again, it is
    still refused as too long)."""
    return {name: str(form.get(name, ""))[:TYPED_MAX_CHARS + 1] for name in input_names(q)}


def anchor(inp) -> str:
    """Return the id of the element an error about ``inp`` links to."""
    return inp.id + "-month" if inp.kind == "month" else inp.id


def error_list(q, errors: dict) -> list:
    """Return the error summary's items, in page order, each linking to its input."""
    by_id = {inp.id: inp for inp in q.inputs}
    return [{"text": text, "href": "#" + (anchor(by_id[k]) if k in by_id else k)} for k, text in errors.items()]


def page_fields(q, state, values: dict, errors: dict, notes: dict | None = None) -> list:
    """Return ``(macro name, params)`` per input; a page's only input is its heading. ``notes``:
    the rendered notes of amounts read back (:func:`read_backs`), by input id."""
    heading = len(q.inputs) == 1
    out = []
    for inp in q.inputs:
        params = _params(q, inp, state, values, errors, heading)
        params["note"] = (notes or {}).get(inp.id)
        radios = inp.kind == "county" and zip_counties(state)
        out.append(("radios" if radios else MACROS[inp.kind], params))
    return out


def zip_counties(state) -> tuple:
    """Return the counties (in the ZIP data's order) of a Maryland ZIP code that touches several,
    the county page's radios; else ``()`` (no ZIP, one not found or outside Maryland: a select)."""
    zip_code = state.answers.get("zip")
    found = lookup_zip(zip_code) if zip_code else None
    if found is None or found.county in (None, OUTSIDE_MD) or not found.ambiguous:
        return ()
    return found.candidates


def _params(q, inp, state, values, errors, heading) -> dict:
    """Return one input's macro params: label (the page heading when alone), hint, error, value."""
    main = inp.id == q.id
    label = q.question if heading else (inp.label or q.summary)
    # (fix51f) the page's hint for the answers given (flows/questions.yaml hint_by: the income's for the household)
    hint = q.hint_for(state.answers) if heading else (None if main else inp.hint)
    if q.heading and main:  # two related questions on one page: each its own question and hint
        label, hint = q.question, q.hint_for(state.answers)
    label, hint = _(label), (_(hint) if hint else None)
    if inp.kind == "county" and heading:
        label, hint = county_question(state, label, hint)
    if q.id == "program_offered_locally" and heading:
        home = screen(state.answers, today()).home_college
        if home is not None:  # name the college the question means
            label = _("Does %(college)s, your home college, offer the program you want?", college=home.name)
    params = {
        "id": inp.id, "name": inp.id,
        "label": {"text": label, "isPageHeading": heading},
        "hint": hint,
        "errorMessage": errors.get(inp.id),
        "value": values.get(inp.id, ""),
    }
    if inp.kind == "county" and zip_counties(state):
        params["items"] = _county_radios(inp, state, params["value"], values.get(OTHER_FIELD, ""), errors)
    elif inp.kind in ("choice", "yesno", "college", "county"):
        params["items"] = _items(inp, state, params["value"])
    elif inp.kind == "month":
        params.update(months=_months(values.get(inp.id + "-month", "")), year=values.get(inp.id + "-year", ""),
                      monthLabel=_("Month"), yearLabel=_("Year"))
    else:
        params.update(inputmode=INPUTMODE[inp.kind], classes=WIDTH[inp.kind],
                      prefix=_("$") if inp.kind == "money" else None,
                      autocomplete=AUTOCOMPLETE.get(inp.id, "off" if inp.kind in NO_AUTOFILL else None))
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
        return (f'{render(zip_county_unsettled(zip_code), get_lang())} {_("Which county do you live in?")}',
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


def _county_radios(inp, state, chosen: str, other: str, errors: dict) -> list:
    """Return the county page's radios for a ZIP code in several counties: its counties, then
    "Another county" with a select of the rest under it (``conditional``). A stored county that
    is not the ZIP code's checks "Another county" and is chosen in the select."""
    mine = zip_counties(state)
    if chosen and chosen not in mine and chosen != OTHER:
        chosen, other = OTHER, chosen
    rest = [c for c in load_flow().county_choices(state) if c not in mine]
    select = {
        "id": OTHER_FIELD, "name": OTHER_FIELD,
        "label": {"text": _("Your county"), "isPageHeading": False},
        "hint": None, "errorMessage": errors.get(OTHER_FIELD), "value": other,
        "items": [{"value": v, "text": t, "checked": v == other}
                  for v, t in [("", _("Choose your county"))] + [(c, county_label(c)) for c in rest]],
    }
    items = [{"value": c, "text": county_label(c), "hint": None, "checked": c == chosen} for c in mine]
    return items + [{"value": OTHER, "text": _("Another county"), "hint": None,
                     "checked": chosen == OTHER, "conditional": select}]


def _colleges(state) -> list:
    """Return the colleges, the one serving the student's county first, as (id, name, hint)."""
    directory = load_directory()
    a = screen(state.answers, today())
    county, home = a.county, a.home_college
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
    return answer_words(inp, answers, lang)


def page_answer(q, answers: dict, lang: str, own_rows=frozenset()) -> list:
    """Return the lines that show what was answered on page ``q``; an extra input that is also a
    page of its own shown in ``own_rows`` (asked there too) is left to that row: each answer once."""
    lines = []
    for inp in q.inputs:
        if inp.id != q.id and inp.id in own_rows:
            continue
        text = answer_text(inp, answers, lang)
        if text is not None:
            label = (inp.summary or inp.label) if inp.id != q.id else q.label
            lines.append(_("%(label)s: %(answer)s", label=_(label), answer=text) if label else text)
    if not lines and q.dont_know:
        return [_(q.dont_know)]
    return lines or [_(q.blank) if q.blank else _("Not given: we'll estimate it")]
