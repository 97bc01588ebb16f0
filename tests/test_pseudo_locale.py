"""A pseudo-locale shows every string that is not marked for translation.

At test time the code's messages are extracted and compiled into a catalog for Esperanto
(``eo``, a real locale no one ships here), where every msgstr is its msgid wrapped in
``⟦…⟧`` with its ASCII letters turned into fullwidth ones (``%(name)s`` placeholders kept).
Every page kind, the calendar file and the JSON messages are then rendered with
``lang=eo``. What is left after taking out the marked text and a short allow-list of
proper names and data (college and county names, the state office's name and contact
details, money, dates, numbers, URLs, citations, the language names) must contain no
letter at all: a letter there is a string someone forgot to mark, or a value passed into a
message without being translated. The scripts in static/js are scanned too, for English
put on screen from a string literal instead of from the page.
"""
import datetime as dt
import re
import shutil
import string
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from babel.dates import get_month_names
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import screener.i18n
from screener import create_app
from screener.flow import load_flow
from screener.i18n import format_day
from screener.i18n import format_month
from screener.policy import award_year_for
from screener.policy import load_directory
from screener.policy import load_policy
from screener.web.context import language_name
from support import SCENARIOS
from support import Student
from support import form_fields
from support import link_href
from support import page_question
from support import page_status

ROOT = Path(__file__).resolve().parent.parent
TODAY = dt.date(2026, 11, 29)
LANG = "eo"
OPEN, CLOSE = "⟦", "⟧"
FULLWIDTH = str.maketrans({c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters})
PLACEHOLDER = re.compile(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[a-zA-Z%]")


def pseudo(msgid: str) -> str:
    """Return ``msgid`` marked: wrapped in ⟦⟧, letters fullwidth, placeholders untouched."""
    parts, last = [], 0
    for m in PLACEHOLDER.finditer(msgid):
        parts += [msgid[last:m.start()].translate(FULLWIDTH), m.group()]
        last = m.end()
    parts.append(msgid[last:].translate(FULLWIDTH))
    return OPEN + "".join(parts) + CLOSE


def test_pseudo_keeps_placeholders():
    assert pseudo("Likely about %(amount)s a year") == "⟦Ｌｉｋｅｌｙ ａｂｏｕｔ %(amount)s ａ ｙｅａｒ⟧"
    assert pseudo("%(num)d left, 100%%") == "⟦%(num)d ｌｅｆｔ, 100%%⟧"


def build_catalogs(tmp: Path) -> None:
    """Extract the code's messages and write the pseudo catalog and a copy of the Spanish one under ``tmp``."""
    pot = tmp / "messages.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "N_", "-k", "_l",
         "-o", str(pot), "--no-location", "."],
        cwd=ROOT, check=True, capture_output=True)
    with open(pot, "rb") as fh:
        template = read_po(fh)
    catalog = Catalog(locale=LANG, domain="messages")
    for message in template:
        if not message.id:
            continue
        if message.pluralizable:
            singular, plural = message.id[0], message.id[1]
            forms = tuple(pseudo(singular if n == 0 else plural) for n in range(catalog.num_plurals))
            catalog.add(message.id, forms)
        else:
            catalog.add(message.id, pseudo(message.id))
    (tmp / LANG / "LC_MESSAGES").mkdir(parents=True)
    with open(tmp / LANG / "LC_MESSAGES" / "messages.mo", "wb") as fh:
        write_mo(fh, catalog)
    shutil.copytree(ROOT / "translations" / "es", tmp / "es")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """Return the app with ``eo`` as a third language, its catalog the pseudo one."""
    tmp = tmp_path_factory.mktemp("pseudo-translations")
    build_catalogs(tmp)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(screener.i18n, "TRANSLATIONS_DIR", tmp)
        screener.i18n.refresh_languages()
        try:
            yield create_app({"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False,
                              "LANGUAGES": ("en", "es", LANG), "BABEL_TRANSLATION_DIRECTORIES": str(tmp)})
        finally:
            mp.undo()
            screener.i18n.refresh_languages()


@pytest.fixture
def client(app):
    """Return a test client of the pseudo-locale app."""
    return app.test_client()


# --- What may legitimately be shown without a catalog entry ------------------------------------


