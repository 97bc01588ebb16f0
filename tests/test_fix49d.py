"""fix49d: one voice to a parent (and to a grandparent or guardian) beyond the chat's own lines, in both languages.

fix48d/k made the chat say the rules' messages to a parent of "your child" ("tu hijo o hija"), but:

1. engine.PARENT_FORMS was keyed by the English text of 53 rules messages (rules.py named no constant
   for them): a rule reworded in rules.py left its parent form behind, silently unused.
2. The chat's result links to the web's result page (the chat's result link, a token): that page,
   the API's check messages for the chat's result and the greeting after "start over" still said
   "you" to the parent ("You're likely not eligible", "Your high school GPA of 2.0…", "Tienes
   derecho…"). Cause: the token carried the answers, not who wrote them; wire.assessment_json and the
   page knew one voice; "start over" forgot who writes.
3. A grandparent or guardian heard the result's own lines of "the student" (fix48k) and the rules'
   lines under them of "you": the rules' messages had no third-person form.

Fix: every rules message that says "you" is named in rules.py and keyed by its name; the rules'
messages in the other voices live in ONE place, screener/voice.py (the chat's PARENT_FORMS and
THIRD_PERSON take them; wire.assessment_json says them in a ``voice``); the chat's result link
carries who writes as an internal answer (answers.WRITER: never a contract field, validate drops it
from an API body, the token keeps it as fix48e's APART_PARENT_AGI), and the web's result page says
its checks, headline, lead, tags and award heading in that voice (chosen in voice.py, the template
only renders); "start over" keeps who writes (the greeting has both forms).

Guards (marked): a student writing, the web form's own result page, and an API body naming the
internal answer still say "you".
"""
import ast
import datetime as dt
import html as html_lib
import re

import pytest

from support import CHAT_SO_FAR
from support import NEW
from support import talk
from support import then
from test_fix48k import RULES_TO_YOU  # every rules message said to "you" (one reader, fix48k)

DAY = dt.date(2026, 12, 1)
DONE = {**CHAT_SO_FAR, "hs_gpa": 3.2, "household": "two_parent", "agi": 60000, "aid_application": "fafsa"}
RENEWAL = {"applicant_type": "renewal", "enrolled_at_md_community_college": True, "cc_gpa": 3.0, "extenuating_circumstances": False,
           "credits_completed_last_semester": 3, "satisfactory_progress": False, "first_enrolled": "2024-08"}
DREAM = {"dream_act": True, "in_state_tuition": "no", "aid_application": "one_app"}
N = {"en": "no", "es": "no"}

# the phrases said to the student that a parent, grandparent or guardian must not read of the student
TO_STUDENT = {
    "en": (r"\bYour high school GPA\b", r"\bYou are eligible\b", r"\bYou qualify\b", r"\bYou completed\b",
           r"\bYou're likely\b", r"\bYour estimated award\b", r"\bDoesn't apply to you\b", r"\bYou graduated\b"),
    "es": (r"\bTienes derecho\b", r"\bCompletaste\b", r"\bProbablemente cumples\b", r"\bProbablemente no cumples\b",
           r"\bCumples esta regla\b", r"\bNo cumples esta regla\b", r"\bCálculo de tu beca\b", r"\bTe graduaste\b"),
}


def _to_student(text: str, lang: str) -> list:
    return [p for p in TO_STUDENT[lang] if re.search(p, text)]


def _text(page) -> str:
    """The page's words, tags taken out."""
    body = page.get_data(as_text=True)
    return html_lib.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)))


def _result_url(app):
    from screener.token import dumps
    from screener.token import keys

    def url(state) -> str:
        return "/result?t=" + dumps(state, keys(app.config)) + "&lang=" + state.lang
    return url


def _chat_result(app, writer: str, lang: str, changes: dict):
    """The chat's result at its last question (other aid covering the full cost: "no"), written by
    ``writer`` ("parent", "kin": a grandparent, "student"), with its full-result link."""
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    who = {"parent": {"for_child": True, "for_student": True}, "kin": {"for_student": True, "writer": "kin"}, "student": {}}[writer]
    conv = Conversation(ChatState(dict({**DONE, **changes}), lang=lang), expecting="full_cost_scholarship", **who)
    return respond(conv, N[lang], lang, DAY, None, _result_url(app))


def _link(reply: str) -> str:
    m = re.search(r"(/result\?\S+)", reply)
    assert m is not None, reply
    return m.group(1).rstrip(".)")


# --- 1. the rules' messages that say "you" are named, and every other voice is keyed by the name ---



