"""Maryland towns and neighbourhoods → county, from the ``zipcodes`` package's post-office
names (the data behind :mod:`screener.geo`), and asides about other people's places.

A town counts for the county (or Baltimore City) whose ZIP codes carry it as their primary
post-office name; only when no ZIP does are the acceptable alternative names used. A town
whose ZIPs lie in more than one jurisdiction (Laurel, bare "Baltimore") gives them all, so the
chat asks which. Town names that are also everyday words ("Accident", "Chance") or places
elsewhere ("Arlington", "Georgetown") are left out. Towns across a county line and
neighbourhoods that are no post-office name come from ``screener/data/places.yaml`` (sourced).
"""
from __future__ import annotations

import re
from functools import lru_cache

import zipcodes

from ..policy import load_directory
from ..policy import load_places
from . import vocab
from .understand import contains
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


def _neighbourhoods() -> dict:
    """Return neighbourhoods and communities people name as where they live that are no
    post-office name in the ZIP data -> jurisdictions (``places.yaml``, each entry sourced)."""
    return load_places()["neighbourhoods"]


def _towns_across_lines() -> dict:
    """Return incorporated towns that straddle a county line, which the ZIP data's one county
    per post office cannot show (a town said alone there is asked back) -> jurisdictions
    (``places.yaml``, each entry sourced)."""
    return load_places()["towns_across_lines"]


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


# Class (dev10): where one lives said with whom, the town last ("i stay with my dad in
# cambridge", "vivo con mi mamá y mi hermano en Berlin"): the town after the companions
# (dev12: at one's parent's home, "im at my dads in clinton", "me quedé con mi mamá en Kensington")
# (fix48h, a newcomer's finding: "with" texted short, "i live w my mom in towson… my dad lives in Delaware",
# was read as a home outside Maryland, the dad's state for the student's town; "w/" is "w" once normalized)
# (fix49h, a newcomer's finding) a parent or grandparent writing of the student ("she lives with me in Hagerstown",
# "vive conmigo en Hagerstown", "ella vive con nosotros en Towson"): the third person, and "conmigo" ("with me")
_WITH_WHOM_IN = re.compile(r"^(?:i|we|yo|nosotros|she|he|ella|el)?\s*(?:live|lives|living|stay|stays|staying|reside|resides|vivo|vivimos|vive|"
                           r"me quedo|nos quedamos|se queda|"
                           r"me quede|im|i m|i am|were|we re|we are|estoy|estamos)\s+"
                           r"(?:(?:with|w|con|at|en casa de|en la casa de)\s+(?:(?:my|our|mi|mis|nuestra|nuestro|nuestros|nuestras|and|y)\s+)*[a-z]+"
                           r"(?:\s+(?:and|y)\s+(?:(?:my|our|mi|mis|la|el)\s+)?[a-z]+)?|conmigo)\s+(?:house\s+|place\s+)?(?:in|en)\s+")
# how often or since when, after the town ("in clinton most of the time", "en Bowie casi siempre")
_TOWN_TAIL = re.compile(r"\s+(?:most of the time|mostly|usually|right now|rn|now|these days|la mayor parte del tiempo|"
                        r"casi siempre|ahorita|ahora)$")


# Class (dev18): the region said after the town ("Cambridge on the eastern shore", "Cumberland, in
# western Maryland", "Lexington Park en el sur de Maryland"): the town, placed
_REGION_TAIL = re.compile(r"[\s,]+(?:(?:on|in|down|out|over|up|en|por)\s+)*(?:the\s+|el\s+|la\s+)?(?:eastern shore|the shore|shore|"
                          r"southern (?:md|maryland)|western (?:md|maryland)|central (?:md|maryland)|northern (?:md|maryland)|"
                          r"sur de (?:md|maryland)|oeste de (?:md|maryland)|costa este|lower shore|upper shore|mid shore)"
                          r"(?:\s+(?:of\s+|de\s+)?(?:md|maryland))?$")


def town_alone(text: str):
    """Return the jurisdictions of a town named alone ("Cambridge", "Clinton MD", "vivo en
    Berlin", "I stay with my dad in Cambridge"), post-office names that are everyday words
    included; else ()."""
    whom = normalize(text)
    with_whom = [normalize(c) for c in re.split(r"[,;.]", fold_text(text)) if _WITH_WHOM_IN.search(normalize(c))]
    if with_whom:  # (the clause saying with whom, beside one about the parents: "they're divorced, I'm at my mom's in X")
        whom = _TOWN_TAIL.sub("", _WITH_WHOM_IN.sub("", with_whom[-1]))
    whom = _REGION_TAIL.sub("", whom)
    norm = " ".join(_TOWN_FILLER.sub(" ", whom).split())
    # (fix38e) a name with a filler word of its own ("Havre de Grace", "La Plata"): the fillers taken off its ends only
    ends = [re.sub(r"(?:\s+(?:md|maryland))+$", "", " ".join(whom.split()))]
    while (cut := re.sub(r"^(?:" + _TOWN_FILLER.pattern + r")\s+", "", ends[-1], count=1)) != ends[-1]:
        ends.append(cut)
    for name in [norm] + ends:
        found = _towns_across_lines().get(name) or all_towns().get(name) or _neighbourhoods().get(name)
        if found:
            return found
    return ()


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
    for name, counties in _neighbourhoods().items():
        if name not in NOT_TOWNS:
            out.setdefault(name, counties)
    for name, counties in _towns_across_lines().items():
        out[name] = tuple(sorted(set(out.get(name, ())) | set(counties)))
    return out


@lru_cache(maxsize=1)
def _pattern():
    names = sorted(towns(), key=len, reverse=True)
    return re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(n) for n in names) + r")(?![a-z0-9])")


