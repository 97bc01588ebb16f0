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

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz
from rapidfuzz import process

from ..answers import OUTSIDE_MD
from ..i18n import LANGUAGES
from ..i18n import N_
from ..i18n import Msg
from ..i18n import render
from ..parsing import parse_number
from ..policy import load_directory
from ..serialize import run
from . import vocab

ACCEPT = 88  # fuzzy score (0-100) taken as the answer when no other option is close
SUGGEST = 75  # fuzzy score from which options are offered back
UNSURE_KEY = "__unsure__"
_MAX_WORDS = 60  # fuzzy matching looks at the first words only (messages are at most 2,000 characters)


# --- text ----------------------------------------------------------------------------------


def fold(text: str) -> str:
    """Return ``text`` lower-cased, without accents or apostrophes ("¿Qué?" -> "¿que?")."""
    t = unicodedata.normalize("NFKD", str(text).lower())
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    return re.sub(r"['’`´]", "", t)


def normalize(text: str) -> str:
    """Return ``text`` folded (:func:`fold`) with anything but letters and digits as single spaces."""
    return " ".join(re.sub(r"[^a-z0-9]+", " ", fold(text)).split())


def contains(norm: str, phrase: str) -> bool:
    """Return True when the normalized ``phrase`` stands in ``norm`` as whole words."""
    return f" {phrase} " in f" {norm} "


def contains_any(norm: str, phrases) -> bool:
    """Return True when any of ``phrases`` stands in ``norm`` (:func:`contains`)."""
    return any(contains(norm, p) for p in phrases)


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
    tokens = norm.split()[:_MAX_WORDS]
    n = phrase.count(" ") + 1
    windows = [" ".join(tokens[i:i + n]) for i in range(max(1, len(tokens) - n + 1))]
    letters = sum(ch.isalpha() for ch in phrase)
    windows = [w for w in windows if w[:1] == phrase[:1] and sum(ch.isalpha() for ch in w) >= letters * 0.6]
    best = process.extractOne(phrase, windows, scorer=fuzz.ratio) if windows else None
    return float(best[1]) if best else 0.0


@dataclass(frozen=True)
class Pick:
    """The outcome of :func:`pick`: one ``value``, or ``candidates`` to ask back (or neither)."""

    value: str | None = None
    candidates: tuple = ()


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
        best = max(((phrase_score(norm, p), len(p)) for p in phrases), default=(0.0, 0))
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
        out[c.value] = phrases + vocab.CHOICES.get(q.id, {}).get(c.value, ()) + _BOOLEAN.get(c.value, ())
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
        out = {"true": vocab.YES, "false": vocab.NO}
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

# A minus sign right before a number ("-5", "-$5", "$-5") is kept, so the number is refused as
# negative instead of read as 5; a hyphen after a word or a number ("45-50", "21044-1234") is not one.
_MINUS = r"(?:(?<![\w.,$-])(?P<minus>[-\u2212])(?=\$?\d))?"
_NUMBER = re.compile(r"(?:(?<![\w.,-])(?P<minus>[-\u2212])(?=\d)|(?<![\d.,]))(?P<number>\d+(?:[.,]\d+)*)(?![\d])")
_AMOUNT = re.compile(
    _MINUS + r"(?P<dollar>\$\s*)?(?:(?<![\w.,])(?P<minus2>[-\u2212])(?=\d))?(?<![\d.,])(?P<number>\d[\d.,]*)"
    r"(\s*(?P<word>k|mil|miles|thousand|grand|million|millones|millon)\b)?")
