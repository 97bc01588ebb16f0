"""Aid around the Promise award: other programs a student may get, and the money in order.

Pure (no Flask). Reads ``data/other_aid.yaml`` (dated facts, as ``policy.yaml``) and an
:class:`~screener.rules.Assessment`. Each program gets the shape of a Promise check: a
result (``likely`` / ``maybe`` / ``unlikely``), the reasons, its source and deadline.

The money (§18-3604): federal and State grants are credited to tuition first, then the
Promise award, then a local promise scholarship in effect on July 1, 2018 (§18-3601(e)).
Where the order is the college's to decide (a tuition waiver against Promise, a newer local
program) every order is worked out and the amounts are shown as ranges; no order ever
credits more than the tuition, so no dollar is counted twice.
"""
from __future__ import annotations

import datetime as dt
import itertools
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache

from .award import last_dollar
from .i18n import Money
from .i18n import Msg
from .i18n import N_
from .policy import _read
from .policy import Fact
from .policy import _pick

LIKELY, MAYBE, UNLIKELY = "likely", "maybe", "unlikely"
NAMES = {
    "pell": N_("Federal Pell Grant"),
    "grants_entered": N_("Grants you told us about"),
    "guaranteed_access": N_("Guaranteed Access Grant"),
    "educational_assistance": N_("Educational Assistance Grant"),
    "part_time_grant": N_("Part-Time Grant"),
    "foster_homeless_waiver": N_("Tuition waiver for foster care and homeless youth"),
    "disability_waiver": N_("Tuition waiver for SSI or SSDI recipients"),
    "senior_waiver": N_("Tuition waiver for residents 60 and over"),
    "promise": N_("Maryland Community College Promise Scholarship"),
    "mayors_scholars": N_("Mayor's Scholars Program (Baltimore City)"),
    "ccbc_promise": N_("CCBC College Promise (Baltimore County)"),
    "garrett_scholarship": N_("Garrett County Scholarship Program"),
    "pg_promise": N_("Prince George's County Promise Scholarship"),
}
WAIVERS = ("foster_homeless_waiver", "disability_waiver", "senior_waiver")
STATE_GRANTS = ("guaranteed_access", "educational_assistance", "part_time_grant")
OPTIONAL_FIELDS = ("birth_year", "foster_care_or_homeless", "ssi_ssdi")
WAIVER_FIELDS = dict(zip(WAIVERS, ("foster_care_or_homeless", "ssi_ssdi", "birth_year")))
LARGE_HOUSEHOLD = 10  # people: the bound on an unknown household size for income tests


@dataclass
class Program:
    """One program's outcome: ``reasons`` are :class:`Msg`; ``deadline`` a date or None."""

    id: str
    result: str
    reasons: list
    source: str
    deadline: dt.date | None = None
    covers: str = "tuition_and_fees"  # or "tuition" (waivers that leave fees)
    max_amount: int | None = None
    college_decides_order: bool = False
    met: int = 0  # conditions the answers show are met (0: nothing known for this program yet)

    @property
    def name(self) -> str:
        return NAMES[self.id]


@dataclass
class Paying:
    """The money in order: ``steps`` are dicts ``{id, amount_low, amount_high, estimate}``."""

    tuition: int
    steps: list = field(default_factory=list)
    left_low: int = 0
    left_high: int = 0
    notes: list = field(default_factory=list)
    least: dict = field(default_factory=dict)  # the amounts in the order with the least aid (for the chart)


@lru_cache(maxsize=1)
def _raw() -> dict:
    return _read("other_aid.yaml")


@lru_cache(maxsize=16)
def facts(year: int) -> dict:
    """Return the other-aid facts in force for award year ``year`` (``name -> Fact``)."""
    start = dt.date(year, 7, 1)
    out = {}
    for name, entry in _raw()["facts"].items():
        eff, value = _pick(entry["values"], start)
        out[name] = Fact(name, value, eff, entry["as_of"], tuple(entry["reference"]))
    return out


def forget() -> None:
    """Forget the loaded data (after the data directory changes)."""
    _raw.cache_clear()
    facts.cache_clear()


def local_programs() -> list:
    """Return the local promise programs in the data (dicts)."""
    return _raw()["local_programs"]


