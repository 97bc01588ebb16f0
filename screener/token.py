"""The answers token: the whole flow state in one opaque, tamper-evident, expiring string.

Fernet (``cryptography``) encrypts and authenticates the JSON state, so the answers are
not readable in a URL or a log and cannot be altered; nothing is stored on the server and
no cookie is needed (third-party iframes block cookies).

Keys rotate: ``secret`` may be one key or a list, newest first (``SECRET_KEY`` then
``SECRET_KEY_FALLBACKS``, see :func:`keys`). New tokens use the first; a token made with any
of them still opens (``MultiFernet``), so links in flight survive a rotation.

A token that decrypts is still bounded, whatever key made it: its payload may inflate to at
most :data:`MAX_PAYLOAD` bytes and nest at most :data:`MAX_DEPTH` levels of JSON.
"""
from __future__ import annotations

import base64
import datetime as dt
import functools
import hashlib
import json
import re
import time
import zlib

from cryptography.fernet import Fernet
from cryptography.fernet import InvalidToken
from cryptography.fernet import MultiFernet

from .answers import internal_answers
from .answers import validate
from .flow import State
from .flow import Walk
from .flow import load_flow

MAX_PAYLOAD = 32 * 1024  # bytes an answers token may inflate to (a full screening is ~1.5 KB)
MAX_DEPTH = 8  # nesting of JSON arrays and objects a token may hold (ours use 3)
DEV_SECRET = "dev-only-change-me"  # development and tests only: the app refuses it elsewhere

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")


class BadToken(ValueError):
    """Raised for a token that is tampered with, expired, oversized, or not ours."""


def keys(config) -> list:
    """Return the token keys from an app ``config``: ``SECRET_KEY`` first, then ``SECRET_KEY_FALLBACKS``."""
    return [config["SECRET_KEY"], *[k for k in config.get("SECRET_KEY_FALLBACKS") or () if k]]


def _key_list(secret) -> tuple:
    return (secret,) if isinstance(secret, str) else tuple(secret)


@functools.lru_cache(maxsize=32)
def _multi(secrets: tuple, purpose: str) -> MultiFernet:
    fernets = []
    for secret in secrets:
        key = hashlib.sha256(("screener-answers-v1:" + purpose + secret).encode()).digest()
        fernets.append(Fernet(base64.urlsafe_b64encode(key)))
    return MultiFernet(fernets)


def fernet(secret, purpose: str = "") -> MultiFernet:
    """Return the cipher for ``secret`` (one key, or a list newest first) and a ``purpose``
    (another purpose gives other keys, so one kind of token never opens as another)."""
    return _multi(_key_list(secret), purpose)


def now() -> int:
    """Return the seconds since the epoch by which every token here is stamped and aged.

    The one clock of :func:`stamp` and :func:`opened`, so a test moves time here rather than
    inside the ``cryptography`` package, whose internals change between releases.
    """
    return int(time.time())


def stamp(cipher, data: bytes) -> str:
    """Return ``data`` encrypted under ``cipher`` (a Fernet or MultiFernet), stamped :func:`now`."""
    return cipher.encrypt_at_time(data, now()).decode("ascii")


def opened(cipher, raw: bytes, ttl: int | None) -> bytes:
    """Return what ``cipher`` sealed in ``raw``, refusing it when older than ``ttl`` seconds by :func:`now`."""
    return cipher.decrypt(raw) if ttl is None else cipher.decrypt_at_time(raw, ttl, now())


def inflate(data: bytes, limit: int) -> bytes:
    """Return ``data`` decompressed; raise ValueError past ``limit`` bytes (a zip bomb) or when incomplete."""
    d = zlib.decompressobj()
    out = d.decompress(data, limit)
    if d.unconsumed_tail or not d.eof or d.unused_data:
        raise ValueError("payload too large or incomplete")
    return out


def parse(data: bytes, max_depth: int = MAX_DEPTH):
    """Return the JSON in ``data``; raise ValueError when it nests deeper than ``max_depth``."""
    depth = 0
    for b in _NOT_BRACKET.sub(b"", _STRING.sub(b'""', data)):
        depth += 1 if b in b"[{" else -1
        if depth > max_depth:
            raise ValueError("JSON nested too deeply")
    try:
        return json.loads(data)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None


