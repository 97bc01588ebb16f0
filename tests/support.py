"""Shared test helpers: scenario answers, a student walking the web form, tokens and page readers.

Test modules import from here (never from each other); ``bench/`` imports no test module. Named
``support`` because ``tests/e2e/helpers.py`` exists and pytest puts both folders on one path.
"""
import ast
import datetime as dt
import html as html_lib
import importlib.util
import re
import sys
from pathlib import Path
from urllib.parse import parse_qs
from urllib.parse import urlsplit

from screener.flow import State
from screener.flow import load_flow
from screener.serialize import run
from screener.token import dumps
from screener.token import loads

TODAY = dt.date(2026, 11, 29)
# The shared app's config (tests/conftest.py); a module that needs its own app at import uses it
# from here ("from conftest import" is ambiguous with tests/e2e/conftest.py in a whole run).
CONFIG = {"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False,
          # should another test's app leave the shared limiter on, the session app's own chat limit is no
          # tighter than the longest scripted conversation needs
          "CHAT_RATELIMIT": "10000 per minute"}

NEW = {
    "applicant_type": "new", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
    "high_school": "maryland", "delmar_md_resident": "true", "hs_completion_date": "2026-06",
    "college": "howard", "program": "associate", "program_offered_locally": "true",
    "noncredit_pell_eligible": "false", "credits_per_semester": "12",
    "enrolled_at_md_community_college": "false", "hs_gpa": "3.2", "gpa_scale": "4", "cc_gpa": "3.0",
    "household": "two_parent", "household_size": "4", "agi": "90000", "aid_application": "fafsa",
    "dream_act": "true", "full_cost_scholarship": "false", "prior_degree": "none",
    "tuition": "", "grant_aid": "",
}
RENEWAL = {
    **NEW, "applicant_type": "renewal", "cc_gpa": "3.1", "extenuating_circumstances": "false",
    "credits_completed_last_semester": "12", "satisfactory_progress": "true",
    "first_enrolled": "2025-08", "enrollment_status": "full_time",
}

OWN_PAGE = "~own page"  # a scenario's fields left blank on the page that also offers them
DONT_KNOW = "~don't know"  # the pages where a scenario presses "I don't know"