def allowed_names() -> list:
    """Return proper names and data shown as they are, longest first."""
    directory = load_directory()
    osfa = load_policy(award_year_for(TODAY))["mhec_osfa"]
    names = [c.name for c in directory.colleges.values()]
    names += [j["name"] for j in directory.jurisdictions.values()]
    names += [osfa["name"], osfa["address"], osfa["email"], osfa["phone"], "MHEC"]
    names += get_month_names("wide", locale=screener.i18n.babel_locale(LANG)).values()  # the month select
    return sorted(set(names), key=len, reverse=True)


def date_patterns() -> list:
    """Return regexes for a day and a month as the app formats them in the pseudo-locale."""
    months = [m for width in ("wide", "abbreviated") for m in get_month_names(width, locale=screener.i18n.babel_locale(LANG)).values()]
    month = "(?:" + "|".join(sorted(map(re.escape, months), key=len, reverse=True)) + ")"
    sample = dt.date(2027, 11, 23)
    name = get_month_names("wide", locale=screener.i18n.babel_locale(LANG))[11]
    patterns = []
    for shown in (format_day(sample, LANG), format_month(sample, LANG)):
        pattern = re.escape(shown).replace("23", r"\d{1,2}").replace("2027", r"\d{4}").replace(re.escape(name), month)
        patterns.append(re.compile(pattern, re.IGNORECASE))
    return patterns


URL = re.compile(r"(?:https?://|mailto:|tel:)\S+|\b[\w.-]+@[\w.-]+\.\w+\b|(?<!\S)/[\w./?=&%-]*")
CITATION = re.compile(r"§§?\s?[\d.-]+(?:[–-]\d+)?(?:\([a-z0-9]+\))*\d*")
MONEY = re.compile(r"(?:[A-Z]{0,2}\$|\$)\s?\d[\d.,\s\u00a0\u202f]*|\d[\d.,\s\u00a0\u202f]*\s?(?:[A-Z]{0,2}\$)")
NUMBER = re.compile(r"\d+")


class Allowed:
    """Take the allowed names and data out of a text (and ``codes``, whole words only)."""

    def __init__(self, codes=()):
        self.names = allowed_names()
        self.codes = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, codes)) + r")(?![\w-])") if codes else None
        self.dates = date_patterns()

    def strip(self, text: str) -> str:
        """Return ``text`` with URLs, names, dates, money, citations and numbers taken out."""
        text = URL.sub(" ", text)
        for pattern in self.dates:
            text = pattern.sub(" ", text)
        for name in self.names:
            text = text.replace(name, " ")
        if self.codes:
            text = self.codes.sub(" ", text)
        for pattern in (CITATION, MONEY, NUMBER):
            text = pattern.sub(" ", text)
        return text


def unmarked(text: str, allowed: Allowed) -> bool:
    """Return True when ``text`` shows a string that did not come from the catalog.

    Outside the marks nothing may be a letter; inside them no ASCII letter may be left (the
    catalog's letters are fullwidth, so an ASCII one is an untranslated value).
    """
    rest = allowed.strip(text)
    if re.search(r"[A-Za-z]", rest):
        return True
    while True:
        inner = re.sub(OPEN + "[^" + OPEN + CLOSE + "]*" + CLOSE, " ", rest)
        if inner == rest:
            break
        rest = inner
    return bool(re.search(r"[^\W\d_]", rest))


# --- Reading pages -----------------------------------------------------------------------------


def shown_by_scripts() -> set:
    """Return the data-* attributes static/js reads to put text on screen."""
    names = set()
    for path in (ROOT / "static" / "js").glob("*.js"):
        if path.name != "htmx.min.js":
            names |= set(re.findall(r"""getAttribute\(\s*["'](data-[\w-]+)["']""", path.read_text()))
    return names