_ELSEWHERE = re.compile(r"\b(?:work|works|working|job|trabajo|trabaja|school|escuela|estudio|study|studies|"
                       r"church|iglesia|visit|visito|"
                       # where one serves ("active duty at Fort Meade", "stationed at Andrews"): no home
                       r"active duty|stationed|deployed|base|servicio activo|estacionado|la base)\b")
_HOME = re.compile(r"\b(?:live|living|lives|reside|vivo|vivimos|vive|viven|home|casa)\b")


# (fix47f, dev19: "we're out in hampstead by the high school", "I moved to fairfax virginia last summer for work"
# were dropped as a place of study or of work) a school or a job said as a landmark beside the home ("by the high
# school", "near my job", "cerca de la escuela"), or as the reason of a move ("moved … for work", "nos mudamos … por
# el trabajo"): where one lives, not where one studies or works
_LANDMARK = re.compile(r"\b(?:by|near|next to|close to|behind|across from|across the street from|down the street from|"
                       r"around the corner from|cerca de|al lado de|junto a|frente a|detras de)\s+(?:(?:the|my|our|a|la|el|mi|"
                       r"nuestra|nuestro|una|un)\s+)?(?:\w+\s+)?(?:school|escuela|job|work|trabajo|church|iglesia|base)\b")
# the job named as a move's reason ("for work", "por el trabajo"), taken out of the place said
_FOR_WORK = re.compile(r"\b(?:for|por)\s+(?:(?:my|a|the|el|mi|un|our|his|her|su|nuestro)\s+)?(?:[a-z]+\s+)?(?:work|job|trabajo|chamba)\b")
_MOVED_FOR = re.compile(r"\b(?:moved|move|moving|relocated|mude|mudamos|mudaron|mudo|mudado)\b.*" + _FOR_WORK.pattern)


def move_reason_out(text: str) -> str:
    """Return ``text`` without the reason of a move that names a job ("I moved to fairfax virginia last
    summer for work" -> "I moved to fairfax virginia last summer"), else ``text`` (:data:`_MOVED_FOR`)."""
    t = fold_text(text)
    if not _MOVED_FOR.search(normalize(t)):
        return text
    return _FOR_WORK.sub(" ", t)


def home_only(text: str) -> str:
    """Return ``text`` without the clauses about where one works or studies ("I work in DC but
    live in Bethesda" -> " live in Bethesda"; "trabajo en Rockville" -> ""); a school or job said
    as a landmark or as a move's reason (:data:`_LANDMARK`, :data:`_MOVED_FOR`) is no such clause."""
    def elsewhere(p):
        norm = normalize(p)
        if _MOVED_FOR.search(norm):
            norm = _FOR_WORK.sub(" ", norm)
        return _ELSEWHERE.search(_LANDMARK.sub(" ", norm)) and not _HOME.search(norm)
    return " , ".join(p for p in _CLAUSE.split(text) if p and not elsewhere(p))


def towns_in(text: str, asides: bool = False) -> list:
    """Return ``[(town, counties)]`` for the Maryland towns named in ``text`` (its own
    clauses only, see :func:`own`, unless ``asides``), longest names first, "District of
    Columbia" excepted."""
    folded = re.sub(r"[^a-z0-9,;.!?]+", " ", fold_text(text if asides else own(text)))
    norm = normalize(folded).replace("district of columbia", " ")
    return [(m.group(1), towns()[m.group(1)]) for m in _pattern().finditer(norm) if not _longer_name(folded, m.group(1))
            and not _spanish_word(norm, m)]


# Class (dev10: "me dio covid largo" read back Prince George's County): town names that are
# everyday Spanish words ("largo": long, "a largo plazo"; "la plata": the money, "no tenemos la
# plata") name the town only where a place is said: first in the words, after a word of place
# ("vivo en Largo", "cerca de La Plata", "in Largo") or before the state ("Largo MD").
SPANISH_WORD_TOWNS = frozenset(("largo", "la plata", "laplata"))
_PLACE_BEFORE = re.compile(r"(?:^|\b(?:in|en|at|near|cerca de|from|de|desde|to|por|live|vivo|vivimos|the)\s+|[,;.!?]\s*)$")
_STATE_AFTER = re.compile(r"^\s*(?:,\s*)?(?:md|maryland)\b")


def _spanish_word(norm: str, m) -> bool:
    """Return True when the town matched by ``m`` in ``norm`` is an everyday Spanish word there
    (:data:`SPANISH_WORD_TOWNS`), with no word of place before it nor the state after it."""
    if m.group(1) not in SPANISH_WORD_TOWNS:
        return False
    return not (_PLACE_BEFORE.search(norm[:m.start()]) or _STATE_AFTER.match(norm[m.end():]))


# Words that may follow a town's name without making it part of a longer one ("Bowie with my
# mom", "Laurel MD", "Wheaton High" — a school's name is handled by the callers).
_AFTER_TOWN = frozenset((
    "in", "en", "de", "del", "md", "maryland", "mdland", "county", "co", "condado", "and", "y", "but", "pero", "with", "con",
    "area", "city", "ciudad", "near", "cerca", "now", "ahora", "right", "since", "desde", "for", "por", "too", "tambien",
    "where", "donde", "which", "que", "so", "because", "porque", "i", "we", "my", "mi", "is", "es", "im", "yo", "high", "hs",
    "school", "middle", "senior", "elementary", "prepa", "escuela", "secundaria", "college", "cc", "campus", "community",
    "state", "university", "univ", "or", "o", "at", "on", "to", "a", "the", "el", "la", "los", "las", "it", "is", "was",
    "hasta", "until", "since", "vivo", "live", "lives", "vive", "vivimos", "also", "tambien", "about", "like", "zip",
    # (fix51e) a GED said after its place ("baltimore GED", "my hagerstown GED"): the town, the GED's (it was lost)
    "ged",
    # a time said after the town ("we moved to Silver Spring after I graduated", "me mudé a Towson
    # hace un año"): no longer name (class, the tuning sets: the town of a move was lost)
    "after", "despues", "last", "hace", "when", "cuando", "before", "antes", "recently", "this", "este", "esta",
    # (dev13: "a GED in Cumberland back in 2019": the town of a time said with "back", "around")
    "back", "around", "during", "durante", "ago", "alla", "como",
    # (fix47f, dev19: "hampstead by the high school") a landmark or a time after the town
    "by", "behind", "next", "close", "across", "rn", "currently", "junto", "frente", "moving",
))


