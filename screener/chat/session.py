"""The chat's state token: the flow :class:`~screener.flow.State`, the pending question and the
last turns, in one encrypted, tamper-evident, expiring string.

The answers travel as the web's own answers token (:func:`screener.token.dumps`, validated
again by :func:`screener.token.loads`); the pending question id and the transcript are
wrapped around it and encrypted with the same Fernet helper under a chat-only key, so a chat
token is never mistaken for a web answers token. Nothing is stored on the server.
"""
from __future__ import annotations

import datetime as dt
import json
import zlib
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from cryptography.fernet import InvalidToken
from flask import current_app

from .. import token as answers_token
from ..flow import State
from ..i18n import LANGUAGES
from ..token import BadToken

MAX_TURNS = 12  # the student's last messages kept in the transcript, each with the bot's reply
WRITERS = ("", "kin", "sibling")  # :attr:`Conversation.writer`
MAX_MESSAGES = 2 * MAX_TURNS + 1  # those, and the bot's message before the first of them (its question)
MAX_TEXT = 4000  # characters kept of one message
MAX_TOKEN = 65536  # characters accepted in a chat token
MAX_SIZE = 24000  # characters a new token aims to stay under (the oldest messages go first)
URL_SIZE = 6000  # the same, for a token carried in the chat page's address (POST-redirect-GET)
MAX_OFFERED = 32  # quick-reply values kept
MAX_PAYLOAD = 512 * 1024  # bytes a chat token may inflate to (its longest transcript in 4-byte characters)
ROLES = ("user", "bot")
# (fix47e, a newcomer's finding) the language a bot message was said in (:class:`Said`): one the app
# serves, never any 2-3 letters (a token is ours, yet what it carries is checked as the rest is)
def served_language(code) -> bool:
    """Return True when ``code`` is a language the app serves: its configured ``LANGUAGES`` (a
    deployment may add one, as the pseudo-locale test adds ``eo``), else :data:`i18n.LANGUAGES`
    outside a request (the bench, the engine's tests)."""
    try:
        served = current_app.config.get("LANGUAGES") or LANGUAGES
    except RuntimeError:  # (no app context)
        served = LANGUAGES
    return isinstance(code, str) and code in served


class Said(tuple):
    """One message of a transcript: the pair ``(role, text)`` (it unpacks and compares as one),
    with ``lang``, the language the bot's message was rendered in (fix46g: the chat page marks a
    message said in another language than the page's, WCAG 3.1.2); "" when not known: a student's
    message (its language is never guessed from its words) or one kept by a token made before."""

    lang = ""

    def __new__(cls, role: str, text: str, lang: str = ""):
        said = super().__new__(cls, (role, text))
        if lang:
            said.lang = lang
        return said

    def __getnewargs__(self):
        return (self[0], self[1], self.lang)  # (copied and pickled whole: copy.deepcopy of a conversation)


def _fernet(secret):
    return answers_token.fernet(secret, "chat-v1:")


