"""`screener data-audit`: every figure older than one award year and every null, as a checklist;
`--all`: every figure's age (the README table)."""
import re
from pathlib import Path

from click.testing import CliRunner

from screener.audit import checklist
from screener.audit import figures
from screener.cli import cli

README = Path(__file__).resolve().parent.parent / "README.md"


def audit(*args):
    result = CliRunner().invoke(cli, ["data-audit", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_the_checklist_names_old_figures_with_their_age_and_source():
    out = audit("--today", "2026-12-01")
    assert out.startswith("Data audit for award year 2027-2028:")
    assert ("- [ ] colleges.yaml howard.tuition: $4,088 a year at 12 credits - for 2022-2023, 5 award years old"
            " - source: http://iq1prod1.smartcatalogiq.com/") in out
    assert "colleges.yaml harford.tuition:" in out and "6 award years old" in out


def test_the_checklist_names_every_null():
    out = audit("--today", "2026-12-01")
    assert "- [ ] policy.yaml aid_application_deadline.2027: null: not found in any source (for 2027-2028)" in out
    assert "colleges.yaml allegany.promise_url: null" in out
    assert "colleges.yaml howard.residential: null" in out
    nulls = [f for f in checklist(2027) if f.value is None]
    assert len(nulls) == out.count(": null: not found")


def test_a_figure_at_most_one_award_year_old_is_not_listed():
    assert "carroll.tuition:" not in audit("--today", "2026-03-01")  # 2025-26 rates, 2026-27 year
    assert "carroll.tuition:" in audit("--today", "2026-12-01")  # two years old for 2027-28


def test_past_years_of_a_series_are_history_not_to_do():
    out = audit("--today", "2026-12-01")
    assert "aid_application_deadline.2024" not in out and "poverty_guidelines.2022" not in out
    assert "aid_application_deadline.2024" in audit("--today", "2026-12-01", "--all")


def test_all_lists_every_college_tuition_with_its_age():
    out = audit("--today", "2026-12-01", "--all")
    rows = [line for line in out.splitlines() if re.match(r"\| colleges\.yaml \| `[a-z-]+\.tuition` \|", line)]
    assert len(rows) == 16
    assert "| colleges.yaml | `howard.tuition` | $4,088 a year at 12 credits | 2022-2023 | 2022-08-01 | 5 (old) |" in out


def test_every_figure_has_a_source_unless_it_is_null():
    for f in figures(2027):
        if f.value is not None and f.year is not None:
            assert f.source.startswith("http"), f


def test_the_readme_table_is_the_audit_of_2026_12_01():
    """README "Data figures and their age" is `screener data-audit --all --today 2026-12-01`."""
    assert audit("--today", "2026-12-01", "--all").strip() in README.read_text(encoding="utf-8")
