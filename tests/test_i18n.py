"""Language gates: US formats, number parsing both ways, a complete and current catalog."""
import datetime as dt
import subprocess
import sys
from pathlib import Path

import polib
import pytest

from screener.i18n import Msg
from screener.i18n import available_languages
from screener.i18n import babel_locale
from screener.i18n import format_day
from screener.i18n import format_gpa
from screener.i18n import format_money
from screener.i18n import normalize_language
from screener.parsing import parse_number

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = sorted(ROOT.glob("translations/*/LC_MESSAGES/messages.po"))


def test_spanish_formats_money_and_dates_the_us_way():
    assert babel_locale("es") == "es_US"
    assert format_money(5000, "es") == "$5,000"
    assert format_money(152000, "en") == "$152,000"
    assert format_day(dt.date(2027, 3, 1), "es") == "1 de marzo de 2027"
    assert format_day(dt.date(2027, 3, 1), "en") == "March 1, 2027"


# A value just past a limit is never shown as the limit ("$150,000.01 is over the $150,000 limit", fix39j: cents at most,
# "2.2999999 is below the 2.3 minimum"; a newcomer's finding, 2026-12-02); float noise is not shown.
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("value,shown", [(150000.004, "$150,000.01"), (100000.5, "$100,000.50"), (45000, "$45,000")])
def test_money_just_over_a_limit_shows_its_fraction(lang, value, shown):
    assert format_money(value, lang) == shown


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("value,shown", [(2.2999999, "2.2999999"), (2.49999999, "2.49999999"), (3, "3.0"), (2.75, "2.75"),
                                         (0.1 + 0.2, "0.3")])
def test_a_gpa_shows_the_decimals_given(lang, value, shown):
    assert format_gpa(value, lang) == shown


@pytest.mark.parametrize("given,expected", [("es-MX", "es"), ("es_US", "es"), ("ES", "es"), ("en-GB", "en"), ("fr", "en"), ("", "en"), (None, "en")])
def test_language_codes_normalize(given, expected):
    assert normalize_language(given) == expected


@pytest.mark.parametrize("text,kind,lang,value", [
    ("$45,000", "money", "en", 45000), ("45000", "money", "en", 45000), ("45k", "money", "en", 45000),
    ("45 mil", "money", "es", 45000), ("45.000", "money", "es", 45000), ("$45,000", "money", "es", 45000),
    ("45,000.50", "money", "en", 45000.5), ("45.000,50", "money", "es", 45000.5), ("1,250,000", "money", "en", 1250000),
    ("0", "money", "en", 0), ("3,4", "gpa", "es", 3.4), ("3.4", "gpa", "en", 3.4), ("3,4", "gpa", "en", 3.4),
    ("12", "number", "en", 12), ("12,5", "number", "es", 12.5),
])
def test_numbers_typed_either_way_parse(text, kind, lang, value):
    assert parse_number(text, kind, lang).value == pytest.approx(value)


@pytest.mark.parametrize("text,kind,lang", [
    ("45.000", "money", "en"),  # 45 or 45,000? asked back, not guessed
    ("abc", "money", "en"), ("-5", "money", "en"), ("3.4.5", "gpa", "en"), ("", "number", "en"), ("1,2,3", "gpa", "es"),
    # a newcomer's findings: a slip of the comma is no $45.50; "1.2 mil" is no $1,200 by a guess
    ("$45,5000", "money", "en"), ("45.5000", "money", "es"), ("1.2 mil", "money", "en"), ("1,2 mil", "money", "es"),
])
def test_ambiguous_or_nonsense_numbers_are_asked_back(text, kind, lang):
    parsed = parse_number(text, kind, lang)
    assert parsed.value is None and parsed.error.render(lang)


def test_english_45_dot_000_suggests_the_likely_amount():
    assert "$45,000" in parse_number("45.000", "money", "en").error.render("en")


def test_a_broken_translation_falls_back_to_english():
    assert Msg.of("%(x)s items", x=3).render("es").startswith("3")


def test_spanish_catalog_exists():
    assert "es" in available_languages()
    assert CATALOGS


@pytest.mark.parametrize("po_path", CATALOGS, ids=lambda p: p.parts[-3])
def test_catalog_is_complete(po_path):
    po = polib.pofile(str(po_path))
    untranslated = [e.msgid for e in po.untranslated_entries()]
    fuzzy = [e.msgid for e in po.fuzzy_entries()]
    assert not untranslated, f"{len(untranslated)} untranslated, e.g. {untranslated[:5]}"
    assert not fuzzy, f"{len(fuzzy)} fuzzy, e.g. {fuzzy[:5]}"
    assert not po.obsolete_entries()


@pytest.mark.parametrize("po_path", CATALOGS, ids=lambda p: p.parts[-3])
def test_catalog_is_current_with_the_code(po_path, tmp_path):
    pot = tmp_path / "messages.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "N_", "-k", "_l",
         "-o", str(pot), "--no-location", "."],
        cwd=ROOT, check=True, capture_output=True)
    code = {e.msgid for e in polib.pofile(str(pot))}
    catalog = {e.msgid for e in polib.pofile(str(po_path)) if not e.obsolete}
    assert not code - catalog, f"strings in the code but not the catalog (run `screener translate update`): {sorted(code - catalog)[:8]}"
    assert not catalog - code, f"strings in the catalog no longer in the code: {sorted(catalog - code)[:8]}"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_dropped_zero_in_money_is_asked_back(lang):
    parsed = parse_number("45,00", "money", lang)
    assert parsed.value is None and "45000" in parsed.error.render("en")


def test_county_names_are_spanish_on_spanish_results():
    from screener.serialize import assess_raw

    result, _ = assess_raw({"county": "montgomery", "college": "howard"}, dt.date(2026, 11, 29), "es")
    college = next(c for c in result["checks"] if c["id"] == "college")
    assert "Condado de Montgomery" in college["message"] and "Montgomery County" not in college["message"]
