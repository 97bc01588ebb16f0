"""dev17's reading classes (issue #8), in both languages, in words of our own:

- an article is no amount ("los taxes los hace un contador": no $1,000 read back);
- taxes said taken out with the participle first ("ya quitados los impuestos"), or said after an
  amount in a clause of their own ("30k, after taxes"), make take-home pay, not the AGI;
- a parent said to live apart ("mi papá vive aparte", "my dad lives separately") is not at home;
- a year with its month in brackets or after a dash ("2010 (abril)") is that month;
- two years offered ("like 2011 or 2012") are asked back, not June of the first;
- a date planned, then the one that happened ("was supposed to be May… but I finished in
  December…") is the second;
- English slang for a parent ("my pops", "my moms") and twins ("our twin boys", "los gemelos")
  are counted;
- a married writer listing the spouse and the others ("casado, con mi esposa y mi hijo") lists
  the household;
- a parent writing for a child who is just starting ("apenas va a empezar") is a first-time applicant.
"""
import datetime as dt

import pytest

from screener.chat import understand
from screener.flow import State
from screener.flow import load_flow
from support import chat_so_far
from support import proposed
from support import waiting

TODAY = dt.date(2026, 12, 1)


def _read(qid, text, lang):
    return understand.read(load_flow().question(qid), text, lang, State(lang=lang), TODAY)


# --- an article is no amount -----------------------------------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("es", "no sé, los taxes se los hace un contador a mi mamá"),
    ("es", "ni idea, eso lo ve una señora de la iglesia"),
    ("en", "no clue, one lady at the tax place does them"),
])
def test_an_article_is_no_income(lang, text):
    assert understand.income(text, lang).form is None


@pytest.mark.parametrize("lang,text,agi", [("es", "gana un millón", "1000000"), ("en", "one thousand a month", "12000")])
def test_an_amount_in_words_still_counts(lang, text, agi):
    assert float(understand.income(text, lang).form["agi"]) == float(agi)


# --- take-home pay -----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("es", "le quedan unos 31 mil ya sacados los impuestos"),
    ("es", "30 mil, ya descontados los impuestos"),
    ("en", "40k, after taxes"),
    ("en", "taken out the taxes she sees about 2,600 a month"),
])
def test_taxes_taken_out_is_take_home(lang, text):
    reading = understand.income(text, lang)
    assert reading.form is None and reading.problem is not None, reading


@pytest.mark.parametrize("lang,text,agi", [("en", "52k before taxes, 41k after taxes", 52000),
                                           ("es", "55 mil brutos, pero después de impuestos 44 mil", 55000)])
def test_gross_beside_take_home_is_the_gross(lang, text, agi):
    assert float(understand.income(text, lang).form["agi"]) == agi


# --- a parent living apart ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("es", "vivo con mi mamá y mi hermano, mi papá vive aparte"),
    ("es", "mi mami y yo nomás, mi papá vive por su lado"),
    ("en", "me and my mom, my dad lives separately"),
    ("en", "my dad and my little brother, my mom lives on her own"),
])
def test_a_parent_living_apart_is_not_at_home(lang, text):
    assert _read("household", text, lang).form == {"household": "single_parent"}


# --- dates ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,text,month", [
    ("es", "el GED lo saqué en 2011 (marzo)", "2011-03"),
    ("es", "2016 - diciembre", "2016-12"),
    ("en", "finished in 2015 (may)", "2015-05"),
])
def test_a_year_with_its_month_in_brackets(lang, text, month):
    assert _read("hs_completion_date", text, lang).form == {"hs_completion_date": month}


@pytest.mark.parametrize("lang,text", [
    ("en", "like 2011 or 2012"), ("en", "2007 or maybe 2008, it was a while ago"),
    ("es", "2014 o 2015, no me acuerdo bien"), ("es", "como en el 2003 o 2004"),
])
def test_two_years_are_asked_back(lang, text):
    reading = _read("hs_completion_date", text, lang)
    assert reading.form is None and reading.problem is not None


@pytest.mark.parametrize("lang,text,month", [
    ("en", "was supposed to be may 2019 but i finished in december 2019", "2019-12"),
    ("en", "i was going to graduate june 2016 but i got my diploma in january 2017", "2017-01"),
    ("es", "iba a ser en junio del 2018 pero terminé en agosto del 2018", "2018-08"),
    ("es", "se suponía que en mayo 2012, pero me gradué en julio de 2012", "2012-07"),
])
def test_a_date_planned_then_the_one_that_happened(lang, text, month):
    assert _read("hs_completion_date", text, lang).form == {"hs_completion_date": month}


# --- who is at home ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,text,kind,size", [
    ("en", "just my pops and me", "single_parent", 2),
    ("en", "me, my old man and my two sisters", "single_parent", 4),
    ("es", "yo y mi vieja nomás", "single_parent", 2),
    ("es", "yo, mi vieja y mis dos hermanos", "single_parent", 4),
])
def test_parent_slang_is_a_parent(lang, text, kind, size):
    turn = waiting(chat_so_far(3.0, None), "household", text, lang)
    said = {**turn.answers, **proposed(turn)}
    assert said.get("household") == kind and said.get("household_size") == size, (turn.answers, proposed(turn))


