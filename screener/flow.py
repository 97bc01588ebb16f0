"""The questionnaire engine: reads ``flows/questions.yaml`` and picks the next question.

The next question is derived from what the rules still need (docassemble style): the first
question in file order that is unanswered and whose field :func:`screener.rules.assess`
lists in ``missing`` or ``assumed`` (or that ``provides`` a missing field, or is asked
``always``); once eligibility is settled, the ``for_estimate`` questions. The same engine
drives the web form (:mod:`screener.web`) and the chat (:mod:`screener.chat`).
"""
from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache
from pathlib import Path

import yaml

from . import other_aid
from .answers import FIELDS
from .answers import OUTSIDE_MD
from .answers import dates_out_of_range
from .geo import county_name_msg
from .geo import lookup_zip
from .geo import zip_counties_named
from .i18n import Msg
from .i18n import N_
from .paths import FLOWS
from .typed import MONTHS  # noqa: F401 - kept at its old import path
from .typed import UNSURE  # noqa: F401 - kept at its old import path
from .typed import ZIP_TYPED  # noqa: F401 - kept at its old import path
from .typed import parse_page
from .rules import FAIL
from .rules import INELIGIBLE
from .core import screen as run

FLOW_FILE = FLOWS / "questions.yaml"

# The named conditions a page's ``when`` can use (flows/questions.yaml): each reads the
# engine's assessment of the answers given so far. A condition must not read the answers of
# its own page: the walk decides whether to ask a page before the page's answers are in, the
# next question after; a condition that read them could differ between the two, and the web
# form would send the student between them for ever (tests/test_flow_conditions.py).
CONDITIONS = {
    "other_aid_could_change": lambda a: bool(other_aid.worth_asking(a)),
}


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
    summary: str | None = None  # short label on "Check your answers" (an extra input)
    example: str | None = None  # a number typed as an example in its error messages ("4" people, not "12")


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
    default: str | None = None
    confirm: tuple | None = None  # (value, when, message, chat_message): see flows/questions.yaml
    heading: str | None = None  # the web page's heading when it shows its extras (two related questions)
    dont_know: str | None = None  # the label of an "I don't know" button: the page answered, its facts unknown
    when: str | None = None  # a named condition (:data:`CONDITIONS`): asked only while it holds
    blank: str | None = None  # "Check your answers" for the page left blank
    chat: str | None = None  # after_result: the chat asks it only when the student asks for a closer estimate
    example: str | None = None  # a number typed as an example in its error messages (:attr:`Input.example`)
    settled_by: tuple = ()  # ((fact, unless, value, message), ...): see flows/questions.yaml
    third_person: tuple = ()  # ((text, the text said of the student), ...): the page's ``*_third_person`` keys
    parent: tuple = ()  # ((text, the text said to a parent of their child), ...): the page's ``*_parent`` keys (fix48d)
    hint_by: tuple = ()  # (fix51f) ((field, value, hint), ...): the page's ``hint_by``, the hint for an answer given

    def hint_for(self, answers) -> str | None:
        """(fix51f) Return the page's hint for the ``answers`` given (flows/questions.yaml ``hint_by``:
        the income's hint for the household chosen, one parent's, a spouse's, the student's own), else
        its ``hint``. Said to the student; :attr:`third_person` and :attr:`parent` hold its other voices."""
        for fld, value, hint in self.hint_by:
            if str((answers or {}).get(fld)) == value:
                return hint
        return self.hint

    @property
    def hints(self) -> tuple:
        """(fix51f) Return every hint the page may show (its ``hint`` and each of ``hint_by``'s)."""
        return tuple(h for h in (self.hint, *(h for _, _, h in self.hint_by)) if h)

    def settled(self, facts) -> tuple | None:
        """Return ``(value, message)``: the answer the ``facts`` said settle (flows/questions.yaml
        ``settled_by``: a fact said, its ``unless`` not), to read back with the message; else None."""
        for fact, unless, value, message in self.settled_by:
            if fact in facts and (unless is None or unless not in facts):
                return value, message
        return None

    @property
    def inputs(self) -> tuple:
        """Return every input on the page, the question's own first."""
        main = Input(self.id, self.kind, self.label, None, self.choices, self.min, self.max, self.optional, example=self.example)
        return (main,) + self.extra

    @property
    def fields(self) -> tuple:
        """Return the answer fields this page sets."""
        return tuple(i.id for i in self.inputs)