class ShownText(HTMLParser):
    """Collect what a page shows or says: text nodes (outside script and style), <title>,
    and the attributes that are read out or shown; each with the language it is in."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    ATTRS = {"placeholder", "aria-label", "alt", "title", "aria-description", "aria-roledescription"}

    def __init__(self, page_lang: str):
        super().__init__(convert_charrefs=True)
        self.stack = [("#root", (page_lang, False), False)]
        self.attrs = self.ATTRS | shown_by_scripts()
        self.found = []

    def _open(self, tag, attrs, void):
        attrs = dict(attrs)
        _tag, lang, skip = self.stack[-1]
        lang = (attrs["lang"], True) if "lang" in attrs else lang
        skip = skip or tag in ("script", "style") or "chat-msg--user" in (attrs.get("class") or "")
        # translate="no": code to copy, or a quotation in the language its lang= names (the /embed kit)
        skip = skip or (attrs.get("translate") == "no" and (tag in ("code", "pre") or "lang" in attrs or tag == "textarea"))
        for name in sorted(self.attrs & attrs.keys()):
            if attrs[name]:
                self.found.append((f"<{tag} {name}>", attrs[name], lang))
        if tag == "input" and attrs.get("type") in ("submit", "button") and attrs.get("value"):
            self.found.append((f"<{tag} value>", attrs["value"], lang))
        if not void:
            self.stack.append((tag, lang, skip))

    def handle_starttag(self, tag, attrs):
        self._open(tag, attrs, tag in self.VOID)

    def handle_startendtag(self, tag, attrs):
        self._open(tag, attrs, True)

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        tag, lang, skip = self.stack[-1]
        if not skip and data.strip():
            self.found.append((f"<{tag}>", " ".join(data.split()), lang))


def problems_in_html(html: str, where: str, allowed: Allowed) -> list:
    """Return the unmarked strings a page shows, as ``(where, element, text)``."""
    parser = ShownText(LANG)
    parser.feed(html)
    out = []
    for element, text, (lang, explicit) in parser.found:
        if explicit and text == language_name(lang):
            continue  # a language's own name, marked with its lang= (the language switch)
        if lang != LANG:
            out.append((where, f"{element} lang={lang}", text))
        elif unmarked(text, allowed):
            out.append((where, element, text))
    return out


def report(problems: list) -> str:
    """Return the problems as lines a developer can act on (each text once)."""
    seen, lines = set(), []
    for where, element, text in problems:
        if text not in seen:
            seen.add(text)
            lines.append(f"  {where}: {element} {text!r}")
    return f"{len(lines)} unmarked string(s) (wrap them in _() / N_()):\n" + "\n".join(lines)


# --- The pages ---------------------------------------------------------------------------------


class Recorder(Student):
    """A student who keeps every page they see, and, before answering a question, sends
    nonsense once to keep its error page too."""

    def __init__(self, client, answers, name):
        super().__init__(client, answers, LANG)
        self.name, self.pages = name, []

    def open(self, url):
        resp = super().open(url)
        self.pages.append((f"{self.name}: {resp.request.path}", self.html))
        return resp

    def answer(self, extra=None):
        qid = page_question(self.html)
        q = load_flow().question(qid)
        nonsense = {k: "zzz qqq" for k in form_fields(q, self.answers)}
        resp = self.submit(qid, nonsense)
        if resp.status_code == 200:  # an optional page takes anything blank; nonsense is an error
            self.pages.append((f"{self.name}: /question/{qid} with errors", resp.get_data(as_text=True)))
        return super().answer(extra)


def covering_scenarios() -> list:
    """Return scenario names that together ask every question and reach every kind of result."""
    from support import engine_walk

    chosen = ["eligible", "zip ambiguous, county asked", "One-App, Dream Act", "in-state tuition unsure",
              "no diploma", "tuition covered by grants", "noncredit certificate", "renewal",
              "Delmar, lives in Maryland", "other county's college, program not at home",
              "already enrolled, GPA 2.49", "income 45k typed"]
    asked = set()
    for name in chosen:
        asked |= set(engine_walk(SCENARIOS[name], TODAY)[0])
    for name, answers in SCENARIOS.items():
        pages = set(engine_walk(answers, TODAY)[0])
        if pages - asked:
            chosen.append(name)
            asked |= pages
    assert asked == {q.id for q in load_flow().questions}
    return chosen


@pytest.fixture(scope="module")
def pages(app) -> list:
    """Return ``(where, html)`` for every page kind, rendered in the pseudo-locale."""
    client = app.test_client()
    out = []
    statuses = set()
    for name in covering_scenarios():
        student = Recorder(client, SCENARIOS[name], name)
        student.start()
        student.finish()
        statuses.add(page_status(student.html))
        out += student.pages
        if name == "One-App, Dream Act":
            out.append(("One-App result", student.html))
        if name == "eligible":  # the "save or share my result" page
            share = re.search(r'href="([^"]+)" id="reopen-link"', student.html).group(1)
            out.append(("share page", client.get(share.replace("&amp;", "&")).get_data(as_text=True)))
    assert statuses == {"likely_eligible", "likely_ineligible", "needs_more_info"}
    for url, status in [("/check?t=gAAAAABtampered", 400), ("/no-such-page", 404), ("/chat", 200), ("/embed", 200),
                        ("/?preset=wor-wic&embed=1", 200), ("/chat?preset=wor-wic", 200),
                        ("/question/zip?t=x", 400)]:
        resp = client.get(f"{url}{'&' if '?' in url else '?'}lang={LANG}")
        assert resp.status_code == status, url
        out.append((url, resp.get_data(as_text=True)))
    resp = client.post("/question/applicant_type", data={"lang": LANG, "t": "bad"})
    out.append(("POST with a bad token", resp.get_data(as_text=True)))
    resp = client.put(f"/check?lang={LANG}")
    assert resp.status_code == 405
    out.append(("405", resp.get_data(as_text=True)))
    # The chat page after a few turns (form posts, as without JavaScript).
    html = client.get(f"/chat?lang={LANG}").get_data(as_text=True)
    for message in ("first time", "21044", "what's the income limit?", "zzz"):
        state = re.search(r'name="state" value="([^"]*)"', html).group(1)
        html = client.post("/chat", follow_redirects=True, data={"state": state, "lang": LANG, "message": message}).get_data(as_text=True)
        out.append((f"/chat after {message!r}", html))
    return out


def test_the_pseudo_locale_is_in_use(pages):
    start = next(html for where, html in pages if where.endswith(": /"))
    assert '<html lang="eo">' in start and OPEN in start


def test_every_page_shows_only_marked_text(pages):
    allowed = Allowed()
    problems = [p for where, html in pages for p in problems_in_html(html, where, allowed)]
    assert not problems, report(problems)


def test_the_calendar_file_is_translated(client, pages):
    result = next(html for where, html in pages if where == "One-App result")
    # The One-App's opening date is past, so the page offers no calendar link (issue #10); the
    # file is still served at its address, the result's token and language carried.
    href = link_href(result, "check-answers-link").replace("/check?", "/result/deadline-1.ics?", 1)
    body = client.get(href).get_data(as_text=True)
    unfolded = body.replace("\r\n ", "")
    allowed = Allowed()
    texts = [line.split(":", 1)[1] for line in unfolded.split("\r\n") if line.startswith(("SUMMARY:", "DESCRIPTION:"))]
    assert len(texts) == 2
    problems = [("ics", "", t.replace("\\,", ",").replace("\\;", ";").replace("\\n", "\n"))
                for t in texts if unmarked(t.replace("\\,", ",").replace("\\;", ";").replace("\\n", "\n"), allowed)]
    assert not problems, report(problems)


# --- JSON --------------------------------------------------------------------------------------

MESSAGE_KEYS = {"message", "what", "notes", "next_steps", "reply", "quick_replies"}


def json_messages(node, key=None):
    """Yield ``(key, text)`` for every message string in an API response."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from json_messages(v, k)
    elif isinstance(node, list):
        for item in node:
            yield from json_messages(item, key)
    elif isinstance(node, str) and key in MESSAGE_KEYS:
        yield key, node