class _Facts:
    """The answers and derived facts the programs read (age range, years since high school)."""

    def __init__(self, a, year: int, answers: dict | None = None):
        self.a = a.answers if answers is None else answers
        self.year = year
        self.f = facts(year)
        self.start = dt.date(year, 7, 1)
        self.credits = self.a.get("credits_per_semester")
        self.county = a.county
        self.college = a.college
        self.tuition = a.award.tuition
        self.covered = bool(a.award.covered_by_grants)
        self.status = a.status
        self.policy = a.policy
        by = self.a.get("birth_year")
        # Age on July 1 of the award year: one of two values, by the birthday.
        self.age = None if by is None else (year - int(by) - 1, year - int(by))
        self.bounds = age_bounds(a)  # from the high school, without the birth year
        hs = self.a.get("hs_completion_date")
        self.years_since_hs = None
        if hs:
            y, m = (int(x) for x in hs.split("-"))
            self.years_since_hs = (self.start.year - y) + (self.start.month - m) / 12

    def v(self, name):
        return self.f[name].value

    def src(self, name) -> str:
        return self.f[name].source

    def age_under(self, limit):
        """Return True/False when the age is surely under/at least ``limit``, else None."""
        if self.age is None:
            return None
        if self.age[1] < limit:
            return True
        if self.age[0] >= limit:
            return False
        return None

    def in_state(self):
        v = self.a.get("in_state_tuition")
        return None if v in (None, "unsure") else v == "yes"

    def agi_vs_poverty(self, percent):
        """Return True/False for AGI at or below ``percent`` of the poverty guideline, else None.

        Without a household size, an AGI above the line of a household of
        :data:`LARGE_HOUSEHOLD` is over it whatever the size; anything less is unknown.
        """
        agi, size = self.a.get("agi"), self.a.get("household_size")
        if agi is None:
            return None
        try:
            line = self.policy.poverty_guideline(size or LARGE_HOUSEHOLD)
        except LookupError:
            return None
        if size is None:
            return False if agi > line * percent / 100 else None
        return agi <= line * percent / 100


def _verdict(conditions) -> str:
    """Return unlikely if any condition is False, likely if all True, else maybe."""
    vals = [c for c, _ in conditions]
    if any(v is False for v in vals):
        return UNLIKELY
    return LIKELY if all(v is True for v in vals) else MAYBE


# (fix49l) the reasons that say "you" of the student, named so screener/voice.py keys their parent
# and third-person forms by name (wire.other_aid_json says them in the writer's voice)
YOU_MEET = N_("You meet this: %(rule)s")
ENROLL_BY_AGE = N_("You must first enroll by age %(age)s.")

# (fix50f) the rest of the reasons and notes that say "you" of the student, named so screener/voice.py
# keys their parent and third-person forms too (a parent's page said "If you get SSI…", "Not met:"
# as "No cumples esto:")
NOT_MET = N_("Not met: %(rule)s")
GA_PAYS = N_("It pays up to %(max)s a year toward your financial need; file the FAFSA or MHEC One-App by the State deadline.")
PT_COLLEGE_CHOOSES = N_("Your college chooses who gets it, by financial need: from %(low)s to %(high)s a year. Ask its financial aid office for its deadline.")
FOSTER_WAIVES = N_("It waives tuition and mandatory fees at a public Maryland college. File the FAFSA every year and ask the financial aid office how to show your status.")
SSI_EACH_TIME = N_("Ask for the waiver each time you enroll, with proof from Social Security.")
PG_PAYS_LEFT = N_("It pays the tuition and fees left after your other grants. The college has its own application: see its page.")
WAIVER_ORDER = N_("Your college decides whether a tuition waiver is applied before or after the Promise award, so those amounts are ranges.")
FOSTER_MAYBE = N_("If you were in foster care as a teenager or have been homeless in the last 2 years, tuition and mandatory fees are waived at a public Maryland college when you first enroll by age %(age)s. Ask the financial aid office.")
SSI_MAYBE = N_("If you get SSI or SSDI as the person with the disability, tuition (not fees) is waived for up to %(credits)s credits a semester in classes with space. Ask the financial aid office.")
SENIOR_MAYBE = N_("If you are %(age)s or older and live in Maryland, you pay no tuition (fees still apply) in classes with space. Ask the financial aid office.")


def _reasons(conditions, result):
    """Return the reasons that explain ``result``: the failing rules; else the rules met, then those not known yet."""
    if result == UNLIKELY:
        return [Msg.of(NOT_MET, rule=m) for v, m in conditions if v is False]
    return [Msg.of(YOU_MEET, rule=m) for v, m in conditions if v is True] + \
        [Msg.of(N_("Not known yet: %(rule)s"), rule=m) for v, m in conditions if v is None]


