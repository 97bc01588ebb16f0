"""(fix49d) One voice to whoever writes for the student: the rules' messages said to a parent of
their child ("your child", "tu hijo o hija") and of the student to anyone else writing for them (a
grandparent, a guardian, a sibling: "the student", "el o la estudiante"), in ONE place for every face
that says a rule's message: the chat (screener/chat/engine.py, PARENT_FORMS and THIRD_PERSON take
these) and the web's result page reached from the chat's result link (screener/web/results.py,
through :func:`screener.wire.assessment_json`'s ``voice``).

The rules are the rules' (screener/rules.py, unchanged); only their wording in another voice lives
here, each keyed by the name rules.py gives the message (fix49d: a rule reworded there keeps its
forms here, where a key by English text was silently left behind). A message with no form in a
voice is said as it is. Which voice a result speaks in: the chat knows (engine._voice); the web's
result page reads it from the internal answer :data:`screener.answers.WRITER` the chat's link carries
(never a contract field: an API body, a roster or the web form can't set it).
"""
from __future__ import annotations

from . import award as _award
from . import other_aid as _other_aid
from . import rules as _rules
from .answers import WRITER_OTHER
from .answers import WRITER_PARENT
from .i18n import Msg
from .i18n import N_

PARENT = WRITER_PARENT  # a parent writes for their child
OTHER = WRITER_OTHER  # a grandparent, guardian or sibling writes for the student

