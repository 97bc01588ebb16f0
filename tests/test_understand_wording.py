"""Classes of misreading found on a second tuning set written by a fifth author (issue #8):
a value taken back after a short clause, a month taken back without its year, a count
restated ("somos cinco, bueno seis") or restated only some of the time ("well 6 when my brother
is home"), ... One table per class, both languages, labelled as tests/chat/README.md labels the
evaluation sets and graded by the bench's own function (:func:`bench.chat.parse_item`). The
wording here is our own, not the evaluation sets'."""
import pytest

from screener.chat import understand
from support import ASK
from support import SAYS_DONT_KNOW
from support import answer
from support import confirm
from support import graded


# --- a value taken back, with a few words between it and the one meant ---------------------------

TAKEN_BACK_AFTER_A_CLAUSE = [
    ("zip", "20850 wait, that was the old apartment, now it's 20852", "en", answer(zip="20852")),
    ("hs_gpa", "3.1 sorry that one was my brother's, mine is 3.4", "en", answer(hs_gpa=3.4)),
    ("zip", "21201, no perdon, esa es la del trabajo, la nuestra es 21218", "es", answer(zip="21218")),
    ("credits_per_semester", "15, perdon, eso era el año pasado, ahora son 12", "es", answer(credits_per_semester=12)),
]