def dumps(state: State, secret, share: bool = False, walk: Walk | None = None) -> str:
    """Return ``state`` as an encrypted token (URL-safe, about 200-700 characters).

    :param share: make a "save or share my result" token, which :func:`loads` accepts for
        longer (``share_max_age``) than the tokens of the steps in progress
    :param walk: the flow's walk of ``state``: it travels too, so the next request need not
        work it out again (a walk of another state is left out)
    """
    payload = {"a": state.answers, "s": sorted(state.seen), "l": state.lang}
    if walk is not None and walk.today is not None and walk.is_for(state, walk.today):
        payload["w"] = load_flow().pack(walk)
    if share:
        payload["k"] = "share"
    data = zlib.compress(json.dumps(payload, separators=(",", ":"), sort_keys=True).encode(), 9)
    return stamp(fernet(secret), data)


def loads(token: str, secret, max_age: int | None, share_max_age: int | None = None, today: dt.date | None = None) -> State:
    """Return the :class:`State` in ``token`` (see :func:`load`)."""
    return load(token, secret, max_age, share_max_age, today)[0]


def load(token: str, secret, max_age: int | None, share_max_age: int | None = None, today: dt.date | None = None):
    """Return ``(state, walk)`` in ``token`` (walk None when it carries none that fits this flow).

    :param max_age: seconds a step's token stays valid (None: forever)
    :param share_max_age: seconds a share token (``dumps(..., share=True)``) stays valid
        (None: as long as ``max_age``)
    :param today: the request's day: a date the API refuses on it (``application_date``,
        ``first_enrolled`` out of the program's range, :func:`screener.answers.dates_out_of_range`)
        makes the token bad, as any other value the API refuses does. Every request passes it
        (None, for a caller with no day, checks the values alone). The pages and the chat
        never keep such a date, and a date in range stays in range on a later day.
    :raise BadToken: when the token is invalid, oversized or too old
    """
    if not token or not isinstance(token, str) or len(token) > 8192:
        raise BadToken("missing or oversized token")
    longest = max_age if max_age is None or share_max_age is None else max(max_age, share_max_age)
    try:
        raw = token.encode("ascii")
        cipher = fernet(secret)
        data = opened(cipher, raw, longest)
        payload = parse(inflate(data, MAX_PAYLOAD))
        if max_age is not None and payload.get("k") != "share" and now() - cipher.extract_timestamp(raw) > max_age:
            raise ValueError("expired")
        answers, errors = validate(payload.get("a") or {}, strict=True, today=today)
        answers.update(internal_answers(payload.get("a")))  # (fix48e: the chat's, no contract field)
        seen = frozenset(str(s) for s in payload.get("s") or ())
        lang = str(payload.get("l") or "en")
    except (InvalidToken, ValueError, TypeError, AttributeError, zlib.error, UnicodeError) as exc:
        raise BadToken(str(exc) or type(exc).__name__) from None
    if errors:
        raise BadToken("invalid answers in token")
    state = State(answers, seen, lang)
    walk = load_flow().unpack(payload["w"], state) if "w" in payload else None
    return state, walk



def seal(data: bytes, secret: str, purpose: str) -> str:
    """Return ``data`` compressed and encrypted as one opaque, expiring text token.

    ``purpose`` separates keys, so a token made for one use (a counselor's roster between
    two pages) never opens as another (an answers token).
    """
    key = hashlib.sha256(f"screener-{purpose}-v1:{secret}".encode()).digest()
    return stamp(Fernet(base64.urlsafe_b64encode(key)), zlib.compress(data, 6))


def unseal(token: str, secret: str, purpose: str, max_age: int | None, limit: int) -> bytes:
    """Return the data :func:`seal` put in ``token``; raise :class:`BadToken` if it was altered,
    made for another purpose, is older than ``max_age`` seconds, or holds more than ``limit`` bytes."""
    key = hashlib.sha256(f"screener-{purpose}-v1:{secret}".encode()).digest()
    try:
        packed = opened(Fernet(base64.urlsafe_b64encode(key)), token.encode("ascii"), max_age)
        inflate = zlib.decompressobj()
        data = inflate.decompress(packed, limit + 1)
    except (InvalidToken, ValueError, TypeError, AttributeError, zlib.error, UnicodeError) as exc:
        raise BadToken(str(exc) or type(exc).__name__) from None
    if len(data) > limit or inflate.unconsumed_tail:
        raise BadToken("sealed data too large")
    return data
