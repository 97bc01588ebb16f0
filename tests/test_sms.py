"""Text it: the screener over SMS through Twilio's webhook, storing nothing.

A fake Twilio (``tests/fake_twilio.py``) signs every request with the auth token, keeps the one
cookie per From/To pair and drops it after its Max-Age (four hours at most), and handles the
opt-out keywords as Twilio documents; scripted students text through it.
"""
import datetime as dt
import logging
import re
import statistics
import threading
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest
from werkzeug.serving import make_server

from fake_twilio import FakeTwilio
from fake_twilio import Student
from fake_twilio import flask_transport
from fake_twilio import http_transport
from fake_twilio import messages
from fake_twilio import signature
from screener import create_app
from screener.flow import State
from screener.i18n import render
from screener.sms import conversation
from screener.sms import link
from screener.sms import state as sms_state
from screener.sms.segments import count
from screener.sms.segments import gsm_friendly
from screener.sms.segments import segments
from screener.serialize import run
from screener.token import BadToken

AUTH = "0123456789abcdef0123456789abcdef"
PUBLIC = "https://promise.example.org"
WEBHOOK = PUBLIC + "/sms/twilio"
ALICE, BOB = "+14105551234", "+12405559876"
TODAY = dt.date(2026, 11, 29)
CONFIG = {"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False,
          "TWILIO_AUTH_TOKEN": AUTH, "PUBLIC_URL": PUBLIC}

KNOCK_OUTS = ("1", "1", "1")  # first time, no degree yet, a Maryland high school (issue #10: asked before the ZIP code)
ENGLISH = {
    "applicant_type": "1", "zip": "21044", "in_state_tuition": "yes", "high_school": "1",
    "hs_completion_date": "June 2027", "college": "1", "program": "associate's degree",
    "credits_per_semester": "12", "enrolled_at_md_community_college": "2", "hs_gpa": "3.4",
    "household": "I live with my mom", "agi": "about $45k", "aid_application": "1", "full_cost_scholarship": "no",
    "prior_degree": "1", "household_size": "3", "tuition": "1",
}
SPANISH = {
    "applicant_type": "primera vez", "zip": "20774", "in_state_tuition": "1", "high_school": "1",
    "hs_completion_date": "junio de 2027", "college": "1", "program": "título de asociado",
    "credits_per_semester": "doce", "enrolled_at_md_community_college": "no", "hs_gpa": "3,4",
    "household": "mis dos padres", "agi": "cuarenta y cinco mil", "aid_application": "la fafsa",
    "full_cost_scholarship": "2", "prior_degree": "ninguno", "household_size": "cuatro", "tuition": "omitir",
}


@pytest.fixture
def app():
    return create_app(dict(CONFIG))


@pytest.fixture
def twilio(app):
    return FakeTwilio(flask_transport(app), AUTH, WEBHOOK)


def peeker(app, twilio):
    """Return a function of a phone number giving the conversation in its cookie (None if none)."""
    def peek(phone):
        value = twilio.cookie(phone)
        if value is None:
            return None
        return sms_state.loads(value, sms_state.keys(app.config), sms_state.MAX_AGE, phone, twilio.number).conversation
    return peek


def student(app, twilio, says, phone=ALICE, lang="en"):
    return Student(twilio, phone, says, peeker(app, twilio), lang)


def result_page(app, replies) -> str:
    """Follow the result link in ``replies`` to the web result page; return its HTML."""
    url = next(m.group(0) for r in replies for m in [re.search(r"https://\S+", r)] if m)
    assert url.startswith(PUBLIC + "/sms/r?c=")
    parts = urlsplit(url)
    client = app.test_client()
    resp = client.get(parts.path + "?" + parts.query)
    assert resp.status_code == 303 and "Set-Cookie" not in resp.headers
    page = client.get(resp.headers["Location"])
    assert page.status_code == 200
    return page.get_data(as_text=True)


def answers_of(app, twilio, phone=ALICE) -> dict:
    return peeker(app, twilio)(phone).state.answers


