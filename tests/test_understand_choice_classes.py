"""Choice, place and yes/no answers: failure classes found on the dev3 and dev4 tuning sets
(issue #8), one table row per class and language, in our own words. Each row: the question
pending, the language, the message, and the answers kept after the student's "yes"
(``READ_BACK``: only after one) or ``ASKED`` (nothing kept nor read back)."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from test_understand import confirmed
from test_understand import say

ASKED = "asked back"
READ_BACK = "read back"
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
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_choice_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang)
    if want == ASKED:
        assert not got and not confirmed(turn), (got, turn.reply)
        return
    assert got == want, (got, turn.reply)
    if how == READ_BACK:
        assert confirmed(turn), turn.reply


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
