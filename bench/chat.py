"""Print how well the chat understands students, on the labelled sets in ``tests/chat/``.

Run: ``.venv/bin/python bench/chat.py [--split test|dev|calib|dev2|check] [--failures] [--trace [ID ...]]
[--calibrate] [--lengths]`` (default: test, the half nobody tuned on; dev and calib: tuning sets (calib was
held out until 2026-12-01's second round; together they choose the FAQ's margin); check: a fourth set by a
new author, held out from tuning, to see whether a change generalises before test is run;
``--failures`` lists the misses and ``--trace`` prints the scripts' whole conversations, turn by
turn, on the tuning sets only (dev2: answers and scripts by a fifth author, for tuning); ``--calibrate`` chooses the FAQ's margin, see :func:`calibrate`; ``--lengths`` (fix52h) prints, per script of a
tuning set, where its messages to a result went: read-backs, re-asks, "I don't know"s, asides, fields asked, :func:`lengths`).
Prints, by language:

- parse accuracy: free-text answers read as a careful human reads them (values stored, after a
  "yes" when the bot reads them back; a value the labels say must be confirmed counts only when
  the bot asked first; asides, questions and "I don't know" must store nothing);
- FAQ top-1: questions answered from their labelled topic; unanswerable questions answered
  "I don't know" (and how many "I don't know" replies were for unanswerable ones);
- script success and messages to a result: whole conversations played by the rules of
  ``tests/chat/README.md``; beside the messages, the questions the bot asked before the result
  (each answered, or "I don't know"; read-backs and the student's own questions left out), and
  the scripts whose bot asked more questions than the web form asks for the same answers
  (:func:`form_questions`; the issue's "never more than the form's questions");
- wrong verdicts from unconfirmed answers: a message that rules the student out without the
  student having confirmed it, or a script ending "likely not eligible" when it shouldn't.

The engine is called directly (:func:`screener.chat.engine.respond`), on 2026-12-01, the sets'
date of reference. Nothing is asserted: ``tests/test_chat_bench.py`` runs it on dev with floors.
"""
from __future__ import annotations

import argparse
import datetime as dt
import re
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from screener.chat.engine import AID_ORDER  # noqa: E402
from screener.chat.engine import VOICES  # noqa: E402
from screener.chat.engine import _estimate_only  # noqa: E402
from screener.chat.engine import answers_view  # noqa: E402
from screener.chat.engine import field_name  # noqa: E402
from screener.chat.engine import value_label  # noqa: E402
from screener.chat.engine import respond  # noqa: E402
from screener.chat.session import Conversation  # noqa: E402
from screener.flow import State  # noqa: E402
from screener.flow import load_flow  # noqa: E402
from screener.i18n import Msg  # noqa: E402
from screener.i18n import render  # noqa: E402
from screener.serialize import run  # noqa: E402

TODAY = dt.date(2026, 12, 1)
SETS = Path(__file__).resolve().parent.parent / "tests" / "chat"
YES = {"en": "yes", "es": "sí"}
DONT_KNOW = {"en": "I don't know", "es": "no sé"}
RENEWAL_FIELDS = {"credits_completed_last_semester", "satisfactory_progress", "first_enrolled", "enrollment_status",
                  "extenuating_circumstances", "cc_gpa"}
TUNING = ("dev", "calib", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "dev19", "dev20", "dev21", "dev22", "dev23", "dev24", "dev25", "dev26", "dev27", "dev28", "dev29", "dev30", "dev31", "dev32", "dev33", "dev34", "dev35", "dev36", "dev37", "dev38", "dev39", "dev40", "dev41", "dev42", "dev43", "dev44", "dev45", "dev46", "dev47", "dev48", "dev49", "dev50", "dev51", "dev52", "dev53")  # sets a developer may read and fix failures against (dev2: answers and scripts only)
TOLERATED = {"applicant_type"}  # an obvious inference ("new" for a senior) is not an error
# The same kind of inference (tests/chat/README.md: "an obvious inference such as applicant_type:
# new for a senior is tolerated"), when the reply showed it to the student (read back for a "yes",
# or listed among the facts kept, to be corrected if wrong, :func:`_shown`): a high-school senior
# has no college degree yet and finishes high school in June of this school year.
# (fix48c, dev47 d47-a-es-064 "primera vez, estoy en 12 en Northwestern") and the 12th said by its
# number after "in" ("estoy en 12", "va en el 12"), as the chat reads it (understand._SENIOR_NOW)
SENIOR_WORDS = re.compile(r"\b(?:senior|12th|twelfth|grade 12|grado 12|12 grado|12vo|ultimo ano|último año|cuarto ano|cuarto año|"
                          r"ultimo año|doceavo|duodecimo|duodécimo|(?:estoy|esta|está|voy|va|anda|ando) en (?:el |mi |su )?12)\b", re.I)
