"""Misreadings around a read-back (readback: a tester's findings), each a class in both languages.

1. The value meant typed in place of a "no" while "Is that right?" waits ("61000", "no 61k",
   "it's 61,000", "son 61 mil", "3.3" to a GPA's read-back, "14" to the credits'): it replaces the
   value read back, for the fact it reads as (before: "I still need a yes or no", the correction
   lost). Kept as the question's plain answer when the read-back was of that one answer; read back
   all the same when it would rule the student out, after a "no", or beside other facts read back;
   a number that reads as two facts read back ("15": credits or people) is asked about, nothing kept.

Our own wording."""
import pytest

from screener.chat.engine import respond
from support import chat_so_far
from support import proposed
from support import talk
from support import waiting

DAY = __import__("datetime").date(2026, 12, 1)
BASE = chat_so_far(3.5)
STILL = {"en": "still need", "es": "todavía necesito"}


def _without(*fields):
    return {k: v for k, v in BASE.items() if k not in fields}


def _after(lang, fields, expecting, first, then):
    """The chat holding BASE without ``fields``, asking ``expecting``: ``first`` read back, then ``then``."""
    asked = waiting(_without(*fields), expecting, first, lang, day=DAY)
    assert asked.conversation.pending, asked.reply  # (the premise: something is read back)
    return respond(asked.conversation, then, lang, DAY)


def _value(turn, field):
    return turn.answers.get(field) if field in turn.answers else proposed(turn).get(field)


# --- the income's read-back ("3,000 a month" read back as $36,000) ------------------------------

@pytest.mark.parametrize("lang,first,then", [
    ("en", "2,800 a month", "61000"), ("en", "2,800 a month", "$61,000"), ("en", "2,800 a month", "61,000"),
    ("es", "2,800 al mes", "61000"), ("es", "2,800 al mes", "61.000"), ("es", "2,800 al mes", "$61,000"),
])
def test_an_income_typed_at_its_read_back_replaces_it(lang, first, then):
    turn = _after(lang, ("agi",), "agi", first, then)
    assert _value(turn, "agi") == 61000, turn.reply
    assert STILL[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,then", [("en", "61000"), ("es", "61000")])
def test_the_income_meant_said_alone_is_the_plain_answer(lang, then):
    turn = _after(lang, ("agi",), "agi", {"en": "2,800 a month", "es": "2,800 al mes"}[lang], then)
    assert turn.answers.get("agi") == 61000 and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,then", [("en", "160000"), ("en", "$160,000"), ("es", "160000")])
def test_an_income_over_the_limit_typed_at_the_read_back_is_read_back(lang, then):
    turn = _after(lang, ("agi",), "agi", {"en": "2,800 a month", "es": "2,800 al mes"}[lang], then)
    assert "agi" not in turn.answers and proposed(turn).get("agi") == 160000, turn.reply


# --- the GPA's read-back (a decimal comma read back) -----------------------------------------------

@pytest.mark.parametrize("lang,then", [("en", "3.3"), ("en", "3.30"), ("es", "3.3"), ("es", "3.30")])
def test_a_gpa_typed_at_its_read_back_replaces_it(lang, then):
    turn = _after(lang, ("hs_gpa",), "hs_gpa", "3,1", then)
    assert float(_value(turn, "hs_gpa")) == 3.3, turn.reply
    assert STILL[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,then", [("en", "3.3"), ("en", "it's 3.3"), ("es", "3.3"), ("es", "es 3.3")])
def test_the_gpa_meant_kept_leaves_no_empty_read_back(lang, then):
    turn = _after(lang, ("hs_gpa",), "hs_gpa", "3,1", then)
    assert turn.answers.get("hs_gpa") == 3.3 and not proposed(turn), turn.reply  # (was "I read: . Is that right?")


@pytest.mark.parametrize("lang,then", [("en", "2.0"), ("en", "2.00"), ("es", "2.0")])
def test_a_gpa_that_rules_out_typed_at_the_read_back_is_read_back(lang, then):
    turn = _after(lang, ("hs_gpa",), "hs_gpa", "3,1", then)
    assert "hs_gpa" not in turn.answers and float(proposed(turn)["hs_gpa"]) == 2.0, turn.reply


# --- the credits' read-back ("full time" read back as 12) ------------------------------------------

FULL_TIME = {"en": "full time", "es": "tiempo completo"}


@pytest.mark.parametrize("lang,then,count", [("en", "12", 12), ("en", "14", 14), ("en", "no 14", 14), ("en", "nope, 14", 14),
                                             ("es", "12", 12), ("es", "14", 14), ("es", "no 14", 14)])
def test_credits_typed_at_their_read_back_replace_them(lang, then, count):
    turn = _after(lang, ("credits_per_semester",), "credits_per_semester", FULL_TIME[lang], then)
    assert _value(turn, "credits_per_semester") == count and "agi" not in proposed(turn), turn.reply  # (was $12,000 of income)
    assert STILL[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,then", [("en", "3"), ("en", "no, 4"), ("es", "3"), ("es", "no, 4")])
def test_credits_under_the_minimum_typed_at_the_read_back_are_read_back(lang, then):
    turn = _after(lang, ("credits_per_semester",), "credits_per_semester", FULL_TIME[lang], then)
    assert "credits_per_semester" not in turn.answers and proposed(turn).get("credits_per_semester") in (3, 4), turn.reply


# --- a read-back of several facts ------------------------------------------------------------------

SEVERAL = {"en": "it's me, my mom and my 2 brothers, she makes 2,800 a month, and I'll go full time for an associate's",
           "es": "somos mi mamá, mis 2 hermanos y yo, ella gana 2,800 al mes, y voy a ir tiempo completo para un asociado"}


@pytest.mark.parametrize("lang,then,field,value", [("en", "61k", "agi", 61000), ("en", "it's 61,000", "agi", 61000),
                                                   ("es", "son 61 mil", "agi", 61000), ("es", "61 mil", "agi", 61000)])
def test_a_value_at_a_read_back_of_several_facts_replaces_the_one_it_reads_as(lang, then, field, value):
    asked = talk(lang, SEVERAL[lang], day=DAY)
    assert {"agi", "credits_per_semester", "household_size"} <= set(proposed(asked)), asked.reply  # (the premise)
    turn = respond(asked.conversation, then, lang, DAY)
    assert proposed(turn).get(field) == value and field not in turn.answers, turn.reply  # read back in its place
    others = {k: v for k, v in proposed(asked).items() if k != field}
    assert {k: proposed(turn).get(k) for k in others} == others, turn.reply  # the others still wait


@pytest.mark.parametrize("lang,then", [("en", "6"), ("es", "6")])  # (a count of credits and of people alike)
def test_a_number_that_reads_as_two_facts_read_back_is_asked_about(lang, then):
    asked = talk(lang, SEVERAL[lang], day=DAY)
    turn = respond(asked.conversation, then, lang, DAY)
    assert proposed(turn) == proposed(asked) and not set(turn.answers) & set(proposed(asked)), turn.reply
    assert {"en": "Which answer is that number for", "es": "número"}[lang] in turn.reply, turn.reply
