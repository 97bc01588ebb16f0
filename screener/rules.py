"""The rules engine: a pure function from answers to an assessment, every check cited.

Law: Md. Code, Education §§18-3601-3608 (current text, ``shared/statute/002_*``).
Sub-paragraph numbers follow the numbered §18-3603 text; for §18-3604 (award, duration,
conditions to keep the award) only the section is cited where the stripped text leaves the
paragraph uncertain. Where the law is ambiguous the engine takes the reading that avoids a
false "eligible" and says so in the message.

No Flask and no I/O here: :func:`assess` takes answers that :func:`screener.answers.validate`
has cleaned, a :class:`~screener.policy.Policy`, the :class:`~screener.policy.Directory` and
today's date.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from dataclasses import field

from .answers import OUTSIDE_MD
from .answers import parse_date
from .answers import parse_month
from .award import NONCREDIT
from .award import Award
from .award import estimate_award
from .geo import lookup_zip
from .i18n import N_
from .i18n import Day
from .i18n import Gpa
from .i18n import Money
from .i18n import MonthYear
from .i18n import Msg

PASS, FAIL, UNKNOWN, NA = "pass", "fail", "unknown", "not_applicable"
ELIGIBLE, INELIGIBLE, MORE_INFO = "likely_eligible", "likely_ineligible", "needs_more_info"
NEW_CHECKS = (
    "in_state_tuition", "high_school", "college", "gpa", "income", "enrollment",
    "aid_application", "full_cost_scholarship", "prior_degree",
)
RENEWAL_CHECKS = NEW_CHECKS + ("renewal_gpa", "renewal_credits", "satisfactory_progress", "award_duration")
LICENSURE = ("licensure_credit", "licensure_noncredit")
NONCREDIT_NO_CREDIT_GPA = ("noncredit_vocational_certificate", "licensure_noncredit")
S3604 = "§18-3604"


@dataclass(frozen=True)
class Check:
    """One rule's outcome: ``result`` is pass, fail, unknown or not_applicable.

    ``citation`` is the statute paragraph; ``message`` a :class:`Msg` built from the actual
    figures; ``needs`` the answer fields still missing for this rule.
    """

    id: str
    result: str
    citation: str
    message: Msg
    needs: tuple = ()
    assumed: tuple = ()


def _assuming(check: Check, *fields) -> Check:
    """Return ``check`` noting that it used the contract's default for ``fields``."""
    return Check(check.id, check.result, check.citation, check.message, check.needs, check.assumed + tuple(fields))


@dataclass
class Assessment:
    """The result of :func:`assess`.

    ``status`` is likely_eligible, likely_ineligible or needs_more_info; ``missing`` lists
    the answer fields the rules still need (in the order the rules ask for them);
    ``colleges`` are :class:`~screener.policy.College` objects, home college first;
    ``college`` is the college the estimate uses (the chosen one, else the home college,
    else None); ``deadlines`` are dicts ``{what: Msg, date: date|None, source: str}``; ``assumed``
    lists unanswered fields whose contract default a check relied on (the web flow and the
    chat ask them before showing a verdict).
    """

    status: str
    checks: list
    missing: list
    award: Award
    colleges: list
    deadlines: list
    policy: object
    answers: dict
    county: str | None
    county_from_zip: bool = False
    next_steps: list = field(default_factory=list)
    contacts: list = field(default_factory=list)
    assumed: list = field(default_factory=list)
    college: object = None

    def check(self, check_id: str) -> Check | None:
        """Return the check with id ``check_id`` (None if the rules did not reach it)."""
        return next((c for c in self.checks if c.id == check_id), None)

    @property
    def reported_missing(self) -> list:
        """Return ``missing`` as the contract reports it: empty once a failing rule decides the outcome."""
        return [] if self.status == INELIGIBLE else list(self.missing)

    @property
    def failed(self) -> list:
        """Return the failing checks."""
        return [c for c in self.checks if c.result == FAIL]


class Ctx:
    """Derived facts shared by the checks: answers, policy, directory, dates and county."""

    def __init__(self, answers: dict, policy, directory, application_date: dt.date):
        self.a = answers
        self.policy = policy
        self.dir = directory
        self.application_date = application_date
        self.renewal = answers.get("applicant_type", "new") == "renewal"
        self.county_from_zip = False
        self.county = answers.get("county")
        if self.county is None and "zip" in answers:
            z = lookup_zip(answers["zip"])
            if z.county and not z.ambiguous:
                self.county = z.county
                self.county_from_zip = True
        self.program = answers.get("program")
        self.exempt_noncredit = self.program in NONCREDIT and not answers.get("noncredit_pell_eligible", False)

    def get(self, name, default=None):
        """Return the answer ``name`` (or ``default``)."""
        return self.a.get(name, default)

    def gpa4(self, name: str):
        """Return (GPA on a 4.0 scale, note Msg or None) for ``hs_gpa``/``cc_gpa``."""
        scale = self.a.get("gpa_scale", 4.0)
        raw = self.a[name]
        if scale == 4:
            return round(raw, 6), None
        converted = round(raw * 4.0 / scale, 6)
        # The converted GPA is shown once, in the check's own message, as the rule compares it.
        return converted, Msg.of(
            N_("We converted your GPA of %(gpa)s out of %(scale)s to the 4.0 scale. Confirm with your counselor."),
            gpa=_on_scale(raw, scale), scale=_on_scale(scale, scale))


