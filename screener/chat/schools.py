"""Maryland's public high schools by name, from ``screener/data/md_high_schools.yaml`` (MSDE's
school directory and enrolment, sourced there), for a high school named without a place.

A school's name alone could be in another state ("Dover High" is in Delaware), so the chat reads
it back. A name on MSDE's list of Maryland public high schools is kept as "a high school in
Maryland" instead, listed in the reply's "Got it" so the student can correct it; a name not on
the list is read back as before. Only where the school is, never where the student lives: the
school's county is not the student's.

A name matches as MSDE writes it, its kind of school optional ("Paint Branch", "Paint Branch
High", "paint branch hs", "la prepa Paint Branch"; "Hancock" for "Hancock Middle Senior High"),
its titles and initials optional or titles said in full ("Zadok Magruder High", "Governor Thomas
Johnson" for "Col. Zadok Magruder High", "Gov. Thomas Johnson High").
A short name said alone ("Blair", "Einstein", "WJ", "Poly") is read by :func:`short_named`: a school's
own distinctive word, or a short name of the data file (each sourced there), read back naming the
school (fix33n). A name made only
of ordinary words ("Central High", "Northern High", "International High School") names schools
in every state, and is never matched; nor is a name that is the tail of a longer one ("West
Potomac High" is in Virginia) or the head of another place ("Bowie State").
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..policy import load_md_high_schools
from . import vocab
from .places import TYPED_RATIO
from .understand import fold
from .understand import normalize


@dataclass(frozen=True)
class School:
    """One school of the list: its name as MSDE writes it, its county (where the school is) and city."""

    name: str
    county: str
    city: str


# The kind of school said after its name (optional in a match): "High", "HS", "High School",
# "Senior High", "Middle/High", "Middle & High"
_KIND = r"(?:middle\s+(?:and\s+)?)?(?:senior\s+)?(?:high\s+school|highschool|high|hs)"
_KIND_AT_END = re.compile(r"\s+" + _KIND + r"$")
_KIND_AFTER = re.compile(r"^\s+(?:senior\s+)?(?:high\s+school|highschool|high|hs|secondary)\b")
# Words of rank or title before a person's name in a school's name ("Col. Zadok Magruder", "Dr.
# Henry A. Wise, Jr."), optional in a match, as initials are
_TITLES = frozenset(("col", "gov", "dr", "jr", "sr", "mr", "mrs", "gen"))
# ... or said in full ("Governor Thomas Johnson")
_TITLES_IN_FULL = {"col": "colonel", "gov": "governor", "dr": "doctor", "gen": "general"}
# Ordinary words that, alone, name no one school (directions, kinds of school)
_ORDINARY = frozenset(("central", "northern", "southern", "eastern", "western", "north", "south", "east", "west",
                       "northeast", "northwest", "southeast", "southwest", "international", "evening", "virtual",
                       "technical", "vocational", "alternative", "regional", "county", "city", "community",
                       "academy", "school", "high", "senior", "middle", "the"))
# Words that may stand before a school's name in a message (no part of another name):
# articles, "at", "from", school words, verbs of going or finishing, in both languages
_BEFORE = frozenset((
    "a", "an", "the", "at", "from", "to", "in", "of", "by", "la", "el", "las", "los", "una", "un", "en", "de", "del",
    "desde", "mi", "my", "his", "her", "su", "our", "nuestra", "and", "y", "but", "pero", "also", "tambien", "now", "ahora",
    "i", "im", "me", "yo", "he", "she", "el", "ella", "is", "was", "its", "it", "es", "era", "fue", "va", "iba", "voy", "fui",
    "go", "goes", "going", "went", "attend", "attends", "attended", "attending", "graduated", "graduate", "graduating",
    "finished", "finishing", "finish", "done", "gradue", "graduo", "graduare", "termine", "termino", "estudie",
    "estudio", "estudia", "asisto", "asiste", "senior", "junior", "student", "estudiante", "school", "escuela",
    "prepa", "preparatoria", "colegio", "secundaria", "high", "hs", "called", "named", "llamada", "llama", "se",
    "grade", "grado", "th", "year", "ano", "class", "clase", "out", "diploma", "is", "am", "soy", "estoy", "just", "solo",
    # the year or grade said in words, in both languages (fix36e: "estoy en el último año en Montgomery Blair",
    # "I'm in my last year at Paint Branch", "cursando el cuarto año en …": the school was not read)
    "last", "final", "ultimo", "ultima", "cuarto", "tercer", "tercero", "twelfth", "eleventh", "doceavo", "onceavo",
    "duodecimo", "undecimo", "decimo", "curso", "cursando", "cursa", "mis",
    "terminando", "graduandose",  # (fix42k: "está terminando en Springbrook")
))
# Words after a name that make it another place ("Bowie State", "Northwood Elementary")
_NOT_AFTER = frozenset(("state", "university", "univ", "universidad", "college", "community", "middle", "elementary", "elem",
                        "es", "ms", "primary", "primaria", "park", "mall", "road", "rd", "street", "st", "avenue", "ave"))
# A grade said in figures beside a school's name ("12th", "12", "12vo")
_GRADE_NUMBER = re.compile(r"\d+[a-z]{0,3}")
# What else an answer that is a school's name alone may say ("la prepa Northwood", "at northwood")
_FILLER = _BEFORE | frozenset(("school", "escuela", "one", "la", "el"))


def _keys(name: str) -> set:
    """Return the ways ``name`` (as MSDE writes it) is matched: the name, the name without its
    kind of school ("Paint Branch"), each without titles and initials ("Zadok Magruder")."""
    full = normalize(name)
    core = _KIND_AT_END.sub("", full)
    # (a school's name said before "High and …", "High School of …": "Patapsco High and Center for
    # Arts", "Thomas Edison High School of Technology")
    core = re.sub(r"\s+high(?:\s+school)?\s+(?:and|of)\s+.*$", "", core)
    out = set()
    in_full = " ".join(_TITLES_IN_FULL.get(w, w) for w in core.split())
    for k in (full, core, in_full, " ".join(w for w in core.split() if len(w) > 1 and w not in _TITLES)):
        words = k.split()
        if words and not all(w in _ORDINARY for w in words) and len(k) >= 4:
            out.add(k)
    return out


@lru_cache(maxsize=1)
def _index() -> tuple:
    """Return ``(pattern, {key: (School, ...)})`` of every school's keys, longest first."""
    by_key = {}
    for name, county, city in load_md_high_schools():
        for k in _keys(name):
            by_key.setdefault(k, []).append(School(name, county, city))
    keys = sorted(by_key, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(re.escape(k) for k in keys) + r")\b")
    return pattern, {k: tuple(v) for k, v in by_key.items()}


