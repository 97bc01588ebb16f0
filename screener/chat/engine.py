"""The conversation: one message in, one reply out, driven by the flow engine.

The flow (:mod:`screener.flow`) picks every question, exactly as for the web form; this
module reads the student's words for the pending question (:mod:`.understand`), answers
questions from the FAQ (:mod:`.faq`) and asks the pending question again, applies commands
("start over", "go back", "change my income"), and at the end sums up the assessment.
No Flask here: :func:`respond` is a pure function of the conversation, the message, the
language and the date.
"""
from __future__ import annotations

import datetime as dt
import itertools
import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from .. import other_aid
from ..award import MIN_HOUSEHOLD
from ..answers import OUTSIDE_MD
from ..answers import WHOLE_NUMBER
from ..answers import parse_month
from ..answers import validate
from ..geo import lookup_zip
from ..geo import zip_county_message
from ..i18n import N_
from ..i18n import Gpa
from ..i18n import LANGUAGES
from ..i18n import Money
from ..i18n import Msg
from ..i18n import Words
from ..i18n import Day
from ..i18n import format_day
from ..i18n import format_gpa
from ..i18n import format_money
from ..i18n import format_month
from ..i18n import format_month_name
from ..i18n import format_number
from ..i18n import render
from ..flow import COUNTY_SAID
from ..flow import UNSURE
from ..flow import county_against_zip
from ..flow import Question
from ..flow import State
from ..flow import load_flow
from ..parsing import THOUSANDS_WORDS
from ..policy import award_year_for
from ..policy import load_directory
from ..policy import load_policy
from ..rules import ELIGIBLE
from ..rules import INCOME_OVER
from .. import rules as _rules  # (fix48d) the checks' messages the chat says to a parent (PARENT)
from ..voice import chat_voices  # (fix52e) the chat's household and income lines in the two voices
from ..voice import RULES_PARENT  # (fix49d) …said to a parent, and of the student, in one place
from ..voice import RULES_THIRD
from ..answers import WRITER  # (fix49d) who writes, carried by the result link (screener/voice.py)
from ..answers import WRITER_OTHER
from ..answers import WRITER_PARENT
from ..rules import INDEPENDENT_AGE
from ..rules import independent_by_age  # (fix53r1)
from ..rules import filing_deadline
from ..rules import NEAR_LIMIT
from ..rules import household_income_limit
from ..rules import guess_near_limit
from ..rules import income_limit_near
from ..rules import income_range_limit
from ..rules import income_combined_with
from ..rules import second_parent_counts
from ..rules import parents_added_to_own
from ..rules import SINGLE_PARENTS_ADDED
from ..rules import SINGLE_PARENTS_NOTE
from ..rules import scale_converted
from ..rules import FAIL
from ..rules import FUNDING_LIMITED
from ..rules import INELIGIBLE
from ..rules import MORE_INFO
from ..rules import PASS
from ..rules import NA as RULE_NA  # (fix52e)
from ..rules import RULE_OF_FIELD  # (fix52e)
from ..rules import UNKNOWN
from ..serialize import assessment_json
from ..serialize import run as _screened
from ..rules import APART_PARENT_AGI
from ..rules import APART_PAY_UNKNOWN
from ..rules import APART_UNSETTLED
from ..rules import PARENT_HOUSEHOLDS
from ..typed import SCALE_NAMES
from ..typed import as_text
from . import faq
from . import numbers as numtext
from . import places
from . import safety
from . import understand
from . import vocab
from .schools import short_named
from .session import EARNER_KEYS
from .session import PARENT_EARNERS
from .session import MAX_EARNERS
from .session import Conversation

GREETING = N_("Hi! I can help you find out whether you're likely eligible for the Maryland Community College Promise Scholarship. I'll ask a few short questions. You can ask me a question at any time, or type “start over”.")
NOT_UNDERSTOOD = N_("Sorry, I didn't understand that.")
WHICH_ONE = N_("Did you mean one of these?")
GOT_IT = N_("Got it. %(what)s: %(value)s.")
GOT_THESE = N_("Got it:")  # then "• X: Y" lines (CHECK_LINE), for several answers taken at once
GOT_IT_SKIPPED = N_("Got it. %(what)s: skipped.")
# (fix51f) "go back" (the chat page's "Undo my last answer" button) says what it undid, then asks its question again
UNDONE = N_("I undid your last answer (%(answer)s).")
UNDONE_PAGE = N_("I undid your last answer (%(what)s).")  # (a page left blank: no value to name)
UNDONE_NOTHING = N_("There's no answer to undo yet.")
CHECK_PAIR = N_("%(what)s: %(value)s")
UNDO_LABEL = N_("Undo my last answer")  # the chat page's button (templates/chat/chat.html), the command it sends
ZIP_COUNTY = N_("Got it. ZIP code %(zip)s is in %(county)s.")
ZIP_OUTSIDE = N_("Got it. ZIP code %(zip)s is outside Maryland.")
ZIP_SPANS = N_("Got it. %(message)s")  # "ZIP code 20912 is in more than one county: …" (screener.geo)
ZIP_NOT_FOUND = N_("I couldn't find ZIP code %(zip)s. If it has a typo, type it again; or tell me your county.")
ZIP_READ_OUTSIDE = N_("%(zip)s (not in Maryland)")
HOME_NOTED = N_("Thanks. I'll ask for your ZIP code to find your county.")
STREET_NOTED = N_("Thanks. I can't tell your county from a street name, so I'll ask for your ZIP code.")
STREET_UNMAPPED = N_("Thanks. I can't tell your county from a street name.")
STREET_KEPT = N_("Thanks. I can't tell a county from a street name, so I keep the ZIP code or county you gave. To change it, type “change my ZIP code”.")
ZIP_DROPPED = N_("ZIP code %(zip)s isn't in %(county)s, so I no longer use it: your county decides your home college.")
ZIP_NONE = N_("That's OK. I only need a ZIP code to find your county, so tell me your county instead.")
# (fix40d) an amount of money said at the ZIP code question: no ZIP code is claimed wrong
ZIP_STILL_NEEDED = N_("That looks like an amount of money. I still need your home ZIP code.")
ANOTHER_COUNTY = N_("Another county")  # the web's county page has it too: its list of the other counties
TYPE_COUNTY = N_("Choose the county where you live from the list, or type its name, for example “Frederick County”. Baltimore City and Baltimore County are different places.")
UNSURE_OK = N_("That's OK.")
UNSURE_TIP = N_("That's OK. %(hint)s")
UNSURE_GUESS = N_("That's OK. Give your best guess; your college will check it later.")
ANYTHING_ELSE = N_("Anything else? You can ask me a question, or type “start over”.")
START_OVER = N_("Start over")
# "start over" with answers to lose is asked first: a slip never clears the conversation
RESTART_ASK = N_("Start over? Everything you've told me will be cleared.")
RESTART_YES = N_("Yes, start over")
RESTART_NO = N_("No, keep my answers")
RESTART_KEPT = N_("OK, I kept everything you told me.")
YES, NO = N_("Yes"), N_("No")
# Answer fields of the contract that no page of the questionnaire asks (the degree question covers
# a degree earned before: :func:`_said_plainly`), read when told and read back as a page's answers
# are: a question of their own, for the read-back's wording.
AWARDED = N_("Associate's degree earned")
APPLIED = N_("Day you apply")
PAGELESS = {"associate_awarded": Question("associate_awarded", "yesno", AWARDED, AWARDED),
            "application_date": Question("application_date", "date", APPLIED, APPLIED)}
# The day of applying said after the result (the contract's application_date, :func:`_filing_day_said`):
# what it means against the deadline the policy data holds for its award year
FILING_WHICH_DAY = N_("Which day do you apply? Tell me the date, for example: %(example)s.")
FILING_NOT_PUBLISHED = N_("MHEC hasn't published the Promise Scholarship's %(year)s deadline yet, so I can't tell whether %(date)s is on time. The last Promise deadline published was %(last)s, for %(last_year)s. File as early as you can, by your college's deadline.")
FILING_NOT_PUBLISHED_NONE = N_("MHEC hasn't published the Promise Scholarship's %(year)s deadline yet, so I can't tell whether %(date)s is on time. File as early as you can, by your college's deadline.")
FILING_ON_TIME = N_("%(date)s is on or before the Promise Scholarship's %(deadline)s deadline for %(year)s.")
FILING_LATE = N_("%(date)s is after the Promise Scholarship's %(deadline)s deadline for %(year)s. Ask your college's financial aid office whether it still accepts applications.")
SKIP = N_("Skip: estimate them for me")
CLOSER_ESTIMATE = N_("For a closer estimate, type “change my tuition” and give your tuition and grants.")
CLOSER_SIZE = N_("For a closer estimate, tell me how many people live in your household, for example “4 people”.")
CLOSER_SIZE_TUITION = N_("For a closer estimate, tell me how many people live in your household, for example “4 people”. You can also type “change my tuition” and give your tuition and grants.")
OUTSIDE = N_("I live outside Maryland")
STATUS = {
    ELIGIBLE: N_("Good news: based on your answers, you are likely eligible for the Promise Scholarship. Your college makes the final decision, and awards depend on funding."),
    INELIGIBLE: N_("Based on your answers, you are likely not eligible for the Promise Scholarship right now. Here's why:"),
}
STATUS_MORE_INFO = N_("I can't tell yet whether you're eligible. Here's what is still open:")
# (fix53m, a newcomer's finding) a student ruled out only because the college chosen is another
# county's (§18-3603(a)(1)) heard a bare "likely not eligible" though the award is theirs at the
# home college: the headline says where the award applies (the rules' Assessment.home_status)
STATUS_HOME_ELIGIBLE = N_("Based on your answers, you are likely eligible for the Promise Scholarship at %(home)s, your home college, but likely not at %(college)s. Here's why:")
STATUS_HOME_MORE_INFO = N_("Based on your answers, you are likely not eligible for the Promise Scholarship at %(college)s. At %(home)s, your home college, your answers so far meet the rules: tell me you'll go to %(home)s and I'll check the rest. Here's why:")
NEEDS_NAMED = N_("To check this rule I still need: %(what)s.")  # the rule's "a few more answers", named
NAMES = N_("%(first)s, %(rest)s")  # a list of answers' names
MISSING_HELP = N_("Still to answer: %(what)s. The people below can help you find these answers, and you can tell me one at any time.")
GENERIC_UNKNOWN = "We need a few more answers to check this rule."  # (screener.rules: a rule's open check, unnamed)
REASONS = {ELIGIBLE: PASS, INELIGIBLE: FAIL}
BULLET = N_("• %(message)s (%(citation)s)")
# "What else can I get?": the FAQ topics answered with the other aid the answers point to.
OTHER_AID_TOPICS = ("state_grants", "local_promise")
OTHER_AID_INTRO = N_("From your answers so far, you may also get:")
OTHER_AID_LINE = N_("• %(program)s: %(result)s")
OTHER_AID_RESULT = {"likely": N_("likely"), "maybe": N_("maybe")}
OTHER_AID_NONE_YET = N_("Answer a few more questions and your result will list the other aid you may get.")
OTHER_AID_COULD_CHANGE = N_("These answers could change what other aid you can get:")
OTHER_AID_FIELDS = {
    "birth_year": N_("• your age (some grants and tuition waivers have age limits)"),
    "foster_care_or_homeless": N_("• whether you were in foster care or have been homeless (a tuition waiver)"),
    "ssi_ssdi": N_("• whether you get SSI or SSDI (a tuition waiver)"),
}
OTHER_AID_WHERE = N_("The web form's optional “Other aid” page asks them, or ask your college's financial aid office.")
# After the result, "what else can I get?" asks those answers one at a time, in this order (each
# optional: "skip" or "I don't know" goes on to the next), then says what they change.
AID_ORDER = ("birth_year", "foster_care_or_homeless", "ssi_ssdi")
AID_BIRTH_YEAR = N_("What year were you born?")  # (the year's page has a label, no question)
AID_OPTIONAL = N_("%(question)s (Optional: type “skip” to leave it.)")
AID_SKIP = N_("Skip")
WHAT_ELSE = N_("What else can I get?")  # a quick reply with the result: the other aid (:data:`OTHER_AID_TOPICS`)
AID_NOTHING_NEW = N_("Thanks. That doesn't change the other aid I can find for you.")
CONDITIONAL = N_("%(message)s Condition: %(condition)s")  # a pass that holds only if the college agrees
ESTIMATE = N_("Estimated award: about %(amount)s a year (the most is %(max)s).")
ESTIMATE_RANGE = N_("Estimated award: %(low)s to %(high)s a year, depending on your Pell Grant.")
ESTIMATE_COVERED = N_("Estimated award: %(amount)s a year, because your grants (%(grants)s) already cover your tuition and fees (%(tuition)s). Your tuition is still paid for, and the grant money left over can help with books and other costs.")
WHERE = N_("Where to use it: %(college)s. Financial aid office: %(url)s")
WHERE_SITE = N_("Where to use it: %(college)s. Find its financial aid office on the college's website: %(url)s")
WHERE_NO_LINK = N_("Where to use it: %(college)s. Its financial aid office can help.")
ASK_COLLEGE = N_("Talk to the financial aid office at %(college)s: %(url)s")
ASK_COLLEGE_SITE = N_("Talk to the financial aid office at %(college)s. You can find it on the college's website: %(url)s")
ASK_COLLEGE_NO_LINK = N_("Talk to the financial aid office at %(college)s.")
CLOSING = N_("Type “start over” to begin again, or ask me a question.")
FULL_RESULT = N_("Your full result, with every rule and the law behind it: %(url)s")
STATUS_NOT_YET = N_("That's what I'm here to find out! Answer a few short questions and I'll tell you whether you're likely eligible.")
STATUS_SO_FAR = N_("So far, nothing you've told me rules you out. I need a few more answers before I can tell you whether you're likely eligible.")
STATUS_PASSED = N_("What you've told me meets these rules:")
STATUS_ESTIMATE_LEFT = N_("The questions that are left only help me estimate your award more closely.")
STATUS_MAY_FAIL = N_("So far, this may rule you out. A few more answers will tell:")
CARE = N_("I'm really sorry you're going through this. You deserve support right now, and you don't have to handle it alone. Call or text %(phone)s to reach the %(phone)s Suicide & Crisis Lifeline, any time, day or night. It's free and confidential, and help is available in Spanish. If you are in danger right now, call %(emergency)s.")
CARE_ABUSE = N_("If someone is hurting you, you can also call or text the Childhelp National Child Abuse Hotline at %(phone)s, any time. Its counselors listen, can help you find support near you, and have interpreters in many languages, including Spanish.")
CARE_MORE = N_("I didn't save what you wrote. The scholarship questions can wait; whenever you want, you can write to me again here.")
CHECK = N_("Just to check, I read:")
CHECK_LINE = N_("• %(what)s: %(value)s")
KEPT_HAVE = N_("Here's what I have:")  # then a "• County: Howard County" line: "what county do you have for me?"
KEPT_NONE = N_("not given yet")  # "• County: not given yet"
CHECK_ASK = N_("Is that right?")
# a month read back that the message didn't say (a year alone: June assumed; "fall 2025": August)
# (fix52e) a year's credits read back as a semester's, the conversion shown (understand.credits_a_year)
CHECK_LINE_YEAR = N_("• %(what)s: %(value)s — %(year)s a year is %(value)s a semester; tell me if one semester has fewer")
CHECK_LINE_ASSUMED = N_("• %(what)s: %(value)s — I assumed %(month)s; tell me the month if it was another one")
HOME_INSTEAD = N_("You can use the award at %(college)s only if %(home)s, the college that serves your county, doesn't offer your program. Its financial aid office can tell you.")
HOME_INSTEAD_ASK = N_("Shall I check whether you're likely eligible at %(home)s instead?")
CHECK_NO = N_("OK, I didn't keep that.")
# a decimal where people are counted ("3.5" for the household's size): asked back in the chat's
# voice, the size question put with how to count (a newcomer's finding: the form's "Enter a whole number.")
SIZE_NOT_WHOLE = N_("People count as whole numbers here, so I need a count like 3 or 4.")
# The quick replies of a read-back of one "no" answer ("In-state tuition: No. Is that right?") say
# what they do: a bare "Yes" there kept the "No", and read as "yes, I qualify" it was a wrong "no"
YES_RIGHT = N_("Yes, that's right")
SAYS_YES = {
    "in_state_tuition": N_("No, I do qualify for in-state tuition"),
    "delmar_md_resident": N_("No, I do live in Delmar, Maryland"),
    "dream_act": N_("No, I do qualify under the Dream Act"),
    "program_offered_locally": N_("No, my home college does offer it"),
    "satisfactory_progress": N_("No, I am making satisfactory progress"),
    "noncredit_pell_eligible": N_("No, a Pell Grant can pay for it"),
    "enrolled_at_md_community_college": N_("No, I do take classes at one"),
}
SAYS_YES_OTHER = N_("No, the answer is “Yes”")
WHICH_WRONG = N_("Which one is wrong?")  # a "no" to a read-back of several facts: the facts named as quick replies
GPA_TWO_COUNT = N_("Two GPAs can count for a first award: your cumulative GPA at the end of the first semester of your senior year, or at the end of your senior year (%(citation)s). If either one is at least %(min)s, you meet this rule. Which one should I use?")
GPA_NOW_READ = N_("Two GPAs can count for a first award: your cumulative GPA at the end of the first semester of your senior year, or at the end of your senior year (%(citation)s). I read the one you have now: if it is below %(min)s, the one you get by then can still meet this rule.")
WHICH_UNSURE = N_("Which one aren't you sure of? I'll keep the others.")  # "I don't know" to a read-back of several facts
ALL_OF_THEM = N_("All of them")
WHICH_AGAIN = N_("Tap the one that's wrong. If none of them is, type “none”.")  # a yes or no to "Which one is wrong?"
# a "no" to "Which one is wrong?": how to say which, or to type the value meant, or to answer them all again
WHICH_AGAIN_NO = N_("Tap the one that's wrong, or type the right value. To answer them all again, tap “All of them”.")
CHECK_NO_ONE = N_("OK, I didn't keep this one: %(what)s.")
CHECK_NOT_KEPT = N_("OK, I didn't keep these:")  # then the facts not kept, as read back
NOT_YES_NO = N_("I need your answer to this question, not a “yes” or “no”.")
CHOICE_NOT_YES_NO = N_("I need your answer to this question, not a “yes” or “no”: one of the choices. Tap or type the one that fits you.")
NOT_YES_NO_EXAMPLE = N_("I need your answer to this question, not a “yes” or “no”. %(what)s, for example: %(example)s.")
COUNTY_HINT_NO_ZIP = N_("Pick the county where you live. Baltimore City and Baltimore County are different places.")
WHO_MARRIED = N_("Who is married: you, the student, or the student's parents (you live with them)?")
CHECK_HELP = N_("I wrote down what I understood from your message, to be sure I got it right. If it's right, answer “yes”; if not, answer “no” and I'll ask you again.")
STILL_NEED = N_("I still need a “yes” or “no” to what I read back before I go on.")
# (fix45h) a hedged yes ("i think so") to a read-back that would rule the student out: asked once more
HEDGE_RULES_OUT = N_("This answer decides whether you can get the scholarship, so I want to be sure.")
# (fix46d) a hedge ("i think so", "probably") to an income read back next to its limit: the exact amount asked
HEDGE_NEAR_LIMIT = N_("A guess can't settle it this close to the limit: type the exact amount from the tax return, or “I don't know” if you don't have it.")
# (fix46d) an income read back said to be off ("yes but it's less", "creo que sí pero es menos"): the amount asked
AMOUNT_DOUBTED = N_("What is the amount, then? Type it in numbers, like 45000, or “I don't know” if you don't have it.")
READ_BACK_DROPPED = N_("I couldn't tell whether I read that right, so I didn't keep it. Let's take it one question at a time.")
# (fix44e, fix45a) a read-back asked twice in a row, answered on without its "yes" or "no": what it held is
# kept as said (its "Got it" lines before this), never dropped, and the read-back not put a third time
READ_BACK_LET_GO = N_("You went on without a “yes” or “no” to what I read back, so I kept it as you said it. If any of it is wrong, just tell me.")
# (fix45t) a result resting on what was let go (kept unconfirmed): read back once more before any result
LET_GO_ASK = N_("Your result depends on this, so I need a “yes” or “no” before I give it.")
# (fix46f) a "no" result resting on what was let go in an earlier reply: its question put again, said why
LET_GO_ASKED_AGAIN = N_("Your result depends on something I kept without a “yes” or “no” from you, so I need to ask it again.")
PAY_ASKED_NEXT = N_("I'll ask about your %(amount)s once you answer this.")  # an income said while a read-back waits
# (fix49m) a GPA said in passing as a little under a figure near the minimum ("around 2.3 maybe a little
# lower" at the ZIP question): none kept (rules.gpa_under_limit), said so, the exact one asked at its question
GPA_EXACT_LATER = N_("I'll ask for the exact GPA when we get to it: whether it is %(gpa)s or a little under decides.")
# (fix35a, a newcomer's finding) "I work full time", "trabajo tiempo completo" told alone: a job's hours,
# never the credits' FAQ answer to a question not asked (understand.full_time_of_work_only)
JOB_FULL_TIME_ASIDE = N_("Noted: that “full time” is about a job, not classes. I ask about credits separately.")
ASIDE_BIRTH = N_("Thanks for telling me. Where you were born or grew up isn't one of this scholarship's questions.")
# (then the FAQ's age answer, faq.AGE_TOPIC: the age rule is said in one place)
ASIDE_BIRTH_YEAR = N_("Thanks for telling me. Your year of birth isn't one of this scholarship's questions.")
ASIDE_ELSEWHERE = N_("Thanks for telling me. For this scholarship, what counts is where you live.")
# (fix47h) one bare amount said to correct an income made of parts: whose pay it is, or the total, asked
# (fix51l) "Whose pay is…?" asked twice in a row with no answer: let go, the amount set aside
WHOSE_LET_GO = N_("I still can't tell whose pay %(amount)s is, so I've set it aside. I'll ask for the household's income.")
WHOSE_PART_CORRECTED = N_("Your income was %(parts)s, %(total)s in all. Whose pay is %(amount)s? Tell me whose it is, or say “%(amount)s in total” if it is the household's whole income.")
ASIDE_NOT_ASKED = N_("Thanks for telling me. That isn't what this question asks.")  # (fix37f) "not married" at another question
WHICH_ANSWER = N_("Which answer is that number for? Tell me with its name, for example “actually my income is 52k”.")
WHICH_PLACE = N_("Do you mean %(county)s, where you live, or %(college)s, the college you plan to attend?")
PART_TIME = N_("Part-time means fewer than %(credits)s credits a semester.")
WHICH_STATUS = N_("Is that for the credits you'll take each semester, or for how you studied when you first enrolled? Tell me with its name, for example “actually I'll take 9 credits a semester”.")
NUMBER_KINDS = ("number", "money", "zip")  # questions a bare number can answer
READ_LIMIT = 1000  # characters of one message read (the API takes 2,000: routes.MAX_MESSAGE)
READ_CUT = N_("That's a long message, so I read only its first part, up to “%(last)s”. Please send anything after that in another message.")
NOTATION = N_("I can't read a number in scientific notation (with an “e”). Type it with all its digits, for example 45000.")
NEGATIVE = N_("Enter a number that isn't negative. No answer here can be below zero: not a GPA, a number of credits or an income. Type it again without the “-”.")
TOO_BIG = N_("That number looks too big to be an answer here. Please check it and type it again, for example an income like 45000.")
MARKUP_PLAIN = N_("I can't read code or web tags such as “<script>”. Please type your answer in plain words.")
RULING_OUT_ALONE = N_("That answer decides the result by itself, so I'm checking it on its own first. Tell me the rest again after.")
GUESS_KEPT = N_("You said it as a guess: if it turns out different, just tell me.")  # fix48a: a guess kept without a read-back
FOLDED = N_("If I got any of that wrong, just tell me, for example “actually my income is 52k”.")
SKIPPED = N_("Let's leave that one open for now and go on. Your college's financial aid office can help you find the answer.")
PERSON_COLLEGE = N_("Your community college's financial aid office can help with your case.")
PERSON_MHEC = N_("For statewide questions, contact the %(name)s: call %(phone)s or email %(email)s.")
AFTER_UNSURE = N_("That's OK. If you're not sure of an answer, the people below can help you find it. To change an answer, type “change” and what to change, for example “change my income”.")
CHANGE_HOW = N_("If you meant to change an earlier answer, type “change” and what to change, for example “change my income”.")
GPA_ON_SCALE = N_("What is your GPA out of %(scale)s? For example: %(example)s.")  # a GPA's scale said alone first
SCALE_NOT_CONVERTED = N_("The scholarship's rule uses an unweighted GPA on a 4.0 scale. If your transcript also shows one, you can give that one instead.")
DONT_KNOW = N_("I'm sorry, I don't know the answer to that one. Your college's financial aid office can help, or the Maryland Higher Education Commission at %(phone)s.")


@dataclass(frozen=True)
class Turn:
    """The bot's turn: ``reply`` text, ``quick_replies`` labels, the question id ``expecting``
    (None at the result), the updated ``conversation`` and the ``assessment`` JSON (or None)."""

    reply: str
    quick_replies: tuple
    expecting: str | None
    conversation: Conversation
    assessment: dict | None
    faq: str | None = None  # the FAQ entry answered ("dont_know" when none fitted), for the bench

    @property
    def answers(self) -> dict:
        """Return the answers taken so far (:func:`answers_view`)."""
        return answers_view(self.conversation.state.answers)

    @property
    def api_expecting(self) -> str | None:
        """Return the contract's ``expecting``: the answer field the bot is asking for now. While a
        read-back waits for its "yes" or "no" (``Conversation.pending``), the first field it reads
        back (its order, :func:`_facts`), never :attr:`expecting`, the question asked once it is
        answered (fix47e, a newcomer's finding: "Household income (AGI): $45,000. Is that right?"
        came with ``expecting: prior_degree``); while "Start over?" waits, :attr:`expecting` as ever."""
        conv = self.conversation
        if conv.pending and not conv.restart_asked:
            facts = _facts(load_flow(), conv.pending)
            if facts:
                return facts[0][1]
        return self.expecting

    @property
    def api_answers(self) -> dict:
        """Return the answers the API gives (the contract's ``answers``): :attr:`answers`, the income
        only as a total kept, never one parent's pay held (:func:`pay_held`: "Pay said so far: your
        mom's $45,000"; the engine still holds it in the state, where its tests read it), except at a
        result: the ``assessment`` is run on the answers kept, that income with them (its income check
        says it), so the answers it used are given beside it (fix46l, a newcomer's finding: "mi mamá es
        soltera y gana 8 mil al mes …" passed the income check on $96,000, ``answers`` without ``agi``)."""
        answers = self.conversation.state.answers
        if pay_held(self.conversation) and self.assessment is None:
            answers = {k: v for k, v in answers.items() if k != "agi"}
        return answers_view(answers)


def answers_view(answers: dict) -> dict:
    """Return ``answers`` as the contract's answer fields (JSON types), with the county a ZIP
    code settled (so a client can show where the student lives)."""
    out = {k: v for k, v in answers.items() if k != "lang"}
    if "county" not in out and "zip" in out:
        found = lookup_zip(out["zip"])
        if found.county and not found.ambiguous:
            out["county"] = found.county
    return out


@dataclass
class _Step:
    """What one message did: the new ``state``, reply ``parts`` (:class:`Msg`), ``options`` to
    ask back (for the question ``asking``, else the pending one), whether it was
    ``understood``, whether the pending question is re-asked ``briefly`` (after a FAQ answer),
    and the answer values ``shown`` as quick replies with the pending question."""

    state: State
    parts: list = field(default_factory=list)
    options: tuple = ()
    understood: bool = False
    briefly: bool = False
    asking: object = None
    shown: tuple = ()
    missed: bool = False
    hint: bool = False
    faq: str | None = None
    proposed: dict = field(default_factory=dict)
    let_go: dict = field(default_factory=dict)  # read back twice, answered on: kept as said, in passing (:func:`_carry`)
    let_go_parts: list = field(default_factory=list)  # the "Got it" lines and note :func:`_let_go_kept` added
    exact: str | None = None  # the estimate-only page the student asked to give ("change my tuition")
    jump: object = None  # a question to put now: a fact said in passing would rule the student out
    result_url: object = None  # State -> the full result page's address (None: the result in full)
    for_child: bool = False  # a parent writes for the student: "married" is the student's two parents
    for_student: bool = False  # a parent, grandparent, guardian or sibling writes: the questions name the student (:func:`_third_person_forms`)
    restarted: bool = False  # "start over" said (fix49d: who writes, Conversation.writer, is kept; the answers aren't)
    opening: bool = False  # the student's first message: plainly stated facts are kept, said back (FOLDED)
    opening_kept: bool = False  # the pending question's answer was so kept from it
    place_asked: bool = False  # (fix48i) a place named inside a question read back, not kept (:func:`_volunteered`)
    reopen: object = None  # a question left open whose assumed answer was refused: put again, even at the result
    typing: bool = False  # "Another county" picked: the county is typed, no quick replies
    label: bool = False  # the message is a quick reply's label, as shown (a plain answer, however long)
    left_open: bool = False  # "I don't know" to a page the web answers so in one tap (GPA, income): tip, then skip
    lead: Msg | None = None  # what the bot offers for a "yes" (the home college), said instead of a read-back
    which: tuple = ()  # a "no" to a read-back of several facts: the fields asked about ("Which one is wrong?")
    which_unsure: bool = False  # …asked after "I don't know" instead: "Which one aren't you sure of?"
    read_back: bool = False  # a read-back awaits its "yes": the pending question's choices aren't on screen
    expecting: str | None = None  # the question the message answers (None once the result is shown)
    typed: str = ""  # the message as typed, formatting marks and all (kept in the transcript)
    skipped: bool = False  # an optional other-aid answer left ("skip"): the next one is asked
    emoji: bool = False  # the message is emoji alone: asked again, never a miss (:func:`_no_third_time`)
    uncounted: bool = False  # (fix36h) a bare yes or no to choices: asked again, never a miss
    read_as: str | None = None  # what the pending question's reader reads instead of the message (:func:`_hours_for_rate`)
    restart_kept: bool = False  # "no" to "Start over?": the pending question (or read-back) put again as it was
    error: object = None  # the form's message for the answer just refused ("Enter a number that isn't negative.")
    said_before: tuple = ()  # the conversation's transcript before this message: (role, text) pairs
    places_asked: tuple = ()  # a place named in a correction is a home or a college: ((field, value), …) asked back
    notation: bool = False  # a number typed in scientific notation ("1e5") was written out: what it gives is read back
    follow_up: dict = field(default_factory=dict)  # the follow-up waiting after this message, unless one is asked (:func:`_follow_up_now`)
    earners_before: tuple = ()  # the parts of the income kept or read back before this message (``Conversation.earners``)
    follow_up_before: dict = field(default_factory=dict)  # the follow-up that waited when this message came (``Conversation.follow_up``)
    household_waiting: str | None = None  # the household read back, awaiting its "yes", when this message came
    agi_waiting: object = None  # (fix43j) the income read back, awaiting its "yes", when this message came
    both_said: bool = False  # (fix38e) "I live with both of them": the two parents named before, read back
    earners: tuple | None = None  # …as this message set them (None: read from the message giving a new income)
    pay_of: str | None = None  # the earner whose pay's period this message's reply asks (:func:`_earner_said`)
    pay_extra: bool = False  # …that pay tips, overtime or a bonus on top of theirs (fix38n: added, never in its place)
    part_other: str = "other"  # …whose pay it asks (a key of session.EARNER_KEYS: a bare amount said next is theirs)
    pay_held: tuple | None = None  # …beside one parent's pay held, the other's asked (the "part" follow-up), kept with it
    held_summed: tuple | None = None  # one parent's pay held, in the sum this message's reply reads back (a "no" holds it again)
    extra_held: tuple | None = None  # (pays whose tips or overtime aren't said, pays held whole, the other earner asked): asked again (:func:`_extra_answered`)
    pay_unplaced: tuple = ()  # an earner's pay no reading took yet: (said, parts, rest) (:func:`_pay_unplaced`)
    part_asked: tuple | None = None  # one parent's pay whose household total this message's reply asks (:func:`_parts_taken`)
    part_sum: tuple = ()  # …the parts that pay held is the sum of (one parent's and the student's own: :func:`_other_works_held`)
    part_abroad: float | None = None  # …the other parent's pay said, they working in another country: do they live here? asked (fix41c)
    top_asked: tuple | None = None  # (income kept, one earner's pay): part of it, or more on top? asked (:func:`_parts_taken`)
    top_done: bool = False  # …that question answered by this message (:func:`_top_answered`)
    parents_per: int = 1  # …the times a year of the pay held there, said per week, month… ("no, 500": the pay said again, :func:`_parents_answered`)
    parents_ask: float | None = None  # a single (or married) student's own pay, not kept: are the parents' (spouse's) in it? asked (:func:`_whose_to_ask`)
    range_said: tuple | None = None  # (fix50d) an income said as a range this turn, (low, high): held while a read-back waits
    parents_pay: bool = False  # …the parents' pay asked instead, to add to it (:func:`_parents_answered`)
    parents_done: bool = False  # the student's answer to that question taken: the pay is what they said
    spouse: bool = False  # …asked of a married student's own pay: the spouse's income, not the parents' (:func:`_whose_to_ask`)
    whose_amount: tuple | None = None  # …(spouse, amount) the spouse was said to say: whose it is asked instead (fix43a)
    # (fix43n) …with the spouse's part held when one was said ((spouse, amount, theirs), :func:`_piece_replaced`); asked again once
    whose_again: bool = False
    kin_self: bool = False  # a grandparent or guardian writing tells their own home or income beside other facts: theirs left out
    two_from_pay: bool = False  # the other parent's pay said "too" beside one parent's kept with one at home: two parents read back (:func:`_with_pay`)
    how_much_missed: bool = False  # a how-much follow-up of a pay held answered with no amount: asked again once (fix36c, :func:`_how_much_unanswered`)
    no_meaning: bool = False  # …a bare "no" to the other earner's pay: what it means asked, with quick replies (fix36c)
    # (fix48e) parents who live apart, as this message said them: (income read, the other parent's pay)
    apart_said: tuple | None = None
    apart: tuple = ()  # …as the conversation keeps them after this message (:func:`_apart_now`)
    parent_pay: float | None = None  # (fix52k) a parent's pay beside a relative's home, held for the income (None: as it was)

    def link(self) -> str | None:
        """Return the address of the full result page for the answers so far (None without one)."""
        if self.result_url is None:
            return None
        # (fix48e) the full result page weighs the other parent's income as the chat's result does
        # (rules.APART_PARENT_AGI, carried in the web's encrypted token, no contract field); (fix49d)
        # and says each rule's message in the chat's voice, to a parent of "your child" or of "the
        # student" (the internal answer WRITER, carried the same way: screener/voice.py)
        answers = with_apart(self.state.answers)
        writer = _writer(self)
        answers = {k: v for k, v in answers.items() if k != WRITER} if writer is None else {**answers, WRITER: writer}
        return self.result_url(replace(self.state, answers=answers))


# --- labels -------------------------------------------------------------------------------------


def county_label(cid: str) -> str | Msg:
    """Return the display name of a county id (a :class:`Msg` for ``outside-md``, and for the
    quick reply "Another county")."""
    if cid == OTHER_COUNTY:
        return Msg.of(ANOTHER_COUNTY)
    return Msg.of(OUTSIDE) if cid == OUTSIDE_MD else Msg.of(load_directory().county_name(cid))


def _input(q, field_id):
    return next((i for i in q.inputs if i.id == field_id), None)


def field_name(q, field_id: str, third: bool | None = None) -> str:
    """Return what an answer of page ``q`` is called when said back ("Household income (AGI)",
    "People in household"): the page's summary for its own answer, unless that answer has a
    label of its own on a page of several ("Year you were born" on the "Other aid" page)."""
    inp = _input(q, field_id)
    if inp.summary:
        return _person(inp.summary, third)
    if field_id == q.id and not (len(q.inputs) > 1 and inp.label):
        return _person(q.summary, third)
    return _person(inp.label or q.summary, third)


def value_label(q, field_id: str, value, lang: str, third: bool | None = None) -> str:
    """Return how an answer value of question ``q`` reads to the student ("Yes", "$45,000", "June 2027");
    a choice in the third person to someone writing for the student (``third``, :func:`_person`)."""
    inp = _input(q, field_id)
    if inp.kind == "county":
        return render(county_label(value), lang)
    if inp.kind == "college":
        return load_directory().colleges[value].name
    if inp.kind == "yesno":
        return render(YES if value else NO, lang)
    if inp.choices:
        key = (as_text(value) if isinstance(value, float) else str(value)).lower()  # a scale of 4.0 is the choice "4"
        return next((render(_person(c.label, third), lang) for c in inp.choices if c.value == key), key)
    if inp.kind == "zip" and lookup_zip(str(value)).county == OUTSIDE_MD:
        return render(Msg.of(ZIP_READ_OUTSIDE, zip=str(value)), lang)  # as the web's county page says
    if inp.kind == "money":
        return format_money(value, lang)
    if inp.kind == "month":
        return format_month(parse_month(value), lang)
    if inp.kind == "date":
        return format_day(dt.date.fromisoformat(str(value)), lang)
    if inp.kind == "gpa":
        return format_gpa(value, lang)  # "3.0", as the result and the form write it
    if inp.kind == "number" and inp.id.endswith("_year"):
        return str(int(value))  # a year ("1992"), not a quantity ("1,992")
    if inp.kind == "number":
        return format_number(value, lang)
    return str(value)


OTHER_COUNTY = "other"  # the quick reply "Another county": the student then types the county


def _county_replies(state) -> tuple:
    """The counties of the ZIP code given, and "Another county" when it touches several; with no
    ZIP code (or one not found, or outside Maryland) every jurisdiction and "I live outside
    Maryland", as the web's county page offers them (a newcomer's finding: nothing was offered
    until the county was typed)."""
    z = lookup_zip(state.answers["zip"]) if "zip" in state.answers else None
    if z is not None and z.ambiguous:
        return tuple(z.candidates) + (OTHER_COUNTY,)
    return load_flow().county_choices(state)


def _other_counties(state) -> tuple:
    """The counties offered after "Another county": every one but the ZIP code's (the web's select under it)."""
    z = lookup_zip(state.answers["zip"]) if "zip" in state.answers else None
    mine = z.candidates if z is not None else ()
    return tuple(c for c in load_flow().county_choices(state) if c not in mine)


def _college_replies(state, today) -> tuple:
    """The colleges open to the student whatever the program: the home college and those with
    housing (none offered while the county is unknown, as for renewals)."""
    county = run(state.answers, today).county
    if county is None:
        return ()
    d = load_directory()
    home = d.home_college(county)
    first = (home.id,) if home else ()
    return first + tuple(c.id for c in d.residential_colleges() if c.id not in first)


def quick_values(q, state, today) -> tuple:
    """Return the answer values offered as quick replies for ``q`` (labels via :func:`value_label`)."""
    if q.kind == "yesno":
        return (True, False)
    if q.kind == "county":
        return _county_replies(state)
    if q.kind == "college":
        return _college_replies(state, today)
    return tuple(c.value for c in q.choices)


def _value(v) -> str:
    """Return an answer value as form text (True -> "true")."""
    return str(v).lower() if isinstance(v, bool) else str(v)


def quick_replies(q, state, lang: str, today, values=None) -> tuple:
    """Return the quick-reply labels for question ``q`` (or for ``values`` of it), in ``lang``."""
    if values is None and q.optional:
        return (render(SKIP, lang),)
    values = quick_values(q, state, today) if values is None else values
    if q.kind == "number":
        return tuple(str(v) for v in values)
    if q.kind == "yesno":
        values = tuple(v == "true" if isinstance(v, str) else v for v in values)
    return tuple(value_label(q, q.id, v, lang) for v in values)


# --- one message ----------------------------------------------------------------------------------


def _acknowledge(q, updates: dict, lang: str) -> list:
    """Return the "Got it. Household income (AGI): $45,000." line of every answer taken, the
    same way whether it was typed, picked or volunteered ("Got it. Your tuition and grants:
    skipped." for an optional page left blank)."""
    unsure = {i.id for i in q.inputs if any(c.value == UNSURE for c in i.choices)}  # "I'm not sure" leaves it unset
    shown = [(f, value_label(q, f, UNSURE if v is None else v, lang)) for f, v in updates.items()
             if v is not None or f in unsure]
    if not shown:
        return [Msg.of(GOT_IT_SKIPPED, what=Msg.of(q.summary))]
    return [Msg.of(GOT_IT, what=Msg.of(field_name(q, f)), value=label) for f, label in shown if _input(q, f) is not None]


def _income_span(step: _Step, q, updates: dict, lang: str) -> tuple | None:
    """Return ``(low, high)`` when the income ``updates`` reads was said as a range (the whole
    message first, then each of its parts: understand.income_range), else None."""
    # (fix49c) the whole message first: a range said with a pause ("como 99 mil, o sea tal vez 105 mil")
    # split at its comma was no range, its middle kept as a figure
    said = step.read_as or step.typed or ""
    return next((r for part in [said] + re.split(r";|,(?!\d{3})", said) if (r := understand.income_range(part, lang))),
                None) if q.id == "agi" and updates.get("agi") is not None else None  # (a range beside other facts too)


def _rules_out(flow, state, q, updates: dict, today) -> bool:
    """Return True when answering ``q`` with ``updates`` would decide "likely not eligible"."""
    if flow.decided_ineligible(run(state.answers, today)):
        return False
    after = flow.apply(_standing_in(flow, state, q), q, updates, today)
    return flow.decided_ineligible(run(after.answers, today))


def _may_rule_out(flow, state, q, updates: dict, today) -> bool:
    """Return True when ``updates``, the answer asked with a question still open (the credits,
    the program not given yet), rules the student out with one of that question's choices that
    doesn't without it ("3" credits beside any credit program): read back now, never kept unasked
    to rule out later beside a plain answer (class, a newcomer's finding: "3.0" kept as 3
    credits, the program's "yes" then ruling out)."""
    if flow.decided_ineligible(run(state.answers, today)):
        return False
    after = flow.apply(_standing_in(flow, state, q), q, updates, today)
    for p in flow.questions:
        if p.kind != "choice" or after.answered(p) or not set(updates) & set(flow.carries.get(p.id, ())):
            continue
        for c in p.choices:
            alone = {k: v for k, v in after.answers.items() if k not in updates}
            if flow.decided_ineligible(run({**after.answers, p.id: c.value}, today)) \
                    and not flow.decided_ineligible(run({**alone, p.id: c.value}, today)):
                return True
    return False


def _outside(flow, state, q, updates: dict, today) -> bool:
    """Return True when a ZIP code answer puts the student outside Maryland: it counts against
    residency, so it is read back first (a mistyped ZIP is easy to make)."""
    if "county" not in q.provides:
        return False
    after = flow.apply(_standing_in(flow, state, q), q, updates, today)
    return run(after.answers, today).county == OUTSIDE_MD


def _propose(step: _Step, q, updates: dict) -> None:
    """Read ``updates`` for ``q`` back to the student; they are kept only after a "yes"."""
    step.proposed.setdefault(q.id, {}).update(updates)


def _income_before(step: _Step):
    """Return the income read back when this message came (awaiting its "yes"), else the one kept (None)."""
    return step.agi_waiting if step.agi_waiting is not None else step.state.answers.get("agi")


def _sum_corrected_bare(step: _Step, updates: dict, lang: str) -> bool:
    """Return True when ``updates`` gives the income as one bare amount, no one's pay named and no
    total said ("no wait it's 80k", "no, son 80 mil"), correcting an income made of two or more
    earners' parts (kept, no read-back waiting: :attr:`_Step.earners_before`, their sum the income) to another
    amount, and this message set no parts of its own (:attr:`_Step.earners`).

    Class (fix47h, a newcomer's finding: a false "likely eligible"): "mom makes 70k dad makes 75k",
    then after the result "no wait it's 80k": read back as the household's $80,000 and kept on its
    "yes", the dad's $75,000 lost ($80,000 + $75,000 is over the two-parent limit). Whose pay it
    is (or whether it is the total) is asked instead (:data:`WHOSE_PART_CORRECTED`)."""
    said = step.read_as or step.typed or ""
    before, new = _income_before(step), updates.get("agi")
    if len(re.findall(r"\d[\d,.]*", said)) != 1:
        return False  # (one amount alone: a pay's period corrected with its year, "1,400 cada quincena, 33,600 al año", read as before)
    if new is None or before is None or step.earners is not None or len(step.earners_before) < 2:
        return False
    if not _parts_make(step.earners_before, before) or _same_number(new, before) is not False:
        return False
    return understand.correcting(said, settled=True) and not understand.total_said(said) \
        and not understand.earner_pay(said, lang) and not understand.income_parts(said, lang, new)


# (fix51a) said when one parent is chosen while two parents' pay added is read back: that sum left out
ONE_PARENT_SUM = N_("You said %(parts)s, %(total)s in all. With one parent at home, that total isn't the household's income: only the income of the parent at home counts, not two parents' pay added together. So I didn't use it; I'll ask for that income.")
_PARENTS_OF_CHILD = ("self", "wife", "husband", "spouse")  # (a parent writing: their own pay and their spouse's)


def _one_parent_sum(conv: Conversation, step: _Step) -> None:
    """Class (fix51a, a wrong "no" or a false "likely eligible"): two parents' pay added ("mom makes
    80k dad makes 105k", read back as $185,000 with two parents), then "no" and "one parent": the
    household changed, the sum was read back as the one parent's income (a "yes" kept $185,000 against
    the $100,000 limit). The sum of two parents' pay is no one parent's household's income: it is taken
    out of the read-back, said so, and the income asked once the household is answered."""
    household = (step.proposed.get("household") or {}).get("household", step.state.answers.get("household"))
    agi = (step.proposed.get("agi") or {}).get("agi")
    if household != "single_parent" or agi is None or step.earners:
        return
    parts = _parts_making(conv.earners, agi) if _parts_make(conv.earners, agi) else ()
    parents = {p[0] for p in parts if p[0] in PARENT_EARNERS or step.for_child and p[0] in _PARENTS_OF_CHILD}
    if len(parents) < 2:
        return
    said = _parts_said(step, parts)
    step.proposed = {k: v for k, v in step.proposed.items() if k != "agi"}
    step.parts = [p for p in step.parts if getattr(p, "text", None) not in (understand.SUM_SAID, understand.PARTS_ADDED)]
    step.parts.append(Msg.of(ONE_PARENT_SUM, parts=said, total=Money(float(agi))))
    step.earners = ()


def _parts_said(step: _Step, parts) -> Msg:
    """Return an income's ``parts`` said back, each in the writer's own words ("your mom's $30,000 and
    your dad's $40,000"): :func:`understand.said_joined` (fix51r2: one loop, written out four times before)."""
    return understand.said_joined(tuple(parts), lambda part: understand.part_said(part, _writers_names(step)))


def _whose_part_asked(step: _Step, amount: float) -> Msg:
    """Return :data:`WHOSE_PART_CORRECTED` for ``amount``: the income's parts before this message
    (:attr:`_Step.earners_before`) and their sum said, whose pay the amount is asked (fix47h; fix51a:
    asked again the same way after a bare "yes" or "no" while the read-back waits unseen)."""
    parts = list(_parts_making(step.earners_before, _income_before(step)))
    said = _parts_said(step, parts)
    return Msg.of(WHOSE_PART_CORRECTED, parts=said, total=Money(float(_income_before(step))), amount=Money(float(amount)))


# (fix51a) the answer to "Whose pay is $85,000?" said without the amount: "the total", "mine", "my
# stepdad", "el de mi padrastro", "his" is no one named. Fillers before the earner ("it's", "es de") go
# (fix51r2: the words in vocab.WHOSE_FILLER, WHOSE_SELF, WHOSE_TOTAL_LEAD, WHOSE_TOTAL)
_WHOSE_FILLER = re.compile(r"^(?:(?:" + understand.words_pattern(vocab.WHOSE_FILLER) + r")\s+)+")
_WHOSE_SELF = re.compile(r"^(?:" + understand.words_pattern(vocab.WHOSE_SELF) + r")$")
_WHOSE_TOTAL = re.compile(r"^(?:(?:" + understand.words_pattern(vocab.WHOSE_TOTAL_LEAD) + r") )?(?:" + understand.words_pattern(vocab.WHOSE_TOTAL) + r")$")


def _whose_part_text(message: str, amount: float, lang: str) -> str | None:
    """(fix51a) Return ``message``, an answer to :data:`WHOSE_PART_CORRECTED` with no amount ("the
    total", "my stepdad", "mine", "el de mi padrastro"), said again with the amount asked about ("85000
    in total", "my stepdad makes 85000 a year"), as :func:`_follow_up_answered` reads it; None when it
    names no one earner nor the total (a bare "yes", "his", a grandparent: asked again or read as usual)."""
    t = re.sub(r"[^\w\s]", " ", understand.fold(message)).strip()
    t = re.sub(r"\s+", " ", _WHOSE_FILLER.sub("", t)).strip()
    if not t or re.search(r"\d", t):
        return None
    n = str(int(amount))
    if _WHOSE_TOTAL.match(t):
        return n + (" in total" if lang == "en" else " en total")
    if _WHOSE_SELF.match(t):
        return ("I make " + n + " a year") if lang == "en" else ("yo gano " + n + " al año")
    for said in (t, re.sub(r"s$", "", t)):  # ("my stepdad's", folded "my stepdads")
        said = said if re.match(r"(?:my|mi|her|his|su)\b", said) else ("my " if lang == "en" else "mi ") + said
        said += (" makes " + n + " a year") if lang == "en" else (" gana " + n + " al año")
        parts = understand.earner_pay(said, lang)
        if len(parts) == 1 and abs(float(parts[0][1]) - amount) < 1:
            return said
    return None


def _apply_form(flow, step: _Step, q, form: dict, lang: str, today, confirm: bool = False) -> bool:
    """Validate ``form`` for ``q`` and apply it to ``step``, confirming it; return False (with
    the problem said) if invalid. An answer that would rule the student out, or one taken with
    ``confirm`` (from a sentence that is not a plain answer, or converted), is read back first
    and kept only after the student's "yes"."""
    updates, errors = flow.parse(q, form, lang)
    if not errors:
        errors = flow.out_of_range(step.state, q, updates, today)  # a date the API refuses ("fall 2018"): never kept
    if not errors and updates.get("zip") is not None and not _zip_found(updates["zip"]):
        # (fix36h) a ZIP code we can't find ("99999", "34500"): never kept (the answers would hold
        # it), said not found as the web does, and the ZIP asked again (or the county, if named)
        errors = {"zip": Msg.of(ZIP_NOT_FOUND, zip=str(updates["zip"]))}
    if errors:
        step.error = next(iter(errors.values()))
        size_q = flow.question("household_size")
        if errors.get("household_size") is not None and errors["household_size"].text == WHOLE_NUMBER and size_q is not None:
            step.error = Msg.of(SIZE_NOT_WHOLE)
            step.asking, step.hint = size_q, True
        step.parts.append(step.error)
        step.missed = True
        return False
    if q.id == "agi" and _writer_apart_pay(step, updates):
        # (fix39n, a wrong "not eligible") a parent writing, the parents apart and the student living
        # with the other parent ("I'm her dad and I make 120k… she lives with her mom"): the writer's
        # own pay is not the household's (the FAFSA counts the parent the student lives with), so it is
        # never kept; said so, and the income of the parent lived with asked
        step.parts.append(Msg.of(understand.WRITER_APART_PAY, amount=Money(float(updates["agi"]))))
        step.understood = True
        step.jump = q
        return True
    # (fix50d) never a figure from a range: the writer's own pay said as one ("gano entre 95 y 110 mil",
    # "I make between 95 and 110k" at a read-back) was held as one amount (its middle, or lost) for
    # whose income it includes; the range is told first (below), whose asked with the amount given
    whose = _whose_to_ask(step, updates) if q.id == "agi" and _income_span(step, q, updates, lang) is None else None
    if whose is not None:
        # (not kept: whether the parents' income, or the spouse's, is in it, asked)
        step.parents_ask, step.spouse = float(updates["agi"]), whose == "spouse"
        step.understood = True
        if understand.only_mine(step.read_as or step.typed or ""):
            # (fix49j) "25k but that's just mine": it includes no one else's, said already, so the parents'
            # (the spouse's) pay is asked to add to it, as after "no, just mine" (:func:`_parents_answered`)
            step.parents_pay = True
        converted = understand.conversion_note(step.read_as or step.typed, lang, updates, step.state)
        if converted is not None:
            if converted not in step.parts:  # (said once: "Added together, that's $35,000." read with the answer already)
                step.parts.append(converted)  # ("$600 a week is about $31,200 a year.", then whose income it is)
            own = understand.income_parts(step.read_as or step.typed, lang, updates["agi"])
            step.parents_per = int(own[0][2]) if len(own) == 1 and float(own[0][2]).is_integer() else 1
        return True
    if q.id == "agi" and _step_parent_home(step, updates, lang):
        confirm = True  # (fix32h) two parents read back with the income the step-parent's pay is in
    if q.id == "agi" and _other_works_held(step, q, updates, lang):
        return True
    if q.kind == "gpa" and updates.get(q.id) is not None and str(form.get("gpa_scale")) == "4":
        # "2.8 out of 4", "2,9 sobre 4": the scale said is kept as said (the web's radio, always
        # sent, leaves the default 4.0 unstored; the chat's form has a scale only when one was said)
        updates["gpa_scale"] = 4.0
    # A question asked with this one (the graduation month with the high school) that the
    # message doesn't answer stays as it was: asked on its own, or kept if given earlier.
    updates = {k: v for k, v in updates.items() if k in form or k not in flow.carries.get(q.id, ())}
    if q.id in SEPARATE_FACTS:
        updates = {k: v for k, v in updates.items() if k in form}  # "I get SSI": the page's other answers stay
    if step.for_child and updates.get("household") in FOR_CHILD_HOUSEHOLD:
        # a parent's "my husband and I" / "just me": the student lives with two parents / one
        updates = {**updates, "household": FOR_CHILD_HOUSEHOLD[updates["household"]]}
    confirm = confirm or step.notation  # "1e5": a value converted, read back
    if confirm and updates and all(v is None for v in updates.values()):
        confirm = False  # an optional question skipped ("no sé cuánto"): nothing to read back ("I read: ." and no line)
    # (fix49c) the whole message first: a range said with a pause ("como 99 mil, o sea tal vez 105 mil")
    # split at its comma was no range, its middle kept as a figure
    span = _income_span(step, q, updates, lang)
    if span is not None:
        # (fix47d, a newcomer's finding) "between 90 and 110k", "entre 90 y 110 mil": a range keeps no
        # figure (its middle may pass where the AGI doesn't); asked again, saying what the range tells
        # of the household's limit (rules.income_range_limit): a limit inside it, the exact AGI asked,
        # as for "almost 150k" (fix46h); wholly under or over it, so said (it was "Give me one number")
        after = flow.apply(_standing_in(flow, step.state, q), q, updates, today)
        told = income_range_limit(span[0], span[1], _household_said(after.answers, step.typed), run(after.answers, today).policy)
        step.parts.append(told if told is not None else Msg.of(understand.ONE_NUMBER))
        step.range_said = (float(span[0]), float(span[1]))  # (fix50d: held beside a read-back, :func:`_finish`)
        step.understood = True
        updates = {k: v for k, v in updates.items() if k != "agi"}
        if not updates:
            step.jump = q
            return True
    if q.id == "agi" and _sum_corrected_bare(step, updates, lang):
        # (fix47h, a newcomer's finding: a false "likely eligible") one bare amount correcting an income
        # made of parts ("no wait it's 80k" after "mom makes 70k dad makes 75k"): whose pay it is (or
        # whether it is the total) asked, the parts and their sum kept meanwhile; never the sum
        # silently replaced by one earner's pay ("my mom makes 80k" said next: $155,000, read back)
        step.parts.append(_whose_part_asked(step, float(updates["agi"])))
        step.understood = True
        updates = {k: v for k, v in updates.items() if k != "agi"}
        if not updates:
            step.jump = q
            return True
    near = _near_income_limit(flow, step, q, updates, lang, today)
    if near is not None and understand.almost_amount(step.read_as or step.typed):
        # (fix46h) "casi 150 mil", "almost 150k" beside the limit: under it by how much isn't said, and
        # a "yes" to the limit itself read back would keep a figure never given; the exact AGI asked
        step.parts.append(Msg.of(understand.INCOME_BOUND))
        step.understood = True
        updates = {k: v for k, v in updates.items() if k != "agi"}  # (the household said with it read as usual)
        if not updates:
            step.jump = q
            return True
        near = None
    if near is not None:
        step.parts.extend(near)  # "about 100k" beside the $100,000 limit: the limit named, the exact AGI asked for
        confirm = True
    if confirm or q.id in step.proposed or _rules_out(flow, step.state, q, updates, today) or _outside(flow, step.state, q, updates, today) \
            or _may_rule_out(flow, step.state, q, updates, today):
        asked_back = flow.to_confirm(step.state, q, updates, today, chat=True)
        if asked_back is not None:
            step.parts.append(asked_back)  # what decides it, as the form says before its "sure?"
        converted = understand.conversion_note(step.read_as or step.typed, lang, updates, step.state) if q.kind == "money" else None
        if converted is not None and converted not in step.parts and not _sum_said_already(step, converted):
            step.parts.append(converted)  # "$9,000 a month is about $108,000 a year.", however the amount came
        _propose(step, q, updates)
        return True
    zip_code = step.state.answers.get("zip")
    step.state = _zip_keeps_county(flow, step.state, flow.apply(_standing_in(flow, step.state, q), q, updates, today), q, today)
    step.state = _size_fits(step.state) if "household" in updates and "household_size" not in updates else step.state
    dropped = _county_over_zip(flow, step, q, updates, zip_code, today)
    step.parts.extend((_found_county(q, step.state, today) or _acknowledged(q, updates, step.state.answers, lang, today)) + dropped)
    return True


def _sum_said_already(step: _Step, converted: Msg) -> bool:
    """Return True when ``converted``, the sum of the amounts said ("Added together, that's
    $140,000."), is said already in this reply with each part (:func:`understand.parts_added`:
    "…your mom's $90,000 and your dad's $50,000 make $140,000 a year."). Class (fix34u, a newcomer's
    finding): after the result, "oh wait my mom makes 90k and my dad makes 50k" said the sum twice."""
    if converted.text != understand.SUM_SAID:
        return False
    total = dict(converted.params).get("total")
    return any(getattr(p, "text", None) == understand.PARTS_ADDED and _same_number(dict(p.params).get("total"), total)
               for p in step.parts)


def _writer_apart_pay(step: _Step, updates: dict) -> bool:
    """Return True when the income in ``updates`` is the own pay of a parent writing for the student
    (:func:`understand.own_pay_only`) and their messages say the parents are apart and the student
    lives with the other parent (:func:`understand.writer_lives_apart`): that pay is no part of the
    household's income (fix39n)."""
    agi = updates.get("agi")
    text = step.read_as or step.typed
    if not step.for_child or agi is None or float(agi) <= 0 or not text \
            or not understand.own_pay_only(text, step.state.lang, agi):
        return False
    return understand.writer_lives_apart([t for role, t in step.said_before if role == "user"] + [text])


def _whose_to_ask(step: _Step, updates: dict) -> str | None:
    """Return whose income is asked about when the income in ``updates`` is the student's own pay
    alone ("I make 20k", "gano 20 mil"), else None. §18-3601 counts the applicant's income with
    the parents' (an unmarried applicant) or the spouse's (a married one): the contract's ``agi``
    is that sum, so whether the pay includes it is asked before any of it counts. "parents": a
    single student (household ``single``, kept or read back; a newcomer's finding: "I make 20k"
    kept as the AGI, "likely eligible"); "spouse": a married one (household ``married``; class,
    spouse27: "I make 40k" kept as a married couple's AGI). Never for a parent writing for the
    student, nor for an income said to be the household's, the parents' or the couple's."""
    agi = updates.get("agi")
    # (fix33p: the hours of "I make 45 an hour" said while a read-back of "married" waits: the spouse's asked)
    household = _said_now(step, "household") or step.household_waiting
    text = step.read_as or step.typed
    if agi is None or float(agi) <= 0 or step.parents_done \
            or not text or not understand.own_pay_only(text, step.state.lang, agi):
        return None
    size = _said_now(step, "household_size")
    if _student_parent(step, household):
        return None  # (fix35d) the student lives with their own child: their own income is the one asked
    if understand.writer_sole_earner(text):
        # (fix39i) "el papá murió, solo yo trabajo, gano unos 33 mil": the writer the household's only
        # earner, so their pay is its whole income, read back (never "does it include your parents'?")
        return None
    # (fix53d's "no parents' question for a single student 24 or older" taken out at the merge: §18-3601 combines
    # an unmarried applicant's AGI with the parents' at any age, so "Does your $48,000 include your parents'
    # income?" stays, as tests/test_fix32k.py and test_fix34u.py assert; the statute has no age for it)
    return _whose_kind(household, step.for_child, size)


def _writers_age(step: _Step, text: str) -> int | None:
    """(fix53r1) Return the youngest age the writer said of themself, in ``text`` or before, when the student writes
    for themself (no parent nor relative writing); else None. :func:`_single_parents_age`'s guard and reading (fix53d's
    _independent_adult, its copy, was taken out with the 24-or-older reading; the statute counts parents at any age)."""
    if step.for_child or step.for_student or understand.speaks_for_child(text) or understand.writes_as_kin(text):
        return None
    ages = [a for t in [t for r, t in step.said_before if r == "user"] + [text] if (a := understand.own_age(t)) is not None]
    return min(ages) if ages else None


def _student_parent(step: _Step, household: str | None) -> bool:
    """Return True when the student, writing for themselves, said they live with their own child and
    no parent (:func:`understand.lives_with_own_child`) and the household is one parent's (theirs) or
    not yet said: an adult with a child is no one's dependent by living with them, and the
    household page's "one parent" is theirs; their own income is what is asked (fix35d)."""
    if step.for_child or step.for_student or household not in (None, "single_parent"):
        return False
    said = [t for role, t in step.said_before if role == "user"] + [step.read_as or step.typed or ""]
    return any(understand.lives_with_own_child(t) for t in said if t)


def _other_works_held(step: _Step, q, updates: dict, lang: str) -> bool:
    """Class (newcomer28: a false "likely eligible"): one earner's pay said beside another parent or
    spouse said to work, no pay of theirs ("my mom makes 60k and my stepdad works at amazon") was
    kept as the household's income with a note. It is held, not kept, and the other pay asked; said
    next, it is added (the "part" follow-up). Return True when so."""
    agi, text = updates.get("agi"), step.read_as or step.typed
    if agi is None or not text or float(agi) <= 0 or step.parents_done:
        return False
    if understand.kin_writes():  # (fix32j: a sibling's own pay beside their mom's is never one of the parents')
        text = understand.kin_own_pay_dropped(text)
    parts = _pay_parts(step, agi, text, lang)
    if not parts and not step.for_child and not understand.others_pay_told(text) and not understand.total_said(text):
        # (fix32a) an amount no one's named beside a parent who earns too, no pay of theirs ("80k but my
        # dad makes more", "80 mil pero mi papá gana más"), both at home: the amount the other
        # parent's, held, and the one named asked (it was kept as the household's $80,000)
        works = understand.other_works_named(text)
        said = [t for role, t in step.said_before if role == "user"] + [text]
        mine = understand.other_earner((works, 0, 1), "two_parent", False, said) if works in understand.PARENT_EARNERS else None
        if mine is not None and _two_parents_home(step, (works,)):
            return _other_parent_asked(step, q, (mine if mine in understand.PARENT_EARNERS else "other", float(agi), 1), text, works)
    if len(parts) == 2 and not step.for_child and not understand.others_pay_told(text) and not understand.total_said(text) \
            and not understand.writer_is_parent(understand.normalize(text)) and not understand.own_pay_unsure(text) \
            and not understand.sole_earner(text) and not _message_repeated(step, text):
        # (fix32k, a newcomer's finding: a false "likely eligible") one parent's pay and the
        # student's own, both parents at home ("My mom makes 98k. I work at Target and make about
        # 6k"): the other parent's pay is never said, so the sum is held (read back with its parts)
        # and the other's asked, as for one parent's pay said alone. (fix33k) Not when a parent
        # writes ("his dad and I both work, I make 60k": both parents' pay), nor when the own pay
        # may be the other parent's, its accent left out ("mi papá ... el año pasado gano 52 mil")
        parent = [p for p in parts if p[0] in understand.PARENT_EARNERS]
        own = [p for p in parts if p[0] == "self"]
        if len(parent) == 1 and len(own) == 1 and _two_parents_home(step, parent[0]):
            said = [t for role, t in step.said_before if role == "user"] + [text]
            other = understand.other_earner(parent[0], "two_parent", False, said)
            held = ("other", float(sum(understand.part_year(p) for p in parts)), 1)
            return _other_parent_asked(step, q, held, text, other, (parent[0], own[0]))
    if len(parts) != 1 or understand.others_pay_told(text):
        return False
    part = understand.as_students(parts[0], step.for_child)
    pronoun = part[0] in ("she", "he") and not step.for_child
    if pronoun:
        # (fix37j, a newcomer's finding: a false "likely eligible") the first pay said of "she" or
        # "he", two parents at home ("I live with my mom and dad", then "she makes 40k"): the one
        # parent of that gender named is its earner, as "my mom makes 40k" is; none or two of them
        # ("my two moms"), the pronoun kept and "the other parent's" pay asked (or the total)
        said = [t for role, t in step.said_before if role == "user"] + [text]
        part = (understand.pronoun_parent(part[0], said) or part[0],) + tuple(part[1:])
    if part[0] in understand.PARENT_EARNERS and not step.for_child and understand.self_works(text):
        # "my mom makes 90k. I work too": the student's own pay counts with the parents' (§18-3601),
        # asked (a newcomer's finding: the $90,000 read back alone)
        return _other_parent_asked(step, q, part, text, "self")
    worker = understand.other_worker(text, parts[0][0])
    if worker is not None and not step.for_child and worker in _STEP_OF and part[0] in ("mom", "dad") \
            and part[0] != _STEP_OF[worker] and _step_parent_beside(step, lang):
        # Class (fix35c, a newcomer's finding): "my mom makes 60k and my stepdad works at amazon", the
        # household not known: the step-parent married to the parent lives with them (as for
        # :func:`_step_parent_home`), so two parents are read back, the mom's pay held as hers and the
        # stepdad's asked by name (it was asked of "someone else", the household never recorded)
        return _other_parent_asked(step, q, part, text, worker)
    if worker is not None:
        asked = understand.OTHER_WORKS_ASKED
    elif part[0] in understand.PARENT_EARNERS and (understand.other_pay_unknown(text, parts[0][0])
                                                   or _two_parents_home(step, part) and not understand.total_said(text)
                                                   and not understand.sole_earner(text) and not _message_repeated(step, text)):
        # one parent's pay, the other's said unknown ("my mom makes like 45k, no idea about my dad"
        # kept $45,000 with a note, a false "likely eligible"), or never said with both at home:
        # the other's asked, "I don't know" leaves it open
        return _other_parent_asked(step, q, part, text)
    elif pronoun and part[0] in ("she", "he") and (_said_now(step, "household") or step.household_waiting) == "two_parent" \
            and not understand.total_said(text) and not understand.sole_earner(text) and not _message_repeated(step, text):
        return _other_parent_asked(step, q, part, text, "parent")
    else:
        return False
    step.part_asked = part
    step.parts.append(Msg.of(asked, part=understand.part_said(part, _writers_names(step))))
    step.understood, step.jump = True, q
    return True


# (fix52i, a newcomer's finding) "Which parent is that: your mom ($40,000) or your dad ($60,000)?" (understand.APART_WHICH)
# showed no quick replies, though its answers are few: each one a tap, read as typed (understand.apart_parent_picked,
# understand.apart_both_picked: "Both" keeps both amounts, fix49j)
APART_WHICH_MOM = N_("Mom")
APART_WHICH_DAD = N_("Dad")
APART_WHICH_BOTH = N_("Both")


def _apart_which_replies(step: _Step, lang: str) -> tuple:
    """(fix52i) Return the quick replies of :data:`understand.APART_WHICH` when this reply asks it, else ()."""
    if not _asked_already(step, understand.APART_WHICH):
        return ()
    return tuple(render(label, lang) for label in (APART_WHICH_MOM, APART_WHICH_DAD, APART_WHICH_BOTH))


def _asked_already(step: _Step, *asks) -> bool:
    """Return True when this reply already asks one of ``asks`` (the hours of a rate, how often a
    pay comes, the tips' year…): a second pay question is never added beside it."""
    return bool(set(asks) & {m.text for m in _asked_msgs(step.parts)})


def _pay_parts(step: _Step, agi, text: str, lang: str) -> tuple:
    """Return the parts of the income ``agi`` read from ``text`` (:func:`understand.pay_clause`).
    The hours said alone after one earner's rate ("40" after "my dad makes 45 an hour") come here
    as that rate said again with them, whose it is included (fix33p, :func:`understand.hourly_text`):
    that earner's pay, as for the hours said with the rate."""
    return understand.pay_clause(text, lang, agi)[1]  # (fix30f: the pay said after a GPA, a year, a ZIP)


_STEP_OF = {"stepdad": "dad", "stepmom": "mom"}  # a step-parent, and the parent of theirs who is not the student's


def _step_parent_home(step: _Step, updates: dict, lang: str) -> bool:
    """Class (fix32h, a wrong "not eligible"): one parent's household kept ("i live with my mom"),
    then a step-parent's pay said as the household's ("mom 65k stepdad 50k", "mi mamá gana 65 mil y
    mi padrastro 50 mil", "my stepdad makes 20 an hour" then "40"): the sum was read back with one
    parent's household, judged against its lower limit. A step-parent married to the parent lives
    there with them: two parents are read back with the income (the student confirms; never kept
    unasked); a step-parent's pay alone is then held and the parent's asked (:func:`_other_works_held`).
    Return True when the household was read back."""
    agi, text = updates.get("agi"), step.read_as or step.typed
    if agi is None or not text or float(agi) <= 0 or step.for_child or "household" in step.proposed \
            or step.state.answers.get("household") != "single_parent" or load_flow().question("household") is None:
        return False
    roles = [p[0] for p in _pay_parts(step, agi, text, lang)]
    if (spouse := understand.parents_spouse_named(text, lang)) is not None:
        # (fix43l, dev43) "1,200 a week, and her new husband makes 45k", "mi mamá 62 mil y su esposo 91
        # mil": the parent's husband or wife is the step-parent (the pay's parts unread: the parent's and theirs)
        roles = [spouse if r in ("husband", "wife", "spouse") else r for r in roles] or ["mom" if spouse == "stepdad" else "dad", spouse]
    steps = [r for r in roles if r in _STEP_OF]
    if len(steps) != 1 or not set(roles) - {steps[0]} <= {"mom", "dad", "self"} or _STEP_OF[steps[0]] in roles:
        return False  # (the step-parent's own spouse is no parent of the student's: "my dad and stepmom" away, left as before)
    hq = load_flow().question("household")
    form, errors = load_flow().parse(hq, {"household": "two_parent"}, lang)
    if errors:
        return False
    _propose(step, hq, {k: v for k, v in form.items() if k == "household"})
    step.parts.append(Msg.of(understand.JOINED_TOTAL if len(roles) > 1 else understand.STEP_PARENT))
    return True


def _step_parent_beside(step: _Step, lang: str) -> bool:
    """Read back two parents (a parent and step-parent) when the household is neither kept nor read
    back yet, a step-parent said to work beside the parent's pay (:func:`_other_works_held`); return
    True when so."""
    hq = load_flow().question("household")
    if hq is None or step.state.answered(hq) or "household" in step.proposed:
        return False
    form, errors = load_flow().parse(hq, {"household": "two_parent"}, lang)
    if errors:
        return False
    _propose(step, hq, {k: v for k, v in form.items() if k == "household"})
    return True


# someone said to live away without a place named ("he works in Florida and lives there", "he's in Virginia")
_LIVES_AWAY = re.compile(r"\b(?:lives|living|stays|vive|viven)\s+(?:there|over there|out there|alla|alli|ahi)\b|"
                         r"\b(?:he|she|el|ella)\s+(?:is|s|esta)\s+(?:in|en)\s+(?!the\b|la\b|el\b|\d)[a-z]")


def _someone_away(message: str) -> bool:
    """(mend41a) Return True when ``message`` says anyone lives elsewhere or apart ("but he lives in
    Texas", "he works in Florida though and lives there", "they don't live together anymore"): who
    is at home is then read back, never kept or inferred beside the pay."""
    norm = understand.normalize(message)
    return bool(understand._APART_SAID.search(norm) or _LIVES_AWAY.search(norm)) \
        or any(understand.elsewhere(c) for c in understand._clauses_of(understand.parent_left(message)))


def _two_parents_beside_pay(step: _Step, before, pending: dict, message: str, lang: str) -> bool:
    """(fix41g) Read back two parents when the income this message gives (read back or kept) is two
    parents' pay, the household neither kept nor read back nor waiting: "my mom makes 48k and my
    stepdad makes 30", "my mom and stepdad make about 60k", "mis papás ganan 45 mil y 30 mil"
    (:func:`understand.household_kind`). Class: the household left unset when the income's limit
    never needed it, the two parents said dropped (a parent writing keeps its own reading; a
    correction of the income keeps to the income: test_fix38k). Return True when so."""
    agi = step.state.answers.get("agi")
    if step.for_child or "household" in pending or step.household_waiting is not None or understand.correcting(message) \
            or not ("agi" in step.proposed or agi is not None and agi != before.answers.get("agi")) \
            or understand.household_kind(message) != "two_parent" or _someone_away(message):
        return False  # (mend41a: "my dad makes 30k but he lives in Texas" is no two parents beside the pay)
    if understand.says_self_single(message) or parents_added_to_own(step.state.answers.get("household")):
        # (fix47a, a false "likely eligible") "I'm 25, single, I support myself and make 95k, my parents
        # make 50k": the student said single; their parents' pay is added to a single applicant's
        # income (rules.parents_added_to_own, §18-3601), never a two-parent household inferred from it
        return False
    return _step_parent_beside(step, lang)


def _single_parents_added(step: _Step, message: str) -> None:
    """(fix47a) Say why the income read back holds the parents' pay of a single applicant, the
    household read back with it or kept (confirmed earlier) as the applicant's own
    (:func:`rules.parents_added_to_own`): "I'm 25, single, I support myself and make 95k, my parents
    make 50k", or "I make 95k, my parents make 50k" after "single" was confirmed. The single limit
    stays (§18-3603(b)(4)(i)) and the parents' pay is added (§18-3601), said, cited
    (:data:`rules.SINGLE_PARENTS_ADDED`); never a silent reading, never a two-parent household."""
    household = (step.proposed.get("household") or {}).get("household", step.state.answers.get("household"))
    if step.for_child or "agi" not in step.proposed or not parents_added_to_own(household) \
            or not understand.contains_any(understand.normalize(message), understand.vocab.PARENT_WORDS) \
            or len(understand.money_spans(message)) < 2:
        return  # (one amount, "my parents and I make 18k together": nothing added here, nothing said)
    note = Msg.of(SINGLE_PARENTS_ADDED)
    if note not in step.parts:
        step.parts.append(note)


def _on_own_parents_said(step: _Step, message: str) -> None:
    """(fix46j, a newcomer's finding) "i live on my own and make 30k. my parents make 120k", "vivo sola
    y gano 30 mil, mis papás ganan 120 mil": the parents' household read back beside the pay this
    message gives says why (:data:`understand.ON_OWN_PARENTS_COUNT`): never a silent reading either way
    (the student living apart is usually still a dependent; the college decides)."""
    household = (step.proposed.get("household") or {}).get("household")
    if step.for_child or household not in ("two_parent", "single_parent") or "agi" not in step.proposed \
            or not understand.lives_on_own(message) or not understand.contains_any(understand.normalize(message), understand.vocab.PARENT_WORDS):
        return
    note = Msg.of(understand.ON_OWN_PARENTS_COUNT)
    if note not in step.parts:
        step.parts.append(note)


def _writers_names(step: _Step) -> dict:
    """Return the student's parents as the parent writing named them (:func:`understand.writers_names`):
    said back in the writer's word ("your husband's $120,000"); {} when the student or another writes."""
    if not step.for_child and not step.for_student:
        return {}
    names = understand.writers_names([t for role, t in step.said_before if role == "user"] + [step.typed])
    if not step.for_child:
        # (fix38l) a grandparent, guardian or sibling writing ("I'm her grandma", "her dad makes
        # 70k"): the student's parent said back as they named him ("her dad's $70,000", never "your
        # dad's"); their own spouse is no parent of the student
        return {k: v for k, v in names.items() if v not in ("husband", "wife")}
    return names


def _held_said(part: tuple, sum_parts: tuple = (), names: dict | None = None) -> Msg:
    """Return the pay held, ``part``, as said back (in the writing parent's words, ``names``, :func:`_writers_names`): the parts it is the sum of, each said ("your mom's
    $98,000 and your own $6,000"), when ``sum_parts`` are its two parts (fix33k: "the other earner's
    $104,000" was said), else ``part`` said."""
    if len(sum_parts) == 2:
        return Msg.of(understand.PARTS_AND, first=understand.part_said(sum_parts[0], names), second=understand.part_said(sum_parts[1], names))
    return understand.part_said(part, names)


def _sum_parts(slot: dict) -> tuple:
    """Return the two parts the pay held in the "part" follow-up ``slot`` is the sum of (one parent's,
    the student's own: keys "x", "xa", "xt", "ya", "yt"), else ()."""
    if slot.get("x") not in EARNER_KEYS or not all(isinstance(slot.get(k), (int, float)) for k in ("xa", "xt", "ya", "yt")):
        return ()
    return (slot["x"], float(slot["xa"]), int(slot["xt"])), ("self", float(slot["ya"]), int(slot["yt"]))


def _other_parent_asked(step: _Step, aq, part: tuple, text: str, other: str | None = None, sum_parts: tuple = ()) -> bool:
    """Hold ``part``, one parent's pay, and ask the other earner's (``other``: by default the other
    parent, named as the student named them, :data:`understand.OTHER_NAMED_ASKED`; "self", a
    student's own, :data:`understand.SELF_WORKS_ASKED`); the "part" follow-up adds it. ``sum_parts``:
    the two parts ``part`` is the sum of (one parent's pay and the student's own), kept with it and
    said. Return True."""
    said = [t for role, t in step.said_before if role == "user"] + [text]
    other = other or understand.other_earner(part, "two_parent", step.for_child, said)
    step.part_asked, step.part_other = part, other if other in EARNER_KEYS else "other"
    asked = understand.SELF_WORKS_ASKED if other == "self" and not step.for_child \
        else understand.OTHER_NAMED_ASKED.get(other, understand.OTHER_PARENT_ASKED)
    step.part_sum = tuple(sum_parts)
    step.parts.append(Msg.of(asked, part=_held_said(part, step.part_sum, _writers_names(step))))
    step.understood, step.jump = True, aq
    return True


def _bare_amount_to_part(flow, step: _Step, slot: dict, q, aq, pending: dict, message: str, lang: str, today) -> bool:
    """Read a bare amount said to the other parent's pay asked (the "part" follow-up: one parent's
    pay held). "no sorry, 2000" to a pay held by the week or month is that pay said again, held,
    the other's asked again; any other bare amount is read back, never kept unasked (a newcomer's
    finding: "2000" was kept as the household's $2,000): the other parent's pay, added to the part
    held and read back with its parts (a total meant is a "no" away; a total taken for a pay would
    be a false "likely eligible"). False when ``message`` is no bare amount."""
    # (fix35c: "its 40k now", the pay held said again; fix35l: a doubt, "not sure, 70k maybe", corrects nothing)
    corrected = understand.correcting(message) and not understand.contains_any(understand.normalize(message), vocab.UNSURE)
    if not slot.get("o") and not slot.get("ow"):
        return False  # (a total asked: a bare amount answers it, read as any income is)
    if q is not None and q.id != "agi":
        return False  # (another question asked since: "21042" at the ZIP question is the ZIP, never a parent's pay)
    held = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
    piece = _piece_corrected(step, (), message, lang, (held,)) if not _sum_parts(slot) else ()
    if piece:
        # (fix39b: a false "likely eligible") one piece of the pay held corrected ("my mom works two
        # jobs, 60k and 50k" held, then "actually the second one is 45k not 50k"): the piece alone was
        # held as her whole pay ($45,000); the pieces' new sum is, said with them, the other's asked again
        years = [Money(float(a * per)) for a, per in piece[1][1]]
        total = Money(float(understand.part_year(piece[0][0])))
        if len(years) in (2, 3):
            step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM if len(years) == 2 else understand.THREE_AMOUNTS_SUM,
                                     **dict(zip(("first", "second", "third"), years)), total=total))
        return _other_parent_asked(step, aq, piece[0][0], message, slot["o"])
    fixed = _BARE_PAY_AGAIN.match(understand.fold(message))
    taken_back = _HELD_TAKEN_BACK.match(understand.fold(message)) or corrected
    if fixed is not None and held[2] > 1 and taken_back:
        return _other_parent_asked(step, aq, (held[0], float(fixed.group(1).replace(",", "")), held[2]), message, slot["o"])
    reading = understand.income(message, lang, "agi")
    year = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
    # Class (fix33p, a newcomer's finding: a false "likely eligible"): an amount said by the month,
    # every two weeks or by the hour ("about 7,500 a month", "40 an hour, full time", "1,200 cada
    # quincena") was read as the household's whole income, the pay held dropped; it is the other's
    # pay as a yearly one is: its amount and period (:func:`understand.said_per`) added to the pay held,
    # the sum read back with each part's conversion
    per = understand.said_per(reading.note, year)
    if (year is None or year <= 0) and (not re.search(r"\d", understand.numtext.in_digits(message, lang))
                                        or understand.earner_pay(message, lang)):
        return False
    # Class (fix36j, a newcomer's finding: a false "likely eligible"): the other's pay said in two or
    # three pieces ("he gets paid 2,800 every two weeks plus 500 a month from uber", "my mom works two
    # jobs, 45k and 30k") was kept as the household's whole income, the pay held dropped: the pieces'
    # sum is the other's part, added to the pay held and read back with each piece
    other = slot.get("o") or "other"
    pieces = understand.one_earners_pieces(message, lang, year, other if other in EARNER_KEYS else None) \
        if year is not None and year > 0 and not taken_back and not understand.earner_pay(message, lang) \
        and not understand.total_said(message) else ()
    if year is not None and year > 0 and (understand.earner_pay(message, lang) or reading.note is not None and per[1] == 1) \
            and not pieces:
        return False
    if _other_answer_said(flow, step, message, lang, today):
        # (fix31f) "associate 12 credits" answers its own question, read as usual, never the other
        # parent's $12,000: the pay held kept, the other's asked again (:func:`_finish`)
        step.follow_up = {k: v for k, v in slot.items() if k != "u"} | {"d": 1}
        return False
    if year is None or year <= 0:
        return False  # (fix33k: "15 credits" is no amount, understand.counts_not_money_dropped)
    if understand.total_said(message):
        # "165k total", "en total 90 mil": the household's total, read back
        return _apply_form(flow, step, aq, {"agi": _plain_amount(year)}, lang, today, confirm=True) or True
    if taken_back and not slot.get("o"):
        # (fix35c, a false "likely eligible") "its 40k now" to "someone else at home works too": the
        # pay held corrected, held again, the other earner's pay asked again (it was kept as the
        # household's $40,000)
        step.part_asked = (held[0], year, 1)
        step.parts.append(Msg.of(understand.OTHER_WORKS_ASKED, part=understand.part_said(step.part_asked, _writers_names(step))))
        step.understood, step.jump = True, aq
        return True
    if taken_back:
        # "no, 52k": the pay held said again, for the year
        return _other_parent_asked(step, aq, (held[0], year, 1), message, slot["o"])
    # Class (fix35l, a newcomer's finding: a false "likely eligible"): to "someone else at home works
    # too" ("ow", no one named), a bare amount ("like 70k", "i think 70k", "3 mil al mes") is that
    # earner's pay as well, added to the pay held and the sum read back with its parts (it was kept
    # as the household's $70,000, the mom's $85,000 dropped); only a total said is the household's
    step.held_summed, step.part_other = held, other
    return _parts_taken(flow, step, aq, pending, (_sum_parts(slot) or (held,)) + ((other,) + per,), lang, today,
                        pieces=(other, pieces) if pieces else ())


def _amount_elsewhere(flow, step: _Step, q, message: str, lang: str, today) -> float | None:
    """Return the year's amount when ``message``, said at ``q`` (no income question), is a bare
    amount of money ("40k", "$40,000", "unos 40 mil"): an income read from it, no one's pay named, no
    total said, a few words besides, and no answer to ``q`` nor another question (a number at a
    question of numbers is its answer unless said as money); else None."""
    reading = understand.income(message, lang, "agi")
    year = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
    if year is None or year <= 0 or understand.total_said(message) or faq.is_question(message):
        return None
    if not understand.money_worded(message, lang) and any(i.kind in understand._NUMERIC for i in q.inputs):
        return None
    words = understand.normalize(re.sub(r"\$?\d[\d,.]*\s*(?:k|mil|grand|thousand|dollars|dolares|bucks)?", " ", understand.fold(message)))
    if len(words.split()) > 3:
        return None
    return None if _other_answer_said(flow, step, message, lang, today) else year


def _other_earner_asked(step: _Step, aq, part: tuple, text: str, slot: dict, sum_parts: tuple = ()) -> bool:
    """Hold ``part`` and ask again the other earner's pay the "part" follow-up ``slot`` asked: the
    one named ("o", :func:`_other_parent_asked`), or someone else said to work, no one named ("ow",
    :data:`understand.OTHER_WORKS_ASKED`, as :func:`_finish` asks it). Return True."""
    if slot.get("o"):
        return _other_parent_asked(step, aq, part, text, slot["o"], sum_parts)
    step.part_asked, step.part_sum = part, tuple(sum_parts)
    step.parts.append(Msg.of(understand.OTHER_WORKS_ASKED, part=_held_said(part, step.part_sum, _writers_names(step))))
    step.understood, step.jump = True, aq
    return True


def _other_answer_said(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Return True when ``message``, no word of money in it ("$", "k", "mil", "dollars", "makes",
    "gana"), states another question's answer (a program, credits, a GPA, a date, a count of people:
    :func:`understand.volunteered`). Class (fix31f, a newcomer's finding): "associate 12 credits"
    said to the other parent's pay asked was added to the pay held as $12,000, a wrong total."""
    if understand.money_worded(message, lang):
        return False
    found = understand.volunteered(flow, message, step.state, skip=("agi",), lang=lang, today=today, asked="agi")
    return any(vq.id != "agi" for vq, _ in found)


def _message_repeated(step: _Step, text: str) -> bool:
    """Return True when ``text`` is the student's last message said again, word for word (the
    other parent's pay asked, the one parent's said again: it is all there is, never asked forever;
    dev27: "solo trabaja mi papá, gana 19 la hora…" asked the mother's pay 70 times)."""
    said = [t for role, t in step.said_before if role == "user"]
    return bool(said) and understand.normalize(said[-1]) == understand.normalize(text)


def _two_parents_home(step: _Step, part) -> bool:
    """Return True when the student lives with two parents (the household said now or kept, or
    another parent named in the student's messages, as :func:`understand.one_earner_taken` reads
    it) and ``part`` is one parent's pay. Class (newcomers 28): "my mom makes 60k" with mom and dad
    at home was kept as the household's income with an "If your dad earns too" note, a "likely
    eligible" on one parent's pay; §18-3601 combines both parents' income, so the other's is asked."""
    household = _said_now(step, "household") or step.household_waiting  # (fix31f: "my parents and I live together", read back)
    if household is None and not step.for_child:
        said = [text for role, text in step.said_before if role == "user"] + [step.read_as or step.typed]
        if understand.parents_named(said) - {part[0]}:
            household = "two_parent"
    return household == "two_parent"


def _whose_kind(household: str | None, for_child: bool, size=None) -> str | None:
    """Return whose income an earner's own pay is asked to include, by ``household``: a married
    student's spouse's ("spouse"), any other student's parents' ("parents": single, living with
    one parent or two, or not yet said; §18-3601 adds the parents' income to an unmarried
    applicant's. Class, newcomer28: "I live with my mom and dad, I make 20k" kept $20,000 as the
    household's income with only a note, a "likely eligible" on the student's pay alone). A parent
    writing for the student: the other parent's ("spouse", :data:`understand.PARTNER_ASKED`), unless
    the student lives with one parent, or the household is two people ("it's just the two of us": None)."""
    if for_child:
        return "spouse" if second_parent_counts(household) and size != 2 else None
    return income_combined_with(household)


def _parents_answered(flow, step: _Step, conv: Conversation, message: str, lang: str, today) -> bool:
    """Read ``message`` as the answer to whether a single student's own pay includes their
    parents' income, or a married student's their spouse's (:func:`_whose_to_ask`; ``conv.follow_up``
    keeps the pay, its kind "parents" or "spouse"): it does, or they have none (no parents: orphan,
    ward of the court, foster care; a spouse who doesn't work): the pay kept as said; only the
    student's: the parents' (spouse's) pay asked, or taken when said, and the sum read back with
    its parts; "I don't know": the income left open (the result says who can help). False when
    ``message`` is no such answer (it is then read as usual)."""
    slot, aq, kept = conv.follow_up, flow.question("agi"), step.follow_up
    spouse = slot.get("k") == "spouse"
    own = float(slot["a"])
    if (slot.get("p") or step.for_child and spouse) and aq is not None and not understand.earner_pay(message, lang) \
            and understand.parent_death_said(message, asked=True) and not understand.remarried_said(message):
        # (fix39c: a false "likely eligible") so does a parent writing, to whether their own pay
        # includes the other parent's ("no, it's just me, her mom passed away", "no, su mamá
        # falleció"): the other parent's pay was asked, that of a parent said to have died; their
        # own pay is the income, one parent at home, both read back
        # Class (fix38q: a false "likely eligible"): the other parent, their pay asked, said to have
        # died ("nothing, she passed away", "nada, ella falleció"): was read as another question's
        # answer and the income as $0, the pay held lost. The pay held is the income, read back; a
        # parent writing, one parent at home read back with it (the two parents read back before)
        hq = flow.question("household")
        if step.for_child and hq is not None and _said_now(step, "household") in (None, "two_parent"):
            _apply_form(flow, step, hq, {"household": "single_parent"}, lang, today, confirm=True)
        step.parents_done, step.follow_up = True, {}
        step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(own)}, lang, today, confirm=True) or True
        return True
    if slot.get("p") and _other_answer_said(flow, step, message, lang, today):
        return False  # (fix35i) "21201", "4 people" to their pay asked: another question's answer, read as usual (no pay)
    if slot.get("c") and aq is not None:
        # (fix43a) whose the amount the spouse said is, asked (below): the writer's own, said again in
        # place of the pay held (the spouse's income still asked, or their part held added), or the
        # spouse's, added and read back; (fix43n) or the two's together ("both of us together", "es lo
        # que ganamos los dos"): the household's total, read back (the writer's pay was kept alone, read
        # as "yes, it includes his": a false "likely eligible")
        whose, said_c, held = understand.whose_amount(message, slot.get("n") == "parents"), float(slot["c"]), slot.get("o")
        if whose in ("self", "other", "both"):
            step.parents_done, step.follow_up, step.spouse, step.understood = True, {}, spouse, True
            if whose == "both":
                _apply_form(flow, step, aq, {"agi": _plain_amount(said_c)}, lang, today, confirm=True)
                return True
            if whose == "self" and held is None:
                step.parents_ask = said_c
                return True
            mine, theirs = (said_c, float(held)) if whose == "self" else (own, said_c)
            step.earners = (("self", mine, 1), (str(slot.get("n") or "spouse"), theirs, 1))
            step.parts.append(understand.parts_added(step.earners, _writers_names(step)))
            _apply_form(flow, step, aq, {"agi": _plain_amount(mine + theirs)}, lang, today, confirm=True)
            return True
        if not slot.get("w") and (whose == "unsure" or "?" not in message and not re.search(
                r"\d", understand.numtext.in_digits(message, lang))):
            # (fix43n) "I don't know", "no idea, let me ask", or words not read: whose it is asked
            # again, once, the pay held (it was read as the answer to the question before, the amount lost)
            step.parents_done, step.follow_up, step.spouse, step.understood = True, {}, spouse, True
            step.parents_ask, step.whose_again = own, True
            step.whose_amount = (str(slot.get("n") or "spouse"), said_c) + ((float(held),) if held is not None else ())
            return True
        slot = {k: v for k, v in slot.items() if k not in ("c", "n", "o", "w")}  # (anything else read as usual)
    says = understand.spouse_says_amount(message, lang) if spouse and not slot.get("p") and aq is not None else None
    if says is not None:
        # Class (fix43a, a false total): "mi esposo dice que son 48", "my husband says it's 48" to
        # whether the writer's own pay includes the spouse's: a correction of the writer's pay, or the
        # spouse's pay? It was added as the spouse's. Whose it is asked, the pay held kept
        step.parents_done, step.follow_up, step.spouse, step.understood = True, {}, spouse, True
        step.parents_ask, step.whose_amount = own, says
        return True
    said = understand.whose_answer(message, lang, spouse, step.for_child)
    amount = understand.without_two_of_us(message)  # ("sí, es de los dos": whose income, no $2,000)
    reading = understand.income(amount, lang, "agi") if re.search(r"\d", understand.numtext.in_digits(amount, lang)) else None
    theirs = understand._as_float((reading.form or {}).get("agi")) if reading is not None and reading.problem is None else None
    if theirs is not None:
        # "85k is just mine, my wife makes about 45k": the student's own pay said again beside the
        # other's, the other's alone is theirs (never the two added, then the own pay added again)
        parts = understand.income_parts(amount, lang, theirs)
        mine = [p for p in parts if p[0] == "self" and understand.part_year(p) == own]
        if len(parts) == 2 and len(mine) == 1:
            theirs = float(understand.part_year(next(p for p in parts if p is not mine[0])))
        elif len(parts) != 2 and theirs > own and said == "apart" and re.search(
                r"(?<![\d.,])" + re.escape(f"{own / 1000:g}") + r"\s*(?:k|mil|grand|thousand)\b", amount):
            theirs -= own
    if said is None and (theirs == 0 or theirs is None and understand.no_pay_said(message)):
        said = "none"  # ("nothing", "0", "nada": theirs is nothing; never the household's income read as $0)
    step.parents_done, step.follow_up, step.spouse = True, {}, spouse
    again = _BARE_PAY_AGAIN.match(understand.fold(message))
    pay_again = float(again.group(1).replace(",", "")) if again is not None else None
    said_again = understand.year_said(pay_again, int(slot.get("t") or 1)) if pay_again is not None else None
    if said_again is not None and not slot.get("p"):
        # "no, 500" to "$600 a week is about $31,200 a year. Does your $31,200 include…": the
        # student's own pay said again, for the period said before (never the parents' $500,000)
        step.parts.append(said_again)
        step.parents_ask, step.parents_per, step.understood = pay_again * int(slot["t"]), int(slot["t"]), True
        return True
    household = _said_now(step, "household")
    # (the same amount said again, no one named: "67,000" to "Does your $67,000 include…", the pay
    # restated, never a second earner's $67,000 added: dev20, a wrong "not eligible")
    own_again = theirs is not None and theirs > 0 and (understand.own_pay_only(message, lang, theirs) or (
        theirs == own and not understand.earner_pay(message, lang)) or understand.own_job_added(message))
    if own_again and understand.extra_on_top(message) and not understand.correcting(message):
        # Class (fix39a, a false "likely eligible"): more of the student's own pay said on top ("I also
        # have a second job, 300 a week", tips, overtime) to their parents' (spouse's) pay asked, or to
        # whether the pay includes it: added to the pay held, the sum said with its conversion (it was
        # kept in its place, $15,600 for $55,600, with no read-back); their pay is asked again
        per = understand.said_per(reading.note, theirs) if reading is not None else (theirs, 1)
        step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=Money(own), second=understand._pay_said(*per),
                                 total=Money(own + theirs)))
        step.parents_ask, step.parents_pay, step.parents_per, step.understood = own + theirs, True, 1, True
        return True
    if (spouse or household != "single") and not slot.get("p") and own_again:
        # a married student's own pay said again ("I make about 40k"): the spouse's is still
        # unknown, so it is asked (never the student's pay alone kept as the couple's); so are the
        # parents' of a student living with them (or not yet said: only a single student's own
        # pay said again is kept as said, below)
        step.parents_ask, step.parents_pay, step.understood = theirs, True, True
        return True
    if own_again:
        # the student's own pay said again ("I make about 61k"): no parents' pay to add, the pay
        # kept as said (the result says the law adds the parents' and who decides: rules.SINGLE_PARENTS_NOTE);
        # said a third time, to the parents' (spouse's) pay asked, read back first
        step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(theirs)}, lang, today,
                                      confirm=bool(slot.get("p")) and (spouse or household != "single"))
        return True
    if said == "included" and theirs is not None and theirs > 0:
        # "with my parents it's about 80k": the household's total said, read back
        step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(theirs)}, lang, today, confirm=True)
        return True
    if said == "unsure":
        if not step.for_child or spouse:
            # (fix32k, fix33k, a newcomer's finding: a false "likely eligible") "I don't know" to
            # whether the student's own pay includes the parents' (spouse's), or to their pay asked,
            # to add to it: the own pay stays held
            # (the "held" follow-up), so their pay said later, after the result too ("my parents
            # make about 70k"), is added to it (:func:`_held_pay_added`), never kept alone;
            # (fix38b, a newcomer's finding: a false "likely eligible") so does a parent's own pay,
            # the other parent's not known ("I make 60k and her father lives with us", "I don't
            # know what he makes"): "he makes 95k" said later is the other parent's, added to it
            step.follow_up = {"k": "held", "a": own} | ({"s": 1} if spouse else {})
        if _same_number(step.state.answers.get("agi"), own) is False:
            # (fix32f) the income kept before the pay corrected ("sorry, I make 105k not 95", then "I
            # don't know" whose it is): no longer the student's word, so never kept; left open with it
            step.state = flow.prune(step.state.without({"agi"}), today)
        choices = understand.whose_asked(spouse, step.for_child)[2]
        _read_answer(flow, step, aq, message if understand.only_unsure(message) else render(choices[-1][1], lang),
                     lang, today)
        return True
    fixed = _PAY_FIXED.match(understand.fold(message))
    if theirs is not None and theirs > 0 and fixed is not None and not slot.get("w") and not understand.earner_pay(message, lang) \
            and _BARE_PAY_SAID.fullmatch(understand.fold(numtext.in_digits(message[fixed.end():], lang)).strip(" .!")):
        # (fix49g, a newcomer's finding: a false total) "no espera, son 55 mil", "no wait, its 55k" to
        # whether the pay held ($48,000) includes the other parent's: the writer's own pay corrected,
        # never the other parent's $55,000 added ($103,000, over a one-parent limit); whether the new
        # amount includes theirs is asked again
        if reading is not None and reading.note is not None and understand.period_converted(reading.note):
            step.parts.append(reading.note)
        step.parents_ask, step.understood = theirs, True
        return True
    if theirs is not None and theirs > 0 and not slot.get("p") and said is None and not step.for_child \
            and not slot.get("w") and _BARE_PAY_SAID.fullmatch(understand.fold(numtext.in_digits(message, lang)).strip(" .!")):
        # Class (fix48g, dev48 es-07: a false total) a bare amount, no one's named, no yes or no ("2,700 al
        # mes") to whether the student's own pay includes the parents' (spouse's): the own pay corrected,
        # or theirs? It was added as theirs ($30,000 + $32,400). Whose it is asked (:data:`understand.WHOSE_AMOUNT_ASKED`),
        # the own pay held: "mine" asks again whether the new amount includes theirs, "theirs" adds it
        if reading is not None and reading.note is not None and understand.period_converted(reading.note):
            step.parts.append(reading.note)
        step.parents_ask, step.whose_amount, step.understood = own, ("spouse" if spouse else "parents", theirs), True
        return True
    if theirs is not None and theirs > 0 and (slot.get("p") or said in ("apart", None)):
        named = {p[0] for p in understand.earner_pay(message, lang)} if spouse or not step.for_child else set()
        hq = flow.question("household")
        if not spouse and named in ({"wife"}, {"husband"}) and hq is not None and _said_now(step, "household") is None:
            # (fix44l: a wrong earner) the student's own pay asked to include their parents', then
            # "my wife makes about 30k", "mi esposa gana como 30 mil": the student's spouse (read
            # back as "your parents' $30,000"): married read back, the sum with "your wife's"
            _apply_form(flow, step, hq, {"household": "married"}, lang, today, confirm=True)
            spouse = step.spouse = True
        if step.for_child and understand.ex_pay_named(message, [t for role, t in step.said_before if role == "user"]):
            # (fix50j, a false total) a parent writing, apart from the child's other parent ("her dad and i are
            # divorced", "she lives with me", "i make 55k", then "he makes 70k" to whether the $55,000
            # includes the other parent's): the ex's pay, never "your spouse's $70,000" added ($125,000);
            # the writer's own pay read back as the household's, the ex's held as the apart parent's
            # (rules.APART_PARENT_AGI weighs it: readings that differ leave the income to the college)
            step.apart_said = (own, float(theirs))
            step.parts.append(Msg.of(_person(understand.AWAY_NOT_COUNTED)))
            step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(own)}, lang, today, confirm=True) or True
            return True
        who = named.pop() if spouse and named in ({"wife"}, {"husband"}) else "spouse" if spouse else "parents"  # ("my wife makes 30k": your wife's)
        # (fix33p: "about 3,000 a month" added with its conversion shown, as the "part" follow-up's)
        per = understand.said_per(reading.note, theirs) if reading is not None and _same_number(
            (reading.form or {}).get("agi"), theirs) else (theirs, 1)
        step.earners = (("self", own, 1), (who,) + per)
        if per[1] == 1 and reading is not None and _same_number((reading.form or {}).get("agi"), theirs) \
                and getattr(reading.note, "text", None) in (understand.TWO_AMOUNTS_SUM, understand.THREE_AMOUNTS_SUM):
            # (fix36k) their pay in several parts ("2,800 every two weeks plus about 500 a month from
            # uber"): each part read back with its year's, then the sum with the pay held
            step.parts.append(reading.note)
        step.parts.append(understand.parts_added(step.earners, _writers_names(step)))
        step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(own + theirs)}, lang, today, confirm=True)
        return True
    if said is None and theirs is None and not slot.get("p") and understand.hedge_only(message):
        said = "included"  # (fix52l) "probably", "probablemente" alone: a hedged yes (read back below)
    if said in ("included", "none") or slot.get("p") and theirs == 0:
        # Class (fix52l, a newcomer's finding: a false "likely eligible"): a HEDGED yes ("i think so",
        # "probably", "creo que sí") to whether the pay held is the household's whole income (the
        # parents', the spouse's in it, or none) was kept as a firm yes, the $85,000 never read back;
        # a guess keeps no figure unconfirmed: it is read back ("Just to check… Is that right?")
        hedged = theirs is None and said in ("included", "none") and understand.hedged_said(message)
        step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(own)}, lang, today, confirm=hedged)
        if said == "included" and not slot.get("p") and theirs is None and step.for_child:
            # (fix36k) a parent's "yes, it includes theirs" kept: a "no, just mine" said next takes it
            # back (:func:`_included_taken_back`), the writer's pay held and the other parent's asked
            step.follow_up = {"k": "inc", "a": own}
        return True
    if said == "apart" and not slot.get("p"):
        step.parents_ask, step.parents_pay, step.understood = own, True, True
        return True
    step.parents_done, step.follow_up = False, kept
    return False


def _included_taken_back(flow, step: _Step, conv: Conversation, message: str, lang: str, today) -> bool:
    """Class (fix36k, a newcomer's finding: a false "likely eligible"): a parent writing ("I make
    80k") answered "yes" to whether that pay includes the other parent's, the $80,000 kept, then
    took it back at once ("no, just mine", "no, solo el mío"): an FAQ answer about the AGI, the
    $80,000 kept as the household's. The yes is corrected: the income kept is dropped, the writer's
    pay held and the other parent's pay asked, as for "no, just mine" to the question itself
    (:func:`_parents_answered`). Only a bare "just mine" (no amount: one said with it is read as
    usual, :func:`_earner_said`), with the income kept still that pay. Return True when so."""
    slot, aq = conv.follow_up, flow.question("agi")
    own = float(slot["a"])
    if aq is None or not step.for_child or not _same_number(step.state.answers.get("agi"), own) \
            or re.search(r"\d", understand.numtext.in_digits(message, lang)) \
            or understand.whose_answer(message, lang, True, True) != "apart":
        return False
    step.state = flow.prune(step.state.without({"agi"}), today)
    return _parents_answered(flow, step, replace(conv, follow_up={"k": "spouse", "a": own}), message, lang, today)


def _how_much_asked(conv: Conversation, aq) -> dict:
    """Return the follow-up waiting (``conv.follow_up``) when it asks how much a pay held needs
    beside it, at the income question with nothing read back: the parents' (spouse's, the other
    parent's) pay to add to the student's own (:data:`understand.PARENTS_PAY_ASKED`, "parents" or
    "spouse" with "p"), the other parent's pay beside one parent's held ("part"), the hours a week of
    a rate ("hours"), how often an amount is paid ("period"); else {}. (The year's pay with its tips,
    "extra", is asked again by :func:`_extra_answered`.)"""
    slot = conv.follow_up
    if aq is None or conv.expecting != aq.id or conv.pending or aq.id in conv.state.answers:
        return {}
    kind = slot.get("k")
    if kind in ("parents", "spouse") and slot.get("p") or kind == "part" and (slot.get("o") or slot.get("ow")) \
            and slot.get("e") in EARNER_KEYS or kind == "hours" and not slot.get("b") or kind == "period":
        return slot
    return {}


def _how_much_unanswered(flow, step: _Step, conv: Conversation, q, message: str, lang: str, today) -> bool:
    """Class (fix35i: a false "likely eligible"): to "How much did your parents make last year? I'll
    add it to your $12,000", a bare "yes" was read as "it includes theirs", the student's own pay
    kept as the household's; "2010", "19 years old", "4 people" were read as the parents' pay. Any
    how-much follow-up of a pay held (:func:`_how_much_asked`) answered with no amount, a bare yes
    or no (:func:`understand.bare_yes_no`) or numbers that are no pay (:func:`understand.no_pay_numbers`:
    a year alone, an age, a count), is asked again plainly, the pay held kept (never closed, never
    read as pay). A number that answers another question (a ZIP code, the people at home) is read as
    usual (:func:`_other_answer_said`). Return True when so."""
    aq = flow.question("agi")
    slot = _how_much_asked(conv, aq)
    if not slot:
        return False
    if not understand.bare_yes_no(message) and not (understand.no_pay_numbers(message, lang)
                                                    and not _other_answer_said(flow, step, message, lang, today)):
        return False
    if slot.get("m"):
        return _how_much_left_open(flow, step, conv, q, slot, lang, today)
    step.how_much_missed = True  # (fix36c: a second answer with no amount is never asked a third time)
    if slot["k"] == "part" and slot.get("o") != "self" and understand.confirmation(message) is False:
        # (fix36c) a bare "no" to the other earner's pay asked: no pay, or not known? asked with both
        # as quick replies (:func:`_finish`), the pay held kept
        step.no_meaning = True
    else:
        step.parts.append(Msg.of(understand.AMOUNT_NEEDED))
    step.understood = True
    if slot["k"] in ("parents", "spouse"):
        step.parents_ask, step.parents_pay, step.spouse = float(slot["a"]), True, slot["k"] == "spouse"
        step.parents_per = int(slot.get("t") or 1)
    else:
        # (held through this message and asked again, as a follow-up held through another question's
        # answer is: :func:`_finish`, :func:`_follow_up_now`)
        step.follow_up, step.jump = {**slot, "d": 1}, aq
        if slot["k"] == "period" and slot.get("e") in EARNER_KEYS:
            step.pay_of = slot["e"]
    return True


def _parents_out_of_touch(flow, step: _Step, conv: Conversation, q, message: str, lang: str, today) -> bool:
    """Class (fix48g, a newcomer's false "likely eligible" and loop): a single student's own pay held
    ("im 25, live on my own… i make about 48k") and the parents' income asked (whether it is in it,
    or how much it is), answered with no amount that they are on their own or out of touch ("i dont
    talk to my parents…", "no hablo con mis papás"): an FAQ answer told them to choose "single and
    support myself" and give their own income, which they had done, and the $48,000 was dropped and
    asked again later. The law's reading for an unmarried student (the parents' income added,
    rules.SINGLE_PARENTS_NOTE, §18-3601) is said once, and the parents' income let go as not known,
    the own pay held (:func:`_parents_answered` "unsure": added to their pay said later). Return True when so."""
    slot, aq = conv.follow_up, flow.question("agi")
    if slot.get("k") != "parents" or aq is None or conv.expecting != aq.id or step.for_child or step.for_student \
            or re.search(r"\d", numtext.in_digits(message, lang)) and not _age_only_number(message, lang) \
            or not understand.parents_out_of_touch(message):
        return False
    unsure = render(understand.PARENTS_CHOICES[-1][1], lang)  # ("I don't know", "No sé")
    said = {_render(Msg.of(SINGLE_PARENTS_NOTE), la) for la in LANGUAGES}
    note = [] if any(t in said_text for _, said_text in step.said_before for t in said) else [Msg.of(SINGLE_PARENTS_NOTE)]
    if not _parents_answered(flow, step, conv, unsure, lang, today):
        return False
    step.parts[:0] = note
    return True


def _age_only_number(message: str, lang: str) -> bool:
    """Return True when the only number in ``message`` is the writer's own age ("no, tengo 31 años, mis papás
    no me mantienen"): no pay said (fix51k: the age's digits sent that answer to the FAQ, the pay held lost)."""
    return understand.own_age(message) is not None and not understand.earner_pay(message, lang) \
        and len(re.findall(r"\d+", numtext.in_digits(message, lang))) == 1


def _how_much_left_open(flow, step: _Step, conv: Conversation, q, slot: dict, lang: str, today) -> bool:
    """Class (fix36c, a newcomer's finding: "no" five times to "how much did they make last year? I'll
    add it", each answered "I need an amount of money here" and the question again): a second answer
    in a row with no amount (:func:`_how_much_unanswered`) to the other earner's pay (the parents',
    the spouse's) asked is read as "I don't know": the pay held kept and said, the income left open
    (the result then needs more information), never the question a third time; so is one to the hours
    of a rate or how often a pay comes (that pay not kept: the income is open). Return True."""
    unsure = render(understand.PARENTS_CHOICES[-1][1], lang)  # ("I don't know", "No sé")
    if slot["k"] in ("parents", "spouse"):
        if not _parents_answered(flow, step, conv, unsure, lang, today):
            return False
    else:
        step.follow_up = {k: v for k, v in slot.items() if k not in ("d", "m")} | {"u": 1} if slot["k"] == "part" else {}
        _read_answer(flow, step, flow.question("agi"), unsure, lang, today)
    _no_third_time(flow, step, q, conv, today)
    return True


# (fix48g) an amount and nothing else but a hedge, its thousands and its period ("2,700 al mes", "about 35k a
# year", "como 500 a la semana"): no one's pay named, no yes or no (:func:`_parents_answered`)
_BARE_PAY_SAID = re.compile(r"(?:(?:about|around|like|maybe|roughly|approx|approximately|its|it is|unos|unas|como|mas o menos|"
                            r"aproximadamente|cerca de|es|son)\s+)*\$?\s*\d[\d.,]*\s*(?:k|mil|grand|thousand)?\s*(?:dollars|dolares|bucks)?"
                            r"\s*(?:(?:a|an|per|each|every|al|por|a la|cada)\s+(?:year|yr|month|mo|week|wk|hour|hr|ano|mes|semana|hora|"
                            r"two weeks|dos semanas|quincena))?\s*")
# "no, 500", "500": a bare amount, no earner, period nor thousands said (:func:`_parents_answered`)
_BARE_PAY_AGAIN = re.compile(r"\s*(?:(?:no|nope|nah|sorry|perdon|oops)\b[\s,.!:-]*)*(?:(?:its|it is|es|son|more like|like|como)\s+)?"
                             r"\$?(\d{1,2},\d{3}|\d{2,4})\s*(?:dollars|dolares|bucks)?[\s.!]*$")


# (fix49g) a correction's words, beyond a bare "no", opening a bare amount ("no espera, son 55 mil", "no
# wait, its 55k", "sorry, 55k"): the pay held corrected (:func:`_parents_answered`)
_PAY_FIXED = re.compile(r"\s*(?:(?:no|nope|nah)\b[\s,.!:-]*)?(?:(?:wait|sorry|oops|actually|i mean|espera|esperate|perdon|perdona|"
                        r"digo|mejor dicho|en realidad|quiero decir)\b[\s,.!:-]*)+")
# "no", "sorry", "actually", "perdón", "en realidad" opening a bare amount: the pay held said again
_HELD_TAKEN_BACK = re.compile(r"\s*(?:no|nope|nah|sorry|oops|actually|wait|perdon|en realidad|mejor dicho)\b")


def _held_pay_added(flow, step: _Step, conv: Conversation, message: str, lang: str, today) -> bool:
    """Class (a newcomer's finding: a false "likely eligible"): a married student's own pay said
    beside a read-back ("hi im 33, married, … i make 96k") is held until the household is kept
    (``conv.follow_up``, "d"), then the spouse's pay said while that read-back waits ("my husband
    makes $40 an hour, 40 hours a week") was read back as the couple's total, the student's $96,000
    replaced. The spouse's pay (a parent's, for a single student) is added to the pay held, and the
    sum read back with its parts beside the read-back waiting. False when ``message`` tells no such pay."""
    slot, aq = conv.follow_up, flow.question("agi")
    spouse = slot.get("k") == "spouse" or bool(slot.get("s"))
    said = tuple(understand.as_students(p, step.for_child) for p in understand.earner_pay(message, lang)
                 or understand.subjectless_pay(message, lang))  # (fix39r: "gana 60 mil", as "él gana 60 mil")
    if not said and slot.get("k") == "held" and not spouse and not understand.total_said(message) \
            and understand._PARENTS_ONE_AMOUNT.search(understand.normalize(understand.fold(message))):
        # (fix32k) "my parents make about 70k", "mis papás ganan como 70 mil": the parents' pay, one amount
        reading = understand.income(message, lang, "agi")
        year = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None and reading.note is None else None
        said = (("parents", year, 1),) if year is not None and year > 0 else ()
    if aq is not None and not step.for_child and slot.get("k") in ("parents", "spouse") and len(said) == 1 \
            and said[0][0] == "self" and (understand.pay_added(message) or understand.extra_on_top(message)) \
            and "agi" not in step.state.answers:
        # (fix43c, a newcomer's finding: a false low income) the student's own pay held while a
        # read-back waits ("I make 18 an hour", "about 30 hours a week"), then more of their own
        # pay ("plus I clean houses on the side, maybe 8000 a year"): added to the pay held, the
        # sum said and held in its place (the parents' or spouse's pay asked of it once the
        # read-back is answered), never the $8,000 read back alone as the household's
        per = int(slot.get("t") or 1)
        own = ("self", float(slot["a"]) / per, per)
        step.parts.append(understand.parts_added((own, said[0]), _writers_names(step)))
        step.parents_ask = float(slot["a"]) + understand.part_year(said[0])
        step.parents_pay, step.parents_per, step.spouse, step.understood = bool(slot.get("p")), 1, spouse, True
        return True
    theirs = ("spouse", "wife", "husband", "she", "he") if spouse else understand.PARENT_EARNERS + ("parents", "she", "he")
    if aq is not None and len(said) == 1 and said[0][0] == "self" and slot.get("k") != "held" and "agi" not in step.state.answers \
            and understand.own_job_added(message):
        # (fix43a: a false "likely eligible") the writer's own side business said while the pay held waits
        # ("and I also have a small food business, about 10k a year"): added to the pay held (it was
        # taken as the household's whole income), the other's pay still asked once the read-back is answered
        own, more = float(slot["a"]), float(understand.part_year(said[0]))
        step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=Money(own), second=understand._pay_said(*said[0][1:]),
                                 total=Money(own + more)))
        step.follow_up, step.understood = {**slot, "a": own + more}, True
        return True
    if aq is not None and not step.for_child and not said and "agi" not in step.state.answers and slot.get("k") != "held" \
            and understand.whose_answer(message, lang, spouse, step.for_child) == "none" \
            and not re.search(r"\d", understand.numtext.in_digits(message, lang)):
        # (fix32g, a newcomer's finding) "she doesn't work", "my wife has no income", "mi esposa no
        # trabaja" while that read-back waits: the spouse's (parents') pay is nothing, so the pay
        # held is the household's, read back with the read-back waiting (never an FAQ answer about
        # work, nor the household's income read as $0, the student's own pay lost)
        step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(float(slot["a"]))}, lang, today, confirm=True)
        step.parents_done = True
        return True
    # (a parent writing for the student, "I make 90k and my husband works at the post office": the
    # writer's own pay held as the spouse kind's; "he makes 70k" / "my husband makes 70k" (the
    # student's dad) said while the household's read-back waits is the spouse's, added to it. It
    # was taken as the household's total, $70,000 read back for $160,000: a false "likely eligible");
    # so is the writer's pay held after "I don't know" to the other parent's (the "held" kind with
    # "s", fix38b): "ok he makes 95k" after the result is the other parent's, added to it
    parent_writes = step.for_child and (slot.get("k") == "spouse" or slot.get("k") == "held" and bool(slot.get("s")))
    if parent_writes:
        theirs = ("she", "he") + understand.PARENT_EARNERS
    note, named = None, understand.as_students((understand.first_pay_earner(message, lang) or "",), True)[0] \
        if parent_writes and not said else ""
    pieces = _pay_in_pieces(step, message, lang) if parent_writes and not said and named in theirs else ()
    if pieces:
        # (fix36k) "he gets 2,800 every two weeks plus about 500 a month from uber": the other
        # parent's pay in several parts, one sum (fix37a's :func:`_pay_in_pieces`, :func:`_pieces_part`),
        # each part read back with its year's (the income's own note), then added
        reading = understand.income(message, lang, "agi")
        if getattr(reading.note, "text", None) in (understand.TWO_AMOUNTS_SUM, understand.THREE_AMOUNTS_SUM):
            said, note = ((named,) + _pieces_part(pieces)[1:],), reading.note
    if aq is None or (step.for_child and not parent_writes) or len(said) != 1 or said[0][0] not in theirs \
            or "agi" in step.state.answers:
        return False
    who = "spouse" if parent_writes else said[0][0] if said[0][0] not in ("she", "he") else "spouse" if spouse else "parents"
    if slot.get("k") == "held":
        step.follow_up = {}  # (the pay held added: no longer held)
    step.earners = (("self", float(slot["a"]), 1), (who,) + tuple(said[0][1:]))
    if note is not None:
        step.parts.append(note)
    step.parts.append(understand.parts_added(step.earners, _writers_names(step)))
    step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(sum(understand.part_year(p) for p in step.earners))},
                                  lang, today, confirm=True)
    step.parents_done = True
    return True


def _part_period_fixed(flow, step: _Step, conv: Conversation, pending: dict, message: str, lang: str, today) -> bool:
    """Class (fix33s, a newcomer's finding: a false "likely eligible"): two earners' pay read back
    as a sum, each part with its period ("$2,500 every two weeks ($65,000 a year) plus $8,000 every
    two weeks"), then one part's period corrected, no earner named ("no, the 8k is for the whole
    year", "no, los 8 mil son al año"): read as the household's whole income, the other part was
    dropped ($8,000 read back). The part whose amount is said takes the period said (a year only when
    named), the other stays, and the sum is read back. Return True when so."""
    aq, parts = flow.question("agi"), conv.earners
    if aq is None or "agi" not in pending or len(parts) != 2 or not _parts_make(parts, _agi_now(conv.state, pending)) \
            or understand.earner_pay(message, lang) or understand.total_said(message):
        return False
    reading = understand.income(message, lang, "agi")
    year = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
    if not year:
        return False
    amount, per = understand.said_per(reading.note, year)
    if per == 1 and not understand.names_a_year(message):
        return False  # ("no, 8k": the total meant, or the part said again? read as before)
    fixed = [i for i, p in enumerate(parts) if _same_number(p[1], amount) and int(p[2]) != int(per)]
    if len(fixed) != 1:
        return False
    new = tuple((p[0], float(amount), int(per)) if i == fixed[0] else tuple(p) for i, p in enumerate(parts))
    step.earners = new
    step.parts.append(understand.parts_added(new, _writers_names(step)))
    step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(sum(understand.part_year(p) for p in new))},
                                  lang, today, confirm=True)
    return True


def _own_pay_held(step: _Step, conv: Conversation, pending: dict) -> None:
    """After a "no" to the sum of a student's own pay and the parents' or spouse's pay told to
    :func:`_parents_answered` (never kept: ``conv.earners`` holds the two parts), the student's pay
    is held and the other pay asked again (class, spouse27: "no" then "my wife earns 35k" kept
    $35,000 alone, the student's own pay said before lost)."""
    parts, household = conv.earners, step.state.answers.get("household")
    if set(pending) - {BECAUSE} != {"agi"} or "agi" in step.state.answers or len(parts) != 2 or parts[0][0] != "self" \
            or household not in ("single", "married") or step.for_child:
        return
    other = parts[1][0]
    spouse = household == "married" and other in ("spouse", "wife", "husband")
    if spouse or (household == "single" and other == "parents"):
        step.parents_ask, step.parents_pay, step.spouse = float(understand.part_year(parts[0])), True, spouse


def _plain_amount(value: float) -> str:
    """Return a dollar amount as the income's form takes it ("20000", "14040.5")."""
    return str(int(value)) if float(value).is_integer() else str(value)


def _zip_in_county(state: State, zip_code) -> bool:
    """Return True when the ZIP code ``zip_code`` lies in the county kept in ``state`` (one of
    the counties it touches), a Maryland county the student gave or confirmed."""
    county = state.answers.get("county")
    return bool(zip_code) and county not in (None, OUTSIDE_MD) and county in lookup_zip(str(zip_code)).candidates


def _zip_keeps_county(flow, before: State, after: State, q, today) -> State:
    """Return ``after`` (``q``, the ZIP code, just answered) with the county of ``before`` kept
    when the ZIP code lies in it: a ZIP code clears the county so it is found again, but one
    that touches two counties, the kept one among them, only agrees with it (class, a tester's
    finding: "21043" after Howard County confirmed asked the county again)."""
    if q.id != "zip" or "county" in after.answers or not _zip_in_county(before, after.answers.get("zip")):
        return after
    cq = flow.question("county")
    kept = flow.apply(after, cq, {"county": before.answers["county"]}, today) if cq is not None else after
    return kept if kept.answers.get("county") == before.answers["county"] else after


def _near_income_limit(flow, step: _Step, q, updates: dict, lang: str, today) -> list | None:
    """Return what the engine says of an income said as an approximation ("about 100k", "como 100
    mil") that lies near the income limit for the household (:func:`screener.rules.income_limit_near`:
    the limit and the margin are the policy's), else None. Such an amount is read back: the limit
    is "not more than", so a rounded figure that close could be on either side of it.

    So is pay converted to a year ("she makes 1925 a week": $100,100), near a limit or over one
    (a newcomer's finding: read back as the household's AGI with no word, a "yes" ruled the
    student out): the conversion shown, the limit named when near, and said that gross pay is
    no AGI (pre-tax deductions lower it)."""
    if updates.get("agi") is None:
        return None
    converted = understand.conversion_note(step.read_as or step.typed, lang, updates, step.state) if q.kind == "money" else None
    rounded = converted is None and not understand.approximate(step.typed or "") and _amount_rounded(step.typed, updates["agi"])
    if converted is None and not understand.approximate(step.typed or "") and not rounded:
        return None
    after = flow.apply(_standing_in(flow, step.state, q), q, updates, today)
    policy = run(after.answers, today).policy
    near = income_limit_near(_household_said(after.answers, step.typed), policy)
    if rounded and (near is None or float(updates["agi"]) not in (policy["income_limit_single"], policy["income_limit_married"])):
        return None  # (fix45c) "97k": rounded to the thousand, on one side of the limit whichever way it was rounded
    if converted is None or not understand.period_converted(converted):
        # (class, nc23: an amount added up or a relative's left out is no pay times a period: no word of gross pay)
        if converted is not None and not understand.approximate(step.typed or ""):
            return None  # (fix32h) amounts added, each as said ("she makes 60k and I make 45k"): no estimate, as "105k" is none
        return [near] if near is not None else None
    if near is None and not _rules_out(flow, step.state, q, updates, today):
        return None
    return ([near] if near is not None else []) + [Msg.of(PAY_NOT_AGI, agi=Money(updates["agi"]))]


def _amount_rounded(message: str | None, amount) -> bool:
    """Return True when ``message`` says the income ``amount`` rounded ("100k", "100 mil", "a
    hundred thousand", "150 grand"), not in all its digits ("100000", "$100,000.00"). fix45c: such
    an amount exactly at an income limit could be either side of it ("100k" for $100,400), so it is
    read back with the limit named (rules.NEAR_LIMIT), as the web's income page does for it
    (rules.NEAR_LIMIT_PAGE); at $100,000 exactly, a single-parent household passes."""
    try:
        whole = str(int(float(amount)))
    except (TypeError, ValueError):
        return False
    digits = {re.sub(r"[,\s]", "", m) for m in re.findall(r"\d{1,3}(?:[,\s]\d{3})+(?!\d)|\d+", message or "")}
    return bool(message) and whole not in digits


def _household_said(answers: dict, message: str | None) -> dict:
    """Return ``answers`` with the household the income's own words give when none is kept or read
    back: two parents' pay said ("my mom makes about 50k and my dad about 50k", "mis papás ganan como
    100 mil") is a two-parent household's income, so the limit named beside it is that household's
    (rules.income_limit_near, the policy's limits). Class (fix32c): the single-parent limit ($100,000)
    was named beside two parents' pay added. So is a spouse's pay ("my wife makes about 30k", "mi
    esposa gana como 30 mil"): a married applicant's, the married limit named, never the single
    one (fix44b). Only for the limit's sentence: nothing is kept."""
    if answers.get("household") is not None or not message:
        return answers
    kind = understand.household_kind(message)
    return {**answers, "household": kind} if kind in ("two_parent", "married") else answers


PAY_NOT_AGI = N_("Pay times the weeks or months is not the AGI: deductions taken out before taxes (retirement, health insurance) make the AGI on the tax return (line 11 of Form 1040) lower. Answer “yes” only if %(agi)s is that AGI.")


def _county_over_zip(flow, step: _Step, q, updates: dict, zip_code, today) -> list:
    """A Maryland county just kept that the ZIP code ``zip_code`` (kept before it) doesn't touch
    ("actually I live in Howard County" after 20906) wins: the ZIP code is dropped, and said so
    (class: a county that contradicts the ZIP code; kept beside it, the old ZIP code still
    stood for the home). The ZIP page is marked passed over, as for a county given instead of
    a ZIP code: dropped alone, the ZIP page is to ask again, the county page (asked only once the
    ZIP page is answered) is off the walk, and pruning drops the county too. Dropped after the
    county is applied, so the college the ZIP code's county gave by default was dropped with the
    county's change (:meth:`~screener.flow.Flow.answer`). Only for a county said as the answer to
    the county (or ZIP) question, or once the result is shown. Return what to say."""
    county = updates.get("county") if q.id == "county" else None
    if not zip_code or not county or county == OUTSIDE_MD or step.state.answers.get("county") != county:
        return []
    if step.expecting not in (None, "county", "zip"):
        return []  # a place said in passing at another question ("I rent a place in Frederick"): the ZIP code stays
    found = lookup_zip(zip_code)
    if not found.candidates or county in found.candidates:
        return []
    gone = step.state.without(["zip"])
    step.state = flow.prune(State(gone.answers, gone.seen | {"zip"}, gone.lang), today)
    return [Msg.of(ZIP_DROPPED, zip=zip_code, county=county_label(county))]


def _county_against_zip(before: State, after: State) -> list:
    """Return what to say when this turn kept a county against the ZIP code kept (a county said in
    passing, read back and confirmed, beside a ZIP code in another county; the ZIP code said after
    the county): the flow's "ZIP code 20850 is in Montgomery County, but you said Frederick County.
    Which is right?", once (class: a county against the ZIP code kept without a word)."""
    said = county_against_zip(after.answers, chat=True)
    return [said] if said is not None and said != county_against_zip(before.answers, chat=True) else []


def _providers(flow, q) -> tuple:
    """Return the questions whose answer can settle ``q``'s (the ZIP question, for the county)."""
    return tuple(p for p in flow.questions if q.id in p.provides)


def _standing_in(flow, state, q):
    """Return ``state`` with the unanswered questions that would have provided ``q``'s answer
    (the ZIP, for a county given directly) marked as passed over, so the answer is kept."""
    providers = {p.id for p in _providers(flow, q) if not state.answered(p)}
    return State(state.answers, state.seen | providers, state.lang) if providers else state


def _zip_found(zip_code) -> bool:
    """Return True when ``zip_code`` is one we can place (in a county, or outside Maryland)."""
    z = lookup_zip(str(zip_code))
    return bool(z.known and z.candidates)


def _found_county(q, state, today) -> list:
    """Return "Got it. ZIP code 21044 is in Howard County." after a ZIP answer that settles the
    county (its confirmation), else []."""
    a = run(state.answers, today) if "county" in q.provides else None
    if a is None or "zip" not in state.answers:
        return []
    if not a.county_from_zip:
        # the county is asked next: say why, as the web's county page does
        if not _zip_found(state.answers["zip"]):  # (an answer kept before fix36h)
            return [Msg.of(ZIP_NOT_FOUND, zip=state.answers["zip"])]
        z = lookup_zip(state.answers["zip"])
        spans = zip_county_message(state.answers["zip"]) if z.ambiguous and "county" not in state.answers else None
        return [Msg.of(ZIP_SPANS, message=spans)] if spans is not None else []
    if a.county == OUTSIDE_MD:
        return [Msg.of(ZIP_OUTSIDE, zip=state.answers["zip"])]
    return [Msg.of(ZIP_COUNTY, zip=state.answers["zip"], county=county_label(a.county))]


def _skip(flow, q, step: _Step, today) -> None:
    """Mark ``q`` answered without a value (a ZIP nobody knows: the county is asked instead)."""
    step.state = flow.prune(State(step.state.answers, step.state.seen | {q.id}, step.state.lang), today)


_NO_ZIP = re.compile(r"(?:none|no one|nothing|nada|ninguno|ninguna|n a|na|no zip(?: code)?|no tengo(?: ninguno| uno| zip| codigo(?: postal)?)?"
                     r"|(?:i |we )?(?:dont|do not) have (?:one|any|a zip(?: code)?)|(?:i |we )?(?:have|got) none"
                     r"|no tengo (?:codigo postal|zip code)|no tenemos(?: ninguno| uno| codigo(?: postal)?)?|sin codigo(?: postal)?)")


def _no_zip(message: str) -> bool:
    """Return True when ``message`` says there is no ZIP code to give ("none", "ninguno",
    "I don't have one"), and nothing else."""
    return _NO_ZIP.fullmatch(understand.normalize(message)) is not None


def _county_for_zip(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Take a county named instead of a ZIP ("prince georges"), typos and all; ask back
    between counties that fit equally ("baltimore"). Return False when none is named."""
    cq = flow.question("county")
    reading = understand.read(cq, message, lang, step.state, today) if cq else None
    if reading is None or (reading.form is None and not reading.options):
        return False
    if reading.form is not None:
        # outside Maryland (or a town read as its county) is read back first, as at the county question;
        # so is a county taken from a sentence that is no plain answer ("we live off … in Catonsville")
        _apply_form(flow, step, cq, reading.form, lang, today,
                    confirm=reading.confirm or len(understand.normalize(message).split()) > PLAIN_WORDS)
    else:
        _skip(flow, q, step, today)
        step.parts.append(Msg.of(WHICH_ONE))
        step.options, step.asking = reading.options, cq
    return True


def _zip_for_county(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Take a ZIP code given at the county question ("21044") as the ZIP code, which settles
    the county (or narrows it down). Return False when the message has none."""
    zq = flow.question("zip")
    zform = understand.zip_in(message) if zq is not None else None
    if not zform or zform.get("zip") == step.state.answers.get("zip"):
        return False
    # A ZIP code other than the one given ("21044" after 21771) changes an answer: read back.
    changed = "zip" in step.state.answers and bool(lookup_zip(step.state.answers["zip"]).candidates)  # (not one we couldn't find)
    _apply_form(flow, step, zq, zform, lang, today, confirm=changed or len(understand.normalize(message).split()) > PLAIN_WORDS)
    return True


_SEASON_GRADUATION = re.compile(r"\b(?:graduat\w*|gradu\w*|finish\w*|termin\w*|class of|salgo)\b.*\b(?:spring|fall|summer|"
                                r"winter|autumn|primavera|otono|verano|invierno)\b")


def _kept_restated(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Say back the answers a message only says again as they are kept ("he graduates in June 2027"
    once a senior's June 2027 is kept, "ella se gradúa en junio de 2027"): "Got it." with them, and
    the question waiting put again. Return False when the message tells anything else, or nothing.
    (fix38e, a newcomer's finding: such a message, no new fact in it, got the FAQ's "I don't know" or
    an FAQ answer on the GED; the reply said nothing of the answer understood.)"""
    if q is None or "?" in message or step.proposed or len(understand.normalize(message).split()) > 8:
        return False
    kept = {k: v for k, v in step.state.answers.items() if k not in BOOKKEEPING}
    if not kept:
        return False
    found = understand.volunteered(flow, message, step.state.without(tuple(kept)), skip={q.id}, lang=lang, today=today,
                                   asked=q.id, strong=True)
    if not found or any(not form or any(str(kept.get(f)) != str(v) for f, v in form.items()) for _, form in found):
        return False
    for vq, form in found:
        step.parts += _acknowledge(vq, dict(form), lang)
    step.briefly = True
    step.understood = True
    return True


def _month_elsewhere(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Take a bare month ("june 2027") sent at a question that doesn't ask one as the answer to
    the month question still to ask (the graduation month, asked with the high school); it is
    read back first. Return False when the message isn't only a month or none is to be asked."""
    if q is not None and q.kind != "month" and _SEASON_GRADUATION.search(understand.normalize(message)) \
            and not understand.month(message, today)[0] and "?" not in message:
        # Class (a newcomer's finding): "i graduate next spring" at another question got "I don't
        # know the answer to that one": a season alone is no month, so the month question is put
        # now with what it needs (which month), nothing kept
        mq = next((p for p in flow.walk(step.state, today).pending if p.kind == "month" and not step.state.answered(p)), None)
        reading = understand.read(mq, message, lang, step.state, today) if mq is not None else None
        if reading is not None and reading.form is None and reading.problem is not None:
            step.parts.append(reading.problem)
            step.jump = mq
            return True
    if q is None or q.kind == "month" or len(understand.normalize(message).split()) > 3 or not understand.month(message, today)[0]:
        return False
    walk = flow.walk(step.state, today)
    mq = next((p for p in walk.pending if p.kind == "month" and not step.state.answered(p)), None)
    pair = _paired(flow, q, step.state)
    if mq is None and pair is not None and pair.kind == "month":
        mq = pair  # "june 2027" alone while the high school and its month are asked together
    if mq is None:
        return False
    reading = understand.read(mq, message, lang, step.state, today)
    if reading.form is None:
        return False
    _apply_form(flow, step, mq, reading.form, lang, today, confirm=True)
    return True


def _town_settles_county(flow, step: _Step, q, message: str, lang: str, today, plain: bool) -> None:
    """After a ZIP code that spans jurisdictions ("21222 Dundalk"), take the county from a town
    named with it when the town lies in exactly one of the ZIP's jurisdictions."""
    from ..geo import lookup_zip
    from .places import towns_in

    z = lookup_zip(str(step.proposed.get(q.id, {}).get("zip") or step.state.answers.get("zip") or ""))
    cq = flow.question("county")
    if cq is None or not z.ambiguous or step.state.answers.get("county"):
        return
    fits = {c for _, counties in towns_in(message) for c in counties if c in z.candidates}
    if len(fits) == 1:
        # a town one lives near ("21222, por Dundalk", "near Dundalk"): its county a guess, read back
        near = bool(_NEAR_TOWN.search(understand.fold(message)))
        _apply_form(flow, step, cq, {"county": fits.pop()}, lang, today, confirm=not plain or near or q.id in step.proposed)


_NEAR_TOWN = re.compile(r"\b(?:near|by|around|close to|outside|off|por|cerca de|cerca|alrededor de|afuera de|fuera de|"
                        r"pegado a|junto a)\s+(?:the\s+|el\s+|la\s+)?[a-z]")


# The student's own home in a neighbouring state said by its postal code ("we live in VA", "vivo en
# PA"; not "my dad lives in VA", an aside; no "DE": Spanish "de")
_OWN_HOME_ABBREVIATED = re.compile(r"\b(?:i live|we live|i m|im|we re|were|i am|we are|living|vivo|vivimos|estoy|estamos|"
                                   r"i moved|we moved|me mude|nos mudamos)\s+(?:in|to|en|a)\s+(?:va|wv|pa|dc|nj|ny)\b")
_FORMERLY = re.compile(r"\b(?:until|till|before|used to|last year|ago|hasta|antes|pasado|hace)\b")  # a home left: "vivimos en DC hasta el año pasado"


PLAIN_WORDS = 6  # an answer of more words is "a sentence", read back before it is kept
ORDINAL_KINDS = ("choice", "yesno", "county", "college", "month")  # not where a number is the answer
# Choices a bare number answers as a count, never as a button's place (fix29a: "1" to "were you
# full-time or part-time?" kept full-time, the first button): the credits a semester make the status
COUNT_CHOICES = ("enrollment_status",)
COUNTED_BY_EYE = 4  # unnumbered buttons a bare number may pick by place (:func:`_by_place`; the counties: ZIP's, asked back)


def _exact_label(q, step: _Step, message: str, today):
    """Return the :class:`~.understand.Reading` of a quick reply tapped or typed as shown (its
    label in either language, "I live with two parents (or a parent and step-parent)"), else
    None: a plain answer, however many words it has (``step.label``)."""
    if q.kind not in ("choice", "yesno", "county", "college") or q.optional:
        return None
    said = understand.normalize(message)
    shown = step.shown or tuple(_value(v) for v in quick_values(q, step.state, today))
    for value in shown:
        v = (value == "true") if q.kind == "yesno" else value
        if any(understand.normalize(value_label(q, q.id, v, lang, third)) == said for lang in ("en", "es") for third in VOICES):
            step.label = True
            return understand.Reading(form={q.id: value})
    return None


def _label_of_another(flow, step: _Step, q, message: str, today):
    """Return ``(question, value)`` when ``message`` is, as shown, the quick-reply label of one
    choice of one other question (in either language, any voice): "A bachelor's degree or higher"
    typed at the GPA question, "Yes, I filed it" at the household's, "None yet" at the program's;
    else None. Read from the flow's choices (no list copied); a label two questions share, an
    "I'm not sure", and one the pending question reads as its own answer ("An associate's degree"
    at the program question) are no other question's.

    Class (fix51l, a false "likely eligible"): such a label was answered as a question by the FAQ
    ("you can't get the Promise Scholarship") and the earlier answer ("none") kept: the result said
    "likely eligible". It answers THAT question (:func:`_label_taken`)."""
    if q is None or step.read_back or re.search(r"[?¿\d]", message):
        return None
    said = understand.normalize(message)
    if not said or said in vocab.YES + vocab.NO + vocab.CONFIRM_NO:
        return None
    found = set()
    for other in flow.questions:
        if other.kind != "choice" or not other.choices:
            continue
        for c in other.choices:
            if c.value == UNSURE:
                continue
            # (as shown, or without its parenthesis: "Full-time" for "Full-time (12 or more credits)")
            shown = {value_label(other, other.id, c.value, la, third) for la in LANGUAGES for third in VOICES}
            if said in {understand.normalize(t) for label in shown
                        for t in (label, re.sub(r"\s*\([^)]*\)", "", label)) if t.strip()}:
                found.add((other.id, c.value))
    if len({qid for qid, _ in found}) != 1 or len(found) != 1:
        return None
    qid, value = found.pop()
    if qid == q.id:
        return None
    return flow.question(qid), value


def _label_taken(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """(fix51l) Take a quick-reply label of another question typed while ``q`` is pending
    (:func:`_label_of_another`) as THAT question's answer, and return True; else False. Read back
    for a "yes" (an answer out of turn is confirmed first; never a "no" from words) unless it answers
    the question the flow asks next and can't rule the student out (then kept plainly, as that
    question's own answer would be); the same answer already kept said back ("Got it"); the pending
    question is then asked again (the chat's count of askings in a row stands)."""
    if q.kind not in ("gpa", "zip", "number", "money", "month") \
            and (_exact_label(q, _Step(state=step.state), message, today) is not None
                 or understand.read(q, message, lang, step.state, today).form is not None):
        return False  # the pending question's own answer
    hit = _label_of_another(flow, step, q, message, today)
    if hit is None or hit[0] is None or hit[0].id in step.proposed:
        return False
    other, value = hit
    form = {other.id: value}
    updates, errors = flow.parse(other, form, lang)
    if errors or other.id not in flow.apply(step.state, other, updates, today).answers:
        return False  # a question not on this student's path ("Full-time" for a first-timer): never "Got it" unkept
    before = step.state.answers.get(other.id)
    if before is not None and str(before) == str(value):
        step.parts.append(Msg.of(GOT_IT, what=Msg.of(field_name(other, other.id)),
                                 value=value_label(other, other.id, value, lang)))
        step.understood = True
        return True
    # (the whole suite's mends) read back unless it answers the question the flow asks next: an answer out of turn is
    # no plain answer to the question asked, and issue #8 has every such answer confirmed first ("The FAFSA" typed at
    # the household question was kept with "Got it": tests/test_fix37k, test_fix41a, test_fix47h); "first time" while
    # a held pay's question waits answers the next question plainly, as before (tests/test_fix41c)
    nxt = flow.ask_next(step.state, today)
    confirm = before is not None or nxt is None or nxt.id != other.id or _would_rule_out(flow, step, other, form, lang, today) \
        or _may_rule_out(flow, step.state, other, updates, today)
    _apply_form(flow, step, other, form, lang, today, confirm=confirm)
    step.understood = True
    return True


def _by_place(flow, q, step: _Step, message: str, today):
    """Return the :class:`~.understand.Reading` of a quick reply picked by its place ("2",
    "the first one", "la primera"), else None. While a read-back awaits its "yes", only "Yes" and
    "No" are on screen: a place then picks none of the question's choices (class, a newcomer's
    finding: "2" to a read-back of several facts kept the question's second choice, unseen).
    A bare number to a question whose page carries a count (the household's type and its size)
    picks nothing: the choices aren't numbered, so it is that count (:func:`_count_alone`)."""
    if step.read_back and not step.shown:
        return None
    if _count_carried(flow, q, step.state) is not None and _only_a_number(message, "en"):
        return None
    if q.id in COUNT_CHOICES and _only_a_number(message, "en"):
        return None  # "2" to "full-time or part-time?": 2 credits, read by the question's reader (fix29a)
    shown = step.shown or tuple(_value(v) for v in quick_values(q, step.state, today))
    if q.kind not in ORDINAL_KINDS or q.optional or not shown:
        return None
    if q.kind == "county" and len(shown) > COUNTED_BY_EYE and re.fullmatch(r"\s*\d+\s*", message):
        # Class (a newcomer's finding, fixA): every jurisdiction offered is a list of buttons with no
        # number on the web and in the API ("21" kept the 21st county, "25" "outside Maryland",
        # unasked); a number picks one there only where they were numbered (a text message sends
        # "#21", sms). A short list (the ZIP code's counties, the ones asked back) is counted by eye.
        return None
    place = understand.ordinal(message, len(shown))
    return understand.Reading(form={q.id: shown[place]}) if place is not None else None


def _month_of_shown(q, step: _Step, message: str):
    """Return the :class:`~.understand.Reading` of a month named alone ("may", "mayo", "12") after
    "Which month of 2021?", its year the one the quick replies shown share, else None (a second
    newcomer's finding: "may" left the graduation open, "12" was read as June 2012)."""
    if q.kind != "month" or not step.shown:
        return None
    years = {str(v)[:4] for v in step.shown if re.fullmatch(r"\d{4}-\d{2}", str(v))}
    said = understand.normalize(message)
    month = understand.month_names().get(said) or (int(said) if re.fullmatch(r"(?:0?[1-9]|1[0-2])", said) else None)
    if len(years) != 1 or len(step.shown) != len([v for v in step.shown if str(v)[:4] in years]) or not month:
        return None
    return understand.Reading(form={q.id: f"{years.pop()}-{month:02d}"})


YES_NO_VALUES = {"true": True, "yes": True, "false": False, "no": False}


def _bare_no(q, form: dict, message: str, state, today) -> bool:
    """Return True for a bare "no" ("nope", "nah", "no gracias") to a choice question with no
    "yes" or "no" among its choices ("Which financial aid application will you file?") when the
    choice it is read as ("I don't plan to file either") can count against the student: that
    choice was never named, so it is read back for a "yes", never kept unasked, even while
    another answer still open keeps it from ruling the student out yet (class: a "no" to a
    question that has no "no"). A "no" read as the choice that counts for the student ("no" to
    "What degree do you already have?": none yet) is kept as before."""
    if q.kind != "choice" or {c.value for c in q.choices} & set(YES_NO_VALUES) or understand.confirmation(message) is not False:
        return False
    if [w for w in understand.normalize(message).split() if w not in vocab.NO_WORDS and w not in _NO_FILLER]:
        return False  # ("no degree", "no, neither": a choice named)
    rank = {PASS: 2, UNKNOWN: 1, FAIL: 0}

    def results(value):
        return {c.id: rank.get(c.result, 1) for c in run({**state.answers, q.id: value}, today).checks}

    said = results(form.get(q.id))
    return any(said.get(k, 1) < r for c in q.choices if c.value != form.get(q.id) for k, r in results(c.value).items())


_NO_FILLER = ("thanks", "thank", "you", "gracias", "really", "way", "sorry", "perdon", "i", "dont", "think", "so", "creo",
              "que", "pues", "para", "nada", "mmm", "um", "well", "bueno", "never", "nunca")


def _yes_no_first(q, message: str, form: dict) -> bool:
    """Return True for a yes-or-no question answered with a yes or a no first and a reason after
    ("no, they told me Pell doesn't cover it"): a plain answer, read as the word it starts with."""
    words = understand.normalize(message).split()
    value = YES_NO_VALUES.get(str(form.get(q.id)).lower())
    if not words or value is None or not (q.kind == "yesno" or {c.value for c in q.choices} & set(YES_NO_VALUES)):
        return False
    said = True if words[0] in vocab.YES_WORDS else False if words[0] in vocab.NO_WORDS else None
    return said is value


def _amount_in_words_plain(q, message: str, reading, lang: str, state, today) -> bool:
    """Return True for a yearly income said with its number in words ("mi mamá gana cincuenta y
    cinco mil", "she makes sixty two thousand a year"), as plain as the same words typed in
    digits ("mi mamá gana 55000": :data:`PLAIN_WORDS` or fewer once the number is written in
    digits), read as said (nothing converted, added, assumed or guessed: no ``confirm``, note or
    guess on the reading), no question or doubt beside it, and not near an income limit nor over
    one (the policy's limit for the household kept, the lower one while the
    household isn't known: within :data:`WORDS_LIMIT_MARGIN` of the limit, wider than the policy's
    margin for approximations, or over it, read back by :func:`_apply_form` as before).
    fix44g: such an answer was read back only because each word of the number counted as a word
    of "a sentence" (``tests/chat/README.md`` labels a yearly figure in words as a plain answer, 40
    such items in the tuning sets, none needing a "yes"); a message each, with nothing to confirm.
    Kept, it is said back ("Got it. Household income (AGI): $55,000.") and can be changed."""
    if q.id != "agi" or reading.form is None or set(reading.form) != {q.id} or reading.confirm or reading.note is not None \
            or reading.guess or "?" in message or "¿" in message or understand.approximate(message) \
            or understand.contains_any(understand.normalize(message), _DOUBT):
        return False
    if re.search(r"\d", message) or len(understand.normalize(numtext.in_digits(message, lang)).split()) > PLAIN_WORDS:
        return False  # (a number typed: the length rule as before; or a sentence however the number is written)
    return _well_under_limit(reading.form[q.id], state, today)


WORDS_LIMIT_MARGIN = 0.10  # fix44g: an income in words this close under its limit (or over it) is still read back


def _well_under_limit(value, state: State, today) -> bool:
    """Return True when the income ``value`` is more than :data:`WORDS_LIMIT_MARGIN` under the limit of
    the household of ``state`` (rules.household_income_limit, fix47m; the lower limit while the household
    isn't known): near it or over it, an income is read back."""
    try:
        amount = float(value)
    except (TypeError, ValueError):
        return False
    limit = household_income_limit(state.answers.get("household"), run(state.answers, today).policy)
    return amount < (1 - WORDS_LIMIT_MARGIN) * limit


# (fix47g) where a yearly figure was read from, said after it ("on my last tax return", "on last year's
# taxes", "on her 1040", "en los taxes del año pasado", "en mi declaración"), and a hedge said after it
# ("more or less", "más o menos", "or so"): words that say nothing of the amount (:func:`_amount_with_source_plain`)
_FIGURE_SOURCE = re.compile(
    r"\s+(?:on|from|in|per|according to|en|de|segun)\s+(?:(?:my|her|his|our|their|the|mi|mis|su|sus|los|las|la|el|nuestra|"
    r"nuestros|last|last years?|this|el ano pasado|del ano pasado)\s+){0,3}"
    r"(?:tax return|taxes|tax|return|1040|w2|w 2|impuestos|taxes|declaracion(?: de impuestos)?|taxas)"
    r"(?:\s+(?:from|for|of|del|de)?\s*(?:last year|this year|el ano pasado|del ano pasado|(?:19|20)\d\d))?(?=\s*$)"
    r"|\s+(?:more or less|or so|give or take|mas o menos|o algo asi|aproximadamente)(?=\s*$)")


def _amount_with_source_plain(q, message: str, reading, lang: str, state, today) -> bool:
    """Return True for a yearly income said plainly with where it is from or a hedge after it ("around
    41 grand on my last tax return", "about 72,000 on last year's taxes", "30 mil al año más o menos"):
    without those words (:data:`_FIGURE_SOURCE`) a plain answer (:data:`PLAIN_WORDS` or fewer) read the
    same, read as said (nothing converted, added, assumed: no ``confirm`` or note on the reading), no
    question or doubt beside it, and not near an income limit nor over one (as for an amount in words,
    :func:`_amount_in_words_plain`: within :data:`WORDS_LIMIT_MARGIN`, or over, read back as before).
    fix47g (issue #8): such an answer was read back for a "yes" only for its length (the tuning sets'
    labels read "around 72,000 on last year's 1040" as a plain answer); kept, it is said back ("Got
    it. Household income (AGI): $41,000.") and can be changed."""
    if q.id != "agi" or reading.form is None or set(reading.form) != {q.id} or reading.confirm or reading.note is not None \
            or reading.guess or "?" in message or "¿" in message:
        return False
    norm = understand.normalize(message)
    bare = norm
    for _ in range(2):  # (a hedge after the source, or the source after the hedge)
        bare = _FIGURE_SOURCE.sub("", bare).strip()
    if bare == norm or not bare or len(bare.split()) > PLAIN_WORDS or understand.contains_any(bare, _DOUBT) \
            or len(re.findall(r"\d+(?:[ .,]\d{3})*(?!\d)", bare)) != 1:
        return False
    again = understand.read(q, bare, lang, state, today)
    if again.form != reading.form or again.confirm or again.note is not None or again.guess:
        return False
    return _well_under_limit(reading.form[q.id], state, today)


_FIRST_PART = re.compile(r"([,;:]|\s+(?:then|and then|y luego|despues)\s+)", re.I)  # where an answer's first part ends
_LEAD = re.compile(r"^(?:(?:yes|yeah|yep|si|ok|okay|so|well|um|uh|pues|bueno|este|ah)\s+)+")
_DOUBT = ("not sure", "no se", "no estoy segur", "i think", "creo", "maybe", "tal vez", "quizas", "probably", "probablemente",
          "but", "pero", "except", "unless", "if", "si no", "not", "no", "dont", "didnt", "cant", "wont", "never", "nunca")


def _plain_first(q, message: str, form: dict, lang: str, state, today, reading=None) -> bool:
    """Return True for an answer given plainly first and more words after it ("renovación,
    estoy en Howard CC, promedio 2.9", "I'll do the FAFSA, I did it before", "yes we're doing the
    FAFSA this month"): the first part alone, a few words (a leading "yes"/"ok" not counted), gives
    the same value, read as it was said (nothing converted or inferred), and what follows casts no
    doubt on it (no question, no "but", no "not sure")."""
    first, _, rest = (re.split(_FIRST_PART, message, maxsplit=1) + ["", ""])[:3]
    words = _LEAD.sub("", understand.normalize(first)).split()
    if q.kind == "choice" and rest and len(understand.normalize(first).split()) <= 3:
        if understand.read(q, first, lang, state, today).form == form:
            return True  # (as before: a choice named first)
    if q.kind == "choice" and _choice_named_first(q, message, form, lang, state, today, reading):
        return True
    if not words or len(words) > PLAIN_WORDS or "?" in message or (reading is not None and (reading.confirm or reading.note)):
        return False
    if understand.contains_any(understand.normalize(rest), _DOUBT):
        return False
    return understand.read(q, first, lang, state, today).form == form


def _plain_month(q, message: str, reading, lang: str, state, today) -> bool:
    """Return True for a month said with its year in a sentence at the month question ("salgo de
    la high en junio 2027", "she finishes in June 2027, God willing"): as plain as an opening's
    (:func:`_plainly_stated`), nothing assumed, no question or doubt beside it (class: a month and
    year read back for a "yes" only for the words around it). One that would rule the student out
    is still read back (:func:`_apply_form`)."""
    if q.kind != "month" or reading.confirm or reading.note is not None or "?" in message \
            or understand.contains_any(understand.normalize(message), _DOUBT):
        return False
    return _plainly_stated(q, reading.form, message, lang, state, today)


CHOICE_FIRST_WORDS = 4  # a choice named in so many words, first, then a clause ("we did the FAFSA in November")
_INFERRED_CHOICES = ("household",)  # a household from family words is an inference: read back


def _choice_named_first(q, message: str, form: dict, lang: str, state, today, reading=None) -> bool:
    """Return True when a choice is named in the message's first few words (after a leading
    "yes"/"sí") and a clause follows without punctuation, as texted ("associate degree he
    want to do IT", "sí, la FAFSA, la llenamos con la consejera", "we did the FAFSA in
    November"): the words alone give the same value, and the rest casts no doubt on it."""
    if q.id in _INFERRED_CHOICES or "?" in message or (reading is not None and reading.note):
        return False
    inferred = reading is not None and reading.confirm  # (the whole read as a guess: only a reason that agrees leaves it plain)
    words = _LEAD.sub("", understand.normalize(message)).split()
    for k in range(1, min(CHOICE_FIRST_WORDS, len(words) - 1) + 1):
        named = understand.read(q, " ".join(words[:k]), lang, state, today)
        if named.form == form and not named.confirm and named.note is None:  # (a word read as a guess names nothing)
            rest = " ".join(words[k:])
            return (not inferred and not understand.contains_any(rest, _DOUBT)) or _reason_agrees(q, rest, form, lang, state, today)
    return False


_NEGATIONS = ("not", "no", "dont", "didnt", "cant", "wont", "never", "nunca")
_BECAUSE = re.compile(r"(?:because|cause|cuz|cos|since|as|porque|por que|pq|xq|ya que|como)\b")  # a reason said as one


def _reason_agrees(q, rest: str, form: dict, lang: str, state, today) -> bool:
    """Return True when ``rest``, the words after a choice named first, is a reason ("because",
    "since", "porque"…) that says the same: its "no" or "can't" is about another choice, and read alone it gives the choice named
    ("la One App porque no puedo llenar la FAFSA", "the one app since i cant file fafsa"). A
    plain answer, kept as named (never a "not sure", "maybe" or "but" in it)."""
    if not _BECAUSE.match(rest) or understand.contains_any(rest, tuple(w for w in _DOUBT if w not in _NEGATIONS)):
        return False
    reason = understand.read(q, rest, lang, state, today)
    return reason.form == form and not reason.options


def _best_choice(q, value, state, today) -> bool:
    """Return True when choosing ``value`` for ``q`` can rule no one out now: with the answers
    given, it makes no check fail that doesn't fail with the question unanswered, and the
    question's own check (``high_school``, ``aid_application``…) does as well with it as with
    any other choice ("The FAFSA", "A high school in Maryland", a household while the income
    is still to come; never "I don't plan to file either"). An answer that later counts against
    the student (an income over the limit of the household kept) is read back then, with the
    answers it rests on (:func:`_resting_on`)."""
    rank = {PASS: 2, UNKNOWN: 1, FAIL: 0}

    def results(v):
        answers = {**state.answers, q.id: v} if v is not None else {k: w for k, w in state.answers.items() if k != q.id}
        return {c.id: rank.get(c.result, 1) for c in run(answers, today).checks}

    said, open_ = results(value), results(None)
    if any(r == 0 and open_.get(k, 1) > 0 for k, r in said.items()):
        return False
    return all(said.get(q.id, 1) >= results(c.value).get(q.id, 1) for c in q.choices if c.value != value)


_STEERING = ("applicant_type",)  # new or renewing sets every question after it: named in a sentence, read back


_PARENTS_SPOUSE = re.compile(r"\b(?:his|her|their|su|sus)\s+(?:wife|husband|spouse|partner|esposa|esposo|pareja|novia|novio)\b")
_CLAUSE_END = re.compile(r"[,;:!]|\.(?!\d)|\s+(?:but|pero|then|y luego|despues)\s+", re.I)


def _plain_choice(q, message: str, reading, lang: str, state, today) -> bool:
    """Return True for a choice named in a sentence, not converted or inferred by the reader, with
    nothing that casts doubt on it (no question, no "but", "not sure", "no") and that can rule no
    one out (:func:`_best_choice`): "We will submit the FAFSA in December", "just my mom. my dad
    lives in virginia", "It's me and his father, we're married, plus his little sister". Such a
    fact stated plainly needs no read-back, however many words it takes (tests/chat/README.md:
    only a value converted, inferred or ruling the student out is read back; class: plain
    answers read back for their length, a message each)."""
    if q.kind != "choice" or q.id in _STEERING or reading.confirm or reading.note is not None or set(reading.form or {}) != {q.id} \
            or {c.value for c in q.choices} & set(YES_NO_VALUES):
        return False  # (a yes or no in disguise, "Can a Pell Grant pay?": read as :func:`_yes_no_first` reads it)
    if q.id == "household" and (understand.contains_any(understand.normalize(message), understand._STEP)
                                or _PARENTS_SPOUSE.search(understand.normalize(message))):
        return False  # a step-parent counts only when married to the parent (the FAFSA's rule): read back
    if "?" in message or "¿" in message or understand.contains_any(understand.normalize(message), _DOUBT):
        return False
    # the first clause alone says it ("just my mom and me. my dad lives out in Ohio" is one parent,
    # whatever the whole message is read as): what follows is an aside, never the answer
    first = re.split(_CLAUSE_END, message, maxsplit=1)[0]
    if understand.read(q, first, lang, state, today).form != reading.form:
        return False
    return _best_choice(q, reading.form[q.id], state, today)


_AT_HOME_DOUBT = tuple(w for w in _DOUBT if w not in _NEGATIONS)  # ("his dad doesn't live with us" is no doubt)


def _home_said_plainly(q, message: str, reading, for_child: bool, state, today) -> bool:
    """Return True for an answer to the household question that says who is at home in so many
    words, read back before only for the note beside it (fix41f: a read-back of a plain answer, a
    message each): a parent writing for the student pairs the child with themself ("Just me and
    him. I'm a widower.", "solo ella y yo": one parent, the writer,
    :data:`understand.WRITER_PARENT`), or a step-parent said married to the parent ("my mom and my
    stepdad, they're married": two parents, :data:`understand.STEP_PARENT`). Kept, the note said
    with it, when nothing casts doubt on it (no question, "but", "not sure", "maybe", no one said to
    live elsewhere: "su papá vive en Virginia" is read back, mend41a) and it can rule
    no one out now (:func:`_best_choice`); a grandparent's or guardian's words never."""
    if q.id != "household" or not reading.confirm or reading.note is None or set(reading.form or {}) != {q.id} \
            or "?" in message or "¿" in message or understand.kin_writes():
        return False
    norm = understand.normalize(message)
    if understand.contains_any(norm, _AT_HOME_DOUBT) or _someone_away(message):
        return False  # (mend41a: anyone said to live elsewhere, "he works in Florida and lives there": read back)
    value, note = reading.form[q.id], getattr(reading.note, "text", None)
    if note == understand.WRITER_PARENT:
        said = for_child and value == "single_parent"
    elif note == understand.STEP_PARENT:
        said = value == "two_parent" and understand.married_said_of_them(message)
    elif note == understand.WHOSE_PARENT:
        # (fix48a, issue #8) parents apart, the one lived with named ("me and my dad, parents divorced",
        # "mis papás están separados, vivo con mi mamá"): one parent, kept with whose income counts said
        # (the tuning sets' labels: a plain answer). One parent is the lower limit, so the household never
        # makes a false "likely eligible"; time shared between the homes ("half the week with my mom")
        # is no plain answer (the labels ask it back) and is read back as before
        said = value == "single_parent" and not understand._time_between_parents(norm) \
            and not understand._SHARED_TIME.search(norm)
    else:
        said = False
    return said and _best_choice(q, value, state, today)


GUESS_KINDS = ("gpa", "number")  # fix48a: the questions whose value said as a guess can be kept unasked


def _guess_taken(flow, step: _Step, q, reading, message: str, lang: str, today) -> bool:
    """Return True for a plain answer to a number question that the reader reads back only because
    it is said as a guess (``reading.guess``: "i think 3.2", "3.2 creo", "9 credits i think"), read
    as said (no note, nothing converted), not asked back ("?"), whose value lies clear of its rule's
    limit (rules.guess_near_limit, the margins the policy's rules set: a guessed 2.5 GPA, or 6
    credits, is still read back, as is a value that rules the student out, :func:`_apply_form`).
    fix48a (issue #8: a read-back is a message; the tuning sets' labels read "i think 3.1" as a plain
    answer, 30 hedged GPAs with no read-back asked for): kept and said back ("Got it. High school
    GPA: 3.2."), with a word that a guess can be changed."""
    if not reading.guess or q.kind not in GUESS_KINDS or reading.note is not None or not reading.form \
            or "?" in message or "¿" in message or step.notation:
        return False
    updates, errors = flow.parse(q, reading.form, lang)
    if errors or not updates:
        return False
    after = flow.apply(_standing_in(flow, step.state, q), q, updates, today)
    policy = run(after.answers, today).policy
    fields = [f for f in updates if f != "gpa_scale" and updates[f] is not None]
    if not fields or any(guess_near_limit(f, after.answers, policy) for f in fields):
        return False
    return True


def _two_plain_answers(pair, message: str) -> bool:
    """Return True for two short answers to a question and the month asked with it ("a high
    school in Maryland, June 2027"): each part a plain answer, the second only a month."""
    parts = [p for p in re.split(r"[,;]", message) if p.strip()]
    if pair is None or pair.kind != "month" or len(parts) != 2:
        return False
    words = [len(understand.normalize(p).split()) for p in parts]
    months = [bool(understand.month(p)[0]) and n <= 3 for p, n in zip(parts, words)]
    return any(months) and all(n <= PLAIN_WORDS for n in words)


_LATER_GPA = re.compile(r"\b(?:will be|will have|itll be|ill have|going to be|gonna be|gonna have|should be|by graduation|"
                        r"when i graduate|at graduation|end of (?:the|senior) year|expect|hope to|"
                        r"va a ser|va a estar|voy a tener|vaya a tener|cuando me gradue|al graduarme|para graduarme|"
                        r"para la graduacion|fin de ano|final del ano|espero)\b")
_GPA_FIGURE = re.compile(r"(?<![\d.,])([0-4](?:[.,]\d{1,2})?)(?![\d.,]*\d)")


def _gpa_now_and_later(q, message: str, lang: str):
    """Return ``(now, later)``: two high school GPAs said as the one now and the one expected
    ("my GPA is 2.1 but it will be 2.4 by graduation", "tengo 2.1 pero voy a tener 2.4 cuando me
    gradúe"), else None."""
    if q is None or q.id != "hs_gpa":
        return None
    said = understand.numtext.in_digits(message, lang)
    if not _LATER_GPA.search(understand.normalize(said)):
        return None
    figures = [float(m.replace(",", ".")) for m in _GPA_FIGURE.findall(understand.fold(said)) if "." in m or "," in m]
    if len(figures) != 2 or figures[0] == figures[1]:
        return None
    return figures[0], figures[1]


def _people_listed(q, message: str) -> bool:
    """Return True for the household question answered with only a list of the people at home,
    however long ("me, my mom and my little brother", "mi mamá, mis 2 hermanos y yo"): a plain
    answer to it, as "me and my mom" is (class: a family listed read back for its length, a
    message each). A step-parent named is read back as before (counted only when married to
    the parent), and so is a household read from a parent's words (:class:`~.understand.Reading`'s note)."""
    if q.id != "household" or not _only_people(message) \
            or understand.contains_any(understand.normalize(message), understand._STEP):
        return False
    # (a count said beside the list, "we are 4, me my mom and my dad", "somos 4": the two may
    # disagree, so read back as before; a number counts only the people it stands before, "my 2 sisters")
    people = set(vocab.PERSON_ONE) | set(vocab.PERSON_MANY)
    words = understand.normalize(message).split()
    return all(i + 1 < len(words) and (words[i + 1] in people or (i + 2 < len(words) and words[i + 2] in people))
               for i, w in enumerate(words) if w.isdigit() or w in vocab.NUMBER_WORDS) \
        and not set(words) & {"we", "are", "somos", "people", "personas", "us", "total", "todos", "all"}


def _parents_pay_unknown(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Class (fix39n, a newcomer's finding: a false "likely eligible"): at the income question, the
    student's own pay said with the parents' said unknown ("he made about 3k at his summer job, his
    parents I have no idea", a grandparent writing): the pay, only a part of the income (§18-3601: the
    applicant's and the parents'), was kept as the household's. It is held as the student's part (a
    yearly amount: added to the parents' pay said later, :func:`_held_pay_added`), said so, and the
    income left open (the financial aid office decides). Return True when so."""
    if not understand.parents_pay_unknown(message) or step.state.answered(q) \
            or any(p[0] not in ("self", "he", "she") for p in understand.earner_pay(message, lang)):
        return False
    reading = understand.read(q, understand.parents_unknown_dropped(message), lang, step.state, today)
    yearly = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
    said = yearly if yearly is not None else dict(getattr(reading.problem, "params", ()) or ()).get("amount")
    if said is None or float(said) <= 0:
        return False
    step.parts.append(Msg.of(understand.PARENTS_PAY_UNKNOWN, amount=Money(float(said))))
    _read_answer(flow, step, q, render(understand.PARTNER_CHOICES[-1][1], lang), lang, today)
    if yearly is not None:
        step.follow_up = {"k": "held", "a": float(yearly)}
    step.understood = True
    return True


# (fix51k, a newcomer's finding) a Maryland county alone typed at the high-school question ("Prince George's
# county", "condado de Prince George's"): read back as a Maryland high school's NAME. A county is no school:
# it answers the county question (kept as the county question reads it), and the school question is put again
COUNTY_NOT_SCHOOL = N_("That's a county, not a school, so I kept it as the county you live in.")


def _county_at_school(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Read ``message``, a Maryland county named alone (:func:`understand.county_only`) at the high-school
    question, as the county question's answer (:data:`COUNTY_NOT_SCHOOL`); the school asked again.
    Return True when so (False: a county already kept, or none read)."""
    cq = flow.question("county")
    if cq is None or "county" in step.state.answers or not understand.county_only(message):
        return False
    reading = understand.read(cq, message, lang, step.state, today)
    if not (reading.form or {}).get("county") or reading.problem is not None:
        return False
    if not _apply_form(flow, step, cq, reading.form, lang, today, confirm=bool(reading.confirm)):
        return False
    step.parts.append(Msg.of(_person(COUNTY_NOT_SCHOOL)))
    step.understood = True
    return True


def _read_answer(flow, step: _Step, q, message: str, lang: str, today) -> None:
    """Read ``message`` as the answer to ``q`` and record what happened in ``step``."""
    two = None if step.read_as else _gpa_now_and_later(q, message, lang)
    if two is not None:
        # The GPA now and the one expected at graduation: the law counts the cumulative GPA at
        # the end of the first semester of senior year OR at its end (§18-3603(b)(3)(i)), so
        # neither is taken and the student picks (class, a newcomer's finding: the lower one
        # kept, a "no" built from it)
        step.parts.append(Msg.of(GPA_TWO_COUNT, citation="§18-3603(b)(3)(i)",
                                 min=faq.policy_params(today)["hs_gpa_min"]))
        step.options = tuple(format_gpa(v, "en") for v in two)
        step.understood = True
        return
    if q.id == "agi" and not step.read_as and not step.label and _parents_pay_unknown(flow, step, q, message, lang, today):
        return
    if q.id == "high_school" and not step.read_as and not step.label and _county_at_school(flow, step, message, lang, today):
        return
    reading = understand.read(q, step.read_as, lang, step.state, today) if step.read_as else \
        _exact_label(q, step, message, today) or _by_place(flow, q, step, message, today) \
        or _month_of_shown(q, step, message) or understand.read(q, message, lang, step.state, today)
    if not step.read_as and _number_of_another(flow, step, q, reading, message, lang, today):
        reading = understand.Reading()  # "somos 4 y mi mamá gana 40 mil" at the credits: the 4 is the household's
    if not step.read_as and not step.label and _no_of_another(flow, step, q, reading, message, lang, today):
        # (fix36a) "I live alone, not married, I make 30k" at the in-state question: the "not" is
        # the marriage's, never this question's "no" (a wrong "not eligible"); the other facts are
        # read as said in passing, and the question is put again
        reading = understand.Reading()
    if not step.read_as and not step.label and reading.form is None:
        # (fix42b) "sí vivimos aquí, no tiene otras becas" at the in-state question: the "no" is the
        # other aid's (read as said in passing), the yes this question's (it was a bare "Did you mean
        # one of these?", both lost), as "yeah we live here, no other scholarships though"
        reading = understand.yes_beside_other_no(flow, q, message, step.state, lang, today) or reading
    if not step.read_as and not step.label and _hedge_of_another(flow, step, q, reading, message, lang, today):
        # (fix49m) "i think its around 2.3 maybe a little lower" at the ZIP question: the "maybe" is the
        # GPA's hedge, never "I don't know" to the ZIP (it was skipped, "That's OK."); the other facts
        # are read as said in passing, and the question is put again
        reading = understand.Reading()
        under = next((understand.said_under(message) for f in ("hs_gpa", "cc_gpa")
                      if f not in step.state.answers and understand.gpa_under(f, message, step.state, today) is not None), None)
        if under is not None and q.kind != "gpa":
            step.parts.append(Msg.of(GPA_EXACT_LATER, gpa=Gpa(under)))
    if q.kind == "county" and reading == understand.Reading() and _OWN_HOME_ABBREVIATED.search(understand.normalize(message)) \
            and not _FORMERLY.search(understand.normalize(message)):
        # "we live in VA", "vivo en PA": a state outside Maryland named by its postal code as
        # the student's own home (class: outside Maryland said short): read back, never kept unasked
        reading = understand.Reading(form={q.id: OUTSIDE_MD}, confirm=True)
    if q.kind == "county" and reading.form == {q.id: OTHER_COUNTY}:
        step.understood = step.typing = True  # "Another county": typed next
        step.parts.append(Msg.of(TYPE_COUNTY))
        return
    pair = _paired(flow, q, step.state)
    if pair is not None and pair.kind == "number" and q.kind == "choice" and not step.read_as and not step.label \
            and _only_a_number(message, lang):
        # a bare number ("3", "tres") while "What will you study? How many credits…?" is asked: no
        # program is a number, so never a choice by its place ("3": the third program, read back);
        # the credits, as :func:`_companion_only` reads them (class: a number at a question asking
        # two things read as the wrong one)
        reading = understand.Reading()
    if reading == understand.Reading() and _two_plain_answers(pair, message):
        # "Blair, June 2027": the two answers asked together, one after the other
        parts = [understand.read(q, part, lang, step.state, today) for part in re.split(r"[,;]", message) if part.strip()]
        reading = next((r for r in parts if r.form is not None), reading)
    own_spouse = False
    if q.id == "household" and reading.form == {q.id: "married"} and not step.for_child \
            and understand.married_with_family(message):
        if understand.names_own_spouse(message):
            # "married, me and my wife and our daughter": the writer's own spouse, so a married
            # student with a child; read back for a "yes" (a parent writing for a child says "no")
            own_spouse = True
        else:
            # "somos 4, casados": the student's married parents, or a married student with children?
            reading = understand.Reading(options=("two_parent", "married"), problem=Msg.of(WHO_MARRIED))
    if q.id == "household" and reading.form == {q.id: "single_parent"} and not step.read_as and not step.label \
            and independent_by_age(_single_parents_age(step, message)):
        # (fix43d) "I'm 30, a single mom of two", "soy mamá soltera, tengo 28 años" answering the
        # household: the student is the single parent, an adult (fix42c: :func:`_own_single_parent`):
        # single, read back saying why (it was "I live with one parent", kept unasked in Spanish)
        reading = understand.Reading(form={q.id: "single"}, confirm=True, note=Msg.of(SINGLE_PARENT_ADULT, age=INDEPENDENT_AGE))
    step.understood = True
    if q.kind == "gpa" and reading.form is not None and set(reading.form) == {"gpa_scale"}:
        if scale_converted(reading.form["gpa_scale"]):
            # "out of 100", "sobre 100" said alone: the GPA said next is converted on it (the letter-grade
            # table), so the scale is read back first, as a 100-point average is (class: a scale said alone)
            _propose(step, q, {"gpa_scale": reading.form["gpa_scale"]})
            return
        _scale_kept(flow, step, q, reading.form["gpa_scale"], lang, today)
        return
    if q.kind == "zip" and ((reading == understand.Reading() and _no_zip(message)) or understand.deferred(message, q)):
        # "none", "ninguno", "I don't have one": no ZIP code to give (class: "none" to a question
        # that names a thing): what the ZIP code is for, and the county question instead; so
        # too for a ZIP code put off or declined ("not right now", "ahorita no", "prefiero no decir")
        _skip(flow, q, step, today)
        step.parts.append(Msg.of(ZIP_NONE))
        return
    if q.kind == "zip" and reading == understand.Reading() and _county_for_zip(flow, step, q, message, lang, today):
        return
    if q.id == "county" and reading == understand.Reading() and _zip_for_county(flow, step, message, lang, today):
        return
    if reading.form is not None:
        if reading.note is not None:
            step.parts.append(reading.note)
        # A sentence that isn't a plain answer (more than a few words) is read back first.
        # (fix41f) who is at home said in so many words, read back only for the note beside it: kept
        home_said = not step.opening and _home_said_plainly(q, message, reading, step.for_child, step.state, today)
        plain = len(understand.normalize(message).split()) <= PLAIN_WORDS or _yes_no_first(q, message, reading.form) \
            or _two_plain_answers(pair, message) or step.label or home_said \
            or _plain_first(q, message, reading.form, lang, step.state, today, reading) \
            or _plain_choice(q, message, reading, lang, step.state, today) \
            or _plain_month(q, message, reading, lang, step.state, today) \
            or _amount_in_words_plain(q, message, reading, lang, step.state, today) \
            or _amount_with_source_plain(q, message, reading, lang, step.state, today) \
            or _people_listed(q, message)
        if plain and q.id == "applicant_type" and reading.form == {q.id: "renewal"} and not step.label \
                and len(understand.normalize(message).split()) > PLAIN_WORDS and not understand.award_had_plainly(message):
            # (fix53j) a renewal read from broad words in a sentence ("i already have a job and i want to go
            # to ccbc", "ya tengo 30 años y quiero estudiar": understand._ALREADY_HAVE), kept before with
            # "Got it" by :func:`_plain_first`: it steers every question after it, so it is read back
            plain = False
        zq = flow.question("zip")
        zform = understand.zip_in(message) if q.id == "county" and zq and "zip" not in step.state.answers else None
        if zform:  # "Silver Spring, 20904": the ZIP code is kept too (first: a ZIP resets the county)
            _apply_form(flow, step, zq, zform, lang, today, confirm=not plain)
        # A plain answer naming one of the choices ("Blair" for the high school) is kept and
        # said back ("Got it. …") like a picked one; a converted or assumed value (a note, a
        # month, an amount) and one that would rule the student out are asked about first.
        # (fix48a) a number said plainly as a guess ("i think 3.2", "3.2 creo"), clear of its rule's limit:
        # kept and said back, no read-back (:func:`_guess_taken`)
        guessed = plain and _guess_taken(flow, step, q, reading, message, lang, today)
        inferred = (reading.confirm and not home_said and not guessed
                    and not (plain and q.kind == "choice" and reading.note is None and not reading.guess)) or own_spouse \
            or (step.both_said and q.id == "household") \
            or (q.id == "aid_application" and reading.confirm and understand.fafsa_denied(message)  # the FAFSA denied: read back,
                and not _choice_named_first(q, message, reading.form, lang, step.state, today, reading))  # not beside the One-App named first
        opening = (step.opening and not plain and reading.note is None and (q.kind == "choice" or not reading.confirm)
                   and _plainly_stated(q, reading.form, message, lang, step.state, today))
        # A bare number picking a choice that isn't numbered ("3" for in-state tuition, meant
        # for another question) is read back, not kept: "option 3" and "the first one" point.
        # (Counties and colleges offered are the student's own: the ZIP's, the ones asked back.)
        numbered = re.fullmatch(r"\s*\d{1,2}\s*", message) is not None and q.kind in ("choice", "yesno", "month")
        _apply_form(flow, step, q, reading.form, lang, today,
                    confirm=((inferred or not plain or numbered) and not opening) or _bare_no(q, reading.form, message, step.state, today))
        if opening and step.state.answered(q):
            step.opening_kept = True
        if guessed and step.state.answered(q) and q.id not in step.proposed:
            step.parts.append(Msg.of(GUESS_KEPT))  # (fix48a) a guess kept unasked: how to change it
        if step.state.answered(q) or q.id in step.proposed:
            _read_paired(flow, step, q, pair, message, lang, today, plain)
        if q.kind == "zip" and "county" not in step.proposed:
            _town_settles_county(flow, step, q, message, lang, today, plain)
    elif reading.unsure and _income_late(flow, step, q, message, lang, today):
        return  # "idk maybe 60 or 70k" just after the income was left open: the income, late (fix37k)
    elif reading.unsure and q.provides:
        _skip(flow, q, step, today)
        step.parts.append(Msg.of(UNSURE_OK))
    elif reading.unsure:
        # (the county asked with no ZIP given: its hint's "Your ZIP code can be in more than one
        # county" spoke of a ZIP never given, a newcomer's finding; how to type it is said instead)
        # (fix51f) the hint for the household chosen (flows/questions.yaml hint_by: one parent's, a spouse's…)
        hint = TYPE_COUNTY if q.id == "county" and "zip" not in step.state.answers else _hint_now(step, q)
        held = step.follow_up_before
        if q.id == "agi" and held.get("k") == "part" and (held.get("o") or held.get("ow")) and not held.get("s") \
                and held.get("e") in EARNER_KEYS and isinstance(held.get("a"), (int, float)) and "agi" not in step.state.answers:
            # (fix35c, a newcomer's finding) "I don't know" to the other earner's pay, one parent's pay
            # held: the pay held is kept and what happens said (where the figure is, the result without
            # it); it was left open with nothing said of the mom's pay
            part = (held["e"], float(held["a"]), int(held.get("t", 1)))
            said = _pay_said_voiced(step, part, lang)
            step.parts.append(Msg.of(understand.PART_UNSURE_KEPT, part=said))
        elif q.id == "agi" and step.follow_up.get("k") == "held" and isinstance(step.follow_up.get("a"), (int, float)) \
                and "agi" not in step.state.answers:
            # (fix39o, a newcomer's finding) "I don't know" to whether the pay said includes the other
            # parent's (the parents', the spouse's): that pay is held (:func:`_parents_answered`), so
            # it is said kept, a known part, the income open; it was left open as if never said.
            # (fix51k, a newcomer's finding) said HELD, never "I'll keep your own $42,000": no income is
            # kept (the result asks for it), so what is said and what is kept agree
            part = ("self", float(step.follow_up["a"]), 1)
            said = _pay_said_voiced(step, part, lang)
            step.parts.append(Msg.of(understand.PART_UNSURE_HELD, part=said))
        else:
            step.parts.append(Msg.of(UNSURE_TIP, hint=Msg.of(_person(hint))) if hint else Msg.of(UNSURE_GUESS))
        step.briefly = step.missed = True
        step.left_open = q.dont_know is not None  # the web's "I don't know" button: left open at once
    elif pair is not None and pair.kind == "number" and getattr(reading.problem, "text", None) != understand.FIELD_KIND \
            and _companion_only(flow, step, q, pair, message, lang, today):
        # (fix41e, a newcomer's finding: "tiempo completo, enfermería" kept the credits, the field
        # dropped unsaid) a field named beside them is no companion alone: which kind is asked below
        return  # "6 credits" while the program and its credits are asked: the credits, said back; the program asked again
    elif reading.form is None and _count_alone(flow, step, q, message, lang, today):
        return  # "3", "dos" while the household is asked: the people at home, said back; the household asked again
    elif pair is not None and pair.kind == "month" and not reading.options and not reading.problem \
            and understand._YEAR.search(understand.fold(message)) \
            and (paired := understand.read(pair, message, lang, step.state, today)).form and paired.form.get(pair.id):
        # "in 2025", "en 2025" while "Where did you finish high school? When…?" is asked: the
        # second part, a year alone, June assumed and read back; where is asked again (class, a
        # newcomer's finding: "Sorry, I didn't understand that")
        _apply_form(flow, step, pair, paired.form, lang, today, confirm=True)
        return
    elif reading.problem and not reading.options and q.kind in ("gpa", "number", "money") and (named := understand.volunteered(
            flow, message, State({k: v for k, v in step.state.answers.items() if k in BOOKKEEPING}), skip={q.id}, lang=lang,
            today=today, strong=True)):
        # "my income is now $200,000" while a GPA is asked: the number is named as another
        # answer, never a GPA out of 100 (class: a fact named with its cue at another question).
        # A new value for an answer given is read back; one not given yet is read as any fact
        # said in passing (:func:`_volunteered`)
        step.understood = False
        for vq, form in named:
            if step.state.answered(vq) and not understand._same_as_stored(form, step.state):
                step.understood = _apply_form(flow, step, vq, form, lang, today, confirm=True) or step.understood
        if q.kind == "gpa" and understand.contains_any(understand.normalize(message), vocab.GPA_CUES) \
                and not any(vq.id == q.id for vq, _ in named):
            # (fix47j, a newcomer's finding) the GPA named with its cue beside another fact ("she makes 45k.
            # my gpa is 2.2 or 2.4 idk"): the GPA's own problem (which one of the two) is still asked, the
            # other fact read as said in passing; "2.4" said next is the GPA
            step.parts.append(reading.problem)
            step.options = reading.options
            step.missed = True
    elif reading.options or reading.problem:
        if pair is not None and pair.kind == "number" and getattr(reading.problem, "text", None) == understand.FIELD_KIND \
                and _companion_only(flow, step, q, pair, message, lang, today, field=True):
            pass  # "tiempo completo, enfermería": the credits named with their cue kept, said back; which kind asked
        elif pair is not None and pair.kind == "number":
            # "nursing, 15": the credits said with it kept, which kind of program asked
            _read_paired(flow, step, q, pair, message, lang, today, len(understand.normalize(message).split()) <= PLAIN_WORDS)
        step.parts.append(reading.problem or Msg.of(WHICH_ONE))
        step.options = reading.options
        step.missed = True
        step.uncounted = step.uncounted or _pay_follow_up_new(step, q, reading)  # (fix37d: no miss counted)
    else:
        step.understood = False


def _degree_none_taken(flow, step: _Step, lang: str, today) -> None:
    """Take the degree question's "none" said at another question (:func:`understand.degree_none_only`):
    read back when the degree isn't kept as none (not asked yet, or kept as another: a correction),
    said back ("Got it. …: None yet.") when it is; the question waiting is asked again (fix39d)."""
    dq = flow.question("prior_degree")
    step.understood = True
    if dq is None:
        return
    if step.state.answers.get(dq.id) == "none" and dq.id not in step.proposed:
        step.parts += _acknowledge(dq, {dq.id: "none"}, lang)
    elif (step.proposed.get(dq.id) or {}).get(dq.id) != "none":
        _apply_form(flow, step, dq, {dq.id: "none"}, lang, today, confirm=True)


def _no_of_another(flow, step: _Step, q, reading, message: str, lang: str, today) -> bool:
    """Return True when ``reading``, the "no" of question ``q``, is the negation of another fact
    ``message`` tells ("not married", "no tengo hijos, mi mamá gana 40 mil"):
    :func:`understand.no_of_another`. Such a "no" never answers ``q`` (fix36a), nor a "no" taking
    back what the message said ("90 mil, no, perdón, 95 mil"), nor, while a read-back waits, a "no"
    said first that the rest doesn't say by itself ("nope, no other scholarships": fix41a)."""
    return q is not None and q.kind in ("yesno", "choice") and (reading.form or {}).get(q.id) is not None \
        and understand.no_of_another(flow, q, message, step.state, lang, today, apart=not step.read_back)


def _hedge_of_another(flow, step: _Step, q, reading, message: str, lang: str, today) -> bool:
    """Return True when ``reading`` is "I don't know" to ``q`` only from a hedge (understand.unsure_only_hedged:
    "maybe", "tal vez") said with a number, or with another question's answer, that ``q`` didn't take:
    the hedge is that thing's, never "I don't know" to ``q`` (fix49m; class: a hedge word inside an
    answer to another question)."""
    if q is None or not reading.unsure or reading.form is not None or not understand.unsure_only_hedged(message):
        return False
    if q.id != "agi" and _income_just_left(flow, step) and "?" not in message and "¿" not in message \
            and any(a.strong for a in understand.amounts(numtext.in_digits(message, lang))):
        # (fix49r2) "idk maybe 60 or 70k" at the aid question just after the income was left open:
        # the amount is the income, late (fix37k's :func:`_income_late`: the income question asked,
        # "Give me one number"), never read in passing with the aid question put again (a number
        # typed next would land on the aid question)
        return False
    if re.search(r"\d", understand.numtext.in_digits(message, lang)):
        return True
    return any(vq.id != q.id for vq, _ in understand.volunteered(flow, message, step.state, skip={q.id}, lang=lang, today=today))


def _number_of_another(flow, step: _Step, q, reading, message: str, lang: str, today) -> bool:
    """Return True when the number ``reading`` takes for ``q``, a count or a GPA, is the one the
    message gives another answer with its cue ("somos 4" at the credits or the GPA, "my gpa is
    3.1" at the credits), said once: that other answer's, read as said in passing, never this
    question's too (class: a two-fact answer at a number question, its number read as the wrong
    field; "4 credits" read back beside "4 people")."""
    if q is None or q.kind not in ("number", "gpa") or not reading.form or reading.form.get(q.id) in (None, ""):
        return False
    value = reading.form[q.id]
    said = understand.numtext.in_digits(message, lang)
    if len([n for n in understand.numbers(said) if _same_number(n.replace(",", "."), value)]) != 1:
        return False
    return any(_same_number(v, value) for vq, form in understand.volunteered(
        flow, message, step.state, skip={q.id}, lang=lang, today=today) for f, v in form.items() if f != q.id)


def _scale_kept(flow, step: _Step, q, scale: str, lang: str, today) -> None:
    """Keep a GPA's scale said alone at the GPA question ("it's out of 100", "sobre cuatro") as the
    ``gpa_scale`` answer: the GPA page stays unanswered (the flow keeps an extra of a page still to
    ask, :meth:`~screener.flow.Flow.pruned`) and its question is asked on that scale (class: a GPA's
    scale said alone, before kept only inside the conversation). A scale never rules anything out."""
    clean, problems = validate({"gpa_scale": scale}, strict=False)
    if problems or not clean:
        step.understood = False
        return
    step.state = flow.prune(replace(step.state, answers={**step.state.answers, **clean}), today)
    step.parts += _acknowledge(q, {"gpa_scale": scale}, lang)


def _scale_kept_for(q, state):
    """Return the scale kept for GPA page ``q`` not answered yet (:func:`_scale_kept`), else None."""
    if q is None or q.kind != "gpa" or q.id in state.answers:
        return None
    return state.answers.get("gpa_scale")


_ASKS_FIRST = re.compile(r"^\W*(?:can|could|do|does|did|is|are|should|will|would|when|what|how|why|where|which|if|puedo|puede|"
                         r"cuando|que|como|por que|donde|cual|debo|tengo que|hay|es|si)\b")


def _told_not_asked(message: str) -> bool:
    """Return True when ``message``, read as a question by its words ("gonna do it jan 5th when my
    mom is off work", "el 3 de febrero, cuando me llegue el W-2"), has no question mark and doesn't
    open as a question does: a statement with a "when" clause."""
    return not re.search(r"[?¿]", message) and not _ASKS_FIRST.match(understand.normalize(message))


def _aid_now_filed(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Return True when, once "no application" ruled the student out, ``message`` names one as
    filed or to be filed ("ok then I'll file the FAFSA this week"): the application changes first
    (read back), before any day of filing (class, dev12: "which day?" asked, the "no" kept)."""
    return understand.aid_changeable(step.state) and any(
        vq.id == "aid_application" for vq, _ in understand.volunteered(flow, message, step.state, lang=lang, today=today,
                                                                        settled=True))


def _filing_day_said(flow, step: _Step, message: str, lang: str, today, with_answer: bool = False) -> bool:
    """Take the day of applying a message says (:func:`understand.filing_day`) as the contract's
    ``application_date``; return True when one was said (kept, read back, or asked for).

    Said once the result is shown, or ``with_answer`` to the aid-application question (a FAFSA or
    One-App filed or to file: "I did the FAFSA on November 14"). The reply says what the day means
    against the deadline the policy data holds for its award year (not published: said so, with
    the last one published), and the result is worked out again. A day that would make the result
    "likely not eligible" (after a published deadline), a date said alone ("Jan 10 2027"), and a
    year outside today's filing cycle are read back first; a day not said ("next week") is asked.
    (Class: the day of applying said unasked after the result, before read as an income of $2,027.)"""
    said = understand.filing_day(message, lang, today)
    if said is None:
        return False
    if said.day is None and not with_answer and any(
            vq.id == "aid_application" for vq, _ in understand.volunteered(flow, message, step.state, lang=lang, today=today, settled=True)):
        return False  # "ok, I'll file the FAFSA this week" after "none": the application to file is the news (read back)
    if with_answer:
        aid = step.proposed.get("aid_application", {}).get("aid_application", step.state.answers.get("aid_application"))
        if said.day is None or aid not in ("fafsa", "one_app") or "application_date" in step.state.answers:
            return False
    step.understood = True
    if said.day is None:
        start = dt.date(today.year if today.month >= 10 else today.year - 1, 10, 1)
        example = max(today + dt.timedelta(days=14), dt.date(start.year + 1, 1, 15))
        step.parts.append(Msg.of(FILING_WHICH_DAY, example=Day.of(example)))
        return True
    updates = {"application_date": said.day.isoformat()}
    refused = flow.out_of_range(step.state, PAGELESS["application_date"], updates, today)
    if refused:  # "I filed in October 2015": out of the program's years, as the API says (never kept)
        step.parts.append(next(iter(refused.values())))
        return True
    answers = {**step.state.answers, **updates}
    for qid, proposed in step.proposed.items():
        if qid != BECAUSE:
            answers.update({k: v for k, v in proposed.items() if v is not None})
    rules_out = not flow.decided_ineligible(run(step.state.answers, today)) and flow.decided_ineligible(run(answers, today))
    meaning = _deadline_meaning(said.day)
    if rules_out or said.bare or said.other_cycle or "aid_application" in step.proposed:
        step.parts.append(meaning)
        _propose(step, PAGELESS["application_date"], updates)
        return True
    step.state = replace(step.state, answers={**step.state.answers, **updates})
    step.parts += _acknowledge(PAGELESS["application_date"], updates, lang) + [meaning]
    return True


# Words before a day said again to its read-back ("no, it's Jan 12", "no, es el 12 de enero")
_DAY_LEAD = re.compile(r"^(?:(?:its|it is|that is|thats|i meant?|i mean|actually|on|the|es|era|fue|seria|el|en|dia)\b[\s,]*)+")


def _date_read_back_changed(flow, step: _Step, pending: dict, message: str, lang: str, today) -> bool:
    """Take a number or a date said to the read-back of the day of applying (``pending`` holds
    only it) as a change to that day, read back again; return True when the message was one.

    A date ("Jan 12 2027", "no, es el 12 de enero") is the new day; a day of the month alone
    ("12", "no, the 12th") that day of the month read back; a year alone ("2026") that year. A
    number that is none of these asks for the day again, the read-back kept: while the date is
    being confirmed a number is never another answer (class, a newcomer's finding: "12" stored as
    the household's size, "no, 2026" read back as an income of $2,026, "no, Jan 12" lost)."""
    t = _DAY_LEAD.sub("", _NO_THEN.sub("", understand.fold(message), count=1).strip(" .!,;:")).strip(" .!,;:")
    if not t or not re.search(r"\d", understand.numtext.in_digits(t, lang)):
        return False
    current = dt.date.fromisoformat(pending["application_date"]["application_date"])
    said = understand.filing_day(t, lang, today)
    day = said.day if said is not None else None
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th|o|º)?", t) if day is None else None
    if m is not None:
        try:
            day = current.replace(day=int(m.group(1)))
        except ValueError:
            day = None
    m = re.fullmatch(r"(20\d\d)", t) if day is None else None
    if m is not None:
        try:
            day = current.replace(year=int(m.group(1)))
        except ValueError:  # Feb 29
            day = None
    step.understood = True
    step.proposed = {k: dict(v) for k, v in pending.items() if k != BECAUSE}
    if day is None:
        if said is not None or re.fullmatch(r"[\d\s,.$]+", understand.numtext.in_digits(t, lang)):
            step.parts.append(Msg.of(FILING_WHICH_DAY, example=Day.of(current)))
            return True
        step.proposed = {}
        step.understood = False
        return False
    refused = flow.out_of_range(step.state, PAGELESS["application_date"], {"application_date": day.isoformat()}, today)
    if refused:  # "no, 2015": out of the program's years, as the API says (never kept); the read-back stays
        step.parts.append(next(iter(refused.values())))
        return True
    step.proposed = {}
    step.parts.append(_deadline_meaning(day))
    _propose(step, PAGELESS["application_date"], {"application_date": day.isoformat()})
    return True


def _deadline_meaning(day: dt.date) -> Msg:
    """Return what applying on ``day`` means against the FAFSA and One-App deadline of the award
    year it falls in (``screener/data/policy.yaml``): on time, late, or not published yet."""
    policy = load_policy(award_year_for(day))
    deadline, late = filing_deadline(day, policy)  # (the rule's comparison: the engine's, never the chat's)
    if deadline is not None:
        return Msg.of(FILING_LATE if late else FILING_ON_TIME, date=Day.of(day), deadline=Day.of(deadline),
                      year=policy.label)
    fact = policy.fact("aid_application_deadline")
    if fact.last_known:
        last_year, last = fact.last_known
        return Msg.of(FILING_NOT_PUBLISHED, year=policy.label, date=Day.of(day), last=Day.of(dt.date.fromisoformat(last)),
                      last_year=f"{last_year}-{last_year + 1}")
    return Msg.of(FILING_NOT_PUBLISHED_NONE, year=policy.label, date=Day.of(day))


def _companion_only(flow, step: _Step, q, pair, message: str, lang: str, today, field: bool = False) -> bool:
    """Take a message that answers only the question asked with ``q`` ("6 credits", "full
    time" while the program and its credits are asked) as that answer, named with its cue and
    read back as any fact said beyond the question (:func:`understand.volunteered`); return
    True when it did. ``field``: said beside a field of study whose kind of program is asked
    (:data:`understand.FIELD_KIND`, "tiempo completo, enfermería"): kept and said back, as the
    credits beside it are ("nursing, 15"), never read back with that question in one reply nor
    dropped unsaid (fix41e, a newcomer's finding)."""
    found = [(vq, form) for vq, form in understand.volunteered(flow, message, step.state, skip={q.id}, lang=lang, today=today)
             if vq.id == pair.id]
    if not found and q.kind == "choice" and _only_a_number(message, lang) and not any(a.strong for a in understand.amounts(message)):
        # a bare number ("12", "doce") while "What will you study? How many credits…?" is asked:
        # no program is a number, so it answers the second part (class, a newcomer's finding:
        # "12" taken for a program, "Which kind of program is it?" asked back)
        reading = understand.read(pair, message, lang, step.state, today)
        if reading.form and pair.id in reading.form and not reading.options:
            found = [(pair, reading.form)]
    if not found:
        return False
    for vq, form in found:
        reading = understand.read(vq, message, lang, step.state, today)
        plain = field or reading.form == form and not reading.confirm and reading.note is None
        _apply_form(flow, step, vq, form, lang, today, confirm=not plain)  # "full time": 12, read back
    if not field and not step.state.answered(q) and q.id not in step.proposed:
        # the question asked with it still open ("12" to "What will you study? How many credits…?"):
        # put next, alone, never passed over because the rules could go on without it (class, a
        # tester's finding: the credits kept and the program never asked)
        step.jump = step.jump or q
    return True


def _count_carried(flow, q, state):
    """Return the number question ``q``'s web page carries (the household's size with its type)
    while it is unanswered, even one the chat asks only for a closer estimate, else None."""
    return next((e for e in (flow.question(x) for x in sorted(flow.carries.get(q.id, ())))
                 if e is not None and e.kind == "number" and not state.answered(e)), None)


def _count_alone(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Take a number said alone ("3", "dos") to a choice question whose page carries a count
    ("Which best describes your household?", its size on the same web page) as that count, said
    back ("Got it. People in household: 3."), and ask ``q`` again; return True when it did. No household type is a number, and the
    choices aren't numbered (class, dev20: "3" read back as married, "2" as one parent, "dos"
    not understood). "option 3", "the first one" still pick a choice (:func:`_by_place`)."""
    count = _count_carried(flow, q, step.state)
    if count is None or q.kind != "choice" or not _only_a_number(message, lang) \
            or any(a.strong for a in understand.amounts(message)):
        return False
    reading = understand.read(count, message, lang, step.state, today)
    if not reading.form or count.id not in reading.form or reading.options:
        return False
    if not _apply_form(flow, step, count, reading.form, lang, today, confirm=reading.confirm):
        return True  # ("0": the problem is said)
    step.jump = step.jump or q
    return True


def _companions(flow, a: str, b: str) -> bool:
    """Return True when questions ``a`` and ``b`` are asked together (flows/questions.yaml: the
    page of one carries the other as its ``extra``): one answer often gives both ("me, my mom and
    my 2 brothers": one parent, 4 people; "Blair, June 2027")."""
    return b in flow.carries.get(a, ()) or a in flow.carries.get(b, ())


def _paired(flow, q, state):
    """Return the question asked together with ``q`` (the web page's ``extra`` that is also a
    page of its own: the graduation month with the high school, the credits with the program,
    the household's size with its type) while it is unanswered, else None."""
    if q is None:
        return None
    return next((flow.question(e) for e in sorted(flow.carries.get(q.id, ()))
                 if flow.question(e) is not None and not state.answered(flow.question(e))
                 and not _estimate_only(flow.question(e))), None)


def _read_paired(flow, step: _Step, q, pair, message: str, lang: str, today, plain: bool) -> None:
    """After ``q`` was answered, take the answer to the question asked with it (``pair``) from
    the same message when it gives one: a month read anywhere in it ("Blair, June 2027"); a
    number only with its cue, as :func:`_volunteered` reads it ("associate's, 15 credits"), so
    "my two parents" is never a household of 2. Converted or ruling-out answers are read back."""
    if pair is None or step.state.answered(pair) or pair.id in step.proposed:
        return
    if pair.kind == "number":
        # "asociado en negocios, 12", "nursing and 15": the program, then a number alone in its own
        # part of the message, the credits asked with it (class, a newcomer's finding: the 12 lost,
        # the credits asked again); never a number inside a part ("my 2 kids"), nor two numbers
        parts = [part for part in _ANSWER_PARTS.split(message) if part.strip()]
        if len(parts) == 1 and not _only_a_number(parts[0], lang):
            # "associate 12", "certificado 6": the program, then its credits with no comma between;
            # the number is the credits only when the words before it alone answer ``q`` as it was kept
            said = re.fullmatch(r"\s*(\D*?[^\W\d])\s+(\d{1,2})\s*[.!]?\s*", message)
            kept = step.state.answers.get(q.id) if q is not None else None
            rest = understand.read(q, said.group(1), lang, step.state, today) if said is not None and kept is not None else None
            if rest is None or ((rest.form or {}).get(q.id) != kept and kept not in (rest.options or ())):
                return  # (the words alone may ask which kind: "certificate", kept as the number's own answer read it)
            parts = [said.group(1), said.group(2)]
        alone = [part for part in parts if _only_a_number(part, lang)]
        if len(alone) != 1 or any(re.search(r"\d", part) for part in parts if part is not alone[0]):
            return
        reading = understand.read(pair, alone[0], lang, step.state, today)
        if reading.form and reading.form.get(pair.id) is not None and not reading.options and reading.problem is None:
            _apply_form(flow, step, pair, reading.form, lang, today, confirm=reading.confirm or not plain)
        return
    if pair.kind != "month":
        return
    reading = understand.read(pair, message, lang, step.state, today)
    if reading.form is not None and not reading.unsure and reading.form.get(pair.id):
        _apply_form(flow, step, pair, reading.form, lang, today, confirm=reading.confirm or not plain)
_ANSWER_PARTS = re.compile(r"[,;]|\s+(?:and|y|with|con)\s+", re.I)  # where one of two answers said together ends


FOR_CHILD_HOUSEHOLD = {"married": "two_parent", "single": "single_parent"}  # a parent's household, as the student's
KIN_OWN = ("household", "household_size", "agi")  # a grandparent's or guardian's own: never the student's, unasked


_OWN_MARRIAGE = re.compile(r"\b(?:im|i m|i am|i got|soy|estoy|me case)\s+(?:\w+\s+)?(?:married|casad[oa])\b")


def _parent_and_spouse(state: State, message: str) -> bool:
    """Return True when ``message`` is a parent speaking of themselves and their spouse ("my
    husband makes 80k and I make 75k", "mi esposo gana 80 mil y yo 75") once the student's
    household is two parents: the two parents, not a married student (class, a newcomer's
    finding: the household changed to "I am married"). Not when the writer says they are married
    themselves or names their own children ("my wife and I and our kids"): a student's own family."""
    if state.answers.get("household") != "two_parent":
        return False
    norm = understand.normalize(message)
    return understand.household_kind(message) == "married" and not understand.names_own_child(norm) \
        and not _OWN_MARRIAGE.search(norm)


def _reopened(flow, state: State) -> State:
    """Return ``state`` with the questions left open ("I don't know") unmarked, so a fact given
    for one later ("my GPA is 3.2") is read like any other (the estimate-only pages stay marked)."""
    left = {qid for qid in state.seen if (p := flow.question(qid)) is not None and not p.optional
            and not _estimate_only(p) and not set(p.fields) & set(state.answers)}
    return replace(state, seen=state.seen - left) if left else state


YEAR_ALONE_ASKED = "Which month of %(year)s? For example: June %(year)s."  # understand.month's, for a year said alone


def _household_said_with(step: _Step, message: str) -> str | None:
    """Return the student's message that the household read back comes from, ``message`` after it
    ("i live with my mom and her boyfriend, she makes 4000 a month…"), when that read-back waits for
    its "yes" and ``message`` names no household of its own; else None. The income is read with the
    household it follows, as when both are said at once (fix45q)."""
    said = [text for role, text in step.said_before if role == "user"]
    household = step.household_waiting
    if household is None and len(said) > 1 and understand.bare_yes_no(said[-1]) \
            and understand.confirmation(said[-1]) and (understand.household_kind(said[-2]) is not None
                                                       or understand.parent_lived_with(said[-2]) is not None):
        # (fix45v) the household just confirmed ("vivo con mi mamá y su novio" · "sí" · "ella gana 4 mil al
        # mes y él 5 mil al mes"): read with the message that said it, as while it waited for its "yes"
        # (fix48n, a newcomer's finding: a wrong "no") so when that message named the parent lived with
        # in words no household kind reads alone ("my parents are divorced and i live with my mom" · "yes"
        # · "my mom makes 60k and my dad makes 70k"): the two pays were added ($130,000) against the
        # one-parent limit; read with the home they follow, which parent counts is asked, the other's
        # pay held as the apart parent's (rules.APART_PARENT_AGI), as said in one message
        household, said = step.state.answers.get("household"), said[:-1]
    if household is None or step.for_child or understand.kin_writes() \
            or understand.household_told(message) or understand.correcting(message) \
            or understand.household_kind(message) is not None and not understand.parent_named(message):
        return None  # (a household said again, "no, two parents, they make 80k": read as before)
    if not said or household == "two_parent" or understand.earner_pay(said[-1], step.state.lang):
        return None  # (both parents counted, or the message before gave pay: read as before)
    return f"{said[-1]}, {message}"


def _own_single_parent(step: _Step, found: list, message: str) -> list:
    """Return ``found`` without the household "one parent" read from the student's own single
    parenthood ("I make 45k, I'm a single mom", "gano 45 mil, soy madre soltera") once the writer has
    said their own age, never the student living with one parent (fix42c): 24 or older (an independent
    student, :data:`rules.INDEPENDENT_AGE`), the applicant single (§18-3603(b)(4)(i), the same limit),
    read back; younger, nothing kept (the household asked in its turn). A parent or relative writing,
    or no age said: as before (a parent's own "single mom" is the student's one-parent household)."""
    if not any(vq.id == "household" and form.get("household") == "single_parent" for vq, form in found):
        return found
    age = _single_parents_age(step, message)
    if age is None:
        return found
    if independent_by_age(age):  # (fix53r1) the rule's, rules.py's
        return [(vq, {**form, "household": "single"} if vq.id == "household" else form) for vq, form in found]
    return [(vq, form) for vq, form in found if vq.id != "household"]


SINGLE_PARENT_ADULT = N_("Since you're a single parent yourself and %(age)s or older, I counted you as single: the income to give is your own, not your parents'.")


def _single_parents_age(step: _Step, message: str) -> int | None:
    """Return the youngest age the writer said of themself (this message or before) when ``message``
    says the writer is a single parent themself (:func:`understand.own_single_parent`) and no parent
    or relative writes for the student; else None."""
    return _writers_age(step, message) if understand.own_single_parent(message) else None


def _volunteered(flow, step: _Step, q, message: str, lang: str, today, strong: bool = False, before=None,
                 settled: bool | None = None, asking: bool = False) -> None:
    """Read back the facts given beyond the question (several at once: "senior at Bowie High,
    3.4, my mom makes 45k"); they are kept after the student's "yes". ``strong``: only facts
    named with their cue (a question may mention values it doesn't state as answers).
    ``asking``: ``message`` is a question's own sentence: a place named in it, not told as a home
    or a school gone to (:func:`understand.place_told`), is read back, never kept unasked (fix48i)."""
    # (fix36a) an answer that rules the student out ("nope, I live alone" at the in-state question:
    # the "nope" leads, it is the answer) is read back alone: one "yes" never confirms it together
    # with facts said beside it (a newcomer's wrong "not eligible" came through such a bundled
    # read-back); those facts are left, and said to be. A fact that rules out by itself too, or the
    # home ("no, we live in Virginia": outside Maryland, what the "no" rests on), is read back with it.
    alone = q is not None and understand.yes_no_like(q) and q.id in step.proposed \
        and _rules_out(flow, step.state, q, step.proposed[q.id], today)
    skip = {q.id} if q is not None and (step.understood or q.id in step.state.answers) else set()
    # The pending answer was kept as it was: the other half of it ("me, my mom and my 2
    # brothers": one parent, 4 people) is kept with it.
    taken = q is not None and q.id not in step.proposed and q.id in step.state.answers and step.state.answers != before
    kept = step.opening_kept
    found = understand.volunteered(flow, message, _reopened(flow, step.state), skip=skip, lang=lang, today=today,
                                   asked=q.id if q is not None else None,
                                   strong=strong, settled=q is None if settled is None else settled)
    joined = _household_said_with(step, message) if any(vq.id == "agi" for vq, _ in found) else None
    if joined is not None:
        # (fix45q, a newcomer's finding: a wrong "not eligible") pay said while the household read
        # back waits for its "yes" ("I live with my mom and her boyfriend", then "she makes 4000 a
        # month and he makes 5000 a month"): read with the household it follows, as said in one
        # message (the boyfriend's, the parent's not lived with, a grandparent's left out, said why),
        # never summed as the household's income; the other facts as this message gives them
        again = understand.volunteered(flow, joined, _reopened(flow, step.state), skip=skip, lang=lang, today=today,
                                       asked=q.id if q is not None else None,
                                       strong=strong, settled=q is None if settled is None else settled)
        found = [(vq, form) for vq, form in found if vq.id != "agi"] + [(vq, form) for vq, form in again if vq.id == "agi"]
        message = joined
    apart = _writer_apart_pay_before(step, message, lang) if joined is None and any(vq.id == "agi" for vq, _ in found) else None
    if apart is not None and step.read_as in (None, apart):
        # (fix50b) each parent's pay said at another question after the child's home with the writer's ex ("I
        # make 50k and he makes 100k" at the ZIP question): the income read with those words, as in one message
        again = understand.volunteered(flow, apart, _reopened(flow, step.state), skip=skip, lang=lang, today=today,
                                       asked=q.id if q is not None else None,
                                       strong=strong, settled=q is None if settled is None else settled)
        found = [(vq, form) for vq, form in found if vq.id != "agi"] + [(vq, form) for vq, form in again if vq.id == "agi"]
    if step.read_as is not None and understand.hours_answer(message, lang) is not None:
        # (fix35m, a newcomer's finding) the hours asked of a rate, said alone ("full time", "like 40"):
        # the hours only, read with the rate; no other fact (a job's "full time" is no 12 credits)
        found = []
    # A parent's own household ("mi esposo y yo", "just me") is the student's with the student
    # in it: unless the parent names the child among them, the people counted leave the student
    # out, so the size is not taken (it is offered after the result).
    parents_own = step.for_child and understand.household_kind(message) in FOR_CHILD_HOUSEHOLD \
        and not understand.names_own_child(understand.normalize(message))
    # (the question's own answer asked back: its companion is asked after it)
    # (fix49h, a newcomer's finding) but a month said ("termina la secundaria en junio de 2027", "she finishes
    # school in june 2027" at the high-school question, "school" asked back as which kind): a date said with
    # its own month and year, no part of the choice's words, is read back, never lost (the school asked after)
    found = [(vq, form) for vq, form in found
             if not (vq.id in step.proposed or (step.options and q is not None and _companions(flow, q.id, vq.id)
                                                and vq.kind != "month"))
             and not (parents_own and vq.id == "household_size")
             # a parent's "my husband and I": the household already known as theirs, not changed
             and not (parents_own and vq.id == "household"
                      and step.state.answers.get("household") is not None
                      and FOR_CHILD_HOUSEHOLD.get(form.get("household")) == step.state.answers.get("household"))
             # "I'm in foster care" while the household is asked: whose household counts is answered first
             and not (vq.id in SEPARATE_FACTS and q is not None and q.id in ("household", "household_size"))]
    found = _own_single_parent(step, found, message)
    if alone:
        left = [(vq, form) for vq, form in found
                if vq.id not in ("zip", "county") and not _would_rule_out(flow, step, vq, form, lang, today)]
        if left:
            step.parts.append(Msg.of(RULING_OUT_ALONE))
            found = [f for f in found if f not in left]
        if not found:
            return
    # (fix35c, a newcomer's finding) a grandparent or guardian raising the student tells their own
    # benefit or pay with its amount beside the student's facts ("…she's a senior at Bowie High. I get
    # social security about 30k a year"): left out of the income read (understand.kin_own_pay_left),
    # it was left out silently; said why, as for their household or income said beside other facts
    own_left = understand.kin_writes() and (q is None or q.id != "agi") and not any(vq.id == "agi" for vq, _ in found) \
        and understand.kin_own_pay_left(message) is not None
    if (step.kin_self or own_left) and (own_left or any(vq.id in KIN_OWN for vq, _ in found)):
        # a grandparent's or guardian's own household, spouse and income ("he lives with me and my
        # husband… we make 160k"): not the student's (never a married student), left out and said why
        texts = (message,) + tuple(t for r, t in step.said_before if r == "user")
        # (fix32j) an older brother or sister naming their parents ("he lives with our mom and dad… I
        # make 50k and my mom makes 70k"): those are the student's, their home and pay kept (the
        # writer's own pay is left out of the income read, :func:`understand.kin_own_pay_dropped`)
        # (fix38j) or named in an earlier message whose household is being read back ("he lives with our
        # mom", then "she makes 55k, and me, I make 30k"): the parent's pay read, the writer's left out
        theirs = ("household", "agi") if understand.names_students_parents(message, texts) or (
            step.household_waiting is not None and any(understand.names_students_parents(t, texts) for t in texts)) else ()
        def parents_pay(agi) -> bool:  # (the income read is the parents' pay said, theirs alone)
            parts = understand.pay_clause(understand.kin_own_pay_dropped(message), lang, agi)[1]
            # (fix36d) "she lives with our mom, she makes 38k. I make 50k": "she" beside the parent
            # named is the parent's (or the student's own), counted either way; the writer's left out
            return bool(parts) and all(p[0] in PARENT_EARNERS or p[0] in ("she", "he") for p in parts) \
                and abs(sum(understand.part_year(p) for p in parts) - agi) < 1

        found = [(vq, form) for vq, form in found if vq.id not in KIN_OWN or vq.id in theirs and (
            vq.id != "agi" or parents_pay(float(form.get("agi") or 0)))]
        aq = flow.question("agi")
        if "agi" in theirs and aq is not None and not any(vq.id == "agi" for vq, _ in found) and (q is None or q.id != "agi") \
                and not step.state.answered(aq) and "agi" not in step.proposed:
            # (fix36d, a newcomer's finding) the parents' pay read without the writer's own clauses ("she
            # lives with our mom, she makes 38k. I make 50k but I don't live with them"): it was lost
            # with the writer's own pay and home; the parents' alone is the income, read back
            reading = understand.income(understand.kin_own_pay_dropped(message), lang, "agi")
            if reading.form and reading.problem is None and reading.form.get("agi") \
                    and parents_pay(float(reading.form["agi"])):
                found.append((aq, {"agi": reading.form["agi"]}))
        note = Msg.of(understand.kin_note(texts))
        if theirs:
            # (fix38e) the student's home named (a grandparent's "she lives with me and her mother" too):
            # only the writer's own pay said is left out, and said so; nothing when none is said
            note = None if understand.kin_own_pay_left(message) is None else Msg.of(
                understand.KIN_SIBLING_PAY_NOTE if understand.writer_of(texts, understand.kin_writer()) == "sibling"
                else understand.KIN_OWN_PAY_LEFT)
        if note is not None and note not in step.parts:
            step.parts.append(note)
        step.understood = True
    hq = flow.question("household")
    kind = understand.household_kind(message) if q is None and hq is not None and _only_people(message) else None
    if kind in ("single_parent", "two_parent") and step.state.answers.get("household") not in (None, kind) \
            and not any(vq.id == "household" for vq, _ in found):
        # Once the result is shown, a list of everyone at home ("me my mom my dad and my
        # sister") corrects who the student lives with as well as how many (class: the
        # household's type from the people listed, not from the phrase "me and my mom" in it)
        found.insert(0, (hq, {"household": kind}))
    senior = set()
    still = step.opening and (step.for_child or understand.writes_as_kin(message)) and not understand.senior_now(message) \
        and understand.still_in_high_school(message, found, today)
    # (fix47g) in high school now, no senior word ("estoy en Patterson High", "mi hijo está en Oakland
    # Mills High", "I go to Blair High"): no college degree yet, as for a senior (the graduation not
    # assumed: a junior's is a year later), kept and shown, never asked (issue #8: two messages)
    still = still or (step.opening and not understand.senior_now(message) and understand.in_high_school_now(message))
    # (fix48c) a grade below the 12th said ("I'm a junior at Parkville", "estoy en 11", "tercero de
    # prepa"): in high school now, as a senior is, finishing in June as many years later as grades
    # are left (a junior: next year's June); only the 12th was read so (the degree asked of a junior)
    grade = understand.grade_now(message) if step.opening and not understand.senior_now(message) else None
    if step.opening and (understand.senior_now(message) or still or grade):
        # An opening saying the student is a high-school senior ("I'm a senior at Bowie High, my
        # mom makes 45k", "she's a senior"): no degree yet, finishing high school in June, kept
        # and said back with the facts kept (FOLDED), never asked to confirm: they can't rule the
        # student out, and the student sees them to correct them (class: a whole message spent on
        # "Is that right?" for them, tests/chat/README.md)
        named = {vq.id for vq, _ in found} | skip | set(step.proposed)
        facts = understand.senior_facts(flow, step.state, today, grade or 12)
        if still and not grade or grade is not None and grade < 11:
            # a high-school graduation still to come, not said as a senior ("he graduates from Bowie
            # High in June 2027"): no degree yet, as for a senior; the date is read as it was said.
            # (fix48c) A 9th or 10th grader's June would fall after the coming award year, a "no"
            # (rules.check_high_school, §18-3603(b)(2)): never inferred, the date is asked
            facts = [(vq, form) for vq, form in facts if vq.id == "prior_degree"]
        inferred = [(vq, form) for vq, form in facts if vq.id not in named]
        # (and so is the same value said without its year or month, "me gradúo en junio", "class
        # of 2027": what "senior" says already, never read back for a "yes" when said)
        # (but a year said alone, "class of 2027", "en el 2027", its month assumed, is read back as
        # any year alone is: tests/chat/README.md labels it so)
        asked_month = understand.month(message, today)[1]
        year_alone = asked_month is not None and asked_month.text == YEAR_ALONE_ASKED
        senior = {vq.id for vq, form in facts
                  if vq.id not in named or ((vq, form) in found and not (year_alone and vq.id == "hs_completion_date"))}
        found = inferred + found  # (said first, in the one "Got it:" list, before any read-back's note)
    found = _dreamer_files_one_app(flow, step, found, lang, today)
    aq = flow.question("agi")
    # (fix51c) a grandparent, aunt or guardian raising the student and a parent living elsewhere, with
    # the parent's pay ("i live with my grandma, she makes 40k. my mom makes 70k but i dont live with
    # her"): the mother's pay was dropped with no word (or read back as the household's beside "one
    # parent" and a size of 3). Which pay the law counts and why is said, the parent's amount named
    # back, nothing kept as the household's income until the household is answered (asked, GUARDIAN_HOME)
    parent_apart = understand.guardian_parent_apart(message, lang) \
        if aq is not None and (q is None or q.id != "agi") and not step.state.answered(aq) and "agi" not in step.proposed else None
    if parent_apart:
        found = [(vq, form) for vq, form in found if vq.id not in ("agi", "household_size")]
        step.parts = [p for p in step.parts if p not in (Msg.of(understand.KIN_NOT_COUNTED), Msg.of(understand.KIN_OWN_PAY_LEFT))]
        step.parts.append(Msg.of(understand.PARENT_APART_PAY_STUDENT if understand.kin_writes() or understand.writes_for_student()
                                 else understand.PARENT_APART_PAY, amount=Money(parent_apart)))
        # (fix52k) held for the income question, brought back there; two parents' pays said apart
        # ("his mom makes 30k and his dad makes 50k"): which one counts is unknown, none brought back
        step.parent_pay = float(parent_apart) if len(understand.guardian_parent_apart(message, lang, every=True) or ()) == 1 else 0.0
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and not step.state.answered(aq) and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and (apart := understand.apart_parents_pay(message, lang)) is not None:
        # Class (dev29): divorced parents' pay each, no parent named as lived with, said beyond the
        # income question ("my parents are divorced, my mom makes 40k and my dad makes 60k"): whose
        # income counts, and which parent that is, asked (the answer picks that pay, read back,
        # :func:`_follow_up_answered`); nothing kept until then (it was answered from the FAQ)
        step.parts.append(Msg.of(understand.APART_WHICH, mom=Money(apart["mom"]), dad=Money(apart["dad"])))
        step.jump = step.jump or aq
        step.understood = True  # (the suite's mend: fix51r1's branch below had taken this line, and the FAQ was added)
    elif aq is not None and (q is None or q.id != "agi") and not step.state.answered(aq) and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and (pays := understand.own_pay_beside_one_parent(message, lang)):
        # (fix51r1, a reviewer's finding: nothing typed lost) a student of parents apart giving their own pay and one
        # parent's, whom they live with unsaid ("my parents are divorced, i make 95k my dad makes 90k"): fix51a kept
        # neither (whose income counts is unknown) but named neither back either; both said, why held, nothing kept
        step.parts.append(Msg.of(understand.OWN_AND_PARENT_PAY_HELD, own=Money(pays[0]), parent=Money(pays[1])))
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and not step.state.answered(aq) and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and (understand.combined_with_uncounted(message, lang)
                                                                 or (understand.apart_parents_added(message, lang)
                                                                     and (q is None or q.id != "household"))
                                                                 or understand.parent_away_added(message, lang)
                                                                 or understand.step_income_alone(message, lang)):
        # "my mom and my grandma make 110k together" said beyond the question: why that total can't
        # be used, and the income question put next (class, a newcomer's finding: in a first
        # message the total was read back as the household's, then answered as an FAQ); so for
        # divorced parents' incomes added ("they're divorced but make 160k together")
        step.parts.append(Msg.of(understand.COMBINED_NOT_COUNTED if understand.combined_with_uncounted(message, lang)
                                 else understand.APART_NOT_ADDED if understand.apart_parents_added(message, lang)
                                 else understand.PARENT_AWAY_ASK if understand.parent_away_added(message, lang)
                                 else understand.STEP_INCOME_ALONE))
        step.jump = step.jump or aq
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and understand.married_parents_pay_only(message, lang):
        # (fix48n, a newcomer's finding: a wrong "no") "im 19, married, i live with my parents… my parents
        # make 160k" said beyond the question: a married student's parents' pay is no part of the income
        # (rules.NOT_COMBINED "married", §18-3601), said so; the income question comes in its turn
        step.parts.append(Msg.of(understand.MARRIED_NOT_COUNTED))
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and understand.kin_income_only(message, lang):
        # "I live with my grandparents, they make 110k" said beyond the question: that income is
        # not the household's, and said so (never read back as the AGI, nor dropped unsaid; class,
        # a newcomer's finding); the income question comes in its turn
        step.parts.append(Msg.of(understand.KIN_NOT_COUNTED))
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and understand.guardian_pay(message):
        # (fix46j, a newcomer's finding) "my grandma has custody of me… she makes 45k", "vivo con mi
        # abuela… gana 45 mil": not the household's income, said so (it was said left out, then kept)
        step.parts.append(Msg.of(understand.KIN_NOT_COUNTED))
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and understand.pronoun_income_unclear(message, lang):
        # (fix45c) "vivo con mi mamá y mi abuela, ella gana 20 mil": "ella" may be either; nothing
        # kept, whose income counts said, the income question in its turn
        step.parts.append(Msg.of(understand.PRONOUN_UNCLEAR))
        step.understood = True
    elif aq is not None and (q is None or q.id != "agi") and ("agi" in step.proposed or any(vq.id == "agi" for vq, _ in found)) \
            and Msg.of(understand.KIN_NOT_COUNTED) not in step.parts and understand.kin_income_left_out(message, lang):
        # (fix44v) "me my mom and her boyfriend she makes 60k he makes 50k": the mom's pay read back,
        # and why the boyfriend's isn't added said (it was left out unsaid)
        step.parts.append(Msg.of(understand.KIN_NOT_COUNTED))
    together = _ruling_out_together(flow, step, found, message, lang, today, q)
    if "agi" in together and any(vq.id == "agi" for vq, _ in found) and understand.apart_parents_added(message, lang):
        # (fix29a) the pay of the divorced parent lived with, over the limit of the household said
        # with it: neither is taken unasked (:func:`_ruling_out_together`), so the pay is left and
        # said to be that parent's to give, the household read back as before, never both dropped
        found = [(vq, form) for vq, form in found if vq.id != "agi"]
        together = _ruling_out_together(flow, step, found, message, lang, today, q)
        step.parts.append(Msg.of(understand.APART_NOT_ADDED))
    read_together = _household_read_with_pay(step, found, together, message)
    together = together - read_together
    if _single_beside_parents(found, message):
        # (fix47a) the parents named only as earners are no one the single student is said to live
        # with: no household size counted from them ("People in household: 3" was read back); the
        # parents' pay added to the single applicant's income is said with its law (:func:`_single_parents_added`)
        found = [(vq, form) for vq, form in found if vq.id != "household_size"]
    # "gpa 2.2 now but will be 2.4 by graduation" said beyond the GPA question: the GPA now, read
    # back with the two moments the law counts (class, a newcomer's finding: kept unasked)
    later = _gpa_now_and_later(flow.question("hs_gpa"), message, lang)
    for vq, form in found:
        # (the aid application refused outright, "i'm not doing fafsa", is read back as it is
        # said, as an amount is: never put as its question instead, the pending one kept)
        refused = vq.id == "aid_application" and understand.aid_refused(vq, message, lang, step.state, today)
        # (so is a home outside Maryland, its ZIP code or its place, "I live in DC, 20011": read
        # back with what else was said, never dropped for the ZIP question put again; class: a DC
        # ZIP code lost beside the college named with it)
        refused = refused or vq.id in ("zip", "county")
        if vq.id in together or (not step.state.answered(vq) and vq.kind != "money" and not refused
                                 and _would_rule_out(flow, step, vq, form, lang, today)):
            # Never a "no" from words said in passing: the question is put to the student
            # instead ("I already have a bachelor's" -> "What is the highest degree you have?").
            # An amount said outright ("my parents make 160k") is read back like any other, never
            # dropped unsaid (class, a newcomer's finding: an income over the limit said at
            # another question vanished, the income question put as if nothing was said)
            step.jump = step.jump or vq
            step.understood = True
            continue
        # (a companion that changes an answer given before is read back: "somos seis: mis papás…"
        # said to the size keeps 6, but "two parents" for "one parent" is asked, never changed unasked)
        companion = taken and _companions(flow, q.id, vq.id) \
            and all(step.state.answers.get(k) is None or str(step.state.answers[k]) == str(v) for k, v in form.items())
        # "yes, through the Dream Act" at the in-state question: the reason of the "yes" kept, kept
        # with it (it can rule no one out; class: the Dream Act read back for a "yes" of its own)
        companion = companion or (taken and q.id == "in_state_tuition" and vq.id == "dream_act"
                                  and step.state.answers.get("in_state_tuition") == "yes"
                                  and str(form.get("dream_act")).lower() in ("true", "yes"))
        # (fix38k) a renewal's full-time or part-time start said plainly beside the month it began
        # ("march 2024, part time", understand._volunteer_enrollment_status): the next question's
        # answer, kept and said back with the month (it was read back for a "yes" of its own)
        companion = companion or (taken and q.id == "first_enrolled" and vq.id == "enrollment_status"
                                  and step.state.answers.get("enrollment_status") is None)
        folded = step.opening and (vq.id in senior or _plainly_stated(vq, form, message, lang, step.state, today)) \
            and _stays(flow, step.state, vq, form, lang, today) and vq.id not in read_together
        # a ZIP code in the county kept ("21044" after Howard County) changes nothing: taken, not read back
        folded = folded or (vq.id == "zip" and not step.state.answers.get("zip") and _zip_in_county(step.state, form.get("zip")))
        # (fix51e) a Maryland ZIP code said as where one lives at a later question ("3.2, also we live in 21740",
        # "btw we're in 21804", "vivimos en el 20906"), none kept yet: kept as the ZIP question keeps it (it
        # rules no one out: the county and its college come from it), never read back for a "yes" of its own
        home_zip = vq.id == "zip" and not folded and not step.opening and _home_zip_kept(flow, step, vq, form, message, lang, today)
        folded = folded or home_zip
        if asking and vq.id in ("county", "zip", "college") and not understand.place_told(message):
            # (fix48i, issue #8) a place or college named inside a question ("what time does the
            # writing center open in Cecil?", "¿a qué hora abre el writing center en cecil?"): the
            # question is answered; the place is at most read back for a "yes", never kept with
            # "Got it" (the county was kept, its college with it, from the question's words alone)
            folded = False
            step.place_asked = True
        now = later is not None and vq.id == "hs_gpa"
        if now:
            form, companion, folded = {**form, vq.id: format_gpa(later[0], "en")}, False, False
            step.parts.append(Msg.of(GPA_NOW_READ, citation="§18-3603(b)(3)(i)", min=faq.policy_params(today)["hs_gpa_min"]))
        if _apply_form(flow, step, vq, form, lang, today, confirm=not (companion or folded)):
            step.understood = True
            # (fix51e: a home ZIP kept at a later question is said with its county, no opening's note)
            kept = kept or (folded and not home_zip and vq.id not in step.proposed
                            and not (vq.id == "agi" and step.parents_ask is not None))
    if kept:
        step.parts.append(Msg.of(FOLDED))
    if any(vq.id == "household" and form.get("household") == "two_parent" for vq, form in found) \
            and understand.parent_away_for_now(message) and Msg.of(understand.PARENT_AWAY_FOR_NOW) not in step.parts:
        step.parts.append(Msg.of(understand.PARENT_AWAY_FOR_NOW))  # (fix43l) why two parents: a parent away for a while
    elif any(vq.id == "household" and form.get("household") == "two_parent" for vq, form in found) \
            and understand.married_apart(message) and Msg.of(understand.MARRIED_APART) not in step.parts:
        step.parts.append(Msg.of(understand.MARRIED_APART))  # (fix48h) why two parents: married, one living elsewhere
    if aq is not None and (q is None or q.id != "agi") and not step.state.answered(aq) and "agi" not in step.proposed \
            and not any(vq.id == "agi" for vq, _ in found) and not step.jump and understand.hourly_alone(message, lang) \
            and not _asked_already(step, understand.HOURS_ASKED):
        # "my mom makes 17 an hour" among other facts ("senior at Bowie High, my mom makes 17 an
        # hour, CCBC, 3.2 gpa"): the other facts kept or read back as usual, and the hours asked
        # for the rate (class, a newcomer's finding: the rate dropped unsaid in an opening, or the
        # hours asked and every other fact dropped at another question)
        step.parts.append(Msg.of(understand.HOURS_ASKED))
        step.understood = True
    # the income still open, and not answered nor read back by this message: pay said beside other facts is asked about
    pay_open = aq is not None and (q is None or q.id != "agi") and not step.state.answered(aq) and "agi" not in step.proposed \
        and not any(vq.id == "agi" for vq, _ in found)
    both = understand.both_unsure_amount(message, lang) if pay_open \
        and not step.jump and not _asked_already(step, understand.HOURS_ASKED, understand.PERIOD_ASKED) else None
    if both is not None:
        # Class (fix31a, a false "likely eligible"): "both make 80k", "los dos ganan 80 mil" among
        # other facts or at another question: each one's, or the two's, asked (its answer read by
        # :func:`_follow_up_answered`), never one amount kept as the household's nor dropped unsaid
        step.parts.append(Msg.of(understand.BOTH_EACH_ASKED, amount=Money(both), total=Money(round(both * 2))))
        step.understood = True
    taxed = understand.income(message, lang, "agi") if pay_open and not step.jump and understand.money_spans(message) \
        and not _asked_already(step, understand.HOURS_ASKED, understand.PERIOD_ASKED) else None
    if taxed is not None and isinstance(taxed.problem, Msg) and taxed.problem.text == understand.TAKE_HOME_ASKED:
        # Class (fix45e): pay said after taxes among other facts ("…, i make 45k after taxes"): the
        # income before taxes (the AGI) asked, as at the income question (it was dropped unsaid)
        step.parts.append(taxed.problem)
        step.understood = True
    unpaced = understand.pay_period_unknown(message, lang) if pay_open else None
    if unpaced is None and pay_open:  # (fix34a: "my mom makes 2000 a month and my dad makes 3000": the dad's period asked)
        unpaced = (understand.pay_beside_unpaced(message, lang) or (None, None))[-1]
    if unpaced is not None and not step.jump and not _asked_already(step, understand.HOURS_ASKED, understand.PERIOD_ASKED):
        # Class (dev29): pay said by a period the year isn't counted in among other facts ("just my
        # mom, she gets 1200 each paycheck" at the household question): the other facts kept or
        # read back as usual, and how often it is paid asked, as at the income question (the pay
        # was dropped without a word)
        step.parts.append(Msg.of(understand.PERIOD_ASKED, amount=Money(unpaced[1])))
        step.understood = True
    if pay_open and understand.extra_pay_unsaid(message, lang) \
            and not _asked_already(step, understand.HOURS_ASKED, understand.PERIOD_ASKED, understand.EXTRA_PAY_ASKED):
        # Class (fix32b): "my mom makes 7,500 a month plus tips" among other facts: the year's pay
        # with the tips asked (as at the income question), never the base alone held or kept
        step.parts.append(Msg.of(understand.EXTRA_PAY_ASKED))
        step.understood = True
    gq = flow.question("hs_gpa")
    weighted = understand.weighted_gpa_said(message) if gq is not None and (q is None or q.id != gq.id) \
        and gq.id not in step.state.answers and gq.id not in step.proposed and not any(vq.id == gq.id for vq, _ in found) \
        and step.state.answers.get("applicant_type") != "renewal" and not step.state.answers.get("enrolled_at_md_community_college") \
        and not understand.college_gpa(message) else None
    if weighted is not None:
        # Class (dev29): a weighted GPA said beside other facts ("first time, 4.3 weighted"): said
        # to be no GPA the rules read, the unweighted one asked at its question (never a silent 4.3)
        step.parts.append(Msg.of(understand.WEIGHTED_GPA_NOTED, gpa=weighted))
        step.understood = True
    open_gpa = weighted is None and gq is not None and (q is None or q.id != gq.id) and gq.id not in step.state.answers \
        and step.state.answers.get("applicant_type") != "renewal" and not step.state.answers.get("enrolled_at_md_community_college") \
        and not understand.college_gpa(message)
    held = open_gpa and (gq.id in step.proposed or any(vq.id == gq.id for vq, _ in found))
    mark = understand.gpa_mark_before(message) if open_gpa and not held else None
    letter = understand.letter_average(message) if open_gpa else None
    if mark is not None:
        # Class (fix45e): a mark before its GPA's word ("92 gpa", "tengo 92 de promedio") among other
        # facts: asked back, out of 100 or the GPA on a 4.0 scale (it was dropped without a word)
        step.parts.append(Msg.of(understand.AVERAGE_ASKED, gpa=mark))
        step.understood = True
    elif letter is not None and (held or float(letter[1]) < 2.7):
        # Class (fix45e): a letter average ("B average", "promedio de B") among other facts: an A's
        # or a B's read back with its usual value on a 4.0 scale; a lower one's number asked
        step.parts.append(Msg.of(LETTER_AVERAGE_NOTED if held else LETTER_AVERAGE_ASKED, letter=letter[0], gpa=letter[1]))
        step.understood = True


LETTER_AVERAGE_NOTED = N_("A %(letter)s average is about %(gpa)s on a 4.0 scale. If your transcript shows another GPA, tell me that one.")
LETTER_AVERAGE_ASKED = N_("A %(letter)s average is about %(gpa)s on a 4.0 scale, but the exact number matters here. What is your GPA on a 4.0 scale? It's on your transcript.")


def _household_read_with_pay(step: _Step, found: list, together: set, message: str) -> set:
    """Return the ids of the household and the income read back together (none folded, none asked
    instead) when they rule the student out only together (:func:`_ruling_out_together`) and the
    student said who they live with (:func:`understand.household_told`: "just me and my dad he makes
    100,001", "me and my mom she makes 85k i make 20k"). Class (fix45b): the household, inferred
    from family words, was dropped for its question and the income kept alone as one parent's pay
    held: both were asked again. Read back, one "yes" confirms both (never a "no" from words)."""
    ids = {vq.id for vq, _ in found}
    if "household" in together and {"household", "agi"} <= ids and not step.for_child and _single_beside_parents(found, message):
        return {"household", "agi"}  # (fix47a: "single, … my parents make 50k": one "yes" confirms both, the why said)
    if "household" not in together or not {"household", "agi"} <= ids or step.for_child \
            or not understand.household_told(message) \
            or not any(vq.id == "household" and form.get("household") in ("single_parent", "two_parent") for vq, form in found):
        return set()
    return {"household", "household_size", "agi"} & (together | {"agi"})


def _single_beside_parents(found: list, message: str) -> bool:
    """(fix47a, a false "likely eligible") Return True when ``found`` reads the household said in
    ``message`` as one the parents' pay is added to without changing it (:func:`rules.parents_added_to_own`:
    a single applicant's) and the income read with it gives the parents' pay (the student said
    single, :func:`understand.says_self_single`: "I'm 25, single, I support myself and make 95k, my
    parents make 50k"). The household and the income, $145,000 of a single applicant (§18-3601,
    §18-3603(b)(4)(i)), are read back together, the why said (:data:`rules.SINGLE_PARENTS_ADDED`);
    the parents were read as a two-parent household ($150,000) and the household asked."""
    return any(vq.id == "household" and parents_added_to_own(form.get("household")) for vq, form in found) \
        and any(vq.id == "agi" for vq, _ in found) and understand.says_self_single(message) \
        and understand.contains_any(understand.normalize(message), understand.vocab.PARENT_WORDS)


def _dreamer_files_one_app(flow, step: _Step, found: list, lang: str, today) -> list:
    """Return ``found`` with the One-App read back before a Dreamer's status told in passing
    ("btw I'm a dreamer" after "the FAFSA", or in a first message): the Dream Act question is
    only on the path of a One-App filer, so the status confirmed with the FAFSA on record (or no
    application yet) was dropped by the path after its "Got it" (class: a confirmed answer
    silently lost). A Dreamer files the MHEC One-App (as the result's next steps say); read back
    with it, a "no" keeps neither."""
    named = {vq.id for vq, _ in found}
    # The Dream Act told in passing says no application will be filed on time: the One-App is
    # never read back for it (a newcomer's finding: "I'm a Dreamer, no papers" read back "The
    # MHEC One-App" and "Dream Act: Yes", then in-state tuition and the application never asked,
    # a false "eligible"). Off the path without the One-App, it is left for its own question (beside
    # an in-state "yes", kept or read back with it, it stays: flow.pruned keeps it there).
    return [(vq, form) for vq, form in found
            if not (vq.id == "dream_act" and "aid_application" not in named and "aid_application" not in step.proposed
                    and not _stays(flow, _with_proposed(flow, step, today), vq, form, lang, today))]


def _home_zip_kept(flow, step: _Step, q, form: dict, message: str, lang: str, today) -> bool:
    """Return True when ``form``, a ZIP code volunteered in ``message``, is said there as where one lives
    (:func:`understand.home_zip`), no ZIP code nor county is kept yet, and it places the student in Maryland
    without ruling them out: kept as the ZIP question keeps it (fix51e)."""
    zip_code = str(form.get("zip") or "")
    if set(form) != {"zip"} or not zip_code or understand.home_zip(message) != zip_code:
        return False
    if step.state.answers.get("zip") or step.state.answers.get("county") is not None or "county" in step.proposed:
        return False
    z = lookup_zip(zip_code)
    if not z.candidates or z.county == OUTSIDE_MD or OUTSIDE_MD in z.candidates:
        return False
    return not _would_rule_out(flow, step, q, form, lang, today)


def _stays(flow, state, q, form: dict, lang: str, today) -> bool:
    """Return False when ``form``, kept now, would be dropped as off the path ("my GPA at
    Chesapeake is 2.4" before the renewal said with it is kept): it is then read back with the
    facts it depends on, and kept after them on the student's "yes" (:func:`_accept`)."""
    updates, errors = flow.parse(q, form, lang)
    if errors or not updates:
        return True
    after = flow.apply(_standing_in(flow, state, q), q, updates, today).answers
    return all(after.get(k) == v for k, v in updates.items() if v is not None)


# Words a message listing everyone at home may have besides the people (:func:`_only_people`)
_LIST_WORDS = {"me", "yo", "my", "mi", "mis", "and", "y", "e", "its", "it", "is", "es", "somos", "we", "are", "i", "live", "with",
               "vivo", "vivimos", "con", "actually", "en", "realidad", "just", "only", "solo", "little", "big", "older",
               "younger", "baby", "step", "the", "el", "la", "los", "las", "also", "too", "tambien", "plus", "mas", "wait",
               "sorry", "perdon", "oops", "no", "people", "personas", "of", "us", "total", "in", "all", "todos", "at", "home",
               "en", "casa"}


def _only_people(message: str) -> bool:
    """Return True when ``message`` only lists people at home ("its me my mom my dad and my 2
    sisters", "somos yo, mi mamá, mi papá y mi hermana"): nothing else is said of anyone."""
    people = set(vocab.PERSON_ONE) | set(vocab.PERSON_MANY) | set(understand._PARENT_ONE) | set(understand._PARENT_TWO)
    words = understand.normalize(message).split()
    return sum(w in people for w in words) >= 2 and all(
        w in people or w in _LIST_WORDS or w.isdigit() or w in vocab.NUMBER_WORDS for w in words)


# Facts an opening message states plainly enough to keep without a "yes" (said back with how to
# change them, :data:`FOLDED`): a thing named (a college, a
# ZIP code), a Maryland county or a town in one ("i live in PG", tests/chat/README.md: towns in
# one county are plain), a month with its year, a GPA on the 4.0 scale, a yearly income as
# typed, a high school said to be in Maryland (or in a Maryland town), and "first time" (a
# senior is not renewing). Converted or inferred values (a monthly income, two incomes added, a
# household from family words, people counted, a program's type, "full time" as 12 credits)
# are read back first, and so is any answer that would rule the student out, a county outside
# Maryland included (:func:`_apply_form`): never a "no" from words the student hasn't confirmed.
PLAIN_VALUES = {"applicant_type": ("new",), "high_school": ("maryland", "maryland_ged")}
# (fix51h, the length aim) and a credit load said as its number with "credits" ("15 credits a
# semester"), clear above the law's minimum (§18-3603(b)(5)): it can rule no one out, and it took a
# read-back turn of its own; one at the minimum or under it, or converted ("full time"), is read back.
PLAIN_FIELDS = ("zip", "college", "county", "hs_completion_date", "hs_gpa", "cc_gpa", "agi", "credits_per_semester") \
    + tuple(PLAIN_VALUES)


def _plainly_stated(q, form: dict, message: str, lang: str, state, today) -> bool:
    """Return True when ``form``, read from an opening ``message`` for ``q``, is one of the
    facts it states plainly (:data:`PLAIN_FIELDS`)."""
    value = str(form.get(q.id, ""))
    if set(form) != {q.id} or q.id not in PLAIN_FIELDS:
        return False
    if q.id == "high_school":  # "Maryland" said, not a school's name taken to be in Maryland
        reading = understand.read(q, message, lang, state, today)
        return value in PLAIN_VALUES[q.id] and reading.form == form and not reading.confirm
    if q.id == "applicant_type" and value == "renewal":
        # (fix53j, shorter conversations: a renewal said plainly in the opening, "i already have the
        # promise scholarship at aacc", "ya tengo la beca promise", took a read-back turn of its own)
        # the award named as the student's own, had now or received last year, or renewing named
        # (understand.award_had_plainly): kept and said back with how to change it. It rules no one out
        # by itself; a ruling out on the renewal path is read back with it (:func:`_resting_on`)
        return understand.award_had_plainly(message)
    if q.id in PLAIN_VALUES:
        return value in PLAIN_VALUES[q.id]
    if q.id == "county":  # a Maryland county named, or a town in one ("i live in PG", "Silver Spring"); outside: read back
        # (a county's name alone as a clause, "dont know, prince georges": read back, fix35k)
        return value != OUTSIDE_MD and value != understand.county_named_alone(message)
    if q.id in ("hs_gpa", "cc_gpa"):  # (a high school's and a college's said together: read back, stepfam)
        return bool(re.fullmatch(r"[0-4](\.\d{1,2})?", value)) and understand.gpa_of_each_school(message) is None \
            and understand.latest_gpa(message) is None and understand.letter_average(message) is None \
            and not _hedged_near_min(q, value, message, today)  # (an older GPA said beside it: read back)
    if q.kind == "month":  # a month said with its year, not one assumed ("se gradúa en junio": which June?)
        return understand.month(understand.self_corrected(message), today)[0] == value
    if q.id == "credits_per_semester":  # (fix51h) said once with its credits word, clear of the rule's limit
        # (rules.guess_near_limit: the minimum itself or under it may rule out, read back)
        return understand.credit_count_said(message, lang) == value \
            and not guess_near_limit(q.id, {q.id: value}, faq.policy_params(today or dt.date.today()))
    if q.id == "agi":  # as typed: not per month, not added up, not a Spanish "45.000"
        reading = understand.income(message, lang, q.id)
        return (reading.form == form and not reading.confirm and reading.note is None
                and bool(re.fullmatch(r"\d+(\.0)?", value)) and understand.income_cued(message))
    return True


def _hedged_near_min(q, value: str, message: str, today) -> bool:
    """Return True when a GPA ``value`` is said as a guess ("like 2.2 I think", "como 2.2 creo": the
    hedges the GPA reader reads back, :func:`understand.said_as_guess`) and is under the policy's minimum for ``q``
    (``hs_gpa_min``, ``cc_gpa_min``) or near it: it may rule the student out once the date it rests on is known (a
    high-school GPA unless the waiver's years have passed), so it is read back, never kept plain.
    Class (fix32c): such a GPA in a first message was folded into a "Got it".
    (fix48g, a newcomer's false "likely eligible": "gpa like 2.3 idk exactly", "como 2.3 no sé exacto"
    was kept plain) a guess AT the minimum, or near above it, is read back too: the real GPA may be a
    little under it. "Near" is the margin fix48a's plain guesses are read back within
    (rules.guess_near_limit, one rule for both; the merge)."""
    return understand.said_as_guess(message) \
        and guess_near_limit(q.id, {q.id: value}, faq.policy_params(today or dt.date.today()))


def _with_proposed(flow, step: _Step, today, proposed: dict | None = None) -> State:
    """Return the state the answers awaiting a "yes" in ``step`` (or ``proposed``) would make, were they kept."""
    state = step.state
    for qid, updates in (step.proposed if proposed is None else proposed).items():
        pq = flow.question(qid) if qid != BECAUSE else None
        if pq is not None:
            state = flow.apply(_standing_in(flow, state, pq), pq, {k: v for k, v in updates.items() if k in pq.fields}, today)
    return state


def _ruling_out_together(flow, step: _Step, found: list, message: str, lang: str, today, asked=None) -> set:
    """Return the ids of the questions whose facts, volunteered in ``found``, rule the student out
    only together (with one another, or with the pending answer read back): "I just asked my dad,
    their AGI was 140,000" is a household of one parent (a parent named in passing) and an income
    over its limit. Each fact alone passes, so each would be read back, and a "yes" to the
    read-back would be a "no" built on a fact the student never plainly gave. The facts inferred
    (a household from family words, :func:`_plainly_stated`) are not taken from it: their questions
    are put to the student instead; when all of them are stated plainly, none is taken. (A fact
    that rules the student out alone is left to :func:`_would_rule_out`.) ``asked``: the question
    this message answers; an amount that rules the student out only beside its answer read back
    (a household, "I live with my mom, she makes 85k but she also has a side business, like 20k")
    is read back beside it, as beside that answer kept (fix41i: the amount was dropped)."""
    found = [(vq, form) for vq, form in found if not _would_rule_out(flow, step, vq, form, lang, today)]  # (alone: as before)
    base = _with_proposed(flow, step, today)
    if not found or flow.decided_ineligible(run(base.answers, today)):
        return set()

    def apply_all(facts):
        state = base
        for vq, form in facts:
            updates, errors = flow.parse(vq, form, lang)
            if not errors:
                state = flow.apply(_standing_in(flow, state, vq), vq, updates, today)
        return flow.decided_ineligible(run(state.answers, today))

    if asked is not None and asked.id in step.proposed and not any(vq.id == asked.id for vq, _ in found):
        # (one "yes" confirms both: never a "no" from either unconfirmed)
        found = [(vq, form) for vq, form in found if not (vq.kind == "money" and apply_all([(vq, form)]))]
        if not found or not apply_all(found):
            return set()
    if not apply_all(found):
        return set()
    part = [(vq, form) for vq, form in found if not apply_all([f for f in found if f[0] is not vq])]
    inferred = {vq.id for vq, form in part if not _plainly_stated(vq, form, message, lang, step.state, today)}
    out = inferred or {vq.id for vq, _ in part}
    unpaid = {qid for qid in out if flow.question(qid) is not None and flow.question(qid).kind != "money"}
    if unpaid and unpaid != out and not apply_all([f for f in found if f[0].id not in unpaid]) \
            and not understand.apart_parents_added(message, lang):  # (divorced parents' pay added: its own note, fix29a)
        # (fix30d) an amount said outright is read back, its household inferred from family words
        # asked instead ("I live with my mom she makes 90k and I make 15k": both incomes and the
        # household were dropped, a household size alone read back)
        out = unpaid
    if not out or apply_all([f for f in found if f[0].id not in out]):
        out = {vq.id for vq, _ in found}  # (no one fact to leave out: none is taken)
    return out


def _would_rule_out(flow, step: _Step, q, form: dict, lang: str, today) -> bool:
    """Return True when ``form``, a fact volunteered for ``q``, would rule the student out."""
    updates, errors = flow.parse(q, form, lang)
    return not errors and (_rules_out(flow, step.state, q, updates, today) or _outside(flow, step.state, q, updates, today))


def _command(flow, step: _Step, cmd, message: str, lang: str, today) -> None:
    """Apply "go back" (forget the last answer) or "change …" (forget that answer, and take the
    new value when the message gives one: "change my income to 90k")."""
    if cmd.kind == "back":
        # (a page the chat left for after the result is not the last answer: it was never asked)
        answered = [p for p in flow.walk(step.state, today).answered
                    if not (_estimate_only(p) and not set(p.fields) & set(step.state.answers))]
        if answered:
            # (fix51f) said what was undone, never silently: "I undid your last answer (Finished high
            # school: June 2027)." and the question it answered asked again after it (the chat page's
            # "Undo my last answer" button sends this command, chat/routes.py)
            last = answered[-1]
            shown = [_render(Msg.of(CHECK_PAIR, what=Msg.of(field_name(last, f)),
                                    value=value_label(last, f, step.state.answers[f], lang)), lang)
                     for f in last.fields if f in step.state.answers and _input(last, f) is not None]
            step.state = step.state.without(last.fields)
            step.parts.append(Msg.of(UNDONE, answer="; ".join(shown)) if shown
                              else Msg.of(UNDONE_PAGE, what=Msg.of(_person(last.summary))))
        else:
            step.parts.append(Msg.of(UNDONE_NOTHING))  # (fix51f) nothing to undo: said so
        return
    q = flow.question(cmd.qid)
    inferred = False
    if q.kind == "gpa":
        q, inferred = _gpa_on_path(flow, step.state, q, message, today)
    step.exact = q.id if _estimate_only(q) else step.exact
    forget = q.fields + tuple(f for p in _providers(flow, q) for f in p.fields)
    if {"zip", "county"} & set(forget):
        # The college the old county gave by default goes with it ("change my zip": the new
        # home college is offered first), as when a new ZIP comes in a sentence; kept, it would
        # pass for the student's own choice once no county is known (a wrong "no" found so).
        home = getattr(run(step.state.answers, today).home_college, "id", None)
        forget += tuple(p.id for p in flow.questions if p.default == "home_college" and home is not None
                        and step.state.answers.get(p.id) == home)
    step.state = step.state.without(forget)
    reading = understand.read(q, message, lang, step.state, today)
    if reading.form is not None:
        _apply_form(flow, step, q, reading.form, lang, today, confirm=inferred)


# Class (dev13): "update: my cumulative is 2.6 now", "fix my grades, it's 3.1" from a student
# renewing (or already at a college) changed the high school GPA ("gpa", "grades" name that
# question), which the student's path never asks: the college GPA, which the rules use, stayed.
# A GPA changed without saying whose is the one on the student's path; being inferred, it is read back.
def _gpa_on_path(flow, state: State, q, message: str, today) -> tuple:
    """Return ``(question, inferred)``: the GPA question a change of ``q`` (a GPA) means."""
    norm = understand.normalize(message)
    if understand.college_gpa(message) or understand._OWN_HIGH_SCHOOL.search(norm):
        return q, False  # whose GPA it is, said
    on_path = [p for p in flow.walk(state, today).steps if p.kind == "gpa"]
    if len(on_path) == 1 and on_path[0].id != q.id:
        return on_path[0], True
    return q, False


def _contacts(a) -> list:
    """Return who can help: the financial aid office of the college chosen (else the home
    college; else any community college's) and MHEC's statewide office."""
    office = _aid_office(a.college, False) if a.college is not None else Msg.of(PERSON_COLLEGE)
    mhec = a.policy["mhec_osfa"] or {}
    return [office, Msg.of(PERSON_MHEC, name=mhec.get("name", ""), phone=mhec.get("phone", ""), email=mhec.get("email", ""))]


def _say_contacts(step: _Step, today) -> None:
    """Say the people to ask (the question stays pending)."""
    step.parts += _contacts(run(step.state.answers, today))
    step.briefly = True


# A college named in a question about the GPA ("my college GPA", "en el college"): the renewal's GPA
_COLLEGE_GPA_SAID = re.compile(r"\b(?:college|colegio|universidad|community|cc|renew|renewal|renovar|renovacion|keep it|mantenerla)\b")


# "I live", "we're", "vivo", "queda" before what the home is near ("we live near the mall")
_HOME_LEAD_NEAR = re.compile(r"^(?:(?:i|we|i m|we re|im|were)\s+(?:live|stay|are|)\s*|(?:its|it is|it s)\s+|(?:vivo|vivimos|estoy|estamos|queda|esta)\s+)")


def _gpa_topic_for(step: _Step, entry, today):
    """Return the high school GPA entry in place of the renewal's GPA entry for a student who is
    no renewal and names no college GPA, when a high school senior (a graduation month still to
    come) asks it, or the GPA named is below the high school minimum (fix32g, a newcomer's finding:
    "what if my GPA drops to 2.2?" from a senior got the renewal's 2.5 college GPA); else ``entry``."""
    if entry.id != "renewal_gpa" or step.state.answers.get("applicant_type") == "renewal" \
            or _COLLEGE_GPA_SAID.search(understand.normalize(step.typed or "")):
        return entry
    done = str(step.state.answers.get("hs_completion_date") or "")
    senior = bool(done) and done >= f"{today.year:04d}-{today.month:02d}"
    figures = [float(f.replace(",", ".")) for f in _GPA_FIGURE.findall(understand.fold(step.typed or ""))]
    low = any(f < float(faq.policy_params(today)["hs_gpa_min"]) for f in figures)  # (the award year's, as :func:`_hedged_near_min`)
    hs = faq.entry("gpa_minimum")
    return hs if hs is not None and (senior or low) else entry


def _say_faq(step: _Step, entry, today) -> None:
    """Answer from the FAQ ``entry``; "who can help?" (the ``contact`` entry, and "talk to a
    person") names the financial aid office of the student's college when it is known."""
    entry = _gpa_topic_for(step, entry, today)
    if entry.id == faq.CONTACT:
        step.parts += _contacts(run(step.state.answers, today))
        step.parts += [p for p in (faq.citation(entry),) if p]
    else:
        step.parts += [p for p in (faq.answer(entry, today), faq.citation(entry)) if p]
    if entry.id in OTHER_AID_TOPICS:
        step.parts += _other_aid(run(step.state.answers, today))
    step.briefly = True
    step.faq = entry.id


def _as_it_applies(flow, step: _Step, entry, today):
    """Return the FAQ entry that answers ``entry``'s question for this student: the one its
    ``instead`` names (flows/faq.yaml) when the engine's check, on the answers so far and those
    read back in this message, rests on the paragraph given there; else ``entry``."""
    if entry.instead is None:
        return entry
    other, check_id, citation = entry.instead
    checks = run(_with_proposed(flow, step, today).answers, today).checks
    return faq.entry(other) if any(c.id == check_id and c.citation == citation for c in checks) else entry


def _other_aid(a, could_change: bool = True) -> list:
    """Return "what else can I get?" for the answers so far: the programs the engine finds likely
    or maybe (the contract's ``other_aid``), or a prompt to answer more when it finds none yet
    (and, with ``could_change``, which answers not given could change them)."""
    found = [p for p in other_aid.screen_programs(a)
             if p.result != "unlikely" and (p.met or p.id not in other_aid.STATE_GRANTS)]
    more = _other_aid_could_change(a) if could_change else []
    if not found:
        return ([Msg.of(OTHER_AID_NONE_YET)] if could_change else [Msg.of(AID_NOTHING_NEW)]) + more
    return [Msg.of(OTHER_AID_INTRO), tuple(
        Msg.of(OTHER_AID_LINE, program=Msg.of(p.name), result=Msg.of(OTHER_AID_RESULT[p.result])) for p in found)] + more


def _other_aid_could_change(a) -> list:
    """Return which of the optional other-aid answers (age, foster care or homelessness, SSI or
    SSDI) not given yet could change a program for these answers (none: nothing to say). Before
    the result it says where they are asked; after it, the chat asks them (:func:`_aid_turn`)."""
    fields = other_aid.still_open(a)
    if not fields:
        return []
    return [Msg.of(OTHER_AID_COULD_CHANGE), tuple(Msg.of(OTHER_AID_FIELDS[f]) for f in fields), Msg.of(OTHER_AID_WHERE)]


def _aid_next(a, after: str | None) -> str | None:
    """Return the other-aid answer to ask next after the result (:data:`AID_ORDER`): the first not
    given of those that could change a program (:func:`screener.other_aid.still_open`), after
    ``after`` (the one just asked, answered or skipped; None: from the first)."""
    open_now = other_aid.still_open(a)
    start = AID_ORDER.index(after) + 1 if after in AID_ORDER else 0
    return next((f for f in AID_ORDER[start:] if f in open_now), None)


def _aid_turn(conv: Conversation, step: _Step, today) -> str | None:
    """Return, at the result, the other-aid answer to ask now (:func:`_aid_next`), "" when the
    questions are over (what they change is said), or None when none is being asked (the result as
    usual). They start when the student asks what else they can get (:data:`OTHER_AID_TOPICS`) and
    go on while the student answers them or skips one; a question of the student's puts the same
    one again after its answer (as any question does); the web form asks them on its optional
    "Other aid" page (class: the other-aid answers, before said to be asked only there)."""
    a = run(step.state.answers, today)
    if conv.expecting not in AID_ORDER:
        return _aid_next(a, None) if step.faq in OTHER_AID_TOPICS else None
    if step.faq in OTHER_AID_TOPICS:
        return _aid_next(a, None) or ""
    if conv.expecting in step.state.answers or step.skipped or (conv.misses and not step.faq):
        return _aid_next(a, conv.expecting) or ""
    return conv.expecting  # not answered (a question of the student's, a read-back refused): asked again


def _other_aid_to_tell(a) -> bool:
    """Return True when "what else can I get?" has something to say for ``a``: a program likely or
    maybe, or an answer that could change one."""
    return any(p.result != "unlikely" for p in other_aid.screen_programs(a)) or bool(other_aid.still_open(a))


def aid_replies(field_id: str, lang: str) -> tuple:
    """Return the quick replies of the other-aid question ``field_id``: Yes, No and Skip (Skip alone for the year)."""
    return ((render(YES, lang), render(NO, lang)) if field_id != "birth_year" else ()) + (render(AID_SKIP, lang),)


def _aid_question(flow, field_id: str) -> Msg:
    """Return the chat's question for the other-aid answer ``field_id`` (the web page's label)."""
    question = AID_BIRTH_YEAR if field_id == "birth_year" else _input(_field_question(flow, field_id), field_id).label
    return Msg.of(AID_OPTIONAL, question=Msg.of(_person(question)))


def _only_estimate_left(flow, state, a, today) -> bool:
    """Return True when ``a`` says likely eligible and no question still to ask bears on it:
    those left (the household size, the tuition) only sharpen the award estimate. An
    eligibility that still rests on an assumed answer the flow will ask for is not settled."""
    if a.status != ELIGIBLE:
        return False
    open_fields = set(a.missing) | set(a.assumed)
    return not any(open_fields & set(p.fields + p.provides) for p in flow.walk(state, today).pending)


def _say_status(step: _Step, q, today) -> None:
    """Answer "am I eligible?" from the engine's status for the answers so far: the result
    once it is known; likely eligible (the questions left only sharpen the estimate); what
    could rule the student out; or that nothing does yet (with the rules met so far)."""
    flow = load_flow()
    a = run(step.state.answers, today)
    if q is None:
        step.parts += result(a, step.link())[:-1]  # the closing line is said after it
        return
    step.briefly = True
    if flow.decided_ineligible(a):
        return  # the result follows at once
    failing = tuple(Msg.of(BULLET, message=c.message, citation=c.citation) for c in a.checks if c.result == FAIL)
    passed = tuple(Msg.of(BULLET, message=c.message, citation=c.citation)
                   for c in a.checks if c.result == PASS and not c.assumed)
    if failing:
        step.parts += [Msg.of(STATUS_MAY_FAIL), failing]
    elif _only_estimate_left(flow, step.state, a, today):
        step.parts += [Msg.of(STATUS[ELIGIBLE]), passed, Msg.of(STATUS_ESTIMATE_LEFT)]
    elif passed:
        step.parts += [Msg.of(STATUS_SO_FAR), (Msg.of(STATUS_PASSED),) + passed]
    elif set(step.state.answers) - {"applicant_type", "application_date"}:
        step.parts.append(Msg.of(STATUS_SO_FAR))
    else:
        step.parts.append(Msg.of(STATUS_NOT_YET))


def _family_ssi_asked(step: _Step, message: str) -> None:
    """Ask whether the student gets SSI or SSDI when ``message`` says the family does ("we are on
    SSI", "recibimos SSI"): nothing is kept from "we" (fix31c); the answer is read back
    (:func:`_follow_up_answered`)."""
    if "ssi_ssdi" in step.state.answers or any("ssi_ssdi" in u for u in step.proposed.values()) \
            or not understand.family_ssi(message) \
            or _asked_already(step, understand.FAMILY_SSI_ASK, understand.FAMILY_SSI_ASK_STUDENT):
        return
    if step.faq == "dont_know":  # (nothing else read from it: no "I don't know the answer")
        step.parts = [p for p in step.parts if getattr(p, "text", None) != DONT_KNOW]
        step.faq = None
    step.parts.append(Msg.of(_person(understand.FAMILY_SSI_ASK)))
    step.understood = True


def _single_parent_unsure(flow, step: _Step, message: str) -> bool:
    """Return True when the writer says they are a single parent ("im a single dad", "soy papá
    soltero") and nothing says whether they write for their child or are the student (a parent
    said writing, a grandparent, a household already kept or read back: False). Said to the
    household question itself it is its answer: one parent, whoever writes (the page's own hint)."""
    hq = flow.question("household")
    return hq is not None and not step.state.answered(hq) and "household" not in step.proposed \
        and understand.single_parent_self(message) and not step.for_student and not understand.speaks_for_child(message) \
        and not understand.writes_as_kin(message)


def _read(flow, step: _Step, q, message: str, lang: str, today, fresh: bool, cmd) -> None:
    """Handle one non-empty message against the pending question ``q`` (None after the result)."""
    if understand.is_markup(message):
        step.parts.append(Msg.of(NOT_UNDERSTOOD))
        step.missed = q is not None  # (asked at most twice in a row)
        return
    if cmd is not None:
        _command(flow, step, cmd, message, lang, today)
        return
    if q is not None and (understand.wants_hint(message) or understand.puzzled_only(message)):
        step.hint = True
        # (fix41d, a newcomer's finding) a bare "what", "huh", "??", "¿qué?": a miss, so the hint
        # first and then the question left open, never asked a third time in a row ("what" and "??"
        # got the FAQ's "I don't know the answer", which reset the count: four askings in a row)
        step.missed = understand.puzzled_only(message)
        return
    if understand.is_greeting(message) or understand.only_who_asks(message):
        return  # (a parent's "hola, pregunto por mi hijo": who writes, said; the question is put to them)
    if understand.wants_person(message):
        _say_faq(step, faq.entry(faq.CONTACT), today)  # "talk to a person": the contact entry, at once
        return
    if places.street_only(message):
        # "I live on Harford Road", "vivo en la calle Main", "4501 Calvert Rd": a street and no
        # town, no county to tell from it (an unrelated FAQ answer was given, or the house number
        # read as an income); the ZIP code settles where one lives, as for a town said in passing
        _street_noted(step, q)
        return
    if "?" not in message and (_place_corrected(flow, step, q, message, lang, today)
                               or q is None and _status_corrected(flow, step, message, lang, today)):
        return
    if q is not None and "?" not in message and _gpa_now_and_later(q, message, lang) is not None:
        _read_answer(flow, step, q, message, lang, today)  # the GPA now and at graduation: which one, asked
        return
    cut = faq.dictated_question(message)  # (told, asked) when a question follows a statement unpunctuated
    asked = faq.is_question(message) or cut is not None
    if asked and q is not None and q.kind == "gpa" and not re.search(r"[?¿]", message) and understand.scale_alone(message):
        asked = False  # "our school does it out of a hundred": a GPA's scale told, unpunctuated, not a question
    if asked and q is not None and understand.done_already(message) \
            and not (_told_and_asked(message)[0].strip() and _really_asks(_told_and_asked(message)[1])):
        asked = False  # "did the fafsa already": what was done, told (fix34e: "…, whats next" after it is asked)
    if asked and q is not None and not re.search(r"[?¿]", message) and understand.pay_unknown_only(message):
        # (fix33m) "no sé cuánto gana él", unpunctuated: someone's pay not known, told, never a
        # question about the income limit (its "cuánto gana" was answered so)
        asked = False
    if q is None and (not asked or _told_not_asked(message)) and not _aid_now_filed(flow, step, message, lang, today) \
            and _filing_day_said(flow, step, message, lang, today):
        rest = understand.filing_day(message, lang, today).rest
        if re.search(r"\d", rest):  # "I'll file jan 5, and my mom makes 52k now": the other fact too, read back
            _volunteered(flow, step, None, rest, lang, today, before=step.state.answers)
        return
    if q is None and not asked and understand.only_unsure(message):
        # "I don't know" / "no sé" once the result is shown: who can help, and how to change an answer
        step.parts.append(Msg.of(AFTER_UNSURE))
        _say_contacts(step, today)
        return
    if q is None and not asked and (understand.confirmation(message) is not None
                                    or understand.normalize(message) in vocab.THANKS
                                    # (fix34e) "none", "nothing", "ninguno" alone once the result is shown: no
                                    # question (the noncredit or last-dollar FAQ answered it), nothing more
                                    or understand.none_alone(message)) \
            and not understand.volunteered(flow, message, step.state, lang=lang, today=today, settled=True):
        # "no", "no thanks", "ok", "gracias" once the result is shown: "Anything else?" (a "yes"
        # that tells a fact, "sí, recibo SSI", is read as the fact: class, dev4/dev5)
        return
    if q is not None and q.id == "agi" and understand.not_filed_yet(message):
        # (fix35d, a newcomer's finding) "I haven't filed yet", "todavía no he declarado" at the income
        # question: this year's return not filed yet, told; what counts then, and the question put
        # again (the FAQ's "if no one filed, use 0" was given, off the point: a return is to come)
        step.parts.append(Msg.of(understand.NOT_FILED_YET_INCOME))
        step.briefly = True
        step.understood = True
        return
    if q is not None and not asked and _label_taken(flow, step, q, message, lang, today):
        return  # (fix51l) another question's quick-reply label, typed here: THAT question's answer
    entry = faq.find(message)  # (the whole message: what is told says what the question is about)
    if q is not None and q.id == "aid_application" and understand.app_meaning_asked(message) \
            and (entry is None or entry.id == "what_is") and not understand.promise_named(message):
        # "no sé qué es eso", "what's that?" at the aid application's question: what the FAFSA and
        # the One-App are (a newcomer's finding: the award's own description answered it)
        entry = faq.entry("fafsa_one_app") or entry
    if q is not None and q.id == "high_school" and entry is not None and entry.id == "privacy" and faq.is_question(message) \
            and _PRIVATE_SCHOOL.search(understand.normalize(message)) and not _DATA_NAMED.search(understand.normalize(message)):
        # (fix38j) "does it matter if it's private?" at the high-school question: the school private,
        # never this chat's privacy (the Spanish "¿importa si es privada?" got the private school's already)
        entry = faq.entry("private_homeschool") or entry
    if not asked and understand.family_ssi(message) and not re.search(r"\d", message) and not understand.volunteered(
            flow, message, _reopened(flow, step.state), lang=lang, today=today, asked=q.id if q is not None else None) \
            and (q is None or not understand.read(q, message, lang, step.state, today).form):
        # "we are on SSI", "recibimos SSI" alone: whether the student gets it asked (fix31c), no FAQ answer
        _family_ssi_asked(step, message)
        if step.understood:
            return
    benefit_read = understand.read(q, message, lang, step.state, today) if q is not None \
        and not asked and understand.others_benefit(message) and not re.search(r"\d", message) else None
    if not asked and understand.others_benefit(message) and not re.search(r"\d", message) \
            and (q is None or not benefit_read.form):
        # (fix34e, a newcomer's finding) "she's on disability", "mi mamá está en el seguro social":
        # someone else's benefit told, an aside (the waiver counts the student's own SSI or SSDI),
        # never an FAQ answer to a question not asked; the question waiting is put again
        step.parts.append(Msg.of(understand.OTHERS_BENEFIT_ASIDE))
        step.briefly = True
        if q is not None and benefit_read.unsure:
            # (fix49i, dev49 d49-s-en-04) "idk she gets social security, no idea how much" at the
            # income question: the aside said, and the "I don't know" taken as the answer to the
            # question waiting (as said alone: explained, then let go), never the question put
            # again and again with the aside alone (the student looped, no result ever reached)
            step.briefly = False
        else:
            step.understood = True
            return
    if q is not None and q.id not in ("household", "household_size") and _single_parent_unsure(flow, step, message):
        # "im a single dad", "soy mamá soltera": a parent writing for their child, or a student who
        # is a parent: which is asked, nothing of the household kept until answered (fix31c)
        step.parts.append(Msg.of(understand.WHO_FOR_ASK))
        step.understood = True
        return
    if not asked and q is not None and understand.kin_says_self(message) \
            and understand.kin_writes() \
            and not (q.id in ("household", "household_size") and (understand.sibling_lists_home(
                message, (message,) + tuple(t for r, t in step.said_before if r == "user")) or understand.kin_lists_home(
                message, (message,) + tuple(t for r, t in step.said_before if r == "user")))) \
            and not (q.id == "household" and understand.parents_died(message)):
        # (fix33q: "sus padres fallecieron, vive conmigo": the student's household said, read as such)
        # a grandparent or guardian writing tells their own home or income: not the student's
        # household nor AGI (never "married" from the writer's spouse); beside other facts ("he
        # graduates june 2027 from Northwood High, we make 160k") those are read as usual and the
        # writer's own left out, said why (:func:`_volunteered`); alone, the household asked with
        # why (understand.KIN_WRITER_ASK)
        others = [vq for vq, _ in understand.volunteered(flow, message, _reopened(flow, step.state), lang=lang, today=today,
                                                         asked=q.id) if vq.id not in KIN_OWN]
        kin_apart = understand.guardian_parent_apart(message, lang) if not step.state.answered(flow.question("agi")) else None
        if kin_apart:
            # (fix51c) "my grandson lives with me, i make 40k, his mom makes 30k in ohio": no parent lives with
            # the student, so the parent apart is not "the parent lived with" AWAY_NOT_COUNTED takes the one
            # counted to be; that parent's pay is named back and not kept, whose household counts asked
            step.parts.append(Msg.of(understand.PARENT_APART_PAY_STUDENT, amount=Money(kin_apart)))
            # (fix52k) held for the income question, brought back there; two parents' pays said apart
            # ("his mom makes 30k and his dad makes 50k"): which one counts is unknown, none brought back
            step.parent_pay = float(kin_apart) if len(understand.guardian_parent_apart(message, lang, every=True) or ()) == 1 else 0.0
        elif understand.parent_pay_away(message) and not step.state.answered(flow.question("agi")):
            # (fix36d, a newcomer's finding) "her mom makes 30k but she lives in Virginia": that parent
            # is no one of the student's household (rules.NOT_COMBINED "apart"), her pay left out and
            # said so (alone, it was the FAQ's answer on living outside Maryland)
            step.parts.append(Msg.of(_person(understand.AWAY_NOT_COUNTED, True)))
        if others or understand.senior_now(message) or understand.names_students_parents(
                message, (message,) + tuple(t for r, t in step.said_before if r == "user")) \
                or step.household_waiting is not None or "household" in step.proposed:
            # (fix38j) or the student's household being read back ("he lives with our mom", then "she
            # makes 55k, and me, I make 30k"): said, never asked again while its read-back waits
            # (fix38e, a newcomer's finding) an older brother or sister naming their parents beside their
            # own pay ("he lives with our mom, she makes 55k, and me, I make 30k"), a grandparent the
            # student's own parent ("she lives with me and her mother"): the student's home and the
            # parents' pay read (the writer's own left out, :func:`_volunteered`), never all asked again
            step.kin_self = True
        elif q.id == "household" and _asked_in_a_row(step, q, lang) >= 2:
            # (fix39e, the issue's rule: no question asked more than twice in a row) the household
            # already asked again with why the writer's own home isn't the student's (the tip), the
            # writer's home told once more ("just me and her"): a miss, so it is left open
            # (:func:`_no_third_time`, the financial aid office named), never asked a third time
            step.missed = True
            step.understood = True
            return
        elif not step.state.answered(flow.question("household")):
            step.parts.append(Msg.of(understand.kin_note((message,) + tuple(t for r, t in step.said_before if r == "user"), ask=True)))
            step.understood = True
            return
    if not asked and q is not None and understand.writers_own_degree(message) \
            and (q.id == "prior_degree" or step.state.answers.get("prior_degree") is not None) \
            and (step.for_child or understand.kin_writes()):
        # a parent or grandparent writing for the student tells their own degree ("I have a
        # bachelors degree"): not the student's (never a "no" from it); the question put about the student.
        # (fix47g kept "no degree yet" for a child in high school, so the degree question is no longer
        # asked: said at a later question, it was read back as the student's; the student's kept answer
        # stays, said so, and the question asked is put again)
        step.parts.append(Msg.of(understand.OWN_DEGREE_ASIDE if q.id == "prior_degree" else understand.OWN_DEGREE_KEPT))
        step.understood = True
        return
    if q is not None and q.id in ("household", "agi") and step.for_child and not step.state.answered(q) and not asked \
            and step.state.answers.get("household") in (None, "single_parent") \
            and understand.apart_pay_unknown(message, tuple(t for r, t in step.said_before if r == "user")):
        # Class (fix39c): a parent whose child lives with them, the parents apart ("her mom and I are
        # divorced, she lives with me"), says they don't know the other parent's pay ("I don't know
        # what her mom makes") at the household or income question: that "I don't know" was kept as
        # the household's (left open) or the income's. The other parent's pay isn't needed: said so,
        # and the question asked again, no miss counted
        step.parts.append(Msg.of(understand.APART_PAY_NOT_NEEDED))
        step.briefly = True
        step.missed = step.uncounted = True
        return
    if q is not None and q.id != "agi" and not step.state.answered(flow.question("agi")) and understand.pay_unknown_only(message):
        # Class (fix31b): "idk what he makes", "no sé cuánto gana" at another question (in-state
        # tuition): a don't-know of the income, never that question's answer ("I'm not sure" was
        # kept for in-state tuition); said so, and the question asked again
        step.parts.append(Msg.of(understand.PAY_UNKNOWN_LATER))
        step.briefly = True
        step.missed = True
        return
    hq = flow.question("household")
    if q is not None and q.id == "in_state_tuition" and hq is not None and not step.state.answered(hq) \
            and "household" not in step.proposed and understand.lives_with_writer_only(message):
        # (fix50l, a developer's finding) a parent's "she lives with me" at the in-state question: the
        # household's fact (with whom, not how many parents), said so and the household asked in its
        # turn; this question asked again (it got the FAQ's "I don't know the answer to that one")
        step.parts.append(Msg.of(understand.HOUSEHOLD_LATER))
        step.briefly = True
        step.understood = True
        return
    # (fix49m) "maybe 12 credits" at the ZIP question: a hedged answer to the credits, no don't-know of them
    hedged = understand.unsure_only_hedged(message) and re.search(r"\d", understand.numtext.in_digits(message, lang))
    other = understand.unsure_of_field(message, q.id, step.state.answers.get("applicant_type") == "renewal") \
        if q is not None and not asked and not hedged else None
    oq = flow.question(other) if other is not None else None
    if oq is not None and not step.state.answered(oq) and oq.id not in step.proposed:
        # (fix32g, a newcomer's finding) "I don't know my GPA" at the ZIP question: a don't-know of
        # that other answer, never this question's ("That's OK" and the ZIP question skipped); said
        # so, and this question asked again
        step.parts.append(Msg.of(understand.UNSURE_OTHER_LATER, what=Msg.of(field_name(oq, oq.id))))
        step.briefly = True
        step.understood = True
        return
    if asked and q is None and _pay_told_then_change_asked(flow, step, message, lang, today):
        return
    if asked and _opening_then_asked(flow, step, q, message, lang, today, fresh, cmd):
        return
    if asked:
        _question(flow, step, q, message, lang, today, entry)
        return
    if q is not None and q.id == "agi" and understand.count_beside_household(message):
        # "4, my dad doesn't live with us" at the income question: a count of people, most likely,
        # never an income of $4,000 (a newcomer's finding); which answer the number is for is
        # asked, and the household fact is an aside (nothing taken from it)
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.understood = step.missed = True
        return
    if _earner_said(flow, step, q, {}, message, lang, today):
        return
    if _household_joined(flow, step, q, message, lang, today) or _income_raised(flow, step, q, message, lang, today):
        return
    if q is None and _parent_gone_after_result(flow, step, message, today):
        return
    if q is None and _size_after_result(flow, step, message, lang, today):
        return
    if _pay_unplaced(flow, step, lang, today):
        return
    before = step.state.answers
    corrects = q is not None and _corrects_another(flow, step, q, message, lang, today)
    income_fix = q is not None and not corrects and _income_corrected(flow, step, q, message, lang, today)
    corrects = corrects or income_fix
    if q is not None and not corrects and q.kind == "gpa" and understand.correcting(message) and _counted_only(message):
        # "perdón, me equivoqué, fueron 3 clases, 7 créditos" while a GPA is asked: a correction
        # of classes or credits said before, never a GPA of 3; which answer it changes is asked
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.understood = True
        return
    if q is not None and not corrects and q.kind not in NUMBER_KINDS and understand.bare_correction(message):
        # "no wait, 11" at a question a number doesn't answer: which answer it changes isn't
        # said, so nothing is taken (its "no" is not the answer) and the student is asked to name it
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.understood = True
        return
    if q is not None and not corrects and q.kind in ("yesno", "choice") and understand.correction_opened(message) \
            and understand.volunteered(flow, message, step.state, skip={q.id}, lang=lang, today=today):
        # "wait no, I started in August 2025" at "satisfactory progress?": the "no" opens a
        # correction of another answer, which is read (back); the question waits for its own answer
        # (class, dev15: the "no" kept as the question's answer, a wrong "not eligible")
        corrects = True
    aq = flow.question("aid_application")
    if q is not None and not corrects and aq is not None and q.id != aq.id \
            and understand.aid_refused_only(aq, message, lang, step.state, today):
        # "i'm not doing fafsa", "no voy a hacer el fafsa" at another question (the full cost
        # paid, in-state tuition…): the aid application refused, read back (it rules out), never
        # the "no" of the question waiting, which is asked again (class: full cost "No" kept)
        corrects = True
    if q is not None and not corrects and not step.read_as and not step.label \
            and understand.degree_none_only(q, message, lang, step.state, today):
        # (fix39d) "no degree", "no tengo título", or "none" alone at the in-state question: the
        # degree question's answer, never this question's "No" (a wrong "not eligible" behind a
        # read-back): read back as the degree's when not kept so, and this question asked again
        _degree_none_taken(flow, step, lang, today)
        return
    if q is not None and not corrects and entry is not None and q.kind == "choice" and not step.read_as:
        said = understand.read(q, message, lang, step.state, today)
        if said.form is None and said.options and set(said.options) == {c.value for c in q.choices} \
                and getattr(said.problem, "text", None) != understand.FAMILY_WHICH \
                and not (q.id == "program" and understand.names_field(message)) and not understand.none_alone(message) \
                and not understand.letter_grades(message) \
                and not (faq.statement_only(message) and not faq.names_topic(message, entry)) \
                and understand.normalize(message) not in vocab.NO + vocab.CONFIRM_NO + vocab.YES \
                and not understand.volunteered(flow, message, step.state, lang=lang, today=today):
            # (fix51g: never an aside of no question form naming no entry, faq.statement_only:
            # "algo de computadoras" got the books' answer, "todavía no sabe, algo con carros" the deadline's)
            # (fix32g: a bare "no" at "What will you study?" got the FAQ's deadline answer, twice;
            # a bare yes or no is no question: the choices are asked again, below)
            # a question dictated without its "?" ("esto hay que pagarlo después o es regalado")
            # where the choice's reader can only ask "which kind is it?" of every choice, and the
            # FAQ knows it: answered as a question (class, the tuning sets: the question lost)
            _question(flow, step, q, message, lang, today, entry)
            return
    if q is not None and not corrects and q.kind not in NUMBER_KINDS and q.kind != "gpa" \
            and understand.hourly_alone(message, lang) \
            and (understand.read(q, message, lang, step.state, today).form is None if not step.state.answered(flow.question("agi"))
                 else understand.correcting(message)):
        # "we make 12 an hour" at a question it doesn't answer: its hours asked, as at the income
        # question (the answer read by :func:`_follow_up_answered`), never "I don't know the answer";
        # once the income is kept, a rate said as a correction ("25 an hour not 20", "no, 25 la hora")
        # too, its "no" the correction's, never the question's: the income its hours give read back;
        # any other fact said with it read back as usual (:func:`_volunteered`), never dropped
        if not step.state.answered(flow.question("agi")):
            _volunteered(flow, step, q, message, lang, today)
        if not _asked_already(step, understand.HOURS_ASKED):
            step.parts.append(Msg.of(understand.HOURS_ASKED))
        step.understood = True
        return
    # pay said at a question of no number, the income still open: its period or its tips asked
    pay_aside = q is not None and not corrects and q.id != "agi" and q.kind not in NUMBER_KINDS and q.kind != "gpa" \
        and not step.state.answered(flow.question("agi"))
    unpaced = understand.pay_period_unknown(message, lang) if pay_aside else None
    if unpaced is None and pay_aside:  # (fix34a: "my mom makes 2000 a month and my dad makes 3000": the dad's period asked)
        unpaced = (understand.pay_beside_unpaced(message, lang) or (None, None))[-1]
    if pay_aside and understand.extra_pay_unsaid(message, lang) and understand.read(q, message, lang, step.state, today).form is None:
        # Class (fix32b): "my mom makes 7,500 a month plus tips" at a question it doesn't answer: the
        # year's pay with the tips asked, as at the income question; other facts read as usual
        _volunteered(flow, step, q, message, lang, today)
        if not _asked_already(step, understand.HOURS_ASKED, understand.PERIOD_ASKED, understand.EXTRA_PAY_ASKED) \
                and "agi" not in step.proposed:
            step.parts.append(Msg.of(understand.EXTRA_PAY_ASKED))
        step.understood = True
        return
    if unpaced is not None and understand.read(q, message, lang, step.state, today).form is None:
        # Class (dev29): "my mom gets 1200 each paycheck", "mi mamá recibe 1200 cada cheque" at a
        # question it doesn't answer (the household): how often it is paid asked, as at the income
        # question (its answer read by :func:`_follow_up_answered`; held through this question's
        # answer, :func:`_follow_up_kept`), never dropped without a word; other facts read as usual
        _volunteered(flow, step, q, message, lang, today)
        if not _asked_already(step, understand.HOURS_ASKED, understand.PERIOD_ASKED) \
                and "agi" not in step.proposed:
            step.parts.append(Msg.of(understand.PERIOD_ASKED, amount=Money(unpaced[1])))
        step.understood = True
        return
    if q is not None and not corrects and q.kind == "zip" and _money_at_zip(flow, step, message, lang, today):
        return
    if q is not None and not corrects and not (q.id == "household" and _household_said_with(step, message) is not None
                                               and understand.earner_pay(message, lang)):
        # (fix45q: "dad makes 60k, mom makes 70k" while "one parent" waits for its "yes": each parent's
        # pay, no household said again; it was kept as two parents)
        _read_answer(flow, step, q, message, lang, today)
        if q.id == "aid_application":
            _filing_day_said(flow, step, message, lang, today, with_answer=True)
    if not step.label and not step.typing:  # a quick reply's words say nothing else
        _volunteered(flow, step, q, message, lang, today, before=before, settled=income_fix or None)
    _program_entry_too(step, q, entry, today)
    if _place_beside(flow, step, q, message, lang, today) or step.understood:
        return
    if q is not None and _money_alone(flow, step, q, message, lang, today):
        return
    if q is None and understand.bare_correction(message):
        # Class (issue #8): "I meant 5", "me equivoqué, son 5", "wait, 15" once the result is shown:
        # a number no answer's reader took (a GPA, an income, a ZIP code are read above), so
        # which answer it changes is asked, never an FAQ answer nor "I don't know" to it
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.understood = True
        return
    if _home_moved(flow, step, q, message, lang, today):
        return
    if _month_elsewhere(flow, step, q, message, lang, today):
        step.understood = True
        return
    if _kept_restated(flow, step, q, message, lang, today):
        return
    if q is not None and understand.none_alone(message):
        # "none", "nothing", "nada", "ninguno" alone where the question's reader took nothing: at a
        # yes/no question its "no" (read back as any "no" that rules out), elsewhere a miss and the
        # question again; never an FAQ answer (class, issue #8: the noncredit FAQ for "none")
        if understand.yes_no_like(q):
            _read_answer(flow, step, q, "no", lang, today)
            if step.understood:
                return
        step.parts.append(Msg.of(NOT_UNDERSTOOD))
        step.missed = True
        return
    if q is not None and q.id == "zip" and "zip" not in step.state.answers and understand.maryland_home_only(message):
        # (fix36a, a newcomer's finding) "yes I live in Maryland", "sí, vivo en Maryland" at the ZIP
        # code question: a statement, never the FAQ's "Usually not…" for homes outside Maryland nor a
        # "not a yes or no"; Maryland noted, and the ZIP code asked again
        step.parts.append(Msg.of(HOME_NOTED))
        step.briefly = True
        step.missed = True
        return
    if q is not None and q.id != "household" and understand.aside_only(message) == "unmarried":
        # (fix37f, a newcomer's finding) "not married", "no estoy casada" alone at another question
        # (the in-state tuition's): no answer to it, nor a question (it got the FAQ on the income
        # limit, or on the Dream Act); said so, and the question asked again
        step.parts.append(Msg.of(ASIDE_NOT_ASKED))
        step.missed = True
        return
    told = faq.find(message) if q is not None and understand.confirmation(message) is False \
        and understand.normalize(message) not in vocab.NO + vocab.CONFIRM_NO else None
    if told is not None:
        # "no tengo papeles", "no tengo seguro social": a "no" that tells a fact the FAQ answers
        # (a newcomer's finding: "I need your answer, not a yes or no"); answered, the question put again
        _question(flow, step, q, message, lang, today, told)
        return
    if q is not None and q.kind == "choice" and not understand.yes_no_like(q) and understand.bare_yes_no(message):
        # (fix36h) a bare "yes" or "no" to choices with no yes or no among them ("What will you
        # study?", the high school): no answer, and no miss towards leaving the question open
        # (two "yes"es left it open); one of the choices asked for, and the choices offered again
        step.parts.append(Msg.of(CHOICE_NOT_YES_NO))
        step.missed = step.uncounted = True
        return
    if q is not None and q.id == "agi" and understand.confirmation(message) is not None and _last_reply_said(step, AMOUNT_DOUBTED):
        # (fix46d) a bare "yes" or "no" to "What is the amount, then?" after an income said to be
        # off: no amount, and no miss (it left the income open, unknown, or kept the old amount)
        bots = [said for role, said in step.said_before if role == "bot"][-2:]
        if len(bots) == 2 and all(any(_render(Msg.of(AMOUNT_DOUBTED), code) in said for code in LANGUAGES) for said in bots):
            # (fix46p) the second bare "no" to it (it was asked again and again): the income left open,
            # as for "I don't know"; the result says what is missing
            _skip(flow, q, step, today)
            step.parts.append(Msg.of(SKIPPED))
            step.options, step.asking, step.missed, step.hint = (), None, False, False
            return
        step.parts.append(Msg.of(AMOUNT_DOUBTED))
        step.missed = step.uncounted = True
        return
    if q is not None and understand.confirmation(message) is not None:
        # a stray "yes" or "no" (nothing is read back): the question needs another kind of answer.
        # A miss, so the question isn't asked a third time (a newcomer's finding: four "no"s, four
        # askings of the credits completed); the place questions excepted: one leads to the other
        # (no ZIP -> the county), and where one lives is asked until given
        step.parts.append(_not_yes_no(q, step.state, lang, today))
        step.missed = q.kind not in ("zip", "county")  # (by kind: where one lives)
        return
    if understand.birth_year_said(message) is not None:
        # "nací en 2008" at a question it doesn't answer: a year of birth, acknowledged (the
        # other-aid questions after the result ask it), never read as a birthplace
        step.parts += [Msg.of(ASIDE_BIRTH_YEAR), faq.answer(faq.entry(faq.AGE_TOPIC), today)]
        step.briefly = True
        step.understood = True
        return
    if understand.only_birthplace(message):
        # "naci en El Salvador" at the county question: an aside, not a question ("I don't know
        # the answer to that") nor an answer; the question is put again
        step.parts.append(Msg.of(ASIDE_BIRTH))
        step.briefly = True
        step.missed = q is not None  # (the question unanswered: asked at most twice in a row)
    elif q is not None and (q.id == "in_state_tuition" or step.read_back) and understand.works_elsewhere_only(message):
        # (fix41d, a newcomer's finding) "my dad works in DC", "mi papá trabaja en DC" at the in-state
        # question: where someone works is no residence ("I don't know the answer to that one" was
        # said); what counts said, nothing kept, and the question asked again
        step.parts.append(Msg.of(ASIDE_ELSEWHERE))
        step.briefly = True
        step.missed = True
    elif entry is not None and understand.only_elsewhere(message):
        # "my dad lives in Virginia": an aside about someone else's home, not a question (the
        # FAQ's "Usually not" on living outside Maryland read as the student's own no). Where
        # one lives is what a place question asks; at another ("su papá no vive con nosotros"
        # for the household) it is a message not understood, and the question's choices follow.
        step.parts.append(Msg.of(ASIDE_ELSEWHERE if q is None or q.id in _PLACE_QUESTIONS else NOT_UNDERSTOOD))
        step.briefly = True
        step.missed = q is not None
    elif entry is not None and _maryland_town_only(message):
        # "we live in gaithersberg", "vivimos en Laurel" at another question: the student's
        # Maryland town, not a question (the FAQ's "Usually not" for homes outside Maryland, or
        # an unrelated entry, was answered); the ZIP code question settles the county
        unasked = "zip" not in step.state.answers and "county" not in step.state.answers
        step.parts.append(Msg.of(HOME_NOTED if unasked else NOT_UNDERSTOOD))
        step.briefly = True
        step.missed = q is not None
    elif q is not None and q.kind != "gpa" and not asked and understand.letter_grades(message):
        # (fix34e, a newcomer's finding) "mostly Bs and some As" at another question: grades told,
        # the GPA's answer in letters, never a question the FAQ answers (the award's amount, for
        # its "As"); the number asked, at the GPA question when it is still to ask
        # (the GPA question put next with its hint, one question; once the GPA is kept, not understood)
        gq = next((p for p in flow.walk(step.state, today).pending if p.kind == "gpa"), None)
        if gq is not None:
            step.jump, step.hint = gq, True
        else:
            step.parts.append(Msg.of(NOT_UNDERSTOOD))
            step.missed = True
    elif not asked and understand.full_time_of_work_only(message) \
            and not (q is not None and q.id == "credits_per_semester" and not understand.full_time_of_work_only(message, beside=False)):
        # "I work full time", "full time at Target" where nothing was read: a job's hours told, an
        # aside (fix35a: the credits' FAQ answer was given to it); the question waiting put again
        step.parts.append(Msg.of(JOB_FULL_TIME_ASIDE))
        step.briefly = True
        step.understood = True
    elif entry is not None and q is not None and "?" not in message and _only_a_number(message, lang):
        # "45 mil" where no answer's reader took it: a number, never a question the FAQ answers
        # (a newcomer's finding, by SMS: "No hay límite de edad…"); which answer it is for is asked
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.briefly = True
        step.missed = True
    elif entry is not None and q is not None and not asked and faq.statement_only(message) and not faq.names_topic(message, entry) \
            and not understand.correcting(message):  # (the suite's mend: a correction the bot can't apply says how, below)
        # (fix51g) "my mom is from here", "mi mamá es de aquí", "algo de computadoras" at a question
        # they don't answer: an aside, no question form at all (faq.statement_only), its words
        # naming no FAQ entry unmistakably (faq.ASIDE_MARGIN); an unrelated FAQ answer was given
        # (what to do next, the books). Thanked, and the question asked again
        step.parts.append(Msg.of(ASIDE_NOT_ASKED))
        step.briefly = True
        step.missed = True
    elif entry is not None and not _college_kept(flow, q, step, message, asked):
        _say_faq(step, entry, today)
        if q is not None and understand.correcting(message):
            # "perdón, me equivoqué, siempre he ido medio tiempo": a correction the bot couldn't
            # apply, not a question: the FAQ's answer, and how to change an answer
            step.parts.append(Msg.of(CHANGE_HOW))
    elif not fresh and q is not None and q.kind in ("zip", "county") and not asked \
            and understand._NEAR_PLACE.match(_HOME_LEAD_NEAR.sub("", re.sub(r"\bdel\b", "de el", understand.fold(message).strip()))):
        # (fix32g, a newcomer's finding) "near the mall" at the county or ZIP question: where one
        # lives, told as what the home is near (understand._NEAR_PLACE) in words no place reader knows, not a question ("I don't know the answer to
        # that one"); not understood, and the question asked again (by kind: asked until given)
        step.parts.append(Msg.of(NOT_UNDERSTOOD))
        step.briefly = True
    elif (college := _college_kept(flow, q, step, message, asked)) is not None and (cq := flow.question("college")) is not None:
        # (fix38j) "Prince George's Community College" at the in-state tuition question, that college
        # kept already (the home college the ZIP code gave): no question ("I don't know the answer to
        # that one"), the college its own question's; what is kept said, and the question put again
        step.parts += [Msg.of(KEPT_HAVE), (Msg.of(CHECK_LINE, what=Msg.of(field_name(cq, "college")),
                                                  value=value_label(cq, "college", college, lang)),)]
        step.understood = True
    elif not fresh and len(message.split()) >= 3 and not _only_a_number(message, lang):
        _say_dont_know(step, today)
        step.missed = q is not None
    elif not fresh:
        step.parts.append(Msg.of(NOT_UNDERSTOOD))
        step.missed = q is not None
    elif faq.no_known_word(message):
        # (fix39f, a newcomer's finding) a first message of no word the chat knows (300 letters of
        # nonsense) got the greeting alone, as if nothing had been said: it is said not understood
        # first, then the greeting and the first question (no miss: that question wasn't asked yet)
        at = next((i for i, p in enumerate(step.parts) if getattr(p, "text", None) == GREETING), len(step.parts))
        step.parts.insert(at, Msg.of(NOT_UNDERSTOOD))


def _opening_then_asked(flow, step: _Step, q, message: str, lang: str, today, fresh: bool, cmd) -> bool:
    """Class (a newcomer's finding): a long first message of several sentences, each telling a fact
    ("I'm a senior at Parkville High… We live in Baltimore County… My mom makes…"), with a question
    at the end ("do I have to pay it back?"). The sentences before the question are read as the
    opening they make when sent alone (each fact kept or read back as usual), then the question
    is answered as when asked alone; before, the facts were read as beside a question (most lost)
    and the whole message looked up in the FAQ ("I don't know"). Return True when so."""
    if not step.opening:
        return False
    sentences = [s for s in _SENTENCES.split(message.strip()) if s.strip()]
    first = next((i for i, s in enumerate(sentences) if faq.is_question(s) or faq.dictated_question(s) is not None), None)
    if first is None or len([s for s in sentences[:first] if not understand.is_greeting(s)]) < 3 \
            or not all(faq.is_question(s) for s in sentences[first + 1:]):
        # (a short message, a fact or two then a question, or a question amid the facts: read as
        # before, the facts read back beside the question)
        return False
    told, asked = " ".join(sentences[:first]), " ".join(sentences[first:])
    cut = faq.dictated_question(sentences[first])
    if cut is not None and first == len(sentences) - 1:
        told, asked = told + " " + cut[0], cut[1]  # ("…I never took college classes do I have to pay it back")
    if not _really_asks(asked) or understand.hypothetical(told) \
            or not understand.volunteered(flow, told, step.state, lang=lang, today=today):
        return False  # ("what if my GPA were 2.2? …": a case asked about, no fact told)
    _read(flow, step, q, told, lang, today, fresh, cmd)
    status = understand.asks_status(asked, True)
    entry = faq.find(asked) or (faq.find(message) if _DOES_THAT_COUNT.search(understand.fold(asked)) else None)
    entry = _of_own_program(flow, step, asked, lang, today) or entry
    if not _answered(flow, step, q, asked, entry, status, today):
        _say_dont_know(step, today)
    step.understood = True
    return True


# (fix38j) "private" said at the high-school question, and what would make it this chat's privacy
_PRIVATE_SCHOOL = re.compile(r"\b(?:private|privad[oa]s?)\b")
_DATA_NAMED = re.compile(r"\b(?:answers?|data|info|information|chat|conversation|type|write|respuestas?|datos|informacion|"
                         r"conversacion|escribo|pongo|safe|seguro|store|stored|save|saved|guardan?)\b")


def _money_alone(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Read an amount said alone ("120000", "$45,000", "60k") at a question no number answers
    (in-state tuition, the program) as the household income said early, read back, while the
    income is not given yet; once it is, which answer it is for is asked. Never a ZIP code or a
    year. Return True when it was taken (class, a newcomer's finding: "120000" at the in-state
    tuition question, "Sorry, I didn't understand that" and the income lost)."""
    aq = flow.question("agi")
    message = understand.told_before_dropped(message)  # ("3 mil al mes, ya te dije": the amount alone, fix38o)
    # Class (a newcomer's finding): an amount and its pay period alone ("3k twice a month", "500 a la
    # semana") is pay, whichever answer is kept: the income (again), its year read back, never an FAQ's
    # "I don't know"
    paid = understand.period_dropped(message) if aq is not None and "?" not in message else None
    pay = paid is not None and _only_a_number(paid, lang)
    # (fix52c) an amount said with a guess's words ("like 48k i think", "como 48 mil creo") as one said alone
    if aq is None or q.kind in NUMBER_KINDS + ("gpa",) or "?" in message \
            or not (pay or _only_a_number(message, lang) or _amount_hedged(message, lang)) \
            or understand.zip_in(message) or re.fullmatch(r"\s*(?:19|20)\d{2}\s*[.!]?\s*", message) \
            or understand.five_digits_first(message, step.state):
        return False
    message = numtext.in_digits(message, lang)  # "sixty five thousand" as "65000" (the same reading in words)
    said = understand.amounts(paid if pay else message)  # (the "2" of "every 2 weeks" no amount)
    if len(said) != 1 or not (said[0].strong or pay):
        return False
    step.understood = True
    if (step.state.answered(aq) or "agi" in step.proposed) and not pay and not _income_just_left(flow, step):
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.briefly = True
        return True
    reading = understand.read(aq, message, lang, step.state, today)
    if not reading.form or reading.problem is not None or reading.options:
        step.understood = False
        return False
    if reading.note is not None:
        step.parts.append(reading.note)  # ("$3,000 twice a month is about $72,000 a year.")
    _apply_form(flow, step, aq, reading.form, lang, today, confirm=True)
    return True


def _money_at_zip(flow, step: _Step, message: str, lang: str, today) -> bool:
    """(fix40d, a newcomer's finding) An amount said as money ("about 45k", "$45,000", "unos 45
    mil") at the ZIP code question got "I couldn't find ZIP code 45000" or "I didn't understand":
    the ZIP code is said to be still needed (never claimed a bad one) and, the income still open,
    the amount is read as the income by its own question's reader, read back (:func:`_money_alone`'s
    way). Pay with its cue ("I make 45k") and a ZIP code said with it are left to the usual readers.
    Return True when it was taken."""
    aq = flow.question("agi")
    if aq is None or "?" in message or understand.income_cued(message) or understand.zip_in(message) \
            or not understand.money_worded(message, lang) \
            or not any(a.strong for a in understand.amounts(numtext.in_digits(message, lang))):
        return False
    step.understood = True
    step.parts.append(Msg.of(ZIP_STILL_NEEDED))
    if step.state.answered(aq) or "agi" in step.proposed:
        return True
    _income_read_back(flow, step, aq, message, lang, today)
    return True


def _income_read_back(flow, step: _Step, aq, message: str, lang: str, today):
    """Read ``message`` by the income question ``aq``'s own reader and read back the one amount it
    keeps, with its note (a conversion); return the reading (a range, a guess, a problem: nothing
    read back, the caller says what)."""
    reading = understand.read(aq, message, lang, step.state, today)
    if reading.form and reading.problem is None and not reading.options:
        if reading.note is not None:
            step.parts.append(reading.note)
        _apply_form(flow, step, aq, reading.form, lang, today, confirm=True)
    return reading


def _income_late(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Read a message that carries an amount ("idk maybe 60 or 70k", "no sé, quizás 60 o 70 mil")
    at the question after the income was left open (:func:`_income_just_left`) as the income said
    late, by the income question's own reader: one amount read back; a range or a guess it can't
    keep asked as it is at the income question ("Give me one number…"), the income asked again.
    Never the other question's bare "I don't know" and the amount lost (fix37k, a newcomer's
    finding). Return True when it was taken."""
    aq = flow.question("agi")
    if aq is None or q.id == "agi" or "?" in message or "¿" in message or not _income_just_left(flow, step):
        return False
    if not any(a.strong for a in understand.amounts(numtext.in_digits(message, lang))):
        return False
    reading = _income_read_back(flow, step, aq, message, lang, today)
    read_back = reading.form and reading.problem is None and not reading.options
    if read_back and step.jump is aq and "agi" not in step.proposed:
        # (fix49r2) a range read by the income's reader (fix49c's whole-message range, :func:`_apply_form`:
        # "Between $60,000 and $70,000 is under the income limit… give me one number") keeps no figure and
        # asks the income again: no longer left open, so it is the question asked next (it was the aid
        # question, where a number typed next would land)
        step.state = replace(step.state, seen=step.state.seen - {"agi"})
    if not read_back and reading.problem is not None:
        step.parts.append(reading.problem)
        step.state = replace(step.state, seen=step.state.seen - {"agi"})  # (no longer left open: asked now)
        step.jump = aq
    elif not read_back:
        return False
    step.understood = True
    return True


def _income_just_left(flow, step: _Step) -> bool:
    """Return True when the income was left open ("I don't know") at the question just before this
    one, and nothing kept for it since: an amount said alone now is the income, late (fix33m, a
    newcomer's finding: "90k" after "I don't know" to the income was asked "Which answer is that
    number for?"). The reply before the last asked the income (in either language, either person)."""
    aq = flow.question("agi")
    if aq is None or "agi" in step.state.answers or "agi" not in step.state.seen or "agi" in step.proposed:
        return False
    bots = [text for role, text in step.said_before if role == "bot"]
    if not bots:
        return False
    asked = {render(Msg.of(_person(aq.question, third)), la) for la in LANGUAGES for third in VOICES}
    if any(a in bots[-1] for a in asked):
        return False  # (the income asked again since)
    # the reply before the last asked it, or the last one left it open with its tip ("That's OK. Add the AGI…")
    tips = {render(Msg.of(_person(hint, third)), la) for la in LANGUAGES for third in VOICES
            for hint in aq.hints}  # (fix47c: the one parent's too; fix51f: each household's, flows/questions.yaml hint_by)
    return (len(bots) > 1 and any(a in bots[-2] for a in asked)) or any(t in bots[-1] for t in tips)


_NUMBER_ALONE = re.compile(r"(?:(?:about|around|like|maybe|roughly|approx|approximately|unos|como|mas o menos|aproximadamente|cerca de)\s+)?"
                           r"\$?\s*\d[\d.,]*\s*(?:(?:k|mil|grand|thousand)\s*)?(?:(?:dollars|dolares|bucks)\s*)?(?:a year|al ano|per year|por ano)?[\s.!]*")


def _amount_hedged(message: str, lang: str) -> bool:
    """(fix52c) Return True when ``message`` is one amount and, besides it, only words that say it is
    a guess or approximate (:data:`vocab.APPROXIMATE`, :data:`vocab.HEDGES`: "like 48k i think",
    "48k maybe", "como 48 mil creo", "unos 48 mil tal vez"), never a year ("2025 i think") nor a
    period's pay (its own reader, :func:`understand.period_dropped`). Class (fix52c, a pay typed and
    lost): at a question no number answers, "48k" was read back as the income, but "like 48k i
    think" got "I don't know the answer to that one" and the pay was never asked about again."""
    # (fix52r1) numbers.HEDGE, the one pattern built from vocab.HEDGES (this rebuilt it)
    raw = understand.one_amount(re.sub(rf"\b{numtext.HEDGE}\b", " ", understand.fold(message)), lang)
    return raw is not None and not re.fullmatch(r"(?:19|20)\d{2}", raw.strip())


def _only_a_number(message: str, lang: str) -> bool:
    """Return True when ``message`` is a number and nothing else, in digits or in words ("sixty
    five thousand", "sesenta y cinco mil"): at a question it doesn't answer, a message not
    understood (as "65000" is), never "I don't know the answer to that" (class: a bare number in
    words, several words long, taken for a question)."""
    return bool(_NUMBER_ALONE.fullmatch(numtext.in_digits(message, lang)))


def _maryland_town_only(message: str) -> bool:
    """Return True when ``message`` only names a Maryland town the student lives in ("we live in
    gaithersberg", "vivimos en Laurel"), typos and all, and no place outside Maryland."""
    return "?" not in message and not places.foreign_place(message) \
        and bool(places.town_alone(message) or places.town_typo(message))


def _street_noted(step: _Step, q) -> None:
    """Say that a street named alone (:func:`places.street_only`) tells no county: the ZIP code
    (or county) question, pending or to come, settles it; one given stays. Nothing is stored
    and the pending question is put again."""
    known = step.state.answers.get("zip") or step.state.answers.get("county")
    at_place = q is not None and q.id in ("zip", "county")
    step.parts.append(Msg.of(STREET_UNMAPPED if at_place else STREET_KEPT if known else STREET_NOTED))
    step.briefly = True
    step.missed = q is not None


# The words that may come before a home named in a correction ("oh wait we actually live in
# baltimore", "sorry we moved to towson", "perdón, nos mudamos a laurel")
_HOME_LEAD = re.compile(r"^(?:(?:oh|ok|okay|um+|uh+|so|no|nah|wait|sorry|oops|whoops|actually|my bad|correction|i meant|i mean|"
                        r"perdon|perdona|espera|ay|bueno|pues|en realidad|me equivoque|quise decir|digo|o sea|este|now|ahora|"
                        r"also|tambien)\s+)+")


def _home_said(who: str, when: str, verbs: str) -> re.Pattern:
    """Return the pattern of the words that name a home after them: who, a word like "actually",
    then the verb ("we actually live in", "estoy en"); the one helper of :data:`_HOME_MOVED`
    and :data:`_BEING_AT` (the second was a near-copy of the first, written out again)."""
    return re.compile(rf"^(?:(?:{who})\s+)?(?:(?:{when})\s+)?(?:{verbs})\s+")


# Being somewhere, in English and in Spanish: a home (:data:`_HOME_MOVED`), or maybe only the place
# one studies when said beside another answer (:data:`_BEING_AT`)
_BEING_IN_EN = "are in|re in|m in"
_BEING_IN_ES = "estamos en|estoy en"
_HOME_MOVED = _home_said(
    "we|i|my family and i|mi familia y yo", "actually|really|now|ahora|en realidad|just|recently|ya",
    rf"live in|live at|moved to|moved over to|just moved to|{_BEING_IN_EN}|(?:im|i am|were|we are|are|re|m)\s+moving to|"
    rf"moving to|(?:going to|gonna|will)\s+move to|vivo en|vivimos en|nos mudamos a|me mude a|nos cambiamos a|"
    rf"me cambie a|{_BEING_IN_ES}")


def _home_moved(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Class (a newcomer's finding): a home named in a correction once where one lives is known
    ("actually we live in laurel", "oh wait we actually live in baltimore", "perdón, nos mudamos a
    laurel"), after the result or at another question, got an FAQ answer (living outside
    Maryland, switching colleges) and changed nothing. It is a correction of the county: a town in
    one county is read back; a town spanning counties (or bare "Baltimore") is asked back with the
    counties it spans, as the county question asks it. Return True when so handled."""
    cq = flow.question("county")
    if cq is None or "?" in message or not ({"zip", "county"} & set(step.state.answers)) or (q is not None and q.id in _PLACE_QUESTIONS):
        return False
    norm = understand.normalize(message)
    rest = _HOME_LEAD.sub("", norm)
    moved = _HOME_MOVED.match(rest)
    if moved is None or places.foreign_place(message):
        return False
    place = rest[moved.end():]
    reading = understand.read(cq, place, lang, step.state, today)
    if not (places.town_alone(place) or places.town_typo(place) or reading.form or reading.options):
        return False
    if reading.form is not None and reading.form.get("county") not in (None, OUTSIDE_MD):
        if str(step.state.answers.get("county")) == str(reading.form["county"]) and "zip" not in step.state.answers:
            return False
        _apply_form(flow, step, cq, reading.form, lang, today, confirm=True)
    elif reading.options and len(reading.options) > 1:
        step.parts.append(Msg.of(WHICH_ONE))
        step.options, step.asking = reading.options, cq
    else:
        return False
    step.understood = True
    return True


_PLACE_QUESTIONS = frozenset(("zip", "county", "in_state_tuition", "high_school", "delmar_md_resident", "college"))
# (:func:`_place_beside`: "I'm in", "estoy en" beside another answer say where one is, maybe a college, never a move)
_BEING_AT = _home_said("we|i", "actually|really|now|ahora|en realidad|just|ya", f"{_BEING_IN_EN}|{_BEING_IN_ES}")
_CLAUSE_LEAD = re.compile(r"^(?:(?:and|y|also|tambien|oh|ah|plus|and also|ademas)\s+)+")


def _place_beside(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Class (dev20): an answer said with a clause that corrects where the student lives or
    studies ("12. y antes dije howard pero nos mudamos a carroll", "certificado de soldadura. y no
    es cecil es harford", "6 credits, and we moved to Frederick"): the answer was read and the place
    lost. That clause is read as it is read alone (:func:`_home_moved`, :func:`_place_named`) and
    read back beside the answer. A place taken back names its sense ("no es Cecil" with Cecil
    College kept: the college). Return True when a place was so read."""
    if q is None or q.id in _PLACE_QUESTIONS or "?" in message or {"county", "zip", "college"} & set(step.proposed):
        return False
    clauses = [_CLAUSE_LEAD.sub("", understand.normalize(c))
               for c in re.split(r"[,;.!]+|\b(?:but|pero|sino que)\b", understand.fold(message))]
    clauses = [c for c in clauses if c]
    if len(clauses) < 2:
        return False
    a = step.state.answers
    # (a clause and the next: "its not cecil, its harford" takes back in one and names in the other)
    for i, clause in enumerate(clauses + [f"{c} , {d}" for c, d in zip(clauses, clauses[1:])]):
        if i < len(clauses) and _HOME_MOVED.match(_HOME_LEAD.sub("", clause)) and not re.search(r"\d", clause):
            if _BEING_AT.match(_HOME_LEAD.sub("", clause)):
                continue  # "estoy en Carroll ahorita, primer semestre": where the student studies, maybe, not a move
            if _home_moved(flow, step, q, clause, lang, today):
                return True
            continue
        taken = understand.place_taken_back(clause)
        if taken is None:
            continue
        rest = understand.place_fixed(clause, said_no=True)
        if rest is None or rest == taken:
            continue
        counties, colleges = understand.places_named(taken)
        sense = "college" if a.get("college") in colleges else "county" if a.get("county") in counties else None
        if _place_named(flow, step, rest, lang, today, sense):
            return True
    return False
PLACE = "place:"  # ``offered`` after "Howard County, or Howard Community College?": "place:county:howard", "place:college:howard"


def _place_corrected(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Class (issue #8): a place named bare in a correction ("wait, I meant Carroll", "actually
    Frederick instead", "no, it's Howard", "perdón, quise decir Carroll", "mejor Frederick"),
    after the result or at a question a place doesn't answer, got an FAQ answer or "I don't
    know", or was kept silently as that question's answer (the high school "in Maryland"). It
    corrects where the student lives or studies: read back, never kept unasked. The county
    decides the home college (§18-3603), so a name that is both a county and a college
    ("Howard", "Frederick", "Carroll") is read in the sense of what the student told before (a
    county, ZIP code or town: the county; a college named: the college), and asked back when
    that doesn't tell. Return True when so handled."""
    if q is not None and q.id in ("county", "zip", "college"):
        return False  # a place answers these: their own readers take it
    rest = understand.place_fixed(message)
    if rest is not None and _place_named(flow, step, rest, lang, today):
        return True
    if q is not None and q.id == "high_school" and understand.ged_here(message):
        return False  # (fix45o) "ged, through the program …, actually, in jessup": where the GED was earned, no correction
    rest = understand.place_fixed_clause(message)  # "sorry, baltimore city, I moved last year": its one clause naming a place
    return rest is not None and _place_named(flow, step, rest, lang, today)


def _place_named(flow, step: _Step, rest: str, lang: str, today, sense: str | None = None) -> bool:
    """Read back the place the bare words ``rest`` name (:func:`_place_corrected`): a county or
    a college, in ``sense`` ("county", "college") when the name is both, else in the sense of
    what the student told before (:func:`_place_sense`), asked back when that doesn't tell.
    Return True when a place is named."""
    cq, kq = flow.question("county"), flow.question("college")
    if cq is None or kq is None:
        return False
    counties, colleges = understand.places_named(rest)
    a = step.state.answers
    if sense is None and colleges and counties == (a.get("county"),):
        counties = ()  # the home already given: the college is what changes
    if sense is None and counties and colleges == (a.get("college"),):
        colleges = ()
    if counties and colleges:
        sense = sense or _place_sense(step)
        counties, colleges = (counties, ()) if sense == "county" else ((), colleges) if sense == "college" else (counties, colleges)
    if not counties and not colleges:
        return False
    step.understood = True
    if counties and colleges:
        step.places_asked = tuple(("county", c) for c in counties) + tuple(("college", k) for k in colleges)
        if len(step.places_asked) == 2:
            step.parts.append(Msg.of(WHICH_PLACE, county=county_label(counties[0]), college=load_directory().colleges[colleges[0]].name))
        else:
            step.parts.append(Msg.of(WHICH_ONE))
        return True
    fq, fid, values = (cq, "county", counties) if counties else (kq, "college", colleges)
    if len(values) == 1:
        _apply_form(flow, step, fq, {fid: values[0]}, lang, today, confirm=True)
    else:
        step.parts.append(Msg.of(WHICH_ONE))  # "Laurel": the counties it spans, as the county question asks them
        step.options, step.asking = values, fq
    return True


def _place_sense(step: _Step) -> str | None:
    """Return "county" when the student gave where they live (a county, a ZIP code, a town) and
    named no college, "college" when they named a college (or answered the college question)
    and gave no home, else None (both, or neither: asked)."""
    home = bool(step.state.answers.get("county") or step.state.answers.get("zip"))
    kq = load_flow().question("college")
    asked = {render(Msg.of(_person(kq.question, third)), la) for la in LANGUAGES for third in VOICES}
    said = step.said_before
    college = any(role == "user" and (understand.college_said(text)
                                      or (i and said[i - 1][0] == "bot" and any(a in said[i - 1][1] for a in asked)))
                  for i, (role, text) in enumerate(said))
    return "county" if home and not college else "college" if college and not home else None


def _place_label(field_id: str, value: str, lang: str) -> str:
    """Return how a place offered back reads ("Howard County", "Howard Community College")."""
    return render(county_label(value), lang) if field_id == "county" else load_directory().colleges[value].name


def _places_asked(conv: Conversation) -> bool:
    """Return True when the last turn asked whether a place named is the home or the college."""
    return bool(conv.offered) and all(str(v).startswith(PLACE) for v in conv.offered)


_HOME_WORDS = ("county", "the county", "my county", "condado", "el condado", "mi condado", "where i live", "home",
               "donde vivo", "mi casa", "casa")
_COLLEGE_WORDS = ("college", "the college", "my college", "community college", "el college", "mi college", "colegio",
                  "el colegio", "universidad", "la universidad", "where i study", "donde estudio", "school", "escuela")


def _place_picked(conv: Conversation, message: str):
    """Return the ``(field, value)`` picked after "Howard County, or Howard Community College?":
    its label as offered, in either language, its kind ("the county", "el college") when one of
    that kind was offered, or its place ("the second one"); else None."""
    offered = [tuple(str(v)[len(PLACE):].split(":", 1)) for v in conv.offered]
    said = understand.normalize(message)
    for fid, value in offered:
        if said in {understand.normalize(_place_label(fid, value, la)) for la in LANGUAGES}:
            return fid, value
    for fid, words in (("county", _HOME_WORDS), ("college", _COLLEGE_WORDS)):
        kind = [pair for pair in offered if pair[0] == fid]
        if said in words and len(kind) == 1:
            return kind[0]
    place = understand.ordinal(message, len(offered))
    return offered[place] if place is not None else None


def _status_corrected(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Class (issue #8): "oops, part time", "perdón, medio tiempo", "actually full-time" once the
    result is shown got the FAQ's answer on part-time study and changed nothing. It corrects
    the credits a semester: full-time is read back as the policy's full-time credits; part-time,
    which gives no number, asks the credits again; one that matches the credits kept says so.
    A renewing student also told how they studied when first enrolled: which one is asked."""
    status = understand.status_fixed(message)
    cq = flow.question("credits_per_semester")
    a = step.state.answers
    if status is None or cq is None or a.get("credits_per_semester") is None:
        return False
    step.understood = True
    if a.get("enrollment_status") is not None:
        step.parts.append(Msg.of(WHICH_STATUS))
        return True
    full = int(run(a, today).policy["full_time_credits"])
    if (status == "full_time") == (float(a["credits_per_semester"]) >= full):
        step.parts += _acknowledge(cq, {"credits_per_semester": a["credits_per_semester"]}, lang)
    elif status == "full_time":
        _apply_form(flow, step, cq, {"credits_per_semester": str(full)}, lang, today, confirm=True)
    else:
        step.state = flow.prune(step.state.without(["credits_per_semester"]), today)
        step.parts.append(Msg.of(PART_TIME, credits=full))
    return True


def _example(q, state, lang: str, today) -> str | None:
    """Return an example answer to ``q`` as the student could type it (None when there is none)."""
    if q.kind == "zip":
        return "21044"
    if q.kind == "money":
        return format_money(45000, lang)
    if q.kind == "gpa":
        return format_number(3.4, lang)
    if q.kind == "month":
        return format_month(parse_month("2027-06"), lang)
    if q.kind == "number":
        return "12" if q.id.startswith("credits") else "3"
    if q.kind == "county" and "zip" not in state.answers:
        return render(county_label("howard"), lang)
    labels = quick_replies(q, state, lang, today, quick_values(q, state, today)) if not q.optional else ()
    return labels[0] if labels else None


def _not_yes_no(q, state, lang: str, today) -> Msg:
    """Return "I need your answer to this question, not a yes or no. ZIP code, for example: 21044."."""
    example = _example(q, state, lang, today)
    if example is None:
        return Msg.of(NOT_YES_NO)
    return Msg.of(NOT_YES_NO_EXAMPLE, what=Msg.of(q.summary), example=example)


def _corrects_another(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Return True for a correction of an earlier answer ("oops my mom makes 52k not 45" while
    the credits are asked): it is not read as the pending question's answer."""
    if not understand.correcting(message):
        return False
    found = understand.volunteered(flow, message, step.state, skip={q.id}, lang=lang, today=today)
    return any(step.state.answered(vq) for vq, _ in found
               if not (vq.id in ("household", "household_size") and _parent_and_spouse(step.state, message)))


def _household_joined(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Class (stepfam, a wrong verdict): a step-parent who moved in or married the parent, told
    once one parent's household is kept (after the result or at a later question: "oh and my
    stepdad moved in, he makes 95k", "mi padrastro también gana 95 mil"): two parents and the
    incomes added, read back with the sum (:func:`understand.household_joined`); kept only after
    a "yes". Without an amount, or for a parent's partner not said married (whose income counts
    is the FAFSA's or the aid office's to say), the household and its income are asked again."""
    hq, aq = flow.question("household"), flow.question("agi")
    if hq is not None and aq is not None and step.state.answers.get("household") == "two_parent" \
            and "agi" in step.state.answers and (q is None or q.id not in ("household", "household_size", "agi")) \
            and understand.step_income_alone(message, lang):
        # Class (a newcomer's finding): with two parents and their income kept, "my stepdad moved
        # in, he makes 95k" replaced the income silently: the step-parent's alone is no household
        # total, which is asked again (the parent's income too)
        step.understood = True
        step.parts.append(Msg.of(understand.STEP_INCOME_ALONE))
        step.state = flow.prune(step.state.without({"agi"}), today)
        step.jump = aq
        return True
    if hq is None or aq is None or step.state.answers.get("household") != "single_parent" \
            or (q is not None and q.id in ("household", "household_size")):
        return False
    # (fix43j) the income read back, no "yes" yet ("she makes 8000 a month" read back $96,000, then
    # "oh and my mom got married last month, my stepdad makes 60k"): the one added to, never dropped
    kept = step.state.answers.get("agi") if "agi" in step.state.answers else step.agi_waiting
    joined = understand.household_joined(message, lang, kept)
    if joined is not None and joined.kind == "parent" and not _other_parent_home(step, message):
        return False  # (the parent lived with said again, or which one is not known: read as before)
    if joined is not None and joined.kind == "step" and q is not None and q.id == "agi" and not joined.news \
            and understand.step_income_alone(message, lang):
        # one parent kept, a step-parent's income alone at the income question: two parents, read
        # back, and the household's total asked (the parent's income too), never the step-parent's kept
        step.understood = True
        step.parts.append(Msg.of(understand.STEP_INCOME_ALONE))
        updates, errors = flow.parse(hq, {"household": "two_parent"}, lang)
        if not errors:
            _propose(step, hq, {k: v for k, v in updates.items() if k == "household"})
        return True
    if joined is None or (q is not None and q.id == "agi" and (joined.kind == "partner" or joined.total is None or not joined.news)):
        return False  # (at the income question, its own reader, unless a step-parent is said new: a total with a partner isn't used)
    step.understood = True
    if joined.kind == "parent" and step.for_child and joined.total is None:
        # (fix44c) a parent writing, the student's other parent at home ("her dad lives with us too"):
        # two parents read back; the income kept (the writer's own pay) then held, the other's asked
        # (:func:`_one_parent_of_two`), never the household asked again from the start
        updates, errors = flow.parse(hq, {"household": "two_parent"}, lang)
        if not errors:
            _propose(step, hq, {k: v for k, v in updates.items() if k == "household"})
            return True
    if joined.kind != "step" and joined.kept is None or joined.total is None:
        step.parts.append(Msg.of(understand.PARTNER_JOINED if joined.kind == "partner" else understand.JOINED_ASKED
                                 if joined.kind == "step" else _person(understand.PARENT_JOINED_ASKED)))
        step.state = flow.prune(step.state.without({"household", "agi"}), today)
        step.jump = hq
        return True
    for pq, form in ((hq, {"household": "two_parent"}), (aq, {"agi": str(round(joined.total))})):
        updates, errors = flow.parse(pq, form, lang)
        if errors:
            step.parts.append(next(iter(errors.values())))
            return True
        _propose(step, pq, {k: v for k, v in updates.items() if k in form})  # (the size given stays: its own question)
    if joined.kept is not None:
        step.parts.append(Msg.of(understand.JOINED_SUM if joined.kind == "step" else _person(understand.PARENT_JOINED_SUM),
                                 kept=Money(joined.kept), added=Money(joined.added), total=Money(joined.total)))
    else:
        step.parts += [Msg.of(understand.JOINED_TOTAL)] + ([joined.note] if joined.note is not None else [])
    return True


def _household_asked_again(flow, step: _Step, hq, today) -> bool:
    """Say a parent left the household (:data:`understand.PARENT_GONE_ASKED`), drop the household and
    its income, and ask the household question ``hq`` again; True."""
    step.understood = True
    step.parts.append(Msg.of(_person(understand.PARENT_GONE_ASKED)))
    step.state = flow.prune(step.state.without({"household", "agi"}), today)
    step.jump = hq
    return True


def _parent_gone_after_result(flow, step: _Step, message: str, today) -> bool:
    """(fix43m, a newcomer's finding) a parent of the household said dead, deported or detained
    once the result is shown ("my dad died in october", "a mi mamá la deportaron"): it was kept
    silently (or answered from an unrelated FAQ entry); the household and its income are asked
    again, as for a parent's partner said to have joined (:func:`_household_joined`)."""
    hq, aq = flow.question("household"), flow.question("agi")
    if hq is None or aq is None or step.proposed or step.state.answers.get("household") not in ("two_parent", "single_parent") \
            or understand.hypothetical(message) or not understand.household_parent_gone(message):
        return False
    return _household_asked_again(flow, step, hq, today)


def _parent_left_asked(flow, step: _Step, pending: dict, message: str, today) -> bool:
    """(fix46f, review 45 item 7) One of the two parents kept said to have left the home, no more
    said ("my dad moved out last year", "mi papá se fue de la casa el año pasado",
    :func:`understand.parent_left_home`), at another question or while a read-back waits: it was
    answered from an FAQ entry and the two parents kept silently. The household and its income are
    asked again (as :func:`_parent_gone_after_result` does), the income read back dropped, said so."""
    hq, aq = flow.question("household"), flow.question("agi")
    if hq is None or aq is None or step.state.answers.get("household") != "two_parent" \
            or step.expecting in ("household", "household_size") or "household" in pending \
            or faq.is_question(message) or understand.confirmation(message) is not None \
            or understand.hypothetical(message) or not understand.parent_left_home(message) \
            or understand.household_kind(message) is not None \
            or understand.amounts(understand.fold(message)):
        return False
    return _household_asked_again(flow, step, hq, today)


def _income_raised(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Class (raise2): a raise or the pay now told once the income is kept ("she got a raise,
    101k now", "a mi mamá le subieron el sueldo, ahora gana 101 mil", "he's getting a raise next
    year"): the AGI on the tax return the FAFSA uses counts, so the income kept stays, and why is
    said with an offer to give that tax return's AGI (:func:`understand.income_raised`); an amount
    placed on the tax return ("on the tax return it was 70k") is that AGI, read back."""
    if flow.question("agi") is None or "agi" not in step.state.answers or (q is not None and q.id == "agi"):
        return False
    note = understand.income_raised(message, lang, step.state.answers["agi"])
    if note is None:
        told = understand.tax_return_income(message, lang)  # "on the tax return it was 70k": that AGI, read back
        if told is None:
            return False
        if told.note is not None:
            step.parts.append(told.note)
        step.understood = _apply_form(flow, step, flow.question("agi"), told.form, lang, today, confirm=True)
        return True
    step.parts.append(note)
    step.understood = True
    return True


def _income_corrected(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Return True for an income correction said while another question waits ("no, it's 152k"
    at "Do other grants already pay your full cost?", "not 98k, 102k", "no son 98 mil, son 102
    mil"): the "no" is not the pending question's answer when the amount after it is clearly
    money and fits the income already given (another amount than the one kept); the income is
    read back (class: a newcomer's finding, a correction lost and a false "likely eligible")."""
    if q.id == "agi" or q.kind in NUMBER_KINDS or "agi" not in step.state.answers or not understand.no_then_amount(message):
        return False
    found = understand.volunteered(flow, message, step.state, skip={q.id}, lang=lang, today=today, settled=True)
    kept = str(step.state.answers["agi"])
    return bool(found) and all(vq.id == "agi" and _same_number(form.get("agi"), kept) is False for vq, form in found)


def _said_now(step: _Step, field: str):
    """Return ``field``'s value read back this turn (``step.proposed``), else the one kept (None without one)."""
    return (step.proposed.get(field) or {}).get(field) or step.state.answers.get(field)


def _agi_now(state: State, pending: dict):
    """Return the income read back in ``pending``, else the one kept in ``state`` (None without one)."""
    return (pending.get("agi") or {}).get("agi") if "agi" in pending else state.answers.get("agi")


def _parts_make(parts: tuple, total) -> bool:
    """Return True when the income's ``parts`` (``Conversation.earners``) add up to ``total``."""
    try:
        return bool(parts) and abs(sum(understand.part_year(p) for p in parts) - float(total)) <= 1
    except (TypeError, ValueError):
        return False


def _parts_making(parts: tuple, total) -> tuple:
    """Return the parts of ``parts`` that add up to ``total``, in order (all of them, else the most,
    the earliest first: after a "no" to the read-back of a part added, the parts kept before it); ()."""
    for size in range(len(parts), 0, -1):
        for kept in itertools.combinations(parts, size):
            if _parts_make(kept, total):
                return kept
    return ()


def _merged(parts: tuple, said: tuple, added: bool, two: bool, extra: bool = False) -> tuple | None:
    """Return ``parts`` with the earners' pay ``said`` in: the same earner's part replaced (a
    pronoun's earner kept: "she" for "mom"), another earner's added when ``two`` (two parents or a
    spouse at home, or several earners said at once) or an "other" part taken for theirs (one of
    several paid the same, "each", or the income kept before, unless the pay is ``added``: "too").
    () when the part it replaces can't be told; None when the pay is no part of this income.
    ``extra``: the pay said is tips, overtime or a bonus on top (:func:`understand.extra_on_top`),
    added to the same earner's part, never in its place (fix38n)."""
    for part in said:
        same = understand.matching_parts(parts, part[0])
        others = [i for i, p in enumerate(parts) if p[0] == "other"]
        if not same and others and not added:
            if len({round(understand.part_year(parts[i])) for i in others}) > 1:
                return ()  # ("other" parts of different amounts: which one is hers?)
            same = others[:1]
        if len(same) == 1:
            kept = parts[same[0]]
            part = (part[0] if part[0] not in ("she", "he") or kept[0] == "other" else kept[0],) + part[1:]
            if extra:  # ("plus he does overtime, like 5k a year": his $41,600 and the $5,000, one part)
                part = (part[0], float(understand.part_year(kept) + understand.part_year(part)), 1)
            parts = parts[:same[0]] + (part,) + parts[same[0] + 1:]
        elif not same and two and len(parts) < MAX_EARNERS:
            parts = parts + (part,)
        elif same:
            return ()
        else:
            return None
    return parts


def _with_pay(step: _Step, pending: dict, said: tuple, added: bool, corrected: bool = False, extra: bool = False) -> tuple | None:
    """Return the parts of the income kept (or read back in ``pending``) with the earners' pay
    ``said`` in (:func:`_merged`; ``added``: said "too"); () when the total is to be asked; None
    when ``said`` is no part of it. An income with no parts kept (a bare "80k") with two at home:
    one earner's pay said "too" is added to it, two earners' replace it, one said as a correction
    ("actually my dad makes 61k": ``corrected``) is the income said again (None: read back as any
    new income is, the other earner's pay invited), else the total is asked."""
    total = _agi_now(step.state, pending)
    household = (pending.get("household") or {}).get("household") or step.state.answers.get("household")
    two = second_parent_counts(household, unknown=False)  # (the rules': two parents, or a spouse, counted; §18-3601)
    parts = step.earners_before if _parts_make(step.earners_before, total) else ()
    if household is None and parts and all(p[0] in PARENT_EARNERS + _PRONOUNS for p in parts) \
            and all(_other_parents(parts, p[0]) for p in said):
        # Class (a newcomer's finding: a false "likely eligible"): one parent's pay kept (from an
        # opening or an earlier answer) before the household is known, then the other parent's
        # pay said ("oh and my dad makes 120k"; fix37i: "he makes 54k" after the mom's, "él gana
        # 54 mil": the other person's, never the household's in place of hers): both count
        # (§18-3603(b)(4)), so it is added
        two = True
    step_pay = len(said) == 1 and said[0][0] in ("stepmom", "stepdad") and len(parts) == 1 and parts[0][0] in ("mom", "dad")
    if household == "single_parent" and (added or step_pay) and len(parts) == 1 and parts[0][0] in PARENT_EARNERS and len(said) == 1 \
            and said[0][0] in PARENT_EARNERS and not understand.matching_parts(parts, said[0][0]) and not step.for_child:
        # (fix32b) a step-parent's pay said, "too" or not ("oh my stepdad makes 20 an hour 40 hrs"
        # after the mom's 40k kept): a parent's husband or wife counts with them (§18-3601), so
        # it is added, never taken for the household's income in place of the parent's
        # Class (fix30g, a newcomer's finding: a false "likely eligible"): one parent's pay kept with
        # one parent at home ("I live with my dad, he makes 90k"), then the other parent's pay said
        # "too" ("my mom makes 70k too", "mi mamá también gana 70 mil"): she earns beside him, so
        # both are read back, added, with two parents at home (a "no" keeps what was kept), never
        # her pay alone taken for the household's
        step.two_from_pay = True
        two = True
    if parts and not step.for_child and household not in ("married", "single") and said and all(p[0] == "self" for p in said) \
            and all(p[0] in PARENT_EARNERS or p[0] in ("she", "he") and household in ("single_parent", "two_parent") for p in parts):
        # Class (fix31k, a newcomer's finding: a false "likely eligible"): the parents' pay known
        # ("she makes 95k" kept), then the student's own pay said ("I also have a job, I make
        # 10k"): §18-3601 counts the student's income with the parents', so it is added to theirs
        # and the sum read back, never taken for the household's nor the total asked
        two = True
    if not parts and total is not None and "agi" not in pending and not step.for_child and not corrected \
            and household in ("single_parent", "two_parent") and said and all(p[0] == "self" for p in said):
        # Class (fix44a, a newcomer's finding: a false "likely eligible"): the income kept as one total
        # ("we make 97k", "ganamos 97 mil entre los dos"), then the student's own pay said after the
        # result ("oh I also make 8k at my job", "ah y yo gano 8 mil en mi trabajo"): §18-3601 counts
        # the student's income with the parents', so it is added to the total and the sum read back
        # (with one parent it replaced the total once "yes" was said to "does your $8,000 include your
        # parents' income?"); a correction ("actually I make 8k") is read as before
        two = added = True
    if parts and step.for_child and len(said) == 1 and said[0][0] in _PRONOUNS and (added or extra) \
            and all(p[0] == "self" for p in parts):
        # Class (fix39a, a newcomer's finding: a false "likely eligible"): a parent writing, their own
        # pay kept ("I make 95k"), then "she also gets about 10k in overtime": "she" is not the writer,
        # and pay said on top is never dropped (the FAQ answered, $95,000 kept): added, the sum read back
        # (the student's pay counts with the parent's, §18-3601), for a "yes"
        two = True
    if total is not None and not parts and two and len(said) == 1 and not added:
        # Class (a newcomer's finding: a false "likely eligible"): one parent's pay said, even as a
        # correction ("actually my mom makes 90k"), beside a bare total of two parents ("together
        # they make 160k", read back or kept) is never taken as the household's income, nor the
        # household changed to one parent: the total (both added) is asked
        return ()
    if total is None or not parts and (not two or "agi" in pending):
        return None  # (a bare amount read back: a "no, she makes 65k" to it corrects it, :func:`_correct_read_back`)
    return _merged(parts or ((("other", float(total), 1),) if len(said) == 1 else ()), said, added, two or len(said) > 1, extra)


def _extra_summed(flow, step: _Step, aq, new, total, lang: str, today, said: tuple | None = None) -> bool:
    """Read back one earner's pay kept with the tips, overtime or bonus said on top of it (``new``,
    :func:`_merged` with ``extra``: one part, more than ``total``): "$93,600 plus $10,000 is about
    $103,600 a year", both parts said. Return True when so. Class (fix38n, a newcomer's finding: a
    false "likely eligible"): "my mom also gets overtime, about 10k a year" once her $93,600 was kept
    read back $10,000 in its place. ``said``: the part said on top (``(earner, amount, per)``), its
    conversion to a year shown ("$1,200 a month ($14,400 a year)", fix39a)."""
    if not new or len(new) != 1 or len(step.earners_before) != 1 or total is None \
            or not _parts_make(step.earners_before, total) or understand.part_year(new[0]) <= float(total) + 1:
        return False
    year = understand.part_year(new[0])
    second = understand._pay_said(said[1], said[2]) if said and abs(understand.part_year(said) - (year - float(total))) <= 1 \
        else Money(year - float(total))
    step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=Money(float(total)), second=second, total=Money(year)))
    step.state = flow.prune(step.state.without({"agi"}), today)
    _apply_form(flow, step, aq, {"agi": _plain_amount(year)}, lang, today, confirm=True)
    step.understood = True
    return True


def _own_on_top(flow, step: _Step, aq, pending: dict, said: tuple, message: str, lang: str, today) -> bool:
    """Class (fix44a, a newcomer's finding: a false "likely eligible"): an income read back with no
    earner's part (a rate no one's named, "18 an hour" · "30 hours": $28,080; or one bare amount),
    then the writer's own pay said on top of it, awaiting its "yes" ("plus I clean houses on the side,
    maybe 8000 a year", "y también limpio casas, como 8000 al año"): it replaced the income ($8,000
    read back). Whoever's the first pay is, the second is more (§18-3601 counts the student's income
    and the parents'), so the sum is read back with both amounts, the rate's conversion shown ("$18
    an hour for 30 hours a week ($28,080 a year) plus $8,000 is about $36,080 a year"). A correction
    ("no, I make 8k") is read as before. Return True when so."""
    total = _agi_now(step.state, pending)
    if total is None or float(total) <= 0 or len(said) != 1 or said[0][0] != "self" \
            or _parts_make(step.earners_before, total) or _no_then_value(message):
        return False
    if "agi" not in pending and not _kept_total_beside(step, total, said[0]):
        return False
    if "agi" in pending and understand.correcting(message):
        return False
    before = step.follow_up_before
    rate = float(before["r"]) if before.get("k") == "hours" and isinstance(before.get("r"), (int, float)) and before["r"] > 0 else None
    times = float(total) / rate if rate else 0.0
    first = understand._pay_said(rate, int(round(times))) if rate and abs(times - round(times)) < 1e-6 \
        and round(times) > 52 and round(times) % 52 == 0 else Money(float(total))
    year = float(total) + float(understand.part_year(said[0]))
    step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=first,
                             second=understand._pay_said(float(said[0][1]), said[0][2]), total=Money(year)))
    step.proposed = {k: dict(v) for k, v in pending.items() if k not in (BECAUSE, "agi")}
    step.state = flow.prune(step.state.without({"agi"}), today)
    _apply_form(flow, step, aq, {"agi": _plain_amount(year)}, lang, today, confirm=True)
    step.understood = True
    return True


def _kept_total_beside(step: _Step, total, said: tuple) -> bool:
    """Class (fix45m, a false "likely eligible"): a household's total kept ("my family makes 97k", its
    "yes" said), then the student's own pay less than it ("actually I make 8k", "en realidad yo gano 8
    mil"): asked whether it held the parents' income, a "yes" kept $8,000 in the household's place.
    Return True when ``total`` is kept (no read-back waits), the student writes for themselves, no
    message before said it as their own pay alone, and ``said`` is less: added on top
    (:func:`_own_on_top`), the sum read back."""
    if step.for_child or "agi" not in step.state.answers or float(understand.part_year(said)) >= float(total):
        return False
    lang = step.state.lang
    return not any(understand.own_pay_only(t, lang, total) for role, t in step.said_before if role == "user")


def _extra_pieces(step: _Step, new: tuple, said: tuple) -> tuple:
    """Return ``(earner, ((amount, per), (amount, per)))``: the part of ``new`` that is an earner's
    part kept (``step.earners_before``) with the pay ``said`` on top of it (:func:`_merged` with
    ``extra``: tips, overtime, another job), as its two pieces, each said back with its conversion;
    else ()."""
    for kept in step.earners_before:
        for part in new:
            if understand.matching_parts((kept,), part[0]) and part not in step.earners_before \
                    and abs(understand.part_year(part) - understand.part_year(kept) - understand.part_year(said)) <= 1:
                return (part[0], ((kept[1], kept[2]), (said[1], said[2])))
    return ()


def _other_parents(parts: tuple, earner: str) -> bool:
    """Return True when ``earner``'s pay is no part of the parents' pay ``parts`` but another's: a
    parent not among them ("dad" beside the mom's), or a pronoun of the other gender ("he" beside the
    mom's, fix37i; "she" beside the mom's is hers)."""
    if earner in ("he", "she"):
        return bool(parts) and all(p[0] in understand.GENDER and not understand.of_gender(p[0], earner) for p in parts)
    return earner in PARENT_EARNERS and not understand.matching_parts(parts, earner)


def _piece_replaced(flow, step: _Step, aq, pending: dict, message: str, lang: str, today) -> bool:
    """Class (fix42n, a newcomer's finding: a wrong "not eligible" after a hurried "yes"): one
    earner's pay corrected in a later message, the income's parts kept (``Conversation.earners``):
    "he says 60 but it's 65", "no, 65 not 60", "sorry his is 65", "oh wait, mine is 55k", "mi
    esposo dice 60 pero son 65" (:func:`understand.piece_correction`). That part is replaced, the
    others kept, the sum read back with its parts (it was added as a new part, or the others
    dropped); when whose it is can't be told, the total is asked. Return True when so."""
    parts = step.earners_before
    if len(parts) < 2 or not _parts_make(parts, _agi_now(step.state, pending)):
        return False
    found = understand.piece_correction(message, parts, lang)
    says = understand.spouse_says_amount(message, lang) if found is None else None
    if says is not None:
        # (fix43a) "mi esposo dice que son 65", "my husband says it's 65" once his pay is a part: his
        # part replaced (a parent writing may have it as the student's dad's)
        which = sorted(set(understand.matching_parts(parts, says[0]))
                       | set(understand.matching_parts(parts, understand.as_students(says, step.for_child)[0])))
        found = (which[0], (parts[which[0]][0], float(says[1]), 1)) if len(which) == 1 else None
        if found is not None and not _near_part(parts, which[0], float(says[1])):
            # (fix43n, a false "likely eligible") far from his part, as near the writer's ("I make 60k and
            # my husband makes 95k", then "my husband says it's 58"): no correction of his told; whose it
            # is asked, as before his pay is said (his part replaced: $118,000 read back), the sum dropped
            mine = [p for i, p in enumerate(parts) if i != which[0]]
            if len(parts) != 2 or mine[0][0] != "self":
                found = ()  # (the total asked)
            else:
                step.understood, step.spouse, step.parents_ask = True, True, float(understand.part_year(mine[0]))
                step.whose_amount = (says[0], float(says[1]), float(understand.part_year(parts[which[0]])))
                if "agi" in pending:
                    step.proposed = {k: dict(v) for k, v in pending.items() if k not in (BECAUSE, "agi")}
                step.state = flow.prune(step.state.without({"agi"}), today)
                return True
    if found is None:
        more = understand.piece_added(message, parts, lang) if not understand.earner_pay(message, lang) else None
        if more is None or len(parts) >= MAX_EARNERS:
            return False
        return _parts_taken(flow, step, aq, pending, parts + (more,), lang, today)  # ("y tiene un negocito…": added)
    if not found:
        return _parts_taken(flow, step, aq, pending, (), lang, today)
    index, part = found
    return _parts_taken(flow, step, aq, pending, parts[:index] + (part,) + parts[index + 1:], lang, today)


def _child_pay_added(flow, step: _Step, aq, pending: dict, message: str, lang: str, today) -> bool:
    """Class (fix43i, a newcomer's finding: a false "likely eligible"): a parent writing, the income's
    parts kept, tells the student's own pay later, after the result too ("oh I forgot, she makes 4k
    at her job", "se me olvidó, mi hija también trabaja, gana 4 mil"): §18-3601 adds the applicant's
    income to the parents', so it is added as a part and the sum read back (it replaced the $97,000
    kept: $4,000, "likely eligible"). A son's or daughter's pay who is not the student (another
    gender than the student's, or whose can't be told) is no part of it: said so, the income kept.
    A pronoun of a parent's whose part is kept ("he" beside the husband's) is left to the readers
    after this one. Return True when so."""
    parts, total = step.earners_before, _agi_now(step.state, pending)
    if not step.for_child or total is None or float(total) <= 0:
        return False
    said = understand.child_pay(message, lang)
    if said is None:
        return False
    gender, amount, named = said
    if not _parts_make(parts, total):
        # (fix44a) the income kept (or read back) as one total ("we make 97k", "ganamos 97 mil entre los
        # dos"): the student's pay is added to it the same, never taken in its place ($8,000 read back);
        # a pronoun beside two parents at home may be the other parent's, left to the readers after this one
        household = (pending.get("household") or {}).get("household") or step.state.answers.get("household")
        if not named and household != "single_parent":
            return False
        parts = (("other", float(total), 1),)
    if not parts or len(parts) >= MAX_EARNERS or any(p[0] in _PRONOUNS for p in parts):
        return False
    student = understand.students_gender([t for role, t in step.said_before if role == "user"])
    if not named and (gender != student or any(understand.of_gender(p[0], gender) for p in parts)):
        return False
    step.understood = True
    if gender is None or gender != student:
        step.parts.append(Msg.of(KID_PAY_ASIDE))  # (a brother's or sister's pay: the income kept as it is)
        if pending:
            step.proposed = {k: dict(v) for k, v in pending.items()}  # (fix43q: the read-back still waits for its "yes")
        return True
    return _parts_taken(flow, step, aq, pending, parts + ((gender, amount, 1),), lang, today)


def _near_part(parts: tuple, index: int, value: float) -> bool:
    """Return True when ``value`` may be a correction of the part ``index`` of ``parts``: within half
    again of it either way, and nearer to it than to any other part (fix43n)."""
    kept = float(understand.part_year(parts[index]))
    return kept / 1.5 <= value <= kept * 1.5 and all(
        abs(value - kept) < abs(value - float(understand.part_year(p))) for i, p in enumerate(parts) if i != index)


def _earner_said(flow, step: _Step, q, pending: dict, message: str, lang: str, today) -> bool:
    """Class (a newcomer's finding: a false "likely eligible"): one earner's pay said once the
    income's parts are known (``Conversation.earners``: "mi papá gana 80 mil" kept, then "mi mamá
    gana 75 mil", "my mom makes 75k too", after the result too): another earner's, with two
    parents or a spouse at home, is added; the same earner's ("no, she makes 65k", "oops my dad
    makes 700 a week, not 600", at the sum's read-back or once it is kept) replaces that part; two
    earners' pay said at once replace or join theirs. The sum is read back with its parts, never
    one earner's pay kept as the household's; when the part it replaces can't be told, the total
    is asked. An income kept with no parts (a bare "80k") with two at home: an earner's pay said
    "too" is added to it, else the total is asked (class: the FAQ answered and the $80,000 kept).
    One earner's pay without its period ("she gets 2000 each paycheck"): how often, asked."""
    aq = flow.question("agi")
    if aq is not None and step.for_child and understand.writers_parent_home(message):
        # (fix43p, a newcomer's finding) a parent writing: "my dad lives with us too, he makes 60k" is
        # the student's grandparent, no parent (§18-3601): nothing joined nor added, the income kept, said so
        step.understood = True
        step.parts.append(Msg.of(understand.KIN_NOT_COUNTED))
        if pending:
            step.proposed = {k: dict(v) for k, v in pending.items()}
        return True
    total = _agi_now(step.state, pending)
    if aq is None or total is None or (q is not None and q.id == "agi" and "agi" not in pending):
        return False
    zero_of = understand.others_no_income(message) if not step.for_child else None
    if zero_of and step.earners_before and all(p[0] == "self" for p in step.earners_before) \
            and _parts_make(step.earners_before, total) and float(total) > 0:
        # (fix48b) the student's own pay or pension taken as the income ("I get a pension of 12k",
        # "If your parents earn too, tell me"), then "my parents have no income", "mis papás no tienen
        # ingresos": their $0 added to the student's own (§18-3601), the income unchanged, said so; it
        # replaced it ($0 kept unasked). A read-back waiting still waits for its "yes"
        step.understood = True
        step.parts.append(Msg.of(understand.PARTS_ADDED, parts=Msg.of(
            understand.PARTS_AND, first=understand.part_said(step.earners_before[0], _writers_names(step))
            if len(step.earners_before) == 1 else Money(float(total)),
            second=Msg.of(understand.WHOSE[zero_of], pay=Money(0))), total=Money(float(total))))
        if pending:
            step.proposed = {k: dict(v) for k, v in pending.items()}
        return True
    if _child_pay_added(flow, step, aq, pending, message, lang, today) or _piece_replaced(flow, step, aq, pending, message, lang, today):
        return True
    household = (pending.get("household") or {}).get("household") or step.state.answers.get("household")
    if household == "single_parent" and _other_parent_home(step, message):
        return False  # ("actually my dad lives with us too, he makes 60k": two parents, :func:`_household_joined`)
    # (fix44c) "my parents got divorced, I live with my mom now, she makes 50k" beside two parents' pay
    # kept: one parent's household told, read with its income, never her pay put in the sum with his
    told = understand.household_told(message) or household == "two_parent" and not step.for_child \
        and understand.apart_now_lived_with(message) is not None
    joined = told and _pay_beside_two(step, pending, household, message, total)
    if joined and step.earners_before[0][0] in _PRONOUNS:
        # ("he makes 90k" kept, then "I live with my dad and my mom, …": his pay is the dad's, read back so)
        texts = [t for role, t in step.said_before if role == "user"] + [message]
        named = understand.pronoun_parent(step.earners_before[0][0], texts)
        if named is not None:
            step.earners_before = ((named,) + tuple(step.earners_before[0][1:]),)
    if told and not joined and understand.household_kind(message) != household:
        return False  # ("just me and my mom, she makes 45k": another household, read with its income)
    if understand.kin_income_only(message, lang):
        return False  # ("my grandma lives with us too and she makes 30k": no parent's pay, never added; said so)
    said = tuple(understand.as_students(p, step.for_child) for p in understand.earner_pay(message, lang, total))
    corrected = _piece_corrected(step, said, message, lang)
    if corrected:
        said, pieces = corrected  # ("sorry, my dad's second job pays 45k, not 30k": that piece replaced, fix38o)
    else:
        pieces = _pay_in_pieces(step, message, lang) if not said else ()
    if pieces and not corrected:
        # (fix37a) one earner's pay in two or three amounts ("my dad gets 1,800 every two weeks plus
        # about 600 a month from uber"): their sum is that earner's part, as one amount would be
        said = (_pieces_part(pieces),)
    rest = ""
    if not pending and (not told or joined) and not pieces:
        # ("my dad makes 120k and i'll take 12 credits": the pay, and the rest read as usual; a
        # household said with it, "just me and my mom, she makes 45k", is read with its income)
        among, rest = understand.earner_pay_among(message, lang)
        among = tuple(understand.as_students(p, step.for_child) for p in among)
        said, rest = (said or among, rest) if not said or said == among else (said, "")
        rest = "" if joined else rest  # (fix37m: the two parents read back with the sum, below)
    said = tuple((_spouse_named(step, p[0]),) + tuple(p[1:]) for p in said)
    # (fix48h, a newcomer's finding: a wrong "no") the household read back and still waiting for its "yes"
    # (step.household_waiting: "my parents are divorced, i live with my mom in towson, she makes 60k.", then
    # "my dad makes 120k") is the household the other parent's pay is said beside, as a kept one is: the
    # parent apart left out (rules.NOT_COMBINED "apart"), the same as said in one message; it was added
    if _away_pay_beside(step, pending, household or step.household_waiting, said, total):
        return True
    if not said and _away_pay_beside(step, pending, household or step.household_waiting,
                                     understand.away_parent_pay(message, lang), total):
        # (fix52b, a false "likely eligible") the other parent's pay said with where they live ("oh my dad makes 50k too
        # but he lives in Ohio", "ah mi papá gana 50 mil pero vive en Ohio"), after the result or mid-chat: no pay of
        # the household (earner_pay reads none), so it was answered from the FAQ, "likely eligible" kept; held as the
        # apart parent's (rules.APART_PARENT_AGI) as said in the first message or as "my dad makes 50k" is
        return True
    added = understand.pay_added(message)
    extra = understand.extra_on_top(message)  # ("plus he does overtime, like 5k": added to his part, fix38n)
    if (added or extra or "agi" not in pending) and not pieces and _own_on_top(flow, step, aq, pending, said, message, lang, today):
        return True
    again = _rate_again(step, total, message, lang) if not said else None
    if again is not None:
        said, kin, rest = again  # ("perdón, mi esposo gana 32 la hora, no 22. Y mi hija gana 600 al mes")
        added = False
    if not said and _earner_rate_said(step, pending, message, lang, added):
        return True
    if not said:
        unpaced = understand.earner_unpaced(message, lang)
        if unpaced is None or _with_pay(step, pending, ((unpaced[0], unpaced[1], 1),), added) is None:
            return False
        if "agi" not in pending and (added or _parts_make(step.earners_before, total)):
            step.understood = True  # "she gets 2000 each paycheck": how often, asked (its answer read, :func:`_follow_up_answered`)
            step.parts.append(Msg.of(understand.PERIOD_ASKED, amount=Money(unpaced[1])))
            step.pay_of = understand.as_students((unpaced[0],), step.for_child)[0]
            step.pay_extra = extra
            return True
        if "agi" in pending and not added and not extra and len(step.earners_before) == 1 \
                and _parts_make(step.earners_before, total) and not _other_parents(step.earners_before, unpaced[0]):
            # (fix39f, a newcomer's finding) "she makes 900" to the read-back of her "45k": her pay
            # said again, a correction of that read-back (as "she makes 52k" is), the income read back
            # dropped and how often it is paid asked (:data:`understand.THOUSANDS_BELOW`), never "I had
            # two incomes added together" with her pay lost
            step.understood = True
            step.proposed = {k: dict(v) for k, v in pending.items() if k not in (BECAUSE, "agi")}
            step.state = flow.prune(step.state.without({"agi"}), today)
            step.parts.append(Msg.of(understand.PERIOD_ASKED, amount=Money(unpaced[1])))
            step.pay_of = understand.as_students((unpaced[0],), step.for_child)[0]
            return True
        new = ()  # (at a sum's read-back, where the income question waits, or beside a bare income: the total asked)
    elif understand.only_mine(message) and all(p[0] != understand.as_students(("self", 0, 1), step.for_child)[0] for p in said):
        # "oh wait that's just mine, her dad makes 70k": the income kept was the writer's own pay
        # alone, the other's added to it (a newcomer's finding: the $85,000 replaced by $70,000)
        mine = understand.as_students(("self", float(total), 1), step.for_child)
        new = _merged((mine,), said, True, True)
    else:
        new = _with_pay(step, pending, said, added, understand.correcting(message), extra)
    if extra and _extra_summed(flow, step, aq, new, total, lang, today, said[0] if len(said) == 1 else None):
        return True
    if extra and new and len(said) == 1 and not pieces and said[0][2] != 1:
        # (fix39a) pay on top said by its month or week: its conversion shown, "your dad's $40,000 and
        # $1,000 a month ($12,000 a year)" (a year's amount: the earner's sum said, "his $46,600")
        pieces = _extra_pieces(step, new, said[0])
    if new is None or len(new) == 1 and not corrected:
        if not (pending or q is None or understand.correcting(message) or _no_then_value(message) or faq.is_question(message)
                or _same_number(sum(understand.part_year(p) for p in said), total)):
            step.pay_unplaced = (said, new, rest)  # (read last, if nothing else reads it: :func:`_pay_unplaced`)
        return False  # (the one earner's pay said again as a correction: the new amount, read as any income is)
    # (fix39b) one piece of the one earner's pay corrected ("actually the second one is 45k not 50k"):
    # the new sum of the pieces read back with them, never the piece alone as the income
    parent_part = said[0] if not new and len(said) == 1 and household == "two_parent" \
        and not _parts_make(step.earners_before, total) else None
    _parts_taken(flow, step, aq, pending, new, lang, today, pay=parent_part, told=said[0] if len(said) == 1 else None,
                 pieces=pieces)
    hq = flow.question("household")
    if (step.two_from_pay or joined) and new and len(new) == 2 and hq is not None and "agi" in step.proposed:
        _apply_form(flow, step, hq, {"household": "two_parent"}, lang, today, confirm=True)
    if again is not None and again[1] is not None:
        step.parts.append(Msg.of(KID_PAY_ASIDE if again[1] == "kid" and step.for_child else SIBLING_PAY_ASIDE))
    _rest_read(flow, step, rest, lang, today)
    return True


def _other_parent_home(step: _Step, message: str) -> bool:
    """Return True when ``message`` says the parent the student did not say they live with lives
    at home too (:func:`understand.parent_joined_home`; fix43j, a newcomer's finding: "actually my
    dad lives with us too, he makes 60k" after "just me and my mom" was read as a parent who does
    NOT live there, his pay left out: a false "likely eligible")."""
    who = understand.parent_joined_home(message)
    if who is not None and step.for_child and not understand.kin_writes():
        # (fix44c, a developer's finding) a parent writing: "her dad lives with us too", "su papá también
        # vive con nosotros" is the student's other parent at home beside the writer (their own father is
        # the student's grandparent, fix43p: no parent)
        return understand.students_parent_home(message)
    if who is None or step.for_child:
        return False
    texts = [t for role, t in step.said_before if role == "user"]
    home = next((h for h in map(understand.parent_lived_with, reversed(texts)) if h is not None), None)
    return home is not None and home != who


def _pay_beside_two(step: _Step, pending: dict, household, message: str, total) -> bool:
    """Return True when ``message`` tells two parents at home, the household not yet known, beside
    one pay, while one person's pay alone is kept (``step.earners_before``: "my dad makes 90k", "he
    makes 90k"; fix37m, a newcomer's finding: a false "likely eligible"): "I live with my dad and my
    mom, she makes 65k" dropped the $65,000, the $90,000 kept alone. The pay is read as any pay said
    once the income's parts are known (added when another's), the household with it. So while
    that pay waits for its "yes" ("Pay said so far: your mom's $70,000", nothing else read back;
    fix38c, a newcomer's finding: "my stepdad also lives with us and he makes 85k" offered her
    $70,000 alone as the household's, the step-parent's total asked)."""
    parts = step.earners_before
    return not set(pending) - {"agi"} and household is None and not step.for_child and understand.household_kind(message) == "two_parent" \
        and len(parts) == 1 and parts[0][0] in PARENT_EARNERS + _PRONOUNS and _parts_make(parts, total)


def _away_pay_beside(step: _Step, pending: dict, household, said: tuple, total) -> bool:
    """Class (fix37i, a developer's finding: a false "likely eligible"): a household of one parent,
    the student having said which ("it's me and my mom"), that parent's pay the income read back or
    kept, then the other parent's pay ("he makes 54k", "my dad makes 54k", "él gana 54 mil"): it
    replaced hers ($54,000 read back for her $120,000). The parent not lived with is no one of the
    household (:data:`rules.NOT_COMBINED` "apart", as :func:`_away_parent_pay`): their pay is left
    out, said why, and the income read back or kept stands. Return True when so."""
    texts = [t for role, t in step.said_before if role == "user"] + [step.typed]
    if household is None and not step.for_child and _someone_away(step.typed) \
            and any(understand.household_kind(t) == "single_parent" for t in texts[:-1]) \
            and not any(understand.household_kind(t) == "two_parent" for t in texts[:-1]):
        # (fix53a, a newcomer's finding: a wrong "likely not eligible") the household not yet asked, the student's
        # own words said one parent raises them ("my mom raises me alone she makes 60k", "mi mamá me cría sola"),
        # then, at the household question or any before it, "oh my dad makes 50k too, he lives in Ohio": the other
        # parent's pay said with a home elsewhere is the parents-apart case (rules.APART_PARENT_AGI, §18-3601), held
        # beside the income and never added to it ("your mom's $60,000 and your dad's $50,000 make $110,000" was
        # read back, and "one parent" then ruled the student out over the $100,000 limit)
        household = "single_parent"
    if household != "single_parent" or step.for_child or len(said) != 1:
        return False
    parts = step.earners_before if _parts_make(step.earners_before, total) else ()
    home = next((who for who in map(understand.parent_lived_with, reversed(texts)) if who is not None), None)
    if home is None and len(parts) == 1 and parts[0][0] in ("mom", "dad") and _someone_away(step.typed):
        # (mend52, a final newcomer's finding: a false "likely eligible") the message that named the parent
        # lived with ("i live with my mom, she makes 70k") has left the transcript by the result
        # (session.MAX_TURNS): the one parent whose pay is the income is that parent, and "oh my dad makes
        # 50k too, he lives in Ohio" was added as a second earner's, the household read back as two parents
        home = parts[0][0]
    # (fix53a) no parts kept, the income the household's total ("mi mamá me cría sola, gana 60 mil" kept as
    # the income at the opening): the parent lived with named, the other's pay said with a home elsewhere is
    # the parent apart's as well, held beside that total (it was read as the household's, "un solo padre"
    # read back, and dropped: "likely eligible" kept where the law is unclear)
    whole = not step.earners_before and home is not None and _someone_away(step.typed)
    if home is None or not whole and (len(parts) != 1 or not understand.matching_parts(parts, home)):
        return False
    away = "dad" if home == "mom" else "mom"
    if not understand.matching_parts(((away, 0.0, 1),), said[0][0]):
        return False  # (hers again, a step-parent's or the student's own: read as before)
    step.parts.append(Msg.of(understand.AWAY_NOT_COUNTED))
    if pending:
        step.proposed = {k: dict(v) for k, v in pending.items()}  # (the read-back still waits for its "yes")
    # (fix48m, a false "likely eligible") the other parent's pay, said in a later message, is held as
    # the apart parent's beside the income kept (:attr:`Conversation.apart`), as when said in one
    # message: the rules weigh the law's other reading (rules.APART_PARENT_AGI, §18-3601)
    step.apart_said = (float(total), float(understand.part_year(said[0])))
    step.understood = True
    return True


def _pay_in_pieces(step: _Step, message: str, lang: str) -> tuple:
    """Return ``(earner, ((amount, per), ...))`` when ``message`` tells one named earner's pay in two
    or three amounts, each with its period or a year's, and no total ("my dad gets 1,800 every two
    weeks plus about 600 a month from uber", "mi papá gana 45 mil en la escuela y 30 mil en target"):
    the earner named before the first amount (:func:`understand.first_pay_earner`) and the pieces
    of the sum the message's income is (:func:`understand.one_earners_pieces`); else (). Class
    (fix37a, a newcomer's finding: a false "likely eligible"): said while one parent's pay waits for
    its read-back ("Pay said so far: your mom's $120,000"), the sum was read back as the
    household's income, the mom's pay dropped; one amount ("my dad makes 54k") was added."""
    earner = understand.first_pay_earner(message, lang) if not understand.total_said(message) else None
    if earner is None:
        return ()
    reading = understand.income(message, lang, "agi")
    year = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
    pieces = understand.one_earners_pieces(message, lang, year, earner) if year and year > 0 else ()
    return (_spouse_named(step, understand.as_students((earner,), step.for_child)[0]), pieces) if pieces else ()


_PIECE_INDEX = {"first": 0, "second": 1, "third": 2}


def _piece_corrected(step: _Step, said: tuple, message: str, lang: str, before: tuple | None = None) -> tuple:
    """Return ``((part,), pieces)`` when ``message`` corrects one piece of an earner's pay said
    before in pieces ("my dad has two jobs, 50k at one and 30k at the other", then "sorry, my dad's
    second job pays 45k, not 30k", "perdón, el segundo trabajo de mi papá es 45 mil, no 30"): that
    earner's part of the income kept or read back (``step.earners_before``) made of the pieces the
    earlier message said (:func:`understand.pay_pieces`), the piece named replaced by the amount
    said; the part their new sum (:func:`_pieces_part`), read back with its pieces. Else ().
    Class (fix38o, a newcomer's finding: a false "likely eligible"): the new amount was taken as
    the earner's whole pay and the other parent's asked again, or the total asked. ``before``: the
    parts to look in, in place of ``step.earners_before`` (fix39b: one parent's pay held, the other's
    asked, :func:`_bare_amount_to_part`)."""
    before = step.earners_before if before is None else before
    which = understand.piece_named(message)  # (None: maybe named by its place, "the walmart job", found below; fix39k)
    if len(said) > 1 or not understand.correcting(message) or not before:
        return ()
    earner = said[0][0] if said else understand.first_pay_earner(message, lang)
    if earner is not None:
        earner = _spouse_named(step, understand.as_students((earner,), step.for_child)[0])
        held = understand.matching_parts(before, earner)
        if len(held) != 1:
            return ()
        parts = (before[held[0]],)
    else:
        # (fix39b) no earner named ("actually the second one is 45k not 50k", "perdón, el segundo es
        # 45 mil, no 50"): the piece is of the one earner whose pay was said in pieces, found below
        parts = tuple(before)
    if said:
        amount = (float(said[0][1]), said[0][2])
    else:
        reading = understand.income(message, lang, "agi")
        value = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
        if not value or value <= 0:
            return ()
        amount = (value, 1)
    for role, text in reversed(step.said_before):
        if role != "user":
            continue
        reading = understand.income(text, lang, "agi")
        whole = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
        pieces = understand.pay_pieces(text, lang, whole) if whole else ()
        whose = understand.as_students((pieces[0],), step.for_child)[0] if pieces else None
        found = [p for p in parts if whose is not None and understand.matching_parts((p,), whose)
                 and abs(sum(a * per for a, per in pieces[1]) - understand.part_year(p)) <= 1]
        if len(found) == 1:
            part = found[0]
            break
    else:
        return ()
    if which is None:
        # (fix39k, a newcomer's finding: a false "likely eligible") the piece named by the place its
        # amount was said at ("95k at the hospital and 10k at walmart", then "oops the walmart job is
        # 8k not 10", "perdón, en la tienda son 42 mil, no 45"): that piece replaced, never the
        # household's income taken for the amount said
        index = understand.piece_by_place(text, message, lang, len(pieces[1]))
    else:
        index = _PIECE_INDEX.get(which, 1 if len(pieces[1]) == 2 else None)
    if index is None or index >= len(pieces[1]):
        return ()
    new = (part[0], tuple(amount if i == index else p for i, p in enumerate(pieces[1])))
    return (_pieces_part(new),), new


def _pieces_part(pieces: tuple) -> tuple:
    """Return the one part ``(earner, year, 1)`` that one earner's pay said in ``pieces`` (:func:`_pay_in_pieces`) makes."""
    return pieces[0], float(sum(amount * per for amount, per in pieces[1])), 1


# A child's or a brother's or sister's pay said beside an earner's new rate (:func:`_rate_again`): an aside
KID_PAY_ASIDE = N_("I didn't add your son's or daughter's pay: a brother's or sister's income doesn't count. If it is the "
                   "student's own pay, tell me and I'll add it.")
SIBLING_PAY_ASIDE = N_("I didn't add that pay: a brother's, sister's or child's income doesn't count here.")


def _rate_again(step: _Step, total, message: str, lang: str) -> tuple | None:
    """Return ``(said, kin, rest)`` when ``message`` gives a new rate per hour, without hours, for
    an earner whose pay by the hour is a part of the income (``Conversation.earners``: "mi esposo
    gana 22 la hora, 40 horas a la semana", then "perdón, mi esposo gana 32 la hora, no 22"): the
    rate times the hours said before, as that earner's part (``said``); ``kin`` and ``rest`` as
    :func:`understand.rate_pieces` gives them (a child's or sibling's pay said with it, an aside;
    the other sentences, read as usual). None otherwise (class, a newcomer's finding: the hours
    asked again and the old sum kept, the new rate and a daughter's pay dropped)."""
    parts = step.earners_before if _parts_make(step.earners_before, total) else ()
    rates, kin, rest = understand.rate_pieces(message, lang) if parts else ((), None, "")
    if len(rates) != 1:
        return None
    piece, key = rates[0]
    held = understand.matching_parts(parts, _spouse_named(step, understand.as_students((key, 0, 1), step.for_child)[0]))
    per = parts[held[0]][2] if len(held) == 1 else 0
    if not (per > 52 and per % 52 == 0):
        return None  # (no pay by the hour kept for that earner: its hours asked, as before)
    said = tuple(understand.as_students(p, step.for_child) for p in understand.earner_pay(understand.with_hours(piece, per // 52), lang))
    said = tuple((_spouse_named(step, p[0]),) + tuple(p[1:]) for p in said)
    return (said, kin, rest) if len(said) == 1 else None


def _spouse_named(step: _Step, earner: str) -> str:
    """Return "spouse" for ``earner`` when a parent writes and the student's other parent's pay is a
    part of the income kept as the spouse's (:func:`_parents_answered`: "I make 70k", "no, it's just
    mine", "she makes 35 an hour"), and ``earner`` is that parent as the writer names them ("my wife",
    read as the student's mom, "she", "he"); else ``earner``. Class (fix36k, a newcomer's finding: a
    wrong verdict): "sorry, my wife makes 30 an hour not 35" after the result was added as a third
    earner ($205,200 read back for $132,400); a correction naming an earner already counted
    replaces that earner's part, never adds one. The same for that part kept in the writer's own
    word ("wife", "husband": "I make 70k", then "my husband makes 65k" to whether it includes his;
    fix37b, a newcomer's finding: "actually my husband makes 75k not 65k", read as the student's dad,
    was added as a third earner, $210,000 for $145,000): ``earner`` named by that part's key."""
    parts = step.earners_before
    if not step.for_child or earner not in ("mom", "dad", "she", "he") \
            or any(p[0] in PARENT_EARNERS + ("she", "he") for p in parts):
        return earner
    gender = understand.GENDER[earner]
    theirs = [p[0] for p in parts if p[0] == "spouse" or p[0] in ("wife", "husband") and understand.GENDER[p[0]] == gender]
    return theirs[0] if len(theirs) == 1 and len([p for p in parts if p[0] in ("spouse", "wife", "husband")]) == 1 else earner


def _earner_rate_said(step: _Step, pending: dict, message: str, lang: str, added: bool) -> bool:
    """Class (fix29c): one earner's rate by the hour without its hours ("actually my dad makes 45
    an hour"), said once the income's parts are known, after the result too (it was answered "I
    don't know", then "40" kept unasked as the household's size): the hours asked, the earner's
    part then replaced or added and the sum read back (:func:`_hours_earner`, :func:`_follow_up_answered`).
    Return True when so."""
    earner = understand.earner_hourly(message, lang)
    earner = _spouse_named(step, understand.as_students((earner,), step.for_child)[0]) if earner else None
    if earner not in EARNER_KEYS or "agi" in pending or not _parts_make(step.earners_before, _agi_now(step.state, pending)) \
            or _with_pay(step, pending, ((earner, 1.0, 2080),), added) in (None, ()):
        return False
    step.understood = True
    step.parts.append(Msg.of(understand.HOURS_ASKED))
    return True


def _rest_read(flow, step: _Step, rest: str, lang: str, today) -> None:
    """Read the facts said beside an earner's pay (:func:`understand.earner_pay_among`'s ``rest``), read back."""
    if rest:
        _volunteered(flow, step, None, rest, lang, today, before=step.state.answers)


def _pay_unplaced(flow, step: _Step, lang: str, today) -> bool:
    """Class (a newcomer's finding: a false "likely eligible"): an earner's pay said plainly, mid-way,
    once the income is kept, that no other reading took ("my mom makes 120k" after her 36k; "mi
    esposo gana 125 mil" beside a parent's own pay) was answered as a question about the limits
    and dropped. The same earner's new pay is the income said again, read back; another earner's,
    beside an income that can't be split, asks the total. Return True when so."""
    if not step.pay_unplaced:
        return False
    said, new, rest = step.pay_unplaced
    aq = flow.question("agi")
    step.understood = True
    if new:
        step.earners = new
        _apply_form(flow, step, aq, {"agi": str(round(understand.part_year(new[0])))}, lang, today, confirm=True)
    else:
        _parts_taken(flow, step, aq, {}, (), lang, today, told=said[0] if len(said) == 1 else None)
    _rest_read(flow, step, rest, lang, today)
    return True


def _parts_taken(flow, step: _Step, aq, pending: dict, parts: tuple, lang: str, today, pay: tuple | None = None,
                 told: tuple | None = None, pieces: tuple = ()) -> bool:
    """Read back the income made of ``parts``, each said (:func:`understand.parts_added`), in place
    of the one read back in ``pending``; for no ``parts`` (which one the pay is can't be told) the
    total asked, the income kept before dropped (``pay``: one parent's pay said beside a bare total
    of two parents, named in the question). ``told``: the one earner's pay said, beside an income
    kept with no parts: whether it is part of that income or more on top is asked, the income kept
    meanwhile (the "top" follow-up, :func:`_top_answered`). ``pieces``: one part said in pieces
    (``(earner, ((amount, per), ...))``, :func:`understand.one_earners_pieces`), else those of this
    message (:func:`_pieces_said`). Return True."""
    step.understood = True
    if "agi" in pending:
        step.proposed = {k: dict(v) for k, v in pending.items() if k not in (BECAUSE, "agi")}
    if not parts:  # "she makes 65k" beside two earners she could be: the total asked
        total = _agi_now(step.state, pending)
        if told is not None and pay is None and "agi" not in pending and step.state.answers.get("agi") is not None \
                and not _parts_make(step.earners_before, total) and float(understand.part_year(told)) < float(total):
            # (fix32f, a newcomer's finding) "he makes 50k" beside the $85,000 kept: part of it, or
            # more on top, asked with the $85,000 kept (it was dropped, and "more on top" not read); a
            # pay over the income kept can't be part of it: that income dropped and the total asked, as before
            step.parts.append(Msg.of(understand.PART_OF_TOTAL_ASKED, total=Money(float(total))))
            step.top_asked = (float(total), told)
            return True
        step.parts.append(Msg.of(understand.EARNER_TOTAL_ASKED) if _parts_make(step.earners_before, total)
                          else Msg.of(understand.PARENT_PART_TOTAL_ASKED, total=Money(float(total)),
                                      pay=Money(understand.part_year(pay))) if pay is not None
                          else Msg.of(understand.PART_OF_TOTAL_ASKED, total=Money(float(total))))
        if pay is not None and not _parts_make(step.earners_before, total):
            step.part_asked = pay  # (the other parent's pay alone, said next, is added to it: :func:`_follow_up_answered`)
        step.state = flow.prune(step.state.without({"agi"}), today)
        step.jump = aq
        return True
    step.parts.append(understand.parts_added(parts, _writers_names(step), pieces or _pieces_said(step, parts, lang)))
    step.earners = parts
    _apply_form(flow, step, aq, {"agi": str(round(sum(understand.part_year(p) for p in parts)))}, lang, today, confirm=True)
    return True


def _pieces_said(step: _Step, parts: tuple, lang: str) -> tuple:
    """Return the pieces one earner's pay was said in by this message (:func:`understand.pay_pieces`:
    "my dad works two jobs, 30k and 40k"), so its part is read back in them beside the others (fix34a);
    () when none."""
    text = step.read_as or step.typed
    if not text or len(parts) < 2:
        return ()
    one = [p for p in parts if understand.pay_pieces(text, lang, understand.part_year(p))]
    pieces = understand.pay_pieces(text, lang, understand.part_year(one[0])) if len(one) == 1 else ()
    return (understand.as_students((pieces[0],), step.for_child)[0], pieces[1]) if pieces else ()


def _sum_refused(flow, step: _Step, conv: Conversation, pending: dict, today) -> bool:
    """Class (a newcomer's finding: a false "likely eligible"): a "no" to the read-back of a sum
    that added another earner's pay to the income kept ("my mom makes 45k" kept, then "oh and my
    dad makes 120k": $165,000 read back, "no"). Another earner's pay was said, so the income kept,
    part of the household's only, can't stand alone: it is dropped and the total asked; the one
    part it was is remembered, so the other earner's pay said next is added to it (the "part"
    follow-up, :func:`_follow_up_answered`). Return True when so (the reply's question set)."""
    aq = flow.question("agi")
    kept = step.state.answers.get("agi")
    slot = conv.follow_up
    if aq is not None and "agi" in pending and kept is None and slot.get("k") == "part" and slot.get("s") \
            and slot.get("e") in EARNER_KEYS:
        # one parent's pay held, the other's added to it and the sum refused: the part held stays
        # held, the other's asked again (never the held pay dropped, nor kept alone)
        other = slot.get("w") if slot.get("w") in EARNER_KEYS else None
        return _other_parent_asked(step, aq, (slot["e"], float(slot["a"]), int(slot.get("t", 1))), "", other)
    if aq is None or "agi" not in pending or kept is None or len(conv.earners) < 2 \
            or not _parts_make(conv.earners, _agi_now(conv.state, pending)):
        return False
    before = _parts_making(conv.earners, kept)
    if len(before) >= len(conv.earners):
        return False  # (the sum replaced a part, none added: the income kept stands)
    step.parts.append(Msg.of(understand.SUM_REFUSED_TOTAL_ASKED, total=Money(float(kept))))
    if len(before) == 1 and before[0][0] not in ("other", "parents"):
        step.part_asked = before[0]
    step.state = flow.prune(step.state.without({"agi"}), today)
    step.jump = aq
    return True


def _same_number(a, b) -> bool | None:
    """Return whether two amounts are equal ("88000" and "88000.0"), None when one is no number."""
    try:
        return float(str(a)) == float(str(b))
    except (TypeError, ValueError):
        return None


_COUNTED = re.compile(understand.numtext.RUN_START + r"\d+(?:[.,]\d+)?\s*(?:classes|class|clases|clase|credits|credit|creditos|credito|cr|hours|horas)\b")


def _counted_only(message: str) -> bool:
    """Return True when every number in ``message`` counts classes, credits or hours."""
    text = understand.fold(message)
    return bool(_COUNTED.search(text)) and not re.search(r"\d", _COUNTED.sub(" ", text))


def _say_dont_know(step: _Step, today) -> None:
    if GPA_EXACT_LATER in [getattr(p, "text", None) for p in step.parts]:
        return  # (fix49m) the message was a GPA said in passing, already answered: no question to say "I don't know" to
    step.parts.append(Msg.of(DONT_KNOW, phone=faq.policy_params(today).get("osfa_phone", "")))
    step.briefly = True
    step.faq = "dont_know"


# How often, asked ("¿se pide cada año o una vez nada más?", "is it once or every year?"): a
# frequency, never a number answering the pending question (class: "una vez" read back as 1 credit)
_HOW_OFTEN = re.compile(r"\b(?:(?:una|un|dos|tres|one|two|three)\s+(?:vez|veces|time|times)|once|twice|cada ano|every year|each year)\b")


# (fix42l, dev42) who wants the answer, said beside the question ("…for the public? my husband wants
# to know", "mi esposo quiere saber"): the person asking, never a fact of the student's household
# (the student's "married" was read back and the off-topic question went unanswered)
_WHO_WANTS_TO_KNOW = re.compile(r"(?:^|(?<=[.?!,;]))\s*(?:(?:and|y)\s+)?(?:my|mi|mis)\s+(?:[^\W\d_]+\s+){1,2}?"
                                r"(?:wants to know|want to know|wanted to know|is asking|was asking|was wondering|is wondering|"
                                r"quiere saber|quieren saber|queria saber|quería saber|pregunta|preguntaba)\s*(?:[.!,;]+\s*|$)",
                                re.IGNORECASE)


def _question(flow, step: _Step, q, message: str, lang: str, today, entry) -> None:
    """Answer a question ("do I need a 3.0??", "¿y si mi promedio es 2.2?"): from the FAQ, the
    status so far, or "I don't know" with a person to ask. Nothing is kept from it: facts it
    states are read back for a "yes"; a short plain answer with a question mark ("new i
    guess?") is read back too."""
    shorn = _WHO_WANTS_TO_KNOW.sub(" ", message).strip()
    if shorn and shorn != message.strip() and faq.is_question(shorn):
        message = shorn  # "…? my husband wants to know": the question alone
    kept = understand.kept_asked(message)
    fq = _field_question(flow, kept) if kept is not None else None
    if fq is not None:
        # "what county do you have for me?": the answer kept, or that there is none yet (class, a
        # newcomer's finding: answered from the FAQ about the county's own promise programs)
        value = answers_view(step.state.answers).get(kept)  # (the county a ZIP code settled too)
        shown = value_label(fq, kept, value, lang) if value is not None else Msg.of(KEPT_NONE)
        step.parts += [Msg.of(KEPT_HAVE), (Msg.of(CHECK_LINE, what=Msg.of(field_name(fq, kept)), value=shown),)]
        step.understood = True
        return
    status = understand.asks_status(message, True)
    # (a question asked after facts told, "soy senior en X, tengo 3.1, ¿me sirve esta beca?", is
    # asked by its own sentence: never the whole message taken for an unsure answer, its facts
    # dropped for the pending question read back; class: a Spanish question after an opening)
    if q is not None and not status and ((not _really_asks(message) and not _really_asks(_told_and_asked(message)[1]))
                                         or _answer_then_asks(message)) \
            and not understand.case_asked(message, True) and not _HOW_OFTEN.search(understand.fold(message)) \
            and not _tag_asked(q, message, lang, step.state, today):
        # Only a "?" ("idk maybe 3.0?", "creo que 3.2?"): an unsure answer, read back.
        # (fix49h, a newcomer's finding) a question after the unsure answer's "?" ("i think so? wait whats
        # the income limit", "creo que sí? espera cuál es el límite de ingresos"): the answer is the part
        # before it, read back as unsure, and the question after it answered too (below); it was lost
        head, mark, after = message.partition("?")
        then_asks = bool(mark) and _asks_after(after)  # (fix51d: "3.1? es suficiente" too)
        reading = understand.read(q, head + mark if then_asks else message, lang, step.state, today)
        told_beside, topic = _told_beside(flow, step, q, head, reading, message, lang, today) \
            if then_asks and _answer_then_asks(message) else (False, None)
        if told_beside or topic is not None:
            # (fix51d) the facts before the "?" are more than the pending question's answer ("senior at
            # Bowie High, graduating june 2027, 3.1? is that enough" at the first question; "3.1? is that
            # enough", "55 mil? es mucho" at the ZIP question): every one is read back for a "yes" (the
            # "?" doubts them), and the question after it answered of what was told. Only the pending
            # answer was kept, or nothing: the school, the date, the GPA, the income were lost
            kept_before = dict(step.state.answers)
            if topic is not None:
                _apply_form(flow, step, topic[0], topic[1], lang, today, confirm=True)
            _volunteered(flow, step, q, head, lang, today)
            if q.id not in step.proposed and not step.state.answered(q) and reading.form is not None \
                    and flow.parse(q, reading.form, lang)[1] == {} \
                    and not _no_of_another(flow, step, q, reading, message, lang, today):
                _apply_form(flow, step, q, reading.form, lang, today, confirm=True)
            told = set(step.proposed) | {f for f, v in step.state.answers.items() if kept_before.get(f) != v}
            _answered(flow, step, q, after, _of_told(told, after) or faq.find(after) or entry, status, today)
            return
        if reading.form is not None and flow.parse(q, reading.form, lang)[1] == {} \
                and not _no_of_another(flow, step, q, reading, message, lang, today):  # (fix36a: "not married")
            if reading.note is not None and reading.note not in step.parts:
                # (fix49q) what the reader says beside its reading is said here too ("i think so? we
                # moved here from texas last year": read back as "Yes" with the caution of what decides
                # in-state tuition, LIVED_NOTE; the note was dropped, a bare "Yes" read back)
                step.parts.append(reading.note)
            _apply_form(flow, step, q, reading.form, lang, today, confirm=True)
            if not then_asks:
                return
            _answered(flow, step, q, after, faq.find(after) or entry, status, today)
            return
    # "I'm a senior at Bowie High and my mom makes 45k, can I get it?": the facts are read back;
    # "what if my GPA is 2.2?" asks about a case: nothing in it is the student's answer.
    told, asked = _told_and_asked(message)
    if faq.which_of(message):
        # (fix44i) "fafsa o one app cual lleno": the options offered are the question's, no answer;
        # answered, nothing read back (its One-App was, and a "sí" meant for the next question kept it)
        told, asked, message_told = "", message, False
    else:
        message_told = True
    # (fix43e) a case asked after a fact told in its own sentence ("21044 columbia. and if his dad
    # moved to Ohio would he still qualify?"): the told sentence is no case, read as told (the ZIP
    # code was dropped with the case)
    if message_told and (not understand.hypothetical(message) or _told_before_case(flow, step, told, asked, lang, today, {"zip", "county"})
                         or q is not None and _told_before_case(flow, step, told, asked, lang, today, {q.id}, q)):
        if understand.hypothetical(message) and (own := faq.find(asked)) is not None and faq.fits(message, own):
            # the case's own words ask it (the ZIP code's town no topic); only an entry the whole
            # message fits as well (fix43o: "I got a job offer for 110k. if I take it can I still
            # get the promise?" got the transfer entry's "No." from the case's words alone)
            entry = own
        if told and asked and _really_asks(asked) and _DONE_TOLD.match(understand.normalize(told)) \
                and understand.contains_any(understand.normalize(told), _STEP_WORDS) \
                and not _REFERS_BACK.search(understand.normalize(asked)) and (own := faq.find(asked)) is not None:
            # (fix34e, a newcomer's finding) a step told done, then a question ("we already did the
            # fafsa, whats next?", "ya mandamos la fafsa, y ahora qué hacemos"): the question is about
            # what follows it, answered from its own words (the FAFSA's entry answered it, the question lost)
            entry = own
        if told and asked and _really_asks(asked) and not understand.contains_any(understand.normalize(message), vocab.UNSURE):
            # "I've had the award since January 2025 at BCCC, part time. Will I lose it?": the
            # sentences that tell facts are read as any message telling them (read back for a
            # "yes"); only the question's own sentence needs a fact's cue word. (Not when the
            # message doubts itself: "tengo 3.0 y algo... ¿3.1? no me acuerdo" is no fact told.)
            _volunteered(flow, step, q, told, lang, today)
            if q is not None and q.id not in step.proposed and not step.state.answered(q) \
                    and not understand.yes_no_unled(q, told, step.state, today) \
                    and not (q.id == "aid_application" and understand.app_meaning_asked(asked)):
                # (never "no, I don't think so, what's the FAFSA?": the "no" of one who doesn't know
                # what it is is no "won't file", a newcomer's finding; explained, asked again)
                # Class: the answer itself told before a question about it ("I have a bachelor's
                # from a university abroad, does that count?", "tengo un asociado de otro país,
                # ¿cuenta?"): read back for a "yes", with the question answered below. At a yes/no
                # question only a told part that opens with its yes or no: "el curso es cortito, no
                # es carrera, ¿aun así cuenta?" was read back as in-state tuition "No" (class, dev23)
                reading = understand.read(q, told, lang, step.state, today)
                if reading.form is not None and flow.parse(q, reading.form, lang)[1] == {}:
                    # An opening's fact stated plainly ("senior here, going to CCBC, do I qualify?": a
                    # first-time applicant) is kept as in an opening with no question after it: a
                    # question about something else casts no doubt on it (class: a senior's first
                    # message read back, a message each, for the question it ends with)
                    plain = step.opening and reading.note is None and (q.kind == "choice" or not reading.confirm) \
                        and _plainly_stated(q, reading.form, told, lang, step.state, today) \
                        and not _DOES_THAT_COUNT.search(understand.fold(asked)) \
                        and understand.read(q, asked, lang, step.state, today).form is None
                    _apply_form(flow, step, q, reading.form, lang, today, confirm=not plain)
                    if _DOES_THAT_COUNT.search(understand.fold(asked)) and q.id in {e.id for e in faq.load_faq()}:
                        entry = faq.entry(q.id)  # "does that count?": asked of the answer just told, its own topic
            folded = FOLDED in [getattr(p, "text", None) for p in step.parts]
            if not understand.case_asked(asked, True):  # ("…, is there an appeal if it's under 2.5?": a case)
                _volunteered(flow, step, q, asked, lang, today, strong=not status, asking=True)
            if folded:
                step.parts = _once(step.parts, FOLDED)
        elif not understand.case_asked(message, _really_asks(message)):
            _volunteered(flow, step, q, message, lang, today, strong=not status, asking=True)
    if entry is None and step.proposed:
        entry = faq.find(message, faq.MARGIN_STATED)  # facts read back: a question about this screening
    entry = _of_own_program(flow, step, message, lang, today) or entry
    if _answered(flow, step, q, message, entry, status, today):
        _license_kind_asked(flow, step, q, message, lang, today)
    elif faq.front_desk(message) is not None:
        _say_dont_know(step, today)  # a college office's question (faq.FRONT_DESK), whatever facts are read back beside it
    elif step.proposed and not (step.place_asked and not understand.place_told(message)):
        return  # (fix48i: a place named inside the question read back: the question still answered, below)
    elif q is not None and len(understand.normalize(message).split()) <= 4 and not step.place_asked:
        reading = understand.read(q, message, lang, step.state, today)
        if reading.form is not None and flow.parse(q, reading.form, lang)[1] == {}:
            _apply_form(flow, step, q, reading.form, lang, today, confirm=True)
        else:
            _say_dont_know(step, today)
    else:
        _say_dont_know(step, today)


# (fix43m, a newcomer's finding) a bare "why?" once a "likely not eligible" result is shown ("why?",
# "but why not?", "¿por qué?"): asks why this result, answered with the rules it failed (the
# engine's own checks, cited), never the FAQ on a $0 award. (fix44d) So too "why am I not eligible?",
# "¿por qué no califico?", and a "why?" after "likely eligible": the rules met, cited
_WHY_ALONE = re.compile(r"^(?:(?:but|and|so|ok|okay|pero|y|entonces|ok pero)\s+)?"
                        r"(?:(?:why|how come|por que|porque|pq|xq)(?:\s+(?:not|is that|so|then|no|eso|entonces))?"
                        r"|(?:why|how come)\s+(?:am i(?: not|nt)?|i am(?: not)?|im(?: not)?)\s+(?:eligible|ineligible|qualified)"
                        r"|(?:why|how come)\s+(?:do(?:nt| not)?|didnt|did not|wont|would(?:nt| not)?)\s+i\s+(?:not\s+)?qualify"
                        r"|(?:por que|porque|pq|xq)\s+(?:no\s+)?(?:califico|calificaria|soy elegible|cumplo(?: los requisitos)?|aplico|me toca))"
                        r"(?:\s+(?:for it|for the (?:promise|scholarship)|para (?:la beca|la promise|ella)))?$")


def _why_result(step: _Step, q, asked: str, today) -> bool:
    """Say why the result shown is what it is when ``asked`` is a bare "why?" or "why am I (not)
    eligible?" (:data:`_WHY_ALONE`): the failing rules of a "likely not eligible", the rules met of a
    "likely eligible" (the result's own lines, cited); True when said."""
    if q is not None or step.proposed or not _WHY_ALONE.match(understand.normalize(asked)):
        return False
    a = run(step.state.answers, today)
    if a.status not in (INELIGIBLE, ELIGIBLE):
        return False
    step.parts += _status_lines(a)[0]
    step.briefly = True
    return True


def _answered(flow, step: _Step, q, asked: str, entry, status, today) -> bool:
    """Answer the question ``asked``: the screening's status when it asks that (``status``) and no
    entry but a general one fits, else the FAQ ``entry`` as it applies to the student. False when
    neither answers it (the caller says what then)."""
    entry = _kin_topic_for(step, entry, asked)
    if _why_result(step, q, asked, today):
        pass
    elif status and (entry is None or (entry.id in faq.GENERAL and not understand.names_result(asked))):
        _say_status(step, q, today)
    elif entry is not None:
        step.parts += _own_result(step, q, asked, entry, today)
        _say_faq(step, _as_it_applies(flow, step, entry, today), today)
    else:
        return False
    return True


# Class (fix35g): a grandparent or guardian writing for the student ("I'm helping my grandson", "le
# ayudo a mi nieta") asks whether their own income counts ("Do they count my income? I help his
# mother with the rent", "¿cuenta mi pensión? yo vivo en la casa con ellos"): the question names no
# grandparent, so it got the entry on AGI or on students on their own ("the law adds your income to
# your parents'"), said as if the writer were the student. Asked by the writer of their own money,
# it is the entry on grandparents and guardians (the law counts parents, or a spouse).
_WRITERS_OWN_MONEY = re.compile(r"\b(?:my|mi|mis)\s+(?:own\s+|propi[oa]s?\s+)?(?:income|incomes|pension|retirement|social security|"
                                r"salary|pay|paycheck|money|earnings|benefits?|ingresos?|pension|jubilacion|retiro|seguro social|"
                                r"sueldo|salario|dinero|cheque)\b"
                                r"|\b(?:count|counts|include|includes|cuenta|cuentan|incluye|incluyen)\s+(?:me|mine|lo mio|lo que (?:yo\s+)?gano)\b"
                                r"|\b(?:what|how much)\s+i\s+(?:make|earn|get)\b|\blo que (?:yo\s+)?(?:gano|recibo|cobro)\b")
_INCOME_TOPICS = ("agi", "independent_student", "income_limit", "whose_income_divorced")


def _kin_topic_for(step: _Step, entry, asked: str):
    """Return the grandparents' and guardians' entry in place of an entry on whose income counts
    when a grandparent or guardian writes for the student (no brother or sister) and asks of their
    own money (see above); else ``entry``."""
    norm = understand.normalize(asked or "")
    if not understand.kin_writes() or not _WRITERS_OWN_MONEY.search(norm) \
            or (entry.id not in _INCOME_TOPICS if entry is not None else not _COUNTS_ASKED.search(norm)):
        return entry  # (none found: only when whether it counts is asked, "¿mi jubilación cuenta?")
    said = [t for r, t in step.said_before if r == "user"] + [step.typed or ""]
    if understand.kin_writer() == "sibling" or any(understand.writes_as_sibling(t) for t in said):
        return entry  # (an older brother or sister: the AGI entry says whose income counts)
    return faq.entry("guardians_grandparents") or entry


# Class (dev23): whether "the course" or "it" counts, asked of the program the student named before
# ("quiero sacar la licencia de CDL" … "el curso es cortito, no es carrera, ¿aun así cuenta?"): the
# question names no kind of program, so it was answered without it ("I don't know", or the
# certificates' entry for a licence course). The entry of the program named (kept, or read from the
# student's earlier messages) answers it; an associate's degree leaves it to the classifier.
_PROGRAM_ENTRY = {"licensure_credit": "licensure", "licensure_noncredit": "licensure", "apprenticeship": "apprenticeship",
                  "noncredit_vocational_certificate": "noncredit", "certificate": "certificates",
                  "vocational_certificate": "certificates"}
_OWN_COURSE = re.compile(r"\b(?:el|ese|este|mi|the|this|that|my)\s+(?:curso|cursito|programa|course|program|class|clase|"
                         r"training|entrenamiento)\b")
_COUNTS_ASKED = re.compile(r"\b(?:cuenta|cuentan|califica|calificaria|aplica|sirve|vale|entra|count|counts|qualify|qualifies|"
                           r"eligible|elegible|covered|cubre|cubierto|work|apply)\b")


def _license_kind_asked(flow, step: _Step, q, message: str, lang: str, today) -> None:
    """Class (fix42d): a license named with a question mark at the program question ("cosmetology
    license?", "¿licencia de cosmetología?"): the FAQ answered, and, as for a license named alone
    (fix41z), with or without credit asked, both offered (it was every kind offered again)."""
    if q is None or q.id != "program" or step.proposed or step.options:
        return
    said = understand.read(q, re.sub(r"[?¿]", " ", message), lang, step.state, today)
    # (a longer one read as noncredit classes, "licencia de cosmetología": asked the same, credit unsaid)
    kinds = ("licensure_credit", "licensure_noncredit")
    if said.form is None and set(said.options) == set(kinds) or said.form == {q.id: kinds[1]} \
            and not re.search(r"\b(?:credits?|creditos?|noncredit)\b", understand.normalize(message)):
        step.parts.append(Msg.of(WHICH_ONE))
        step.options = kinds


def _program_entry_too(step: _Step, q, entry, today) -> None:
    """Class (fix42d): a program said as the student's own out of turn ("I'm a student, I want a
    cosmetology license program", "quiero un programa de licencia de cosmetología") is read back
    (understand._volunteer_program), and the FAQ on its kind, which the words matched, answered
    too (before, the answer alone, the program lost)."""
    said = step.proposed.get("program")
    if entry is not None and step.faq is None and isinstance(said, dict) and (q is None or q.id != "program") \
            and entry.id == _PROGRAM_ENTRY.get(said.get("program")):
        _say_faq(step, entry, today)


def _of_own_program(flow, step: _Step, message: str, lang: str, today):
    """Return the FAQ entry on the kind of program the student named before, when ``message``
    asks whether their course or program counts without naming its kind (:data:`_PROGRAM_ENTRY`);
    else None."""
    norm = understand.normalize(message)
    pq = flow.question("program")
    if pq is None or not _OWN_COURSE.search(norm) or not _COUNTS_ASKED.search(norm):
        return None
    if understand.read(pq, message, lang, step.state, today).form not in (None, {"program": "associate"}):
        return None  # the kind named in the question itself: the classifier's
    program = step.state.answers.get("program")
    for role, text in reversed(step.said_before):
        if program is not None:
            break
        if role == "user" and not faq.is_question(text):
            program = (understand.read(pq, text, lang, step.state, today).form or {}).get("program")
    return faq.entry(_PROGRAM_ENTRY[program]) if program in _PROGRAM_ENTRY else None


# A Spanish yes/no question opened with "¿" and of three words or more ("¿La voy a perder?",
# "¿Le dan la beca?"): asked, though no question word starts it ("¿3.1?" is an unsure answer).
# (fix34e) So too a two-word one opened by a pronoun or "es" ("¿me alcanza?", "¿es suficiente?",
# "¿eso cuenta?"), asked after a fact told ("mi promedio es 2.8, ¿me alcanza?": the question was lost).
# the words a short Spanish yes/no question opens with ("¿es mucho?", "¿me alcanza?"), one list for both patterns below
_SHORT_ASK_LEAD = r"(?:me|te|le|nos|les|eso|esto|es|est[aá]|ser[aá]|ser[ií]a)"
_SPANISH_YES_NO = re.compile(r"¿\s*[^\W\d]+(?:\s+[^\W\d]+){2,}[^?]*\?"
                             r"|¿\s*(?:" + _SHORT_ASK_LEAD + r"|s[ií])\s+[^\W\d]+\s*\?")


# A Spanish yes/no question typed without "¿", its verb first ("importa mi promedio de la prepa si
# ya pasó tanto tiempo?", "cuenta la beca si trabajo?"): asked, not an unsure answer; read as one,
# its "si" ("if") was kept as the student's "yes" (class, dev7); "que" as texted too ("tengo q"); and
# asked in the negative ("no importa q ya tenga 31?", "no cuenta que ya trabajo?"): its "no" was kept
# as the pending question's answer (class, dev16)
_SPANISH_VERB_FIRST = re.compile(r"^\W*(?:no\s+)?(?:importa|hay problema|importan|cuenta|cuentan|sirve|sirven|afecta|afectan|aplica|aplican|vale|"
                                 r"influye|necesito|ocupo|tengo (?:que|q|k)|hay (?:que|q|k)|puedo|debo|me toca|me afecta|me sirve|me cuenta|me alcanza|alcanza|basta|"
                                 r"me quitan|pierdo|todavia|aun|sigue|siguen)\s+\w+\s+\w+[^?]*\?")


# A yes/no question with its subject first, then whether it counts or pays ("el curso de CNA cuenta
# aunque no dé créditos?", "the CNA class counts even with no credits?"): asked, not an unsure
# answer; read as one, its "no" was kept as a yes/no question's answer (class, dev20: Pell "No")
_SUBJECT_THEN_VERB = re.compile(r"^\W*(?:el|la|los|las|mi|mis|tu|tus|eso|esto|ese|esa|este|esta|the|my|your|that|this|these|those)\s+"
                                r"(?:\w+\s+){0,5}?(?:no\s+|still\s+|also\s+|tambien\s+|todavia\s+)?"
                                r"(?:cuenta|cuentan|sirve|sirven|aplica|aplican|vale|valen|importa|importan|califica|califican|"
                                r"cubre|cubren|paga|pagan|entra|entran|counts?|works?|applies|apply|qualif(?:y|ies)|matters?|"
                                r"covers?|pays? for)\b[^?]*\?")


# (fix44i) a tag closing a statement as a question ("noncredit counts right?", "lo de sin créditos
# cuenta verdad?", "eso está bien, ¿no?")
_TAG = re.compile(r"[\s,]+(?:right|correct|correcto|yes|no|yeah|ok|okay|isnt it|doesnt it|does it|is it|verdad|cierto|si|no es asi|"
                  r"o no|no es cierto)\s*\?+\s*$")


def _tag_asked(q, message: str, lang: str, state, today) -> bool:
    """Return True when ``message`` is a statement closed by a tag and "?" (:data:`_TAG`) whose
    statement is no answer to ``q``: a question about it, never its tag ("right?") read as a "yes"
    to ``q`` (fix44i: "noncredit counts right?" at the in-state question, a read-back waiting, was
    read back as in-state tuition "Yes", the question not answered)."""
    tag = _TAG.search(understand.fold(message))
    told = understand.fold(message)[:tag.start()] if tag else ""
    if tag and understand.guess_closes(told) and re.search(r"\b(?:si|no|yes)\s*\?+\s*$", understand.fold(message)):
        return False  # "…, creo que no?": a hedged yes or no, the answer itself, not a tag (integration)
    return bool(understand.normalize(told)) and understand.read(q, told, lang, state, today).form is None


def _answer_then_asks(message: str) -> bool:
    """Class (fix50c): an answer marked only with "?" and then a question worded as one, no "wait" between
    ("i think so? what's the income limit", "3.2? whats the income limit", "creo que sí? cuál es el límite"):
    the part before the first "?" asks nothing (:func:`_really_asks`), the part after plainly asks. The
    answer is read back (fix49h's reading of "i think so? wait whats…"), the question answered; it was
    lost, the whole message taken for the question (the question's words made all of it ask)."""
    head, mark, after = message.partition("?")
    return bool(mark) and bool(head.strip(" ¿¡")) and not _really_asks(head + mark) and _asks_after(after)


# (fix51d) a Spanish yes/no question of two words after an answer's "?", its own marks left off ("3.1?
# es suficiente", "55 mil? es mucho", "2.4? me alcanza"): worded as _SPANISH_YES_NO's short one
_SHORT_ASKED_AFTER = re.compile(r"^[\s¿]*" + _SHORT_ASK_LEAD + r"\s+[^\W\d]+[\s?]*$")


def _asks_after(after: str) -> bool:
    """Return True when ``after`` (what follows an answer's "?") plainly asks, or is a short Spanish
    yes/no question typed without its marks (:data:`_SHORT_ASKED_AFTER`, fix51d)."""
    return faq.plainly_asks(after) or bool(_SHORT_ASKED_AFTER.match(understand.fold(after)))


def _told_beside(flow, step: _Step, q, head: str, reading, message: str, lang: str, today) -> tuple:
    """Return ``(told, topic)`` for ``head`` (the part before an answer's "?", :func:`_answer_then_asks`),
    fix51d: ``told`` True when it tells a fact beyond the pending question ``q``'s own answer (the facts
    told with it, "senior at Bowie High, graduating june 2027, 3.1?"); ``topic`` the ``(question, form)``
    of a bare value the question after it names the rule of, when it answers nothing of ``q``'s ("55
    mil? es mucho" at the ZIP question: the income limit asked, the 55 mil read as the income), else None."""
    found = understand.volunteered(flow, head, _reopened(flow, step.state), skip={q.id}, lang=lang, today=today,
                                   asked=q.id, settled=False)
    if found or reading.form is not None:
        return bool(found), None
    entry = faq.find(message)
    fid = next((f for f, topic in _TOLD_TOPIC.items() if entry is not None and topic == entry.id), None)
    fq = flow.question(fid) if fid is not None and fid != q.id else None
    if fq is None or step.state.answered(fq):
        return False, None
    said = understand.read(fq, head, lang, step.state, today)
    if said.form is None or flow.parse(fq, said.form, lang)[1] != {}:
        return False, None
    return False, (fq, said.form)


# (fix51d) the FAQ topic of a fact whose rule a short question after it asks of ("3.1? is that enough",
# "55 mil? es mucho": the GPA minimum, the income limit), when the question names no topic of its own
_TOLD_TOPIC = {"hs_gpa": "gpa_minimum", "cc_gpa": "renewal_gpa", "agi": "income_limit",
               "credits_per_semester": "credits_minimum"}


def _of_told(told: set, asked: str):
    """Return the FAQ entry on the one fact ``told`` (read back or kept from this message) that has a rule's topic
    (:data:`_TOLD_TOPIC`) when ``asked`` is a short question of it ("is that enough", "es
    suficiente", "es mucho"), five words or fewer; else None (fix51d: "3.1? es suficiente" was
    answered with the waiting list's entry, then the credits')."""
    if len(understand.normalize(asked).split()) > 5:
        return None
    topics = {_TOLD_TOPIC[f] for f in told if f in _TOLD_TOPIC}
    return faq.entry(topics.pop()) if len(topics) == 1 else None


def _really_asks(text: str) -> bool:
    """Return True when ``text`` is worded as a question, not only marked with "?"."""
    return faq.plainly_asks(text) or faq.asks_inside(text) or bool(_SPANISH_YES_NO.search(text)) \
        or faq.dictated_question(text) is not None \
        or bool(_SPANISH_VERB_FIRST.search(understand.fold(text))) or bool(_SUBJECT_THEN_VERB.search(understand.fold(text)))


# A question about what was just told ("does that count?", "would that matter?", "¿eso cuenta?", "¿sirve?")
_DOES_THAT_COUNT = re.compile(r"\b(?:does|do|would|will|is|can|could)\s+(?:that|this|it|those|these|mine)\s+"
                              r"(?:count|matter|work|apply|qualify|disqualify|block|affect|stop|be ok|be okay)\b"
                              r"|\b(?:eso|esto|ese|esa|ese titulo|lo|la)?\s*(?:cuenta|cuentan|sirve|sirven|vale|valen|aplica|importa|"
                              r"me bloquea|me descalifica|me afecta)\s*(?:aqui|aca|aca tambien|here|too|tambien)?\s*[?]")


_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")
# (fix40g, dev40) whether what was just told changes the result, asked after it ("does that change it",
# "would that change anything", "¿eso cambia algo?")
_CHANGE_ASKED = re.compile(r"^\W*(?:so\s+|and\s+|y\s+|pero\s+)?(?:(?:does|would|will|could|can)\s+(?:that|this|it)\s+"
                           r"(?:change|affect)|(?:eso|esto)\s+(?:cambia|afecta|cambiaria)|(?:cambia|afecta|cambiaria)\s+(?:eso|esto|algo))\b")


def _pay_told_then_change_asked(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Class (fix40g, dev40): once the result is shown, pay said added and then whether it changes
    the result asked ("oh also my dad does uber at night, like 2k last year. does that change it"):
    the pay is read as when told alone (:func:`_earner_said`: added, the sum read back), and the
    result shown again after its "yes" answers the question (the FAQ's "I don't know" was given, the
    pay lost). Return True when so."""
    told, asked = _told_and_asked(message)
    return bool(told.strip()) and bool(_CHANGE_ASKED.match(understand.fold(asked))) \
        and _earner_said(flow, step, None, {}, told, lang, today)


_NUMBER_THEN_ASKED = re.compile(r"^\s*(\$?\d[\d.,]*(?:\s*(?:k|mil|gpa|unweighted|weighted|credits?|cr[eé]ditos?|"
                                r"(?:a|per|al|por)\s+(?:year|semester|a[nñ]o|semestre)))?)\s+"
                                r"(?:(?:btw|by the way|also|and|oh and|plus|quick question|one more thing|but|por cierto|"
                                r"tambi[eé]n|y|pero|otra cosa|otra pregunta)\b[\s,:;-]*)?(?=\S)", re.I)


# A step of applying told done, "already" said ("we already did the fafsa", "ya mandamos la fafsa",
# "sent the application already"): what comes next is what a question after it asks
_DONE_TOLD = re.compile(r"^(?:(?:we|i|my (?:mom|dad|parents)|mi (?:mama|papa)|mis papas|ok|so|well|pues|bueno)\s+)*"
                        r"(?:already|ya)\s+(?:\w+\s+){0,1}\w+|.*\b(?:already|ya)$")
_STEP_WORDS = ("fafsa", "one app", "application", "app", "solicitud", "aplicacion", "form", "formulario", "admission",
               "admision", "papeles", "documents", "documentos", "paperwork")


# A question pointing back at what was told ("can i still use it", "¿eso cuenta?"): asked of the told part
_REFERS_BACK = re.compile(r"\b(?:it|its|that|thats|this|those|these|them|eso|esto|esa|ese|lo|la|los|las)\b")


# (fix53g) "but" / "though" / "pero" / "aunque" between a told part and a question, no comma before it
_BUT_THEN = re.compile(r"\s+(?:but|though|tho|pero|aunque)\s+(?=\S)", re.I)


def _told_but_asks(sentence: str) -> tuple | None:
    """Return ``(told, asked)`` for a sentence that tells something and then, after "but" (:data:`_BUT_THEN`,
    no comma before it), asks (:func:`_really_asks`), the told part asking nothing; else None (fix53g)."""
    for m in _BUT_THEN.finditer(sentence):
        head, tail = sentence[:m.start()], sentence[m.end():]
        if understand.normalize(head) and not _really_asks(head) and "?" not in head and "¿" not in head \
                and _really_asks(tail):
            return head, tail
    return None


def _told_and_asked(message: str) -> tuple:
    """Return ``(told, asked)``: the sentences of ``message`` that only tell something, and the
    ones that ask ("" when there are none)."""
    told, asked = [], []
    for s in (s for s in _SENTENCES.split(message.strip()) if s.strip()):
        cut = faq.dictated_question(s)  # "soy dreamer la puedo recibir": told, then asked
        if cut is not None:
            told.append(cut[0])
            asked.append(cut[1])
        elif faq.is_question(s) and (cut := faq.yes_no_before_question(s)) is not None:
            # (fix51d) a yes or a no typed right before the question ("yes what's the income limit",
            # "sí cuál es el límite"): told, as with a comma between (the yes was lost)
            told.append(cut[0])
            asked.append(cut[1])
        elif faq.is_question(s):
            # Class (dev8): facts told before the question in one sentence ("i have the promise at
            # montgomery college, can i keep it next year?", "me mudé a Silver Spring, ¿puedo pedir
            # la beca?"): the clauses before the first one that asks are told
            clauses = s.split(",")
            first = next((i for i, c in enumerate(clauses) if _really_asks(c)), 0)
            lead = _NUMBER_THEN_ASKED.match(s) if not first else None
            if lead and _really_asks(s[lead.end():]):
                # Class (a newcomer's finding): a number answered, then a question with no comma
                # ("3.4 btw does it cover books?", "15 credits also can i take online classes"): the
                # number is told (read as a comma's "12, ¿puedo…?" was), never dropped for the question
                told.append(lead.group(1))
                asked.append(s[lead.end():])
                continue
            if not first and (cut := _told_but_asks(s)) is not None:
                # (fix53g, a newcomer's finding) an answer, then "but" and a question with no comma ("first
                # time but what if they turn me down", "primera vez pero y si me la niegan"): told, as with
                # a comma between (the whole sentence was taken for the question: "I don't know", the
                # answer dropped and asked again)
                told.append(cut[0])
                asked.append(cut[1])
                continue
            told.append(",".join(clauses[:first]))
            asked.append(",".join(clauses[first:]))
        else:
            told.append(s)
    return " ".join(t for t in told if t.strip()), " ".join(asked)


def _once(parts: list, text: str) -> list:
    """Return ``parts`` with only the first part whose msgid is ``text``."""
    out, seen = [], False
    for p in parts:
        if getattr(p, "text", None) == text:
            if seen:
                continue
            seen = True
        out.append(p)
    return out


# --- the reply ------------------------------------------------------------------------------------


# The web form's own wording of this question, naming the college it means (screener/web/forms.py)
HOME_COLLEGE_ASKED = N_("Does %(college)s, your home college, offer the program you want?")


# (fix47c, a newcomer's finding) the income's hint to a household of one parent: "Add the AGI of you and
# your parents" contradicted "not both parents added together" said just before it (APART_WHICH).
# (fix51f) It lives with the question now, in its three voices, beside each other household's
# (flows/questions.yaml agi ``hint_by``, Question.hint_for): the web form says it too (:func:`_household_hint`).


# Class (fix31c): a parent, grandparent, guardian or older sibling writing for the student ("I'm
# asking for my daughter", "soy la abuela de Sofía", "I'm his big sister") was asked "Where did you
# finish high school?", "What is your GPA?": the questions (and the choices read back) then name
# the student in the third person for the rest of the conversation (``Conversation.for_student``).
# A question's heading, help, choices and names are said of the student beside them in
# flows/questions.yaml (``question_third_person``, ``hint_third_person``, ``label_third_person``,
# ``summary_third_person``: :attr:`Question.third_person`); here, the chat's own questions.
THIRD_PERSON = {
    # (fix49d) the greeting after "start over", said to whoever still writes for the student
    GREETING: N_("Hi! I can help you find out whether the student is likely eligible for the Maryland Community College Promise Scholarship. I'll ask a few short questions about them. You can ask me a question at any time, or type “start over”."),
    HOME_COLLEGE_ASKED: N_("Does %(college)s, the student's home college, offer the program they want?"),
    GPA_ON_SCALE: N_("What is the student's GPA out of %(scale)s? For example: %(example)s."),
    AID_BIRTH_YEAR: N_("What year was the student born?"),
    understand.FAMILY_SSI_ASK: understand.FAMILY_SSI_ASK_STUDENT,
    # (fix43m) a parent of the household gone after the result, said to a parent writing
    understand.PARENT_GONE_ASKED: N_("That changes the student's household, and whose income counts. So I'll ask about the household and its income again."),
    # (fix44k) the student's other parent said at home, said to a parent writing (:func:`_household_joined`)
    understand.PARENT_JOINED_SUM: N_("Both parents who live with the student count on the FAFSA: the household becomes a two-parent one, and the other parent's income is added to the one you gave: %(kept)s + %(added)s = %(total)s."),
    understand.PARENT_JOINED_ASKED: N_("Both parents who live with the student count on the FAFSA: the household becomes a two-parent one, and both incomes are added. So I'll ask about the household and its income again."),
    # (fix38p, a newcomer's finding) the "likely not eligible" result said to a parent writing
    STATUS[INELIGIBLE]: N_("Based on your answers, the student is likely not eligible for the Promise Scholarship right now. Here's why:"),
    # (fix48k) the result's own lines said of the student to a grandparent, guardian or sibling (a
    # parent had them, fix48d; the others heard "you are likely eligible", "your Pell Grant")
    STATUS[ELIGIBLE]: N_("Good news: based on your answers, the student is likely eligible for the Promise Scholarship. Their college makes the final decision, and awards depend on funding."),
    STATUS_MORE_INFO: N_("I can't tell yet whether the student is eligible. Here's what is still open:"),
    ESTIMATE_RANGE: N_("Estimated award: %(low)s to %(high)s a year, depending on the student's Pell Grant."),
    ESTIMATE_COVERED: N_("Estimated award: %(amount)s a year, because the student's grants (%(grants)s) already cover their tuition and fees (%(tuition)s). Their tuition is still paid for, and the grant money left over can help with books and other costs."),
    FULL_RESULT: N_("The student's full result, with every rule and the law behind it: %(url)s"),
    HEDGE_RULES_OUT: N_("This answer decides whether the student can get the scholarship, so I want to be sure."),  # (fix51k)
    COUNTY_NOT_SCHOOL: N_("That's a county, not a school, so I kept it as the county the student lives in."),  # (fix51k)
    CLOSER_SIZE: N_("For a closer estimate, tell me how many people live in the student's household, for example “4 people”."),
    CLOSER_SIZE_TUITION: N_("For a closer estimate, tell me how many people live in the student's household, for example “4 people”. You can also type “change my tuition” and give the student's tuition and grants."),
    CLOSER_ESTIMATE: N_("For a closer estimate, type “change my tuition” and give the student's tuition and grants."),
    ESTIMATE: N_("The student's estimated award: about %(amount)s a year (the most is %(max)s)."),
    # (fix50f) the lines a parent had a form for (PARENT_FORMS) and a grandparent, guardian or sibling
    # didn't: a choice question's "Tap or type the one that fits you", the ZIP code's and county's
    # prompts and hints, the college's office: said of the student
    CHOICE_NOT_YES_NO: N_("I need your answer to this question, not a “yes” or “no”: one of the choices. Tap or type the one that fits the student."),
    PERSON_COLLEGE: N_("The student's community college's financial aid office can help with their case."),
    SKIPPED: N_("Let's leave that one open for now and go on. The student's college's financial aid office can help you find the answer."),
    ZIP_STILL_NEEDED: N_("That looks like an amount of money. I still need the student's home ZIP code."),
    ZIP_NOT_FOUND: N_("I couldn't find ZIP code %(zip)s. If it has a typo, type it again; or tell me the student's county."),
    ZIP_NONE: N_("That's OK. I only need a ZIP code to find the student's county, so tell me their county instead."),
    ZIP_DROPPED: N_("ZIP code %(zip)s isn't in %(county)s, so I no longer use it: the student's county decides their home college."),
    HOME_NOTED: N_("Thanks. I'll ask for the student's ZIP code to find their county."),
    STREET_NOTED: N_("Thanks. I can't tell the student's county from a street name, so I'll ask for their ZIP code."),
    STREET_UNMAPPED: N_("Thanks. I can't tell the student's county from a street name."),
    TYPE_COUNTY: N_("Choose the county where the student lives from the list, or type its name, for example “Frederick County”. Baltimore City and Baltimore County are different places."),
    COUNTY_HINT_NO_ZIP: N_("Pick the county where the student lives. Baltimore City and Baltimore County are different places."),
    # (fix49d) the rules' messages said of the student: screener/voice.py, as a parent's are
    **RULES_THIRD,
    # (fix52e) the household's and income's lines naming the family ("your stepdad's"): screener/voice.py
    **{key: forms[1] for key, forms in chat_voices().items()},
    # (fix36d's line for rules.NOT_COMBINED "apart", the same msgid as understand.AWAY_NOT_COUNTED, is
    # RULES_THIRD's own entry now: fix50f moved it there from after this table, fix49r1's override by order)
}
_THIRD_PERSON_READ = [None, {}]  # (the flow, its texts and the chat's said of the student: :func:`_third_person_forms`)

# Class (fix48d, one voice for a parent): a parent writing for their child ("I'm a mom, my son is a
# senior", "soy la mamá de Kevin") was asked of "the student", then told "you are likely eligible",
# "depending on your Pell Grant", "Your high school GPA … is below": three people in one result.
# To a parent (``_Step.for_child``: :data:`PARENT` in the box :func:`_of_student` fills) every text
# the chat says of the student is said of "your child" ("tu hijo o hija", tú as the chat speaks):
# the flow's ``*_parent`` texts beside their ``*_third_person`` ones (flows/questions.yaml) and the
# chat's own below, each chosen in ONE place (:func:`_person`); a text with no parent form falls
# back to its third-person one (never "you" where one exists). The rules' messages are the rules'
# (screener/rules.py: fix49d only named them); their wording to a parent, and of the student, lives in ONE place,
# screener/voice.py (fix49d: keyed by the names rules.py gives them; the web's result page says them too).
PARENT = "parent"  # the voice: a parent writing for their child (the box's value; True: anyone else for the student)
VOICES = (False, True, PARENT)  # every voice a text is said in (a question asked before, in any of them)
PARENT_FORMS = {
    # (fix49d) the greeting after "start over", said to the parent who still writes
    GREETING: N_("Hi! I can help you find out whether your child is likely eligible for the Maryland Community College Promise Scholarship. I'll ask a few short questions about them. You can ask me a question at any time, or type “start over”."),
    HOME_COLLEGE_ASKED: N_("Does %(college)s, your child's home college, offer the program they want?"),
    GPA_ON_SCALE: N_("What is your child's GPA out of %(scale)s? For example: %(example)s."),
    AID_BIRTH_YEAR: N_("What year was your child born?"),
    understand.FAMILY_SSI_ASK: N_("You said your family gets SSI or SSDI. Does your child get SSI or SSDI themselves, as the person with the disability? (That can mean a tuition waiver.)"),
    understand.PARENT_GONE_ASKED: N_("That changes your child's household, and whose income counts. So I'll ask about the household and its income again."),
    understand.PARENT_JOINED_SUM: N_("Both parents who live with your child count on the FAFSA: the household becomes a two-parent one, and the other parent's income is added to the one you gave: %(kept)s + %(added)s = %(total)s."),
    understand.PARENT_JOINED_ASKED: N_("Both parents who live with your child count on the FAFSA: the household becomes a two-parent one, and both incomes are added. So I'll ask about the household and its income again."),
    CHOICE_NOT_YES_NO: N_("I need your answer to this question, not a “yes” or “no”: one of the choices. Tap or type the one that fits your child."),
    PERSON_COLLEGE: N_("Your child's community college's financial aid office can help with their case."),
    SKIPPED: N_("Let's leave that one open for now and go on. Your child's college's financial aid office can help you find the answer."),
    understand.WRITER_PARENT: N_("You wrote as a parent, so I counted you as one of the parents at home."),
    # where the child lives (fix48d: "Todavía necesito el código postal" was said of the parent's home)
    ZIP_STILL_NEEDED: N_("That looks like an amount of money. I still need your child's home ZIP code."),
    ZIP_NOT_FOUND: N_("I couldn't find ZIP code %(zip)s. If it has a typo, type it again; or tell me your child's county."),
    ZIP_NONE: N_("That's OK. I only need a ZIP code to find your child's county, so tell me their county instead."),
    ZIP_DROPPED: N_("ZIP code %(zip)s isn't in %(county)s, so I no longer use it: your child's county decides their home college."),
    HOME_NOTED: N_("Thanks. I'll ask for your child's ZIP code to find their county."),
    STREET_NOTED: N_("Thanks. I can't tell your child's county from a street name, so I'll ask for their ZIP code."),
    STREET_UNMAPPED: N_("Thanks. I can't tell your child's county from a street name."),
    TYPE_COUNTY: N_("Choose the county where your child lives from the list, or type its name, for example “Frederick County”. Baltimore City and Baltimore County are different places."),
    COUNTY_HINT_NO_ZIP: N_("Pick the county where your child lives. Baltimore City and Baltimore County are different places."),
    # the result the chat shows: its status, estimate and link
    STATUS[ELIGIBLE]: N_("Good news: based on your answers, your child is likely eligible for the Promise Scholarship. Their college makes the final decision, and awards depend on funding."),
    STATUS[INELIGIBLE]: N_("Based on your answers, your child is likely not eligible for the Promise Scholarship right now. Here's why:"),
    STATUS_MORE_INFO: N_("I can't tell yet whether your child is eligible. Here's what is still open:"),
    ESTIMATE_RANGE: N_("Estimated award: %(low)s to %(high)s a year, depending on your child's Pell Grant."),
    ESTIMATE_COVERED: N_("Estimated award: %(amount)s a year, because your child's grants (%(grants)s) already cover their tuition and fees (%(tuition)s). Their tuition is still paid for, and the grant money left over can help with books and other costs."),
    FULL_RESULT: N_("Your child's full result, with every rule and the law behind it: %(url)s"),
    # (fix51k, a newcomer's finding: "si puedes recibir la beca" said to a parent) a hedge to an answer that rules out
    HEDGE_RULES_OUT: N_("This answer decides whether your child can get the scholarship, so I want to be sure."),
    COUNTY_NOT_SCHOOL: N_("That's a county, not a school, so I kept it as the county your child lives in."),  # (fix51k)
    # (fix48k) the closer estimate's household is the child's
    CLOSER_SIZE: N_("For a closer estimate, tell me how many people live in your child's household, for example “4 people”."),
    CLOSER_SIZE_TUITION: N_("For a closer estimate, tell me how many people live in your child's household, for example “4 people”. You can also type “change my tuition” and give their tuition and grants."),
    CLOSER_ESTIMATE: N_("For a closer estimate, type “change my tuition” and give your child's tuition and grants."),
    ESTIMATE: N_("Your child's estimated award: about %(amount)s a year (the most is %(max)s)."),
    # (fix49d) the rules' messages said to a parent of their child: screener/voice.py, one place for
    # the chat and the web's result page (the page reached from the chat's link says them too)
    **RULES_PARENT,
    # (fix52e) the household's and income's lines naming the family, said of "your child's" stepdad,
    # parents…: screener/voice.py, beside their forms said of the student
    **{key: forms[0] for key, forms in chat_voices().items()},
}
_PARENT_READ = [None, {}]  # (the flow, its texts and the chat's said to a parent: :func:`_parent_forms`)


def _parent_forms() -> dict:
    """Return each text the chat says to the student mapped to it said to a parent of their child
    (fix48d): the flow's (:attr:`Question.parent`) and the chat's own (:data:`PARENT_FORMS`)."""
    flow = load_flow()
    if _PARENT_READ[0] is not flow:
        _PARENT_READ[:] = [flow, {**{t: s for q in flow.questions for t, s in q.parent}, **PARENT_FORMS}]
    return _PARENT_READ[1]


def _third_person_forms() -> dict:
    """Return each text the chat says to the student mapped to it said of the student: the flow's
    (flows/questions.yaml, :attr:`Question.third_person`) and the chat's own (:data:`THIRD_PERSON`)."""
    flow = load_flow()
    if _THIRD_PERSON_READ[0] is not flow:
        _THIRD_PERSON_READ[:] = [flow, {**{t: s for q in flow.questions for t, s in q.third_person}, **THIRD_PERSON}]
    return _THIRD_PERSON_READ[1]


# (fix48e) parents who live apart, as this conversation holds them (:attr:`Conversation.apart`,
# ``(income, other)``): every assessment the chat makes adds the other parent's AGI to the answers as
# the rules' internal answer (rules.APART_PARENT_AGI, no contract field) while the income screened is
# the one it was said beside; a box, [()] outside a reply (:func:`run`, :func:`_apart_known`)
_APART = ContextVar("screener_chat_apart", default=None)


def run(answers: dict, today: dt.date | None = None):
    """Assess ``answers`` (screener.serialize.run) with the other parent's AGI of parents who live
    apart added while the income in them is the one it was said beside (fix48e, :data:`_APART`)."""
    return _screened(with_apart(answers), today)


def with_apart(answers: dict) -> dict:
    """(fix48e) Return ``answers`` with the rules' internal answer :data:`rules.APART_PARENT_AGI` from
    :data:`_APART` while their income is the one the other parent's was said beside, else as they are."""
    box = _APART.get()
    apart = box[0] if box else ()
    if not apart or APART_PARENT_AGI in answers or not _same_number(answers.get("agi"), apart[0]):
        return answers
    return {**answers, APART_PARENT_AGI: apart[1]}


@contextmanager
def _apart_known(apart: tuple):
    """Let the block's assessments weigh ``apart`` (:data:`_APART`; :func:`_apart_set` changes it)."""
    token = _APART.set([tuple(apart)])
    try:
        yield
    finally:
        _APART.reset(token)


def _apart_set(apart: tuple) -> None:
    """(fix48e) Make ``apart`` the parents-apart incomes the reply being made weighs (:data:`_APART`)."""
    box = _APART.get()
    if box is not None:
        box[0] = tuple(apart)


_FOR_STUDENT = ContextVar("screener_chat_for_student", default=None)  # a box: [True] while the reply speaks of the student


@contextmanager
def _speaking_of_student():
    """Let the block's reply name the student in the third person once :func:`_of_student` is told so."""
    box = [False]
    token, read = _FOR_STUDENT.set(box), understand.FOR_STUDENT.set(box)  # (the readers see it too: the writer's own facts)
    try:
        yield
    finally:
        understand.FOR_STUDENT.reset(read)
        _FOR_STUDENT.reset(token)


def _of_student(flag) -> None:
    """Say whether the reply being made speaks to someone writing for the student (``flag``):
    :data:`PARENT` for a parent writing for their child (fix48d), True for anyone else."""
    box = _FOR_STUDENT.get()
    if box is not None:
        box[0] = PARENT if flag == PARENT else bool(flag)


def _writer(step) -> str | None:
    """(fix49d) Return who writes for the student in the reply to ``step`` as screener/voice.py and
    the web's result page name them (the internal answer WRITER): a parent, someone else, or None."""
    said_by = _voice(step)
    return WRITER_PARENT if said_by == PARENT else WRITER_OTHER if said_by else None


def _voice(step) -> object:
    """Return the voice the reply to ``step`` speaks in (fix48d): :data:`PARENT` when a parent writes
    for their child (``for_child``), True when someone else writes for the student, else False."""
    return PARENT if step.for_child else bool(step.for_student)


def _person(msgid: str, third=None) -> str:
    """Return ``msgid`` as said to someone writing for the student (:func:`_third_person_forms`) when
    ``third`` (None: as the reply being made speaks, :func:`_of_student`), else ``msgid``. (fix48d)
    With ``third`` :data:`PARENT`, as said to a parent of their child (:func:`_parent_forms`), else
    (no parent form) as said of the student."""
    if third is None:
        box = _FOR_STUDENT.get()
        third = (box[0] or False) if box else False
    if third == PARENT and msgid in _parent_forms():
        return _parent_forms()[msgid]
    return _third_person_forms().get(msgid, msgid) if third else msgid


# (fix35d) a choice question asked a third time in a row: its choices, listed plainly
CHOICES_PLAINLY = N_("Here are the choices. Tap or type the one closest to the situation:\n%(choices)s")


def _asked_in_a_row(step: _Step, q, lang: str) -> int:
    """Return how many of the bot's last messages in a row, before this reply, asked ``q`` (its
    question as said to the student or of them, :func:`_third_person_forms`)."""
    return _said_in_a_row(step, {render(Msg.of(_person(q.question, third)), lang) for third in VOICES})


def _said_in_a_row(step: _Step, said: set) -> int:
    """Return how many of the bot's last messages in a row, before this reply, hold one of the texts ``said``."""
    count = 0
    for role, text in reversed(step.said_before):
        if role != "bot":
            continue
        if not any(s in text for s in said):
            break
        count += 1
    return count


def _ask(q, hint: bool, pair=None, no_zip: bool = False, scale=None, home=None) -> list:
    """Return the question, with its hint only when ``hint`` (asked for, or after a miss), and
    the question asked with it (``pair``, as the web page's ``extra`` label puts it) after it.
    A GPA whose ``scale`` was said alone is asked on that scale (:func:`_scale_kept`); whether
    the home college offers the program names that college (``home``), as the web form does."""
    asked = Msg.of(_person(q.question))
    if q.id == "program_offered_locally" and home is not None:
        asked = Msg.of(_person(HOME_COLLEGE_ASKED), college=home.name)
    if scale is not None:
        shown = str(int(scale)) if float(scale).is_integer() else str(scale)
        asked = Msg.of(_person(GPA_ON_SCALE), scale=SCALE_NAMES.get(shown, shown), example=understand.SCALE_EXAMPLE.get(shown, "3.2"))
        if shown not in ("4", "100"):  # not converted by the rules (contract): the 4.0 one is better
            asked = (asked, Msg.of(SCALE_NOT_CONVERTED))
    if pair is not None:
        label = next((i.label for i in q.extra if i.id == pair.id and i.label), pair.question)
        asked = (asked, Msg.of(_person(label)))
    if not hint or not q.hint:
        return [asked]
    if q.kind == "county" and no_zip:  # no ZIP code given: the hint about a ZIP's counties doesn't apply
        return [asked, Msg.of(COUNTY_HINT_NO_ZIP)]
    return [asked, Msg.of(_person(q.hint))]


def _estimate(aw) -> list:
    if aw.estimate is None:
        return []
    if aw.covered_by_grants:
        # Said in the chat's own words: the award's note starts "Good news", as the status does.
        return [Msg.of(ESTIMATE_COVERED, amount=Money(0), grants=Money(aw.grant_aid_low), tuition=Money(aw.tuition))]
    if aw.is_range:
        return [Msg.of(ESTIMATE_RANGE, low=Money(aw.estimate_low), high=Money(aw.estimate_high))]
    return [Msg.of(ESTIMATE, amount=Money(aw.estimate), max=Money(aw.max))]


def _aid_office(college, eligible: bool) -> Msg:
    """Return where to use the award (``eligible``) or whom to talk to, at ``college``: its
    financial aid office's page only when one is sourced, else its website to find it on
    (a homepage is never called the financial aid office)."""
    if college.financial_aid_url:
        return Msg.of(WHERE if eligible else ASK_COLLEGE, college=college.name, url=college.financial_aid_url)
    if college.url:
        return Msg.of(WHERE_SITE if eligible else ASK_COLLEGE_SITE, college=college.name, url=college.url)
    return Msg.of(WHERE_NO_LINK if eligible else ASK_COLLEGE_NO_LINK, college=college.name)


def result(a, url: str | None = None) -> list:
    """Return the reply parts that sum up an :class:`~screener.rules.Assessment` ``a``.

    The status in plain words ("likely", never "you will get"), the checks behind it (passing
    ones when eligible, failing when not, open ones otherwise) with citations, the estimate
    (or why it is $0), where to use the award (the college chosen, else the home college)
    and the first next step. With ``url``, the link to the full result page, it is a summary
    a phone shows in a few lines: the rules met and the funding priorities are on that page
    (the status already says awards depend on funding); what rules the student out or is
    still open is said here too.
    """
    parts, listed = _status_lines(a, url)
    # a GPA converted to the 4.0 scale says so ("Confirm with your counselor") even when its rule isn't listed
    parts += [c.converted for c in a.checks if c.converted is not None and c not in listed]
    missing = _missing_names(a.missing) if a.status not in REASONS else None
    if missing is not None:
        parts.append(Msg.of(MISSING_HELP, what=missing))  # what is missing, by the names the chat gives answers
    elif any(c.condition is not None for c in a.checks if c.result == PASS):  # a pass that holds only if the college agrees
        parts.append(tuple(Msg.of(CONDITIONAL, message=c.message, condition=c.condition)
                           for c in a.checks if c.result == PASS and c.condition is not None))
    if a.status != INELIGIBLE:
        parts += _estimate(a.award)
    if a.status not in REASONS:
        parts += _contacts(a)  # needs more information: who can help find it
    else:
        parts += _where_to_use(a)
    if a.status == ELIGIBLE and a.next_steps:
        parts.append(a.next_steps[0])
        if url is None:
            parts.append(FUNDING_LIMITED)  # awards are limited (§18-3604): every likely-eligible result says so
    if url is not None:
        parts.append(Msg.of(FULL_RESULT, url=url))
    parts.append(Msg.of(CLOSING))
    return parts


def _status_lines(a, url: str | None = None) -> tuple:
    """Return ``(parts, listed)``: a result's status in plain words and the checks listed under
    it (passing ones when eligible, failing when not, open ones otherwise; with ``url``, the
    rules met are left to the full result page), and those checks."""
    wanted = REASONS.get(a.status, UNKNOWN)
    parts = [Msg.of(_person(STATUS.get(a.status, STATUS_MORE_INFO)))]
    home = getattr(a, "home_alternative", None)
    if a.status == INELIGIBLE and home is not None and a.college is not None \
            and a.home_status in (ELIGIBLE, MORE_INFO):
        # (fix53m) likely eligible (or still open) at the home college: said first, never a bare "no"
        parts = [Msg.of(STATUS_HOME_ELIGIBLE if a.home_status == ELIGIBLE else STATUS_HOME_MORE_INFO,
                        home=home.name, college=a.college.name)]
    listed = [c for c in a.checks if c.result == wanted] if url is None or wanted != PASS else []
    if listed:
        parts.append(tuple(Msg.of(BULLET, message=_of_student_said(_named(c)) if c.condition is None else Msg.of(CONDITIONAL, message=c.message, condition=c.condition),
                                  citation=c.citation) for c in listed))
    return parts, listed


def _where_to_use(a) -> list:
    """Return a result's line on where to use the award (the college chosen, else the home
    college) or, when the student is not likely eligible, whom to talk to there."""
    return [_aid_office(a.college, a.status == ELIGIBLE)] if a.college is not None else []


# FAQ entries a student may ask of their own result ("how much will I get?", "what college do I go
# to?"): the result's own lines that answer them (:func:`_own_result`)
OWN_RESULT = {
    "award_amount": lambda a, url: (_estimate(a.award) if a.status != INELIGIBLE else []) or _status_lines(a, url)[0],
    "which_college": lambda a, url: _where_to_use(a),
}


def _own_result(step: _Step, q, message: str, entry, today) -> list:
    """Class (a newcomer's finding): a question about the student's own result once it is shown
    ("how much will I get?", "which college can I use it at?", "¿cuánto me van a dar?", "¿a qué
    college puedo ir?") got only the FAQ's general answer. Return the result's own lines that
    answer it (the estimate, or the status when there is none; where to use the award), said
    before the FAQ's answer; [] before the result, for a question not in the first person, or
    one with facts just read back (the result would change)."""
    if q is not None or entry.id not in OWN_RESULT or step.proposed or not understand.asks_own(message):
        return []
    return OWN_RESULT[entry.id](run(step.state.answers, today), step.link())


def _missing_names(fields) -> Msg | None:
    """Return the names the chat gives the answers ``fields`` ("Program, Credits a semester"), as
    one message (None for none): what a needs-more-info result is still missing."""
    flow = load_flow()
    names = []
    for f in fields:
        q = _field_question(flow, f)
        if q is not None and _input(q, f) is not None:
            name = Msg.of(field_name(q, f))
            if name not in names:
                names.append(name)
    if not names:
        return None
    out = names[-1]
    for name in reversed(names[:-1]):
        out = Msg.of(NAMES, first=name, rest=out)
    return out


def _of_student_said(msg):
    """Return a result's line ``msg`` said of the student when someone writes for them
    (:func:`_person`: "the student and the student's parents", never "you and your parents" to a
    parent writing, fix38p), else ``msg``."""
    text = getattr(msg, "text", None)
    if text is None:
        return msg
    # (fix48d) a check's message with its notes ("%(main)s %(note)s": the GPA below, how it can
    # still change, the dual-enrollment note) is said of the student part by part, notes too
    params = tuple((k, _of_student_said(v) if isinstance(v, Msg) else v) for k, v in msg.params)
    return Msg(_person(text), params) if _person(text) != text or params != msg.params else msg


def _to_parent(part, forms=None):
    """Return the reply part ``part`` (a :class:`Msg`, nested ones too, or a tuple of them) said to
    a parent of their child (fix48d, :func:`_parent_forms`), or in the voice whose texts are
    ``forms`` (fix48k: :func:`_third_person_forms` to a grandparent, guardian or sibling, who heard
    the result's "you are likely eligible"); any other part as it is."""
    forms = _parent_forms() if forms is None else forms
    if isinstance(part, tuple):
        return tuple(_to_parent(p, forms) for p in part)
    if not isinstance(part, Msg):
        return part
    params = tuple((k, _to_parent(v, forms) if isinstance(v, Msg) else v) for k, v in part.params)
    return Msg(forms.get(part.text, part.text), params)


def _said_voiced(step, part, lang: str) -> str:
    """Return ``part`` (a pay said back, :func:`understand.part_said`) rendered in the voice of the reply
    to ``step`` (:func:`_voice`, as :func:`_to_parent` says the reply's other parts). Class (fix53b, a
    newcomer's finding): a pay said back inside another line was rendered to a string before the reply's
    voice was applied (the "• Pay said so far: …" line, "I'll keep …" after "I don't know"), so an older
    brother or a grandparent writing read "your mom's $50,000" (the writer's own mother) and a parent "your
    dad's" (the writer's own father): WHOSE lost with the string. Said of the student ("the student's mom's")
    or to the parent ("your child's mom's") as the reply's Msg parts are."""
    return _render(_voiced(step, part), lang)


def _voiced(step, part, voice=None):
    """(fix53r1) Return ``part`` in the voice of the reply to ``step``: to a parent writing, of "your child"
    (fix48d); to anyone else writing for the student, in the third person (fix48k); else as it is. One branching
    for :func:`_said_voiced` and the reply's parts (it was copied)."""
    voice = _voice(step) if voice is None else voice
    if voice == PARENT:
        return _to_parent(part)
    return _to_parent(part, _third_person_forms()) if voice else part


def _pay_said_voiced(step, part, lang: str) -> str:
    """(fix53r1) Return an earner's pay ``part`` said back (:func:`understand.part_said`, the writer's names) in the
    reply's voice (:func:`_said_voiced`), its trailing comma dropped: the four callers had each spelled it out."""
    return _said_voiced(step, understand.part_said(part, _writers_names(step)), lang).rstrip(" ,")


def _named(check) -> Msg:
    """Return a check's message, its "We need a few more answers" naming the answers it needs
    (class: a needs-more-info line that named nothing)."""
    if getattr(check.message, "text", None) == GENERIC_UNKNOWN:
        names = _missing_names(check.needs)
        if names is not None:
            return Msg.of(NEEDS_NAMED, what=names)
    return check.message


def _gathered(parts: list) -> list:
    """Return ``parts`` with each run of two or more "Got it. X: Y." lines said as one list
    ("Got it: • X: Y • Z: W"), so several facts taken at once read short on a phone."""
    out, run_ = [], []
    for part in parts + [None]:
        if isinstance(part, Msg) and part.text == GOT_IT:
            run_.append(part)
            continue
        if len(run_) >= 2:
            out += [Msg.of(GOT_THESE), tuple(Msg(CHECK_LINE, m.params) for m in run_)]
        else:
            out += run_
        run_ = []
        if part is not None:
            out.append(part)
    return out


@dataclass(frozen=True)
class InLanguage:
    """A reply part said in a language of its own (how to switch languages, said in both)."""
    msg: Msg | str
    lang: str


SWITCH_LANGUAGE = {
    "es": N_("To chat in Spanish, choose “Español” at the top of the chat page (by text message, send ESPANOL; an app sends lang “es”)."),
    "en": N_("To chat in English, choose “English” at the top of the chat page (by text message, send ENGLISH; an app sends lang “en”)."),
}


def _render(part, lang: str) -> str:
    """Render one reply part: a :class:`Msg`, or a tuple of them as lines of one paragraph."""
    if isinstance(part, InLanguage):
        return render(part.msg, part.lang)
    if isinstance(part, tuple):
        return "\n".join(render(p, lang) for p in part)
    return render(part, lang)


# Pages whose answers are separate facts, each told on its own in the chat ("I get SSI", later "I
# was in foster care"): one told leaves the others as they were (the web page sends them all).
SEPARATE_FACTS = ("birth_year",)
BOOKKEEPING = {"application_date", "lang"}  # answers the chat sets itself, not the student
BECAUSE = "_because"  # in ``pending``: the earlier answers a ruling-out read-back rests on


def _resting_on(flow, state, proposed: dict, today) -> dict:
    """Return the earlier answers ``{field: value}`` that, with the answers read back in
    ``proposed``, would rule the student out: each answer without which a failing check no
    longer fails (a GPA of 1.9 given earlier, when the month of graduation now makes it count).
    They are read back with the new answers, so a "no" is never built on an answer misread
    earlier, and dropped with them on a "no" (asked again)."""
    answers = dict(state.answers)
    for qid, updates in proposed.items():
        if qid != BECAUSE:
            for k, v in updates.items():
                answers[k] = v
            answers = {k: v for k, v in answers.items() if v is not None}
    a = run(answers, today)
    if not flow.decided_ineligible(a):
        return {}
    # the checks the read-back answers make fail (a student already ruled out by a confirmed
    # degree can be ruled out by their income too: it rests on answers read back as well)
    failing = {c.id for c in a.checks if c.result == FAIL and not c.assumed} \
        - {c.id for c in run(state.answers, today).checks if c.result == FAIL and not c.assumed}
    if not failing:
        return {}
    new = {k for qid, u in proposed.items() if qid != BECAUSE for k in u}
    out = {}
    for f, v in state.answers.items():
        if f in new or f in ("application_date", "lang") or not any(f in q.fields for q in flow.questions):
            continue
        without = run({k: w for k, w in answers.items() if k != f}, today)
        if any(c.id in failing and c.result != FAIL for c in without.checks):
            out[f] = v
        elif f == "applicant_type" and failing - {c.id for c in without.checks}:
            # (fix53j) a renewal's own check (renewal_credits, renewal_gpa…) is not made at all without the
            # renewal: the ruling out rests on it, read back with it (a renewal said plainly in the opening
            # is kept unasked, :func:`_plainly_stated`)
            out[f] = v
    return out


def _measured_correction(flow, state, proposed: dict) -> bool:
    """Return True when ``proposed`` only corrects answers kept before with another value, each
    a value measured against a limit (a GPA, an amount, a count: "actually my gpa is 2.2" after
    3.5): a ruling out then rests on the value corrected, read back alone; the answers that make
    the limit apply (the graduation month, the program) were kept without it failing and are
    neither read back with it nor dropped by its "no" (class, a tester's finding: the graduation
    month dropped and the program read back by a correction of the GPA)."""
    fields = {f: v for qid, u in proposed.items() if qid != BECAUSE for f, v in u.items() if v is not None}
    return bool(fields) and all(
        f in state.answers and str(state.answers[f]) != str(v)
        and _field_kind(flow, f) in ("money", "number", "gpa") for f, v in fields.items())


def _field_kind(flow, field_id: str):
    """Return the kind of ``field_id``'s own input (a number for the credits, carried on the
    program's page of choices: fix44d, "actually I'll only take 5 credits" after the result was no
    measured correction, the program said in a list dropped and asked again), else its page's."""
    fq = _field_question(flow, field_id)
    return getattr(_input(fq, field_id) if fq is not None and hasattr(fq, "inputs") else None, "kind", None) \
        or getattr(fq, "kind", None)


def _beside_measured(flow, state, proposed: dict, today) -> dict:
    """Return ``proposed`` without its measured corrections (:func:`_measured_correction`: "sorry,
    she makes 105k not 95") when those alone, with the answers kept, rule the student out: the
    ruling out then rests on the values corrected, as when they are read back alone, and only
    what the other answers read back with them (a read-back still waiting, "Program: associate")
    rest on is read back beside them. Class (fix32f, a newcomer's finding): an income corrected
    while another read-back waited dropped the household kept ("I live with my mom", confirmed)
    and asked it again later, unsaid."""
    measured = {qid: u for qid, u in proposed.items() if qid != BECAUSE and _measured_correction(flow, state, {qid: u})}
    rest = {qid: u for qid, u in proposed.items() if qid != BECAUSE and qid not in measured}
    if not measured or not rest:
        return proposed
    answers = {**state.answers, **{f: v for u in measured.values() for f, v in u.items() if v is not None}}
    return rest if flow.decided_ineligible(run(answers, today)) else proposed


def _field_question(flow, field_id: str):
    """Return the question whose page sets ``field_id`` (:data:`PAGELESS`' own for a field no page sets)."""
    return next((q for q in flow.questions if field_id in q.fields), None) or PAGELESS.get(field_id)


def _check_line(q, f: str, v, lang: str, message: str, today) -> Msg:
    """Return the read-back's line for the value ``v`` of ``q``'s field ``f``: for a month that
    ``message`` gave only the year of, the month said as assumed (:func:`understand.month_assumed`)."""
    what, value = Msg.of(field_name(q, f)), value_label(q, f, v, lang)
    if _input(q, f).kind == "month" and understand.month_assumed(message, str(v), today):
        return Msg.of(CHECK_LINE_ASSUMED, what=what, value=value, month=format_month_name(parse_month(v), lang))
    year = understand.credits_a_year(message or "", lang, bare=True) if f == "credits_per_semester" else None
    if year is not None and understand.semester_of_year(year) == as_text(float(v)):
        # (fix52e) a year's credits read back as a semester's, the conversion shown ("24 a year is 12 a semester")
        return Msg.of(CHECK_LINE_YEAR, what=what, value=value, year=str(year))
    return Msg.of(CHECK_LINE, what=what, value=value)


def _check(flow, proposed: dict, lang: str, offer: Msg | None = None, message: str = "", today=None) -> list:
    """Return "Just to check, I read: • County: … Is that right?" for answers awaiting a "yes"
    (and the earlier answers a ruling-out one rests on, :data:`BECAUSE`); the question
    ``offer`` alone when the values are the bot's offer, not a reading. A month ``message``
    said only the year of says the month was assumed."""
    if offer is not None:
        return [offer]
    lines = []
    for qid, updates in proposed.items():
        if qid == BECAUSE:
            for f, v in updates.items():
                q = _field_question(flow, f)
                lines.append(Msg.of(CHECK_LINE, what=Msg.of(field_name(q, f)), value=value_label(q, f, v, lang)))
            continue
        q = flow.question(qid) or PAGELESS.get(qid)
        lines += [_check_line(q, f, v, lang, message, today)
                  for f, v in updates.items() if v is not None and _input(q, f) is not None]
    return [Msg.of(CHECK), tuple(lines), Msg.of(CHECK_ASK)]


# (fix52e) an answer given that the flow didn't keep because its rule is met or doesn't apply without
# it (a Maryland GED holder's high school GPA), said with the rule's own reason and citation
NOT_NEEDED = N_("%(what)s isn't needed, so I didn't keep it: %(why)s (%(citation)s)")


def _not_needed(q, updates: dict, answers: dict, lang: str, today) -> list:
    """Return why the values of ``updates`` not kept in ``answers`` aren't needed: the check of the
    rule that reads them (rules.RULE_OF_FIELD) when it passes or doesn't apply without them, its
    message and citation (class, fix52e: "Got it. High school GPA: skipped." said to a GED holder,
    no reason given); [] otherwise (the GPA's rule still open or failing: nothing said of it here)."""
    lost = [f for f, v in updates.items() if v is not None and answers.get(f) is None and f in RULE_OF_FIELD]
    if not lost or today is None:
        return []
    checks = {c.id: c for c in run(answers, today).checks}
    said = []
    for f in lost:
        check = checks.get(RULE_OF_FIELD[f])
        if check is not None and check.result in (PASS, RULE_NA) and not check.needs and _input(q, f) is not None:
            said.append(Msg.of(NOT_NEEDED, what=Msg.of(field_name(q, f)), why=check.message, citation=check.citation))
    return said


def _acknowledged(q, updates: dict, answers: dict, lang: str, today) -> list:
    """Return :func:`_acknowledge` of ``updates``, its "skipped" said with why when an answer given
    isn't needed (:func:`_not_needed`, fix52e)."""
    why = _not_needed(q, updates, answers, lang, today)
    said = _acknowledge(q, {f: v for f, v in updates.items() if answers.get(f) == v or v is None}, lang) if why else []
    if not why:
        return _acknowledge(q, updates, lang)
    return [p for p in said if getattr(p, "text", None) != GOT_IT_SKIPPED] + why


def _accept(flow, step: _Step, pending: dict, lang: str, today) -> None:
    """Keep the answers the student just confirmed, in the questionnaire's order."""
    order = {q.id: i for i, q in enumerate(flow.questions)}
    before = step.state
    for qid in sorted(pending, key=lambda k: order.get(k, 99)):
        q = flow.question(qid)
        if q is None and qid in PAGELESS:
            step.state = replace(step.state, answers={**step.state.answers, **pending[qid]})
            step.parts.extend(_acknowledge(PAGELESS[qid], pending[qid], lang))
            continue
        if q is None:
            continue
        updates = {k: v for k, v in pending[qid].items() if k in q.fields}
        if q.kind == "gpa" and set(updates) == {"gpa_scale"} and q.id not in step.state.answers:
            _scale_kept(flow, step, q, updates["gpa_scale"], lang, today)  # a scale said alone, confirmed
            continue
        zip_code = step.state.answers.get("zip")
        step.state = _college_stays(flow, step.state, _zip_keeps_county(
            flow, step.state, flow.apply(_standing_in(flow, step.state, q), q, updates, today), q, today), today)
        if qid == "applicant_type":
            step.state = _renewals_college_named(flow, step, before, today)
        step.state = _size_fits(step.state) if "household" in updates and "household_size" not in updates else step.state
        dropped = _county_over_zip(flow, step, q, updates, zip_code, today)
        # "Got it" only for what the flow kept: a fact the student's path doesn't need (a renewal's
        # county) or doesn't need yet (the first enrollment's full-time status before its date) is
        # not kept, and said kept it was (a newcomer's finding: "Got it: County, Full-time", then
        # asked "were you full-time?"); such a page is asked when the path reaches it
        kept = {f: v for f, v in updates.items() if step.state.answers.get(f) == v or v is None}
        why = _not_needed(q, updates, step.state.answers, lang, today)  # (fix52e: a GED's GPA, with why)
        if not kept and updates and not why:
            continue
        step.parts.extend((_found_county(q, step.state, today) or [p for p in _acknowledge(q, kept, lang)
                                                                   if not why or getattr(p, "text", None) != GOT_IT_SKIPPED] + why) + dropped)
    step.state = _kept_past_the_end(flow, before, step.state, {f for u in pending.values() for f in u}, today)
    step.understood = True


def _told_before_case(flow, step: _Step, told: str, asked: str, lang: str, today, allowed, q=None) -> bool:
    """Return True when ``told``, its own sentence before a case ``asked``, tells nothing but an
    answer to the questions ``allowed`` (ids): read as told, the case answered. Any other fact told
    there is the case's premise, never an answer (fix43o: "My husband is getting a raise to 160k.
    What if my daughter applies…" read the parent's marriage back as the student's household).

    - where the student lives (``allowed`` {"zip", "county"}, fix43e: "21044 columbia. and if his
      dad moved to Ohio would he still qualify?"), a ZIP code, a county or town read;
    - (fix52g) ``q``, the pending question, a choice or a yes/no: only a short answer to it ("first
      time, what if I don't get it?"), never a number, a date or a fact about anything else.

    (fix52r1, review: one function; fix52g's ``_answer_told_before_case`` repeated the guard of
    fix43e's ``_place_told_before_case``.)"""
    if not (told and asked and understand.hypothetical(asked)) or understand.hypothetical(told):
        return False
    if q is not None:
        if q.kind not in ("choice", "yesno") or len(understand.normalize(told).split()) > _ANSWER_BEFORE_CASE_WORDS:
            return False
        reading = understand.read(q, told, lang, step.state, today)
        if reading.form is None or flow.parse(q, reading.form, lang)[1] != {}:
            return False
    read = {x.id for x, _ in understand.volunteered(flow, told, step.state, lang=lang, today=today)}
    return (bool(read) or q is not None) and read <= set(allowed)


# (fix52g, the tuning sets' "asked again") a short answer to the question asked, then a case asked
# in its own clause ("first time, what if they turn me down this year?", "primera vez, ¿y si no
# me la dan?"): the case made the whole message hypothetical, so the answer was dropped and the
# question asked again. Only a bare answer (a few words) to a choice or yes/no question, with no
# other fact told beside it: any fact told before a case can be its premise (fix43o), a number most
# of all ("my husband is getting a raise to 160k. what if…"), so amounts and dates stay out.
_ANSWER_BEFORE_CASE_WORDS = 5


def _renewals_college_named(flow, step: _Step, before: State, today) -> State:
    """Return ``step.state`` (a renewal just confirmed) with the college of ``before`` kept back when
    the student named a college in their own words ("I'm at Howard CC and I live in Howard County,
    I'm renewing"): the flow drops the county's college, a default, when the student turns out to
    renew (fix43e; :meth:`screener.flow.Flow.answer`), never one the student named."""
    college, q = before.answers.get("college"), flow.question("college")
    if college is None or q is None or "college" in step.state.answers or step.state.answers.get("applicant_type") != "renewal":
        return step.state
    said = [t for role, t in step.said_before if role == "user"] + [step.typed or ""]
    if not any(understand.college_said(t) for t in said):
        return step.state
    kept = flow.apply(step.state, q, {"college": college}, today)
    return kept if kept.answers.get("college") == college else step.state


def _kept_past_the_end(flow, before: State, after: State, changed: set, today) -> State:
    """Return ``after`` with the student's answers that the flow's pruning dropped only because a
    confirmed answer (``changed``) now rules the student out, so the walk ends there (class, the
    tuning sets: "ya tengo la beca en Montgomery College", then "solo terminé 4 créditos": the
    college, given before, was gone from the answers). An answer is kept back when, without
    the answers just confirmed, its page is still on the student's path: it is no answer made
    irrelevant by them (a renewal's high-school answers stay dropped)."""
    lost = {f: v for f, v in before.answers.items() if f not in after.answers and f not in changed}
    if not lost or not flow.decided_ineligible(run(after.answers, today)):
        return after
    lifted = flow.prune(State({k: v for k, v in {**after.answers, **lost}.items() if k not in changed},
                              after.seen, after.lang), today)
    back = {f: v for f, v in lost.items() if f in lifted.answers}
    return replace(after, answers={**after.answers, **back}) if back else after


def _size_fits(state: State) -> State:
    """Return ``state`` (its household type just changed) without a household size smaller than the type allows (class,
    a newcomer's finding: "no wait i live with both my parents" after a size of 2 kept the 2 with
    two parents, an impossible household that changed the estimate): the size is asked again
    (the result offers it), never kept beside the parents it no longer counts."""
    size, kind = state.answers.get("household_size"), state.answers.get("household")
    try:
        too_small = size is not None and kind in MIN_HOUSEHOLD and int(size) < MIN_HOUSEHOLD[kind]
    except (TypeError, ValueError):
        return state
    return state.without(["household_size"]) if too_small else state


def _college_stays(flow, before: State, after: State, today) -> State:
    """Return ``after`` with the college of ``before`` kept when the student named it: a new county
    or ZIP code that changes the home college drops a college the bot took as the old home
    college (asked again, the new one first), never one the student chose ("CSM, we live in
    Huntingtown": Calvert County confirmed, CSM kept; class, dev5: the college was asked again)."""
    college = before.answers.get("college")
    if college is None or "college" in after.answers or after.answers.get("county") == before.answers.get("county") \
            and after.answers.get("zip") == before.answers.get("zip"):
        return after
    old = run(before.answers, today).home_college
    q = flow.question("college")
    if q is None or old is None or old.id == college:
        return after
    kept = flow.apply(after, q, {"college": college}, today)
    return kept if kept.answers.get("college") == college else after


def _estimate_only(q) -> bool:
    """Return True for a page that only sharpens the award estimate and that the chat doesn't
    ask unless the student asks for a closer estimate: an optional estimate page (tuition and
    grants), or one marked ``chat: after_result`` in flows/questions.yaml (the household's size,
    which only sizes the Pell Grant estimate)."""
    return q is not None and ((q.optional and q.ask == "for_estimate") or q.chat == "after_result")


LARGE_HOUSEHOLD = 15  # a household size said after a result above it is read back (fix29c)


def _size_after_result(flow, step: _Step, message: str, lang: str, today) -> bool:
    """Take a short answer after a result that offered the household's size (:data:`CLOSER_SIZE`)
    as that size: a bare number ("4", "four") or people counted ("4 people", "somos 4", "me and my
    mom": read back); the result is then given again. Return False when the result didn't offer
    it or the message gives no size ("12 credits", "3.2" and "52k" are read as before)."""
    sq = flow.question("household_size")
    norm = understand.normalize(message)
    if sq is None or len(norm.split()) > 6 or not _size_would_sharpen(run(step.state.answers, today), today):
        return False
    bare = norm.isdigit() and not re.search(r"[.,]\d", message) or norm in vocab.NUMBER_WORDS
    found = [] if bare else understand.volunteered(flow, message, step.state, lang=lang, today=today, settled=True)
    if not bare and (understand.correcting(message, settled=True) or (
            re.search(r"\d", norm) and not re.search(r"\b\d{1,2}\s+(?:people|persons|personas|of us)\b|\bsomos\s+\d", norm))
            or any(vq.id not in ("household", "household_size") for vq, _ in found)
            # "solo vivo con mi mamá" with two parents kept: the household restated (a newcomer's
            # finding: read as 2 people only, two parents kept), read as a correction
            or any(vq.id == "household" and form.get("household") != step.state.answers.get("household") for vq, form in found)):
        # "actually my mom makes 120k", "my mom is 45": a correction, or a number that counts no
        # one, is read as before (never a size from the people it names: a second newcomer's finding)
        return False
    size = (int(norm) if norm.isdigit() else vocab.NUMBER_WORDS.get(norm)) if bare else understand.household_size(message)
    if size is None or flow.parse(sq, {sq.id: str(size)}, lang)[1]:
        return False
    step.understood = True
    counted = not bare and not re.search(r"\d", message)  # people listed, counted: read back
    # (fix29c) a bare number said when the reply before didn't offer the size ("40" after an
    # answer to another question), or a household larger than most: read back, never kept unasked
    last = next((t for role, t in reversed(step.said_before) if role == "bot"), "")
    offered = any(render(m, lang) in last for m in (CLOSER_SIZE, CLOSER_SIZE_TUITION))
    return _apply_form(flow, step, sq, {sq.id: str(size)}, lang, today, confirm=counted or not offered or size > LARGE_HOUSEHOLD)


def _size_would_sharpen(a, today) -> bool:
    """Return True when the household's size, not given (the chat leaves it for after the
    result), would change the award estimate of ``a``: the Pell Grant estimate is then the
    range over the sizes the household type allows (:func:`screener.award.estimate_pell`)."""
    if a.status == INELIGIBLE or a.award.estimate is None or "household_size" in a.answers \
            or "household_size" in a.estimate_no_use:
        return False
    figures = {(b.award.estimate, b.award.estimate_low, b.award.estimate_high)
               for b in (run({**a.answers, "household_size": n}, today) for n in (1, 8))}
    return len(figures | {(a.award.estimate, a.award.estimate_low, a.award.estimate_high)}) > 1


def _ask_next(flow, step: _Step, today):
    """Return the next question for the chat: the flow's, except that estimate-only pages are
    left blank (the estimate uses the college's published figures, and the Pell Grant range
    over the household sizes possible) unless the student asked to give that one ("change my
    tuition", "change my household size")."""
    # (fix49k, a false "likely eligible") assessed as the chat assesses (:func:`run`, the pay of a parent
    # living apart weighed, fix48e): the household that weighing needs ("her dad and I are divorced… I
    # make 45k, her dad makes 80k", no household said) is asked; the flow's own assessment left it out
    for _ in range(len(flow.questions)):
        nxt = flow.ask_next(step.state, today, run(step.state.answers, today))
        if nxt is None or not _estimate_only(nxt) or step.exact == nxt.id:
            return nxt
        step.state = replace(step.state, seen=step.state.seen | {nxt.id})
    return flow.ask_next(step.state, today, run(step.state.answers, today))


def _near_limit_for_all(step: _Step, today) -> None:
    """Say the income limit near an approximate income for the household the whole read-back
    gives: a household said later in the same message ("I live with my mom and stepdad … they make
    about 95k") was not known when the amount was read (a newcomer's finding: the single-parent
    limit was named beside "two parents"); no sentence when the amount is not near that limit."""
    if not any(getattr(p, "text", None) == NEAR_LIMIT for p in step.parts):
        return
    whole = _with_proposed(load_flow(), step, today)
    near = income_limit_near(_household_said(whole.answers, step.typed), run(whole.answers, today).policy)
    step.parts = [near if getattr(p, "text", None) == NEAR_LIMIT else p for p in step.parts
                  if getattr(p, "text", None) != NEAR_LIMIT or near is not None]


def _two_parents_now_one(conv: Conversation, step: _Step, today) -> None:
    """(fix43p, a newcomer's finding: a false "likely eligible") two parents kept with an income made
    of two parents' pay (``Conversation.earners``: a parent writing, "I make 55k" and "my wife makes
    30k"), then one parent read back ("I'm 30 and a single mom"): the departed parent's pay stayed in
    the income, kept silently. The household and its income are asked again (as for a parent gone,
    :func:`_parent_gone_after_result`), never the sum kept beside one parent."""
    flow = load_flow()
    hq, aq = flow.question("household"), flow.question("agi")
    answers = step.state.answers
    if hq is None or aq is None or (step.proposed.get("household") or {}).get("household") != "single_parent" \
            or conv.state.answers.get("household") != "two_parent" or "agi" not in answers or "agi" in step.proposed \
            or not _parts_make(conv.earners, answers["agi"]):
        return
    parents = {p[0] for p in conv.earners
               if p[0] in PARENT_EARNERS + ("wife", "husband", "spouse", "parents") or step.for_child and p[0] == "self"}
    if len(parents) < 2 and "parents" not in parents:
        return
    step.proposed = {k: v for k, v in step.proposed.items() if k not in ("household", "household_size")}
    step.parts.append(Msg.of(_person(understand.PARENT_GONE_ASKED)))
    step.state = flow.prune(step.state.without({"household", "agi"}), today)
    step.earners = None
    step.jump = hq


def _one_parent_of_two(conv: Conversation, step: _Step, today) -> None:
    """Class (fix30a, a newcomer's finding: a false "likely eligible"): one parent's pay said while
    the household was not yet known ("my mom makes 60k" at another question, read back and kept as
    the household's income), then two parents kept ("I live with my mom and dad"): the $60,000
    went on to the result alone, where §18-3601 combines both parents' income. Once the household
    becomes two parents and the income kept is that one parent's pay alone (``Conversation.earners``),
    the income is held, no longer kept, and the other parent's pay asked by name (the "part"
    follow-up adds it, "nothing" keeps it as said); never when the student said it was the only
    pay or the household's total. (fix33j) So too for a parent writing, their own pay kept beside one
    parent at home read back ("I make 95k and her dad doesn't live with us"), then "no" and two parents."""
    flow = load_flow()
    aq = flow.question("agi")
    answers = step.state.answers
    if _held_part_pending(conv, step, aq):
        # (fix39q) the pay read back as "Pay said so far" (one parent's, no household known), then
        # two parents said before its "yes": the part stays a part, no longer read back (it was read
        # back as the household's income and kept by "yes"), and the other parent's pay asked
        step.proposed = {k: v for k, v in step.proposed.items() if k != "agi"}
        step.earners = None
        _other_parent_asked(step, aq, tuple(conv.earners[0]), step.read_as or step.typed or "")
        return
    if aq is None or step.part_asked is not None or step.parents_ask is not None or "agi" in step.proposed \
            or answers.get("household") != "two_parent" or conv.state.answers.get("household") == "two_parent" \
            or "agi" not in answers or not _same_number(answers["agi"], _agi_now(conv.state, conv.pending)):
        return
    parts = conv.earners
    pronoun = len(parts) == 1 and parts[0][0] in _PRONOUNS and not step.for_child
    if len(parts) != 1 or not _parts_make(parts, answers["agi"]) \
            or parts[0][0] not in understand.PARENT_EARNERS and not pronoun and not (step.for_child and parts[0][0] == "self"):
        return  # (fix33j: a parent writing, their own pay kept beside one parent at home read back, then two parents)
    if _one_pay_all_said(conv, step):
        return  # ("nothing" to the other parent's pay asked: the one pay is all there is)
    step.state = flow.prune(step.state.without({"agi"}), today)
    step.earners = None
    text = step.read_as or step.typed or ""
    if pronoun:
        # (fix37m, a newcomer's finding: a false "likely eligible") "he makes 90k" kept, no household
        # known, then two parents: the pay is one person's, the parent of that gender named (fix37j's
        # :func:`understand.pronoun_parent`), the other's asked; none or two of that gender: the
        # other parent's pay (or the total) asked
        said = [t for role, t in conv.transcript if role == "user"] + [text]
        named = understand.pronoun_parent(parts[0][0], said)
        if named is None:
            _other_parent_asked(step, aq, tuple(parts[0]), text, "parent")
            return
        parts = ((named,) + tuple(parts[0][1:]),)
    _other_parent_asked(step, aq, tuple(parts[0]), text)


def _parent_lived_with(conv: Conversation, message: str = "") -> str | None:
    """Return "mom" or "dad": the one parent the student last said they live with, in any of their
    messages (``conv``'s and ``message``; :func:`understand.parent_lived_with`), else None."""
    said = [text for role, text in conv.transcript if role == "user"] + [message]
    return next((who for who in map(understand.parent_lived_with, reversed(said)) if who is not None), None)


def _away_parent_pay(flow, step: _Step, conv: Conversation, message: str, lang: str, today) -> bool:
    """Class (fix36i, a developer's finding: a false "likely eligible"): a household of one parent
    kept, the student having said which ("it's just me and my mom"), then the other parent's pay
    ("my dad makes 60k", "mi papá gana 60 mil"): it was read back as the household's income. Only
    the parent lived with counts (:func:`rules.second_parent_counts`); the other is no one of the
    household (:data:`rules.NOT_COMBINED` "apart"): the pay left out, said why, and the income asked.
    False when ``message`` is no one parent's pay alone, or the parent lived with is not known."""
    aq = flow.question("agi")
    if aq is None or step.for_child or step.state.answers.get("household") != "single_parent" or step.state.answered(aq):
        return False
    parts = understand.earner_pay(message, lang)
    if len(parts) != 1 or parts[0][0] not in ("mom", "dad", "he", "she"):
        return False
    home = _parent_lived_with(conv, message)
    if home is None or understand.matching_parts(((home, 0.0, 1),), parts[0][0]):
        return False  # (fix37i: "he makes 54k" beside "it's me and my mom" is the other parent's: left out too)
    step.parts.append(Msg.of(understand.AWAY_NOT_COUNTED))
    step.jump = step.jump or aq
    step.understood = True
    return True


def _home_parent_pay(flow, step: _Step, conv: Conversation, q, message: str, lang: str) -> None:
    """Class (fix39d, a developer's finding: a wrong "not eligible" behind a read-back): a household
    of one parent kept ("I live with my mom"), then each parent's pay at the income question ("my
    mom makes 70k and my dad makes 60k", "mi mamá gana 70 mil y mi papá 60 mil"): both were added
    ($130,000). Only the parent lived with counts (:func:`rules.second_parent_counts`): the parent
    said in an earlier message, no parent named since, is read as if said with the pay
    (``step.read_as``, :func:`understand.home_parent_said`): that parent's pay read back, and why
    the other's is left out (:func:`understand.lived_with_other_paid`, as in one message). Two
    parents kept, or which parent not said: read as before."""
    aq = flow.question("agi")
    if aq is None or q.id != aq.id or understand.kin_writes() or step.state.answered(aq) \
            or step.state.answers.get("household") != "single_parent" or "household" in step.proposed:
        return
    said = [text for role, text in conv.transcript if role == "user"]
    at = next((i for i in range(len(said) - 1, -1, -1) if understand.parent_lived_with(said[i]) is not None), None)
    if at is None or any(understand.parent_named(t) for t in said[at + 1:]):
        return  # (a parent named since, "mi papá también vive con nosotros": who is at home, read as before)
    step.read_as = understand.home_parent_said(message, lang, understand.parent_lived_with(said[at]))


def _amounts_in(text: str, lang: str) -> bool:
    """(fix50b) Return True when ``text`` gives an amount of money (a strong one: "50k", "$50,000", "50 mil")."""
    return any(a.strong for a in understand.amounts(numtext.in_digits(text, lang)))


def _writer_apart_pay_before(step: _Step, message: str, lang: str) -> str | None:
    """Return ``message`` read with the words of an earlier message that said the child lives with the
    writer's ex, else None. Class (fix50b, a false "likely eligible" or a wrong "no" behind a read-back): a
    parent writing says in one message that they and the child's other parent are apart and the child lives
    with that parent ("her dad and I are divorced and she lives with her dad", "we're separated, he lives
    with his mom", "su papá y yo estamos divorciados y ella vive con su papá"), and each one's pay in a later
    one ("I make 50k and he makes 100k", "yo gano 50 mil y él 100 mil"): the two were added ($150,000) as a
    household's, though the writer is the parent the child doesn't live with. fix49o reads it right said in
    one message: so the last message that said it (:func:`understand.writer_lives_apart`) is read with the
    pay (``step.read_as`` at the income question, as fix39d's :func:`_home_parent_pay` reads the home said
    before; the income volunteered at another question, :func:`_volunteered`), the writer's own pay left out
    and weighed (rules.NOT_COMBINED "apart", rules.APART_PARENT_AGI), the resident parent's read back. Only
    when those words change whose pay is left out (:func:`understand.apart_pay_left_out`), and not when the
    writer said since that the child lives with them."""
    if not step.for_child or not message or understand.writer_lives_apart([message]) \
            or understand.writer_apart_from_other(message) or not _amounts_in(message, lang):
        return None  # (no pay in this message: nothing to read with those words)
    # (the words said with no amount of their own: pays said with them were read then, never read again here)
    said = [t for role, t in step.said_before if role == "user"]
    # (so the child said to live with the writer, "her dad and I are divorced, she lives with me": fix49a's, the
    # ex's pay left out; "with me" said in any message makes the writer the resident parent, :func:`understand.writer_lives_apart`)
    lives_apart = understand.writer_lives_apart(said + [message])
    told = [t for t in said if (understand.writer_lives_apart([t]) if lives_apart else understand.writer_apart_from_other(t))
            and not _amounts_in(t, lang)]
    if not told:
        return None
    # (said after the pay, as fix49o's "I make 30k and her dad makes 120k. her dad and I are divorced, she lives with
    # her dad": "she lives with her dad" said first reads as a relative living elsewhere, the "he" after it dropped)
    text = f"{message.rstrip(' .')}. {told[-1]}"
    if understand.apart_pay_left_out(text, lang) is None or understand.apart_pay_left_out(message, lang) is not None:
        return None
    return text


def _one_parent_apart(conv: Conversation, step: _Step, message: str, today) -> None:
    """Class (fix36i, a developer's finding: a false "likely eligible"): one parent's pay said while
    the household was not yet known ("my mom makes 52k", said back as that parent's pay and kept),
    then a household of one parent, the other ("my parents are divorced, I live with my dad"): the
    mom's $52,000 stood as the household's income. Only the parent lived with counts
    (:func:`rules.second_parent_counts`); the other's pay is no part of it (:data:`rules.NOT_COMBINED`
    "apart"): the income no longer kept, said why, and asked. (fix37c, a newcomer's finding) The
    parent lived with not said in any message ("it's me and my parent", "I live with one parent"),
    the pay may be the other parent's: the income asked too, the pay named
    (:data:`understand.WHICH_PARENT_PAY_ASKED`), unless the student said it is all there is; so
    when the pay was read back before and again beside the household, no "yes" to it yet."""
    flow = load_flow()
    aq = flow.question("agi")
    answers = step.state.answers
    # (fix37c) the pay read back before ("Pay said so far: your mom's $60,000") and read back again
    # beside the household, no "yes" yet: as when kept
    again = "agi" in step.proposed and "agi" not in answers and "agi" in conv.pending \
        and _same_number((step.proposed["agi"] or {}).get("agi"), (conv.pending["agi"] or {}).get("agi"))
    total = (step.proposed["agi"] or {}).get("agi") if again else answers.get("agi")
    if aq is None or not message or step.for_child or "agi" in step.proposed and not again or total is None \
            or conv.state.answers.get("household") == "single_parent" or _said_now(step, "household") != "single_parent" \
            or not _same_number(total, _agi_now(conv.state, conv.pending)):
        return
    parts = conv.earners
    if len(parts) != 1 or parts[0][0] not in ("mom", "dad", "she", "he") or not _parts_make(parts, total):
        return
    home = _parent_lived_with(conv, message)
    # (a pronoun's pay held, fix37m: "she makes 18k a month" → "I live with one parent": "she" may be the
    # parent not lived with, so asked as a parent's pay is; Hypothesis's finding, a wrong "not eligible")
    if home == understand.pronouns_parent(parts[0][0]) or home is None and ("household" in conv.pending or _one_pay_all_said(conv, step)):
        if "agi" in conv.passing and "agi" not in step.proposed and home is not None and "household" not in conv.pending:
            # (fix44t, ncA finding 5) that parent's pay, held as hers and said in passing, read back
            # once as the household's income beside the household (never dropped and asked again)
            step.proposed["agi"] = {"agi": total}
        return  # (the household read back with that pay as its income, fix36d: its "yes" keeps both)
    step.proposed.pop("agi", None)
    step.state = flow.prune(step.state.without({"agi"}), today)
    step.earners = None
    # (fix37c, a newcomer's finding: a false "likely eligible") the parent lived with not said ("it's
    # me and my parent", "I live with one parent"): the pay kept may be the other's, so the
    # household's income is asked, the pay named, never kept silently
    step.parts.append(Msg.of(understand.AWAY_NOT_COUNTED) if home is not None
                      else Msg.of(understand.WHICH_PARENT_PAY_ASKED, part=understand.part_said(parts[0])))
    step.jump = step.jump or aq


def _child_parent_pay_alone(conv: Conversation, step: _Step, message: str, lang: str, today) -> None:
    """Class (fix38c, a newcomer's finding: a false "likely eligible"): a parent writing ("I'm her
    mom") names the child's other parent's pay ("her dad makes 70k", "su papá gana 70 mil"), the
    household not said: it was read back as the household's income, that parent taken to live with
    the writer. Whether they do is not known (a writer's "my husband" says so, and is read as such):
    the income read back is dropped, the pay named, and the household's total asked, theirs in it if
    they live there (as :data:`understand.WHICH_PARENT_PAY_ASKED` asks a student; the writer's own pay
    said instead is asked whether it includes the other parent's, :data:`understand.PARTNER_ASKED`)."""
    flow = load_flow()
    aq = flow.question("agi")
    if aq is None or not message or not step.for_child or "agi" not in step.proposed or "agi" in conv.pending \
            or "agi" in step.state.answers or _said_now(step, "household") is not None \
            or "household" in conv.pending or step.household_waiting is not None:
        return
    earners = _earners_now(conv, step, message, lang)
    raw = understand.earner_pay(message, lang)
    if len(earners) != 1 or earners[0][0] not in ("mom", "dad") or len(raw) != 1 or raw[0][0] not in ("mom", "dad") \
            or not _parts_make(earners, (step.proposed["agi"] or {}).get("agi")):
        return  # (the writer's "my husband makes 70k" is their partner's, at home: read as before)
    step.proposed.pop("agi", None)
    step.earners = None
    step.parts.append(Msg.of(understand.CHILD_PARENT_PAY_ASKED, amount=Money(float(understand.part_year(earners[0])))))
    step.jump = step.jump or aq


def _household_for_one_pay(conv: Conversation, step: _Step, earners: tuple) -> bool:
    """Class (fix30a, a newcomer's finding: a false "likely eligible"): one parent's pay said before
    the household ("my mom makes 60k" at another question) was read back and kept as the household's
    income, and below the lowest limit the household was never asked: the result rested on one
    parent's pay, where two parents' incomes combine (§18-3601). Return True when the result would
    come now with the income kept that one parent's pay alone and the household neither kept nor
    left open: the household is asked first (two parents kept: :func:`_one_parent_of_two` asks the
    other parent's pay); never when the student said it was the only pay or the household's total."""
    hq = load_flow().question("household")
    answers = step.state.answers
    if hq is None or step.state.answered(hq) or "agi" not in answers or step.for_child or step.part_asked is not None \
            or len(earners) != 1 or earners[0][0] not in understand.PARENT_EARNERS + _PRONOUNS \
            or not _parts_make(earners, answers["agi"]):
        return False
    return not _one_pay_all_said(conv, step)


def _held_part_pending(conv: Conversation, step: _Step, aq) -> bool:
    """Return True when the income read back last turn and again now is one parent's pay held
    ("Pay said so far: your mom's $80,000": :func:`_held_alone`, no household known then) while this
    turn says two parents (kept or read back): a part of the household's income, never its total."""
    if aq is None or step.part_asked is not None or step.parents_ask is not None or "agi" in step.state.answers \
            or "agi" not in step.proposed or "agi" not in conv.pending or _said_now(step, "household") != "two_parent":
        return False
    agi = (step.proposed.get("agi") or {}).get("agi")
    household = (conv.pending.get("household") or {}).get("household") or conv.state.answers.get("household")
    parts = conv.earners
    return _same_number(agi, _agi_now(conv.state, conv.pending)) and _held_alone(conv.for_child, parts, household) \
        and parts[0][0] in understand.PARENT_EARNERS and _parts_make(parts, agi) and not _one_pay_all_said(conv, step)


def _one_pay_all_said(conv: Conversation, step: _Step) -> bool:
    """Return True when the student said, in any message, that one earner's pay is all there is
    (another earns nothing, one is the only earner) or that the amount is the household's total:
    one parent's pay kept then stands (:func:`_one_parent_of_two`, :func:`_household_for_one_pay`).
    A bare "none", "nothing", "0" (:func:`understand.no_pay_said`) says no pay only once a pay was
    said before it. Class (fix39q: a false "likely eligible"): "none" answering the prior-degree
    question, long before "my mom makes 80k", was read as the other parent earning nothing, so two
    parents said later kept the mom's pay as the household's income, the dad's never asked."""
    said = [text for role, text in conv.transcript if role == "user"] + [step.read_as or step.typed or ""]
    paid = False
    for t in said:
        if understand.others_pay_told(t) or understand.sole_earner(t) or understand.total_said(t) \
                or paid and understand.no_pay_said(t):
            return True
        paid = paid or bool(t and (understand.money_spans(t) or any(
            a.strong and not a.year and not _maryland_zip(a.raw) for a in understand.amounts(t))))
    return False


def _maryland_zip(raw: str) -> bool:
    """Whether a number said alone is a Maryland ZIP in the ZIP data (no pay: :func:`_one_pay_all_said`)."""
    return lookup_zip(raw).county not in (None, OUTSIDE_MD)


def _parent_gone_pay(conv: Conversation, step: _Step, message: str, lang: str, today) -> None:
    """Class (fix33q, a newcomer's finding: a false "likely eligible"): two parents' pay kept ("my mom
    makes 20 an hour", "my dad makes 50k": $91,600), then a parent said to have moved out ("oh wait,
    my dad moved out in the summer, it's just me and my mom now"): the household read back as one
    parent with the $91,600 still kept. Once the household becomes one parent, the income kept made of
    both parents' parts (``Conversation.earners``) loses the part of the parent said gone (or, none
    said gone, of the one not named at home), and the rest is read back with the household."""
    flow = load_flow()
    aq = flow.question("agi")
    total = step.state.answers.get("agi")
    if aq is None or not message or "agi" in step.proposed or total is None \
            or conv.state.answers.get("household") != "two_parent" or _said_now(step, "household") != "single_parent":
        return
    parts = conv.earners
    parents = {p[0] for p in parts if p[0] in understand.PARENT_EARNERS}
    if len(parents) < 2 or not _parts_make(parts, total) or not _same_number(conv.state.answers.get("agi"), total):
        return
    gone = understand.parents_gone(message) & parents
    if not gone:
        home = understand.parents_named([message]) & parents
        gone = parents - home if home else set()
    kept = tuple(p for p in parts if p[0] not in gone)
    if not gone or not kept or len(kept) == len(parts):
        return
    step.earners = kept
    step.parts.append(Msg.of(understand.PARENT_GONE_PAY, pay=understand.part_said(kept[0])) if len(kept) == 1
                      else understand.parts_added(kept))
    _apply_form(flow, step, aq, {"agi": str(round(sum(understand.part_year(p) for p in kept)))}, lang, today, confirm=True)


def _kept_unsaid(step: _Step, field: str, today) -> None:
    """Take ``field``'s answer kept this turn out of ``step``'s state, with its "Got it" line."""
    flow = load_flow()
    step.state = flow.prune(step.state.without({field}), today)
    what = field_name(flow.question(field), field)
    step.parts = [p for p in step.parts if not (isinstance(p, Msg) and p.text == GOT_IT
                                                and getattr(dict(p.params).get("what"), "text", None) == what)]


def _parent_abroad_held(conv: Conversation, step: _Step, message: str, lang: str, today) -> None:
    """Class (fix41c: a false "likely eligible"): a parent said to work in another country, with
    their pay, beside the other parent's ("my dad works in Mexico, he makes 30k, my mom makes 80k",
    :func:`understand.pay_abroad`): his pay was dropped unsaid, the mom's read back as the
    household's. The FAFSA counts a parent of the household wherever they earn: whether he lives
    with the student is asked (one yes or no, :data:`understand.PARENT_ABROAD_ASKED`), the mom's pay
    held and his kept beside it in the "part" follow-up ("c"); "yes" adds it, "no" leaves it out."""
    flow = load_flow()
    aq = flow.question("agi")
    # (read back, or kept plainly by this message: "Got it" beside an opening's other facts)
    kept = "agi" in step.state.answers and "agi" not in conv.state.answers and "agi" not in step.proposed
    if aq is None or not message or not ("agi" in step.proposed or kept) or "agi" in conv.pending \
            or step.part_asked is not None or step.for_child or conv.follow_up.get("c"):
        return
    found = understand.pay_abroad(step.read_as or message, lang)
    asked = understand.PARENT_ABROAD_ASKED
    if found is None and _said_now(step, "household") == "two_parent":
        # (fix42a) two parents kept or read back, one said to live elsewhere with their pay ("my dad
        # lives in Virginia, he makes 90k, and my mom makes 70k"): whether it counts, asked the same way
        found, asked = understand.pay_away(step.read_as or message, lang), understand.PARENT_AWAY_HELD
    guessed = False
    if found is None and "household" not in conv.state.answers and _said_now(step, "household") in (None, "single_parent"):
        # (fix45b) "i live with my dad he makes 90k my mom makes 70k": the mom's home not said, so no
        # one parent's household read back, his pay held and whether she lives with the student asked
        # (fix46c: at the household question too, where that one parent's household was kept this turn)
        found, asked, guessed = understand.pay_home_unsaid(step.read_as or message, lang), understand.PARENT_HOME_ASKED, True
    said = step.state.answers.get("agi") if kept else (step.proposed["agi"] or {}).get("agi")
    if found is None or not _same_number(said, understand.part_year(found[1])):
        return
    abroad, rest = found
    if guessed:
        step.proposed = {k: v for k, v in step.proposed.items() if k != "household"}
        step.parts = [p for p in step.parts if p != Msg.of(understand.AWAY_NOT_COUNTED)]
        if "household" in step.state.answers:  # (kept this turn, fix46c: its "Got it" unsaid too)
            _kept_unsaid(step, "household", today)
    step.proposed.pop("agi", None)
    if kept:  # (its "Got it" unsaid)
        _kept_unsaid(step, "agi", today)
    step.earners = None
    step.part_asked, step.part_other, step.part_abroad = rest, abroad[0], float(understand.part_year(abroad))
    step.parts.append(Msg.of(asked[abroad[0]], part=understand.part_said(rest, _writers_names(step)),
                             abroad=Money(step.part_abroad)))
    step.understood, step.jump = True, aq


def _abroad_answered(flow, step: _Step, conv: Conversation, message: str, lang: str, today) -> bool:
    """Read a yes or no to whether the parent working in another country lives with the student
    (:func:`_parent_abroad_held`, the "part" follow-up's "c"): "yes" adds their pay to the pay held,
    the sum read back with its parts; "no" reads back the pay held alone (as a parent said to be
    away from home: one parent at home, :func:`_follow_up_answered`). False for anything else."""
    slot, aq = conv.follow_up, flow.question("agi")
    said = understand.confirmation(message)
    if said is None:  # ("yes he lives with us", "no, vive en México": the yes or no leads)
        lead = understand.confirmation(re.split(r"[,;.!]|\s(?=he |she |el |ella |vive |lives )", understand.fold(message))[0])
        home = bool(understand._AT_HOME_WITH.search(understand.normalize(message)))
        said = lead if lead is not None else True if home else None
    if aq is None or said is None or re.search(r"\d", message) or step.state.answered(aq) \
            or slot.get("e") not in EARNER_KEYS or slot.get("o") not in ("mom", "dad"):
        return False
    held = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
    if said:
        step.held_summed, step.part_other = held, slot["o"]
        return _parts_taken(flow, step, aq, {}, (held, (slot["o"], float(slot["c"]), 1)), lang, today)
    step.earners = (held,)
    # (fix49k, a false "likely eligible") "no", that parent doesn't live with the student ("my parents never
    # married, i live with my mom. she makes 60k and my dad makes 55k" → "Does your dad live with you?" →
    # "no"): their pay is held beside the pay kept as the apart parent's (rules.APART_PARENT_AGI), never
    # dropped: the rules weigh both readings of "the applicant's parents" (§18-3601); it was thrown away
    step.apart_said = (float(understand.part_year(held)), float(slot["c"]))
    hq = flow.question("household")
    if hq is not None and step.state.answers.get("household") == "two_parent":
        _apply_form(flow, step, hq, {"household": "single_parent"}, lang, today, confirm=True)
    return _apply_form(flow, step, aq, {"agi": _plain_amount(understand.part_year(held))}, lang, today, confirm=True) or True


def _hardship_told_before(conv: Conversation, step: _Step, nxt, message: str, lang: str, today) -> None:
    """Class (fix42d): a renewal's hardship told before its question is on the path ("my mom was in
    the hospital last semester so I only took 9 credits, I have the letters" in an opening, the GPA
    not known yet): the extenuating circumstances question, once it comes, is read back from those
    words (:func:`understand.hardship_told`) for a "yes", never asked as if nothing was said."""
    if nxt is None or nxt.id != "extenuating_circumstances" or step.proposed or step.state.answered(nxt) \
            or step.state.answers.get("applicant_type") != "renewal":
        return
    said = [t for role, t in conv.transcript if role == "user"] + [step.read_as or step.typed or message or ""]
    if any(understand.hardship_told(t) for t in said):
        _apply_form(load_flow(), step, nxt, {nxt.id: "true"}, lang, today, confirm=True)


_INCOME_FACTS = frozenset({"agi", "household"})  # (fix47h) answers that settle or change whose pay is held


def _part_held_through_answer(conv: Conversation, step: _Step) -> None:
    """Hold one parent's pay (the "part" follow-up, the other earner's pay asked at the income
    question: "o" or "ow") through an answer to another question said in its place ("fafsa" to "how
    much did he make?"), so the other's pay is asked again once that answer is kept
    (:func:`_finish`, dev29) and added to the pay held, never taken for the household's total.

    Class (fix47h, a newcomer's finding: a false "likely eligible"): "my mom makes 70k and idk what my
    stepdad makes", the stepdad's pay asked, then "fafsa": the FAFSA was read back, the $70,000 (and
    the student's own $12,000) dropped with the follow-up, and "80k" to the bare income question kept
    as the household's $80,000 ($162,000 is over the limit). Held only while the income is neither
    kept nor read back and the answer read is no income nor household (those settle the pay held
    their own way: fix33t, fix38d); the follow-up kept through other questions' answers (dev29,
    :func:`_part_held_elsewhere`) was already held so, only not at the income question itself."""
    slot = conv.follow_up
    if step.follow_up or slot.get("k") != "part" or not (slot.get("o") or slot.get("ow")) or slot.get("s") \
            or conv.expecting != "agi" or conv.pending or "agi" in conv.state.answers:
        return
    if "agi" in step.state.answers or "agi" in step.proposed:
        return
    said = set(step.proposed) | {k for k, v in step.state.answers.items() if conv.state.answers.get(k) != v}
    said -= BOOKKEEPING
    if not said or said & _INCOME_FACTS:
        return
    step.follow_up = {**slot, "d": 1}


def _away_parent_split(conv: Conversation, step: _Step, message: str, lang: str, today) -> None:
    """(fix50u, a false "likely eligible") A parent said to live somewhere else ("my dad lives in
    virginia", "su papá vive en virginia": :func:`understand.parent_away_who`, fix42a's _PARENT_AWAY)
    beside each parent's own pay ("my mom makes 52k, my dad 90k"), no marriage said: the $142,000 read
    back as the two parents' total (married parents both count wherever they live), then one parent's
    household chosen: the total was kept (a wrong "no" over the $100,000 limit) or dropped and asked
    again (then "52k", the $90,000 lost: a false "likely eligible"). Split instead: the pay of the
    parent at home (the other parent named, or a parent writing, their own) read back as the income,
    the away parent's held beside it as the parent-apart pay (``step.apart_said``,
    rules.APART_PARENT_AGI), so the rules weigh both readings of §18-3601 (differing: the college's call)."""
    aq = load_flow().question("agi")
    if aq is None or not message or step.apart_said is not None or step.part_asked is not None \
            or _said_now(step, "household") != "single_parent" or conv.state.answers.get("household") == "single_parent":
        return
    total, parts = _said_now(step, "agi"), tuple(conv.earners or ())
    if total is None or len(parts) != 2 or not _parts_make(parts, total):
        return
    said = [t for role, t in conv.transcript if role == "user"] + [step.typed or message]
    away = understand.parent_away_who(said)
    home = [p for p in parts if p[0] != away]
    if away is None or len(home) != 1 or home[0][0] not in ("mom", "dad") + (("self",) if step.for_child else ()):
        return
    gone = [p for p in parts if p[0] == away][0]
    one, other = float(understand.part_year(home[0])), float(understand.part_year(gone))
    step.proposed.pop("agi", None)
    if "agi" in step.state.answers:
        _kept_unsaid(step, "agi", today)
        step.state = load_flow().prune(step.state.without({"agi"}), today)
    step.apart_said, step.earners = (one, other), (tuple(home[0]),)
    step.parts.append(Msg.of(understand.AWAY_PARENT_SPLIT, one=Money(one), other=Money(other)))
    _apply_form(load_flow(), step, aq, {"agi": _plain_amount(one)}, lang, today, confirm=True)


def _apart_now(conv: Conversation, step: _Step, message: str, lang: str) -> tuple:
    """(fix48e, a false "likely eligible") Return the parents-apart incomes the conversation keeps after
    this message (:attr:`Conversation.apart`): the other parent's pay said with the income by this
    message (``step.apart_said``); else those kept while the income (kept or read back) is the one
    they were said beside; else, the income that of a parent's household (kept or read back) and the
    student's parents said to live apart (:func:`understand.parents_apart_said`, in any message kept),
    that income with the other parent's pay not known (:data:`rules.APART_PAY_UNKNOWN`: the college
    may count both, said); else none. The rules decide what they change (rules.check_income)."""
    if step.apart_said is not None:
        return step.apart_said
    pending = {k: v for u in step.proposed.values() if isinstance(u, dict) for k, v in u.items()}
    agi = pending.get("agi", step.state.answers.get("agi"))
    if agi is None:
        return ()
    household = pending.get("household", step.state.answers.get("household"))
    # (fix49a, a false "likely eligible") so too while the household is not known yet ("her dad and I are
    # divorced… I make 60k and her dad makes 70k" said at the household question, the household chosen
    # after): held beside the income it was said with, so a household chosen (or chosen again) later
    # keeps it (the rules weigh it only for a parent's household); it was dropped, "may count both" said
    # (fix49a) and read as the reader read it: the home kept before said with the pay (step.read_as, fix39d's
    # _home_parent_pay: "mi mamá gana 60 mil y mi papá gana 70 mil" after "vivo con mi mamá"), the other
    # parent's pay then left out of it; it was read from the message alone, and his pay lost
    left_out = understand.apart_pay_left_out(step.read_as or step.typed or message or "", lang) \
        if (household is None or household in PARENT_HOUSEHOLDS) and (message or step.typed) else None
    if left_out is not None:
        return (float(agi), left_out)  # (the other parent's pay left out of this message's, rules.NOT_COMBINED "apart")
    if conv.apart and _same_number(agi, conv.apart[0]):
        return conv.apart
    said = [t for role, t in conv.transcript if role == "user"] + [step.typed or message or ""]
    if household in PARENT_HOUSEHOLDS and understand.parents_apart_said(said, step.for_child):
        return (float(agi), APART_PAY_UNKNOWN)
    return ()


def _two_parents_apart_asked(conv: Conversation, step: _Step, message: str, lang: str, today) -> None:
    """(fix50j, a false "likely eligible") A parent writing said they and the child's other parent live
    apart (:func:`understand.writer_apart_said`: "her dad and i are divorced, she lives with me"), then
    chose two parents at the household question ("two parents"): kept unasked, the $150,000 limit
    applied while the chat knew the parents apart. Two parents can still be the writer and a new spouse,
    so it is read back with why (:data:`understand.TWO_PARENTS_APART_ASKED`), never kept unasked; a
    step-parent or remarriage said keeps it as said."""
    flow = load_flow()
    hq = flow.question("household")
    if hq is None or not step.for_child or step.state.answers.get("household") != "two_parent" \
            or conv.state.answers.get("household") == "two_parent" or "household" in step.proposed \
            or conv.expecting != "household" or understand.contains_any(understand.normalize(message), understand._STEP):
        return
    said = [t for role, t in conv.transcript if role == "user"] + [message]
    if not understand.writer_apart_said(said):
        return
    step.state = flow.prune(step.state.without({"household"}), today)
    ack = _acknowledge(hq, {"household": "two_parent"}, lang)  # (its "Got it" taken back: read back instead)
    step.parts = [p for p in step.parts if p not in ack]
    step.parts.append(Msg.of(understand.TWO_PARENTS_APART_ASKED))
    _apply_form(flow, step, hq, {"household": "two_parent"}, lang, today, confirm=True)


# Class (fix52k): a grandparent, relative or guardian raising the student and a parent's pay said
# beside it ("my granddaughter lives with me, her mom makes 30k, i make 45k", "i live with my grandma…
# my mom makes 70k but i dont live with her"): fix51c named the parent's pay back and kept nothing till
# the household was answered (understand.PARENT_APART_PAY), but once it was ("one parent", "yes") the
# income question started from scratch, the $30,000 never said again: lost. Now the pay is held with the
# conversation (Conversation.parent_pay, set where PARENT_APART_PAY is said) and, the income question
# reached with nothing of the income kept, held or waiting, brought back once: one
# parent, read back as the household's income (the parent the FAFSA counts, §18-3601; a "no" asks it
# as ever, never a "no" unconfirmed); two parents, named as one part and the total asked. A single or
# married student's household: a parent's pay is no part of it (rules.NOT_COMBINED), nothing brought back.
def _parent_apart_pay_back(conv: Conversation, step: _Step, nxt, again, lang: str) -> None:
    household = step.state.answers.get("household")
    if nxt is None or nxt.id != "agi" or again or step.proposed or conv.pending \
            or household not in ("single_parent", "two_parent") or "agi" in step.state.answers \
            or conv.follow_up.get("k", "kin") != "kin" or step.follow_up.get("k", "kin") != "kin" or conv.earners or step.parents_ask is not None \
            or step.part_asked is not None or step.pay_held is not None:
        return
    pay = conv.parent_pay if step.parent_pay is None else step.parent_pay
    if not pay:
        return
    step.parent_pay = 0.0  # (brought back once: a "no" to its read-back asks the income as ever)
    of_student = step.for_student or bool(understand.kin_writes())
    if household == "single_parent":
        step.parts.append(Msg.of(understand.PARENT_APART_PAY_BACK_STUDENT if of_student else understand.PARENT_APART_PAY_BACK,
                                 amount=Money(pay)))
        step.proposed["agi"] = {"agi": pay}
    else:
        step.parts.append(Msg.of(understand.PARENT_APART_PAY_PART_STUDENT if of_student else understand.PARENT_APART_PAY_PART,
                                 amount=Money(pay)))


def _finish(conv: Conversation, step: _Step, q, message: str, lang: str, today) -> Turn:
    """Ask what comes next (or sum up the result) and return the :class:`Turn`."""
    conv = _let_go_kept(conv, step, lang, today)
    _one_parent_of_two(conv, step, today)
    _one_parent_apart(conv, step, message, today)
    _child_parent_pay_alone(conv, step, message, lang, today)
    _parent_gone_pay(conv, step, message, lang, today)
    _two_parents_now_one(conv, step, today)  # (after a parent said gone took their pay out, fix33q)
    _two_parents_apart_asked(conv, step, message, lang, today)  # (fix50j)
    _parent_abroad_held(conv, step, message, lang, today)
    _part_held_through_answer(conv, step)
    _away_parent_split(conv, step, message, lang, today)  # (fix50u)
    step.apart = _apart_now(conv, step, message, lang)
    _apart_set(step.apart)
    top = conv.follow_up if conv.follow_up.get("k") == "top" else {}
    if top and message and not step.top_done and step.top_asked is None and step.follow_up.get("k") != "top" \
            and "agi" not in step.proposed and _same_number(step.state.answers.get("agi"), top.get("a")):
        # (fix32f) "part of it, or more on top?" left unanswered: the income kept can't stand alone
        # beside the pay said, so it is asked again (as before that question was asked)
        step.state = load_flow().prune(step.state.without({"agi"}), today)
        step.jump = load_flow().question("agi")
    if step.part_asked is not None and step.options and not step.proposed:
        # (fix31g, a newcomer's finding) one parent's pay held and the other's asked, beside choices
        # read from the same words at another question ("lol ok my mom is a nurse, she makes 98k" at
        # a yes/no question): no "Did you mean one of these?" over choices the reply doesn't ask; the
        # income is asked, the question comes back after it
        step.parts = [p for p in step.parts if getattr(p, "text", None) != WHICH_ONE]
        step.options, step.asking, step.missed = type(step.options)(), None, False
    assessment = None
    offered = ()
    aid_asked = conv.expecting if step.proposed and conv.expecting in AID_ORDER else None  # (read back: still asked)
    again = step.options or (step.missed and q is not None and not step.state.answered(q))
    nxt = (step.asking or q) if again else _ask_next(load_flow(), step, today)
    if step.jump is None and step.follow_up.get("y") and step.follow_up.get("k") == "hours" and not step.proposed \
            and conv.pending and "agi" not in step.state.answers:
        step.jump = load_flow().question("agi")  # (fix31j: the held rate's hours asked next, :func:`_follow_up_kept`)
    if step.jump is None and conv.follow_up.get("k") == "extra" and (conv.pending and "agi" not in conv.pending or conv.follow_up.get("d")) \
            and not step.proposed and step.extra_held is None and "agi" not in step.state.answers \
            and not _asked_already(step, understand.EXTRA_PAY_ASKED, understand.EXTRA_HELD_ASKED) \
            and (not conv.follow_up.get("d") or conv.pending or nxt is not None and nxt.id == "agi") \
            and _extra_held(conv.follow_up)[0] and load_flow().question("agi") is not None:
        # (fix36c) …or held through other questions ("d", said with the ZIP code asked): asked once the
        # income is the question (or the read-back it was said beside is answered), the pay held named
        # (fix34v, a newcomer's finding) what a pay came to with its tips or overtime, asked beside a
        # read-back of other facts, and that read-back answered: asked again now, the pay held named
        # (it was dropped, and the income asked later bare, nothing said of the pay)
        step.extra_held = _extra_held(conv.follow_up) + (conv.follow_up.get("o"),)
        _extra_asked_again(step, load_flow().question("agi"), list(step.extra_held[0]))
    if step.jump is None and conv.pending and not step.proposed and q is not None and q.id == conv.expecting \
            and q.kind != "money" and not again and nxt is not None and nxt.id != q.id and not step.state.answered(q) \
            and understand.confirmation(message) is True \
            and (before := load_flow().ask_next(conv.state, today)) is not None and before.id != q.id:
        # (fix35g) the question put beside a read-back in place of the flow's next one (a fact said in
        # passing that would rule the student out, held for its own question: "vivimos solos él y yo. Yo
        # gano 2,000 a la semana", the household beside $104,000): asked once the read-back has its
        # "yes", never passed over for the flow's order (the household was never asked, then lost); not
        # the income, whose pay held beside a read-back has its own follow-up (the ZIP asked first)
        step.jump = q
    if step.jump is not None and not again and nxt is not None and not step.state.answered(step.jump) \
            and step.jump in load_flow().walk(step.state, today).pending:
        nxt = step.jump
    if nxt is None and step.reopen is not None and not step.proposed:
        nxt = step.reopen  # never a result resting on the answer just refused
    _parent_apart_pay_back(conv, step, nxt, again, lang)  # (fix52k)
    pending = {}
    asked_from = None  # where the next question's own parts start in the reply, when it is asked
    let_open = _let_go_open(conv, step, today) if nxt is None and not step.proposed else set()
    let_kept = {qid: left for qid, updates in step.let_go.items()
                if (left := {f: v for f, v in updates.items() if f not in let_open})} if let_open else {}
    if let_open and step.let_go_parts and let_kept:
        # (fix46q, review 46 item 7) let go in this very reply, part of it kept ("Got it … I kept
        # it as you said it") and a result would hang on the rest: never "I didn't keep it" beside
        # it, nor a result on it unconfirmed; read back once as what the result rests on
        # (:data:`LET_GO_ASK`), one statement per fact
        _let_go_resaid(step, let_kept, lang, today)
        _let_go_asked(conv, step, today)
    elif let_open and step.let_go_parts:
        # (fix46f, review 45 item 7) let go in this very reply, and a result would come next: not
        # kept after all ("Got it … I kept it" beside the question asked again, or a third read-back
        # of the same value), its question put plainly, said so (:func:`_let_go_dropped`)
        step.state = load_flow().prune(step.state.without(let_open), today)
        _let_go_dropped(step, lang, today)
        nxt = _ask_next(load_flow(), step, today)
    elif let_open and not load_flow().decided_ineligible(run(step.state.answers, today)):  # (a "no": _in_passing, below)
        # (fix45t) a result (eligible or not) never rests on what was let go unconfirmed: read back
        # first, as what the result rests on; a "yes" settles it (:func:`_settled`), a "no" asks it
        _let_go_asked(conv, step, today)
    if nxt is None and not step.proposed and (step.state.answers != conv.state.answers or let_open):
        # (fix49g, a newcomer's wrong "no") or one that changes none while what was let go unconfirmed
        # would rule the student out (:func:`_let_go_open`): "no" (or "I don't know") to another
        # read-back ("• Credits: 12") kept nothing new, and the result came at once, resting on the
        # degree let go ("associate" read back twice, answered on): a "yes" asked it again, a "no"
        # did not. Every answer to that read-back now asks it again first (:data:`LET_GO_ASKED_AGAIN`)
        # (a message that changes no answer — "ok", "thanks", "sí" after the result — drops none:
        # the result it rests on was already shown with them said back; class, a tester's finding:
        # the household and income kept, then dropped and asked again by a "yes")
        aside = _in_passing(load_flow(), step.state, {}, set(conv.passing) - _settled(conv, step.state, today), today)
        if aside:  # (the same: a result resting on facts said in passing asks them first)
            step.state = load_flow().prune(step.state.without(aside), today)
            _let_go_pruned(conv, step, aside, lang, today)
            nxt = _ask_next(load_flow(), step, today)
    if nxt is None and not step.proposed:
        # "likely not eligible" only from what the rules assume for an answer left open: read
        # back first (never a "no" from an answer the student didn't give or confirm)
        step.proposed.update(_assumed_open(load_flow(), step.state, today))
    step.parts += _county_against_zip(conv.state, step.state)
    _hardship_told_before(conv, step, nxt, message, lang, today)
    earners = _earners_now(conv, step, message, lang)
    if nxt is None and not step.proposed and step.parents_ask is None and _household_for_one_pay(conv, step, earners):
        nxt = load_flow().question("household")  # (asked, before any result resting on one parent's pay)
    slot = conv.follow_up
    _held_for_one_parent(step, lang, today)
    if slot.get("k") in ("parents", "spouse") and slot.get("d") and conv.pending and not step.proposed \
            and step.parents_ask is None and ("agi" not in step.state.answers or _same_number(step.state.answers["agi"], slot["a"]) is False) \
            and (_whose_kind(step.state.answers.get("household"), step.for_child, step.state.answers.get("household_size")) == slot["k"]
                 or "household" not in step.state.answers and step.household_waiting is not None and not step.for_child):
        # a single student's own pay said beside a read-back ("soy soltera y me mantengo sola, gano
        # 18 mil"): once the read-back is answered and the household kept single, whether the
        # parents' income is in that pay is asked (class, a newcomer's finding: the pay was dropped);
        # so is the spouse's in a married student's, the household kept married; the household
        # refused ("no, es solo mío" to "Hogar: un solo padre"), as for one not yet said (fix32f, a
        # newcomer's finding: the pay dropped with the household, the parent's $95,000 kept alone);
        # (fix34b) "no sé" to "Hogar: casada" read back beside the pay held for the spouse's: the
        # household left open, the pay still held and the spouse's asked (it was dropped with it)
        step.parents_ask, step.parents_pay, step.spouse = float(slot["a"]), bool(slot.get("p")), slot["k"] == "spouse"
    elif slot.get("k") in ("parents", "spouse") and not slot.get("d") and not step.understood and step.faq is None \
            and not step.proposed and step.parents_ask is None and not step.parents_done and "agi" not in step.state.answers:
        # a blank or unreadable message to whether the own pay held includes the parents' (the
        # spouse's): the pay stays held and the question is put again (a newcomer's finding: the pay
        # was dropped, and "my parents make 135k" said next was kept alone, a false "likely eligible")
        step.parents_ask, step.parents_pay, step.spouse = float(slot["a"]), bool(slot.get("p")), slot["k"] == "spouse"
        step.parents_per = int(slot.get("t") or 1)
    # Class (fix32c): "both make 80k" beside facts to read back ("senior at Bowie, I live with my mom
    # and dad, both make 80k"): two questions in one reply ("Is that $80,000 each…?" and "Is that
    # right?"). Each or together is asked alone first; the read-back waits, unseen (its "yes" or
    # "no" can't come before it is shown: :func:`_both_first`), and is shown with the income once
    # that is answered
    both_first = bool(step.proposed) and "agi" not in step.proposed and not step.which \
        and _asked_already(step, understand.BOTH_EACH_ASKED)
    # Class (fix37d, a newcomer's finding): "…, I live with my mom. she makes 15 an hour plus tips" in
    # an opening: "What did it come to for the whole year…?" and "Is that right?" in one reply. The
    # year's pay is asked alone first, the read-back held unseen as for "each or together" (a bare
    # "yes" or "no" then is no answer to either: asked again, :func:`_extra_first`), and shown with
    # the income once it is said; a pay that can be held (an earner's amount) is said and asked once
    # the read-back is answered instead (EXTRA_LATER, below)
    extra_first = bool(step.proposed) and "agi" not in step.proposed and not step.which and not both_first \
        and _asked_already(step, understand.EXTRA_PAY_ASKED) and not _extra_slot(step, step.read_as or message, lang)
    # (fix51a, a false "likely eligible") a bare amount correcting a sum of earners' pay while that sum's
    # read-back waits ("mom makes 80k stepdad makes 75k", then "no wait it's 85k"): whose pay it is (or
    # whether it is the total) is asked alone, as "each or together" is; the read-back waits unseen (a
    # bare "yes" or "no" answers neither: asked again, :func:`_whose_first`) and is shown with the sum
    # once that is answered. It was read back as the household's $85,000, the stepdad's pay lost
    whose_first = bool(step.proposed) and not step.which and not both_first and not extra_first \
        and _asked_already(step, WHOSE_PART_CORRECTED)
    if whose_first:
        step.parts = [p for p in step.parts if getattr(p, "text", None) not in (STILL_NEED, CHECK_HELP)]
    _one_parent_sum(conv, step)
    if step.proposed:
        if step.options:  # the choices asked back aren't shown with a read-back: no "Did you mean one of these?" alone
            step.parts = [p for p in step.parts if getattr(p, "text", None) != WHICH_ONE]
        else:
            # (fix32g, a newcomer's finding) "I started in fall 2024" while a read-back waits: the
            # choices asked back were dropped (a miss said twice), "Did you mean one of these?"
            # left with nothing listed; never a choice prompt without its choices
            step.parts = [Msg.of(NOT_UNDERSTOOD) if getattr(p, "text", None) == WHICH_ONE else p for p in step.parts]
        _near_limit_for_all(step, today)
        because = {} if _measured_correction(load_flow(), step.state, step.proposed) \
            else _resting_on(load_flow(), step.state, _beside_measured(load_flow(), step.state, step.proposed, today), today)
        aside = _in_passing(load_flow(), step.state, step.proposed, set(conv.passing) & set(because), today)
        aside -= _premises(load_flow(), step.state, q, conv.expecting, step.proposed, aside, today)
        # (ncA F-lowgpa-drop) facts of a list the student confirmed, each its own answer's field with its own
        # question answered by no other (the GPA, the graduation month), stay: read back beside the answer as
        # what the ruling rests on (BECAUSE), never dropped and asked again
        aside -= {f for f in aside if f in _CONFIRMED_KEPT and f in because}
        if aside:
            # Class: never a "no" resting on words said in passing ("ya tengo la promise… solo completé
            # 3 créditos", then "asociado"): those facts' own questions are put instead of a read-back
            step.state = load_flow().prune(step.state.without(aside), today)
            _let_go_pruned(conv, step, aside, lang, today)
            because = {k: v for k, v in because.items() if k not in aside}
        if because:
            step.proposed[BECAUSE] = because
        if step.which:  # "Which one is wrong?" (said): the facts named as quick replies
            replies = _which_labels(load_flow(), step.which, lang)
            offered = tuple(WHICH + f for f in step.which) + (WHICH + WHICH_ALL,) + ((WHICH + WHICH_UNSURE_MARK,) if step.which_unsure else ())
        elif both_first or extra_first or whose_first:
            step.parts = [p for p in step.parts if getattr(p, "text", None) != FOLDED or not step.lead]
            replies = _both_replies(lang) if both_first else ()
        else:
            if step.parents_ask is not None and "agi" not in step.proposed \
                    and not any(getattr(p, "text", None) == PAY_ASKED_NEXT for p in step.parts):
                # (fix48b, dev47 d47-a-en-058) "just me, i live alone, make like 30k" at the household
                # question: the household read back, the student's own $30,000 held until it is answered
                # (whether the parents' income is in it, §18-3601) but never said: it looked dropped.
                # Said now, before the read-back
                step.parts.append(Msg.of(PAY_ASKED_NEXT, amount=Money(step.parents_ask)))
            step.parts += _check(load_flow(), step.proposed, lang, step.lead, message, today)
            no_said = _no_read_back(load_flow(), step.proposed, step.state, today)
            replies = (render(YES, lang), render(NO, lang)) if no_said is None \
                else (render(YES_RIGHT, lang), render(_says_yes(no_said[0]), lang)) + (
                    (render(NO, lang),) if len(_facts(load_flow(), step.proposed)) > 1 else ())  # (the answers it rests on too)
            if no_said is None and _yes_right_said(step.parts, lang):
                replies = (render(YES_RIGHT, lang),) + replies[1:]  # (the button the reply tells to answer)
        pending = step.proposed
        nxt = q if q is not None and not step.state.answered(q) else nxt
    elif step.parents_ask is not None:
        # a single student's own pay: whether the parents' income is in it (or theirs) asked; a
        # married student's: the spouse's (:func:`_whose_to_ask`)
        nxt = load_flow().question("agi")
        ask, ask_pay, choices = understand.whose_asked(step.spouse, step.for_child)
        asked = ask_pay if step.parents_pay else ask
        if step.whose_amount is not None:
            # (fix43a) the amount the spouse said: the writer's own pay, or the spouse's? asked
            who, amount = step.whose_amount[:2]
            step.parts.append(Msg.of(understand.WHOSE_AMOUNT_ASKED[who], amount=Money(amount)))
            replies = (render(understand.WHOSE_AMOUNT_MINE, lang), render(understand.WHOSE_AMOUNT_THEIRS[who], lang)) \
                + ((render(understand.WHOSE_AMOUNT_BOTH, lang),) if who != "parents" else ())  # ("the two's": a couple's)
        else:
            step.parts.append(Msg.of(asked, amount=Money(step.parents_ask)))
            choices = choices[-1:] if step.parents_pay else choices
            replies = tuple(render(label, lang) for _, label in choices)
    elif step.options:
        replies = quick_replies(nxt, step.state, lang, today, step.options)
        offered = step.options
    elif step.places_asked:
        replies = tuple(_place_label(fid, value, lang) for fid, value in step.places_asked)
        offered = tuple(f"{PLACE}{fid}:{value}" for fid, value in step.places_asked)
    elif nxt is not None and step.typing and nxt is q:
        # "Another county": the other counties offered, or the county typed (the question was just asked)
        offered = _other_counties(step.state)
        replies = quick_replies(nxt, step.state, lang, today, offered)
    elif nxt is not None and nxt.id == "agi" and step.follow_up.get("k") == "hours" and step.follow_up.get("d") \
            and "agi" not in step.state.answers:
        # (fixn1) a rate held through another question's answer: its hours asked now (or the year's income)
        if not _asked_already(step, understand.HOURS_ASKED):
            step.parts.append(Msg.of(understand.HOURS_ASKED))
        replies = ()
    elif step.follow_up.get("k") == "part" and step.follow_up.get("c") and step.follow_up.get("d") \
            and step.follow_up.get("q") in _parent_home_asks() and step.follow_up.get("o") in PARENT_HOME_LATER and step.follow_up.get("e") in EARNER_KEYS \
            and "agi" not in step.state.answers and load_flow().question("agi") is not None:
        # (fix50b) a parent's pay whose home was asked beside a read-back, held while it was answered (or
        # through another question's answer): "Does your dad live with you?" asked now, alone (its answer
        # read by :func:`_abroad_answered`), never the other's pay asked as if unsaid
        slot = step.follow_up
        asked = _parent_home_asks(slot.get("q"))[slot["o"]]
        step.part_asked, step.part_other = (slot["e"], float(slot["a"]), int(slot.get("t", 1))), slot["o"]
        step.part_abroad = float(slot["c"])
        if not _asked_already(step, asked):
            step.parts.append(Msg.of(asked, part=understand.part_said(step.part_asked, _writers_names(step)),
                                     abroad=Money(step.part_abroad)))
        nxt = load_flow().question("agi")
        replies = ()
    elif nxt is not None and nxt.id == "agi" and step.follow_up.get("k") == "part" and step.follow_up.get("d") \
            and step.follow_up.get("e") in EARNER_KEYS and "agi" not in step.state.answers and "agi" not in step.proposed:
        # (dev29) one parent's pay held through other questions: the other's asked now, as before
        slot = step.follow_up
        if step.part_asked is None:  # (fix33k: a part of it said again in this message, held anew: that one)
            step.part_asked, step.part_other = (slot["e"], float(slot["a"]), int(slot.get("t", 1))), slot.get("o")
            step.part_sum = _sum_parts(slot)
        asked = understand.OTHER_WORKS_ASKED if not slot.get("o") \
            else understand.SELF_WORKS_ASKED if slot["o"] == "self" and not step.for_child \
            else understand.OTHER_NAMED_ASKED.get(slot["o"], understand.OTHER_PARENT_ASKED)
        replies = ()
        if step.no_meaning:
            # (fix36c) a bare "no" to it: what the "no" means asked, once, each a quick reply
            step.parts.append(Msg.of(understand.NO_MEANING_ASKED))
            replies = (render(understand.NO_MEANING_NONE, lang), render(understand.NO_MEANING_UNSURE, lang))
        elif not _asked_already(step, asked):  # (fix32a: asked already, :func:`_amount_elsewhere`)
            step.parts.append(Msg.of(asked, part=_held_said(step.part_asked, step.part_sum, _writers_names(step))))
    elif nxt is not None and nxt.id == "agi" and step.follow_up.get("k") == "period" and step.follow_up.get("d") \
            and "agi" not in step.state.answers and "agi" not in step.proposed:
        # (dev29) a pay whose period was asked beside another question, held through its answer: how
        # often it is paid asked now (or the year's income)
        if not _asked_already(step, understand.PERIOD_ASKED):
            step.parts.append(Msg.of(understand.PERIOD_ASKED, amount=Money(step.follow_up["a"])))
        replies = ()
    elif step.follow_up.get("k") == "top" and step.follow_up.get("d") and not step.top_done \
            and _same_number(step.state.answers.get("agi"), step.follow_up.get("a")):
        # (fix32f) "part of it, or more on top?" held through a read-back's answer: asked again now,
        # alone, the income kept meanwhile (its answer read by :func:`_top_answered`)
        if not _asked_already(step, understand.PART_OF_TOTAL_ASKED):
            step.parts.append(Msg.of(understand.PART_OF_TOTAL_ASKED, total=Money(float(step.follow_up["a"]))))
        nxt = load_flow().question("agi")
        replies = ()
    elif step.follow_up.get("k") == "rng" and step.follow_up.get("d") and "agi" not in step.state.answers \
            and "agi" not in step.proposed and load_flow().question("agi") is not None:
        # (fix50d) an income said as a range beside a read-back, held while it was answered: what the
        # range tells of the household's limit said now (a limit inside it: the exact AGI asked,
        # rules.income_range_limit), with the income question, never forgotten, never a figure kept
        low, high = float(step.follow_up["l"]), float(step.follow_up["h"])
        told = income_range_limit(low, high, step.state.answers, run(step.state.answers, today).policy)
        told = told if told is not None else Msg.of(understand.ONE_NUMBER)  # (each asks for the amount)
        if told not in step.parts:
            step.parts.append(told)
        nxt = load_flow().question("agi")
        replies = ()
    elif step.follow_up.get("k") == "apart" and step.follow_up.get("d") and "agi" not in step.state.answers \
            and load_flow().question("agi") is not None:
        # (fix47c) divorced parents' pay each, held while a read-back was answered: which parent
        # counts asked now, alone (its answer read by :func:`_follow_up_answered`, "apart")
        if not _asked_already(step, understand.APART_WHICH):
            step.parts.append(Msg.of(understand.APART_WHICH, mom=Money(step.follow_up["m"]), dad=Money(step.follow_up["f"])))
        nxt = load_flow().question("agi")
        replies = _apart_which_replies(step, lang)  # (fix52i)
    elif nxt is not None and _pay_follow_up_asked(step, nxt):
        # (fix34e, a newcomer's finding) a follow-up of the pay just said (its hours, how often it
        # is paid, the tips' year, the other parent's pay…) is this reply's one question: the income
        # question isn't asked again beside it (its answer is read at the income question)
        replies = _apart_which_replies(step, lang)  # (fix52i: "Which parent is that…?" with its choices)
    elif nxt is not None:
        asked_from = len(step.parts)
        step.parts += _ask(nxt, step.hint or (step.missed and not step.briefly), _paired(load_flow(), nxt, step.state),
                           no_zip="zip" not in step.state.answers, scale=_scale_kept_for(nxt, step.state),
                           home=run(step.state.answers, today).home_college if nxt.id == "program_offered_locally" else None)
        step.parts[asked_from:] = _household_hint(step, nxt, step.parts[asked_from:])
        replies = quick_replies(nxt, step.state, lang, today)
        offered = () if nxt.optional else quick_values(nxt, step.state, today)
        if nxt.kind == "choice" and nxt.id == conv.expecting and not step.state.answered(nxt) and not step.proposed \
                and replies and _asked_in_a_row(step, nxt, lang) >= 2:
            # (fix35d, a newcomer's finding: a grandparent raising the student was asked the household
            # question three times, a note each time) after two tries, the choices said plainly, listed,
            # in place of the help (never numbered: a number typed at the household question is its size)
            listed = "\n".join(f"• {label}" for label in replies)
            step.parts = step.parts[:asked_from] + [p for p in step.parts[asked_from:]
                                                    if not (isinstance(p, Msg) and nxt.hint and p.text == _person(nxt.hint))]
            step.parts.append(Msg.of(CHOICES_PLAINLY, choices=listed))
    elif (aid := _aid_turn(conv, step, today)) is not None:
        # the other-aid answers asked after the result, one at a time, then what they change
        a = run(step.state.answers, today)
        if aid:
            step.parts = [p for p in step.parts if getattr(p, "text", None) != OTHER_AID_WHERE]
            step.parts.append(_aid_question(load_flow(), aid))
            replies = aid_replies(aid, lang)
            aid_asked = aid
        else:
            step.parts += _other_aid(a, could_change=False) + [Msg.of(ANYTHING_ELSE)]
            replies = (render(START_OVER, lang),)
        assessment = assessment_json(a, lang, _writer(step))  # (fix49d) its checks in the chat's voice
    else:
        a = run(step.state.answers, today)
        changed = (step.state.answers, step.state.seen) != (conv.state.answers, conv.state.seen)
        summed = result(a, step.link())
        if _size_would_sharpen(a, today):
            summed.insert(-1, Msg.of(CLOSER_SIZE if "tuition" in step.state.answers else CLOSER_SIZE_TUITION))
        elif a.status != INELIGIBLE and a.award.estimate is not None and "tuition" not in step.state.answers:
            summed.insert(-1, Msg.of(CLOSER_ESTIMATE))
        # (fix45t: a "yes" to what a let-go left unconfirmed, read back alone, gives the result it waited for)
        changed = changed or set(conv.pending) == {BECAUSE}
        # (fix46i, a newcomer's F1) so does any read-back whose answer completes the assessment (the
        # income read back again beside the household, its "yes" the last answer): never "Anything else?"
        # in place of a result not yet shown
        changed = changed or bool(conv.pending) and conv.expecting is None
        # (fix52b) the other parent's pay held as the apart parent's after the result ("oh my dad makes 50k too but he
        # lives in Ohio"): no answer changes, but the result may (rules.APART_PARENT_AGI): the result said again, never
        # "Anything else?" over a status that changed unsaid
        changed = changed or conv.expecting is None and step.apart_said is not None \
            and tuple(step.apart_said) != tuple(conv.apart or ()) and _screened(
                {**conv.state.answers, APART_PARENT_AGI: conv.apart[1]} if conv.apart and _same_number(
                    conv.state.answers.get("agi"), conv.apart[0]) else conv.state.answers, today).status != a.status
        asks_whose = any(getattr(p, "text", None) == WHOSE_PART_CORRECTED for p in step.parts)  # (fix47h: its one question)
        step.parts += summed if (q is not None or changed or not message) else [] if asks_whose else [Msg.of(ANYTHING_ELSE)]
        # other aid one tap away when there is some to find or ask about (the web result lists it)
        more = _other_aid_to_tell(a) and step.faq not in OTHER_AID_TOPICS
        replies = ((render(WHAT_ELSE, lang),) if more else ()) + (render(START_OVER, lang),)
        assessment = assessment_json(a, lang, _writer(step))  # (fix49d) its checks in the chat's voice
    follow_up = _held_kind_now(step, _follow_up_now(step, q, pending, message, lang))
    if follow_up.get("k") == "extra" and nxt is not None and nxt.id != "agi" and "agi" not in step.state.answers \
            and "agi" not in pending and _extra_held(follow_up)[0]:
        # Class (fix36c, a newcomer's finding): what a pay came to with its tips or overtime, asked beside
        # another question ("my dad makes 95k plus overtime, my mom stays home" in an opening, the ZIP
        # code asked): two questions in one reply, and the year's total said next ("about 105k total")
        # was read at the ZIP question, the pay lost. The pay held is said, held through the questions
        # before the income ("d", :func:`_follow_up_kept`) and the year asked there (the one question).
        # Beside a read-back it is asked as before, and again once the read-back is answered (fix34v)
        extra = _extra_held(follow_up)[0]
        said = _parts_said(step, extra)
        asks = (understand.EXTRA_PAY_ASKED, understand.EXTRA_HELD_ASKED)
        step.parts = [Msg.of(understand.EXTRA_LATER, parts=said) if isinstance(p, Msg) and p.text in asks else p
                      for p in step.parts]
        # (fix37d, a newcomer's finding) so beside a read-back of other facts too ("…, I live with my
        # mom, she makes 900 a week plus overtime": "What did it come to…?" and "Is that right?" in
        # one reply): the read-back is the one question, the year asked once it is answered (fix34v)
        follow_up = {**follow_up, "d": 1}
    if follow_up.get("k") == "hours" and "household" in pending and not step.which:
        # Class (fix38f): "…, it's just me and her, she makes 22 an hour" in an opening: "How many hours
        # a week?" beside the read-back's "Is that right?", two questions in one reply. One at a time,
        # as fix31j holds it: the read-back first, the rate held ("hours" waits) and its hours asked
        # once the read-back is answered. (Only beside a household read back, the class of fix31j: beside
        # the credits' read-back, "I'm going full time, I make 15 an hour", fix35a's test holds the hours
        # asked with it, answered before the read-back's yes; left as it was)
        hours_asks = (understand.HOURS_ASKED, understand.HOURS_EACH_ASKED)
        step.parts = [p for p in step.parts if not (isinstance(p, Msg) and p.text in hours_asks)]
    if follow_up.get("k") == "rng" and pending and step.range_said is not None:
        # (fix50d) "…so the exact amount decides. What is the AGI exactly?" beside the read-back's "Is that
        # right?": two questions in one reply. One at a time, as fix47c holds the parents' pay: the
        # read-back first, the range held and said so; asked once it is answered (:func:`_finish`)
        said_range = {_rules.RANGE_ACROSS, _rules.RANGE_UNDER, _rules.RANGE_OVER, understand.ONE_NUMBER}
        step.parts = [Msg.of(RANGE_LATER, low=Money(step.range_said[0]), high=Money(step.range_said[1]))
                      if isinstance(p, Msg) and p.text in said_range else p for p in step.parts]
    if follow_up.get("k") == "apart" and not follow_up.get("d") and pending and "agi" not in pending and not step.which \
            and _asked_already(step, understand.APART_WHICH):
        # Class (fix47c, a newcomer's finding): "my parents are divorced, I live with my mom, she makes
        # 60k and my dad makes 80k": "Which parent is that…?" (APART_WHICH, fix46k) beside the read-back's
        # "Is that right?", two questions in one reply, and the "yes" that followed kept the household
        # and lost both parents' pay (the income asked from scratch). One at a time, as fix38f holds the
        # hours: the read-back first, each parent's pay held ("d", :func:`_follow_up_kept`) and which
        # parent counts asked once the read-back is answered (:func:`_finish`, APART_HELD)
        step.parts = [Msg.of(APART_LATER) if isinstance(p, Msg) and p.text == understand.APART_WHICH else p for p in step.parts]
        follow_up = {**follow_up, "d": 1}
    if follow_up.get("k") == "part" and follow_up.get("c") and follow_up.get("o") in PARENT_HOME_LATER and not follow_up.get("d") \
            and pending and "agi" not in pending and not step.which:
        # Class (fix50b, a wrong answer routed): "…graduating 2027…, i live with my mom, she makes 60k and my dad
        # makes 55k": "Does your dad live with you?" (fix45b's PARENT_HOME_ASKED; so fix41c's and fix42a's)
        # beside an opening's read-back ("Finished high school: June 2027 — I assumed June… Is that right?"),
        # two yes-or-no questions in one reply: the "no" meant for the dad refused the read-back (the date
        # lost) and the dad's pay was dropped, and a later "yes" could add both parents' pay. One at a time,
        # as fix47c holds which parent counts: the read-back first (the one question a bare yes or no can
        # answer), both pays held ("d", :func:`_follow_up_kept`) and whether that parent lives with the
        # student asked once it is answered (:func:`_finish`), the question's kind kept ("q")
        kinds = _parent_home_asks()
        kind = next((k for k, asks in kinds.items() for p in step.parts
                     if isinstance(p, Msg) and p.text == asks[follow_up["o"]]), None)
        if kind is not None:
            step.parts = [Msg.of(PARENT_HOME_LATER[follow_up["o"]], **dict(p.params))
                          if isinstance(p, Msg) and p.text == kinds[kind][follow_up["o"]] else p for p in step.parts]
            follow_up = {**follow_up, "d": 1, "q": kind}
    if both_first and follow_up.get("k") == "both":
        follow_up = {**follow_up, "h": 1}  # (the read-back held unseen: :func:`_both_first`)
    if whose_first and follow_up.get("k") == "whose_part":
        follow_up = {**follow_up, "h": 1}  # (fix51a: the read-back held unseen, :func:`_whose_first`)
    if extra_first and not follow_up:
        follow_up = {"k": "xf"}  # (fix37d: the read-back held unseen while the year's pay is asked, :func:`_extra_first`)
    if follow_up.get("k") == "rng" and not pending:
        follow_up = {}  # (fix50d: asked above, the income question waiting: its answer read as any is)
    if follow_up.get("k") == "top" and follow_up.get("d") and not pending:
        follow_up = {k: v for k, v in follow_up.items() if k != "d"}  # (asked again above: its answer read next)
    if follow_up.get("k") == "both" and not pending:
        if not _asked_already(step, understand.BOTH_EACH_ASKED):
            amount = float(follow_up["a"])  # (held through a read-back's answer: asked again, alone)
            # (fix32c: asked alone, the next question after its answer, never two questions in one reply)
            at = asked_from if asked_from is not None else len(step.parts)
            step.parts = step.parts[:at] + [Msg.of(understand.BOTH_EACH_ASKED, amount=Money(amount), total=Money(round(amount * 2)))]
        replies = _both_replies(lang)  # (fix31a) "Each", "Together"
    if follow_up.get("k") == "hours" and follow_up.get("s"):
        # (two rates: the hours of each asked, never "How many hours a week?" of no one)
        step.parts = [Msg.of(understand.HOURS_EACH_ASKED) if isinstance(p, Msg) and p.text == understand.HOURS_ASKED else p
                      for p in step.parts]
    if not replies and any(getattr(p, "text", None) == WHICH_ONE for p in step.parts):
        # never "Did you mean one of these?" with no choices shown (fix31g)
        step.parts = [p for p in step.parts if getattr(p, "text", None) != WHICH_ONE]
    step.parts = _one_pay_named(step, earners)
    # each paragraph said once (fix39j, a newcomer's finding: a ZIP code not found at "Which one is
    # wrong?" was said twice, once by the correction tried and once by the answer read after it)
    # (fix48d) to a parent writing for their child, every part said of the student is said of "your child",
    # whichever reader or check built it (a reading's note, a result's line); (fix48k) to anyone else writing
    # for the student, the same in the third person (the result's status, estimate and link, a rule's message)
    voice = _voice(step)
    step.parts = [_voiced(step, p, voice) for p in step.parts]  # (fix53r1: one branching, :func:`_voiced`)
    reply = "\n\n".join(dict.fromkeys(_render(p, lang) for p in _gathered(step.parts) if p))
    if (step.emoji or step.uncounted) and step.missed and nxt is not None and nxt.id == conv.expecting:
        misses = conv.misses  # (an emoji alone: the question asked again, no miss counted either way)
    elif step.missed and nxt is not None and nxt.id == conv.expecting or aid_asked is not None and aid_asked == conv.expecting \
            and not step.proposed:
        misses = conv.misses + 1
    elif nxt is not None and nxt.id == conv.expecting and any(getattr(p, "text", None) in (
            understand.KIN_WRITER_ASK, understand.KIN_SIBLING_ASK) for p in step.parts):
        # (fix38p's change, restored by fix39e as the lead decided: the issue's rule wins over
        # test_fix35d's fourth ask) the household asked again with why a grandparent's own home isn't
        # the student's ("he lives with me, his grandma") is a miss, so a don't-know or the writer's
        # home told again next leaves it open (:func:`_no_third_time`), never asked a third time in a row
        misses = conv.misses + 1
    elif conv.expecting is not None and conv.expecting in pending:
        misses = conv.misses  # its answer read back: a "no" to it counts as the next miss
    elif step.faq == "dont_know" and nxt is not None and nxt.id == conv.expecting:
        # (fix41d) a question the FAQ doesn't know, the question asked again: no answer to it, so the
        # misses before it still count (they were reset: a question asked four times in a row)
        misses = conv.misses
    else:
        misses = 0
    expecting = nxt.id if nxt else aid_asked
    step.state = _county_said_marked(conv, step.state, pending, message)
    conv = replace(conv, state=step.state, expecting=expecting, offered=tuple(_value(v) for v in offered),
                   misses=misses, pending=pending, for_child=step.for_child, for_student=step.for_student,
                   writer=understand.kin_writer(),  # (fix49d: kept after "start over", as the voice is)
                   passing=tuple(sorted(set(_passing_now(conv, step.state, q, message, today))
                                        | {m for f in {f for u in step.let_go.values() for f in u if f in step.state.answers}
                                           for m in (f, LET_GO_MARK + f)})),
                   follow_up=follow_up,
                   earners=earners, apart=step.apart,
                   parent_pay=conv.parent_pay if step.parent_pay is None else step.parent_pay)  # (fix52k)
    if message:
        conv = conv.said("user", step.typed or message)
    conv = conv.said("bot", reply, lang)
    return Turn(reply, tuple(replies), conv.expecting, conv, assessment, step.faq)


def _county_said_marked(conv: Conversation, state: State, pending: dict, message: str) -> State:
    """Return ``state`` with :data:`~screener.flow.COUNTY_SAID` set when this ``message`` said the
    county kept or read back as the student's home (:func:`understand.county_said`: "I live in
    Baltimore County", "condado de Howard"), cleared when it brought a county it only guessed (from
    a college's town: "la tengo desde el año pasado en Howard") or no county is left. Class (fix38f):
    a renewal's county said and confirmed was dropped (the path never asks it); the flow keeps a
    county said, never one guessed (revert c00bfc3)."""
    def county_of(answers, waiting):
        for updates in waiting.values():
            if isinstance(updates, dict) and updates.get("county") is not None:
                return updates["county"]
        return answers.get("county")

    now, before = county_of(state.answers, pending), county_of(conv.state.answers, conv.pending)
    marked = COUNTY_SAID in state.seen
    if now is None:
        mark = False
    elif now != before:
        mark = bool(message) and understand.county_said(message)  # the county this message brought
    else:
        mark = marked
    if mark == marked:
        return state
    return replace(state, seen=frozenset(state.seen | {COUNTY_SAID} if mark else state.seen - {COUNTY_SAID}))


_PRONOUNS = ("he", "she")  # (fix37m) one person's pay said with a pronoun, no household known


def _held_alone(for_child: bool, earners: tuple, household) -> bool:
    """Return True when an income of ``earners`` is one parent's (or a "he"'s, "she"'s) pay held: the
    writer no parent writing for their child, one earner, and no ``household`` known (kept or read
    back): said back as "Pay said so far" (:func:`_one_pay_named`), the other parent's pay still to
    come with the household."""
    return not for_child and len(earners) == 1 and earners[0][0] in PARENT_EARNERS + _PRONOUNS and household is None


def pay_held(conv: Conversation) -> bool:
    """Return True when the income kept (``agi``) is a held part, no household's total: one parent's
    pay alone while the household is neither kept nor read back (:func:`_held_alone`), that pay all
    of it. Class (fix39f, after fix38c's revert): the API's ``answers.agi`` gave it as the household's
    income; an income kept beside a household kept or read back (a sibling's "it's just her and our
    mom, she makes 38k") is a total, and shown."""
    agi = conv.state.answers.get("agi")
    household = (conv.pending.get("household") or {}).get("household") or conv.state.answers.get("household")
    return agi is not None and _held_alone(conv.for_child, conv.earners, household) and _parts_make(conv.earners, agi)


def _one_pay_named(step: _Step, earners: tuple) -> list:
    """Return ``step.parts`` with the income said back ("Got it. Household income (AGI): $70,000.",
    or a read-back's line) as whose pay it is ("• Pay said so far: your mom's $70,000") while the
    income is one parent's pay alone (``earners``) and the household is not known (neither kept nor
    read back). Class (fix35c, a newcomer's finding): "senior at Bowie High, my mom makes 70k" was
    said back as the household's income, the household unknown (its other earners are asked with it)."""
    aq = load_flow().question("agi")
    if aq is None or not _held_alone(step.for_child, earners, _said_now(step, "household")):
        return step.parts  # (fix37m: "he makes 90k", no household known: "Pay said so far: his $90,000")
    what, total = field_name(aq, "agi"), float(understand.part_year(earners[0]))

    def named(p):
        if isinstance(p, tuple):
            return tuple(named(m) for m in p)
        params = dict(getattr(p, "params", ()) or ()) if isinstance(p, Msg) else {}
        if isinstance(p, Msg) and p.text in (GOT_IT, CHECK_LINE) and getattr(params.get("what"), "text", params.get("what")) == what \
                and _same_number(understand._as_float(re.sub(r"[^\d.]", "", str(params.get("value")))), total):
            said = _pay_said_voiced(step, earners[0], step.state.lang)  # (Spanish: "lo que gana tu mamá, $70,000,")
            return Msg.of(p.text, what=Msg.of(understand.PAY_SO_FAR), value=said)
        return p
    return [named(p) for p in step.parts]


def _pay_follow_ups() -> frozenset:
    """Return the questions the chat asks of a pay just said (:func:`_pay_follow_up_asked`)."""
    return frozenset((understand.EXTRA_PAY_ASKED, understand.EXTRA_HELD_ASKED, understand.HOURS_ASKED, understand.HOURS_EACH_ASKED,
                      understand.PERIOD_ASKED, understand.TINY_YEAR_ASKED, understand.EARNERS_ASKED,
                      understand.OTHER_PARENT_ASKED, understand.OTHER_WORKS_ASKED, understand.SELF_WORKS_ASKED,
                      understand.PART_OF_TOTAL_ASKED, understand.PARENT_PART_TOTAL_ASKED,
                      understand.EARNER_TOTAL_ASKED, understand.SUM_REFUSED_TOTAL_ASKED, understand.NO_MEANING_ASKED,
                      understand.WHICH_PARENT_PAY_ASKED, understand.CHILD_PARENT_PAY_ASKED,
                      understand.APART_WHICH)  # (fix38i: "Which parent is that…?" is the reply's one question)
                     + tuple(understand.OTHER_NAMED_ASKED.values())
                     # (fix42e) "Does your dad live with you?" of a parent working abroad (fix41c) is the
                     # reply's one question: the income question was asked beside it, two in one reply
                     + tuple(understand.PARENT_ABROAD_ASKED.values()) + tuple(understand.PARENT_HOME_ASKED.values()))


def _hint_now(step: _Step, q) -> str | None:
    """(fix51f) Return ``q``'s hint for the answers kept or read back this turn (:func:`_said_now`):
    flows/questions.yaml ``hint_by`` (the income's for the household chosen), else its ``hint``."""
    return q.hint_for({fld: _said_now(step, fld) for fld, _, _ in q.hint_by}) if q.hint_by else q.hint


def _household_hint(step: _Step, q, parts: list) -> list:
    """Return ``parts`` (the question ``q`` asked, with its hint) with the hint for the household
    kept or read back (:func:`_hint_now`). (fix47c) The flow's hint adds "you and your parents",
    wrong for one parent's household; (fix51f) the hints live with the question now
    (flows/questions.yaml agi ``hint_by``), the web form's too: one parent's, a spouse's, the student's own."""
    hint = _hint_now(step, q)
    if not q.hint or hint == q.hint:
        return parts
    flows = {_person(q.hint, third) for third in VOICES}
    return [Msg.of(_person(hint)) if isinstance(p, Msg) and p.text in flows else p for p in parts]


# (fix47c) said in place of "Which parent is that…?" (understand.APART_WHICH) beside a read-back: asked once it is answered
APART_LATER = N_("I have each parent's pay: I'll ask which one counts once you've answered this.")
# (fix50d) an income said as a range beside a read-back: held, asked once the read-back is answered
RANGE_LATER = N_("I have the income as between %(low)s and %(high)s: I'll ask about it once you've answered this.")
# (fix50b) said in place of "Does your mom (dad) live with you?" (understand.PARENT_HOME_ASKED, PARENT_ABROAD_ASKED,
# PARENT_AWAY_HELD) beside a read-back: asked once the read-back is answered (one yes or no a reply)
PARENT_HOME_LATER = {
    "mom": N_("I have %(part)s, and %(abroad)s as your mom's pay: I'll ask whether her pay counts once you've answered this."),
    "dad": N_("I have %(part)s, and %(abroad)s as your dad's pay: I'll ask whether his pay counts once you've answered this."),
}


def _parent_home_asks(kind: str | None = None) -> dict:
    """(fix50b) Return the "Does your mom (dad) live with you?" questions by their follow-up kind ("q" of
    the "part" follow-up with "c": "abroad", fix41c; "away", fix42a; "home", fix45b), or, given ``kind``,
    that kind's (the parent's home question by default)."""
    asks = {"abroad": understand.PARENT_ABROAD_ASKED, "away": understand.PARENT_AWAY_HELD, "home": understand.PARENT_HOME_ASKED}
    return asks.get(kind, understand.PARENT_HOME_ASKED) if kind is not None else asks


# the follow-up kind each question asked of a pay just said waits with (:func:`_follow_up_now`)
_PAY_ASKED_KIND = {understand.HOURS_ASKED: "hours", understand.HOURS_EACH_ASKED: "hours",
                   understand.PERIOD_ASKED: "period", understand.EXTRA_PAY_ASKED: "extra"}


def _pay_follow_up_new(step: _Step, q, reading) -> bool:
    """Return True when the income's reading of this message asks a new question of the pay it
    gives (its hours, its period, the year's pay with its tips or overtime), no options beside it:
    an answer understood and something more asked of it, never counted a miss (``uncounted``: the
    income is still the question, asked on, never skipped for it). Class (fix37d, a newcomer's
    finding): "gana 18 la hora" counted a miss for its hours asked, and "unas 45 horas, a veces con
    overtime" a second for the overtime asked, so the income was left open ("Dejemos esa pregunta
    pendiente") the moment it was asked, the pay said lost. The same question asked again of the
    same follow-up ("15 an hour" said twice to its hours) is still a miss."""
    if q is None or q.id != "agi" or reading.options or not isinstance(reading.problem, Msg):
        return False
    kind = _PAY_ASKED_KIND.get(reading.problem.text)
    return kind is not None and step.follow_up_before.get("k") != kind


def _pay_follow_up_asked(step: _Step, nxt) -> bool:
    """Return True when the income question is put next while this reply already asks a follow-up
    of a pay (:func:`_pay_follow_ups`), the income still open: one thing asked at a time, so the
    income question is not asked again beside it (a newcomer's finding: "You said tips… What did it
    come to for the whole year?" followed by "What is your household's adjusted gross income?").
    A follow-up asked beside another question is held through its answer and asked again at the
    income (:func:`_follow_up_kept`), as before."""
    if nxt.id != "agi" or "agi" in step.state.answers or step.proposed:
        return False
    return _asked_already(step, *_pay_follow_ups())


def _earners_now(conv: Conversation, step: _Step, message: str, lang: str) -> tuple:
    """Return the parts of the income kept or read back after ``step`` (``Conversation.earners``):
    those it set (:func:`_earner_said`), those of the message that gave a new income (one
    earner's pay, with two parents or a spouse at home, said taken as the household's total, the
    other's invited: :func:`understand.one_earner_taken`), else those kept that make it (after a
    "no" to the read-back of a part added, the parts of the income kept before)."""
    total = _agi_now(step.state, step.proposed)
    if total is None:
        return ()
    if step.earners is not None:
        return step.earners
    before = _agi_now(conv.state, conv.pending)
    if _same_number(total, before) and _parts_make(conv.earners, total):
        return conv.earners
    parts = tuple(understand.as_students(p, step.for_child) for p in understand.income_parts(
        step.read_as or message, lang, total, understand.household_earners(step.state))) \
        if message and not _same_number(total, before) else ()
    if not parts and message and not _same_number(total, before):
        # (fix34u, a newcomer's finding: a false "likely eligible") one parent's pay said at the end
        # of an opening with a ZIP, a year and a GPA ("…, zip 20715, graduating June 2027, gpa 3.0,
        # my mom makes 120k"): read from its own clause (:func:`understand.pay_clause`), so that two
        # parents said later ask the other's pay (:func:`_one_parent_of_two`)
        parts = tuple(understand.as_students(p, step.for_child) for p in _pay_parts(step, total, step.read_as or message, lang))
    if not parts and message and not _same_number(total, before) and not step.for_child:
        # (fix37c) one earner named, their pay in two amounts ("my dad makes 1,500 every two weeks plus
        # 400 a month"): that earner's, as one amount is (it was no one's: the household's whole income)
        parts = understand.one_earners_sum(step.read_as or message, lang, total)
    if len(parts) > 2 or len(parts) == 2 and sorted(p[0] for p in parts) == sorted(p[0] for p in conv.earners):
        # (fix38d) two parts read back, both named again ("actually me 50k and my husband 25k", "en
        # realidad yo 50 mil y mi esposo 25 mil" to "your own $40,000 and your husband's $30,000 make
        # $70,000"): they replace those parts, the sum said back with each, as fix37b's three are;
        # (fix37b) three earners' pay in one message ("I make 15k, my mom 40k and my dad 50k"): the
        # sum said back with each part, so a parent who lives apart is seen among them and corrected
        added = understand.parts_added(parts, _writers_names(step))
        step.parts = [added if isinstance(p, Msg) and p.text == understand.SUM_SAID else p for p in step.parts]
    if len(parts) == 1 and not understand.others_pay_told(step.read_as or message):
        household = _said_now(step, "household")
        said = [text for role, text in conv.transcript if role == "user"] + [step.read_as or message]
        note = understand.one_earner_taken(parts[0], household, step.for_child, said)
        if note is not None:
            step.parts.append(note)
    if not parts and message and not _same_number(total, before):
        parts = _hours_parts(conv.follow_up, total, step.read_as)  # ("40" to a rate beside another's pay, both named)
    if not parts and message and not _same_number(total, before):
        parts = _one_part_corrected(conv, step, total, message, lang) or _parts_corrected(conv, step, total, message, lang)
    if parts:
        return parts
    kept = _parts_making(conv.earners, total)
    return kept if len(kept) > 1 or kept and kept[0][0] != "other" else ()  # (a bare amount is no part alone)


def _one_part_corrected(conv: Conversation, step: _Step, total, message: str, lang: str) -> tuple:
    """Return the one part of the income kept, its amount corrected to ``total``, when ``message``
    corrects the amount alone, no one named ("its 40k now", "no, son 40 mil") and the income kept
    was one parent's pay (``conv.earners``); else (). Class (fix35c, a newcomer's finding): "senior
    at Bowie High, my mom makes 70k", then "its 40k now": the $40,000 lost whose pay it was, so two
    parents said later never asked the other's (a false "likely eligible")."""
    if len(conv.earners) != 1 or conv.earners[0][0] not in PARENT_EARNERS or not understand.correcting(message) \
            or understand.earner_pay(message, lang) or understand.total_said(message):
        return ()
    return ((conv.earners[0][0], float(total), 1),)


def _parts_corrected(conv: Conversation, step: _Step, total, message: str, lang: str) -> tuple:
    """Return the parts of the income kept or read back (``conv.earners``, two or more), each
    amount replaced in the order read back, when ``message`` corrects them all with as many
    amounts and no one named (:func:`understand.amounts_in_turn`: "no, 45k and 30k" to "your mom's
    $45,000 and your dad's $35,000 make $80,000"; "no, 45 mil y 30 mil"); the sum said back with
    each part. Else (). Class (fix37b, a newcomer's finding): the parts were lost, so a later
    correction of one parent's pay asked the total again."""
    if len(conv.earners) < 2 or not ("agi" in conv.pending or understand.correcting(message, settled=conv.expecting is None)) \
            or understand.earner_pay(message, lang) or understand.total_said(message):
        return ()
    said = understand.amounts_in_turn(message, lang, total)
    if len(said) != len(conv.earners):
        return ()
    parts = tuple((p[0], amount, 1) for p, amount in zip(conv.earners, said))
    added = understand.parts_added(parts, _writers_names(step))
    step.parts = [added if isinstance(p, Msg) and p.text == understand.SUM_SAID else p for p in step.parts]
    return parts


def _passing_now(conv: Conversation, state: State, q, message: str, today=None) -> tuple:
    """Return the answer fields of ``state`` taken from words said in passing and kept after a
    "yes" to their read-back: those kept before and not answered again to their own question
    ``q`` (the one pending when ``message`` came), and those this message's "yes" kept beside
    ``q``'s own fields (and what ``q`` provides). A second read-back of such a value would only
    ask the same "yes" again: a "no" resting on one puts its question instead (:func:`_in_passing`)."""
    before, after = conv.state.answers, state.answers
    own = set(q.fields) | set(q.provides) if q is not None and message else set()
    kept = {f for f in conv.passing if f in after and f not in own}
    marks = {f for f in conv.passing if f.startswith(LET_GO_MARK)}
    if q is not None and q.id == "household" and message and "agi" in conv.pending:
        kept.discard("agi")  # (fix44t) the income read back beside the household at its own question: confirmed there
    # (a question read back with the one it carries, "Household: one parent • People in household: 3"
    # from "no, I live with my mom and my grandma", is one answer read back, never a list: fix32f, a
    # newcomer's finding, the household then dropped when the income made the verdict rest on it; fix32g,
    # the same finding for "associate, 12 credits": the program dropped, "full time" lost with it)
    carried = {c for qid in conv.pending if qid != BECAUSE for c in load_flow().carries.get(qid, ())}
    listed = [qid for qid in conv.pending if qid != BECAUSE and qid not in carried]
    # (a fact read back alone and confirmed was confirmed, not passed over in a list: "High school
    # GPA: 2.1. Is that right?" "yes" stands, as an answer to its own question does. fix41f: so too
    # a first message's one fact read back alone, "Household: I live with one parent. Is that
    # right?": a later "no" resting on it reads it back beside the answer that rules out
    # (:func:`_resting_on`), never drops it to ask it again, four messages more; facts of a first
    # message read back in a list stay "in passing")
    # (the review of fix41f: only who is at home; any other fact of a first message read back alone stays "in
    # passing": "i already get the promise at howard, … only completed 4 credits", "Credits completed last
    # semester: 4. Is that right?" "yes" was a wrong "not eligible" unasked once the program was said)
    opening = not conv.trimmed and (sum(role == "user" for role, _ in conv.transcript) <= 1 if conv.transcript
                                    else not set(conv.state.answers) - BOOKKEEPING)  # the read-back of a first message
    fields = {f for qid, updates in conv.pending.items() if qid != BECAUSE for f in updates}
    read_back = fields if len(listed) > 1 or (opening and not fields <= {"household", "household_size"}) else set()
    new = {f for f in after if f in read_back and before.get(f) != after.get(f) and f not in own}
    now = (kept | new) - _settled(conv, state, today)
    return tuple(sorted(now | {m for m in marks if m[len(LET_GO_MARK):] in now}))  # (fix45t) let-go marks stay with their field


def _settled(conv: Conversation, state: State, today) -> set:
    """Return the fields no longer "in passing" (:func:`_passing_now`) once ``state`` keeps what
    ``conv.pending`` read back: a measured value the student corrected ("sorry, she makes 105k not
    95"), read back and confirmed, is their answer, even listed beside another read-back; and a
    ruling out it makes rests on it, as :func:`_measured_correction` says: the answers that make
    its limit apply (the household, kept before without failing) stay, never dropped unsaid and
    asked again (fix32f, a newcomer's finding)."""
    flow, before = load_flow(), conv.state.answers
    corrected = {qid: {f: v} for qid, u in conv.pending.items() if qid != BECAUSE and isinstance(u, dict)
                 for f, v in u.items()
                 if v is not None and f in before and str(state.answers.get(f)) == str(v)
                 and _measured_correction(flow, conv.state, {qid: {f: v}})}
    settled = {f for u in corrected.values() for f in u}
    # (fix41e) a fact said in passing, read back again as what a ruling rests on (:func:`_premises`)
    # and confirmed there, is the student's answer: never dropped and asked again at the result
    because = conv.pending.get(BECAUSE)
    settled |= {f for f, v in (because.items() if isinstance(because, dict) else ())
                if v is not None and str(state.answers.get(f)) == str(v)}
    # (fix44t) the income read back as the household's beside the household (:func:`_one_parent_apart`), confirmed
    if "household" in conv.pending and str((conv.pending.get("agi") or {}).get("agi")) == str(state.answers.get("agi")):
        settled.add("agi")
    if corrected and today is not None:
        settled |= set(_resting_on(flow, conv.state, corrected, today))
    if today is not None and conv.passing and not conv.pending and (conv.expecting is None or conv.expecting in AID_ORDER) \
            and flow.ask_next(conv.state, today) is None:
        # (fix43b) a "likely not eligible" already shown resting on facts said in passing (the "yes" to
        # their read-back gave it, their reason said): confirmed, they stand; a later answer ("associate,
        # 12 credits" after "$155,000 is over the limit") re-screens with them, never drops them unsaid
        settled |= _in_passing(flow, conv.state, {}, set(conv.passing), today)
    return settled


def _premises(flow, state: State, q, expecting, proposed: dict, aside: set, today) -> set:
    """Return the fields of ``aside`` (said in passing, :func:`_in_passing`) that question ``q``,
    answered at its own turn, was asked for: off the path without them (a renewal's college GPA
    under 2.5, confirmed in a list, and "no" to "Did something serious outside your control
    lower your grades?"). They are read back with that answer as what it rests on, never dropped
    and asked again with the answer lost (fix41e, a newcomer's finding: the GPA and the answer
    dropped, both asked again)."""
    if q is None or q.id != expecting or q.id not in proposed:
        return set()
    return {f for f in aside if q not in flow.walk(state.without({f}), today).steps}


_CONFIRMED_KEPT = frozenset({"hs_gpa", "hs_completion_date"})


def _in_passing(flow, state: State, proposed: dict, passing: set, today) -> set:
    """Return the fields of ``passing`` (said in passing, :func:`_passing_now`) that the
    "likely not eligible" of ``state`` with the answers ``proposed`` rests on: without them it
    is no longer decided (an answer the student gave to its own question still ruling the
    student out leaves them be)."""
    answers = dict(state.answers)
    for qid, updates in proposed.items():
        if qid != BECAUSE:
            answers.update({k: v for k, v in updates.items() if v is not None})
    passing = {f for f in passing if f in state.answers}
    if not passing or not flow.decided_ineligible(run(answers, today)):
        return set()
    if flow.decided_ineligible(run({k: v for k, v in answers.items() if k not in passing}, today)):
        return set()
    failing = {c.id for c in run(answers, today).checks if c.result == FAIL and not c.assumed}
    each = {f for f in passing if any(c.id in failing and c.result != FAIL
                                      for c in run({k: v for k, v in answers.items() if k != f}, today).checks)}
    return each or passing


def _anything_to_lose(conv: Conversation) -> bool:
    """Return True when starting ``conv`` over would clear something the student told: an answer,
    a read-back waiting for its yes, a pay held for a follow-up."""
    return bool(set(conv.state.answers) - BOOKKEEPING or conv.pending or conv.follow_up or conv.earners)


def _restart_replies(lang: str) -> tuple:
    return render(RESTART_YES, lang), render(RESTART_NO, lang)


def _restart_asked(conv: Conversation, typed: str, lang: str) -> Turn:
    """Return the turn asking whether to start over (:data:`RESTART_ASK`): nothing is cleared yet,
    and the question pending stays pending (with its read-back, follow-up and quick-reply values)."""
    reply = render(RESTART_ASK, lang)
    conv = replace(conv, restart_asked=True).said("user", typed).said("bot", reply, lang)
    return Turn(reply, _restart_replies(lang), conv.expecting, conv, None)


def _hedged_value(message: str, lang: str) -> bool:
    """(fix53d) Return True when ``message``, a few words of doubt, also says a number ("idk maybe 2.0",
    "not sure, maybe 12"): a hedged correction of a fact read back (read as "actually 2.0" is, the
    correction read back), never a bare "I don't know" (it asked "Which one aren't you sure of?" and
    the 2.0 was lost; Spanish "no sé, tal vez 2.0" was read, its six words past only_unsure's five)."""
    return understand._amount_in(message, (lang,))  # (fix53r1) understand's reading, not a copy


def _restart_said(message: str, cmd) -> bool | None:
    """Return True when ``message`` says yes to :data:`RESTART_ASK` (a yes, its quick reply in
    either language, the restart command again), False when it says no (a no, its quick reply,
    a word to call it off: :data:`vocab.RESTART_CANCEL`), None for anything else."""
    if cmd is not None and cmd.kind == "restart":
        return True
    norm = understand.normalize(message)
    for lang in LANGUAGES:
        if norm == understand.normalize(render(RESTART_YES, lang)):
            return True
        if norm == understand.normalize(render(RESTART_NO, lang)):
            return False
    if norm in vocab.RESTART_CANCEL:
        return False
    return understand.confirmation(message)


def replies_for(conv: Conversation, lang: str, today) -> tuple:
    """Return the quick-reply labels the last turn of ``conv`` offered (the chat page shows them
    again when it is loaded from its state token, after a POST-redirect-GET).

    (fix52d) The labels the turn offered, kept in the conversation (:attr:`Conversation.replies`,
    set by :func:`respond`), when it kept them in ``lang``: what the bot just asked, whichever kind
    of question it is (a flow question, a read-back, "Whose pay is $85,000?", a pay's follow-up). Before,
    they were always worked out again below, from the state, and a question of no flow question
    showed the pending flow question's buttons (the degree's), a tap on one dropping the correction
    asked for. Worked out below only for a token made before, or in another language (a switch),
    in the voice the conversation speaks in. Class (fix52e): made outside a reply (:func:`respond`'s
    voice box unset), the page without JavaScript showed a parent "Vivo con dos padres…", "Renewing: I
    have the award now" where the reply's own quick replies said "Tu hijo o hija vive con…": the
    writer, kept by the conversation (``for_child``, ``for_student``), now speaks here too
    (:func:`_of_student`)."""
    if conv.replies is not None and conv.replies_lang == lang:
        return conv.replies  # (fix52r1: their own language, kept with them; SMS keeps no transcript)
    with _speaking_of_student():
        _of_student(PARENT if conv.for_child else conv.for_student)
        return _replies_for(conv, lang, today)


def _replies_for(conv: Conversation, lang: str, today) -> tuple:
    if conv.restart_asked:
        return _restart_replies(lang)
    if conv.pending and _which_asked(conv):
        return _which_labels(load_flow(), [str(v)[len(WHICH):] for v in conv.offered
                                           if str(v) not in (WHICH + WHICH_ALL, WHICH + WHICH_UNSURE_MARK)], lang)
    if conv.pending and not (conv.follow_up.get("k") in ("both", "whose_part") and conv.follow_up.get("h")):
        return (render(YES, lang), render(NO, lang))
    if conv.follow_up.get("k") == "both":
        return _both_replies(lang)
    if _places_asked(conv):
        return tuple(_place_label(*str(v)[len(PLACE):].split(":", 1), lang) for v in conv.offered)
    if conv.expecting in AID_ORDER:
        return aid_replies(conv.expecting, lang)
    q = load_flow().question(conv.expecting) if conv.expecting else None
    if q is None:
        if not (conv.transcript and conv.state.answers):
            return ()
        more = conv.state.answers and _other_aid_to_tell(run(conv.state.answers, today))
        return ((render(WHAT_ELSE, lang),) if more else ()) + (render(START_OVER, lang),)
    values = tuple(v == "true" if q.kind == "yesno" else v for v in conv.offered) if conv.offered else None
    return quick_replies(q, conv.state, lang, today, values)


def _last_said_in(conv: Conversation) -> str:
    """Return the language of the bot's last message in ``conv`` (its state's language for a
    message of a token made before fix46g; "" when the bot said nothing yet)."""
    last = next((turn for turn in reversed(conv.transcript) if turn[0] == "bot"), None)
    return "" if last is None else getattr(last, "lang", "") or conv.state.lang


def _replies_kept(turn: Turn, lang: str) -> Turn:
    """(fix52d) Return ``turn`` with its quick replies kept in its conversation
    (:attr:`Conversation.replies`), for :func:`replies_for`, (fix52r1) with ``lang``, the language
    they were offered in (:attr:`Conversation.replies_lang`)."""
    return replace(turn, conversation=replace(turn.conversation, replies=tuple(turn.quick_replies), replies_lang=lang))


# (fix46g) said first when the pending question is asked again after the chat page's language was
# switched (:func:`asked_again`), in the new language
GOING_ON = N_("Let's go on in English.")


def _switch_said(turn) -> bool:
    """Return True when ``turn`` of a transcript is the bot's question said again after the page's
    language was switched (:func:`asked_again`: :data:`GOING_ON` first, in either language)."""
    return turn[0] == "bot" and any(turn[1].startswith(_render(Msg.of(GOING_ON), code)) for code in LANGUAGES)


def _as_answered(transcript: tuple) -> tuple:
    """Return ``transcript`` without the questions said again on a language switch (:func:`_switch_said`).
    (fix47e, a newcomer's finding) A switch says the question pending again and changes nothing
    else, yet the engine, reading the bot's last replies, took it for the question asked once
    more: a read-back said again on a switch was "read back twice", let go without its "yes" at the
    next answer (:func:`_read_back_twice`), and "the last reply" checks (a hedge asked once more, the
    question just asked) read the switch's words. What the engine reasons on is this transcript;
    the one shown keeps every bubble as said."""
    return tuple(turn for turn in transcript if not _switch_said(turn))


def asked_again(conv: Conversation, lang: str, today) -> Turn | None:
    """Return the turn saying the question pending again in ``lang`` (:data:`GOING_ON` first),
    after the chat page's language was switched to ``lang`` (fix46g, a newcomer's finding: the
    Spanish page showed the question in English until it was answered), or an API client sent an
    empty message in another language. One bot message is appended to ``conv``; nothing else
    changes (no answer, miss, read-back, follow-up or "start over?" is taken or dropped). None when
    nothing was said yet, when the bot's last message was said in ``lang`` already, or when no
    question is pending (the result given)."""
    # (a token made before fix46g keeps no message's language: its last turn's, the state's, is that
    # message's; fix52r1: :func:`_last_said_in` says it, this repeated it)
    said_in = _last_said_in(conv)
    if not said_in or said_in == lang:
        return None  # (nothing said yet, a client's own token: the question asked as ever, no "let's go on")
    flow = load_flow()
    replies = None
    if conv.restart_asked:
        question = render(RESTART_ASK, lang)
    elif conv.pending and all(qid == BECAUSE or flow.question(qid) or qid in PAGELESS for qid in conv.pending) \
            and all(isinstance(u, dict) for u in conv.pending.values()):
        # (fix46q, review 46 item 9) a read-back waiting: its lines and "Is that right?" restated,
        # never a turn run on an empty message (it scolded "I still need a yes or no", or said the
        # read-back dropped while it still waited)
        question = "\n\n".join(_render(p, lang) for p in _check(flow, conv.pending, lang, today=today) if p)
    elif conv.expecting is not None or conv.pending:
        said = respond(conv, "", lang, today)  # (its conversation left: the question's words only)
        question, replies = said.reply, said.quick_replies  # (fix52d: and its buttons, in ``lang``)
    else:
        return None
    reply = render(GOING_ON, lang) + "\n\n" + question
    conv = replace(conv, replies=None, replies_lang="").said("bot", reply, lang)
    # (fix52d) the buttons of the question said again, in ``lang``: the turn's (above), else worked
    # out again (a read-back, "Start over?": :func:`replies_for`), never those kept in the other language
    replies = replies if replies is not None else replies_for(conv, lang, today)
    return _replies_kept(Turn(reply, tuple(replies), conv.expecting, conv, None), lang)


def _care(conv: Conversation | None, lang: str, today, parts: list, hurt: bool = False) -> Turn:
    """Answer a message about self-harm, abuse or danger: the crisis line (``hurt``, someone
    hurting the student: the abuse hotline too), nothing read from it and the message itself left
    out of the transcript; the pending question stays pending."""
    params = faq.policy_params(today)
    line, abuse = params["crisis_line"], params["abuse_line"]
    parts = parts + [Msg.of(CARE, phone=line["phone"], emergency=line["emergency"])] \
        + ([Msg.of(CARE_ABUSE, phone=abuse["phone"]), abuse["url"]] if hurt and abuse else []) \
        + [Msg.of(CARE_MORE), line["url_es" if lang == "es" else "url"]]
    conv = conv or Conversation(State(lang=lang))
    reply = "\n\n".join(_render(p, lang) for p in parts)
    conv = replace(conv, offered=()).said("bot", reply, lang)
    return Turn(reply, (), conv.expecting, conv, None)


# (fix53e) the first message of a chat page's conversation clearly in the other language ("hola, mi
# hija está en último año…" on the English page): answered in it, saying why, with how to go back
# said in the page's language (first_language; the chat page only, chat.routes: the API answers
# in the language its request names, as its contract says)
ANSWERED_IN = {
    "es": N_("You wrote in Spanish, so I'm answering in Spanish."),
    "en": N_("You wrote in English, so I'm answering in English."),
}


def first_language(conv: Conversation | None, message: str, lang: str) -> str:
    """Return the language to answer ``message`` in on the chat page in ``lang`` (fix53e): the
    language the conversation's first message is clearly written in (:func:`understand.written_in`:
    several words of it, never one), else ``lang``. Only a first message (no message of the
    student's in the conversation yet) picks it; a request for a language ("in Spanish please")
    is answered as before (how to switch, said in both), and so is every later message (fix47k)."""
    if not message or not message.strip() or conv is not None and (conv.trimmed or any(t[0] == "user" for t in conv.transcript)):
        return lang
    if understand.language_asked(message) is not None:
        return lang
    written = understand.written_in(message)
    return written if written in ANSWERED_IN and written != lang else lang


def respond(conv: Conversation | None, message: str, lang: str, today: dt.date, notice: Msg | None = None,
            result_url=None, switched_from: str | None = None) -> Turn:
    """Answer one chat message (:func:`_respond`), the reader's per-message memory on
    (:func:`understand.one_message`: forgotten once the message is answered). ``switched_from``
    (fix53e): the page's language when :func:`first_language` chose ``lang`` for this first message;
    the reply then says why it is in ``lang`` and how to go on in ``switched_from``, said in that language."""
    if switched_from is not None and switched_from != lang and lang in ANSWERED_IN:
        back = (Msg.of(ANSWERED_IN[lang]), InLanguage(SWITCH_LANGUAGE[switched_from], switched_from))
        notice = (notice, *back) if notice is not None else back
    said = [text for role, text in (conv.transcript if conv is not None else ()) if role == "user"] + [message or ""]
    # (fix37e) who writes, kept by the conversation once said: the message that said it leaves the transcript
    writer = understand.writer_of(said, conv.writer if conv is not None else "")
    # (fix46a) the household kept or read back as married: a parent's pay said is no part of the
    # couple's income (§18-3601), left out with why (understand._uncounted_dropped); None while someone
    # writes for the student (a parent's "my husband" is the student's other parent)
    married = None if conv is not None and (conv.for_child or conv.for_student) else conv is not None and "married" in [
        conv.state.answers.get("household")] + [u.get("household") for u in conv.pending.values() if isinstance(u, dict)]
    if married and understand.tells_other_household(message or ""):
        married = False  # (fix46o) "oh wait my parents are married, I live with them, …": their pay counts
    with understand.one_message(), understand.kin_writing(writer), understand.married_home(married), _speaking_of_student(), \
            understand.said_earlier(said[:-1]), _apart_known(conv.apart if conv is not None else ()):  # (fix48e)
        # (fix52d) its quick replies kept with the conversation: the page drawn again from the token shows them
        return _replies_kept(_respond(conv, message, lang, today, notice, result_url), lang)


_BARE_NEGATIVE = re.compile(r"\s*\$?[-\u2212]\s?\$?([\d.,]+)\s*(?:k|mil)?\s*[.!]*\s*", re.I)


def _refused_number(q, message: str, read_back: bool = False) -> tuple | None:
    """Return the messages saying why ``message`` is read for nothing: markup, a number below zero
    or one of ten digits or more (:func:`understand.negative_number`, :func:`understand.too_big_number`);
    None otherwise, and for a bare negative number at a question that takes a number, whose own
    reader says so as the web form does ("Enter a number that isn't negative.", "A ZIP code has 5
    digits"), no read-back waiting (``read_back``: a value said to it is read in place, its sign lost)."""
    if understand.is_markup(message):
        return Msg.of(NOT_UNDERSTOOD), Msg.of(MARKUP_PLAIN)
    if understand.too_big_number(message):
        return (Msg.of(TOO_BIG),)
    if not understand.negative_number(message):
        return None
    bare = _BARE_NEGATIVE.fullmatch(understand.numtext.ascii_digits(message))
    if bare and q is not None and not read_back and (q.kind in ("number", "money", "gpa")
                                   or q.kind == "zip" and len(re.sub(r"\D", "", bare.group(1))) != 5):
        return None
    return (Msg.of(NEGATIVE),)


def _first_part(message: str) -> str:
    """Return the first part of ``message`` the chat reads: at most :data:`READ_LIMIT` characters,
    ended at the last clause (or else word) that fits."""
    head = message[:READ_LIMIT]
    ends = [m.end() for m in re.finditer(r"[.,;:!?\n]", head) if m.end() > READ_LIMIT // 2]
    if not ends:
        ends = [m.start() for m in re.finditer(r"\s", head) if m.start() > READ_LIMIT // 2]
    return head[:ends[-1]].rstrip(" ,;:") if ends else head


def _respond(conv: Conversation | None, message: str, lang: str, today: dt.date, notice: Msg | None = None,
             result_url=None) -> Turn:
    """Answer one chat message.

    :param conv: the conversation so far (None to start one)
    :param message: what the student typed ("" to start, or to hear the question again)
    :param lang: "en" or "es": the reply's language (input is understood in both)
    :param today: the date (sets the award year and the application date)
    :param notice: a :class:`Msg` said first (for example that an old conversation expired)
    :param result_url: a function of a :class:`~screener.flow.State` returning the address of
        its full result page: the result is then summed up in a few lines with that link
    :return: the :class:`Turn`; never raises for any text
    """
    flow = load_flow()
    typed = (message or "").strip()
    parts = list(notice) if isinstance(notice, tuple) else [notice] if notice else []  # (fix53e: several, in order)
    if typed and safety.concerning(typed):
        return _care(conv, lang, today, parts, safety.hurt_by_someone(typed))
    message = understand.emoji_yes(understand.unformatted(typed).strip())  # "**3.5**", "<b>yes</b>": read without the marks (the transcript keeps them); "👍": yes
    message = understand.spoken_punctuation(message)  # (fix41h) dictated "comma", "period", "question mark": the marks
    if conv is not None and conv.state.answers.get("household") in ("two_parent", "single_parent", "married", "single"):
        # (fix34r) an old figure taken back ("my mom doesnt make 70 anymore … 40k now"): written
        # "that", so the earner's new pay replaces their part of the household's; with no household
        # known the parts can't be matched, and the message is read as before (a sum read back)
        message = understand.taken_back_pay(message, lang)
    # ((fix46h) "no 55 not 65" with $65,000 kept, a correction of the income in thousands: read by
    # _value_instead, the one reader of "55 not 65", fix47d)
    if conv is not None and (spouse := understand.partner_as_spouse(message, [t for r, t in conv.transcript if r == "user"],
                                                                     conv.state.answers.get("household"), conv.for_child)) != message:
        # (fix43d) "mi pareja gana 50 mil" from a parent who named the partner as the student's
        # step-parent, two parents confirmed: the writer's husband's or wife's pay; so read, and so kept
        # in the transcript (the pay's earner is read from it)
        message = typed = spouse
    if understand.writer_apart(message) != message:
        # "I'm her mom and I make 85k": a parent's words of who they are, a sentence of their own
        # (fix30a, a newcomer's finding: "her mom and I" read as two earners, the $85,000 kept as
        # the household's with "two parents" read back); so read, and so kept in the transcript
        message = typed = understand.writer_apart(message)
    # (fix34d) "my little sister is a senior at…", "mi hermano menor está en 12…": read as the older
    # sibling writing for the student says it ("asking for my little sister. she is…"), the words typed kept
    message = understand.sibling_apart(message)
    # (fix46c, F17) "my grandparents adopted me, they make 200k": adoptive parents are parents, so said
    message = understand.adopters_as_parents(message, [t for r, t in (conv.transcript if conv is not None else ()) if r == "user"])
    # (fix41b) "my parents are separated but they still live together": both parents at home, so said
    apart_said = message != (message := understand.apart_together(message))  # (fix41j: read back in Spanish too, as in English)
    # (fix41j) "my dad left when I was little, we don't know where he is": a parent living elsewhere, so said
    message = understand.parent_left(message, left=False)
    # (fix38e) "I live with both of them", "vivo con los dos" after the mother and father were named:
    # the two parents, said so (it was the FAQ's answer); the words typed kept in the transcript
    both_said = message != (message := understand.both_named_parents(message, [t for r, t in (
        conv.transcript if conv is not None else ()) if r == "user"] + [e[0] for e in (conv.earners if conv is not None else ())])) or apart_said
    if understand.kin_pay_apart(message) != message:
        # (fix31i) "he lives with our mom who makes 90k and our stepdad makes 70k": the relative
        # clause's pay read as that parent's, never the other parent's pay kept alone
        message = typed = understand.kin_pay_apart(message)
    # Class: a number in scientific notation ("1e5", "2.5e4", as a calculator shows one) was read
    # as two numbers ("1e9": 1 and 9, added together as $10): written out, and what it gives read back
    # — refused, as the web form refuses it (class, a newcomer's finding: "$1e9" read back as
    # $1,000,000,000): the number asked again with all its digits, nothing read from it
    cut = None
    if len(message) > READ_LIMIT:
        # Class (a tester's finding): a 2,000-character message of amounts took seconds to answer.
        # The reader's work grows with the text, so a message is read up to READ_LIMIT characters
        # (ended at a clause or word), and the student told where the reading stopped; no student's
        # answer in the tuning sets comes near it (the longest is some 300 characters)
        message = _first_part(message)
        cut = Msg.of(READ_CUT, last=" ".join(message.split()[-4:])[-60:])
    notation = understand.numtext.plain_notation(message) != message
    if notation:
        parts.append(Msg.of(NOTATION))
        message = ""
    wanted = understand.language_asked(message) if message else None
    if wanted is not None:
        # A request for the other language stores nothing: the client sends the language with
        # each message (the contract's ``lang``), so how to switch is said in both languages,
        # and the question is asked again
        if wanted != lang:
            parts += [InLanguage(SWITCH_LANGUAGE[wanted], wanted), InLanguage(SWITCH_LANGUAGE[wanted], lang)]
        message = ""
    elif message and (written := understand.written_in(message)) is not None and written != lang:
        # (fix47k, a newcomer's finding: "hola, no hablo inglés. mi hijo quiere ir al college" in the
        # English chat had English replies only) a message clearly in the other language: how to go on
        # in it said in both languages (the page's language button, JS on and off), the message read
        # as before (nothing switched: the client sends the language with each message)
        parts += [InLanguage(SWITCH_LANGUAGE[written], written), InLanguage(SWITCH_LANGUAGE[written], lang)]
    cmd = understand.command(message, flow) if message and not understand.is_markup(message) else None
    if conv is not None and conv.restart_asked:
        # "Start over? Everything you've told me will be cleared." answered: a yes (or the command
        # again) clears it all; a no puts the question that was pending again, everything kept;
        # anything else is read as before the command was said (an answer to that question)
        said = _restart_said(message, cmd)
        conv = replace(conv, restart_asked=False)
        restart_kept = said is False
        if said is True:
            cmd = understand.Command("restart")
        elif said is False:
            conv = conv.said("user", typed)
            parts.append(Msg.of(RESTART_KEPT))
            message, cmd = "", None
    elif cmd is not None and cmd.kind == "restart" and conv is not None and _anything_to_lose(conv):
        return _restart_asked(conv, typed, lang)
    else:
        restart_kept = False
    fresh = conv is None or (cmd is not None and cmd.kind == "restart")
    restarted = conv is not None and fresh
    if fresh:
        # (fix49d) "start over" clears the answers, not who writes: a parent who starts over still
        # hears "your child" (the greeting too, GREETING's forms), a grandparent "the student"
        kept = {"for_child": conv.for_child, "for_student": conv.for_student, "writer": conv.writer} if restarted else {}
        conv = Conversation(State(lang=lang), **kept)
        parts.append(Msg.of(GREETING))
        if cmd is not None or understand.is_greeting(message):
            message, cmd = "", None
    if cut is not None:
        parts.append(cut)  # (after the greeting, before any answer read)
    state = replace(conv.state, lang=lang)
    q = flow.question(conv.expecting) if conv.expecting else None
    if q is None and (fresh or conv.expecting):
        q = load_flow().ask_next(state, today)
    step = _Step(state, parts, shown=conv.offered if q is not None and q.id == conv.expecting and not _which_asked(conv)
                 and not _places_asked(conv) else (), result_url=result_url,
                 for_child=conv.for_child or bool(message and (understand.speaks_for_child(message) or _parent_and_spouse(state, message))))
    step.restarted = restarted
    step.for_student = conv.for_student or step.for_child or understand.kin_writes() \
        or bool(message and understand.writes_as_sibling(message))
    _of_student(_voice(step))  # (fix48d: a parent's own voice, "your child")
    step.exact = q.id if _estimate_only(q) and q.id == conv.expecting else None  # asked for on purpose: it stays asked
    step.notation = notation
    step.expecting = conv.expecting
    step.typed = typed
    step.restart_kept = restart_kept
    # Class (fix30a, a newcomer's finding): an emoji alone ("👍" at the income question, "🤷") after a
    # miss ("-3") skipped the question as a second miss: no answer and no refusal, it is asked again,
    # everything kept, and counts as no miss (a yes emoji still answers a yes-or-no question or a read-back)
    step.emoji = understand.emoji_only(typed)
    step.said_before = _as_answered(conv.transcript)  # (fix47e) a language switch's question said again is none asked
    step.follow_up = _follow_up_kept(conv, message, cmd)
    step.follow_up_before = dict(conv.follow_up)
    step.household_waiting = (conv.pending.get("household") or {}).get("household") \
        if isinstance(conv.pending.get("household"), dict) else None
    step.agi_waiting = (conv.pending.get("agi") or {}).get("agi") if isinstance(conv.pending.get("agi"), dict) else None
    step.earners_before = conv.earners
    step.both_said = both_said
    step.opening = not conv.pending and not set(state.answers) - BOOKKEEPING and not state.seen
    pending = conv.pending if not fresh else {}
    step.read_back = bool(pending)
    refused = _refused_number(q, message, bool(pending)) if message and cmd is None else None
    if refused is not None:
        # Class (fix29a): markup ("<script>…"), a number below zero ("gpa -3", "-90000") or one of ten
        # digits and more ("1234567890") is read for nothing (a sign dropped, digits read in part: a
        # GPA of 3.0, a ZIP code, "an average out of 100?"): said plainly, everything kept so far and
        # read back stays, and the question is put again (a miss, as any message not understood)
        step.parts += list(refused)
        step.error = refused[-1]
        step.understood = True
        step.missed = q is not None and not pending
        if pending:
            _carry(step, pending, state)
        _no_third_time(flow, step, q, conv, today)
        return _finish(conv, step, q, message, lang, today)
    message_verdict = None
    if pending and message and cmd is None and _which_asked(conv) and understand.only_unsure(message) \
            and not _which_unsure(conv) and len([f for f in _facts(flow, pending) if f[0] != BECAUSE]) > 1:
        # "not sure" to "Which one is wrong?" of several facts: which one isn't sure is asked, the
        # others kept (class, a tester's finding: "no", then "no sé", dropped every fact at once)
        step.proposed = {k: dict(v) for k, v in pending.items()}
        step.which = tuple(f for qid, f, _ in _facts(flow, pending) if qid != BECAUSE)
        step.which_unsure = True
        step.parts.append(Msg.of(WHICH_UNSURE))
        return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and _which_asked(conv) and understand.only_unsure(message):
        message_verdict = False  # "I don't know" to "Which one…?": none of them kept (never asked a third time)
    if pending and message and cmd is None and _which_asked(conv) and message_verdict is None:
        picked = _which_picked(flow, conv, message, lang)
        if picked is not None and picked not in (WHICH_ALL, WHICH_NONE):
            _drop_one(flow, step, pending, picked, conv, lang, today)
            q = flow.question(conv.expecting) if conv.expecting else None
            _no_third_time(flow, step, q, conv, today)
            return _finish(conv, step, q, message, lang, today)
        if picked == WHICH_ALL:
            message_verdict = False  # "All of them": a "no" to every fact, as before
        elif picked == WHICH_NONE:
            message_verdict = True  # "none", "they're all right": every fact kept
        elif picked is None and "agi" in pending and len(conv.earners) > 1 and understand.confirmation(message) is None \
                and not faq.is_question(message) and understand.earner_pay(message, lang) \
                and _earner_said(flow, step, q, pending, message, lang, today):
            # (fix38b, a newcomer's finding) one earner's pay corrected to "Which one is wrong?" of
            # an income read back in parts ("my husband makes 40k not 30k" to "your own $50,000 and
            # your husband's $30,000"): that part replaced, the other kept, the sum read back with
            # the other facts, as to the read-back itself (it was the household's total, the own pay lost)
            return _finish(conv, step, q, message, lang, today)
        elif picked is None and understand.confirmation(message) is None and not faq.is_question(message) \
                and re.search(r"\d", message) \
                and _correct_read_back(flow, step, q, _facts(flow, pending), message, lang, today):
            # "it's 52k" to "Which one is wrong?": the value meant, read back in place of the fact
            # it corrects with the others (class, a newcomer's finding: "I still need a yes or no"
            # and the correction lost)
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        elif picked is None and _which_again_said(conv) and not _which_answer_said(conv) \
                and understand.confirmation(message) is not None:
            # "Which one is wrong?" asked twice already, and again no fact named: never a third
            # time (a newcomer's finding: "Tap the one that's wrong…" twenty times over): none of
            # them is kept, each asked again, as for "All of them"
            message_verdict = False
        elif picked is None and understand.confirmation(message) is not None:
            # "yes" or "no" to "Which one is wrong?" names none of them: asked again, with how to
            # say none is (a newcomer's finding: "nah", then "yes", kept every fact read back,
            # an associate's degree misread from the program among them: a wrong "not eligible");
            # after a "no", how to type the value meant, or to answer them all again
            _which_again(step, pending, conv)
            step.parts.append(Msg.of(WHICH_AGAIN_NO if understand.confirmation(message) is False else WHICH_AGAIN))
            return _finish(conv, step, q, message, lang, today)
        elif picked is None and understand.confirmation(message) is None and not faq.is_question(message) \
                and re.search(r"\d", message) and _which_again_said(conv) \
                and not understand.volunteered(flow, message, step.state, lang=lang, today=today):
            message_verdict = False  # (a third time: none kept, each asked again, as above)
        elif picked is None and understand.confirmation(message) is None and not faq.is_question(message) \
                and re.search(r"\d", message) and not understand.volunteered(flow, message, step.state, lang=lang, today=today):
            # a number that fits none of the facts listed ("45k" to "Which one is wrong?" of two
            # credit counts): which answer it is for is asked, the list kept (it was "I still need
            # a yes or no" and the list shown again, a question put a third time)
            _which_again(step, pending, conv)
            step.parts.append(Msg.of(WHICH_ANSWER))
            return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and message_verdict is None and not _which_asked(conv) \
            and understand.normalize(message) in vocab.ALL_CONFIRMED \
            and len([f for f in _facts(flow, pending) if f[0] != BECAUSE]) > 1:
        # (fix53d) "all of them", "todos" to a read-back of several facts: a yes to every one (vocab.ALL_CONFIRMED;
        # it was an FAQ's reply, or "I still need a yes or no", the facts put again)
        message_verdict = True
    corrected = False
    if conv.follow_up.get("k") == "part" and conv.follow_up.get("c") and message and cmd is None and not pending \
            and message_verdict is None and not faq.is_question(message) and _abroad_answered(flow, step, conv, message, lang, today):
        return _finish(conv, step, q, message, lang, today)  # (fix41c) the parent working abroad: at home or not
    if len(conv.earners) > 1 and "agi" in pending and message and cmd is None and message_verdict is None \
            and not faq.is_question(message) and flow.question("agi") is not None \
            and _piece_replaced(flow, step, flow.question("agi"), pending, message, lang, today):
        # (fix42n) one earner's pay corrected while the sum's read-back waits, whatever follow-up is
        # held ("this is her dad now. I make 65, not 60 like she said": the dad's part replaced)
        return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
    if conv.follow_up and message and cmd is None and not pending and message_verdict is None and not faq.is_question(message) \
            and _parents_out_of_touch(flow, step, conv, q, message, lang, today):
        _no_third_time(flow, step, q, conv, today)  # (fix48g) on their own: the law's reading said, the parents' income let go
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up and message and cmd is None and not pending and message_verdict is None and not faq.is_question(message) \
            and _how_much_unanswered(flow, step, conv, q, message, lang, today):
        # (fix35i) a bare "yes", "ok", "sí", or a number that is no pay (a year, an age, a count) to
        # a how-much follow-up of a pay held: no amount, the pay held kept and the question put again
        return _finish(conv, step, q, message, lang, today)
    corrected = False
    if conv.follow_up.get("k") in ("parents", "spouse") and message and cmd is None and not pending and message_verdict is None \
            and not faq.is_question(message) and _parents_answered(flow, step, conv, message, lang, today):
        # "no, just mine", "my parents passed away", "sí, incluye lo de mis papás" to whether a single
        # student's own pay includes the parents' income, "my wife doesn't work" to whether a
        # married student's includes the spouse's (:func:`_whose_to_ask`)
        _no_third_time(flow, step, q, conv, today)  # ("I don't know": left open, as the income's own)
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up.get("k") == "inc" and message and cmd is None and not pending and message_verdict is None \
            and _included_taken_back(flow, step, conv, message, lang, today):
        # (fix36k) "no, just mine" right after a parent's "yes" to whether the pay includes the other
        # parent's: that yes corrected, the writer's pay held and the other parent's pay asked
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up.get("k") in ("parents", "spouse") and conv.follow_up.get("d") and pending and message and cmd is None \
            and message_verdict is None and not faq.is_question(message) and _held_pay_added(flow, step, conv, message, lang, today):
        # "my husband makes $40 an hour, 40 hours a week" while a first message's read-back waits
        # and the student's own pay, said in it, is held (married or single): added to that pay
        _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and message_verdict is None and not faq.is_question(message) \
            and _part_period_fixed(flow, step, conv, pending, message, lang, today):
        # (fix33s) "no, the 8k is for the whole year" to two earners' pay read back: that part's period
        # replaced, the other kept, the sum read back
        _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up.get("k") == "held" and message and cmd is None and message_verdict is None \
            and not faq.is_question(message) and _held_pay_added(flow, step, conv, message, lang, today):
        # (fix32k) the parents' (spouse's) pay said after "I don't know" to it, the student's own
        # pay held since ("my parents make about 70k" after the result): added to it, read back
        if pending:
            _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if _both_first(conv, pending, message, cmd, message_verdict):
        # a "yes" or "no" to "Is that $80,000 each or together?" asked before the facts read back
        # are shown: no answer to it, and none to a read-back not seen; the question asked again
        _carry(step, pending, state)
        step.parts = [p for p in step.parts if getattr(p, "text", None) != STILL_NEED]
        amount = float(conv.follow_up["a"])
        step.parts.append(Msg.of(understand.BOTH_EACH_ASKED, amount=Money(amount), total=Money(round(amount * 2))))
        step.understood = True
        return _finish(conv, step, q, message, lang, today)
    if _whose_first(conv, pending, message, cmd, message_verdict):
        # (fix51a) a bare "yes" or "no" to "Whose pay is $85,000?" asked before the facts read back are
        # shown: no answer to it, and none to a read-back not seen (a "yes" kept the sum the amount
        # corrects); the question asked again, the amount held
        _carry(step, pending, state)
        step.parts = [p for p in step.parts if getattr(p, "text", None) not in (STILL_NEED, CHECK_HELP)]
        if _asked_twice_in_a_row(step, WHOSE_PART_CORRECTED):
            # (fix51l) asked twice in a row already (the guide: no question a third time): let go as the
            # chat lets other questions go: the amount set aside and said so, the income asked later;
            # the bare figure is never kept as the total, nor the sum it corrected; the held facts read back
            for qid in [k for k, v in step.proposed.items() if "agi" in v]:
                step.proposed[qid] = {f: v for f, v in step.proposed[qid].items() if f != "agi"}
                if not step.proposed[qid]:
                    del step.proposed[qid]
            step.parts.append(Msg.of(WHOSE_LET_GO, amount=Money(float(conv.follow_up["a"]))))
            step.follow_up = {}
            step.understood = True
            return _finish(conv, step, q, message, lang, today)
        step.parts.append(_whose_part_asked(step, float(conv.follow_up["a"])))
        step.understood = True
        return _finish(conv, step, q, message, lang, today)
    if _extra_first(conv, pending, message, cmd, message_verdict):
        # (fix37d) a "yes" or "no" to "What did it come to for the whole year?" asked before the facts
        # read back are shown: no answer to it, and none to a read-back not seen; asked again
        _carry(step, pending, state)
        step.parts = [p for p in step.parts if getattr(p, "text", None) != STILL_NEED]
        step.parts.append(Msg.of(understand.EXTRA_PAY_ASKED))
        step.follow_up = dict(conv.follow_up)
        step.understood = True
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up.get("k") == "top" and message and cmd is None and message_verdict is None \
            and _top_answered(flow, step, conv, message, lang, today):
        # "more on top", "ya está incluido", "135k" to "Is that pay part of it, or more on top?",
        # a read-back waiting or not: the pay added (read back), the income kept, or the total read back
        if pending:
            _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up.get("k") == "extra" and message and cmd is None and message_verdict is None \
            and not faq.is_question(message) and _extra_answered(flow, step, conv, q, pending, message, lang, today):
        # (fix34a) what the pay with its tips or overtime came to, asked: that earner's whole pay,
        # added to the pay held (read back with its parts), or asked again, the pay held named
        if pending:
            _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if conv.follow_up and message and cmd is None and message_verdict is None \
            and _follow_up_answered(flow, step, conv, q, pending, message, lang, today):
        # "40" to the bot's own "How many hours a week?" of a rate said at another question or
        # while a read-back waits ("actually she makes 48 an hour"): the rate times those hours
        # replaces the income read back (class, a tester's finding: "40" kept as the household
        # size, the old income with it); "no, 50 hours" to the read-back of a rate times hours
        if pending:
            _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if not pending and message and cmd is None and message_verdict is None and not faq.is_question(message) \
            and _away_parent_pay(flow, step, conv, message, lang, today):
        # (fix36i) "my dad makes 60k" once "it's just me and my mom" is kept: that parent is no one of
        # the household, the pay left out, said why, and the income asked
        return _finish(conv, step, q, message, lang, today)
    if message and cmd is None and message_verdict is None and (q is not None or pending) \
            and _parent_left_asked(flow, step, pending, message, today):
        # (fix46f) "my dad moved out last year" while two parents are kept (a read-back waiting or not)
        rest = {qid: u for qid, u in pending.items() if qid not in (BECAUSE, "agi", "household", "household_size")}
        if rest:
            _carry(step, rest, state)
        return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and message_verdict is None \
            and any(f == "agi" for _, f, _ in _facts(flow, pending)) and understand.amount_doubted(message):
        # (fix46d, a newcomer's finding) "yes but it's less", "creo que sí pero es menos", "no, es menos"
        # to an income read back: the amount is corrected, so it is not kept (the other facts read
        # back are) and asked for, no miss counted (it was kept by the yes, or dropped and the income
        # question left open after one more answer)
        _drop_one(flow, step, pending, "agi", conv, lang, today)
        step.missed = False
        step.parts.append(Msg.of(AMOUNT_DOUBTED))
        step.understood = True
        return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
    near = _near_limit_read_back(flow, step, pending, today) \
        if pending and message and cmd is None and message_verdict is None and understand.hedge_only(message) \
        and not _last_reply_said(step, HEDGE_NEAR_LIMIT) else None
    if near is not None:
        # (fix46d, a newcomer's finding) "i think so", "probably", "creo que sí", "más o menos" to an
        # income read back at or next to its limit, where the exact amount decides: no yes (it kept
        # $150,000 for a married student's "75k each"); the exact amount asked, the income held. The
        # other facts read back with it are kept, as a hedged yes keeps them (fix45h). Asked once, as
        # fix45h asks a ruling-out answer once (and says so): the same hedge again is read as before
        if _hedge_rules_out(flow, step, pending, today):
            step.parts.append(Msg.of(_person(HEDGE_RULES_OUT)))  # (fix51k: the parent's voice)
        held = {k: dict(v) for k, v in pending.items() if k == BECAUSE or "agi" in v}
        _accept(flow, step, {k: {f: v for f, v in u.items() if f != "agi"} for k, u in pending.items()
                             if k != BECAUSE and any(f != "agi" for f in u)}, lang, today)
        step.parts += [near, Msg.of(HEDGE_NEAR_LIMIT)]
        step.proposed = held
        step.understood = True
        return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
    if message and cmd is None and message_verdict is None and not faq.is_question(message) \
            and _value_instead(flow, step, pending, message, lang, today):
        # (fix46m) "55 not 65", "no, son 55 no 65": the one value said as 65 (the income kept or
        # read back) corrected to 55 in its unit, read back with what waits; else which one is asked
        if pending:
            _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    otherwise = None
    if pending and message and cmd is None and message_verdict is None \
            and (otherwise := _said_otherwise(flow, step, pending, message, lang, today)) is not None:
        # "No, I do qualify for in-state tuition" (its quick reply) or "yes I do pay in-state" to
        # "In-state tuition: No. Is that right?": the answer meant, never the "No" kept by its "yes"
        if otherwise[1] is CONTRADICTED:
            message_verdict = False  # (as a "no" to the read-back: nothing kept, the question asked again)
    if pending and message and cmd is None and message_verdict is None and otherwise is None \
            and any(f == "full_cost_scholarship" and v is True for _, f, v in _facts(flow, pending)) \
            and understand.confirmation(message) is not False and understand.aid_amount_said(message, lang):
        # "yes i get a 500 grant", "sí, me dan 1000 de beca" to "Other aid covers full cost: Yes":
        # an amount of aid is no full cost covered: nothing kept, the question asked again (class,
        # a newcomer's finding, fixA: the "Yes" kept, a $0 award)
        message_verdict = False
    if pending and message and cmd is None and message_verdict is None and otherwise is None \
            and any(f == "full_cost_scholarship" and v is True for _, f, v in _facts(flow, pending)) \
            and understand.full_cost_doubted(message):
        # "yes, some of it", "yeah probably", "creo que sí" to "Other aid covers full cost: Yes":
        # part of the cost, or a guess, is no plain yes to a ruling-out answer: nothing kept, the
        # question asked again (class, a newcomer's finding: the "Yes" kept, a wrong "not eligible")
        message_verdict = False
    if pending and message and cmd is None and message_verdict is None and otherwise is not None:
        step.understood = True
        if otherwise[1] is None:  # (another fact said with it: read back with the "No", for a plain yes or no)
            _volunteered(flow, step, None, understand.without_yes(message), lang, today, settled=False)
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        _apply_form(flow, step, otherwise[0], otherwise[1], lang, today)
        return _finish(conv, step, q, message, lang, today)
    aside = understand.aside_after_yes(message, lang) if pending and "agi" in pending and message and cmd is None \
        and message_verdict is None and otherwise is None else None
    if aside:
        # (fix46p) "yes, plus she gets 10k in child support", "yes, she used to have a second job, 10k,
        # but she quit": a yes to the income read back, the amount no part of it (it replaced the income)
        step.parts.extend(Msg.of(why) for why in aside if Msg.of(why) not in step.parts)
        message_verdict = True
    if pending and message and cmd is None and message_verdict is None and otherwise is None \
            and _extra_told_after(flow, step, conv, message, lang, today, pending):
        return _finish(conv, step, q, message, lang, today)  # (fix46b: "plus 10k from her second job" to "$92,000": added)
    if pending and message and cmd is None:
        verdict = understand.confirmation(message) if message_verdict is None else message_verdict
        no_more = _fact_after_no(flow, step, pending, message, lang, today) if message_verdict is None else None
        if no_more is not None:
            verdict = False  # (fix49h) "no, and i did the fafsa": the "no" the read-back's, the fact after it read below
        aside = understand.aside_only(message) if verdict is False and message_verdict is None else None
        if aside is not None and not any(f in (understand.PAPERS_QUESTIONS if aside == "papers" else ("household", "household_size"))
                                         for _, f, _ in _facts(flow, pending)):
            # (fix37f, a newcomer's finding) "no tengo papeles", "not married" while a read-back of
            # something else waits: a fact told, never a "no" to what is read back (it dropped it)
            verdict = None
        if verdict is False and message_verdict is None and understand.only_unsure(message) \
                and _unsure_beside(flow, conv, pending, message):
            verdict = None  # (fix34b) "no sé cuánto ganamos": the don't-know's "no", of another answer
        if verdict is None and message_verdict is None and _place_after_no(_facts(flow, pending), message) is not None:
            verdict = False  # "no, I live in Frederick" to a place read back: a "no", and the place meant read back
        # "no tiene título" to "Degree: None yet": the value read back said again, a yes (before
        # "no tengo título" is taken as the open question's own answer, which it then is not)
        restated = verdict is False and message_verdict is None and no_more is None \
            and _restates_read_back(flow, step, pending, message, lang, today)
        answered = _no_answers_open(flow, step, q, pending, message, lang, today) \
            if verdict is False and message_verdict is None and not restated and no_more is None else None
        if answered is not None:
            # "no tengo título" while the degree is open: its answer, not a "no" to the read-back;
            # read back with what waits (its "no" makes it no plain answer)
            step.understood = _apply_form(flow, step, answered[0], answered[1], lang, today, confirm=True)
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        told = _no_tells_another(flow, step, pending, message, lang, today) \
            if verdict is False and message_verdict is None and not restated and no_more is None else None
        if told is not None:
            # "no degree" to a date read back: another fact, read back with what waits (one kept
            # already, said again: the yes or no is still needed), never a "no" to the read-back
            if any(str(step.state.answers.get(k)) != str(v) for k, v in told[1].items()):
                step.understood = _apply_form(flow, step, told[0], told[1], lang, today, confirm=True)
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        unsure = message_verdict is False and (_which_unsure(conv) or understand.only_unsure(message))  # (as "I don't know")
        more = _fact_after_yes(flow, step, pending, message, lang, today) \
            if verdict is None and message_verdict is None else None
        if more is not None and more[0] and _hedge_rules_out(flow, step, pending, today):
            # (fix49b) "i think so, and i did the fafsa" to what rules the student out: the hedged yes
            # asked plainly once (fix45h), the fact said after it read back with it (never lost)
            step.parts.append(Msg.of(_person(HEDGE_RULES_OUT)))  # (fix51k: the parent's voice)
            step.proposed = {k: dict(v) for k, v in pending.items()}
            if more[2] is None:
                _volunteered(flow, step, None, more[1], lang, today, settled=False)
            step.understood = True
            return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if more is not None:
            verdict = True  # (fix49b) the yes (hedged: what rules no one out) and the fact after it, read below
        if verdict is not False and message_verdict is None \
                and understand.without_yes(message) != understand.fold(message) \
                and _yes_other_value(flow, step, conv, pending, message, lang, today):
            # (fix42h) "yes, 159,000 is right", "sí, son 159 mil" to "Household income (AGI): $150,000":
            # the amount said is the one meant, read back in its place; never the yes confirming the
            # amount read (a false "likely eligible")
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        if verdict is None and understand.confirmed_first(message):
            verdict = True  # "yes, that's what's on her taxes": a yes and a remark
        if verdict is not False and message_verdict is None and understand.hedged_yes(message):
            # ((fix46d) "i think so", "creo que sí" alone are words of yes too: asked the same)
            # (fix45h) "i think so yeah, both of theirs", "creo que sí, los dos suman eso": a yes (it was
            # an FAQ miss, the read-back put forever); to what rules the student out, asked plainly once
            if not _hedge_rules_out(flow, step, pending, today):
                verdict = True
            else:
                step.parts.append(Msg.of(_person(HEDGE_RULES_OUT)))  # (fix51k: the parent's voice)
                step.proposed = {k: dict(v) for k, v in pending.items()}
                step.understood = True
                return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if verdict is None and message_verdict is None and understand.hedged_doubt(message):
            verdict = False  # (fix45t) "i think so, its less", "creo que sí, es menos": doubted, asked again
        if verdict is None and message_verdict is None and understand.not_now(message):
            # (fix41d) "ahorita no", "not at the moment" to a read-back: a "no", nothing kept, as "not
            # now" (its Spanish twin was read as the next aid question's "No": full cost not covered)
            verdict = False
        yes_told = None
        if verdict is None and message_verdict is None and understand.without_yes(message) != understand.fold(message):
            # "yes, no degree", "sí, no tengo título": a yes, and another fact said with a "no"
            # (:func:`_no_tells_another`), read back after it (never the yes lost for its "no")
            yes_told = _no_tells_another(flow, step, pending, understand.without_yes(message), lang, today)
            verdict = True if yes_told is not None else None
        if verdict is None and message_verdict is None and _yes_restates(flow, step, pending, message, lang, today):
            verdict = True  # "sí, no vamos a llenar nada" to "Aid application: None": a yes, the value said again
        if verdict is None and message_verdict is None \
                and _yes_restates(flow, step, pending, message, lang, today, understand.without_exact(message)):
            # (fix43c, a newcomer's finding) "150000 exactly", "son 150000 exactos" to the read-back
            # asking for the exact AGI: the amount read back said again as exact, a yes (it was an
            # FAQ answer or "I still need a yes or no", the read-back asked four times)
            verdict = True
        number = understand.yes_then_number(message) if verdict is None and message_verdict is None else ""
        if number:
            # "yes 3.0" to "Credits a semester: 12": a yes, and the number read as the one answer it
            # plausibly is (see :func:`_yes_and_number`), never credits and a GPA at once
            after = _yes_and_number(flow, step, q, pending, number, lang, today)
            if after is True:
                verdict = True
            else:
                _no_third_time(flow, step, after, conv, today)
                return _finish(conv, step, after, message, lang, today)
        if restated:
            verdict = True
        if verdict is None and understand.only_unsure(message) and not _hedged_value(message, lang) and not any(
                k != BECAUSE and k in state.seen and k not in state.answers for k in pending) \
                and not _pay_unsure_beside(conv, pending, message) \
                and not _unsure_beside(flow, conv, pending, message):
            # ((fix33m) "no sé cuánto gana él" while one earner's pay is held and another's asked beside
            # a read-back of other facts: a don't-know of that pay, never of the facts read back; read
            # as the pay's own don't-know, below)
            # "I don't know" to a value read back from the student's words: not confirmed, so not
            # kept ("OK, I didn't keep that"), and its question goes on as after a "no", never
            # read back a third time (a left-open question's assumed value still needs a yes or no)
            verdict, unsure = False, True
            picked_unsure = _unsure_offered(flow, pending)
            if picked_unsure is not None:
                # "I'm not sure" to the read-back of an answer whose question offers that answer
                # (in-state tuition: "If not, type “I'm not sure”"): that answer, and who to ask
                _apply_form(flow, step, picked_unsure[0], {picked_unsure[1]: "unsure"}, lang, today)
                step.understood = True
                return _finish(conv, step, picked_unsure[0], message, lang, today)
        if verdict is None and message_verdict is None and _pay_unsure_beside(conv, pending, message):
            # (fix33m) the other earner's pay not known, said to a read-back while one earner's pay is
            # held: the pay held is kept and the one not known handled as at the income question
            # (:data:`understand.EARNER_UNKNOWN`: about how much, or the household's total; nothing
            # guessed); the facts read back still wait for their "yes"
            held = conv.follow_up
            if held.get("e") in EARNER_KEYS and isinstance(held.get("a"), (int, float)):
                # (fix40b) the pay held said kept, a known part, and what is still needed (the other
                # earner's pay or the household's total), as at the income question (fix35c); it was
                # never named ("my mom makes 60k and my dad works too", "I don't know what he makes")
                part = (held["e"], float(held["a"]), int(held.get("t", 1)))
                said = _pay_said_voiced(step, part, lang)
                step.parts.append(Msg.of(understand.PART_UNSURE_KEPT, part=said))
            else:
                step.parts.append(Msg.of(understand.EARNER_UNKNOWN))
            step.follow_up = {**conv.follow_up, "u": 1}
            step.proposed = {k: dict(v) for k, v in pending.items()}
            step.understood = True
            return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if verdict is not True and message_verdict is None and set(pending) - {BECAUSE} == {"application_date"} \
                and _date_read_back_changed(flow, step, pending, message, lang, today):
            return _finish(conv, step, None, message, lang, today)
        if verdict is not True and message_verdict is None and "agi" in pending \
                and _earner_said(flow, step, q, pending, message, lang, today):
            return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        facts = _facts(flow, pending)
        place = understand.ordinal(_NO_THEN.sub("", understand.fold(message), count=1), len(facts)) \
            if verdict is not True and message_verdict is None and len(facts) > 1 and _NO_THEN.match(understand.fold(message)) else None
        if place is not None:
            # "no, the 2nd", "no, 2" to a read-back of several facts: that fact is the wrong one
            _drop_one(flow, step, pending, facts[place][1], conv, lang, today)
            q = flow.question(conv.expecting) if conv.expecting else None
            _no_third_time(flow, step, q, conv, today)
            return _finish(conv, step, q, message, lang, today)
        if verdict is None and message_verdict is None and _no_then_value(message) \
                and not (q is not None and q.id in pending and q.id == conv.expecting and _period_carried(conv, q, message, lang)):
            # (an amount said again to the read-back of its own question's amount keeps the period
            # said before: the question's own reader takes it, :func:`_period_carried`)
            # "no, it's 52k" to a read-back: the value corrects the fact it fits (read back in
            # its place, with the others), never the "no" read as the question's answer and the
            # value lost (class, a newcomer's finding: the old income kept silently)
            corrected = _correct_read_back(flow, step, q, facts, message, lang, today, conv) \
                or _value_in_place(flow, step, conv, pending, message, lang, today)
            if not corrected:
                step.parts.append(Msg.of(WHICH_ANSWER))
                step.proposed = {k: dict(v) for k, v in pending.items() if k != BECAUSE}
                return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if verdict is None and not corrected and len([f for f in facts if f[0] != BECAUSE]) > 1 \
                and (q is None or q.kind not in NUMBER_KINDS) and understand.ordinal(message, len(facts)) is not None:
            # "2" (or "the second one") to a read-back of several facts, the question behind it not
            # a number's: it points at a fact, not at one of the question's choices (not on screen);
            # which one is wrong is asked (class, a newcomer's finding)
            verdict = False
        if verdict is None and not corrected and message_verdict is None \
                and _percent_at_read_back(flow, step, pending, message, lang, today):
            # (fix42e) "92%", "my gpa is 92 percent" said to a read-back: a GPA out of 100, read back
            # with it (the GPA read back replaced), never "I still need a yes or no", nor an income
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        if verdict is None and not corrected and message_verdict is None \
                and _value_in_place(flow, step, conv, pending, message, lang, today):
            # "50000", "it's 50,000", "son 50 mil", "12" said to a read-back: the value meant in place
            # of the one read back (see :func:`_value_in_place`), never "I still need a yes or no"
            _carry(step, pending, state)
            return _finish(conv, step, q, message, lang, today)
        named = _no_of_read_back(flow, conv, q, pending, message, lang, today) \
            if verdict is None and not corrected and message_verdict is None and aside is None else None
        if named is not None:
            # "no, I don't know the AGI", "no, that's before taxes" to a read-back whose next
            # question is not yet asked: its "no" refuses the read-back (the fact the rest is about,
            # the others kept), never the unasked question's "no" (class, a newcomer's finding:
            # "In-state tuition: No" added to the income's read-back: a wrong "not eligible")
            if named == "*":
                verdict = False
            else:
                if len([f for f in facts if f[0] != BECAUSE]) > 1:
                    _drop_one(flow, step, pending, named, conv, lang, today)
                    if named == "agi" and _gross_said(message):
                        step.parts.append(Msg.of(AGI_NOT_PAY))
                    q = flow.question(conv.expecting) if conv.expecting else None
                    _no_third_time(flow, step, q, conv, today)
                    return _finish(conv, step, q, message, lang, today)
                if named == "agi" and _gross_said(message):
                    step.parts.append(Msg.of(AGI_NOT_PAY))
                verdict = False
        if verdict is False and unsure and message_verdict is None and len([f for f in facts if f[0] != BECAUSE]) > 1:
            # "I don't know" to a read-back of several facts: which one the student isn't sure
            # of is asked, so the others aren't dropped with it (class, a newcomer's finding:
            # every fact dropped and asked again); a second "I don't know" keeps none of them
            step.proposed = {k: dict(v) for k, v in pending.items()}
            step.which = tuple(f for qid, f, _ in facts if qid != BECAUSE)
            step.which_unsure = True
            step.parts.append(Msg.of(WHICH_UNSURE))
            return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if verdict is False and not unsure and message_verdict is None and len(facts) > 1:
            # "no" to a read-back of several facts: which one is wrong is asked (each named as a
            # quick reply, and "All of them"), so the right ones aren't dropped with it (class:
            # a "no" that dropped every fact on the list, the ones kept before too)
            step.proposed = {k: dict(v) for k, v in pending.items()}
            step.which = tuple(f for _, f, _ in facts)
            step.parts.append(Msg.of(WHICH_WRONG))
            return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if verdict is False and not unsure and message_verdict is None and _kept_place_refused(flow, step, pending, facts, message, lang, today):
            return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
        if verdict is not None:
            after = None
            if verdict:
                _accept(flow, step, pending, lang, today)
                if more is not None and more[2] is not None:
                    # (fix49b) "sí pero no sé mi GPA": the yes, and that answer's don't-know, as at
                    # another question (fix32g): asked when it comes
                    oq = flow.question(more[2])
                    step.parts.append(Msg.of(understand.UNSURE_OTHER_LATER, what=Msg.of(field_name(oq, oq.id))))
                else:
                    after = _answered_after_yes(flow, step, message, lang, today, more[1] if more is not None else None)
                if yes_told is not None and any(str(step.state.answers.get(k)) != str(v) for k, v in yes_told[1].items()):
                    _apply_form(flow, step, yes_told[0], yes_told[1], lang, today, confirm=True)
            else:
                if unsure:
                    # "I don't know" to a read-back: what was not kept is said, not dropped
                    # silently; the answers kept before it (what a ruling-out reading rested on) stay
                    dropped = [(qid, f, v) for qid, f, v in facts if qid != BECAUSE]
                    if len(dropped) == 1:
                        step.parts.append(Msg.of(CHECK_NO_ONE, what=Msg.of(field_name(_field_question(flow, dropped[0][1]), dropped[0][1]))))
                    elif dropped:
                        step.parts += [Msg.of(CHECK_NOT_KEPT), tuple(_fact_line(flow, qid, f, v, lang) for qid, f, v in dropped)]
                    else:
                        step.parts.append(Msg.of(CHECK_NO))
                else:
                    step.parts.append(Msg.of(CHECK_NO))
                    if message_verdict is None and _sum_refused(flow, step, conv, pending, today):
                        return _finish(conv, step, flow.question(conv.expecting) if conv.expecting else None, message, lang, today)
                    if pending.get(BECAUSE):  # the earlier answers it rested on are asked again
                        step.state = flow.prune(step.state.without(pending[BECAUSE]), today)
                    _own_pay_held(step, conv, pending)
                step.hint = step.parents_ask is None
                # a question left open whose assumed answer was refused is put again
                reopened = {k for k in pending if k != BECAUSE and k in step.state.seen and k not in step.state.answers}
                if reopened:
                    step.state = replace(step.state, seen=step.state.seen - reopened)
                    step.reopen = next(flow.question(k) for k in pending if k in reopened)
                # the answer to the pending question refused: a miss (asked at most twice in a row)
                step.missed = conv.expecting in pending and not step.state.answered(q)
                if no_more is not None:
                    # (fix49h) "no, and i did the fafsa", "no, y ya llené el FAFSA": the read-back refused,
                    # and the fact said after the "no" read back, as after a yes (:func:`_fact_after_yes`)
                    _volunteered(flow, step, None, no_more, lang, today, settled=False)
                elif not unsure and message_verdict is None and (meant := _place_after_no(facts, message)) is not None:
                    _place_named(flow, step, meant[0], lang, today, meant[1])  # "no, it's Frederick": read back
                refused = [f for qid, f, _ in facts if qid != BECAUSE]
                if not unsure and len(refused) == 1 and not step.proposed and _value_typed(flow, refused[0]):
                    # (its question next, for the value meant; a choice read out of turn and refused
                    # ("The FAFSA" at the household question, "no"): the words were not that answer,
                    # and the question pending is asked again (fix37k))
                    _refused_asked(flow, step, q, refused[0])
            q = after or (flow.question(conv.expecting) if conv.expecting else None)
            _no_third_time(flow, step, q, conv, today)
            return _finish(conv, step, q, message, lang, today)
        # something else: the message is read afresh, and what was read back stays awaiting its "yes"
    if message and cmd is None and conv.expecting is None and not pending and step.state.answers \
            and _skip_said(message, lang) \
            and flow.ask_next(step.state, today) is None:
        step.parts.append(Msg.of(UNSURE_OK))  # "skip" with nothing asked, after the result (was "I didn't understand")
        step.understood = True
        return _finish(conv, step, None, message, lang, today)
    if message and cmd is None and conv.expecting in AID_ORDER and _skipped(message, lang):
        step.parts.append(Msg.of(UNSURE_OK))  # an other-aid answer left: the next one is asked
        step.understood = step.skipped = True
        return _finish(conv, step, None, message, lang, today)
    if message and cmd is None and conv.expecting in AID_ORDER and flow.question(conv.expecting) is None \
            and _aid_answer(flow, step, conv.expecting, message, lang, today):
        return _finish(conv, step, q, message, lang, today)
    if message and cmd is None and conv.expecting in AID_ORDER and _unsure_first(message):
        # "I'm not sure, I think my mom gets something for me…" at an other-aid question: not known,
        # left like "I don't know" (class: an unsure other-aid answer whose aside, "my mom", was
        # read back as the household)
        step.parts.append(Msg.of(UNSURE_OK))
        step.understood = step.skipped = True
        return _finish(conv, step, None, message, lang, today)
    if message and cmd is None and not pending and _places_asked(conv) and (picked := _place_picked(conv, message)) is not None:
        # "Howard County, or Howard Community College?" answered: that place, said back (read back
        # when it would rule the student out)
        _apply_form(flow, step, flow.question(picked[0]), {picked[0]: picked[1]}, lang, today)
        step.understood = True
        return _finish(conv, step, q, message, lang, today)
    if message and cmd is None and not pending and q is not None and q.id == conv.expecting:
        step.read_as = _follow_up_read_as(conv, q, message, lang)
        _hours_range_said(step, conv, message, lang)
    if message and cmd is None and step.read_as is None and q is not None and q.id == conv.expecting:
        step.read_as = _period_carried(conv, q, message, lang)
    if message and cmd is None and step.read_as is None and not pending and q is not None and q.id == conv.expecting \
            and not faq.is_question(message):
        _home_parent_pay(flow, step, conv, q, message, lang)  # (fix39d: the parent lived with, said before, read with each parent's pay)
    if message and cmd is None and step.read_as is None and not pending and q is not None and q.id == conv.expecting \
            and not faq.is_question(message):
        step.read_as = _writer_apart_pay_before(step, message, lang)  # (fix50b: the child's home with the writer's ex, said before)
    if message and cmd is None and not corrected and _period_told_after(flow, step, conv, pending, message, lang, today):
        if pending:
            _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if message and cmd is None and not corrected and not pending and _extra_told_after(flow, step, conv, message, lang, today):
        return _finish(conv, step, q, message, lang, today)
    if message and cmd is None and not corrected and _extra_unsaid_after(flow, step, conv, pending, message, lang, today):
        return _finish(conv, step, q, message, lang, today)
    if message and cmd is None and not corrected and _said_plainly(flow, step, q, message, lang, today):
        return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and not corrected and _place_at_read_back(flow, step, pending, message, lang, today):
        # "in the city", "en Frederick" while a read-back waits: where the student lives, read back
        # with what waits (never a yes, nor an FAQ answer; class, a tester's finding)
        _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and not corrected and not faq.is_question(message) \
            and faq.dictated_question(message) is None and _typed_ahead(flow, step, q, pending, message, lang, today):
        # an answer typed ahead while a read-back waits: read back with it (never lost, never kept unasked)
        _carry(step, pending, state)
        return _finish(conv, step, q, message, lang, today)
    if pending and message and cmd is None and not corrected and q is not None and q.id in pending \
            and _no_read_back(flow, pending, state, today) is not None and understand.without_yes(message) != understand.fold(message):
        # "sí, somos solo mi mamá y yo" to "In-state tuition: No": its "yes" is said to the read-back
        # (no plain one: "solo" may take it back), never the question's own "Yes" (class: a yes
        # kept for another fact than the one read back); the rest is read, the "No" still waits
        message = understand.without_yes(message)
    if pending and cmd is not None and cmd.kind == "back":
        # (the review's newcomer: "Undo my last answer" while "Just to check, I read: …" waited undid an answer from
        # before it, and a second undo kept the read-back unconfirmed: $155,000 and two parents, never said "yes" to)
        # the undo takes back the read-back itself, the last thing said: nothing of it kept, said what was set aside
        shown = [_render(Msg.of(CHECK_PAIR, what=Msg.of(field_name(flow.question(qid), f)),
                                value=value_label(flow.question(qid), f, v, lang)), lang)
                 for qid, updates in pending.items() if isinstance(updates, dict) and flow.question(qid) is not None
                 for f, v in updates.items() if _input(flow.question(qid), f) is not None]
        step.parts.append(Msg.of(UNDONE, answer="; ".join(shown)) if shown else Msg.of(UNDONE_NOTHING))
        step.follow_up = {}
        return _finish(conv, step, q, message, lang, today)
    if message and not corrected and not (pending and cmd is None and (
            _unasked_words(conv, q, message, lang) or _bare_number_at_own_read_back(q, pending, message)
            or _bare_zero_over_amount(q, pending, message))):
        _read(flow, step, q, message, lang, today, fresh, cmd)
        _family_ssi_asked(step, message)
        _two_parents_beside_pay(step, state, pending, message, lang)
        _single_parents_added(step, message)
        _on_own_parents_said(step, message)
        if q is not None and step.faq is not None and step.parts and not step.state.answered(q) and not step.proposed \
                and _said_again(conv, typed, _render(step.parts[-1], lang)):
            # The same message answered the same way from the FAQ, the question still open: a
            # miss, so the question isn't asked a third time (never a loop of one answer).
            step.missed = True
    if pending:
        # (a command too: "change my household to two parents" while a GPA of 3.1 waits for its
        # "yes" — a newcomer's finding: the 3.1 dropped unsaid, the 2.1 it corrected ruling out)
        _carry(step, pending, state, help_asked=cmd is None and (understand.wants_hint(message) or understand.puzzled_only(message)))
    _no_third_time(flow, step, q, conv, today)
    return _finish(conv, step, q, message, lang, today)


def _told_next(flow, step: _Step, pending: dict, today):
    """Return the question that follows the facts read back in ``pending`` on the student's path
    with them kept: the first still to ask after the last of them in the flow's order (after
    "I live with one parent", the income), else the first still to ask; None after the last.
    The pages the chat leaves for after the result (the household's size) are passed over."""
    shown = _with_proposed(flow, step, today, pending)
    order = {q.id: i for i, q in enumerate(flow.questions)}
    last = max((order[qid] for qid in pending if qid in order), default=-1)
    to_ask = [p for p in flow.walk(shown, today).pending if not _estimate_only(p) and p.id not in pending]
    return next((p for p in to_ask if order[p.id] > last), to_ask[0] if to_ask else None)


def _open_question(flow, step: _Step, q, pending: dict, today):
    """Return the question a message said while ``pending`` awaits its "yes" may answer: the one
    asked (``q``), or, when its own answer is the one read back, the one that follows it."""
    if q is not None and q.id not in pending:
        return q
    return _told_next(flow, step, pending, today) if pending else None


_BARE_NUMBER = re.compile(r"\$?\s*\d[\d,]*(?:\.\d+)?\s*[.!]?")


def _bare_number_at_own_read_back(q, pending: dict, message: str) -> bool:
    """Return True when ``message`` is a number and nothing else ("3.0", "52000") while the value
    read back for ``q``'s own question waits (credits of 12 read from "full time") and it was not
    taken as the value meant in its place (:func:`_value_in_place`: "14" credits, "52000" of an
    income): it never fills that answer and the next one at once; :func:`_typed_ahead` may take
    it as the next question's answer, else the yes or no is asked again (class, a newcomer's
    finding: "3.0" as credits 3 and the GPA, ruling out)."""
    return q is not None and q.id in pending and bool(_BARE_NUMBER.fullmatch(message.strip()))


def _bare_zero_over_amount(q, pending: dict, message: str) -> bool:
    """Return True when ``message`` is a bare "none", "nothing", "nada", "cero" or "0" (:data:`vocab.ZERO`)
    and nothing else, said while an amount above 0 read back for ``q``'s own money question waits
    for its "yes" (fix48g, a newcomer's false "likely eligible": "none" to "Household income (AGI):
    $130,000 … Is that right?" was read as the income's own answer and kept plain as $0, the mom's
    $130,000 dropped). A read-back asks a yes or no, not an amount: the bare word never replaces the
    amount said; it is not read, and the yes or no is asked again (the amount still waiting)."""
    if q is None or q.kind != "money" or q.id not in pending:
        return False
    held = pending[q.id].get(q.id) if isinstance(pending[q.id], dict) else None
    try:
        held = float(held)
    except (TypeError, ValueError):
        return False
    return held > 0 and _bare_zero(message)


def _bare_zero(message: str) -> bool:
    """Return True when ``message`` is a bare zero and nothing else: "none", "nothing", "nada",
    "cero" (:data:`vocab.ZERO`) or "0" (fix48g: never in place of an amount held unless asked)."""
    return understand.normalize(message) in vocab.ZERO or bool(re.fullmatch(r"\$?\s*0+(?:\.0+)?\s*[.!]?", message.strip()))


def _place_at_read_back(flow, step: _Step, pending: dict, message: str, lang: str, today) -> bool:
    """Read ``message``, a place and nothing else ("in the city", "en Frederick"), said while
    ``pending`` awaits its "yes" and the county is neither kept nor read back, as the county:
    read back with what waits. A read-back takes only a yes or a no as one; a place is that
    fact. Return True when it was taken."""
    cq = flow.question("county")
    if cq is None or "county" in pending or step.state.answers.get("county") or understand.confirmation(message) is not None \
            or len(understand.normalize(message).split()) > PLAIN_WORDS or re.search(r"\d", message) \
            or faq.is_question(message) or short_named(message):
        return False  # (fix33n: "Blair" is Montgomery Blair High, never Bel Air's county)
    reading = understand.read(cq, message, lang, step.state, today)
    if not reading.form or reading.options or reading.problem is not None or not reading.form.get("county"):
        return False
    step.understood = True
    return _apply_form(flow, step, cq, reading.form, lang, today, confirm=True)


def _typed_ahead(flow, step: _Step, q, pending: dict, message: str, lang: str, today) -> bool:
    """Read ``message``, said while ``pending`` awaits its "yes" and answering nothing else (not
    the question asked, no fact named with its cue, not a question), as the answer to the
    question that follows what was read back ("45000" after "Household: I live with one parent"):
    read back with it, in one list, for one "yes" (class, a newcomer's finding: "I still need a
    yes or no" and the answer typed ahead lost). Return True when it was taken."""
    bare = _bare_number_at_own_read_back(q, pending, message)
    if q is not None and not bare and understand.read(q, message, lang, step.state, today).form:
        return False
    shown = _with_proposed(flow, step, today, pending)
    ahead = _told_next(flow, step, pending, today)
    if ahead is None or (q is not None and ahead.id == q.id and q.id not in pending):
        return False
    told = understand.volunteered(flow, message, shown, lang=lang, today=today)
    if not bare and len(told) == 1 and _plain_ahead(flow, step, told[0][0], told[0][1], pending, message, lang, shown, today):
        # Class (fix31b): "FAFSA" while the income read back waits: a plain answer to a question
        # still unanswered, neither a yes nor a no: kept as said (never added to the read-back, so a
        # "no" to it drops nothing else), and the read-back asked again, nothing of it kept unconfirmed
        step.understood = True
        return _apply_form(flow, step, told[0][0], told[0][1], lang, today)
    if bare and len(told) == 1 and told[0][0].id not in pending and told[0][0].id != ahead.id:
        # a bare "3.4" while a read-back waits, its one reading a later question's (the GPA, the
        # income and the degree read back): that answer, read back with them (class, a tester's
        # finding: "I still need a yes or no" and the GPA refused)
        step.understood = True
        return _apply_form(flow, step, told[0][0], told[0][1], lang, today, confirm=True)
    if told and not (bare and {t[0].id for t in told} == {ahead.id}):
        return False  # (a bare "3.0" the next question's GPA: that answer, as typed ahead)
    if bare and not told and _count_at_read_back(flow, step, pending, message, lang, today):
        return True
    reading = understand.read(ahead, message, lang, shown, today)
    if not reading.form or reading.problem is not None or reading.options or flow.parse(ahead, reading.form, lang)[1]:
        return False
    if _no_of_another(flow, step, ahead, reading, message, lang, today) or _no_word_only(ahead, reading, message, lang, shown, today):
        # (fix42b) "sí vivimos aquí, no tiene carro", "yeah we live here, no car though" at a read-back:
        # a "no" of another fact, or one the rest doesn't say by itself, is no answer to the question
        # that follows, never asked (it was kept as "I don't plan to file either", which can rule out)
        return False
    if bare and ahead.kind == "money" and reading.confirm and _ONE_FIGURE.fullmatch(message):
        # "2" while "Household: two parents" waits: one figure, an amount only by thousands assumed,
        # never typed ahead as the income ($2,000; class, a newcomer's finding); the yes or no is asked again
        return False
    step.understood = True
    plain = _plain_ahead(flow, step, ahead, reading.form, pending, message, lang, shown, today)
    return _apply_form(flow, step, ahead, reading.form, lang, today, confirm=not plain)


def _no_word_only(vq, reading, message: str, lang: str, state, today) -> bool:
    """Return True when ``reading`` takes for ``vq`` the value a bare "no" picks (no aid application)
    and ``message`` gives it only by a "no" word: with its "no" words left out, it reads nothing of
    the kind ("sí vivimos aquí, no tiene carro"). Such a "no" denies something else."""
    value = (reading.form or {}).get(vq.id)
    if vq.kind != "choice" or value is None or value != (understand.read(vq, "no", lang, state, today).form or {}).get(vq.id):
        return False
    rest = " ".join(w for w in understand.normalize(message).split() if w not in vocab.NO_WORDS)
    return not rest or (understand.read(vq, rest, lang, state, today).form or {}).get(vq.id) != value


def _plain_ahead(flow, step: _Step, vq, form: dict, pending: dict, message: str, lang: str, shown, today) -> bool:
    """Return True when ``message``, said while a read-back waits, is a plain answer to ``vq``, a
    question still unanswered: its reader reads ``form`` from the whole message, nothing converted,
    inferred or asked back, a choice named plainly (:func:`_plain_choice`, :func:`_plain_first`)
    that rules no one out (the FAFSA; never "no application", read back as ever)."""
    if vq.id in pending or vq.id in step.proposed or step.state.answered(vq) or vq.kind != "choice" \
            or (step.both_said and vq.id == "household") \
            or understand.confirmation(message) is not None or understand.correcting(message) \
            or understand.normalize(message).split()[:1] in ([w] for w in _NEGATION_FIRST + vocab.NO_WORDS):
        return False  # (a "no" first, "ningún título": maybe a no to the read-back, read back with it as before)
    reading = understand.read(vq, message, lang, shown, today)
    if reading.form != form or reading.confirm or reading.note is not None or reading.options or reading.problem is not None:
        return False
    if flow.parse(vq, form, lang)[1] or _would_rule_out(flow, step, vq, form, lang, today):
        return False
    return _plain_choice(vq, message, reading, lang, shown, today) or _plain_first(vq, message, form, lang, shown, today, reading)


_ONE_FIGURE = re.compile(r"\s*\d\s*[.!]?\s*")  # "2", "4.": a count, never an income typed ahead


def _count_at_read_back(flow, step: _Step, pending: dict, message: str, lang: str, today) -> bool:
    """Read a bare whole number said while a household read back waits ("4" to "Household: I live
    with one parent. Is that right?") as the count asked with it (the household's size), when it
    fits the household read back: read back with it. Return True when it was taken."""
    for qid, updates in pending.items():
        pq = flow.question(qid) if qid != BECAUSE else None
        for cid in sorted(flow.carries.get(qid, ())) if pq is not None else ():
            cq = flow.question(cid)
            if cq is None or cq.kind != "number" or step.state.answered(cq) or cid in pending or cid in step.proposed \
                    or not _ONE_FIGURE.fullmatch(message):
                continue
            reading = understand.read(cq, message, lang, step.state, today)
            if not reading.form or reading.problem is not None or reading.options or flow.parse(cq, reading.form, lang)[1] \
                    or reading.confirm:
                continue
            fits = _size_fits(State({**step.state.answers, **updates, **reading.form}))
            if not set(reading.form) <= set(fits.answers):
                continue  # ("2" beside two parents: no household of two)
            step.understood = True
            return _apply_form(flow, step, cq, reading.form, lang, today, confirm=True)
    return False


_NO_WORDS_ONLY = frozenset(("no", "nope", "nah", "naw", "nel", "not", "its", "it", "is", "thats", "that", "es", "eso", "esta",
                            "wrong", "right", "really", "quite", "mal", "bien", "asi", "correct", "correcto", "thanks", "gracias"))


def _no_answers_open(flow, step: _Step, q, pending: dict, message: str, lang: str, today) -> tuple | None:
    """Return ``(question, form)`` when ``message``, a "no" to a read-back by its first word, answers the
    question still open instead, in its own words ("no tengo título" after a household told in
    passing, while the degree is asked): it names what that question asks about (a word of its
    wording or choices, in either language) and reads as its answer, and it is no yes/no
    question's. Its "no" then refuses nothing: the answer is read back with what waits, for one
    "yes" (class, a newcomer's finding: "OK, I didn't keep that" and both lost). None otherwise."""
    open_q = _open_question(flow, step, q, pending, today)
    if open_q is None or open_q.kind == "yesno" or (open_q.kind == "choice" and {
            str(c.value) for c in open_q.choices} & {"yes", "no", "true", "false"}):
        return None
    words = set(understand.normalize(message).split()) - _NO_WORDS_ONLY
    texts = [open_q.question] + [c.label for c in open_q.choices]
    asked = {w for text in texts for code in LANGUAGES for w in understand.normalize(render(Msg.of(text), code)).split() if len(w) >= 5}
    if not words & asked:
        return None
    shown = _with_proposed(flow, step, today, pending)
    reading = understand.read(open_q, message, lang, shown, today)
    rest = understand.normalize(message).split()[1:]
    if reading.form and not (rest and rest[0] in _NEGATION_FIRST) \
            and reading.form == understand.read(open_q, " ".join(rest), lang, shown, today).form:
        return None  # (read the same without its "no": the "no" is none of it, "no degree" no associate's program)
    return (open_q, reading.form) if reading.form and reading.problem is None and not reading.options else None


# A second "no" right after the first ("nah, no degree", "no, ningún título"): the words after the
# first still say no themselves, so the open question's "none" is its answer (:func:`_no_answers_open`)
_NEGATION_FIRST = ("no", "nah", "nope", "not", "none", "never", "ningun", "ninguno", "ninguna", "nada", "nunca", "sin")


def _question_words(flow, qids) -> set:
    """Return the words (five letters or more) of the wording and choices of the questions
    ``qids``, in either language: what names them."""
    out = set()
    for qid in qids:
        wq = flow.question(qid) if qid != BECAUSE else None
        if wq is not None:
            texts = [wq.question] + [c.label for c in wq.choices]
            out |= {w for text in texts for code in LANGUAGES for w in understand.normalize(render(Msg.of(text), code)).split()
                    if len(w) >= 5}
    return out


def _no_tells_another(flow, step: _Step, pending: dict, message: str, lang: str, today) -> tuple | None:
    """Return ``(question, form)`` when ``message``, a "no" by its first word, is that "no" saying
    another fact than the ones read back ("no degree", "no tengo título" to "Finished high school:
    June 2019"): the "no" is not set apart, the message reads as one fact of a question not read
    back (said again or new), names none of the read-back's questions, and the words after the
    "no" alone don't read as that fact. Class (a newcomer's finding): the date dropped as refused,
    the degree lost with it. A fact the read-back's own question names ("no degree" to "Program:
    an associate's degree") stays a "no"."""
    words = understand.normalize(message).split()
    if len(words) < 2 or re.match(r"\s*\w+\s*[,.;:!-]", message) or understand.confirmation(" ".join(words[1:])) is not None:
        return None
    # (read against the student's first answer only: a fact said again reads as one too)
    bare = replace(step.state, answers={k: v for k, v in step.state.answers.items() if k == "applicant_type"})
    # (a fact the words after the "no" say alone is none of its: "no, I live in Frederick" without
    # its comma is a "no" and the value meant; "degree" alone an associate's program)
    alone = understand.volunteered(flow, " ".join(words[1:]), bare, lang=lang, today=today)
    found = [(fq, form) for fq, form in understand.volunteered(flow, message, bare, lang=lang, today=today)
             if not any(aq.id == fq.id and aform == form for aq, aform in alone)]
    if len(found) != 1 or found[0][0].id in pending or set(words) & _question_words(flow, pending):
        return None
    return found[0]


def _unsure_first(message: str) -> bool:
    """Return True when ``message`` opens with "I'm not sure" / "no sé" (:data:`vocab.UNSURE`) and asks nothing."""
    if re.search(r"[?¿]", message):
        return False
    words = understand.normalize(message).split()
    return any(" ".join(words[:n]) in vocab.UNSURE for n in range(1, 5))


def _unasked_words(conv: Conversation, q, message: str, lang: str) -> bool:
    """Return True when ``message``, said while a read-back awaits its "yes", is words with no
    amount ("none", "nothing", "nada", "first time") and the pending question ``q``, an amount,
    was not the question asked (the read-back was: the question comes after it). Class (a
    newcomer's finding): "none" to a read-back listing "Degree already earned: None yet" was kept
    as a $0 income unasked, an opening's income (left for its own question) gone for it."""
    if q is None or q.kind != "money" or q.id in conv.pending:
        return False
    if re.search(r"\d", understand.numtext.in_digits(message, lang)):
        return False
    last = next((text for role, text in reversed(_as_answered(conv.transcript)) if role == "bot"), "")
    return not any(render(Msg.of(q.question), code) in last for code in LANGUAGES)


# --- follow-ups: small questions the bot asks that are no question of the flow --------------------
# "How many hours a week?" after a rate per hour, "How often is $2,000 paid?", "Is 88 an average out
# of 100?", the household asked of a grandparent or guardian writing: the conversation's
# ``follow_up`` keeps which one waits and the little its answer needs (the rate, the amount, the
# GPA: never the words typed), so the next message is read against it first, on the web as over
# SMS (whose conversation has no transcript). Class (a tester's finding): the answer was read by
# finding the follow-up in the transcript again, so over SMS "40" was read as another answer.


def _asked_msgs(parts):
    """Yield every :class:`Msg` of reply ``parts``, those inside others' values too."""
    for p in parts:
        if isinstance(p, Msg):
            yield p
            yield from _asked_msgs(v for _, v in p.params)
        elif isinstance(p, (tuple, list)):
            yield from _asked_msgs(p)


def _both_replies(lang: str) -> tuple:
    """Return the quick replies of :data:`understand.BOTH_EACH_ASKED`: "Each", "Together"."""
    return render(Msg.of(understand.BOTH_EACH), lang), render(Msg.of(understand.BOTH_TOGETHER), lang)


def _asked_twice_in_a_row(step: _Step, text: str) -> bool:
    """(fix51l) Return True when the bot's last two replies both said the message ``text`` (in
    either language, its fixed part: :func:`_said_in_a_row`): asked twice in a row, never a third time."""
    return _said_in_a_row(step, {max(re.split(r"%\(\w+\)s", _render(Msg.of(text), code)), key=len) for code in LANGUAGES}) >= 2


def _whose_first(conv: Conversation, pending: dict, message: str, cmd, verdict) -> bool:
    """(fix51a) Return True when ``message`` is a bare "yes" or "no" while "Whose pay is…?"
    (:data:`WHOSE_PART_CORRECTED`) is asked and the facts to read back beside it are held unseen."""
    slot = conv.follow_up
    return bool(pending) and slot.get("k") == "whose_part" and bool(slot.get("h")) and bool(message) and cmd is None \
        and verdict is None and understand.confirmation(message) is not None and not re.search(r"\d", message) \
        and _whose_part_text(message, float(slot["a"]), "en") is None and _whose_part_text(message, float(slot["a"]), "es") is None


def _extra_first(conv: Conversation, pending: dict, message: str, cmd, verdict) -> bool:
    """Return True when ``message`` is a bare "yes" or "no" while the year's pay with its tips is
    asked and the facts to read back beside it are held unseen (the "xf" follow-up, :func:`_finish`)."""
    slot = conv.follow_up
    held = slot.get("k") == "xf" or slot.get("k") == "hours" and slot.get("x") and not slot.get("b")  # (fix37l: a rate held)
    return bool(pending) and "agi" not in pending and held and bool(message) and cmd is None \
        and verdict is None and understand.confirmation(message) is not None and not re.search(r"\d", message)


def _both_first(conv: Conversation, pending: dict, message: str, cmd, verdict) -> bool:
    """Return True when ``message`` is a bare "yes" or "no" while "each or together?" is asked and
    the facts to read back beside it are held unseen (``"h"`` in the follow-up, :func:`_finish`)."""
    slot = conv.follow_up
    return bool(pending) and slot.get("k") == "both" and bool(slot.get("h")) and bool(message) and cmd is None \
        and verdict is None and understand.confirmation(message) is not None \
        and understand.both_answer(message) is None and not re.search(r"\d", message)


def _held_for_one_parent(step: _Step, lang: str, today) -> None:
    """Class (fix33t, a newcomer's finding: a false "likely eligible" the other way, the pay lost):
    one parent's pay held after "no" to the household read beside it (:func:`_follow_up_kept`, "r"),
    then one parent chosen: that parent's pay is the household's income, read back (never dropped,
    never the other parent's asked)."""
    slot = step.follow_up
    if slot.get("k") != "part" or not slot.get("r") or step.proposed or step.for_child \
            or step.state.answers.get("household") != "single_parent" or "agi" in step.state.answers \
            or slot.get("e") not in understand.PARENT_EARNERS:
        return
    year = float(slot["a"]) * int(slot.get("t") or 1)
    step.follow_up = {}
    _apply_form(load_flow(), step, load_flow().question("agi"), {"agi": _plain_amount(year)}, lang, today, confirm=True)


def _extra_slot(step: _Step, said: str, lang: str) -> dict:
    """Return the "extra" follow-up when this reply asks what a pay came to with its tips, overtime
    or bonus (:data:`understand.EXTRA_PAY_ASKED`, or asked again): the pays said before their unknown
    extra ("w" earners, "p" [amount, times a year] pairs, the first "n" of them), the pays held whole
    beside them (one parent's held, the "part" follow-up, or said whole in the same message), and
    the other earner asked before ("o"). {} when no earner's pay is so told.

    Class (fix34a, a newcomer's finding: false "likely eligible" and pay dropped): "mom makes 60k
    plus tips, dad makes 95k plus overtime", then "yes": both pays lost; "my mom makes 90k", "he
    makes 30k plus tips", then "about 38k with tips": kept as the household's $38,000, unasked."""
    if step.extra_held is not None:
        extra, whole, other = step.extra_held
    else:
        extra, whole = understand.extra_parts(said, lang) if said else ((), ())
        extra = tuple(understand.as_students(p, step.for_child) for p in extra)
        whole = tuple(understand.as_students(p, step.for_child) for p in whole)
        before, other = step.follow_up_before, None
        if before.get("k") == "part" and before.get("e") in EARNER_KEYS and isinstance(before.get("a"), (int, float)) \
                and not _sum_parts(before):
            held = (before["e"], float(before["a"]), int(before.get("t", 1)))
            other = before.get("o") if before.get("o") in EARNER_KEYS else None
            if other is not None:  # ("he makes 30k plus tips" to the dad's pay asked: the dad's)
                extra = tuple((other,) + p[1:] if p[0] in ("he", "she", "other") else p for p in extra)
            if not understand.matching_parts(extra + whole, held[0]):
                whole = (held,) + whole
    if not extra and step.extra_held is None and said and step.follow_up_before.get("k") == "hours" \
            and not step.follow_up_before.get("s") and not step.follow_up_before.get("p") and step.follow_up_before.get("n", 1) == 1:
        # Class (fix37d, a newcomer's finding): "unas 45 horas, a veces con overtime" to the hours of
        # "gana 18 la hora", whose rate is no one's named: the rate times the hours is held (the part
        # known, 18 × 45 × 52) while the year's pay with the overtime is asked, never dropped
        base = understand.pay_before_extra(said, lang)
        if base is not None and base[1] > 52 and _same_number(base[0], step.follow_up_before.get("r")):
            extra = (("other",) + tuple(base),)
    if not extra or len(extra) + len(whole) > MAX_EARNERS \
            or any(p[0] not in EARNER_KEYS for p in extra + whole):
        return {}
    pays = extra + whole
    # (fix36c) the other parent said to earn nothing ("my mom stays home"): the pay with its extra is the
    # household's, no other parent's pay asked after it; kept while it is asked again
    none = step.follow_up_before.get("z") if step.extra_held is not None and step.follow_up_before.get("k") == "extra" \
        else len(extra + whole) == 1 and said and understand.parent_pay_none(said, extra[0][0])
    return {"k": "extra", "w": [p[0] for p in pays], "p": [[float(p[1]), int(p[2])] for p in pays], "n": len(extra)} \
        | ({"o": other} if other else {}) | ({"z": 1} if none else {})


def _extra_held(slot: dict) -> tuple:
    """Return ``(extra, whole)`` parts the "extra" follow-up ``slot`` holds (:func:`_extra_slot`)."""
    pays = tuple((e, float(a), int(t)) for e, (a, t) in zip(slot.get("w") or (), slot.get("p") or ()))
    n = int(slot.get("n") or 0)
    return pays[:n], pays[n:]


def _extra_answered(flow, step: _Step, conv: Conversation, q, pending: dict, message: str, lang: str, today) -> bool:
    """Read ``message`` as the answer to what a pay came to with its tips, overtime or bonus (the
    "extra" follow-up, :func:`_extra_slot`): an earner's pay named ("he makes 38k with tips") or a
    bare amount said of the one pay asked ("about 38k with tips": a pay with tips is the whole pay)
    is that earner's whole pay; a total ("170k total", or an amount for several pays asked, as much as
    they are at least) the household's, read back. Once every pay is whole, they are added and read
    back with their parts (one parent's alone, both at home: the other's asked, :func:`_other_parent_asked`);
    else, or after a "yes" or "no" (no answer), asked again with the pay held named
    (:data:`understand.EXTRA_HELD_ASKED`). False when ``message`` is no such answer (read as usual:
    "I don't know" too)."""
    slot, aq = conv.follow_up, flow.question("agi")
    # (fix36c) held through the questions before the income ("d"), the year's total said at another
    # one ("about 105k total" at the ZIP code's, which it doesn't answer): that total, read back
    early = q is not None and q is not aq and slot.get("d") and understand.total_said(message) \
        and not understand.earner_pay(message, lang) and understand.read(q, message, lang, step.state, today).form is None
    # (fix36j, a newcomer's finding: a false "likely eligible") left open ("I don't know", "u") and the
    # result given, a pay said after it ("he makes around 85k") is that earner's whole pay, added to
    # the pays held as at the income question (it was taken as the household's total, the mom's
    # $80,000 held forgotten)
    late = q is None and slot.get("u") and bool(understand.earner_pay(message, lang)
                                                 or re.search(r"\d", understand.numtext.in_digits(message, lang)))
    if aq is None or "agi" in step.state.answers or "agi" in pending or q is not aq and not early and not late:
        return False
    extra, whole = _extra_held(slot)
    if not extra:
        return False
    said = tuple(understand.as_students(p, step.for_child) for p in understand.earner_pay(message, lang))
    digits = re.search(r"\d", understand.numtext.in_digits(message, lang))
    extra, whole = list(extra), list(whole)
    if said:
        for part in said:
            mine = understand.matching_parts(tuple(extra), part[0])
            if len(extra) == 1 and not mine and part[0] in ("he", "she"):
                mine = [0] if not understand.matching_parts(tuple(whole), part[0]) else []
            if mine:
                whole.append((extra.pop(mine[0])[0],) + part[1:])
                continue
            held = understand.matching_parts(tuple(whole), part[0])
            if len(held) == 1:
                whole[held[0]] = (whole[held[0]][0],) + part[1:]
            elif not held and len(extra) + len(whole) < MAX_EARNERS:
                whole.append(part)
            else:
                return False
    elif digits and understand.confirmation(message) is None and not understand.only_unsure(message):
        reading = understand.income(message, lang, "agi")
        year = understand._as_float((reading.form or {}).get("agi")) if reading.problem is None else None
        if year is None or year <= 0 or reading.options:
            return False
        on_top = _extra_on_held(extra[-1], message, lang) if len(extra) == 1 else None
        if on_top is None and len(extra) == 1 and not understand.total_said(message) \
                and year < understand.part_year(extra[0]) - 1 and not understand.earner_pay(message, lang):
            # (fix39b: a false "likely eligible") an amount under the pay held can't be what it came to
            # with its tips or overtime: it is theirs alone ("about 5k" to "$60,000, not counting the
            # overtime"), added to the pay held, the sum read back with both parts (it was the whole pay)
            base = understand.part_year(extra[0])
            step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=Money(float(base)), second=Money(year),
                                     total=Money(float(base) + year)))
            whole.append((extra.pop()[0], float(base) + year, 1))
        elif on_top is not None:
            # (fix38d) the amount of the overtime alone ("overtime is about 8,000 a year", "plus 8k
            # overtime"): added to the pay held, the sum read back with both parts (it was the whole pay)
            year, reading = on_top
            step.parts.append(reading.note)
            whole.append((extra.pop()[0], year, 1))
        elif understand.total_said(message) or len(extra) > 1:
            if year < sum(understand.part_year(p) for p in extra + whole) and not understand.total_said(message):
                step.extra_held = (tuple(extra), tuple(whole), slot.get("o"))  # (less than the pays held: no total of them)
                return _extra_asked_again(step, aq, extra)
            step.understood = True
            return _apply_form(flow, step, aq, {"agi": _plain_amount(year)}, lang, today, confirm=True) or True
        else:
            whole.append((extra.pop()[0],) + understand.said_per(reading.note, year))
    elif not digits and understand.confirmation(message) is not None:
        step.extra_held = (tuple(extra), tuple(whole), slot.get("o"))  # ("yes": no amount; asked again)
        return _extra_asked_again(step, aq, extra)
    else:
        return False
    if extra:
        step.extra_held = (tuple(extra), tuple(whole), slot.get("o"))
        return _extra_asked_again(step, aq, extra)
    step.understood = True
    if len(whole) == 1:
        part = whole[0]
        if part[0] in understand.PARENT_EARNERS and not step.for_child and _two_parents_home(step, part) and not slot.get("z"):
            return _other_parent_asked(step, aq, part, message, slot.get("o") if slot.get("o") in EARNER_KEYS else None)
        step.earners = (part,)
        return _apply_form(flow, step, aq, {"agi": _plain_amount(understand.part_year(part))}, lang, today, confirm=True) or True
    step.held_summed = whole[0] if slot.get("o") else None  # (a "no" to the sum holds the pay held again)
    step.part_other = slot.get("o") if slot.get("o") in EARNER_KEYS else "other"
    return _parts_taken(flow, step, aq, pending, tuple(whole), lang, today)


def _extra_on_held(part: tuple, message: str, lang: str) -> tuple | None:
    """Return ``(year, reading)`` when ``message`` tells the amount of the tips, overtime or bonus
    alone on top of the pay ``part`` held (``(earner, amount, per)``, :func:`understand.extra_alone`):
    the two added, the reading's note saying both; else None."""
    _, amount, per = part
    if per > 52 and per % 52 == 0:
        base = understand.hourly_text({"r": amount}, per // 52)
    elif per == 1 or per in understand._PERIOD_PHRASE:
        base = f"{understand.dollars(amount)} {understand._PERIOD_PHRASE.get(per, 'a year')}"
    else:
        return None
    said = understand.extra_alone(base, message, lang)
    reading = understand.income(said, lang, "agi") if said else None
    if reading is None or not reading.form or reading.note is None:
        return None
    return float(reading.form["agi"]), reading


def _extra_asked_again(step: _Step, aq, extra: list) -> bool:
    """Ask again what the pay came to with its tips or overtime, the pays whose extra is not said
    named (those held whole are kept beside them, the "extra" follow-up). Return True."""
    pays = tuple(extra)
    said = _parts_said(step, pays)
    step.parts.append(Msg.of(understand.EXTRA_HELD_ASKED, parts=said))
    step.understood, step.jump = True, aq
    return True


def _follow_up_kept(conv: Conversation, message: str, cmd) -> dict:
    """Return the follow-up still waiting when ``message`` comes: kept through a message that says
    nothing (the question asked again) and through a first "I don't know" to it (a miss: a second
    one skips it, as for the flow's questions); anything else leaves it (answered, or the subject changed)."""
    slot = conv.follow_up
    if not slot or not message and cmd is None:
        return dict(slot)
    if cmd is None and not slot.get("u") and not slot.get("b") and understand.only_unsure(message) and not _part_held_elsewhere(conv):
        return {**slot, "u": 1}
    if slot.get("k") == "extra" and cmd is None and "agi" not in conv.state.answers and conv.expecting == "agi":
        # (fix34a) pay whose tips or overtime aren't said, held at the income question till the
        # year's pay with them is said (:func:`_extra_answered`)
        return dict(slot)
    if slot.get("k") == "extra" and slot.get("d") and cmd is None and "agi" not in conv.state.answers \
            and "agi" not in conv.pending and conv.expecting not in (None, "agi"):
        # (fix36c) pay whose tips or overtime aren't said, held through the questions before the income
        # (the ZIP code's after an opening): asked at the income question (:func:`_finish`), never dropped
        return dict(slot)
    if slot.get("k") in ("extra", "part") and slot.get("u") and cmd is None and "agi" not in conv.state.answers \
            and "agi" not in conv.pending and conv.expecting is None:
        # (fix36j) pay whose tips or overtime aren't said, left open ("I don't know") and the result
        # given: held, so that earner's pay said later is added to the pays held (:func:`_extra_answered`);
        # (fix37c, a newcomer's finding: a false "likely eligible") so is one parent's pay whose other
        # parent's was left open: held through any number of messages after the result ("ok", then
        # "thanks", or a question), never only the first, till the income is answered
        return dict(slot)
    if slot.get("k") == "rng" and slot.get("d") and cmd is None and "agi" not in conv.state.answers and "agi" not in conv.pending:
        # (fix50d) an income range held while the read-back beside it is answered (or another answer
        # said first): asked once it is (:func:`_finish`), never lost to its "yes"
        return dict(slot)
    if slot.get("k") == "apart" and slot.get("d") and cmd is None and "agi" not in conv.state.answers and "agi" not in conv.pending:
        # (fix47c) divorced parents' pay each, held while the read-back beside it is answered: which
        # parent counts is asked after it (:func:`_finish`), never lost to its "yes"
        return dict(slot)
    if slot.get("k") == "part" and slot.get("c") and slot.get("d") and slot.get("q") and cmd is None and "agi" not in conv.state.answers \
            and "agi" not in conv.pending:
        # (fix50b) a parent's pay whose home is asked, held while the read-back beside it is answered: whether
        # that parent lives with the student is asked after it (:func:`_finish`), never lost to its "yes" or "no"
        return dict(slot)
    if slot.get("k") == "held" and cmd is None and "agi" not in conv.state.answers:
        # (fix32k) the student's own pay held after "I don't know" to the parents' (spouse's): kept
        # till their pay is said or the income kept otherwise (:func:`_held_pay_added`)
        return dict(slot)
    if slot.get("k") in ("parents", "spouse") and cmd is None and (conv.pending or not slot.get("d")):
        # a student's own pay, whose spouse's (parents') part is asked, held while a read-back waits
        # ("baltimore county" said to it), or through an answer to another question said instead
        # ("i live in pg": read back, the pay held and asked again once it is answered, :func:`_follow_up_now`)
        return {**slot, "d": 1}
    if slot.get("k") == "both" and slot.get("h") and cmd is None and conv.pending and "agi" not in conv.pending \
            and understand.both_answer(message) is None and not re.search(r"\d", message) and not faq.is_question(message):
        # (fix32c) asked alone, the read-back held unseen: another answer said instead ("i live in
        # bowie") shows the read-back; each or together is held through it and asked again after
        return {k: v for k, v in slot.items() if k != "h"} | {"d": 1}
    if slot.get("k") == "top" and cmd is None and conv.pending and "agi" not in conv.pending:
        # (fix32f) "part of it, or more on top?" asked beside a read-back of other facts: held through
        # its "yes" or "no" (or another answer), asked again then (:func:`_finish`)
        return {**slot, "d": 1}
    if slot.get("k") == "both" and cmd is None and conv.pending and "agi" not in conv.pending \
            and understand.confirmation(message) is not None:
        # (fix31a) "both make 80k" asked beside a read-back of other facts: held through its "yes"
        # or "no", asked again then (:func:`_finish`)
        return {**slot, "d": 1}
    if slot.get("k") == "part" and cmd is None and "household" in conv.pending and "agi" not in conv.pending \
            and "agi" not in conv.state.answers and not slot.get("s") and understand.confirmation(message) is False:
        # (fix33t, a newcomer's finding) one parent's pay held beside a household read back, and that
        # household refused ("no" to "I live with two parents"): the pay stays held for the household
        # chosen next (one parent: it is the income, read back, :func:`_held_for_one_parent`; two:
        # the other's asked), never dropped with the household
        return {**slot, "d": 1, "r": 1}
    if slot.get("k") == "part" and cmd is None and "agi" not in conv.pending \
            and understand.confirmation(message) is True:
        # (fixn1) one parent's pay held, the other's asked beside a read-back ("my mom makes 60k, idk
        # what my dad makes": the household read back): kept through its "yes", so the other's pay said
        # next is added, never taken for the total
        return dict(slot)
    if slot.get("k") == "hours" and cmd is None and conv.pending and "agi" not in conv.pending \
            and "agi" not in conv.state.answers and not slot.get("b") and slot.get("p") \
            and understand.confirmation(message) is True:
        # (fix31j) another earner's rate said while a read-back of other facts waits ("my stepdad makes
        # 40 an hour", the mom's pay held beside "Household: two parents"): held through its "yes",
        # the hours asked next (:func:`_finish`), then added to the pay held, never both dropped
        return {**slot, "d": 1, "y": 1}
    if slot.get("k") == "hours" and cmd is None and conv.expecting == "agi" and not conv.pending and not slot.get("b") \
            and "agi" not in conv.state.answers and faq.is_question(message):
        # (fix43c, a newcomer's finding) a rate held, its hours asked, and a question asked meanwhile
        # ("20 an hour", "what's the deadline?"): held through the FAQ's answer, so "40 hours" said
        # next gives the year's pay (the rate was dropped, "40 hours" not understood); only hours said
        # as hours ("q": a bare "40" after the question is no answer to the hours asked before it)
        return {**slot, "q": 1}
    if cmd is None and (_part_held_elsewhere(conv) or conv.expecting == "agi" and faq.is_question(message) and _part_held_elsewhere(conv, "agi")):
        # (dev29) one parent's pay held, the other's asked, and another question asked since: held
        # through that question's answer ("21042" at the ZIP question is the ZIP), the other's pay
        # asked again once the income is asked (:func:`_finish`), never the held pay dropped;
        # (fix33s) so is one parent's pay beside another who works, no pay of theirs said ("ow":
        # "mom makes 90k and my stepdad works at amazon", then "yes" to the household read back);
        # (fix40a, a false "likely eligible") and through a question asked meanwhile ("what's the
        # fafsa?" answered from the FAQ), at the income question too ("what counts as income?"), and
        # through "I don't know" to another question ("idk" to the GPA: it answers the GPA, never
        # the other's pay left open, "u"): it was dropped (or never asked again), and "50k" at the
        # income question kept as the household's $50,000, the mom's $120,000 lost; the other's pay
        # asked again after the answer (:func:`_finish`)
        return {**slot, "d": 1}
    if slot.get("k") in ("hours", "period") and cmd is None and not slot.get("b") and not slot.get("u") \
            and (not slot.get("he") or slot.get("k") == "period") and "agi" not in conv.state.answers \
            and not (slot.get("d") and "agi" in conv.pending) and conv.expecting not in (None, "agi") and not faq.is_question(message):
        # (fixn1) a rate whose hours were asked beside another question ("my mom makes 5000 a month and
        # my dad 50 an hour" at the household question): held through that question's answer, the
        # hours asked again once the income is asked (:func:`_finish`), never the rate and pay dropped;
        # (fix31f) held through every other question's answer till then, not only the first
        # ("my husband makes 25 an hour" beside a read-back: its "yes", then "first time", lost it);
        # (fix34a) so is a period asked beside another earner's pay held ("he": "my mom makes 2000 a
        # month and my dad makes 3000" in an opening), both added once it is said
        return {**slot, "d": 1}
    return {}


def _part_held_elsewhere(conv: Conversation, at: str | None = None) -> bool:
    """Return True when one parent's pay is held and the other earner's asked (the "part" follow-up,
    "o" or "ow"; no sum of it read back, "s"), the income neither kept nor read back, and the chat
    asks another question than the income (``at``: unless it asks that one) (:func:`_follow_up_kept`)."""
    slot = conv.follow_up
    return slot.get("k") == "part" and bool(slot.get("o") or slot.get("ow")) and not slot.get("s") \
        and "agi" not in conv.state.answers and "agi" not in conv.pending \
        and (conv.expecting == at if at else conv.expecting not in (None, "agi"))


def _held_kind_now(step: _Step, slot: dict) -> dict:
    """Return ``slot`` with whose pay a student's own pay held waits for ("parents" or "spouse",
    :func:`_whose_kind`) taken from the household as it is now (kept or read back). Class (fix34b, a
    newcomer's finding: a false "likely eligible"): "I make 40k" said before the household was
    known was held for the parents' pay; "I'm married" said next kept the household but left it
    so, and "my wife makes 115k" was then kept alone as the couple's income ($115,000, the
    student's $40,000 dropped). Once married, it is the spouse's; once single, the parents'."""
    if slot.get("k") not in ("parents", "spouse", "held") or step.for_child:
        return slot
    household = _said_now(step, "household")
    if household is None:
        return slot
    kind = _whose_kind(household, step.for_child, _said_now(step, "household_size"))
    if slot["k"] == "held":
        return {k: v for k, v in slot.items() if k != "s"} | ({"s": 1} if kind == "spouse" else {})
    return slot if kind in (None, slot["k"]) else {**slot, "k": kind}


def _follow_up_now(step: _Step, q, pending: dict, message: str, lang: str) -> dict:
    """Return the follow-up waiting after this turn: the one its reply asks, with what its answer
    needs, else the one kept (:func:`_follow_up_kept`); an income read back as a rate times hours
    keeps the rate, so "no, 50 hours" replaces the hours (:func:`_follow_up_answered`)."""
    asked = {m.text: m for m in _asked_msgs(step.parts)}
    said = step.read_as or message
    missed = {"m": 1} if step.how_much_missed else {}  # (fix36c: asked again after an answer with no amount)
    if step.range_said is not None and step.proposed and "agi" not in step.proposed:
        # (fix50d) an income said as a range beside a read-back of other facts ("she makes 99k or maybe
        # 105k" at "Household: one parent"): held ("d") till the read-back is answered, then asked
        return {"k": "rng", "l": step.range_said[0], "h": step.range_said[1], "d": 1}
    if step.parents_ask is not None:  # (beside a read-back: asked once it is answered, "d", :func:`_finish`)
        return {"k": "spouse" if step.spouse else "parents", "a": step.parents_ask} | ({"p": 1} if step.parents_pay else {}) \
            | ({"t": step.parents_per} if step.parents_per > 1 and not step.parents_pay else {}) \
            | ({"d": 1} if step.proposed else {}) | missed \
            | ({"c": float(step.whose_amount[1]), "n": step.whose_amount[0]} if step.whose_amount is not None else {}) \
            | ({"o": float(step.whose_amount[2])} if step.whose_amount is not None and len(step.whose_amount) > 2 else {}) \
            | ({"w": 1} if step.whose_again else {})
    if understand.NO_MEANING_ASKED in asked and step.follow_up.get("k") == "part":
        return {k: v for k, v in step.follow_up.items() if k != "d"} | missed  # (fix36c: the pay held, asked what "no" means)
    if understand.PART_OF_TOTAL_ASKED in asked and step.top_asked is not None:
        total, part = step.top_asked  # (fix32f: part of the income kept, or more on top? :func:`_top_answered`)
        return {"k": "top", "a": float(total), "e": str(part[0]), "v": float(part[1]), "t": int(part[2])}
    if understand.KIN_WRITER_ASK in asked or understand.KIN_SIBLING_ASK in asked:
        return {"k": "kin"}
    if understand.WHO_FOR_ASK in asked:
        return {"k": "who"}
    if understand.FAMILY_SSI_ASK in asked or understand.FAMILY_SSI_ASK_STUDENT in asked:
        return {"k": "ssi"}
    if understand.BOTH_EACH_ASKED in asked and "agi" not in step.proposed:
        # (fix31a) "both make 80k": each one's, or the two's? its answer ("each", "together") read
        # against the amount kept here (:func:`_follow_up_text`)
        amount = understand._as_float(dict(asked[understand.BOTH_EACH_ASKED].params).get("amount"))
        return {"k": "both", "a": amount} if amount else {}
    if understand.APART_WHICH in asked:
        params = dict(asked[understand.APART_WHICH].params)
        return {"k": "apart", "m": float(params["mom"]), "f": float(params["dad"])}
    if WHOSE_PART_CORRECTED in asked:
        # (fix48b) whose pay the bare amount is, asked (fix47h): the amount held for its answer ("mom")
        return {"k": "whose_part", "a": float(dict(asked[WHOSE_PART_CORRECTED].params)["amount"])}
    if understand.HOURS_ASKED in asked:
        if understand.kin_writes():  # (a grandparent's own pay beside the parent's: never added to it)
            said = understand.kin_own_pay_dropped(said)
        pay = understand.hourly_pay(said, lang, "agi", understand.household_earners(step.state)) if said else None
        if not pay and step.follow_up.get("k") == "hours" and step.follow_up.get("d") and "agi" not in step.proposed:
            return {k: v for k, v in step.follow_up.items() if k not in ("d", "u")} | missed  # (the held rate's hours asked again)
        if not pay:
            two = understand.two_rates(said, lang) if said else None
            return {"k": "hours", **two} if two else {}
        return {"k": "hours", **pay} | _hours_earner(step, pay, said, lang) | _hours_named(pay, said, lang, step.for_child) \
            | (_hours_held(step, pay, said, lang) or _rate_whose(step, pay, said, lang))
    if understand.PERIOD_ASKED in asked:
        amount = dict(asked[understand.PERIOD_ASKED].params).get("amount")
        pay_held, pay_of = step.pay_held, step.pay_of
        kept = step.follow_up if step.follow_up.get("k") == "period" and step.follow_up.get("he") in EARNER_KEYS \
            and _same_number(step.follow_up.get("a"), amount) else {}
        more = ()
        if pay_held is None and kept:  # (fix34a: held through other questions, asked again: the pay held kept with it)
            pay_held, pay_of = (kept["he"], float(kept["ha"]), int(kept.get("ht", 1))), pay_of or kept.get("e")
            more = tuple(tuple(p) for p in kept.get("hm", ()))
        beside = understand.pay_beside_unpaced(said, lang) if said and pay_held is None and not pay_of else None
        if beside is not None and amount is not None and abs(beside[-1][1] - float(amount)) <= 0.5:
            # (fix34a) "my mom makes 2000 a month and my dad makes 3000": the mom's pay held while
            # the dad's period is asked, then added with it (never his alone kept); (fix35j) two
            # parts held so ("…, my dad 600 a week and I make 300"), the second kept as "hm"
            pay_held = understand.as_students(beside[0], step.for_child)
            more = tuple(understand.as_students(p, step.for_child) for p in beside[1:-1])
            pay_of = understand.as_students(beside[-1], step.for_child)[0]
        held = {"he": pay_held[0], "ha": float(pay_held[1]), "ht": int(pay_held[2])} if pay_held else {}
        if held and more:
            held["hm"] = [[e, float(a), int(t)] for e, a, t in more]
        return {"k": "period", "a": float(amount)} | ({"e": pay_of} if pay_of else {}) | ({"x": 1} if step.pay_extra else {}) \
            | held | missed if amount else {}
    if asked.keys() & {understand.PARENT_PART_TOTAL_ASKED, understand.SUM_REFUSED_TOTAL_ASKED, understand.OTHER_WORKS_ASKED,
                        *understand.OTHER_NAMED_ASKED.values(), understand.SELF_WORKS_ASKED, *understand.PARENT_ABROAD_ASKED.values(),
                        *understand.PARENT_AWAY_HELD.values(), *understand.PARENT_HOME_ASKED.values()} \
            and step.part_asked is not None:
        earner, amount, times = step.part_asked
        # (the other's pay asked, not a total: whose it is)
        other = {"o": step.part_other} if asked.keys() & {*understand.OTHER_NAMED_ASKED.values(), understand.SELF_WORKS_ASKED} else {}
        if step.part_abroad is not None and asked.keys() & {*understand.PARENT_ABROAD_ASKED.values(), *understand.PARENT_AWAY_HELD.values(),
                                                            *understand.PARENT_HOME_ASKED.values()}:
            other = {"o": step.part_other, "c": step.part_abroad}  # (fix41c: their pay kept, whether they live here asked)
        held = {}
        if len(step.part_sum) == 2:  # (fix33k) the parts the pay held is the sum of
            (x, xa, xt), (_, ya, yt) = step.part_sum
            held = {"x": x, "xa": float(xa), "xt": int(xt), "ya": float(ya), "yt": int(yt)}
        # (fix33s) someone else said to work, no pay of theirs: held through other questions as well
        works = {"ow": 1} if understand.OTHER_WORKS_ASKED in asked and not other else {}
        return {"k": "part", "e": earner, "a": float(amount), "t": int(times)} | other | held | works | missed
    if step.held_summed is not None and "agi" in pending:
        earner, amount, times = step.held_summed  # (a "no" to the sum holds it again: :func:`_sum_refused`)
        return {"k": "part", "e": earner, "a": float(amount), "t": int(times), "s": 1, "w": step.part_other}
    if asked.keys() & {understand.EXTRA_PAY_ASKED, understand.EXTRA_HELD_ASKED}:
        slot = _extra_slot(step, said, lang)
        if slot:
            return slot
        rate = _rate_before_extra(said, lang) if understand.EXTRA_PAY_ASKED in asked else None
        if rate:
            return {"k": "hours", **rate, "x": 1} | _hours_earner(step, rate, said, lang)
    if understand.AVERAGE_ASKED in asked and q is not None and q.kind == "gpa":
        gpa = dict(asked[understand.AVERAGE_ASKED].params).get("gpa")
        return {"k": "scale", "q": q.id, "g": str(gpa)[:20]} if gpa else {}
    year = understand._as_float(pending.get("agi", {}).get("agi"))
    if year is not None and step.follow_up.get("k") == "hours" and step.follow_up.get("b"):
        return step.follow_up  # (the hours given, or given again: the rate kept while its income is read back)
    if year is not None and said and re.search(r"\d", said):
        pay = understand.hourly_pay(said, lang, "agi", understand.household_earners(step.state))
        if pay and understand._as_float((understand.income(said, lang, "agi", understand.household_earners(
                step.state)).form or {}).get("agi")) == year:
            return {"k": "hours", **pay, "b": 1}
    if step.follow_up.get("k") in ("parents", "spouse") and (not step.proposed or "agi" in step.proposed):
        return {}  # (a pay held only beside a read-back of other facts)
    return {} if step.follow_up.get("b") else step.follow_up


def _rate_before_extra(said: str, lang: str) -> dict | None:
    """Return the one rate by the hour ``said`` gives before tips, overtime or a bonus with no amount
    and no hours ("he makes $50 an hour plus overtime": {"r": 50, "n": 1}, :func:`understand.hourly_pay`
    of it without the extra), else None.

    Class (fix37l, a newcomer's finding: a false "likely eligible"): the year with the extra asked of
    "$50 an hour plus overtime", the rate was kept nowhere, and "40 hours a week, overtime is about
    500 a month" was kept as the $6,000 of overtime alone ($104,000 + $6,000 is over the limit). The
    rate is held as the "hours" follow-up ("x": its extra not said, :func:`_follow_up_text`)."""
    if not said or not understand.extra_pay_unsaid(said, lang) or understand.pay_before_extra(said, lang) is not None:
        return None
    t = understand.fold(understand.numtext.in_digits(understand.extra_amount_placed(said, lang), lang))
    pay = understand.hourly_pay(understand._EXTRA_ON_TOP.sub(" ", t), lang)
    return pay if pay and pay.get("n", 1) == 1 and not pay.get("p") else None


def _hours_earner(step: _Step, pay: dict, said: str, lang: str) -> dict:
    """Return ``{"e": earner}`` when the hours asked are of one earner's rate (``pay``, read from
    ``said``: "sorry, my dad makes 62 an hour, not 22") beside other earners' parts known
    (:attr:`_Step.earners_before`): the hours' answer is then that earner's part, the others kept
    beside it and the sum read back (fix29c: the mom's $33,600 was dropped, the dad's rate alone
    read back); else {}."""
    if pay.get("n", 1) != 1 or pay.get("p") or not step.earners_before:
        return {}
    earner = understand.earner_hourly(said, lang)
    earner = _spouse_named(step, understand.as_students((earner,), step.for_child)[0]) if earner else None
    if earner not in EARNER_KEYS or not any(p[0] != earner for p in step.earners_before):
        return {}
    return {"e": earner}


def _hours_held(step: _Step, pay: dict, said: str, lang: str) -> dict:
    """Return ``{"p": [[amount, times]], "w": [earners]}`` when one earner's rate, hours not said,
    comes while another pay is held and the other earner's asked: a student's (parent's) own pay
    whose spouse's or parents' (the other parent's) pay was asked (the "parents"/"spouse"
    follow-up), or one parent's pay held (the "part" follow-up). The pay held then stands beside
    the rate as another pay said with it, so the hours' answer reads back the sum with both parts.

    Class (fix30d, a false "likely eligible"): "I make 110k", then "she makes 22 an hour" and "40":
    $45,760 read back and kept, the $110,000 held dropped at the hours question."""
    slot = step.follow_up_before
    if pay.get("n", 1) != 1 or pay.get("p") or step.earners_before or not slot:
        return {}
    if slot.get("k") in ("parents", "spouse") and isinstance(slot.get("a"), (int, float)):
        held = ("self", float(slot["a"]), 1)
    elif slot.get("k") == "part" and slot.get("e") in EARNER_KEYS and isinstance(slot.get("a"), (int, float)):
        held = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
    else:
        return {}
    if held[2] != 1 and held[2] not in understand._PERIOD_PHRASE:
        held = (held[0], float(understand.part_year(held)), 1)  # (a rate times its hours: its year)
    earner = understand.earner_hourly(said, lang)
    earner = understand.as_students((earner,), step.for_child)[0] if earner else None
    if earner == held[0] or held[1] <= 0:
        return {}  # (the same earner's pay said again: a correction, read as one)
    if earner not in EARNER_KEYS:
        earner = "spouse" if slot.get("k") == "spouse" else "parents" if slot.get("k") == "parents" else "other"
    return {"p": [[held[1], held[2]]], "w": [earner, held[0]]} if earner != held[0] else {}


def _rate_whose(step: _Step, pay: dict, said: str, lang: str) -> dict:
    """Return ``{"we": earner}``: whose one rate, hours not said, is ("my dad makes 45 an hour"),
    so the income its hours give is that earner's part (one parent's pay, the other's asked when
    both live at home: :func:`_other_works_held`); else {}."""
    if pay.get("n", 1) != 1 or pay.get("p"):
        return {}
    earner = understand.earner_hourly(said, lang)
    earner = understand.as_students((earner,), step.for_child)[0] if earner else None
    return {"we": earner} if earner in EARNER_KEYS else {}


def _hours_named(pay: dict, said: str, lang: str, for_child: bool) -> dict:
    """Return ``{"w": [earners]}``: whose each part of ``pay`` is, the rate's first, then each other
    pay's ("my dad makes 22 dollars an hour and my mom makes 2,800 a month": dad, mom), when
    ``said`` names them; else {}. The parts are known once the hours are given
    (:func:`_hours_parts`), so a later correction of one earner's pay keeps the others' (fix29c)."""
    if pay.get("n", 1) != 1 or not pay.get("p"):
        return {}
    sentences = [x for x in re.split(r"(?<!\d)[.;!?\n]+|[.;!?\n]+(?!\d)", said) if x.strip()]
    for i in reversed(range(len(sentences))):  # (an opening's other facts, "20901, GPA 3.0", are no pay: the sentences of pay)
        text = understand.with_hours(". ".join(sentences[i:]), understand._PROBE_HOURS[0])
        total = understand._as_float((understand.income(text, lang, "agi").form or {}).get("agi"))
        parts = understand.income_parts(text, lang, total) if total else ()
        if len(parts) == 1 + len(pay["p"]):
            break
    else:
        return {}
    rate = [p[0] for p in parts if p[1] == pay["r"] and p[2] == 52 * understand._PROBE_HOURS[0]]
    others = [[p[0] for p in parts if p[1] == v and p[2] == t] for v, t in pay["p"]]
    if len(rate) != 1 or any(len(o) != 1 for o in others):
        return {}
    names = [understand.as_students((n,), for_child)[0] for n in rate + [o[0] for o in others]]
    return {"w": names} if all(n in EARNER_KEYS for n in names) and len(set(names)) == len(names) else {}


def _hours_parts(slot: dict, total, text: str | None = None) -> tuple:
    """Return the parts of ``total``, the income a rate's hours gave, when the hours follow-up
    ``slot`` named whose each pay is (:func:`_hours_named`); else ()."""
    names, total = slot.get("w"), understand._as_float(total)
    if slot.get("k") == "hours" and slot.get("s") and names and len(names) == 2 and text:
        # (two rates: the hours of each read from the text made of them, :func:`understand.hourly_text`)
        hours = [int(h) for h in re.findall(r"(\d+) hours a week", text)]
        rates = (float(slot["r"]), float(slot["s"][0]))
        if len(hours) != 2 or total is None or abs(sum(r * h * 52 for r, h in zip(rates, hours)) - total) > 1:
            return ()
        return tuple((n, r, 52 * h) for n, r, h in zip(names, rates, hours))
    if slot.get("k") != "hours" or not names or total is None or len(names) != 1 + len(slot.get("p", ())):
        return ()
    rest = [(n, float(v), int(t)) for n, (v, t) in zip(names[1:], slot.get("p", ()))]
    hours = (total - sum(understand.part_year(p) for p in rest)) / (52 * float(slot["r"]))
    if abs(hours - round(hours)) > 0.01 or round(hours) <= 0:
        return ()
    return ((names[0], float(slot["r"]), 52 * round(hours)),) + tuple(rest)


def _follow_up_text(slot: dict, message: str, lang: str) -> str | None:
    """Return the income ``message`` gives with the pay the follow-up ``slot`` keeps: the rate
    with the hours said ("40", "cuarenta", "about 40 hrs"; at the read-back of a rate times hours,
    "no, 50 hours"), the amount with its pay period ("every two weeks"), else None."""
    if slot.get("k") == "hours" and slot.get("s"):  # (two rates: the hours of each, :data:`understand.HOURS_EACH_ASKED`)
        again = understand.hours_said_again(message, lang)
        hours = (again, again) if again else None if slot.get("b") else understand.hours_each(message, lang)
        return understand.hourly_text(slot, hours) if hours else None
    if slot.get("k") == "hours" and slot.get("x") and not slot.get("b"):
        # (fix37l) a rate held, its extra's year asked ("$50 an hour plus overtime", :func:`_rate_before_extra`):
        # the hours and the extra's amount ("40 hours a week, overtime is about 500 a month") are the rate
        # times the hours plus the extra, read back with the parts; the hours alone hold the rate times
        # them while the extra is asked (fix37d); a year's total ("about 110k") is read as usual
        hours = understand.hours_answer(message, lang) or understand.hours_with_overtime(message, lang)
        if hours:
            return understand.hourly_text(slot, hours) + " plus overtime"
        said = understand.hourly_text(slot, 1).rsplit(" , ", 1)[0] + " , " + message
        pay, reading = understand.hourly_pay(said, lang), understand.income(said, lang, "agi")
        return said if pay and _same_number(pay.get("r"), slot.get("r")) and pay.get("p") and reading.form \
            and reading.problem is None and not reading.options and not understand.extra_pay_unsaid(said, lang) else None
    if slot.get("k") == "hours":
        hours = understand.hours_said_again(message, lang) if slot.get("b") else \
            understand.hours_answer(message, lang) or understand.hours_said_again(message, lang)
        ranged = understand.hours_range(message, lang) if not hours and not slot.get("b") and not slot.get("x") else None
        hours = ranged[1] if ranged else hours  # (fix43c: a range of hours, the higher taken; said so, :func:`_hours_range_said`)
        if slot.get("q") and not re.search(r"\b(?:hours?|hrs?|horas?)\b", understand.fold(message)):
            hours = None  # (fix43c: held through a question, "40 hours" is its answer, a bare "40" none)
        overtime = understand.hours_with_overtime(message, lang) if not hours and not slot.get("b") else None
        if overtime:  # (fix35m) "about 40, sometimes overtime": the pay with its overtime on top, asked
            return understand.hourly_text(slot, overtime) + " plus overtime"
        return understand.hourly_text(slot, hours) if hours else None
    if slot.get("k") == "period":
        return understand.with_pay_period(understand.dollars(slot["a"]), message, lang)
    if slot.get("k") == "both" and isinstance(slot.get("a"), (int, float)):
        how = understand.both_answer(message)  # (fix31a) "each": the amount times two; "together": as said
        return None if how is None else understand.dollars(float(slot["a"]) * (2 if how == "each" else 1))
    return None


def _hours_range_said(step: _Step, conv: Conversation, message: str, lang: str) -> None:
    """(fix43c, a newcomer's finding) the hours of a rate answered with a range ("between 30 and 40
    hours"): the higher hours were read (:func:`_follow_up_text`); the range of the year's pay is
    said with it, the higher amount taken, and the income read back as any hours' is."""
    slot = conv.follow_up
    ranged = understand.hours_range(message, lang) if step.read_as and slot.get("k") == "hours" and not slot.get("s") else None
    if ranged and isinstance(slot.get("r"), (int, float)):
        rate = float(slot["r"])
        step.parts.append(Msg.of(understand.HOURS_RANGE_TAKEN, few=ranged[0], many=ranged[1],
                                 low=Money(rate * ranged[0] * 52), high=Money(rate * ranged[1] * 52)))


def _follow_up_read_as(conv: Conversation, q, message: str, lang: str) -> str | None:
    """Return what the pending question ``q``'s reader reads instead of ``message`` when it answers
    the follow-up asked at that question: the rate with the hours, the amount with its period
    ("2000 each paycheck", then "every two weeks": $2,000 x 26, read back), "88 out of 100" for a
    "yes" (or "out of 100") to "Is 88 an average out of 100?" (class, a newcomer's finding: the
    "yes" was a stray yes, the question left open and the 88 lost). None otherwise."""
    slot = conv.follow_up
    if slot.get("k") in ("hours", "period", "both") and q.id == "agi" and not slot.get("b"):
        return _follow_up_text(slot, message, lang)
    if slot.get("k") == "scale" and q.id == slot.get("q") and q.kind == "gpa" \
            and (understand.confirmation(message) is True or understand.scale_alone(message) == "100"):
        return f"{slot['g']} {'sobre' if lang == 'es' else 'out of'} 100"
    return None


def _top_answered(flow, step: _Step, conv: Conversation, message: str, lang: str, today) -> bool:
    """Class (fix32f, a newcomer's finding: a false "likely eligible"): read ``message`` as the answer
    to :data:`understand.PART_OF_TOTAL_ASKED` ("I have $85,000 as your household's income. Is that
    pay part of it, or more on top?", the "top" follow-up: the income kept and the one earner's pay
    said): "more on top", "extra", "aparte", "además": the two added, read back; "part of it",
    "included", "ya está incluido": the income kept, said back; an amount alone: the household's
    total, read back. False when ``message`` is none of these (or the income changed since)."""
    slot, aq = conv.follow_up, flow.question("agi")
    kept = step.state.answers.get("agi")
    if aq is None or faq.is_question(message) or not _same_number(kept, slot.get("a")):
        return False
    said = understand.pay_on_top(message)
    digits = re.search(r"\d", understand.numtext.in_digits(message, lang))
    if said is None and not digits and understand.confirmation(message) is not None and not conv.pending:
        # (fix39o, a newcomer's finding) a plain "yes" or "no" to this either/or question: no answer
        # to it, so it is asked again, the income kept meanwhile (it was dropped, and the question
        # after it named in the "not a yes or no" line). A read-back waiting beside it takes the
        # "yes" or "no" (else a "yes" to "Is that right?" was refused again and again: test_fix32f)
        step.understood = True
        step.parts.append(Msg.of(NOT_YES_NO))
        step.parts.append(Msg.of(understand.PART_OF_TOTAL_ASKED, total=Money(float(kept))))
        step.top_asked = (float(kept), (str(slot.get("e") or "other"), float(slot["v"]), int(slot.get("t") or 1)))
        return True
    if said is not None and not digits:
        step.top_done = step.understood = True
        if said == "part":
            step.parts += _acknowledge(aq, {"agi": kept}, lang)
            return True
        total = float(slot["a"])
        pay = float(understand.part_year((slot.get("e") or "other", float(slot["v"]), int(slot.get("t") or 1))))
        step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=Money(total), second=Money(pay), total=Money(total + pay)))
        _apply_form(flow, step, aq, {"agi": _plain_amount(total + pay)}, lang, today, confirm=True)
        return True
    if said is None and digits and understand.confirmation(message) is None and not understand.earner_pay(message, lang):
        reading = understand.income(message, lang, "agi")
        if reading.form and reading.problem is None and not reading.options:
            step.top_done = step.understood = True  # ("135k": the household's total, read back)
            _apply_form(flow, step, aq, reading.form, lang, today, confirm=True)
            return True
    return False


def _one_parent_home(flow, step: _Step, slot: dict, message: str, lang: str, today) -> bool:
    """Class (fix36d, a newcomer's finding: a parent's pay lost): one parent's pay held, the other's
    asked (the "part" follow-up: "my mom makes 52k, idk about my dad"), then a household of one parent
    said instead ("my parents are divorced, I live with my mom", "it's just me and my mom"): only the
    parent lived with counts (:func:`rules.second_parent_counts`), so the pay held of that parent (or
    of a parent, none named) is the household's income, read back with the household; the other
    parent's pay is no part of it (:data:`rules.NOT_COMBINED` "apart"): left out, said why, and the
    income asked. False when ``message`` reads as no household of one parent."""
    hq, aq = flow.question("household"), flow.question("agi")
    if hq is None or aq is None or step.state.answers.get("household") not in (None, "two_parent"):
        return False
    reading = understand.read(hq, message, lang, step.state, today)
    household = (reading.form or {}).get("household")
    if reading.problem is not None or reading.options or household != "single_parent":
        return False
    who = understand.parent_lived_with(message)
    if who is None and understand.parent_named(message):
        return False  # (a parent named, not as the one lived with: read as usual)
    if reading.note is not None:
        step.parts.append(reading.note)
    _apply_form(flow, step, hq, reading.form, lang, today, confirm=True)
    step.understood = True
    if who not in (None, slot["e"]):
        step.parts.append(Msg.of(understand.AWAY_NOT_COUNTED))
        step.jump = step.jump or aq
        return True
    part = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
    step.earners = (part,)
    _apply_form(flow, step, aq, {"agi": _plain_amount(understand.part_year(part))}, lang, today, confirm=True)
    return True


def _apart_both_kept(flow, step: _Step, aq, slot: dict, said: str, lang: str, today) -> bool:
    """Keep both divorced parents' pays said (``slot`` "m", "f"): the lower read back as the income, the
    other parent's held beside it (rules.APART_PARENT_AGI), ``said`` telling so (fix49j "both" named,
    fix52c neither parent placed). (fix52r1, review: one helper; fix52c's tail copied fix49j's.)"""
    low, high = sorted((float(slot["m"]), float(slot["f"])))
    if said == understand.APART_UNPLACED_KEPT:
        # Class (fix53c, a kinder verdict from a support not known): "idk" to which parent gave more support kept
        # the lower pay as the income ("my parents are divorced, i live with my dad he makes 90k, mom makes 40k":
        # $40,000, the mom's, counted). The parent the student said they live with is counted (read back, the other
        # held beside it, rules.APART_PARENT_AGI), unless that pay alone is over the limit and the other's within
        # it (rules.apart_unsure_counted): then the other's, so the rules weigh the readings (never a wrong "no")
        texts = [t for role, t in step.said_before if role == "user"] + [step.read_as or step.typed or ""]
        lived = {understand.parent_lived_with(t) for t in texts if t} - {None}
        if len(lived) == 1:
            home, away = (float(slot["m"]), float(slot["f"])) if lived == {"mom"} else (float(slot["f"]), float(slot["m"]))
            policy = run(step.state.answers, today).policy
            counted = _rules.apart_unsure_counted(home, away, _said_now(step, "household"), policy)
            if counted == home:
                step.apart_said = (home, away)
                step.parts.append(Msg.of(understand.APART_LIVED_WITH_KEPT, one=Money(home), other=Money(away)))
                step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(home)}, lang, today, confirm=True) or True
                return True
            low, high = away, home
    step.apart_said = (low, high)
    step.parts.append(Msg.of(said, one=Money(low), other=Money(high)))
    step.understood = _apply_form(flow, step, aq, {"agi": _plain_amount(low)}, lang, today, confirm=True) or True
    return True


def _follow_up_answered(flow, step: _Step, conv: Conversation, q, pending: dict, message: str, lang: str, today) -> bool:
    """Read ``message`` as the answer to the follow-up waiting when it was asked elsewhere than at
    its own question, or while a read-back waits: the hours (or pay period) of a pay said at
    another question ("we make 12 an hour" at the GPA question, then "40"), the income they give
    read back in place of any read back before (class, a newcomer's finding: the rate was read as a
    GPA out of 100, or "40" as the household size); the household asked of a grandparent or
    guardian writing ("one parent", "single"), read back (it was answered as a question about the
    limits). False when ``message`` is no such answer (it is then read as usual)."""
    slot = conv.follow_up
    if faq.is_question(message):
        return False
    if slot.get("k") == "whose_part" and not re.search(r"\d", message) and (who := understand.apart_parent_picked(message)) \
            and _whose_part_text(message, float(slot["a"]), lang) is None:
        # (fix48b) "mom", "my mom", "mi mamá" alone to "Whose pay is $80,000?" (fix47h): that parent's
        # pay, read as if said with the amount ("my mom makes 80k": her part replaced, the sum read back);
        # it was answered from the FAQ ("which parent counts"), the amount lost
        said = ("my " + who + " makes " if lang == "en" else "mi " + {"mom": "mamá", "dad": "papá"}[who] + " gana ") \
            + str(int(slot["a"])) + (" a year" if lang == "en" else " al año")
        if _earner_said(flow, step, q, pending, said, lang, today):
            return True
    said = _whose_part_text(message, float(slot["a"]), lang) if slot.get("k") == "whose_part" else None
    if said is not None and understand.total_said(said):
        # (fix51a) "the total", "el total" to "Whose pay is $85,000?": the household's whole income, read
        # back (the parts no longer its making); it was answered from the FAQ, the amount lost
        step.earners = ()
        step.read_as = said
        _apply_form(flow, step, flow.question("agi"), {"agi": _plain_amount(float(slot["a"]))}, lang, today, confirm=True)
        step.understood = True
        return True
    if said is not None and _earner_said(flow, step, q, pending, said, lang, today):
        # (fix51a) "my stepdad", "mine", "el de mi padrastro": that earner's part replaced, the sum read
        # back (only "mom" and "dad" were read; "stepdad" was answered from the FAQ, the amount lost)
        return True
    if slot.get("k") == "ssi":
        # (fix31c) whether the student gets SSI or SSDI, asked after "we are on SSI": a yes or a no
        # (or the student's own fact) read back; anything else read as usual
        said = understand.confirmation(message)
        said = ("true" if said else "false") if said is not None else understand.other_aid_own(message)
        aq = _field_question(flow, "ssi_ssdi")
        if said is None or aq is None:
            return False
        step.understood = _apply_form(flow, step, aq, {"ssi_ssdi": said}, lang, today, confirm=True) or True
        return True
    if slot.get("k") == "who":
        # (fix31c) whom the screening is for, asked of a single parent: "for my son" makes the rest
        # the student's (the questions then name the student); the household said with it read back
        who = understand.who_for(message)
        if who is None:
            return False
        if who == "child":
            step.for_child = step.for_student = True
            _of_student(PARENT)  # (fix48d)
        hq = flow.question("household")
        before = next((t for r, t in reversed(step.said_before) if r == "user"), "")
        step.understood = True
        if hq is not None and not step.state.answered(hq) and before:
            reading = understand.read(hq, before, lang, step.state, today)
            if reading.form and reading.problem is None and not reading.options:
                _apply_form(flow, step, hq, reading.form, lang, today, confirm=True)
        return True
    if slot.get("k") == "kin":
        hq = flow.question("household")
        if hq is None or q is not None and q.id == hq.id or step.state.answered(hq) or re.fullmatch(r"\W*\d+\W*", message):
            return False  # (a bare number picks no household: it may answer the question asked)
        reading = understand.read(hq, message, lang, step.state, today)
        if not reading.form or reading.problem is not None or reading.options:
            return False
        step.understood = _apply_form(flow, step, hq, reading.form, lang, today, confirm=True)
        return True
    aq = flow.question("agi")
    if slot.get("k") == "apart" and aq is not None and not step.state.answered(aq):
        # (dev29) which divorced parent counts, asked with each one's pay: that parent's, read back
        # (with the household of one parent, unless the household is known); no parent picked, read as usual
        who = understand.apart_parent_picked(message)
        if who is None and _bare_zero(message):
            # (fix48g, a false "likely eligible") a bare "none", "nada", "0" answers no "which parent?": it
            # never replaces the two pays said (it was kept plain as an income of $0); the question asked again
            step.parts.append(Msg.of(understand.APART_WHICH, mom=Money(slot["m"]), dad=Money(slot["f"])))
            step.jump = aq
            return True
        if who is None and understand.apart_both_picked(message) and not understand.earner_pay(message, lang):
            # (fix49j, a false "likely eligible" or a lost answer) "idk they both pay for stuff", "half and
            # half", "los dos": both parents named as the support. Both amounts were dropped, the income "left
            # open" ("los dos" read as $2,000). Both kept: the lower read back as the income, the other
            # parent's held beside it (rules.APART_PARENT_AGI), so the rules weigh each reading of §18-3601
            # (one parent's, both added): agreeing, their verdict; differing, the college's call (fix48e)
            return _apart_both_kept(flow, step, aq, slot, understand.APART_BOTH_KEPT, lang, today)
        if who is None and not pending and not slot.get("d") and not re.search(r"\d", message) \
                and not understand.earner_pay(message, lang):
            # (a read-back waiting, "d": the yes or no is its answer, never this question's: test_fix46k)
            # (fix48b) "yes" (or "no") to "Which parent is that: your mom ($40,000) or your dad ($60,000)?":
            # no parent picked; both amounts were dropped and the income asked from scratch. Asked once
            # more (:data:`understand.APART_NOT_YES_NO`), the amounts kept with it; (fix52r1, review) a
            # second bare yes or no keeps both as below (this said it "lets it go", the income asked
            # plainly, which it had not done since fix52c). (fix49k) Asked as the question waiting (the
            # income's, as the zero's above): the next question (the ZIP code's) was put after it in the
            # same reply, so "my mom" then answered the ZIP, not this.
            # Class (fix52c, a pay typed and lost: a false "likely eligible" or the income lost) an answer
            # that places neither parent ("the one i live with", "hmm", "idk", a second "yes" then "no"):
            # both pays were dropped and the income asked from scratch, never asked about again. Asked once
            # more, the amounts kept with it; not known ("idk", "no sé") or still not placed, both kept
            # as "both" keeps them (fix49j: the lower read back, the other parent's held beside it,
            # rules.APART_PARENT_AGI weighing each reading of §18-3601), never a pay dropped
            # (fix52r1: "both" said is read above, fix49j, so no check of it is needed here)
            again = _last_reply_said(step, understand.APART_NOT_YES_NO) or _last_reply_said(step, understand.APART_NOT_PLACED)
            yes_no = understand.bare_yes_no(message)
            if not again and (yes_no or not understand.contains_any(understand.normalize(message), vocab.UNSURE)):
                step.parts += [Msg.of(understand.APART_NOT_YES_NO if yes_no else understand.APART_NOT_PLACED),
                               Msg.of(understand.APART_WHICH, mom=Money(slot["m"]), dad=Money(slot["f"]))]
                step.understood, step.jump = True, aq
                return True
            return _apart_both_kept(flow, step, aq, slot, understand.APART_UNPLACED_KEPT, lang, today)
        if who is None or re.search(r"\d", message):
            return False
        form = {"agi": _plain_amount(slot["m"] if who == "mom" else slot["f"])}
        # (fix48e) the other parent's pay, said with it: the rules weigh the law's other reading
        # (rules.APART_PARENT_AGI)
        step.apart_said = (float(slot["m"] if who == "mom" else slot["f"]), float(slot["f"] if who == "mom" else slot["m"]))
        hq = flow.question("household")
        if hq is not None and not step.state.answered(hq) and "household" not in pending:
            reading = understand.read(hq, message, lang, step.state, today)
            if reading.form and reading.form.get("household") in ("single_parent", "two_parent"):
                _apply_form(flow, step, hq, reading.form, lang, today, confirm=True)
        step.understood = _apply_form(flow, step, aq, form, lang, today, confirm=True) or True
        return True
    if slot.get("k") == "part" and slot.get("o") and aq is not None and slot.get("e") in ("mom", "dad") \
            and not step.for_student and not _sum_parts(slot) and not step.state.answered(aq) and "agi" not in pending \
            and not understand.earner_pay(message, lang) and not re.search(r"\d", message) \
            and _one_parent_home(flow, step, slot, message, lang, today):
        return True
    if slot.get("k") == "part" and q is not None and q.id != "agi" and not understand.earner_pay(message, lang) \
            and understand.earner_unpaced(message, lang) is None and not _pay_in_pieces(step, message, lang):
        year = _amount_elsewhere(flow, step, q, message, lang, today) \
            if (slot.get("o") or slot.get("ow")) and slot.get("e") in EARNER_KEYS and aq is not None \
            and not step.state.answered(aq) else None
        if year is not None and understand.correcting(message):
            # (fix35c) "its 40k now", "no wait, 40k": the pay held said again, corrected, held as that
            # parent's; the other's asked again (never taken for the other's pay nor the total)
            return _other_earner_asked(step, aq, (slot["e"], year, 1), message, slot)
        if year is not None:
            # Class (fix32a: a false "likely eligible"): one parent's pay held, the other's asked, and a
            # bare amount said at another question since ("40k" at the in-state question): read back as
            # the household's whole income, the pay held lost. Whose it is was never said: not used,
            # the pay held kept and the other's asked again (at the income question a bare amount is
            # that pay, :func:`_bare_amount_to_part`); (fix40a, a false "likely eligible") so too
            # beside someone else said to work, no one named ("ow": "my dad works at the post office",
            # then "50k" at the first question: $50,000 read back as the household's, the mom's
            # $120,000 held dropped)
            step.parts.append(Msg.of(understand.AMOUNT_ELSEWHERE_HELD, amount=Money(year)))
            return _other_earner_asked(step, aq, (slot["e"], float(slot["a"]), int(slot.get("t", 1))), message, slot,
                                       _sum_parts(slot))
        if not (slot.get("o") and slot.get("e") in EARNER_KEYS and aq is not None and not step.state.answered(aq)
                and "agi" not in pending and understand.other_parent_no_pay(message, slot["e"], slot["o"])):
            return False  # (dev29: another question asked since the other's pay was; "none", "no", "the same" answer it)
        # (fix40c) "he doesn't work", "mi papá no trabaja" at another question: the other parent's pay
        # asked, said to be none; read below as at the income question ($0 added, read back)
    if slot.get("k") == "part" and aq is not None and slot.get("e") in EARNER_KEYS and not understand.earner_pay(message, lang) \
            and understand.parent_absent_said(message):
        # Class (fix30g, a newcomer's finding: "$0" kept, a false "likely eligible"): the other parent
        # said to be away from home or out of the student's life ("my dad isn't in the picture, he
        # makes nothing", "mi papá no vive con nosotros") to their pay asked: the one part held is
        # the household's income, read back, and one parent at home read back with it (never the
        # pay held dropped for a zero)
        part = (slot.get("e"), float(slot["a"]), int(slot.get("t", 1)))
        step.earners = (part,)
        hq = flow.question("household")
        if hq is not None and step.state.answers.get("household") == "two_parent":
            _apply_form(flow, step, hq, {"household": "single_parent"}, lang, today, confirm=True)
        return _apply_form(flow, step, aq, {"agi": _plain_amount(understand.part_year(part))}, lang, today, confirm=True) or True
    if slot.get("k") == "part" and aq is not None and understand.no_pay_said(message):
        # "he doesn't work", "nothing", "0": the one part held is the household's income, read back
        part = (slot.get("e"), float(slot["a"]), int(slot.get("t", 1)))
        step.earners = (part,)
        if (slot.get("o") or slot.get("ow")) and slot.get("e") in EARNER_KEYS:
            # (fix36c) the other earner's pay asked, and said to be none ("nothing", "he didn't make
            # anything", "They had no pay last year"): $0 added, read back with the parts
            # (the parts kept are those with pay: a $0 part is said, never kept as an earner's pay)
            other = slot.get("o") if slot.get("o") in EARNER_KEYS else "other"
            step.parts.append(understand.parts_added((*(_sum_parts(slot) or (part,)), (other, 0.0, 1)), _writers_names(step)))
        return _apply_form(flow, step, aq, {"agi": _plain_amount(understand.part_year(part))}, lang, today, confirm=True) or True
    if slot.get("k") == "part" and slot.get("o") and aq is not None and slot.get("e") in EARNER_KEYS \
            and understand.relative_answer(message) is not None:
        # (fix29c) "the same", "lo mismo", "double that" to the other's pay asked: the pay held
        # times that, added and read back with its parts (it was answered from the FAQ)
        held = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
        step.held_summed = held
        other = (slot["o"], held[1] * understand.relative_answer(message), held[2])
        return _parts_taken(flow, step, aq, pending, (held, other), lang, today)
    if slot.get("k") == "part" and aq is not None and not understand.earner_pay(message, lang) \
            and _bare_amount_to_part(flow, step, slot, q, aq, pending, message, lang, today):
        return True
    if slot.get("k") == "part" and aq is not None and not understand.earner_pay(message, lang):
        unpaced = understand.earner_unpaced(message, lang)
        earner = understand.as_students((unpaced[0],), step.for_child)[0] if unpaced else None
        if earner in EARNER_KEYS and earner != slot.get("e"):
            # "she gets 2000 each paycheck" to the other parent's pay asked: how often, asked, the
            # part held kept beside it (a newcomer's finding: the period's answer was read as the
            # whole income, $52,000, the dad's $60,000 held lost)
            step.understood, step.jump, step.pay_of = True, aq, earner
            step.pay_held = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
            step.parts.append(Msg.of(understand.PERIOD_ASKED, amount=Money(unpaced[1])))
            return True
    if slot.get("k") == "period" and slot.get("he") in EARNER_KEYS and slot.get("e") in EARNER_KEYS and aq is not None:
        text = _follow_up_text(slot, message, lang)
        yearly = text is None and q is aq and not understand.earner_pay(message, lang) and not understand.total_said(message) \
            and bool(re.search(r"\d", understand.numtext.in_digits(message, lang))) and understand.confirmation(message) is None
        text = message if yearly else text  # (fix34a: "36k a year" to how often the dad's $3,000 is paid: his year, added to the pay held)
        reading = understand.income(text, lang, "agi") if text else None
        if reading is not None and reading.form is not None and reading.problem is None:
            year, amount = float(reading.form["agi"]), float(slot["a"])
            per = round(year / amount) if amount and abs(amount * round(year / amount) - year) <= 1 and not yearly else None
            other = (slot["e"], amount, per) if per else (slot["e"], year, 1)
            step.held_summed = (slot["he"], float(slot["ha"]), int(slot.get("ht", 1)))
            more = tuple((e, float(a), int(t)) for e, a, t in slot.get("hm", ()))  # (fix35j: a second part held)
            parts = (step.held_summed, *more, other)
            parent = [p for p in parts if p[0] in understand.PARENT_EARNERS]
            if len(parts) == 2 and len(parent) == 1 and [p[0] for p in parts].count("self") == 1 and not step.for_child \
                    and _two_parents_home(step, parent[0]):
                # (fix35j) "my mom makes 2000 a month and I make 300", then its period, both parents
                # at home: the other parent's pay asked, the two parts held (as fix32k, said at once)
                said = [t for role, t in step.said_before if role == "user"] + [message]
                step.held_summed, step.follow_up = None, {}  # (the period answered: never asked again)
                return _other_parent_asked(step, aq, ("other", float(sum(understand.part_year(p) for p in parts)), 1), message,
                                           understand.other_earner(parent[0], "two_parent", False, said),
                                           (parent[0], next(p for p in parts if p[0] == "self")))
            return _parts_taken(flow, step, aq, pending, parts, lang, today)
    if slot.get("k") == "part":
        # "my dad makes 40k" to the household's total asked once one parent's pay (mom's 90k) stood
        # beside a total of both: the other parent's pay, added to the first's and read back with
        # its parts (class, a newcomer's finding: taken as the household's total); the same parent's
        # pay again, or a bare amount, is read as any income is
        said = tuple(understand.as_students(p, step.for_child) for p in understand.earner_pay(message, lang))
        pieces = _pay_in_pieces(step, message, lang) if not said else ()
        if pieces:
            # (fix37a) the other parent's pay in two or three amounts, said at another question since
            # ("my dad gets 1,800 every two weeks plus about 600 a month from uber"): their sum, added
            said, rest = (_pieces_part(pieces),), ""
        else:
            among, rest = understand.earner_pay_among(message, lang)
            among = tuple(understand.as_students(p, step.for_child) for p in among)
            said, rest = (said or among, rest) if not said or said == among else (said, "")
        if aq is None or len(said) != 1 or slot.get("e") not in EARNER_KEYS:
            return False
        held = (slot["e"], float(slot["a"]), int(slot.get("t", 1)))
        if "agi" in pending and understand.extra_on_top(message) and understand.matching_parts(conv.earners, said[0][0]) \
                and not understand.matching_parts((held,), said[0][0]):
            # (fix43a: a false "likely eligible") more on top of another part of the sum read back ("and I
            # also have a small food business, about 10k a year" after "my husband makes 95k", "I make
            # 48k"): added to that part (:func:`_earner_said`), never in its place
            return False
        parts = _merged((held,), said, False, True)
        summed = _sum_parts(slot)
        if held[0] == "other" and len(summed) == 2 and slot.get("o") in EARNER_KEYS:
            # (fix32k, fix33k) one parent's pay and the student's own held together, each kept: the
            # other parent's pay said ("he makes 20k") is added to them, the three read back; one of
            # the two said again ("sorry, my mom makes 90k", "I make 8k") replaces that part only,
            # and the other parent's is still asked (never added to the sum, nor in place of it)
            said = tuple((slot["o"],) + p[1:] if p[0] in ("he", "she") and understand.GENDER.get(p[0]) == understand.GENDER.get(slot["o"])
                         and not understand.matching_parts(summed, p[0]) else p for p in said)  # ("he": your dad)
            parts = _merged(summed, said, False, True)
            if parts and len(parts) == 2:
                step.understood = True
                return _other_parent_asked(step, aq, ("other", float(sum(understand.part_year(p) for p in parts)), 1),
                                           message, slot["o"], parts)
            if not parts or len(parts) != 3:
                return False
        elif not parts or len(parts) != 2:
            return False
        step.held_summed = held
        _parts_taken(flow, step, aq, pending, parts, lang, today, pieces=pieces)
        _rest_read(flow, step, rest, lang, today)  # ("…, and i'll file the fafsa": read back too)
        return True
    if aq is None or q is aq and not pending and not slot.get("b"):
        return False  # (at its own question: read there, :func:`_follow_up_read_as`)
    if slot.get("k") == "hours" and slot.get("d") and q is not None and q is not aq \
            and any(i.kind in understand._NUMERIC for i in q.inputs) and not understand.hours_said_again(message, lang):
        return False  # (fix31f: a rate held through other questions: "12" at the credits question is the credits, no hours;
        # at a question a number does not answer ("40" at the in-state question, after the read-back's "yes"), the hours)
    text = _follow_up_text(slot, message, lang) or _extra_after_hours(slot, pending, message, lang)
    reading = understand.income(text, lang, "agi") if text else None
    if reading is None or reading.form is None or reading.problem is not None:
        return False
    if slot.get("e") in EARNER_KEYS:
        # "every two weeks" to how often her pay is paid ("she gets 2000 each paycheck" once the
        # income is kept): her part, with the others, read back (:func:`_earner_said`)
        year, amount = float(reading.form["agi"]), slot.get("a", slot.get("r"))  # (a rate: its hours' answer)
        per = round(year / amount) if amount and abs(amount * round(year / amount) - year) <= 1 else None
        added = not _parts_make(step.earners_before, _agi_now(step.state, pending))  # (asked of a bare income only when "too")
        part = (slot["e"], amount, per) if per else (slot["e"], year, 1)
        new = _with_pay(step, pending, (part,), added, extra=bool(slot.get("x")))
        if slot.get("x") and _extra_summed(flow, step, aq, new, _agi_now(step.state, pending), lang, today, part):
            return True
        if new is not None and len(new) != 1:
            return _parts_taken(flow, step, aq, pending, new, lang, today)
    if reading.note is not None:
        step.parts.append(reading.note)
    if slot.get("k") == "hours" and step.read_as is None:
        step.read_as = text  # (the rate with its hours: whose pay it is, :func:`_other_works_held`)
    _apply_form(flow, step, aq, reading.form, lang, today, confirm=True)
    if step.part_asked is not None and reading.note is not None and reading.note in step.parts:
        step.parts.remove(reading.note)  # (held, the other's pay asked: that question says the conversion)
    step.understood = True
    if slot.get("k") == "hours":
        step.follow_up = {k: v for k, v in slot.items() if k != "u"} | {"b": 1}
    return True


def _extra_after_hours(slot: dict, pending: dict, message: str, lang: str) -> str | None:
    """Return the rate times its hours read back (the "hours" follow-up, ``slot["b"]``: one rate,
    no other pay) with the tips, overtime or bonus said alone after it ("overtime is about 8,000 a
    year", "plus 8k overtime", :func:`understand.extra_alone`): "$50 an hour , 40 hours a week ,
    plus 8k overtime", read as $104,000 + $8,000 = $112,000, read back with both parts; else None.
    Class (fix38d, a newcomer's finding): the $8,000 alone was read back as the year's income."""
    if slot.get("k") != "hours":
        return None  # (fix53d, a 500) another follow-up's "n" is no count of hours ("whose": "parents")
    year = understand._as_float(pending.get("agi", {}).get("agi"))
    rate, each = understand._as_float(slot.get("r")), int(slot.get("n") or 1)
    if not slot.get("b") or slot.get("s") or slot.get("p") or not year or not rate:
        return None
    hours = year / (52 * rate * each)
    if abs(hours - round(hours)) > 0.01 or round(hours) <= 0:
        return None
    return understand.extra_alone(understand.hourly_text(slot, round(hours)), message, lang)


def _extra_told_after(flow, step: _Step, conv: Conversation, message: str, lang: str, today, pending: dict | None = None) -> bool:
    """Read the tips, overtime or bonus said alone ("plus 8k overtime", "más 8 mil de horas extras",
    :func:`understand.extra_alone`) once the income is kept, another question waiting: a correction
    of that income, the extra added to it and the sum read back with both parts. Return True when
    so read. Class (fix38l): "$50 an hour", "40 hours a week", "yes", then "plus 8k overtime" at the
    next question got the FAQ's "I don't know", the overtime lost ($104,000 kept).

    ``pending`` (fix46b, a newcomer's F10: a false "likely eligible"): the income read back alone, a
    bare amount ("one parent", "92k"), then "oh wait, plus 10k from her second job", "yes but she also
    has a second job, about 10k", "más 10 mil de su otro trabajo": it replaced the income ($10,000
    read back); added, the rest read back waits for its "yes" as before. A "no" is no addition."""
    aq = flow.question("agi")
    held = "agi" in (pending or {})
    value = understand._as_float(pending["agi"].get("agi") if held else step.state.answers.get("agi"))
    if aq is None or conv.expecting == "agi" and not held or not value or value <= 0 or faq.is_question(message) \
            or held and (understand.confirmation(message) is False or len(step.earners_before) > 1 or conv.follow_up):
        # (fix48b) one earner's pay read back ("my mom makes about 40k at her job"), then "yes, plus a
        # second job of 10k": that earner's other job, added as for a bare amount (it replaced the
        # income read back, $10,000); two earners' parts named: whose it is can't be told here
        return False
    text = understand.extra_alone(understand.dollars(value), message, lang, more=True)
    reading = understand.income(message, lang) if text else None
    extra = understand._as_float((reading.form or {}).get("agi")) if text else None
    if text and not extra:  # ("a second job, about 10k": no pay read alone; the sum less the income)
        extra = understand._as_float((understand.income(text, lang).form or {}).get("agi") or 0) - value
    if not extra or extra <= 0:
        return False
    amount, per = understand.said_per(reading.note, extra) if reading.form else (extra, 1)
    step.parts.append(Msg.of(understand.TWO_AMOUNTS_SUM, first=Money(value), second=understand._pay_said(amount, per),
                             total=Money(value + extra)))
    if held:
        step.proposed = {k: dict(v) for k, v in pending.items() if k not in (BECAUSE, "agi")}
    step.state = flow.prune(step.state.without({"agi"}), today)
    _apply_form(flow, step, aq, {"agi": _plain_amount(value + extra)}, lang, today, confirm=True)
    step.understood = True
    return True


def _extra_unsaid_after(flow, step: _Step, conv: Conversation, pending: dict, message: str, lang: str, today) -> bool:
    """Read tips, overtime or a bonus said with no amount (:func:`understand.extra_unsaid_alone`: "she
    does overtime too", "él hace horas extras") once the income is kept or read back alone: the pay
    they come on top of (the one earner's part named, or the only one; an income kept with no parts,
    the one named: "her $60,000") is held, the income no longer kept, and what it came to with them
    asked (:data:`understand.EXTRA_HELD_ASKED`, the "extra" follow-up, :func:`_extra_answered`).
    Return True when so. Class (fix39b: a false "likely eligible"): it was answered from the FAQ
    and the income kept as if whole."""
    aq = flow.question("agi")
    if aq is None or conv.expecting == "agi" and "agi" not in pending or set(pending) - {"agi", BECAUSE} \
            or conv.follow_up.get("k") in ("extra", "part") or faq.is_question(message):
        return False
    named = understand.extra_unsaid_alone(message, lang)
    value = understand._as_float((pending.get("agi") or {}).get("agi") if "agi" in pending else step.state.answers.get("agi"))
    if named is None or not value or value <= 0 or len(named) > 1:
        return False
    parts = tuple(step.earners_before) if _parts_make(step.earners_before, value) else ()
    if not parts and not named:
        return False  # (a bare total kept, "plus tips", no one named: whose pay it is can't be said back; left as before)
    if not parts:
        parts = ((understand.as_students((named[0],), step.for_child)[0], float(value), 1),)
    mine = understand.matching_parts(parts, understand.as_students((named[0],), step.for_child)[0]) if named \
        else list(range(len(parts)))
    if not mine or len(mine) > 1 and named:
        return False  # (another earner's tips or overtime, "my dad does overtime" beside the mom's pay: read as before)
    extra = tuple(parts[i] for i in mine)
    whole = tuple(p for i, p in enumerate(parts) if i not in mine)
    if any(p[0] not in EARNER_KEYS for p in extra + whole):
        return False
    step.extra_held = (extra, whole, None)
    if "agi" in pending:
        step.proposed = {k: dict(v) for k, v in pending.items() if k not in (BECAUSE, "agi")}
    step.state = flow.prune(step.state.without({"agi"}), today)
    return _extra_asked_again(step, aq, list(extra))


PERIOD_ALONE_WORDS = 5  # "no, it's per month", "es al mes": a pay period said alone, in a few words


def _period_told_after(flow, step: _Step, conv: Conversation, pending: dict, message: str, lang: str, today) -> bool:
    """Read a pay period said alone ("per month", "every two weeks", "al mes", "no, monthly") right
    after a small pay said without one (under :data:`understand.SMALL_PAY`'s top) was read back or
    kept, another question waiting: the pay times that period, read back with its conversion in
    place of the year's figure. Return True when it was read.

    Class (fix29a): "my mom makes 1200" at the household question, read back as $1,200 a year,
    then "per month": "I still need a yes or no", the period lost; after "1200" kept at the income
    question, "per month" at the next one was "Sorry, I didn't understand that"."""
    aq = flow.question("agi")
    if aq is None or faq.is_question(message) or len(understand.normalize(message).split()) > PERIOD_ALONE_WORDS \
            or re.search(r"\d", re.sub(r"\d+\s*(?:weeks?|wks?|semanas?|months?|meses|mes)\b", " ",
                                       understand.fold(understand.numtext.in_digits(message, lang)))):
        return False
    kept = "agi" not in pending and conv.expecting != "agi"
    value = understand._as_float((pending.get("agi") or {}).get("agi") if "agi" in pending else step.state.answers.get("agi"))
    said = [t[1] for t in conv.transcript if t[0] == "user"]
    if value is None or not 0 < value < understand.SMALL_PAY[1] or not said or (not kept and "agi" not in pending):
        return False
    before = understand.numtext.in_digits(said[-1], lang)
    if understand.period_said(said[-1], lang) is not None or not any(
            understand._as_float(understand.parse_number(a.raw, "money", lang).value) == value for a in understand.amounts(before)):
        return False  # (the pay said just before, with no period of its own)
    text = understand.with_pay_period(understand.dollars(value), message, lang)
    if text is None or text.endswith("a year"):
        return False
    reading = understand.income(text, lang, "agi")
    if not reading.form or reading.problem is not None:
        return False
    if reading.note is not None:
        step.parts.append(reading.note)
    if kept:
        step.state = flow.prune(step.state.without({"agi"}), today)
    _apply_form(flow, step, aq, reading.form, lang, today, confirm=True)
    step.understood = True
    return True


def _period_carried(conv: Conversation, q, message: str, lang: str) -> str | None:
    """Return ``message`` with the period of the income said just before it, when ``message``
    gives one amount of the same question without a period (:func:`understand.with_period`):
    "4 mil al mes cada uno", then "no, ganamos 4 mil entre los dos", is $4,000 a month, read back
    (class, a newcomer's finding: stored as $4,000 a year). None otherwise."""
    if q.kind != "money" or q.optional:
        return None
    if q.id not in conv.pending:
        return None  # (only in answer to the bot's read-back of that income)
    said = [t[1] for t in conv.transcript if t[0] == "user"]
    if not said:
        return None
    times = understand.period_said(said[-1], lang)
    return understand.with_period(message, lang, times) if times else None


def _unsure_offered(flow, pending: dict):
    """Return (question, field) when ``pending`` reads back one answer of a question that offers
    "I'm not sure" as an answer of its own (a choice valued ``unsure``), else None."""
    own = {k: v for k, v in pending.items() if k != BECAUSE}
    if len(own) != 1:
        return None
    (qid, updates), = own.items()
    q = flow.question(qid)
    if q is None or len(updates) != 1:
        return None
    inp = _input(q, next(iter(updates)))
    return (q, inp.id) if inp is not None and any(c.value == "unsure" for c in inp.choices) else None


def _skip_said(message: str, lang: str) -> bool:
    """Return True when ``message`` says "skip" (:data:`vocab.SKIP_ALONE`, or the Skip quick reply's label)."""
    norm = understand.normalize(message)
    return norm in vocab.SKIP_ALONE or norm == understand.normalize(render(AID_SKIP, lang))


def _skipped(message: str, lang: str) -> bool:
    """Return True when ``message`` leaves an optional answer: "skip", "I'd rather not say", "I don't know"."""
    norm = understand.normalize(message)
    return _skip_said(message, lang) or understand.only_unsure(message) or norm in vocab.SKIP or norm in vocab.DECLINE \
        or norm in vocab.LATER


_NONE_OF_THEM = re.compile(r"\b(?:no|not any|dont get any|dont have any|dont get|dont have|never got|ningun|ninguna|nada de|sin)\s+"
                           r"(?:\w+\s+)?(?:grants?|becas?|pell|ayudas?|financial aid)\b"
                           # nothing given or received, the grants unnamed (tuition is charged, not given):
                           # "they didn't give me anything", "no me dieron nada" (class, dev11)
                           r"|\b(?:(?:didnt|did not|dont|do not|never)\s+(?:give|gave|get|got|receive)\s+(?:me\s+|us\s+)?(?:anything|a thing|a dime|a cent)"
                           r"|(?:gave|give)\s+(?:me|us)\s+nothing|got nothing|get nothing|received nothing"
                           r"|no\s+(?:me|nos)\s+(?:dieron|dan|dio|da|han dado|ha dado|dan|daban)\s+(?:nada|ni un (?:centavo|peso|cinco|dolar))"
                           r"|no\s+(?:recibo|recibi|recibimos|recibe|recibio|me llega|me llego|nos llega|nos llego)\s+(?:nada|ni un (?:centavo|peso|dolar)))\b"
                           r"(?!.*\b(?:yet|todavia|aun|still|hasnt|havent|not processed)\b)")


# "When he was 14 he was in foster care one year, then…", "cuando tenía 15 estuve en foster": a
# story told from a time in the past, not a question (no question mark): read as the answer, read
# back as any sentence is (class: an other-aid story answered from the FAQ, the question asked again)
_WHEN_TOLD = re.compile(r"(?:when|cuando)\s+(?:i|he|she|we|they|my \w+|yo|el|ella|mi \w+)?\s*(?:was|were|tenia|era|estaba|"
                        r"estuve|estuvo|vivia)\b")


def _aid_answer(flow, step: _Step, field_id: str, message: str, lang: str, today) -> bool:
    """Read ``message`` as a yes or no to the other-aid answer ``field_id`` (foster care or
    homelessness, SSI or SSDI), asked after the result with no page of its own (:func:`_aid_turn`).
    Return True when it was read (kept, or read back as any answer is)."""
    page = _field_question(flow, field_id)
    inp = _input(page, field_id) if page is not None else None
    if inp is None or inp.kind != "yesno" or "?" in message or "¿" in message or understand.only_unsure(message) \
            or understand.others_benefit(message) \
            or (faq.is_question(message) and not _WHEN_TOLD.match(understand.normalize(message))):
        return False
    asked = Question(field_id, "yesno", inp.label or page.question, inp.label or page.summary)
    reading = understand.read(asked, message, lang, step.state, today)
    if not reading.form or reading.form.get(field_id) not in ("true", "false"):
        return False
    form = {field_id: reading.form[field_id]}  # (a page of separate facts: the others stay as they were)
    plain = len(understand.normalize(message).split()) <= PLAIN_WORDS or _yes_no_first(asked, message, reading.form)
    step.understood = True
    return _apply_form(flow, step, page, form, lang, today, confirm=reading.confirm or not plain)


_OTHERS_DEGREE = ("my brother", "my sister", "my mom", "my dad", "my son", "my daughter", "mi hermano", "mi hermana", "mi mama",
                  "mi papa", "mi hijo", "mi hija", "bachelor", "licenciatura")


def _said_plainly(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Read two answers the page's own reader misses; return True when one was read.

    - At the degree question, a degree not earned yet ("not yet, I finish in May", "me falta un
      semestre") is none, kept (the contract's ``associate_awarded`` is read from this answer,
      rules.check_award_duration; a degree earned is the page's own reader's).
    - At the tuition-and-grants question, grants denied ("no grants, just a loan", "no tengo
      ninguna beca") are $0 of grants (class: "none" to an amount asked)."""
    if q is None or "?" in message or "¿" in message or understand.only_unsure(message) or faq.is_question(message) \
            or understand.place_fixed_clause(message) is not None:
        return False  # ("I meant Hagerstown CC, not Frederick": a place corrected, its "not" no degree's)
    if q.id == "prior_degree" and understand.read(q, message, lang, step.state, today).form is None \
            and not understand.negation_about_other(message):
        asked = PAGELESS["associate_awarded"]
        value = (understand.read(asked, message, lang, step.state, today).form or {}).get("associate_awarded")
        if value == "true" and step.state.answers.get("applicant_type") == "renewal" \
                and not understand.degree_held_unnamed(message) \
                and not understand.contains_any(understand.normalize(message), _OTHERS_DEGREE):
            # "sí, ya me lo dieron", "ya got it last may": a renewing recipient's degree earned is
            # the associate's the award is for; it ends the award, so it is read back (class, dev-dev7).
            # Not a bare "yes" or "yes I have one": it names no degree, and is asked which one as a
            # new applicant's is (class, a newcomer's finding: a yes to "which degree?" ruling out)
            step.understood = True
            return _apply_form(flow, step, q, {"prior_degree": "associate"}, lang, today, confirm=True)
        if value != "false":
            return False  # (a degree earned is the page's own reader's: it tells the student's from a brother's)
        if _not_about_degree(flow, step, q, message, lang, today):
            return False
        step.understood = True
        taken = _apply_form(flow, step, q, {"prior_degree": "none"}, lang, today)
        # (fix50n) the facts said beside it are read back too ("graduated in 2015, going back to
        # school": the graduation date; it was lost, asked again), as the page's own reader's answer's are
        _volunteered(flow, step, q, message, lang, today)
        return taken
    if q.id == "tuition" and not understand.amounts(message) and _NONE_OF_THEM.search(understand.normalize(message)):
        form = {i.id: as_text(step.state.answers.get(i.id)) for i in q.inputs}
        form["grant_aid"] = "0"
        step.understood = True
        taken = _apply_form(flow, step, q, form, lang, today)
        _volunteered(flow, step, q, message, lang, today)  # (fix50n) and the facts said beside it, as above
        return taken
    return False


_DEGREE_TALK = understand.DEGREE_WORDS + ("degree", "degrees", "titulo", "titulos", "diploma", "college", "school", "escuela",
                                          "universidad", "university", "semester", "semestre", "credits", "creditos", "graduate",
                                          "graduated", "gradue", "graduo", "finish", "termino", "termine", "yet", "todavia", "aun")


def _not_about_degree(flow, step: _Step, q, message: str, lang: str, today) -> bool:
    """Return True when a "no" read from ``message`` at the degree question is about another
    fact the message tells ("I live with my grandparents in Cecil County, they make 110k. My
    parents don't live with us"): it doesn't open with its "no", names no degree or studies, and
    gives other questions' answers. Those are read back; the degree stays asked (class, a
    newcomer's finding: "Degree already earned: None yet" kept, never said, the county and the
    income lost)."""
    norm = understand.normalize(message)
    words = norm.split()
    if not words or words[0] in vocab.NO_WORDS or understand.contains_any(norm, _DEGREE_TALK):
        return False
    return any(vq.id not in (q.id, "associate_awarded") for vq, _ in understand.volunteered(
        flow, message, step.state, lang=lang, today=today))


def _fact_after_yes(flow, step: _Step, pending: dict, message: str, lang: str, today):
    """Return ``(hedged, rest, unsure_of)`` when ``message`` is a yes, plain or hedged, then "and",
    "also", "but", "y", "pero" and another fact (:func:`understand.yes_then_more`) that touches none
    of the answers read back in ``pending``: the fact a question would read from ``rest`` ("i think
    so, and i did the fafsa", "sí, y ya llené el FAFSA", "correct, also my mom makes 40k" beside a
    household read back), or a don't-know of another answer ("sí pero no sé mi GPA": ``unsure_of``
    its field). Else None: "yes but it's 52k", "i think so but its less" to an income read back
    correct what is read back (never a yes). Class (fix49b, issue #8): the hedged yes was read as a
    "no" ("Which one is wrong?") and the fact lost; a "pero" lost the yes."""
    said = understand.yes_then_more(message)
    if said is None:
        return None
    hedged, rest = said
    if not hedged and re.search(r"\d", rest):
        return None  # ("yes and my gpa is 3.0", "yes, and I make 15 an hour": a number's own reading, _yes_and_number)
    fields = {f for qid, updates in pending.items() if qid != BECAUSE and isinstance(updates, dict) for f in updates} \
        | {qid for qid in pending if qid != BECAUSE}
    if understand.amount_doubted(rest) or understand.confirmation(rest) is not None or faq.is_question(rest):
        return None
    if understand.only_unsure(rest):
        named = "agi" if understand.pay_unknown_only(rest) else understand.unsure_of_field(rest, None)
        if named is None or named in fields or flow.question(named) is None or named in step.state.answers:
            return None
        return hedged, rest, named
    found = understand.volunteered(flow, rest, _reopened(flow, step.state), lang=lang, today=today, settled=False)
    if not found or any(vq.id in fields or set(form) & fields for vq, form in found):
        return None
    return hedged, rest, None


def _fact_after_no(flow, step: _Step, pending: dict, message: str, lang: str, today) -> str | None:
    """Return the rest of a "no" then "and"/"y" and another fact (:func:`understand.no_then_more`: "no,
    and i did the fafsa", "no, y ya llené el FAFSA") that touches none of the answers read back in
    ``pending``; else None ("no and its 52k" to an income read back corrects it: read as before).
    Class (fix49h, left by fix49b): the whole message was read as another answer's "no" (the FAFSA
    read back as "I don't plan to file either"), the read-back kept waiting."""
    rest = understand.no_then_more(message)
    if rest is None or understand.confirmation(rest) is not None or faq.is_question(rest):
        return None
    fields = {f for qid, updates in pending.items() if qid != BECAUSE and isinstance(updates, dict) for f in updates} \
        | {qid for qid in pending if qid != BECAUSE}
    found = understand.volunteered(flow, rest, _reopened(flow, step.state), lang=lang, today=today, settled=False)
    if not found or any(vq.id in fields or set(form) & fields for vq, form in found):
        return None
    return rest


def _answered_after_yes(flow, step: _Step, message: str, lang: str, today, rest: str | None = None):
    """Read what follows a "yes" to a read-back as the answer to the question that comes next
    ("yes i will do the fafsa" at the income's read-back: the FAFSA), and return that question;
    None when it is no answer to it (a remark: "yes, that's what's on her taxes"). A yes or no
    question is never answered so: the rest of a "yes" is no second "yes" (class: a read-back
    confirmed and the next answer given in the same message, whose answer was dropped). ``rest``:
    what follows the yes, found already (fix49b: after a hedged yes, a "but")."""
    rest = rest or understand.after_yes(message)
    nxt = _ask_next(flow, step, today) if rest and not step.proposed else None
    if nxt is None or nxt.kind == "yesno" or understand.confirmation(rest) is not None:
        _told_after_yes(flow, step, rest, lang, today)
        return None
    reading = understand.read(nxt, rest, lang, step.state, today)
    if reading.form is None or any(isinstance(v, bool) or v in ("yes", "no") for v in reading.form.values()):
        _told_after_yes(flow, step, rest, lang, today)
        return None
    _read_answer(flow, step, nxt, rest, lang, today)
    return nxt


def _told_after_yes(flow, step: _Step, rest: str, lang: str, today) -> None:
    """Read back the facts ``rest``, said after a "yes" to a read-back, names for other questions
    than the next one ("yes, I'll file the FAFSA" at a date's read-back, "sí y voy a ir a FCC"):
    the yes keeps what was read back, and they wait for their own "yes" (class: the facts said
    with a yes dropped unsaid). A remark ("yes, that's what's on her taxes") names none."""
    if rest and not step.proposed and understand.confirmation(rest) is None:
        _volunteered(flow, step, None, rest, lang, today, settled=False)


def _yes_and_number(flow, step: _Step, q, pending: dict, number: str, lang: str, today):
    """Handle "yes" followed by a number (``number``: the words after the yes) said to a
    read-back. The number read back already ("yes 12" to "Credits: 12"): a plain yes, True is
    returned. Else, when it reads cleanly as the answer to the question that follows what was
    read back, a number's ("yes 3.0" to "Credits: 12": the GPA), what was read back is kept and
    that answer read back (it was never asked); when it reads as the one number read back
    instead ("yes 15" to "Credits: 12"), it corrects it, read back with the rest; else what was
    read back is kept and the next question asked, with what the number lacks (its reader's
    question). Return the question to put next (never two fields filled from one number)."""
    if understand.hourly_alone(number, lang):
        # (fix44b) "yes, and I make 15 an hour at target", "sí, y gano 15 la hora en Target": a yes, and a
        # pay by the hour with no hours a week: what was read back kept and the hours asked, as at
        # any question (its answer read by :func:`_follow_up_answered`); never the number taken for
        # another question's answer, nor the pay dropped unsaid
        _accept(flow, step, pending, lang, today)
        if not _asked_already(step, understand.HOURS_ASKED):
            step.parts.append(Msg.of(understand.HOURS_ASKED))
        step.understood = True
        return _ask_next(flow, step, today)
    facts = [(qid, f, v) for qid, f, v in _facts(flow, pending) if qid != BECAUSE]
    shown = _with_proposed(flow, step, today, pending)
    numeric = []
    for qid, f, v in facts:
        fq = flow.question(qid) or _field_question(flow, f)
        if fq is None:
            continue
        said = (understand.read(fq, number, lang, step.state, today).form or {}).get(f)
        if said is not None and (_same_number(said, v) or str(said) == str(v)):
            return True  # ("yes 12", "yes, june 2027": what was read back, said again)
        if fq.kind in NUMBER_KINDS + ("gpa",):
            numeric.append((fq, f, said))
    for kq in flow.questions:
        kept = step.state.answers.get(kq.id)
        if kept is not None and kq.kind in NUMBER_KINDS + ("gpa", "month") \
                and str((understand.read(kq, number, lang, step.state, today).form or {}).get(kq.id)) == str(kept):
            return True  # ("yes, june 2027", "yes 21044": an answer kept before, said again)
    ahead = _told_next(flow, step, pending, today)
    if ahead is not None and ahead.kind in NUMBER_KINDS + ("gpa",):
        reading = understand.read(ahead, number, lang, shown, today)
        if reading.form and reading.problem is None and not reading.options and not flow.parse(ahead, reading.form, lang)[1]:
            _accept(flow, step, pending, lang, today)
            _apply_form(flow, step, ahead, reading.form, lang, today, confirm=True)
            return ahead
    told = [(vq, form) for vq, form in understand.volunteered(flow, number, shown, lang=lang, today=today) if vq.id not in pending]
    if len(told) == 1:
        # ("yes 3.2" before the GPA is asked, "yes 21044": the one answer the number names, read back)
        _accept(flow, step, pending, lang, today)
        _apply_form(flow, step, told[0][0], told[0][1], lang, today, confirm=True)
        return q if q is not None and not step.state.answered(q) else told[0][0]
    fits = [(fq, f, said) for fq, f, said in numeric if said is not None]
    if len(fits) == 1 and (_BARE_NUMBER.fullmatch(number) or understand.volunteered(flow, number, shown, lang=lang, today=today)):
        before = step.state
        _apply_form(flow, step, fits[0][0], {fits[0][1]: fits[0][2]}, lang, today, confirm=True)
        step.understood = True
        _carry(step, pending, before)
        return q
    _accept(flow, step, pending, lang, today)
    nxt = _ask_next(flow, step, today)
    if nxt is not None and nxt.kind in NUMBER_KINDS + ("gpa",):
        reading = understand.read(nxt, number, lang, step.state, today)
        if reading.problem is not None:
            step.parts.append(reading.problem)
    return nxt


# What a "no" opening a reply to the read-back of an amount (the income) says of it: not known,
# not exact, higher or lower, before or after taxes, not filed yet (words of amounts and taxes)
_AMOUNT_TALK = re.compile(r"\b(?:agi|income|incomes|ingresos?|tax|taxes|impuestos?|exact|exactly|exact[oa]s?|exactamente|"
                          r"filed|file|filing|declara\w*|lower|higher|less|more|menos|mayor|menor|before|after|antes|despues|"
                          r"gross|brut[oa]|net|neto|salary|sueldo|salario|paycheck|amount|cantidad|cifra|monto|estimate|estimated|"
                          r"estimad[oa]|guess|approximate|aproximad[oa]|total)\b")
# pay before taxes said of an amount read back ("that's before taxes", "es el bruto"): no AGI either
_GROSS_SAID = re.compile(r"\b(?:before|pre)\s*(?:the\s+)?tax(?:es)?\b|\bgross\b|\bantes de (?:los\s+)?impuestos\b|\bbrut[oa]\b")
AGI_NOT_PAY = N_("The AGI is neither take-home pay nor all the pay before taxes: it is the adjusted gross income on the tax return (line 11 of Form 1040), the pay less what is taken out before taxes (retirement, health insurance).")


def _gross_said(message: str) -> bool:
    """Return True when ``message`` says an amount is pay before taxes, or take-home pay."""
    norm = understand.normalize(message)
    return bool(_GROSS_SAID.search(norm)) or understand.take_home(norm)


def _no_of_read_back(flow, conv: Conversation, q, pending: dict, message: str, lang: str, today) -> str | None:
    """Return the field a "no" opening ``message`` refuses at a read-back whose next question
    ``q`` is not one read back nor yet asked ("No, I don't know the AGI", "no, that's before
    taxes", "no, no sé cuál es el AGI" to "Household income (AGI): $157,040"): the one fact its
    other words are about (an amount's: words of amounts and taxes; another's: words of its own
    question no other fact read back shares); "*" when they name none and don't read as any
    answer (a "no" to the read-back, never the unasked question's "no"); None otherwise (no "no"
    first, a figure, a question, or ``q`` read back or asked)."""
    words = understand.normalize(message).split()
    if len(words) < 2 or words[0] not in ("no", "nope", "nah", "naw", "nop", "nel") or re.search(r"\d", message) \
            or "?" in message or faq.is_question(message):
        return None
    if q is None or q.id in pending or understand.only_unsure(message) and _unsure_beside(flow, conv, pending, message):
        return None  # ((fix34b) "no sé cuánto ganamos": a don't-know of another answer, no "no")
    last = next((text for role, text in reversed(_as_answered(conv.transcript)) if role == "bot"), "")
    if any(render(Msg.of(q.question), code) in last for code in LANGUAGES):
        return None
    rest = " ".join(words[1:])
    if rest.split()[0] in ("problem", "worries", "doubt", "wonder", "hay", "problema", "pasa"):
        return None  # ("no problem", "no doubt", "no hay problema": no refusal)
    facts = [(qid, f) for qid, f, _ in _facts(flow, pending) if qid != BECAUSE]
    own = {f: _question_words(flow, [qid]) for qid, f in facts}
    named = []
    for qid, f in facts:
        fq = flow.question(qid)
        others = set().union(*(w for g, w in own.items() if g != f)) if len(own) > 1 else set()
        if (fq is not None and fq.kind == "money" and _AMOUNT_TALK.search(rest)) or set(rest.split()) & (own[f] - others):
            named.append(f)
    shown = _with_proposed(flow, _Step(conv.state, []), today, pending)
    found = understand.volunteered(flow, rest, shown, lang=lang, today=today)
    if {vq.id for vq, _ in understand.volunteered(flow, message, shown, lang=lang, today=today)} - {vq.id for vq, _ in found} - set(pending):
        return None  # (fix41a) "no, ninguna otra beca": the "no" of the other fact it tells, never the read-back's
    if len(named) == 1 and not any(named[0] in vq.fields for vq, _ in found):
        return named[0]  # (a value of its own said, "no, I graduate in may": read as the correction it is)
    if found:
        return None
    return "*"


def _no_read_back(flow, pending: dict, state, today) -> tuple | None:
    """Return ``(question, field, form of its "yes")`` when ``pending`` reads back one answer and
    it is the "no" of a yes-or-no question ("In-state tuition: No"), else None."""
    facts = [(qid, f, v) for qid, f, v in _facts(flow, pending) if qid != BECAUSE]
    if len(facts) != 1:
        return None
    qid, f, v = facts[0]
    fq = flow.question(qid)
    if fq is None or fq.kind not in ("yesno", "choice"):
        return None
    no = (understand.read(fq, "no", "en", state, today).form or {}).get(f)
    yes = understand.read(fq, "yes", "en", state, today).form or {}
    if no is None or str(no).lower() != str(v).lower() or f not in yes or str(yes[f]).lower() == str(v).lower():
        return None
    return fq, f, {f: yes[f]}


def _yes_right_said(parts: list, lang: str) -> bool:
    """Return True when reply ``parts`` tell the student to answer “Yes, that's right” (the
    in-state read-back's "If you're sure…"): its quick reply is then that, never a plain "Yes"
    beside words naming another (class, a newcomer's finding)."""
    said = render(YES_RIGHT, lang)
    return any(isinstance(p, Msg) and said in _render(p, lang) for p in parts)


def _says_yes(fq) -> str:
    """Return the quick reply that says a "no" read back for ``fq`` is wrong, in the student's words."""
    return SAYS_YES.get(fq.id, SAYS_YES_OTHER)


# what only says how sure one is ("yes, I'm sure", "sí, estoy segura"): no answer of its own
_SURE_WORDS = frozenset(("i", "im", "am", "sure", "certain", "positive", "totally", "completely", "very", "pretty", "really",
                         "absolutely", "definitely", "100", "percent", "estoy", "seguro", "segura", "completamente", "muy",
                         "por", "ciento", "totalmente", "of", "it", "that", "de", "eso", "so", "yes", "si"))


def _said_otherwise(flow, step: _Step, pending: dict, message: str, lang: str, today) -> tuple | None:
    """Return ``(question, form)`` when ``message``, said to the read-back of one "no" answer
    (:func:`_no_read_back`), says the answer is yes: its quick reply ("No, I do qualify for
    in-state tuition"), or words that read, by the question's own reader, as its "yes", after a
    "yes" or a "no" or alone ("yes I do pay in-state", "no, sí califico"; not "yes, I'm sure").
    Class (a newcomer's finding): "yes I do pay in-state" there kept the "No": a wrong "no".
    ``form`` is None when the words also tell another question's fact ("yes and I have a 3.2"):
    which answer the "yes" is for is not known."""
    found = _no_read_back(flow, pending, step.state, today)
    if found is None:
        return None
    fq, f, yes = found
    said = understand.normalize(message)
    if said in {understand.normalize(render(_says_yes(fq), la)) for la in LANGUAGES}:
        return fq, yes
    folded = understand.fold(message)
    lead = _NO_THEN.match(folded)
    rest = folded[lead.end():] if lead else understand.without_yes(message)
    words = set(understand.normalize(rest).split())
    if not words or words <= _SURE_WORDS or understand.only_unsure(rest):
        return None
    if not lead and understand.confirmation(message) is True and understand.normalize(rest) not in vocab.CONFIRM_YES \
            and words - _SURE_WORDS - set(vocab.YES_WORDS) \
            and str((understand.read(fq, message, lang, step.state, today).form or {}).get(f)).lower() == str(yes[f]).lower():
        # "yes I qualify", "sí califico", "yes I do" to "In-state tuition: No. Is that right?": its
        # yes is the question's own, against the "No" read back: neither is kept, the question
        # is asked again (class, issue #8: the "No" kept, a wrong "not eligible")
        return fq, CONTRADICTED
    if understand.confirmation(rest) is not None and not lead:  # "yes, that's right": a yes
        return None
    reading = understand.read(fq, rest, lang, step.state, today)
    if not reading.form or str(reading.form.get(f)).lower() != str(yes[f]).lower() or reading.options:
        return None
    if any(vq.id != fq.id for vq, _ in understand.volunteered(flow, rest, step.state, lang=lang, today=today)):
        # "yes and I have a 3.2", "sí, somos solo mi mamá y yo": another fact after the yes, whose
        # words the question's reader took for its "yes" ("I have"): neither answer is kept, the
        # other fact is read back with it (class: in-state tuition kept "Yes" from a GPA); None
        return fq, None
    return fq, yes


CONTRADICTED = object()  # (:func:`_said_otherwise`: a yes in the question's own words to the read-back of its "no")
WHICH = "wrong:"  # ``offered`` after "Which one is wrong?": "wrong:<field>", and "wrong:*" for "All of them"
WHICH_ALL = "*"
WHICH_NONE = "-"  # "none", "they're all right" after "Which one is wrong?" (typed, never offered)
WHICH_UNSURE_MARK = "?"  # "wrong:?" also offered: the question was "Which one aren't you sure of?"


def _which_unsure(conv: Conversation) -> bool:
    """Return True when the last turn asked which fact of a read-back the student isn't sure of."""
    return _which_asked(conv) and WHICH + WHICH_UNSURE_MARK in conv.offered


def _unsure_beside(flow, conv: Conversation, pending: dict, message: str) -> bool:
    """Return True when ``message``, an "I don't know", names another answer than the ones read
    back in ``pending`` ("I don't know our income", "no sé cuánto ganamos" while "Household: I am
    married" waits): a don't-know of that answer (read as at any question: the income's tip and
    the income left open when it is asked, else "I'll ask about that later"), never of the facts
    read back. Class (fix34b, a newcomer's finding): the household read back was dropped ("OK, I
    didn't keep this one: Household") by a don't-know of the income."""
    if _which_unsure(conv):
        return False
    fields = {f for qid, updates in pending.items() if qid != BECAUSE for f in updates} | {
        qid for qid in pending if qid != BECAUSE}
    named = "agi" if understand.pay_unknown_only(message) else understand.unsure_of_field(message, None)
    if named is None or named in fields or any({named} | fields <= g for g in understand._UNSURE_GROUPS):
        return False
    return flow.question(named) is not None


# (a "yes but" and a value, "sí pero son 5", "yes but it's 5 of us", is a "no" and the value meant:
# never the yes kept and the value read as the open question's answer — class, a tester's finding)
# (fix47d) the words of a plain "no" first: one list, for _NO_THEN and _NO_FIRST (a copy before)
_NO_WORDS = r"(?:no|nope|nah|naw|nel)"
_NO_THEN = re.compile(r"^\W*(?:" + _NO_WORDS + r"|not quite|not really|incorrect|wrong|no es correcto|incorrecto"
                      r"|(?:yes|yeah|yep|yea|si|sip|ok|okay)[\s,.!]*(?:but|pero))\b[\s,.!:;-]+")


def _no_then_value(message: str) -> bool:
    """Return True for a "no" followed by a value ("no, it's 52k", "no, son 52 mil", "nope 3.1")."""
    return bool(_NO_THEN.match(understand.fold(message))) and bool(re.search(r"\d", understand.numtext.in_digits(message)))


# What may stand before a value said in place of the one read back: a "no" or a "sorry", then
# "it's" / "son" ("no 50k", "it's 50,000", "son 50 mil", "perdón, es 3.4")
_VALUE_LEAD = re.compile(r"^\W*(?:(?:no|nope|nah|naw|nel|not quite|not really|wrong|actually|sorry|oops|wait|en realidad|"
                         r"(?:yes|yeah|yep|yea|si|sip|ok|okay)[\s,.!]*(?:but|pero)|"
                         r"perdon|perdona|espera|mas bien)\b[\s,.!:;-]*)*"
                         r"(?:(?:it'?s|it is|it was|its|that'?s|thats|is|was|es|son|era|eran|fue|fueron|seria|serian)\s+)?")
# The value itself, its unit and a year's period at most ("$50,000 a year", "12 credits", "3.4 gpa")
_VALUE_ALONE = re.compile(r"\$?\s*\d[\d,.]*\s*(?:k|mil|thousand|grand)?\s*"
                          r"(?:\$|dollars?|dolares?|bucks|usd|credits?|creditos?|credit hours|gpa|unweighted|people|personas|of us)?\s*"
                          r"(?:(?:a|per|al|por)\s+(?:year|ano)|yearly|anuales?|in total|en total)?\s*[.!]*")

# (fix46m, a newcomer's finding) the value meant, then the one said before it that it replaces
# ("55 not 65", "no, 55k not 65k", "55 no 65", "no, son 55 mil no 65 mil", "12 not 15"); (fix47d) then,
# after a mark, words with no figure ("no 55 not 65, i read it wrong", "no 38 no 83, lo escribí al
# revés": fix46h's understand.kept_thousands_carried read those, now this one reader does)
_VALUE_NOT = re.compile(r"(?P<new>" + _VALUE_ALONE.pattern + r")[\s,;]*(?:and not|but not|not|pero no|y no|no|instead of|"
                        r"rather than|en vez de|en lugar de)\s+(?:(?:it'?s|its|es|son|the|el|la)\s+)?(?P<old>" + _VALUE_ALONE.pattern + r")"
                        r"(?:[,;.!]+\s*[^\d]*)?")
# (fix47d) the words that write an amount in thousands: one list, parsing's
_THOUSANDS = re.compile(r"\d\s*" + THOUSANDS_WORDS + r"\b")
# (fix47d) how far from a value read back the one said to be taken back may be and still name it
# ("no 55 not 65" to $60,000 read back: the student misremembered the figure, the correction still
# meant for it): the same order of amount, at most this many times over or under it
_NAMED_WRONG_RATIO = 2.0


def _near_named(old: float, v, scales) -> int | None:
    """Return the scale (1 or 1000) at which the value taken back, ``old``, is of the same order as
    ``v`` (:data:`_NAMED_WRONG_RATIO`), else None."""
    try:
        v = float(v)
    except (TypeError, ValueError):
        return None
    return next((k for k in scales if v > 0 and old > 0 and 1 / _NAMED_WRONG_RATIO <= old * k / v <= _NAMED_WRONG_RATIO), None)


def _value_instead(flow, step: _Step, pending: dict, message: str, lang: str, today) -> bool:
    """Read "55 not 65", "no, 55k not 65k", "55 no 65", "no, son 55 no 65" (:data:`_VALUE_NOT`) as
    the value said before ("65": as the same amount, in thousands or not) corrected to the one
    meant, in the same unit (55 -> $55,000): the one value read back or kept that it matches is
    replaced and read back, with what waits. Matching none or several while a read-back waits,
    which answer it is for is asked, the read-back kept. Class (fix46m, a newcomer's finding: the
    income corrected so was read as credits ("Enter a number no greater than 40"), answered from
    the FAQ, or asked about though it was the only 65). Return True when the message was taken so.

    (fix47d) The value taken back may be misremembered ("no 55 not 65" to $60,000 read back): it
    matching none, the one number read back of its order (:func:`_near_named`) is the one
    corrected, as "no, it's 55" corrects it (it was "Which answer is that number for?" of the one
    income read back). Several of its order: which answer is asked, as before. (fix46h's
    kept_thousands_carried, a second reader of "no 55 not 65" with $65,000 kept, is this one now.)"""
    folded = understand.fold(message)
    lead = _VALUE_LEAD.match(folded)
    m = _VALUE_NOT.fullmatch(understand.numtext.in_digits(folded[lead.end():], lang).strip())
    if m is None:
        return False
    new, old = m.group("new").strip(" .!"), m.group("old").strip(" .!,;")
    if re.fullmatch(r"(?:19|20)\d\d", old):
        return False  # ("2026 not 2027": a year, read as the date it is)
    try:
        old_n = float(re.search(r"\d[\d,.]*", old).group(0).rstrip(".,").replace(",", ""))
    except ValueError:
        return False
    facts = [(qid, f, v) for qid, f, v in _facts(flow, pending) if qid != BECAUSE]
    read_back = {f for _, f, _ in facts}
    said = {}
    for f, v in list(step.state.answers.items()) + [(f, v) for _, f, v in facts]:
        said.setdefault(f, []).append(v)
    found, near = [], []
    for f, values in said.items():
        own = flow.question(f)
        fq = own if own is not None and _input(own, f) is not None else _field_question(flow, f)
        if fq is None or _input(fq, f) is None:
            continue
        kind = getattr(fq, "kind", None) if fq.id == f else getattr(_input(fq, f), "kind", None)
        if kind not in ("number", "money", "gpa"):
            continue
        scales = (1000,) if kind == "money" and _THOUSANDS.search(old) else (1, 1000) if kind == "money" else (1,)
        for v in values:
            try:
                scale = next((k for k in scales if abs(float(v) - old_n * k) < 0.005), None)
            except (TypeError, ValueError):
                continue
            if scale is not None:
                found.append((f, fq, scale))
                break
        # (fix47d) of the same order and read back (a value kept is named by its own figure only: "55
        # not 65" with $90,000 kept, at another question, is no correction of it, fix46h)
        if f in read_back and (scale := _near_named(old_n, values[-1], scales)) is not None:
            near.append((f, fq, scale))
    if not found and len(near) == 1:
        found = near
    if len(found) != 1:
        if not pending:
            return False
        step.understood = True
        step.parts.append(Msg.of(WHICH_ANSWER))
        step.proposed = {k: dict(v) for k, v in pending.items() if k != BECAUSE}
        return True
    f, fq, scale = found[0]
    value = new + "k" if scale == 1000 and not _THOUSANDS.search(new) and re.fullmatch(r"\$?\s*\d{1,3}(?:[.,]\d+)?", new) else new
    shown = State({**step.state.answers, **{f: v for _, f, v in facts}}, step.state.seen, step.state.lang)
    reading = understand.read(fq, value, lang, shown, today)
    step.understood = True
    if not reading.form or reading.form.get(f) in (None, "") or reading.options or reading.problem is not None:
        step.parts.append(reading.problem if reading.problem is not None else Msg.of(WHICH_ANSWER))
        step.proposed = {k: dict(v) for k, v in pending.items() if k != BECAUSE}
        return True
    if reading.note is not None:
        step.parts.append(reading.note)
    _apply_form(flow, step, fq, reading.form, lang, today, confirm=True)
    return True


# A message that begins with a "no" ("no 50k", "no, 55k not 65k"): never one that went on without a
# "yes" or "no" to a read-back (fix46m, :func:`_carry`)
_NO_FIRST = re.compile(r"\W*" + _NO_WORDS + r"\b")  # (fix47d: _NO_THEN's words)

# (fix33m) the follow-ups that hold one earner's pay while another's is asked
_PAY_HELD = ("part",)


def _pay_unsure_beside(conv: Conversation, pending: dict, message: str) -> bool:
    """Return True when ``message`` is a don't-know of the other earner's pay, said while one
    earner's pay is held and a read-back of other facts waits beside it: "idk what he makes"
    (fix33m), and a plain "I don't know", "no idea about him", "no sé" when the last reply asked
    that pay itself (the follow-up not yet held through another question, nor its don't-know
    heard already): the question it fits is the pay's, never a "no" to the facts read back (class
    fix34v, a newcomer's finding: "OK, I didn't keep this one: Household" and the mom's $60,000
    lost for an "I don't know" meant for the dad's pay)."""
    slot = conv.follow_up
    if "agi" in pending or slot.get("k") not in _PAY_HELD:
        return False
    if understand.pay_unknown_only(message):
        return True
    return not slot.get("d") and not slot.get("u") and understand.only_unsure(message) \
        and understand.unsure_of_field(message, None) in (None, "agi")

_VALUE_UNIT = re.compile(r"(?P<money>\$|\d\s*(?:k|mil|thousand|grand)\b|\b(?:dollars?|dolares?|bucks|usd)\b)|"
                         r"(?P<credits>\bcredit|\bcredito)|(?P<people>\b(?:people|personas|of us)\b)|(?P<gpa>\b(?:gpa|promedio|unweighted)\b)")
_UNIT_FIELDS = {"credits": ("credits_per_semester", "credits_completed_last_semester"), "people": ("household_size",),
                "gpa": ("hs_gpa", "cc_gpa")}


def _yes_other_value(flow, step: _Step, conv: Conversation, pending: dict, message: str, lang: str, today) -> bool:
    """Read a yes said with an amount other than the one amount of money read back ("yes, 159,000
    is right", "sí, son 159 mil" to "$150,000"): the amount said replaces it and is read back
    (:func:`_value_in_place`, asked to read back; other facts read back with it still wait). Return
    True when taken so (fix42h: the yes kept
    the amount read, a false "likely eligible"). The same amount said again ("yes, 150k") is a yes."""
    facts = [(qid, f, v) for qid, f, v in _facts(flow, pending)
             if qid != BECAUSE and getattr(_field_question(flow, f), "kind", None) == "money"]
    if len(facts) != 1 or understand.period_said(message, lang):
        return False
    rest = understand.numtext.in_digits(understand.without_yes(message), lang)
    said = [a for a in understand.amounts(rest) if a.strong and not a.year and not a.day]
    if len(said) != 1:
        return False
    value = understand.parse_number(said[0].raw, "money", lang).value
    try:
        if value is None or float(value) == float(facts[0][2]):
            return False
    except (TypeError, ValueError):
        return False
    return _value_in_place(flow, step, conv, pending, said[0].raw, lang, today, recheck=True)


def _value_in_place(flow, step: _Step, conv: Conversation, pending: dict, message: str, lang: str, today,
                    recheck: bool = False) -> bool:
    """Read a value said alone, or after "no" or "it's", while a read-back waits ("50000", "no 50k",
    "it's 50,000", "son 50 mil", "3.4" to a GPA's read-back, "12" to the credits'), as the value
    meant for the fact read back that it reads as: it replaces it, kept as a plain answer to the
    question asked when that fact was the read-back's only one and its answer (read back all the
    same when it is converted, would rule the student out, or came after a "no"), else read back
    in its place with the others. A count ("12" credits, people) is whole: a decimal is none.
    A value that reads as more than one fact read back ("15" to credits and an income) is asked
    about ("Which answer is that number for?"), nothing kept. Return True when the message was
    taken so (class, a tester's finding: "I still need a yes or no" and the correction lost, or
    a bare number filling two answers at once).
    """
    folded = understand.fold(message)
    lead = _VALUE_LEAD.match(folded)
    rest = understand.numtext.in_digits(folded[lead.end():], lang).strip()
    if not rest or not _VALUE_ALONE.fullmatch(rest) or not re.search(r"\d", rest):
        return False
    said_no = bool(_NO_THEN.match(folded)) or bool(_NO_FIRST.match(folded))
    facts = [(qid, f, v) for qid, f, v in _facts(flow, pending) if qid != BECAUSE]
    shown = State({**step.state.answers, **{f: v for _, f, v in facts}}, step.state.seen, step.state.lang)
    found = []
    said = [t[1] for t in conv.transcript if t[0] == "user"]
    for qid, f, _ in facts:
        own = flow.question(f)
        fq = own if own is not None and _input(own, f) is not None else _field_question(flow, f)
        kind = getattr(fq, "kind", None) if fq is not None and fq.id == f else getattr(_input(fq, f), "kind", None)
        if kind not in ("number", "money", "gpa"):
            continue
        if kind == "number" and re.search(r"\d[.,]\d", rest) and not re.search(r"\d,\d{3}\b", rest):
            continue  # (credits and people are counted whole: "3.5" is no count of them)
        unit = _VALUE_UNIT.search(rest)
        if unit is not None and not (kind == "money" if unit.group("money") else f in _UNIT_FIELDS[unit.lastgroup]):
            continue  # ("15 credits" is no household's 15 people)
        if kind == "money" and not any(a.strong for a in understand.amounts(rest)):
            continue  # (a bare "4" is no amount of money: "$4,000" read from it would be a guess)
        value = rest
        if kind == "money" and said:
            # an amount said again without its period keeps the one said before it (as :func:`_period_carried`)
            times = understand.period_said(said[-1], lang)
            value = (understand.with_period(rest, lang, times) if times else None) or rest
        reading = understand.read(fq, value, lang, shown, today)
        if not reading.form or reading.form.get(f) in (None, "") or reading.problem is not None or reading.options \
                or flow.parse(fq, reading.form, lang)[1]:
            continue
        if f == "household_size" and not understand.plausible_size(reading.form.get(f)):
            continue  # ("40" to a household of 3 read back: no count of people; class, parse27)
        found.append((qid, fq, reading))
    if not found:
        return False
    step.understood = True
    if len(found) > 1:
        step.parts.append(Msg.of(WHICH_ANSWER))  # "15" to credits of 12 and an income: which one is meant
        step.proposed = {k: dict(v) for k, v in pending.items() if k != BECAUSE}
        return True
    qid, fq, reading = found[0]
    if reading.note is not None:
        step.parts.append(reading.note)
    alone = len(facts) == 1 and fq.id in (conv.expecting, qid)
    _apply_form(flow, step, fq, reading.form, lang, today, confirm=reading.confirm or said_no or recheck or not alone)
    return True


# (fix42e) a GPA said as a percent alone, or after "my gpa is" ("92%", "my average is 92 percent",
# "mi promedio es 92 por ciento"): a GPA out of 100, never an amount of money
_PERCENT_GPA = re.compile(r"\W*(?:(?:my|her|his|the|mi|su|el)\s+)?(?:(?:gpa|average|grades?|promedio|nota)\s+"
                          r"(?:is|was|es|era|de)?\s*)?(?:it'?s|its|es\s+)?\d{2,3}(?:[.,]\d+)?\s*"
                          r"(?:%|percent|per cent|por\s*ciento)\s*[.!]*")


def _percent_at_read_back(flow, step: _Step, pending: dict, message: str, lang: str, today) -> bool:
    """Read ``message``, a GPA said as a percent (:data:`_PERCENT_GPA`) while ``pending`` awaits
    its "yes", as the GPA out of 100: the GPA read back (it replaces it), else the GPA still to ask
    on the student's path or the one kept (a new value of it), read back with what waits. Class (fix42e): "92%" to a read-back got "I
    still need a yes or no" and was dropped, or was read as an income of $92,000. Return True when taken."""
    said = understand.fold(message)
    if not _PERCENT_GPA.fullmatch(said):
        return False
    if not re.search(r"gpa|average|grade|promedio|nota", said) and float(re.search(r"\d+(?:[.,]\d+)?", said).group(0).replace(",", ".")) >= 100:
        return False  # "100%" alone is an emphatic yes, never a GPA of 100 (a review's finding)
    listed = {f for qid, f, _ in _facts(flow, pending) if qid != BECAUSE}
    shown = _with_proposed(flow, step, today, pending)
    ahead = {p.id for p in flow.walk(shown, today).pending}
    gq = next((flow.question(g) for g in ("hs_gpa", "cc_gpa") if g in listed), None) \
        or next((flow.question(g) for g in ("hs_gpa", "cc_gpa") if g in ahead and not step.state.answers.get(g)), None) \
        or next((flow.question(g) for g in ("hs_gpa", "cc_gpa") if step.state.answers.get(g) is not None), None)
    if gq is None:
        return False
    reading = understand.read(gq, message, lang, shown, today)
    if not reading.form or reading.form.get(gq.id) in (None, "") or reading.problem is not None or reading.options \
            or flow.parse(gq, reading.form, lang)[1]:
        return False
    step.understood = True
    if reading.note is not None:
        step.parts.append(reading.note)
    _apply_form(flow, step, gq, reading.form, lang, today, confirm=True)
    return bool(step.proposed)


def _correct_read_back(flow, step: _Step, q, facts: list, message: str, lang: str, today, conv=None) -> bool:
    """Read "no, it's 52k" said to a read-back as a correction: the value named for an answer
    (:func:`understand.volunteered`, read as a correction: the income for an amount of money, a
    GPA for "3.1") or, when the read-back lists one number alone, for that number. The value is
    read back (the others stay awaiting their "yes"). Return False when the value fits no answer.

    An income read back from an amount per month or week keeps that period when the amount
    meant is said without one ("$3,000 a month", then "no, it's 2,500": $2,500 a month, not a
    year; a newcomer's finding, as :func:`_period_carried` at the income's own question)."""
    said = [t[1] for t in conv.transcript if t[0] == "user"] if conv is not None else []
    times = understand.period_said(said[-1], lang) if said and any(f == "agi" for qid, f, _ in facts if qid != BECAUSE) else None
    carried = understand.with_period(message, lang, times) if times else None
    message = carried or message
    shown = State({**step.state.answers, **{f: v for qid, f, v in facts if qid != BECAUSE}}, step.state.seen, step.state.lang)
    named = understand.volunteered(flow, message, shown, lang=lang, today=today, settled=True)
    if not named:
        # the value meant named with its cue, as a new answer ("I'm taking 15 credits a semester"
        # to a read-back of two credit counts): the listed fact it names (class, a newcomer's
        # finding: read as the other count, the one named left as it was)
        listed = {f for qid, f, _ in facts if qid != BECAUSE}
        named = [(vq, form) for vq, form in understand.volunteered(flow, message, step.state, lang=lang, today=today)
                 if set(form) & listed]
    if not named:
        numeric = [(qid, f) for qid, f, _ in facts if qid != BECAUSE
                   and getattr(_field_question(flow, f), "kind", None) in ("number", "money", "gpa")]
        # (none: by the field's own input, the household's size a number on the household's page, fix29a)
        numeric = numeric or [(qid, f) for qid, f, _ in facts if qid != BECAUSE and _field_question(flow, f) is not None
                              and getattr(_input(_field_question(flow, f), f), "kind", None) in ("number", "gpa")]
        if len(numeric) != 1:
            return False
        fq = flow.question(numeric[0][1]) or _field_question(flow, numeric[0][1])
        rest = _NO_THEN.sub("", understand.fold(message), count=1)
        reading = understand.read(fq, rest, lang, shown, today)
        if not reading.form or numeric[0][1] not in reading.form:
            return False
        named = [(fq, reading.form)]
    step.understood = True
    if carried and any("agi" in form for _, form in named):
        note = understand.income(carried, lang, "agi").note  # the conversion said, as it was the first time
        if note is not None:
            step.parts.append(note)
    for vq, form in named:
        _apply_form(flow, step, vq, form, lang, today, confirm=True)
    return bool(step.proposed)


def _kept_place_refused(flow, step: _Step, pending: dict, facts: list, message: str, lang: str, today) -> bool:
    """Class (a newcomer's finding): "no, it's Howard" to the read-back of an income, the county
    kept plainly in the same reply ("Got it: Frederick County"), dropped the income and kept
    Frederick. The place kept is what the "no" refuses: the place named is read back, with the
    read-back's facts still awaiting their "yes". Return True when so."""
    if not _NO_THEN.match(understand.fold(message)) or not all(
            getattr(_field_question(flow, f), "kind", None) in ("money", "number", "gpa") for qid, f, _ in facts if qid != BECAUSE):
        return False  # (only beside amounts and counts: a place can answer a school's or a residence's read-back)
    kept = {step.state.answers.get("county"), step.state.answers.get("college")} - {None}
    words = understand.place_fixed(message, said_no=True)
    if not kept or words is None or places.foreign_place(message):
        return False
    counties, colleges = understand.places_named(words)
    if not (counties or colleges) or set(counties) | set(colleges) <= kept:
        return False
    step.proposed = {k: dict(v) for k, v in pending.items()}
    if not _place_named(flow, step, words, lang, today):
        step.proposed = {}
        return False
    return True


def _place_after_no(facts: list, message: str) -> tuple | None:
    """Class (a newcomer's finding): "no, it's Frederick", "no, es Frederick", "no, I live in
    Frederick" to the read-back of a county or a college was a plain "no" (the place named
    lost), or left the college read back beside the home. Return ``(words, sense)``: the words
    naming the place meant and the sense it has, that of the fact read back (a county's
    read-back, a county; a college's, a college; None: both read back) or, after "I live in",
    a home; None when the message is no such "no"."""
    fields = {f for qid, f, _ in facts if qid != BECAUSE}
    if not _NO_THEN.match(understand.fold(message)) or not fields & {"county", "college"}:
        return None
    home = _HOME_LEAD.sub("", understand.normalize(_NO_THEN.sub("", understand.fold(message), count=1)))
    moved = _HOME_MOVED.match(home)
    if moved is not None:
        words, sense = home[moved.end():], "county"
    else:
        words = understand.place_fixed(message, said_no=True)
        sense = "county" if fields == {"county"} else "college" if fields == {"college"} else None
    if words is None or places.foreign_place(message) or not any(understand.places_named(words)):
        return None
    return words, sense


def _facts(flow, pending: dict) -> list:
    """Return ``[(question id or BECAUSE, field, value)]``: the facts a read-back lists, in its order."""
    out = []
    for qid, updates in pending.items():
        if qid == BECAUSE:
            out += [(qid, f, v) for f, v in updates.items() if _field_question(flow, f) is not None]
            continue
        q = flow.question(qid) or PAGELESS.get(qid)
        out += [(qid, f, v) for f, v in updates.items() if q is not None and v is not None and _input(q, f) is not None]
    return out


def _fact_line(flow, qid, f, v, lang: str) -> Msg:
    """Return "• Household income (AGI): $45,000" for one fact read back."""
    q = _field_question(flow, f) if qid == BECAUSE else flow.question(qid) or PAGELESS.get(qid)
    return Msg.of(CHECK_LINE, what=Msg.of(field_name(q, f)), value=value_label(q, f, v, lang))


def _restates_read_back(flow, step: _Step, pending: dict, message: str, lang: str, today) -> bool:
    """Return True when ``message``, a "no" by its first word, says again a value read back ("no
    tiene título", "no degree yet" to "Degree: None yet"): the "no" belongs to the sentence,
    which reads as that value while the words after the "no" alone read as nothing (class, a
    newcomer's finding: "which one is wrong?" asked of a student who agreed). A "no" set apart
    ("no, a bachelor's") or followed by another value is a "no" as before."""
    words = understand.normalize(message).split()
    if len(words) < 2 or re.match(r"\s*\w+\s*[,.;:!-]", message):
        return False
    rest = " ".join(words[1:])
    if understand.confirmation(rest) is not None:
        return False  # "no no", "nah nope": a plain no
    for pq, updates, said in _read_back_said(flow, step, pending, message, lang, today):
        if said and all(str(updates[k]) == str(v) for k, v in said.items()) \
                and understand.read(pq, rest, lang, step.state, today).form is None:
            return True
    return False


def _read_back_said(flow, step: _Step, pending: dict, text: str, lang: str, today):
    """Yield ``(question, values read back, values text says of them)`` for each question of a
    read-back, ``text`` read by that question's reader (:func:`_restates_read_back`,
    :func:`_yes_restates`)."""
    for qid, updates in pending.items():
        pq = flow.question(qid) if qid != BECAUSE else None
        if pq is not None:
            form = understand.read(pq, text, lang, step.state, today).form or {}
            yield pq, updates, {k: v for k, v in form.items() if k in updates}


def _yes_restates(flow, step: _Step, pending: dict, message: str, lang: str, today, rest: str | None = None) -> bool:
    """Return True when ``message`` is a yes followed by a value read back said again ("sí, no
    vamos a llenar nada" to "Aid application: None", "yes, none of them"): a yes, never the same
    read-back put again for its "no" (dev26: asked ten times over). Any value it says that differs
    from the one read back makes it no plain yes. ``rest``: what is left of ``message`` once its
    yes is taken off (by default its plain yes; fix43c: its words of exactness, "150000 exactly")."""
    rest = understand.without_yes(message) if rest is None else rest
    if not rest.strip() or rest == understand.fold(message):
        return False
    agreed = False
    for _, updates, said in _read_back_said(flow, step, pending, rest, lang, today):
        if any(str(updates[k]) != str(v) and not _same_number(updates[k], v) for k, v in said.items()):
            return False  # (an amount the same as read back: "150000.0" is $150,000)
        agreed = agreed or bool(said)
    return agreed


def _which_asked(conv: Conversation) -> bool:
    """Return True when the last turn asked which fact of a read-back is wrong."""
    return bool(conv.offered) and all(str(v).startswith(WHICH) for v in conv.offered)


def _which_again(step: _Step, pending: dict, conv: Conversation) -> None:
    """Keep ``pending`` read back and the facts of "Which one is wrong?" offered again."""
    step.proposed = {k: dict(v) for k, v in pending.items()}
    step.which = tuple(str(v)[len(WHICH):] for v in conv.offered
                       if str(v) not in (WHICH + WHICH_ALL, WHICH + WHICH_UNSURE_MARK))
    step.which_unsure = _which_unsure(conv)


def _which_again_said(conv: Conversation) -> bool:
    """Return True when the last turn already asked again which fact is wrong (the second time
    in a row: :data:`WHICH_AGAIN`, :data:`WHICH_AGAIN_NO` or :data:`WHICH_ANSWER` with the facts)."""
    bot = next((text for role, text in reversed(_as_answered(conv.transcript)) if role == "bot"), "")
    return _which_asked(conv) and any(render(m, la) in bot for m in (WHICH_AGAIN, WHICH_AGAIN_NO, WHICH_ANSWER)
                                      for la in LANGUAGES)


def _which_answer_said(conv: Conversation) -> bool:
    """Return True when the last turn asked which answer a number is for (:data:`WHICH_ANSWER`),
    and not again which fact is wrong. A "yes" or "no" to it names no answer, but is no second
    failure to name a fact: the facts are kept and which one is wrong asked again (class, a
    newcomer's finding: "45k", then "yes", dropped every fact read back)."""
    bot = next((text for role, text in reversed(_as_answered(conv.transcript)) if role == "bot"), "")
    return any(render(WHICH_ANSWER, la) in bot for la in LANGUAGES) \
        and not any(render(m, la) in bot for m in (WHICH_AGAIN, WHICH_AGAIN_NO) for la in LANGUAGES)


def _which_labels(flow, fields, lang: str) -> tuple:
    """Return the quick replies naming the facts ``fields`` (their names), then "All of them"."""
    return tuple(render(Msg.of(field_name(_field_question(flow, f), f)), lang) for f in fields) + (render(ALL_OF_THEM, lang),)


_ALL = ("all", "all of them", "everything", "both", "both of them", "all wrong", "todos", "todas", "todo", "todos ellos",
        "las dos", "los dos", "ambos", "ambas", "todo mal", "todo esta mal")


_NONE = ("none", "none of them", "nothing", "none are wrong", "none is wrong", "theyre all right", "they are all right",
         "all right", "all correct", "all good", "theyre right", "they are right", "ninguno", "ninguna", "nada",
         "ninguno esta mal", "ninguna esta mal", "todo bien", "todo esta bien", "todos estan bien", "estan bien")


def _which_picked(flow, conv: Conversation, message: str, lang: str):
    """Return the field the student says is wrong, after "Which one is wrong?" (its name as
    offered, in either language, or its place: "the second one"), :data:`WHICH_ALL` for "All of
    them" ("all", "todos", "both"), :data:`WHICH_NONE` for "none", else None (the message is read
    as any other)."""
    fields = [str(v)[len(WHICH):] for v in conv.offered if str(v) != WHICH + WHICH_UNSURE_MARK]
    said = re.sub(r"^(?:the|my|el|la|los|las|mi)\s+", "", understand.normalize(message))  # "the county", "el condado"
    if said in _ALL or any(said == understand.normalize(render(ALL_OF_THEM, la)) for la in ("en", "es")):
        return WHICH_ALL
    if said in _NONE:
        return WHICH_NONE
    names = {f: {understand.normalize(render(Msg.of(field_name(_field_question(flow, f), f, third)), la)) for la in ("en", "es")
                 for third in VOICES}
             for f in fields if f != WHICH_ALL}
    for f, said_as in names.items():
        if said in said_as:
            return f
    # a word of one name only, typed ("income", "el ingreso", "the degree one", "la escuela está mal"):
    # that fact (class, a newcomer's finding: "income" answered from the FAQ, the read-back asked again)
    words = {_singular(w) for w in said.split()} - _WHICH_FILLER
    named = [f for f, said_as in names.items()
             if words and any(words <= {_singular(w) for w in name.split()} for name in said_as)]
    if len(named) == 1:
        return named[0]
    if _number_meant(flow, conv, fields, message, lang):
        # "3" to "Which one is wrong?" of a GPA (or credits, people) read back: the value meant,
        # read in place of the fact it fits, never the third fact on the list (fix29a: "no", then
        # "3", dropped the program and kept the GPA of 2.0 refused)
        return None
    place = understand.ordinal(message, len(fields))
    return fields[place] if place is not None else None


def _number_meant(flow, conv: Conversation, fields: list, message: str, lang: str) -> bool:
    """Return True when ``message``, a bare number said to "Which one is wrong?", is a value for the
    one count or GPA listed (no amount of money beside it): within that answer's bounds and not the
    value read back (then it points at a fact by its place, as "2" does)."""
    if not _only_a_number(message, lang):
        return False
    kinds = {}
    for f in fields:
        fq = _field_question(flow, f) if f != WHICH_ALL else None
        inp = _input(fq, f) if fq is not None else None
        kinds[f] = (getattr(inp, "kind", fq.kind if fq else None), inp)
    counted = [f for f, (kind, _) in kinds.items() if kind in ("number", "gpa")]
    if len(counted) != 1 or any(kind == "money" for kind, _ in kinds.values()):
        return False
    f = counted[0]
    kind, inp = kinds[f]
    said = understand.parse_number(understand.numtext.in_digits(message, lang).strip(), "gpa" if kind == "gpa" else "number", lang).value
    if said is None:
        return False
    low, high = (0, 5) if kind == "gpa" else (getattr(inp, "min", None) or 0, getattr(inp, "max", None) or 60)
    listed = {k: v for qid, updates in conv.pending.items() if qid != BECAUSE for k, v in updates.items()}
    return low <= said <= high and understand._as_float(listed.get(f)) != float(said)


_WHICH_FILLER = frozenset(("the", "my", "one", "is", "its", "it", "that", "thats", "wrong", "el", "la", "los", "las", "mi",
                           "mis", "es", "esta", "estan", "eso", "ese", "esa", "mal", "incorrect", "incorrecto", "incorrecta"))


def _singular(word: str) -> str:
    """Return ``word`` without a plural's "s" ("ingresos" -> "ingreso", "credits" -> "credit")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _drop_one(flow, step: _Step, pending: dict, picked: str, conv: Conversation, lang: str, today) -> None:
    """After "Which one is wrong?": drop the fact ``picked`` (an earlier answer it rested on is
    forgotten, so its question is asked again; a fact read back is not kept) and keep the others,
    said back as kept."""
    # (fix32h) two parents read back for a step-parent's pay in the income, refused: that income, a
    # step-parent's pay in it, is no one parent's household's; never kept with one parent, asked again
    step_pay = picked == "household" and (pending.get("household") or {}).get("household") == "two_parent" \
        and "agi" in pending and any(p[0] in _STEP_OF for p in conv.earners)
    rest = {}
    for qid, updates in pending.items():
        left = {f: v for f, v in updates.items() if f != picked and not (step_pay and f == "agi")}
        if left and qid != BECAUSE:
            rest[qid] = left
    if picked in pending.get(BECAUSE, {}):
        step.state = flow.prune(step.state.without([picked]), today)
    step.parts.append(Msg.of(CHECK_NO_ONE, what=Msg.of(field_name(_field_question(flow, picked), picked))))
    if step_pay:
        step.parts += [Msg.of(CHECK_NO_ONE, what=Msg.of(field_name(_field_question(flow, "agi"), "agi"))),
                       Msg.of(understand.STEP_PARENT)]
        step.jump = flow.question("agi")
    _accept(flow, step, rest, lang, today)
    q = flow.question(conv.expecting) if conv.expecting else None
    step.missed = q is not None and picked in q.fields and not step.state.answered(q)
    step.hint = step.missed
    if picked == "agi" and _sum_refused(flow, step, conv, pending, today):
        return  # (the income kept, one earner's pay, dropped too: the total asked)
    _refused_asked(flow, step, q, picked)


VALUE_KINDS = NUMBER_KINDS + ("gpa", "month")  # answers typed as a value (an amount, a number, a date)


def _value_typed(flow, field: str) -> bool:
    """Return True when the answer ``field`` is a value typed (an amount, a number, a GPA, a ZIP
    code, a date), whose "no" at a read-back says the value is wrong and the right one is to come;
    False for a choice or a yes or no read from words, whose "no" says the words were not it; the
    household is asked anyway (the income said beside it is measured by it)."""
    if field == "household":
        return True  # (whose pay counts and the limit rest on it: a pay said beside it waits for its question, fix33j/fix33t)
    fq = _field_question(flow, field)
    inp = next((i for i in getattr(fq, "inputs", ()) if i.id == field), None)
    return getattr(inp, "kind", None) in VALUE_KINDS


def _refused_asked(flow, step: _Step, q, refused: str) -> None:
    """Put the question of the answer ``refused`` at a read-back next, when it is not the one
    pending ``q``: what the student types next is its answer, the value meant (class, a
    newcomer's finding: "Household income (AGI)" tapped as the wrong one, then "52000", kept as
    the ZIP code asked meanwhile)."""
    rq = _field_question(flow, refused)
    if rq is not None and (q is None or refused not in q.fields):
        step.jump = step.jump or rq


def _said_again(conv: Conversation, message: str, answer: str) -> bool:
    """Return True when ``message`` is the student's last message again and the bot's last reply
    already said ``answer``."""
    last = {}
    for role, text in reversed(_as_answered(conv.transcript)):  # (fix47e)
        last.setdefault(role, text)
    return last.get("user") == message and bool(answer) and answer in last.get("bot", "")


def _carry(step: _Step, pending: dict, before: State, help_asked: bool = False) -> None:
    """Keep what was read back awaiting a "yes" when the next message is something else (an
    answer to the question, a new fact, a question): it is read back again, with anything new,
    in one "Is that right?". A read-back is never dropped without the student being told, so a
    correction waiting for its "yes" never gives way to the old value. A value the message gives
    again (kept or read back anew) replaces it; a message that adds nothing is told that the
    read-back still needs a "yes" or "no" (not counted as a miss); ``help_asked`` ("ayuda",
    "what do you mean?"): what a read-back is and how to answer it, instead."""
    given = {f for updates in step.proposed.values() for f in updates} | {
        f for f in set(step.state.answers) | set(before.answers) if step.state.answers.get(f) != before.answers.get(f)}
    carried = {}
    for qid, updates in pending.items():
        if qid == BECAUSE:
            continue  # worked out again from what is read back
        left = {f: v for f, v in updates.items() if f not in given}
        if left and (len(left) == len(updates) or any(v is not None for v in left.values())):
            # (the GPA given again: the blank scale read back beside it goes with it, never an
            # empty "Just to check, I read: Is that right?")
            carried[qid] = left
    if not carried:
        return
    added = bool(step.proposed) or step.state.answers != before.answers
    # (not while a follow-up of the bot's own waited or waits beside it: "Does your $48,000 include…?",
    # "What is the household's total income…?"; the message answers it, its facts part of what is
    # read back: test_fix43a's parent telling her pay in parts, test_chat_left26's other parent's pay)
    # (a message that adds nothing: fix41n's, below)
    # (fix46m) never after a message that begins with a "no": it was no going on without a yes or no
    stale = _read_back_twice(carried, step.said_before) \
        if added and not (step.follow_up or step.follow_up_before) and not _NO_FIRST.match(understand.fold(step.typed or "")) else set()
    if stale:
        # (fix44e, a newcomer's finding) a read-back asked twice in a row, its "yes" or "no" never
        # given, the student answering on ("12 credits", "associate", "just me and my mom", "45k"):
        # it was put again with each message, in place of the next question, and grew. Never a third
        # time: (fix45a) what was read back twice is kept as the student said it (:func:`_let_go_kept`,
        # nothing typed is dropped: test_chat's merged read-back), said so, and held "in passing", so a
        # "not eligible" never rests on it (its question is put first, :func:`_in_passing`); what this
        # message said is read back on its own, and the flow goes on
        step.let_go = {qid: left for qid, updates in carried.items()
                       if (left := {f: v for f, v in updates.items() if (qid, f) in stale})}
        carried = {qid: left for qid, updates in carried.items()
                   if (left := {f: v for f, v in updates.items() if (qid, f) not in stale and v is not None})}
        if not carried:
            step.missed = step.hint = False
            return
    for qid, updates in step.proposed.items():
        if qid != BECAUSE:
            carried.setdefault(qid, {}).update(updates)
    step.proposed = carried
    if not added and step.faq == "dont_know" and not step.restart_kept and not help_asked and step.parents_ask is None:
        # (fix48b, dev47 en-06) a message that adds nothing and that the FAQ could not answer either
        # ("I'm sorry, I don't know the answer to that one") while a read-back waits: it was put again
        # with each such message, forty times, never counted (fix41n's guard below waits for a message
        # the FAQ left alone). The same rule, no question asked more than twice in a row: the first time
        # the read-back is put again with a plain "yes or no" (:data:`STILL_NEED`, counted by
        # :func:`_read_back_repeats`); the next time it is dropped, said so (nothing kept unconfirmed,
        # never a ruling-out value), and its question asked plainly with its choices
        if _read_back_repeats(step):
            step.parts = [p for p in step.parts if getattr(p, "text", None) != DONT_KNOW]
            step.parts.append(Msg.of(READ_BACK_DROPPED))
            step.proposed = {}
            step.faq = None
        else:
            step.parts.append(Msg.of(STILL_NEED))
    elif not added and step.faq is None and not step.restart_kept:
        step.parts = [p for p in step.parts if getattr(p, "text", None) not in (NOT_UNDERSTOOD, DONT_KNOW)]
        if step.parents_ask is not None and not help_asked:
            # (fix32f) an income corrected while a read-back waits ("sorry, I make 105k not 95"): whose
            # income it is, asked once the read-back is answered (:func:`_finish`), said so; never
            # "I still need a yes or no" as if the correction were refused
            step.parts.append(Msg.of(PAY_ASKED_NEXT, amount=Money(step.parents_ask)))
        elif (step.top_asked is None or help_asked) and _read_back_repeats(step):
            # (fix41n, a newcomer's finding) a second message in a row that neither answers the
            # read-back nor adds anything ("what", "??", "huh"): "Is that right?" was asked four and
            # five times over. Never a third time: what was read back is dropped, said so (nothing
            # kept unconfirmed), and the question asked plainly
            step.parts.append(Msg.of(READ_BACK_DROPPED))
            step.proposed = {}
        elif step.top_asked is None or help_asked:  # (part of it, or more on top? just asked)
            step.parts.append(Msg.of(CHECK_HELP if help_asked else STILL_NEED))
    step.missed = step.hint = False
    step.options, step.asking = (), None


def _let_go_kept(conv: Conversation, step: _Step, lang: str, today) -> Conversation:
    """Keep what :func:`_carry` let go (read back twice, answered on without a "yes" or "no"), as
    the student said it, with its "Got it" lines and :data:`READ_BACK_LET_GO`; return ``conv`` with
    those answers "in passing" (never the ground of a "no": their questions are put instead)."""
    if not step.let_go:
        return conv
    flow, parts = load_flow(), step.parts
    step.parts = []
    _accept(flow, step, step.let_go, lang, today)
    step.let_go_parts = step.parts + [Msg.of(READ_BACK_LET_GO)]
    step.parts = parts + step.let_go_parts
    fields = {f for updates in step.let_go.values() for f in updates if f in step.state.answers}
    return replace(conv, passing=tuple(sorted(set(conv.passing) | fields | {LET_GO_MARK + f for f in fields})))


LET_GO_MARK = "~"  # (fix45t) in ``conv.passing``: "~agi", the field was let go (:func:`_let_go_kept`), never confirmed


def _let_go_open(conv: Conversation, step: _Step, today) -> set:
    """Return the fields kept by a let-go (:func:`_let_go_kept`), still in passing and unconfirmed."""
    marked = {f[len(LET_GO_MARK):] for f in conv.passing if f.startswith(LET_GO_MARK)}
    marked |= {f for updates in step.let_go.values() for f in updates}
    # (a "yes" to their read-back, this message's, settles them: :func:`_settled`; fix46q: never
    # what this very message let go, answered on without that "yes")
    settled = _settled(conv, step.state, today) - {f for updates in step.let_go.values() for f in updates}
    open_ = {f for f in marked if f in conv.passing and f in step.state.answers} - settled
    # (fix46i, a newcomer's F10) read back twice and let go, then demanded a third time: only what the
    # result hangs on is (:func:`_result_hangs_on`); the household beside $55,000 passes every limit
    return {f for f in open_ if _result_hangs_on(step.state, f, today)}


def _result_hangs_on(state: State, field: str, today) -> bool:
    """Return True when the result of ``state`` (its status or a failing check) could change with another value of ``field``: any
    other choice of a choice page, a count or GPA one step either side (at a limit), always for an
    amount of money (its scale may be misread: "3" for $3,000) and any other kind of answer."""
    q = _field_question(load_flow(), field)
    inp = _input(q, field) if q is not None else None
    value = state.answers.get(field)
    if inp is None or value is None:
        return True
    if inp.kind == "choice":
        others = [c.value for c in inp.choices if c.value != value]
    elif inp.kind in ("number", "gpa") and isinstance(value, (int, float)) and not isinstance(value, bool):
        unit = 1 if float(value).is_integer() else 0.1
        others = [round(value - unit, 2), round(value + unit, 2)]
    else:
        return True
    # (the status and the failing checks: a high school outside Maryland beside a home outside
    # Maryland each rule the student out alone, so neither changes the status by itself, yet the
    # "no" rests on both; the property test found it: a let-go high school unconfirmed, not read back)
    def outcome(answers):
        result = run(answers, today)
        return result.status, frozenset(c.id for c in result.checks if c.result == FAIL)
    base = outcome(state.answers)
    return any(outcome({**state.answers, field: other}) != base for other in others)


def _let_go_dropped(step: _Step, lang: str, today) -> None:
    """(fix46f, review 45 item 7) What :func:`_let_go_kept` kept in this very reply and a "no" would
    rest on, dropped again so its question is put plainly (:func:`_in_passing`): its "Got it" lines
    and "I kept it as you said it" are taken back (never said kept and asked in one breath), and
    :data:`READ_BACK_DROPPED` says so; what else was let go stays kept, said so."""
    dropped = {qid for qid, updates in step.let_go.items() if any(f not in step.state.answers for f in updates)}
    if not dropped or not step.let_go_parts:
        return
    step.let_go = {qid: updates for qid, updates in step.let_go.items() if qid not in dropped}
    _let_go_resaid(step, step.let_go, lang, today)
    step.parts.append(Msg.of(READ_BACK_DROPPED))


def _let_go_resaid(step: _Step, kept: dict, lang: str, today) -> None:
    """Take back the "Got it" lines and note :func:`_let_go_kept` said in this reply, and say them
    again for ``kept`` only (question id -> {field: value}): one statement per fact (fix46q)."""
    step.parts = [p for p in step.parts if not any(p is said for said in step.let_go_parts)]
    step.let_go_parts = []
    if kept:
        parts, step.parts = step.parts, []
        _accept(load_flow(), step, kept, lang, today)
        step.let_go_parts = step.parts + [Msg.of(READ_BACK_LET_GO)]
        step.parts = parts + step.let_go_parts


def _let_go_pruned(conv: Conversation, step: _Step, aside: set, lang: str, today) -> None:
    """(fix46f) Facts said in passing dropped so their questions are put before a "no" result
    (:func:`_in_passing`): what was let go in this very reply is taken back (:func:`_let_go_dropped`);
    what an earlier reply said kept (:data:`READ_BACK_LET_GO`) is asked again, said why."""
    if step.let_go_parts and any(f not in step.state.answers for updates in step.let_go.values() for f in updates):
        _let_go_dropped(step, lang, today)
    elif aside & {f[len(LET_GO_MARK):] for f in conv.passing if f.startswith(LET_GO_MARK)}:
        step.parts.append(Msg.of(LET_GO_ASKED_AGAIN))


def _let_go_said(step: _Step) -> None:
    """Say why what was let go is read back again (:data:`LET_GO_ASK`), in place of
    :data:`READ_BACK_LET_GO` ("I kept it as you said it") when it was let go in this very reply."""
    step.parts = [p for p in step.parts if getattr(p, "text", None) not in (READ_BACK_LET_GO, LET_GO_ASK)]
    step.parts.append(Msg.of(LET_GO_ASK))


def _let_go_asked(conv: Conversation, step: _Step, today) -> None:
    """Read back what a result would rest on that was let go unconfirmed (:func:`_let_go_open`),
    as :data:`BECAUSE` (a "yes" settles it, a "no" asks its question), before any result."""
    step.proposed[BECAUSE] = {f: step.state.answers[f] for f in sorted(_let_go_open(conv, step, today))}
    _let_go_said(step)


def _read_back_twice(carried: dict, said_before: tuple) -> set:
    """Return the ``(question id, field)`` of the answers in ``carried`` (read back, awaiting a
    "yes") that the bot's last two replies both read back ("Just to check, I read: • …", in
    either language): asked twice in a row already (:func:`_carry`)."""
    flow = load_flow()
    replies = [text for role, text in reversed(said_before) if role == "bot"][:2]
    marks = [_render(Msg.of(CHECK), code) for code in LANGUAGES]
    shown = []
    for text in replies:
        at = min((text.index(mark) for mark in marks if mark in text), default=None)
        if at is None:
            return set()
        shown.append([line.strip() for line in text[at:].splitlines()])
    if len(shown) < 2:
        return set()
    stale = set()
    for qid, updates in carried.items():
        q = flow.question(qid) or PAGELESS.get(qid)
        for f, v in updates.items():
            if q is None or v is None or _input(q, f) is None:
                continue
            lines = {_render(Msg.of(CHECK_LINE, what=Msg.of(field_name(q, f, third)), value=value_label(q, f, v, code, third)), code)
                     for code in LANGUAGES for third in VOICES}
            if all(any(line in lines or line.startswith(tuple(l + " —" for l in lines)) for line in said) for said in shown):
                stale.add((qid, f))
    return stale


def _near_limit_read_back(flow, step: _Step, pending: dict, today) -> Msg | None:
    """Return the limit's sentence (rules.NEAR_LIMIT) when ``pending`` reads back an income at or
    next to the income limit of the household it and the answers give (rules.income_limit_near),
    else None: there a guess can't confirm the amount."""
    if not any(f == "agi" for _, f, _ in _facts(flow, pending)):
        return None
    answers = _with_proposed(flow, step, today, pending).answers
    return income_limit_near(answers, run(answers, today).policy)


def _last_reply_said(step: _Step, text: str) -> bool:
    """Return True when the bot's last reply said the message ``text`` (in either language)."""
    last = next((said for role, said in reversed(step.said_before) if role == "bot"), "")
    return any(_render(Msg.of(text), code) in last for code in LANGUAGES)


def _hedge_rules_out(flow, step: _Step, pending: dict, today) -> bool:
    """Return True when the answers in ``pending`` would rule the student out and the bot's last
    reply did not already ask for a plain yes to them (:data:`HEDGE_RULES_OUT`): a hedged yes
    ("i think so") is then asked once more, and taken the second time."""
    if not flow.decided_ineligible(run(_with_proposed(flow, step, today, pending).answers, today)):
        return False
    last = next((text for role, text in reversed(step.said_before) if role == "bot"), "")
    return not any(_render(Msg.of(_person(HEDGE_RULES_OUT, voice)), code) in last for code in LANGUAGES for voice in VOICES)


def _read_back_repeats(step: _Step) -> int:
    """Return how many of the bot's last replies in a row put a read-back again for a message
    that added nothing (:data:`STILL_NEED` or :data:`CHECK_HELP`, in either language)."""
    marks = [_render(Msg.of(text), lang) for text in (STILL_NEED, CHECK_HELP) for lang in ("en", "es")]
    count = 0
    for role, text in reversed(step.said_before):
        if role != "bot":
            continue
        if not any(mark in text for mark in marks):
            break
        count += 1
    return count


def _choice_asked_last(conv: Conversation) -> bool:
    """Whether the bot's last reply asked for one of the choices after a bare "yes" or "no"
    (:data:`CHOICE_NOT_YES_NO`, in either language)."""
    last = next((text for role, text in reversed(_as_answered(conv.transcript)) if role == "bot"), "")
    return any(_render(Msg.of(CHOICE_NOT_YES_NO), lang) in last for lang in ("en", "es"))


def _no_third_time(flow, step: _Step, q, conv: Conversation, today) -> None:
    """After the second miss in a row on ``q`` (not understood, "I don't know", or its answer
    refused when read back), skip it: no question is asked a third time. It stays open (the
    result says what is missing and who can help) and the others go on. "I don't know" to a
    question whose web page has an "I don't know" button (the GPA, the income) is left open
    the first time, after its tip, as that button does: asking it again would only cost a
    message (the student can still give it later: "my GPA is 3.2")."""
    again = step.uncounted and _choice_asked_last(conv)
    if again:
        step.uncounted = False  # a second bare "yes" or "no" to choices in a row: a miss (never asked a third time)
    if step.missed and q is not None and q.id == conv.expecting and (conv.misses >= 1 or step.left_open or again) \
            and not q.optional and not step.emoji and not step.uncounted:
        if again:  # (left open below: "one of the choices" no longer asked for)
            step.parts = [p for p in step.parts if getattr(p, "text", None) != CHOICE_NOT_YES_NO]
        if q.kind == "zip" and step.error is not None and step.error.text == ZIP_NOT_FOUND:
            # (fix36h) a second ZIP code not found: said so, and the county asked, as the web does
            # (never "Let's leave that one open… the financial aid office can help" for a ZIP code)
            _skip(flow, q, step, today)
            step.options, step.asking, step.missed, step.hint = (), None, False, False
            return
        assumed = _assumed_no(flow, step.state, q, today)
        if assumed:
            # Left open, the answer's default would rule the student out ("likely not eligible"
            # because the home college is taken to offer the program): never a "no" from an
            # answer not given. When the home college is the way out (the student doesn't know
            # whether it offers the program), offer to screen for it; otherwise what the rules
            # would assume is read back for a "yes".
            step.parts = [p for p in step.parts if getattr(p, "text", None) not in (UNSURE_TIP, UNSURE_GUESS, NOT_UNDERSTOOD)]
            step.options, step.asking, step.hint = (), None, False
            home = _home_instead(flow, step.state, q, today)
            if home is not None:
                step.parts.append(Msg.of(HOME_INSTEAD, home=home.name, college=load_directory().colleges[step.state.answers["college"]].name))
                step.lead = Msg.of(HOME_INSTEAD_ASK, home=home.name)
                _propose(step, flow.question("college"), {"college": home.id})
                return
            _propose(step, q, assumed)
            return
        # (fix37f, a newcomer's finding) the question asked with it (the graduation month with the
        # high school, the credits with the program) was asked twice too: left open with it, never
        # asked twice more on its own (four "When did you graduate?" to four "idk")
        pair = _paired(flow, q, step.state)
        _skip(flow, q, step, today)
        if pair is not None and not step.state.answered(pair) and _pair_left_open(step, q, pair, today):
            _skip(flow, pair, step, today)
        dropped = (UNSURE_GUESS, NOT_UNDERSTOOD, NOT_YES_NO, NOT_YES_NO_EXAMPLE) if step.left_open and conv.misses == 0 \
            else (UNSURE_TIP, UNSURE_GUESS, NOT_UNDERSTOOD, NOT_YES_NO, NOT_YES_NO_EXAMPLE)
        # (fix40d, a newcomer's finding) the program's "Which kind of program is it…?" goes with the
        # program question: never said over the next question once the program is left open
        dropped += (understand.WHICH_PROGRAM,)
        # (fix42e) the household's note for a grandparent or guardian ("…For now, which is closest…?")
        # said in the last reply and read again from this one: never said twice, nor asked as the
        # question is left open
        last = next((text for role, text in reversed(step.said_before) if role == "bot"), "")
        dropped += tuple(t for t in (understand.GUARDIAN_HOME, understand.GUARDIAN_HOME_STUDENT)
                         if any(_render(Msg.of(t), code) in last for code in LANGUAGES))
        # (the form's own message goes too: "Enter a number that isn't negative." and, at once,
        # "Let's leave that one open" said two opposite things: a newcomer's finding)
        step.parts = [p for p in step.parts if getattr(p, "text", None) not in dropped and p is not step.error]
        step.parts.append(Msg.of(SKIPPED))
        step.options, step.asking, step.missed, step.hint = (), None, False, False


def _college_kept(flow, q, step: _Step, message: str, asked) -> str | None:
    """Return the college ``message`` names and nothing more ("Montgomery College", fix45f: "en
    Montgomery College" too), said at another question when that college is kept already (the home
    college the ZIP code gave); else None. Never a question for the FAQ: what is kept is said."""
    if q is None or q.id == "college" or asked or flow.question("college") is None:
        return None
    college = understand.college_alone(message)
    return college if college is not None and step.state.answers.get("college") == college else None


def _pair_left_open(step: _Step, q, pair, today) -> bool:
    """Return True when ``pair``, the question asked with ``q`` (the graduation month with the
    high school, the credits with the program), is left open with ``q`` after its second miss
    (fix37f): the student said they don't know ``q`` both times, or the two misses were of
    ``pair`` itself ("I don't remember when I graduated"). Otherwise (fix38a) the misses were a
    reply not understood, a question, a "no" to a read-back, or an answer to something else
    ("Springfield Academy" twice, "en El Salvador pero termino aquí" then "no"): the student may
    well know the month, so it is asked on its own (two misses there leave it open in turn)."""
    lang = step.state.lang
    said = [t for role, t in step.said_before if role == "user"]
    if not said:
        return True  # (the earlier miss no longer in the transcript: left open, as fix37f did)
    replies = (said[-1], step.read_as or step.typed or "")
    if any(understand.unsure_of_field(t, q.id) == pair.id for t in replies):
        return True  # the companion itself missed: asked alone, it would only be "I don't know" again
    return all(understand.read(q, t, lang, step.state, today).unsure for t in replies)


def _home_instead(flow, state: State, q, today):
    """Return the home college to offer instead when ``q`` is "does your home college offer
    the program?" left open for another college (None otherwise)."""
    if q.id != "program_offered_locally" or not flow.question("college"):
        return None
    a = run(state.answers, today)
    home = a.home_college
    return home if home is not None and state.answers.get("college") not in (None, home.id) else None


def _assumed_no(flow, state: State, q, today) -> dict:
    """Return ``{field: value}``: the values the rules would assume for ``q``'s fields were it
    left open, when a check that rules the student out would rest on them; else {}."""
    after = flow.prune(State(state.answers, state.seen | {q.id}, state.lang), today)
    found = _assumed_open(flow, after, today)
    return found.get(q.id, {}) if set(found) == {q.id} else {}


def _assumed_open(flow, state: State, today) -> dict:
    """Return ``{question id: {field: value}}``: the values the rules take for answers left open
    ("I don't know" twice, or not understood twice) when "likely not eligible" rests on them: a
    failing check assumed them, or an answer to the question skipped would make a failing check
    pass (a renewal has no high-school rule). Each value is the engine's own: the one answer
    that leaves every check as the open one does. {} when there is none."""
    a = run(state.answers, today)
    if a.status != INELIGIBLE:
        return {}
    results = [(c.id, c.result) for c in a.checks]
    failing = {c.id for c in a.checks if c.result == FAIL}
    assumed = [f for c in a.checks if c.result == FAIL for f in c.assumed]
    skipped = [q.id for q in flow.questions if q.id in state.seen and q.id not in state.answers
               and not q.optional and q.kind in ("yesno", "choice")]
    out = {}
    for f in dict.fromkeys(assumed + skipped):
        q = _field_question(flow, f)
        if q is None or q.id != f or f in state.answers:
            if f in assumed:
                return {}
            continue
        values = quick_values(q, state, today)
        runs = {v: run({**state.answers, f: v}, today).checks for v in values if v not in (UNSURE, OTHER_COUNTY)}
        if f not in assumed and not any(failing - {c.id for c in checks if c.result == FAIL} for checks in runs.values()):
            continue  # no answer to it would change the "no"
        value = next((v for v, checks in runs.items() if [(c.id, c.result) for c in checks] == results), None)
        if value is None:
            if f in assumed:
                return {}
            continue
        out[q.id] = {f: value}
    return out
