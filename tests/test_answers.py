"""CSV cells (lenient) parse the way people type; JSON (strict) takes only JSON types."""
import pytest

from screener.answers import validate


@pytest.mark.parametrize("cell,lang,field,value", [
    ("45k", "en", "agi", 45000), ("$45,000", "en", "agi", 45000), ("45 mil", "es", "agi", 45000),
    ("1.100.001", "es", "agi", 1100001), ("3,4", "en", "hs_gpa", 3.4), ("3,4", "es", "hs_gpa", 3.4),
    ("Single Parent", "en", "household", "single_parent"), ("two_parent", "en", "household", "two_parent"),
    ("Prince George's County", "en", "county", "prince-georges"), ("St. Mary's", "en", "county", "st-marys"),
    ("Baltimore City", "en", "county", "baltimore-city"), ("Baltimore County", "en", "county", "baltimore-county"),
    ("Howard Community College", "en", "college", "howard"), ("College of Southern Maryland", "en", "college", "southern-maryland"),
    ("Community College of Baltimore County", "en", "college", "baltimore-county"), ("wor-wic", "en", "college", "wor-wic"),
    ("6/2027", "en", "hs_completion_date", "2027-06"), ("21044-1234", "en", "zip", "21044"),
    ("Yes", "en", "full_cost_scholarship", True), ("sí", "es", "full_cost_scholarship", True),
])
def test_csv_cells_parse_as_typed(cell, lang, field, value):
    answers, errors = validate({field: cell}, strict=False, lang=lang)
    assert not errors
    assert answers[field] == pytest.approx(value) if isinstance(value, float) else answers[field] == value


def test_an_english_dotted_amount_is_asked_back_not_read_as_cents():
    answers, errors = validate({"agi": "100.001"}, strict=False, lang="en")
    assert "agi" not in answers
    assert "$100,001" in errors[0].message.render("en")


@pytest.mark.parametrize("raw", [{"agi": "45000"}, {"household": "Single Parent"}, {"zip": "21044-1234"}, {"full_cost_scholarship": "yes"}])
def test_json_stays_strict(raw):
    answers, errors = validate(raw, strict=True)
    assert errors and not answers


@pytest.mark.parametrize("field,raw,says", [
    ("application_date", "9999-12-31", "Enter a real date from 1900 to 2100"),
    ("application_date", "2027-02-30", "Enter a real date from 1900 to 2100"),
    ("application_date", "next week", "Enter a date as YYYY-MM-DD."),
    ("hs_completion_date", "9999-06", "Enter a real month from 1900 to 2100"),
    ("hs_completion_date", "June", "Enter a month as YYYY-MM."),
])
def test_a_date_in_the_right_format_but_out_of_range_says_so(field, raw, says):
    # A newcomer's finding: 9999-12-31 was told "Enter a date as YYYY-MM-DD", the format it had.
    answers, errors = validate({field: raw}, strict=True)
    assert not answers and errors[0].message.render("en").startswith(says)


@pytest.mark.parametrize("page", ["hs_gpa", "cc_gpa"])
def test_a_gpa_out_of_bounds_is_told_what_a_gpa_looks_like(page):
    from screener.flow import load_flow
    flow = load_flow()
    _, errors = flow.parse(flow.question(page), {page: "99999", "gpa_scale": "4"})
    assert errors[page].render("en") == "Enter your GPA like 3.2 (out of 4.0) or 85 (out of 100)."
    assert "3.2 (sobre 4.0)" in errors[page].render("es")


@pytest.mark.parametrize("credits,en,es", [
    (1, "1 credit a semester is under", "Tomar 1 crédito por semestre"),
    (3, "3 credits a semester is under", "Tomar 3 créditos por semestre"),
])
def test_one_credit_is_singular(credits, en, es):
    import datetime as dt

    from screener.wire import assess_raw
    for lang, says in (("en", en), ("es", es)):
        out, _ = assess_raw({"program": "associate", "credits_per_semester": credits}, dt.date(2026, 12, 1), lang=lang)
        check = next(c for c in out["checks"] if c["id"] == "enrollment")
        assert check["message"].startswith(says), check["message"]


@pytest.mark.parametrize("scale", ["4", "5", "100"])
def test_the_web_gpa_page_says_what_a_gpa_looks_like_past_every_scale(scale):
    # The newcomer's re-test: 99999 on the 4.0 scale still said "no greater than 100" through the page.
    from screener.flow import load_flow
    flow = load_flow()
    updates, errors = flow.parse(flow.question("hs_gpa"), {"hs_gpa": "99999", "gpa_scale": scale})
    assert not updates and errors["hs_gpa"].text == "Enter your GPA like 3.2 (out of 4.0) or 85 (out of 100)."