def md_high_schools_named(text: str, typos: bool = True) -> tuple:
    """Return the Maryland public high schools (:class:`School`) that ``text`` names, or ().

    A key of a school (:func:`_keys`) matches as a whole name: at the start of a clause or after
    a word that is no part of a name (:data:`_BEFORE`), and not followed by a word that makes it
    another place (:data:`_NOT_AFTER`). A name of one word ("Northwood") needs its kind of school
    after it ("Northwood High", "northwood hs"), or to be all the answer says beside words of
    going to school ("Northwood", "la prepa Northwood", "at northwood")."""
    pattern, by_key = _index()
    found = []
    for clause in re.split(r"[,;.!?()]|\b(?:but|pero)\b", fold(text)):
        norm = normalize(clause)
        for m in pattern.finditer(norm):
            before = norm[:m.start()].split()
            after = norm[m.end():].split()
            if before and before[-1] not in _BEFORE:
                continue  # the tail of a longer name ("west potomac high")
            if after and after[0] in _NOT_AFTER:
                continue  # another place of that name ("bowie state")
            key = m.group(1)
            kind = bool(_KIND_AFTER.match(norm[m.end():])) or bool(_KIND_AT_END.search(key))
            if len(key.split()) == 1 and not kind and not all(w in _FILLER or _GRADE_NUMBER.fullmatch(w) for w in before + after):
                continue  # one word, in a sentence: maybe a town or a person ("i live in northwood")
            found.extend(s for s in by_key[key] if s not in found)
    return tuple(found) or (md_high_schools_typed(text) if typos else ())