# (fix52g, the tuning sets) a month named after a town with its day or year ("my GED in Baltimore
# March 2018", "lo saqué en Towson marzo del 2019"): a date, no longer name (the town was lost, so
# the GED's place); a month alone after it ("Baltimore may be") is no date
_DATE_AFTER = re.compile(r"\.?\s*,?\s*(?:(?:of|de|del)\s+)?'?\d")


def _longer_name(folded: str, town: str) -> bool:
    """Return True when ``town`` stands in ``folded`` only as the start of a longer name
    ("Oakland Mills", a high school in Columbia, is not Oakland in Garrett County)."""
    for m in re.finditer(r"(?<![a-z0-9])" + re.escape(town).replace(r"\ ", r"\s+") + r"(?![a-z0-9])", folded):
        after = folded[m.end():].lstrip(" ")
        word = re.match(r"[a-z]+", after)
        if not word or word.group(0) in _AFTER_TOWN or after[:1] in ",;.!?":
            return False
        if word.group(0) in vocab.MONTHS and _DATE_AFTER.match(after[word.end():]):
            return False  # (fix52g) a date said after the town ("a GED in Baltimore march 2018"): no longer name
    return bool(re.search(re.escape(town).replace(r"\ ", r"\s+"), folded))


_CLAUSE = re.compile(r"[,;.!?]|\b(?:but|and|pero|y|aunque|although|though)\b", re.I)


_FROM = re.compile(r"(?:^|\b(?:im|i am|am|is|are|were|was|originally|come|came|comes|family))\s*from\b")


def _aside(clause: str) -> bool:
    norm = normalize(clause)
    if not norm:
        return False
    words = norm.split()
    if any(w in vocab.BIRTH_WORDS for w in words) or _FROM.search(norm):
        return True  # where someone was born, or moved from ("I'm from Mexico"; not "a BSc from Nigeria")
    if any(contains(norm, p) for p in vocab.PAST_HOME) and not _NOW.search(norm) and not _LIVED_TILL_NOW.search(norm):
        return True  # where one lived before ("antes vivía en Virginia", "we lived in DC until last year")
    if words[0] in ("my", "mi", "mis") and len(words) > 2 and words[1] in _KIN_ADJECTIVES and words[2] in vocab.RELATIVES:
        return True  # "my older brother already has his associates", "mi hermano mayor…" (below)
    if words[0] in ("his", "her", "su", "sus") and len(words) > 1 and words[1] in vocab.RELATIVES and words[1] not in _CHILDREN:
        return True  # a parent writing of the child's other parent: "his dad lives in Ellicott City", "su papá vive en…"
    if words[0] in ("my", "mi", "mis") and len(words) > 1 and (words[1] in vocab.RELATIVES or (
            words[1][:-1] in vocab.RELATIVES and words[1].endswith("s") and re.search(r"['\u2019]", clause))):
        # ("my sister's at Towson": the possessive folded to "sisters", class, dev18)
        if words[1] in _CHILDREN and len(words) > 2 and words[2] in ("is", "es", "esta", "will", "va", "goes", "attends"):
            return False  # a parent speaking for the student: "my daughter is a senior at Westlake"
        return True  # "my dad lives in Virginia", "mi hermano fue a una prepa en Virginia"
    return len(words) > 1 and words[0] in vocab.RELATIVES and words[1] in ("lives", "vive", "went", "fue", "works", "trabaja")


_CHILDREN = ("daughter", "son", "kid", "child", "hijo", "hija")


def _kin_alone(clause: str) -> bool:
    """Return True when ``clause`` is only a relative named ("my sister", "mi hermano mayor")."""
    words = normalize(clause).split()
    return 2 <= len(words) <= 3 and words[0] in ("my", "mi", "mis") and any(w in vocab.RELATIVES for w in words[1:]) \
        and all(w in vocab.RELATIVES or w in _KIN_ADJECTIVES or w in ("mayor", "menor") for w in words[1:])
# Class (misc22, dev13): a parent writing for the child names the child's other parent, or their
# own divorce, then says where "he" or "she" lives ("does his father's income count? we're
# divorced and he lives in Ellicott City", "su papá… él vive en Columbia"): that parent's home, an
# aside, not the student's county (it was read back as the student's county, and kept)
_THEIR_HOME = re.compile(r"(?:he|she|el|ella)\s+(?:still\s+|now\s+|todavia\s+|ahora\s+)?(?:lives|live|vive|stays|esta)\b")
_PARENT_HOME_AFTER = re.compile(r"(?:(?:he|she|el|ella)\s+)?(?:still\s+|now\s+|todavia\s+|ahora\s+)?(?:lives|vive|stays)\s+(?:in|en)\b")
_OWN_PARENT_NAMED = re.compile(r"\b(?:my|mi)\s+(?:dad|father|mom|mother|papa|padre|mama|madre)\b")
_LIVE_WITH_WORDS = re.compile(r"\b(?:live|living|stay|vivo|vivimos|me quedo)\s+(?:with|w|con)\s+(?:my|mi)\s+(?P<who>\w+)")


