"""Data tests: every policy figure and tuition figure is sourced and dated; the directory is complete."""
import datetime as dt
import re

import pytest
import yaml

from screener.answers import COLLEGES
from screener.answers import COUNTIES
from screener.policy import DATA_DIR
from screener.policy import load_directory
from screener.policy import load_policy

with open(DATA_DIR / "policy.yaml", encoding="utf-8") as _fh:
    POLICY_RAW = yaml.safe_load(_fh)
with open(DATA_DIR / "colleges.yaml", encoding="utf-8") as _fh:
    COLLEGES_RAW = yaml.safe_load(_fh)
with open(DATA_DIR / "jurisdictions.yaml", encoding="utf-8") as _fh:
    JURISDICTIONS_RAW = yaml.safe_load(_fh)

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
URL = re.compile(r"^https?://[^\s/]+\.[^\s/]+")


def is_date(value):
    """Return True for an ISO date string (or a YAML date) that is a real calendar day."""
    if isinstance(value, dt.date):
        return True
    if not isinstance(value, str) or not DATE.match(value):
        return False
    try:
        dt.date.fromisoformat(value)
    except ValueError:
        return False
    return True


# --- policy.yaml -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(POLICY_RAW))
def test_every_policy_entry_has_references_with_title_and_href(name):
    entry = POLICY_RAW[name]
    refs = entry.get("reference")
    assert refs, name
    for ref in refs:
        assert isinstance(ref.get("title"), str) and ref["title"].strip(), (name, ref)
        assert isinstance(ref.get("href"), str) and URL.match(ref["href"]), (name, ref)


@pytest.mark.parametrize("name", sorted(POLICY_RAW))
def test_every_policy_entry_has_as_of_and_values(name):
    entry = POLICY_RAW[name]
    assert is_date(str(entry.get("as_of"))), (name, entry.get("as_of"))
    assert isinstance(entry.get("values"), dict) and entry["values"], name
    assert entry.get("description"), name


def test_policy_has_the_statutory_figures():
    p = load_policy(2027)
    assert p["max_award"] == 5000
    assert p["income_limit_single"] == 100000
    assert p["income_limit_married"] == 150000
    assert p["hs_gpa_min"] == 2.3
    assert p["cc_gpa_min"] == 2.5
    assert p["hs_gpa_waiver_years"] == 5
    assert p["min_credits_per_semester"] == 6
    assert p["award_years_limit"] == 3
    assert p["award_years_limit_part_time_associate"] == 6
    assert p.label == "2027-2028"


@pytest.mark.parametrize("year", range(2019, 2031))
def test_every_award_year_has_the_program_figures(year):
    p = load_policy(year)
    for name in ("max_award", "income_limit_single", "income_limit_married", "hs_gpa_min", "cc_gpa_min",
                 "min_credits_per_semester", "full_time_credits", "award_years_limit",
                 "award_years_limit_part_time_associate"):
        assert p[name] is not None, (year, name)


def test_dated_values_are_keyed_by_real_dates():
    for name, entry in POLICY_RAW.items():
        if name in ("poverty_guidelines", "aid_application_deadline", "one_app_opens"):
            continue
        for key in entry["values"]:
            assert isinstance(key, dt.date), (name, key)


def test_published_deadlines_fall_in_the_filing_cycle_of_the_award_year_their_source_names():
    """MHEC: "Application Filing Deadline for Academic Year 2024-2025 is April 15, 2025" (key 2024).

    A deadline falls between October 1 before its award year and June 30 when it ends.
    """
    values = POLICY_RAW["aid_application_deadline"]["values"]
    assert values[2024] == "2025-04-15" and values[2023] == "2024-04-15"
    for year, date in values.items():
        if date is not None:
            assert dt.date(year - 1, 10, 1) <= dt.date.fromisoformat(date) <= dt.date(year + 1, 6, 30), (year, date)


def test_an_unpublished_deadline_carries_the_last_published_one():
    fact = load_policy(2027).fact("aid_application_deadline")
    assert fact.value is None
    assert fact.last_known == (2024, "2025-04-15")
    assert load_policy(2024).fact("aid_application_deadline").last_known is None


def test_poverty_guidelines_cover_sizes_1_to_8_and_grow():
    for year, table in POLICY_RAW["poverty_guidelines"]["values"].items():
        sizes = [table[i] for i in range(1, 9)]
        assert sizes == sorted(sizes) and len(set(sizes)) == 8, year
        assert table["additional"] > 0


# --- colleges.yaml ---------------------------------------------------------------------------


