"""fix52e: who the chat talks to, and credits per year (a reviewer's findings), in both languages.

1. A parent (or grandparent) writing heard the student's own voice for the student's family: "her
   stepdad makes 45k" → "I have your stepdad's $45,000" ("tu padrastro"), "That sounds like your
   step-parent's income alone … married to your parent". Cause: the income's lines naming an earner
   (understand.WHOSE, OTHER_EARNS, OTHER_NAMED_ASKED, STEP_INCOME_ALONE) had no form in the other
   voices; screener/voice.chat_voices gives each its parent's and third-person form (engine's
   PARENT_FORMS / THIRD_PERSON take them, as the rules' messages).
2. No-JS (the chat page reloaded from its state after a POST-redirect-GET): the quick replies were
   built outside a reply's voice (engine.replies_for), so a parent saw "Renovación: ya tengo la beca",
   "Vivo con dos padres…" where the reply itself had said "tu hijo o hija". The conversation's writer
   now speaks there too.
3. A Maryland GED holder's GPA, said and confirmed, was answered "Got it. High school GPA: skipped."
   with no reason: the flow drops it because the rule is met without it (rules.check_gpa, COMAR
   13B.08.21.03). The reply now says why, from the rule's own check (rules.RULE_OF_FIELD names it).
4. Credits said for a year ("24 credits a year", "24 créditos al año", "30 credits this year") were
   read back as a semester's 24 (or kept as 30): a year's count is two semesters' (the law counts each
   semester, §18-3603(b)(5)), read back converted with the conversion shown ("24 a year is 12 a
   semester"); a month's count is never kept as a semester's.
Guards (marked): kept behaviour that must not change.
"""
import datetime as dt
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}


def _so_far(**more):
    return {**CHAT_SO_FAR, "hs_gpa": 3.2, **more}


# 1. the family named in the writer's voice
@pytest.mark.parametrize("lang,message,said,not_said", [
    ("en", "I'm her mom. her stepdad makes 45k", "your child's stepdad's $45,000", "your stepdad's"),
    ("es", "soy su mamá. su padrastro gana 45 mil", "el padrastro de tu hijo o hija", "tu padrastro"),
    ("en", "I'm her grandma. her stepdad makes 45k", "the student's step-parent's income alone", "your step-parent"),
    ("es", "soy la abuela. su padrastro gana 45 mil", "del padrastro o la madrastra del o de la estudiante", "tu padrastro"),
])
def test_family_in_writers_voice(lang, message, said, not_said):
    turn = waiting(_so_far(household="two_parent"), "agi", message, lang)
    assert said in turn.reply, turn.reply  # (failed before: "your stepdad's $45,000", "tu padrastro")
    assert not_said not in turn.reply, turn.reply
    assert "agi" not in turn.answers  # nothing kept from one step-parent's pay


# (guard) the student writing still hears their own family
@pytest.mark.parametrize("lang,message,said", [
    ("en", "my stepdad makes 45k", "your step-parent's income alone"),
    ("es", "mi padrastro gana 45 mil", "tu padrastro"),
])
def test_guard_student_own_family(lang, message, said):
    turn = waiting(_so_far(household="two_parent"), "agi", message, lang)
    assert said in turn.reply, turn.reply


# 2. the quick replies of a reloaded page, in the parent's voice
@pytest.mark.parametrize("lang,opening,label", [
    ("es", "soy la mamá de Sofía, ella va a empezar en el college", "Renovación: tu hijo o hija ya tiene la beca"),
    ("en", "I'm Sofia's mom, she's starting college", "Renewing: your child has the award now"),
    ("es", "soy la mamá de Sofía, ella va a empezar en el college|primera vez|ninguno|una escuela de Maryland|junio 2027|3.5"
           "|21201|sí|sí|sí|sí|un título de asociado|12|sí", "Tu hijo o hija vive con un solo padre o madre"),
])
def test_reloaded_replies_in_parents_voice(lang, opening, label):
    from screener.chat.engine import replies_for
    turn = talk(lang, *opening.split("|"))
    assert label in turn.quick_replies, turn.quick_replies  # the reply's own (guard: so before too)
    assert replies_for(turn.conversation, lang, dt.date(2026, 12, 1)) == turn.quick_replies  # (failed before: "Vivo con…")


