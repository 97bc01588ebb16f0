"""Classes of misses fixed on dev13 and dev4 (issue #8), each in both languages: the student's home
told in the third person (a parent or a counselor writing) among other facts of an opening."""
import pytest

from test_understand import confirmed
from test_understand import say

# --- the student's home told in the third person, among other facts ----------------------------

THIRD_PERSON_HOME = [
    ("en", "my son is a junior at Bowie High with a 3.2, his dad and I make about 90k together", "two_parent"),
    ("en", "writing for a student of mine, a senior at Blair: 2.9 gpa, he lives with his mom, she earns 38k", "single_parent"),
    ("en", "she's a senior at Northwood with a 3.4, and me and her father make 70k", "two_parent"),
    ("es", "escribo por mi hijo, está en 11 grado en Bladensburg, tiene 3.0, su mamá y yo ganamos 80 mil", "two_parent"),
    ("es", "soy maestra de una alumna de 12 grado en Parkdale: tiene 2.7 y vive solo con su papá, él gana 30 mil", "single_parent"),
    ("es", "mi hija va en último año en Wheaton, tiene 3.3; yo y su papá sacamos como 65 mil", "two_parent"),
]


@pytest.mark.parametrize("lang,text,kind", THIRD_PERSON_HOME)
def test_the_students_home_told_in_the_third_person_is_read_back_among_other_facts(lang, text, kind):
    turn, got = say("applicant_type", text, lang)
    assert confirmed(turn) and "household" not in turn.conversation.state.answers, turn.reply
    assert got.get("household") == kind, (got, turn.reply)


@pytest.mark.parametrize("lang,text", [
    ("en", "my son is a senior at Bowie High, his dad makes 50k"),  # whose income, not who is at home
    ("es", "mi hija está en 12 grado en Wheaton, su papá gana 50 mil"),
    # the writer, a parent, apart from the home named: parents apart, asked on the household's page
    ("en", "my son is a senior, he lives with his mom in Ohio and would move in with me for college"),
    ("es", "mi hija está en 12 grado, vive con su mamá en Texas y se vendría conmigo para el college"),
])
def test_the_childs_parent_named_for_an_income_only_says_no_household(lang, text):
    turn, got = say("applicant_type", text, lang)
    assert "household" not in got and "household" not in turn.conversation.pending, (got, turn.reply)


# --- a thousands comma kept whole when a clause about someone else is left out -----------------

from screener.chat.understand import income  # noqa: E402


@pytest.mark.parametrize("lang,text,year", [
    ("en", "my brother makes 40k but doesnt live with us, my mom makes 52,300", 52_300),
    ("en", "my sister makes 35k but she doesnt live with us, my dad makes 48,900", 48_900),
    ("en", "lives with her mom, household AGI $120,500", 120_500),
    ("es", "mi hermano gana 30 mil pero no vive con nosotros, mi mamá gana 48,500", 48_500),
    ("es", "vive con su tía, su mamá gana $48,500 al año", 48_500),
])
def test_a_thousands_comma_is_no_clause_end_when_another_persons_clause_is_left_out(lang, text, year):
    reading = income(text, lang)
    assert float(reading.form["agi"]) == year, reading