# A name typed with a typo ("nortwood high", "paint brach", "walt whitmen") is matched as
# screener/chat/places.py matches a town typed so (:func:`screener.chat.places.town_typo`, rapidfuzz
# on the name without its spaces) at the ratio and length of its typed names
# (:func:`screener.chat.places.heard_place`: 90, eight letters or more: a short word is too near
# too many names), one school only (another name within 3 points makes it a guess).
TYPO = TYPED_RATIO
TYPO_LETTERS = 8


@lru_cache(maxsize=1)
def _typo_keys() -> tuple:
    """Return ``(squeezed keys, {squeezed key: (School, ...)})`` of the schools' names without
    their kind of school, of :data:`TYPO_LETTERS` letters or more."""
    _, by_key = _index()
    out = {}
    for key, schools in by_key.items():
        core = _KIND_AT_END.sub("", key)
        squeezed = core.replace(" ", "")
        if len(squeezed) >= TYPO_LETTERS and not all(w in _ORDINARY for w in core.split()):
            out.setdefault(squeezed, set()).update(schools)
    return tuple(out), {k: tuple(sorted(v, key=lambda s: s.name)) for k, v in out.items()}


def md_high_schools_typed(text: str, cutoff: float = TYPO) -> tuple:
    """Return the school of :func:`typed_school` as a 1-tuple, else ()."""
    match = typed_school(text, cutoff)
    return (match[0],) if match else ()


def typed_school(text: str, cutoff: float = TYPO):
    """Return ``(School, rest)`` for the one Maryland public high school whose name ``text`` says
    with a typo ("nortwood high", "senior at walt whitmen", "paint brach"), ``rest`` the words of
    its clause beside the name and its kind; else None.

    A run of one to four words of a clause, placed as a name is in :func:`md_high_schools_named`
    (after the clause's start or a word that is no part of a name, not before a word that makes
    it another place), its kind of school left out, is compared without its spaces with the
    schools' names of :data:`TYPO_LETTERS` letters or more (rapidfuzz ratio at ``cutoff``); a
    name of one word needs its kind after it, or to be all the clause says beside words of going
    to school. Another school within 3 points of the best makes it no match (a guess)."""
    from rapidfuzz import fuzz
    from rapidfuzz import process

    keys, schools_of = _typo_keys()
    best = {}
    for clause in re.split(r"[,;.!?()]|\b(?:but|pero)\b", fold(text)):
        words = normalize(clause).split()
        for i in range(len(words)):
            if i and words[i - 1] not in _BEFORE or words[i] in _BEFORE:
                continue
            for j in range(i + 1, min(i + 4, len(words)) + 1):
                after = words[j:]
                if after and after[0] in _NOT_AFTER or words[j - 1] in _BEFORE:
                    continue
                core = _KIND_AT_END.sub("", " " + " ".join(words[i:j])).strip()
                kind = core != " ".join(words[i:j]) or bool(_KIND_AFTER.match(" " + " ".join(after)))
                if not core or any(not w.isalpha() for w in core.split()):
                    continue
                squeezed = core.replace(" ", "")
                if len(squeezed) < TYPO_LETTERS:
                    continue
                if len(core.split()) == 1 and not kind and not all(
                        w in _FILLER for w in words[:i] + [w for w in after if not _KIND_AFTER.match(" " + w)]):
                    continue  # one word, in a sentence: maybe a town or a person
                rest = words[:i] + _KIND_AFTER.sub(" ", " " + " ".join(after), count=1).split()
                for key, score, _ in process.extract(squeezed, keys, scorer=fuzz.ratio, limit=3, score_cutoff=cutoff - 3):
                    for school in schools_of[key]:
                        if score > best.get(school, (0,))[0]:
                            best[school] = (score, rest)
    if not best:
        return None
    top = max(score for score, _ in best.values())
    near = {s for s, (score, _) in best.items() if score >= top - 3}
    if top < cutoff or len({s.name for s in near}) != 1:
        return None
    school = max(near, key=lambda s: best[s][0])
    return school, best[school][1]