def _named_in_rules() -> set:
    from screener import rules
    named = {v for v in vars(rules).values() if isinstance(v, str)}
    return named | set(rules.NOT_COMBINED.values())


def test_guard_the_rules_say_you_in_many_messages():  # guard: the table below is not empty
    assert len(RULES_TO_YOU) > 80


@pytest.mark.parametrize("msgid", RULES_TO_YOU, ids=lambda m: m[:40])
def test_every_rules_message_to_you_is_named(msgid):  # (49 of 90 failed before: said inline, keyed by text)
    assert msgid in _named_in_rules(), msgid


FORM_TABLES = [("screener/chat/engine.py", "PARENT_FORMS"), ("screener/chat/engine.py", "THIRD_PERSON"),
               # (fix51i) voice.py's two voices now live in one table each, keyed once
               ("screener/voice.py", "RULES_VOICES"), ("screener/voice.py", "PAGE_VOICES")]


@pytest.mark.parametrize("path,name", FORM_TABLES)
def test_no_form_is_keyed_by_english_text(path, name):  # (engine's PARENT_FORMS failed before: 53 keys by text; voice.py didn't exist)
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    table = next(n.value for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == name)
    by_text = [k.value for k in table.keys if isinstance(k, ast.Constant)]
    assert by_text == [], by_text


def test_a_rule_message_keeps_its_forms_by_name():
    # (failed before: no voice.py) the name is the key: the chat and the web page read one table by it
    from screener import rules
    from screener import voice
    from screener.chat import engine
    assert engine._person(rules.IN_STATE_DREAM_ACT, engine.PARENT) == voice.RULES_PARENT[rules.IN_STATE_DREAM_ACT]
    assert engine._person(rules.IN_STATE_DREAM_ACT, True) == voice.RULES_THIRD[rules.IN_STATE_DREAM_ACT]


# --- 2. the chat's result link: the web's result page, and the API's checks, in the chat's voice ---

# (language, the answers changed, the check, what its message says to a parent)
API_CHECKS = [
    ("en", {}, "in_state_tuition", "Your child is eligible for in-state tuition."),  # (failed before: "You are eligible")
    ("es", {}, "in_state_tuition", "Tu hijo o hija tiene derecho a la matrícula estatal"),  # (failed before: "Tienes derecho")
    ("en", {"hs_gpa": 2.0}, "gpa", "Your child's high school GPA of 2.0"),  # (failed before)
    ("es", {"hs_gpa": 2.0}, "gpa", "de tu hijo o hija en la escuela secundaria"),  # (failed before)
]


@pytest.mark.parametrize("lang,changes,check,said", API_CHECKS)
def test_the_chats_checks_speak_to_the_parent(app, lang, changes, check, said):
    turn = _chat_result(app, "parent", lang, changes)
    assert turn.assessment is not None, turn.reply
    message = next(c["message"] for c in turn.assessment["checks"] if c["id"] == check)
    assert said in message, message
    assert all(_to_student(c["message"], lang) == [] for c in turn.assessment["checks"]), turn.assessment["checks"]


# (writer, language, the answers changed, the status, what the page says: its headline, a check, a tag or the award's heading)
PAGES = [
    ("parent", "en", {"hs_gpa": 2.0}, "likely_ineligible",  # (failed before: "You're likely not eligible", "Your high school GPA")
     ("Your child is likely not eligible for a Promise Scholarship", "Your child's high school GPA of 2.0",
      "Your child doesn't meet this rule", "Based on your answers, your child doesn't meet at least one rule.")),
    ("parent", "es", {"hs_gpa": 2.0}, "likely_ineligible",  # (failed before)
     ("Probablemente tu hijo o hija no cumple los requisitos para la Beca Promise", "de tu hijo o hija en la escuela secundaria",
      "Tu hijo o hija no cumple esta regla", "Según tus respuestas, tu hijo o hija no cumple por lo menos una regla.")),
    ("parent", "en", {}, "likely_eligible",  # (failed before)
     ("Your child is likely eligible for a Promise Scholarship", "Your child is eligible for in-state tuition.",
      "Your child's estimated award", "Your child meets this rule")),
    ("parent", "es", {}, "likely_eligible",  # (failed before)
     ("Probablemente tu hijo o hija cumple los requisitos para la Beca Promise", "Tu hijo o hija tiene derecho a la matrícula estatal",
      "Cálculo de la beca de tu hijo o hija", "Tu hijo o hija cumple esta regla")),
    ("kin", "en", DREAM, "likely_eligible",  # (failed before)
     ("The student is likely eligible for a Promise Scholarship", "The student qualifies for in-state tuition under the Maryland Dream Act",
      "The student's estimated award", "the student likely meets every rule")),
    ("kin", "es", DREAM, "likely_eligible",  # (failed before)
     ("Probablemente el o la estudiante cumple los requisitos para la Beca Promise", "El o la estudiante tiene derecho a la matrícula estatal",
      "Cálculo de la beca del o de la estudiante", "El o la estudiante cumple esta regla")),
    # guards: a student writing in the chat still reads "you" on the page its link opens
    ("student", "en", {}, "likely_eligible",  # guard
     ("You're likely eligible for a Promise Scholarship", "You are eligible for in-state tuition.", "Your estimated award", "Meets this rule")),
    ("student", "es", {}, "likely_eligible",  # guard
     ("Probablemente cumples los requisitos para la Beca Promise", "Tienes derecho a la matrícula estatal", "Cálculo de tu beca",
      "Cumples esta regla")),
]


