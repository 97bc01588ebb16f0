"""CSV cells (lenient) parse the way people type; JSON (strict) takes only JSON types."""
import pytest

from screener.answers import validate


@pytest.mark.parametrize("cell,lang,field,value", [
    ("45k", "en", "agi", 45000), ("$45,000", "en", "agi", 45000), ("45 mil", "es", "agi", 45000),
    ("100.001", "es", "agi", 100001), ("3,4", "en", "hs_gpa", 3.4), ("3,4", "es", "hs_gpa", 3.4),
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
