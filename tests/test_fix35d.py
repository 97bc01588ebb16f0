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
    monkeypatch.setattr("cryptography.fernet.time.time", lambda: 1_000_000_000)
    old = session.dumps(session.Conversation(State({"applicant_type": "new"}), "prior_degree"), app.config["SECRET_KEY"])
    monkeypatch.undo()
    resp = _post(client, "none", old, "en")
    assert resp.status_code == 200 and "expired" in resp.get_json()["reply"]
