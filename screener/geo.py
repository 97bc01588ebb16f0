"""ZIP code to Maryland county, offline: every county a ZIP code touches.

A ZIP code is a postal route, not a county: many cross county lines (21771 Mount Airy is in
Frederick, Carroll, Howard and Montgomery counties). The Census Bureau's 2020 ZCTA to County
Relationship File lists every county each ZIP Code Tabulation Area touches
(``screener/data/zip_counties.yaml``, built by ``scripts/build_zip_counties.py``); a ZIP code
that touches more than one jurisdiction is *ambiguous* and the flow asks for the county,
offering those candidates first. ZIP codes that are not ZCTAs (PO boxes, single buildings) fall
back to the maintained ``zipcodes`` package, which gives one county a ZIP; there a ZIP counts
as ambiguous when its post-office name is shared by Maryland ZIPs in more than one
jurisdiction ("Baltimore": Baltimore City and Baltimore County).

:func:`zip_county_message` is the sentence every face shows after a ZIP code ("ZIP code
21044 is in Howard County."), with a way to correct it.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import zipcodes

from .answers import OUTSIDE_MD
from .i18n import N_
from .i18n import Msg
from .policy import load_directory
from .policy import load_zip_counties


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
    """Return the :class:`ZipResult` for a 5-digit ZIP.

    Source: the Census 2020 ZCTA-county relationship (every county the ZIP touches, largest
    land area first); for a ZIP that is not a ZCTA, the ``zipcodes`` package.
    """
    if not (isinstance(zip_code, str) and len(zip_code) == 5 and zip_code.isascii() and zip_code.isdigit()):
        return ZipResult(str(zip_code), False, None, ())
    parts = load_zip_counties().get(zip_code)
    if parts:
        cands = tuple(parts)  # largest land area first
        return ZipResult(zip_code, True, cands[0], cands)
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


def county_name_msg(county: str) -> Msg:
    """Return a jurisdiction's display name as a translatable message ("Condado de Howard")."""
    if county == OUTSIDE_MD:
        return Msg.of(N_("outside Maryland"))
    return Msg.of(load_directory().county_name(county))


def zip_county_message(zip_code: str) -> Msg | None:
    """Return what a ZIP code tells about the county, to show right after the ZIP is given.

    "ZIP code 21044 is in Howard County." (one county: the web flow and the chat show it with
    a one-tap way to correct it); "ZIP code 21771 is in more than one county: Frederick County,
    Carroll County, Howard County or Montgomery County." (the county is then asked);
    "ZIP code 90210 is not in Maryland."; None for a ZIP code we don't know.
    """
    z = lookup_zip(zip_code)
    if not z.known or not z.candidates:
        return None
    if z.ambiguous:
        return Msg.of(N_("ZIP code %(zip)s is in more than one county: %(counties)s."), zip=zip_code,
                      counties=zip_counties_named(z))
    if z.county == OUTSIDE_MD:
        return Msg.of(N_("ZIP code %(zip)s is not in Maryland."), zip=zip_code)
    return Msg.of(N_("ZIP code %(zip)s is in %(county)s."), zip=zip_code, county=county_name_msg(z.county))


ZIP_NOT_FOUND = N_("We couldn't find ZIP code %(zip)s.")


def zip_county_unsettled(zip_code: str) -> Msg | None:
    """Return why ZIP code ``zip_code`` gives no county: "We couldn't find ZIP code 99999." (a
    ZIP code not in the data: no Maryland ZIP code we know) or the sentence naming the counties
    it spans; None when it gives one county (or lies outside Maryland). The web's county page
    and the engine's ``college`` check say it (a newcomer's finding: the API left the county
    blank without a word)."""
    z = lookup_zip(zip_code)
    if not z.known or not z.candidates:
        return Msg.of(ZIP_NOT_FOUND, zip=zip_code)
    return zip_county_message(zip_code) if z.ambiguous else None


def zip_counties_named(z: ZipResult) -> Msg:
    """Return the counties ZIP code ``z`` touches, as one message ("Howard County";
    "Frederick County, Carroll County, Howard County or Montgomery County")."""
    names = [county_name_msg(c) for c in z.candidates]
    if len(names) == 1:
        return names[0]
    return Msg.of(N_("%(first)s or %(last)s"), first=_joined(names[:-1]), last=names[-1])


def _joined(names: list) -> Msg:
    """Return ``names`` joined with commas, as one message."""
    out = names[0]
    for n in names[1:]:
        out = Msg.of(N_("%(first)s, %(next)s"), first=out, next=n)
    return out