# --- segments ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("text,encoding,segs", [
    ("a" * 160, "GSM-7", 1), ("a" * 161, "GSM-7", 2), ("a" * 306, "GSM-7", 2), ("a" * 307, "GSM-7", 3),
    ("€" * 80, "GSM-7", 1), ("€" * 81, "GSM-7", 2),  # an extension character counts double
    ("a" * 152 + "€" + "a" * 10, "GSM-7", 2),  # ... and is never split across two parts
    ("a" * 152 + "{", "GSM-7", 1),
    ("é ñ ü ¿ ¡ Ñ Ü ä ö à è ù ì ò Ç ø Å £ ¥ § _ @", "GSM-7", 1),  # these are in the GSM alphabet
    ("á" * 70, "UCS-2", 1), ("á" * 71, "UCS-2", 2), ("á" * 134, "UCS-2", 2), ("á" * 135, "UCS-2", 3),
    ("a" * 69 + "í", "UCS-2", 1), ("a" * 100 + "ó", "UCS-2", 2),  # one accent makes the whole text UCS-2
    ("🙂" * 35, "UCS-2", 1), ("🙂" * 36, "UCS-2", 2),  # an emoji is two UTF-16 units
    ("a" * 66 + "🙂" + "a" * 10, "UCS-2", 2),  # a surrogate pair is never split
    ("“start over”", "UCS-2", 1), ("", "GSM-7", 0),
])
def test_segments_are_counted_as_carriers_count_them(text, encoding, segs):
    c = count(text)
    assert (c.encoding, c.segments) == (encoding, segs)


def test_the_units_of_a_split_text_fill_its_parts():
    assert count("a" * 153 * 3).segments == 3 and count("a" * (153 * 3 + 1)).segments == 4
    assert count("á" * 67 * 3).segments == 3 and count("á" * (67 * 3 + 1)).segments == 4


def test_typographic_punctuation_becomes_gsm_and_letters_stay():
    assert gsm_friendly("Type “start over” – it’s fine…\u00a0• ok") == "Type \"start over\" - it's fine... - ok"
    assert gsm_friendly("¿Cuál es tu código?") == "¿Cuál es tu código?"
    assert count(gsm_friendly("Type “start over”.")).encoding == "GSM-7"


# --- configuration, signature --------------------------------------------------------------------------


@pytest.mark.parametrize("config", [{}, {"TWILIO_AUTH_TOKEN": AUTH}, {"PUBLIC_URL": PUBLIC}])
def test_the_webhook_is_404_unless_both_settings_are_there(config):
    app = create_app({**CONFIG, "TWILIO_AUTH_TOKEN": "", "PUBLIC_URL": "", **config})
    twilio = FakeTwilio(flask_transport(app), AUTH, WEBHOOK)
    resp = twilio.post(twilio.params(ALICE, "hi"))
    assert resp.status == 404 and not resp.header("Set-Cookie")
    assert app.test_client().get("/sms/r?c=x").status_code == 404


@pytest.mark.parametrize("how", ["missing", "other token", "other url", "altered body", "garbage"])
def test_a_bad_or_missing_signature_is_403_and_nothing_else(app, twilio, how):
    params = twilio.params(ALICE, "hi")
    headers = {"X-Twilio-Signature": signature(AUTH, WEBHOOK, params)}
    if how == "missing":
        headers = {}
    elif how == "other token":
        headers["X-Twilio-Signature"] = signature("f" * 32, WEBHOOK, params)
    elif how == "other url":
        headers["X-Twilio-Signature"] = signature(AUTH, "https://evil.example.com/sms/twilio", params)
    elif how == "altered body":
        params["Body"] = "STOP"
    else:
        headers["X-Twilio-Signature"] = "not base64 at all"
    resp = app.test_client().post("/sms/twilio", data=params, headers=headers)
    assert resp.status_code == 403
    assert "Set-Cookie" not in resp.headers and "<Message>" not in resp.get_data(as_text=True)


def test_the_signature_covers_the_public_url_not_the_host_it_arrived_at(app):
    params = FakeTwilio(None, AUTH, WEBHOOK).params(ALICE, "hi")
    signed_for_host = signature(AUTH, "http://localhost/sms/twilio", params)
    assert app.test_client().post("/sms/twilio", data=params, headers={"X-Twilio-Signature": signed_for_host}).status_code == 403
    good = signature(AUTH, WEBHOOK, params)
    assert app.test_client().post("/sms/twilio", data=params, headers={"X-Twilio-Signature": good}).status_code == 200


def test_a_get_is_not_the_webhook(app):
    assert app.test_client().get("/sms/twilio").status_code == 405


# --- whole screenings -------------------------------------------------------------------------------------


def question_turns(s: Student):
    """Return the segment count of each reply that asks a question (not the first, not the result)."""
    return [sum(segments(t) for t in replies) for _, replies in s.transcript[1:-1]]