def _on_scale(value: float, scale: float):
    """Return a GPA figure as shown on its scale: "3.4" and "4.0", but "85" and "100"."""
    return int(value) if scale > 10 and float(value).is_integer() else Gpa(value)


def _msg(text, **params) -> Msg:
    return Msg.of(text, **params)


def _with_note(msg: Msg, note: Msg | None) -> Msg:
    if note is None:
        return msg
    return Msg.of(N_("%(main)s %(note)s"), main=msg, note=note)


def _unknown(check_id, citation, needs, text=N_("We need a few more answers to check this rule.")):
    return Check(check_id, UNKNOWN, citation, _msg(text), tuple(needs))


# --- §18-3603(b)(1) ------------------------------------------------------------------


def check_in_state_tuition(c: Ctx) -> Check:
    """Check in-state tuition (§18-3603(b)(1); for renewals, §18-3604)."""
    cite = S3604 if c.renewal else "§18-3603(b)(1)"
    if c.get("dream_act") is True:
        return Check("in_state_tuition", PASS, cite + "; §15-106.8",
                     _msg(N_("You qualify for in-state tuition under the Maryland Dream Act (§15-106.8).")))
    v = c.get("in_state_tuition")
    if v == "yes":
        return Check("in_state_tuition", PASS, cite, _msg(N_("You are eligible for in-state tuition.")))
    if v == "no":
        return Check("in_state_tuition", FAIL, cite, _msg(
            N_("The Promise Scholarship requires eligibility for in-state tuition. If you live in Maryland or qualify under the Maryland Dream Act, ask your college's admissions office to review your residency.")))
    if v == "unsure":
        return Check("in_state_tuition", UNKNOWN, cite, _msg(
            N_("You're not sure whether you qualify for in-state tuition. Your college's admissions office decides this; ask them before you count on the award.")))
    return _unknown("in_state_tuition", cite, ["in_state_tuition"])


# --- §18-3603(b)(2): high school and college -------------------------------------------


def check_high_school(c: Ctx) -> Check:
    """Check graduation from a Maryland high school or GED, or the Delmar exception (§18-3603(b)(2))."""
    cite = "§18-3603(b)(2)"
    if c.renewal:
        return Check("high_school", NA, cite, _msg(N_("Your high school was checked when you first received the award.")))
    v = c.get("high_school")
    if v == "maryland":
        return Check("high_school", PASS, cite, _msg(N_("You graduated, or will graduate, from a high school in Maryland.")))
    if v == "maryland_ged":
        return Check("high_school", PASS, cite, _msg(N_("You earned, or will earn, a GED in Maryland.")))
    if v == "delmar_de":
        r = c.get("delmar_md_resident")
        if r is True:
            return Check("high_school", PASS, cite, _msg(
                N_("Delmar High School (Delmar, Delaware) graduates who live in Delmar, Maryland, qualify.")))
        if r is False:
            return Check("high_school", FAIL, cite, _msg(
                N_("Delmar High School graduates qualify only if they live in Delmar, Maryland.")))
        return _unknown("high_school", cite, ["delmar_md_resident"])
    if v == "other":
        return Check("high_school", FAIL, cite, _msg(
            N_("The Promise Scholarship is for students who graduate from a high school or earn a GED in Maryland (or graduates of Delmar High School who live in Delmar, Maryland). A Maryland GED would qualify you.")))
    if v == "none":
        return Check("high_school", FAIL, cite, _msg(
            N_("You need a Maryland high school diploma or a Maryland GED first. Your community college can help you earn a GED.")))
    return _unknown("high_school", cite, ["high_school"])


