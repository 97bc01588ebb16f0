"""The chat's small follow-up questions that are no questions of the flow (issue #8): the hours a
week after a rate per hour, the pay period after an amount paid "each paycheck", "Is 88 an average
out of 100?", the household asked of a grandparent or guardian writing. Which one waits, and the
little its answer needs (the rate, the amount, the GPA; never the words typed), is kept in the
conversation (``Conversation.follow_up``), so the next message is read against it first: on the
web chat as over SMS, whose conversation carries no transcript. Classes:

- the answer to a follow-up is read against it, also after a first "I don't know" (a second skips
  it, as for the flow's questions) and also when the conversation has no transcript (SMS);
- "no, 50 hours" / "no it's 35 hours a week" at the read-back of a rate times hours replaces the
  hours, the new year's figure read back (it asked which answer the number was for);
- "40", "cuarenta" alone answers the hours waiting;
- "sobre 100" / "out of 100" answers "Is 88 an average out of 100?" as a "yes" does;
- the household answered to a grandparent or guardian's follow-up is read back (it was answered
  as a question about the income limits);
- anything else changes the subject: the follow-up is dropped, the message read as usual.
"""
import datetime as dt
from dataclasses import replace

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import dumps
from screener.chat.session import loads
from screener.flow import State
from screener.i18n import render
from screener.token import BadToken
from support import CHAT_SO_FAR
from support import proposed

TODAY = dt.date(2026, 12, 1)
SECRET = "follow-up-test-secret"
AT_INCOME = {**CHAT_SO_FAR, "hs_gpa": 3.2, "household": "single_parent", "household_size": 2}
AT_GPA = {k: v for k, v in CHAT_SO_FAR.items()}


def at(answers: dict, expecting: str, *messages: str, lang: str, transcript: bool = True):
    """Send ``messages`` to a chat holding ``answers`` and waiting on ``expecting``; without its
    ``transcript`` (as an SMS cookie keeps a conversation) when told. Return the last turn."""
    conv = Conversation(State(dict(answers), lang=lang), expecting=expecting)
    turn = None
    for m in messages:
        turn = respond(conv, m, lang, TODAY)
        conv = turn.conversation if transcript else replace(turn.conversation, transcript=(), trimmed=False)
    return turn


# --- the hours a week after a rate per hour -------------------------------------------------------

HOURLY = [
    ("en", "she makes 18 an hour", "40", 18 * 40 * 52),
    ("en", "my dad earns $22.50 per hour", "about 35", round(22.5 * 35 * 52)),
    ("en", "mom makes 15 an hour and my stepdad 2000 a month", "30", 15 * 30 * 52 + 24000),
    ("es", "mi mamá gana 18 la hora", "cuarenta", 18 * 40 * 52),
    ("es", "ella gana 16 dólares por hora", "unas 30 horas", 16 * 30 * 52),
]


@pytest.mark.parametrize("transcript", [True, False], ids=["web", "no transcript"])
@pytest.mark.parametrize("lang,rate,hours,year", HOURLY)
def test_the_hours_after_a_rate_at_the_income_question_give_the_year(lang, rate, hours, year, transcript):
    turn = at(AT_INCOME, "agi", rate, lang=lang, transcript=transcript)
    assert render(understand.HOURS_ASKED, lang) in turn.reply, turn.reply
    turn = at(AT_INCOME, "agi", rate, hours, lang=lang, transcript=transcript)
    assert proposed(turn) == {"agi": year}, turn.reply


@pytest.mark.parametrize("transcript", [True, False], ids=["web", "no transcript"])
@pytest.mark.parametrize("lang,rate,hours,year", HOURLY)
def test_the_hours_after_a_rate_at_another_question_give_the_year(lang, rate, hours, year, transcript):
    answers = {k: v for k, v in AT_INCOME.items() if k != "aid_application"}
    turn = at(answers, "aid_application", rate, hours, lang=lang, transcript=transcript)
    assert proposed(turn) == {"agi": year}, turn.reply


@pytest.mark.parametrize("lang,rate,unsure,hours,year", [
    ("en", "she makes 18 an hour", "idk", "40", 18 * 40 * 52),
    ("es", "mi mamá gana 18 la hora", "no sé", "cuarenta", 18 * 40 * 52),
])
def test_the_hours_after_one_i_dont_know_still_answer_the_follow_up(lang, rate, unsure, hours, year):
    turn = at(AT_INCOME, "agi", rate, unsure, hours, lang=lang)
    assert proposed(turn) == {"agi": year}, turn.reply


@pytest.mark.parametrize("lang,rate,unsure", [("en", "she makes 18 an hour", "idk"), ("es", "mi mamá gana 18 la hora", "no sé")])
def test_a_second_i_dont_know_skips_the_follow_up(lang, rate, unsure):
    turn = at(AT_INCOME, "agi", rate, unsure, unsure, "40", lang=lang)
    assert proposed(turn).get("agi") != 18 * 40 * 52, turn.reply