# Words of another person in a clause: their school, not the student's ("he went to Northwood")
_SOMEONE_ELSE = frozenset(("he", "she", "his", "her", "they", "their", "el", "ella", "ellos", "su", "sus"))
_STUDENT_SAID = frozenset(("he", "she", "el", "ella"))  # (the student, to someone writing for them)
_STUDENT_IS = frozenset(("s", "hes", "shes", "esta", "anda", "va"))  # ("he's at", "hes at", "está en", "va a": the student's verb)
_STUDENT_IN_GRADE = re.compile(r"\b(?:(?:he|she)\s*s|(?:he|she)\s+is|(?:(?:el|ella)\s+)?(?:es|esta\s+en))\s+(?:(?:a|an|un|una|el|la)\s+)?"
                               r"(?:senior|junior|sophomore|freshman|12th|11th|(?:9|10|11|12)th grader|12|11|ultimo ano|doce)\b"
                               # (fix42k) or finishing there now ("she's finishing at Springbrook", "está terminando en Blair")
                               r"|\b(?:(?:he|she)\s*s|(?:he|she)\s+is|(?:(?:el|ella)\s+)?esta)\s+(?:finishing|graduating|terminando|graduandose)\b")

# "el" of Spanish is "the" as well as "he" (él, its accent left out): before a word of the school year
# or grade, or a school's name, it is the article ("estoy en el último año en Montgomery Blair", "curso
# el doceavo grado", "voy al … / en el Blair"), no one else's school (fix36e: the school was not read)
_EL_ARTICLE = re.compile(r"\bel(?=\s+(?:ultimo|ultima|ano|grado|cuarto|tercer|tercero|doceavo|onceavo|duodecimo|undecimo|decimo|"
                         r"noveno|colegio|high|hs|diploma|programa|instituto|curso|semestre|senior|junior)\b)")


def _named_after_el(norm: str) -> str:
    """Return ``norm`` with an "el" right before a Maryland high school's name taken out (the article:
    "estudio en el Montgomery Blair")."""
    return _el_before_name().sub(" ", norm) if " el " in f" {norm} " else norm


@lru_cache(maxsize=1)
def _el_before_name() -> re.Pattern:
    """Return the pattern of an "el" right before a key of a school's name (:func:`_index`)."""
    pattern, _ = _index()
    return re.compile(r"\bel\s+(?=" + pattern.pattern[2:] + ")")


# Words that split a message into clauses, besides punctuation
_CLAUSE_SPLIT = r"[,;.!?()]|\b(?:and|y|but|pero|then|luego|also|tambien)\b"


def md_high_school_clause(text: str) -> tuple:
    """Return the Maryland public high schools (:class:`School`) named by a clause of ``text``
    that says nothing but the school's name, its kind and the words of going to it ("northwood",
    "en la de Northwood", "at Duval hs"), another clause saying something else ("northwood,
    graduating in june", "duval y voy a ir a pgcc"); else ().

    The name matches the list (:func:`md_high_schools_named`), never a clause's position: "first
    time, and i live in bowie" names no school. Another person's school ("he went to Northwood")
    is none."""
    from .understand import writes_for_student

    pattern, by_key = _index()
    found = []
    # (fix36g) to someone writing for the student, "he"/"she" is the student ("he's at Oakland Mills",
    # "ella está en Northwood"): a school named so is the student's; "his"/"their" still someone else's
    # (and, with no one else named, to a message saying that "he"/"she" is in high school now: "he's at
    # Oakland Mills, he's a senior" answers for the student, as a parent does)
    student = writes_for_student() or (bool(_STUDENT_IN_GRADE.search(normalize(text)))
                                       and not set(normalize(text).split()) & set(vocab.RELATIVES + vocab.SIBLING_WORDS))
    else_ = _SOMEONE_ELSE - _STUDENT_SAID if student else _SOMEONE_ELSE
    filler = _FILLER | _STUDENT_IS if student else _FILLER
    for clause in re.split(_CLAUSE_SPLIT, fold(text)):
        norm = normalize(clause)
        if not norm or set(_EL_ARTICLE.sub(" ", _named_after_el(norm)).split()) & else_:
            continue
        if student:  # (fix42k) the student's subject and verb are no words of a place ("she s finishing at springbrook")
            norm = " ".join(w for w in norm.split() if w not in _STUDENT_IS | _STUDENT_SAID)
        schools = md_high_schools_named(norm, typos=False)
        if not schools:
            typed = typed_school(norm)
            if typed and all(w in filler for w in typed[1]):
                found.extend(s for s in (typed[0],) if s not in found)
            continue
        m = pattern.search(norm)
        while m is not None and not any(s in schools for s in by_key[m.group(1)]):
            m = pattern.search(norm, m.end())
        if m is None:
            continue
        rest = norm[:m.start()] + " " + _KIND_AFTER.sub(" ", norm[m.end():], count=1)
        if all(w in filler or _GRADE_NUMBER.fullmatch(w) for w in rest.split()):  # ("in 12th grade at …", "en 12 en …")
            found.extend(s for s in schools if s not in found)
    return tuple(found)