VARIANTS = {
    "eligible": {},
    "zip ambiguous, county asked": {"zip": "21771", "county": "frederick", "college": "frederick"},
    "zip ambiguous, other county": {"zip": "21771", "county": "carroll", "college": "carroll"},
    "zip unknown": {"zip": "99999", "county": "howard"},
    "zip outside Maryland, residential college": {"zip": "20001", "county": "outside-md", "college": "allegany"},
    "zip outside Maryland, home college": {"zip": "20001", "county": "outside-md"},
    "in-state tuition no": {"in_state_tuition": "no"},
    "in-state tuition unsure": {"in_state_tuition": "unsure"},
    "Maryland GED": {"high_school": "maryland_ged"},
    "Delmar, lives in Maryland": {"high_school": "delmar_de", "delmar_md_resident": "true"},
    "Delmar, lives in Delaware": {"high_school": "delmar_de", "delmar_md_resident": "false"},
    "school outside Maryland": {"high_school": "other"},
    "no diploma": {"high_school": "none"},
    "graduated just over 5 years ago, low GPA": {"hs_completion_date": "2021-10", "hs_gpa": "2.0"},
    "graduated just under 5 years ago, low GPA": {"hs_completion_date": "2021-11", "hs_gpa": "2.0"},
    "other county's college, program at home": {"college": "montgomery", "program_offered_locally": "true"},
    "other county's college, program not at home": {"college": "montgomery", "program_offered_locally": "false"},
    "residential college": {"college": "garrett"},
    "certificate": {"program": "certificate"},
    "vocational certificate": {"program": "vocational_certificate"},
    "noncredit certificate": {"program": "noncredit_vocational_certificate"},
    "noncredit certificate, Pell-eligible": {"program": "noncredit_vocational_certificate", "noncredit_pell_eligible": "true"},
    "noncredit certificate, Pell not sure, FAFSA": {"program": "noncredit_vocational_certificate", "noncredit_pell_eligible": "unsure"},
    "noncredit certificate, Pell not sure, no aid application": {
        "program": "noncredit_vocational_certificate", "noncredit_pell_eligible": "unsure", "aid_application": "none"},
    "licensure, credit": {"program": "licensure_credit", "credits_per_semester": "3"},
    "licensure, noncredit": {"program": "licensure_noncredit"},
    "apprenticeship": {"program": "apprenticeship"},
    "credits 0": {"credits_per_semester": "0"},
    "credits 5.5": {"credits_per_semester": "5.5"},
    "credits 6": {"credits_per_semester": "6"},
    "credits 40": {"credits_per_semester": "40"},
    "already enrolled, GPA 2.49": {"enrolled_at_md_community_college": "true", "cc_gpa": "2.49"},
    "already enrolled, GPA 2.5": {"enrolled_at_md_community_college": "true", "cc_gpa": "2.5"},
    "high school GPA 2.29": {"hs_gpa": "2.29"},
    "high school GPA 2.3": {"hs_gpa": "2.3"},
    "high school GPA 4.0": {"hs_gpa": "4.0"},
    "GPA 2.9 of 5": {"hs_gpa": "2.9", "gpa_scale": "5"},
    "GPA 2.8 of 5": {"hs_gpa": "2.8", "gpa_scale": "5"},
    "GPA 57.5 of 100": {"hs_gpa": "57.5", "gpa_scale": "100"},
    "GPA 77 of 100": {"hs_gpa": "77", "gpa_scale": "100"},
    "GPA 76 of 100": {"hs_gpa": "76", "gpa_scale": "100"},
    "graduating after the award year": {"hs_completion_date": "2028-07"},
    "single, income 100,000": {"household": "single", "agi": "100000"},
    "single, income 100,001": {"household": "single", "agi": "100001"},
    "single parent, income 100,001": {"household": "single_parent", "agi": "100001"},
    "married, income 150,000": {"household": "married", "agi": "150000"},
    "two parents, income 150,001": {"household": "two_parent", "agi": "150001"},
    "income 0, household of 1": {"agi": "0", "household": "single", "household_size": "1"},
    "income 45k typed": {"agi": "45k", "household_size": "3"},
    "One-App, Dream Act": {"aid_application": "one_app", "dream_act": "true"},
    "One-App, no Dream Act": {"aid_application": "one_app", "dream_act": "false"},
    "no aid application": {"aid_application": "none"},
    "full cost covered": {"full_cost_scholarship": "true"},
    "associate degree": {"prior_degree": "associate"},
    "bachelor degree": {"prior_degree": "bachelor"},
    "tuition covered by grants": {"tuition": "3000", "grant_aid": "7395"},
    "tuition given, grants estimated": {"tuition": "$6,000"},
    # The web offers these on the page before (high school, program, household); left blank
    # there, each is asked on its own page (as the chat asks them).
    "related questions left blank, asked on their own": {OWN_PAGE: ("hs_completion_date", "credits_per_semester", "household_size")},
    "income not known": {DONT_KNOW: ("agi",)},
    "high school GPA not known": {DONT_KNOW: ("hs_gpa",)},
    "past graduate, already at a community college": {"hs_completion_date": "2025-06", "enrolled_at_md_community_college": "true"},
    "GED long ago, 64": {"high_school": "maryland_ged", "hs_completion_date": "1985-06", "birth_year": "1962", "foster_care_or_homeless": "false", "ssi_ssdi": "false"},
}
RENEWAL_VARIANTS = {
    "renewal": {},
    "renewal, GPA 2.4, extenuating": {"cc_gpa": "2.4", "extenuating_circumstances": "true"},
    "renewal, GPA 2.4, no extenuating": {"cc_gpa": "2.4", "extenuating_circumstances": "false"},
    "renewal, 5 credits done": {"credits_completed_last_semester": "5"},
    "renewal, 6 credits done": {"credits_completed_last_semester": "6"},
    "renewal, no progress": {"satisfactory_progress": "false"},
    "renewal, award ran out": {"first_enrolled": "2023-08"},
    "renewal, part-time, 6 years": {"first_enrolled": "2022-01", "enrollment_status": "part_time"},
    "renewal, associate earned": {"prior_degree": "associate"},
    "renewal, apprenticeship": {"program": "apprenticeship"},
    "renewal, college GPA not known": {DONT_KNOW: ("cc_gpa",)},
}
SCENARIOS = {**{k: {**NEW, **v} for k, v in VARIANTS.items()}, **{k: {**RENEWAL, **v} for k, v in RENEWAL_VARIANTS.items()}}


