"""A newcomer's findings (issue #8, session 20), each a class in both languages: a condition asked
("¿y si…?", "what if…") is no yes at a yes-or-no question or a read-back; grandparents or a
guardian raising the student are no parents (asked back, never two parents, no size made up); a
Dreamer's status says neither which aid application nor the Dream Act's conditions; an income
over the limit said beside another answer is read back, never dropped; a message that answers
another question is not the pending question's answer; a "no" at "Which one is wrong?" is not
asked a third time. (Some cases guard that the plain answers are still read.)"""
import datetime as dt

import pytest
from support import talk
from support import waiting

from screener.chat import understand
from screener.chat.engine import respond
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)


def read_back(turn) -> dict:
    return {f: v for qid, updates in turn.conversation.pending.items() if qid != "_because" for f, v in updates.items()}


def yes_no_questions():
    return [q for q in load_flow().questions
            if q.kind == "yesno" or (q.kind == "choice" and {c.value for c in q.choices} & {"yes", "true"})]


# --- a condition asked is no yes -------------------------------------------------------------------

CONDITIONS = [("es", "¿y si me caso el año que viene?"), ("es", "y si mi mamá pierde el trabajo"),
              ("es", "¿qué pasa si me cambio de condado?"), ("es", "¿si me mudo a Delaware?"),
              ("es", "¿pero si no tengo seguro social?"),
              ("en", "what if I get married next year?"), ("en", "and if I have a green card?"),
              ("en", "what if I do?"), ("en", "if I am married next year?"), ("en", "but if I will file it late?")]


@pytest.mark.parametrize("lang,said", CONDITIONS)
def test_a_condition_asked_answers_no_yes_no_question(lang, said):
    assert understand.confirmation(said) is None
    for q in yes_no_questions():
        assert understand.read(q, said, lang, State(lang=lang), TODAY).form is None, q.id


@pytest.mark.parametrize("lang,said", [("es", "sí"), ("es", "si"), ("es", "sí, me mudé el año pasado"),
                                       ("es", "si, claro"), ("es", "pues si"), ("en", "yes"), ("en", "yes if that counts")])
def test_a_plain_yes_is_still_a_yes(lang, said):
    q = load_flow().question("in_state_tuition")
    assert understand.read(q, said, lang, State(lang=lang), TODAY).form == {"in_state_tuition": "yes"}


TO_IN_STATE_NO = {
    "en": ["new", "none", "maryland high school, june 2027", "21921", "no"],
    "es": ["nuevo", "ninguno", "prepa de Maryland, junio de 2027", "21921", "no"],
}


@pytest.mark.parametrize("lang,said", [("es", "¿y si mis papás se separan?"), ("es", "que pasa si me caso"),
                                       ("en", "what if I have a baby?"), ("en", "and if I do get married?")])
def test_a_condition_asked_at_a_read_back_keeps_it_waiting(lang, said):
    turn = talk(lang, *TO_IN_STATE_NO[lang])
    assert read_back(turn) == {"in_state_tuition": "no"}, turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert "in_state_tuition" not in turn.answers, turn.reply
    assert read_back(turn) == {"in_state_tuition": "no"}, turn.reply
    assert turn.expecting == "in_state_tuition"


# --- a grandparent or guardian at home, the parents absent ----------------------------------------

TO_HOUSEHOLD = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
                "zip": "21921", "county": "cecil", "college": "cecil", "in_state_tuition": "yes", "program": "associate",
                "credits_per_semester": 12, "hs_gpa": 3.0}
ABSENT_PARENTS = [("en", "my aunt raised me, my parents aren't around"),
                  ("en", "I stay with my grandpa. My mom and dad don't live with us"),
                  ("en", "I live with my grandparents, my parents are out of the picture"),
                  ("es", "vivo con mi abuelita, mis papás no viven con nosotros"),
                  ("es", "mi tía me crió, mis padres no están en mi vida"),
                  ("es", "estoy con mis abuelos, a mi papá lo deportaron y a mi mamá nunca la conocí")]


@pytest.mark.parametrize("lang,said", ABSENT_PARENTS)
def test_parents_named_absent_beside_a_guardian_are_no_parents_at_home(lang, said):
    q = load_flow().question("household")
    assert understand.read(q, said, lang, State(lang=lang), TODAY).form is None
    assert understand.household_kind(said) is None


