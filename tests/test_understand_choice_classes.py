"""Choice, place and yes/no answers: failure classes found on the dev3 and dev4 tuning sets
(issue #8), one table row per class and language, in our own words. Each row: the question
pending, the language, the message, and the answers kept after the student's "yes"
(``READ_BACK``: only after one) or ``ASKED`` (nothing kept nor read back)."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say as say_typical

# Questions asked only on some paths: the earlier answers that put them on the path
VARIANTS = {"delmar_md_resident": {"high_school": "delmar_de"}, "dream_act": {"aid_application": "one_app"},
            "noncredit_pell_eligible": {"program": "noncredit_vocational_certificate", "aid_application": "none"}}


def say(expecting: str, text: str, lang: str = "en"):
    """:func:`test_understand.say`, with the earlier answers that put ``expecting`` on the path."""
    return say_typical(expecting, text, lang, VARIANTS.get(expecting))

TODAY = dt.date(2026, 12, 1)

CASES = [
    # county: a place one is from (or studied in) and the place after "I live in": the latter
    ("county", "es", "soy de Bowie pero ahora vivo en Towson con mi prima", {"county": "baltimore-county"}, None),
    ("county", "en", "grew up in Glen Burnie but now i live in Rockville", {"county": "montgomery"}, None),
    # high school: the country one arrived from is no school's place; "there" is that country
    ("high_school", "es", "Northwestern High en Hyattsville, llegamos de El Salvador cuando tenía 10",
     {"high_school": "maryland"}, READ_BACK),
    ("high_school", "en", "Wheaton High in Silver Spring, I arrived from Ethiopia at 13", {"high_school": "maryland"}, READ_BACK),
    ("high_school", "es", "vine de Honduras y terminé la prepa allá", {"high_school": "other"}, READ_BACK),
    ("high_school", "en", "came from Nigeria, finished school over there", {"high_school": "other"}, READ_BACK),
    # program: classes or a course for a license, credit not said: noncredit licensure (read back)
    ("program", "en", "the course to get my commercial driver license", {"program": "licensure_noncredit"}, READ_BACK),
    ("program", "es", "un curso para sacar la licencia de cosmetología", {"program": "licensure_noncredit"}, READ_BACK),
    ("program", "en", "credit classes toward my EMT license", {"program": "licensure_credit"}, None),
    # program: credit denied with a verb is noncredit
    ("program", "es", "es un certificado de plomería, no es de crédito", {"program": "noncredit_vocational_certificate"}, READ_BACK),
    ("program", "en", "an HVAC certificate, it's not for credit", {"program": "noncredit_vocational_certificate"}, READ_BACK),
    # a plain "no" in slang to a choice question with a "none" answer: that answer (read back: it rules out)
    ("aid_application", "en", "nope", {"aid_application": "none"}, READ_BACK),
    ("aid_application", "es", "nel", {"aid_application": "none"}, READ_BACK),
    # full-time / part-time abbreviated
    ("enrollment_status", "en", "FT", {"enrollment_status": "full_time"}, None),
    ("enrollment_status", "es", "pt", {"enrollment_status": "part_time"}, None),
    # household: a spouse denied is no marriage
    ("household", "es", "vivo sola, tengo 31, sin hijos ni esposo", {"household": "single", "household_size": 1}, None),
    ("household", "en", "no husband no kids, i'm on my own", {"household": "single"}, None),
    # Delmar: the side of the line said instead of yes or no
    ("delmar_md_resident", "es", "vivimos en Delmar, pero en la parte de Delaware",
     {"delmar_md_resident": False, "county": "outside-md"}, READ_BACK),
    ("delmar_md_resident", "en", "we're on the Delaware side of town", {"delmar_md_resident": False}, READ_BACK),
    ("delmar_md_resident", "en", "the maryland side", {"delmar_md_resident": True}, None),
    # Pell for a noncredit program: what the college said
    ("noncredit_pell_eligible", "en", "the man at the front desk said pell can pay for it", {"noncredit_pell_eligible": True}, None),
    ("noncredit_pell_eligible", "es", "en la oficina me dijeron que el pell no lo cubre", {"noncredit_pell_eligible": False}, None),
    # "at MC" / "en el MC" is Montgomery College (MC alone in a sentence is no name)
    ("program", "en", "an associate degree in biology at MC", {"program": "associate", "college": "montgomery"}, READ_BACK),
    ("enrolled_at_md_community_college", "es", "sí, ya voy al MC en Germantown",
     {"enrolled_at_md_community_college": True, "college": "montgomery"}, READ_BACK),
    # where one serves in the military is no home
    ("in_state_tuition", "en", "not sure, I'm stationed at Fort Meade but I'm from Ohio", {"in_state_tuition": "unsure"}, None),
    ("in_state_tuition", "es", "no sé, estoy en servicio activo en la base de Andrews", {"in_state_tuition": "unsure"}, None),
    # a "cert" is no degree
    ("prior_degree", "en", "only a cert from AACC", {"prior_degree": "none"}, None),
    ("prior_degree", "es", "nomás un cert de Howard", {"prior_degree": "none"}, None),
    # a GED earned in a Maryland county named, typos and all
    ("high_school", "es", "saqué el GED en el condado de Frederik", {"high_school": "maryland_ged"}, READ_BACK),
    ("high_school", "en", "i got the GED in Harford county", {"high_school": "maryland_ged"}, None),
    # in-state tuition: a lifetime in Maryland told instead of yes (its "never" is no "no")
    ("in_state_tuition", "en", "born in Cumberland, never lived anywhere else", {"in_state_tuition": "yes"}, None),
    ("in_state_tuition", "es", "nunca he vivido en otro estado, nací en Frederick", {"in_state_tuition": "yes"}, None),
    ("in_state_tuition", "en", "no, we've lived in Ohio all my life", {"in_state_tuition": "no"}, READ_BACK),
    ("in_state_tuition", "es", "nací en Hagerstown y nunca me he mudado", {"in_state_tuition": "yes"}, None),
    # Dream Act: a citizen is not in-state by it; DACA or "dreamer" is its student
    ("dream_act", "en", "I'm a US citizen, born in Towson", {"dream_act": False}, None),
    ("dream_act", "es", "soy ciudadana, nací en Texas", {"dream_act": False}, None),
    ("dream_act", "es", "soy dreamer, estudié 4 años en Northwood", {"dream_act": True}, None),
    # aid application: both denied is none (read back: it rules out)
    ("aid_application", "es", "no hice nada, ni la FAFSA ni la One-App", {"aid_application": "none"}, READ_BACK),
    ("aid_application", "en", "neither the fafsa nor the state one", {"aid_application": "none"}, READ_BACK),
]


@pytest.mark.parametrize("lang,text", [("en", "i live in Delmar DE, by the state line"),
                                       ("es", "vivo en Delmar del lado de Delaware")])
def test_delmar_on_the_delaware_side_is_never_wicomico(lang, text):
    # Class: "Delmar DE" read as Delmar, Maryland (Wicomico County) beside a "no" to the Delmar question
    turn, got = say("delmar_md_resident", text, lang)
    assert got.get("county") in (None, "outside-md"), turn.reply
    assert got.get("delmar_md_resident") is False


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_choice_classes(expecting, lang, text, want, how):
    check_reading(*say(expecting, text, lang), want, how)


@pytest.mark.parametrize("lang,text,county", [
    ("en", "i'm 30, finished high school in Baltimore City in 2014, i live in Catonsville now", "baltimore-county"),
    ("es", "terminé la prepa en Baltimore City en 2015 y ahora vivo en Essex", "baltimore-county"),
    ("en", "graduated from a school in Prince George's County, we live in Columbia", "howard"),
])
def test_an_opening_names_the_county_one_lives_in_not_the_high_schools(lang, text, county):
    # Class (a wrong "no" on dev3): the county after "finished high school in" was read as the
    # student's home, beside "I live in …"; a "yes" to the list then ruled the student out of
    # the college of the county they really live in.
    turn = respond(respond(None, "", lang, TODAY).conversation, text, lang, TODAY)
    read_back = {k: v for updates in turn.conversation.pending.values() for k, v in updates.items()}
    assert {**turn.answers, **read_back}.get("county") == county, turn.reply


def _api_play(lang, messages):
    """Play ``messages`` through POST /api/v1/chat (the state token carried between them)."""
    from test_chat_no_wrong_no import APP
    from test_chat_no_wrong_no import _chat

    client = APP.test_client()
    body = _chat(client, "", None, lang)
    for m in messages:
        body = _chat(client, m, body["state"], lang)
    return body


@pytest.mark.parametrize("lang,opening,yes,degree,instate,program", [
    ("es", "ya tengo la beca desde agosto 2025 en el PGCC, el semestre pasado terminé solo 4 créditos", "sí", "ninguno", "sí",
     "asociado"),
    ("en", "i already get the promise scholarship at howard, last semester i only completed 4 credits", "yes", "none", "yes",
     "associate"),
])
def test_a_no_resting_on_a_fact_said_in_passing_puts_its_question(lang, opening, yes, degree, instate, program):
    # Class (a wrong "no" on dev3): credits finished, said in an opening and kept after one "yes"
    # to the list read back, ruled the student out once the program was known (a renewal needs
    # 6), by a second "yes" to the same list: the question itself is put instead ("3 credits"
    # was "3 classes, 7 credits"), and the student's answer to it decides.
    assert _api_play(lang, [opening, yes])["answers"].get("credits_completed_last_semester") == 4  # (the list's "yes")
    said = [opening, yes, degree, instate, program]
    body = _api_play(lang, said)
    for _ in range(8):  # "yes" to read-backs, plain answers to what is asked, until the credits are asked
        if body["assessment"] is not None or body["expecting"] == "credits_completed_last_semester" \
                and not body["reply"].endswith(("Is that right?", "¿Es correcto?")):
            break
        said.append(yes if body["reply"].endswith(("Is that right?", "¿Es correcto?")) else
                    {"credits_per_semester": "12", "cc_gpa": "3.2"}.get(body["expecting"], yes))
        body = _api_play(lang, said)
    assert body["assessment"] is None, body["reply"]
    assert body["expecting"] == "credits_completed_last_semester" and "credits_completed_last_semester" not in body["answers"]
    body = _api_play(lang, said + ["7"])
    assert body["answers"]["credits_completed_last_semester"] == 7
