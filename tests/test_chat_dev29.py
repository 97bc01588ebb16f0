"""Classes found on the dev29 tuning set and a dev20 script (issue #8). A graduation's year beside
an income is no amount; "los dos" in a question at the credits question is no count of credits;
a place taken back with a Spanish "no" ("es pg county no montgomery") is no answer. One table per
class, English and Spanish rows. The wording is ours."""
import pytest

from screener.chat import understand
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20748",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "program": "associate"}


@pytest.mark.parametrize("text,lang,year", [
    ("we live with my parents, they make like 130k. graduated oakland mills high 2024 with a 3.0", "en", 130_000),
    ("my parents make 95k, i finished hs 2023", "en", 95_000),
    ("me gradué de la prepa 2019 y mis papás ganan 80 mil", "es", 80_000),
])
def test_a_graduation_year_beside_an_income_is_no_amount(text, lang, year):
    assert float(understand.income(text, lang, "agi").form["agi"]) == year


@pytest.mark.parametrize("text,lang", [
    ("es lo que gana mi mamá o lo de los dos?", "es"),
    ("¿cuenta lo de los dos?", "es"),
    ("is it for both of us or just me?", "en"),
])
def test_both_of_us_at_the_credits_question_is_no_count(text, lang):
    turn = waiting(SO_FAR, "credits_per_semester", text, lang)
    assert "credits_per_semester" not in turn.answers and "credits_per_semester" not in turn.conversation.pending, turn.reply


@pytest.mark.parametrize("text,lang,county", [
    ("no, es pg county no montgomery", "es", "prince-georges"),
    ("es pg no montgomery", "es", "prince-georges"),
    ("es frederick no montgomery", "es", "frederick"),
    ("pg county not montgomery", "en", "prince-georges"),
])
def test_a_county_taken_back_with_no_is_no_answer(text, lang, county):
    kept = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "county": "montgomery", "college": "montgomery"}
    turn = waiting(kept, "county", text, lang)
    value = turn.answers.get("county") if "county" not in turn.conversation.pending else turn.conversation.pending["county"]["county"]
    assert value == county, turn.reply


@pytest.mark.parametrize("text,lang,credits", [
    ("15, o sea 5 clases", "es", 15),
    ("12, o sea 4 clases", "es", 12),
])
def test_credits_said_again_as_classes_are_the_credits(text, lang, credits):
    turn = waiting(SO_FAR, "credits_per_semester", text, lang)
    value = turn.answers.get("credits_per_semester") or turn.conversation.pending.get("credits_per_semester", {}).get("credits_per_semester")
    assert value == credits, turn.reply


# --- a bare number at the income question: no ZIP beside it; a small one read back --------------------

@pytest.mark.parametrize("text,lang,year,confirmed", [
    ("21000", "en", 21_000, False),  # (not also read back as a ZIP code)
    ("20000", "es", 20_000, False),
    ("9000", "en", 9_000, True),  # (under $15,000: a month's pay as likely, read back)
    ("1200", "es", 1_200, True),
])
def test_a_bare_income_is_the_income_alone(text, lang, year, confirmed):
    from support import at_income_said
    turn = at_income_said("two_parent", lang, text)
    pending = turn.conversation.pending
    assert "zip" not in pending and turn.answers.get("zip") == "21044", turn.reply  # (the ZIP kept before stands)
    assert (pending.get("agi") == {"agi": year}) if confirmed else turn.answers.get("agi") == year, turn.reply


@pytest.mark.parametrize("text,lang", [
    ("gen studies so i can transfer to umbc", "en"),
    ("general studies", "en"),
    ("liberal arts", "en"),
    ("estudios generales", "es"),
])
def test_a_transfer_degree_by_name_is_an_associates(text, lang):
    so_far = {k: v for k, v in SO_FAR.items() if k != "program"}
    turn = waiting(so_far, "program", text, lang)
    value = turn.answers.get("program") or turn.conversation.pending.get("program", {}).get("program")
    assert value == "associate", turn.reply