def _other_parent_last(before: str) -> bool:
    """Return True when the last of the student's own parents named in ``before`` (:data:`_OWN_PARENT_NAMED`)
    is not the one the student says they live with (:data:`_LIVE_WITH_WORDS`; fix44m)."""
    named = list(_OWN_PARENT_NAMED.finditer(before))
    if not named:
        return False
    lived = _LIVE_WITH_WORDS.search(before)
    return lived is not None and not named[-1].group(0).endswith(lived.group("who"))
_OTHER_PARENT_NAMED = re.compile(r"\b(?:(?:his|her|su)\s+(?:dad|father|mom|mother|papa|padre|mama|madre|fathers|dads|moms|mothers)|"
                                 r"(?:my|mi)\s+(?:ex|ex husband|ex wife|exhusband|exesposo|ex esposo|ex esposa)|"
                                 r"(?:we|were|we are|estamos|nos)\s+(?:\w+\s+)?(?:divorced|separated|divorciados|separados|divorciamos|separamos))\b")
# (fix39i) a parent writing of the other parent, then of the student: "her dad lives in Virginia but
# she lives with me in Frederick", "su papá vive en Virginia pero ella vive conmigo": the one who lives
# with the writer, or the one the other parent's word can't be ("her dad… she"), is the student, whose
# home is the answer (the county was lost to the FAQ on living outside Maryland)
_WITH_WRITER = re.compile(r"\b(?:with\s+(?:me|us)|conmigo|con\s+nosotr[oa]s)\b")
_PRONOUN_SEX = {"he": "m", "el": "m", "she": "f", "ella": "f"}
_PARENT_SEX = re.compile(r"\b(?:his|her|su)\s+(?:(?P<m>dad|father|papa|padre|fathers|dads)|(?P<f>mom|mother|mama|madre|moms|mothers))\b")


def _student_with_writer(part: str, before: str) -> bool:
    """Return True when the clause ``part`` ("she lives with me in Frederick"), after ``before``
    naming the student's other parent, is said of the student: with the writer, or by a pronoun
    the parent named can't be."""
    if _WITH_WRITER.search(part):
        return True
    parent = _PARENT_SEX.search(before)
    sex = _PRONOUN_SEX.get(part.split()[0]) if part.split() else None
    return bool(parent and sex and sex != ("m" if parent.group("m") else "f"))


_KIN_ADJECTIVES = ("older", "younger", "little", "big", "oldest", "youngest", "baby", "twin", "real", "biological", "step",
                   "half", "late", "querido", "querida")
_NOW = re.compile(r"\b(?:now|ahora|today|hoy|currently|actualmente)\b")
# "I've lived in Charles County my whole life", "hemos vivido en Salisbury desde hace diez años":
# a home lived in up to now, not a past one (class: the present perfect, or "my whole life", with
# "lived"), unless an end is said ("until last year", "hasta el año pasado")
_LIVED_TILL_NOW = re.compile(r"^(?!.*\b(?:until|till|til|hasta|before|antes|used to|ago|hace\s+\w+\s+anos\s+que\s+no)\b).*(?:"
                             r"\b(?:ive|i have|weve|we have|theyve|have|has|always|still|he|hemos|ha|han|siempre)\s+"
                             r"(?:always\s+|siempre\s+|just\s+)?(?:lived|vivido)\b"
                             r"|\b(?:my|our|his|her)\s+(?:whole|entire)\s+life\b|\ball\s+(?:my|our)\s+li(?:fe|ves)\b|\btoda\s+(?:mi|la|su)\s+vida\b)")
# "born and raised in Thurmont", "nací y crecí en Frederick", "nacida y criada aquí": a home had
# all one's life (not a birthplace left behind, not "grew up in", a past home)
_BORN_AND_RAISED = re.compile(r"\b(?:(?:i was|i m|im|we were|was)\s+)?(?:born\s+(?:and|&|n)\s+raised|naci\s+y\s+(?:creci|me crie)|"
                              r"nacid[oa]s?\s+y\s+criad[oa]s?)\b")
_MOVED_TO = re.compile(r"\b(?:to|a)\b(?!.*\b(?:to|a)\b)", re.I)


# Class (a newcomer's finding): a street named for a county or a town ("Calvert Rd", "Frederick
# Road", "Harford Rd", "calle Frederick") was read as the county one lives in, and kept unasked
# (a wrong "likely not eligible"). A name followed by a street word, or after "calle"/"avenida",
# with the house number before it, is a street: where one lives is the town said with it ("in
# College Park"), never a county from the street's name.
_STREET_WORD = (r"(?:rd|road|st|street|ave|av|avenue|blvd|boulevard|pike|dr|drive|ln|lane|way|court|pkwy|parkway|hwy|"
                r"highway|cir|circle|pl|place|ter|terrace|trl|trail)")
_NOT_A_NAME = (r"(?:on|off|in|at|near|by|along|live|lives|living|lived|i|we|my|our|his|her|their|is|its|address|the|a|an|"
               r"en|la|el|las|los|de|del|vivo|vive|vivimos|viven|por|cerca|and|y|to|from|im|were|just|right|over|down|up|out|"
               r"with|con|of|that|this|es|mi|su|house|casa|home|apartment|apt|dunno|idk|it|yes|no|si|so|but|pero|you|like|"
               r"know|um|uh|county|condado|city|ciudad|md|maryland|calle|avenida)")
_ON = r"(?:\b(?:on|off|en|por|in|at|near|by|along|sobre|cerca de)\s+(?:the\s+|la\s+|el\s+)?)?"  # (the street's own "on", "en la")
_STREET = re.compile(rf"{_ON}(?:\b\d{{1,6}}[a-z]?\s+)?(?:\b(?!{_NOT_A_NAME}\b)[a-z][a-z.]*\s+){{1,2}}{_STREET_WORD}\b\.?"
                     rf"|{_ON}\b(?:\d{{1,6}}\s+)?(?:calle|avenida|av\.?|carretera|camino|bulevar|boulevard)\s+(?:de\s+|del\s+)?"
                     rf"(?:(?!{_NOT_A_NAME}\b)[a-z][a-z.]*\b\s*){{1,2}}(?:\s*\d{{1,6}}\b)?")