def unescape(url: str) -> str:
    """Return an href as the browser would request it."""
    return html_lib.unescape(url)


def page_token(html: str) -> str:
    """Return the answers token in a page's form (empty when none)."""
    m = re.search(r'name="t" value="([^"]*)"', html)
    return unescape(m.group(1)) if m else ""


def page_question(html: str):
    """Return the id of the question a page asks (None when it asks none)."""
    m = re.search(r'data-question="([^"]+)"', html)
    return m.group(1) if m else None


def page_status(html: str):
    """Return the result status a page shows (None when it shows none)."""
    m = re.search(r'id="result" data-status="([^"]+)"', html)
    return m.group(1) if m else None


def link_href(html: str, element_id: str) -> str:
    """Return the href of the link with id ``element_id`` (a question page's Back button, which
    posts its form: the page it goes back to, its ``data-href``)."""
    m = (re.search(r'<a href="([^"]*)"[^>]*\bid="%s"' % re.escape(element_id), html)
         or re.search(r'<button [^>]*\bid="%s" data-href="([^"]*)"' % re.escape(element_id), html))
    assert m, f"no link #{element_id}"
    return unescape(m.group(1))


def url_state(url: str, app):
    """Return the answers state in a URL's ``t`` parameter."""
    t = parse_qs(urlsplit(url).query)["t"][0]
    return loads(t, app.config["SECRET_KEY"], app.config["TOKEN_MAX_AGE"])


def form_fields(q, answers: dict) -> dict:
    """Return the form fields a student fills in on page ``q`` from ``answers`` (month as two fields)."""
    if q.id in answers.get(DONT_KNOW, ()):
        return {**{n: "" for i in q.inputs for n in ((i.id + "-month", i.id + "-year") if i.kind == "month" else (i.id,))},
                "dont_know": q.id}
    fields = {}
    for inp in q.inputs:
        value = "" if inp.id != q.id and inp.id in answers.get(OWN_PAGE, ()) else answers.get(inp.id, "")
        if inp.kind == "month":
            year, month = value.split("-") if value else ("", "")
            fields.update({inp.id + "-month": str(int(month)) if month else "", inp.id + "-year": year})
        else:
            fields[inp.id] = value
    return fields


MAX_REDIRECTS = 5


def follow(client, url: str, limit: int = MAX_REDIRECTS):
    """GET ``url`` and follow at most ``limit`` redirects; return the last response.

    A redirect loop fails here at once. The test client's own ``follow_redirects`` would
    follow it for ever: each redirect carries a freshly encrypted token, so the URL is
    never the same twice and Werkzeug's loop check never fires.
    """
    hops = [url]
    resp = client.get(url)
    while resp.status_code in (301, 302, 303, 307, 308):
        assert len(hops) <= limit, "redirect loop: " + " -> ".join(h.split("?")[0] for h in hops)
        hops.append(resp.headers["Location"])
        resp = client.get(hops[-1])
    return resp


