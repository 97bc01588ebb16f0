"""The one-word texts carriers and Twilio expect, in English and Spanish.

Twilio matches its opt-out and opt-in keywords on a message that is only the keyword (any
case, surrounding spaces ignored): STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE and
OPTOUT block further messages to the sender; START, YES and UNSTOP lift the block; HELP and
INFO get its help reply. The webhook still receives each of them. STOP and START are taken
only as Twilio takes them (the bare word: "stop." is not an opt-out there, so not here either);
HELP/AYUDA, RESTART/EMPEZAR and ENGLISH/ESPAÑOL also with punctuation or accents. With Advanced Opt-Out the
request also names the type (``OptOutType``: STOP, START or HELP), which wins.
"""
from __future__ import annotations

from ..chat.understand import normalize

STOP, START, HELP, RESTART, ENGLISH, SPANISH = "stop", "start", "help", "restart", "en", "es"

WORDS = {
    STOP: ("stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke", "optout"),
    START: ("start", "unstop", "yes"),
    HELP: ("help", "info", "ayuda"),
    RESTART: ("restart", "empezar"),
    ENGLISH: ("english", "ingles"),
    SPANISH: ("espanol", "spanish"),
}
OPT_OUT_TYPES = {"STOP": STOP, "START": START, "HELP": HELP}
SPANISH_KEYWORDS = ("ayuda", "empezar", "espanol")  # answered in Spanish
SPANISH_GREETINGS = ("hola", "buenas", "buenos dias", "buenas tardes", "buenas noches")  # a first text in Spanish


def keyword(body: str, opt_out_type: str = "") -> str | None:
    """Return the keyword ``body`` is (one of the constants above), else None.

    ``opt_out_type`` is Twilio's ``OptOutType`` parameter (Advanced Opt-Out), if any.
    """
    if opt_out_type and opt_out_type.strip().upper() in OPT_OUT_TYPES:
        return OPT_OUT_TYPES[opt_out_type.strip().upper()]
    exact = (body or "").strip().lower()
    if exact in WORDS[STOP] or exact in WORDS[START]:  # as Twilio matches them: the bare word
        return STOP if exact in WORDS[STOP] else START
    word = normalize(body or "")
    if not word or " " in word:
        return None
    return next((kind for kind in (HELP, RESTART, ENGLISH, SPANISH) if word in WORDS[kind]), None)


def language(body: str, first: bool = False) -> str | None:
    """Return "es" when ``body`` is a Spanish keyword (AYUDA, EMPEZAR, ESPAÑOL), or, as the
    ``first`` text, a Spanish greeting (HOLA); "en" for ENGLISH; else None."""
    word = normalize(body or "")
    if word in SPANISH_KEYWORDS or (first and word in SPANISH_GREETINGS):
        return "es"
    return "en" if word in WORDS[ENGLISH] else None