def test_there_are_16_colleges_with_the_contract_ids():
    assert len(COLLEGES_RAW) == 16
    assert sorted(COLLEGES_RAW) == sorted(COLLEGES)
    assert sorted(load_directory().colleges) == sorted(COLLEGES)


@pytest.mark.parametrize("cid", sorted(COLLEGES_RAW))
def test_every_college_tuition_has_an_http_source_and_as_of(cid):
    c = COLLEGES_RAW[cid]
    assert c["name"]
    t = c.get("tuition")
    assert t is not None, cid  # every college has a figure (the oldest says how old it is)
    assert URL.match(t["source"]), (cid, t["source"])
    assert is_date(str(t["as_of"])), (cid, t["as_of"])
    assert re.match(r"^\d{4}-\d{4}$", t["award_year"]), cid
    assert (t["per_credit"] or 0) > 0 or t["full_time_year"] > 0
    for key in ("fees_per_credit", "fees_per_semester"):
        assert t.get(key, 0) >= 0


def test_every_college_has_a_full_time_tuition_estimate():
    for c in load_directory().colleges.values():
        assert 3000 < c.tuition.year(12) < 6000, c.id


def test_fee_caps_from_the_sources():
    """Howard charges tuition and the consolidated fee on at most 15 credits; BCCC at most 12."""
    howard = load_directory().colleges["howard"].tuition
    assert howard.fee_max_credits == 15 and howard.tuition_credit_cap == 15
    assert howard.year(16) == howard.year(15) == round(2 * 15 * (142 + 28.34))
    bccc = load_directory().colleges["baltimore-city"].tuition
    assert bccc.year(15) == bccc.year(12)


def test_a_full_time_year_figure_gives_no_part_time_estimate():
    mc = load_directory().colleges["montgomery"].tuition
    assert mc.year(12) == mc.year(15) == 5394
    assert mc.year(6) is None and mc.year(11.5) is None


def test_the_figures_age_in_award_years():
    d = load_directory().colleges
    assert d["howard"].tuition.years_old(2027) == 5 and d["howard"].tuition.is_stale(2027)
    assert not d["carroll"].tuition.is_stale(2026)
    assert d["carroll"].tuition.is_stale(2027)


def test_every_college_has_a_financial_aid_link():
    assert all(c.financial_aid_url for c in load_directory().colleges.values())


@pytest.mark.parametrize("cid", sorted(COLLEGES_RAW))
def test_every_college_url_is_http(cid):
    c = COLLEGES_RAW[cid]
    for key in ("url", "financial_aid_url", "promise_url"):
        if c.get(key):
            assert URL.match(c[key]), (cid, key)
    assert c.get("url"), cid


def test_montgomery_and_hagerstown_have_no_residence_halls_by_source():
    assert COLLEGES_RAW["montgomery"]["residential"] is False
    assert COLLEGES_RAW["hagerstown"]["residential"] is False


def test_residential_is_true_only_for_allegany_and_garrett():
    assert {cid for cid, c in COLLEGES_RAW.items() if c.get("residential") is True} == {"allegany", "garrett"}
    assert {c.id for c in load_directory().residential_colleges()} == {"allegany", "garrett"}


def test_a_residential_answer_either_way_has_a_source():
    for cid, c in COLLEGES_RAW.items():
        if c.get("residential") is not None:
            src = c.get("residential_source")
            assert src and URL.match(src["href"]) and src.get("title"), cid


# --- jurisdictions.yaml -----------------------------------------------------------------------


def test_there_are_24_jurisdictions_with_the_contract_ids():
    assert len(JURISDICTIONS_RAW) == 24
    assert sorted(JURISDICTIONS_RAW) == sorted(COUNTIES)
    for jid, j in JURISDICTIONS_RAW.items():
        assert j["name"] and j["zip_names"], jid


def test_every_jurisdiction_is_served_by_exactly_one_college():
    for county in COUNTIES:
        owners = [cid for cid, c in COLLEGES_RAW.items() if county in c["counties"]]
        assert len(owners) == 1, (county, owners)
    for cid, c in COLLEGES_RAW.items():
        assert set(c["counties"]) <= set(COUNTIES), cid


def test_the_regional_colleges_serve_their_regions():
    d = load_directory()
    assert set(d.colleges["chesapeake"].counties) == {"caroline", "dorchester", "kent", "queen-annes", "talbot"}
    assert set(d.colleges["southern-maryland"].counties) == {"calvert", "charles", "st-marys"}
    assert set(d.colleges["wor-wic"].counties) == {"worcester", "wicomico", "somerset"}
    assert d.colleges["hagerstown"].counties == ("washington",)