class Student:
    """A student answering with the test client and no JavaScript: plain POSTs and GETs."""

    def __init__(self, client, answers: dict, lang: str = "en"):
        """Start with ``answers`` to give (by input id) and the page language."""
        self.client, self.answers, self.lang = client, answers, lang
        self.asked, self.paths, self.resp = [], [], None
        self.derived = []  # pages answered for the student (the home college), kept as they were

    @property
    def html(self) -> str:
        """Return the current page's HTML."""
        return self.resp.get_data(as_text=True)

    def open(self, url: str):
        """GET ``url`` and follow redirects (at most :data:`MAX_REDIRECTS`); return the response."""
        self.resp = follow(self.client, url)
        assert self.resp.status_code == 200, (url, self.resp.status_code)
        self.paths.append(self.resp.request.path)
        return self.resp

    def start(self):
        """Open the start page and press "Start now"."""
        self.open(f"/?lang={self.lang}")
        return self.open(link_href(self.html, "start"))

    def submit(self, qid: str, fields: dict, extra: dict | None = None):
        """POST page ``qid`` with ``fields``; return the raw response (no redirect followed)."""
        data = {"t": page_token(self.html), "lang": self.lang, **fields, **(extra or {})}
        return self.client.post(f"/question/{qid}", data=data)

    def answer(self, extra: dict | None = None):
        """Answer the page shown from the scenario and follow the 303 to the next page."""
        qid = page_question(self.html)
        q = load_flow().question(qid)
        resp = self.submit(qid, form_fields(q, self.answers), extra)
        if resp.status_code == 303 and "typed=" in resp.headers["Location"]:  # shown again (POST-redirect-GET)
            resp = self.client.get(resp.headers["Location"])
        if resp.status_code == 200 and f'name="confirmed" value="{qid}"' in resp.get_data(as_text=True):
            # asked back once ("No" to in-state tuition from a Maryland home): the student is sure
            resp = self.submit(qid, form_fields(q, self.answers), {**(extra or {}), "confirmed": qid})
        elif resp.status_code == 200 and read_back(resp.get_data(as_text=True)):
            # an amount read back ("We read “45k” as $45,000."): Continue with the number filled in
            self.resp = resp
            resp = self.submit(qid, {**form_fields(q, self.answers), **read_back(self.html)}, extra)
        assert resp.status_code == 303, f"{qid}: {resp.status_code} (answer not accepted)"
        self.asked.append(qid)
        return self.open(resp.headers["Location"])

    def finish(self, limit: int = 60):
        """Answer every page until the result page; return its response."""
        for _ in range(limit):
            path = self.resp.request.path
            if path == "/result":
                return self.resp
            if path == "/check":
                self.open(link_href(self.html, "see-result"))
                continue
            qid = page_question(self.html)
            assert qid, f"dead end at {path}"
            assert qid not in self.asked, f"{qid} asked twice: {self.asked}"
            back = link_href(self.html, "back-link")
            prev = back.split("?")[0].rsplit("/", 1)[-1]
            if self.asked and prev != self.asked[-1] and prev not in self.derived:
                # A page answered for the student (the home college): its one-tap change when
                # the scenario wants another answer, else it stays.
                assert load_flow().question(prev).default, (qid, back, self.asked)
                given = url_state(back, self.client.application).answers.get(prev)
                if str(given) != str(self.answers.get(prev)):
                    self.open(back)
                    continue
                self.derived.append(prev)
            else:
                assert back.startswith(f"/question/{self.asked[-1]}?" if self.asked else "/?"), (qid, back)
            self.answer()
        raise AssertionError(f"no result after {limit} pages: {self.asked}")


def read_back(html: str) -> dict:
    """Return ``{input name: value filled in}`` for the inputs a page shows read back with a note
    ("We read “45k” as $45,000. Check it, then continue."); empty when none is."""
    out = {}
    for name in re.findall(r'<p id="([^"]+)-note" class="inset">', html):
        tag = re.search(r'<input[^>]*\bname="%s"[^>]*>' % re.escape(name), html).group(0)
        out[name] = html_lib.unescape(re.search(r'\bvalue="([^"]*)"', tag).group(1))
    return out


def clean_answers(asked, answers: dict) -> dict:
    """Return the engine's answers for the pages asked, parsed as the flow parses them."""
    flow, out = load_flow(), {}
    for qid in asked:
        q = flow.question(qid)
        updates, errors = flow.parse(q, form_fields(q, answers))
        assert not errors, (qid, errors)
        out.update({k: v for k, v in updates.items() if v is not None})
    return out


def engine_walk(answers: dict, today):
    """Return (pages asked, final answers) for ``answers`` through the engine alone (no HTTP)."""
    flow, state, asked = load_flow(), State(), []
    for _ in range(60):
        if flow.decided_ineligible(run(state.answers, today)):
            break
        q = flow.next_question(state, today)
        if q is None:
            break
        updates, _errors = flow.parse(q, form_fields(q, answers))
        state = flow.apply(state, q, updates, today)
        asked.append(q.id)
        for p in flow.questions:  # a page answered for the student, changed when the scenario says so
            if p.default and p.id in state.answers and p.id not in asked and str(state.answers[p.id]) != str(answers.get(p.id)):
                updates, _errors = flow.parse(p, form_fields(p, answers))
                state = flow.apply(state, p, updates, today)
                asked.append(p.id)
    return asked, state.answers