ELIGIBLE = {"county": "howard", "in_state_tuition": "yes", "high_school": "maryland", "hs_completion_date": "2027-06",
            "college": "howard", "program": "associate", "credits_per_semester": 12, "hs_gpa": 3.1,
            "household": "single_parent", "agi": 45000, "household_size": 3, "aid_application": "one_app",
            "dream_act": True, "full_cost_scholarship": False, "prior_degree": "none"}
BODIES = {
    "likely eligible": ELIGIBLE,
    "ineligible": {**ELIGIBLE, "agi": 100001, "prior_degree": "bachelor", "hs_gpa": 2.0},
    "needs more info": {"county": "howard", "in_state_tuition": "unsure"},
    "renewal": {**ELIGIBLE, "applicant_type": "renewal", "cc_gpa": 2.4, "extenuating_circumstances": False,
                "credits_completed_last_semester": 5, "satisfactory_progress": True, "first_enrolled": "2023-08",
                "enrollment_status": "full_time"},
    "invalid": {"agi": "lots", "county": "atlantis", "hs_gpa": 9, "credits_per_semester": -1},
    "not an object": [1, 2],
}


def test_the_assessment_api_messages_are_translated(client):
    # An invalid county is answered with the contract's county codes, which are not words.
    allowed = Allowed(codes=[*load_directory().jurisdictions, "outside-md"])
    problems, seen = [], 0
    for name, body in BODIES.items():
        resp = client.post(f"/api/v1/assess?lang={LANG}", json=body)
        data = resp.get_json()
        for key, text in json_messages(data):
            seen += 1
            if unmarked(text, allowed):
                problems.append((f"assess {name}", key, text))
    assert seen > 20
    assert not problems, report(problems)


