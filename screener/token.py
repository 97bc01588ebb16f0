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
from functools import lru_cache

from cryptography.fernet import Fernet
from cryptography.fernet import InvalidToken

from .answers import validate
from .flow import State
from .flow import Walk
from .flow import load_flow


class BadToken(ValueError):
    """Raised for a token that is tampered with, expired, or not ours."""


@lru_cache(maxsize=8)
def _fernet(secret: str) -> Fernet:
    key = hashlib.sha256(("screener-answers-v1:" + secret).encode()).digest()
    return Fernet(base64.urlsafe_b64encode(key))


def dumps(state: State, secret: str, walk: Walk | None = None) -> str:
    """Return ``state`` as an encrypted token (URL-safe, about 200-700 characters).

    ``walk`` (the flow's walk of ``state``) travels too, so the next request need not work
    it out again; a walk of another state is left out.
    """
    payload = {"a": state.answers, "s": sorted(state.seen), "l": state.lang}
    if walk is not None and walk.today is not None and walk.is_for(state, walk.today):
        payload["w"] = load_flow().pack(walk)
    data = zlib.compress(json.dumps(payload, separators=(",", ":"), sort_keys=True).encode(), 9)
    return _fernet(secret).encrypt(data).decode("ascii")


def loads(token: str, secret: str, max_age: int | None) -> State:
    """Return the :class:`State` in ``token``; raise :class:`BadToken` if invalid or older than ``max_age`` seconds."""
    return load(token, secret, max_age)[0]


def load(token: str, secret: str, max_age: int | None):
    """Return ``(state, walk)`` from ``token`` (walk None when it carries none that fits); see :func:`loads`."""
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
    state = State(answers, seen, lang)
    walk = load_flow().unpack(payload["w"], state) if "w" in payload else None
    return state, walk
