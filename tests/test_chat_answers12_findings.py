"""A newcomer's findings (issue #8), each a class in both languages: the FAFSA named only to
deny it, with another application or a Dreamer's status, is the One-App (read back), and a
Dreamer's status told in passing is never dropped after its "yes"; a degree named as a goal is
no degree earned; a request for the other language stores nothing; a renewing student's GPA
is the college's."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
TO_AID = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "my dad and me", "50000"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "mi papá y yo", "50000"],
}


def converse(messages, lang, turn=None):
    turn = turn or respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


# --- the FAFSA denied, another application (or a Dreamer) named: the One-App, read back -------

@pytest.mark.parametrize("lang,said", [
    ("en", "fafsa? can't, i'm a dreamer"), ("en", "not the fafsa, the state one"), ("en", "the fafsa no, one-app"),
    ("en", "fafsa no i have daca"),
    ("es", "la fafsa no la puedo hacer, tengo daca"), ("es", "fafsa no, la del estado"), ("es", "la fafsa no, la one app"),
    ("es", "fafsa nel, soy dreamer"),
])
def test_the_fafsa_denied_with_another_named_is_the_one_app_read_back(lang, said):
    turn = converse(TO_AID[lang] + [said], lang)
    assert turn.conversation.pending.get("aid_application") == {"aid_application": "one_app"}, turn.reply
    assert "aid_application" not in turn.answers
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["aid_application"] == "one_app", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "the fafsa? nope"), ("en", "fafsa, no"), ("es", "la fafsa no"),
                                       ("es", "la fafsa, no")])
def test_the_fafsa_denied_alone_is_none_read_back(lang, said):
    turn = converse(TO_AID[lang] + [said], lang)
    assert turn.conversation.pending.get("aid_application") == {"aid_application": "none"}, turn.reply
    assert "aid_application" not in turn.answers


@pytest.mark.parametrize("lang,said", [("en", "the fafsa, not the one app"), ("es", "la fafsa, no la one app"),
                                       ("en", "fafsa"), ("es", "la fafsa")])
def test_the_fafsa_named_with_the_other_denied_stays_the_fafsa(lang, said):
    turn = converse(TO_AID[lang] + [said], lang)
    assert turn.answers.get("aid_application") == "fafsa", turn.reply


@pytest.mark.parametrize("lang,first,dreamer", [("en", "the fafsa", "oh and i'm a dreamer"),
                                                ("es", "la fafsa", "ah y soy dreamer")])
def test_a_dreamers_status_after_the_fafsa_reads_back_no_dream_act(lang, first, dreamer):
    """A Dreamer's status told after the FAFSA says neither which application nor that the Dream
    Act's conditions are met (a newcomer's finding): neither is read back from it; nothing is
    kept unasked (it was read back with the One-App, neither said)."""
    turn = converse(TO_AID[lang] + [first, dreamer], lang)
    assert "dream_act" not in turn.conversation.pending and turn.answers.get("dream_act") is None, turn.reply
    assert turn.conversation.pending.get("aid_application", {}).get("aid_application") != "one_app" \
        and turn.answers.get("aid_application") != "one_app", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "fafsa no, i'm a dreamer"), ("es", "la fafsa no puedo, soy dreamer")])
def test_a_dreamer_denying_the_fafsa_is_asked_the_dream_act(lang, said):
    turn = converse(TO_AID[lang] + [said, YES[lang]], lang)
    assert turn.answers.get("aid_application") == "one_app" and turn.answers.get("dream_act") is None, turn.reply
    assert turn.expecting == "dream_act", turn.reply  # the Dream Act's conditions asked, never assumed


# --- a degree named as a goal is no degree earned -----------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "no degree yet, i'd like a bachelor's one day"), ("en", "nah, planning on a bachelors after I transfer"),
    ("en", "not yet, hopefully an associates and then a BA"), ("en", "none, my goal is a bachelor's degree"),
    ("es", "ninguno, pero algún día quiero la licenciatura"), ("es", "no, pienso sacar un asociado y luego la licenciatura"),
    ("es", "todavía no, espero transferirme a la universidad por una licenciatura"), ("es", "nada aún, la licenciatura es mi meta"),
])
def test_a_degree_named_as_a_goal_after_none_is_none(lang, said):
    turn = converse(["new student" if lang == "en" else "nuevo", said], lang)
    assert turn.answers.get("prior_degree") == "none", turn.reply
    assert "prior_degree" not in turn.conversation.pending


@pytest.mark.parametrize("lang,said", [("en", "i want to get a bachelors eventually"), ("en", "bachelor's someday"),
                                       ("es", "quiero una licenciatura algún día"), ("es", "licenciatura más adelante")])
def test_a_degree_named_only_as_a_goal_is_none(lang, said):
    """(kept or read back as a plain answer is: never the degree, which would rule out)"""
    turn = converse(["new student" if lang == "en" else "nuevo", said], lang)
    taken = turn.conversation.pending.get("prior_degree") or {"prior_degree": turn.answers.get("prior_degree")}
    assert taken == {"prior_degree": "none"}, turn.reply


@pytest.mark.parametrize("lang,said,value", [("en", "a bachelor's, but i want a masters later", "bachelor"),
                                             ("en", "i have my associates, hoping for a bachelors", "associate"),
                                             ("es", "tengo licenciatura, quiero una maestría después", "bachelor"),
                                             ("es", "ya tengo el asociado, pero quiero la licenciatura", "associate")])
def test_a_degree_earned_beside_a_goal_is_still_read_back(lang, said, value):
    turn = converse(["new student" if lang == "en" else "nuevo", said], lang)
    assert turn.conversation.pending.get("prior_degree", {}).get("prior_degree") == value, turn.reply
    assert "prior_degree" not in turn.answers


# --- a request for the other language stores nothing -------------------------------------------

SWITCH = {"es": "Para chatear en español", "en": "To chat in English"}
HOW_IN_EN = {"es": "To chat in Spanish", "en": "To chat in English"}


@pytest.mark.parametrize("lang,said,wanted", [
    ("en", "espanol"), ("en", "Spanish pls"), ("en", "could we do it in spanish?"), ("en", "i dont speak english"),
    ("en", "¿se puede en español?"),
    ("es", "inglés por favor"), ("es", "in english"), ("es", "can you switch to english"), ("es", "no hablo español"),
] and [(lang, said, "es" if lang == "en" else "en") for lang, said in [
    ("en", "espanol"), ("en", "Spanish pls"), ("en", "could we do it in spanish?"), ("en", "i dont speak english"),
    ("en", "¿se puede en español?"),
    ("es", "inglés por favor"), ("es", "in english"), ("es", "can you switch to english"), ("es", "no hablo español")]])
def test_a_language_request_at_a_question_stores_nothing_and_says_how_to_switch(lang, said, wanted):
    before = converse(["new student" if lang == "en" else "nuevo", "none" if lang == "en" else "ninguno"], lang)
    assert before.expecting == "high_school"
    turn = respond(before.conversation, said, lang, TODAY)
    assert turn.answers == before.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "high_school", turn.reply
    # said in both languages: the one asked for first, then the one in use
    wanted_text = "Para chatear en" if wanted == "es" else "To chat in"
    in_use_text = "To chat in" if lang == "en" else "Para chatear en"
    assert turn.reply.startswith(wanted_text), turn.reply
    assert in_use_text in turn.reply.split("\n\n")[1], turn.reply
    assert ("Español" if wanted == "es" else "English") in turn.reply
    assert before.reply.split("\n\n")[-1].split("\n")[0] in turn.reply  # the question asked again


@pytest.mark.parametrize("lang,said", [("en", "english please"), ("es", "en español")])
def test_the_language_in_use_asked_for_asks_the_question_again(lang, said):
    before = converse(["new student" if lang == "en" else "nuevo"], lang)
    turn = respond(before.conversation, said, lang, TODAY)
    assert turn.answers == before.answers and turn.expecting == before.expecting, turn.reply
    assert "To chat in" not in turn.reply and "Para chatear" not in turn.reply


@pytest.mark.parametrize("lang,said", [("en", "is there someone at the college who speaks spanish?"),
                                       ("es", "puedo hablar con alguien en español?"), ("en", "my parents only speak spanish")])
def test_a_question_about_the_language_is_no_request(lang, said):
    before = converse(["new student" if lang == "en" else "nuevo"], lang)
    turn = respond(before.conversation, said, lang, TODAY)
    assert "To chat in" not in turn.reply and "Para chatear" not in turn.reply, turn.reply


def test_the_api_keeps_its_contract_on_a_language_request(client):
    body = client.post("/api/v1/chat", json={"message": "", "state": None, "lang": "en"}).get_json()
    body = client.post("/api/v1/chat", json={"message": "en español por favor", "state": body["state"], "lang": "en"}).get_json()
    assert body["reply"].startswith("Para chatear en español"), body
    assert body["expecting"] == "applicant_type" and not body["answers"].get("applicant_type"), body
    assert set(body) >= {"reply", "quick_replies", "expecting", "state", "assessment", "answers"}
    body = client.post("/api/v1/chat", json={"message": "new student", "state": body["state"], "lang": "es"}).get_json()
    assert body["answers"].get("applicant_type") == "new", body


# --- a renewing student's GPA is the college's ---------------------------------------------------

@pytest.mark.parametrize("lang,opening", [
    ("en", "i already have the promise at CCBC, will i keep it? gpa 2.8"),
    ("en", "I got it last year at howard cc and my gpa is 3.1, can I still get it?"),
    ("es", "ya tengo la beca en Montgomery y mi promedio es 2.8, ¿la sigo teniendo?"),
    ("es", "me la dieron el año pasado en Howard, mi promedio es 3.1"),
])
def test_a_renewing_students_gpa_is_the_colleges(lang, opening):
    turn = converse([opening], lang)
    said = {**turn.answers, **{k: v for u in turn.conversation.pending.values() for k, v in u.items()}}
    assert said.get("applicant_type") == "renewal", turn.reply
    assert "hs_gpa" not in said and said.get("cc_gpa") in (2.8, 3.1), turn.reply
    if turn.conversation.pending:
        turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers.get("cc_gpa") in (2.8, 3.1) and "hs_gpa" not in turn.answers, turn.reply
    for _ in range(12):  # the college GPA is never asked again
        assert turn.expecting != "cc_gpa", turn.reply
        if turn.expecting is None:
            break
        turn = respond(turn.conversation, "I don't know" if lang == "en" else "no sé", lang, TODAY)


@pytest.mark.parametrize("lang,opening", [("en", "senior at Blair, my gpa is 3.2"), ("es", "soy senior en Blair, mi promedio es 3.2"),
                                          ("en", "i don't have the promise yet, gpa 3.2")])
def test_a_new_students_gpa_stays_the_high_schools(lang, opening):
    turn = converse([opening], lang)
    said = {**turn.answers, **{k: v for u in turn.conversation.pending.values() for k, v in u.items()}}
    assert said.get("hs_gpa") == 3.2 and "cc_gpa" not in said, turn.reply
