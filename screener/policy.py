"""Load award-year policy and the college directory from the data files.

Pure data access: no Flask. Values are looked up by award year the OpenFisca way
(the latest dated value on or before the award year's start, July 1).
"""
from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache
from pathlib import Path

import yaml

from .datafiles import check_file

PACKAGE_DATA_DIR = Path(__file__).parent / "data"
#: Where the data files are read from: ``SCREENER_DATA_DIR`` (or the ``DATA_DIR`` setting, see
#: :func:`use_data_dir`), else the package's own ``screener/data``. Each file is checked against
#: its JSON Schema (``screener/data/schemas``) before it is read (:mod:`screener.datafiles`).
DATA_DIR = Path(os.environ.get("SCREENER_DATA_DIR") or PACKAGE_DATA_DIR)


def _read(name: str):
    """Return the parsed data file ``name`` of :data:`DATA_DIR`, checked against its schema first."""
    path = DATA_DIR / name
    check_file(path)
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def use_data_dir(path) -> None:
    """Read the data files from ``path`` from now on (forgetting what was loaded before)."""
    global DATA_DIR
    DATA_DIR = Path(path)
    for cached in (_raw_policy, load_policy, load_directory, load_zip_counties, load_places, load_md_high_schools,
                   load_md_high_school_short_names):
        cached.cache_clear()
    from . import geo  # noqa: PLC0415 (geo imports this module)
    from . import other_aid  # noqa: PLC0415 (other_aid imports this module)

    other_aid.forget()
    for cached in (geo.lookup_zip, geo._zip_name_to_id, geo._city_counties):
        cached.cache_clear()


def award_year_for(day: dt.date) -> int:
    """Return the first calendar year of the award year an application on ``day`` is for.

    FAFSA and MHEC One-App filing for award year Y-(Y+1) opens in the fall of Y-1; an
    application dated October 1 of Y-1 through September 30 of Y is for Y-(Y+1).
    """
    return day.year + 1 if day.month >= 10 else day.year


def application_days(today: dt.date) -> tuple:
    """Return the first and the last day an application can be dated, seen on ``today``.

    From the first day of applying for the first award year (October 1 before it,
    :func:`award_year_for`) to a year after ``today`` (a plan for next year, never years ahead):
    a date outside names an award year the program never had or one whose rules nobody knows yet.
    """
    try:
        last = today.replace(year=today.year + 1)
    except ValueError:  # February 29
        last = today.replace(year=today.year + 1, day=28)
    return dt.date(first_award_month().year - 1, 10, 1), last


def first_award_month() -> dt.date:
    """Return the first day of the first award year (July 1, 2019): no one enrolled with the
    award before it. Read from the data: the earliest dated value of ``max_award`` in
    ``policy.yaml`` (§18-3604, the award's first year), never written here again."""
    return min(_raw_policy()["max_award"]["values"])


@dataclass(frozen=True)
class Fact:
    """One policy value for one award year, with where it came from.

    ``value`` is None when no source gives it; ``effective`` is the dated key it came from
    (None when the award year predates every value). For a ``null`` award-year entry (a
    deadline not yet published), ``last_known`` is ``(award_year, value)`` of the latest
    earlier published one, so the product can show "last published: …" marked as such.
    """

    name: str
    value: object
    effective: object
    as_of: str
    reference: tuple
    last_known: tuple | None = None  # (key, value) of the latest earlier non-null value, for a null one

    @property
    def source(self) -> str:
        """Return the first reference's URL (or title when there is no URL)."""
        if not self.reference:
            return ""
        ref = self.reference[0]
        return ref.get("href") or ref.get("title", "")