def _met(conditions) -> int:
    """Return how many conditions the answers show are met."""
    return sum(1 for v, _ in conditions if v is True)


def _deadline(x: _Facts):
    value = x.v("state_grant_deadline")
    if not value:
        return None
    d = dt.date.fromisoformat(value)
    # Key to the award year it names; an older year's date is shown only as last known.
    return d if d.year == x.year else None


def guaranteed_access(x: _Facts) -> Program:
    ft = x.v("full_time_credits")
    cond = [
        (x.in_state(), Msg.of(N_("It needs in-state tuition."))),
        (None if x.credits is None else x.credits >= ft,
         Msg.of(N_("It needs full-time study (%(credits)s or more credits a semester)."), credits=ft)),
        (x.age_under(x.v("ga_age_under")),
         Msg.of(N_("It is for students under %(age)s at the first award."), age=x.v("ga_age_under"))),
        (None if x.years_since_hs is None else x.years_since_hs <= x.v("ga_years_after_high_school"),
         Msg.of(N_("College must start within %(years)s years of high school or the GED."), years=x.v("ga_years_after_high_school"))),
        (x.agi_vs_poverty(x.v("ga_income_poverty_percent")),
         Msg.of(N_("Household income must be at or below %(pct)s%% of the federal poverty guideline."), pct=x.v("ga_income_poverty_percent"))),
    ]
    result = _verdict(cond)
    reasons = _reasons(cond, result)
    if result != UNLIKELY:
        reasons.append(Msg.of(GA_PAYS, max=Money(x.v("ga_max_award"))))
    return Program("guaranteed_access", result, reasons, x.src("ga_max_award"), _deadline(x), max_amount=x.v("ga_max_award"),
                   met=_met(cond))


def educational_assistance(x: _Facts) -> Program:
    ft = x.v("full_time_credits")
    cond = [
        (x.in_state(), Msg.of(N_("It needs in-state tuition."))),
        (None if x.credits is None else x.credits >= ft,
         Msg.of(N_("It needs full-time study (%(credits)s or more credits a semester)."), credits=ft)),
        (None if x.a.get("aid_application") is None else x.a.get("aid_application") != "none",
         Msg.of(N_("It needs the FAFSA or MHEC One-App; there is no separate application."))),
    ]
    result = _verdict(cond)
    if result == LIKELY:
        result = MAYBE  # awarded by need, and only while funds last
    reasons = _reasons(cond, result)
    if result != UNLIKELY:
        reasons.append(Msg.of(N_("Awarded by financial need: from %(low)s to %(high)s a year."), low=Money(x.v("ea_min_award")), high=Money(x.v("ea_max_award"))))
    return Program("educational_assistance", result, reasons, x.src("ea_max_award"), _deadline(x), max_amount=x.v("ea_max_award"),
                   met=_met(cond))


def part_time_grant(x: _Facts) -> Program:
    lo, hi = x.v("pt_min_credits"), x.v("pt_max_credits")
    cond = [
        (x.in_state(), Msg.of(N_("It needs in-state tuition."))),
        (None if x.credits is None else lo <= x.credits <= hi,
         Msg.of(N_("It is for part-time students taking %(low)s to %(high)s credits a semester."), low=lo, high=hi)),
    ]
    result = _verdict(cond)
    if result == LIKELY:
        result = MAYBE  # the college selects recipients by need
    reasons = _reasons(cond, result)
    if result != UNLIKELY:
        reasons.append(Msg.of(PT_COLLEGE_CHOOSES, low=Money(x.v("pt_min_award")), high=Money(x.v("pt_max_award"))))
    return Program("part_time_grant", result, reasons, x.src("pt_max_award"), None, max_amount=x.v("pt_max_award"),
                   met=_met(cond))


def _ruled_out_unasked(x: _Facts, field: str) -> bool:
    """Whether to name a waiver "if" its answer holds: the student is ruled out of Promise (the
    form stops there, before the optional page) and hasn't given ``field``. A waiver may still
    make tuition free, so the result says what would open it."""
    return x.status == "likely_ineligible" and field not in x.a


def _bounds(x: _Facts) -> tuple:
    """The youngest and oldest the student can be: the birth year's, else the high school's."""
    return x.age if x.age is not None else x.bounds


