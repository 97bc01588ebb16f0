"""Classes of fix35d (a newcomer's findings on POST /api/v1/chat: households described by relatives,
and small misreadings). A chat state the chat never gave (tampered with, cut short, another kind of
token) is the contract's 400 on ``state``, saying the conversation couldn't be continued, and the
state the client still holds keeps working (it was answered by starting over, its new state replacing
the client's). The wording is ours."""
import datetime as dt

import pytest

from screener.chat import session
from screener.flow import State
from screener.token import dumps as answers_dumps
from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import then
from support import waiting

DAY = dt.date(2026, 12, 1)
API = "/api/v1/chat"


# --- 5. a state the chat never gave: the contract's 400, the client's own state kept -------------

def _post(client, message, state, lang):
    return client.post(API, json={"message": message, "state": state, "lang": lang})


_BAD_STATES = [
    ("cut short", lambda good, key: good[: len(good) // 2]),
    ("last characters cut", lambda good, key: good[:-7]),
    ("one character changed", lambda good, key: good[:30] + ("A" if good[30] != "A" else "B") + good[31:]),
    ("not a token", lambda good, key: "hello"),
    ("a web answers token", lambda good, key: answers_dumps(State({"applicant_type": "new"}), key)),
    ("not ascii", lambda good, key: "gAAAAAé" + good[7:]),
]
_UNREADABLE = {"en": "This conversation couldn't be continued", "es": "No se pudo continuar esta conversación"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name,spoil", _BAD_STATES)
def test_a_state_the_chat_never_gave_is_a_400_and_the_good_state_still_works(app, client, lang, name, spoil):
    first = _post(client, "", None, lang).get_json()
    good = _post(client, "first time" if lang == "en" else "primera vez", first["state"], lang).get_json()
    assert good["answers"] == {"applicant_type": "new"}
    resp = _post(client, "none", spoil(good["state"], app.config["SECRET_KEY"]), lang)
    assert resp.status_code == 400, name
    errors = resp.get_json()["errors"]
    assert [e["field"] for e in errors] == ["state"], name
    assert errors[0]["message"].startswith(_UNREADABLE[lang]), errors
    assert "state" not in resp.get_json()  # no new state to replace the client's
    again = _post(client, "none" if lang == "en" else "ninguno", good["state"], lang)
    assert again.status_code == 200 and again.get_json()["answers"].get("prior_degree") == "none"


def test_an_expired_state_of_ours_still_starts_a_new_conversation_saying_why(app, client, monkeypatch):
    monkeypatch.setattr("screener.token.now", lambda: 1_000_000_000)
    old = session.dumps(session.Conversation(State({"applicant_type": "new"}), "prior_degree"), app.config["SECRET_KEY"])
    monkeypatch.undo()
    resp = _post(client, "none", old, "en")
    assert resp.status_code == 200 and "expired" in resp.get_json()["reply"]


# --- the household question, reached with a typical senior's answers ------------------------------

SO_FAR = {**CHAT_SO_FAR, "hs_gpa": 3.2}
SO_FAR_AGI = {**SO_FAR, "household": "single_parent"}
SO_FAR_AID = {**SO_FAR_AGI, "agi": 40000}


def _everything(turn) -> dict:
    """The answers kept and the ones read back, awaiting a yes."""
    return {**turn.answers, **proposed(turn)}


# --- 1. an older sibling's own pay and home: nothing of them kept, the student's household asked ---

_SIBLING_SAYS = [
    ("en", "my brother is applying, I make 50k but I live on my own"),
    ("en", "she lives with our grandma. I make 50k but I live on my own"),
    ("en", "my little brother lives with our grandma. I make 50k but I live on my own"),
    ("en", "my sister wants to apply, I make 50k but I live on my own"),
    ("es", "mi hermano va a aplicar, yo gano 50 mil pero vivo solo"),
    ("es", "ella vive con nuestra abuela. Yo gano 50 mil pero vivo sola"),
]
_SIBLING_NOTE = {"en": "Since you're writing for your brother or sister", "es": "Como escribes por tu hermano o hermana"}


@pytest.mark.parametrize("lang,message", _SIBLING_SAYS)
def test_an_older_siblings_own_pay_and_home_are_not_the_students(lang, message):
    turn = waiting(SO_FAR, "household", message, lang)
    got = _everything(turn)
    assert "household" not in got and "agi" not in got, (got, turn.reply)
    assert not turn.conversation.follow_up.get("a"), turn.conversation.follow_up  # no pay of theirs held
    assert turn.expecting == "household" and _SIBLING_NOTE[lang] in turn.reply, turn.reply
    assert "grandparent" not in turn.reply.split("\n\n")[0] or "the student" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message", [("en", "I make 50k but I live on my own"), ("es", "gano 50 mil pero vivo solo")])
def test_the_student_saying_the_same_is_still_read_as_their_own(lang, message):
    assert proposed(waiting(SO_FAR, "household", message, lang)).get("household") == "single"


# --- 2. a grandparent raising the student: the help said of the student, the choices plainly -----

_GRANDPARENT = {
    "en": ("I'm helping my granddaughter, she lives with me", "she lives with me", "just me and her", "with me, her grandma"),
    "es": ("estoy ayudando a mi nieta, vive conmigo", "vive conmigo", "solo ella y yo", "conmigo, su abuela"),
}
_YOUR_PARENTS = {"en": ("Count your parents", "your parents' income"), "es": ("Cuenta a tus padres", "el ingreso de tus padres")}
_PLAINLY = {"en": "Here are the choices.", "es": "Estas son las opciones."}
_STUDENT_HINT = {"en": "the adults the student lives with", "es": "los adultos con quienes vive el estudiante"}


def _asked_of_student(lang: str):
    """A grandparent's conversation (their opening said) that has just asked the household question."""
    from screener.chat.engine import _person
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    from screener.flow import load_flow
    from screener.i18n import Msg
    from screener.i18n import render
    asked = render(Msg.of(_person(load_flow().question("household").question, True)), lang)
    return Conversation(ChatState(dict(SO_FAR), lang=lang), "household",
                        transcript=(("user", _GRANDPARENT[lang][0]), ("bot", asked)), for_student=True)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_grandparent_is_offered_the_choices_plainly_and_the_help_speaks_of_the_student(lang):
    # (fix39e, the lead's decision: the issue's rule wins, "no question is asked more than twice in a
    # row"; this test expected the household asked a third and a fourth time, the choices listed
    # plainly. Now: asked again once with why the grandparent's home isn't the student's (the tip, a
    # miss: engine._finish), then the writer's home told again leaves it open, the financial aid office
    # named (engine._read, _no_third_time); the help still speaks of the student, the choices offered)
    from screener.chat.engine import respond
    opening, *tries = _GRANDPARENT[lang]
    assert talk(lang, opening).conversation.for_student
    conv, replies = _asked_of_student(lang), []
    for message in tries[:2]:
        turn = respond(conv, message, lang, DAY)
        conv = turn.conversation
        replies.append(turn.reply)
        expected = "household" if len(replies) == 1 else "agi"
        assert turn.expecting == expected, turn.reply
    for reply in replies:
        for mine in _YOUR_PARENTS[lang]:
            assert mine not in reply, reply
    assert _PLAINLY[lang] not in replies[0]
    assert {"en": "financial aid office", "es": "ayuda financiera"}[lang] in replies[1], replies
    assert "household" not in turn.answers and "household" not in proposed(turn), replies[1]


@pytest.mark.parametrize("lang,asked", [("en", "what do you mean?"), ("es", "no entiendo")])
def test_the_household_help_asked_by_a_grandparent_speaks_of_the_student(lang, asked):
    from screener.chat.engine import respond
    reply = respond(_asked_of_student(lang), asked, lang, DAY).reply
    assert _STUDENT_HINT[lang] in reply and _YOUR_PARENTS[lang][0] not in reply, reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_choice_tapped_after_the_plain_choices_is_kept(lang):
    from screener.chat.engine import respond
    conv = _asked_of_student(lang)
    for said in _GRANDPARENT[lang][1:2]:  # (fix39e: a second "she lives with me" leaves it open, never asked a third time)
        conv = respond(conv, said, lang, DAY).conversation
    label = {"en": "The student lives with one parent", "es": "El estudiante vive con un solo padre o madre"}[lang]
    turn = respond(conv, label, lang, DAY)
    assert turn.answers.get("household") == "single_parent", turn.reply


# --- 3. a student who lives with their own child: one parent (theirs), their own income asked ----

_OWN_CHILD = [
    ("en", "I live with my daughter", "I make 30k"),
    ("en", "just me and my 2 kids", "I make 30k"),
    ("es", "vivo con mi hija", "gano 30 mil"),
    ("es", "vivo sola con mis dos hijos", "gano 30 mil"),
]
_OWN_INCOME = {"en": "the income to give is your own", "es": "el ingreso que hay que dar es el tuyo"}
_PARENTS_ASKED = {"en": "include your parents' income", "es": "incluyen los ingresos de tus padres"}


@pytest.mark.parametrize("lang,home,pay", _OWN_CHILD)
def test_a_student_with_their_own_child_is_asked_their_own_income(lang, home, pay):
    turn = waiting(SO_FAR, "household", home, lang)
    assert _everything(turn).get("household") == "single_parent", turn.reply
    assert _OWN_INCOME[lang] in turn.reply, turn.reply
    turn = then(turn, "yes" if turn.expecting == "household" else pay, lang) if "household" in proposed(turn) else turn
    if turn.expecting == "agi" and "agi" not in _everything(turn):
        turn = then(turn, pay, lang)
    assert _PARENTS_ASKED[lang] not in turn.reply, turn.reply
    assert _everything(turn).get("agi") == 30000, turn.reply


@pytest.mark.parametrize("lang,message", [("en", "I live with my daughter, I make 30k"), ("es", "vivo con mi hija, gano 30 mil")])
def test_a_student_with_their_own_child_saying_both_at_once(lang, message):
    turn = waiting(SO_FAR, "household", message, lang)
    assert _PARENTS_ASKED[lang] not in turn.reply, turn.reply
    assert _everything(turn).get("household") == "single_parent"


@pytest.mark.parametrize("lang,message", [("en", "I live with my mom, I make 30k"), ("es", "vivo con mi mamá, gano 30 mil")])
def test_a_student_who_lives_with_a_parent_is_still_asked_about_the_parents_income(lang, message):
    turn = waiting(SO_FAR, "household", message, lang)
    if "household" in proposed(turn):
        turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert _PARENTS_ASKED[lang] in turn.reply and _OWN_INCOME[lang] not in turn.reply, turn.reply


# --- 4. "I haven't filed yet": a statement about taxes, or an application not filed yet -----------

_NOT_FILED = [
    ("en", "I haven't filed yet"), ("en", "we haven't filed yet"), ("en", "haven't done our taxes yet"),
    ("es", "todavía no he declarado"), ("es", "no hemos declarado todavía"),
]
_NO_ONE_FILED = {"en": "it doesn't say what to do when no one filed", "es": "no dice qué hacer cuando nadie"}
_LAST_YEARS = {"en": "use the adjusted gross income (AGI) on last year's return", "es": "usa el ingreso bruto ajustado (AGI) de la del año pasado"}


@pytest.mark.parametrize("lang,message", _NOT_FILED)
def test_not_filed_yet_at_the_income_question_says_what_counts(lang, message):
    turn = waiting(SO_FAR_AGI, "agi", message, lang)
    assert turn.expecting == "agi" and "agi" not in _everything(turn), turn.reply
    assert _LAST_YEARS[lang] in turn.reply and _NO_ONE_FILED[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message", [("en", "I haven't filed yet"), ("en", "we haven't filed yet"),
                                          ("es", "todavía no la he hecho"), ("es", "todavía no he declarado")])
def test_not_filed_yet_at_the_aid_question_is_a_not_yet(lang, message):
    turn = waiting(SO_FAR_AID, "aid_application", message, lang)
    assert turn.expecting == "aid_application" and "aid_application" not in _everything(turn), turn.reply
    assert _NO_ONE_FILED[lang] not in turn.reply and "Source:" not in turn.reply and "Fuente:" not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message", [("en", "my parents never file taxes"), ("es", "mis papás nunca declaran impuestos")])
def test_never_filing_still_gets_the_no_tax_return_answer(lang, message):
    assert _NO_ONE_FILED[lang] in waiting(SO_FAR_AGI, "agi", message, lang).reply
