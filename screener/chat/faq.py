"""The chatbot's FAQ: find the entry of ``flows/faq.yaml`` a question asks, and answer it.

Questions are matched on the entries' English and Spanish phrases with rapidfuzz (all of a
phrase's words in the question, in any order, misspellings tolerated; the longest phrase wins).
Answers are gettext msgids whose ``%(name)s`` figures come from the award year's policy
(:data:`PARAMS`), so a new income limit is a data edit, never a text edit.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml
from rapidfuzz import fuzz
from rapidfuzz import process

from ..i18n import N_
from ..i18n import Day
from ..i18n import Gpa
from ..i18n import Money
from ..i18n import Msg
from ..policy import award_year_for
from ..policy import load_directory
from ..policy import load_policy
from . import vocab
from .understand import fold
from .understand import normalize

FAQ_FILE = Path(__file__).resolve().parent.parent.parent / "flows" / "faq.yaml"
MATCH = 85  # score (0-100) a phrase needs to count as the question's topic
GENERAL = frozenset({"what_is"})  # entries about the scholarship as a whole ("am I eligible for the Promise Scholarship?" asks about the student)

# Policy facts an answer may name, by how they are shown (names of policy.yaml entries).
PARAMS = {
    Money: ("max_award", "income_limit_single", "income_limit_married", "pell_max"),
    Gpa: ("hs_gpa_min", "cc_gpa_min"),
    int: ("hs_gpa_waiver_years", "min_credits_per_semester", "full_time_credits", "award_years_limit",
          "award_years_limit_part_time_associate"),
}
_PLACEHOLDER = re.compile(r"%\((\w+)\)s")


@dataclass(frozen=True)
class Entry:
    """One FAQ entry: ``phrases`` (both languages, normalized), the ``answer`` msgid, the
    ``unannounced`` msgid used when a figure is not published (or None), and ``citation``."""

    id: str
    phrases: tuple
    answer: str
    unannounced: str | None
    citation: str | None
    source: dict | None = None

    @property
    def names(self) -> set:
        """Return the policy parameter names the answer uses."""
        return set(_PLACEHOLDER.findall(self.answer))


@lru_cache(maxsize=1)
def load_faq() -> tuple:
    """Return the :class:`Entry` items of ``flows/faq.yaml``, in file order."""
    with open(FAQ_FILE, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    return tuple(
        Entry(
            id=e["id"],
            phrases=tuple(dict.fromkeys(normalize(p) for p in (e.get("en") or []) + (e.get("es") or []))),
            answer=e["answer"],
            unannounced=(e.get("unannounced") or {}).get("answer"),
            citation=e.get("citation"),
            source=e.get("source"),
        )
        for e in raw
    )


def is_question(text: str) -> bool:
    """Return True when ``text`` reads as a question: a "?" or "¿", or a question word first."""
    t = fold(text).strip()
    if t.endswith("?") or t.startswith("¿"):
        return True
    norm = normalize(text)
    return any(norm == w or norm.startswith(w + " ") for w in vocab.QUESTION_WORDS)


def _score(words: list, phrase: str) -> float:
    """Return how fully the question's ``words`` contain the phrase's words, 0-100.

    Every word of the phrase must be there, in any order; a word of 4+ letters may be
    misspelled (its rapidfuzz ratio counts), a shorter one must be exact. The score is the
    worst word's.
    """
    worst = 100.0
    for word in phrase.split():
        if len(word) < 4:
            best = 100.0 if word in words else 0.0
        else:
            found = process.extractOne(word, words, scorer=fuzz.ratio)
            best = found[1] if found else 0.0
        worst = min(worst, best)
    return worst


def find(text: str) -> Entry | None:
    """Return the FAQ entry ``text`` asks about (either language), or None when none fits well."""
    words = normalize(text).split()[:60]
    if not words:
        return None
    best, best_key = None, (0.0, 0)
    for entry in load_faq():
        for phrase in entry.phrases:
            key = (_score(words, phrase), len(phrase))
            if key[0] >= MATCH and key > best_key:
                best, best_key = entry, key
    return best


def policy_params(today: dt.date) -> dict:
    """Return the values FAQ answers may name, for the award year applied for on ``today``.

    Money, GPA and counts from :data:`PARAMS`; ``award_year`` ("2027-2028");
    ``aid_application_deadline`` (a :class:`Day`, or None when not published); the MHEC
    office's ``osfa_name``, ``osfa_phone``, ``osfa_email``; ``residential_colleges`` (names).
    """
    policy = load_policy(award_year_for(today))
    out = {name: kind(policy[name]) for kind, names in PARAMS.items() for name in names if policy[name] is not None}
    deadline = policy["aid_application_deadline"]
    out["aid_application_deadline"] = Day.of(dt.date.fromisoformat(deadline)) if deadline else None
    out["award_year"] = policy.label
    for back in range(1, 6):  # the last published deadline, for "not announced yet"
        earlier = load_policy(policy.year - back)
        if earlier["aid_application_deadline"]:
            out["last_deadline"] = Day.of(dt.date.fromisoformat(earlier["aid_application_deadline"]))
            out["last_deadline_year"] = earlier.label
            break
    for key, value in (policy["mhec_osfa"] or {}).items():
        out[f"osfa_{key}"] = value
    out["crisis_line"] = dict(policy["crisis_line"] or {})
    out["residential_colleges"] = ", ".join(c.name for c in load_directory().residential_colleges())
    return out


def answer(entry: Entry, today: dt.date) -> Msg:
    """Return the answer of ``entry`` as a :class:`Msg` with the policy figures for ``today``.

    Uses the ``unannounced`` text when a figure the answer names is not published (None).
    """
    params = policy_params(today)
    text = entry.answer
    if entry.unannounced and any(params.get(n) is None for n in entry.names):
        text = entry.unannounced
    names = set(_PLACEHOLDER.findall(text))
    return Msg.of(text, **{n: params[n] for n in names})


def citation(entry: Entry) -> Msg | tuple | None:
    """Return the "Source: §…" line for ``entry`` and, for an entry resting on a published
    page, "Source: <title>: <address>" (None when it cites nothing)."""
    lines = []
    if entry.citation:
        lines.append(Msg.of(N_("Source: Maryland Code, Education %(citation)s"), citation=entry.citation))
    if entry.source:
        lines.append(Msg.of(N_("Source: %(title)s: %(href)s"), title=entry.source["title"], href=entry.source["href"]))
    if not lines:
        return None
    return lines[0] if len(lines) == 1 else tuple(lines)
