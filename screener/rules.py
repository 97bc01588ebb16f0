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
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from .answers import APART_PARENT_AGI  # (fix48e) an internal answer, no contract field: see check_income
from .answers import OUTSIDE_MD
from .answers import parse_date
from .answers import parse_month
from .award import NONCREDIT
from .award import Award
from .award import estimate_award
from .geo import lookup_zip
from .geo import zip_county_unsettled
from .i18n import N_
from .i18n import Day
from .i18n import Gpa
from .i18n import Money
from .i18n import MonthYear
from .i18n import Msg

PASS, FAIL, UNKNOWN, NA = "pass", "fail", "unknown", "not_applicable"
ELIGIBLE, INELIGIBLE, MORE_INFO = "likely_eligible", "likely_ineligible", "needs_more_info"
LICENSURE = ("licensure_credit", "licensure_noncredit")
NONCREDIT_NO_CREDIT_GPA = ("noncredit_vocational_certificate", "licensure_noncredit")
S3604 = "§18-3604"
DELMAR_MD_COUNTY = "wicomico"  # Delmar, Maryland lies in Wicomico County


@dataclass(frozen=True)
class Check:
    """One rule's outcome: ``result`` is pass, fail, unknown or not_applicable.

    ``citation`` is the statute paragraph; ``message`` a :class:`Msg` built from the actual
    figures; ``needs`` the answer fields still missing for this rule. ``condition`` (a
    :class:`Msg`, only with ``pass``) says what the pass depends on that only the college
    can settle (a renewal's evidence of extenuating circumstances): a pass *if*, never shown
    as a plain pass.
    """

    id: str
    result: str
    citation: str
    message: Msg
    needs: tuple = ()
    assumed: tuple = ()
    condition: Msg | None = None
    converted: Msg | None = None  # a GPA converted to the 4.0 scale: the note saying so ("Confirm with your counselor"), also in ``message``
    # an ``unknown`` the student settles with an answer of theirs though none is missing (a weighted
    # GPA: the unweighted one is asked for), not one the college settles (fix39j: :attr:`Assessment.answer_needed`)
    asks: bool = False
    # (fix49l) an ``unknown`` the law itself leaves open (a junior's summer term: LATE_FINISH; parents
    # apart whose two readings of "the applicant's parents" disagree: APART_UNSETTLED): no answer of the
    # student's settles it and no "likely eligible if the college confirms" may be said of it, on any
    # face (the chat says "I can't tell yet"; :attr:`Assessment.law_unsettled`)
    unsettled: bool = False


def _converted(check: Check, g, note: Msg | None) -> Check:
    """Return ``check`` marking the conversion ``note`` of a GPA converted to the 4.0 scale
    (``g`` not None): every converted GPA says "confirm with your counselor" (contract), so a
    face that sums up the result without this check's message still says it."""
    return check if g is None or note is None else replace(check, converted=note)


def _assuming(check: Check, *fields) -> Check:
    """Return ``check`` noting that it used the contract's default for ``fields``."""
    return replace(check, assumed=check.assumed + tuple(fields))


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
    # (fix53m, a newcomer's finding) a student ruled out only because the college chosen is another
    # county's (§18-3603(a)(1)): the same answers' status at the home college, and that college
    # (None otherwise), so a result never says a bare "not eligible" to a student who qualifies at home
    home_status: str | None = None
    home_alternative: object = None  # (fix53m) not "home_college": core.Assessment has that property

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

    @property
    def answers_needed(self) -> list:
        """Return the open checks only an answer of the student's can settle: an answer missing
        (an income not known could be over the limit) or one to give again (a weighted GPA);
        empty when what is open is the college's to check (in-state tuition "not sure"). A
        result with any is no "likely eligible if" (fix39j, a newcomer's finding)."""
        if self.status != MORE_INFO:
            return []
        return [c for c in self.checks if c.result == UNKNOWN and (c.needs or c.asks)]

    @property
    def law_unsettled(self) -> list:
        """(fix49l) Return the open checks the law itself leaves open (:attr:`Check.unsettled`): a
        result with any is no "likely eligible if your college confirms" (the web page's headline
        said so for a junior while the chat said "I can't tell yet"); what the college only
        confirms (in-state tuition "not sure") isn't one of them."""
        if self.status != MORE_INFO:
            return []
        return [c for c in self.checks if c.result == UNKNOWN and c.unsettled]


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
        # Two separate exemptions (§18-3603(c)(4)): (i) no GPA rule, with no Pell condition;
        # (ii) no aid application unless a Pell Grant may be used for the program. Since July
        # 2026 (Workforce Pell) that is a real question: only an explicit "no" exempts.
        self.gpa_exempt = self.program in NONCREDIT
        self.aid_exempt = self.program in NONCREDIT and answers.get("noncredit_pell_eligible") is False
        # Still in high school: graduating in a month after the one of applying. Such a student
        # is not yet "enrolled at a community college in the State" (§18-3603(b)(3)(ii)) other
        # than by dual enrollment, which the law doesn't address (read as not enrolled, with a note).
        self.in_high_school = not self.renewal and in_high_school(answers, application_date)

    def get(self, name, default=None):
        """Return the answer ``name`` (or ``default``)."""
        return self.a.get(name, default)

    def gpa4(self, name: str):
        """Return (GPA on a 4.0 scale or None, note Msg or None) for ``hs_gpa``/``cc_gpa``.

        The contract's reading of ``gpa_scale``: 4.0 stays as is; a 100-point average goes
        through the usual letter-grade table (never proportionally), with "confirm with your
        counselor"; any other scale (a weighted 5.0; one below 4.0, never called weighted) is
        not converted: None, with a note asking for the GPA on a 4.0 scale.
        """
        scale = self.a.get("gpa_scale", 4.0)
        raw = self.a[name]
        if scale == 4:
            # rounded past any float's noise only (an average a spreadsheet computed as
            # 2.2999999999999998 is 2.3), never into the minimum: 2.2999999 is below 2.3
            return round(raw, 12), None
        if scale_converted(scale):
            converted = percent_to_gpa4(raw)
            return converted, Msg.of(
                GPA_CONVERTED_100,
                gpa=_on_scale(raw, scale), converted=Gpa(converted))
        if scale < 4:
            # A scale below 4.0 is no weighted GPA (a weighted one runs above 4.0, a newcomer's
            # finding): not converted either, and the GPA on a 4.0 scale is asked for
            return None, Msg.of(
                GPA_SCALE_BELOW,
                gpa=_on_scale(raw, scale), scale=_on_scale(scale, scale))
        if scale in OTHER_SYSTEMS:
            return None, Msg.of(
                GPA_OTHER_SYSTEM,
                gpa=_on_scale(raw, scale), scale=_on_scale(scale, scale))
        return None, Msg.of(
            GPA_WEIGHTED,
            gpa=_on_scale(raw, scale), scale=_on_scale(scale, scale))


def in_high_school(answers: dict, on: dt.date) -> bool:
    """Return True when the graduation month given is after the month of ``on``: a student still
    in high school (:attr:`Ctx.in_high_school`; the chat reads "just me" back for one)."""
    done = answers.get("hs_completion_date")
    return done is not None and parse_month(done) > on.replace(day=1)


def scale_converted(scale) -> bool:
    """Return True for the GPA scale the engine converts to the 4.0 scale (a 100-point average,
    by the letter-grade table of :func:`percent_to_gpa4`); the chat reads such a scale back."""
    try:
        return float(scale) == 100
    except (TypeError, ValueError):
        return False


# Grading scales of other school systems (a grade out of 10 or out of 20), offered beside the
# 4.0, 5.0 and 100 scales: never converted here; the college evaluates them.
OTHER_SYSTEMS = (10, 20)


# The usual percent-to-4.0 letter-grade table (contract, "Readings fixed by this contract"):
# the lowest average of each letter grade and its points. Below 65 is an F (0.0).
PERCENT_TABLE = ((93, 4.0), (90, 3.7), (87, 3.3), (83, 3.0), (80, 2.7), (77, 2.3), (73, 2.0),
                 (70, 1.7), (67, 1.3), (65, 1.0))


def percent_to_gpa4(average: float) -> float:
    """Return the 4.0-scale points of a 100-point ``average`` by the letter-grade table."""
    return next((points for low, points in PERCENT_TABLE if average >= low), 0.0)


def _on_scale(value: float, scale: float):
    """Return a GPA figure as shown on its scale: "3.4" and "4.0", but "85" and "100"."""
    return int(value) if scale > 10 and float(value).is_integer() else Gpa(value)


def _msg(text, **params) -> Msg:
    return Msg.of(text, **params)


def _with_note(msg: Msg, note: Msg | None) -> Msg:
    return msg.with_note(note)


def _unknown(check_id, citation, needs, text=N_("We need a few more answers to check this rule.")):
    return Check(check_id, UNKNOWN, citation, _msg(text), tuple(needs))


# --- §18-3603(b)(1) ------------------------------------------------------------------


def check_in_state_tuition(c: Ctx) -> Check:
    """Check in-state tuition (§18-3603(b)(1); for renewals, §18-3604)."""
    cite = S3604 if c.renewal else "§18-3603(b)(1)"
    if c.get("dream_act") is True:
        return Check("in_state_tuition", PASS, cite + "; §15-106.8",
                     _msg(IN_STATE_DREAM_ACT))
    v = c.get("in_state_tuition")
    if v == "yes":
        return Check("in_state_tuition", PASS, cite, _msg(IN_STATE_YES))
    if v == "no":
        return Check("in_state_tuition", FAIL, cite, _msg(
            IN_STATE_NO))
    if v == "unsure":
        return Check("in_state_tuition", UNKNOWN, cite, _msg(
            IN_STATE_UNSURE))
    return _unknown("in_state_tuition", cite, ["in_state_tuition"])


# --- §18-3603(b)(2): high school and college -------------------------------------------


