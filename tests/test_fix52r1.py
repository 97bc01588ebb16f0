"""fix52r1: a cold review of round 52's merged change, mended, in both languages.

1. (the bug) SMS picked a number from the wrong buttons. "i live with my mom and stepdad, mom makes
   80k stepdad makes 75k" then "no wait it's 85k": the bot asks "Whose pay is $85,000?" (no buttons),
   yet "1" texted back was read as "First time", the pending flow question's first button. Cause:
   fix52d kept a turn's quick replies in the conversation but used them only when the bot's last
   message was in the language asked for, read from the transcript, and SMS keeps no transcript
   (sms/state.compact): the kept replies were never used there and sms.pick worked the buttons out
   again from the state. The language is now kept with the replies (Conversation.replies_lang) and
   SMS numbers and the web page both use the turn's own replies (engine.replies_for, sms.pick).
2. Tests that asserted too little (fix52d's "token made before still shows buttons", fix52a's guard
   that accepted None) are asserted here on the real outcome.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from fake_twilio import FakeTwilio
from fake_twilio import flask_transport
from screener import create_app
from screener.chat import engine
from screener.chat import session
from screener.chat.session import Conversation
from screener.flow import State
from screener.sms import state as sms_state
from support import CHAT_SO_FAR

AUTH, PUBLIC, PHONE = "0123456789abcdef0123456789abcdef", "https://promise.example.org", "+14105551234"
HI = {"en": "hi", "es": "hola"}
WHOSE = {
    "en": ("i live with my mom and stepdad, mom makes 80k stepdad makes 75k", "no wait it's 85k"),
    "es": ("vivo con mi mamá y mi padrastro, mi mamá gana 80 mil y mi padrastro gana 75 mil", "no espera, son 85 mil"),
}
FIRST_TIME = {"en": "First time", "es": "Primera vez"}


class Phone:
    """A student texting the SMS webhook (the whole SMS path: cookie, compact conversation, pick)."""

    def __init__(self):
        self.app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-12-07", "RATELIMIT_ENABLED": False,
                               "TWILIO_AUTH_TOKEN": AUTH, "PUBLIC_URL": PUBLIC})
        self.twilio = FakeTwilio(flask_transport(self.app), AUTH, PUBLIC + "/sms/twilio")

    def text(self, body: str) -> str:
        return "\n".join(self.twilio.text(PHONE, body))

    def conv(self) -> Conversation:
        return sms_state.loads(self.twilio.cookie(PHONE), sms_state.keys(self.app.config), sms_state.MAX_AGE, PHONE,
                               self.twilio.number).conversation


def web_reply(lang, messages):
    """The chat's reply (the web's API path) to ``messages`` typed, from a new chat."""
    conv = None
    for m in messages:
        turn = engine.respond(conv, m, lang, engine_today())
        conv = turn.conversation
    return turn


def engine_today():
    import datetime as dt
    return dt.date(2026, 12, 7)


# 1. a number texted after "Whose pay is $85,000?" (no buttons) is the number typed, as on the web,
#    never the degree question's first button
@pytest.mark.parametrize("lang", ["en", "es"])
def test_sms_number_after_whose_pay_is_not_a_flow_button(lang):
    phone = Phone()
    phone.text(HI[lang])
    for m in WHOSE[lang]:
        said = phone.text(m)
    assert "$85,000" in said and "Reply" not in said and "Responde" not in said, said  # no numbered options
    conv = phone.conv()
    assert conv.replies == () and conv.replies_lang == lang  # (kept without a transcript: SMS keeps none)
    said = phone.text("1")
    web = web_reply(lang, WHOSE[lang] + ("1",))
    assert phone.conv().state.answers.get("applicant_type") is None  # (failed before: "1" answered "First time")
    assert FIRST_TIME[lang] not in said.split("\n")[0]
    assert web.reply.replace("“", '"').replace("”", '"').split("\n")[0] in said, (said, web.reply)  # as typed on the web


# guards: a number still picks the question's button, and "1" the read-back's "Yes"
@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_sms_number_picks_the_questions_button(lang):  # guard
    phone = Phone()
    phone.text(HI[lang])
    phone.text("1")
    assert phone.conv().state.answers.get("applicant_type") == "new"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_sms_number_one_confirms_a_read_back(lang):  # guard
    phone = Phone()
    phone.text(HI[lang])
    phone.text(WHOSE[lang][0])
    assert phone.conv().pending
    phone.text("1")
    assert phone.conv().state.answers.get("agi") == 155000 and not phone.conv().pending


# 1. the language kept with the replies: the API's token too (replies_for answers from them)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_replies_kept_with_their_language(lang):
    turn = web_reply(lang, WHOSE[lang])
    bare = sms_state.compact(turn.conversation)
    assert engine.replies_for(bare, lang, engine_today()) == ()  # (failed before: the degree's buttons)
    other = "es" if lang == "en" else "en"
    assert engine.replies_for(bare, other, engine_today()) != ()  # guard: another language worked out again


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_token_keeps_replies_and_their_language(lang):  # guard
    turn = web_reply(lang, ("first time",) if lang == "en" else ("primera vez",))
    loaded = session.loads(session.dumps(turn.conversation, "k"), "k", None, engine_today())
    assert loaded.replies == tuple(turn.quick_replies) and loaded.replies_lang == lang and loaded.replies