def check_college(c: Ctx) -> Check:
    """Check the college is the home county's or region's, has residence halls, or the program isn't offered at home (§18-3603(a)(1), (b)(2))."""
    cite = "§18-3603(b)(2)"
    if c.renewal:
        return Check("college", NA, cite, _msg(N_("Your college was checked when you first received the award.")))
    cid = c.get("college")
    college = c.dir.colleges.get(cid) if cid else None
    if college is not None and college.residential:
        return Check("college", PASS, cite, _msg(
            N_("%(college)s has on-campus housing, so students from any Maryland county can use the award there."),
            college=college.name))
    if c.county is None:
        return _unknown("college", cite, ["county"])
    if c.county == OUTSIDE_MD:
        if college is None:
            return _unknown("college", cite, ["college"])
        names = ", ".join(x.name for x in c.dir.residential_colleges())
        return Check("college", FAIL, cite, _msg(
            N_("You live outside Maryland, so there is no home county college for you. The award can only be used at a college with on-campus housing: %(names)s."),
            names=names))
    home = c.dir.home_college(c.county)
    county_name = Msg.of(c.dir.county_name(c.county))  # a msgid: "Condado de Howard" in Spanish
    if college is None:
        # No college named yet: the screener's answer is the home college, where the award applies.
        return _assuming(Check("college", PASS, cite, _msg(
            N_("Your home college is %(home)s, which serves %(county)s. You can use the award there, or at a college with on-campus housing."),
            home=home.name, county=county_name)), "college")
    if college.id == home.id:
        return Check("college", PASS, cite, _msg(
            N_("%(college)s serves %(county)s, where you live."), college=college.name, county=county_name))
    if c.get("program_offered_locally", True) is False:
        return Check("college", PASS, "§18-3603(a)(1)(ii)", _msg(
            N_("%(home)s, your home college, doesn't offer your program, so you may use the award at %(college)s. The college will check that your home college doesn't offer it."),
            home=home.name, college=college.name))
    names = ", ".join(x.name for x in c.dir.residential_colleges())
    return _assuming(Check("college", FAIL, cite, _msg(
        N_("You live in %(county)s, so the award is for %(home)s. You could also use it at a college with on-campus housing (%(names)s), or at %(college)s only if %(home)s doesn't offer your program."),
        county=county_name, home=home.name, names=names, college=college.name)),
        *(() if "program_offered_locally" in c.a else ("program_offered_locally",)))


# --- §18-3603(b)(3) and (c)(3), (c)(4): GPA ----------------------------------------------


def _waiver_date(c: Ctx):
    """Return the date the 5-year GPA waiver starts, or None without a completion month.

    Reading: with only the month of graduation, we take its last day, so the waiver is
    never applied early (§18-3603(c)(3)).
    """
    hs = c.get("hs_completion_date")
    if hs is None:
        return None
    if c.policy["hs_gpa_waiver_years"] is None:
        return None
    first = parse_month(hs)
    years = int(c.policy["hs_gpa_waiver_years"])
    last = (dt.date(first.year + (first.month == 12), first.month % 12 + 1, 1) - dt.timedelta(days=1))
    try:
        return last.replace(year=last.year + years)
    except ValueError:  # Feb 29
        return last.replace(year=last.year + years, day=28)


def check_gpa(c: Ctx) -> Check:
    """Check the GPA rule for an initial award (§18-3603(b)(3), (c)(3), (c)(4)(i))."""
    check = _check_gpa(c)
    assumed = []
    if check.result != NA or check.citation == "§18-3603(c)(3)":
        if c.program in NONCREDIT and "noncredit_pell_eligible" not in c.a:
            assumed.append("noncredit_pell_eligible")
        if not c.renewal and not c.exempt_noncredit and "enrolled_at_md_community_college" not in c.a:
            assumed.append("enrolled_at_md_community_college")
    elif c.exempt_noncredit and "noncredit_pell_eligible" not in c.a:
        assumed.append("noncredit_pell_eligible")
    return _assuming(check, *assumed)


