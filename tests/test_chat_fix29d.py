"""Chat findings of the fix29d round (a newcomer's, on main), each a class in both languages:

2. A renewing student's home ZIP code, read back and confirmed, is kept though a renewal's path
   never asks it (it was dropped silently).
3. A correction of a parent's pay rate said with a sibling's pay ("perdón, mi esposo gana 32 la
   hora, no 22. Y mi hija trabaja…, gana como 600 al mes"): the correction is read, the
   sibling's pay is an aside.
4. A long opening of one fact a sentence, with a question at the end: each sentence read as
   when said alone, the question answered.
5. A 5-digit number as the first message is a ZIP code, in Maryland or not, never an income.
"""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}


# --- 5. a 5-digit number first is a ZIP code ------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", ["22201", "19104", "20001", " 22201. "])
def test_five_digits_first_are_a_zip_code_never_an_income(lang, said):
    turn = talk(lang, said)
    assert "agi" not in proposed(turn), turn.reply
    assert proposed(turn).get("zip") == said.strip(" ."), turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("zip") == said.strip(" .") and "agi" not in turn.answers, turn.reply
    assert turn.answers.get("county") == "outside-md", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "$22,201"), ("es", "22201 dolares")])
def test_an_amount_first_is_still_an_amount(lang, said):
    turn = talk(lang, said)
    assert "zip" not in proposed(turn), turn.reply


# --- 2. a renewal's ZIP code kept ---------------------------------------------------------------

RENEWING = {"en": ("I already have the promise scholarship at PGCC and want to renew it", "none"),
            "es": ("ya tengo la beca promise en PGCC y quiero renovarla", "ninguno")}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", ["20774", "my zip is 20774"])
def test_a_renewals_confirmed_zip_code_is_kept(lang, said):
    turn = talk(lang, *RENEWING[lang], said)
    assert proposed(turn).get("zip") == "20774", turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("zip") == "20774", turn.reply
    assert turn.answers.get("applicant_type") == "renewal" and turn.answers.get("college") == "prince-georges"
    turn = then(turn, YES[lang], lang)  # in-state tuition: the ZIP code stays
    assert turn.answers.get("zip") == "20774" and turn.answers.get("in_state_tuition") == "yes", turn.reply


# --- 3. a rate corrected, a child's pay beside it an aside ----------------------------------------

PARENT = {
    "es": ("soy la mamá de Daniela, ella está en el último año de la secundaria en Maryland y quiere ir al community college",
           "mi esposo gana 22 la hora, 40 horas a la semana, y yo gano 2800 al mes"),
    "en": ("I'm Daniela's mom, she's a senior at a Maryland high school",
           "my husband makes 22 an hour, 40 hours a week, and I make 2800 a month"),
}
NEW_RATE = {  # 32 an hour for the 40 hours said before, plus her own 2,800 a month
    "es": ["perdón, mi esposo gana 32 la hora, no 22. Y también mi hija trabaja en McDonald's, gana como 600 al mes",
           "perdón, mi esposo gana 32 la hora, no 22",
           "uy, en realidad mi esposo gana 32 por hora. mi hijo también trabaja, gana 300 a la semana"],
    "en": ["sorry, my husband makes 32 an hour, not 22. And also my daughter works at McDonald's, she makes like 600 a month",
           "sorry, my husband makes 32 an hour, not 22",
           "wait, actually my husband makes 32 an hour. my son works too, he makes 300 a week"],
}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("index", [0, 1, 2])
def test_a_new_rate_for_the_hours_said_before_is_read_and_a_childs_pay_is_an_aside(lang, index):
    turn = talk(lang, *PARENT[lang])
    assert proposed(turn).get("agi") in (79360, "79360"), turn.reply
    said = NEW_RATE[lang][index]
    turn = then(turn, said, lang)
    assert str(proposed(turn).get("agi")) == "100160", turn.reply  # never the old $79,360, nor the child's pay added
    assert "100,160" in turn.reply
    child = index != 1
    aside = {"en": "son's or daughter's pay", "es": "tu hijo o hija"}[lang]
    assert (aside in turn.reply) == child, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 100160, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "oops my dad makes 32 an hour, not 22. my brother makes 300 a week too"),
                                       ("es", "perdón, mi papá gana 32 la hora, no 22. mi hermano gana 300 a la semana también")])