@pytest.mark.parametrize("lang,rate,other", [
    ("en", "she makes 18 an hour", "is the promise a loan?"),
    ("en", "she makes 18 an hour", "actually she makes 52k a year"),
    ("es", "mi mamá gana 18 la hora", "¿hay que devolver la beca?"),
    ("es", "mi mamá gana 18 la hora", "en realidad gana 52 mil al año"),
])
def test_another_subject_drops_the_follow_up(lang, rate, other):
    turn = at(AT_INCOME, "agi", rate, other, lang=lang)
    assert proposed(turn).get("agi") in (None, 52000), turn.reply
    turn = at(AT_INCOME, "agi", rate, other, "40", lang=lang)
    assert proposed(turn).get("agi") != 18 * 40 * 52, turn.reply


# --- "no, 50 hours" at the read-back of a rate times hours ------------------------------------------

@pytest.mark.parametrize("transcript", [True, False], ids=["web", "no transcript"])
@pytest.mark.parametrize("lang,pay,fix,year", [
    ("en", "she makes 18 an hour, 40 hours a week", "no, 50 hours", 18 * 50 * 52),
    ("en", "she makes 18 an hour, 40 hours a week", "no it's 35 hours a week", 18 * 35 * 52),
    ("en", "my dad gets $25 per hour, 40 hrs a week", "no, more like 45 hours", 25 * 45 * 52),
    ("es", "mi mamá gana 18 la hora, 40 horas a la semana", "no, 50 horas", 18 * 50 * 52),
    ("es", "mi papá gana 25 dólares la hora, 40 horas por semana", "no, son 35 horas a la semana", 25 * 35 * 52),
])
def test_hours_said_again_at_the_read_back_of_a_rate_replace_them(lang, pay, fix, year, transcript):
    turn = at(AT_INCOME, "agi", pay, lang=lang, transcript=transcript)
    assert proposed(turn) == {"agi": understand._as_float(understand.income(pay, lang).form["agi"])}
    turn = at(AT_INCOME, "agi", pay, fix, lang=lang, transcript=transcript)
    assert proposed(turn) == {"agi": year}, turn.reply
    assert f"{year:,}" in turn.reply


@pytest.mark.parametrize("lang,rate,hours,fix,year", [
    ("en", "she makes 18 an hour", "40", "no, 50 hours", 18 * 50 * 52),
    ("es", "mi mamá gana 18 la hora", "cuarenta", "no, 50 horas", 18 * 50 * 52),
])
def test_hours_said_again_after_the_follow_up_replace_them(lang, rate, hours, fix, year):
    turn = at(AT_INCOME, "agi", rate, hours, fix, lang=lang)
    assert proposed(turn) == {"agi": year}, turn.reply
    turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, TODAY)
    assert turn.answers["agi"] == year


@pytest.mark.parametrize("lang,pay,fix", [
    ("en", "she makes 52k a year", "no, 50 hours"),
    ("es", "gana 52 mil al año", "no, 50 horas"),
])
def test_hours_at_the_read_back_of_a_yearly_income_replace_nothing(lang, pay, fix):
    turn = at(AT_INCOME, "agi", pay, fix, lang=lang)
    assert proposed(turn).get("agi") in (None, 52000), turn.reply


# --- the pay period after an amount whose period is unclear ---------------------------------------

@pytest.mark.parametrize("transcript", [True, False], ids=["web", "no transcript"])
@pytest.mark.parametrize("lang,amount,period,year", [
    ("en", "she gets 2000 each paycheck", "every two weeks", 2000 * 26),
    ("en", "he makes 4500 every 3 weeks", "monthly", 4500 * 12),
    ("es", "le pagan 1500 cada cheque", "cada quince días", 1500 * 24),
    ("es", "gana 2000 por pago", "cada dos semanas", 2000 * 26),
])
def test_the_pay_period_asked_of_an_amount_gives_the_year(lang, amount, period, year, transcript):
    turn = at(AT_INCOME, "agi", amount, lang=lang, transcript=transcript)
    assert "?" in turn.reply and "agi" not in proposed(turn), turn.reply
    turn = at(AT_INCOME, "agi", amount, period, lang=lang, transcript=transcript)
    assert proposed(turn) == {"agi": year}, turn.reply


# --- "Is 88 an average out of 100?" ---------------------------------------------------------------

@pytest.mark.parametrize("transcript", [True, False], ids=["web", "no transcript"])
@pytest.mark.parametrize("lang,said,answer", [
    ("en", "88", "yes"), ("en", "my average is 91", "yep"), ("en", "88", "out of 100"),
    ("es", "88", "sí"), ("es", "mi promedio es 91", "sobre 100"),
])
def test_a_yes_or_the_scale_to_the_average_asked_reads_it_out_of_100(lang, said, answer, transcript):
    turn = at(AT_GPA, "hs_gpa", said, lang=lang, transcript=transcript)
    assert "100" in turn.reply and not proposed(turn), turn.reply
    turn = at(AT_GPA, "hs_gpa", said, answer, lang=lang, transcript=transcript)
    gpa = float(said.split()[-1])
    assert proposed(turn).get("hs_gpa") == gpa and str(proposed(turn).get("gpa_scale")) == "100", turn.reply