@dataclass(frozen=True)
class Policy:
    """Award-year policy: every figure the rules read, for one award year.

    Build with :func:`load_policy`. ``year`` is the award year's first calendar year.
    """

    year: int
    facts: dict = field(repr=False)

    @property
    def label(self) -> str:
        """Return the award year as ``"2027-2028"``."""
        return f"{self.year}-{self.year + 1}"

    @property
    def start(self) -> dt.date:
        """Return the award year's first day (July 1)."""
        return dt.date(self.year, 7, 1)

    def fact(self, name: str) -> Fact:
        """Return the :class:`Fact` named ``name``; raise KeyError for an unknown name."""
        return self.facts[name]

    def __getitem__(self, name: str):
        return self.facts[name].value

    def poverty_guideline(self, household_size: int) -> int:
        """Return the HHS poverty guideline (USD a year) Pell uses for this award year.

        Pell uses the guideline of the second calendar year before the award year
        (20 U.S.C. 1070a; 2027-28 uses 2025). Raises LookupError when that year's table
        is not in ``policy.yaml``.
        """
        table = self.facts["poverty_guidelines"].value
        if table is None:
            raise LookupError("no poverty guideline table")
        size = max(1, int(household_size))
        if size <= 8:
            return int(table[size])
        return int(table[8]) + int(table["additional"]) * (size - 8)

    @property
    def poverty_guideline_year(self) -> int:
        """Return the guideline year Pell uses for this award year (prior-prior year)."""
        return self.year - 2


@lru_cache(maxsize=1)
def _raw_policy() -> dict:
    return _read("policy.yaml")


def _pick(values: dict, key, earliest_before: bool = True):
    """Return (effective_key, value) for the latest key <= ``key``.

    Before the first dated value, return the earliest value when ``earliest_before``
    (the program's first rules), else ``(None, None)`` (a rule that did not exist yet).
    """
    best = None
    for k in values:
        if k <= key and (best is None or k > best):
            best = k
    if best is None:
        if not earliest_before or not values:
            return None, None
        first = min(values)
        return first, values[first]
    return best, values[best]


@lru_cache(maxsize=64)
def load_policy(year: int) -> Policy:
    """Return the :class:`Policy` for the award year starting July 1 of ``year``.

    Dated entries (``YYYY-MM-DD`` keys) resolve to the latest value on or before July 1 of
    ``year``; deadline entries are keyed by award year (``2027`` means 2027-28); poverty
    guidelines by guideline year (``year - 2``). Source: ``screener/data/policy.yaml``.
    """
    raw = _raw_policy()
    start = dt.date(year, 7, 1)
    facts = {}
    for name, entry in raw.items():
        values = entry["values"]
        if name == "poverty_guidelines":
            key = year - 2
            eff, value = (key, values.get(key)) if key in values else (None, None)
        elif name in ("aid_application_deadline", "one_app_opens"):
            if name == "one_app_opens":
                eff, value = _pick(values, year)
            else:
                eff, value = (year, values.get(year)) if year in values else (None, None)
        else:
            eff, value = _pick(values, start, earliest_before=not entry.get("introduced", False))
        last_known = None
        if value is None and name == "aid_application_deadline":
            earlier = [k for k, v in values.items() if k < year and v is not None]
            if earlier:
                last_known = (max(earlier), values[max(earlier)])
        facts[name] = Fact(
            name=name,
            value=value,
            effective=eff,
            as_of=str(entry.get("as_of", "")),
            reference=tuple(entry.get("reference") or ()),
            last_known=last_known,
        )
    return Policy(year=year, facts=facts)


