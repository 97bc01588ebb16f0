"""Replies to a read-back ("Just to check, I read: … Is that right?") and to a two-part question
(issue #8), each class in both languages: a number that points at a fact of the list, "I don't
know" to several facts, a "no" with the right value, the GPA now and the one expected at
graduation, a bare number at "What will you study? How many credits…?", the answers given
before a ruling-out correction, a question dictated without its "?", a program kind denied and
the town of a move followed by a time."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)
# An opening whose household, its size and the income said a month are read back together (the
# rest kept: a county and a school in a Maryland town said plainly need no read-back, nor what a
# senior has not done yet: a degree, a diploma before June)
OPENING = {
    "en": "im a senior at Bowie High, graduating June 2027, its just me and my mom, she makes 3750 a month, we live in PG county",
    "es": "soy senior en Bowie High, me gradúo en junio 2027, somos mi mamá y yo, ella gana 3750 al mes, vivimos en el condado de PG",
}
# The income said a month, read back alone
MONTHLY = {
    "en": "im a senior at Bowie High, graduating June 2027, my mom makes 3750 a month, we live in PG county",
    "es": "soy senior en Bowie High, me gradúo en junio 2027, mi mamá gana 3750 al mes, vivimos en el condado de PG",
}
# A new student's answers up to the program-and-credits question
TO_PROGRAM = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí"],
}


def converse(messages, lang):
    turn = respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


def read_back(turn) -> dict:
    return {f: v for qid, updates in turn.conversation.pending.items() if qid != "_because" for f, v in updates.items()}


@pytest.mark.parametrize("lang,place", [("en", "2"), ("en", "the second one"), ("es", "2"), ("es", "la segunda")])
def test_a_place_at_a_read_back_of_several_facts_points_at_a_fact(lang, place):
    turn = converse([OPENING[lang]], lang)
    listed = read_back(turn)
    assert listed.get("household") == "single_parent" and len(listed) >= 3, turn.reply
    turn = respond(turn.conversation, place, lang, TODAY)
    assert read_back(turn) == listed, turn.reply  # (never the pending question's 2nd choice, unseen: in-state "No")
    assert ("Which one is wrong?" if lang == "en" else "¿Cuál está mal?") in turn.reply
    assert "in_state_tuition" not in turn.answers
    turn = respond(turn.conversation, "2", lang, TODAY)  # now the second fact of the list
    assert not turn.conversation.pending, turn.reply
    second = list(listed)[1]
    assert second not in turn.answers and all(turn.answers.get(f) == v for f, v in listed.items() if f != second)


@pytest.mark.parametrize("lang,said", [("en", "2"), ("es", "3")])
def test_a_place_at_a_read_back_of_one_fact_picks_no_unseen_choice(lang, said):
    turn = converse(["new", "none", "a GED in maryland" if lang == "en" else "un GED en maryland"], lang)
    turn = converse([MONTHLY[lang]], lang)
    assert turn.conversation.pending, turn.reply
    before = read_back(turn)
    turn = respond(turn.conversation, said, lang, TODAY)
    assert "in_state_tuition" not in turn.answers and read_back(turn).get("agi") == before["agi"], turn.reply


@pytest.mark.parametrize("lang,unsure,which", [("en", "I don't know", "the household"), ("en", "not sure", "Household"),
                                               ("es", "no sé", "el hogar"), ("es", "no estoy segura", "Hogar")])
def test_i_dont_know_to_several_facts_asks_which_one(lang, unsure, which):
    turn = converse([OPENING[lang]], lang)
    listed = read_back(turn)
    turn = respond(turn.conversation, unsure, lang, TODAY)
    assert read_back(turn) == listed, turn.reply  # nothing dropped yet
    assert ("aren't you sure" if lang == "en" else "no estás seguro") in turn.reply
    turn = respond(turn.conversation, which, lang, TODAY)
    assert "household" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.answers.get("high_school") == "maryland" and turn.answers.get("prior_degree") == "none"


@pytest.mark.parametrize("lang,unsure", [("en", "I don't know"), ("es", "no sé")])
def test_i_dont_know_twice_keeps_none_and_never_loops(lang, unsure):
    turn = converse([OPENING[lang], unsure], lang)
    assert read_back(turn).get("household") == "single_parent", turn.reply  # asked which one first
    turn = respond(turn.conversation, unsure, lang, TODAY)
    assert not turn.conversation.pending, turn.reply
    assert not {"household", "household_size", "agi"} & set(turn.answers)
    assert turn.answers.get("county") == "prince-georges"  # (kept before the read-back: never dropped with it)


@pytest.mark.parametrize("lang,fix", [("en", "no, it's 52k"), ("en", "nope, 52000"), ("es", "no, son 52 mil"),
                                      ("es", "no, 52 mil")])
@pytest.mark.parametrize("opening", [OPENING, MONTHLY])
def test_a_no_with_the_right_value_corrects_the_income(lang, fix, opening):
    turn = converse([opening[lang]], lang)
    turn = respond(turn.conversation, fix, lang, TODAY)
    assert read_back(turn).get("agi") == 52000, turn.reply  # read back in its place, the others still asked
    assert "in_state_tuition" not in turn.answers  # (the "no" is no answer to the pending in-state question)
    assert "52,000" in turn.reply
    turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, TODAY)
    assert turn.answers["agi"] == 52000 and turn.answers.get("county") == "prince-georges"


@pytest.mark.parametrize("lang,said", [
    ("en", "my GPA is 2.1 but it will be 2.4 by graduation"),
    ("en", "2.1 right now, should be 2.4 when I graduate"),
    ("es", "mi promedio es 2.1 pero va a ser 2.4 cuando me gradúe"),
    ("es", "tengo dos punto uno pero espero tener dos punto cuatro al graduarme"),
])
def test_the_gpa_now_and_at_graduation_both_count(lang, said):
    turn = converse(TO_PROGRAM[lang] + ["associate, 12 credits" if lang == "en" else "asociado, 12 créditos", said], lang)
    assert turn.expecting == "hs_gpa" and "hs_gpa" not in turn.answers and not turn.conversation.pending, turn.reply
    assert "§18-3603(b)(3)(i)" in turn.reply and "2.3" in turn.reply
    assert ("senior year" if lang == "en" else "último año") in turn.reply
    assert set(turn.quick_replies) == {"2.1", "2.4"}
    turn = respond(turn.conversation, "2.4", lang, TODAY)
    assert turn.answers.get("hs_gpa") == 2.4, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "12"), ("en", "15"), ("es", "12"), ("es", "doce")])
def test_a_bare_number_at_the_program_and_credits_question_is_the_credits(lang, said):
    turn = converse(TO_PROGRAM[lang], lang)
    assert turn.expecting == "program", turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.answers.get("credits_per_semester") in (12, 15), turn.reply
    assert "program" not in turn.answers


RENEWAL = {
    "en": ["i already have the promise at montgomery college", "yes", "none", "yes", "associate in accounting", "12",
           "3.1", "12", "yes", "august 2025", "full time", "my mom and dad", "83k", "fafsa", "no",
           "sorry i messed up, last semester i only finished 4 credits", "yes"],
    "es": ["ya tengo la beca promise en montgomery college", "sí", "ninguno", "sí", "asociado en contabilidad", "12",
           "3.1", "12", "sí", "agosto 2025", "tiempo completo", "mi papá y mi mamá", "83 mil", "la fafsa", "no",
           "perdón, me equivoqué: el semestre pasado solo terminé 4 créditos", "sí"],
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_answers_given_before_a_ruling_out_correction_stay(lang):
    turn = converse(RENEWAL[lang], lang)
    assert turn.answers.get("credits_completed_last_semester") == 4, turn.reply
    assert turn.assessment["status"] == "likely_ineligible"
    assert turn.answers.get("college") == "montgomery"  # (was dropped: the walk ends at the "no")


@pytest.mark.parametrize("lang,asked,faq", [("es", "esto hay que pagarlo despues o es regalado", "pay_back")])
def test_a_question_dictated_at_a_choice_question_is_answered(lang, asked, faq):
    turn = converse(TO_PROGRAM[lang] + [asked], lang)
    assert turn.faq == faq and turn.expecting == "program" and "program" not in turn.answers, turn.reply


@pytest.mark.parametrize("text,kind", [("the credit certificate in HVAC, not the noncredit one", "certificate"),
                                       ("certificado de crédito, no el de sin crédito", "certificate")])
def test_a_program_kind_denied_is_not_read(text, kind):
    q = load_flow().question("program")
    assert understand.read(q, text, "en", State({}), TODAY).form == {"program": kind}


@pytest.mark.parametrize("text", ["I moved to Silver Spring after I graduated", "we moved to Silver Spring last year",
                                  "me mudé a Silver Spring después de graduarme", "me mudé a Silver Spring hace un año"])
def test_the_town_of_a_move_followed_by_a_time(text):
    flow = load_flow()
    found = understand.volunteered(flow, text, State({}), lang="es" if "mud" in text else "en", today=TODAY)
    assert [(q.id, form) for q, form in found] == [("county", {"county": "montgomery"})]


@pytest.mark.parametrize("lang,said", [("en", "no, 2"), ("en", "no, the 2nd one"), ("es", "no, la 2"), ("es", "no, el segundo")])
def test_a_no_and_a_place_drops_that_fact_only(lang, said):
    turn = converse([OPENING[lang]], lang)
    listed = read_back(turn)
    turn = respond(turn.conversation, said, lang, TODAY)
    second = list(listed)[1]
    assert not turn.conversation.pending and second not in turn.answers, turn.reply
    assert all(turn.answers.get(f) == v for f, v in listed.items() if f != second)  # (asked again in its turn)


@pytest.mark.parametrize("lang,opening", [("en", "a senior in PG, want to go to PGCC"),
                                          ("en", "im a junior in PG and i want to go to the community college there"),
                                          ("es", "soy un senior en PG y quiero ir a PGCC")])
def test_a_senior_in_pg_names_the_county_beside_a_college(lang, opening):
    turn = converse([opening], lang)
    assert read_back(turn).get("county") == "prince-georges" or turn.answers.get("county") == "prince-georges", turn.reply
