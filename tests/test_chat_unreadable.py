"""POST /api/v1/chat with a message holding a null character ("\\u0000") or a lone surrogate
("\\ud800"): a string, but no text to read. The contract's 400 ({"errors": [{"field", "message"}]})
says which character, in the request's language, and the conversation sent with it is untouched
(the same state still works). Other control characters are read as before."""
import pytest

from screener.chat import session
from screener.flow import State

API = "/api/v1/chat"
SAYS = {"en": "The message has a character that can't be read (a null character or half of an emoji). "
              "Remove it and send the message again.",
        "es": "El mensaje tiene un carácter que no se puede leer (un carácter nulo o la mitad de un emoji). "
              "Quítalo y vuelve a enviar el mensaje."}


def _raw(message_json: str, state: str | None, lang: str) -> bytes:
    state_json = "null" if state is None else f'"{state}"'
    return f'{{"message": "{message_json}", "state": {state_json}, "lang": "{lang}"}}'.encode("ascii")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("message_json", [r"\u0000", r"45k\u0000", r"hi \ud800 there", r"\udfff", r"\u0000\ud800"])
def test_a_null_character_or_lone_surrogate_is_a_clear_400_in_both_languages(app, client, lang, message_json):
    asked = session.dumps(session.Conversation(State({"applicant_type": "new"}, frozenset(), lang), "agi"),
                          app.config["SECRET_KEY"])
    for state in (None, asked):
        resp = client.post(API, data=_raw(message_json, state, lang), content_type="application/json")
        assert resp.status_code == 400, resp.get_data(as_text=True)
        assert resp.get_json() == {"errors": [{"field": "message", "message": SAYS[lang]}]}
    ok = client.post(API, json={"message": "45k", "state": asked, "lang": lang})  # the state sent with it still works
    assert ok.status_code == 200 and ok.get_json()["answers"]["agi"] == 45000


def test_a_message_of_the_wrong_type_keeps_its_own_wording(client):
    resp = client.post(API, json={"message": 5, "state": None, "lang": "en"})
    assert resp.get_json() == {"errors": [{"field": "message", "message": "Send the message as a string."}]}


@pytest.mark.parametrize("message", ["45k\t", "45k\x01", "45k\n", "45k\u200b"])
def test_other_control_characters_are_read_as_before(app, client, message):
    asked = session.dumps(session.Conversation(State({"applicant_type": "new"}), "agi"), app.config["SECRET_KEY"])
    resp = client.post(API, json={"message": message, "state": asked, "lang": "en"})
    assert resp.status_code == 200 and resp.get_json()["answers"]["agi"] == 45000


def test_the_chat_page_asks_again_kindly_for_a_null_character(client):
    resp = client.post("/chat", data={"message": "45k\x00", "state": ""})
    assert resp.status_code == 303 and "problem=unreadable" in resp.headers["Location"]
    assert client.get(resp.headers["Location"]).status_code == 200


def test_the_openapi_document_says_so(client):
    chat = client.get("/api/openapi.json").get_json()["paths"]["/api/v1/chat"]["post"]
    message = chat["requestBody"]["content"]["application/json"]["schema"]["properties"]["message"]
    assert message["type"] == "string" and "U+0000" in message["description"]