@dataclass(frozen=True)
class Tuition:
    """In-county tuition and mandatory fees of one college (USD), with source and date.

    ``award_year`` is the academic year the rates are for (``"2024-2025"``); ``as_of`` the
    date the source shows. ``per_credit`` is None when the college publishes only a
    full-time year figure (``full_time_year``), which then serves full-time students only.
    ``fee_max_credits`` caps the credits ``fees_per_credit`` is charged on (Howard: 15).
    """

    per_credit: float | None
    fees_per_credit: float
    fees_per_semester: float
    source: str
    as_of: str
    tuition_credit_cap: float | None = None
    capped_fees: tuple = ()
    note: str = ""
    fee_max_credits: float | None = None
    full_time_year: float | None = None
    award_year: str = ""
    full_time_credits: float = 12

    def semester(self, credits: float) -> float | None:
        """Return tuition and mandatory fees for one semester of ``credits`` credits (USD).

        Flat fees count once a semester; tuition and capped fees stop at their caps.
        Room and board are never included (§18-3601). None when only a full-time year
        figure is known and ``credits`` is part-time.
        """
        if credits <= 0:
            return 0.0
        if self.per_credit is None:
            if self.full_time_year is None or credits < self.full_time_credits:
                return None
            return self.full_time_year / 2
        billed = credits if self.tuition_credit_cap is None else min(credits, self.tuition_credit_cap)
        fee_credits = credits if self.fee_max_credits is None else min(credits, self.fee_max_credits)
        total = billed * self.per_credit + fee_credits * self.fees_per_credit + self.fees_per_semester
        for fee in self.capped_fees:
            total += min(credits, fee["max_credits"]) * fee["per_credit"]
        return total

    def year(self, credits_per_semester: float) -> int | None:
        """Return tuition and mandatory fees for two semesters, whole dollars a year (None when unknown)."""
        sem = self.semester(credits_per_semester)
        return None if sem is None else int(round(2 * sem))

    @property
    def first_year(self) -> int | None:
        """Return the first calendar year of the academic year the rates are for (2024 for 2024-2025)."""
        if self.award_year[:4].isdigit():
            return int(self.award_year[:4])
        return award_year_for(dt.date.fromisoformat(self.as_of)) if self.as_of else None

    def years_old(self, award_year: int) -> int:
        """Return how many award years the figure is older than ``award_year`` (0 when current)."""
        first = self.first_year
        return 0 if first is None else max(0, award_year - first)

    def is_stale(self, award_year: int) -> bool:
        """Return True when the rates are more than one award year older than ``award_year``."""
        return self.years_old(award_year) > 1


@dataclass(frozen=True)
class College:
    """One Maryland community college from ``colleges.yaml``.

    ``counties`` are the jurisdiction ids it serves at the in-county rate (its home
    county or region); ``residential`` is True only when a source shows an on-campus
    residential facility (None = not verified); ``tuition`` is None when not found.
    """

    id: str
    name: str
    counties: tuple
    residential: bool | None
    url: str | None
    financial_aid_url: str | None
    promise_url: str | None
    tuition: Tuition | None
    residential_source: dict | None = None


@dataclass(frozen=True)
class Directory:
    """The college directory and jurisdiction names."""

    colleges: dict
    jurisdictions: dict

    def home_college(self, county: str | None) -> College | None:
        """Return the college serving ``county`` at the in-county rate, or None."""
        for college in self.colleges.values():
            if county in college.counties:
                return college
        return None

    def county_name(self, county: str) -> str:
        """Return the display name of a jurisdiction id (the id itself if unknown)."""
        j = self.jurisdictions.get(county)
        return j["name"] if j else county

    def residential_colleges(self) -> list:
        """Return colleges with a verified on-campus residential facility."""
        return [c for c in self.colleges.values() if c.residential]

    def all_urls(self):
        """Yield (where, url) for every URL in the directory and policy data."""
        for c in self.colleges.values():
            for key in ("url", "financial_aid_url", "promise_url"):
                url = getattr(c, key)
                if url:
                    yield f"colleges.{c.id}.{key}", url
            if c.tuition and c.tuition.source:
                yield f"colleges.{c.id}.tuition.source", c.tuition.source
            if c.residential_source:
                yield f"colleges.{c.id}.residential_source", c.residential_source["href"]


