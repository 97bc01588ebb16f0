"""What the result page shows, built from the engine's assessment (no rules here)."""
from flask import current_app
from markupsafe import Markup
from markupsafe import escape

from ..answers import OUTSIDE_MD
from ..answers import WRITER  # (fix49d) who wrote the answers in the chat (its result link)
from ..clock import today
from ..embed.preset import preset_college
from ..i18n import N_
from ..i18n import Money
from ..i18n import Msg
from ..i18n import render
from ..flow import county_against_zip
from ..flow import load_flow
from ..rules import INELIGIBLE
from ..rules import MORE_INFO
from ..rules import RULES
from ..rules import UNKNOWN
from ..serialize import assessment_json
from .. import other_aid
from .chart import money_stack
from ..serialize import college_json
from ..serialize import run
from ..token import dumps
from ..token import keys
from .chart import tuition_bar
from .nav import link
from .nav import returning
from .nav import walk
from ..voice import PAGE_APPEAL  # (fix49d) the page's own lines, in the writer's voice
from ..voice import PAGE_APPEAL_AT
from ..voice import PAGE_ASK_COLLEGE
from ..voice import PAGE_AWARD
from ..voice import PAGE_HEADINGS
from ..voice import PAGE_HOME_COLLEGE  # (fix49l) the rest of the page's lines, in the writer's voice too
from ..voice import PAGE_LEFT
from ..voice import PAGE_NOT_OFFERED
from ..voice import PAGE_SAY
from ..voice import PAGE_LEADS
from ..voice import PAGE_TAGS
from ..voice import said

# Where else to look for money when the Promise Scholarship is likely out of reach.
ELSEWHERE = {
    "fafsa": "https://studentaid.gov/h/apply-for-aid/fafsa",
    "mhec": "https://mhec.maryland.gov/",
}
# Shown first: what decided the outcome, then what is still open, then the rest.
ORDER = {"fail": 0, "unknown": 1, "pass": 2, "not_applicable": 3}
# Each rule in a few words (the registry's titles), for the rules an early "not eligible" left unchecked.
RULE_NAMES = {r.id: r.title for r in RULES}


# Sites named in the engine's plain-text next steps, made real links on the web page.
SITES = {"studentaid.gov": "https://studentaid.gov/h/apply-for-aid/fafsa"}


def linked(step: str) -> Markup:
    """Return a next step's text, escaped, with any site it names (studentaid.gov) as a link."""
    out = escape(step)
    for site, href in SITES.items():
        if site in step:
            out = Markup(out.replace(site, Markup('<a class="link" href="{}">{}</a>').format(href, site)))
    return Markup(out)


def aid_office(assessment) -> dict | None:
    """Return the college whose financial aid office to ask: the chosen one, else the home one."""
    return college_json(assessment.college) if assessment.college else None


def change_links(assessment, state) -> dict:
    """Return, for each failing check, the link to the question whose answer decided it
    (back to "Check your answers" afterwards when the result was reached from there)."""
    flow, day = load_flow(), today()
    out = {}
    for check in assessment.failed:
        q = flow.deciding_question(state, check.id, day, walk(state))
        if q is not None:
            out[check.id] = {"href": link("web.question", qid=q.id, **{"return": "check" if returning() else None}),
                             "summary": q.summary}
    return out


def deadlines(assessment, data: dict) -> list:
    """Return the deadlines with their dates and, when dated, an .ics link."""
    out = []
    for n, (d, shown) in enumerate(zip(assessment.deadlines, data["deadlines"])):
        past = d["date"] is not None and d["date"] < today()
        ics = link("web.deadline_ics", n=n) if d["date"] and not past else None  # no past date for a calendar
        out.append({"what": shown["what"], "date": d["date"], "source": d["source"], "ics": ics, "past": past})
    return out


def not_checked(assessment) -> set:
    """Return the ids of the rules an early "not eligible" left unchecked.

    Once an answer rules the student out, the questions the other rules need are not asked:
    those rules are not checked (not something to ask the college about). A rule left open
    by an answer ("I'm not sure") stays "check with your college".
    """
    if assessment.status != INELIGIBLE:
        return set()
    return {c.id for c in assessment.checks if c.result == UNKNOWN and c.needs}


def first(items: list, match) -> list:
    """Return ``items`` with the first one ``match`` accepts moved to the front."""
    hit = next((x for x in items if match(x)), None)
    return items if hit is None else [hit] + [x for x in items if x is not hit]