@pytest.mark.parametrize("lang,said", ABSENT_PARENTS)
def test_a_guardians_home_is_asked_with_no_household_or_size_proposed(lang, said):
    turn = waiting(TO_HOUSEHOLD, "household", said, lang)
    assert "household" not in turn.answers and "household_size" not in turn.answers, turn.reply
    assert not {"household", "household_size"} & set(read_back(turn)), turn.reply
    assert turn.expecting == "household"


@pytest.mark.parametrize("lang,said,kind", [("en", "me, my mom and my dad", "two_parent"),
                                            ("en", "my mom, my dad doesn't live with us", "single_parent"),
                                            ("es", "con mi mamá, mi papá no vive con nosotros", "single_parent"),
                                            ("es", "con mis papás y mi abuela", "two_parent")])
def test_parents_at_home_are_still_read(lang, said, kind):
    assert understand.household_kind(said) == kind


# --- a Dreamer's status says neither the application nor the Dream Act's conditions ---------------

DREAMER = [("en", "I'm undocumented, I'm a dreamer. Finished at Wheaton High in May 2026, GPA 3.5, ZIP 20902"),
           ("en", "im a dreamer. graduated from Bowie High school june 2026, my zip is 20716"),
           ("es", "Soy dreamer, sin papeles. Terminé en Wheaton High en mayo de 2026 con 3.5, zip 20902"),
           ("es", "soy dreamer. me gradué de Bowie High School en junio de 2026, mi código postal es 20716")]


@pytest.mark.parametrize("lang,said", DREAMER)
def test_a_dreamers_status_in_passing_reads_back_no_application_or_dream_act(lang, said):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", said, lang)
    listed = read_back(turn)
    assert "maryland" in (listed.get("high_school"), turn.answers.get("high_school")), turn.reply  # the rest is still read
    assert "aid_application" not in listed and "dream_act" not in listed, turn.reply
    assert "aid_application" not in turn.answers and "dream_act" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "yes, I'm a dreamer and went to high school here"), ("es", "sí, soy dreamer")])
def test_a_dreamer_answering_the_dream_act_question_is_still_read_back(lang, said):
    turn = waiting({"applicant_type": "new", "prior_degree": "none", "aid_application": "one_app"}, "dream_act", said, lang)
    assert read_back(turn).get("dream_act") in (True, "true") or turn.answers.get("dream_act") in (True, "true"), turn.reply


# --- an income over the limit said at another question is read back ------------------------------

OVER_LIMIT = [("en", "my mom and stepdad make 175k", 175000), ("en", "our AGI was 162,500", 162500),
              ("en", "my father makes 100k and my mother makes 80k", 180000),
              ("es", "mis padres ganan 170 mil al año", 170000), ("es", "nuestro AGI fue de 162,500", 162500),
              ("es", "mi papá gana 100 mil y mi mamá gana 80 mil", 180000)]


@pytest.mark.parametrize("lang,said,amount", OVER_LIMIT)
def test_an_income_over_the_limit_said_in_passing_is_read_back(lang, said, amount):
    turn = waiting(TO_HOUSEHOLD, "household", said, lang)
    assert read_back(turn).get("agi") == amount, turn.reply
    assert "agi" not in turn.answers


@pytest.mark.parametrize("lang,said", [("en", "my wife and I earn 170k combined"), ("es", "mi esposo y yo ganamos 170 mil juntos")])
def test_a_spouses_income_over_the_limit_is_read_back_with_the_marriage(lang, said):
    turn = waiting(TO_HOUSEHOLD, "household", said, lang)
    assert "married" in (turn.answers.get("household"), read_back(turn).get("household")), turn.reply
    assert read_back(turn).get("agi") == 170000, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "12 credits, my parents make 190k"), ("es", "12 créditos, mis papás ganan 190 mil")])
def test_an_income_over_the_limit_beside_the_answer_is_read_back(lang, said):
    answers = {k: v for k, v in TO_HOUSEHOLD.items() if k not in ("credits_per_semester", "hs_gpa")}
    turn = waiting(answers, "credits_per_semester", said, lang)
    assert read_back(turn).get("agi") == 190000, turn.reply


# --- a message that answers other questions is not the degree's "no" -------------------------------

