"""The chatbot's FAQ: find the entry of ``flows/faq.yaml`` a question asks, and answer it.

A question is classified (scikit-learn: a linear SVM over word and character n-grams) into one
of the entries, learnt from their English and Spanish phrases and answers, or into "off topic",
learnt from ``flows/faq_off_topic.yaml``; a score under a calibrated threshold is "I don't know".
Answers are gettext msgids whose ``%(name)s`` figures come from the award year's policy
(:data:`PARAMS`), so a new income limit is a data edit, never a text edit.
"""
from __future__ import annotations

import datetime as dt
import re
import threading
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
OFF_TOPIC_FILE = FLOWS / "faq_off_topic.yaml"
NONE = "off_topic"  # the classifier's label for questions no entry answers
TYPO = 84  # rapidfuzz ratio from which an unknown word is read as a known one
# The classifier's score from which its best entry answers (below: "I don't know" and a person
# to ask). Chosen by 5-fold cross-validation on the dev half of tests/chat/questions.yaml
# (`bench/chat.py --split dev --calibrate` prints the choice and the held-out accuracy).
THRESHOLD = -1.0
MARGIN = 0.8  # and by how much it must beat "off topic" (chosen with THRESHOLD)
COVERAGE = 0.8  # and the share of the question's words the entries know (chosen with THRESHOLD)
SURE = 1.4  # unless its margin is at least this (a question with new words the classifier is sure of)
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


def _spelled_out(text: str) -> str:
    """Return ``text`` normalized with texting spelled out ("k promedio" -> "que promedio")."""
    return " ".join(vocab.SLANG.get(w, w) for w in normalize(text).split())