# (fix38f) a mark in ``State.seen`` (no page has this id): the county kept was said by the student as
# their home, not guessed from a college's town; the chat sets it (engine._county_said_marked), and
# :meth:`Flow.pruned` keeps such a county where the path never asks it (a renewal's)
COUNTY_SAID = "county:said"


@dataclass(frozen=True)
class State:
    """What the applicant has told us: clean ``answers`` and the optional pages ``seen`` (and
    :data:`COUNTY_SAID`, a mark, no page)."""

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


THIRD_PERSON_KEYS = ("question", "hint", "summary", "label")  # the texts said of the student beside them (``<key>_third_person``)


def _third_person(q: dict, suffix: str = "_third_person") -> tuple:
    """Return ``((text, text said of the student), ...)`` for the question page ``q`` of
    flows/questions.yaml: each ``<key>_third_person`` beside its ``<key>`` (:data:`THIRD_PERSON_KEYS`)
    in the page, its choices, its extras and their choices. Raises ValueError for one with no text
    beside it. (fix48d) With ``suffix`` "_parent": each ``<key>_parent``, the text said to a parent
    writing for their child ("your child", never "you" nor "the student")."""
    nodes = [q, *(q.get("choices") or ())]
    nodes += [variant for by in (q.get("hint_by") or {}).values() for variant in by.values()]  # (fix51f)
    for e in q.get("extra") or ():
        nodes += [e, *(e.get("choices") or ())]
    pairs = []
    for node in nodes:
        for key in node:
            if key.endswith(suffix):
                text = node.get(key[:-len(suffix)]) if key[:-len(suffix)] in THIRD_PERSON_KEYS else None
                if not isinstance(text, str) or not isinstance(node[key], str):
                    raise ValueError(f"flows/questions.yaml: {q['id']}: {key} is beside no text it says of the student")
                pairs.append((text, node[key]))
    return tuple(pairs)


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
            Input(e["id"], e["kind"], e.get("label"), e.get("hint"), _choices(e.get("choices")), e.get("min"), e.get("max"), True,
                  e.get("summary"), e.get("example"))
            for e in q.get("extra") or ()
        )
        question = Question(
            id=q["id"], kind=q["kind"], question=q["question"], summary=q.get("summary", q["question"]),
            hint=q.get("hint"), choices=_choices(q.get("choices")), extra=extra, ask=q.get("ask"),
            provides=tuple(q.get("provides") or ()), min=q.get("min"), max=q.get("max"),
            optional=bool(q.get("optional")), label=q.get("label"), estimate=bool(q.get("estimate")),
            default=q.get("default"), heading=q.get("heading"), dont_know=q.get("dont_know"),
            confirm=(str(q["confirm"]["value"]), q["confirm"].get("when"), q["confirm"]["message"],
                     q["confirm"].get("chat_message", q["confirm"]["message"])) if q.get("confirm") else None,
            when=q.get("when"), blank=q.get("blank"), chat=q.get("chat"), example=q.get("example"),
            settled_by=tuple((s["fact"], s.get("unless"), str(s["value"]), s["message"]) for s in q.get("settled_by") or ()),
            third_person=_third_person(q),
            parent=_third_person(q, "_parent"),
            hint_by=tuple((fld, str(value), v["hint"]) for fld, by in (q.get("hint_by") or {}).items()
                          for value, v in by.items()),  # (fix51f)
        )
        if any(f not in FIELDS for f, _, _ in question.hint_by):
            raise ValueError(f"flows/questions.yaml: {question.id}: hint_by names an unknown field")
        if any(s[2] not in {c.value for c in question.choices} for s in question.settled_by):
            raise ValueError(f"flows/questions.yaml: {question.id}: settled_by names a value that is no choice")
        if question.chat not in (None, "after_result"):
            raise ValueError(f"flows/questions.yaml: {question.id}: unknown chat setting {question.chat!r}")
        if question.when is not None and question.when not in CONDITIONS:
            raise ValueError(f"flows/questions.yaml: {question.id}: unknown condition {question.when!r}")
        for f in question.fields:
            if f not in FIELDS:
                raise ValueError(f"flows/questions.yaml: unknown field {f!r}")
        questions.append(question)
    return Flow(tuple(questions))


# A county given that the ZIP code given doesn't touch: said on "Check your answers" and the result.
COUNTY_AGAINST_ZIP = N_("ZIP code %(zip)s is in %(place)s, but you chose %(county)s. Which is right? We use the "
                        "county you chose: it decides your home college. Change your ZIP code or your county if "
                        "one of them isn't right.")
