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
from ..paths import FLOWS
from ..policy import load_policy
from . import vocab
from .understand import contains_any
from .understand import fold
from .understand import normalize

FAQ_FILE = FLOWS / "faq.yaml"
MATCH = 85  # score (0-100) a phrase needs to stand in the question (typos tolerated)
TYPO = 84  # rapidfuzz ratio from which an unknown word is read as a known one
PHRASE_BONUS = 3.0  # added to an entry's BM25 score when one of its phrases stands in the question
# Calibrated on the dev half of tests/chat/questions.yaml with the paraphrases written from it
# left out (so as phrasings the FAQ has never seen): BM25 score (with the bonus) and share of
# the question's words the entry knows, from which an entry answers; below: "I don't know".
THRESHOLD = 4.0
COVERAGE = 0.3
GENERAL = frozenset({"what_is", "likely_eligible_meaning"})  # entries about the scholarship as a whole ("am I eligible for the Promise Scholarship?" asks about the student)

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


# An English question asked after a statement, without a "?": an auxiliary before its subject.
_INVERTED = re.compile(r"\b(?:can|could|do|does|did|will|would|should|may|might)\s+(?:i|we|you|it|that|this|they|he|she|promise|the promise|"
                       r"my|these|those)\s+\w+|\b(?:is|are)\s+there\s+(?:any|a|an|some)\b|\b(?:is|are)\s+(?:it|that|this)\s+"
                       r"(?:ok|okay|possible|enough|covered|allowed|true|a problem|still)\b")
_ABOUT = re.compile(r"como\s+(?:de\s+|unos?\s+|unas?\s+)?\$?\d")


def is_question(text: str) -> bool:
    """Return True when ``text`` reads as a question: a "?" or "¿", or a question word first
    in one of its clauses."""
    t = fold(text).strip()
    if "?" in t or "¿" in t or contains_any(normalize(text), vocab.QUESTION_PHRASES):
        return True
    if _INVERTED.search(normalize(text)):
        return True  # "I go to a private school, does that count", "my gpa is 1.9 is there any way"
    for clause in re.split(r"[,;.!]|\bbut\b|\bpero\b", t):  # "no tengo papeles, puedo aplicar"
        norm = normalize(clause)
        if _ABOUT.match(norm):
            continue  # "como 3", "como 120 mil": "about", an answer
        if norm and any(norm == w or norm.startswith(w + " ") for w in vocab.QUESTION_WORDS):
            return True
    return False


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


def _stem(token: str) -> str:
    """Return a crude stem shared by both languages' plurals ("credits", "creditos" -> "credit", "credito")."""
    if len(token) > 4 and token.endswith("es") and token[-3] not in "aeiou":
        return token[:-2]
    if len(token) > 3 and token.endswith("s") and not token.endswith("ss"):
        return token[:-1]
    return token


def tokens(text: str) -> list:
    """Return the words of ``text`` that carry meaning for retrieval: normalized, slang spelled
    out ("k" -> "que", "pa" -> "para"), stop words dropped, plurals stemmed."""
    out = []
    for tok in normalize(text).split()[:60]:
        tok = vocab.SLANG.get(tok, tok)
        for part in tok.split():
            if part not in vocab.STOP_WORDS:
                out.append(_stem(part))
    return out


class _Index:
    """BM25 (the ``bm25s`` library) over one document per phrase (both languages) and per
    answer (both languages); an entry scores its best document plus half its second best.
    Query words not in the vocabulary are mapped to the closest one (rapidfuzz), so typos
    still count."""

    def __init__(self, entries: tuple, answers: list):
        import bm25s  # imported here: only the chat needs it

        self.entries = entries
        docs, self.owner = [], []
        self.entry_words = [set() for _ in entries]
        for i, (entry, answer_texts) in enumerate(zip(entries, answers)):
            for text in tuple(entry.phrases) + tuple(answer_texts):
                words = tokens(text)
                if words:
                    docs.append(words)
                    self.owner.append(i)
                    self.entry_words[i].update(words)
        self.vocabulary = sorted({w for d in docs for w in d})
        self.known = set(self.vocabulary)
        self.bm25 = bm25s.BM25()
        self.bm25.index(docs, show_progress=False)

    def _correct(self, word: str) -> str | None:
        if word in self.known:
            return word
        if len(word) < 4:
            return None
        found = process.extractOne(word, self.vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO)
        return found[0] if found else None

    def scores(self, text: str) -> list:
        query = [w for w in (self._correct(t) for t in tokens(text)) if w]
        if not query:
            return [0.0] * len(self.entries)
        best = [[0.0, 0.0] for _ in self.entries]
        for doc, score in enumerate(self.bm25.get_scores(query)):
            top = best[self.owner[doc]]
            if score > top[0]:
                top[0], top[1] = float(score), top[0]
            elif score > top[1]:
                top[1] = float(score)
        return [a + 0.5 * b for a, b in best]


@lru_cache(maxsize=1)
def _index() -> _Index:
    from ..i18n import LANGUAGES
    from ..i18n import gettext

    entries = load_faq()
    answers = [[gettext(e.answer, lang) for lang in LANGUAGES] for e in entries]
    return _Index(entries, answers)


def search(text: str) -> tuple:
    """Return ``(entry, score, coverage)``: the FAQ entry that fits ``text`` best, its BM25
    score (a phrase standing whole in the question adds :data:`PHRASE_BONUS`), and the share
    of the question's words that entry knows (off-topic questions share few)."""
    words = normalize(text).split()[:60]
    if not words:
        return None, 0.0, 0.0
    index = _index()
    scores = index.scores(text)
    for i, entry in enumerate(index.entries):
        if any((len(p) > 3 and _score(words, p) >= MATCH) or p in words for p in entry.phrases):
            scores[i] += PHRASE_BONUS
    best = max(range(len(scores)), key=scores.__getitem__)
    asked = tokens(text)
    known = [index._correct(t) for t in asked]
    coverage = sum(1 for w in known if w and w in index.entry_words[best]) / max(1, len(asked))
    return index.entries[best], scores[best], coverage


def find(text: str) -> Entry | None:
    """Return the FAQ entry ``text`` asks about (either language), or None when none fits well
    enough: a score under :data:`THRESHOLD` or a coverage under :data:`COVERAGE` (both
    calibrated on the dev half of ``tests/chat/questions.yaml``; ``bench/chat.py`` measures)."""
    if contains_any(normalize(text), vocab.OFF_TOPIC):
        return None  # the weather, parties, jokes: not this FAQ's to answer
    entry, score, coverage = search(text)
    return entry if score >= THRESHOLD and coverage >= COVERAGE else None


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
