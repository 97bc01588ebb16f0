"""CLI tests: ``screener assess`` agrees with the API, ``roster`` streams CSV, ``translate`` wraps pybabel."""
import csv
import datetime as dt
import io
import json
import tracemalloc

import pytest
from click.testing import CliRunner

from screener import cli as cli_module
from screener.answers import FIELDS
from screener.cli import RESULT_COLUMNS
from screener.cli import cli
from screener.cli import main
from screener.cli import roster_file
from screener.cli import show_progress
from screener.serialize import assess_raw
from screener.answers import validate
from screener.i18n import render
from screener.core import screen

TODAY = "2026-11-29"
DAY = dt.date(2026, 11, 29)

NEW = {
    "county": "howard", "college": "howard", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2026-06", "hs_gpa": 3.2, "program": "associate", "credits_per_semester": 12,
    "household": "two_parent", "agi": 90000, "household_size": 4, "aid_application": "fafsa",
    "full_cost_scholarship": False, "prior_degree": "none",
}
APPLICANTS = {
    "eligible": NEW,
    "over_income": {**NEW, "household": "single", "agi": 180000},
    "wrong_college": {**NEW, "county": "montgomery"},
    "part_time_range": {**NEW, "credits_per_semester": 6, "household_size": None},
    "ged_by_zip": {**NEW, "county": None, "zip": "21044", "high_school": "maryland_ged", "hs_gpa": None},
    "delmar": {**NEW, "county": "wicomico", "college": "wor-wic", "high_school": "delmar_de", "delmar_md_resident": True},
    "noncredit": {**NEW, "program": "noncredit_vocational_certificate", "hs_gpa": None, "credits_per_semester": None},
    "dream_act_one_app": {**NEW, "in_state_tuition": "unsure", "dream_act": True, "aid_application": "one_app"},
    "renewal": {
        "applicant_type": "renewal", "county": "baltimore-county", "college": "baltimore-county",
        "in_state_tuition": "yes", "enrollment_status": "full_time", "first_enrolled": "2025-08",
        "credits_completed_last_semester": 12, "cc_gpa": 2.7, "satisfactory_progress": True,
        "household": "married", "agi": 120000, "aid_application": "fafsa", "prior_degree": "none",
        "full_cost_scholarship": False, "credits_per_semester": 12,
    },
    "bachelor_only": {"prior_degree": "bachelor"},
    "empty": {},
    "old_application": {**NEW, "application_date": "2025-03-01"},
}
INVALID = {
    "bad_number": {**NEW, "agi": "lots"},
    "bad_enum_and_zip": {"county": "narnia", "zip": "123"},
    "gpa_over_scale": {"hs_gpa": 4.5},
}


@pytest.fixture
def runner():
    """Return a click test runner (stderr kept apart from stdout)."""
    return CliRunner()


def run_assess(runner, tmp_path, body, *args):
    """Write ``body`` (an object or raw text) to a file and run ``screener assess`` on it."""
    path = tmp_path / "answers.json"
    path.write_text(body if isinstance(body, str) else json.dumps(body), encoding="utf-8")
    return runner.invoke(cli, ["assess", str(path), "--today", TODAY, *args])


# --- assess: the same answer as the API -------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", sorted(APPLICANTS))
def test_assess_prints_what_the_api_returns(runner, client, tmp_path, name, lang):
    body = {k: v for k, v in APPLICANTS[name].items() if v is not None}
    api = client.post(f"/api/v1/assess?lang={lang}", json=body)
    result = run_assess(runner, tmp_path, body, "--lang", lang)
    assert api.status_code == 200 and result.exit_code == 0, result.output
    assert json.loads(result.stdout) == api.get_json()


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("body", [*INVALID.values(), "[1, 2]", "not json", "", "null"], ids=[*INVALID, "list", "text", "empty", "null"])
def test_invalid_answers_print_the_api_errors_and_exit_2(runner, client, tmp_path, body, lang):
    data = body if isinstance(body, str) else json.dumps(body)
    api = client.post(f"/api/v1/assess?lang={lang}", data=data, content_type="application/json")
    result = run_assess(runner, tmp_path, body, "--lang", lang)
    assert api.status_code == 400 and result.exit_code == 2
    assert json.loads(result.stdout) == api.get_json()


def test_assess_output_is_indented_utf8_json(runner, tmp_path):
    result = run_assess(runner, tmp_path, APPLICANTS["over_income"], "--lang", "es")
    assert result.stdout.startswith('{\n  "status": "likely_ineligible"')
    assert "\\u" not in result.stdout  # ensure_ascii=False: "petición", "más" as they are


def test_assess_reads_stdin(runner):
    result = runner.invoke(cli, ["assess", "-", "--today", TODAY], input=json.dumps(NEW))
    assert result.exit_code == 0
    assert json.loads(result.stdout)["status"] == "likely_eligible"


