"""fix50f: one voice for a parent and a grandparent, done at the right depth (chat and the web result
page reached from the chat's link), en + es.

a) A grandparent or guardian the student lives with, a parent's pay said with that parent living
   elsewhere, must hear fix36d's "A parent who doesn't live with the student isn't counted here"
   ("I took that to be the parent the student lives with" is wrong there). fix49r1 got it back by
   putting fix36d's line after ``**RULES_THIRD`` in engine.THIRD_PERSON, so the later entry won: a
   special case on a shared table, and screener/voice.py's own third-person form (what
   voice.said gives the web's result page and the API's assessment for that voice) kept the FAFSA
   wording. Cause: two entries for one msgid (rules.NOT_COMBINED["apart"] is
   understand.AWAY_NOT_COUNTED), the right one in the wrong table. Fix: voice.RULES_THIRD's entry is
   fix36d's line; engine.THIRD_PERSON's override is gone (one table, no override by order).
b) What the chat shows with a question still spoke to the student when a parent or grandparent
   wrote: the hints ("List your community college on it", "Use the address where you live", "Your
   transcript or counselor has it"), the quick replies ("The MHEC One-App (I can't file a FAFSA)",
   "I don't plan to file either") and, to a grandparent, the chat's own lines a parent had a form for
   ("Tap or type the one that fits you", the ZIP code's and county's prompts). Cause: those texts had
   no ``hint_parent``/``hint_third_person`` (``label_…``) beside them in flows/questions.yaml, and
   engine.THIRD_PERSON lacked the lines engine.PARENT_FORMS has. Fix: the forms, en + es (tú to the
   writer, as the nearby strings); the reader (support.chat_texts_to_you) finds every such text.
c) A parent's Spanish result page said "No cumples esto:", "Necesitas tener derecho…", "Debes
   empezar…" in other aid, and in both languages "If you get SSI…", "Your college chooses…", "your
   other grants", the paying table's "Your college decides whether a tuition waiver…" and "File the
   FAFSA to find out if you can get a federal Pell Grant". Cause: other_aid.py's messages other than
   fix49l's two had no name and no form in screener/voice.py (the paying table's notes weren't even
   passed through the voice; the template's FAFSA line was a literal); and the Spanish of conditions
   neutral in English ("It needs in-state tuition.") said "tú". Fix: named, each with its parent and
   third-person form (+ es); the paying notes said in the writer's voice (wire.other_aid_json); the
   FAFSA line one of the page's words (voice.PAGE_SAY); the neutral conditions' Spanish neutral
   ("Requiere…", as the English says "It needs…").

Guards (marked): a student writing keeps "you" ("Tap or type the one that fits you", "Cumples esto:");
a parent keeps fix48d's "I took that to be the parent your child lives with"; the chat still reads a
tapped choice in the writer's voice as its value.
"""
import datetime as dt
import html as html_lib
import re

import pytest

from support import STUDENT_YOU
from support import chat_texts_to_you
from support import messages_to_you
from test_fix48d import DONE
from test_fix49l import _page

DAY = dt.date(2026, 12, 1)
WHO = {"parent": {"for_child": True, "for_student": True}, "kin": {"for_student": True, "writer": "kin"}, "student": {}}


def _catalog():
    from babel.messages.pofile import read_po
    with open("translations/es/LC_MESSAGES/messages.po", "rb") as f:
        return read_po(f)


CATALOG = []


def _es(msgid: str):
    if not CATALOG:
        CATALOG.append(_catalog())
    entry = CATALOG[0].get(msgid)
    return entry.string if entry is not None and entry.string else None


