"""The answers token: the whole flow state in one opaque, tamper-evident, expiring string.

Fernet (``cryptography``) encrypts and authenticates the JSON state, so the answers are
not readable in a URL or a log and cannot be altered; nothing is stored on the server and
no cookie is needed (third-party iframes block cookies).
"""
from __future__ import annotations

import base64
import hashlib
import json
import zlib

from cryptography.fernet import Fernet
from cryptography.fernet import InvalidToken

from .answers import validate
from .flow import State


class BadToken(ValueError):
    """Raised for a token that is tampered with, expired, or not ours."""


def _fernet(secret: str) -> Fernet:
    key = hashlib.sha256(("screener-answers-v1:" + secret).encode()).digest()
    return Fernet(base64.urlsafe_b64encode(key))


def dumps(state: State, secret: str) -> str:
    """Return ``state`` as an encrypted token (URL-safe, about 200-700 characters)."""
    payload = {"a": state.answers, "s": sorted(state.seen), "l": state.lang}
    data = zlib.compress(json.dumps(payload, separators=(",", ":"), sort_keys=True).encode(), 9)
    return _fernet(secret).encrypt(data).decode("ascii")


def loads(token: str, secret: str, max_age: int | None) -> State:
    """Return the :class:`State` in ``token``; raise :class:`BadToken` if invalid or older than ``max_age`` seconds."""
    if not token or not isinstance(token, str) or len(token) > 8192:
        raise BadToken("missing or oversized token")
    try:
        data = _fernet(secret).decrypt(token.encode("ascii"), ttl=max_age)
        payload = json.loads(zlib.decompress(data))
        answers, errors = validate(payload.get("a") or {}, strict=True)
        seen = frozenset(str(s) for s in payload.get("s") or ())
        lang = str(payload.get("l") or "en")
    except (InvalidToken, ValueError, TypeError, AttributeError, zlib.error, UnicodeError) as exc:
        raise BadToken(str(exc) or type(exc).__name__) from None
    if errors:
        raise BadToken("invalid answers in token")
    return State(answers, seen, lang)


def seal(data: bytes, secret: str, purpose: str) -> str:
    """Return ``data`` compressed and encrypted as one opaque, expiring text token.

    ``purpose`` separates keys, so a token made for one use (a counselor's roster between
    two pages) never opens as another (an answers token).
    """
    key = hashlib.sha256(f"screener-{purpose}-v1:{secret}".encode()).digest()
    return Fernet(base64.urlsafe_b64encode(key)).encrypt(zlib.compress(data, 6)).decode("ascii")


def unseal(token: str, secret: str, purpose: str, max_age: int | None, limit: int) -> bytes:
    """Return the data :func:`seal` put in ``token``; raise :class:`BadToken` if it was altered,
    made for another purpose, is older than ``max_age`` seconds, or holds more than ``limit`` bytes."""
    key = hashlib.sha256(f"screener-{purpose}-v1:{secret}".encode()).digest()
    try:
        packed = Fernet(base64.urlsafe_b64encode(key)).decrypt(token.encode("ascii"), ttl=max_age)
        inflate = zlib.decompressobj()
        data = inflate.decompress(packed, limit + 1)
    except (InvalidToken, ValueError, TypeError, AttributeError, zlib.error, UnicodeError) as exc:
        raise BadToken(str(exc) or type(exc).__name__) from None
    if len(data) > limit or inflate.unconsumed_tail:
        raise BadToken("sealed data too large")
    return data
