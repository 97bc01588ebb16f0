"""Classes of fix37e (newcomers on main): numbers and relatives misread at the household questions.
An age said of a time past ("I moved out when I was 18", "desde los 19") was read as 18 people or a
$19,000 income; a cousin, aunt, uncle or grandparent listed at home was counted in the household size
unasked (whether they count is the question's rule: whom the parents or spouse support); a
grandparent's identity was forgotten once their first message left the transcript (after 12
messages), the writer then taken for a parent. The wording is ours."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.session import Conversation
from screener.chat.session import dumps
from screener.chat.session import loads
from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import waiting

ONE_PARENT = {**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single_parent"}
ON_OWN = {**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single"}


def _read(turn, field):
    """The value of ``field`` kept or read back by ``turn``."""
    return {**turn.answers, **proposed(turn)}.get(field)


# --- item 1: an age is never a household size nor an amount ------------------------------------

# (lang, the message, the age said in it)
AGES = [
    ("en", "I moved out when I was 18", 18),
    ("en", "just me, I moved out when I was 18", 18),
    ("en", "I've been on my own since I was 19", 19),
    ("en", "I left home at 18", 18),
    ("en", "single, on my own since I was 19", 19),
    ("es", "vivo sola desde los 19", 19),
    ("es", "me fui de la casa cuando tenía 18", 18),
    ("es", "vivo solo desde que tenía 19 años", 19),
]


@pytest.mark.parametrize("lang,said,age", AGES)
def test_an_age_at_the_household_size_is_no_count(lang, said, age):
    turn = waiting(ON_OWN, "household_size", said, lang)
    assert _read(turn, "household_size") != age, turn.reply


@pytest.mark.parametrize("lang,said,age", AGES)
def test_an_age_at_the_income_is_no_amount(lang, said, age):
    turn = waiting(ON_OWN, "agi", said, lang)
    assert _read(turn, "agi") not in (age, age * 1000), turn.reply


@pytest.mark.parametrize("lang,said,size", [
    ("en", "me, my mom and my sister, she's 17", 3),
    ("en", "me and my dad, he is 45", 2),
    ("es", "mi mamá y yo, ella tiene 45 años", 2),
])
def test_another_persons_age_beside_the_list_is_no_count(lang, said, size):
    turn = waiting(ONE_PARENT, "household_size", said, lang)
    assert _read(turn, "household_size") == size, turn.reply


# (the text, whether a number is left once the ages are dropped)
DROPPED = [
    ("I moved out when I was 18", False), ("since I was 19 I support myself", False), ("I left at 18", False),
    ("desde los 19 vivo sola", False), ("cuando tenía 18 me fui", False), ("she's 17", False), ("he is 45", False),
    # a unit of money or time after the number: a pay, kept
    ("I was 18k in debt", True), ("she works at 18 an hour", True), ("we're at 4 people", True),
    ("I make 25k", True),
]


@pytest.mark.parametrize("text,left", DROPPED)
def test_ages_dropped_reads_ages_of_a_time_past(text, left):
    assert bool(understand.numbers(understand.ages_dropped(text))) == left


@pytest.mark.parametrize("lang,said,agi", [("en", "I moved out at 18, I make 25k", 25000),
                                           ("es", "me fui a los 18, gano 25 mil", 25000)])
def test_the_pay_beside_an_age_is_read(lang, said, agi):
    turn = waiting(ON_OWN, "agi", said, lang)
    assert _read(turn, "agi") in (agi, None) and 18000 not in (_read(turn, "agi"),), turn.reply
    assert "$25,000" in turn.reply, turn.reply


# --- item 3: a relative whose counting depends on support: the size read back with the rule -------

HINT = {"en": "anyone else they support", "es": "cualquier otra persona que ellos mantengan"}


@pytest.mark.parametrize("lang,said,size", [
    ("en", "me, my mom and my cousin", 3),
    ("en", "4: me, my mom, my aunt and my cousin", 4),
    ("en", "my mom, my grandma and me", 3),
    ("es", "mi mamá, mi primo y yo", 3),
    ("es", "somos 4, mi mamá, mi tío, mi abuela y yo", 4),
])
def test_a_cousin_listed_is_read_back_with_whom_the_size_counts(lang, said, size):
    turn = waiting(ONE_PARENT, "household_size", said, lang)
    assert proposed(turn).get("household_size") == size, turn.reply
    assert "household_size" not in turn.answers, turn.reply
    assert HINT[lang] in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,size", [("en", "me, my mom and my brother", 3), ("es", "mi mamá, mi hermana y yo", 3),
                                            ("en", "3", 3)])
def test_parents_and_siblings_listed_are_kept_as_before(lang, said, size):
    turn = waiting(ONE_PARENT, "household_size", said, lang)
    assert turn.answers.get("household_size") == size, turn.reply


# --- item 4: the writer (a grandparent, a sibling) kept once their message leaves the transcript --

DAY = dt.date(2026, 12, 1)
FILLERS = {"en": ("what's the promise scholarship?", "is it for part time too?", "what's the deadline?", "how much is it",
                  "ok thanks", "what's the deadline?", "how much is it", "ok thanks", "what's the deadline?",
                  "how much is it", "ok thanks", "what's the deadline?", "how much is it"),
           "es": ("¿qué es la beca promise?", "¿cuánto es?", "ok gracias", "¿cuál es la fecha límite?", "¿cuánto es?",
                  "ok gracias", "¿cuál es la fecha límite?", "¿cuánto es?", "ok gracias", "¿cuál es la fecha límite?",
                  "¿cuánto es?", "ok gracias", "¿cuánto es?")}
OPENING = {"en": "hi, my granddaughter is a senior at Bowie High, I'm her grandmother",
           "es": "hola, mi nieta está en 12 en Bowie High, soy su abuela"}
HOME = {"en": "she lives with me and her mom", "es": "vive conmigo y con su mamá"}
AS_PARENT = {"en": "You wrote as the student's parent", "es": "Escribiste como"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_grandparent_is_still_known_once_the_opening_left_the_transcript(lang):
    turn = talk(lang, OPENING[lang], "20715", *FILLERS[lang], day=DAY)
    assert turn.conversation.trimmed and not any(OPENING[lang] == t for _, t in turn.conversation.transcript)
    assert turn.conversation.writer == "kin"
    turn = talk(lang, OPENING[lang], "20715", *FILLERS[lang], HOME[lang], day=DAY)
    assert AS_PARENT[lang] not in turn.reply, turn.reply
    assert _read(turn, "household") != "two_parent", turn.reply


@pytest.mark.parametrize("writer", ["", "kin", "sibling"])
def test_the_writer_survives_the_token(writer):
    from screener.flow import State
    conv = Conversation(State({}), writer=writer)
    assert loads(dumps(conv, "s" * 32), "s" * 32, 3600, DAY).writer == writer


@pytest.mark.parametrize("kept,texts,writer", [
    ("kin", ["ok thanks"], "kin"), ("sibling", ["ok thanks"], "sibling"), ("", ["ok thanks"], ""),
    ("sibling", ["I'm her grandma"], "kin"), ("", ["I'm writing for my little sister"], "sibling"),
])
def test_writer_of_reads_the_kept_writer_and_the_texts(kept, texts, writer):
    assert understand.writer_of(texts, kept) == writer
    with understand.kin_writing(kept):
        assert understand.kin_writes() == bool(kept)
        assert understand.kin_writer() == kept
