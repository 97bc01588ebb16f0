"""One text in, the texts to send back out: the chat engine's conversation, written for SMS.

Every answer is read by the chat engine (:func:`screener.chat.engine.respond`, the same entry
``POST /api/v1/chat`` uses), so SMS understands whatever the chat understands. This module
only adds what a phone needs:

- carrier keywords (:mod:`.keywords`): HELP/AYUDA, STOP/START as Twilio handles them (nothing
  is sent after STOP), RESTART/EMPEZAR, ENGLISH/ESPAÑOL;
- a first text that says what this is and that message and data rates may apply;
- quick replies as numbered options ("Reply 1 for Yes, 2 for No"), a digit picking one;
- a short result (three segments at most) with a link to the full result page;
- plain GSM punctuation (one curly quote would make a whole English text UCS-2).

No Flask here: :func:`reply` is a function of the state, the text and the date.
"""
from __future__ import annotations

import copy
import datetime as dt
import re
from dataclasses import dataclass
from dataclasses import replace

from ..chat import engine
from ..chat.session import Conversation
from ..flow import load_flow
from ..i18n import N_
from ..i18n import Money
from ..i18n import Msg
from ..i18n import render
from ..rules import ELIGIBLE
from ..rules import FAIL
from ..rules import INELIGIBLE
from ..serialize import run
from . import keywords
from .segments import gsm_friendly
from .segments import segments
from .state import SmsState

MAX_TEXT = 1600  # characters read of one text (Twilio's longest inbound message)
RESULT_SEGMENTS = 3  # a result is sent in at most this many segments
MAX_REASONS = 3  # reasons a result may name (the link gives them all)

WELCOME = N_("Maryland Community College Promise Scholarship screener: a few questions tell you if you're likely eligible. Msg & data rates may apply. Reply HELP for help, STOP to stop. Para español, responde ESPAÑOL.")
HELP = N_("Promise Scholarship screener, free and open source. To talk to a person, call your college's financial aid office or MHEC at %(phone)s. Nothing you text is stored: your answers are forgotten 4 hours after your last text. Msg & data rates may apply. Reply STOP to stop, RESTART to start over.")
RESUMED = N_("Welcome back.")
OPTION = N_("%(n)s for %(label)s")
OPTIONS = N_("Reply %(options)s.")
OPTIONS_LIST = N_("Reply with a number:")
PICK_ONE_OF_TWO = N_("Reply 1 or 2: %(options)s.")  # a number that is neither
LIST_FROM = 4  # options from which they are listed one a line
RESULT = {
    ELIGIBLE: N_("Good news: you're likely eligible for the Promise Scholarship. Your college decides, and awards depend on funding."),
    INELIGIBLE: N_("Based on your answers, you're likely not eligible for the Promise Scholarship right now."),
}
RESULT_MORE_INFO = N_("I can't tell yet whether you're eligible: some answers are still open.")
# The estimate by text, worded so that its Spanish needs no á, í, ó or ú: one of them makes a whole
# text UCS-2 (67 characters a segment instead of 153), and the result then had no room for where
# to use the award (the chat's "Cálculo de tu beca…" lines cost a segment of their own).
ESTIMATE = N_("Estimated award: about %(amount)s a year (up to %(max)s).")
ESTIMATE_RANGE = N_("Estimated award: between %(low)s and %(high)s a year, depending on your Pell Grant.")
COVERED = N_("Estimated award: %(amount)s, because your other grants already pay your tuition and fees.")
USE_AT_OFFICE = N_("Use it at %(college)s: talk to its financial aid office.")
USE_AT = N_("Use it at %(college)s.")  # the same, shorter, when the other does not fit
ASK_AT = N_("The financial aid office at %(college)s can help.")
REASON = N_("- %(message)s")
FULL_RESULT = N_("Why, and what to do next: %(url)s")
CLOSING = N_("Reply RESTART to start over.")


@dataclass(frozen=True)
class Reply:
    """What to send back: the ``messages`` (each one SMS, possibly of several segments; none
    after STOP) and the new ``state`` for the cookie."""

    messages: tuple
    state: SmsState