# what says "you" or "I" of the student (not the writer's own "you": "Do you know…", "help you find", "your answer";
# nor the chat's own "I", nor the command "change my tuition")
TO_STUDENT = {
    "en": re.compile(r"\b(fits you|you live|you are|you were|you're|you went|you plan|you passed|you signed|you get|"
                     r"you enroll|you first enroll|yourself|yours|I can't file|I don't plan|I have the award|I live with|I am married|"
                     r"I am single|I'm not in high school)\b|"
                     r"\b[Yy]our\b(?! (child|answer|best guess|family))"),
    "es": re.compile(r"\b(tu|tus) (college|condado|código|casa|certificado|programa|edad|situación|promedio|oficina|"
                     r"Beca|becas|transcript|consejero|necesidad|otras)\b|\bTu (college|código|oficina)\b|"
                     r"\b(te corresponde|vives|estás|piensas|aprobaste|inscribiste|estudiaste|te graduaste|recibes|"
                     r"tienes|puedes usar|no puedo presentar|No pienso|Necesitas|Debes|No cumples|Cumples|Si estuviste)\b"),
}
MARK = {("parent", "en"): "your child", ("parent", "es"): "tu hijo o hija",
        ("kin", "en"): "the student", ("kin", "es"): "estudiante"}


# --- a) one table: fix36d's line is voice.RULES_THIRD's own --------------------------------------

FIX36D = {"en": "A parent who doesn't live with the student isn't counted here, so I didn't add that income.",
          "es": "Un padre o una madre que no vive con el o la estudiante no se cuenta aquí, así que no sumé ese ingreso."}
WRONG = {"en": "I took that to be the parent the student lives with", "es": "Entendí que es con quien vive"}


@pytest.mark.parametrize("lang", ["en", "es"])  # (both failed before: voice.said gave the FAFSA wording)
def test_a_grandparent_hears_fix36d_line_from_the_one_table(lang):
    from screener import rules
    from screener import voice
    from screener.chat import engine
    from screener.chat.engine import _render
    from screener.i18n import Msg
    msgid = rules.NOT_COMBINED["apart"]
    page = _render(voice.said(Msg.of(msgid), voice.OTHER), lang)  # what the web's result page and the API say
    chat = _render(Msg.of(engine._person(msgid, True)), lang)  # what the chat says
    assert page == chat == FIX36D[lang], (page, chat)
    assert WRONG[lang] not in page


def test_no_override_by_order_in_the_chats_table():  # (failed before: engine.THIRD_PERSON's later entry won)
    from screener import rules
    from screener.chat import engine
    from screener.voice import RULES_THIRD
    assert all(engine.THIRD_PERSON[k] == v for k, v in RULES_THIRD.items()), \
        [k for k, v in RULES_THIRD.items() if engine.THIRD_PERSON[k] != v]
    assert RULES_THIRD[rules.NOT_COMBINED["apart"]].startswith("A parent who doesn't live with the student")


@pytest.mark.parametrize("lang,said", [  # guard: a parent writing keeps the FAFSA rule's note, said of their child
    ("en", "I took that to be the parent your child lives with"),
    ("es", "tu hijo o hija"),
])
def test_guard_a_parent_keeps_the_fafsa_note(lang, said):
    from screener import rules
    from screener import voice
    from screener.chat.engine import _render
    from screener.i18n import Msg
    text = _render(voice.said(Msg.of(rules.NOT_COMBINED["apart"]), voice.PARENT), lang)
    assert said in text and "FAFSA" in text, text


# --- b) every text shown with a question, in the writer's voice -----------------------------------

TEXTS = chat_texts_to_you()


def test_guard_the_reader_finds_the_hints_and_labels():  # guard: the table below is not empty
    assert len(TEXTS) > 60
    assert "The MHEC One-App (I can't file a FAFSA)" in TEXTS and "I don't plan to file either" in TEXTS
    assert any(t.startswith("List your community college on it.") for t in TEXTS)
    assert any(t.endswith("Tap or type the one that fits you.") for t in TEXTS)