# (fix51i) ONE table of the rules' messages in the two voices: each key (the name rules.py gives the
# message) written once, with its two forms side by side, (said to a parent, said of the student), a
# rewording touching both in one place (fix49d's RULES_PARENT and RULES_THIRD were two near-copies,
# the larger one 93 entries long, keyed alike: a reworded key or a new message had to be found twice).
# Each form stays a literal N_("…"): its msgid, and its Spanish in messages.po, unchanged (a form
# derived by replacing words would leave the catalog's extraction without it, and Spanish can't be
# derived: "tu hijo o hija" / "el o la estudiante"). Comments are fix48d/fix48k's (said to a parent)
# and fix48k/fix48e/fix49d's (said of the student: the rules' messages moved from engine.THIRD_PERSON,
# every one a parent has a form for).
RULES_VOICES = {
    # the checks a result lists most (income over the limit, GPA, in-state tuition, high school, the
    # aid application; a degree's is said of "someone" already): said of the child
    _rules.INCOME_OVER: (
        N_("%(agi)s is over the %(limit)s limit for %(who)s. The limit counts the combined adjusted gross income (AGI) of your child and their parents, or your child and their spouse."),
        N_("%(agi)s is over the %(limit)s limit for %(who)s. The limit counts the combined adjusted gross income (AGI) of the student and the student's parents, or the student and their spouse.")),
    _rules.AGI_UNKNOWN: (
        N_("We need your child's household income to check this rule: the adjusted gross income (AGI) on line 11 of the most recent federal tax return (Form 1040) of your child and their parents, or your child and their spouse. The parent who filed it, or their college's financial aid office, can help you find it."),
        N_("We need the student's household income to check this rule: the adjusted gross income (AGI) on line 11 of the most recent federal tax return (Form 1040) of the student and their parents, or the student and their spouse. The parent who filed it, or their college's financial aid office, can help you find it.")),
    _rules.HS_GPA_BELOW: (
        N_("Your child's high school GPA of %(gpa)s is below the %(min)s minimum."),
        N_("The student's high school GPA of %(gpa)s is below the %(min)s minimum.")),
    _rules.HS_GPA_NOT_FINAL: (
        N_("Your child's high school GPA of %(gpa)s is below %(min)s. The GPA that counts is the one at the end of the first semester of their senior year or at the end of their senior year: if it reaches %(min)s by then, they meet this rule. Talk to their school counselor."),
        N_("The student's high school GPA of %(gpa)s is below %(min)s. The GPA that counts is the one at the end of the first semester of their senior year or at the end of their senior year: if it reaches %(min)s by then, they meet this rule. Talk to their school counselor.")),
    _rules.HS_GPA_WAIVED_ON: (
        N_("This rule no longer applies once 5 years have passed since your child finished high school (on %(date)s for them)."),
        N_("This rule no longer applies once 5 years have passed since the student finished high school (on %(date)s for them).")),
    _rules.HS_GPA_UNKNOWN: (
        N_("We need your child's unweighted high school GPA to check this rule. It's on their transcript; their school counselor can tell you."),
        N_("We need the student's unweighted high school GPA to check this rule. It's on their transcript; their school counselor can tell you.")),
    _rules.DUAL_ENROLLMENT_NOTE: (
        N_("Your child is still in high school, so their high school GPA counts. If they take dual-enrollment college classes, the law doesn't say whether their college GPA counts instead: ask their college."),
        N_("The student is still in high school, so their high school GPA counts. If they take dual-enrollment college classes, the law doesn't say whether their college GPA counts instead: ask their college.")),
    _rules.IN_STATE_NO: (
        N_("The Promise Scholarship requires eligibility for in-state tuition. If your child lives in Maryland or qualifies under the Maryland Dream Act, ask their college's admissions office to review their residency."),
        N_("The Promise Scholarship requires eligibility for in-state tuition. If the student lives in Maryland or qualifies under the Maryland Dream Act, ask their college's admissions office to review their residency.")),
    _rules.IN_STATE_UNSURE: (
        N_("You're not sure whether your child qualifies for in-state tuition. Their college's admissions office decides this; ask them before you count on the award."),
        N_("You're not sure whether the student qualifies for in-state tuition. Their college's admissions office decides this; ask them before you count on the award.")),
    _rules.HS_OUTSIDE: (
        N_("The Promise Scholarship is for students who graduate from a high school or earn a GED in Maryland (or graduates of Delmar High School who live in Delmar, Maryland). A Maryland GED would qualify your child."),
        N_("The Promise Scholarship is for students who graduate from a high school or earn a GED in Maryland (or graduates of Delmar High School who live in Delmar, Maryland). A Maryland GED would qualify the student.")),
    _rules.HS_NONE: (
        N_("Your child needs a Maryland high school diploma or a Maryland GED first. Their community college can help them earn a GED."),
        N_("The student needs a Maryland high school diploma or a Maryland GED first. Their community college can help them earn a GED.")),
    _rules.HS_MONTH_UNKNOWN: (
        N_("We also need the month your child finished, or will finish, high school or their GED: the award is for students who enroll after graduating."),
        N_("We also need the month the student finished, or will finish, high school or their GED: the award is for students who enroll after graduating.")),
    # the checks a result lists when they pass (the chat without a link lists them all)
    _rules.IN_STATE_YES: (
        N_("Your child is eligible for in-state tuition."),
        N_("The student is eligible for in-state tuition.")),
    _rules.HS_MARYLAND: (
        N_("Your child graduated, or will graduate, from a high school in Maryland."),
        N_("The student graduated, or will graduate, from a high school in Maryland.")),
    _rules.HS_MARYLAND_GED: (
        N_("Your child earned, or will earn, a GED in Maryland."),
        N_("The student earned, or will earn, a GED in Maryland.")),
    _rules.HOME_COLLEGE_IS: (
        N_("Your child's home college is %(home)s, which serves %(county)s. They can use the award there, or at a college with on-campus housing."),
        N_("The student's home college is %(home)s, which serves %(county)s. They can use the award there, or at a college with on-campus housing.")),
    _rules.COLLEGE_SERVES: (
        N_("%(college)s serves %(county)s, where your child lives."),
        N_("%(college)s serves %(county)s, where the student lives.")),
    _rules.HS_GPA_MEETS: (
        N_("Your child's high school GPA of %(gpa)s meets the %(min)s minimum."),
        N_("The student's high school GPA of %(gpa)s meets the %(min)s minimum.")),
    _rules.INCOME_WITHIN_EVERY: (
        N_("Your child's household income of %(agi)s is within the limit for every household type (the lowest limit is %(limit)s)."),
        N_("The student's household income of %(agi)s is within the limit for every household type (the lowest limit is %(limit)s).")),
    _rules.INCOME_OVER_HIGHEST: (
        N_("Your child's household income of %(agi)s is over the highest limit, %(limit)s."),
        N_("The student's household income of %(agi)s is over the highest limit, %(limit)s.")),
    _rules.INCOME_WITHIN: (
        N_("Your child's household income of %(agi)s is within the %(limit)s limit for %(who)s."),
        N_("The student's household income of %(agi)s is within the %(limit)s limit for %(who)s.")),
    _rules.FILING_BY: (
        N_("Your child is filing the %(form)s by the %(date)s deadline. List their community college on it."),
        N_("The student is filing the %(form)s by the %(date)s deadline. List their community college on it.")),
    _rules.FILING_UNPUBLISHED: (
        N_("Your child is filing the %(form)s. MHEC has not published the %(year)s deadline: file as early as you can, by their college's deadline, and list their community college on it."),
        N_("The student is filing the %(form)s. MHEC has not published the %(year)s deadline: file as early as you can, by their college's deadline, and list their community college on it.")),
    _rules.NOT_COVERED: (
        N_("Other grants and scholarships don't cover your child's full cost of attendance."),
        N_("Other grants and scholarships don't cover the student's full cost of attendance.")),
    _rules.NO_DEGREE_YET: (
        N_("Your child doesn't have an associate's or bachelor's degree yet."),
        N_("The student doesn't have an associate's or bachelor's degree yet.")),
    _rules.AID_NONE: (
        N_("Your child needs to file the FAFSA on time (or the MHEC One-App if they can't file a FAFSA). It's free, and filing would meet this rule."),
        N_("The student needs to file the FAFSA on time (or the MHEC One-App if they can't file a FAFSA). It's free, and filing would meet this rule.")),
    # (fix48k, the rest of it) every other message of the rules that says "you" of the student, said
    # to a parent of their child: the Dream Act pass, the home-college and out-of-county notes, other
    # aid covering the full cost, the GPA's scale, the renewal checks (community college GPA, credits,
    # progress, award length), the income's notes and near-limit prompts, parents apart (rules.APART_*:
    # "You and your child's other parent live apart"), the next steps. Each keyed by the name rules.py
    # gives the message (fix49d: no longer by its English text, which a rewording left behind)
    _rules.SINGLE_PARENTS_NOTE: (
        N_("The law adds the parents' income to your child's unless your child is married (§18-3601), and it doesn't say how students on their own are treated: if your child's parents have income that isn't in this amount, ask their college's financial aid office which counts."),
        N_("The law adds the parents' income to the student's unless the student is married (§18-3601), and it doesn't say how students on their own are treated: if the student's parents have income that isn't in this amount, ask their college's financial aid office which counts.")),
    _rules.CC_GPA_UNKNOWN: (
        N_("We need your child's community college GPA to check this rule. It's on their unofficial transcript in their college's student portal, or ask their college's advising office."),
        N_("We need the student's community college GPA to check this rule. It's on their unofficial transcript in their college's student portal, or ask their college's advising office.")),
    _rules.APART_UNSETTLED: (
        N_("You and your child's other parent live apart. Counting one parent's income, your child's household income is %(agi)s, within the %(limit)s limit for %(who)s; adding the other parent's %(other)s makes %(total)s, over it. The law is unclear here: §18-3601 adds the income of “the applicant's parents” without saying which, while the FAFSA counts one parent: the one who gave your child more financial support in the last 12 months or, if you gave equally, the one with the greater income and assets. Your child's college decides which counts: ask its financial aid office."),
        # (fix48e) the law's two readings of "the applicant's parents", said to a parent writing
        N_("The student's parents live apart. Counting one parent's income, the student's household income is %(agi)s, within the %(limit)s limit for %(who)s; adding the other parent's %(other)s makes %(total)s, over it. The law is unclear here: §18-3601 adds the income of “the applicant's parents” without saying which, while the FAFSA counts one parent: the one who gave the student more financial support in the last 12 months or, if they gave equally, the one with the greater income and assets. The student's college decides which counts: ask its financial aid office.")),
    _rules.APART_BOTH_MAY_COUNT: (
        N_("You and your child's other parent live apart, and your child's college may read the law as counting both parents' income (§18-3601 says “the applicant's parents”), so ask its financial aid office whether the other parent's income is added."),
        N_("The student's parents live apart, and the student's college may read the law as counting both parents' income (§18-3601 says “the applicant's parents”), so ask its financial aid office whether the other parent's income is added.")),
    # (fix50k)
    _rules.SINGLE_PARENT_OTHER_NOTE: (
        N_("The limit counts your child's household's income (§18-3603(b)(4)), and the law doesn't say whether a parent your child doesn't live with counts: your child's college decides, so ask its financial aid office whether your child's other parent's income is added."),
        N_("The limit counts the student's household's income (§18-3603(b)(4)), and the law doesn't say whether a parent the student doesn't live with counts: the student's college decides, so ask its financial aid office whether the student's other parent's income is added.")),
    _rules.SINGLE_PARENTS_ADDED: (
        N_("You said your child is single, so the limit for a single applicant applies (§18-3603(b)(4)(i)). Your child isn't married, so the law adds their parents' income to theirs (§18-3601): I added it."),
        N_("You said the student is single, so the limit for a single applicant applies (§18-3603(b)(4)(i)). The student isn't married, so the law adds their parents' income to theirs (§18-3601): I added it.")),
    _rules.SINGLE_IN_HIGH_SCHOOL: (
        N_("Your child is still in high school, so their parents' income almost always counts too. “Single and supports themselves” is only for students who were in foster care at 13 or older, are wards of the court, or whose parents have both died."),
        N_("The student is still in high school, so their parents' income almost always counts too. “Single and supports themselves” is only for students who were in foster care at 13 or older, are wards of the court, or whose parents have both died.")),
    _rules.NEAR_LIMIT: (
        N_("The income limit for %(who)s is %(limit)s, so the exact amount matters here: answer “yes” only if %(agi)s is your child's household AGI exactly, from the tax return (line 11 of Form 1040)."),
        N_("The income limit for %(who)s is %(limit)s, so the exact amount matters here: answer “yes” only if %(agi)s is the student's household AGI exactly, from the tax return (line 11 of Form 1040).")),
    _rules.NEAR_LIMIT_PAGE: (
        N_("The income limit for %(who)s is %(limit)s, so the exact amount matters here: continue only if %(agi)s is your child's household AGI exactly, from the tax return (line 11 of Form 1040). If it isn't, type the exact amount."),
        N_("The income limit for %(who)s is %(limit)s, so the exact amount matters here: continue only if %(agi)s is the student's household AGI exactly, from the tax return (line 11 of Form 1040). If it isn't, type the exact amount.")),
    # (fix49g)
    _rules.GPA_RANGE_ACROSS: (
        N_("The minimum GPA is %(minimum)s, and %(low)s or %(high)s is on both sides of it, so the exact GPA decides. What is your child's GPA exactly? Their transcript or their school's online portal shows it, or their school counselor can tell you."),
        N_("The minimum GPA is %(minimum)s, and %(low)s or %(high)s is on both sides of it, so the exact GPA decides. What is the student's GPA exactly? Their transcript or their school's online portal shows it, or their school counselor can tell you.")),
    # (fix49m)
    _rules.GPA_UNDER_NEAR: (
        N_("The minimum GPA is %(minimum)s, so whether it is %(gpa)s or a little under decides. What is your child's GPA exactly? Their transcript or their school's online portal shows it, or their school counselor can tell you."),
        N_("The minimum GPA is %(minimum)s, so whether it is %(gpa)s or a little under decides. What is the student's GPA exactly? Their transcript or their school's online portal shows it, or their school counselor can tell you.")),
    _rules.RANGE_ACROSS: (
        N_("The income limit for %(who)s is %(limit)s, and between %(low)s and %(high)s is on both sides of it, so the exact amount decides. What is the AGI exactly, from line 11 of the federal tax return (Form 1040)? If you can't find it, the parent who filed it or your child's college's financial aid office can help."),
        N_("The income limit for %(who)s is %(limit)s, and between %(low)s and %(high)s is on both sides of it, so the exact amount decides. What is the AGI exactly, from line 11 of the federal tax return (Form 1040)? If you can't find it, the parent who filed it or the student's college's financial aid office can help.")),
    _rules.GPA_CAN_CHANGE: (
        N_("Your child's GPA can still change. Ask their school counselor what it will be at the end of the first semester of their senior year and at the end of their senior year: if either one is at least %(min)s, check again then."),
        N_("The student's GPA can still change. Ask their school counselor what it will be at the end of the first semester of their senior year and at the end of their senior year: if either one is at least %(min)s, check again then.")),
    _rules.OUT_OF_COUNTY: (
        N_("This estimate uses the in-county tuition of %(college)s, but your child doesn't live in a county it serves at that rate. Their tuition there would be higher, so their Promise award may be larger: ask its financial aid office for their rate."),
        N_("This estimate uses the in-county tuition of %(college)s, but the student doesn't live in a county it serves at that rate. Their tuition there would be higher, so their Promise award may be larger: ask its financial aid office for their rate.")),
    _rules.NOT_COMBINED["relative"]: (
        N_("The law counts the income of your child's parents (or their spouse's), not a grandparent's, another relative's or a boyfriend's or girlfriend's, so I didn't add that income."),
        N_("The law counts the income of the student's parents (or their spouse's), not a grandparent's, another relative's or a boyfriend's or girlfriend's, so I didn't add that income.")),
    _rules.NOT_COMBINED["apart"]: (
        N_("With parents who don't live together, the FAFSA counts the parent who gave your child more financial support in the last 12 months (and their spouse, if they remarried). I took that to be the parent your child lives with, so I didn't add the income of the parent who doesn't live with them. If that parent gave your child more support, or the two parents are married to each other, tell me."),
        # (fix36d's line, fix50f: here, its one place) to a grandparent or guardian the student lives with,
        # "I took that to be the parent the student lives with" is wrong (the student lives with neither
        # parent there): this holds for whoever the student lives with. One entry for every face that says
        # it in this voice (the chat through engine.THIRD_PERSON, :func:`said` for the web's result page and
        # the API): fix49r1 had put it after RULES_THIRD in engine.THIRD_PERSON, an override by order there
        N_("A parent who doesn't live with the student isn't counted here, so I didn't add that income.")),
    _rules.NOT_COMBINED["child_support"]: (
        N_("Child support received for your child isn't part of the household income (AGI), so I didn't add it."),
        N_("Child support received for the student isn't part of the household income (AGI), so I didn't add it.")),
    _rules.NOT_COMBINED["married"]: (
        N_("Your child is married, so the law counts only their income and their spouse's, not their parents' (§18-3601). I didn't add that income."),
        N_("The student is married, so the law counts only their income and their spouse's, not their parents' (§18-3601). I didn't add that income.")),
    _rules.FILE_LISTING: (
        N_("File the FAFSA or MHEC One-App for %(year)s, listing your child's college"),
        N_("File the FAFSA or MHEC One-App for %(year)s, listing the student's college")),
    _rules.LATE_FINISH: (
        N_("Your child finishes high school in %(month)s, at the end of the %(award_year)s school year, so only a summer term of it would be left, and the law doesn't say whether that term counts: we can't say your child is likely eligible for %(award_year)s. Most students in their place apply for the next school year, after graduating, with that year's FAFSA or MHEC One-App; the rules may change by then."),
        N_("The student finishes high school in %(month)s, at the end of the %(award_year)s school year, so only a summer term of it would be left, and the law doesn't say whether that term counts: we can't say the student is likely eligible for %(award_year)s. Most students in their place apply for the next school year, after graduating, with that year's FAFSA or MHEC One-App; the rules may change by then.")),
    _rules.RENEWAL_CREDITS_NOTE: (
        N_("Your child completed %(credits)s credits last semester; keeping the award needs at least %(min)s completed each semester (or the equivalent their college sets for noncredit programs)."),
        N_("The student completed %(credits)s credits last semester; keeping the award needs at least %(min)s completed each semester (or the equivalent their college sets for noncredit programs).")),
    _rules.RENEWAL_YEARS_AFTER: (
        N_("Your child first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, after the %(award_year)s school year, unless they finish their associate's degree sooner."),
        N_("The student first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, after the %(award_year)s school year, unless they finish their associate's degree sooner.")),
    _rules.FILE_LISTING_UNPUBLISHED: (
        N_("File the FAFSA or MHEC One-App for %(year)s, listing your child's college. MHEC hasn't published this year's deadline yet (the last one published was %(date)s, for %(last_year)s): file as early as you can."),
        N_("File the FAFSA or MHEC One-App for %(year)s, listing the student's college. MHEC hasn't published this year's deadline yet (the last one published was %(date)s, for %(last_year)s): file as early as you can.")),
    _rules.YOUR_COMMUNITY_COLLEGE: (
        N_("your child's community college"),
        N_("the student's community college")),
    _rules.WATCH_EMAIL: (
        N_("Ask your child to watch their email for messages from the college's financial aid office, and to answer them quickly."),
        N_("Ask the student to watch their email for messages from the college's financial aid office, and to answer them quickly.")),
    _rules.GPA_WEIGHTED: (
        N_("Your child's GPA of %(gpa)s is out of %(scale)s, probably a weighted GPA, which can't be converted to the 4.0 scale the law uses. Give their unweighted GPA on a 4.0 scale: it's on their transcript, or ask their counselor."),
        N_("The student's GPA of %(gpa)s is out of %(scale)s, probably a weighted GPA, which can't be converted to the 4.0 scale the law uses. Give their unweighted GPA on a 4.0 scale: it's on their transcript, or ask their counselor.")),
    _rules.IN_STATE_DREAM_ACT: (
        N_("Your child qualifies for in-state tuition under the Maryland Dream Act (§15-106.8)."),
        N_("The student qualifies for in-state tuition under the Maryland Dream Act (§15-106.8).")),
    _rules.HS_CHECKED_BEFORE: (
        N_("Your child's high school was checked when they first received the award."),
        N_("The student's high school was checked when they first received the award.")),
    _rules.COLLEGE_CHECKED_BEFORE: (
        N_("Your child's college was checked when they first received the award."),
        N_("The student's college was checked when they first received the award.")),
    _rules.COLLEGE_OUTSIDE_MD: (
        N_("Your child lives outside Maryland, so there is no home county college for them. The award can only be used at a college with on-campus housing: %(names)s."),
        N_("The student lives outside Maryland, so there is no home county college for them. The award can only be used at a college with on-campus housing: %(names)s.")),
    _rules.COLLEGE_NOT_OFFERED_HOME: (
        N_("%(home)s, your child's home college, doesn't offer their program, so they may use the award at %(college)s. The college will check that their home college doesn't offer it."),
        N_("%(home)s, the student's home college, doesn't offer their program, so they may use the award at %(college)s. The college will check that their home college doesn't offer it.")),
    _rules.COLLEGE_OTHER_COUNTY: (
        N_("Your child lives in %(county)s, so the award is for %(home)s. They could also use it at a college with on-campus housing (%(names)s), or at %(college)s only if %(home)s doesn't offer their program."),
        N_("The student lives in %(county)s, so the award is for %(home)s. They could also use it at a college with on-campus housing (%(names)s), or at %(college)s only if %(home)s doesn't offer their program.")),
    _rules.HS_GPA_WAIVED: (
        N_("Your child finished high school 5 or more years before applying, so the high school GPA rule does not apply to them."),
        N_("The student finished high school 5 or more years before applying, so the high school GPA rule does not apply to them.")),
    _rules.HS_GPA_GED: (
        N_("With a Maryland GED, the high school GPA rule is treated as met (COMAR 13B.08.21.03). Confirm with your child's college."),
        N_("With a Maryland GED, the high school GPA rule is treated as met (COMAR 13B.08.21.03). Confirm with the student's college.")),
    _rules.NONCREDIT_CERTIFICATE_COUNTED: (
        N_("We count a noncredit vocational certificate program as a sequence of noncredit courses leading to certification. Your child's college confirms this."),
        N_("We count a noncredit vocational certificate program as a sequence of noncredit courses leading to certification. The student's college confirms this.")),
    _rules.AID_NONCREDIT_NOT_NEEDED: (
        N_("Your child's noncredit program or apprenticeship doesn't require the FAFSA or MHEC One-App, because a Pell Grant can't pay for it. Their college has its own application for noncredit students."),
        N_("The student's noncredit program or apprenticeship doesn't require the FAFSA or MHEC One-App, because a Pell Grant can't pay for it. Their college has its own application for noncredit students.")),
    _rules.AID_WORKFORCE_PELL: (
        N_("Since July 2026 a federal Pell Grant (Workforce Pell) can pay for many short noncredit programs, and then the law asks your child to file the FAFSA (or the MHEC One-App if they can't file a FAFSA). Their college's financial aid office knows whether a Pell Grant can pay for their program. Filing the FAFSA meets this rule either way, and it's free."),
        N_("Since July 2026 a federal Pell Grant (Workforce Pell) can pay for many short noncredit programs, and then the law asks the student to file the FAFSA (or the MHEC One-App if they can't file a FAFSA). Their college's financial aid office knows whether a Pell Grant can pay for their program. Filing the FAFSA meets this rule either way, and it's free.")),
    _rules.AID_DEADLINE_PASSED: (
        N_("The deadline to file the %(form)s for this award year was %(date)s. Ask your child's college's financial aid office whether it still accepts applications."),
        N_("The deadline to file the %(form)s for this award year was %(date)s. Ask the student's college's financial aid office whether it still accepts applications.")),
    _rules.FULL_COST_COVERED: (
        N_("Other grants or scholarships already cover your child's full cost of attendance, so this award isn't needed. That's good news: their costs are covered."),
        N_("Other grants or scholarships already cover the student's full cost of attendance, so this award isn't needed. That's good news: their costs are covered.")),
    _rules.GPA_NONCREDIT: (
        N_("The GPA rule covers credit-bearing coursework, and your child's program is noncredit."),
        N_("The GPA rule covers credit-bearing coursework, and the student's program is noncredit.")),
    _rules.ENROLLMENT_NONCREDIT: (
        N_("Your child's program is noncredit, so the 6 credits don't apply as such: the law accepts their equivalent, as their college determines it. Ask their college what it counts."),
        N_("The student's program is noncredit, so the 6 credits don't apply as such: the law accepts their equivalent, as their college determines it. Ask their college what it counts.")),
    _rules.RENEWAL_CREDITS_BELOW: (
        N_("Your child completed %(credits)s credits last semester; at least %(min)s are needed."),
        N_("The student completed %(credits)s credits last semester; at least %(min)s are needed.")),
    _rules.PROGRESS_MET: (
        N_("Your child is making satisfactory academic progress."),
        N_("The student is making satisfactory academic progress.")),
    _rules.PROGRESS_NOT_MET: (
        N_("Keeping the award needs satisfactory academic progress toward your child's certificate or degree. Their college's financial aid office can tell them how to get back on track."),
        N_("Keeping the award needs satisfactory academic progress toward the student's certificate or degree. Their college's financial aid office can tell them how to get back on track.")),
    _rules.DEGREE_EARNED: (
        N_("The award ends when your child earns their associate's degree. Congratulations to them on finishing!"),
        N_("The award ends when the student earns their associate's degree. Congratulations to them on finishing!")),
    _rules.RENEWAL_YEARS_EITHER: (
        N_("Your child first enrolled in %(first)s. The award can last %(years)s years if they first enrolled full-time, %(part_years)s if part-time: until %(end)s at least, after the %(award_year)s school year, unless they finish their associate's degree sooner."),
        N_("The student first enrolled in %(first)s. The award can last %(years)s years if they first enrolled full-time, %(part_years)s if part-time: until %(end)s at least, after the %(award_year)s school year, unless they finish their associate's degree sooner.")),
    _rules.RENEWAL_YEARS_ENDED: (
        N_("Your child first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, so it ends before the %(award_year)s school year starts."),
        N_("The student first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, so it ends before the %(award_year)s school year starts.")),
    _rules.RENEWAL_YEARS_ENDS_AT_START: (
        N_("Your child first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, when the %(award_year)s school year starts, so it can't pay for that year."),
        N_("The student first enrolled in %(first)s. The award lasts %(years)s years, until %(end)s, when the %(award_year)s school year starts, so it can't pay for that year.")),
    _rules.RENEWAL_YEARS_ENDS_DURING: (
        N_("Your child first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, during the %(award_year)s school year, so it may not pay for all of that year. It ends sooner if they finish their associate's degree."),
        N_("The student first enrolled in %(first)s. The award can last %(years)s years, until %(end)s, during the %(award_year)s school year, so it may not pay for all of that year. It ends sooner if they finish their associate's degree.")),
    _rules.FILE_ANYWAY: (
        N_("Your child should file the FAFSA anyway (or the MHEC One-App if they can't file a FAFSA): it is how they get a Pell Grant and other Maryland aid."),
        N_("The student should file the FAFSA anyway (or the MHEC One-App if they can't file a FAFSA): it is how they get a Pell Grant and other Maryland aid.")),
    _rules.GPA_CONVERTED_100: (
        N_("We converted your child's average of %(gpa)s out of 100 to %(converted)s on the 4.0 scale with the usual letter-grade table (77 to 79 is a C+, 2.3). Confirm with their counselor."),
        N_("We converted the student's average of %(gpa)s out of 100 to %(converted)s on the 4.0 scale with the usual letter-grade table (77 to 79 is a C+, 2.3). Confirm with their counselor.")),
    _rules.GPA_SCALE_BELOW: (
        N_("Your child's GPA of %(gpa)s is out of %(scale)s, a scale below the 4.0 scale the law uses, and it can't be converted to it. Give their GPA on a 4.0 scale: it's on their transcript, or ask their counselor."),
        N_("The student's GPA of %(gpa)s is out of %(scale)s, a scale below the 4.0 scale the law uses, and it can't be converted to it. Give their GPA on a 4.0 scale: it's on their transcript, or ask their counselor.")),
    _rules.GPA_OTHER_SYSTEM: (
        N_("Your child's grade of %(gpa)s out of %(scale)s is on another school system's scale, which can't be converted to the 4.0 scale the law uses without their college. Their college's admissions or financial aid office evaluates it; if their transcript also gives a GPA on a 4.0 scale, give that one."),
        N_("The student's grade of %(gpa)s out of %(scale)s is on another school system's scale, which can't be converted to the 4.0 scale the law uses without their college. Their college's admissions or financial aid office evaluates it; if their transcript also gives a GPA on a 4.0 scale, give that one.")),
    _rules.HS_AFTER_YEAR: (
        N_("Your child expects to finish high school in %(month)s, after the %(award_year)s school year ends. The award is for students who enroll after graduating: apply for the year that starts after they graduate."),
        N_("The student expects to finish high school in %(month)s, after the %(award_year)s school year ends. The award is for students who enroll after graduating: apply for the year that starts after they graduate.")),
    _rules.DELMAR_ELSEWHERE: (
        N_("You said your child lives in Delmar, Maryland, which is in Wicomico County, but their ZIP code or county is in %(county)s. Check those answers: the Delmar rule needs them to live in Delmar, Maryland."),
        N_("You said the student lives in Delmar, Maryland, which is in Wicomico County, but their ZIP code or county is in %(county)s. Check those answers: the Delmar rule needs them to live in Delmar, Maryland.")),
    _rules.AID_ONE_APP_UNSETTLED: (
        N_("The MHEC One-App is meant for students who can't file a FAFSA, and the Promise rule names it for students who qualify under the Maryland Dream Act (§15-106.8). The law also accepts other State aid applications, so your child's college decides whether their One-App counts. If your child can file a FAFSA, filing it meets this rule."),
        N_("The MHEC One-App is meant for students who can't file a FAFSA, and the Promise rule names it for students who qualify under the Maryland Dream Act (§15-106.8). The law also accepts other State aid applications, so the student's college decides whether their One-App counts. If the student can file a FAFSA, filing it meets this rule.")),
    _rules.RENEWAL_GPA_MEETS: (
        N_("Your child's cumulative GPA of %(gpa)s meets the %(min)s needed to keep the award."),
        N_("The student's cumulative GPA of %(gpa)s meets the %(min)s needed to keep the award.")),
    _rules.RENEWAL_GPA_EXTENUATING: (
        N_("Your child's GPA of %(gpa)s is under %(min)s, but they can keep the award if their college accepts their evidence of extenuating circumstances (such as illness, disability, or a death in the family)."),
        N_("The student's GPA of %(gpa)s is under %(min)s, but they can keep the award if their college accepts their evidence of extenuating circumstances (such as illness, disability, or a death in the family).")),
    _rules.RENEWAL_GPA_CONDITION: (
        N_("Only if your child's college accepts their evidence of extenuating circumstances. Send it to the financial aid office early."),
        N_("Only if the student's college accepts their evidence of extenuating circumstances. Send it to the financial aid office early.")),
    _rules.RENEWAL_GPA_BELOW: (
        N_("Your child's cumulative GPA of %(gpa)s is under the %(min)s needed to keep the award. If something serious got in the way, such as illness or a death in the family, ask their college about an appeal."),
        N_("The student's cumulative GPA of %(gpa)s is under the %(min)s needed to keep the award. If something serious got in the way, such as illness or a death in the family, ask their college about an appeal.")),
    _rules.CC_GPA_BELOW: (
        N_("Your child's community college GPA of %(gpa)s is below the %(min)s minimum for students already at a Maryland community college. We use their college GPA, not their high school GPA, once they are enrolled; the 5-year waiver does not lift this rule."),
        N_("The student's community college GPA of %(gpa)s is below the %(min)s minimum for students already at a Maryland community college. We use their college GPA, not their high school GPA, once they are enrolled; the 5-year waiver does not lift this rule.")),
    _rules.CC_GPA_MEETS: (
        N_("Your child's community college GPA of %(gpa)s meets the %(min)s minimum."),
        N_("The student's community college GPA of %(gpa)s meets the %(min)s minimum.")),
    _rules.COUNTY_NEEDED_AMBIGUOUS: (
        N_("Tell us your child's county: it decides their home college."),
        N_("Tell us the student's county: it decides their home college.")),
    _rules.COUNTY_NEEDED_UNKNOWN: (
        N_("It isn't a Maryland ZIP code we know. Check it, or tell us your child's county: it decides their home college."),
        N_("It isn't a Maryland ZIP code we know. Check it, or tell us the student's county: it decides their home college.")),
    # (fix48k) the rules' names, where a reply names one
    _rules.RULE_COLLEGE_NAME: (
        N_("The college your child attends"),
        N_("The college the student attends")),
    _rules.RULE_GPA_NAME: (
        N_("Your child's GPA"),
        N_("The student's GPA")),
    _rules.RULE_RENEWAL_GPA_NAME: (
        N_("Your child's GPA to keep the award"),
        N_("The student's GPA to keep the award")),
}
# (fix51i) each voice's forms, read from the one table (the chat's engine.PARENT_FORMS and
# THIRD_PERSON take these: fix48d/fix48k's to a parent, fix48k/fix48e/fix49d's of the student)
RULES_PARENT = {key: forms[0] for key, forms in RULES_VOICES.items()}
RULES_THIRD = {key: forms[1] for key, forms in RULES_VOICES.items()}

