"""Estimate the last-dollar Promise award: tuition, a Pell Grant estimate, and the award.

Award (§18-3604(a)): ``min(max_award, tuition - grant_aid)``, floored at 0, whole USD a
year. Tuition (§18-3601) includes mandatory fees and excludes room and board.
Pell (20 U.S.C. 1070a, FAFSA Simplification): maximum Pell at or under 175% (225% for a
single parent) of the prior-prior-year poverty guideline; at least the minimum Pell under
275-400% by family type; between those, somewhere from the minimum to the maximum. Part-time
awards scale by enrollment intensity (credits / 12).
"""
from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field

from .i18n import N_
from .i18n import Money
from .i18n import Msg

# (fix49l) the award's notes that say "you" of the student, named so screener/voice.py keys their
# parent and third-person forms by name (the web's result page reached from a parent's chat said
# "Your award would likely be…" under "Your child's estimated award")
PELL_PARENTS_ONLY = N_("A Pell Grant counts only your parents' income, while the Promise income limit also counts yours (§18-3601). If you are a dependent student and part of the %(agi)s is your own income, your Pell Grant could be larger and this award smaller.")
AWARD_RANGE = N_("Your award would likely be between %(low)s and %(high)s a year, depending on your Pell Grant. The single figure we give, %(low)s, is the low end: it assumes the largest Pell Grant you might get (%(grants)s), which isn't certain.")
GRANTS_COVER = N_("Good news: your grants (%(grants)s) would already cover your tuition and fees (%(tuition)s), so the Promise award would likely be $0. Your tuition would still be paid for, and the grant money left over can help with books and other costs.")
FULL_PELL_ZERO = N_("If you get the full Pell Grant, it may cover all your tuition and the Promise award would be $0.")
HOUSEHOLD_SIZE_NOTE = N_("Tell us how many people live in your household for a sharper Pell Grant estimate.")
STATE_GRANTS_COUNT = N_("Maryland State grants you get also count before this award and would lower it (§18-3604). If you know your grants, enter them with your Pell Grant for a closer estimate.")

NONCREDIT = ("noncredit_vocational_certificate", "licensure_noncredit", "apprenticeship")
# Fewest people a household type can have, for a Pell range when the size isn't given
# (a single applicant supports no one else; two parents and the student make three).
MIN_HOUSEHOLD = {"single": 1, "single_parent": 2, "married": 2, "two_parent": 3}
# Households that may be a dependent student's, whose Pell Grant uses the parents' AGI only.
DEPENDENT_HOUSEHOLDS = ("two_parent", "single_parent")


@dataclass
class Award:
    """The award estimate. All amounts are whole USD a year; None where unknown.

    ``estimate`` is the conservative figure (the low end of a range); ``estimate_low`` and
    ``estimate_high`` bound it when only a range is possible. ``notes`` are :class:`Msg`.
    """

    estimate: int | None
    max: int
    tuition: int | None
    grant_aid: int | None
    grant_aid_is_estimate: bool
    estimate_low: int | None = None
    estimate_high: int | None = None
    tuition_is_estimate: bool = False
    tuition_source: str | None = None
    tuition_as_of: str | None = None
    grant_aid_low: int | None = None
    grant_aid_high: int | None = None
    covered_by_grants: bool = False
    notes: list = field(default_factory=list)
    # Why the figure is $0 (grants cover tuition) or missing (no tuition figure): one of ``notes``,
    # for a page or a roster that shows the figure without the notes (a newcomer's finding: a
    # roster row said "$0" or "–" with no reason).
    why: Msg | None = None

    @property
    def is_range(self) -> bool:
        """Return True when the estimate is a range rather than one figure."""
        return self.estimate_low is not None and self.estimate_low != self.estimate_high


def pell_family_types(household: str | None) -> tuple:
    """Return the Pell family types a Promise household type may be (most likely first).

    ``two_parent``: dependent student, parents not single parents. ``single_parent``: a
    dependent student's single parent, or an independent student who is a single parent.
    ``married``: independent, married, with or without children. ``single``: independent,
    no spouse (treated as having no children).
    """
    return {
        "two_parent": ("dependent_two_parent",),
        "single_parent": ("dependent_single_parent", "independent_single_parent"),
        "married": ("independent_no_children", "independent_parent"),
        "single": ("independent_no_children",),
    }.get(household, ())