def test_the_chat_api_replies_are_translated(client):
    """The chat accepts any configured language, so ``eo`` too."""
    allowed = Allowed()
    problems, state = [], None
    turns = ["", "first time", "21044", "yes", "what's the income limit?", "zzz", "start over", "x" * 2001]
    for message in turns:
        resp = client.post("/api/v1/chat", json={"message": message, "state": state, "lang": LANG})
        data = resp.get_json()
        if not message:
            assert resp.status_code == 200 and data["reply"].startswith(OPEN)
        state = data.get("state", state)
        for key, text in json_messages(data):
            if unmarked(text, allowed):
                problems.append((f"chat {message[:20]!r}", key, text))
    resp = client.post("/api/v1/chat", json={"message": "hi", "state": 5, "lang": "xx"},
                       headers={"Accept-Language": LANG})
    assert resp.status_code == 400
    codes = Allowed(codes=("en", "es", LANG))  # "choose one of: en, es, eo" lists language codes
    for key, text in json_messages(resp.get_json()):
        if unmarked(text, codes):
            problems.append(("chat bad body", key, text))
    assert not problems, report(problems)


# --- Scripts -----------------------------------------------------------------------------------

SINK = re.compile(r"""\.(?:textContent|innerText|innerHTML|outerHTML|title|placeholder|ariaLabel|value)\s*\+?=|"""
                  r"""\b(?:alert|confirm|prompt|append|Error)\s*\(|setAttribute\(\s*["'](?:aria-[\w-]+|title|placeholder|alt)["']""")
LITERAL = re.compile(r"""(["'])((?:\\.|(?!\1).)*)\1""")
NOT_SHOWN = re.compile(r"""(?:getAttribute|querySelector(?:All)?|getElementById|closest|matches|addEventListener|"""
                       r"""createElement|setAttribute|removeAttribute|searchParams\.(?:get|set))\(\s*$|===?\s*$|!==?\s*$""")


def shown_literals(source: str) -> list:
    """Return string literals a script puts on screen that read like words (not names or selectors)."""
    source = re.sub(r"/\*.*?\*/", " ", source, flags=re.S)
    source = re.sub(r"(?m)^\s*//.*$", " ", source)
    out = []
    for statement in re.split(r"[;{}]", source):
        if not SINK.search(statement):
            continue
        for m in LITERAL.finditer(statement):
            text = m.group(2)
            if NOT_SHOWN.search(statement[:m.start()]) or not re.search(r"[A-Za-z]", text):
                continue
            words = re.search(r"[A-Za-z]\s+[A-Za-z]", text) or text[:1].isupper() or re.search(r"[.!?…:]\s*$", text)
            if words and not re.fullmatch(r"[\w.-]+(?: [\w.-]+)*--?", text):  # class names like "chat-msg chat-msg--"
                out.append(text)
    return out


def test_the_script_scanner_finds_english():
    sample = """el.textContent = "Loading, please wait"; alert('Something went wrong.');
    who.textContent = (role === "user" ? form.getAttribute("data-you") : "") + " ";
    item.className = "chat-msg chat-msg--" + role; append("error", form.getAttribute("data-error"));
    button.setAttribute('aria-label', 'Close'); x.value = "";"""
    assert shown_literals(sample) == ["Loading, please wait", "Something went wrong.", "Close"]


@pytest.mark.parametrize("path", sorted(p.name for p in (ROOT / "static" / "js").glob("*.js") if p.name != "htmx.min.js"))
def test_scripts_take_their_words_from_the_page(path):
    found = shown_literals((ROOT / "static" / "js" / path).read_text())
    assert not found, f"{path} shows hard-coded text; put it in a data-* attribute from _(): {found}"
