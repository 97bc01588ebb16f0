"""fix51f: the web form and the no-JavaScript chat, in both languages.

a) One income hint per household, from the flow. The web form's income page said "Add the AGI of you
   and your parents (or you and your spouse)" ("Suma tu AGI y el de tus padres…") whatever household
   was chosen: wrong for one parent's household (only the parent whose income counts), for a married
   student (the spouse, never the parents) and for an independent student (their own). The chat had
   its own one-parent hint in Python (engine.AGI_HINT_ONE_PARENT, fix47c), so the two faces disagreed.
   Cause: a question had one ``hint``; the condition lived in the engine, not with the question. Now
   flows/questions.yaml's agi page has ``hint_by: household:`` (each in its three voices, as fix50f's
   ``*_parent`` keys), read by Question.hint_for(answers): the web form (forms._params) and the chat
   (engine._hint_now, _household_hint) both say it; the engine's copy is gone. Household unknown: the
   general hint (guard).
b) The no-JavaScript chat's "go back" undid the last answer silently (the question asked again with no
   word of what was undone). Now the chat form has a button that says what it does ("Undo my last
   answer"), and the reply says which answer was undone and asks its question again; what is typed in
   the box is kept.
Guards (marked): kept behaviour that must not change.
"""
import datetime as dt
import html as html_lib
import re

import pytest

from support import CHAT_SO_FAR
from support import DONE
from support import ELIGIBLE
from support import text
from support import token

BEFORE_INCOME = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship")}

# what each household's hint says (and what the general one says, never said to a household it is wrong for)
HINTS = {
    ("en", "single_parent"): "Add your AGI and that of the parent whose income counts",
    ("es", "single_parent"): "Suma tu AGI y el del padre o la madre cuyos ingresos cuentan",
    ("en", "married"): "Add your AGI and your spouse's",
    ("es", "married"): "Suma tu AGI y el de tu esposo o esposa",
    ("en", "single"): "Enter your own AGI",
    ("es", "single"): "Escribe tu propio AGI",
    ("en", "two_parent"): "Add your AGI and that of both your parents",
    ("es", "two_parent"): "Suma tu AGI y el de tus dos padres",
}
GENERAL = {"en": "Add the AGI of you and your parents (or you and your spouse)",
           "es": "Suma tu AGI y el de tus padres (o el tuyo y el de tu esposo o esposa)"}
STUDENT = {  # said of the student (someone else writing) and to a parent of their child
    ("en", "single_parent", "third"): "Add the student's AGI and that of the parent whose income counts",
    ("es", "single_parent", "third"): "Suma el AGI del estudiante y el del padre o la madre cuyos ingresos cuentan",
    ("en", "married", "third"): "Add the student's AGI and their spouse's",
    ("es", "married", "third"): "Suma el AGI del estudiante y el de su esposo o esposa",
    ("en", "single", "third"): "Enter the student's own AGI",
    ("es", "single", "third"): "Escribe el AGI del propio estudiante",
    ("en", "single_parent", "parent"): "Add your child's AGI and that of the parent whose income counts",
    ("es", "single_parent", "parent"): "Suma el AGI de tu hijo o hija y el del padre o la madre cuyos ingresos cuentan",
    ("en", "married", "parent"): "Add your child's AGI and their spouse's",
    ("es", "married", "parent"): "Suma el AGI de tu hijo o hija y el de su esposo o esposa",
    ("en", "single", "parent"): "Enter your child's own AGI",
    ("es", "single", "parent"): "Escribe el AGI propio de tu hijo o hija",
}
HOUSEHOLDS = ("single_parent", "married", "single", "two_parent")
DONT_KNOW = {"en": "I don't know", "es": "no sé"}


def page_text(resp) -> str:
    return html_lib.unescape(text(resp))


# a) the web form's income page, JavaScript off: the hint for the household chosen
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("household", HOUSEHOLDS)
def test_web_income_hint_for_the_household(client, app, lang, household):
    answers = {**BEFORE_INCOME, "household": household}
    html = page_text(client.get(f"/question/agi?t={token(app, answers, DONE, lang)}&lang={lang}"))
    assert HINTS[lang, household] in html, html[:3000]  # (failed before for single_parent, married, single, two_parent)
    assert GENERAL[lang] not in html
    for other in HOUSEHOLDS:
        if other != household:
            assert HINTS[lang, other] not in html


# a) guard: no household given (the income page reached some other way): the general hint
@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_hint_without_household(lang):
    from screener.flow import load_flow
    q = load_flow().question("agi")
    assert q.hint_for({}) == q.hint and GENERAL["en"] in q.hint  # guard
    assert q.hint_for({"household": "single_parent"}) != q.hint


