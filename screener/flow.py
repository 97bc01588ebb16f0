"""The questionnaire engine: reads ``flows/questions.yaml`` and picks the next question.

The next question is derived from what the rules still need (docassemble style): the first
question in file order that is unanswered and whose field :func:`screener.rules.assess`
lists in ``missing`` or ``assumed`` (or that ``provides`` a missing field, or is asked
``always``); once eligibility is settled, the ``for_estimate`` questions. The same engine
drives the web form (:mod:`screener.web`) and the chat (:mod:`screener.chat`).
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache
from pathlib import Path

import yaml

from .answers import FIELDS
from .answers import OUTSIDE_MD
from .award import NONCREDIT
from .answers import validate
from .geo import lookup_zip
from .i18n import N_
from .i18n import Gpa
from .i18n import Msg
from .parsing import parse_number
from .rules import FAIL
from .rules import INELIGIBLE
from .serialize import run

FLOW_FILE = Path(__file__).resolve().parent.parent / "flows" / "questions.yaml"
MONTHS = tuple(range(1, 13))
UNSURE = "unsure"  # the choice value of "I'm not sure" for a yes/no fact (the answer stays absent)
ZIP_TYPED = re.compile(r"^([0-9]{5})(?: *- *[0-9]{4})?$")


@dataclass(frozen=True)
class Choice:
    """One option of a choice question: the stored ``value`` and its ``label`` msgid."""

    value: str
    label: str
    hint: str | None = None


@dataclass(frozen=True)
class Input:
    """One input on a question page: the answer field ``id`` and how it is typed."""

    id: str
    kind: str
    label: str | None = None
    hint: str | None = None
    choices: tuple = ()
    min: float | None = None
    max: float | None = None
    optional: bool = False


@dataclass(frozen=True)
class Question:
    """One question page: its heading, hint, and inputs (the first sets ``id``)."""

    id: str
    kind: str
    question: str
    summary: str
    hint: str | None = None
    choices: tuple = ()
    extra: tuple = ()
    ask: str | None = None
    provides: tuple = ()
    min: float | None = None
    max: float | None = None
    optional: bool = False
    label: str | None = None
    estimate: bool = False

    @property
    def inputs(self) -> tuple:
        """Return every input on the page, the question's own first."""
        main = Input(self.id, self.kind, self.label, None, self.choices, self.min, self.max, self.optional)
        return (main,) + self.extra

    @property
    def fields(self) -> tuple:
        """Return the answer fields this page sets."""
        return tuple(i.id for i in self.inputs)


@dataclass(frozen=True)
class State:
    """What the applicant has told us: clean ``answers`` and the optional pages ``seen``."""

    answers: dict = field(default_factory=dict)
    seen: frozenset = frozenset()
    lang: str = "en"

    def answered(self, q: Question) -> bool:
        """Return True when page ``q`` has been answered (or skipped, if optional)."""
        return q.id in self.answers or q.id in self.seen

    def without(self, fields) -> "State":
        """Return the state with ``fields`` (answers and seen marks) removed."""
        fields = set(fields)
        return State({k: v for k, v in self.answers.items() if k not in fields}, frozenset(self.seen - fields), self.lang)


def _choices(raw) -> tuple:
    return tuple(Choice(str(c["value"]), c["label"], c.get("hint")) for c in raw or ())


