"""Classes of fix38h (dev38, a snowy Saturday in December). 1) A move's place ("we moved to York,
Pennsylvania last summer but he still goes to school here") turned a Maryland high school into
"other" (a rule-out from words about the home). 2) "She is a senior at <school>" (a parent, the
student's grade with a pronoun) didn't name the high school, as "she's a senior at" did. 3) A form
worked on now ("we're finishing the FAFSA right now") kept today as the day of applying, unasked.
4) "no, not yet" at "Are you already taking classes?" beside a college was taken for a correction
of the college (the "not" of "not yet"), its "no" dropped. The wording is ours, not the set's."""
import pytest

from support import answer
from support import confirm
from support import graded
from support import proposed
from support import talk



# --- item 1: a move's place is the home's, never the diploma's --------------------------------------

OPENING = {"en": ("I'm a senior, first time, no degree", "maryland"),
           "es": ("soy senior, primera vez, no tengo título", "maryland")}

# (lang, said after "A high school in Maryland" was answered)
MOVED = [
    ("en", "We moved to Dover, Delaware in August but she still goes to school here"),
    ("en", "we moved to Hanover, Pennsylvania over the summer, he's still at the same high school"),
    ("en", "we're moving to Winchester, Virginia but she finishes school here"),
    ("es", "Nos mudamos a Dover, Delaware en agosto pero ella sigue en la escuela aquí"),
    ("es", "nos mudamos a Virginia el verano pasado pero él sigue yendo a la escuela aquí"),
]


@pytest.mark.parametrize("lang, message", MOVED)
def test_a_move_keeps_the_maryland_high_school(lang, message):
    turn = talk(lang, *OPENING[lang], message)
    assert turn.answers.get("high_school") == "maryland", (turn.reply, turn.answers)
    assert "high_school" not in proposed(turn), (turn.reply, proposed(turn))


# the diploma itself placed outside Maryland is still read back as "other"
ELSEWHERE = [
    ("en", "actually I graduated high school in York, Pennsylvania"),
    ("es", "en realidad me gradué de la high school en Dover, Delaware"),
]


@pytest.mark.parametrize("lang, message", ELSEWHERE)
def test_a_diploma_elsewhere_is_still_read_back(lang, message):
    turn = talk(lang, *OPENING[lang], message)
    assert proposed(turn).get("high_school") == "other", (turn.reply, proposed(turn))
    assert turn.answers.get("high_school") == "maryland", turn.answers  # (kept only after its "yes")


# --- items 2-4: parse tables (expecting, text, lang, label) ------------------------------------------

PARSE = [
    # 2) the student's grade with a pronoun, a school on MSDE's list after it
    ("applicant_type", "First time. He is a senior at Walt Whitman.", "en", answer(applicant_type="new", high_school="maryland")),
    ("applicant_type", "new. she is a senior at Northwood", "en", answer(applicant_type="new", high_school="maryland")),
    ("applicant_type", "Primera vez. Ella es senior en Northwood.", "es", answer(applicant_type="new", high_school="maryland")),
    # 3) the form worked on now: no day of applying kept
    ("aid_application", "we are doing the fafsa right now", "en", answer(aid_application="fafsa")),
    ("aid_application", "I'm filling out the FAFSA right now", "en", answer(aid_application="fafsa")),
    ("aid_application", "ahorita la estoy llenando, la fafsa", "es", answer(aid_application="fafsa")),
    ("aid_application", "la fafsa, la estamos haciendo ahorita", "es", answer(aid_application="fafsa")),
    # 4) "not yet" and a college to start at
    ("enrolled_at_md_community_college", "no, not yet. she starts at Frederick Community College in January", "en",
     answer(enrolled_at_md_community_college=False, college="frederick")),
    ("enrolled_at_md_community_college", "not yet, he will start at CCBC next fall", "en",
     answer(enrolled_at_md_community_college=False, college="baltimore-county")),
    ("enrolled_at_md_community_college", "no, todavía no. empieza en Frederick Community College en enero", "es",
     answer(enrolled_at_md_community_college=False, college="frederick")),
    ("enrolled_at_md_community_college", "todavía no, va a empezar en CCBC en el otoño", "es",
     answer(enrolled_at_md_community_college=False, college="baltimore-county")),
    # 1) at the county question: the move's place, read back; the high school untouched
    ("county", "We moved to Dover, Delaware in August but she still goes to school here", "en", confirm(county="outside-md")),
    ("county", "Nos mudamos a Dover, Delaware en agosto pero ella sigue en la escuela aquí", "es", confirm(county="outside-md")),
]


@pytest.mark.parametrize("expecting, text, lang, expect", PARSE)
def test_parse(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# the day of applying said with sending it now is still today's
SENT_NOW = [
    ("aid_application", "fafsa, I'm submitting it today", "en", answer(aid_application="fafsa", application_date="2026-12-01")),
    ("aid_application", "la fafsa, hoy la mando", "es", answer(aid_application="fafsa", application_date="2026-12-01")),
]


@pytest.mark.parametrize("expecting, text, lang, expect", SENT_NOW)
def test_sent_today_keeps_the_day(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)
