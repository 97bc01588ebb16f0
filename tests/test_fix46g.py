"""fix46g: the chat page's language switched mid-conversation (a newcomer's finding, p45 ncA F6).

1. The earlier bot messages stayed in their language under the page's new ``<html lang>``, unmarked
   (a screen reader read English with a Spanish voice): each bot message now keeps the language it
   was rendered in (session.Said, in the state token), and the page marks one said in another
   language than the page's with ``lang`` (WCAG 3.1.2). A student's message is never marked (its
   language is never guessed from its words).
2. The question pending was shown in the new language only once answered: the switch now says it
   again in that language (one bot message, "Seguimos en español." first), nothing answered, nothing
   typed lost; an API client's empty message in another language does the same.
3. The address kept ``?lang=en`` on the Spanish page: with nothing typed the switch redirects
   (POST-redirect-GET) to the address in the new language; with a message typed the page comes back
   at once at the button's ``formaction``, the address in the new language (typed text never goes
   in an address). The browser half (JavaScript on and off, 360 px): tests/e2e/test_chat_lang_no_js.py.
"""
import html as html_lib
import re
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest

from support import proposed
from support import talk
from support import then

OTHER = {"en": "es", "es": "en"}
GOING_ON = {"en": "Let's go on in English.", "es": "Seguimos en español."}
DEGREE = {"en": "What is the highest college degree you already have?",
          "es": "¿Cuál es el título universitario más alto que ya tienes?"}
FIRST = {"en": "first time", "es": "primera vez"}
NONE_YET = {"en": "None yet", "es": "Ninguno todavía"}
TYPED = {"en": "I live with my abuela in Silver Spring", "es": "vivo con mi abuela en Silver Spring"}


def _hidden(html: str, form_id: str) -> dict:
    form = re.search(r'<form id="%s"[^>]*>(.*?)</form>' % form_id, html, re.S).group(1)
    return {m.group(1): html_lib.unescape(m.group(2))
            for m in re.finditer(r'<input type="hidden" name="([\w-]+)" value="([^"]*)"', form)}


def _bubbles(html: str) -> list:
    """Return ``(role, lang or None, text)`` for each message of the page's transcript."""
    return [(m.group(1), m.group(2), html_lib.unescape(m.group(3))) for m in re.finditer(
        r'chat-msg--(user|bot)"><span class="vh">[^<]*</span><p class="chat-msg__text"(?: lang="(\w+)")?>(.*?)</p>', html, re.S)]


def _lang_button(html: str, code: str) -> dict:
    tag = re.search(r'<button [^>]*\blang="%s"[^>]*class="chat-lang__button"[^>]*>' % code, html, re.S)
    return {m.group(1): html_lib.unescape(m.group(2)) for m in re.finditer(r'([\w-]+)="([^"]*)"', tag.group(0))}


def _one_answer(client, lang: str) -> str:
    """Return the chat page after its first answer ("first time"), JavaScript off."""
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "message": FIRST[lang]})
    return client.get(resp.headers["Location"]).get_data(as_text=True)


# --- the page without JavaScript: nothing typed -------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_switch_redirects_to_the_new_language_and_asks_again(client, lang):
    html = _one_answer(client, lang)
    other = OTHER[lang]
    resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "message": "", "action": f"lang-{other}"})
    assert resp.status_code == 303 and "Set-Cookie" not in resp.headers
    query = parse_qs(urlsplit(resp.headers["Location"]).query)
    assert query["lang"] == [other] and query["s"]
    page = client.get(resp.headers["Location"]).get_data(as_text=True)
    assert f'<html lang="{other}"' in page
    bubbles = _bubbles(page)
    # the earlier bot messages marked with their own language; the student's never marked
    assert [b[1] for b in bubbles] == [lang, None, lang, None], bubbles
    role, _, text = bubbles[-1]
    assert role == "bot" and text == GOING_ON[other] + "\n\n" + DEGREE[other]
    assert f'value="{html_lib.escape(NONE_YET[other], quote=True)}"' in page  # the quick replies too


