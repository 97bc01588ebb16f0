"""fix31d. "start over" said with answers to lose is asked first ("Start over? Everything you've
told me will be cleared."): a yes clears it, a no puts the pending question again with everything
kept, anything else is read as an answer; the quick replies work as form posts without JavaScript.
English and Spanish rows; the wording is ours."""
import re

import pytest

from screener.chat import session
from screener.i18n import render
from screener.chat.engine import RESTART_ASK
from screener.chat.engine import RESTART_NO
from screener.chat.engine import RESTART_YES

from support import proposed
from support import talk
from support import then

FIRST = {"en": ("first time", "none"), "es": ("primera vez", "ninguno")}
GREETING = {"en": "Hi! I can help", "es": "¡Hola! Te puedo ayudar"}


@pytest.mark.parametrize("lang,command", [
    ("en", "start over"), ("en", "let's start again"), ("en", "can we restart please"),
    ("es", "empezar de nuevo"), ("es", "quiero volver a empezar"), ("es", "reiniciar por favor"),
])
def test_a_restart_with_answers_to_lose_is_asked_first(lang, command):
    before = talk(lang, *FIRST[lang])
    turn = then(before, command, lang)
    assert turn.reply == render(RESTART_ASK, lang)
    assert turn.quick_replies == (render(RESTART_YES, lang), render(RESTART_NO, lang))
    assert turn.answers == before.answers and turn.expecting == before.expecting == "high_school"


@pytest.mark.parametrize("lang,yes", [("en", "yes"), ("en", "Yes, start over"), ("en", "start over"),
                                      ("es", "sí"), ("es", "Sí, empezar de nuevo"), ("es", "empezar de nuevo")])
def test_a_yes_to_it_clears_everything(lang, yes):
    turn = then(then(talk(lang, *FIRST[lang]), "start over", lang), yes, lang)
    assert turn.answers == {} and turn.expecting == "applicant_type" and GREETING[lang] in turn.reply


@pytest.mark.parametrize("lang,no", [("en", "no"), ("en", "No, keep my answers"), ("en", "never mind"),
                                     ("es", "no"), ("es", "No, conservar mis respuestas"), ("es", "mejor no")])
def test_a_no_to_it_keeps_everything_and_asks_the_pending_question_again(lang, no):
    before = talk(lang, *FIRST[lang])
    turn = then(then(before, "empezar de nuevo", lang), no, lang)
    assert turn.answers == before.answers and turn.expecting == "high_school"
    assert turn.quick_replies == before.quick_replies and GREETING[lang] not in turn.reply
    assert not turn.conversation.restart_asked


@pytest.mark.parametrize("lang,income", [("en", "45000"), ("es", "45000")])
def test_a_read_back_waiting_is_put_again_after_a_no(lang, income):
    before = talk(lang, *FIRST[lang], income)
    assert proposed(before)
    turn = then(then(before, "start over", lang), "no", lang)
    assert proposed(turn) == proposed(before) and turn.answers == before.answers
    assert ("still need" not in turn.reply) and ("todavía" not in turn.reply.lower())


@pytest.mark.parametrize("lang,answer", [("en", "maryland high school, june 2027"), ("es", "escuela en maryland, junio de 2027")])
def test_anything_else_is_read_as_an_answer_to_the_pending_question(lang, answer):
    turn = then(then(talk(lang, *FIRST[lang]), "start over", lang), answer, lang)
    assert turn.answers.get("high_school") == "maryland" and not turn.conversation.restart_asked


@pytest.mark.parametrize("lang,command", [("en", "start over"), ("es", "empezar de nuevo")])
def test_nothing_to_lose_starts_over_at_once(lang, command):
    turn = then(talk(lang), command, lang)
    assert turn.expecting == "applicant_type" and GREETING[lang] in turn.reply


def test_the_question_travels_in_the_token(app):
    turn = then(talk("en", *FIRST["en"]), "start over", "en")
    back = session.loads(session.dumps(turn.conversation, app.config["SECRET_KEY"]), app.config["SECRET_KEY"], None)
    assert back.restart_asked and back.state.answers == turn.conversation.state.answers


def _form_state(html: str) -> str:
    return re.search(r'id="chat-form".*?name="state" value="([^"]+)"', html, re.S).group(1)


def _post(client, html: str, lang: str, **data) -> str:
    resp = client.post("/chat", follow_redirects=True, data={"state": _form_state(html), "lang": lang, **data})
    assert resp.status_code == 200
    return resp.get_data(as_text=True)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_without_javascript_the_buttons_post_the_answer(client, lang):
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    for message in FIRST[lang]:
        html = _post(client, html, lang, message=message)
    html = _post(client, html, lang, message="start over")
    yes, no = render(RESTART_YES, lang), render(RESTART_NO, lang)
    assert f'name="quick" value="{yes}"' in html and f'name="quick" value="{no}"' in html
    kept = _post(client, html, lang, quick=no)
    assert f'name="quick" value="{yes}"' not in kept
    state = session.loads(_form_state(kept), client.application.config["SECRET_KEY"], None)
    assert state.state.answers.get("applicant_type") == "new" and state.expecting == "high_school"
    html = _post(client, kept, lang, message="start over")
    cleared = _post(client, html, lang, quick=yes)
    state = session.loads(_form_state(cleared), client.application.config["SECRET_KEY"], None)
    assert state.state.answers == {} and state.expecting == "applicant_type"