def _plain(text: str) -> str:
    """Return a reply written for a phone: GSM punctuation, one line between paragraphs."""
    return gsm_friendly(text).replace("\n\n", "\n").strip()


def _without_greeting(text: str, lang: str) -> str:
    """Return the engine's reply without the chat's greeting (SMS has its own first text)."""
    greeting = render(engine.GREETING, lang)
    return "\n\n".join(p for p in text.split("\n\n") if p != greeting)


def pick(conv: Conversation | None, body: str, lang: str, today: dt.date) -> str:
    """Return the text to read for ``body``: a number that picks one of the numbered options
    shown with the pending question becomes that option's label (as a tap on a quick reply
    sends it); while answers are read back to confirm, or "Start over?" is asked, 1 is "Yes" and
    2 is "No". Where the chat engine itself reads a number as a place among the offered values
    (choices, yes/no, counties, colleges, months), the number goes to it unchanged."""
    text = body.strip()
    if conv is None or conv.expecting is None and not conv.restart_asked or not text.isdigit() or len(text) > 2:
        return body
    q = load_flow().question(conv.expecting) if conv.expecting else None
    if conv.pending or conv.restart_asked or conv.expecting in engine.AID_ORDER:
        # answers read back to confirm (Yes and No, or "Which one is wrong?" and the facts named:
        # "1" there was read as a yes, keeping the fact said to be wrong), or an other-aid question
        labels = engine.replies_for(conv, lang, today)
    else:
        # (fix52r1) the numbers are the last turn's own quick replies (what the text numbered,
        # kept with their language: engine.replies_for), not the pending question's worked out
        # again: after "Whose pay is $85,000?" (no buttons) "1" was "First time", the degree's
        own = engine.quick_replies(q, conv.state, lang, today, conv.offered or None) if q is not None else ()
        labels = engine.replies_for(conv, lang, today) if conv.replies_lang == lang else own
        if tuple(labels) == tuple(own) and (q is None or (q.kind in engine.ORDINAL_KINDS and not q.optional and conv.offered)):
            return "#" + text  # numbered here: a pick by place (a bare number is read back by the chat)
    n = int(text)
    return labels[n - 1] if 1 <= n <= len(labels) else body


def out_of_range(conv: Conversation | None, body: str, lang: str, today: dt.date) -> str | None:
    """Return how to reply when ``body`` is a number that picks neither option of a yes/no asked
    while answers are read back to confirm, or "Start over?" ("3" to "Reply 1 for Yes, 2 for
    No."), else None. Such a number may still be an answer of its own ("12" credits, said to the
    read-back of a program), so it is one only when the chat takes nothing from it, or reads it
    as a "no" and asks "Which one is wrong?" (a newcomer's finding: "3" did).
    """
    text = body.strip()
    if conv is None or not text.isdigit() or len(text) > 2 or not (conv.pending or conv.restart_asked) \
            or engine._which_asked(conv):
        return None
    labels = engine.replies_for(conv, lang, today)
    if len(labels) != 2 or 1 <= int(text) <= len(labels):
        return None
    turn = engine.respond(copy.deepcopy(conv), text, lang, today)
    after = turn.conversation
    if not engine._which_asked(after) and (after.state.answers != conv.state.answers or after.pending != conv.pending
                                           or after.expecting != conv.expecting):
        return None  # (an answer read: the chat's turn stands)
    options = ", ".join(render(Msg.of(OPTION, n=str(n), label=label), lang) for n, label in enumerate(labels, 1))
    return render(Msg.of(PICK_ONE_OF_TWO, options=options), lang)


def numbered(labels, lang: str) -> str:
    """Return the numbered options line ("Reply 1 for Yes, 2 for No."), or a list of them one a line."""
    if len(labels) >= LIST_FROM:
        return "\n".join([render(OPTIONS_LIST, lang)] + [f"{n} {label}" for n, label in enumerate(labels, 1)])
    options = ", ".join(render(Msg.of(OPTION, n=str(n), label=label), lang) for n, label in enumerate(labels, 1))
    return render(Msg.of(OPTIONS, options=options), lang)