def test_a_students_new_rate_for_a_parent_with_a_brothers_pay(lang, said):
    opening = {"en": ("I'm a senior at a Maryland high school", "my dad makes 22 an hour, 40 hours a week, and my mom makes 2800 a month"),
               "es": ("estoy en el último año de la secundaria en Maryland",
                      "mi papá gana 22 la hora, 40 horas a la semana, y mi mamá gana 2800 al mes")}[lang]
    turn = then(talk(lang, *opening), said, lang)
    assert str(proposed(turn).get("agi")) == "100160", turn.reply
    assert {"en": "doesn't count", "es": "no cuentan"}[lang] in turn.reply


# --- 4. a long opening, one fact a sentence, a question at the end --------------------------------

LONG_OPENING = {
    "en": "Hello, I hope this is the right place to ask. I'm a senior at Parkville High School and we live in Baltimore "
          "County, our zip code is 21234. I'm graduating this coming May 2027. I'm planning to go to CCBC Essex for the "
          "nursing associate degree program, and I want to go full time, so about 15 credits each semester. I live with my "
          "mom and my two younger brothers, my dad isn't in the picture. My mom works as a medical assistant and she makes "
          "around 41,000 a year. I have never taken any college classes. My question is, if I get the scholarship do I "
          "have to pay it back?",
    "es": "Hola, espero que este sea el lugar correcto para preguntar. Estoy en el último año en Parkville High School y "
          "vivimos en el condado de Baltimore, nuestro código postal es 21234. Me gradúo en mayo de 2027. Quiero ir a CCBC "
          "Essex para el programa de asociado en enfermería, tiempo completo, unos 15 créditos cada semestre. Vivo con mi "
          "mamá y mis dos hermanos menores, mi papá no está. Mi mamá trabaja de asistente médica y gana como 41,000 al año. "
          "Nunca he tomado clases en un college. Mi pregunta es, si me dan la beca, ¿tengo que devolver el dinero?",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_opening_is_read_sentence_by_sentence_and_its_question_answered(lang):
    turn = talk(lang, LONG_OPENING[lang])
    assert turn.faq == "pay_back", (turn.faq, turn.reply)
    alone = then(talk(lang), LONG_OPENING[lang].rsplit(". ", 1)[0] + ".", lang)  # the facts without the question
    both = {**turn.answers, **proposed(turn)}
    assert both == {**alone.answers, **proposed(alone)}, turn.reply
    for field, value in {"county": "baltimore-county", "college": "baltimore-county", "zip": "21234",
                         "hs_completion_date": "2027-05", "prior_degree": "none"}.items():
        assert turn.answers.get(field) == value, (field, turn.reply)
    assert both.get("household") == "single_parent" and str(both.get("agi")) == "41000", turn.reply
    assert both.get("credits_per_semester") in (15, "15"), turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I'm a senior at Dulaney High in Baltimore County. I graduate in June 2027. I want to go to CCBC full time. "
           "Is there an age limit?"),
    ("es", "Estoy en el último año en Dulaney High en el condado de Baltimore. Me gradúo en junio de 2027. Quiero ir a "
           "CCBC tiempo completo. ¿Hay un límite de edad?"),
])
def test_a_shorter_opening_with_a_question_keeps_its_facts(lang, said):
    turn = talk(lang, said)
    assert turn.faq not in (None, "dont_know"), (turn.faq, turn.reply)
    assert turn.answers.get("county") == "baltimore-county" and turn.answers.get("hs_completion_date") == "2027-06", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "My counselor said I should do the FAFSA, so I'm going to fill it out in January."),
    ("es", "Mi consejera dijo que debo hacer la FAFSA, así que la voy a llenar en enero."),
])
def test_the_fafsa_named_as_advice_then_the_plan_to_file_it(lang, said):
    turn = talk(lang, said)
    assert proposed(turn).get("aid_application") == "fafsa", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "My counselor said I should do the FAFSA"), ("en", "what is the FAFSA, should I fill it out?"),
                                       ("es", "mi consejera dijo que debo hacer la FAFSA, ¿la tengo que llenar?")])
def test_advice_or_a_question_alone_is_no_plan(lang, said):
    turn = talk(lang, said)
    assert "aid_application" not in proposed(turn) and "aid_application" not in turn.answers, turn.reply