def without_streets(text: str) -> str:
    """Return ``text`` without the streets it names ("I live on Calvert Rd in College Park" ->
    "i live in college park", "4501 Calvert Rd College Park" -> "college park", "vivo en la
    calle Frederick en Catonsville" -> "vivo en catonsville"), else ``text`` as it is."""
    folded = fold_text(text)
    bare = _STREET.sub(_not_a_town, folded)
    return bare if bare != folded else text


_LEAD = re.compile(r"^(?:(?:on|off|en|por|in|at|near|by|along|sobre|cerca de)\s+)?(?:(?:the|la|el)\s+)?")


def _not_a_town(m) -> str:
    """Return " " for a street matched by :data:`_STREET`, or the match itself when it is a town's
    name ("Bryans Road", a post office in Charles County; fix38e: read as a street, no county was read)."""
    name = _LEAD.sub("", normalize(m.group()).strip())
    return m.group() if name in towns() else " "


# What may stand beside a street said alone: who lives there, and how an address is said ("I live
# on", "we stay at", "my address is", "vivo en", "mi dirección es")
_STREET_SAYING = re.compile(r"(?:(?:i|we|my family|my family and i|mi familia y yo|nosotros|yo)\s*)?"
                            r"(?:(?:live|stay|reside|m|am|re|are|vivo|vivimos|estoy|estamos)\s*)?(?:on|at|in|off|en|por)?"
                            r"|(?:my|our|mi|nuestra)\s+(?:home\s+|house\s+|casa\s+)?(?:address|direccion)(?:\s+(?:is|es))?")


def street_only(text: str) -> bool:
    """Return True when ``text`` names a street and no town nor anything else ("I live on Harford
    Road", "4501 Calvert Rd", "vivo en la calle Main"): a place no county can be told from (the
    ZIP code settles it)."""
    bare = without_streets(text)
    return bare != text and "?" not in text and bool(_STREET_SAYING.fullmatch(normalize(bare).strip()))


# Class (dev13): "me and my mom are in Bowie", "yo y mi papá estamos en Dundalk": the student is one
# of those named, so the place is the student's own (split at "and", the relative's clause was an aside)
_ME_AND_KIN = re.compile(r"\b(?:(?:me|i)\s+(?:and|n|&)|(?P<es>yo\s+y))\s+(?=(?:my|our|mi|mis)\s)")


# (fix45b) a relative's home begun with no pause after a pay ("she makes 70k my dad lives in virginia
# makes 200k", "gana 70 mil mi papá vive en virginia"): a clause of its own, so an aside as after a comma
_KIN_LIVES_RUN_ON = re.compile(r"(?<=[a-z0-9])\s+(?=(?:my|mi|mis)\s+(?:" + "|".join(vocab.RELATIVES)
                               + r")\s+(?:lives|lived|vive|viven|vivia|stays|is)\s+(?:in|en|out|over)\b)")


def kin_home_paused(text: str) -> str:
    """Return ``text`` (folded) with a pause before a relative's home said with none after a pay
    (:data:`_KIN_LIVES_RUN_ON`), else ``text`` as it is."""
    return _KIN_LIVES_RUN_ON.sub(" , ", fold_text(text)) if _KIN_LIVES_RUN_ON.search(fold_text(text)) else text


def own(text: str) -> str:
    """Return ``text`` without its asides about other people or birthplaces ("I was born in
    Mexico but I go to Wheaton High" -> " I go to Wheaton High"); of a move, where to is kept
    ("we moved from Texas to Gaithersburg" -> "Gaithersburg"); streets are no place one lives in
    (:func:`without_streets`)."""
    text = kin_home_paused(without_streets(text))
    kept = []
    if _BORN_AND_RAISED.search(fold_text(text)):
        text = _BORN_AND_RAISED.sub(" always lived ", fold_text(text))
    if _ME_AND_KIN.search(fold_text(text)):
        text = _ME_AND_KIN.sub(lambda m: "nosotros con " if m.group("es") else "we with ", fold_text(text))  # "me and my mom are in Bowie": the student too, no aside
    before = ""
    joins = [m.group(0) for m in _CLAUSE.finditer(text)]
    kin_alone = False  # the clause before names a relative only ("my sister"), joined by "and"
    for i, part in enumerate(_CLAUSE.split(text)):
        if not part:
            continue
        said_of_them = _THEIR_HOME.match(normalize(part)) and _OTHER_PARENT_NAMED.search(normalize(before)) \
            and not _student_with_writer(normalize(part), normalize(before))
        # (fix44m) the student's own parent just named, not as the one lived with ("my dad makes 10k
        # but he lives in va", "mi papá gana 10 mil pero vive en virginia"): that parent's home, an aside
        said_of_them = said_of_them or (bool(_PARENT_HOME_AFTER.match(normalize(part))) and _other_parent_last(normalize(before)))
        # Class (fix37g): relatives named together as one subject ("my sister and her kids are in
        # Charles county", "mi tía y sus hijos viven en Essex"): the clause after "and" goes on
        # about them, an aside as the first is (its county was read back as the student's); not
        # one the writer is in ("my mom and I live in Bowie")
        said_of_them = said_of_them or (kin_alone and normalize(part).split()[:1] not in (["i"], ["im"], ["me"], ["yo"], ["we"], ["nosotros"]))
        kin_alone = _aside(part) and _kin_alone(part) and i < len(joins) and normalize(joins[i]) in ("and", "y")
        before = part if normalize(part) else before
        if not _aside(part) and not said_of_them:
            kept.append(part)
            continue
        words = normalize(part).split()
        moved = any(w in ("moved", "mudamos", "mude", "mudo") for w in words)
        m = _MOVED_TO.search(part) if moved else None
        if m:
            kept.append(part[m.end():])
    return " , ".join(kept)