SENIOR_INFERRED = {"prior_degree": "none", "hs_completion_date": f"{TODAY.year + (TODAY.month >= 7)}-06"}
MAX_MESSAGES = 80
# The aim is for "a typical senior": the scripts whose persona (written by the set's
# author, for humans) is a high-school senior, or a parent or counselor writing for one.
SENIOR_PERSONA = re.compile(r"\bsenior\b(?! citizen)|12th grader|12mo grado|último año|ultimo ano", re.I)


def load(split: str, name: str) -> list:
    """Return the items of ``tests/chat/<split>/<name>`` ([] when the split has no such file:
    calib/ has no scripts)."""
    path = SETS / split / name
    if not path.exists():
        return []
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh) or []


def _same(got, want, month_assumed: bool) -> bool:
    if isinstance(want, bool) or isinstance(got, bool):
        return got is want
    if isinstance(want, (int, float)) and isinstance(got, (int, float)):
        return abs(float(got) - float(want)) < 1e-6
    if month_assumed and isinstance(want, str) and isinstance(got, str) and len(want) == 7 and want[4] == "-":
        return got[:4] == want[:4]
    return str(got) == str(want)


def _decided_out(answers: dict) -> bool:
    return load_flow().decided_ineligible(run(answers, TODAY))


NEW_PROFILE = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2,
    "agi": 40000, "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}
RENEWAL_PROFILE = {
    "applicant_type": "renewal", "college": "howard", "in_state_tuition": "yes", "cc_gpa": 3.0,
    "credits_completed_last_semester": 12, "satisfactory_progress": True, "first_enrolled": "2025-08",
    "enrollment_status": "full_time", "household": "single_parent", "agi": 40000, "aid_application": "fafsa",
    "full_cost_scholarship": False, "associate_awarded": False, "program": "associate", "credits_per_semester": 12,
}
VARIANTS = {  # profile changes that put a question on the path
    "noncredit_pell_eligible": {"program": "noncredit_vocational_certificate", "aid_application": "none"},
    "dream_act": {"aid_application": "one_app"},
    # out of high school: a student still in it is not asked (the chat derives "no")
    "enrolled_at_md_community_college": {"hs_completion_date": "2026-06"},
    "cc_gpa": {"enrolled_at_md_community_college": True, "hs_completion_date": "2026-06"},
    "delmar_md_resident": {"high_school": "delmar_de"},
    "program_offered_locally": {"college": "montgomery"},
    "extenuating_circumstances": {"cc_gpa": 2.2},
    "county": {"zip": None},
    # full-time or part-time at first enrolment is asked only when it decides how long the award
    # lasts (first enrolled more than 3 years before the award year ends)
    "enrollment_status": {"first_enrolled": "2024-08"},
}
# the other-aid answers are asked while they could change a program (screener.other_aid.worth_asking):
# grants that don't cover tuition, an age the other answers leave open
VARIANTS.update(dict.fromkeys(AID_ORDER, {"agi": 95000, "household": "two_parent", "household_size": 4, "hs_completion_date": "2019-06"}))


def _base(expecting: str, stop: str | None = "="):
    """Return the answers (and pages passed) a conversation has when it asks ``expecting``:
    a typical applicant's answers to the questions the flow puts before it (before the question
    ``stop`` when the field is asked on another's, :func:`asked_on`; to the result for None)."""
    stop = expecting if stop == "=" else stop
    flow = load_flow()
    profile = dict(RENEWAL_PROFILE if expecting in RENEWAL_FIELDS | {"associate_awarded"} else NEW_PROFILE)
    profile.update(VARIANTS.get(expecting, {}))
    answers, seen = {}, set()
    for _ in range(40):
        q = flow.ask_next(State(dict(answers), frozenset(seen)), TODAY)
        if q is None or q.id == stop:
            break
        value = profile.get(q.id)
        if value is None:
            seen.add(q.id)
        else:
            answers[q.id] = value
    return answers, frozenset(seen)


@dataclass
class Tally:
    ok: int = 0
    n: int = 0
    misses: list = field(default_factory=list)

    def add(self, good: bool, what=None) -> None:
        self.n += 1
        self.ok += bool(good)
        if not good and what is not None:
            self.misses.append(what)

    def pct(self) -> str:
        return f"{100 * self.ok / self.n:5.1f}% ({self.ok}/{self.n})" if self.n else "   n/a"


def stored_raw(turn) -> dict:
    """Return the answers a turn's state really holds (no county derived from the ZIP)."""
    return turn.conversation.state.answers