def _check_gpa(c: Ctx) -> Check:
    if c.renewal:
        return Check("gpa", NA, "§18-3603(b)(3)", _msg(N_("For renewals, the GPA rule for keeping the award applies instead.")))
    if c.exempt_noncredit:
        return Check("gpa", NA, "§18-3603(c)(4)(i)", _msg(
            N_("Noncredit vocational certificates, noncredit licensure courses and registered apprenticeships have no GPA requirement.")))
    pell_note = None
    if c.program in NONCREDIT:
        pell_note = _msg(N_("Because a Pell Grant can pay for your noncredit program, we apply the GPA rule: the law's exemption is unclear for Pell-eligible programs, so we take the stricter reading (§18-3603(c)(4)). Your college makes the final decision."))
    cc_min = c.policy["cc_gpa_min"]
    hs_min = c.policy["hs_gpa_min"]
    enrolled = c.get("enrolled_at_md_community_college")
    if enrolled is None:
        enrolled = "cc_gpa" in c.a
    needs_program = [] if c.program else ["program"]
    if enrolled:
        cite = "§18-3603(b)(3)(ii)"
        if "cc_gpa" not in c.a:
            return _unknown("gpa", cite, ["cc_gpa"] + needs_program)
        g, note = c.gpa4("cc_gpa")
        if g >= cc_min:
            return Check("gpa", PASS, cite, _with_note(_with_note(_msg(
                N_("Your community college GPA of %(gpa)s meets the %(min)s minimum."), gpa=Gpa(g), min=Gpa(cc_min)), note), pell_note))
        if needs_program:
            return _unknown("gpa", cite, needs_program)
        return Check("gpa", FAIL, cite, _with_note(_with_note(_msg(
            N_("Your community college GPA of %(gpa)s is below the %(min)s minimum for students already at a Maryland community college. We use your college GPA, not your high school GPA, once you are enrolled; the 5-year waiver does not lift this rule."),
            gpa=Gpa(g), min=Gpa(cc_min)), note), pell_note))
    cite = "§18-3603(b)(3)(i)"
    waiver = _waiver_date(c)
    waiver_exists = c.policy["hs_gpa_waiver_years"] is not None  # (c)(3) applies from 2021-22
    if waiver is not None and c.application_date >= waiver:
        return Check("gpa", NA, "§18-3603(c)(3)", _msg(
            N_("You finished high school 5 or more years before applying, so the high school GPA rule does not apply to you.")))
    if c.get("high_school") == "maryland_ged" and "hs_gpa" not in c.a:
        return Check("gpa", PASS, cite, _msg(
            N_("With a Maryland GED, the high school GPA rule is treated as met (COMAR 13B.08.21.03). Confirm with your college.")))
    if "hs_gpa" in c.a:
        g, note = c.gpa4("hs_gpa")
        if g >= hs_min:
            return Check("gpa", PASS, cite, _with_note(_with_note(_msg(
                N_("Your high school GPA of %(gpa)s meets the %(min)s minimum."), gpa=Gpa(g), min=Gpa(hs_min)), note), pell_note))
        needs = needs_program + ([] if "hs_completion_date" in c.a or not waiver_exists else ["hs_completion_date"])
        if needs:
            return _unknown("gpa", cite, needs)
        waiver_msg = None if waiver is None else _msg(N_("This rule no longer applies once 5 years have passed since you finished high school (on %(date)s for you)."), date=Day.of(waiver))
        return Check("gpa", FAIL, cite, _with_note(_with_note(_msg(
            N_("Your high school GPA of %(gpa)s is below the %(min)s minimum."), gpa=Gpa(g), min=Gpa(hs_min)), note),
            _with_note(waiver_msg, pell_note) if waiver_msg else pell_note))
    needs = ([] if "hs_completion_date" in c.a or not waiver_exists else ["hs_completion_date"]) + ["hs_gpa"]
    return _unknown("gpa", cite, needs)


# --- §18-3603(b)(4): income ----------------------------------------------------------------

HOUSEHOLD_WORDS = {
    "single": N_("a single applicant"),
    "single_parent": N_("a single-parent household"),
    "two_parent": N_("a two-parent household"),
    "married": N_("a married applicant"),
}


def check_income(c: Ctx) -> Check:
    """Check combined AGI is not more than the limit for the household type (§18-3603(b)(4))."""
    lo, hi = c.policy["income_limit_single"], c.policy["income_limit_married"]
    household, agi = c.get("household"), c.get("agi")
    if agi is None:
        return _unknown("income", "§18-3603(b)(4)", (["household"] if household is None else []) + ["agi"])
    if household is None:
        if agi <= lo:
            return Check("income", PASS, "§18-3603(b)(4)", _msg(
                N_("Your household income of %(agi)s is within the limit for every household type (the lowest limit is %(limit)s)."), agi=Money(agi), limit=Money(lo)))
        if agi > hi:
            return Check("income", FAIL, "§18-3603(b)(4)", _msg(
                N_("Your household income of %(agi)s is over the highest limit, %(limit)s."), agi=Money(agi), limit=Money(hi)))
        return _unknown("income", "§18-3603(b)(4)", ["household"])
    single = household in ("single", "single_parent")
    limit = lo if single else hi
    cite = "§18-3603(b)(4)(i)" if single else "§18-3603(b)(4)(ii)"
    who = Msg.of(HOUSEHOLD_WORDS[household])
    if agi <= limit:
        return Check("income", PASS, cite, _msg(
            N_("Your household income of %(agi)s is within the %(limit)s limit for %(who)s."), agi=Money(agi), limit=Money(limit), who=who))
    return Check("income", FAIL, cite, _msg(
        N_("%(agi)s is over the %(limit)s limit for %(who)s. The limit counts the combined adjusted gross income (AGI) of you and your parents, or you and your spouse."),
        agi=Money(agi), limit=Money(limit), who=who))


# --- §18-3603(b)(5): enrollment --------------------------------------------------------------


