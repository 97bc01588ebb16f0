"""The SMS conversation's state: one encrypted cookie that Twilio keeps for the phone-number pair.

Twilio stores the cookie a webhook answer sets, keyed by the message's From/To pair, and sends
it back with that pair's next messages for up to four hours (sooner with ``Max-Age``). So the
conversation needs nothing stored here: the state travels like the web chat's token.

What the cookie holds, encrypted and authenticated (Fernet, under an SMS-only key):

- the chat :class:`~screener.chat.session.Conversation` *without its transcript* (nothing the
  student typed, only the answers it was read as), as the chat's own token, so every field the
  chat engine keeps travels with it;
- the language, and whether the student texted STOP;
- a keyed hash of the From/To pair. A cookie only opens for the pair it was made for: one
  phone number's cookie sent with another's messages (replayed or swapped) is refused.

Twilio does not sign cookies (only the URL and the form), hence the pair binding; the webhook
must be served over HTTPS (``Secure``) so a cookie is never readable on the way.
"""
from __future__ import annotations

import base64
import datetime as dt
import hashlib
import hmac
import json
import zlib
from dataclasses import dataclass
from dataclasses import replace

from cryptography.fernet import Fernet
from cryptography.fernet import InvalidToken
from cryptography.fernet import MultiFernet

from ..chat import session
from ..i18n import normalize_language
from ..chat.session import Conversation
from .. import token as answers_token
from ..token import BadToken

COOKIE = "sms"  # the one cookie, set only by POST /sms/twilio
MAX_AGE = 4 * 3600  # Twilio keeps a cookie at most four hours
MAX_COOKIE = 3072  # characters a cookie may have (a new one is about 1 KB)
MAX_PAYLOAD = 16 * 1024  # bytes a cookie may inflate to


class ForeignCookie(BadToken):
    """Raised for a valid cookie made for another From/To pair."""


@dataclass(frozen=True)
class SmsState:
    """One phone number's conversation: the chat ``conversation`` (transcript-free; None before
    the first question), its ``lang`` and whether the student ``stopped`` messages (STOP)."""

    conversation: Conversation | None = None
    lang: str = "en"
    stopped: bool = False


def keys(config) -> list:
    """Return the secrets to use, newest first: ``SECRET_KEY`` then any ``SECRET_KEY_FALLBACKS``."""
    return [config["SECRET_KEY"], *[k for k in config.get("SECRET_KEY_FALLBACKS") or () if k]]


def _fernet(secrets) -> MultiFernet:
    return MultiFernet([
        Fernet(base64.urlsafe_b64encode(hashlib.sha256(("screener-sms-v1:" + s).encode()).digest())) for s in secrets
    ])


def pair_tag(secret: str, sender: str, recipient: str) -> str:
    """Return a keyed hash of the From/To pair (the numbers themselves are never kept)."""
    key = hashlib.sha256(("screener-sms-pair-v1:" + secret).encode()).digest()
    mac = hmac.new(key, f"{sender}\n{recipient}".encode(), hashlib.sha256).digest()[:16]
    return base64.urlsafe_b64encode(mac).decode("ascii").rstrip("=")


def compact(conv: Conversation | None) -> Conversation | None:
    """Return ``conv`` without its transcript (what an SMS cookie keeps)."""
    return None if conv is None else replace(conv, transcript=(), trimmed=False)


def dumps(st: SmsState, secrets: list, sender: str, recipient: str) -> str:
    """Return ``st`` as the cookie value for the pair ``sender``/``recipient``."""
    conv = compact(st.conversation)
    payload = {
        "p": pair_tag(secrets[0], sender, recipient),
        "c": session.dumps(conv, secrets[0]) if conv is not None else None,
        "l": st.lang,
        "x": st.stopped,
    }
    data = zlib.compress(json.dumps(payload, separators=(",", ":")).encode(), 9)
    return answers_token.stamp(_fernet(secrets), data)


def loads(cookie: str, secrets: list, max_age: int, sender: str, recipient: str, today: dt.date | None = None) -> SmsState:
    """Return the :class:`SmsState` in ``cookie``.

    :raises ForeignCookie: when it was made for another From/To pair
    :raises BadToken: when it is missing, oversized, tampered with, expired or not ours
        (its conversation's dates bounded on ``today``, :func:`screener.chat.session.loads`)
    """
    if not cookie or not isinstance(cookie, str) or len(cookie) > MAX_COOKIE:
        raise BadToken("missing or oversized SMS cookie")
    try:
        raw = answers_token.opened(_fernet(secrets), cookie.encode("ascii"), max_age)
        d = zlib.decompressobj()
        data = d.decompress(raw, MAX_PAYLOAD)
        if d.unconsumed_tail or not d.eof:
            raise ValueError("payload too large")
        payload = json.loads(data)
        if not isinstance(payload, dict):
            raise ValueError("payload")
        tag = payload.get("p")
        if not isinstance(tag, str) or not any(hmac.compare_digest(tag, pair_tag(s, sender, recipient)) for s in secrets):
            raise ForeignCookie("cookie of another phone-number pair")
        lang, stopped, token = payload.get("l"), payload.get("x"), payload.get("c")
        if not isinstance(lang, str) or not isinstance(stopped, bool) or not (token is None or isinstance(token, str)):
            raise ValueError("fields")
        conv = None
        for secret in secrets:
            if token is None:
                break
            try:
                conv = session.loads(token, secret, max_age, today=today)
                break
            except BadToken:
                continue
        if token is not None and conv is None:
            raise ValueError("conversation")
        return SmsState(compact(conv), normalize_language(lang), stopped)
    except ForeignCookie:
        raise
    except (InvalidToken, ValueError, TypeError, KeyError, AttributeError, zlib.error, UnicodeError) as exc:
        raise BadToken(str(exc) or type(exc).__name__) from None
