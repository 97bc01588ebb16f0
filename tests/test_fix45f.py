"""fix45f: a college said at the program question, and the chat page's language switch without JavaScript.

1. At "What will you study?", a college named alone ("montgomery college", "en montgomery college")
   was taken for a field of study ("Which kind of program is it…?") or, the college kept already,
   answered from the FAQ. It is the college: an extra fact read back as usual (or, kept already,
   said as kept) and the program asked again; never the program kept.
2. (No change) a married student's household size is asked after the result, as for every household
   (flows/questions.yaml household_size, ``chat: after_result``: only the Pell estimate uses it).
3. The chat page without JavaScript lost a message typed and not sent when the language was switched
   (the switch was a form of its own). Each language is now a submit button of the message's form
   (``name="action" value="lang-<code>"``): the page comes back in that language with the box as
   typed; nothing is sent, no cookie, nothing in an address. The browser half at 360 px:
   tests/e2e/test_chat_lang_no_js.py.
"""
import html as html_lib
import re

import pytest

from screener.chat import understand
from support import proposed
from support import waiting

BEFORE_PROGRAM = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2026-06",
                  "in_state_tuition": "yes"}
HOWARD = {**BEFORE_PROGRAM, "zip": "21044", "county": "howard", "college": "howard"}
MONTGOMERY = {**BEFORE_PROGRAM, "zip": "20850", "county": "montgomery", "college": "montgomery"}
ASKED = {"en": "What will you study?", "es": "¿Qué vas a estudiar?"}
KEPT = {"en": "Here's what I have:", "es": "Esto es lo que tengo:"}


def _rendered(msgid: str, lang: str) -> str:
    from screener.i18n import render
    return render(msgid, lang)


# --- 1. a college said at the program question --------------------------------------------------

@pytest.mark.parametrize("lang,message", [
    ("en", "montgomery college"),
    ("en", "en montgomery college"),
    ("en", "Montgomery College"),
    ("es", "montgomery college"),
    ("es", "en montgomery college"),
    ("es", "en el Montgomery College"),
])
def test_another_college_at_the_program_question_is_read_back(lang, message):
    turn = waiting(HOWARD, "program", message, lang)
    assert proposed(turn) == {"college": "montgomery"}, turn.reply
    assert "program" not in turn.answers and turn.answers["college"] == "howard"
    assert _rendered(understand.WHICH_PROGRAM, lang) not in turn.reply, turn.reply
    assert turn.expecting == "program"


@pytest.mark.parametrize("lang,message", [
    ("en", "montgomery college"),
    ("en", "en montgomery college"),
    ("en", "at montgomery college"),
    ("es", "montgomery college"),
    ("es", "en montgomery college"),
])
def test_the_college_kept_already_is_said_and_the_program_asked_again(lang, message):
    turn = waiting(MONTGOMERY, "program", message, lang)
    assert "program" not in turn.answers and turn.answers["college"] == "montgomery"
    assert KEPT[lang] in turn.reply and "Montgomery College" in turn.reply, turn.reply
    assert ASKED[lang] in turn.reply, turn.reply
    assert _rendered(understand.WHICH_PROGRAM, lang) not in turn.reply
    assert not turn.conversation.pending


@pytest.mark.parametrize("lang,message,value,asked_back", [
    ("en", "associate degree", "associate", None),  # guard
    ("es", "un título de asociado", "associate", None),  # guard
    ("en", "nursing", None, understand.FIELD_KIND),  # guard
    ("es", "enfermería", None, understand.FIELD_KIND),  # guard
    ("en", "graphic arts", None, understand.WHICH_PROGRAM),  # guard: a field the reader doesn't know
    ("es", "artes gráficas", None, understand.WHICH_PROGRAM),  # guard
])
def test_a_program_at_the_program_question_is_unchanged(lang, message, value, asked_back):
    turn = waiting(HOWARD, "program", message, lang)
    if value is not None:
        assert turn.answers.get("program") == value or proposed(turn).get("program") == value, turn.reply
    else:
        assert _rendered(asked_back, lang) in turn.reply, turn.reply
        assert "college" not in proposed(turn)


# --- 3. the chat page's language switch without JavaScript ---------------------------------------

OTHER = {"en": "es", "es": "en"}
SEND = {"en": '<button type="submit" class="button chat-form__send">Send</button>',
        "es": '<button type="submit" class="button chat-form__send">Enviar</button>'}
TYPED = {"en": "I want to study nursing at Montgomery", "es": "quiero estudiar enfermería en Montgomery"}


def _hidden(html: str, form_id: str) -> dict:
    form = re.search(r'<form id="%s"[^>]*>(.*?)</form>' % form_id, html, re.S).group(1)
    return {m.group(1): html_lib.unescape(m.group(2))
            for m in re.finditer(r'<input type="hidden" name="([\w-]+)" value="([^"]*)"', form)}


def _lang_button(html: str, code: str) -> dict:
    tag = re.search(r'<button [^>]*\blang="%s"[^>]*class="chat-lang__button"[^>]*>' % code, html)
    assert tag, "no language button"
    return {m.group(1): html_lib.unescape(m.group(2)) for m in re.finditer(r'([\w-]+)="([^"]*)"', tag.group(0))}


def _user_messages(html: str) -> list:
    return re.findall(r'chat-msg--user"><span class="vh">[^<]*</span><p class="chat-msg__text">([^<]*)</p>', html)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_chat_language_button_keeps_what_was_typed(client, lang):
    page = client.get(f"/chat?lang={lang}")
    html = page.get_data(as_text=True)
    other = OTHER[lang]
    button = _lang_button(html, other)
    assert button.get("form") == "chat-form" and button.get("name") == "action" and button.get("value") == f"lang-{other}"
    data = {**_hidden(html, "chat-form"), "message": TYPED[lang], button["name"]: button["value"]}
    resp = client.post(f"/chat?lang={lang}", data=data)
    assert resp.status_code == 200 and "Set-Cookie" not in resp.headers
    back = resp.get_data(as_text=True)
    assert f'<html lang="{other}"' in back
    assert SEND[other] in back and SEND[lang] not in back  # the page's words in that language too
    assert re.search(r'id="chat-message"[^>]*value="%s"' % re.escape(html_lib.escape(TYPED[lang])), back)
    assert _user_messages(back) == []  # nothing was sent
    assert _hidden(back, "chat-form")["lang"] == other
    # and back again: still as typed, still nothing sent
    data = {**_hidden(back, "chat-form"), "message": TYPED[lang], "action": f"lang-{lang}"}
    again = client.post(f"/chat?lang={other}", data=data).get_data(as_text=True)
    assert f'<html lang="{lang}"' in again and _user_messages(again) == []
    assert html_lib.escape(TYPED[lang]) in again


@pytest.mark.parametrize("lang", ["en", "es"])
def test_enter_in_the_box_sends_not_switches(client, lang):
    # the first submit button of the message's form in the page's order is a Send, never a language
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    first = re.search(r'<button [^>]*form="chat-form"[^>]*>|<form id="chat-form"', html).group(0)
    assert 'form="chat-form"' in first and 'name="action"' not in first


@pytest.mark.parametrize("lang", ["en", "es"])
def test_sending_a_message_is_unchanged(client, lang):  # guard
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "message": "first time"})
    assert resp.status_code == 303 and "Set-Cookie" not in resp.headers
    assert "first" not in resp.headers["Location"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_unknown_language_action_switches_nothing(client, lang):  # guard
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "message": "first time", "action": "lang-xx"})
    assert resp.status_code == 303
