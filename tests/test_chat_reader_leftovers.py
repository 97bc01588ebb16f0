"""Classes of misread left from a newcomer's session (issue #8: several facts in one message are all
taken and read back; never a wrong "no" from words), each tried through the reader and through
``POST /api/v1/chat``, in English and Spanish. Our own words."""
import datetime as dt
import time

import pytest

from screener.chat import numbers
from screener.chat.engine import respond
from test_chat import READ_BACK as ASKED_BACK
from test_chat import chat
from test_chat import pending
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import before
from test_understand import check_reading
from test_understand_choice_classes import say

DAY = dt.date(2026, 12, 1)


def opening(lang: str, message: str):
    """The first message of a chat: return its turn."""
    return respond(respond(None, "", lang, DAY).conversation, message, lang, DAY)


# --- digits of other scripts ---------------------------------------------------------------------
# Class: digits typed in another script (Arabic-Indic, Persian, Devanagari), as a phone keyboard set
# to another language gives them, are the same digits. Alone ("٤٥٠٠٠") they were no number at all
# ("Sorry, I didn't understand that"); each is written in ASCII by ``unicodedata`` before reading.

@pytest.mark.parametrize("qid,lang,text,want", [
    ("agi", "es", "٤٥٠٠٠", {"agi": 45_000}),  # Arabic-Indic
    ("agi", "en", "४२५००", {"agi": 42_500}),  # Devanagari
    ("zip", "es", "٢٠٩٠٦", {"zip": "20906", "college": "montgomery"}),
    ("zip", "en", "۲۱۰۴۴", {"zip": "21044", "college": "howard"}),  # Persian
    ("household_size", "es", "٤", {"household_size": 4}),
    ("credits_per_semester", "en", "١٢", {"credits_per_semester": 12}),
])
def test_digits_of_another_script_are_read_as_digits(qid, lang, text, want):
    turn, got = say(qid, text, lang)
    assert got == want, (got, turn.reply)


@pytest.mark.parametrize("lang,qid,message,want", [
    ("es", "agi", "٥٢٠٠٠", 52_000),
    ("en", "zip", "٢١٠٤٤", "21044"),
    ("es", "zip", "mi código postal es ٢٠٧٧٤", "20774"),
])
def test_digits_of_another_script_through_the_api(client, app, lang, qid, message, want):
    answers, _ = before(qid)
    body = pending(app, client, answers, qid, message, lang)
    assert body["answers"].get(qid) == want, body


def test_ascii_digits():
    assert numbers.ascii_digits("٤٥٠٠٠ y ４５ y ۴۵ y ४५") == "45000 y 45 y 45 y 45"
    assert numbers.ascii_digits("my mom makes 45k") == "my mom makes 45k"


# --- a long run of digits ------------------------------------------------------------------------
# Class: the number readers that look at what follows a number (vague, a bound, a hedged second
# number) tried a long run of digits from each of its digits: 2,000 digits took about a second
# a message. They now start at a number's first digit only (what they read is unchanged).

@pytest.mark.parametrize("text", ["1" * 2000, "my mom makes " + "4" * 1987, "1," * 1000, "12." * 666])
def test_a_long_run_of_digits_is_read_at_once(text):
    for reader in (numbers.vague, numbers.bounded, numbers.conditional):
        start = time.perf_counter()
        reader(text)
        assert time.perf_counter() - start < 0.06, reader.__name__


@pytest.mark.parametrize("text,vague,bounded", [
    ("40 something", True, False), ("cuarenta y pico mil", True, False), ("30k+", True, False),
    ("1,500, plus a loan", False, False), ("12 or more", False, True), ("doce o más", False, True),
    ("al menos 3.0", False, True), ("45,000", False, False),
])
def test_the_number_readers_still_read_the_same(text, vague, bounded):
    assert numbers.vague(text) is vague and numbers.bounded(text) is bounded