@lru_cache(maxsize=1)
def load_flow() -> "Flow":
    """Return the :class:`Flow` read from ``flows/questions.yaml``.

    Raises ValueError when a question names a field the contract does not have.
    """
    with open(FLOW_FILE, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    questions = []
    for q in raw:
        extra = tuple(
            Input(e["id"], e["kind"], e.get("label"), e.get("hint"), _choices(e.get("choices")), e.get("min"), e.get("max"), True)
            for e in q.get("extra") or ()
        )
        question = Question(
            id=q["id"], kind=q["kind"], question=q["question"], summary=q.get("summary", q["question"]),
            hint=q.get("hint"), choices=_choices(q.get("choices")), extra=extra, ask=q.get("ask"),
            provides=tuple(q.get("provides") or ()), min=q.get("min"), max=q.get("max"),
            optional=bool(q.get("optional")), label=q.get("label"), estimate=bool(q.get("estimate")),
        )
        for f in question.fields:
            if f not in FIELDS:
                raise ValueError(f"flows/questions.yaml: unknown field {f!r}")
        questions.append(question)
    return Flow(tuple(questions))


@dataclass(frozen=True)
class Walk:
    """The path through the flow for a state: answered pages in order, and pages still to ask.

    ``steps`` is every page of the path in the order it is asked (answered and pending).
    """

    answered: tuple
    pending: tuple
    steps: tuple = ()


class Flow:
    """The questionnaire: pick, parse and apply questions; see the module docstring."""

    def __init__(self, questions: tuple):
        self.questions = questions
        self.by_id = {q.id: q for q in questions}

    def question(self, qid: str) -> Question | None:
        """Return the question with id ``qid`` (None if there is none)."""
        return self.by_id.get(qid)

    @staticmethod
    def decided_ineligible(assessment) -> bool:
        """Return True when a failing check rests on answers only, not on defaults."""
        return assessment.status == INELIGIBLE and any(c.result == FAIL and not c.assumed for c in assessment.checks)

    def _wanted(self, q: Question, state: State, assessment) -> bool:
        if state.answered(q):
            return False
        if q.ask == "always":
            return True
        if q.ask == "for_estimate":
            return False
        needed = set(assessment.missing) | set(assessment.assumed)
        if q.id == "county" and "zip" in state.answers and lookup_zip(state.answers["zip"]).county in (None, OUTSIDE_MD):
            return True  # unknown or out-of-state ZIP: confirm where the applicant lives
        if q.id in needed:
            return q.id != "county" or "zip" in state.answers or "zip" in state.seen
        return bool(set(q.provides) & needed)

    def next_question(self, state: State, today: dt.date, skip=frozenset()):
        """Return the next :class:`Question` to ask, or None when it is time for the result."""
        a = run(state.answers, today)
        for q in self.questions:
            if q.id not in skip and self._wanted(q, state, a):
                return q
        skipped = {f for qid in skip for f in self.by_id[qid].fields + self.by_id[qid].provides}
        if self.decided_ineligible(a) or set(a.missing) - skipped:
            return None
        for q in self.questions:
            if (q.ask == "for_estimate" or q.estimate) and q.id not in skip and not state.answered(q) and self._estimate_useful(q, state):
                return q
        return None

    def ask_next(self, state: State, today: dt.date):
        """Return the question to put to the student now, or None when it is time for the result.

        Like :meth:`next_question`, but an answer that already decides "likely not eligible"
        ends the questions at once (the web form and the chat both use this).
        """
        if self.decided_ineligible(run(state.answers, today)):
            return None
        return self.next_question(state, today)

    @staticmethod
    def _estimate_useful(q: Question, state: State) -> bool:
        if q.id == "household_size":
            return "grant_aid" not in state.answers and "agi" in state.answers
        if q.id == "credits_per_semester":
            return state.answers.get("program") not in NONCREDIT  # noncredit tuition isn't per credit
        return True

    def walk(self, state: State, today: dt.date) -> Walk:
        """Return the pages on this state's path: those answered and those still to ask."""
        sub = State({}, frozenset(), state.lang)
        answered, pending, skip, steps = [], [], set(), []
        for _ in range(len(self.questions) + 1):
            q = self.next_question(sub, today, frozenset(skip))
            if q is None:
                break
            steps.append(q)
            if state.answered(q):
                answered.append(q)
                keep = {f: state.answers[f] for f in q.fields if f in state.answers}
                sub = State({**sub.answers, **keep}, sub.seen | ({q.id} & state.seen), state.lang)
            else:
                pending.append(q)
                skip.add(q.id)
        return Walk(tuple(answered), tuple(pending), tuple(steps))

    def deciding_question(self, state: State, check_id: str, today: dt.date) -> Question | None:
        """Return the answered page whose answer first makes check ``check_id`` fail (None if none does)."""
        answers = {k: v for k, v in state.answers.items() if k == "application_date"}
        for q in self.walk(state, today).answered:
            answers.update({f: state.answers[f] for f in q.fields if f in state.answers})
            check = run(answers, today).check(check_id)
            if check is not None and check.result == FAIL:
                return q
        return None

    def prune(self, state: State, today: dt.date) -> State:
        """Return ``state`` without answers that the current answers made irrelevant.

        Answers to the ``for_estimate`` pages are kept: they never change eligibility, and a
        student who changes an answer to "not eligible" and back should not retype them.
        """
        w = self.walk(state, today)
        keep = {f for q in w.answered for f in q.fields}
        keep |= {f for q in w.answered for f in q.provides}  # a county chosen to correct the ZIP code's
        keep |= {f for q in self.questions if q.ask == "for_estimate" for f in q.fields + (q.id,)}
        keep |= {"application_date", "lang"}
        drop = [f for f in state.answers if f not in keep] + [s for s in state.seen if s not in keep]
        return state.without(drop) if drop else state

    def parse(self, q: Question, form, lang: str = "en"):
        """Parse a submitted page.

        :param form: a mapping of input names to the strings typed (``hs_completion_date``
            also reads ``<id>-month`` and ``<id>-year``)
        :return: ``(updates, errors)``: clean answer values by field, and :class:`Msg` errors
            by input id (empty when the page is valid). A blank optional input is
            ``None`` in ``updates`` (remove any earlier answer).
        """
        updates, errors, raw = {}, {}, {}
        for inp in q.inputs:
            text = _get(form, inp.id)
            if inp.kind == "month":
                month, year = _get(form, inp.id + "-month"), _get(form, inp.id + "-year")
                if (month or year) and not text:
                    if not (month and year and month.isdigit() and year.strip().isdigit() and len(year.strip()) == 4 and 1 <= int(month) <= 12):
                        errors[inp.id] = Msg.of(N_("Enter a month and a 4-digit year, like June 2027."))
                        continue
                    text = f"{int(year):04d}-{int(month):02d}"
            if not text:
                if inp.optional:
                    updates[inp.id] = None
                else:
                    errors[inp.id] = _required_msg(inp)
                continue
            value, err = self._parse_value(inp, text, lang)
            if err:
                errors[inp.id] = err
            else:
                raw[inp.id] = value
        if errors:
            return {}, errors
        for name in [n for n, v in raw.items() if v == UNSURE and FIELDS[n].kind == "bool"]:
            updates[name] = None  # "I'm not sure": the fact stays unknown (absent), the page is answered
            del raw[name]
        if q.kind == "gpa" and q.id in raw:
            problem = _gpa_scale_problem(raw[q.id], raw.get("gpa_scale", "4"))
            if problem:
                return {}, {"gpa_scale": problem}
        clean, problems = validate({**raw, "gpa_scale": raw.get("gpa_scale", 4)} if q.kind == "gpa" else raw, strict=False)
        for p in problems:
            errors[p.field or q.id] = p.message
        if errors:
            return {}, errors
        for k, v in clean.items():
            updates[k] = v
        if q.kind == "gpa" and "gpa_scale" in updates and updates["gpa_scale"] == 4:
            updates["gpa_scale"] = None
        return updates, {}

    @staticmethod
    def _parse_value(inp: Input, text: str, lang: str):
        if inp.kind in ("choice", "yesno", "county", "college"):
            allowed = [c.value for c in inp.choices] if inp.choices else None
            if inp.kind == "yesno":
                allowed = ["true", "false"]
            if inp.kind in ("county", "college"):
                allowed = list(FIELDS[inp.id].choices)
            if allowed is not None and text not in allowed:
                return None, Msg.of(N_("Choose one of the options."))
            return text, None
        if inp.kind in ("money", "number", "gpa"):
            p = parse_number(text, inp.kind, lang)
            if p.error:
                return None, p.error
            if inp.min is not None and p.value < inp.min:
                return None, Msg.of(N_("Enter a number of at least %(min)s."), min=inp.min)
            if inp.max is not None and p.value > inp.max:
                return None, Msg.of(N_("Enter a number no greater than %(max)s."), max=inp.max)
            return p.value, None
        if inp.kind == "zip":
            m = ZIP_TYPED.match(text.strip())  # a ZIP+4 ("21044-1234") gives its ZIP code
            if not m:
                return None, Msg.of(N_("Enter a 5-digit ZIP code, like 21201."))
            return m.group(1), None
        return text.strip(), None

    def apply(self, state: State, q: Question, updates: dict, today: dt.date) -> State:
        """Return the state after answering page ``q`` with ``updates``, pruned.

        A ZIP answer clears an earlier county so the county is found (or asked) again.
        """
        answers = dict(state.answers)
        for k, v in updates.items():
            if v is None:
                answers.pop(k, None)
            else:
                answers[k] = v
        if q.id == "zip" and updates.get("zip") != state.answers.get("zip"):
            answers.pop("county", None)  # found again from the new ZIP, or asked
        seen = set(state.seen)
        if q.optional or (q.id in updates and updates[q.id] is None):
            seen.add(q.id)  # an optional page left blank, or "I'm not sure"
        return self.prune(State(answers, frozenset(seen), state.lang), today)

    def county_choices(self, state: State) -> tuple:
        """Return county ids for the county question, the ZIP's candidates first."""
        ids = list(FIELDS["county"].choices)
        if "zip" in state.answers:
            first = [c for c in lookup_zip(state.answers["zip"]).candidates if c in ids]
            ids = first + [c for c in ids if c not in first]
        return tuple(ids)


SCALE_NAMES = {"4": "4.0", "5": "5.0", "100": "100"}


def _gpa_scale_problem(gpa: float, scale: str) -> Msg | None:
    """Return the question to ask back when ``gpa`` can't be on the chosen ``scale``.

    A GPA of 5 or less "out of 100", or above a 4.0 or 5.0 scale, is most likely on another
    scale: we ask which one rather than guess (3.4 out of 100 would be 0.136 out of 4.0).
    """
    shown = int(gpa) if float(gpa).is_integer() else Gpa(gpa)
    if scale == "100" and gpa <= 5:
        return Msg.of(N_("A GPA of %(gpa)s out of 100 is very low. Did you mean out of %(likely)s? Check the scale."),
                      gpa=shown, likely=SCALE_NAMES["4" if gpa <= 4 else "5"])
    if scale in ("4", "5") and float(scale) < gpa <= 100:
        return Msg.of(N_("A GPA of %(gpa)s is higher than %(scale)s. Did you mean out of %(likely)s? Check the scale."),
                      gpa=shown, scale=SCALE_NAMES[scale], likely=SCALE_NAMES["5" if gpa <= 5 else "100"])
    return None


def _get(form, key):
    v = form.get(key) if hasattr(form, "get") else None
    if v is None:
        return ""
    return str(v).strip()


def _required_msg(inp: Input) -> Msg:
    if inp.kind in ("choice", "yesno", "county", "college"):
        return Msg.of(N_("Choose an answer."))
    if inp.kind == "month":
        return Msg.of(N_("Enter a month and a 4-digit year, like June 2027."))
    if inp.kind == "zip":
        return Msg.of(N_("Enter your 5-digit ZIP code."))
    return Msg.of(N_("Enter a number."))
