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