# A label's ``expecting`` names an answer field; the chat asks pages (its ``expecting`` is a
# question id of flows/questions.yaml, or an other-aid answer asked after the result). So an item
# is sent in a conversation a student can really be in, never one the chat doesn't reach: a field
# asked on another field's page (the GPA's scale, the grants beside the tuition) while that page
# is asked; an other-aid answer (engine.AID_ORDER) after the result, once "what else can I get?"
# has asked it (when the chat doesn't ask it, said unasked); a field no page asks read as the
# engine reads its stand-in (``associate_awarded``: the degree question, rules.check_award_duration:
# an associate's or a bachelor's is one earned), or, with none (``application_date``), said
# unasked after the result.
OFFERED = ("tuition", "household_size")  # pages the chat asks after a result that offers them (engine.CLOSER_ESTIMATE, CLOSER_SIZE)
STAND_IN = {"associate_awarded": ("prior_degree", lambda v: v in ("associate", "bachelor"))}


def asked_on(expecting: str):
    """Return (the question id the chat asks ``expecting`` on, or None for none), see :data:`STAND_IN`."""
    flow = load_flow()
    if expecting in STAND_IN:
        return STAND_IN[expecting][0]
    page = flow.question(expecting) or next((q for q in flow.questions if expecting in q.fields), None)
    if page is not None and _estimate_only(page) and page.id not in OFFERED:
        return None  # a page the chat never asks (the other-aid page): its facts are told unasked
    return page.id if page is not None else None


def _stood_in(answers: dict, want: dict) -> dict:
    """Return ``answers`` with each :data:`STAND_IN` field of ``want`` read from its stand-in."""
    out = dict(answers)
    for k in want:
        if k in STAND_IN and k not in out and STAND_IN[k][0] in out:
            out[k] = STAND_IN[k][1](out.pop(STAND_IN[k][0]))
    return out


WHAT_ELSE = {"en": "what else can I get?", "es": "¿qué más ayuda puedo recibir?"}
SKIP = {"en": "skip", "es": "omitir"}


def _aid_asked(conv, field_id: str, lang: str):
    """Return ``conv`` (at the result) once the chat asks the other-aid answer ``field_id``: "what
    else can I get?", then the ones it asks before it skipped; as it was when the chat never asks it."""
    turn = respond(conv, WHAT_ELSE[lang], lang, TODAY)
    while turn.expecting in AID_ORDER and turn.expecting != field_id:
        turn = respond(turn.conversation, SKIP[lang], lang, TODAY)
    return turn.conversation if turn.expecting == field_id else conv


def _shown(reply: str, k: str, v, lang: str) -> bool:
    """Return True when ``reply`` shows the student the answer ``k``: ``v`` (its name and its value)."""
    q = load_flow().question(k)
    # (fix31c: to someone writing for the student, the name and a choice are said of the student;
    # to a parent, of their child: every voice the chat speaks in, engine.VOICES)
    return q is not None and any(render(Msg.of(field_name(q, k, third)), lang) in reply and value_label(q, k, v, lang, third) in reply
                                 for third in VOICES)


def _home_college_derived(k: str, final: dict, base: dict, want: dict, t1) -> bool:
    """Return True for the home college of a county (or ZIP code) the label expects, given at
    another question: the flow answers the college page with it (flows/questions.yaml
    ``default: home_college``, as at the ZIP and county questions, exempted above). Not when the
    student named a college (one read back from the student's words)."""
    if k != "college" or not {"county", "zip"} & set(want) or final.get("county") in (None, base.get("county")):
        return False
    if any("college" in (values or {}) for values in t1.conversation.pending.values()):
        return False
    home = run(final, TODAY).home_college
    return home is not None and final.get("college") == home.id


def _income_held(conv) -> bool:
    """Return True when ``conv`` holds an income said and asks whether the parents' (the
    spouse's) income is in it: the amount shown, a "yes" keeps it as said."""
    slot = conv.follow_up or {}
    return slot.get("k") in ("parents", "spouse") and "a" in slot and not slot.get("p")


