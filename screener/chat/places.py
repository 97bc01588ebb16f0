"""Maryland towns and neighbourhoods → county, from the ``zipcodes`` package's post-office
names (the data behind :mod:`screener.geo`), and asides about other people's places.

A town counts for the county (or Baltimore City) whose ZIP codes carry it as their primary
post-office name; only when no ZIP does are the acceptable alternative names used. A town
whose ZIPs lie in more than one jurisdiction (Laurel, bare "Baltimore") gives them all, so the
chat asks which. Town names that are also everyday words ("Accident", "Chance") or places
elsewhere ("Arlington", "Georgetown") are left out.
"""
from __future__ import annotations

import re
from functools import lru_cache

import zipcodes

from ..policy import load_directory
from . import vocab
from .understand import normalize

# Maryland post-office names that are everyday words, people's names or better-known places elsewhere.
NOT_TOWNS = frozenset((
    "accident", "allen", "avenue", "barclay", "benedict", "boring", "butler", "california", "cambridge", "cardiff",
    "chance", "chase", "chester", "childs", "clinton", "compton", "cordova", "daniels", "dayton", "delmar", "eden",
    "franklin", "friendship", "galena", "georgetown", "granite", "helen", "henderson", "highland", "hollywood",
    "issue", "jefferson", "jennings", "luke", "lynch", "madison", "manchester", "marion", "massey", "mayo", "midland",
    "newark", "northwood", "nottingham", "oxford", "phoenix", "pinto", "price", "quantico", "ridge", "riva",
    "savage", "scotland", "secretary", "sparks", "stevenson", "street", "vienna", "warwick", "welcome", "woodstock",
    "arlington", "bethlehem", "brooklyn", "berlin", "hanover", "fork", "dhs", "crapo", "ewell", "hutton", "baldwin",
    "golts", "lisbon", "cascade", "dowell", "simpsonville", "harmans", "monkton", "columbia park",
))


# Neighbourhoods and communities people name as where they live that are no post-office name
# in the ZIP data (Baltimore City neighbourhoods; unincorporated places of one county).
NEIGHBOURHOODS = {
    "canton": ("baltimore-city",), "fells point": ("baltimore-city",), "federal hill": ("baltimore-city",),
    "cherry hill": ("baltimore-city",), "park heights": ("baltimore-city",), "pigtown": ("baltimore-city",),
    "mount vernon": ("baltimore-city",), "station north": ("baltimore-city",), "west baltimore": ("baltimore-city",),
    "east baltimore": ("baltimore-city",), "south baltimore": ("baltimore-city",), "downtown baltimore": ("baltimore-city",),
    "sandtown": ("baltimore-city",), "belair edison": ("baltimore-city",),
    "white oak": ("montgomery",), "fairland": ("montgomery",), "north potomac": ("montgomery",),
    "milford mill": ("baltimore-county",), "overlea": ("baltimore-county",), "kent island": ("queen-annes",),
}


@lru_cache(maxsize=1)
def all_towns() -> dict:
    """Return every Maryland post-office name (everyday words too: "Cambridge", "Clinton") ->
    tuple of jurisdiction ids, for an answer that is only the town's name."""
    ids = {n.lower(): jid for jid, j in load_directory().jurisdictions.items() for n in j["zip_names"]}
    out = {}
    for rec in zipcodes.filter_by(state="MD"):
        jid = ids.get((rec.get("county") or "").lower())
        if jid and rec.get("city") and rec.get("zip_code_type") == "STANDARD":
            out.setdefault(normalize(rec["city"]), set()).add(jid)
    return {k: tuple(sorted(v)) for k, v in out.items()}


_TOWN_FILLER = re.compile(r"\b(?:i live in|we live in|i live at|live in|in|im in|vivo en|vivimos en|en|el|la|de|the|"
                          r"town of|city of|md|maryland|mdland)\b")


def town_alone(text: str):
    """Return the jurisdictions of a town named alone ("Cambridge", "Clinton MD", "vivo en
    Berlin"), post-office names that are everyday words included; else ()."""
    norm = " ".join(_TOWN_FILLER.sub(" ", normalize(text)).split())
    return all_towns().get(norm) or NEIGHBOURHOODS.get(norm) or ()


@lru_cache(maxsize=1)
def _squeezed() -> dict:
    """Return town names without spaces -> the town (for "silverspring", typos and all)."""
    return {name.replace(" ", ""): name for name in towns()}


def town_typo(text: str, cutoff: float = 88):
    """Return the jurisdictions of a town typed with a typo or without its space, named alone
    ("gaithersberg", "silverspring", "hyattsvile": rapidfuzz on the whole answer); else ()."""
    from rapidfuzz import fuzz
    from rapidfuzz import process

    norm = " ".join(_TOWN_FILLER.sub(" ", normalize(text)).split())
    squeezed = norm.replace(" ", "")
    if len(squeezed) < 5 or len(norm.split()) > 3 or any(ch.isdigit() for ch in norm):
        return ()
    best = process.extract(squeezed, list(_squeezed()), scorer=fuzz.ratio, limit=3, score_cutoff=cutoff)
    if not best:
        return ()
    top = best[0][1]
    counties = {c for name, score, _ in best if score >= top - 3 for c in towns()[_squeezed()[name]]}
    return tuple(sorted(counties))


