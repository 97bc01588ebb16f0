"""fix47e: web, API and language (a newcomer's findings).

1. The API said another field than the one read back: while "Just to check, I read: • Household
   income (AGI): $45,000. Is that right?" waited for its yes or no, ``expecting`` named the next
   question (``prior_degree``). Cause: the API gave the engine's ``Turn.expecting``, the question a
   message answers once the read-back is settled. The contract (``expecting`` names the answer field
   the bot is asking for now) is now kept by ``Turn.api_expecting``: the first field read back while
   one waits, the question otherwise (the engine and its tests keep ``expecting`` as it was).
2. The chat's language switch let a pending read-back go without a "yes": the switch says the
   read-back again in the new language (fix46g, fix46q), and the engine, reading the bot's last two
   replies, took that for the read-back asked twice in a row (fix44e/fix45a's let-go): the next
   answer kept the income unconfirmed ("You went on without a yes or no…"). Cause: every "the bot's
   last reply" reading counted the switch's message. The engine now reasons on the transcript
   without the switch's messages (engine._as_answered); the page keeps every bubble as said.
   The chat page switches by a form post with JavaScript on and off alike (chat.js leaves the
   language buttons to the form), so the no-JavaScript rows cover both; the API's empty message in
   another language is the same switch.
4. The start page said "about 14 short questions, and often fewer" where a graduate filing the
   One-App answers 15 pages: the figure is the first page's own count (Flow.pages_left), now said as
   what it is, about that many, "a few more or fewer, depending on your answers" (never a bound).
5. A chat token's bot message language (session.Said) was any 2–3 letters: now only a language
   the app serves (its configured LANGUAGES; i18n.LANGUAGES outside a request).
"""
import html as html_lib
import re

import pytest

from support import NEW
from support import Student
from support import proposed
from support import talk
from support import then

OTHER = {"en": "es", "es": "en"}
FIRST = {"en": "first time", "es": "primera vez"}
YES = {"en": "yes", "es": "sí"}
INCOME = {"en": "about 45k", "es": "como 45 mil"}
GOING_ON = {"en": "Let's go on in English.", "es": "Seguimos en español."}
LET_GO = {"en": "You went on without", "es": "Seguiste sin decirme"}


def _api(client, lang: str, *messages) -> dict:
    body = client.post("/api/v1/chat", json={"message": "", "state": None, "lang": lang}).get_json()
    for m in messages:
        body = client.post("/api/v1/chat", json={"message": m, "state": body["state"], "lang": lang}).get_json()
    return body


# --- 1. the API's ``expecting`` while a read-back waits -----------------------------------------

@pytest.mark.parametrize("lang,messages,field", [
    ("en", ["first time", "about 45k"], "agi"),  # the income read back at the degree question
    ("es", ["primera vez", "como 45 mil"], "agi"),
    ("en", ["first time", "none yet", "I live with my mom"], "household"),  # read back at the high school question
    ("es", ["primera vez", "ninguno todavía", "vivo con mi mamá"], "household"),
    ("en", ["first time", "about 45k", "I live with my mom"], "agi"),  # still waiting, a new fact kept beside it
    ("es", ["primera vez", "como 45 mil", "vivo con mi mamá"], "agi"),
])
def test_expecting_names_the_field_read_back(client, lang, messages, field):
    body = _api(client, lang, *messages)
    assert body["quick_replies"] == (["Yes", "No"] if lang == "en" else ["Sí", "No"])  # a read-back waits
    assert body["expecting"] == field, (body["reply"], body["expecting"])


@pytest.mark.parametrize("lang,messages,field", [
    ("en", ["first time"], "prior_degree"),  # guard: no read-back, the question asked
    ("es", ["primera vez"], "prior_degree"),
    ("en", ["first time", "about 45k", "yes"], "prior_degree"),  # guard: the "yes" given, the question again
    ("es", ["primera vez", "como 45 mil", "sí"], "prior_degree"),
])
def test_expecting_names_the_question_when_no_read_back_waits(client, lang, messages, field):  # guards
    body = _api(client, lang, *messages)
    assert body["expecting"] == field, (body["reply"], body["expecting"])
    assert "agi" not in messages[-1] or body["answers"].get("agi") == 45000


# --- 2. the language switch: the question said again, nothing else changed ----------------------

def _hidden(html: str, form_id: str) -> dict:
    form = re.search(r'<form id="%s"[^>]*>(.*?)</form>' % form_id, html, re.S).group(1)
    return {m.group(1): html_lib.unescape(m.group(2))
            for m in re.finditer(r'<input type="hidden" name="([\w-]+)" value="([^"]*)"', form)}


def _page_after(client, lang: str, messages: list) -> str:
    """Return the chat page (JavaScript off, form posts) after ``messages``."""
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    for m in messages:
        resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "message": m})
        html = client.get(resp.headers["Location"]).get_data(as_text=True)
    return html


def _switched(client, html: str, lang: str, to: str) -> str:
    resp = client.post(f"/chat?lang={lang}", data={**_hidden(html, "chat-form"), "message": "", "action": f"lang-{to}"})
    assert resp.status_code == 303
    return client.get(resp.headers["Location"]).get_data(as_text=True)


def _bot_texts(html: str) -> list:
    return [html_lib.unescape(t) for t in re.findall(r'chat-msg--bot">.*?<p class="chat-msg__text"[^>]*>(.*?)</p>', html, re.S)]