@pytest.mark.parametrize("text,size", [
    ("my husband, our twin boys and me", 4),
    ("me, my mom and the twins", 4),
    ("mi esposa, los gemelos y yo", 4),
    ("vivo con mi papá y mis hermanas mellizas", 4),
])
def test_twins_are_two(text, size):
    assert understand.household_size(text) == size


ADULT = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
         "in_state_tuition": "yes", "hs_completion_date": "2012-06", "college": "howard", "program": "associate",
         "credits_per_semester": 12}


@pytest.mark.parametrize("lang,text,size", [
    ("es", "casado, con mi esposa y mi suegra", 3),
    ("es", "casada, vivo con mi esposo y mi suegra", 3),
    ("en", "married, with my husband and his mother", 3),
])
def test_married_with_the_spouse_and_others_listed(lang, text, size):
    turn = waiting(ADULT, "household", text, lang)
    said = {**turn.answers, **proposed(turn)}
    assert said.get("household") == "married" and said.get("household_size") == size, (turn.answers, proposed(turn), turn.reply)


@pytest.mark.parametrize("lang,text", [
    ("es", "pregunto por mi hijo, él apenas va a empezar"),
    ("es", "apenas voy a comenzar el college"),
    ("en", "this is for my daughter, she's just starting out"),
])
def test_just_starting_is_a_first_time_applicant(lang, text):
    assert _read("applicant_type", text, lang).form == {"applicant_type": "new"}


# --- an amount said as the total ----------------------------------------------------------------------

@pytest.mark.parametrize("lang,text,agi", [
    ("en", "forgot my stepdad works too, he makes 30k so it's about 95k total", 95000),
    ("en", "mom 45k and dad 52k, a total of 97k", 97000),
    ("es", "mi papá gana 40 mil y mi mamá 30, en total 70 mil", 70000),
    ("es", "ella gana 35 mil, así que en total son 80 mil", 80000),
])
def test_an_amount_said_as_the_total_is_the_income(lang, text, agi):
    reading = understand.income(text, lang)
    assert reading.form is not None and float(reading.form["agi"]) == agi and reading.confirm, reading


@pytest.mark.parametrize("lang,text,agi", [("en", "dad 50k, mom 40k", 90000), ("es", "45 mil y 30 mil juntos", 75000)])
def test_two_incomes_without_a_total_are_added(lang, text, agi):
    assert float(understand.income(text, lang).form["agi"]) == agi


# --- credits earned once, at the degree question ------------------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("en", "none, i did 24 credits at umbc but dropped out"),
    ("en", "some college, never finished, about 30 credits at salisbury"),
    ("es", "no, fui a la universidad pero no terminé, tengo como 30 créditos"),
    ("es", "ninguno, hice 18 créditos en la UMD pero lo dejé"),
])
def test_credits_earned_once_are_no_semesters_load(lang, text):
    turn = waiting({"applicant_type": "new"}, "prior_degree", text, lang)
    said = {**turn.answers, **proposed(turn)}
    assert said.get("prior_degree") == "none"
    assert "credits_per_semester" not in said and "credits_completed_last_semester" not in said, said


# --- a program by its length, a full load, a noncredit certificate --------------------------------------

@pytest.mark.parametrize("lang,text,program,credits", [
    ("en", "chesapeake, for the 2 yr radiology, full load", "associate", 12),
    ("en", "hagerstown cc, two yr degree in business, full course load", "associate", 12),
    ("es", "cecil, el programa de 2 años de enfermería, carga completa", "associate", 12),
])
def test_a_program_by_its_length_and_a_full_load(lang, text, program, credits):
    so_far = {k: v for k, v in chat_so_far(3.0, None).items() if k not in ("college", "program", "credits_per_semester", "hs_gpa")}
    turn = waiting(so_far, "college", text, lang)
    said = {**turn.answers, **proposed(turn)}
    assert said.get("program") == program and said.get("credits_per_semester") == credits, (turn.answers, proposed(turn))


@pytest.mark.parametrize("lang,text", [
    ("en", "first time, i want the noncredit medical assistant certificate at frederick"),
    ("es", "es mi primera vez, quiero el certificado sin créditos de asistente dental en frederick"),
    ("es", "es mi primera vez, quiero un certificado de flebotomía sin créditos en frederick"),
])
def test_a_noncredit_certificate_named_in_passing(lang, text):
    turn = waiting({}, "applicant_type", text, lang)
    said = {**turn.answers, **proposed(turn)}
    assert said.get("program") == "noncredit_vocational_certificate", (turn.answers, proposed(turn))


# --- a weighted GPA, the unweighted one not known -------------------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("en", "a 3.8 weighted, not sure what my unweighted is"),
    ("es", "4.3 ponderado, no sé el sin ponderar"),
    ("es", "3.9 ponderado, no me acuerdo del no ponderado"),
])
def test_a_weighted_gpa_with_the_unweighted_unknown_is_asked(lang, text):
    reading = _read("hs_gpa", text, lang)
    assert reading.form is None and reading.problem is not None, reading


@pytest.mark.parametrize("lang,text,gpa", [("en", "3.3 unweighted", "3.3"), ("es", "3.0 sin ponderar", "3.0")])
def test_an_unweighted_gpa_is_read(lang, text, gpa):
    assert _read("hs_gpa", text, lang).form == {"hs_gpa": gpa}