_SCALE = re.compile(r"(\d+(?:[.,]\d+)?)\s*(?:/|out of|of|de|sobre|on a|en una escala de)\s*(\d+(?:[.,]\d+)?)")
_MONTH_NAMES = "|".join(sorted(vocab.MONTHS, key=len, reverse=True))
_MONTH_PATTERNS = (
    (re.compile(r"\b(\d{4})[-/.](\d{1,2})\b"), "ym"),
    (re.compile(r"\b(\d{1,2})[-/.]\d{1,2}[-/.](\d{4})\b"), "my"),
    (re.compile(r"\b(\d{1,2})[-/.](\d{4})\b"), "my"),
    (re.compile(r"\b(\d{1,2})/(\d{2})\b"), "my"),
    (re.compile(rf"\b({_MONTH_NAMES})\.?,?\s*(?:de\s+|del\s+|of\s+)?'?(\d{{4}}|\d{{2}})\b"), "Ny"),
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


def amounts(text: str) -> list:
    """Return the :class:`Amount` items in ``text``, in order ("about $45k" -> ["$45k"]; "-5" stays
    "-5", for :func:`parse_number` to refuse)."""
    out = []
    for m in _AMOUNT.finditer(fold(text)):
        number, word = _strip(m.group("number")), (m.group("word") or "")
        sign = "-" if m.group("minus") or m.group("minus2") else ""
        if word.startswith("mill"):
            value = parse_number(number, "number").value
            raw = sign + str(int(value * 1_000_000)) if value is not None else number
        else:
            raw = sign + (m.group("dollar") or "") + number + ("k" if word else "")
        digits = len(re.sub(r"\D", "", number))
        out.append(Amount(raw.strip(), bool(sign or m.group("dollar") or word or digits >= 4)))
    return out


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


def _season(norm: str, year: str) -> tuple:
    """Return the "YYYY-MM" months a season of ``year`` may mean ("fall 2025" -> 2025-08, 2025-09)."""
    season = next((w for w in norm.split() if w in vocab.SEASONS), None)
    return tuple(f"{year}-{m:02d}" for m in vocab.SEASONS[season]) if season else ()


def month(text: str):
    """Return ``("YYYY-MM", None, ())`` for a month typed in ``text``, else ``(None, problem, options)``.

    Understands "June 2027", "junio de 2027", "jun '27", "06/2027", "2027-06" and "6/15/2027";
    a year alone, a season ("fall 2025": its months are the ``options``) or a month alone is
    asked back (``problem`` is a :class:`Msg`, or None when there is no date at all).
    """
    t = fold(text)
    for pattern, order in _MONTH_PATTERNS:
        m = pattern.search(t)
        if not m:
            continue
        a, b = m.group(1), m.group(2)
        mon, year = (int(b), a) if order == "ym" else (vocab.MONTHS[a] if order == "Ny" else int(a), b)
        year = int(year) + (2000 if len(year) == 2 else 0)
        if 1 <= mon <= 12:
            return f"{year:04d}-{mon:02d}", None, ()
    y = _YEAR.search(t)
    if y:
        return None, Msg.of(N_("Which month of %(year)s? For example: June %(year)s."), year=y.group(1)), _season(normalize(text), y.group(1))
    if contains_any(normalize(text), vocab.MONTHS):
        return None, Msg.of(N_("Which year? For example: June 2027.")), ()
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


def _unsure(norm: str) -> Reading:
    return Reading(unsure=contains_any(norm, vocab.UNSURE))


def _read_choice(q, text, norm, lang, state, today) -> Reading:
    p = pick(norm, options_for(q, state, today))
    if p.value == UNSURE_KEY:
        return Reading(unsure=True)
    if p.value is not None:
        return Reading(form={q.id: p.value})
    if p.candidates:
        return Reading(options=tuple(c for c in p.candidates if c != UNSURE_KEY))
    return Reading()


def _read_money(q, text, norm, lang, state, today) -> Reading:
    inputs = [i.id for i in q.inputs if i.kind == "money"]
    found = amounts(text)
    if q.optional and not found and contains_any(norm, vocab.SKIP + vocab.NO + vocab.UNSURE + vocab.ZERO):
        return Reading(form={i.id: "" for i in q.inputs})
    strong = [a for a in found if a.strong] or found
    if len(strong) > len(inputs):
        return Reading(problem=Msg.of(N_("I see more than one amount. What is the total, as one number?")))
    if strong:
        return Reading(form={i: a.raw for i, a in zip(inputs, strong)})
    if contains_any(norm, vocab.ZERO):
        return Reading(form={inputs[0]: "0"})
    spoken = number_words(norm)
    if spoken is not None:
        return Reading(form={inputs[0]: str(spoken)})
    return _unsure(norm)


def _class_count(text: str) -> int | None:
    """Return N for "N classes" when the message counts classes and never credits."""
    norm = normalize(text)
    if contains_any(norm, vocab.CREDIT_WORDS):
        return None
    m = re.search(r"\b(\d{1,2})\s+(?:" + "|".join(vocab.CLASS_WORDS) + r")\b", norm)
    return int(m.group(1)) if m else None


def _read_number(q, text, norm, lang, state, today) -> Reading:
    classes = _class_count(text) if q.id.startswith("credits") else None
    if classes is not None:
        # Classes are not credits, and no sourced figure says how many credits a class is:
        # ask for the credits, pointing to where they are listed.
        return Reading(problem=Msg.of(N_(
            "How many credits is that? Your college's class schedule lists the credits of each class.")))
    found = numbers(text)
    if found:
        return Reading(form={q.id: found[0]})
    spoken = number_words(norm)
    if spoken is not None:
        return Reading(form={q.id: str(spoken)})
    if q.id == "household_size" and contains_any(norm, vocab.JUST_ME):
        return Reading(form={q.id: "1"})
    if q.id == "credits_per_semester" and contains_any(norm, vocab.FULL_TIME):
        return Reading(form={q.id: str(int(run(state.answers, today).policy["full_time_credits"]))})
    return _unsure(norm)


_SCALES = {4.0: "4", 5.0: "5", 100.0: "100"}


def _read_gpa(q, text, norm, lang, state, today) -> Reading:
    m = _SCALE.search(fold(text))
    if m:
        scale = _SCALES.get(parse_number(m.group(2), "gpa").value)
        if scale is None:
            return Reading(problem=Msg.of(N_("What is your GPA on a 4.0 scale? For example: 3.2.")))
        return Reading(form={q.id: m.group(1), "gpa_scale": scale})
    found = numbers(text)
    if not found:
        return _unsure(norm)
    value = parse_number(found[0], "gpa", lang).value
    form = {q.id: found[0]}
    if value is not None and value > 5:
        form["gpa_scale"] = "100"
    return Reading(form=form)


def _read_month(q, text, norm, lang, state, today) -> Reading:
    value, problem, options = month(text)
    if value:
        return Reading(form={q.id: value})
    return Reading(problem=problem, options=options) if problem else _unsure(norm)


_ZIP = re.compile(r"(?<!\d)(\d{5})(?:[-\u2013\s]?\d{4})?(?!\d)")  # a ZIP+4 ("21044-1234") gives its ZIP


def _read_zip(q, text, norm, lang, state, today) -> Reading:
    m = _ZIP.search(text)
    if m:
        return Reading(form={q.id: m.group(1)})
    if contains_any(norm, vocab.UNSURE + ("dont have", "no tengo", "dont remember", "no recuerdo")):
        return Reading(unsure=True)
    return Reading()


_READERS = {
    "choice": _read_choice, "yesno": _read_choice, "county": _read_choice, "college": _read_choice,
    "money": _read_money, "number": _read_number, "gpa": _read_gpa, "month": _read_month, "zip": _read_zip,
}


def read(q, text: str, lang: str, state, today) -> Reading:
    """Read ``text`` as the answer to question ``q`` (a :class:`screener.flow.Question`).

    :param lang: the conversation's language (decides "45.000" in money; words of both
        languages are always understood)
    :param state: the :class:`screener.flow.State` so far (for "my home college")
    :param today: the date the conversation happens (its award year's policy applies)
    :return: a :class:`Reading`; never raises
    """
    norm = normalize(text)
    if not norm:
        return Reading()
    return _READERS[q.kind](q, text, norm, lang, state, today)


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


_INCOME = _cue(vocab.INCOME_CUES, r"[^\d$]{0,30}?(-?\$?\s*\d[\d.,]*\s*(?:k|mil|thousand)?\b)")
_ZIP_CUE = _cue(vocab.ZIP_CUES, r"\D{0,15}(\d{5})(?:[-\u2013]?\d{4})?(?!\d)")
_GPA_CUE = _cue(vocab.GPA_CUES, r"[^\d]{0,15}(\d(?:[.,]\d{1,2})?)(?![\d])")


def _volunteer_county(q, text, norm, state):
    options = county_options()
    if not contains_any(norm, vocab.LIVE_CUES):
        strong = ("county", "city", "condado", "ciudad")
        options = {k: tuple(p for p in v if any(w in p.split() for w in strong)) for k, v in options.items()}
    p = pick(norm, options, exact_only=True)
    return {q.id: p.value} if p.value else None


def _volunteer_phrase(q, text, norm, state):
    options = {v: tuple(p for p in ps if " " in p) for v, ps in vocab.CHOICES[q.id].items()}
    p = pick(norm, options, exact_only=True)
    return {q.id: p.value} if p.value else None


def _volunteer_regex(pattern):
    def find(q, text, norm, state):
        m = pattern.search(fold(text))
        return {q.id: _strip(m.group(1))} if m else None
    return find


def _volunteer_income(q, text, norm, state):
    """An amount after "make"/"income"/"gana" that is clearly money ("60k", "$60,000", "60 mil")."""
    m = _INCOME.search(fold(text))
    found = amounts(m.group(1)) if m else []
    return {q.id: found[0].raw} if found and found[0].strong else None


_VOLUNTEERED = {
    "applicant_type": _volunteer_phrase,
    "zip": _volunteer_regex(_ZIP_CUE),
    "county": _volunteer_county,
    "high_school": _volunteer_phrase,
    "hs_gpa": _volunteer_regex(_GPA_CUE),
    "household": _volunteer_phrase,
    "agi": _volunteer_income,
}


def volunteered(flow, text: str, state, skip=()) -> list:
    """Return ``[(question, form)]`` for facts stated in ``text`` besides the question asked.

    Only unanswered questions are filled, and only from clear wording: a county named with
    "county"/"condado" (or after "I live in"), an amount after "make"/"income"/"gana", a GPA
    after "GPA"/"promedio", a ZIP after "ZIP", multi-word phrases for the household, high
    school and first time or renewal. ``skip`` lists question ids to leave alone.
    """
    norm = normalize(text)
    out = []
    for qid, find in _VOLUNTEERED.items():
        q = flow.question(qid)
        if q is None or qid in skip or state.answered(q):
            continue
        form = find(q, text, norm, state)
        if form:
            out.append((q, form))
    return out


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
    if size <= 6 and contains_any(norm, vocab.RESTART):
        return Command("restart")
    if size <= 3 and contains_any(norm, vocab.BACK):
        return Command("back")
    verb = next((v for v in vocab.CHANGE if norm.startswith(v + " ")), None)
    if verb:
        p = pick(norm[len(verb):].strip(), _topics(flow))
        if p.value:
            return Command("change", p.value)
    return None


def asks_status(text: str, asked: bool) -> bool:
    """Return True when ``text`` asks how the screening stands ("am I eligible?", "¿califico?").

    :param asked: the message reads as a question (:func:`screener.chat.faq.is_question`);
        without a question nothing counts ("califico" may answer "do you qualify for …")
    """
    norm = normalize(text)
    return asked and (norm in vocab.STATUS_WORDS or contains_any(norm, vocab.STATUS_ASKS))


_MARKUP = re.compile(r"<\s*/?\s*[a-z!?][^<>]*>|&#?\w+;|\bjavascript:", re.I)


def is_markup(text: str) -> bool:
    """Return True when ``text`` holds HTML or script markup ("<script>…", "&lt;"): no
    student's answer does, so none of it is read (it is shown escaped, never run)."""
    return bool(_MARKUP.search(text))


def wants_hint(text: str) -> bool:
    """Return True when ``text`` only asks what the question means ("what do you mean?", "no entiendo", "help")."""
    return normalize(text) in vocab.HINT_ASKS


def wants_person(text: str) -> bool:
    """Return True when ``text`` asks to talk to a person ("talk to a human", "hablar con alguien")."""
    norm = normalize(text)
    return len(norm.split()) <= 12 and contains_any(norm, vocab.PERSON)


def is_greeting(text: str) -> bool:
    """Return True when ``text`` is only a greeting ("hi", "hola") or "start"."""
    return normalize(text) in vocab.GREETINGS