@lru_cache(maxsize=1)
def load_directory() -> Directory:
    """Return the :class:`Directory` built from ``colleges.yaml`` and ``jurisdictions.yaml``."""
    raw = _read("colleges.yaml")
    jurisdictions = _read("jurisdictions.yaml")
    colleges = {}
    for cid, c in raw.items():
        t = c.get("tuition")
        tuition = None
        if t:
            tuition = Tuition(
                per_credit=None if t.get("per_credit") is None else float(t["per_credit"]),
                fees_per_credit=float(t.get("fees_per_credit", 0)),
                fees_per_semester=float(t.get("fees_per_semester", 0)),
                source=t["source"],
                as_of=str(t["as_of"]),
                tuition_credit_cap=t.get("tuition_credit_cap"),
                capped_fees=tuple(t.get("capped_fees") or ()),
                note=t.get("note", ""),
                fee_max_credits=t.get("fee_max_credits"),
                full_time_year=t.get("full_time_year"),
                award_year=str(t.get("award_year", "")),
            )
        colleges[cid] = College(
            id=cid,
            name=c["name"],
            counties=tuple(c["counties"]),
            residential=c.get("residential"),
            url=c.get("url"),
            financial_aid_url=c.get("financial_aid_url"),
            promise_url=c.get("promise_url"),
            tuition=tuition,
            residential_source=c.get("residential_source"),
        )
    return Directory(colleges=colleges, jurisdictions=jurisdictions)


@lru_cache(maxsize=1)
def load_zip_counties() -> dict:
    """Return ``{zip: (jurisdiction id, ...)}``: every jurisdiction each Maryland ZCTA touches,
    largest land area first (``zip_counties.yaml``, Census 2020 ZCTA-county relationship)."""
    raw = _read("zip_counties.yaml")
    return {z: tuple(sorted(parts, key=lambda j: -parts[j])) for z, parts in raw["zips"].items()}


@lru_cache(maxsize=1)
def load_places() -> dict:
    """Return ``{"towns_across_lines": {name: (jurisdiction id, ...)}, "neighbourhoods": {...}}``
    from ``places.yaml``: places the ZIP data cannot place, each spelling (``also``) its own key,
    the counties in the file's order."""
    raw = _read("places.yaml")
    out = {}
    for kind in ("towns_across_lines", "neighbourhoods"):
        out[kind] = {name: tuple(entry["counties"])
                     for key, entry in raw[kind].items() for name in (key, *entry.get("also", ()))}
    return out


@lru_cache(maxsize=1)
def load_md_high_schools() -> tuple:
    """Return ``((name, county id, city), ...)``: Maryland's public schools that teach grades 9-12
    (``md_high_schools.yaml``, MSDE's school directory and enrolment; public schools only). The
    county is where the school is, never the student's home."""
    raw = _read("md_high_schools.yaml")
    return tuple((s["name"], s["county"], s.get("city", "")) for s in raw["schools"])


@lru_cache(maxsize=1)
def load_md_high_school_short_names() -> tuple:
    """Return ``((short name, school name, county id, city), ...)``: the short names schools are
    widely known by (``md_high_schools.yaml``'s ``short_names``, each sourced there), joined to
    their school by its MSDE number."""
    raw = _read("md_high_schools.yaml")
    by_msde = {s["msde"]: s for s in raw["schools"]}
    return tuple((short, by_msde[e["msde"]]["name"], by_msde[e["msde"]]["county"], by_msde[e["msde"]].get("city", ""))
                 for e in raw.get("short_names") or () for short in e["names"])


def policy_urls():
    """Yield (where, url) for every reference URL in ``policy.yaml`` (and ``zip_counties.yaml``'s source)."""
    yield "zip_counties.source", _read("zip_counties.yaml")["source"]["href"]
    for name, entry in _raw_policy().items():
        for i, ref in enumerate(entry.get("reference") or ()):
            if ref.get("href"):
                yield f"policy.{name}.reference[{i}]", ref["href"]
        if name == "mhec_osfa":
            for eff, v in entry["values"].items():
                if v and v.get("url"):
                    yield f"policy.{name}.url", v["url"]
