"""A newcomer's pass over the chat (issue #8), each finding as a general rule in both
languages: a bare "no" to a choice question that has no "no" is read back; "none" at the ZIP
code question says what the ZIP code is for and asks the county; a value said to have changed
("my income is now …") corrects that answer, never a GPA at the GPA question; after a result, a
list of everyone at home corrects the household's type as well as its size."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
# A new student's answers up to the result, the program left open ("I don't know" twice)
OPEN_PROGRAM = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "not sure", "dunno", "15", "3.1",
           "my dad and me", "50000"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "no estoy seguro", "ni idea", "15", "3.1",
           "mi papá y yo", "50000"],
}
TO_RESULT = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "my dad and me", "50000", "the fafsa", "no"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "mi papá y yo", "50000", "la fafsa", "no"],
}


def converse(messages, lang, turn=None):
    turn = turn or respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


def at(answers: dict, expecting: str, message: str, lang: str):
    conv = Conversation(State(dict(answers), lang=lang), expecting=expecting)
    return respond(conv, message, lang, TODAY)


@pytest.mark.parametrize("lang,no", [("en", "no"), ("en", "nope"), ("en", "nah thanks"), ("es", "no"), ("es", "nel"),
                                     ("es", "no gracias")])
def test_a_bare_no_to_a_question_with_no_no_is_read_back(lang, no):
    turn = converse(OPEN_PROGRAM[lang], lang)
    assert turn.expecting == "aid_application", turn.reply
    turn = respond(turn.conversation, no, lang, TODAY)
    assert turn.conversation.pending.get("aid_application") == {"aid_application": "none"}, turn.reply
    assert "aid_application" not in turn.answers
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["aid_application"] == "none"


@pytest.mark.parametrize("lang,said", [("en", "none, we won't file"), ("en", "neither"), ("es", "ninguna"),
                                       ("es", "no, ninguna")])
def test_a_choice_named_is_still_kept(lang, said):
    turn = converse(OPEN_PROGRAM[lang] + [said], lang)
    assert turn.answers.get("aid_application") == "none" or turn.conversation.pending, turn.reply
    if said in ("neither", "ninguna", "no, ninguna"):
        assert turn.answers.get("aid_application") == "none", turn.reply


@pytest.mark.parametrize("lang,no", [("en", "no"), ("es", "no")])
def test_a_no_to_a_yes_or_no_choice_is_an_answer(lang, no):
    """In-state tuition has a "No" among its choices: a "no" names it (read back as before, as
    it would rule the student out, never as a missing "no")."""
    turn = converse(TO_RESULT[lang][:4] + [no], lang)
    assert turn.conversation.pending.get("in_state_tuition") == {"in_state_tuition": "no"}, turn.reply


@pytest.mark.parametrize("lang,none", [("en", "none"), ("en", "nothing"), ("en", "no zip code"),
                                       ("es", "ninguno"), ("es", "nada"), ("es", "no tenemos")])
def test_none_at_the_zip_question_asks_the_county(lang, none):
    turn = converse(TO_RESULT[lang][:3] + [none], lang)
    assert turn.expecting == "county", turn.reply
    assert ("ZIP code to find your county" if lang == "en" else "para saber tu condado") in turn.reply, turn.reply
    assert "noncredit" not in turn.reply.lower() and "sin créditos" not in turn.reply
    assert "zip" not in turn.answers


@pytest.mark.parametrize("lang,said,agi", [
    ("en", "my income is now $200,000", 200000), ("en", "my income changed to 120k", 120000),
    ("es", "mi ingreso ahora es 200 mil", 200000), ("es", "nuestro ingreso cambió a 120 mil", 120000),
])
def test_an_income_said_to_have_changed_after_the_result_is_a_correction(lang, said, agi):
    turn = converse(TO_RESULT[lang], lang)
    assert turn.assessment is not None
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": agi}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == agi
    assert turn.assessment is not None and turn.assessment["status"] == "likely_ineligible", turn.reply


RENEWAL = {"applicant_type": "renewal", "prior_degree": "none", "zip": "21044", "in_state_tuition": "yes",
           "college": "howard", "program": "associate", "credits_per_semester": 12}


@pytest.mark.parametrize("lang,said", [("en", "my income is now $200,000"), ("en", "our income is 90k"),
                                       ("es", "mi ingreso ahora es 200 mil"), ("es", "nuestro ingreso es 90 mil")])
@pytest.mark.parametrize("known", [False, True])
def test_an_income_at_the_gpa_question_is_no_gpa(lang, said, known):
    answers = {**RENEWAL, "agi": 45000} if known else RENEWAL
    turn = at(answers, "cc_gpa", said, lang)
    assert "100" not in turn.reply, turn.reply  # never "Is 200,000 an average out of 100?"
    assert "cc_gpa" not in turn.answers
    assert "agi" in turn.conversation.pending or turn.expecting == "agi", turn.reply
    assert turn.answers.get("agi") == (45000 if known else None)


@pytest.mark.parametrize("lang,said", [
    ("en", "me my mom my dad and my sister"), ("en", "actually its me, my mom, my dad and my sister"),
    ("es", "yo mi mamá mi papá y mi hermana"), ("es", "somos yo, mi mamá, mi papá y mi hermana"),
])
def test_everyone_at_home_listed_after_the_result_corrects_the_household(lang, said):
    turn = converse(TO_RESULT[lang], lang)
    assert turn.answers["household"] == "single_parent" and turn.assessment is not None
    turn = respond(turn.conversation, said, lang, TODAY)
    pending = turn.conversation.pending
    assert pending.get("household") == {"household": "two_parent"}, turn.reply
    assert pending.get("household_size") == {"household_size": 4}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["household"] == "two_parent" and turn.answers["household_size"] == 4
    assert turn.assessment is not None, turn.reply


@pytest.mark.parametrize("lang,no", [("en", "no"), ("en", "nope"), ("es", "no"), ("es", "nel")])
def test_a_bare_no_read_as_the_choice_that_counts_for_the_student_is_kept(lang, no):
    """ "No" to "What degree do you already have?" is "none yet", which can't count against the
    student: kept as before (one message fewer), never read back."""
    turn = converse(["first time", no] if lang == "en" else ["primera vez", no], lang)
    assert turn.answers["prior_degree"] == "none" and not turn.conversation.pending, turn.reply


OPEN_PROGRAM_ANSWERS = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland",
                        "hs_completion_date": "2027-06", "zip": "21044", "college": "howard", "in_state_tuition": "yes",
                        "hs_gpa": 3.1, "household": "single_parent", "household_size": 2, "agi": 50000,
                        "aid_application": "fafsa", "full_cost_scholarship": False}


@pytest.mark.parametrize("lang,named,still,helps", [
    ("en", "To check this rule I still need: Program, Credits a semester.", "Still to answer: Program, Credits a semester.",
     "financial aid office at Howard Community College"),
    ("es", "Para revisar esta regla todavía necesito: Programa, Créditos por semestre.",
     "Falta por responder: Programa, Créditos por semestre.", "oficina de ayuda financiera de Howard Community College"),
])
def test_a_needs_more_info_result_names_what_is_missing_and_who_can_help(lang, named, still, helps):
    from screener.chat.engine import _render
    from screener.chat.engine import result
    from screener.serialize import run

    a = run(OPEN_PROGRAM_ANSWERS, TODAY)
    assert a.status == "needs_more_info" and set(a.missing) == {"program", "credits_per_semester"}
    reply = "\n\n".join(_render(p, lang) for p in result(a))
    assert named in reply and still in reply and helps in reply, reply
    assert "a few more answers" not in reply and "algunas respuestas más" not in reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_chat_ends_needs_more_info_naming_the_answers_left_open(lang):
    dont_know = {"en": "idk", "es": "no sé"}[lang]
    turn = converse(TO_RESULT[lang][:6] + [dont_know, dont_know] + TO_RESULT[lang][7:], lang)
    assert turn.assessment is not None and turn.assessment["status"] == "needs_more_info", turn.reply
    assert {"en": "Still to answer: High school GPA.",
            "es": "Falta por responder: Promedio (GPA) de la escuela secundaria."}[lang] in turn.reply, turn.reply


# Up to a read-back of two facts: "no" to the aid application ("I don't plan to file either")
# rules the student out with the program kept earlier, so both are read back
TWO_FACTS = {
    "en": TO_RESULT["en"][:9] + ["no"],
    "es": TO_RESULT["es"][:9] + ["no"],
}
NAMES = {"en": ("Financial aid application", "Program", "All of them"),
         "es": ("Solicitud de ayuda financiera", "Programa", "Todos")}


def two_facts(lang):
    turn = converse(TWO_FACTS[lang], lang)
    assert turn.conversation.pending == {"aid_application": {"aid_application": "none"},
                                         "_because": {"program": "associate"}}, turn.reply
    return turn


@pytest.mark.parametrize("lang,no", [("en", "no"), ("en", "nope"), ("es", "no"), ("es", "nel")])
def test_no_to_a_read_back_of_several_facts_asks_which_one_is_wrong(lang, no):
    turn = respond(two_facts(lang).conversation, no, lang, TODAY)
    assert turn.quick_replies == NAMES[lang], turn.quick_replies
    assert {"en": "Which one is wrong?", "es": "¿Cuál está mal?"}[lang] in turn.reply
    assert turn.answers["program"] == "associate" and "aid_application" not in turn.answers


@pytest.mark.parametrize("lang,pick", [("en", "Program"), ("en", "the second one"), ("es", "Programa"), ("es", "2")])
def test_the_fact_named_wrong_is_dropped_and_the_others_kept(lang, pick):
    turn = respond(two_facts(lang).conversation, "no", lang, TODAY)
    turn = respond(turn.conversation, pick, lang, TODAY)
    assert "program" not in turn.answers and turn.expecting == "program", turn.reply
    assert turn.answers["aid_application"] == "none"  # confirmed: the student said the program was the wrong one
    assert not turn.conversation.pending
    assert {"en": "I didn't keep this one: Program.", "es": "no guardé este: Programa."}[lang] in turn.reply


@pytest.mark.parametrize("lang,pick", [("en", "Financial aid application"), ("es", "la primera")])
def test_the_new_fact_named_wrong_keeps_the_earlier_answer(lang, pick):
    turn = respond(two_facts(lang).conversation, "no", lang, TODAY)
    turn = respond(turn.conversation, pick, lang, TODAY)
    assert turn.answers["program"] == "associate" and "aid_application" not in turn.answers
    assert turn.expecting == "aid_application" and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,pick", [("en", "All of them"), ("en", "both"), ("es", "Todos"), ("es", "ambos")])
def test_all_of_them_drops_every_fact_as_before(lang, pick):
    turn = respond(two_facts(lang).conversation, "no", lang, TODAY)
    turn = respond(turn.conversation, pick, lang, TODAY)
    assert "program" not in turn.answers and "aid_application" not in turn.answers, turn.reply
    assert turn.assessment is None


@pytest.mark.parametrize("lang", ["en", "es"])
def test_which_one_is_offered_again_when_the_page_is_reloaded(lang):
    from screener.chat.engine import replies_for

    turn = respond(two_facts(lang).conversation, "no", lang, TODAY)
    assert replies_for(turn.conversation, lang, TODAY) == NAMES[lang]


@pytest.mark.parametrize("lang,unsure,said", [("en", "I don't know", "I didn't keep this one: Financial aid application."),
                                              ("es", "no sé", "no guardé este: Solicitud de ayuda financiera.")])
def test_i_dont_know_to_a_read_back_says_what_was_not_kept_and_keeps_earlier_answers(lang, unsure, said):
    turn = respond(two_facts(lang).conversation, unsure, lang, TODAY)
    assert said in turn.reply, turn.reply
    assert turn.answers["program"] == "associate"  # answered to its own question before the read-back
    assert "aid_application" not in turn.answers and turn.expecting == "aid_application"


@pytest.mark.parametrize("lang,said", [("en", "my income is now 60k"), ("es", "mi ingreso ahora es 60 mil")])
def test_no_to_a_read_back_of_one_fact_drops_it_as_before(lang, said):
    turn = converse(TO_RESULT[lang] + [said], lang)
    assert turn.conversation.pending == {"agi": {"agi": 60000}}, turn.reply
    turn = respond(turn.conversation, "no", lang, TODAY)
    assert turn.answers["agi"] == 50000 and not turn.conversation.pending, turn.reply
    assert {"en": "OK, I didn't keep that.", "es": "Está bien, no lo guardé."}[lang] in turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I live in Virginia"), ("en", "we live in VA"), ("en", "im in WV now"), ("en", "we moved to PA"),
    ("es", "vivo en Virginia"), ("es", "vivimos en VA"), ("es", "estoy en DC"),
])
def test_a_home_outside_maryland_at_the_county_question_is_read_back(lang, said):
    dont_know = {"en": "idk", "es": "no sé"}[lang]
    turn = converse(TO_RESULT[lang][:3] + [dont_know], lang)
    assert turn.expecting == "county", turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.conversation.pending == {"county": {"county": "outside-md"}}, turn.reply
    assert "county" not in turn.answers
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["county"] == "outside-md"


@pytest.mark.parametrize("lang,said", [("en", "my dad lives in VA"), ("es", "mi papá vive en VA")])
def test_someone_elses_home_abbreviated_is_an_aside(lang, said):
    dont_know = {"en": "idk", "es": "no sé"}[lang]
    turn = converse(TO_RESULT[lang][:3] + [dont_know, said], lang)
    assert not turn.conversation.pending and "county" not in turn.answers, turn.reply


# A fact said at another question, read back ALONE and confirmed, stands like an answer to its own
# question: a later answer that makes it rule the student out keeps it (it was dropped and its
# question asked again, as a fact passed over in a list or said in a first message still is).
@pytest.mark.parametrize("lang,before,aside,after", [
    ("en", ["new student", "none yet", "maryland, june 2027", "21044", "yes"], "my gpa is 2.0", "associate degree, 15 credits"),
    ("es", ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí"], "mi promedio es 2.0", "asociado, 15 créditos"),
])
def test_a_fact_confirmed_alone_stands_when_it_rules_the_student_out(lang, before, aside, after):
    turn = converse(before + [aside], lang)
    assert list(turn.conversation.pending) == ["hs_gpa"], turn.reply
    turn = converse([YES[lang], after, YES[lang]], lang, turn)
    assert turn.answers.get("hs_gpa") == 2.0, turn.reply
    assert turn.assessment is not None and turn.assessment["status"] == "likely_ineligible", turn.reply


# A "no" said right before the degree it denies is no degree ("no bachelors, I have some credits"
# was read back as a bachelor's, one tap from a wrong "no").
@pytest.mark.parametrize("lang,text", [("en", "no associates, just a few classes"), ("en", "nope no bachelors degree"),
                                       ("es", "no asociado, nomas unas clases")])
def test_a_no_before_a_degree_is_no_degree(lang, text):
    turn = converse(["new student" if lang == "en" else "nuevo", text], lang)
    got = {**turn.answers, **{k: v for u in turn.conversation.pending.values() for k, v in u.items()}}
    assert got.get("prior_degree") == "none", turn.reply
    assert "credits_per_semester" not in got, turn.reply  # "unas clases": some, never 1


# A status said at the in-state question ("I'm undocumented, I have DACA") is no "yes": the Dream
# Act's conditions are said and the question asked (it was kept as in-state tuition: yes).
@pytest.mark.parametrize("lang,text", [("en", "i have daca, im undocumented"), ("es", "tengo daca, no tengo papeles")])
def test_a_status_at_the_in_state_question_is_asked_back(lang, text):
    turn = converse(TO_RESULT[lang][:4] + [text], lang)
    assert "in_state_tuition" not in turn.answers and turn.expecting == "in_state_tuition", turn.reply


# Markup typed again and again is not understood at most twice in a row: then the question is left open.
# (Markup, not formatting: "<b>hi</b>" is now read as "hi", see test_chat_newcomer_readings.py.)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_markup_is_not_asked_about_a_third_time(lang):
    turn = converse(TO_RESULT[lang][:1] + ["<div>hi</div>", "<div>hi</div>"], lang)
    assert turn.expecting != "prior_degree", turn.reply


# An income in words said at another question is read like one in digits (it was lost).
@pytest.mark.parametrize("lang,text,agi", [("en", "my dad makes thirty eight thousand dollars a year", 38000),
                                           ("es", "mi papá gana treinta y ocho mil al año", 38000)])
def test_an_income_in_words_said_in_passing_is_read_back(lang, text, agi):
    turn = converse(TO_RESULT[lang][:4] + [text], lang)
    got = {k: v for u in turn.conversation.pending.values() for k, v in u.items()}
    assert got.get("agi") == agi, turn.reply


# A Maryland town said at another question, typos and all, is the student's home, not a question:
# never the FAQ's "Usually not" for homes outside Maryland (a newcomer's finding).
@pytest.mark.parametrize("lang,text", [("en", "we live in hyattsvile"), ("en", "i live in laurel"),
                                       ("es", "vivimos en Silver Spring")])
def test_a_maryland_town_at_another_question_is_no_out_of_state_answer(lang, text):
    turn = converse(TO_RESULT[lang][:1] + [text], lang)
    assert turn.faq is None and "Usually not" not in turn.reply and "Por lo general, no" not in turn.reply, turn.reply
    read_back = {k: v for u in turn.conversation.pending.values() for k, v in u.items()}
    assert ("ZIP" in turn.reply and not read_back) or read_back.get("county") == "montgomery", turn.reply  # (one county: read back)


# A count said at the GPA question ("I live with one parent", "cuatro clases") is no GPA (a second
# newcomer's finding: a GPA of 1.0 was read back from "one parent" and, confirmed, ruled the student out).
@pytest.mark.parametrize("lang,text", [("en", "I live with one parent"), ("en", "i'll take four classes"),
                                       ("es", "va a tomar cuatro clases"), ("es", "vive con su mamá y un hermano")])
def test_a_count_at_the_gpa_question_is_no_gpa(lang, text):
    turn = converse(TO_RESULT[lang][:6] + [text], lang)
    got = {**turn.answers, **{k: v for u in turn.conversation.pending.values() for k, v in u.items()}}
    assert "hs_gpa" not in got, turn.reply


# A number, an age or a grade at the high-school question names no school (it was kept as "A high
# school in Maryland", while "4" typed as a digit was read back as the fourth choice).
@pytest.mark.parametrize("lang,text", [("en", "four"), ("en", "im seventeen"), ("en", "twelfth grade"),
                                       ("es", "cinco"), ("es", "tiene diecisiete años")])
def test_a_number_at_the_high_school_question_is_no_school(lang, text):
    turn = converse(TO_RESULT[lang][:2] + [text], lang)
    assert turn.expecting == "high_school" and "high_school" not in turn.answers, turn.reply