def _chat(lang, household, voice=None):
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    kw = {"for_child": True, "for_student": True} if voice == "parent" else {"for_student": True} if voice else {}
    conv = Conversation(ChatState({**CHAT_SO_FAR, "hs_gpa": 3.2, "household": household}, lang=lang), expecting="agi", **kw)
    return respond(conv, DONT_KNOW[lang], lang, dt.date(2026, 12, 1))


# a) the chat says the same hint (from the flow), "I don't know" at the income
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("household", HOUSEHOLDS)
def test_chat_income_hint_for_the_household(lang, household):
    turn = _chat(lang, household)
    assert HINTS[lang, household] in turn.reply, turn.reply  # (failed before: married, single, two_parent)
    assert GENERAL[lang] not in turn.reply, turn.reply
    assert "agi" not in turn.answers  # nothing kept from "I don't know"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("household", ["single_parent", "married", "single"])
@pytest.mark.parametrize("voice", ["third", "parent"])
def test_chat_income_hint_in_the_writers_voice(lang, household, voice):
    turn = _chat(lang, household, voice)
    assert STUDENT[lang, household, voice] in turn.reply, turn.reply
    assert HINTS[lang, household] not in turn.reply, turn.reply


# a) the engine has no copy of a hint of its own (a rule of the page lives with the page)
def test_no_hint_copy_in_the_engine():
    from screener.chat import engine
    assert not hasattr(engine, "AGI_HINT_ONE_PARENT")


# --- b) the no-JavaScript chat's undo button says what it does, and what it undid ------------------

from test_fix46l import _action  # noqa: E402  (the chat page's form helpers)
from test_fix46l import _box  # noqa: E402
from test_fix46l import _page  # noqa: E402
from test_fix46l import _said  # noqa: E402
from test_fix46l import _state  # noqa: E402

UNDO_LABEL = {"en": "Undo my last answer", "es": "Deshacer mi última respuesta"}
FIRST = {"en": "First time", "es": "Primera vez"}
UNDONE = {"en": "I undid your last answer (New or renewing: First time).",
          "es": "Deshice tu última respuesta (Primera vez o renovación: Primera vez)."}
ASKED_FIRST = {"en": "Are you applying for the first time", "es": "¿Vas a solicitar"}
TYPED = {"en": "my mom makes 50k", "es": "mi mamá gana 50 mil"}


def _answered_first(client, lang):
    html = _page(client, lang)
    resp = client.post(_action(html), data={"state": _state(html), "lang": lang, "message": "", "quick": FIRST[lang]})
    assert resp.status_code == 303
    return client.get(resp.headers["Location"]).get_data(as_text=True)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_page_has_an_undo_button_that_says_what_it_does(client, lang):
    html = _page(client, lang)
    button = re.search(r'<button[^>]*name="action" value="undo"[^>]*>([^<]*)</button>', html)
    assert button is not None, html[-3000:]  # (failed before: no such button)
    assert html_lib.unescape(button.group(1)) == UNDO_LABEL[lang]
    assert 'form="chat-form"' in button.group(0)  # the message form's: what is typed goes with it


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("typed", ["", "typed"])
def test_undo_says_what_it_undid_and_asks_again(client, lang, typed):
    html = _answered_first(client, lang)
    message = TYPED[lang] if typed else ""
    resp = client.post(_action(html), data={"state": _state(html), "lang": lang, "message": message, "action": "undo"})
    if not typed:
        assert resp.status_code == 303
        resp = client.get(resp.headers["Location"])
    page = html_lib.unescape(resp.get_data(as_text=True))
    said = [html_lib.unescape(s) for s in _said(page)]
    assert UNDONE[lang] in said[-1], said[-2:]  # (failed before: the question again, nothing said of what was undone)
    assert ASKED_FIRST[lang] in said[-1], said[-1]  # its question asked again
    if typed:
        assert _box(page).get("value") == TYPED[lang]  # nothing typed lost, nothing sent
        assert TYPED[lang] not in said


@pytest.mark.parametrize("lang,message,undone", [
    ("en", "go back", UNDONE["en"]),      # the typed command says it too
    ("es", "deshacer", UNDONE["es"]),
])
def test_typed_back_says_what_it_undid(lang, message, undone):
    from support import talk
    turn = talk(lang, FIRST[lang], message)
    assert undone in turn.reply, turn.reply  # (failed before: silent)
    assert "applicant_type" not in turn.answers and turn.expecting == "applicant_type"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_undo_with_nothing_to_undo_says_so(lang):
    from support import talk
    turn = talk(lang, UNDO_LABEL[lang])
    assert {"en": "There's no answer to undo yet.", "es": "Todavía no hay ninguna respuesta que deshacer."}[lang] in turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_enter_still_sends(client, lang):  # guard: the box's Enter presses Send, never the undo button
    html = _page(client, lang)
    first = re.search(r'<button type="submit" form="chat-form"[^>]*>', html).group(0)
    assert 'name="action"' not in first and 'name="quick"' not in first