# --- places outside Maryland ------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _towns_elsewhere() -> frozenset:
    """Return ``(town, state)`` pairs, normalized, of every US post-office name outside Maryland
    in the ZIP data ("arlington", "va"), for a town named with its state ("Arlington VA")."""
    out = set()
    for rec in zipcodes.list_all():
        state = (rec.get("state") or "").lower()
        if state and state != "md" and rec.get("city"):
            out.add((normalize(rec["city"]), state))
    return frozenset(out)


_NEIGHBOURS = {"delaware": "de", "virginia": "va", "west virginia": "wv", "pennsylvania": "pa"}
_NEIGHBOUR_NAMED = re.compile(r",?\s+(west\s+virginia|virginia|delaware|pennsylvania)\s*$")
_STATE_AFTER_TOWN = re.compile(r"([a-z][a-z ]*?)\s*,?\s+([a-z]{2})\s*$")


def town_elsewhere(text: str, full_names: bool = False) -> bool:
    """Return True when ``text`` names a town with a state other than Maryland, the state's
    two letters closing its clause ("Arlington VA", "vivo en York, PA"): the ZIP data says the
    town lies in that state. A Maryland town named so ("Bowie MD") is not. ``full_names``: a
    neighbouring state said in full counts too ("Seaford Delaware")."""
    pairs = _towns_elsewhere()
    for clause in re.split(r"[;.!?]|\b(?:but|pero|and|y)\b", fold_text(text)):
        # the neighbouring state said in full ("Laurel Delaware", "York, Pennsylvania"): its two letters
        if full_names:
            clause = _NEIGHBOUR_NAMED.sub(lambda m: " " + _NEIGHBOURS[re.sub(r"\s+", " ", m.group(1))], clause.strip(" ,"))
        m = _STATE_AFTER_TOWN.search(clause.strip(" ,"))
        if not m or m.group(2) == "md":
            continue
        words = normalize(m.group(1)).split()
        if m.group(2) == "co" and _md_county_before(words):
            continue  # "howard co", "Frederick Co.": the county's "co", not Colorado (class, dev27)
        if any((" ".join(words[i:]), m.group(2)) in pairs for i in range(max(0, len(words) - 3), len(words))):
            return True
    return False


def _md_county_before(words: list) -> bool:
    """Return True when the last one to three of ``words`` are a Maryland county's own name
    ("howard", "prince georges", "st marys"), so that a "co" after them is "county"."""
    from .understand import county_options

    names = {ph.removesuffix(" county") for cid, phrases in county_options().items() if cid != "outside-md"
             for ph in phrases if ph.endswith(" county")}
    return any(" ".join(words[i:]) in names for i in range(max(0, len(words) - 3), len(words)))


def fold_text(text: str) -> str:
    """Return ``text`` folded (lower case, no accents), punctuation kept (for clauses)."""
    from .understand import fold

    return fold(text)


_MOVING = re.compile(r"\b(?:moving|move|moved|gonna move|going to move|will move|mudando|mudarnos|mudarme|mudar|"
                     r"nos vamos a mudar|me voy a mudar|nos mudamos|me mudo|nos mudaremos)\b")


def moving(text: str) -> bool:
    """Return True when ``text`` speaks of a move still to come ("moving to Maryland in the
    summer", "nos vamos a mudar a Maryland"): where the student lives is then asked again."""
    t = fold_text(text)
    return bool(_MOVING.search(t)) and not re.search(r"\b(?:moved|nos mudamos|me mude|we moved)\b", t) and bool(
        re.search(r"\b(?:summer|fall|spring|winter|next|soon|in|verano|otono|primavera|invierno|pronto|proximo|proxima|"
                  r"going to|gonna|will|vamos|voy|a maryland|to maryland)\b", t))


# Country names that are also people's names or everyday words: no place in a sentence.
_NOT_COUNTRIES = frozenset(("chad", "jordan", "israel", "georgia", "jersey", "guernsey", "turkey", "man", "niger", "guinea",
                            "china", "mali", "oman", "us", "eeuu", "ee uu", "estados unidos", "united states", "america"))


@lru_cache(maxsize=1)
def countries() -> frozenset:
    """Return the world's country names in English and Spanish, normalized, from Babel's CLDR
    data (the United States and names that are also everyday words left out)."""
    from babel import Locale

    out = set()
    for lang in ("en", "es"):
        for code, name in Locale(lang).territories.items():
            if len(code) == 2 and code not in ("US", "UM", "ZZ", "EU", "EZ", "UN", "QO"):
                out.add(normalize(name))
    return frozenset(n for n in out if n and n not in _NOT_COUNTRIES)


_CITY_REGIONS = ("Africa", "America", "Asia", "Europe", "Australia")  # time zones named by a city (not Antarctica's stations, islands)


@lru_cache(maxsize=1)
def world_cities() -> frozenset:
    """Return the cities outside the United States that name the world's time zones (Babel's
    CLDR data: "Lagos", "Caracas", "Ciudad de México"), normalized, in English and Spanish;
    Maryland's post-office names ("Berlin", "Vienna") and everyday words or people's names
    (``vocab.NOT_FOREIGN_CITIES``) left out. (Class, dev12: "a secondary school in Lagos" was
    no place at all.)"""
    from babel import Locale
    from babel.core import get_global

    zones = {z for z, territory in get_global("zone_territories").items()
             if territory not in ("US", "UM") and z.split("/")[0] in _CITY_REGIONS}
    out = {normalize(z.split("/")[-1].replace("_", " ")) for z in zones}
    for lang in ("en", "es"):
        names = Locale(lang).time_zones
        out |= {normalize(str(names[z]["city"]).split("(")[0]) for z in zones if z in names and names[z].get("city")}
    maryland = set(all_towns()) | set(towns()) | NOT_TOWNS
    return frozenset(n for n in out if len(n) >= 4 and n not in maryland and n not in vocab.NOT_FOREIGN_CITIES
                     and not re.match(r"(?:san|santa|santo|st|saint)\b", n))