@pytest.mark.parametrize("writer,lang,changes,status,said", PAGES)
def test_the_result_page_from_the_chats_link_speaks_in_its_voice(app, client, writer, lang, changes, status, said):
    turn = _chat_result(app, writer, lang, changes)
    assert turn.assessment is not None and turn.assessment["status"] == status, (turn.reply, turn.answers)
    page = client.get(_link(turn.reply))
    assert page.status_code == 200
    text = _text(page)
    assert f'data-status="{status}"' in page.get_data(as_text=True)  # the verdict is the chat's
    for phrase in said:
        assert phrase in text, (phrase, text[:3000])
    if writer != "student":
        assert _to_student(text, lang) == [], _to_student(text, lang)


MOM = {
    "en": ("I'm her mom, she is a senior at Northwood High, she wants to go to Montgomery College", "20902", "yes",
           "associate's degree", "15", "3.5", "she lives with me and her dad", "90000", "yes", "fafsa", "no"),
    "es": ("soy la mamá de Sofía, está en el último año en Northwood High, quiere ir a Montgomery College", "20902", "sí",
           "un título de asociado", "15", "3.5", "vive conmigo y con su papá", "90000", "sí", "la fafsa", "no"),
}
MOM_PAGE = {"en": ("Your child is likely eligible for a Promise Scholarship", "Your child's high school GPA of 3.5 meets"),
            "es": ("Probablemente tu hijo o hija cumple los requisitos para la Beca Promise", "de tu hijo o hija en la escuela secundaria")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_mothers_chat_through_the_api_to_the_result_page(client, lang):  # (failed before: the page said "you")
    b = {"state": None}
    for m in MOM[lang]:
        b = client.post("/api/v1/chat", json={"message": m, "state": b["state"], "lang": lang}).get_json()
    assert b["assessment"] is not None and b["assessment"]["status"] == "likely_eligible", b["reply"]
    assert "~writer" not in b["answers"], b["answers"]  # internal: never in the contract's answers
    text = _text(client.get(_link(b["reply"])))
    for phrase in MOM_PAGE[lang]:
        assert phrase in text, (phrase, text[:3000])
    assert _to_student(text, lang) == [], _to_student(text, lang)


def _web_token(app, answers: dict, lang: str) -> str:
    from screener.answers import validate
    from screener.flow import State
    from screener.token import dumps
    from screener.token import keys
    clean, errors = validate(NEW, strict=False)
    assert not errors, errors
    from screener.flow import load_flow
    every_page = frozenset(q.id for q in load_flow().questions)  # the student went through every page
    return dumps(State({**clean, **answers}, every_page, lang), keys(app.config))


@pytest.mark.parametrize("lang,writer,said", [
    ("en", None, "You're likely eligible for a Promise Scholarship"),  # guard: the web form's own result
    ("es", None, "Probablemente cumples los requisitos para la Beca Promise"),  # guard
    ("en", "boss", "You're likely eligible for a Promise Scholarship"),  # guard: a value no voice has is dropped
    ("es", "boss", "Probablemente cumples los requisitos para la Beca Promise"),  # guard
])
def test_guard_the_web_forms_result_says_you(app, client, lang, writer, said):
    extra = {} if writer is None else {"~writer": writer}
    text = _text(client.get(f"/result?t={_web_token(app, extra, lang)}&lang={lang}"))
    assert said in text, text[:2000]
    assert "your child" not in text.lower() and "tu hijo o hija" not in text.lower()


def test_guard_the_api_ignores_the_internal_answer(client):  # guard: no API body sets the voice
    body = {**DONE, "full_cost_scholarship": False, "~writer": "parent"}
    resp = client.post("/api/v1/assess", json=body)
    assert resp.status_code == 200, resp.get_json()
    checks = resp.get_json()["checks"]
    assert any(c["message"] == "You are eligible for in-state tuition." for c in checks), checks


# --- the greeting after "start over" ----------------------------------------------------------

# (language, the opening, "start over", its "yes", the greeting's words after it)
RESTARTS = [
    ("en", "I'm his mom, he is a senior at Northwood High, he wants to go to Montgomery College", "start over", "yes",
     "whether your child is likely eligible"),  # (failed before: "whether you're likely eligible")
    ("es", "soy la mamá de Kevin, está en el último año en Northwood High, quiere ir a Montgomery College", "empezar de nuevo", "sí",
     "si tu hijo o hija probablemente cumple"),  # (failed before)
    ("en", "I'm her grandma, she is a senior at Northwood High, she wants to go to Montgomery College", "start over", "yes",
     "whether the student is likely eligible"),  # (failed before)
    ("es", "soy la abuela de Sofía, está en el último año en Northwood High, quiere ir a Montgomery College", "empezar de nuevo", "sí",
     "si el o la estudiante probablemente cumple"),  # (failed before)
    ("en", "I'm a senior at Northwood High, I want to go to Montgomery College", "start over", "yes",
     "whether you're likely eligible"),  # guard: a student
    ("es", "estoy en el último año en Northwood High, quiero ir a Montgomery College", "empezar de nuevo", "sí",
     "si probablemente cumples"),  # guard: a student
]


@pytest.mark.parametrize("lang,opening,restart,yes,said", RESTARTS)
def test_the_greeting_after_start_over_keeps_the_voice(lang, opening, restart, yes, said):
    turn = then(then(talk(lang, opening), restart, lang), yes, lang)
    assert turn.answers == {} or not turn.answers, turn.answers  # the answers are cleared
    assert said in turn.reply, turn.reply


# --- 3. a grandparent or guardian: the rules' lines of the result in the third person -----------

# (language, the answers changed, the status, a phrase the result says of the student)
KIN = [
    ("en", {"hs_gpa": 2.0}, "likely_ineligible", "The student's high school GPA of 2.0 is below"),  # (failed before: "Your high school GPA")
    ("es", {"hs_gpa": 2.0}, "likely_ineligible", "del o de la estudiante en la escuela secundaria"),  # (failed before)
    ("en", RENEWAL, "likely_ineligible", "The student completed 3 credits last semester"),  # (failed before: "You completed")
    ("es", RENEWAL, "likely_ineligible", "El o la estudiante completó 3 créditos"),  # (failed before: "Completaste")
    ("en", DREAM, "likely_eligible", "The student qualifies for in-state tuition under the Maryland Dream Act"),  # (failed before)
    ("es", DREAM, "likely_eligible", "El o la estudiante tiene derecho a la matrícula estatal"),  # (failed before)
]


@pytest.mark.parametrize("lang,changes,status,said", KIN)
def test_a_grandparents_result_says_the_rules_of_the_student(lang, changes, status, said):
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    conv = Conversation(ChatState(dict({**DONE, **changes}), lang=lang), expecting="full_cost_scholarship",
                        for_student=True, writer="kin")
    turn = respond(conv, N[lang], lang, DAY)
    assert turn.assessment is not None and turn.assessment["status"] == status, (turn.reply, turn.answers)
    assert said in turn.reply, turn.reply
    assert _to_student(turn.reply, lang) == [], turn.reply
    assert "your child" not in turn.reply.lower() and "tu hijo o hija" not in turn.reply.lower(), turn.reply


def _catalog():
    from babel.messages.pofile import read_po
    with open("translations/es/LC_MESSAGES/messages.po", "rb") as f:
        return read_po(f)


@pytest.mark.parametrize("msgid", RULES_TO_YOU, ids=lambda m: m[:40])
def test_every_rules_message_has_its_third_person_form(msgid):  # (failed before: only the income's had one)
    from screener.chat import engine
    said = engine._person(msgid, True)
    assert said != msgid, msgid
    assert "your child" not in said.lower(), said
    entry = _catalog().get(said)
    assert entry is not None and entry.string, said
    assert "tu hijo o hija" not in entry.string.lower() and "estudiante" in entry.string.lower(), entry.string
