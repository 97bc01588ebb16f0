"""fix48d: one voice when a parent types for their child (chat), in both languages.

A parent writing for their child ("hi I'm a mom, my son is a senior at Bowie High", "hola soy la
mamá de Kevin") was asked of "the student" ("What is the student's home ZIP code?"), then told
"you are likely eligible… depending on your Pell Grant", "Your high school GPA of 2.0 is below…",
"If you live in Maryland…": three people in one conversation. The chat already knew the writer is
a parent (``_Step.for_child``, ``Conversation.for_child``), but its only other voice was the third
person ("the student", kept for a grandparent, guardian or sibling: fix31c), and the result and
the rules' messages it lists were never said in it.

Cause and fix: one mechanism, chosen in one place (engine._person, and engine._to_parent for a
reply's every part): to a parent, each text said of the student has a parent form ("your child",
"tu hijo o hija", tú as the chat speaks): the flow's ``*_parent`` texts beside their
``*_third_person`` ones (flows/questions.yaml) and the chat's own (engine.PARENT_FORMS: the
result's status, estimate and link, the rules' messages a result lists most — income over the
limit, GPA, in-state tuition, high school, the aid application, the open income and GPA — and the
"talk to a person" reply). The rules are unchanged (rules.py names the messages it already had).

Guards (marked): a student writing for themselves still hears "you"; a grandparent still hears
"the student" (no "your child" to a grandparent).
"""
import re

import pytest

from support import CHAT_SO_FAR
from support import talk
from support import then

# --- the phrases a parent must never read about their child, and those they must ---------------

# "you"/"tú" of the student (the chat's own "you" to the parent, "your answers", stays)
TO_STUDENT = {
    "en": (r"\byou are likely\b", r"\byou're eligible\b", r"\byour Pell Grant\b", r"\bYour full result\b",
           r"\bYour high school GPA\b", r"\byour senior year\b", r"\bIf you live in Maryland\b",
           r"\bYou need to file\b", r"\byou and your parents\b", r"\byou meet this rule\b",
           r"\bthe student\b", r"\bThe student\b", r"\bYour community college's\b",
           r"\bYou need a Maryland high school\b", r"\byou qualify\b"),
    "es": (r"\bprobablemente cumples\b", r"\btu Beca Pell\b", r"\bTu resultado completo\b", r"\bTu promedio\b",
           r"\btu último año\b", r"\bSi vives en Maryland\b", r"\bNecesitas presentar\b", r"\btuya y de tus padres\b",
           r"\bcumples este requisito\b", r"\bel estudiante\b", r"\bEl estudiante\b", r"\bdel estudiante\b",
           r"\bPrimero necesitas\b", r"\bCálculo de tu beca\b", r"\bsi tienes derecho\b"),
}
YOUR_CHILD = {"en": "your child", "es": "tu hijo o hija"}


def _to_student(reply: str, lang: str) -> list:
    return [p for p in TO_STUDENT[lang] if re.search(p, reply)]


def _of_child(reply: str, lang: str) -> bool:
    return YOUR_CHILD[lang] in reply.lower()


# --- 1. whole conversations from a parent's opening, to a result ------------------------------

OPENING = {
    "en": "hi I'm a mom, my son is a senior at Bowie High, he wants to go to PGCC",
    "es": "hola soy la mamá de Kevin, él está en el último año en Wheaton High, quiere ir a Montgomery College",
}
ZIP = {"en": "20715", "es": "20902"}
Y = {"en": "yes", "es": "sí"}
N = {"en": "no", "es": "no"}
PROGRAM = {"en": "associate's degree", "es": "un título de asociado"}
HOME = {"en": "he lives with me and his dad", "es": "vive conmigo y su papá"}
FAFSA = {"en": "fafsa", "es": "la fafsa"}
NEITHER = {"en": "I don't plan to file either", "es": "no pienso presentar ninguna"}


def _script(lang, in_state="yes", gpa="3.5", income="90000", aid="fafsa"):
    said = [OPENING[lang], ZIP[lang], Y[lang] if in_state == "yes" else N[lang]]
    if in_state == "no":
        said.append(Y[lang])  # (the "no" read back, confirmed)
    said += [PROGRAM[lang], "15", gpa]
    if float(gpa) < 2.3:
        said.append(Y[lang])
    said += [HOME[lang], income, Y[lang]]
    said += [FAFSA[lang] if aid == "fafsa" else NEITHER[lang]]
    if aid != "fafsa":
        said.append(Y[lang])
    said.append(N[lang])  # other aid covers the full cost: no
    return said


