"""fix42g: debts in the number readers, each a quiet-wrong-value risk.

1. A value taken back said with its unit, the one meant bare ("45k, no 52", "4 clases, perdón, 3"):
   the one meant takes the unit of the one taken back (``numbers._unit_carried``): "45k, no 52" was no
   correction ($45,000 kept), "4 classes, sorry, 3" was read back as 3 credits. A bare value before
   more money ("70k, no 60, and with my mom's 50k it's 120k") still denies a value said before.
2. ``married_said_of_them`` is false when the marriage is denied ("no están casados").
3. ``understand._clauses_of`` cuts clauses as ``parent_absent_said`` does (one pattern).
"""
import pytest
from support import chat_so_far
from support import proposed
from support import waiting

from screener.chat import numbers
from screener.chat.understand import married_said_of_them
from screener.chat.understand import works_elsewhere_only


def _at(question: str, message: str, lang: str):
    """Send ``message`` to a senior's chat waiting on ``question`` (that answer not given yet)."""
    answers = {k: v for k, v in chat_so_far(3.2).items() if k != question}
    return waiting(answers, question, message, lang)


def _value(turn, field):
    """Return ``field``'s value, kept or read back (None: neither)."""
    return turn.answers.get(field, proposed(turn).get(field))


@pytest.mark.parametrize("lang,said,agi", [
    ("en", "45k, no 52", 52000),
    ("en", "my mom makes 45k, no 52", 52000),
    ("en", "45k, no 52000", 52000),  # (no $52,000,000: a number longer than the one taken back takes no unit)
    ("es", "mi mamá gana 45 mil, no, 52", 52000),  # guard (read back before, kept now)
    ("es", "gana 45 mil, perdón, 52", 52000),  # guard
    ("en", "he makes 45k, no 52k", 52000),  # guard
    ("en", "sorry my dad makes 70k, no 60, and with my moms 50k its 120k", 120000),  # guard (tests/test_chat_dev14_income_total.py)
    ("es", "perdón, mi papá gana 70 mil, no 60, y con los 50 mil de mi mamá son 120 mil", 120000),  # guard
    ("en", "45k no 5 of us", 45000),  # guard
])
def test_a_bare_corrected_income_takes_the_unit_of_the_one_taken_back(lang, said, agi):
    assert _value(_at("agi", said, lang), "agi") == agi


@pytest.mark.parametrize("lang,said", [
    ("en", "45k, no 5"),  # $5,000 is read back, never kept plainly
    ("es", "45 mil, perdón, 5"),  # guard
])
def test_a_small_corrected_income_is_read_back(lang, said):
    turn = _at("agi", said, lang)
    assert proposed(turn).get("agi") == 5000 and "agi" not in turn.answers


@pytest.mark.parametrize("lang,said,kept", [
    ("es", "mi mamá gana 45 mil, no, 52", "mi mama gana 52 mil"),
    ("es", "4 clases, perdón, 3", "3 clases"),
    ("en", "45k, no 52", "52 k"),
    ("en", "4 classes, sorry, 3", "3 classes"),
    ("en", "45k no 5 of us", "45k no 5 of us"),  # guard
    ("en", "3.2, no 2.2", "2.2"),  # guard
    ("es", "no son 15 créditos, son 3", "3 creditos"),  # guard
])
def test_self_corrected_carries_the_unit(lang, said, kept):
    assert " ".join(numbers.self_corrected(numbers.in_digits(said, lang), lang).split()) == kept


@pytest.mark.parametrize("lang,said", [
    ("en", "4 classes, sorry, 3"), ("en", "4 classes, no 3"),
    ("es", "4 clases, perdón, 3"), ("es", "4 clases, no, 3"),
])
def test_a_bare_corrected_count_of_classes_is_no_count_of_credits(lang, said):
    turn = _at("credits_per_semester", said, lang)
    assert _value(turn, "credits_per_semester") is None and turn.expecting == "credits_per_semester"


@pytest.mark.parametrize("question,lang,said,value", [
    ("credits_per_semester", "en", "15 credits, no 12", 12),  # guard
    ("credits_per_semester", "es", "15 créditos, no, 12", 12),  # guard
    ("household_size", "en", "we're 4, no 5", 5),  # guard
    ("household_size", "es", "somos 4, no, 5", 5),  # guard
    ("hs_gpa", "en", "3.2, no 2.2", 2.2),  # guard
    ("hs_gpa", "es", "3.2, no, 2.2", 2.2),  # guard
])
def test_corrections_without_a_unit_are_as_before(question, lang, said, value):
    assert _value(_at(question, said, lang), question) == value


@pytest.mark.parametrize("said,married", [
    ("no están casados", False),
    ("ya no están casados", False),
    ("mi mamá y mi padrastro no están casados", False),
    ("they were never married", False),
    ("they aren't married", False),  # guard
    ("they're not married anymore", False),  # guard
    ("están casados", True),  # guard
    ("mi papá y mi madrastra, están casados", True),  # guard
    ("they're married", True),  # guard
    ("there married", True),  # guard
])
def test_married_said_of_them_reads_a_denial(said, married):
    assert married_said_of_them(said) is married


@pytest.mark.parametrize("said,only", [
    ("my dad works in DC", True),  # guard
    ("mi papá trabaja en DC", True),  # guard
    ("my dad works in DC but we live in Maryland", False),  # guard
    ("mi papá trabaja en DC pero vivimos en Maryland", False),  # guard
])
def test_clauses_cut_as_before(said, only):
    assert works_elsewhere_only(said) is only