@dataclass(frozen=True)
class Conversation:
    """One chat: the flow ``state``, the question id it is ``expecting`` (None before the
    first question and after the result), the ``transcript`` of ``(role, text)`` pairs,
    role "user" or "bot" (the last :data:`MAX_MESSAGES`: the student's last :data:`MAX_TURNS`
    messages with the bot's replies; ``trimmed`` once older ones were dropped), and the
    answer values ``offered`` as quick replies with the last question, in order (so "2" or
    "the second one" picks one), the answers read back and ``pending`` the student's "yes"
    (question id -> answer values), the ``misses`` in a row on the pending question (an
    answer not understood, refused, or "I don't know": at the second it is skipped), and
    whether a parent is writing ``for_child``, the answer fields taken from words said in
    ``passing`` (never the ground of a "no": their questions are put instead), the parts of the
    income (``earners``) and the small ``follow_up`` question waiting, if any."""

    state: State
    expecting: str | None = None
    transcript: tuple = ()
    offered: tuple = ()
    trimmed: bool = False
    misses: int = 0
    pending: dict = field(default_factory=dict)
    for_child: bool = False  # a parent writes for their child, the student ("my daughter is a senior")
    passing: tuple = ()  # answer fields taken from words said in passing (not to their own question), sorted
    # the parts of the income kept or read back: ``(earner, amount, per)`` each, the earner's amount
    # said and its times to a year (``per`` 52 x hours for a rate), up to :data:`MAX_EARNERS`
    earners: tuple = ()
    # A follow-up the bot asked that is no question of the flow ("How many hours a week?" after a
    # rate per hour), with the little its answer needs (the rate, never the words typed): the
    # next message is read against it first (engine; :data:`FOLLOW_UPS`). Empty when none waits.
    follow_up: dict = field(default_factory=dict)
    # "start over" said with answers to lose: "Start over? Everything you've told me will be
    # cleared." waits for its yes (engine); the question pending before it stays pending
    restart_asked: bool = False
    # someone writes for the student (a parent, grandparent, guardian or older sibling): the
    # questions name the student in the third person from then on (engine, fix31c)
    for_student: bool = False
    # (fix37e, a newcomer's finding) who writes for the student when it is no parent: "kin" (a
    # grandparent, guardian, aunt or uncle) or "sibling" (an older brother or sister), else "". Kept
    # here because the message that said it leaves the transcript after :data:`MAX_TURNS` messages
    # (the writer was then taken for a parent, or a grandparent for a sibling); only the kind is kept
    writer: str = ""
    # (fix48e) parents who live apart: ``(income, other)``, the household's income (the AGI of the
    # parent the FAFSA counts) it was said beside and the other parent's AGI (-1: not said), for the
    # rules (rules.APART_PARENT_AGI; the engine adds it to the answers screened while the income kept
    # is still that one); () when none. Numbers the chat read, never words typed.
    apart: tuple = ()
    # (fix52d) the quick-reply labels the last turn offered, as it offered them (in the language of
    # the bot's last message): the chat page drawn again from its token (without JavaScript, after
    # the POST-redirect-GET; a reload) shows these, the buttons for what the bot just asked. Before,
    # the page worked them out again from the state (engine.replies_for) and a question that is no
    # flow question ("Whose pay is $85,000?", a pay held, a follow-up) showed the flow question's
    # buttons (the degree's), and a tap on one dropped the answer being asked for. None: a token
    # made before (worked out as before)
    replies: tuple | None = None
    # (fix52k) a parent's pay said beside a grandparent's, relative's or guardian's home (engine:
    # understand.PARENT_APART_PAY, "not kept yet"), held till the income is asked, then brought back
    # (the message that said it leaves the transcript after :data:`MAX_TURNS`); 0.0 when none. A number read
    parent_pay: float = 0.0
    # (fix52r1) the language ``replies`` were offered in, kept with them: a conversation without its
    # transcript (SMS keeps none, sms/state.compact) knew no language of the bot's last message, so
    # the replies kept were never used there and a number picked a button worked out again from the
    # state (after "Whose pay is $85,000?", "1" was "First time"). "": none kept
    replies_lang: str = ""

    def said(self, role: str, text: str, lang: str = "") -> "Conversation":
        """Return the conversation with ``text`` said by ``role`` (in ``lang``, when the bot says
        it: :class:`Said`) appended (and the oldest dropped beyond :data:`MAX_MESSAGES`, noted in
        ``trimmed``)."""
        turns = self.transcript + (Said(role, text[:MAX_TEXT], lang),)
        if len(turns) <= MAX_MESSAGES:
            return replace(self, transcript=turns)
        return replace(self, transcript=turns[-MAX_MESSAGES:], trimmed=True)


