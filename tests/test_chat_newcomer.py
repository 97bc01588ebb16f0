"""A newcomer's findings in the chat (issue #8). Once the result is shown: a new ZIP code is a
new home, never an income; "change my zip" takes the old county's default college with it, so
the new home college is offered (kept, it passed for the student's choice and gave a wrong
"likely not eligible"). "No" to in-state tuition from a Maryland home is read back with what
decides it, as the web form asks back."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
TO_RESULT = {
    "en": ["first time", "none", "maryland june 2027", "20715", "yes", "associates 12 credits", "3.4", "me and my mom",
           "45k", "fafsa", "no"],
    "es": ["primera vez", "ninguno", "maryland junio 2027", "20715", "sí", "asociado 12 créditos", "3.4", "mi mamá y yo",
           "45 mil", "fafsa", "no"],
}
YES = {"en": "yes", "es": "sí"}


def converse(messages, lang):
    turn = respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_conversation_reaches_a_result(lang):
    turn = converse(TO_RESULT[lang], lang)
    assert turn.assessment["status"] == "likely_eligible", turn.reply
    assert turn.answers["agi"] == 45000 and turn.answers["college"] == "prince-georges"


@pytest.mark.parametrize("lang,message", [
    ("en", "my zip is 21157"), ("en", "21157"), ("en", "actually i live in 21157"), ("en", "we moved to 21157"),
    ("es", "mi código postal es 21157"), ("es", "en realidad vivo en el 21157"),
])
def test_a_zip_code_after_the_result_is_a_new_home_not_an_income(lang, message):
    turn = converse(TO_RESULT[lang] + [message], lang)
    assert turn.conversation.pending.get("zip") == {"zip": "21157"}, turn.reply
    assert "agi" not in turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["zip"] == "21157" and turn.answers["county"] == "carroll"
    assert turn.answers["agi"] == 45000  # untouched
    assert "college" not in turn.answers or turn.answers["college"] != "prince-georges"


@pytest.mark.parametrize("lang,change", [("en", "change my zip"), ("es", "cambiar mi código postal")])
def test_change_my_zip_offers_the_new_home_college_and_no_wrong_no(lang, change):
    turn = converse(TO_RESULT[lang] + [change, "21771", "carroll"], lang)
    assert turn.answers["county"] == "carroll"
    assert turn.answers.get("college") in (None, "carroll"), turn.answers
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible", turn.reply


@pytest.mark.parametrize("lang,no,said", [
    ("en", "no", "Your home is in Maryland, so you most likely do qualify."),
    ("es", "no", "Tu hogar está en Maryland, así que lo más probable es que sí califiques."),
])
def test_no_to_in_state_tuition_from_a_maryland_home_says_what_decides_it(lang, no, said):
    turn = converse(TO_RESULT[lang][:4] + [no], lang)
    assert said in turn.reply and "Dream Act" in turn.reply, turn.reply
    assert turn.conversation.pending == {"in_state_tuition": {"in_state_tuition": "no"}}
    assert "in_state_tuition" not in turn.answers


@pytest.mark.parametrize("lang,gpa", [("en", "3"), ("es", "3"), ("en", "2.75")])
def test_a_gpa_is_said_back_as_grades_are_written(lang, gpa):
    turn = converse(TO_RESULT[lang][:6] + [gpa], lang)
    assert ("3.0" if gpa == "3" else gpa) in turn.reply, turn.reply


@pytest.mark.parametrize("lang,opening", [
    ("en", "Hi, I am asking for my daughter, we are me, my husband and 3 kids"),
    ("es", "Hola, pregunto por mi hija, somos mi esposo, yo y 3 hijos"),
])
def test_a_parent_asking_for_a_child_is_read_as_the_parent(lang, opening):
    """"Asking for my daughter" is a parent writing for the student: "my husband and I" are her
    two parents (not a married student), and she is one of the 3 children (5 people, not 6)."""
    turn = converse([opening], lang)
    assert turn.conversation.pending.get("household") == {"household": "two_parent"}, turn.reply
    assert turn.conversation.pending.get("household_size") == {"household_size": 5}, turn.reply


@pytest.mark.parametrize("lang,said,want", [
    ("en", "I was born here", "yes"), ("en", "born in Maryland", "yes"), ("es", "ella nació aquí en Easton", "yes"),
    ("es", "nací aquí en Baltimore", "yes"), ("en", "I was born in Virginia", None), ("es", "nació en Honduras", None),
])
def test_born_here_said_for_in_state_tuition_is_a_yes_read_back(lang, said, want):
    """A fact told instead of yes (dev5's class): born in Maryland is read back as a yes to
    in-state tuition (it follows where one lives, so it is asked about); born elsewhere says
    nothing about it and nothing is kept."""
    turn = converse(TO_RESULT[lang][:4] + [said], lang)
    if want is None:
        assert "in_state_tuition" not in turn.conversation.pending and "in_state_tuition" not in turn.answers
    else:
        assert turn.conversation.pending.get("in_state_tuition") == {"in_state_tuition": want}, turn.reply


def test_an_answer_is_said_back_by_its_own_name():
    """A helper's finding: a birth year was read back as "Other aid: 2008" (the page's name)."""
    from screener.chat.engine import field_name
    from screener.flow import load_flow

    flow = load_flow()
    assert field_name(flow.question("birth_year"), "birth_year") == "Year you were born"
    assert field_name(flow.question("agi"), "agi") == "Household income (AGI)"
    assert field_name(flow.question("household"), "household_size") == "People in household"
    assert field_name(flow.question("high_school"), "high_school") == "High school"


@pytest.mark.parametrize("lang,said,credits,read_back", [
    ("en", "6 credits", 6, False), ("es", "6 créditos", 6, False), ("en", "full time", 12, True),
])
def test_the_credits_alone_at_the_program_question_are_kept(lang, said, credits, read_back):
    """A newcomer's finding: "6 credits" while the program and its credits were asked was lost
    (the program's "which kind?" came back and the credits were asked again later). The credits
    are taken ("full time" read back as 12); the program is asked only if still needed."""
    turn = converse(TO_RESULT[lang][:5] + [said], lang)
    if read_back:
        assert turn.conversation.pending.get("credits_per_semester") == {"credits_per_semester": credits}, turn.reply
    else:
        assert turn.answers.get("credits_per_semester") == credits, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I want to get my associates then transfer for a bachelors"),
    ("es", "quiero sacar mi asociado y luego transferirme para la licenciatura"),
])
def test_a_degree_wanted_is_no_degree_held(lang, said):
    """A newcomer's finding: a plan ("I want to get my associates then transfer") was read back
    as a degree already earned, and one "yes" ruled the student out."""
    turn = converse(TO_RESULT[lang][:1] + [said], lang)
    held = turn.answers.get("prior_degree") or turn.conversation.pending.get("prior_degree", {}).get("prior_degree")
    assert held in (None, "none"), turn.reply


# To a result that offers the household's size (two parents, their number not said).
NO_SIZE = {lang: [("two parents" if lang == "en" else "dos padres") if m in ("me and my mom", "mi mamá y yo") else m
                  for m in TO_RESULT[lang]] for lang in TO_RESULT}


@pytest.mark.parametrize("lang,said", [("en", "actually my mom makes 120k"), ("es", "en realidad mi mamá gana 120 mil")])
def test_an_income_correction_after_the_result_is_no_household_size(lang, said):
    """A second newcomer's finding: after a result that offered the household's size, "actually
    my mom makes 120k" was kept at once as "People in household: 2" and the correction lost."""
    turn = converse(NO_SIZE[lang] + [said], lang)
    assert "household_size" not in turn.answers
    # (two parents at home: one parent's pay is no household total, fe2; the total is asked)
    assert turn.conversation.pending.get("agi") != {"agi": 120000} and turn.answers.get("agi") != 120000, turn.reply
    assert ("total income" if lang == "en" else "ingreso total") in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,size", [("en", "4", 4), ("en", "4 people", 4), ("es", "somos 5", 5)])
def test_a_size_after_the_result_is_still_taken(lang, said, size):
    turn = converse(NO_SIZE[lang] + [said], lang)
    assert turn.answers.get("household_size") == size, turn.reply


@pytest.mark.parametrize("lang,month", [("en", "june 2027"), ("es", "junio 2027")])
def test_the_month_alone_at_the_high_school_question_is_the_graduation_month(lang, month):
    """A second newcomer's finding: the high school and its month are asked together, and the
    month typed alone got "Sorry, I didn't understand that"; it is read back, then the high
    school asked again."""
    turn = converse(TO_RESULT[lang][:2] + [month], lang)
    assert turn.conversation.pending.get("hs_completion_date") == {"hs_completion_date": "2027-06"}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers.get("hs_completion_date") == "2027-06" and turn.expecting == "high_school", turn.reply


# An aside about where a parent lives, said at a question that isn't about a place (the household):
# not "what counts is where you live", and never the same question a third time (it looped).
@pytest.mark.parametrize("lang,aside", [
    ("en", "her dad lives in Virginia"),
    ("es", "su papa vive en Virginia"),
])
def test_an_aside_at_another_question_is_asked_at_most_twice(lang, aside):
    turn = converse(TO_RESULT[lang][:7], lang)
    assert turn.expecting == "household", turn.reply
    expecting = []
    for _ in range(3):
        turn = respond(turn.conversation, aside, lang, TODAY)
        expecting.append(turn.expecting)
        assert "where you live" not in turn.reply and "dónde vives" not in turn.reply, turn.reply
        assert not turn.conversation.pending, turn.reply
    assert expecting[0] == "household" and expecting[2] != "household", expecting


# "Does my GPA matter?" from a student out of high school 5 or more years is answered with the
# waiver that applies to them (the engine's GPA check rests on §18-3603(c)(3)), not the 2.3 minimum.
@pytest.mark.parametrize("lang,question", [("en", "does my gpa even matter?"), ("es", "¿importa mi promedio?")])
def test_a_gpa_question_is_answered_as_it_applies_to_the_student(lang, question):
    start = {"en": ["first time", "none", "maryland june 2012", "20715"],
             "es": ["primera vez", "ninguno", "maryland junio 2012", "20715"]}[lang]
    turn = converse(start, lang)
    assert turn.answers.get("hs_completion_date") == "2012-06", turn.reply
    turn = respond(turn.conversation, question, lang, TODAY)
    assert turn.faq == "gpa_waiver", (turn.faq, turn.reply)
    recent = respond(converse(TO_RESULT[lang][:4], lang).conversation, question, lang, TODAY)
    assert recent.faq == "gpa_minimum", (recent.faq, recent.reply)
