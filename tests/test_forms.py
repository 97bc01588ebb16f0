"""The question pages' WTForms forms are built from flows/questions.yaml and read typed text
exactly as the chat's way in (:meth:`Flow.parse`) does: one reader, :mod:`screener.typed`."""
import pytest
from werkzeug.datastructures import MultiDict

from screener import typed
from screener.flow import load_flow
from screener.web.forms import TypedField
from screener.web.forms import form_class
from screener.web.forms import read_form

TYPED = {
    "agi": ["45k", "$45,000", "45.000", "45,00", "-3", "lots", "", "1e309"],
    "hs_gpa": ["3,4", "3.4", "57.5", "x", ""],
    "gpa_scale": ["4", "100", "5", ""],
    "zip": ["21044", "21044-1234", "21044 - 1234", "2104", "２１０４４", ""],
    "credits_per_semester": ["12", "0", "41", "5.5", "twelve", "doce", "fifty", ""],
    "college": ["howard", "nowhere", ""],
    "in_state_tuition": ["yes", "maybe", ""],
    "delmar_md_resident": ["true", "false", "yes", ""],
    "tuition": ["", "3000", "$6,000"],
}


def test_every_page_has_a_form_with_a_field_per_input_and_no_csrf():
    for q in load_flow().questions:
        form = form_class(q)(MultiDict(), meta={"lang": "en"})
        assert [f.name for f in form] == [i.id for i in q.inputs]
        assert all(isinstance(f, TypedField) for f in form)
        assert "csrf_token" not in form._fields


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("q", load_flow().questions, ids=lambda q: q.id)
def test_the_web_form_reads_what_the_chat_reads(q, lang):
    for name, values in TYPED.items():
        if name not in q.fields:
            continue
        for value in values:
            data = {i.id: TYPED.get(i.id, [""])[0] for i in q.inputs}
            data[name] = value
            if q.kind == "month":
                data = {f"{q.id}-month": "6", f"{q.id}-year": "2027"}
            assert read_form(q, MultiDict(data), lang) == load_flow().parse(q, data, lang), (q.id, name, value)


def test_months_are_read_from_the_select_and_the_year():
    q = load_flow().question("hs_completion_date")
    assert read_form(q, MultiDict({"hs_completion_date-month": "6", "hs_completion_date-year": "2027"}), "en") == (
        {"hs_completion_date": "2027-06"}, {})
    updates, errors = read_form(q, MultiDict({"hs_completion_date-month": "13", "hs_completion_date-year": "2027"}), "en")
    assert not updates and errors["hs_completion_date"].text.startswith("Enter a month")
    assert read_form(q, MultiDict(), "en")[1]["hs_completion_date"] == typed.required_message("month")


def test_the_shared_readers():
    assert typed.read_zip("21044 - 1234") == ("21044", None)
    assert typed.read_zip("2104")[0] is None
    assert typed.read_month("6", "2027") == ("2027-06", None)
    assert typed.read_number("45k", "money", "en") == (45000.0, None)
    assert typed.read_number("45.000", "money", "es") == (45000.0, None)
    assert typed.read_number("41", "number", "en", 0, 40)[1] is not None
    q = load_flow().question("agi")
    assert typed.answer_words(q.inputs[0], {"agi": 45000}, "es") == "$45,000"


@pytest.mark.parametrize("text,kind,lang,value", [
    ("twelve", "number", "en", 12), ("doce", "number", "es", 12), ("Twelve", "number", "es", 12),
    ("quince", "number", "en", 15), ("tres punto cinco", "gpa", "es", 3.5), ("three point two", "gpa", "en", 3.2),
    ("forty five thousand", "money", "en", 45000), ("cuarenta y cinco mil", "money", "es", 45000),
])
def test_numbers_in_words_are_read_as_the_chat_reads_them(text, kind, lang, value):
    """A newcomer's finding: the form refused "twelve" credits, which the chat takes."""
    assert typed.read_number(text, kind, lang) == (value, None)


def test_words_that_are_no_number_or_out_of_bounds_say_so():
    assert typed.read_number("twelve credits", "number", "en")[1].text == "Enter a number, like 12."
    assert typed.read_number("twelve twelve", "number", "en")[0] is None  # no 1212
    assert typed.read_number("twelve " * 5000, "money", "en")[0] is None
    assert typed.read_number("lots", "money", "en")[1].text == "Enter an amount in numbers, like 45000."
    assert typed.read_number("fifty", "number", "en", 0, 40)[1].params == (("max", 40),)
    assert typed.read_year("two thousand seven", 1900, 2026) == (2007, None)
    assert typed.read_year("dos mil siete", 1900, 2026) == (2007, None)
    assert typed.read_year("someday", 1900, 2026)[0] is None


@pytest.mark.parametrize("lang,year", [("en", "two thousand twenty seven"), ("en", "Twenty twenty-seven"),
                                       ("es", "dos mil veintisiete"), ("es", "Dos mil Veintisiete.")])
def test_a_year_in_words_on_a_month_page_is_read_as_the_birth_year_is(lang, year):
    """A newcomer's finding: the month pages' year refused "two thousand twenty seven" / "dos mil
    veintisiete", which the birth year takes. Class: a year in words in any year input."""
    q = load_flow().question("hs_completion_date")
    form = MultiDict({"hs_completion_date-month": "6", "hs_completion_date-year": year})
    assert read_form(q, form, lang) == ({"hs_completion_date": "2027-06"}, {})
    assert typed.read_month("6", year) == ("2027-06", None)
    assert typed.read_month("6", "twenty")[0] is None  # no 4-digit year: asked again
    assert typed.read_month("6", "someday")[0] is None


@pytest.mark.parametrize("lang,spoken", [("en", "two oh nine oh six"), ("en", "two zero nine zero six"), ("en", "2 0 9 0 6"),
                                         ("es", "dos cero nueve cero seis"), ("es", "Dos, cero, nueve, cero, seis")])
def test_a_zip_code_spelled_digit_by_digit_is_read_as_the_chat_reads_it(lang, spoken):
    """A newcomer's finding: the ZIP field refused "dos cero nueve cero seis" (the chat takes it).
    Class: a ZIP code's digits said one by one, in words or apart, in either language."""
    q = load_flow().question("zip")
    assert read_form(q, MultiDict({"zip": spoken}), lang) == ({"zip": "20906"}, {})
    assert typed.read_zip(spoken) == ("20906", None)


@pytest.mark.parametrize("spoken", ["dos cero nueve", "two one oh four", "veinte mil", "two oh nine oh six seven eight"])
def test_digits_that_are_no_zip_code_still_say_what_a_zip_code_is(spoken):
    assert typed.read_zip(spoken)[1].text == "Enter a 5-digit ZIP code, like 21201."