def check_enrollment(c: Ctx) -> Check:
    """Check at least 6 credits a semester, a licensure sequence, or an apprenticeship (§18-3603(b)(5))."""
    minimum = c.policy["min_credits_per_semester"]
    cite_base = S3604 if c.renewal else "§18-3603(b)(5)"
    p = c.program
    if p in LICENSURE:
        return Check("enrollment", PASS, S3604 if c.renewal else "§18-3603(b)(5)(i)2", _msg(
            N_("A sequence of courses leading to licensure or certification qualifies at any number of credits.")))
    if p == "apprenticeship":
        return Check("enrollment", PASS, S3604 if c.renewal else "§18-3603(b)(5)(ii)", _msg(
            N_("Taking part in a registered apprenticeship qualifies.")))
    if p == "noncredit_vocational_certificate":
        return Check("enrollment", PASS, S3604 if c.renewal else "§18-3603(b)(5)(i)2", _msg(
            N_("We count a noncredit vocational certificate program as a sequence of noncredit courses leading to certification. Your college confirms this.")))
    credits = c.get("credits_per_semester")
    cite = S3604 if c.renewal else "§18-3603(b)(5)(i)1"
    if credits is None:
        return _unknown("enrollment", cite_base, ([] if p else ["program"]) + ["credits_per_semester"])
    if credits >= minimum:
        return Check("enrollment", PASS, cite, _msg(
            N_("%(credits)s credits a semester meets the %(min)s-credit minimum."), credits=credits, min=minimum))
    if p is None:
        return _unknown("enrollment", cite_base, ["program"])
    return Check("enrollment", FAIL, cite, _msg(
        N_("%(credits)s credits a semester is under the %(min)s-credit minimum. Taking %(min)s or more credits each semester would meet this rule."),
        credits=credits, min=minimum))


# --- §18-3603(b)(6), (c)(4)(ii): aid application ------------------------------------------------


def check_aid_application(c: Ctx) -> Check:
    """Check a timely FAFSA, or the MHEC One-App on the §15-106.8 path (§18-3603(b)(6), (c)(4)(ii))."""
    check = _check_aid_application(c)
    if c.program in NONCREDIT and "noncredit_pell_eligible" not in c.a:
        return _assuming(check, "noncredit_pell_eligible")
    return check


def _check_aid_application(c: Ctx) -> Check:
    if c.exempt_noncredit:
        return Check("aid_application", NA, "§18-3603(c)(4)(ii)", _msg(
            N_("Your noncredit program or apprenticeship doesn't require the FAFSA or MHEC One-App, because a Pell Grant can't pay for it. Your college has its own application for noncredit students.")))
    v = c.get("aid_application")
    deadline = c.policy["aid_application_deadline"]
    late = None
    if deadline and c.application_date > dt.date.fromisoformat(deadline):
        late = Day.of(dt.date.fromisoformat(deadline))
    if v == "fafsa":
        cite = S3604 if c.renewal else "§18-3603(b)(6)(i)"
        if late:
            return Check("aid_application", FAIL, cite, _msg(
                N_("The deadline to file the FAFSA for this award year was %(date)s. Ask your college's financial aid office whether it still accepts applications."), date=late))
        return Check("aid_application", PASS, cite, _msg(
            N_("You are filing the FAFSA on time. List your community college on it.")))
    if v == "one_app":
        cite = S3604 if c.renewal else "§18-3603(b)(6)(ii)"
        d = c.get("dream_act")
        if d is None:
            return _unknown("aid_application", cite, ["dream_act"])
        if d is False:
            return Check("aid_application", FAIL, cite, _msg(
                N_("The MHEC One-App route is for students who can't file a FAFSA and qualify for in-state tuition under the Maryland Dream Act (§15-106.8). If you can file a FAFSA, file it instead.")))
        if late:
            return Check("aid_application", FAIL, cite, _msg(
                N_("The deadline to file the MHEC One-App for this award year was %(date)s. Ask your college's financial aid office whether it still accepts applications."), date=late))
        return Check("aid_application", PASS, cite, _msg(
            N_("You can't file a FAFSA, qualify under the Maryland Dream Act, and are filing the MHEC One-App on time.")))
    if v == "none":
        if c.program is None:
            return _unknown("aid_application", "§18-3603(b)(6)", ["program"])
        return Check("aid_application", FAIL, S3604 if c.renewal else "§18-3603(b)(6)", _msg(
            N_("You need to file the FAFSA on time (or the MHEC One-App if you can't file a FAFSA). It's free, and filing would meet this rule.")))
    return _unknown("aid_application", "§18-3603(b)(6)", ["aid_application"])


# --- §18-3603(c)(1), (c)(2) ---------------------------------------------------------------------