@lru_cache(maxsize=1)
def _country_pattern():
    names = sorted(countries() | set(vocab.FOREIGN_PLACES), key=len, reverse=True)
    cities = sorted(world_cities() - set(names), key=len, reverse=True)
    # a city's name after an article is a Spanish noun ("cerca de los lagos": lakes, not Lagos)
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(re.escape(n) for n in names) + r"|(?<!\blos )(?<!\blas )(?<!\bunos )"
                      r"(?<!\bunas )(?<!\bel )(?<!\bla )(?:" + "|".join(re.escape(n) for n in cities) + r"))(?![a-z0-9])")


@lru_cache(maxsize=1)
def _state_codes() -> frozenset:
    """Return the two-letter codes of the US states and territories other than Maryland (ZIP data)."""
    return frozenset((rec.get("state") or "").lower() for rec in zipcodes.list_all()) - {"md", ""}


_IN_STATE_CODE = re.compile(r"\b(?:in|en|from|de|at)\s+(?:the\s+)?([a-z]{2})\s*(?:$|[,;.!?])")


def in_other_state(text: str) -> bool:
    """Return True when a clause ends with "in" and another state's two letters ("a school in
    PA", "graduated in VA")."""
    return any(m.group(1) in _state_codes() for m in _IN_STATE_CODE.finditer(fold_text(text)))


# Puerto Rico's post-office names that are also everyday words or people's names ("rincón",
# "Carolina", "Arroyo"): no place said by themselves
_NOT_PR_TOWNS = frozenset(("aguirre", "arroyo", "carolina", "ceiba", "dorado", "isabela", "lajas", "lares", "mercedita", "moca",
                           "rincon", "salinas", "angeles", "florida", "palmer", "ponce"))


@lru_cache(maxsize=1)
def _pr_town_pattern():
    """Return a pattern for a Puerto Rico town after "in"/"en"/"de"/"from" ("la escuela superior de
    Bayamón", "graduated in Caguas"): the ZIP data's post-office names of Puerto Rico, less the
    everyday words and the names of Maryland towns ("La Plata")."""
    names = {normalize(rec["city"]) for rec in zipcodes.filter_by(state="PR") if rec.get("city")}
    names = sorted((n for n in names if n and n not in _NOT_PR_TOWNS and n not in all_towns() and n not in towns()),
                   key=len, reverse=True)
    return re.compile(r"\b(?:in|en|de|del|from|at)\s+(?:la ciudad de\s+|the town of\s+)?(?:" + "|".join(re.escape(n) for n in names)
                      + r")(?![a-z0-9])")


def foreign_place(text: str) -> bool:
    """Return True when ``text`` names a place outside Maryland: another country (Babel's
    names, both languages), a neighbouring state or DC (``vocab.FOREIGN_PLACES``), a town
    with another state's two letters ("Arlington VA"), or a Puerto Rico town ("en Bayamón")."""
    norm = normalize(text)
    return bool(norm) and (bool(_country_pattern().search(norm)) or town_elsewhere(text) or in_other_state(text)
                           or bool(_pr_town_pattern().search(norm)))


def country_named(text: str) -> bool:
    """Return True when ``text`` names another country or a city abroad (Babel's names, both
    languages), never a US state, DC or a town (:func:`foreign_place` takes those too)."""
    norm = normalize(text)
    return bool(norm) and bool(_abroad_pattern().search(norm))


@lru_cache(maxsize=1)
def _abroad_pattern():
    names = sorted(countries() | world_cities(), key=len, reverse=True)
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(re.escape(n) for n in names) + r")(?![a-z0-9])")


def place_names_out(text: str) -> str:
    """Return ``text`` normalized, without the names of places outside Maryland ("New York",
    "Nueva Jersey"): their words ("new", "nueva") say nothing else."""
    return _country_pattern().sub(" ", normalize(text))


# --- a place name as dictation spells it ---------------------------------------------------------
# Voice-to-text writes a place it doesn't know as the words it heard: "dun dock" (Dundalk), "Bow
# ie" (Bowie), "lanley park" (Langley Park), and, dictated in Spanish, in Spanish spelling: "san
# maris" (St. Mary's), "guor guic" (Wor-Wic). A run of one to three words of the student's own
# clauses is compared with the names of the data (towns of the ZIP data, counties, colleges), both
# respelled as they sound (:func:`sound_spelling`), by rapidfuzz; a close match is a guess, which
# the callers read back. Runs that are everyday words, countries or places elsewhere are no guess.