def _pell_range_for_type(agi: float, fpg: int, ftype: str, policy) -> tuple:
    """Return (low, high) full-time Pell for one family type (USD a year)."""
    pmax, pmin = int(policy["pell_max"]), int(policy["pell_min"] or 0)
    max_pct = policy["pell_max_fpg_percent"]["single_parent" if "single_parent" in ftype else "other"]
    min_pct = policy["pell_min_fpg_percent"][ftype]
    if agi <= fpg * max_pct / 100:
        return pmax, pmax
    if agi < fpg * min_pct / 100:
        return pmin, pmax
    return 0, 0


def _pell_unknown(answers) -> Msg:
    """Return the note for a Pell Grant not estimated, naming what is missing (the income, the
    household's type, or both)."""
    if answers.get("agi") is not None and answers.get("household"):
        return Msg.of(N_("We couldn't estimate your Pell Grant, so the estimate is a range."))
    if answers.get("household"):
        return Msg.of(N_("We couldn't estimate your Pell Grant without your household's income, so the estimate is a range."))
    if answers.get("agi") is not None:
        return Msg.of(N_("We couldn't estimate your Pell Grant without your household's type, so the estimate is a range."))
    return Msg.of(N_("We couldn't estimate your Pell Grant without your household's income and type, so the estimate is a range."))


def estimate_pell(answers: dict, policy, credits: float | None):
    """Return (low, high, notes) for the Pell Grant (USD a year), or None if unknowable.

    Uses ``agi``, ``household``, ``household_size`` and ``credits_per_semester``; a missing
    household size gives the range over the sizes the household type allows (up to 8; a single
    applicant is 1). Noncredit programs get no Pell
    unless ``noncredit_pell_eligible``. A student filing the MHEC One-App gets no Pell.
    """
    notes = []
    program = answers.get("program")
    if program in NONCREDIT and answers.get("noncredit_pell_eligible") is False:
        return 0, 0, [Msg.of(N_("A Pell Grant can't pay for this noncredit program, so we counted no Pell Grant."))]
    if program in NONCREDIT and "noncredit_pell_eligible" not in answers:
        # Workforce Pell (July 2026) pays for many short noncredit programs: not known, not assumed.
        return 0, 0, [Msg.of(N_("We counted no Pell Grant for this noncredit program. If a Pell Grant (Workforce Pell) can pay for it, ask your college's financial aid office: the Pell Grant would count first and this award would be smaller."))]
    if answers.get("aid_application") == "one_app":
        return 0, 0, [Msg.of(N_("Students who file the MHEC One-App can't get a federal Pell Grant; state grants may still lower your tuition."))]
    agi, household = answers.get("agi"), answers.get("household")
    types = pell_family_types(household)
    if agi is None or not types or policy["pell_max"] is None:
        return None
    try:
        sizes = [answers["household_size"]] if "household_size" in answers else list(range(MIN_HOUSEHOLD.get(household, 1), 9 if household != "single" else 2))
        fpgs = [policy.poverty_guideline(s) for s in sizes]
    except LookupError:
        return None
    lows, highs = [], []
    for ftype in types:
        for fpg in fpgs:
            lo, hi = _pell_range_for_type(agi, fpg, ftype, policy)
            lows.append(lo)
            highs.append(hi)
    low, high = min(lows), max(highs)
    if household in DEPENDENT_HOUSEHOLDS and low < int(policy["pell_max"]):
        # 20 U.S.C. 1070a counts a dependent student's parents' AGI; §18-3601 adds the student's.
        notes.append(Msg.of(PELL_PARENTS_ONLY,
                            agi=Money(agi)))
    full = policy["full_time_credits"]
    if credits is not None and 0 < credits < full:
        intensity = credits / full
        low, high = round(low * intensity), round(high * intensity)
        notes.append(Msg.of(N_("Pell Grants are smaller for part-time students: we scaled it for %(credits)s credits a semester."), credits=credits))
    fact = policy.fact("pell_max")
    if high > 0 and fact.effective is not None and int(str(fact.effective)[:4]) < policy.year:  # moot at $0
        notes.append(Msg.of(
            N_("The %(year)s maximum Pell Grant has not been announced; we used the latest one, %(amount)s."),
            year=policy.label, amount=Money(policy["pell_max"])))
    if "household_size" not in answers:
        notes.append(Msg.of(HOUSEHOLD_SIZE_NOTE))
    return int(low), int(high), notes