ELIGIBLE = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2026-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "hs_gpa": 3.2, "household": "two_parent", "agi": 90000,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none", "household_size": 4,
}
DONE = frozenset({"tuition", "birth_year"})  # the optional pages (tuition, other aid) were shown and left blank


def token(app, answers=None, seen=frozenset(), lang="en"):
    """Return a fresh answers token for ``answers``."""
    return dumps(State(dict(answers or {}), frozenset(seen), lang), app.config["SECRET_KEY"])


def state_of(app, html: str):
    """Return the answers state in a page's form."""
    return loads(page_token(html), app.config["SECRET_KEY"], None)


def shown_again(client, url: str, data: dict):
    """POST a page that doesn't parse (or is asked back): assert the 303 to the page shown again
    with what was typed (POST-redirect-GET, issue #10); return the GET's response."""
    resp = client.post(url, data=data)
    assert resp.status_code == 303 and "typed=" in resp.headers["Location"], (resp.status_code, resp.headers.get("Location"))
    assert resp.headers["Location"].startswith(url.split("?")[0] + "?")
    return client.get(resp.headers["Location"])


def text(resp) -> str:
    """Return a response body as text."""
    return resp.get_data(as_text=True)


# --- Free-text answers graded as the chat bench grades them (bench/chat.py's parse_item) -------
# Rows are labelled as tests/chat/README.md labels the evaluation sets; the wording of the unit
# tables that use these is their own, not the sets'.

BENCH = Path(__file__).resolve().parent.parent / "bench" / "chat.py"
ASK = {"ask_back": True}
SAYS_DONT_KNOW = {"dont_know": True}  # (not DONT_KNOW above: the web form's "I don't know" key)


def load_bench():
    """Return bench/chat.py as a module (``chat_bench``)."""
    spec = importlib.util.spec_from_file_location("chat_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules["chat_bench"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def graded(bench, expecting, text, lang, expect, month_assumed=False):
    """Assert that ``text``, typed when the chat asks ``expecting``, is read as ``expect`` says
    and rules no one out unconfirmed."""
    item = {"lang": lang, "expecting": expecting, "text": text, "expect": expect,
            "note": "month assumed" if month_assumed else ""}
    good, wrong_verdict, detail = bench.parse_item(item)
    assert not wrong_verdict, detail
    assert good, detail


def answer(**values):
    """Label: these values, read plainly."""
    return {"answers": values}


def confirm(**values):
    """Label: these values, read back before they are kept."""
    return {"answers": values, "needs_confirm": True}


def talk(lang: str, *messages, day=dt.date(2026, 12, 1)):
    """Start a chat, send ``messages`` on ``day``; return the last turn."""
    from screener.chat.engine import respond
    turn = respond(None, "", lang, day)
    for m in messages:
        turn = respond(turn.conversation, m, lang, day)
    return turn


def then(turn, message: str, lang: str, day=dt.date(2026, 12, 1)):
    """Send ``message`` after chat turn ``turn`` on ``day``; return the next turn."""
    from screener.chat.engine import respond
    return respond(turn.conversation, message, lang, day)


def to_result(turn, lang: str, fill, limit: int = 25):
    """Answer each question a chat asks until the result and return that turn: a read-back gets "yes" ("sí"),
    else ``fill``'s answer to the question expected (a dict field -> message, or a callable (turn, field) ->
    message or None), else the first quick reply, else "yes"."""
    yes = {"en": "yes", "es": "sí"}[lang]
    for _ in range(limit):
        if (turn.assessment or {}).get("status"):
            return turn
        q = turn.conversation.expecting
        given = fill(turn, q) if callable(fill) else fill.get(q)
        said = yes if proposed(turn) else given or (turn.quick_replies[0] if turn.quick_replies else yes)
        turn = then(turn, said, lang)
    return turn


def waiting(answers: dict, expecting: str | None, message: str, lang: str, day=dt.date(2026, 12, 1)):
    """Send ``message`` to a chat holding ``answers`` and waiting on ``expecting`` (None: after
    the result); return the turn."""
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    return respond(Conversation(ChatState(dict(answers), lang=lang), expecting=expecting), message, lang, day)


def proposed(turn) -> dict:
    """Return the values a chat turn read back, awaiting a "yes" (field -> value)."""
    return {k: v for updates in turn.conversation.pending.values() if isinstance(updates, dict) for k, v in updates.items()}


def agi_said(turn) -> float | None:
    """Return the income a chat turn read back (awaiting a "yes") or else kept; None when neither."""
    value = proposed(turn).get("agi", turn.answers.get("agi"))
    return None if value is None else float(value)


_OPENED = {}


def opened(lang: str, *messages):
    """Return :func:`talk` of ``messages``, played once per test process: tables that start many
    rows from the same chat share it (a turn is not changed by :func:`then`)."""
    key = (lang, messages)
    if key not in _OPENED:
        _OPENED[key] = talk(lang, *messages)
    return _OPENED[key]


def pending_values(turn) -> dict:
    """Return the values a chat turn read back and set (field -> value), the blank ones left out."""
    return {k: v for k, v in proposed(turn).items() if v is not None}


# A first-time senior's chat answers up to the household (one parent, or none yet) and the income,
# shared by the chat tables; each adds the GPA it needs.
CHAT_SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
               "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
               "credits_per_semester": 12}