def foster_homeless_waiver(x: _Facts):
    limit = x.v("foster_waiver_max_age")
    if _ruled_out_unasked(x, "foster_care_or_homeless") and _bounds(x)[0] <= limit:
        return Program("foster_homeless_waiver", MAYBE, [Msg.of(FOSTER_MAYBE, age=limit)], x.src("foster_waiver_max_age"), None, college_decides_order=True)
    if x.a.get("foster_care_or_homeless") is not True:
        return None
    cond = [(x.age_under(limit + 1), Msg.of(ENROLL_BY_AGE, age=limit))]
    result = _verdict(cond)
    reasons = _reasons(cond, result)
    if result != UNLIKELY:
        reasons.append(Msg.of(FOSTER_WAIVES))
    return Program("foster_homeless_waiver", result, reasons, x.src("foster_waiver_max_age"), None,
                   college_decides_order=True)


def disability_waiver(x: _Facts):
    if _ruled_out_unasked(x, "ssi_ssdi"):
        return Program("disability_waiver", MAYBE, [Msg.of(SSI_MAYBE,
            credits=x.v("disability_waiver_credits"))], x.src("disability_waiver_credits"), None,
            covers="tuition", college_decides_order=True)
    if x.a.get("ssi_ssdi") is not True:
        return None
    reasons = [
        Msg.of(N_("It waives tuition (not fees) for up to %(credits)s credits a semester, or %(program)s in a degree or certificate program that leads to a job, in classes with space."),
               credits=x.v("disability_waiver_credits"), program=x.v("disability_waiver_program_credits")),
        Msg.of(SSI_EACH_TIME),
    ]
    return Program("disability_waiver", MAYBE, reasons, x.src("disability_waiver_credits"), None,
                   covers="tuition", college_decides_order=True)


def senior_waiver(x: _Facts):
    limit = x.v("senior_waiver_age")
    if _ruled_out_unasked(x, "birth_year") and x.age is None and x.bounds[1] >= limit:
        return Program("senior_waiver", MAYBE, [Msg.of(SENIOR_MAYBE, age=limit)], x.src("senior_waiver_age"), None,
            covers="tuition", college_decides_order=True)
    older = x.age_under(limit)
    if older is not False:
        return None
    reasons = [Msg.of(N_("Maryland residents %(age)s or older pay no tuition (fees still apply) in classes with space."), age=limit)]
    return Program("senior_waiver", LIKELY if x.in_state() is not False else MAYBE, reasons,
                   x.src("senior_waiver_age"), None, covers="tuition", college_decides_order=True)


def _local(x: _Facts, prog: dict):
    if x.county != prog["county"]:
        return None
    if x.college is not None and x.college.id != prog["college"]:
        return None
    pid = prog["id"]
    cond = []
    if pid == "mayors_scholars":
        cond = [(x.age_under(x.v("msp_max_age") + 1), Msg.of(N_("It is for students %(age)s or younger."), age=x.v("msp_max_age"))),
                (None if x.years_since_hs is None else x.years_since_hs <= 1,
                 Msg.of(N_("It is for this year's high-school graduates who start at the college the next term.")))]
    elif pid == "ccbc_promise":
        agi, gpa = x.a.get("agi"), x.a.get("hs_gpa")
        scale = x.a.get("gpa_scale", 4.0)
        cond = [(None if agi is None else agi <= x.v("ccbc_promise_income_limit"),
                 Msg.of(N_("Household income must be %(limit)s or less."), limit=Money(x.v("ccbc_promise_income_limit")))),
                (None if gpa is None or scale != 4.0 else gpa >= x.v("ccbc_promise_gpa_min"),
                 Msg.of(N_("It needs a high-school GPA of %(gpa)s or more (or a GED score of 145)."), gpa=x.v("ccbc_promise_gpa_min")))]
    elif pid == "pg_promise":
        # (fix43g, a newcomer's finding) two rules, not one: the years since high school are known, a
        # county public high school is never asked (the result said "You meet this" of it), so it stays
        # "not known yet" for the college to check
        cond = [(None if x.years_since_hs is None else x.years_since_hs <= x.v("pg_promise_years_after_high_school"),
                 Msg.of(N_("It is for students within %(years)s years of finishing high school."), years=x.v("pg_promise_years_after_high_school"))),
                (None, Msg.of(N_("It is for graduates of the county's public high schools."))),
                (None if x.credits is None else x.credits >= 12,
                 Msg.of(N_("It needs full-time study (%(credits)s or more credits a semester)."), credits=12))]
    result = _verdict(cond)
    if result == LIKELY:
        result = MAYBE  # the college has its own application and rules
    reasons = _reasons(cond, result)
    if result != UNLIKELY:
        reasons.append(Msg.of(PG_PAYS_LEFT))
    return Program(pid, result, reasons, prog["reference"][0]["href"], None,
                   college_decides_order=not prog["statutory"])


