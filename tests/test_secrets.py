"""Secrets and tokens: no public key outside development, key rotation, bounded payloads."""
import json
import time
import zlib

import pytest

from screener import ConfigError
from screener import create_app
from screener.chat import session
from screener.flow import State
from screener.token import BadToken
from screener.token import dumps
from screener.token import fernet
from screener.token import loads

KEY = "k" * 40
OLD = "o" * 40
HOWARD = {"applicant_type": "new", "zip": "21044"}


def prod(**config):
    """Return a production app (not TESTING) with ``config``."""
    return create_app({"SCREENER_ENV": "production", "RATELIMIT_ENABLED": False, "PUBLIC_URL": "https://screener.example.org", **config})


@pytest.mark.parametrize("key", ["dev-only-change-me", "", "short-key"])
def test_production_refuses_a_public_or_short_key(key):
    with pytest.raises(ConfigError, match="SECRET_KEY"):
        prod(SECRET_KEY=key)


def test_production_refuses_a_weak_fallback_key():
    with pytest.raises(ConfigError, match="SECRET_KEY_FALLBACKS"):
        prod(SECRET_KEY=KEY, SECRET_KEY_FALLBACKS=["dev-only-change-me"])


def test_production_starts_with_a_real_key():
    assert prod(SECRET_KEY=KEY).test_client().get("/healthz").status_code == 200


def test_development_and_tests_accept_the_builtin_key():
    assert create_app({"SCREENER_ENV": "development"}).config["SECRET_KEY"]
    assert create_app({"TESTING": True, "SCREENER_ENV": "production"}).config["SECRET_KEY"]


def test_rotation_keeps_links_in_flight():
    old_token = dumps(State(dict(HOWARD)), OLD)
    rotated = create_app({"TESTING": True, "SECRET_KEY": KEY, "SECRET_KEY_FALLBACKS": [OLD], "RATELIMIT_ENABLED": False})
    resp = rotated.test_client().get("/question/zip", query_string={"t": old_token})
    assert resp.status_code == 200
    # the pages it serves carry tokens made with the new key only
    new_token = [p for p in resp.get_data(as_text=True).split('name="t" value="')[1:]][0].split('"')[0]
    assert loads(new_token, KEY, None).answers == loads(old_token, OLD, None).answers
    with pytest.raises(BadToken):
        loads(new_token, OLD, None)
    # without the fallback the old link is a kind "start again" page, not a 500
    plain = create_app({"TESTING": True, "SECRET_KEY": KEY, "RATELIMIT_ENABLED": False})
    assert plain.test_client().get("/question/zip", query_string={"t": old_token}).status_code == 400


def test_rotated_chat_tokens_still_open():
    old = session.dumps(session.Conversation(State(dict(HOWARD)), "agi"), OLD)
    assert session.loads(old, [KEY, OLD], None).expecting == "agi"
    with pytest.raises(BadToken):
        session.loads(old, KEY, None)


def forged(payload: bytes, secret, purpose="") -> str:
    """Return a token a key holder could forge around raw ``payload`` bytes."""
    return fernet(secret, purpose).encrypt(zlib.compress(payload, 9)).decode("ascii")


def test_deeply_nested_token_is_a_400_not_a_500(client, app):
    deep = forged(b"[" * 100_000 + b"]" * 100_000, app.config["SECRET_KEY"])
    for url in ("/result", "/check", "/question/household"):
        resp = client.get(url, query_string={"t": deep})
        assert resp.status_code == 400, url
    assert client.post("/question/agi", data={"t": deep}).status_code == 400


def test_depth_is_capped_even_when_small():
    nested = json.dumps({"a": {}, "s": [[[[[[[[[["x"]]]]]]]]]], "l": "en"}).encode()
    with pytest.raises(BadToken, match="nested"):
        loads(forged(nested, KEY), KEY, None)
    # quotes and brackets inside strings are not nesting
    fine = json.dumps({"a": {}, "s": ['[[[[[[[[[["\\"'], "l": "en"}).encode()
    assert loads(forged(fine, KEY), KEY, None).seen == frozenset({'[[[[[[[[[["\\"'})


def test_oversized_web_payload_is_refused():
    big = json.dumps({"a": {}, "s": ["x" * 40_000], "l": "en"}).encode()
    with pytest.raises(BadToken, match="too large"):
        loads(forged(big, KEY), KEY, None)


def test_chat_token_inflating_to_45_mb_is_refused(client, app):
    payload = b'{"t":"","e":null,"h":[["user","' + b"a" * 45_000_000 + b'"]],"o":[],"d":false}'
    token = forged(payload, app.config["SECRET_KEY"], "chat-v1:")
    assert len(token) < session.MAX_TOKEN
    start = time.perf_counter()
    with pytest.raises(BadToken, match="too large"):
        session.loads(token, app.config["SECRET_KEY"], None)
    assert time.perf_counter() - start < 0.5  # stops at the cap: never inflates the 45 MB
    resp = client.post("/api/v1/chat", json={"message": "hi", "state": token})
    assert resp.status_code == 200
    assert "start again" in resp.get_json()["reply"]


def test_longest_real_chat_token_still_opens(app):
    conv = session.Conversation(State(dict(HOWARD)), "agi")
    for n in range(session.MAX_TURNS + 2):
        conv = conv.said("user", "😀" * session.MAX_TEXT).said("bot", "ok")
    token = session.dumps(conv, app.config["SECRET_KEY"])
    assert session.loads(token, app.config["SECRET_KEY"], None).state.answers == HOWARD