# (language, what differs from the eligible script, the status the result gives)
WHOLE = [
    ("en", {}, "likely_eligible"),  # (failed before: "you are likely eligible", "your Pell Grant")
    ("es", {}, "likely_eligible"),  # (failed before)
    ("en", {"income": "290000"}, "likely_ineligible"),  # (failed before: "the student is likely not eligible")
    ("es", {"income": "290000"}, "likely_ineligible"),  # (failed before)
    ("en", {"gpa": "2.0"}, "likely_ineligible"),  # (failed before: "Your high school GPA of 2.0")
    ("es", {"gpa": "2.0"}, "likely_ineligible"),  # (failed before)
    ("en", {"in_state": "no"}, "likely_ineligible"),  # (failed before: "If you live in Maryland")
    ("es", {"in_state": "no"}, "likely_ineligible"),  # (failed before)
]


@pytest.mark.parametrize("lang,changes,status", WHOLE)
def test_a_parents_result_speaks_of_their_child(lang, changes, status):
    turn = talk(lang, *_script(lang, **changes))
    assert turn.assessment is not None and turn.assessment["status"] == status, (turn.reply, turn.answers)
    assert _to_student(turn.reply, lang) == [], turn.reply
    assert _of_child(turn.reply, lang), turn.reply


# --- 2. the questions a parent is asked: "your child", never "you" nor "the student" -------------

@pytest.mark.parametrize("lang,messages,asked", [
    ("en", (OPENING["en"],), "What is your child's home ZIP code?"),  # (failed before: "the student's")
    ("es", (OPENING["es"],), "¿Cuál es el código postal (ZIP) de la casa de tu hijo o hija?"),  # (failed before)
    ("en", (OPENING["en"], "20715"), "Does your child qualify for in-state tuition in Maryland?"),  # (failed before)
    ("es", (OPENING["es"], "20902"), "¿Tiene tu hijo o hija derecho a la matrícula estatal (in-state) en Maryland?"),  # (failed before)
    ("en", (OPENING["en"], "20715", "yes", "associate's degree", "15"),
     "What is your child's unweighted cumulative high school GPA?"),  # (failed before)
    ("es", (OPENING["es"], "20902", "sí", "un título de asociado", "15"),
     "¿Cuál es el promedio acumulado (GPA) no ponderado de tu hijo o hija en la escuela secundaria (high school)?"),  # (failed before)
    ("en", ("I'm asking for my daughter, she's a senior at Westlake High", "20601"),
     "Which county does your child live in?"),  # (failed before: "does the student live in")
    ("es", ("pregunto por mi hija, está en el último año en Westlake High", "20601"),
     "¿En qué condado vive tu hijo o hija?"),  # (failed before)
])
def test_a_parent_is_asked_of_their_child(lang, messages, asked):
    turn = talk(lang, *messages)
    assert asked in turn.reply, turn.reply
    assert _to_student(turn.reply, lang) == [], turn.reply


# the ZIP code still needed after an amount said at its question (fix48d's brief: "Todavía necesito
# el código postal" of the parent's home)
BEFORE_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06"}


@pytest.mark.parametrize("lang,amount,said", [
    ("en", "about 45k", "I still need your child's home ZIP code."),  # (failed before: "your home ZIP code")
    ("es", "como 45 mil", "Todavía necesito el código postal (ZIP) de la casa de tu hijo o hija."),  # (failed before)
])
def test_the_zip_code_still_needed_is_the_childs(lang, amount, said):
    turn = _parent_at(BEFORE_ZIP, "zip", amount, lang)
    assert turn.expecting == "zip", turn.reply
    assert said in turn.reply, turn.reply


# the read-back's labels: "Household: Your child lives with two parents"
@pytest.mark.parametrize("lang,label", [
    ("en", "Your child lives with two parents"),  # (failed before: "The student lives with")
    ("es", "Tu hijo o hija vive con dos padres"),  # (failed before)
])
def test_a_parents_read_back_speaks_of_their_child(lang, label):
    turn = talk(lang, OPENING[lang], ZIP[lang], Y[lang], PROGRAM[lang], "15", "3.5", HOME[lang])
    assert label in turn.reply, turn.reply
    assert _to_student(turn.reply, lang) == [], turn.reply


# --- 3. each common outcome, at the last question, said to a parent ----------------------------

def _parent_at(answers: dict, expecting: str, message: str, lang: str):
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    import datetime as dt
    conv = Conversation(ChatState(dict(answers), lang=lang), expecting=expecting, for_child=True, for_student=True)
    return respond(conv, message, lang, dt.date(2026, 12, 1))


DONE = {**CHAT_SO_FAR, "hs_gpa": 3.2, "household": "two_parent", "agi": 60000, "aid_application": "fafsa"}