def forms(voice) -> dict:
    """Return the rules' messages mapped to their wording in ``voice`` ({} for the student's own)."""
    return FORMS.get(voice, {})


def said(part, voice):
    """Return ``part`` (a :class:`Msg`, its nested ones too, a tuple of them, or a msgid) said in
    ``voice`` (:data:`PARENT`, :data:`OTHER`; anything else: as it is)."""
    table = forms(voice)
    if not table:
        return part
    if isinstance(part, str):
        return table.get(part, part)
    if isinstance(part, tuple):
        return tuple(said(p, voice) for p in part)
    if not isinstance(part, Msg):
        return part
    params = tuple((k, said(v, voice) if isinstance(v, Msg) else v) for k, v in part.params)
    return Msg(table.get(part.text, part.text), params)


# (fix49d) the web's result page's own lines that speak of the student (its headline, the paragraph
# under it, each rule's tag, the award's heading): chosen here, rendered by templates/web/result.html
# (never chosen there), so the page reached from a parent's chat says "your child" ("tu hijo o hija")
# and a grandparent's "the student" ("el o la estudiante"). A student's own page: as always, "you".
PAGE_HEADINGS = {
    "covered": N_("Your tuition and fees are likely fully covered"),
    "eligible": N_("You're likely eligible for a Promise Scholarship"),
    "conditional": N_("You're likely eligible if your college confirms what's below"),
    "more_one": N_("We need one more answer"),
    # (fix49l) an open check the law leaves open (rules.Assessment.law_unsettled: a junior's summer
    # term, parents apart whose readings disagree): said as the chat says it, never "likely eligible if"
    "unsettled": N_("We can't tell yet whether you're eligible"),
    "more": N_("We need a few more answers"),
    "fixable": N_("You're not eligible yet, but one change would fix it"),
    "ineligible": N_("You're likely not eligible for a Promise Scholarship"),
    "keep": N_("You may not be able to keep your award"),
}
PAGE_LEADS = {
    "covered": N_("You likely meet every rule for a Promise Scholarship for %(year)s. Your grants, like a Pell Grant, would already pay your tuition and fees, so the Promise award itself would likely be %(zero)s: it pays only what grants leave."),
    "eligible": N_("Based on your answers, you likely meet every rule for %(year)s."),
    "conditional": N_("You likely meet the other rules for %(year)s. This is what to check:"),
    "more_one": N_("We can't tell yet whether you're eligible for %(year)s. This is what's still open:"),
    "unsettled": N_("The law doesn't settle what's below, so we can't say you're likely eligible for %(year)s. Your college decides it:"),  # (fix49l)
    "more": N_("We can't tell yet whether you're eligible for %(year)s. This is what's still open:"),
    "fixable": N_("Based on your answers, one rule isn't met yet, and it depends on a choice you can still make:"),
    "keep": N_("Based on your answers, a rule for keeping the award isn't met."),
    "ineligible": N_("Based on your answers, at least one rule isn't met. If an answer wasn't right, you can change it."),
}
PAGE_APPEAL_AT = N_("Ask the financial aid office at %(college)s about an appeal: a college can accept evidence of circumstances outside your control.")
PAGE_APPEAL = N_("Ask your college's financial aid office about an appeal: a college can accept evidence of circumstances outside your control.")
PAGE_ASK_COLLEGE = N_("Who to ask: your college's financial aid office.")
PAGE_TAGS = {
    "pass": N_("Meets this rule"),
    "fail": N_("Doesn't meet this rule"),
    "unknown": N_("Check with your college"),
    "not_applicable": N_("Doesn't apply to you"),
    "condition": N_("Meets this rule only if your college agrees"),
}
PAGE_AWARD = N_("Your estimated award")
# (fix49l) the rest of the page's lines that say "you" of the student (the award, the bar, "What you
# would pay", "Other aid", the colleges): the page kept the writer's voice only at its top. Each is
# chosen here in the writer's voice (results.page_words: ``words.say``), the template formats it
PAGE_SAY = {
    "funding": N_("This is an estimate, not a decision. Your college decides who gets the award, and funds are limited: students with the greatest financial need are funded first."),
    "covered_zero": N_("%(amount)s because your grants already cover your tuition and fees."),
    "award_pays": N_("The award pays the tuition and fees your grants don't cover, up to %(max)s a year."),
    "others_first": N_("Other aid below (a State grant or a tuition waiver) may be applied first and make the Promise award smaller. “What you would pay” shows each amount and what is left."),
    "bar_range": N_("The bar shows the largest Pell Grant we estimate for you (%(grants)s). With a smaller Pell Grant, the Promise award could be up to %(high)s a year."),
    "bar_over": N_("Your grants are more than your tuition and fees: the bar shows only the part that pays them."),
    "bar_title": N_("How your tuition and fees of %(tuition)s a year get paid"),
    "rates": N_("Tuition and fees are the college's published in-county rates for your credits (as of %(date)s)."),
    "pell_estimate": N_("Grants are our estimate of your Pell Grant."),
    "paying_heading": N_("What you would pay"),
    "paying_order": N_("Grants are applied to your tuition and fees first, then the Promise award, then a local promise scholarship. Each one pays only what is left, so no dollar is counted twice."),
    "stack_title": N_("How your tuition and fees of %(tuition)s a year get paid, with the least aid you may get"),
    "stack_order": N_("Your college decides where this comes in the order."),
    "other_aid_heading": N_("Other aid you may get"),
    "colleges_heading": N_("Where you can use the award"),
    # (fix50f) "Other ways to pay for college", a result that rules the student out (the template's literal)
    "elsewhere_fafsa": N_("File the FAFSA to find out if you can get a federal Pell Grant"),
}
PAGE_LEFT = N_("Left for you to pay")  # the bar's and the table's last part (screener/web/chart.py)
PAGE_HOME_COLLEGE = N_("Your home college: it serves the county where you live.")  # results.college_reasons
PAGE_NOT_OFFERED = N_("Possible because your home college doesn't offer your program.")

