"""dev16's questions and scripts (Spanish-speaking families), by class, in both languages: questions
parents and adults ask in their own way reach their entry (a child's papers, age asked in the
negative, a named four-year university); "any other way" asks in English as "hay otra forma" does in
Spanish; a Spanish question in the negative ("no importa que…?") is no "no"; a date's day is no
income; parents called "mai", "pai", "apa" earn; pay "gets"/"recibe" by its period is income and the
year worked out after it is not added; a correction that takes back the income or the college kept
is read as that correction at any question."""
import pytest

from screener.chat import faq
from screener.chat import understand
from support import proposed
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate"}


# --- questions the families ask their way ---------------------------------------------------------

@pytest.mark.parametrize("text,topic", [
    ("my daughter what does she have to hand in", "documents"),
    ("cuales papeles va a tener q presentar mi muchacha?", "documents"),
    ("que le toca entregar a la nena pa la beca?", "documents"),
    ("doesnt it matter that im already 41?", "age_limit"),
    ("no importa que ya tenga 44 años?", "age_limit"),
    ("if i go to college park after do i keep it", "transfer"),
    ("and if i switch over to salisbury university later", "transfer"),
])
def test_a_familys_question_reaches_its_entry(text, topic):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)


@pytest.mark.parametrize("text,masked", [
    ("if i switch to umbc do i keep it", "if i switch to university do i keep it"),
    ("si me paso a college park sigo igual", "si me paso a university sigo igual"),
    ("cuando me vaya a la morgan state", "cuando me vaya a la university"),
    ("vivo en college park", "vivo en town"),  # a home, not a university
])
def test_a_named_university_is_a_university_to_the_faq(text, masked):
    assert faq._places_masked(text) == masked


@pytest.mark.parametrize("text,asks", [
    ("my gpa is 1.9, any other way", True), ("1.8, any options", True), ("is there any other option", True),
    ("no hay otra forma", False), ("i dont want any other option", False), ("3.1", False),
])
def test_any_other_way_asks_in_english(text, asks):
    assert faq.plainly_asks(text) is asks


@pytest.mark.parametrize("lang,said", [("es", "no importa que ya tenga 38?"), ("es", "no hay problema si ya tengo 40?")])
def test_a_spanish_question_in_the_negative_is_no_no(lang, said):
    turn = waiting({k: v for k, v in SO_FAR.items() if k not in ("prior_degree", "high_school", "zip", "county")},
                   "prior_degree", said, lang)
    assert "prior_degree" not in turn.answers and "prior_degree" not in proposed(turn), turn.reply


# --- a date's day is no income ---------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "ay no, me gradúo en junio, el 6 de junio 2027"),
    ("es", "perdón, la graduación es el 12 de junio"),
    ("en", "oh wait, graduation is june 6 2027"),
    ("en", "sorry, i graduate on the 12th of june"),
])
def test_a_dates_day_is_no_income(lang, said):
    turn = waiting({k: v for k, v in SO_FAR.items()} | {"household": "two_parent", "hs_gpa": 3.0, "credits_per_semester": 12},
                   "agi", said, lang)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply


@pytest.mark.parametrize("text,days", [("el 6 de junio", ["6"]), ("june 6th 2027", ["6"]), ("12 de junio del 2027", ["12"]),
                                       ("45 mil", []), ("gana 30 al mes desde junio", [])])
def test_amounts_mark_a_dates_day(text, days):
    assert [a.raw for a in understand.amounts(text) if a.day] == days


# --- who earns and how pay is said -----------------------------------------------------------------

@pytest.mark.parametrize("lang,said,total", [
    ("es", "mi mai gana 41 mil y mi pai unos 20", 61000),
    ("es", "mi apa saca 35 mil y mi ama 15", 50000),
    ("en", "my mami makes 41k and my papi like 20", 61000),
])
def test_parents_called_their_way_both_earn(lang, said, total):
    reading = understand.income(said, lang, "agi", earners=2)
    assert float(reading.form["agi"]) == total, reading


@pytest.mark.parametrize("lang,said,total", [
    ("en", "my mom makes 2,000 a month so about 24k a year", 24000),
    ("es", "mi papá gana 1,000 por quincena o sea unos 24 mil al año", 24000),
])
def test_the_year_worked_out_after_the_pay_is_not_added(lang, said, total):
    reading = understand.income(said, lang, "agi")
    assert float(reading.form["agi"]) == total, reading


@pytest.mark.parametrize("lang,said,total", [
    ("en", "my dad gets 1,000 every two weeks", 26000),
    ("es", "mi mamá recibe 500 a la semana", 26000),
    # a benefit or aid got is no income
    ("en", "my mom gets 700 a month from ssi", None), ("es", "mi papá recibe 900 al mes del desempleo", None),
    ("en", "i get 3,000 a year in grants", None),
])
def test_pay_got_by_its_period_is_income(lang, said, total):
    from screener.flow import State
    from screener.flow import load_flow
    found = understand.volunteered(load_flow(), said, State({}, frozenset()), lang=lang)
    assert [float(form["agi"]) for q, form in found if q.id == "agi"] == ([total] if total else [])


# --- a correction of what was kept, at another question -------------------------------------------

@pytest.mark.parametrize("lang,said,agi", [
    ("en", "nvm not 50k, my dad gets 1,800 every two weeks so like 46k a year", 46800),
    ("es", "perdón no son 50 mil, mi papá recibe 1,800 cada dos semanas o sea unos 46 mil al año", 46800),
])
def test_an_income_taken_back_at_the_credits_question_is_the_income(lang, said, agi):
    answers = {k: v for k, v in SO_FAR.items()} | {"agi": 50000}
    turn = waiting(answers, "credits_per_semester", said, lang)
    assert proposed(turn) == {"agi": agi}, turn.reply
    assert "credits_per_semester" not in turn.answers


@pytest.mark.parametrize("lang,said", [
    ("en", "actually CSM not ccbc, ccbc is too far"),
    ("es", "perdón, es CSM no ccbc, ccbc me queda lejos"),
])
def test_a_college_taken_back_at_the_program_question_is_the_college(lang, said):
    answers = {k: v for k, v in SO_FAR.items() if k not in ("college",)} | {"county": "charles", "zip": "20602",
                                                                            "college": "baltimore-county"}
    turn = waiting(answers, "program_offered_locally", said, lang)
    assert proposed(turn) == {"college": "southern-maryland"}, turn.reply
    assert "program_offered_locally" not in turn.answers