OUTSIDE_AGAINST_ZIP = N_("ZIP code %(zip)s is in %(place)s, but you said you live outside Maryland. Which is right? "
                         "We use what you said. Change your ZIP code or your county if one of them isn't right.")
# The same in the chat, said once, when the county or the ZIP code that contradicts the other is taken.
CHAT_COUNTY_AGAINST_ZIP = N_("ZIP code %(zip)s is in %(place)s, but you said %(county)s. Which is right? I go by "
                             "%(county)s: if it isn't right, tell me your county or your ZIP code again.")
CHAT_OUTSIDE_AGAINST_ZIP = N_("ZIP code %(zip)s is in %(place)s, but you said you live outside Maryland. Which is "
                              "right? I go by what you said: if it isn't right, tell me your county or your ZIP code again.")


def county_against_zip(answers: dict, chat: bool = False) -> Msg | None:
    """Return what to say when the county given contradicts the Maryland ZIP code given (20850 is
    in Montgomery County, the student chose Frederick County), else None.

    The rules count the county given over the ZIP code's (:class:`screener.rules.Ctx`), so a
    contradiction would otherwise decide the home college unseen. A county among the ZIP code's
    counties, or a ZIP code outside Maryland or not found (the county page then asks for the
    county, saying so), contradicts nothing. ``chat``: its wording for the chat.
    """
    county, zip_code = answers.get("county"), answers.get("zip")
    if not county or not zip_code:
        return None
    z = lookup_zip(zip_code)
    if not z.known or not z.candidates or OUTSIDE_MD in z.candidates or county in z.candidates:
        return None
    place = zip_counties_named(z)
    if county == OUTSIDE_MD:
        return Msg.of(CHAT_OUTSIDE_AGAINST_ZIP if chat else OUTSIDE_AGAINST_ZIP, zip=zip_code, place=place)
    return Msg.of(CHAT_COUNTY_AGAINST_ZIP if chat else COUNTY_AGAINST_ZIP, zip=zip_code, place=place,
                  county=county_name_msg(county))


# The modules whose code decides a walk (other_aid: the other-aid page's condition).
WALK_MODULES = ("rules", "award", "flow", "core", "policy", "answers", "geo", "other_aid")


@lru_cache(maxsize=1)
def walk_version() -> str:
    """Return a fingerprint of what decides a walk: the questions, the data and the rules' code.

    A walk carried in a token is reused only under the same fingerprint, so a deploy that
    changes any of them makes old tokens' walks be worked out again (never trusted stale).
    """
    here = Path(__file__).resolve().parent
    files = [FLOW_FILE, *sorted((here / "data").glob("*.yaml"))]
    files += [here / f"{m}.py" for m in WALK_MODULES]
    digest = hashlib.sha256()
    for f in files:
        if f.is_file():
            digest.update(f.name.encode() + b"\0" + f.read_bytes())
    return digest.hexdigest()[:12]


@dataclass(frozen=True)
class Walk:
    """The path through the flow for a state: answered pages in order, and pages still to ask.

    ``steps`` is every page of the path in the order it is asked (answered and pending).
    ``fails`` holds, for each step, the ids of the checks that fail once the answers up to
    and including that step are in (None for a pending step). ``state`` and ``today`` are
    what the walk was worked out for: the next request reuses it (see :meth:`Flow.walk`).
    """

    answered: tuple
    pending: tuple
    steps: tuple = ()
    fails: tuple = ()
    state: State | None = field(default=None, compare=False, repr=False)
    today: dt.date | None = field(default=None, compare=False, repr=False)

    def is_for(self, state: State, today: dt.date) -> bool:
        """Return True when this walk was worked out for ``state``'s answers on ``today``."""
        return (self.state is not None and self.today == today and self.state.answers == state.answers
                and self.state.seen == state.seen)


