"""The API's date ranges (application_date from 2018-10-01 to a year from today, first_enrolled from
2019-07 to the month of applying: screener.answers) hold on every face that reads answers from a
token or a link: the web's answers token, the text's short result link, the chat's and the SMS
conversation's state. A token or code carrying a date the API refuses ("1990") is bad as one
carrying any other refused value is (the "let's start again" page, a new conversation; never a
500), and the pages and the chat never keep such a date, so a token made here never holds one."""
import datetime as dt
from dataclasses import replace

import pytest

from screener import create_app
from screener.answers import validate
from screener.chat import session
from screener.flow import State
from screener.sms import link
from screener.sms import state as sms_state
from screener.token import BadToken
from screener.token import dumps
from screener.token import loads
from support import CONFIG
from support import RENEWAL
from support import TODAY
from support import shown_again
from support import text
from support import token

KEY = "k" * 40
CLEAN = validate(RENEWAL, strict=False)[0]  # a renewal's answers, first_enrolled 2025-08
REFUSED = [{"application_date": "1990-03-01"}, {"first_enrolled": "1990-01"},
           {"application_date": "2030-01-01"}, {"first_enrolled": "2027-01"},  # years ahead; after the month of applying
           {"application_date": "2026-01-10", "first_enrolled": "2026-08"}]  # enrolled after the day of applying
IN_RANGE = [{"application_date": "2018-10-01", "first_enrolled": None}, {"application_date": "2027-11-29"}, {"first_enrolled": "2019-07"},
            {"first_enrolled": "2026-11"}, {"application_date": "2026-08-31", "first_enrolled": "2026-08"}]


@pytest.mark.parametrize("dates", REFUSED)
def test_a_token_or_code_with_a_date_the_api_refuses_is_bad(dates):
    state = State({**CLEAN, **dates}, frozenset(), "en")
    with pytest.raises(BadToken):
        loads(dumps(state, KEY), KEY, None, today=TODAY)
    with pytest.raises(BadToken):
        link.loads(link.dumps(state, KEY), [KEY], None, today=TODAY)
    with pytest.raises(BadToken):
        session.loads(session.dumps(session.Conversation(state, None), KEY), KEY, None, today=TODAY)


@pytest.mark.parametrize("dates", IN_RANGE)
def test_a_date_in_range_opens_that_day_and_every_later_day(dates):
    state = State({k: v for k, v in {**CLEAN, **dates}.items() if v is not None}, frozenset(), "en")
    for day in (TODAY, TODAY + dt.timedelta(days=400), dt.date(2030, 2, 28)):
        assert loads(dumps(state, KEY), KEY, None, today=day) == state
        assert link.loads(link.dumps(state, KEY), [KEY], None, today=day) == state


def test_the_web_token_with_a_1990_date_gets_the_start_again_page(client, app):
    for dates in REFUSED[:2]:
        t = token(app, {**CLEAN, **dates})
        for resp in (client.get(f"/check?t={t}"), client.get(f"/result?t={t}"),
                     client.post("/question/zip", data={"t": t, "zip": "21044"})):
            assert resp.status_code == 400 and 'id="start-again"' in text(resp)
    t = token(app, {**CLEAN, **IN_RANGE[1]})
    assert client.get(f"/check?t={t}").status_code == 200


@pytest.mark.parametrize("lang,words", [("en", "start again"), ("es", "empezar de nuevo")])
def test_the_text_link_with_a_1990_date_gets_the_start_again_page(lang, words):
    app = create_app({**CONFIG, "TWILIO_AUTH_TOKEN": "t" * 32, "PUBLIC_URL": "https://example.org"})
    keys = sms_state.keys(app.config)
    bad = link.dumps(State({**CLEAN, "application_date": "1990-03-01"}, frozenset(), lang), keys[0])
    resp = app.test_client().get(f"/sms/r?c={bad}&lang={lang}")
    assert resp.status_code == 400 and words in text(resp).lower()
    good = link.dumps(State(dict(CLEAN), frozenset(), lang), keys[0])
    assert app.test_client().get(f"/sms/r?c={good}").status_code == 303


