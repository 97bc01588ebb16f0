"""A short result link for a text message: the answers, packed and encrypted in ~80 characters.

The web's answers token is ~450 characters for a whole screening: three SMS segments on its
own. A text instead carries ``PUBLIC_URL/sms/r?c=CODE``, where CODE holds the same answers
packed field by field (the contract's fields in :data:`screener.answers.FIELDS` order: a
choice is its index, a month or date a day count, a whole number a varint) and encrypted with
AES-SIV (``cryptography``; authenticated, so it cannot be altered or read). Opening it
validates the answers again and redirects to the web result page with a fresh answers token.
The code rides in the query string, which the access log never shows.
"""
from __future__ import annotations

import base64
import datetime as dt
import hashlib
import struct
import time

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESSIV

from ..answers import FIELDS
from ..answers import validate
from ..flow import State
from ..token import BadToken

VERSION = 1
NAMES = tuple(FIELDS)
MAX_CODE = 512  # characters accepted


def _siv(secret: str) -> AESSIV:
    return AESSIV(hashlib.sha512(("screener-sms-link-v1:" + secret).encode()).digest())


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise ValueError("truncated")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def varint(self) -> int:
        n = shift = 0
        while True:
            byte = self.take(1)[0]
            n |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return n
            shift += 7
            if shift > 63:
                raise ValueError("varint")


def _bitmap(names) -> bytes:
    bits = 0
    for i, name in enumerate(NAMES):
        if name in names:
            bits |= 1 << i
    return bits.to_bytes((len(NAMES) + 7) // 8, "little")


def _names(bitmap: bytes) -> list:
    bits = int.from_bytes(bitmap, "little")
    return [name for i, name in enumerate(NAMES) if bits >> i & 1]


def _pack_value(kind: str, spec, value) -> bytes:
    if kind == "enum":
        return bytes((spec.choices.index(value),))
    if kind == "bool":
        return b"\x01" if value else b"\x00"
    if kind == "zip":
        return _varint(int(value))
    if kind == "month":
        y, m = (int(p) for p in value.split("-"))
        return _varint(y * 12 + m - 1)
    if kind == "date":
        return _varint(dt.date.fromisoformat(value).toordinal())
    if float(value).is_integer() and value >= 0:  # number, integer
        return _varint(int(value) * 2)
    text = repr(float(value)).encode("ascii")
    return _varint(len(text) * 2 + 1) + text


def _unpack_value(kind: str, spec, r: _Reader):
    if kind == "enum":
        return spec.choices[r.take(1)[0]]
    if kind == "bool":
        return r.take(1)[0] == 1
    if kind == "zip":
        return f"{r.varint():05d}"
    if kind == "month":
        n = r.varint()
        return f"{n // 12:04d}-{n % 12 + 1:02d}"
    if kind == "date":
        return dt.date.fromordinal(r.varint()).isoformat()
    n = r.varint()
    if n % 2 == 0:
        return n // 2
    return float(r.take(n // 2).decode("ascii"))


def dumps(state: State, secret: str, now: float | None = None) -> str:
    """Return the short code for ``state``'s answers, seen questions and language."""
    lang = (state.lang or "en").encode("ascii")[:8]
    seen = set(state.seen) & set(NAMES)
    out = bytearray(struct.pack(">BI", VERSION, int(time.time() if now is None else now)))
    out += bytes((len(lang),)) + lang + _bitmap(state.answers) + _bitmap(seen)
    for name in NAMES:
        if name in state.answers:
            out += _pack_value(FIELDS[name].kind, FIELDS[name], state.answers[name])
    sealed = _siv(secret).encrypt(bytes(out), None)
    return base64.urlsafe_b64encode(sealed).decode("ascii").rstrip("=")


def loads(code: str, secrets: list, max_age: int | None, now: float | None = None, today: dt.date | None = None) -> State:
    """Return the :class:`State` in ``code`` (made with any of ``secrets``).

    ``today`` (the request's day) bounds its dates as the API does (:func:`screener.token.load`):
    a code holding a date the API refuses is bad, as one holding any other refused value is.

    :raises BadToken: when it is tampered with, older than ``max_age`` seconds, or not ours
    """
    if not code or not isinstance(code, str) or len(code) > MAX_CODE:
        raise BadToken("missing or oversized code")
    try:
        sealed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        data = None
        for secret in secrets:
            try:
                data = _siv(secret).decrypt(sealed, None)
                break
            except InvalidTag:
                continue
        if data is None:
            raise ValueError("not ours")
        r = _Reader(data)
        version, issued = struct.unpack(">BI", r.take(5))
        if version != VERSION:
            raise ValueError("version")
        if max_age is not None and (time.time() if now is None else now) - issued > max_age:
            raise ValueError("expired")
        lang = r.take(r.take(1)[0]).decode("ascii")
        width = (len(NAMES) + 7) // 8
        present, seen = _names(r.take(width)), _names(r.take(width))
        raw = {name: _unpack_value(FIELDS[name].kind, FIELDS[name], r) for name in present}
        if r.pos != len(data):
            raise ValueError("trailing data")
    except (ValueError, TypeError, IndexError, UnicodeError, struct.error, OverflowError) as exc:
        raise BadToken(str(exc) or type(exc).__name__) from None
    answers, errors = validate(raw, strict=True, today=today)
    if errors:
        raise BadToken("invalid answers in code")
    return State(answers, frozenset(seen), lang or "en")