# (language, the answers changed, the status, a phrase of the child the reply must say)
OUTCOMES = [
    ("en", {}, "likely_eligible", "your child is likely eligible"),  # (failed before)
    ("es", {}, "likely_eligible", "tu hijo o hija probablemente cumple"),  # (failed before)
    ("en", {"agi": 400000}, "likely_ineligible", "of your child and their parents"),  # (failed before)
    ("es", {"agi": 400000}, "likely_ineligible", "de tu hijo o hija y el de sus padres"),  # (failed before)
    ("en", {"hs_gpa": 1.9}, "likely_ineligible", "Your child's high school GPA of 1.9"),  # (failed before)
    ("es", {"hs_gpa": 1.9}, "likely_ineligible", "de tu hijo o hija en la escuela secundaria"),  # (failed before)
    ("en", {"in_state_tuition": "no"}, "likely_ineligible", "If your child lives in Maryland"),  # (failed before)
    ("es", {"in_state_tuition": "no"}, "likely_ineligible", "tu hijo o hija tenga derecho"),  # (failed before)
    ("en", {"aid_application": "none"}, "likely_ineligible", "Your child needs to file the FAFSA"),  # (failed before)
    ("es", {"aid_application": "none"}, "likely_ineligible", "Tu hijo o hija necesita presentar la FAFSA"),  # (failed before)
    ("en", {"prior_degree": "associate"}, "likely_ineligible", "your child is likely not eligible"),  # (failed before)
    ("es", {"prior_degree": "associate"}, "likely_ineligible", "tu hijo o hija probablemente no cumple"),  # (failed before)
    ("en", {"high_school": "other"}, "likely_ineligible", "would qualify your child"),  # (failed before)
    ("es", {"high_school": "other"}, "likely_ineligible", "tu hijo o hija cumpliría"),  # (failed before)
]


@pytest.mark.parametrize("lang,changes,status,said", OUTCOMES)
def test_each_common_outcome_speaks_of_the_child(lang, changes, status, said):
    turn = _parent_at({**DONE, **changes}, "full_cost_scholarship", N[lang], lang)
    assert turn.assessment is not None and turn.assessment["status"] == status, (turn.reply, turn.answers)
    assert said in turn.reply, turn.reply
    assert _to_student(turn.reply, lang) == [], turn.reply


# the income still open (a needs-more-info result): "I don't know" at the last question, let go
DONT_KNOW = {"en": "I don't know", "es": "no sé"}


@pytest.mark.parametrize("lang,said", [
    ("en", "I can't tell yet whether your child is eligible"),  # (failed before)
    ("es", "Todavía no puedo saber si tu hijo o hija cumple"),  # (failed before)
])
def test_an_open_result_speaks_of_the_child(lang, said):
    answers = {k: v for k, v in DONE.items() if k != "agi"}
    turn = _parent_at({**answers, "full_cost_scholarship": False}, "agi", DONT_KNOW[lang], lang)
    assert turn.assessment is not None and turn.assessment["status"] == "needs_more_info", turn.reply
    assert said in turn.reply, turn.reply
    assert _to_student(turn.reply, lang) == [], turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_talk_to_a_person_speaks_of_the_child(lang):
    answers = {k: v for k, v in DONE.items() if k not in ("college", "county", "zip")}
    turn = _parent_at(answers, "zip", "talk to a person" if lang == "en" else "hablar con una persona", lang)
    assert _to_student(turn.reply, lang) == [], turn.reply  # (failed before: "Your community college's")


# --- guards ----------------------------------------------------------------------------------

SELF = {"en": "hi I'm a senior at Bowie High, I want to go to PGCC",
        "es": "hola, estoy en el último año en Wheaton High, quiero ir a Montgomery College"}
SELF_SAID = {"en": ("you are likely eligible", "your Pell Grant"), "es": ("probablemente cumples", "tu Beca Pell")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_a_student_still_hears_you(lang):
    said = _script(lang)
    said[0] = SELF[lang]
    said[said.index(HOME[lang])] = "I live with my mom and dad" if lang == "en" else "vivo con mi mamá y mi papá"
    turn = talk(lang, *said)
    assert turn.assessment is not None and turn.assessment["status"] == "likely_eligible", turn.reply
    for s in SELF_SAID[lang]:
        assert s in turn.reply, turn.reply
    assert not _of_child(turn.reply, lang), turn.reply


GRANDPARENT = {"en": ("I'm her grandma, she is a senior at Northwood High", "the student"),
               "es": ("soy la abuela de Sofía, está en el último año en Northwood High", "el estudiante")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_a_grandparent_still_hears_the_student(lang):
    turn = talk(lang, GRANDPARENT[lang][0])
    assert GRANDPARENT[lang][1] in turn.reply, turn.reply
    assert not _of_child(turn.reply, lang), turn.reply


def test_guard_every_parent_form_has_its_spanish():
    from babel.messages.pofile import read_po
    from screener.chat import engine
    with open("translations/es/LC_MESSAGES/messages.po", "rb") as f:
        catalog = read_po(f)
    for said in engine._parent_forms().values():
        entry = catalog.get(said)
        assert entry is not None and entry.string, said
        if "your child" in said.lower():
            assert "tu hijo o hija" in entry.string.lower(), (said, entry.string)


def test_guard_every_third_person_question_has_a_parent_form():
    from screener.flow import load_flow
    flow = load_flow()
    for q in flow.questions:
        assert {t for t, _ in q.third_person} == {t for t, _ in q.parent}, q.id
