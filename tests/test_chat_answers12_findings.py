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
def test_a_dreamer_confirmed_after_the_fafsa_is_kept_with_the_one_app(lang, first, dreamer):
    """The Dream Act question is on the path of a One-App filer only: a Dreamer's status
    confirmed with the FAFSA on record was said "Got it" and then dropped by the path."""
    turn = converse(TO_AID[lang] + [first, dreamer], lang)
    assert turn.conversation.pending.get("dream_act") == {"dream_act": True}, turn.reply
    assert turn.conversation.pending.get("aid_application") == {"aid_application": "one_app"}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers.get("dream_act") is True and turn.answers.get("aid_application") == "one_app", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "fafsa no, i'm a dreamer"), ("es", "la fafsa no puedo, soy dreamer")])
def test_a_dreamer_denying_the_fafsa_keeps_the_dream_act_to_the_result(lang, said):
    turn = converse(TO_AID[lang] + [said, YES[lang]], lang)
    assert turn.answers.get("dream_act") is True and turn.answers.get("aid_application") == "one_app", turn.reply
    turn = respond(turn.conversation, "no", lang, TODAY)
    assert turn.assessment is not None and turn.assessment["status"] == "likely_eligible", turn.reply


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