def preset_view(assessment, state, data: dict) -> dict:
    """Put the preset college (the college whose site embeds the screener) first.

    Where the award can be used, it comes first when it is one of them. In "Who to ask", its
    financial aid office comes first. When the award can't be used there, ``note`` is the
    engine's own college check for that college: which college the law sends the student
    to, and why (with its citation); not after a "likely not eligible", where it would only
    distract from what decided it.
    """
    college = preset_college()
    colleges, contacts = data["colleges"], data["contacts"]
    if college is None:
        return {"colleges": colleges, "contacts": contacts, "preset_note": None}
    colleges = first(colleges, lambda c: c["id"] == college.id)
    if not any(c["name"] == college.name for c in contacts):
        contacts = [{"name": college.name, "url": college.financial_aid_url or college.url, "phone": None, "email": None}] + contacts
    contacts = first(contacts, lambda c: c["name"] == college.name)
    note = None
    usable = any(c["id"] == college.id for c in colleges)
    if (not usable and assessment.county and assessment.status != INELIGIBLE
            and assessment.answers.get("college") != college.id):
        check = run({**state.answers, "college": college.id}, today()).check("college")
        if check is not None:
            note = {"message": render(check.message, state.lang), "citation": check.citation}
    return {"colleges": colleges, "contacts": contacts, "preset_note": note}


# Rules a student meets by a choice of their own (credits to take, an aid form to file): a
# "not eligible" decided only by these gets the "one change would fix it" headline.
FIXABLE = {"enrollment", "aid_application"}


def college_reasons(assessment, voice=None) -> dict:
    """Return why each college where the award can be used is listed, by college id: the home
    college, residence halls, or the college named when the home college lacks the program
    (fix49l: said in ``voice``, screener/voice.py, as the page's top is)."""
    home = getattr(assessment.home_college, "id", None)
    out = {}
    for c in assessment.colleges:
        if c.id == home:
            out[c.id] = said(PAGE_HOME_COLLEGE, voice)
        elif c.residential:
            out[c.id] = N_("Also possible because it has residence halls.")
        else:
            out[c.id] = said(PAGE_NOT_OFFERED, voice)
    return out


def verdict(assessment, data: dict) -> str:
    """Return which of the result's headlines fits (the engine's status, read for the student).

    ``covered`` likely eligible, tuition covered by grants (the $0 award); ``eligible``;
    ``conditional`` likely eligible if something the college checks holds (a pass with a
    condition, or every question answered and only checks left for the college); ``keep``
    a renewal that may not keep the award; ``fixable`` not eligible only for a choice the
    student can change; ``ineligible``; ``more_one`` and ``more``: an answer (or several) only
    the student can give is still open (:attr:`~screener.rules.Assessment.answers_needed`: an
    income not known could be over the limit), so no "likely eligible" (fix39j); ``unsettled``: what
    is open the law itself leaves open (:attr:`~screener.rules.Assessment.law_unsettled`: a junior's
    summer term, parents apart whose readings disagree), so no "likely eligible if your college
    confirms", as the chat says "I can't tell yet" (fix49l; the engine's result decides, not the page).
    """
    renewal = assessment.answers.get("applicant_type") == "renewal"
    if assessment.status == INELIGIBLE:
        if renewal:
            return "keep"
        return "fixable" if {c.id for c in assessment.failed} <= FIXABLE else "ineligible"
    if assessment.answers_needed:
        return "more" if len(assessment.answers_needed) > 1 else "more_one"
    if assessment.law_unsettled:
        return "unsettled"
    if assessment.status == MORE_INFO or any("condition" in c for c in data["checks"]):
        return "conditional"
    return "covered" if data["award"]["covered_by_grants"] and data["award"]["tuition"] is not None else "eligible"


def page_words(shown: str, voice, lang: str, year: str, office: str | None) -> dict:
    """(fix49d) Return the result page's own lines that speak of the student, rendered in ``lang``
    and said in ``voice`` (screener/voice.py: the chat's writer, from its result link; None: "you"):
    the headline for verdict ``shown``, the paragraph under it, the appeal (at ``office``, the
    college whose financial aid office to ask), who to ask, each rule's tag and the award's heading;
    (fix49l) ``say``: the rest of the page's lines that say "you" of the student (the award, the bar,
    what is left to pay, other aid, the colleges), each the msgid said in ``voice``, which the
    template formats with its figures (``_(words.say.award_pays, max=…)``), and ``left``, the
    bar's and the table's "left to pay". The wording is chosen there; the template only renders it."""
    def say(msg) -> Markup:
        # as the template's own _() gave them: markup-safe text, its one outside value (the office's
        # name, below) escaped
        return Markup(render(said(msg, voice), lang))
    return {
        "heading": say(PAGE_HEADINGS[shown]),
        "lead": say(Msg.of(PAGE_LEADS[shown], year=year, zero=Money(0))),
        "appeal": say(Msg.of(PAGE_APPEAL_AT, college=str(escape(office))) if office else Msg.of(PAGE_APPEAL)),
        "ask_college": say(PAGE_ASK_COLLEGE),
        "tags": {result: say(text) for result, text in PAGE_TAGS.items()},
        "award_heading": say(PAGE_AWARD),
        "say": {key: said(msgid, voice) for key, msgid in PAGE_SAY.items()},
        "left": said(PAGE_LEFT, voice),
    }