def test_assess_today_sets_the_award_year(runner, tmp_path):
    body = {k: v for k, v in NEW.items() if k != "hs_gpa"}
    fall = json.loads(run_assess(runner, tmp_path, body).stdout)
    result = runner.invoke(cli, ["assess", str(tmp_path / "answers.json"), "--today", "2027-10-02"])
    assert fall["policy"]["award_year"] == "2027-2028"
    assert json.loads(result.stdout)["policy"]["award_year"] == "2028-2029"


@pytest.mark.parametrize("args", [["assess", "/no/such/file.json"], ["assess", "-", "--lang", "fr"], ["assess", "-", "--today", "29/11/2026"]])
def test_assess_usage_errors_exit_2(runner, args):
    assert runner.invoke(cli, args, input="{}").exit_code == 2


def test_main_returns_the_exit_status(tmp_path, capsys):
    assert main(["--help"]) == 0
    assert "roster" in capsys.readouterr().out
    assert main(["assess", str(tmp_path / "missing.json")]) == 2


# --- roster ------------------------------------------------------------------------------


def csv_text(rows, header=None) -> str:
    """Return CSV text for ``rows`` (dicts; booleans and None become CSV strings)."""
    header = header or ["id", "name", *FIELDS]
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=header, extrasaction="ignore", lineterminator="\r\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: ("yes" if v is True else "no" if v is False else v) for k, v in row.items()})
    return out.getvalue()


def read_csv(text: str) -> list:
    """Return the rows of CSV ``text`` as dicts."""
    return list(csv.DictReader(io.StringIO(text)))


def run_roster(runner, tmp_path, data, *args):
    """Write ``data`` (str or bytes) to in.csv, run ``screener roster`` to out.csv; return (result, rows)."""
    src, out = tmp_path / "in.csv", tmp_path / "out.csv"
    src.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    result = runner.invoke(cli, ["roster", str(src), "-o", str(out), "--today", TODAY, *args])
    rows = read_csv(out.read_text(encoding="utf-8")) if out.exists() else None
    return result, rows


def test_roster_writes_the_assessment_columns_per_row(runner, tmp_path):
    names = sorted(APPLICANTS)
    rows = [{"id": i, "name": n, **APPLICANTS[n]} for i, n in enumerate(names, 1)]
    result, out = run_roster(runner, tmp_path, csv_text(rows))
    assert result.exit_code == 0, result.output
    assert list(out[0]) == ["row", "id", "name", *[f"input_{f}" if f == "college" else f for f in FIELDS], *RESULT_COLUMNS]
    for i, (name, row) in enumerate(zip(names, out)):
        expected, errors = assess_raw({k: v for k, v in rows[i].items() if k in FIELDS}, DAY, "en", strict=False)
        assert not errors
        award = expected["award"]
        assert row["row"] == str(i + 2) and row["name"] == name
        assert row["status"] == expected["status"]
        assert row["missing"] == ";".join(expected["missing"])
        failing = [c for c in expected["checks"] if c["result"] == "fail"]
        assert row["failing_checks"] == ";".join(c["id"] for c in failing)
        # A likely-eligible row also says awards are limited (§18-3604), after any condition.
        # fix39j: and why its estimate is $0 (grants cover tuition) or none (no tuition figure): the
        # award's first note then
        why = award["notes"][:1] if award["estimate"] is None or award["covered_by_grants"] else []
        extra = [c["condition"] for c in expected["checks"] if "condition" in c] + why + [expected["next_steps"][-1]] \
            if expected["status"] == "likely_eligible" else []
        # a row that needs more information: the open checks no missing answer settles (an in-state
        # "not sure", a junior's late finish, rules.LATE_FINISH: fix49e), their own messages
        if expected["status"] == "needs_more_info":
            answers, _ = validate({k: v for k, v in rows[i].items() if k in FIELDS}, strict=False, today=DAY)
            extra = [render(c.message, "en") for c in screen(answers, DAY).checks if c.result == "unknown" and not c.needs]
        assert row["messages"] == " | ".join([c["message"] for c in failing] + extra)
        assert row["estimate"] == ("" if award["estimate"] is None else str(award["estimate"]))
        low = award["estimate_low"] if award["estimate_low"] is not None else award["estimate"]
        assert row["estimate_low"] == ("" if low is None else str(low))
        home = expected["colleges"][0]["id"] if expected["county"] not in (None, "outside-md") else ""
        allowed = [c["id"] for c in expected["colleges"]]
        assert row["college"] == (rows[i]["college"] if rows[i].get("college") in allowed else home)
    by_name = {r["name"]: r for r in out}
    assert by_name["over_income"]["failing_checks"] == "income"
    assert all(r["college"] != "allegany" or r.get("input_college") == "allegany" for r in out), "no residential college stands in for an unknown home college"
    assert by_name["wrong_college"]["college"] == "montgomery" and by_name["wrong_college"]["input_college"] == "howard"
    assert by_name["part_time_range"]["estimate_low"] != by_name["part_time_range"]["estimate_high"]
    assert "12 rows: " in result.stderr and "errors" in result.stderr


