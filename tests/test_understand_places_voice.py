"""Where the student lives, as people type or dictate it: failure classes found on the tuning
sets (issue #8), one table row per class and language, in our own words. Each row: the question
pending, the language, the message, the answers new or changed after the student's "yes"
(``READ_BACK``: only after one, which must have been asked) or ``ASKED`` (nothing kept nor read back)."""
import pytest

from screener.chat import places
from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import TODAY
from test_understand import YES
from test_understand import before
from test_understand import check_reading
from test_understand_choice_classes import say

CASES = [
    # a town or county as voice-to-text spells it, split or respelled: a guess from the sound, read back
    ("county", "en", "we stay out in cat tons ville", {"county": "baltimore-county"}, READ_BACK),
    ("county", "en", "over in elli cot city", {"county": "howard"}, READ_BACK),
    ("county", "en", "Rock ville, near the pike", {"county": "montgomery"}, READ_BACK),
    ("county", "es", "vivimos en jermantaun", {"county": "montgomery"}, READ_BACK),
    ("county", "es", "estamos en silver espring", {"county": "montgomery"}, READ_BACK),
    ("county", "es", "en el condado de san mari", {"county": "st-marys"}, READ_BACK),
    # a college's name as dictation spells it (Spanish spelling of English sounds, a name split)
    ("college", "es", "el de jagerstaun", {"college": "hagerstown"}, READ_BACK),
    ("college", "en", "probably the cat tons ville campus", {"college": "baltimore-county"}, READ_BACK),
    # a ZIP said in words: one number, or groups with some digits among the words; read back
    ("zip", "en", "twenty 1 oh 4 four", {"zip": "21044", "college": "howard"}, READ_BACK),
    ("zip", "es", "veintiún mil cuarenta y tres", {"zip": "21043"}, READ_BACK),
    ("zip", "en", "twenty thousand nine hundred and six", {"zip": "20906", "college": "montgomery"}, READ_BACK),
    ("zip", "es", "veinte 9 cero seis", {"zip": "20906", "college": "montgomery"}, READ_BACK),
    # a ZIP of two counties and a town one lives near: the town's county is a guess, read back
    ("zip", "en", "21228, out near Catonsville",
     {"zip": "21228", "county": "baltimore-county", "college": "baltimore-county"}, READ_BACK),
    ("zip", "es", "21227, cerca de Halethorpe",
     {"zip": "21227", "county": "baltimore-county", "college": "baltimore-county"}, READ_BACK),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_places_as_said(expecting, lang, text, want, how):
    check_reading(*say(expecting, text, lang), want, how)


def say_zip_skipped(text: str, lang: str):
    """Send ``text`` at the county question of a student who skipped the ZIP code."""
    answers, seen = before("county")
    answers.pop("zip", None)
    seen = frozenset(seen | {"zip"})
    turn = respond(Conversation(State(dict(answers), seen, lang), "county"), text, lang, TODAY)
    final = respond(turn.conversation, YES[lang], lang, TODAY) if turn.conversation.pending else turn
    return turn, {k: v for k, v in final.conversation.state.answers.items() if answers.get(k) != v}


@pytest.mark.parametrize("lang,text,want", [
    # the ZIP code the student skipped, told beside the county (a comma after it)
    ("en", "Elkridge, Howard County, 21075, and he goes to Long Reach", {"county": "howard", "zip": "21075"}),
    ("es", "en Germantown, condado de Montgomery, 20874, gracias", {"county": "montgomery", "zip": "20874"}),
    # a graduation month beside the county, "to come" said earlier in its sentence
    ("es", "Silver Spring. Estoy en último año de la prepa y en mayo me gradúo",
     {"county": "montgomery", "hs_completion_date": "2027-05"}),
    # a spouse living elsewhere, beside the student's own town: no household is read from it
    ("es", "mi esposo vive en Honduras y yo en Langley Park con mis hijos", {"county": "prince-georges", "household": None}),
    ("en", "my husband lives in Honduras, me and the kids are in Langley Park", {"county": "prince-georges", "household": None}),
])
def test_facts_told_beside_the_county_are_kept(lang, text, want):
    turn, got = say_zip_skipped(text, lang)
    assert {k: got.get(k) for k in want} == want, (got, turn.reply)


@pytest.mark.parametrize("text", [
    "we live in a small apartment", "i stay with my aunt", "we live by the mall", "reset my password",
    "estoy en la casa de mi abuela", "vivo con mi tía", "class of twenty twenty seven", "I came here when I was seven",
    "vivo en Colombia", "Arlington", "sophomore at the university", "the big one",
])
def test_ordinary_words_and_places_elsewhere_are_no_town_heard(text):
    assert places.heard_place(text, places.county_and_town_names()) == ()
    assert places.heard_place(text, understand._college_sounds()) == ()


@pytest.mark.parametrize("lang,text", [
    ("en", "we live in a small apartment"),
    ("es", "vivo en un apartamento con mi tía"),
])
def test_a_home_without_a_place_is_no_county(lang, text):
    turn, got = say("county", text, lang)
    check_reading(turn, got, ASKED, None)