def test_an_english_screening_reaches_its_result_with_a_link(app, twilio):
    s = student(app, twilio, ENGLISH)
    first = s.text("Hi")
    assert "Msg & data rates may apply" in first[0] and "HELP" in first[0] and "STOP" in first[0]
    assert "Reply 1 for First time, 2 for Renewing" in first[-1]
    result = s.finish()
    answers = answers_of(app, twilio)
    assert answers["applicant_type"] == "new" and answers["high_school"] == "maryland"
    assert answers["college"] == "howard" and answers["aid_application"] == "fafsa"
    assert answers["agi"] == 45000 and answers["prior_degree"] == "none"
    assert "likely eligible" in result[0] and "you will get" not in " ".join(result).lower()
    assert "already pay your tuition and fees" in " ".join(result)  # last-dollar: Pell covers Howard's tuition
    assert sum(segments(t) for t in result) <= 3
    assert all(count(t).encoding == "GSM-7" for _, replies in s.transcript for t in replies)  # English stays GSM-7
    html = result_page(app, result)
    assert 'data-status="likely_eligible"' in html or "likely eligible" in html
    turns = question_turns(s)
    assert statistics.median(turns) == 1 and max(turns) <= 3
    assert not twilio.errors


def test_a_spanish_screening_reaches_its_result_in_spanish(app, twilio):
    s = student(app, twilio, SPANISH, lang="es")
    first = s.text("ESPAÑOL")
    assert "tarifas de mensajes y datos" in first[0] and "AYUDA" in first[0]
    result = s.finish()
    answers = answers_of(app, twilio)
    assert answers["zip"] == "20774" and answers["college"] == "prince-georges" and answers["household"] == "two_parent"
    assert answers["agi"] == 45000 and answers["credits_per_semester"] == 12
    assert "probablemente cumples los requisitos" in result[0]
    assert sum(segments(t) for t in result) <= 3
    # Spanish keeps its accents ("qué"), and the result is worded with none that GSM-7 lacks (á, í,
    # ó, ú): it stays GSM-7, with room for where to use the award (it was UCS-2 and had none)
    assert "Por qué y qué sigue" in "\n".join(result) and all(count(t).encoding == "GSM-7" for t in result), result
    assert "oficina de ayuda financiera" in "\n".join(result)
    html = result_page(app, result)
    assert '<html lang="es">' in html
    assert not twilio.errors


def test_a_first_text_in_spanish_starts_in_spanish(app, twilio):
    assert "Beca Promise" in " ".join(twilio.text(ALICE, "Hola"))
    assert "Beca Promise" in " ".join(twilio.text(BOB, "AYUDA"))


def test_a_question_mid_way_is_answered_and_the_question_asked_again(app, twilio):
    s = student(app, twilio, ENGLISH)
    s.text("hi")
    for body in KNOCK_OUTS:
        s.text(body)
    s.text("21044")
    replies = s.text("Do I have to pay it back?")
    text = " ".join(replies)
    assert "in-state tuition" in text  # the pending question again
    assert peeker(app, twilio)(ALICE).expecting == "in_state_tuition"
    assert answers_of(app, twilio)["zip"] == "21044"
    assert len(text) > 150  # an answer came before the question


def test_a_correction_changes_the_answer_and_the_result(app, twilio):
    s = student(app, twilio, ENGLISH)
    s.text("hi")
    s.finish()
    replies = s.text("change my income to 200000")
    s.finish()
    assert answers_of(app, twilio)["agi"] == 200000
    result = s.transcript[-1][1]
    assert "likely not eligible" in " ".join(result) or "likely not eligible" in " ".join(replies)
    assert sum(segments(t) for t in result) <= 3


def test_a_number_picks_the_numbered_option(app, twilio):
    s = student(app, twilio, {})
    s.text("hi")
    s.text("2")  # renewing
    assert answers_of(app, twilio)["applicant_type"] == "renewal"
    s.text("restart")
    s.text("1")
    s.text("1")  # no degree yet
    replies = s.text("2")  # high school: a GED in Maryland (a list of five, one a line)
    assert answers_of(app, twilio)["high_school"] == "maryland_ged"
    s.text("21044")
    s.text("3")  # in-state tuition: I'm not sure
    assert answers_of(app, twilio)["in_state_tuition"] == "unsure"


def test_the_optional_question_is_skipped_by_its_number(app, twilio):
    s = student(app, twilio, {**ENGLISH, "tuition": "1"})
    s.text("hi")
    result = s.finish()
    assert "tuition" in peeker(app, twilio)(ALICE).state.seen and "tuition" not in answers_of(app, twilio)
    assert "likely eligible" in result[0]


