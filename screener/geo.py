"""ZIP code to Maryland county, offline, through the maintained ``zipcodes`` package.

A ZIP code is a postal route, not a county: some cross county lines. The ``zipcodes``
data gives one county per ZIP, so a ZIP counts as *ambiguous* when its post-office name
(or an acceptable alternative) is shared by Maryland ZIPs in more than one jurisdiction
(for example "Baltimore": Baltimore City and Baltimore County; "Laurel"). The flow then
asks for the county, offering those candidates first.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import zipcodes

from .answers import OUTSIDE_MD
from .policy import load_directory


@dataclass(frozen=True)
class ZipResult:
    """What a ZIP code tells: ``county`` (a jurisdiction id, ``outside-md`` or None).

    ``known`` is False for a ZIP not in the data; ``candidates`` are the jurisdictions the
    ZIP may be in (one when unambiguous).
    """

    zip: str
    known: bool
    county: str | None
    candidates: tuple

    @property
    def ambiguous(self) -> bool:
        """Return True when the ZIP may be in more than one Maryland jurisdiction."""
        return len(self.candidates) > 1


@lru_cache(maxsize=1)
def _zip_name_to_id() -> dict:
    out = {}
    for jid, j in load_directory().jurisdictions.items():
        for n in j["zip_names"]:
            out[n.lower()] = jid
    return out


@lru_cache(maxsize=1)
def _city_counties() -> dict:
    names = _zip_name_to_id()
    city = {}
    for rec in zipcodes.filter_by(state="MD"):
        jid = names.get((rec.get("county") or "").lower())
        if not jid:
            continue
        for c in [rec.get("city")] + list(rec.get("acceptable_cities") or []):
            if c:
                city.setdefault(c.upper(), set()).add(jid)
    return city


@lru_cache(maxsize=4096)
def lookup_zip(zip_code: str) -> ZipResult:
    """Return the :class:`ZipResult` for a 5-digit ZIP (source: the ``zipcodes`` package)."""
    if not (isinstance(zip_code, str) and len(zip_code) == 5 and zip_code.isascii() and zip_code.isdigit()):
        return ZipResult(str(zip_code), False, None, ())
    try:
        records = zipcodes.matching(zip_code)
    except (ValueError, TypeError):
        records = []
    if not records:
        return ZipResult(zip_code, False, None, ())
    rec = records[0]
    if rec.get("state") != "MD":
        return ZipResult(zip_code, True, OUTSIDE_MD, (OUTSIDE_MD,))
    jid = _zip_name_to_id().get((rec.get("county") or "").lower())
    if jid is None:
        return ZipResult(zip_code, True, None, ())
    cands = {jid}
    for c in [rec.get("city")] + list(rec.get("acceptable_cities") or []):
        if c:
            cands |= _city_counties().get(c.upper(), set())
    ordered = (jid,) + tuple(sorted(cands - {jid}))
    return ZipResult(zip_code, True, jid, ordered)