def college_tuition(answers: dict, college):
    """Return (tuition USD a year, is_estimate, source, as_of) or None when unknown.

    Uses the applicant's own ``tuition`` when given; otherwise the college's in-county
    tuition and mandatory fees for ``credits_per_semester``, two semesters. Noncredit
    programs and colleges without sourced rates give None ("check with your college").
    """
    if "tuition" in answers:
        return int(round(answers["tuition"])), False, None, None
    if college is None or college.tuition is None:
        return None
    if answers.get("program") in NONCREDIT:
        return None
    credits = answers.get("credits_per_semester")
    if credits is None:
        return None
    year = college.tuition.year(credits)
    if year is None:  # only a full-time figure is published, and these credits are part-time
        return None
    return year, True, college.tuition.source, college.tuition.as_of


def estimate_award(answers: dict, policy, college) -> Award:
    """Return the :class:`Award` for ``answers`` at ``college`` under ``policy``.

    Last-dollar: ``min(max_award, tuition - grant_aid)`` floored at 0 (§18-3604(a)). With a
    Pell range, ``estimate_low``/``estimate_high`` are set and ``estimate`` is the low end.
    """
    max_award = int(policy["max_award"])
    notes = []
    t = college_tuition(answers, college)
    tuition = t[0] if t else None
    if t is None and college is not None and college.tuition is not None and answers.get("program") not in NONCREDIT:
        if answers.get("credits_per_semester") is None:
            notes.append(Msg.of(N_("Tell us how many credits you'll take each semester for a tuition estimate.")))
        else:
            notes.append(Msg.of(N_("%(college)s publishes a tuition figure for full-time students only (12 or more credits), so we can't estimate a part-time award: check with its financial aid office."), college=college.name))
    elif t is None:
        notes.append(Msg.of(N_("We don't have a tuition figure for this program or college, so we can't estimate the award: check with your college's financial aid office.")))
    why = notes[-1] if t is None and notes else None
    if t is not None and t[1] and college.tuition.is_stale(policy.year):
        # The figure's age, so no one takes an old rate for this year's (data: tuition.award_year).
        notes.append(Msg.of(N_("The tuition figure for %(college)s is from %(year)s, the latest we found; tuition is likely higher now, so check the current rate with the college."),
                            college=college.name, year=college.tuition.award_year))
    pell_known = True
    if "grant_aid" in answers:
        g_low = g_high = int(round(answers["grant_aid"]))
        grant_is_estimate = False
    else:
        pell = estimate_pell(answers, policy, answers.get("credits_per_semester"))
        grant_is_estimate = True
        if pell is None:
            pell_known = False
            g_low, g_high = 0, int(policy["pell_max"] or 0)
            if t is not None:
                notes.append(_pell_unknown(answers))
        else:
            g_low, g_high, pell_notes = pell
            notes.extend(pell_notes)
    award = Award(
        estimate=None, max=max_award, tuition=tuition, grant_aid=None,
        grant_aid_is_estimate=grant_is_estimate, tuition_is_estimate=bool(t and t[1]),
        tuition_source=t[2] if t else None, tuition_as_of=t[3] if t else None,
        grant_aid_low=g_low, grant_aid_high=g_high, notes=notes, why=why,
    )
    # The grant behind the (conservative) estimate; None when Pell couldn't be estimated at all.
    award.grant_aid = g_high if pell_known else None
    if tuition is None:
        return award
    low = last_dollar(max_award, tuition, g_high)
    high = last_dollar(max_award, tuition, g_low)
    # The contract's single figure: min(max, tuition - grant_aid) with the grant_aid reported,
    # the largest Pell Grant possible; with a range it is the low end, and the range is the answer.
    award.estimate = low
    if low != high:
        award.estimate_low, award.estimate_high = low, high
        notes.insert(0, Msg.of(AWARD_RANGE,
                               low=Money(low), high=Money(high), grants=Money(g_high)))
    if high == 0 and g_low >= tuition:
        award.covered_by_grants = True
        notes.insert(0, Msg.of(GRANTS_COVER, grants=Money(g_low), tuition=Money(tuition)))
        award.why = notes[0]
    elif low == 0 and high > 0:
        notes.append(Msg.of(FULL_PELL_ZERO))
    if grant_is_estimate and high > 0:
        # §18-3604: "any State or federal student financial aid, other than a student loan".
        notes.append(Msg.of(STATE_GRANTS_COUNT))
    if high > 0:
        notes.append(Msg.of(N_("County or college Promise scholarships aren't counted here: they are applied after this award (§18-3604).")))
    return award


def last_dollar(max_award: int, tuition: int, aid: int) -> int:
    """Return the Promise award for ``tuition`` after ``aid`` (§18-3604): ``min(max, tuition − aid)``, never below 0."""
    return max(0, min(int(max_award), int(tuition) - int(aid)))