# Words just before a school's name that say one studies there ("a senior at", "12th grade at", "voy a
# la prepa de"): a name that is also a town's ("Glen Burnie") is then the school, not a home. Only
# the words that run up to the name count (:func:`_studied_at`): "a senior and we live in Glen
# Burnie", "I'm 17 and live in Glen Burnie" say the home
_AT_SCHOOL = re.compile(r"\b(?:senior|junior|sophomore|freshman|grade|grado|attend|attends|attending|student|estudiante|"
                        r"estudio|estudia|asisto|asiste|graduate|graduating|graduated|gradue|graduo|school|escuela|prepa|"
                        r"preparatoria|secundaria|hs|(?:9|10|11|12)(?:st|nd|rd|th|vo|mo|no|o)?|9no|10mo|11vo|"
                        r"(?:last|final|ultimo|cuarto|tercer|tercero) (?:year|ano)|cursando|curso)\b")


def _studied_at(before: list) -> bool:
    """Return True when the words ``before`` a school's name end in a run of words that may stand
    before a name (:data:`_BEFORE`, a grade in figures) saying one studies there (:data:`_AT_SCHOOL`)."""
    run = []
    for w in reversed(before):
        if w not in _BEFORE and not _GRADE_NUMBER.fullmatch(w):
            break
        run.append(w)
    return bool(_AT_SCHOOL.search(" ".join(reversed(run))))


def school_names_out(text: str) -> str:
    """Return ``text`` (folded) without the names of Maryland public high schools said in it
    ("she goes to north harford": the school's name holds a county's; where one studies is not
    where one lives; "south hagerstown" holds a town's), a name that is also a town's or a
    neighbourhood's ("Glen Burnie") left in unless said as where one studies ("a senior at glen burnie").
    Only names as :func:`md_high_schools_named` matches them."""
    from .places import towns_in

    pattern, _ = _index()
    out = fold(text)
    for clause in re.split(r"[,;.!?()]|\b(?:but|pero)\b", out):
        norm = normalize(clause)
        for m in pattern.finditer(norm):
            key = m.group(1)
            before, after = norm[:m.start()].split(), norm[m.end():].split()
            if (before and before[-1] not in _BEFORE) or (after and after[0] in _NOT_AFTER):
                continue
            if any(town == key for town, _ in towns_in(key)) and not _studied_at(before):
                continue  # the name of a town too ("Glen Burnie"), not said as where one studies
            if len(key.split()) == 1 and not _KIND_AFTER.match(norm[m.end():]) and not _KIND_AT_END.search(key):
                continue  # one word alone: maybe a place
            out = re.sub(r"\b" + r"\W+".join(map(re.escape, key.split())) + r"\b", " ", out)
    return out