def chat_so_far(hs_gpa: float, household: str | None = "single_parent") -> dict:
    """Return :data:`CHAT_SO_FAR` with this GPA and household (None: the household not answered)."""
    return {**CHAT_SO_FAR, "hs_gpa": hs_gpa, **({"household": household} if household else {})}


def chat_done(so_far: dict) -> dict:
    """Return ``so_far`` with every question answered ($60,000, a FAFSA): the result is shown."""
    return {**so_far, "agi": 60000, "aid_application": "fafsa", "full_cost_scholarship": False}


# --- the income question, reached with a typical senior's answers (the income tables share it) ---

INCOME_DAY = dt.date(2026, 12, 1)
BEFORE_INCOME = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
                 "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
                 "hs_gpa": 3.0, "household_size": 4}


def at_income(household: str, lang: str):
    """A chat asking the income, the household ``household`` kept."""
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    return Conversation(ChatState({**BEFORE_INCOME, "household": household}, frozenset(), lang), "agi")


def at_income_said(household: str, lang: str, *said):
    """The turn after each of ``said`` is told, from the income question (:func:`at_income`)."""
    from screener.chat.engine import respond
    turn, conv = None, at_income(household, lang)
    for text in said:
        turn = respond(conv, text, lang, INCOME_DAY)
        conv = turn.conversation
    return turn


def income_read_back(turn) -> float | None:
    """The income a chat turn read back, awaiting a "yes"."""
    value = turn.conversation.pending.get("agi", {}).get("agi")
    return float(value) if value is not None else None


# (a parent said to earn nothing, in answer to the other parent's pay asked)
NO_OTHER_PAY = {"en": "nothing, they don't work", "es": "nada, no trabaja"}


def other_parent_asked(turn) -> bool:
    """True when ``turn`` holds one parent's pay and asks the other parent's (§18-3601): nothing
    kept nor read back, the pay held in the "part" follow-up."""
    conv = turn.conversation
    return conv.follow_up.get("k") == "part" and "agi" not in turn.answers and "agi" not in conv.pending


def income_told(conv, first: str, lang: str, day=INCOME_DAY):
    """The turn after ``first`` is told at the income question of ``conv`` and its read-back, if
    any, confirmed: the income kept, or one parent's pay held and the other's asked."""
    from screener.chat.engine import respond
    turn = respond(conv, first, lang, day)
    if "agi" in turn.conversation.pending:
        turn = respond(turn.conversation, {"en": "yes", "es": "sí"}[lang], lang, day)
    assert "agi" in turn.answers and not turn.conversation.pending or other_parent_asked(turn), turn.reply
    return turn