def _status_line(turn_reply: str, a, lang: str) -> int:
    """Return where the engine's result starts in its reply (its status sentence), else -1."""
    status = render(engine.STATUS.get(a.status, engine.STATUS_MORE_INFO), lang)
    return turn_reply.find(status)


def _estimate(aw) -> Msg | None:
    if aw.estimate is None:
        return None
    if aw.covered_by_grants:
        return Msg.of(COVERED, amount=Money(0))
    if aw.is_range:
        return Msg.of(ESTIMATE_RANGE, low=Money(aw.estimate_low), high=Money(aw.estimate_high))
    return Msg.of(ESTIMATE, amount=Money(aw.estimate), max=Money(aw.max))


def layout(lines: list) -> list:
    """Return ``lines`` grouped, in order, into the texts that cost the fewest segments (then
    the fewest texts): a GSM-7 line beside a UCS-2 one may be cheaper in a text of its own."""
    best = None
    for cuts in range(2 ** (len(lines) - 1)):
        texts, current = [], [lines[0]]
        for i, line in enumerate(lines[1:]):
            if cuts >> i & 1:
                texts.append("\n".join(current))
                current = []
            current.append(line)
        texts.append("\n".join(current))
        cost = (sum(segments(t) for t in texts), len(texts))
        if best is None or cost < best[0]:
            best = (cost, texts)
    return best[1]


def result_texts(a, lang: str, url: str, before: str = "") -> list:
    """Return the texts that sum up assessment ``a`` in at most :data:`RESULT_SEGMENTS`
    segments: the status, the estimate and the link to the full result (``url``) always; then,
    each while it still fits, in this order of importance: the words before the link, where to
    use the award (the college and its financial aid office; the college alone if that is all
    that fits), the first reason, the other reasons, the closing line and what came ``before``
    (the engine's confirmation of the last answer). A line too long to fit never crowds out a
    shorter, less important one that does (a Spanish result, in UCS-2, lost where to use the
    award: a newcomer's finding)."""
    status = render(RESULT.get(a.status, RESULT_MORE_INFO), lang)
    estimate = [render(m, lang) for m in (_estimate(a.award),) if m is not None]
    reasons = [render(Msg.of(REASON, message=c.message), lang) for c in a.checks if c.result == FAIL][:MAX_REASONS]
    where = []
    if a.college is not None:
        where = [Msg.of(USE_AT_OFFICE, college=a.college.name), Msg.of(USE_AT, college=a.college.name)] \
            if a.status == ELIGIBLE else [Msg.of(ASK_AT, college=a.college.name)]
    # each optional line with its wordings, the most important first
    optional = [("link label", [render(Msg.of(FULL_RESULT, url=url), lang)]),
                ("where", [render(m, lang) for m in where]),
                *((f"reason {i}", [r]) for i, r in enumerate(reasons)),
                ("closing", [render(CLOSING, lang)]), ("before", [before] if before else [])]
    kept = {}

    def texts_with(chosen):
        def opt(key):
            return [chosen[key]] if key in chosen else []
        lines = (opt("before") + [status] + [line for i in range(len(reasons)) for line in opt(f"reason {i}")]
                 + estimate + opt("where") + (opt("link label") or [url]) + opt("closing"))
        return layout([_plain(line) for line in lines])

    for key, wordings in optional:
        for line in wordings:
            if sum(segments(t) for t in texts_with({**kept, key: line})) <= RESULT_SEGMENTS:
                kept[key] = line
                break
    return texts_with(kept)


def _echo(lang: str):
    """Return a pattern matching the engine's read-back of an answer ("Got it. College: X.") in ``lang``."""
    template = render(engine.GOT_IT, lang)
    parts = re.split(r"%\((?:what|value)\)s", template)
    return re.compile(".+".join(re.escape(p) for p in parts) + r"\Z", re.S)