# (guard) the student's own page keeps the first person
@pytest.mark.parametrize("lang,label", [("en", "Renewing: I have the award now"), ("es", "Renovación: ya tengo la beca")])
def test_guard_reloaded_replies_student(lang, label):
    from screener.chat.engine import replies_for
    turn = talk(lang, "hi" if lang == "en" else "hola")
    assert label in replies_for(turn.conversation, lang, dt.date(2026, 12, 1))


# 3. a GED holder's GPA: why it isn't needed, from the rule
@pytest.mark.parametrize("lang,message,why", [
    ("en", "my gpa is 2.1", "With a Maryland GED, the high school GPA rule is treated as met (COMAR 13B.08.21.03)"),
    ("es", "mi promedio es 2.1", "Con un GED de Maryland, la regla del promedio (GPA) de la escuela secundaria se da por cumplida"),
])
def test_ged_gpa_said_why(lang, message, why):
    so_far = {k: v for k, v in CHAT_SO_FAR.items()}
    so_far.update(high_school="maryland_ged", hs_completion_date="2025-06")
    turn = then(waiting(so_far, "household", message, lang), YES[lang], lang)
    assert why in turn.reply and "§18-3603(b)(3)(i)" in turn.reply, turn.reply  # (failed before: "skipped")
    assert "skipped" not in turn.reply and "lo dejamos en blanco" not in turn.reply, turn.reply
    assert "hs_gpa" not in turn.answers  # the rule met without it, nothing ruled out by it


# (guard) a high school graduate's GPA is kept as before
@pytest.mark.parametrize("lang,message", [("en", "my gpa is 3.1"), ("es", "mi promedio es 3.1")])
def test_guard_hs_gpa_kept(lang, message):
    so_far = {k: v for k, v in CHAT_SO_FAR.items()}
    turn = waiting(so_far, "household", message, lang)
    if proposed(turn):
        turn = then(turn, YES[lang], lang)
    assert turn.answers.get("hs_gpa") == 3.1, turn.reply
    assert "isn't needed" not in turn.reply and "no hace falta" not in turn.reply


# 4. credits said for a year: a semester's half, the conversion shown
@pytest.mark.parametrize("lang,message,semester,shown", [
    ("en", "I'm a senior, I'll take 24 credits a year at howard", 12, "24 a year is 12 a semester"),
    ("es", "voy a tomar 24 créditos al año", 12, "24 al año son 12 por semestre"),
    ("en", "I will take 30 credits this year", 15, "30 a year is 15 a semester"),
    ("es", "30 créditos este año", 15, "30 al año son 15 por semestre"),
])
def test_credits_a_year_opening(lang, message, semester, shown):
    turn = talk(lang, message)
    assert proposed(turn).get("credits_per_semester") == semester, (turn.reply, proposed(turn))  # (failed before: 24, 30)
    assert shown in turn.reply, turn.reply
    assert turn.answers.get("credits_per_semester") is None  # read back, never kept unasked


# (fix53d, was fix51r2's choice: asked) at the credits question itself, a year's count is read back as a
# semester's with the conversion shown, as in openings; nothing kept before the "yes"
@pytest.mark.parametrize("lang,message", [
    ("en", "24 credits a year"),
    ("es", "24 créditos al año"),
])
def test_guard_credits_a_year_at_question_asked(lang, message):
    so_far = {k: v for k, v in CHAT_SO_FAR.items() if k != "credits_per_semester"}
    turn = waiting(so_far, "credits_per_semester", message, lang)
    assert "credits_per_semester" not in turn.answers and float(proposed(turn)["credits_per_semester"]) == 12, (turn.reply, proposed(turn))
    assert turn.expecting == "credits_per_semester", turn.reply


# (guards) a semester's or term's count, and a month's count never kept as a semester's
@pytest.mark.parametrize("lang,message,semester", [
    ("en", "6 credits per term", 6),
    ("es", "12 créditos por semestre", 12),
    ("en", "I'm starting college this year, 12 credits", 12),
])
def test_guard_semester_counts(lang, message, semester):
    turn = talk(lang, message)
    assert {**turn.answers, **proposed(turn)}.get("credits_per_semester") == semester, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,message", [("en", "10 credits a month"), ("es", "10 créditos al mes")])
def test_month_credits_not_a_semester(lang, message):
    turn = talk(lang, message)
    assert {**turn.answers, **proposed(turn)}.get("credits_per_semester") is None, (turn.reply, proposed(turn))