def income_kept(conv, first: str, lang: str, day=INCOME_DAY):
    """The turn once ``first`` is kept as the household's income: when one parent's pay is held
    and the other's asked, the other is said to earn nothing (:data:`NO_OTHER_PAY`) and the
    read-back confirmed."""
    turn = income_told(conv, first, lang, day)
    if other_parent_asked(turn):
        turn = income_told(turn.conversation, NO_OTHER_PAY[lang], lang, day)
    assert "agi" in turn.answers and not turn.conversation.pending, turn.reply
    return turn


def at_result_income(bench, household: str, lang: str):
    """A chat asking the income last, a typical student's other answers kept (the bench's), the
    household ``household``."""
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    answers, seen = bench._base("agi", stop=None)
    answers = {k: v for k, v in answers.items() if k != "agi"} | {"household": household}
    return Conversation(ChatState(answers, seen, lang), "agi")


def after_result(bench, household: str, first: str, lang: str):
    """The turn showing the result once ``first``, the income, is told last and kept (:func:`income_kept`)."""
    turn = income_kept(at_result_income(bench, household, lang), first, lang)
    assert turn.assessment is not None, turn.reply
    return turn


def told(household: str, first: str, lang: str):
    """The turn after ``first`` is told at the income question, the household ``household`` kept
    (:func:`income_told`: the income kept, or one parent's pay held and the other's asked)."""
    return income_told(at_income(household, lang), first, lang)


# A Bowie High senior's opening said in three messages, with a program and credits (fix39b, fix39k),
# and the plain words for "yes" and a one-parent home, by language
BOWIE_SENIOR_OPENING = {
    "en": ("I'm a senior at Bowie High School in PG county, graduating june 2027 with a 3.4 gpa", "yes",
           "associate's degree, 12 credits"),
    "es": ("estoy en el último año en Bowie High School en el condado de Prince George, me gradúo en junio de 2027 "
           "con un promedio de 3.4", "sí", "un título asociado, 12 créditos"),
}
SAYS_YES = {"en": "yes", "es": "sí"}
# A PG county senior's opening in one message, up to the in-state question (fix44a, fix45c, fix45n,
# fix45u); its "yes" brings the household question (:func:`household_asked`)
PG_SENIOR_OPENING = {
    "en": "senior at Bowie High in PG county, graduating june 2027, 3.4 gpa, associate at PGCC full time, in-state yes",
    "es": "estoy en último año en Bowie High en el condado de PG, me gradúo en junio 2027, promedio 3.4, asociado en PGCC "
          "tiempo completo, matrícula estatal sí",
}


def household_asked(lang: str):
    """Return the chat turn that asks :data:`PG_SENIOR_OPENING`'s household (played once per process)."""
    turn = opened(lang, PG_SENIOR_OPENING[lang], SAYS_YES[lang])
    assert turn.conversation.expecting == "household"
    return turn


def household_of(turn):
    """Return the household a turn read back, else the one kept (None: neither)."""
    return proposed(turn).get("household", turn.answers.get("household"))


JUST_MOM = {"en": "just me and my mom", "es": "solo mi mamá y yo"}


# (fix44k) conversation prefixes the chat tables replay (tests/test_fix43j.py, test_fix43p.py,
# test_fix44c.py, test_fix44k.py), by language: a student's opening up to the household question,
# and a single mother writing for her daughter, kept at the in-state question or shown the result
STUDENT_OPENING = {
    "en": ("I'm a senior at Bowie High, graduating June 2027, GPA 3.4, first time", "20715", "yes", "associate's, 12 credits"),
    "es": ("Estoy en el último año en Bowie High, me gradúo en junio de 2027, promedio 3.4, primera vez", "20715", "sí",
           "asociado, 12 créditos"),
}
SINGLE_MOM_OPENING = {
    "en": "I'm a single mom, my daughter is a senior at Bowie High School in prince georges county, graduating june 2027, gpa 3.0",
    "es": "soy mamá soltera, mi hija está en el último año en Bowie High School en Prince George's, se gradúa en junio de 2027, promedio 3.0",
}
SINGLE_MOM_QUESTION = {
    "en": (SINGLE_MOM_OPENING["en"], "I make 90k", "yes"),
    "es": (SINGLE_MOM_OPENING["es"], "gano 90 mil", "sí"),
}
SINGLE_MOM_RESULT = {
    "en": (SINGLE_MOM_OPENING["en"], "I make 105k", "yes", "yes", "associate, 12 credits, FAFSA", "yes", "no"),
    "es": (SINGLE_MOM_OPENING["es"], "gano 105 mil", "sí", "sí", "título asociado, 12 créditos, FAFSA", "sí", "no"),
}