# (fix48d) the failing and open checks a chat result lists most (in-state tuition, high school, GPA,
# the aid application) are named, so the chat says each to a parent writing for their child in one
# place (screener/chat/engine.py, PARENT: "your child", never "you"); the rules are unchanged
IN_STATE_NO = N_("The Promise Scholarship requires eligibility for in-state tuition. If you live in Maryland or qualify under the Maryland Dream Act, ask your college's admissions office to review your residency.")
IN_STATE_UNSURE = N_("You're not sure whether you qualify for in-state tuition. Your college's admissions office decides this; ask them before you count on the award.")
HS_OUTSIDE = N_("The Promise Scholarship is for students who graduate from a high school or earn a GED in Maryland (or graduates of Delmar High School who live in Delmar, Maryland). A Maryland GED would qualify you.")
HS_NONE = N_("You need a Maryland high school diploma or a Maryland GED first. Your community college can help you earn a GED.")
HS_GPA_BELOW = N_("Your high school GPA of %(gpa)s is below the %(min)s minimum.")
HS_GPA_WAIVED_ON = N_("This rule no longer applies once 5 years have passed since you finished high school (on %(date)s for you).")
AID_NONE = N_("You need to file the FAFSA on time (or the MHEC One-App if you can't file a FAFSA). It's free, and filing would meet this rule.")
# (fix48d) the checks a result lists when they pass (the chat without a link lists them all)
IN_STATE_YES = N_("You are eligible for in-state tuition.")
HS_MARYLAND = N_("You graduated, or will graduate, from a high school in Maryland.")
HS_MARYLAND_GED = N_("You earned, or will earn, a GED in Maryland.")
HOME_COLLEGE_IS = N_("Your home college is %(home)s, which serves %(county)s. You can use the award there, or at a college with on-campus housing.")
COLLEGE_SERVES = N_("%(college)s serves %(county)s, where you live.")
HS_GPA_MEETS = N_("Your high school GPA of %(gpa)s meets the %(min)s minimum.")
INCOME_WITHIN_EVERY = N_("Your household income of %(agi)s is within the limit for every household type (the lowest limit is %(limit)s).")
INCOME_OVER_HIGHEST = N_("Your household income of %(agi)s is over the highest limit, %(limit)s.")
INCOME_WITHIN = N_("Your household income of %(agi)s is within the %(limit)s limit for %(who)s.")
FILING_BY = N_("You are filing the %(form)s by the %(date)s deadline. List your community college on it.")
FILING_UNPUBLISHED = N_("You are filing the %(form)s. MHEC has not published the %(year)s deadline: file as early as you can, by your college's deadline, and list your community college on it.")
NOT_COVERED = N_("Other grants and scholarships don't cover your full cost of attendance.")
NO_DEGREE_YET = N_("You don't have an associate's or bachelor's degree yet.")
# (fix49e) finishing in the award year's last months (a junior now): whether a summer term after
# graduating counts is the college's to say; the year after is the one most such students apply for
LATE_FINISH = N_("You finish high school in %(month)s, at the end of the %(award_year)s school year, so only a summer term of it would be left, and the law doesn't say whether that term counts: we can't say you're likely eligible for %(award_year)s. Most students in your place apply for the next school year, after graduating, with that year's FAFSA or MHEC One-App; the rules may change by then.")
HS_MONTH_UNKNOWN = N_("We also need the month you finished, or will finish, high school or your GED: the award is for students who enroll after graduating.")

# (fix49d) every other message of the rules that says "you" of the student, named, so its wording to
# a parent or of the student (screener/voice.py: "your child", "the student") is keyed by the
# message's name, never by its English text: a rule reworded here keeps its other voices.
GPA_CONVERTED_100 = N_("We converted your average of %(gpa)s out of 100 to %(converted)s on the 4.0 scale with the usual letter-grade table (77 to 79 is a C+, 2.3). Confirm with your counselor.")
GPA_SCALE_BELOW = N_("Your GPA of %(gpa)s is out of %(scale)s, a scale below the 4.0 scale the law uses, and it can't be converted to it. Give your GPA on a 4.0 scale: it's on your transcript, or ask your counselor.")
GPA_OTHER_SYSTEM = N_("Your grade of %(gpa)s out of %(scale)s is on another school system's scale, which can't be converted to the 4.0 scale the law uses without your college. Your college's admissions or financial aid office evaluates it; if your transcript also gives a GPA on a 4.0 scale, give that one.")
GPA_WEIGHTED = N_("Your GPA of %(gpa)s is out of %(scale)s, probably a weighted GPA, which can't be converted to the 4.0 scale the law uses. Give your unweighted GPA on a 4.0 scale: it's on your transcript, or ask your counselor.")
IN_STATE_DREAM_ACT = N_("You qualify for in-state tuition under the Maryland Dream Act (§15-106.8).")
HS_CHECKED_BEFORE = N_("Your high school was checked when you first received the award.")
HS_AFTER_YEAR = N_("You expect to finish high school in %(month)s, after the %(award_year)s school year ends. The award is for students who enroll after graduating: apply for the year that starts after you graduate.")
DELMAR_ELSEWHERE = N_("You said you live in Delmar, Maryland, which is in Wicomico County, but your ZIP code or county is in %(county)s. Check those answers: the Delmar rule needs you to live in Delmar, Maryland.")
COLLEGE_CHECKED_BEFORE = N_("Your college was checked when you first received the award.")
COUNTY_NEEDED_AMBIGUOUS = N_("Tell us your county: it decides your home college.")
COUNTY_NEEDED_UNKNOWN = N_("It isn't a Maryland ZIP code we know. Check it, or tell us your county: it decides your home college.")
COLLEGE_OUTSIDE_MD = N_("You live outside Maryland, so there is no home county college for you. The award can only be used at a college with on-campus housing: %(names)s.")
COLLEGE_NOT_OFFERED_HOME = N_("%(home)s, your home college, doesn't offer your program, so you may use the award at %(college)s. The college will check that your home college doesn't offer it.")
COLLEGE_OTHER_COUNTY = N_("You live in %(county)s, so the award is for %(home)s. You could also use it at a college with on-campus housing (%(names)s), or at %(college)s only if %(home)s doesn't offer your program.")
CC_GPA_MEETS = N_("Your community college GPA of %(gpa)s meets the %(min)s minimum.")
CC_GPA_BELOW = N_("Your community college GPA of %(gpa)s is below the %(min)s minimum for students already at a Maryland community college. We use your college GPA, not your high school GPA, once you are enrolled; the 5-year waiver does not lift this rule.")
HS_GPA_WAIVED = N_("You finished high school 5 or more years before applying, so the high school GPA rule does not apply to you.")
HS_GPA_GED = N_("With a Maryland GED, the high school GPA rule is treated as met (COMAR 13B.08.21.03). Confirm with your college.")
NONCREDIT_CERTIFICATE_COUNTED = N_("We count a noncredit vocational certificate program as a sequence of noncredit courses leading to certification. Your college confirms this.")
AID_NONCREDIT_NOT_NEEDED = N_("Your noncredit program or apprenticeship doesn't require the FAFSA or MHEC One-App, because a Pell Grant can't pay for it. Your college has its own application for noncredit students.")
AID_WORKFORCE_PELL = N_("Since July 2026 a federal Pell Grant (Workforce Pell) can pay for many short noncredit programs, and then the law asks you to file the FAFSA (or the MHEC One-App if you can't file a FAFSA). Your college's financial aid office knows whether a Pell Grant can pay for your program. Filing the FAFSA meets this rule either way, and it's free.")
AID_DEADLINE_PASSED = N_("The deadline to file the %(form)s for this award year was %(date)s. Ask your college's financial aid office whether it still accepts applications.")
AID_ONE_APP_UNSETTLED = N_("The MHEC One-App is meant for students who can't file a FAFSA, and the Promise rule names it for students who qualify under the Maryland Dream Act (§15-106.8). The law also accepts other State aid applications, so your college decides whether your One-App counts. If you can file a FAFSA, filing it meets this rule.")
FULL_COST_COVERED = N_("Other grants or scholarships already cover your full cost of attendance, so this award isn't needed. That's good news: your costs are covered.")
GPA_NONCREDIT = N_("The GPA rule covers credit-bearing coursework, and your program is noncredit.")
RENEWAL_GPA_MEETS = N_("Your cumulative GPA of %(gpa)s meets the %(min)s needed to keep the award.")
RENEWAL_GPA_EXTENUATING = N_("Your GPA of %(gpa)s is under %(min)s, but you can keep the award if your college accepts your evidence of extenuating circumstances (such as illness, disability, or a death in the family).")
RENEWAL_GPA_CONDITION = N_("Only if your college accepts your evidence of extenuating circumstances. Send it to the financial aid office early.")
RENEWAL_GPA_BELOW = N_("Your cumulative GPA of %(gpa)s is under the %(min)s needed to keep the award. If something serious got in the way, such as illness or a death in the family, ask your college about an appeal.")
ENROLLMENT_NONCREDIT = N_("Your program is noncredit, so the 6 credits don't apply as such: the law accepts their equivalent, as your college determines it. Ask your college what it counts.")
RENEWAL_CREDITS_BELOW = N_("You completed %(credits)s credits last semester; at least %(min)s are needed.")
RENEWAL_CREDITS_NOTE = N_("You completed %(credits)s credits last semester; keeping the award needs at least %(min)s completed each semester (or the equivalent your college sets for noncredit programs).")
PROGRESS_MET = N_("You are making satisfactory academic progress.")
PROGRESS_NOT_MET = N_("Keeping the award needs satisfactory academic progress toward your certificate or degree. Your financial aid office can tell you how to get back on track.")
DEGREE_EARNED = N_("The award ends when you earn your associate's degree. Congratulations on finishing!")
RENEWAL_YEARS_EITHER = N_("You first enrolled in %(first)s. The award can last %(years)s years if you first enrolled full-time, %(part_years)s if part-time: until %(end)s at least, after the %(award_year)s school year, unless you finish your associate's degree sooner.")
RENEWAL_YEARS_ENDED = N_("You first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, so it ends before the %(award_year)s school year starts.")
RENEWAL_YEARS_ENDS_AT_START = N_("You first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, when the %(award_year)s school year starts, so it can't pay for that year.")
RENEWAL_YEARS_ENDS_DURING = N_("You first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, during the %(award_year)s school year, so it may not pay for all of that year. It ends sooner if you finish your associate's degree.")
RENEWAL_YEARS_AFTER = N_("You first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, after the %(award_year)s school year, unless you finish your associate's degree sooner.")
RULE_COLLEGE_NAME = N_("The college you attend")
RULE_GPA_NAME = N_("Your GPA")
RULE_RENEWAL_GPA_NAME = N_("Your GPA to keep the award")
FILE_LISTING = N_("File the FAFSA or MHEC One-App for %(year)s, listing your college")
FILE_LISTING_UNPUBLISHED = N_("File the FAFSA or MHEC One-App for %(year)s, listing your college. MHEC hasn't published this year's deadline yet (the last one published was %(date)s, for %(last_year)s): file as early as you can.")
YOUR_COMMUNITY_COLLEGE = N_("your community college")
FILE_ANYWAY = N_("File the FAFSA anyway (or the MHEC One-App if you can't file a FAFSA): it is how you get a Pell Grant and other Maryland aid.")
WATCH_EMAIL = N_("Watch your email for messages from the college's financial aid office, and answer them quickly.")


