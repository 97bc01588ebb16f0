"""Understand a student's own words as the answer to one flow question, in English or Spanish.

:func:`read` turns a message into the *form values* that
:meth:`screener.flow.Flow.parse` takes (``{"agi": "$45k"}``, ``{"hs_gpa": "3,4"}``,
``{"county": "prince-georges"}``), so the web form's validation and error messages apply
unchanged. Choices, counties and colleges are found by phrase: an exact phrase in the
message wins (the longest one), else a fuzzy match (rapidfuzz) on the message's words; when
two or more fit about equally the caller asks back with them. :func:`volunteered` finds
facts given beyond the question ("I live in Howard County and my family makes 60k"), and
:func:`command` finds "start over", "go back" and "change my income".
"""
from __future__ import annotations

import datetime as dt
import re
import unicodedata
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from dataclasses import replace
from functools import lru_cache
from functools import wraps

from rapidfuzz import fuzz
from rapidfuzz import process

from .. import core
from .. import typed
from ..memo import Scoped
from ..answers import OUTSIDE_MD
from ..i18n import LANGUAGES
from ..i18n import N_
from ..i18n import Money
from ..i18n import Msg
from ..i18n import render
from ..parsing import DECIMAL
from ..parsing import SMALL_AMOUNT
from ..parsing import WHOLE
from ..parsing import parse_number
from ..parsing import short_income
from ..policy import load_directory
from ..rules import DUAL_ENROLLMENT_NOTE
from ..rules import in_high_school
from ..rules import income_counted
from ..rules import not_combined_why
from ..rules import single_household_why
from ..rules import second_parent_counts
from ..rules import SINGLE_IN_HIGH_SCHOOL  # noqa: F401 - the rules' why, named here as before
from ..serialize import run
from . import numbers as numtext
from . import reading
from .numbers import self_corrected  # noqa: F401 - the engine asks it too
from . import vocab
from .session import PARENT_EARNERS
from .session import MAX_EARNERS

ACCEPT = 88  # fuzzy score (0-100) taken as the answer when no other option is close
SUGGEST = 75  # fuzzy score from which options are offered back
UNSURE_KEY = "__unsure__"
_MAX_WORDS = 60  # fuzzy matching looks at the first words only (messages are at most 2,000 characters)


# --- text ----------------------------------------------------------------------------------


# Within one message the same text is folded, normalized and scored against the same phrases
# hundreds of times (every vocabulary phrase against the message, by each reader): those pure
# functions remember their results while one message is read (:func:`one_message`, entered by
# ``respond``, as ``core.remembering`` shares the engine's runs within a request) and forget them
# when it is answered: nothing a student typed outlives the message. bench/chat_speed.py measures it.
_MEMO = Scoped("screener_chat_memo")
per_message = _MEMO.remembered  # (a decorator: remember a pure reader's results while a message is read)


# Class (fix30h, a newcomer's finding): a grandparent, guardian, aunt or uncle writing for the student
# (said in any message: "I'm her grandma", "soy la abuela") is not one of the student's parents: "me,
# her and her mom" is then one parent at home, never the writer counted as a second ($150,000 for
# $100,000). Set by the engine for the message being read (:func:`kin_writing`).
_KIN_WRITES = ContextVar("screener_chat_kin_writes", default=False)


@contextmanager
def kin_writing(flag):
    """Let the readers know, while the block runs, whether a grandparent or guardian writes (``flag``:
    True, or who writes, "kin" or "sibling", as :func:`writer_of` reads it; False or "": no relative)."""
    token = _KIN_WRITES.set(flag if flag in ("kin", "sibling") else bool(flag))
    try:
        yield
    finally:
        _KIN_WRITES.reset(token)


def kin_writes() -> bool:
    """Return True while a message of a grandparent's or guardian's conversation is read (:func:`kin_writing`)."""
    return bool(_KIN_WRITES.get())


def kin_writer() -> str:
    """Return who writes while a message is read (:func:`kin_writing`): "kin", "sibling", else ""."""
    kind = _KIN_WRITES.get()
    return kind if kind in ("kin", "sibling") else ""


# A grandparent or guardian named at the household question, no parent: whose income the law counts,
# said to the student, or (fix35d) to someone writing for them ("the adults the student lives with")
GUARDIAN_HOME = N_("The law counts your parents' income (or your spouse's), not a grandparent's or guardian's, and your college's financial aid office decides in cases like yours. For now, which is closest: two parents, one parent, married, or single and supporting yourself?")
GUARDIAN_HOME_STUDENT = N_("The law counts the student's parents' income (or a spouse's), not the income of the other adults the student lives with, such as a grandparent or guardian, and the college's financial aid office decides in cases like this. For now, which is closest for the student: two parents, one parent, married, or single and supporting themselves?")


# Someone writes for the student (a parent, grandparent, guardian, brother or sister): the engine's
# box for the message being read ([True] then; engine._speaking_of_student, engine._of_student), so
# that the writer's own facts said beside the student's are told apart (:func:`writes_for_student`)
FOR_STUDENT = ContextVar("screener_chat_writes_for_student", default=None)


def writes_for_student() -> bool:
    """Return True while a message of someone writing for the student is read (:data:`FOR_STUDENT`)."""
    box = FOR_STUDENT.get()
    return bool(box and box[0])


@contextmanager
def one_message():
    """Let :func:`per_message` functions, and the engine's runs (``core.remembering``), remember
    while the block runs (inside another such block, the outer one's memory is used); forget at its end."""
    with _MEMO.scope(), core.remembering():
        yield


# Class (fix35h): Spanish "hora" written without its silent h ("16 dólares la ora", "15 por ora", "40 oras a la
# semana") was no pay period: the rate and its hours went to the FAQ ("no sé la respuesta"), or "16 la ora" was
# read as $16,000 a year. A word of the hour's where it follows an amount (or hours follow a number): so spelled
# in the words every reader reads (:func:`fold`), the message as typed kept; "ora" elsewhere ("por ora" is
# "por ahora") is left as typed.
_ORA = re.compile(r"(?<=\d)(?P<amt>[\d.,]*\s*(?:\$|dolares|dolar|dlls?|dls|bucks|dollars)?\s*(?:la|por|a la|cada|x|/|the|an?)\s+)"
                  r"ora\b|(?<=\d)(?P<hrs>\s*)oras\b")


def _hour_spelled(folded: str) -> str:
    """Return the ``folded`` text with "ora"/"oras" after an amount or a number spelled "hora"/"horas"
    (:data:`_ORA`)."""
    if "ora" not in folded:
        return folded
    return _ORA.sub(lambda m: f"{m.group('amt')}hora" if m.group("amt") is not None else f"{m.group('hrs')}horas", folded)


@per_message
def fold(text: str) -> str:
    """Return ``text`` lower-cased, without accents or apostrophes ("¿Qué?" -> "¿que?"), Spanish
    "hora" written with its silent h where it follows an amount (:data:`_ORA`: "16 la ora" -> "16 la hora")."""
    t = unicodedata.normalize("NFKD", numtext.ascii_digits(text).lower())
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    return _hour_spelled(re.sub(r"['’`´]", "", t))


@per_message
def normalize(text: str) -> str:
    """Return ``text`` folded (:func:`fold`) with anything but letters and digits as single spaces."""
    return " ".join(re.sub(r"[^a-z0-9]+", " ", fold(text)).split())


def contains(norm: str, phrase: str) -> bool:
    """Return True when the normalized ``phrase`` stands in ``norm`` as whole words."""
    return f" {phrase} " in f" {norm} "


def contains_any(norm: str, phrases) -> bool:
    """Return True when any of ``phrases`` stands in ``norm`` (:func:`contains`)."""
    return any(contains(norm, p) for p in phrases)


@per_message
def phrase_score(norm: str, phrase: str) -> float:
    """Return how well ``phrase`` appears in the normalized message ``norm``, 0-100.

    100 when it stands there as whole words (a one-letter phrase only as the whole
    message); else, for phrases of 4+ characters, the best rapidfuzz ratio against the
    message's runs of as many words (so typos count: "prince georgs"). A run counts only
    when it starts with the phrase's letter and has as many letters as the phrase's shortest
    sensible typo (so "alert" is not "calvert", nor "12" anything).
    """
    if not phrase:
        return 0.0
    if len(phrase) == 1:
        return 100.0 if norm == phrase else 0.0
    if contains(norm, phrase):
        return 100.0
    if len(phrase) < 4:
        return 0.0
    letters = sum(map(str.isalpha, phrase))
    windows = [run for run, run_letters in _runs(norm, phrase.count(" ") + 1).get(phrase[0], ())
               if run_letters >= letters * 0.6]
    best = process.extractOne(phrase, windows, scorer=fuzz.ratio) if windows else None
    return float(best[1]) if best else 0.0


@per_message
def _runs(norm: str, n: int) -> dict:
    """Return the runs of ``n`` words of ``norm`` (its first :data:`_MAX_WORDS` words; the whole
    of a shorter message) as ``{first character: [(run, letters in it), …]}`` (:func:`phrase_score`)."""
    tokens = norm.split()[:_MAX_WORDS]
    runs = {}
    for i in range(max(1, len(tokens) - n + 1)):
        run = " ".join(tokens[i:i + n])
        runs.setdefault(run[:1], []).append((run, sum(map(str.isalpha, run))))
    return runs


@dataclass(frozen=True)
class Pick:
    """The outcome of :func:`pick`: one ``value``, or ``candidates`` to ask back (or neither)."""

    value: str | None = None
    candidates: tuple = ()


# Class (dev24: "new, never had it before" kept as a renewal unasked, "had it before" being the
# longer phrase): a phrase standing only right after a word that negates it names nothing ("never
# had it", "not married", "nunca la tuve"); "no" is left out (it answers on its own: "no, I had it")
_NEGATORS = frozenset(("never", "not", "nunca", "jamas", "dont", "didnt", "havent", "hasnt", "wasnt", "werent", "isnt", "aint"))


# Class (fix37h, a wrong value read back): a phrase followed at once by a word saying it was a
# mistake is the idiom of a correction ("I had it wrong before", "I got it mixed up", "lo tenía
# mal"), never the phrase ("had it before": a renewal read back from a correction of the pay)
_UNDOERS = frozenset(("wrong", "mixed", "backwards", "backward", "confused", "incorrect", "mal", "equivocado", "equivocada", "al"))


def _unless_negated(norm: str, phrase: str, score: float) -> float:
    """Return ``score``, or 0 when ``phrase`` stands in ``norm`` only right after a negating word
    (:data:`_NEGATORS`) and doesn't begin with one itself, or only right before a word that says
    it was a mistake (:data:`_UNDOERS`) (:func:`pick`)."""
    if score >= 100 and not _UNDOERS.isdisjoint(norm.split()):
        spots = list(re.finditer(rf"(?<!\S){re.escape(phrase)}(?!\S)", norm))
        if spots and all(norm[m.end():].split()[:1] and norm[m.end():].split()[0] in _UNDOERS
                         and (norm[m.end():].split()[0] != "al" or norm[m.end():].split()[1:2] == ["reves"]) for m in spots):
            return 0.0
    if score < 100 or phrase.split()[0] in _NEGATORS or _NEGATORS.isdisjoint(norm.split()):
        return score
    before = [norm[:m.start()].split()[-1:] for m in re.finditer(rf"(?<!\S){re.escape(phrase)}(?!\S)", norm)]
    return 0.0 if before and all(b and b[0] in _NEGATORS for b in before) else score


def pick(norm: str, options: dict, exact_only: bool = False) -> Pick:
    """Pick the option a normalized message names.

    :param options: value -> normalized phrases naming it
    :param exact_only: only phrases standing in the message count (no fuzzy matching)
    :return: the value whose phrase stands in the message (the longest such phrase wins; a
        tie gives candidates); else the fuzzy best at :data:`ACCEPT` or more with no other
        value close; else the values at :data:`SUGGEST` or more as candidates.
    """
    ranked = []
    for value, phrases in options.items():
        best = max(((_unless_negated(norm, p, phrase_score(norm, p)), len(p)) for p in phrases), default=(0.0, 0))
        if not exact_only or best[0] == 100:
            ranked.append((best, value))
    ranked.sort(key=lambda r: r[0], reverse=True)
    if not ranked or ranked[0][0][0] < SUGGEST:
        return Pick()
    (top, top_len), value = ranked[0]
    if top == 100:
        ties = tuple(v for (s, n), v in ranked if s == 100 and n == top_len)
        return Pick(value) if len(ties) == 1 else Pick(None, ties)
    close = tuple(v for (s, _), v in ranked if s >= max(SUGGEST, top - 6))
    if top >= ACCEPT and len(close) == 1:
        return Pick(value)
    return Pick(None, close[:4])


# --- options for choice-like questions ----------------------------------------------------------

_BOOLEAN = {"yes": vocab.YES, "true": vocab.YES, "no": vocab.NO, "false": vocab.NO, "unsure": vocab.UNSURE}
_COLLEGE_FILLER = {"community", "college", "of", "the"}


def _labels(text: str) -> tuple:
    """Return a label msgid normalized in every language (for matching typed labels)."""
    return tuple({normalize(render(text, lang)) for lang in LANGUAGES})


def _choice_options(q) -> dict:
    out = {}
    for c in q.choices:
        phrases = (normalize(c.value.replace("_", " ")),) + _labels(c.label)
        extra = vocab.YESNO_WORDS.get(q.id, {}).get(c.value, ())
        out[c.value] = extra + phrases + vocab.CHOICES.get(q.id, {}).get(c.value, ()) + _BOOLEAN.get(c.value, ())
    return out


@lru_cache(maxsize=1)
def county_options() -> dict:
    """Return county id (and ``outside-md``) -> phrases naming it, both languages."""
    out = {}
    for cid, j in load_directory().jurisdictions.items():
        name = normalize(j["name"])
        base = name.removesuffix(" county")
        out[cid] = (name, base, f"condado de {base}", f"{base} county") + vocab.COUNTIES.get(cid, ())
    out[OUTSIDE_MD] = vocab.COUNTIES[OUTSIDE_MD]
    return out


@lru_cache(maxsize=1)
def _college_options() -> dict:
    d = load_directory()
    out = {}
    for cid, c in d.colleges.items():
        name = normalize(c.name)
        short = " ".join(w for w in name.split() if w not in _COLLEGE_FILLER)
        served = tuple(p for county in c.counties for p in county_options()[county][1:])
        out[cid] = (name, short, cid.replace("-", " ")) + served + vocab.COLLEGES.get(cid, ())
    return out


@lru_cache(maxsize=1)
def _college_names() -> dict:
    """Return college id -> the names that mean the college itself (not its counties)."""
    out = {}
    for cid, c in load_directory().colleges.items():
        name = normalize(c.name)
        short = " ".join(w for w in name.split() if w not in _COLLEGE_FILLER)
        # Class (dev12): the college called by where it is ("el college de Frederick", "the community
        # college in Talbot"): its county's name after a college word names the college itself
        where = tuple(f"{word} {prep} {base}" for county in c.counties for base in county_options()[county][1:2]
                      if base not in vocab.COLLEGE_PLACE_AMBIGUOUS for word, preps in _COLLEGE_AT for prep in preps)
        out[cid] = (name, f"{short} cc", f"{short} community college", f"{short} college") + where + vocab.COLLEGES.get(cid, ())
    return out


_COLLEGE_AT = (("community college", ("in", "of", "de", "en")), ("college", ("in", "de", "en")),
               ("colegio comunitario", ("de", "en")), ("community", ("de", "en")), ("cc", ("in",)))


@lru_cache(maxsize=1)
def _college_marks() -> dict:
    """Return college id -> the one-word names only it has ("bccc", "ccbc", "pgcc"; not "hcc",
    which three colleges share, nor a county's or a town's name)."""
    words = {cid: {p for p in vocab.COLLEGES.get(cid, ()) if " " not in p and len(p) >= 3 and p not in vocab.COLLEGE_NOT_ALONE}
             for cid in load_directory().colleges}
    return {cid: tuple(w for w in ws if sum(w in other for other in words.values()) == 1) for cid, ws in words.items()}


def _college_options_for(state, today) -> dict:
    out = dict(_college_options())
    home = load_directory().home_college(run(state.answers, today).county)
    if home is not None:
        out[home.id] = out[home.id] + vocab.HOME_COLLEGE
    return out


def options_for(q, state, today) -> dict:
    """Return value -> phrases for a choice, yes/no, county or college question.

    An "I don't know" option (:data:`UNSURE_KEY`) is added unless a value already means it.
    """
    if q.kind == "yesno":
        extra = vocab.YESNO_WORDS.get(q.id, {})
        out = {"true": extra.get("true", ()) + vocab.YES, "false": extra.get("false", ()) + vocab.NO}
    elif q.kind == "county":
        out = county_options()
    elif q.kind == "college":
        out = _college_options_for(state, today)
    else:
        out = _choice_options(q)
    if not any("not sure" in phrases for phrases in out.values()):
        out = {**out, UNSURE_KEY: vocab.UNSURE}
    return out


# --- numbers, amounts, months ------------------------------------------------------------------

_NUMERIC = ("money", "number", "gpa", "month", "zip")  # question kinds answered with a number or a date


def _guesses_read_back(reader):
    """Wrap a number reader so that a value given as a guess ("idk like 45k", "no sé, como
    3.0") is read back before it is kept."""
    @wraps(reader)
    def read_number(q, text, norm, lang, state, today) -> "Reading":
        reading = reader(q, text, norm, lang, state, today)
        if reading.form and not reading.confirm and contains_any(norm, vocab.UNSURE):
            return replace(reading, confirm=True)
        return reading
    return read_number


# A minus sign right before a number ("-5", "-$5", "$-5") is kept, so the number is refused as
# negative instead of read as 5; a hyphen after a word or a number ("45-50", "21044-1234") is not one.
_MINUS = r"(?:(?<![\w.,$-])(?P<minus>[-\u2212])(?=\$?\d))?"
_NUMBER = re.compile(r"(?:(?<![\w.,-])(?P<minus>[-\u2212])(?=\d)|(?<![\d.,]))(?P<number>\d+(?:[.,]\d+)*)(?![\d])")
_AMOUNT = re.compile(
    _MINUS + r"(?P<dollar>\$\s*)?(?:(?<![\w.,])(?P<minus2>[-\u2212])(?=\d))?(?<![\d.,])(?P<number>\d[\d.,]*)"
    r"(\s*(?P<word>k|mil|miles|thousand|grand|lucas|million|millones|millon)\b)?")
_SCALE = re.compile(numtext.RUN_START + r"(\d+(?:[.,]\d+)?)\s*(?:/|out of|of|de|sobre|on a|en una escala de)\s*(\d+(?:[.,]\d+)?)")
@lru_cache(maxsize=1)
def month_names() -> dict:
    """Return month name -> number, from Babel's CLDR data (wide and abbreviated, English and
    Spanish, folded), with the few extra spellings of ``vocab.MONTHS``."""
    from babel.dates import get_month_names

    out = dict(vocab.MONTHS)
    for locale in ("en", "es"):
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                for num, name in get_month_names(width, context, locale).items():
                    key = normalize(name)
                    if key and key not in ("mar",) or key == "mar":
                        out.setdefault(key, num)
    return out


_MONTH_NAMES = "|".join(sorted(month_names(), key=len, reverse=True))
_MONTH_PATTERNS = (
    (re.compile(r"\b(\d{4})[-/.](\d{1,2})\b"), "ym"),
    (re.compile(r"\b(\d{1,2})[-/.]\d{1,2}[-/.](\d{4})\b"), "my"),
    (re.compile(r"\b(\d{1,2})[-/.](\d{4})\b"), "my"),
    (re.compile(r"\b(\d{1,2})[-/.]\d{1,2}[-/.](\d{2})\b"), "my"),  # "6/15/27"
    (re.compile(r"\b(\d{1,2})/(\d{2})\b"), "my"),
    (re.compile(r"^\s*(\d{1,2})-(\d{2})\s*$"), "my"),  # "6-27" alone: June 2027 (class: month-year with a hyphen)
    (re.compile(rf"\b({_MONTH_NAMES})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+(?:de\s+|del\s+|of\s+)?(\d{{4}})\b"), "Ny"),
    (re.compile(rf"\b\d{{1,2}}\s+de\s+({_MONTH_NAMES})\s+(?:de\s+|del\s+)?(\d{{4}})\b"), "Ny"),
    (re.compile(rf"\b({_MONTH_NAMES})\.?,?\s*[/-]?\s*(?:de\s+|del\s+|of\s+)?'?(\d{{4}}|\d{{2}})\b"), "Ny"),
)
_RELATIVE_YEAR = (  # words that place a month name without a year, and the year offset they mean
    (("del ano pasado", "of last year", "last year", "ano pasado", "el ano pasado"), -1, "year"),
    (("del proximo ano", "del ano que viene", "next year", "of next year", "proximo ano", "ano que viene"), 1, "year"),
    (("este ano", "this year", "de este ano"), 0, "year"),
    (("last", "pasado", "pasada"), -1, "month"),
    (("this", "este", "esta", "this coming", "coming", "next", "proximo", "proxima", "que viene"), 1, "month"),
)
_YEAR = re.compile(r"\b((?:19|20)\d{2})\b")


def _strip(raw: str) -> str:
    return raw.strip().rstrip(".,")


@dataclass(frozen=True)
class Amount:
    """An amount of money found in a message: ``raw`` for :func:`parse_number`; ``strong``
    when it is clearly money ($, "k", "mil", or 4+ digits)."""

    raw: str
    strong: bool
    start: int = 0  # where it stands in the folded text (:func:`fold`)
    end: int = 0
    year: bool = False  # a year said as one ("in 2025", "class of 2019", "2024 taxes"): no money
    day: bool = False  # a day of the month said with its month ("el 4 de junio", "june 4th"): no money either


_CUE_REACH = 48  # characters: a month's name, its day and a comma, or a word such as "since", with room to spare


def amounts(text: str) -> list:
    """Return the :class:`Amount` items in ``text``, in order ("about $45k" -> ["$45k"]; "-5" stays
    "-5", for :func:`parse_number` to refuse)."""
    out = []
    folded = fold(text)
    for m in _AMOUNT.finditer(folded):
        # the words just before the number, as far back as its cues reach ("in", "june 4, "): never the
        # whole text before it, searched again for each number (a long message of amounts took seconds)
        before = folded[max(0, m.start() - _CUE_REACH):m.start()]
        number, word = _strip(m.group("number")), (m.group("word") or "")
        sign = "-" if m.group("minus") or m.group("minus2") else ""
        if word.startswith("mill"):
            value = parse_number(number, "number").value
            raw = sign + str(int(value * 1_000_000)) if value is not None else number
        else:
            raw = sign + (m.group("dollar") or "") + number + ("k" if word else "")
        digits = len(re.sub(r"\D", "", number))
        # a tax form's number ("the 1040", "per 2025 1040", "1099"): no amount of money (class: numbers
        # that name a form or a year beside the income)
        form = not (sign or m.group("dollar") or word) and number in ("1040", "1099")
        year = (not (sign or m.group("dollar") or word) and re.fullmatch(r"(?:19[5-9]|20[0-4])\d", number)
                and (re.search(rf"(?:\b(?:{_MONTH_NAMES})|\b(?:in|en|of|de|del|since|desde|class|el|for|para|year|ano|per|from|"
                               rf"on|the|our|my|mi|nuestra|su|fall|spring|summer|winter|otono|primavera|verano|invierno)|/)\s*'?$",
                               before)
                     or re.match(r"\s*(?:agi|taxes|tax|return|income|ingresos?|impuestos|declaracion|fafsa|w-?2|grad|graduate|"
                                 r"graduation|graduacion|grads?)\b", folded[m.end():])
                     or _DAY_BEFORE.search(before)  # "june 4 2027", "4 de junio 2027"
                     # "graduated meade high 2024", "me gradué de la prepa 2019": a graduation's year
                     # (dev20: "they make like 130k. graduated meade high 2024" read back $132,024)
                     or re.search(r"\b(?:graduat\w*|grad|gradu[eo]|me gradue|finished|termine|high|hs|prepa|secundaria)\b"
                                  r"[\w\s']{0,25}$", before)))
        # (class, dev16: "la graduacion es en junio, el 4 de junio 2027" at the income question was an
        # income of $4,000, and "graduation is june 4 2027" one of $2,027)
        day = not (sign or m.group("dollar") or word) and re.fullmatch(r"0?[1-9]|[12]\d|3[01]", number) \
            and (re.search(rf"\b(?:{_MONTH_NAMES})\.?\s*$", before)
                 or re.match(rf"(?:st|nd|rd|th)?\s*(?:of\s+|de\s+)?(?:{_MONTH_NAMES})\b", folded[m.end():]))
        out.append(Amount(raw.strip(), bool(sign or m.group("dollar") or word or digits >= 4) and not year and not form and not day,
                          m.start(), m.end(), bool(year), bool(day)))
    return out


# A month and its day just before a year ("june 4 2027", "4 de junio 2027", "june 4th, 2027")
_DAY_BEFORE = re.compile(rf"(?:\b(?:{_MONTH_NAMES})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+|de\s+)?"
                         rf"(?:{_MONTH_NAMES}))\s*(?:,|de|del|of)?\s*$")


def numbers(text: str) -> list:
    """Return the numbers written with digits in ``text``, as typed ("3,4", "12", "-3")."""
    return [(m.group("minus") and "-" or "") + _strip(m.group("number")) for m in _NUMBER.finditer(fold(text))]


def number_words(norm: str) -> int | None:
    """Return the first number written in words ("twelve", "cuarenta y cinco mil"), else None."""
    total = current = 0
    found = False
    for tok in norm.split():
        if tok in vocab.NUMBER_WORDS:
            current, found = current + vocab.NUMBER_WORDS[tok], True
        elif tok in vocab.HUNDRED and found:
            current *= 100
        elif tok in vocab.THOUSAND and (found or tok == "mil"):
            total, current, found = total + max(current, 1) * 1000, 0, True
        elif tok in vocab.NUMBER_JOINERS and found:
            continue
        elif found:
            break
    return total + current if found else None


def spoken_number(text: str, lang: str):
    """Return the first number written in words ("forty five thousand", "tres punto cinco",
    "cuarenta y cinco mil") as an int or float, through the ``text2num`` library; else None."""
    from text_to_num import alpha2digit

    t = re.sub(r"\b(?:unos|unas)\b", " ", fold(text))  # "como unos treinta mil": "some", not 1
    t = numtext.ONE_APP.sub("name", t)  # "la one app": a name, not 1
    t = " ".join(t.split())
    for language in ((lang, "en", "es") if lang in ("en", "es") else ("en", "es")):
        try:
            converted = alpha2digit(t, language, threshold=0)
        except Exception:  # noqa: BLE001 - a library refusal is "no number here"
            continue
        if converted != t:
            found = list(re.finditer(r"\d+(?:[.,]\d+)?(?![\d\wªºᵉʳ]|\.ᵉ)", converted))  # not an ordinal ("1st", "1.ᵉʳ")
            if len(found) > 1 and found[0].group(0) == "1" and re.search(
                    r"\b(?:a|an|un|una)\s+\S", t) and not re.search(r"\b(?:one|uno)\b", t):
                found = found[1:]  # "a 3 point 5", "una beca de 2 mil": an article, not the number 1
            m = found[0] if found else None
            if m and not re.search(r"\d", t[:max(0, m.start())] if t[:m.start()] == converted[:m.start()] else ""):
                raw = m.group(0).replace(",", ".")
                value = float(raw)
                return int(value) if value.is_integer() else value
    return None


def _season(norm: str, year: str) -> tuple:
    """Return the "YYYY-MM" months a season of ``year`` may mean ("fall 2025" -> 2025-08, 2025-09)."""
    norm = re.sub(r"\bsilver\s+spring\b", " ", norm)  # a town, not a season ("my GED in Silver Spring in 2015")
    season = next((w for w in norm.split() if w in vocab.SEASONS), None)
    return tuple(f"{year}-{m:02d}" for m in vocab.SEASONS[season]) if season else ()


def _relative_month(norm: str, today):
    """Return "YYYY-MM" for "last june", "this june", "junio del año pasado" (None otherwise)."""
    if today is None:
        return None
    names = month_names()
    word = next((w for w in norm.split() if w in names and len(w) > 2), None)
    if word is None:
        return None
    found = names[word]
    for words, offset, kind in _RELATIVE_YEAR:
        said = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        # "this june", "junio pasado": the word stands by the month ("mi hija está en…" is no "esta")
        if (contains_any(norm, words) if kind == "year"
                else re.search(rf"\b(?:{said})\s+{word}\b|\b{word}\s+(?:{said})\b", norm)):
            if kind == "year":
                return f"{today.year + offset:04d}-{found:02d}"
            if offset < 0:  # the last such month before today
                year = today.year if found < today.month else today.year - 1
            else:  # the next such month from today
                year = today.year if found >= today.month else today.year + 1
            return f"{year:04d}-{found:02d}"
    return None


_TWO_MONTHS = re.compile(rf"\b({_MONTH_NAMES})\.?\s*(?:or|o|u|/|-|maybe|or maybe|tal vez|o tal vez|o quizas)\s*({_MONTH_NAMES})\b")
_BARE_YY = re.compile(rf"\b(?:{_MONTH_NAMES})\.?,?\s+(\d{{2}})\b(?!\s*(?:st|nd|rd|th)\b|[.,]?\s*\d)")
_YEARS_AGO = re.compile(r"\b(?:(\d{1,2}|a|an|one)\s+(?:years?|yrs?)\s+ago|hace\s+(?:como\s+|unos\s+|mas de\s+|casi\s+)?(\d{1,2})\s+anos?)\b")
_YEAR_WORDS = (  # a year named by its distance from today, when no month is said with it
    (("el ano pasado", "del ano pasado", "ano pasado", "last year"), -1),
    (("el proximo ano", "del proximo ano", "proximo ano", "el ano que viene", "ano que viene", "next year"), 1),
)


def explicit_years(text: str, today) -> str:
    """Return ``text`` (folded) with "last year" / "el año pasado" / "next year" written as the
    year they mean when no month is named with them ("I graduated last year" -> "I graduated
    2025", asked or assumed as a year alone); "junio del año pasado" stays for
    :func:`_relative_month`."""
    t = fold(text)
    if today is None or any(w in month_names() and len(w) > 2 for w in normalize(t).split()):
        return t
    for words, offset in _YEAR_WORDS:
        for w in sorted(words, key=len, reverse=True):
            t = re.sub(_ONES_OWN + r"\b" + w.replace(" ", r"\s+") + r"\b", str(today.year + offset), t)
    return t


# "my last year", "her last year": one's final year (of high school), not the year before this one
# (fix36e: "I'm in my last year at Montgomery Blair" read back as finished June 2025)
_ONES_OWN = r"(?<!\bmy )(?<!\bher )(?<!\bhis )(?<!\bour )(?<!\btheir )"


# A month said by its number beside the year ("06/2010", "2010-06", "6/15/2010"): named, not assumed
_MONTH_IN_DIGITS = re.compile(r"\b\d{1,2}\s*[/.-]\s*(?:\d{1,2}\s*[/.-]\s*)?\d{2,4}\b|\b\d{4}\s*[/-]\s*\d{1,2}\b")


def month_assumed(text: str, value: str, today=None) -> bool:
    """Return True when ``text`` says the year of the month ``value`` ("YYYY-MM") but no month
    ("I graduated in 2010", "terminé en 2015", "class of '27", "fall 2025"): the month was assumed
    (June for a graduation, August for a fall term), and the read-back says so (class, misc22)."""
    year = str(value)[:4]
    t = explicit_years(numtext.in_digits(fold(text)), today)
    if not year.isdigit() or not re.search(rf"(?<![\d.,])(?:{year}|['\u2019`´]?{year[2:]})(?![\d.,])", t):
        return False
    names = month_names()
    ago = bool(_YEARS_AGO.search(t))  # "8 years ago, 2018": its "ago" is no August ("ago." abbreviated)
    return not any(w in names and len(w) > 2 and not (ago and w == "ago") for w in normalize(t).split()) \
        and not _MONTH_IN_DIGITS.search(t)


# Class (fix36g): a month with a year of two digits ("mayo del 99", "may of 99", "6/1/98") is of
# the last century when it can't be this one's: 99 was read as 2099 ("check the year") and the
# graduation asked again. A year up to 15 past this one's two digits is this century's ("jun '27").
CENTURY_AHEAD = 15


def century(yy: int, today=None) -> int:
    """Return the year of two digits ``yy`` in full (see above)."""
    now = (today or dt.date.today()).year
    return 2000 + yy if yy <= now % 100 + CENTURY_AHEAD else 1900 + yy


def month(text: str, today=None):
    """Return ``("YYYY-MM", None, ())`` for a month typed in ``text``, else ``(None, problem, options)``.

    Understands "June 2027", "junio de 2027", "jun '27", "06/2027", "2027-06" and "6/15/2027",
    and years in words ("may of twenty twenty", "mayo de dos mil veinte", through ``text2num``);
    a year alone, a season ("fall 2025": its months are the ``options``), a month alone or a
    distance ("3 years ago", "hace 3 años": June 2023 or 2024?) is asked back (``problem`` is
    a :class:`Msg`, or None when there is no date at all).
    """
    text = numtext.in_digits(text)
    t = fold(text)
    two = _TWO_MONTHS.search(t)
    if two and month_names()[two.group(1)] != month_names()[two.group(2)]:  # "may or june 2027": which one?
        y = _YEAR.search(t[two.end():]) or _YEAR.search(t)
        if y:
            options = tuple(f"{y.group(1)}-{month_names()[w]:02d}" for w in two.groups())
            return None, Msg.of(N_("Which month of %(year)s? For example: June %(year)s."), year=y.group(1)), options
        return None, Msg.of(N_("Which month and year? For example: May 2027.")), ()
    for pattern, order in _MONTH_PATTERNS:
        m = pattern.search(t)
        if not m:
            continue
        a, b = m.group(1), m.group(2)
        mon, year = (int(b), a) if order == "ym" else (month_names()[a] if order == "Ny" else int(a), b)
        year = century(int(year), today) if len(year) == 2 else int(year)
        if 1 <= mon <= 12:
            return f"{year:04d}-{mon:02d}", None, ()
    relative = _relative_month(normalize(text), today)
    if relative:
        return relative, None, ()
    ago = _YEARS_AGO.search(t) if today is not None else None
    if ago:
        n = ago.group(1) or ago.group(2)
        year = today.year - (int(n) if n.isdigit() else 1)
        named = {month_names()[w] for w in normalize(text).split() if w in month_names() and len(w) > 2 and w not in ("may", "ago")} | (
            {5} if re.search(r"\b(?:in|en)\s+may\b", t) else set())
        if len(named) == 1:
            # "graduated 2 years ago in june", "hace 3 años, en mayo": that month of the year that
            # many years back (class: a distance and a month said together)
            return f"{year:04d}-{named.pop():02d}", None, ()
        return None, Msg.of(N_("Which month and year was it? For example: June %(year)s."), year=str(year)), ()
    y = _YEAR.search(t)
    if y:
        return None, Msg.of(N_("Which month of %(year)s? For example: June %(year)s."), year=y.group(1)), _season(normalize(text), y.group(1))
    if contains_any(normalize(text), [n for n in month_names() if len(n) > 3]):
        return None, Msg.of(N_("Which year? For example: June 2027.")), ()
    if any(w in vocab.SEASONS for w in normalize(text).split()):
        return None, Msg.of(N_("Which month and year? For example: May 2027.")), ()  # "next spring": which month?
    return None, None, ()


# --- reading one answer ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Reading:
    """What a message says about one question.

    ``form``: input id -> text for :meth:`Flow.parse` (None when not understood; blank texts
    skip an optional page); ``options``: values to ask back between; ``problem``: a
    :class:`Msg` saying what to type instead; ``unsure``: the student said they don't know.
    """

    form: dict | None = None
    options: tuple = ()
    problem: Msg | None = None
    unsure: bool = False
    confirm: bool = False  # read back before keeping it (converted, or not a plain answer)
    note: Msg | None = None  # said before the read-back ("$2,500 a month is $30,000 a year")
    guess: bool = False  # said as a belief ("creo que sí", "2.7 i think"): read back even as a plain choice


def approximate(text: str) -> bool:
    """Return True when ``text`` says its amount as an approximation or a guess ("about 100k",
    "como 100 mil", "100ish", "~100k", "creo que 100 mil")."""
    norm = normalize(text)
    return (contains_any(norm, vocab.APPROXIMATE + vocab.UNSURE) or "~" in text
            or re.search(r"\d\s*(?:k|mil|thousand|grand)?\s*-?\s*ish\b", fold(text)) is not None
            # an amount asked back ("100k?", "¿100 mil?"): as unsure as "I think 100k" (a newcomer's finding)
            or re.search(r"\d\s*(?:k|mil|thousand|grand|dollars|dolares)?\s*\?+\W*$", fold(text)) is not None)


def _unsure(norm: str) -> Reading:
    return Reading(unsure=contains_any(norm, vocab.UNSURE))


_AROUND_DEFERRAL = re.compile(r"^(?:(?:um+|uh+|hm+|m+|eh+|ah+|well|pues|este|oh|nah|no|sorry|perdon|lo siento)\s+)*|"
                              r"(?:\s+(?:thanks|thank you|thx|gracias|sorry|perdon|lol|jaja|please|por favor|ok|okay))+$")


def deferred(text: str, q) -> bool:
    """Return True when ``text`` puts off or declines the answer to ``q`` and says nothing else:
    "not right now", "ahorita no", "maybe later", "I'd rather not say", "prefiero no decir".

    Class (a newcomer's finding): read as "I don't know" at that question, never as its "no"
    (at the ZIP code question "ahorita no" got an unrelated FAQ answer; at the aid application
    "not right now" was kept as "none", which rules the student out). At a yes/no question
    ("Are you enrolled now?" "not right now") "not now" is a plain "no" and is read as before;
    "later" and a refusal to say are not. So too at a choice question with a "not yet" choice.
    """
    said = {normalize(text), _AROUND_DEFERRAL.sub("", normalize(text))} - {""}
    if said & set(vocab.DECLINE + vocab.LATER):
        return True
    if q.kind == "yesno" or (q.kind == "choice" and _not_yet_answers(q.id)):
        return False
    return bool(said & set(vocab.NOT_NOW))


def _not_yet_answers(qid: str) -> bool:
    """Return True when a choice of question ``qid`` is said "not yet" ("none yet" for the degree
    had, "first time" for the award had): there "not now" is that answer, as before."""
    return any(p in vocab.NOT_YET for ps in vocab.CHOICES.get(qid, {}).values() for p in ps)


# (the student's home told by whoever writes: "she lives in Baltimore", "ella vive conmigo en
# Baltimore" is where she lives, not a high school of Maryland: a tester's finding)
_LIVING = re.compile(r"\b(?:i|we|she|he|they)\s+(?:live|lives|lived|stay|stays|reside|resides)\b"
                     r"|\b(?:vivo|vivimos|vivia|viviamos|vive|viven)\b")
_SCHOOL_KIND_SAID = re.compile(r"[(,;\-]*\s*\b(?:(?:it|its|it s|it is|its a|es|era|is|was|la|el|una|un|a)\s+)*"
                               r"(?:private|privada|privado|catholic|catolica|catolico|public|publica|publico|charter|religious|"
                               r"religiosa|parochial)(?:\s+(?:school|escuela|one|high school|prepa))?\s*\)?\s*[.!]*\s*$")


def _applicant_type_page():
    from ..flow import load_flow

    return load_flow().question("applicant_type")


def _page(qid: str):
    """Return the flow's question ``qid``."""
    from ..flow import load_flow

    return load_flow().question(qid)


_COLLEGE_STUDY = re.compile(r"\b(?:college|colleges|university|universidad|univ|class|classes|clase|clases|course|courses|"
                            r"curso|cursos|semester|semesters|semestre|semestres|credits|creditos)\b")
_HS_WORDS = ("high", "high school", "hs", "highschool", "prepa", "preparatoria", "secundaria", "ged", "diploma", "12th", "grade",
             "grado")


def _college_clauses_out(text: str) -> str:
    """Return ``text`` without its clauses about college studies, beside one about the high school
    ("graduated from X High in 2016, took some classes at CSM but never finished" -> the first):
    what was not finished there is the college, never the diploma (class, dev13: a wrong "no
    diploma" read back). Else ``text`` as it is."""
    clauses = [c for c in re.split(r"[,;.]", fold(text)) if normalize(c)]
    college = [c for c in clauses if (_COLLEGE_STUDY.search(normalize(c)) or _college_named(normalize(c))[0] is not None)
               and not contains_any(normalize(c), _HS_WORDS)]
    school = [c for c in clauses if c not in college]
    if college and school and contains_any(normalize(" , ".join(school)), vocab.SCHOOL_WORDS + vocab.GRADUATED + _HS_WORDS):
        return " , ".join(school)
    return text


# "graduating in texas", "me gradué en Texas": where the diploma is from, beside a move here
# (fix33r: also a school said with its place, "a high school in Pennsylvania, we moved to maryland in october")
_GRADUATED_IN = re.compile(r"\b(?:graduat\w*|finished high school|finished hs|me gradue|gradue|termine la (?:prepa|secundaria|high school)|"
                           r"(?:a|an|una|un)\s+(?:high school|hs|escuela secundaria|escuela|prepa|secundaria|school))"
                           r"\s+(?:from\s+(?:a\s+)?(?:high school\s+)?)?(?:in|en|de|from)\s+([a-z ]{2,30}?)"
                           r"(?=\s*[,.;!]|\s+(?:and|y|then|luego|before|antes|so|entonces|moved|me mude)\b|\s*$)")
_MOVED_HERE = re.compile(r"\b(?:moved|move|came|vine|venimos|me mude|nos mudamos|llegue|llegamos)\b")
_TRANSFERRED = re.compile(r"\b(?:transferred|transfered|transferring|switched|switching|changed schools|moved schools|"
                          r"me cambie|me cambiaron|me transferi|me transfirieron|me pase|me pasaron)\s+"
                          r"(?:(?:over|schools?|de escuela|de prepa)\s+)?(?:to|a|para)\s+(?:la\s+|el\s+)?")


# Outside Maryland said by its abbreviation, or with "of" ("a high school outside MD", "out of
# Md.", "fuera de MD"): the "MD" is no Maryland school's (class, a newcomer's false "likely
# eligible": "outside MD" kept as a high school in Maryland)
_OUTSIDE_MD = re.compile(r"\b(?:outside(?:\s+of)?|out\s+of|not\s+in|fuera\s+de(?:l\s+estado\s+de)?)\s+(?:md\b\.?|maryland\b)", re.I)


# A school attended or finished, said by its verb ("she goes to", "he attends", "estudia en", "va a la"):
# the place named with it is the school's (:func:`_read_high_school`)
_ATTENDS_NAMED = re.compile(r"\b(?:goes to|go to|went to|attends?|attended|graduated from|graduates from|graduating from|"
                            r"va a|van a|fue a|estudia en|estudio en|estudie en|asiste a|se gradua de|se graduo de|se gradua en)\s+\w")


# Class (fix35h): a parent or grandparent writing tells their own schooling beside the child's ("yo estudié
# en El Salvador, pero mi hija se gradúa de la Gaithersburg High", "I went to school in Mexico but my son
# graduates from Wheaton High"): the writer's school is not the student's (it was read back as a diploma
# from outside Maryland). The writer's clause is left out when another clause names the child at school.
_WRITER_SCHOOLED = re.compile(r"\b(?:(?:yo\s+)?(?:estudie|termine|me gradue|sali de|fui a la (?:escuela|prepa|secundaria))|"
                              r"i\s+(?:studied|went to (?:school|high school)|finished (?:school|high school)|graduated|did (?:school|high school)))\b")


def _writers_school_out(text: str) -> str:
    """Return ``text`` without the clauses telling the writer's own schooling when another clause
    names their child or grandchild (:data:`_WRITER_SCHOOLED`, :data:`FOR_CHILD`); ``text`` itself otherwise."""
    child = re.compile(r"\b(?:" + "|".join(FOR_CHILD) + r"|(?:my|mi)\s+" + _KIN_CHILD + r")\b")
    clauses = re.split(r"[,;.]|\bbut\b|\bpero\b", fold(text))
    if not any(child.search(normalize(c)) for c in clauses):
        return text
    mine = [c for c in clauses if _WRITER_SCHOOLED.search(normalize(c)) and not child.search(normalize(c))]
    if not mine:
        return text
    return " , ".join(c for c in clauses if c not in mine and normalize(c))


def _read_high_school(q, text, norm, lang, state, today) -> Reading:
    """Where the diploma is from: the options, or a school named ("Northwood High", "la prepa
    Blair") read as a Maryland high school and read back; birthplaces and other people's
    schools are asides ("I was born in El Salvador but I graduate from Northwood High")."""
    from .places import own
    from .places import towns_in
    from .places import foreign_place

    text = _OUTSIDE_MD.sub("outside maryland", text)  # ("outside MD", "out of Md.", "fuera de MD": outside Maryland)
    text = _writers_school_out(text)  # ("yo estudié en El Salvador, pero mi hija se gradúa de …": the parent's own, fix35h)
    own_text = _partners_school_out(own(_college_clauses_out(text)))
    own_norm = normalize(own_text)
    if not own_norm:
        return Reading()
    if at_university(own_norm) and not contains_any(own_norm, _HS_WORDS + vocab.GRADUATED):
        return Reading()  # "senior at towson university": a university's student, no high school named (fix33n)
    short = _short_name_reading(q, own_text)
    if short is not None:
        return short  # "blair", "wj", "la prepa Decatur": a school's short name alone (fix33n)
    said = fold(_college_clauses_out(text))
    where = _GRADUATED_IN.search(said)
    if where is not None and _MOVED_HERE.search(said) and not re.fullmatch(r"(?:maryland|md|aqui|here)", where.group(1).strip()):
        # Class (a newcomer's finding): "i moved to maryland after graduating in texas" was kept
        # as a Maryland high school, unasked (a wrong "yes"): the place graduated in is the
        # diploma's, the move here an aside. Read back.
        clause = "graduated in " + where.group(1).strip()
        reading = _read_high_school(q, clause, normalize(clause), lang, state, today)
        if reading.form:
            return replace(reading, confirm=True)
    moved = list(_TRANSFERRED.finditer(said))
    after = said[moved[-1].end():] if moved else ""
    if moved and set(normalize(after).split()) - _SCHOOL_GENERIC and normalize(said[:moved[-1].start()]):
        # Class (a newcomer's finding): a school left for another ("2 yrs of high school in dc then
        # transferred to blair in silver spring", "hice dos años en Virginia y me cambié a Northwood"):
        # the diploma is the school moved to; the one before is an aside. Read back.
        reading = _read_high_school(q, after, normalize(after), lang, state, today)
        return replace(reading, confirm=True) if reading.form else reading
    city = _IN_THE_CITY.search(own_norm)
    if city and normalize(own_norm[:city.start()]):
        # Class (dev12): a school named "in the city" ("Mervo in the city", "Poly en la ciudad"):
        # Marylanders' Baltimore; the school's name is read, and read back (the place is inferred)
        reading = _read_high_school(q, own_norm[:city.start()], normalize(own_norm[:city.start()]), lang, state, today)
        return replace(reading, confirm=True) if reading.form else reading
    # (each clause: "todavía no me gradúo, estoy en 12 en Kennedy", "senior at Meade, graduating in
    # june": the grade and the school in one clause, other facts in others; class, dev27)
    grade = next((g for c in re.split(r"[,;.]|\b(?:but|pero|and|y)\b", fold(own_text)) if (g := _IN_GRADE_AT.match(normalize(c)))), None)
    if grade and _school_name(grade.group(1)) and set(grade.group(1).split()) - _SCHOOL_GENERIC \
            and not contains_any(own_norm, vocab.FOREIGN_PLACES) \
            and not _COLLEGE_STUDY.search(grade.group(0)) and not contains_any(grade.group(0), vocab.UNIVERSITIES + ("state", "cc")) \
            and _college_named(grade.group(1))[0] is None:  # (a senior at a university or a college is no high school's)
        # Class (dev12): in a grade at a school by its name ("estoy en 12 en la Crossland", "im in
        # 12th at Northwood"): a high school now attended, its name; Maryland, read back (inferred),
        # unless the name is one of Maryland's public high schools (:func:`_on_md_list`)
        return Reading(form={q.id: "maryland"}, confirm=not _on_md_list(grade.group(1)))
    if _md_school_attended(own_text) and not contains_any(own_norm, vocab.FOREIGN_PLACES + _NOT_FINISHED_THERE) \
            and not _foreign_here(own_text):
        # Class (fix31b: a typical senior's second message spent confirming a school's name): the
        # student goes to (is a senior at) one school on MSDE's list, named without "High" ("senior
        # at paint branch, …", "soy senior en springbrook y …"): one Maryland public high school,
        # unambiguous, kept as "senior at Old Mill High" is; a doubtful name (two schools, a town's
        # name without "High", a surname, a place outside Maryland said) is read back as before
        return Reading(form={q.id: "maryland"})
    named = _SCHOOL_KIND_SAID.sub(" ", fold(own_text))
    if named != fold(own_text) and not set(normalize(named).split()) - _SCHOOL_GENERIC - {"a", "an", "una", "un", "la", "el", "in", "en"}:
        # (fix33r) only the kind of school, no name nor place ("una escuela privada", "a charter school"):
        # where it is can't be told (read back as a Maryland school before); the choices asked
        return Reading(options=tuple(c.value for c in q.choices))
    if set(normalize(named).split()) - _SCHOOL_GENERIC:
        # Class: what kind of school it is, said beside its name ("St. Vincent Pallotti (es
        # privada)", "Gilman, it's private"): a remark, not a question; the name is read
        own_text, own_norm = named, normalize(named)
    if not contains_any(own_norm, vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged", "diploma", "maryland", "md")) \
            and not towns_in(own_text) \
            and _read_choice(_applicant_type_page(), own_text, own_norm, lang, state, today).form \
            and not _md_school_beside(own_text, own_norm):
        # "first time", "renewing", "ya tengo la beca" (the chat's first question was the new-or-
        # renewing one): whether one has the award, no school's name (class: an answer to another
        # question read as a school called "First Time", in Maryland). (fix36g: "he is at Oakland
        # Mills, he is a senior" names one, in a clause of its own: read below)
        return Reading()
    if not contains_any(own_norm, vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged", "diploma", "maryland", "md")) \
            and not towns_in(own_text) and not _foreign_here(own_text) and not _ATTENDS_NAMED.search(own_norm) \
            and not contains_any(own_norm, FOR_CHILD) \
            and _read_household(_page("household"),
                                own_text, own_norm, lang, state, today).form:
        # Class (fix32c): a household said early ("one parent", "just one parent", "solo un papá"): who
        # the student lives with, no school's name (it was read back as a Maryland high school); left
        # for the household question (read as volunteered). Not a parent's "my son goes to X in DC".
        return Reading()
    if contains_any(own_norm, _PROGRAM_SAID) and not contains_any(_PROGRAM_TITLE.sub(" ", own_norm), vocab.SCHOOL_WORDS + vocab.GRADUATED
                                                                   + ("ged", "diploma", "maryland", "md")) \
            and not towns_in(own_text) and not contains_any(own_norm, vocab.FOREIGN_PLACES):
        return Reading()  # "certificate", "associate degree", "un técnico": a program, no high school (nc23)
    if _LIVING.search(own_norm) and not contains_any(own_norm, vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged", "diploma")) \
            and all(_LIVING.search(normalize(c)) for c in re.split(r"[,;.]|\bbut\b|\bpero\b", own_text)
                    if normalize(c) and not writes_as_kin(c)):
        return Reading()  # "actually I live in Virginia now": where one lives, not where the diploma is from
    if contains_any(own_norm, vocab.HOME_SCHOOL) and not contains(own_norm, "ged"):
        return Reading()  # "homeschooled, through the co-op in Denton": the law is silent on it, asked (class, dev5)
    if contains(own_norm, "ged") and contains_any(own_norm, ("maryland", "md")) and not contains_any(own_norm, vocab.FOREIGN_PLACES):
        return Reading(form={q.id: "maryland_ged"})
    if _GED_UNDERWAY.search(own_norm) and (not _ged_here(own_text) or contains_any(own_norm, vocab.FOREIGN_PLACES)
                                           or foreign_place(own_text)):
        # "estoy haciendo el GED": will earn it, but where? (fix37g) Also a GED still to take here
        # beside schooling abroad ("en Honduras, pero voy a sacar el GED aquí"): which one the
        # student finishes with is asked, no GED in Maryland read back as if earned
        return Reading(options=("maryland_ged", "other"))
    if _ged_here(own_text):
        # "me gradué del bachillerato en Guatemala y luego hice el GED en Baltimore": the GED counts
        return Reading(form={q.id: "maryland_ged"}, confirm=True)
    if _LEFT_IN_GRADE.search(own_norm) and not contains_any(own_norm, vocab.FOREIGN_PLACES + vocab.GRADUATED) \
            and not _STILL_ENROLLED.search(own_norm):
        # Class: leaving school said by the grade one left in, "school" understood from the
        # question ("me salí en el 11", "left in 10th grade"): no diploma, read back (it rules out)
        return Reading(form={q.id: "none"}, confirm=True)
    if ((contains_any(own_norm, _STILL_IN_SCHOOL) or _IN_TWELFTH.search(own_norm)) and not contains_any(own_norm, vocab.FOREIGN_PLACES + ("maryland", "md"))
            and not contains_any(own_norm, ("dropped out", "didnt finish", "never finished", "quit school", "left school",
                                            "deje la escuela", "no termine", "me sali de la escuela"))
            and not _SCHOOL_NAMED.search(own_norm) and not towns_in(own_text)):
        if _school_named_after(own_text):
            # Class (dev25): in high school now, the school named after "from"/"at"/"en" ("still in
            # hs, graduating from Springbrook", "todavía estoy en la high, en Northwood"): read back
            # as a school's name alone is
            return _school_name_only(q, own_text)
        return Reading(options=("maryland", "other"))  # "still a junior": in high school, but where?
    if _prepa_finished(own_text, own_norm) and not _writers_own_prepa(own_text):
        # Class (a newcomer's finding): "terminé la prepa en 2019" was asked Maryland or not, and
        # its year was taken as a GED's. The prepa (preparatoria) is Mexico's high school, finished
        # abroad when no Maryland place or school is named: a high school outside Maryland (never a
        # GED), read back (it rules out); "no" puts the question again
        return Reading(form={q.id: "other"}, confirm=True)
    if not (set(own_norm.split()) - _SCHOOL_GENERIC):
        return Reading(options=("maryland", "other"))  # "my school", "la escuela": no school or place named, asked back
    parts = [c for c in re.split(r"[,;]|\bbut\b|\bpero\b", own_text) if normalize(c)]
    school_parts = [c for c in parts if not (_LIVING.search(normalize(c))
                                             and not contains_any(normalize(c), vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged",)))]
    if 0 < len(school_parts) < len(parts):
        # (fix30c) the school's clauses read without the home's ("en la high school de Delmar, la de
        # Delaware, pero vivimos en Delmar Maryland"): Delmar's school, its home asked apart (the home's
        # "Maryland" beside the school's "Delaware" was read as a school outside Maryland)
        alone = " , ".join(school_parts)
        sub = _read_choice(q, alone, normalize(alone), lang, state, today)
        if sub.form == {q.id: "delmar_de"}:
            return sub
    reading = _read_choice(q, own_text, own_norm, lang, state, today)
    if reading.form == {q.id: "none"} and contains_any(own_norm, vocab.GRADUATED) \
            and not pick(own_norm, {"none": vocab.CHOICES[q.id]["none"]}, exact_only=True).value:
        reading = Reading()  # "me gradué de la escuela superior…" ~ "dejé la escuela": graduated, no "none" by a typo's guess
    if (reading.form or reading.unsure) and not (
            reading.form and reading.form.get(q.id) in ("maryland", "maryland_ged") and _school_elsewhere(own_text)):
        return reading
    reading = Reading()  # (a label's words matched, "GED in DC" ~ "A GED in Maryland": the place said decides)
    if contains_any(own_norm, vocab.GED_ALONE) and not contains_any(own_norm, vocab.FOREIGN_PLACES):
        return Reading(options=("maryland_ged", "other"))  # a GED, but where? asked back
    if contains_any(own_norm, vocab.SCHOOL_NO_PLACE) and not towns_in(own_text):
        return Reading(options=("maryland", "other"))  # "online school": in which state? asked back
    from .places import foreign_place

    # Where the school is, from the clauses about a school when others say something else ("I
    # live in DC but go to school in Montgomery County": the school is in Maryland)
    clauses = [c for c in re.split(r"[,;]|\bbut\b|\bpero\b|\band\b|\by\b", own_text) if normalize(c)]
    homes = [c for c in clauses if _LIVING.search(normalize(c))
             and not contains_any(normalize(c), vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged",))]
    where = " ; ".join(c for c in clauses if c not in homes) if homes and len(homes) < len(clauses) else own_text
    foreign = contains_any(normalize(where), vocab.FOREIGN_PLACES) or foreign_place(where)
    if not foreign and re.search(r"\b(?:there|alla|alli|over there|por alla)\b", own_norm) and foreign_place(text):
        foreign = True  # "vine de Guatemala, terminé la prepa allá": there is the country named in the aside
    arrived = [c for c in clauses if _ARRIVED.search(normalize(c))]
    if foreign and not arrived:
        # Class (a newcomer's finding): the earlier grades abroad, then the school finished at
        # ("went to school in Mexico until 8th grade then graduated from Wheaton High", "estudié
        # en Honduras hasta noveno y terminé en Northwood"): the country is an aside, as one came from
        clauses = [p for c in clauses for p in re.split(r"\b(?:then|luego|despues)\b", c) if normalize(p)]
        arrived = [c for c in clauses if _EARLIER_GRADES.search(normalize(c))]
    rest = " ; ".join(c for c in clauses if c not in arrived)
    if foreign and arrived and rest and not foreign_place(rest) and not contains_any(normalize(rest), vocab.FOREIGN_PLACES) \
            and contains_any(normalize(rest), vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged",)) \
            and (towns_in(rest) or contains_any(normalize(rest), ("maryland", "md", "here", "aqui", "aca"))
                 or _SCHOOL_NAMED.search(normalize(rest)) or _finished_at_name(normalize(rest))):
        # Class: the country one came from is no school's place ("Patterson High School en
        # Baltimore, llegué de Colombia a los 14"): the school named in Maryland, read back; so is
        # a school's own name with no place ("Kennedy High, llegué de Honduras en 7mo")
        return Reading(form={q.id: "maryland"}, confirm=True)
    if foreign and (contains_any(own_norm, vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged",)) or len(own_norm.split()) <= 6
                    or _ATTENDS_NAMED.search(own_norm)):
        # (fix30c: "she goes to jackson-reed in dc", a school attended by its name in a place out of
        # Maryland, said in more than six words, was no answer: "I don't know" and the question again)
        return Reading(form={q.id: "other"})  # "en mi país, en Guatemala": where the diploma is from
    if not foreign and _md_school_beside(own_text, own_norm):
        # Class (dev29): one of Maryland's public high schools named in a clause of its own beside
        # another fact ("northwood, graduating in june", "en la de Northwood, me gradúo en junio",
        # "duval y voy a ir a pgcc"): the school kept as on the list (the other clause is read as
        # volunteered); a name on the list, never a clause's position ("first time, and i live in
        # bowie" names none)
        return Reading(form={q.id: "maryland"})
    went = re.search(r"\b(?:went to|go to|goes to|attend|attended|graduated from|fui a|voy a|estudie en|estudio en)\s+(.+)$", own_norm)
    if not foreign and went and _school_name(went.group(1)) and not contains_any(own_norm, vocab.HOME_SCHOOL):
        return _school_name_only(q, own_text)  # "I went to Springbrook": read back (unless on the list)
    if (not foreign and contains_any(own_norm, vocab.SCHOOL_WORDS) and not towns_in(own_text)
            and not contains_any(own_norm, ("maryland", "md")) and not _SCHOOL_NAMED.search(own_norm)
            and not _md_county_named(own_norm)):
        return Reading(options=("maryland", "other"))  # "graduated from hs in 2019": a school, but no name or place: where?
    if not foreign and (contains_any(own_norm, vocab.SCHOOL_WORDS) or towns_in(own_text)):
        # a school in a Maryland town named ("Bowie High", "Blair HS in silver spring") is as plain
        # as "Maryland" said (tests/chat/README.md labels them so); a school's name alone is read back
        placed = contains_any(own_norm, ("maryland", "md")) or towns_in(own_text)
        return Reading(form={q.id: "maryland"}) if placed else _school_name_only(q, own_text)
    if not foreign and _school_name(own_norm):
        return _school_name_only(q, own_text)  # "Blair": read back; "Paint Branch" (on the list): kept
    return reading


# Words that unsay a diploma or put it elsewhere, beside a school's name ("went to Northwood but
# didn't finish", "Duval, then the GED"): the reading is left to the rest of the reader
_NOT_FINISHED_THERE = vocab.NO + vocab.HOME_SCHOOL + ("ged", "didnt", "dropped", "dropout", "quit", "left", "deje", "sali",
                                                     "transfer", "transferred", "cambie", "moved", "mude", "instead")


def _md_school_beside(own_text: str, own_norm: str) -> bool:
    """Return True when a clause of ``own_text`` says nothing but the name of one of Maryland's
    public high schools (:func:`screener.chat.schools.md_high_school_clause`) and nothing in the
    message unsays the diploma there (:data:`_NOT_FINISHED_THERE`)."""
    from .schools import md_high_school_clause

    return not contains_any(own_norm, _NOT_FINISHED_THERE) and bool(md_high_school_clause(own_text))


def _foreign_here(text: str) -> bool:
    """Return True when ``text`` names a place outside Maryland (:func:`screener.chat.places.foreign_place`)."""
    from .places import foreign_place

    return bool(foreign_place(text))


def _on_md_list(text: str) -> bool:
    """Return True when ``text`` names one of Maryland's public high schools (MSDE's list,
    ``screener/data/md_high_schools.yaml``, :mod:`screener.chat.schools`)."""
    from .schools import md_high_schools_named

    return bool(md_high_schools_named(text))


# Class (fix33n, a newcomer's finding): a school's short name alone ("blair", "decatur", "wj", "poly",
# "b-cc") was asked again or read as a town ("Blair" as Bel Air, Harford County). One school's short
# name (screener/chat/schools.py: its own distinctive word, or a short name of the data file with its
# source) is that school, read back naming it; a name of several schools asks which, with the choices.
SCHOOL_SHORT_NAME = N_("I read “%(said)s” as %(school)s, a public high school in Maryland.")
SCHOOL_SHORT_WHICH = N_("“%(said)s” could be more than one public high school in Maryland: %(schools)s. Is it one of them, or a school outside Maryland?")


def _short_name_reading(q, own_text: str):
    """Return the reading of a high school's short name said alone (:func:`screener.chat.schools.short_named`),
    else None (a name the list matches in full is read as before)."""
    from .schools import md_high_schools_named
    from .schools import short_name_said
    from .schools import short_named

    schools = short_named(own_text)
    if not schools:
        # (fix34r) the short name in one clause, the others telling something else ("she's finishing
        # at blair this year, she came from el salvador in 10th grade"): that clause's school
        named_in = [c for c in re.split(r"[,;.!?]", own_text) if short_named(c)]
        if len(named_in) == 1:
            own_text = named_in[0]
            schools = short_named(own_text)
    if not schools or md_high_schools_named(own_text, typos=False):
        return None
    said = short_name_said(own_text)
    named = sorted({s.name + (f" ({s.city})" if s.city else "") for s in schools})
    if len(named) == 1:
        return Reading(form={q.id: "maryland"}, confirm=True, note=Msg.of(SCHOOL_SHORT_NAME, said=said, school=named[0]))
    return Reading(options=("maryland", "other"), problem=Msg.of(SCHOOL_SHORT_WHICH, said=said, schools=", ".join(named)))


def _school_name_only(q, own_text: str) -> Reading:
    """Return the reading of a high school named with no place: one of Maryland's public high
    schools by its name ("Paint Branch", "northwood hs", "la prepa Northwood") is a high school
    in Maryland, kept and listed in the reply's "Got it" for the student to correct; any other
    name ("Dover High", in Delaware; "Blair", a nickname) is read back, saying why
    (:data:`SCHOOL_NAME_ONLY`). Class: a typical senior's whole message spent confirming a
    Maryland school's name. Where the school is, never where the student lives."""
    if _on_md_list(own_text):
        return Reading(form={q.id: "maryland"})
    return Reading(form={q.id: "maryland"}, confirm=True, note=Msg.of(SCHOOL_NAME_ONLY))


# Class (nc23: a false "likely eligible"): a school's name with no place ("Dover High", "Bishop
# O'Connell", "Lincoln High") was kept as a Maryland high school with a "Got it": schools outside
# Maryland have such names too. It is read back, saying why (a Maryland town or county named places it).
SCHOOL_NAME_ONLY = N_("I can't be sure from a school's name alone that it's in Maryland, so I'm checking.")
# Words of a college program or degree ("certificate", "associate degree", "un técnico"): no high
# school's name (class, nc23: "certificate" at the high-school question was "A high school in Maryland")
_PROGRAM_SAID = ("certificate", "certificates", "cert", "certificado", "certificados", "certificacion", "certification",
                 "degree", "associate", "associates", "asociado", "asociados", "bachelor", "bachelors", "licenciatura",
                 "tecnico", "tecnica", "technician", "apprenticeship", "aprendizaje", "noncredit", "non credit",
                 "vocational", "vocacional", "license", "licencia", "licensure", "workforce", "carrera")
# (fix33t, a newcomer's finding) "título de asociado", "un título técnico": the "título" is the
# program's (a degree), no high school's diploma; it was read as a school's name at the high-school question
_PROGRAM_TITLE = re.compile(r"\btitulos?\s+(?:(?:de|del|en)\s+)?(?:(?:un|una)\s+)?(?=(?:" + "|".join(_PROGRAM_SAID) + r")\b)")
# Class (dev20, a wrong "likely eligible"): the school of a spouse, or of "he"/"she" after one
# (or another grown-up) is named ("I have a GED… my husband and I make 70k, he went to Frederick
# High", "mi esposo fue a la Northwood"): theirs, not the student's (a GED said without a place
# was read as one earned in Maryland from the husband's school's town). A child named is the
# student a parent writes for ("my son is 19, he went to Bowie High"): kept.
_PARTNER_WORD = r"(?:husband|wife|spouse|partner|fiance|fiancee|esposo|esposa|marido|mujer|pareja|prometido|prometida|suegra|suegro)"
_SCHOOL_VERB = (r"(?:also\s+|tambien\s+|too\s+)?(?:went|goes|go|graduated|finished|attended|did|got|fue|va|iba|estudio|se graduo|"
                r"termino|hizo|saco)\b")
_PARTNER_SCHOOL = re.compile(r"^(?:my|mi|her|his|su)\s+" + _PARTNER_WORD + r"\s+" + _SCHOOL_VERB)
_THEY_SCHOOL = re.compile(r"^(?:he|she|el|ella)\s+" + _SCHOOL_VERB)
_PARTNER_NAMED = re.compile(r"\b(?:my|mi)\s+" + _PARTNER_WORD + r"\b")
_A_CHILD_NAMED = re.compile(r"\b(?:my|mi|our|nuestr[oa]|her|his|su)\s+(?:\w+\s+)?(?:" + "|".join(vocab.CHILDREN) + r")\b")


def _partners_school_out(text: str) -> str:
    """Return ``text`` without the clauses saying where a spouse (or "he"/"she" after one is
    named, no child named) went to school (:data:`_PARTNER_SCHOOL`)."""
    return _partners_out(text, _PARTNER_SCHOOL, _THEY_SCHOOL)


# Class (fix37g): a spouse's degree said beside the student's answer ("no, my wife got her
# associate's but I never did", "mi esposo tiene maestría, yo no"): theirs, an aside (the
# spouse's bachelor's was read back as the student's, a rule-out). As :data:`_PARTNER_SCHOOL`.
_DEGREE_VERB = (r"(?:also\s+|tambien\s+|already\s+|ya\s+)?(?:has|have|had|got|gets|earned|holds|finished|completed|did|"
                r"tiene|tenia|tuvo|saco|termino|obtuvo|hizo|se graduo)\b")
_PARTNER_DEGREE = re.compile(r"^(?:my|mi|her|his|su)\s+" + _PARTNER_WORD + r"\s+" + _DEGREE_VERB)
_THEY_DEGREE = re.compile(r"^(?:he|she|el|ella)\s+" + _DEGREE_VERB)


def _partners_out(text: str, theirs, they) -> str:
    """Return ``text`` without the clauses a spouse is the subject of (``theirs`` matches the
    clause's start), nor those saying "he"/"she" (``they``) once a spouse is named and no child."""
    folded = fold(text)
    clauses = re.split(r"[,;.]|\b(?:and|but|pero|y)\b", folded)
    partner = bool(_PARTNER_NAMED.search(normalize(folded))) and not _A_CHILD_NAMED.search(normalize(folded))
    kept = [c for c in clauses if not (theirs.match(normalize(c)) or (partner and they.match(normalize(c))))]
    return text if len(kept) == len(clauses) else " , ".join(c for c in kept if normalize(c))


_PREPA = ("prepa", "preparatoria", "la prepa", "prepa abierta", "preparatoria abierta")
_PREPA_DONE = re.compile(r"\b(?:termine|terminaste|acabe|hice|saque|complete|gradue|egrese|finished|graduated|completed|did|"
                         r"done|terminada|terminado|completa|acabada)\b")
_PREPA_NOT_DONE = re.compile(r"\b(?:no|not|didnt|never|nunca|todavia|aun|still|estoy|voy|going|sigo|dejo|deje|left|quit|dropped|"
                             r"senior|junior|ultimo ano|graduo|graduating|will)\b")  # (in it now: "me gradúo en junio")


def _prepa_finished(text: str, norm: str) -> bool:
    """Return True when ``text`` says the prepa was finished ("terminé la prepa en 2019", "I did
    prepa, finished in 2018") with no Maryland place, school's name or "here" said, no other
    place, online or home school: a high school finished abroad (:func:`_read_high_school`)."""
    from .places import towns_in

    # (Mexico's open prepa, "la prepa terminada": no school's name)
    norm = re.sub(r"\b(prepa|preparatoria) (?:abierta|terminada|terminado|completa|acabada)\b", r"\1 terminada", norm)
    named = re.sub(r"\b(prepa|preparatoria) terminada\b", r"\1", norm)
    named = re.sub(r"\b(prepa|preparatoria)\s+(?=(?:desde|since|hace|cuando|when|back|hasta|durante)\b)", r"\1 en ", named)  # a time, no name
    return (contains_any(norm, _PREPA) and bool(_PREPA_DONE.search(norm)) and not _PREPA_NOT_DONE.search(norm)
            and not contains_any(norm, ("maryland", "md", "aqui", "aca", "here", "ged") + vocab.HOME_SCHOOL + vocab.SCHOOL_NO_PLACE)
            and not towns_in(text) and not _md_county_said(norm) and not _SCHOOL_NAMED.search(named)
            and not _finished_at_name(named))


def _writers_own_prepa(text: str) -> bool:
    """Return True when someone writing for the student (:func:`writes_for_student`) tells a prepa
    finished in the first person only ("yo terminé la prepa en el 98, ella se gradúa en junio"):
    the writer's own, an aside (class, fix34c: read back as the student's high school outside Maryland)."""
    if not writes_for_student():
        return False
    said = [normalize(c) for c in re.split(r"[,;.!?]|\b(?:but|pero|and|y)\b", fold(text))]
    said = [c for c in said if contains_any(c, _PREPA) and _PREPA_DONE.search(c)]
    return bool(said) and all(_WRITERS_MARK.search(c) or re.search(r"\b(?:termine|acabe|hice|saque|complete|gradue|egrese)\b", c)
                              for c in said) and not any(_STUDENTS_MARK.search(c) for c in said)


_GRADE = (r"(?:\d{1,2}(?:st|nd|rd|th|vo|mo|no|ro|to|o|avo)?|ninth|tenth|eleventh|twelfth|noveno|decimo|onceavo|undecimo|"
          r"doceavo|duodecimo|junior year|sophomore year|senior year|freshman year)")
_LEFT_IN_GRADE = re.compile(r"\b(?:me sali|sali|me salgo|deje|dejo|abandone|left|quit|dropped|stopped going)\b"
                            r"(?:\s+(?:de\s+(?:la\s+)?escuela|school|out|de\s+la\s+prepa|de\s+estudiar))?"
                            r"\s+(?:en|in|at|after|despues de|durante|during)\s+(?:el\s+|the\s+|mi\s+|my\s+)?" + _GRADE +
                            r"(?:\s+(?:grade|grado))?\b(?!\s*(?:de|of)\s+(?:la\s+)?(?:middle|secundaria|elementary|primaria))")
# earlier grades said of a school or a place ("until 8th grade", "hasta noveno", "la primaria"):
# not where one finished (the clause after it says that)
_EARLIER_GRADES = re.compile(r"\b(?:until|till|til|up to|up until|through|thru|hasta)\s+(?:the\s+|el\s+|la\s+|mi\s+|my\s+)?"
                             r"(?:" + _GRADE + r"|first|second|third|fourth|fifth|sixth|seventh|eighth|primero|segundo|"
                             r"tercero|cuarto|quinto|sexto|septimo|octavo)\b"
                             r"|\b(?:elementary|primaria|middle school|grade school|primary school|kinder|kindergarten)\b")
_FINISHED_AT = re.compile(r"\b(?:graduated|graduate|finished|gradue|graduo|termine|acabe)\s+(?:from|at|in|de|en)\s+"
                          r"(?:the\s+|la\s+|el\s+)?([a-z]+(?:\s+[a-z]+){0,2})")


def _finished_at_name(norm: str) -> bool:
    """Return True when ``norm`` says one graduated or finished at a school by its name
    ("graduated from Springbrook", "terminé en la Blair")."""
    m = _FINISHED_AT.search(norm)
    return bool(m) and _school_name(re.sub(r"\s+(?:in|en)\s+.*$", "", m.group(1)))


_STILL_ENROLLED = re.compile(r"\b(?:back|volvi|regrese|went back|returned|ahora estoy|now in|now im|got my ged|saque el ged)\b")
_ARRIVED = re.compile(r"\b(?:llegue|llegamos|llego|llegaron|vine|vinimos|vino|vinieron|arrived|came|come|moved|immigrated|"
                      r"emigre|emigramos|mudamos|mude)\b(?:\s+(?:here|over|aqui|aca|to the us|to maryland|a maryland|"
                      r"a los estados unidos|a este pais|to this country))?\s+(?:from|de|desde)\b")
_GED_UNDERWAY = re.compile(r"\b(?:working on|doing|taking|studying for|getting|gonna get|going to get|will get|"
                           r"haciendo|estudiando|sacando|voy a sacar|preparandome para|preparandome|preparando|preparing for|prepping for|tomando clases de|clases de|classes for)\s+"
                           r"(?:my\s+|mi\s+|el\s+|the\s+|a\s+|un\s+|para el\s+|pa el\s+|pal\s+|para\s+|pa\s+)?ged\b")  # ("pal GED": dev25)


def _ged_here(text: str) -> bool:
    """Return True when a clause says a GED was (or will be) earned in a Maryland place ("then I
    did the GED in Baltimore"), whatever other clauses say of a diploma from elsewhere."""
    from .places import foreign_place
    from .places import towns_in

    clauses = [c for c in re.split(r"[,;.]|\b(?:but|pero|and|y|then|luego|despues)\b", fold(text)) if normalize(c)]
    for clause in clauses:
        norm = normalize(clause)
        if contains(norm, "ged") and not foreign_place(clause) and _md_place(clause):
            return True  # "…y aquí saqué el GED": here is Maryland, read back
    # Class: the GED named, and where it was earned in a clause of its own that points back at it
    # ("GED, got it in Baltimore in 2019", "el GED, lo saqué en Salisbury"); not where one lives or
    # works ("GED, I live in Towson now"), nor with a place outside Maryland said anywhere
    if any(contains(normalize(c), "ged") for c in clauses) and not foreign_place(" ; ".join(clauses)) \
            and not contains_any(normalize(text), vocab.FOREIGN_PLACES):
        return any(_GOT_IT.search(normalize(c)) and _md_place(c) for c in clauses
                   if not _HOME_NOW.search(normalize(c)) and not _WORK_HERE.search(normalize(c)))
    return False


# a clause about the GED named before it: "got it", "passed it", "lo saqué", "lo hice", "took the test"
_GOT_IT = re.compile(r"\b(?:got|earned|passed|did|took|finished|completed|received)\s+(?:it|that|mine|the test|the exam)\b"
                     r"|\b(?:lo|la)\s+(?:saque|obtuve|hice|pase|termine|aprobe|tome|consegui|recibi)\b")
_WORK_HERE = re.compile(r"\b(?:work|works|working|job|trabajo|trabaja|trabajamos)\b")


def _md_place(clause: str) -> bool:
    """Return True when ``clause`` names a Maryland place: the state, "here", a town, a county or
    one of its community colleges ("the GED at CCBC")."""
    from .places import towns_in

    norm = normalize(clause)
    return (contains_any(norm, ("maryland", "md", "aqui", "aca", "here", "over here")) or bool(towns_in(clause, asides=True))
            or _md_county_said(norm) or _college_named(norm)[0] is not None)


def _md_county_said(norm: str) -> bool:
    """Return True when ``norm`` names a Maryland county with "county"/"condado", typos and all
    ("en el condado de montgomeri": class, a GED earned in a county named)."""
    m = re.search(r"\b(?:condado de|county of)\s+([a-z ]{3,25})|\b([a-z]{3,20}(?: [a-z]{3,20})?)\s+(?:county|co)\b", norm)
    if not m:
        return False
    p = pick(normalize(m.group(1) or m.group(2)), {k: v for k, v in county_options().items() if k != OUTSIDE_MD})
    return p.value is not None


_IN_THE_CITY = re.compile(r"\s+(?:in|en|out in|over in)\s+(?:the|la)\s+(?:city|ciudad)$")
# A grade of high school, said as a number or a word ("12th", "doceavo", "senior")
_GRADE_SAID = (r"(?:12|12th|twelfth|11|11th|10|10th|9|9th|doce|doceavo|duodecimo|once|onceavo|diez|decimo|nueve|noveno|"
               r"12vo|12avo|12o|11vo|11avo|senior|junior)(?:\s+(?:grade|grader|grado|year|ano))?"
               # the last year said in words (fix36e: "estoy en el último año en Montgomery Blair", "in my last year at …")
               r"|(?:ultimo|cuarto|last|final)\s+(?:year|ano)(?:\s+(?:of|de)\s+(?:high\s+school|hs|prepa|la\s+prepa|secundaria|la\s+secundaria))?")
_IN_GRADE_AT = re.compile(r"^(?:(?:i m|im|i am|estoy|ando|voy|soy)\s+)?(?:in\s+|en\s+)?(?:the\s+|el\s+|a\s+|an\s+)?"
                          r"(?:" + _GRADE_SAID + r")\s+(?:at|en|in|de)\s+(?:the\s+|la\s+|el\s+)?"
                          r"([a-z]+(?:\s+[a-z]+)?)$")
_STILL_IN_SCHOOL = ("still in high school", "still a junior", "im a junior", "a junior", "a sophomore", "a freshman",
                    "still in school", "todavia estoy en", "sigo en la", "11th grade", "10th grade", "9th grade", "still a senior",
                    "not done with", "havent finished", "have not finished", "not finished", "im in hs", "im in high school",
                    "still in hs", "no he terminado", "todavia no termino", "aun no termino", "no he acabado")
# In the 12th grade now ("I'm in 12th grade", "estoy en 12 grado", "en el doceavo"): still in high
# school, a senior (class, a newcomer's finding: "todavía no tengo diploma, estoy en 12 grado" read
# back as no diploma and not in high school, a wrong "not eligible"): where, asked back
_IN_TWELFTH = re.compile(r"\b(?:(?:12|12th|twelfth|doce|doceavo|duodecimo|12vo|12avo|12o)\s+(?:grade|grado)|(?:grade|grado)\s+(?:12|doce)|"
                         r"(?:im|i am|estoy|ando|voy)\s+(?:in\s+|en\s+)?(?:the\s+|el\s+)?(?:12|12th|twelfth|doceavo|12vo|12avo))\b")
# Words that name no school and no place ("my school", "the high school", "la escuela"): asked back
_SCHOOL_GENERIC = frozenset(("my", "the", "a", "school", "high", "hs", "highschool", "local", "public", "regular", "normal",
                             "i", "go", "to", "went", "at", "mi", "la", "el", "una", "un", "escuela", "prepa", "secundaria",
                             "colegio", "high school", "voy", "fui", "a", "de", "en", "just", "solo", "nomas", "the one", "our",
                             "nuestra", "here", "aqui", "this", "esta", "one"))


_SCHOOL_LEAD = re.compile(r"\b(?:from|at|en|de)\s+(?:la\s+|el\s+)?")


def _school_named_after(text: str) -> bool:
    """Return True when a clause of ``text`` ends with a school's own name after "from"/"at"/"en"
    ("graduating from Springbrook", "en Northwood"), not generic words ("at my school", "en la high")."""
    for clause in re.split(r"[,;.]|\bbut\b|\bpero\b", fold(text)):
        clause = normalize(clause)
        for m in _SCHOOL_LEAD.finditer(clause):
            rest = clause[m.end():]
            if rest and (set(rest.split()) - _SCHOOL_GENERIC) and _school_name(rest) \
                    and rest.split()[0] not in ("my", "mi", "our", "nuestra", "nuestro", "su", "his", "her", "their", "the", "this", "esta"):
                return True
    return False


def _md_county_named(norm: str) -> bool:
    """Return True when ``norm`` names a Maryland county ("in Montgomery County", "condado de Howard")."""
    options = {cid: tuple(p for p in ps if "county" in p or "condado" in p or "city" in p or "ciudad" in p)
               for cid, ps in county_options().items() if cid != OUTSIDE_MD}
    return pick(norm, options, exact_only=True).value is not None


_HOME_NOW = re.compile(r"\b(?:live|lives|living|stay|reside|vivo|vivimos|vive|viven)\b")


def _school_elsewhere(text: str) -> bool:
    """Return True when the clauses about the school (not those saying where one lives now)
    name a place outside Maryland and no Maryland one ("high school in Virginia, now I live
    in Maryland", "GED in DC")."""
    from .places import foreign_place

    clauses = [c for c in re.split(r"[,;]|\bbut\b|\bpero\b|\band\b|\by\b", fold(text)) if normalize(c)]
    school = [c for c in clauses if not (_HOME_NOW.search(normalize(c))
                                          and not contains_any(normalize(c), vocab.SCHOOL_WORDS + vocab.GRADUATED + ("ged",)))]
    where = " ; ".join(school)
    return bool(where) and foreign_place(where) and not contains_any(normalize(where), ("maryland", "md"))


def _school_name(norm: str) -> bool:
    """Return True when a short answer to "where did you finish high school?" can only be a
    school's own name: one to three words of letters that say nothing else (no yes, no, "I
    don't know", home schooling, a greeting or a question word)."""
    words = norm.split()
    if not 1 <= len(words) <= 3 or not all(w.isalpha() and len(w) > 1 for w in words):
        return False
    if any(w in _WHO_WORDS for w in words):
        return False  # "just me", "solo yo", "me and my mom": who is at home, no school's name
    digits = re.sub(r"\b(?:im|i|am|tengo|tiene|soy|years?|old|anos|point|punto)\b", " ", numtext.in_digits(norm))
    if re.fullmatch(r"[\d\s.]+", digits) or contains_any(norm, _GRADE_WORDS):
        return False  # "four", "im seventeen", "twelfth grade": a number, an age or a grade names no school
    said = (vocab.YES + vocab.NO + vocab.UNSURE + vocab.GREETINGS + vocab.QUESTION_WORDS + vocab.HOME_SCHOOL)
    return (not contains_any(norm, said) and not any(w in vocab.NOT_A_NAME for w in words)
            and all(_could_be_a_name(w) for w in words))


# Words of who someone is, never of a school's name ("just me", "solo yo", "nomás nosotros").
_WHO_WORDS = {"me", "myself", "yo", "us", "we", "nosotros", "nosotras", "mine", "mio", "mia"}
_GRADE_WORDS = ("grade", "grado", "twelfth", "eleventh", "tenth", "ninth", "senior", "junior", "sophomore", "freshman")
_KEYBOARD_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def _could_be_a_name(word: str) -> bool:
    """Return False for what no school is called: no vowel ("zzz", "qqq"), a letter three times
    in a row, a syllable said over ("blablabla", "jajaja") or a run along the keyboard ("asdf")."""
    return (bool(re.search(r"[aeiouy]", word)) and not re.search(r"(.)\1\1", word)
            and not re.fullmatch(r"(\w{1,4}?)\1{2,}\w{0,3}", word)
            and not (len(word) >= 4 and any(word in row for row in _KEYBOARD_ROWS)))


# "Married" said of other people ("both my parents, they're married", "mis papás están casados").
# Class (dev22): "they" or "ellos" said with any verb, or none ("they r married", "they got married",
# "ellos casados", "ellos dos se casaron"), and texting's "r" for "are" ("parents r married"): the
# parents (it was read as the student's own marriage). "I got married" stays the student's.
_THEY_MARRIED = re.compile(r"\b(?:(?:they|ellos(?:\s+dos)?|both of them)\s+(?:(?:are|r|re|have been|ve been|been|got|"
                           r"estan|son|siguen|still)\s+)?|theyre\s+|theyve been\s+|"
                           r"(?:are|(?<!we )r|both|estan|son|siguen|still)\s+)"
                           r"(?:still\s+|both\s+|todavia\s+|aun\s+)?(?:married|casados|se casaron)\b")
_STEP = ("stepdad", "stepmom", "stepfather", "stepmother", "step dad", "step mom", "step father", "step mother",
         "padrastro", "madrastra")
_AWAY = re.compile(r"\b(?:is|esta|estan|are|se quedo|se quedaron|stayed|sigue|siguen|still|is still|is back|are back|back|"
                   r"lives|live|vive|viven|went back|regreso|regresaron|se fue|se fueron|se regreso)\s+"
                   r"(?:in|en|back in|over in|out in|up in|down in|a|to|allá en|alla en|alla por|por)\s+(?P<place>[a-z][a-z ]*)")


_RELATIVE_DOES = re.compile(
    r"\b(?:my|mi|mis)\s+(?:\w+\s+)?(?:" + "|".join(vocab.RELATIVES) + r"|sister|brother|sisters|brothers|hermanos|hermanas)"
    r"\s+(?:\w+\s+){0,2}(?:has|have|had|got|tiene|tienen|tenia|went|goes|go|fue|fueron|va|van|estudio|estudia|studied|studies|"
    r"works|worked|work|trabaja|trabajan|is from|are from|es de|son de|was born|were born|nacio|nacieron|makes|make|gana|ganan|"
    r"graduated|se graduo|speaks|habla)\b"
    # (pay by another verb, its amount after it: "my mom gets 1200 each paycheck", "mi mamá recibe
    # 1200 cada cheque", "a mi papá le pagan 900": what she is paid, not who is at home; class, dev29)
    r"|\b(?:my|mi|mis)\s+(?:\w+\s+)?(?:" + "|".join(vocab.RELATIVES) + r")\s+(?:\w+\s+){0,2}"
    r"(?:gets|get|earns|earn|earned|receives|receive|received|recibe|reciben|recibia|cobra|cobran|pagan|paga|brings|takes)"
    r"\s+(?:(?:paid|home|in|about|around|like|como|unos|unas|alrededor de)\s+)*\$?\d")
# Words that say who lives at home ("I live with…", "just me and my mom", "en casa somos 4"): one
# reader (:func:`_at_home`) for an aside about a relative and for who is at home beside "divorced".
_AT_HOME = re.compile(r"\b(?:live|lives|living|vivo|vive|viven|vivimos|with|con|just|only|solo|sola|nomas|and me|y yo|me and|"
                      r"yo y|household|hogar|casa|home|us|somos)\b")


def _at_home(text: str, we: bool = True) -> bool:
    """Return True when ``text`` says who lives at home (:data:`_AT_HOME`, or "we" unless ``we``
    is False: beside "divorced" or "separated", "we" can be the separated parents, "his father
    and I are separated, we still file jointly", not the student's home)."""
    t = re.sub(r"[^a-z0-9,;.]+", " ", fold(text))
    return bool(_AT_HOME.search(t) or (we and re.search(r"\bwe\b", t)))


def _about_relative(text: str) -> bool:
    """Return True when a message only says something a relative has or does ("my mom has a
    bachelor's", "mis papás son de El Salvador"), not who lives with the student ("my mom, she
    makes 250k" names her first: an answer)."""
    t = re.sub(r"[^a-z0-9,;.]+", " ", fold(text))
    return bool(_RELATIVE_DOES.search(t)) and not _at_home(text)


_ROOMMATES = ("roommate", "roommates", "roomies", "roomie", "housemates", "friends", "a friend", "amigos", "amigas", "unos amigos",
              "companeros de cuarto", "companeras de cuarto", "rento un cuarto", "rent a room", "renting a room")


# Class (dev15, a senior's script): "married" right after both parents named ("mom and dad,
# married, all at home", "mis papás, casados, vivimos juntos"): said of the parents (it was read as
# the student's own marriage)
_PARENTS_THEN_MARRIED = re.compile(
    r"\b((?:my\s+|mis\s+|both\s+(?:my\s+)?)?(?:parents|padres|papas|folks|"
    r"(?:my\s+|mi\s+)?(?:mom|mother|mama|madre)\s+(?:and|y|&)\s+(?:my\s+|mi\s+)?(?:dad|father|papa|padre)|"
    r"(?:my\s+|mi\s+)?(?:dad|father|papa|padre)\s+(?:and|y|&)\s+(?:my\s+|mi\s+)?(?:mom|mother|mama|madre)))"
    r"\s*[,;(-]?\s*(?:(?:who are|that are|que estan|both|ambos|los dos)\s+)?(?:married|casados)\b")


def _others_married(text: str) -> str:
    """Return ``text`` without "married" said of other people (the student's parents)."""
    return _THEY_MARRIED.sub(" ", _PARENTS_THEN_MARRIED.sub(lambda m: m.group(1), text))


# Class (dev5): "my dad's back in Guatemala", folded "my dads back in guatemala": the relative, not a plural
_KIN_IS = re.compile(r"\b((?:my|his|her)\s+(?:dad|mom|father|mother|stepdad|stepmom))s\b")
# Class (dev5): Spanish slang for a parent ("mi vieja sola", "mis viejos"): mom, dad, parents
_SLANG_PARENT = ((re.compile(r"\bmi (?:vieja|jefita)\b"), "mi mama"), (re.compile(r"\bmi (?:viejo|jefito)\b"), "mi papa"),
                 (re.compile(r"\bmis (?:viejos|jefes|jefitos)\b"), "mis papas"),
                 # Spanglish: an English word for the parent in a Spanish sentence ("vivo con mi mom y
                 # ella makes 45k", a newcomer's finding): the Spanish word, so the Spanish phrases read it
                 (re.compile(r"\bmi (?:mom|mommy|mother|mum)\b"), "mi mama"),
                 (re.compile(r"\bmi (?:dad|daddy|father)\b"), "mi papa"),
                 (re.compile(r"\bmis (?:parents|folks)\b"), "mis papas"),
                 # English slang for a parent ("just my pops and me"; class, dev17; not "my moms", folded
                 # from the possessive "my mom's")
                 (re.compile(r"\bmy (?:pops|old man)\b"), "my dad"),
                 # Class (dev18): a spouse said fondly ("hubby", "wifey", "mi señora"): the spouse word
                 (re.compile(r"\b(?:hubby|hubs)\b"), "husband"), (re.compile(r"\bwifey\b"), "wife"),
                 (re.compile(r"\bmi senora\b"), "mi esposa"),
                 (re.compile(r"\b(my|our)\s+(wife|husband|spouse)['\u2019]?s\b"), r"\1 \2"),  # "mine and my wife's"
                 # Class (a newcomer's finding): a count of one before the parents names one of
                 # them ("one of my parents", "either parent", "uno de mis padres"): one parent,
                 # not two (was read as two parents: a $150,000 limit for one parent's $100,000)
                 (re.compile(r"\b(?:(?:just|only)\s+)?(?:one|1|either)\s+(?:of\s+)?(?:(?:my|the|our)\s+)?"
                             r"(?:parents?|folks)\b"), "one parent"),
                 (re.compile(r"\b(?:(?:solo|solamente|nada mas)\s+)?(con\s+)?(?:(?:solo|solamente)\s+)?(?:uno|una|1|alguno|cualquiera)"
                             r"\s+de\s+(?:mis|los|nuestros)\s+(?:padres|papas|papis)\b"), r"\1un padre"))
# Class (dev3): a parent's boyfriend or girlfriend is no step-parent: which household is asked
_PARTNER = re.compile(r"\b(?:her|his|their|su|sus)\s+(?:bf|gf|boyfriend|girlfriend|partner|novio|novia|pareja)\b"
                      r"|\b(?:mom|mama|dad|papa|madre|padre)(?:s)?\s+(?:bf|gf|boyfriend|girlfriend|partner|novio|novia|pareja)\b")


# Class (dev8): a parent's spouse is a step-parent ("my mom and her husband", "mi mamá y su esposo",
# "el esposo de mi mamá", "my dad's wife"): two parents, never the student's own marriage
_MOM = r"(?:mom|mother|mum|mama|mami|madre|ma|mai)"
_DAD = r"(?:dad|father|papa|papi|padre|pa|pai)"
# What joins a parent and the parent's spouse in a list: a comma, "and", or both ("me, my mom, and
# her husband": the serial comma left her husband uncounted as a step-parent; a newcomer's finding)
_THEN = r"(?:(?:,\s*)?(?:(?:and|y|n)\b|&)|,)?"
_PARENT_SPOUSE = (
    # (dev16: her husband said after him, "el esposo de ella", "the husband of hers": the same step-parent)
    (re.compile(r"\b(" + _MOM + r"\b(?:\s+\w+){0,2}?\s*" + _THEN + r"\s*)(?:(?:her|su)\s+(?:husband|hubby|spouse|esposo|marido)"
                r"|(?:el\s+|the\s+)?(?:esposo|marido|husband|spouse)\s+(?:de ella|of hers))\b"),
     r"\1 stepdad"),
    (re.compile(r"\b(" + _DAD + r"\b(?:\s+\w+){0,2}?\s*" + _THEN + r"\s*)(?:(?:his|su)\s+(?:wife|spouse|esposa|mujer)"
                r"|(?:la\s+|the\s+)?(?:esposa|mujer|wife|spouse)\s+(?:de el|of his))\b"),
     r"\1 stepmom"),
    (re.compile(r"\b(?:el\s+)?(?:esposo|marido)\s+de\s+(?:mi|my)\s+" + _MOM + r"\b|\b(?:my\s+)?" + _MOM + r"s\s+(?:husband|hubby)\b"),
     "my mom and stepdad"),
    (re.compile(r"\b(?:la\s+)?(?:esposa|mujer)\s+de\s+(?:mi|my)\s+" + _DAD + r"\b|\b(?:my\s+)?" + _DAD + r"s\s+wife\b"),
     "my dad and stepmom"),
    # "el esposo de ella" further on ("mi mamá, mi hermano y el esposo de ella"): the mother's, named
    # before, is a step-parent; a son's or daughter's, said by the parent, the student's own marriage
    (re.compile(r"\b(?:el\s+|the\s+)?(?:esposo|marido|husband)\s+(?:de ella|of hers)\b"),
     lambda m: m.group(0) if re.search(r"\b(?:hija|hijo|daughter|son)\b", m.string[:m.start()])
     else "stepdad" if re.search(r"\b" + _MOM + r"\b", m.string[:m.start()]) else "cunado"),
    (re.compile(r"\b(?:la\s+|the\s+)?(?:esposa|mujer|wife)\s+(?:de el|of his)\b"),
     lambda m: m.group(0) if re.search(r"\b(?:hija|hijo|daughter|son)\b", m.string[:m.start()])
     else "stepmom" if re.search(r"\b" + _DAD + r"\b", m.string[:m.start()]) else "cunado"),
    # anyone else's spouse ("my sister and her husband", "mi tía y su esposo"): a relative, not the student's marriage
    # (not a parent's words about the student: "mi hija vive con su esposo" is the student's marriage)
    (re.compile(r"\b(?:her|his|their|su|sus)\s+(?:husband|hubby|wife|spouse|esposo|esposa|marido|mujer)\b"),
     lambda m: m.group(0) if re.search(r"\b(?:hija|hijo|daughter|son)\b", m.string[:m.start()]) else "cunado"),
)


# "one of my parents", "uno de mis padres": one parent, never a count of 1 (readback, a tester's finding:
# "me and one of my parents" read as a household of 1, "just me and one of my parents" as single)
# (fix37c, a newcomer's finding) so is "my parent", one named without saying which ("it's me and my
# parent" was read as two parents, "just me and my parent" as the student alone)
_ONE_OF_PARENTS = re.compile(r"\b(?:one|1|uno|una)\s+(?:of|de)\s+(?:my|mis|los)\s+(?:parents|padres|papas|papis|folks)\b"
                             r"|\bmy\s+parent\b(?!\s*(?:and|&|n)\s+(?:my\s+|a\s+|his\s+|her\s+)?step)")


def one_parent_said(text: str) -> str:
    """Return ``text`` folded with "one of my parents" said as one parent ("my parent" -> a parent word)."""
    return _ONE_OF_PARENTS.sub(lambda m: "mi mama" if m.group(0).split()[0] in ("uno", "una") else "my mom", fold(text))


def slang_parents(text: str) -> str:
    """Return ``text`` folded with Spanish slang for a parent said plainly ("mi vieja" -> "mi mama")
    and a parent's spouse as a step-parent ("mi mamá y su esposo" -> "mi mama y stepdad")."""
    t = denied_parents_dropped(one_parent_said(text))
    for pattern, plain in _SLANG_PARENT + _PARENT_SPOUSE:
        t = pattern.sub(plain, t)
    return t


# "her mom moved to Texas", "su papá se mudó a Florida": moved away, wherever to ("moved in with us" is not)
_MOVED_AWAY = re.compile(r"\b(?:moved|se mudo|se mudaron|se fue a vivir|se fueron a vivir)\s+(?:back\s+|out\s+|away\s+)?"
                         r"(?:to|a|para)\s+(?P<place>[a-z][a-z ]*)")


# (fixn1) someone said to live with the writer ("my stepdad lives with us too", "vive con nosotros"):
# at home, no relative elsewhere, and no several earners of one amount
_AT_HOME_WITH = re.compile(r"(?<!\bno )(?<!\bnot )(?<!\bdoesnt )(?<!\bdont )(?<!\bnever )(?<!\bya no )\b(?:lives|live|is living|are living|moved in|vive|viven|se vino a vivir)\s+(?:here\s+|aqui\s+)?"
                           r"(?:with|con)\s+(?:us|me|nosotros|nosotras|conmigo)\b|(?<!\bno )\bvive\s+(?:aqui\s+)?conmigo\b")


# (fix37c, a newcomer's finding) someone said to live with the student and others "too" ("my dad lives
# with us too", "mi papá también vive con nosotros"): one more at home beside people not named, so the
# household's kind and size aren't the one parent named and the student (read as one parent, 2 people)
# one more at home beside people not named ("my dad lives with us too", "he also stays with us", "mi papá
# también vive con nosotros"): who "us" is isn't said, so the household and its size are asked. Class
# (fix37a, fix37c, newcomers' findings): it was read back as one parent and 2 people, and a pay said with
# it kept as the household's, the other parent's held pay lost
_JOINS_VERB = r"(?:lives|live|stays|stay|is living|are living|is staying|vive|viven|se queda)"
_JOINS_US = re.compile(rf"\b{_JOINS_VERB}\s+(?:here\s+|aqui\s+)?(?:with|con)\s+(?:us|nosotros|nosotras)\s+"
                       r"(?:too|also|as well|tambien)\b|\b(?:also|too)\s+" + _JOINS_VERB + r"\s+(?:here\s+)?with\s+us\b"
                       r"|\btambien\s+" + _JOINS_VERB + r"\s+(?:aqui\s+)?con\s+(?:nosotros|nosotras)\b")


_WORKS_IN = re.compile(r"\b(?:works in|trabaja en)\s+(?P<place>[a-z][a-z ]*)")  # (vocab.RELATIVE_ELSEWHERE's work words)


def elsewhere(clause: str) -> bool:
    """Return True for a clause about a relative living elsewhere ("my dad lives in Virginia",
    "mi papá está en Honduras"): an aside, not who is at home."""
    from .places import foreign_place
    from .places import in_other_state
    from .places import towns_in

    norm = _KIN_IS.sub(r"\1 ", normalize(clause))  # "my dad's back in Guatemala" (folded "my dads back")
    work = _WORKS_IN.search(norm)
    if work and not contains_any(_WORKS_IN.sub(" ", norm), vocab.RELATIVE_ELSEWHERE):
        # (fix33s, a newcomer's finding: a false "likely eligible") "mi padrastro trabaja en amazon",
        # "trabaja en walmart": where one works is no home elsewhere unless it is a place (another
        # state, a country, a town: "works in Virginia"); the mom's pay beside it was dropped unsaid
        place = work.group("place")
        return bool(foreign_place(place) or in_other_state("in " + place) or towns_in(place, asides=True))
    if contains_any(norm, vocab.RELATIVE_ELSEWHERE):
        # "my dad lives with his girlfriend": a relative's home; "(she) lives with her mom only", a
        # counselor writing of the student, is the student's own (a newcomer's finding: the
        # clause dropped as an aside and "$120,500" after it read as $120)
        if not contains_any(_AT_HOME_WITH.sub(" ", norm), vocab.RELATIVE_ELSEWHERE) \
                and re.search(r"\b(?:" + _MOM + "|" + _DAD + r"|step\s?(?:dad|mom|father|mother)|padrastro|madrastra)\b", norm):
            return False  # (fixn1) "my stepdad lives with us too": a parent at home, no aside
        said = re.search(r"\blives with\b", norm)
        return said is None or any(w in vocab.RELATIVES for w in norm[:said.start()].split())
    m = _AWAY.search(norm) or _MOVED_AWAY.search(norm)
    if not m or not any(w in vocab.RELATIVES for w in norm[:m.start()].split()):
        return False
    # "se quedó en Santo Domingo", "went back to Guatemala": left behind, wherever that is
    if foreign_place(m.group("place")) or re.match(r"(?:se quedo|stayed|went back|regreso|se fue|se regreso|moved|se mud)", m.group(0)):
        return True
    if in_other_state("in " + m.group("place")) and not re.search(r"\b(?:maryland|md)\b", m.group("place")):
        # Class (a newcomer's finding): "my parents live in PA, I live with my aunt": a relative in
        # another state, by its name or its two letters, is not at home (two parents were kept)
        return True
    # Class (dev16): still or back in a place of their own that is no Maryland town ("mis papás
    # siguen en Xela", "my mom is back in Cali"): left behind, wherever that is (not "still at home")
    if re.match(r"(?:sigue|siguen|still|is still|is back|are back|back)\b", m.group(0)) \
            and not re.match(r"(?:la |el |the |my |mi |su |his |her )?(?:casa|house|home|trabajo|work|job|school|escuela|"
                             r"college|hospital|bed|cama)\b", m.group("place")) \
            and not towns_in(m.group("place"), asides=True):
        return True
    # Class (dev13): a relative in a Maryland town of their own, the student not with them ("my
    # grandma is in Cumberland but I live with my parents", "mi tía está en Salisbury"): not at home
    return bool(towns_in(m.group("place"), asides=True)) and not _WRITER_WORD.search(norm[:m.start()])


# "I live with", "she stays with", "vivimos con", "me quedo con": who the student lives with is said
# (one pattern for the three readers that ask it)
_LIVE_WITH_SAID = re.compile(r"\b(?:live|lives|living|stay|stays|staying|vivo|vivimos|vive|viven|estoy|estamos|me quedo)"
                             r"\s+(?:\w+\s+){0,2}?(?:with|con)\b")


def away_clauses(parts: list) -> list:
    """Return, for each clause of ``parts``, True when it is about a relative living elsewhere
    (:func:`elsewhere`) or about the parent such a clause speaks of without naming them: "my
    dad makes 80k but he lives in another house", "mi papá gana 80 mil pero vive en otra casa"
    (the clause before it names one parent, and not as the one the student lives with).

    Class (a tester's finding): the father's clause kept, so two parents at home and his income
    added, where the FAFSA counts the parent the student lives with."""
    flags = [elsewhere(p) for p in parts]
    for i in range(1, len(parts)):
        if not flags[i] or any(w in vocab.RELATIVES for w in normalize(parts[i]).split()):
            continue
        # the clause before, past the pieces a split leaves ("90,000" cut at its comma, ", but")
        j = next((j for j in range(i - 1, -1, -1) if re.search(r"[a-z]", normalize(parts[j]))), None)
        if j is None or flags[j]:
            continue
        before = normalize(parts[j])
        kin = {w for w in before.split() if w in _PARENT_KIN}
        if len(kin) == 1 and not _LIVE_WITH_SAID.search(before):
            flags[j:i] = [True] * (i - j)
    return flags


def parent_pay_away(text: str) -> bool:
    """Return True when ``text`` tells a parent's pay in a clause about a parent living elsewhere
    (:func:`away_clauses`: "her mom makes 30k but she lives in Virginia", "su mamá gana 30 mil pero
    vive en Virginia"): no pay of the household (fix36d)."""
    parts = [p for p in re.split(r"[,;.]|\bbut\b|\bpero\b", fold(text)) if normalize(p)]
    return any(far and re.search(r"\b(?:" + "|".join(_PARENT_KIN) + r")\b", normalize(p)) and amounts(numtext.in_digits(p, "en"))
               for p, far in zip(parts, away_clauses(parts)))


def only_elsewhere(text: str) -> bool:
    """Return True when every clause of ``text`` is about a relative living elsewhere ("my dad
    lives in Virginia", "mi papá está en Honduras"): an aside, neither an answer nor a question."""
    parts = [p for p in re.split(r"[,;.]|\bbut\b|\bpero\b", fold(text)) if normalize(p)]
    return bool(parts) and "?" not in text and all(elsewhere(p) for p in parts)


_BORN = re.compile(r"\b(?:i was born|i am from|im from|i come from|we are from|were from|we came from|born in|"
                   r"naci|yo naci|soy de|somos de|vengo de|venimos de|vine de|crecí|creci|i grew up)\b")


def only_birthplace(text: str) -> bool:
    """Return True when ``text`` only says where the student was born, comes from or grew up
    ("naci en El Salvador", "I was born in Mexico"): an aside, neither an answer nor a question."""
    parts = [p for p in re.split(r"[,;.]|\bbut\b|\bpero\b|\band\b|\by\b", fold(text)) if normalize(p)]
    return bool(parts) and "?" not in text and all(_BORN.search(normalize(p)) for p in parts)


# Class (a newcomer's finding): a year of birth said alone ("nací en 2008", "I was born in 2007")
# was read as a birthplace ("where you were born isn't one of the questions"): it is a birth year
_BIRTH_YEAR = re.compile(r"^(?:(?:yo|i|me|and|y|btw|also|tambien|pues|well|oh)\s+)*(?:naci|was born|born|nacio|he was born|she was born)\s+"
                         r"(?:(?:en|in|el|on|back in|the year|del?|ano|year)\s+)*((?:19|20)\d{2})$")


# Class (a newcomer's finding): a question about what the bot has kept for an answer ("what county
# do you have for me?", "what GPA did you put down?", "¿qué condado tienes anotado?", "¿cuál es el
# ingreso que pusiste?") was answered from the FAQ (the county's local promise programs): the
# answer kept is said instead, or that there is none yet
_KEPT_FIELDS = (("county", ("county", "condado")), ("zip", ("zip code", "zip", "codigo postal")),
                ("hs_gpa", ("gpa", "promedio")), ("agi", ("income", "agi", "ingreso", "ingresos")),
                ("college", ("college", "colegio")), ("household_size", ("household size", "people in my household")),
                ("credits_per_semester", ("credits", "creditos")))
_KEPT_VERB = (r"(?:do you have|did you (?:put|write|get|save|keep|mark|enter|record|use)|have you got|you got|are you using|"
              r"tienes|tenes|pusiste|anotaste|escribiste|guardaste|marcaste|registraste|estas usando|usaste|me pusiste|"
              r"tienes anotado|tienes anotada)")
_KEPT_ASKED = re.compile(r"^(?:so |ok |and |y |entonces |oye |hey )*(?:what|which|whats|que|cual|cuales)\s+(?:is |es |el |la |los |mi |my |the )*"
                         r"(?P<f>[a-z ]{2,30}?)\s+(?:(?:is it|es el que|es la que|que|that|which)\s+)?" + _KEPT_VERB
                         + r"(?:\s+(?:for me|para mi|down|anotado|anotada|on file|de mi|for my|so far|hasta ahora|right now|ahora|"
                         r"me (?:in|as|down as|under|at)))*$")
_MY_FIELD = re.compile(r"^(?:so |ok |and |y |oye |hey )*(?:whats|what is|cual es|que es)\s+(?:my|mi)\s+(?P<f>[a-z ]{2,20}?)\s*(?:again|de nuevo|ahora|now|so far|hasta ahora)?$")


def kept_asked(text: str) -> str | None:
    """Return the answer field a question asks the kept value of ("what county do you have for
    me?" -> "county", "what's my GPA?" -> "hs_gpa"), else None."""
    norm = normalize(text)
    m = _KEPT_ASKED.match(norm) or (_MY_FIELD.match(norm) if "?" in text else None)
    if not m:
        return None
    said = m.group("f").strip()
    return next((field for field, words in _KEPT_FIELDS if said in words), None)


def birth_year_said(text: str) -> int | None:
    """Return the year of birth ``text`` says alone ("nací en 2008", "I was born in 2007"), else None."""
    m = _BIRTH_YEAR.match(normalize(text))
    return int(m.group(1)) if m else None


# A spouse denied ("no wife", "ni esposa", "dont have a husband"): the words before (``lead``), an
# article (``article``) and more words for a spouse (``also``, each starting with "|") are each
# reader's own (:data:`_NOT_MARRIED`, :data:`_NO_CHILDREN`); the spouse's words are shared.
_SPOUSE_DENIED = r"\b(?:{lead})\s+(?:(?:{article})\s+)?(?:wife|husband|spouse|esposa|esposo|marido{also})\b"
_NOT_MARRIED = re.compile(r"\b(?:not|never|un|no estoy|no soy|nunca me he|no|ni)\s*(?:married|casad[oa]|case)\b"
                          # (dev20: "no somos casados", "no estamos casados", "nunca nos casamos": the couple not married)
                          r"|\b(?:no somos|no estamos|nunca nos hemos|no nos hemos|nunca nos|no nos)\s*(?:casad[oa]s|casamos|casado)\b"
                          r"|\b(?:never|didnt|did not|havent|have not|not|arent|are not)\s+(?:got|get|gotten|been|getting)\s+married\b"
                          # Class: no spouse said ("no tengo hijos ni esposa", "no wife, no kids"): not married
                          r"|" + _SPOUSE_DENIED.format(lead="no tengo|no|ni|sin|without|dont have a|dont have|do not have a|never had a",
                                                        article="a|una|un", also="|mujer"))


# Class (dev4): a parent writing about the student ("vive con su papá y conmigo", "she lives with
# her dad and me"): the household size leaves the student out (the household's type: writer_is_parent).
_WRITER_PARENT = re.compile(r"\b(?:vive|lives|live|stays)\s+(?:con|with)\s+(?:su|his|her)\s+(?:papa|padre|dad|father|mama|madre|mom|mother)"
                            r"\s+(?:y|and)\s+(?:conmigo|me|yo)\b|\b(?:vive|lives|live)\s+(?:conmigo|with me)\s+(?:y|and)\s+"
                            r"(?:su|his|her)\s+(?:papa|padre|dad|father|mama|madre|mom|mother)\b")
# the child's other parent beside "estamos casados": two parents, not a married student
_OTHER_PARENT = re.compile(r"\b(?:his|her|su)\s+(?:mother|father|mom|dad|mama|papa|madre|padre)\b")
_WE_MARRIED = re.compile(r"\b(?:estamos|we are|we r|were|we have been|weve been|we been|both)\s+(?:\w+\s+)?(?:casados|married)\b")


_OWN_DIVORCE = re.compile(r"\b(?:im|i am|i m|i got|i was|ive been|estoy|soy|me|ya me)\s+(?:\w+\s+)?"
                          r"(?:divorced|separated|divorciad[oa]|separad[oa]|divorcie|separe)\b")


def _after_divorced(clause: str) -> str:
    """Return what ``clause`` says after its last word for divorced parents ("parents are divorced
    and i live with my dad": "and i live with my dad"), or all of it when it has none."""
    norm = normalize(clause)
    ends = [m.end() for w in vocab.DIVORCED for m in re.finditer(r"\b" + re.escape(w) + r"\b", norm)]
    return norm[max(ends):] if ends else clause


# Time shared between parents who live apart: one parent's household on the FAFSA, never two
_SHARED_TIME = re.compile(r"\b(?:during the week|on weekdays|weekdays|weekends?|on the weekends?|half the time|half and half|"
                          r"half of the time|50 50|fifty fifty|every other (?:week|weekend)|alternate (?:weeks|weekends)|"
                          r"back and forth|split (?:my |the )?time|splitting (?:my |the )?time|between (?:both|their|the two) "
                          r"(?:houses|homes|places)|(?:shared|joint) custody|one week with|"
                          r"entre semana|los fines|fines? de semana|mitad y mitad|(?:la )?mitad del tiempo|una semana con|"
                          r"semana y semana|cada otra semana|custodia compartida|entre las dos casas|de lunes a viernes)\b")

_MOTHER = r"(?:mom|mother|mama|madre|mami|mommy|ama|jefa)"
_FATHER = r"(?:dad|father|papa|padre|papi|daddy|apa|jefe)"
# a parent beside the days spent with them ("my mom during the week", "los fines con mi papá")
_DAYS = r"(?:weekends?|weekdays|the week|entre semana|los fines(?: de semana)?|fines de semana|el fin de semana)"
# (class, a newcomer's finding: the other parent's town between, "with my dad in Virginia on
# weekends", "los fines de semana estoy con mi papá en Virginia", was two parents at home)
_AT_PARENT_BY_DAYS = re.compile(r"\b(?:" + _MOTHER + "|" + _FATHER + r")s?\s+(?:(?:in|at|en|out in|over in)\s+(?:[a-z]+\s+){1,3}?)?"
                                r"(?:on\s+|during\s+|for\s+|the\s+|en\s+|los\s+)*"
                                + _DAYS + r"\b|\b" + _DAYS + r"\s+(?:i\s+|yo\s+)?(?:stay\s+|go\s+|am\s+|im\s+|estoy\s+|me quedo\s+|voy\s+)?"
                                r"(?:with|at|con|en casa de)\s+(?:my\s+|mi\s+)?(?:" + _MOTHER + "|" + _FATHER + r")\b")


def _time_between_parents(norm: str) -> bool:
    """Return True when ``norm`` names a mother and a father and time shared between their homes
    ("with my mom during the week and my dad on weekends", "mitad y mitad con mi mamá y mi papá"):
    parents who live apart, whether or not "divorced" is said."""
    both = re.search(r"\b" + _MOTHER + r"\b", norm) and re.search(r"\b" + _FATHER + r"\b", norm)
    return bool(both) and bool(_AT_PARENT_BY_DAYS.search(norm) or (
        _SHARED_TIME.search(norm) and not re.search(r"\b(?:weekends?|weekdays|fines? de semana|los fines)\b", norm)))


# Whose income counts when parents live apart (said with a household read back, or asked)
WHOSE_PARENT = N_("On the FAFSA, the parent who gives you more financial support counts (with their spouse, if they remarried).")
WHICH_PARENT = N_("With divorced or separated parents, the FAFSA counts the parent who gives you more financial support "
                  "(with their spouse, if they remarried). Is that one parent, or a parent and a step-parent?")


# The child said as "him" or "her" beside the writer ("just him and me", "ella y yo", "me and her"):
# a parent writing, at home with the child
_CHILD_AND_WRITER = re.compile(r"\b(?:him|her|el|ella)\s+(?:(?:and|y|n|&)\s+)?(?:me|i|yo)\b(?!\s+(?:and|y|n|&)\s+(?:him|her|el|ella)\b)"
                               r"|\b(?:me|yo)\s+(?:(?:and|y|n|&)\s+)?(?:him|her|el|ella)\b(?!\s+(?:" + "|".join(vocab.RELATIVES) + r")\b)")
# (fix38f) the writer and one other said as "the two of us" ("just the two of us", "it's us two",
# "somos nosotros dos", "nosotras dos nada más"): who the other is, the reader's context says
_US_TWO_HOME = re.compile(r"\b(?:the two of us|us two|just us two|nosotros dos|nosotras dos|los dos solos|las dos solas)\b")
# Where a relative's own clause starts in a message dictated without commas ("somos él y yo nada
# más su papá no vive con nosotros"): a possessive and the relative
_RELATIVE_STARTS = re.compile(r"\b(?:my|mi|mis|his|her|su|sus|our)\s+(?:" + "|".join(vocab.RELATIVES) + r")\b")


def _aside_unpunctuated(clause: str) -> list:
    """Return ``clause`` as its parts: who is at home, then an aside about a relative elsewhere
    that follows it without a comma ("just me and my mom my dad lives in Virginia",
    "somos él y yo nada más su papá no vive con nosotros"); ``[clause]`` when it has no such aside."""
    for m in reversed(list(_RELATIVE_STARTS.finditer(clause))):  # the last relative: the aside's subject
        head, tail = clause[:m.start()], clause[m.start():]
        if normalize(head) and elsewhere(tail) and not elsewhere(head) and _at_home(head, we=False):
            return [head, tail]
    return [clause]


# Class (misc22): parents said not to be married to each other, or not together ("my parents aren't
# married", "they never got married", "mis papás no están casados", "nunca se casaron", "they're not
# together", "no están juntos"): it was read as a married student, or two parents. On the FAFSA,
# parents not married to each other both count when they live together, and only the parent who
# gives more support when they don't: read as said when the message tells, else asked.
_PARENT_SUBJECT = (r"(?:(?:his|her|su)\s+(?:dad|mom|father|mother|papa|mama|padre|madre)\s+(?:and|y)\s+(?:i|me|yo)|"
                   r"(?:mom|dad|mother|father|mama|papa)\s+(?:and|y|&)\s+(?:my\s+|mi\s+)?(?:mom|dad|mother|father|mama|papa)|"
                   r"parents|folks|they|theyre|papas|padres|ellos)")
_PARENTS_UNMARRIED = re.compile(
    r"\b" + _PARENT_SUBJECT + r"(?:\s+(?:are|r|were|was|is|have|has|had|did|do|got|been|still|both|estan|son|se|"
    r"siguen|han|estado))*\s+(?:arent|not|never|werent|wasnt|isnt|didnt|havent|hasnt|dont|no|nunca)"
    r"(?:\s+(?:ever|even|really|officially|legally|been|get|got|gotten|are|estan|son|se|han|estado|live|living|viven|"
    r"married|casados))*?\s+(?P<what>married|marry|together|casados|casaron|casado|juntos)\b"
    # a Spanish verb says who without a subject: "no están casados", "nunca se casaron", "no viven juntos"
    r"|\b(?:no|nunca)\s+(?:estan|son|se|han estado|viven)\s+(?:(?:legalmente|realmente)\s+)?(?P<que>casados|casaron|juntos)\b")
# the parents apart: "not together", "ya no", "they don't live together", "mi papá vive aparte"
_APART_SAID = re.compile(r"\b(?:anymore|any more|ya no|live apart|live separately|viven aparte|viven separados|"
                         r"(?:dont|do not|dont even|no)\s+(?:live|viven)\s+(?:together|juntos))\b")
# the parents at one home: "they live together", "we all live together", "vivimos todos juntos"
_ONE_HOME = re.compile(r"\b(?:(?<!dont )(?<!not )(?:live|living|lives|stay|viven|vivimos|vive)\s+(?:all\s+|todos\s+)?"
                       r"(?:together|juntos)|(?:live|living|vivo|vivimos)\s+(?:with|con)\s+(?:(?:the|los|ambos|both)\s+)?"
                       r"(?:both|dos|ambos)\b(?:\s+(?:of them|de ellos))?|(?:all|todos)\s+(?:together|juntos))")
UNMARRIED_TOGETHER = N_("Parents who aren't married to each other both count on the FAFSA when they live together, so that's two parents.")
UNMARRIED_ASK = N_("When parents aren't married to each other, the FAFSA counts both of them if they live together, and only the parent who gives you more financial support if they don't. So if your parents live together, choose two parents; if not, one parent (or two, if that parent is married to a step-parent).")
# the answer to it said alone: "they live together", "no, they don't live together", "sí, viven juntos"
_TOGETHER_ALONE = re.compile(r"(?:(?:yes|yeah|yep|si|no|nope|and|y)\s+)*(?:(?:they|ellos|my parents|mis papas|mis padres|both)\s+)?"
                             r"(?:(?:do|dont|do not|no|all|todos|still|todavia)\s+)*(?:live|viven)\s+"
                             r"(?:all\s+|todos\s+)?(?:together|juntos)(?:\s+(?:now|ahora|all of us|todos))*")


def _parents_unmarried(text: str) -> tuple | None:
    """Read a message that says the parents aren't married to each other, or aren't together
    (:data:`_PARENTS_UNMARRIED`): ``(reading, None)`` when it settles or asks the household,
    ``(None, text)`` with the words said as "separated" when the parents live apart (then read as
    divorced parents are), None when it says neither."""
    m = _PARENTS_UNMARRIED.search(text)
    alone = _TOGETHER_ALONE.fullmatch(normalize(text))
    if alone and not re.search(r"\b(?:dont|not|no|nope)\b", alone.group(0)):
        return Reading(form={"household": "two_parent"}, confirm=True), None  # "they live together": both parents at home
    if alone:
        return None, "parents separated"  # "they don't live together": one parent's household, as divorced ones
    if not m or contains_any(normalize(text), vocab.DIVORCED):
        return None
    rest = text[:m.start()] + " , " + text[m.end():]
    apart = (m.group("what") or m.group("que")) in ("together", "juntos") or bool(_APART_SAID.search(text))
    kind = household_kind(rest) if _at_home(rest, we=False) else None
    if not apart and (_ONE_HOME.search(rest) or (kind == "two_parent" and not contains_any(normalize(rest), _STEP))):
        return Reading(form={"household": "two_parent"}, confirm=True, note=Msg.of(UNMARRIED_TOGETHER)), None
    if apart or kind in ("single_parent", "two_parent"):
        return None, text[:m.start()] + " parents separated , " + text[m.end():]  # one parent's household, as divorced ones
    return Reading(problem=Msg.of(UNMARRIED_ASK), options=("single_parent", "two_parent")), None


_NOT_MARRIED_SAID = re.compile(r"\b(?:not|arent|isnt|werent|never|no|nunca)\s+(?:\w+\s+)?(?:married|casad[oa]s?|casaron)\b")
PARTNER_NOT_STEP = N_("A parent's boyfriend or girlfriend who isn't married to them is not a step-parent, so I read one parent.")


# (fix35g) a third person said not to be married: "she is not married", "he isn't married", "my mom's
# not married", "ella no está casada", "no está casada" (the verb's third person), "nunca se casó"
_SOMEONE_NOT_MARRIED = re.compile(
    r"\b(?:(?:she|he|mom|mother|dad|father|ella|el|mama|papa|madre|padre)s?\s+(?:is\s+|was\s+|has\s+)?"
    r"(?:not|never|isnt|wasnt|hasnt|no|nunca)\s+(?:been\s+|ever\s+)?(?:married|casad[oa])"
    r"|(?:no|nunca)\s+(?:esta|estaba|ha estado|se ha)\s+(?:casad[oa]|casado)|nunca\s+se\s+caso)\b")


def step_unmarried(text: str) -> bool:
    """Return True when ``text`` says someone other than the writer is not married ("he's not
    married to my mom", "they aren't married", "no están casados"; never "I'm not married", "no
    estoy casada": the student's own) and names no divorce nor both parents (:data:`_NOT_MARRIED_SAID`)."""
    norm = normalize(text)
    m = _NOT_MARRIED_SAID.search(norm)
    if m is None or contains_any(norm, vocab.DIVORCED) or _BOTH_PARENTS_NAMED.search(norm):
        return False
    return not re.search(r"\b(?:i|im|am|yo|estoy|soy|me)\b", m.group() + " " + " ".join(norm[:m.start()].split()[-2:]))
# (and a mother "sola", the adjective after her, not the adverb "solo": "mi mamá sola gana 48 mil"; class, left25)
_SINGLE_PARENT_SAID = ("madre soltera", "mama soltera", "padre soltero", "papa soltero", "single mom", "single mother",
                       "single dad", "single father", "single parent", "mama sola", "madre sola", "mami sola", "jefa sola",
                       "jefita sola", "mom sola")
_BOTH_PARENTS_NAMED = re.compile(r"\b(?:mom|mother|mama|madre)\b.*\b(?:and|y|&)\s+(?:my\s+|mi\s+)?(?:dad|father|papa|padre)\b"
                                 r"|\b(?:dad|father|papa|padre)\b.*\b(?:and|y|&)\s+(?:my\s+|mi\s+)?(?:mom|mother|mama|madre)\b")


# Class (issue #8: "solo tengo 2.5", "solo mi mamá y yo" read as "single"): "solo" / "sola" before
# another word is Spanish "only" ("solo tengo 2.5", "solo mi mamá y yo"), no home alone; alone or
# before "y", "en", "con"… ("vivo solo", "sola en un apartamento", "sola con mi hijo") it stays "alone"
_SOLO_ONLY = re.compile(r"(?<!mama )(?<!madre )(?<!mami )(?<!\bama )(?<!jefa )(?<!jefita )(?<!mom )\b(?:solo|sola|solamente)\s+(?!(?:y|e|pero|porque|en|con|aqui|aca|ahora|desde|since|and|but|in|with|here|"
                        r"now|por mi cuenta|sin)\b)(?=[\w$])")


def solo_as_only(text: str) -> str:
    """Return ``text`` without a Spanish "solo" that means "only" (see :data:`_SOLO_ONLY`)."""
    return _SOLO_ONLY.sub("", fold(text)) if _SOLO_ONLY.search(fold(text)) else text


def _read_household(q, text, norm, lang, state, today) -> Reading:
    """The household type from family words: a divorced or separated parent one lives with is
    one parent (read back, with whose income counts); grandparents and guardians are asked
    back, explaining that the law speaks of parents or a spouse; asides about where a relative
    lives are not answers."""
    settled = q.settled(household_facts(text))
    if settled is not None:
        # Class (fix33q, a newcomer's finding): both parents dead ("his parents passed away, he
        # lives with me", "sus padres fallecieron") or a ward of the court: the answer the flow says
        # those facts settle (flows/questions.yaml, the household's ``settled_by``), read back with
        # why; it was read as one parent (the writer) or two, the guardian's pay then kept
        return Reading(form={q.id: settled[0]}, confirm=True, note=Msg.of(settled[1]))
    step_said = contains_any(normalize(text), _STEP)  # (a step-parent named so, not "mi mamá y su esposo": her husband)
    if step_said and step_unmarried(text):
        # Class (fix33q, a newcomer's finding): "one parent. my stepdad lives with us but he's not
        # married to my mom", "mi padrastro vive con nosotros pero no está casado con mi mamá": the
        # FAFSA counts a step-parent only when married to the parent; one not married to them is
        # no parent (it was read back as two parents): one parent, read back, saying so
        return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(PARTNER_NOT_STEP))
    text = slang_parents(solo_as_only(text))
    if _PARTNER.search(normalize(text)) and not step_said and not _BOTH_PARENTS_NAMED.search(normalize(text)) \
            and (_NOT_MARRIED_SAID.search(normalize(text)) or contains_any(normalize(text), vocab.DIVORCED)):
        # (class, dev27: so too beside the parents said apart, "my parents are separated, I live with
        # my mom and her boyfriend", "mis papás están divorciados, vivo con mi papá y su novia")
        # Class (a label question, dev21): "my mom and her boyfriend, they're not married", "mi mamá y
        # su novio, no están casados": the partner, not married to the parent, is no step-parent (the
        # answer on unmarried parents, "choose two parents if they live together", was given): one
        # parent, read back
        return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(PARTNER_NOT_STEP))
    if (unmarried := _parents_unmarried(text)) is not None:
        if unmarried[0] is not None:
            return unmarried[0]
        text = unmarried[1]
    if _SOMEONE_NOT_MARRIED.search(fold(text)) and not _BOTH_PARENTS_NAMED.search(normalize(text)):
        # Class (fix35g): another person said not to be married ("He lives with his mother. She is not
        # married.", "vivo con mi mamá, no está casada", "my mom, she isn't married") is no answer of the
        # student's own status: it was read "single" (the parent at home lost, the $100,000 limit of a
        # student on their own) or, with "casada", "married" and kept unasked. That clause is left out;
        # the rest says who is at home, read as it would be without it
        rest = _SOMEONE_NOT_MARRIED.sub(" , ", fold(text))
        return _read_household(q, rest, normalize(rest), lang, state, today) if normalize(rest) else Reading()
    whole = normalize(text)
    if contains_any(whole, _SINGLE_PARENT_SAID) and not step_said and not _BOTH_PARENTS_NAMED.search(whole):
        # "vivo con mi mamá, ella es madre soltera": the mother named twice is one parent (a
        # newcomer's finding: read back as two parents, the $150,000 limit for $100,000)
        return Reading(form={q.id: "single_parent"}, confirm=True)
    if _OTHER_PARENT.search(whole) and _WE_MARRIED.search(whole) \
            and not contains_any(whole, vocab.DIVORCED):
        return Reading(form={q.id: "two_parent"})  # "vive con su papá y conmigo, estamos casados": the student's parents
    # (a reason said unpunctuated ends the clause too: "vivo con mi tía porque mis papás están en
    # Guatemala": the parents away, the aunt at home; class: dictated asides without commas)
    parts = re.split(r"[,;.]|\bbut\b|\bpero\b|\bbecause\b|\bporque\b|\bcuz\b|\bya que\b", _others_married(fold(text)))
    parts = [c for p in parts for c in _aside_unpunctuated(p)]
    flags = [far or absent_parents(p) for p, far in zip(parts, away_clauses(parts))]
    kept = [p for p, far in zip(parts, flags) if not far]
    away = [normalize(p) for p, far in zip(parts, flags) if far]
    own_text = " , ".join(kept)
    own_norm = normalize(own_text)
    if not own_norm and _THEY_MARRIED.search(normalize(text)) and not contains_any(whole, vocab.DIVORCED):
        # Class: "married" said of others and nothing else ("theyre married", "están casados"),
        # at the household question: the student's parents, married: two parents, read back.
        return Reading(form={q.id: "two_parent"}, confirm=True)
    if not own_norm:
        return Reading()
    if _about_relative(own_text):
        return Reading()  # "my mom has a bachelor's", "mis papás son de El Salvador": about them, not who is at home
    if _LIVES_WITH_WRITER.search(own_norm) and not contains_any(own_norm, _HOME_PEOPLE) and not kin_writes():
        # Class (a newcomer's finding): a parent's "vive conmigo, su papá vive en Virginia" got the
        # FAQ on living outside Maryland, "vive conmigo nomás" the one on guardians. The writer is
        # the parent at home: alone with the child when the other parent is away, gone or "only"
        # is said (read back); else whether the other parent lives there too is asked.
        gone = contains_any(whole, _GONE + vocab.DECEASED) or bool(away) or bool(_WRITER_ALONE.search(own_norm))
        if gone:
            return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(WRITER_PARENT))
        return Reading(options=("single_parent", "two_parent"))
    if _LIVES_WITH_WRITER.search(own_norm) and not contains_any(own_norm, _HOME_PEOPLE) and kin_writes():
        # (fix35d, a newcomer's finding) a grandparent's or guardian's "she lives with me": whose income
        # counts, said of the student (it got "I don't know the answer to that one")
        return Reading(problem=Msg.of(GUARDIAN_HOME_STUDENT))
    if _CHILD_AND_WRITER.search(own_norm) and not contains_any(own_norm, _HOME_PEOPLE + _OWN_CHILDREN) \
            and not contains_any(own_norm, _ROOMMATES) and not kin_writes():
        # Class: a parent pairs the child, said as "him" or "her", with themself ("it's just him and
        # me", "somos ella y yo nomás"; the child's other parent away, if named, is an aside above):
        # the parent alone with the child, read back (was "single" for a student alone, or not read)
        return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(WRITER_PARENT))
    if _US_TWO_HOME.search(own_norm) and writes_for_student() and not kin_writes() \
            and not contains_any(own_norm, _HOME_PEOPLE + _OWN_CHILDREN) and not contains_any(own_norm, _ROOMMATES):
        # Class (fix38f, dev37): a parent writing for the child says the home is "just the two of us",
        # "somos nosotros dos" (the child's other parent away, if named, an aside above): the writer and
        # the child, one parent at home, read back (only the size was read, the household asked again)
        return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(WRITER_PARENT))
    if _US_TWO_HOME.search(own_norm) and not writes_for_student() and not kin_writes() \
            and not contains_any(own_norm, _HOME_PEOPLE + _OWN_CHILDREN) and not contains_any(own_norm, _ROOMMATES):
        # (fix38i) "solo nosotras dos", "just the two of us", no writer known: the student and one
        # other at home, who is not said (a parent, a spouse): the households of two people offered,
        # never an FAQ's reply, never one guessed
        return Reading(options=("single_parent", "married", "single"))
    if _PARTNER.search(normalize(own_text)):
        return Reading(options=("single_parent", "two_parent"))  # "mom and her bf": married to the parent or not, asked
    if any(contains_any(p, _PARENT_ONE) for p in away) and contains_any(own_norm, _STEP):
        # "mi mamá y mi padrastro, mi papá está en Honduras": parents apart; whose income counts is asked
        return Reading(problem=Msg.of(WHICH_PARENT),
                       options=("single_parent", "two_parent"))
    if _NOT_MARRIED.search(own_norm):
        # "on my own, not married", "no estoy casada": the word "married" denied is no answer by itself
        rest = normalize(_NOT_MARRIED.sub(" ", own_norm))
        if not rest or not contains_any(rest, vocab.PARENT_WORDS + ("esposo", "esposa", "wife", "husband", "spouse")):
            return Reading(form={q.id: "single"}, confirm=True)
        own_text = own_norm = rest
    family = vocab.PARENT_WORDS + _PARENT_ONE + _PARENT_TWO + _SPOUSE + vocab.GUARDIANS
    if contains_any(own_norm, vocab.DIVORCED) and contains_any(own_norm, ("married", "casado", "casada", "my wife", "my husband",
                                                                           "mi esposo", "mi esposa")) \
            and not contains_any(own_norm, vocab.PARENT_WORDS + _PARENT_TWO):
        return Reading(options=("married", "single"))  # "married but separated": the student's own marriage, asked
    if contains_any(own_norm, _ROOMMATES) and not contains_any(own_norm, family):
        return Reading(form={q.id: "single"}, confirm=True)  # "I live with roommates": on one's own, read back
    if contains_any(own_norm, vocab.GUARDIANS) and not contains_any(own_norm, vocab.PARENT_WORDS) \
            and not (household_kind(own_text) == "two_parent" and not contains_any(own_norm, vocab.DECEASED + _GONE)):
        # (class, dev12: both parents listed beside a grandparent, "con mis dos papás y mi abuelita":
        # two parents; a grandparent or guardian alone is asked, below)
        # (fix35d, a newcomer's finding: said to a grandparent or sibling writing, "your parents" were
        # the writer's) the student's parents named as such when someone writes for the student
        return Reading(problem=Msg.of(GUARDIAN_HOME_STUDENT if writes_for_student() or kin_writes() else GUARDIAN_HOME))
    if _OWN_DIVORCE.search(own_norm) and not contains_any(own_norm, vocab.PARENT_WORDS + _PARENT_ONE + _PARENT_TWO):
        # Class (dev7): the student's own divorce ("just me, I'm divorced, no kids", "estoy
        # divorciada") is no divorced parents: single, read back
        return Reading(form={q.id: "single"}, confirm=True)
    support = contains_any(own_norm, ("pays for", "pays", "supports me", "child support", "paga", "mantiene", "manutencion"))
    if contains_any(own_norm, vocab.DIVORCED) or (support and len({w for w in own_norm.split() if w in _PARENT_ONE}) >= 2) \
            or _time_between_parents(own_norm):
        # Class (dev8): the clauses beside "divorced" name who is at home ("just me and my dad, my
        # parents are divorced": one parent; "I live with my mom and stepdad": a parent and a step-parent)
        if _SHARED_TIME.search(own_norm) and not support:
            # Class (a newcomer's finding): time shared between parents apart ("my mom during the
            # week and my dad on weekends", "mitad y mitad") was two parents at home; the FAFSA
            # counts one parent's household: read back, saying whose; asked when a step-parent is named
            if contains_any(own_norm, _STEP):
                return Reading(problem=Msg.of(WHICH_PARENT), options=("single_parent", "two_parent"))
            return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(WHOSE_PARENT))
        # (class, nc23: the other parent named in a clause of their own, not one of who is at home,
        # "I live with my dad, he makes 120k, my mom makes 30k", is an aside: one parent)
        home_parts = [_after_divorced(p) for p in kept]
        home_text = " , ".join([p for p in home_parts if _at_home(p, we=False)] or home_parts)
        at_home = household_kind(home_text) if _at_home(home_text, we=False) else None
        if at_home in ("single_parent", "two_parent") and not support:
            return Reading(form={q.id: at_home}, confirm=True, note=Msg.of(WHOSE_PARENT))
        if contains_any(own_norm, vocab.LIVE_WITH_ONE) and not support:
            return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(WHOSE_PARENT))
        return Reading(problem=Msg.of(WHICH_PARENT),
                       options=("single_parent", "two_parent"))
    if _JOINS_US.search(own_norm) and household_kind(own_text) is None:
        # (fix37c) "my dad lives with us too": one parent more beside others at home, unnamed: which
        # household is asked (it was read as one parent, the dad alone with the student)
        return Reading(options=("single_parent", "two_parent"))
    reading = _read_choice(q, own_text, own_norm, lang, state, today)
    if reading == Reading() and contains_any(own_norm, _FAMILY_ONLY) and household_kind(own_text) is None \
            and household_size(own_text) is None:
        # Class (left25): "vivo con mi familia", "I live with my family": an answer, not yet which
        # household (it was "I don't know the answer to that one"): which one is asked, with the choices
        return Reading(problem=Msg.of(FAMILY_WHICH), options=tuple(c.value for c in q.choices))
    if reading.form and parent_death_said(own_norm) and reading.form.get(q.id) == "two_parent":
        return Reading(form={q.id: "single_parent"}, confirm=True)
    kind = household_kind(own_text)  # the people listed: "mi apá, mi amá y mis 3 hermanos" is two parents
    if kind and not reading.unsure and (reading.form or {}).get(q.id) != kind:
        reading = Reading(form={q.id: kind})
    if writer_is_parent(whole) and not reading.unsure:
        # the writer counted as a parent (or left alone with the child: "just me, his dad left"): read back
        if kind in (None, "single") and contains_any(own_norm, vocab.ALONE) and (reading.form or {}).get(q.id) in (None, "single"):
            return Reading(form={q.id: "single_parent"}, confirm=True, note=Msg.of(WRITER_PARENT))
        if reading.form:
            return Reading(form=reading.form, confirm=True, note=Msg.of(WRITER_PARENT))
    if (reading.form or {}).get(q.id) == "two_parent" and step_said and contains_any(own_norm, _STEP) and not reading.options:
        # Class (a newcomer's finding): "me, my mom and my stepdad" is two parents only when the
        # step-parent is married to the parent: read back, saying so
        return Reading(form=reading.form, confirm=True, note=Msg.of(STEP_PARENT))
    if (reading.form or {}).get(q.id) == "single" and (why := single_household_why(state.answers, today)) is not None:
        # Class (a newcomer's finding): "just me" from a high-school senior kept as a student who
        # supports themself, the student's own $12,000 then the household's income: read back,
        # saying when the FAFSA counts only the student (the rules' why: §18-3601 adds the parents' income)
        return Reading(form=reading.form, confirm=True, note=Msg.of(why))
    if (reading.form or {}).get(q.id) == "single_parent" and reading.note is None and not writes_for_student() \
            and not kin_writes() and lives_with_own_child(text):
        # (fix35d, a newcomer's finding) "I live with my daughter": the student is the parent at home,
        # the household one parent's as its page's hint says, and their own income is the one asked
        # (their parents' was): said why
        return replace(reading, note=Msg.of(STUDENT_PARENT_HOME))
    return reading


# (fix35d) a student who lives with their own child, read as the household "one parent"
STUDENT_PARENT_HOME = N_("Since you live with your own child, you count as a one-parent household (you are the parent), and the income to give is your own, not your parents'.")


# (fix33q) both of the student's parents dead, or the student an orphan or a ward of the court
_PARENTS_WORD = r"(?:parents|folks|padres|papas|papis|jefes)"
_DIED_WORD = r"(?:passed away|passed on|passed|died|deceased|dead|fallecieron|murieron|fallecidos|muertos|difuntos|finados)"
_PARENTS_DIED = re.compile(
    r"\b(?:both\s+(?:of\s+)?)?(?:my|his|her|their|mis|sus|los)\s+(?:(?:two|dos)\s+)?" + _PARENTS_WORD
    + r"\s+(?:(?:both|have|had|are|were|ya|los dos|ambos|estan|son)\s+)*" + _DIED_WORD + r"\b"
    r"|\b(?:lost|perdio|perdi)\s+(?:(?:both|a)\s+)?(?:(?:my|his|her|their|mis|sus)\s+)?(?:(?:both|two|dos)\s+)?" + _PARENTS_WORD + r"\b"
    r"|\b(?:my|his|her|mi|su)\s+(?:mom|mother|mama|madre)\s+(?:and|y)\s+(?:(?:my|his|her|mi|su)\s+)?(?:dad|father|papa|padre)\s+"
    r"(?:(?:both|have|had|are|were|ya|los dos|ambos|estan)\s+)*" + _DIED_WORD + r"\b"
    r"|(?<!not an )(?<!no soy )\b(?:orphan|orphaned|huerfan[oa])\b|(?<!not a )\bwards? of the (?:court|state)\b")


# Class (fix34d, a newcomer's finding): "my grandparents died, I live with my mom and dad", "mis abuelos
# murieron, vivo con mi mamá y mi papá": a death said of someone else (a grandparent, an uncle) was
# taken as a parent's, the two parents named read as one. Only a clause (split at "and" / "y" too)
# naming a parent and a death, and no other relative, changes who the student lives with.
_DEATH_CLAUSES = re.compile(r"[,;.]|\b(?:and|y|e|pero|but|since|after|because|porque|so|asi que|entonces)\b")


def parent_death_said(text: str) -> bool:
    """Return True when ``text`` says one of the student's parents died ("my dad passed away", "mi
    mamá falleció"): a clause naming a parent and a death (:data:`vocab.DECEASED`) and no other
    relative (:data:`vocab.GUARDIANS`, :data:`_UNCOUNTED_KIN`: "my grandma passed away" is not)."""
    others = vocab.GUARDIANS + tuple(w for w in vocab.RELATIVES if w not in _PARENT_ONE + _PARENT_TWO) + _UNCOUNTED_KIN
    for clause in _DEATH_CLAUSES.split(normalize(str(text))):
        if contains_any(clause, vocab.DECEASED) and contains_any(clause, _PARENT_ONE + _PARENT_TWO) \
                and not contains_any(clause, others):
            return True
    return False


def parents_died(text: str) -> bool:
    """Return True when ``text`` says both of the student's parents have died, or that the student
    is an orphan or a ward of the court (:data:`_PARENTS_DIED`)."""
    return bool(_PARENTS_DIED.search(normalize(text)))


def household_facts(text: str) -> frozenset:
    """Return the facts ``text`` says that the household page's ``settled_by`` reads
    (flows/questions.yaml): "no_parents" (:func:`parents_died`), "married" (the student married,
    :func:`household_kind`). Words only: which answer they settle is the flow's."""
    facts = set()
    if parents_died(text):
        facts.add("no_parents")
        if household_kind(text) == "married":
            facts.add("married")
    return frozenset(facts)


_FAMILY_ONLY = ("family", "familia", "my fam", "mi fam", "my people", "mi gente", "los mios", "my household", "mi hogar",
                "my whole family", "toda mi familia", "my relatives")
FAMILY_WHICH = N_("Who in your family do you live with? Choose the closest:")
WRITER_PARENT = N_("You wrote as the student's parent, so I counted you as one of the parents at home.")
STEP_PARENT = N_("A step-parent counts when married to your parent: then the FAFSA counts both of their incomes.")


# Class (parse27, dev26): a place said as what the home is near ("I live in DC, right by the PG
# line", "vivo en DC, pegado a Prince George's"): a landmark beside the home, never the home, when
# the message names the home elsewhere (read as PG before: a county for a DC resident)
_NEAR_PLACE = re.compile(r"\b(?:(?:right|just|really|super|very|justo|muy)\s+)?(?:by|near|nearby|close to|next to|across from|"
                         r"across the (?:line|border|street) from|bordering|on the edge of|on the border of|on the border with|"
                         r"cerca de|cerquita de|al lado de|junto a|pegado a|pegadito a|pegada a|en la frontera con|"
                         r"en el limite con|en la linea con|al borde de)\s+[^,;.!?]*")


def _near_out(text: str) -> str:
    """Return ``text`` folded without the places said as what the home is near (:data:`_NEAR_PLACE`)."""
    return _NEAR_PLACE.sub(" ", fold(text))


def _read_county(q, text, norm, lang, state, today) -> Reading:
    """The county by name, or by a Maryland town or neighbourhood (asked back when the town
    spans counties); other people's places and birthplaces are asides."""
    from .places import home_only
    from .places import own
    from .places import town_alone
    from .places import town_typo
    from .places import towns_in

    from .places import county_and_town_names
    from .places import foreign_place
    from .places import heard_place
    from .places import in_other_state
    from .places import moving
    from .places import town_elsewhere

    from .places import without_streets

    bare = without_streets(text)
    if bare != text:  # "I live on Calvert Rd in College Park": the town, read back; never the street's county
        reading = _read_county(q, bare, normalize(bare), lang, state, today)
        return replace(reading, confirm=True) if reading.form else reading
    own_text = home_only(own(text))
    denied = _PLACE_THEN_NOT.search(fold(own_text))
    if denied and _names_place(normalize(denied.group(2))):
        # "es pg county no montgomery", "Frederick, not Montgomery": the place taken back at the end
        # is no answer (dev29: Montgomery kept unasked)
        own_text = fold(own_text)[:denied.end(1)]
    near = _near_out(own_text)
    if near != own_text and (towns_in(near) or _county_by_name(near) or foreign_place(near)
                             or contains_any(normalize(near), vocab.COUNTIES[OUTSIDE_MD])):
        own_text = near  # "I live in DC, right by the PG line": the home named, the place beside it a landmark
    own_norm = re.sub(r"\bwashington\s+d\s*c\b", "dc", normalize(own_text))  # the capital, not Washington County
    if own_norm and moving(own_text):
        # "we live in DC now but moving to Maryland in the summer": where, now? asked again
        return Reading(problem=Msg.of(MOVING))
    if own_norm and (town_elsewhere(own_text) or _DELAWARE_SIDE.search(fold(own_text))):
        return Reading(form={q.id: OUTSIDE_MD}, confirm=True)  # "Arlington VA": read back, as it rules the student out
    if (not own_norm.strip(" ,") and re.match(r"(?:im|i am|were|we are|soy|somos)\s+(?:from|de)\b", norm)
            and not contains_any(norm, vocab.BIRTH_WORDS + ("originally",))):
        found = towns_in(text, asides=True)  # "I'm from Bowie": a Maryland town one is from is where one lives
        if found and len(found[0][1]) == 1:
            return Reading(form={q.id: found[0][1][0]}, confirm=True)
    college = _college_named(own_norm)[0]
    if college:
        # Class: a college's own name at the county question ("Montgomery College", "PGCC") is
        # the college (read as said in passing), never the county its name holds: where one
        # studies is not where one lives (a ZIP code outside Maryland was dropped for it, the
        # county kept unasked); the words around it still say the home ("Wheaton, y quiere ir al
        # Montgomery College")
        own_text = _college_name_out(fold(own_text), college)
        own_norm = normalize(own_text)
    if not own_norm:
        return Reading()
    from .schools import school_names_out

    unschooled = school_names_out(own_text)
    if normalize(unschooled) != normalize(own_text) and normalize(unschooled).strip():
        # Class (dev31): a high school's name holding a county's ("she goes to North Harford"):
        # where one studies is not where one lives, as with a college's name above
        own_text = unschooled
        own_norm = re.sub(r"\bwashington\s+d\s*c\b", "dc", normalize(own_text))
    if re.fullmatch(r"(?:(?:its|es|in|en)\s+)?(?:the\s+|la\s+)?(?:city|ciudad)", own_norm):
        # "city", "la ciudad" when "Baltimore City or Baltimore County?" is asked: Maryland's one
        # county that is a city (a newcomer's finding: not understood three times), read back
        return Reading(form={q.id: "baltimore-city"}, confirm=True)
    options = {k: v for k, v in county_options().items() if k != OUTSIDE_MD}
    own_norm = _county_names_in_places_out(own_text, own_norm, options)
    # Class: two places named, one of them after "I live in" ("soy de Glen Burnie pero ahorita
    # vivo en Dundalk"): where one lives is the answer, the other where one is from or studies.
    home = _lived_in(own_text, options) if len(towns_in(own_text)) + bool(pick(own_norm, options, exact_only=True).value) > 1 \
        else None
    if home:
        return Reading(form={q.id: home})
    own_norm = re.sub(r"\b(?:bmore|b more|balto)\b(?!\s+(?:city|county|co)\b)", "baltimore", own_norm)  # slang: which Baltimore is asked (class, dev3)
    # Class (a newcomer's finding): a Baltimore place with the city or the county taken back
    # ("catonsville, the county side not the city", "Towson, no la ciudad"): "the city" taken back
    # is no Baltimore City named; the other one is meant, when the place said agrees with it
    which = _baltimore(own_norm) if _NOT_CITY_OR_COUNTY.search(own_norm) else None
    if which:
        where = {c for _, counties in towns_in(own_text) for c in counties}
        if (where or contains(own_norm, "baltimore")) and where <= {which}:
            return Reading(form={q.id: which}, confirm=bool(where))
        other = pick(_NOT_CITY_OR_COUNTY.sub(" ", own_norm), options, exact_only=True)
        if not where and other.value is None and not other.candidates:
            return Reading(form={q.id: which}, confirm=True)  # "not the city" alone: Baltimore County, read back
    # Class (dev5, a wrong county kept unasked): two counties each named as one ("Baltimore
    # County, well, Baltimore City technically"): which one is asked, never guessed
    named = [cid for cid, phrases in options.items()
             if any(contains(own_norm, ph) for ph in phrases if re.search(r"\b(?:county|condado|city|ciudad)\b", ph))]
    # Class (dev5): two counties named, or one doubted, and then the town or neighbourhood one
    # lives in ("Baltimore County, well, Baltimore City technically, we're in Highlandtown"):
    # a place of one county, and of one of those named, decides; read back
    settled = _place_decides(own_text, named)
    if settled:
        return Reading(form={q.id: settled}, confirm=True)
    if len(named) > 1:
        return Reading(options=named)
    p = pick(own_norm, options, exact_only=True)
    found = towns_in(own_text)
    if p.value:
        return Reading(form={q.id: p.value})
    if not p.candidates:
        # typos: "Balitmore County", "montgomry"; never the bare word "county" (fix30c: "idk the county,
        # we live in columbia" was "the city" by its letters, and the town went unheard)
        p = pick(_GENERIC_COUNTY.sub(" ", own_norm), options)
    if set(p.candidates) == {"baltimore-city", "baltimore-county"} or (p.value in ("baltimore-city", "baltimore-county")
                                                                       and contains(own_norm, "baltimore")):
        which = _baltimore(own_norm)
        if which:
            return Reading(form={q.id: which})
    if p.value:
        return Reading(form={q.id: p.value})
    heard = () if found or contains_any(own_norm, vocab.COUNTIES[OUTSIDE_MD]) else heard_place(own_text, county_and_town_names())
    if p.candidates and not heard:
        return Reading(options=p.candidates)
    if found:
        counties = found[0][1]
        return Reading(form={q.id: counties[0]}) if len(counties) == 1 else Reading(options=counties)
    alone = town_alone(own_text)  # "Cambridge", "Clinton MD": a town whose name is also a word, said alone
    if not alone and not pick(own_norm, county_options()).value:
        alone = town_typo(own_text)  # "gaithersberg", "silverspring"
    if alone:
        return Reading(form={q.id: alone[0]}) if len(alone) == 1 else Reading(options=alone)
    if heard and not foreign_place(own_text):
        # Class (dev6): a town or county as dictation spells it ("dun dock", "lanley park", "Bow ie",
        # "condado de san maris"): a guess from the sound, read back
        return Reading(form={q.id: heard[0]}, confirm=True) if len(heard) == 1 else Reading(options=heard)
    if contains_any(own_norm, vocab.COUNTIES[OUTSIDE_MD]) and not contains_any(own_norm, ("maryland", "md")):
        # Outside Maryland rules the student out: read back first ("DC" may be where they work).
        return Reading(form={q.id: OUTSIDE_MD}, confirm=True)
    if in_other_state(own_text) and not contains_any(own_norm, ("maryland", "md")):
        # Class (dev8): another state by its two letters ("just over the line in PA", "vivimos
        # en VA"): outside Maryland, read back
        return Reading(form={q.id: OUTSIDE_MD}, confirm=True)
    reading = _read_choice(q, own_text, own_norm, lang, state, today)
    if (reading.form or {}).get(q.id) == OUTSIDE_MD and _MD_SIDE.search(own_norm):
        # Class (dev5): the state of a school across the line beside a home said on the Maryland
        # side ("Delmar High, the one in Delaware, but we live on the Maryland side") read back
        # "I live outside Maryland": the home is in Maryland, its county not said
        return Reading()
    if (reading.form or {}).get(q.id) == OUTSIDE_MD:
        return Reading(form=reading.form, confirm=True)
    return reading


# The word "county" said of no county by name ("idk the county", "no sé el condado", "what county"):
# no county's typo (:func:`_read_county`)
_GENERIC_COUNTY = re.compile(r"\b(?:the|what|which|our|my|this|that|el|que|cual|nuestro|mi|ese|este)\s+(?:county|condado)\b")


def _college_name_out(text: str, college: str) -> str:
    """Return ``text`` (folded) without the names of ``college`` said in it ("Montgomery College")."""
    for name in sorted(_college_names().get(college, ()), key=len, reverse=True):
        if len(name) >= 3 and name not in vocab.COLLEGE_NOT_ALONE:
            text = re.sub(r"\b" + re.escape(name) + r"\b", " ", text)
    return text


def _county_names_in_places_out(text: str, norm: str, options: dict) -> str:
    """Return ``norm`` without the names of the places of ``text`` that hold a county's name
    ("Kent Island", "Prince Frederick", "Fort Washington", "Charles Village"): the place's own
    county (the ZIP data, ``places.yaml``) decides, never the county its name holds. (Class, dev13:
    "kent island" was kept unasked as Kent County; it is in Queen Anne's.)"""
    from .places import towns_in

    for town, _ in towns_in(text):
        if " " in town and any(ph != town and contains(town, ph) for phrases in options.values() for ph in phrases if len(ph) >= 4):
            norm = re.sub(r"(?<![a-z0-9])" + re.escape(town) + r"(?![a-z0-9])", " ", norm)
    return norm


def _place_decides(text: str, named: list) -> str | None:
    """Return the one county of the towns or neighbourhoods named in ``text`` when it is one of
    the counties ``named`` (two or more), else None: "Baltimore County, well, Baltimore City
    technically, we're off Eastern Ave in Highlandtown" is the City."""
    from .places import towns_in

    if len(named) < 2:
        return None
    places = {counties[0] for _, counties in towns_in(text) if len(counties) == 1}
    return places.pop() if len(places) == 1 and set(places) <= set(named) else None


MOVING = N_("If you're moving to Maryland, your college's financial aid office can tell you when you count as a Maryland resident. For now, I need where you live today.")


def _read_college(q, text, norm, lang, state, today) -> Reading:
    """A college by name; else by a town ("the one in Arnold"): the home college of the town's
    county, read back."""
    from .places import heard_place
    from .places import own
    from .places import towns_in

    # Class (dev5): a town whose name holds a college's ("the Prince Frederick campus" of CSM), and
    # the place one lives ("Garrett, we live in Frederick"), are not the college named
    options, said = _college_options(), text
    for town, _ in towns_in(text):
        if " " in town and any(contains(town, p) and p != town for phrases in options.values() for p in phrases if len(p) >= 4):
            text = re.sub(r"\b" + re.escape(town) + r"\b", " ", fold(text))
    home_said = re.sub(_LIVE.pattern + r"[^,;.]*", " ", fold(text))
    if normalize(home_said) != normalize(text) and _read_choice(q, home_said, normalize(home_said), lang, state, today).form:
        text = home_said
    norm = normalize(text)
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.options:
        short = {cid for cid, marks in _college_marks().items() if contains_any(norm, marks)}
        if len(short) == 1:
            return Reading(form={q.id: short.pop()})  # "el community college de baltimore, BCCC": its own initials decide
    named = [cid for cid, phrases in _college_names().items() if any(contains(norm, p) for p in phrases if len(p) >= 3)]
    if re.search(r"\b(?:or|o|maybe|tal vez|either)\b", norm):
        for county, phrases in county_options().items():  # "either Anne Arundel or Howard": a county's own college
            home = load_directory().home_college(county) if county != OUTSIDE_MD else None
            if home is not None and home.id not in named and any(contains(norm, p) for p in phrases if len(p) >= 4):
                named.append(home.id)
    if len(named) >= 2 and re.search(r"\b(?:or|o|maybe|tal vez|either)\b", norm):
        return Reading(options=tuple(named[:4]))  # "CCBC or Howard": which one?
    found = towns_in(own(text)) or towns_in(own(said))
    counties = {c for _, cs in found for c in cs}
    home = load_directory().home_college(next(iter(counties))) if len(counties) == 1 else None
    if reading.options and home is not None and home.id in reading.options:
        return Reading(form={q.id: home.id}, confirm=True)  # "HCC Columbia": the one in that town's county
    heard = heard_place(said, _college_sounds()) if "?" not in str(said) and not reading.form else ()
    if reading.options and len(heard) == 1:
        return Reading(form={q.id: heard[0]}, confirm=True)  # "the cat tons ville campus": the one it sounds like, read back
    if reading.form or reading.unsure or reading.options or contains_any(norm, ("university", "universidad", "univ", "u of")):
        return reading
    if home:
        return Reading(form={q.id: home.id}, confirm=True)
    if len(heard) == 1:
        # Class (dev6): a college's name as dictation spells it ("guor guic", "monggomery colech"):
        # a guess from the sound, read back
        return Reading(form={q.id: heard[0]}, confirm=True)
    return reading


@lru_cache(maxsize=1)
def _college_sounds() -> dict:
    """Return the names of the colleges and of the counties they serve -> college ids (for
    :func:`places.heard_place`)."""
    out = {}
    for cid, phrases in _college_options().items():
        for p in phrases:
            out.setdefault(p, set()).add(cid)
    return {p: tuple(sorted(ids)) for p, ids in out.items()}


# Class (dev16): a yes or a no said the regional way, first thing, before the facts that follow it
# ("sisas", "de una, voy bien", "fíjese que sí", "va pues"; "nombre, ya tengo la green card", "nanay,
# nadie cobra eso", "qué va, ninguna beca"). Words that are also ordinary Spanish ("nombre" is a name,
# "qué va" starts "qué va a pasar", "de una" starts "de una vez") count only alone or before the
# words an answer goes on with.
_LEAD_FILLER = r"(?:(?:pues|pos|bueno|ay|ah|oh|mira|uy|hombre|ombe|no pues)\s+)*"
_GOES_ON = r"(?:$|\s+(?:yo|ya|no|si|nadie|nada|todo|todos|bien|ninguna|ninguno|ningun|nunca|tengo|tenemos|estoy|estamos|soy|somos|voy|vamos|eso|esa|ese|" \
           r"mi|mis|nosotros|ellos|ella|el|todavia|aun|claro|ojala|por|porque|xq|pq|gracias|i|im|we|it|that)\b)"
_REGIONAL_LEAD = re.compile(
    r"^" + _LEAD_FILLER + r"(?:(?P<yes>sisas|sisa|fijese que si|fijate que si|fijese que si pues|va pues|si pues|simon que si|"
    r"ombe si|a huevo|clarines|(?:de una|dale pues)(?=" + _GOES_ON + r"))"
    r"|(?P<no>nanay|nanais|ni de chiste|ni de broma|ni loco|ni loca|ombe no|fijese que no|fijate que no|"
    r"(?:nombre|que va)(?=" + _GOES_ON + r")))\b")


def _leading_yes_no(q, norm: str, options: dict):
    """Return the yes or no value a yes/no answer starts with ("no, I have a green card" is no,
    whatever "I have" may mean after it), else None; "no sé" / "not sure" are no "no"."""
    words = norm.split()
    keys = {"true": "false", "yes": "no"}
    yes = next((k for k in keys if k in options), None)
    if not words or yes is None or contains_any(norm, vocab.UNSURE) or contains_any(norm, vocab.WHAT_IS_THAT):
        return None
    no = keys[yes]
    first = words[0]
    if first in vocab.NO_WORDS and first not in ("not", "mal", "wrong"):
        return no
    regional = _REGIONAL_LEAD.match(norm)
    if regional:
        return yes if regional.group("yes") else no
    # Class (dev8): "not right now", "not at the moment", "not really": a no ("right" is no yes here)
    if re.match(r"not (?:right now|now|currently|yet|anymore|any more|really|at (?:the|this) moment|at all|rn|"
                r"this (?:semester|year|term|fall|spring)|that i know)\b", norm):
        return no
    if first in vocab.YES_WORDS and first not in ("right", "sure", "correct", "ya") and not contains_any(norm, vocab.NO_WORDS):
        return yes
    return None


def yes_no_unled(q, text: str, state, today) -> bool:
    """Return True when ``q`` is answered yes or no and ``text`` doesn't start with its yes or
    its no ("the course is short, not a degree", "el curso es cortito, no es carrera"): a "no"
    inside it may negate something else, never surely the question's answer."""
    options = options_for(q, state, today)
    if not ({"yes", "no"} <= set(options) or {"true", "false"} <= set(options)):
        return False
    return _leading_yes_no(q, normalize(text), options) is None


_NOT_CITY_OR_COUNTY = re.compile(r"\b(?:not|no)\s+(?:the\s+|la\s+|el\s+)?(?:city|ciudad|county|condado)\b")


def _baltimore(norm: str):
    """Return which Baltimore a message means when it says ("baltimore but not the city",
    "Balitmore County"), else None (bare "Baltimore" is asked back)."""
    if re.search(r"\b(?:not|no)\s+(?:the\s+|la\s+)?(?:city|ciudad)\b", norm):
        return "baltimore-county"
    if re.search(r"\b(?:not|no)\s+(?:the\s+|el\s+)?(?:county|condado)\b", norm):
        return "baltimore-city"
    county, city = contains_any(norm, ("county", "condado", "co")), contains_any(norm, ("city", "ciudad"))
    return "baltimore-county" if county and not city else "baltimore-city" if city and not county else None


# A "yes" of a subject and its verb alone ("I am", "I do", "I will", "sí"): with more words after
# it, those words decide. A plan, a hope or a doubt ("I am planning to", "I will find out", "I am
# hoping so", "sí, quiero empezar en enero") is not a plain yes: read back, never kept (a
# newcomer's finding: "I am planning to" at "Are you already taking classes?" was kept as yes and
# the college GPA rule, not the high school one, ruled a GED adult out); so is a subject and verb
# followed by anything ("I am single and support myself" may answer another question). A number
# alone after it ("I am 30") answers something else: not read as this question's yes at all.
_AUX_YES = re.compile(r"^(?:i am|im|i m|i do|i have|ive|i will|ill|i should|it does|they do|it is|its|she is|shes|he is|hes)\b\s*(.*)$")
# Class (a tester's finding): "I am" followed by who the writer is ("I am a single mom", "I'm her
# grandma", "I'm a senior at Bowie High") is no "yes" to the question asked: it read back "In-state
# tuition: Yes", never said.
_WHO_I_AM = re.compile(r"(?:a|an|the|her|his|their|your)\s+(?:\w+\s+){0,2}?(?:mom|mother|dad|father|parent|grandma|grandmother|"
                       r"grandpa|grandfather|grandparent|guardian|aunt|auntie|uncle|stepmom|stepdad|senior|junior|sophomore|"
                       r"freshman)\b")
_PLAN = re.compile(r"\b(?:plan|plans|planning|planeo|pienso|going to|gonna|voy a|vamos a|hop(?:e|ing)|espero|ojala|try|trying|"
                   r"intento|thinking|about to|find out|averiguar|maybe|quizas|tal vez|probably|probablemente|want|wanna|quiero|"
                   r"queremos|would|soon|pronto|later|luego|despues|next|proximo|proxima|someday|eventually|algun dia|if|si es que|"
                   r"in (?:january|february|march|april|may|june|july|august|september|october|november|december|the fall|the spring)|"
                   r"en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|otono|primavera))\b")


# A GPA said after a subject and its verb ("I have a 2.3 college gpa", "I have a 3.0", "I've got like
# a 2.8 gpa", "i have a gpa of 2.5"): a number had, never a yes (:func:`_weak_yes`)
_HAD_A_GPA = re.compile(r"(?:(?:got|like|about|around|only|just|maybe|roughly)\s+)*(?:(?:a|an)\s+\d|(?:\w+\s+){0,3}?(?:gpa|promedio|"
                        r"grade point average)\b)")


_NOT_YET_HELD = re.compile(r"\b(?:(?:i |we )?(?:dont|do not) have (?:it|one|that|them) yet|not yet|(?:no lo|no la|no los) tengo (?:todavia|aun)|"
                           r"todavia no (?:lo |la )?tengo|aun no (?:lo |la )?tengo|todavia no|aun no)\b")


def _weak_yes(norm: str, value) -> str | None:
    """Return "plan" when ``norm``'s yes is only a subject and verb (or a yes) followed by a plan,
    a hope or a doubt; "number" when a number follows the subject and verb; else None."""
    if value not in ("true", "yes"):
        return None
    aux = _AUX_YES.match(norm)
    rest = aux.group(1) if aux else norm
    if aux and re.fullmatch(r"(?:like |about )?\d+(?: years? old| yrs? old| anos)?", rest):
        return "number"
    if aux and _WHO_I_AM.match(rest):
        return "number"  # "I am a single mom, I make 100k": who the writer is, no yes (a tester's finding)
    if aux and _HAD_A_GPA.match(rest):
        # Class (fix34c, a newcomer's finding: a wrong "not eligible" one "yes" away): "I have a 2.3
        # college gpa", "I have a 3.0" at the degree question read "I have" as a yes (an associate's
        # held, read back for a renewal); what is had is a GPA, the answer to another question
        return "number"
    if aux and rest:  # "I am single and support myself": its words may answer another question
        return "plan"
    return "plan" if norm.split()[0] in vocab.YES_WORDS and _PLAN.search(rest) else None


# Class (a newcomer's finding): "ya te dije", "I already told you", "I said that already" (and a
# bare "ya", "already") at a yes/no question point back at an earlier message: no "yes" ("ya"
# was kept as "Sí" at "Are you already taking classes?", and the college-GPA rule ruled her out).
_TOLD_BEFORE = re.compile(r"\b(?:(?:como\s+)?(?:ya\s+)?te\s+(?:lo\s+)?(?:dije|conteste|respondi)|ya\s+(?:lo\s+)?(?:dije|conteste|respondi)"
                          r"|(?:i\s+)?(?:already\s+)?(?:told|said|answered)\s+(?:you\s+)?(?:that\s+|this\s+|it\s+)?(?:already|before)"
                          r"|i\s+already\s+(?:told|said|answered)(?:\s+(?:you|that|this|it))*|(?:as|like)\s+i\s+(?:said|told you))\b")
# A start to come ("I will be in the fall", "voy a empezar en enero") at "Are you already taking
# classes?": not enrolled now, a "no" read back (§18-3603(b)(3): the college GPA counts once enrolled)
_FUTURE_START = re.compile(r"\b(?:will be|ill be|will start|ill start|(?:going to|gonna) (?:start|be|enroll|take)|start(?:ing)? (?:in|next|this)|"
                           r"voy a (?:empezar|comenzar|entrar|estar|inscribirme|tomar)|empiezo|empezare|comienzo|entro en|"
                           r"next (?:fall|spring|semester|year|term)|in the (?:fall|spring)|"
                           r"(?:el )?(?:proximo|otro) (?:semestre|ano)|en (?:el )?otono|en (?:la )?primavera)\b")


def _read_choice(q, text, norm, lang, state, today) -> Reading:
    kept = _unsure_of_another_dropped(q.id, text)
    if kept != text:
        text, norm = kept, normalize(kept)
        if not norm:
            return Reading()
    # (a bare "ya" in Spanish is "already"; in English it is a texted "yeah", a yes as before)
    if q.kind == "yesno" and (_TOLD_BEFORE.search(norm) or (norm == "ya" and lang == "es")):
        rest = normalize(_TOLD_BEFORE.sub(" ", norm))
        if rest in ("", "ya") or not _leading_yes_no(q, rest, options_for(q, state, today)):
            return Reading()  # (the words after it may still say yes or no: "ya te dije, no")
        norm = rest
    reading = _read_choice_words(q, text, norm, lang, state, today)
    if q.id == "enrolled_at_md_community_college" and (reading.form or {}).get(q.id) == "true" and _FUTURE_START.search(norm):
        return Reading(form={q.id: "false"}, confirm=True)
    if q.kind == "yesno" and (reading.form or {}).get(q.id) == "true" and _NOT_YET_HELD.search(norm):
        # "I hope to get a full ride but I don't have it yet": not yet is a no today, read back
        # (a second newcomer's finding: read back as "covers full cost: Yes")
        return Reading(form={q.id: "false"}, confirm=True)
    weak = _weak_yes(norm, (reading.form or {}).get(q.id)) if norm else None
    if weak == "number":
        return Reading()
    return replace(reading, confirm=True) if weak == "plan" else reading


# "y" and "ya" are a texted "yes" alone, and "ya" opening an English reply ("ya I do"); anywhere
# else they are the Spanish "and" and "already" ("y ya en el college…", "trabajo y estudio"):
# a "yes" read from them alone is none (class, dev13: "y ya …?" read back as "yes" at the
# full-cost question). Beside a "no" ("ya no vivo ahí", "es 2.3 no 2.1, ya lo revisé") the
# message stays a yes-and-no, asked back, never a "no".
_SHORT_YES = ("y", "ya")


def _short_yes_dropped(norm: str) -> str:
    """Return ``norm`` without the :data:`_SHORT_YES` words that are no "yes" in it."""
    words = norm.split()
    if len(words) <= 1:
        return norm
    return " ".join(w for i, w in enumerate(words) if w not in _SHORT_YES or (i == 0 and w == "ya"))


def _unsure_out(norm: str) -> str:
    """Return ``norm`` without its :data:`vocab.UNSURE` phrases."""
    return normalize(re.sub(r"\b(?:" + "|".join(re.escape(u) for u in sorted(vocab.UNSURE, key=len, reverse=True)) + r")\b", " ", norm))


# Class (a newcomer's finding): a leading "no" then a yes concluded from a fact ("nope im a
# citizen so yes", "no, soy ciudadano así que sí") was kept as the "no": the student says both; it
# is asked back, never a "no". A correction ("no wait, yes") stays the yes it settles on.
_NO_APART = re.compile(r"\s*(?:(?:nope|nah|naw|nop|nel)\b|no\s*[,.;:!-]|no\s+(?=(?:im|i|ive|were|we|its|thats|my|so)\b))\s*(?P<rest>.*)$")
_YES_CONCLUDED = re.compile(r"\b(?:(?:so|then|thus|therefore|which means|meaning|entonces|asi que|por eso|por lo tanto|o sea|osea)\s+"
                            r"(?:yes|yeah|yep|yup|yea|si|sip|claro)|yes|yeah|yep|yup)\b")
_CORRECTION_LEAD = re.compile(r"(?:wait|sorry|i mean|actually|oops|perdon|digo|espera|mejor dicho|quiero decir)\b")
YES_AND_NO_ASK = N_("I read both a yes and a no in that. Which is it?")


def no_then_yes(text: str) -> str | None:
    """Return what follows a "no" said apart at the start of ``text`` ("nope ...", "no, ..."),
    when a yes is concluded after it ("nope im a citizen so yes", "no, … así que sí"), else None."""
    m = _NO_APART.match(fold(text))
    if m is None:
        return None
    rest = normalize(m.group("rest"))
    return rest if rest and not _CORRECTION_LEAD.match(rest) and _YES_CONCLUDED.search(rest) else None


def _read_choice_words(q, text, norm, lang, state, today) -> Reading:
    if q.kind == "yesno" or {c.value for c in q.choices} >= {"yes", "no"}:
        lead = _leading_yes_no(q, norm, options_for(q, state, today))
        if lead is not None and lead in ("no", "false") and no_then_yes(text) is not None:
            yes = "true" if lead == "false" else "yes"
            return Reading(problem=Msg.of(YES_AND_NO_ASK), options=(yes, lead))
        if lead is not None:
            return Reading(form={q.id: lead})
    said = confirmation(text) if q.kind != "yesno" and norm not in ("no", "yes", "si") and len(norm.split()) <= 3 else None
    if said is not None:
        # Class: a plain "no" or "yes" in slang ("nah", "nel", "nope", "yep") reads as the plain word would
        plain = pick("yes" if said else "no", options_for(q, state, today))
        if plain.value is not None and plain.value != UNSURE_KEY:
            return Reading(form={q.id: plain.value})
    p = pick(norm, options_for(q, state, today))
    if p.value in ("yes", "true") and _short_yes_dropped(norm) != norm:
        p = pick(_short_yes_dropped(norm), options_for(q, state, today))  # a yes only from "y"/"ya" inside: none
    if p.value is None and not p.candidates and q.kind in ("yesno", "choice") and re.search(r"(\w)\1", norm):
        p = pick(re.sub(r"(\w)\1+", r"\1", norm), options_for(q, state, today))  # "noo", "siii", "yesss"
    if p.value in ("yes", "true"):
        doubted = _doubted_yes(q.id, norm, options_for(q, state, today))
        if doubted is not None:
            return doubted
    if p.value == UNSURE_KEY:
        return Reading(unsure=True)
    if p.value == "yes" and "unsure" in {c.value for c in q.choices} and re.search(
            r"\b(?:but|pero|though|aunque)\b.*\b(?:" + "|".join(re.escape(u) for u in sorted(vocab.UNSURE, key=len, reverse=True))
            + r")\b", norm):
        # Class (dev23): a yes taken back by a doubt after it ("creo que sí pero no sé", "yeah i guess
        # but idk"): the student doesn't know, the question's own "not sure"
        return Reading(form={q.id: "unsure"})
    if p.value is not None and contains_any(norm, vocab.UNSURE) and UNSURE_KEY in options_for(q, state, today):
        if pick(_unsure_out(norm), options_for(q, state, today)).value is None:
            return Reading(unsure=True)  # "pues no se": the "no" of "no sé" is no answer
    closing = re.search(r"\b(?:but|pero|though|tho|aunque)\s+(.+)$", norm)
    if (p.value in ("yes", "true") and closing and contains_any(closing.group(1), vocab.UNSURE)
            and set(_unsure_out(closing.group(1)).split()) <= {"i", "im", "yo", "tho", "though", "honestly", "really",
                                                                  "la", "verdad", "bien", "todavia", "still", "yet"}):
        # a yes taken back by the doubt that closes it ("creo que sí pero no sé", "yes i think
        # but idk"): not sure, never a yes (class, dev21)
        options = options_for(q, state, today)
        return Reading(form={q.id: "unsure"}) if "unsure" in options else Reading(unsure=True)
    if p.value is not None:
        return Reading(form={q.id: p.value})
    if p.candidates:
        return Reading(options=tuple(c for c in p.candidates if c != UNSURE_KEY))
    return Reading()


# Class (a newcomer's finding, fixA): an "I don't know" said of another question's field in its own
# clause ("3.8 weighted, unweighted idk", "3.8 ponderado, el no ponderado no sé", "idk the income")
# is no "not sure" of the question asked (it was kept as "In-state tuition: I'm not sure")
# Class (fix31b): someone's pay not known ("idk what he makes", "no sé cuánto gana"), said at another
# question (in-state tuition): a don't-know of the income, never that question's "I'm not sure"
_OTHER_FIELD_WORDS = {"hs_gpa": ("weighted", "unweighted", "ponderado", "ponderada", "sin ponderar", "no ponderado"),
                      "agi": ("makes", "make", "made", "earns", "earn", "earned", "earning", "earnings", "paycheck",
                              "gana", "ganan", "ganaba", "ganaban", "cobra", "cobran", "sueldo", "salario",
                              # (fix34b) one's own or the couple's pay not known ("no sé cuánto ganamos")
                              "gano", "ganas", "ganamos", "ganabamos", "cobro", "cobramos")}
_CLAUSE_SPLIT = re.compile(r"[,;.!?]+|\b(?:but|pero|though|tho|aunque|and|y)\b")


PAY_UNKNOWN_LATER = N_("That's OK: I'll ask about the household's income later, and an estimate will do then.")


def pay_unknown_only(text: str) -> bool:
    """Return True when every clause of ``text`` says someone's pay or the income isn't known
    ("idk what he makes", "no sé cuánto gana", "not sure how much she earns"): a don't-know of the
    income, said at another question, nothing else told."""
    if "?" in text or "¿" in text:
        return False
    pay = vocab.TOPICS.get("agi", ()) + _OTHER_FIELD_WORDS["agi"]
    clauses = [normalize(c) for c in _CLAUSE_SPLIT.split(fold(text)) if normalize(c)]
    return bool(clauses) and all(contains_any(c, vocab.UNSURE) and contains_any(c, pay) for c in clauses)


UNSURE_OTHER_LATER = N_("That's OK: I'll ask about that when we get to it (%(what)s).")

# fields one "I don't know" may name together with the question asked: one answer between them
_UNSURE_GROUPS = ({"zip", "county"}, {"hs_gpa", "cc_gpa"}, {"program", "credits_per_semester"})


def unsure_of_field(text: str, asked: str | None, renewal: bool = False) -> str | None:
    """Return the field every clause of ``text`` says the student doesn't know ("I don't know my
    GPA", "no sé mi promedio") when that is one field, named by its :data:`vocab.TOPICS` words, and
    not the field ``asked`` (nor its companion: the ZIP code and the county); None otherwise. A
    GPA named plainly is the college GPA in a renewal (fix32g, a newcomer's finding: "I don't know
    my GPA" at the ZIP question skipped the ZIP question)."""
    if "?" in text or "¿" in text:
        return None
    clauses = [normalize(c) for c in _CLAUSE_SPLIT.split(fold(text)) if normalize(c)]
    if not clauses or not all(contains_any(c, vocab.UNSURE) for c in clauses):
        return None
    named = {f for f, words in vocab.TOPICS.items() for c in clauses if contains_any(c, words)}
    if {"hs_gpa", "cc_gpa"} <= named or ("hs_gpa" in named and renewal):
        named = (named - {"hs_gpa"}) | {"cc_gpa"}
    if len(named) != 1 or not all(any(contains_any(c, vocab.TOPICS[f]) for f in named) for c in clauses):
        return None
    field = next(iter(named))
    if field == asked or any({field, asked} <= g for g in _UNSURE_GROUPS):
        return None
    return field


def _unsure_of_another_dropped(qid: str, text: str) -> str:
    """Return ``text`` without the clauses that say "I don't know" (:data:`vocab.UNSURE`) of a
    field other than ``qid`` (its :data:`vocab.TOPICS` words, or :data:`_OTHER_FIELD_WORDS`) and
    name nothing of ``qid`` itself; ``text`` itself when there is none."""
    if not contains_any(normalize(text), vocab.UNSURE):
        return text
    own = vocab.TOPICS.get(qid, ()) + _OTHER_FIELD_WORDS.get(qid, ())
    others = tuple(w for f in set(vocab.TOPICS) | set(_OTHER_FIELD_WORDS) if f != qid
                   for w in vocab.TOPICS.get(f, ()) + _OTHER_FIELD_WORDS.get(f, ()))
    clauses = _CLAUSE_SPLIT.split(fold(text))
    dropped = [c for c in clauses if contains_any(normalize(c), vocab.UNSURE) and contains_any(normalize(c), others)
               and not contains_any(normalize(c), own)]
    return " , ".join(c for c in clauses if c not in dropped and c.strip()) if dropped else text


# Class (a newcomer's finding, fixA): a yes phrase ("i qualify", "si califico", "i have") under a
# doubt or a negation said before it in its clause ("we just moved here from texas so i dont think i
# qualify yet", "not sure i qualify", "i doubt i qualify", "no sé si califico", "dudo que califique"):
# read back as "In-state tuition: Yes", or kept. The doubt ("not sure if") is the student's not
# knowing; the negation ("don't think", "no creo que") a hedged no, read back (creo que no, dev13).
_DOUBT_LEAD = re.compile(
    r"\b(?:(?P<unsure>(?:im |i am |we are |were )?(?:not sure|unsure|not certain)(?: (?:if|that|whether|about))?|"
    r"(?:i |we )?(?:dont|do not) know (?:if|whether)|idk (?:if|whether)|no (?:se|sabemos|sabe) si|"
    r"no (?:estoy|estamos) (?:muy |tan )?segur[oa]s? (?:de )?(?:si|que)|no se (?:bien )?si)|"
    r"(?P<no>(?:(?:i|we|yo) )?(?:(?:dont|do not|didnt|dont really|really dont|never) (?:think|believe|reckon|feel like|guess)|"
    r"doubt|kinda doubt|highly doubt)(?: that)?|no (?:creo|pienso|me parece|siento|creemos|pensamos) que|dudo (?:mucho )?que|"
    r"dudamos que))\b")


def _doubted_yes(field: str, norm: str, options: dict) -> "Reading | None":
    """Return the reading of a yes said only under a doubt or a negation (:data:`_DOUBT_LEAD`):
    not sure (the question's own "not sure" when it has one), or its "no" read back; else None
    (the yes stands before the doubt, or nothing after the doubt says yes)."""
    yes = next((k for k in ("yes", "true") if k in options), None)
    no = {"yes": "no", "true": "false"}.get(yes)
    for m in _DOUBT_LEAD.finditer(norm):
        after = norm[m.end():]
        end = _CLAUSE_END.search(after)  # (the module's one _CLAUSE_END, defined further down)
        clause = after[:end.start()] if end else after
        if pick(normalize(clause), options, exact_only=True).value != yes \
                or pick(normalize(norm[:m.start()]), options, exact_only=True).value == yes:
            continue
        if m.group("unsure"):
            return Reading(form={field: "unsure"}) if "unsure" in options else Reading(unsure=True)
        return Reading(form={field: no}, confirm=True) if no in options else Reading(unsure=True)
    return None


_PERIODS = (  # (multiplier, words), the longest words first when matched
    (12, ("a month", "per month", "monthly", "every month", "a mo", "per mo", "al mes", "por mes", "mensual",
          "mensuales", "cada mes")),
    (52, ("a week", "per week", "weekly", "every week", "a la semana", "por semana", "semanal", "semanales",
          "cada semana")),
    (26, ("every two weeks", "every 2 weeks", "biweekly", "bi weekly", "cada dos semanas", "cada 2 semanas")),
    (24, ("quincena", "quincenal", "a la quincena", "por quincena", "cada quincena", "twice a month")),
)
_HOURLY = ("an hour", "a hour", "per hour", "hourly", "hr", "hrs", "la hora", "por hora", "the hour")
_HOURS = re.compile(r"(\d{1,2})\s*(?:(?:hours|hrs|hr|horas|h)\b\s*(?:a|per|por|a la|each|every)?\s*(?:week|semana|wk)"
                    r"|(?:hours|hrs|horas)\b)")
_RANGE = re.compile(numtext.RUN_START + r"\d[\d.,]*\s*(?:k|mil)?\s*(?:-|to|or|a|o|y)\s*\$?\d[\d.,]*\s*(?:k|mil|thousand)?", re.I)


HOURS_ASKED = N_("How many hours a week, about? Or tell me the yearly income, if you know it.")
# Class (a newcomer's finding): the answer to :data:`HOURS_ASKED` is hours, not an income ("40",
# "about 40", "40 hrs", "unas 40 horas a la semana"): the rate said before times them (engine).
_HOURS_ONLY = re.compile(r"(?:(?:about|around|like|maybe|roughly|approx\w*|almost|prob\w*|unos|unas|como|mas o menos|"
                         r"aproximadamente|cerca de|casi|she works|he works|works|they work|i work|trabaja|trabajo|trabajan)\s+)*"
                         r"(\d{1,3})\s*(?:hours?|hrs?|h|horas?)?\s*(?:(?:a|per|por|a la|each|every|al|cada|la)\s+)?"
                         r"(?:week|wk|semana|weekly|semanales)?\s*(?:or so|more or less|o algo asi|mas o menos|aprox\w*)?")


# Class (a newcomer's finding): "full time" to :data:`HOURS_ASKED` was read as the credits' answer
# (12 credits, an FAQ answer on the credits): to the hours of a rate asked, a full-time job is 40 hours
# a week, worked out and read back as any hours are (a part-time job says no number: asked again).
_FULL_TIME_JOB = re.compile(r"(?:(?:yes|yeah|si|she|he|they|i|my \w+)\s+)?(?:(?:works?|is|trabaja|trabajan|trabajo|esta|es)\s+)?"
                            r"(?:(?:a|de|en|un|it'?s|its)\s+)?(?:full[\s-]?time|tiempo completo|jornada completa)"
                            r"(?:\s+(?:job|work|hours|trabajo|horario))?")
FULL_TIME_HOURS = 40
# (fix35a, a newcomer's finding) a rate per hour of a full-time job: the hours taken, read back with
# how the year was worked out ("$22 an hour × 40 hours a week (full time) × 52 weeks is about $45,760 a year.")
FULL_TIME_RATE_READ = N_("%(rate)s an hour × %(hours)s hours a week (full time) × 52 weeks is about %(year)s a year.")


def hours_answer(text: str, lang: str) -> int | None:
    """Return the hours a week ``text`` gives, said alone ("40", "about 40", "40 hrs a week",
    "cuarenta horas", "full time": :data:`FULL_TIME_HOURS`), else None (an income instead: "45k",
    "$900 a week")."""
    t = fold(text if re.search(r"\d", text) else numtext.in_digits(text, lang)).strip(" .!")
    if _FULL_TIME_JOB.fullmatch(t):
        return FULL_TIME_HOURS
    m = _HOURS_ONLY.fullmatch(t)
    return int(m.group(1)) if m and 0 < int(m.group(1)) <= 100 else None


# Class (fix35m, a newcomer's finding: a false "likely eligible"): the hours with a hedge and overtime
# said without its amount ("como 40, a veces hace overtime", "about 40, sometimes overtime"): no hours
# were read, and "40" was kept as a $40,000 income, the rates said before dropped. The hours are
# read, and the overtime noted: the pay with its overtime on top is asked (:data:`EXTRA_PAY_ASKED`),
# never the rate times the hours kept alone. An amount of overtime said is no such answer (read as usual).
_OVERTIME_AFTER = re.compile(r"\s*[,;.]?\s*(?:(?:and|but|plus|with|y|pero|mas|con)\s+)?(?:(?:sometimes|some weeks|often|usually|also|"
                             r"a veces|algunas veces|algunas semanas|seguido|casi siempre|tambien)\s+)?(?:(?:he|she|they|i|el|ella|ellos)\s+)?"
                             r"(?:(?:does|do|gets|get|works|work|has|have|picks up|hace|hacen|hago|tiene|tienen|trabaja|trabajan|"
                             r"trabajo|le dan|les dan|me dan|hay|con)\s+)?(?:(?:some|a lot of|lots of|more|algo de|unas|mas|mucho|muchas|el|las|los)\s+)?"
                             r"(?:overtime|ot|horas extras?|tiempo extra|extra hours)(?:\s+(?:too|as well|tambien|sometimes|at times|a veces|"
                             r"some weeks|algunas semanas))?$")


def hours_with_overtime(text: str, lang: str) -> int | None:
    """Return the hours a week ``text`` gives when overtime with no amount is said after them
    ("como 40, a veces hace overtime", "about 40 hours, sometimes overtime"), else None."""
    t = fold(text if re.search(r"\d", text) else numtext.in_digits(text, lang)).strip(" .!")
    m = _OVERTIME_AFTER.search(t)
    if m is None or m.start() == 0 or len(re.findall(r"\d+", t)) != 1:
        return None
    return hours_answer(t[:m.start()], lang)


def with_hours(rate_text: str, hours: int) -> str:
    """Return ``rate_text`` (a rate per hour said without its hours, or with hours a day) with
    ``hours`` a week said after it, for :func:`income`."""
    t = fold(rate_text)
    m = _HOURS.search(t)
    if m:  # "8 horas al día": the hours a week said now stand instead
        day = _A_DAY.match(t[m.end():])
        t = t[:m.start()] + t[m.end() + (day.end() if day else 0):]
    return f"{t} , {hours} hours a week"
_A_DAY = re.compile(r"\s*(?:a|per|each|every|al|por|cada|el)?\s*(?:day|dia|diarias|diarios|daily|night|noche)\b")


# Class (a tester's finding): the answer to :data:`HOURS_ASKED` was read by finding the rate again
# in the transcript, which keeps 12 turns and which an SMS conversation doesn't have ("40" was then
# read as a $40,000 income). The rate is kept instead, as read (never the words typed): the
# conversation's follow-up slot (engine), the income worked out again from it and the hours.
_EARNERS_SAID = {2: "the two of them make ", 3: "the three of them make "}
# Class (fix33p, a newcomer's finding: a false "likely eligible"): one earner's rate, hours asked
# ("I make 45 an hour", "my mom makes 20 an hour"), then the hours: the rate with its hours was read
# as nobody's pay, the household's whole income, and the spouse's or parents' (the other parent's)
# never asked. The follow-up keeps whose rate it is ("we", engine), said again with the hours, so the
# pay so completed is read as the same pay said whole in one message is (the same follow-ups).
_RATE_EARNER_SAID = {"self": "I make", "mom": "my mom makes", "dad": "my dad makes", "stepmom": "my stepmom makes",
                     "stepdad": "my stepdad makes", "wife": "my wife makes", "husband": "my husband makes",
                     "spouse": "my spouse makes", "she": "she makes", "he": "he makes"}
_PROBE_HOURS = (40, 37)


def dollars(value: float) -> str:
    """Return an amount as :func:`income` reads it in either language ("$18.5", "$2000")."""
    return "$" + (f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value)))


def hourly_text(pay: dict, hours: int) -> str:
    """Return the pay kept by :func:`hourly_pay` with ``hours`` a week, as :func:`income` reads it
    in either language ("$18 an hour , 40 hours a week")."""
    if pay.get("s"):  # two rates, the hours of each (one number: the same for both)
        first, second = hours if isinstance(hours, (tuple, list)) else (hours, hours)
        return f"{dollars(pay['r'])} an hour , {first} hours a week and {dollars(pay['s'][0])} an hour , {second} hours a week"
    said = f"{dollars(pay['r'])} an hour"
    if pay.get("n", 1) > 1:
        said = f"{_EARNERS_SAID[pay['n']]}{said} each"
    elif pay.get("we") in _RATE_EARNER_SAID and not pay.get("p"):
        said = f"{_RATE_EARNER_SAID[pay['we']]} {said}"  # (fix33p: whose rate it is, said as it was)
    for value, times in pay.get("p", ()):
        said += f" and {dollars(value)} {_PERIOD_PHRASE.get(times, 'a year')}"
    return f"{said} , {hours} hours a week"


# Class (fix30d): two earners' rates by the hour, no hours said ("my mom makes $20 an hour and my
# dad makes $25 an hour"): "How many hours a week?" asked for no one, "40" then "Sorry, I didn't
# understand" and both rates lost. Each one's hours are asked (:data:`HOURS_EACH_ASKED`), the two
# rates kept in the follow-up ({"r": the first, "s": [the second]}, :func:`two_rates`), and the
# answer read as one number for both ("40", "40 each") or one each, in the order named ("40 and 30").
HOURS_EACH_ASKED = N_("How many hours a week does each one work, about? For example “40 each”, or “40 and 30” in the order you named them. Or tell me the yearly income, if you know it.")


def two_rates(text: str, lang: str, field_id: str = "agi") -> dict | None:
    """Return ``{"r": rate, "s": [rate]}`` (and ``"w": [earner, earner]`` when each is named) when
    ``text`` tells two rates by the hour and no other pay, no hours said (the hours are asked of each,
    :data:`HOURS_EACH_ASKED`); else None. A rate said relative to the one before ("my mom makes 20
    an hour and my dad double that", "y mi papá el doble") is that rate times two (or a half: fix31a,
    the mother's rate alone was kept as the household's)."""
    text = (relative_pay_spelled(text, lang) if field_id == "agi" else None) or text
    text = _zip_dropped(text)[0]  # (fix31a: "21044, my mom makes 18 an hour and my dad 25 an hour": the ZIP no rate)
    reading = income(text, lang, field_id)
    if reading.problem is None or reading.problem.text != HOURS_ASKED or _HOURS.search(fold(text)) or _EACH.search(fold(text)):
        return None
    t = fold(numtext.in_digits(text, lang))
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
    if len(found) != 2:
        return None
    rates = []
    for i, a in enumerate(found):
        stop = found[i + 1].start if i + 1 < len(found) else len(t)
        if _period_after(t[a.end:stop]) != 0:
            return None
        value = parse_number(a.raw, "money", lang).value
        if not value or not 0 < value < 1000:
            return None
        rates.append(float(value))
    pay = {"r": rates[0], "s": [rates[1]]}
    probe = hourly_text(pay, (_PROBE_HOURS[0], _PROBE_HOURS[1]))
    want = round(rates[0] * _PROBE_HOURS[0] * 52) + round(rates[1] * _PROBE_HOURS[1] * 52)
    if _as_float((income(probe, "en", field_id).form or {}).get(field_id)) != want:
        return None
    names = [_earner_in(t, found[i - 1].end if i else 0, a.start) for i, a in enumerate(found)]
    names = [as_students((n,), False)[0] if n else None for n in names]
    if all(n in _EARNER_KEYS_NAMED for n in names) and names[0] != names[1]:
        pay["w"] = names
    return pay


_EARNER_KEYS_NAMED = ("mom", "dad", "stepmom", "stepdad", "wife", "husband", "spouse", "self", "she", "he")


def hours_each(text: str, lang: str) -> tuple | None:
    """Return the hours a week of two earners ``text`` gives to :data:`HOURS_EACH_ASKED`: one number
    for both ("40", "40 each", "both 40", "full time", "40 cada uno"), or two, in the order said
    ("40 and 30", "mom 40, dad 30", "40 y 30"); else None."""
    one = hours_answer(text, lang)
    if one is not None:
        return one, one
    t = fold(text if re.search(r"\d", text) else numtext.in_digits(text, lang)).strip(" .!")
    if len(t.split()) > 10 or re.search(r"\$|\d\s*k\b|\b(?:a|per|al|por)\s+(?:year|month|ano|mes)\b|\bmil\b", t):
        return None
    numbers = [int(n) for n in re.findall(r"(?<![\d.,])(\d{1,3})(?!\d|[.,]\d)", t)]
    if not numbers or not all(0 < n <= 100 for n in numbers):
        return None
    if len(numbers) == 1 and re.search(r"\b(?:each|both|apiece|cada uno|cada una|los dos|las dos|ambos|ambas)\b", t):
        return numbers[0], numbers[0]
    return (numbers[0], numbers[1]) if len(numbers) == 2 else None


def hourly_pay(text: str, lang: str, field_id: str = "agi", earners: int | None = None) -> dict | None:
    """Return the pay ``text`` says by the hour, with or without its hours a week, as the little a
    follow-up keeps of it: {"r": the rate, "n": the earners paid it each, "p": [[amount, times a
    year]] another pay said beside it}, such that :func:`hourly_text` of it with any hours reads
    as ``text`` with those hours (:func:`with_hours`) does; None when no such pay is said."""
    def year(said, said_lang, count):
        form = income(said, said_lang, field_id, count).form or {}
        return _as_float(form.get(field_id))
    want = [year(with_hours(text, h), lang, earners) for h in _PROBE_HOURS]
    if None in want:
        return None
    t = numtext.in_digits(text, lang)
    values = list(dict.fromkeys(v for a in amounts(t) for v in [parse_number(a.raw, "money", lang).value] if v and v > 0))
    step = (want[0] - want[1]) / (52 * (_PROBE_HOURS[0] - _PROBE_HOURS[1]))  # the rate times its earners
    for rate in values:
        count = round(step / rate)
        if count not in (1, 2, 3) or abs(rate * count - step) > 0.05:
            continue
        rest = want[0] - round(rate * _PROBE_HOURS[0] * 52) * count
        others = [[]] if abs(rest) < 1 else [[[v, times]] for v in values if v != rate
                                             for times in (1, 12, 52, 26, 24) if round(v * times) == round(rest)]
        for other in others:
            pay = {"r": rate, "n": count, **({"p": other} if other else {})}
            if [year(hourly_text(pay, h), "en", None) for h in _PROBE_HOURS] == want:
                return pay
    return None


# "no, 50 hours", "no it's 35 hours a week", "no, son 50 horas", "actually she works 45 hrs": the
# hours said again at the read-back of a rate times hours (engine: they replace the hours)
_HOURS_WORD = re.compile(r"\b(?:hours?|hrs?|horas?)\b")
_HOURS_LEAD = re.compile(r"^\W*(?:(?:no|nope|nah|not quite|not really|wrong|actually|sorry|oops|wait|perdon|perdona|"
                         r"en realidad|mas bien|espera|me equivoque|i meant|quise decir)\b[\s,.!:;-]*)*"
                         r"(?:(?:it\W?s|its|it is|that\W?s|thats|is|more like|es|son|eran|fueron|mas como)\s+)?")


def hours_said_again(text: str, lang: str) -> int | None:
    """Return the hours a week ``text`` says with their unit after a "no" or a correction's words
    ("no, 50 hours", "no it's 35 hours a week", "no, 50 horas"), else None."""
    t = fold(text if re.search(r"\d", text) else numtext.in_digits(text, lang))
    if not _HOURS_WORD.search(t):
        return None
    return hours_answer(_HOURS_LEAD.sub("", t, count=1), lang)


def _period(norm: str):
    """Return the multiplier to a year of the period ``norm`` names (the longest phrase wins:
    "bi weekly" is every two weeks, not "weekly"; "dos veces al mes" twice a month, not "al mes"),
    else None (also for a pay period no year can be told from: :func:`_pay_periods`)."""
    named = [(len(w), times) for times, words in _PERIODS for w in words if contains(norm, w)]
    named += [(end - start, times) for start, end, times, _ in _pay_periods(norm)]
    times = max(named)[1] if named else None
    return None if times == UNKNOWN_PERIOD else times


# Class (a newcomer's finding): a pay period said any other way ("every 15 days", "cada quince
# días", "every other week", "dos veces al mes", "semimonthly", "fortnightly") was read as no
# period, and the amount kept as a year's income unasked ($4,500 a year: a false "likely
# eligible"). Every N days, weeks or months, N times a week or month, and the words for them are
# read here (numbers in words by :func:`numtext.in_digits`); a pay period no year can be told
# from ("every 3 weeks", "twice a week", "each paycheck", "cada 10 días") is UNKNOWN_PERIOD: asked.
UNKNOWN_PERIOD = -1
_YEAR_TIMES = {52: N_("%(amount)s a week is about %(year)s a year."),
               26: N_("%(amount)s every two weeks is about %(year)s a year."),
               24: N_("%(amount)s twice a month is about %(year)s a year."),
               13: N_("%(amount)s every four weeks is about %(year)s a year."),
               12: N_("%(amount)s a month is about %(year)s a year."),
               6: N_("%(amount)s every two months is about %(year)s a year."),
               4: N_("%(amount)s every three months is about %(year)s a year.")}


def _year_times(times, amount, year) -> Msg | None:
    """Return "$500 a week is about $26,000 a year." for a period of :data:`_YEAR_TIMES`, else None
    (a period said in words it has no sentence for: "every year or just once" read as 1, which
    raised a KeyError when the earlier messages were read for an earner's pay; dev18)."""
    return Msg.of(_YEAR_TIMES[times], amount=Money(amount), year=Money(year)) if times in _YEAR_TIMES else None


_EVERY_UNIT = {"d": {7: 52, 14: 26, 15: 24, 28: 13, 30: 12, 31: 12}, "w": {1: 52, 2: 26, 4: 13},
               "m": {1: 12, 2: 6, 3: 4, 12: 1}, "y": {1: 1}}
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "lunes", "martes", "miercoles",
             "jueves", "viernes", "sabado", "domingo")
_PAY_UNIT = r"(days?|dias?|weeks?|wks?|semanas?|months?|mes(?:es)?|years?|anos?|(?:" + "|".join(_WEEKDAYS) + r")s?)"
_EVERY_N = re.compile(r"\b(?:every|each|per|cada|por|once (?:a|every)|(?:una|1) vez (?:cada|por|al|a la))\s+"
                      r"(?:(\d{1,2}|other|otra|otro)\s+)?" + _PAY_UNIT + r"\b")
_N_TIMES = re.compile(r"\b(twice|once|\d|una)\s*(?:times?|x|veces|vez)?\s+(?:a|an|per|every|each|al|a la|por|cada|in a|en el|"
                      r"en un|el)\s+" + _PAY_UNIT + r"\b")
_OTHER_UNIT = re.compile(r"\b(semana|mes) (?:de )?por medio\b|\buna (semana|mes) si y (?:otra|otro) no\b")
_PAY_WORDS = ((24, r"semi ?-?monthly"), (26, r"fortnightly|(?:a|per|every|each) fortnight|catorcenal(?:es)?|catorcenas?"),
              (6, r"bimestral(?:es)?|(?:al|por|cada) bimestre"),
              (4, r"quarterly|(?:a|per|every|each) quarter|trimestral(?:es)?|(?:al|por|cada) trimestre"),
              (UNKNOWN_PERIOD, r"bi ?-?monthly|bisemanal(?:es)?|(?:every|each|per|a|por|cada|al|el|la|con cada|de cada|on each|"
                               r"on every|from each|from every)\s+(?:pay ?checks?|checks?|cheques?|pay ?period|pay ?days?|"
                               r"pagos?|periodos? de pago|dias? de pago|shifts?|turnos?)"))
_PAY_WORDS_RE = [(times, re.compile(rf"\b(?:{words})\b")) for times, words in _PAY_WORDS]
_SUPPORTED = set(_YEAR_TIMES) | {1}


def _unit(word: str) -> str:
    """Return d, w, m or y: the unit of time ``word`` names (a weekday, paid on it: weekly)."""
    return "w" if word.rstrip("s") in _WEEKDAYS or word in _WEEKDAYS else {"s": "w", "a": "y"}.get(word[0], word[0])


def _pay_periods(text: str) -> list:
    """Return ``[(start, end, times, t)]``: the pay periods :data:`UNKNOWN_PERIOD` speaks of, said
    in ``text``, at ``start:end`` of ``t``: ``text`` folded, else with its numbers in words in digits."""
    out = []
    for t in dict.fromkeys((fold(text), fold(numtext.in_digits(text)))):
        for m in _EVERY_N.finditer(t):
            n = 2 if m.group(1) in ("other", "otra", "otro") else int(m.group(1) or 1)
            out.append((m.start(), m.end(), _EVERY_UNIT[_unit(m.group(2))].get(n, UNKNOWN_PERIOD)))
        for m in _N_TIMES.finditer(t):
            k = {"twice": 2, "once": 1, "una": 1}[m.group(1)] if m.group(1) in ("twice", "once", "una") else int(m.group(1))
            times = k * {"d": 365, "w": 52, "m": 12, "y": 1}[_unit(m.group(2))]
            out.append((m.start(), m.end(), times if times in _SUPPORTED else UNKNOWN_PERIOD))
        for m in _OTHER_UNIT.finditer(t):
            out.append((m.start(), m.end(), 26 if (m.group(1) or m.group(2)) == "semana" else 6))
        for times, words in _PAY_WORDS_RE:
            out += [_paycheck_paced(t, m, times) for m in words.finditer(t)]
        if out:
            return [(start, end, times, t) for start, end, times in out]
    return out


# Class (a newcomer's finding): "4,100 per paycheck every 2 weeks", "4100 por cheque cada 2 semanas",
# "2000 each check, biweekly": the paycheck is paid by the period said beside it, so that period is
# the amount's (the paycheck and its period one span, the longest reading), never asked again nor
# lost (the "2" of "every 2 weeks" was read as the amount, $104 a year: a false "likely eligible").
_PAYCHECK_WORD = re.compile(r"pay ?checks?|checks?|cheques?|pay ?periods?|pay ?days?|pagos?|periodos? de pago|dias? de pago")
_PAYCHECK_GAP = re.compile(r"[\s,;:()-]*(?:(?:and|y|which is|that is|thats|o sea|es decir|so|entonces|"
                           r"(?:she|he|they|i|we|ella|el|ellos|yo)|(?:gets?|is|are|am|es|son)|paid|pagad[oa]s?|"
                           r"(?:que )?(?:le |les |me |nos )?(?:pagan|paga|dan)|comes?|llega)[\s,]+){0,4}")


def _paycheck_paced(t: str, m, times: int) -> tuple:
    """Return ``(start, end, times)`` of the pay-period words ``m`` of ``t``: a paycheck with a
    period the year is counted in said right after it spans both and takes that period."""
    if times != UNKNOWN_PERIOD or not _PAYCHECK_WORD.search(m.group(0)):
        return m.start(), m.end(), times
    gap = _PAYCHECK_GAP.match(t, m.end())
    rest = t[gap.end():gap.end() + 40]
    if not rest or rest[0].isdigit():
        return m.start(), m.end(), times
    known = [(end, k) for start, end, k, u in _pay_periods(rest) if start == 0 and k in _YEAR_TIMES]
    after = _AFTER_PERIOD.match(rest)
    if after and _PERIOD_OF.get(next((k for k in _PERIOD_OF if after.group("p").startswith(k)), ""), None) in _YEAR_TIMES:
        known.append((after.end(), next(v for k, v in _PERIOD_OF.items() if after.group("p").startswith(k))))
    if not known:
        return m.start(), m.end(), times
    end, k = max(known)
    return m.start(), gap.end() + end, k


def _paycheck_period_before(folded: str, since: int, start: int, end: int, stop: int):
    """Return the times a year of the pay period said before an amount told per paycheck ("my mom
    gets paid every 2 weeks, like 1900 each check", "le pagan cada quincena, como 1900 por cheque"):
    the paycheck is paid by that period, said once in the words since the amount before (``since``)
    and not that amount's own; else None (no period said, or one no year is counted in: asked).
    Class (dev32): the period said first and the paycheck after were asked twice, and the income lost."""
    first = [(s, e) for s, e, times, t in _pay_periods(folded[end:stop][:40])
             if times == UNKNOWN_PERIOD and _BEFORE_PERIOD.fullmatch(t[:s]) and _PAYCHECK_WORD.search(t[s:e])]
    if not first:
        return None
    before = folded[since:start]
    if since and _period_after(before) is not None:
        return None  # "dad 2000 every 2 weeks and mom 1500 each check": that period is the dad's
    times = _period(normalize(before))
    return times if times in _YEAR_TIMES else None


_BEFORE_PERIOD = re.compile(r"\s*(?:dollars?|dolares|usd|bucks|pesos)?\s*(?:(?:paid|pagados?|que (?:le |me )?pagan)\s+)?")


def _pay_period_first(segment: str):
    """Return the times a year of the pay period (:func:`_pay_periods`) said first thing in
    ``segment`` (the words after an amount; the longest reading), else None."""
    own = [(end - start, times) for start, end, times, t in _pay_periods(segment[:40]) if _BEFORE_PERIOD.fullmatch(t[:start])]
    return max(own)[1] if own else None


# After an amount, a word that names a time the reader doesn't know ("every …", "cada …", "per
# …", "por …", "a la/al …"): the amount is asked, never kept as a year's (safety net of the class
# above). Not the words that say who earns it or how sure it is ("cada uno", "por ahí", "por lo
# menos", "per the W-2").
_PERIOD_CUE = re.compile(r"^\s*(?:dollars?|dolares|usd|bucks|pesos)?\s*(?:every|each|cada|per|por|a la|al)\s+([a-z0-9]+)")
_NOT_A_TIME = {"uno", "una", "one", "quien", "persona", "personas", "person", "people", "cabeza", "head", "parent", "parents",
               "earner", "adult", "both", "ambos", "ahi", "alli", "alla", "aca", "aqui", "lo", "los", "las", "the", "my", "our",
               "his", "her", "their", "mi", "mis", "su", "sus", "nuestro", "nuestra", "nuestros", "el", "of", "tax", "taxes",
               "impuestos", "irs", "w2", "w", "fafsa", "income", "ingresos", "final", "principio", "total", "todo", "junto",
               "juntos", "igual", "cierto", "favor", "ejemplo", "example", "instance", "se", "hogar", "household", "casa",
               "familia", "family", "trabajo", "job", "work", "him", "her", "them", "me", "us", "ellos", "ella", "papa",
               "mama", "dad", "mom", "year", "ano", "anos", "years", "yr", "hour", "hora", "horas", "hours", "hr"}


_COUNTS_TIME_BEFORE = re.compile(r"\b(?:every|each|cada|per|por|once every|una vez cada)\s*$")
_TIME_UNIT_AFTER = re.compile(r"\s*(?:days?|dias?|weeks?|wks?|semanas?|months?|mes(?:es)?|years?|anos?)\b")


def _unknown_period_after(segment: str) -> bool:
    """Return True when ``segment``, the words right after an amount, start with a pay period
    no year can be told from (:data:`UNKNOWN_PERIOD`, :data:`_PERIOD_CUE`)."""
    first = _pay_period_first(segment)
    if first is not None:
        return first == UNKNOWN_PERIOD
    m = _PERIOD_CUE.match(fold(segment))
    return bool(m) and m.group(1) not in _NOT_A_TIME and not m.group(1).isdigit() and _period_after(segment) is None


# (fix32b) the relative who lives with their own parent is the student written for ("mi primo vive
# con su papá que gana 65 mil", "my cousin lives with his dad who makes 65k"): the pay is the
# parent's, never a relative's dropped; the words before the parent blanked before the clause is read
_LIVES_WITH_PARENT = re.compile(r"\b(?!(?:step\s?)?(?:" + _MOM + "|" + _DAD + r"|moms|dads|padrastro|madrastra|wife|husband|esposo|esposa|"
                                r"marido|he|she|el|ella|i|yo)\b)\w+\s+(?:lives|live|is living|vive|viven|esta viviendo)\s+(?:with|con)\s+"
                                r"(?:his|her|their|su|sus)\s+(?=(?:step\s?)?(?:" + _MOM + "|" + _DAD + r"|moms|dads|parents|padres|padrastro|madrastra)\b)")
# (fix36d) an older sibling or grandparent writing (:func:`kin_writes`): "she lives with our mom", "vive con
# nuestra mamá" is the student's home with the writer's and the student's parent (said by a student, "my
# brother lives with our dad" places that parent elsewhere: fix32h)
_LIVES_WITH_OUR_PARENT = re.compile(r"\b(?:\w+\s+)?(?:lives|live|is living|vive|viven|esta viviendo)\s+(?:with|con)\s+(?:our|nuestr[oa]s?)\s+"
                                    r"(?=(?:step\s?)?(?:" + _MOM + "|" + _DAD + r"|moms|dads|parents|padres|padrastro|madrastra)\b)")


def _own_income(text: str) -> str:
    """Return ``text`` without clauses about the income of people outside the household
    ("my brother makes 40k but doesn't live with us")."""
    # (a thousands comma is no clause's end: "lives with her mom, household AGI $120,500" kept $120 and 500)
    parts = re.split(r"[;!]|(?<!\d),|,(?!\d{3}(?!\d))|\.(?!\d)|\b(?:but|pero|and|y|so|asi que|por eso|entonces)\b", fold(text))
    kept, dropped = [], False
    for p in parts:
        words = normalize(p).split()
        clause = _LIVES_WITH_PARENT.sub(" ", normalize(p))
        clause = _LIVES_WITH_OUR_PARENT.sub(" ", clause) if kin_writes() else clause
        if contains_any(_AT_HOME_WITH.sub(" ", _kin_masked(clause)),
                        vocab.NOT_HOUSEHOLD + vocab.RELATIVE_ELSEWHERE):
            dropped = True
            continue
        if dropped and words and words[0] in _EARNS:
            continue  # "my dad lives in Virginia and makes 80k": still the father's
        dropped = False
        kept.append(p)
    if len(kept) < len(parts):
        return " , ".join(kept)
    return text


_PARENT_KIN = ("dad", "mom", "father", "mother", "stepdad", "stepmom", "papa", "mama", "padre", "madre", "apa", "ama",
               "mai", "pai", "mami", "papi", "padrastro", "madrastra")
PARENT_ELSEWHERE = N_("One of the parents you named lives somewhere else. Count the income of the parent you live with (and of their spouse, if they remarried); if your parents are separated, count the parent who gave you more financial support in the last 12 months. Whose income counts, and how much is it for the year?")


def _earner_elsewhere(text: str) -> bool:
    """Return True when a parent whose income ``text`` gives is said, in another clause, to live
    somewhere else ("my dad makes 60k and my mom 30k, but my dad lives in Ohio"): which incomes
    count is asked back (class: a parent living elsewhere named as an earner). Said in the same
    breath ("my dad lives in Ohio and makes 80k"), that income is left out as before."""
    parts = re.split(r"[,;!]|\.(?!\d)|\b(?:but|pero|and|y)\b", fold(text))
    # (fix32h) "my cousin lives with his dad, his dad makes 65k": the relative written for lives with
    # their parent, who is at home (:data:`_LIVES_WITH_PARENT`, as :func:`_own_income` reads it), no parent elsewhere
    away_at = [elsewhere(_LIVES_WITH_PARENT.sub(" ", normalize(p))) for p in parts]
    away = {w for p, far in zip(parts, away_at) if far for w in normalize(p).split() if w in _PARENT_KIN}
    return bool(away) and any(not far and away & set(normalize(p).split()) and amounts(numtext.in_digits(p))
                              for p, far in zip(parts, away_at))


_EARNS = ("makes", "earns", "gets", "works", "made", "earned", "gana", "cobra", "trabaja", "ganaba", "he", "she", "el", "ella")


# The tuition page's amounts told apart by the words beside them (class: a grant, a loan or a bill
# named with its amount): "Pell 3,100 and a state grant 1,500, plus a loan" is $4,600 of grants
# (a loan is no grant); "the bill is 2,300" is tuition. A term's amount ("2k a semester") is a
# year's after x2, read back; one term's bill ("$2,146 for the fall") is asked back.
_GRANT_WORDS = ("pell", "grant", "grants", "beca", "becas", "award", "awards", "scholarship", "scholarships", "ayuda",
                "ayudas", "subsidio",
                # the State's grant named by who gives it ("I got 1,000 from the state", "mil del estado")
                "from the state", "from maryland", "del estado", "state grant")
_LOAN_WORDS = ("loan", "loans", "prestamo", "prestamos", "borrow", "deuda")
_COST_WORDS = ("tuition", "bill", "cost", "costs", "fees", "fee", "matricula", "factura", "cuesta", "costo", "cuotas",
               "cobran", "charge", "charges", "pay", "pagar", "pago")
# money named after the amount ("2 mil dólares", "2 mil de pisto", "800 in cash"): the period may follow it
_MONEY_NOUN = r"(?:(?:de|of|in)\s+)?(?:" + "|".join(sorted(vocab.MONEY_NOUNS, key=len, reverse=True)) + r")\b"
_PER_TERM = re.compile(rf"^\s*(?:{_MONEY_NOUN})?\s*(?:a|per|each|every|al|por|cada|el|the|la)\s+(?:semester|semestre|term)\b")
_PER_CREDIT = re.compile(rf"^\s*(?:{_MONEY_NOUN})?\s*(?:(?:a|per|each|every|al|por|cada|el|the|la|for\s+(?:a|one|each)|"
                         r"for\s+the)\s+|/\s*)(?:credit|credito|cr|unit|unidad|hora de credito)s?\b")
PER_CREDIT = N_("Is that the price of one credit? Tell me the tuition and fees for the whole year (fall and spring).")
_ONE_TERM = re.compile(r"\b(?:for|in|this|next|para|por|en|del|de|este|el)\s+(?:the\s+)?(?:fall|spring|autumn|otono|primavera|"
                       r"semester|semestre|term)\b")
_YEAR_SAID = re.compile(r"\b(?:a|per|each|every|for the|al|por|el|the|whole|todo el|por todo el|for the whole)\s+(?:year|ano)\b"
                        r"|\b(?:yearly|annual|anual)\b")


def names_a_year(text: str) -> bool:
    """Return True when ``text`` names a year as the period ("for the whole year", "al año", "yearly")."""
    return bool(_YEAR_SAID.search(fold(text)))


def _tagged_amounts(text: str) -> list:
    """Return ``[(amount, tag)]`` for the amounts of ``text``: tag "grant", "loan", "cost" or None,
    from the words just before it (since the amount before), else the few words after it."""
    t = fold(text)
    found = amounts(text)
    out, last = [], 0
    for i, a in enumerate(found):
        before = normalize(t[last:a.start])
        after = normalize(" ".join(t[a.end:found[i + 1].start if i + 1 < len(found) else len(t)].split()[:4]))
        tag = None
        for words in (before.split()[-4:], after.split()):
            near = " ".join(words)
            hits = [(max(m.start() for m in re.finditer(rf"\b{w}\b", near)), name)
                    for name, ws in (("loan", _LOAN_WORDS), ("grant", _GRANT_WORDS), ("cost", _COST_WORDS))
                    for w in ws if re.search(rf"\b{w}\b", near)]
            if hits:
                tag = (max(hits) if words is not after.split() else min(hits))[1]  # the word nearest the amount
                break
        out.append((a, tag))
        last = a.end
    # a short number counts when a word names it ("una beca de Maryland de 800"), or when it is all there is
    return [(a, tag) for a, tag in out if a.strong or tag is not None] or out


def _read_tuition(q, text, norm, lang, state, today) -> Reading | None:
    """The tuition page's amounts (see :data:`_GRANT_WORDS`); None when no word or period tells
    them apart (the page's plain reading then)."""
    if numtext.vague(text) or numtext.ranged(fold(text)):  # "4 mil y pico", "2 or 3 thousand"
        return Reading(problem=Msg.of(N_("Give me one number, your best guess, for the year.")))
    # amounts in words or in two parts ("sixteen hundred a semester", "another thousand", "7 mil 395")
    worded = numtext.in_digits(text, lang)
    if sum(a.strong for a in amounts(worded)) > sum(a.strong for a in amounts(text)):
        text = worded  # (not "una beca" as 1 beca: only words that make an amount)
    text = _thousands_joined(text, lang)
    t = fold(text)
    if any(_PER_CREDIT.match(t[a.end:]) for a in amounts(text)):  # (positions in the folded text)
        # Class (dev7): a price per credit ("like $150 per credit") is no year's tuition; the
        # credits it would be multiplied by are a guess too, so the year is asked for
        return Reading(problem=Msg.of(PER_CREDIT))
    tagged = _tagged_amounts(text)
    if not tagged:
        return None
    grants = [a for a, tag in tagged if tag == "grant"]
    costs = [a for a, tag in tagged if tag in ("cost", None)]
    if not grants and not any(tag == "loan" for _, tag in tagged) and len(costs) == 1:
        a = costs[0]
        if _PER_TERM.match(t[a.end:]):  # "2k a semester": two semesters a year, read back
            value = parse_number(a.raw, "money", lang).value
            if value is None:
                return None
            return Reading(form={"tuition": str(round(value * 2))}, confirm=True,
                           note=Msg.of(N_("%(amount)s a semester is about %(year)s a year."), amount=Money(value),
                                       year=Money(round(value * 2))))
        if _ONE_TERM.search(t) and not _YEAR_SAID.search(t):
            return Reading(problem=Msg.of(N_("Is that for one semester? Tell me the tuition and fees for the whole year (fall and spring).")))
        return None
    if not grants:
        return None if not any(tag == "loan" for _, tag in tagged) else Reading(
            problem=Msg.of(N_("Loans don't count here. What grants do you get in a year (Pell and Maryland grants)?")))
    values = [parse_number(a.raw, "money", lang).value for a in grants]
    cost = [parse_number(a.raw, "money", lang).value for a in costs]
    if any(v is None for v in values + cost) or len(cost) > 1:
        return None
    if len(grants) == 1 and not cost and _PER_TERM.match(t[grants[0].end:]):
        # "$1,500 a semester in grants": two semesters a year, read back (class: grants said by the
        # semester, as tuition already was)
        return Reading(form={"tuition": str(state.answers.get("tuition") or ""), "grant_aid": str(round(values[0] * 2))},
                       confirm=True, note=Msg.of(N_("%(amount)s a semester is about %(year)s a year."), amount=Money(values[0]),
                                                 year=Money(round(values[0] * 2))))
    form = {"tuition": str(round(cost[0])) if cost else str(state.answers.get("tuition") or ""),
            "grant_aid": str(round(sum(values)))}
    note = Msg.of(SUM_SAID, total=Money(sum(values))) if len(values) > 1 else None
    return Reading(form=form, confirm=len(values) > 1 or len(grants) < len(tagged) or _dot_thousands(grants + costs), note=note)


def _small_amounts_read(inputs: list, found: list, lang: str) -> Reading | None:
    """Return how the tuition page's amounts are read when one is a bare number under $100 (the web
    form's check, :func:`screener.parsing.short_income` with :data:`~screener.parsing.SMALL_AMOUNT`):
    a decimal ("3.2") asked back ("Did you mean $3,200?"), a whole one ("4") read in thousands and
    read back; else None (fix29a: "3" kept as $3 of tuition)."""
    form, confirm = {}, False
    for field_id, a in zip(inputs, found):
        value = parse_number(a.raw, "money", lang).value
        short = short_income(a.raw, value, SMALL_AMOUNT)
        if short == DECIMAL:
            meant = round(float(value) * 1000)
            return Reading(problem=Msg.of(typed.CUT_SHORT_AMOUNT, amount=Money(meant), number=meant))
        form[field_id] = str(round(float(value) * 1000)) if short == WHOLE else a.raw
        confirm = confirm or short == WHOLE
    return Reading(form=form, confirm=True) if confirm else None


def _dot_thousands(found) -> bool:
    """Return True when an amount of ``found`` groups its thousands with dots ("3.500", "$7.395"):
    read back, as an income's is (class: a Spanish amount with a dot for thousands, at the tuition page)."""
    return any(re.fullmatch(r"\$?\d{1,3}(?:\.\d{3})+", a.raw) for a in found)


# Class (a helper's finding): "vivo en 20774" at the income question was kept as $20,774 unasked:
# a number said as where one lives (or named as a ZIP code) is no amount of money.
_HOME_NUMBER = re.compile(r"\b(?:vivo|vivimos|vive|viven|live|lives|living|stay|stays|staying|located|address|direccion)\s+"
                          r"(?:(?:en|in|at|on|is|es)\s+)+(?:(?:the|el|la|zip|zip code|codigo postal|zona)\s+)*\d{5}(?:-\d{4})?\b")


def _home_numbers_dropped(text: str) -> str:
    """Return ``text`` without the ZIP codes it names as where one lives (:data:`_HOME_NUMBER`,
    ``_ZIP_CUE``)."""
    t = fold(text)
    for pattern in (_HOME_NUMBER, _ZIP_CUE):
        t = pattern.sub(" ", t)
    return t


# Class (fix29a): a bare five-digit number that is a Maryland ZIP code (the ZIP data), said at the
# income question with no word of money ("21044": no "$", "k", "mil", period, "make" or "gana"), may
# be the ZIP code typed again as well as an income: which one it is is asked, never an income kept
_ZIP_ALONE = re.compile(r"\s*(?:(?:its|it s|it is|es|el|son|thats|that s|that is)\s+)?(2[01]\d{3})\s*[.!]*\s*")
ZIP_OR_INCOME = N_("Is %(number)s your ZIP code, or an income? For an income, type it with a dollar sign, for example "
                   "“%(amount)s a year”. To change your ZIP code, type “my ZIP code is %(number)s”.")


def zip_alone(text: str) -> str | None:
    """Return the Maryland ZIP code ``text`` is alone ("21044", "it's 21044"), with no word of
    money, else None."""
    from ..policy import load_zip_counties

    m = _ZIP_ALONE.fullmatch(fold(text or ""))
    return m.group(1) if m and m.group(1) in load_zip_counties() else None


@_guesses_read_back
def _read_money(q, text, norm, lang, state, today) -> Reading:
    inputs = [i.id for i in q.inputs if i.kind == "money"]
    if q.id == "agi" and (zipped := zip_alone(text)) is not None:
        return Reading(problem=Msg.of(ZIP_OR_INCOME, number=zipped, amount=Money(int(zipped))))
    if _HOME_NUMBER.search(fold(text)) or _ZIP_CUE.search(fold(text)):
        text = _home_numbers_dropped(text)
        norm = normalize(text)
        if not amounts(numtext.in_digits(text, lang)):
            return Reading()  # "vivo en 20774", "my zip is 21044": no amount said
    if (counted := _people_counted(text, lang)) is not None:
        # "we're 4", "somos 4", "there's 4 of us": how many live at home, never an amount ($4,000);
        # the size is read as said in passing (class, a tester's finding)
        text = counted
        norm = normalize(text)
        if not amounts(numtext.in_digits(text, lang)):
            return Reading()
    if (counted := _counts_dropped(text)) is not None:
        # "3.4 and 15 credits", "12 créditos, enfermería": credits and a GPA said at the income
        # question, never an amount ($18.40, $12,000); they are read as said in passing (class: a
        # number with its unit at a question for another field read as that field)
        text = counted
        norm = normalize(text)
        if not amounts(numtext.in_digits(text, lang)):
            return Reading()
    if q.id == "agi" and _OWN_PARTNER.search(fold(text)) and amounts(numtext.in_digits(text, lang)):
        return Reading(problem=Msg.of(PARTNER_INCOME))
    if q.id == "agi" and step_income_alone(text, lang):
        return Reading(problem=Msg.of(STEP_INCOME_ALONE))
    if q.id == "tuition" and amounts(numtext.in_digits(text, lang)):
        reading = _read_tuition(q, text, norm, lang, state, today)
        if reading is not None:
            return reading
    if q.optional:
        worded = numtext.in_digits(text, lang)  # "dos mil quinientos" alone (class: an amount in words)
        if sum(a.strong for a in amounts(worded)) > sum(a.strong for a in amounts(text)):
            text = worded  # (not "una beca" as 1 beca: only words that make an amount)
        text = _thousands_joined(text, lang)  # "3 mil 900": 3,900, not 3,000 (class, dev14: kept unasked)
        if not amounts(text) and contains_any(norm, vocab.UNSURE) and not contains_any(norm, vocab.SKIP):
            return _unsure(norm)  # "no sé cuánto": not known (nothing read back)
        found = amounts(text)
        if not found and contains_any(norm, vocab.SKIP + vocab.NO + vocab.UNSURE + vocab.ZERO):
            return Reading(form={i.id: "" for i in q.inputs})
        strong = [a for a in found if a.strong] or found
        if len(strong) > len(inputs):
            return Reading(problem=Msg.of(N_("I see more than one amount. What is the total, as one number?")))
        if strong:
            return _small_amounts_read(inputs, strong, lang) \
                or Reading(form={i: a.raw for i, a in zip(inputs, strong)}, confirm=_dot_thousands(strong))
        return _unsure(norm)
    return income(text, lang, inputs[0], earners=household_earners(state))


_PERIOD_PHRASE = {12: "a month", 52: "a week", 26: "every two weeks", 24: "twice a month", 13: "every four weeks",
                  6: "every two months", 4: "every three months"}


def period_said(text: str, lang: str):
    """Return the one period (12 a month, 52 a week, 26 every two weeks, 24 twice a month) the
    amounts of ``text`` are said by ("4 mil al mes cada uno", "3,000 a month"), else None."""
    t = _thousands_joined(numtext.in_digits(text, lang), lang)
    folded = fold(t)
    found = [a for a in amounts(t) if a.strong]
    said = {_period_after(folded[a.end:]) for a in found}
    said = said if said - {None} else {_period(normalize(t))}  # (no strong amount: "i make 600 a week" has its period too)
    return next(iter(said)) if len(said) == 1 and next(iter(said)) in _PERIOD_PHRASE else None


def with_period(text: str, lang: str, times: int) -> str | None:
    """Return ``text`` with the period ``times`` said after its one amount, when that amount is
    said with no period of its own and is small enough to be one (under :data:`PERIOD_CARRIED_BELOW`,
    $10,000: "no, ganamos 4 mil entre los dos" answering a read-back of "4 mil al mes cada uno"),
    else None.

    Class (a newcomer's finding): an amount said again without its period, right after one said
    per month, was stored as a year's income ($4,000 a year): the period said before carries,
    and the conversion is read back, never a month's figure stored as a year's silently."""
    t = _thousands_joined(numtext.in_digits(text, lang), lang)
    folded = fold(t)
    found = [a for a in amounts(t) if a.strong] or [a for a in amounts(t) if (parse_number(a.raw, "money", lang).value or 0) >= 100]
    # (a bare "500" after "600 a week": the amount meant, a week's too; a small bare number is not)
    if len(found) != 1 or _period_after(folded[found[0].end:]) is not None or _period(normalize(t)) is not None \
            or _YEAR_SAID.search(folded) or contains_any(normalize(t), _HOURLY):
        return None
    value = parse_number(found[0].raw, "money", lang).value
    if value is None or not 0 < value < PERIOD_CARRIED_BELOW:
        return None
    return f"{folded[:found[0].end]} {_PERIOD_PHRASE[times]}{folded[found[0].end:]}"


# an amount said again with no period takes the period said before it below this, in dollars (a
# month's or a week's pay; from it up, a year's): screener/data/chat_reading.yaml
# `period_carried_below`, a reading threshold, no fact from outside
PERIOD_CARRIED_BELOW = reading.thresholds()["period_carried_below"]


_CURRENCY = ("dollars", "dollar", "dolares", "dolar", "usd", "bucks")


def one_amount(text: str, lang: str) -> str | None:
    """Return the one amount of money ``text`` gives, as :func:`parse_number` takes it ("about
    100k" -> "100k", "unos 45 mil" -> "45k", "cuarenta y cinco mil" -> "45000", "~$52,000 a
    year" -> "$52,000"), when all else it says is that the amount is approximate
    (:data:`vocab.APPROXIMATE`), in dollars or a year's; else None: two amounts or a range
    ("40-50k"), a period ("3,000 a month"), a bound ("over 100k") or any other word.

    The web form's money inputs read an amount so (:func:`screener.typed.read_number`), the
    chat's way without its conversations: what it leaves out stays the form's clear error."""
    t = fold(_thousands_joined(numtext.in_digits(text, lang), lang))
    found = amounts(t)
    if len(found) != 1:
        return None
    rest = t[found[0].end:]
    after = _AFTER_PERIOD.match(rest)
    if after and _period_after(rest) == 1:
        rest = rest[after.end():]  # "a year", "al año": the question's own period
    words = f" {normalize(t[:found[0].start] + ' ' + rest)} "
    for phrase in sorted(vocab.APPROXIMATE + _CURRENCY, key=len, reverse=True):
        while f" {phrase} " in words:
            words = words.replace(f" {phrase} ", " ")
    return found[0].raw if not words.strip() else None


def with_pay_period(said: str, message: str, lang: str) -> str | None:
    """Return the one amount of ``said`` with the pay period ``message`` names alone ("every two
    weeks", "cada quince días", "monthly"), answering :data:`PERIOD_ASKED`, else None."""
    t = numtext.in_digits(message, lang)
    times = _period(normalize(t)) or (1 if _YEAR_SAID.search(fold(t)) else None)
    found = [a for a in amounts(numtext.in_digits(said, lang)) if a.strong]
    if times is None or len(found) != 1 or any(a.strong for a in amounts(t)):
        return None
    return f"{found[0].raw} {_PERIOD_PHRASE.get(times, 'a year')}"


def conversion_note(text: str, lang: str, updates: dict) -> Msg | None:
    """Return the conversion :func:`income` says of ``text`` ("$9,000 a month is about $108,000 a
    year.") when it gives the amount of ``updates``, else None: every amount converted to a year
    is read back with its conversion shown, also when it corrects a read-back or another answer
    ("no, 9 mil al mes"; class, a newcomer's finding: the conversion line was missing there)."""
    if not text or len(updates) != 1 or not re.search(r"\d", numtext.in_digits(text, lang)):
        return None
    (field_id, value), = updates.items()
    for said in dict.fromkeys((text, _NEGATED.sub(" ", fold(text)))):
        reading = income(said, lang, field_id)
        if reading.note is not None and reading.form and _as_float(reading.form.get(field_id)) == _as_float(value):
            return reading.note
    return None


def year_said(amount: float, per: int) -> Msg | None:
    """Return "$500 a week is about $26,000 a year." for ``amount`` paid ``per`` times a year (one
    of :data:`_YEAR_TIMES`), else None."""
    return Msg.of(_YEAR_TIMES[per], amount=Money(amount), year=Money(amount * per)) if per in _YEAR_TIMES else None


_HOURLY_YEAR = ("%(rate)s an hour for %(hours)s hours a week (%(year)s a year)",
                "%(rate)s an hour for %(hours)s hours a week is about %(year)s a year.", FULL_TIME_RATE_READ)


def period_converted(note) -> bool:
    """Return True when ``note`` (a :func:`conversion_note`) shows pay for a period (a week, a
    month, an hour…) turned into a year's, in itself or in a part; not an amount added up or left
    out alone ("Added together, that's $160,000": no pay period, so no word of gross pay)."""
    if not isinstance(note, Msg):
        return False
    periods = set(_YEAR_TIMES.values()) | {v for k, v in _PER.items() if k != 1} | set(_HOURLY_YEAR)
    return note.text in periods or any(period_converted(v) for _, v in note.params)


def household_earners(state) -> int | None:
    """Return the earners a household's type implies for an amount said "each": two parents or a
    married couple are 2 (the rules' :func:`rules.second_parent_counts`); None otherwise (or not known yet)."""
    return 2 if state is not None and second_parent_counts(state.answers.get("household"), unknown=False) else None


# A period said right after an amount ("2,500/month", "600 a la semana", "15 an hour", "45k a year").
# (fix33r) the kind of pay between an amount and its period ("4 mil de overtime al año", "3k in tips a
# year", "200 in overtime a month"): that amount's own period still, never a period-less second amount
_PAY_KIND = r"(?:(?:de|of|in|en)\s+)?(?:overtime|ot|tips|bonus(?:es)?|commissions?|propinas|horas extras?|tiempo extra|bonos?|comisiones)\b"
_AFTER_PERIOD = re.compile(
    rf"^\s*(?:{_MONEY_NOUN})?\s*(?:{_PAY_KIND})?\s*(?:/|(?:an?|per|each|every|al|por|cada|a la|la|el|the)\b)?\s*"  # ("2,2 ahora" is no "a hora")
    r"(?P<p>months?|mo|mes(?:es)?|mensual\w*|monthly|weeks?|wk|semanas?|semanal\w*|weekly|hours?|hrs?|horas?|hourly|"
    r"years?|yr|ano|anual\w*|yearly|annual\w*|quincenas?|quincenal\w*|two weeks|2 weeks|dos semanas|biweekly)\b")
_PERIOD_OF = {"mo": 12, "mes": 12, "mon": 12, "wee": 52, "wk": 52, "sem": 52, "hou": 0, "hr": 0, "hor": 0,
              "yea": 1, "yr": 1, "ano": 1, "anu": 1, "ann": 1, "qui": 24, "two": 26, "2 w": 26, "dos": 26, "biw": 26}


def _period_after(segment: str):
    """Return the multiplier to a year (0: per hour) of a period said right after an amount, else None."""
    own = _pay_period_first(segment)
    if own is not None:
        return None if own == UNKNOWN_PERIOD else own
    m = _AFTER_PERIOD.match(segment)
    if not m:
        return None
    word = m.group("p")
    return next((v for k, v in _PERIOD_OF.items() if word.startswith(k)), None)


def period_dropped(text: str) -> str | None:
    """Return ``text`` (folded, numbers in digits) as its one amount alone when a pay period other
    than a year or an hour follows it right away ("3k twice a month", "500 a week", "3 mil a la
    quincena" -> "3k", "500", "3 mil"), else None."""
    t = fold(numtext.in_digits(text))
    found = [a for a in amounts(t) if not (a.year or a.day)]
    if not found or _period_after(t[found[0].end:]) in (None, 0, 1):  # (what is left is read by the caller)
        return None
    after = t[found[0].end:]
    m = _AFTER_PERIOD.match(after)
    ends = [end for start, end, times, u in _pay_periods(after[:40]) if _BEFORE_PERIOD.fullmatch(u[:start])]
    end = m.end() if m else max(ends, default=0)
    if not end:
        return None
    return " ".join((t[:found[0].end] + " " + after[end:]).split())


# Class (a newcomer's finding): an amount of money said at a question a number answers ("160k",
# "about 200k", "we make 12 an hour", "1,5 millones" at the GPA question) was read as that number
# ("Is 160 an average out of 100?"). An amount with a dollar sign, a unit of money (k, thousand,
# mil, million, dollars) or a pay period after it ("an hour", "a year", "al mes") is money, never a GPA.
_MONEY_WORD_AFTER = re.compile(r"\s*(?:dollars?|dolares|bucks|usd)\b")


def money_spans(text: str) -> list:
    """Return the (start, end) spans, in the folded text (:func:`fold`), of the amounts ``text``
    says are money: a dollar sign, a unit of money or a pay period after the number."""
    folded = fold(text)
    out = []
    for m in _AMOUNT.finditer(folded):
        after = folded[m.end():]
        unit = _MONEY_WORD_AFTER.match(after)
        if m.group("dollar") or m.group("word") or unit or _period_after(after[unit.end() if unit else 0:]) is not None:
            out.append((m.start(), m.end() + (unit.end() if unit else 0)))
    return out


def without_money(text: str) -> str:
    """Return ``text`` folded, its amounts of money (:func:`money_spans`) taken out."""
    folded = fold(text)
    for start, end in reversed(money_spans(text)):
        folded = folded[:start] + " " + folded[end:]
    return folded


def hourly_alone(text: str, lang: str) -> bool:
    """Return True when ``text`` says a pay rate per hour with no hours a week ("we make 12 an
    hour", "ganamos 15 la hora"): the hours are asked (:data:`HOURS_ASKED`), or the yearly income."""
    if not money_spans(text):
        return False
    problem = income(text, lang, "agi").problem
    return problem is not None and problem.text == HOURS_ASKED


_PER = {12: N_("%(amount)s a month (%(year)s a year)"), 52: N_("%(amount)s a week (%(year)s a year)"),
        26: N_("%(amount)s every two weeks (%(year)s a year)"), 24: N_("%(amount)s twice a month (%(year)s a year)"),
        13: N_("%(amount)s every four weeks (%(year)s a year)"), 6: N_("%(amount)s every two months (%(year)s a year)"),
        4: N_("%(amount)s every three months (%(year)s a year)"), 1: N_("%(amount)s a year")}


_SPACED_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3})((?:\s\d{3})+)(?![\d.,])")  # "45 000"
_THOUSANDS_AND = re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:mil|thousand)\s+(?:y\s+|and\s+)?(\d{3})\b"
                            r"(?!\s*(?:mil|thousand|grand|k|million|millones)\b|[.,]\d)")  # "45 mil 500"


# Class (a newcomer's finding: a wrong value kept silently): a hedge between a number and its unit
# ("60ish thousand", "sixty-ish thousand", "60 uh thousand", "unos 60 aprox mil", "60 o así mil") left
# the unit alone, read as $1,000. The hedge makes the amount approximate, never another number: the
# number with its unit, read back. A tens word joined to "tantos" or "something" ("sesentaitantos mil",
# "fortysomething thousand") is "sesenta y tantos", "forty something": vague, asked as those are.
_TENS_WORDS = (r"twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|treinta|cuarenta|cincuenta|sesenta|setenta|"
               r"ochenta|noventa")
_HEDGE = (r"-?\s*ish|(?:give\s+or\s+take|approx\.?|approximately|aprox\.?|aproximadamente|mas\s+o\s+menos|o\s+asi|"
          r"i\s+think|i\s+guess|creo|u+h+|u+m+|e+h+|este|pues|like|tipo|como)")
_HEDGED_UNIT = re.compile(rf"(?<![\d.,])(\d[\d.,]*|\b(?:{_TENS_WORDS}))(?:\s*,?\s*(?:{_HEDGE})(?![a-z]))+\s*,?\s*"
                          r"(?=(?:mil|thousand|grand|k|lucas)\b)")
_TENS_TANTOS = re.compile(rf"\b({_TENS_WORDS})(?:\s*([iy])\s*(tantos|pico)|(something|somethin))\b")


def hedged_unit(text: str) -> tuple:
    """Return ``text`` (folded) with a hedge between a number and its unit dropped ("60ish thousand"
    -> "60 thousand"; "sesentaitantos" -> "sesenta y tantos"), and whether a hedge was dropped; else
    ``text`` as it is and False."""
    t = fold(text)
    joined = _TENS_TANTOS.sub(lambda m: f"{m.group(1)} y {m.group(3)}" if m.group(2) else f"{m.group(1)} {m.group(4)}",
                              _HEDGED_UNIT.sub(r"\1 ", t))
    return (joined, _HEDGED_UNIT.search(t) is not None) if joined != t else (text, False)


def _thousands_joined(text: str, lang: str) -> str:
    """Return ``text`` with an amount typed in two parts written as one number: thousands grouped
    by a space ("45 000" -> "45000") or said as thousands and hundreds ("45 mil 500", "2 mil
    quinientos" -> "45500", "2500"); else ``text`` as it is."""
    t = fold(text)
    joined = _SPACED_THOUSANDS.sub(lambda m: m.group(1) + re.sub(r"\s", "", m.group(2)), t)
    # "2 mil quinientos": the hundreds in words. Every amount of the message, not only the first
    # (class, a newcomer's finding: "5 mil al mes y yo 2 mil quinientos al mes" lost the 500 of the
    # second amount, $84,000 where the other order gave $90,000)
    tails = list(re.finditer(r"(\d\s*(?:mil|thousand)\s+(?:y\s+|and\s+)?)([a-z]+(?:\s+(?:y\s+|and\s+)?[a-z]+){0,3})", joined))
    for tail in reversed(tails if not _THOUSANDS_AND.search(joined) else []):
        hundreds = re.match(r"(\d{3})\b(.*)$", numtext.in_digits(tail.group(2), lang))
        if hundreds:
            joined = joined[:tail.start(2)] + hundreds.group(1) + hundreds.group(2) + joined[tail.end(2):]
    joined = _THOUSANDS_AND.sub(lambda m: str(int(m.group(1)) * 1000 + int(m.group(2))), joined)
    return joined if joined != t else text


# (the parents as families call them too: "mi mai hace 38 mil y mi pai unos 30", "mi apa 40 y mi ama 20";
# class, dev16: the second parent's bare thousands were dropped, a total of 38,000 read back)
_EARNER_SAID = re.compile(r"\b(?:mom|mother|dad|father|stepdad|stepmom|mama|papa|madre|padre|padrastro|madrastra|mami|papi|mai|pai|"
                          r"apa|ama|wife|husband|"
                     r"spouse|esposa|esposo|marido|mujer|he|she|el|ella|i|yo|me)\b")


# Class (fix29c): two amounts said of two earners named together before them ("my parents earn 80
# and 75", "they make 80 and 75", "mis papás ganan 80 y 75"): one earner's pay each, read as the
# named earners' are ("mom 80, dad 75": thousands, read back), never $155
_TWO_EARNERS_BEFORE = re.compile(r"\b(?:(?:my|our|mis|nuestros|sus)\s+(?:parents|folks|papas|padres|papis|jefes)|they|ellos|"
                                 r"both|los dos|ambos|mom and dad|mama y papa|papa y mama|dad and mom)\b")


def _two_earners_joined(t: str, between: str, start: int) -> bool:
    """Return True when the folded ``t``'s two amounts are joined by a bare "and", "y" or comma
    (``between``) after two earners named together (:data:`_TWO_EARNERS_BEFORE`) before the first
    (at ``start``); no "each" said."""
    return bool(re.fullmatch(r"\s*,?\s*(?:and|y|e|&|plus|\+)?\s*", between) and re.search(r"\S", between)
                and _TWO_EARNERS_BEFORE.search(t[:start]) and not _EACH.search(t))


# Class (fix29c): two amounts joined by "and"/"y" with one "thousand", "k" or "mil" after the last
# ("80 and 75 thousand", "80 y 75 mil", "80 and 75k"): both are thousands (the 80 was dropped,
# $75,000 kept for two parents' pay)
_SHARED_THOUSANDS = re.compile(r"(?<![\d.,$])\b([1-9]\d{1,2})(\s*,?\s*(?:and|y|&|plus|\+)\s*\$?)(\d{1,3})\s*(k|thousand|grand|mil)\b")
# (a count or an age before it is no amount: "a family of 4 and 60k", "somos 5 y 60 mil")
_COUNT_BEFORE = re.compile(r"\b(?:of|somos|are|were|age|aged|edad|tengo|im|i am|family|household|hogar|familia)\s*$")


def _shared_thousands(text: str) -> str:
    """Return ``text`` with the first of two amounts sharing one unit of thousands said after the
    last written in thousands too (:data:`_SHARED_THOUSANDS`); else ``text`` as it is."""
    t = fold(text)
    if not _SHARED_THOUSANDS.search(t):
        return text
    return _SHARED_THOUSANDS.sub(lambda m: m.group(0) if _COUNT_BEFORE.search(t[:m.start()]) else m.group(1) + " "
                                 + ("mil" if m.group(4) == "mil" else "thousand") + m.group(2) + m.group(3) + " "
                                 + ("mil" if m.group(4) == "mil" else "thousand"), t)


def _own_verb_after(t: str, between: str, found: list) -> bool:
    """Return True when the second of two earners' amounts has its own word of income after its
    earner ("my mom makes 2000 a month and my dad makes 3000"): its own pay, said whole, so the
    first one's period is not its (class, fix34a: read $3,000 a month unasked; "y mi mamá 400",
    the verb left out, still takes the first's)."""
    earner = list(_EARNER_SAID.finditer(between))
    return bool(earner) and income_cued(between[earner[-1].end():])


def _earners_in_thousands(text: str) -> str:
    """Return ``text`` with two earners' bare incomes written in thousands ("my dad makes 50 and my
    mom like 30", "mi papá gana 40 mil y mi mamá 25"): an amount of 10 to 999 said for a person, as
    the other one is or as a year's income can only be (class: two incomes said short; each read as
    $50 and $30, or the second dropped beside a "50k"). Read back, as any two incomes added are."""
    found = amounts(text)
    t = fold(text)
    if len(found) != 2 or any(a.raw.startswith("$") for a in found):
        return text
    # (from the first amount's own digits: a comma right after it, "mom 80, dad 75", is in its span)
    lead = found[0].start + len(found[0].raw) if t.startswith(found[0].raw, found[0].start) else found[0].end
    between = t[lead:found[1].start]
    # ("and", "y", "plus", or a comma: "papi saca 46 mil, mami 27", class dev18: the second dropped)
    if not (re.search(r"\b(?:and|y|plus|mas|\+)\b|&|,", between) and _EARNER_SAID.search(between) and _EARNER_SAID.search(t[:found[0].start])) \
            and not _two_earners_joined(t, between, found[0].start):
        return text
    out = text
    said = {_period_after(t[a.end:found[1].start if a is found[0] else len(t)]) for a in found} - {None, 1}
    if len(said) == 1 and next(iter(said)) in _PERIOD_PHRASE and not _own_verb_after(t, between, found):
        # "mi papá gana 800 a la semana y mi mamá 400": the second earner's pay by the same week
        # (class, dev11: $400,000 a year added), each converted and read back, never thousands
        phrase = {24: "per quincena"}.get(next(iter(said)), _PERIOD_PHRASE[next(iter(said))])
        for a in reversed(found):
            if re.fullmatch(r"\d{2,4}", a.raw) and _period_after(t[a.end:]) is None:
                t = t[:a.start] + a.raw + " " + phrase + t[a.end:]
        return t
    if said:
        # (fix35j) "my mom makes 2000 a month and I make 300": an amount beside a pay said with its
        # period is no thousands ($324,000 was read back); its period is asked (:func:`income`)
        return text
    for a in reversed(found):
        if re.fullmatch(r"\d{2,3}", a.raw) and _period_after(t[a.end:]) is None and not re.match(r"\s*(?:%|years?|anos?|kids?|hijos?|hours?|horas?|people|personas)\b",
                                                             t[a.end:]):
            out = out[:a.start] + a.raw + "k" + out[a.end:]
    return out


# Class (a newcomer's finding): one amount said of each of several earners ("they make 80k each",
# "ganan 80 mil cada uno", "los dos ganan 75 mil") is that amount times the earners, read back with
# the sum shown; never the one amount kept (a false "likely eligible" under a limit the sum is over).
# "each" of a period ("each month") is no earner's; an amount said with "together" or "entre los
# dos" is already the total.
_EACH = re.compile(r"\b(?:each|apiece|a piece|per person|each one|cada uno|cada una|c/u|por persona|por cabeza|cada quien)\b"
                   r"(?!\s+(?:month|week|year|hour|semester|paycheck|check|mes|semana|ano|hora|quincena|two|2|dos|other|otra)\b)")
_BOTH_EARN = re.compile(r"\b(?:both|los dos|las dos|ambos|ambas)\b(?:\s+of\s+(?:us|them|my parents))?(?:\s+\w+){0,2}?\s+"
                        r"(?:make|makes|earn|earns|get|gets|bring in|brings in|gan\w+|cobr\w+|sac\w+)\b")
_EARNER_WORD = (r"(?:mom|mother|mum|dad|father|stepdad|stepmom|stepfather|stepmother|mama|papa|madre|padre|padrastro|"
                r"madrastra|wife|husband|spouse|esposa|esposo|marido|mujer|i|yo|me)")
# how many earners the words name: two named and joined ("mom and dad", "mi esposo y yo"), a word for two, or three
_EARNERS_NAMED = ((3, re.compile(r"\b(?:the three of (?:us|them)|all three|three of (?:us|them)|los tres|las tres|"
                                 r"(?:we|they) (?:are )?three)\b")),
                  (2, re.compile(r"\b(?:both|the two of (?:us|them)|two of (?:us|them)|los dos|las dos|ambos|ambas|"
                                 r"(?:my|our|his|her|mis|sus|nuestros) (?:parents|folks|papas|padres|papis|jefes)|"
                                 rf"{_EARNER_WORD}\s+(?:and|y|e|&|n)\s+(?:my\s+|mi\s+|her\s+|his\s+|su\s+)?{_EARNER_WORD})\b")))
_BOTH_WORDS = re.compile(r"\b(?:both|los dos|las dos|ambos|ambas|(?:the )?(?:two|three) of (?:us|them)|all three|los tres|"
                         r"las tres)\b")
EARNERS_ASKED = N_("How many people earn that amount? Or tell me the household's total income for the year.")


# Class (a newcomer's finding): an ordinal is no amount ("first time" was read back as $1,000, the
# "first" taken as 1 thousand), in words or digits, either language.
_ORDINALS = re.compile(r"\b(?:\d{1,2}(?:st|nd|rd|th|er|ra|ro|do|da|to|ta|vo|va|º|ª)|first|second|third|fourth|fifth|sixth|"
                       r"seventh|eighth|ninth|tenth|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|"
                       r"septim[oa]|octav[oa]|noven[oa]|decim[oa])\b")
# Class (a newcomer's finding): "six figures", "mid six figures", "seis cifras" count the digits,
# naming no amount (it was read back as $6,000): how much is asked
_FIGURES = re.compile(r"\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|uno|dos|tres|cuatro|cinco|seis|siete|"
                      r"ocho|nueve|diez)\s*-?\s*(?:figures?|digits?|cifras?|digitos?)\b")


# Class (fix30f, a newcomer's finding: a false "likely eligible"): "both make 80k", "they both make
# 80k", "los dos ganan 80 mil", "ambos ganan 80 mil" say neither "each" nor "together": the amount
# may be each one's or the two's; it is asked, never one amount kept as the household's
_BOTH_UNSURE = re.compile(r"\b(?:both|los dos|las dos|ambos|ambas)\b(?:\s+of\s+(?:us|them|my parents))?"
                          # (fix33m) the parents named after it ("both my parents make 80k", "both parents",
                          # "ambos padres ganan", "both my mom and dad make"): one amount, each or together asked
                          r"(?:\s+(?:of\s+)?(?:my\s+|our\s+|mis\s+)?(?:parents|folks|padres|papas|"
                          r"(?:mom|dad|mother|father|mama|papa|madre|padre)\s+(?:and|y)\s+(?:my\s+|mi\s+)?"
                          r"(?:mom|dad|mother|father|mama|papa|madre|padre|stepdad|stepmom|padrastro|madrastra)))?\s+"
                          r"(?:(?:also|tambien|usually|normally)\s+)?"
                          r"(?:make|makes|made|earn|earns|earned|get|gets|bring in|brings in|gan\w+|cobr\w+|sac\w+)\b")
_SAID_HOW_SHARED = re.compile(r"\b(?:together|combined|total|in all|between (?:them|the two|both)|entre (?:los|las) dos|"
                              r"entre (?:ambos|ambas|ellos|ellas)|juntos|juntas|juntan|juntando|en total|sumados?)\b")
BOTH_EACH_ASKED = N_("Is that %(amount)s each (%(total)s together) or %(amount)s together? Tell me, for example “80k each” or “80k together”.")


# Class (fix31i, a newcomer's finding: a false "likely eligible"): the same said without a verb or
# by "the same" or "x2" ("both 80k", "80k both of them", "80k x2", "they make the same, 80k", "los
# dos 80 mil", "ganan lo mismo, 80 mil"): asked as "both make 80k" is; ``amt`` the amount said
_BOTH_AMT = r"(\$?\s*\d[\d,.]*\s*(?:k\b|mil\b|thousand\b|grand\b)?)"
_BOTH_WHO = r"(?:both|los dos|las dos|ambos|ambas)(?:\s+of\s+(?:us|them|my parents))?"
_SAME_PAY = (r"(?:make|makes|earn|earns|get|gets|gan\w+|cobr\w+)\s+(?:about\s+|around\s+|roughly\s+|mas o menos\s+|como\s+)?"
             r"(?:the same|lo mismo)(?:\s+amount)?")
_BOTH_BARE = re.compile(rf"(?:^|[,;:]\s*|\b(?:they|parents|ellos|mis papas|mis padres)\s+){_BOTH_WHO}\s*[,:-]?\s*{_BOTH_AMT}"
                        rf"|{_BOTH_AMT}\s*[,-]?\s*{_BOTH_WHO}\s*(?:$|[,;.!?])"
                        rf"|{_BOTH_AMT}\s*(?:x\s*2|x\s*dos|times\s+(?:2|two)|por\s+dos)\b"
                        rf"|\b{_SAME_PAY}\s*[,:;-]?\s*(?:about\s+|around\s+|like\s+|unos\s+|como\s+)?{_BOTH_AMT}"
                        rf"|{_BOTH_AMT}\s*[,;-]?\s*(?:they\s+|ellos\s+)?(?:both\s+|los dos\s+|ambos\s+)?{_SAME_PAY}")


def _both_bare(text: str) -> str | None:
    """Return the amount said as both earners' without a verb of pay, by "the same" or "x2"
    (:data:`_BOTH_BARE`), neither "each" nor "together"; else None."""
    folded = fold(text).strip()
    m = _BOTH_BARE.search(folded)
    if m is None or _EACH.search(folded) or _SAID_HOW_SHARED.search(folded):
        return None
    amt = next((g for g in m.groups() if g), None)
    return amt if amt and re.search(r"\d", amt) else None


def _both_unsure(text: str) -> bool:
    """Return True when ``text`` says one amount both earn, neither "each" nor "together" (:data:`_BOTH_UNSURE`)."""
    folded = fold(text)
    return bool(_BOTH_UNSURE.search(folded)) and not _EACH.search(folded) and not _SAID_HOW_SHARED.search(folded)


BOTH_EACH = N_("Each")  # the quick replies of :data:`BOTH_EACH_ASKED`
BOTH_TOGETHER = N_("Together")
# the answer to :data:`BOTH_EACH_ASKED` said without the amount again ("each", "each of them", "80k
# each one", "together", "combined", "cada uno", "entre los dos", "juntos"); "both" alone is no answer
_BOTH_ANSWER_EACH = re.compile(r"^\W*(?:(?:it\s*'?s|its|that\s*'?s|thats|es|son|eso es|they make it|"
                               r"(?:it|that) is)\s+)?(?:each|each one|each of them|apiece|per person|cada uno|cada una|"
                               r"cada quien|c/u|por persona|por cabeza)\b")
_BOTH_ANSWER_TOGETHER = re.compile(r"^\W*(?:(?:it\s*'?s|its|that\s*'?s|thats|es|son|eso es|(?:it|that) is)\s+)?"
                                   r"(?:together|combined|in total|total|in all|between (?:them|the two|both)|"
                                   r"the two (?:of them )?together|juntos|juntas|entre (?:los|las) dos|entre ambos|"
                                   r"entre ambas|en total|sumados?|sumadas?)\b")


def both_unsure_amount(text: str, lang: str) -> float | None:
    """Return the one amount ``text`` says both earn, neither "each" nor "together" ("both make
    80k", "los dos ganan 80 mil": :func:`_both_unsure`), for the year; else None."""
    if not _both_unsure(text):
        bare = _both_bare(text)
        return _both_bare_value(bare, lang) if bare is not None else None
    folded = fold(text)
    m = _BOTH_UNSURE.search(folded)
    if m is None:
        return None
    # (its own clause: "senior at howard, 21044, i live with my mom and dad, both make 80k": the ZIP
    # no pay; "los dos" taken out before the words are made digits, never a 2)
    folded = re.split(r"(?<!\d)[,;.!?]|[,;.!?](?!\d)", folded[m.start():])[0]
    folded = fold(numtext.in_digits(_BOTH_WORDS.sub(" ", folded), lang))
    pay = _pay_amounts(folded)
    if len([a for a in pay if a.strong] or pay) != 1:
        return None
    one = income(folded, lang, "agi")
    value = _as_float((one.form or {}).get("agi"))
    return value if one.form is not None and one.problem is None and value is not None and value > 0 else None


def _both_bare_value(amount: str, lang: str, field_id: str = "agi") -> float | None:
    """Return the yearly value of the amount :func:`_both_bare` found; else None."""
    one = income(amount, lang, field_id)
    value = _as_float((one.form or {}).get(field_id))
    return value if one.form is not None and one.problem is None and value is not None and value > 0 else None


def both_answer(text: str) -> str | None:
    """Return "each" or "together": how the amount both earn is shared, said without it again
    (the answer to :data:`BOTH_EACH_ASKED`); else None (a number said is read as any income is)."""
    folded = fold(text).strip()
    if re.search(r"\d", folded) or len(folded.split()) > 6:
        return None
    if _BOTH_ANSWER_EACH.search(folded):
        return "each"
    return "together" if _BOTH_ANSWER_TOGETHER.search(folded) else None


def _each_earner(text: str) -> bool:
    """Return True when ``text`` says one amount of each of several earners (:data:`_EACH`)."""
    folded = fold(text)  # (_TOGETHER: the module's one, defined further down)
    if _BOTH_UNSURE.search(folded) and _EACH.search(folded) and not _SAID_HOW_SHARED.search(folded):
        return True  # (fix30f) "both make 80k each": each, said (the "both make" of _TOGETHER no total)
    return not _TOGETHER.search(folded) and bool(_EACH.search(folded) or _BOTH_EARN.search(folded))


def _earners(text: str, earners: int | None) -> int | None:
    """Return how many earn the amount said "each": named in ``text``, else the household's
    ``earners`` (2 for two parents or a married couple) when the words speak of several; None
    when it can't be told."""
    folded = fold(text)
    for count, said in _EARNERS_NAMED:
        if said.search(folded):
            return count
    return earners if earners and earners > 1 else None


# Class (a newcomer's finding): an amount named as the one said before ("3800 a month not 45k",
# "2000 instead of 45k", "4 mil al mes en vez de 45 mil", "gana 2 mil al mes, no 45 mil") is the old
# value, not a second income to add: it is left out when another amount stays.
_OLD_VALUE = re.compile(
    r"(?:,\s*|\b)(?:not|and not|but not|instead of|rather than|in place of|en vez de|en lugar de|y no|no|no los|no las)\s+"
    r"(?:the\s+|el\s+|la\s+|los\s+|las\s+)?\$?\d[\d.,]*\s*(?:k|mil|grand|thousand|dollars|dolares)?(?![\d\w])"
    r"(?:\s*(?:a|per|al|por|el|the)\s+(?:year|yr|ano|month|mes)\b)?")


# Class (dev32): an earner named right after the amount, the verb left out ("its 72 him and 41 my
# mom", "72 for my dad and 41 my mom", "72 mi papá y 41 mi mamá", "72 de él y 41 de ella"): the
# amount is that earner's, as when named before it ("him 72 and my mom 41"), never no one's (the
# message was answered from the FAQ) nor the first earner's pay taken from a word before it. Only
# when a clause's end follows the earner ("20k my mom makes 60k" stays as said).
@lru_cache(maxsize=1)
def _amount_then_earner():
    """Return the pattern of :func:`earner_after_amount` (the kin names are defined further down)."""
    return re.compile(
        r"(?P<amt>(?<![\w.,$])\$?\d[\d.,]*(?:\s*(?:k|mil|thousand|grand))?)\s+(?:(?:for|from|is|de|para|es)\s+)?"
        r"(?P<who>(?:(?:my|mi|her|his|su)\s+(?:" + "|".join(n for k, n in _KIN_NAMES if k not in ("self", "she", "he")) + r"))"
        r"|him|her|el|ella)(?=\s*(?:$|[,;.!]|(?:and|y|so|asi que|plus|mas|but|pero|not|no)\b))")


def earner_after_amount(text: str) -> str:
    """Return ``text`` (folded) with each earner named right after an amount put before it
    (:func:`_amount_then_earner`: "72 him and 41 my mom" -> "him 72 and my mom 41"); else ``text``."""
    t = fold(text)
    moved = _amount_then_earner().sub(lambda m: m.group("who") + " " + m.group("amt"), t)
    return moved if moved != t else text


def _old_value_dropped(text: str) -> str:
    """Return ``text`` without the amounts it names as the ones said before (:data:`_OLD_VALUE`),
    when another amount stays; a bare "no" names an old value only after an amount ("2 mil al
    mes, no 45 mil"; "no, 45 mil" answers)."""
    t = fold(text)
    kept = t
    for m in reversed(list(_OLD_VALUE.finditer(t))):
        said = normalize(m.group(0)).split()
        if said and said[0] == "no" and not re.search(r"\d[\d.,]*\s*(?:k|mil|grand|thousand)?[\s\w]{0,30}[\s,]*$",
                                                      t[:m.start()]):
            continue  # "no 45 mil" first: the amount meant, not one taken back
        kept = kept[:m.start()] + " " + kept[m.end():]
    if kept == t:
        return text
    left = amounts(kept)
    if not any(a.strong for a in left):
        # (fixn1) both said short, a bare amount kept and a bare one taken back ("my dad makes 110 not
        # 70", "mi papá gana 110 no 70"): the one kept alone, as short as the other (never the two added)
        # (dev32) also two parts kept, each as short ("its 72 him and 41 my mom so not 130": the 130 said before)
        gone = amounts(" ".join(m.group(0) for m in _OLD_VALUE.finditer(t)))
        if not (len(left) in (1, 2) and gone and not any(a.strong for a in gone)
                and all(re.fullmatch(r"\d{2,3}", a.raw.strip()) for a in left)
                and all(re.fullmatch(r"\d{2,3}", a.raw.strip()) for a in gone)):
            return text
    return kept


# Class (a newcomer's finding): "full time" said of a job ("I make $22 an hour full time", "trabajo
# tiempo completo") is 40 hours a week of work, never 12 credits a semester; said of school ("full
# time student", "clases tiempo completo") it stays a load of credits.
_FULL_TIME_WORDS = vocab.FULL_TIME + ("full-time", "jornada completa")
_WORK_WORDS = ("work", "works", "working", "job", "make", "makes", "making", "earn", "earns", "an hour", "per hour", "hourly",
               "a hour", "la hora", "por hora", "trabajo", "trabaja", "trabajar", "trabajando", "empleo", "gano", "gana",
               "chamba", "shift", "paid", "pay", "salary", "salario", "sueldo")
_SCHOOL_WORDS = ("school", "college", "class", "classes", "credit", "credits", "student", "study", "studying", "enroll",
                 "semester", "escuela", "clase", "clases", "credito", "creditos", "estudiar", "estudiante", "estudio",
                 "semestre", "universidad", "colegio", "associate", "associates", "program", "programa", "carrera")


# (fix35a, a newcomer's finding) a rate said by its sign ("$22/hr", "17/hr", "22 an hr") is pay too, and
# going to, attending or taking classes ("I'm going full time", "voy tiempo completo"), a term or a
# college named ("full time at CCBC", "full time since fall 2025") say the "full time" is school's
_RATE_WORDS = ("hr", "an hr", "per hr", "a hr", "hora", "x hora", "dollars", "dolares", "bucks", "wage", "wages")
_JOB_PAY_WORDS = _RATE_WORDS + ("make", "makes", "making", "earn", "earns", "an hour", "per hour", "hourly", "a hour", "la hora",
                            "por hora", "gano", "gana", "paid", "pay", "salary", "salario", "sueldo")
_ENROLL_WORDS = ("going", "goin", "go", "attend", "attending", "enrolled", "taking", "take", "voy", "ir", "asisto", "asistir",
                 "inscrito", "inscrita", "matriculado", "matriculada", "tomo", "tomar", "tomando", "fall", "spring", "otono",
                 "primavera", "started", "empece", "since", "desde")


def _full_time_clauses(text: str) -> list:
    """The clauses of ``text`` (split where it is written: commas, stops, "and", "but") saying "full time", normalized."""
    clauses = (normalize(c) for c in re.split(r"[,;.!?]|\b(?:and|but|y|pero)\b", fold(text)))
    return [c for c in clauses if contains_any(c, _FULL_TIME_WORDS)]


def _of_school(clause: str) -> bool:
    """Return True when a clause saying "full time" says it of school: a school word ("student",
    "credits"), enrolling or a term ("going full time", "since fall 2025") or a college named
    ("full time at CCBC"); a clause of a job's words ("I work full time since 2019") stays the job's."""
    return contains_any(clause, _SCHOOL_WORDS) or _college_named(clause)[0] is not None \
        or (contains_any(clause, _ENROLL_WORDS) and not contains_any(clause, _WORK_WORDS))


def _job_full_time(clause: str, norm: str) -> bool:
    """Return True when a clause saying "full time" says it of a job: its own job or pay words ("I
    work full time", "$22/hr full time"), or none of school beside pay said elsewhere in ``norm``
    ("full time at Target, 17/hr", "I'm full time, I make 22 an hour")."""
    if _of_school(clause):
        return False
    # (elsewhere only pay, not a job's own hours: "full time, and I work 20 hours a week" is school's)
    return contains_any(clause, _WORK_WORDS + _RATE_WORDS) or bool(_FULL_TIME_AT.search(clause)) \
        or (contains_any(norm, _JOB_PAY_WORDS) and not _HOURS.search(norm))


# "full time at Target", "tiempo completo en Walmart", "full time for Amazon": at a place no college
# (:func:`_of_school` first), a workplace
_FULL_TIME_AT = re.compile(r"\b(?:full ?time|tiempo completo|jornada completa)\s+(?:at|en|for|para)\s+\w")


def _full_time_work(text: str) -> bool:
    """Return True when ``text`` says a job is full time ("$22 an hour full time", "trabaja tiempo
    completo"), not part time, and not of school ("full time student", "I'm going full time")."""
    return any(not _of_school(c) for c in _full_time_clauses(text)) and not contains_any(
        normalize(text), ("part time", "part-time", "medio tiempo", "tiempo parcial"))


def full_time_of_work_only(text: str, beside: bool = True) -> bool:
    """Return True when every "full time" of ``text`` is said of a job, none of school
    (:func:`_job_full_time`): no credits are read from it (they are asked at their own question).
    ``beside`` False (to the credits question itself): only a clause's own job words make it the job's
    ("I work full time"; "full time, and I work 20 hours" is 12 credits)."""
    clauses = _full_time_clauses(text)
    return bool(clauses) and all(_job_full_time(c, normalize(text) if beside else c) for c in clauses)


# Two amounts of pay added, each shown as said and as a year's ("$1,500 a month ($18,000 a year) plus
# $800 a month ($9,600 a year) is about $27,600 a year."); the engine's "more on top" sum says it too
TWO_AMOUNTS_SUM = N_("%(first)s plus %(second)s is about %(total)s a year.")


def _two_with_a_rate(values, periods, found, folded, hour_spans, own_norm, field_id) -> Reading:
    """Two earners' amounts, one at least a rate per hour ("my dad makes $50/hr 40 hrs a week and
    my mom makes 5000 a month"): each to a year by its own period, a rate times its own hours a
    week (said after it, else before it, in its stretch of the message), added and read back with
    each conversion shown (class, a newcomer's finding: the second earner's pay dropped, or taken
    as the rate: a false "likely eligible" and $3,744,000)."""
    claimed, hours_of = set(), {}
    for i, (a, p) in enumerate(zip(found, periods)):
        if p != 0:
            continue
        lo = found[i - 1].end if i else 0
        hi = found[i + 1].start if i + 1 < len(found) else len(folded)
        mine = [h for h in hour_spans if a.end <= h.start() and h.end() <= hi] or \
               [h for h in hour_spans if lo <= h.start() and h.end() <= a.start]
        if mine:
            hours_of[i] = mine[0]
            claimed.add(mine[0].start())
    for i, p in enumerate(periods):  # hours said after the whole message ("…, 40 hours a week")
        if p == 0 and i not in hours_of:
            free = [h for h in hour_spans if h.start() not in claimed]
            if len(free) == 1:
                hours_of[i] = free[0]
                claimed.add(free[0].start())
    said = next((p for p in periods if p not in (None, 1, 0)), None)
    parts, total = [], 0
    for i, (v, p) in enumerate(zip(values, periods)):
        if p == 0:
            h = hours_of.get(i)
            if h is None and _full_time_work(folded):
                week = 40
            elif h is None or _A_DAY.match(folded[h.end():]):
                return Reading(problem=Msg.of(HOURS_ASKED))
            else:
                week = int(h.group(1))
            year = round(v * week * 52)
            parts.append(Msg.of(N_("%(rate)s an hour for %(hours)s hours a week (%(year)s a year)"), rate=Money(v),
                                hours=week, year=Money(year)))
        else:
            if p is None:
                p = 1 if _year_clearly(folded, found[i], v) else said
            if p is None:  # "20 an hour and 15": which period the second has isn't said
                return Reading(problem=Msg.of(N_("I see more than one amount. What is the total, as one number?")))
            year = round(v * p)
            parts.append(Msg.of(_PER[p], amount=Money(v), year=Money(year)))
        total += year
    note = Msg.of(TWO_AMOUNTS_SUM, first=parts[0], second=parts[1],
                  total=Money(total))
    return Reading(form={field_id: str(total)}, confirm=True, note=note)


# Two amounts said together, one period after the second ("2000 and 3000 a month", "2 y 3 mil al mes")
_SAID_TOGETHER = re.compile(r"\s*(?:,|and|y|plus|mas|&)?\s*")


# (fix33s) an amount said with no period beside one said with a period is a year's from this up
# (screener/data/chat_reading.yaml `year_beside_period`, a reading threshold, no fact from outside)
YEAR_BESIDE_PERIOD = reading.thresholds()["year_beside_period"]


def _year_clearly(folded: str, a, value: float) -> bool:
    """Return True when the amount ``a`` of the folded ``folded`` (its value ``value``), said with no
    period beside another amount said with one, is clearly a year's: :data:`YEAR_BESIDE_PERIOD` or
    more, or said in thousands ("8k", "8 mil", "8 grand")."""
    return value >= YEAR_BESIDE_PERIOD or a.raw.endswith("k") or bool(re.match(
        r"\s*(?:k|mil|thousand|grand)\b", folded[a.end:]))


def _unpaced_beside(folded: str, found: list, hour_spans: list):
    """Return the amount of ``folded`` said bare (two or three figures, no period, no unit) for a
    named earner beside pay read with its period by the month, week or paycheck (``found``), left
    out of ``found``; else None."""
    if not any(_period_after(folded[a.end:a.end + 30]) in _PER for a in found):
        return None
    every = [a for a in _pay_amounts(folded) if not _gpa_said(folded, a)]
    for k, a in enumerate(every):
        if a in found or a.strong or not re.fullmatch(r"\d{2,3}", a.raw.strip()) \
                or _period_after(folded[a.end:a.end + 30]) is not None \
                or any(a.start <= h.start(1) < max(a.end, a.start + 1) for h in hour_spans) \
                or re.match(r"\s*(?:%|years?|anos?|kids?|hijos?|hours?|horas?|people|personas|credits?|creditos?)\b", folded[a.end:]):
            continue
        if _earner_in(folded, every[k - 1].end if k else 0, a.start) is not None and income_cued(folded[every[k - 1].end if k else 0:a.end]):
            return a
    return None


def _own_period(folded: str, found: list, values: list, i: int, said: int):
    """Return the period of the ``i``-th of two amounts, said with none beside the other's ``said``
    (class, fix33s, a newcomer's finding: a false "likely eligible" and a wrong "not eligible": "my
    mom makes 2000 a month and I make 8k" read $8,000 a month; "he gets paid 2500 every two weeks…
    I make like 8k" $8,000 every two weeks): a year's when clearly one (:data:`YEAR_BESIDE_PERIOD` or more, or said in
    thousands: "8k", "8 mil", the writer's own; a parent's small pay is as likely a month's), the
    other's only when the two are said together with one period after them ("2000 and 3000 a
    month"), else None (the total asked)."""
    if values[i] >= YEAR_BESIDE_PERIOD:
        return 1
    if i == 0 and len(found) == 2 and _SAID_TOGETHER.fullmatch(folded[found[0].end:found[1].start]):
        return said
    if _earner_in(folded, found[i - 1].end if i else 0, found[i].start) not in (None, "self"):
        return None  # ("and my dad makes 3k": a parent's small pay, a month's as likely as a year's, fixn1: asked)
    return 1 if _year_clearly(folded, found[i], values[i]) else None


# Class (a newcomer's finding: a ZIP code added to an income, "she makes 40k, zip 20902" read as
# $60,902): a five-digit ZIP code named as one ("zip 20902", "código postal 20902"), or a known
# Maryland ZIP code (the ZIP data) beside another amount that is clearly money, with no period
# after it ("20500 a year" is an income), is never part of an amount (the latter read back).
def _zip_dropped(text: str) -> tuple:
    """Return ``(text without its ZIP codes, whether one was taken for a ZIP without "zip")``."""
    folded = fold(text)
    named = [m.span() for m in _ZIP_CUE.finditer(folded)]
    # (fix31f) a number said as where one lives ("i live in 20715 with my mom, she makes 40 an hour"):
    # a ZIP code however weak the pay beside it (read with its hours, $20,715 was added to the rate's year)
    named += [m.span() for m in _HOME_NUMBER.finditer(folded) if not any(a <= m.start() < b or m.start() <= a < m.end()
                                                                         for a, b in named)]
    from ..policy import load_zip_counties

    bare = [m.span() for m in _MD_ZIP.finditer(folded) if not any(a <= m.start() < b for a, b in named)
            and m.group(1) in load_zip_counties() and _period_after(folded[m.end():m.end() + 20]) is None]
    if bare and not named:
        rest = folded
        for a, b in sorted(bare, reverse=True):
            rest = rest[:a] + " " + rest[b:]
        if not any(x.strong or _period_after(rest[x.end:x.end + 20]) == 0 for x in amounts(rest)):
            # (fix31a: "21044, my mom makes 18 an hour and my dad makes 25 an hour": a rate by the hour beside it, the ZIP no pay)
            bare = []  # the only amount: an income (a ZIP alone is dropped by the caller, :func:`volunteered`)
    spans = named + bare
    if not spans:
        return text, False
    for a, b in sorted(spans, reverse=True):
        folded = folded[:a] + " , " + folded[b:]
    return folded, bool(bare)


# a parent's pay with no period said, in dollars, low to high, that is as likely a month's as a
# year's: how often it is paid is asked (fixn1: "my mom makes 9000" kept as $9,000 a year); a
# reading threshold of the chat's own (screener/data/chat_reading.yaml), no fact from outside
SMALL_PAY = (reading.thresholds()["small_pay"]["low"], reading.thresholds()["small_pay"]["high"])
PERIOD_ASKED = N_("How often is %(amount)s paid: every week, every two weeks, twice a month, every month? Or tell me the income for the year.")
WHOLE_AMOUNT = N_("Type the whole amount for the year, with all its digits, for example %(amount)s.")


_WHAT_IF = re.compile(r"\b(?:if|what if|would|wouldve|could be|si (?:le|me|nos|les) (?:suben|subieran|dieran|aumentan|aumentaran)|"
                      r"seria|serian|fuera|fueran|ganara|ganaran)\b")


def _what_if_dropped(text: str) -> str:
    """Return ``text`` without its clauses saying what an amount would be ("if my mom got a raise
    it would be like 90k, right now its 105k": 105k), when another clause says an amount; a
    what-if alone is left as it is (class, a newcomer's finding: the two added, $195,000)."""
    parts = re.split(r"[;]|,(?!\d{3}\b)|\b(?:but|pero)\b", text)
    kept = [p for p in parts if not _WHAT_IF.search(fold(p))]
    if len(kept) == len(parts) or not any(amounts(p) for p in kept):
        return text
    return ",".join(kept)


# Class (a newcomer's finding): an amount said of someone whose income the FAFSA doesn't count (a
# grandparent, an aunt, an uncle, a brother or sister, a cousin, a boyfriend or girlfriend, a parent
# said not to live with the student) or child support received was added to the parents' ("my mom
# makes 80k and my grandma gets 30k": $110,000, a false "likely not eligible"). That amount is left
# out; what counts is read back with why the other wasn't added; nothing left counting is asked again.
_UNCOUNTED_KIN = ("grandma", "grandmother", "grandpa", "grandfather", "grandparents", "granny", "grandmom", "nana",
                  "abuela", "abuelo", "abuelos", "abuelita", "abuelito", "abuelitos", "aunt", "auntie", "uncle", "tia",
                  "tio", "brother", "sister", "hermano", "hermana", "cousin", "primo", "prima", "boyfriend", "girlfriend",
                  "bf", "gf", "novio", "novia",
                  # (nc23: the plurals, "mis tíos ganan 130 mil", and a guardian named so, "he's my legal guardian, he
                  # makes 130k": no parent on the FAFSA, the amount is an aside)
                  "aunts", "uncles", "tias", "tios", "brothers", "sisters", "hermanos", "hermanas", "cousins", "primos",
                  "primas", "guardian", "guardians", "tutor", "tutora", "tutores",
                  # (fix33m) a brother or sister named otherwise ("my sibling makes 50k", "my stepbrother",
                  # "mi hermanastra"): under the FAFSA a sibling's pay is no parent's
                  "sibling", "siblings", "stepbrother", "stepsister", "stepbrothers", "stepsisters", "stepsibling",
                  "stepsiblings", "hermanastro", "hermanastra", "hermanastros", "hermanastras")
# (fix37e) of those, the relatives a household counts only when the parents (or spouse) support them
# (the household size question's rule): a grandparent, an aunt or uncle, a cousin, a guardian; never a
# brother or sister, counted with the parents' children
_SUPPORT_DECIDES = tuple(w for w in _UNCOUNTED_KIN if not re.search(r"brother|sister|sibling|herman|^(?:bf|gf|novi[oa]|boyfriend|girlfriend)$", w))
_CHILD_SUPPORT = ("child support", "manutencion", "pension alimenticia", "pension de alimentos", "cuota alimentaria")
# (fix33m) "my bro", "my sis": a brother or sister, as :data:`_UNCOUNTED_KIN` reads them (never "bro" alone, a
# word said to anyone: "bro my mom makes 60k")
_BRO_SIS = re.compile(r"\b(?:my|his|her|mi|su|older|big|little|younger|baby|lil)\s+(bro|sis)\b")
# (fix33m) a parent's ex-spouse ("I'm divorced, I make 55k, my ex makes 70k", :data:`_EX_SPOUSE`; a late
# spouse is not one): under the FAFSA the parent the student lives with counts (and a new spouse), never
# an ex, who lives elsewhere; unless said to live with them
_EX_AT_HOME = ("lives with us", "lives with me", "lives here", "still lives with", "vive con nosotros", "vive conmigo",
               "vive aqui", "vive aca", "todavia vive")
_LIVES_APART = ("doesnt live with", "does not live with", "dont live with", "doesnt live here", "lives somewhere else",
                "no vive con", "no vive aqui", "no vive aca", "vive en otro lado", "vive aparte",
                # another home of their own ("but he lives in another house", "pero vive en otra casa")
                "lives in another", "lives in a different", "lives elsewhere", "lives on his own", "lives on her own",
                "vive en otra casa", "vive en otro apartamento", "vive en otra parte", "vive por su cuenta")
# Class (a newcomer's finding): a word of kin that says no one ("le dan una prima de 2 mil", "más la
# prima de navidad": a bonus, pay that counts; "she makes 20k as a tutor", "trabaja de tutora": a
# job) was read as a cousin or a guardian: the pay was left out of the income with the note that a
# grandparent's or another relative's income doesn't count. A cousin is "mi prima", "su prima",
# "una prima mía", "una prima gana…"; a guardian "my tutor", "mi tutora". Those words are blanked
# (:func:`_kin_masked`) where whose income it is gets decided.
_AS_JOB = re.compile(r"\b((?:a|an|as|una|un|de|como)\s+(?:private\s+|particular\s+)?)(?:tutor|tutora|tutores|tutoras|nana)\b")
_BONUS = re.compile(r"(?<!\bmi )(?<!\bmis )(?<!\btu )(?<!\btus )(?<!\bsu )(?<!\bsus )(?<!\bnuestra )(?<!\bnuestras )"
                    r"\bprimas?\b(?!\s+(?:mia|mias|suya|suyas|hermana|hermanas|segunda|gana|ganan|trabaja|trabajan|cobra|cobran|"
                    r"vive|viven|tiene|tienen|recibe|reciben|saca|sacan)\b)")


def _kin_masked(norm: str) -> str:
    """Return the folded ``norm`` with the words of kin that say no one blanked, its length kept (:data:`_BONUS`, :data:`_AS_JOB`)."""
    norm = _BONUS.sub(lambda m: " " * len(m.group()), norm)
    return _AS_JOB.sub(lambda m: m.group(1) + " " * (len(m.group()) - len(m.group(1))), norm)


# an amount said alone, after the clause naming whose it is ("…, about 20k", "…, como 15 mil al mes")
_AMOUNT_ALONE = re.compile(r"^(?:(?:about|around|like|maybe|roughly|approximately|como|unos|unas|mas o menos|"
                           r"aproximadamente|its|it s|es|son)\s+)*\$?\d")
_INCOME_WORDS = ("has", "gets", "makes", "earns", "receives", "pension", "social security", "retirement", "ssi",
                 "disability", "tiene", "gana", "recibe", "cobra", "pension", "seguro social", "jubilacion")
# why an income read isn't added: the rules' (screener/rules.py NOT_COMBINED, §18-3601), named here
# for the chat's callers; the chat only reads words into the earner's kind (:func:`_uncounted_dropped`)
KIN_NOT_COUNTED = not_combined_why("relative")
AWAY_NOT_COUNTED = not_combined_why("apart")
SUPPORT_NOT_COUNTED = not_combined_why("child_support")
COUNTED_ASKED = N_("What is your parents' income for the year (or yours and your spouse's, if you're married)?")
# Class (a newcomer's finding): SSI (Supplemental Security Income) is not taxable, so it is no part of
# the AGI: "I get SSI, 943 a month" was read as an AGI of $11,316. Left out like child support, said why.
_SSI = ("ssi", "supplemental security income", "seguridad de ingreso suplementario", "ingreso suplementario de seguridad")
SSI_NOT_COUNTED = not_combined_why("ssi")
SSI_AGI_ASKED = N_("What is the AGI on your household's most recent federal tax return (line 11 of Form 1040)? If no one filed a tax return, enter 0.")


# "…my grandparents, they make 110k", "…mis abuelos, ellos ganan 110 mil": the amount said of the
# people just named, by a pronoun (class, a newcomer's finding: the grandparents' income read back
# as the household's)
_THEY_EARN = re.compile(r"^(?:they|she|he|ellos|ellas|ella|el)\s+(?:both\s+|los dos\s+|\w+\s+)?"
                        r"(?:make|makes|earn|earns|get|gets|bring in|brings in|have|has|gana|ganan|cobra|cobran|recibe|reciben|"
                        r"tiene|tienen|sacan|saca)\b")


# "…mi abuela vive con nosotros y gana 30 mil", "…my grandpa lives with us and gets 20k": the
# amount said by its verb alone, of the relative just named (the subject left out)
_EARNS_ALONE = re.compile(r"^(?:also\s+|too\s+|tambien\s+)?(?:makes|earns|gets|receives|brings in|gana|ganan|cobra|cobran|recibe|"
                          r"reciben|saca|sacan)\b")


# the spouse of the person just named ("…and her husband makes 60k", "…y su esposo gana 60 mil")
_THEIR_SPOUSE = re.compile(r"^(?:her|his|their|su|sus)\s+(?:husband|wife|spouse|partner|esposo|esposa|marido|mujer|pareja)\b")


def _kin_then_they(parts: list, said: list, i: int) -> bool:
    """Return True when the clause after ``parts[i]`` (naming a grandparent or other relative, no
    amount of its own) gives an amount by a pronoun, and no parent is named up to it."""
    if said[i] or i + 1 >= len(parts) or not said[i + 1] or not (_THEY_EARN.match(normalize(parts[i + 1]))
                                                                  or _EARNS_ALONE.match(normalize(parts[i + 1]))):
        return False
    parents = set(_PARENT_KIN) | {"parents", "padres", "papas", "papis"}
    named = " , ".join(parts[:i + 1])
    with_them = list(_LIVE_WITH_SAID.finditer(named))
    if with_them:
        # Class (nc23): the parent who lives with the relatives named before them ("me and my mom live
        # with my aunt and uncle, they make 130k"): "they" are the people lived with
        named = named[with_them[-1].end():]
    return not set(normalize(named).split()) & parents




# The writer's own pay, said in the first person now: the verbs (Spanish, English) that
# :data:`_FIRST_PERSON_PAY` reads at a clause's start and :data:`_KIN_OWN_PAY` anywhere, among more
_I_PAY_ES = r"gano|cobro|saco"
_I_PAY_EN = r"make|earn|get"
# (fix30c) the writer's own pay ("yo gano 40 mil", "i make 40k", "and I earn 30k myself")
_FIRST_PERSON_PAY = re.compile(r"^\s*(?:(?:and|y|also|tambien|plus|mas)\s+)*(?:yo\s+|i\s+|me\s+)?(?:also\s+|tambien\s+|myself\s+)?"
                               rf"(?:{_I_PAY_ES}|bring in|get paid|{_I_PAY_EN})\b")
# the writer said to be no parent of the student, or a sibling or other relative ("no soy el papá", "I'm not
# the parent", "soy su hermano mayor", "I'm her older sister")
_WRITER_NOT_PARENT = re.compile(
    r"\b(?:no soy (?:el|la|su) (?:papa|mama|padre|madre)|(?:im|i am|i m) not (?:the|a|his|her|their) (?:parent|dad|mom|father|mother)"
    r"|soy (?:su|el|la) (?:hermano|hermana|tio|tia|primo|prima)(?: mayor| menor| grande)?\b(?! de mi)"
    r"|(?:im|i am|i m) (?:just |only )?(?:his|her|their|the) (?:older |big |little |younger )?(?:brother|sister|uncle|aunt|cousin|sibling))\b")
_WRITER_IS_STUDENT = re.compile(r"\b(?:im|i am|i m|soy)\s+(?:the|el|la)\s+(?:student|estudiante)\b")


def _uncounted_dropped(text: str, lang: str) -> tuple:
    """Return ``(text without the amounts of people whose income doesn't count, the reasons)``:
    a clause naming a grandparent, other relative or partner with an amount, child support, or a
    parent said (in that clause or the next, "…but he doesn't live with us") not to live with the
    student. ``text`` is returned as it is when no amount is left out. The words are read here into
    the earner's kind; whether that kind's income counts, and why not, is the rules'
    (:func:`rules.income_counted`, :func:`rules.not_combined_why`, §18-3601)."""
    parts = re.split(r"[;!]|,(?!\d{3}\b)|\.(?!\d)|\b(?:but|pero|and|y|plus|mas|so|asi que|entonces)\b", fold(text))
    said = [bool(amounts(p) or amounts(numtext.in_digits(p, lang))) for p in parts]
    if sum(said) < 1:
        return text, []
    drop, reasons = {}, []  # (the clauses left out, each with its earner's kind)

    def left_out(i: int, kind: str) -> None:
        if not income_counted(kind):
            drop[i] = kind
            reasons.append(not_combined_why(kind))

    for i, p in enumerate(parts):
        norm = normalize(p)
        # (fix34d) the brother or sister written for ("asking for my little sister, … our mom, she makes 38k")
        # is the student, no relative whose pay is left out: the words saying so are no kin named
        norm = _SIBLING_WRITER.sub(" ", norm)
        words = set(_kin_masked(norm).split()) | {"brother" for _ in _BRO_SIS.finditer(norm)}
        # (with no amount of its own, the clause is left out only when an amount alone follows it)
        alone = i + 1 < len(parts) and said[i + 1] and _AMOUNT_ALONE.match(normalize(parts[i + 1]))
        if contains_any(norm, _CHILD_SUPPORT) and (said[i] or alone):
            left_out(i, "child_support")
        elif contains_any(norm, _SSI) and not contains_any(norm, ("ssdi",)) and (said[i] or alone):
            left_out(i, "ssi")
        elif words & set(_UNCOUNTED_KIN) and not words & set(_PARENT_KIN) and (said[i] or (
                alone and contains_any(norm, _INCOME_WORDS)) or _kin_then_they(parts, said, i)):
            left_out(i, "relative")
        elif _EX_SPOUSE.search(norm) and not re.search(r"\blate\b", norm) and not words & set(_PARENT_KIN) \
                and (said[i] or alone) and not contains_any(normalize(fold(text)), _EX_AT_HOME):
            # (fix33m) an ex-spouse's pay ("my ex makes 70k"): no one of the household (FAFSA)
            left_out(i, "apart")
        elif said[i] and _FIRST_PERSON_PAY.match(norm) and _WRITER_NOT_PARENT.search(normalize(fold(text))) \
                and not _WRITER_IS_STUDENT.search(normalize(fold(text))):
            # (fix30c) the writer's own pay, the writer said in the same message to be no parent but a
            # sibling or other relative ("yo gano 40 mil pero no soy el papá", "I make 40k, I'm just her
            # brother"): a relative's, left out, said why (§18-3601)
            left_out(i, "relative")
        elif i and i - 1 in drop and said[i] and not said[i - 1] and (_AMOUNT_ALONE.match(norm) or _THEY_EARN.match(norm)
                                                                     or _EARNS_ALONE.match(norm)):
            drop[i] = drop[i - 1]  # "grandpa has his pension, about 20k": the amount said after its clause is still his
        elif said[i] and _THEIR_SPOUSE.match(norm) and (j := next((j for j in range(i - 1, -1, -1) if normalize(parts[j])), None)) \
                in drop and KIN_NOT_COUNTED in reasons and not words & set(_PARENT_KIN):
            drop[i] = "relative"  # "my sister makes 75k and her husband makes 60k": the relative's spouse (class, nc23)
        elif contains_any(norm, _LIVES_APART) and not words & set(_UNCOUNTED_KIN):
            # the parent said not to live with the student: this clause's amount, else the one before
            # (the one just before: "my brother makes his own money but he doesn't live here" is no
            # parent's amount said earlier)
            j = next((j for j in range(i - 1, -1, -1) if normalize(parts[j])), None)  # (past the "" of ", but")
            whom = i if said[i] else j if j is not None and said[j] else None
            # ("…, my dad doesn't live with us" after the mother's amount: no amount of his to leave out)
            named = words & set(_PARENT_KIN)
            if whom is not None and whom not in drop and (whom == i or (named & set(normalize(parts[whom]).split()) if named else True)):
                left_out(whom, "apart")
    # Class (a newcomer's finding): "my mom and her boyfriend, she makes 40k and he makes 70k", "mi
    # mamá y su novio, ella gana 40 mil y él 70 mil": a pronoun's amount is the relative's or partner's
    # when only they, of the people named before, are of that gender (a mother's boyfriend's "he").
    for i, p in enumerate(parts):
        m = _PRONOUN_AMOUNT.match(normalize(p))
        if i in drop or not said[i] or not m:
            continue
        male = m.group(1) in ("he", "el")
        before = set(_kin_masked(_SIBLING_WRITER.sub(" ", normalize(" , ".join(parts[:i])))).split())  # (fix34d: the sibling written for is the student)
        kin = before & (_MALE_KIN if male else _FEMALE_KIN)
        parent = before & (_MALE_PARENT if male else _FEMALE_PARENT)
        if kin and not parent:
            left_out(i, "relative")
            # (the clause that only names them, "…, her boyfriend, …", goes with their amount)
            drop.update((j, "relative") for j in range(i) if not said[j] and set(normalize(parts[j]).split()) & kin
                        and not set(normalize(parts[j]).split()) & (_MALE_PARENT | _FEMALE_PARENT))
    if not drop:
        return text, []
    return " , ".join(p for i, p in enumerate(parts) if i not in drop), list(dict.fromkeys(reasons))


_PRONOUN_AMOUNT = re.compile(r"^(he|she|el|ella)\s+(?:\w+\s+){0,3}?(?:\$?\d|about|around|like|como|unos)")
_MALE_KIN = {"boyfriend", "bf", "novio", "grandpa", "grandfather", "abuelo", "abuelito", "uncle", "tio", "brother",
             "hermano", "primo", "stepbrother", "hermanastro"}
_FEMALE_KIN = {"girlfriend", "gf", "novia", "grandma", "grandmother", "granny", "grandmom", "nana", "abuela", "abuelita",
               "aunt", "auntie", "tia", "sister", "hermana", "prima", "stepsister", "hermanastra"}
_MALE_PARENT = {"dad", "father", "stepdad", "papa", "padre", "apa", "pai", "papi", "padrastro", "husband", "esposo",
                "marido", "parents", "padres", "papas"}
_FEMALE_PARENT = {"mom", "mother", "stepmom", "mama", "madre", "ama", "mai", "mami", "madrastra", "wife", "esposa",
                  "parents", "padres", "papas"}


def kin_income_only(text: str, lang: str = "en") -> bool:
    """Return True when every amount in ``text`` is a grandparent's or other relative's (or a
    partner's): "I live with my grandparents, they make 110k". None is the household's income."""
    kept, reasons = _uncounted_dropped(text, lang)
    # (money said: "my sister had a 2.0" is a mark, no income left out; class, nc23)
    money = income_cued(text) or any(a.strong for a in amounts(fold(text)))
    return money and KIN_NOT_COUNTED in reasons and not amounts(kept) and not amounts(numtext.in_digits(kept, lang))


def _why_not_counted(reasons: list) -> Msg:
    """Return the reasons of :func:`_uncounted_dropped` said one after the other."""
    why = Msg.of(reasons[0])
    for r in reasons[1:]:
        why = why.with_note(Msg.of(r))
    return why


# Class (a newcomer's finding): one amount earned together by a parent and someone whose income
# doesn't count ("my mom and my grandma make 110k together", "mi mamá y mi abuela ganan 110 mil entre
# las dos") is no amount to keep or to split: the total is not used, why is said, and the parent's
# own income is asked for (it was asked again with "I didn't add that income", and in a first
# message the whole total was read back as the household's).
_PARENTS_JOINED = _PARENT_KIN + ("parents", "padres", "papas", "papis", "stepfather", "stepmother", "mother", "father")
_PEOPLE_JOINED = re.compile(
    r"\b(?:my|mi|mis)?\s*({p})\s+(?:and|y|e|&|\+|with|con|plus|mas)\s+(?:my|mi|mis|her|his|su|sus)?\s*({p})\b".format(
        p="|".join(sorted(map(re.escape, set(_PARENTS_JOINED) | set(_UNCOUNTED_KIN)), key=len, reverse=True))))
_LIVE_WITH_BEFORE = re.compile(r"\b(?:live|lives|living|stay|stays|staying|vivo|vivimos|vive|viven|estoy|estamos)\s+"
                               r"(?:\w+\s+)?(?:with|con)\s+$")
_TOGETHER = re.compile(r"\b(?:together|combined|between (?:them|the two|both)|both (?:of them )?make|entre (?:los|las) dos|"
                       r"entre (?:ambos|ambas|ellos|ellas)|juntos|juntas|juntan|juntando|"
                       # a married couple's one amount, said by one of them ("my husband and I make 155k", "mi esposo y
                       # yo ganamos 90 mil"): the two together (a newcomer's finding: read as the writer's own pay)
                       r"(?:my|mi) (?:husband|wife|spouse|esposo|esposa|marido) (?:and|y|&) (?:i|yo|me) (?:both |los dos |las dos )?"
                       r"(?:make|earn|bring in|made|earned|ganamos|sacamos|ganabamos))\b")
_ONE_EARNER = ("i", "im", "me", "yo", "he", "she", "hes", "shes", "el", "ella", "her", "his", "him", "su", "only", "solo",
               "just", "each", "cada")  # someone else earning, or each their own ("make 50k each")
# the relatives named at home who may earn (grown-ups: a sibling or cousin at home is no earner of "they make")
_GROWN_KIN = ("grandma", "grandmother", "grandpa", "grandfather", "grandparents", "granny", "grandmom", "nana", "abuela",
              "abuelo", "abuelos", "abuelita", "abuelito", "abuelitos", "aunt", "auntie", "uncle", "tia", "tio", "boyfriend",
              "girlfriend", "bf", "gf", "novio", "novia", "aunts", "uncles", "tias", "tios")
COMBINED_NOT_COUNTED = N_("That amount is a total with someone whose income doesn't count: the law counts your parents' income (or your spouse's), not a grandparent's, another relative's or a boyfriend's or girlfriend's. So I can't use the total. What is your parent's own income for the year (both parents' if you live with two)?")


def combined_with_uncounted(text: str, lang: str = "en") -> bool:
    """Return True when ``text`` gives one amount for a parent and a grandparent, other relative or
    partner together (:data:`_PEOPLE_JOINED`, then within a few words the amount, no one else named
    between: "vivo con mi mamá y mi abuela, ganan 110 mil entre las dos")."""
    t = fold(text)
    t = _kin_masked(t if re.search(r"\d", t) else numtext.in_digits(t, lang))  # ("entre las dos": no 2)
    found = amounts(t)
    for m in _PEOPLE_JOINED.finditer(t):
        pair = {m.group(1), m.group(2)}
        if not (pair & set(_PARENT_WORDS) and pair & set(_UNCOUNTED_KIN)):
            continue
        if _LIVE_WITH_BEFORE.search(t[:m.start()]) and not _TOGETHER.search(t[m.end():]) and not pair & set(_GROWN_KIN):
            # "vivo con mis papás y mi hermana, ganan 70 mil": who is at home; "ganan", the parents. A
            # grandparent, aunt, uncle or partner so listed ("I live with my mom and grandma, they make
            # 110k") may be one of "they": whose income counts is said and the parent's own asked
            # (class, dev20: the total was kept unasked from a first message)
            continue
        after = next((a for a in found if a.start >= m.end()), None)
        between = normalize(t[m.end():after.start]).split() if after is not None else []
        if after is not None and len(between) <= 8 and not re.search(r"[.;!?]|\b(?:but|pero)\b", t[m.end():after.start]) \
                and not set(between) & (set(_PARENT_WORDS) | set(_UNCOUNTED_KIN) | set(_ONE_EARNER)) \
                and not re.search(r"\b(?:each|apiece|cada\s+(?:una|uno))\b", t[after.end:after.end + 30]):
            return True
    return False


# Class (a newcomer's finding: a wrong "not eligible"): parents said to be divorced or separated,
# with one amount for both of them ("my parents are divorced but they make 160k together", "están
# separados, entre los dos ganan 160 mil") or each their own: the FAFSA counts one parent's
# household, never both added. The total is not used; that parent's own income is asked.
# (A step-parent named beside them is the remarried parent's spouse: read as said.)
_BOTH_PARENTS_AMOUNT = re.compile(r"\b(?:both|each|apiece|cada (?:uno|una)|los dos|las dos|ambos|ambas)\b")
APART_NOT_ADDED = N_("With divorced or separated parents, the FAFSA counts the income of the parent who gives you more financial support (and their spouse's, if they remarried), not both parents' added together. What is that parent's income for the year?")


_LIVE_WITH_PARENT = re.compile(r"\b(?:i|yo)?\s*(?:live|living|stay|staying|vivo|me quedo)\s+(?:only\s+|just\s+|solo\s+)?(?:with|con)\s+"
                               r"(?:my|mi)\s+(?P<who>" + _MOM + "|" + _DAD + r")\b(?!\s+(?:and|y|e|&)\b)")


_PAY_TALK = re.compile(r"\b(?:make|makes|made|earn|earns|earned|works?|worked|working|income|salary|pay|paid|gana|ganan|gano|ganaba|"
                       r"cobra|trabaja|trabajan|ingresos?|sueldo|salario)\b")


# (fix37c) "un solo padre", "solo un padre (o madre)": one parent, either; no father named
_ONE_PADRE = re.compile(r"\b(?:un\s+solo|solo\s+un|un)\s+padre\b(?:\s+o\s+(?:una\s+)?madre\b)?")


def parent_lived_with(text: str) -> str | None:
    """Return "mom" or "dad": the one parent ``text`` says the student lives with ("I live with my
    mom", "my parents are divorced, I live with my dad", "it's just me and my mom", "solo mi mamá y
    yo": one parent's household naming that parent alone), else None (fix36d)."""
    t = _ONE_PADRE.sub(" ", normalize(fold(str(text))))
    lived = list(_LIVE_WITH_PARENT.finditer(t))
    if len(lived) == 1:
        return "mom" if _MOTHER_WORD.fullmatch(lived[0].group("who")) else "dad"
    if lived or household_kind(text) != "single_parent" or _PAY_TALK.search(t):
        return None  # ("no sé cuánto gana mi papá": whose pay is unknown, no home said)
    mom, dad = bool(_APART_WHICH_MOM.search(t)), bool(_APART_WHICH_DAD.search(t))
    return "mom" if mom and not dad else "dad" if dad and not mom else None


def lived_with_other_paid(text: str, lang: str | None = None) -> bool:
    """Return True when ``text`` says the student lives with one parent and gives that parent's
    pay and the other parent's (:func:`lived_with_parent_pay`: "I live with my mom, my mom makes
    120k and my dad makes 20k", "vivo con mi mamá, mi mamá gana 120 mil y mi papá 20 mil"), no
    divorce said (:func:`apart_parents_added` reads that). Class (fix38i, a developer's finding: a
    false "likely eligible"): both parents were counted as the household, their pay added."""
    if contains_any(normalize(fold(str(text))), vocab.DIVORCED):
        return False
    return any(lived_with_parent_pay(text, each) is not None for each in ((lang,) if lang else ("en", "es")))


def parent_named(text: str) -> bool:
    """Return True when ``text`` names a mother or father (:data:`_MOM`, :data:`_DAD`)."""
    t = normalize(fold(str(text)))
    return bool(_APART_WHICH_MOM.search(t) or _APART_WHICH_DAD.search(t))


def lived_with_parent_pay(text: str, lang: str) -> str | None:
    """Return the words of the one amount the writer gives for the parent they say they live with
    ("i live with my mom, she makes 70k, my dad makes 80k": "she makes 70k"), each amount said of
    one parent; None otherwise."""
    t = fold(numtext.in_digits(text, lang))
    lived = list(_LIVE_WITH_PARENT.finditer(t))
    if len(lived) != 1:
        return None
    who = "mom" if _MOTHER_WORD.fullmatch(lived[0].group("who")) else "dad"
    found = [a for a in _pay_amounts(t) if a.strong or _period_after(t[a.end:a.end + 30]) not in (None,)]
    if len(found) != 2:
        return None
    keys = [_earner_in(t, found[i - 1].end if i else 0, a.start) for i, a in enumerate(found)]
    keys = [{"she": "mom", "he": "dad"}.get(k, k) for k in keys]
    if sorted(map(str, keys)) != ["dad", "mom"]:
        return None
    i = keys.index(who)
    # (the first amount's words start after "i live with my mom" said first, else at its own clause:
    # "my parents are divorced, my mom makes 40k and my dad 60k, i live with my mom", fix29a: the
    # span ran backwards, nothing read, the pay lost at the household question)
    first = lived[0].end() if lived[0].end() <= found[0].start else \
        max((m.end() for m in re.finditer(r"[,;.]", t[:found[0].start])), default=0)
    return t[found[i - 1].end if i else first:found[i].end + len(re.match(r"[^,;.]*?(?=\s+(?:and|y|e|but|pero|plus)\s|[,;.]|$)", t[found[i].end:]).group(0))]


# Class (dev29): divorced or separated parents' pay each, no parent named as the one lived with ("my
# parents are divorced, my mom makes 40k and my dad makes 60k", "mis papás están divorciados, mi mamá
# gana 40 mil y mi papá 60 mil"): whose income counts, said, and which parent that is asked; nothing
# kept until it is known (the answer picks that parent's pay, read back)
APART_WHICH = N_("With divorced or separated parents, the FAFSA counts the parent who gave you more financial support in the last 12 months (with their spouse's income, if they remarried), not both parents added together. Which parent is that: your mom (%(mom)s) or your dad (%(dad)s)?")
_APART_WHICH_MOM = re.compile(r"\b(?:" + _MOM + r")\b")
_APART_WHICH_DAD = re.compile(r"\b(?:" + _DAD + r")\b")


def apart_parents_pay(text: str, lang: str) -> dict | None:
    """Return ``{"mom": year, "dad": year}``, each divorced or separated parent's pay for the year,
    when ``text`` says the parents are apart and gives each one's pay (:func:`apart_parents_added`)
    with no parent named as the one lived with (:func:`lived_with_parent_pay`); else None."""
    if not apart_parents_added(text, lang) or lived_with_parent_pay(text, lang) is not None:
        return None
    out = {}
    for who, word in (("mom", "mama" if lang == "es" else "mom"), ("dad", "papa" if lang == "es" else "dad")):
        said = lived_with_parent_pay(f"{text} , {'vivo con mi' if lang == 'es' else 'i live with my'} {word}", lang)
        digit = re.search(r"\d", said or "")
        cuts = list(re.finditer(r"[,;]|\b(?:and|y|e|plus|but|pero)\b", said[:digit.start()])) if digit else []
        said = said[cuts[-1].end():] if cuts else said  # (the other parent's period said before it is theirs)
        reading = _income(said, lang, "agi", None) if said else None
        value = _as_float((reading.form or {}).get("agi")) if reading is not None and reading.problem is None else None
        if value is None:
            return None
        out[who] = value
    return out


def apart_parent_picked(text: str) -> str | None:
    """Return "mom" or "dad": the one parent ``text`` names in answer to :data:`APART_WHICH` ("my
    mom", "i live with my dad", "con mi mamá"), else None."""
    t = fold(text)
    mom, dad = bool(_APART_WHICH_MOM.search(t)), bool(_APART_WHICH_DAD.search(t))
    return "mom" if mom and not dad else "dad" if dad and not mom else None


def apart_parents_added(text: str, lang: str = "en") -> bool:
    """Return True when ``text`` says the parents are divorced or separated and gives an amount for
    both of them together or each (:data:`_BOTH_PARENTS_AMOUNT`), or each parent's own amount
    (:func:`_each_parent_amount`), no step-parent named."""
    norm = normalize(text)
    if contains_any(norm, _STEP) or _OWN_DIVORCE.search(norm):
        return False
    if not contains_any(norm, vocab.DIVORCED):
        return False
    if not (amounts(fold(text)) or amounts(numtext.in_digits(text, lang))):
        return False
    return bool(_TOGETHER.search(norm) or _BOTH_PARENTS_AMOUNT.search(norm) or _each_parent_amount(text, lang))


# Class (a newcomer's finding): a parent said to live somewhere else beside one amount for both
# parents ("my parents make 120k, my dad lives in Virginia though", "mis papás ganan 120 mil, pero mi
# papá vive en Virginia"): married parents' incomes both count wherever they live; divorced,
# separated or never-married parents' don't add up (the FAFSA counts the one who gives more
# support). The total was kept unasked: it is asked about instead
_PARENT_AWAY = re.compile(r"\b(?:my|mi|our|nuestro|nuestra|her|his|su)\s+(?:dad|father|mom|mother|papa|mama|padre|madre|pops|mum)\s+"
                          r"(?:\w+\s+){0,2}?(?:lives|is living|living|stays|is staying|moved|vive|esta viviendo|se fue a vivir|se mudo|"
                          r"se fue|is)\s+(?:\w+\s+){0,2}?(?:in|to|en|a|out of|outside|fuera de|back in|over in|down in|up in|overseas|"
                          r"abroad|afuera)\b")
_PARENTS_ONE_AMOUNT = re.compile(r"\b(?:my parents|my folks|parents|mis papas|mis padres|papas|padres|they both|both of them|"
                                 r"they make|they earn|together|combined|juntos|entre los dos|entre ambos|ellos ganan|ganan)\b")
PARENT_AWAY_ASK = N_("You said one of your parents lives somewhere else, so I didn't use that total. If your parents are married to each other, both incomes count, even when they live apart; if they are divorced, separated or never married, the FAFSA counts the income of the parent who gives you more financial support (and their spouse's, if they remarried), not both added together. What is the income that counts for the year?")


def parent_away_added(text: str, lang: str = "en") -> bool:
    """Return True when ``text`` gives one amount for both parents and says one of them lives
    somewhere else (:data:`_PARENT_AWAY`), no divorce said (:func:`apart_parents_added` has it)."""
    norm = normalize(fold(str(text)))
    if contains_any(norm, vocab.DIVORCED) or contains_any(norm, _STEP) or not (_PARENT_AWAY.search(norm) or (
            contains_any(norm, _LIVES_APART) and re.search(r"\b(?:dad|father|mom|mother|papa|mama|padre|madre)\b", norm))):
        return False
    if not (amounts(fold(text)) or amounts(numtext.in_digits(text, lang))):
        return False
    return bool(_PARENTS_ONE_AMOUNT.search(norm))


_MOTHER_WORD = re.compile(r"\b" + _MOM + r"\b")
_FATHER_WORD = re.compile(r"\b" + _DAD + r"\b")


def _each_parent_amount(text: str, lang: str) -> bool:
    """Return True when a mother and a father are each named before an amount of their own ("my
    dad makes 80k and my mom makes 60k", "mom 60k, dad 80k", "mi papá gana 80 mil y mi mamá 60"):
    Class (a newcomer's finding): divorced parents' own incomes were added as the household's."""
    t = fold(numtext.in_digits(text, lang))
    found = [a for a in amounts(t) if a.strong or a.raw.strip().isdigit()]
    whose = set()
    for i, a in enumerate(found):
        start = found[i - 1].end if i else 0
        before = t[start:a.start]
        last = max(((m.start(), kind) for kind, rx in (("mom", _MOTHER_WORD), ("dad", _FATHER_WORD)) for m in rx.finditer(before)),
                   default=None)
        if last is not None:
            whose.add(last[1])
    return whose == {"mom", "dad"}


# Class (a newcomer's finding: a false "likely eligible"): a step-parent's income named alone ("my
# stepdad moved in, he makes 95k", "mi padrastro vive con nosotros y gana 95 mil") was kept unasked
# as the household's income: the parent married to them counts too, so their total is asked.
_NON_STEP_PARENT = re.compile(r"\b(?:" + _MOM + "|" + _DAD + r"|parents|padres|papas|papis|ama|apa)\b")
STEP_INCOME_ALONE = N_("That sounds like your step-parent's income alone. A step-parent married to your parent counts on the FAFSA, and so does your parent: your household's income is both of theirs added together. What is that total for the year?")


def step_income_alone(text: str, lang: str = "en") -> bool:
    """Return True when ``text`` names a step-parent and one amount, and no other parent nor a
    total ("together", "entre los dos"): the step-parent's own income, not the household's."""
    said = slang_parents(text)
    if "?" in text or _LEFT_HOME.search(normalize(text)) or any(elsewhere(p) for p in re.split(r"[,;.]|\bbut\b|\bpero\b", said)):
        return False  # (a step-parent who lives elsewhere: their income is no one's at home)
    if not re.search(r"\b" + _STEP_WORDS + r"\b", said) or _NON_STEP_PARENT.search(re.sub(r"\bstep\s+", "step", said)) \
            or _TOGETHER.search(normalize(said)) or re.search(r"\b(?:total|household|hogar|we make|ganamos)\b", said):
        return False
    t = numtext.in_digits(text, lang)
    found = [a for a in amounts(t) if a.strong]
    # ("my stepmom gets $25/hr": a rate by the hour, held and its hours asked as "makes 25 an hour"
    # is, fix32b; the other parent's pay asked after it, never the step-parent's rate taken alone)
    return len(found) == 1 and _period_after(fold(t)[found[0].end:found[0].end + 30]) != 0


# Class (fix33k, a newcomer's finding: a false "likely eligible"): a count with a unit that is no
# money ("I'll take 9 credits", "voy a tomar 9 créditos", "3 classes", "2 kids", "for 3 years", "20
# hours a week of school") said where an income is read was an amount in thousands ($9,000 of the
# parents' pay added). Such a number is never pay; a count said in words is read as its digits.
_NOT_MONEY_UNITS = (vocab.CREDIT_WORDS + vocab.CLASS_WORDS + ("semester", "semesters", "semestre", "semestres",
                                                              "years", "yrs", "anos")
                    + tuple(w for w in vocab.CHILDREN if w != "son"))  # (Spanish "son", "they are": "40 son de mi papá")
_COUNT_NOT_MONEY = re.compile(r"(?<![\d.,$])\d{1,3}(?:\s*(?:-|to|or|a|o)\s*\d{1,3})?\s*-?\s*(?:more\s+|mas\s+)?"
                              r"(?:(?:" + "|".join(_NOT_MONEY_UNITS) + r")\b"
                              r"|(?:hours?|hrs|horas)\s+(?:(?:a|per|each|every|por|a la|cada|la)\s+(?:week|semana)\s+)?"
                              r"(?:of|in|at|de|en)\s+(?:school|class|classes|college|clase|clases|escuela|universidad)\b)")


def counts_not_money_dropped(text: str, lang: str) -> str:
    """Return ``text`` (folded; its numbers in digits when a count is said in words) without the
    counts it says with a unit that is no money (:data:`_COUNT_NOT_MONEY`: "9 credits", "3 clases",
    "2 kids"), else ``text`` as it is."""
    for t in (fold(text), fold(numtext.in_digits(text, lang))):
        left = _COUNT_NOT_MONEY.sub(" ", t)
        if left != t:
            return left
    return text


def _years_dropped(text: str) -> str:
    """Return ``text`` (folded) without the years it says as years ("terminé la prepa en 2019",
    "graduated in 2025", "class of 2024": :attr:`Amount.year`), else ``text`` as it is. Class (a
    newcomer's finding): such a year, all the amount a message held, was kept unasked as an income
    of $2,019 (read beside the graduation month it gave)."""
    years = [a for a in amounts(text) if a.year or a.day]
    if not years:
        return text
    t = fold(text)
    for a in reversed(years):
        t = t[:a.start] + " " + t[a.end:]
    return t


def not_pay_dropped(text: str, lang: str) -> str:
    """Return ``text`` without the numbers it says that are never pay, in one pass: ages ("I'm 41",
    "tengo 41 años": :func:`ages_dropped`, fix33q), years said as years ("graduated in 2025":
    :func:`_years_dropped`) and counts with a unit that is no money ("9 credits", "2 kids":
    :func:`counts_not_money_dropped`, fix33k); ``text`` as it is when it says none."""
    return counts_not_money_dropped(_years_dropped(ages_dropped(text)), lang)


# (fix35i) a year said alone ("2010", "1998."), no word of money: no pay asked for is a year (a round
# "2000" is an amount)
_YEAR_ALONE = re.compile(r"\s*(?:19[5-9]\d|20[0-4]\d)\s*[.!]*\s*")
# (fix35i) said where an amount is asked ("How much did your parents make? I'll add it to your
# $12,000"): the answer is no amount, whatever else it is
AMOUNT_NEEDED = N_("I need an amount of money here: type it as a number (for example 40,000 or 40k), or say “I don't know”.")
# (fix36c, a newcomer's finding: "no" five times to the other earner's pay asked, "I need an amount" each
# time) a bare "no" there: no pay last year, or not known? asked once, each a quick reply (or the amount
# typed); a second answer with no amount leaves the income open, the pay held kept (as "I don't know")
NO_MEANING_ASKED = N_("When you say “no”, do you mean they had no pay last year, or that you don't know how much? If you know the amount, type it.")
NO_MEANING_NONE = N_("They had no pay last year")
NO_MEANING_UNSURE = N_("I don't know how much")


def no_pay_numbers(text: str, lang: str) -> bool:
    """Return True when ``text`` says numbers and none of them is pay: all of them dropped by
    :func:`not_pay_dropped` (an age, a year said as one, a count with its unit: "I'm 19", "19 years
    old", "2 kids") or a year alone ("2010"), with no word of money ("$", "k", "mil", "makes")."""
    if not re.search(r"\d", numtext.in_digits(text, lang)) or money_worded(text, lang):
        return False
    year = _YEAR_ALONE.fullmatch(fold(text))
    if year is not None and int(re.sub(r"\D", "", year.group(0))) % 100:
        return True  # ("2000" alone, a round amount, is read as pay: $2,000)
    return not re.search(r"\d", numtext.in_digits(not_pay_dropped(text, lang), lang))


# Class (dev18): one earner's pay said, another's not known ("my dad makes 60k and my mom makes
# something but I don't know how much", "mi papá gana 50 mil y mi mamá trabaja pero no sé cuánto"):
# the one said is no household's income; the other's is asked (never the known one alone read back)
_EARNER_AT = re.compile(r"\b(?:" + _MOM + "|" + _DAD + r"|stepdad|stepmom|stepfather|stepmother|padrastro|madrastra|wife|"
                        r"husband|hubby|spouse|esposa|esposo|marido|senora)\b")
_HOW_MUCH_UNKNOWN = ("something", "algo", "no se cuanto", "not sure how much", "dont know how much", "no idea how much",
                     "no se cuanto gana", "idk how much", "dunno how much", "quien sabe cuanto")
EARNER_UNKNOWN = N_("I need the income of everyone who counts, added together, and one of them isn't known yet. About how much does that person make in a year? Their tax return has it (Form 1040, line 11), or tell me the household's total.")


def earner_unknown(text: str, lang: str = "en") -> bool:
    """Return True when one earner of ``text`` has an amount and another named earner's pay is not known."""
    folded = fold(text)
    starts = [m.start() for m in _EARNER_AT.finditer(folded)]
    if len(starts) < 2:
        return False
    parts = [folded[a:b] for a, b in zip(starts, starts[1:] + [len(folded)])]
    priced = [bool(amounts(p) or amounts(numtext.in_digits(p, lang))) for p in parts]
    return any(priced) and any(not has and contains_any(normalize(p), vocab.UNSURE + _HOW_MUCH_UNKNOWN)
                               for p, has in zip(parts, priced))


def _parent_pay_held(text: str, lang: str) -> bool:
    """Return True when :func:`earner_unknown` says of ``text`` one parent's pay ("mi mamá gana 60
    mil, lo de mi papá no sé") and the other parent's not known: that pay is held and the other's
    asked (the engine's "part"), never dropped (fixn1: the 60,000 was lost)."""
    folded = fold(text)
    found = list(_EARNER_AT.finditer(folded))
    if len(found) != 2:
        return False
    parts = [folded[a.start():b] for a, b in zip(found, [found[1].start(), len(folded)])]
    priced = [bool(amounts(p) or amounts(numtext.in_digits(p, lang))) for p in parts]
    words = [m.group(0) for m in found]
    parent = [bool(_MOTHER_WORD.fullmatch(w) or _FATHER_WORD.fullmatch(w)) for w in words]
    if priced.count(True) != 1 or not all(parent) or len({bool(_MOTHER_WORD.fullmatch(w)) for w in words}) != 2:
        return False
    return other_pay_unknown(text, "mom" if _MOTHER_WORD.fullmatch(words[priced.index(True)]) else "dad")


# Safety net (a newcomer's finding: "per paycheck every 2 weeks" read as $2 a week, $104 a year, a
# false "likely eligible"): a year's income worked out from pay said by its period that comes to
# less than this is no reading of that pay; the year's income is asked, never kept nor read back.
# A reading threshold of the chat's own (screener/data/chat_reading.yaml), no fact from outside.
TINY_YEAR = reading.thresholds()["tiny_year"]
TINY_YEAR_ASKED = N_("I couldn't tell the amount of that pay from your words. How much is it each time, or what is the income for the year?")


# Class (fix34r, a newcomer's finding): an amount said as no longer earned ("my mom doesnt make 70
# anymore … its 40k now", "ya no gana 70 mil, ahora gana 40", "she used to make 70k") was added to
# the new one ($110,000 for 95k + 40k): the old figure is taken back, no pay; the words stay, the
# amount is written "that"/"eso", so the earner's new pay replaces their part of the income.
_TAKEN_BACK_PAY = re.compile(r"(?i)\b((?:doesnt|doesn['\u2019]?t|does not|dont|don['\u2019]?t|do not|no longer|used to|ya no|"
                             r"no)\s+(?:make|makes|earn|earns|get|gets|bring in|brings in|gana|ganan|cobra|cobran|saca|sacan)"
                             r"|(?:solia|solía)\s+ganar|ganaba|cobraba)\s+(?:like\s+|about\s+|como\s+|unos\s+)?"
                             r"\$?\d[\d.,]*(?<![.,])(?:\s*(?:k|mil|thousand|grand)\b)?")


def taken_back_pay(text: str, lang: str = "en") -> str:
    """Return ``text`` with each amount said as no longer earned written "that" (Spanish "eso")."""
    word = "eso" if lang == "es" else "that"
    return _TAKEN_BACK_PAY.sub(lambda m: m.group(1) + " " + word, text)


def income(text: str, lang: str, field_id: str = "agi", earners: int | None = None, full_time: bool = False) -> Reading:
    """Read a yearly income (:func:`_income_read`); a tiny year worked out from a pay period is
    asked (:data:`TINY_YEAR`). ``full_time``: the same earner's job said full time outside ``text``
    (a rate per hour is 40 hours a week, read back so)."""
    reading = _income_read(not_pay_dropped(text, lang), lang, field_id, earners, full_time)
    value = _as_float((reading.form or {}).get(field_id))
    if field_id == "agi" and value is not None and 0 < value < TINY_YEAR and period_converted(reading.note):
        return Reading(problem=Msg.of(TINY_YEAR_ASKED))
    return reading


# Class (fix32b, a false "likely eligible"): pay said with more on top and no amount for it ("my mom
# makes 7,500 a month plus tips", "50k plus overtime", "gana 2 mil al mes más propinas", "y aparte
# las propinas"): the base alone was kept ($90,000), the tips left out. The year's pay with all of it
# is asked, never the base kept unasked ("with tips", "con propinas" may mean included: not this).
# words joining one pay to another ("20k plus 15k", "1,500 y 800", "aparte las propinas")
_JOIN_PAY = r"plus|and|y|mas|aparte|ademas|on top of that"
_EXTRA_PAY = r"(?:tips|overtime|ot|bonus(?:es)?|commissions?|side jobs?|propinas|horas extras?|tiempo extra|bonos?|comisiones)"
# (fix33r: "con todo y propinas", "con todo y el overtime" is "tips and all", included: never more on top)
_EXTRA_ON_TOP = re.compile(r"(?<!\bcon todo )(?<!\bcon todas )(?<!\bcon todos )(?:\b(?:" + _JOIN_PAY + r"|e|encima)\b|\+)\s*(?:(?:aparte|ademas|also|tambien)\s+)?"
                           r"(?:(?:all\s+)?(?:the|her|his|my|their|some|las|los|sus|mis|su|unas|unos|algo de)\s+)?" + _EXTRA_PAY + r"\b")
# Class (fix34a, a newcomer's finding: a false "likely eligible"): the amount of the tips (overtime, a
# bonus) said after their word ("he makes 40k plus tips, about 8k", "plus tips of around 8k", "más
# propinas, como 8 mil"): that amount is theirs, written before the word ("plus 8k in tips", as
# "50k plus 10k in overtime" is said), so it is added (it was read as two numbers for one, and answered
# from the FAQ, the pay lost)
_EXTRA_AMOUNT_AFTER = re.compile(
    r"\b(?P<join>" + _JOIN_PAY + r"|\+)\s+(?:(?:all\s+)?(?:the|her|his|my|their|some|las|los|sus|mis|su|unas|unos|algo de)\s+)?"
    r"(?P<kind>" + _EXTRA_PAY + r")\s*(?:[,:(-]\s*|\s+)(?:(?:of|that are|which are|which is|that is|thats|are|were|is|was|"
    r"de|que son|que fueron|son|fueron|es|eso es)\s+)?(?P<hedge>(?:about|around|like|roughly|maybe|approximately|como|unos|"
    r"unas|alrededor de|mas o menos|casi)\s+)?(?P<amount>\$?\d[\d,.]*(?:\s*(?:k|mil|grand|thousand)\b)?)")


def extra_amount_placed(text: str, lang: str) -> str:
    """Return ``text`` with the amount of tips, overtime or a bonus said after their word written
    before it (:data:`_EXTRA_AMOUNT_AFTER`: "40k plus tips, about 8k" is "40k plus about 8k in
    tips"); ``text`` itself when none is."""
    t = fold(numtext.in_digits(text, lang))
    if not _EXTRA_AMOUNT_AFTER.search(t):
        return text
    word = "de" if lang == "es" else "in"
    return _EXTRA_AMOUNT_AFTER.sub(lambda m: f"{m.group('join')} {m.group('hedge') or ''}{m.group('amount')} {word} {m.group('kind')}", t)


# (fix34v, a newcomer's finding) the extras named after an amount of them ("10k in tips and overtime",
# "10 mil de propinas y horas extras"): each joined one is named with that amount, never more on top
_EXTRA_LISTED = re.compile(r"\d[\d,.]*\s*(?:k|mil|grand|thousand)?\s*(?:\$|dollars?|dolares?)?\s+(?:in|of|from|de|en)\s+"
                           r"(?:(?:the|her|his|my|their|las|los|sus|mis|su)\s+)?" + _EXTRA_PAY
                           + r"(?:\s*,\s*" + _EXTRA_PAY + r")*\s*,?\s*$")


EXTRA_PAY_ASKED = N_("You said tips, overtime or a bonus come on top of that pay, and they count too. What did it come to for the whole year, all of it included? The tax return has it (Form 1040, line 11), or give your best guess.")


def extra_pay_unsaid(text: str, lang: str) -> bool:
    """Return True when ``text`` gives a pay and says tips, overtime or a bonus come on top of it
    with no amount for them (:data:`_EXTRA_ON_TOP`, after the last amount, none said after it in
    its sentence)."""
    t = fold(numtext.in_digits(text, lang))
    found = _pay_amounts(t)
    if not found:
        return False
    for m in _EXTRA_ON_TOP.finditer(t):
        if _EXTRA_LISTED.search(t, 0, m.start()):
            continue  # (fix34v: "48k plus about 10k in tips and overtime": the 10k is the tips' and the overtime's)
        after = [a for a in found if a.start >= m.end()]
        if after and m.start() >= found[0].end and _earner_in(t, m.end(), after[0].start) is not None \
                and not re.match(r"\s*(?:included|incluid[oa]s?)\b", t[m.end():]):
            return True  # (fix34a: "my mom makes 60k plus tips, my dad makes 95k": the next amount another earner's)
        if m.start() < found[-1].end:
            continue
        rest = re.split(r"[.;!?]", t[m.end():], maxsplit=1)[0]
        if not re.search(r"\d", rest) and not re.match(r"\s*(?:included|incluid[oa]s?)\b", rest):
            return True
    return False


# (fix34a) asked again, the pay held named, while what the tips, overtime or bonus come to is not said
EXTRA_HELD_ASKED = N_("I have %(parts)s, not counting the tips, overtime or bonus on top, and those count too. What did it come to for the whole year, all of it included? Give your best guess, or say you don't know.")
# (fix36c, a newcomer's finding) the same, when another question comes first (the ZIP code's, after an
# opening): never asked beside it (its answer there, "about 105k total", was read as that question's and
# the pay lost); the pay held is said, and the year asked at the income question
EXTRA_LATER = N_("I have %(parts)s, not counting the tips, overtime or bonus on top, and those count too: I'll ask what the whole year came to when we get to the household's income.")


def extra_parts(text: str, lang: str, _clauses_only: bool = False) -> tuple:
    """Return ``(extra, whole)`` when ``text`` tells named earners' pay and says tips, overtime or a
    bonus come on top of one of them with no amount (:func:`extra_pay_unsaid`, "mom makes 60k plus
    tips, dad makes 95k plus overtime"): ``extra`` the parts ``(earner, amount, per)`` of the pay said
    before its unknown extra, ``whole`` those said whole; ``((), ())`` when no earner's is so told.
    Class (fix34a, a newcomer's finding): the pay was dropped after a "yes" to the year's total asked."""
    t = fold(numtext.in_digits(extra_amount_placed(text, lang), lang))
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
    if not found or not extra_pay_unsaid(text, lang):
        return (), ()
    parts = _extra_parts_read(t, found, lang)
    if parts[0] or _clauses_only:
        return parts
    # (fix36c) the pay said among other facts with a number of their own ("Estoy en 12 en Bowie High, mi
    # papá gana 95 mil más horas extra, …": the grade was taken for a pay, no parts read): the longest
    # run of clauses that reads them
    clauses = [c.strip() for c in _CLAUSE_CUT.split(text) if c and c.strip()]
    for size in range(len(clauses) - 1, 0, -1):
        for start in range(len(clauses) - size + 1):
            run = extra_parts(", ".join(clauses[start:start + size]), lang, _clauses_only=True)
            if run[0]:
                return run
    return (), ()


def pay_before_extra(text: str, lang: str) -> tuple | None:
    """Return ``(amount, per)``, the one pay ``text`` gives before tips, overtime or a bonus said
    on top with no amount (:func:`extra_pay_unsaid`), whoever's it is ("$18 an hour , 45 hours a
    week plus overtime": 18, 2340; "900 a week plus overtime": 900, 52); None when no one pay is
    so said. (fix37d: the part known, held while the year's pay with the rest is asked)"""
    t = fold(numtext.in_digits(extra_amount_placed(text, lang), lang))
    if not extra_pay_unsaid(text, lang):
        return None
    reading = income(_EXTRA_ON_TOP.sub(" ", t), lang)
    year = _as_float((reading.form or {}).get("agi")) if reading.problem is None and not reading.options else None
    return said_per(reading.note, year) if year and year > 0 else None


def _extra_parts_read(t: str, found: list, lang: str) -> tuple:
    """Return :func:`extra_parts` of folded ``t``, whose pay amounts are ``found``."""
    marks = []
    for i, a in enumerate(found):
        stop = found[i + 1].start if i + 1 < len(found) else len(t)
        marks.append(any(not re.match(r"\s*(?:included|incluid[oa]s?)\b", t[m.end():stop]) for m in _EXTRA_ON_TOP.finditer(t, a.end, stop)))
    base = _EXTRA_ON_TOP.sub(" ", t)
    reading = income(base, lang)
    parts = income_parts(base, lang, (reading.form or {}).get("agi")) if reading.problem is None else ()
    if len(parts) != len(found) or not any(marks):
        return (), ()
    return tuple(p for p, m in zip(parts, marks) if m), tuple(p for p, m in zip(parts, marks) if not m)


# Class (fix34r, a false "likely eligible" in the making): one pay said and another part of it not
# known ("mi mamá trabaja en dos lados, 1,500 al mes en una y en la otra le pagan cash, no sé cuánto",
# "2000 a month at one job and the other pays cash, idk how much"): the part said was kept as the
# year's income. All of it counts: the year's total is asked, never the part kept.
PART_UNKNOWN_ASKED = N_("You said part of that pay isn't known yet, and all of it counts. About how much does it all come to in a year? The tax return has it (Form 1040, line 11), or give your best guess.")
_OTHER_PAY = re.compile(r"\b(?:other|another|second|2nd|side|otra|otro|segundo|segunda|cash|efectivo|tips|propinas|job|jobs|"
                        r"trabajo|trabajos|chamba|lados|gig|pays|paid|pagan|paga|le pagan|gets|makes|earns|gana|saca|cobra)\b")


def pay_part_unknown(text: str, lang: str) -> bool:
    """Return True when ``text`` gives an amount of pay and, after it, a pay (another job, cash) with
    its amount not known ("no sé cuánto", "idk how much"), no amount said for it."""
    t = fold(numtext.in_digits(text, lang))
    found = _pay_amounts(t)
    if not found:
        return False
    rest = t[found[-1].end:]
    if _EARNER_AT.search(rest) or re.search(r"\b(?:what|lo que|que)\s+(?:he|she|el|ella|they)\b", rest):
        return False  # another earner's pay not known ("no sé cuánto gana mi papá"): held and asked as theirs (fixn1)
    return bool(_OTHER_PAY.search(rest)) and contains_any(normalize(rest), _HOW_MUCH_UNKNOWN + ("no se", "idk", "not sure", "dont know"))


# Class (fix34r): disability benefits said as the only pay ("my mom is on disability, she gets like
# 1,100 a month, nobody else works"): they may or may not be in the adjusted gross income (Social
# Security disability is taxed only above other income), so the amount is not the AGI; it is asked.
DISABILITY_ASKED = N_("Disability benefits are often not part of the adjusted gross income (AGI), so I didn't use that amount. What is the AGI on your household's most recent federal tax return (line 11 of Form 1040)? If no one filed a tax return, enter 0.")
_DISABILITY = re.compile(r"\b(?:disability|ssdi|discapacidad|incapacidad)\b")
_WAGE_WORDS = re.compile(r"\b(?:make|makes|made|earn|earns|salary|job|jobs|works|work|paycheck|gano|gana|ganan|sueldo|trabajo|"
                         r"trabaja|trabajan|cobra|cobro)\b")


def disability_only(text: str, lang: str) -> bool:
    """Return True when ``text`` gives amounts only beside disability benefits ("she's on disability,
    1,100 a month"), no pay from work said with an amount."""
    t = fold(numtext.in_digits(text, lang))
    if not _DISABILITY.search(t) or not _pay_amounts(t):
        return False
    t = re.sub(r"\b(?:nobody|no one|nadie)\s+(?:else\s+)?(?:works|trabaja|mas trabaja)\b", " ", t)
    return not _WAGE_WORDS.search(t)


def _income_read(text: str, lang: str, field_id: str = "agi", earners: int | None = None, full_time: bool = False) -> Reading:
    """Read a yearly income, without the amounts of people whose income doesn't count
    (:func:`_uncounted_dropped`): what counts read back with why the rest wasn't added; a total
    earned with such a person (:func:`combined_with_uncounted`) is not used, the parent's own asked."""
    spelled = relative_pay_spelled(text, lang) if field_id == "agi" else None
    if spelled is not None:
        # "my dad makes 90k, my mom too", "y mi papá lo mismo": the other's pay written out, the sum
        # read back with its parts (fix29c)
        reading = income(spelled, lang, field_id, earners)
        if not reading.form or reading.problem is not None:
            return reading
        parts = income_parts(spelled, lang, reading.form.get(field_id))
        return replace(reading, confirm=True, note=parts_added(parts) if len(parts) == 2 else reading.note)
    if field_id == "agi" and kin_writes() and (kept := kin_own_pay_left(text)) is not None:
        # (fix33q, a newcomer's finding) a grandparent or guardian writing tells their own pay at the
        # income question ("he has no income. I make 120k"): never the student's household's income
        # (it was asked "Does your $120,000 include your parents' income?" and kept): left out, said
        # why; the rest read back ("he has no income": $0), or the student's income asked
        reading = _income_read(kept, lang, field_id, earners) if normalize(kept) else Reading()
        if reading.problem is not None:
            return reading  # ("he makes 10k. I make 120k": how often the $10,000 is paid, asked as for it alone)
        if not reading.form:
            return Reading(problem=Msg.of(KIN_OWN_PAY_ASKED))
        note = Msg.of(KIN_OWN_PAY_LEFT)
        return replace(reading, confirm=True, note=note if reading.note is None else reading.note.with_note(note))
    if field_id == "agi" and combined_with_uncounted(text, lang):
        return Reading(problem=Msg.of(COMBINED_NOT_COUNTED))
    if field_id == "agi" and extra_pay_unsaid(text, lang):
        return Reading(problem=Msg.of(EXTRA_PAY_ASKED))  # "7,500 a month plus tips": all of it asked (fix32b)
    if field_id == "agi" and pay_part_unknown(text, lang) and not earner_unknown(text, lang):
        return Reading(problem=Msg.of(PART_UNKNOWN_ASKED))  # "1,500 al mes en una y en la otra le pagan cash, no sé cuánto" (fix34r)
    if field_id == "agi" and disability_only(text, lang):
        return Reading(problem=Msg.of(DISABILITY_ASKED))  # "she's on disability, she gets 1,100 a month" (fix34r)
    if field_id == "agi" and apart_parents_added(text, lang):
        lived = lived_with_parent_pay(text, lang)
        if lived is not None:
            # (fixn1) "my parents are divorced, i live with my mom, she makes 70k, my dad makes 80k":
            # the pay of the parent lived with, read back (the other's, living elsewhere, an aside)
            reading = _income(lived, lang, field_id, earners, full_time)
            if reading.form and reading.problem is None:
                return replace(reading, confirm=True)
        apart = apart_parents_pay(text, lang)
        if apart is not None:
            return Reading(problem=Msg.of(APART_WHICH, mom=Money(apart["mom"]), dad=Money(apart["dad"])))
        return Reading(problem=Msg.of(APART_NOT_ADDED))
    if field_id == "agi" and lived_with_other_paid(text, lang):
        # (fix38i) "I live with my mom, my mom makes 120k and my dad makes 20k": the pay of the parent
        # lived with, read back, and why the other's is left out (never both added as two parents')
        reading = _income(lived_with_parent_pay(text, lang), lang, field_id, earners, full_time)
        if reading.form and reading.problem is None:
            note = Msg.of(AWAY_NOT_COUNTED)
            return replace(reading, confirm=True, note=note if reading.note is None else reading.note.with_note(note))
    if field_id == "agi" and parent_away_added(text, lang):
        return Reading(problem=Msg.of(PARENT_AWAY_ASK))  # "my parents make 120k, my dad lives in Virginia": asked
    if field_id == "agi" and earner_unknown(text, lang) and not _parent_pay_held(text, lang):
        return Reading(problem=Msg.of(EARNER_UNKNOWN))
    if field_id == "agi":
        taxed = tax_return_said(text)
        if taxed is not None:  # "95k on the tax return, but she got a raise to 105k": the tax return's, never both added
            reading = income(taxed, lang, field_id, earners)
            if not reading.form:
                return reading
            note = Msg.of(TAX_RETURN_COUNTS)
            return replace(reading, confirm=True, note=note if reading.note is None
                           else reading.note.with_note(note))
    if field_id == "agi" and contains_any(normalize(text), _SSI) and "?" not in text \
            and not (amounts(text) or amounts(numtext.in_digits(text, lang))):
        # ("my mom gets SSI", "solo SSI de mi hijo": no AGI; what counts asked)
        return Reading(problem=Msg.of(SSI_NOT_COUNTED).with_note(Msg.of(SSI_AGI_ASKED)))
    if field_id == "agi" and not _earner_elsewhere(text):
        kept, reasons = _uncounted_dropped(text, lang)
        if reasons:
            why = _why_not_counted(reasons)
            if not (amounts(kept) or amounts(numtext.in_digits(kept, lang))):
                ask = SSI_AGI_ASKED if reasons == [SSI_NOT_COUNTED] else COUNTED_ASKED
                return Reading(problem=why.with_note(Msg.of(ask)))
            reading = _income(kept, lang, field_id, earners, full_time)
            if not reading.form:
                return reading
            note = why if reading.note is None else reading.note.with_note(why)
            return replace(reading, confirm=True, note=note)
    return _income(text, lang, field_id, earners, full_time)


# Class (dev18): no tax return said beside someone who earns ("we don't file taxes, my parents get paid
# cash", "no declaramos, mi papá trabaja por su cuenta"): not filing is no zero income; the year's
# earnings are asked (a zero said as such, "nobody works", "no income", stays $0)
_UNFILED = ("didnt file", "did not file", "no one filed", "nobody filed", "dont file", "do not file", "doesnt file",
            "never file", "never filed", "no taxes", "no tax return", "no declaramos", "no declaran", "no declara",
            "nadie declaro", "no hacemos taxes", "no hacen taxes")
_EARNING = _WORK_WORDS + ("cash", "efectivo", "por su cuenta", "por mi cuenta", "self employed", "under the table",
                          "le pagan", "les pagan", "me pagan", "nos pagan", "saca", "sacan", "cobra", "cobran")
_NO_EARNINGS = ("zero", "nothing", "no income", "nobody works", "no one works", "we dont work", "we have no income",
                "cero", "nada", "ningun ingreso", "sin ingresos", "nadie trabaja", "no trabajamos", "no tenemos ingresos",
                "dont work", "doesnt work", "no trabaja", "no trabajan", "no trabajo", "unemployed", "desempleado",
                "desempleada", "savings", "ahorros")
UNFILED_EARNED = N_("Not filing taxes doesn't make the income zero: what counts is what the household earned. About how much did your parents (or you and your spouse) earn last year, all together? Your college's financial aid office can help when there's no tax return.")


# Class (fix32c): "nothing" as what one won't fill out or do ("no voy a llenar nada", "i'm not filling
# nothing out", "no hago nada de eso"): a refusal (of the FAFSA, perhaps), never a zero income; its
# "nada" was kept as an AGI of $0 at the income's read-back (a false "likely eligible")
_FILLING_NOTHING = re.compile(r"\b(?:fill|fills|filling|filled|file|filing|do|doing|submit|submitting|send|sending|sign|signing|"
                              r"complete|completing|llenar|llenare|lleno|llene|llenando|llenamos|hacer|hare|hago|haciendo|"
                              r"hacemos|mandar|mando|mandamos|enviar|envio|firmar|firmo|completar|presentar|presento)\s+"
                              r"(?:out\s+)?(?:nada|nothing|anything|none|ninguna|ninguno)\b")


# (fix34d, a newcomer's finding) "nothing" that someone pays or gives ("vivo con mi hija, mi expareja no
# paga nada", "my ex doesn't pay nothing", "su papá no manda nada"): no support from someone outside the
# household, never the household's income of $0 (it was kept unasked: a false "likely eligible")
_PAYS_NOTHING = re.compile(r"\b(?:no|nunca|never|doesnt|does not|dont|do not|didnt|did not|wont|will not)\s+"
                           r"(?:me\s+|nos\s+|le\s+|les\s+|us\s+|ever\s+)?(?:pay|pays|paga|pagan|pago|give|gives|da|dan|dio|"
                           r"send|sends|manda|mandan|mando|help|helps|ayuda|ayudan|aporta|aportan|contribute|contributes)\s+"
                           r"(?:me\s+|us\s+|con\s+|with\s+|for\s+|para\s+)?(?:nada|nothing|anything|a dime|ni un peso|ni un centavo)\b")


def unfiled_earnings(norm: str) -> bool:
    """Return True when ``norm`` says no tax return is filed and that someone earns ("paid cash")."""
    return contains_any(norm, _UNFILED) and contains_any(norm, _EARNING) and not contains_any(norm, _NO_EARNINGS)


# Class (dev16): taxes said as taken out with an article, the English word in Spanish or a verb
# after them ("after the taxes", "después de taxes", "ya sin los taxes", "once taxes are taken",
# "with taxes already out"): take-home pay, not the AGI, as vocab.TAKE_HOME's phrases are
_TAXES = r"(?:taxes|tax|impuestos|taxas|deductions|deducciones|descuentos)"
_TAXES_OUT = re.compile(r"\b(?:after|despues de|despues del|sin|menos|minus|once|quitando|descontando|ya con|ya sin)\s+"
                        r"(?:(?:the|all|los|las|el|la|todos los|todas las|all the|their|his|her|sus)\s+)?" + _TAXES + r"\b"
                        r"|\b" + _TAXES + r"\s+(?:are\s+|were\s+|get\s+|already\s+|ya\s+)*(?:taken|out|withheld|quitados|"
                        r"descontados|sacados|rebajados)\b"
                        # the participle first ("ya quitados los taxes", "already taken out the taxes"; class, dev17)
                        r"|\b(?:quitados?|quitadas?|descontados?|descontadas?|sacados?|sacadas?|rebajados?|rebajadas?|"
                        r"taken out|withheld)\s+(?:(?:the|all|los|las|el|la|todos los|all the|sus)\s+)?" + _TAXES + r"\b")


# Class (dev27): take-home pay said by any form of its verb, or an adjective of net pay in either
# gender ("she takes home 2k every 2 weeks", "took home", "bringing home", "1500 neta", "gana 600 libre")
_TAKE_HOME_SAID = re.compile(r"\b(?:take|takes|took|taking|bring|brings|brought|bringing)\s+(?:\w+\s+)?home\b(?!\s+(?:with|from|to)\b)"
                             r"|\b(?:neta|netas|libre)\b(?!\s+de\s+(?:deudas|renta)\b)")


def take_home(norm: str) -> bool:
    """Return True when ``norm`` says pay after taxes or deductions: take-home pay, no AGI."""
    return contains_any(norm, vocab.TAKE_HOME) or bool(_TAXES_OUT.search(norm)) or bool(_TAKE_HOME_SAID.search(norm))


def _income(text: str, lang: str, field_id: str = "agi", earners: int | None = None, full_time: bool = False) -> Reading:
    """Read a yearly income: per month, week, two weeks or hour (with hours a week) converted to
    a year with the conversion said, two earners added (each amount with its own period: "45k
    and 3,000 a month" is $45,000 + $36,000), take-home pay, ranges, vague amounts ("40
    something") and a bare amount too small for a year ("45": $45 or $45,000?) asked back.
    Amounts in words are read as digits ("mil dólares por quincena" is $1,000 x 24). One amount
    said "each" is times the earners (named, else ``earners``, the household's: 2 for two
    parents or a married couple; asked back when neither tells), read back with the sum."""
    text = extra_amount_placed(text, lang)  # ("40k plus tips, about 8k": the 8k the tips', fix34a)
    text, hedged = hedged_unit(text)  # "60ish thousand": 60,000, read back (never $1,000)
    if hedged:
        reading = _income(text, lang, field_id, earners, full_time)
        return replace(reading, confirm=True) if reading.form else reading
    text = earner_after_amount(text)  # "72 him and 41 my mom": each amount its earner's
    text = _thousands_joined(numtext.self_corrected(text), lang)  # "45k no wait 52k": the amount stood by
    text = _shared_thousands(text)  # "80 and 75 thousand": both thousands
    text = _old_value_dropped(text)  # "3800 a month not 45k", "2 mil en vez de 45 mil": the value before, not a new one
    text = _what_if_dropped(text)  # "if she got a raise it would be 90k, right now its 105k": the amount now
    text, guessed = _zip_dropped(text)  # "she makes 40k, zip 20902": the ZIP code is no part of the amount
    if guessed:  # ("mom 20902 and dad 30k": a ZIP code, or an income? read back)
        reading = income(text, lang, field_id, earners)
        return replace(reading, confirm=True) if reading.form else reading
    text = _ORDINALS.sub(" ", fold(text)) if _ORDINALS.search(fold(text)) else text  # "first time": no $1,000
    if any(_FIGURES.search(t) for t in (fold(text), numtext.in_digits(text, lang))):
        return Reading(problem=Msg.of(N_("Give me one number, your best guess, for the year.")))  # "six figures": how much?
    pay = _pay_amounts(fold(text))  # (class: "my parents each make 15 an hour, 40 hours a week": the 40 no pay, each)
    if _both_unsure(text) and len([a for a in pay if a.strong] or pay) == 1:
        # (fix30f) "both make 80k": each, or the two together? asked, never one of them taken
        one = income(_BOTH_WORDS.sub(" ", fold(text)), lang, field_id)
        value = _as_float((one.form or {}).get(field_id))
        if one.form is not None and value is not None and value > 0 and one.problem is None:
            return Reading(problem=Msg.of(BOTH_EACH_ASKED, amount=Money(value), total=Money(round(value * 2))))
    bare = _both_bare(text) if len([a for a in pay if a.strong] or pay) <= 2 else None
    if bare is not None and _both_bare_value(bare, lang, field_id) is not None:
        # (fix31i) "both 80k", "80k x2", "they make the same, 80k", "los dos 80 mil": asked the same
        value = _both_bare_value(bare, lang, field_id)
        return Reading(problem=Msg.of(BOTH_EACH_ASKED, amount=Money(value), total=Money(round(value * 2))))
    if _each_earner(text) and len([a for a in pay if a.strong] or pay) == 1:
        count = _earners(text, earners)
        if count is None:
            return Reading(problem=Msg.of(EARNERS_ASKED))
        folded = fold(text)
        one = income(_BOTH_WORDS.sub(" ", _EACH.sub(" ", folded)), lang, field_id)
        value = _as_float((one.form or {}).get(field_id))
        if one.form is None or value is None or one.problem is not None:
            return one
        total = round(value * count)
        note = Msg.of(N_("%(amount)s a year each, for %(count)s people, is about %(total)s a year."),
                      amount=Money(value), count=count, total=Money(total))
        return Reading(form={field_id: str(total)}, confirm=True,
                       note=note if one.note is None else one.note.with_note(note))
    norm = normalize(text)
    clauses = re.split(r"[,;]|\bbut\b|\bpero\b", fold(text))
    gross = [c for c in clauses if not take_home(normalize(c))]
    first_amount = next((i for i, c in enumerate(clauses) if amounts(c)), len(clauses))
    if len(gross) < len(clauses) and any(a.strong for c in gross for a in amounts(c)) \
            and all(amounts(c) for i, c in enumerate(clauses) if take_home(normalize(c)) and i > first_amount):
        # ("30k, after taxes": that 30k is take-home; "he brings home... no, he earns 2600": the earnings)
        text = " , ".join(gross)  # "45k but after taxes its like 38k": the 45k before taxes
        norm = normalize(text)
    if take_home(norm):
        return Reading(problem=Msg.of(N_("I need the income before taxes: the adjusted gross income (AGI) on the tax return, line 11 of Form 1040. What is it, about?")))
    if _earner_elsewhere(text):
        return Reading(problem=Msg.of(PARENT_ELSEWHERE))
    own_text = _own_income(text)
    own_norm = normalize(own_text)
    if not own_norm:
        return Reading()  # "mi papá vive en DC y gana 90 mil": only about someone outside the household
    folded = fold(own_text)
    if amounts(own_text) and not any(a.strong for a in amounts(own_text)):
        # "One hundred sixty-eight thousand, from the 2025 tax return": the amount is in words and the
        # only digits are a year (class: an amount in words beside a number that is no amount)
        worded = numtext.in_digits(own_text, lang)
        if fold(worded) != folded and any(a.strong for a in amounts(worded)):
            return income(worded, lang, field_id)
    elif amounts(own_text):
        # "mom makes forty five thousand a year and my stepdad 2,000 every two weeks": an amount in
        # words beside one in digits is read too, never the digits' alone kept as the household's
        # (class: an earner's pay in words lost beside another's in digits)
        worded = numtext.in_digits(own_text, lang)
        if fold(worded) != folded and len([a for a in amounts(worded) if a.strong]) > len(
                [a for a in amounts(own_text) if a.strong]):
            return income(worded, lang, field_id, earners)
    own_text = _earners_in_thousands(own_text)
    folded = fold(own_text)
    # Clearly money: "$", "k", "mil", 4+ digits, or a period after it ("500 a week" beside "45k a year").
    # (a period per hour counts as one: "20 an hour" beside "1800 a month", class: a newcomer's finding)
    found = [a for a in amounts(own_text) if a.strong or (_period_after(folded[a.end:]) is not None and not re.search(
        r"\b(?:every|each|cada|per|por)\s*$", folded[:a.start]))]  # not the 2 of "every 2 weeks"
    found = found or [a for a in amounts(own_text) if not _COUNTS_TIME_BEFORE.search(folded[:a.start])
                      or not _TIME_UNIT_AFTER.match(folded[a.end:])]  # (nor when alone: "paycheck every 2 weeks" is no $2 a week)
    hour_spans = list(_HOURS.finditer(folded))
    hours = hour_spans[0] if hour_spans else None
    found = [a for a in found if not any(a.start <= h.start(1) < max(a.end, a.start + 1) for h in hour_spans)]
    bare = _unpaced_beside(folded, found, hour_spans)
    if bare is not None:
        # Class (fix35j, a developer's finding): "my mom makes 2000 a month, my dad 600 a week and
        # I make 300": an earner's small amount said bare beside pay said with its period is no
        # thousands and never dropped (the 300 was left out, $55,200 read back): how often it is
        # paid is asked, the other parts held (engine, :func:`pay_beside_unpaced`)
        return Reading(problem=Msg.of(PERIOD_ASKED, amount=Money(parse_number(bare.raw, "money", lang).value)))
    # "$45.000" in an English message: thousands grouped with dots, as in Spanish (class: money with
    # a dot for thousands, either language), read back below
    parsed = [parse_number(a.raw, "money", "es" if re.fullmatch(r"\$?\d{1,3}(?:\.\d{3})+", a.raw) else lang).value
              for a in found]
    if any(v is None or v < 0 for v in parsed):
        bad = next(a for a, v in zip(found, parsed) if v is None or v < 0)
        return Reading(form={field_id: bad.raw})  # the form's own message says what is wrong ("Did you mean $45,000?")
    values = parsed
    if numtext.vague(own_text):  # "like 40 something", "cuarenta y pico mil": one number, please
        return Reading(problem=Msg.of(N_("Give me one number, your best guess, for the year.")))
    if not values:
        if contains_any(_PAYS_NOTHING.sub(" , ", _FILLING_NOTHING.sub(" , ", norm)), vocab.ZERO) and not contains_any(norm, vocab.UNSURE):
            # ("I don't know, he never tells me nothing": not known, not a zero income)
            if field_id == "agi" and unfiled_earnings(norm):
                return Reading(problem=Msg.of(UNFILED_EARNED))
            return Reading(form={field_id: "0"})
        worded = numtext.in_digits(text, lang)  # "two thousand a month", "mil dólares por quincena"
        if _article_only(text, lang):
            # "los taxes los hace mi papá con un señor", "one lady does them": an article, not $1,000 (class, dev17)
            return _unsure(norm)
        if re.search(r"\d", worded) and not re.search(r"\d", fold(text)):
            return income(worded, lang, field_id)
        return _unsure(norm)
    # "between 40 and 50k" is a range; "160 mil entre los dos" (between the two of us) a total.
    ranged = re.search(r"\b(?:between|entre)\s+(?:el\s+|los\s+)?\$?\d[\d.,]*\s*(?:k|mil|thousand)?\s*(?:and|y|-|a|to)\s*\$?\d",
                       folded) or re.search(
        r"\d\s*(?:k|mil|thousand|grand)?\s*(?:-|to|or|o|a)\s*\$?\d", folded) or re.search(
        r"\d\s*(?:k|mil|thousand|grand)?\s*(?:or so|o algo|mas o menos)?\s*(?:-|to|or|o)\s*(?:maybe\s+|tal vez\s+)?\$?\d", folded)
    bound = re.search(r"\b(?:under|less than|below|more than|over|above|at least|at most|no more than|up to|"
                      r"menos de|mas de|arriba de|debajo de|por debajo de|por encima de|hasta)\s+(?:like\s+|como\s+)?\$?\d", folded)
    if bound and field_id == "agi" and not ranged:
        # "a little over 150k", "un poco más de 100 mil": over or under may be the whole answer
        # (the limits are "not more than", §18-3603(b)(4)); the exact AGI is asked, never a
        # guess invited that may round under a limit (a newcomer's finding)
        return Reading(problem=Msg.of(INCOME_BOUND))
    if (ranged and not contains_any(own_norm, vocab.EARNERS_TWO)) or bound or numtext.ranged(folded):
        return Reading(problem=Msg.of(N_("Give me one number, your best guess, for the year.")))
    if len(values) > 2 and values[-1] == sum(values[:-1]) and not _period(own_norm) and not any(_period_after(
            folded[a.end:found[i + 1].start if i + 1 < len(found) else len(folded)]) for i, a in enumerate(found)):
        # "mi papá gana 95 mil y con los 65 de mi mamá son 160 mil", "dad 95k, mom 65k, so 160k":
        # the incomes and their total said last (class, dev14: all three added, $225,000, and the
        # student ruled out): the total, read back
        return Reading(form={field_id: str(values[-1])}, confirm=True)
    # (fix34u, a newcomer's finding) a total restating the one amount before it ("my mom makes 40k,
    # so its 40k", "… so its 60k total") is that amount, never the two added ($80,000; $120,000)
    if len(values) >= 2 and (values[-1] > max(values[:-1]) or len(values) == 2 and values[-1] == values[0]
                                                 and _earner_in(folded, found[0].end, found[1].start) is None) \
            and _TOTAL_MARKED.search(folded[found[-2].end:]) \
            and not any(p not in (None, 1) for p in (_period_after(folded[a.end:]) for a in found)) \
            and not _others_own_total(folded, found):
        # "she makes 38k so it's more like 108k total", "40 mil y 30, en total 70 mil": the amount
        # said as the total, after its parts (some of them told before), is the income, read back (class, dev17)
        return Reading(form={field_id: str(values[-1])}, confirm=True)
    if len(values) == 2 and field_id == "agi":
        within = _year_total_within(folded, found, values)
        if within is not None:
            # "her base is 62k but with overtime she made 71k last year", "gana 1,200 a la semana
            # cuando hay trabajo, el año pasado fueron 45 mil": the year's total includes the other
            # amount, one person's pay never added to itself (fix31e): the total, read back
            return within
    if len(values) == 3 and field_id == "agi" and _three_earned(folded, found, periods_of(folded, found)):
        # "mom makes 48k, dad made 11k before he was laid off plus 7k unemployment": each amount an
        # earner's own, one period (the year) for all: added, the sum shown and read back (fix31e)
        total = sum(values)
        return Reading(form={field_id: str(total)}, confirm=True,
                       note=Msg.of(SUM_SAID, total=Money(total)))
    if len(values) == 3 and field_id == "agi":
        pieces = _pieces_summed(folded, found, values)
        if pieces is not None:
            # "my husband works 2 jobs, 1,400 every two weeks … and 250 a week …, i make about 8k":
            # each piece to a year by its own period, added, each conversion read back (fix34r)
            return pieces
    if len(values) > 2 or (len(found) == 2 and not folded[found[0].end:found[1].start].strip()
                           and not found[1].raw.startswith("$")):
        # "sixty two five" (62 5): no word between the two numbers, so no two incomes to add
        # (class: a number split in pieces): the total is asked, as one number
        return Reading(problem=Msg.of(N_("I see more than one amount. What is the total, as one number?")))
    # Each amount's own period (said right after it, up to the next amount).
    periods = []
    for i, a in enumerate(found):
        stop = found[i + 1].start if i + 1 < len(found) else len(folded)
        periods.append(_period_after(folded[a.end:stop]))
        if periods[-1] is None:
            periods[-1] = _paycheck_period_before(folded, found[i - 1].end if i else 0, a.start, a.end, stop)
        if periods[-1] is None and _unknown_period_after(folded[a.end:stop]):
            # "4500 every 3 weeks", "2000 each paycheck", "1500 cada 10 días": how often, asked
            return Reading(problem=Msg.of(PERIOD_ASKED, amount=Money(values[i])))
    if any(times == UNKNOWN_PERIOD for *_, times, _ in _pay_periods(folded)) and _period(own_norm) is None \
            and None in periods:
        return Reading(problem=Msg.of(PERIOD_ASKED, amount=Money(values[periods.index(None)])))  # "twice a week she gets 900"
    if len(values) == 2 and 0 in periods:
        return _two_with_a_rate(values, periods, found, folded, hour_spans, own_norm, field_id)
    # "40 hours a week at $15": hours given with one small amount make it a rate per hour (not an
    # amount with its own period: "45k a year, she works 40 hrs a week")
    hourly = (periods[0] in (None, 0) if len(values) == 1 else True) and (
        contains_any(own_norm, _HOURLY) or 0 in periods or bool(hours and len(values) == 1 and values[0] < 200))
    if hourly:
        if hours is None and len(values) == 1 and (full_time or _full_time_work(folded) and _same_earner_full_time(folded, found[0].start)):
            # "$22 an hour full time": full time is 40 hours a week, said in the read-back (class,
            # a newcomer's finding: the rate was asked for its hours, or dropped from an opening);
            # (fix35a) ``full_time`` when said of the same job before the pay's own words ("I work
            # full time at Target, I make 17/hr"), and the read-back names it as the hours taken
            rate = values[0]
            year = round(rate * FULL_TIME_HOURS * 52)
            return Reading(form={field_id: str(year)}, confirm=True, note=Msg.of(
                FULL_TIME_RATE_READ, rate=Money(rate), hours=FULL_TIME_HOURS, year=Money(year)))
        elif not hours or _A_DAY.match(folded[hours.end():]):  # "8 horas al día": how many days?
            return Reading(problem=Msg.of(HOURS_ASKED))
        else:
            week = int(hours.group(1))
        rate = values[0]
        year = round(rate * week * 52)
        note = Msg.of(N_("%(rate)s an hour for %(hours)s hours a week is about %(year)s a year."),
                      rate=Money(rate), hours=week, year=Money(year))
        return Reading(form={field_id: str(year)}, confirm=True, note=note)
    # One amount's own period wins over one named elsewhere ("45k a year, she works 40 hours a week").
    times = None if periods == [1] else periods[0] if len(periods) == 1 and periods[0] else _period(own_norm)
    if len(values) == 2 and periods[0] not in (None, 0, 1) and periods[1] in (None, 1) \
            and abs(values[1] - values[0] * periods[0]) <= 0.05 * values[0] * periods[0] \
            and _RESTATED_YEAR.search(folded[found[0].end:found[1].start]):
        # "1,500 each quincena, so like 36k a year", "2 mil al mes, o sea 24 mil al año": the year's
        # figure worked out by the student restates the pay, no second earner (class: a pay and its
        # own year added as two incomes)
        times = periods[0]
        year = round(values[0] * times)
        return Reading(form={field_id: str(year)}, confirm=True,
                       note=_year_times(times, values[0], year))
    if len(values) == 2 and any(p not in (None, 1) for p in periods):
        # Two amounts, at least one per month/week: each to a year by its own period; an amount
        # without one is a year's when clearly one ("8k", "8 mil", 10,000 or more), takes the other's
        # only when said with it ("2000 and 3000 a month"), else the total is asked.
        said = next(p for p in periods if p not in (None, 1))
        periods = [p if p is not None else _own_period(folded, found, values, i, said) for i, p in enumerate(periods)]
        if periods.count(None) == 1 and _earner_in(folded, found[0].end if periods[1] is None else 0,
                                                   found[periods.index(None)].start) not in (None, "self") \
                and periods[1 - periods.index(None)] in _PER:
            # (fix34a) "my mom makes 2000 a month and my dad makes 3000": the dad's period, asked
            # (never the mom's taken for his, nor the total asked, the two pays said lost)
            return Reading(problem=Msg.of(PERIOD_ASKED, amount=Money(values[periods.index(None)])))
        if None in periods:
            return Reading(problem=Msg.of(N_("I see more than one amount. What is the total, as one number?")))
        return _pay_summed(values, periods, field_id)
    total = sum(values)
    note = None
    if len(values) == 2:
        note = Msg.of(SUM_SAID, total=Money(total))
    if times is None:
        times = next((p for p in periods if p not in (None, 1)), None)
    if times:
        year = round(total * times)
        return Reading(form={field_id: str(year)}, confirm=True,
                       note=_year_times(times, total, year))
    short = short_income(found[0].raw, total) if len(found) == 1 and not periods[0] else None  # (the web's rule too)
    if short == DECIMAL and not folded[found[0].end:].lstrip().startswith(("k", "mil", "thousand", "grand")):
        # "como 52.5", "unos 45,5": thousands with a fraction ($52,500?), a Spanish amount cut short
        # ("52.500"?) or dollars and cents: the whole amount is asked (class: a bare decimal income)
        return Reading(problem=Msg.of(WHOLE_AMOUNT, amount=Money(round(total * 1000))))
    if short is not None:  # (a decimal before "mil" too: "52.5 mil")
        # "45", "like 45": $45 a year, or $45,000? The likelier reading, thousands, read back for
        # a "yes" (class: a bare income too small for a year; a "no" asks again).
        return Reading(form={field_id: str(round(total * 1000))}, confirm=True)
    if field_id == "agi" and len(found) == 1 and not periods[0] and SMALL_PAY[0] <= total < SMALL_PAY[1] \
            and _earner_in(folded, 0, found[0].start) not in (None, "self"):
        # (fixn1) a parent's (spouse's) pay under $15,000 said without a period ("my mom makes 9000",
        # "mi mamá gana 9 mil"): a month's pay as likely as a year's, how often it is paid asked,
        # never $9,000 a year kept unasked (a "per month" said next was lost)
        return Reading(problem=Msg.of(PERIOD_ASKED, amount=Money(total)))
    confirm = (len(values) == 2 or bool(re.search(r"\d\.\d{3}(?!\d)", own_text))
               or bool(re.search(r"\d\s*lucas\b", folded))  # slang for thousands: read back
               # a household's income under $15,000 said bare ("9000", "1200"): a month's pay as likely
               # as a year's, read back, never kept unasked (fix29a left it: $9,000 a month is $108,000)
               or field_id == "agi" and len(found) == 1 and not periods[0] and SMALL_PAY[0] <= total < SMALL_PAY[1])
    return Reading(form={field_id: str(total)}, confirm=confirm, note=note)


# Class (fix31e, a pay summed with itself): one amount said as the year's total that includes the
# other, the same person's ("her base is 62k but with all the overtime she made 71k last year",
# "con las horas extras fueron 71 mil", "gana 1,200 a la semana cuando hay trabajo, el año pasado
# fueron 45 mil"): the words between the two amounts that make the second the whole year's pay
_INCLUDES_OTHER = re.compile(r"\b(?:with|w|including|counting|plus)\s+(?:all\s+)?(?:the\s+|her\s+|his\s+|my\s+|their\s+)?"
                             r"(?:overtime|ot|tips|bonus(?:es)?|commissions?|extra hours|side jobs?|shift differentials?)\b"
                             r"|\b(?:con|incluyendo|contando)\s+(?:todo\s+|todas\s+|todos\s+)?(?:el\s+|las\s+|los\s+|sus\s+|mis\s+)?"
                             r"(?:overtime|horas extras?|extras|propinas|bonos?|comisiones)\b")
_YEAR_CAME_TO = re.compile(r"\b(?:last year|in \d{4}|for the (?:whole )?year|the whole year|all year)\s*,?\s*"
                           r"(?:(?:she|he|i|they|we|it)\s+)?(?:(?:made|earned|got|brought in|came to|came out to|was|were|ended up (?:with|at)|"
                           r"totaled|total(?:ed)? (?:was|were))\s+)?(?:(?:like|about|around|roughly)\s+)?\$?\s*$"
                           r"|\b(?:el ano pasado|en todo el ano|todo el ano|en el ano|en \d{4})\s*,?\s*(?:(?:el|ella|yo|ellos)\s+)?"
                           r"(?:(?:fueron|fue|gano|saco|hizo|cobro|junto|ganamos|sacamos|salieron|salio|termino con)\s+)?"
                           r"(?:(?:como|unos|alrededor de)\s+)?\$?\s*$")
_BASE_PAY = re.compile(r"\b(?:base|base pay|base salary|salary|sueldo base|salario base|el sueldo|su sueldo|mi sueldo)\b")


# A Spanish pay verb of the first person present that, folded, is also the third person past ("gano"
# for "ganó", "saco" for "sacó"), with no "yo" or "I" beside it: whose pay it is can't be told
_PAST_OR_MINE = re.compile(r"\b(?:gano|saco|cobro)\b")
_I_SUBJECT = re.compile(r"\b(?:yo|i)\b")


def own_pay_unsure(text: str) -> bool:
    """Return True when ``text`` says a pay with a verb that may be the student's own or, its
    accent left out, a parent's said before ("mi papá ... el año pasado gano como 52 mil"), and no
    "yo" or "I" (:data:`_PAST_OR_MINE`)."""
    t = fold(text)
    return bool(_PAST_OR_MINE.search(t)) and not _I_SUBJECT.search(t)


def _year_total_within(folded: str, found: list, values: list) -> Reading | None:
    """Return the reading of two amounts when the second is said as the year's total that includes
    the first, the same person's pay (:data:`_INCLUDES_OTHER`, or :data:`_YEAR_CAME_TO` after a pay
    by the week or month, or after one called the base pay): that total, read back; None otherwise
    (another earner named between them: two pays, added as before)."""
    between = folded[found[0].end:found[1].start]
    first_period = _period_after(between)
    second_period = _period_after(folded[found[1].end:found[1].end + 30])
    if second_period not in (None, 1):
        return None
    first, second = _earner_in(folded, 0, found[0].start), _earner_in(folded, found[0].end, found[1].start)
    if second == "self" and own_pay_unsure(between):
        second = None  # "el año pasado sacó 38 mil": "sacó" folded, the one named before's, not "I"
    if second is not None and second != first and not (first is None and second in ("self", "she", "he")):
        return None  # "my mom makes 2,000 a month and my dad made 45k last year": two earners
    includes = bool(_INCLUDES_OTHER.search(between))
    came_to = bool(_YEAR_CAME_TO.search(between))
    based = bool(_BASE_PAY.search(folded[max(0, found[0].start - 25):found[0].start]))
    if includes and (first_period not in (None, 1) or values[1] >= values[0]):
        pass
    elif came_to and (first_period not in (None, 1, 0) or (based and values[1] >= values[0])):
        pass
    else:
        return None
    total = values[1]
    return Reading(form={"agi": str(total)}, confirm=True,
                   note=Msg.of(N_("I took %(total)s as the year's total and didn't add the other amount to it: that pay is part of the total."),
                               total=Money(total)))


# Three pieces of pay added, each shown as said and as a year's (fix34r)
THREE_AMOUNTS_SUM = N_("%(first)s plus %(second)s plus %(third)s is about %(total)s a year.")


def _pay_summed(values: list, periods: list, field_id: str = "agi") -> Reading:
    """Return two or three amounts of pay ``values``, each to a year by its own period ``periods``
    (times a year, each in :data:`_PER`), added and read back with each conversion shown
    (:data:`TWO_AMOUNTS_SUM`, :data:`THREE_AMOUNTS_SUM`): the two-amount branch of :func:`income`
    and :func:`_pieces_summed` alike."""
    years = [round(v * p) for v, p in zip(values, periods)]
    total = sum(years)
    parts = [Msg.of(_PER[p], amount=Money(v), year=Money(y)) for v, p, y in zip(values, periods, years)]
    said = TWO_AMOUNTS_SUM if len(parts) == 2 else THREE_AMOUNTS_SUM
    note = Msg.of(said, **dict(zip(("first", "second", "third"), parts)), total=Money(total))
    return Reading(form={field_id: str(total)}, confirm=True, note=note)


def _pieces_summed(folded: str, found: list, values: list) -> "Reading | None":
    """Return the sum of three amounts of pay said each with its own period ("1,400 every two
    weeks … and 250 a week … i make about 8k": a week's, two weeks', a year's), each converted to a
    year and added, read back with each conversion; else None. Class (fix34r, a newcomer's finding:
    a husband's two jobs and the wife's own pay asked "as one number" twice, then skipped). Not when
    a period is missing on a small amount, a rate per hour is said (its hours asked), a word between
    two amounts is missing ("62 5"), or one amount restates or totals the others ("so 36k a year",
    "54k total", "with overtime")."""
    periods = periods_of(folded, found)
    if all(p in (None, 1) for p in periods) or 0 in periods:
        return None
    for i in range(1, len(found)):
        between = folded[found[i - 1].end:found[i].start]
        if not between.strip(" ,.") or _RESTATED_YEAR.search(between) or _INCLUDES_OTHER.search(between) \
                or _TOTAL_MARKED.search(folded[found[i - 1].end:found[i].end]):
            return None
    if _TOTAL_MARKED.search(folded[found[-2].end:]) or _period_unknown_any(folded, found):
        return None
    resolved = []
    for v, p, a in zip(values, periods, found):
        if p is None:
            p = 1 if _year_clearly(folded, a, v) else None  # (a year's when clearly one)
        if p is None or p not in _PER:
            return None
        resolved.append(p)
    return _pay_summed(values, resolved)


def _period_unknown_any(folded: str, found: list) -> bool:
    """Return True when an amount of ``found`` is said with a period not known ("every 3 weeks")."""
    return any(_unknown_period_after(folded[a.end:found[i + 1].start if i + 1 < len(found) else len(folded)])
               for i, a in enumerate(found))


def periods_of(folded: str, found: list) -> list:
    """Return each amount's own period in the folded ``folded``, said right after it (None: none said)."""
    return [_period_after(folded[a.end:found[i + 1].start if i + 1 < len(found) else len(folded)]) for i, a in enumerate(found)]


_JOINED_PAY = re.compile(r"\b(?:" + _JOIN_PAY + r"|also|tambien|\+)\b|\+")


def _three_earned(folded: str, found: list, periods: list) -> bool:
    """Return True when three amounts are each an earner's pay for the year: an earner named before
    the first, another named before a later one, the amount left joined to the one before by a
    "plus"/"and"/"más" (two earners in all: three parents named are parents apart, asked as one),
    no period but the year and no word between two of them missing."""
    if any(p not in (None, 1) for p in periods) or not all(a.strong for a in found):
        return False
    first = _earner_in(folded, 0, found[0].start)
    if first is None:
        return False
    later = []
    for i in (1, 2):
        between = folded[found[i - 1].end:found[i].start]
        if not between.strip(" ,"):
            return False
        key = _earner_in(folded, found[i - 1].end, found[i].start)
        if key is None and not _JOINED_PAY.search(between):
            return False
        later.append(key)
    named = {first} | {k for k in later if k is not None}
    if len(named) == 3 and None not in later and not {"she", "he"} & named:
        # (fix37b, a newcomer's finding) three earners, each named before their own pay ("I make 15k,
        # my mom 40k and my dad 50k": §18-3601 adds the student's income to the parents'; "my mom
        # makes 40k, my dad makes 50k and my stepdad makes 20k"): each a part, added and read back
        # with its earner, to be corrected (a parent apart said so); it was asked "as one number", all lost
        return True
    return len(named) == 2 and None in later  # two earners, one's pay in two parts ("11k plus 7k unemployment")


# Class (fix30d, a false "likely eligible"): "I make 20k at Target and my parents make 140k together",
# "gano 20 mil en Target y mis papás ganan 140 mil juntos": the last amount is the parents' own
# total ("together": the two of them), said by a new subject after the student's pay, not the
# household's total with the student's $20,000 in it (it was read back alone, $140,000).
_GROUP_EARNS = re.compile(r"\b(?:(?:my|our|his|her|mis|nuestros|sus)\s+(?:parents|folks|papas|padres|papis|jefes)|they|ellos|"
                          rf"(?:my|mi|his|her|su)\s+{_EARNER_WORD}\s+(?:and|y|e|&)\s+(?:my\s+|mi\s+|his\s+|her\s+|su\s+)?{_EARNER_WORD})"
                          r"\s+(?:\w+\s+)?(?:make|earn|get|bring in|pull in|gan\w*|cobr\w*|sac\w*)\b")


def _others_own_total(folded: str, found) -> bool:
    """Return True when the last of ``found``'s amounts, said as a total ("140k together"), is the
    total of a group of earners named after the amount before it (":data:`_GROUP_EARNS`"), that
    amount said of its own earner ("I make 20k"): the group's own pay, added to it."""
    between = folded[found[-2].end:found[-1].start]
    return _earner_in(folded, 0, found[-2].start) is not None and bool(_GROUP_EARNS.search(between)) \
        and not re.search(r"\b(?:with|con|including|incluyendo|counting|contando)\b", between)


# An amount said as the total ("108k total", "en total 70 mil", "a total of 90k", "90k combined")
_TOTAL_MARKED = re.compile(r"\b(?:in total|en total|total of|total de|un total de|a total of|all together|altogether|in all|"
                           r"total is|total es|total son)\s+(?:like\s+|about\s+|como\s+|unos\s+)?\$?\d[\d.,]*\s*(?:k|mil|thousand|grand)?\s*$"
                           r"|\b(?:in total|en total)\s+(?:son|es|seria|serian|is|its|it s|comes to|would be)\s+(?:like\s+|about\s+|como\s+|unos\s+)?"
                           r"\$?\d[\d.,]*\s*(?:k|mil|thousand|grand)?\s*$"
                           r"|\$?\d[\d.,]*\s*(?:k|mil|thousand|grand)?\s+(?:total|in total|en total|combined|altogether|all together|"
                           r"together|juntos|entre los dos|between them)\b"
                           # (fix33r) the marker of two together before the total, last in the message ("entre los dos
                           # son 105 mil", "together that's 105k", "combined it's 105k", "juntos ganan 105 mil")
                           r"|\b(?:entre (?:los dos|las dos|ambos|ambas|nosotros|ellos)|juntos|juntas|together|combined|"
                           r"between (?:the two of (?:us|them)|us|them|both of (?:us|them))|the two of (?:us|them)|los dos)\s*,?\s*"
                           r"(?:(?:son|es|serian|seria|suman|sumamos|hacen|dan|ganamos|ganan|juntamos|juntan|"
                           r"is|are|its|it s|thats|that s|that is|makes|make|comes to|come to|would be|we make|they make|"
                           r"we earn|they earn|earn)\s+)?(?:like\s+|about\s+|around\s+|como\s+|unos\s+)?"
                           r"\$?\d[\d.,]*\s*(?:k|mil|thousand|grand)?\s*(?:dollars|dolares)?\s*[.!]?\s*$"
                           # (fix34r) a sum concluded last, after its parts ("gana 25 mil al año, entonces son 95 mil",
                           # "so its 54k", "so that's 95k in all"): the total, its parts never added to it
                           r"|\b(?:so|then|entonces|asi que|o sea|osea)\s*,?\s*(?:in total\s+|en total\s+)?(?:its|it s|it is|thats|that s|that is|"
                           r"that makes|it comes to|son|serian|seria|es|da|dan|hacen|suman|sumamos|ganan|ganamos)\s+"
                           r"(?:like\s+|about\s+|around\s+|como\s+|unos\s+)?\$?\d[\d.,]*\s*(?:k|mil|thousand|grand)?\s*"
                           r"(?:dollars|dolares)?\s*(?:total|in total|en total|in all|altogether)?\s*[.!]?\s*$")


# The words that give a pay's own year figure after it, not a second income ("so", "that's", "o sea").
_RESTATED_YEAR = re.compile(r"\b(?:so|thats|that is|which is|which comes to|comes to|comes out to|or|that makes|makes it|"
                            r"o sea|osea|es decir|eso es|eso da|que son|que da|serian|seria|son|da|en total|in total|total)\b|=")


# "all but one", "todas menos una", "everything except 3": part of the classes, no number of credits
# (class: a count said as all but some)
_ALL_BUT = re.compile(r"\b(?:all|every(?:thing|one)?|todas|todos|todo)\s+(?:\w+\s+){0,2}(?:but|except|minus|menos|excepto|salvo|"
                      r"sino|save)\s+(?:for\s+)?(?:one|1|two|2|three|3|una|uno|un|dos|tres|a)\b")


def _class_count(text: str) -> int | None:
    """Return N for "N classes" ("cuatro clases" too) when the message counts classes and never credits
    (credits named without a count, "idk how many credits that is", count none)."""
    norm = normalize(text if re.search(r"\d", text) else numtext.in_digits(text))  # "9, dropped one class": 9
    credit = "(?:" + "|".join(vocab.CREDIT_WORDS) + ")"
    counted = normalize(numtext.in_digits(text))  # "doce créditos, fueron 4 clases": credits counted in words
    if re.search(rf"\d\s*(?:\w+\s+)?{credit}\b|\b{credit}\s*(?:is|are|son|es|so|or|o|of|de)?\s*\d", counted):
        return None
    m = re.search(r"\b(\d{1,2})\s+(?:" + "|".join(vocab.CLASS_WORDS) + r")\b", norm)
    return int(m.group(1)) if m else None


def _classes_of_credits(text: str) -> int | None:
    """Return N x M for "N classes of M credits" ("4 classes at 3 credits each", "4 3-credit
    classes", "3 clases de 4 créditos"), else None: the credits the student states, added up."""
    norm = " ".join(str(spoken_number(w, "en") or spoken_number(w, "es") or w) if not w.isdigit() else w
                    for w in normalize(text).split())
    classes = "(?:" + "|".join(vocab.CLASS_WORDS) + ")"
    credit = r"(?:credits?|creditos?|cr|credit hours?)"
    # "2 classes, 6 credits" is 6 in all: a class's own credits are said with "of"/"each"
    m = (re.search(rf"\b(\d{{1,2}})\s+{classes}\s+(?:of|at|de|con|with|worth|each)\s*(\d)\s*{credit}\b", norm)
         or re.search(rf"\b(\d{{1,2}})\s+{classes}\s+(\d)\s*{credit}\s+(?:each|apiece|cada|per class|por clase)\b", norm)
         or re.search(rf"\b(\d{{1,2}})\s+(\d)\s*{credit}\s+{classes}\b", norm)
         # "all 5 of my 3 credit classes", "las 4 de mis clases de 3 créditos" (class, dev13: the
         # count of a part taken of the classes, then each one's credits)
         or re.search(rf"\b(\d{{1,2}})\s+(?:of|de)\s+(?:my|the|those|mis|las|los|esas|esos)\s+(\d)\s*{credit}\s+{classes}\b", norm)
         or re.search(rf"\b(\d{{1,2}})\s+(?:of|de)\s+(?:my|the|those|mis|las|los|esas|esos)\s+{classes}\s+(?:of|de|con|at|with)\s+"
                      rf"(\d)\s*{credit}\b", norm))
    return int(m.group(1)) * int(m.group(2)) if m else None


_SOMOS = re.compile(r"\b(?:somos|we are|were|there are|hay)\s+(\d{1,2})\b(?!\s+(?:familia|family|hogar|household|casa))|\b(\d{1,2})\s+(?:of us|people|personas|in total|en total)\b"
                    # "we're a family of 4", "somos una familia de cuatro" (a newcomer's finding: the size was missed in English)
                    r"|\b(?:family|familia)\s+(?:of|de)\s+(\d{1,2})\b(?!\s*(?:k|mil|thousand|grand|dollars|dolares)\b)")


def _people_counted(text: str, lang: str) -> str | None:
    """Return ``text`` (folded; its numbers in digits only when the count is said in words)
    without the counts of people it says (:data:`_SOMOS`: "we're 4", "somos cuatro", "4 of us"),
    an amount after the count excepted ("hay 4 mil"); None when it says none."""
    for t in (fold(text), fold(numtext.in_digits(text, lang))):
        left = _SOMOS.sub(lambda m: m.group(0) if _AMOUNT_AFTER.match(t, m.end()) else " ", t)
        if left != t:
            return left
    return None


def _counts_dropped(text: str) -> str | None:
    """Return ``text`` (folded) without the credit counts and GPAs it names with their cue ("15
    credits", "gpa 3.4", "promedio de 3.1"), and then without a figure written as a GPA ("3.4")
    beside them; None when it names none. An amount after the figure ("3.5k") stays."""
    t = fold(text)
    left = _CREDITS.sub(" ", t)
    left = _GPA_CUE.sub(lambda m: " " if not _AMOUNT_AFTER.match(t, m.end()) else m.group(0), left)
    left = _GPA_MARK.sub(lambda m: m.group(0) if not _mark_said(left, m) else " ", left)
    if left == t:
        return None
    return _GPA_BARE.sub(lambda m: m.group(0) if _AMOUNT_AFTER.match(left, m.end()) else " ", left)


_AMOUNT_AFTER = re.compile(r"\s*(?:k|mil|thousand|grand|dollars?|dolares|bucks|\$)\b")


def _somos_count(m) -> int:
    """Return the count a match of :data:`_SOMOS` says."""
    return int(next(g for g in m.groups() if g))


# A list of who lives at home ending in its total ("me my mom my two brothers and my grandma so
# five", "mi mamá, mi tío y yo, o sea tres"): the total said is the answer, whoever the list
# names (class: a household list with a count at the end)
_TOTAL_AT_END = re.compile(r"\b(?:so|thats|that s|that is|which is|which makes|makes|total|in total|all together|altogether|"
                           r"o sea|en total|entonces|serian|seriamos|total son|asi que)\s+(\d{1,2})\s*"
                           r"(?:people|of us|persons|personas|in total|en total|total|in all|con migo|conmigo)?\s*"
                           # a hedge after the count settled on ("so 4 i guess", "entonces cuatro creo": class, dev18)
                           r"(?:,?\s*(?:i guess|i think|i suppose|i believe|maybe|then|right|creo|supongo|pienso|verdad|no))?"
                           r"\s*[.!]*\s*$")

# Clauses of a household answer; a loss is told in its own ("just me and the kids since their dad
# passed", "mi papá y yo desde que murió mi mamá": the clause before "since" is who is at home)
_GONE = ("left", "moved out", "walked out", "se fue", "se salio", "nos dejo", "abandono")
# Class (a newcomer's finding): parents named only to say they are absent ("my parents are not in
# the picture", "my dad isn't around", "mis papás no están en mi vida", "no viven con nosotros")
# beside the grandparent or guardian the student lives with were read as two parents at home (a
# $150,000 limit, a false "eligible") and counted in the household's size. Such a clause says who
# is not at home: the grandparent or guardian is then asked about, as when named alone.
_ABSENT = re.compile(
    r"\b(?:(?:is|are|was|were)?\s*(?:not|never|isnt|arent|wasnt|werent)\s+(?:really\s+|even\s+)?"
    r"(?:in the picture|around|in my life|in our lives|in (?:his|her) life|involved|here|with us|with me|present)|out of the picture"
    r"|(?:is|are|was|were|been)\s+(?:long\s+)?gone"  # ("his parents are gone": away or dead, not at home; fix35h)
    r"|(?:dont|doesnt|do not|does not|didnt|never|isnt|is not|hasnt|has not|has never|never has|aint)\s+(?:really\s+|even\s+|been\s+)?"
    r"(?:live|lived|lives|living|stay|stayed|staying)\s+(?:(?:with|w) (?:me|us)|here|at home)"
    r"|never (?:knew|met|had)|no contact|(?:got|was|were) deported|(?:in|went to) (?:jail|prison)"
    r"|no (?:esta|estan|vive|viven|vivio|vivieron)\s+(?:en mi vida|en nuestras vidas|presentes?|con nosotr[oa]s|conmigo|aqui|aca|"
    r"en (?:la )?casa)|(?:no|nunca) (?:esta|estan|ha|han|ha estado|han estado) (?:viviendo|vivido) (?:con nosotr[oa]s|conmigo|aqui|aca)|"
    r"no (?:esta|estan)$|(?:nunca|no) (?:lo |la |los )?(?:conoci|conozco)|no tengo contacto|"
    r"no se (?:nada )?de (?:el|ella|ellos)|no se hacen? cargo|(?:me|nos) abandonaron|(?:lo|la|los) deportaron|"
    r"(?:fue|fueron) deportad[oa]s?|(?:esta|estan) (?:pres[oa]s?|en la carcel))\b")


# Class (fe1): one parent named only as paying child support or sending money ("me and my mom, my dad
# pays child support 1000 a month", "my dad sends 500 a month", "mi papá paga manutención", "mi papá
# me manda 200 al mes", "mi papá da pensión alimenticia"): a parent who lives elsewhere, an aside. Was
# two parents at home (the $150,000 limit for one parent's $100,000) and one person more.
_SUPPORT_ASIDE = re.compile(
    r"\b(?:pays?|paid|paying|gives?|gave|giving|sends?|sent|sending|pagas?|pagaba|pago|da|daba|manda|mandaba|envia|enviaba)"
    r"\s+(?:(?:me|us|her|him|my mom|my dad|mi mama|mi papa|nos|le|les|a mi mama|a mi papa|some|a little|algo de|un poco de|"
    r"la|el|una|a)\s+)?(?:child\s+support|support|manutencion|pension(?:\s+alimenticia)?|cuota alimentaria)\b"
    r"|\b(?:sends?|sent|sending|manda|mandaba|envia|enviaba|me manda|nos manda)\s+(?:(?:me|us|her|him|nos|me|le|les)\s+)?"
    r"(?:(?:some|a little|algo de|un poco de|poquito de?)\s+)?(?:money|cash|dinero|feria|lana|plata|\d)"
    r"|\b(?:me|nos|le|les)\s+(?:manda|mandaba|envia|enviaba)\b")


def _support_aside(norm: str) -> bool:
    """Return True for a normalized clause naming one parent only as the one who pays child support
    or sends money (:data:`_SUPPORT_ASIDE`), not as someone at home."""
    named = {w for w in norm.split() if w in _PARENT_ONE}
    return len(named) == 1 and not contains_any(norm, _PARENT_TWO) and bool(_SUPPORT_ASIDE.search(norm)) \
        and not _LIVE_WITH_SAID.search(norm) and not re.search(r"\b(?:and|y|e|&)\s+(?:me|yo|i)\b|\b(?:me|yo|i)\s+(?:and|y)\b", norm)


def parent_absent_said(text: str) -> bool:
    """Return True when a clause of ``text`` names a parent only to say they are not at home or
    not in the student's life (:func:`absent_parents`; fix30g: "my dad isn't in the picture, he
    makes nothing" to his pay asked)."""
    clauses = re.split(r"[,;.!]|\b(?:but|pero|and|y|so|asi que)\b", re.sub(r"\b(dad|mom|father|mother)s\b", r"\1 is", fold(text)))
    return any(absent_parents(c) or (re.search(r"\b(?:he|she|hes|shes|el|ella)\b", c) and _ABSENT.search(normalize(c)))
               for c in clauses if c.strip())


def absent_parents(clause: str) -> bool:
    """Return True for a clause that names a parent only to say they are not at home or not in
    the student's life ("my parents are not in the picture", "mi papá no vive con nosotros"), or
    only as paying child support or sending money ("my dad pays child support", :func:`_support_aside`)."""
    norm = normalize(clause)
    if contains_any(norm, vocab.GUARDIANS):
        return False
    return (contains_any(norm, _PARENT_ONE + _PARENT_TWO) and bool(_ABSENT.search(norm))) or _support_aside(norm)
# (and a consequence in its own: "my dad lives in El Salvador so it's just me and my mom", "mi papá
# está en Honduras así que somos mi mamá y yo": the relative away is one clause, who is home the next)
# Class (a newcomer's finding): a relative named as where the student heard of the award ("my older
# brother got it and told me about this", "mi hermano mayor me contó de esta beca") is a source of
# information, not someone listed at home: the clause is left out of the count, and a message
# naming no one else proposes no household size (was a household of 2, the brother and the student).
_TOLD_ME = re.compile(r"\b(?:told|tells|tell|telling|showed|shows|sent|sends|texted|emailed|recommended|recommends|"
                      r"suggested|suggests|mentioned|mentions|referred|explained|forwarded)\s+(?:me|us)\b"
                      r"|\b(?:me|nos)\s+(?:conto|cuenta|contaron|dijo|dice|dijeron|hablo|hablaron|recomendo|recomienda|"
                      r"recomendaron|mando|mandaron|envio|paso|enseno|platico|aviso|avisaron|comento|explico)\b")


def told_me_of(clause: str) -> bool:
    """Return True for a clause saying someone told the student about the award ("my brother told
    me about this", "mi tía me contó de la beca"): no one in it is listed as living at home."""
    return bool(_TOLD_ME.search(normalize(clause)))


_LOSS_CLAUSES = re.compile(r"[,;.]|\bpero\b|\bbut\b|\b(?:since|after|because|ever since|desde que|despues de que|porque|"
                           r"so|asi que|por eso|entonces)\b")


# Class (dev9): a child said to live with the writer ("my son lives with me", "mi hija vive
# conmigo en Frederick") is a parent's words; the writer is one parent, and whoever else is at
# home is not said: neither the household's type nor its size, unless the writer is alone with
# the child ("madre soltera", "conmigo nada más", "only with me").
# "lives (only) with me", "vive (aquí) conmigo": the part a child's home with the writer shares with
# :data:`_LIVES_WITH_WRITER` (which is that part with only a pronoun or "my son" before it)
_STAYS = r"(?:lives|stays|vive|se queda|esta)"
_HERE = r"(?:(?:only|just|solo|aqui|here)\s+)?"
_CHILD_WITH_WRITER = re.compile(r"\b(?:my|mi|our|nuestr[oa])\s+(?:\w+\s+)?(?:" + "|".join(vocab.CHILDREN) + r")\s+"
                                rf"(?:\w+\s+)?(?:{_STAYS}|live|stay|is staying)\s+{_HERE}(?:with me|conmigo|with us|con nosotros)\b")
_WRITER_ALONE = re.compile(r"\b(?:nada mas|nomas|no mas|solamente|only|just|alone|sola|solita|solo)\b")


def _child_with_writer(norm: str) -> bool:
    """Return True when normalized ``norm`` says a child lives with the writer, not that they
    are alone together (:data:`_CHILD_WITH_WRITER`)."""
    return bool(_CHILD_WITH_WRITER.search(norm)) and not _WRITER_ALONE.search(norm) \
        and not contains_any(norm, vocab.SINGLE_PARENT)


# Class: the people at home said to vary ("it depends, sometimes my cousin stays over", "depende,
# a veces mi primo se queda"): no count is read from those named
_COUNT_VARIES = re.compile(r"\b(?:depends|it depends|depende|sometimes|a veces|de vez en cuando|on and off|off and on|"
                           r"some nights|algunas noches|por temporadas|part of the year|parte del ano)\b")


# A child's age ("my 3 yr old son", "my 2-year-old", "mi hijo de 3 años", "mi bebé de 8 meses") is
# no count of people (class, dev13: "me and my 4 yr old girl" read as 4 people): the age is left out,
# and an age said as the person ("my 2 yr old") is a child
_AGE_UNIT = r"(?:yrs?|years?|y/?o|months?|mos?)"
_AGE_OLD = re.compile(r"(?<![\d.,])\d{1,2}\s*-?\s*" + _AGE_UNIT + r"\s*-?\s*olds?\b(?P<alone>(?!\s+(?:\w+\s+)?(?:"
                      + "|".join(vocab.CHILDREN) + r")\b))?")


def without_ages(text: str) -> str:
    """Return ``text`` without the ages said of people ("my 3 yr old son": "my son"), and (fix37e)
    the ages said of the writer or another ("I moved out when I was 18", "she's 17", "desde los 19":
    :func:`ages_dropped`, no count of people)."""
    text = _AGE_OLD.sub(lambda m: " kid " if m.group("alone") is not None else " ", text)
    text = ages_dropped(text)
    return re.sub(r"\b(?:de|of)\s+\d{1,2}\s+(?:anos?|años?|meses|mes)\b", " ", text)


# Class (a newcomer's finding): the parents said to be married or together ("my parents are
# married", "mis papás están casados") tell who the parents are, not who lives at home: no size is
# read from that alone ("People in household: 3" was proposed), and "married" there is no spouse
_PARENTS_TOGETHER = re.compile(r"\b(?:my|mi|mis|our|nuestros)\s+(?:parents|papas|padres|folks|mom and dad|mama y papa)\s+"
                               r"(?:(?:are|r|is|estan|son|siguen|have been|han estado)\s+)?(?:(?:still|both|todavia|aun|bien)\s+)?"
                               r"(?:married|casados|together|juntos)\b")


# Class (a tester's finding): one of a group already counted, named again in a later clause
# ("vivo con mis papás y mis 2 hermanos, mi papá gana 18 la hora y mi mamá 1,200 al mes") is the
# same person, not one more: that home was counted 7 for its 5.
_PARENT_WORDS = ("mom", "mother", "dad", "father", "mama", "papa", "madre", "padre", "mami", "papi", "ama", "apa", "mai", "pai")
_ONE_OF_GROUP = {"parents": _PARENT_WORDS, "padres": _PARENT_WORDS, "papas": _PARENT_WORDS,
                 "grandparents": ("grandma", "grandpa", "grandmother", "grandfather"),
                 "abuelos": ("abuela", "abuelo"), "abuelitos": ("abuelita", "abuelito"),
                 "brothers": ("brother",), "sisters": ("sister",), "siblings": ("brother", "sister"),
                 "hermanos": ("hermano", "hermana"), "hermanas": ("hermana",)}


# Twins are two people ("our twin girls", "the twins", "mis hermanas gemelas", "los cuates"; class, dev17)
_TWINS = ((re.compile(r"\btwin\s+(girls|boys|sisters|brothers|daughters|sons|babies|kids)\b"), r"two \1"),
          (re.compile(r"\b(?:the|our|my|his|her)\s+twins\b"), "two kids"),
          (re.compile(r"\b(hermanos|hermanas|hijos|hijas|nenas|nenes|ninos|ninas|bebes)\s+(?:gemel[oa]s|melliz[oa]s|cuates)\b"),
           r"dos \1"),
          (re.compile(r"\b(?:los|las|mis|nuestr[oa]s|sus)\s+(?:gemel[oa]s|mellizos|mellizas|cuates)\b"), "dos hijos"))


def twins_counted(text: str) -> str:
    """Return ``text`` folded with twins said as two ("our twin girls" -> "two girls")."""
    t = fold(text)
    for pattern, plain in _TWINS:
        t = pattern.sub(plain, t)
    return t


# a parent of the student's named ("my dad", "mi mamá"), and the student's own single parenthood ("I'm a single mom")
_PARENT_OWN = re.compile(r"\b(?:my|mi|our|nuestra|nuestro)\s+(?:mom|dad|mother|father|mama|papa|madre|padre|mami|papi|mommy|daddy)\b")
_SINGLE_OF_PARENT = re.compile(r"\b(my|mi|our|nuestra|nuestro)\s+single\s+(?=mom|dad|mother|father|parent)")
_PARENT_SOLTERO = re.compile(r"\b(mi|nuestra|nuestro)\s+(mama|madre|papa|padre|mami|papi)\s+(?:soltera|soltero)\b")
_SELF_SINGLE = re.compile(r"\b(?:i m|im|i am|soy|yo soy|as a|como)\s+(?:a\s+|an\s+|una?\s+)?(?:single|madre|mama|padre|papa)\b")


def texted_and(text: str, lang: str = "en") -> str:
    """Return ``text`` with a texted "n" between words written "and" ("y" in Spanish: "me n my
    mom", "yo n mi mamá"; class, dev21, the household's size was left unread)."""
    return re.sub(r"(?<=[a-z])\s+n\s+(?=[a-z])", " y " if lang == "es" else " and ", str(text), flags=re.I)


# Class (dev25): children said to be none ("married, no kids", "we don't have children yet",
# "casados, sin hijos", "no tenemos hijos"): nobody counted, never a count asked for "kids"
_NO_CHILDREN = re.compile(r"\b(?:no|without|zero|sin|ningun|ningunos?)\s+(?:kids|children|child|babies|hijos|hijas|ninos|nenes|bebes)\b"
                          r"|\b(?:(?:we|i)\s+)?(?:dont|don t|do not|never)\s+(?:have|had)\s+(?:any\s+)?(?:kids|children)\b(?:\s+yet)?"
                          r"|\b(?:no|todavia no|aun no)\s+(?:tenemos|tengo)\s+(?:hijos|hijas|ninos|nenes|bebes)\b(?:\s+todavia)?"
                          # (and a spouse denied beside them: "no tengo hijos ni esposa", "no wife or kids")
                          r"|" + _SPOUSE_DENIED.format(lead="no|sin|ni|nor|or|without|no tengo|dont have|do not have",
                                                        article="una?|a|any", also="|pareja"))


# Class (dev25): the student saying they are not married ("im not married and i live w my parents",
# "no estoy casada"): no spouse counted (was one more person at home)
_SELF_NOT_MARRIED = re.compile(r"\b(?:im|i am|i m|ive|i have|i was)\s+(?:not|never)\s+(?:been\s+)?married\b"
                               r"|\bno\s+(?:estoy|soy)\s+casad[oa]\b|\bnunca me he casado\b")


_KIN_PAY_ONLY = re.compile(r"^\W*(?:(?:and|y|also|tambien|plus)\s+)?(?:my|mi|mis|our)\s+(?:\w+\s+)?(?:uncle|aunt|tio|tia|tios|tias|cousin|primo|prima|"
                           r"grandma|grandpa|grandmother|grandfather|abuela|abuelo|abuelos|godmother|godfather|madrina|padrino|"
                           r"boyfriend|girlfriend|novio|novia)\s+(?:\w+\s+){0,2}?(?:makes|earns|gets|brings|gana|cobra|recibe|"
                           r"made|earned|ganaba)\b")


def household_size(text: str) -> int | None:
    """Return the number of people a message lists ("me, my mom and my 2 little brothers" -> 4,
    "somos 4", "single mom with 2 kids" -> 3), else None."""
    text = twins_counted(denied_parents_dropped(one_parent_said(text)))
    # (fix34d) the brother or sister written for ("asking for my little sister, it's just her and our mom")
    # is the student, counted once as "her", never one more person at home (with the writer at home too,
    # "he lives with me and our mom", the writer's "me" stands for the student's place in the count, as before)
    unsaid = _SIBLING_WRITER.sub(" , ", re.sub(r"['’]", " ", fold(text)))
    if unsaid != re.sub(r"['’]", " ", fold(text)) and not _WRITER_WORD.search(normalize(unsaid)):
        text = unsaid
    text = texted_and(text)
    for pattern, plain in _SLANG_PARENT:  # "just my pops and me": a parent (class, dev17)
        text = pattern.sub(plain, text)
    together = _PARENTS_TOGETHER.search(normalize(text))
    if together:
        said = normalize(text)
        rest = said[:together.start()] + " , " + said[together.end():]
        if household_size(rest) is None:
            return None  # "my parents are married": who lives at home isn't said
        text = said[:together.start()] + " my parents , " + said[together.end():]
    text = without_ages(text)
    text = _NO_CHILDREN.sub(" , ", fold(text))  # "married, no kids", "casada y sin hijos": no one more
    text = _SELF_NOT_MARRIED.sub(" , ", text)  # "im not married, i live w my parents": no spouse counted
    t = fold(text)
    # the total said last wins over a count said first ("3 of us, my sister's at college but she
    # counts, so 4 i guess", "tres… entonces cuatro": class, dev18, a self-correction inside the message)
    total = _TOTAL_AT_END.search(fold(numtext.in_digits(text)))
    if total and re.search(r"[,\s]", fold(numtext.in_digits(text))[:total.start()].strip()):
        return int(total.group(1))
    m = _SOMOS.search(t)
    if m:
        return _somos_count(m)
    if _one_parent_too(normalize(t)):
        return None  # ("my dad lives with us too": one more beside people not named, fix37c)
    if _COUNT_VARIES.search(t):
        return None  # "depende, a veces se queda mi primo": who counts is asked, never a list's count guessed
    if step_unmarried(t) or parents_died(t) or (_KIN_WRITER.search(normalize(t)) and any(
            absent_parents(p) for p in _LOSS_CLAUSES.split(t) if p)):
        # (fix35h) a grandparent or guardian raising the student, the parents away ("my grandson lives
        # with me, his parents arent in the picture"): who counts is theirs to tell, never "2" read back
        # Class (fix33q, a newcomer's finding): a step-parent not married to the parent ("my stepdad
        # lives with us but he's not married to my mom": a size of 4 read back), or parents who have
        # died (the FAFSA household is then the student's own, not the guardian's home): who counts is
        # not a list of the people named; the size is asked in its turn, unless said
        return None
    parts = [p for p in _LOSS_CLAUSES.split(t) if p and not contains_any(normalize(p), vocab.DECEASED + _GONE) and not elsewhere(p)
             and not absent_parents(p) and not told_me_of(p)]
    if _LIVE_WITH_SAID.search(normalize(t)):
        # a relative named only for their pay beside who the student lives with ("my uncle makes 200k
        # but I live with my mom", "mi tío gana 200 mil pero vivo con mi mamá"): not at home, not
        # counted (class, a newcomer's finding: a size of 3 read back)
        parts = [p for p in parts if not _KIN_PAY_ONLY.search(normalize(p)) or _LIVE_WITH_SAID.search(normalize(p))]
    norm = normalize(" , ".join(parts))
    words = norm.split()
    if not words or _child_with_writer(norm):
        return None
    if re.search(r"\b" + _STEP_WORDS + r"\b", norm) and not _NON_STEP_PARENT.search(re.sub(r"\bstep\s+", "step", norm)):
        return None  # a step-parent named without the parent they married: the parent is at home too, the count asked
    count, people, named_once, groups = 0, False, set(), set()
    divorced = contains_any(norm, vocab.DIVORCED)
    student_parent = contains_any(norm, vocab.SINGLE_PARENT)
    # "my single mom", "mi mamá soltera": the parent named, the word "single" left out
    plain = _SINGLE_OF_PARENT.sub(r"\1 ", _PARENT_SOLTERO.sub(r"\1 \2", norm))
    if student_parent and _PARENT_OWN.search(plain) and not _SELF_SINGLE.search(norm):
        # Class: the single parent is the parent named ("me and my dad, he's a single father",
        # "mi papá y yo, él es papá soltero", "me and my single mom"), not the student: the phrase
        # names no one more (was a household of 1, the parent skipped as the student)
        student_parent = False
        norm = normalize(re.sub(r"\b(?:" + "|".join(vocab.SINGLE_PARENT) + r")\b", " , ", plain))
        words = norm.split()
    # A parent writing for a child ("pregunto por mi hija, somos mi esposo, yo y 3 hijos"): the
    # child named is one of the children counted, not one more.
    among_kids = speaks_for_child(text) and bool(re.search(r"\b(?:\d{1,2}|two|three|four|five|dos|tres|cuatro|cinco)\s+"
                                                            r"(?:kids|children|hijos|hijas|ninos|ninas|nenes)\b", norm))
    spouse_named = any(w in ("wife", "husband", "spouse", "esposa", "esposo", "marido") for w in words)
    for i, w in enumerate(words):
        n = None
        for prev in words[max(0, i - 2):i][::-1]:  # "my 2 little brothers", "mis 3 hermanos"
            if prev.isdigit() and int(prev) < 20:
                n = int(prev)
                break
            if prev in vocab.NUMBER_WORDS and prev not in ("one", "una", "uno", "once"):
                n = vocab.NUMBER_WORDS[prev]
                break
        if student_parent and w in ("mom", "dad", "mother", "father", "madre", "padre", "mama", "papa"):
            people = True
            continue  # the student is the single parent
        if w == "son" and (i == 0 or words[i - 1] not in ("my", "our", "a", "one", "her", "his", "and")):
            continue  # Spanish "son 2" / "they are": a son is "my son", "our son"
        if among_kids and n is None and w in ("son", "daughter", "kid", "child", "hijo", "hija", "nino", "nina", "muchacho", "muchacha"):
            continue
        if n is None and any(w in _ONE_OF_GROUP.get(g, ()) for g in groups):
            continue  # one of a group already counted, named again ("mis papás y mis 2 hermanos, mi papá gana…")
        if w in vocab.PERSON_ONE:
            if n is None and w in named_once and w not in ("kid", "child", "baby", "nino", "nina", "bebe") \
                    and words[i - 1] not in ("other", "another", "otro", "otra", "older", "younger", "little", "big"):
                continue  # the same person named again ("me, my mom and my grandma, mom makes 58k") (class, dev8)
            named_once.add(w)
            count, people = count + (n or 1), True
        elif w in vocab.PERSON_MANY:
            if w in vocab.PERSON_PAIR and divorced:
                continue  # "my parents are divorced, I live with my mom": the parent lived with counts
            if n is None and w in vocab.PERSON_PAIR and named_once & set(_ONE_OF_GROUP.get(w, ())):
                # the pair named after its members ("I live with my mom and dad… my parents make 120k
                # together", "con mi abuela y mi abuelo, mis abuelos ganan…"): the same people, not two
                # more (class, a newcomer's finding: a size of 5 read back); one member named: the other
                ones = {g for g in _ONE_OF_GROUP[w] if g in named_once}
                kinds = {("f" if g in _FEMALE_KIN or g in ("mom", "mother", "mama", "madre", "ama", "mami", "mommy", "mai",
                                                          "mamita", "jefa", "stepmom", "stepmother", "madrastra") else "m")
                         for g in ones}
                count, people = count + max(0, 2 - len(kinds)), True
                groups.add(w)
                continue
            if n is None and w not in vocab.PERSON_PAIR:
                return None  # "my brothers": how many?
            count, people = count + (n or 2), True
            groups.add(w)
        elif w in vocab.PERSON_SPOUSE_WORDS:
            if spouse_named:
                continue  # "estoy casada y vivo con mi esposo": the spouse is counted once, by name
            count, people = count + 1, True
    if _CHILD_AND_WRITER.search(norm) and (not named_once or writer_is_parent(norm) or (kin_writes() and _OWN_PARENT.search(norm))):
        # (fix30c) "somos ella y yo", "just her and me", "mis papás, ella y yo": the student said as
        # "her"/"him" beside the writer, two people (the writer a parent or a sibling), never one;
        # beside a parent named, only when the writer is another parent ("him me his dad and his 2 lil
        # sisters") or a brother or sister naming their own parents ("mi papá mi mamá ella y yo"): the
        # "her" of a student writing may be the parent named again ("me and my mom, just her and me")
        count, people = count + 1, True
    if not people:
        return 1 if contains_any(norm, vocab.ALONE) else None
    if divorced and named_once & set(_MOTHER_WORDS) and named_once & set(_FATHER_WORDS):
        # (fix33q, a newcomer's finding) parents apart, and both named: "my parents are divorced, I live
        # with my dad and see my mom on weekends", "…, my mom makes 40k and my dad makes 60k": the other
        # parent, not at home, was counted (a size of 3 read back); who lives there is asked in its turn
        return None
    return count + 1  # and the student


_MOTHER_WORDS = ("mom", "mother", "mama", "madre", "ama", "mami", "mommy", "mai", "mamita", "jefa")
_FATHER_WORDS = ("dad", "father", "papa", "padre", "apa", "papi", "daddy", "pai", "papito", "jefe")


_OWN_CHILDREN = ("son", "sons", "daughter", "daughters", "kid", "kids", "child", "children", "baby", "hijo", "hija", "hijos",
                 "hijas", "bebe", "ninos", "ninas", "nenes")
_PARENT_ONE = ("mom", "mother", "dad", "father", "stepdad", "stepmom", "stepfather", "stepmother", "mama", "papa",
               "ama", "apa", "madre", "padre", "padrastro", "madrastra", "mami", "papi", "jefa", "jefe", "mommy", "daddy",
               "mai", "pai", "mamita", "papito")  # "mai", "pai": Caribbean Spanish
_PARENT_TWO = ("parents", "padres", "papas", "papis")
# Class (a newcomer's finding, fixA): a parent named only to be denied ("i live with my mom not my
# dad", "my mom yes, my dad no", "vivo con mi mamá, no con mi papá", "mi mamá pero no mi papá", "my
# parents? just my mom"): no parent at home. Each was read as two parents (a $150,000 limit for a
# one-parent home's $100,000: a false "eligible") and counted in the household's size.
_PARENT_WORD = r"(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")"
_DENIED_PARENT = re.compile(
    r"(?:(?<=\w)(?:\s*,)?\s+(?:not|no|ni|without|sin|except|excepto|menos|but not|pero no|y no|and not)|"
    r"^\W*(?:not|ni|without|sin|except|excepto|menos))\s+"
    r"(?:(?:with|con|for|por)\s+)?(?:(?:my|mi|mis|our|nuestr[oa]s?|the|el|la|los|a|an)\s+)?(?:real\s+|biological\s+)?"
    + _PARENT_WORD + r"\b"
    r"|\b(?:(?:my|mi|mis|our|nuestr[oa]s?|el|la|los)\s+)?" + _PARENT_WORD + r"\s+(?:no|not|nope|nah|tampoco)\s*(?=[,;.!?]|$)"
    r"|\b(?:both\s+|ambos\s+|los dos\s+)?(?:(?:my|mi|mis)\s+)?(?:parents|padres|papas)\s*\?\s*"
    r"(?=(?:no|nope|nah|just|only|solo|sola|nomas|nada mas|solamente)\b)")


def denied_parents_dropped(text: str) -> str:
    """Return folded ``text`` without the parents it names only to deny (:data:`_DENIED_PARENT`)."""
    return _DENIED_PARENT.sub(" ", fold(text))
# Two parent words joined by "or" name one parent, either of them: "vivo con un solo padre o madre"
# (the questionnaire's own Spanish label, typed into a roster cell or the chat) was two parents: a
# $150,000 limit for a one-parent household's $100,000 (class: a tester's finding, a false "eligible").
_EITHER_PARENT = re.compile(r"\b(" + "|".join(_PARENT_ONE) + r")\s+(?:or|o|u)\s+(?:(?:my|mi|su|a|an?)\s+)?(?:"
                            + "|".join(_PARENT_ONE) + r")\b")
_SPOUSE = ("wife", "husband", "spouse", "esposa", "esposo", "married", "casado", "casada", "marido", "mujer")
# (fix34d, a newcomer's finding) the ex said as one word, a partner as well as a spouse ("mi expareja no
# paga nada", "my expartner", "mi exnovio", "mi exmarido"): an ex too, as "my ex", "mi ex" are
_EX_SPOUSE = re.compile(r"\b(?:ex|former|late|exesposo|exesposa)\s*(?:" + "|".join(_SPOUSE) + r")?\b|\b(?:" + "|".join(_SPOUSE)
                        + r")\s+(?:anterior|que tenia|que tuve)\b"
                        r"|\bex(?:pareja|partner|novi[oa]|boyfriend|girlfriend|bf|gf|marido|mujer|wife|husband|spouse)s?\b")


_OWN_CHILD = re.compile(r"\b(?:my|mi|mis|our|nuestr[oa]s?|the|los|las)\s+(?:\w+\s+)?(?:" + "|".join(_OWN_CHILDREN) + r")\b")


def lives_with_own_child(text: str) -> bool:
    """Return True when ``text`` lists the student's home as their own child or children and no
    parent ("I live with my daughter", "just me and my 2 kids", "vivo con mi hija"): the student is
    the parent there, the household one parent's (the household page's own hint), and no parent of
    theirs is named at home (fix35d, a newcomer's finding: their parents' income was asked about)."""
    home = _home_sentence_only(str(text))
    norm = normalize(home)
    return household_kind(home) == "single_parent" and bool(_OWN_CHILD.search(norm)) \
        and not contains_any(norm, _PARENT_ONE + _PARENT_TWO + vocab.GUARDIANS) and not writes_as_kin(text) \
        and not speaks_for_child(text)


def names_own_child(norm: str) -> bool:
    """Return True when normalized ``norm`` names a child ("the kids", "mis 2 hijos", "my son");
    a bare Spanish "son" ("son 3": they are) names no one."""
    return any(w in _OWN_CHILDREN and w != "son" for w in norm.split()) or bool(_OWN_CHILD.search(norm))


# Class (a newcomer's finding): a parent writing for the child lists the home in the child's
# terms and their own ("vive conmigo y su papá", "con nosotros, su papá y yo", "he lives with me
# and his dad", "me and his father", "with his stepdad and me"): the writer is the other parent.
# Read as "me" the student, that was one parent and a $100,000 limit for a two-parent home.
_CHILDS_PARENT = re.compile(r"\b(?:his|her|su)\s+(?:" + "|".join(_PARENT_ONE) + r"|step\s+(?:dad|mom|father|mother))\b")
_WRITER_WORD = re.compile(r"\b(?:me|i|conmigo|yo|nosotros|us|migo)\b")
_OWN_PARENT = re.compile(r"\b(?:my|mi|mis)\s+(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")\b")


_LIVES_WITH_WRITER = re.compile(rf"^(?:(?:he|she|el|ella|my (?:son|daughter)|mi (?:hijo|hija))\s+)?{_STAYS}\s+{_HERE}(?:with me|conmigo)\b")
_HOME_PEOPLE = _PARENT_ONE + _PARENT_TWO + _SPOUSE + vocab.GUARDIANS  # (brothers and sisters don't change whose income counts)


def writer_is_parent(norm: str) -> bool:
    """Return True when normalized ``norm`` names the child's parent in the third person beside
    the writer and no parent of the writer's own (:data:`_CHILDS_PARENT`); never when a grandparent
    or guardian writes (:func:`kin_writes`): the writer is then no parent."""
    return bool(_CHILDS_PARENT.search(norm)) and not _OWN_PARENT.search(norm) and not kin_writes()


# Class (dev18): someone claimed on the parents' tax return ("she's still on my parents' taxes", "sigue
# en los taxes de mis papás"): a return named, not who lives at home
_ON_PARENTS_RETURN = re.compile(r"\b(?:on|in|under)\s+(?:my|our)\s+(?:parents|folks)\s*['\u2019]?\s*s?\s+(?:tax(?:es)?|tax return|return)\b"
                                r"|\b(?:en|bajo)\s+(?:los|las|el|la)\s+(?:taxes|impuestos|declaracion)\s+de\s+(?:mis|nuestros)\s+"
                                r"(?:papas|padres)\b")


# (fix33t, a newcomer's finding) one sentence says whom the student lives with, naming a parent
# ("I live with my dad, he makes 120k"), and another names a parent only in a remark about them
# ("my mom got her GED in Virginia"): the parent merely mentioned is not at home. Read as two
# parents, that was the two-parent limit for a one-parent home (a false "likely eligible").
_HOME_SENTENCE = re.compile(r"(?<!\d)[.;!?]+(?!\d)|[.;!?]+(?=\s)|\n+")
_BACK_TO_OTHERS = re.compile(r"\b(?:her|him|them|both|ella|ellos|ellas|los dos|las dos|ambos|together|juntos|juntas|too|also|"
                             r"tambien|each|all|todos)\b")


def _home_sentence_only(text: str) -> str:
    """Return ``text`` without the sentences that name a parent but not the home, when one
    sentence says whom the student lives with, names a parent there and points back to no one
    else (:data:`_BACK_TO_OTHERS`); else ``text`` unchanged."""
    sentences = [p for p in _HOME_SENTENCE.split(text) if p and p.strip()]
    if len(sentences) < 2:
        return text
    parent = re.compile(r"\b(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")\b")
    home = [p for p in sentences if _LIVE_WITH_SAID.search(fold(p))]
    if len(home) != 1:
        return text
    norm = normalize(home[0])
    m = _LIVE_WITH_SAID.search(norm)
    if m is None or not parent.search(norm[m.end():]) or _BACK_TO_OTHERS.search(norm[m.end():]):
        return text
    spouse = re.compile(r"\b(?:" + "|".join(_SPOUSE) + r")\b")
    kept = [p for p in sentences if p is home[0] or not parent.search(normalize(p)) or spouse.search(normalize(p))]
    return " . ".join(kept) if len(kept) < len(sentences) else text


def _one_parent_too(norm: str) -> bool:
    """Return True when normalized ``norm`` says a parent (or "he"/"she") lives with us "too"
    (:data:`_JOINS_US`) and names no other parent: one parent beside others at home not listed.
    A grandparent "too", or both parents named, leave the list as it reads (fix37a, fix37c)."""
    m = _JOINS_US.search(norm)
    if m is None or not set(norm[:m.start()].split()[-1:]) & {*_PARENT_ONE, "he", "she", "el", "ella"}:
        return False
    return sum(2 if w in _PARENT_TWO else 1 for w in set(norm.split()) if w in _PARENT_ONE or w in _PARENT_TWO) <= 1


def household_kind(text: str) -> str | None:
    """Return the household type the people a message lists make ("me, my mom and my sister" ->
    ``single_parent``; "mi apá, mi amá y mis 3 hermanos" -> ``two_parent``; "my wife and our
    baby" -> ``married``; "just me" -> ``single``), else None. Grandparents, guardians and
    foster families (no parent named) and divorced parents give None: they are asked about."""
    t = _ON_PARENTS_RETURN.sub(" ", slang_parents(_home_sentence_only(text)))
    clauses = [p for p in _LOSS_CLAUSES.split(_others_married(t)) if p]
    parts = [p for p, far in zip(clauses, away_clauses(clauses))
             if not contains_any(normalize(p), vocab.DECEASED + _GONE) and not far and not absent_parents(p)]
    norm = normalize(" , ".join(parts))
    if not norm or contains_any(norm, vocab.DIVORCED) or _child_with_writer(norm) or _time_between_parents(norm):
        return None  # (time shared between parents' homes: parents apart, as divorced ones)
    if lived_with_other_paid(text):
        return "single_parent"  # (fix38i) "I live with my mom, my mom makes 120k and my dad makes 20k": one parent at home
    norm = _EITHER_PARENT.sub(r"\1", norm)  # "un solo padre o madre", "mom or dad": either one, one parent
    # "my ex-husband files", "mi ex esposo": no spouse (class, dev4); "im not married", "no estoy
    # casada": a spouse denied is none (a newcomer's finding: read back as "I am married")
    words = _NOT_MARRIED.sub(" ", _EX_SPOUSE.sub(" ", norm)).split()
    if any(w in _SPOUSE for w in words):
        return "married"
    if contains_any(norm, vocab.SINGLE_PARENT) and contains_any(norm, vocab.CHILDREN):
        return "single_parent"  # the student is the single parent: one parent all the same
    # each parent once: "my mom, she's a single mom" names one mother (class, dev5)
    parents = sum(2 if w in _PARENT_TWO else 1 for w in set(words) if w in _PARENT_ONE or w in _PARENT_TWO)
    if parents and writer_is_parent(norm) and _WRITER_WORD.search(norm):
        parents += 1  # "vive conmigo y su papá": the writer is a parent too
    if parents >= 2:
        return "two_parent"
    if parents == 1 and set(words) & {"stepdad", "stepmom", "stepfather", "stepmother", "padrastro", "madrastra"} \
            and not _LEFT_HOME.search(normalize(t)) and not any(elsewhere(p) for p in re.split(r"[,;.]|\bbut\b|\bpero\b", t)):
        return "two_parent"  # a step-parent named alone is married to the parent at home: two (read back)
    if parents == 1 and _one_parent_too(normalize(t)):
        return None  # ("my dad lives with us too": who else is at home isn't said)
    if parents == 1:
        return "single_parent"
    if contains_any(norm, vocab.GUARDIANS):
        return None
    if _OWN_CHILD.search(norm):
        return "single_parent"  # "vivo sola con mis 2 hijos", "just me and my son": the student, a parent alone
    return "single" if contains_any(norm, vocab.ALONE) else None


_ME_AMONG = re.compile(r"\b(?:just me|only me|me and|me,|solo yo|yo y|y yo|somos)\b")
# (fix34d, a newcomer's finding) the student said by someone writing for them, beside the one parent or
# the parents at home ("it's just her and our mom", "solo él y nuestra mamá", "just him and my dad"):
# the household listed, as "just me and my mom" is (it was dropped in an older sibling's opening)
_JUST_THEM_AND = re.compile(r"(?:^|[,.;:!?]|\b(?:its|it s|it['’]s|it is|es|son|and|y)\b)\s*(?:just|only|solo|solamente|nomas)\s+"
                            r"(?:her|him|ella|el)\s+(?:and|y|e|n|&)\s+(?:(?:my|our|his|her|mi|nuestr[oa]|su)\s+)"
                            r"(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")\b")


def household_told(text: str) -> bool:
    """Return True when ``text`` says who the student lives with ("just me and my mom, she makes
    45k", "vivo con mis papás"): more than an earner named beside a pay ("my dad makes 120k")."""
    t = fold(text)
    return household_kind(text) is not None and bool(_LIVE_WITH_SAID.search(t) or _ME_AMONG.search(t) or _JUST_THEM_AND.search(t))


def _counted_people(text: str) -> bool:
    """Return True when every number in ``text`` counts people it names ("my 2 little brothers"),
    so the list's total is the answer, not the first number ("7 counting my grandparents" is 7)."""
    words = re.findall(r"[a-z0-9]+|[,;:.!?]", fold(text))  # a pause ends the count: "4, my mom makes 40k" is 4
    people = set(vocab.PERSON_MANY) | set(vocab.PERSON_ONE)
    nums = [i for i, w in enumerate(words) if w.isdigit()]
    return bool(nums) and all(any(x in people for x in re.split(r"[,;:.!?]", " ".join(words[i + 1:i + 3]))[0].split())
                              for i in nums)


_NO_CREDITS = ("none", "zero", "no credits", "ninguno", "ninguna", "cero", "nada", "ningun credito", "0 credits")
_FAILED = re.compile(r"\b(?:failed|flunked|dropped|withdrew|withdrawn|reprobe|reprobado|reprobada|repruebe|me quede en|perdi|"
                     r"tron[eé]|me dieron de baja|me di de baja|deje)\b")
# the credits signed up for said ("me inscribí en 12", "took 15"), and none said as what was left ("so 9", "solo 4", "finished 6")
_ENROLLED_IN = re.compile(r"\b(?:inscrib\w*|matricul\w*|signed up|enrolled|registered|took|taking|attempted|tome|tomaba|was in|estaba en|meti)\s+"
                          r"(?:in\s+|for\s+|en\s+|a\s+)?(?:\d{1,2})\b")
_CREDITS_LEFT = re.compile(r"\b(?:so|thus|asi que|entonces|solo|only|just|finished|completed|termine|complete|pase|passed|got|saque|"
                           r"quedaron|left with|ended with)\s+(?:with\s+|en\s+|con\s+)?\d{1,2}\b")
CREDITS_PASSED_ASK = N_("How many credits did you pass? Your college's record of the semester shows the credits completed; a class failed or dropped may not count.")
_PASSED = ("passed", "completed", "finished", "earned", "got", "pase", "aprobe", "termine", "complete", "saque")
# a count said as part of another ("pasé 9 de 12 créditos", "9 out of my 12", "passed 9 of the 12 I took")
_PART_OF = re.compile(r"(?<![\d.,])(\d{1,2})\s*(?:credits?\s+|creditos?\s+)?(?:out of|of|de|sobre)\s+(?:the\s+|my\s+|los\s+|mis\s+)?"
                      r"(\d{1,2})(?![\d.,])")


def credits_passed(text: str, lang: str) -> str | None:
    """Return the credits passed of a message that gives them beside the credits taken, in any
    order ("I took 12 credits and passed 9", "of 12 credits I passed 9", "12 credits, passed 9",
    "aprobé 9 de 12", "me inscribí en 12 y pasé 9"): the one number the words of passing name, or
    the part said of a whole with a word of passing; else None. Classes counted are no credits."""
    digits = numtext.in_digits(text, lang)
    if _class_count(text) is not None:
        return None
    passed = tagged_number(digits, _PASSED)
    classes = "(?:" + "|".join(vocab.CLASS_WORDS) + ")"
    if passed is not None and re.search(rf"(?<![\d.,]){passed}\s+{classes}\b", normalize(digits)):
        return None  # "i passed 4 classes, 12 credits": 4 counts classes, the credits are said apart
    if passed is not None and passed.isdigit() and int(passed) <= 40:
        return passed
    part = _PART_OF.search(digits)
    if part and int(part.group(1)) <= int(part.group(2)) and contains_any(normalize(digits), _PASSED):
        return part.group(1)
    return None


def _A_COUNT(value: float) -> bool:
    """A number that may be credits or people (not "50 to 60k" said beside them)."""
    return 0 <= value < 100


def _A_GPA(value: float) -> bool:
    """A number that may be a GPA on a 4.0 (or 5.0) scale."""
    return 0 <= value <= 5


_PLUS_ME = re.compile(
    r"(?<![\d.,])\b(\d{1,2})\s+(?:people\s+|personas\s+|others\s+|otros\s+|otras\s+)?(?:not counting me|not including me|without me|"
    r"besides me|plus me|\+\s*me|plus myself|and me|and myself|mas yo|y yo|sin contarme|sin contar(?:me)? a mi|"
    r"sin incluirme|ademas de mi|aparte de mi|mas yo)\b")


def plus_me(text: str) -> int | None:
    """Return N + 1 for N people said without the student ("4 not counting me", "3 plus me",
    "somos 3 más yo"), else None."""
    m = _PLUS_ME.search(fold(text))
    return int(m.group(1)) + 1 if m else None


_BORN_YEAR = re.compile(r"\b(?:born|naci|nacio|nacimos|birth|nacimiento|class of)\b")
_SHORT_YEAR = re.compile(r"(?:^|[\s(])(?:en\s+el\s+|in\s+|el\s+)?['\u2019`´]?(\d{2})(?![\d.,])")


_NAMED_DATE_YY = re.compile(
    rf"(?:\b\d{{1,2}}(?:st|nd|rd|th|ro|o)?\s+(?:de\s+|of\s+)?(?:{_MONTH_NAMES})\b\.?\s*(?:,|del|de|of)?"
    rf"|\b(?:{_MONTH_NAMES})\b\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\s*(?:,|del|de|of)?"
    rf"|\b(?:{_MONTH_NAMES})\b\.?\s*(?:,|del|de|of))\s*['\u2019`´]?(?P<yy>\d{{2}})\s*[.!]*$")


def _birth_year(text: str, today):
    """Return (year, read back) for a birth year said with two digits (class: a year of birth
    not in four digits): "08" and "'95" are 2008 and 1995; "nací en el 88" is 1988; else None.
    An age ("I'm 19") is no year (the birthday may be yet to come): asked back as before."""
    t = fold(text)
    if not re.search(r"\d", t):
        t = fold(numtext.in_digits(text))  # "del ochenta y siete": 87 (class: a year of birth said in words)
    if re.search(r"\b(?:19|20)\d{2}\b", t) or today is None:
        return None
    if re.search(r"\b(?:i\s*am|im|tengo|age|edad|years?\s*old|anos)\b", t):
        return None
    date = _DAY_MONTH_YEAR.search(t)
    if date and len(date.group(3)) == 2:
        # Class (dev7): a birth date in figures ("03/12/99", "12-3-05"): the year is its last
        # part, never the month or the day in front ("03" read as 2003)
        yy = int(date.group(3))
        return (2000 + yy if yy <= today.year % 100 - 10 else 1900 + yy), False
    named = _NAMED_DATE_YY.search(t)
    if named:
        # a birth date with its month named and the year in two digits ("el 14 de marzo del 89",
        # "march 14, 89", "junio del 2": the year is the last part, never the day (class, dev11)
        yy = int(named.group("yy"))
        return (2000 + yy if yy <= today.year % 100 - 10 else 1900 + yy), False
    m = _SHORT_YEAR.search(t)
    if m and (m.group(1).startswith("0") or _BORN_YEAR.search(t) or re.search(r"['\u2019`´]\d{2}", t)
              or re.fullmatch(r"\s*del\s+\d{2}\s*", t)
              or re.fullmatch(r"\s*\d{2}\s*", t)):
        yy = int(m.group(1))
        # Two bare digits may be an age ("34": born in 1934, or 34 years old?): read back, never
        # kept unasked (class, a tester's finding: "34" kept as 1934); "08", "'95", "del 88" are years
        bare = bool(re.fullmatch(r"\s*[1-9]\d\s*", t))
        return (2000 + yy if yy <= today.year % 100 - 10 else 1900 + yy), bare
    return None


_SHARED_CUSTODY = re.compile(r"\b(?:back and forth|every other week|half the time|half the week|50/50|50 50|shared custody|"
                             r"joint custody|custodia compartida|a veces con|una semana con|semana y semana|la mitad del tiempo|"
                             r"van y vienen)\b")


# An age with the month of the birthday ("I'll be 19 in March", "cumplí 20 en mayo"): the year of
# birth follows, read back (class: an age with its birthday's month; an age alone stays asked)
_AGE_TURNING = re.compile(r"\b(?:(?P<next>ill be|i will be|i turn|im turning|i am turning|turning|cumplo|voy a cumplir|cumplire)"
                          r"|(?P<past>i turned|turned|cumpli))\s+(?P<age>\d{1,2})\s+(?:years?\s+old\s+|anos\s+)?"
                          r"(?:in|on|this|next|en|el|this coming|este|el proximo)?\s*(?:de\s+)?(?P<month>[a-z]+)\b")


def _year_from_age(text: str, today):
    """Return the year of birth an age with its birthday's month gives, else None."""
    if today is None:
        return None
    m = _AGE_TURNING.search(fold(numtext.in_digits(text)))
    mon = month_names().get(m.group("month")) if m else None
    if not mon or mon == today.month:  # this month: before or after the birthday?
        return None
    if m.group("next"):
        birthday = today.year if mon > today.month else today.year + 1
    else:
        birthday = today.year if mon < today.month else today.year - 1
    return birthday - int(m.group("age"))


_CREDITS_AFTER = re.compile(r"\b(?:so|thats|that s|that is|which is|which makes|makes|so like|so its|entonces|o sea|osea|"
                            r"serian|son|total|en total|in total|=)\s+(?:like\s+|about\s+|como\s+|unos\s+)?(\d{1,2})"
                            r"\s*(?:credits?|creditos?)?\s*[.!]*\s*$")


# An age said instead of the year of birth ("I'm 34", "tengo 52 años", "34 years old"): the two
# years it can give on today's date are asked between (the birthday still to come this year or
# not), never one of them kept or read back as if known (class: an age said at the birth-year
# question, before "Enter a year with 4 digits"; then read back as the later year, a guess)
_AGE_ALONE = re.compile(r"^(?:(?:i\s*am|im|i m|tengo|he is|hes|she is|shes|tiene|age|edad|my age is|mi edad es)\s+)?(?:like\s+|about\s+|como\s+)?"
                        r"(\d{2})(?:\s*(?:years?\s*old|yrs?\s*old|yo|y o|anos(?:\s+de\s+edad)?))?\s*[.!]?$")
AGE_YEAR = N_("If you're %(age)s today, you were born in %(year)s, or in %(earlier)s if your birthday is still to come this year. Which year is it?")


def year_from_age_alone(text: str, lang: str, today) -> tuple | None:
    """Return (age, year of birth on ``today``'s date) for an age said alone, else None."""
    if today is None:
        return None
    t = " ".join(fold(numtext.in_digits(text, lang)).replace("'", " ").split())
    m = _AGE_ALONE.match(t)
    if m is None or not (re.match(r"(?:i|t|h|s|a|e|m)", t) or re.search(r"(?:old|yo|y o|anos)", t)):
        return None  # a bare "34" stays a year not typed in full
    age = int(m.group(1))
    return (age, today.year - age) if 14 <= age <= 99 else None


# Class (a newcomer's finding): a different count of credits for each semester ("6 credits in
# fall and 3 in spring", "12 en otoño y 9 en primavera") kept the first said, unasked. The credits
# are needed each semester, so the lowest of the fall and spring terms (or of the terms named, when
# neither is) is read back, saying why.
_MAIN_TERMS = r"fall|autumn|spring|(?:first|1st|second|2nd|this|next|other) (?:semester|term)|otono|primavera|" \
              r"(?:primer|segundo|este|proximo|siguiente|otro) semestre|semestre (?:que viene|siguiente)"
_SIDE_TERMS = r"summer|winter|verano|invierno"
_TERM_CLAUSES = re.compile(r"[,;]|\b(?:and|y|but|pero|then|luego|plus|while|mientras)\b")
LOWEST_SEMESTER = N_("You need the credits each semester, so I read your lowest semester.")


def _counts_by_term(text: str, lang: str = "en") -> int | None:
    """Return the lowest of two or more different credit counts each said with its semester
    (:data:`_MAIN_TERMS`; a summer or winter term only when no fall or spring is named), else None."""
    said = _term_counts(text)
    return said if said is not None else _term_counts(numtext.in_digits(text, lang))  # ("twelve in the fall…")


def _term_counts(text: str) -> int | None:
    main, side = [], []
    for clause in _TERM_CLAUSES.split(fold(text)):
        counts = re.findall(r"(?<![\d.,$])(\d{1,2})(?![\d.,]*\d|st\b|nd\b|rd\b|th\b|o\b|\s*(?:k|mil|%|classes?|clases?|courses?|cursos?)\b)", clause)
        if len(counts) != 1:
            continue
        if re.search(r"\b(?:" + _MAIN_TERMS + r")\b", clause):
            main.append(int(counts[0]))
        elif re.search(r"\b(?:" + _SIDE_TERMS + r")\b", clause):
            side.append(int(counts[0]))
    said = main if len(main) >= 2 else (main + side if not main else [])
    return min(said) if len(said) >= 2 and len(set(said)) > 1 else None


@_guesses_read_back
def _read_number(q, text, norm, lang, state, today) -> Reading:
    if q.id.startswith("credits") and _TWO_OF_US.search(fold(text)):
        # "¿es lo que gana mi papá o lo de los dos?", "both of us": whose, never 2 credits (dev29: a
        # question at the credits question read back as 2 credits, "sí", and ruled out)
        text = without_two_of_us(text)
        norm = normalize(text)
    if q.id.startswith("credits") or q.id == "household_size":
        digits = numtext.in_digits(text, lang)
        if hourly_alone(digits, lang):
            return Reading(problem=Msg.of(HOURS_ASKED))  # (as at the GPA question: the hours asked, the income read)
        if money_spans(digits):
            # Class (a newcomer's finding, fixA): a number said with a pay period or as money ("18 an
            # hour", "gana 18 por hora", "15 a la semana", "$18") is pay, never a count of credits or
            # people (it was kept as 18 credits, unasked); the count said beside it is still read
            text = without_money(digits)
            norm = normalize(text)
            if not re.search(r"\d", text):
                return Reading()
    if q.id.startswith("credits") and re.fullmatch(r"\s*[0-4][.,](?!0\b)\d{1,2}\s*", text):
        # "3.1" alone: a GPA's shape, never 3.1 credits kept (a newcomer's finding); so too "3.5" (readback,
        # a tester's finding: 3.5 credits kept and a GPA of 3.5 read back). "4.5 credits", "5.5" stay credits
        return Reading()
    if q.id == "birth_year" and _year_from_age(text, today):
        return Reading(form={q.id: str(_year_from_age(text, today))}, confirm=True)
    aged = year_from_age_alone(text, lang, today) if q.id == "birth_year" else None
    if aged is not None:
        age, year = aged
        return Reading(options=(str(year), str(year - 1)), problem=Msg.of(AGE_YEAR, age=age, year=str(year), earlier=str(year - 1)))
    if q.id == "birth_year" and _birth_year(text, today):
        year, converted = _birth_year(text, today)
        return Reading(form={q.id: str(year)}, confirm=converted)
    if q.id == "birth_year" and len(set(_YEAR.findall(fold(text)))) == 1:
        return Reading(form={q.id: _YEAR.search(fold(text)).group(1)})  # "born 06/2001", "el 3 de marzo del 2005": the year
    if q.id == "household_size" and _OTHER_FIELD_NUMBER.search(fold(numtext.in_digits(text, lang))):
        # Class (left25): a number bound to another field's unit ("12 credits", "3.2 gpa", "18 an
        # hour", "$40k", "12th grade") is never a count of people (12 credits were kept as 12 people)
        text = _OTHER_FIELD_NUMBER.sub(" ", fold(numtext.in_digits(text, lang)))
        norm = normalize(text)
        if not re.search(r"\d", text):
            return Reading()
    if q.id == "household_size":
        text = one_parent_said(text)  # ("me and one of my parents": two people, not 1)
        norm = normalize(text)
    if q.id == "household_size" and plus_me(numtext.in_digits(text, lang)):
        return Reading(form={q.id: str(plus_me(numtext.in_digits(text, lang)))}, confirm=True)  # counted for them: read back
    classes = _class_count(text) if q.id.startswith("credits") else None
    # (fix37g: also after words of their own, "quiero tomar 9, son 3 clases", "I'm taking 9, it's 3
    # classes": the number first, ending its clause, with no class named before it; it was asked again)
    first = re.match(r"(?P<lead>[^\d,;.!?:]*?)\b(\d{1,2})\s*(?:[,;.!:\-]|$)", numtext.in_digits(text, lang)) if classes is not None else None
    if first is not None and contains_any(normalize(first.group("lead")), vocab.CLASS_WORDS):
        first = None
    if first is not None and int(first.group(2)) != classes:
        # "twelve, I passed all four classes", "doce, pasé las cuatro clases": the credits asked
        # for, said first, and the classes they came from after: the credits, read back
        return Reading(form={q.id: first.group(2)}, confirm=True)
    total = _CREDITS_AFTER.search(fold(numtext.in_digits(text, lang))) if classes is not None else None
    if total is not None and int(total.group(1)) != classes:
        # Class (a newcomer's finding): the credits said after the classes they came from ("i
        # passed 3 classes so 9", "pasé 3 clases, o sea 9"): the credits, read back (it asked
        # "How many credits is that?" and left the question open in the same reply)
        return Reading(form={q.id: total.group(1)}, confirm=True)
    if q.id.startswith("credits") and _ALL_BUT.search(fold(text)):
        classes = -1  # "todas menos una", "all but one": a count taken away from classes, not credits
    if classes is not None:
        # Classes are not credits, and no sourced figure says how many credits a class is:
        # ask for the credits, pointing to where they are listed.
        return Reading(problem=Msg.of(N_(
            "How many credits is that? Your college's class schedule lists the credits of each class.")))
    if q.id == "credits_per_semester" and re.search(r"\d\s*(?:credits?\s+|creditos?\s+)?(?:a|per|each|every|al|por|cada)\s+"
                                                   r"(?:year|ano)\b", fold(text)):
        return Reading(problem=Msg.of(N_("How many credits each semester? For example: 12.")))  # "24 a year"
    terms = _counts_by_term(text, lang) if q.id == "credits_per_semester" else None
    if terms is not None:
        return Reading(form={q.id: str(terms)}, confirm=True, note=Msg.of(LOWEST_SEMESTER))
    each = _classes_of_credits(text) if q.id.startswith("credits") else None
    if each is not None:
        # "4 classes of 3 credits", "tres clases de 4 créditos": the credits they add up to, read back.
        return Reading(form={q.id: str(each)}, confirm=True)
    found = numbers(without_ages(text) if q.id == "household_size" else text)
    if q.id == "household_size":
        # "my mother-in-law, who stays with us since 2020": a year is no count of people
        found = [n for n in found if not re.fullmatch(r"(?:19|20)\d{2}", n)]
        if _SHARED_CUSTODY.search(fold(text)) and not found:
            # "the kids go back and forth between me and their father": who counts isn't settled
            return Reading(problem=Msg.of(N_("How many people is that, as one number? Count yourself, the parents or spouse whose income you will give, and anyone else they support.")))
    if q.id == "credits_completed_last_semester" and _FAILED.search(fold(text)) and tagged_number(text, _PASSED) is None \
            and _ENROLLED_IN.search(numtext.in_digits(fold(text), lang)) and not _CREDITS_LEFT.search(numtext.in_digits(fold(text), lang)):
        # Class (dev12): credits taken and a class failed or dropped ("me inscribí en 12 pero reprobé
        # una de 3", "took 15 but failed a 4-credit class"): whether it counts is the college's; asked
        return Reading(problem=Msg.of(CREDITS_PASSED_ASK))
    part = _PART_OF.search(numtext.in_digits(text, lang)) if q.id == "credits_completed_last_semester" else None
    if part and int(part.group(1)) <= int(part.group(2)):
        # "pasé 9 de 12 créditos", "9 out of my 12": the part completed (class: a count said as part of another)
        return Reading(form={q.id: part.group(1)})
    said = re.search(r"(?<![\d.,])(\d{1,2})\s*(?:credits?|creditos?|cr)\b", numtext.self_corrected(numtext.in_digits(text, lang))) \
        if q.id.startswith("credits") else None  # "completé doce créditos, fueron 4 clases": 12 ("no fueron tres créditos… o sea nueve": 9)
    passed = credits_passed(text, lang) if q.id == "credits_completed_last_semester" else None  # ("fifteen…, finished twelve": in digits)
    enrolled = q.id == "credits_completed_last_semester" and _ENROLLED_IN.search(numtext.in_digits(fold(text), lang))
    if passed is not None and said and said.group(1) != passed:
        # Class (fix35m, a newcomer's finding: a false "likely eligible"): credits signed up for and
        # the credits passed ("me inscribí en 6 créditos pero solo pasé 3"): the ones passed, read back;
        # (fix36b) in any order and with or without the verb of the ones taken ("of 12 credits I
        # passed 9", "12 credits, passed 9", "de 12 créditos aprobé 9"): a number the words of passing
        # name is the one completed, never the credits said beside it
        return Reading(form={q.id: passed}, confirm=True)
    if passed is not None and not said:  # "i took 15 but passed 12": the credits completed
        return Reading(form={q.id: passed}, confirm=bool(enrolled))
    if enrolled and passed is None and len({n for n in found if n.isdigit() and int(n) <= 40}) > 1:
        # (fix35m) credits taken and another number, none said to be the ones passed ("took 12, 9"):
        # which one was completed is asked, never the credits taken kept as completed
        return Reading(problem=Msg.of(CREDITS_PASSED_ASK))
    if said and (len(found) > 1 or said.group(1) not in found):
        found = [said.group(1)]  # "I passed 4 classes, 12 credits": the credits
    if q.id.startswith("credits") and not said and found and all(_GPA_SHAPED.fullmatch(n) for n in found) \
            and not _DECIMAL_CREDITS.search(fold(text)):
        # "3.0", "2,5" with no "credits": a figure written as a GPA is, never a count of credits (class,
        # a newcomer's finding: "3.0" at the program and its credits kept as 3 credits and as the GPA,
        # the credits ruling the student out); the GPA is read as said in passing
        found = []
    # An amount with four digits or more ("1,500", "2,000") is money, never a count of credits or
    # people: "my dad gets 1,500 each quincena", said while the credits are asked, corrects the income
    # (class: a pay figure with thousands read as 1.5 credits)
    money = [a for a in amounts(text) if a.raw.startswith(("$", "-$")) or a.raw.endswith("k") or len(a.raw) > 6
             or (a.strong and len(re.sub(r"\D", "", a.raw)) >= 4 and q.id != "birth_year")]
    if found and money and len(money) >= len(found):
        return Reading()  # "oops my mom makes 52k not 45": money, not a count (a correction of the income)
    if (numtext.ranged(numtext.in_digits(text, lang), _A_COUNT) or numtext.vague(text, _A_COUNT)
            or numtext.bounded(text, _A_COUNT) or numtext.conditional(text)):
        # "6 maybe 9", "nueve o doce", "like 10 something", "12 or more": no one number
        return Reading(problem=Msg.of(N_("Which one is it? Give me one number, your best guess.")))
    if found and q.id == "household_size" and _TOTAL_AT_END.search(fold(text)) and household_size(text):
        return Reading(form={q.id: str(household_size(text))})  # "..., and my grandma, so 5": the total said
    if found and q.id == "household_size" and len(found) > 1 and (somos := _SOMOS.search(fold(text))):
        return Reading(form={q.id: str(_somos_count(somos))})  # "somos una familia de cuatro": 4, not "una"
    if found and q.id == "household_size" and _counted_people(text) and not _SOMOS.search(fold(text)):
        size = household_size(text)  # "me, my mom and my 2 little brothers": 4, not 2
        if size:
            return Reading(form={q.id: str(size)})
    if found:
        return Reading(form={q.id: found[0]})
    worded = numtext.self_corrected(numtext.in_digits(text, lang))  # "somos cinco, bueno seis": 6
    if re.search(r"\d", worded) and not re.search(r"\d", fold(text)):
        return _read_number(q, worded, normalize(worded), lang, state, today)  # "cinco con mi abuela": 5
    if q.id.startswith("credits") and contains_any(norm, _NO_CREDITS):
        return Reading(form={q.id: "0"}, confirm=True)  # "ninguno, me retiré de todas": none, read back
    if q.id == "household_size":
        size = household_size(text)
        if size:
            return Reading(form={q.id: str(size)})
    spoken = spoken_number(text, lang)
    if spoken is not None:
        return Reading(form={q.id: str(spoken)})
    if q.id == "household_size" and contains_any(norm, vocab.JUST_ME) \
            and not any(w in vocab.PERSON_ONE or w in vocab.PERSON_MANY for w in norm.split()):
        return Reading(form={q.id: "1"})  # (not "my son stays with me": someone else is named, not counted)
    words = norm.split()
    if q.id.startswith("credits") and words and words[0] in _NONE_COUNT:
        return Reading(form={q.id: "0"}, confirm=True)  # "ninguno, me retiré de todas": 0, read back
    if q.id == "credits_per_semester" and contains_any(norm, vocab.FULL_TIME) and not full_time_of_work_only(text, beside=False):
        # "full time" is the policy's full-time credits; read back, as the student may take more
        # (not "I work full time", "trabajo tiempo completo": the job's hours, fix35a)
        return Reading(form={q.id: str(int(run(state.answers, today).policy["full_time_credits"]))}, confirm=True)
    return _unsure(norm)


# A number with the unit of another field than a count of people, either side of it (:func:`_read_number`)
_OTHER_FIELD_NUMBER = re.compile(
    r"(?:\b(?:gpa|promedio|average|credits?|creditos?)\s+(?:(?:is|of|de|es|was|era|like|como|about|around)\s+){0,2})?"
    r"\$?(?<![\d.,])\d+(?:[.,]\d+)?\s*(?:k\b|mil\b|grand\b|thousand\b|dollars?\b|dolares\b|bucks\b|"
    r"(?:(?:de\s+)?(?:cr|credits?|creditos?|clases?|cursos?|gpa|promedio)|classes|class|courses?|unweighted|weighted|"
    r"hours?|hrs?|horas?|(?:st|nd|rd|th|vo|mo|o)?\s*(?:grade|grado)|percent|por ciento|years? old|anos|"
    r"miles|millas|minutes|minutos)\b|%)"
    r"|(?:\b(?:gpa|promedio|average)\s+(?:(?:is|of|de|es|was|era|like|como|about|around)\s+){0,2})\d+(?:[.,]\d+)?"
    r"|\$\s*\d[\d.,]*")
_GPA_SHAPED = re.compile(r"\d[.,]\d{1,2}")  # one digit and a decimal part: how a GPA is written ("3.0", "2,75")
_DECIMAL_CREDITS = re.compile(r"\d[.,]\d{1,2}\s*(?:credits?|creditos?|cr)\b")  # "4.5 credits": a count, cued
_NONE_COUNT = ("none", "ninguno", "ninguna", "ningun", "nada", "nothing", "zero", "cero", "nil")
_SCALES = {4.0: "4", 5.0: "5", 100.0: "100"}
_OTHER_SCALES = (10.0, 20.0)  # the grading scales of other school systems (out of 10, out of 20)


_WEIGHTED = ("weighted", "ponderado", "ponderada", "con honores", "with honors", "honors", "ap classes", "w gpa")
_LETTERS = re.compile(r"\b(?:straight|mostly|all|puras?|puros?|todas?|casi|mainly|average|promedio|de|a|an|some|few|algunas?|pocas?|"
                      r"unas?|mayormente|mayoria)\s+(?:[abcdf][+-]?)s?\b"
                      r"|\b[abcdf][+-]?\s+(?:average|student|promedio)\b|\b(?:as|bs|cs|ds)\s+(?:and|y)\s+(?:as|bs|cs|ds)\b")


def letter_grades(text: str) -> bool:
    """Return True when ``text`` tells grades in letters and no number ("mostly Bs and some As",
    "casi todas B y algunas A", "im a B student"), with no question form: a GPA told, not its number."""
    return "?" not in text and "¿" not in text and not re.search(r"\d", text) \
        and bool(_LETTERS.search(fold(letters_joined(text))))


_GPA_NUMBER = re.compile(r"(?<![\d.,])(\d(?:[.,]\d{1,2})?)(?![\d.,]*\d)")
_UNWEIGHTED_AFTER = re.compile(r"\s*(?:gpa\s*)?(?:un\s*weighted|unweighted|no ponderad[oa]|sin ponderar)\b")
_WEIGHTED_AFTER = re.compile(r"\s*(?:gpa\s*)?(?:weighted|w\b|ponderad[oa]|con honores|with honors|con (?:las )?(?:clases )?honors)")
_UNWEIGHTED_BEFORE = re.compile(r"(?:unweighted|no ponderad[oa]|sin ponderar)(?:\s+gpa)?(?:\s+(?:is|of|was|es|de))?\s*[:=]?\s*$")
_WEIGHTED_BEFORE = re.compile(r"(?<!un)weighted(?:\s+gpa)?(?:\s+(?:is|of|was))?\s*[:=]?\s*$|(?<!no )ponderad[oa](?:\s+(?:es|de))?\s*[:=]?\s*$")


# "Unweighted" said every way, also with the English word in a Spanish sentence ("3.0 sin
# weighted", "not weighted", "non-weighted", "no es ponderado"): the GPA is the unweighted one
# (class: a GPA said with "weighted"/"unweighted" words).
# Class (dev15): the extra points denied ("3.0 flat, no honors boost", "without the AP bump", "sin
# puntos extra de honores"): unweighted too, not a weighted GPA asked again
_NOT_WEIGHTED = re.compile(r"\b(?:un\s*weighted|unweigthed|(?:not|non|no|sin|without|isnt|no es|no esta|nada)\s+"
                          r"(?:weighted|ponderad[oa]|ponderar)|no ponderad[oa]|sin ponderar|sin ponderacion|"
                          r"(?:no|without|sin|not counting|nothing for|sin contar)\s+(?:the\s+|any\s+|el\s+|la\s+|los\s+|las\s+)?"
                          r"(?:honors|honores|ap|extra|bonus|boost|bump|puntos(?:\s+extras?|\s+de\s+mas)?)"
                          r"(?:\s+(?:de\s+|of\s+|for\s+)?(?:ap|honors|honores|classes|clases|points?|puntos|boost|bump|extras?))*)\b")


_CUMULATIVE = ("cumulative", "overall", "total", "in total", "acumulado", "general", "en total", "all together", "accumulated")


def tagged_number(text: str, tags) -> str | None:
    """Return the one number of two or more in ``text`` that a word of ``tags`` names, just
    before or after it ("3.1 last semester, 3.3 cumulative" -> "3.3" for the cumulative GPA;
    "took 15 but passed 12" -> "12" for the credits passed), else None."""
    t = fold(text)
    found = list(re.finditer(r"(?<![\d.,])(\d+(?:[.,]\d+)?)(?![\d])", t))
    if len(found) < 2:
        return None
    tag = r"(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(tags, key=len, reverse=True)) + r")"
    # a tag names the number after it when one follows ("de 12 créditos aprobé 9": 9), else the one
    # before it ("12 créditos aprobados", "3.3 cumulative")
    named = [m.group(1) for m in found
             if re.match(rf"\s*(?:gpa\s+|credits?\s+|creditos?\s+)?{tag}\b(?!\s+(?:(?:only|just|solo|solamente|about|like|como|unos)\s+)*\d)",
                         t[m.end():])
             or re.search(rf"\b{tag}(?:\s+(?:gpa|promedio|is|es|of|de|was|fue|credits?|creditos?|sin ponderar|unweighted|"
                          rf"no ponderado|only|just|solo|solamente|nomas|about|like|como|unos))*\s*[:=]?\s*$", t[:m.start()])]
    return named[0] if len(set(named)) == 1 else None


def _unweighted_of_two(text: str) -> str | None:
    """Return the unweighted GPA of a message giving a weighted one and an unweighted one
    ("my gpa is like a 2.0 weighted its 2.8", "3.9 weighted, 3.2 unweighted"), else None: the
    number said to be unweighted, or the one not said to be weighted."""
    t = fold(text).lower()
    found = list(_GPA_NUMBER.finditer(t))
    # "weighted 4.1, unweighted 3.3": each cue before its number; "2.0 weighted, 2.8": after it
    ahead = bool(found) and bool(_UNWEIGHTED_BEFORE.search(t[:found[0].start()]) or _WEIGHTED_BEFORE.search(t[:found[0].start()]))
    tags = {}
    for m in found:
        after, before = t[m.end():], t[:m.start()]
        if re.search(r"(?:out of|sobre|on a|en una escala de|scale of|/)\s*$", before):
            continue  # "4.6 weighted out of 5": the 5 is the scale, no second GPA (it was taken as the unweighted one)
        if (_UNWEIGHTED_BEFORE.search(before) if ahead else _UNWEIGHTED_AFTER.match(after)):
            tags[m.group(1)] = "unweighted"
        elif (_WEIGHTED_BEFORE.search(before) if ahead else _WEIGHTED_AFTER.match(after)):
            tags[m.group(1)] = "weighted"
        elif ahead and _WEIGHTED_AFTER.match(after):
            tags[m.group(1)] = "weighted"  # "unweighted 3.2 (3.9 w/ honors)": the second's cue after it (class, dev18)
        else:
            tags.setdefault(m.group(1), None)
    if len(tags) != 2 or "weighted" not in tags.values():
        return None
    said = [n for n, tag in tags.items() if tag == "unweighted"] or [n for n, tag in tags.items() if tag is None]
    return said[0] if len(said) == 1 else None


# A 100-point average with its scale said a few words after it ("93 average out of 100", "88 de
# promedio sobre cien"), or with a percent sign ("86%"): read back as an average out of 100
# (class: a 100-point average with its scale).
_SCALE_LOOSE = re.compile(r"(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,])\s+(?:[a-z]+\s+){1,3}?"
                          r"(?:out of|sobre|on a|en una escala de|de un total de)\s+(?:a\s+)?(100|4|5)(?:[.,]0)?(?![\d.,])")
_PERCENT = re.compile(r"(?<![\d.,])(\d{2,3}(?:[.,]\d)?)\s*%")


# Things counted by a number ("one parent", "cuatro clases", "un hermano"): such a number is no GPA
# (class: a count said at the GPA question; the engine's _counted_only reads classes and credits
# said as a correction there)
_COUNTED_THING = re.compile(r"\b\d{1,2}\s+(?:more\s+|mas\s+|little\s+|older\s+|younger\s+)?(?:parents?|class(?:es)?|"
                            r"brothers?|sisters?|siblings?|kids?|children|people|persons|credits?|courses?|hermanos?|"
                            r"hermanas?|clases?|materias?|cursos?|hijos?|hijas?|personas|creditos?|padres?)\b")


def _article_only(text: str, lang: str) -> bool:
    """Return True when the one number words give in ``text`` is an article before a noun ("un
    título de asociado", "una carrera", "one associate degree": 1 by ``text2num``), and no digit
    is typed (a newcomer's finding: "un titulo de asociado" at the GPA question kept as 1.0)."""
    if re.search(r"\d", text) or numbers(numtext.in_digits(text, lang)) != ["1"]:
        return False
    return bool(re.search(r"\b(?:a|an|un|una|uno|one)\s+(?!(?:point|punto|coma|pt|k|grand|lucas?|thousand|mil|million|millon|"
                          r"dollars?|dolar|dolares|bucks?)\b)[a-z]", fold(text)))


def _counts_things_only(text: str, lang: str) -> bool:
    """Return True when every number in ``text`` (words read as digits) counts things; the credits
    passed said beside the credits taken ("registered for 12 credits but only passed 6") count
    credits too (fix36b: "Is 12 an average out of 100?" at a renewal's GPA question)."""
    worded = fold(numtext.in_digits(text, lang))
    rest = _COUNTED_THING.sub(" ", worded)
    passed = credits_passed(text, lang) if _COUNTED_THING.search(worded) and re.search(r"\d", rest) else None
    if passed is not None:
        rest = re.sub(rf"(?<![\d.,]){passed}(?![\d]|[.,]\d)", " ", rest, count=1)
    return bool(_COUNTED_THING.search(worded)) and not re.search(r"\d", rest)


SCALE_EXAMPLE = {"4": "3.2", "5": "4.1", "10": "8.5", "20": "15", "100": "85"}  # a GPA on each scale the form offers
OTHERS_MARK = N_("That sounds like someone else's GPA. I need your own.")
MONEY_NOT_GPA = N_("That looks like an amount of money, not a GPA. I'll ask about income later.")
AVERAGE_ASKED = N_("Is %(gpa)s an average out of 100? Type it like “%(gpa)s out of 100”, or give your GPA on a 4.0 scale, like 3.2.")
# A scale said first, then the mark ("En mi país era sobre 20, yo tenía 16", "out of 100, mine was
# 88"): the mark on that scale, read back (class: a GPA's scale said before its mark)
_SCALE_FIRST = re.compile(r"(?:out of|sobre|on a|en una escala de|scale (?:of|is|goes to)|escala (?:de|es|va hasta)|"
                          r"(?:de|from)\s+0\s+(?:a|to|al))\s+(?:a\s+|an\s+|un\s+|el\s+)?(\d{1,3})(?:[.,]0)?(?!\d|[.,]\d)")


def _scale_then_mark(text: str) -> tuple | None:
    """Return (mark, scale) for a message that says the scale and then, apart, a mark on it
    (see :data:`_SCALE_FIRST`), else None."""
    t = " ".join(fold(text).split())
    m = _SCALE_FIRST.search(t)
    if m is None or m.group(1) not in ("4", "5", "10", "20", "100"):
        return None
    rest = [n for n in re.findall(r"(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,]*\d)", t[:m.start()] + " " + t[m.end():])
            if n != "0"]
    if len(rest) != 1:
        return None
    mark = parse_number(rest[0], "gpa").value
    return (rest[0], m.group(1)) if mark is not None and 0 < mark <= float(m.group(1)) else None


@_guesses_read_back
def _read_gpa(q, text, norm, lang, state, today) -> Reading:
    """The GPA, read on the scale the student gave alone before (:func:`_read_gpa_said`): "85" once
    "out of 100" was said is 85 out of 100, read back (class: a GPA's scale said alone, then the GPA);
    "3.4 unweighted", or a GPA with its own scale, is on its own scale."""
    college = _college_gpa_at_hs(q, text, lang, state, today)
    if college is not None:
        return college
    reading = _read_gpa_said(q, text, norm, lang, state, today)
    stored = state.answers.get("gpa_scale") if q.id not in state.answers else None
    if stored is None or (reading.form or {}).get("gpa_scale") or _NOT_WEIGHTED.search(norm) or _UNWEIGHTED_AFTER.search(norm):
        return reading
    scale = str(int(stored)) if float(stored).is_integer() else str(stored)
    if reading.form and reading.form.get(q.id):
        return replace(reading, form={**reading.form, "gpa_scale": scale}, confirm=reading.confirm or scale != "4")
    found = numbers(text) or numbers(numtext.in_digits(text, lang))  # "ochenta y ocho" on a scale of 100
    if reading.form is None and not reading.unsure and len(found) == 1 and (
            reading.problem is None or reading.problem.text == AVERAGE_ASKED):
        mark = parse_number(found[0], "gpa", lang).value
        if mark is not None and 0 < mark <= float(stored):
            return Reading(form={q.id: found[0], "gpa_scale": scale}, confirm=True)
    return reading


# Class (a newcomer's finding: a false "likely eligible"): a GPA said of college classes at the
# high school GPA question ("my college GPA from dual enrollment is 3.8", "tengo 3,8 en mis clases
# de doble matrícula") was kept as the high school GPA; said beside the high school's ("2.1 in high
# school but 3.6 in my dual enrollment classes"), both were asked again. A college's GPA is never
# the high school's: alone, the high school GPA is asked (for a student still in high school, with
# the engine's dual-enrollment note); beside one GPA not said of a college, that one is read back.
_COLLEGE_CLASSES = re.compile(r"\b(?:college|colleges|university|universidad|uni|cc|dual|concurrent enrollment|doble matricula|"
                              r"matricula doble|doble inscripcion|inscripcion doble|inscripcion dual|colegio comunitario|"
                              r"p tech|ptech)\b")
# ... but a high school with "college" in its name, a track toward college, or college as a goal
_NOT_COLLEGE_CLASSES = re.compile(r"\b(?:baltimore\s+)?city college\b|\bcollege\s+(?:prep\w*|ready|readiness|board|bound|"
                                  r"applications?|apps?|admissions?)\b|\b(?:for|to|into|para|al|a la|entrar a|entrar al)\s+"
                                  r"(?:the\s+|a\s+|el\s+|la\s+)?(?:college|university|universidad|uni)\b")
# the high school's GPA named as such ("high school gpa", "3.2 in high school", "promedio de la prepa")
_HS_GPA_NAMED = re.compile(r"\b(?:high\s*school|hs|secundaria|prepa|preparatoria)\s+(?:gpa|promedio|grades|average)\b"
                           r"|(?:\b(?:gpa|promedio)|(?<![\d.,])\d[.,]\d{1,2})\s+(?:in|at|from|for|en|de|del|de la)\s+"
                           r"(?:the\s+|my\s+|la\s+|el\s+|mi\s+)?(?:high\s*school|hs|secundaria|prepa|preparatoria)\b")
COLLEGE_GPA_NOT_HS = N_("That sounds like a college GPA. This question is about your high school GPA.")
COLLEGE_GPA_LEFT_OUT = N_("I left out the college GPA: this question is about your high school GPA.")


def _college_gpa_at_hs(q, text, lang, state, today) -> Reading | None:
    """Return the reading of a high school GPA question's answer that says a GPA of college classes
    (:data:`_COLLEGE_CLASSES`), else None (read as any GPA)."""
    if q.id != "hs_gpa":
        return None
    folded = fold(text if re.search(r"\d", text) else numtext.in_digits(text, lang))
    from .places import own

    if re.search(r"\d", folded) and at_university(normalize(own(folded))) and not _HS_GPA_NAMED.search(folded):
        # Class (fix35k): a GPA said by a university's student ("I go to Towson University, gpa
        # 2.4", "estoy en UMBC, 3.1"), no high school named: the university's, never the high school's
        return Reading(problem=Msg.of(COLLEGE_GPA_NOT_HS))
    school, college = [], []
    for part in re.split(r";|,(?!\d)|\.(?!\d)|\b(?:and|y|but|pero|while|mientras|plus|whereas|though|although|aunque)\b", folded):
        figures = _GPA_BARE.findall(part) or [g.group(1) for g in [_GPA_CUE.search(part)] if g]
        said = normalize(part)
        of_college = not _HS_GPA_NAMED.search(part) and _COLLEGE_CLASSES.search(said) and not _NOT_COLLEGE_CLASSES.search(said)
        (college if of_college else school).extend(_strip(f) for f in figures)
    if not college:
        return None
    still = state is not None and today is not None and in_high_school(state.answers, today)
    if not school:
        return Reading(problem=Msg.of(DUAL_ENROLLMENT_NOTE if still else COLLEGE_GPA_NOT_HS))
    if len(set(school)) == 1:
        return Reading(form={q.id: school[0]}, confirm=True, note=Msg.of(DUAL_ENROLLMENT_NOTE if still else COLLEGE_GPA_LEFT_OUT))
    return None


# The GPA's scale not known ("not sure what scale", "idk if its weighted", "no sé sobre cuánto es")
_SCALE_UNKNOWN = re.compile(
    r"\b(?:not sure|unsure|dont know|do not know|idk|no idea|no clue|no se|no estoy segur[oa]|ni idea|no tengo idea)\s+"
    r"(?:about |of |on |de |sobre )?(?:what|which|the|if its|if it is|if thats|whether its|whether it is|que|cual|la|si es|"
    r"sobre cuanto|de cuanto|si esta)\s*(?:the |la |el )?"
    r"(?:scale|escala|weighted|unweighted|ponderado|sin ponderar|out of|sobre|scale it is|scale its)\b"
    r"|\b(?:not sure|dont know|do not know|idk|no se|no estoy segur[oa])\s+(?:(?:sobre|de) cuanto|what (?:its|it is) out of)\b")
_UNWEIGHTED_UNKNOWN = re.compile(r"\b(?:not sure|unsure|dont know|do not know|idk|no idea|no clue|dunno|no se|ni idea|no tengo idea|"
                                 r"no estoy segur[oa]|no me acuerdo|no recuerdo)\s+(?:about\s+|of\s+|on\s+|what\s+|de\s+|del\s+|"
                                 r"sobre\s+|cual es\s+|what is\s+|whats\s+)?(?:the\s+|my\s+|el\s+|mi\s+)?"
                                 r"(?:un\s*weighted|sin ponderar|no ponderad[oa])\b"
                                 # said after it ("3.8 weighted, unweighted idk", "el no ponderado no sé": fixA)
                                 r"|\b(?:un\s*weighted|sin ponderar|no ponderad[oa])(?:\s+(?:gpa|one|is|es|promedio))?\s+"
                                 r"(?:not sure|unsure|dont know|i dont know|idk|no idea|no clue|dunno|no se|no lo se|ni idea|"
                                 r"no tengo idea|no estoy segur[oa]|no me acuerdo|no recuerdo)\b")
TWO_GPAS = N_("I read two different GPAs. Which one is your unweighted cumulative GPA? Your transcript has it.")


def _two_gpas(text: str) -> set:
    """Return the distinct GPAs with decimals (0-5) written in ``text`` ("2.7 but 2.65": both)."""
    out = set()
    for m in _GPA_NUMBER.finditer(fold(text)):
        if re.search(r"[.,]", m.group(1)):
            value = parse_number(m.group(1), "gpa").value
            if value is not None and 0 < value <= 5:
                out.add(value)
    return out


# Class (dev18): someone else's GPA said beside the student's ("3.4 gpa, my sister had a 4.0 lol",
# "3,3 de promedio, mi prima sacó 4.0"): a relative's clause is an aside, no second GPA of the
# student's (the two were asked apart). A parent's own child is the student, never an aside.
# (fix37h) a colon after a correction's words ends them ("perdón, me equivoqué: tiene 3.1", "my bad: it's 3.1")
_MARK_CLAUSES = re.compile(r"[;!?]|[,:](?!\d)|\.(?!\d)|\b(?:but|pero|and|y|while|mientras|whereas)\b"
                           # (fix37h) a value pointed at begins a clause ("she has a 3.1 the 2.1 is her brothers")
                           r"|\b(?=(?:the|that|el|ese|esa)\s+\d)"
                           # a laugh, or the student's own mark begun, ends a relative's clause ("mi prima
                           # tiene 4.0 jaja yo tengo 2.9", "my cousin has a 4.0 lol i have 2.9"; class, dev20)
                           r"|\b(?:ja(?:ja)+|je(?:je)+|ha(?:ha)+|he(?:he)+|lol|lmao|xd)\b"
                           r"|\b(?=(?:yo|i|mine|me)\s+(?:tengo|tuve|saque|saco|llevo|have|had|got|get|is|am|im)\b)")
_OTHERS_CLAUSE = re.compile(r"^\s*(?:lol\s+|and\s+|also\s+|tambien\s+)?(?:my|mi|mis|his|her|su|sus)\s+(?:(?:older|younger|little|big|"
                            r"twin|mayor|menor|chiquita|chiquito|grande|favorite)\s+)?(?P<who>[a-z]+)\b"
                            # a brother, a sister or a cousin named without "my" ("brother got a 3.1 there",
                            # "hermano sacó 3.1"): no one else's words the student reports about the student
                            r"|^\s*(?:lol\s+|and\s+|also\s+|tambien\s+)?(?:(?:older|younger|little|big|twin)\s+)?"
                            r"(?P<kin>" + "|".join(vocab.SIBLING_WORDS) + r")\b(?!\s*(?:,|and|y)?\s*(?:i|me|yo)\b)")


# the relative just named, said again by a pronoun ("my sister got it and she had a 2.0")
_THEY_AGAIN = re.compile(r"^\s*(?:(?:still|also|tambien|even|and|y)\s+)*(?:she|he|they|ella|el|ellos|ellas|shes|hes)\b")


# the mark said first, the brother's or sister's it is after it ("3.1 is what my brother got", "3.1
# lo sacó mi hermana"); not one said the same as theirs ("3.1, same as my brother had")
_KIN_MARK_AFTER = re.compile(r"^(?!.*\b(?:same|like|as|igual|como|mismo|misma)\b).*\d.*\b(?:my|mi)\s+(?:\w+\s+)?(?:"
                             + "|".join(vocab.SIBLING_WORDS) + r")\s+(?:got|had|has|gets|saco|tiene|tenia|tuvo)\b"
                             r"|^(?!.*\b(?:same|like|as|igual|como|mismo|misma)\b).*\d.*\b(?:lo|la)\s+(?:saco|tiene|tenia|tuvo)\s+"
                             r"(?:mi\s+)?(?:\w+\s+)?(?:" + "|".join(vocab.SIBLING_WORDS) + r")\b")
# Class (fix37h, a wrong verdict): a value disowned as a brother's or sister's, or as the writer's
# other child's ("the 2.1 is her brother's", "el 2.1 es de su hermano", "ese 2.1 era de mi otra
# hija"): that clause is theirs (:func:`_others_clauses`), and said beside the student's own value
# it corrects the one kept (:func:`correcting`), never "I don't know the answer"
_MARK_DISOWNED = re.compile(r"\d.*\b(?:is|was|its|es|era|fue)\s+(?:de\s+|for\s+)?(?:my|mi|his|her|their|su|sus)\s+(?:"
                            r"(?:\w+\s+)?(?:" + "|".join(vocab.SIBLING_WORDS) + r")"
                            r"|(?:other|otro|otra)\s+(?:son|daughter|kid|child|hijo|hija|nino|nina))\b")


# the student's own mark said in the clause ("my mom says i have a 3.2", "mi mamá dice que tengo 3.2")
_OWN_MARK = re.compile(r"\b(?:i|im|ive|me|mine|myself|yo|tengo|saque|my gpa|mi promedio|mi gpa|el mio|la mia)\b")


# Class (fix34c, a newcomer's finding): the writer's own mark, said by someone writing for the
# student beside the student's ("mine was a 2.0, hers is 3.5", "el mío fue 2.0, el de ella es 3.5"):
# a clause in the first person that names no one else is the writer's, an aside (2.0 was kept)
_WRITERS_MARK = re.compile(r"\b(?:i|im|ive|me|mine|myself|my|yo|tengo|tuve|saque|llevo|mi|mio|mia)\b")
_STUDENTS_MARK = re.compile(r"\b(?:she|he|shes|hes|her|hers|his|him|they|their|theirs|ella|ellos|de el|suyo|suya|su|sus|"
                            r"daughter|son|kid|child|hija|hijo|nina|nino|student|estudiante)\b")


def _others_clauses(text: str, writers: bool = True) -> list:
    """Return ``text``'s clauses (:data:`_MARK_CLAUSES`), each with whether it tells about a relative:
    it names one first ("my sister had a 2.0"), or says "she"/"he" right after such a clause; or,
    from someone writing for the student (:func:`writes_for_student`), about the writer (:data:`_WRITERS_MARK`)."""
    out, other = [], False
    writer = writes_for_student() and writers  # (``writers`` False: the writer's own clauses are kept)
    for c in _MARK_CLAUSES.split(fold(text)):
        if not c or not normalize(c):
            continue
        if writer and _WRITERS_MARK.search(_fix_words_dropped(c)) and not _STUDENTS_MARK.search(normalize(c)):
            out.append((c, True))
            other = False
            continue
        m = _OTHERS_CLAUSE.match(c)
        who = (m.group("who") or m.group("kin")) if m else ""
        other = who in vocab.RELATIVES or who in vocab.SIBLING_WORDS or (who.endswith("s") and who[:-1] in vocab.RELATIVES) \
            or (other and bool(_THEY_AGAIN.match(c))) or bool(_KIN_MARK_AFTER.search(c)) or bool(_MARK_DISOWNED.search(c))
        out.append((c, other and not _OWN_MARK.search(normalize(c))))
    return out


def _fix_words_dropped(clause: str) -> str:
    """Return ``clause`` normalized without the words of a correction ("me equivoqué", "I meant",
    "my bad"): their "me", "I" or "my" is no mark of the writer's own (fix37h: "perdón, me
    equivoqué: tiene 3.1" from a parent had the child's 3.1 taken as the parent's own mark)."""
    norm = f" {normalize(clause)} "
    for words in sorted(set(vocab.CORRECTION + _OPENER_FIX), key=len, reverse=True):
        norm = re.sub(rf"(?<!\w){re.escape(words)}(?!\w)", " ", norm)
    return norm.strip()


def _others_marks_dropped(text: str) -> str:
    """Return ``text`` without the clauses telling a relative's mark, when a mark is left."""
    clauses = _others_clauses(text)
    kept = [c for c, other in clauses if not (other and re.search(r"\d", c))]
    return " , ".join(kept) if len(kept) < len(clauses) and re.search(r"\d", " ".join(kept)) else text


def others_said_dropped(text: str) -> str:
    """Return ``text`` without its clauses telling about a relative (:func:`_others_clauses`: "my
    sister graduated in 2019", "mi hermano se graduó ahí en 2019"); ``text`` when it has none."""
    clauses = _others_clauses(text, writers=False)
    if not any(other for _, other in clauses):
        return text
    return " , ".join(c for c, other in clauses if not other)


def _disowned_beside(text: str) -> bool:
    """Return True when ``text`` disowns a value as another child's (:data:`_MARK_DISOWNED`) and says
    another value in a clause of its own: a correction of the value kept."""
    clauses = _others_clauses(text)
    return any(_MARK_DISOWNED.search(c) for c, _ in clauses) \
        and any(not other and re.search(r"\d", c) for c, other in clauses)


def others_marks_only(text: str) -> bool:
    """Return True when every number in ``text`` is in a clause telling a relative's mark ("my sister
    had a 2.0 and she still got it, idk mine", "mi hermana tenía 2.0 y sí le dieron la beca"): no GPA
    of the student's is said. Class (nc23): the sister's 2.0 was read back as the student's GPA."""
    marks = [other for c, other in _others_clauses(text) if re.search(r"\d", c)]
    return bool(marks) and all(marks)


# Class (parse27): a GPA of an earlier year beside the one now ("my gpa was 2.0 freshman year but
# it's 3.1 now", "en noveno tenía 2.4, ahora tengo 3.0"): the rules count the cumulative GPA at the
# end of senior year's first semester or of senior year, never an older one; the one now is read
# back (the old one was kept, or both asked again)
_GPA_BEFORE = re.compile(r"\b(?:was|used to|use to|had|freshman|sophomore|junior year|(?:9|10|11)th|ninth|tenth|eleventh|"
                         r"last year|last semester|before|at first|earlier|back then|started|start|began|"
                         r"era|tenia|tuve|antes|primer ano|primer semestre|noveno|decimo|(?:9|10|11)\s*(?:no|vo|mo|o)|"
                         r"ano pasado|semestre pasado|al principio|al inicio|empece|empezo|comence)\b")
_GPA_NOW = re.compile(r"\b(?:now|right now|currently|current|today|these days|so far|presently|"
                      r"ahora|ahorita|actualmente|actual|ya es|ya tengo|hoy|hasta ahora|subio|went up|brought it up|raised it)\b")
_GPA_LATER = re.compile(r"\b(?:will|gonna|going to|itll|ill|should|expect|hope|by graduation|when i graduate|"
                        r"va a|voy a|vaya a|cuando me gradue|espero)\b")


def latest_gpa(text: str) -> str | None:
    """Return the GPA said as the one now beside one said of an earlier year (:data:`_GPA_BEFORE`,
    :data:`_GPA_NOW`), each in its own clause; else None."""
    before, now = set(), set()
    for clause in _MARK_CLAUSES.split(fold(text)):
        if not clause or _GPA_LATER.search(normalize(clause)):
            continue
        figures = {_strip(g) for g in _GPA_BARE.findall(clause)}
        if len(figures) != 1:
            if figures:
                return None
            continue
        n = normalize(clause)
        if _GPA_NOW.search(n) and not _GPA_BEFORE.search(n):
            now |= figures
        elif _GPA_BEFORE.search(n) and not _GPA_NOW.search(n):
            before |= figures
        else:
            return None
    if len(now) == 1 and len(before) == 1 and now != before:
        return next(iter(now))
    return None


def _read_gpa_said(q, text, norm, lang, state, today) -> Reading:
    """The GPA on a 4.0 scale ("3.2", "3,5", "three point two", "tres punto cinco"); an average
    out of 100 when the student says so ("92 out of 100", read back); a weighted GPA, a letter
    average or a bare number above 5 ("92": out of 100, or a typo?) is asked back; a scale said
    alone ("out of 100") is the scale, no GPA."""
    if _counts_things_only(text, lang):
        return Reading()  # "I live with one parent", "va a tomar cuatro clases": a count, never a GPA
    if money_spans(text):
        # "160k", "about 200k", "we make 12 an hour", "1,5 millones": money, never a GPA; a GPA said
        # beside it is read without it ("3.1 and my parents make 1.2e5"); an hourly rate without its
        # hours asks them, as at the income question; else nothing is read here (the income, when
        # its cue is said, is read as volunteered)
        if hourly_alone(text, lang):
            return Reading(problem=Msg.of(HOURS_ASKED))
        text = without_money(text)
        norm = normalize(text)
        if not re.search(r"\d", text):
            return Reading(problem=Msg.of(MONEY_NOT_GPA))
    if _article_only(text, lang):
        return Reading()  # "un título de asociado", "one associate degree": an article, never a GPA of 1.0
    if others_marks_only(text):
        # "my sister had a 2.0, idk mine": a relative's mark, no GPA of the student's (nc23); with
        # no "I don't know" ("my brother got a 3.1 at that school"), the student's own is asked
        unsure = _unsure(norm)
        return unsure if unsure.unsure else Reading(problem=Msg.of(OTHERS_MARK))
    if _others_marks_dropped(text) != text:
        text = _others_marks_dropped(text)
        norm = normalize(text)
    if _SCALE_UNKNOWN.search(normalize(text)):
        # Class: a number said with its scale unknown ("not sure what scale it's on, the portal
        # says 3.1", "no sé sobre cuánto es, dice 3.1"): no GPA the rules can read; "I don't know"
        return Reading(unsure=True)
    scale = scale_alone(text) if q.id not in state.answers else None
    if scale is not None:
        # "out of 4", "it's out of four", "sobre 100": the scale alone, no GPA (class: a GPA's scale
        # said at the GPA question; "out of 4" was kept as a GPA of 4.0, unasked). The scale is kept
        # (the contract's gpa_scale, the web page's scale chosen) and the GPA asked on it (engine)
        return Reading(form={"gpa_scale": scale})
    first = _scale_then_mark(text)
    if first is not None and not _SCALE.search(fold(text)):
        text = f"{first[0]} out of {first[1]}"  # "sobre 20, ella tenía 17": 17 out of 20
    text = re.sub(r"(\d)\s*(?:point|punto|pt|coma)\s*(\d)", r"\1.\2", fold(text))  # "a 3 point 5"
    split = re.fullmatch(r"\s*(?:(?:its|it s|a|un|tengo|my gpa is|gpa|mi promedio es)\s+)?([0-4])\s+(\d{1,2})\s*", text)
    if split:  # "3 4", "un 3 5": a GPA with its dot left out (class: a number split in pieces), read back
        return Reading(form={q.id: f"{split.group(1)}.{split.group(2)}"}, confirm=True)
    both = _unweighted_of_two(text)
    if both is not None:  # "2.0 weighted, 2.8 unweighted", "un 2.0 ponderado, es 2.8": the unweighted one, read back
        return Reading(form={q.id: both}, confirm=True)
    overall = tagged_number(text, _CUMULATIVE)
    if overall is not None:  # "3.1 last semester, 3.3 cumulative": the cumulative one, read back
        return Reading(form={q.id: overall}, confirm=True)
    latest = latest_gpa(text)
    if latest is not None:  # "2.0 freshman year, 3.1 now": the one now, read back
        return Reading(form={q.id: latest}, confirm=True)
    # ("3.9 weighted, not sure about unweighted": the unweighted one not known, the GPA said weighted; class, dev17)
    weighted = contains_any(norm, _WEIGHTED) and not (_NOT_WEIGHTED.search(norm) and not _UNWEIGHTED_UNKNOWN.search(norm))
    # the scale in words too ("eighty 8 out of a hundred", "ochenta y nueve de cien": class: a
    # 100-point average said, or dictated, in words)
    worded = re.sub(r"\b(out of|sobre|de)\s+(?:a|an|un)\s+(?=\d)", r"\1 ", fold(numtext.in_digits(text, lang)))
    m = _SCALE.search(fold(text)) or _SCALE_LOOSE.search(fold(text)) or _SCALE.search(worded) or _SCALE_LOOSE.search(worded)
    if m is None and _PERCENT.search(fold(text)):
        m = re.match(r"(.*)", "")  # "86%": out of 100, as "86 percent" (below)
        found_pct = _PERCENT.search(fold(text)).group(1)
        if parse_number(found_pct, "gpa").value is not None and 5 < parse_number(found_pct, "gpa").value <= 100:
            return Reading(form={q.id: found_pct, "gpa_scale": "100"}, confirm=True)
        m = None
    if m:
        scale = _SCALES.get(parse_number(m.group(2), "gpa").value)
        of = parse_number(m.group(2), "gpa").value
        mark = parse_number(m.group(1), "gpa").value
        if scale is None and not weighted and of in _OTHER_SCALES and mark is not None and 0 < mark <= of:
            # Class (dev4, dev5): a grade on another school system's scale ("16 sobre 20, en el Perú
            # es así", "8.5 out of 10"): kept with its scale, read back; the rules don't convert it
            return Reading(form={q.id: m.group(1), "gpa_scale": str(int(of))}, confirm=True)
        if scale is None or weighted:
            return Reading(problem=Msg.of(N_("What is your GPA on a 4.0 scale? For example: 3.2.")))
        return Reading(form={q.id: m.group(1), "gpa_scale": scale}, confirm=scale != "4")
    if weighted:
        return Reading(problem=Msg.of(N_("I need the unweighted GPA, on a 4.0 scale without extra points for honors or AP classes. Your counselor can give it to you. What is it, about?")))
    found = numbers(text)
    named = tagged_number(text, vocab.GPA_CUES) if len(found) > 1 else None
    if named is not None:
        found = [named]  # "1200 sat, 3.5 gpa": the number said to be the GPA
    if not found:
        if contains_any(norm, vocab.UNSURE):
            return _unsure(norm)
        spoken = spoken_number(text, lang)
        if spoken is not None and numtext.ranged(numtext.in_digits(text, lang), _A_GPA):
            # "three point two or three point three": a range said in words is no one GPA either
            return Reading(problem=Msg.of(N_("Which one is it? Give me one number, your best guess.")))
        if spoken is not None and 0 <= spoken <= 5:
            return Reading(form={q.id: str(spoken)})
        if _LETTERS.search(fold(text)):
            return Reading(problem=Msg.of(N_("What is your GPA on a 4.0 scale? For example: 3.2.")))
        return _unsure(norm)
    value = parse_number(found[0], "gpa", lang).value
    if numtext.ranged(text, _A_GPA) or numtext.vague(text, _A_GPA) or numtext.bounded(text, _A_GPA):
        # "2.8 or 2.9", "3.2 maybe 3.3", "entre 3 y 3.5": a range, not one GPA; "3 something": its first digit only
        return Reading(problem=Msg.of(N_("Which one is it? Give me one number, your best guess.")))
    if len(_two_gpas(text)) > 1:
        # Class: two GPAs from two places ("my counselor says 2.7, my transcript says 2.65", "en el
        # portal sale 3.0 pero la consejera dijo 2.9"): neither is taken; which one is asked back
        return Reading(problem=Msg.of(TWO_GPAS))
    if value is not None and value > 5:
        # "percent" says out of 100; "average"/"promedio" doesn't (a GPA is an average too, and
        # "promedio" is Spanish for GPA): "his average is 84" is asked back (class: a scale not said)
        if value <= 100 and contains_any(norm, ("percent", "por ciento", "porciento")):
            return Reading(form={q.id: found[0], "gpa_scale": "100"}, confirm=True)
        return Reading(problem=Msg.of(AVERAGE_ASKED, gpa=found[0]))
    # A decimal comma ("3,2") is read as a decimal point, and read back: the reading is ours.
    return Reading(form={q.id: found[0]}, confirm="," in found[0])


_SENIOR_WORDS = ("senior", "a senior", "im a senior", "soy senior", "12th grade", "twelfth grade", "ultimo ano", "12vo grado",
                 "12vo", "doceavo grado", "grado 12", "senior year")
_UPCOMING = ("graduate in", "graduating", "will graduate", "gonna graduate", "going to graduate", "im a senior",
             "i am a senior", "senior year", "this year", "me graduo", "me voy a graduar", "voy a graduar", "termino en",
             "salgo en", "soy senior", "estoy en el ultimo ano", "este ano", "will finish", "finish in", "ya mero",
             "pronto", "soon", "this coming", "coming up", "upcoming", "en este", "proximo", "next", "se gradua",
             "se va a graduar", "graduates", "gradua en", "graduating in",
             # the first person's present said for the coming month ("me gradúo en mayo", cut at
             # its verb when read from a longer message: "gradúo en mayo")
             "graduo en", "graduamos en",
             # a present tense of finishing, also as a second-language writer puts it ("she is finish high school on june")
             "is finish", "is finishing", "finishes", "finishing", "will be done", "termina", "va a terminar", "terminara",
             # the ceremony said in the present or future ("graduation is the 15th of June")
             "graduation is", "graduation will be", "graduations on", "graduation on", "graduacion es", "graduacion sera",
             "graduacion va a ser")


_MONTH_ALONE = re.compile(rf"(?:(?:in|on|en|el|for|para|por|around|like|como|by|mes de|el mes de|the month of)\s+)*"
                          rf"(?:{_MONTH_NAMES})")


@_guesses_read_back
def _read_month(q, text, norm, lang, state, today) -> Reading:
    """Read a month and year (:func:`_month_as_said`); a year the web form would refuse ("I
    graduated in 1900", "june 2099": a slip) is asked again with the web's words, never kept.
    A relative's date said beside it is theirs (:func:`others_said_dropped`)."""
    if (own_text := others_said_dropped(text)) != text:
        # Class (fix37g): "Wheaton High. mi hermano se graduó ahí en 2019", "June 2027, my sister
        # finished in 2019": the brother's year was read back as the student's graduation
        if not normalize(own_text):
            return Reading()
        text, norm = own_text, normalize(own_text)
    reading = _month_as_said(q, text, norm, lang, state, today)
    said = str((reading.form or {}).get(q.id) or "")
    if re.fullmatch(r"\d{4}-\d{2}", said) and not typed.YEARS[0] <= int(said[:4]) <= typed.YEARS[1]:
        return Reading(problem=typed.read_month("1", said[:4])[1])
    return reading


def _month_as_said(q, text, norm, lang, state, today) -> Reading:
    raw = str(text)
    text = re.sub(r"\byr\b", "year", re.sub(r"\byrs\b", "years", fold(text)))  # "jan of this yr"
    text = explicit_years(numtext.in_digits(text, lang), today)  # "twenty twenty", "last year": years in digits
    if q.id == "first_enrolled":
        # a term with its year in two digits ("en el otoño del 24", "fall of '25", "spring 26"): that
        # year in four, read back as "fall 2025" is (class: a year not in four digits)
        seasons = "|".join(sorted(map(re.escape, vocab.SEASONS), key=len, reverse=True))
        text = re.sub(rf"\b({seasons})\s+(?:del?\s+|of\s+)?['\u2019`´]?(\d{{2}})\b(?![\d.,])",
                      lambda m: f"{m.group(1)} 20{m.group(2)}", text)
    ago = _YEARS_AGO.search(text)
    if ago and _YEAR.search(text[:ago.start()] + " " + text[ago.end():]):
        # "8 years ago, 2018 i think", "hace 3 años, en 2023": the year said beside the distance is
        # the answer; the count of years is no month (it read August 2018, kept unasked; class, dev21)
        text = text[:ago.start()] + " " + text[ago.end():]
    planned = _PLANNED_BUT.search(text)
    if planned and (_YEAR.search(text[planned.end():]) or _MONTH_NAMED.search(text[planned.end():])):
        # "was supposed to be june 2020 but I finished in august 2020", "iba a ser en mayo pero me
        # gradué en agosto": the date planned, then the one that happened (class, dev17)
        text = text[planned.end():]
    norm = normalize(text)
    if _MONTH_NAMED.search(text) and re.search(r"(?<![\d.,])\d{5,}(?![\d.,])", text):
        # "graduating june 99999", "me gradúo en junio 20277": a month beside a number too long to
        # be a year or a day; which year is asked, never the month's next one assumed (a newcomer's
        # finding: read back as June 2027)
        return Reading(problem=Msg.of(N_("Which year? For example: June 2027.")))
    full = _DAY_MONTH_YEAR.search(text)
    if full and not _MONTH_PATTERNS[0][0].search(text):
        # A whole date: "15/06/2027" (day first, the only reading), "12/06/2027" in Spanish (day
        # first, as Spanish writes it, read back), "6/12/2027" in English (month first). (class:
        # dates said every way)
        a, b, yy = int(full.group(1)), int(full.group(2)), full.group(3)
        year = century(int(yy), today) if len(yy) == 2 else int(yy)
        day_first = a > 12 or (lang == "es" and b <= 12 and a != b)
        mon = b if day_first else a
        if 1 <= mon <= 12 and 1900 < year < 2100:
            return Reading(form={q.id: f"{year:04d}-{mon:02d}"}, confirm=day_first and a <= 12)
    later = _YEAR_THEN_MONTH.search(text)
    if later and not month(text, today)[0]:
        # "2027, june", "twenty twenty seven in june": the year said before its month
        return Reading(form={q.id: f"{later.group(1)}-{month_names()[later.group(2)]:02d}"})
    value, problem, options = month(text, today)
    if value:
        # "june 15", "junio 27": a day or a year? Read back as the year (an apostrophe, "of" or a
        # number above 31 say it is one: "jun '27", "may of 26", "june 2027").
        bare = _BARE_YY.search(fold(raw))
        day = bool(bare) and int(bare.group(1)) <= 31 and not re.search(r"['\u2019`´]\d{2}\b", raw)
        if (day and q.id == "hs_completion_date" and today is not None and contains_any(norm, _UPCOMING)
                and not contains_any(norm, ("graduated", "gradue", "termine", "sali", "class of", "clase de", "clase del"))):
            # (fix30c) "she graduates may 28", "se gradúa mayo 28": a graduation to come said with a day of
            # its month, as a date is written: the next such month, read back (never May 2028 for "28")
            mon = int(value[5:])
            year = today.year if mon >= today.month else today.year + 1
            return Reading(form={q.id: f"{year:04d}-{mon:02d}"}, confirm=True)
        return Reading(form={q.id: value}, confirm=day)
    if options and _TWO_MONTHS.search(fold(text)):
        return Reading(problem=problem, options=options)  # "may or june 2027": which one?
    names = month_names()
    alone = [names[w] for w in norm.split() if w in names and len(w) > 2]
    if (q.id == "hs_completion_date" and today is not None and len(set(alone)) == 1 and not _YEAR.search(fold(text))
            and (contains_any(norm, _UPCOMING) or _MONTH_ALONE.fullmatch(norm))
            and not contains_any(norm, ("graduated", "gradue", "termine", "sali"))):
        # "I'm a senior, I graduate in June": the next such month, read back; so is a month said
        # alone ("en junio", "in may": class, dev11), its year assumed as a year's month is
        mon = alone[0]
        year = today.year if mon >= today.month else today.year + 1
        return Reading(form={q.id: f"{year:04d}-{mon:02d}"}, confirm=True)
    y = _YEAR.search(fold(text))
    if y and q.id == "first_enrolled" and _season(norm, y.group(1)):
        # A first term ("fall 2025", "spring 2026"): the month the term starts, read back.
        return Reading(form={q.id: _season(norm, y.group(1))[0]}, confirm=True)
    short = (re.search(r"(?:^|\s)['\u2019`´](\d{2})\b", raw)  # "graduated in '18", "class of 27"
             or re.search(r"\b(?:class of|clase de|clase del|generacion|generacion del|promocion|promocion del)\s+(\d{2})\b(?![\d.,])",
                          fold(raw))
             # (dev16) after "en el", "in", "back in" beside a graduation's verb ("terminé la high en el 19",
             # "graduated back in 19"): a year in two digits, not a count (_GRAD_CUE is asked below); not
             # 9 to 12, a grade left in ("me salí en el 11")
             or re.search(r"\b(?:en el|in|back in|allá por el|alla por el|por el|around|como en el)\s+(?!09|10|11|12)(\d{2})\b(?![\d.,])"
                          r"(?!\s*(?:credits?|creditos?|classes|clases|years?|anos|months?|meses|weeks?|semanas|days?|dias|%|"
                          r"grade|grado|hours?|horas))", fold(raw)))
    two = re.fullmatch(r"\s*(?:(?:en|in|desde|since|from|around|like|como|por)\s+)?(?:el\s+(?:ano\s+)?|the\s+year\s+)?"
                       r"['\u2019`´]?(\d{2})\s*[.!]?\s*", fold(raw))
    if not y and two and today is not None and q.id in ("first_enrolled", "hs_completion_date"):
        # "en el 25", "in 19": a year said with two digits and nothing else (class: a year not in
        # four digits): the last such year (a graduation may be next year), read back
        yy = int(two.group(1))
        year = 2000 + yy if yy <= today.year % 100 + (q.id == "hs_completion_date") else 1900 + yy
        if q.id == "hs_completion_date" or today.year - 8 <= year <= today.year:
            return Reading(form={q.id: f"{year:04d}-{'06' if q.id == 'hs_completion_date' else '08'}"}, confirm=True)
    if not y and short and today is not None and _GRAD_CUE.search(fold(text)):
        yy = int(short.group(1))
        y = re.match(r"(\d{4})", str(2000 + yy if yy <= today.year % 100 + 1 else 1900 + yy))
    if y and _OTHER_YEAR.search(fold(text)):
        # "like 2009 or 2010", "2015 o 2016": two years, one of them meant (class, dev17): which one?
        return Reading(problem=Msg.of(N_("Which year? For example: June 2027.")))
    if y and not _season(norm, y.group(1)) and (_GRAD_CUE.search(fold(text)) or q.id == "hs_completion_date"):
        # A year alone ("I graduated in 2015", "class of 2027"): June, the usual month, read back.
        return Reading(form={q.id: f"{y.group(1)}-06"}, confirm=True)
    if (y and q.id == "first_enrolled" and not _season(norm, y.group(1)) and not options
            and set(_YEAR.findall(fold(text))) == set(_YEAR.findall(numtext.in_digits(raw, lang))) == {y.group(1)}):
        # A first enrolment's year alone, said ("empecé en el 2024", class: a month not said): August,
        # when the fall term most students start in begins, read back (as "fall 2025" is); "last
        # year" alone stays asked (which month of it?).
        return Reading(form={q.id: f"{y.group(1)}-08"}, confirm=True)
    if (not problem and q.id == "hs_completion_date" and today is not None and not contains_any(norm, vocab.UNSURE)
            and _SCHOOL_YEAR_END.search(fold(text))
            and not re.search(r"\b(?:was|were|fui|era|graduated|gradue|termine|sali|ago|hace)\b", norm)):
        # "at the end of this school year", "a fin de este año escolar": a year without its month
        # (the school year's end), June as for any year alone, read back (class: a graduation
        # said by the school year)
        year = today.year + (1 if today.month >= 7 else 0) + bool(_NEXT_SCHOOL_YEAR.search(fold(text)))
        return Reading(form={q.id: f"{year:04d}-06"}, confirm=True)
    if (not problem and q.id == "hs_completion_date" and today is not None and contains_any(norm, _SENIOR_WORDS)
            and not contains_any(norm, vocab.UNSURE)):
        # "I'm a senior": graduating this school year, in May or June most often; which month?
        year = str(today.year + (1 if today.month >= 7 else 0))
        problem = Msg.of(N_("Which month of %(year)s? For example: June %(year)s."), year=year)
        options = (f"{year}-05", f"{year}-06")
    return Reading(problem=problem, options=options) if problem else _unsure(norm)


_PLANNED_BUT = re.compile(r"\b(?:supposed to|was going to|were going to|was meant to|was planning to|planned to|should have|"
                          r"iba a|ibamos a|se suponia|supuestamente|debia|deberia)\b.*?\b(?:but|pero|instead|sino que|sino)\b")
_MONTH_NAMED = re.compile(rf"\b(?:{_MONTH_NAMES})\b")
_OTHER_YEAR = re.compile(r"\b((?:19|20)\d{2})\s*(?:,\s*)?(?:or|o|u)\s+(?:maybe\s+|tal vez\s+|quizas\s+|quiza\s+)?(?!\1)(?:19|20)\d{2}\b")
_DAY_MONTH_YEAR = re.compile(r"(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/.-])")


# ("2010 (abril)", "2010 - april": the month in brackets or after a dash too; class, dev17)
_YEAR_THEN_MONTH = re.compile(rf"\b((?:19|20)\d{{2}})(?:\s*,?\s+|\s*[(\[\-\u2013]\s*)(?:in\s+|en\s+|el\s+mes\s+de\s+)?({_MONTH_NAMES})\b")
_SCHOOL_YEAR_END = re.compile(
    r"\b(?:(?:the\s+)?end\s+of\s+(?:(?:this|the|next|my)\s+)?(?:school\s+year|year\s+of\s+school|senior\s+year)|"
    r"(?:this|next)\s+school\s+year|(?:when|once|after)\s+(?:this|the)\s+school\s+year\s+(?:ends|is over|is done)|"
    r"(?:al\s+)?(?:fin|final|terminar|acabar)\s+(?:de|del)?\s*(?:este|el|mi|el proximo)?\s*(?:ano|curso|ciclo)\s+escolar|"
    r"(?:este|proximo|el proximo)\s+(?:ano|curso|ciclo)\s+escolar)\b")
_NEXT_SCHOOL_YEAR = re.compile(r"\b(?:next\s+school\s+year|end\s+of\s+next\s+(?:school\s+)?year|(?:el\s+)?proximo\s+(?:ano|curso|ciclo)"
                               r"\s+escolar|(?:ano|curso|ciclo)\s+escolar\s+que\s+viene)\b")


_ZIP = re.compile(r"(?<!\d)(\d{5})(?:[-\u2013\s]?\d{4})?(?!\d)")  # a ZIP+4 ("21044-1234") gives its ZIP


_OH_IN_DIGITS = re.compile(r"(?<![\w])(?=[\do]{5}(?![\w]))(?=(?:o*\d){3})[\do]*o[\do]*")  # "2o874": a letter o typed for a zero


_ZIP_ELSEWHERE = re.compile(r"[\s,]*(?:(?:is|es|was|era|that s|thats|that is|its|it s)\s+)?(?:\w+\s+){0,2}?"
                            r"(?:(?:my|mi|his|her|su)\s+(?:\w+\s+)?(?:work|job|office|school|trabajo|oficina|escuela|dads?|moms?|"
                            r"fathers?|mothers?|papas?|mamas?|grandma|abuela)|work|trabajo|at work|del trabajo|de trabajo)\b")


@_guesses_read_back
def _read_zip(q, text, norm, lang, state, today) -> Reading:
    text = _OH_IN_DIGITS.sub(lambda m: m.group(0).replace("o", "0"), str(text).lower())
    zips = {m.group(1) for m in _ZIP.finditer(text)}
    if len(zips) > 1:
        # "20646 is my mom's work, we're 20603": a ZIP said to be another place (work, school, a
        # parent living elsewhere) is an aside; the one left is read back (class: a ZIP beside an aside)
        away = {m.group(1) for m in _ZIP.finditer(fold(text)) if _ZIP_ELSEWHERE.match(fold(text)[m.end():])}
        if len(zips - away) == 1:
            return Reading(form={q.id: (zips - away).pop()}, confirm=True)
    if len(zips) > 1:  # "21224 I think, or 21244": which one? (class: two values, neither taken back)
        return Reading(problem=Msg.of(N_("Which ZIP code is it? Type just one.")))
    m = _ZIP.search(text)
    if m:
        return Reading(form={q.id: m.group(1)})
    spelled = numtext.spelled_digits(text)  # "2 0 9 0 6", "dos cero siete ocho cuatro", "209 06"
    if spelled and len(spelled) in (5, 9):
        # (fix33r) digits said in words ("two one seven zero two", "dos uno dos dos cuatro"): converted, so
        # read back, as a ZIP said in groups of numbers is; digits typed apart ("2 0 9 0 6") are kept
        return Reading(form={q.id: spelled[:5]}, confirm=len(re.findall(r"\d", fold(text))) < len(spelled))
    said = numtext.in_digits(text, lang) if re.search(r"[a-z]", text) else text
    grouped = numtext.spelled_digits(said) if said != fold(text) else None
    if grouped and len(grouped) == 5:
        # "veinte seiscientos cuarenta y seis", "twenty one oh four four", "twenty one 2 twenty
        # four" (dictation writes some numbers in digits): a ZIP said aloud in groups of numbers
        # (class: numbers dictated in words), read back
        return Reading(form={q.id: grouped}, confirm=True)
    whole = re.fullmatch(r"\D*?(\d{5})\D*", said) if said != fold(text) else None
    if whole:
        # "veinte mil setecientos ochenta y tres", "twenty thousand nine hundred six": a ZIP said
        # as one number in words (class, dev6), read back
        return Reading(form={q.id: whole.group(1)}, confirm=True)
    if spelled and len(spelled) >= 3:  # "dos cero nueve": digits said, not five of them
        return Reading(problem=Msg.of(N_("A ZIP code has 5 digits, for example 21044. What is yours?")))
    if contains_any(norm, vocab.UNSURE + ("dont have", "no tengo", "dont remember", "no recuerdo")):
        return Reading(unsure=True)
    if re.fullmatch(r"[\s\d+\-.,#()]*\d[\s\d+\-.,#()]*", str(text)):
        # only digits, and not five of them ("-5", "2104"): not a question about anything
        return Reading(problem=Msg.of(N_("A ZIP code has 5 digits, for example 21044. What is yours?")))
    return Reading()


def _read_program(q, text, norm, lang, state, today) -> Reading:
    """Noncredit classes for a license ("the noncredit classes for my CDL") are a noncredit
    licensure sequence; otherwise the options."""
    from .places import own

    if not normalize(own(text)):
        return Reading()  # "my mom has a bachelors degree": someone else's
    if bare_yes_no(text):
        return Reading()  # (fix36h) "yes", "sí" alone: no field of study (the engine asks for a choice)
    kept = _DENIED_KIND.sub(" ", fold(text))
    if kept != fold(text) and normalize(kept):
        # Class (the tuning sets): the other kind named to deny it ("the credit certificate in HVAC,
        # not the noncredit one", "certificado de crédito, no el de sin crédito"): read without it
        text, norm = kept, normalize(kept)
    noncredit = bool(_NONCREDIT.search(norm)) or contains_any(norm, ("continuing education", "educacion continua"))
    license_ = contains_any(norm, _LICENSE_WORDS + ("cdl",))
    credit = bool(re.search(r"\b(?:credits?|creditos?)\b", _NONCREDIT.sub(" ", norm)))
    if noncredit and credit and (contains_any(norm, vocab.UNSURE) or re.search(r"\b(?:or|o)\b", norm)):
        # "HVAC, pero no sé si es con créditos o sin créditos": which, is asked back
        return Reading(options=("licensure_credit", "licensure_noncredit") if license_ else
                       ("vocational_certificate", "noncredit_vocational_certificate"))
    said_certificate = contains_any(norm, ("certificate", "certificado")) and not contains_any(norm, _LICENSE_WORDS)
    if noncredit and license_ and not said_certificate:
        return Reading(form={q.id: "licensure_noncredit"})  # "the noncredit classes for my CDL"
    if noncredit and not contains_any(norm, ("apprenticeship", "apprentice", "aprendizaje", "aprendiz")):
        return Reading(form={q.id: "noncredit_vocational_certificate"}, confirm=True)
    if not credit and _BARE_CERTIFICATE.fullmatch(norm):
        # Class (fix31c, dev30): "a certificate", "un certificado", "just a cert" alone: of what, and
        # for credit or not, is asked (the kinds offered); never a credit certificate kept unasked.
        # (A certificate with its field named, "hvac certificate", is read as a credit one, as before.)
        return Reading(problem=Msg.of(CERTIFICATE_WHICH), options=("certificate", "vocational_certificate",
                                                                   "noncredit_vocational_certificate"))
    if _CDL.search(norm) and not credit and not contains_any(norm, _NOT_LICENSE_CLASSES):
        # (fix34e, a newcomer's finding) a commercial driver's license ("CDL", "commercial driver's
        # license certificate", "licencia de manejo comercial"): a workforce course leading to a
        # license, taught without credit, never an FAQ answer nor nothing kept; read back, as the
        # student's words go (the college's page says which), a short one too (the kind inferred)
        return Reading(form={q.id: "licensure_noncredit"}, confirm=True, guess=True)
    if license_ and not credit and not said_certificate and len(norm.split()) >= 3 and not contains_any(norm, _NOT_LICENSE_CLASSES):
        # Class: classes or a course for a license or the state exam, credit not said ("CDL class to
        # get my license", "clases pa sacar la licencia"): a noncredit licensure sequence, as the
        # student's words go; read back (the college's page says which)
        return Reading(form={q.id: "licensure_noncredit"}, confirm=True)
    if re.search(r"\b(?:or|o|u)\b", norm) and contains_any(norm, _UNDECIDED):
        # Class (dev12): two programs named undecided ("maybe phlebotomy or the nursing degree
        # idk", "tal vez el de CNA o enfermería, no sé"): which kind is asked, never one read back
        return Reading(problem=Msg.of(WHICH_PROGRAM), options=tuple(c.value for c in q.choices))
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading == Reading() and names_field(text):
        # "nursing", "quiero ser enfermera": a field of study, which can be more than one kind of
        # program; which kind is asked with why (never an FAQ answer, never the bare question again)
        return Reading(problem=Msg.of(FIELD_KIND), options=tuple(c.value for c in q.choices))
    if reading == Reading() and "?" not in str(text) and 0 < len(norm.split()) <= 8 and not contains_any(norm, vocab.QUESTION_WORDS[:8]) \
            and not letter_grades(text):  # (fix34e: "mostly Bs and some As", grades told: the GPA's, engine)
        # "nursing", "administración de empresas": a field of study; which kind of program is asked
        return Reading(problem=Msg.of(WHICH_PROGRAM), options=tuple(c.value for c in q.choices))
    return reading


# A commercial driver's license (a workforce noncredit course at Maryland's community colleges),
# as students name it: the license, its letters, or driving a truck for one
_CDL = re.compile(r"\b(?:cdl|cdls|class a cdl|commercial drivers? licen[sc]es?|commercial driving licen[sc]es?"
                  r"|licencias? (?:de (?:manejo|conducir|chofer) )?comercial(?:es)?|licencias? comercial(?:es)? de (?:manejo|conducir))\b")
_BARE_CERTIFICATE = re.compile(r"(?:(?:i want|i d like|i ll do|i ll get|im doing|i m doing|i am doing|im getting|i m getting|"
                               r"quiero|voy a (?:hacer|sacar|estudiar)|hago|estoy haciendo|solo|just|only)\s+)?"
                               r"(?:(?:a|an|the|un|una|el|la)\s+)?(?:certificate|certificado|cert)(?:\s+(?:program|programa|course|curso))?"
                               r"(?:\s+(?:program|programa))?")
CERTIFICATE_WHICH = N_("A certificate in what, and is it for college credit or noncredit (workforce or continuing education)? Your college's page for the program says.")


# Class (a tester's finding): a field of study or a trade named at "What will you study?"
# ("nursing", "enfermería", "quiero ser enfermera", "welding", "IT") met the licensure FAQ, then an
# unrelated one, the question asked four times. The field says what, not which kind of program.
_FIELD = re.compile(r"\b(?:nurs(?:e|es|ing)|enfermer[oa]s?|enfermeria|weld(?:er|ing)|soldadura|soldador[a]?|information technology"
                    r"|computer\w*|cyber\w*|programming|coding|informatica|computacion|programacion|business|negocios"
                    r"|administracion de empresas|accounting|contabilidad|hvac|electrician|electricista|plumb(?:er|ing)|plomer[oi]a?"
                    r"|cosmetology|cosmetologia|barber\w*|culinary|cooking|cocina|chef|teach(?:er|ing)|education|educacion|maestr[oa]"
                    r"|psycholog\w*|psicologia|engineering|ingenieria|medical assistant|asistente medic[oa]|dental\w*|criminal justice"
                    r"|mechanic\w*|mecanic[oa]|radiology|paramedic\w*|graphic design|diseno grafico|phlebotomy|flebotomia|pharmacy"
                    r"|farmacia|early childhood|child care|cuidado infantil|truck driving|manejo de camiones)\b")
FIELD_KIND = N_("That's what you'll study. The same field can be more than one kind of program: nursing, for example, can be an associate's degree or a noncredit nursing assistant (CNA) course. Which kind is yours: a degree (associate's), a certificate, courses for a license, or an apprenticeship? Your college's page for the program says.")


def names_field(text: str) -> bool:
    """Return True when ``text`` names a field of study or a trade ("nursing", "soldadura") and
    no kind of program."""
    return bool(_FIELD.search(normalize(str(text))))


_UNDECIDED = ("maybe", "idk", "not sure", "i dont know", "dunno", "undecided", "havent decided", "tal vez", "quizas", "quiza",
              "no se", "no estoy segur", "todavia no decido", "no he decidido", "a lo mejor")

# A license or a certification as the program's end ("to get certified", "para certificarme"):
# the statute's "sequence of courses that leads to licensure or certification", not a certificate
_LICENSE_WORDS = ("license", "licensure", "licencia", "certification", "certificacion", "exam", "examen", "certified",
                  "get certified", "certify", "certificarme", "certificarse", "certificarte", "certificada", "certificadas",
                  "para certificar", "licensed")
_DENIED_KIND = re.compile(r",\s*(?:but\s+|pero\s+)?(?:not|no)\s+(?:the|a|an|el|la|los|las|un|una)\b[^,;.!?]*")
_NOT_LICENSE_CLASSES = ("associate", "associates", "asociado", "degree", "titulo", "apprentice", "apprenticeship",
                        "aprendizaje", "aprendiz", "vocational", "vocacional", "transfer")
WHICH_PROGRAM = N_("Which kind of program is it: a degree (associate's), a certificate, courses for a license, or an apprenticeship? Your college's page for the program says.")


# Classes without college credit: "noncredit", "non-credit", "sin créditos", "de no crédito".
_NONCREDIT = re.compile(r"\b(?:non|no|sin|not for|without)\s*(?:college\s+)?(?:credit|credits|credito|creditos)\b|\bnoncredit\b"
                        # Class: credit denied with a verb ("no es de crédito", "it's not for credit", "no da créditos")
                        r"|\b(?:no|not)\s+(?:es|son|is|are|da|dan|gives?|counts? for|cuenta(?:n)? para)\s+(?:de\s+|for\s+|a\s+|any\s+)?"
                        r"(?:college\s+)?(?:credit|credits|credito|creditos)\b"
                        r"|\b(?:isnt|arent|its not|it s not|they re not|theyre not)\s+(?:for\s+)?(?:college\s+)?(?:credit|credits)\b")


# Class (a newcomer's finding): a "no" about another question's fact ("I'm not taking 5 credits,
# I'm taking 12", "I don't have a 2.3 GPA, I have a 3.4", "no tengo 2.3 de promedio") was read as
# "none yet" at the degree question and kept unasked. A negation whose clause names another
# question's thing, with no degree named in the message, answers nothing here.
_NEGATED_OTHER = re.compile(
    r"\b(?:not|no|don'?t|do not|dont|isn'?t|ain'?t|nunca|tampoco)\b(?:[^,.;!?]|[.,](?=\d)){0,40}?"
    r"\b(?:gpa|promedio|grades?|notas|credits?|creditos?|cr|income|ingresos?|salary|salario|county|condado|zip"
    r"|codigo postal|tuition|matricula|fafsa|dream act)\b")


def negation_about_other(text: str) -> bool:
    """Return True when the "no" in ``text`` is about another question's fact, not a degree."""
    folded = fold(text).replace("\u2019", "'")
    return bool(_NEGATED_OTHER.search(folded)) and not contains_any(normalize(text), _DEGREE_WORDS + ("degree", "titulo"))


def _read_prior_degree(q, text, norm, lang, state, today) -> Reading:
    """A relative's degree is an aside ("mi mamá tiene licenciatura pero yo no")."""
    from .places import own

    own_text = _partners_out(own(text), _PARTNER_DEGREE, _THEY_DEGREE)  # ("my husband has a bachelor's": his)
    own_norm = normalize(own_text)
    if not own_norm or negation_about_other(text):
        return Reading()
    # Class: a degree named as a goal ("none, but i want a bachelors eventually", "todavía no,
    # quiero transferirme para la licenciatura") is no degree earned: its clause is left out, and
    # what is left answers ("none" first: none, kept); a goal alone is none, read back
    clauses = [c for c in re.split(r"[,;.!]|\bbut\b|\bpero\b|\band\b|\by\b|\bthen\b|\bluego\b", fold(own_text)) if normalize(c)]
    goals = [c for c in clauses if _DEGREE_GOAL.search(normalize(c)) and contains_any(normalize(c), _DEGREE_WORDS + ("degree", "titulo"))
             and not contains_any(normalize(c), ("i have", "i got", "tengo", "already", "ya"))]
    if goals:
        rest = " ".join(c for c in clauses if c not in goals)
        if not normalize(rest):  # ("I will get my associate's in June": a degree soon, said as :data:`DEGREE_IN_PROGRESS`)
            return Reading(form={q.id: "none"}, confirm=True,
                           note=Msg.of(DEGREE_IN_PROGRESS) if _FINISHING.search(normalize(own_text)) else None)
        own_text, own_norm = rest, normalize(rest)
    if _SOME_DEGREE.fullmatch(own_norm):
        return Reading(options=("associate", "bachelor"))  # "yes I have one", "sí tengo uno": which one is asked
    kinds = {v for v in ("associate", "bachelor") if contains_any(own_norm, vocab.CHOICES[q.id][v])}
    if (_LEFT_TO_GO.search(own_norm) or _FINISHING.search(own_norm) or _UNDER_WAY.search(own_norm)) and len(kinds) <= 1:
        # Class (a newcomer's finding: a wrong "not eligible"): a degree almost finished ("i almost
        # finished my associates, 3 classes left", "I have 2 classes left", "casi acabo mi asociado")
        # is none yet, whatever "I have" says beside it. The law says "has earned" (§18-3603(c)(2)):
        # a degree finished before the award starts may count, which is the college's call, so "none
        # yet" is read back with that said (a newcomer's finding: kept unasked, a false "likely
        # eligible"; "estoy terminando mi asociado" was read as the degree held, a rule-out)
        # (a high-school senior "graduating in June", with no college degree named, finishes no
        # degree of the law's: no such note; a newcomer's finding)
        school = not kinds and _OWN_HIGH_SCHOOL_YEAR.search(own_norm) and not contains_any(own_norm, _DEGREE_WORDS + ("degree", "titulo"))
        return Reading(form={q.id: "none"}, confirm=True, note=None if school else Msg.of(DEGREE_IN_PROGRESS))
    if not kinds and _A_DEGREE.search(own_norm) and not contains_any(own_norm, _SCHOOL_ONLY + _NOT_A_DEGREE) \
            and not _NO_DEGREE.search(own_norm) and not contains_any(own_norm, _NEGATION + _IN_PROGRESS) \
            and not _UNFINISHED.search(own_norm) and (_DEGREE_HELD.search(own_norm) or _DEGREE_FROM.search(own_norm)):
        # Class (a newcomer's finding): a degree held without its kind ("I have a degree from
        # Mexico", "tengo un título de Honduras") was guessed an associate's: which one is asked,
        # another kind (a degree from abroad) being the college's to weigh
        return Reading(problem=Msg.of(WHICH_DEGREE), options=("associate", "bachelor"))
    if _EARNED_EARLY.search(own_norm) and kinds and not _UNFINISHED.search(own_norm) \
            and not contains_any(own_norm, _IN_PROGRESS + _DEGREE_GOAL_WORDS):
        # Class (a newcomer's finding: a false "likely eligible"): a degree earned through dual
        # enrollment, P-TECH or early college, or in high school ("I got my associates through
        # p-tech in high school", "saqué mi asociado en la prepa") is earned: the words for high
        # school name where, not "none" (§18-3603(c)(2); read back, as any degree is)
        return Reading(form={q.id: next(iter(kinds))}) if len(kinds) == 1 else Reading(options=("associate", "bachelor"))
    unfinished = _UNFINISHED.search(own_norm) or (_UNFINISHED.search(norm) and not any(w in vocab.RELATIVES for w in norm.split()))
    if (contains_any(own_norm, _IN_PROGRESS) or unfinished) and not contains_any(
            own_norm, ("i have", "tengo un", "tengo una", "already have")):
        return Reading(form={q.id: "none"})  # "working on my associates now", "no lo he terminado": not earned yet
    if _NO_DEGREE.search(own_norm):
        return Reading(form={q.id: "none"})  # "no tengo título universitario", "I don't have a bachelor's"
    if _NO_BEFORE_DEGREE.search(fold(own_text)):
        return Reading(form={q.id: "none"}, confirm=True)  # "no bachelors, some credits", "nope no associates": read back
    if contains_any(own_norm, _NOT_A_DEGREE) and not contains_any(own_norm, _DEGREE_WORDS):
        return Reading(form={q.id: "none"})  # "solo un certificado de asistente dental", "una licencia": no degree
    if _SCHOOL_YEAR.search(own_norm) and not contains_any(own_norm, _DEGREE_WORDS):
        return _school_year_degree(q, own_norm)
    if len(kinds) == 1 and any(int(n) < 60 for n in _CREDITS.findall(own_norm)):
        # Class (a newcomer's finding: a wrong "not eligible"): a degree named beside a count of
        # credits short of one ("associate, 12 credits", "un asociado, llevo 12 créditos") is a
        # degree worked toward: none yet, read back; said as held ("I have my associates, 12
        # credits now"), which one is asked. The credits are read on their own.
        if _DEGREE_HELD.search(own_norm):
            return Reading(options=("none", next(iter(kinds))))
        return Reading(form={q.id: "none"}, confirm=True, note=Msg.of(CREDITS_NO_DEGREE))
    reading = _read_choice(q, own_text, own_norm, lang, state, today)
    if (reading.form or {}).get(q.id) in (None, "none") and contains_any(own_norm, _SCHOOL_ONLY) and not contains_any(
            own_norm, _DEGREE_WORDS):
        return Reading(form={q.id: "none"})  # "I have a GED only", "solo tengo el diploma de la prepa"
    return reading


# A degree held, not named (:func:`_read_prior_degree`; class, a newcomer's finding: "yeah i do
# have one" read as "dont have one", none; "I have a degree" as an associate's): no answer, which
# one is asked as after a bare "yes"
_HELD_YES = r"(?:(?:yes|yeah|yea|yep|yup|ya|si|sip|claro|well|pues|um|uh|ok|okay)\s*)*"
_SOME_DEGREE = re.compile(_HELD_YES + r"(?:i\s+|yo\s+)?(?:do\s+|si\s+)?"
                          r"(?:have|got|tengo|own)(?:\s+(?:one|a degree|a college degree|uno|una|un titulo|titulo))?")


def degree_held_unnamed(text: str) -> bool:
    """Return True when ``text`` says only that a degree is held, not which: a bare "yes", "yes I
    have one", "sí tengo uno" (:data:`_SOME_DEGREE`)."""
    norm = normalize(text)
    return bool(norm) and bool(re.fullmatch(_HELD_YES, norm) or _SOME_DEGREE.fullmatch(norm))


_OWN_HIGH_SCHOOL_YEAR = re.compile(r"\b(?:high\s*school|hs|senior|seniors|12th grade\w*|twelfth grade|grade 12|secundaria|prepa|"
                                   r"preparatoria|ultimo ano|grado 12|12 grado|doceavo|duodecimo)\b")
DEGREE_IN_PROGRESS = N_("A degree you finish before your award starts may make you ineligible: your college decides.")
WHICH_DEGREE = N_("Which degree is it: an associate's, a bachelor's, or another kind? For a degree from another country, your college decides what it counts as.")
# A degree being finished, or to be held soon (:func:`_read_prior_degree`): "finishing my
# associate's", "I'll have my associate's in May", "estoy terminando mi asociado", "termino en mayo"
_FINISHING = re.compile(r"\b(?:finishing|wrapping up|completing|graduating|(?:will|ill|gonna|going to)\s+(?:\w+\s+)?"
                        r"(?:finish|complete|graduate|have|get|earn)|(?:finish|complete|graduate|get|earn)(?:es|s|ing)?\s+(?:\w+\s+){0,4}"
                        r"(?:this|next|in|by|at the end of)\s+(?:\w+\s+)?(?:may|june|december|spring|fall|summer|winter|semester|"
                        r"term|year)|terminando|acabando|graduandome|(?:voy a|va a)\s+(?:terminar|acabar|graduar\w*|tener|sacar)|"
                        r"(?:termino|acabo|me graduo|saco)\s+(?:\w+\s+){0,4}(?:este|esta|en|el proximo|la proxima|para)\s+"
                        r"(?:\w+\s+)?(?:mayo|junio|diciembre|primavera|otono|verano|invierno|semestre|ano))\b")
# A degree named without its kind, and said to be from somewhere
_A_DEGREE = re.compile(r"\b(?:degree|degrees|diploma|titulo|titulos|carrera|profesion)\b")
_DEGREE_FROM = re.compile(r"\b(?:degree|diploma|titulo|carrera)\s+(?:\w+\s+)?(?:from|in|de|en|del)\b")
CREDITS_NO_DEGREE = N_("Credits toward a degree are not a degree earned.")
# A degree said as held or earned (beside a count of credits, :func:`_read_prior_degree`)
_DEGREE_HELD = re.compile(r"\b(?:have|has|got|earned|finished|completed|received|graduated|tengo|tiene|saque|obtuve|termine|"
                          r"recibi|me gradue|already|ya)\b")


# A degree a few classes short, or almost done (:func:`_read_prior_degree`)
# A degree said to be under way, whatever "I have" says beside it ("I have an associates in
# progress", "currently working on my associates", "tengo el asociado en curso", "estoy sacando el
# asociado"): not earned (class, a newcomer's finding: read back as the degree held, a "yes" to
# which gave a wrong "not eligible")
_UNDER_WAY = re.compile(r"\b(?:in progress|underway|under way|ongoing|en progreso|en curso|en proceso|sin terminar|not (?:yet )?(?:finished|done|complete)"
                        r"|currently (?:working|doing|taking|enrolled|studying|getting|pursuing|earning|in)|still (?:working|doing|taking|in)"
                        r"|working (?:on|towards?)|estoy sacando|sacandolo|sacandola|lo estoy sacando|la estoy sacando|cursando"
                        r"|todavia (?:lo |la )?estoy|aun (?:lo |la )?estoy)\b")
_LEFT_TO_GO = re.compile(r"\b(?:almost|nearly|close to|about to|casi|a punto de)\s+(?:\w+\s+)?(?:done|finish\w*|complet\w*|"
                         r"through|termin\w*|acab\w*)\b"
                         r"|\b(?:\d{1,2}|a|one|two|three|four|five|a few|a couple|couple|some|few)\s+(?:more\s+)?"
                         r"(?:class(?:es)?|courses?|credits?|semesters?|terms?)\s+(?:left|away|to go|remaining|short|more to go)\b"
                         r"|\b(?:class(?:es)?|courses?|credits?)\s+(?:left|away)\s+(?:to|for|on|until|til|till)\b"
                         r"|\bme\s+(?:falta|faltan)\s+(?:\w+\s+)?(?:\d{1,2}|una?|dos|tres|cuatro|cinco|pocas?|algunas?|poco)\b"
                         r"|\b(?:not|no|isnt|aint)\s+(?:\w+\s+)?(?:done|finished)\s+yet\b")
# A degree earned while in high school: dual enrollment, P-TECH, early college
_EARNED_EARLY = re.compile(r"\b(?:got|get|earned|finished|completed|received|graduated with|have|has|saque|obtuve|termine|"
                           r"complete|recibi|tengo|gane|me gradue con)\b.*\b(?:through|thru|with|via|in|from|during|at|con|en|"
                           r"por|durante|mediante)\s+(?:the\s+|my\s+|a\s+|la\s+|el\s+|mi\s+)?(?:p\s*tech|ptech|dual\s+enroll\w*|"
                           r"dual\s+credit|early\s+college|high\s*school|hs|prepa|preparatoria|secundaria|doble\s+inscripcion|"
                           r"inscripcion\s+(?:doble|dual))\b")
_DEGREE_GOAL_WORDS = ("want", "wanna", "plan", "hope", "quiero", "planeo", "espero", "gonna", "going to", "voy a")


# A degree named as a goal, not earned (:func:`_read_prior_degree`)
_DEGREE_GOAL = re.compile(r"\b(?:want|wanna|wants|hope|hoping|hopefully|plan|plans|planning|later|eventually|someday|some day|"
                          r"one day|transfer|transferring|future|goal|would like|id like|going to get|gonna get|will get|"
                          r"quiero|quisiera|espero|esperando|despues|algun dia|transferirme|transferir|planeo|pienso|"
                          r"mas adelante|futuro|meta|me gustaria|voy a)\b")

# Class (a newcomer's finding): a year of school named at the degree question ("I'm a junior":
# it got the dual-enrollment FAQ). In high school ("a junior at Bowie High", "11th grade", "soy
# junior en la prepa") no college degree is had: none. In college ("a junior at Towson", "senior
# at UMD", "junior en la universidad") an associate's may be: which is asked. Said alone ("I'm a
# junior", "soy senior"), high school is likelier: none, read back.
_SCHOOL_YEAR = re.compile(r"\b(?:junior|senior|sophomore|freshman|freshmen|(?:9|10|11|12)(?:th)?\s+grade|"
                          r"(?:ninth|tenth|eleventh|twelfth)\s+grade|(?:grade|grado)\s+(?:9|10|11|12)\b|"
                          r"(?:9|10|11|12)\s*(?:vo|mo|o|avo)?\s+grado|(?:noveno|decimo|onceavo|undecimo|doceavo|duodecimo)\s+grado)\b")
_SCHOOL_YEAR_HS = ("high school", "highschool", "high", "hs", "prepa", "preparatoria", "secundaria", "grade", "grado",
                   "escuela", "school")
_SCHOOL_YEAR_COLLEGE = re.compile(r"\b(?:college|university|universidad|uni|univ|cc)\b|\b(?:at|en)\s+(?:the\s+|la\s+|el\s+)?"
                                  r"(?!(?:my|mi|a|an|the|la|el|school|escuela|high|hs|prepa|now|ahora|this|este|esta|"
                                  r"moment|momento|present|least|all|home|casa)\b)[a-z]+\b")


def _school_year_degree(q, norm: str) -> Reading:
    """The degree question answered with a year of school (see _SCHOOL_YEAR)."""
    if contains_any(norm, _SCHOOL_YEAR_HS):
        return Reading(form={q.id: "none"})
    if _SCHOOL_YEAR_COLLEGE.search(norm) or _college_named(norm)[0]:
        return Reading(options=("none", "associate"))
    return Reading(form={q.id: "none"}, confirm=True)


# Credentials that are no college degree (the law asks about an associate's or a bachelor's).
_NOT_A_DEGREE = ("certificate", "certificates", "certificado", "certificados", "certification", "certificacion",
                 "license", "licencia", "cert", "certs", "certificado tecnico", "cna", "cdl", "training", "entrenamiento", "curso", "course", "courses", "cursos")
# A degree begun, not earned: "halfway through my associates", "no lo he terminado", "didn't finish".
_UNFINISHED = re.compile(r"\b(?:halfway|half way|a medio camino|a la mitad|en la mitad|partway|part of|almost done with|"
                         r"casi termino|me falta|me faltan|still need|i still have)\b"
                         r"|\b(?:but|pero)\s+(?:i\s+|then\s+|luego\s+)?(?:left|quit|stopped|dropped out|dropped|withdrew|"
                         r"lo deje|la deje|me sali|deje|abandone)\b"
                         r"|\b(?:not|no|never|didnt|did not|havent|have not|hasnt|dont|aun no|todavia no|nunca)\s+"
                         r"(?:\w+\s+){0,2}(?:finish\w*|complet\w*|done|terminad[oa]s?|termine|terminado|acabad[oa]|acabe|graduat\w*|gradue)\b")


_IN_PROGRESS = ("working on", "currently working", "in progress", "still working", "im getting", "getting my", "estoy estudiando",
                # a degree wanted, not held ("I want to get my associates then transfer", "quiero sacar mi asociado")
                "want to get", "wanna get", "want to do", "plan to get", "planning to get", "going to get", "gonna get",
                "hope to get", "then transfer", "quiero sacar", "quiero hacer", "quiero estudiar", "voy a sacar", "pienso sacar",
                "luego transferirme", "despues transferirme",
                # the program the student is going for ("im going for an associates degree in nursing",
                # "doing my associates now at pgcc", "associate degree full time": a newcomer's wrong "not eligible")
                "going for", "goin for", "gonna go for", "doing my", "im doing an", "studying for", "full time", "part time",
                "voy por", "voy a estudiar", "para sacar", "estoy haciendo", "tiempo completo", "medio tiempo",
                "todavia estudio", "cursando", "estoy sacando", "sacando mi", "not finished", "no lo termine", "no termine",
                "didnt finish", "never finished", "dropped out", "deje la", "todavia estoy en", "sigo en la", "estoy en la prepa",
                "estoy en high school", "estoy en la escuela", "still in high school", "still in school")
# A degree word denied: "no tengo título universitario", "I don't have a bachelor's", "sin título".
_DEGREE_NAMED = r"(?:degree|degrees|titulo|associates?|associate s|bachelors?|bachelor s|licenciatura|asociado)"
# (fix35h) never having gone to college at all ("I'm 58 and never went to college", "nunca fui a la
# universidad", "never attended college") is no degree, said as plainly as "no degree"
_NEVER_AT_COLLEGE = (r"(?:never|nunca|jamas)\s+(?:ever\s+)?(?:went|gone|been|attended|go|fui|fue|fuimos|he ido|ha ido|asisti|"
                     r"asistio|estudie|estudio|entre|entro)\s+(?:to\s+|a\s+|en\s+)?(?:(?:the|a|any|la|el|una|un|ninguna|ningun)\s+)?"
                     r"(?:college|university|universidad|uni)")
_NO_DEGREE = re.compile(r"\b(?:(?:no tengo|no tiene|dont have|do not have|dont got|never got|never earned|havent got|sin|ningun|"
                        r"not an?)(?:\s+\w+){0,2}\s+(?:" + _DEGREE_NAMED + r"|"
                        r"college degree|university degree|college grad|college graduate|grad|graduate)|" + _NEVER_AT_COLLEGE + r")\b")
# A bare "no" right before the degree it denies, no pause between ("no bachelors, i have some credits",
# "nope no associates degree"; "no, a bachelor's" is another reading, left to the choices)
_NO_BEFORE_DEGREE = re.compile(r"\b(?:no|nope|nah|nel|not)\s+(?:an?\s+|el\s+|un\s+|any\s+|ningun\s+)?"
                               + _DEGREE_NAMED + r"\b")
_SCHOOL_ONLY = ("ged", "diploma", "high school", "prepa", "secundaria", "preparatoria", "hs")
DEGREE_WORDS = _DEGREE_WORDS = ("associate", "associates", "bachelor", "bachelors", "ba", "bs", "bsc", "aa", "aas", "masters", "master",
                 "asociado", "licenciatura", "licenciado", "licenciada", "maestria", "doctorado", "phd", "university degree",
                 "titulo universitario", "ingeniero", "ingeniera", "ingenieria")


# Class (dev20): an application someone else filed ("my older brother did the fafsa for umbc", "mi
# hermana hizo la fafsa el año pasado"): a sibling's, a cousin's or a friend's, never the student's
# own (a parent filling in the student's FAFSA is the student's: parents are not named here); the
# clause is an aside, unless it says the student's ("my sister did mine", "mi primo me ayudó con la fafsa")
_OTHERS_KIN = r"(?:brothers?|sisters?|siblings?|cousins?|friends?|bf|gf|boyfriend|girlfriend|hermanos?|hermanas?|hermanit[oa]s?|" \
              r"prim[oa]s?|amig[oa]s?|novi[oa]|cunad[oa]|tio|tia|uncle|aunt)"
_OTHERS_FILED = re.compile(r"\b(?:my|mi|mis|our|nuestr[oa]s?)\s+(?:\w+\s+){0,2}?" + _OTHERS_KIN + r"\b"
                           r"(?:\s+\w+){0,4}?\s+(?:did|does|do|filed|files|file|submitted|sent|done|finished|got|applied|used|"
                           r"hizo|hace|hicieron|lleno|llenaron|mando|mandaron|presento|presentaron|envio|saco|aplico|uso)\b"
                           r"(?:\s+\w+){0,3}?\s+(?:fafsa|one ?app|msfaa)\b")
_MINE = re.compile(r"\b(?:me|mine|for me|my fafsa|with me|conmigo|la mia|el mio|me ayud\w*|mi fafsa|por mi|para mi)\b")


def others_application_dropped(text: str) -> str:
    """Return ``text`` folded without the clauses saying someone else filed an aid application
    (:data:`_OTHERS_FILED`): what is left is what the student says of their own, "mine" / "la
    mía" then named as the application it stands for ("i'll do mine in january": the FAFSA; "i
    haven't done mine" is no application named)."""
    t = fold(text)
    clauses = re.split(r"([,;.]|\bbut\b|\bpero\b|\bthough\b|\baunque\b)", t)
    dropped = [c for c in clauses if _OTHERS_FILED.search(normalize(c)) and not _MINE.search(normalize(c))]
    if not dropped:
        return t
    named = _OTHERS_FILED.search(normalize(dropped[0])).group(0).split()[-1]
    named = "one app" if named in ("app", "msfaa") else named
    own = "".join(c for c in clauses if c not in dropped)
    if contains_any(normalize(own), _NEGATION + vocab.NOT_YET):
        return own  # "i haven't done mine": not yet, which one is asked
    return re.sub(r"\b(?:mine|la mia|el mio)\b", f" the {named} ", own)


_WHAT_APP_ASKED = re.compile(
    r"\b(?:(?:what|whats|wats|wat)\s*(?:is|s|are|means?)?|(?:que|cual)\s+(?:es|son|significa))\s*(?:that|this|the|a|an|la|el|eso|esa|esto|esta)?\s*"
    r"(?:fafsa|one ?app|mhec one ?app|mhec|thing|cosa|eso|esa|esto|that|this|it)?\s*(?:is|es|thing|cosa)?\s*(?:\?|$|\b(?:lol|jaja)\b)"
    r"|\b(?:what|que)\s+(?:is|es)\s+(?:the\s+|la\s+|el\s+)?(?:fafsa|one ?app|mhec)\b"
    r"|\bwhats\s+(?:the\s+)?(?:fafsa|one ?app|mhec)\b"
    r"|\b(?:dont|do not|no)\s+(?:know|se|sabemos|entiendo|understand)\s+(?:what|que|lo que)\s+(?:that|this|it|the fafsa|eso|esa|esto|es)\b")


def promise_named(text: str) -> bool:
    """Return True when ``text`` names the award itself ("promise", "la beca", "scholarship")."""
    return bool(re.search(r"\b(?:promise|beca|becas|scholarship|award|premio)\b", fold(text)))


def app_meaning_asked(text: str) -> bool:
    """Return True when ``text`` asks what the aid application is ("whats the fafsa?", "no sé qué es eso")."""
    return bool(_WHAT_APP_ASKED.search(fold(text)))


def _read_aid_application(q, text, norm, lang, state, today) -> Reading:
    """"Not yet" / "todavía no" is no "I won't file" (which would rule the student out): the
    application is asked back, unless the message names which one. An application someone else
    filed is an aside (:func:`others_application_dropped`)."""
    own = others_application_dropped(text)
    if own != fold(text):
        if not normalize(own):
            return Reading()
        text, norm = own, normalize(own)
    asked = _WHAT_APP_ASKED.search(fold(text))
    if asked:
        # Class (a newcomer's finding): what the application is, asked ("no i dont think so, whats
        # the fafsa?", "no sé qué es eso"): no "won't file" read from the "no" beside it (it rules
        # out); the question's answer is explained and the question asked again, unless another
        # clause names the application to file
        rest = fold(text)[:asked.start()] + " " + fold(text)[asked.end():]
        if not re.search(r"\b(?:fafsa|one ?app|mhec)\b", rest):
            return Reading()
        text, norm = rest, normalize(rest)
    if _RELATIVE_NO.search(fold(text)):
        # Class (left25): a "no" said of a relative's work or papers ("mi mamá no trabaja", "my dad
        # doesn't have papers"), not of an application: no "won't file" (it rules out); its clause
        # is left out, what else the message says is read (nothing: the question is put again)
        kept = " ".join(c for c in _RELATIVE_NO.split(fold(text)) if c)
        if not any(contains_any(normalize(m.group(0)), _APPLICATION_NAMED) for m in _RELATIVE_NO.finditer(fold(text))):
            if not normalize(kept):
                return Reading()
            text, norm = kept, normalize(kept)
    lead = _NO_THEN_NAMED.match(fold(text))
    if lead:
        # "no, the fafsa", "no, la fafsa": the "no" is to something else (a correction), the
        # application is the one named (a newcomer's finding: it was read back as none)
        text = fold(text)[lead.end():]
        norm = normalize(text)
    if _NO_AID_AT_ALL.search(norm) and not contains_any(norm, ("fafsa", "one app", "oneapp", "mhec", "yet", "todavia", "aun")):
        # Class (dev12): financial aid as a whole declined ("not doing any of that financial aid
        # stuff", "no vamos a pedir ayuda financiera"): no application, read back (it rules out)
        return Reading(form={q.id: "none"}, confirm=True)
    if _NEITHER.search(norm) or _NEITHER_NOR_PLANNED.search(norm):
        # Class: both applications denied ("ni la FAFSA ni la otra", "neither the FAFSA nor the
        # state one", "no llené nada"): none, read back (it rules out)
        return Reading(form={q.id: "none"}, confirm=True)
    if _FAFSA_DENIED_AFTER.search(fold(text)) or _FAFSA_DENIED.search(norm):
        # Class: the FAFSA named only to deny it, before or after its name ("la fafsa no puedo, soy
        # dreamer", "la FAFSA no, la One-App", "not the fafsa, the state one"): with the other
        # application or a Dreamer's status named, the One-App (a Dreamer files it), read back; with
        # nothing else, no application (below), read back
        if contains_any(norm, _OTHER_APP) or _DREAMER.search(norm) or contains_any(norm, _NO_SSN):
            return Reading(form={q.id: "one_app"}, confirm=True)
        if _FAFSA_DENIED_AFTER.search(fold(text)) and not contains_any(norm, vocab.NOT_YET) \
                and not re.search(r"\b(?:yet|todavia|aun)\b", norm):
            return Reading(form={q.id: "none"}, confirm=True)
    if _NO_FAFSA.search(norm) or contains_any(norm, _NO_SSN) or contains(norm, "dream"):
        # "I can't do the FAFSA, no SSN", "no tengo seguro social", "la del dream": the One-App, read back
        return Reading(form={q.id: "one_app"}, confirm=True)
    reading = _read_choice(q, text, norm, lang, state, today)
    if (reading.form or {}).get(q.id) == "fafsa" and _FAFSA_DENIED.search(norm) and not contains_any(norm, vocab.NOT_YET) \
            and not _NOT_DONE_SO_FAR.search(norm) \
            and not re.search(r"\b(?:yet|todavia|aun|one ?app|maryland|state|dream|estatal|la otra|the other)\b", norm):
        # Class: the FAFSA named only to deny it ("nope didnt do the fafsa and not gonna", "no, not doing
        # the fafsa or anything", "no voy a llenar la fafsa"): no application, read back (it rules out),
        # never the FAFSA read back for a "yes"
        return Reading(form={q.id: "none"}, confirm=True)
    if (reading.form or {}).get(q.id) == "fafsa" and not reading.confirm and _FAFSA_DENIED.search(norm):
        # (fix34b, a newcomer's finding) "no I haven't filed the fafsa", "no, no he llenado la fafsa":
        # not filed yet, said of the FAFSA; whether it will be filed on time, what is asked, is not
        # said: read back (it was kept as "The FAFSA", a plain answer it is not)
        return replace(reading, confirm=True)
    refused = re.search(r"\b(?:not going to|not gonna|wont|will not|no voy a|no vamos a|no pienso|no pensamos)\b", norm)
    if {norm, _AROUND_DEFERRAL.sub("", norm)} & set(vocab.NOT_YET):
        # Class (a newcomer's finding, with "not right now" in understand.deferred): "not yet" /
        # "todavía no" alone is not filed yet, no answer to which one will be: the question is
        # put again with its tip (as after "I don't know"), never "none"
        return Reading(unsure=True)
    if contains_any(norm, vocab.NOT_YET) and (reading.form or {}).get(q.id) in (None, "none") and not refused and _TO_FILE.search(norm) \
            and not _FILED.search(norm):
        # Class (a newcomer's finding): not filed yet but to be ("todavía no, pero la voy a hacer",
        # "not yet, but I'm going to do it"): an application to come, most students' the FAFSA,
        # read back (a "no" puts the question again); never the deadline's answer in its place
        return Reading(form={q.id: "fafsa"}, confirm=True)
    if _NOT_DONE_SO_FAR.search(norm) and (reading.form or {}).get(q.id) in (None, "none") and not refused and not _WONT_FILE.search(norm) \
            and (not contains_any(norm, vocab.NOT_YET) or not_filed_yet(text)) \
            and not re.search(r"\b(?:nada|nothing|anything|ningun[oa]?|neither|either|ni)\b", norm):
        # (fix35d) "I haven't filed yet" ("i havent" is a "not yet" word) as "we haven't filed yet"
        # (fix34b, a newcomer's finding) "no la hemos hecho", "no, we haven't done it": not filed so
        # far, no answer to which one will be (it was read back as "I don't plan to file either"):
        # as "not yet", the question put again with its tip
        return Reading(unsure=True)
    if contains_any(norm, vocab.NOT_YET) and (reading.form or {}).get(q.id) in (None, "none") and not (
            refused and norm.split()[0] in vocab.NO_WORDS and not re.search(r"\b(?:yet|todavia|aun)\b", norm)):
        # ("no I haven't filled anything out and I'm not going to": a refusal, not a "not yet")
        return Reading(options=tuple(c.value for c in q.choices))
    if reading.form is None and not reading.unsure and _FILED.search(norm):
        return Reading(options=("fafsa", "one_app"))  # "I filed it already": which one?
    if reading.form is None and not reading.unsure and not refused and _TO_FILE.search(norm):
        # Class (dev19): an application to be filed, its form not named ("I'm going to file in
        # January", "la voy a llenar en enero"): which one, as for one filed (it got "I don't know")
        return Reading(options=("fafsa", "one_app"))
    words = norm.split()
    if (reading.form is None and not reading.unsure and words and words[0] in vocab.NO_WORDS
            and (not contains_any(norm, vocab.NOT_YET) or refused) and _WONT_FILE.search(norm)):
        return Reading(form={q.id: "none"}, confirm=True)  # "nah we dont do that": none, read back (it rules out)
    return reading


# What names an aid application or its filing (a relative's "no" with none of these is no answer:
# "mi mamá no trabaja"; "my parents won't do the fafsa" is)
_APPLICATION_NAMED = ("fafsa", "one app", "oneapp", "msfaa", "mhec", "application", "solicitud", "aplicacion", "financial aid",
                      "ayuda financiera", "file it", "fill it", "do it", "sign it", "llenar", "llenarla", "la llena", "la llenan",
                      "la hace", "la hacen", "firmar", "firmarla", "datos", "info", "information", "informacion",
                      "ssn", "seguro social", "social security")
_NO_AID_AT_ALL = re.compile(r"\b(?:not|never|wont|dont|do not|will not|not gonna|not going to)\s+(?:\w+\s+)?"
                            r"(?:doing|do|file|filing|fill|filling|apply|applying|want|need|bother with|bothering with)\s+"
                            r"(?:out\s+|for\s+|with\s+)?(?:any\s+|anything\s+|no\s+)?(?:of\s+(?:that|the|this)\s+)?financial aid\b"
                            r"|\bno\s+(?:\w+\s+)?(?:hacer|hacemos|hago|llenar|llenamos|lleno|pedir|pedimos|pido|solicitar|"
                            r"solicitamos|aplicar|aplicamos|quiero|queremos|necesito|necesitamos)\s+(?:a\s+|para\s+)?"
                            r"(?:nada de\s+|ningun\w*\s+)?(?:la\s+|el\s+)?(?:tramite\w*\s+de\s+)?(?:la\s+)?ayuda financiera\b")
_NO_THEN_NAMED = re.compile(r"\s*(?:no|nope|nah|nel)\s*[,.;:!]+\s*(?=(?:the |la |el )?(?:fafsa|one ?app|mhec one ?app)\b)")
_NEITHER = re.compile(r"\bni (?:la |el )?(?:fafsa|one ?app)\b.*\bni\b|\bneither (?:the )?(?:fafsa|one ?app)\b.*\bnor\b"
                      r"|^(?:no|nope|nah)?\s*(?:no )?(?:llene|hice|mande|presente) nada\b|\b(?:didnt|did not) (?:file|do|fill out) (?:anything|either)\b")
# (fix30c) neither application filed and none planned ("havent done either one and not planning to",
# "haven't filed any, and we won't"): none, read back; "haven't done either" alone is a "not yet", asked
_NEITHER_NOR_PLANNED = re.compile(r"\b(?:havent|have not|hasnt|has not|didnt|did not|not)\s+(?:\w+\s+)?(?:done|filed|file|do|"
                                  r"filled|fill|started|sent|submitted)\s+(?:out\s+)?(?:either|any|neither|anything)\b"
                                  r".*\b(?:not planning|not plan|dont plan|do not plan|no plans?|not going to|not gonna|wont|"
                                  r"will not|never will|dont intend|do not intend|not intending)\b")
_WONT_FILE = re.compile(r"\b(?:we|i|my family|my parents|they)\s+(?:dont|do not|wont|will not|never)\s+(?:do|file|fill|want)\b"
                        r"|\b(?:not going to|not gonna|no vamos a|no voy a|no la vamos a|no lo vamos a|no la voy a|nunca)\b"
                        r"|\bno\s+(?:la|lo)?\s*(?:hacemos|hago|llenamos|lleno|quiere|quieren|queremos|quiero)\b")


# (fix34b) not done so far, the perfect tense ("haven't filed", "no he llenado", "no la hemos hecho"):
# not yet, never "won't file"
_NOT_DONE_SO_FAR = re.compile(r"\b(?:havent|have not|hasnt|has not|no\s+(?:la\s+|lo\s+)?(?:he|hemos|ha|han))\b")
_FAFSA_DENIED = re.compile(r"\b(?:didnt|did not|not|never|wont|will not|dont|do not|no)\s+(?:\w+\s+){0,3}?(?:the\s+|la\s+|el\s+)?fafsa\b"
                           r"|\bno\s+(?:\w+\s+){0,2}?(?:hice|llene|mande|presente|hicimos|llenamos|hacer|llenar|voy a|vamos a)\s+"
                           r"(?:\w+\s+){0,2}?(?:la\s+|el\s+)?fafsa\b")
# The FAFSA denied after its name: "la fafsa no", "fafsa no puedo", "the fafsa? nope", "fafsa, can't"
# (never "la fafsa, no la one app": the "no" there denies what follows it)
_FAFSA_DENIED_AFTER = re.compile(r"\bfafsa\s*[,.!?;:-]*\s*(?:no|not|nope|nah|nel|never|nunca|cant|cannot|can not|couldnt)\b"
                                 r"(?!\s+(?:(?:the|la|el|a|an|una?)\s+)?(?:one|state|maryland|mhec|estatal|msfaa|otra|other|del estado|de maryland|dream)\b)"
                                 # Class (dev20, a wrong "not eligible"): "never" of the past or of knowing, the
                                 # filing to come said before it ("ill do the fafsa, never did one before", "voy a
                                 # hacer la fafsa, nunca la he hecho", "fafsa, no idea how"): no denial
                                 r"(?!\s+(?:i\s+|yo\s+)?(?:la\s+|lo\s+|una\s+|one\s+|it\s+)?(?:(?:have|has|he|ha|hemos|had)\s+)?"
                                 r"(?:did|done|filed|filled|had|made|hecho|hice|llene|llenado|presentado|presente|mande|mandado|"
                                 r"sure|idea|se como|sabia|seguro|segura|before|antes)\b)")
_OTHER_APP = ("one app", "oneapp", "msfaa", "mhec", "dream app", "dream act", "state one", "the state one", "state application",
              "la del estado", "solicitud estatal", "solicitud del estado", "la estatal", "la otra", "the other one",
              "maryland one", "la de maryland", "undocumented", "indocumentado", "indocumentada", "sin papeles",
              "no tengo papeles", "dont have papers")


def fafsa_denied(text: str) -> bool:
    """Return True when ``text`` names the FAFSA only to deny it ("la fafsa no", "not the fafsa")."""
    return bool(_FAFSA_DENIED_AFTER.search(fold(text)) or _FAFSA_DENIED.search(normalize(text)))


_NO_FAFSA = re.compile(r"\b(?:cant|cannot|can not|couldnt|unable to|not able to|no puedo|no pude|no podemos|no puede)\s+"
                       r"(?:\w+\s+){0,3}fafsa\b")
_NO_SSN = ("no ssn", "dont have an ssn", "dont have a social", "no social", "no social security", "without an ssn", "sin ssn",
           "no tengo seguro social", "sin seguro social", "no tengo social", "no tengo numero de seguro social", "no tengo ssn")
_FILED = re.compile(r"\b(?:filed|submitted|did|done|sent|ya la|ya lo|la mande|la hice|la llene|la envie|ya presente)\b")
_TO_FILE = re.compile(r"\b(?:going to|gonna|will|ill|i ll|we ll|plan to|planning to|about to)\s+(?:file|submit|send|fill|do it|do that)\b"
                      r"|\b(?:la|lo)\s+(?:voy|vamos)\s+a\s+(?:llenar|hacer|mandar|enviar|presentar)\b"
                      r"|\b(?:voy|vamos)\s+a\s+(?:llenarla|hacerla|mandarla|enviarla|presentarla)\b")


# a college degree named, in both languages, as a regex alternation (the words _ALREADY_HAVE and _DEGREE_HAD share; _DEGREE_WORDS and _DEGREE_NAMED above are other lists)
_COLLEGE_DEGREES = r"bachelors?|associates?|degree|titulo|licenciatura|asociado|masters?|maestria|ba|bs|aa|aas"
_ALREADY_HAVE = re.compile(r"\b(?:already|ya)\s+(?:get|got|have|had|receive|getting|receiving|(?:la\s+|lo\s+)?(?:tengo|recibo|"
                           r"tuve|recibi)|me\s+la\s+(?:dan|dieron|daban))\b"
                           # (a degree had already is no award had: "i already have a bachelors from UMD")
                           r"(?!\s+(?:an?\s+|my\s+|un\s+|una\s+|mi\s+|el\s+|la\s+)?(?:diploma|ged|" + _COLLEGE_DEGREES + r")\b)")
# Class (left25): the award's possession denied ("no la tuve antes", "nunca me la dieron", "i didn't
# get it last year", "never had it"): a first-time applicant; read as a renewal from its "la tuve" or
# "got it last year", the "no" before them unheard. Only the award (it, la, the scholarship…) and a
# verb of having or getting it straight after the negation ("no, ya la tengo" has a pause: not this)
_NOT_HAD_NEG = r"\b(?:no|never|nunca|didnt|did not|dont|do not|doesnt|havent|have not|hadnt|had not|nor|ni)\s+(?:(?:ever|yet|todavia|aun|he|ha|hemos|habia|have|has|had|been)\s+){0,2}"
_NOT_HAD = re.compile(_NOT_HAD_NEG + r"(?:me\s+|se\s+|te\s+)?(?:la|lo)\s+(?:(?:he|ha|hemos|habia|han|habian)\s+)?"
                      r"(?:tuve|tenia|tengo|tenido|tuvo|tiene|dieron|daban|dan|dado|gane|ganado|recibi|recibido|recibia)\b"
                      r"|" + _NOT_HAD_NEG + r"(?:get|got|gotten|getting|have|had|receive|received|win|won|tuve|tenia|tenido|recibi)\s+"
                      r"(?:it|the promise|the scholarship|the award|la beca|la promise|promise)\b")


def not_had(text: str) -> bool:
    """Return True when ``text`` denies having had the award (:data:`_NOT_HAD`, in one clause: "no, ya
    la tengo" is no denial) and says nothing of having it beside the denial."""
    t = re.sub(r"['\u2019]", "", fold(text))
    if not _NOT_HAD.search(t):
        return False
    rest = normalize(_NOT_HAD.sub(" ", t))
    return not _ALREADY_HAVE.search(rest) and not _HAD_IT.search(rest)


_DEGREE_HAD = re.compile(r"\b(?:already|ya)\s+(?:have|got|had|earned|tengo|tiene|saque|tuve)\s+(?:an?\s+|my\s+|un\s+|una\s+|mi\s+|el\s+)?"
                         r"(?:" + _COLLEGE_DEGREES + r")\b")
_NTH_YEAR = re.compile(r"\b(?:2nd|second|3rd|third|segundo|2do|2o|tercer|tercero|3er|3ro)\s+(?:year|ano|semester|semestre)\b")
_IN_HIGH_SCHOOL = ("high school", "hs", "highschool", "prepa", "preparatoria", "secundaria", "escuela", "grade", "grado")
# The twelfth grade said in Spanish, its number in figures or words before or after "grado" ("12
# grado", "12vo grado", "doceavo grado", "grado 12"): as "senior" (a newcomer's finding: "estoy en
# 12 grado" got an FAQ answer on dual enrollment, no first-time applicant)
_TWELFTH_ES = r"(?:(?:12|doce)\s*(?:vo|avo|o|mo)?\s+grado|grado\s+(?:12|doce)|doceavo|duodecimo)"
_SENIOR = re.compile(r"\b(?:senior|ultimo ano|last year of (?:high school|hs)|12th grade|grade 12|" + _TWELFTH_ES + r"|"
                     r"(?:junior|sophomore|freshman|11th grade|10th grade|9th grade)|(?:will|gonna|going to|to|se|me|va a|voy a)\s+"
                     r"gradu\w*|graduating|graduates|class of 20\d\d)\b")
_NOT_NOW = re.compile(r"\b(?:not|no|ya no|no soy|no es|no longer|ex)\s+(?:an?\s+|un\s+|una\s+)?(?:senior|estudiante)\b|\banymore\b")


# A student in the last year of high school now, said of oneself or of one's child ("I'm a
# senior at Bowie High", "my daughter is in 12th grade", "estoy en el último año de la prepa"):
# not a senior citizen, not a senior at a university, not one who was a senior once.
_SENIOR_NOW = re.compile(
    r"\b(?:(?:im|i am|i m|am|is|hes|shes|he is|she is|currently|now|soy|es|estoy|esta|cursa|va en|voy en)\s+"
    r"(?:a\s+|an\s+|un\s+|una\s+|in\s+|en\s+)?(?:(?:high school|hs)\s+)?(?:senior|12th grade\w*|twelfth grade|grade 12|"
    r"(?:el\s+)?(?:ultimo ano|cuarto ano|" + _TWELFTH_ES + r"))"
    r"|(?:senior|12th grader)\s+(?:at|in|en|de)\s+(?:\w+\s+){0,3}(?:high|hs|prepa|escuela|secundaria)\b"
    r"|(?:high school|hs)\s+senior"
    # "soy estudiante de último año", "I'm a student in my senior year": the student said first
    r"|(?:im|i am|i m|soy|es|hes|shes|he is|she is)\s+(?:an?\s+|un\s+|una\s+)?(?:estudiante|alumn[oa]|student)\s+"
    r"(?:de|del|en|in)\s+(?:el\s+|mi\s+|su\s+|my\s+|his\s+|her\s+|the\s+)?(?:ultimo ano|12 grado|grado 12|doceavo|12th grade|"
    r"twelfth grade|senior year|last year of (?:high school|hs)))"
    # "senior here", "estoy en 12 en Laurel High", "va en el 12", "está en su último año": the last
    # year said short, as texted (class: a senior's first message not read as one, the degree and
    # the graduation asked after it, two messages)
    # (and "senior at Parkside", "hola, senior en Largo" opening the message, as "I'm a senior at"
    # is: its "I'm" left out, as texted; class fix32i: the degree and graduation asked after it)
    r"|^(?:(?:hi|hey|hello|yo|ok|so|hola|oye|buenas|bueno|pues)\s+)*(?:(?:high school|hs)\s+)?senior\s+(?:here|at|in|en|de)\b"
    r"|\b(?:estoy|esta|voy|va|anda|ando)\s+en\s+(?:el\s+|mi\s+|su\s+)?(?:(?:12|doce)(?:\s*(?:vo|avo|o|mo))?(?:\s+grado)?"
    r"(?!\s*(?:creditos?|clases?|materias?|anos?|meses|mil|k|de promedio|porciento|por ciento)\b)|ultimo ano)\b")
_NOT_SENIOR_NOW = re.compile(r"\b(?:senior citizen|tercera edad|retired|jubilad[oa]|was a senior|fui senior|era senior|"
                             r"senior (?:at|in|en|de) (?:(?!high |hs )\w+ ){0,4}(?:college|university|univ|universidad)|college senior|"
                             r"(?:have|had|got|earned|tengo|tiene|saque|saco) (?:an? |un |una |mi |su )?(?:associates?|bachelors?|"
                             r"degree|titulo|ged)|ged|dropped|graduated|me gradue|se graduo)\b")


# A year of a school said with a university or a four-year college named after it ("senior at
# towson university", "a junior at UMD", "estudiante de la universidad de maryland"): a student of
# that college, no high school's senior (class, fix33n, a newcomer's finding: kept as a Maryland
# high school for "Towson" being a Maryland town, the degree concluded)
_YEAR_AT = re.compile(r"\b(?:senior|junior|sophomore|freshman|freshmen|student|estudiante)\s+(?:at|in|en|de|of)\s+"
                      r"(?:the\s+|la\s+|el\s+)?((?:\w+\s*){1,4})")
_UNIVERSITY_WORDS = re.compile(r"\b(?:university|univ|universidad|uni|state)\b")
# ... or where one studies now, in the present tense, said by the student ("I go to Towson
# University", "I attend UMBC", "I'm at Morgan State", "estoy en UMBC", "estudio en la universidad de
# Maryland"): a student of that university too (class fix35k: read as a Maryland high school for
# "Towson" being a town, its GPA kept as the high school's). Never a wish or a plan ("I want to go
# to", "I'm going to go to", "transfer to", "voy a"): the subject is right before the verb.
_ATTENDS_AT = re.compile(r"\b(?:i\s+(?:currently\s+|now\s+|already\s+)?(?:go\s+to|attend)|(?:im|i\s+am)\s+(?:currently\s+|now\s+)?at|"
                         r"(?:estoy|estudio)\s+(?:ahora\s+|ahorita\s+|ya\s+|actualmente\s+)?en)\s+"
                         r"(?:the\s+|la\s+|el\s+)?((?:\w+\s*){1,4})")


def at_university(norm: str) -> bool:
    """Return True when normalized ``norm`` says a year of school or a student "at" a university
    (:data:`_YEAR_AT`), or that the student goes to one now (:data:`_ATTENDS_AT`): a university's word ("university", "state") or a name of
    :data:`vocab.UNIVERSITIES` after it, with no high school's word and no school on MSDE's list
    ("senior at Towson" names Towson High as well: not this)."""
    from .schools import md_high_schools_named

    for m in (*_YEAR_AT.finditer(norm), *_ATTENDS_AT.finditer(norm)):
        rest = m.group(1)
        if m.re is _ATTENDS_AT and contains_any(" ".join(norm[m.start(1):].split()[:6]), _HS_WORDS):
            continue  # "estoy en el último año en Towson High": a grade at a high school
        if contains_any(rest, _HS_WORDS) or md_high_schools_named(rest, typos=False):
            continue
        if _UNIVERSITY_WORDS.search(rest) or contains_any(rest, vocab.UNIVERSITIES):
            return True
    return False


def senior_now(text: str) -> bool:
    """Return True when ``text`` says the student is in the last year of high school now
    (:data:`_SENIOR_NOW`), with nothing about a college, a degree or a diploma earned beside it
    (a senior is then finishing high school this school year, with no college degree yet:
    an inference, read back before it is kept)."""
    from .places import own

    t = fold(own(text))
    n = normalize(t)
    return bool(_SENIOR_NOW.search(n) or _senior_at_listed_school(n)) and not _NOT_SENIOR_NOW.search(n) and not _NOT_NOW.search(t) \
        and not at_university(n)


def _senior_at_listed_school(norm: str) -> bool:
    """Return True for "senior at" a school on MSDE's list of Maryland public high schools named
    without "High" ("senior at old mill", "senior at watkins mill, 3.0 gpa"): a high-school
    senior, as "senior at Old Mill High" is (class: the school's kind left out, as texted)."""
    from .schools import md_high_schools_named

    return any(md_high_schools_named(m.group(1)) for m in re.finditer(r"\bsenior\s+(?:at|in|en|de)\s+((?:\w+\s*){1,4})", norm))


def still_in_high_school(text: str, found, today) -> bool:
    """Return True when ``found`` (the facts read from ``text``) gives a high-school graduation
    still to come, its year said ("he graduates from Bowie High in June 2027", "se gradúa en junio 2027"), with
    nothing about a college, a degree or a diploma earned beside it: the student is in high school
    now, with no college degree yet, as a senior is (class, a newcomer's finding: the degree asked
    of a parent, whose own bachelor's was then taken as the student's)."""
    from .places import own

    if today is None or _NOT_SENIOR_NOW.search(normalize(fold(own(text)))):
        return False
    for vq, form in found:
        if vq.id == "hs_completion_date" and re.fullmatch(r"\d{4}-\d{2}", str(form.get(vq.id) or "")):
            if str(form[vq.id]) >= f"{today.year:04d}-{today.month:02d}" and str(form[vq.id])[:4] in numtext.in_digits(str(text)):
                return True
    return False


# A degree said in the first person ("I have a bachelors degree", "yo tengo licenciatura", "I got my
# associates"): when a parent or grandparent writes for the student, the writer's own (class, a
# newcomer's finding: read as the student's, a wrong "not eligible"). Said of the student ("he has
# none", "mi hijo no tiene", "she has an associate's"), or "none", it is the student's answer.
_OWN_DEGREE = re.compile(r"\b(?:i|ive|i ve|i d|myself|yo|tengo|saque|termine|obtuve|me gradue|my own|mi propi[oa])\b")
_DEGREE_WORD = re.compile(r"\b(?:bachelors?|associates?|masters?|doctorate|phd|degree|ba|bs|aa|as|licenciatura|asociado|"
                          r"maestria|doctorado|titulo|carrera)\b")
_STUDENT_SAID = re.compile(r"\b(?:he|she|they|him|her|his|their|hes|shes|el|ella|tiene|saco|termino|son|daughter|kid|child|"
                           r"hijo|hija|nieto|nieta|grandson|granddaughter|student|estudiante|none|ninguno|ninguna|nada|nothing)\b")
OWN_DEGREE_ASIDE = N_("That sounds like your own degree. This question is about the student: what is the highest college degree the student already has? A student still in high school usually has none yet.")


def writers_own_degree(text: str) -> bool:
    """Return True when ``text`` tells a degree in the first person only (:data:`_OWN_DEGREE`)."""
    n = normalize(fold(str(text)))
    return bool(_DEGREE_WORD.search(n) and _OWN_DEGREE.search(n) and not _STUDENT_SAID.search(n))


def senior_facts(flow, state, today) -> list:
    """Return ``[(question, form)]`` for what a student in the last year of high school
    (:func:`senior_now`) has not yet answered and what that year means: no college degree yet,
    finishing high school in June of this school year (the usual month). Inferred, so read back
    before they are kept, like every fact said beyond the question."""
    if today is None:
        return []
    year = today.year + (1 if today.month >= 7 else 0)
    out = []
    for qid, value in (("prior_degree", "none"), ("hs_completion_date", f"{year:04d}-06")):
        q = flow.question(qid)
        if q is not None and not state.answered(q):
            out.append((q, {qid: value}))
    return out


# The award itself had before ("I got the Promise last year", "me dieron la beca el año pasado")
_HAD_IT = re.compile(r"\b(?:got|had|received|won|was awarded|recibi|me dieron|gane|tuve|me gane|obtuve)\s+"
                     r"(?:it|the promise|the scholarship|the award|the promise scholarship|la beca|la promise|la beca promise|la)\s+"
                     r"(?:\w+\s+){0,4}(?:last year|last semester|last fall|last spring|el ano pasado|el semestre pasado|"
                     r"this year|este ano|in the fall|en el otono)\b"
                     # Class (dev15): the award received since a time past, the present said ("desde el
                     # año pasado me la dan en Montgomery", "I've been getting it since last fall")
                     r"|\b(?:desde|since)\s+(?:el\s+|la\s+|last\s+)?(?:ano pasado|semestre pasado|year|fall|spring|semester|"
                     r"otono|primavera|\d{4})\b(?:\s+\w+){0,3}?\s+(?:me la dan|me la estan dando|me la pagan|la recibo|"
                     r"la tengo|i get it|i have it|ive had it|i ve had it|ive been getting it|i ve been getting it)\b"
                     r"|\b(?:me la dan|me la estan dando|me la pagan|la recibo|ive had it|i ve had it|ive been getting it|"
                     r"i ve been getting it)\s+(?:\w+\s+){0,4}?(?:desde|since)\s+(?:el\s+|la\s+|last\s+)?"
                     r"(?:ano pasado|semestre pasado|year|fall|spring|semester|otono|primavera|\d{4})\b")


def _read_applicant_type(q, text, norm, lang, state, today) -> Reading:
    """First time or renewing: "I already get it", "my 2nd year" (not of high school) are a
    renewal; a student still in high school ("senior", "se gradúa en junio", a parent speaking:
    "mi hija está en el último año") is new; "not a senior anymore" is neither by itself."""
    from .places import own
    from .places import place_names_out

    own_norm = normalize(place_names_out(_NOT_NOW.sub(" ", fold(own(text)))))  # "New York" is no "new"
    if not own_norm:
        return Reading()  # "crecí en Nueva York", "I was born in Mexico": asides
    if not_had(own(text)):
        return Reading(form={q.id: "new"})  # "no la tuve antes", "i didn't get it last year": never had it
    text = norm = own_norm
    if _DEGREE_HAD.search(own_norm):
        # "i already have a bachelors from UMD": a degree had, not the award (the degree is asked);
        # what else the message says is still read, only when it is clear ("first time, I already
        # have a bachelor's": new; a newcomer's finding: read back as renewing)
        rest = normalize(_DEGREE_HAD.sub(" ", own_norm))
        reading = _read_choice(q, rest, rest, lang, state, today) if rest else Reading()
        return reading if reading.form else Reading()
    in_hs = contains_any(own_norm, _IN_HIGH_SCHOOL)
    if _ALREADY_HAVE.search(own_norm) and not contains_any(own_norm, _NEGATION[:8]) and not in_hs:
        return Reading(form={q.id: "renewal"})
    if _HAD_IT.search(own_norm) and not contains_any(own_norm, _NEGATION[:8]) and not in_hs:
        return Reading(form={q.id: "renewal"})  # "I got the Promise last year at Chesapeake" (class, dev5)
    if _NTH_YEAR.search(own_norm) and not in_hs and contains_any(own_norm, ("it", "la", "beca", "award", "scholarship", "promise")):
        return Reading(form={q.id: "renewal"})  # "this would be my 2nd year (with it)"
    if (_SENIOR.search(own_norm) or senior_now(own_norm)) and not _NOT_NOW.search(fold(text)):
        return Reading(form={q.id: "new"})  # ("estoy en 12 en …", the last year said short: senior_now)
    if _NTH_YEAR.search(own_norm) and in_hs:
        return Reading(form={q.id: "new"})  # "my second year of high school": not renewing anything
    if _NOT_NOW.search(fold(text)):
        norm = normalize(re.sub(r"\bsenior\b", " ", own_norm))
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form is None and reading.options and (contains_any(own_norm, _DEGREE_WORDS + _IN_HIGH_SCHOOL + ("ged", "diploma"))
                                                     or re.search(r"\b(?:" + _COLLEGE_DEGREES + r")\b", own_norm)):
        # Class (a newcomer's finding): a degree or a high school told at this question ("I have a
        # bachelor's from El Salvador", "went to high school in Virginia but I live in Rockville")
        # got "Did you mean one of these?" with one unrelated choice ("I have" near "I have the
        # award now"): facts for other questions, no guess at this one
        return Reading()
    return reading


def _read_enrolled(q, text, norm, lang, state, today) -> Reading:
    """Already at a community college? Dual enrollment in high school is asked back with what the
    law leaves open (the question's hint); classes taken once and left ("tomé clases en 2018
    pero las dejé") are asked back: now?"""
    if _dual(norm):
        return Reading(problem=Msg.of(q.hint), options=("true", "false"))
    if _LEFT.search(norm) and _leading_yes_no(q, norm, options_for(q, state, today)) is None:
        return Reading(problem=Msg.of(q.question), options=("true", "false"))
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form is None and not reading.unsure and _AT_COLLEGE_NOW.search(norm) and not contains_any(norm, _NEGATION) \
            and pick(normalize(norm[_AT_COLLEGE_NOW.search(norm).end():]), _college_options(), exact_only=True).value:
        return Reading(form={q.id: "true"})  # "estoy en Allegany ahorita, segundo semestre" (class, dev5)
    return reading


# At a college now, said instead of yes ("estoy en Allegany ahorita", "I'm at Howard this semester")
_AT_COLLEGE_NOW = re.compile(r"\b(?:estoy en|estoy estudiando en|estudio en|voy a|voy al|tomo clases en|im at|i am at|i go to|"
                             r"i attend|im taking classes at|i take classes at|im studying at)\s+(?:el\s+|la\s+|the\s+)?")


# At a college now, said beside other facts (:func:`at_college_now`): enrolled or a year or term
# there ("I'm already enrolled at CCBC", "a student at Montgomery College", "second year at AACC",
# "segundo semestre en el college"), besides :data:`_AT_COLLEGE_NOW`'s forms
_ENROLLED_AT = re.compile(r"\b(?:enrolled (?:at|in)|(?:a )?student (?:at|in)|(?:first|second|third|1st|2nd|3rd|freshman|sophomore)\s+"
                          r"(?:year|semester|term)\s+(?:at|in)|inscrit[oa] en|(?:primer|segundo|tercer)\s+(?:ano|semestre)\s+(?:en|del?))"
                          r"\s+(?:the\s+|el\s+|la\s+)?")
# "already", "now" beside the verb ("I already take classes at", "ya estudio en"): dropped before the match
_NOW_WORDS = re.compile(r"\b(?:already|currently|now|right now|ya|ahora|actualmente)\b")
_GENERIC_COLLEGE = ("community college", "the community college", "college", "colegio comunitario", "cc")


def at_college_now(text: str) -> bool:
    """Return True when ``text`` says the student is at a community college now, the college
    named right after its verb ("I take classes at CCBC", "I'm already enrolled at Montgomery
    College", "ya estudio en el college"), with nothing of high school, dual enrollment or a start
    to come beside it (class, fix34c: "gpa 2.4" said by such a student is not the high school's)."""
    from .places import own

    t = normalize(fold(own(text)))
    if not t or _FUTURE_START.search(t) or senior_now(text) or _dual(t) or contains_any(t, _IN_HIGH_SCHOOL) \
            or _LEFT.search(t) or contains_any(t, _NEGATION[:8]):
        return False
    t = " ".join(_NOW_WORDS.sub(" ", t).split())
    # (a college's own name, never a town or county alone: "I go to Howard High", "Salisbury" may be another school)
    names = sorted({n for ns in _college_names().values() for n in ns if len(n) >= 3 and n not in vocab.COLLEGE_NOT_ALONE}
                   | set(_GENERIC_COLLEGE), key=len, reverse=True)
    for m in (*_AT_COLLEGE_NOW.finditer(t), *_ENROLLED_AT.finditer(t)):
        if m.group(0).startswith("voy "):
            continue  # "voy a CCBC": also where one is going to go, no more
        after = t[m.end():]
        name = next((n for n in names if after == n or after.startswith(n + " ")), None)
        if name and not at_university(t) and not re.match(r"\s*(?:high|hs|middle|prep|academy|university|univ|state|"
                                                          r"secundaria|prepa|universidad)\b", after[len(name):]):
            return True
    return False


def _tuition_year(state) -> int | None:
    """Return a year's in-county tuition and fees, full time, at the student's college (else the
    lowest of all colleges'), from the colleges' sourced figures; None when none is known."""
    colleges = load_directory().colleges
    chosen = colleges.get(str(state.answers.get("college")))
    figures = [c.tuition.year(12) for c in ([chosen] if chosen else colleges.values()) if c and c.tuition]
    figures = [f for f in figures if f]
    return min(figures) if figures else None


# Part of the cost paid ("some of it", "part of it", "sí, una parte", "algo", "half"): no full cost
_PART_PAID = re.compile(r"\b(?:some of (?:it|that|them|the cost|my costs?|the costs?)|part of (?:it|that|the cost|my costs?|the costs?)|"
                        r"partly|partially|parcialmente|(?:una|solo una|nomas una|en) parte|parte de (?:eso|ello|los costos|el costo)|"
                        r"(?:yes|yeah|yep|si|sip)\s+(?:some|algo|un poco|a little|a bit|half)|a little bit|half of it|"
                        r"la mitad|not all of it|no todo)\b|^(?:some|algo|un poco|a little|a bit|half|part)$")
# A guess said instead of a yes ("yeah probably", "I think so", "creo que sí", "tal vez")
_HEDGE_YES = re.compile(r"\b(?:probably|prob|probs|maybe|perhaps|possibly|likely|i think so|i think|i believe so|i guess|guess so|"
                        r"probablemente|creo que si|creo|tal vez|quizas|quiza|a lo mejor|supongo|posiblemente)\b")
_TUITION_ONLY = re.compile(r"\b(?:cover|covers|covered|pays|pay|paid|pagan|paga|cubre|cubren|cubierta|cubierto)\b.*"
                           r"\b(?:tuition|matricula|colegiatura|fees|cuotas)\b|\b(?:tuition|matricula)\b.*\b(?:covered|cubierta|pagada)\b")
_SMALL_AID = re.compile(r"\b(?:small|little|tiny|pequena|pequenita|chiquita|chica)\s+(?:scholarship|grant|one|beca|becas|ayuda)\b"
                        r"|\b(?:scholarship|grant|beca|ayuda)\s+(?:small|pequena|chiquita|chica)\b")
_LIVING_COSTS = ("housing", "room", "board", "books", "food", "living", "rent", "transportation", "vivienda", "renta", "libros",
                 "comida", "transporte", "alojamiento", "everything else", "todo lo demas", "full cost", "costo total")


# The other-aid page's two yes/no answers (foster care or homelessness; SSI or SSDI) said as a
# fact instead of a yes or no (class: a fact instead of yes or no, for a field asked without a
# page of its own): "I was in foster care from 12 to 18", "I get SSDI since my injury". Someone
# else's benefit ("my mom gets SSI", "mi abuelo recibe") is an aside, never the student's yes; a
# child's, said by the parent writing ("mi niña recibe el SSI"), is the student's. A family
# homeless together ("estuvimos sin casa") is not clearly the student's own case: asked back.
_AID_NAMED = {"foster_care_or_homeless": re.compile(r"\b(?:foster|aged out|hogar de crianza|hogar temporal)\b"),
              "ssi_ssdi": re.compile(r"\b(?:ssi|ssdi|disability (?:check|benefits?)|social security (?:check )?for (?:my|his|her) "
                                     r"(?:disability|condition)|seguro social por (?:mi|su) (?:discapacidad|condicion))\b")}
_ON_MY_OWN = re.compile(r"\b(?:couch surfing|couchsurfing|homeless|shelter|kicked me out|put me out|threw me out|sin hogar|"
                        r"en la calle|en un refugio|me corrieron|me echaron|me sacaron de la casa)\b")
_ALL_OF_US = re.compile(r"\b(?:we|were|estuvimos|vivimos|viviamos|nos quedamos|nosotros|my family and i|mi familia y yo)\b")
_KIN_SUBJECT = re.compile(r"\b(?:my|mi|mis)\s+(?:mom|mother|dad|father|mama|papa|madre|padre|parents|papas|padres|stepdad|stepmom|"
                          r"grand\w*|abuel\w*|brother|sister|herman[oa]s?|aunt|uncle|tia|tio|cousin|prim[oa]s?)\b")
_AID_NOT = re.compile(r"\b(?:not|never|nunca|dont|didnt|doesnt|wasnt|no|ni|neither|none|ninguno|ninguna)\b")


def _read_other_aid(q, text, norm, lang, state, today) -> Reading:
    lead = _leading_yes_no(q, norm, options_for(q, state, today))
    if lead is not None:
        return Reading(form={q.id: lead})
    if q.id == "foster_care_or_homeless" and _ON_MY_OWN.search(norm) and not _AID_NAMED[q.id].search(norm):
        return Reading() if _ALL_OF_US.search(norm) else Reading(form={q.id: "true"}, confirm=True)
    named = _AID_NAMED[q.id].search(norm)
    if named and q.id == "ssi_ssdi" and _family_clause(norm):
        return Reading()  # "we are on SSI": the family's, not plainly the student's (fix31c)
    if named and _KIN_SUBJECT.search(norm) and not _FIRST_PERSON.search(_KIN_SUBJECT.sub(" ", norm)):
        return Reading()  # "my mom gets SSI": hers, not the student's
    if named and _AID_NOT.search(norm):
        return Reading(form={q.id: "false"}) if _FIRST_PERSON.search(norm) else Reading()
    if named:
        return Reading(form={q.id: "true"})
    return _read_choice(q, text, norm, lang, state, today)


def aid_amount_said(text: str, lang: str) -> bool:
    """Return True when ``text`` names an amount of aid (a figure, "$500", "1000 de beca") and no
    words of everything paid ("full ride", "covers everything", "beca completa"): an amount is no
    sign that the full cost of attendance is covered (class, a newcomer's finding, fixA: "yes i get
    a 500 grant" confirmed "Other aid covers full cost: Yes", a $0 award, unasked)."""
    norm = normalize(text)
    if contains_any(norm, vocab.YESNO_WORDS["full_cost_scholarship"]["true"]) or contains_any(norm, _LIVING_COSTS):
        return False
    digits = numtext.in_digits(fold(text), lang)
    return any(parse_number(a.raw, "money", lang).value for a in amounts(digits))


def full_cost_doubted(text: str) -> bool:
    """Return True when ``text``, said to the read-back of other aid paying the full cost, says only
    part of it is paid ("yes, some of it", "sí, una parte") or guesses ("yeah probably", "creo que
    sí"), and names nothing that pays everything ("full ride")."""
    norm = normalize(text)
    if contains_any(norm, vocab.YESNO_WORDS["full_cost_scholarship"]["true"]):
        return False
    return bool(_PART_PAID.search(norm)) or bool(_HEDGE_YES.search(norm) and not re.search(r"\b(?:not|no|nope|nah)\b", norm))


# A grant or scholarship named ("Pell", "MSAP", "a scholarship", "la beca Pell")
_GRANT_NAMED = re.compile(r"\b(?:pell|msap|grants?|scholarships?|becas?|ayudas?|financial aid|award|waiver|guaranteed access|"
                        r"ga grant|hope|fafsa money|state aid|county aid)\b")


def _read_full_cost(q, text, norm, lang, state, today) -> Reading:
    """Does other aid pay the full cost of attendance? An amount named ("just $500 from my
    church") smaller than a year's tuition and fees alone cannot: "no", read back; a larger
    one is asked about. Words for everything paid ("a full ride, covers everything") are yes."""
    lead = _leading_yes_no(q, norm, options_for(q, state, today))
    if lead == "false":
        return Reading(form={q.id: lead})  # "no, I only have a small scholarship": a plain no
    if _PART_PAID.search(norm) and not contains_any(norm, vocab.YESNO_WORDS[q.id]["true"]):
        # "yes, some of it", "part of it", "sí, una parte": part of the cost paid is no full cost
        # paid: "no", read back (class, a newcomer's finding: its "yes" read back as full cost)
        return Reading(form={q.id: "false"}, confirm=True)
    if _HEDGE_YES.search(norm) and not re.search(r"\b(?:not|no|nope|nah)\b", norm) \
            and not contains_any(norm, vocab.YESNO_WORDS[q.id]["true"]):
        # "yeah probably", "creo que sí", "probablemente": a guess at a ruling-out answer: asked
        # again with what full cost is, never a "yes" read back from a hedge (a newcomer's finding)
        return Reading(problem=Msg.of(q.hint), options=("true", "false"))
    if (_TUITION_ONLY.search(norm) or _SMALL_AID.search(norm)) and not contains_any(norm, _LIVING_COSTS):
        # "Pell covers my tuition", "una beca chiquita": the cost of attendance is more than tuition
        return Reading(form={q.id: "false"}, confirm=True)
    if lead == "true" and (contains_any(norm, ("pell", "beca", "becas", "scholarship", "scholarships", "grant", "grants", "ayuda",
                                                "financial aid")) and not contains_any(norm, vocab.YESNO_WORDS[q.id]["true"])
                           or aid_amount_said(text, lang)):
        # "sí, tengo una beca", "yes, pell": aid, but the full cost? asked, with what that cost is
        return Reading(problem=Msg.of(q.hint), options=("true", "false"))
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form == {q.id: "true"} and _GRANT_NAMED.search(norm) and not contains_any(norm, vocab.YESNO_WORDS[q.id]["true"]) \
            and not contains_any(norm, _LIVING_COSTS):
        # "I have Pell", "I got MSAP", "tengo la beca Pell": aid named, not said to pay everything;
        # never a "yes" to full cost (a truthful "yes" to it ruled the student out: class, a
        # newcomer's finding): whether it covers the full cost is asked, with what that cost is
        return Reading(problem=Msg.of(q.hint), options=("true", "false"))
    money = re.search(r"\b(?:dollars?|dolares?|bucks|usd)\b", fold(text))
    found = [parse_number(a.raw, "money", lang).value for a in amounts(text) if a.strong or money]
    found = [v for v in found if v]
    if reading.form is None and not reading.unsure and found:
        year = _tuition_year(state)
        if year and max(found) < year:
            return Reading(form={q.id: "false"}, confirm=True)
    return reading


DREAM_ACT_ASK = N_("You may still get in-state tuition through the Maryland Dream Act if you went to and graduated from a Maryland high school (or earned a Maryland GED) and you or your parents filed Maryland taxes for the last 3 years. Your college can tell you. Do you qualify for in-state tuition?")
_NO_PAPERS = ("undocumented", "no papers", "dont have papers", "without papers", "not a citizen", "not a us citizen", "daca",
              "dreamer", "tps", "asylum", "no tengo papeles", "sin papeles", "indocumentado", "indocumentada", "no soy ciudadano",
              "no soy ciudadana", "no tengo documentos", "sin documentos", "asilo", "no tengo estatus", "no status")
# (fix37f) what an aside may say beside the fact it tells ("I'm not married", "yo no tengo papeles todavía")
_ASIDE_FILLER = frozenset(("i", "im", "am", "m", "we", "were", "are", "yo", "me", "soy", "estoy", "but", "and", "pero", "y",
                           "yet", "still", "todavia", "aun", "ok", "so", "asi", "que", "tho", "though", "btw", "ever",
                           "have", "been", "he", "sido"))
PAPERS_QUESTIONS = ("in_state_tuition", "dream_act", "aid_application")  # the questions immigration status bears on


def aside_only(text: str) -> str | None:
    """Return what ``text`` tells when it tells only a fact about the student that answers no
    question but its own (fix37f, a newcomer's finding): "papers" for an immigration status ("I
    don't have papers", "no tengo papeles", "I'm undocumented"), "unmarried" for a marriage denied
    ("not married", "no estoy casada"); None for anything else (an answer said with it, a question)."""
    if "?" in text:
        return None
    norm = normalize(fold(text))
    if not norm or not re.search(r"[a-z]", norm):
        return None
    found = [p for p in _NO_PAPERS + _NO_SSN if re.search(r"\b" + re.escape(p) + r"\b", norm)]
    kind = "papers" if found else None
    rest = norm
    for p in sorted(found, key=len, reverse=True):
        rest = re.sub(r"\b" + re.escape(p) + r"\b", " ", rest)
    if kind is None and _NOT_MARRIED.search(norm) and not _SPOUSE_DENIED_ANY.search(norm):
        kind, rest = "unmarried", _NOT_MARRIED.sub(" ", norm)
    words = rest.split()
    if words and words[0] in vocab.NO_WORDS and kind == "papers":
        words = words[1:]  # "no, I don't have papers": the status, its "no" with it
    return kind if kind is not None and all(w in _ASIDE_FILLER for w in words) else None


# (a spouse denied, "no wife", is the household's: never taken as an aside)
_SPOUSE_DENIED_ANY = re.compile(r"\b(?:wife|husband|spouse|esposa|esposo|marido|mujer)\b")


# What speaks for in-state tuition after a "no" said apart ("nope im a citizen", "no, soy
# ciudadana", "nah I was born here"): the "no" is no answer then (a newcomer's finding), asked back
_IN_STATE_FACT = re.compile(r"\b(?:(?:im|i am|i m|were|we are|soy|somos)\s+(?:a\s+|an\s+|un\s+|una\s+)?(?:us\s+|u s\s+|american\s+)?"
                            r"(?:citizens?|ciudadan[oa]s?|(?:maryland|md)\s+residents?|residents?\s+(?:of|in)\s+(?:maryland|md)|"
                            r"residentes?\s+de\s+maryland)|(?:i was|we were)?\s*born here|naci aqui|"
                            r"nacimos aqui|green card|permanent resident|residente permanente)\b")
# A recent move said with a yes ("yes but we just moved from virginia 6 months ago", "sí, pero
# llegamos hace 4 meses"): in-state tuition asks for months of living here, so not sure, read back
_JUST_MOVED = re.compile(r"\b(?:just|recently|only)\s+(?:moved|came|got here|arrived)\b|\b(?:recien|acabamos de|acabo de)\s+"
                         r"(?:nos\s+)?(?:mudamos|mudarnos|mudarme|mude|llegamos|llegar|llegue)\b")


def _read_in_state(q, text, norm, lang, state, today) -> Reading:
    """In-state tuition: "no tengo papeles", "I'm undocumented", "no tengo seguro social" is no
    "no" (the Maryland Dream Act may give in-state tuition): it is asked back with what the Dream
    Act asks for (dev26: a missing SSN said with a question was read back as "In-state: No")."""
    if _from_here_said(text, norm):
        return Reading(form={q.id: "yes"}, confirm=True, guess=True)  # (inferred: read back even when short)
    apart = _NO_APART.match(fold(text))
    if apart is not None and not _CORRECTION_LEAD.match(normalize(apart.group("rest"))) \
            and (no_then_yes(text) is not None or _IN_STATE_FACT.search(normalize(apart.group("rest")))):
        # "nope im a citizen so yes", "no, soy ciudadano así que sí": a "no" and a yes, asked back
        # (its "no, soy ciudadano" is no "no soy ciudadano": never the Dream Act's question)
        return Reading(problem=Msg.of(YES_AND_NO_ASK), options=("yes", "no"))
    reading = _read_choice(q, text, norm, lang, state, today)
    if (reading.form or {}).get(q.id) == "yes" and "?" not in text:
        lived = _months_lived(numtext.in_digits(norm, lang))
        months = _domicile_months(today)
        if months is not None and (lived is not None and lived < months or lived is None and _JUST_MOVED.search(norm)):
            # a yes said with a move too recent for it ("yes but we only got here 2 months ago", "yes
            # but just moved"): not sure, read back with what decides it (a newcomer's finding: "yes
            # but just moved from virginia 6 months ago" was kept as a yes, unasked)
            return Reading(form={q.id: "unsure"}, confirm=True, note=Msg.of(LIVED_NOTE, months=months))
        if months is not None and lived is not None:
            # a yes with the months since a move (as many as the policy's, or more): read back with
            # what decides it, never kept unasked
            return Reading(form={q.id: "yes"}, confirm=True, note=Msg.of(LIVED_NOTE, months=months))
    # (a "not sure" said with it stands: "no sé, tengo TPS" is unsure, the contract's value; class, dev4, dev5)
    said_yes = bool(norm.split()) and norm.split()[0] in vocab.YES_WORDS
    if reading.form == {q.id: "no"} and _others_no(text, norm):
        # Class (a newcomer's wrong "not eligible"): a "no" said of someone else or of something else
        # ("my dad makes 900 a week and my mom doesn't work", "we're not rich, my mom makes 40k", "mi
        # mamá no tiene papeles pero yo nací aquí"), read back as "In-state tuition: No" beside the
        # income, and the "yes" to the income confirmed it: no answer, the rest read as it says
        reading = _read_choice(q, text, _RELATIVE_NO.sub(" ", norm), lang, state, today) if _RELATIVE_NO.search(norm) else Reading()
        if reading.form == {q.id: "no"}:
            reading = Reading()
    if dream_act_said(text) and (reading.form or {}).get(q.id) in (None, "yes") and not _PLAN.search(norm) \
            and not re.search(r"\bhope\w*", norm) \
            and not contains_any(norm, vocab.UNSURE):
        # Class: the in-state tuition had through the Maryland Dream Act ("through the dream act",
        # "califico por la ley dream", "i have daca, i get in state thru the dream act"): a yes (read
        # back when no "yes" was said), never the Dream Act's conditions asked of a Dreamer who
        # says they are met; the Dream Act itself is taken beside it (_volunteer_dream_act)
        return reading if said_yes and reading.form else Reading(form={q.id: "yes"}, confirm=True)
    if contains_any(norm, _NO_PAPERS + _NO_SSN) and ((reading.form or {}).get(q.id) not in ("yes", "unsure")
                                           or ((reading.form or {}).get(q.id) == "yes" and not said_yes)):
        # (a "yes" only when said: "i'm undocumented, i have daca" is a status, not a yes)
        return Reading(problem=Msg.of(DREAM_ACT_ASK), options=("yes", "no", "unsure"))
    if reading.form == {q.id: "no"} and "?" in text and contains_any(norm, _HEDGED_NO):
        # Class: a "no" hedged and asked back ("we only moved here in August so probably not yet?",
        # "creo que no todavía?"): the student doesn't know, the contract's "not sure" (read back: asked)
        return Reading(form={q.id: "unsure"})
    if _LIFELONG.search(norm) and not reading.unsure and not contains_any(norm, vocab.UNSURE) and not _STATED_NO.match(norm):
        from .places import foreign_place

        rest = re.sub(r"\b(?:en |in )?(?:otro estado|otro lado|otra parte|another state|other state|any other state)\b", " ",
                      _LIFELONG.sub(" ", norm))
        if not foreign_place(rest):
            # Class: a lifetime in Maryland told instead of yes ("I was born in Salisbury and never
            # lived anywhere else": its "never" is no "no"): yes, read back (inferred)
            return Reading(form={q.id: "yes"}, confirm=True)
    lived = _months_lived(numtext.in_digits(norm, lang)) if reading.form is None else None  # (over a fuzzy guess)
    months = _domicile_months(today)
    if lived is not None and months is not None and lived >= months and not contains_any(norm, vocab.UNSURE) and "?" not in text:
        # Class (a newcomer's finding): how long one has lived here said instead of yes ("I moved
        # here from Virginia 2 years ago", "llevo 4 años viviendo aquí"; it got the FAQ on the GPA
        # waiver): as long as the domicile the colleges ask for (policy.yaml, in_state_domicile_months)
        # or longer is a yes, read back with what decides it
        return Reading(form={q.id: "yes"}, confirm=True, note=Msg.of(LIVED_NOTE, months=months))
    if reading.form is None and not reading.options and _BORN_HERE.search(norm) and not contains_any(norm, vocab.UNSURE):
        from .places import foreign_place
        from .places import towns_in

        if not foreign_place(text) and (not re.search(r"\b(?:in|en|at)\b", norm) or towns_in(text)
                                        or contains_any(norm, ("maryland", "md", "aqui", "here", "hospital", "hopkins"))):
            # Class: born here said instead of yes ("ella nació aquí en Easton", "I was born in
            # Maryland"): in-state tuition follows where one has lived, so a yes read back (inferred)
            return Reading(form={q.id: "yes"}, confirm=True,
                           note=Msg.of(BORN_HERE_NOTE, months=months) if months is not None else None)
    return reading


# Being from elsewhere denied ("I'm not from another state", "not out of state", "no soy de otro
# estado"), or home said to be here after a "no" that is no answer ("nah I'm from here", "no
# problem, I live here"): a yes to the in-state question, read back (class, a newcomer's finding:
# each read back as "In-state tuition: No", a wrong "not eligible")
_ELSEWHERE = r"(?:out of state|out of maryland|out of md|outside (?:of )?(?:maryland|md|the state)|(?:an)?other state|a different state|" \
             r"somewhere else|elsewhere|otro estado|otros estados|fuera del estado|fuera de maryland|otro lado|otra parte)"
_NOT_ELSEWHERE = re.compile(r"\b(?:not|no|never|nunca|arent|isnt|wasnt|werent)\b(?:\s+(?:from|de|somos|soy|really|even|originally|"
                            r"an|a|un|una|student|estudiante|resident|residente|living|live|vivo|vivimos|ni))*\s+" + _ELSEWHERE + r"\b")
_FROM_HERE = re.compile(r"\b(?:(?:im|i am|were|we are|soy|somos)\s+(?:from|de)\s+(?:here|right here|aqui|aca|maryland|md)|"
                        r"(?:i|we)\s+(?:live|lives|living|stay)\s+(?:right\s+)?(?:here|in maryland|in md)|"
                        r"(?:vivo|vivimos)\s+(?:aqui|aca|en maryland)|im local|soy local|(?:a\s+)?maryland resident|residente de maryland)\b")
_NO_FILLER = re.compile(r"^\W*(?:no problem|no worries|no doubt|no prob|no hay problema|sin problema|no no|nah|nope|naw|no)\b[\s,.!;:-]*")


def _from_here_said(text: str, norm: str) -> bool:
    """Return True when ``text`` denies being from another state, or says home is here after no
    other "no" than one opening it ("nah I'm from here": its "nah" no answer of its own), with no
    doubt, question, or status the Dream Act would decide."""
    if "?" in text or contains_any(norm, vocab.UNSURE) or contains_any(norm, _NO_PAPERS + _NO_SSN) or _HEDGED_RE.search(norm):
        return False
    if _NOT_ELSEWHERE.search(norm):
        rest = _NOT_ELSEWHERE.sub(" ", norm)
        return not re.search(r"\b(?:not|no|dont|doesnt|dont qualify|never|nunca|but|pero)\b", _NO_FILLER.sub("", rest))
    if _FROM_HERE.search(norm) and _NO_FILLER.match(norm) and _NO_FILLER.match(norm).end():
        # (only after a "no" opening it: "yes, I live here" is the plain yes it says)
        rest = _NO_FILLER.sub("", norm)
        return not re.search(r"\b(?:not|no|dont|doesnt|never|nunca|but|pero|used to|moved|mudamos|just|recien)\b", rest)
    return False


_HEDGED_RE = re.compile(r"\b(?:maybe|probably|think|guess|creo|quizas|tal vez|supongo|probablemente)\b")


# (fix36a, a newcomer's finding) the words around a home said to be in Maryland and nothing more
# ("yes I live in Maryland", "sí, vivo en Maryland", "we live in MD"): a yes or an "ok", "here", "too"
_HOME_FILLER = re.compile(r"\b(?:" + "|".join(w for w in vocab.YES_WORDS if " " not in w) + r"|si|ok|okay|well|um|uh|pues|bueno|"
                          r"so|i|we|yo|too|also|tambien|now|ahora|right now|all my life|toda mi vida|the state of|el estado de|"
                          r"of|de)\b")


def maryland_home_only(text: str) -> bool:
    """Return True when ``text`` only says the home is in Maryland (:data:`_FROM_HERE`, "yes I live
    in Maryland", "sí, vivo en Maryland"), a yes before it and no question, town or ZIP code: a
    statement, never a question the FAQ answers (it was answered "Usually not…", the FAQ of homes
    outside Maryland, at the ZIP code question)."""
    norm = normalize(text)
    if "?" in text or re.search(r"\d", norm) or not _FROM_HERE.search(norm) or contains_any(norm, vocab.UNSURE):
        return False
    return not _HOME_FILLER.sub(" ", _FROM_HERE.sub(" ", norm)).split()


# A negation whose subject is a relative ("my mom doesn't work", "mi amá no trabaja", "mi mamá no
# tiene papeles"), to the end of its clause
_RELATIVE_NO = re.compile(
    r"\b(?:my|mi|mis|his|her|su|sus|our|nuestra|nuestro|la|el)\s+(?:\w+\s+)?(?:mom|mother|mama|mami|ama|madre|dad|father|papa|papi|"
    r"apa|padre|parents|padres|papas|brother|sister|hermano|hermana|grandma|grandpa|abuela|abuelo|aunt|uncle|tia|tio|stepdad|"
    r"stepmom|padrastro|madrastra|husband|wife|esposo|esposa)s?\b(?:\s+\w+){0,2}?\s+(?:no|not|doesnt|dont|didnt|isnt|wont|cant|"
    r"never|nunca|tampoco)\b[^,.;!?]*")
# What a "no" to the in-state question is said about: residence, tuition, status, the state
_RESIDENCY_SAID = ("in state", "instate", "tuition", "resident", "residency", "residente", "residencia", "live", "lived", "living",
                   "moved", "move", "maryland", "md", "state", "estado", "matricula", "vivo", "vivimos", "vivir", "mudamos",
                   "mude", "aqui", "here", "qualify", "qualified", "califico", "califica", "calificamos", "papeles", "documentos",
                   "visa", "citizen", "ciudadano", "ciudadana", "from", "de", "rate", "pay", "pago", "yet", "todavia", "aun")


def _others_no(text: str, norm: str) -> bool:
    """Return True when the "no" read in ``norm`` (an answer to the in-state question that is
    no "no" said first, alone or before a comma) may be about someone or something else: said
    of a relative (:data:`_RELATIVE_NO`), or in a sentence telling other facts (a figure, five
    words or more) that says nothing of residence (:data:`_RESIDENCY_SAID`; "no somos ricos, mi
    mamá gana 38 mil": the "no" of "no somos")."""
    words = norm.split()
    if not words or (words[0] in vocab.NO_WORDS and (len(words) == 1 or re.match(r"\s*[a-z]+\s*[,.;:!]", fold(text)))):
        return False
    if _RELATIVE_NO.search(norm):
        return True
    return (len(words) >= 5 or bool(re.search(r"\d", norm))) and not contains_any(norm, _RESIDENCY_SAID)


_HEDGED_NO = ("probably not", "probablemente no", "i dont think", "dont think so", "creo que no", "no creo", "guess not",
              "maybe not", "tal vez no", "quizas no", "supongo que no")
_LIVED_FOR = re.compile(
    r"\b(?:moved|came|been|lived|living|live|we live|i live|arrived|got here|mudamos|mude|vinimos|vine|llegamos|llegue|llevo|llevamos|vivo|"
    r"vivimos|viviendo|tengo|tenemos)\b"
    r"(?:\s+\w+){0,6}?\s+(?:for\s+|hace\s+|desde hace\s+|like\s+|about\s+|como\s+|unos\s+|over\s+|mas de\s+)?"
    r"(\d{1,2})\s+(years?|yrs?|anos?|months?|meses|mes)\b")
_PLACE_HERE = re.compile(r"\b(?:here|maryland|md|aqui|aca|this state|el estado|baltimore|[a-z]+ county)\b")


def _months_lived(norm: str) -> int | None:
    """Return how many months a message says one has lived here ("moved here 2 years ago", "been in
    MD for 18 months", "llevo 4 años viviendo aquí", "nos mudamos de Virginia hace 2 años"), else
    None: no such duration, no place here named (nor a move from elsewhere), or a move elsewhere."""
    m = _LIVED_FOR.search(norm)
    moved_from = re.search(r"\b(?:moved|came|arrived|got here|mudamos|mude|vinimos|vine|llegamos|llegue)\b(?:\s+\w+){0,3}?\s+(?:from|de|desde)\b", norm)
    if m is None or not (_PLACE_HERE.search(norm) or moved_from) or re.search(r"\b(?:moved|mudamos|mude)\s+(?:to|a)\s+(?!maryland|md\b|here|aqui)", norm):
        return None
    n = int(m.group(1))
    return n * 12 if m.group(2).startswith(("y", "a")) else n


LIVED_NOTE = N_("In-state tuition at a community college depends on where you (or the parents who support you) have lived for at least %(months)s months before classes start; your college checks it.")
BORN_HERE_NOTE = N_("Being born in Maryland doesn't decide it by itself: in-state tuition at a community college depends on where you (or the parents who support you) have lived for at least %(months)s months before classes start.")


def _domicile_months(today) -> int | None:
    """Return the months of Maryland domicile the community colleges ask for in-state tuition
    (policy.yaml ``in_state_domicile_months``, with its sources), None when no source gives it."""
    from ..policy import award_year_for
    from ..policy import load_policy

    value = load_policy(award_year_for(today or dt.date.today()))["in_state_domicile_months"]
    return int(value) if value is not None else None
_BORN_HERE = re.compile(r"\b(?:born|naci|nacio|nacimos|nacida|nacido)\b"
                        r"(?!\s+(?:in|en)\s+(?:another|other|otro|otra)\b)")
_LIFELONG = re.compile(
    r"\b(?:never lived (?:anywhere|any ?where|any place|anyplace|somewhere) else|never lived outside|whole life|entire life|"
    r"all my life|always lived (?:here|in)|born and raised|grew up here|lived here since|been here since|"
    r"toda mi vida|toda la vida|siempre he vivido|siempre hemos vivido|nunca he vivido (?:en )?otro|never lived in (?:another|any other) state|nunca me he mudado|never moved|naci y creci|"
    r"nacid[oa] y criad[oa]|vivo (?:aqui|en \w+(?: \w+)?) desde (?:que naci|chiquit[oa]|nin[oa]|pequen[oa]|los \d+))\b")
_STATED_NO = re.compile(r"(?:no|nope|nah|nel)\b(?!\s+(?:i\s+)?(?:never|he|hemos|nunca))")


_TROUBLE = (r"(?:academic\s+)?(?:probation|probatoria|warning|advertencia|suspension|suspended|suspendid[oa]|academic alert|"
            r"failed|fail|failing|reprobado|reprobe|repobe|reprobar|reprobando|problems|problemas)")
_NOT_IN_TROUBLE = re.compile(r"\b(?:not|didnt|did not|havent|have not|dont|do not|no(?!\s+(?:im|i|iam|ive|yes|si)\b)|never|nunca|ya no|no longer|got off|came off|off|sali de|salí de|no estoy|no estuve|"
                             r"never been|never was|ni)\s+(?:\w+\s+){0,2}"
                             # put or placed on it, denied ("no me han puesto en probatoria", "never got put on
                             # probation": read as a "no"; class, dev21)
                             r"(?:(?:puesto|puesta|pusieron|metido|metida|put|placed)\s+(?:me\s+|him\s+|her\s+|them\s+)?(?:en|on)\s+)?" + _TROUBLE + r"|" + _TROUBLE +
                             r".*\b(?:not anymore|anymore|no longer|ya no|ya sali|ya termino|termino|ended|is over|se acabo)\b")


def _read_progress(q, text, norm, lang, state, today) -> Reading:
    """Satisfactory academic progress: probation denied or over ("not on probation", "estuve en
    probatoria pero ya no") is good standing, read back; never a "no" from the word alone."""
    folded = re.sub(r"[^a-z0-9,;.]+", " ", fold(text))
    if _WARNED.search(folded) and not _WARNING_DENIED.search(folded):
        # Class (dev8): a warning had ("I got an academic warning letter, not probation tho") is
        # neither probation nor good standing: the college decides; asked again, never a yes or a no
        return Reading(problem=Msg.of(WARNING_ASK))
    if _NOT_IN_TROUBLE.search(folded):  # commas kept: "no, estoy en probatoria" is a no
        return Reading(form={q.id: "true"}, confirm=True)
    reading = _read_choice(q, text, norm, lang, state, today)
    if (reading.form or {}).get(q.id) == "true" and not reading.confirm and not _SAID_YES.match(norm):
        # Class (dev5): doing well said instead of yes ("voy bien, me gradúo en mayo", "doing fine,
        # graduating in May"): the student's own judgment of a rule the college applies: read back
        return Reading(form=reading.form, confirm=True, note=reading.note)
    return reading


WARNING_ASK = N_("An academic warning is not probation, but your financial aid office decides whether you are making satisfactory academic progress. If they say you are in good standing, answer yes.")
_WARNED = re.compile(r"\b(?:warning|advertencia|academic alert|alerta academica|aviso academico)\b")
_WARNING_DENIED = re.compile(r"\b(?:not|no|never|nunca|ni|sin|no longer|ya no|off|any|ninguna?)\s+(?:\w+\s+){0,2}"
                             r"(?:warning|advertencia|alert|alerta|aviso)\b|\b(?:warning|advertencia)\b.*\b(?:anymore|no longer|ya no|"
                             r"se acabo|is over|ended|termino)\b")
_SAID_YES = re.compile(r"(?:yes|yeah|yea|ya|yep|yup|si|sip|simon|claro|of course|correct|right|sure|i am|im|i think so|"
                       r"creo que si|por supuesto|afirmativo|uh huh|mhm|true|cierto|asi es|totally|definitely|absolutely)\b")


_ONLY_THERE = re.compile(r"\b(?:only|just|solo|solamente|nomas|unicamente)\b.*\b(?:has|have|offers|offer|tiene|tienen|ofrece|"
                         r"ofrecen|hay|existe|esta|is at|is in|en)\b|\b(?:only|solo|solamente|nomas|unicamente)\s+(?:at|en|in)\b")


def _read_offered(q, text, norm, lang, state, today) -> Reading:
    """Does the home college offer the program? "Only Montgomery College has it", "solo en MC lo
    tienen": another college alone has it, so the home college doesn't (read back)."""
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form is None and _ONLY_THERE.search(norm):
        home = load_directory().home_college(run(state.answers, today).county) if today else None
        named = {cid for cid, marks in _college_options().items() if contains_any(norm, [m for m in marks if len(m) >= 2])}
        if named and (home is None or home.id not in named):
            return Reading(form={q.id: "false"}, confirm=True)
    return reading


_STARTED = re.compile(r"\b(?:started|start|began|begin|first|at first|at the start|in the beginning|when i enrolled|"
                      r"empece|empezo|empezamos|comence|comenzo|al principio|al inicio|primer semestre|cuando entre|"
                      r"cuando empece|cuando me inscribi|entre)\b")
_NOW_TERM = re.compile(r"\b(?:now|this semester|this term|currently|went|switched|changed|ahora|este semestre|"
                       r"actualmente|me cambie|cambie|pase a)\b")


_COUNT_ALONE = re.compile(r"\s*(?:(?:about|around|like|maybe|unos|como|mas o menos)\s+)?(\d{1,2})\s*[.!]*\s*")
_STATUS_OF_CREDITS = {
    "full_time": N_("%(credits)s credits a semester is full-time (%(full)s or more)."),
    "part_time": N_("%(credits)s credits a semester is part-time (fewer than %(full)s)."),
}


def _read_enrollment_status(q, text, norm, lang, state, today) -> Reading:
    """Full-time or part-time when the student first enrolled: of "full time when I started, part
    time now", the start; a number of credits is the status it makes (12 or more: full time),
    read back."""
    options = options_for(q, state, today)
    words = re.sub(r"\d+\s*(?:credits?|creditos?|cr)\b", " ", fold(text))  # the number is read below
    clauses = [normalize(c) for c in re.split(r"[,;.]|\b(?:but|pero|and now|y ahora)\b", words) if normalize(c)]
    said = {c: pick(c, options, exact_only=True).value for c in clauses}
    kinds = {v for v in said.values() if v in ("full_time", "part_time")}
    if len(kinds) == 2:
        first = [v for c, v in said.items() if v in kinds and _STARTED.search(c) and not _NOW_TERM.search(c)]
        if len(set(first)) == 1:
            return Reading(form={q.id: first[0]})  # "empecé full time pero ahora voy part time": full time
        return Reading(options=("full_time", "part_time"))
    credits = re.search(r"(?<![\d.,])(\d{1,2})\s*(?:credits?|creditos?|cr)\b", fold(numtext.in_digits(text, lang))) \
        or _COUNT_ALONE.fullmatch(fold(numtext.in_digits(text, lang)))  # "9", "nueve": a count of credits (fix29a), never a button's place
    if credits and len(kinds) < 2:
        full = int(run(state.answers, today).policy["full_time_credits"])
        value = "full_time" if int(credits.group(1)) >= full else "part_time"
        if not kinds or kinds == {value}:
            note = None if kinds else Msg.of(_STATUS_OF_CREDITS[value], credits=int(credits.group(1)), full=full)
            return Reading(form={q.id: value}, confirm=not kinds, note=note)  # "12 credits": full time, read back
    return _read_choice(q, text, norm, lang, state, today)


def _read_delmar(q, text, norm, lang, state, today) -> Reading:
    """Class: the side of the line said instead of yes or no ("vivo en Delmar pero del lado de
    Delaware", "Delmar DE": no, read back as it rules out; "the Maryland side", "Delmar MD": yes)."""
    from .places import town_elsewhere

    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form or reading.unsure or contains_any(norm, vocab.UNSURE):
        return reading
    if _in_delaware(text):
        return Reading(form={q.id: "false"}, confirm=True)
    if _MD_SIDE.search(norm):
        return Reading(form={q.id: "true"})
    return reading


_MD_SIDE = re.compile(r"\b(?:maryland side|md side|side of maryland|lado de maryland|parte de maryland|delmar\s*,?\s*(?:md|maryland))\b")


def _volunteer_delmar(q, text, norm, state, lang, today, strong):
    """The Maryland side of Delmar said beside the Delmar high school ("he went to Delmar High,
    but we live on the Maryland side"): a Delmar resident on the Maryland side (class, dev4)."""
    if strong or not re.search(r"\bdelmar\b", norm) or not _MD_SIDE.search(norm) or _in_delaware(text):
        return None
    return {q.id: "true"}


_PELL_PAYS = re.compile(r"\bpell\b.{0,30}\b(?:covers?|covered|pays?|paid|can pay|can be used|will pay|would pay|works for|"
                        r"cubre|cubria|paga|pagaria|puede pagar|se puede usar|sirve)\b"
                        r"|\b(?:covered|paid|cubierto|pagado)\s+(?:by|with|por|con)\s+(?:the\s+|el\s+|la\s+)?pell\b"
                        # (class, dev12: the program said eligible, "it's workforce pell eligible", "califica para el pell")
                        r"|\bpell\s+(?:eligible|elegible|approved|aprobado|qualified)\b"
                        r"|\b(?:eligible|elegible|qualifies|qualified|califica|aplica|entra)\s+(?:for|para|en|con|a)\s+"
                        r"(?:the\s+|el\s+|la\s+)?(?:workforce\s+)?pell\b")
_PELL_NOT = re.compile(r"\bpell\b.{0,30}\b(?:doesnt|does not|wont|will not|cant|cannot|can not|no)\s+(?:\w+\s+)?"
                       r"(?:cover|pay|be used|work|cubre|paga|puede|sirve)\b"
                       r"|\b(?:not|isnt|is not|no es|no|ni)\s+(?:\w+\s+)?pell\s+(?:eligible|elegible)\b"
                       r"|\b(?:not|isnt|is not|no es|no|no esta|doesnt|does not)\s+(?:\w+\s+)?(?:eligible|elegible|qualify|califica|aplica|entra)"
                       r"\s+(?:for|para|en|con|a)\s+(?:the\s+|el\s+|la\s+)?(?:workforce\s+)?pell\b")


def _read_pell(q, text, norm, lang, state, today) -> Reading:
    """Class: what someone at the college said of the Pell Grant ("the lady at the office said
    pell covers it", "me dijeron que el pell no lo cubre"): yes or no, by the words about paying."""
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form or reading.unsure or contains_any(norm, vocab.UNSURE) or "?" in text:
        return reading
    if _PELL_NOT.search(norm):
        return Reading(form={q.id: "false"})
    if _PELL_PAYS.search(norm):
        return Reading(form={q.id: "true"})
    return reading


_CITIZEN = re.compile(r"\b(?:im a|i am a|soy|somos)\s+(?:us\s+|u s\s+|american\s+)?(?:citizen|ciudadan[oa])s?\b|\b(?:tengo la|tiene la)\s+ciudadania\b"
                      r"|\b(?:us|u s|american)\s+citizen\b|\bciudadan[oa] (?:americano|americana|estadounidense)\b")
_DREAMER = re.compile(r"\b(?:daca|dreamer|soy dreamer|im a dreamer|tengo daca|i have daca)\b")


def _read_dream_act(q, text, norm, lang, state, today) -> Reading:
    """Class: the student's status said instead of yes or no: a citizen is not in-state by the
    Dream Act ("I'm a citizen, born in Cambridge": no); DACA or "dreamer" is the Dream Act's
    student (yes, read back: the college checks the rest)."""
    reading = _read_choice(q, text, norm, lang, state, today)
    if reading.form == {q.id: "true"} and _DREAMER.search(norm) and _leading_yes_no(q, norm, options_for(q, state, today)) is None \
            and not contains_any(norm, ("dream act", "ley dream", "qualify", "califico", "califica", "in state", "instate")):
        # Class (dev5): "I have DACA, I went to Parkside all four years" (its "I have" taken for a
        # yes) tells the status, not the Dream Act's conditions met: read back, as "dreamer" alone is
        return Reading(form=reading.form, confirm=True)
    if reading.form or reading.unsure or contains_any(norm, vocab.UNSURE):
        return reading
    if _CITIZEN.search(norm) and not re.search(r"\b(?:not|no|sin)\s+(?:a\s+)?(?:citizen|ciudadan)", norm):
        return Reading(form={q.id: "false"})
    if _DREAMER.search(norm):
        return Reading(form={q.id: "true"}, confirm=True)
    return reading


def _read_graduation(q, text, norm, lang, state, today) -> Reading:
    """The high-school graduation month; a senior said alone, as the answer to this question
    ("im a senior", "12th grade"), is graduating at the end of this school year: a year without
    its month, so June, as for any year alone, read back (class, dev3 and dev8; said beside
    another question's answer, it is still asked, see :func:`senior_facts`)."""
    reading = _read_month(q, text, norm, lang, state, today)
    year = today.year + (1 if today.month >= 7 else 0) if today is not None else None
    if reading.form is None and reading.problem and tuple(reading.options or ()) == (f"{year}-05", f"{year}-06") \
            and not _SENIOR_FILLER.sub(" ", " ".join(w for w in norm.split() if not contains_any(w, _SENIOR_WORDS))).strip():
        return Reading(form={q.id: f"{year:04d}-06"}, confirm=True)
    return reading


# the words around a senior said alone ("yeah im a senior rn", "estoy en el último año ahorita")
_SENIOR_FILLER = re.compile(r"\b(?:i|im|i m|am|a|an|in|my|the|now|rn|right|currently|this|year|yes|yeah|yep|ya|si|so|lol|"
                            r"soy|estoy|en|el|mi|este|ano|ahorita|ahora|actualmente|pues|grade|grado|12th|twelfth|senior|"
                            r"ultimo|high|school|hs)\b")


_BY_ID = {"aid_application": _read_aid_application, "hs_completion_date": _read_graduation, "delmar_md_resident": _read_delmar, "noncredit_pell_eligible": _read_pell,
          "dream_act": _read_dream_act, "enrollment_status": _read_enrollment_status, "applicant_type": _read_applicant_type, "in_state_tuition": _read_in_state,
          "program_offered_locally": _read_offered,
          "satisfactory_progress": _read_progress,
          "full_cost_scholarship": _read_full_cost,
          "enrolled_at_md_community_college": _read_enrolled, "high_school": _read_high_school, "household": _read_household, "program": _read_program,
          "prior_degree": _read_prior_degree,
          "foster_care_or_homeless": _read_other_aid, "ssi_ssdi": _read_other_aid}

_READERS = {
    "choice": _read_choice, "yesno": _read_choice, "county": _read_county, "college": _read_college,
    "money": _read_money, "number": _read_number, "gpa": _read_gpa, "month": _read_month, "zip": _read_zip,
}


# Letters said one by one, as voice-to-text writes an abbreviation ("g e d", "b c c c", "p g"):
# one word (class: an abbreviation spelled out); a run of the one-letter words of English or
# Spanish alone ("y o", "a i"), or two letter grades ("a b student"), is left as it is
_LETTER_RUN = re.compile(r"(?<![\w'\u2019.])(?:[a-z]\s+){1,5}[a-z](?![\w'\u2019])", re.I)


def letters_joined(text: str) -> str:
    """Return ``text`` with each run of single letters written as one word ("my g e d" -> "my ged")."""
    def join(m):
        letters = m.group(0).split()
        if len(letters) > 2 and letters[0].lower() in ("a", "i", "y", "o", "e", "u") and letters[1].lower() != letters[0].lower():
            return letters[0] + " " + join(re.match(r".*", " ".join(letters[1:])))  # "a g e d": "a GED" ("a a c c" is AACC)
        if all(x.lower() in ("a", "i", "y", "o", "e", "u") for x in letters) \
                or (len(letters) == 2 and all(x.lower() in "abcdf" for x in letters)) \
                or (any(x.lower() in ("y", "o") for x in letters[1:])
                    and all(x.lower() in "abcdf" for x in letters if x.lower() not in ("y", "o"))):
            return m.group(0)  # ("y o"; "a b student", "c d": two grades; fix34e: "B y A", "b o c": grades and a Spanish "and"/"or")
        return "".join(letters)
    return _LETTER_RUN.sub(join, str(text))


# A number said, then another taken back with "not" / "no" ("34k not 43k", "48 mil no 58"): a correction (:func:`read`)
# Class (issue #8: "we made nothing last year, my mom lost her job" at the degree question stored
# "no degree"): a zero income said with its verb ("we made nothing", "no ganamos nada el año pasado",
# "my parents had no income") is the income's zero, never the "nothing" / "nada" of another question
_ZERO_EARNED = re.compile(r"\b(?:made|make|makes|earned|earn|earns|brought in|bring in|brings in|ganamos|gano|gane|ganaron|"
                          r"ganan|gana|ganaba|ganaban|ganabamos|hemos ganado|ha ganado|han ganado|cobramos|cobro|cobraron)\s+"
                          r"(?:(?:basically|like|literally|almost|practically|practicamente|casi|absolutamente)\s+)?"
                          r"(?:nothing|zero|nada|cero|\$?\s*0)(?!\s*[.,]?\d)(?:\s+(?:at all|de nada|en absoluto))?"
                          r"|\b(?:had|have|has|tuvimos|tenemos|tiene|tuvo|tienen|tuvieron)\s+(?:no|zero|cero|0|ningun|ningunos)\s+"
                          r"(?:income|ingresos?|earnings|ganancias)\b|\bsin\s+(?:ningun\s+)?ingresos?\b|\bno\s+income\b"
                          r"|\bno\s+(?:tuvimos|tenemos|tuvo|tiene|tienen|tuvieron|hemos tenido|ha tenido)\s+(?:ningun\s+)?ingresos?\b")
_ZERO_YEAR = re.compile(r"^\s*(?:last year|this year|all year|in \d{4}|el ano pasado|este ano|en todo el ano|en \d{4})\b")


def zero_income_said(text: str) -> bool:
    """Return True when ``text`` says a zero income with its verb ("we made nothing last year")."""
    return bool(_ZERO_EARNED.search(fold(text)))


def zero_income_dropped(text: str) -> str:
    """Return ``text`` without the zero income it says (and the year said after it)."""
    out, pos = [], 0
    folded = fold(text)
    for m in _ZERO_EARNED.finditer(folded):
        year = _ZERO_YEAR.match(folded[m.end():])
        start = m.start()
        lead = re.search(r"(?:\b(?:we|i|they|he|she|my \w+|mi \w+|mis \w+|nosotros|ellos|no|nobody|nadie)\s+)+$", folded[:start])
        out.append(folded[pos:lead.start() if lead else start])
        pos = m.end() + (year.end() if year else 0)
    return "".join(out) + folded[pos:] if out else text


_NUMBER_TAKEN_BACK = re.compile(r"\d[\d,.]*\s*(?:k|mil|thousand|grand)?\s*,?\s*(?:not|no|y no)\s+(?:\$\s*)?\d")


# "va a", "va al", "va pa": the verb ir (is going to), not "va" (OK, a yes) (:func:`read`)
_GOES_TO = re.compile(r"\bva\s+(?:a|al|pa|para)\b")


def read(q, text: str, lang: str, state, today) -> Reading:
    """Read ``text`` as the answer to question ``q`` (a :class:`screener.flow.Question`).

    :param lang: the conversation's language (decides "45.000" in money; words of both
        languages are always understood)
    :param state: the :class:`screener.flow.State` so far (for "my home college")
    :param today: the date the conversation happens (its award year's policy applies)
    :return: a :class:`Reading`; never raises
    """
    text = letters_joined(numtext.units_spelled(text))  # "forty 5 thousand": one number in words; "g e d": GED
    norm = normalize(text)
    if not norm or contains_any(norm, vocab.WHAT_IS_THAT):
        return Reading()  # "no sé qué es eso": a question about the question, not "not sure"
    if deferred(text, q) or (norm in vocab.SKIP_ALONE and not q.optional):
        # "not right now", "prefiero no decir", and "skip" at a question that isn't optional (a
        # newcomer's finding: "Sorry, I didn't understand" the first time): as "I don't know",
        # never a "no" (an optional page's "skip" keeps its own meaning: estimate it)
        return Reading(unsure=True)
    if re.search(r"\bnot\s+not\b", norm):  # "not not on track lol": a double negative is a yes (English only: "no no" is a no)
        text = re.sub(r"\bnot\s+not\b", " ", fold(text))
        norm = normalize(text)
    if q.kind in _NUMERIC and not (q.id == "agi" and tax_return_said(text) is not None):  # (the tax return's and the pay now: no correction)
        text = numtext.self_corrected(text)  # "3.4 no wait its 3.1": the value the student stands by
        text = denied_number_dropped(text)  # "I'm not taking 5 credits, I'm taking 12": 12
        norm = normalize(text)
    if q.kind in _NUMERIC and not (q.id == "agi" and tax_return_said(text) is not None):
        text = number_taken_back_dropped(text)  # "es 2.8 no 2.4, lo vi en el portal": 2.8 (fix31e)
        norm = normalize(text)
    m = _NEGATED.search(fold(text)) or _NUMBER_NEGATED_THEN_ASIDE.search(fold(text))
    if m and (re.search(r"\d", m.group(0)) or contains_any(norm, tuple(c for c in vocab.CORRECTION if c != "not"))):
        kept = fold(text)[:m.start()]  # "es CCBC no AACC", "52k not 45": the value meant
        if normalize(kept) and normalize(m.group(0)).split()[-1] not in ("sure", "yet", "really", "seguro", "todavia"):
            text, norm = kept, normalize(kept)
    counted = q.id == "household_size" and re.match(r"\s*\d{1,2}\b(?![.,]\d)", fold(text))  # "4, my mom makes 40k": 4
    if q.id in ("household", "household_size") and _about_relative(text) and not counted \
            and not (q.id == "household" and contains_any(normalize(solo_as_only(text)), _SINGLE_PARENT_SAID)):
        return Reading()  # "my mom has a bachelor's", "mi hermano fue a la prepa en Texas": not who is at home
    if (q.kind == "yesno" or (q.kind == "choice" and {c.value for c in q.choices} & {"yes", "true"})) \
            and condition_asked(text):
        return Reading()  # "¿y si mis papás se divorcian?", "what if I move?": asked, not answered
    if (q.kind == "yesno" or (q.kind == "choice" and {c.value for c in q.choices} & {"yes", "true"})) \
            and _place_taken_back(text):
        return Reading()  # "no es Worcester, vivo en Salisbury", "no, it's not Howard County, it's Carroll": a place corrected, no answer
    if (q.kind == "yesno" or (q.kind == "choice" and {c.value for c in q.choices} & {"yes", "true"})) \
            and _NUMBER_TAKEN_BACK.search(fold(text)):
        return Reading()  # "oops i make 34k not 43k", "gana 48 mil no 58": a number corrected, its "not" no answer (dev20: a wrong "not eligible")
    if (q.kind == "yesno" or (q.kind == "choice" and {c.value for c in q.choices} & {"yes", "true"})) \
            and _GOES_TO.search(normalize(text)):
        text = _GOES_TO.sub(" ", normalize(text))  # "va a ir a Montgomery College": "is going to", never the "va" of "ok" (a newcomer's finding)
        norm = normalize(text)
        if not norm:
            return Reading()
    if q.id != "agi" and zero_income_said(text):
        # "we made nothing last year, my mom lost her job": the income's zero (volunteered), no answer here
        text = zero_income_dropped(text)
        norm = normalize(text)
        if not norm or not re.search(r"[a-z0-9]", norm):
            return Reading()
    aside = aside_only(text)
    if (aside == "papers" and q.id not in PAPERS_QUESTIONS) or (aside == "unmarried" and q.id != "household"):
        # (fix37f, a newcomer's finding) "I don't have papers", "not married" told at a question they
        # don't answer: no answer here (it was "Did you mean: First time?", a degree of "None yet",
        # the in-state question's FAQ on the income limit); the engine says what it is about
        return Reading()
    reader = _BY_ID.get(q.id, _READERS[q.kind])
    # (dev13: a place too, "Laurel, the Howard side, no wait, we're on the PG side": the later one)
    taken_back = _TAKEN_BACK.search(fold(text)) if q.kind in ("choice", "yesno", "county", "college") else None
    if taken_back and normalize(fold(text)[taken_back.end():]):
        # Class (dev4): a choice taken back inside the message ("he has a full ride? no wait, that's
        # for 4-year schools. No, nothing covers it"): what follows is the answer, when it gives one;
        # a place too ("Frederick, no wait, I mean Carroll": Carroll, never the first one named)
        after = fold(text)[taken_back.end():]
        reading = reader(q, after, normalize(after), lang, state, today)
        if reading.form:
            return _believed(q, _hedged(q, reader, reading, normalize(after), lang, state, today), normalize(after))
    reading = _believed(q, _hedged(q, reader, reader(q, text, norm, lang, state, today), norm, lang, state, today, text), norm)
    if q.id in ("household", "household_size") and reading == Reading() and contains_any(norm, vocab.SSI_WORDS) \
            and "?" not in text:
        # Class (left25): "she's on SSI", "mi papá cobra SSI" at the household questions: an aside
        # (nobody's SSI is who lives at home), said to be no part of the AGI; the question put again
        return Reading(problem=Msg.of(SSI_ASIDE))
    if q.id == "household_size" and reading.form and reading.form.get(q.id) and reading.note is None \
            and contains_any(norm, _SUPPORT_DECIDES):
        # (fix37e, a newcomer's finding) a cousin, an aunt or uncle, a grandparent named among the
        # people at home: whether they count is the question's rule (whom the parents or spouse
        # support, its hint), never the chat's: the number read back with that rule, never kept as listed
        return replace(reading, confirm=True, note=Msg.of(q.hint) if q.hint else None)
    if q.id == "household_size" and reading.form and not plausible_size(reading.form.get(q.id)):
        # Class (parse27): a count of people larger than a household is ("40", said as an
        # income's thousands or a slip) is never kept as it is: read back
        return replace(reading, confirm=True)
    return reading


# The most people a household is taken to hold without a read-back (the form allows more: a
# larger count is read back, never kept as typed; class, parse27: "40" kept as 40 people)
PLAUSIBLE_SIZE = 12


def plausible_size(value) -> bool:
    """Return True when ``value`` (a household's size as read) is a count of people a household
    plausibly holds (1 to :data:`PLAUSIBLE_SIZE`); a value that is no number is left to the form."""
    try:
        return float(value) <= PLAUSIBLE_SIZE
    except (TypeError, ValueError):
        return True


SSI_ASIDE = N_("SSI isn't taxable income, so it isn't part of the adjusted gross income (AGI) I'll ask about.")


# Class (a newcomer's finding): a number denied in its own clause, another said after it ("I'm not
# taking 5 credits, I'm taking 12", "I don't have a 2.3 GPA, I have a 3.4", "no voy a tomar 6
# créditos, voy a tomar 12"): the denied one was read (5 credits read back). The denied number is
# dropped when another follows; alone ("I don't make 40k") it stays for the question to read.
_DENIED_NUMBER = re.compile(r"\b(?:not|no"
                            # (an English "no" that begins a correction is no denial: "no its 3.2 not 2.3",
                            # "wait no, it's 3.2"; class, dev27)
                            r"(?![\s,]+(?:it[\'\u2019]?s|it\s+s|it\s+is|it\s+was|that[\'\u2019]?s|that\s+s|i\s+have|i\s+got|ive\s+got|i\s+m|im|"
                            r"actually|sorry|wait|my\s+bad)\b)"
                            r"|don[\'\u2019]?t|do not|didn[\'\u2019]?t|isn[\'\u2019]?t|aren[\'\u2019]?t|ain[\'\u2019]?t|nunca)\b"
                            # ("no ponderado 3.1", "not weighted 3.1": the GPA's kind, no number denied; class, dev18)
                            r"(?!\s+(?:ponderad[oa]|weighted|honors|honores)\b)"
                            r"[^,.;:!?\d]{0,30}?(?<![\d.,])(\$?\d+(?:[.,]\d+)*(?:\s*(?:k|mil)\b)?)", re.IGNORECASE)


def denied_number_dropped(text: str) -> str:
    """Return ``text`` without a number denied in its clause when another number follows it."""
    for m in _DENIED_NUMBER.finditer(text):
        if _NUMBER_THEN_NOT.match(text, m.end(1)):
            continue  # "no its 3.2 not 2.3": the number said before "not" is the one meant (class, dev27)
        later = re.search(r"(?<![\d.,])\d+(?:[.,]\d+)*(?![\d.,]*\d)", text[m.end(1):])
        if later is None:
            continue
        unit = _CREDITS_UNIT.match(text, m.end(1))
        after = m.end(1) + later.end()
        if unit and not _CREDITS_UNIT.match(text, after):
            # the unit goes with the number meant ("not 5 credits, 12": 12 credits)
            return text[:m.start(1)] + " " * (unit.end() - m.start(1)) + text[unit.end():after] + unit.group(0) + text[after:]
        # (a bare "no"/"not" before it goes with it: "95 mil, no 85, y…" left "95 mil, no , y…", a
        # take-back of the 95; class, dev14)
        start = m.start() if re.fullmatch(r"(?:not|no)\s*", text[m.start():m.start(1)], re.IGNORECASE) else m.start(1)
        return text[:start] + " " * (m.end(1) - start) + text[m.end(1):]
    return text


_NUMBER_THEN_NOT = re.compile(r"\s*,?\s*(?:not|no|and\s+not|y\s+no)\s+(?:the\s+|el\s+|la\s+)?\$?\d", re.IGNORECASE)
_CREDITS_UNIT = re.compile(r"\s*(?:credits?|cr[eé]ditos?)\b", re.IGNORECASE)


_TAKEN_BACK = re.compile(r"\b(?:no wait|wait no|nah wait|no espera|espera no|no mejor dicho|mejor dicho|i mean|quiero decir|"
                         r"scratch that|never mind|nevermind|olvidalo)\b")


# "not sure if", "no me acuerdo si", "haven't decided": what follows is what the student doubts
_WHETHER = re.compile(
    r"\b(?:(?:im\s+|i am\s+)?not sure|dont know|do not know|idk|dont remember|do not remember|cant remember|not certain|"
    r"no se|no sabemos|ni se|no me acuerdo|no recuerdo|no estoy segur[oa]|no tengo claro)\s+(?:if|whether|si)\b"
    r"|\b(?:havent|have not|not|still not|undecided)\s*(?:yet\s+)?decided\b|\bno (?:he|hemos) decidido\b"
    r"|\bnot sure yet\b|\bno se todavia\b|\btodavia no se\b|\baun no se\b")
# "no sé si eso cuenta", "not sure if that counts": whether the fact said is the one asked about
_COUNTS = re.compile(r"\b(?:if|whether|si)\s+(?:that|this|it|eso|esto|esa|ese|those|they)?\s*"
                     r"(?:counts?|cuenta|cuentan|applies|apply|aplica|aplican|vale|sirve|qualif\w*|califica)\b")


def _hedged(q, reader, reading: Reading, norm: str, lang, state, today, text: str | None = None) -> Reading:
    """Return ``reading`` unless the value it holds is the one the student says they doubt
    ("not sure yet, maybe business?", "no me acuerdo si era de maryland o de DC", "creo que no,
    tengo TPS, no sé si eso cuenta"): then nothing, and the question is asked again. A value said
    before the doubt stands when the doubt is about something else ("CCBC, not sure if Dundalk or
    Catonsville": both CCBC). The doubt is read as "not sure": the question's tip is given, and no
    part of the message is then taken as the answer."""
    m = _WHETHER.search(norm)
    if q.kind in _NUMERIC or not m or reading.unsure or reading.options or (reading.form and "unsure" in reading.form.values()):
        return reading
    if not reading.form:
        return Reading(unsure=True)  # "no sé si era de Maryland o de Virginia"
    if _COUNTS.search(norm, m.start()):
        return Reading(unsure=True)
    if text is not None and _doubt_answered(q, reader, reading, text, lang, state, today):
        return Reading(form=reading.form, confirm=True)
    before, after = norm[:m.start()].strip(), norm[m.end():].strip()
    sides = re.split(r"\b(?:or|o|u)\b", after, maxsplit=1)
    if len(sides) == 2 and all(s.strip() for s in sides):
        forms = [reader(q, side, normalize(side), lang, state, today).form for side in sides]
        if forms[0] != forms[1]:
            return Reading(unsure=True)  # "if it was Maryland or DC": which one?
    if not before or not reader(q, before, normalize(before), lang, state, today).form:
        return Reading(unsure=True)  # the value is said only inside the doubt
    return reading


# Class (dev27): a value the student says they only believe ("creo que sí la tengo", "3.4 creo yo", "i think
# so", "creo que no", "i don't think so", "new i guess") is the student's guess: read back before it
# is kept, in both languages, as "maybe 2.7" already was. ("pienso" alone is "I plan to": "no
# pienso llenarla" is no hedge; an income's guess keeps the engine's own rule: read back near a limit.)
_BELIEF = re.compile(r"\b(?:i\s+(?:think|guess|believe|suppose|thought|reckon)|(?:i\s+)?(?:dont|do\s+not)\s+(?:think|believe)"
                     r"|creo|creemos|creeria|supongo|suponemos|me\s+parece|(?:yo\s+)?pienso\s+que)\b")


def said_as_guess(text: str) -> bool:
    """Return True when ``text`` says a value as a belief or a guess (:data:`_BELIEF`, vocab.UNSURE):
    what the number readers read back ("2.7 i think", "como 2.2 creo", "idk maybe 3.0")."""
    norm = normalize(text)
    return bool(_BELIEF.search(norm)) or contains_any(norm, vocab.UNSURE)


def _believed(q, reading: Reading, norm: str) -> Reading:
    """Return ``reading`` to be read back when its value is said as a belief (:data:`_BELIEF`)."""
    if not reading.form or reading.confirm or reading.unsure or q.kind == "money" or not _BELIEF.search(norm):
        return reading
    return replace(reading, confirm=True, guess=True)


def _doubt_answered(q, reader, reading: Reading, text: str, lang, state, today) -> bool:
    """Return True when a clause of its own after the doubt gives the value read ("no sé si es
    la city o el county... vivimos en Dundalk"): the student settled the doubt (class, dev5)."""
    clauses = [c for c in re.split(r"[.;!?\u2026]+|,", fold(text)) if normalize(c)]
    doubt = next((i for i, c in enumerate(clauses) if _WHETHER.search(normalize(c))), None)
    later = " , ".join(clauses[doubt + 1:]) if doubt is not None else ""
    if "?" in text or re.search(r"\b(?:or|o|u|maybe|tal vez|quizas)\b", normalize(later)):
        return False  # "not sure yet, maybe business? is that a degree or a certificate": still in doubt
    return bool(normalize(later)) and reader(q, later, normalize(later), lang, state, today).form == reading.form


def ordinal(text: str, count: int) -> int | None:
    """Return the 0-based place of the quick reply ``text`` picks by number ("2", "the first
    one", "la primera", "option three", "the last"), among ``count`` offered; else None.
    A number word alone ("two") is not a place: it may be the answer itself."""
    tokens = normalize(text).split()
    if not tokens or len(tokens) > 5 or count < 1:
        return None
    core = [t for t in tokens if t not in vocab.ORDINAL_FILLER]
    pointed = any(t in vocab.ORDINAL_POINTERS for t in tokens)
    if not core and pointed:
        core = [t for t in tokens if t in vocab.CARDINALS]  # "option one"
    if len(core) != 1:
        return None
    word = core[0]
    if word.isdigit():
        place = int(word)
    else:
        place = vocab.ORDINALS.get(word) or (vocab.CARDINALS.get(word) if pointed else None)
    if place == -1:
        return count - 1
    return place - 1 if place is not None and 1 <= place <= count else None


# --- facts volunteered beyond the question ------------------------------------------------------------


def _cue(cues, tail: str):
    return re.compile(r"\b(?:" + "|".join(re.escape(c) for c in cues) + r")\b" + tail)


_INCOME_CUED = _cue(vocab.INCOME_CUES, r"(.{0,80})")
# "gets", "receives", "recibe" before an amount said with its pay period ("my dad gets 1,500 each
# quincena", "recibe 900 cada semana"): an income too; without a period ("she gets 2000 from Pell")
# the verb says nothing of pay (class: a correction of the income said with "gets", read as credits)
# (and "she's paid", "they're paid" before an amount and its period: a newcomer's finding, unacknowledged)
_INCOME_GETS = re.compile(r"\b(?:get|gets|getting|receive|receives|receiving|recibe|reciben|recibo|recibimos|"
                          r"(?:shes|hes|theyre|im|are|am|was|were|s)\s+paid)\b"
                          r"(?=\s+(?:like\s+|about\s+|around\s+|unos?\s+|como\s+)?\$?\d)(.{0,80})")




def _slips(word: str) -> set:
    """Return the ways a thumb mistypes ``word``: a letter dropped, two side by side swapped, one doubled."""
    out = {word[:i] + word[i + 1:] for i in range(len(word))}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    out |= {word[:i] + word[i] + word[i:] for i in range(len(word))}
    return out


# Class (a newcomer's finding): a pay verb mistyped ("my mom maks 45k", "mi papá gna 40 mil") was no
# cue, so another earner's pay said later was answered as a question and dropped. A slip of a pay
# verb (:func:`_slips`) right before an amount is the verb; words of their own are no slip ("take",
# "año", "ana").
_PAY_VERBS_SLIPPED = ("makes", "make", "made", "earns", "earn", "earned", "gana", "ganan", "gano", "ganamos", "cobra")
_NO_SLIP = frozenset(("ana", "ano", "mad", "ear", "ade", "ake", "mae", "gan", "earne", "ganas", "gaa", "cora", "coba", "cobr", "eran",
                      "obra", "anan", "arn", "ean", "gao"))
_INCOME_SLIPPED = re.compile(
    r"\b(?:" + "|".join(sorted({w for v in _PAY_VERBS_SLIPPED for w in _slips(v)} - set(_PAY_VERBS_SLIPPED) - set(vocab.INCOME_CUES)
                                - _NO_SLIP, key=len, reverse=True)) + r")\b"
    r"(?=\s+(?:like\s+|about\s+|around\s+|unos?\s+|como\s+|alrededor de\s+)?\$?\d)(.{0,80})")


# (fix32h) a job's pay said by the job ("I work two jobs, one pays 3000 a month", "my job pays me 20
# an hour", "trabajo en dos lugares, uno me paga 1,500 al mes"): an income, as at the income question
# (in an opening it was dropped without a word); "pay" alone is none ("we pay 1500 rent")
_INCOME_JOB_PAYS = re.compile(r"\b(?:(?:my\s+|mi\s+|the\s+|el\s+)?(?:job|jobs|work|trabajo)|one|uno|una)\s+(?:me\s+)?"
                              r"(?:pays?|paid|paga|pagan|pagaba)(?:\s+me)?"
                              r"(?=\s+(?:like\s+|about\s+|around\s+|unos?\s+|como\s+)?\$?\d)(.{0,80})")


# (fix33r) work said with pay for it and its period ("she also works weekends at a restaurant, like 150
# more a week, so 750 a week total", "trabaja los sábados, como 200 a la semana"): an income, as
# "makes" is (after the result it was answered "I don't know"); hours, days or shifts are no pay
_INCOME_WORKS = re.compile(r"\b(?:works|working|worked|work|trabaja|trabajan|trabajamos|trabajo|trabajaba)\b"
                           r"(?=[^.;!?]{0,60}?\$?\d)([^.;!?]{0,80})")


class _IncomeCues:
    """The income's cues in a text: :data:`_INCOME_CUED` words, :data:`_INCOME_GETS` verbs whose
    amount is said with its pay period, a job's pay (:data:`_INCOME_JOB_PAYS`) and a pay verb's
    slip before an amount (:data:`_INCOME_SLIPPED`)."""

    @staticmethod
    def finditer(text: str):
        found = list(_INCOME_CUED.finditer(text)) + list(_INCOME_SLIPPED.finditer(text)) + list(_INCOME_JOB_PAYS.finditer(text))
        for m in _INCOME_WORKS.finditer(text):
            seg = fold(m.group(1))
            if any(_period_after(seg[a.end:]) not in (None, 0) and (a.strong or a.raw.strip().isdigit() and int(a.raw.strip()) >= 50)
                   for a in _pay_amounts(seg)) and not _NOT_PAY.search(m.group(1)):
                found.append(m)
        found.sort(key=lambda c: c.start())
        for m in _INCOME_GETS.finditer(text):
            first = next(iter(amounts(m.group(1))), None)
            if first is not None and _period_after(fold(m.group(1))[first.end:]) is not None \
                    and not _NOT_PAY.search(m.group(1)):
                found.append(m)  # ("gets 700 a month from ssi", "recibe 900 al mes del desempleo": no pay)
        return iter(sorted(found, key=lambda c: c.start()))

    def search(self, text: str):
        return next(self.finditer(text), None)


_INCOME = _IncomeCues()
_ZIP_CUE = _cue(vocab.ZIP_CUES, r"\D{0,15}(\d{5})(?:[-\u2013]?\d{4})?(?!\d)")
# (a comma or full stop after the ZIP ends it, "Columbia, 21044, and…"; one before a digit is a number's)
_MD_ZIP = re.compile(r"(?<![\d$.,])(2[01]\d{3})(?:[-\u2013]\d{4})?(?![\d]|[.,]\d|\s*(?:k|mil|dollars|dolares)\b)")
# (a dollar sign between, or digits going on after a comma, is money: "a 2.1 gpa and i make $3,000
# a month" had its GPA read as 3, a false "likely eligible"; a newcomer's finding)
# (a count after the cue is no GPA: "2.8 gpa, did 9 credits last semester" read a GPA of 9; class, dev13)
_GPA_CUE = _cue(vocab.GPA_CUES, r"[^\d$]{0,15}(\d(?:[.,]\d{1,2})?)(?![\d]|[.,]\d|\s*(?:credits?|creditos?|cr|classes|class|clases|clase|"
                                r"hours|hrs|horas|courses|cursos|materias)\b)")
_GPA_BARE = re.compile(r"(?<![\d$.,])([0-4][.,]\d{1,2})(?!\d|[.,]\d|\s*(?:k|mil)\b)")
_GPA_BEFORE_CUE = re.compile(r"(?<![\d$.,])([0-4][.,]\d{1,2})\s*(?:gpa|g\.p\.a\.?|promedio|average)\b")
# A GPA said on a 100-point scale after its cue ("mi promedio era 81 de 100", "gpa 85/100"): read
# with its scale as at the GPA question (a newcomer's finding: dropped silently from a first message)
_GPA_CUE_100 = _cue(vocab.GPA_CUES, r"[^\d$]{0,15}(\d{2,3}(?:[.,]\d{1,2})?)(?=\s*(?:/|out of|of|de|sobre)\s*100\b)")
# (and without its cue once a GPA out of 100 is kept: "perdón, es 88 sobre 100 no 78" corrects it)
_GPA_OF_100 = re.compile(r"(?<![\d.,$])(\d{2,3}(?:[.,]\d{1,2})?)(?=\s*(?:/|out of|of|de|sobre)\s*100\b)")
_CREDITS = re.compile(r"(?<![\d.,])(\d{1,2})\s*(?:credits?|creditos?|cr)\b")
_GRAD_CUE = re.compile(r"\b(?:graduat\w*|gradu\w*|class of|clase del|clase de|generacion|finish\w*|termin\w*|salgo|sali|got my ged|ged|saque el ged)\b")


_OWN_HIGH_SCHOOL = re.compile(r"\b(?:high\s*school|hs|escuela\s+secundaria|secundaria|prepa|preparatoria)\b"
                              r"|\bescuela(?=\s+(?!de\b|en\b|in\b)[a-z]{3,})")


# Class (dev20): a school called by its town, right after the student's year or going there ("first
# time, im a senior at parkville", "junior at Bowie", "soy senior en la de Parkville", "voy a la de
# Bowie"): the school's name, no home said (a town after "in" beside it, "at Westlake in Waldorf", is one)
_STUDENT_AT = re.compile(r"\b(?:senior|junior|sophomore|freshman|student|estudiante|(?:9|10|11|12)th grader|"
                         r"go|goes|going|attend|attends|attending|graduating from|graduate from|"
                         r"voy|va|estudio|estudia)\s+(?:(?:to|at|a|en)\s+)+(?:(?:la|el)\s+(?:de\s+)?)?$"
                         # (a school said with the article after "de": "una senior de la westlake", "estudiante
                         # del Bowie": the school; "senior de Bowie" alone may be where one is from)
                         r"|\b(?:senior|junior|sophomore|freshman|estudiante|alumna|alumno)\s+(?:de\s+(?:la|el)|del)\s+$")


# Class (fix30h, a newcomer's finding): a parent's own home said beside the student's ("I live in DC
# ... but my son lives with his mom in Silver Spring 20902", "yo vivo en Virginia, mi hija vive con su
# mamá en Bowie") is the writer's, never the student's "outside Maryland": the student's home counts.
_CHILD_LIVES = re.compile(r"\b(?:my|mi|our|nuestr[oa])\s+(?:\w+\s+)?(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter|"
                          r"grandson|granddaughter|hijo|hija|nino|nina|hijastr[oa]|niet[oa])\s+(?:\w+\s+)?(?:lives|stays|is living|"
                          r"is staying|vive|esta viviendo|se queda)\b(?!\s+(?:(?:only|just|solo|aqui)\s+)?(?:with me|with us|here|conmigo|con nosotros|aqui|aca))"
                          r"|\b(?:he|she|el|ella)\s+(?:lives|stays|is living|vive|esta viviendo)\s+(?:with|con)\b(?!\s+(?:me|us|nosotros)\b)")


def county_said(text: str) -> bool:
    """Return True when ``text`` says where the student lives: "I live in …", "vivo en …", or a
    Maryland county named with "county"/"condado" outside a college's name ("Baltimore County",
    "vivo en el condado de Howard"; not "the Community College of Baltimore County"). A county
    read from a college's town alone ("la tengo desde el año pasado en Howard") is a guess, not
    said (fix38f: only a county said is kept where the path never asks it, flow.COUNTY_SAID)."""
    from .places import own

    mine = fold(own(text))
    if _LIVE.search(mine):
        return True
    norm = normalize(mine)
    cid, _ = _college_named(norm)
    for phrase in _college_names().get(cid, ()) if cid else ():
        norm = re.sub(r"\b" + re.escape(phrase) + r"\b", " ", norm)
    return _md_county_named(normalize(norm))


def _volunteer_county(q, text, norm, state, lang, today, strong):
    """The county said in passing (:func:`_county_read_in_passing`); never the writer's own home
    outside Maryland when the student's home is said apart from it (:data:`_CHILD_LIVES`)."""
    found = _county_read_in_passing(q, text, norm, state, lang, today, strong)
    if found and found.get(q.id) == OUTSIDE_MD and _CHILD_LIVES.search(fold(text)):
        return None
    return found


def _county_read_in_passing(q, text, norm, state, lang, today, strong):
    """A county named with "county"/"condado"; else a Maryland town: after "I live in" ("vivo en
    Delmar, Maryland" too), or anywhere in the student's own words while the county is still
    unknown and no college is named ("senior at Westlake in Waldorf")."""
    from .places import home_only
    from .places import own
    from .places import town_alone
    from .places import town_elsewhere
    from .places import towns_in

    own_text = home_only(own(text))
    if not strong and not state.answered(q) and own_text != own(text) and _OWN_HIGH_SCHOOL.search(fold(own(text))) \
            and not _LIVE.search(fold(own(text))):
        # Class (a newcomer's finding: facts of a long opening dropped): the word "school" of a
        # student's own high school ("senior at Wheaton High School in Montgomery County", "soy
        # senior en la escuela Kennedy en Silver Spring") dropped its clause as a place one studies,
        # while "Wheaton High in Montgomery County" was read back as the county; with no home said,
        # it is read (back) as the other is
        own_text = home_only(_OWN_HIGH_SCHOOL.sub(" high ", fold(own(text))))
    if re.search(r"\bdelmar\b", fold(own_text)) and not _MD_SIDE.search(normalize(own_text)) and not _in_delaware(own_text):
        own_text = re.sub(r"\bdelmar\b", " ", fold(own_text))  # Delmar alone spans the state line: which side is asked (class, dev2, dev5)
    own_norm = normalize(own_text)
    options = county_options()
    live = _LIVE.search(fold(own_text))
    named = ("county", "city", "condado", "ciudad", "co")
    options = {k: tuple(p for p in v if any(w in p.split() for w in named)) for k, v in options.items() if k != OUTSIDE_MD}
    p = pick(own_norm, options, exact_only=True)
    # Class: a county named as where the high school is ("finished hs in Baltimore City, I live in
    # Dundalk") is not the student's home: the place after "I live in" is, when it names one.
    at_school = bool(p.value) and _after_school(own_norm, p)
    if at_school and live:
        home = _lived_in(own_text, options)
        if home:
            return {q.id: home}
    elif p.value and (live or not state.answered(q) or not at_school):
        return {q.id: p.value}
    if not p.value and (live or not state.answered(q)):
        short = _county_said_short(own_norm) or (None if live else county_named_alone(own_text))  # (a home said: it decides)
        if short:
            return {q.id: short}
    # (not "her dad lives in Virginia"; for a Delmar High student the Delmar question itself asks
    # which side of the line the home is on: "no, vivimos en Delaware" answers that one)
    first_person = bool(_I_LIVE.search(fold(own_text)) or _BEING_IN.search(fold(own_text))) \
        and state.answers.get("high_school") != "delmar_de"
    if first_person and town_elsewhere(own_text, full_names=True):
        return {q.id: OUTSIDE_MD}  # "no we're in Laurel Delaware": a town in another state, by the ZIP data
    if not live and _LIVE_ON_SIDE.search(fold(own_text)) and _DELAWARE_SIDE.search(fold(own_text)):
        # Class (dev12): "vivimos del lado de Delaware", "we live on the Delaware side": a home
        # outside Maryland (read back by the engine, as it rules out)
        return {q.id: OUTSIDE_MD}
    if live:
        after = fold(own_text)[live.end():]
        if _DELAWARE_SIDE.search(fold(own_text)) or _in_delaware(re.split(r"[;.]| and | y | but | pero ", after)[0]):
            # Class: "I live in Delmar DE", "vivo en Delmar pero del lado de Delaware": not Maryland
            # (said in passing, it rules the student out: the county question is put)
            return {q.id: OUTSIDE_MD}
        first = normalize(re.split(r"[,;.]| and | y | but | pero |\bbut\b|\bpero\b", after)[0])
        if first_person and contains_any(first, vocab.COUNTIES[OUTSIDE_MD]) and not contains_any(first, ("maryland", "md")):
            # "no we live in DC but I go to a charter school in PG": the home named outside Maryland,
            # whatever the school's place (class: a home outside Maryland said in passing; it rules
            # the student out, so the engine reads it back)
            return {q.id: OUTSIDE_MD}
        found = towns_in(after) or [("", town_alone(re.split(r"[,;.]| and | y | but | pero ", after)[0]))]
        if found and len(found[0][1]) == 1:
            return {q.id: found[0][1][0]}
    typo = _county_typo_at_home(own_text) if (live or first_person) else None
    if typo:
        return {q.id: typo}
    if strong or state.answered(q):
        return None
    attending = contains_any(own_norm, _ATTENDING)
    from .schools import school_names_out

    # Class (fix32i): a town inside a high school's name ("12th grade at South Hagerstown", Washington
    # County) is where the school is, never the home (md_high_schools.yaml's header)
    named = towns_in(school_names_out(own_text))
    unschooled = normalize(school_names_out(own_text))
    folded = normalize(own_text)
    kept = []
    for town, counties in named:
        if any(re.search(re.escape(town) + r"\s+(?:in|en|de)\s+" + re.escape(other), folded) for other, _ in named if other != town):
            continue  # "at Westlake in Waldorf": a school (or a part of town) named, in the town that follows
        said = len(re.findall(r"\b" + re.escape(town) + r"\b", unschooled))
        in_names = len(re.findall(re.escape(town) + r"\s+(?:high|hs|middle|senior high|high school|university|univ|college|"
                                  r"community college|cc|campus|state)\b", unschooled)) + len(re.findall(
                r"\b(?:universidad|university|college|campus)\s+(?:de\s+|of\s+)?" + re.escape(town), unschooled))
        if in_names and in_names >= said:
            continue  # part of a school's or a college's name ("Gaithersburg High", "Towson University")
        if re.search(r"\b(?:university|universidad|univ)\s+(?:\w+\s+){0,2}(?:in|en|at|near)\s+" + re.escape(town), folded):
            continue  # "la universidad de Maryland en College Park": where the university is
        if re.search(r"\b(?:college|cc|campus|" + _COLLEGE_SHORT_NAMES + r")\s+(?:\w+\s+)?(?:in|en|at|near)\s+" + re.escape(town), folded):
            continue  # where a college is, even for a senior ("quiero ir a Allegany College en Cumberland", "hcc in hagerstown")
        if not attending and re.search(r"\b(?:high|hs|school|prepa|escuela|secundaria|colegio|college|cc|campus|one)\s+"
                                       r"(?:\w+\s+)?(?:in|en|de|at|near)\s+" + re.escape(town), folded):
            continue  # where the school or college is ("Blair HS in Silver Spring", "the one in Largo")
        if _STUDENT_AT.search(folded[:folded.find(town)] if town in folded else ""):
            continue  # a school called by its town ("a senior at Parkville", "voy a la de Bowie"): no home said
        if _at_university_town(folded, town):
            continue  # "I'm at Towson right now but I want to switch to Harford": the university, no home
        if _school_elsewhere_named(town, counties):
            continue
        kept.append((town, counties))
    if kept and len({c for _, cs in kept for c in cs}) == 1:
        return {q.id: kept[0][1][0]}
    return None


# Class (fix35g, a wrong verdict): a town that is also the name a Maryland university goes by
# (:data:`vocab.UNIVERSITIES`: "Towson", "College Park", "Frostburg") said as where one is at ("hey,
# I'm at Towson right now but I want to switch to Harford Community College"), or in Spanish where
# one is ("estoy en Frostburg") in words about studies or a college, is the university one studies
# at, never where one lives: Baltimore County was kept unasked beside Harford's college, and the
# result was "likely not eligible". A home said so ("we live at College Park") stays a home.
_AT_PLACE = re.compile(r"(?<!\blive )(?<!\blives )(?<!\bliving )(?<!\bstay )(?<!\bstaying )(?<!\bstays )\bat\s+(?:the\s+)?$")
_EN_PLACE = re.compile(r"\b(?:estoy|esta|estamos|estan|sigo|sigue|ando|anda)\s+(?:ahorita\s+|ahora\s+|todavia\s+)?en\s+(?:la\s+)?$")


# Class (fix36g, a wrong verdict): the same town said as where one has studied ("I have credits
# from Salisbury but no degree", "transferring from Frostburg", "tengo créditos de Towson", "estudié
# un semestre en Salisbury", "me voy a transferir de Bowie"): Wicomico was read back from a Salisbury
# University student's question, and her "yes" to it ruled her out beside Hagerstown's college. The
# town of a university is its short name too ("Salisbury" of "Salisbury University", "Frostburg"
# of "Frostburg State").
_UNIVERSITY_TOWNS = frozenset(vocab.UNIVERSITIES) | frozenset(
    u.rsplit(" ", 1)[0] for u in vocab.UNIVERSITIES if u.endswith((" university", " state")))
_STUDIED_PLACE = re.compile(
    r"\b(?:credits?|creditos?|classes|clases|courses|cursos|semesters?|semestres?|units|materias)\s+(?:\w+\s+){0,3}"
    r"(?:from|at|in|de|en|del)\s+(?:the\s+|la\s+)?$"
    r"|\b(?:transfer|transferring|transfering|transferred|transfered|switch|switching|switched|dropped out|drop out|"
    r"withdrew|withdrawing|studied|studying|study|estudie|estudiaba|estudio|transferir|transferirme|me transferi|"
    r"transfiero|me cambio|cambiarme|me paso|pasarme|me sali|salirme|deje)\s+(?:(?:from|of|out of|at|in|de|en|del)\s+)+"
    r"(?:the\s+|la\s+)?$")


def _at_university_town(norm: str, town: str) -> bool:
    """Return True when ``town`` (a town named in ``norm``, normalized) is a university's name said
    as where one is at or has studied (see above), not where one lives."""
    if town not in _UNIVERSITY_TOWNS:
        return False
    for m in re.finditer(r"\b" + re.escape(town) + r"\b", norm):
        before = norm[:m.start()]
        if _STUDIED_PLACE.search(before):
            return True
        if town not in vocab.UNIVERSITIES:
            continue  # ("I'm at Bowie right now": Bowie High, or a home; only a university's own short name is one at it)
        if _AT_PLACE.search(before):
            return True
        if _EN_PLACE.search(before) and (contains_any(norm, _AT_COLLEGE_WORDS + ("universidad", "university", "college"))
                                         or _college_named(norm)[0]):
            return True
    return False


def _school_elsewhere_named(town: str, counties) -> bool:
    """Return True when ``town``, said in passing with no home said, is also the whole name of a
    Maryland public high school that lies in none of the town's counties ("Westlake": a post-office
    name in Montgomery, and Westlake High in Waldorf, Charles; "Potomac", "Patapsco", "Sherwood"):
    the word may name the school, so the county is asked, never inferred from it. Class (fix34r, a
    wrong verdict: "una senior de la westlake" kept Montgomery beside the College of Southern Maryland)."""
    from .schools import md_high_schools_named

    schools = md_high_schools_named(town, typos=False)
    return bool(schools) and not any(s.county in counties for s in schools)


# Class (a newcomer's finding): a county named short inside a message of several facts ("senior
# at Bowie High in PG, graduating june 2027", "vivo en el condado de PG", "I live in Prince George's")
# was read only with "county" said after it. Its name (or a short name: "PG", "moco") after "in" /
# "en" / "condado de", or as a clause of its own between commas, names it. Not the bare names
# that name other places too ("Baltimore": city or county; "Washington": the capital), nor a
# college's or a university's place ("a university in Howard"), nor a part of a town's name.
_AT_COLLEGE_WORDS = ("beca", "award", "scholarship", "promise", "class", "classes", "clases", "clase", "course", "courses",
                     "cursos", "took", "take", "taking", "tome", "tomo", "enrolled", "inscrito", "inscrita", "study", "studying",
                     "estudio", "estudiar", "semester", "semestre", "credits", "creditos", "got it", "dieron", "dio", "gave", "received", "recibi", "program",
                     "programa", "transfer", "go to", "going to", "attend", "voy a", "ir a")
_NOT_SHORT = ("baltimore", "the city", "washington", "washington dc", "dc")


def _town_mistyped_after(rest: str, name: str, cid: str) -> bool:
    """Return True when the county's short ``name`` and the word after it (``rest``, what follows
    it) are a town of another county typed with a typo ("en Kent Iland": Kent Island, Queen Anne's;
    :func:`places.town_typo`), a part of that town's name, never the county (fix38f, dev37)."""
    from .places import town_typo

    nxt = rest.split()[:1]
    if not nxt or len(nxt[0]) < 4 or not nxt[0].isalpha():
        return False
    counties = town_typo(name + " " + nxt[0])
    return bool(counties) and cid not in counties


def _county_said_short(norm: str):
    """Return the one county named short in ``norm`` (see above), else None. Never one that is
    the head of a Maryland high school's name (fix36e: "estoy en el último año en Montgomery Blair"
    kept Montgomery County, the school's place, as the student's home; where one studies is not
    where one lives: :func:`screener.chat.schools.school_names_out`)."""
    from .places import towns_in
    from .schools import school_names_out

    norm = normalize(school_names_out(norm))
    towns = [town for town, _ in towns_in(norm)]
    # a name a college goes by too ("en Carroll", "in PG") where studies or an award are talked
    # about ("me dieron la beca el año pasado en Carroll"): the college, not the home
    colleges = {p for ps in vocab.COLLEGES.values() for p in ps} if contains_any(norm, _AT_COLLEGE_WORDS) else set()
    found = set()
    for cid, phrases in county_options().items():
        if cid == OUTSIDE_MD:
            continue
        for ph in phrases:
            if ph in _NOT_SHORT or len(ph) < 2 or any(t != ph and contains(t, ph) for t in towns) or (
                    ph in colleges and not re.search(r"\b(?:senior|junior)\s+(?:in|en)\s+" + re.escape(ph) + r"\b", norm)):
                continue  # (not "Kent Island", a town in Queen Anne's; "a senior in PG" is a high schooler's county:
                # a newcomer's finding, the county lost when a college was named too)
            named = re.escape(ph)
            m = re.search(r"(?<!college )(?<!university )(?<!universidad )(?<!cc )\b(?:in|en|condado de|county of)\s+(?:the\s+|el\s+)?"
                          + named + r"\b(?!\s+(?:high|hs|college|community college|cc|university|universidad|school|middle|elementary|"
                          r"village|island|street|st|avenue|ave|road|rd|hall|mall|plaza|center|hospital))",
                          norm)
            if m and not _town_mistyped_after(norm[m.end():], ph, cid):
                found.add(cid)
    return found.pop() if len(found) == 1 else None


def county_named_alone(text: str):
    """Return the one county whose name, without "county" ("prince georges", "anne arundel", "PG"),
    is a whole clause of ``text`` of its own ("dont know, prince georges", "anne arundel, I dont
    know the zip"), else None (see above: the clause between commas). Not the bare names that name
    other places too (:data:`_NOT_SHORT`), nor a college's name where studies are talked about (as
    :func:`_county_said_short`), nor a town's name in another county ("Somerset"). The engine reads
    it back (class fix35k: the county lost beside another fact)."""
    from .places import towns_in

    norm = normalize(fold(text))
    colleges = {p for ps in vocab.COLLEGES.values() for p in ps} if contains_any(norm, _AT_COLLEGE_WORDS) else set()
    named = ("county", "city", "condado", "ciudad", "co")
    found = set()
    for clause in re.split(r"[,;.!?\n]|\b(?:and|y|but|pero)\b", fold(text)):
        said = normalize(clause)
        if not said or said in _NOT_SHORT or said in colleges or any(w in said.split() for w in named):
            continue
        for cid, phrases in county_options().items():
            if cid != OUTSIDE_MD and said in phrases \
                    and all(cid in counties for _, counties in towns_in(clause)):
                found.add(cid)
    return found.pop() if len(found) == 1 else None


def _lived_in(text: str, options: dict):
    """Return the one county (or Baltimore City) named, by its name or by a town, in the words
    after "I live in" / "vivo en" in ``text`` (to the end of that clause), else None."""
    from .places import towns_in

    found = set()
    for m in _LIVE.finditer(fold(text)):
        clause = re.split(r"[,;.]| and | y | but | pero ", fold(text)[m.end():])[0]
        p = pick(normalize(clause), options, exact_only=True)
        found |= {p.value} if p.value else {c for _, cs in towns_in(clause) for c in cs}
    return found.pop() if len(found) == 1 else None


# Class (a newcomer's finding: "I live in howrd county" at another question dropped, answered as a
# question about another county's college): a county's name mistyped by a letter or two
# ("howrd", "montgomry", "fredrick", "condado de howrd") where one says one lives or is: the
# county whose name is near (rapidfuzz, :func:`pick` at :data:`ACCEPT`, no other county close).
# Said in passing, the engine reads it back, as it does every county volunteered.
def _county_typo_at_home(text: str):
    """Return the one county whose name is mistyped in the clause after "I live in" / "I'm in" /
    "vivo en" of ``text`` (see above), else None. Towns named, and places outside Maryland, are
    read elsewhere; a clause naming a college or a school is no home."""
    from .places import towns_in

    home = re.compile(r"(?:" + _LIVE.pattern + r")|\b(?:were|we re|we are|im|i m|i am|estamos|estoy)\s+(?:in|en|over in|out in)\s+")
    folded = fold(text)
    options = {cid: tuple(p for p in phrases if len(p.replace(" ", "")) >= 5)
               for cid, phrases in county_options().items() if cid != OUTSIDE_MD}
    found = set()
    for m in home.finditer(folded):
        clause = normalize(re.split(r"[,;.!?]| and | y | but | pero ", folded[m.end():])[0])
        if not clause or towns_in(clause) or contains_any(clause, vocab.COUNTIES[OUTSIDE_MD]) or re.search(
                r"\b(?:high|hs|school|escuela|college|university|universidad|cc|grade|grado)\b", clause):
            continue
        if pick(clause, options, exact_only=True).value:
            continue  # said right: read elsewhere
        p = pick(clause, options)
        if p.value:
            found.add(p.value)
    return found.pop() if len(found) == 1 else None


_LIVE_ON_SIDE = re.compile(r"\b(?:i live|we live|live|lives|living|vivo|vivimos|vive|viven|estamos)\s+(?:on|del|en el|de)\s+")
_DELAWARE_SIDE = re.compile(r"\b(?:(?:lado|parte)\s+de\s+delaware|delaware\s+side|side\s+of\s+delaware|delmar\s*,?\s+delaware)\b")


def _in_delaware(text: str) -> bool:
    """Return True when ``text`` puts Delmar (or any town) outside Maryland: "the Delaware side",
    "Delmar DE" (its state's letters closing the words before a comma: "Delmar DE, by the line")."""
    from .places import town_elsewhere

    pieces = fold(text).split(",")
    return bool(_DELAWARE_SIDE.search(fold(text))) or any(
        town_elsewhere(",".join(pieces[i:j])) for i in range(len(pieces)) for j in range(i + 1, min(i + 3, len(pieces) + 1)))


# One-word names of colleges ("hcc", "pgcc", "ccbc"): a town after one is the college's place.
_COLLEGE_SHORT_NAMES = "|".join(sorted({re.escape(p) for ps in vocab.COLLEGES.values() for p in ps
                                        if " " not in p and len(p) >= 3 and p == p.lower() and p not in vocab.COLLEGE_NOT_ALONE}
                                       | {"hcc", "pgcc", "ccbc"}))
_ATTENDING = ("senior", "junior", "sophomore", "freshman", "im a student", "soy estudiante", "go to", "attend",
              "voy a", "estudio en", "i go",
              # the last year of high school said in Spanish or by its grade ("estoy en mi último año
              # en la high de Parkville"), as "senior" is (class: a school's town read only in English)
              "ultimo ano", "12th grade", "twelfth grade", "grado 12", "12vo grado", "doceavo grado", "duodecimo grado")


_I_LIVE = re.compile(r"\b(?:i|we|i ve|ive|we ve|weve|i have|we have|still|both)\s+(?:\w+\s+)?(?:live|lived|stay|reside)\b"
                     r"|\b(?:vivo|vivimos|radico|radicamos)\b")
_BEING_IN = re.compile(r"\b(?:were|we re|we are|im|i m|i am|estamos|estoy)\s+(?:in|en|over in|out in)\b")
# ("born and raised in Thurmont", "nací y crecí en Frederick" are read "always lived in", places.own)
_LIVE = re.compile(r"\b(?:live|living|lives|reside|resides|stay|stays|staying|vivo|vivimos|vive|viven|radico|always lived)\s+"
                   # (who with, then where: "I live with my grandparents in Cecil County", "vivo con
                   # mis abuelos en Elkton": a home too; class, a newcomer's finding)
                   r"(?:(?:with|con)\s+(?:[a-z]+\s+){1,3}?)?(?:in|en|at|out in|over in|aqui en|por)\s+")


def _after_school(norm: str, p) -> bool:
    """Return True when a county is named right after a school ("Patterson High in Baltimore
    City"): where the school is, not where the student lives."""
    return bool(re.search(r"\b(?:high|hs|school|prepa|escuela|secundaria|college|cc)\s+(?:in|en|de)\s+(?:the\s+)?"
                          + re.escape(next((x for x in county_options()[p.value] if contains(norm, x)), "@@")), norm))


def _volunteer_phrase(q, text, norm, state, lang, today, strong):
    if strong:
        return None
    from .places import own

    own_norm = normalize(own(text))
    if q.id == "household":
        own_norm = normalize(_NOT_MARRIED.sub(" ", own_norm))  # "no estoy casada": no "estoy casada" (a newcomer's finding)
    if q.id == "household" and parent_death_said(own_norm):
        return None  # "my dad passed away" (a reason, an aside): who the student lives with is asked
    if q.id == "applicant_type" and _DEGREE_HAD.search(normalize(fold(own_norm))):
        return None  # "first time, I already have a bachelor's": a degree had, not the award (a newcomer's finding: read back as renewing)
    if q.id == "applicant_type" and not_had(own(text)):
        return {q.id: "new"}  # "no la tuve antes": the award never had, no "la tuve"
    # Said in passing, a negation ("not yet", "todavía no") answers whatever was asked, not this.
    options = {v: tuple(p for p in ps if " " in p and not contains_any(p, _NEGATION + ("todavia", "aun"))
                        and not (q.id == "household" and _KIN_ALONE.fullmatch(p) and not _WITH_KIN.search(own_norm)
                                 and not _EARNER.search(own_norm)))
               for v, ps in vocab.CHOICES[q.id].items()}
    p = pick(own_norm, options, exact_only=True)
    return {q.id: p.value} if p.value else None


# Class (dev4): a parent named in passing in an answer to another question ("bajé porque mi mamá
# estuvo enferma", "my dad helped me with the FAFSA") is no household: said in passing, a phrase
# for the household ("single mom", "two parent home"), living with a parent, a parent as the
# household's one earner ("my mom makes 45k"), a spouse or a list of everyone at home is.
_KIN_ALONE = re.compile(r"(?:my|mi|mis)\s+(?:mom|mother|dad|father|parents|mama|papa|madre|padre|padres|papas|papis)")
_EARNER = re.compile(r"\b(?:my|mi)\s+(?:mom|mother|dad|father|mama|papa|madre|padre)\s+(?:only\s+|solo\s+|alone\s+)?"
                     r"(?:makes|earns|made|gets|brings|gana|ganaba|cobra|saca)\b")  # "my mom makes 45k": her income alone
_WITH_KIN = re.compile(r"\b(?:live|lives|living|stay|stays|staying|vivo|vive|vivimos|viven|with|con)\s+(?:my|mi|mis)\b")


# The student's home told in the third person, by a parent or a counselor: the student lives with
# their parent ("she lives with her mom", "vive con su papá"), or the writer and the student's other
# parent together ("his dad and I", "su mamá y yo", "yo y su papá").
_CHILDS_HOME = re.compile(r"\b(?P<lives>vive|lives|live|stays|se queda|esta)\s+(?:(?:only|just|solo|solamente|nomas)\s+)?(?:con|with)\s+"
                          r"(?:su|his|her)\s+(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")\b"
                          r"|\b(?:su|his|her)\s+(?:" + "|".join(_PARENT_ONE) + r")\s+(?:y|and|&)\s+(?:yo|i|me)\b"
                          r"|\b(?:yo|i|me)\s+(?:y|and|&)\s+(?:su|his|her)\s+(?:" + "|".join(_PARENT_ONE) + r")\b")


# The writer's own marriage said among other facts: "I'm married", "estoy casada", and (class,
# spouse27: the household asked again after an opening that said it) with the age or a word between
# ("I'm 32 and married", "i am 40, married", "im a married mom", "ya estoy casado", "me casé").
_SELF_MARRIED = re.compile(r"\b(?:im|i am|i m|soy|estoy|we are|were|somos)\s+"
                           r"(?:(?:\d{1,2}|\d{1,2} (?:years|yrs) old|\d{1,2} anos|a|an|happily|recently|newly|also|ya|tambien)\s*,?\s+)*"
                           r"(?:(?:and|y)\s+)?(?:married|casad[oa]s?)\b|\b(?:i got|i just got|i recently got)\s+married\b|\bme case\b"
                           # (fix34b) said alone at another question ("married", "casada"): the household
                           r"|^(?:married|casad[oa])$")


_PARENT_GONE = re.compile(r"\b(?:my|mi)\s+(?:" + _MOM + "|" + _DAD + r")\s+(?:\w+\s+)?"
                          r"(?:ya no vive (?:con nosotros|conmigo|aqui|aca|en (?:la|mi) casa)|se fue de (?:la|mi) casa|"
                          r"ya se fue|se mudo|no longer lives (?:with (?:us|me)|here)|"
                          r"(?:doesnt|does not) live (?:with (?:us|me)|here) (?:anymore|any more|now)|moved out|left us)\b")


# Class (a newcomer's finding): the student saying they live apart from their parents ("my parents
# are retired, I don't live with them", "no vivo con mis papás"): "my parents" in it names no home;
# a household with parents is never read from such words (it was read back as two parents after a
# confirmed "single").
_STUDENT_APART = re.compile(r"\b(?:i|yo)\s+(?:dont|do not|no longer|never|didnt)\s+(?:really\s+)?(?:live|stay|lived)\s+with\s+"
                            r"(?:them|my parents|my folks|either (?:of them|parent)|my mom and dad|my mom or dad)\b"
                            r"|\b(?:ya\s+)?no vivo con (?:ellos|ellas|mis (?:papas|padres|papis|jefes))\b")


# (fix36a) "single" said as a clause of its own among other facts ("single, no kids, I make 25k",
# "soltera, sin hijos, gano 25 mil"): the household "single" the household
# question reads from it alone, read back; never beside anyone the student lives with, a child, a
# spouse or a single parent named ("single mom" is :data:`_SINGLE_PARENT_SAID`'s)
_SINGLE_CLAUSE = re.compile(r"(?:(?:im|i am|i m|soy|estoy|and|y|also|tambien|just|only|solo)\s+)*(?:single|solter[oa])")


def _single_clause(text: str) -> bool:
    """Return True when a clause of ``text`` is "single" said alone (:data:`_SINGLE_CLAUSE`), and the
    rest names no parent, spouse, child (none denied) or single parent."""
    norm = normalize(text)
    if not any(_SINGLE_CLAUSE.fullmatch(normalize(c)) for c in _CLAUSE_CUT.split(fold(text)) if normalize(c)):
        return False
    ages = [int(a) for m in _OWN_AGE.finditer(fold(text)) for a in re.findall(r"\d{1,2}", m.group(0))]
    if ages and min(ages) < 24:
        return False  # (fix32j) "I'm 19, single": a young student's "single" may be a dependent's, asked
    rest = _NO_CHILDREN.sub(" ", _NOT_MARRIED.sub(" ", norm))
    return not contains_any(rest, _PARENT_ONE + _PARENT_TWO + _SPOUSE + _OWN_CHILDREN + _SINGLE_PARENT_SAID) \
        and not _WITH_KIN.search(norm)


def _volunteer_household(q, text, norm, state, lang, today, strong):
    """A phrase for the household (:func:`_volunteer_household_read`), never one with parents when
    the student says they don't live with them (:data:`_STUDENT_APART`)."""
    form = _volunteer_household_read(q, text, norm, state, lang, today, strong)
    if form and form.get(q.id) in ("single_parent", "two_parent") and _STUDENT_APART.search(normalize(text)) \
            and not (kin_writes() or writes_as_kin(text)):
        # (fix36d) "I don't live with them" of an older sibling or grandparent writing is the writer's
        # own home, never the student's ("she lives with our mom… I make 50k but I don't live with them")
        return None
    return form


def _volunteer_household_read(q, text, norm, state, lang, today, strong):
    """A phrase for the household ("two parent home"), else the people of a list of everyone at
    home ("me, my mom and my 2 little brothers": one parent)."""
    said = slang_parents(solo_as_only(text))  # "mi jefita", "mi mom": the Spanish word for the parent
    if writer_is_parent(normalize(said)):
        # "vive conmigo y su papá": a parent's words, read (and read back) by the household question's
        # reader; only the student's home said plainly is taken here, among other facts (class, dev13:
        # "vive con su mamá que gana 35 mil", "su papá y yo ganamos 90 mil juntos" lost in an opening)
        # A writer in the first person beside "she lives with her dad" and not in that home ("she lives
        # with her dad in Dover, she'd come to us for school"): parents apart, asked on its page
        home = _CHILDS_HOME.search(normalize(said)) if not strong else None
        if home is None and not strong and parent_absent_said(said) and not _CHILDS_HOME.search(normalize(said)) \
                and not re.search(r"\b(?:" + "|".join(_SPOUSE) + r"|boyfriend|girlfriend|partner|novi[oa]|pareja|step\s?\w+|padrastro|madrastra)\b",
                                  _EX_SPOUSE.sub(" ", normalize(said))) \
                and (_KIN_SELF.search(normalize(said)) or re.search(r"\b(?:with|con)\s+(?:us|me|nosotr[oa]s|migo)\b|\bconmigo\b", normalize(said))):
            # (fix32j) a parent writing says the student's other parent is away and the student is
            # with them ("her mom isn't in the picture, it's just me and her", "su papá no vive con
            # nosotras", "her dad doesn't live with us"): one parent at home (read back), no spouse
            # or partner of theirs named
            return {q.id: "single_parent"}
        if home is None or home.group("lives") and _WRITER_WORD.search(normalize(said)) and not _WRITER_PARENT.search(normalize(said)):
            return None
        kind = household_kind(said)
        return {q.id: kind} if kind in ("single_parent", "two_parent") else None
    if state.answers.get(q.id) == "two_parent" and _PARENT_GONE.search(normalize(said)) and "?" not in text:
        # Class (a newcomer's finding): one of two parents kept said to have left the home ("en
        # realidad mi papá ya no vive con nosotros", "my dad moved out"): one parent now, read back
        # as "my parents split up, I live with my mom now" is (it was an aside about someone's home)
        return {q.id: "single_parent"}
    # a relative living elsewhere ("mi esposo vive en El Salvador, yo aquí con los niños"): an aside
    # about that person's place, no phrase for the household (class, dev8: "esposo" read as married)
    clauses = [p for p in _LOSS_CLAUSES.split(said) if p]
    said = " , ".join(p for p in clauses if not elsewhere(p))
    if any(elsewhere(p) and re.search(r"\b(?:my|mi)\s+" + f"(?:{_MOM}|{_DAD})" + r"\b", normalize(p)) for p in clauses) \
            and re.search(r"\b(?:with|con)\s+(?:my|mi)\s+" + f"(?:{_MOM}|{_DAD})" + r"\s+(?:in|en)\s+\w", normalize(said)) \
            and not re.search(r"\b(?:just|only|solo|sola|solamente|single|soltera|soltero)\b", normalize(said)):
        # Class (dev2, dev10): a parent placed elsewhere beside the one lived with, as where one
        # lives ("my dad lives in DC but i live with my mom in Greenbelt"): the home's place, with
        # parents who live apart, so one parent or a parent and step-parent (WHOSE_PARENT) is
        # asked on its page, not read in ("I live with my mom, my dad lives in Ohio" still is)
        return None
    if not strong and contains_any(normalize(said), vocab.DIVORCED) and contains_any(normalize(said), vocab.LIVE_WITH_ONE):
        # Class (dev12): parents apart and the one parent lived with, said at another question ("my
        # parents split, I'm at my dad's in Clinton"): as the household question reads it (one
        # parent, or a parent and step-parent named), never "parents" read as two
        reading = _read_household(q, said, normalize(said), lang, state, today)
        return reading.form if (reading.form or {}).get(q.id) in ("single_parent", "two_parent") else None
    form = _volunteer_phrase(q, said, normalize(said), state, lang, today, strong)
    if form is None and not strong and _adult_single(said):
        return {q.id: "single"}
    if form and form.get(q.id) == "single_parent" and household_kind(text) == "two_parent":
        # "vivo con mi mamá y su esposo" (class, dev8), "i live with my mom and my dad" (a
        # newcomer's finding: read back as one parent, the $100,000 limit for $150,000): the
        # phrase "with my mom" is one parent only when no other parent is listed beside her
        return {q.id: "two_parent"}
    if form and form.get(q.id) == "single" and _WITH_KIN.search(normalize(said)):
        # (fix32h) "im single and live with my mom": not married, at a parent's home: that household
        kind = household_kind(text)
        return {q.id: kind} if kind in ("single_parent", "two_parent") else None
    if form or strong:
        return form
    if _SELF_MARRIED.search(_NOT_MARRIED.sub(" ", norm)):
        return {q.id: "married"}
    if _COUPLE_SAID.search(norm) and not _NOT_MARRIED.search(norm) and state.answers.get(q.id) != "two_parent":
        # (fix36g) "my wife and I make about 95k together": the spouse at home (read back); with two
        # parents kept, a parent may be writing of their own spouse: the same limit, left as it was
        return {q.id: "married"}
    if _single_clause(said):
        return {q.id: "single"}  # "single, no kids, I make 25k": read back, as "single" alone at its question
    if (re.search(r"\b(?:live with|living with|stay with|staying with|vivo con|vivimos con)\b", norm)
            # (fix32j: the student's home said by someone writing, "he lives with our mom and dad", "vive con nuestra mamá y papá")
            or re.search(r"(?:\b(?:he|she|el|ella)\s+|(?:^|[.;,!]|\by\b)\s*)(?:lives|stays|is living|vive|esta viviendo)\s+(?:with|con)\b", fold(text))) \
            and household_kind(text) in ("single_parent", "two_parent"):
        return {q.id: household_kind(text)}  # "we live with mom and dad": whose home, if not everyone in it
    if household_kind(text) == "two_parent" and _LIVE_TOGETHER.search(norm):
        return {q.id: "two_parent"}  # "my dad makes 60k and my stepmom 20k, we all live together"
    if household_kind(text) == "two_parent" and _TOGETHER.search(fold(text)) and income_cued(text) \
            and not combined_with_uncounted(text, lang) and not _LEFT_HOME.search(norm) \
            and not any(elsewhere(p) for p in re.split(r"[,;.]|\bbut\b|\bpero\b", fold(text))):
        # Class (dev32): two parents' pay said as one total ("mis papás ganan como 90 mil juntos", "my
        # parents make 88k combined"): both counted, so two parents (read back, as any household
        # inferred beside other facts is); under every limit the household is never asked, and was lost
        return {q.id: "two_parent"}
    if not strong and _parents_alone(norm) and household_kind(text) == "two_parent":
        # (fix37k, a newcomer's finding) "mom and dad", "mamá y papá" alone at another question (in-state
        # tuition): the household, read back as "I live with my mom and dad" is, never an FAQ's reply
        # and lost; not everyone at home is listed (no size), only whose household it is
        return {q.id: "two_parent"}
    if not _listed(norm, fold(text)):
        return form
    kind = household_kind(text)
    return {q.id: kind} if kind else None


def _parents_alone(norm: str) -> bool:
    """Return True when ``norm`` is nothing but parents named ("mom and dad", "my mom and my
    stepdad", "mi mamá y mi papá"): people words and the glue of a list (:data:`_LIST_GLUE`)."""
    words = norm.split()
    people = set(vocab.PERSON_ONE) | set(vocab.PERSON_MANY)
    return bool(words) and all(w in people or w in _LIST_GLUE for w in words) \
        and any(w in set(_PARENT_ONE) | set(_PARENT_TWO) for w in words)


# Two parents (or a parent and step-parent) named, said to live together with the student ("my mom
# makes 40k and my stepdad 50k, we all live together", "mi padrastro y mi mamá trabajan, vivimos
# todos juntos"): two parents at home, though not everyone at home is listed (class, dev13)
_LIVE_TOGETHER = re.compile(r"\b(?:(?:we|we all|all of us|all)\s+(?:live|stay)\s+(?:together|in the same (?:house|home|place))"
                            r"|(?:vivimos|estamos)\s+(?:todos\s+|todas\s+)?(?:juntos|juntas|en la misma casa))\b")


_SCHOOL_NAMED = re.compile(r"\b(?!(?:my|his|her|their|our|your|a|the|from|in|at|of|just|only|senior|junior|public|private|local|la|el|una|un|mi|de|en|"
                           r"no|any|to|go|went|finished|graduated|diploma|maryland|md|with|done|con|del|not|out|from)\b)[a-z]{3,}\s+(?:high|hs)\b"
                           r"|\b(?:prepa|escuela|colegio|high school)\s+(?!(?:en|de|in|of|at|diploma|y|and|but|pero)\b)[a-z]{4,}")


_SCHOOL_NOW = re.compile(r"\b(?:i|im|i am)\s+(?:go|going|goes|attend|attending|study|studying|in school|at school)\b"
                         r"|\b(?:voy a la escuela|voy a clases|estudio|estoy estudiando|asisto)\b")
_HIGH_SCHOOL_SAID = ("high school", "highschool", "hs", "prepa", "preparatoria", "secundaria", "diploma", "ged", "graduated",
                     "graduate", "gradue", "me gradue", "termine", "finished", "senior", "junior", "grade", "grado")


_GRADUATED_AT = re.compile(r"\b(?:i|we|he|she|im|i m|i am|hes|shes|ill|i ll|will|me|se)?\s*(?:graduated|graduate|graduating|gradue|graduo|"
                           r"graduare|finished school|termine la escuela)\s+(?:\w+\s+){0,2}?(?:in|en|from|de|out of)\b")
_COLLEGE_OR_DEGREE = re.compile(r"\b(?:college|university|univ|universidad|community|degree|bachelors?|associates?|masters?|titulo|"
                           r"licenciatura|asociado|maestria|carrera|facultad)\b")


def _volunteer_high_school(q, text, norm, state, lang, today, strong):
    """A school named ("Bowie High", "la prepa Blair"), or a GED or school in a Maryland place; not
    the bare words "high school diploma" (no place said)."""
    from .places import own
    from .places import towns_in

    if not strong and not state.answers.get(q.id) and _md_school_attended(_partners_school_out(own(text))):
        return {q.id: "maryland"}  # "senior at walt whitman", "i go to oakland mills": on MSDE's list
    if not strong and state.answers.get(q.id) in (None, "maryland", "maryland_ged") \
            and not contains_any(norm, vocab.SCHOOL_WORDS + ("ged",)) and _GRADUATED_AT.search(normalize(own(text))) \
            and not _COLLEGE_OR_DEGREE.search(normalize(own(text))) and _school_elsewhere(own(text)):
        # Class (a newcomer's finding): a graduation placed outside Maryland, no kind of school named
        # ("actually I graduated in virginia", "me gradué en Virginia"): where the diploma is from
        # (a college's would name it); it rules out, so it is read back, never kept unasked
        return {q.id: "other"}
    if strong or not contains_any(norm, vocab.SCHOOL_WORDS + ("ged",)):
        return None

    own_text = _partners_school_out(own(text))  # ("he went to Frederick High": a husband's school)
    own_norm = normalize(own_text)
    placed = contains_any(own_norm, ("maryland", "md")) or bool(towns_in(own_text))
    if contains(own_norm, "ged") and placed and not contains_any(own_norm, vocab.FOREIGN_PLACES):
        return {q.id: "maryland_ged"}
    if state.answers.get(q.id) in ("maryland", "maryland_ged") and _school_elsewhere(own_text):
        # Class: the diploma placed outside Maryland after a Maryland one was answered ("me gradué
        # en el 2003 en la escuela superior de Bayamón"): a correction, read back (it rules out)
        if _SCHOOL_NOW.search(own_norm) and not contains_any(own_norm, _HIGH_SCHOOL_SAID):
            # Class (a newcomer's finding): a school gone to now, no high school or diploma said
            # ("I go to school in DC", "estudio en DC"), after a Maryland high school was named:
            # maybe a college; never read as the diploma's place over the school kept
            return None
        reading = _read_high_school(q, own_text, own_norm, lang, state, today)
        return reading.form if reading.form == {q.id: "other"} else None
    if _ged_elsewhere(own_text) and not state.answers.get(q.id):
        # Class (parse27): a GED earned in a place outside Maryland, said beside other facts ("got
        # my GED in Pennsylvania in 2019, want to start at CCBC"): where the diploma is from, never
        # dropped; it rules out, so the engine puts the question or reads it back, never keeps it
        return {q.id: "other"}
    if not placed and not _SCHOOL_NAMED.search(own_norm):
        return None
    reading = _read_high_school(q, own_text, own_norm, lang, state, today) if own_text != own(text) else \
        _read_high_school(q, text, normalize(text), lang, state, today)
    if reading.form and reading.form.get(q.id) == "none":
        # "no degree, I graduated Parkville High…": the "no" answers another question; the
        # clause naming the school says where the diploma is from
        clause = next((c for c in re.split(r"[,;.]", fold(own_text)) if _SCHOOL_NAMED.search(normalize(c))), "")
        reading = _read_high_school(q, clause, normalize(clause), lang, state, today) if clause else Reading()
    elif reading.form and reading.form.get(q.id) == "other":
        # Class (a newcomer's finding: facts of a long opening dropped): a word of another
        # clause ("no other scholarships", "in state yes") read as the school's place ("other"):
        # when the message names no place outside Maryland, the clause naming the school decides
        from .places import foreign_place

        clauses = re.split(r"[,;]|\.(?!\d)", fold(own_text))
        clause = next((c for c in clauses if _SCHOOL_NAMED.search(normalize(c))), "")
        rest = " , ".join(c for c in clauses if c != clause)
        if clause and not foreign_place(text) and not contains_any(normalize(text), vocab.FOREIGN_PLACES) \
                and not contains_any(normalize(rest), vocab.SCHOOL_WORDS + ("ged", "diploma", "out of state", "another state",
                                                                           "otro estado", "fuera de maryland")):
            reading = _read_high_school(q, clause, normalize(clause), lang, state, today)
    return reading.form if reading.form and reading.form.get(q.id) not in ("other", "none") else None


# Class (a newcomer's finding: "hi im a senior at walt whitman" asked the high school again): a
# Maryland public high school named without "High" in a message of other facts, where the student
# says they go to it or are in a grade there ("senior at", "i go to", "attend", "voy a", "estudio
# en"); a name that is also a town's ("Glen Burnie") only with its kind of school after it.
_ATTENDS_SCHOOL = re.compile(r"\b(?:senior|junior|sophomore|freshman|student|estudiante|(?:9|10|11|12)th grader|"
                             r"go|goes|going|went|attend|attends|attending|attended|graduating|graduate|graduated|"
                             r"voy|va|fui|estudio|estudia|estudie|gradue|graduo|termine|"
                             # in a grade there ("estoy en 12 en North Dorchester", "mi hijo está en 12vo en …"; class, dev31)
                             r"(?:im|i am|is|hes|shes|estoy|esta|ando|anda|va)\s+(?:in|en)\s+(?:the\s+|el\s+|my\s+|mi\s+)?(?:" + _GRADE_SAID + r"))"
                             r"\s+(?:(?:to|at|from|a|en|de|in)\s+)+"
                             r"(?:(?:la|el)\s+(?:prepa\s+|escuela\s+)?(?:de\s+)?)?(?P<name>[a-z][a-z .']*)")


def _md_school_attended(text: str) -> bool:
    """Return True when ``text`` says the student goes to (or went to) a school named on MSDE's
    list (see above), its name right after the words saying so."""
    from .places import towns_in
    from .schools import md_high_schools_named

    folded = re.sub(r"\bh\s*[.,]\s*s\b(?:\s*[.,](?!\s*\w))?", "hs", fold(text))  # ("Northwood H.S.": its kind, as "hs")
    for m in _ATTENDS_SCHOOL.finditer(folded):
        clause = re.split(r"[,;.!?]|\b(?:and|y|but|pero)\b", folded[:m.start()])[-1]
        if re.search(r"\b(?:he|she|they|el|ella|ellos|his|her|su|sus)\b", clause) or any(
                w in vocab.RELATIVES or w in vocab.SIBLING_WORDS for w in normalize(clause).split()):
            continue  # "my brother goes to Oakland Mills", "she went to Whitman": another's school
        name = re.split(r"[,;.!?]|\b(?:and|y|but|pero|in|en|with|con|graduating|class|im|i|my|mi)\b", m.group("name"))[0]
        found = md_high_schools_named(name)
        # (a name that is a town's too, "Glen Burnie", needs its kind; one only holding a town's,
        # "South Hagerstown", doesn't)
        if found and len({s.name for s in found}) == 1 and (not any(t == normalize(name) for t, _ in towns_in(name))
                                                            or re.search(r"\b(?:high|hs)\b", name)):
            return True
    return False


def _ged_elsewhere(text: str) -> bool:
    """Return True when a clause of ``text`` says a GED was earned in a place outside Maryland
    ("my GED in Pennsylvania", "saqué el GED en Virginia", "GED from another state") and none
    says one was earned in Maryland (:func:`_ged_here`)."""
    from .places import foreign_place

    if _ged_here(text) or _GED_UNDERWAY.search(normalize(text)):
        return False
    for clause in re.split(r"[,;.]|\bbut\b|\bpero\b|\band\b|\by\b", fold(text)):
        n = normalize(clause)
        if contains(n, "ged") and not _LIVING.search(n) and not contains_any(n, ("maryland", "md")) \
                and (contains_any(n, vocab.FOREIGN_PLACES) or foreign_place(clause)):
            return True
    return False


def zip_in(text: str) -> dict | None:
    """Return ``{"zip": …}`` for a Maryland ZIP code (or one named as a ZIP) in ``text``, else None."""
    m = _ZIP_CUE.search(fold(text)) or _MD_ZIP.search(fold(text))
    return {"zip": m.group(1)} if m else None


_ZIP_WORD = _cue(vocab.ZIP_CUES, r"(?:\s+(?:is|es|its|it is|=|:))?(.{0,60})")


def five_digits_first(text: str, state) -> str | None:
    """Return the 5-digit number that is all of ``text`` when nothing is answered yet (the
    opening message): a ZIP code, in Maryland or not ("22201" is Arlington, Virginia), never an
    income (class, a newcomer's finding: "22201" alone read back as an income of $22,201)."""
    m = re.fullmatch(r"\s*(\d{5})\s*[.!]?\s*", str(text))
    return m.group(1) if m and not state.answers else None


def _volunteer_zip(q, text, norm, state, lang, today, strong):
    m = _ZIP_CUE.search(fold(text)) or (None if strong else _MD_ZIP.search(fold(text)))
    if m:
        return {q.id: m.group(1)}
    first = five_digits_first(text, state)
    if first:
        return {q.id: first}
    cue = _ZIP_WORD.search(fold(text))  # "my zip is 2 0 9 0 6", "mi código postal es dos cero siete…"
    spelled = numtext.spelled_digits(re.split(r"[,;]|\b(?:and|y)\b", cue.group(1))[0]) if cue else None
    return {q.id: spelled[:5]} if spelled and len(spelled) in (5, 9) else None


_SCALE_SAID = re.compile(
    r"(?:^|\b(?:its|it is|is|es|era|they use|usan|use)\s+)(?:out of|sobre|on a|en una escala de)\s+(\d{1,3})(?:[.,]0)?(?!\d|[.,]\d)"
    r"|\bscale\s+(?:goes\s+)?(?:up\s+)?(?:to|is|of)\s+(\d{1,3})(?:[.,]0)?(?![\d.,])"
    r"|\bescala\s+(?:va\s+)?(?:hasta|es|de)\s+(?:el\s+)?(\d{1,3})(?:[.,]0)?(?![\d.,])"
    # "the 4 point scale", "a 5.0 scale", "4-pt scale" (class, dev14: "the 4 point scale" was a GPA of 4.0, kept unasked)
    r"|(?<![\d.,])(\d{1,3})(?:[.,]0)?\s*-?\s*(?:(?:point|pt|pts|points)\s*-?\s*)?scale\b"
    r"|^(?:de|out of|sobre)\s+(\d{1,3})(?:[.,]0)?(?:[\s.,!]+(?:creo|i think|maybe|tal vez|scale|escala|gpa|promedio))*[\s.,!]*$")


# A scale named as a range from zero ("de 0 a 100", "0-100", "from 0 to 4"), or as a kind of
# grade with no number ("our school does percentages", "usan porcentajes": out of 100)
_SCALE_RANGE = re.compile(r"(?:^|\s)(?:(?:de|from|del|en una escala de|on a scale of)\s+)?0\s*(?:-|a|to|al|hasta)\s*(\d{1,3})(?:[.,]0)?(?!\d|[.,]\d)")
_PERCENT_SCALE = re.compile(r"\b(?:percentages?|porcentajes?|percent|por ciento|porciento)\b")


# What was done, its "I" dropped and "already" after it ("did the fafsa already", "filed mine already,
# in october", "sent it already"): a statement though it opens with an auxiliary; no "?" (class,
# dev11: an answer at the aid question taken for a question and answered from the FAQ)
_DONE_ALREADY = re.compile(r"(?:did|done|filed|submitted|sent|finished|completed)\s+(?:it|that|mine|(?:my|the|our|la|el|mi)\s+"
                           r"(?:\w+\s+)?(?:fafsa|one app|app|application|form|dream act|one))\s+(?:already|ya"
                           # or done again, or when ("did the fafsa again in october", "did mine last week"; class, dev23)
                           r"|again|too|also|as well|otra vez|de nuevo|last (?:week|month|year|fall)|this (?:week|month|year|fall)"
                           r"|(?:in|on|back in|en)\s+(?:" + "|".join(vocab.MONTHS) + r"))\b")


def done_already(text: str) -> bool:
    """Return True when ``text``, with no question mark, opens with what was done and "already"
    (:data:`_DONE_ALREADY`)."""
    return not re.search(r"[?¿]", text) and bool(_DONE_ALREADY.match(normalize(text)))


def scale_alone(text: str) -> str | None:
    """Return the GPA scale a message states with no GPA in it ("out of 4", "de 5 creo", "their
    scale goes to 5.0", "sobre 4", "our school does it out of a hundred", "de 0 a 100", "100"
    alone, "we use percentages"), when it is one the form offers (4, 5, 10, 20, 100); else None."""
    t = " ".join(fold(text).split())
    if not re.search(r"\d", t):
        t = " ".join(fold(numtext.in_digits(t)).split())  # "it's out of four", "sobre cuatro" (class: a scale in words)
    t = re.sub(r"\b(out of|sobre|de|on a)\s+(?:a|an|un)\s+(?=\d)", r"\1 ", t)  # "out of a hundred"
    offered = ("4", "5", "10", "20", "100")
    if re.fullmatch(r"\s*100\s*[.!]?\s*", t):
        return "100"  # "100" alone: no one's GPA, the scale (a bare 4 or 5 stays a GPA)
    if not re.search(r"\d", t) and _PERCENT_SCALE.search(t) and "?" not in text:
        return "100"
    ranged = _SCALE_RANGE.search(t)
    if ranged and set(re.findall(r"\d+", t)) == {"0", ranged.group(1)}:
        return ranged.group(1) if ranged.group(1) in offered else None
    m = _SCALE_SAID.search(t) or _SCALE_AFTER_WORDS.search(t)
    if not m or len(numbers(t)) != 1:
        return None
    value = next(g for g in m.groups() if g)
    return value if value in offered else None


# "our school does it out of 100", "the report card goes out of 4", "en mi escuela es sobre 100":
# a scale phrase after a few words, the message's only number (see :func:`scale_alone`)
_SCALE_AFTER_WORDS = re.compile(r"\b(?:out of|sobre|on a|en una escala de)\s+(\d{1,3})(?:[.,]0)?(?:\s*(?:point|puntos?)?\s*scale)?(?![\d.,])")


# A GPA said with a college ("my GPA at Chesapeake is a 2.4", "2.4 en Wor-Wic", "college GPA"):
# the college's GPA, never the high school's (class: a GPA said with where it was earned).
_GPA_AT = re.compile(r"(?:\b(?:gpa|promedio)|(?<![\d.,])\d[.,]\d{1,2})\s+(?:at|in|from|en|de|del)\s+(?:the\s+|el\s+|la\s+)?"
                     r"((?:\S+\s*){1,4})")
_COLLEGE_GPA = re.compile(r"\b(?:college|cc|university|universidad)\s+(?:gpa|promedio)\b|\b(?:gpa|promedio)\s+(?:del|de la|en el|"
                          r"en la|at the|in|at my|from my|de mi)\s+(?:college|community college|cc|universidad)\b")


def college_gpa(text: str) -> bool:
    """Return True when a GPA in ``text`` is said to be a college's (see :data:`_GPA_AT`)."""
    t = " ".join(fold(text).split())
    if _COLLEGE_GPA.search(t):
        return True
    names = sorted({n for ns in _college_names().values() for n in ns + (ns[1][:-3],) if len(n) >= 3}, key=len, reverse=True)
    for m in _GPA_AT.finditer(t):
        after = normalize(m.group(1))
        if re.match(r"(?:baltimore\s+)?city\s+college\b", after):
            continue  # Baltimore City College is a high school
        if re.match(r"(?:community\s+)?college\b|cc\b", after):
            return True
        # a college's name, also one a county shares ("at Frederick"), but not a high school's ("at Bowie High")
        name = next((n for n in names if after == n or after.startswith(n + " ")), None)
        if name and not re.match(r"\s*(?:high|hs|middle|senior high|prep|academy|secundaria|prepa)\b", after[len(name):]):
            return True
    return False


def _volunteer_gpa(q, text, norm, state, lang, today, strong):
    said = scale_alone(text) if q.id in state.answers else None
    if said and str(state.answers.get("gpa_scale", "4")).removesuffix(".0") != said:  # (4: the default, as kept)
        # The scale of a GPA given before, said after it ("out of 4", "de 5 creo", class: a GPA's
        # scale said alone): the GPA with that scale, read back (out of 5: the check then asks for
        # the unweighted one; out of 100 with a GPA under 5: the form's own message asks to check)
        return {q.id: str(state.answers[q.id]), "gpa_scale": said}
    if said:
        return None
    if money_spans(text):
        text = without_money(text)  # "1,5 millones", "160k", "$12 an hour": money, never a GPA
    if not re.search(r"\d", text):
        text = numtext.in_digits(text, lang)  # "perdón, es tres punto uno"
    if others_marks_only(text):
        return None  # "my sister got the promise and she had a 2.0": a relative's mark, an aside (nc23)
    if numtext.vague(text, _A_GPA):
        return None  # "my gpa is 2 point something", "in the 2s": its first digit only, asked at its question (nc23)
    if _others_marks_dropped(text) != text:
        text = _others_marks_dropped(text)  # "3.4, my sister had a 2.0": the student's own
    each = gpa_of_each_school(text)
    if each is not None:
        # (class, stepfam: the high school's GPA and the college's, each to its own question)
        if q.id == "hs_gpa":
            return None if state.answers.get("applicant_type") == "renewal" \
                or state.answers.get("enrolled_at_md_community_college") else {q.id: _strip(each[0])}
        return None if state.answers.get("applicant_type") == "new" \
            and not state.answers.get("enrolled_at_md_community_college") else {q.id: _strip(each[1])}
    overall = tagged_number(text, _CUMULATIVE)
    m = _GPA_CUE.search(fold(text)) or (None if strong else _GPA_BARE.search(fold(text))) or _GPA_CUE_100.search(fold(text)) \
        or (_GPA_OF_100.search(fold(text)) if q.id in state.answers and str(state.answers.get("gpa_scale")) in ("100", "100.0") else None)
    before = _GPA_BEFORE_CUE.search(fold(text))
    if m is not None and before is not None and not re.search(r"[.,]\d", m.group(1)) and m.start(1) > before.end(1):
        # "3.2 gpa, 3 people", "3.2 gpa, family of 2": the decimal said right before its cue is the
        # GPA; the whole number after it is another answer (a newcomer's finding: 3.0, 2.0 kept)
        m = before
    both = _unweighted_of_two(text)
    if both is not None:
        # "4.2 weighted 3.6 unweighted" said at another question or in a first message: the
        # unweighted one, as at the GPA question (class: a weighted and an unweighted GPA in one
        # message, said in passing; the weighted one was taken, or none)
        m = re.match(r"(.*)", both)
    if overall is not None and _GPA_BARE.fullmatch(overall):
        # "el 3.1 era solo del semestre pasado, el acumulado es 3.0": the cumulative one (class: a
        # GPA of one term beside the cumulative one)
        m = re.match(r"(.*)", overall)
    elif both is None and (latest := latest_gpa(text)) is not None:
        m = re.match(r"(.*)", latest)  # "2.0 freshman year, 3.1 now": the one now (read back: engine._plainly_stated)
    mark = gpa_mark(text) if not m and not strong else None
    if mark is not None:
        m = re.match(r"(.*)", mark)  # "my gpa is 88": out of 100 (below), read back
    if not m:
        return None
    if both is None and overall is None and not contains_any(norm, vocab.CORRECTION) \
            and any(w in vocab.RELATIVES or w.removesuffix("s") in vocab.RELATIVES for w in normalize(text).split()) \
            and len({_strip(g) for g in re.findall(r"(?<![\d.,])([0-4][.,]\d{1,2})(?![\d.,]*\d)", fold(text))}) > 1:
        # "my sister's gpa was 2.1 but mine is 3.4": two GPAs said in passing beside a relative,
        # whose is whose is not guessed (a newcomer's finding: the sister's 2.1 kept); the GPA question asks it
        return None
    renewal = state.answers.get("applicant_type") == "renewal" or contains_any(norm, ("renew", "renovacion", "renovar")) \
        or (state.answers.get("applicant_type") is None and _renewing_said(text))
    at_college = college_gpa(text)
    # (fix34c, a newcomer's finding: "I take classes at CCBC now, gpa 2.4" kept as the high school's
    # GPA: a student at the college now has a college GPA; new or renewing, it is the college's)
    now = at_college_now(text) and not (today is not None and str(state.answers.get("hs_completion_date") or "") >= f"{today:%Y-%m}")
    if q.id == "hs_gpa" and (renewal or state.answers.get("enrolled_at_md_community_college") or at_college or now):
        return None
    if q.id == "cc_gpa" and not (renewal or state.answers.get("enrolled_at_md_community_college") or now
                                 or (at_college and state.answers.get("applicant_type") != "new")):
        return None
    college = _college_gpa_at_hs(q, text, lang, state, today)
    if college is not None:  # a GPA of college classes said in passing is never the high school's
        return dict(college.form) if college.form else None
    if both is None and not (overall is not None and _GPA_BARE.fullmatch(overall)):
        scaled = _scaled_gpa(q, fold(text), m.group(1), lang, state, today)
        if scaled is not False:
            return scaled
    if mark is not None:
        # (fix35j) a mark out of 100 said with a GPA's word and no scale: the form's 100-point
        # reading, as at the GPA question with its scale said, read back (engine: a scale not 4.0)
        reading = _read_gpa(q, f"{mark} out of 100", "", lang, state, today)
        return reading.form if reading.form and reading.form.get(q.id) is not None else None
    return {q.id: _strip(m.group(1))}


# Class (stepfam, a newcomer's finding): a high school's GPA and a college's (dual enrollment) said
# in one message ("my hs gpa was 3.1 and my dual enrollment college gpa is 2.4", "mi promedio de la
# prepa fue 3.1 y el universitario 2.4"): each to its own question, read back (before: the college's
# words made the high school's 3.1 the college GPA, and the 2.4 was lost).
_HS_SAID = re.compile(r"\b(?:hs|high school|highschool|high|secundaria|prepa|preparatoria|escuela)\b")
_CC_SAID = re.compile(r"\b(?:college|colegio|cc|university|universidad|universitario|dual enrollment|dual|doble inscripcion|"
                      r"concurrent|dual enrolment)\b")


_THERE = re.compile(r"\b(?:there|alli|ahi|alla|at that school|at that college|en esa escuela|en ese college)\b")
_DUAL_SAID = re.compile(r"\b(?:dual enrollment|dual enrolment|dual|doble inscripcion|concurrent|inscripcion doble)\b")


def gpa_of_each_school(text: str) -> tuple | None:
    """Return ``(high school's GPA, college's GPA)`` when ``text`` says one of each, each in its
    own clause named by its school, else None. A clause's school is named by its words ("high
    school", "college", "dual enrollment") or a college's own name ("CCBC"); "there" is the school
    of the clause before (class, a newcomer's finding: "Dundalk High … a 1.9 GPA. Classes at CCBC …
    my GPA there was 1.7" kept 1.7 as the high school's). A GPA of no school said beside a dual
    enrollment GPA is the high school's ("my GPA is 3.1 but my dual enrollment GPA at CCBC is 2.0")."""
    folded = fold(text)
    if not re.search(r"\b(?:gpa|promedio|grade point average)\b", folded):
        return None
    hs, cc, unnamed, dual = [], [], [], False
    school = None
    for part in re.split(r"[;!?]|\.(?!\d)|,(?!\d)|\b(?:and|y|but|pero|while|mientras|plus)\b", folded):
        figures = _GPA_BARE.findall(part) or [g.group(1) for g in [_GPA_CUE.search(part)] if g]
        norm = normalize(part)
        said = "cc" if _CC_SAID.search(norm) or _college_named(norm)[0] else "hs" if _HS_SAID.search(norm) else None
        said = said or (school if _THERE.search(norm) else None)
        school = said or school
        if len(figures) != 1:
            continue
        dual = dual or (said == "cc" and bool(_DUAL_SAID.search(norm)))
        (cc if said == "cc" else hs if said == "hs" else unnamed).append(figures[0])
    if dual and not hs and len(cc) == 1 and len(unnamed) == 1:
        hs = unnamed
    return (hs[0], cc[0]) if len(hs) == 1 and len(cc) == 1 else None


# Class (a newcomer's finding: a false "likely eligible"): a GPA's scale, or "weighted", said with
# it in a longer message ("my gpa is 2.4 on a 5 point scale", "gpa 3.8/5.0", "my weighted gpa is
# 2.4", "mi promedio es 2.4 sobre 5", "8.5 sobre 10") was dropped, the GPA kept as if on 4.0. The
# clause holding the GPA is read as the GPA question reads it: the GPA with its scale (read back),
# or, weighted or on a scale it can't take, nothing (the GPA question asks for it).
_SCALE_NAMED = re.compile(r"\b(\d{1,3})(?:[.,]0)?\s*-?\s*(?:point\s+|pt\s+)?(?:scale|grading scale)\b"
                          r"|\b(?:escala|scale)\s+(?:de\s+|of\s+|hasta\s+|to\s+)?(\d{1,3})(?:[.,]0)?(?![\d.,]*\d)")
_CLAUSE_END = re.compile(r"[,;!?]|\.(?!\d)|\b(?:but|pero|and i|and my|y mi|y yo)\b")


def _scaled_gpa(q, folded: str, gpa: str, lang: str, state, today):
    """Return the form for the GPA ``gpa`` read from its clause of ``folded`` when a scale or
    "weighted" is said in that clause (None: asked back); False when neither is said."""
    at = next((m for m in re.finditer(r"(?<![\d.,])" + re.escape(gpa) + r"(?![\d])", folded)), None)
    if at is None:
        return False
    starts = [m.end() for m in _CLAUSE_END.finditer(folded[:at.start()])]
    start = starts[-1] if starts else 0
    end = next((m.start() for m in _CLAUSE_END.finditer(folded, at.end())), len(folded))
    clause = folded[start:end]
    norm = normalize(clause)
    # (weighted, with another GPA said too: "the 3.3 I gave was weighted, unweighted it's 2.8" is
    # the unweighted one's, read as before)
    weighted = contains_any(norm, _WEIGHTED) and not _NOT_WEIGHTED.search(norm) and len(_GPA_BARE.findall(folded)) <= 1
    rest = clause[:at.start() - start] + " " + clause[at.end() - start:]
    of = re.match(r"\s*(?:/|out of|of|de|sobre|on a|en una escala de)\s*(?:a\s+|an\s+|un\s+)?(\d{1,3})(?:[.,]0)?(?![\d.,]*\d)",
                  clause[at.end() - start:])
    named = _SCALE_NAMED.search(rest)
    scale = (of.group(1) if of else None) or (next(g for g in named.groups() if g) if named else None)
    if scale is None and not weighted:
        return False
    if scale == "4" and not weighted:
        return {q.id: _strip(gpa)}
    reading = _read_gpa(q, f"{gpa} out of {scale}" if scale else f"{gpa} weighted", "", lang, state, today) \
        if not weighted else Reading()
    return reading.form if reading.form and reading.form.get(q.id) is not None else None


# Class (dev29): a weighted GPA said in passing ("first time, 4.3 weighted", "promedio ponderado
# 4.1") was dropped without a word (it is no GPA the rules read: the Promise's is the unweighted one
# on a 4.0 scale, as the high school reports it); said so, and the unweighted one asked at its question
WEIGHTED_GPA_NOTED = N_("Your weighted GPA (%(gpa)s) isn't the one that counts: the Promise uses your unweighted GPA, on a 4.0 scale as your high school reports it. I'll ask you for that one.")


def weighted_gpa_said(text: str) -> str | None:
    """Return the GPA ``text`` says is weighted ("4.3 weighted", "weighted 4.2", "promedio ponderado
    4.1", "3.9 w/ honors") when it gives no unweighted one beside it, else None."""
    folded = fold(text)
    norm = normalize(folded)
    if not contains_any(norm, _WEIGHTED) or (_NOT_WEIGHTED.search(norm) and not _UNWEIGHTED_UNKNOWN.search(norm)) \
            or _unweighted_of_two(text) is not None:
        return None
    found = [m for m in re.finditer(r"(?<![\d$.,])([0-5][.,]\d{1,2})(?!\d|[.,]\d|\s*(?:k|mil)\b)", folded)]
    if len({m.group(1) for m in found}) != 1:
        return None
    return _strip(found[0].group(1).replace(",", "."))


def _renewing_said(text: str) -> bool:
    """Return True when ``text`` says the student has the Promise now ("I have the promise at
    Montgomery, can I keep it?", "ya tengo la beca"): a renewing student, whose GPA is the
    college's (class: a renewing student's GPA taken as the high school's, then dropped)."""
    from .places import own

    own_norm = normalize(own(text))
    options = {v: tuple(p for p in ps if " " in p and not contains_any(p, _NEGATION + ("todavia", "aun")))
               for v, ps in vocab.CHOICES["applicant_type"].items()}
    return pick(own_norm, options, exact_only=True).value == "renewal"


_CLAUSE_START = re.compile(r"[,;.!?]|\b(?:and|y|but|pero|so|entonces)\b")


# Class (dev13): an amount said alone right after the clause naming the household ("two parent
# household, about 110k", "vive con su mamá, como 35 mil al año"), with no verb of earning: the
# household's income, when it is clearly money ("k", "mil", "$", thousands).
_HOME_NAMED = re.compile(r"\b(?:household|hogar|home|casa|family|familia|parent|parents|padres|papas|mom|dad|mother|father|"
                         r"mama|papa|madre|padre|stepdad|stepmom|padrastro|madrastra)\b")
_MONEY_ALONE = re.compile(r"(?:(?:about|around|like|maybe|roughly|approximately|approx|como|unos|unas|mas o menos|aproximadamente)\s+)*"
                          r"\$?\s?\d[\d.,]*\s*(?:k|mil|thousand|grand)?\s*(?:dollars|dolares)?"
                          r"(?:\s+(?:a|per|al|por)\s+(?:year|ano))?")


_MONEY_WORD = re.compile(r"\$|\d\s*k\b|\b(?:k|mil|grand|thousand|dollars?|dolares?|bucks|usd|salary|salario|sueldo)\b")


def money_worded(text: str, lang: str) -> bool:
    """Return True when ``text`` says money in words or signs ("$", "12k", "12 mil", "dollars"), or
    an income with its cue ("makes", "gana": :func:`income_cued`)."""
    t = fold(numtext.in_digits(text, lang))
    return bool(_MONEY_WORD.search(t)) or income_cued(text)


def income_cued(text: str) -> bool:
    """Return True when ``text`` says an income with its cue ("makes", "income", "gana"), not only
    an amount after the household's clause (:func:`_amount_after_home`: read back)."""
    return bool(_INCOME.search(fold(text)))


# Class (a newcomer's finding): a small bare number with a household fact after it at the income
# question ("4, my dad doesn't live with us", "3, mi mamá y mis hermanos") was read back as an
# income of $4,000: a count of people, most likely, said to the wrong question; no income.
_COUNT_THEN_REST = re.compile(r"\s*(\d{1,2})(?![\d.,]\d)\s*[,;:.\-]?\s+(?P<rest>.*\S)")
_COUNT_ITSELF = re.compile(r"^(?:of us|people|persons?|personas?|somos|in (?:my|the|our) (?:house|household|home|family)|"
                           r"en (?:mi|la|nuestra) (?:casa|familia|hogar))\b")
_HOME_FACT = re.compile(r"\b(?:live|lives|living|lived|vivo|vive|viven|vivimos|us|nosotros|conmigo|household|hogar|"
                        r"at home|en casa|moved out|se fue|se fueron)\b")


def count_beside_household(text: str) -> bool:
    """Return True when ``text`` is a small bare number (1 to 19: no dollar sign, "k" nor period)
    followed by a fact about who lives at home and no word nor figure of money ("4, my dad doesn't
    live with us", "3 my mom and my brothers", "2, mis papás están divorciados"): no income."""
    m = _COUNT_THEN_REST.fullmatch(fold(text))
    if not m or not 1 <= int(m.group(1)) <= 19:
        return False
    rest = m.group("rest")
    norm = normalize(rest)
    if not norm or _COUNT_ITSELF.match(norm) or re.search(r"\d|\$", rest) or income_cued(rest) \
            or re.search(r"\b(?:k|grand|thousand|mil|dollars?|dolares|bucks|a year|al ano|per year|por ano|an hour|la hora)\b", norm):
        return False
    words = set(norm.split())
    return bool(words & (set(vocab.PERSON_ONE) | set(vocab.PERSON_MANY))) or bool(_HOME_FACT.search(norm)) \
        or contains_any(norm, vocab.DIVORCED)


def _amount_after_home(own: str, lang: str, field_id: str) -> dict | None:
    parts = re.split(r"[;!]|(?<!\d),|,(?!\d{3}(?!\d))|\.(?!\d)", own)
    for i, (before, clause) in enumerate(zip(parts, parts[1:])):
        said = " ".join(clause.split())
        if not _MONEY_ALONE.fullmatch(said) or not _HOME_NAMED.search(normalize(before)) \
                or not any(a.strong for a in amounts(said)):
            continue
        rest = " , ".join(parts[i + 1:])
        if len(amounts(rest)) > len(amounts(said)):
            # Class (fix34r): more amounts after it ("my mom also does hair on weekends, like 6k a
            # year, so its 54k total"): the amount and what follows it read as one income answer
            # (a total said last is the income), never the first piece kept alone
            reading = income(rest, lang, field_id)
            return reading.form if reading.form and not reading.problem else None
        reading = income(said, lang, field_id)
        if reading.form and not reading.problem:
            return reading.form
    return None


_EACH_BEFORE = re.compile(r"\b(?:each|cada un[oa])\s+$")  # ("they each make 80k", "cada uno gana 80 mil")


def _volunteer_income(q, text, norm, state, lang, today, strong):
    """An income after "make"/"income"/"gana" that is clearly money ("60k", "$60,000", "60 mil",
    "3 mil al mes"): converted and added as :func:`income` does; not the income of someone
    outside the household ("my brother makes 40k", "mi tío gana 60 mil pero no vive con nosotros",
    "mi papá vive en DC y gana 90 mil")."""
    # numbers in words per clause ("graduating june 2027 with a 3.4, my mom makes forty five
    # thousand": the clause with digits stays as said, the income in words is read; a newcomer's finding)
    if parent_away_added(text, lang):
        return None  # "my parents make 120k, my dad lives in Virginia though": whose income counts, asked (PARENT_AWAY_ASK)
    text = _away_income(",".join(p if re.search(r"\d", p) else numtext.in_digits(p, lang) for p in text.split(",")))
    own = fold(text)
    if (apart_parents_added(own, lang) and lived_with_parent_pay(own, lang) or lived_with_other_paid(own, lang)) \
            and not (_OWN_PARTNER.search(own) or combined_with_uncounted(own, lang)):
        # Class (fix29a): divorced parents' pay each, and the parent lived with named ("my mom makes
        # 40k and my dad 60k, i live with my mom") said beyond the income question: that parent's
        # pay, read back as at the income question (:func:`income`), never dropped unsaid
        reading = income(own, lang, q.id)
        return reading.form if reading.form and reading.problem is None else None
    # (fix30d) a parent writing ("I'm her mom, she lives with me and my boyfriend, he makes 60k and i
    # make 50k"): "my boyfriend" is the parent's, no income of the household, left out as a parent's
    # partner's is (:func:`income`), the parent's own pay read back, never both dropped unsaid
    own_partner = _OWN_PARTNER.search(own) and not speaks_for_child(text)
    if own_partner or combined_with_uncounted(own, lang) or apart_parents_added(own, lang) \
            or parent_away_added(own, lang) or step_income_alone(own, lang) or kin_income_only(own, lang):
        return None  # "me and my boyfriend, we make 140k together", "my mom and my grandma make 110k": not the household's income (§18-3601)
    kept, left_out = _uncounted_dropped(own, lang)
    if left_out and _INCOME.search(kept):
        # Class (nc23): a relative's amount beside the parent's ("they make 130k but my mom only makes
        # 30k", "mis tíos ganan 130 mil y mi mamá 30 mil"): what counts is read, the rest an aside
        own = kept
    m = next((c for c in _INCOME.finditer(own) if not contains_any(
        normalize(re.split(r"[,;.]|\b(?:and|y|but|pero)\b", own[:c.start()])[-1]), vocab.NOT_HOUSEHOLD)), None)
    zero = _ZERO_EARNED.search(own)
    if zero and not strong and all(re.fullmatch(r"[$\s]*0+", a.raw) for a in amounts(own)) and not contains_any(
            normalize(re.split(r"[,;.]|\b(?:and|y|but|pero)\b", own[:zero.start()])[-1]), vocab.NOT_HOUSEHOLD + _UNCOUNTED_KIN):
        return {q.id: "0"}  # "we made nothing last year", "no ganamos nada": a zero income, volunteered (read back)
    terse = terse_pay(own) if not m else []
    if terse and not _both_unsure(own):
        # (fix32b) "…, live with my mom and stepdad. mom 65k. stepdad 90k.": each one's pay, added as
        # at the income question (read back; one earner's alone, the other's asked by the engine)
        reading = income(" , ".join(terse), lang, q.id)
        if reading.form and reading.problem is None:
            return reading.form
    if not m:
        rated = None if strong else _rate_of_full_time_job(own, lang, q.id)
        return rated or (None if strong else _amount_after_home(own, lang, q.id))
    # (read from where the clause of its verb starts: "mi esposo gana 80 mil y yo 75" names who earns
    # each amount, so the bare "75" is a second earner's thousands, added, not dropped)
    clause = max((b.end() for b in _CLAUSE_START.finditer(own[:m.start()])), default=0)
    whose = own[clause:m.start()]
    start = clause if (_EARNER_SAID.search(whose) or set(normalize(whose).split()) & set(_UNCOUNTED_KIN)) \
        and not re.search(r"\d", whose) else m.start()  # ("mis tíos ganan 130 mil y mi mamá 30": whose it is, read)
    each = _EACH_BEFORE.search(whose)
    if start == m.start() and each:
        # Class (a newcomer's finding, a false "likely eligible"): "I live with my parents, they each make
        # 80k" read from "make 80k" read back $80,000 (one parent's) as the household's; "each" said
        # before the verb is read with the pay, as "80k each" is ($160,000, read back)
        start = clause + each.start()
    reading = income(own[start:], lang, q.id, earners=_earners(own, household_earners(state)),  # ("my parents make 80k each")
                     full_time=_full_time_before(own, start))
    if _both_unsure(own):
        return None  # (fix30f) "both make 80k": each, or together? asked at the income question, never one kept
    if earner_unknown(own, lang) and not _parent_pay_held(own, lang):
        return None  # (fixn1) one parent's pay, the other's unknown: held and asked only at the income question
    small = dict(reading.problem.params).get("amount") if reading.problem is not None and reading.problem.text == PERIOD_ASKED else None
    if small is not None and SMALL_PAY[0] <= float(small) < SMALL_PAY[1] and not any(_period_after(fold(own[start:])[a.end:]) for a in amounts(fold(own[start:]))) \
            and pay_period_unknown(own[start:], lang) is None:  # ("each paycheck": how often, asked by the engine; dev29)
        # (fixn1) a parent's small pay said without a period beside another question: read back, as
        # before (how often it is paid is asked only at the income question)
        reading = Reading(form={q.id: str(float(small))})
    said = fold(m.group(0))
    if reading.form is None or not any(a.strong or _period_after(said[a.end:]) is not None for a in amounts(m.group(0))):
        return None  # (clearly money: "$22", "45k", or said by its period: "22 dólares la hora", class: a newcomer's finding)
    return reading.form


def _same_earner_full_time(folded: str, at: int) -> bool:
    """Return True when no "full time" of the folded ``folded`` is said of someone other than the
    earner of the pay at ``at`` ("my mom works full time, I make 15 an hour": the mother's job; the
    writer's hours are asked, never 40 taken; fix35a)."""
    paid_by = _earner_in(folded, 0, at)
    return all(_earner_in(c, 0, len(c)) in (None, paid_by, "self" if paid_by is None else paid_by)
               for c in _full_time_clauses(folded) if not _of_school(c))


def _full_time_before(own: str, start: int) -> bool:
    """Return True when the folded ``own`` says, before the pay read from ``start``, that the same
    earner's job is full time ("I work full time at Target, I make 17/hr", "trabajo tiempo completo
    y gano 15 la hora"): a rate per hour in it is 40 hours a week (fix35a, a newcomer's finding: the
    rate was dropped, no hours asked). Not when the pay's own words say it, or someone else's job is
    the full-time one ("my mom works full time, I make 15 an hour")."""
    said = _full_time_clauses(own[:start])
    if not start or not said or _full_time_clauses(own[start:]) or not _full_time_work(own) \
            or not all(_job_full_time(c, normalize(own)) for c in said):
        return False
    paid_by = _earner_in(own, start, len(own))
    return all(_earner_in(c, 0, len(c)) in (None, paid_by, "self" if paid_by is None else paid_by) for c in said)


def _rate_of_full_time_job(own: str, lang: str, field_id: str) -> dict | None:
    """A rate per hour said with no pay verb beside a full-time job's words, the writer's own ("I work
    full time, 22 an hour", "full time at Target, 17/hr", "trabajo tiempo completo, 15 la hora"):
    40 hours a week, read back with how (:data:`FULL_TIME_RATE_READ`); else None (fix35a, a
    newcomer's finding: the credits' FAQ answered, or 12 credits read, the pay dropped)."""
    if not full_time_of_work_only(own) or _earner_in(own, 0, len(own)) not in (None, "self"):
        return None
    pay = [a for a in _pay_amounts(own) if a.strong or _period_after(own[a.end:]) is not None]  # (not "I'm 34")
    if len(pay) != 1 or _period_after(own[pay[0].end:]) != 0:
        return None
    rates = pay
    begin = max((b.end() for b in re.finditer(r"[,;.!?]", own[:rates[0].start])), default=0)
    reading = income(own[begin:], lang, field_id, full_time=True)
    return reading.form if reading.form and reading.problem is None else None


# Benefits and aid got by the month are no pay (:class:`_IncomeCues`; class, dev16)
_NOT_PAY = re.compile(r"\b(?:ssi|ssdi|disability|discapacidad|snap|food stamps|cupones|estampillas|child support|manutencion|"
                      r"pension alimenticia|grants?|pell|scholarships?|becas?|financial aid|ayuda financiera|unemployment|desempleo|"
                      r"welfare|tanf|wic|benefits?|beneficios?)\b")


# The student's own boyfriend, girlfriend or partner (not a parent's: :data:`_PARTNER`): their income
# is not the household's, which adds only the parents' or a spouse's (§18-3601). Class (a newcomer's
# finding): "me and my boyfriend, we make 140k together" kept unasked as the household's income.
_OWN_PARTNER = re.compile(r"\b(?:my|mi|me and my|yo y mi)\s+(?:bf|gf|boyfriend|girlfriend|partner|novio|novia|pareja)\b")
PARTNER_INCOME = N_("A boyfriend's, girlfriend's or partner's income doesn't count: only yours and your parents' (or your spouse's, if you're married). What is that income for the year?")


INCOME_BOUND = N_("“Over” or “under” can decide this rule: the income limits are exact. What is the AGI exactly, from line 11 of the federal tax return (Form 1040)? If you can't find it, the parent who filed it or your college's financial aid office can help.")


_OWN_PAY_STARTS = re.compile(r"(?<=\w)\s+(?=(?:i|yo)\s+(?:also\s+|tambien\s+|only\s+|solo\s+)?(?:make|earn|gano|cobro)\b)")


def _away_income(text: str) -> str:
    """Return ``text`` without a relative living elsewhere and what is said of them next ("mi
    papá vive en DC y gana 90 mil", "my dad lives in Virginia and makes 80k")."""
    parts = re.split(r"[;!]|,(?!\d{3}\b)|\.(?!\d)|\b(?:but|pero|and|y|so|asi que|por eso|entonces)\b", fold(text))  # ("$120,500" stays one)
    # (fix31g, a newcomer's finding) the writer's own pay starts a clause of its own, stops or none:
    # "…she is a senior at bowie high graduating june 2027 gpa 3.2 i make 85k" ("is at": away) kept the pay
    parts = [q for p in parts for q in _OWN_PAY_STARTS.split(p)]
    kept, away = [], False
    for p, far in zip(parts, away_clauses(parts)):  # (and what is said of them before: "my dad makes 80k but he lives in…")
        words = normalize(p).split()
        if far or (away and words and words[0] in _EARNS):
            away = True
            continue
        away = False
        kept.append(p)
    return " , ".join(kept) if len(kept) < len(parts) else text


# --- a household's change told later (class: stepfam, a newcomer's findings) ----------------------
# A step-parent who moved in, or married the parent, once one parent's household is kept ("oh and
# my stepdad moved in, he makes 95k", "mi padrastro también gana 95 mil", "my mom got married",
# "se casó mi mamá"): the household becomes two parents (the FAFSA counts a step-parent married to
# the parent) and the new income is added to the one kept, never put in its place (before: the 95k
# replaced the 60k, one parent's limit kept, a wrong "likely eligible"). A parent's boyfriend or
# girlfriend is no step-parent: whose income counts is the FAFSA's or the aid office's to say, so
# the household and its income are asked again.
_STEP_WORDS = r"(?:stepdad|stepmom|stepfather|stepmother|step dad|step mom|step father|step mother|padrastro|madrastra)"
_MARRIED_NOW = re.compile(r"\b(?:" + _MOM + "|" + _DAD + r")\s+(?:just\s+|finally\s+|recently\s+|already\s+|ya\s+)?"
                          r"(?:got\s+(?:re)?married|remarried|married\s+(?:him|her|his|my)|is\s+(?:now\s+)?married|"
                          r"se\s+(?:volvio\s+a\s+|acaba\s+de\s+)?cas(?:o|ar))\b"
                          r"|\bse\s+(?:volvio\s+a\s+)?caso\s+(?:mi|my)\s+(?:" + _MOM + "|" + _DAD + r")\b")
_PARTNER_OF = re.compile(r"\b(?:el|la)\s+(?:novio|novia|pareja)\s+de\s+(?:mi|my)\s+(?:" + _MOM + "|" + _DAD + r")\b")
_LEFT_HOME = re.compile(r"\b(?:moved out|left|passed|died|divorc\w*|separat\w*|se fue|se separ\w*|se divorci\w*|fallecio|murio|"
                        r"no vive|doesnt live|does not live|dont live|lives somewhere|vive en otro|vive aparte|used to)\b")
_JOINING = re.compile(r"\b(?:moved in|moving in|move in|lives with us|living with us|came to live|se (?:vino|vinieron|mudo|mudaron|fue) "
                      r"a vivir con nosotros|se mudo con nosotros|vive con nosotros|ahora vive|now lives|too|also|as well|tambien|"
                      r"ademas|new)\b")


@dataclass(frozen=True)
class Joined:
    """A step-parent or a parent's partner said to live with one parent's household now
    (:func:`household_joined`): ``kind`` "step" (married to the parent) or "partner" (not said
    married); ``added`` the new person's income for the year, ``total`` the household's with it
    (both None when no amount is said); ``kept`` the income kept before, when it was added to."""

    kind: str
    added: float | None = None
    total: float | None = None
    kept: float | None = None
    note: Msg | None = None  # the income reader's own (a conversion, two amounts added)
    news: bool = False  # said as news: "moved in", "got married", "too", "también"


def household_joined(text: str, lang: str, kept=None) -> Joined | None:
    """Return the :class:`Joined` that ``text`` tells (a step-parent or a parent's partner now in
    one parent's household, said with their income or with a word of joining: "moved in",
    "too", "se casó"), else None. ``kept``: the household's income kept before, which an amount
    said for the new person is added to (an amount equal to it said beside theirs is that same
    income, not added twice)."""
    folded = fold(text)
    said = slang_parents(text)  # ("mi mamá y su esposo", "my mom's husband": a step-parent)
    step = bool(re.search(r"\b" + _STEP_WORDS + r"\b", said)) or bool(_MARRIED_NOW.search(folded))
    partner = bool(_PARTNER.search(normalize(text)) or _PARTNER_OF.search(folded))
    if not (step or partner) or "?" in text or _LEFT_HOME.search(normalize(text)) \
            or any(elsewhere(p) for p in re.split(r"[,;.]|\bbut\b|\bpero\b", folded)):
        return None
    kind = "step" if step and not (partner and not _MARRIED_NOW.search(folded)) else "partner"
    news = bool(_JOINING.search(normalize(text)) or _MARRIED_NOW.search(folded))
    found = [a for a in amounts(numtext.in_digits(text, lang)) if a.strong]
    if kind == "partner":
        return Joined(kind, news=True) if news else None  # (whose income counts: asked)
    if not found:
        return Joined(kind, news=True) if news else None
    reading = _income(numtext.in_digits(text, lang), lang)
    value = _as_float((reading.form or {}).get("agi"))
    if value is None or reading.problem is not None or not income_cued(text) and len(found) > 1:
        return None
    base = _as_float(kept)
    values = [parse_number(a.raw, "money", lang).value for a in found]
    if base is None or any(v is not None and float(v) == base for v in values) and len(values) > 1:
        return Joined(kind, None, value, None, reading.note, news)  # every income said, the one kept among them: their total
    return Joined(kind, value, base + value, base, None, news)


JOINED_SUM = N_("A step-parent married to your parent counts on the FAFSA: your household becomes a two-parent one, and their income is added to the one you gave: %(kept)s + %(added)s = %(total)s.")
JOINED_TOTAL = N_("A step-parent married to your parent counts on the FAFSA: your household becomes a two-parent one, and their income is added.")
JOINED_ASKED = N_("A step-parent married to your parent counts on the FAFSA: your household becomes a two-parent one, and their income is added to your parent's. So I'll ask about your household and its income again.")
PARTNER_JOINED = N_("The FAFSA counts a step-parent who is married to your parent. Whether a partner who isn't married to your parent counts is a question for the FAFSA or your college's financial aid office. So I'll ask about your household and its income again: if they are married, choose two parents and give both incomes added together.")


# A raise or the pay now, told once the income is kept ("she got a raise, 101k now", "a mi mamá le
# subieron el sueldo, ahora gana 101 mil", "she's getting a raise next year to 110k"): the AGI that
# counts is the one on the tax return the FAFSA uses (§18-3601), so the income kept stays, and
# why is said (before: the new pay read back as the AGI). Said beside the tax return's amount
# ("95k on our taxes but she makes 105k now"), the tax return's is read (:func:`tax_return_said`),
# never the two added.
_RAISE = re.compile(r"\b(?:got|get|gets|getting|gave (?:her|him|them)|had|a|an|her|his|their|the|big|small|nice)\s+"
                    r"(?:\d[\d.,]*\s*(?:k|grand|thousand|dollars?)?\s+|new\s+|pay\s+|little\s+)?(?:raise|promotion|pay raise|pay increase)\b"
                    r"|\b(?:was|got|been|just got|just|be|being|getting)\s+promoted\b"
                    r"|\b(?:pay|salary|wage|wages|income|paycheck)\s+(?:went|has gone|got|is going|will go|goes)\s+up\b"
                    r"|\b(?:le|me|nos|les|la|lo)\s+(?:subieron|aumentaron|ascendieron|dieron un aumento|van a subir|van a dar un aumento|suben)\b"
                    r"|\b(?:un|el|su|mi|buen)\s+aumento\b|\b(?:sueldo|salario|ingreso|pago)\s+(?:subio|aumento|va a subir)\b")
# the pay now or later, against the tax return's ("now", "ahora", "next year", "a raise")
_PAY_NOW = re.compile(r"\b(?:now|currently|right now|these days|nowadays|next year|going to|gonna|will make|will be making|"
                      r"ahora|actualmente|hoy en dia|el proximo ano|el ano que viene|va a ganar|va a recibir)\b")
# the tax return's year ("on our taxes", "last year", "en la declaración", "el año pasado")
_TAX_YEAR = re.compile(r"\b(?:tax|taxes|tax return|return|w ?2|filed|last year|last years|impuestos|declaracion|taxes del|"
                       r"el ano pasado|ano pasado|declaro|declaramos)\b")


_PAY_CLAUSES = re.compile(r"[;.](?!\d)|,(?!\d{3}\b)|\b(?:but|pero|though|although|aunque|and now|y ahora)\b")


def tax_return_said(text: str) -> str | None:
    """Return the clauses of ``text`` giving the tax return's income when another clause gives
    the pay now or after a raise ("95k last year on the tax return, but she got a raise to 105k",
    "el año pasado 95 mil pero ahora gana 105 mil"), else None: the AGI counted is the one on
    the most recent federal tax return (§18-3601), so the pay now is left out, never added."""
    parts = _PAY_CLAUSES.split(text)
    past, now = [], []
    for part in parts:
        folded = fold(part)
        if not (amounts(part) or amounts(numtext.in_digits(part, "en"))):
            continue
        is_now = bool(_PAY_NOW.search(folded) or _RAISE.search(folded) or re.search(r"\b(?:raise|aumento)\b", folded))
        is_past = bool(_TAX_YEAR.search(folded))
        if is_now == is_past:
            return None  # (a clause of both, or of neither: no telling which amount is which)
        (now if is_now else past).append(part)
    return ", ".join(past) if past and now else None


def income_raised(text: str, lang: str, kept) -> Msg | None:
    """Return why a raise or the pay now ``text`` tells changes no AGI (the tax return's counts),
    with the income ``kept``, else None (no raise said, a question, or the tax return's amount said
    too: read as the income)."""
    folded = fold(text)
    base = _as_float(kept)
    if base is None or "?" in text or not _RAISE.search(folded) or re.search(r"\bgpa\b|\bpromedio\b|\bgrades?\b", folded) \
            or any(_TAX_YEAR.search(fold(p)) and amounts(p) for p in _PAY_CLAUSES.split(text)) \
            or _X_NOT_Y.search(fold(text)) or numtext.denied_first(text):  # "its 58k not 52k, she got a raise": a correction
        return None  # ("a raise, but on the tax return it was 70k": the tax return's AGI, read as a correction)
    return Msg.of(RAISE_NOT_AGI, kept=Money(base))


def tax_return_income(text: str, lang: str) -> Reading | None:
    """Return the income read from a statement placing its amount on the tax return ("on the tax
    return it was 70k", "she got a raise but on our taxes it was 70k", "en la declaración fueron
    70 mil"), read back, else None (a question, no tax return named, or no one amount)."""
    if "?" in text or "¿" in text or re.search(r"\bgpa\b|\bpromedio\b|\bcredits?\b|\bcreditos?\b", fold(text)):
        return None
    placed = [p for p in _PAY_CLAUSES.split(text) if _TAX_YEAR.search(fold(p)) and not _PAY_NOW.search(fold(p))
              and [a for a in amounts(numtext.in_digits(p, lang)) if a.strong]]
    if len(placed) != 1:
        return None
    reading = income(placed[0], lang)
    return replace(reading, confirm=True) if reading.form and reading.problem is None else None


RAISE_NOT_AGI = N_("The income that counts is the AGI on the tax return the FAFSA uses, so a raise now doesn't change it (your college's financial aid office can say more). I kept %(kept)s. If the AGI on that tax return is different, tell me it.")
TAX_RETURN_COUNTS = N_("The AGI on the tax return the FAFSA uses is what counts, so I read that one: a raise now doesn't change it.")


_HIGH_SCHOOL_WORDS = _SCHOOL_ONLY + ("highschool", "escuela", "school")  # (a high school named, or a school)


# Class (stepfam, a newcomer's finding): a month and year said beside a high school with no word of
# graduating ("june 2027, Maryland high school", "escuela secundaria de Maryland, junio de 2027"):
# the high school page asks when one finishes it, so that month is the graduation's (before: the
# high school was taken and the month lost). Not a month of starting college ("I start in August 2027").
_NOT_FINISHING = re.compile(r"\b(?:start\w*|began|begin\w*|enroll\w*|empiez\w*|empez\w*|empec\w*|comienz\w*|comenz\w*|"
                            r"entro|entre|inscrib\w*|college|colegio|universidad|semester|semestre|fall|spring|summer|otono|"
                            r"primavera|verano|born|naci\w*|apply\w*|file|fafsa|aplic\w*)\b")


def _hs_month_cue(t: str, norm: str, today):
    """Return a match standing for the graduation cue where ``t`` names a high school (or a GED)
    and a month with its year, and nothing else the month could date; else None."""
    if not (contains_any(norm, _HIGH_SCHOOL_WORDS) or re.search(r"\bged\b", norm)) or _NOT_FINISHING.search(norm) \
            or not _YEAR.search(t) or not any(w in month_names() for w in norm.split()):
        return None
    return re.match(r"", t)


def _volunteer_month(q, text, norm, state, lang, today, strong):
    # Class (fix37g): a relative's graduation beside the answer ("Wheaton High. mi hermano se graduó
    # ahí en 2019", "Bowie High, my sister finished there in 2020"): theirs, no date of the student's
    # (the brother's year was read back as the student's)
    if (dropped := others_said_dropped(text)) != text:
        text, norm = dropped, normalize(dropped)
    t = fold(text)
    cue = _GRAD_CUE.search(t)
    if not cue and q.id == "hs_completion_date":
        cue = _hs_month_cue(t, norm, today)  # "june 2027, Maryland high school" (class, stepfam)
    if not cue:
        return None
    in_college = state is not None and (state.answers.get("applicant_type") == "renewal"
                                        or state.answers.get("enrolled_at_md_community_college") is True)
    if in_college and not contains_any(norm, _HIGH_SCHOOL_WORDS):
        return None  # a student in college "on track to graduate in May": from college, not high school
    value, _, _ = month(t[cue.end():], today)
    if not value:  # "se gradúa en junio", "graduating in may": the next such month (read back, as all volunteered facts)
        # from the start of its sentence ("Soy senior en Watkins Mill y me gradúo en junio": "me
        # gradúo", "senior" say the month is to come; class, dev9: a fact beside the county lost)
        start = max(t.rfind(stop, 0, cue.start()) for stop in ".;,!?") + 1
        names = month_names()
        said = t[start:] if any(w in names for w in normalize(t[start:]).split()) and not _YEAR.search(t[start:]) \
            else t[cue.start():]  # (a month named, no year: "I did 2 years… in 2011 but never finished" is none)
        reading = _read_month(q, said, normalize(said), lang, state, today)
        value = (reading.form or {}).get(q.id)
    return {q.id: value} if value else None


# Class (dev13): the first enrolment corrected once the result is shown, the month taken back
# said too ("ah perdón, no empecé en agosto, empecé en enero de 2025", "oops, I didn't start in
# fall 2024, it was January 2025"): the month after the last start word not denied, or, the start
# denied, the month said after the one taken back; read back as every fact volunteered
_BEGAN = re.compile(r"\b(?:started|start|starting|began|begin|enrolled|enroll|empece|empezo|comence|inicie|entre|me inscribi|"
                      r"ingrese|arranque)\b")
_START_DENIED = re.compile(r"\b(?:not|didnt|did not|never|no|nunca|ni)\s+(?:(?:yo|i|me|lo|la|que)\s+)?$")
_START_CLAUSES = re.compile(r"[,;.!?]|\b(?:but|pero|sino|it was|fue|era)\b")


def _volunteer_first_enrolled(q, text, norm, state, lang, today, strong):
    if state is None or not (state.answers.get("applicant_type") == "renewal" or "first_enrolled" in state.answers):
        return None
    t = fold(text)
    cues = [(m, bool(_START_DENIED.search(t[:m.start()]))) for m in _BEGAN.finditer(t)]
    if not cues:
        return None
    kept = [m for m, denied in cues if not denied]

    def said(clause):
        # (fix34c, a newcomer's finding: "I'm renewing, I'm full time at CCBC and started fall 2025"
        # dropped the start, then asked it) a term said for a month ("fall 2025", "otoño 2025") as the
        # question's own reader reads it: the month the term starts, read back as every fact said in passing is
        return month(clause, today)[0] or (_read_month(q, clause, normalize(clause), lang, state, today).form or {}).get(q.id)
    if kept:
        value = said(_START_CLAUSES.split(t[kept[-1].end():])[0])
    else:  # the start denied: the month said in a clause after the one taken back
        later = [v for v in (said(c) for c in _START_CLAUSES.split(t[cues[0][0].start():])[1:]) if v]
        value = later[-1] if later else None
    return {q.id: value} if value else None


_AT_MC = re.compile(r"\b(at|to|in|from|en el|en|al|del|de|a el)\s+(?:the\s+)?mc\b(?!\s*(?:donalds|donald|d))")


# A school's name ending in "High", "HS", "Middle" ("Frederick High", "Howard High School", "Harford
# Technical High School"): a high school, whose name says nothing of the college to attend
_SCHOOL_NAME = re.compile(r"\b(?:[a-z]+\s+){1,2}(?:senior\s+)?(?:high school|high|hs|middle school|middle|elementary)\b")


def _college_named(norm: str):
    """Return (college id, a degree is from it) for a college's own name in ``norm``, else (None, False)."""
    norm = _SCHOOL_NAME.sub(" school ", norm)  # (a newcomer's finding: "I go to Frederick High" was Frederick CC)
    options = {cid: tuple(p for p in phrases if len(p) >= 3 and p not in vocab.COLLEGE_NOT_ALONE)
               for cid, phrases in _college_names().items()}
    p = pick(norm, options, exact_only=True)
    if not p.value:
        # Class: "MC" alone is no name in a sentence, but "at MC", "en el MC" is where one studies:
        # Montgomery College (the only college so called)
        m = _AT_MC.search(norm)
        return ("montgomery", m.group(1) in ("from", "de", "del")) if m else (None, False)
    held = any(re.search(r"\b(?:from|de|graduated|earned|got)\s+(?:the\s+|el\s+)?" + re.escape(x) + r"\b", norm)
               for x in options[p.value] if contains(norm, x))
    return p.value, held


# Class (dev27): a community college named by its county or town alone, as "the one" there ("ya
# estoy en el de Montgomery", "voy al de Howard", "I'm at the Harford one", "at the one in Frederick"):
# the college of that name ("el de" / "the … one" stands for the college the question asks about)
_THE_ONE_OF = re.compile(r"\b(?:en|at|to|al|a|in)\s+(?:(?:el|la)\s+(?:de|del)\s+(?P<es>\w+(?:\s+\w+){0,2})"
                         r"|the\s+(?P<en>\w+(?:\s+\w+){0,2}?)\s+one|the\s+one\s+(?:in|at|of)\s+(?P<of>\w+(?:\s+\w+){0,2}))\b")


def _college_by_its_place(norm: str) -> str | None:
    """Return the college :data:`_THE_ONE_OF` names in ``norm`` by its place, else None."""
    m = _THE_ONE_OF.search(norm)
    if not m:
        return None
    words = (m.group("es") or m.group("en") or m.group("of")).split()
    for k in range(len(words), 0, -1):  # "el de Prince Georges, creo": the longest name that is a college's
        name = " ".join(words[:k])
        for said in (name + " community college", name + " college"):
            cid, held = _college_named(said)
            if cid and not held:
                return cid
    return None


def _volunteer_college(q, text, norm, state, lang, today, strong):
    """A college's own name ("PGCC", "Howard CC"); not one a degree is from ("associate from CCBC")."""
    if strong:
        return None
    from .places import own

    cid, held = _college_named(normalize(own(text)))  # "my sister is at CCBC": her college, not the student's
    if cid is None:
        cid = _college_by_its_place(normalize(own(text)))  # "estudio en el de Carroll": Carroll Community College
    going = _destination(normalize(own(text)))  # "Garrett doesn't have it so I'd go to Allegany": Allegany
    cid, held = (going, False) if going else (cid, held)
    if cid and not going and contains(normalize(own(text)), "ged"):
        # Class: a college named where the GED was earned ("saqué el GED en Salisbury, en el
        # Wor-Wic", "did my GED at CCBC"): no college chosen, unless its clause says studying there
        held = not any(_college_named(normalize(c))[0] == cid and contains_any(normalize(c), _TO_STUDY)
                       for c in re.split(r"[,;.]|\b(?:but|pero|and|y)\b", fold(own(text))))
    if cid and not going and not held:
        # Class (a newcomer's finding): a college named only where a GPA or dual enrollment is told
        # ("my dual enrollment GPA at CCBC is 2.0", "mi promedio allí"): where the student took
        # classes, not the college to attend, unless its clause says studying there
        clauses = [normalize(c) for c in re.split(r"[,;.!?]|\b(?:but|pero|and|y)\b", fold(own(text)))]
        named = [c for c in clauses if _college_named(c)[0] == cid]
        held = bool(named) and all((_GPA_WORDS.search(c) or _DUAL_SAID.search(c)) and not contains_any(c, _TO_STUDY)
                                   for c in named)
    return {(q.id if q is not None else "college"): cid} if cid and not held else None


_GPA_WORDS = re.compile(r"\b(?:gpa|promedio|grade point average|grades|calificaciones|notas)\b")
# Class (fix35j, a developer's finding): a mark of two or three figures said after a GPA's word ("my
# gpa is 88", "mi promedio es 92", "my grades are like 85") is a GPA on a 100-point scale, never pay
# ("my gpa is 88" was read back as an income of $88,000 while the household's read-back waited)
_GPA_MARK = re.compile(_GPA_WORDS.pattern + r"[^\d$]{0,15}?(?<![\d.,$])(\d{2,3}(?:[.,]\d{1,2})?)(?![\d]|[.,]\d)")


def _mark_said(t: str, m) -> bool:
    """Return True when the match ``m`` of :data:`_GPA_MARK` in the folded ``t`` is a mark out of
    100: no more than 100, above a 5.0 scale's, no money or pay period after it ("promedio 50 mil",
    "en promedio 80 a la semana" stay pay)."""
    value = parse_number(m.group(1), "gpa").value
    return value is not None and 5 < value <= 100 and not _AMOUNT_AFTER.match(t, m.end()) \
        and _period_after(t[m.end():m.end() + 30]) is None and not re.match(r"\s*%", t[m.end():])


def gpa_mark(text: str) -> str | None:
    """Return the mark out of 100 ``text`` says after a GPA's word (:data:`_GPA_MARK`), else None."""
    t = fold(text)
    return next((m.group(1) for m in _GPA_MARK.finditer(t) if _mark_said(t, m)), None)
_HELD = ("i have an", "i have a", "i already have", "i have my", "already have", "ive got", "i got my", "i got an",
         "i earned", "earned my", "i finished my", "tengo un", "tengo una", "ya tengo", "termine mi", "saque mi", "obtuve")


def _volunteer_program(q, text, norm, state, lang, today, strong):
    from .places import own

    norm = normalize(own(text))  # "mi hermano mayor ya tiene su associate": his, not the program wanted
    if strong or _college_named(norm)[1] or contains_any(norm, _HELD):
        return None  # "associate from CCBC", "I have an associates": a degree held, not the program wanted
    noncredit = contains_any(norm, ("noncredit", "non credit", "sin credito", "sin creditos"))
    if noncredit and contains_any(norm, ("license", "licensure", "licencia", "cdl", "certification exam", "examen")):
        return {q.id: "licensure_noncredit"}
    if noncredit and contains_any(norm, ("certificate", "certificado")):
        return {q.id: "noncredit_vocational_certificate"}  # "the noncredit CNA certificate" (class, dev17)
    p = pick(norm, {v: tuple(x for x in ps if len(x) > 3) for v, ps in vocab.PROGRAM_VOLUNTEERED.items()}, exact_only=True)
    if p.value == "certificate" and (noncredit or contains_any(norm, ("no credit", "not for credit", "no credits", "no da creditos"))):
        return None  # (class, dev10: "certificado con créditos" was dropped; "a non credit certificate" is not it)
    if p.value is None and state.answers.get(q.id) and not noncredit and _DOING_NOW.search(norm) \
            and contains_any(norm, ("certificate", "certificado")):
        # "6, im doing the paralegal certificate" with another program given: the certificate, as the
        # program question reads it, read back as a correction (:func:`_restated`; class, dev20)
        return {q.id: "certificate"}
    if p.value is None and not noncredit and not state.answers.get(q.id) \
            and re.search(r"\b(?:certificate|certificado|cert)\b", norm) and _CREDITS.search(fold(text)):
        # Class (fix33n, a newcomer's finding): "certificate, 6 credits" at another question (the
        # GPA, the ZIP code): a certificate said with its credits is the credit one, as "credit
        # certificate" is and as the program question reads it; kept with the credits, read back
        return {q.id: "certificate"}
    return {q.id: p.value} if p.value else None


_PROGRAM_LENGTH = ("certificate", "cert", "degree", "program", "associate", "associates", "certificado", "titulo", "programa",
                   "asociado", "carrera", "in total", "en total", "total", "to graduate", "para graduarme", "the whole")


# Credits said as what is left of a program ("still 20 credits short", "15 credits to go", "me faltan
# 9 créditos", "a 6 créditos de terminar"): no semester's load
_CREDITS_TO_GO = re.compile(r"\s*(?:more\s+|left\s+|)(?:short|left|to go|remaining|away|more to|missing|que me faltan|"
                            r"mas\b|pendientes|por tomar|para terminar|para graduarme|de terminar|para el titulo|faltantes)")
_TO_GO_BEFORE = re.compile(r"\b(?:me faltan|le faltan|nos faltan|faltan|me falta|still need|only need|just need)\s+"
                           r"(?:como\s+|unos\s+|about\s+|like\s+|just\s+|solo\s+|only\s+)?$")


def _full_time_at_start(text: str) -> bool:
    """Return True when every "full time" of ``text`` is said in the clause of a first enrollment
    ("empecé en enero 2025 a tiempo completo", "started full time in fall 2024"): the status the
    award began with (the renewal's enrollment status), not the credits taken each semester (class, dev13)."""
    # (fix34c, a newcomer's finding: "I'm full time at CCBC and started fall 2025": full time now, its
    # own clause after "and", the credits taken each semester; before, dropped and asked again)
    clauses = [normalize(c) for c in re.split(r"[,;.!?]|\b(?:but|pero|and|y)\b", fold(text))]
    said = [c for c in clauses if contains_any(c, vocab.FULL_TIME)]
    return bool(said) and all(_BEGAN.search(c) for c in said)


def _volunteer_credits(q, text, norm, state, lang, today, strong):
    if strong:
        return None
    m = _CREDITS.search(fold(text)) or _CREDITS.search(numtext.self_corrected(numtext.in_digits(text, lang)))  # "doce créditos"
    if m and int(m.group(1)) >= 24 and contains_any(norm, _PROGRAM_LENGTH):
        return None  # "the credit certificate, its like 30 credits": the program's length, not a semester's load
    if m and (_CREDITS_TO_GO.match(fold(text)[m.end():]) or _TO_GO_BEFORE.search(fold(text)[:m.start()])):
        return None  # "not yet, 18 credits to go", "me faltan 9 créditos": what is left of a degree (class, dev13)
    if m and not contains_any(norm, _DONE_TERM) and credits_passed(text, lang) is None:
        # (the credits of a semester done, "of 12 credits I passed 9", are no coming semester's load)
        lowest = _counts_by_term(text, lang)  # "12 in the fall and 6 in the spring": 6 (read back)
        return {q.id: str(lowest if lowest is not None else _classes_of_credits(text) or m.group(1))}  # "two classes of 3 credits": 6, not 3
    if contains_any(norm, vocab.FULL_TIME) and not contains_any(norm, ("part time", "medio tiempo", "tiempo parcial")) and today \
            and not full_time_of_work_only(text) and not _full_time_at_start(text):  # ("I make $22 an hour full time": a job's hours, no credits)
        return {q.id: str(int(run(state.answers, today).policy["full_time_credits"]))}  # read back, as all volunteered facts
    return None


_LAST_TERM = ("last semester", "semestre pasado", "el semestre pasado", "last term", "this semester", "este semestre",
              "completed", "complete", "finished", "passed", "termine", "complete", "aprobe", "pase")
# the words of a semester done (no "this semester": "12 créditos este semestre" is the load taken now)
_DONE_TERM = tuple(w for w in _LAST_TERM if w not in ("this semester", "este semestre"))


def _volunteer_credits_done(q, text, norm, state, lang, today, strong):
    """N credits completed last semester ("termine 12 creditos el semestre pasado"); of credits
    taken and passed, the ones passed ("I took 12 credits last semester and passed 9", "aprobé 9 de
    12": 9, read back as all volunteered facts)."""
    if strong:
        return None
    passed = credits_passed(text, lang)
    digits = fold(numtext.in_digits(text, lang))
    if passed is not None and (_CREDITS.search(digits) or _ENROLLED_IN.search(digits) or _PART_OF.search(digits)):
        # (fix36b, a newcomer's finding: the credits taken, 12, read back as completed)
        return {q.id: passed}
    m = _CREDITS.search(fold(text))
    return {q.id: str(_classes_of_credits(text) or m.group(1))} if m and contains_any(norm, _LAST_TERM) else None


_NEGATION = ("not", "didnt", "dont", "havent", "wont", "no", "cant", "cannot", "never", "todavia no", "aun no", "nunca")


def _volunteer_aid(q, text, norm, state, lang, today, strong):
    """The FAFSA or the One-App named as filed or to be filed ("and i already filed the fafsa");
    not when negated ("I haven't done the FAFSA"), except refused outright (:func:`aid_refused`):
    no application, read back (it rules out)."""
    if strong:
        return None
    own_text = others_application_dropped(text)  # "my brother did the fafsa": his, not the student's
    if aid_refused(q, own_text, lang, state, today):
        return {q.id: "none"}
    norm = normalize(own_text)
    fafsa, one = contains(norm, "fafsa"), contains_any(norm, ("one app", "oneapp", "msfaa", "mhec one app", "dream app"))
    # once "no application" is kept, "I'll do the FAFSA" names one to file: a question word asks only first (class, dev12)
    settled_none = state.answers.get(q.id) == "none"
    if fafsa and one and "?" not in text and not hypothetical(text):
        # Class (dev31): both named, the FAFSA denied for the One-App ("perdón no fue la fafsa, fue
        # la one app, la fafsa no la puedo llenar"): as the aid question reads it (the One-App, read back)
        reading = _read_aid_application(q, own_text, norm, lang, state, today)
        return reading.form if (reading.form or {}).get(q.id) == "one_app" else None
    if fafsa == one:
        return None
    clause = next(c for c in re.split(r"[,;.]|\band\b|\by\b|\bbut\b|\bpero\b", fold(text))
                  if contains_any(normalize(c), ("fafsa", "one app", "oneapp", "msfaa", "mhec", "dream app")))
    said = normalize(clause)
    if contains_any(said, _NEGATION) or (contains_any(said, vocab.QUESTION_WORDS) and not _I_WILL_FILE.match(said)
                                         and not (settled_none and not _ASKS_AID.match(said))):
        return {q.id: "fafsa" if fafsa else "one_app"} if _FILE_IT_AFTER.search(fold(text)) and "?" not in text \
            and not contains_any(said, _NEGATION) and not hypothetical(text) else None
    return {q.id: "fafsa" if fafsa else "one_app"}


# The application named in advice or a question's words ("my counselor said I should do the FAFSA"),
# then the student's own plan to file "it" ("so I'm going to fill it out in January", "así que la
# voy a llenar en enero"): the plan told (class, a newcomer's finding: the FAFSA plan of a long
# opening lost, as the advice's "should" read as a question's)
_FILE_IT_AFTER = re.compile(r"\b(?:fafsa|one ?app)\b[^?]*?(?:,|\bso\b|\band\b|\basi que\b|\bentonces\b|\by\b)\s*"
                            r"(?:(?:so|then|entonces|asi que|and|y)\s+)*"
                            r"(?:(?:i|im|i m|ill|i ll|i am)\s+(?:will|gonna|going to|plan to|planning to)?\s*"
                            r"(?:fill|do|file|submit|send|complete|finish)\s+it\b"
                            r"|(?:la|lo)\s+(?:voy|vamos|pienso|planeo)\s+a\s+(?:llenar|hacer|mandar|enviar|completar|presentar)\b"
                            r"|(?:voy|vamos|pienso|planeo)\s+a\s+(?:llenarla|hacerla|mandarla|enviarla|completarla|presentarla|"
                            r"llenarlo|hacerlo|mandarlo|enviarlo|completarlo|presentarlo)\b)")


_AID_CUE = re.compile(r"\b(?:fafsa|one ?app|mhec|msfaa|financial aid|ayuda financiera)\b")


# a filing put off, not refused ("not doing the fafsa till january", "no la hago hasta que mi mamá haga los taxes")
_AID_LATER = re.compile(r"\b(?:till|til|until|untill|hasta|after|despues|later|luego|next|proximo|proxima|when|cuando|"
                        r"first|primero|right now|ahorita|ahora)\b|\b(?:in|en)\s+(?:" + _MONTH_NAMES + r")\b")


def aid_refused(q, text: str, lang: str, state, today) -> bool:
    """Return True when ``text`` refuses the aid application outright ("i'm not doing fafsa", "no
    voy a hacer el fafsa", "we're not applying for financial aid"), as the aid question ``q`` reads
    it (no application); never a "not yet", a question, a case supposed, nor the FAFSA denied for
    the One-App. Class: said at another question ("do other grants pay the full cost?"), its "not"
    was that question's "no" (full cost: No kept), the refusal itself lost."""
    norm = normalize(text)
    if re.search(r"[?¿]", text) or hypothetical(text) or contains_any(norm, vocab.NOT_YET) \
            or re.search(r"\b(?:yet|todavia|aun|still|sigo)\b", norm) or not _AID_CUE.search(norm) \
            or _AID_LATER.search(norm):
        return False
    if not (fafsa_denied(text) or _NO_AID_AT_ALL.search(norm)):
        return False
    return (_read_aid_application(q, text, norm, lang, state, today).form or {}).get(q.id) == "none"


def aid_refused_only(q, text: str, lang: str, state, today) -> bool:
    """Return True when ``text`` refuses the aid application (:func:`aid_refused`) and says
    nothing else: every clause of it names the application (or is a bare "no" before it), so no
    other question's answer is in it."""
    if not aid_refused(q, text, lang, state, today):
        return False
    clauses = [normalize(c) for c in re.split(r"[,;.!]|\b(?:but|pero)\b", fold(text))]
    return all(not c or _AID_CUE.search(c) or c in vocab.NO_WORDS for c in clauses)


# a clause that asks ("do I need the fafsa", "can I do the one app"): its first words
_ASKS_AID = re.compile(r"(?:" + "|".join(re.escape(w) for w in vocab.QUESTION_WORDS) + r")\b")
# "i will do the fafsa", "ok then i'll file it": the student's own plan told, not a question ("do",
# "will" are also a question's first words: class, the filing to come after "none" lost)
_I_WILL_FILE = re.compile(r"^(?:(?:ok|okay|so|then|well|alright|and|y|entonces|pues|bueno|ya)\s+)*"
                          r"(?:i|ill|i ll|im|i m|we|we ll|well|yo|voy|vamos)\s+(?:will|ll|am|m|gonna|going to|a|to|do|did)\b")


def _volunteer_dream_act(q, text, norm, state, lang, today, strong):
    """In-state tuition "through the Maryland Dream Act" ("por el dream act"); not the Dream Act
    application named as the aid application ("la del dream act")."""
    return None if strong or not dream_act_said(text) else {q.id: "true"}


# "yes, dream act", "sí, el dream act": a yes, then the Dream Act named alone (the reason of the yes)
_YES_DREAM_ACT = re.compile(r"(?:" + "|".join(vocab.YES_WORDS) + r")(?:\s+(?:" + "|".join(vocab.YES_WORDS) + r"))*\s+"
                            r"(?:(?:by|through|thru|with|the|a|el|la|por|x|the maryland|el maryland|maryland|md)\s+)*"
                            r"(?:dream act|ley dream)(?:\s+(?:de maryland|of maryland|maryland|md))?")


def dream_act_said(text: str, yes_named: bool = True) -> bool:
    """Return True when ``text`` says the student qualifies (for in-state tuition) through the
    Maryland Dream Act ("yes I get in-state through the dream act", "califico por la ley dream",
    and with ``yes_named`` a yes with its name alone, "yes, dream act"); not a Dreamer's status
    alone, a doubt, a denial or a question."""
    if not contains_any(normalize(text), ("dream act", "ley dream", "dreamer")):
        return False
    if yes_named and "?" not in text and _YES_DREAM_ACT.fullmatch(normalize(text)):
        return True  # (class, issue #8: without "through" it was no Dream Act, dropped)
    # the clause that names it (class, dev3: "la one app xq no tengo seguro, califico x el dream act":
    # the "no" is about the social security number; "x" is "por")
    clause = next(c for c in re.split(r"[,;.]|\bbut\b|\bpero\b", fold(text)) if contains_any(normalize(c), ("dream act", "ley dream", "dreamer")))
    norm = normalize(re.sub(r"(?<![\w])x(?![\w])", " por ", clause))
    # (a Dreamer's status alone, "I'm a Dreamer", "soy dreamer", says nothing of the Dream Act's
    # conditions, §15-106.8, a Maryland high school and 3 years of Maryland taxes: they are asked,
    # never read back as met; class, a newcomer's finding, a false "eligible")
    if not contains_any(norm, ("through", "thru", "por", "under", "bajo", "thanks to", "gracias al", "qualify", "califico",
                               "with the", "con el", "con la", "via", "using the", "usando el", "por medio del",
                               "in state", "instate", "matricula", "tuition",
                               # (its protection had, "i have the dream act", "tengo el dream act": class, dev25)
                               "have the", "got the", "tengo el", "tenemos el")) \
            or contains_any(norm, ("application", "solicitud", "aplicacion", "app")):
        return False
    return not (contains_any(norm, _NEGATION + ("not sure", "no se", "what", "que es")) or "?" in text)


# A parent with the children named after "with" ("with my two boys", "con mi niña") (class, dev8)
_ALONE_WITH_CHILD = re.compile(r"\b(?:with|w|con)\s+(?:my|mi|mis|our|nuestr[oa]s?)?\s*(?:\w+\s+){0,2}?(?:"
                               + "|".join(vocab.CHILDREN) + r")\b")
_WITH_KIDS = re.compile(r"\b(?:with|w|con)\s+(?:\d{1,2}|" + "|".join(vocab.NUMBER_WORDS) + r")\s+(?:kids|children|child|kid|hijos|hijas|ninos|ninas|hijo|hija)\b")


# (fix33r) the words of a bare list of people beside the people themselves ("both my parents and my little sister")
_LIST_GLUE = frozenset(("my", "mi", "mis", "both", "ambos", "and", "y", "e", "plus", "the", "el", "la", "los", "las", "our",
                        "nuestro", "nuestra", "nuestros", "little", "older", "younger", "big", "baby", "lil", "old",
                        "mayor", "menor", "pequeno", "pequena", "chiquito", "chiquita"))


def _listed(norm: str, norm_raw: str | None = None) -> bool:
    """Return True when everyone at home is listed ("mi mamá, mi hermano y yo", "me and my mom",
    "somos 4", "single mom with 2 kids"); a relative named in passing ("yo gano 35 mil", "mi
    mamá tiene licenciatura") is not a list of the household."""
    norm = re.sub(r"\b(?:and i|y yo)\s+(?:live|am|have|go|make|work|stay|want|got|get|was|will|vivo|tengo|estoy|soy|voy|quiero|trabajo)\b", " ", norm)
    # "el de nosotros": ours; "her advisor told us": someone spoke to them; neither lists the household
    norm = re.sub(r"\b(?:de|del|of|for|para|to|told|tell|tells|gave|give|gives|sent|send|sends|showed|called|asked|"
                  r"emailed|helped|helps|help|let|lets|made|make|makes|want|wants|wanted)\s+(?:nosotros|us)\b", " ", norm)
    norm_words = set(norm.split())
    words = norm.split()
    people = set(vocab.PERSON_ONE) | set(vocab.PERSON_MANY)
    counted = any((w.isdigit() and int(w) < 20 or vocab.NUMBER_WORDS.get(w, 0) > 1)
                  and any(x in vocab.PERSON_MANY for x in words[i + 1:i + 3]) for i, w in enumerate(words))
    if re.search(r"(?:^|,)\s*(?:me|yo|myself)\s*(?:,|$)", norm_raw or "") and sum(w in people for w in words) >= 1:
        return True  # "mom, dad, me"
    parents = set(_PARENT_ONE) | set(_PARENT_TWO)
    if not parents & set(words):  # (a grandparent beside the parents is one more person at home: class, dev12)
        parents |= {"grandparents", "abuelos", "abuela", "abuelo", "grandma", "grandpa"}
    if words and all(w in people or w in _LIST_GLUE or w.isdigit() and int(w) < 20 or w in vocab.NUMBER_WORDS for w in words) \
            and sum(w in people for w in words) >= 2 and any(w in people and w not in parents for w in words):
        # (fix33r) "both my parents and my sister", "mis papás y mi hermanito": nothing but the people at
        # home, someone beside the parents among them ("my mom and my stepdad" alone may leave others out)
        return True
    # (class, dev27: the answer begun with "with" itself and a parent named, the question's "who do
    # you live with" left unsaid: "con mi papá, mi madrastra y mis primos", "with my dad and my little brother")
    if (re.search(r"\b(?:(?:live|living|vivo|vivimos)\s+(?:(?:all|together|todos|todas|juntos|juntas)\s+)*(?:with|con)"
                  r"|lives with me)\b", norm) or (re.match(r"(?:with|con)\s", norm) and set(_PARENT_ONE + _PARENT_TWO) & set(words))) \
            and any(
            w in people and w not in parents for w in words) and sum(w in people for w in words) >= 2 and not contains_any(
            norm, vocab.DIVORCED):
        return True  # "vivo con mis papás y mi hermana", "vivimos juntos con mi hermano" (dev10): everyone the student lives with
    if words and words[0] in ("just", "only", "solo", "solamente", "nomas") and sum(w in people for w in words) >= 2:
        return True  # "just my mom and my little sister": everyone at home
    if _JUST_THEM_AND.search(norm_raw or norm):
        return True  # (fix34d) "it's just her and our mom", someone writing for the student: everyone at home
    if contains_any(norm, vocab.SINGLE_PARENT) and _ALONE_WITH_CHILD.search(norm):
        return True  # "single dad with my little girl", "mamá soltera con mis dos hijos": the parent and the children
    if _MARRIED_WITH_KIDS.search(norm) or _MARRIED_WITH_SPOUSE_AND.search(norm):
        return True  # "estoy casado, tenemos 2 niños", "married with 3 kids": the couple and the children (class, dev12)
    couple = _NO_CHILDREN.sub(" ", norm)
    if _NO_CHILDREN.search(norm) and (contains_any(couple, vocab.PERSON_SPOUSE_WORDS) or contains_any(couple, ("wife", "husband", "esposa", "esposo", "marido"))) \
            and not _SELF_NOT_MARRIED.search(norm):
        return True  # "married, no kids", "casados, sin hijos": the couple alone (class, dev25)
    if _SPOUSE_LISTED.match(norm):
        return True  # "con mi esposa y la bebé", "married, my wife and the baby": the couple and the others (class, dev23)
    if re.match(r"(?:(?:its|it is|es|somos|we are)\s+)?(?:me|yo)\s+(?:my|mi|mis)\s", norm) and sum(w in people for w in words) >= 2:
        return True  # "yo mi mamá mi papá y mi hermana", "me my mom and my dad": a list, the commas left out
    return bool(norm_words & {"myself", "somos", "us", "nosotros"} or contains_any(norm, vocab.LISTING_ME)
                or {"me", "and"} <= norm_words or _WITH_KIDS.search(norm) or contains_any(norm, vocab.ALONE)
                or (counted and sum(w in people for w in words) >= 2))


_KIDS_NAMED = r"(?:kids|children|sons|daughters|hijos|hijas|ninos|ninas|nenes|chamacos|chiquitos)"
_MARRIED_WITH_KIDS = re.compile(r"\b(?:married|casad[oa]s?)\b.*\b(?:we have|we got|weve got|have|with|tenemos|con)\s+"
                                r"(?:\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis)\s+(?:\w+\s+)?" + _KIDS_NAMED + r"\b")
# "casado, con mi señora y un niño", "married, with my wife and our son": the spouse and the others at home (class, dev17)
_MARRIED_WITH_SPOUSE_AND = re.compile(r"\b(?:married|casad[oa]s?)\b.*\b(?:with|con)\s+(?:my|mi)\s+(?:wife|husband|spouse|esposa|"
                                      r"esposo|marido|senora|mujer)\s+(?:and|y|e)\s+\w")
# a list opened by the spouse, married said first or not ("con mi esposa y la bebé", "married, my husband
# and our baby", "casado, yo mi esposa y el nene"): the couple and the others at home (class, dev23)
_SPOUSE_LISTED = re.compile(r"(?:(?:married|casad[oa]s?|i live|we live|vivo|vivimos|living)\s+)*(?:(?:with|con)\s+)?(?:(?:me|yo)\s+)?"
                            r"(?:my|mi)\s+(?:wife|husband|spouse|esposa|esposo|marido|senora|mujer)\s+(?:and|y|e)\s+\w")
_BETWEEN_US = re.compile(r"\b(?:entre|between)\s+(?:los|las|the|us|nosotros)?\s*(?:dos|tres|two|three|both|2|3)(?:\s+of us)?\b"
                         r"|\b(?:both of us|los dos juntos|las dos juntas)\b")


_LIVE_WITH_ONE = re.compile(r"\b(?:live|living|vivo)\s+(?:with|con)\s+(?:just\s+|only\s+|solo\s+|nada mas\s+)?(?:my|mi)\s+"
                            r"(?:mom|mother|mama|mami|madre|dad|father|papa|papi|padre)\b")


def _one_parent_and_me_earning(text: str, lang: str) -> bool:
    """Return True when ``text`` says the student lives with one parent, names no one else, and
    gives that parent's pay and their own ("I live with my mom, she makes 90k and I make 20k",
    "vivo con mi mamá, ella gana 90 mil y yo gano 20 mil"): a household of the two of them."""
    t = fold(text)
    if not _LIVE_WITH_ONE.search(t):
        return False
    if len({w for w in normalize(t).split() if w in vocab.PERSON_ONE or w in vocab.PERSON_MANY}) != 1:
        return False
    total = (income(text, lang).form or {}).get("agi")
    parts = income_parts(text, lang, total) if total else ()
    return len(parts) == 2 and {p[0] for p in parts} in ({"mom", "self"}, {"dad", "self"})


_LIVES_WITH_US = re.compile(rf"\b(?:{_JOINS_VERB}|esta viviendo)\s+(?:here\s+|aqui\s+|too\s+|tambien\s+)*(?:with|con)\s+(?:us|nosotros)\b")


def _volunteer_household_size(q, text, norm, state, lang, today, strong):
    if strong:
        return None
    text, norm = texted_and(text, lang), texted_and(norm, lang)
    norm = re.sub(r"\b(?:doesnt|does not|dont|do not|no)\s+(?:live|lives|vive|viven)\s+(?:with|con)\s+(?:us|nosotros|me|mi)\b", " ", norm)
    # Class (fix37g): someone else who "lives with us" ("mi prima vive con nosotros, tiene 17", "my
    # grandma stays with us"): one more at home beside people not named, no list of the household
    # ("us" is not the writer and one other: 2 was read back)
    norm = _LIVES_WITH_US.sub(" ", norm)
    # "65 mil entre los dos": whose income, not who is at home
    text = _BETWEEN_US.sub(" ", slang_parents(text))  # "mis viejos": my parents
    norm = normalize(slang_parents(norm))
    norm = _BETWEEN_US.sub(" ", norm)
    if plus_me(text):
        return {q.id: str(plus_me(text))}  # "somos 3 más yo"
    m = _SOMOS.search(fold(text)) or _SOMOS.search(fold(numtext.in_digits(text, lang)))
    if m:  # "somos 5", "4 people", "5 of us", "somos cuatro", "a family of 4" (or the total settled on after it)
        return {q.id: str(household_size(numtext.in_digits(text, lang)) or _somos_count(m))}
    if _one_parent_and_me_earning(text, lang):
        return {q.id: "2"}  # "I live with my mom, she makes 90k and I make 20k": the two of them (a newcomer's finding)
    if not _listed(_TOLD_ME.sub(" , ", norm), fold(text)):
        return None  # "I live with my mom" names a parent, not everyone at home (nor "my brother told me about this")
    if _WRITER_PARENT.search(norm) or (_CHILDS_PARENT.search(norm) and not _OWN_PARENT.search(norm) and _WRITER_WORD.search(norm)) \
            or _LIVES_WITH_WRITER.search(norm):
        # "vive con su papá y conmigo", "me and his father": the writer is a parent; the student is not
        # listed (nor counted when a grandparent writes "me, her and her mom": no size proposed)
        return None
    at_home = normalize(" , ".join(p for p in _LOSS_CLAUSES.split(fold(slang_parents(text)))
                                   if p and not elsewhere(p) and not absent_parents(p)))
    if contains_any(norm, vocab.GUARDIANS) and not contains_any(at_home, _PARENT_ONE + _PARENT_TWO):
        # "just me and my grandma", "vivo con mi tía porque mis papás están en Guatemala" (the
        # parents away): whose household counts (the parents') is asked first (class, dev5, dev6)
        return None
    size = household_size(text)
    return {q.id: str(size)} if size else None


_NO_OTHER_AID = re.compile(
    r"\b(?:no|dont have|do not have|dont get|do not get|dont got|havent got|never got|not getting|no tengo|no recibo|no me dan|"
    r"no tenemos|sin|not any|nada de)\s+(?:any\s+|other\s+|others\s+|otras?\s+|mas\s+|more\s+|ningun[ao]?\s+|de\s+)*"
    r"(?:scholarships?|becas?|grants?|full rides?)\b(?!\s+(?:yet|todavia|aun)\b)")


def _volunteer_full_cost(q, text, norm, state, lang, today, strong):
    """No other scholarship at all ("no I dont have any other scholarships", "no tengo otras
    becas"): none can pay the full cost."""
    return None if strong or not _NO_OTHER_AID.search(norm) else {q.id: "false"}


_STATE_FEDERAL_GRANTS = ("pell", "grant", "grants", "state grant", "beca pell", "beca estatal", "becas estatales",
                         "beca federal", "becas federales", "beca de maryland", "becas de maryland")


def _volunteer_grants(q, text, norm, state, lang, today, strong):
    """Grants named with their amount ("Pell is 3,700", "el Pell me da 3500", "Pell 3,100 and a state
    grant 1,500, plus a loan"): the grant aid a year, read back (loans left out)."""
    if not contains_any(norm, _STATE_FEDERAL_GRANTS) or not amounts(numtext.in_digits(text, lang)):
        return None  # ("a $1000 scholarship from my church": not a state or federal grant)
    reading = _read_tuition(q, text, norm, lang, state, today)
    if reading is None or reading.form is None or not reading.form.get("grant_aid"):
        return None
    if str(state.answers.get("grant_aid")) == reading.form["grant_aid"]:
        return None  # said again
    return reading.form


# Class (dev4, dev5): the other-aid answers told as facts, never asked by the chat ("I get SSDI
# since my back injury", "mi niña recibe el SSI", "he was in foster care at 14", "I've been couch
# surfing since my mom put me out"): read back as the student's, when the student (or the child
# a parent writes about) is the one who has it; someone else's benefit ("my mom gets SSI") is no
# answer; "el SSI lo recibe mi papá, no yo" is a no.
_OTHERS = tuple(r for r in vocab.RELATIVES if r not in ("friend", "amigo", "amiga")) + (
    "husband", "wife", "esposo", "esposa", "marido", "grandmother", "grandfather", "abuelita", "abuelito", "suegra", "suegro")
_WRITER_IS = re.compile(r"\b(?:me|yo|i am|im|soy|its|this is|con|with|at|en casa de|de)\s*,?\s*(?:his|her|their|su|sus|my|mi|mis)\s+(?:"
                        + "|".join(_OTHERS) + r")s?\b")
_KIN_OF = re.compile(r"\b(?:his|her|their|su|sus)\s+(?:" + "|".join(_OTHERS) + r")s?\b")
_FIRST_PERSON = re.compile(r"\b(?:i|im|ive|id|me|my|myself|yo|mi|recibo|cobro|tengo|estuve|estaba|vivi|creci|soy|estoy|me dan|"
                           r"me dieron|me llega)\b")
_NOT_ME = re.compile(r"\b(?:not me|not mine|not for me|no yo|no a mi|no para mi|no es para mi|no es mio)\b")
_DENIED = re.compile(r"\b(?:dont|do not|didnt|did not|never|wasnt|was not|havent|have not|no recibo|no cobro|no tengo|"
                     r"nunca|no estuve|no estuvo|no he estado|ni)\b")


# The student spoken of by a parent or grandparent ("her dad makes 30k", "he came to live with me, his
# grandma", "mi hija recibe SSI"): "she"/"he" is the student, whose own benefit or care it is
_CHILD_SPOKEN_OF = re.compile(r"\b(?:her|his|su)\s+(?:dad|mom|father|mother|papa|mama|padre|madre|grandma|grandpa|grandmother|"
                              r"grandfather|abuela|abuelo)\b|\b(?:my|mi)\s+(?:daughter|son|granddaughter|grandson|hija|hijo|nieta|nieto)\b")
_OTHERS_OWN = re.compile(r"\b(?:" + "|".join(_OTHERS) + r")s\b")  # "my moms SSI", "my dads check": hers, his
_THIRD_PERSON = re.compile(r"\b(?:she|shes|he|hes|her|his|him|they|theyre|their|them|ella|ellas|ellos|le|les|"
                           r"recibe|reciben|cobra|cobran|recibia|cobraba)\b|\bel\s+(?:ya\s+|tambien\s+|solo\s+)?(?:recibe|cobra|tiene|esta|va)\b")


# Class (fix31c): "we are on SSI", "we get SSDI", "recibimos SSI", "mi familia cobra SSI": the family
# has it, not plainly the student as the person with the disability: never the student's own answer
# (yes or no); whether the student gets it is asked (:data:`FAMILY_SSI_ASK`)
_WE_HAVE = re.compile(r"\b(?:we|were|we re|weve|we ve|us|our|ours|nosotros|nosotras|recibimos|cobramos|tenemos|estamos|vivimos|"
                      r"(?:my|mi|our|nuestra)\s+(?:family|household|house|familia|casa|hogar)|la familia|the family)\b")
_FAMILY_WORDS = re.compile(r"\b(?:my|mi|our|nuestra)\s+(?:family|household|house|familia|casa|hogar)\b")
FAMILY_SSI_ASK = N_("You said your family gets SSI or SSDI. Do you get SSI or SSDI yourself, as the person with the disability? (That can mean a tuition waiver.)")
FAMILY_SSI_ASK_STUDENT = N_("You said your family gets SSI or SSDI. Does the student get SSI or SSDI themselves, as the person with the disability? (That can mean a tuition waiver.)")


def _family_clause(clause: str) -> bool:
    """Return True when ``clause`` (normalized) says "we" or the family has it, no "I" among them."""
    return bool(_WE_HAVE.search(clause)) and not _FIRST_PERSON.search(_FAMILY_WORDS.sub(" ", clause))


# (fix34e, a newcomer's finding) someone else's disability or Social Security benefit told ("she's on
# disability", "my mom gets disability", "mi mamá está en el seguro social", "mi papá cobra del seguro
# social"): an aside, neither a question the FAQ answers (the GPA appeal's "Yes", the One-App's "no
# Social Security number") nor the student's own yes to an other-aid question
_BENEFIT = r"(?:disability|disability checks?|social security|ssi|ssdi|discapacidad|incapacidad|seguro social|el seguro social|ssi|ssdi)"
_ON_BENEFIT = re.compile(r"\b(?:is|s|on|gets?|getting|receives?|receiving|collects?|collecting|draws?|lives on|living on)\s+(?:on\s+)?"
                         + _BENEFIT + r"\b|\b(?:esta|estan|anda|andan|vive|viven)\s+(?:en|con|de|del)\s+(?:el\s+|la\s+)?" + _BENEFIT
                         + r"\b|\b(?:recibe|reciben|cobra|cobran|tiene|tienen|agarra)\s+(?:el\s+|la\s+|del\s+|de\s+)?" + _BENEFIT + r"\b")
_SELF_SUBJECT = re.compile(r"\b(?:i|im|ive|me|myself|yo|recibo|cobro|estoy|tengo|vivo)\b")
# Class (fix35d, a newcomer's finding): "I haven't filed yet", "we haven't done our taxes yet",
# "todavía no he declarado" said at the income or aid application question: not filed so far (the
# taxes, or the application), to be filed; never "no one files" (the FAQ's "use 0" was given, off
# the point), never "won't file". A word of "yet" and a filing denied, no amount, nothing habitual.
_YET = re.compile(r"\b(?:yet|still|todavia|aun)\b")
_FILING_DENIED = re.compile(
    r"\b(?:havent|have not|hasnt|has not|didnt|did not|not|no|arent|are not)\s+(?:\w+\s+){0,3}?"
    r"(?:filed|file|filing|done|submitted|sent|declarado|declaramos|declare|presentado|presentamos|presente|"
    r"hecho|hice|hicimos|llenado|llene|llenamos|mandado|mandamos|enviado)\b")
_FILING_HABIT = re.compile(r"\b(?:never|nunca|dont|do not|doesnt|does not|wont|will not|not going to|not gonna|no vamos a|"
                           r"no voy a|no declaran|no declara|no declaramos nunca|cash|efectivo)\b")


def not_filed_yet(text: str) -> bool:
    """Return True when ``text`` says something is not filed yet ("I haven't filed yet", "todavía no he
    declarado"), with no amount in it and nothing habitual ("we never file", "won't"): not filed so
    far, to be."""
    norm = normalize(str(text))
    return bool(_YET.search(norm) and _FILING_DENIED.search(norm)) and not re.search(r"\d", norm) \
        and not _FILING_HABIT.search(norm)


# (said at the income question) what counts when this year's return isn't filed yet; the question put again
NOT_FILED_YET_INCOME = N_("That's OK. The law uses the most recent tax return that was filed: if this year's isn't filed yet, use the adjusted gross income (AGI) on last year's return. If you don't have it, tell me about how much was made last year and I'll read it back.")


OTHERS_BENEFIT_ASIDE = N_("Thanks for telling me. A parent's disability or Social Security benefit isn't one of this scholarship's questions (the SSI or SSDI tuition waiver counts the student's own benefit).")


def others_benefit(text: str) -> bool:
    """Return True when ``text`` tells, with no question form, that someone else (a parent named, or
    "she", "he") gets disability or Social Security ("she's on disability", "mi mamá está en el
    seguro social"), nothing said of the student's own (:data:`_ON_BENEFIT`)."""
    if "?" in text or "¿" in text or hypothetical(text):
        return False
    norm = normalize(text)
    if not _ON_BENEFIT.search(norm) or contains_any(norm, vocab.SSI_WORDS) \
            or _SELF_SUBJECT.search(_KIN_OF.sub(" ", norm)) or _WE_HAVE.search(_FAMILY_WORDS.sub(" ", norm)):
        # (SSI or SSDI named: read as such, :func:`family_ssi`, :func:`_own_fact`, the income's own note)
        return False
    return bool(_THIRD_PERSON.search(norm) or contains_any(norm, _OTHERS) or _OTHERS_OWN.search(norm))


def family_ssi(text: str) -> bool:
    """Return True when ``text`` says the family ("we", "recibimos") gets SSI or SSDI, not the student by name
    (:func:`_own_fact` keeps nothing from it), outside a question."""
    if "?" in text or "¿" in text or hypothetical(text):
        return False
    clauses = [normalize(c) for c in re.split(r"[,;.]|\b(?:but|pero|then|luego|and|y)\b", fold(text))
               if contains_any(normalize(c), vocab.SSI_WORDS)]
    return bool(clauses) and _family_clause(clauses[0]) and not _DENIED.search(clauses[0])


def _own_fact(text: str, words) -> str | None:
    """Return "true" when the clause naming one of ``words`` says the student has it (first person,
    or the child a parent writes about with no one else named), "false" when it is denied or said to
    be someone else's and not the student's ("lo recibe mi papá, no yo"), else None."""
    clauses = [c for c in re.split(r"[,;.]|\b(?:but|pero|then|luego|and|y)\b", fold(text)) if contains_any(normalize(c), words)]
    if not clauses:
        return None
    clause = normalize(clauses[0])
    if _family_clause(clause):
        return None  # "we are on SSI", "recibimos SSI": the family's, asked of the student (fix31c)
    # "me, his aunt": the writer; "her dad": the student's relative, named beside the student: not the one with it
    whole = normalize(_KIN_OF.sub(" ", _WRITER_IS.sub(" ", normalize(text))))
    if _NOT_ME.search(normalize(text)):
        return "false"
    if (contains_any(clause, _OTHERS) or _OTHERS_OWN.search(clause)) and not _WRITER_IS.search(clause):
        return None  # "my mom gets SSI", "mi abuelo recibe", "my mom's SSI check"
    if _THIRD_PERSON.search(clause) and not _FIRST_PERSON.search(clause) and not _CHILD_SPOKEN_OF.search(normalize(text)):
        # Class (left25): "she's on SSI", "ella recibe SSI", said of a parent at the income or
        # household questions, was read back as the student's own (the contract's ssi_ssdi is the
        # disabled person's own benefit): someone else's, an aside
        return None
    if _DENIED.search(clause):
        return "false" if _FIRST_PERSON.search(clause) or not contains_any(whole, _OTHERS) else None
    if _FIRST_PERSON.search(clause) or not contains_any(whole, _OTHERS):
        return "true"
    return None


def _volunteer_other_aid(q, text, norm, state, lang, today, strong):
    """SSI or SSDI, foster care or being on one's own without a home, said as the student's own
    (see :func:`_own_fact`); not in a question, a doubt or a case supposed."""
    if strong or "?" in text or "¿" in text or hypothetical(text) or contains_any(norm, vocab.UNSURE) \
            or contains_any(norm, vocab.WHAT_IS_THAT):
        return None
    form = {}
    if contains_any(norm, vocab.SSI_WORDS):
        said = _own_fact(text, vocab.SSI_WORDS)
        if said and str(state.answers.get("ssi_ssdi", "")).lower() != said:
            form["ssi_ssdi"] = said
    foster = _own_fact(text, vocab.FOSTER_WORDS) if contains_any(norm, vocab.FOSTER_WORDS) else None
    if foster is None and contains_any(norm, vocab.ON_OWN_HOMELESS) and not re.search(r"\b(?:we|nosotros|estuvimos|estamos)\b", norm):
        foster = "true"
    if foster and str(state.answers.get("foster_care_or_homeless", "")).lower() != foster:
        form["foster_care_or_homeless"] = foster
    return form or None


_STATUS_SAID = re.compile(r"\b(?:(full)[\s-]*time|(part)[\s-]*time|tiempo\s+(completo)|(medio)\s+tiempo|tiempo\s+(parcial))\b")


def _volunteer_enrollment_status(q, text, norm, state, lang, today, strong):
    """A renewing student's full-time or part-time start, said with the month they first enrolled
    ("agosto 2025, tiempo completo", "started fall 2024 part time"): the status of that start (class:
    the next question's answer said with the first enrollment; it was asked again). Only with a
    year beside it, so a "full time" said of the credits taken now is not taken for the start."""
    if state is None or state.answers.get("applicant_type") != "renewal" or not re.search(r"\b(?:19|20)\d{2}\b", text):
        return None
    found = {"full_time" if (m.group(1) or m.group(3)) else "part_time" for m in _STATUS_SAID.finditer(fold(text))}
    if len(found) != 1 or q.id in state.answers:
        return None
    return {q.id: found.pop()}


# Class (a newcomer's finding: facts of a long opening dropped): in-state tuition said as one
# fact among others ("... no degree. in state yes. associates 12 credits", "matrícula estatal sí")
# had no reader beside its own question, so it was asked again: the clause naming in-state
# tuition is read as the question reads it (read back; a "no" rules out, so the question is put)
_IN_STATE_CUE = re.compile(r"\b(?:in\s*-?\s*state|instate|matricula\s+(?:estatal|de residente|in\s*-?\s*state)|"
                           r"colegiatura\s+(?:estatal|de residente))\b")


def _volunteer_in_state(q, text, norm, state, lang, today, strong):
    if strong:
        return None
    clauses = [c for c in re.split(r"[,;.!?¿¡]|\b(?:but|pero)\b", fold(text)) if _IN_STATE_CUE.search(c)]
    if len(clauses) != 1 or "?" in text or hypothetical(text) or len(normalize(clauses[0]).split()) > 8:
        return None
    reading = _read_in_state(q, clauses[0], normalize(clauses[0]), lang, state, today)
    return reading.form if reading.form and reading.form.get(q.id) in ("yes", "no", "unsure") else None


# A degree the student says they hold ("I actually already have an associate's degree", "mi hija
# ya tiene un título de asociado", "my highest degree is a bachelor's"): read as at the degree
# question, only an earned one (class, a newcomer's finding: said after the result, it got the
# FAQ's answer and the "likely eligible" stood, §18-3603(c)(2))
_HOLDS_DEGREE = re.compile(r"\b(?:i (?:already |actually |also )*(?:have|hold|got|earned|finished|completed)|ive (?:got|earned|finished)|"
                           r"(?:she|he) (?:already |actually )*(?:has|got|earned|finished)|already (?:have|has)|(?:ya )?(?:tengo|tiene|saque|termine)|"
                           r"my highest degree is|su titulo mas alto es|mi titulo mas alto es)\b.{0,40}"
                           r"\b(?:associates?|bachelors?|asociado|licenciatura|ba|bs|aa|as)\b")


def _volunteer_degree(q, text, norm, state, lang, today, strong):
    if not _HOLDS_DEGREE.search(norm):
        # "first time, no degree", "primera vez, sin título": no degree said outright, read back
        none = not strong and "?" not in text and (_NO_DEGREE.search(norm) or _NO_BEFORE_DEGREE.search(fold(text)))
        form = _read_prior_degree(q, text, norm, lang, state, today).form if none else None
        return {q.id: "none"} if form == {q.id: "none"} else None
    form = _read_prior_degree(q, text, norm, lang, state, today).form
    return form if form and form.get(q.id) in ("associate", "bachelor") else None


_VOLUNTEERED = {
    "applicant_type": _volunteer_phrase,
    "prior_degree": _volunteer_degree,
    "zip": _volunteer_zip,
    "county": _volunteer_county,
    "high_school": _volunteer_high_school,
    "in_state_tuition": _volunteer_in_state,
    "delmar_md_resident": _volunteer_delmar,
    "hs_completion_date": _volunteer_month,
    "college": _volunteer_college,
    "program": _volunteer_program,
    "credits_per_semester": _volunteer_credits,
    "hs_gpa": _volunteer_gpa,
    "cc_gpa": _volunteer_gpa,
    "household": _volunteer_household,
    "household_size": _volunteer_household_size,
    "agi": _volunteer_income,
    "aid_application": _volunteer_aid,
    "dream_act": _volunteer_dream_act,
    "credits_completed_last_semester": _volunteer_credits_done,
    "enrollment_status": _volunteer_enrollment_status,
    "first_enrolled": _volunteer_first_enrolled,
    "full_cost_scholarship": _volunteer_full_cost,
    "tuition": _volunteer_grants,
    "birth_year": _volunteer_other_aid,  # (the other-aid page: SSI or SSDI, foster care or homeless)
}

# Facts that may replace an answer already given, when the message states them plainly and
# differently (read back first): "3.1 y me gradúo en mayo 2027" after June was assumed.
_RESTATED = ("high_school", "college", "hs_completion_date", "household", "household_size", "county", "credits_completed_last_semester", "zip",
             "birth_year", "prior_degree",  # (prior_degree: a degree held, said after the result; the other-aid page: each of its facts told on its own)
             "aid_application",  # (a FAFSA or One-App to file after all, said once "none" ruled the student out)
             "program")  # (the program the student is doing, said beside another answer: _DOING_NOW)


_DOING_NOW = re.compile(r"\b(?:(?:im|i am|i m|ill be|i will be)\s+(?:doing|taking|studying|in|enrolled in|going for|getting|"
                        r"signed up for|registered for)|(?:i|ill)\s+(?:do|take|study)|"
                        r"(?:estoy|voy a estar)\s+(?:haciendo|tomando|estudiando|sacando|en|inscrita? en)|"
                        r"(?:hago|estudio|tomo|saco|curso)\s+(?:el|la|un|una)\b)")


def _restated(q, form: dict, text: str, norm: str, state) -> bool:
    """Return True when ``form``, found for the already answered ``q``, plainly states another
    value: a spouse or a list of everyone at home (household), a place one lives (county), a
    college's own name, a month and year of graduation, credits finished."""
    if all(str(state.answers.get(k)) == str(v) for k, v in form.items()):
        return False
    if q.id == "household" and form[q.id] == "married":
        return _spouse_restates(text, norm)
    if q.id == "household":
        # (a newcomer's finding: "wait, i live with just my dad", "solo vivo con mi mamá" once the
        # result was shown got an FAQ answer, two parents kept: who the student lives with, said
        # plainly, restates the household, read back)
        # (fix37g) and the parents said to be married beside their income ("$75,000 total, that's both
        # my parents, they're married", "entre los dos 75 mil, están casados"): two parents, read
        # back (the one parent kept before stood beside both parents' income)
        return ((_listed(norm, fold(text)) or bool(_LIVE_WITH_SAID.search(norm))) and form[q.id] in ("two_parent", "single_parent")
                or form[q.id] == "two_parent" and bool(_LIVE_TOGETHER.search(norm))
                or form[q.id] == "two_parent" and bool(_THEY_MARRIED.search(norm) or _PARENTS_THEN_MARRIED.search(norm))
                and not contains_any(norm, vocab.DIVORCED))
    if q.id == "household_size":  # a list of everyone, or the count said ("5 of us", "somos cuatro": class: a size beside an income)
        return _listed(norm, fold(text)) or bool(_SOMOS.search(fold(numtext.in_digits(text))))
    if q.id == "zip":  # "my zip is 21157", "we moved to 21157", or the ZIP alone: a new home
        return bool(_ZIP_CUE.search(fold(text)) or _LIVE.search(fold(text)) or re.fullmatch(r"\s*\d{5}\s*", text)
                    or re.search(r"\b(?:moved|move|mudamos|mude|mudo)\b", norm))
    if q.id == "county":
        from .places import own

        return bool(_LIVE.search(fold(own(text))))
    if q.id == "high_school":  # (a diploma placed elsewhere, see _volunteer_high_school; or the page's two answers, stepfam)
        return form[q.id] == "other" or _hs_month_cue(fold(text), norm, None) is not None
    if q.id == "program":
        # Class (dev20): the program the student is doing said beside another answer ("6, im doing the
        # paralegal certificate", "12, estoy haciendo el certificado de soldadura") corrects the one
        # given before: read back, never dropped. A program named otherwise (asked about, someone
        # else's) stays as it was.
        return bool(_DOING_NOW.search(norm))
    if q.id == "aid_application":
        # Class: "ok, I'll file the FAFSA this week", "entonces voy a llenar la fafsa" once "I won't
        # file any" ruled the student out: the application now to be filed changes that answer
        # (read back), never an FAQ answer on which form to file. (_volunteer_aid leaves out a
        # form negated or asked about.)
        # Class: "i'm not doing the fafsa" with the FAFSA on record: the application refused
        # now (aid_refused) changes it, read back (it rules out)
        return state.answers.get(q.id) == "none" or form[q.id] == "none"
    return True


# The household's income said as a whole: both parents as one earner, "we", the household, the total
_WHOLE_INCOME = re.compile(r"\b(?:(?:my|mi|mis|our|nuestros)\s+(?:parents|folks|papas|padres|papis|mom and dad|mama y papa)\s+"
                           r"(?:\w+\s+)?(?:make|makes|made|earn|earned|bring in|ganan|ganaron|sacan|juntan)"
                           r"|we\s+(?:\w+\s+)?(?:make|made|earn|earned|bring in)|(?:ganamos|sacamos)"
                           r"|(?:household|family|our|total|combined)\s+income|(?:ingreso|ingresos)\s+(?:del hogar|de la familia|total|"
                           r"familiar|familiares|en total)|in total|en total)\b")


# A plain "I'm married" / "me casé", or the writer and a spouse named together ("yo, mi esposo y los
# dos niños", and, with incomes, "my husband and I make 90k together", "mi esposo gana 2 mil y yo
# 800": class, dev13) restate the household (read back first: a parent answers "no"). The one
# parent given before is wrong either way (a married student, or a parent writing of their own
# spouse: two parents); with two parents given before, a parent's own spouse leaves them as they
# were (engine._parent_and_spouse). A spouse's income alone ("my husband makes 48k and I make 20k"
# lists no one at home) still leaves the household given as it was.
_SAYS_MARRIED = re.compile(r"\b(?:im|i am|i m|i got|we got|just got|got|we are|were|estoy|soy|estamos|somos|me|nos|ya me)\s+"
                           r"(?:\w+\s+)?(?:married|casad[oa]s?|case|casamos)\b")


def _spouse_restates(text: str, norm: str) -> bool:
    """Return True when a spouse named in ``text`` (norm: ``norm``) answers the household again:
    the student says so plainly, or names the spouse beside themselves (with incomes or not)."""
    if _NOT_MARRIED.search(norm):
        return False
    if _SAYS_MARRIED.search(norm):
        return True
    return _listed(norm, fold(text)) or bool(_OWN_SHARE.search(norm)) or bool(_COUPLE_SAID.search(norm))


# Class (fix36g): the writer and a spouse said as one ("my wife and I make about 95k together", "me
# and my husband", "mi esposo y yo ganamos 90 mil", "yo y mi esposa"): the spouse at home with the
# writer, whatever the verb after it (one parent was kept beside "my wife and I make 95k")
_COUPLE_SAID = re.compile(r"\b(?:my|mi)\s+(?:wife|husband|spouse|esposa|esposo|marido|senora|mujer)\s+(?:and|y|e|&|n)\s+(?:i|me|myself|yo)\b"
                          r"|\b(?:i|me|myself|yo)\s+(?:and|y|e|&|n)\s+(?:my|mi)\s+(?:wife|husband|spouse|esposa|esposo|marido|senora|mujer)\b")


# Class (dev18): the writer's own pay said as "mine" beside the spouse's ("sumando lo mío y lo de mi
# señora", "mine and my wife's together"): the writer and the spouse, as "my wife and I" are
_OWN_SHARE = re.compile(r"\b(?:lo mio|lo mia|el mio|la mia|mine|my income|my pay|my part|my share|mi parte|mi sueldo|"
                        r"lo que (?:yo )?gano)\b")


# (dev18: a place taken back after its "in": "I live in PG not in Montgomery", "vivo en prince
# georges no en montgomery", "no en el condado de Howard")
_NEGATED = re.compile(r"\b(?:not|no)\s+(?:(?:in|en)\s+)?(?:the\s+|el\s+|la\s+|an?\s+(?=\$?\d)|una?\s+(?=\$?\d))?(?:(?:condado|county)\s+(?:de|of)\s+)?"
                      r"\$?[\w.,]+\s*(?:k|mil)?\s*$")
# Class (dev27): the number taken back followed by a few words of no number ("3.2 not 2.3, typo",
# "3.2 no 2.3 perdón"): the number before "not" is the one meant, as when nothing follows
_NUMBER_NEGATED_THEN_ASIDE = re.compile(r"(?<=[\d\s,])(?:not|no)\s+(?:an?\s+|una?\s+)?\$?\d[\d.,]*\s*(?:k|mil)?\s*[,;.!]?\s*(?:[a-z']+[\s,.!]*){1,4}$")
# Class (dev12, a correction's script): the words taken back first, then the ones meant ("no es
# Frederick, es Montgomery College", "not Frederick, Montgomery", "it's not Towson but Essex"): the
# words taken back are no answer (before, "Frederick" was read back as the county, against the
# ZIP code). Words only: a number taken back is _NOT_Y_THEN_X's.
_NOT_WORDS_THEN = re.compile(r"\b(?:not|no es|no era|no fue|no son|its not|it s not|it is not|isnt|wasnt)\s+(?!sure\b|seguro\b)"
                             r"(?:(?:the|el|la|en|in|at|a)\s+)?(?:[a-z']+\s+){0,3}[a-z']+\s*(?=[,;]|\s(?:but|pero|sino)\b)")

# Class (dev15, a correction's script): a home denied, then the one meant ("no vivo en Charles,
# vivo en Temple Hills", "sorry, we don't live in Bowie, we live in Laurel"): two places named, the
# message read as none (an FAQ answer given, the old county kept to a wrong "not eligible"); the
# place denied is no answer, and the denial makes the message a correction
_HOME_DENIED = re.compile(r"\b(?:(?:i|we)\s+(?:dont|do not|didnt|did not)\s+live|(?:i m|im|i am|we re|were|we are)\s+not|"
                          r"no\s+(?:vivo|vivimos|estoy|estamos|vive|viven))\s+(?:in|en)\s+(?:(?:the|el|la)\s+)?"
                          r"(?:[a-z']+\s+){0,3}[a-z']+\s*(?=[,;]|\s(?:but|pero|sino|i live|we live|vivo|vivimos|estoy|estamos)\b)")

# "95 mil no 105", "52k, not 45": the value meant, then the one given before
_X_NOT_Y = re.compile(numtext.RUN_START + r"\d[\d.,]*\s*(?:k|mil|grand|thousand)?\s*,?\s+(?:not|no|y no|and not)\s+(?:el\s+|la\s+|los\s+|the\s+|en\s+|in\s+)?\$?\d")
# Class (dev18, two wrong verdicts): the value meant with what it counts, then the one taken back
# ("voy a tomar 6 creditos no 3", "fueron 12 creditos los que complete, no 6", "it's 8 credits I
# finished, not 5", "900 a la semana no 800"): a correction as "95 mil no 105" is, its "no" never
# the answer to the yes-or-no question waiting
_X_WORDS_NOT_Y = re.compile(numtext.RUN_START + r"\d[\d.,]*\s*(?:k|mil|grand|thousand)?(?:\s+[a-z]+){1,4}?\s*,?\s+"
                            r"(?:not|no|y no|and not)\s+(?:el\s+|la\s+|los\s+|the\s+|en\s+|in\s+)?\$?\d")
# Class (fix31e, a wrong verdict): the value meant, then the one taken back, then words of any
# length ("es 2.8 no 2.4, lo acabo de ver en el portal", "it's 60k not 50k, I asked her again
# tonight"): the "not Y" is blanked wherever it stands, what follows it kept for what else it says;
# the value taken back is never the one read (before, the value meant, the one kept, was taken as
# restated and the one taken back read back in its place, to a wrong "not eligible")
_X_THEN_NOT_Y = re.compile(numtext.RUN_START + r"\d[\d.,]*\s*(?:k|mil|grand|thousand|%)?(?:\s+[a-z]+){0,4}?\s*,?\s+"
                           r"((?:not|no|y no|and not|ni)\s+(?:el\s+|la\s+|los\s+|the\s+|an?\s+|una?\s+)?\$?\d[\d.,]*(?![\d.,]*\d)"
                           r"\s*(?:k|mil|grand|thousand|%)?)(?![.,]?\d)")


def number_taken_back_dropped(text: str) -> str:
    """Return ``text`` (folded) with each number taken back after the one meant blanked ("2.8 no
    2.4, lo vi en el portal" -> "2.8 , lo vi en el portal"); ``text`` unchanged when none is."""
    folded = fold(text)
    out, pos = [], 0
    for m in _X_THEN_NOT_Y.finditer(folded):
        out.append(folded[pos:m.start(1)] + " " * (m.end(1) - m.start(1)))
        pos = m.end(1)
    return "".join(out) + folded[pos:] if out else text


_NO_THEN_VALUE = re.compile(r"^\s*(?:no|nope|nah|naw|nel)\b[\s,.!]+.*\d")  # "no, son 2 mil al mes"
# Class (a newcomer's finding: an income correction lost while another question waits): the value
# taken back first, then the one meant ("not 98k, 102k", "not 98k but 102k", "no son 98 mil, son
# 102 mil", "no es 45 mil sino 38"): a correction, as "102k not 98k" is
_NOT_Y_THEN_X = re.compile(r"^\s*(?:no|not|nope)\s+(?:es\s+|son\s+|era\s+|eran\s+|its\s+|it s\s+|the\s+|el\s+|los\s+)?"
                           r"\$?\d[\d.,]*\s*(?:k|mil|grand|thousand)?\s*(?:[,;]|\s(?:but|pero|sino|its|es|son)\b)[\s,]*"
                           r"(?:(?:but|pero|sino|its|it s|it is|es|son)\s+)*\$?\d")


# Class (issue #8): the words of a correction that stand first ("digo, 3.1", "mejor Frederick",
# "o sea, 2,1") or anywhere ("Frederick instead", "en vez de eso, 9 créditos"), beside vocab.CORRECTION
_FIX_FIRST = re.compile(r"^(?:(?:ay|oh|no|bueno|pues|perdon|perdona|sorry|wait|espera)\s+)*(?:digo|mejor|mejor dicho|o sea)\b(?!\s+(?:que|no)\b)")
_FIX_ANYWHERE = re.compile(r"\b(?:instead|en vez de eso|en lugar de eso|en su lugar)\b")


# Class (dev20, a wrong "not eligible"): a place taken back in Spanish, then the one meant ("ah y
# no es Worcester, vivo en Salisbury", "no es el condado de Howard, es Carroll", "no era Towson,
# vivo en Essex"): English says "not" (a correction word); Spanish "no es" was the "no" answering
# the yes-or-no question pending (in-state tuition read as no, to a wrong "not eligible"); so was
# "no, it's not Howard County, it's Carroll" in English
_PLACE_NOT_THEN = re.compile(r"\b(?:no es|no era|no fue|not|its not|it s not|it is not|isnt|wasnt)\s+(?:(?:el|la|en|the|in|at)\s+)?(?:(?:condado|county)\s+(?:de|of)\s+)?"
                             r"([a-z']+(?:\s+[a-z']+){0,3}?)\s*(?=[,;.]|\s(?:pero|sino|vivo|vivimos|es|era|soy|somos|estoy|estamos)\b)")


# Class (dev22, a college corrected at "does your home college offer it?"): the place meant, then
# the one taken back at the end ("it's Frederick, not Montgomery", "es el de Frederick, no
# Montgomery"): a correction as "95k not 105" is, its "no" never the answer to the question waiting
_PLACE_THEN_NOT = re.compile(r"\b([a-z']+(?:\s+[a-z']+){0,3}?)\s*,?\s+(?:not|no|y no|and not|instead of|en vez de|en lugar de)\s+"
                             r"(?:(?:el|la|the)\s+)?([a-z']+(?:\s+[a-z']+){0,3}?)\s*[.!]*\s*$")


def _names_place(words: str) -> bool:
    """Return True when ``words`` (normalized) name a Maryland county, town or college."""
    from .places import towns_in

    return bool(words) and bool(pick(words, county_options(), exact_only=True).value or towns_in(words, asides=True)
                                or _college_named(words)[0] is not None)


def _place_taken_back(text: str) -> bool:
    """Return True when ``text`` takes back a Maryland place with "no es/no era" ("no es
    Worcester, vivo en Salisbury"), or names one place, then "not" another ("Frederick, not
    Montgomery"): a county, a town or a college named."""
    if place_taken_back(text) is not None:
        return True
    m = _PLACE_THEN_NOT.search(fold(text))
    return bool(m) and _names_place(normalize(m.group(2))) and any(
        _names_place(" ".join(normalize(m.group(1)).split()[-n:])) for n in (1, 2, 3, 4))


def place_taken_back(text: str) -> str | None:
    """Return the words of the Maryland place ``text`` takes back with "no es/no era" ("no es
    Cecil, es Harford": "cecil"), else None (:func:`_place_taken_back`)."""
    for m in _PLACE_NOT_THEN.finditer(fold(text)):
        words = normalize(m.group(1))
        if _names_place(words):
            return words
    return None


def correcting(text: str, settled: bool = False) -> bool:
    """Return True when ``text`` corrects an earlier answer ("actually…", "oops", "perdón, me
    equivoqué", "son 95 mil no 105", "digo, 3.1", "Frederick instead"); a value taken back
    inside the message itself ("3.4 no wait 3.1") corrects nothing said before. ``settled``: no
    question is pending (the result is shown), so a "no" followed by a value ("no, son 2 mil al
    mes") corrects too."""
    t = numtext.self_corrected(text)
    norm = normalize(t)
    return (contains_any(norm, vocab.CORRECTION) or bool(_X_NOT_Y.search(fold(t))) or bool(_X_WORDS_NOT_Y.search(fold(t)))
            or bool(_FIX_FIRST.search(norm)) or bool(_FIX_ANYWHERE.search(norm)) or bool(_HOME_DENIED.search(fold(t)))
            or bool(numtext.denied_first(text))  # "not 15 credits, 3": the value denied was said before
            or bool(_NOW_CHANGED.search(normalize(t))) or _place_taken_back(t)
            or (_disowned_beside(t))  # "el 2.1 era de mi otra hija, tiene 3.4" (fix37h)
            or (settled and _counts_by_term(t) is not None)  # "12 in the fall and 3 in the spring" once the result is shown
            or (settled and bool(_NO_THEN_VALUE.search(numtext.in_digits(t)))))


# Class (issue #8): a place named bare in a correction ("wait, I meant Carroll", "actually Frederick
# instead", "no, it's Howard", "oops, Harford", "perdón, quise decir Carroll", "mejor Frederick",
# "en realidad Howard", "digo, Harford"): the words that may stand before and after the place,
# and those of them that make it a correction (an "ok" or a "no" alone doesn't)
_PLACE_LEAD = re.compile(r"^(?:(?:oh|ok|okay|um+|uh+|so|no|nah|nope|wait|hold on|hang on|sorry|oops|whoops|actually|my bad|correction|i meant|"
                         r"i mean|meant|its|it s|it is|it was|i said|i put|not that|typo|perdon|perdona|espera|ay|bueno|pues|"
                         r"en realidad|me equivoque|quise decir|quiero decir|digo|o sea|mejor dicho|mejor|es|era|no es|no era|"
                         r"en vez de eso|instead)\s+)+")
_PLACE_TAIL = re.compile(r"(?:\s+(?:instead|then|sorry|lol|oops|my bad|en vez de eso|en su lugar|mejor|perdon|perdona|entonces))+$")
_PLACE_FIX_WORDS = ("wait", "hold on", "hang on", "sorry", "oops", "whoops", "actually", "my bad", "correction", "i meant", "i mean", "meant",
                    "no its", "no it s", "no it is", "not that", "typo", "perdon", "perdona", "espera", "en realidad",
                    "me equivoque", "quise decir", "quiero decir", "digo", "o sea", "mejor dicho", "mejor", "no es", "no era",
                    "instead", "en vez de eso", "en su lugar")


def place_fixed(text: str, said_no: bool = False) -> str | None:
    """Return the words left of ``text`` once the words of a correction around them are taken
    away ("wait, I meant Carroll" -> "carroll", "actually Frederick instead" -> "frederick",
    "perdón, quise decir Carroll" -> "carroll"), when a correction word is among them (or
    ``said_no``: the text says "no" to a read-back, "no, Frederick") and a few words are left;
    else None. Whether those words name a place is the caller's to check."""
    if re.search(r"[?¿\d]", text):
        return None
    taken = _place_taken_back(text)
    if taken:  # "no, it's not Howard County, it's Carroll", "no es Worcester, es Wicomico": the place meant
        text = _PLACE_NOT_THEN.sub(" ", fold(text))
        last = _PLACE_THEN_NOT.search(text)  # "it's Frederick, not Montgomery": the place before the "not"
        if last and _names_place(normalize(last.group(2))):
            text = text[:last.end(1)]
    norm = normalize(text)
    lead = _PLACE_LEAD.match(norm)
    start = lead.end() if lead else 0
    tail = _PLACE_TAIL.search(norm[start:])
    rest = norm[start:start + tail.start()] if tail else norm[start:]
    said = f"{lead.group(0) if lead else ''} {tail.group(0) if tail else ''}"
    rest = re.sub(r"^(?:the|el|la)\s+", "", rest.strip())
    if not rest or len(rest.split()) > 5 or not (said_no or taken or contains_any(normalize(said), _PLACE_FIX_WORDS)):
        return None
    return rest


def place_fixed_clause(text: str) -> str | None:
    """Class (dev19, a wrong verdict): a correction whose place stands in one clause of several,
    an apology or the reason in the others ("sorry, baltimore city, I moved to Remington last
    year", "I meant Hagerstown Community College, not Frederick. Sorry, I mix them up", "perdón,
    Carroll, nos mudamos en el verano"), got "I don't know the answer" and the old place was kept.
    Return the words of the one clause that names a place (:func:`place_fixed`), a correction word
    said anywhere in ``text``; None when no clause names one or several do. A later clause that
    refuses a place ("not Frederick", "no Frederick", "en vez de Frederick") names the old one."""
    if re.search(r"[?¿]", text) or not contains_any(normalize(text), _PLACE_FIX_WORDS):
        return None
    clauses = [c for c in re.split(r"[,;.!]+|\s+-\s+", text) if normalize(c)]
    found = []
    for i, clause in enumerate(clauses):
        if i and re.match(r"(?:not|no|instead of|rather than|en vez de|en lugar de|y no)\b", normalize(clause)):
            continue
        rest = place_fixed(clause, said_no=True)
        if rest is not None and any(places_named(rest)):
            found.append(rest)
    return found[0] if len(clauses) > 1 and len(found) == 1 else None


_COLLEGE_SAID = re.compile(r"\b(?:college|colleges|cc|community|colegio|universidad|university|campus)\b")
_HOME_VERB = re.compile(r"\b(?:live|lives|living|lived|stay|stays|moved|move|moving|vivo|vivimos|vive|viven|mudamos|mude|estamos|estoy)\b")
_COUNTY_SAID = re.compile(r"\b(?:county|co|condado|city|ciudad)\b")


@lru_cache(maxsize=1)
def _college_own_names() -> dict:
    """Return college id -> its own names, and the name of a county it bears ("howard" for Howard
    Community College, "frederick" for Frederick Community College)."""
    out = {}
    for cid, names in _college_names().items():
        college = load_directory().colleges[cid]
        bases = tuple(county_options()[c][1] for c in college.counties if contains(normalize(college.name), county_options()[c][1]))
        out[cid] = names + bases
    return out


def places_named(words: str) -> tuple:
    """Return ``(counties, colleges)``: the Maryland counties the bare ``words`` name as a home (a
    county, or a town of one or more counties) and the colleges they name by the college's own
    name. A name can be both ("howard": Howard County and Howard Community College); "county"
    or "college" said with it leaves one. Nothing else in ``words``: the caller cuts a
    correction's words off first (:func:`place_fixed`)."""
    from .places import town_alone
    from .places import town_typo

    norm = normalize(words)
    counties, colleges = (), ()
    if _HOME_VERB.search(norm):
        return counties, colleges  # "vivimos en baltimore": a home said in a sentence (the engine's _home_moved)
    if not _COLLEGE_SAID.search(norm) and not any(norm in marks for marks in _college_marks().values()):
        options = {k: v for k, v in county_options().items() if k != OUTSIDE_MD}
        counties = tuple(cid for cid, phrases in options.items() if norm in phrases) or town_alone(norm) or town_typo(norm)
        if not counties and len(norm) >= 6 and len(norm.split()) <= 3:
            found = pick(norm, options)  # "montgomry", "fredrick"
            counties = (found.value,) if found.value else ()
    if not _COUNTY_SAID.search(norm):
        colleges = tuple(cid for cid, phrases in _college_own_names().items() if norm in phrases)
        if not colleges and _COLLEGE_SAID.search(norm):
            found = pick(norm, _college_names())  # "frederik community college"
            colleges = (found.value,) if found.value else ()
    return tuple(counties), colleges


def college_said(text: str) -> bool:
    """Return True when the student's own words in ``text`` name a college by its own name ("I'll
    go to Howard CC", "PGCC"), not a county or town alone."""
    from .places import own

    return _college_named(normalize(own(text)))[0] is not None


def status_fixed(text: str) -> str | None:
    """Return "full_time" or "part_time" for a correction that says only that ("oops, part time",
    "perdón, medio tiempo", "actually full-time"), else None."""
    rest = place_fixed(text)
    if rest is None:
        return None
    m = _STATUS_SAID.fullmatch(rest.replace("-", " "))
    return None if m is None else ("full_time" if (m.group(1) or m.group(3)) else "part_time")


def no_then_amount(text: str) -> bool:
    """Return True for a "no" followed by an amount that is clearly money ("no, it's 152k", "no,
    son 152 mil", "nope $52,000"), or an amount taken back and the one meant ("not 98k, 102k"): while a question waits, the "no" may take back an amount given
    before rather than answer (the caller checks that the amount fits an answer already given).
    A ZIP code or a year is no amount of money."""
    t = numtext.in_digits(text)
    if _NOT_Y_THEN_X.search(fold(t).replace("'", " ")):
        return True  # ("not 98k, 102k": the value taken back first)
    if not _NO_THEN_VALUE.search(t):
        return False
    t = numtext.in_digits(_AID_AMOUNT.sub(" ", fold(text)))  # "no, just a $500 one from the Lions Club": a scholarship's amount (class, dev12)
    return any(a.strong and not _MD_ZIP.fullmatch(a.raw) for a in amounts(t))


# An amount said as an award's ("a $500 one", "a 1,000 dollar scholarship", "una beca de 500", "una de 300 de la iglesia")
_AID_AMOUNT = re.compile(r"\$?\s?" + numtext.RUN_START + r"\d[\d.,]*\s*(?:k|mil|grand|thousand)?\s*(?:dollars?\s+|dolares\s+|bucks\s+)?"
                         r"(?:one|ones|scholarships?|grants?|awards?|becas?)\b"
                         r"|\b(?:una|un)\s+(?:beca|becita|ayuda|premio)?\s*(?:de|por)\s+\$?\s?\d[\d.,]*\s*(?:mil|dolares)?")


# Class: a value said to have changed ("my income is now $200,000", "mi ingreso ahora es 200
# mil", "it went up to 60k"): a correction of the answer it names, as "actually" is
_NOW_CHANGED = re.compile(r"\b(?:is|are|its|es|son|esta|estan)\s+(?:now|ahora)\b|\bnow\s+(?:is|are|its|it is|makes?|earns?|gets?)\b"
                          r"|\bahora\s+(?:es|son|gana|ganan|gano|ganamos|recibe|reciben)\b"
                          r"|\b(?:changed|went up|went down|cambio|subio|bajo)\s+(?:to|a)\b"
                          # (raise2) "my gpa dropped to 2.2", "my gpa is 2.2 now", "mi promedio es 2,2 ahora",
                          # "I'm only taking 3 credits in the spring", "solo voy a tomar 3 créditos"
                          r"|\b(?:dropped|fell|dipped|slipped|rose|bajo|cayo|subio)\s+(?:down\s+|up\s+)?(?:to|a|hasta)\b"
                          r"|\b(?:is|are|its|es|son|esta|tengo|tiene|have|has|got)\s+(?:a\s+|un\s+)?\d+(?:\s\d+)?\s*(?:k|mil)?\s+(?:now|ahora)\b"
                          r"|\b(?:only|just)\s+(?:taking|doing|going to take|gonna take|going to do|gonna do|take|do)\s+\d"
                          r"|\bsolo\s+(?:voy a tomar|voy a llevar|tomo|llevo|tomare|llevare|estoy tomando|voy a hacer)\s+\d")


_FILLER = ("no", "it", "its", "it was", "was", "is", "es", "era", "son", "eran", "fue", "like", "como", "i", "mean",
           "sorry", "digo", "o sea", "mejor dicho", "mejor", "perdona", "ay", "oh", "um", "uh", "instead", "en vez de eso")
_BARE_VALUE = re.compile(r"^\$?\s?\d[\d.,]*(?:\s*(?:k|mil|grand|thousand))?$")


def bare_correction(text: str) -> bool:
    """Return True when ``text`` is only a correction and a number, naming no answer ("actually
    11", "no wait, 11", "perdón, 2.5"): which answer it changes is not said."""
    norm = normalize(numtext.in_digits(text))
    if not norm or not (contains_any(norm, vocab.CORRECTION + ("wait", "espera", "perdon", "sorry")) or correcting(text)):
        return False
    rest = f" {fold(numtext.in_digits(text)).strip()} "
    for word in sorted(vocab.CORRECTION + _FILLER, key=len, reverse=True):
        rest = re.sub(rf"(?<![\w.$]){re.escape(word)}(?![\w])", " ", rest)
    rest = re.sub(r"[\s,;:!.\-]+$|^[\s,;:!.\-]+", "", rest)
    return bool(_BARE_VALUE.match(rest.strip()))


# Class (dev15, a correction's script, a wrong verdict): a "no" inside the words that open a
# correction ("wait no, I started in August 2025", "ay no, me confundí, empecé en agosto", "no
# perdón, ...") is the correction's, not the answer to the yes-or-no question waiting
# (dev18: the formal "no espere, …", "no, perdone, …" of a parent or an older student too)
_NO_IN_OPENER = re.compile(r"^(?:(?:oh|ay|ah|uh|um|oops|whoops|wait|hold on|hang on|espera|espere|sorry|perdon|perdona|perdone|my bad|"
                           r"me confundi|me equivoque|actually|en realidad)\s+)*(?:no|nope|nah)\s+"
                           r"(?:(?:wait|espera|espere|sorry|perdon|perdona|perdone|oops|my bad|me confundi|me equivoque|i mean|i meant|"
                           r"quise decir|digo|actually|en realidad)\b\s*)*")
_OPENER_FIX = ("wait", "hold on", "hang on", "espera", "espere", "sorry", "perdon", "perdona", "perdone", "oops", "whoops", "my bad",
               "me confundi", "me equivoque", "i mean", "i meant", "quise decir", "digo", "actually", "en realidad")


def correction_opened(text: str) -> bool:
    """Return True when ``text`` opens with a correction's words that hold a "no" ("wait no, …",
    "no wait, …", "ay no, me confundí, …", "no perdón, …") and goes on after them: that "no"
    takes back an earlier answer, it doesn't answer the question waiting."""
    norm = normalize(text)
    m = _NO_IN_OPENER.match(norm)
    return bool(m) and contains_any(m.group(0), _OPENER_FIX) and bool(norm[m.end():].strip())


_DUAL = ("dual enrollment", "dual enrolment", "dual enrolled", "dual credit", "early college", "doble inscripcion",
         "inscripcion doble", "inscripcion dual", "dual enroll", "p tech", "ptech")
# Class: dual enrollment said without its name, as classes taken through or during high school
# ("one class at CCBC through my high school", "tomo una clase en Howard por mi escuela",
# "while I'm still in high school")
_THROUGH_HIGH_SCHOOL = re.compile(
    r"\b(?:through|thru|via|with|while (?:im |i am |still )*in|during)\s+(?:my |his |her |their |the |our )?"
    r"(?:high school|highschool|hs)\b(?!\s+(?:diploma|degree|ged|transcript))"
    r"|\b(?:por|a traves de|mediante|mientras (?:estoy|esta|sigo|sigue) en)\s+(?:mi |su |la |el )?"
    r"(?:high school|highschool|high|prepa|preparatoria|escuela secundaria|secundaria|escuela)\b")


def _dual(norm: str) -> bool:
    """Return True when ``norm`` says college classes are taken as dual enrollment, by name or as
    classes through or during high school (:data:`_THROUGH_HIGH_SCHOOL`)."""
    return contains_any(norm, _DUAL) or bool(_THROUGH_HIGH_SCHOOL.search(norm))


_LEFT = re.compile(r"\b(?:took|used to|dropped|stopped|quit|left|withdrew|tome|tomaba|deje|las deje|lo deje|me sali|abandone|"
                   r"estudiaba|iba)\b")
_NOT_OFFERED = re.compile(r"\b(?:doesnt|does not|dont|do not|no)\s+(?:lo\s+|la\s+|los\s+|las\s+)?"
                          r"(?:have|offer|has|tiene|ofrece|tienen|ofrecen)\b")


def _college_aside(skip, text: str, norm: str) -> bool:
    """Return True when a college named in an answer is not the one the student will attend:
    where a degree was earned or begun (at the degree question), classes taken in high school
    or left behind (at the "already at a community college?" question), or a college said not
    to offer the program ("no, CSM doesn't have dental hygiene")."""
    if "prior_degree" in skip and (contains_any(norm, _DEGREE_WORDS) or _UNFINISHED.search(norm)):
        return True
    if "enrolled_at_md_community_college" in skip and (_dual(norm) or _LEFT.search(norm)):
        return True
    if _destination(norm):
        return False  # "nah, that's why I'm going to CSM", "por eso voy a CCBC": the college chosen (class, dev3, dev5)
    return "program_offered_locally" in skip or bool(_NOT_OFFERED.search(norm))


# Class (dev7, a wrong "no"): a college where classes were taken years ago, said at another
# question ("no degree, I took a couple classes at CCBC in 2008", "fui a PGCC hace años"), is the
# past, neither the college the student will attend nor where the student lives: stored, it ruled
# a Baltimore City student out of CCBC. The clause that says so is left out when the college and
# the county are read from an answer to another question (the college question asks for it).
_PAST_AT = re.compile(r"\b(?:took|did take|have taken|had taken|used to go|went to|did go to|attended|was at|was enrolled|"
                      r"dropped out|withdrew|tome|tomaba|estudie|estudiaba|fui a|fui al|iba a|iba al|asisti|estuve en|"
                      r"me sali de|deje de ir)\b|\b(?:years ago|back in (?:19|20)\d\d|hace (?:\w+ ){0,2}anos)\b"
                      # Class (dev2, dev4): a college attended last year ("I was in classes last year at CCBC").
                      # (fix30c: not where the award was had, :data:`_AWARD_HAD`: dev8-dev30's readers take "I got
                      # it last year at CCBC" for the college a renewing student attends, as "I have it at CCBC" is)
                      r"|\b(?:last year|last yr|el ano pasado)\s+(?:at|en|in|from)\b")
_LAST_YEAR_AT = re.compile(r"\b(?:last year|last yr|el ano pasado)\s+(?:at|en|in|from)\b")
# The award had or got, said of the student (a renewal): "got it", "had it", "got the promise", "la tengo", "me la dieron"
_AWARD_HAD = re.compile(r"\b(?:got it|had it|have had it|received it|got the (?:promise|scholarship|award)|"
                        r"(?:la|lo) (?:tengo|tiene|tuve|tuvo|recibi|recibio|gane|gano)|me la dieron|se la dieron|le dieron la beca|"
                        r"tengo la beca|tiene la beca)\b")
_CLAUSES = re.compile(r"[,;.!?¿¡]|\b(?:but|pero|so|then|luego|now|ahora|and now|y ahora)\b")


def without_past_colleges(text: str) -> str:
    """Return ``text`` without its clauses that name a college attended in the past (:data:`_PAST_AT`);
    not a home said with how long ("vivo en Salisbury desde hace diez años": a town, not Wor-Wic)."""
    clauses = _CLAUSES.split(fold(text))
    kept = [c for c in clauses if not (_PAST_AT.search(normalize(c)) and _a_college_in(normalize(c)) and not _LIVE.search(c)
                                       and not _award_had_last_year(normalize(c)))]
    return text if len(kept) == len(clauses) else ", ".join(kept)


def _award_had_last_year(norm: str) -> bool:
    """Return True when ``norm`` is past (:data:`_PAST_AT`) only as the award had "last year at" a
    college ("my son got it last year at ccbc"): that college is the renewing student's."""
    return bool(_AWARD_HAD.search(norm)) and not _PAST_AT.search(_LAST_YEAR_AT.sub(" ", norm))


def _a_college_in(norm: str) -> bool:
    """A college named in ``norm``, by its own name or its county's ("went to Frederick")."""
    found = pick(norm, _college_options(), exact_only=True).value
    return bool(_college_named(norm)[0] or (found and found != UNSURE_KEY))


# A college named as where the student will go ("so I'd go to Allegany for it", "por eso voy a
# CCBC Catonsville"), beside another said not to offer the program
_DESTINATION = re.compile(r"\b(?:go to|going to|goin to|gonna go to|id go to|ill go to|will go to|would go to|have to go to|"
                          r"got to go to|gotta go to|attend|attending|transfer to|switch to|voy a ir a|voy a|ire a|iria a|"
                          r"me voy a|tengo que ir a|tiene que ir a|va a|ir a|asistir a|estudiar en)\s+(?:the\s+|el\s+|la\s+|al\s+)?")


# Class: the college an aid application was filed for ("filled out the FAFSA for Cecil", "llené la
# FAFSA para Cecil", "put Harford on my FAFSA"): the college the student plans to attend (the aid
# question's hint asks for it to be listed there)
_AID_FORM = ("fafsa", "one app", "oneapp", "mhec", "financial aid application", "solicitud de ayuda")
_LISTED_FOR = re.compile(r"\b(?:for|para|pa|to|a|listed|list|put|puse|pusimos|added|agregue|anote|mande|sent|send)\s+"
                         r"(?:the\s+|el\s+|la\s+|al\s+)?")


# Class (dev10): a correction saying which college was meant ("not Howard, I meant PGCC", "quise
# decir Wor-Wic"): the college named right after it is the one chosen, also at the question of
# whether the home college offers the program (where a college named is otherwise an aside)
_MEANT = re.compile(r"\b(?:i meant|i mean|meant to say|meant to put|i ment|quise decir|queria decir|quise poner|mejor dicho)\s+"
                    r"(?:the\s+|el\s+|la\s+|al\s+)?")


def _destination(norm: str):
    """Return the college id named right after a word of going there in ``norm`` (or, in a
    message about an aid application, of filing it for a college; or by its own name right after
    a correction's "I meant", :data:`_MEANT`), else None."""
    norm = _SCHOOL_NAME.sub(" school ", norm)  # "I go to Frederick High": a high school, not Frederick CC
    from .schools import school_names_out

    # (fix36e) a Maryland high school's name that holds a county's, "High" left out ("voy a Montgomery
    # Blair"): the high school, not Montgomery College (kept unasked)
    norm = normalize(school_names_out(norm))
    for m in _MEANT.finditer(norm):
        cid, _ = _college_named(" ".join(norm[m.end():].split()[:4]))
        if cid:
            return cid
    marks = list(_DESTINATION.finditer(norm))
    if contains_any(norm, _AID_FORM):
        marks += list(_LISTED_FOR.finditer(norm))
    for m in marks:
        words = norm[m.end():].split()[:4]  # the college's own name, or its county's ("go to Allegany"), right after
        options = _college_options()
        cid = pick(" ".join(words), options, exact_only=True).value if words else None
        if cid and cid != UNSURE_KEY and any(p.split()[0] == words[0] for p in options.get(cid, ()) if p.split()):
            return cid  # (not "I go to school in Rockville": a school, where it is)
    return None


_TO_STUDY = ("study", "studying", "want", "wanna", "plan", "going to", "gonna", "going for", "enroll", "estudiar", "quiero",
             "voy a", "pienso", "planeo", "inscribir")


# Class (a newcomer's finding, issue #8's own example: "senior at Bowie High in PG county,
# graduating june 2027 with a 3.4" lost the county when said to the high-school, graduation or
# degree question): a county named as one ("in PG county", "en el condado de Howard", "in Baltimore
# City", "in PG") by a student in the last year of high school now, beside other facts, is taken,
# read back like every fact said beyond the question. Said alone with the school ("Bowie High in
# PG"), or by a graduate ("finished high school in 2009 in Baltimore City"), it stays where the
# school is (the tuning sets' labels), and so does a town ("Blair HS in Silver Spring"), a county in
# a school's name ("Kent County High") and one after a college's name ("a college in Howard County").
_HIGH_SCHOOL_ASKED = ("high_school", "hs_completion_date", "prior_degree")
_COUNTY_WORDS = ("county", "condado", "city", "ciudad", "co")
_AFTER_COLLEGE = re.compile(r"\b(?:college|colleges|university|universidad|univ|cc|community\s+college|campus)\s+"
                            r"(?:\w+\s+){0,2}?(?:in|en|de|at|of)\s+(?:the\s+|el\s+)?(?:condado\s+de\s+)?$")


def _in_high_school_now(text: str, asked: str | None, today) -> bool:
    """Return True when ``text`` says the student is in high school now: in its last year
    (:func:`senior_now`), or graduating on a day to come ("graduating june 2027", and the date
    itself said to the graduation question)."""
    if senior_now(text):
        return True
    if today is None:
        return False
    t = fold(text)
    cue = _GRAD_CUE.search(t)
    said = t[cue.end():] if cue else t if asked == "hs_completion_date" else ""
    value = month(said, today)[0] if said else None
    return bool(value) and value >= f"{today.year:04d}-{today.month:02d}"


def _school_town_county(text: str):
    """Return the county of the one Maryland town said with a high school ("Centennial High School
    in Ellicott City", "Blair HS in Silver Spring"), the town in one county only; else None. Class
    (fix33n, a newcomer's finding): a student in high school now naming the school's town was kept
    as that county in a first message and dropped later; later it is read back as well (a public
    high school's town is most often its student's county; a "no" asks the county)."""
    from .places import towns_in

    if not re.search(r"\b(?:high|hs|highschool|prepa|secundaria)\b", normalize(text)):
        return None
    towns = towns_in(text)
    counties = {c for _, cs in towns for c in cs}
    return next(iter(counties)) if len(towns) == 1 and len(counties) == 1 else None


def _graduating_said(text: str, today) -> bool:
    """Return True when ``text`` says when the student graduates, with its cue ("graduating june
    2027", "me gradúo en mayo de 2027")."""
    t = fold(text)
    cue = _GRAD_CUE.search(t)
    return bool(cue and today is not None and month(t[cue.end():], today)[0])


def _county_by_name(text: str):
    """Return the one Maryland county (or Baltimore City) named as a county in ``text`` (with
    "county"/"condado"/"city", or short after "in"/"en": :func:`_county_said_short`), not after a
    college's or a university's name; else None."""
    norm = normalize(text)
    options = {k: tuple(p for p in v if any(w in p.split() for w in _COUNTY_WORDS) and p not in _NOT_SHORT)
               for k, v in county_options().items() if k != OUTSIDE_MD}
    found = set()
    for cid, phrases in options.items():
        for ph in phrases:
            for m in re.finditer(r"\b" + re.escape(ph) + r"\b(?!\s+(?:high|hs|middle|school|program|public|schools))", norm):
                if not _AFTER_COLLEGE.search(norm[:m.start()]):
                    found.add(cid)
    if not found:
        short = _county_said_short(norm)
        m = re.search(r"\b(?:" + "|".join(map(re.escape, county_options()[short])) + r")\b", norm) if short else None
        if m and not _AFTER_COLLEGE.search(norm[:m.start()]):
            found.add(short)
    return found.pop() if len(found) == 1 else None


# The writer's own child named ("my daughter", "mi hijo", "our son"): the writer may be the student's parent
_WRITERS_CHILD = re.compile(r"\b(?:my|our|mi|mis|nuestr[oa]s?)\s+(?:daughter|son|kids?|children|child|hij[oa]s?|nin[oa]s?)\b")


def volunteered(flow, text: str, state, skip=(), lang: str = "en", today=None, strong: bool = False,
                settled: bool = False, asked: str | None = None) -> list:
    """Return ``[(question, form)]`` for facts stated in ``text`` besides the question asked.

    From clear wording only: a county named with "county"/"condado" or a town after "I live
    in"; an income after "make"/"income"/"gana"; a GPA after "GPA"/"promedio" (or a lone
    0-4 decimal); a ZIP; a graduation month after "graduate"; a college's name; a program; N
    credits; the people in the household; phrases for the household, high school and first
    time or renewal. Unanswered questions only, unless the message corrects an earlier answer
    ("actually my income is 52k"). ``strong``: a question: only facts named with their cue.
    ``skip`` lists question ids to leave alone; ``settled``: no question is pending
    (:func:`correcting`).
    """
    if asked == "agi" and re.fullmatch(r"\s*\$?\d{1,3}(?:,\d{3})*\s*|\s*\$?\d+\s*", text):
        from ..policy import load_zip_counties

        if re.sub(r"\D", "", text) not in load_zip_counties():
            # a bare amount at the income, no Maryland ZIP code, is the income ("21000": no ZIP read
            # back beside it; a ZIP code's own digits are asked about, fix29a)
            skip = set(skip) | {"zip"}
    said = text
    denied = numtext.denied_first(text)  # "not 15 credits, 3": a value said before, denied
    text = numtext.self_corrected(numtext.units_spelled(text))  # "gpa 3.4 no wait 3.1, my mom makes 45k": 3.1, and the income
    retracted = False
    if not denied:
        kept_text, text = text, denied_number_dropped(text)  # "I'm not taking 5 credits, I'm taking 12": 12
        retracted = _stored_denied(kept_text, text, state)
    norm = normalize(text)
    fixing = correcting(text, settled) or denied or retracted
    out = []
    if fixing:
        text = number_taken_back_dropped(text)  # "2.8 no 2.4, lo vi en el portal": 2.8, the rest read (fix31e)
        text = _NEGATED.sub(" ", fold(text))  # "52k not 45", "es CCBC no AACC": the value meant
        text = _NOT_WORDS_THEN.sub(" ", text)  # "no es Frederick, es Montgomery College": the one meant
        text = _HOME_DENIED.sub(" ", text)  # "no vivo en Charles, vivo en Temple Hills": the home meant
        norm = normalize(text)
    bare = settled and not strong and len(norm.split()) <= 4  # "95k" once the result is shown: the income, read back
    for qid, find in _VOLUNTEERED.items():
        q = flow.question(qid)
        if q is None or qid in skip or (state.answered(q) and not fixing and not (bare and qid == "agi")
                                        # a ZIP code skipped ("I don't know it") and told later, at the county
                                        # question ("Columbia, Howard County, 21044"): now known (class, dev4)
                                        and not (qid == "zip" and not state.answers.get("zip") and not strong)
                                        # once the result is shown, an income told anew ("my mom makes 3,800 a month")
                                        # changes it, read back (class, a newcomer's finding: an FAQ reply, nothing changed)
                                        and not (qid == "agi" and settled and not strong)
                                        # once "no application" has ruled the student out, one named as to be
                                        # filed ("ok, I'll do the FAFSA this week") changes it, read back (class, dev12)
                                        and not (qid == "aid_application" and settled and not strong
                                                 and state.answers.get(qid) == "none")
                                        and not (qid == "tuition" and not strong)  # grants named: left open till now
                                        # Class (dev27): the household's whole income said anew beside another
                                        # answer ("fafsa, done. my parents make like 90k together", "la FAFSA; entre
                                        # los dos ganan 90 mil") once another was kept: a correction, read back
                                        # (before, lost). One earner's pay alone may be a part of the total kept
                                        # ("my mom makes 45k"): that stays as it was.
                                        and not (qid == "agi" and not strong and (_WHOLE_INCOME.search(norm) or _TOGETHER.search(norm)))
                                        and not (qid in ("hs_gpa", "cc_gpa") and not strong and scale_alone(text))
                                        and (strong or qid not in _RESTATED)):
            continue
        if qid == "dream_act" and "aid_application" in set(skip) | {asked} and not dream_act_said(text, yes_named=False):
            continue  # "yes, dream act" at the aid application: the Dream Act's application (the One-App), no more
        # (fix30c: also when the degree question is asked and not yet answered, its answer told before a
        # question about it: "an associates from 2012, does that rule me out?" named no program wanted)
        if qid == "program" and "prior_degree" in set(skip) | {asked} and not contains_any(norm, _TO_STUDY):
            continue  # "associate's in 2019" answers which degree the student has, not the program wanted
        if qid in ("credits_per_semester", "credits_completed_last_semester") and "prior_degree" in skip \
                and _UNFINISHED.search(norm) and not contains_any(norm, _TO_STUDY):
            continue  # "some college, never finished, like 40 credits at Towson": credits earned once (class, dev17)
        # (``asked``: the question pending, also when the message didn't answer it: "homeschooled,
        # through the co-op in Denton" names where the co-op is; class, dev5)
        if qid == "county" and ({"high_school", "college", "prior_degree", "enrolled_at_md_community_college",
                                 "program_offered_locally", "hs_completion_date", "cc_gpa"} & (set(skip) | {asked})) \
                and not _LIVE.search(fold(text)) and not (asked in _HIGH_SCHOOL_ASKED
                                                          and (_county_by_name(text) or _school_town_county(text))
                                                          and _in_high_school_now(text, asked, today)):
            continue  # a town in an answer about the school, the college (its GPA: "a 2.3 at Frederick"), a degree or a graduation is where that is
        if qid == "county" and _HOLDS_DEGREE.search(norm) and not _LIVE.search(fold(text)):
            continue  # "I have a bachelor's from Towson", "tengo una licenciatura de la UMBC": where the degree is from, never the home
        if qid == "county" and contains_any(norm, vocab.FOSTER_WORDS) and not _LIVE.search(fold(text)):
            continue  # "estuve en foster care en Baltimore City": where the care was, not the home (class, dev5)
        if qid == "college" and _college_aside(skip, text, norm) and not (fixing and _kept_college_taken_back(said, state)):
            continue
        if qid == "agi" and amounts(text) and all(tag in ("grant", "loan", "cost") for _, tag in _tagged_amounts(text)):
            continue  # "Pell 3700": a grant, not the household's income ("el college cobra 4000 de matrícula": a cost)
        if qid == "college" and fixing and _kept_college_taken_back(said, state):
            # "actually AACC not ccbc, ccbc is too far": the college taken back, wherever it is named again, is not the one meant
            other = normalize(text)
            for n in _college_names().get(state.answers.get("college"), ()):
                other = re.sub(r"\b" + re.escape(n) + r"\b", " ", other)
            form = find(q, other, normalize(other), state, lang, today, strong)
        elif qid in ("college", "county") and (recent := without_past_colleges(text)) != text:
            form = find(q, recent, normalize(recent), state, lang, today, strong)  # (class, dev7: a college attended once)
        else:
            form = find(q, text, norm, state, lang, today, strong)
        if form and fixing and _same_as_stored(form, state):
            # A correction names the value it gives up, then the one meant ("the 2.9 I gave you
            # was weighted, uw is 2.65", "no es 3.0 es 3.4"): the value meant is the other one.
            other = _without_number(text, state.answers.get(q.id))
            form = find(q, other, normalize(other), state, lang, today, strong) if other != text else None
            meant = _in_unit_taken_back(text, other, state.answers.get(q.id), lang) if form is None and other != text else None
            if meant:
                form = find(q, meant, normalize(meant), state, lang, today, strong)
        if form and state.answered(q) and not fixing and not _restated(q, form, text, norm, state):
            continue
        if form and qid == "household" and form.get(qid) == "married" and state.answers.get(qid) == "two_parent" \
                and _WRITERS_CHILD.search(norm) and not _SELF_MARRIED.search(norm):
            # (fix30c) "tres, mi hija, mi esposo y yo" with two parents kept: the writer's spouse and
            # child, who may be the student's parent and the student themself; the count is told, the
            # household kept stands (it was read back as "I am married"). (fix36g) With one parent or
            # a single student kept, a spouse at home fits neither: "I am married" is read back for a
            # "yes" (a parent writing is two parents, FOR_CHILD_HOUSEHOLD: the same income limit)
            continue
        if form and fixing and qid == "household" and (state.answered(q) or "agi" in state.answers) and _EARNER.search(norm) \
                and not _restated(q, form, text, norm, state):
            # "oops my mom makes 52k": an income corrected, its earner named; who lives at home stands (issue #8),
            # or, not told yet, is asked (class, dev20: "wait my mom makes 48k not 58k" at the household question
            # read back "I live with one parent", a lower limit from words about pay)
            continue
        if form is None and (fixing or bare) and qid == "agi" and "agi" in state.answers:
            reading = income(text, lang, qid)  # "perdón, son 95 mil": an amount alone corrects the income
            strong_amount = any(a.strong for a in amounts(numtext.in_digits(text, lang)))  # "son noventa y cinco mil"
            form = reading.form if reading.form and strong_amount else None
        if form and not (fixing and all(state.answers.get(k) is not None and str(state.answers.get(k)) == str(v)
                                        for k, v in form.items())):
            out.append((q, form))
    if "new" in (state.answers.get("applicant_type"), *(f.get("applicant_type") for _, f in out)):
        # Class (fix33n, a newcomer's finding): a first-time student's credits ("voy a tomar 12
        # créditos este semestre") are the ones planned, never a renewal's credits completed last
        # semester (a question only a renewal is asked)
        out = [(vq, f) for vq, f in out if vq.id != "credits_completed_last_semester"]
    cq = flow.question("cc_gpa")
    if any(f.get("applicant_type") == "renewal" for _, f in out) and cq is not None:
        # Class (fix34c, a newcomer's finding): a renewal said in this message ("second year at
        # Montgomery College with the promise, gpa 2.4") makes its GPA the college's (§18-3604), never
        # the high school's, read back as "High school GPA"; the college's when it may still be told
        gpa = [f for vq, f in out if vq.id == "hs_gpa"]
        out = [(vq, f) for vq, f in out if vq.id != "hs_gpa"]
        if gpa and "cc_gpa" not in skip and not any(vq.id == "cc_gpa" for vq, _ in out) and (fixing or not state.answered(cq)):
            out.append((cq, {("cc_gpa" if k == "hs_gpa" else k): v for k, v in gpa[0].items()}))
    if asked in _HIGH_SCHOOL_ASKED and [vq.id for vq, _ in out] == ["county"] and not _LIVE.search(fold(text)) \
            and not ((_county_by_name(text) or _school_town_county(text)) and senior_now(text) and _graduating_said(text, today)):
        # "Bowie High in PG" alone: where the school is (the county is taken only among other
        # facts; a senior's graduation said with it is one, though kept before this reads it:
        # "estoy en el último año en Oakland Mills High, en el condado de Howard, me gradúo en mayo
        # de 2027", the school kept by its name, the month as said)
        out = []
    zips = {float(form["zip"]) for vq, form in out if vq.id == "zip" and str(form.get("zip", "")).isdigit()}
    out = [(vq, form) for vq, form in out if not (vq.id == "agi" and _as_float(form.get("agi")) in zips)]  # a ZIP is no income
    return _year_retaken(flow, said, _credits_retaken(flow, said, out, state, skip), state, skip) if fixing else out


def _stored_denied(text: str, dropped: str, state) -> bool:
    """Return True when the number :func:`denied_number_dropped` took out of ``text`` is an answer
    kept ("it's not 45k, my dad makes 36k" with 45,000 kept): a correction of it, though its "not"
    went with the number (class: an income corrected while the credits are asked, left unchanged)."""
    if dropped == text:
        return False
    start = next(i for i, (a, b) in enumerate(zip(text, dropped)) if a != b)
    end = len(text) - next(i for i, (a, b) in enumerate(zip(reversed(text), reversed(dropped))) if a != b)
    kept = {_as_float(v) for v in state.answers.values() if not isinstance(v, bool)} - {None}
    for a in amounts(text[start:end]):
        value = parse_number(a.raw, "money", "en").value
        if value is not None and (value in kept or value * 1000 in kept):
            return True
    return False


def _kept_college_taken_back(text: str, state) -> bool:
    """Return True when ``text`` takes back the college kept ("actually AACC not CCBC", "no es
    CCBC, es el AACC"): a college corrected, also at a question where another college named is
    an aside (:func:`_college_aside`; class, dev16: at "does your home college offer the
    program?" the "not" was read as a "no" and the college kept stayed)."""
    names = _college_names().get(state.answers.get("college"), ())
    if names and (short := names[1].removesuffix(" cc")) and not pick(short, county_options(), exact_only=True).value == \
            state.answers.get("county"):
        # (class, dev22: the college called by its short name, "not Montgomery", where the student
        # lives elsewhere: that county's name is the college's)
        names = (*names, short)
    t = normalize(text)
    return any(re.search(r"\b(?:not|no|no es|no era|instead of|rather than|en vez de|en lugar de|nada de)\s+(?:the\s+|el\s+|la\s+)?"
                         + re.escape(n) + r"\b", t) for n in names if len(n) >= 3)


# A year taken back ("2013 not 2012", "no fue en 2012, fue en 2013")
_YEAR_TAKEN_BACK = re.compile(r"\b(?:not|no|wasnt|isnt|nada de)\s+(?:(?:in|en|el|the|it was|fue|era|del|de)\s+){0,2}((?:19|20)\d{2})\b")
_DATES = ("hs_completion_date", "first_enrolled")


def _year_retaken(flow, said: str, out: list, state, skip) -> list:
    """Class (dev14, a script's graduation year): a year corrected with the one kept taken back and
    no word of what it dates ("actually it was 2013 not 2012, i graduated a year late", "perdón,
    fue 2013, no 2012") corrects the date that holds the year taken back (its month kept), read
    back; before, nothing was read and the wrong year stayed. ``out``: what :func:`volunteered` read."""
    t = fold(said)
    taken = set(_YEAR_TAKEN_BACK.findall(t))
    holding = [f for f in _DATES if f not in skip and str(state.answers.get(f) or "")[:4] in taken]
    meant = set(_YEAR.findall(t)) - taken
    if len(holding) != 1 or len(meant) != 1 or any(holding[0] in form for _, form in out) or flow.question(holding[0]) is None:
        return out
    year = meant.pop()
    # (class, dev22: a month named with the year meant, "2019 not 2020, october 2019", "no fue 2026,
    # fue en marzo del 2025", is that month, not the one kept from the year taken back)
    named = month(_YEAR_TAKEN_BACK.sub(" ", t))[0]
    value = named if named and named[:4] == year else f"{year}{str(state.answers[holding[0]])[4:]}"
    return out + [(flow.question(holding[0]), {holding[0]: value})]


# A number taken back ("no fueron 5, fueron 6", "it wasn't 5, it was 6", "not 5 credits, 6")
_COUNT_TAKEN_BACK = re.compile(r"\b(?:not|no|nope|nah|wasnt|isnt|werent|arent|nada de)\s+(?:(?:es|son|era|eran|fue|fueron|its|it s|it is|"
                               r"is|are|was|were|it was|the|el|la|los|las)\s+){0,2}(\d{1,2})(?!\d|[.,]\d)")
_CREDIT_COUNTS = ("credits_per_semester", "credits_completed_last_semester")


def _credits_retaken(flow, said: str, out: list, state, skip) -> list:
    """Class (dev14, a wrong verdict): a count of credits corrected with the one kept taken back
    ("no fueron 5, fueron 6" after "complete 5 creditos", while the program was read back): the
    count meant corrects the answer that holds the count taken back, never the other credits
    question (the credits a semester, read back as 6 or as the 3 of "dos clases de 3", beside the
    5 kept). ``out`` is what :func:`volunteered` read; returned with that count moved."""
    taken = {int(m.group(1)) for m in _COUNT_TAKEN_BACK.finditer(numtext.in_digits(said))}
    holding = [f for f in _CREDIT_COUNTS if f not in skip and _as_float(state.answers.get(f)) in taken]
    read = [(vq, form) for vq, form in out if vq.id in _CREDIT_COUNTS]
    if len(holding) != 1 or len(read) != 1 or read[0][0].id == holding[0] or flow.question(holding[0]) is None:
        return out
    value = read[0][1][read[0][0].id]
    if _as_float(value) in taken:
        return out
    return [(vq, form) for vq, form in out if vq.id not in _CREDIT_COUNTS] + [(flow.question(holding[0]), {holding[0]: value})]


def _as_float(value) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _same_as_stored(form: dict, state) -> bool:
    """Return True when every value of ``form`` is the answer already stored (3 and "3.0" alike)."""
    def same(a, b):
        try:
            return float(a) == float(b)
        except (TypeError, ValueError):
            return str(a) == str(b)
    return all(state.answers.get(k) is not None and same(state.answers.get(k), v) for k, v in form.items())


# Class: the value taken back named with its unit, the one meant bare ("not 15 credits, only 3",
# "no son 15 créditos, solo voy a tomar 3"): the one meant is in the unit of the one taken back
_DENIED_WITH_UNIT = re.compile(r"\b(?:not|no|isnt|arent|wasnt|werent|nada de)\s+(?:(?:es|son|era|eran|its|it s|it is|is|are|was|were|"
                               r"the|el|la|los|las)\s+){0,2}(\d+(?:[.,]\d+)?)\s+([a-z]{2,})")


def _in_unit_taken_back(text: str, other: str, value, lang: str) -> str | None:
    """Return "N unit" for a correction that takes back ``value`` (a stored number) named with
    its unit and says one other number N (see :data:`_DENIED_WITH_UNIT`); else None. ``other`` is
    ``text`` with ``value`` blanked out (:func:`_without_number`)."""
    try:
        target = float(value)
    except (TypeError, ValueError):
        return None
    units = [m.group(2) for m in _DENIED_WITH_UNIT.finditer(fold(text)) if float(m.group(1).replace(",", ".")) == target]
    left = {n for n in re.findall(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![\d]|[.,]\d)", numtext.in_digits(other, lang))}
    return f"{left.pop()} {units[0]}" if len(units) == 1 and len(left) == 1 else None


def _without_number(text: str, value) -> str:
    """Return ``text`` with each number equal to ``value`` (a stored number) blanked out."""
    try:
        target = float(value)
    except (TypeError, ValueError):
        return text

    def blank(m):
        try:
            return " " if float(m.group(0).replace(",", ".")) == target else m.group(0)
        except ValueError:
            return m.group(0)
    return re.sub(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![\d]|[.,]\d)", blank, text)


# --- commands --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Command:
    """A conversation command: ``kind`` is restart, back or change (with the question ``qid``)."""

    kind: str
    qid: str | None = None


def _topics(flow) -> dict:
    return {qid: words + _labels(flow.question(qid).summary) for qid, words in vocab.TOPICS.items() if flow.question(qid)}


def command(text: str, flow) -> Command | None:
    """Return the :class:`Command` in ``text`` ("start over", "go back", "change my income"), else None."""
    norm = normalize(text)
    size = len(norm.split())
    if size <= 6 and contains_any(norm, vocab.RESTART) and _only_command(norm, vocab.RESTART):
        return Command("restart")
    if size <= 3 and contains_any(norm, vocab.BACK) and not re.search(r"\d", norm):  # "back in 2012" is a year
        return Command("back")
    verb = next((v for v in vocab.CHANGE if norm.startswith(v + " ")), None)
    if verb:
        p = pick(norm[len(verb):].strip(), _topics(flow))
        if p.value:
            return Command("change", p.value)
    return None


def _only_command(norm: str, phrases) -> bool:
    """Return True when ``norm`` holds nothing but ``phrases`` and the words that may go with a
    command (:data:`vocab.RESTART_FILLERS`): "start over please", not "part time desde el
    principio" (an answer that says "from the start")."""
    rest = f" {norm} "
    for word in sorted(tuple(phrases) + vocab.RESTART_FILLERS, key=len, reverse=True):
        rest = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", " ", rest)
    return not rest.split()


def asks_status(text: str, asked: bool) -> bool:
    """Return True when ``text`` asks how the screening stands ("am I eligible?", "¿califico?").

    :param asked: the message reads as a question (:func:`screener.chat.faq.is_question`);
        without a question nothing counts ("califico" may answer "do you qualify for …")
    """
    norm = normalize(text)
    return asked and (norm in vocab.STATUS_WORDS or (contains_any(norm, vocab.STATUS_ASKS) and not _status_supposed(norm)))


def _status_supposed(norm: str) -> bool:
    """Return True when every status phrase in ``norm`` is supposed in an "if" clause and the
    question goes on after it ("si me dan la beca, ¿mi mamá pierde el Medicaid?", "if i qualify do
    my parents lose snap"): it asks what follows from the award, not how the screening stands
    (class, dev22: "That's what I'm here to find out!" was said to it)."""
    hits = [m for p in vocab.STATUS_ASKS for m in re.finditer(rf"\b{re.escape(p)}\b", norm)]
    return bool(hits) and all(re.search(r"\b(?:si|if)\s+(?:(?:i|yo)\s+)?$", norm[:m.start()])
                              and len(norm[m.end():].split()) >= 2 for m in hits)


# The student asking about themselves: "I", "me", "my" (typed "ill", "id", "im"), "yo", "me", "mi",
# and the Spanish verbs of the first person singular a question about the award uses ("¿a qué
# college puedo ir?", "¿cuánto recibo?")
_OWN = re.compile(r"\b(?:i|me|my|mine|myself|ill|id|im|ive|yo|mi|mis|puedo|podria|voy|ire|iria|tengo|tendria|recibo|"
                  r"recibire|recibiria|estudio|estudiare|asisto|uso|usare|gano|ganaria|cobro|cobraria|saco|sacaria)\b")


def asks_own(text: str) -> bool:
    """Return True when ``text`` asks in the first person ("how much will I get?", "what college
    do I go to?", "¿cuánto me van a dar?", "¿a qué college puedo ir?"): about the student's own
    case, not the scholarship's in general ("how much is the award?"), nor a case supposed
    ("what if I go part time?")."""
    return bool(_OWN.search(normalize(text))) and not hypothetical(text)


def names_result(text: str) -> bool:
    """Return True when ``text`` quotes a result's wording ("it says likely eligible, is it
    sure?", 'me salió "probablemente elegible"'): a question about what the result means, not
    about how the screening stands ("am I likely eligible?" names no result shown)."""
    norm = normalize(text)
    quoted = any(q in text for q in "\"“”«»")
    return contains_any(norm, vocab.RESULT_WORDS) and (quoted or contains_any(norm, vocab.RESULT_SHOWN))


_MARKUP = re.compile(r"<\s*/?\s*[a-z!?][^<>]*>|&#?\w+;|\bjavascript:", re.I)


# Class (a newcomer's finding): emphasis typed around an answer ("*yes*", "**3.5**", "_no_",
# "`20774`", "<b>sí</b>") is formatting, not words: taken off before anything is read (an HTML tag
# that only formats; any other markup is still not read). Struck-out text ("~~45k~~") is left as is.
_FORMAT_TAG = re.compile(r"<\s*/?\s*(?:b|i|em|strong|u|mark|code|tt|kbd|samp|var|small|big)\s*/?\s*>", re.I)
_EMPHASIS = re.compile(r"(?<![\w*_`])(\*{1,3}|_{1,3}|`{1,3})(?=\S)(.+?)(?<=\S)\1(?![\w*_`])")


_INVISIBLE = re.compile("[\u00ad\u200b-\u200d\u2060\ufeff]")  # soft hyphen, zero-width space/joiners, word joiner, BOM


def unformatted(text: str) -> str:
    """Return ``text`` without the formatting typed around words: Markdown emphasis and code
    marks ("**3.5**" -> "3.5", "`20774`" -> "20774", "_no_" -> "no") and formatting tags
    ("<b>yes</b>" -> "yes"), and the invisible characters pasted from a PDF or a web page (a
    zero-width space inside "45 000" (U+200B between) read $45: a newcomer's finding); digits of
    other scripts are written in ASCII ("٤٥٠٠٠" -> "45000", :func:`numbers.ascii_digits`: alone,
    they were no number at all); nothing else changes."""
    plain = numtext.o_as_zero(_FORMAT_TAG.sub("", _INVISIBLE.sub("", numtext.ascii_digits(text))))
    for _ in range(3):  # nested marks ("**_yes_**")
        unmarked = _EMPHASIS.sub(r"\2", plain)
        if unmarked == plain:
            break
        plain = unmarked
    return plain


# Class (a newcomer's finding): a thumbs-up, an OK hand or a check mark sent alone ("👍", "👍🏽",
# "✅") to a yes-or-no question or a read-back is a "yes" (it was "Sorry, I didn't understand that")
_YES_EMOJI = re.compile("^\\s*(?:[\U0001F44D\U0001F44C\u2705\u2714\u2611](?:\uFE0F|[\U0001F3FB-\U0001F3FF])*\\s*)+$")


def emoji_only(text: str) -> bool:
    """Return True when ``text`` is emoji or pictographs alone, no letter nor digit ("👍", "🤷‍♀️",
    "😅😅", "🙏🏽"): no answer of its own but a yes (:func:`emoji_yes`, where one is asked)."""
    t = (text or "").strip()
    if not t or re.search(r"[^\W_]", t):
        return False
    return any(unicodedata.category(ch) == "So" or 0x1F000 <= ord(ch) <= 0x1FAFF for ch in t)


def emoji_yes(text: str) -> str:
    """Return "yes" for a message of yes emoji only (see above), else ``text`` as it is."""
    return "yes" if _YES_EMOJI.match(text) else text


# Class (fix29a): a minus sign before a number ("gpa -3", "-90000", "i make -45k", "menos 5000" alone)
# was dropped, the number read as a GPA of 3.0 or a ZIP code. No answer here is below zero: a sign
# at the start of a number, not inside a range ("40-50k", "2019 - 2023") nor a ZIP+4 ("20874-3312")
_NEGATIVE = re.compile(r"(?:^|(?<=[\s=(\[])(?<![\dk]\s))\$?[-\u2212]\s?\$?\d"
                       r"|\bnegativ[eoa]s?\s+\$?\d"
                       r"|^\W*(?:(?:its|it is|es|son|like|como)\s+)?(?:minus|menos)\s+\$?\d")
# Class (fix29a): a number of ten digits or more ("1234567890", "1,000,000,000"): no answer here
# (an income is read up to 1,000,000,000, a ZIP+4 has nine digits); refused, never read in part
_TOO_BIG = re.compile(r"(?<![\d.,])(?:\d{10,}|\d{1,3}(?:([,.])\d{3})(?:\1\d{3}){2,})(?![\d])")


def negative_number(text: str) -> bool:
    """Return True when ``text`` gives a number below zero ("gpa -3", "-90000", "negative 5")."""
    return bool(_NEGATIVE.search(fold(text or "")))


def too_big_number(text: str) -> bool:
    """Return True when ``text`` has a number of ten digits or more ("1234567890", "$1,234,567,890")."""
    return bool(_TOO_BIG.search(numtext.ascii_digits(text or "")))


def is_markup(text: str) -> bool:
    """Return True when ``text`` holds HTML or script markup ("<script>…", "&lt;"): no
    student's answer does, so none of it is read (it is shown escaped, never run)."""
    return bool(_MARKUP.search(text))


_FILLERS = re.compile(r"^(?:(?:m+|hm+|um+|uh+|eh+|ah+|well|pues|este|ok so|bueno)\s+)+")


# Class (a newcomer's finding): "¿y si mis papás se divorcian?" at "In-state tuition: No. Is that
# right?" was kept as a "yes" (a false "eligible"): the unaccented "si" of "y si…" is "if", never
# "sí". A condition asked ("¿y si me mudo?", "¿qué pasa si…?", "what if…", "and if…", "if I move?")
# answers no yes-or-no question and confirms no read-back: it is a question. In Spanish the "si"
# is a condition after "y", "o" or a question's opener ("qué pasa si", "qué tal si") or, in a
# message marked as a question, first or after "pero" ("sí" with its accent, or "si," with a comma,
# stays a yes; "pero si tengo papeles", unmarked, may be an emphatic yes and is left alone).
_IF_ASKS_ES = re.compile(r"\b(?:que\s+(?:pasa|pasaria|pasara|sucede|sucederia|ocurre|ocurriria|tal|hago|hacemos|hay)|y|e|o)"
                         r"\s+si\s+\w")
_IF_MARKED_ES = re.compile(r"(?:^[\W_]*|\b(?:pero|aun|incluso|solo|entonces|ahora)\s+)si\s+\w")
_IF_EN = re.compile(r"(?:^[\W_]*|\b(?:and|but|or|so|what|what happens|what about|even|only|like)\s+)if\s+\w")


def condition_asked(text: str) -> bool:
    """Return True when ``text`` asks about a condition ("¿y si mis papás se divorcian?", "qué
    pasa si me mudo", "what if I move?", "and if I don't file?"): no yes and no "no"."""
    t = fold(re.sub(r"\b[sS][íÍ]\b", "si_", text or ""))  # "sí" (accented): a yes, never "if"
    if _IF_EN.search(t) or _IF_ASKS_ES.search(t):
        return True
    return ("?" in t or "¿" in t) and bool(_IF_MARKED_ES.search(t))


# Class (issue #8: "none" at the household question got the noncredit FAQ answer, "nada" the $0
# award's): a one-word "none" said at a question is its answer or a miss, never a question
_NONE_ALONE = re.compile(r"(?:none|nothing|nada|ninguno|ninguna|ningun|nothin|nuthin)"
                         r"(?:\s+(?:of (?:them|those|these|the above)|at all|de (?:esos|esas|ellos|ellas|estos|estas)|en absoluto))?")


def none_alone(text: str) -> bool:
    """Return True for a "none" said alone ("none", "nothing", "nada", "ninguno de esos")."""
    return bool(_NONE_ALONE.fullmatch(normalize(text)))


def yes_no_like(q) -> bool:
    """Return True when ``q`` is answered by a yes or a no (a yes/no question, or choices of yes and no)."""
    return q.kind == "yesno" or (q.kind == "choice" and bool({c.value for c in q.choices} & {"yes", "true"}))


# Class (fix36a, a newcomer's wrong "not eligible"): a "not" that belongs to another fact ("I live
# alone, not married, I make 30k", "vivo sola, no estoy casada, gano 30 mil", "no tengo hijos, mi
# mamá gana 40 mil") answered the yes/no question waiting: "In-state tuition: No" read back beside
# the household, and one "yes" confirmed both. The clauses of such a message that tell other facts
# are taken out: those another question reads (:func:`volunteered`), said or denied ("not married"
# is "married" denied), and those whose negation is attached to another fact's word (children, a
# spouse, a relative's "no", living apart from the parents, work: the denials read elsewhere, and
# :data:`_WORK_WORDS`). What is left must still read as the same yes or no for it to answer.
_OTHER_FACT_DENIED = (_NO_CHILDREN, _NOT_MARRIED, _RELATIVE_NO, _STUDENT_APART)
_CLAUSES_SPLIT = re.compile(r"[,;.!?]+|\s+(?:and|but|plus|also|so|y|pero|ademas|tambien|asi que)\s+")
_NEGATION_WORDS = _NEGATORS | {"no", "doesnt", "arent", "cant", "wont", "didnt", "ni", "sin", "ningun", "ninguno", "ninguna"}
_WORK_WORD = frozenset(w for w in _WORK_WORDS if " " not in w)


def _asked_words(q) -> frozenset:
    """Return the words (four letters or more) of ``q``'s wording and choices, in either language."""
    texts = [q.question] + [c.label for c in q.choices]
    return frozenset(w for text in texts if text for code in LANGUAGES for w in normalize(render(Msg.of(text), code)).split()
                     if len(w) >= 4)


def no_of_another(flow, q, text: str, state, lang: str, today) -> bool:
    """Return True when the "no" ``text`` reads for question ``q`` (its yes/no question's "no", or
    the choice a bare "no" picks: no aid application, no degree) belongs to another fact it tells
    (:data:`_OTHER_FACT_DENIED`): once the clauses telling other facts are taken out, the rest is no
    such "no" (nothing, or words read otherwise). A "no" leading the message set apart ("nope, I
    live alone", "no, I don't qualify", "no I don't qualify") is the answer by its place, as
    before; a "no" leading the clause of another fact ("no tengo hijos, …") is that fact's."""
    if q.kind not in ("yesno", "choice"):
        return False
    folded = fold(text)
    words = normalize(text).split()
    if len(words) < 2 or _NO_APART.match(folded) or (words[0] in vocab.NO_WORDS and words[0] not in ("no", "not")):
        return False
    value = (read(q, text, lang, state, today).form or {}).get(q.id)
    if value is None or value != (read(q, "no", lang, state, today).form or {}).get(q.id):
        return False
    own = _asked_words(q)
    clauses = [c for c in _CLAUSES_SPLIT.split(folded) if normalize(c)]
    kept, denied = [], False
    for clause in clauses:
        norm = normalize(clause)
        cw = norm.split()
        negs = [i for i, w in enumerate(cw) if w in _NEGATION_WORDS]
        if negs and (any(p.search(norm) for p in _OTHER_FACT_DENIED)
                     or any(w in _WORK_WORD and w not in own for i in negs for w in cw[i + 1:i + 4])):
            denied = True
            continue  # "not married", "no tengo hijos", "mi mamá no trabaja", "I don't work"
        said = " ".join(w for w in cw if w not in _NEGATION_WORDS)
        if said and volunteered(flow, said, state, skip={q.id}, lang=lang, today=today):
            denied = denied or bool(negs)
            continue  # "I live alone", "I make 30k"; "no estoy casada" ("estoy casada" denied)
        kept.append(clause)
    if not denied or len(kept) == len(clauses):
        return False  # (no negation of another fact: the answer is read as before, "first time" beside a month)
    rest = ", ".join(kept)
    return not normalize(rest) or (read(q, rest, lang, state, today).form or {}).get(q.id) != value


def confirmation(text: str) -> bool | None:
    """Return True for a plain "yes" ("yep", "sí", "simón", "that's right", "siii", "bet"), False
    for a plain "no" ("nah", "nel", "mmm no", "nooo"), None for anything else (a new answer, a
    correction, a question)."""
    if condition_asked(text):
        return None  # "¿y si me mudo?": a question, not a "sí"
    said = _confirmation(normalize(text))
    if said is None:  # "siii", "nooo", "mmm no", "well no": letters held, a hesitation first
        plain = _FILLERS.sub("", normalize(text))
        said = _confirmation(plain)
        if said is None:
            said = _confirmation(re.sub(r"([a-z])\1+", r"\1", plain))
    if said is None and (thanked := _THANKED.sub("", normalize(text))) != normalize(text) and thanked:
        # Class (dev15, a parent's script): "That is right, thank you", "thats right thanks",
        # "es correcto, muchas gracias": a yes and a thanks after it (read as a question: "I don't
        # know the answer to that", the read-back put again and again)
        said = confirmation(thanked)
    if said is None and (m := _YES_NO_AFTER.search(normalize(text))) is not None and m.start() > 0:
        # Class (dev18, a script that never reached its result): a yes said in words, then its
        # "yes" ("that's right, yes", "that is correct yes", "es correcto, sí", "está bien, sí"),
        # or a no and its "no" ("that's wrong, no"): a yes (a no), never read as a question
        # ("I don't know the answer to that", the read-back put again and again)
        head = confirmation(normalize(text)[:m.start()])
        said = head if head is (m.group(1) in _PLAIN_YES) else None
    return said


_YES_NO_AFTER = re.compile(r"\s+(yes|yeah|yep|yup|si|sip|correct|correcto|no|nope|nah)$")


_THANKED = re.compile(r"(?:\s+(?:thank you|thanks|thank u|thx|ty|gracias|muchas gracias|mil gracias|so much|very much|"
                      r"much|a lot|muchas|senora|senor|mam|maam|sir))+$")


# (fix35i) the words of a bare yes or no: "yes", "ok", "sure", "sí", "claro", "nope", "ok sure"
_YES_NO_ALONE = frozenset(vocab.YES_WORDS + vocab.NO_WORDS + tuple(w for w in vocab.YES + vocab.NO if " " not in w))


def bare_yes_no(text: str) -> bool:
    """Return True when ``text`` is a yes or a no and nothing else ("yes", "ok", "sure", "yeah ok",
    "sí", "claro", "nope"), never one that says more ("no, he doesn't work", "yes, it includes theirs")."""
    if confirmation(text) is None:
        return False
    norm = normalize(text)
    if norm in vocab.YES + vocab.NO + vocab.CONFIRM_YES + vocab.CONFIRM_NO:
        return True
    words = re.sub(r"([a-z])\1+", r"\1", _FILLERS.sub("", norm)).split()
    return bool(words) and all(w in _YES_NO_ALONE or re.sub(r"([a-z])\1+", r"\1", w) in _YES_NO_ALONE for w in words)


def _confirmation(norm: str) -> bool | None:
    words = norm.split()
    if not words or len(words) > 6 or any(ch.isdigit() for ch in norm) or (contains_any(norm, vocab.UNSURE) and norm not in vocab.NO):
        return None  # "no me acuerdo", "no sé": not a "no"
    if norm in vocab.YES or norm in vocab.CONFIRM_YES or (words[0] in vocab.YES_WORDS and len(words) <= 4
                                                          and not contains_any(norm, vocab.NO_WORDS)):
        return True
    if norm in vocab.NO or norm in vocab.CONFIRM_NO or (len(words) <= 3 and words[0] in vocab.NO_WORDS):
        return False
    return None


_PLAIN_YES = ("yes", "yeah", "yea", "yep", "yup", "ye", "yh", "yess", "yesss", "correct", "exactly", "si", "sip", "simon", "aja",
              "claro", "correcto", "exacto", "cierto", "afirmativo", "affirmative")  # not "eso", "ya", "ok", "right": they start other things
_BUT = ("but", "pero", "actually", "en realidad", "wait", "espera", "except", "excepto", "aunque", "although", "only", "solo",
        "change", "cambia", "instead", "mas bien", "more like", "not", "no", "nope", "nah", "wrong", "mal")


def confirmed_first(text: str) -> bool:
    """Return True for a "yes" said first and a remark after it that changes nothing ("yes,
    that's what's on her taxes", "sí, así está en la escuela"): at a read-back, a yes. Not when
    the rest holds a number, a question, a doubt or a "but" ("yes but it's 52k", "sí, pero…")."""
    norm = normalize(text)
    words = norm.split()
    if len(words) < 2 or len(words) > 12 or words[0] not in _PLAIN_YES or "?" in text:
        return False
    rest = " ".join(words[1:])
    return not (any(ch.isdigit() for ch in rest) or contains_any(rest, _BUT) or contains_any(rest, vocab.UNSURE))


_YES_THEN = re.compile(r"^\W*(?:" + "|".join(_PLAIN_YES) + r")\b[\s,.;:!\-]*(?:(?:and|also|y|tambien|plus)\b[\s,]*)?", re.I)


def after_yes(text: str) -> str:
    """Return what follows the "yes" of a yes said first with more after it ("yes i will do the
    fafsa" -> "i will do the fafsa", "sí, y voy a llenar la FAFSA" -> "voy a llenar la FAFSA"),
    else "" (class: a read-back confirmed and the next answer given in the same message)."""
    if not confirmed_first(text):
        return ""
    return _YES_THEN.sub("", fold(text), count=1).strip()


def without_yes(text: str) -> str:
    """Return ``text`` folded, without a plain "yes" said first ("sí, sí califico" -> "si califico")."""
    return _YES_THEN.sub("", fold(text), count=1).strip()


def yes_then_number(text: str) -> str:
    """Return what follows a "yes" said first when it holds a number and nothing that doubts or
    takes the yes back ("yes 3.0", "sí, 15", "yes and my gpa is 3.0" -> "3.0", "15", "my gpa is
    3.0"); else "" ("yes but it's 52k": a correction; "yes?": a question). Class (a newcomer's
    finding): "yes 3.0" to "Credits a semester: 12" read as credits of 3 and a GPA of 3.0 at once."""
    norm = normalize(text)
    words = norm.split()
    if len(words) < 2 or len(words) > 12 or words[0] not in _PLAIN_YES or "?" in text:
        return ""
    rest = without_yes(text)
    if not re.search(r"\d", rest) or contains_any(normalize(rest), _BUT + vocab.UNSURE):  # (digits: "sí, los dos" is no number)
        return ""
    return rest


def wants_hint(text: str) -> bool:
    """Return True when ``text`` only asks what the question means ("what do you mean?", "no entiendo", "help")."""
    return normalize(text) in vocab.HINT_ASKS


def wants_person(text: str) -> bool:
    """Return True when ``text`` asks to talk to a person ("talk to a human", "hablar con alguien")."""
    norm = normalize(text)
    return len(norm.split()) <= 12 and contains_any(norm, vocab.PERSON)


# Class: a request for the other language ("español", "en español por favor", "can we do this in
# spanish?", "english please", "no hablo inglés"): no answer to any question (:func:`language_asked`)
_LANGUAGES = {"spanish": "es", "espanol": "es", "castellano": "es", "english": "en", "ingles": "en"}
_LANG_NAME = r"(spanish|espanol|castellano|english|ingles)"
_POLITE = r"(?:\s+(?:please|pls|plz|por favor|porfa|porfavor|instead|mejor|then|language|idioma|now|ahora|thanks|gracias))*"
_LANG_ASKED = re.compile(
    r"^(?:(?:ok|okay|hi|hola|um|eh|oye|hey)\s+)*(?:(?:please|por favor)\s+)?"
    r"(?:(?:can|could|may)\s+(?:we|you|i)\s+(?:please\s+)?(?:(?:do|have|get|see|read|continue|go on with)\s+(?:this|it|that)\s+|"
    r"(?:talk|chat|speak|write|text|continue|go on|keep going|do this|do it)\s+|(?:switch|change)\s+(?:it\s+|this\s+|the language\s+)?(?:to|into)\s+)?|do you (?:speak|have|do)\s+(?:it\s+)?|"
    r"(?:is there|is it|is this|hay|esta|lo tienen|lo tienes)\s+(?:available\s+|disponible\s+)?|"
    r"(?:me\s+)?(?:habla|hablas|hablan|puedes hablar(?:me)?|puede hablar(?:me)?|podemos hablar|se puede|podemos seguir|podemos hacerlo|"
    r"podemos|puedes|puede|quiero|quisiera|prefiero|i want|i prefer|id prefer|id like|i would like)\s+(?:(?:seguir|hablar|hacerlo|continuar|it|this|to (?:do|continue|chat|talk)(?: it| this)?)\s+)?|"
    r"(?:switch|change|cambiar|cambia|cambiale|pasar|pasa|pon|ponlo|ponme|set)\s+(?:it\s+|this\s+|el idioma\s+|idioma\s+|the language\s+|language\s+)?"
    r"(?:to|a|al|en|into)\s+)?"
    r"(?:(?:in|en|into)\s+)?" + _LANG_NAME + _POLITE + r"$")
_LANG_NOT_SPOKEN = re.compile(r"^(?:i\s+)?(?:dont|do not|cant|can not|cannot)\s+(?:speak|read|understand)\s+(?:much\s+|good\s+|well\s+)?"
                              + _LANG_NAME + r"(?:\s+(?:well|good|very well|much))?" + _POLITE + r"$"
                              r"|^(?:yo\s+)?no\s+(?:hablo|entiendo|leo|se)\s+(?:mucho\s+|bien\s+)?(?:el\s+)?" + _LANG_NAME
                              + r"(?:\s+(?:bien|mucho|muy bien))?" + _POLITE + r"$")


def language_asked(text: str) -> str | None:
    """Return the language ("en" or "es") a message asks the chat to go on in, else None: the
    language named ("spanish please", "¿en español?"), or the other one when the message says it
    isn't spoken ("no hablo inglés": Spanish)."""
    norm = normalize(text)
    m = _LANG_ASKED.match(norm)
    if m:
        return _LANGUAGES[m.group(1)]
    m = _LANG_NOT_SPOKEN.match(norm)
    if m:
        name = next(g for g in m.groups() if g)
        return "en" if _LANGUAGES[name] == "es" else "es"
    return None


def is_greeting(text: str) -> bool:
    """Return True when ``text`` is only a greeting ("hi", "hola") or "start"."""
    return normalize(text) in vocab.GREETINGS


def only_unsure(text: str) -> bool:
    """Return True when ``text`` only says the student doesn't know ("I don't know", "no sé",
    "idk honestly"): a few words, no question and nothing else to read."""
    norm = normalize(text)
    return 0 < len(norm.split()) <= 5 and contains_any(norm, vocab.UNSURE) and "?" not in text and not _unsure_of_other(norm)


# "idk if pell covers it", "no sé si me alcanza": a doubt about something named after "if", not
# about what was read back ("idk if that's right", "no sé si es así" are)
_UNSURE_IF = re.compile(r"\b(?:if|whether|si)\s+(?P<rest>.+)$")
_OF_THE_READ_BACK = {"that", "thats", "this", "its", "it", "is", "right", "correct", "true", "so", "exactly", "eso", "esto",
                     "es", "esta", "asi", "bien", "correcto", "cierto", "verdad", "exacto"}


def _unsure_of_other(norm: str) -> bool:
    """Return True when an "I don't know" is about something named after "if" ("idk if pell
    covers it"): not a doubt of the facts read back."""
    m = _UNSURE_IF.search(norm)
    return bool(m) and bool(set(m.group("rest").split()) - _OF_THE_READ_BACK)


HYPOTHETICAL = (
    "what if", "if my", "if i", "if im", "if we", "if our", "if the", "and if", "suppose", "lets say", "say my",
    "y si", "que pasa si", "que tal si", "y que si", "si mi", "si mis", "si yo", "si tengo", "si gano", "si gana",
    "si ganan", "si ganamos", "si soy", "si vivo", "si no", "supongamos", "digamos",
)


# Class (dev23): a question opened by "if" ("if a semester i drop to 3 credits do i lose it?", "si
# un semestre bajo a 3 créditos, ¿la pierdo?"): a case asked about, whatever word follows; the
# Spanish "si" is "if" when a word follows it unpunctuated and the message asks ("sí, 3.1?" is a yes)
_IF_OPENS = re.compile(r"^\W*(?:(?:and|but|so|y|pero|entonces|o)\s+)?(?:if|si)\s+(?=[^\W\d])")


# Class (fix32c): a condition holding a number inside a question ("is there an appeal if ur gpa
# is under 2.5", "¿hay apelación si tu promedio es menos de 2.5?", "what happens if its below 2.3"):
# the number is the case asked about (a limit, often), never the student's answer; read as one, the
# 2.5 was kept as the student's GPA. Only a question's (:func:`case_asked`): "I make 45k if you
# count overtime" tells.
_IF_NUMBER = re.compile(r"\b(?:if|si)\s+(?=[^\W\d])(?!(?:that|thats|this|it s right|eso|esto|es asi|claro|correcto)\b)[^,.;!?]*?\d")


def case_asked(text: str, asks: bool) -> bool:
    """Return True when ``text`` asks about a case: :func:`hypothetical`, or, when it asks
    (``asks``, worded as a question), a condition in it holds a number ("is there an appeal if ur
    gpa is under 2.5"): nothing in it is the student's answer."""
    return hypothetical(text) or (asks and bool(_IF_NUMBER.search(fold(str(text)))))


def hypothetical(text: str) -> bool:
    """Return True when ``text`` asks about a case ("what if my GPA is 2.2?", "¿y si mi mamá
    gana 120 mil?"): the values in it are the case asked about, not the student's answers."""
    if re.search(r"[?¿]", str(text)) and _IF_OPENS.match(fold(str(text))) and not re.match(r"^\W*s[íÍ]\b", str(text)) \
            and not re.match(r"^\W*si\s+(?:claro|pues|creo|senor|senora|si|ya|gracias|correcto|exacto|es correcto)\b", fold(str(text))):
        return True
    return contains_any(normalize(text), HYPOTHETICAL)


FOR_CHILD = ("my son", "my daughter", "my kid", "my child", "my stepson", "my stepdaughter",
             "mi hijo", "mi hija", "mi nino", "mi nina", "mi chamaco", "mi chamaca")
CHILD_AT_SCHOOL = ("high", "senior", "school", "grade", "graduat", "apply", "can he", "can she", "is he", "is she",
                   "escuela", "prepa", "secundaria", "grado", "gradua", "senior", "esta en", "va a", "puede", "aplicar")


# Class (a tester's finding): a grandparent, guardian, aunt or uncle writing for the student
# ("I am writing for my granddaughter, I am raising her", "soy la abuela de Sofía", "I'm his legal
# guardian"): their "I" and "me" are not the student's. "it is just me and her, I make 2,200 a
# week" was read as a single student of a household of 1 with a $114,400 AGI: a wrong "not eligible".
_KIN_CHILD = r"(?:granddaughter|grandson|grandchild|grandkid|grandbaby|niece|nephew|nieta|nieto|sobrina|sobrino|ahijad[oa])"
_KIN_WRITER = re.compile(r"\b(?:my|mi|our|nuestr[oa])\s+" + _KIN_CHILD + r"\b"
                         r"|\b(?:i am|im|i m|soy)\s+(?:(?:her|his|their|the|su|la|el)\s+)?(?:legal\s+)?(?:grandma|grandmother|"
                         r"grandpa|grandfather|grandparent|guardian|aunt|auntie|uncle|abuela|abuelo|abuelita|abuelito|tia|tio|"
                         r"tutora?|tutor legal)\b")
# what a kin writer says of themselves at home or earning: "just me and her", "I make", "somos ella y yo", "gano"
_KIN_SELF = re.compile(r"\b(?:me and (?:her|him|them)|(?:her|him) and me|just (?:me|us)|i (?:make|earn|get|bring)|my (?:income|salary|pay)"
                       # (fix36d) "she lives with me", "he stays with us": the writer's own home, as "conmigo" is
                       r"|(?:lives|living|stays|staying|is living|is staying)\s+with\s+(?:me|us)"
                       r"|(?:ella|el) y yo|yo y (?:ella|el)|solo (?:yo|nosotr[oa]s)|somos (?:ella|el|nosotr[oa]s)|conmigo"
                       r"|(?:yo\s+)?(?:gano|cobro|recibo)|mi (?:sueldo|salario|ingreso))\b"
                       # (class, a newcomer's finding) the writer's own couple and their pay: "he lives with me
                       # and my husband", "my husband and I are raising her", "we make 160k", "ganamos 160 mil"
                       r"|\b(?:with me and my|me and my|my|mi|con mi)\s+(?:husband|wife|spouse|esposo|esposa|marido|mujer)\b"
                       r"|\b(?:we|the two of us|both of us)\s+(?:make|earn|bring|get|have|pull|gross|made|earned|brought)\b|\bour\s+(?:income|salary|pay|agi)\b"
                       r"|\b(?:ganamos|cobramos|sacamos|recibimos)\b|\bnuestros?\s+(?:ingresos?|sueldos?|salarios?)\b")
# Class (fix31g, a newcomer's finding): an older brother or sister writing for the student ("I'm writing for
# my little brother, he lives with our mom and me… i make 45k", "escribo por mi hermanita", "I'm her big
# sister") is no parent either: their own pay was added to the parent's and they were counted at home
# twice. Their own household and income are left out as a grandparent's are, said why.
_SIBLING = r"(?:(?:little|younger|baby|lil|kid|small)\s+)?(?:brother|sister|bro|sis|sibling)|hermanit[oa]|herman[oa](?:\s+(?:menor|chiquit[oa]|chic[oa]|pequen[oa]))?"
# (fix31c, the same class met from the questions' side: "this is his sister", "soy la hermana de Luis",
# "asking for my little brother": the questions then name the student)
_SIBLING_WRITER = re.compile(r"\b(?:for|about|on behalf of|por|para|de parte de)\s+(?:my|mi)\s+(?:" + _SIBLING + r")\b"
                             r"|\b(?:i am|im|i m|soy)\s+(?:(?:her|his|their|the|su|la|el)\s+)?(?:(?:older|big|bigger|oldest|"
                             r"eldest)\s+)?(?:brother|sister|sibling|herman[oa](?:\s+(?:mayor|grande))?)\b"
                             r"|\b(?:i am|im|i m|soy|this is|aqui|habla)\s+(?:(?:her|his|their|su)\s+)(?:older\s+|big\s+|elder\s+)?(?:sister|brother|sis|bro|hermana|hermano)\b"
                             r"|\b(?:i am|im|i m|soy|this is)\s+(?:the|la|el)\s+(?:older\s+|big\s+)?(?:sister|brother|hermana|hermano)\s+(?:of|de)\s+(?!(?:\d+|one|two|three|dos|tres|mi|my)\b)[a-z]+"
                             r"|\b(?:asking|writing|checking|looking|applying|inquiring|filling this out|doing this|pregunto|preguntando|escribo|escribiendo|consulto|averiguando|lo lleno|lo hago)\s+"
                             r"(?:for|about|on behalf of|por|para|de parte de)\s+(?:my|mi)\s+(?:(?:little|younger|baby|kid)\s+)?(?:sister|brother|hermana|hermano|hermanita|hermanito)\b")
# (fix34d, a newcomer's finding) an older sibling telling of the student first, with no "I'm asking for"
# ("my little sister is a senior at Parkville High", "my little brother, he's graduating in june", "mi
# hermano menor está en 12 en Wheaton High"): a younger brother or sister the subject of a senior's or an
# applicant's words writes for them; the writer's "I" was the student (the household read back "I live
# with one parent" from "he lives with our mom")
_YOUNGER_SIBLING = (r"(?:(?:little|younger|baby|lil|kid|small)\s+(?:brother|sister|bro|sis)|hermanit[oa]|"
                    r"herman[oa]\s+(?:menor|chiquit[oa]|pequen[oa]|mas chic[oa]))")
_SIBLING_AT_SCHOOL = re.compile(r"\b(?:my|mi)\s+" + _YOUNGER_SIBLING + r"\s+(?:(?:she|he|ella|el)\s+)?"
                                r"(?:is|s|will|just|wants|plans|hopes|graduates|graduated|graduating|esta|es|va|quiere|piensa|"
                                r"shes|hes|"
                                r"se|termina|acaba)\b(?:\s+\S+){0,4}?\s+"
                                r"(?:senior|seniors|12|12th|twelfth|doce|duodecimo|graduat\w*|gradua\w*|apply|aplicar|"
                                r"college|colegio comunitario)\b")
# the same younger sibling in the words typed, with the pronoun said after it, if any ("my little sister, she's")
_SIBLING_SUBJECT = re.compile(r"\b(?P<np>(?:my|mi)\s+(?:(?:little|younger|baby|lil|kid|small)\s+(?P<en>brother|sister|bro|sis)"
                              r"|hermanit[oa]|herman[oa]\s+(?:menor|chiquit[oa]|peque[nñ][oa]|m[aá]s\s+chic[oa])))"
                              r"\s*,?\s*(?P<pron>(?:she|he)(?:\s*['’]?\s*s)?\b|(?:ella|[eé]l)\b)?", re.I)


# (fix35d, a newcomer's finding) an older sibling telling of the student as the one applying, or of the
# home they share with them by "our" ("my brother is applying, I make 50k but I live on my own", "she
# lives with our grandma", "mi hermana va a aplicar"): a brother or sister writes for the student, and
# "I make…", "I live on my own" are the writer's own (the student was kept single on the writer's home)
_SIBLING_APPLYING = re.compile(
    r"\b(?:my|mi)\s+(?:(?:little|younger|baby|lil|kid|small|big|older)\s+)?(?:brother|sister|bro|sis|hermanit[oa]|herman[oa])"
    r"(?:\s+(?:menor|mayor|chiquit[oa]|pequen[oa]))?\s*,?\s+(?:(?:she|he|ella|el)\s+)?"
    r"(?:is applying|s applying|applying|wants to apply|is going to apply|will apply|plans to apply|"
    r"esta aplicando|va a aplicar|quiere aplicar|piensa aplicar|va a solicitar|quiere solicitar)\b"
    r"|\b(?:my|mi)\s+(?:(?:little|younger|baby|lil|kid|small|big|older)\s+)?(?:brother|sister|bro|sis|hermanit[oa]|herman[oa])"
    r"(?:\s+(?:menor|mayor|chiquit[oa]|pequen[oa]))?\s*,?\s+(?:(?:she|he|ella|el)\s+)?(?:lives|stays|is living|vive|se queda)\s+"
    r"(?:with|con)\s+(?:our|nuestr[oa]s?)\b"
    r"|\b(?:she|he|ella|el)\s+(?:lives|stays|is living|vive|se queda)\s+(?:with|con)\s+(?:our|nuestr[oa]s?)\s+"
    r"(?:grandma|grandmother|grandpa|grandfather|granny|nana|abuel[oa]s?|abuelit[oa]s?|aunt|auntie|uncle|ti[oa]s?|mom|mother|dad|father|"
    r"parents|mama|papa|madre|padre|padres|papas)\b")


def sibling_apart(text: str) -> str:
    """Return ``text`` with a younger brother or sister told of first (:data:`_SIBLING_AT_SCHOOL`, no
    "I'm asking for" said) said as the sibling writing for them says it ("my little sister is a senior
    at…" -> "asking for my little sister. she is a senior at…", "mi hermano menor está en 12" ->
    "pregunto por mi hermano menor, está en 12"): the student's own facts, read as a parent's "my son
    is a senior" are; else ``text`` as it is."""
    norm = normalize(str(text))
    if not _SIBLING_AT_SCHOOL.search(norm) or _SIBLING_WRITER.search(norm):
        return text
    m = _SIBLING_SUBJECT.search(text)
    if m is None:
        return text
    if m.group("en"):
        pron = m.group("pron") or ("she " if m.group("en").lower() in ("sister", "sis") else "he ")
        said = f"asking for {m.group('np')}. {pron}"
    else:
        said = f"pregunto por {m.group('np')}, {m.group('pron') or ''}"
    return text[:m.start()] + said.rstrip() + " " + text[m.end():].lstrip()


KIN_WRITER_ASK = N_("Since you're writing for the student as a grandparent or guardian, your own income isn't the student's: the law (and the FAFSA) counts the student's parents' income, or the student's own, and grandparents and guardians aren't parents on the FAFSA. Your college's financial aid office decides in cases like this. For now, for the student, which is closest: two parents, one parent, married, or single and supporting themselves?")


# (class, a newcomer's finding) said beside other facts (the school, the graduation month), which are
# kept: the writer's own household and income left out, and why
KIN_WRITER_NOTE = N_("Since you're writing for the student as a grandparent or guardian, I didn't use your own household or income: the law (and the FAFSA) counts the student's parents' income, or the student's own, and grandparents and guardians aren't parents on the FAFSA. Your college's financial aid office decides in cases like this. I'll ask about the student's household in its turn.")


# (the same, said to an older brother or sister writing)
KIN_SIBLING_ASK = N_("Since you're writing for your brother or sister, your own income isn't theirs: the law (and the FAFSA) counts the student's parents' income, or the student's own, and a brother or sister isn't a parent on the FAFSA. Your college's financial aid office decides in cases like this. For now, for the student, which is closest: two parents, one parent, married, or single and supporting themselves?")
KIN_SIBLING_NOTE = N_("Since you're writing for your brother or sister, I didn't use your own household or income: the law (and the FAFSA) counts the student's parents' income, or the student's own, and a brother or sister isn't a parent on the FAFSA. Your college's financial aid office decides in cases like this. I'll ask about the student's household in its turn.")

# (fix32j) …their own pay only, the student's home and parents' pay named by them kept ("he lives with our mom and dad")
KIN_SIBLING_PAY_NOTE = N_("Since you're writing for your brother or sister, I didn't use your own income: the law (and the FAFSA) counts the student's parents' income, or the student's own, and a brother or sister isn't a parent on the FAFSA.")


def writes_as_kin(text: str) -> bool:
    """Return True when a grandparent, guardian, aunt or uncle, or an older brother or sister, writes for the student."""
    norm = normalize(str(text))
    return bool(_KIN_WRITER.search(norm) or _SIBLING_WRITER.search(norm) or _SIBLING_AT_SCHOOL.search(norm)
                or _SIBLING_APPLYING.search(norm))


def writes_as_sibling(text: str) -> bool:
    """Return True when an older brother or sister writes for the student (:func:`writes_as_kin`)."""
    norm = normalize(str(text))
    return bool(_SIBLING_WRITER.search(norm) or _SIBLING_AT_SCHOOL.search(norm) or _SIBLING_APPLYING.search(norm))


def sibling_lists_home(message: str, texts) -> bool:
    """Return True when an older brother or sister writes (one of ``texts``, no grandparent or
    guardian) and ``message`` lists the home by their parents, who are the student's ("mi papá mi
    mamá ella y yo", "our mom, him and me"), with no pay said: the student's household, read as
    listed (class, dev31: asked six times as the writer's own home)."""
    return sibling_names_parents(message, texts) and not re.search(r"\d", normalize(str(message)))


# Class (fix36g, a failing script): a grandparent or guardian writing tells the student's home with
# the student's own parent in it ("vive con su mamá y conmigo", "he lives with his mom and me", "lives
# with me and her dad"): the student's household is said (the writer beside the parent), read by the
# household question's reader, never asked again as the writer's own home (asked five times, then
# read as a parent writing once the opening left the transcript: two parents, not one)
_WITH_STUDENTS_PARENT = re.compile(r"(?:\b(?:with|con)\s+(?:(?:me|us|nosotr[oa]s)\s*,?\s+(?:and|y)\s+)?|\bconmigo\s*,?\s+y\s+)"
                                   r"(?:his|her|their|su|sus)\s+(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")\b")


def kin_lists_home(message: str, texts) -> bool:
    """Return True when a grandparent or guardian writes (one of ``texts``) and ``message`` says the
    student lives with their own parent (:data:`_WITH_STUDENTS_PARENT`), with no pay said."""
    norm = normalize(str(message))
    return writer_of(texts, kin_writer()) == "kin" and bool(_WITH_STUDENTS_PARENT.search(norm)) \
        and not re.search(r"\d", norm)


def sibling_names_parents(message: str, texts) -> bool:
    """Return True when an older brother or sister writes (one of ``texts``, no grandparent or
    guardian) and ``message`` names their parents, who are the student's ("he lives with our mom and
    dad", "vive con mi mamá y mi papá"): the student's household, and those parents' pay, theirs
    (fix32j: dropped with the writer's own pay and asked again)."""
    norm = normalize(str(message))
    return (writer_of(texts, kin_writer()) == "sibling"
            and bool(re.search(r"\b(?:my|mi|mis|our|nuestr[oa]s?|his|her|su|sus)\s+(?:" + "|".join(_PARENT_ONE + _PARENT_TWO) + r")\b", norm)))


def writer_of(texts, kept: str = "") -> str:
    """Return who writes for the student, from the writer ``kept`` by the conversation (fix37e:
    the message that said it may have left the transcript) and ``texts``: "kin" when a
    grandparent, guardian, aunt or uncle writes (said in any, as :func:`kin_note` reads it),
    "sibling" when an older brother or sister does and no such relative, else ""."""
    if kept == "kin" or any(_KIN_WRITER.search(normalize(str(t))) for t in texts):
        return "kin"
    return "sibling" if kept == "sibling" or any(writes_as_sibling(t) for t in texts) else ""


def kin_note(texts, ask: bool = False) -> str:
    """Return the note (``ask``: the question) saying why a relative's own household and income are
    left out: a brother's or sister's when one of ``texts`` (or the writer kept, :func:`kin_writer`)
    says a sibling writes, else a grandparent's or guardian's."""
    sibling = writer_of(texts, kin_writer()) == "sibling"
    if ask:
        return KIN_SIBLING_ASK if sibling else KIN_WRITER_ASK
    return KIN_SIBLING_NOTE if sibling else KIN_WRITER_NOTE


# Class (fix30h, a newcomer's finding): a grandparent's or guardian's own pay or benefit said beside
# the parent's ("his mom makes 45 an hour and I get social security 1800 a month", "su mamá gana 20 la
# hora y yo cobro 900 al mes") is the writer's, never the household's: left out of the parent's pay
# (it was added once the hours were told, right after "I didn't use your own income").
# (the first person's pay verbs of :data:`_FIRST_PERSON_PAY`, with their other tenses and more)
_KIN_OWN_PAY = re.compile(r"\b(?:i|yo)\s+(?:also\s+|too\s+|tambien\s+|only\s+|just\s+|solo\s+)?"
                          rf"(?:{_I_PAY_EN}|makes|made|earned|got|gets|receive|received|collect|draw|bring|take home|have)\b"
                          r"|\b(?:my|mi)\s+(?:own\s+)?(?:income|salary|pay|check|social security|ss|ssi|ssdi|pension|retirement|"
                          r"disability|sueldo|salario|ingreso|cheque|seguro social|pension|jubilacion|retiro|incapacidad)\b"
                          rf"|\b(?:yo\s+)?(?:{_I_PAY_ES}|gane|cobre|recibo|recibi|me pagan|me dan|me llega)\b")
_KIN_CLAUSES = re.compile(r"[;!]|(?<!\d),|,(?!\d{3}(?!\d))|\.(?!\d)|\b(?:and|y|plus|mas|but|pero|also|ademas)\b")


# Class (fix31c): "im a single dad", "I'm a single mother", "soy papá soltero", "soy madre soltera":
# a parent writing for their child, or a student who is a parent; which is asked (:data:`WHO_FOR_ASK`),
# nothing of the household kept from it until answered
_SINGLE_PARENT_SELF = re.compile(
    r"\b(?:i am|im|i m|soy|yo soy|estoy)\s+(?:(?:a|an|una?)\s+)?(?:(?:single|solo)\s+(?:mom|mum|mother|dad|father|parent|mama|papa)"
    r"|(?:mom|mum|mother|dad|father|parent|mama|papa|madre|padre)\s+(?:solter[oa]|sol[oa]|soltera?s?)"
    r"|(?:madre|padre)\s+(?:sola|solo))\b")
WHO_FOR_ASK = N_("Are you filling this in for your child, or for yourself? (A student who is a single parent can use this screener too.)")
# the answer: for the writer's child ("for my son", "my daughter", "for her", "para mi hija"), or for
# themselves ("for me", "myself", "I'm the student", "para mí", "yo soy el estudiante")
_WHO_CHILD = re.compile(r"\b(?:my|mi|our|nuestr[oa])\s+(?:son|daughter|kid|child|boy|girl|hijo|hija|nino|nina|muchach[oa])\b"
                        r"|\b(?:for|por|para)\s+(?:him|her|them|el|ella)\b|\b(?:child|kid|hijo|hija|hij[oa]s?)\b")
_WHO_SELF = re.compile(r"\b(?:myself|for me|its me|it s me|me|mine|yourself|i am the student|im the student|i m the student|i am|im|i m"
                       r"|para mi|por mi|yo|a mi|mi mism[oa]|soy (?:el|la) (?:estudiante|alumn[oa])|soy yo)\b")


def single_parent_self(text: str) -> bool:
    """Return True when the writer says they are a single parent ("im a single dad", "soy mamá soltera")
    and no more of the household: no number (a pay, a count) and no child named ("…me and my 2 kids",
    "my daughter also works": those are read as before, the household one parent either way)."""
    norm = normalize(str(text))
    return bool(_SINGLE_PARENT_SELF.search(norm)) and not re.search(r"\d", norm) \
        and not re.search(r"\b(?:kids?|child|children|son|daughter|boy|girl|baby|hij[oa]s?|nin[oa]s?|nene|nena|bebe|"
                          r"him|her|them|el|ella|ellos)\b", norm)


def who_for(text: str) -> str | None:
    """Return "child" or "self": whom the screening is for, answering :data:`WHO_FOR_ASK`; None when unsaid or both."""
    norm = normalize(str(text))
    child, own = bool(_WHO_CHILD.search(norm)), bool(_WHO_SELF.search(norm))
    if child and not re.search(r"\b(?:i am|im|i m|soy|yo soy)\s+(?:the|el|la)\s+(?:student|estudiante|alumn[oa])\b", norm):
        return "child"
    return "self" if own else None


def kin_own_pay_left(text: str) -> str | None:
    """Return ``text`` without the clauses telling the writer's own pay or benefit with an amount (a
    grandparent or guardian writing, :func:`kin_writes`: "…and I get social security 1800 a month",
    "he has no income. I make 120k"), None when no such clause is said."""
    parts = _KIN_CLAUSES.split(fold(text))
    own = [bool(_KIN_OWN_PAY.search(normalize(p))) for p in parts]
    # (fix34d, a newcomer's finding) the amount said alone after the clause of the writer's own pay
    # ("I get social security, about 2000 a month", "yo cobro del seguro social, como 900 al mes") is
    # theirs too: it was the household's income (or left out with no word said)
    for i in range(1, len(parts)):
        if own[i - 1] and not re.search(r"\d", parts[i - 1]) and _AMOUNT_ALONE.match(normalize(parts[i])):
            own[i] = True
    # (fix36d) the writer's own home apart said with their own pay ("I make 50k but I don't live with
    # them"): theirs too, never a parent's pay placed elsewhere (it left the parent's pay out)
    away = [any(own) and bool(_STUDENT_APART.search(normalize(p))) for p in parts]
    kept = [p for p, mine, apart in zip(parts, own, away) if not (mine and re.search(r"\d", p)) and not apart]
    return None if len(kept) == len(parts) or not any(own) else " , ".join(kept)


def kin_own_pay_dropped(text: str) -> str:
    """Return ``text`` without the clauses telling the writer's own pay or benefit (:func:`kin_own_pay_left`);
    ``text`` itself when no such clause names an amount, or nothing else would be left."""
    kept = kin_own_pay_left(text)
    if kept is None or not re.search(r"\d", kept):
        return text
    return kept


# (fix33q) said to a grandparent or guardian who tells their own pay at the income question
KIN_OWN_PAY_LEFT = N_("I didn't count your own income: the law (and the FAFSA) counts the student's own income and their parents' (or spouse's), not a grandparent's or guardian's.")
KIN_OWN_PAY_ASKED = N_("I didn't count your own income: the law (and the FAFSA) counts the student's own income and their parents' (or spouse's), not a grandparent's or guardian's. How much did the student (and their parents, if they count) make last year? If nothing, say so.")


def kin_says_self(text: str) -> bool:
    """Return True when ``text`` tells the writer's own home or income ("just me and her, I make 900 a week")."""
    return bool(_KIN_SELF.search(normalize(str(text))))


def speaks_for_child(text: str) -> bool:
    """Return True when a parent writes for their child, the student ("my daughter is a senior
    at Westlake", "mi hijo está en Oakland Mills High, ¿puede aplicar?"): then "my husband and
    I" are the student's two parents, not a married student."""
    norm = normalize(text)
    return ((contains_any(norm, FOR_CHILD) and any(w in norm for w in CHILD_AT_SCHOOL)) or bool(_PARENT_OF.search(norm))
            or bool(_ASKING_FOR.search(norm)) or bool(_CHILD_APPLIES.search(norm)) or bool(_FOR_CHILD_SAID.search(norm))
            or bool(_CHILD_GOES.search(norm)))


# What a message that only says who writes may say beside it: greetings, courtesy, "I'm", "I"
_WHO_ASKS_FILLER = frozenset(("hi", "hello", "hey", "hola", "buenas", "buenos", "dias", "tardes", "noches", "good", "morning",
                              "afternoon", "evening", "im", "i", "am", "m", "yo", "estoy", "just", "solo", "nomas", "here",
                              "aqui", "please", "por", "favor", "thanks", "gracias", "so", "ok", "okay", "bueno", "pues",
                              "well", "um", "eh", "oye", "a", "quick", "una", "pregunta"))


def only_who_asks(text: str) -> bool:  # (_PARENT_OF_NAMED: below, "soy la mamá de Ana" with the child's name)
    """Return True when ``text`` says only that a parent writes for their child ("hola, pregunto
    por mi hijo", "hi, I'm asking for my daughter", "soy la mamá de Ana"), beside a greeting: no
    question and no answer, so the question is put (addressed to the parent), never an FAQ
    answer (class, fix33n, a newcomer's finding: the contacts of the financial aid office)."""
    if "?" in str(text) or not speaks_for_child(text):
        return False
    norm = normalize(text)
    rest = _FOR_CHILD_SAID.sub(" ", _ASKING_FOR.sub(" ", _PARENT_OF_NAMED.sub(" ", norm)))
    return rest != norm and set(rest.split()) <= _WHO_ASKS_FILLER


_CHILD_WORDS = r"(?:son|daughter|kid|child|stepson|stepdaughter|hijo|hija|nino|nina|muchacho|muchacha)"
# "I'm asking for my daughter", "checking for my son", "pregunto por mi hija", "escribo por mi hijo",
# "I'm filling this out for my daughter", "lo lleno por mi hija" (a tester's finding: read as married)
_ASKING_FOR = re.compile(r"\b(?:asking|writing|checking|looking|here|inquiring|applying|texting|pregunto|preguntando|escribo|"
                         r"escribiendo|consulto|averiguando|vengo|(?:filling|doing|fill|do)\s+(?:this|it)(?:\s+out)?|"
                         r"(?:lo|la)\s+(?:lleno|estoy llenando|hago|estoy haciendo))\s+(?:for|about|on behalf of|por|para|de parte de)\s+"
                         r"(?:my|mi)\s+" + _CHILD_WORDS + r"\b")


# "this is for my daughter", "es para mi hijo", "for my kid: ...", "info for my son": the screening
# is said to be for the writer's child (class, dev4: "my husband and I" beside it read as a married student)
_FOR_CHILD_SAID = re.compile(r"\b(?:this|it|that|esto|eso|todo esto)\s+(?:is\s+|s\s+|es\s+)?(?:all\s+)?(?:for|para)\s+(?:my|mi)\s+"
                             + _CHILD_WORDS + r"\b"
                             r"|^(?:\w+\s+){0,2}?(?:for|para)\s+(?:my|mi)\s+" + _CHILD_WORDS + r"\b(?!\s+(?:and|y|to|a)\b)"
                             r"|\b(?:info|information|informacion|screening|application|solicitud|scholarship|beca|help|ayuda)\s+"
                             r"(?:for|para)\s+(?:my|mi)\s+" + _CHILD_WORDS + r"\b")


# "my son wants to go to CCBC", "mi hija quiere estudiar en Montgomery": the writer's child is the one
# going to college (class, spouse27: "my husband and I make 90k" beside it was read as a married student)
_CHILD_GOES = re.compile(r"\b(?:my|our|mi|nuestr[oa])\s+" + _CHILD_WORDS + r"\s+(?:\w+\s+)?"
                         r"(?:wants|plans|hopes|is hoping|is planning|is going|would like|quiere|piensa|planea|desea|va)\s+"
                         r"(?:(?:to|a)\s+)?(?:go|attend|study|start|enroll|apply|ir|estudiar|entrar|asistir|inscribirse|empezar|aplicar)\b")


# "our daughter is the one applying", "mi hija es la que va a aplicar": the writer's child is the student
_CHILD_APPLIES = re.compile(r"\b(?:my|our|mi|nuestr[oa])\s+" + _CHILD_WORDS + r"\s+"
                            r"(?:is the one|is applying|is the student|es (?:el|la) que|es quien|va a aplicar|es (?:el|la) estudiante)")


# "le escribe el papá de Yesenia", "soy la mamá de Marcus", "this is her dad", "I'm his mom", "soy su
# madre", "I'm the mother" (fix30a: "su" and "the" were missing, the parent read as the student: their
# pay asked to include "your parents'", the mother's own); "I'm the mother of two" is a student's children
_PARENT_OF = re.compile(r"\b(?:soy|le escribe|te escribe|les escribe|escribe|habla|aqui|this is|i am|im|i m|its)\s+"
                        r"(?:el|la|su|his|her|their|the)\s+(?:step\s*)?(?:papa|mama|padre|madre|apa|ama|dad|mom|mum|father|mother|parent|"
                        r"stepmom|stepdad|stepmother|stepfather)\b"
                        r"(?!\s+(?:de\s+)?(?:mi|my)\b)(?!\s+of\s+(?:\d+|one|two|three|four|five|a|an|my)\b)"
                        # "I'm Ana's mom" (the apostrophe gone once normalized: "im anas mom"; a fresh newcomer's finding)
                        r"|\b(?:i am|im|i m|this is)\s+(?:[a-z]+s|the (?:student|applicant)(?: s|s)?)\s+(?:mom|dad|mother|father|parent|stepmom|stepdad)\b")
_PARENT_OF_NAMED = re.compile(r"(?:" + _PARENT_OF.pattern + r")(?:\s+(?:de|of)\s+[a-z]+)?")


# A parent's words of who they are, then what they say, in one clause ("I'm her mom and I make 85k",
# "soy su madre y gano 85 mil", "soy el papá de Luis y gano 70 mil", "this is her mom, i earn 85000"):
# the "mom and I" of it is no pair of earners nor of people at home (fix30a, a newcomer's finding:
# "her mom and I make 85k" kept $85,000 as the household's, a two-parent household read back)
_PARENT_SAYS_WHO = re.compile(
    r"^(?P<who>\W*(?:(?:hi|hello|hey|hola|buenas|buenos dias|buenas tardes|buenas noches)\W+)?"
    r"(?:i\s*am|i\s*['’]?\s*m|this\s+is|it\s*['’]?s|soy|le\s+escribe|habla)\s+"
    r"(?:(?:her|his|their|the|su|el|la)\s+|[a-z]+['’]?s\s+)(?:step\s*-?\s*)?"
    r"(?:mom|mum|mommy|mother|dad|daddy|father|parent|mam[aá]|pap[aá]|madre|padre)"
    r"(?:\s+de\s+(?!mi\b)[a-záéíóúñ]+)?)"
    r"(?P<sep>\s*[,;:]\s*(?:(?:and|y|e)\s+)?|\s+(?:and|y|e)\s+|\s+[-–—]\s+)(?P<rest>\S.*)$", re.I | re.S)


def writer_apart(text: str) -> str:
    """Return ``text`` with a parent's words of who they are, said first and joined to the rest
    (:data:`_PARENT_SAYS_WHO`), made a sentence of its own ("I'm her mom and I make 85k" -> "I'm her
    mom. I make 85k"): the message is then read as those two sentences are (the parent writing
    for the student, their pay their own); else ``text`` as it is."""
    m = _PARENT_SAYS_WHO.match(text or "")
    if m is None or not _PARENT_OF.search(normalize(m.group("who"))) or re.fullmatch(r"(?i)(?:too|also|as well|tambi[eé]n)\W*", m.group("rest")):
        return text
    return m.group("who") + ". " + m.group("rest")


# Class (fix31i, a newcomer's finding: a false "likely eligible"): a parent the student lives with
# named, then that parent's pay told in a relative clause ("he lives with our mom who makes 90k and
# our stepdad makes 70k", "she stays with her dad, who earns 50k"): the "lives with" of the clause
# hid whose pay it was, and the other parent's pay alone was kept as the household's
_KIN_WHO_PAYS = re.compile(
    r"\b(?P<with>(?:live|lives|living|lived|stay|stays|staying|stayed)\s+with)\s+"
    r"(?P<kin>(?:my|our|his|her|their)\s+(?:(?:step|birth|bio|biological)\s*-?\s*)?"
    r"(?:mom|mum|mommy|mother|dad|daddy|father|stepmom|stepdad|stepmother|stepfather))"
    r"\s*,?\s+(?:who|that|which)\s+(?=(?:also\s+|only\s+|just\s+)?(?:makes|earns|gets|brings|made|earned|got|pulls|takes)\b)",
    re.I)


def kin_pay_apart(text: str) -> str:
    """Return ``text`` with a parent lived with and that parent's pay told in a relative clause
    (:data:`_KIN_WHO_PAYS`) said as two clauses ("lives with our mom who makes 90k" -> "lives with
    our mom, our mom makes 90k"): the pay then read as that parent's; else ``text`` as it is."""
    return _KIN_WHO_PAYS.sub(lambda m: f"{m.group('with')} {m.group('kin')}, {m.group('kin')} ", text or "")


_PARENT_COUNT = re.compile(r"\b(?:somos|we are|were|there are|hay)\s+(\d+|[a-z]+)\b|\b(\d+)\s+of us\b")
_KIDS = ("kids", "children", "hijos", "hijas", "ninos", "my son", "my daughter", "mi hijo", "mi hija", "our son",
         "our daughter", "nuestro hijo", "nuestra hija",
         # a baby at home ("my wife and the baby", "con mi esposa y la bebé"; class, dev23)
         "baby", "babies", "bebe", "bebes", "nene", "nena", "nenes", "nenas")


_NO_KIDS = re.compile(r"\b(?:no|sin|without|dont have|do not have|dont have any|no tenemos|no tengo|todavia no tenemos|"
                      r"aun no tenemos|not having)\s+(?:any\s+|ningun\s+)?(?:kids|children|hijos|hijas|ninos|bebes)\b")


# The writer's own spouse named in the first person ("me and my wife", "my husband and I", "mi
# esposa y yo", "yo y mi marido"): the writer is married (a parent writing for a child says so first).
_OWN_SPOUSE = re.compile(r"\b(?:me and|me n|yo y|i and)\s+my\s+(?:wife|husband|spouse)\b|\bmy\s+(?:wife|husband|spouse)\s+and\s+(?:i|me)\b|"
                         r"\byo y mi\s+(?:esposa|esposo|marido|mujer)\b|\bmi\s+(?:esposa|esposo|marido)\s+y yo\b"
                         # the writer after the spouse, a comma for "and" ("my husband, me and the kids", "mi esposo, yo y 2 niños")
                         r"|\b(?:my\s+(?:wife|husband|spouse)\s+me|mi\s+(?:esposa|esposo|marido)\s+yo)\s+(?:and|y|e|n)\b"
                         # "soy casada, tengo 2 hijos", "I'm married and I have 3 kids": the writer married, with
                         # children of the writer's own (a parent writing for the student reads it back and says no)
                         r"|\b(?:im|i am|estoy|soy)\s+(?:married|casad[oa])\b(?=.*\b(?:i have|i got|ive got|tengo|we have|tenemos)\s+"
                         r"(?:\w+\s+)?(?:kids|children|hijos|hijas|ninos|ninas|nenes)\b)"
                         # a list opened by the writer, the commas for "and" ("me, my wife, and our kids", "yo, mi esposo y los niños")
                         r"|^(?:its\s+|es\s+|somos\s+)?(?:me|yo)\s+(?:my|mi)\s+(?:wife|husband|spouse|esposa|esposo|marido|mujer)\b"
                         # "estoy casada y vivo con mi esposo y mis hijos", "I'm married, I live with my
                         # husband and our kids": the writer's own marriage, in the first person singular
                         r"|\b(?:im|i am|estoy|soy)\s+(?:married|casad[oa])\b(?=.*\b(?:my|mi)\s+(?:wife|husband|spouse|esposa|esposo|marido)\b)"
                         # Class (dev23): the spouse named as "my wife", "mi esposo" anywhere in the list of
                         # who lives at home ("married, me my wife and 2 kids", "con mi esposa y la bebé"): the
                         # writer's own spouse (a parent writing for the student has said so, step.for_child)
                         r"|\b(?:my|mi)\s+(?:wife|husband|spouse|esposa|esposo|marido)\b")


def names_own_spouse(text: str) -> bool:
    """Return True when ``text`` names the writer's own spouse in the first person, or says the
    writer is married and has children."""
    return bool(_OWN_SPOUSE.search(normalize(text)))


def married_with_family(text: str) -> bool:
    """Return True when a "married" answer may come from a parent speaking for the household
    ("somos 4, casados", "married with 2 kids"): married people with children, or counted
    ("we are 4"). It may as well be a married student with children: it is asked back."""
    norm = _NO_KIDS.sub(" ", normalize(text))  # "my husband and I, no kids yet": no family to ask about
    if contains_any(norm, _KIDS):
        return True
    m = _PARENT_COUNT.search(norm)
    if not m:
        return False
    word = m.group(1) or m.group(2)
    n = int(word) if word.isdigit() else vocab.CARDINALS.get(word)
    return isinstance(n, int) and n >= 3


# --- the day of applying (the contract's application_date), said after the result ---------------
# Class (dev3-dev8): "I submitted it november 14", "gonna do it jan 5th", "pienso aplicar el 20 de
# enero", "hoy mismo", "Jan 10 2027" said once the result is shown: the day of applying, never an
# income of $2,027; a day not said ("next week", "en enero") is asked, nothing kept.
_FILING = re.compile(
    r"\b(?:submit(?:ted|ting)?|sen[dt]|sending|fil(?:e|ed|ing)|appl(?:y|ied|ying)|(?:do|did|doing|done|finish(?:ed)?|"
    r"complete[d]?|fill(?:ed)?|turn(?:ed)?)\s+(?:it|that|mine|the fafsa|the form|everything|the application)|fafsa|"
    r"one app|mand(?:e|o|ar|are|amos|arla|arlo|ada|ado)|envi(?:e|o|ar|are|arla|ada|ado)|aplic(?:o|ar|are|ando|amos)|aplique|"
    r"llen(?:e|o|ar|are|arla)|(?:la|lo)\s+(?:hice|hago|hare|voy a hacer|mande|envie|llene)|hacerla|hacerlo|presente|presentar|"
    r"solicit(?:e|ar|o))\b")
_PAST_FILING = re.compile(r"\b(?:submitted|sent|filed|applied|did|done|finished|completed|filled|turned|already|was|"
                          r"mande|envie|aplique|llene|hice|presente|solicite|ya|fue)\b")
_FUTURE_FILING = re.compile(r"\b(?:will|ll|gonna|going to|plan|planning|want to|next|voy|vamos|pienso|quiero|hare|"
                            r"mandare|enviare|aplicare|llenare|proximo|que viene)\b")
_TODAY = re.compile(r"\b(?:today|right now|tonight|hoy|hoy mismo|ahorita|ahora mismo|esta noche)\b")
_TOMORROW = re.compile(r"\b(?:tomorrow|tmrw|(?<!la )manana)\b")
_VAGUE_DAY = re.compile(r"\b(?:next|this|the)\s+(?:week|month|weekend)\b|\b(?:la\s+)?(?:semana|mes)\s+que\s+viene\b|"
                        r"\b(?:la\s+)?proxim[oa]\s+(?:semana|mes)\b|\b(?:after|before|despues de|antes de)\s+(?:christmas|new year|"
                        r"thanksgiving|navidad|ano nuevo|las fiestas|the holidays)\b|\bsometime\b|\balgun dia\b")
_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th|ro|vo|o)?"
_MONTH_DAY = re.compile(rf"\b({_MONTH_NAMES})\.?\s+(?:the\s+)?{_ORDINAL}\b(?:\s*,?\s*(?:of\s+|del?\s+)?((?:19|20)\d{{2}}))?")
_DAY_MONTH = re.compile(rf"\b{_ORDINAL}\s+(?:de\s+|of\s+)?({_MONTH_NAMES})\b(?:\s*,?\s*(?:de\s+|del\s+|of\s+)?((?:19|20)\d{{2}}))?")
_WHEN_CLAUSE = re.compile(r"[,;]?\s*\b(?:when|cuando|once|after|despues de que|because|porque|since|ya que)\b.*$")
_DAY_WORDS = re.compile(r"\b(?:on|by|el|para el|for|around|like|como|maybe|tal vez|probably|i think|creo|the|de|del|of|ps|pues|"
                        r"mismo|st|nd|rd|th)\b")


@dataclass(frozen=True)
class FilingDay:
    """A day of applying read from a message: ``day`` (None when the day isn't said, ``vague``),
    ``bare`` (the date alone, no word of filing: read back), ``other_cycle`` (a year that puts it
    outside today's filing cycle, October 1 to September 30: read back)."""

    day: dt.date | None
    vague: bool = False
    bare: bool = False
    other_cycle: bool = False
    rest: str = ""  # the message (folded) without the day: what else it may say ("…, and my mom makes 52k")


def filing_day(text: str, lang: str, today) -> FilingDay | None:
    """Return the day of applying ``text`` says (:class:`FilingDay`), or None when it says none.

    A day needs a word of filing ("I submitted it", "pienso aplicar", "the FAFSA") or stands alone
    ("Jan 10 2027"). A day without its year is taken in today's filing cycle (the one the award
    year's FAFSA is filed in, October 1 to September 30), a year earlier when said as done and later
    than today, a year later when said as to come and earlier than today."""
    if today is None:
        return None
    t = " ".join(fold(numtext.in_digits(text, lang)).split())
    filing = bool(_FILING.search(t))
    past, future = bool(_PAST_FILING.search(t)), bool(_FUTURE_FILING.search(t))
    day, year_said, rest = None, False, t
    m = _MONTH_DAY.search(t) or _DAY_MONTH.search(t)
    if m is not None:
        names = month_names()
        if m.re is _MONTH_DAY:
            mon, d, y = names[m.group(1)], int(m.group(2)), m.group(3)
        else:
            d, mon, y = int(m.group(1)), names[m.group(2)], m.group(3)
        if m.group(0).split()[0] == "may" and not re.match(r"may\s+\d", m.group(0)):
            m = None
        else:
            try:
                day = dt.date(int(y) if y else today.year, mon, d)
            except ValueError:
                return None
            year_said = bool(y)
            rest = t[:m.start()] + " " + t[m.end():]
    if day is None:
        full = _DAY_MONTH_YEAR.search(t)
        if full is not None:
            a, b, yy = int(full.group(1)), int(full.group(2)), full.group(3)
            year = int(yy) + (2000 if len(yy) == 2 else 0)
            day_first = a > 12 or (lang == "es" and b <= 12)
            try:
                day = dt.date(year, b if day_first else a, a if day_first else b)
            except ValueError:
                return None
            year_said = True
            rest = t[:full.start()] + " " + t[full.end():]
    if day is None and _TODAY.search(t):
        day, rest = today, _TODAY.sub(" ", t)
    elif day is None and _TOMORROW.search(t):
        day, rest = today + dt.timedelta(days=1), _TOMORROW.sub(" ", t)
    rest = _WHEN_CLAUSE.sub(" ", _TOMORROW.sub(" ", _TODAY.sub(" ", rest)))  # "el 3 de febrero, cuando me llegue el W-2"
    bare = not filing and not re.sub(r"[\W_]+", " ", _DAY_WORDS.sub(" ", rest)).strip()
    if day is None:
        vague = _VAGUE_DAY.search(t) or (filing and re.search(rf"\b(?:in|en|para|by|around)\s+(?:{_MONTH_NAMES})\b", t))
        # without a word of filing, only a time said alone ("next week", "la semana que viene"): "I'm
        # moving to Frederick next month" is a move, not a day of applying (a tester's finding)
        alone = not re.sub(r"[\W_]+", " ", _DAY_WORDS.sub(" ", _VAGUE_DAY.sub(" ", t))).strip()
        return FilingDay(None, vague=True) if vague and (filing or alone) else None
    if not filing and not bare:
        return None
    start = dt.date(today.year if today.month >= 10 else today.year - 1, 10, 1)
    if not year_said:
        day = day.replace(year=start.year if day.month >= 10 else start.year + 1)
        if past and not future and day > today:
            day = day.replace(year=day.year - 1)
        elif future and not past and day < today:
            day = day.replace(year=day.year + 1)
    other = not (start <= day < start.replace(year=start.year + 1))
    return FilingDay(day, bare=bare, other_cycle=other, rest=rest)


# Class (a tester's finding: a false "likely eligible"): two earners' pay read back added ("she
# makes 70k and he makes 90k"), then ONE earner's pay corrected ("no, she makes 65k", "perdón, mi
# mamá gana 1,500 al mes"): the corrected one replaces that earner's part, the other's kept, and the
# sum read back (the parts kept with the conversation, below); when which part it replaces can't be
# told, the total is asked, never one earner's pay kept as the household's income.
EARNER_TOTAL_ASKED = N_("I had two incomes added together. What is the household's total income for the year, both of them added?")
# (one earner's pay said beside an income kept with no parts, a bare "80k": in it, or more?)
# (one parent's pay said, even as a correction, beside a bare total of two parents: never taken
# as the household's income; the new total, both parents' pay added, asked)
PARENT_PART_TOTAL_ASKED = N_("I had %(total)s as both parents' income together, and now %(pay)s for one of them. What is the household's total income for the year, both parents' pay added?")
# (a "no" to the read-back of a sum that added another earner's pay to the income kept: that
# income, one earner's pay, can't stand alone as the household's; dropped, the total asked)
SUM_REFUSED_TOTAL_ASKED = N_("Everyone's pay counts, so I no longer keep %(total)s alone as your household's income. Tell me the total, everyone's pay added, or the other pay and I'll add it.")
PART_OF_TOTAL_ASKED = N_("I have %(total)s as your household's income. Is that pay part of it, or more on top? Tell me the household's total income for the year, everyone's added.")
# (fix32f) the answer to :data:`PART_OF_TOTAL_ASKED`: the pay said is more on top of the income kept
# ("more on top", "on top", "extra", "aparte", "además", "add it") or part of it ("part of it",
# "included", "ya está incluido"); a "not" before either word takes it back ("not on top": part of it)
_TOP_ADDED = re.compile(r"\b(?:(?:more\s+)?on\s+top(?:\s+of\s+(?:it|that|this))?|extra|in\s+addition|additional|separate(?:ly)?|"
                        r"add(?:ed)?\s+(?:it|to\s+it|that|them)|plus|more|aparte|ademas|adicional|encima|por\s+separado|"
                        r"(?:hay\s+que\s+)?sumar?(?:l[oa]s?)?|suma(?:l[oa]s?|do|da)|mas\s+(?:aparte|encima))\b")
_TOP_PART = re.compile(r"\b(?:part\s+of\s+(?:it|that|this|the\s+\w+)|(?:its\s+|it\s+is\s+|already\s+)?included|includes?\s+(?:it|that|his|hers|theirs)|"
                       r"(?:its\s+|already\s+)in\s+(?:it|there|that)|already\s+(?:counted|in)|inside|within|"
                       r"(?:ya\s+)?(?:esta\s+|estan\s+)?incluid[oa]s?|(?:es\s+|son\s+)?parte\s+de\s+(?:eso|ello|esto|lo|la|el|los)\b|"
                       r"ya\s+(?:esta|va|viene|lo\s+inclui|cuenta)|dentro)\b")


def pay_on_top(text: str) -> str | None:
    """Return what ``text`` answers to :data:`PART_OF_TOTAL_ASKED` ("I have $85,000 as your
    household's income. Is that pay part of it, or more on top?"): "added" (more on top), "part"
    (part of it), None when it says neither or both."""
    t = fold(text)
    added, part = bool(_TOP_ADDED.search(t)), bool(_TOP_PART.search(t))
    if re.search(r"\b(?:not|no|isnt|nope)\s+(?:(?:more\s+)?on\s+top|extra|aparte|additional)\b", t):
        added, part = False, True
    return ("added" if added else "part") if added != part else None


# "…, not 40k", "… no 800": an amount taken back after the one meant (:data:`_X_NOT_Y`)
_AMOUNT_TAKEN_BACK = re.compile(r"[\s,]+(?:not|no|y no|and not)\s+(?:el\s+|la\s+|los\s+|the\s+)?\$?\d[\d.,]*\s*(?:k|mil|grand|thousand)?\b")


# --- an income's parts, by earner ----------------------------------------------------------------
# Class (a newcomer's finding: a false "likely eligible"): with two parents at home "mi papá gana 80
# mil" was kept, then "mi mamá gana 75 mil" got the income-limit FAQ answer and the AGI stayed
# $80,000 ("my mom makes 75k too", "and my stepdad makes 50k", "my wife also earns 30k"). Which
# earner said which yearly amount is kept with the conversation (``Conversation.earners``, the
# engine): another earner's pay said later is added, the same earner's said again replaces that
# part, and the sum is read back with its parts (:func:`parts_added`).
_KIN_NAMES = (
    ("stepmom", r"step\s?moms?|step\s?mothers?|madrastra"),
    ("stepdad", r"step\s?dads?|step\s?fathers?|padrastro"),
    ("mom", r"moms?|mommy|momma|mothers?|mums?|mama|mami|madre|mai|ama|(?<=mi )ma|(?<=my )ma"),
    ("dad", r"dads?|daddy|fathers?|papa|papi|padre|pai|apa|pops|(?<=mi )pa|(?<=my )pa"),
    ("wife", r"wifes?|esposa|(?<=mi )mujer"),
    ("husband", r"husbands?|hubby|esposo|marido"),
    ("spouse", r"spouses?|conyuge"),
    ("self", r"i|im|yo|gano|cobro|saco|me pagan?"),  # (fix32h: "im single, make 38k": the writer's)
    ("she", r"she|shes|her|ella"),
    ("he", r"he|hes|him|his|el(?=\s+(?:tambien\s+|also\s+)?(?:gana|cobra|hace|saca|recibe|trabaja)\b)"),
)
_KIN_RX = tuple((key, re.compile(r"\b(?:" + names + r")\b")) for key, names in _KIN_NAMES)
# Class (fix32b): pay said tersely by person, no word of income ("mom 65k. stepdad 90k.", "mom 65k
# stepdad 90k", "mamá 40 mil, padrastro 50 mil"): a parent's or spouse's word right before an amount
# clearly money is that earner's pay (a step-parent at home counts as a parent, per FAFSA)
_TERSE_PAY = re.compile(r"\b(?:my\s+|mi\s+|her\s+|his\s+|su\s+)?(?:" + "|".join(
    n for k, n in _KIN_NAMES if k in ("stepmom", "stepdad", "mom", "dad", "wife", "husband")) + r")\s*[:=-]?\s*(?=\$?\s*\d)")


def terse_pay(text: str) -> list:
    """Return the clauses of ``text`` (folded) that say an earner's pay tersely (:data:`_TERSE_PAY`):
    each amount in them clearly money and right after a parent's or spouse's word; [] when none or
    when an amount of those clauses is not so."""
    t = fold(text)
    pieces = []
    for clause in re.split(r"[;!]|(?<!\d),|,(?!\d{3}(?!\d))|\.(?!\d)", t):
        starts = [m.end() for m in _TERSE_PAY.finditer(clause)]
        if not starts:
            continue
        found = _pay_amounts(clause)
        if not found or any(not a.strong or not any(re.fullmatch(r"[$\s]*", clause[s:a.start]) for s in starts) for a in found):
            return []
        pieces.append(clause.strip())
    return pieces

_ANY_KIN = "|".join(names for key, names in _KIN_NAMES if key not in ("self", "she", "he"))
GENDER = {"mom": "she", "stepmom": "she", "wife": "she", "she": "she", "dad": "he", "stepdad": "he", "husband": "he", "he": "he"}
# words of several earners between the earner named and the amount ("my mom and dad both make")
_SEVERAL = re.compile(r"\b(?:parents|padres|papas|papis|folks|they|theyre|ellos|ellas|we|were|nosotros|us|both|ambos|ambas|"
                      r"los dos|las dos|together|juntos|combined|total|household|hogar|family|familia|ganamos|ganan|cobramos|"
                      r"cobran|hacemos|hacen|sacamos|sacan)\b")
_JOINED_BEFORE = re.compile(r"\b(?:" + _ANY_KIN + r"|i|yo|me)\s*,?\s*(?:and|y|e|&|n)\s+(?:my\s+|mi\s+|her\s+|his\s+|su\s+)?$")
_SPOUSE_OF_PARENT = re.compile(r"\b(?:her|his|moms?|mothers?|dads?|fathers?|mama|papa)\s+$")
_ALSO = re.compile(r"\b(?:too|also|as well|tambien|plus)\b|^\W*(?:and|y|plus)\b")


# Class (fix36e, a newcomer's finding): a Spanish pay or work verb typed without its accent is both
# the first person present and the third person past ("gano": "gano" I earn, "ganó" she earned;
# "trabajo"/"trabajó", "cobro"/"cobró", "saco"/"sacó"). Whose it is, is read by its subject: a third
# person named before it in its clause ("mi papá gano 62 mil", "ella gano", "él cobro", "mi mamá
# trabajo en Walmart y gano 40 mil") makes it the past, theirs; none, or the writer named or said
# doing something between ("yo gano 20 mil", "gano 15 la hora", "vivo con mi mamá y gano 20 mil",
# "mi mamá no trabaja y gano 20 mil"), the writer's, as before.
_SUBJECT_PRONOUN = re.compile(r"\b(?P<who>ella|el)\s+(?:(?:tambien|solo|nomas|nada mas|ya|antes)\s+)?$")
# a person named after a preposition is no subject ("vivo con mi mamá", "la casa de mi papá")
_NAMED_AS_OBJECT = re.compile(r"\b(?:con|de|del|a|al|para|por|sin|que|with|for|to|of|from)\s+(?:(?:mi|mis|su|sus|tu|tus|el|la|los|las|my|her|his|the)\s+)?$")
# the writer's own doing, or a denial or a new sentence, between the person named and the verb: the
# subject changed ("mi mamá no trabaja y gano", "mi papá se fue y yo gano", "mi esposo, yo gano")
_SUBJECT_CHANGED = re.compile(r"[.;!?]|\b(?:yo|i|im|me|soy|estoy|tengo|vivo|voy|hago|estudio|pago|recibo|necesito|quiero|puedo|"
                              r"gane|cobre|trabaje|saque|tuve|hice|fui|estuve|no|nunca|ni|pero|but)\b")


def past_subject(seg: str, pos: int, named: list | None = None) -> tuple | None:
    """Return ``(position, earner)`` of the third person the accentless verb at ``pos`` of the
    folded ``seg`` ("gano", "cobro", "saco") is said of, making it the past
    ("mi papá gano 62 mil": the dad's), else None (the writer's own: "yo gano", "gano 15 la hora").
    ``named``: the earners named in ``seg`` (``(start, key)`` of :data:`_KIN_RX`)."""
    before = seg[:pos]
    pronoun = _SUBJECT_PRONOUN.search(before)
    if pronoun is not None:
        return pronoun.start("who"), "she" if pronoun.group("who") == "ella" else "he"
    if named is None:
        named = [(m.start(), key) for key, rx in _KIN_RX for m in rx.finditer(seg)]
    others = [(p, k) for p, k in named if p < pos and k not in ("self", "she", "he")]
    if not others:
        return None
    p, k = max(others)
    end = next(m.end() for m in _KIN_RX[[key for key, _ in _KIN_RX].index(k)][1].finditer(seg, p))
    if _NAMED_AS_OBJECT.search(before[:p]) or _SUBJECT_CHANGED.search(before[end:]) or len(before[end:].split()) > 10:
        return None
    return p, k


def _earner_in(t: str, lo: int, hi: int) -> str | None:
    """Return the earner (a key of :data:`_KIN_NAMES`) whose pay is the amount at ``hi`` in the
    folded ``t``: the last one named since ``lo`` (the amount before), a pronoun taken for the
    nearest earner of its gender named before it; None when none is, or several earn it ("my
    mom and dad make", "they make")."""
    seg = t[lo:hi]
    named = [(m.start(), key) for key, rx in _KIN_RX for m in rx.finditer(seg)]
    if not named:
        return None
    pos, key = max(named)
    if key == "self" and re.match(r"(?:gano|cobro|saco)\b", seg[pos:]):
        # "mi esposa ganó 29 mil", "su papá cobró 800": the past tense, folded, is the "gano" of "I
        # earn", but said of someone named before it it is their pay (class, spouse27: read as the
        # writer's own); read by the verb's subject (fix36e: "ella gano 62 mil", "mi mamá trabajo en
        # walmart y gano 40 mil" were the student's own pay)
        pos, key = past_subject(seg, pos, named) or (pos, key)
    if _SEVERAL.search(_AT_HOME_WITH.sub(" ", seg[pos:])) or _JOINED_BEFORE.search(seg[:pos]):
        return None
    if key in ("wife", "husband") and _SPOUSE_OF_PARENT.search(seg[:pos]):
        key = "stepmom" if key == "wife" else "stepdad"  # "my mom's husband", "her husband": a step-parent
    if key in ("she", "he"):
        nouns = [(m.start(), k) for k, rx in _KIN_RX if k not in ("she", "he") and GENDER.get(k) == key
                 for m in rx.finditer(t[:lo + pos])]
        key = max(nouns)[1] if nouns else key
    return key


def first_pay_earner(text: str, lang: str) -> str | None:
    """Return the earner named before the first amount of pay in ``text`` (:func:`_earner_in`:
    "he gets 2,800 every two weeks plus 500 a month": "he"), else None."""
    t = fold(numtext.in_digits(text, lang))
    amounts = _pay_amounts(t)
    return _earner_in(t, 0, amounts[0].start) if amounts else None


def _pay_amounts(t: str) -> list:
    """Return the amounts of pay in the folded ``t``: clearly money or with a period after them,
    no year, day nor hours a week."""
    hours = {h.start(1) for h in _HOURS.finditer(t)}
    return [a for a in amounts(t) if not a.year and not a.day and a.start not in hours
            and not re.search(r"\b(?:every|each|cada|per|por|once|twice)\s*$", t[:a.start])]  # (not the 2 of "every 2 weeks")


def _gpa_said(t: str, a) -> bool:
    """Return True when the amount ``a`` of the folded ``t`` is no pay but a GPA told beside it: a
    decimal no more than 5, not clearly money, no pay period after it ("my gpa is 3.2 and my mom
    makes 45k", "graduating june 2027 with a 3.4, my mom makes 45k"): no part of the income."""
    if not a.strong and any(m.end(1) == a.end and _mark_said(t, m) for m in _GPA_MARK.finditer(t)):
        return True  # "my gpa is 88 and my mom makes 45k": a mark out of 100 (:data:`_GPA_MARK`), no pay
    return not a.strong and bool(re.fullmatch(r"[0-5][.,]\d{1,2}", a.raw.strip())) \
        and _period_after(t[a.end:a.end + 30]) in (None, 0)


def _how(note, year: float) -> tuple:
    """Return ``(amount, per)`` of a part read with ``note`` (its conversion to ``year``): the
    amount said and its times to a year (52 x hours for a rate per hour; 1 for a year's)."""
    params = dict(note.params) if isinstance(note, Msg) else {}
    while isinstance(params.get("main"), Msg):
        params = dict(params["main"].params)
    if "rate" in params and "hours" in params:
        return float(params["rate"]), 52 * int(params["hours"])
    amount, said = _as_float(params.get("amount")), _as_float(params.get("year"))
    if amount and said and round(said / amount) in _PER and abs(amount * round(said / amount) - year) <= 1:
        return amount, round(said / amount)
    return year, 1


def said_per(note, year: float) -> tuple:
    """Return ``(amount, per)`` of one pay read as ``year`` with ``note``, its conversion: the amount
    said and its times to a year when ``note`` shows a period turned into a year's ("$7,500 a month
    is about $90,000 a year.": 7500, 12; a rate by the hour: 52 x its hours), else ``(year, 1)``.
    Class (fix33p): a pay added to another held is one part, with its period, as a yearly one is
    (:func:`part_said` says its conversion with the sum)."""
    if not year or not period_converted(note):
        return year, 1
    amount, per = _how(note, year)
    return (amount, per) if per != 1 and abs(amount * per - year) <= 1 else (year, 1)


def part_year(part) -> float:
    """Return the yearly amount of one part of an income, ``(earner, amount, per)``: the amount said times ``per``."""
    return part[1] * part[2]


# the second of one earner's two jobs ("one pays 20k and the other 15k", "uno me paga 1,500 al mes y el
# otro 800", "and another 10k at the store"): the same earner's pay, no second earner's
_OTHER_JOB = re.compile(r"\b(?:the other(?: one| job| place)?|other job|another(?: job| one)?|my other job|second job|"
                        r"el otro|la otra|en el otro|en la otra|otro trabajo|mi otro trabajo|segundo trabajo)\b")


_JOB_PAYS = re.compile(r"\b(?:pays?|paid|paga|pagan|pagaba)\b")
# (fix34a) "my dad works two jobs, 30k and 40k", "tiene dos trabajos, 20 mil y 30 mil": pay told by its jobs
_JOBS_SAID = re.compile(r"\b(?:two|2|three|3|several|multiple|dos|tres|varios)\s+(?:jobs|trabajos|chambas)\b")


# Class (fix34a, a newcomer's finding: a false "likely eligible"): one earner's pay said in pieces, a
# second amount joined to the first with no one else named ("my dad works two jobs, 30k and 40k",
# "50k plus 10k in overtime", "20 mil y 30 mil"): the same earner's, added (it was no one's, so the
# sum was taken for the household's in place of the mom's pay held). The words between the two
# amounts: the first's period, maybe, then a word of adding.
_PIECE_JOIN = re.compile(r"\s*(?:(?:a|an|per|each|every|al|por|a la|cada)\s+\w+\s*)?[,;]?\s*(?:and|plus|y|mas|\+|&)\s*"
                         r"(?:(?:also|then|another|about|around|like|roughly|maybe|tambien|ademas|otros?|otras?|como|unos|unas)\s+)*\$?\s*")


def income_parts(text: str, lang: str, total, earners: int | None = None) -> tuple:
    """Return the parts of the income ``total`` read from ``text``: ``((earner, amount, per),
    ...)``, the amount said and its times to a year, when each amount is one earner's, named ("my
    dad makes 80k", "mi papá gana 800 a la semana y mi mamá 2 mil al mes"), or one amount said of
    each of several ("my parents each make 15 an hour", ``earners`` the household's: an "other"
    part each); () when an amount is no one earner's or the parts don't make ``total``. One
    earner's pay said in two pieces (:data:`_PIECE_JOIN`, :data:`_OTHER_JOB`) is one part, their
    sum (its pieces: :func:`pay_pieces`)."""
    return _income_parts(text, lang, total, earners)[0]


def pay_pieces(text: str, lang: str, total) -> tuple:
    """Return ``(earner, ((amount, per), (amount, per)))`` when ``text`` tells one earner's pay of
    ``total`` in two pieces ("my dad works two jobs, 30k and 40k", "50k plus 10k in overtime"):
    each piece as said, read back with the sum (:func:`parts_added`); else ()."""
    return _income_parts(text, lang, total)[1]


def one_earners_pieces(text: str, lang: str, total, earner: str | None) -> tuple:
    """Return the pieces ``((amount, per), ...)`` that the income ``total`` read from ``text`` adds
    up when ``text`` tells one earner's pay in two or three amounts, each with its own period or a
    year's (:data:`TWO_AMOUNTS_SUM`, :data:`THREE_AMOUNTS_SUM`, :data:`SUM_SAID`: "he gets paid 2,800
    every two weeks plus 500 a month from uber", "45k at the school and 30k at target"), and no
    earner is named but ``earner`` (the one asked about) or a pronoun of their gender; else ().
    Class (fix36j, a newcomer's finding): said to the other parent's pay asked, that sum was kept as
    the household's whole income, the pay held dropped (a false "likely eligible")."""
    total = _as_float(total)
    if not total or not text:
        return ()
    t = fold(numtext.in_digits(text, lang))
    named = {key for key, rx in _KIN_RX if rx.search(t)}
    if not named <= {earner, GENDER.get(earner or "")} - {None}:
        return ()  # (another earner named, the student too ("I make…"): no one earner's pieces)
    reading = income(text, lang)
    note = reading.note
    if reading.problem is not None or not isinstance(note, Msg) or _as_float((reading.form or {}).get("agi")) != total:
        return ()
    params = dict(note.params)
    if note.text in (TWO_AMOUNTS_SUM, THREE_AMOUNTS_SUM):
        pieces = [params.get(k) for k in ("first", "second", "third") if k in params]
        if not all(isinstance(p, Msg) for p in pieces):
            return ()
        hows = [_how(p, _as_float(dict(p.params).get("year")) or 0) for p in pieces]
    elif note.text == SUM_SAID:
        found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
        if len(found) > 2 and any(a.strong for a in found):  # ("two jobs, 45k and 30k": the 2 is no pay)
            found = [a for a in found if a.strong or _period_after(t[a.end:a.end + 30]) not in (None, 0)]
        values = [parse_number(a.raw, "money", lang).value for a in found]
        if not 2 <= len(values) <= 3 or None in values:
            return ()
        scale = 1000 if all(v < 1000 for v in values) and abs(sum(values) * 1000 - total) <= 1 else 1
        hows = [(float(v) * scale, 1) for v in values]
    else:
        return ()
    if len(hows) < 2 or abs(sum(a * p for a, p in hows) - total) > 1:
        return ()
    return tuple(hows)


def _income_parts(text: str, lang: str, total, earners: int | None = None) -> tuple:
    """:func:`income_parts` and :func:`pay_pieces` of ``text``: ``(parts, pieces)``."""
    total = _as_float(total)
    if total is None or not text:
        return (), ()
    text = relative_pay_spelled(text, lang) or owner_after_spelled(text, lang) or text  # ("my dad makes 90k, my mom too": hers 90k)
    text = earner_after_amount(extra_amount_placed(text, lang))  # ("72 him and 41 my mom": each amount its earner's)
    if _each_earner(text):
        return _each_parts(text, lang, total, earners), ()
    text = _shared_thousands(hedged_unit(text)[0])  # ("my dad makes 30ish thousand": 30,000; "80 and 75k": both)
    t = fold(numtext.in_digits(_old_value_dropped(text), lang))  # ("my husband makes 82k not 75k": the 75k said before)
    if _X_NOT_Y.search(t) or _X_WORDS_NOT_Y.search(t):
        t = _AMOUNT_TAKEN_BACK.sub(" ", t)  # ("my dad makes 700 a week, not 600": the 600 said before)
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]  # ("my gpa is 3.2 and my mom makes 45k": mom's part)
    if len(found) > 1:
        # ("trabajo en una tienda y gano 18 mil": the "1" of "una" is no pay beside one)
        found = [a for a in found if a.strong or not re.fullmatch(r"\d", a.raw.strip())
                 or _period_after(t[a.end:a.end + 30]) not in (None, 0)] or found
    if len(found) > 2 and any(a.strong for a in found):
        # ("3.7 gpa, … my dad makes 110k and my mom makes 58k": a number that is no money, no pay)
        found = [a for a in found if a.strong or _period_after(t[a.end:a.end + 30]) not in (None, 0)]
    if not 1 <= len(found) <= 3:
        return (), ()
    keys = [_earner_in(t, found[i - 1].end if i else 0, a.start) for i, a in enumerate(found)]
    same_one = len(found) == 2 and keys[0] is not None and keys[1] is None \
        and bool(_OTHER_JOB.search(t[found[0].end:found[1].start]) or _PIECE_JOIN.fullmatch(t[found[0].end:found[1].start]))
    if same_one:
        keys[1] = keys[0]  # ("i work two jobs, one pays 20k and the other 15k": both the writer's, fix32b)
    if None in keys or len(set(keys)) != len(keys) and not same_one:
        return (), ()
    reading = income(text, lang)
    if reading.problem is not None or _as_float((reading.form or {}).get("agi")) != total:
        return (), ()
    params = dict(reading.note.params) if reading.note is not None else {}
    if len(found) == 1:
        amount, per = _how(reading.note, total)
        said = parse_number(found[0].raw, "money", lang).value
        if "first" in params or "total" in params or per == 1 and said not in (total, total / 1000):
            return (), ()  # (read as more than the one amount: "800 a week and my mom 400")
        return ((keys[0], amount, per),), ()
    if isinstance(params.get("first"), Msg) and isinstance(params.get("second"), Msg):
        years = [_as_float(dict(params[k].params).get("year")) for k in ("first", "second")]
        hows = [_how(params[k], y or 0) for k, y in zip(("first", "second"), years)]
    else:
        values = [parse_number(a.raw, "money", lang).value for a in found]
        years = [float(v) * (1000 if all(v is not None and v < 1000 for v in values) else 1) if v is not None else None
                 for v in values]
        hows = [(y, 1) for y in years]
    if None in years or abs(sum(years) - total) > 1:
        return ((keys[0], total, 1),) if same_one else (), ()
    if same_one:
        # (one earner's two pays, added: the sum one part, each piece as said read back with it)
        return ((keys[0], total, 1),), (keys[0], tuple(hows))
    return tuple((k,) + h for k, h in zip(keys, hows)), ()


# Class (fix29c: a false "likely eligible"): one earner's pay, then another earner said to make "the
# same", "too", "double that" or "half that" ("my dad makes 90k, my mom too", "y mi papá lo mismo",
# "my dad makes double that", "mi mamá gana el doble"): the other's pay is that amount (times two,
# a half), with its period; never one parent's pay alone kept, nor the other's asked again
_REL_KIN = r"(?:my\s+|mi\s+|her\s+|his\s+|su\s+)?(?P<kin>" + "|".join(
    n for k, n in _KIN_NAMES if k not in ("self", "she", "he")) + r"|i|me|yo)"
_REL_VERB = r"(?:(?:also|tambien|does|do)\s+)?(?:(?:makes?|earns?|gets?|brings? in|does|do|is|gana|gano|cobra|cobro|saca|saco|" \
            r"hace|hago|recibe|recibo)\s+)?(?:(?:about|around|like|roughly|maybe|como|unos?|casi|mas o menos)\s+)?"
_REL_HOW = (r"(?P<rel>(?:about\s+)?the same(?:\s+(?:amount|thing|as (?:her|him|me|that)))?|same(?:\s+amount)?|lo mismo|igual|"
            r"la misma cantidad|el mismo sueldo|(?:that\s+)?too|as well|tambien|"
            r"double(?:\s+(?:that|it|what (?:she|he|i) makes?))?|twice\s+(?:that|as much|what (?:she|he|i) makes?)|"
            r"(?:el|lo)\s+doble(?:\s+(?:de eso|que (?:ella|el|yo)))?|half(?:\s+(?:that|of that|as much))?|"
            r"(?:la|lo de la)\s+mitad(?:\s+(?:de eso|que (?:ella|el|yo)))?)")
_REL_TAIL = re.compile(r"(?P<sep>\s*(?:[,;.]\s*)?(?:\b(?:and|y|plus|but|pero)\s+)?)" + _REL_KIN + r"\s+" + _REL_VERB + _REL_HOW
                       + r"(?=\s*(?:[.,;!]|$|\b(?:and|y|so|entonces|but|pero|so)\b))")
_REL_TIMES = (("half", 0.5), ("mitad", 0.5), ("double", 2), ("twice", 2), ("doble", 2))


def relative_pay_spelled(text: str, lang: str) -> str | None:
    """Return ``text`` (folded) with another earner's pay said relative to the one before
    (:data:`_REL_TAIL`) written as an amount of theirs ("my dad makes 90k, my mom 90k", "… y mi
    papá 14000 a month"), else None: one earner's pay before it, named, another earner after."""
    t = fold(text)
    tail = _REL_TAIL.search(t)
    if tail is None or tail.start() == 0:
        return None
    head = t[:tail.start()]
    found = [a for a in _pay_amounts(head) if not _gpa_said(head, a)]
    if not found:
        return None
    a = found[-1]
    first = _earner_in(head, found[-2].end if len(found) > 1 else 0, a.start)
    kin = next((k for k, rx in _KIN_RX if rx.fullmatch(tail.group("kin"))), None)
    kin = "self" if tail.group("kin") in ("i", "me", "yo") else kin
    if first is None or kin is None or first == kin or re.search(r"\d", head[a.end:]) and not _HOURS.search(head[a.end:]):
        return None
    per = _period_after(head[a.end:])
    times = next((x for w, x in _REL_TIMES if w in tail.group("rel")), 1)
    if per == 0 and not _HOURS.search(head[a.end:]) and times == 1:
        # ("my mom makes 20 an hour and my dad the same": one rate each, the hours asked of it;
        # "… and my dad double that": two rates, fix31a, the hours of each asked as said of each)
        named = [m for k, rx in _KIN_RX if k == first for m in rx.finditer(head, found[-2].end if len(found) > 1 else 0, a.start)]
        if not named:
            return None
        word = max(named, key=lambda m: m.start())
        return head[:word.end()] + " and my " + tail.group("kin") + f" make {a.raw} an hour each" + t[tail.end():]
    if times == 1:
        said = a.raw
    else:
        value = parse_number(a.raw, "money", lang).value
        if value is None:
            return None
        said = f"{value * times:g}" if a.strong or value >= 1000 else f"{value * times:g}"
        said = "$" + said if a.raw.startswith("$") else said
    if per == 0:
        hours = _HOURS.search(head[a.end:])
        said += " an hour" + (f" {hours.group(1)} hours a week" if hours else "")
    elif per is not None and per != 1:
        said += " " + {24: "per quincena"}.get(per, _PERIOD_PHRASE.get(per, ""))
    elif per == 1:
        said += " a year"
    name = tail.group("kin")
    name = {"me": "i"}.get(name, name)
    return head + tail.group("sep") + ("my " if re.match(r"[a-z]", name) and name not in ("i", "yo") and lang != "es" else
                                       "mi " if lang == "es" and name not in ("i", "yo") else "") + name + " " + said + t[tail.end():]


# Class (fix32a: a false "likely eligible"): whose the amount is, said after it ("80k, that's just my
# dad", "80k, that's only my mom's income", "80 mil, eso es solo lo de mi papá"): that earner's pay,
# never the household's (read back as the household's $80,000 with both parents at home)
_OWNER_AFTER = re.compile(
    r"\s*[,;:.-]?\s*(?:(?:and|but|y|pero)\s+)?(?P<intro>(?:that|thats|that s|it|its|it s|this|this is|which is|eso|esa|ese|es)"
    r"(?:\s+(?:is|was|es|era|son))?\s+)?(?P<only>(?:just|only|all|solo|solamente|nada mas|nomas)\s+)?"
    r"(?:(?:from|lo de|el de|lo que gana|de)\s+)?(?:my|mi)\s+(?P<kin>" + "|".join(
        n for k, n in _KIN_NAMES if k not in ("self", "she", "he")) + r")(?P<own>s)?"
    r"(?:\s+(?:income|pay|salary|sueldo|ingreso|salario))?(?:\s+(?:alone|only|nada mas|nomas|solo|solamente))?\W*$")


def owner_after_spelled(text: str, lang: str) -> str | None:
    """Return ``text`` (folded) with the earner said after its one amount (:data:`_OWNER_AFTER`)
    written before it ("my dad makes 80k", "mi papa gana 80 mil"), else None: one amount, no earner
    named before it, and the earner said as its owner ("that's", "just", "solo", "lo de", "dad's")."""
    t = fold(text)
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
    if not found:
        return None
    a = found[-1]
    tail = _OWNER_AFTER.match(t, a.end)
    if tail is None:
        # (a pay period or "a year" said after the amount: "80k a year, that's just my dad")
        period = re.match(r"\s*(?:a|per|al|por|each|every|cada)\s+\w+", t[a.end:])
        tail = _OWNER_AFTER.match(t, a.end + period.end()) if period else None
    if tail is None or not (tail.group("intro") or tail.group("only") or tail.group("own")) \
            or _earner_in(t, found[-2].end if len(found) > 1 else 0, a.start) is not None:
        return None
    kin = next((k for k, rx in _KIN_RX if rx.fullmatch(tail.group("kin"))), None)
    if kin is None:
        return None
    verb = "mi " + tail.group("kin") + " gana " if lang == "es" else "my " + tail.group("kin") + " makes "
    return t[:a.start] + verb + t[a.start:tail.start()]


# Class (fix29c): the other parent's pay asked with one parent's held, answered by how it compares
# ("the same", "she makes the same as him", "lo mismo", "igual que él", "double that", "el doble",
# "half that"): that pay times one, two or a half (it was answered from the FAQ)
_REL_ANSWER = re.compile(r"\W*(?:(?:yes|yeah|si|oh|um|well|pues|bueno)\W+)?(?:(?:my\s+|mi\s+)?(?:" + "|".join(
    n for k, n in _KIN_NAMES if k not in ("self", "she", "he")) + r"|she|he|ella|el|they|ellos)\s+)?"
    r"(?:(?:also|tambien)\s+)?(?:(?:makes?|earns?|gets?|does|is|gana|cobra|saca|hace|recibe)\s+)?"
    r"(?:(?:about|around|like|roughly|maybe|como|unos?|casi|mas o menos|more or less)\s+)?"
    r"(?P<rel>the same(?:\s+(?:amount|thing))?|same(?:\s+(?:amount|thing))?|lo mismo|igual|la misma cantidad|el mismo sueldo|"
    r"double(?:\s+(?:that|it))?|twice\s+(?:that|as much)|(?:el|lo)\s+doble|half(?:\s+(?:that|of that|as much))?|(?:la|lo de la)\s+mitad)"
    r"(?:\s+(?:as|than|que|de)\s+(?:him|her|my\s+\w+|mine|el|ella|mi\s+\w+|eso|that))?(?:\s+(?:a year|al ano|per year))?\W*")


def relative_answer(text: str) -> float | None:
    """Return how many times the pay held the other's is, said alone (:data:`_REL_ANSWER`): 1, 2
    or a half; else None."""
    m = _REL_ANSWER.fullmatch(fold(text))
    return next((x for w, x in _REL_TIMES if w in m.group("rel")), 1) if m else None


def _each_parts(text: str, lang: str, total: float, earners: int | None) -> tuple:
    """Return the parts of ``total``, one amount said of each of several earners ("my parents
    each make 15 an hour, 40 hours a week", "cada uno gana 80 mil"): an "other" part each, the
    one amount with its period; () when they don't make ``total``."""
    count = _earners(text, earners)
    if not count or count > MAX_EARNERS:
        return ()
    one = income(_BOTH_WORDS.sub(" ", _EACH.sub(" ", fold(text))), lang)
    value = _as_float((one.form or {}).get("agi"))
    if one.problem is not None or value is None or abs(value * count - total) > count:
        return ()
    return (("other",) + _how(one.note, value),) * count


def _pay_told(text: str) -> bool:
    """Return True when ``text`` may tell earners' pay alone: a word of income, of adding ("too",
    "también") or of a correction ("no, she's at 72k"); no question, total, raise, tax return's, nor
    an earner living elsewhere."""
    folded = fold(text)
    return "?" not in text and "¿" not in text and bool(income_cued(text) or _ALSO.search(folded) or correcting(text)
                                                          or terse_pay(text) or bool(_OTHER_JOB.search(folded) and _JOB_PAYS.search(folded))
                                                          or bool(_JOBS_SAID.search(folded))
                                                          or _NO_THEN_VALUE.search(folded)) \
        and not (_TOGETHER.search(folded) or _RAISE.search(folded) or tax_return_said(text) is not None
                 or _LEFT_HOME.search(normalize(text)) or any(elsewhere(p) for p in re.split(r"[,;.]|\bbut\b|\bpero\b", folded)))


def earner_pay(text: str, lang: str, known=None) -> tuple:
    """Return the parts ``((earner, amount, per), ...)`` when ``text`` tells one or two earners'
    pay and nothing else of the income ("my mom makes 75k too", "y mi padrastro gana 2 mil al
    mes", "no, she makes 65k", "my mom makes 50k and my dad 70k"): each amount an earner's, named,
    with a word of income, of adding ("too", "también") or of a correction; () for a total, "each",
    a question, a raise or a tax return's. ``known``, the income kept: two earners' bare amounts
    read as thousands beside it ("wait, its 72 him and 41 my mom so not 130" once $130,000 is
    kept) are pay when their sum is of its order (class, dev32: answered from the FAQ)."""
    if not _pay_told(text) or _each_earner(text):
        return ()
    reading = income(text, lang)
    if not reading.form or reading.problem is not None:
        return ()
    parts = income_parts(text, lang, reading.form.get("agi"))
    if parts and not (income_cued(text) or _ALSO.search(fold(text)) or _JOBS_SAID.search(fold(text))) \
            and not _pay_by_its_words(text, lang, parts) \
            and not _thousands_beside(parts, known):
        return ()  # ("I meant 5", "i only finished 4 credits": the "I" of a correction, no one's $5,000 pay)
    return parts


def amounts_in_turn(text: str, lang: str, total) -> tuple:
    """Return the year's amounts ``text`` says, in order, when it names no earner and its two or
    more amounts, none with a period but the year's, add up to ``total`` ("no, 45k and 30k", "no,
    45 mil y 30 mil", "actually 50k and 25k"); else (). Read against an income kept in as many parts,
    each amount is the part read back in its place (fix37b: engine._parts_corrected)."""
    total = _as_float(total)
    t = fold(numtext.in_digits(_shared_thousands(text), lang))
    if not total or any(rx.search(t) for _, rx in _KIN_RX) or _each_earner(text):
        return ()
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
    if len(found) < 2 or any(_period_after(t[a.end:a.end + 30]) not in (None, 1) for a in found):
        return ()
    values = [parse_number(a.raw, "money", lang).value for a in found]
    if None in values:
        return ()
    values = [float(v) * (1000 if all(x < 1000 for x in values) else 1) for v in values]
    return tuple(values) if abs(sum(values) - total) <= 1 else ()


def one_earners_sum(text: str, lang: str, total) -> tuple:
    """Return ``((earner, total, 1),)`` when ``text`` names one earner (a parent, step-parent or
    spouse, and their pronoun) and tells their pay in pieces that make ``total``
    (:func:`one_earners_pieces`: "my dad lives with us too, he makes 1,500 every two weeks plus 400
    a month"), else (). Class (fix37c, a newcomer's finding): such a pay was no one's, read as the
    household's whole income (engine._earners_now: now that earner's part)."""
    t = fold(numtext.in_digits(text, lang))
    named = [key for key, rx in _KIN_RX if rx.search(t) and key not in ("he", "she")]
    if len(named) != 1 or named[0] == "self" or named[0] not in GENDER:
        return ()
    total = _as_float(total)
    return ((named[0], total, 1),) if total and one_earners_pieces(text, lang, total, named[0]) else ()


def _thousands_beside(parts: tuple, known) -> bool:
    """Return True when ``parts`` are two earners' (none the writer's) pay read as thousands, whose
    sum is within half to twice the income ``known`` (the order it tells: "72" and "41" beside
    $130,000 are $72,000 and $41,000); never one amount alone ("I meant 5")."""
    total = _as_float(known)
    if not total or len(parts) != 2 or any(p[0] == "self" for p in parts):
        return False
    year = sum(part_year(p) for p in parts)
    return total / 2 <= year <= total * 2


# A child or a brother or sister of the one writing named with pay ("mi hija trabaja en McDonald's,
# gana como 600 al mes", "my son makes 300 a week", "my brother makes 20 an hour"): no parent's or
# spouse's pay, an aside (tests/chat/README.md); ``kid`` a son or daughter, ``sib`` a brother or sister
_KID_PAY = re.compile(r"\b(?:my|mi|our|nuestr[oa]s?|her|his|su)\s+(?:(?:other|older|younger|oldest|youngest|little|big|otr[oa]|"
                      r"mayor|menor|mas grande|mas chic[oa]|pequen[oa])\s+)?(?:(?P<kid>daughters?|sons?|kids?|child|children|"
                      r"hij[oa]s?|hijit[oa]s?)|(?P<sib>brothers?|sisters?|siblings?|herman[oa]s?|hermanit[oa]s?))\b")
_SENTENCE = re.compile(r"(?<!\d)[.;!?]+(?!\d)|[.;!?]+(?=\s)|,?\s+(?:and also|y tambien|y ademas)\s+")


def rate_pieces(text: str, lang: str) -> tuple:
    """Return ``(rates, kin, rest)`` for a message of several sentences that says one named
    earner's pay rate per hour without its hours ("perdón, mi esposo gana 32 la hora, no 22",
    "sorry, my husband makes 32 an hour, not 22"): ``rates`` the ``(sentence, earner)`` of each
    such rate, ``kin`` "kid" or "sib" when a sentence tells a child's or a brother's or sister's
    pay (:data:`_KID_PAY`, an aside), ``rest`` the other sentences, joined. ``((), None, "")``
    when no such rate is said (class, a newcomer's finding: the new rate and a daughter's pay said
    together, both dropped, the old sum kept)."""
    if "?" in text or "¿" in text:
        return (), None, ""
    rates, kin, rest = [], None, []
    pieces = [p for p in _SENTENCE.split(fold(numtext.in_digits(text, lang))) if p and re.search(r"\w", p)]
    for piece in pieces:
        kid = _KID_PAY.search(piece)
        t = piece
        amounts = _pay_amounts(t)
        if kid and amounts:
            kin = kin or ("kid" if kid.group("kid") else "sib")
            continue
        key = _earner_in(t, 0, amounts[0].start) if len(amounts) >= 1 else None
        # (fix36k) a pronoun's rate said alone ("no, she makes 30 an hour"), no other sentence to tell
        # who she is: the earner whose part it matches (engine._rate_again), if only one does
        if key and (key not in ("she", "he") or len(pieces) == 1) and hourly_alone(piece, lang) and not rates:
            rates.append((piece, key))
            continue
        rest.append(piece)
    return (tuple(rates), kin, ". ".join(rest)) if rates else ((), None, "")


# "that's just mine", "eso es solo lo mío": the income said before was the writer's own pay alone
_ONLY_MINE = re.compile(r"\b(?:that|thats|that s|it|its|it s|eso|esa|ese|esos)\s+(?:is\s+|was\s+|were\s+|es\s+|era\s+|son\s+|eran\s+)?"
                        r"(?:just|only|solo|nada mas|solamente)\s+(?:mine|me|my (?:pay|income|salary)|lo mio|mio|mia|mi sueldo|"
                        r"lo que gano yo|lo que yo gano)\b")


def only_mine(text: str) -> bool:
    """Return True when ``text`` says the income said before was the writer's own pay alone."""
    return bool(_ONLY_MINE.search(fold(text).replace("'", " ").replace("’", " ")))


_PAY_CLAUSE_SEP = re.compile(r"([,;!]+|\.(?!\d)|\s(?:and|y|also|plus|tambi[eé]n|adem[aá]s)\s)", re.I)


def earner_pay_among(text: str, lang: str) -> tuple:
    """Return ``(parts, rest)`` when ``text`` tells one or two earners' pay (:func:`earner_pay`)
    beside other facts ("my dad makes 120k and i'll take 12 credits"): the pay read from the
    clauses naming an earner with an amount clearly money, ``rest`` the other clauses, read as
    usual; ``((), "")`` otherwise. Class (a false "likely eligible"): the pay was dropped, as an
    income said again beside an income kept, and the mom's $45,000 alone went on to the result."""
    if total_said(text):
        return (), ""  # (one amount said as the two's, "my husband and I make 155k": no clause of it one earner's)
    pieces = _PAY_CLAUSE_SEP.split(numtext.in_digits(text, lang))
    pay, rest = [], []
    for i in range(0, len(pieces), 2):
        piece, sep = pieces[i], pieces[i + 1] if i + 1 < len(pieces) else ""
        t = fold(piece)
        paid = [a for a in _pay_amounts(t) if a.strong or _period_after(t[a.end:a.end + 30]) not in (None, 0)]
        (pay if paid and all(_earner_in(t, 0, a.start) for a in paid) else rest).append((piece, sep))
    told = "".join(p + sep for p, sep in pay).strip(" ,;.")
    if not pay or not rest or not re.search(r"\w", "".join(p for p, _ in rest)):
        return (), ""
    parts = earner_pay(told, lang)
    return (parts, "".join(p + sep for p, sep in rest).strip(" ,;.")) if parts else ((), "")


def _pay_by_its_words(text: str, lang: str, parts: tuple) -> bool:
    """Return True when ``parts``, read from ``text`` with a correction's words only (no word of
    income nor "too": "no, she's at 72k"), are pay by their own words: each earner someone else
    than the one writing (whose "I" is the correction's: "I meant 5") and each amount clearly
    money ("72k", "$65,000", a period said with it)."""
    t = fold(numtext.in_digits(text, lang))
    return all(p[0] != "self" for p in parts) \
        and all(a.strong or _period_after(t[a.end:a.end + 30]) not in (None, 0) for a in _pay_amounts(t))


def earner_unpaced(text: str, lang: str) -> tuple | None:
    """Return ``(earner, amount)`` when ``text`` tells one earner's pay without how often it is
    paid ("she gets 2000 each paycheck", "a mi mamá le pagan 2000 cada cheque"): its period is
    asked (:data:`PERIOD_ASKED`); else None."""
    if not _pay_told(text) or _each_earner(text):
        return None
    reading = income(text, lang)
    if reading.problem is None or reading.problem.text != PERIOD_ASKED:
        return None
    amount = dict(reading.problem.params).get("amount")
    t = fold(numtext.in_digits(text, lang))
    found = _pay_amounts(t)
    key = _earner_in(t, 0, found[0].start) if len(found) == 1 else None
    return (key, float(amount)) if key and amount is not None else None


def pay_period_unknown(text: str, lang: str) -> tuple | None:
    """Return ``(earner, amount)`` when ``text`` tells pay by a period said but no period the year
    is counted in ("my mom gets 1200 each paycheck", "mi mamá recibe 1200 cada cheque", "2000 every
    3 weeks"): how often it is paid is asked (:data:`PERIOD_ASKED`), at any question (class, dev29:
    said at the household question, the pay was dropped without a word). ``earner`` is None when
    no one is named. An amount with no period word at all ("she makes 1200") is not this."""
    t = fold(numtext.in_digits(text, lang))
    if not any(_pay_period_first(t[a.end:a.end + 30]) == UNKNOWN_PERIOD for a in _pay_amounts(t)):
        return None
    reading = income(text, lang, "agi")
    if reading.problem is None or reading.problem.text != PERIOD_ASKED:
        return None
    amount = dict(reading.problem.params).get("amount")
    if amount is None:
        return None
    whose = earner_unpaced(text, lang)
    return (whose[0] if whose else None, float(amount))


def pay_beside_unpaced(text: str, lang: str) -> tuple | None:
    """Return ``((earner, amount, per), …, (earner2, amount2))`` when ``text`` tells one or two
    earners' pay with its period and another named earner's without one, whose period is asked
    ("my mom makes 2000 a month and my dad makes 3000", fix34a; "my mom makes 2000 a month, my dad
    600 a week and I make 300", fix35j): those parts, held while the last one's period is asked,
    then added (the engine's "period" follow-up); else None. Said among other facts (an
    opening: "…, 3.2 gpa, my mom makes 2000 a month and my dad makes 3000"), its closing clauses."""
    found = _beside_unpaced(text, lang)
    clauses = [c.strip() for c in _CLAUSE_CUT.split(text) if c and c.strip()] if found is None else []
    for i in range(len(clauses) - 1, 0, -1):
        found = found or _beside_unpaced(" , ".join(clauses[i:]), lang)
    return found


def _beside_unpaced(text: str, lang: str) -> tuple | None:
    """:func:`pay_beside_unpaced` of ``text`` read whole."""
    reading = income(text, lang)
    if reading.problem is None or reading.problem.text != PERIOD_ASKED:
        return None
    t = fold(numtext.in_digits(text, lang))
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
    if len(found) not in (2, 3):
        return None
    periods = [_period_after(t[a.end:found[k + 1].start if k + 1 < len(found) else len(t)]) for k, a in enumerate(found)]
    # (fix35j) two or more parts with their period held ("my mom makes 2000 a month, my dad 600 a
    # week and I make 300"): each held, the one without a period asked
    if periods.count(None) != 1 or any(p not in _PER for p in periods if p is not None):
        return None
    i = periods.index(None)
    keys = [_earner_in(t, found[k - 1].end if k else 0, a.start) for k, a in enumerate(found)]
    values = [parse_number(a.raw, "money", lang).value for a in found]
    amount = _as_float(dict(reading.problem.params).get("amount"))
    if keys[i] is None or None in values or amount is None or abs(float(values[i]) - amount) > 0.5:
        return None
    held = [(keys[j] or "other", float(values[j]), periods[j]) for j in range(len(found)) if j != i]
    if len(held) > 1 and (None in keys or len(set(keys)) < len(keys)):
        return None  # (several parts held: each one's earner named, none twice)
    return (*held, (keys[i], amount))


def earner_hourly(text: str, lang: str) -> str | None:
    """Return the earner whose rate by the hour, hours not said, ``text`` tells ("sorry, my dad
    makes 62 an hour, not 22", "mi esposo gana 55 la hora"): the hours are asked, the other
    earners' parts carried with it (engine, fix29c); else None.

    Class (fix31f, a false "likely eligible"): the rate said at the end of a message with a ZIP, a
    year and a GPA ("my zip is …, 3.2, I live with my mom and dad, dad makes 70/hr") was nobody's,
    so its hours gave the household's income, the other parent never asked. It is read in its
    closing clauses, no money said before them (as :func:`pay_clause` reads a yearly pay)."""
    whole = _earner_hourly(text, lang)
    clauses = [c.strip() for c in _CLAUSE_CUT.split(text) if c and c.strip()] if whole is None else []
    for i in range(len(clauses) - 1, 0, -1):
        rest = fold(numtext.in_digits(" , ".join(clauses[:i]), lang))
        if any((a.strong and not re.fullmatch(r"2[01]\d{3}", a.raw.strip()))
               or _period_after(rest[a.end:a.end + 30]) is not None for a in _pay_amounts(rest)):
            return None
        clause = " , ".join(clauses[i:])
        if len(_pay_amounts(fold(numtext.in_digits(clause, lang)))) == 1:
            return _earner_hourly(clause, lang)
    return whole


def _earner_hourly(text: str, lang: str) -> str | None:
    """:func:`earner_hourly` of ``text`` read whole."""
    if not _pay_told(text) or _each_earner(text):
        return None
    reading = income(text, lang)
    if reading.problem is None or reading.problem.text != HOURS_ASKED:
        return None
    t = fold(numtext.in_digits(_old_value_dropped(text), lang))
    if _X_NOT_Y.search(t) or _X_WORDS_NOT_Y.search(t):
        t = _AMOUNT_TAKEN_BACK.sub(" ", t)  # (the 22 taken back)
    found = _pay_amounts(t)
    if len(found) != 1 or _period_after(t[found[0].end:found[0].end + 30]) != 0:
        return None
    return _earner_in(t, 0, found[0].start)


def pay_added(text: str) -> bool:
    """Return True when ``text`` says the pay is more on top ("too", "also", "también", "and ...")."""
    return bool(_ALSO.search(fold(text)))


def matching_parts(parts: tuple, earner: str) -> list:
    """Return the indexes of ``parts`` that are ``earner``'s pay: the same earner, or one of the
    same gender named by a pronoun ("she" for "mom"), a spouse for a wife or husband."""
    def same(a, b):
        if a == b:
            return True
        if "spouse" in (a, b):
            return {a, b} <= {"spouse", "wife", "husband"}
        return ("she" in (a, b) or "he" in (a, b)) and GENDER.get(a) == GENDER.get(b)
    return [i for i, part in enumerate(parts) if same(part[0], earner)]


WHOSE = {"mom": N_("your mom's %(pay)s"), "dad": N_("your dad's %(pay)s"), "stepmom": N_("your stepmom's %(pay)s"),
         "stepdad": N_("your stepdad's %(pay)s"), "wife": N_("your wife's %(pay)s"), "husband": N_("your husband's %(pay)s"),
         "spouse": N_("your spouse's %(pay)s"), "self": N_("your own %(pay)s"), "she": N_("her %(pay)s"), "he": N_("his %(pay)s"),
         "other": N_("the other earner's %(pay)s"), "parents": N_("your parents' %(pay)s"),
         # (fix33t) the student's parent as a parent writing named them ("her dad makes about 70k"): :func:`writers_names`
         "her_dad": N_("her dad's %(pay)s"), "his_dad": N_("his dad's %(pay)s"), "her_mom": N_("her mom's %(pay)s"),
         "his_mom": N_("his mom's %(pay)s"), "su_dad": N_("the student's dad's %(pay)s"), "su_mom": N_("the student's mom's %(pay)s")}
PARTS_AND = N_("%(first)s and %(second)s")
PARTS_ADDED = N_("Added together: %(parts)s make %(total)s a year.")
# the sum of amounts said, alone (said once: never beside :data:`PARTS_ADDED` of the same total)
SUM_SAID = N_("Added together, that's %(total)s.")
ONE_EARNER_TAKEN = N_("I took %(part)s as your household's total income.")
OTHER_EARNS = {"mom": N_("If your mom earns too, tell me how much and I'll add it."),
               "dad": N_("If your dad earns too, tell me how much and I'll add it."),
               "parent": N_("If your other parent earns too, tell me how much and I'll add it."),
               "parents": N_("If your parents earn too, tell me how much and I'll add it."),
               "self": N_("If you earn too, tell me how much and I'll add it."),
               "spouse": N_("If your spouse earns too, tell me how much and I'll add it."),
               "stepmom": N_("If your stepmom earns too, tell me how much and I'll add it."),
               "stepdad": N_("If your stepdad earns too, tell me how much and I'll add it.")}


def _pay_said(amount: float, per: int):
    """Return one pay said back with its conversion: "$2,500 a month ($30,000 a year)"."""
    year = amount * per
    if per in _PER and per != 1:
        return Msg.of(_PER[per], amount=Money(amount), year=Money(year))
    if per > 52 and per % 52 == 0:
        return Msg.of(N_("%(rate)s an hour for %(hours)s hours a week (%(year)s a year)"), rate=Money(amount),
                      hours=per // 52, year=Money(year))
    return Money(year)


# (fix35c) "I don't know" to the other earner's pay, one parent's pay held: kept, and what happens said
PART_UNSURE_KEPT = N_("That's OK. I'll keep %(part)s. The rest of your household's pay is on their W-2s or on the family's federal tax return (line 11 of Form 1040 is the household's AGI): tell me when you have it, or the household's total (for example “95k total”). Without it, your income stays open and your result will say it is still needed.")
# (fix35c) one parent's pay said back while the household isn't known: whose pay it is, not the
# household's income ("• Pay said so far: your mom's $70,000")
PAY_SO_FAR = N_("Pay said so far")


def part_said(part, names: dict | None = None, pieces: tuple = ()) -> Msg:
    """Return one part of an income as said back: "your mom's $2,500 a month ($30,000 a year)";
    ``names`` (:func:`writers_names`): an earner said back in the writer's own word; ``pieces``
    (:func:`pay_pieces`): the part said in pieces, each said ("your dad's $30,000 and $40,000")."""
    earner, amount, per = part
    earner = (names or {}).get(earner, earner)
    if len(pieces) >= 2:  # (fix36j: three pieces too, "$2,800 every two weeks and $500 a month and $10,000")
        said = _pay_said(*pieces[-1])
        for piece in reversed(pieces[:-1]):
            said = Msg.of(PARTS_AND, first=_pay_said(*piece), second=said)
        return Msg.of(WHOSE[earner], pay=said)
    return Msg.of(WHOSE[earner], pay=_pay_said(amount, per))


def parts_added(parts: tuple, names: dict | None = None, pieces: tuple = ()) -> Msg:
    """Return the sum of an income's parts said with each part ("Added together: your dad's
    $80,000 and your mom's $75,000 make $155,000 a year."), ``names`` as :func:`part_said`'s;
    ``pieces`` (:func:`pay_pieces`, fix34a): the one part of that earner and sum said in its pieces
    ("your mom's $90,000 and your dad's $30,000 and $40,000 make $160,000 a year")."""
    def said_of(part):
        whose = matching_parts((part,), pieces[0]) if len(pieces) == 2 else []
        own = pieces[1] if whose and abs(part_year(part) - sum(a * p for a, p in pieces[1])) <= 1 else ()
        return part_said(part, names, own)
    said = said_of(parts[-1])
    for part in reversed(parts[:-1]):
        said = Msg.of(PARTS_AND, first=said_of(part), second=said)
    return Msg.of(PARTS_ADDED, parts=said, total=Money(sum(part_year(p) for p in parts)))


# Class (fix32j, a newcomer's finding): a parent writing names the student's other parent as their own
# spouse ("my husband makes 120k", "mi esposo gana 50 mil"): :func:`as_students` keeps him as the
# student's dad, but he is said back as the writer said him ("your husband's $120,000", not "your
# dad's"). An ex-spouse ("my ex-husband", "mi ex esposo") is no spouse of the writer's: not so said.
_WRITERS_SPOUSE = re.compile(r"\b(?:my|mi)\s+(?:(husband|hubby|esposo|marido)|(wife|esposa|mujer))\b")
_STUDENTS_PARENT = re.compile(r"\b(?:his|her|their|su|the|el|la)\s+(?:(dad|father|papa|padre)|(mom|mother|mama|madre))\b")


def writers_names(texts) -> dict:
    """Return the student's parents as a parent writing named them, their own spouse ({"dad":
    "husband"}, {"mom": "wife"}), from ``texts`` (the writer's messages); {} when not so named, or
    when the same parent is named as the student's too ("her dad", maybe another man)."""
    names, spouses, theirs = {}, set(), {}
    for text in texts:
        norm = normalize(str(text))
        for m in _WRITERS_SPOUSE.finditer(norm):
            names["dad" if m.group(1) else "mom"] = "husband" if m.group(1) else "wife"
            spouses.add("dad" if m.group(1) else "mom")
        for m in _STUDENTS_PARENT.finditer(norm):
            key = "dad" if m.group(1) else "mom"
            names.pop(key, None)
            whose = {"her": "her", "his": "his", "su": "su"}.get(m.group(0).split()[0])
            if whose:
                theirs.setdefault(key, f"{whose}_{key}")
    # (fix33t, a newcomer's finding) the student's parent named by the parent writing ("her dad makes
    # about 70k") is said back so ("her dad's $70,000"), never "your dad's" (the writer's own father)
    # nor "your spouse's"; a parent named both ways ("my husband", "her dad": maybe another man) neither
    return names | {k: v for k, v in theirs.items() if k not in spouses}


def as_students(part: tuple, for_child: bool) -> tuple:
    """Return ``part`` with its earner named as the student's: a parent writing for the student
    ("me and his dad, I make 70k") calls the student's other parent "my husband", "my wife"."""
    return ({"husband": "dad", "wife": "mom"}.get(part[0], part[0]),) + tuple(part[1:]) if for_child else part


_NO_PAY = re.compile(r"\b(?:doesnt|does not|dont|do not|isnt|is not|not|no)\s+(?:\w+\s+)?(?:work|works|working|earn|earns|"
                     r"make|makes|trabaja|trabajan|gana|ganan|tiene trabajo)\b|\b(?:unemployed|stays? (?:at )?home|"
                     r"stay-at-home|ama de casa|(?:esta|se queda) en (?:la )?casa|desemplead[oa]|sin trabajo|retired|jubilad[oa]|disabled|"
                     # (fix35l) a job lost: "he lost his job", "got laid off", "perdió su trabajo"
                     r"lost (?:his|her|their|my|the) job|(?:got |was |been )?laid off|perdio (?:su|el) (?:trabajo|empleo))\b"
                     # (fix36c) said of last year, as the pay is asked: "he didn't make anything", "she didn't
                     # work", "they had no pay last year", "no ganó nada", "no trabajó", "no tuvo ingresos"
                     r"|(?:^|\b(?:he|she|they|i|" + _MOM + "|" + _DAD + r"|stepdad|stepmom|husband|wife|spouse)\s+)"
                     r"(?:didnt|did not|never)\s+(?:\w+\s+)?(?:work|worked|have (?:a |any )?(?:job|income|pay))\b"
                     r"|\b(?:didnt|did not|never)\s+(?:\w+\s+)?(?:earn|earned|make|made|get|got)\s+"
                     r"(?:anything|nothing|any money|any pay|any income|money|a thing|a dime)\b"
                     r"|\b(?:had|has|have|got)\s+no\s+(?:pay|income|job|earnings|wages)\b"
                     r"|\bno\s+(?:\w+\s+)?(?:gano|ganaron)\s+nada\b|\bno\s+(?:gano|ganaron)(?=\s*(?:el ano pasado|ese ano)?\W*$)"
                     r"|\bno\s+(?:\w+\s+)?tuvo (?:ingresos|trabajo|sueldo)\b|\bsin ingresos\b"
                     r"|\bno\s+trabajo(?=\s*(?:nada|el ano pasado|ese ano)?\W*$)")


def parent_pay_none(text: str, earner: str) -> bool:
    """Return True when ``text`` says a parent other than ``earner`` earns nothing, in that parent's
    own clause, no amount in it ("my dad makes 95k plus overtime, my mom stays home", "mi mamá está en
    casa"): ``earner``'s pay is then the household's (fix36c; never the student's own "I don't work")."""
    folded = fold(text)
    found = list(_EARNER_AT.finditer(folded))
    ends = [m.start() for m in found[1:]] + [len(folded)]
    for m, end in zip(found, ends):
        word, part = m.group(0), folded[m.start():end]
        kind = "mom" if _MOTHER_WORD.fullmatch(word) else "dad" if _FATHER_WORD.fullmatch(word) else None
        if kind is not None and kind != earner and not amounts(part) and others_pay_told(part):
            return True
    return False


def others_pay_told(text: str) -> bool:
    """Return True when ``text`` says someone earns nothing ("my mom doesn't work", "mi mamá es
    ama de casa"): one earner's pay is then the household's, as told."""
    return bool(_NO_PAY.search(fold(text)))


_PARENTS_NAMED = ("stepmom", "stepdad", "mom", "dad", "wife", "husband")

# Another earner said to work, no amount given ("my mom makes 60k and my stepdad works at amazon",
# "mi papá gana 40 mil y mi mamá también trabaja"): their pay counts too (§18-3601)
_WORKS = r"(?:also\s+|too\s+|tambien\s+)?(?:works?|working|has a job|has 2 jobs|got a job|trabaja|esta trabajando|tiene (?:un |dos |2 )?trabajos?|labora|chambea|" \
         r"(?:makes?|earns?|gets?|gana|cobra|saca)\s+(?:a lot\s+|way\s+|a little\s+|a bit\s+|mucho\s+|un poco\s+|bastante\s+)?(?:more|mas)(?!\s*\d))\b"
# (fix32a: "but my dad makes more", "pero mi papá gana más": a parent who earns too, no pay said)
_OTHER_WORKS = re.compile(r"\b(?:my|mi|her|his|su)\s+(" + "|".join(n for k, n in _KIN_NAMES if k in _PARENTS_NAMED) + r")\s+"
                          r"(?:(?:also|too|tambien|still|full time|part time)\s+)?" + _WORKS)
OTHER_PARENT_ASKED = N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did the other parent make last year? I'll add it. If they earn nothing, say so, or tell me the household's total.")
# the same, the other parent named as the student named them ("I live with my mom and stepdad"):
# the asks' keys are :func:`other_earner`'s ("parent" is the unnamed one above)
OTHER_NAMED_ASKED = {
    "mom": N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did your mom make last year? I'll add it. If she earns nothing, say so, or tell me the household's total."),
    "dad": N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did your dad make last year? I'll add it. If he earns nothing, say so, or tell me the household's total."),
    "stepmom": N_("I have %(part)s, and the law counts your stepmom's income with your parent's (§18-3601): how much did she make last year? I'll add it. If she earns nothing, say so, or tell me the household's total."),
    "stepdad": N_("I have %(part)s, and the law counts your stepdad's income with your parent's (§18-3601): how much did he make last year? I'll add it. If he earns nothing, say so, or tell me the household's total."),
    "self": N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did you make last year? I'll add it. If you earn nothing, say so, or tell me the household's total."),
    "parent": OTHER_PARENT_ASKED}
_NO_PAY_ALONE = re.compile(r"\W*(?:(?:he|she|they|el|ella)\s+)?(?:0|zero|cero|nothing|nada|none|no income|no pay|ningun(?:o)?|"
                           r"(?:makes?|earns?|gana|ganan) (?:nothing|nada|0|zero))(?:\s+(?:last year|that year|el ano pasado|ese ano))?\W*")


# "165k total", "in all", "en total", "todo junto", "both of them": a household's total said, not one earner's pay
_TOTAL_SAID = re.compile(r"\b(?:total|in all|all together|altogether|en total|todo junto|(?:for|de) (?:the )?(?:whole )?household|"
                         r"del hogar|de la casa|everyone|todos)\b")


# "solo trabaja mi papá", "only my dad works", "my mom is the only one working", "nada más mi mamá gana":
# one earner said to be the only one (the other parent's pay is nothing)
_SOLE_EARNER = re.compile(
    r"\b(?:solo|solamente|nada mas|only|just)\s+(?:trabaja|gana|works|earns|makes|has a job|tiene trabajo)\s+(?:mi|my)\b"
    r"|\b(?:solo|solamente|nada mas|only|just)\s+(?:mi|my)\s+\w+\s+(?:trabaja|gana|works|earns|makes|has a job|tiene trabajo|is working)\b"
    r"|\b(?:the only one|only one|el unico|la unica)\s+(?:who|that|que)?\s*(?:works|working|trabaja|earns|gana|has a job|con trabajo)\b")


def sole_earner(text: str) -> bool:
    """Return True when ``text`` says one earner is the only one ("solo trabaja mi papá", "only my
    mom works"): the other parent earns nothing, as told."""
    return bool(_SOLE_EARNER.search(fold(text)))


def total_said(text: str) -> bool:
    """Return True when ``text`` says its amount is the household's total ("165k total", "120
    together", "en total"), never one earner's pay."""
    t = fold(text)
    return bool(_TOTAL_SAID.search(t) or _TOGETHER.search(t))


def no_pay_said(text: str) -> bool:
    """Return True when ``text`` says an earner has no pay: "he doesn't work", "nothing", "0"."""
    t = fold(text)
    return others_pay_told(t) or bool(_NO_PAY_ALONE.fullmatch(t))


# (fix32a) a bare amount said at another question while one parent's pay is held and the other's
# asked ("40k" at the in-state question): whose it is unsaid, so not used; the other's pay asked again
AMOUNT_ELSEWHERE_HELD = N_("You said %(amount)s while I was asking something else, so I haven't used it yet. If it's the pay I ask about below, tell me again and I'll add it; if it's your household's total, say “%(amount)s total”.")
OTHER_WORKS_ASKED = N_("You said someone else at home works too. I have %(part)s, and everyone's pay counts (§18-3601): how much did they make last year? I'll add it. Or tell me the household's total for the year.")


# (the student's words for not knowing, vocab.UNSURE, longest first)
_UNKNOWN = r"(?:" + "|".join(re.escape(w) for w in sorted(set(vocab.UNSURE), key=len, reverse=True)) + r")"
_UNKNOWN_BEFORE = re.compile(r"\b" + _UNKNOWN + r"\b[^.;]{0,30}$")
_UNKNOWN_AFTER = re.compile(r"^[^.;]{0,25}?\b" + _UNKNOWN + r"\b")


def other_pay_unknown(text: str, earner: str) -> bool:
    """Return True when ``text`` says the pay of a parent other than ``earner`` is unknown ("my mom
    makes 45k, idk what my dad makes", "lo de mi papá no sé")."""
    t = normalize(text)
    for key, rx in _KIN_RX:
        if key not in _PARENTS_NAMED or key == earner:
            continue
        for m in rx.finditer(t):
            if _UNKNOWN_BEFORE.search(t[:m.start()]) or _UNKNOWN_AFTER.search(t[m.end():]):
                return True
    return False


SELF_WORKS_ASKED = N_("You said you work too. I have %(part)s, and your own income counts with your parents' (§18-3601): how much did you make last year? I'll add it. Or tell me the household's total for the year.")
# "I work too", "i also have a job", "yo también trabajo": the writer works, no pay said
# (fix33t, a newcomer's finding) "working on my associate's degree", "working toward a certificate",
# "trabajando en mi título": a degree or classes worked on, no job
# (fix37d, a newcomer's finding) "I have two jobs too", "i also have a part time job", "tengo dos
# trabajos": jobs of the writer's, however many, no pay said (only "have 2 jobs" was read: the mom's
# $50,000 beside "I have two jobs too" was read back as the household's, the student's pay unasked)
_SELF_WORKS = re.compile(r"\b(?:i|im|i m|yo)\s+(?:also\s+|too\s+|tambien\s+)?(?:work|working|got a job|"
                         r"(?:have|got)\s+(?:a|one|two|three|2|3|some|a couple(?: of)?)\s+(?:(?:part[\s-]?time|full[\s-]?time|side|summer)\s+)?jobs?|"
                         r"trabajo|estoy trabajando|tengo (?:un |dos |tres |2 |3 )?(?:trabajos?|chambas?)|chambeo)\b"
                         r"(?!\s+(?:on|towards?|through)\b|\s+(?:en|para|por)\s+(?:(?:mi|el|la|un|una|los|las|mis)\s+)?"
                         r"(?:titulo|grado|carrera|diploma|asociado|certificado|clases|cursos|estudios|tarea)\b)")


def self_works(text: str) -> bool:
    """Return True when ``text`` says the writer works ("I work too", "yo también trabajo") and
    gives no pay of theirs ("I make 14k" is a pay, read as one)."""
    t = fold(text)
    return bool(_SELF_WORKS.search(t)) and not any(p[0] == "self" for p in earner_pay(text, "en"))


def other_works(text: str, earner: str) -> bool:
    """Return True when ``text`` says a parent or spouse other than ``earner`` (whose pay it gives)
    works, with no pay of theirs said."""
    return other_worker(text, earner) is not None


def other_worker(text: str, earner: str) -> str | None:
    """Return who (a key of :data:`_KIN_NAMES`: "stepdad", "dad"…) ``text`` says works besides
    ``earner``, no pay of theirs said ("my mom makes 60k and my stepdad works at amazon": "stepdad"),
    else None (:func:`other_works`)."""
    t = fold(text)
    for m in _OTHER_WORKS.finditer(t):
        key = next((k for k, rx in _KIN_RX if k in _PARENTS_NAMED and rx.fullmatch(m.group(1))), None)
        if key is not None and key != earner and not (earner in ("mom", "dad") and key in ("wife", "husband")):
            return key
    return None


def other_works_named(text: str) -> str | None:
    """Return the parent or spouse ``text`` says works (or earns more), no pay of theirs said, when
    its one amount is no one's named ("80k but my dad makes more", "80 mil y mi mamá también
    trabaja": the 80k is another earner's, fix32a); else None."""
    t = fold(text)
    found = [a for a in _pay_amounts(t) if not _gpa_said(t, a)]
    said = [m for m in _OTHER_WORKS.finditer(t)]
    if len(found) != 1 or len(said) != 1 or said[0].start() < found[0].end or _earner_in(t, 0, found[0].start) is not None:
        return None
    key = next((k for k, rx in _KIN_RX if k in _PARENTS_NAMED and rx.fullmatch(said[0].group(1))), None)
    return key


def parents_gone(text: str) -> set:
    """Return the parents and step-parents (keys of :data:`_KIN_NAMES`) a clause of ``text`` says
    have moved out, left, died or are not at home ("my dad moved out in the summer, it's just me and
    my mom now" -> {"dad"}; "mi papá se fue"); fix33q."""
    gone = set()
    for clause in re.split(r"[,;.!?]|\b(?:but|pero|and|y|so|now|ahora|asi que)\b", fold(text)):
        norm = normalize(clause)
        if norm and (contains_any(norm, vocab.DECEASED + _GONE) or absent_parents(clause)):
            gone |= parents_named([clause]) & {"mom", "dad", "stepmom", "stepdad"}
    return gone


# (fix37c, a newcomer's finding: a false "likely eligible") one parent's pay kept, then a household of
# one parent without saying which ("it's me and my parent"): it may be the other parent's (engine._one_parent_apart)
WHICH_PARENT_PAY_ASKED = N_("I have %(part)s, but only the parent you live with counts, and you didn't say which parent that is. What was your household's total income for the year, your parent's and yours added?")
PARENT_GONE_PAY = N_("Only the parent you live with counts now, so I took out the pay of the parent who moved out: %(pay)s is what counts.")


def parents_named(said) -> set:
    """Return the parents and step-parents named in the student's messages ``said`` (keys of
    :data:`_KIN_NAMES`): "my mom and stepdad" names a mom and a stepdad ("step mom" is no mom
    besides), "mi mamá y su esposo" a stepdad (a parent's husband or wife is a step-parent); a
    parent said to have died is not named (:func:`parent_death_said`)."""
    named = set()
    for text in said:
        t = fold(_home_sentence_only(text))  # (fix33t: "my mom got her GED. I live with my dad": the dad only)
        # (fix37j, a newcomer's finding) a parent said to have died is no parent at home: "my mom makes
        # 52k and my dad passed away" names the mom only (the dad's pay was asked, the mom's then lost)
        t = " , ".join(c for c in _DEATH_CLAUSES.split(t) if not parent_death_said(c))
        for key, rx in _KIN_RX:
            if key not in _PARENTS_NAMED:
                continue
            for m in rx.finditer(t):
                named.add({"wife": "stepmom", "husband": "stepdad"}.get(key, key))
            t = rx.sub(lambda m: " " * len(m.group()), t)  # (the "mom" of "step mom" is the stepmom's)
    return named


# --- a single student's own pay: are the parents' in it? (§18-3601) --------------------------------
# Class (a newcomer's finding): "I'm 18 and I support myself", then "I make 20k", kept $20,000 as
# the AGI of a single applicant, but §18-3601 adds the parents' income to an unmarried applicant's
# (the contract's ``agi``, "combined as §18-3601 defines it"): whether it is in the amount is asked,
# the parents' pay added when it isn't (engine: the "parents" follow-up).
PARENTS_ASKED = N_("Does your %(amount)s include your parents' income? The law counts your parents' income with yours unless you're married (§18-3601).")
PARENTS_PAY_ASKED = N_("How much did your parents make last year, added together? I'll add it to your %(amount)s. If you don't know, say so.")
PARENTS_CHOICES = (("included", N_("Yes, it includes my parents'")),
                   ("none", N_("My parents have no income, or I have no parents")),
                   ("apart", N_("No, it's just mine")),
                   ("unsure", N_("I don't know")))
_HOUSEHOLD_PAY = re.compile(r"\b(?:parents?|padres|papas|folks|familia|family|household|hogar|we|our|nosotros|nuestro|ganamos|"
                            r"together|juntos|combined|total|everyone|todos)\b")
_PARENTS_NONE = re.compile(
    r"\b(?:no (?:income|parents|family)|have no (?:parents|family|income)|dont have (?:any )?(?:parents|income|family)|"
    r"(?:dont|do not|doesnt|does not|never) (?:work|make|earn|have (?:any )?(?:job|income))|(?:make|earn|made|earned) (?:nothing|0|zero)|"
    r"orphan\w*|huerfan[oa]s?|ward of the (?:court|state)|foster|crianza|tutela del estado|passed away|died|deceased|"
    r"fallecieron|fallecio|murieron|murio|no tengo (?:papas|padres|familia)|sin padres|no (?:tienen|tiene) (?:ingresos|trabajo)|"
    r"no (?:trabajan|trabaja|ganan|gana)|ningun ingreso|no ganan nada|no hay ingresos|unemployed|desemplead[oa]s?|"
    r"parents? (?:are|is) (?:gone|dead)|not in (?:my|the) (?:life|picture)|nothing from (?:them|my parents)|"
    r"(?:they|my parents) (?:make|earn|have|get) (?:nothing|0|zero)|nada de (?:ellos|mis papas|mis padres)|"
    r"(?:ellos|mis papas|mis padres) no (?:ganan|trabajan|tienen ingresos))\b")
_PARENTS_APART = re.compile(
    r"\b(?:just mine|only mine|just me|only me|solo (?:el |lo )?mio|solo yo|(?:nada mas|nomas|no mas|solamente|solo es|es solo) (?:el |lo )?mio|"
    r"(?:es )?(?:lo )?mio nada mas|(?:doesnt|does not|dont|not|no) (?:include|including|incluye|included)|not (?:theirs|their)|"
    r"separate|aparte|por separado|mine alone|only my (?:own|income|pay)|solo mi (?:sueldo|ingreso|dinero))\b")
_PARENTS_IN = re.compile(r"\b(?:includes?|including|included|counting|incluyendo|contando|incluye|incluyen|incluido|incluida|incluidos|both of us|"
                         r"with (?:my )?parents|con (?:lo de )?mis (?:papas|padres)|de todos|everyone|all of us|combined|juntos)\b")


# Class (fix32j, a newcomer's finding): an adult's own age said with "single" ("I'm 45, single, I make
# 38k", "tengo 40 años, soltera"): an independent student (24 or older, as the FAFSA counts) who is not
# married, the household "single" (read back); "single" was dropped and the parents' income asked about.
# No one else at home named: "single mom", "single, with my 2 kids" are read as before.
_SINGLE_WORD = re.compile(r"\b(?:single|soltero|soltera)\b(?!\s+(?:mom|mother|dad|father|parent|mama|papa|madre|padre|class|course|clase|semester))")


def _adult_single(text: str) -> bool:
    """Return True when ``text`` says the writer's own age, 24 or more, and that they are single,
    naming no one they live with (:data:`_SINGLE_WORD`)."""
    t = fold(text)
    norm = normalize(text)
    ages = [int(a) for a in re.findall(r"\d{1,2}", " ".join(m.group(0) for m in _OWN_AGE.finditer(t)))]
    return bool(ages) and min(ages) >= 24 and bool(_SINGLE_WORD.search(norm)) \
        and not contains_any(norm, _PARENT_ONE + _PARENT_TWO + _SPOUSE + _OWN_CHILDREN) and not contains_any(norm, vocab.SINGLE_PARENT)


# An age ("I'm 41", "im 30 and live on my own", "45 years old", "tengo 41 años", "cumplí 19"): never an
# amount of pay (class, fix33q, a newcomer's finding: "no, it's just mine. I'm 41, my parents don't
# support me" read as the parents' $41,000 added to the student's own pay; "I'm 45, they don't
# support me" kept as a $105,000 income). A number with a unit of money or time after it is a pay.
_OWN_AGE = re.compile(r"(?:\b(?:im|i am|i m|i turned|tengo|cumpli)\s+\d{1,2}(?:\s*(?:years old|years|yrs old|yrs|yo|anos))?"
                      r"|(?<![\d.,$])\b\d{1,2}\s*(?:years? old|yrs? old|anos de edad))\b"
                      r"(?!\s*(?:k|mil|grand|thousand|an? hour|an? hr|per|hr|la hora|por hora|dollars|dolares|bucks|lucas|"
                      r"a year|a week|a month|al ano|al mes|a la semana|a la quincena|hours|horas|%|[/$]))")


# (fix36c, a newcomer's finding) another person's age ("he's 45", "she is 52", "tiene 45 años"), said to
# the other parent's pay asked: no pay ("he's 45" was added as $45,000); a unit of money or time after
# the number makes it a pay, as for :data:`_OWN_AGE`
_AGE_NO_UNIT = (r"(?!\s*(?:k|mil|grand|thousand|an? hour|an? hr|per|hr|la hora|por hora|dollars|dolares|bucks|lucas|"
                r"a year|a week|a month|al ano|al mes|a la semana|a la quincena|hours|horas|%|[/$.,]\d))")
_THEIR_AGE = re.compile(r"\b(?:hes|he is|he s|shes|she is|she s|theyre|they are|tiene)\s+\d{1,2}"
                        r"(?:\s*(?:years old|years|yrs old|yrs|yo|anos))?\b" + _AGE_NO_UNIT)


# (fix37e, a newcomer's finding) an age said of a time past ("I moved out when I was 18", "on my own
# since I was 19", "I left home at 18", "desde los 19", "cuando tenía 18", "a los 18 años"): never a
# household size nor an amount ("18 people", "$19,000" were read back); a unit of money or time after
# the number makes it a pay, as for :data:`_THEIR_AGE`, and "at 4 people" stays a count
_PAST_AGE = re.compile(r"(?:\b(?:i\s+was|i\s+turned|tenia|desde\s+(?:los|que\s+(?:tenia|cumpli))|a\s+los|cuando\s+cumpli)"
                       r"|(?<!\bwe re)(?<!\bwere)(?<!\bwe are)(?<!\bits)(?<!\bit s)(?<!\bit is)\s+(?:at|by)"
                       r"(?:\s+(?:the\s+)?age(?:\s+of)?)?)\s+\d{1,2}"
                       r"(?:\s*(?:years old|years|yrs old|yrs|yo|anos))?\b" + _AGE_NO_UNIT
                       + r"(?!\s*(?:people|persons|personas|of us|de nosotros|in (?:my|our|the) (?:house|home|household)))")


def ages_dropped(text: str) -> str:
    """Return ``text`` (folded) without the ages it says (:data:`_OWN_AGE`, :data:`_THEIR_AGE`, and
    one said of a time past, :data:`_PAST_AGE`), else ``text`` as it is."""
    t = fold(text)
    if not _OWN_AGE.search(t) and not _THEIR_AGE.search(t) and not _PAST_AGE.search(t):
        return text
    return _PAST_AGE.sub(" ", _THEIR_AGE.sub(" ", _OWN_AGE.sub(" ", t)))


# where one clause of a long message ends: a stop or a comma said between words ("3.1, 21044, I live
# with my mom and dad, my mom makes 70k"), never one inside a number ("3.1", "70,000")
_CLAUSE_CUT = re.compile(r"[.;!?](?=\s|$)|,(?!\d)")


def pay_clause(text: str, lang: str, total, narrow: bool = False) -> tuple:
    """Return ``(clause, parts)``: the part of ``text`` where the income ``total`` is said, read by
    :func:`income_parts`, when the whole message gives none (fix30f, a newcomer's finding: a pay said
    at the end of a message with a GPA, a year and a ZIP, "…, 21044, I live with my mom and dad, my
    mom makes 70k", had no parts, and one parent's pay was kept as the household's); the shortest
    run of closing clauses first, then any one clause. ``(text, ())`` when none gives parts.
    ``narrow``: the clause is looked for even when the whole message gives parts (the same parts
    then), so that what is said around the pay ("her dad and I live together. I make 80k") is not
    read as said of the pay."""
    parts = income_parts(text, lang, total)
    if parts and not narrow or not text:
        return text, parts
    clauses = [c.strip() for c in _CLAUSE_CUT.split(text) if c and c.strip()]
    if len(clauses) < 2:
        return text, parts
    tried = [(" , ".join(clauses[i:]), clauses[:i]) for i in range(len(clauses) - 1, 0, -1)] \
        + [(c, clauses[:i] + clauses[i + 1:]) for i, c in enumerate(clauses[:-1])]
    for clause, rest in tried:
        if not re.search(r"\d", numtext.in_digits(clause, lang)):
            continue
        rest = fold(numtext.in_digits(" , ".join(rest), lang))
        if any((a.strong and not re.fullmatch(r"2[01]\d{3}", a.raw.strip()))  # (a Maryland ZIP code: no money)
               or _period_after(rest[a.end:a.end + 30]) not in (None, 0) for a in _pay_amounts(rest)):
            continue  # (money said elsewhere too, "mi mamá recibe SSI, 900 al mes, y mi papá…": read as a whole)
        found = income_parts(clause, lang, total)
        if found and (not parts or found == parts):
            return clause, found
    return text, parts


def own_pay_only(text: str, lang: str, total) -> bool:
    """Return True when ``text`` gives the student's own pay alone ("I make 20k", "gano 20 mil",
    "i make 9 an hour, 30 hours a week") making ``total``: no one else's pay, no household nor "we" named
    ("I live with my mom and dad, I make 20k" is the student's pay alone: class, newcomer28)."""
    text = _OWN_AGE.sub(" ", fold(_zip_dropped(text)[0]))  # ("im 18 and i support myself, i make 20k": no pay of 18;
    clause, parts = pay_clause(text, lang, total, narrow=True)  # "i make 85k, zip 20715": no pay of 20,715)
    return len(parts) == 1 and parts[0][0] == "self" and bool(_OWN_PAY_SAID.search(fold(clause))) \
        and not _HOUSEHOLD_PAY.search(_LIVING_WITH.sub(" ", fold(clause))) and not others_pay_told(text)


# the student's own pay, said as theirs: a verb of pay or work ("I make", "gano", "me pagan", "my
# job pays"), never a hedge alone ("I figure 98k", "I think 146k": an income, no one's pay named)
_OWN_PAY_SAID = re.compile(
    r"\b(?:make|makes|made|making|earn|earns|earned|earning|gross|grossed|get paid|got paid|getting paid|"
    r"(?:bring|brings|bringing|brought|pull|pulls|pulling|pulled|take|takes|taking|took) (?:in|home)|pays? me|paid me|work|working|worked|job|paycheck|salary|wage|wages|"
    r"gano|gane|ganaba|cobro|cobre|saco|me pagan|me pagaban|me paga|me pagaba|me pagaron|me pago|trabajo|trabaje|trabajando|mi sueldo|mi salario|chambeo|chamba)\b")


# "I live with my parents", "vivo con mis papás": where the student lives, no word on whose pay
_LIVING_WITH = re.compile(r"\b(?:live|lives|living|stay|staying|vivo|vivimos|viviendo|me quedo)\s+(?:with|w|con)\s+"
                          r"(?:my|mis|mi|both)?\s*(?:parents|padres|papas|family|familia|folks)\b"
                          # "…and her dad lives with us", "su papá vive con nosotros": who is at home, no word on whose pay
                          r"|\b(?:lives|live|living|vive|viven)\s+(?:with|con)\s+(?:us|nosotros)\b"
                          # "we live in Columbia", "we're in Bowie", "vivimos en Silver Spring": where, no word on whose pay
                          r"|\b(?:we|we re|were|nosotros)\s+(?:(?:live|stay|reside|are)\s+)?(?:in|at|near|by|en|cerca de)\b"
                          r"|\b(?:vivimos|estamos)\s+(?:en|cerca de|por)\b")


def parents_answer(text: str, lang: str) -> str | None:
    """Return what ``text`` answers to :data:`PARENTS_ASKED`: "included" (the parents' income is in
    it), "none" (they have none, or there are no parents: orphan, ward of the court, foster care),
    "apart" (only the student's), "unsure", else None. A quick reply's label is its answer."""
    return _whose_answer(text, PARENTS_CHOICES, _PARENTS_NONE, _PARENTS_APART, _PARENTS_IN)


# Class (fix32a: a false "likely eligible"): another earner named, or said to live or work there, to
# whether the pay includes their income, no word of it included ("yes my husband", "sí, mi esposo",
# "sí, vive aquí con nosotros", "my wife works too"): that earner is there and their pay asked, never
# the "yes" read as "it includes theirs" (a possessive, "my husband's", "lo de mi esposo", is theirs in it)
_OTHER_EARNER_THERE = re.compile(
    r"(?<!\blo de )(?<!\bel de )(?<!\blos de )\b(?:my|mi|our|nuestro|nuestra|her|his|su|the)\s+(?:(?:other|otro|otra)\s+)?"
    r"(?:husband|hubby|wife|wifey|spouse|partner|esposo|esposa|marido|pareja|mom|mother|mum|dad|father|stepdad|stepmom|"
    r"step dad|step mom|stepfather|stepmother|parent|parents|mama|papa|madre|padre|padres|papas|padrastro|madrastra)(?!s\b)\b"
    r"|\b(?:lives?|living|stays?|vive|viven|esta)\s+(?:(?:here|aqui|aca|at home|en (?:la )?casa)\b|"
    r"(?:(?:here|aqui|aca)\s+)?(?:with|con)\s+(?:us|me|nosotros|nosotras|migo)\b)"
    r"|\b(?:(?:s)?he|el|ella|they|ellos)\s+(?:also\s+|tambien\s+)?(?:works?|trabaja|trabajan|has a job|tiene trabajo)\b")


def _whose_answer(text: str, choices: tuple, none: re.Pattern, apart: re.Pattern, included: re.Pattern) -> str | None:
    """Return what ``text`` answers to whether the student's own pay includes another's income (the
    parents', :func:`parents_answer`; the spouse's, :func:`spouse_answer`): a quick reply's label
    (one of ``choices``), "unsure", then the first of ``none``, ``apart``, ``included`` that
    matches, then a plain yes ("included") or no ("apart"); else None."""
    norm = normalize(text)
    for value, label in choices:
        if norm in (normalize(render(label, "en")), normalize(render(label, "es"))):
            return value
    if only_unsure(text):
        return "unsure"
    for value, said in (("none", none), ("apart", apart), ("included", included)):
        if said.search(norm):
            return value
    if _OTHER_EARNER_THERE.search(norm):
        return "apart"  # ("yes my husband", "sí, vive aquí con nosotros": another earner there, no word of it included)
    said = confirmation(text)
    return None if said is None else "included" if said else "apart"


# --- a married student's own pay: is the spouse's in it? (§18-3601) ------------------------------
# Class (spouse27): a married adult's "I make 40k" was kept as the household's AGI ("If your spouse
# earns too, tell me"), a "likely eligible" on the student's pay alone; §18-3601 counts the income
# of the applicant and the spouse together (the contract's ``agi``), as the web form's income hint
# says: whether the spouse's is in it is asked, and the spouse's pay added when it isn't (engine:
# the "spouse" follow-up, the parents' question's twin).
SPOUSE_ASKED = N_("Does your %(amount)s include your spouse's income? The law counts your spouse's income with yours (§18-3601).")
SPOUSE_PAY_ASKED = N_("How much did your spouse make last year? I'll add it to your %(amount)s. If you don't know, say so.")
SPOUSE_CHOICES = (("included", N_("Yes, it includes my spouse's")),
                  ("none", N_("My spouse has no income")),
                  ("apart", N_("No, it's just mine")),
                  ("unsure", N_("I don't know")))
_SPOUSE_WORD = r"(?:spouse|wife|husband|hubby|wifey|partner|esposa|esposo|marido|mujer|senora|pareja|(?:s)?he|ella|el)"
_SPOUSE_NONE_WORDS = (
    r"no (?:income|job|pay|ingresos?|trabajo|sueldo)|(?:has|have) no (?:income|job)|doesnt have (?:any |a )?(?:income|job)|"
    r"(?:dont|do not|doesnt|does not|never|isnt|is not|not) (?:work|working|make|earn|earning|have (?:any )?(?:job|income))|"
    r"(?:makes?|earns?|made|earned) (?:nothing|0|zero)|stays? (?:at )?home|stay-at-home|homemaker|housewife|house husband|"
    r"ama de casa|amo de casa|se queda en (?:la )?casa|no (?:tiene|tienen) (?:ingresos?|trabajo|sueldo)|"
    r"no (?:trabaja|gana|esta trabajando)|ningun ingreso|no gana nada|no hay ingresos|unemployed|desemplead[oa]|"
    r"sin trabajo|jubilad[oa]|retired|disabled|incapacitad[oa]")
_SPOUSE_NONE = re.compile(r"\b(?:" + _SPOUSE_NONE_WORDS + r")\b")
_SPOUSE_APART = re.compile(
    r"\b(?:just mine|only mine|just me|only me|solo (?:el |lo )?mio|solo yo|nada mas (?:el )?mio|solamente (?:el )?mio|"
    r"(?:doesnt|does not|dont|not|no) (?:include|including|incluye|included)|not (?:theirs|their|his|hers)|"
    r"separate|aparte|por separado|mine alone|only my (?:own|income|pay)|solo mi (?:sueldo|ingreso|dinero)|"
    r"(?:s)?he (?:works|makes|earns) too|(?:el|ella) tambien (?:trabaja|gana))\b")
_SPOUSE_IN = re.compile(r"\b(?:includes?|including|included|counting|incluyendo|contando|incluye|incluido|incluida|both of us|"
                        r"with (?:my )?" + _SPOUSE_WORD + r"|con (?:lo de )?mi " + _SPOUSE_WORD + r"|"
                        r"combined|together|juntos|entre los dos|entre (?:ambos|nosotros)|los dos|the two of us|our income|nuestro ingreso)\b")


# "the two of us", "de los dos", "entre ambos" said of whose income it is: a count of people, no amount
_TWO_OF_US = re.compile(r"\b(?:(?:de|for|entre|between|of)\s+)?(?:los|las|the|us|nosotros)\s+(?:dos|two|2|ambos|both)(?:\s+of us)?\b"
                        r"|\b(?:both of us|the two of us|ambos)\b")


def without_two_of_us(text: str) -> str:
    """Return ``text`` without "the two of us", "de los dos" (whose income, never an amount of 2)."""
    return _TWO_OF_US.sub(" ", fold(text))


def spouse_answer(text: str, lang: str) -> str | None:
    """Return what ``text`` answers to :data:`SPOUSE_ASKED`: "included" (the spouse's income is in
    it), "none" (the spouse earns nothing), "apart" (only the student's), "unsure", else None. A
    quick reply's label is its answer."""
    return _whose_answer(text, SPOUSE_CHOICES, _SPOUSE_NONE, _SPOUSE_APART, _SPOUSE_IN)


# --- a parent's own pay, written for the student: is the other parent's in it? (§18-3601) ---------
# Class (newcomer28): "soy la mamá de Ana… yo gano 50 mil" and "my daughter is a senior…, I make 85k"
# were kept as the household's income, a "likely eligible" on one parent's pay: the income of the
# student's parents living with the student is combined, so whether the other parent's (or a
# step-parent's) is in it is asked, as a married student is asked about the spouse's.
PARTNER_ASKED = N_("Does your %(amount)s include the income of your child's other parent or step-parent, if one lives with you? The law counts both parents' income (§18-3601).")
PARTNER_PAY_ASKED = N_("How much did your child's other parent or step-parent make last year? I'll add it to your %(amount)s. If you don't know, say so.")
PARTNER_CHOICES = (("included", N_("Yes, it includes theirs")),
                   ("none", N_("No other parent lives with us, or they have no income")),
                   ("apart", N_("No, it's just mine")),
                   ("unsure", N_("I don't know")))
_PARTNER_NONE = re.compile(
    r"\b(?:" + _SPOUSE_NONE_WORDS + r"|single (?:mom|mother|dad|father|parent)|(?:madre|mama|padre|papa) solter[oa]|"
    r"(?:only|the only|sole) (?:parent|earner|one)|(?:im|i am|i m) (?:raising|on my own|alone|by myself)|"
    r"no (?:hay|tiene|tengo) (?:otro|otra|esposo|esposa|pareja|marido)|(?:soy|estoy) sol[oa]|"
    r"(?:divorced|separated|widow\w*|divorciad[oa]|separad[oa]|viud[oa])|no (?:one|body) else|not in the picture|"
    r"(?:doesnt|does not|dont|do not|no|isnt|is not|not) (?:live|lives|living|vive|viven)\b)\b")


def whose_asked(spouse: bool, for_child: bool) -> tuple:
    """Return (the question, the pay's question, the choices) asked of an income said by one
    earner whose household's other income may not be in it (engine, "parents" and "spouse"
    follow-ups): a single student's parents', a married student's spouse's, and for a parent
    writing for the student, the other parent's (:data:`PARTNER_ASKED`)."""
    if spouse and for_child:
        return PARTNER_ASKED, PARTNER_PAY_ASKED, PARTNER_CHOICES
    if spouse:
        return SPOUSE_ASKED, SPOUSE_PAY_ASKED, SPOUSE_CHOICES
    return PARENTS_ASKED, PARENTS_PAY_ASKED, PARENTS_CHOICES


def whose_answer(text: str, lang: str, spouse: bool, for_child: bool) -> str | None:
    """Return what ``text`` answers to the question :func:`whose_asked` puts ("included", "none",
    "apart", "unsure"; else None)."""
    if spouse and for_child:
        return _whose_answer(text, PARTNER_CHOICES, _PARTNER_NONE, _SPOUSE_APART, _SPOUSE_IN)
    return spouse_answer(text, lang) if spouse else parents_answer(text, lang)


def one_earner_taken(part, household: str | None, for_child: bool = False, said=()) -> Msg | None:
    """Return what is said of one earner's pay taken as the income of a household of two
    (``household`` "two_parent" or "married"): that it is taken as the household's total, and
    that the other earner's pay is added when told; None for any other household. The other
    earner invited is the one other parent the student named in ``said`` (their messages: "my mom
    and stepdad" -> "If your stepdad earns too"), a parent of the other kind when none is, else
    no one by name ("your other parent").

    Class (a newcomer's finding): "I live with my mom and stepdad", then "my mom makes 40k", was
    answered "If your dad earns too": the note named a parent the student never named. A household
    not yet known is taken as two parents' when the student named another parent ("i live w my mom
    and dad…, my mom makes like 52k": her pay was kept as the total unsaid, a false "likely eligible")."""
    other = other_earner(part, household, for_child, said)
    if other is None:
        return None
    return Msg.of(ONE_EARNER_TAKEN, part=part_said(part)).with_note(Msg.of(OTHER_EARNS[other]))


def other_earner(part, household: str | None, for_child: bool = False, said=()) -> str | None:
    """Return the other earner of a household of two whose pay ``part`` is not (a key of
    :data:`OTHER_EARNS`): the one other parent named in ``said`` (the student's messages), a parent
    of the other kind when none is named, "parent" when two are; the student or the spouse of a
    married household; None for any other household (one not yet known is two parents' when the
    student named another parent)."""
    if household is None and not for_child and part[0] in PARENT_EARNERS \
            and parents_named(said) - {part[0]}:
        household = "two_parent"
    if household == "two_parent" and for_child and part[0] != "self":
        return "self"  # (a parent writing: "my husband makes 60k" leaves the writer's own pay)
    if household == "two_parent":
        others = parents_named(said) - {part[0]} if not for_child and part[0] != "self" else set()
        if len(others) == 1:
            return others.pop()
        if others:
            return "parent"
        return {"mom": "dad", "stepmom": "dad", "dad": "mom", "stepdad": "mom",
                "self": "spouse" if for_child else "parents"}.get(part[0], "parent")
    if household == "married":
        return "spouse" if part[0] == "self" else "self" if part[0] in ("wife", "husband", "spouse") else None
    return None


# "two moms", "my 2 dads", "dos mamás": two parents of one gender, whom "she" or "he" cannot tell apart
_TWO_OF_A_GENDER = re.compile(r"\b(?:two|2|dos|both)\s+(?:moms|mothers|mums|mamas|madres|dads|fathers|papas|padres)\b")


def pronoun_parent(key: str, said) -> str | None:
    """Return the parent "she" or "he" (``key``) names, the first pay said at the income question
    with two parents at home: the one parent of that gender named in the student's messages ``said``
    ("I live with my mom and stepdad", then "he makes 54k": the stepdad); None when none is named or
    two could be ("my mom and stepmom", "my two moms": which one's pay it is can't be told). Class
    (fix37j, a newcomer's finding: a false "likely eligible"): "I live with my mom and dad", then "she
    makes 40k", was kept as the household's $40,000 with only a note; as "my mom makes 40k" is, it is
    the mom's pay, held, and the dad's asked."""
    if key not in ("she", "he") or any(_TWO_OF_A_GENDER.search(fold(t)) for t in said if t):
        return None
    named = [p for p in parents_named(said) if GENDER.get(p) == key]
    return named[0] if len(named) == 1 else None


def other_aid_own(text: str) -> str | None:
    """Return "true" or "false" when ``text`` says the student gets SSI or SSDI, or doesn't (:func:`_own_fact`), else None."""
    return _own_fact(text, vocab.SSI_WORDS) if contains_any(normalize(text), vocab.SSI_WORDS) else None