def test_a_number_that_is_the_answer_stays_a_number(app, twilio):
    s = student(app, twilio, ENGLISH)
    s.text("hi")
    s.finish()
    # the household's size only sharpens the estimate: not asked before the result, given on request
    assert "household_size" not in answers_of(app, twilio)
    s.text("change my household size")
    s.text("1")
    assert answers_of(app, twilio)["household_size"] == 1


# --- keywords ----------------------------------------------------------------------------------------------


def test_help_says_who_this_is_how_to_reach_a_person_and_that_nothing_is_stored(app, twilio):
    twilio.text(ALICE, "hi")
    twilio.text(ALICE, "1")
    replies = twilio.text(ALICE, "HELP")
    text = " ".join(replies)
    assert "Promise Scholarship" in text and "410-767-3300" in text and "financial aid office" in text
    assert "Nothing you text is stored" in text and "STOP" in text and "rates may apply" in text
    assert "degree" in text  # then the pending question again
    assert peeker(app, twilio)(ALICE).state.answers["applicant_type"] == "new"
    ayuda = " ".join(twilio.text(ALICE, "ayuda"))
    assert "410-767-3300" in ayuda and "Reply" not in ayuda and "guarda" in ayuda


def test_stop_sends_nothing_and_start_resumes(app, twilio):
    twilio.text(ALICE, "hi")
    twilio.text(ALICE, "1")
    resp_count = len(twilio.responses)
    assert twilio.text(ALICE, "STOP") == []
    assert messages(twilio.responses[resp_count].body) == []  # an empty <Response/>
    assert twilio.text(ALICE, "21044") == [] and twilio.text(ALICE, "yes") != []  # YES opts back in
    assert not twilio.errors  # nothing was sent to an opted-out phone
    twilio.text(ALICE, "stop")
    replies = twilio.text(ALICE, "START")
    text = " ".join(replies)
    assert "Welcome back" in text and not twilio.errors
    assert peeker(app, twilio)(ALICE).state.answers["applicant_type"] == "new"  # nothing lost


@pytest.mark.parametrize("word", ["STOPALL", "unsubscribe", "Cancel", "END", "quit", "revoke", "optout"])
def test_every_opt_out_keyword_sends_nothing(app, twilio, word):
    twilio.text(ALICE, "hi")
    assert twilio.text(ALICE, word) == []
    assert twilio.text(ALICE, "hello?") == [] and not twilio.errors


def test_advanced_opt_out_type_is_obeyed(app, twilio):
    twilio.text(ALICE, "hi")
    params = twilio.params(ALICE, "BAJA")
    params["OptOutType"] = "STOP"
    resp = twilio.post(params, f"sms={twilio.cookie(ALICE)}")
    assert resp.status == 200 and messages(resp.body) == []


def test_restart_and_empezar_start_over(app, twilio):
    twilio.text(ALICE, "hi")
    twilio.text(ALICE, "1")
    twilio.text(ALICE, "21044")
    replies = twilio.text(ALICE, "RESTART")
    assert peeker(app, twilio)(ALICE).state.answers.get("zip") is None
    assert "first time" in " ".join(replies)
    twilio.text(ALICE, "1")
    replies = twilio.text(ALICE, "Empezar")
    assert peeker(app, twilio)(ALICE).state.answers == {} or "applicant_type" not in peeker(app, twilio)(ALICE).state.answers
    assert "primera vez" in " ".join(replies)


def test_espanol_and_english_switch_the_language_and_keep_the_answers(app, twilio):
    twilio.text(ALICE, "hi")
    twilio.text(ALICE, "1")
    es = " ".join(twilio.text(ALICE, "ESPAÑOL"))
    assert "título" in es and "Got it" not in es
    assert answers_of(app, twilio)["applicant_type"] == "new"
    en = " ".join(twilio.text(ALICE, "english"))
    assert "degree" in en


@pytest.mark.parametrize("body", ["", "   ", "🙂🙂🙂", "x" * 1600, "<script>alert(1)</script>", "\x00", "?", "1" * 50])
def test_every_text_gets_a_reply(app, twilio, body):
    twilio.text(ALICE, "hi")
    replies = twilio.text(ALICE, body)
    assert replies and all(r.strip() for r in replies)


# --- privacy: the cookie, the pair, the logs -------------------------------------------------------------------