def check_full_cost_scholarship(c: Ctx) -> Check:
    """Check other grants don't already cover the full cost of attendance (§18-3603(c)(1))."""
    cite = "§18-3603(c)(1)"
    v = c.get("full_cost_scholarship")
    if v is True:
        return Check("full_cost_scholarship", FAIL, cite, _msg(
            N_("Other grants or scholarships already cover your full cost of attendance, so this award isn't needed. That's good news: your costs are covered.")))
    if v is False:
        return Check("full_cost_scholarship", PASS, cite, _msg(
            N_("Other grants and scholarships don't cover your full cost of attendance.")))
    return _unknown("full_cost_scholarship", cite, ["full_cost_scholarship"])


def check_prior_degree(c: Ctx) -> Check:
    """Check the applicant has no associate's or bachelor's degree (§18-3603(c)(2))."""
    cite = "§18-3603(c)(2)"
    v = c.get("prior_degree")
    if v == "bachelor":
        return Check("prior_degree", FAIL, cite, _msg(N_("The award isn't open to someone who already has a bachelor's degree.")))
    if v == "associate":
        return Check("prior_degree", FAIL, cite, _msg(N_("The award isn't open to someone who already has an associate's degree.")))
    if v == "none":
        return Check("prior_degree", PASS, cite, _msg(N_("You don't have an associate's or bachelor's degree yet.")))
    return _unknown("prior_degree", cite, ["prior_degree"])


# --- §18-3604: keeping the award (renewals) -------------------------------------------------------


def check_renewal_gpa(c: Ctx) -> Check:
    """Check a 2.5 cumulative GPA, or evidence of extenuating circumstances (§18-3604)."""
    if c.program in NONCREDIT_NO_CREDIT_GPA:
        return Check("renewal_gpa", NA, S3604, _msg(
            N_("The GPA rule covers credit-bearing coursework, and your program is noncredit.")))
    minimum = c.policy["cc_gpa_min"]
    if "cc_gpa" not in c.a:
        return _unknown("renewal_gpa", S3604, ["cc_gpa"])
    g, note = c.gpa4("cc_gpa")
    if g >= minimum:
        return Check("renewal_gpa", PASS, S3604, _with_note(_msg(
            N_("Your cumulative GPA of %(gpa)s meets the %(min)s needed to keep the award."), gpa=Gpa(g), min=Gpa(minimum)), note))
    ext = c.get("extenuating_circumstances")
    if ext is True:
        return Check("renewal_gpa", PASS, S3604, _with_note(_msg(
            N_("Your GPA of %(gpa)s is under %(min)s, but you can keep the award if your college accepts your evidence of extenuating circumstances (such as illness, disability, or a death in the family)."),
            gpa=Gpa(g), min=Gpa(minimum)), note))
    if ext is False:
        return Check("renewal_gpa", FAIL, S3604, _with_note(_msg(
            N_("Your cumulative GPA of %(gpa)s is under the %(min)s needed to keep the award. If something serious got in the way, such as illness or a death in the family, ask your college about an appeal."),
            gpa=Gpa(g), min=Gpa(minimum)), note))
    return _unknown("renewal_gpa", S3604, ["extenuating_circumstances"])


def check_renewal_credits(c: Ctx) -> Check:
    """Check at least 6 credits completed a semester (or licensure sequence, apprenticeship) (§18-3604)."""
    minimum = c.policy["min_credits_per_semester"]
    if c.program in LICENSURE:
        return Check("renewal_credits", PASS, S3604, _msg(
            N_("Continuing a sequence of courses leading to licensure or certification qualifies.")))
    if c.program == "apprenticeship":
        return Check("renewal_credits", PASS, S3604, _msg(N_("Continuing in a registered apprenticeship qualifies.")))
    done = c.get("credits_completed_last_semester")
    if done is None:
        return _unknown("renewal_credits", S3604, ["credits_completed_last_semester"])
    if done >= minimum:
        return Check("renewal_credits", PASS, S3604, _msg(
            N_("You completed %(credits)s credits last semester; at least %(min)s are needed."), credits=done, min=minimum))
    if c.program is None:
        return _unknown("renewal_credits", S3604, ["program"])
    return Check("renewal_credits", FAIL, S3604, _msg(
        N_("You completed %(credits)s credits last semester; keeping the award needs at least %(min)s completed each semester (or the equivalent your college sets for noncredit programs)."),
        credits=done, min=minimum))


def check_satisfactory_progress(c: Ctx) -> Check:
    """Check satisfactory academic progress toward the credential (§18-3604)."""
    v = c.get("satisfactory_progress")
    if v is True:
        return Check("satisfactory_progress", PASS, S3604, _msg(N_("You are making satisfactory academic progress.")))
    if v is False:
        return Check("satisfactory_progress", FAIL, S3604, _msg(
            N_("Keeping the award needs satisfactory academic progress toward your certificate or degree. Your financial aid office can tell you how to get back on track.")))
    return _unknown("satisfactory_progress", S3604, ["satisfactory_progress"])