class Flow:
    """The questionnaire: pick, parse and apply questions; see the module docstring."""

    def __init__(self, questions: tuple):
        self.questions = questions
        self.by_id = {q.id: q for q in questions}
        # A page that also offers a later page's question as an optional extra (household type
        # and size): while it is still to ask, that later page is counted as part of it; the
        # later page is asked on its own only when the extra was left blank.
        self.carries = {q.id: frozenset(i.id for i in q.extra if i.id in self.by_id) for q in questions}
        # The page that gives the county (the ZIP code) also answers the home-college pages for
        # the student (``default: home_college``): counted with it while it is still to ask.
        self.defaults_with = {q.id: frozenset(p.id for p in questions if p.default == "home_college")
                              if "county" in q.provides or q.id == "county" else frozenset() for q in questions}

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

    def next_question(self, state: State, today: dt.date, skip=frozenset(), assessment=None):
        """Return the next :class:`Question` to ask, or None when it is time for the result.

        ``assessment`` is the engine's assessment of ``state.answers`` when the caller has it.
        """
        a = assessment if assessment is not None else run(state.answers, today)
        for q in self.questions:
            if q.id not in skip and self._wanted(q, state, a):
                return q
        skipped = {f for qid in skip for f in self.by_id[qid].fields + self.by_id[qid].provides}
        # A walk's pages still to ask (``skip``) may settle what is missing (the aid form settles
        # "not sure whether a Pell Grant pays"): the estimate's pages then count as to come, so
        # the count of questions left never goes up once that page is answered.
        if self.decided_ineligible(a) or (set(a.missing) - skipped and not set(a.missing) & skipped):
            return None
        for q in self.questions:
            if (q.ask == "for_estimate" or q.estimate) and q.id not in skip and not state.answered(q) and q.id not in a.estimate_no_use \
                    and (q.when is None or CONDITIONS[q.when](a)):
                return q
        return None

    def ask_next(self, state: State, today: dt.date, assessment=None):
        """Return the question to put to the student now, or None when it is time for the result.

        Like :meth:`next_question`, but an answer that already decides "likely not eligible"
        ends the questions at once (the web form and the chat both use this). ``assessment`` is
        the caller's assessment of ``state.answers`` when it has one (fix49k: the chat's, which
        weighs the pay of a parent living apart, so the household that weighing needs is asked).
        """
        a = assessment if assessment is not None else run(state.answers, today)
        if self.decided_ineligible(a):
            return None
        return self.next_question(state, today, assessment=a)

    def walk(self, state: State, today: dt.date, prior: Walk | None = None) -> Walk:
        """Return the pages on this state's path: those answered and those still to ask.

        The path is replayed from no answers, one page at a time (each page is the next
        question for the answers before it). ``prior`` (the walk of the request's previous
        state, e.g. from its token) spares that replay: its steps are taken as they are up to
        the first page whose answer differs, and the engine runs only from there on. Each
        step depends only on the answers of the pages before it, so the result is the same.
        """
        if prior is not None and prior.is_for(state, today):
            return prior
        sub = State({}, frozenset(), state.lang)
        answered, pending, skip, steps, fails = [], [], set(), [], []

        def take(q) -> bool:
            steps.append(q)
            fails.append(None)
            if state.answered(q):
                answered.append(q)
                return True
            pending.append(q)
            skip.add(q.id)
            skip.update(p for p in self.carries[q.id] | self.defaults_with[q.id] if not state.answered(self.by_id[p]))
            return False

        fresh = True  # the answers in ``sub`` changed since the engine last ran
        if prior is not None and prior.state is not None and prior.today == today and len(prior.fails) == len(prior.steps):
            old = prior.state
            for q, failed in zip(prior.steps, prior.fails):
                was, now = old.answered(q), state.answered(q)
                same = was == now and (not now or (
                    self._page_answers(q, old) == self._page_answers(q, state)
                    and all(old.answers.get(f) == state.answers.get(f) or self.by_id.get(f) in prior.steps for f in q.provides)
                    and (q.id in old.seen) == (q.id in state.seen)))
                if take(q):
                    sub = self._with_page(sub, q, state)
                if not same:
                    break
                fails[-1] = failed
            else:
                return self._walked(answered, pending, steps, fails, state, today)
        a = None
        for _ in range(len(self.questions) + 1):
            if fresh or a is None:
                a = run(sub.answers, today)
                fresh = False
                if steps and steps[-1] in answered and fails[-1] is None:
                    fails[-1] = frozenset(c.id for c in a.checks if c.result == FAIL)
            q = self._overriding(sub, state, steps, a) or self.next_question(sub, today, frozenset(skip), assessment=a)
            if q is None:
                break
            if take(q):
                sub = self._with_page(sub, q, state)
                fresh = True
        return self._walked(answered, pending, steps, fails, state, today)

    def _overriding(self, sub: State, state: State, steps: list, a) -> Question | None:
        """Return the page of a field that an answered page provides (the ZIP code's county), when
        ``state`` answers it with another value than the one that page gave (a county said after
        the ZIP code, against it), and it is not on the walk yet: it comes next.

        The rules read the county answered before the ZIP code's, so the walk must too: without
        that page on it, the walk worked out the path with the ZIP code's county, and a question
        the other county needs (does your home college offer your program?) was answered and
        dropped again at once, and asked forever.
        """
        for p in steps:
            for f in p.provides:
                page = self.by_id.get(f)
                if page is None or page in steps or f not in state.answers or f in sub.answers:
                    continue
                derived = getattr(a, f, None)
                if derived is not None and derived != state.answers[f]:
                    return page
        return None

    def pages_left(self, q: Question, state: State, today: dt.date, walk: Walk | None = None, changing: bool = False) -> int:
        """Return the "about N questions left" count of page ``q``, itself included: the pages the
        walk of the answers given *before* ``q`` (and the home college the ZIP code answered then)
        still has to ask; a page that carries another, and the ZIP code that answers the college,
        count once (the carried page asked on its own after a blank is the rest of its carrier: not
        counted again). The start page and every question page count with this.

        So a page shows the same count each time it is shown (first visit, browser Back, a Change
        link) while the answers before it are the same: the pages answered after it count as they
        did then (a newcomer's finding: Back three pages showed 10 where the first visit showed
        12). A page off the path counts what ``state`` still has to ask. ``walk``: the walk of
        ``state`` when the caller has it.

        ``changing``: the page was opened from "Check your answers" (a Change link), which comes
        back there once nothing is left to ask: the pages ``state`` still has to ask, this one
        included (a newcomer's finding: "Change ZIP code" showed "About 9 questions left" on the
        college page, the only page before "Check your answers"); 0 for a page already answered when
        nothing else is pending (it showed "About 1 question left").
        """
        w = walk if walk is not None else self.walk(state, today)
        if changing:  # (fix43g) an answer changed with nothing else pending: "Check your answers" comes next, 0
            others = len([p for p in w.pending if p is not q])
            return others + 1 if others or q not in w.answered else 0
        if q in w.steps and any(p in w.answered for p in w.steps[w.steps.index(q):]):
            before = State({}, frozenset(), state.lang)
            for p in w.steps[:w.steps.index(q)]:
                if p in w.answered:
                    before = self._with_page(before, p, state)
            answers = dict(before.answers)
            if "zip" in answers or "county" in answers:  # the home college, answered for the student then
                self._home_defaults(dict(answers), answers, today)
            w = self.walk(State(answers, before.seen, state.lang), today, w)  # the engine runs from ``q`` on only
        # a page carried by another (household size on the household page), asked on its own because
        # its box was left blank there, was counted with that page: the rest of it, never counted again
        # (fix38p, a newcomer's finding: both pages showed the same "About N questions left")
        carried = any(q.id in c for c in self.carries.values()) and any(p in w.answered for p in w.steps if q.id in self.carries[p.id])
        return max(1, len([p for p in w.pending if p is not q]) + (0 if carried else 1))

    def _page_fields(self, q: Question, state: State) -> tuple:
        """Return the fields page ``q`` sets in ``state``: a carried page answered on its own
        (marked seen) keeps its answer for its own step."""
        return tuple(f for f in q.fields if f not in self.carries[q.id] or f not in state.seen)

    def _page_answers(self, q: Question, state: State) -> dict:
        return {f: state.answers[f] for f in self._page_fields(q, state) if f in state.answers}

    def _with_page(self, sub: State, q: Question, state: State) -> State:
        keep = self._page_answers(q, state)
        return State({**sub.answers, **keep}, sub.seen | ({q.id} & state.seen), state.lang)

    @staticmethod
    def _walked(answered, pending, steps, fails, state, today) -> Walk:
        return Walk(tuple(answered), tuple(pending), tuple(steps), tuple(fails), state, today)

    def deciding_question(self, state: State, check_id: str, today: dt.date, walk: Walk | None = None) -> Question | None:
        """Return the answered page whose answer first makes check ``check_id`` fail (None if none does).

        ``walk`` (the state's walk, when the caller has it) already knows which checks fail
        after each page; without an ``application_date`` answer, it answers with no engine run.
        """
        w = self.walk(state, today, walk)
        if "application_date" not in state.answers and all(f is not None for q, f in zip(w.steps, w.fails) if q in w.answered):
            return next((q for q, f in zip(w.steps, w.fails) if q in w.answered and check_id in f), None)
        answers = {k: v for k, v in state.answers.items() if k == "application_date"}
        for q in w.answered:
            answers.update({f: state.answers[f] for f in q.fields if f in state.answers})
            check = run(answers, today).check(check_id)
            if check is not None and check.result == FAIL:
                return q
        return None

    def pack(self, walk: Walk) -> list:
        """Return ``walk`` in a compact form for a token: ``[version, day, steps]``.

        A step is the page's index in the flow, or ``[index, failing check ids...]``.
        """
        index = {q.id: n for n, q in enumerate(self.questions)}
        steps = [[index[q.id], *sorted(f)] if f else index[q.id] for q, f in zip(walk.steps, walk.fails)]
        return [walk_version(), walk.today.isoformat() if walk.today else None, steps]

    def unpack(self, packed, state: State) -> Walk | None:
        """Return the :class:`Walk` of ``state`` packed by :meth:`pack` (None if it doesn't fit this flow)."""
        try:
            version, day, raw = packed
            if version != walk_version() or not isinstance(raw, list):
                return None
            steps, fails = [], []
            for item in raw:
                n, failed = (item, ()) if isinstance(item, int) else (item[0], item[1:])
                if not isinstance(n, int) or not 0 <= n < len(self.questions) or not all(isinstance(f, str) for f in failed):
                    return None
                q = self.questions[n]
                steps.append(q)
                fails.append(frozenset(failed) if state.answered(q) else None)
            answered = tuple(q for q in steps if state.answered(q))
            pending = tuple(q for q in steps if not state.answered(q))
            return Walk(answered, pending, tuple(steps), tuple(fails), state, dt.date.fromisoformat(day))
        except (TypeError, ValueError, IndexError):
            return None

    def prune(self, state: State, today: dt.date, prior: Walk | None = None) -> State:
        """Return ``state`` without answers that the current answers made irrelevant.

        Answers to the ``for_estimate`` pages are kept: they never change eligibility, and a
        student who changes an answer to "not eligible" and back should not retype them.
        """
        return self.pruned(state, today, prior)[0]

    def pruned(self, state: State, today: dt.date, prior: Walk | None = None):
        """Return ``(state, walk)``: :meth:`prune`'s state and its walk (``prior`` as in :meth:`walk`)."""
        w = self.walk(state, today, prior)
        keep = {f for q in w.answered for f in q.fields}
        keep |= {f for q in w.answered for f in q.provides}  # a county chosen to correct the ZIP code's
        keep |= {f for q in self.questions if q.ask == "for_estimate" for f in q.fields + (q.id,)}
        keep |= {"application_date", "lang"}
        # An answer given ahead of its page, which the walk has not reached yet (a page still to ask
        # comes before it): whether the rules need it waits on the answers still to come (a
        # renewal's "I started full time in fall 2023" said before the program: full- or part-time
        # counts only for an associate's degree), so it is kept until the walk gets there, and never
        # asked again; once nothing before it is left to ask and it is still off the path, it goes
        # as before. Only a renewal's own facts (the answer schema's ``renewal_only``), and only for
        # a renewal: a county inferred from a college's town ("mi segundo año en hagerstown") still
        # goes, as before (dev31: kept unasked otherwise).
        keep |= self._ahead_of_walk(state, w, today)
        # The home ZIP code the student gave where the path never asks it (a renewal that named its
        # college): a fact about the student that no answer makes stale, kept (never lost, a
        # newcomer's finding: a renewal's ZIP code, read back and confirmed, then dropped silently)
        zq = self.by_id.get("zip")
        if zq is not None and zq not in w.steps:
            keep.add("zip")
        # (fix38f) so is the county the student said as their home ("I live in Baltimore County",
        # "condado de Howard"), marked so in ``seen`` (:data:`COUNTY_SAID`, set by the chat), never a
        # county guessed from a college's town ("la tengo desde el año pasado en Howard": the college,
        # not the home; revert c00bfc3): a renewal's county, read back and confirmed, was dropped
        if COUNTY_SAID in state.seen:
            keep.add(COUNTY_SAID)
            cq = self.by_id.get("county")
            if cq is not None and cq not in w.steps:
                keep.add("county")
        # An extra of a page still to ask that no page of its own asks (the GPA's scale, said
        # alone: "it's out of 100"): it qualifies the answer to come, so it is kept for that page
        # (the web page shows it chosen; the GPA stays unanswered)
        keep |= {i.id for q in w.pending for i in q.extra if i.id not in self.by_id}
        # In-state tuition answered yes "through the Maryland Dream Act": the contract's dream_act
        # (in-state tuition under §15-106.8) is the same fact said more precisely, kept beside it
        # though its own page is asked only of One-App filers (so it is not asked again then);
        # never without that yes (a "no" or "not sure" drops it, as before)
        if state.answers.get("dream_act") is True and state.answers.get("in_state_tuition") == "yes" \
                and any("in_state_tuition" in q.fields for q in w.answered):
            keep.add("dream_act")
        # (fix38k) a renewal's full- or part-time start, told with the month it began ("august 2025, full
        # time"), is a fact of that start: kept while the month is, even where the award outlasts the
        # year either way and its page is not asked (it was read back, then dropped unsaid)
        # (fix41e, a newcomer's finding) so is one told while the program is left open (skipped in the
        # chat): an associate's may still make it count, and it was dropped unsaid with the skip
        if state.answers.get("applicant_type") == "renewal" and state.answers.get("program") in (None, "associate") \
                and ("first_enrolled" in keep and state.answers.get("first_enrolled") is not None
                     or state.answers.get("program") is None):
            keep.add("enrollment_status")
        # (fix39e) a renewal's high school (and its graduation month), told and read back ("I'm in my
        # second year at CCBC, I went to Dundalk High"): the path never asks it (the high school was
        # checked when the award was first received, rules.check_high_school), but it is a fact about
        # the student no answer makes stale, as the ZIP code above: kept, never dropped unsaid
        if state.answers.get("applicant_type") == "renewal":
            for qid in ("high_school", "hs_completion_date"):
                hq = self.by_id.get(qid)
                if hq is not None and hq not in w.steps:
                    keep |= {f for f in hq.fields if f in ("high_school", "hs_completion_date")}
        drop = [f for f in state.answers if f not in keep] + [s for s in state.seen if s not in keep]
        if not drop:
            return state, w
        kept = state.without(drop)
        return kept, self.walk(kept, today, w)  # the same path: what was dropped is on no step

    def _ahead_of_walk(self, state: State, w: Walk, today: dt.date) -> set:
        """Return the fields of a renewal's own answers (``renewal_only``) to pages off walk ``w``,
        after its first page still to ask, that the rules would need with one of the choices of a
        page still to ask (the program: an associate's degree makes full- or part-time count); not
        one no answer to come can make needed (fix32i: "agosto del 2025 a tiempo completo", whose
        award outlasts the year either way). See :meth:`pruned`."""
        if not w.pending or state.answers.get("applicant_type") != "renewal":
            return set()
        first = min(self.questions.index(q) for q in w.pending)
        ahead = {f for q in self.questions[first + 1:] if q not in w.steps for f in q.fields
                 if f in state.answers and getattr(FIELDS.get(f), "renewal_only", False)}
        if not ahead:
            return set()
        base = {k: v for k, v in state.answers.items() if k not in ahead}
        needed = set()
        for p in w.pending:
            for c in p.choices:
                a = run({**base, p.id: c.value}, today)
                needed |= ahead & (set(a.missing) | set(a.assumed))
        return needed

    def parse(self, q: Question, form, lang: str = "en"):
        """Parse a submitted page (:func:`screener.typed.parse_page`).

        :param form: a mapping of input names to the strings typed (``hs_completion_date``
            also reads ``<id>-month`` and ``<id>-year``)
        :return: ``(updates, errors)``: clean answer values by field, and :class:`Msg` errors
            by input id (empty when the page is valid). A blank optional input is
            ``None`` in ``updates`` (remove any earlier answer).
        """
        return parse_page(q, form, lang)

    def apply(self, state: State, q: Question, updates: dict, today: dt.date) -> State:
        """Return the state after answering page ``q`` with ``updates``, pruned.

        A ZIP answer clears an earlier county so the county is found (or asked) again.
        """
        return self.answer(state, q, updates, today)[0]

    def answer(self, state: State, q: Question, updates: dict, today: dt.date, prior: Walk | None = None,
               submitted: bool = False):
        """Return ``(state, walk)`` after answering page ``q`` with ``updates`` (see :meth:`apply`).

        ``prior`` is the walk of ``state`` when the caller has it (from the request's token):
        only the pages from ``q`` on are worked out again. ``submitted``: every answer held was
        submitted on its own page (the web questionnaire), so none is a default to drop.
        """
        answers = dict(state.answers)
        for k, v in updates.items():
            if v is None:
                answers.pop(k, None)
            else:
                answers[k] = v
        if q.id == "zip" and updates.get("zip") != state.answers.get("zip"):
            answers.pop("county", None)  # found again from the new ZIP, or asked
        if q.id in ("zip", "county"):
            self._home_defaults(state.answers, answers, today)
        if answers.get("applicant_type") == "renewal" and state.answers.get("applicant_type") != "renewal" \
                and "college" not in updates and "college" in answers and not submitted:
            # (fix43e) the county's college, given by default before the student said they renew ("I
            # live in Howard County and I'm renewing"), is no renewal's college (:meth:`_home_defaults`);
            # (fix43o) never a college the web form's page submitted: the user's choice
            home = getattr(run(state.answers, today).home_college, "id", None)
            if home is not None and answers["college"] == home:
                answers.pop("college")
        seen = set(state.seen)
        if q.optional or (q.id in updates and updates[q.id] is None):
            seen.add(q.id)  # an optional page left blank, or "I'm not sure"
        seen -= self.carries[q.id]  # answered (or left blank) here, on the page that carries it
        if any(q.id in c for c in self.carries.values()) and updates.get(q.id) is not None:
            seen.add(q.id)  # a carried page answered on its own page (the chat asks it so)
        return self.pruned(State(answers, frozenset(seen), state.lang), today, prior)

    def out_of_range(self, state: State, q: Question, updates: dict, today: dt.date) -> dict:
        """Return ``{input id: Msg}`` when ``updates`` for ``q``, with the answers kept, hold a date
        the API refuses on ``today`` (:func:`screener.answers.dates_out_of_range`: a first
        enrolment before the first award year or after the month of applying, a day of applying
        out of the program's years), else ``{}``. Such a date is not kept: a token holding one
        is refused (:func:`screener.token.load`). A problem with a field not on ``q`` is ``q``'s."""
        merged = {k: v for k, v in {**state.answers, **updates}.items() if v is not None}
        before = dates_out_of_range(state.answers, today)  # (one already there is not this answer's)
        ids = {inp.id for inp in q.inputs}
        return {(f if f in ids else q.id): m for f, m in dates_out_of_range(merged, today).items() if f not in before}

    def to_confirm(self, state: State, q: Question, updates: dict, today: dt.date, chat: bool = False):
        """Return the message to ask back before ``updates`` count (a ``confirm`` of ``q``), else
        None; ``chat``: its wording for the chat, which reads the answer back for a yes or no."""
        if not q.confirm or str(updates.get(q.id)) != q.confirm[0]:
            return None
        value, when, message, chat_message = q.confirm
        message = chat_message if chat else message
        if when == "lives_in_maryland" and run(state.answers, today).county in (None, OUTSIDE_MD):
            return None
        return Msg.of(message)

    def _home_defaults(self, before: dict, answers: dict, today: dt.date) -> None:
        """Answer the ``default: home_college`` pages from the county, in place in ``answers``.

        The first time the county is known, the page is answered with the county's own college
        (the web shows it with a one-tap change). When a new ZIP code or county changes the
        home college, the earlier answer is dropped, so the page is asked again with the new
        home college first.
        """
        pages = [p for p in self.questions if p.default == "home_college"]
        if not pages or answers.get("applicant_type") == "renewal":
            # (fix43e) a renewal already studies at a college, checked when the award was first
            # received (rules.check_college): the county's college is no default for it, so a county
            # said ("Howard", "I'm in Howard county") never sets the college unasked; it is asked
            return
        new = getattr(run(answers, today).home_college, "id", None)
        for p in pages:
            if p.id not in before:
                if new is not None:
                    answers[p.id] = new
            elif before.get("county") != answers.get("county") or before.get("zip") != answers.get("zip"):
                old = getattr(run(before, today).home_college, "id", None)
                # A college given while no county was known (the chat's "an associate at
                # Montgomery College", then the ZIP) was the student's choice, not a default: kept.
                if old is not None and old != new:
                    answers.pop(p.id, None)

    def county_choices(self, state: State) -> tuple:
        """Return county ids for the county question, the ZIP's candidates first."""
        ids = list(FIELDS["county"].choices)
        if "zip" in state.answers:
            first = [c for c in lookup_zip(state.answers["zip"]).candidates if c in ids]
            ids = first + [c for c in ids if c not in first]
        return tuple(ids)