def _encrypt(conv: Conversation, answers: str, secret) -> str:
    payload = {
        "t": answers,
        "f": conv.follow_up,
        "e": conv.expecting,
        "h": [list(turn) + ([turn.lang] if getattr(turn, "lang", "") else []) for turn in conv.transcript],
        "o": list(conv.offered),
        "d": conv.trimmed,
        "m": conv.misses,
        "p": conv.pending,
        "c": conv.for_child,
        "s": conv.for_student,
        "v": list(conv.passing),
        "w": [list(part) for part in conv.earners],
        "r": conv.restart_asked,
        "k": conv.writer,
    }
    if conv.apart:
        payload["x"] = list(conv.apart)  # (fix48e; absent when none, as tokens made before)
    if conv.parent_pay:
        payload["g"] = conv.parent_pay  # (fix52k; absent when none, as tokens made before)
    if conv.replies is not None and conv.replies_lang:
        payload["q"] = list(conv.replies)  # (fix52d; absent when not kept, as tokens made before)
        payload["ql"] = conv.replies_lang  # (fix52r1: their language, kept with them)
    data = zlib.compress(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8"), 9)
    return answers_token.stamp(_fernet(secret), data)


def dumps(conv: Conversation, secret, max_size: int = MAX_SIZE) -> str:
    """Return ``conv`` as an encrypted token (URL-safe text, usually 2-8 KB).

    Long messages could make it too big to post back (requests are capped), so while it is
    over :data:`MAX_SIZE` the oldest messages are dropped (``trimmed``).
    """
    answers = answers_token.dumps(conv.state, secret)
    token = _encrypt(conv, answers, secret)
    while len(token) > max_size and len(conv.transcript) > 1:
        drop = max(1, min(len(conv.transcript) // 4, len(conv.transcript) - 1))
        conv = replace(conv, transcript=conv.transcript[drop:], trimmed=True)
        token = _encrypt(conv, answers, secret)
    # The last message (the question the student is answering) always stays, cut short if it
    # alone is too long (a reload shows the question; "earlier messages" says the rest went).
    while len(token) > max_size and conv.transcript and len(conv.transcript[-1][1]) > 200:
        role, text = conv.transcript[-1]
        conv = replace(conv, transcript=(Said(role, text[:len(text) // 2] + "…", getattr(conv.transcript[-1], "lang", "")),),
                       trimmed=True)
        token = _encrypt(conv, answers, secret)
    return token


def _transcript(raw) -> tuple:
    if not isinstance(raw, list):
        raise ValueError("transcript")
    turns = []
    for turn in raw[-MAX_MESSAGES:]:
        if not (isinstance(turn, list) and len(turn) in (2, 3) and turn[0] in ROLES and isinstance(turn[1], str)
                and (len(turn) == 2 or served_language(turn[2]))):
            raise ValueError("turn")
        turns.append(Said(turn[0], turn[1][:MAX_TEXT], turn[2] if len(turn) == 3 else ""))
    return tuple(turns)


MAX_VALUE = 100  # characters of one answer value offered (:attr:`Conversation.offered`)
MAX_REPLY = 300  # characters of one quick-reply label kept (fix52d)


def _offered(raw, longest: int = MAX_VALUE, what: str = "offered") -> tuple:
    """Check a list of at most :data:`MAX_OFFERED` strings of at most ``longest`` characters: the
    values offered, or (fix52d) the quick-reply labels kept (:func:`_replies`). (fix52r1: one
    check with a length limit; fix52d's ``_replies`` was a near-copy.)"""
    if not isinstance(raw, list) or len(raw) > MAX_OFFERED or not all(isinstance(v, str) and len(v) <= longest for v in raw):
        raise ValueError(what)
    return tuple(raw)


def _replies(raw, lang) -> tuple | None:
    """(fix52d) Check the quick-reply labels kept (:attr:`Conversation.replies`): absent (None) or a
    list of at most :data:`MAX_OFFERED` short strings, (fix52r1) with the language they were offered in
    (a fix52d token keeps no language: its labels are left, worked out again as for a token made before)."""
    if raw is None or lang is None:
        return None
    if not served_language(lang):
        raise ValueError("replies_lang")
    return _offered(raw, MAX_REPLY, "replies")


def _pending(raw) -> dict:
    """Check the answers read back and awaiting a "yes": question id -> {field: value}."""
    if not isinstance(raw, dict) or len(raw) > 20:
        raise ValueError("pending")
    for qid, updates in raw.items():
        if not isinstance(qid, str) or not isinstance(updates, dict):
            raise ValueError("pending")
        for k, v in updates.items():
            if not isinstance(k, str) or not (v is None or isinstance(v, (str, int, float, bool))):
                raise ValueError("pending")
    return raw


FOLLOW_UPS = ("hours", "period", "scale", "kin", "parents", "spouse", "part", "apart", "who", "ssi", "both", "top", "held", "extra", "inc", "xf", "whose_part", "rng")  # (fix48b: "whose_part", whose pay a bare amount is, fix47h) the follow-ups a ``follow_up`` may be pending (engine)
# ("rng", fix50d: an income said as a range beside a read-back, held till it is answered, engine :func:`_finish`)
# ("xf", fix37d: the year's pay with its tips asked before a read-back held unseen, engine :func:`_extra_first`)


# the keys a follow-up may keep: the "part" follow-up can now carry 13 (k e a t o, a held sum's two parts
# x xa xt ya yt (fix33k), d r u; review of the nineteenth round: the bound of 12 would have refused the
# engine's own token, the conversation started again)
MAX_FOLLOW_UP_KEYS = 16


def _follow_up(raw) -> dict:
    """Check the follow-up pending: {"k": one of :data:`FOLLOW_UPS`, short keys: a number, a short
    string, a list of numbers, of [amount, period] pairs or of earners (:data:`EARNER_KEYS`, whose
    each pay is)} (numbers and words the chat read, never text typed).

    Class (fix30d): a value the engine keeps that this check refused (the earners named beside a
    rate, "my dad makes $38 an hour and my mom makes 4,500 a month") made the next message's token
    unreadable, the whole conversation started again; every follow-up the engine makes must round-trip
    (tests/test_chat_token_roundtrip.py)."""
    if raw == {}:
        return {}
    if not isinstance(raw, dict) or len(raw) > MAX_FOLLOW_UP_KEYS or raw.get("k") not in FOLLOW_UPS:
        raise ValueError("follow_up")
    for k, v in raw.items():
        if not (isinstance(k, str) and len(k) <= 2 and _follow_up_value(k, v)):
            raise ValueError("follow_up")
    return raw


def _is_number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == v and abs(v) <= 1e12


def _follow_up_value(k: str, v) -> bool:
    """Return True for a value a follow-up may keep under key ``k`` (:func:`_follow_up`): a number
    or a short string; a list only as "p" ([amount, times a year] pairs), "s" (other rates) or "w"
    (earners, :data:`EARNER_KEYS`)."""
    if _is_number(v) or isinstance(v, str) and len(v) <= 20:
        return True
    if not isinstance(v, list) or not v or len(v) > MAX_EARNERS or k not in ("p", "s", "w"):
        return False
    if k == "p":
        return all(isinstance(p, list) and len(p) == 2 and all(_is_number(x) for x in p) for p in v)
    if k == "s":
        return all(_is_number(x) for x in v)
    return all(isinstance(n, str) and n in EARNER_KEYS for n in v)


MAX_EARNERS = 4  # income parts kept (one a person earning in the household)
# ("other": an earner not named, one of several paid the same "each", or the income kept before one was)
PARENT_EARNERS = ("mom", "dad", "stepmom", "stepdad")  # the earners who are a parent
EARNER_KEYS = PARENT_EARNERS + ("wife", "husband", "spouse", "self", "she", "he", "other", "parents")


def _earners(raw) -> tuple:
    """Check the income's parts: ``[[earner, amount, per], ...]``, at most :data:`MAX_EARNERS`
    (a token made before holds ``[earner, year, amount, per]``: its year, the two after multiplied, dropped)."""
    if not isinstance(raw, list) or len(raw) > MAX_EARNERS:
        raise ValueError("earners")
    parts = []
    for part in raw:
        part = [part[0]] + part[2:] if isinstance(part, list) and len(part) == 4 else part
        if not (isinstance(part, list) and len(part) == 3 and part[0] in EARNER_KEYS
                and all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1e9 for v in part[1:])):
            raise ValueError("earners")
        parts.append(tuple(part))
    return tuple(parts)


def _apart(raw) -> tuple:
    """(fix48e) Check the parents-apart incomes (:attr:`Conversation.apart`): [] or [income, other],
    the income from 0 and the other from -1 (not said), each at most the API's income maximum."""
    if raw == []:
        return ()
    if not (isinstance(raw, list) and len(raw) == 2 and all(_is_number(v) for v in raw)
            and 0 <= raw[0] <= 1e9 and -1 <= raw[1] <= 1e9):
        raise ValueError("apart")
    return (float(raw[0]), float(raw[1]))


def _parent_pay(raw) -> float:
    """(fix52k) Check the parent's pay held (:attr:`Conversation.parent_pay`): a number from 0 to the API's income maximum."""
    if not _is_number(raw) or not 0 <= raw <= 1e9:
        raise ValueError("parent_pay")
    return float(raw)


class UnreadableToken(BadToken):
    """Raised for a chat token that was never one of ours as it stands: tampered with, cut short,
    another key's, another kind of token, or not a token at all (an expired one of ours, or one
    whose answers no longer pass, is a plain :class:`BadToken`). Class (fix35d, a newcomer's
    finding): the API answered such a state by starting over, and its new state replaced the one
    the client still held; it now says so with the contract's 400 and the client keeps its own."""


def _ours(token: str, secret) -> bool:
    """Return True when ``token`` decrypts under the chat key, whatever its age."""
    try:
        _fernet(secret).decrypt(token.encode("ascii"))
    except (InvalidToken, UnicodeError, TypeError, ValueError):
        return False
    return True


def loads(token: str, secret, max_age: int | None, today: dt.date | None = None) -> Conversation:
    """Return the :class:`Conversation` in ``token``.

    :param max_age: seconds a token stays valid (None: forever)
    :param today: the request's day: its answers' dates are bounded as the API bounds them
        (:func:`screener.token.load`)
    :raises BadToken: when the token is missing, oversized, tampered with, expired or not a chat token
        (:class:`UnreadableToken` when it is not, as it stands, a chat token of ours at all)
    """
    if not token or not isinstance(token, str):
        raise BadToken("missing chat token")
    if len(token) > MAX_TOKEN:
        raise UnreadableToken("oversized chat token")
    try:
        data = answers_token.opened(_fernet(secret), token.encode("ascii"), max_age)
        payload = answers_token.parse(answers_token.inflate(data, MAX_PAYLOAD))
        expecting = payload["e"]
        if expecting is not None and not isinstance(expecting, str):
            raise ValueError("expecting")
        state = answers_token.loads(payload["t"], secret, max_age, today=today)
        follow_up = _follow_up(payload.get("f", {}))
        trimmed = payload.get("d", False)
        if not isinstance(trimmed, bool):
            raise ValueError("trimmed")
        misses = payload.get("m", 0)
        if not isinstance(misses, int) or isinstance(misses, bool) or not 0 <= misses <= 10:
            raise ValueError("misses")
        for_child = payload.get("c", False)
        if not isinstance(for_child, bool):
            raise ValueError("for_child")
        for_student = payload.get("s", False)
        if not isinstance(for_student, bool):
            raise ValueError("for_student")
        passing = payload.get("v", [])
        if not isinstance(passing, list) or len(passing) > 60 or not all(isinstance(f, str) and len(f) <= 60 for f in passing):
            raise ValueError("passing")
        earners = _earners(payload.get("w", []))
        restart_asked = payload.get("r", False)
        if not isinstance(restart_asked, bool):
            raise ValueError("restart_asked")
        writer = payload.get("k", "")
        if writer not in WRITERS:
            raise ValueError("writer")
        return Conversation(state, expecting, _transcript(payload["h"]), _offered(payload.get("o", [])), trimmed, misses,
                            _pending(payload.get("p", {})), for_child, tuple(passing), follow_up=follow_up,
                            earners=earners, restart_asked=restart_asked, for_student=for_student,
                            writer=writer, apart=_apart(payload.get("x", [])), replies=_replies(payload.get("q"), payload.get("ql")),
                            replies_lang=payload.get("ql", "") if payload.get("q") is not None else "",  # (fix52r1)
                            parent_pay=_parent_pay(payload.get("g", 0.0)))
    except (InvalidToken, ValueError, TypeError, KeyError, AttributeError, zlib.error, UnicodeError) as exc:
        if isinstance(exc, (InvalidToken, UnicodeError)) and not _ours(token, secret):
            raise UnreadableToken(str(exc) or type(exc).__name__) from None
        raise BadToken(str(exc) or type(exc).__name__) from None