def check_award_duration(c: Ctx) -> Check:
    """Check the award hasn't run out: 3 years, 6 for part-time associate's, ends at the associate's (§18-3604).

    Reading: an award that ends on or before September 1 of the award year can't pay for
    that year's fall semester, so it counts as ended (avoids a false "eligible").
    """
    awarded = c.get("associate_awarded")
    if awarded is None and c.get("prior_degree") is not None:
        awarded = c.get("prior_degree") in ("associate", "bachelor")
    if awarded is True:
        return Check("award_duration", FAIL, S3604, _msg(
            N_("The award ends when you earn your associate's degree. Congratulations on finishing!")))
    needs = []
    if c.get("first_enrolled") is None:
        needs.append("first_enrolled")
    if c.program is None:
        needs.append("program")
    elif c.program == "associate" and c.get("enrollment_status") is None:
        needs.append("enrollment_status")
    if needs:
        return _unknown("award_duration", S3604, needs)
    part_time_assoc = c.program == "associate" and c.get("enrollment_status") == "part_time"
    years = int(c.policy["award_years_limit_part_time_associate" if part_time_assoc else "award_years_limit"])
    first = parse_month(c.get("first_enrolled"))
    end = first.replace(year=first.year + years)
    fall = dt.date(c.policy.year, 9, 1)
    if end <= fall:
        return Check("award_duration", FAIL, S3604, _msg(
            N_("You first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, which is before the %(award_year)s school year."),
            first=MonthYear.of(first), years=years, end=MonthYear.of(end), award_year=c.policy.label))
    return Check("award_duration", PASS, S3604, _msg(
        N_("You first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, unless you finish your associate's degree sooner."),
        first=MonthYear.of(first), years=years, end=MonthYear.of(end)))


CHECKS = {
    "in_state_tuition": check_in_state_tuition,
    "high_school": check_high_school,
    "college": check_college,
    "gpa": check_gpa,
    "income": check_income,
    "enrollment": check_enrollment,
    "aid_application": check_aid_application,
    "full_cost_scholarship": check_full_cost_scholarship,
    "prior_degree": check_prior_degree,
    "renewal_gpa": check_renewal_gpa,
    "renewal_credits": check_renewal_credits,
    "satisfactory_progress": check_satisfactory_progress,
    "award_duration": check_award_duration,
}


def where_to_apply(c: Ctx) -> list:
    """Return the colleges where the applicant may use the award, home college first.

    Home college (§18-3603(b)(2)), then the chosen college when allowed, then colleges
    with on-campus housing; with ``program_offered_locally`` false, every other college
    (§18-3603(a)(1)(ii)). A renewal lists only its own college: the award is held there.
    """
    out = []
    chosen = c.dir.colleges.get(c.get("college")) if c.get("college") else None
    if c.renewal and chosen:
        return [chosen]  # the award is held at the recipient's own college
    home = c.dir.home_college(c.county) if c.county and c.county != OUTSIDE_MD else None
    if home and home not in out:
        out.append(home)
    anywhere = home is not None and c.get("program_offered_locally", True) is False
    if chosen and (anywhere or chosen.residential) and chosen not in out:
        out.append(chosen)
    for college in c.dir.residential_colleges():
        if college not in out:
            out.append(college)
    if anywhere:
        out.extend(x for x in c.dir.colleges.values() if x not in out)
    return out


def target_college(c: Ctx, allowed: list):
    """Return the college to apply to: the chosen one if the award can be used there, else the home college."""
    chosen = c.dir.colleges.get(c.get("college")) if c.get("college") else None
    if chosen and (chosen in allowed or c.renewal):
        return chosen
    home = c.dir.home_college(c.county) if c.county and c.county != OUTSIDE_MD else None
    return home


def deadlines(c: Ctx) -> list:
    """Return the deadlines that matter: FAFSA/One-App (None when not published) and One-App opening."""
    fact = c.policy.fact("aid_application_deadline")
    what = Msg.of(N_("File the FAFSA or MHEC One-App for %(year)s, listing your college"), year=c.policy.label)
    if fact.value is None and fact.last_known:
        # Not published yet: show the last published deadline, marked as such (never used to fail a filer).
        last_year, last_date = fact.last_known
        what = Msg.of(
            N_("File the FAFSA or MHEC One-App for %(year)s, listing your college. MHEC hasn't published this year's deadline yet (the last one published was %(date)s, for %(last_year)s): file as early as you can."),
            year=c.policy.label, date=Day.of(dt.date.fromisoformat(last_date)), last_year=f"{last_year}-{last_year + 1}")
    out = [{
        "what": what,
        "date": dt.date.fromisoformat(fact.value) if fact.value else None,
        "source": fact.source,
    }]
    if c.get("aid_application") == "one_app" or c.get("dream_act") is True:
        opens = c.policy.fact("one_app_opens")
        if opens.value:
            m, d = (int(x) for x in opens.value.split("-"))
            out.append({
                "what": Msg.of(N_("The MHEC One-App opens")),
                "date": dt.date(c.policy.year - 1, m, d),
                "source": opens.source,
            })
    return out