def test_the_chat_state_with_a_1990_date_starts_a_new_conversation(app, client):
    bad = session.dumps(session.Conversation(State({**CLEAN, "first_enrolled": "1990-01"}), "agi"), app.config["SECRET_KEY"])
    body = client.post("/api/v1/chat", json={"message": "45k", "state": bad, "lang": "en"}).get_json()
    # (fix47e) a new conversation at its first question; the API's ``expecting`` names the income
    # read back from "45k" while its "yes" waits (the contract), the conversation the question asked
    conv = session.loads(body["state"], app.config["SECRET_KEY"], None)
    assert conv.expecting == "applicant_type" and body["expecting"] == "agi"
    assert conv.state.answers == {}


def test_the_sms_cookie_with_a_1990_date_starts_a_new_conversation():
    conv = session.Conversation(State({**CLEAN, "first_enrolled": "1990-01"}), "agi")
    cookie = sms_state.dumps(sms_state.SmsState(conv, "en", False), [KEY], "+15550001", "+15550002")
    with pytest.raises(BadToken):
        sms_state.loads(cookie, [KEY], 3600, "+15550001", "+15550002", TODAY)
    good = sms_state.dumps(sms_state.SmsState(replace(conv, state=State(dict(CLEAN))), "en", False), [KEY], "+15550001", "+15550002")
    assert sms_state.loads(good, [KEY], 3600, "+15550001", "+15550002", TODAY).conversation.state.answers == CLEAN


# --- the pages and the chat never keep such a date (so nothing a student typed opens as a bad token) ---


@pytest.mark.parametrize("lang,month,year,says", [
    ("en", "9", "2018", "before July 2019"), ("en", "1", "2027", "after November 2026"),
    ("es", "9", "2018", "julio de 2019"),
])
def test_the_first_enrolled_page_refuses_a_month_out_of_range_as_typed(client, app, lang, month, year, says):
    answers = {k: v for k, v in CLEAN.items() if k != "first_enrolled"}
    t = token(app, answers, lang=lang)
    resp = shown_again(client, f"/question/first_enrolled?lang={lang}",
                       {"t": t, "first_enrolled-month": month, "first_enrolled-year": year})
    html = text(resp)
    assert resp.status_code == 200 and says in html and f'value="{year}"' in html
    ok = client.post(f"/question/first_enrolled?lang={lang}", data={"t": t, "first_enrolled-month": "8", "first_enrolled-year": "2025"})
    assert ok.status_code == 303 and "typed=" not in ok.headers["Location"]


def _asking(app, client, qid, message, answers, lang="en"):
    conv = session.Conversation(State(dict(answers), frozenset(), lang), qid)
    return client.post("/api/v1/chat", json={"message": message, "state": session.dumps(conv, app.config["SECRET_KEY"]),
                                             "lang": lang}).get_json()


@pytest.mark.parametrize("lang,message,says", [
    ("en", "fall 2018", "before July 2019"), ("en", "september 2018", "before July 2019"),
    ("es", "septiembre de 2018", "julio de 2019"), ("en", "january 2027", "after November 2026"),
])
def test_the_chat_never_keeps_a_first_enrolment_out_of_range(app, client, lang, message, says):
    answers = {k: v for k, v in CLEAN.items() if k != "first_enrolled"}
    body = _asking(app, client, "first_enrolled", message, answers, lang)
    assert says in body["reply"], body["reply"]
    conv = session.loads(body["state"], app.config["SECRET_KEY"], None, today=TODAY)
    assert "first_enrolled" not in conv.state.answers and "first_enrolled" not in conv.pending.get("first_enrolled", {})


@pytest.mark.parametrize("lang,message,says", [
    ("en", "I filed the FAFSA on October 5, 2015", "from October 1, 2018"),
    ("en", "I'll file the FAFSA on March 3, 2029", "to November 29, 2027"),
    ("es", "llené la FAFSA el 5 de octubre de 2015", "1 de octubre de 2018"),
])
def test_the_chat_never_keeps_a_day_of_applying_out_of_range(app, client, lang, message, says):
    conv = session.Conversation(State(dict(CLEAN), frozenset({"tuition", "birth_year"}), lang), None)
    body = client.post("/api/v1/chat", json={"message": message, "state": session.dumps(conv, app.config["SECRET_KEY"]),
                                             "lang": lang}).get_json()
    assert says in body["reply"], body["reply"]
    conv = session.loads(body["state"], app.config["SECRET_KEY"], None, today=TODAY)
    assert "application_date" not in conv.state.answers and "application_date" not in conv.pending
