"""How the chat reads choices from students' own words (screener/chat/understand.py, places.py),
one row per failure class found on text the parser was not written against (issue #8), in both
languages. Each row: the question pending, the language, the message, and either the answers
kept after the student's "yes" (``READ_BACK``: only after one) or ``ASKED`` (nothing kept, and
nothing read back: the question is asked again)."""
import pytest

from screener.chat.places import foreign_place
from screener.chat.places import moving
from screener.chat.places import town_elsewhere
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import confirmed
from test_understand import say


CASES = [
    # county: a town with another state's letters, the capital (never Washington County), a move to come
    ("county", "en", "Arlington VA", {"county": "outside-md"}, READ_BACK),
    ("county", "es", "vivo en York, PA", {"county": "outside-md"}, READ_BACK),
    ("county", "es", "en Washington DC", {"county": "outside-md"}, READ_BACK),
    ("county", "en", "washington d.c.", {"county": "outside-md"}, READ_BACK),
    ("county", "en", "Washington County", {"county": "washington"}, None),
    ("county", "en", "we live in Virginia now but we're moving to Maryland next month", ASKED, None),
    ("county", "es", "vivimos en DC pero nos vamos a mudar a Maryland en el verano", ASKED, None),
    ("county", "en", "I work in Alexandria VA but live in Bowie", {"county": "prince-georges"}, READ_BACK),
    ("applicant_type", "en", "hi i stay in Bowie with my grandma, senior at Bowie High",
     {"applicant_type": "new", "county": "prince-georges", "high_school": "maryland", "college": "prince-georges",
      "prior_degree": "none", "hs_completion_date": "2027-06"}, None),  # a senior: no degree, June (listed, kept: 2026-12-04)
    # household: "married" said of the parents; a parent abroad with a step-parent at home
    ("household", "en", "both my parents, they are married", {"household": "two_parent"}, None),
    ("household", "es", "con mis papás, están casados", {"household": "two_parent"}, None),
    ("household", "en", "my mom and my stepdad, my real dad is in Mexico", ASKED, None),
    ("household", "es", "mi mamá y mi padrastro, mi papá se quedó en Guatemala", ASKED, None),
    ("household_size", "es", "mi esposa, yo y los 3 niños", {"household_size": 5, "household": "married"}, READ_BACK),
    ("household_size", "en", "me, my husband and our 2 kiddos", {"household_size": 4, "household": "married"}, READ_BACK),
    ("household", "es", "vivo sola con mis 2 hijos", {"household": "single_parent", "household_size": 3}, None),
    ("household", "en", "just me and my son", {"household": "single_parent", "household_size": 2}, None),
    # Spanish "son" is "they are", not a son: "mi mamá y yo, son 2" is two people
    ("household", "es", "mi mamá y yo, son 2", {"household": "single_parent", "household_size": 2}, None),
    # applicant type: renewing said other ways; a senior (or a parent's child) is new
    ("applicant_type", "en", "i already have it, this is my third year", {"applicant_type": "renewal"}, None),  # said plainly first
    ("applicant_type", "es", "ya la recibo, voy en mi segundo año", {"applicant_type": "renewal"}, None),
    ("applicant_type", "en", "im in my second year of high school", {"applicant_type": "new"}, None),
    ("applicant_type", "es", "mi hijo está en el último año de la prepa",
     {"applicant_type": "new", "prior_degree": "none", "hs_completion_date": "2027-06"}, None),  # a senior's inferences, listed
    ("applicant_type", "en", "my daughter graduates from high school in june",
     {"applicant_type": "new", "hs_completion_date": "2027-06", "prior_degree": "none"},
     READ_BACK),  # the June coming, read back (issue #8: every fact in the message is taken; fix47g: in high school
    # now, no degree yet, kept and listed as for a senior, not asked)
    # prior degree: begun but not finished; a certificate or license is no degree; no college or county from it
    ("prior_degree", "en", "about half way through my associates at PGCC, never finished it", {"prior_degree": "none"}, READ_BACK),
    ("prior_degree", "es", "empecé el associate pero no lo he terminado", {"prior_degree": "none"}, READ_BACK),
    ("prior_degree", "en", "just a CNA certificate", {"prior_degree": "none"}, None),
    ("prior_degree", "es", "solo una licencia de cosmetología", {"prior_degree": "none"}, None),
    ("prior_degree", "en", "a bachelors in biology from salisbury", {"prior_degree": "bachelor"}, READ_BACK),
    # program: noncredit said other ways; credit or noncredit not known
    ("program", "es", "cursos de no crédito para la licencia de barbero", {"program": "licensure_noncredit"}, READ_BACK),
    ("program", "en", "non credit classes for my real estate license", {"program": "licensure_noncredit"}, None),
    ("program", "en", "welding, not sure if its credit or non-credit", ASKED, None),
    ("program", "es", "plomería, no sé si es con créditos o sin créditos", ASKED, None),
    ("program", "en", "nursing", ASKED, None),
    ("program", "es", "administración de empresas", ASKED, None),
    # already at a community college: dual enrollment and classes left behind are asked back, no college kept
    ("enrolled_at_md_community_college", "en", "I took dual enrollment classes at Montgomery College", ASKED, None),
    ("enrolled_at_md_community_college", "es", "hice doble inscripción en PGCC en la prepa", ASKED, None),
    ("enrolled_at_md_community_college", "en", "i took 2 classes at CCBC in 2019 but dropped them", ASKED, None),
    # other aid: a full ride is yes (read back), a small amount is no
    ("full_cost_scholarship", "en", "yeah a full ride, pays for everything", {"full_cost_scholarship": True}, READ_BACK),
    ("full_cost_scholarship", "es", "tengo beca completa, me pagan todo", {"full_cost_scholarship": True}, READ_BACK),
    ("full_cost_scholarship", "en", "only $750 from the rotary club", {"full_cost_scholarship": False}, READ_BACK),
    ("full_cost_scholarship", "es", "nomás 400 dólares de la iglesia", {"full_cost_scholarship": False}, READ_BACK),
    ("full_cost_scholarship", "en", "pell covers everything for tuition", {"full_cost_scholarship": False}, READ_BACK),
    ("full_cost_scholarship", "es", "el pell me cubre la matrícula", {"full_cost_scholarship": False}, READ_BACK),
    ("full_cost_scholarship", "es", "me dan pell y una beca chiquita", {"full_cost_scholarship": False}, READ_BACK),
    # aid application: no FAFSA possible is the One-App, never "none"
    ("aid_application", "en", "i can't do the fafsa, i don't have an ssn", {"aid_application": "one_app"}, READ_BACK),
    ("aid_application", "es", "no puedo, no tengo seguro social", {"aid_application": "one_app"}, None),
    ("aid_application", "en", "i filed it already", ASKED, None),
    ("aid_application", "es", "ya la mandé", ASKED, None),
    # renewal: probation denied or over is good standing (never a "no" from the word)
    ("satisfactory_progress", "en", "i was on probation last year but not anymore", {"satisfactory_progress": True}, READ_BACK),
    ("satisfactory_progress", "es", "no estoy en probatoria", {"satisfactory_progress": True}, READ_BACK),
    ("satisfactory_progress", "es", "no, estoy en probatoria", {"satisfactory_progress": False}, READ_BACK),
    ("satisfactory_progress", "en", "no im on probation", {"satisfactory_progress": False}, READ_BACK),
    ("satisfactory_progress", "es", "no he reprobado nada", {"satisfactory_progress": True}, READ_BACK),
    ("satisfactory_progress", "en", "i didnt fail anything", {"satisfactory_progress": True}, READ_BACK),
    ("satisfactory_progress", "en", "no, i failed 2 classes", {"satisfactory_progress": False}, READ_BACK),
    # a yes that names aid, not its being the full cost, is asked
    ("full_cost_scholarship", "es", "sí, tengo una beca", ASKED, None),
    ("full_cost_scholarship", "en", "yes, pell", ASKED, None),
    # a GED under way: where is asked; "here" is Maryland
    ("high_school", "es", "no terminé, pero estoy haciendo el GED", ASKED, None),
    ("high_school", "en", "im working on my GED", ASKED, None),
    ("high_school", "es", "bachillerato en Honduras pero aquí saqué el GED", {"high_school": "maryland_ged"}, READ_BACK),
    # high school: a Maryland GED after a diploma abroad; countries from CLDR's names
    ("high_school", "es", "terminé la prepa en Honduras y después saqué el GED en Silver Spring", {"high_school": "maryland_ged"}, READ_BACK),
    ("high_school", "en", "finished school in Sierra Leone", {"high_school": "other"}, READ_BACK),
    ("high_school", "en", "graduated from a school in PA", {"high_school": "other"}, READ_BACK),
    ("high_school", "es", "me gradué de una prepa en VA", {"high_school": "other"}, READ_BACK),
    ("high_school", "en", "i dropped out in 10th grade", {"high_school": "none"}, READ_BACK),
    # in-state tuition: no papers is no "no" (the Dream Act): asked back
    ("in_state_tuition", "es", "no tengo papeles", ASKED, None),
    ("in_state_tuition", "en", "no, im undocumented", ASKED, None),
    # household: roommates are one's own household; married but separated is asked
    ("household", "en", "I'm 25 and live with roommates", {"household": "single"}, None),
    ("household", "es", "rento un cuarto con unos amigos", {"household": "single"}, None),
    ("household", "en", "married but separated", ASKED, None),
    # prior degree: left college, or a relative's degree and "not me"
    ("prior_degree", "en", "I went to college for a year but left", {"prior_degree": "none"}, READ_BACK),
    ("prior_degree", "es", "estudié un año de universidad pero lo dejé", {"prior_degree": "none"}, READ_BACK),
    ("prior_degree", "en", "my mom has a bachelors but i dont", {"prior_degree": "none"}, READ_BACK),
    ("prior_degree", "es", "mi papá tiene licenciatura pero yo no", {"prior_degree": "none"}, READ_BACK),
    ("prior_degree", "en", "my sister started college but left", ASKED, None),
    # high school: texting reactions and "my school" name no school; a place outside Maryland
    # said of the school beats a label's words ("GED in DC" ~ "A GED in Maryland"), and where one
    # lives now is not where the school is (a newcomer's findings)
    ("high_school", "en", "lmao", ASKED, None),
    ("high_school", "en", "wdym", ASKED, None),
    ("high_school", "es", "jajaja", ASKED, None),
    ("high_school", "en", "my school", ASKED, None),
    ("high_school", "es", "en mi escuela", ASKED, None),
    ("high_school", "en", "im not done with hs yet", ASKED, None),
    ("high_school", "en", "got my GED in DC", {"high_school": "other"}, READ_BACK),
    ("high_school", "en", "went to high school in Virginia, I live in MD now", {"high_school": "other"}, READ_BACK),
    ("high_school", "es", "terminé la prepa en Virginia pero ahora vivo en Maryland", {"high_school": "other"}, READ_BACK),
    ("high_school", "en", "a high school in Montgomery County", {"high_school": "maryland"}, None),
    # college: a college's own initials decide between the Baltimores
    ("college", "es", "el community college de baltimore, el CCBC", {"college": "baltimore-county"}, None),
    ("college", "en", "the baltimore community college, BCCC", {"college": "baltimore-city"}, None),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_choice_words(expecting, lang, text, want, how):
    check_reading(*say(expecting, text, lang), want, how)


@pytest.mark.parametrize("expecting,lang,text", [
    ("program_offered_locally", "en", "no, AACC doesnt offer it"), ("program_offered_locally", "es", "no, PGCC no tiene ese programa"),
    ("program", "en", "nursing, but howard cc doesnt have it"), ("program", "es", "enfermería, pero el PGCC no la ofrece"),
])
def test_a_college_said_not_to_offer_the_program_is_not_the_students(expecting, lang, text):
    turn, got = say(expecting, text, lang)
    assert "college" not in got and "• College" not in turn.reply, (got, turn.reply)


@pytest.mark.parametrize("text,outside", [
    ("Arlington VA", True), ("Wilmington, DE", True), ("York PA", True), ("Bowie MD", False), ("mi hija va", False),
    ("Laurel", False), ("la plata de maryland", False),
])
def test_a_town_with_another_states_letters_is_outside_maryland(text, outside):
    assert town_elsewhere(text) is outside


@pytest.mark.parametrize("text,outside", [
    ("Honduras", True), ("Sierra Leona", True), ("Etiopía", True), ("Columbia", False), ("Bowie", False),
    ("Estados Unidos", False), ("my friend Chad", False),
])
def test_countries_come_from_cldr_in_both_languages(text, outside):
    assert foreign_place(text) is outside


@pytest.mark.parametrize("text,move", [
    ("moving to Maryland in the summer", True), ("nos vamos a mudar a Maryland pronto", True),
    ("we moved from Texas to Gaithersburg", False), ("nos mudamos de Texas a Rockville", False),
])
def test_a_move_to_come_is_not_a_move_made(text, move):
    assert moving(text) is move


# Asides: what a relative has, does or where they live, where one was born or lived before.
# Whatever question is pending, none of it is stored or read back as the student's answer.
ASIDES = [
    ("en", "my mom has a bachelors degree"), ("es", "mi mamá tiene licenciatura"),
    ("en", "my older brother already has his associates"), ("es", "mi hermano mayor ya tiene su associate"),
    ("en", "my parents are from El Salvador"), ("es", "mis papás son de El Salvador"),
    ("en", "I used to live in Virginia"), ("es", "antes vivía en Virginia"),
    ("en", "we lived in DC until last year"), ("es", "vivimos en DC hasta el año pasado"),
    ("en", "I grew up in New York"), ("es", "crecí en Nueva York"),
    ("en", "my dad is in Mexico"), ("es", "mi papá está en México"),
]
ASIDE_QUESTIONS = ("applicant_type", "prior_degree", "high_school", "county", "program", "household", "household_size")


@pytest.mark.parametrize("lang,text", ASIDES)
@pytest.mark.parametrize("expecting", ASIDE_QUESTIONS)
def test_asides_are_no_answers(expecting, lang, text):
    turn, got = say(expecting, text, lang)
    assert expecting not in got and expecting not in (turn.conversation.pending or {}), (got, turn.reply)
    assert got.get("county") != "outside-md" and got.get("high_school") != "other", (got, turn.reply)


@pytest.mark.parametrize("text,lang,income", [
    ("mi papá vive en DC y gana 90 mil, mi mamá gana 40 mil", "es", 40000),
    ("my dad lives in Virginia and makes 80k but my mom makes 45k", "en", 45000),
])
def test_an_absent_parents_income_is_an_aside(text, lang, income):
    turn, got = say("agi", text, lang)
    assert got.get("agi") == income, (got, turn.reply)


@pytest.mark.parametrize("text,lang,value", [
    ("i had a baby in march", "en", "true"), ("I was really sick in the spring", "en", "true"),
    ("tuve un bebé", "es", "true"), ("estuve enferma casi todo el semestre", "es", "true"),
    ("nothing like that", "en", "false"), ("no, nada de eso", "es", "false"),
])
def test_life_events_are_extenuating_circumstances(text, lang, value):
    from screener.chat.understand import read
    from screener.flow import State
    from screener.flow import load_flow
    from test_understand import TODAY

    reading = read(load_flow().question("extenuating_circumstances"), text, lang, State({}), TODAY)
    assert reading.form == {"extenuating_circumstances": value}


@pytest.mark.parametrize("expecting,lang,text", [
    ("hs_gpa", "es", "no me acuerdo"), ("hs_gpa", "en", "i forgot"), ("agi", "es", "se me olvidó"),
    ("in_state_tuition", "en", "dont remember"), ("high_school", "es", "no recuerdo"),
])
def test_not_remembering_is_not_knowing_never_a_no(expecting, lang, text):
    turn, got = say(expecting, text, lang)
    assert expecting not in got or got[expecting] == "unsure", (got, turn.reply)
    assert not confirmed(turn) and "not a yes or no" not in turn.reply and "no un “sí”" not in turn.reply


@pytest.mark.parametrize("lang,text", [
    ("es", "solo en montgomery lo tienen"), ("es", "el programa solo existe en Montgomery College"),
    ("en", "only montgomery college has it"), ("en", "the program is only at MC"),
])
def test_another_college_alone_having_the_program_means_the_home_college_does_not(lang, text):
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.flow import State
    from test_understand import TODAY
    from test_understand import before

    answers, seen = before("program")
    answers = {**answers, "college": "montgomery", "program": "associate"}  # Howard County, at Montgomery College
    turn = respond(Conversation(State(answers, seen, lang), "program_offered_locally"), text, lang, TODAY)
    assert turn.conversation.pending.get("program_offered_locally") == {"program_offered_locally": False}, turn.reply


@pytest.mark.parametrize("text,said", [
    ("bet", True), ("fs", True), ("siii", True), ("a huevo", True), ("de una", True), ("sale", True), ("pues si", True),
    ("nooo", False), ("mmm no", False), ("well no", False), ("nel pastel", False),
    ("no me acuerdo", None), ("no, es 52k", None), ("hmm", None),
])
def test_yes_and_no_slang_when_a_value_is_read_back(text, said):
    from screener.chat.understand import confirmation

    assert confirmation(text) is said