# Words of a school's name too common to name one school alone ("Mill" of "Old Mill" and "Watkins
# Mill", "Academy", "Arts"), besides :data:`_ORDINARY` and the titles; with a county's or a town's name
# ("Montgomery" of "Montgomery Blair", "Bowie"), a first name, or "Maryland", they are never a short name
_NOT_SHORT = frozenset(("maryland", "institute", "center", "centre", "career", "careers", "technology", "science",
                        "sciences", "arts", "art", "learning", "program", "early", "college", "preparatory", "prep",
                        "charter", "public", "education", "leadership", "success", "upper", "lower", "secondary",
                        "magnet", "online", "excellence", "innovation", "design", "global", "mill", "mills", "park",
                        "ridge", "hill", "hills", "valley", "river", "lake", "point", "creek", "springs", "spring",
                        "forest", "woods", "view", "glen", "grove", "heights", "mount", "saint", "new", "old", "life",
                        "skills", "special", "program", "programs", "options", "success", "transition", "transitions",
                        "campus", "student", "students", "support", "services", "youth", "young", "women", "men",
                        "john", "james", "thomas", "william", "george", "mary", "walter", "winston", "stephen",
                        "henry", "francis", "frederick", "joseph", "robert", "charles", "edward", "paul", "richard",
                        "benjamin", "samuel", "david", "elizabeth", "anne", "grace", "juan", "jose", "street",
                        "educational", "math", "rock", "reach", "edlp", "country", "job", "development", "special",
                        # ordinary words and pieces of a place's or a two-word name ("Paint Branch", "Glen Burnie")
                        "choice", "clear", "great", "green", "health", "long", "town", "medical", "national",
                        "opportunity", "children", "based", "studies", "foundation", "exploration", "gateway", "excel",
                        "rising", "wood", "lane", "hall", "fort", "island", "queen", "paint", "chevy", "chase", "branch",
                        "burnie", "severna", "havre", "annes", "arundel", "pgcc", "plata", "michaels", "stem", "inst",
                        "knolls", "manor", "terrace", "orchard", "monument", "seed", "cove", "battle", "swan", "snow",
                        "flowers", "maiden", "digital", "visual", "renaissance", "revolutionary", "achievement",
                        "partnership", "neighbors", "connexions", "westside", "mountain", "chapel", "cedar", "harbor",
                        "coppin", "adol", "bcdc", "aacps"))


@lru_cache(maxsize=1)
def _short_index() -> dict:
    """Return ``{short name: (School, ...)}``: the short names of the data file (``short_names``,
    each sourced there: "wj", "poly", "b cc") and each school's own distinctive words ("blair" of
    "Montgomery Blair High", "decatur" of "Stephen Decatur High"): a word of four letters or more
    of its name without its kind, no ordinary word (:data:`_ORDINARY`, :data:`_NOT_SHORT`, a title),
    no county's or town's name. A name of one word is matched already (:func:`md_high_schools_named`)."""
    from ..policy import load_md_high_school_short_names
    from .places import towns_in
    from .understand import county_options
    from .understand import pick

    out = {}
    for name, county, city in load_md_high_schools():
        school = School(name, county, city)
        core = re.sub(r"\s+high(?:\s+school)?\s+(?:and|of)\s+.*$", "", _KIND_AT_END.sub("", normalize(name)))
        words = core.split()
        if len(words) < 2:
            continue
        for w in set(words):
            if len(w) >= 4 and w.isalpha() and w not in _ORDINARY and w not in _NOT_SHORT and w not in _TITLES \
                    and w not in _TITLES_IN_FULL.values() and not towns_in(w) and not pick(w, county_options(), exact_only=True).value:
                out.setdefault(w, []).append(school)
    for short, name, county, city in load_md_high_school_short_names():
        out.setdefault(normalize(short), []).append(School(name, county, city))
    return {k: tuple(sorted(set(v), key=lambda s: s.name)) for k, v in out.items()}


def short_named(text: str) -> tuple:
    """Return the Maryland public high schools a message names by a short name alone ("blair",
    "wj", "la prepa Decatur", "at poly"): the whole answer, beside words of going to school
    (:data:`_FILLER`) and its kind ("blair high"), is a short name of :func:`_short_index`; one school
    is that school, more are to be asked between; else ()."""
    said = short_name_said(text)
    return _short_index().get(said, ()) if said else ()


# Who goes there and when, said around a short name by whoever types ("mi hija va a la blair",
# "she's finishing at blair this year"): the student and this year, no part of a school's name (fix34r)
_WHO_AND_WHEN = frozenset(("son", "daughter", "kid", "child", "hijo", "hija", "nieto", "nieta", "grandson", "granddaughter",
                           "brother", "sister", "hermano", "hermana", "sobrino", "sobrina", "nephew", "niece", "stepson",
                           "stepdaughter", "hijastro", "hijastra", "shes", "hes", "s", "this", "este", "esta", "finishing",
                           "terminando", "going", "goes", "va", "currently", "ahorita", "ahora"))


def short_name_said(text: str) -> str:
    """Return the words of ``text`` that may be a short name: without words of going to school
    (:data:`_FILLER`) and its kind ("la prepa Decatur" -> "decatur"), normalized."""
    words = [w for w in normalize(fold(text)).split() if w not in _FILLER and w not in _WHO_AND_WHEN]
    return _KIND_AT_END.sub("", " " + " ".join(words)).strip()
