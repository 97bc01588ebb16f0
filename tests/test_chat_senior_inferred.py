"""A high-school senior's obvious inferences (no college degree yet, finishing high school in June
of this school year) are kept and listed with the facts kept from the opening ("If I got any of
that wrong, just tell me"), never asked to confirm: they can't rule the student out, and a
confirmation turn for them costs the student a message. What could rule the student out, or was
converted, is still read back. Wording of our own, in both languages."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
GOT = {"en": "Got it:", "es": "Entendido:"}
CHECK = {"en": "Is that right?", "es": "¿Es correcto?"}


def opening(lang, text):
    return respond(respond(None, "", lang, TODAY).conversation, text, lang, TODAY)


@pytest.mark.parametrize("lang,text", [
    ("en", "hey, I'm a high school senior and I'd like to go to Carroll Community College"),
    ("en", "my son is in 12th grade, he wants to study nursing"),
    ("en", "im a senior in high school, am i able to get this?"),
    ("es", "estoy en el último año de la prepa y quiero ir a Carroll Community College"),
    ("es", "mi hija cursa el grado 12, quiere estudiar enfermería"),
])
def test_a_seniors_inferences_are_kept_said_and_not_asked(lang, text):
    turn = opening(lang, text)
    assert turn.answers.get("prior_degree") == "none" and turn.answers.get("hs_completion_date") == "2027-06", turn.reply
    assert not {"prior_degree", "hs_completion_date"} & {f for u in turn.conversation.pending.values() for f in u}
    assert GOT[lang] in turn.reply and "2027" in turn.reply  # shown, to be corrected if wrong
    assert turn.expecting not in ("prior_degree", "hs_completion_date"), turn.reply


@pytest.mark.parametrize("lang,text,field", [
    ("en", "I'm a senior, we live in Arlington Virginia", "county"),
    ("en", "im a senior and my mom makes 2500 every two weeks", "agi"),
    ("es", "soy senior y mis papás ganan 180 mil", "agi"),
])
def test_what_could_rule_out_or_was_converted_is_still_read_back(lang, text, field):
    turn = opening(lang, text)
    assert field not in turn.answers, turn.reply
    assert turn.conversation.pending or turn.expecting == field, turn.reply
    assert turn.answers.get("prior_degree") == "none"  # (the senior's own inferences are kept beside it)


@pytest.mark.parametrize("lang,text", [("en", "I graduated high school in 2019 and have a bachelor's"),
                                       ("en", "im a senior at Towson University"),
                                       ("es", "soy de la tercera edad, jubilada")])
def test_no_inference_without_a_high_school_senior(lang, text):
    turn = opening(lang, text)
    assert turn.answers.get("hs_completion_date") != "2027-06" and turn.answers.get("prior_degree") != "none", turn.reply


@pytest.mark.parametrize("lang,text", [("en", "first time, im a twelfth grader"), ("es", "primera vez, estoy en el último año")])
def test_the_bench_tolerates_a_seniors_inferences_shown_unasked(bench, lang, text):
    """tests/chat/README.md: prior_degree "none" and a June graduation, for a text with senior
    words, are no misses when the reply shows them (listed, no confirmation asked); an unshown
    or other extra value still is."""
    item = {"id": "x", "lang": lang, "expecting": "applicant_type", "text": text,
            "expect": {"answers": {"applicant_type": "new"}}}
    good, _, detail = bench.parse_item(item)
    assert good, detail
    assert bench._shown("• Degree already earned: None yet", "prior_degree", "none", "en")
    assert not bench._shown("What is the highest college degree you already have?", "prior_degree", "none", "en")


@pytest.mark.parametrize("lang,said,kept", [("es", "la termina en mayo de 2027, primero dios", "2027-05"),
                                            ("en", "she walks at graduation in June 2027", "2027-06")])
def test_a_month_with_its_year_in_a_sentence_is_plain(bench, lang, said, kept):
    base, seen = bench._base("hs_completion_date")
    turn = bench.respond(bench.Conversation(bench.State(dict(base), seen, lang), "hs_completion_date"), said, lang, bench.TODAY)
    assert turn.answers.get("hs_completion_date") == kept and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "may 2027 i guess?"), ("es", "creo que en mayo de 2027 pero no sé")])
def test_a_month_said_with_doubt_is_still_read_back(bench, lang, said):
    base, seen = bench._base("hs_completion_date")
    turn = bench.respond(bench.Conversation(bench.State(dict(base), seen, lang), "hs_completion_date"), said, lang, bench.TODAY)
    assert "hs_completion_date" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,text", [
    ("es", "buenas, mi hija está en el último año en Oxon Hill High, tiene 3.4 y quiere ir a PGCC, ¿le alcanza para la beca?"),
    ("es", "soy senior en Bowie High con 3.2, quiero estudiar en PGCC, me sirve la promise?"),
])
def test_a_question_after_facts_told_keeps_the_facts(lang, text):
    turn = opening(lang, text)
    assert turn.answers.get("college") == "prince-georges" or turn.conversation.pending.get("college"), turn.reply
    assert turn.answers.get("prior_degree") == "none", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "yeah, under the Maryland Dream Act"), ("es", "sí, gracias al dream act")])
def test_the_dream_act_given_as_the_reason_of_an_in_state_yes_is_kept_with_it(bench, lang, said):
    base, seen = bench._base("in_state_tuition")
    turn = bench.respond(bench.Conversation(bench.State(dict(base), seen, lang), "in_state_tuition"), said, lang, bench.TODAY)
    assert turn.answers.get("in_state_tuition") == "yes" and turn.answers.get("dream_act") is True, turn.reply
    assert not turn.conversation.pending, turn.reply