def screen_programs(a) -> list:
    """Return the :class:`Program` outcomes the answers point to, for Assessment ``a``."""
    return _programs(_Facts(a, a.policy.year))


def _programs(x: _Facts) -> list:
    out = []
    if x.a.get("prior_degree") != "bachelor":
        out += [guaranteed_access(x), educational_assistance(x), part_time_grant(x)]
    for fn in (foster_homeless_waiver, disability_waiver, senior_waiver):
        p = fn(x)
        if p:
            out.append(p)
    for prog in local_programs():
        p = _local(x, prog)
        if p:
            out.append(p)
    # Every program here is one the answers point to (its county, its waiver answer, a State
    # grant for a student who has not a bachelor's degree), so an "unlikely" is listed with why.
    return out


# How old someone is on finishing high school: a diploma at about 17 to 20, a GED (or no
# date known) at any age from 16. The oldest a student is taken to be without a diploma date.
DIPLOMA_AGES = (17, 20)
GED_AGE = 16
OLDEST = 100


def age_bounds(a) -> tuple:
    """Return ``(youngest, oldest)`` the applicant can be on July 1 of the award year, from the
    other answers (the high school and when it was finished; never the birth year)."""
    year = a.policy.year
    hs = a.answers.get("hs_completion_date")
    hs_year = int(hs[:4]) if hs else None
    if hs_year is not None and a.answers.get("high_school") in ("maryland", "delmar_de", "other"):
        return max(0, year - hs_year + DIPLOMA_AGES[0] - 1), year - hs_year + DIPLOMA_AGES[1]
    youngest = GED_AGE if hs_year is None else year - hs_year + GED_AGE - 1
    return max(GED_AGE, youngest), OLDEST


def worth_asking(a) -> list:
    """Return the optional other-aid fields whose answer could change a program's result.

    The birth year when the youngest and the oldest the applicant can be (:func:`age_bounds`)
    would get different programs or results; whether they were in foster care or homeless
    while grants don't already cover tuition and they may be young enough for that waiver;
    SSI or SSDI while grants don't already cover tuition.

    Decided from the other answers only, never from these three fields' own answers (answered
    or not, the list is the same): the web form asks their page when the list is not empty, and
    a page's condition that read the page's own answers would differ between the walk (which
    replays the answers page by page, so the page's own are not in yet) and the next question
    (all the answers), and the form would send the student round between the two for ever.
    """
    base = {k: v for k, v in a.answers.items() if k not in OPTIONAL_FIELDS}
    x = _Facts(a, a.policy.year, base)
    if a.status == "likely_ineligible" and x.tuition is None:
        return []
    young, old = age_bounds(a)
    foster_possible = not x.covered and young <= x.v("foster_waiver_max_age")

    def outcome(age: int, foster: bool) -> tuple:
        trial = _Facts(a, a.policy.year, {**base, "foster_care_or_homeless": True} if foster else base)
        trial.age = (age, age)
        return tuple((p.id, p.result) for p in _programs(trial))

    out = []
    if any(outcome(young, f) != outcome(old, f) for f in ((False, True) if foster_possible else (False,))):
        out.append("birth_year")
    if foster_possible:
        out.append("foster_care_or_homeless")
    if not x.covered:
        out.append("ssi_ssdi")
    return out


def still_open(a) -> list:
    """Return the fields of :func:`worth_asking` not answered yet (what to tell the student to give)."""
    return [f for f in worth_asking(a) if f not in a.answers]