def test_bad_rows_are_reported_and_the_run_goes_on(runner, tmp_path):
    text = csv_text([
        {"id": 1, **NEW},
        {"id": 2, **NEW, "agi": "lots", "zip": "1234"},
        {"id": 3, **NEW, "household": "two_parent"},
    ])
    lines = text.split("\r\n")
    lines.insert(3, "99,too,few")
    lines.insert(4, lines[1] + ",extra,cells")
    result, out = run_roster(runner, tmp_path, "\r\n".join(lines))
    assert result.exit_code == 0
    assert [r["status"] for r in out] == ["likely_eligible", "error", "error", "error", "likely_eligible"]
    width = 2 + len(FIELDS)
    assert "row 3: zip: Enter a 5-digit ZIP code." in result.stderr
    assert "row 3: agi: Enter an amount in numbers, like 45000." in result.stderr
    assert f"row 4: expected {width} columns, found 3." in result.stderr
    assert f"row 5: expected {width} columns, found {width + 2}." in result.stderr
    assert out[1]["messages"] == "zip: Enter a 5-digit ZIP code. | agi: Enter an amount in numbers, like 45000."
    assert "5 rows: 2 likely eligible, 0 likely ineligible, 0 needs more info, 3 errors" in result.stderr


def test_a_bom_crlf_and_bytes_that_are_not_utf8(runner, tmp_path):
    text = "county,agi,household,name\r\nhoward,90000,two_parent,Ana\r\n"
    data = b"\xef\xbb\xbf" + text.encode() + b"howard,1000,single,Jos\xe9\r\nhoward,5000,single,Bo\r\n"
    result, out = run_roster(runner, tmp_path, data)
    assert result.exit_code == 0
    assert list(out[0])[:4] == ["row", "county", "agi", "household"]  # the BOM is not part of "county"
    assert [r["status"] for r in out] == ["needs_more_info", "error", "needs_more_info"]
    assert "row 3: the row has bytes that are not UTF-8 text" in result.stderr
    assert out[2]["name"] == "Bo"


def test_headers_match_fields_loosely_and_other_columns_are_kept(runner, tmp_path):
    data = "Student ID,Household Size, AGI ,County,Notes\n7,4,\"45,000\",howard,hi\n\n,,,,\n"
    result, out = run_roster(runner, tmp_path, data)
    assert result.exit_code == 0
    assert len(out) == 1  # the blank line and the empty row are skipped
    assert out[0]["Student ID"] == "7" and out[0]["Notes"] == "hi" and out[0]["County"] == "howard"
    assert "household_size" not in out[0]["missing"].split(";")
    assert "agi" not in out[0]["missing"].split(";")


def test_roster_names_the_columns_it_ignores(runner, tmp_path):
    """A newcomer's finding: "GPA" and "Household Income" were ignored without a word (every row
    then needed more information); each ignored column is named, with the field it may be."""
    result, out = run_roster(runner, tmp_path, "Student Name,county,GPA,Household Income,agi,Notes\nAnn,carroll,3.2,50000,50000,x\n")
    assert result.exit_code == 0, result.output
    assert "column 'GPA' ignored: not an answer field (rename it hs_gpa if it is that)" in result.stderr
    assert "column 'Household Income' ignored: not an answer field\n" in result.stderr  # (agi is named already)
    assert "column 'Notes' ignored" in result.stderr and "Student Name" not in result.stderr
    assert out[0]["county"] == "carroll"


def test_roster_messages_in_spanish(runner, tmp_path):
    result, out = run_roster(runner, tmp_path, csv_text([{**NEW, "agi": "x"}, APPLICANTS["over_income"]]), "--lang", "es")
    assert result.exit_code == 0
    assert out[0]["messages"] == "agi: Escribe la cantidad en números, como 45000."
    assert "límite" in out[1]["messages"]


def test_roster_uses_stdin_and_stdout(runner):
    result = runner.invoke(cli, ["roster", "-", "--today", TODAY], input=csv_text([NEW]))
    assert result.exit_code == 0
    assert read_csv(result.stdout)[0]["status"] == "likely_eligible"
    assert "1 rows: 1 likely eligible" in result.stderr