def next_steps(c: Ctx, status: str, checks: list, college) -> list:
    """Return the applicant's next steps as :class:`Msg` items, in order.

    ``college`` is :func:`target_college`. Renewals: file again and keep the award's
    conditions; likely not eligible: the FAFSA still opens other aid.
    """
    cname = college.name if college else Msg.of(N_("your community college"))
    aid = next((ch for ch in checks if ch.id == "aid_application"), None)
    one_app = c.get("aid_application") == "one_app" or c.get("dream_act") is True
    steps = []
    if status == INELIGIBLE and not c.renewal:
        steps.append(Msg.of(N_("File the FAFSA anyway (or the MHEC One-App if you can't file a FAFSA): it is how you get a Pell Grant and other Maryland aid.")))
        steps.append(Msg.of(N_("Ask %(college)s's financial aid office about other grants and scholarships."), college=cname))
        return steps
    if aid and aid.result != NA:
        if one_app:
            steps.append(Msg.of(N_("File the MHEC One-App and list %(college)s."), college=cname))
        else:
            steps.append(Msg.of(N_("File the FAFSA at studentaid.gov and list %(college)s."), college=cname))
    if c.renewal:
        steps.append(Msg.of(
            N_("To keep the award, keep a cumulative GPA of at least %(gpa)s and complete at least %(credits)s credits each semester."),
            gpa=Gpa(c.policy["cc_gpa_min"]), credits=c.policy["min_credits_per_semester"]))
    else:
        if c.program in NONCREDIT:
            steps.append(Msg.of(N_("Noncredit students: fill out %(college)s's Promise Scholarship application."), college=cname))
        steps.append(Msg.of(N_("Apply for admission to %(college)s and send any documents its financial aid office asks for (such as transcripts and tax forms)."), college=cname))
    steps.append(Msg.of(N_("Watch your email for messages from the college's financial aid office, and answer them quickly.")))
    return steps


def contacts(c: Ctx, college) -> list:
    """Return who to talk to: ``college``'s financial aid office, then MHEC's OSFA."""
    out = []
    if college:
        out.append({"name": college.name, "url": college.financial_aid_url or college.url, "phone": None, "email": None})
    osfa = c.policy["mhec_osfa"]
    if osfa:
        out.append({"name": osfa["name"], "url": osfa["url"], "phone": osfa["phone"], "email": osfa["email"]})
    return out


def assess(answers: dict, policy, directory, today: dt.date) -> Assessment:
    """Assess clean ``answers`` under ``policy`` with the college ``directory``.

    :param answers: fields as cleaned by :func:`screener.answers.validate`
    :param policy: the :class:`~screener.policy.Policy` for the award year applied for
        (see :func:`screener.policy.award_year_for`)
    :param directory: the :class:`~screener.policy.Directory`
    :param today: default ``application_date``
    :return: an :class:`Assessment`; any failing check makes it likely_ineligible, else any
        missing answer or unknown check makes it needs_more_info.
    """
    app_date = parse_date(answers["application_date"]) if "application_date" in answers else today
    c = Ctx(answers, policy, directory, app_date)
    ids = RENEWAL_CHECKS if c.renewal else NEW_CHECKS
    checks = [CHECKS[i](c) for i in ids]
    missing, assumed = [], []
    for ch in checks:
        for f in ch.needs:
            if f not in missing:
                missing.append(f)
        for f in ch.assumed:
            if f not in assumed:
                assumed.append(f)
    if any(ch.result == FAIL for ch in checks):
        status = INELIGIBLE
    elif missing or any(ch.result == UNKNOWN for ch in checks):
        status = MORE_INFO
    else:
        status = ELIGIBLE
    college = directory.colleges.get(answers.get("college")) or (
        directory.home_college(c.county) if c.county and c.county != OUTSIDE_MD else None)
    award = estimate_award(answers, policy, college)
    if status == INELIGIBLE:
        award.estimate = award.estimate_low = award.estimate_high = None
        award.notes = []
    allowed = where_to_apply(c)
    target = target_college(c, allowed)
    return Assessment(
        status=status, checks=checks, missing=missing, award=award,
        colleges=allowed, deadlines=deadlines(c), policy=policy, answers=answers,
        county=c.county, county_from_zip=c.county_from_zip,
        next_steps=next_steps(c, status, checks, target), contacts=contacts(c, target), assumed=assumed,
        college=college,
    )