# --- the page without JavaScript: a message typed, not sent -------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_switch_with_a_message_typed_keeps_it_and_asks_again(client, lang):
    html = _one_answer(client, lang)
    other = OTHER[lang]
    button = _lang_button(html, other)
    action = button["formaction"]  # the address in that language
    assert parse_qs(urlsplit(action).query)["lang"] == [other]
    resp = client.post(action, data={**_hidden(html, "chat-form"), "message": TYPED[lang], button["name"]: button["value"]})
    assert resp.status_code == 200 and "Set-Cookie" not in resp.headers
    page = resp.get_data(as_text=True)
    assert f'<html lang="{other}"' in page
    assert re.search(r'id="chat-message"[^>]*value="%s"' % re.escape(html_lib.escape(TYPED[lang])), page)
    bubbles = _bubbles(page)
    assert [b[0] for b in bubbles] == ["bot", "user", "bot", "bot"]  # nothing sent
    assert TYPED[lang] not in "".join(b[2] for b in bubbles)
    assert bubbles[0][1] == lang and bubbles[2][1] == lang and bubbles[-1] == ("bot", None, GOING_ON[other] + "\n\n" + DEGREE[other])
    # the page's own forms post to the address in the new language, with the new state
    state = _hidden(page, "chat-form")["state"]
    assert _hidden(page, "chat-form")["lang"] == other and state != _hidden(html, "chat-form")["state"]
    # and an answer then, in the new language, continues the chat
    resp = client.post(f"/chat?lang={other}", data={**_hidden(page, "chat-form"), "message": NONE_YET[other]})
    after = _bubbles(client.get(resp.headers["Location"]).get_data(as_text=True))
    assert after[-2] == ("user", None, NONE_YET[other]) and after[-1][1] is None
    assert [b[1] for b in after[:3]] == [lang, None, lang]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_switching_back_asks_again_in_the_first_language(client, lang):
    html = _one_answer(client, lang)
    other = OTHER[lang]
    resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "action": f"lang-{other}"})
    page = client.get(resp.headers["Location"]).get_data(as_text=True)
    resp = client.post(f"/chat?lang={other}", data={**_hidden(page, "chat-form"), "action": f"lang-{lang}"})
    back = _bubbles(client.get(resp.headers["Location"]).get_data(as_text=True))
    assert [b[1] for b in back] == [None, None, None, other, None], back  # the other language's one marked
    assert back[-1][2] == GOING_ON[lang] + "\n\n" + DEGREE[lang]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_chat_in_one_language_marks_nothing(client, lang):  # guard
    html = _one_answer(client, lang)
    assert [b[1] for b in _bubbles(html)] == [None, None, None]
    assert f'<html lang="{lang}"' in html


# --- the engine: the question said again, nothing else changed ----------------------------------