def _without_echo(reply: str, lang: str) -> str:
    """Return ``reply`` without the read-back of an answer picked by its number: the student
    chose one of the labels just shown, so saying it back costs a segment and tells nothing."""
    echo = _echo(lang)
    return "\n\n".join(p for p in reply.split("\n\n") if not echo.match(p))


def _picked(conv: Conversation | None, body: str, text: str) -> bool:
    """Return True when ``body`` picked a numbered option (``text`` is what the engine read)."""
    return conv is not None and conv.expecting is not None and body.strip().isdigit() and (
        text != body or bool(conv.offered))


def _engine_turn(conv: Conversation | None, body: str, lang: str, today: dt.date, url_for_result) -> tuple:
    """Return ``(texts, conversation)`` for one text read by the chat engine."""
    again = out_of_range(conv, body, lang, today)
    if again is not None:
        return [_plain(again)], conv  # (nothing read: the conversation as it was)
    text = pick(conv, body, lang, today)
    turn = engine.respond(conv, text, lang, today)
    reply = _without_greeting(turn.reply, lang)
    if _picked(conv, body, text) and turn.expecting != conv.expecting:
        reply = _without_echo(reply, lang)
    if turn.expecting is None and turn.assessment is not None:
        a = run(turn.conversation.state.answers, today)
        at = _status_line(reply, a, lang)
        if at >= 0:
            return result_texts(a, lang, url_for_result(turn.conversation.state), reply[:at].strip()), turn.conversation
    text = _plain(reply)
    if turn.quick_replies and (turn.expecting is not None or turn.conversation.restart_asked):
        text += "\n" + numbered(turn.quick_replies, lang)
    return [text], turn.conversation


def reply(st: SmsState, body: str, today: dt.date, url_for_result, opt_out_type: str = "", fresh: bool = False) -> Reply:
    """Answer one text.

    :param st: the conversation so far (from the cookie; a new :class:`SmsState` if none)
    :param body: what the student texted
    :param url_for_result: a function of a :class:`~screener.flow.State` returning the link
        to its full result page
    :param opt_out_type: Twilio's ``OptOutType`` (Advanced Opt-Out), if sent
    :param fresh: True when no conversation came with the text (it is the first one)
    :return: the :class:`Reply`; never raises for any text
    """
    body = (body or "")[:MAX_TEXT]
    kind = keywords.keyword(body, opt_out_type)
    st = replace(st, lang=keywords.language(body, first=fresh) or st.lang)
    if kind == keywords.STOP:
        return Reply((), replace(st, stopped=True))  # Twilio answers STOP itself; nothing more is sent
    if st.stopped and kind != keywords.START:
        return Reply((), st)  # opted out: Twilio would refuse to deliver anything
    if kind == keywords.START and not st.stopped:
        kind = None  # "yes" is an answer, "start" a greeting: only an opted-out phone is resumed
    lang, conv = st.lang, st.conversation
    first = []
    if kind == keywords.START:
        body = ""
        if conv is not None:
            first = [render(RESUMED, lang)]
    elif kind == keywords.HELP:
        phone = engine.faq.policy_params(today).get("osfa_phone", "")
        first, body = [render(Msg.of(HELP, phone=phone), lang)], ""
    elif kind == keywords.RESTART:
        conv, body = None, ""
    elif kind in (keywords.ENGLISH, keywords.SPANISH):
        body = ""
    if conv is None and kind != keywords.HELP:
        first = [render(WELCOME, lang)] + first
    texts, conv = _engine_turn(conv, body, lang, today, url_for_result)
    return Reply(tuple(_join(_plain("\n".join(first)), texts)), SmsState(conv, lang, False))


def _join(notice: str, texts: list) -> list:
    """Return ``texts`` with ``notice`` said first: in the first text when that costs no more
    segments than a text of its own."""
    if not notice:
        return texts
    merged = notice + "\n" + texts[0]
    if segments(merged) <= segments(notice) + segments(texts[0]):
        return [merged] + texts[1:]
    return [notice] + texts