def check_high_school(c: Ctx) -> Check:
    """Check graduation from a Maryland high school or GED, or the Delmar exception (§18-3603(b)(2))."""
    cite = "§18-3603(b)(2)"
    if c.renewal:
        return Check("high_school", NA, cite, _msg(HS_CHECKED_BEFORE))
    v = c.get("high_school")
    done = c.get("hs_completion_date")
    if done is not None and v not in ("other", "none"):
        # (b)(2): the applicant enrolls "after graduating". Finishing after the award year's
        # last month (June) leaves no term of that year to enroll in.
        finish = parse_month(done)
        if finish > dt.date(c.policy.year + 1, 6, 1):
            return Check("high_school", FAIL, cite, _msg(
                HS_AFTER_YEAR,
                month=MonthYear.of(finish), award_year=c.policy.label))
    # Finishing in the award year's second half (a junior now, graduating next June): only a
    # summer term of this award year would be left, so the year after is the one most such
    # students apply for; said beside the pass (a newcomer's finding: a junior told "likely
    # eligible" and to file this year's FAFSA, with no word of which year)
    late = done is not None and dt.date(c.policy.year + 1, 4, 1) <= parse_month(done) <= dt.date(c.policy.year + 1, 6, 1)
    late_note = _msg(LATE_FINISH, month=MonthYear.of(parse_month(done)), award_year=c.policy.label) if late else None
    if done is None and v in ("maryland", "maryland_ged"):
        # (b)(2): the applicant enrolls "after graduating": without the month, a student who
        # finishes after the award year (a freshman now) would pass (a newcomer's finding: a
        # freshman told "likely eligible" with no month asked). The month is asked, never assumed.
        return _unknown("high_school", cite, ["hs_completion_date"], HS_MONTH_UNKNOWN)
    if v in ("maryland", "maryland_ged") and late_note is not None:
        # (fix49e) no pass: for a junior (June of the award year's end) the only term of this award year
        # left after graduating is a summer, and §18-3603 doesn't say whether a summer term counts nor
        # which award year it belongs to; the year they will apply for (the next) isn't open. Never a
        # "likely eligible" for it (it was a pass with this note beside it): unknown, said why, the
        # college settles it (no answer of the student's is missing). Both faces show this check.
        return Check("high_school", UNKNOWN, cite, _with_note(_msg(HS_MARYLAND if v == "maryland" else HS_MARYLAND_GED), late_note),
                     unsettled=True)  # (fix49l: the law's, never "likely eligible if the college confirms")
    if v == "maryland":
        return Check("high_school", PASS, cite, _msg(HS_MARYLAND))
    if v == "maryland_ged":
        return Check("high_school", PASS, cite, _msg(HS_MARYLAND_GED))
    if v == "delmar_de":
        r = c.get("delmar_md_resident")
        if r is True and c.county and c.county != DELMAR_MD_COUNTY:
            # Delmar, Maryland lies in Wicomico County: the answers disagree, so no verdict either way.
            return Check("high_school", UNKNOWN, cite, _msg(
                DELMAR_ELSEWHERE,
                county=Msg.of(c.dir.county_name(c.county)) if c.county != OUTSIDE_MD else Msg.of(N_("another state"))))
        if r is True:
            return Check("high_school", UNKNOWN if late_note is not None else PASS, cite, _with_note(_msg(
                N_("Delmar High School (Delmar, Delaware) graduates who live in Delmar, Maryland, qualify.")), late_note),
                unsettled=late_note is not None)  # (fix49e: a junior, as above; fix49l: the law's)
        if r is False:
            return Check("high_school", FAIL, cite, _msg(
                N_("Delmar High School graduates qualify only if they live in Delmar, Maryland.")))
        return _unknown("high_school", cite, ["delmar_md_resident"])
    if v == "other":
        return Check("high_school", FAIL, cite, _msg(
            HS_OUTSIDE))
    if v == "none":
        return Check("high_school", FAIL, cite, _msg(
            HS_NONE))
    return _unknown("high_school", cite, ["high_school"])