@lru_cache(maxsize=1)
def towns() -> dict:
    """Return normalized town name -> tuple of jurisdiction ids (sorted)."""
    ids = {n.lower(): jid for jid, j in load_directory().jurisdictions.items() for n in j["zip_names"]}
    primary, acceptable, other = {}, {}, {}  # street-delivery ZIPs' own names first (a PO box sits at its post office)
    for rec in zipcodes.filter_by(state="MD"):
        jid = ids.get((rec.get("county") or "").lower())
        if not jid:
            continue
        standard = rec.get("zip_code_type") == "STANDARD"
        if rec.get("city"):
            (primary if standard else other).setdefault(normalize(rec["city"]), set()).add(jid)
        for name in (rec.get("acceptable_cities") or []) + (rec.get("unacceptable_cities") or []):
            (acceptable if standard else other).setdefault(normalize(name), set()).add(jid)
    # A county's own name ("Carroll", "Howard") means the county, not a post office elsewhere called so.
    county_names = {normalize(j["name"]).removesuffix(" county"): jid for jid, j in load_directory().jurisdictions.items()}
    out = {}
    for name, counties in {**other, **acceptable, **primary}.items():
        if name in NOT_TOWNS or len(name) < 4 or name in ("md", "maryland"):
            continue
        if name in county_names and county_names[name] not in counties:
            continue
        out[name] = tuple(sorted(counties))
    for name, counties in NEIGHBOURHOODS.items():
        if name not in NOT_TOWNS:
            out.setdefault(name, counties)
    return out


@lru_cache(maxsize=1)
def _pattern():
    names = sorted(towns(), key=len, reverse=True)
    return re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(n) for n in names) + r")(?![a-z0-9])")


_ELSEWHERE = re.compile(r"\b(?:work|works|working|job|trabajo|trabaja|school|escuela|estudio|study|studies|"
                       r"church|iglesia|visit|visito)\b")
_HOME = re.compile(r"\b(?:live|living|lives|reside|vivo|vivimos|vive|viven|home|casa)\b")


def home_only(text: str) -> str:
    """Return ``text`` without the clauses about where one works or studies ("I work in DC but
    live in Bethesda" -> " live in Bethesda"; "trabajo en Rockville" -> "")."""
    return " , ".join(p for p in _CLAUSE.split(text) if p and not (_ELSEWHERE.search(normalize(p)) and not _HOME.search(normalize(p))))


def towns_in(text: str, asides: bool = False) -> list:
    """Return ``[(town, counties)]`` for the Maryland towns named in ``text`` (its own
    clauses only, see :func:`own`, unless ``asides``), longest names first, "District of
    Columbia" excepted."""
    norm = normalize(text if asides else own(text))
    norm = norm.replace("district of columbia", " ")
    return [(m.group(1), towns()[m.group(1)]) for m in _pattern().finditer(norm)]


_CLAUSE = re.compile(r"[,;.!?]|\b(?:but|and|pero|y|aunque|although|though)\b", re.I)


_FROM = re.compile(r"(?:^|\b(?:im|i am|am|is|are|were|was|originally|come|came|comes|family))\s*from\b")


def _aside(clause: str) -> bool:
    norm = normalize(clause)
    if not norm:
        return False
    words = norm.split()
    if any(w in vocab.BIRTH_WORDS for w in words) or _FROM.search(norm):
        return True  # where someone was born, or moved from ("I'm from Mexico"; not "a BSc from Nigeria")
    if words[0] in ("my", "mi", "mis") and len(words) > 1 and words[1] in vocab.RELATIVES:
        if words[1] in _CHILDREN and len(words) > 2 and words[2] in ("is", "es", "esta", "will", "va", "goes", "attends"):
            return False  # a parent speaking for the student: "my daughter is a senior at Westlake"
        return True  # "my dad lives in Virginia", "mi hermano fue a una prepa en Virginia"
    return len(words) > 1 and words[0] in vocab.RELATIVES and words[1] in ("lives", "vive", "went", "fue", "works", "trabaja")


_CHILDREN = ("daughter", "son", "kid", "child", "hijo", "hija")
_MOVED_TO = re.compile(r"\b(?:to|a)\b(?!.*\b(?:to|a)\b)", re.I)


def own(text: str) -> str:
    """Return ``text`` without its asides about other people or birthplaces ("I was born in
    Mexico but I go to Wheaton High" -> " I go to Wheaton High"); of a move, where to is kept
    ("we moved from Texas to Gaithersburg" -> "Gaithersburg")."""
    kept = []
    for part in _CLAUSE.split(text):
        if not part:
            continue
        if not _aside(part):
            kept.append(part)
            continue
        words = normalize(part).split()
        moved = any(w in ("moved", "mudamos", "mude", "mudo") for w in words)
        m = _MOVED_TO.search(part) if moved else None
        if m:
            kept.append(part[m.end():])
    return " , ".join(kept)
