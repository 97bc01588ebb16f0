"""Classes of fix31c (who is writing, and for whom). Someone writing for the student (a parent,
grandparent, guardian or older sibling) is asked about the student in the third person, the flag
carried in the chat token; see each section for the others. The wording is ours."""
import datetime as dt

import pytest

from screener.chat import session
from screener.chat.engine import respond
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)
SECRET = "test-secret-fix31c"


def _through_token(turn, message, lang):
    """Send ``message`` after ``turn``, the conversation written to a token and read back first."""
    conv = session.loads(session.dumps(turn.conversation, SECRET), SECRET, None, DAY)
    return respond(conv, message, lang, DAY)


@pytest.mark.parametrize("lang,opening,answers,student,you", [
    ("en", "I'm asking for my daughter, she's a senior at Westlake High", ("20601", "Charles"), "your child", "do you live"),  # (fix48d: a parent hears "your child")
    ("en", "I'm her grandma, she is a senior at Northwood High", ("20601",), "the student", "do you live"),
    ("en", "I'm his big sister, he's a senior at Northwood High", ("20601",), "the student", "do you live"),
    ("es", "Pregunto por mi hija, está en el último año en Westlake High", ("20601", "Charles"), "tu hijo o hija", "vives"),  # (fix48d)
    ("es", "soy la abuela de Sofía, está en el último año en Westlake High", ("20601",), "el estudiante", "vives"),
])
def test_someone_writing_for_the_student_is_asked_of_the_student(lang, opening, answers, student, you):
    turn = talk(lang, opening)
    assert turn.conversation.for_student, turn.reply
    assert student in turn.reply.lower(), turn.reply
    for a in answers:
        turn = _through_token(turn, a, lang)
        assert turn.conversation.for_student, turn.reply
        if turn.expecting is not None:
            assert student in turn.reply.lower() and you not in turn.reply.lower(), turn.reply


@pytest.mark.parametrize("lang,text,question", [
    ("en", "I'm 18 and a senior at Westlake High", "What is your home ZIP code?"),
    ("es", "tengo 18 años y estoy en el último año en Westlake High", "¿Cuál es el código postal (ZIP) de tu casa?"),
])
def test_a_student_is_still_asked_as_you(lang, text, question):
    turn = talk(lang, text)
    assert not turn.conversation.for_student
    assert question in turn.reply, turn.reply


@pytest.mark.parametrize("lang,label", [
    ("en", "Your child lives with one parent"),  # (fix48d: a parent hears "your child")
    ("es", "Tu hijo o hija vive con un solo padre o madre"),  # (fix48d)
])
def test_the_household_choices_read_back_of_the_student(lang, label):
    turn = talk(lang, "I'm asking for my son" if lang == "en" else "pregunto por mi hijo")
    turn = then(turn, "it's just me and him, I'm a single mom" if lang == "en" else "somos solo él y yo, soy mamá soltera", lang)
    assert label in turn.reply, turn.reply


# --- 2: "im a single dad": a parent writing, or a student who is a parent: asked, nothing kept ---

@pytest.mark.parametrize("lang,text,child,household", [
    ("en", "im a single dad", "for my son", "Your child lives with one parent"),  # (fix48d: a parent hears "your child")
    ("en", "I'm a single mother", "for myself", "I live with one parent"),
    ("es", "soy papá soltero", "para mi hija", "Tu hijo o hija vive con un solo padre o madre"),  # (fix48d)
    ("es", "soy madre soltera", "para mí", "Vivo con un solo padre o madre"),
])
def test_a_single_parent_is_asked_whom_it_is_for(lang, text, child, household):
    turn = talk(lang, "first time" if lang == "en" else "primera vez", text)
    assert "household" not in proposed(turn) and "household" not in turn.answers, turn.reply
    assert turn.conversation.follow_up.get("k") == "who", turn.reply
    turn = _through_token(turn, child, lang)
    assert proposed(turn).get("household") == "single_parent", turn.reply
    assert household in turn.reply, turn.reply
    assert turn.conversation.for_student == (household.startswith(("Your child", "Tu hijo o hija"))), turn.reply


def test_a_parent_said_writing_is_not_asked_whom_it_is_for():
    turn = talk("en", "I'm a single mom and my daughter is a senior at Westlake High")
    assert turn.conversation.follow_up.get("k") != "who", turn.reply


@pytest.mark.parametrize("lang,text", [("en", "im a single mom, just me and her"), ("es", "soy madre soltera, somos ella y yo")])
def test_a_single_parent_at_the_household_question_is_its_answer(lang, text):
    from support import waiting
    turn = waiting({"applicant_type": "new"}, "household", text, lang)
    assert turn.conversation.follow_up.get("k") != "who", turn.reply
    assert (turn.answers.get("household") or proposed(turn).get("household")) == "single_parent", turn.reply


# --- 3: "we are on SSI": the family's, never the student's own; the student's asked ---

@pytest.mark.parametrize("lang,text,answer,value", [
    ("en", "we are on SSI", "yes", True),
    ("en", "we get SSDI", "no", False),
    ("es", "recibimos SSI", "sí", True),
    ("es", "mi familia recibe SSI", "no", False),
])
def test_we_get_ssi_is_asked_of_the_student(lang, text, answer, value):
    turn = talk(lang, "first time" if lang == "en" else "primera vez", text)
    assert "ssi_ssdi" not in turn.answers and not any("ssi_ssdi" in u for u in turn.conversation.pending.values()), turn.reply
    assert "SSI" in turn.reply and turn.conversation.follow_up.get("k") == "ssi", turn.reply
    turn = _through_token(turn, answer, lang)
    assert "ssi_ssdi" not in turn.answers, turn.reply  # read back first
    assert any(u.get("ssi_ssdi") is value for u in turn.conversation.pending.values()), turn.reply


def test_the_students_own_ssi_is_still_read():
    turn = talk("en", "first time", "I get SSI")
    assert any(u.get("ssi_ssdi") is True for u in turn.conversation.pending.values()), turn.reply


def test_a_parent_writing_is_asked_of_the_student_ssi():
    turn = talk("en", "I'm asking for my son", "we are on SSI")
    assert "Does your child get SSI" in turn.reply, turn.reply  # (fix48d: a parent hears "your child")


# --- 4: a certificate alone at the program question: of what, and credit or not, asked ---

_BEFORE_PROGRAM = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
                   "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard"}


@pytest.mark.parametrize("lang,text", [("es", "un certificado"), ("es", "certificado"), ("en", "a certificate"), ("en", "just a cert")])
def test_a_bare_certificate_is_asked_of_what_and_credit(lang, text):
    from support import waiting
    turn = waiting(_BEFORE_PROGRAM, "program", text, lang)
    assert "program" not in turn.answers and "program" not in proposed(turn), turn.reply
    assert turn.expecting == "program" and len(turn.quick_replies) == 3, turn.reply


@pytest.mark.parametrize("lang,text,value", [("en", "hvac certificate", "certificate"), ("es", "un certificado de soldadura", "certificate"),
                                             ("en", "a noncredit certificate", "noncredit_vocational_certificate")])
def test_a_certificate_with_more_said_is_read(lang, text, value):
    from support import waiting
    turn = waiting(_BEFORE_PROGRAM, "program", text, lang)
    assert (turn.answers.get("program") or proposed(turn).get("program")) == value, turn.reply