# Spanish spelling of English sounds, and letters that sound alike (both sides respelled alike).
_SOUNDS = (
    (r"\b(?:san|santa|santo|st)\b", "saint"),  # "San Maris": the saint's name in Spanish
    (r"\bmt\b", "mount"),
    (r"\b(?:gu|hu|wh)(?=[aeiou])", "w"),  # "guor guic", "huest": a w said in Spanish spelling
    (r"j", "h"),  # "jagerstaun", "jaiatsvil": an h in Spanish spelling
    (r"own\b", "aun"),  # "-town", "-staun"
    (r"ph", "f"), (r"ck", "k"), (r"qu", "k"), (r"q", "k"), (r"c(?=[eiy])", "s"), (r"c", "k"), (r"x", "ks"),
    (r"(?<=[ao])l(?=k)", ""),  # "Dundalk", "walk": the l is silent
    (r"v", "b"), (r"z", "s"), (r"y", "i"), (r"gh", "g"),
)
_VOWELS = re.compile(r"[aeiou]+")
# Words of a clause that are no part of a place's name (a run neither starts nor ends with one).
_NO_NAME = frozenset((
    "i", "we", "im", "were", "yo", "live", "lives", "living", "vivo", "vivimos", "vive", "in", "en", "de", "del", "el",
    "la", "los", "las", "the", "a", "an", "un", "una", "at", "on", "my", "mi", "our", "near", "cerca", "by", "por", "con",
    "with", "and", "y", "county", "condado", "city", "ciudad", "of", "md", "maryland", "es", "is", "its", "it", "one",
    "uno", "that", "este", "esta", "ese", "esa", "area", "zona", "town", "pueblo", "from", "to", "a", "al", "stay", "staying",
    "college", "community", "cc", "school", "escuela", "high", "the", "but", "pero", "so", "well", "ok", "okay", "yes", "si",
    "no", "now", "ahora", "aqui", "here", "there", "alla", "right", "just", "solo", "like", "como", "mas", "o", "or",
    "university", "universidad", "univ",
))


def sound_spelling(name: str) -> str:
    """Return ``name`` (normalized words) respelled as it sounds, without spaces: "san maris" and
    "saint marys" -> "saintmaris"; "guor guic" and "wor wic" -> "worwik"; "dun dock", "dundalk" ->
    "dundok", "dundak"."""
    t = " " + normalize(name) + " "
    for pattern, repl in _SOUNDS:
        t = re.sub(pattern, repl, t)
    return re.sub(r"(.)\1+", r"\1", t.replace(" ", ""))


def _skeleton(spelled: str) -> str:
    """Return a sound spelling with each run of vowels as one "a" (the consonants' frame)."""
    return _VOWELS.sub("a", spelled)


@lru_cache(maxsize=8)
def _sounding(names: tuple) -> tuple:
    """Return (sound spellings, their skeletons, the names) of ``names``."""
    spelled = [sound_spelling(n) for n in names]
    return spelled, [_skeleton(s) for s in spelled], list(names)


@lru_cache(maxsize=1)
def _everyday() -> frozenset:
    """Return words and names that are no Maryland place: the chat's own vocabulary of answers,
    countries and places elsewhere (a run made only of them is no guess)."""
    words = set(_NO_NAME)
    for phrases in list(vocab.COUNTIES.get("outside-md", ())) + list(vocab.FOREIGN_PLACES) + list(countries()):
        words.add(normalize(phrases).replace(" ", ""))
    return frozenset(words)


# the rapidfuzz ratio from which a name typed with a typo is read as a known place's (or school's,
# screener.chat.schools.TYPO)
TYPED_RATIO = 90


def heard_place(text: str, names: dict, typed: float = TYPED_RATIO, sounded: float = 75) -> tuple:
    """Return the values (sorted) of the name in ``names`` (normalized name -> tuple of values)
    that a run of one to three words of ``text`` sounds like, else (): a run whose sound spelling
    is within ``typed`` (rapidfuzz ratio) of the name's (eight letters or more: a short word
    is too near too many names), or whose consonants' frame is the name's
    and its sound spelling within ``sounded`` (85 for one word). Runs of five letters or more only; a run naming a
    country or a place elsewhere, or of words that are no name, is none."""
    from rapidfuzz import fuzz
    from rapidfuzz import process

    # the ZIP data's shortened names ("howard co", "w hyattsville") are no names one says
    keys = tuple(sorted(n for n in names if len(n.replace(" ", "")) >= 4
                        and all(len(w) > 2 or w in ("st", "mt") for w in n.split())))
    spelled, skeletons, listed = _sounding(keys)
    found = {}
    for clause in re.split(r"[,;.!?:]|\b(?:but|pero|and|y)\b", fold_text(own(text))):
        words = normalize(clause).split()
        for i in range(len(words)):
            for j in range(i + 1, min(i + 3, len(words)) + 1):
                run = words[i:j]
                if run[0] in _NO_NAME or run[-1] in _NO_NAME or any(w.isdigit() for w in run):
                    continue
                squeezed = "".join(run)
                if len(squeezed) < 5 or squeezed in _everyday() or _elsewhere_name(" ".join(run)):
                    continue
                said = sound_spelling(" ".join(run))
                frame = _skeleton(said)
                for _, score, k in process.extract(said, spelled, scorer=fuzz.ratio, limit=5, score_cutoff=sounded):
                    if (score >= typed and len(squeezed) >= 8) or (skeletons[k] == frame and (j - i > 1 or score >= 85)):
                        found[listed[k]] = max(found.get(listed[k], 0), score + (j - i))  # the longer run wins a tie
    if not found:
        return ()
    top = max(found.values())
    return tuple(sorted({v for n, s in found.items() if s >= top - 2 for v in names[n]}))


def _elsewhere_name(run: str) -> bool:
    """Return True when the words ``run`` are a country's name, a Maryland post-office name that
    is no town (:data:`NOT_TOWNS`) or a town's outside Maryland ("Arlington"): no Maryland place misheard."""
    return bool(_country_pattern().fullmatch(run)) or run in NOT_TOWNS or run in _names_elsewhere()


@lru_cache(maxsize=1)
def _names_elsewhere() -> frozenset:
    return frozenset(name for name, _ in _towns_elsewhere()) - set(towns())


@lru_cache(maxsize=1)
def county_and_town_names() -> dict:
    """Return the names of Maryland's counties (English and Spanish) and towns -> jurisdictions,
    for :func:`heard_place` at the county question."""
    from .understand import county_options

    out = {name: counties for name, counties in towns().items()}
    for cid, phrases in county_options().items():
        if cid == "outside-md":
            continue
        for p in phrases:
            if len(p) >= 4 and p != "condado":
                out[p] = tuple(sorted(set(out.get(p, ())) | {cid}))
    return out