OTHER_FACTS = [("en", "I stay with my grandma in Harford County, she gets 95k. My mom and dad don't live with us"),
               ("en", "I live with my aunt in Harford County, my parents don't live here"),
               ("es", "Vivo con mi abuela en el condado de Harford, ella gana 95 mil. Mis papás no viven conmigo"),
               ("es", "vivo con mi tía en el condado de Harford, mis papás no viven aquí")]


@pytest.mark.parametrize("lang,said", OTHER_FACTS)
def test_other_facts_at_the_degree_question_are_read_back_not_taken_as_its_no(lang, said):
    turn = waiting({"applicant_type": "new"}, "prior_degree", said, lang)
    assert "prior_degree" not in turn.answers and "prior_degree" not in read_back(turn), turn.reply
    assert read_back(turn).get("county") == "harford" or turn.answers.get("county") == "harford", turn.reply
    assert "agi" not in read_back(turn) and "agi" not in turn.answers, turn.reply
    assert turn.expecting == "prior_degree"


@pytest.mark.parametrize("lang,said", [("en", "no, not yet"), ("en", "nope, I finish in May"), ("es", "no, todavía no"),
                                       ("es", "aún no, me falta un semestre")])
def test_a_degree_not_earned_yet_is_still_none(lang, said):
    turn = waiting({"applicant_type": "new"}, "prior_degree", said, lang)
    assert turn.answers.get("prior_degree") == "none" or read_back(turn).get("prior_degree") == "none", turn.reply


@pytest.mark.parametrize("lang,said,agi", [("en", "I live with my grandparents, they make 110k", None),
                                           ("es", "vivo con mis abuelos, ellos ganan 110 mil", None),
                                           ("en", "I live with my mom, she makes 40k", "40000.0"),
                                           ("es", "vivo con mi mamá, ella gana 40 mil", "40000.0")])
def test_an_amount_said_of_grandparents_by_a_pronoun_is_not_the_households(lang, said, agi):
    assert (understand.income(said, lang).form or {}).get("agi") == agi


# --- "Which one is wrong?" is never asked a third time ---------------------------------------------

RENEWING = {"en": "I'm renewing, I have the promise at Montgomery College, 3.1 gpa, I passed 12 credits, full time",
            "es": "voy a renovar la beca promise, estoy en Montgomery College con promedio de 3.1, pasé 12 créditos y voy tiempo completo"}
NO = {"en": ["no", "nope", "no"], "es": ["no", "nel", "no"]}


def at_which(lang):
    turn = talk(lang, RENEWING[lang], "no")
    assert {"credits_per_semester", "credits_completed_last_semester"} <= set(read_back(turn)), turn.reply
    assert turn.quick_replies and len(turn.quick_replies) == 3, turn.reply  # the two facts and "All of them"
    return turn


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_after_no_at_which_one_is_wrong_is_not_asked_a_third_time(lang):
    turn = at_which(lang)
    turn = respond(turn.conversation, NO[lang][1], lang, TODAY)
    second = turn.reply
    assert read_back(turn) and turn.quick_replies == at_which(lang).quick_replies, turn.reply  # asked once more
    turn = respond(turn.conversation, NO[lang][2], lang, TODAY)
    assert turn.reply != second and not read_back(turn), turn.reply  # then none kept, each asked again
    assert "credits_per_semester" not in turn.answers and "credits_completed_last_semester" not in turn.answers


@pytest.mark.parametrize("lang,said", [("en", "52k"), ("es", "52 mil")])
def test_a_number_that_fits_no_listed_fact_asks_which_answer_it_is_for(lang, said):
    turn = respond(at_which(lang).conversation, said, lang, TODAY)
    assert read_back(turn).get("credits_per_semester") == 12 and "agi" not in read_back(turn), turn.reply
    assert turn.quick_replies == at_which(lang).quick_replies, turn.reply  # the facts still offered
    turn = respond(turn.conversation, said, lang, TODAY)
    assert not read_back(turn) and "agi" not in turn.answers, turn.reply  # never a third time


@pytest.mark.parametrize("lang,said", [("en", "I'm taking 15 credits a semester"), ("es", "voy a tomar 15 créditos por semestre")])
def test_the_right_value_of_a_listed_fact_replaces_it(lang, said):
    turn = respond(at_which(lang).conversation, said, lang, TODAY)
    assert read_back(turn).get("credits_per_semester") == 15, turn.reply
    assert read_back(turn).get("credits_completed_last_semester") == 12, turn.reply