# --- (fix49p) helpers fix49a, fix49j, fix49o and fix48k, fix49d each wrote out the same -------------

_API_CLIENT = []


def api_client():
    """One test client of an app made with :data:`CONFIG`, shared by the modules that chat through the API."""
    if not _API_CLIENT:
        from screener import create_app
        _API_CLIENT.append(create_app(dict(CONFIG)).test_client())
    return _API_CLIENT[0]


def api_chat(lang: str, start, said, end, stop_at_read_back: bool = False) -> dict:
    """(fix49p: fix49a's, fix49j's and fix49o's ``_chat``, once) A chat through POST /api/v1/chat: the
    ``start`` messages, then ``said``; then each of ``end`` until an assessment comes (none of ``end`` when
    ``stop_at_read_back``). Returns the last API body."""
    c = api_client()
    b = c.post("/api/v1/chat", json={"message": "", "state": None, "lang": lang}).get_json()
    for m in list(start) + list(said):
        b = c.post("/api/v1/chat", json={"message": m, "state": b["state"], "lang": lang}).get_json()
    if stop_at_read_back:
        return b
    for m in end:
        if b.get("assessment"):
            break
        b = c.post("/api/v1/chat", json={"message": m, "state": b["state"], "lang": lang}).get_json()
    return b


def rules_messages_to_you() -> list:
    """(fix49p: fix48k's and fix49d's, once) Every N_("…") of screener/rules.py that says "you"/"your" (of the student)."""
    return messages_to_you("screener/rules.py")


def messages_to_you(path: str) -> list:
    """(fix50f: :func:`rules_messages_to_you` of any module) Every N_("…") of the module at ``path``
    (screener/other_aid.py, screener/voice.py…) that says "you"/"your"."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "N_" and node.args \
                and isinstance(node.args[0], ast.Constant) and re.search(r"\b[Yy]ou(r|rs|'re)?\b", node.args[0].value):
            if node.args[0].value not in out:
                out.append(node.args[0].value)
    return out


# the rules' one message whose "you" is the writer's own (their best guess of the income): said to a parent as it is
WRITER_YOU = {"Between %(low)s and %(high)s is under the income limit for %(who)s, %(limit)s, at either end. Still, give me one number, your best guess, for the year."}


# --- (fix50f) what a parent or grandparent sees beside a question, and on the result page's other aid ---

# the student's "you"/"I" in English (the writer's own "you" — "Do you know…", "help you find" — is
# told apart by the forms: a text that says this has a parent and a third-person form)
STUDENT_YOU = re.compile(r"\b(you|your|yours|you're|yourself|I|I'm|my|me)\b")
# the choices whose "I" is the writer's own (their doubt), said to a parent as it is
WRITER_I = {"I'm not sure"}


def chat_texts_to_you() -> list:
    """(fix50f) Every text the chat shows with a question that says "you"/"I" of the student: each
    question of flows/questions.yaml, its hint, its choices' labels (the quick replies) and its extras'
    labels and their choices'; and the chat's own lines a parent has a form for (engine.PARENT_FORMS:
    "Tap or type the one that fits you", the ZIP code's and county's prompts)."""
    from screener.chat import engine
    from screener.flow import load_flow
    out = []
    for q in load_flow().questions:
        texts = [q.question, q.hint, *(c.label for c in q.choices)]
        for e in q.extra:
            texts += [e.label, *(c.label for c in e.choices)]
        out += [t for t in texts if t and STUDENT_YOU.search(t) and t not in WRITER_I and t not in out]
    rules = set(rules_messages_to_you())
    out += [t for t in engine.PARENT_FORMS if t not in rules and t not in out and STUDENT_YOU.search(t)
            and not t.startswith("You wrote as")]  # (said to a parent only: "You wrote as the student's parent")
    return out