def parse_item(item: dict):
    """Return (correct, wrong_verdict, detail) for one labelled free-text answer."""
    lang, field_asked, expect = item["lang"], item["expecting"], item["expect"]
    expecting = asked_on(field_asked)
    base, seen = _base(field_asked, expecting)
    conv = Conversation(State(dict(base), seen, lang), expecting)
    if field_asked in AID_ORDER:
        conv = _aid_asked(conv, field_asked, lang)
    base = answers_view(base)
    t1 = respond(conv, item["text"], lang, TODAY)
    stored = dict(t1.answers)
    # (an income held and asked "Does your $20,000 include your parents' income?" — or the
    # spouse's — is read back: shown with its amount, kept by a "yes", never before; §18-3601)
    asked = bool(t1.conversation.pending) or _income_held(t1.conversation)
    new = {k: v for k, v in stored.items() if base.get(k) != v}
    # A verdict shown at once ("likely not eligible") from a message whose value needed confirming.
    ruled_out = t1.assessment is not None and t1.assessment["status"] == "likely_ineligible"
    wrong_verdict = ruled_out and not _decided_out(base) and bool("answers" not in expect or expect.get("needs_confirm"))
    if "answers" in expect:
        final = t1.answers
        if asked:
            final = respond(t1.conversation, YES[lang], lang, TODAY).answers
        want = expect["answers"]
        final = _stood_in(final, want)
        month_assumed = "month assumed" in str(item.get("note", ""))
        good = all(k in final and _same(final[k], v, month_assumed) for k, v in want.items())
        extra = {k for k in final if k not in want and k not in TOLERATED and base.get(k) != final.get(k)
                 and not (k == "county" and "zip" in final and "county" not in stored_raw(t1))  # the ZIP's own county
                 and not (k == "college" and expecting in ("zip", "county"))  # the county's home college, derived
                 and not _home_college_derived(k, final, base, want, t1)
                 and not (SENIOR_INFERRED.get(k) == final.get(k) and SENIOR_WORDS.search(item["text"])
                          and (asked or _shown(t1.reply, k, final[k], lang)))}
        wrong_value = bool(extra) or any(k in final and base.get(k) != final[k] and not _same(final[k], v, month_assumed)
                                         for k, v in want.items())
        right = all(k in final and _same(final[k], v, month_assumed) for k, v in want.items())
        good = right and not extra and (asked or not expect.get("needs_confirm"))
        kind = None if good else ("read back a wrong value" if wrong_value and asked else "kept a wrong value unasked"
                                  if wrong_value else "kept without its read-back" if right else "asked again")
        # The labels' known silence: a household size stored beside a right household ("me and my
        # mom": 2) is graded a miss here (no label lists it), though the issue asks for it ("me, my
        # mom and my 2 little brothers" is 4). Counted apart, beside the misses, never subtracted.
        size_only = kind == "kept a wrong value unasked" and right and extra == {"household_size"} and "household" in want
        return good, wrong_verdict, {"stored": stored, "asked": asked, "final": final, "reply": t1.reply, "kind": kind,
                                     "size_only": size_only}
    good = not new and (not asked or "question" in expect)
    kind = None if good else "kept a wrong value unasked" if new else "read back a wrong value"
    return good, wrong_verdict, {"stored": new, "asked": asked, "reply": t1.reply, "kind": kind}


def question_item(item: dict):
    """Return (topic answered, stored anything) for one labelled question."""
    lang = item["lang"]
    base, seen = _base("zip")
    conv = Conversation(State(dict(base), seen, lang), "zip")
    base = answers_view(base)
    t = respond(conv, item["text"], lang, TODAY)
    stored = {k: v for k, v in t.answers.items() if base.get(k) != v}
    return t.faq, stored, t.reply


GRID = [round(0.05 * i, 2) for i in range(61)]  # margins over "off topic" tried: 0.0 .. 3.0 (faq.accepted)
FLOOR = 0.94  # share of unanswerable questions that must get "I don't know": all but about 1 in 17


def _rates(scored: list):
    """Return, for each margin of :data:`GRID`, the share of ``scored`` ((label, entry id or
    None, margin)) answered right: an answerable one from its entry, an unanswerable one
    "I don't know" (a numpy array, one figure per margin; the rule of
    :func:`screener.chat.faq.accepted`)."""
    import numpy as np

    if not scored:
        return None
    answerable = np.array([w is not None for w, *_ in scored])
    top = np.array([got is not None and got == w for w, got, *_ in scored])
    none = np.array([got is None for _, got, *_ in scored])
    margin = np.array([s[2] for s in scored], dtype=float)[None, :]
    accepted = (margin >= np.array(GRID, dtype=float)[:, None]) & ~none[None, :]
    right = np.where(answerable[None, :], accepted & top[None, :], ~accepted)
    return right.mean(axis=1)


def _groups(scored: list) -> list:
    """Return ``scored`` split into answerable and unanswerable."""
    return [s for s in scored if s[0] is not None], [s for s in scored if s[0] is None]


def _best(answerable: list, unanswerable: list, floor: float = FLOOR) -> int:
    """Return the index in :data:`GRID` of the margin that answers the most of ``answerable``
    (lists of scored questions, each list counting the same) among those that give "I don't
    know" to at least ``floor`` of every list in ``unanswerable``; the strictest margin when
    none does."""
    import numpy as np

    answered = np.mean([_rates(g) for g in answerable if g], axis=0)
    ok = np.all([_rates(g) >= floor - 1e-9 for g in unanswerable if g], axis=0)
    if not ok.any():
        return len(GRID) - 1
    return int(np.flatnonzero(ok & (answered >= answered[ok].max() - 1e-9))[0])