@pytest.mark.parametrize("data,message", [
    ("", "empty"),
    ("id,name,notes\n1,Ana,x\n", "names no answer field"),
    ("county,agi\n", "no applicant rows"),
])
def test_unusable_input_exits_2(runner, tmp_path, data, message):
    result, _ = run_roster(runner, tmp_path, data)
    assert result.exit_code == 2
    assert message in result.stderr


def test_a_missing_input_or_the_input_as_output_exits_2(runner, tmp_path):
    assert runner.invoke(cli, ["roster", str(tmp_path / "none.csv")]).exit_code == 2
    src, data = tmp_path / "in.csv", csv_text([NEW]).encode()
    src.write_bytes(data)
    result = runner.invoke(cli, ["roster", str(src), "-o", str(src)])
    assert result.exit_code == 2 and src.read_bytes() == data


def test_progress_only_on_a_terminal():
    class Tty(io.StringIO):
        """A stream that says it is a terminal."""

        def isatty(self):
            """Return True."""
            return True

    assert show_progress(Tty(), disabled=False)
    assert not show_progress(Tty(), disabled=True)
    assert not show_progress(io.StringIO(), disabled=False)


def test_no_progress_bar_when_stderr_is_not_a_terminal(runner, tmp_path):
    result, _ = run_roster(runner, tmp_path, csv_text([NEW] * 3))
    assert "it/s" not in result.stderr and "rows/s" not in result.stderr


def roster_peak(tmp_path, rows: int) -> int:
    """Return the tracemalloc peak (bytes) of assessing ``rows`` varied rows through :func:`roster_file`."""
    src, out = tmp_path / f"in{rows}.csv", tmp_path / f"out{rows}.csv"
    samples = [{k: v for k, v in a.items() if v is not None} for a in APPLICANTS.values()]
    with open(src, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=["id", *FIELDS])
        writer.writeheader()
        for i in range(rows):
            writer.writerow({"id": i, **samples[i % len(samples)]})
    tracemalloc.start()
    try:
        summary = roster_file(str(src), str(out), today=DAY)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert summary.rows == rows
    return peak


def test_roster_memory_stays_flat(tmp_path):
    roster_peak(tmp_path, 50)  # warm the caches (policy, directory, ZIPs, catalogs)
    small, large = roster_peak(tmp_path, 250), roster_peak(tmp_path, 2500)
    assert large < small * 1.5 + 64 * 1024, (small, large)


# --- translate ---------------------------------------------------------------------------


def test_translate_init_update_compile_in_a_scratch_directory(runner, tmp_path):
    pot, tr = tmp_path / "messages.pot", tmp_path / "translations"
    result = runner.invoke(cli, ["translate", "init", "vi", "--pot", str(pot), "-d", str(tr)])
    assert result.exit_code == 0, result.output
    po = tr / "vi" / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    assert 'msgid "Enter a number."' in text  # Python (N_)
    assert "screener/answers.py" in text  # locations relative to the project
    assert runner.invoke(cli, ["translate", "init", "vi", "--pot", str(pot), "-d", str(tr)]).exit_code == 1
    po.write_text(text.replace('msgid "Enter a number."\nmsgstr ""', 'msgid "Enter a number."\nmsgstr "Nhập một số."'), encoding="utf-8")
    assert runner.invoke(cli, ["translate", "update", "--pot", str(pot), "-d", str(tr)]).exit_code == 0
    assert 'msgstr "Nhập một số."' in po.read_text(encoding="utf-8")
    assert runner.invoke(cli, ["translate", "compile", "-d", str(tr)]).exit_code == 0
    assert (tr / "vi" / "LC_MESSAGES" / "messages.mo").stat().st_size > 0


def test_a_failing_pybabel_step_exits_1(runner, tmp_path):
    result = runner.invoke(cli, ["translate", "compile", "-d", str(tmp_path / "none")])
    assert result.exit_code == 1 and "pybabel compile" in result.output


def test_flask_has_the_same_translate_group(app):
    assert app.cli.get_command(None, "translate") is cli_module.translate
    result = app.test_cli_runner().invoke(args=["translate", "--help"])
    assert result.exit_code == 0
    assert all(name in result.output for name in ("extract", "update", "compile", "init"))


def test_roster_output_neutralises_formulas(tmp_path):
    """A cell that a spreadsheet would run as a formula is written as text (a leading ')."""
    from screener.cli import roster_file

    infile, outfile = tmp_path / "in.csv", tmp_path / "out.csv"
    infile.write_text('student,county\n"=HYPERLINK(""http://x"")",howard\n@cmd,howard\n', encoding="utf-8")
    roster_file(str(infile), str(outfile), today=dt.date(2026, 11, 29), lang="en")
    text = outfile.read_text(encoding="utf-8")
    assert "'=HYPERLINK" in text and "'@cmd" in text
    assert "\n=" not in text and ",=" not in text