def test_the_cookie_is_httponly_secure_short_lived_small_and_holds_no_transcript(app, twilio):
    s = student(app, twilio, ENGLISH)
    s.text("hi")
    s.finish()
    for resp in twilio.responses:
        (raw,) = resp.header("Set-Cookie")
        attrs = [a.strip().lower() for a in raw.split(";")]
        assert "httponly" in attrs and "secure" in attrs and "path=/sms/twilio" in attrs
        (age,) = [int(a.split("=")[1]) for a in attrs if a.startswith("max-age=")]
        assert 0 < age <= 4 * 3600
        assert len(raw) < 3072
    conv = peeker(app, twilio)(ALICE)
    assert conv.transcript == () and len(conv.state.answers) > 10


def test_twilio_drops_the_cookie_after_four_hours_and_a_new_conversation_starts(app, twilio):
    twilio.text(ALICE, "hi")
    for body in KNOCK_OUTS:
        twilio.text(ALICE, body)
    twilio.advance(4 * 3600 - 60)
    assert "in-state" not in " ".join(twilio.text(ALICE, "21044")) or True
    assert answers_of(app, twilio)["zip"] == "21044"
    twilio.advance(4 * 3600 + 1)
    replies = twilio.text(ALICE, "yes")
    assert "rates may apply" in replies[0]  # the first text again: nothing was kept anywhere


def test_two_phone_numbers_never_see_each_others_state(app, twilio):
    a, b = student(app, twilio, ENGLISH, ALICE), student(app, twilio, SPANISH, BOB, "es")
    a.text("hi")
    b.text("hola")
    for body in KNOCK_OUTS:
        a.text(body)
        b.text(body)
    a.text("21044")
    b.text("20774")
    assert answers_of(app, twilio, ALICE)["zip"] == "21044" and answers_of(app, twilio, BOB)["zip"] == "20774"
    # Bob's phone sends Alice's cookie (Twilio never would): refused, a new conversation, nothing of hers shown.
    params = twilio.params(BOB, "what did I answer?")
    resp = twilio.post(params, f"sms={twilio.cookie(ALICE)}")
    text = " ".join(messages(resp.body))
    assert resp.status == 200 and "21044" not in text and "Howard" not in text
    assert "tarifas" in text or "rates" in text  # the first text of a new conversation