def _score_all(texts_and_labels: list, search) -> list:
    out = []
    for text, want in texts_and_labels:
        entry, margin = search(text)
        out.append((want, entry if isinstance(entry, str) or entry is None else entry.id, margin))
    return out


def held_out_phrases(folds: int = 5) -> tuple:
    """Return ``(phrases, off_topic)``, scored as :func:`_rates` wants: the FAQ's classifier
    trained without a fifth of each entry's phrases (and of the off-topic questions), then
    asked those, for each fifth. It needs no labelled set: how the FAQ does on wordings of its
    own that it has not seen."""
    from screener.chat import faq
    from screener.i18n import LANGUAGES
    from screener.i18n import gettext

    entries = faq.load_faq()
    answers = [[gettext(e.answer, lang) for lang in LANGUAGES] for e in entries]
    off_topic = faq.off_topic_examples()
    phrases, refused = [], []
    for k in range(folds):
        kept = tuple(e.__class__(**{**e.__dict__, "phrases": tuple(p for i, p in enumerate(e.phrases) if i % folds != k)})
                     for e in entries)
        model = faq.Classifier(*faq.training_set(kept, answers, tuple(q for i, q in enumerate(off_topic) if i % folds != k)))

        def search(text):
            ranked = model.rank(text)
            (label, score), off = ranked[0], dict(ranked)[faq.NONE]
            return (None if label == faq.NONE else label), score - off
        phrases += _score_all([(p, e.id) for e in entries for i, p in enumerate(e.phrases) if i % folds == k], search)
        refused += _score_all([(q, None) for i, q in enumerate(off_topic) if i % folds == k], search)
    return phrases, refused


def calibrate(items: list, folds: int = 5) -> dict:
    """Choose the FAQ's margin over "off topic" (:func:`screener.chat.faq.accepted`) and say
    how it does: the margin that answers the most of the answerable ``items`` and of the FAQ's
    own held-out phrases (:func:`held_out_phrases`; the two count the same) while at least
    :data:`FLOOR` of the unanswerable ``items`` and of the held-out off-topic questions get
    "I don't know". Returns ``limit``; ``held_out``: the answerable and unanswerable shares of
    each fifth of ``items`` at the margin chosen without it (summed over the fifths: an
    estimate for unseen questions); and the four shares at ``limit``. The classifier alone is
    measured (the keyword list of off-topic words is left out): that is what the margin governs."""
    import numpy as np

    from screener.chat import faq

    scored = _score_all([(i["text"], i["faq"]) for i in items], faq.search)
    phrases, off_topic = held_out_phrases(folds)
    right = np.zeros(2)
    for k in range(folds):
        answerable, unanswerable = _groups([s for i, s in enumerate(scored) if i % folds != k])
        choice = _best([answerable, phrases], [unanswerable, off_topic])
        for j, group in enumerate(_groups([s for i, s in enumerate(scored) if i % folds == k])):
            right[j] += _rates(group)[choice] * len(group) if group else 0
    answerable, unanswerable = _groups(scored)
    choice = _best([answerable, phrases], [unanswerable, off_topic])
    return {"limit": GRID[choice], "held_out": (right[0] / max(len(answerable), 1), right[1] / max(len(unanswerable), 1)),
            "answerable": _rates(answerable)[choice], "unanswerable": _rates(unanswerable)[choice],
            "phrases": _rates(phrases)[choice], "off_topic": _rates(off_topic)[choice], "in_use": faq.MARGIN}


def form_questions(answers: dict) -> int:
    """Return how many questions the web form asks before the result a student giving
    ``answers``: its pages, replayed as the form asks them (:meth:`Flow.ask_next`), each
    page's inputs from ``answers``, counting a second question a page carries (the graduation
    month, the credits, the household's size: each a page of its own when left blank). A page
    whose answer isn't there is left blank or answered "I don't know" (one question either
    way); the household's size is typed on the household page (the chat leaves it for after the
    result)."""
    flow = load_flow()
    given = {**answers, "household_size": answers.get("household_size", 2)}
    state, pages = State(), 0
    for _ in range(len(flow.questions) + 1):
        q = flow.ask_next(state, TODAY)
        if q is None:
            break
        pages += 1 + len([p for p in flow.carries[q.id] if not state.answered(flow.question(p))])
        got = {f: given[f] for f in q.fields if f in given}
        state = State({**state.answers, **got}, state.seen | ({q.id} if q.id not in got else set()))
    return pages


