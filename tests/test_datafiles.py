"""Every data file is checked against its JSON Schema at start-up: a broken copy of each one
stops the app with the file, the line and the field named (issues #7, #9, #13)."""
import shutil

import pytest

from screener import create_app
from screener.datafiles import DATA_FILES
from screener.datafiles import DataFileError
from screener.datafiles import check_all
from screener.datafiles import check_file
from screener.policy import PACKAGE_DATA_DIR


def line_of(text: str, needle: str, after: str = "") -> int:
    """Return the 1-based line of the first ``needle`` after the first ``after``."""
    start = text.index(after) if after else 0
    return text[: text.index(needle, start)].count("\n") + 1


def broken_copy(tmp_path, name, edit):
    """Copy every data file to ``tmp_path`` with ``edit(text) -> text`` applied to ``name``.yaml."""
    for n in DATA_FILES:
        shutil.copy(PACKAGE_DATA_DIR / f"{n}.yaml", tmp_path / f"{n}.yaml")
    path = tmp_path / f"{name}.yaml"
    original = path.read_text(encoding="utf-8")
    changed = edit(original)
    assert changed != original
    path.write_text(changed, encoding="utf-8")
    return changed


def sub_after(after: str, old: str, new: str):
    """Return an edit replacing the first ``old`` after the first ``after``."""
    def edit(text):
        i = text.index(old, text.index(after))
        return text[:i] + new + text[i + len(old):]
    return edit


def test_the_shipped_data_files_pass():
    check_all(PACKAGE_DATA_DIR)


CASES = [
    # (file, edit, line finder (text -> line), field, words in the problem)
    ("colleges", sub_after("\nmontgomery:", 'as_of: "2024-08-01"\n    award_year', 'as_of: "2024-13-01"\n    award_year'),
     lambda t: line_of(t, 'as_of: "2024-13-01"'), "montgomery.tuition.as_of", "is not a 'date'"),
    ("colleges", sub_after("\nhoward:", "    source: http://iq1prod1", "    sauce: http://iq1prod1"),
     lambda t: line_of(t, "sauce:"), "howard.tuition.sauce", "unknown key 'sauce'"),
    ("colleges", sub_after("\ncarroll:", "    source: https://carrollcc.edu/admissions-aid/costs-scholarships-aid/academic-programs-tuition-fees/tuition-fees\n", ""),
     lambda t: line_of(t, "tuition:", "\ncarroll:"), "carroll.tuition.source", "missing 'source'"),
    ("colleges", sub_after("\ncarroll:", "per_credit: 144", 'per_credit: "144"'),
     lambda t: line_of(t, 'per_credit: "144"'), "carroll.tuition.per_credit", "is not of type"),
    ("colleges", sub_after("\ncecil:", "counties: [cecil]", "counties: [cecil-county]"),
     lambda t: line_of(t, "cecil-county"), "cecil.counties[0]", "is not one of"),
    ("colleges", sub_after("\nmontgomery:", "  residential_source: {", "  no_source: {"),
     lambda t: line_of(t, "montgomery:"), "montgomery.residential_source", "missing 'residential_source'"),
    ("policy", sub_after("\nmax_award:", '    - {title: "Md. Code, Educ. §18-3604(a)(1)", href: "https://self-law.org/code/md/education/18-3604"}\n', ""),
     lambda t: line_of(t, "reference:", "\nmax_award:"), "max_award.reference", "is not of type 'array'"),
    ("policy", sub_after("\naid_application_deadline:", '2024: "2025-04-15"', '2024: "2025-04-31"'),
     lambda t: line_of(t, '"2025-04-31"'), "aid_application_deadline.values.2024", "'2025-04-31'"),
    ("policy", sub_after("\nhs_gpa_min:", '  as_of: "2019-07-01"\n', ""),
     lambda t: line_of(t, "hs_gpa_min:"), "hs_gpa_min.as_of", "missing 'as_of'"),
    ("policy", sub_after("\npell_max:", "2026-07-01: 7395", "2026-07-01: 7,395"),
     lambda t: line_of(t, "7,395"), "pell_max.values.2026-07-01", "is not of type"),
    ("jurisdictions", sub_after("\nhoward:", "{name: Howard County,", "{title: Howard County,"),
     lambda t: line_of(t, "title: Howard County"), "howard.title", "unknown key 'title'"),
    ("zip_counties", sub_after('"21771":', "carroll: 60806408", "mount-airy: 60806408"),
     lambda t: line_of(t, "mount-airy"), "zips.21771.mount-airy", "'mount-airy'"),
    ("zip_counties", sub_after("source:", "  href: ", "  url: "),
     lambda t: line_of(t, "  url: "), "source.url", "unknown key 'url'"),
    ("places", sub_after("\n  overlea:", "    reference:\n      - {title: \"Overlea", "    sources:\n      - {title: \"Overlea"),
     lambda t: line_of(t, "sources:", "\n  overlea:"), "neighbourhoods.overlea.sources", "unknown key 'sources'"),
    ("places", sub_after("\n  mount airy:", "counties: [carroll, frederick]", "counties: [carroll, mount-airy]"),
     lambda t: line_of(t, "mount-airy"), "towns_across_lines.mount airy.counties[1]", "is not one of"),
]