@lru_cache(maxsize=1)
def off_topic_examples() -> tuple:
    """Return the questions of ``flows/faq_off_topic.yaml`` (both languages): what "none of
    the entries" looks like."""
    with open(OFF_TOPIC_FILE, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    return tuple(q for lang in ("en", "es") for q in raw.get(lang) or ())


def training_set(entries: tuple, answers: list, off_topic: tuple) -> tuple:
    """Return ``(texts, labels)`` the classifier learns from: each entry's phrases and its
    answer in both languages (labelled with its id), and the off-topic questions (:data:`NONE`)."""
    texts, labels = [], []
    for entry, answer_texts in zip(entries, answers):
        for text in tuple(entry.phrases) + tuple(answer_texts):
            texts.append(text)
            labels.append(entry.id)
    for text in off_topic:
        texts.append(text)
        labels.append(NONE)
    return texts, labels


class Classifier:
    """A linear SVM (scikit-learn's ``LinearSVC``) over TF-IDF of words (stop words dropped,
    slang spelled out, plurals stemmed, misspelled words mapped to the closest known word with
    rapidfuzz) and of character 2-5-grams (which tolerate typos and share stems across
    languages), with one class per FAQ entry plus :data:`NONE` for off-topic questions."""

    def __init__(self, texts: list, labels: list):
        from sklearn.feature_extraction.text import TfidfVectorizer  # imported here: only the chat needs it
        from sklearn.pipeline import make_pipeline
        from sklearn.pipeline import make_union
        from sklearn.svm import LinearSVC

        self.vocabulary = sorted({w for t in texts for w in tokens(t)})
        self.known = set(self.vocabulary)
        self.entry_words = {w for t, label in zip(texts, labels) if label != NONE for w in tokens(t)}
        words = TfidfVectorizer(preprocessor=self._words, token_pattern=r"\S+", ngram_range=(1, 2), sublinear_tf=True)
        chars = TfidfVectorizer(analyzer="char_wb", preprocessor=_spelled_out, ngram_range=(2, 5), sublinear_tf=True)
        self.model = make_pipeline(make_union(words, chars), LinearSVC(C=1.0, random_state=0)).fit(list(texts), list(labels))
        self.classes = [str(c) for c in self.model.classes_]

    def _correct(self, word: str) -> str:
        if word in self.known or len(word) < 3 or word.isdigit():
            return word
        found = process.extractOne(word, self.vocabulary, scorer=fuzz.ratio, score_cutoff=TYPO)
        return found[0] if found else word

    def _words(self, text: str) -> str:
        return " ".join(self._correct(w) for w in tokens(text))

    def coverage(self, text: str) -> float:
        """Return the share of the words of ``text`` (:func:`tokens`, typos corrected) that the
        entries' phrases and answers use: off-topic questions bring words of their own."""
        words = [self._correct(w) for w in tokens(text)]
        return sum(w in self.entry_words for w in words) / len(words) if words else 0.0

    def rank(self, text: str) -> list:
        """Return ``[(label, score), …]``, best first (the SVM's decision values)."""
        scores = self.model.decision_function([text])[0]
        return sorted(zip(self.classes, (float(s) for s in scores)), key=lambda p: -p[1])


_FITTING = threading.Lock()


def _classifier() -> Classifier:
    with _FITTING:  # one fit, even when two threads of a worker ask at once
        return _fit()


def warm_up() -> None:
    """Fit the classifier now (about 2 s): in production the app does it while it starts, so
    under gunicorn --preload every worker inherits it and no student's first message waits."""
    _classifier()


@lru_cache(maxsize=1)
def _fit() -> Classifier:
    from ..i18n import LANGUAGES
    from ..i18n import gettext

    entries = load_faq()
    answers = [[gettext(e.answer, lang) for lang in LANGUAGES] for e in entries]
    return Classifier(*training_set(entries, answers, off_topic_examples()))


@lru_cache(maxsize=1)
def _by_phrase() -> dict:
    out = {}
    for entry in load_faq():
        for phrase in entry.phrases:
            out.setdefault(phrase, entry)
    return out


def search(text: str) -> tuple:
    """Return ``(entry, score, margin, coverage)``: the FAQ entry that fits ``text`` best (None
    when the best is "off topic"), the classifier's score for it, by how much it beats "off
    topic", and the share of the question's words the entries know; a question that is one of
    an entry's phrases word for word is that entry (score and margin ``inf``, coverage 1)."""
    norm = " ".join(normalize(text).split()[:60])
    if not norm:
        return None, float("-inf"), 0.0, 0.0
    exact = _by_phrase().get(norm)
    if exact is not None:
        return exact, float("inf"), float("inf"), 1.0
    classifier = _classifier()
    ranked = classifier.rank(norm)
    (label, score), off = ranked[0], dict(ranked)[NONE]
    entry = next((e for e in load_faq() if e.id == label), None)
    return entry, score, score - off, classifier.coverage(norm)


def find(text: str) -> Entry | None:
    """Return the FAQ entry ``text`` asks about (either language), or None when it is off
    topic or no entry fits well enough (a score under :data:`THRESHOLD`, less than
    :data:`MARGIN` over "off topic", or a :data:`COVERAGE` too low unless the margin is
    :data:`SURE`; chosen together by
    cross-validation on the dev half of ``tests/chat/questions.yaml``: ``bench/chat.py --split
    dev --calibrate``)."""
    if contains_any(normalize(text), vocab.OFF_TOPIC):
        return None  # the weather, parties, jokes: not this FAQ's to answer
    entry, score, margin, coverage = search(text)
    return entry if entry is not None and accepted(score, margin, coverage) else None


def accepted(score: float, margin: float, coverage: float, limits: tuple | None = None) -> bool:
    """Return True when a best entry's ``score``, ``margin`` and ``coverage`` (:func:`search`)
    pass ``limits`` (threshold, margin, coverage, sure margin; by default :data:`THRESHOLD`,
    :data:`MARGIN`, :data:`COVERAGE`, :data:`SURE`)."""
    thr, least, share, sure = limits or (THRESHOLD, MARGIN, COVERAGE, SURE)
    return score >= thr and margin >= least and (coverage >= share or margin >= sure)


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