def tuning_questions(splits=TUNING) -> list:
    """Return the labelled questions of the tuning sets ``splits`` (dev and calib by default):
    their questions.yaml and the questions their scripts ask mid-conversation."""
    out = []
    for split in splits:
        out += load(split, "questions.yaml")
        out += [{"text": i["text"], "faq": i["faq"]} for script in load(split, "scripts.yaml")
                for i in script.get("interjections") or [] if i.get("kind") == "question" and i.get("faq")]
    return out


@dataclass
class ScriptRun:
    status: str | None
    answers: dict
    messages_to_result: int | None
    faq_ok: bool
    transcript: list
    questions_to_result: int | None = None  # the bot's questions answered (or "I don't know") before it: no read-backs, no asides
    form_questions: int | None = None  # the web form's questions for the answers the first result rested on
    kinds: list = field(default_factory=list)  # (fix52h) what each message of the transcript was: opening, answer, dont_know, confirm, aside


def script_run(script: dict) -> ScriptRun:
    """Play one scripted conversation by the README's runner rules."""
    lang, says = script["lang"], script["says"]
    by_after = defaultdict(list)
    for inter in script.get("interjections") or []:
        by_after[inter["after"]].append(inter)
    transcript, sent, faq_ok, first_result, assessment = [], 0, True, None, None
    kinds = []
    turn = respond(None, "", lang, TODAY)

    def send(text, inter=None, kind=None):
        nonlocal turn, faq_ok
        asked_for = turn.expecting if not turn.conversation.pending else "confirm"
        turn = respond(turn.conversation, text, lang, TODAY)
        transcript.append((text, turn.reply, turn.expecting if not turn.conversation.pending else "confirm"))
        kinds.append((kind or ("aside" if inter is not None else "confirm" if asked_for == "confirm" else "answer"), asked_for,
                      sorted({f for u in turn.conversation.pending.values() if isinstance(u, dict) for f in u})))
        if inter is not None and inter.get("kind") == "question" and inter.get("faq") and turn.faq != inter["faq"]:
            faq_ok = False

    send(script["opening"], kind="opening")
    messages = 1
    answered = 0
    questions = 0
    pages = None
    while messages < MAX_MESSAGES:
        if turn.assessment is not None:
            first_result = first_result or messages
            assessment = turn.assessment
            pages = form_questions(turn.conversation.state.answers)
            break
        if turn.conversation.pending:
            send(says.get("confirm", YES[lang]))
        elif turn.expecting in says:
            send(says[turn.expecting])
            answered += 1
            questions += 1
            for inter in by_after.get(answered, []):
                messages += 1
                send(inter["text"], inter)
        else:
            send(DONT_KNOW[lang], kind="dont_know")
            questions += 1
        messages += 1
    asked = questions if first_result else None
    # interjections whose turn never came (the result came after fewer answers than the script
    # expected) are said after the result, before the `after: 99` ones: the student still says them
    late = [i for n, inters in sorted(by_after.items()) if answered < n < 99 for i in inters]
    for inter in late + by_after.get(99, []):
        send(inter["text"], inter)
        messages += 1
        # confirm what the correction read back, then answer what it reopened (a correction of
        # the answer that ruled the student out leaves the rest to ask), up to the result
        for _ in range(MAX_MESSAGES - messages):
            if turn.conversation.pending:
                send(says.get("confirm", YES[lang]))
            elif turn.assessment is None and turn.expecting is not None:
                send(says.get(turn.expecting, DONT_KNOW[lang]))
            else:
                break
        if turn.assessment is not None:
            assessment = turn.assessment
    status = assessment["status"] if assessment else None
    return ScriptRun(status, dict(turn.answers), first_result, faq_ok, transcript, asked, pages, kinds)


def lengths(split: str) -> int:
    """(fix52h) Where each script's messages to a result go: per script, the messages to the
    first result, how many were read-back turns (a "yes" to "Just to check, I read: ..."),
    re-asks (the student answered the field asked and the bot asked the same field again),
    "I don't know" replies and asides, and the fields asked in order; then the median."""
    counts = []
    print(f"{'script':22} {'msgs':>4} {'rb':>3} {'re':>3} {'dk':>3} {'as':>3}  status / fields asked (* re-ask, ? don't know)")
    for script in load(split, "scripts.yaml"):
        r = script_run(script)
        n = r.messages_to_result
        kinds = r.kinds[:n] if n else r.kinds
        readbacks = sum(k[0] == "confirm" for k in kinds)
        asides = sum(k[0] == "aside" for k in kinds)
        dks = sum(k[0] == "dont_know" for k in kinds)
        reasks, asked, seen = 0, [], set()
        for i, ((kind, field_id, _), (_, _, after)) in enumerate(zip(kinds, r.transcript)):
            if kind == "confirm" and i:
                # the read-back: the fields read back, what was said just before it (at which question), shortened
                said, (_, at, fields) = r.transcript[i - 1][0], kinds[i - 1]
                asked.append(f"[rb {','.join(fields)} <- {at}: {said[:40]!r}]")
            if kind in ("answer", "dont_know"):
                again = field_id in seen
                reasks += again
                seen.add(field_id)
                asked.append(field_id + ("*" if again else "") + ("?" if kind == "dont_know" else ""))
        if n:
            counts.append(n)
        print(f"{script['id']:22} {n if n else '-':>4} {readbacks:>3} {reasks:>3} {dks:>3} {asides:>3}  {r.status}: {' '.join(asked)}")
    if counts:
        print(f"median {statistics.median(counts):.1f}, over 12: {sum(c > 12 for c in counts)} of {len(counts)}")
    return 0