@pytest.mark.parametrize("expecting,text,lang,expect", TAKEN_BACK_AFTER_A_CLAUSE)
def test_a_value_taken_back_after_a_short_clause(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


MONTH_TAKEN_BACK = [
    ("hs_completion_date", "got my diploma in may of 2016, wait no, it was june", "en", answer(hs_completion_date="2016-06")),
    ("hs_completion_date", "termine en mayo del 2015, perdon, en junio", "es", answer(hs_completion_date="2015-06")),
]


@pytest.mark.parametrize("expecting,text,lang,expect", MONTH_TAKEN_BACK)
def test_a_month_taken_back_keeps_its_year(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- a count restated at once, or restated only some of the time ----------------------------------

RESTATED_COUNT = [
    ("household_size", "4, well 5 counting my grandma who moved in", "en", answer(household_size=5)),
    ("household_size", "somos cuatro, bueno cinco con mi abuela", "es", answer(household_size=5)),
    ("household_size", "3 of us, well 4 when my sister is back from college", "en", ASK),
    ("household_size", "somos tres, bueno cuatro cuando viene mi hermano", "es", ASK),
]


@pytest.mark.parametrize("expecting,text,lang,expect", RESTATED_COUNT)
def test_a_count_restated_at_once_or_only_some_of_the_time(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- a value the student says they doubt: asked again, nothing stored -----------------------------

DOUBTED = [
    ("program", "haven't decided yet, maybe nursing? is that an associate's or a certificate", "en", ASK),
    ("high_school", "a high school around here, not sure if it was in Maryland or in DC", "en", ASK),
    ("high_school", "una escuela de por aqui, no se si era de maryland o de virginia", "es", ASK),
    ("dream_act", "I think so, I have DACA but I'm not sure if that counts", "en", ASK),
    ("dream_act", "creo que si, tengo daca pero no se si eso cuenta", "es", ASK),
    ("satisfactory_progress", "mmm no se, nadie me ha dicho nada malo", "es", SAYS_DONT_KNOW),
    ("satisfactory_progress", "um not sure, nobody said anything bad", "en", SAYS_DONT_KNOW),
    ("cc_gpa", "no me acuerdo, 2 algo", "es", ASK),
    # the doubt is about something else: the value said before it stands
    ("college", "Montgomery College, not sure if Rockville or Germantown", "en", answer(college="montgomery")),
    ("college", "montgomery college pero no se si rockville o germantown", "es", answer(college="montgomery")),
]


@pytest.mark.parametrize("expecting,text,lang,expect", DOUBTED)
def test_a_value_the_student_doubts_is_asked_again(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- other people in the message: their college, "told us", "no kids" ----------------------------

OTHER_PEOPLE = [
    ("enrolled_at_md_community_college", "not yet, I start in january. my cousin goes to Montgomery College tho", "en",
     answer(enrolled_at_md_community_college=False)),
    ("enrolled_at_md_community_college", "todavia no, empiezo en enero. mi prima esta en Montgomery College", "es",
     answer(enrolled_at_md_community_college=False)),
    ("satisfactory_progress", "this is his mom. yes he is doing fine, the counselor told us last week", "en",
     answer(satisfactory_progress=True)),
    ("household", "my wife and me, no kids", "en", answer(household="married", household_size=2)),
    ("household", "mi esposo y yo, todavia no tenemos hijos", "es", answer(household="married", household_size=2)),
]


@pytest.mark.parametrize("expecting,text,lang,expect", OTHER_PEOPLE)
def test_other_peoples_facts_are_not_the_students(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


NO_OTHER_AID = [
    ("aid_application", "yes I did the FAFSA already, and no I don't get any other scholarships", "en",
     answer(aid_application="fafsa", full_cost_scholarship=False)),
    ("aid_application", "si ya hice la fafsa, y no tengo otras becas", "es",
     answer(aid_application="fafsa", full_cost_scholarship=False)),
]


@pytest.mark.parametrize("expecting,text,lang,expect", NO_OTHER_AID)
def test_no_other_scholarship_said_beside_another_answer_is_taken(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- full-time or part-time when first enrolled -----------------------------------------------------

ENROLLMENT_STATUS = [
    ("enrollment_status", "part time at first, then full time since last spring", "en", answer(enrollment_status="part_time")),
    ("enrollment_status", "al principio medio tiempo, pero ahora voy tiempo completo", "es", answer(enrollment_status="part_time")),
    ("enrollment_status", "15 credits", "en", confirm(enrollment_status="full_time")),
    ("enrollment_status", "9 creditos", "es", confirm(enrollment_status="part_time")),
    ("enrollment_status", "parcial, porque trabajo de noche", "es", answer(enrollment_status="part_time")),
]


@pytest.mark.parametrize("expecting,text,lang,expect", ENROLLMENT_STATUS)
def test_enrollment_status_is_the_first_one_and_credits_are_read_back(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- an answer first, then why: not a question -----------------------------------------------------

ANSWER_THEN_WHY = [
    ("aid_application", "nope we won't file it, my mom doesn't want to share our info", "en", confirm(aid_application="none")),
    ("aid_application", "no, no la vamos a llenar, mi papa no quiere", "es", confirm(aid_application="none")),
    ("credits_completed_last_semester", "none, I withdrew from everything because of work", "en",
     confirm(credits_completed_last_semester=0)),
    ("credits_completed_last_semester", "ninguna, las deje todas", "es", confirm(credits_completed_last_semester=0)),
]


@pytest.mark.parametrize("expecting,text,lang,expect", ANSWER_THEN_WHY)
def test_an_answer_then_the_reason_is_read_as_the_answer(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- a school named beside another answer; a town in a college's name ------------------------------

SCHOOL_BESIDE = [
    ("prior_degree", "no degree, I graduated from Northwood High in June 2019, did a semester at UMBC and left", "en",
     answer(prior_degree="none", high_school="maryland", hs_completion_date="2019-06")),
    ("prior_degree", "ninguno, nomas la prepa, me gradue de Blair High en junio del 2020", "es",
     answer(prior_degree="none", high_school="maryland", hs_completion_date="2020-06")),
    ("college", "I want to go to the university of maryland in college park", "en", ASK),
    ("college", "quiero ir a la universidad de towson en towson", "es", ASK),
]


@pytest.mark.parametrize("expecting,text,lang,expect", SCHOOL_BESIDE)
def test_a_school_named_beside_another_answer(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- family words: Caribbean parents, a parent left behind, income "between the two" --------------

FAMILY = [
    ("household", "mi mai y yo nada mas, mi pai se quedo en Puerto Plata", "es", answer(household="single_parent",
                                                                                       household_size=2)),
    ("household", "just my mom and me, my dad stayed in Ohio", "en", answer(household="single_parent", household_size=2)),
    # (a spouse named beside the writer as an earner in an income answer restates a household of
    # one parent: married, read back; class, dev13)
    ("agi", "setenta mil entre los dos, mi esposa y yo", "es", answer(agi=70000, household="married")),
    ("agi", "about 70k between the two of us, my wife and me", "en", answer(agi=70000, household="married")),
]


@pytest.mark.parametrize("expecting,text,lang,expect", FAMILY)
def test_family_words(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- double negatives and "on track" ----------------------------------------------------------------

ON_TRACK = [
    ("satisfactory_progress", "not not on track, I'm good", "en", answer(satisfactory_progress=True)),
    ("satisfactory_progress", "yeah I'm on track", "en", answer(satisfactory_progress=True)),
    ("satisfactory_progress", "si, voy al dia con todo", "es", answer(satisfactory_progress=True)),
    ("satisfactory_progress", "no, estoy atrasado", "es", confirm(satisfactory_progress=False)),
]


@pytest.mark.parametrize("expecting,text,lang,expect", ON_TRACK)
def test_on_track_and_double_negatives(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- credits said in words beside a count of classes; the student's own word "certificate";
# --- two colleges named by their counties ------------------------------------------------------------

WORDS_THE_STUDENT_USED = [
    ("credits_completed_last_semester", "last semester I finished nine credits, it was 3 classes", "en",
     answer(credits_completed_last_semester=9)),
    ("credits_completed_last_semester", "termine nueve creditos, eran 3 clases", "es", answer(credits_completed_last_semester=9)),
    ("program", "a noncredit CDL class, they give you a certificate when you finish", "en",
     answer(program="noncredit_vocational_certificate")),
    ("program", "un curso sin creditos de CDL, te dan un certificado al final", "es",
     answer(program="noncredit_vocational_certificate")),
    ("college", "either Frederick or Carroll, I haven't picked", "en", ASK),
    ("college", "Frederick o Carroll, todavia no se", "es", ASK),
]


@pytest.mark.parametrize("expecting,text,lang,expect", WORDS_THE_STUDENT_USED)
def test_the_students_own_words_decide(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# A "yes" said first with a remark that changes nothing is a yes at a read-back; a "but", a
# number, a doubt or a question after it is not (the message is read afresh).
CONFIRMED_FIRST = [
    ("yes, that's what it says on her tax return", True),
    ("yeah that's all correct thank you", True),
    ("sí, así lo tiene la escuela", True),
    ("claro, eso es lo que dice el papel", True),
    ("yes but it's 52k now", False),
    ("yes, 52k", False),
    ("sí, pero no estoy segura", False),
    ("yes?", False),
    ("eso es de mi hermano", False),
    ("ok what's next", False),
]


@pytest.mark.parametrize("text,want", CONFIRMED_FIRST)
def test_a_yes_said_first_with_a_remark(text, want):
    assert understand.confirmed_first(text) is want