# (fix51i) …said to a parent of their child, and of the student (the tags too: in Spanish "Cumples esta
# regla" says "you" where the English doesn't): ONE table, (said to a parent, said of the student)
# side by side as RULES_VOICES above (fix49d/fix49l/fix50f's PAGE_PARENT and PAGE_THIRD were near-copies)
PAGE_VOICES = {
    PAGE_HEADINGS["covered"]: (
        N_("Your child's tuition and fees are likely fully covered"),
        N_("The student's tuition and fees are likely fully covered")),
    PAGE_HEADINGS["eligible"]: (
        N_("Your child is likely eligible for a Promise Scholarship"),
        N_("The student is likely eligible for a Promise Scholarship")),
    PAGE_HEADINGS["conditional"]: (
        N_("Your child is likely eligible if their college confirms what's below"),
        N_("The student is likely eligible if their college confirms what's below")),
    PAGE_HEADINGS["fixable"]: (
        N_("Your child isn't eligible yet, but one change would fix it"),
        N_("The student isn't eligible yet, but one change would fix it")),
    # (fix49l)
    PAGE_HEADINGS["unsettled"]: (
        N_("We can't tell yet whether your child is eligible"),
        N_("We can't tell yet whether the student is eligible")),
    PAGE_LEADS["unsettled"]: (
        N_("The law doesn't settle what's below, so we can't say your child is likely eligible for %(year)s. Their college decides it:"),
        N_("The law doesn't settle what's below, so we can't say the student is likely eligible for %(year)s. Their college decides it:")),
    PAGE_HEADINGS["ineligible"]: (
        N_("Your child is likely not eligible for a Promise Scholarship"),
        N_("The student is likely not eligible for a Promise Scholarship")),
    PAGE_HEADINGS["keep"]: (
        N_("Your child may not be able to keep their award"),
        N_("The student may not be able to keep their award")),
    PAGE_LEADS["covered"]: (
        N_("Your child likely meets every rule for a Promise Scholarship for %(year)s. Their grants, like a Pell Grant, would already pay their tuition and fees, so the Promise award itself would likely be %(zero)s: it pays only what grants leave."),
        N_("The student likely meets every rule for a Promise Scholarship for %(year)s. Their grants, like a Pell Grant, would already pay their tuition and fees, so the Promise award itself would likely be %(zero)s: it pays only what grants leave.")),
    PAGE_LEADS["eligible"]: (
        N_("Based on your answers, your child likely meets every rule for %(year)s."),
        N_("Based on your answers, the student likely meets every rule for %(year)s.")),
    PAGE_LEADS["conditional"]: (
        N_("Your child likely meets the other rules for %(year)s. This is what to check:"),
        N_("The student likely meets the other rules for %(year)s. This is what to check:")),
    PAGE_LEADS["more"]: (
        N_("We can't tell yet whether your child is eligible for %(year)s. This is what's still open:"),
        N_("We can't tell yet whether the student is eligible for %(year)s. This is what's still open:")),
    PAGE_LEADS["fixable"]: (
        N_("Based on your answers, one rule isn't met yet, and it depends on a choice your child can still make:"),
        N_("Based on your answers, one rule isn't met yet, and it depends on a choice the student can still make:")),
    PAGE_LEADS["ineligible"]: (
        N_("Based on your answers, your child doesn't meet at least one rule. If an answer wasn't right, you can change it."),
        N_("Based on your answers, the student doesn't meet at least one rule. If an answer wasn't right, you can change it.")),
    PAGE_LEADS["keep"]: (
        N_("Based on your answers, your child doesn't meet a rule for keeping the award."),
        N_("Based on your answers, the student doesn't meet a rule for keeping the award.")),
    PAGE_APPEAL_AT: (
        N_("Ask the financial aid office at %(college)s about an appeal: a college can accept evidence of circumstances outside your child's control."),
        N_("Ask the financial aid office at %(college)s about an appeal: a college can accept evidence of circumstances outside the student's control.")),
    PAGE_APPEAL: (
        N_("Ask your child's college's financial aid office about an appeal: a college can accept evidence of circumstances outside your child's control."),
        N_("Ask the student's college's financial aid office about an appeal: a college can accept evidence of circumstances outside the student's control.")),
    PAGE_ASK_COLLEGE: (
        N_("Who to ask: your child's college's financial aid office."),
        N_("Who to ask: the student's college's financial aid office.")),
    PAGE_TAGS["pass"]: (
        N_("Your child meets this rule"),
        N_("The student meets this rule")),
    PAGE_TAGS["fail"]: (
        N_("Your child doesn't meet this rule"),
        N_("The student doesn't meet this rule")),
    PAGE_TAGS["unknown"]: (
        N_("Check with your child's college"),
        N_("Check with the student's college")),
    PAGE_TAGS["not_applicable"]: (
        N_("Doesn't apply to your child"),
        N_("Doesn't apply to the student")),
    PAGE_TAGS["condition"]: (
        N_("Your child meets this rule only if their college agrees"),
        N_("The student meets this rule only if their college agrees")),
    PAGE_AWARD: (
        N_("Your child's estimated award"),
        N_("The student's estimated award")),
    # (fix49l) the rest of the page, the award's notes (screener/award.py) and other aid's reasons
    PAGE_SAY["funding"]: (
        N_("This is an estimate, not a decision. Your child's college decides who gets the award, and funds are limited: students with the greatest financial need are funded first."),
        N_("This is an estimate, not a decision. The student's college decides who gets the award, and funds are limited: students with the greatest financial need are funded first.")),
    PAGE_SAY["covered_zero"]: (
        N_("%(amount)s because your child's grants already cover their tuition and fees."),
        N_("%(amount)s because the student's grants already cover their tuition and fees.")),
    PAGE_SAY["award_pays"]: (
        N_("The award pays the tuition and fees your child's grants don't cover, up to %(max)s a year."),
        N_("The award pays the tuition and fees the student's grants don't cover, up to %(max)s a year.")),
    PAGE_SAY["others_first"]: (
        N_("Other aid below (a State grant or a tuition waiver) may be applied first and make the Promise award smaller. “What your child would pay” shows each amount and what is left."),
        N_("Other aid below (a State grant or a tuition waiver) may be applied first and make the Promise award smaller. “What the student would pay” shows each amount and what is left.")),
    PAGE_SAY["bar_range"]: (
        N_("The bar shows the largest Pell Grant we estimate for your child (%(grants)s). With a smaller Pell Grant, the Promise award could be up to %(high)s a year."),
        N_("The bar shows the largest Pell Grant we estimate for the student (%(grants)s). With a smaller Pell Grant, the Promise award could be up to %(high)s a year.")),
    PAGE_SAY["bar_over"]: (
        N_("Your child's grants are more than their tuition and fees: the bar shows only the part that pays them."),
        N_("The student's grants are more than their tuition and fees: the bar shows only the part that pays them.")),
    PAGE_SAY["bar_title"]: (
        N_("How your child's tuition and fees of %(tuition)s a year get paid"),
        N_("How the student's tuition and fees of %(tuition)s a year get paid")),
    PAGE_SAY["rates"]: (
        N_("Tuition and fees are the college's published in-county rates for your child's credits (as of %(date)s)."),
        N_("Tuition and fees are the college's published in-county rates for the student's credits (as of %(date)s).")),
    PAGE_SAY["pell_estimate"]: (
        N_("Grants are our estimate of your child's Pell Grant."),
        N_("Grants are our estimate of the student's Pell Grant.")),
    PAGE_SAY["paying_heading"]: (
        N_("What your child would pay"),
        N_("What the student would pay")),
    PAGE_SAY["paying_order"]: (
        N_("Grants are applied to your child's tuition and fees first, then the Promise award, then a local promise scholarship. Each one pays only what is left, so no dollar is counted twice."),
        N_("Grants are applied to the student's tuition and fees first, then the Promise award, then a local promise scholarship. Each one pays only what is left, so no dollar is counted twice.")),
    PAGE_SAY["stack_title"]: (
        N_("How your child's tuition and fees of %(tuition)s a year get paid, with the least aid they may get"),
        N_("How the student's tuition and fees of %(tuition)s a year get paid, with the least aid they may get")),
    PAGE_SAY["stack_order"]: (
        N_("Your child's college decides where this comes in the order."),
        N_("The student's college decides where this comes in the order.")),
    PAGE_SAY["other_aid_heading"]: (
        N_("Other aid your child may get"),
        N_("Other aid the student may get")),
    PAGE_SAY["colleges_heading"]: (
        N_("Where your child can use the award"),
        N_("Where the student can use the award")),
    PAGE_LEFT: (
        N_("Left to pay"),
        N_("Left to pay")),
    PAGE_HOME_COLLEGE: (
        N_("Your child's home college: it serves the county where they live."),
        N_("The student's home college: it serves the county where they live.")),
    PAGE_NOT_OFFERED: (
        N_("Possible because your child's home college doesn't offer their program."),
        N_("Possible because the student's home college doesn't offer their program.")),
    _award.AWARD_RANGE: (
        N_("Your child's award would likely be between %(low)s and %(high)s a year, depending on their Pell Grant. The single figure we give, %(low)s, is the low end: it assumes the largest Pell Grant they might get (%(grants)s), which isn't certain."),
        N_("The student's award would likely be between %(low)s and %(high)s a year, depending on their Pell Grant. The single figure we give, %(low)s, is the low end: it assumes the largest Pell Grant they might get (%(grants)s), which isn't certain.")),
    _award.GRANTS_COVER: (
        N_("Good news: your child's grants (%(grants)s) would already cover their tuition and fees (%(tuition)s), so the Promise award would likely be $0. Their tuition would still be paid for, and the grant money left over can help with books and other costs."),
        N_("Good news: the student's grants (%(grants)s) would already cover their tuition and fees (%(tuition)s), so the Promise award would likely be $0. Their tuition would still be paid for, and the grant money left over can help with books and other costs.")),
    _award.PELL_PARENTS_ONLY: (
        N_("A Pell Grant counts only the parents' income, while the Promise income limit also counts your child's (§18-3601). If your child is a dependent student and part of the %(agi)s is their own income, their Pell Grant could be larger and this award smaller."),
        N_("A Pell Grant counts only the parents' income, while the Promise income limit also counts the student's (§18-3601). If the student is a dependent student and part of the %(agi)s is their own income, their Pell Grant could be larger and this award smaller.")),
    _award.HOUSEHOLD_SIZE_NOTE: (
        N_("Tell us how many people live in your child's household for a sharper estimate of their Pell Grant."),
        N_("Tell us how many people live in the student's household for a sharper estimate of their Pell Grant.")),
    _award.FULL_PELL_ZERO: (
        N_("If your child gets the full Pell Grant, it may cover all their tuition and the Promise award would be $0."),
        N_("If the student gets the full Pell Grant, it may cover all their tuition and the Promise award would be $0.")),
    _award.STATE_GRANTS_COUNT: (
        N_("Maryland State grants your child gets also count before this award and would lower it (§18-3604). If you know their grants, enter them with their Pell Grant for a closer estimate."),
        N_("Maryland State grants the student gets also count before this award and would lower it (§18-3604). If you know their grants, enter them with their Pell Grant for a closer estimate.")),
    _other_aid.YOU_MEET: (
        N_("Your child meets this: %(rule)s"),
        N_("The student meets this: %(rule)s")),
    _other_aid.ENROLL_BY_AGE: (
        N_("Your child must first enroll by age %(age)s."),
        N_("The student must first enroll by age %(age)s.")),
    # (fix50f)
    PAGE_SAY["elsewhere_fafsa"]: (
        N_("File the FAFSA to find out if your child can get a federal Pell Grant"),
        N_("File the FAFSA to find out if the student can get a federal Pell Grant")),
    # (fix50f) other aid's other reasons and the paying table's note (screener/other_aid.py): a parent's
    # page said "If you get SSI…", "Your college chooses…" and, in Spanish, "No cumples esto:"
    _other_aid.NOT_MET: (
        N_("Your child doesn't meet this: %(rule)s"),
        N_("The student doesn't meet this: %(rule)s")),
    _other_aid.GA_PAYS: (
        N_("It pays up to %(max)s a year toward your child's financial need; file the FAFSA or MHEC One-App by the State deadline."),
        N_("It pays up to %(max)s a year toward the student's financial need; file the FAFSA or MHEC One-App by the State deadline.")),
    _other_aid.PT_COLLEGE_CHOOSES: (
        N_("Your child's college chooses who gets it, by financial need: from %(low)s to %(high)s a year. Ask its financial aid office for its deadline."),
        N_("The student's college chooses who gets it, by financial need: from %(low)s to %(high)s a year. Ask its financial aid office for its deadline.")),
    _other_aid.FOSTER_WAIVES: (
        N_("It waives tuition and mandatory fees at a public Maryland college. File the FAFSA every year and ask the financial aid office how to show your child's status."),
        N_("It waives tuition and mandatory fees at a public Maryland college. File the FAFSA every year and ask the financial aid office how to show the student's status.")),
    _other_aid.SSI_EACH_TIME: (
        N_("Ask for the waiver each time your child enrolls, with proof from Social Security."),
        N_("Ask for the waiver each time the student enrolls, with proof from Social Security.")),
    _other_aid.PG_PAYS_LEFT: (
        N_("It pays the tuition and fees left after your child's other grants. The college has its own application: see its page."),
        N_("It pays the tuition and fees left after the student's other grants. The college has its own application: see its page.")),
    _other_aid.WAIVER_ORDER: (
        N_("Your child's college decides whether a tuition waiver is applied before or after the Promise award, so those amounts are ranges."),
        N_("The student's college decides whether a tuition waiver is applied before or after the Promise award, so those amounts are ranges.")),
    _other_aid.FOSTER_MAYBE: (
        N_("If your child was in foster care as a teenager or has been homeless in the last 2 years, tuition and mandatory fees are waived at a public Maryland college when they first enroll by age %(age)s. Ask the financial aid office."),
        N_("If the student was in foster care as a teenager or has been homeless in the last 2 years, tuition and mandatory fees are waived at a public Maryland college when they first enroll by age %(age)s. Ask the financial aid office.")),
    _other_aid.SSI_MAYBE: (
        N_("If your child gets SSI or SSDI as the person with the disability, tuition (not fees) is waived for up to %(credits)s credits a semester in classes with space. Ask the financial aid office."),
        N_("If the student gets SSI or SSDI as the person with the disability, tuition (not fees) is waived for up to %(credits)s credits a semester in classes with space. Ask the financial aid office.")),
    _other_aid.SENIOR_MAYBE: (
        N_("If your child is %(age)s or older and lives in Maryland, they pay no tuition (fees still apply) in classes with space. Ask the financial aid office."),
        N_("If the student is %(age)s or older and lives in Maryland, they pay no tuition (fees still apply) in classes with space. Ask the financial aid office.")),
}
def chat_voices() -> dict:
    """(fix52e) Return the chat's household and income lines that name the student's family in the
    student's own voice ("your stepdad's $45,000", "your step-parent's income alone", "tu padrastro"),
    each mapped to its two forms, (said to a parent, said of the student), as :data:`RULES_VOICES`
    (engine.PARENT_FORMS and THIRD_PERSON take them). Class (a reviewer's finding): a parent writing
    "her stepdad makes 45k" was told "I have your stepdad's $45,000" (the writer's own stepfather), a
    grandparent "a step-parent married to your parent counts"; "mom", "dad" are a parent's own
    words only through understand.writers_names ("her dad's"), so they are said of the child here too.
    Keyed by the names understand gives them, read once the chat is loaded (understand imports
    serialize, which imports this module through wire: no import of it here at load)."""
    from .chat import understand as _u
    return {
        _u.STEP_INCOME_ALONE: (
            N_("That sounds like your child's step-parent's income alone. A step-parent married to your child's parent counts on the FAFSA, and so does that parent: your child's household income is both of theirs added together. What is that total for the year?"),
            N_("That sounds like the student's step-parent's income alone. A step-parent married to the student's parent counts on the FAFSA, and so does that parent: the student's household income is both of theirs added together. What is that total for the year?")),
        _u.WHOSE["stepdad"]: (N_("your child's stepdad's %(pay)s"), N_("the student's stepdad's %(pay)s")),
        _u.WHOSE["stepmom"]: (N_("your child's stepmom's %(pay)s"), N_("the student's stepmom's %(pay)s")),
        _u.WHOSE["mom"]: (N_("your child's mom's %(pay)s"), N_("the student's mom's %(pay)s")),
        _u.WHOSE["dad"]: (N_("your child's dad's %(pay)s"), N_("the student's dad's %(pay)s")),
        _u.WHOSE["parents"]: (N_("your child's parents' %(pay)s"), N_("the student's parents' %(pay)s")),
        _u.OTHER_EARNS["stepdad"]: (
            N_("If your child's stepdad earns too, tell me how much and I'll add it."),
            N_("If the student's stepdad earns too, tell me how much and I'll add it.")),
        _u.OTHER_EARNS["stepmom"]: (
            N_("If your child's stepmom earns too, tell me how much and I'll add it."),
            N_("If the student's stepmom earns too, tell me how much and I'll add it.")),
        _u.OTHER_NAMED_ASKED["stepdad"]: (
            N_("I have %(part)s, and the law counts your child's stepdad's income with their parent's (§18-3601): how much did he make last year? I'll add it. If he earns nothing, say so, or tell me the household's total."),
            N_("I have %(part)s, and the law counts the student's stepdad's income with their parent's (§18-3601): how much did he make last year? I'll add it. If he earns nothing, say so, or tell me the household's total.")),
        _u.OTHER_NAMED_ASKED["stepmom"]: (
            N_("I have %(part)s, and the law counts your child's stepmom's income with their parent's (§18-3601): how much did she make last year? I'll add it. If she earns nothing, say so, or tell me the household's total."),
            N_("I have %(part)s, and the law counts the student's stepmom's income with their parent's (§18-3601): how much did she make last year? I'll add it. If she earns nothing, say so, or tell me the household's total.")),
        # (fix53b, a newcomer's finding) the household of one parent without saying which, a parent's pay held:
        # an older brother or a grandparent writing was asked of "the parent you live with" and "your household"
        _u.WHICH_PARENT_PAY_ASKED: (
            N_("I have %(part)s, but only the parent your child lives with counts, and you didn't say which parent that is. What was your child's household's total income for the year, their parent's and theirs added?"),
            N_("I have %(part)s, but only the parent the student lives with counts, and you didn't say which parent that is. What was the student's household's total income for the year, their parent's and theirs added?")),
        # (fix53b) the other parent's pay asked, and "I don't know" to it: a brother writing ("our mom makes 30k and
        # our dad works too") was asked "how much did your dad make" and told "your household's pay… your income"
        _u.OTHER_NAMED_ASKED["mom"]: (
            N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did your child's mom make last year? I'll add it. If she earns nothing, say so, or tell me the household's total."),
            N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did the student's mom make last year? I'll add it. If she earns nothing, say so, or tell me the household's total.")),
        _u.OTHER_NAMED_ASKED["dad"]: (
            N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did your child's dad make last year? I'll add it. If he earns nothing, say so, or tell me the household's total."),
            N_("I have %(part)s, and the law counts both parents' income (§18-3601): how much did the student's dad make last year? I'll add it. If he earns nothing, say so, or tell me the household's total.")),
        _u.OTHER_EARNS["mom"]: (
            N_("If your child's mom earns too, tell me how much and I'll add it."),
            N_("If the student's mom earns too, tell me how much and I'll add it.")),
        _u.OTHER_EARNS["dad"]: (
            N_("If your child's dad earns too, tell me how much and I'll add it."),
            N_("If the student's dad earns too, tell me how much and I'll add it.")),
        # (a parent's household is their child's: "your household's" said to a parent as before, the income and
        # the result their child's, as every text shown with a question (tests/test_fix50f.py b))
        _u.PART_UNSURE_KEPT: (
            N_("That's OK. I'll keep %(part)s. The rest of your family's pay is on their W-2s or on the family's federal tax return (line 11 of Form 1040 is the household's AGI): tell me when you have it, or the household's total (for example “95k total”). Without it, your child's income stays open and the result will say it is still needed."),
            N_("That's OK. I'll keep %(part)s. The rest of the student's household's pay is on their W-2s or on the family's federal tax return (line 11 of Form 1040 is the household's AGI): tell me when you have it, or the household's total (for example “95k total”). Without it, the student's income stays open and the result will say it is still needed.")),
        _u.PART_UNSURE_HELD: (
            N_("That's OK. I'll hold on to %(part)s, but on its own it isn't your family's income, so I haven't kept an income yet. The rest of your family's pay is on their W-2s or on the family's federal tax return (line 11 of Form 1040 is the household's AGI): tell me when you have it, or the household's total (for example “95k total”). Without it, your child's income stays open and the result will say it is still needed."),
            N_("That's OK. I'll hold on to %(part)s, but on its own it isn't the student's household's income, so I haven't kept an income yet. The rest of the student's household's pay is on their W-2s or on the family's federal tax return (line 11 of Form 1040 is the household's AGI): tell me when you have it, or the household's total (for example “95k total”). Without it, the student's income stays open and the result will say it is still needed.")),
    }


PAGE_PARENT = {key: forms[0] for key, forms in PAGE_VOICES.items()}  # (fix51i) read from the one table
PAGE_THIRD = {key: forms[1] for key, forms in PAGE_VOICES.items()}

# each voice's forms: the rules' messages and the result page's own lines
FORMS = {PARENT: {**RULES_PARENT, **PAGE_PARENT}, OTHER: {**RULES_THIRD, **PAGE_THIRD}}