def _amount_ranges(a, programs) -> Paying | None:
    """Work out the money in every order the sources allow; see the module docstring."""
    tuition = a.award.tuition
    if tuition is None:
        return None
    answers = a.answers
    if "grant_aid" in answers:
        first = ("grants_entered", [int(answers["grant_aid"])] * 2, False)
    elif answers.get("prior_degree") == "bachelor":
        first = None  # a bachelor's degree ends Pell eligibility (20 U.S.C. 1070a(c)(1))
    elif a.award.grant_aid_low is not None:
        first = ("pell", [a.award.grant_aid_low, a.award.grant_aid_high], True)
    else:
        first = None
    by_id = {p.id: p for p in programs}
    state = [p for p in programs if p.id in STATE_GRANTS and p.result != UNLIKELY]
    # A waiver named only "if" its answer holds (a ruled-out student not asked) is no money yet.
    waivers = [p for p in programs if p.id in WAIVERS and p.result != UNLIKELY and WAIVER_FIELDS[p.id] in answers]
    local = [p for p in programs if p.id not in STATE_GRANTS + WAIVERS and p.result != UNLIKELY]
    promise_possible = a.status != "likely_ineligible"
    max_award = int(a.policy["max_award"])
    amounts: dict = {}
    lefts = []
    least: dict = {}
    # Each uncertain amount is tried both ways (a grant received or not, the Pell range's two
    # ends, a waiver before or after Promise); every combination is one order of crediting.
    uncertain = ([first[0]] if first and first[1][0] != first[1][1] else []) + [p.id for p in state] + \
        [w.id for w in waivers if w.result == MAYBE] + [p.id for p in local] + \
        (["promise"] if promise_possible and a.status != "likely_eligible" else [])
    orders = (False, True) if waivers else (False,)
    for combo in itertools.product((False, True), repeat=len(uncertain)):
        yes = dict(zip(uncertain, combo))
        for waiver_first in orders:
            left = tuition
            aid = 0
            got = {}
            if first:
                g = min(first[1][1 if yes.get(first[0], True) else 0], left)
                got[first[0]] = g
                left -= g
                aid += g
            for p in state:
                g = min(p.max_amount or 0, left) if yes[p.id] else 0
                got[p.id] = g
                left -= g
                aid += g

            def waive():
                nonlocal left
                for w in waivers:
                    if not yes.get(w.id, True):
                        got[w.id] = 0
                        continue
                    part = left if w.covers == "tuition_and_fees" else min(left, _tuition_only(a))
                    got[w.id] = part
                    left -= part

            if waiver_first:
                waive()
            if promise_possible:
                award = min(last_dollar(max_award, tuition, aid), left) if yes.get("promise", True) else 0
                got["promise"] = award
                left -= award
            if not waiver_first:
                waive()
            for p in local:
                g = left if yes[p.id] else 0
                got[p.id] = g
                left -= g
            for k, g in got.items():
                amounts.setdefault(k, []).append(g)
            if not lefts or left > max(lefts):
                least = dict(got)
            lefts.append(left)
    order = ([first[0]] if first else []) + [p.id for p in state] + (["promise"] if promise_possible else []) + \
        [w.id for w in waivers] + [p.id for p in local]
    steps = []
    for k in order:
        vals = amounts[k]
        if max(vals) == 0 and k != "promise":
            continue  # a grant that pays nothing here is listed with the programs, not in the money
        steps.append({
            "id": k,
            "amount_low": min(vals),
            "amount_high": max(vals),
            "estimate": k != "grants_entered",
            "college_decides_order": bool(by_id.get(k) and by_id[k].college_decides_order),
        })
    notes = []
    shown = {st["id"] for st in steps}
    if shown & set(WAIVERS):
        notes.append(Msg.of(WAIVER_ORDER))
    if shown & set(STATE_GRANTS):
        notes.append(Msg.of(N_("State grants are awarded by need and while funds last, so they may be anything from $0 up to the most shown.")))
    return Paying(tuition, steps, min(lefts), max(lefts), notes, least)


def _tuition_only(a) -> int:
    """Return the tuition part of the year's charges (no fees), for waivers that leave fees."""
    college, credits = a.college, a.answers.get("credits_per_semester")
    if college is None or college.tuition is None or credits is None or college.tuition.per_credit is None:
        return 0  # no sourced per-credit tuition (Montgomery): count no waiver rather than guess one
    t = college.tuition
    if t.per_credit is None:  # a flat-rate schedule (no per-credit figure): count no waiver rather than guess
        return 0
    billed = min(credits, t.tuition_credit_cap) if t.tuition_credit_cap else credits
    return int(round(t.per_credit * billed * 2))


def screen(a):
    """Return ``(programs, paying)`` for Assessment ``a``; ``paying`` is None without a tuition figure."""
    programs = screen_programs(a)
    return programs, _amount_ranges(a, programs)