@pytest.mark.parametrize("lang,switches", [
    ("en", 1), ("es", 1),
    ("en", 2), ("es", 2),  # two switches in a row: the newcomer's finding
    ("en", 3), ("es", 3),
    ("en", 0), ("es", 0),  # guards: no switch, the read-back waits as ever
])
def test_a_switch_never_lets_a_read_back_go(client, lang, switches):
    html = _page_after(client, lang, [FIRST[lang], INCOME[lang]])
    bots = len(_bot_texts(html))
    now = lang
    for _ in range(switches):
        html = _switched(client, html, now, OTHER[now])
        now = OTHER[now]
        assert _bot_texts(html)[-1].startswith(GOING_ON[now])
    assert len(_bot_texts(html)) == bots + switches  # every bubble kept as said, one more a switch
    # an answer to the question pending, no "yes": the income still read back, never kept
    resp = client.post(f"/chat?lang={now}", data={**_hidden(html, "chat-form"),
                                                   "message": "none yet" if now == "en" else "ninguno todavía"})
    after = client.get(resp.headers["Location"]).get_data(as_text=True)
    last = _bot_texts(after)[-1]
    assert LET_GO[now] not in last and "$45,000" in last, last
    body = client.post("/api/v1/chat", json={"message": YES[now], "state": _hidden(after, "chat-form")["state"],
                                             "lang": now}).get_json()
    assert body["answers"].get("agi") == 45000  # kept on its "yes"


@pytest.mark.parametrize("lang,switches", [("en", 2), ("es", 2), ("en", 0), ("es", 0)])
def test_an_api_switch_never_lets_a_read_back_go(client, lang, switches):
    body = _api(client, lang, FIRST[lang], INCOME[lang])
    now = lang
    for _ in range(switches):
        now = OTHER[now]
        body = client.post("/api/v1/chat", json={"message": "", "state": body["state"], "lang": now}).get_json()
        assert body["reply"].startswith(GOING_ON[now]) and "$45,000" in body["reply"]
    body = client.post("/api/v1/chat", json={"message": "I live with my mom" if now == "en" else "vivo con mi mamá",
                                             "state": body["state"], "lang": now}).get_json()
    assert "agi" not in body["answers"] and LET_GO[now] not in body["reply"], body["reply"]
    assert "$45,000" in body["reply"]  # read back again, with the household


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_read_back_said_twice_is_still_let_go_after_a_switch(lang):  # guard: fix45a's let-go
    from screener.chat.engine import asked_again
    import datetime as dt
    turn = talk(lang, FIRST[lang], INCOME[lang], "I live with my mom" if lang == "en" else "vivo con mi mamá")
    assert proposed(turn).get("agi") == 45000  # read back twice now
    again = asked_again(turn.conversation, OTHER[lang], dt.date(2026, 12, 1))
    other = OTHER[lang]
    after = then(again, "none yet" if other == "en" else "ninguno todavía", other)
    assert after.answers.get("agi") == 45000 and LET_GO[other] in after.reply


# --- 4. the start page's count ------------------------------------------------------------------

PROMISE = {"en": r"It takes about (\d+) short questions: a few more or fewer, depending on your answers\.",
           "es": r"Son unas (\d+) preguntas cortas: algunas más o menos, según tus respuestas\."}
LEFT = {"en": "About {} questions left", "es": "Faltan más o menos {} preguntas"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_start_page_says_the_first_pages_count_and_no_bound(client, lang):
    start = client.get(f"/?lang={lang}").get_data(as_text=True)
    said = re.search(PROMISE[lang], start)
    assert said, "the count said as an estimate, never a bound"
    promised = int(said.group(1))
    first = client.get(re.search(r'<a href="([^"]*)"[^>]*id="start"', start).group(1).replace("&amp;", "&"),
                       follow_redirects=True).get_data(as_text=True)
    assert LEFT[lang].format(promised) in first  # derived from the flow: the first page's own count
    assert "often fewer" not in start and "muchas veces menos" not in start


@pytest.mark.parametrize("answers,more", [
    ({**NEW, "aid_application": "one_app", "dream_act": "true"}, True),  # a graduate filing the One-App: 15 pages
    ({**NEW, "hs_completion_date": "2027-06"}, False),  # a senior answers fewer
])
def test_paths_go_either_side_of_the_figure(client, answers, more):  # guards: why the wording says both ways
    start = client.get("/?lang=en").get_data(as_text=True)
    first = client.get(re.search(r'<a href="([^"]*)"[^>]*id="start"', start).group(1).replace("&amp;", "&"),
                       follow_redirects=True).get_data(as_text=True)
    promised = int(re.search(r"About (\d+) questions left", first).group(1))  # the figure the start page says
    student = Student(client, answers)
    student.start()
    student.finish()
    assert (len(student.asked) > promised) == more, (len(student.asked), promised, student.asked)


# --- 5. a token's bot message language ----------------------------------------------------------

@pytest.mark.parametrize("code,kept", [
    ("fr", False), ("xx", False), ("eng", False),  # 2-3 letters, no language the app serves
    ("en", True), ("es", True),  # guards
])
def test_a_token_says_only_a_served_language(app, code, kept):
    from screener.chat import session
    from screener.chat.session import Conversation
    from screener.chat.session import Said
    from screener.flow import State
    from screener.token import BadToken
    from screener.token import keys
    conv = Conversation(State(lang="en"), transcript=(Said("bot", "Hi!", code),))
    with app.test_request_context():
        token = session.dumps(conv, keys(app.config))
        if kept:
            assert session.loads(token, keys(app.config), None).transcript[0].lang == code
        else:
            with pytest.raises(BadToken):
                session.loads(token, keys(app.config), None)


def test_a_token_from_a_request_kept_by_the_api(client, app):  # guard: a real chat's token goes on
    body = _api(client, "es", "primera vez")
    body = client.post("/api/v1/chat", json={"message": "ninguno todavía", "state": body["state"], "lang": "es"}).get_json()
    assert body["answers"].get("prior_degree") == "none"
