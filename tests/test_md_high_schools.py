"""Maryland's public high schools by name (screener/data/md_high_schools.yaml, MSDE's school
directory and enrolment): the data file is sourced and dated and loads; a high school named with
no place is kept as one in Maryland when its name is on the list, listed in the reply's "Got it";
any other name ("Dover High", in Delaware) is read back as before. Never the student's county."""
import datetime as dt

import pytest
import yaml

from screener.chat.engine import load_flow
from screener.chat.engine import respond
from screener.chat.schools import md_high_schools_named
from screener.chat.session import Conversation
from screener.chat.session import State
from screener.chat.understand import read
from screener.datafiles import DATA_FILES
from screener.policy import DATA_DIR
from screener.policy import load_directory
from screener.policy import load_md_high_schools

TODAY = dt.date(2026, 12, 1)
NEW = {"applicant_type": "new", "prior_degree": "none"}


# --- the data file --------------------------------------------------------------------------------

def test_the_data_file_gives_its_source_and_dates():
    raw = yaml.safe_load((DATA_DIR / "md_high_schools.yaml").read_text(encoding="utf-8"))
    src = raw["source"]
    assert src["reference"] and all(r["title"] and r["href"].startswith("https://") for r in src["reference"])
    assert any("msde.maryland.gov" in r["href"] for r in src["reference"])
    assert dt.date.fromisoformat(src["as_of"]) <= dt.date.fromisoformat(src["retrieved"])
    assert raw["private_schools"] is False
    assert "md_high_schools" in DATA_FILES


def test_the_list_loads_with_every_county_and_known_schools():
    schools = load_md_high_schools()
    assert len(schools) > 200
    assert {county for _, county, _ in schools} == set(load_directory().jurisdictions)
    names = {name for name, _, _ in schools}
    assert {"Paint Branch High", "Northwood High", "Eleanor Roosevelt High", "Bowie High"} <= names
    assert ("Paint Branch High", "montgomery", "Burtonsville") in schools


# --- the matcher ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text,name", [
    ("Paint Branch", "Paint Branch High"),
    ("paint branch high school", "Paint Branch High"),
    ("northwood hs", "Northwood High"),
    ("Northwood", "Northwood High"),
    ("la prepa Northwood", "Northwood High"),
    ("en la Northwood", "Northwood High"),
    ("I graduated from Eleanor Roosevelt High in 2020", "Eleanor Roosevelt High"),
    ("im in 12th at Northwood", "Northwood High"),
    ("Zadok Magruder High", "Col. Zadok Magruder High"),  # a title optional
    ("governor thomas johnson", "Gov. Thomas Johnson High"),  # or said in full
    ("queen anne's county high", "Queen Anne's County High School"),
    ("hancock high", "Hancock Middle Senior High"),  # "Middle Senior High": its kind of school
])
def test_a_maryland_public_high_school_is_named(text, name):
    assert name in {s.name for s in md_high_schools_named(text)}


@pytest.mark.parametrize("text", [
    "Dover High",  # Delaware
    "Blair", "Einstein High",  # a nickname or a surname: the list has none
    "Central High", "Western High", "international high school",  # ordinary words name schools everywhere
    "West Potomac High",  # Virginia: a Maryland name's tail of a longer one
    "Bowie State",  # a university
    "i live in northwood",  # one word in a sentence, no kind of school
    "", "high school",
])
def test_no_maryland_public_high_school_is_named(text):
    assert md_high_schools_named(text) == ()


def test_two_schools_of_one_name_are_both_in_maryland():
    assert {s.county for s in md_high_schools_named("Frederick Douglass High")} == {"baltimore-city", "prince-georges"}


# --- in the chat ----------------------------------------------------------------------------------

def _turn(message: str, lang: str):
    conv = Conversation(State(dict(NEW), lang=lang), expecting="high_school", pending={})
    return respond(conv, message, lang, TODAY)


@pytest.mark.parametrize("lang,message", [("en", "Paint Branch"), ("en", "northwood hs"), ("en", "Eleanor Roosevelt High"),
                                          ("es", "la prepa Northwood"), ("es", "estudié en Paint Branch")])
def test_a_name_on_the_list_is_kept_and_listed(lang, message):
    turn = _turn(message, lang)
    assert turn.answers.get("high_school") == "maryland", turn.reply
    assert "high_school" not in turn.conversation.pending, turn.reply
    assert turn.reply.startswith({"en": "Got it", "es": "Entendido"}[lang]), turn.reply
    assert "county" not in turn.answers  # the school's county is not the student's


@pytest.mark.parametrize("lang,message", [("en", "Dover High"), ("en", "Blair"), ("es", "la prepa Dover")])
def test_a_name_not_on_the_list_is_read_back(lang, message):
    turn = _turn(message, lang)
    assert "high_school" not in turn.answers, turn.reply
    assert turn.conversation.pending.get("high_school") == {"high_school": "maryland"}, turn.reply


def test_the_reader_keeps_a_listed_name_without_a_read_back():
    q = load_flow().question("high_school")
    listed = read(q, "Paint Branch", "en", State(lang="en"), TODAY)
    other = read(q, "Dover High", "en", State(lang="en"), TODAY)
    assert listed.form == other.form == {"high_school": "maryland"}
    assert not listed.confirm and listed.note is None
    assert other.confirm and other.note is not None