@pytest.mark.parametrize("name,edit,line,field,problem", CASES, ids=[f"{c[0]}:{c[3]}" for c in CASES])
def test_a_broken_copy_fails_with_file_line_and_field(tmp_path, name, edit, line, field, problem):
    text = broken_copy(tmp_path, name, edit)
    with pytest.raises(DataFileError) as exc:
        check_all(tmp_path)
    err = exc.value
    assert err.path.endswith(f"{name}.yaml") and err.line == line(text) and err.field == field, str(err)
    assert problem in err.problem
    assert str(err).endswith(f"{name}.yaml, line {line(text)}, field {field}: {err.problem}")


def test_a_broken_data_file_stops_the_app_at_start(tmp_path):
    broken_copy(tmp_path, "colleges", sub_after("\nmontgomery:", 'as_of: "2024-08-01"\n    award_year', 'as_of: "2024-13-01"\n    award_year'))
    with pytest.raises(DataFileError, match=r"colleges\.yaml, line \d+, field montgomery\.tuition\.as_of"):
        create_app({"TESTING": True, "DATA_DIR": str(tmp_path)})


def test_a_yaml_syntax_error_names_its_line(tmp_path):
    text = broken_copy(tmp_path, "jurisdictions", sub_after("\nkent:", "{name: Kent County,", "{name: [Kent County,"))
    with pytest.raises(DataFileError) as exc:
        check_all(tmp_path)
    assert exc.value.field == "(syntax)" and exc.value.line >= line_of(text, "[Kent County")


def test_a_duplicate_key_is_an_error(tmp_path):
    text = broken_copy(tmp_path, "colleges", sub_after("\ncarroll:", "  residential: null\n", "  residential: null\n  residential: true\n"))
    with pytest.raises(DataFileError, match="duplicate key 'residential'") as exc:
        check_all(tmp_path)
    assert exc.value.line == line_of(text, "  residential: true", "\ncarroll:")


def test_a_missing_data_file_is_named(tmp_path):
    broken_copy(tmp_path, "policy", lambda t: t + "\n")
    (tmp_path / "zip_counties.yaml").unlink()
    with pytest.raises(DataFileError, match="zip_counties.yaml, field \\(file\\): the data file is missing"):
        check_all(tmp_path)


def test_a_checked_file_is_checked_again_once_it_changes(tmp_path):
    broken_copy(tmp_path, "policy", lambda t: t + "\n")
    check_file(tmp_path / "policy.yaml")
    path = tmp_path / "policy.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('max_award:\n', 'max_award:\n  colour: red\n'), encoding="utf-8")
    with pytest.raises(DataFileError, match="unknown key 'colour'"):
        check_file(path)


def test_healthz_runs_an_assessment(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}


def test_every_place_in_places_yaml_has_a_source_and_a_date():
    """Towns across county lines and neighbourhoods the ZIP data cannot place are facts from
    outside: each one has its own dated {title, href} reference (issue #8, the chat)."""
    import yaml

    raw = yaml.safe_load((PACKAGE_DATA_DIR / "places.yaml").read_text(encoding="utf-8"))
    entries = {**raw["towns_across_lines"], **raw["neighbourhoods"]}
    assert len(entries) >= 20
    for name, entry in entries.items():
        assert entry["as_of"] and entry["reference"], name
        assert all(ref["title"] and ref["href"].startswith(("https://", "http://")) for ref in entry["reference"]), name


def test_places_yaml_is_what_the_chat_reads():
    from screener.chat.places import town_alone
    from screener.chat.places import towns

    assert town_alone("Mount Airy") == ("carroll", "frederick") == town_alone("mt airy md")
    assert town_alone("vivo en Fells Point") == ("baltimore-city",)
    assert towns()["kent island"] == ("queen-annes",) and towns()["white oak"] == ("montgomery",)