# --- the household asked of a grandparent or guardian writing ------------------------------------

KIN = {
    "en": ["I'm writing for my granddaughter, she's a senior at a maryland high school graduating june 2027", "3.4",
           "yes", "none", "it's just me and her, I make 2,200 a week"],
    "es": ["le escribo por mi nieta, está en último año en una escuela de maryland y se gradúa en junio de 2027", "3.4",
           "sí", "ninguno", "somos ella y yo nada más, gano 2,200 a la semana"],
}


@pytest.mark.parametrize("lang,answer,household", [
    ("en", "single", "single"), ("en", "one parent", "single_parent"),
    ("es", "soltera", "single"), ("es", "un solo padre", "single_parent"),
])
def test_the_household_answered_to_a_kin_writers_follow_up_is_read_back(lang, answer, household):
    turn = respond(None, "", lang, TODAY)
    for m in KIN[lang]:
        turn = respond(turn.conversation, m, lang, TODAY)
    assert render(understand.KIN_WRITER_ASK, lang) in turn.reply, turn.reply
    turn = respond(turn.conversation, answer, lang, TODAY)
    assert proposed(turn).get("household") == household, turn.reply
    assert "household" not in turn.answers


# --- the slot itself ------------------------------------------------------------------------------

def test_the_follow_up_travels_with_the_token_and_a_forged_one_is_refused():
    conv = Conversation(State({}), expecting="agi", follow_up={"k": "hours", "r": 18.0, "n": 1, "p": [[2000.0, 12]]})
    assert loads(dumps(conv, SECRET), SECRET, None).follow_up == conv.follow_up
    assert loads(dumps(Conversation(State({})), SECRET), SECRET, None).follow_up == {}
    for bad in ({"k": "anything"}, {"k": "hours", "r": "x" * 50}, {"k": "hours", "said": 1}, {"k": "hours", "r": [1, 2, 3]}):
        with pytest.raises(BadToken):
            loads(dumps(replace(conv, follow_up=bad), SECRET), SECRET, None)


# --- over SMS (the conversation in Twilio's cookie, without its transcript) -------------------------

SMS_SAYS = {
    "en": {"applicant_type": "1", "prior_degree": "1", "high_school": "1", "zip": "21044", "in_state_tuition": "yes",
           "hs_completion_date": "June 2027", "college": "1", "program": "associate's degree", "credits_per_semester": "12",
           "enrolled_at_md_community_college": "2", "hs_gpa": "3.4", "household": "I live with my mom", "household_size": "2"},
    "es": {"applicant_type": "primera vez", "prior_degree": "ninguno", "high_school": "1", "zip": "20774", "in_state_tuition": "1",
           "hs_completion_date": "junio de 2027", "college": "1", "program": "título de asociado", "credits_per_semester": "doce",
           "enrolled_at_md_community_college": "no", "hs_gpa": "3,4", "household": "vivo con mi mamá", "household_size": "2"},
}
SMS_YES = {"en": "yes", "es": "sí"}


@pytest.mark.parametrize("lang,rate,hours,year", [("en", "she makes 18 an hour", "40", 18 * 40 * 52),
                                                  ("es", "mi mamá gana 18 la hora", "cuarenta", 18 * 40 * 52)])
def test_over_sms_the_hours_after_a_rate_give_the_years_income_read_back(lang, rate, hours, year):
    from fake_twilio import FakeTwilio
    from fake_twilio import flask_transport
    from screener import create_app
    from screener.sms import state as sms_state
    auth, public, phone = "0123456789abcdef0123456789abcdef", "https://promise.example.org", "+14105551234"
    app = create_app({"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False,
                      "TWILIO_AUTH_TOKEN": auth, "PUBLIC_URL": public})
    twilio = FakeTwilio(flask_transport(app), auth, public + "/sms/twilio")

    def peek():
        return sms_state.loads(twilio.cookie(phone), sms_state.keys(app.config), sms_state.MAX_AGE, phone,
                               twilio.number).conversation

    twilio.text(phone, "hola" if lang == "es" else "hi")
    for _ in range(40):
        conv = peek()
        if conv.expecting == "agi" and not conv.pending:
            break
        twilio.text(phone, SMS_YES[lang] if conv.pending else SMS_SAYS[lang][conv.expecting])
    assert peek().expecting == "agi" and not peek().transcript
    replies = twilio.text(phone, rate)
    assert render(understand.HOURS_ASKED, lang) in " ".join(replies), replies
    replies = twilio.text(phone, hours)
    assert {k: v for u in peek().pending.values() for k, v in u.items()} == {"agi": year}, replies
    assert f"{year:,}" in " ".join(replies)