def _said_bar(bar, voice):
    """(fix49l) Return the tuition bar with its parts' labels ("Left for you to pay") said in ``voice``."""
    if bar is None:
        return None
    return {**bar, "parts": [{**p, "label": said(p["label"], voice)} for p in bar["parts"]]}


def result_view(assessment, state) -> dict:
    """Return the result page's context for ``assessment`` of ``state``."""
    # (fix49d) reached from the chat's result link, each rule's message in the chat's voice (to a
    # parent of their child, or of the student: screener/voice.py); the web form's own, "you"
    data = assessment_json(assessment, state.lang, state.answers.get(WRITER))
    changes = change_links(assessment, state) if assessment.status == INELIGIBLE else {}
    skipped = not_checked(assessment)
    shown = verdict(assessment, data)
    checks = sorted(data["checks"], key=lambda c: ORDER["unknown"] if "condition" in c else ORDER.get(c["result"], 9))
    return {
        "status": assessment.status,
        "verdict": shown,
        "words": page_words(shown, state.answers.get(WRITER), state.lang, data["policy"]["award_year"],
                            (aid_office(assessment) or {}).get("name")),
        "college_reasons": college_reasons(assessment, state.answers.get(WRITER)),
        # A Pell Grant is for students without a bachelor's degree; a renewing student has filed already.
        "pell_advice": assessment.answers.get("prior_degree") != "bachelor"
        and assessment.answers.get("applicant_type") != "renewal",
        "renewal": assessment.answers.get("applicant_type") == "renewal",
        "to_check": [c for c in checks if c["result"] == "unknown" or "condition" in c],
        "checks": [{**c, "change": changes.get(c["id"])} for c in checks if c["id"] not in skipped],
        "unchecked": [{"id": c["id"], "name": RULE_NAMES.get(c["id"], c["id"]), "citation": c["citation"]}
                      for c in data["checks"] if c["id"] in skipped],
        "award": data["award"],
        "county_note": render(said, state.lang) if (said := county_against_zip(state.answers)) else None,
        "bar": None if assessment.status == INELIGIBLE else _said_bar(tuition_bar(assessment.award), state.answers.get(WRITER)),
        **preset_view(assessment, state, data),
        # the award's deadlines are moot for a student a rule they can't change rules out
        "deadlines": [] if shown == "ineligible" else deadlines(assessment, data),
        "next_steps": [linked(step) for step in data["next_steps"]],
        "aid_office": aid_office(assessment),
        "award_year": data["policy"]["award_year"],
        "elsewhere": ELSEWHERE,
        "other_aid": data["other_aid"],
        "paying": data["paying"],
        # A State grant or a waiver credited before Promise can make the award smaller than its figure.
        "others_first": bool(data["paying"]) and assessment.status != INELIGIBLE and any(
            s["id"] in other_aid.STATE_GRANTS + other_aid.WAIVERS for s in data["paying"]["steps"]),
        "stack": money_stack(other_aid.screen(assessment)[1]) if data["paying"] else None,
        "share_url": link("web.share", embed=None),  # opens outside the frame
        "token_hours": max(1, current_app.config["TOKEN_MAX_AGE"] // 3600),
        "share_days": max(1, current_app.config["SHARE_TOKEN_MAX_AGE"] // 86400),
    }


def share_view(state) -> dict:
    """Return the "save or share my result" page's context: a link that lasts ``SHARE_TOKEN_MAX_AGE``."""
    cfg = current_app.config
    token = dumps(state, keys(cfg), share=True)
    return {
        "share_url": cfg.get("PUBLIC_URL", "") + link("web.result", t=token, embed=None, **{"return": None}),
        "share_days": max(1, cfg["SHARE_TOKEN_MAX_AGE"] // 86400),
        "result_url": link("web.result"),
    }