@pytest.mark.parametrize("lang,messages", [
    ("en", ["first time", "I live with my mom, she makes 50k"]),  # a read-back waiting for its yes
    ("es", ["primera vez", "vivo con mi mamá, ella gana 50 mil"]),
    ("en", ["first time", "asdf qwer"]),  # a miss counted
    ("es", ["primera vez", "asdf qwer"]),
    ("en", ["first time", "none", "start over"]),  # "Start over?" waiting
    ("es", ["primera vez", "ninguno", "empezar de nuevo"]),
    ("en", ["first time", "my dad makes $38 an hour"]),  # a follow-up waiting
    ("es", ["primera vez", "mi papá gana 38 dólares la hora"]),
])
def test_asked_again_changes_nothing_but_the_transcript(lang, messages):
    from dataclasses import replace

    from screener.chat.engine import asked_again
    before = talk(lang, *messages).conversation
    other = OTHER[lang]
    turn = asked_again(before, other, __import__("datetime").date(2026, 12, 1))
    assert turn is not None and turn.reply.startswith(GOING_ON[other] + "\n\n")
    after = turn.conversation
    # nothing answered, dropped or counted (fix52d: the buttons kept are the question's, in the new language)
    assert replace(after, transcript=before.transcript, replies=before.replies,
                   replies_lang=before.replies_lang) == before
    assert after.replies_lang == other  # (fix52r1: the buttons kept with their language)
    assert after.transcript[:-1] == before.transcript[-len(after.transcript) + 1:]
    assert after.transcript[-1] == ("bot", turn.reply) and after.transcript[-1].lang == other


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_restart_question_is_asked_again_in_the_new_language(lang):
    from screener.chat import engine
    from screener.i18n import render
    before = talk(lang, FIRST[lang], "none" if lang == "en" else "ninguno", "start over" if lang == "en" else "empezar de nuevo")
    assert before.conversation.restart_asked
    turn = engine.asked_again(before.conversation, OTHER[lang], __import__("datetime").date(2026, 12, 1))
    assert turn.reply.endswith(render(engine.RESTART_ASK, OTHER[lang])) and turn.conversation.restart_asked


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_read_back_asked_again_is_answered_in_the_new_language(lang):
    from screener.chat.engine import asked_again
    turn = talk(lang, FIRST[lang], "I live with my mom, she makes 50k" if lang == "en" else "vivo con mi mamá, ella gana 50 mil")
    other = OTHER[lang]
    again = asked_again(turn.conversation, other, __import__("datetime").date(2026, 12, 1))
    assert proposed(again) == proposed(turn) == {"household": "single_parent", "agi": 50000}
    yes = then(again, "yes" if other == "en" else "sí", other)
    assert not proposed(yes) and yes.answers.get("agi") == 50000 and yes.answers.get("household") == "single_parent"


# --- the API: an empty message in another language ----------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_api_empty_message_in_another_language_asks_again(client, lang):
    first = client.post("/api/v1/chat", json={"message": FIRST[lang], "state": None, "lang": lang}).get_json()
    other = OTHER[lang]
    resp = client.post("/api/v1/chat", json={"message": "", "state": first["state"], "lang": other})
    assert resp.status_code == 200 and "Set-Cookie" not in resp.headers
    data = resp.get_json()
    assert data["reply"] == GOING_ON[other] + "\n\n" + DEGREE[other]
    assert data["expecting"] == first["expecting"] and data["answers"] == first["answers"]
    assert NONE_YET[other] in data["quick_replies"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_api_message_in_the_same_language_is_unchanged(client, lang):  # guard
    first = client.post("/api/v1/chat", json={"message": FIRST[lang], "state": None, "lang": lang}).get_json()
    data = client.post("/api/v1/chat", json={"message": "", "state": first["state"], "lang": lang}).get_json()
    assert GOING_ON[lang] not in data["reply"] and DEGREE[lang] in data["reply"]


# --- the state token: the language kept, an older token still read ------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_token_keeps_each_bot_message_language(app, lang):
    from screener.chat import session
    from screener.token import keys
    conv = talk(lang, FIRST[lang]).conversation
    with app.app_context():
        back = session.loads(session.dumps(conv, keys(app.config)), keys(app.config), None)
    assert [getattr(t, "lang", "") for t in back.transcript] == [lang, "", lang]


def test_a_token_made_before_is_still_read(app):  # guard
    from dataclasses import replace

    from screener.chat import session
    from screener.token import keys
    conv = talk("en", "first time").conversation
    conv = replace(conv, transcript=tuple((role, text) for role, text in conv.transcript))  # pairs, no language
    with app.app_context():
        back = session.loads(session.dumps(conv, keys(app.config)), keys(app.config), None)
    assert back.transcript == conv.transcript and all(getattr(t, "lang", "") == "" for t in back.transcript)