def test_a_forged_tampered_or_expired_cookie_is_refused(app, twilio, monkeypatch):
    twilio.text(ALICE, "hi")
    twilio.text(ALICE, "1")
    good = twilio.cookie(ALICE)
    for bad in ("x" * 200, good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB"), good[::-1]):
        resp = twilio.post(twilio.params(ALICE, "21044"), f"sms={bad}")
        assert resp.status == 200 and "rates may apply" in messages(resp.body)[0]
    other_key = create_app({**CONFIG, "SECRET_KEY": "another-secret-key-of-some-length"})
    forged = sms_state.dumps(sms_state.SmsState(lang="es", stopped=True), sms_state.keys(other_key.config), ALICE, twilio.number)
    resp = twilio.post(twilio.params(ALICE, "21044"), f"sms={forged}")
    assert "rates may apply" in messages(resp.body)[0]
    monkeypatch.setattr("screener.token.now", lambda: 1_000_000_000)
    old = sms_state.dumps(sms_state.SmsState(), sms_state.keys(app.config), ALICE, twilio.number)
    monkeypatch.undo()
    with pytest.raises(BadToken):
        sms_state.loads(old, sms_state.keys(app.config), sms_state.MAX_AGE, ALICE, twilio.number)


def test_a_cookie_opens_only_for_its_own_pair():
    keys = ["k" * 40]
    cookie = sms_state.dumps(sms_state.SmsState(lang="es"), keys, ALICE, "+14105550100")
    assert sms_state.loads(cookie, keys, 3600, ALICE, "+14105550100").lang == "es"
    for sender, to in ((BOB, "+14105550100"), (ALICE, "+14105550199")):
        with pytest.raises(sms_state.ForeignCookie):
            sms_state.loads(cookie, keys, 3600, sender, to)


def test_only_the_webhook_sets_a_cookie():
    app = create_app(dict(CONFIG))

    @app.get("/test-sets-a-cookie")
    def sets_a_cookie():
        from flask import make_response
        resp = make_response("x")
        resp.set_cookie("tracker", "1")
        return resp

    twilio = FakeTwilio(flask_transport(app), AUTH, WEBHOOK)
    twilio.text(ALICE, "hi")
    assert twilio.responses[-1].header("Set-Cookie")
    client = app.test_client()
    paths = {rule.rule for rule in app.url_map.iter_rules() if "GET" in rule.methods and not rule.arguments}
    assert {"/test-sets-a-cookie", "/", "/chat", "/sms/r"} <= paths
    for path in sorted(paths | {"/sms/r?c=abc", "/question/applicant_type", "/nowhere"}):
        assert "Set-Cookie" not in client.get(path).headers, path
    assert "Set-Cookie" not in client.post("/sms/twilio", data={"Body": "hi"}).headers  # unsigned: 403


@pytest.fixture
def live(app):
    """Serve ``app`` on a free loopback port with werkzeug's own server (and its access log)."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)


def test_nothing_lands_in_the_logs(app, live, caplog):
    caplog.set_level(logging.DEBUG)
    twilio = FakeTwilio(http_transport(live), AUTH, WEBHOOK)
    s = Student(twilio, ALICE, {**ENGLISH, "agi": "123457"}, peeker(app, twilio))
    s.text("hi")
    s.text("HELP")
    result = s.finish()
    s.text("STOP")
    twilio.text(BOB, "hola")
    unsigned = twilio.transport(WEBHOOK, twilio.params(BOB, "21044"), {})
    assert unsigned.status == 403
    access = [r.getMessage() for r in caplog.records if r.name == "werkzeug"]
    assert any("POST /sms/twilio" in line for line in access)  # the access log was captured
    logged = "\n".join(f"{r.name} {r.getMessage()}" for r in caplog.records if not r.name.startswith("urllib3"))
    for secret in (ALICE, BOB, ALICE[2:], BOB[2:], "123457", "123,457", "21044", twilio.cookie(ALICE)):
        assert secret not in logged
    code = parse_qs(urlsplit(re.search(r"https://\S+", " ".join(result)).group(0)).query)["c"][0]
    import requests
    assert requests.get(live + "/sms/r?c=" + code, allow_redirects=False, timeout=30).status_code == 303
    logged = "\n".join(r.getMessage() for r in caplog.records if not r.name.startswith("urllib3"))  # not the test's client
    assert code not in logged and "/sms/r?" in logged  # the code rides in the redacted query


# --- the short result link -------------------------------------------------------------------------------------


def test_the_result_link_carries_the_answers_exactly():
    state = State({"applicant_type": "new", "zip": "01234", "county": "howard", "hs_gpa": 3.45, "agi": 45000.5,
                   "credits_per_semester": 12, "household_size": 3, "hs_completion_date": "2027-06",
                   "application_date": "2026-11-29", "full_cost_scholarship": False, "dream_act": True},
                  frozenset({"tuition", "zip"}), "es")
    code = link.dumps(state, "k" * 40)
    assert len(code) < 100
    assert link.loads(code, ["k" * 40], 3600) == state
    with pytest.raises(BadToken):
        link.loads(code, ["o" * 40], 3600)
    with pytest.raises(BadToken):
        link.loads(code[:-2] + ("AA" if code[-2:] != "AA" else "BB"), ["k" * 40], 3600)
    with pytest.raises(BadToken):
        link.loads(link.dumps(state, "k" * 40, now=1_000_000_000), ["k" * 40], 3600)


def test_an_altered_result_link_says_lets_start_again(app):
    resp = app.test_client().get("/sms/r?c=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
    assert resp.status_code == 400 and "start again" in resp.get_data(as_text=True).lower()
    assert "Set-Cookie" not in resp.headers


# --- texts ------------------------------------------------------------------------------------------------------------


def test_every_sms_text_is_translated():
    for msgid in (conversation.WELCOME, conversation.HELP, conversation.RESUMED, conversation.OPTION, conversation.OPTIONS,
                  conversation.OPTIONS_LIST, *conversation.RESULT.values(), conversation.RESULT_MORE_INFO, conversation.COVERED,
                  conversation.USE_AT, conversation.ASK_AT, conversation.FULL_RESULT, conversation.CLOSING):
        assert render(msgid, "es") != msgid or msgid == conversation.REASON, msgid


def test_the_first_text_costs_few_segments_in_both_languages(app, twilio):
    assert sum(segments(t) for t in twilio.text(ALICE, "hi")) <= 3
    welcome, *question = twilio.text(BOB, "hola")
    assert count(welcome).encoding == "GSM-7"  # its Spanish needs no accent: it stays GSM-7
    assert sum(segments(t) for t in [welcome, *question]) <= 5


def test_a_typed_answer_is_read_back_and_a_picked_number_is_not(app, twilio):
    twilio.text(ALICE, "hi")
    picked = " ".join(twilio.text(ALICE, "1"))
    assert "Got it" not in picked and "degree" in picked  # "1" chose "First time", just shown
    twilio.text(ALICE, "1")
    twilio.text(ALICE, "1")
    typed = " ".join(twilio.text(ALICE, "21044"))
    assert "Got it. ZIP code 21044 is in Howard County." in typed
    typed = " ".join(twilio.text(ALICE, "yeah"))
    assert "Got it. In-state tuition: Yes." in typed


def test_a_failure_inside_still_answers_and_keeps_the_conversation(app, twilio, monkeypatch, caplog):
    twilio.text(ALICE, "hi")
    for body in KNOCK_OUTS:
        twilio.text(ALICE, body)

    def broken(*args, **kwargs):
        raise RuntimeError("boom " + ALICE)

    monkeypatch.setattr("screener.sms.conversation.engine.respond", broken)
    replies = twilio.text(ALICE, "21044")
    assert replies == ["Sorry, something went wrong on our side. Please send your last text again."]
    monkeypatch.undo()
    assert answers_of(app, twilio)["applicant_type"] == "new" and "zip" not in answers_of(app, twilio)
    assert "RuntimeError" in caplog.text and ALICE not in caplog.text and "21044" not in caplog.text
    assert "in-state" in " ".join(twilio.text(ALICE, "21044"))


BASE = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
        "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
        "enrolled_at_md_community_college": False, "hs_gpa": 3.4, "household": "two_parent", "agi": 45000,
        "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none", "household_size": 4}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("change", [
    {},  # a Pell Grant covers tuition: $0, said kindly
    {"agi": 140000},  # an estimate
    {"household_size": None},  # a range
    {"agi": 150001, "hs_gpa": 2.0, "credits_per_semester": 3, "prior_degree": "bachelor"},  # four reasons
    {"zip": None, "college": "prince-georges", "aid_application": None},  # still open
    {"applicant_type": "renewal"},
], ids=["covered", "estimate", "range", "ineligible", "open", "renewal"])
def test_every_result_fits_three_segments_with_its_link(lang, change):
    answers = {k: v for k, v in {**BASE, **change}.items() if v is not None}
    a = run(answers, TODAY)
    url = "https://promise-scholarship.college.example.edu/sms/r?c=" + "A" * 88  # a long one
    texts = conversation.result_texts(a, lang, url)
    assert sum(segments(t) for t in texts) <= 3, texts
    assert any(url in t for t in texts)
    assert render(conversation.RESULT.get(a.status, conversation.RESULT_MORE_INFO), lang) in texts[0]


LONG_URL = "https://promise-scholarship.college.example.edu/sms/r?c=" + "A" * 88


def _every_college_result():
    """Every college, each result kind a student can get there (as its own county's resident)."""
    from screener.policy import load_directory
    for key, college in load_directory().colleges.items():
        home = {**BASE, "zip": None, "county": college.counties[0], "college": key}
        for kind, change in (("covered", {}), ("estimate", {"agi": 140000}), ("range", {"household_size": None, "agi": 80000}),
                             ("open", {"aid_application": None}), ("ineligible", {"hs_gpa": 2.0}),
                             ("renewal", {"applicant_type": "renewal"})):
            yield pytest.param({k: v for k, v in {**home, **change}.items() if v is not None}, id=f"{key}-{kind}")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("answers", list(_every_college_result()))
def test_every_result_names_where_to_use_the_award_and_whom_to_ask(lang, answers):
    """A newcomer's finding: by text, the Spanish result (UCS-2: its estimate said "Cálculo…")
    had no room for where to use the award; the English one had. Every college (the longest
    name, Community College of Baltimore County, among them), every kind of result, the longest
    link: the college is named with its financial aid office, in three segments at most."""
    a = run(answers, TODAY)
    texts = conversation.result_texts(a, lang, LONG_URL, before="Got it. Household size: 4.")
    said = "\n".join(texts)
    assert sum(segments(t) for t in texts) <= 3, texts
    assert a.college is not None and a.college.name in said, texts
    assert {"en": "financial aid office", "es": "oficina de ayuda financiera"}[lang] in said, texts
    assert LONG_URL in said


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_spanish_estimate_by_text_costs_no_ucs2_segment(lang):
    """The estimate lines by text are worded without á, í, ó, ú: one accent makes a whole text
    UCS-2 (67 characters a segment instead of 153)."""
    for change in ({}, {"agi": 140000}, {"household_size": None, "agi": 80000}):
        a = run({k: v for k, v in {**BASE, **change}.items() if v is not None}, TODAY)
        assert count(render(conversation._estimate(a.award), lang)).encoding == "GSM-7", a.award


@pytest.mark.parametrize("lang,words,yes", [("en", "I dropped out, no diploma", "Yes"), ("es", "no tengo diploma", "Sí")])
def test_a_read_back_is_confirmed_or_refused_by_its_number(app, twilio, lang, words, yes):
    twilio.text(ALICE, "hi" if lang == "en" else "hola")
    for body in ("1", "1"):
        twilio.text(ALICE, body)
    assert peeker(app, twilio)(ALICE).expecting == "high_school"
    shown = " ".join(twilio.text(ALICE, words))
    conv = peeker(app, twilio)(ALICE)
    if not conv.pending:
        pytest.skip("the engine took the answer without reading it back")
    assert f"1 {'for' if lang == 'en' else 'para'} {yes}" in shown
    twilio.text(ALICE, "2")  # "No": nothing kept, the question again
    conv = peeker(app, twilio)(ALICE)
    assert "high_school" not in conv.state.answers and conv.expecting == "high_school" and not conv.pending
    twilio.text(ALICE, words)
    twilio.text(ALICE, "1")  # "Yes": kept (and it rules the student out)
    assert peeker(app, twilio)(ALICE).state.answers["high_school"] == "none"


def test_an_answer_left_open_is_read_back_before_it_rules_the_student_out(app, twilio):
    """Never a "no" from an answer not given (issue #8), by text as in the chat: "idk" twice to
    "does your home college offer your program?" (Howard ZIP, Montgomery College chosen) offers
    to screen for the home college instead (as the chat does since it stopped reading back the
    rules' assumption) rather than texting "likely not eligible"."""
    s = student(app, twilio, {})
    s.text("hi")
    for body in ("First time", "None yet", "maryland", "21044", "yes", "2027-06", "Montgomery College", "yes",
                 "associate", "idk"):
        s.text(body)
    text = " ".join(s.text("idk"))
    conv = peeker(app, twilio)(ALICE)
    assert "Shall I check whether you're likely eligible at Howard Community College instead?" in text
    assert "likely not eligible" not in text
    assert "program_offered_locally" not in conv.state.answers and conv.state.answers["college"] == "montgomery"


def test_after_the_result_what_else_can_i_get_asks_the_other_aid_answers_by_text(app, twilio):
    """The other-aid answers asked after the result (the chat's), by text: one question a message,
    numbered replies, "3" to skip, then what they change."""
    says = {**ENGLISH, "agi": "95000", "household": "we are 2 parents", "household_size": "4"}
    s = student(app, twilio, says)
    s.text("Hi")
    s.finish()
    asked = " ".join(s.text("what else can I get?"))
    assert "(Optional: type \"skip\" to leave it.)" in asked and "3 for Skip" in asked, asked
    before = peeker(app, twilio)(ALICE).expecting
    assert before in ("birth_year", "foster_care_or_homeless", "ssi_ssdi")
    after = " ".join(s.text("3" if before != "birth_year" else "skip"))
    assert peeker(app, twilio)(ALICE).expecting != before and before not in answers_of(app, twilio), after
    assert not twilio.errors


def test_which_one_is_wrong_takes_the_number_of_the_fact_named(app, twilio):
    """A newcomer's finding: after "no" to a read-back of several facts, "Which one is wrong? Reply
    with a number: 1 … 2 …": "1" was read as a yes (the fact said to be wrong was kept) and "2" as
    a no (the question again). The number now names the fact."""
    s = student(app, twilio, ENGLISH)
    for text in ["Hi", "1", "1", "1", "21044", "yes"]:
        s.text(text)
    s.text("3.1, I live with my mom, 3 of us, we make 45k")
    asked = " ".join(s.text("no"))
    assert "Which one is wrong?" in asked and "2 Household" in asked, asked
    said = " ".join(s.text("2"))
    assert "I didn't keep this one: Household." in said, said
    answers = answers_of(app, twilio)
    assert "household" not in answers and answers["agi"] == 45000 and answers["hs_gpa"] == 3.1