@pytest.mark.parametrize("writer", ["parent", "kin"])
@pytest.mark.parametrize("msgid", TEXTS, ids=lambda m: m[:40])
def test_every_text_shown_with_a_question_has_the_writers_voice(msgid, writer):
    from screener.chat import engine
    said = engine._person(msgid, engine.PARENT if writer == "parent" else True)
    assert said != msgid, msgid
    assert not TO_STUDENT["en"].search(said), (said, TO_STUDENT["en"].search(said))
    assert MARK[writer, "en"] in said.lower(), said
    es = _es(said)
    assert es is not None, said
    assert es != _es(msgid), es
    assert not TO_STUDENT["es"].search(es), (es, TO_STUDENT["es"].search(es))
    assert MARK[writer, "es"] in es.lower(), es


def _at(writer, lang, expecting, message, answers=None):
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    answers = {k: v for k, v in DONE.items() if k != "aid_application"} if answers is None else answers
    conv = Conversation(ChatState(dict(answers), lang=lang), expecting=expecting, **WHO[writer])
    return respond(conv, message, lang, DAY)


YES = {"en": "yes", "es": "sí"}
# (writer, language, what the reply and quick replies must say): a "yes" to the aid application's choices
CHOICES = [
    ("parent", "en", ("fits your child", "List your child's community college", "The MHEC One-App (your child can't file a FAFSA)")),  # (failed before)
    ("parent", "es", ("le corresponde a tu hijo o hija", "Incluye el college comunitario de tu hijo o hija",
                      "La MHEC One-App (tu hijo o hija no puede presentar la FAFSA)")),  # (failed before)
    ("kin", "en", ("fits the student", "List the student's community college", "The MHEC One-App (the student can't file a FAFSA)")),  # (failed before)
    ("kin", "es", ("le corresponde al o a la estudiante", "Incluye el college comunitario del o de la estudiante",
                   "La MHEC One-App (el o la estudiante no puede presentar la FAFSA)")),  # (failed before)
    ("student", "en", ("fits you.", "List your community college", "The MHEC One-App (I can't file a FAFSA)")),  # guard
    ("student", "es", ("la que te corresponde", "Incluye tu college comunitario", "La MHEC One-App (no puedo presentar la FAFSA)")),  # guard
]


@pytest.mark.parametrize("writer,lang,said", CHOICES)
def test_a_choice_questions_hint_and_quick_replies(writer, lang, said):
    turn = _at(writer, lang, "aid_application", YES[lang])
    shown = turn.reply + " | " + " | ".join(turn.quick_replies)
    assert turn.expecting == "aid_application" and "aid_application" not in turn.answers, turn.reply
    for phrase in said:
        assert phrase in shown, (phrase, shown)
    if writer != "student":
        assert not TO_STUDENT[lang].search(shown), (shown, TO_STUDENT[lang].search(shown))


@pytest.mark.parametrize("writer,lang", [("parent", "en"), ("parent", "es"), ("kin", "en"), ("kin", "es"),
                                         ("student", "en"), ("student", "es")])  # (the student's rows: guards)
def test_a_tapped_choice_in_the_writers_voice_is_read(writer, lang):
    turn = _at(writer, lang, "aid_application", YES[lang])
    one_app = next(r for r in turn.quick_replies if "One-App" in r)
    after = _at(writer, lang, "aid_application", one_app)
    assert after.answers.get("aid_application") == "one_app", (one_app, after.reply)
    none = turn.quick_replies[-1]  # "doesn't plan to file either": it rules out, so it is read back first
    after = _at(writer, lang, "aid_application", none)
    assert after.expecting == "aid_application" and "aid_application" not in after.answers, after.reply


# --- c) the result page's other aid, in the writer's voice ---------------------------------------

OTHER_AID = "screener/other_aid.py"
NEUTRAL_ES = re.compile(r"\b(Necesitas|Debes|Cumples|No cumples|tus?|te|tienes|vives|recibes|puedes)\b")


