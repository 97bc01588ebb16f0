"""A newcomer's findings (issue #8), each a class in both languages: a GPA said of college classes
(dual enrollment) at the high school GPA question is never the high school GPA (alone, the high
school GPA is asked again with the dual-enrollment note; beside the high school's, that one is read
back); a degree being finished is "none yet", read back with the note that a degree finished before
the award starts may count; a degree held without its kind ("from Mexico") is asked, never guessed."""
import datetime as dt

import pytest
from support import waiting

from screener.chat.engine import load_flow
from screener.chat.session import State
from screener.chat.understand import read

TODAY = dt.date(2026, 12, 1)
SENIOR = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "county": "howard", "college": "howard",
          "high_school": "maryland", "in_state_tuition": "yes", "hs_completion_date": "2027-06", "program": "associate",
          "credits_per_semester": 12}


def proposed(turn, qid):
    return turn.answers.get(qid) or turn.conversation.pending.get(qid, {}).get(qid)


# --- a college's GPA at the high school GPA question ----------------------------------------------

@pytest.mark.parametrize("lang,said,note", [
    ("en", "the GPA from my dual enrollment college courses is 3.9", "your high school GPA counts"),
    ("en", "i got a 3.7 in my classes at the community college", "your high school GPA counts"),
    ("es", "saqué 3,9 en las clases de doble matrícula", "cuenta tu promedio"),
    ("es", "mi promedio en las clases del college es 3.7", "cuenta tu promedio")])
def test_a_college_gpa_alone_is_not_the_high_school_gpa(lang, said, note):
    turn = waiting(SENIOR, "hs_gpa", said, lang)
    assert proposed(turn, "hs_gpa") is None, turn.reply
    assert turn.expecting == "hs_gpa" and note in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,gpa", [
    ("en", "high school it's 2.2, dual enrollment it's 3.5", 2.2),
    ("en", "my gpa is 2.0 but in my dual credit classes i have a 3.4", 2.0),
    ("es", "en la prepa tengo 2,2 pero en doble matrícula 3,5", 2.2),
    ("es", "tengo 2.0 y en las clases del college 3.4", 2.0)])
def test_the_high_school_gpa_beside_a_college_one_is_read_back(lang, said, gpa):
    turn = waiting(SENIOR, "hs_gpa", said, lang)
    assert "hs_gpa" not in turn.answers, turn.reply
    assert float(str(turn.conversation.pending["hs_gpa"]["hs_gpa"]).replace(",", ".")) == gpa, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "12 credits, and my dual enrollment GPA is 3.9"),
                                       ("es", "12 créditos, y tengo 3,9 en las clases de doble matrícula")])
def test_a_college_gpa_said_in_passing_is_not_the_high_school_gpa(lang, said):
    answers = {k: v for k, v in SENIOR.items() if k != "credits_per_semester"}
    turn = waiting(answers, "credits_per_semester", said, lang)
    assert proposed(turn, "hs_gpa") is None, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "3.4"), ("es", "3,4"), ("en", "3.4, and I want to go to college"),
                                       ("es", "3.4 y quiero ir a la universidad")])
def test_a_plain_high_school_gpa_is_still_read(lang, said):
    q = load_flow().question("hs_gpa")
    reading = read(q, said, lang, State(dict(SENIOR), lang=lang), TODAY)
    assert float(reading.form["hs_gpa"].replace(",", ".")) == 3.4, reading


# --- a degree in progress, or without its kind ----------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "I'm finishing up my associates this semester"),
                                       ("en", "I'll have my associate degree in June"),
                                       ("es", "estoy acabando el asociado"), ("es", "termino mi título de asociado en diciembre")])
def test_a_degree_being_finished_is_none_yet_read_back_with_the_note(lang, said):
    turn = waiting({"applicant_type": "new"}, "prior_degree", said, lang)
    assert "prior_degree" not in turn.answers, turn.reply
    assert turn.conversation.pending["prior_degree"]["prior_degree"] == "none", turn.reply
    assert ("college decides" if lang == "en" else "lo decide tu college") in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "I earned a degree back in El Salvador"), ("en", "i have a degree from india"),
                                       ("es", "tengo un título de Venezuela"), ("es", "saqué mi carrera en Colombia")])
def test_a_degree_held_without_its_kind_is_asked(lang, said):
    turn = waiting({"applicant_type": "new"}, "prior_degree", said, lang)
    assert proposed(turn, "prior_degree") is None, turn.reply
    assert turn.expecting == "prior_degree" and ("another kind" if lang == "en" else "otro tipo") in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,want", [("en", "I finished my associate's last May", "associate"),
                                            ("en", "a bachelor's from Mexico", "bachelor"),
                                            ("es", "terminé mi asociado en mayo", "associate"), ("es", "ya me gradué del asociado en diciembre", "associate"),
                                            ("es", "no tengo título", "none")])
def test_a_degree_held_or_none_is_still_read(lang, said, want):
    q = load_flow().question("prior_degree")
    assert read(q, said, lang, State(lang=lang), TODAY).form == {"prior_degree": want}
