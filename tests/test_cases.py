"""Run the test cases written as data in ``tests/cases/*.yaml`` (OpenFisca style).

Each file has an optional ``base`` (answers shared by its cases) and a list of ``cases``::

    base: {county: carroll, ...}
    cases:
      - name: single at exactly $100,000 passes
        answers: {household: single, agi: 100000}     # merged over base; null removes a field
        today: "2026-11-29"                             # optional, the default
        expected:
          status: likely_eligible                       # exact
          missing: []                                   # exact list, in order
          missing_includes: [household]                 # these fields (at least)
          checks: {income: pass}                        # results of these checks
          citations: {income: "§18-3603(b)(4)(i)"}
          messages: {income: ["$100,000"]}              # substrings of the English message
          no_messages: {aid_application: ["on time"]}   # substrings it must not have
          conditions: {renewal_gpa: ["evidence"]}       # substrings of a pass's condition; null: none
          award: {estimate: 4368, tuition: 4368}        # exact award fields
          notes: ["check with your college"]            # substrings of some award note
          no_notes: ["Pell"]                            # substrings no award note has
          next_steps: ["waiting list"]                  # substrings of some next step
          no_next_steps: ["Pell"]                       # substrings no next step has
          colleges: [carroll, allegany, garrett]        # exact ids, in order
          award_year: "2027-2028"

Every case runs through :func:`screener.serialize.assess_raw`, the JSON the API returns.
"""
import datetime as dt
from pathlib import Path

import pytest
import yaml

from screener.answers import FIELDS
from screener.serialize import assess_raw

CASES_DIR = Path(__file__).parent / "cases"
TODAY = dt.date(2026, 11, 29)
EXPECTED_KEYS = {"status", "missing", "missing_includes", "checks", "citations", "messages", "no_messages",
                 "conditions", "award", "notes", "no_notes", "next_steps", "no_next_steps", "colleges", "award_year"}
CASE_KEYS = {"name", "answers", "expected", "today"}
CHECK_IDS = {"in_state_tuition", "high_school", "college", "gpa", "income", "enrollment", "aid_application",
             "full_cost_scholarship", "prior_degree", "renewal_gpa", "renewal_credits", "satisfactory_progress",
             "award_duration"}


def _plain(value):
    """Return ``value`` with YAML dates turned back into the ISO strings the API receives."""
    if isinstance(value, dt.date):
        return value.isoformat()
    return value


def load_cases():
    """Return pytest params (id = file and case name) for every case in ``tests/cases``."""
    params = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        with open(path, encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
        base = doc.get("base") or {}
        for case in doc["cases"]:
            answers = {k: _plain(v) for k, v in base.items()}
            for k, v in (case.get("answers") or {}).items():
                if v is None:
                    answers.pop(k, None)
                else:
                    answers[k] = _plain(v)
            params.append(pytest.param(case, answers, id=f"{path.stem}: {case['name']}"))
    return params


CASES = load_cases()


def test_there_are_cases_in_every_file():
    files = {p.stem for p in CASES_DIR.glob("*.yaml")}
    assert files
    assert {p.id.split(":")[0] for p in CASES} == files
    names = [p.id for p in CASES]
    assert len(names) == len(set(names)), "case names must be unique within a file"


@pytest.mark.parametrize("case,answers", CASES)
def test_case(case, answers):
    assert set(case) <= CASE_KEYS, set(case) - CASE_KEYS
    assert set(answers) <= set(FIELDS), set(answers) - set(FIELDS)
    expected = case["expected"]
    assert set(expected) <= EXPECTED_KEYS, set(expected) - EXPECTED_KEYS
    today = dt.date.fromisoformat(_plain(case.get("today", TODAY.isoformat())))

    result, errors = assess_raw(answers, today)
    assert errors is None, errors
    checks = {c["id"]: c for c in result["checks"]}

    if "status" in expected:
        assert result["status"] == expected["status"], result["missing"]
    if "missing" in expected:
        assert result["missing"] == expected["missing"]
    for f in expected.get("missing_includes", []):
        assert f in result["missing"], (f, result["missing"])
    for cid, want in (expected.get("checks") or {}).items():
        assert cid in CHECK_IDS, cid
        assert checks[cid]["result"] == want, (cid, checks[cid])
    for cid, want in (expected.get("citations") or {}).items():
        assert checks[cid]["citation"] == want, (cid, checks[cid])
    for cid, parts in (expected.get("messages") or {}).items():
        for part in parts:
            assert part in checks[cid]["message"], (cid, part, checks[cid]["message"])
    for cid, parts in (expected.get("no_messages") or {}).items():
        for part in parts:
            assert part not in checks[cid]["message"], (cid, part, checks[cid]["message"])
    for cid, parts in (expected.get("conditions") or {}).items():
        if parts is None:
            assert "condition" not in checks[cid], checks[cid]
        for part in parts or []:
            assert part in checks[cid]["condition"], (cid, part, checks[cid])
    for key, want in (expected.get("award") or {}).items():
        assert key in result["award"], key
        assert result["award"][key] == want, (key, result["award"])
    for part in expected.get("notes", []):
        assert any(part in n for n in result["award"]["notes"]), (part, result["award"]["notes"])
    for part in expected.get("no_notes", []):
        assert not any(part in n for n in result["award"]["notes"]), (part, result["award"]["notes"])
    for part in expected.get("next_steps", []):
        assert any(part in n for n in result["next_steps"]), (part, result["next_steps"])
    for part in expected.get("no_next_steps", []):
        assert not any(part in n for n in result["next_steps"]), (part, result["next_steps"])
    if "colleges" in expected:
        assert [c["id"] for c in result["colleges"]] == expected["colleges"]
    if "award_year" in expected:
        assert result["policy"]["award_year"] == expected["award_year"]
    for c in result["checks"]:
        assert c["citation"].startswith("§18-360") and c["message"]