def _other_aid_messages() -> list:
    """Every message of other_aid.py (its reasons, conditions and notes; the ones that say "you" first)."""
    import ast
    with open(OTHER_AID, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = list(messages_to_you(OTHER_AID))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "N_" and node.args \
                and isinstance(node.args[0], ast.Constant) and node.args[0].value not in out:
            out.append(node.args[0].value)
    return [m for m in out if m != "Grants you told us about"]  # (the writer's own "you")


AID_TEXTS = _other_aid_messages()


@pytest.mark.parametrize("writer", ["parent", "kin"])
@pytest.mark.parametrize("msgid", AID_TEXTS, ids=lambda m: m[:40])
def test_other_aid_says_the_student_in_the_writers_voice(msgid, writer):
    from screener import voice
    said = voice.said(msgid, voice.PARENT if writer == "parent" else voice.OTHER)
    if not STUDENT_YOU.search(msgid) and said == msgid:  # neutral in English: its Spanish neutral too
        assert not NEUTRAL_ES.search(_es(msgid)), _es(msgid)
        return
    assert said != msgid and MARK[writer, "en"] in said.lower(), said
    assert not TO_STUDENT["en"].search(said), said
    es = _es(said)
    assert es is not None and MARK[writer, "es"] in es.lower(), (said, es)
    assert not TO_STUDENT["es"].search(es), es


SCENARIO = {"hs_gpa": 2.0, "birth_year": 2001, "ssi_ssdi": True, "foster_care_or_homeless": True, "credits_per_semester": 6}


def _sections(page) -> str:
    body = page.get_data(as_text=True)
    parts = [m.group(0) for k in ("other-aid", "paying", "elsewhere")
             for m in [re.search(rf'id="{k}".*?</section>', body, re.S)] if m]
    return html_lib.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", " ".join(parts))))


PAGE_ROWS = [
    ("parent", "en", ("Your child doesn't meet this: It needs full-time study", "Your child's college chooses who gets it",
                      "each time your child enrolls", "Your child's college decides whether a tuition waiver",
                      "File the FAFSA to find out if your child can get")),  # (failed before)
    ("parent", "es", ("Tu hijo o hija no cumple esto: Requiere estudiar tiempo completo", "El college de tu hijo o hija decide quién",
                      "cada vez que tu hijo o hija se inscriba", "El college de tu hijo o hija decide si la exención",
                      "para saber si tu hijo o hija puede recibir")),  # (failed before: "No cumples esto: Necesitas…")
    ("kin", "en", ("The student doesn't meet this: It needs full-time study", "The student's college chooses who gets it",
                   "each time the student enrolls", "The student's college decides whether a tuition waiver",
                   "File the FAFSA to find out if the student can get")),  # (failed before)
    ("kin", "es", ("El o la estudiante no cumple esto: Requiere estudiar tiempo completo",
                   "El college del o de la estudiante decide quién", "cada vez que el o la estudiante se inscriba",
                   "El college del o de la estudiante decide si la exención",
                   "para saber si el o la estudiante puede recibir")),  # (failed before)
    ("student", "en", ("Not met: It needs full-time study", "Your college chooses who gets it", "each time you enroll",
                       "Your college decides whether a tuition waiver", "File the FAFSA to find out if you can get")),  # guard
    ("student", "es", ("No cumples esto: Requiere estudiar tiempo completo", "Tu college decide quién", "cada vez que te inscribas",
                       "Tu college decide si la exención", "para saber si puedes recibir")),  # guard (its "Requiere": failed before)
]


@pytest.mark.parametrize("writer,lang,said", PAGE_ROWS)
def test_the_pages_other_aid_in_the_writers_voice(app, client, writer, lang, said):
    turn, page = _page(app, client, writer, lang, SCENARIO)
    assert turn.assessment["status"] == "likely_ineligible", turn.reply  # (the GPA: "Other ways to pay" shown)
    text = _sections(page)
    for phrase in said:
        assert phrase in text, (phrase, text)
    if writer != "student":
        assert not TO_STUDENT[lang].search(text), (TO_STUDENT[lang].search(text), text)
