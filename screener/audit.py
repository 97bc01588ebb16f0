"""The yearly data refresh as a checklist: how old every figure is, and every gap.

``screener data-audit`` lists each figure of the data files older than one award year and
each ``null`` (a fact no source gave); ``--all`` lists every figure with its age (the README's
"Data figures and their age" table is its output). The age of a figure is counted in award
years, from the academic year it is for (tuition ``award_year``) or else the date its source
shows (``as_of``), to the award year an application today is for. Pure data access: no Flask.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from . import policy as _policy
from .policy import _raw_policy
from .policy import award_year_for
from .policy import load_directory
from .policy import load_policy

# Facts whose value the statute itself sets: old is fine while the law is unchanged (the
# checklist says "re-check the statute" rather than "find a newer figure").
STATUTORY = {"max_award", "income_limit_single", "income_limit_married", "hs_gpa_min", "cc_gpa_min",
             "hs_gpa_waiver_years", "min_credits_per_semester", "award_years_limit",
             "award_years_limit_part_time_associate"}


@dataclass(frozen=True)
class Figure:
    """One figure of a data file: where it is, its value, the year it is for, its age and source."""

    file: str
    field: str
    value: object
    year: int | None  # first calendar year of the award year the figure is for
    as_of: str
    source: str
    statutory: bool = False
    history: bool = False  # a past year's entry of a year-by-year series: kept, never refreshed

    def age(self, award_year: int) -> int | None:
        """Return how many award years older than ``award_year`` the figure is (None: undated)."""
        return None if self.year is None else max(0, award_year - self.year)

    def old(self, award_year: int) -> bool:
        """Return True when the figure is more than one award year older than ``award_year``."""
        age = self.age(award_year)
        return age is not None and age > 1

    @property
    def year_label(self) -> str:
        """Return the award year as ``"2024-2025"`` (or "-")."""
        return "-" if self.year is None else f"{self.year}-{self.year + 1}"


def _year_of(as_of) -> int | None:
    if not as_of:
        return None
    return award_year_for(as_of if isinstance(as_of, dt.date) else dt.date.fromisoformat(str(as_of)))


def _policy_figures(award_year: int):
    raw = _raw_policy()
    policy = load_policy(award_year)
    for name, entry in raw.items():
        fact = policy.fact(name)
        src = fact.source
        if name == "aid_application_deadline":
            for year, value in entry["values"].items():
                yield Figure("policy.yaml", f"{name}.{year}", value, int(year), str(entry["as_of"]), src,
                             history=int(year) < award_year)
            continue
        if name == "poverty_guidelines":
            for year, table in entry["values"].items():
                # guideline year Y serves award year Y + 2 (prior-prior year)
                yield Figure("policy.yaml", f"{name}.{year}", f"size 1: {table[1]}", int(year) + 2, str(entry["as_of"]), src,
                             history=int(year) + 2 < award_year)
            continue
        value = fact.value
        if name == "mhec_osfa" and isinstance(value, dict):
            value = value.get("phone")
        year = _year_of(entry.get("as_of"))
        if name in ("pell_max", "pell_min") and fact.effective is not None:
            year = fact.effective.year  # the award year the figure in force was announced for
        yield Figure("policy.yaml", name, value, year, str(entry.get("as_of", "")), src, name in STATUTORY)


def _college_figures():
    for c in load_directory().colleges.values():
        t = c.tuition
        where = f"{c.id}.tuition"
        if t is None:
            yield Figure("colleges.yaml", where, None, None, "", "")
        else:
            value = t.year(12)
            yield Figure("colleges.yaml", where, f"${value:,} a year at 12 credits", t.first_year, t.as_of, t.source)
            if t.per_credit is None:
                yield Figure("colleges.yaml", f"{where}.per_credit", None, t.first_year, t.as_of, t.source)
        for key in ("financial_aid_url", "promise_url"):
            url = getattr(c, key)
            yield Figure("colleges.yaml", f"{c.id}.{key}", url, None, "", url or "")
        src = c.residential_source or {}
        yield Figure("colleges.yaml", f"{c.id}.residential", c.residential, _year_of(src.get("as_of")),
                     str(src.get("as_of", "")), src.get("href", ""))


def _zip_figures():
    import yaml  # noqa: PLC0415

    with open(_policy.DATA_DIR / "zip_counties.yaml", encoding="utf-8") as fh:
        src = yaml.safe_load(fh)["source"]
    yield Figure("zip_counties.yaml", "zips", "ZIP code -> counties (Census 2020)", _year_of(src["as_of"]),
                 str(src["as_of"]), src["href"])


def _school_figures():
    import yaml  # noqa: PLC0415

    with open(_policy.DATA_DIR / "md_high_schools.yaml", encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    src = raw["source"]
    yield Figure("md_high_schools.yaml", "schools", f"{len(raw['schools'])} Maryland public high schools (MSDE)",
                 _year_of(src["as_of"]), str(src["as_of"]), src["reference"][0]["href"])


def _other_aid_figures(award_year: int):
    from . import other_aid  # noqa: PLC0415 (other_aid reads the policy module)

    raw = other_aid.facts(award_year)
    for name, fact in raw.items():
        yield Figure("other_aid.yaml", name, fact.value, _year_of(fact.as_of), fact.as_of, fact.source)
    for prog in other_aid.local_programs():
        ref = prog["reference"][0]
        yield Figure("other_aid.yaml", f"local_programs.{prog['id']}", prog["college"], _year_of(prog["since"]),
                     prog["since"], ref["href"])


def figures(award_year: int) -> list:
    """Return every :class:`Figure` of the data files, for an application in ``award_year``."""
    return [*_policy_figures(award_year), *_college_figures(), *_other_aid_figures(award_year), *_zip_figures(), *_school_figures()]


def checklist(award_year: int) -> list:
    """Return the figures to refresh: each null, then each one older than one award year."""
    figs = [f for f in figures(award_year) if not f.history]
    nulls = [f for f in figs if f.value is None]
    old = [f for f in figs if f.value is not None and f.old(award_year)]
    return nulls + old


def _line(f: Figure, award_year: int) -> str:
    if f.value is None:
        what = "null: not found in any source"
        if f.year is not None:
            what += f" (for {f.year_label})"
    else:
        what = f"{f.value} - for {f.year_label}, {f.age(award_year)} award years old"
        if f.statutory:
            what += " (set by statute: re-check the statute)"
    src = f" - source: {f.source}" if f.source else ""
    return f"- [ ] {f.file} {f.field}: {what}{src}"


def checklist_text(award_year: int) -> str:
    """Return the checklist as Markdown task items, with a count."""
    items = checklist(award_year)
    head = (f"Data audit for award year {award_year}-{award_year + 1}: {len(items)} items "
            f"({sum(f.value is None for f in items)} null, {sum(f.value is not None for f in items)} "
            "older than one award year)")
    return "\n".join([head, "", *(_line(f, award_year) for f in items)])


def table_markdown(award_year: int) -> str:
    """Return every dated figure as a Markdown table: file, field, value, for, source date, age."""
    rows = ["| file | figure | value | for award year | source date | age (award years) |",
            "|---|---|---|---|---|---|"]
    for f in figures(award_year):
        if f.year is None and f.value is not None:
            continue  # undated links: listed by `screener check-links`
        value = "**null**" if f.value is None else str(f.value).replace("|", "/")
        age = "-" if f.age(award_year) is None else str(f.age(award_year))
        if f.old(award_year):
            age += " (old)"
        rows.append(f"| {f.file} | `{f.field}` | {value} | {f.year_label} | {f.as_of or '-'} | {age} |")
    return "\n".join(rows)