def trace(ids, split: str = "dev") -> int:
    """Print each script's whole conversation (``ids``: only those), with the bot's
    ``expecting`` after every message, the result and whether it held."""
    for script in load(split, "scripts.yaml"):
        if ids and script["id"] not in ids:
            continue
        r = script_run(script)
        want = script["expect"]
        got = {k: r.answers.get(k) for k in want.get("answers") or {}}
        held = all(k in r.answers and _same(r.answers[k], v, False) for k, v in (want.get("answers") or {}).items())
        ok = r.status == want["status"] and held and r.faq_ok
        print(f"=== {script['id']} {'OK' if ok else 'FAIL'}: want {want['status']} {want.get('answers')}; "
              f"got {r.status} {got}; faq_ok {r.faq_ok}; messages to result {r.messages_to_result}")
        for n, (said, reply, expecting) in enumerate(r.transcript, 1):
            print(f"{n:3} >> {said}")
            print("    << " + reply.replace("\n", "\n       "))
            print(f"       [expecting {expecting}]")
        print()
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("test",) + TUNING + ("check", "check2", "check3"), default=None, help="default: test")
    ap.add_argument("--failures", action="store_true", help="list the misses (tuning sets only)")
    ap.add_argument("--trace", metavar="ID", nargs="*",
                    help="print whole conversations of a tuning set's scripts (all, or the ids given), turn by turn")
    ap.add_argument("--lengths", action="store_true",
                    help="per script of a tuning set: messages to a result, read-back turns, re-asks, don't-knows, asides, fields asked (fix52h)")
    ap.add_argument("--calibrate", action="store_true",
                    help="choose the FAQ's margin by cross-validation on dev+calib together (or on the --split dev|calib given)")
    args = ap.parse_args(argv)
    if args.calibrate:
        # on both tuning sets together (dev and calib, by different authors): one set alone is
        # too small to choose from, and a margin that suits one author's wording may not the other's
        if args.split not in TUNING + (None,):
            print("--calibrate works on the tuning sets only (dev, calib, dev2): test and check stay unread.", file=sys.stderr)
            return 2
        splits = (args.split,) if args.split else TUNING
        name = "+".join(splits)
        c = calibrate(tuning_questions(splits))
        print(f"FAQ margin over off-topic chosen on {name}: {c['limit']} (in use: {c['in_use']})")
        print(f"  5-fold cross-validated on {name} (margin chosen without each fifth): top-1 "
              f"{100 * c['held_out'][0]:.1f}%, unanswerable -> don't know {100 * c['held_out'][1]:.1f}%")
        print(f"  at the margin chosen, classifier alone: {name} top-1 {100 * c['answerable']:.1f}%, unanswerable -> "
              f"don't know {100 * c['unanswerable']:.1f}%; the FAQ's own held-out phrases {100 * c['phrases']:.1f}%, "
              f"held-out off-topic questions -> don't know {100 * c['off_topic']:.1f}%")
        return 0
    args.split = args.split or "test"
    show = args.failures and args.split in TUNING
    if args.failures and not show:
        print("--failures lists items of the tuning sets only (test and check items stay unread).", file=sys.stderr)

    if args.lengths:
        if args.split not in TUNING:
            print("--lengths plays the tuning sets' scripts only (test and check items stay unread).", file=sys.stderr)
            return 2
        return lengths(args.split)

    if args.trace is not None:
        if args.split not in TUNING:
            print("--trace plays the tuning sets' scripts only (test and check items stay unread).", file=sys.stderr)
            return 2
        return trace(args.trace, args.split)

    parse, wrong = defaultdict(Tally), defaultdict(int)
    miss_kinds = defaultdict(lambda: defaultdict(int))  # how each misreading left the conversation
    for item in load(args.split, "answers.yaml"):
        good, bad_verdict, detail = parse_item(item)
        for key in (item["lang"], "all"):
            parse[key].add(good, (item["id"], item["expecting"], item["text"], item["expect"], detail))
            if detail["kind"]:
                miss_kinds[key][detail["kind"]] += 1
            miss_kinds[key]["size_only"] += bool(detail.get("size_only"))
            wrong[key] += bad_verdict

    top1, dont_know, dk_prec, q_stored = defaultdict(Tally), defaultdict(Tally), defaultdict(Tally), defaultdict(int)
    for item in load(args.split, "questions.yaml"):
        got, stored, reply = question_item(item)
        for key in (item["lang"], "all"):
            what = (item["id"], item["text"], item["faq"], got, stored)
            if item["faq"] is None:
                dont_know[key].add(got == "dont_know", what)
            else:
                top1[key].add(got == item["faq"], what)
            if got == "dont_know":
                dk_prec[key].add(item["faq"] is None, what)
            q_stored[key] += bool(stored)

    scripts, msgs, asked, over = defaultdict(Tally), defaultdict(list), defaultdict(list), defaultdict(list)
    senior_msgs, false_yes = defaultdict(list), defaultdict(int)
    for script in load(args.split, "scripts.yaml"):
        r = script_run(script)
        want = script["expect"]
        held = all(k in r.answers and _same(r.answers[k], v, False) for k, v in (want.get("answers") or {}).items())
        good = r.status == want["status"] and held and r.faq_ok
        for key in (script["lang"], "all"):
            scripts[key].add(good, (script["id"], want, r.status, {k: r.answers.get(k) for k in want.get("answers") or {}},
                                    r.faq_ok, r.transcript))
            if r.messages_to_result is not None:
                msgs[key].append(r.messages_to_result)
                if SENIOR_PERSONA.search(script.get("persona", "")):
                    senior_msgs[key].append(r.messages_to_result)
                asked[key].append(r.questions_to_result)
                over[key].append(r.questions_to_result - r.form_questions)
            wrong[key] += r.status == "likely_ineligible" and want["status"] != "likely_ineligible"
            false_yes[key] += r.status == "likely_eligible" and want["status"] != "likely_eligible"

    print(f"Chat bench on the {args.split} half of tests/chat/ ({TODAY.isoformat()}).")
    rows = [
        ("parse accuracy", lambda k: parse[k].pct()),
        *((f"  misses: {kind}", lambda k, kind=kind: f"{miss_kinds[k][kind]}")
          for kind in ("asked again", "read back a wrong value", "kept a wrong value unasked", "kept without its read-back")),
        ("    of those kept: only a household size", lambda k: f"{miss_kinds[k]['size_only']}"),
        ("FAQ top-1 (answerable)", lambda k: top1[k].pct()),
        ("unanswerable -> don't know", lambda k: dont_know[k].pct()),
        ("'don't know' precision", lambda k: dk_prec[k].pct()),
        ("questions that stored a value", lambda k: f"{q_stored[k]}"),
        ("script success", lambda k: scripts[k].pct()),
        ("median messages to a result", lambda k: f"{statistics.median(msgs[k]):.1f} (max {max(msgs[k])}, n={len(msgs[k])})" if msgs[k] else "n/a"),
        ("  of those, high-school seniors", lambda k: f"{statistics.median(senior_msgs[k]):.1f} (max {max(senior_msgs[k])}, n={len(senior_msgs[k])})" if senior_msgs[k] else "n/a"),
        ("median questions the bot asked", lambda k: f"{statistics.median(asked[k]):.1f} (max {max(asked[k])}, n={len(asked[k])})" if asked[k] else "n/a"),
        ("scripts asking more than the form", lambda k: f"{sum(d > 0 for d in over[k])} (median {statistics.median(over[k]):+.1f})" if over[k] else "n/a"),
        ("wrong verdicts (unconfirmed)", lambda k: f"{wrong[k]}"),
        ("false 'likely eligible' (scripts)", lambda k: f"{false_yes[k]}"),
    ]
    print(f"{'':40} {'en':>22} {'es':>22} {'all':>22}")
    for name, fn in rows:
        print(f"{name:40} {fn('en'):>22} {fn('es'):>22} {fn('all'):>22}")
    if show:
        for title, tally in (("PARSE", parse["all"]), ("FAQ", top1["all"]), ("UNANSWERABLE", dont_know["all"]),
                             ("SCRIPTS", scripts["all"])):
            print(f"\n--- {title} misses ({len(tally.misses)}) ---")
            for miss in tally.misses:
                if title == "SCRIPTS":
                    sid, want, status, answers, faq_ok, transcript = miss
                    print(sid, "want", want, "got", status, answers, "faq_ok", faq_ok)
                    for said, reply, _ in transcript[-4:]:
                        print("   >>", said, "\n   <<", reply[:200].replace("\n", " | "))
                else:
                    print(*miss, sep=" | ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
