"""Questions in the chat (issue #8, "Answer questions well" and "Never a wrong verdict from
words"): asking for a person is the FAQ's ``contact`` entry; a question that states the
student's facts is answered from its topic and nothing in it is stored; Spanish questions
with the verb first and no "?" are questions; a question quoting the result's wording is
answered with what it means.

The wordings were written for these tests (none is a phrase of flows/faq.yaml)."""
import datetime as dt

import pytest

from screener.chat import faq
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.understand import names_result
from screener.chat.understand import normalize
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
START = {"applicant_type": "new", "prior_degree": "none"}  # asked first; the ZIP code is pending


def ask(text: str, lang: str):
    conv = Conversation(State(dict(START), frozenset(), lang), "zip")
    return respond(conv, text, lang, TODAY)


def _phrases() -> set:
    return {p for e in faq.load_faq() for p in e.phrases}


@pytest.mark.parametrize("lang,text", [
    ("en", "talk to a human please"), ("en", "can I speak to someone?"), ("en", "is there someone I could phone?"),
    ("es", "quiero hablar con un humano"), ("es", "¿a quién puedo llamar?"), ("es", "necesito hablar con una persona real"),
])
def test_asking_for_a_person_is_the_contact_entry_with_the_offices(lang, text):
    turn = ask(text, lang)
    assert turn.faq == faq.CONTACT, turn.reply
    assert "410-767-3300" in turn.reply and "osfamail.mhec@maryland.gov" in turn.reply
    assert ("financial aid office" if lang == "en" else "oficina de ayuda financiera") in turn.reply
    assert not set(turn.answers) - set(START)


def test_the_contact_entry_names_the_college_chosen():
    conv = Conversation(State({**START, "zip": "21044", "college": "howard"}, frozenset(), "en"), "in_state_tuition")
    turn = respond(conv, "who do I talk to about my award", "en", TODAY)
    assert turn.faq == faq.CONTACT and "Howard Community College" in turn.reply


@pytest.mark.parametrize("lang,text,topic", [
    ("en", "just me and my dad, he earns 120,000. is that too much??", "income_limit"),
    ("es", "vivo con mi papá nada más y gana 120 mil, ¿es demasiado para la beca?", "income_limit"),
])
def test_a_question_stating_facts_is_answered_from_its_topic_and_stores_nothing(lang, text, topic):
    assert normalize(text) not in _phrases()
    turn = ask(text, lang)
    assert turn.faq == topic, turn.reply
    assert not set(turn.answers) - set(START)  # read back at most, never kept without a "yes"


def test_facts_lower_the_bar_only_to_the_stated_margin():
    assert 0 < faq.MARGIN_STATED < faq.MARGIN


@pytest.mark.parametrize("text,topic", [
    ("hasta cuanto puede ganar mi familia", "income_limit"),
    ("cuentan las clases de verano para la beca", None),
    ("se puede usar en cualquier college del estado", None),
])
def test_spanish_questions_with_the_verb_first_and_no_question_mark_are_questions(text, topic):
    assert faq.is_question(text)
    turn = ask(text, "es")
    assert turn.faq is not None and (topic is None or turn.faq == topic), turn.reply
    assert not set(turn.answers) - set(START)


# A question dictated without punctuation after what the student tells (class: voice-to-text):
# the question is answered from its topic, and what is told is only read back.
@pytest.mark.parametrize("text,topic", [
    ("mi mamá y mi papá no viven juntos y estoy con mi papá cual ingreso uso", "whose_income_divorced"),
    ("saqué el diploma en 2010 aquí en Baltimore todavía cuenta el promedio", "gpa_waiver"),
    ("tengo DACA la puedo pedir", None),
    ("saqué 1.8 de promedio hay alguna manera de entrar", None),
])
def test_a_dictated_question_after_a_statement_is_answered(text, topic):
    assert faq.dictated_question(text) is not None
    turn = ask(text, "es")
    assert turn.faq not in (None, "dont_know") and (topic is None or turn.faq == topic), turn.reply
    assert not set(turn.answers) - set(START)


@pytest.mark.parametrize("text", ["vivo con mi mamá en la casa donde crecí", "cuando empecé iba de tiempo completo",
                                  "lo cual es 45 mil", "gana como 3 mil al mes", "somos cuatro en total"])
def test_a_statement_is_no_dictated_question(text):
    assert faq.dictated_question(text) is None


@pytest.mark.parametrize("text", ["es la primera vez", "son 4 contándome", "se llama Bowie High", "tiene 3 hermanos"])
def test_spanish_answers_are_still_answers(text):
    assert not faq.plainly_asks(text)


@pytest.mark.parametrize("lang,text", [
    ("en", "the chat said likely eligible, does that mean I get it for sure?"),
    ("es", "me dijo probablemente cumple los requisitos, ¿ya me la dan seguro?"),
])
def test_a_question_quoting_the_result_is_told_what_it_means(lang, text):
    assert names_result(text)
    turn = ask(text, lang)
    assert turn.faq == "likely_eligible_meaning", turn.reply


@pytest.mark.parametrize("a,b", [("credits", "credit"), ("créditos", "credito"), ("préstamos", "prestamo"),
                                 ("applying", "apply"), ("aplicando", "aplicar")])
def test_words_share_a_stem_in_either_language(a, b):
    assert set(faq.stems(normalize(a))) & set(faq.stems(normalize(b)))


def test_stop_words_and_texting_are_dropped_before_stemming():
    assert faq.words("k promedio ocupo pa la beca") == ["promedio", "necesito", "para", "beca"]
    assert faq.tokens("the loans") == list(faq.stems("loans"))


@pytest.mark.parametrize("lang,text", [("en", "do I qualify? am I likely eligible"),
                                       ("es", "¿califico? ¿soy probablemente elegible?")])
def test_asking_whether_one_is_likely_eligible_is_asking_the_status(lang, text):
    assert not names_result(text)  # no result shown is quoted: how the screening stands
    assert ask(text, lang).faq is None


# Words misheard by voice-to-text are read as the word meant (class: dictated questions).
@pytest.mark.parametrize("lang,text,topic", [
    ("en", "what is this workforce pale thing", "workforce_pell"),
    ("es", "hay que llenar la fasa para esto", "fafsa_one_app"),
    ("en", "can he use it at the university of maryland later", "transfer"),
    ("es", "y si despues se cambia a la universidad de maryland", "transfer"),
])
def test_misheard_and_named_universities_reach_their_topic(lang, text, topic):
    assert ask(text, lang).faq == topic


@pytest.mark.parametrize("lang,text", [
    ("es", "me salio que probablemente califico, eso ya es seguro?"),  # the result retold with the family's verb
    ("en", "it said i probably qualify, so is it mine now?"),
])
def test_the_result_retold_in_other_words_is_told_what_it_means(lang, text):
    assert names_result(text)
    assert ask(text, lang).faq == "likely_eligible_meaning"