def check_college(c: Ctx) -> Check:
    """Check the college is the home county's or region's, has residence halls, or the program isn't offered at home (§18-3603(a)(1), (b)(2))."""
    cite = "§18-3603(b)(2)"
    if c.renewal:
        return Check("college", NA, cite, _msg(COLLEGE_CHECKED_BEFORE))
    cid = c.get("college")
    college = c.dir.colleges.get(cid) if cid else None
    if college is not None and college.residential:
        return Check("college", PASS, cite, _msg(
            N_("%(college)s has on-campus housing, so students from any Maryland county can use the award there."),
            college=college.name))
    if c.county is None:
        why = zip_county_unsettled(c.get("zip")) if c.get("zip") else None
        if why is None:
            return _unknown("college", cite, ["county"])
        # A ZIP code that gives no county says so (never a silent blank), as the web and the chat do
        return Check("college", UNKNOWN, cite, why.with_note(_msg(
            COUNTY_NEEDED_AMBIGUOUS if lookup_zip(c.get("zip")).ambiguous else
            COUNTY_NEEDED_UNKNOWN)),
            ("county",))
    if c.county == OUTSIDE_MD:
        if college is None:
            return _unknown("college", cite, ["college"])
        names = ", ".join(x.name for x in c.dir.residential_colleges())
        return Check("college", FAIL, cite, _msg(
            COLLEGE_OUTSIDE_MD,
            names=names))
    home = c.dir.home_college(c.county)
    county_name = Msg.of(c.dir.county_name(c.county))  # a msgid: "Condado de Howard" in Spanish
    if college is None:
        # No college named yet: the screener's answer is the home college, where the award applies.
        return _assuming(Check("college", PASS, cite, _msg(
            HOME_COLLEGE_IS,
            home=home.name, county=county_name)), "college")
    if college.id == home.id:
        return Check("college", PASS, cite, _msg(
            COLLEGE_SERVES, college=college.name, county=county_name))
    if c.get("program_offered_locally", True) is False:
        return Check("college", PASS, "§18-3603(a)(1)(ii)", _msg(
            COLLEGE_NOT_OFFERED_HOME,
            home=home.name, college=college.name))
    names = ", ".join(x.name for x in c.dir.residential_colleges())
    return _assuming(Check("college", FAIL, cite, _msg(
        COLLEGE_OTHER_COUNTY,
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
    if (check.result != NA or check.citation == "§18-3603(c)(3)") and not c.renewal \
            and "enrolled_at_md_community_college" not in c.a and not c.in_high_school:
        return _assuming(check, "enrolled_at_md_community_college")
    return check


def _not_convertible(check_id: str, cite: str, note: Msg, c: "Ctx") -> Check:
    """Return the ``unknown`` check for a GPA on a scale that can't be converted (a weighted 5.0).

    No field is listed as missing (the GPA was given); the message asks for it again on the
    unweighted 4.0 scale (``asks``), unless it is another school system's grade, which the college
    evaluates.
    """
    return Check(check_id, UNKNOWN, cite, note, asks=c.get("gpa_scale", 4.0) not in OTHER_SYSTEMS)


DUAL_ENROLLMENT_NOTE = N_("You're still in high school, so your high school GPA counts. If you take dual-enrollment college classes, the law doesn't say whether your college GPA counts instead: ask your college.")


def _check_gpa(c: Ctx) -> Check:
    if c.renewal:
        return Check("gpa", NA, "§18-3603(b)(3)", _msg(N_("For renewals, the GPA rule for keeping the award applies instead.")))
    if c.gpa_exempt:
        # (c)(4)(i) has no Pell condition: the "unless" of (c)(4)(ii) is about the aid application.
        return Check("gpa", NA, "§18-3603(c)(4)(i)", _msg(
            N_("Noncredit vocational certificates, noncredit licensure courses and registered apprenticeships have no GPA requirement.")))
    cc_min = c.policy["cc_gpa_min"]
    hs_min = c.policy["hs_gpa_min"]
    enrolled = c.get("enrolled_at_md_community_college")
    # Still in high school: not yet "enrolled at a community college in the State" ((b)(3)(ii)),
    # so the high-school rule applies (README, "Derived, not asked"), even with a college GPA
    # given or a "yes" (API, roster, chat): that can only be dual enrollment, which the law doesn't
    # address, so the check notes it is the college's call (a dual-enrollment 2.4 ruled a senior
    # out on the 2.5 rule, a newcomer's finding). Only a plain "no" leaves the note out.
    derived = c.in_high_school and enrolled is not False
    dual = derived and (enrolled is True or "cc_gpa" in c.a)
    if enrolled is None:
        enrolled = "cc_gpa" in c.a
    if c.in_high_school:
        enrolled = False
    needs_program = [] if c.program else ["program"]
    if enrolled:
        cite = "§18-3603(b)(3)(ii)"
        if "cc_gpa" not in c.a:
            return _unknown("gpa", cite, ["cc_gpa"] + needs_program, CC_GPA_UNKNOWN)
        g, note = c.gpa4("cc_gpa")
        if g is None:
            return _not_convertible("gpa", cite, note, c)
        if g >= cc_min:
            return _converted(Check("gpa", PASS, cite, _with_note(_msg(
                CC_GPA_MEETS, gpa=Gpa(g), min=Gpa(cc_min)), note)), g, note)
        if needs_program:
            return _unknown("gpa", cite, needs_program)
        return _converted(Check("gpa", FAIL, cite, _with_note(_msg(
            CC_GPA_BELOW,
            gpa=Gpa(g), min=Gpa(cc_min)), note)), g, note)
    cite = "§18-3603(b)(3)(i)"
    waiver = _waiver_date(c)
    waiver_exists = c.policy["hs_gpa_waiver_years"] is not None  # (c)(3) applies from 2021-22
    if waiver is not None and c.application_date >= waiver:
        return Check("gpa", NA, "§18-3603(c)(3)", _msg(
            HS_GPA_WAIVED))
    if c.get("high_school") == "maryland_ged":
        # COMAR 13B.08.21.03 gives the GED as the alternative to the 2.3: a GPA from the years
        # before the GED is not the senior-year GPA (b)(3)(i) names, so it is not checked (legal audit D4).
        return Check("gpa", PASS, cite, _msg(
            HS_GPA_GED))
    if "hs_gpa" in c.a:
        g, conversion = c.gpa4("hs_gpa")
        if g is None:
            return _not_convertible("gpa", cite, conversion, c)
        note = _with_note(Msg.of(DUAL_ENROLLMENT_NOTE), conversion) if derived else conversion  # derived: not asked, still in high school (see Ctx.in_high_school)
        if g >= hs_min:
            return _converted(Check("gpa", PASS, cite, _with_note(_msg(
                HS_GPA_MEETS, gpa=Gpa(g), min=Gpa(hs_min)), note)), g, conversion)
        needs = needs_program + ([] if "hs_completion_date" in c.a or not waiver_exists else ["hs_completion_date"])
        if needs:
            return _unknown("gpa", cite, needs)
        waiver_msg = None if waiver is None else _msg(HS_GPA_WAIVED_ON, date=Day.of(waiver))
        below = _msg(HS_GPA_BELOW, gpa=Gpa(g), min=Gpa(hs_min))
        if c.in_high_school:
            # Before the end of senior year the GPA given is not yet the one (b)(3)(i) counts (at
            # the end of the first semester or of the year of senior year): still a fail (never a
            # false "eligible"), saying how it can change (a newcomer's finding: a senior's 2.29)
            below = _msg(HS_GPA_NOT_FINAL, gpa=Gpa(g), min=Gpa(hs_min))  # (the check's citation follows it)
            waiver_msg = None  # (5 years after a graduation still to come: not what matters now)
        return _converted(Check("gpa", FAIL, cite, _with_note(_with_note(below, note), waiver_msg)), g, conversion)
    needs = ([] if "hs_completion_date" in c.a or not waiver_exists else ["hs_completion_date"]) + ["hs_gpa"]
    check = _unknown("gpa", cite, needs, HS_GPA_UNKNOWN)
    return replace(check, message=_with_note(check.message, Msg.of(DUAL_ENROLLMENT_NOTE))) if dual else check


HS_GPA_NOT_FINAL = N_("Your high school GPA of %(gpa)s is below %(min)s. The GPA that counts is the one at the end of the first semester of your senior year or at the end of your senior year: if it reaches %(min)s by then, you meet this rule. Talk to your school counselor.")


# --- §18-3603(b)(4): income ----------------------------------------------------------------

HOUSEHOLD_WORDS = {
    "single": N_("a single applicant"),
    "single_parent": N_("a single-parent household"),
    "two_parent": N_("a two-parent household"),
    "married": N_("a married applicant"),
}


SINGLE_PARENTS_NOTE = N_("The law adds your parents' income to yours unless you are married (§18-3601), and it doesn't say how students on their own are treated: if your parents have income that isn't in this amount, ask your college's financial aid office which counts.")
AGI_UNKNOWN = N_("We need your household's income to check this rule: the adjusted gross income (AGI) on line 11 of the most recent federal tax return (Form 1040) of you and your parents, or you and your spouse. The parent who filed it, or your college's financial aid office, can help you find it.")
HS_GPA_UNKNOWN = N_("We need your unweighted high school GPA to check this rule. It's on your transcript; your school counselor can tell you.")
CC_GPA_UNKNOWN = N_("We need your community college GPA to check this rule. It's on your unofficial transcript in your college's student portal, or ask your college's advising office.")


INCOME_OVER = N_("%(agi)s is over the %(limit)s limit for %(who)s. The limit counts the combined adjusted gross income (AGI) of you and your parents, or you and your spouse.")

# (fix48e, a false "likely eligible") parents who live apart: §18-3601 combines the AGI of "the
# applicant and the applicant's parents" and doesn't say which parents; the FAFSA counts the parent
# who gave more financial support (and their spouse), which the household's income (``agi``) holds.
# The other parent's AGI, when the chat heard it, comes in the internal answer APART_PARENT_AGI (a
# number; APART_PAY_UNKNOWN when the parents were said to live apart and that parent's pay wasn't
# said). It is NO contract field: screener.answers.validate keeps only the contract's fields, so an
# API body (/api/v1/assess) or a roster can never set it; only the chat sets it (engine.run, from the
# conversation) and the chat's full-result link carries it in the web's own encrypted token
# (screener.token.load keeps it, screener.answers.internal_answers checks it); the chat's
# ``answers`` never show it. Counting that parent too would change the outcome (the parent lived
# with passes, both fail): the income check is unknown, the college's to decide, never a pass nor a
# fail (the law's ambiguity: avoid a false "eligible", never a wrong "no"). Both readings agreeing:
# as before. That parent's pay not known: the pass says the college may count both (one sentence).
APART_PAY_UNKNOWN = -1.0
PARENT_HOUSEHOLDS = ("single_parent", "two_parent")
# (fix50a) the FAFSA's rule said whole (2024-25 on): the parent who gave more financial support in the last 12
# months or, support equal, the one with the greater income and assets; "as the FAFSA does" was said of the amount
# read (the lower, fix49j), which equal support would not count
APART_UNSETTLED = N_("Your parents live apart. Counting one parent's income, your household income is %(agi)s, within the %(limit)s limit for %(who)s; adding your other parent's %(other)s makes %(total)s, over it. The law is unclear here: §18-3601 adds the income of “the applicant's parents” without saying which, while the FAFSA counts one parent: the one who gave you more financial support in the last 12 months or, if they gave equally, the one with the greater income and assets. Your college decides which counts: ask its financial aid office.")
APART_BOTH_MAY_COUNT = N_("Your parents live apart, and your college may read the law as counting both parents' income (§18-3601 says “the applicant's parents”), so ask its financial aid office whether your other parent's income is added.")
# (fix50k, a newcomer's finding) a single-parent household with nothing said of the other parent
# (the web form's "I live with one parent", an API body): "$55,000 is within the $100,000 limit"
# said nothing of the other parent. §18-3603(b)(4) sets the limit by the household and §18-3601
# adds "the applicant's parents" without saying whether one the student doesn't live with counts:
# a note on the pass, the college's to decide (no verdict change, never a "no"). Not when the chat
# heard that parent's pay (APART_PARENT_AGI: APART_UNSETTLED / APART_BOTH_MAY_COUNT, or none to add).
SINGLE_PARENT_OTHER_NOTE = N_("The limit counts your household's income (§18-3603(b)(4)), and the law doesn't say whether a parent you don't live with counts: your college decides, so ask its financial aid office whether your other parent's income is added.")


def apart_parent_agi(answers: dict, unknown: bool = False) -> float | None:
    """(fix48e) Return the AGI of the parent the applicant doesn't live with, as the internal answer
    :data:`APART_PARENT_AGI` holds it (:data:`APART_PAY_UNKNOWN`: the parents live apart, that pay
    not known), for a parent's household only (``unknown``: or a household not known yet, fix49k);
    None when there is none to weigh."""
    other = answers.get(APART_PARENT_AGI)
    household = answers.get("household")
    if not (household in PARENT_HOUSEHOLDS or (unknown and household is None)) \
            or isinstance(other, bool) or not isinstance(other, (int, float)):
        return None
    return float(other)


def check_income(c: Ctx) -> Check:
    """Check combined AGI is not more than the limit for the household type (§18-3603(b)(4))."""
    lo, hi = c.policy["income_limit_single"], c.policy["income_limit_married"]
    household, agi = c.get("household"), c.get("agi")
    if agi is None:
        return _unknown("income", "§18-3603(b)(4)", (["household"] if household is None else []) + ["agi"], AGI_UNKNOWN)
    if household is None:
        other = apart_parent_agi(c.a, unknown=True)
        if other is not None and other >= 0 and agi <= lo < agi + other:
            # (fix49k, a false "likely eligible") the other parent's pay held while the household is not
            # known ("her dad and I are divorced… I make 45k, her dad makes 80k"): one parent's income is
            # within every limit, both added are not, and which limit (and whether that pay counts) turns
            # on the household (a parent's household: APART_UNSETTLED). It passed "within the limit for
            # every household type" with the household never asked; now the household is needed
            return _unknown("income", "§18-3603(b)(4)", ["household"])
        if agi <= lo:
            return Check("income", PASS, "§18-3603(b)(4)", _msg(
                INCOME_WITHIN_EVERY, agi=Money(agi), limit=Money(lo)))
        if agi > hi:
            return Check("income", FAIL, "§18-3603(b)(4)", _msg(
                INCOME_OVER_HIGHEST, agi=Money(agi), limit=Money(hi)))
        return _unknown("income", "§18-3603(b)(4)", ["household"])
    single = household in ("single", "single_parent")
    limit = lo if single else hi
    cite = "§18-3603(b)(4)(i)" if single else "§18-3603(b)(4)(ii)"
    who = Msg.of(HOUSEHOLD_WORDS[household])
    other = apart_parent_agi(c.a)
    if other is not None and other >= 0 and agi <= limit < agi + other:
        # (fix48e) the two readings of "the applicant's parents" disagree: the college's call
        return Check("income", UNKNOWN, cite, _msg(APART_UNSETTLED, agi=Money(agi), limit=Money(limit), who=who,
                                                   other=Money(other), total=Money(agi + other)),
                     unsettled=True)  # (fix49l: the law's, never "likely eligible if the college confirms")
    if agi <= limit:
        # (a single applicant's parents: §18-3601 adds them to any unmarried applicant's AGI and
        # says nothing of students on their own, so a "single" income with no parents in it is
        # said to be the college's to weigh; a newcomer's finding)
        return Check("income", PASS, cite, _with_note(_msg(
            INCOME_WITHIN, agi=Money(agi), limit=Money(limit), who=who),
            Msg.of(SINGLE_PARENTS_NOTE) if household == "single"
            else Msg.of(APART_BOTH_MAY_COUNT) if other is not None and other < 0  # (fix48e)
            else Msg.of(SINGLE_PARENT_OTHER_NOTE) if household == "single_parent" and other is None  # (fix50k)
            else None))
    return Check("income", FAIL, cite, _msg(INCOME_OVER, agi=Money(agi), limit=Money(limit), who=who))


# --- §18-3601: whose income is combined -----------------------------------------------------
# "Combined income" is the applicant's with their parents' (an unmarried applicant) or with their
# spouse's (a married one). The chat reads whose pay a message gives; whose else counts is decided here.

# Each household type (the flow's choices) and the earners whose income is counted in it: two
# parents (or a parent and the step-parent married to them), the parent the student lives with, the
# applicant and a spouse, the applicant alone (the FAFSA then asks only about the student).
HOUSEHOLD_EARNERS = {
    "two_parent": ("parent", "parent"),
    "single_parent": ("parent",),
    "married": ("applicant", "spouse"),
    "single": ("applicant",),
}


def earner_counted(kind: str, household: str | None = None) -> bool:
    """(fix47a) Return whether an earner of ``kind`` ("applicant", "parent", "spouse"; any other kind,
    a relative or in-law, never) has their income counted in ``household`` (:data:`HOUSEHOLD_EARNERS`,
    §18-3601), or, ``household`` None, in some household. The chat reads words into the kind
    (screener/chat/understand.py); whose counts is decided here, once."""
    households = HOUSEHOLD_EARNERS.values() if household is None else (HOUSEHOLD_EARNERS.get(household, ()),)
    return any(kind in earners for earners in households)


def income_combined_with(household: str | None) -> str:
    """Return whose income §18-3601 adds to an applicant's of ``household``: "spouse" (married),
    "parents" (any other household, or one not yet known)."""
    return "spouse" if "spouse" in HOUSEHOLD_EARNERS.get(household, ()) else "parents"


def second_parent_counts(household: str | None, unknown: bool = True) -> bool:
    """Return whether ``household`` counts two earners' income (:data:`HOUSEHOLD_EARNERS`: two
    parents, a parent and step-parent, or the applicant and a spouse; §18-3601): a second parent's
    (or a spouse's) income is then combined too, one earner's pay said beside the other's added to
    it, never taken for the household's. False when it has one parent whose income counts, or none
    (``single_parent``, ``single``). A household not yet known gives ``unknown``: True (a second
    parent may count) unless the caller needs two earners known to count."""
    earners = HOUSEHOLD_EARNERS.get(household)
    return unknown if earners is None else len(earners) == 2


# (fix47a, a false "likely eligible") a student who says they are single ("I'm 25, single, I support
# myself and make 95k, my parents make 50k") stays a single applicant when their parents' pay is said
# beside it: "single" is the applicant's own status (§18-3603(b)(4)(i), "the applicant is single"),
# and §18-3601 combines an unmarried applicant's AGI with the parents' whatever the household, so the
# parents' pay is added to the single applicant's income, never read as a two-parent household's
# (the $150,000 limit of (b)(4)(ii) for $145,000: it was read back so). Said in the read-back, cited.
SINGLE_PARENTS_ADDED = N_("You said you're single, so the limit for a single applicant applies (§18-3603(b)(4)(i)). You're not married, so the law adds your parents' income to yours (§18-3601): I added it.")


def parents_added_to_own(household: str | None) -> bool:
    """Return whether ``household`` is the applicant's own (:data:`HOUSEHOLD_EARNERS`: the applicant
    counted, no spouse) and unmarried, so parents' pay said beside it is combined into its income
    (:func:`income_combined_with`, §18-3601) while the household stays the one said, its limit the
    single applicant's (§18-3603(b)(4)(i)): the parents named never make it a two-parent household
    (:data:`SINGLE_PARENTS_ADDED`). False for a married applicant (parents' pay not combined,
    :data:`NOT_COMBINED` "married"), a parent's household, or one not known."""
    return "applicant" in HOUSEHOLD_EARNERS.get(household, ()) and income_combined_with(household) == "parents"


# Whose income is never combined, whatever the household: §18-3601 counts the applicant's parents
# (or spouse) and no one else; the parents counted are those the student lives with (the FAFSA's
# household: a parent, or an ex-spouse, living apart is not); the AGI is taxable income only (child
# support received and SSI are not). Each kind of earner or income, as the chat reads it from words
# (screener/chat/understand.py), and why it isn't added, said to the student. Any kind not here (a
# parent, a step-parent married to one, a spouse, the applicant) counts.
NOT_COMBINED = {
    # a grandparent, another relative, a boyfriend or girlfriend (a parent's too), a writer who is no parent (§18-3601)
    "relative": N_("The law counts your parents' income (or your spouse's), not a grandparent's, another relative's or a boyfriend's or girlfriend's, so I didn't add that income."),
    # a parent who doesn't live with the student, an ex-spouse: no one of the household (FAFSA). (fix46k,
    # a newcomer's finding) Said by the FAFSA's rule, as the web's household page says it: the parent
    # who gave more financial support counts, taken to be the one lived with, and the student asked
    # to say otherwise (divorced parents' pay each is asked, screener/chat/understand.py APART_WHICH)
    "apart": N_("With parents who don't live together, the FAFSA counts the parent who gave you more financial support in the last 12 months (and their spouse, if they remarried). I took that to be the parent you live with, so I didn't add the income of the parent who doesn't live with you. If that parent gave you more support, or your parents are married to each other, tell me."),
    # child support received: no part of the AGI (§18-3601's combined AGI)
    "child_support": N_("Child support you receive isn't part of the household income (AGI), so I didn't add it."),
    # SSI (Supplemental Security Income): not taxable, no part of the AGI
    "ssi": N_("SSI isn't taxable income, so it isn't part of the adjusted gross income (AGI), and I didn't add it."),
    # (fix42h) a tax refund received: no income, no part of the AGI
    "refund": N_("A tax refund isn't income, so it isn't part of the household income (AGI), and I didn't add it."),
    # (fix46a) a married student's parents, in-laws or other relatives: the AGI is the applicant's and
    # the spouse's alone (§18-3601, "the applicant and the applicant's spouse if the applicant is married")
    "married": N_("You're married, so the law counts only your income and your spouse's, not your parents' (§18-3601). I didn't add that income."),
}


# (fix48b) Social Security benefits (retirement, survivors', SSDI) are taxable only in part, and often
# not at all at a lower income (26 U.S.C. §86): how much of them is in the AGI only the tax return tells.
# Never counted whole as the AGI (it read "my mom gets social security, 1,400 a month" as $16,800 of AGI)
# nor left out as SSI is: the AGI itself is asked (line 11 of Form 1040)
SOCIAL_SECURITY_PART = N_("Social Security benefits are taxable only in part, and often not at all at a lower income, so they may not be part of the adjusted gross income (AGI), and I didn't count them as it.")


def income_counted(kind: str) -> bool:
    """Return False when an earner or income of ``kind`` (as the chat reads it) is never combined
    into the household's income (:data:`NOT_COMBINED`), else True."""
    return kind not in NOT_COMBINED


def not_combined_why(kind: str) -> str | None:
    """Return why an earner or income of ``kind`` isn't combined (a msgid, :data:`NOT_COMBINED`), else None."""
    return NOT_COMBINED.get(kind)


# A student still in high school almost always has their parents' income combined (§18-3601): the
# household "single" (on their own, the FAFSA asking only about them) is read back with why.
SINGLE_IN_HIGH_SCHOOL = N_("You're still in high school, so your parents' income almost always counts too. “I am single and support myself” is only for students who were in foster care at 13 or older, are wards of the court, or whose parents have both died.")


# (fix40h) a student who says they are this old or older answers the FAFSA for themself alone,
# whatever the dates kept say of their schooling: "single" isn't asked back for high school. The
# FAFSA's independence by age (Higher Education Act §480(d)(1)(A): born before Jan 1 of the year 24
# years before the award year's first calendar year) counts age at Dec 31 of the award year's first
# year; the age said today is used, so a 23-year-old turning 24 this year is still asked back (safe)
INDEPENDENT_AGE = 24


def independent_by_age(age: int | None) -> bool:
    """(fix53r1) Return True when a student who said their own ``age`` answers the FAFSA for themself by age alone
    (:data:`INDEPENDENT_AGE` or more); False for no age said. The one place this rule lives: the chat asks it."""
    return age is not None and age >= INDEPENDENT_AGE


def single_household_why(answers: dict, on: dt.date | None, age: int | None = None) -> str | None:
    """Return why the household "single" is asked back of a student still in high school on ``on``
    (:data:`SINGLE_IN_HIGH_SCHOOL`; their parents' income counts, §18-3601), else None; None too
    for a student who said their ``age`` is :data:`INDEPENDENT_AGE` or more."""
    if independent_by_age(age):
        return None
    return SINGLE_IN_HIGH_SCHOOL if on is not None and in_high_school(answers, on) else None


LIMIT_HOUSEHOLDS = {  # who a limit is for, while the household type isn't known yet
    "income_limit_single": N_("a single applicant or a single-parent household"),
    "income_limit_married": N_("a married applicant or a two-parent household"),
}
NEAR_LIMIT = N_("The income limit for %(who)s is %(limit)s, so the exact amount matters here: answer “yes” only if %(agi)s is your AGI exactly, from the tax return (line 11 of Form 1040).")
# The same on the web's income page, which has no "yes" to answer: the amount read is filled in
# and Continue keeps it (a newcomer's finding: "150" on the page said to answer “yes”)
NEAR_LIMIT_PAGE = N_("The income limit for %(who)s is %(limit)s, so the exact amount matters here: continue only if %(agi)s is your AGI exactly, from the tax return (line 11 of Form 1040). If it isn't, type the exact amount.")


def income_limit_names(household: str | None) -> tuple[str, ...]:
    """Return the policy's income limit(s) that apply to ``household`` (§18-3603(b)(4)): the single
    one for a single student or a single parent's household, the married one for a married
    applicant or two parents, both while the household isn't known. (fix47m) the one place this
    choice is made: :func:`income_limit_near`, :func:`income_range_limit` and the chat's
    read-back margins (engine._amount_in_words_plain) ask it; no face re-derives it."""
    if household is None:
        return ("income_limit_single", "income_limit_married")
    return ("income_limit_single",) if household in ("single", "single_parent") else ("income_limit_married",)


def household_income_limit(household: str | None, policy) -> float:
    """Return the income limit for ``household`` (:func:`income_limit_names`), the lower one while
    the household isn't known."""
    return min(policy[name] for name in income_limit_names(household))


def apart_unsure_counted(lived: float, other: float, household: str | None, policy) -> float:
    """(fix53c) Return which of two parents' pays (they live apart) is counted as the household's income when the
    student doesn't know which parent gave more financial support: ``lived``, the pay of the parent the student
    said they live with (read back as such, never the other's lower pay picked for a kinder verdict), unless that
    pay alone is over the household's limit (:func:`household_income_limit`) and ``other`` is within it: then
    ``other``, so :func:`check_income` weighs the readings that disagree (APART_UNSETTLED: the college's call),
    never a "likely not eligible" from a support the student didn't know."""
    limit = household_income_limit(household, policy)
    return float(other) if lived > limit >= other else float(lived)


def income_limit_near(answers: dict, policy, said: str = NEAR_LIMIT) -> Msg | None:
    """Return what to tell a student whose income, said as an approximation ("about 100k"), lies
    within the policy's ``income_limit_near_margin`` of the limit for their household type (of
    either limit while the type isn't known), else None. The limits are "not more than"
    (§18-3603(b)(4)): a rounded amount that close could be on either side of one, so the limit is
    named and the exact AGI asked for before the amount counts. ``said``: the wording, the chat's
    (:data:`NEAR_LIMIT`, answered "yes") or the web page's (:data:`NEAR_LIMIT_PAGE`, Continue)."""
    agi, household = answers.get("agi"), answers.get("household")
    margin = policy["income_limit_near_margin"]
    if agi is None or margin is None:
        return None
    names = income_limit_names(household)
    for name in names:
        limit = policy[name]
        if abs(float(agi) - limit) <= margin * limit:
            who = Msg.of(LIMIT_HOUSEHOLDS[name] if household is None else HOUSEHOLD_WORDS[household])
            return _msg(said, who=who, limit=Money(limit), agi=Money(agi))
    return None

# fix48a (issue #8: a read-back costs the student a message): a value said as a guess ("i think 3.2",
# "9 credits i think", "3.2 creo") is kept without a read-back, said back ("Got it. …: 3.2.") so a
# misreading shows, unless it lies this close above its rule's minimum: a guess that close could be on
# either side of it (a "2.5 i think" may be a 2.29), and kept unasked it could give a false "likely
# eligible", so it is read back as before. A GPA: 0.2 over the minimum on the 4.0 scale (2.5 and under
# for the high school's 2.3, 2.7 and under for the college's 2.5; tests/chat's labels read back a guessed
# 2.5 at the high school and a guessed 2.7 in college); credits: the minimum itself ("6 i think").
# Under the minimum the value rules the student out and is read back anyway. A field not named here
# (a guessed year, a count of people) keeps its read-back.
GUESS_MARGINS = {"hs_gpa": ("hs_gpa_min", 0.2), "cc_gpa": ("cc_gpa_min", 0.2),
                 "credits_per_semester": ("min_credits_per_semester", 0)}


def guess_near_limit(field_id: str, answers: dict, policy) -> bool:
    """Return True when ``answers[field_id]``, said as a guess, is to be read back before it is kept:
    within :data:`GUESS_MARGINS` above its rule's minimum or under it, a field with no margin, a GPA
    on a scale other than 4.0 (converted or not convertible) or above 4.0 (fix48a)."""
    if field_id not in GUESS_MARGINS or answers.get(field_id) is None:
        return True
    if field_id in ("hs_gpa", "cc_gpa") and float(answers.get("gpa_scale") or 4.0) != 4:
        return True
    key, margin = GUESS_MARGINS[field_id]
    try:
        value = float(answers[field_id])
    except (TypeError, ValueError):
        return True
    if field_id in ("hs_gpa", "cc_gpa") and value > 4:
        return True
    return round(value - margin, 9) <= float(policy[key])


# (fix49g, a newcomer's false "likely eligible") a GPA said as two figures, alternatives on both sides of
# its rule's minimum ("2.3 maybe 2.2 idk", "2.3 o tal vez 2.2, no sé"): no figure of it is a GPA (the
# first was read back as "GPA: 2.3", and a "yes" kept it); a best guess can't settle it either, as an
# income range across its limit can't (RANGE_ACROSS): the exact GPA is asked, where it is found
GPA_RANGE_ACROSS = N_("The minimum GPA is %(minimum)s, and %(low)s or %(high)s is on both sides of it, so the exact GPA decides. What is it exactly? Your transcript or your school's online portal shows it, or your counselor can tell you.")


def gpa_range_limit(field_id: str, low: float, high: float, answers: dict, policy) -> Msg | None:
    """Return :data:`GPA_RANGE_ACROSS` when a GPA said as two figures from ``low`` to ``high`` (on
    the 4.0 scale) lies on both sides of the minimum of ``field_id``'s rule (:data:`GUESS_MARGINS`:
    the high school's or the college's GPA; "at least", so the minimum itself passes), else None."""
    if field_id not in ("hs_gpa", "cc_gpa") or float(answers.get("gpa_scale") or 4.0) != 4:
        return None
    minimum = float(policy[GUESS_MARGINS[field_id][0]])
    low, high = min(low, high), max(low, high)
    if low < minimum <= high <= 4:
        return _msg(GPA_RANGE_ACROSS, minimum=Gpa(minimum), low=Gpa(low), high=Gpa(high))
    return None


# (fix49m, a false "likely eligible") a GPA said to be a little under a figure ("around 2.3 maybe a
# little lower", "not quite 2.3", "casi 2.3", "below 2.3", "como 2.3, tal vez un poco menos"): read as
# the figure, 2.3 passed. The GPA lies from the figure less its GUESS_MARGINS margin up to (not at) the
# figure; a minimum at or over the low end is on both sides of it or over it: no figure is kept, the
# exact GPA is asked, never a "no" either (it is the student's hedge, not their answer)
GPA_UNDER_NEAR = N_("The minimum GPA is %(minimum)s, so whether it is %(gpa)s or a little under decides. What is it exactly? Your transcript or your school's online portal shows it, or your counselor can tell you.")


def gpa_under_limit(field_id: str, figure: float, answers: dict, policy) -> Msg | None:
    """Return :data:`GPA_UNDER_NEAR` when a GPA said to be a little under ``figure`` (on the 4.0
    scale) may be under the minimum of ``field_id``'s rule: the figure less its :data:`GUESS_MARGINS`
    margin is under the minimum (the GPA itself is under the figure), else None (fix49m)."""
    if field_id not in ("hs_gpa", "cc_gpa") or float(answers.get("gpa_scale") or 4.0) != 4 or not 0 < figure <= 4:
        return None
    key, margin = GUESS_MARGINS[field_id]
    minimum = float(policy[key])
    if round(figure - margin, 9) < minimum:
        return _msg(GPA_UNDER_NEAR, minimum=Gpa(minimum), gpa=Gpa(figure))
    return None


# (fix47d) an income said as a range ("between 90 and 110k"): no figure of it is kept (tests/chat's
# labels: a range is asked again); what the range says of the household's limit is told with the ask
RANGE_ACROSS = N_("The income limit for %(who)s is %(limit)s, and between %(low)s and %(high)s is on both sides of it, so the exact amount decides. What is the AGI exactly, from line 11 of the federal tax return (Form 1040)? If you can't find it, the parent who filed it or your college's financial aid office can help.")
RANGE_UNDER = N_("Between %(low)s and %(high)s is under the income limit for %(who)s, %(limit)s, at either end. Still, give me one number, your best guess, for the year.")
RANGE_OVER = N_("Between %(low)s and %(high)s is over the income limit for %(who)s, %(limit)s, at either end, so the exact amount matters. What is the AGI exactly, from line 11 of the federal tax return (Form 1040)?")


def income_range_limit(low: float, high: float, answers: dict, policy) -> Msg | None:
    """Return what to tell a student whose income is said as a range from ``low`` to ``high``, by
    the income limit for their household type (either limit while the type isn't known; the limits
    are "not more than", §18-3603(b)(4)): a limit inside it (:data:`RANGE_ACROSS`, ``low`` may pass
    and ``high`` not), the whole range under it (:data:`RANGE_UNDER`) or over it
    (:data:`RANGE_OVER`); None for a range between the two limits while the type isn't known."""
    household = answers.get("household")
    names = income_limit_names(household)

    def said(text, name):
        who = Msg.of(LIMIT_HOUSEHOLDS[name] if household is None else HOUSEHOLD_WORDS[household])
        return _msg(text, who=who, limit=Money(policy[name]), low=Money(low), high=Money(high))

    across = next((name for name in names if low <= policy[name] < high), None)
    if across is not None:
        return said(RANGE_ACROSS, across)
    if all(high <= policy[name] for name in names):
        return said(RANGE_UNDER, min(names, key=lambda name: policy[name]))
    if all(low > policy[name] for name in names):
        return said(RANGE_OVER, max(names, key=lambda name: policy[name]))
    return None


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
            NONCREDIT_CERTIFICATE_COUNTED))
    credits = c.get("credits_per_semester")
    cite = S3604 if c.renewal else "§18-3603(b)(5)(i)1"
    if credits is None:
        return _unknown("enrollment", cite_base, ([] if p else ["program"]) + ["credits_per_semester"])
    if credits >= minimum:
        return Check("enrollment", PASS, cite, _msg(
            N_("%(credits)s credits a semester meets the %(min)s-credit minimum."), credits=credits, min=minimum))
    if p is None:
        return _unknown("enrollment", cite_base, ["program"])
    under = (N_("%(credits)s credit a semester is under the %(min)s-credit minimum. Taking %(min)s or more credits each semester would meet this rule.")
             if credits == 1 else
             N_("%(credits)s credits a semester is under the %(min)s-credit minimum. Taking %(min)s or more credits each semester would meet this rule."))
    return Check("enrollment", FAIL, cite, _msg(under, credits=credits, min=minimum))


# --- §18-3603(b)(6), (c)(4)(ii): aid application ------------------------------------------------


def check_aid_application(c: Ctx) -> Check:
    """Check a timely FAFSA, or another State aid application such as the MHEC One-App (§18-3603(b)(6), (c)(4)(ii)).

    Contract reading: a noncredit program's Pell status unknown (``noncredit_pell_eligible``
    absent) exempts no one; only an explicit "a Pell Grant can't pay for it" does.
    """
    if c.aid_exempt:
        return Check("aid_application", NA, "§18-3603(c)(4)(ii)", _msg(
            AID_NONCREDIT_NOT_NEEDED))
    v = c.get("aid_application")
    pell_unknown = c.program in NONCREDIT and "noncredit_pell_eligible" not in c.a
    if pell_unknown and v in (None, "none"):
        return Check("aid_application", UNKNOWN, "§18-3603(c)(4)(ii)", _msg(
            AID_WORKFORCE_PELL),
            ("noncredit_pell_eligible",) + (("aid_application",) if v is None else ()))
    return _check_aid_application(c, v)


def filing_deadline(day: dt.date, policy) -> tuple:
    """Return (deadline, late) for an aid application filed on ``day`` in ``policy``'s award year:
    the published FAFSA/One-App deadline (None when none is published) and whether ``day`` is after
    it (None without one). The one place the rule compares a day with the deadline (§18-3603(b)(6))."""
    deadline = policy["aid_application_deadline"]
    if not deadline:
        return None, None
    deadline = dt.date.fromisoformat(deadline)
    return deadline, day > deadline


def _filed_by(c: Ctx, form_name: Msg, cite: str):
    """Return the pass or fail of a FAFSA or One-App filer against the published deadline.

    With no published deadline the message never says "on time": it says to file by the
    college's deadline (none published for the award year in ``policy.yaml``).
    """
    deadline, late = filing_deadline(c.application_date, c.policy)
    if late:
        return Check("aid_application", FAIL, cite, _msg(
            AID_DEADLINE_PASSED,
            form=form_name, date=Day.of(deadline)))
    if deadline:
        return Check("aid_application", PASS, cite, _msg(
            FILING_BY,
            form=form_name, date=Day.of(deadline)))
    return Check("aid_application", PASS, cite, _msg(
        FILING_UNPUBLISHED,
        form=form_name, year=c.policy.label))


FAFSA, ONE_APP = N_("FAFSA"), N_("MHEC One-App")


def _check_aid_application(c: Ctx, v) -> Check:
    if v == "fafsa":
        return _filed_by(c, Msg.of(FAFSA), S3604 if c.renewal else "§18-3603(b)(6)(i)")
    if v == "one_app":
        cite = S3604 if c.renewal else "§18-3603(b)(6)(ii)"
        d = c.get("dream_act")
        if d is None:
            return _unknown("aid_application", cite, ["dream_act"])
        if d is False:
            # (b)(6)(i) also accepts "any other applications for any State ... financial aid":
            # whether the One-App counts for a student outside §15-106.8 is for the college.
            return Check("aid_application", UNKNOWN, "§18-3603(b)(6)", _msg(
                AID_ONE_APP_UNSETTLED))
        return _filed_by(c, Msg.of(ONE_APP), cite)
    if v == "none":
        if c.program is None:
            return _unknown("aid_application", "§18-3603(b)(6)", ["program"])
        return Check("aid_application", FAIL, S3604 if c.renewal else "§18-3603(b)(6)", _msg(
            AID_NONE))
    return _unknown("aid_application", "§18-3603(b)(6)", ["aid_application"])


# --- §18-3603(c)(1), (c)(2) ---------------------------------------------------------------------


def check_full_cost_scholarship(c: Ctx) -> Check:
    """Check other grants don't already cover the full cost of attendance (§18-3603(c)(1))."""
    cite = "§18-3603(c)(1)"
    v = c.get("full_cost_scholarship")
    if v is True:
        return Check("full_cost_scholarship", FAIL, cite, _msg(
            FULL_COST_COVERED))
    if v is False:
        return Check("full_cost_scholarship", PASS, cite, _msg(
            NOT_COVERED))
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
        return Check("prior_degree", PASS, cite, _msg(NO_DEGREE_YET))
    return _unknown("prior_degree", cite, ["prior_degree"])


# --- §18-3604: keeping the award (renewals) -------------------------------------------------------


def check_renewal_gpa(c: Ctx) -> Check:
    """Check a 2.5 cumulative GPA, or evidence of extenuating circumstances (§18-3604)."""
    check = _check_renewal_gpa(c)
    if check.result in (PASS, FAIL) and "cc_gpa" in c.a:
        check = _converted(check, *c.gpa4("cc_gpa"))
    return check


def _check_renewal_gpa(c: Ctx) -> Check:
    if c.program in NONCREDIT_NO_CREDIT_GPA:
        return Check("renewal_gpa", NA, S3604, _msg(
            GPA_NONCREDIT))
    minimum = c.policy["cc_gpa_min"]
    if "cc_gpa" not in c.a:
        return _unknown("renewal_gpa", S3604, ["cc_gpa"], CC_GPA_UNKNOWN)
    g, note = c.gpa4("cc_gpa")
    if g is None:
        return _not_convertible("renewal_gpa", S3604, note, c)
    if g >= minimum:
        return Check("renewal_gpa", PASS, S3604, _with_note(_msg(
            RENEWAL_GPA_MEETS, gpa=Gpa(g), min=Gpa(minimum)), note))
    ext = c.get("extenuating_circumstances")
    if ext is True:
        return Check("renewal_gpa", PASS, S3604, _with_note(_msg(
            RENEWAL_GPA_EXTENUATING,
            gpa=Gpa(g), min=Gpa(minimum)), note),
            condition=_msg(RENEWAL_GPA_CONDITION))
    if ext is False:
        return Check("renewal_gpa", FAIL, S3604, _with_note(_msg(
            RENEWAL_GPA_BELOW,
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
    if c.program == "noncredit_vocational_certificate":
        # §18-3604: 6 credits "or their equivalent, as determined by the community college".
        return Check("renewal_credits", PASS, S3604, _msg(
            ENROLLMENT_NONCREDIT))
    done = c.get("credits_completed_last_semester")
    if done is None:
        return _unknown("renewal_credits", S3604, ["credits_completed_last_semester"])
    if done >= minimum:
        return Check("renewal_credits", PASS, S3604, _msg(
            RENEWAL_CREDITS_BELOW, credits=done, min=minimum))
    if c.program is None:
        return _unknown("renewal_credits", S3604, ["program"])
    return Check("renewal_credits", FAIL, S3604, _msg(
        RENEWAL_CREDITS_NOTE,
        credits=done, min=minimum))


def check_satisfactory_progress(c: Ctx) -> Check:
    """Check satisfactory academic progress toward the credential (§18-3604)."""
    v = c.get("satisfactory_progress")
    if v is True:
        return Check("satisfactory_progress", PASS, S3604, _msg(PROGRESS_MET))
    if v is False:
        return Check("satisfactory_progress", FAIL, S3604, _msg(
            PROGRESS_NOT_MET))
    return _unknown("satisfactory_progress", S3604, ["satisfactory_progress"])


def _duration_settled(c: Ctx) -> bool:
    """Return True when the award lasts past the award year whether the student first enrolled
    full-time or part-time: the shorter, full-time limit (3 years after first enrolling) ends on
    or after July 1 after the award year (§18-3604; part-time associate's: 6 years)."""
    first = c.get("first_enrolled")
    if first is None:
        return False
    first = parse_month(first)
    return first.replace(year=first.year + _shorter_limit(c)) >= dt.date(c.policy.year + 1, 7, 1)


def _shorter_limit(c: Ctx) -> int:
    """Return the shorter of the full-time and part-time associate's limits, in years."""
    return min(int(c.policy["award_years_limit"]), int(c.policy["award_years_limit_part_time_associate"]))


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
            DEGREE_EARNED))
    needs = []
    if c.get("first_enrolled") is None:
        needs.append("first_enrolled")
    if c.program is None:
        needs.append("program")
    elif c.program == "associate" and c.get("enrollment_status") is None and not _duration_settled(c):
        # Full-time or part-time at first enrolment decides only when the shorter (full-time)
        # limit ends before the award year does: a student who first enrolled within that limit
        # keeps the award either way, and isn't asked (the web form and the chat alike)
        needs.append("enrollment_status")
    if needs:
        return _unknown("award_duration", S3604, needs)
    part_time_assoc = c.program == "associate" and c.get("enrollment_status") == "part_time"
    years = int(c.policy["award_years_limit_part_time_associate" if part_time_assoc else "award_years_limit"])
    first = parse_month(c.get("first_enrolled"))
    end = first.replace(year=first.year + years)
    fall = dt.date(c.policy.year, 9, 1)
    over = dt.date(c.policy.year + 1, 7, 1)  # the award year ends June 30
    if c.program == "associate" and c.get("enrollment_status") is None:
        # (only when :func:`_duration_settled`: the shorter limit outlasts the award year)
        end = first.replace(year=first.year + _shorter_limit(c))
        return Check("award_duration", PASS, S3604, _msg(
            RENEWAL_YEARS_EITHER,
            first=MonthYear.of(first), years=years, part_years=int(c.policy["award_years_limit_part_time_associate"]),
            end=MonthYear.of(end), award_year=c.policy.label))
    said = {"first": MonthYear.of(first), "years": years, "end": MonthYear.of(end), "award_year": c.policy.label}
    # One sentence for each place the end falls against the award year (a newcomer's finding: "until
    # September 2027, which is before the 2027-2028 school year", said of the month it starts)
    if end < fall:
        return Check("award_duration", FAIL, S3604, _msg(
            RENEWAL_YEARS_ENDED,
            **said))
    if end == fall:
        return Check("award_duration", FAIL, S3604, _msg(
            RENEWAL_YEARS_ENDS_AT_START,
            **said))
    if end < over:
        return Check("award_duration", PASS, S3604, _msg(
            RENEWAL_YEARS_ENDS_DURING,
            **said))
    return Check("award_duration", PASS, S3604, _msg(
        RENEWAL_YEARS_AFTER,
        **said))


@dataclass(frozen=True)
class Rule:
    """One statute rule in the registry: its check id, the paragraph it rests on, a short
    title (a msgid) and the pure function ``Ctx -> Check`` that applies it.

    A check's own ``citation`` may be narrower (``§18-3603(b)(4)(i)`` for a single applicant)
    or another paragraph that decided it (the (c)(3) waiver for ``gpa``).
    """

    id: str
    citation: str
    title: str
    check: Callable
    renewal_only: bool = False


# Every rule, in the order the result lists them (and the contract names them).
RULES = (
    Rule("in_state_tuition", "§18-3603(b)(1)", N_("In-state tuition"), check_in_state_tuition),
    Rule("high_school", "§18-3603(b)(2)", N_("A Maryland high school diploma or GED"), check_high_school),
    Rule("college", "§18-3603(a)(1), (b)(2)", RULE_COLLEGE_NAME, check_college),
    Rule("gpa", "§18-3603(b)(3), (c)(3), (c)(4)(i)", RULE_GPA_NAME, check_gpa),
    Rule("income", "§18-3603(b)(4)", N_("Household income"), check_income),
    Rule("enrollment", "§18-3603(b)(5)", N_("Credits a semester, or a license or apprenticeship program"), check_enrollment),
    Rule("aid_application", "§18-3603(b)(6), (c)(4)(ii)", N_("A financial aid application on time"), check_aid_application),
    Rule("full_cost_scholarship", "§18-3603(c)(1)", N_("Other aid doesn't cover the full cost"), check_full_cost_scholarship),
    Rule("prior_degree", "§18-3603(c)(2)", N_("No college degree yet"), check_prior_degree),
    Rule("renewal_gpa", S3604, RULE_RENEWAL_GPA_NAME, check_renewal_gpa, renewal_only=True),
    Rule("renewal_credits", S3604, N_("Credits completed last semester"), check_renewal_credits, renewal_only=True),
    Rule("satisfactory_progress", S3604, N_("Satisfactory academic progress"), check_satisfactory_progress, renewal_only=True),
    Rule("award_duration", S3604, N_("How long the award lasts"), check_award_duration, renewal_only=True),
)
REGISTRY = {r.id: r for r in RULES}
# (fix52e) the rule that reads an answer, for a face to say why an answer given wasn't kept when that
# rule is met or doesn't apply without it (a Maryland GED's high school GPA, COMAR 13B.08.21.03; the
# 5-year waiver, §18-3603(c)(3)): the rule's own check says why, never re-derived by the face
# (the college GPA is not here: dropped while the enrollment is unanswered, it is asked again later)
RULE_OF_FIELD = {"hs_gpa": "gpa"}
NEW_CHECKS = tuple(r.id for r in RULES if not r.renewal_only)
RENEWAL_CHECKS = tuple(r.id for r in RULES)
CHECKS = {r.id: r.check for r in RULES}


_NEW_RULES = tuple(r for r in RULES if not r.renewal_only)


def rules_for(renewal: bool) -> tuple:
    """Return the :class:`Rule` objects that apply to a new applicant or to a renewal."""
    return RULES if renewal else _NEW_RULES


def outcome(checks: list) -> tuple:
    """Return ``(status, missing, assumed)`` from the checks, apart from any rule.

    Any ``fail`` makes it likely_ineligible; otherwise any field still needed or any
    ``unknown`` check makes it needs_more_info; otherwise likely_eligible (a ``pass`` with a
    ``condition`` is still a pass: the condition is shown with it). ``missing`` and
    ``assumed`` list fields in the order the checks name them, once each.
    """
    missing, assumed = [], []
    for ch in checks:
        missing.extend(f for f in ch.needs if f not in missing)
        assumed.extend(f for f in ch.assumed if f not in assumed)
    if any(ch.result == FAIL for ch in checks):
        status = INELIGIBLE
    elif missing or any(ch.result == UNKNOWN for ch in checks):
        status = MORE_INFO
    else:
        status = ELIGIBLE
    return status, missing, assumed


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
    what = Msg.of(FILE_LISTING, year=c.policy.label)
    if fact.value is None and fact.last_known:
        # Not published yet: show the last published deadline, marked as such (never used to fail a filer).
        last_year, last_date = fact.last_known
        what = Msg.of(
            FILE_LISTING_UNPUBLISHED,
            year=c.policy.label, date=Day.of(dt.date.fromisoformat(last_date)), last_year=f"{last_year}-{last_year + 1}")
    out = [] if c.aid_exempt else [{  # (c)(4)(ii): no FAFSA or One-App asked of this student
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
    cname = college.name if college else Msg.of(YOUR_COMMUNITY_COLLEGE)
    aid = next((ch for ch in checks if ch.id == "aid_application"), None)
    one_app = c.get("aid_application") == "one_app" or c.get("dream_act") is True
    steps = []
    if status == INELIGIBLE and not c.renewal:
        if c.get("prior_degree") == "bachelor":
            # A Pell Grant is for students without a bachelor's degree (20 U.S.C. 1070a(c)(1)).
            steps.append(Msg.of(N_("Ask %(college)s's financial aid office which grants, scholarships or employer programs are open to students who already have a bachelor's degree."), college=cname))
            return steps
        if c.in_high_school and [ch.id for ch in checks if ch.result == FAIL] == ["gpa"]:
            # only a senior's GPA, not yet the one the law counts (§18-3603(b)(3)(i)): how it can change
            steps.append(Msg.of(GPA_CAN_CHANGE, min=Gpa(c.policy["hs_gpa_min"])))
        steps.append(Msg.of(FILE_ANYWAY))
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
    steps.append(Msg.of(WATCH_EMAIL))
    if status == ELIGIBLE:
        steps.append(FUNDING_LIMITED)
    return steps


GPA_CAN_CHANGE = N_("Your GPA can still change. Ask your school counselor what it will be at the end of the first semester of your senior year and at the end of your senior year: if either one is at least %(min)s, check again then.")

# §18-3604: awards depend on funding. Every likely-eligible result says so (API, roster, chat, web).
FUNDING_LIMITED = Msg.of(N_("Awards are limited by State funding (§18-3604). First awards go to the students with the greatest financial need. In later years, priority goes to students who already have the award, then to students taking 12 or more credits (or a licensure or certification program), then, if money remains, to those taking 6 to 11. An eligible student who isn't funded is put on a waiting list and stays eligible for the next year."))


def contacts(c: Ctx, college) -> list:
    """Return who to talk to: ``college``'s financial aid office, then MHEC's OSFA."""
    out = []
    if college:
        out.append({"name": college.name, "url": college.financial_aid_url or college.url, "phone": None, "email": None})
    osfa = c.policy["mhec_osfa"]
    if osfa:
        out.append({"name": osfa["name"], "url": osfa["url"], "phone": osfa["phone"], "email": osfa["email"]})
    return out


OUT_OF_COUNTY = N_("This estimate uses the in-county tuition of %(college)s, but you don't live in a county it serves at that rate. Your tuition there would be higher, so your Promise award may be larger: ask its financial aid office for your rate.")

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
    checks = [rule.check(c) for rule in rules_for(c.renewal)]
    status, missing, assumed = outcome(checks)
    college = directory.colleges.get(answers.get("college")) or (
        directory.home_college(c.county) if c.county and c.county != OUTSIDE_MD else None)
    award = estimate_award(answers, policy, college)
    if award.tuition_is_estimate and award.tuition is not None and c.county and college is not None \
            and c.county not in college.counties:
        # (fix39j, a newcomer's finding) the college's figure is its in-county rate, and the student
        # lives outside the county (or Maryland) it serves at that rate: no out-of-county rate is
        # on file, so the figure is not changed, but said to be low (never a figure made up)
        award.notes.append(Msg.of(OUT_OF_COUNTY, college=college.name))
    if status == INELIGIBLE:
        award.estimate = award.estimate_low = award.estimate_high = None
        award.notes = []
    allowed = where_to_apply(c)
    target = target_college(c, allowed)
    home_status, home = _at_home_college(answers, policy, directory, today, c, checks)
    return Assessment(
        status=status, checks=checks, missing=missing, award=award,
        colleges=allowed, deadlines=deadlines(c), policy=policy, answers=answers,
        county=c.county, county_from_zip=c.county_from_zip,
        next_steps=next_steps(c, status, checks, target), contacts=contacts(c, target), assumed=assumed,
        college=college, home_status=home_status, home_alternative=home,
    )


def _at_home_college(answers, policy, directory, today, c: Ctx, checks) -> tuple:
    """(fix53m) Return ``(status, home college)`` of the same answers at the student's home college
    when the only failing check is the college (another county's, §18-3603(a)(1)), else
    ``(None, None)``: the award is at the home county's college, so a Howard County student who
    chose Montgomery College is likely not eligible THERE but may be at Howard Community College."""
    failed = [k for k in checks if k.result == FAIL]
    if [k.id for k in failed] != ["college"] or c.county in (None, OUTSIDE_MD) or c.renewal:
        return None, None
    home = directory.home_college(c.county)
    if home is None or home.id == answers.get("college"):
        return None, None
    alt = {k: v for k, v in answers.items() if k != "program_offered_locally"}
    alt["college"] = home.id
    return assess(alt, policy, directory, today).status, home
