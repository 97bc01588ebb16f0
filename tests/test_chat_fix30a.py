"""Classes of fix30a (a newcomer's findings). A parent who says who they are in the same clause as
their pay ("I'm her mom and I make 85k", "soy su madre y gano 85 mil") writes for the student:
their pay is one part, held, the other parent's asked, never kept as the household's with "two
parents" read back; "soy su mamá", "I'm the mother" are a parent writing. One parent's pay kept
while the household was not yet known is held again, the other parent's pay asked, once two
parents are kept. An emoji alone at a question is asked again, no miss counted. The wording is ours."""
import pytest

from screener.chat import understand
from support import at_income
from support import other_parent_asked
from support import proposed
from support import talk
from support import then


def _held(turn) -> bool:
    """Nothing of the income kept nor read back, and another earner's pay asked."""
    conv = turn.conversation
    return "agi" not in turn.answers and "agi" not in proposed(turn) and conv.follow_up.get("k") in ("spouse", "part")


@pytest.mark.parametrize("text,lang", [
    ("I'm her mom and I make 85k", "en"),
    ("im his dad and i earn 70k a year", "en"),
    ("this is her mother and i make about 85000", "en"),
    ("I'm the mother, I make 85k a year", "en"),
    ("soy su madre y gano 85 mil", "es"),
    ("soy el papá de Luis y gano 70 mil", "es"),
    ("Soy la mamá de Ana y yo gano 60 mil al año", "es"),
])
def test_a_parent_saying_who_they_are_and_their_pay_is_held(text, lang):
    turn = talk(lang, text)
    assert turn.conversation.for_child, turn.reply
    assert _held(turn), turn.reply
    assert "household" not in proposed(turn) and "household" not in turn.answers, turn.reply


@pytest.mark.parametrize("text,split", [
    ("I'm her mom and I make 85k", "I'm her mom. I make 85k"),
    ("soy su madre y gano 85 mil", "soy su madre. gano 85 mil"),
    ("I'm the mother of two and I make 30k", None),  # (a student's children: no parent writing)
    ("my mom and I make 85k", None),
])
def test_the_writer_apart(text, split):
    assert understand.writer_apart(text) == (split or text)


@pytest.mark.parametrize("text,lang,child", [
    ("Soy su mamá. Está en el último año en Northwood High", "es", True),
    ("soy su papa", "es", True),
    ("I'm the mother, she's a senior", "en", True),
    ("this is the student's dad", "en", True),
    ("I'm the mother of a 2 year old", "en", False),
])
def test_a_parent_named_writes_for_the_student(text, lang, child):
    assert understand.speaks_for_child(text) is child


@pytest.mark.parametrize("first,pay,lang", [
    ("Soy su mamá. Está en el último año en Northwood High, se gradúa en junio", "gano 50 mil", "es"),
    ("I'm his dad. He's a senior at Northwood High, graduating in June", "I make 50k", "en"),
])
def test_a_parent_writing_is_never_asked_their_own_parents_income(first, pay, lang):
    turn = then(talk(lang, first), pay, lang)
    assert turn.conversation.for_child and turn.conversation.follow_up.get("k") == "spouse", turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply


OPENING = {"en": "I'm a senior at Towson High, gpa 3.5", "es": "Estoy en el último año en Towson High, promedio 3.5"}
MOM_PAY = {"en": "my mom makes 60k", "es": "mi mamá gana 60 mil"}
TWO_HOME = {"en": "I live with my mom and dad", "es": "vivo con mi mamá y mi papá"}
YES = {"en": "yes", "es": "sí"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_parents_pay_kept_is_held_once_two_parents_are_kept(lang):
    turn = talk(lang, OPENING[lang], MOM_PAY[lang], YES[lang])
    assert float(turn.answers["agi"]) == 60_000  # (the household not yet known: read back, kept)
    turn = then(turn, TWO_HOME[lang], lang)
    if turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert other_parent_asked(turn), turn.reply
    turn = then(turn, "45k" if lang == "en" else "45 mil", lang)
    assert float(proposed(turn)["agi"]) == 105_000, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_parents_pay_with_the_only_earner_said_stays(lang):
    pay = "my mom makes 60k, my dad doesn't work" if lang == "en" else "mi mamá gana 60 mil, mi papá no trabaja"
    turn = talk(lang, OPENING[lang], pay, YES[lang])
    assert float(turn.answers["agi"]) == 60_000, turn.reply
    turn = then(turn, TWO_HOME[lang], lang)
    if turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == 60_000 and not other_parent_asked(turn), turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("emoji", ["👍", "🤷", "🤷‍♀️", "😅😅"])
def test_an_emoji_alone_asks_the_question_again(lang, emoji):
    from screener.chat.engine import respond
    from support import INCOME_DAY
    conv = at_income("single_parent", lang)
    turn = respond(conv, "-3", lang, INCOME_DAY)
    before = dict(turn.answers)
    turn = respond(turn.conversation, emoji, lang, INCOME_DAY)
    assert turn.expecting == "agi" and turn.answers == before, turn.reply
    turn = respond(turn.conversation, emoji, lang, INCOME_DAY)
    assert turn.expecting == "agi" and turn.answers == before, turn.reply


@pytest.mark.parametrize("text,emoji", [("👍", True), ("🤷‍♀️", True), ("ok 👍", False), ("3", False), ("?", False), ("", False)])
def test_emoji_only(text, emoji):
    assert understand.emoji_only(text) is emoji


def _to_result(turn, lang, stop="household"):
    """Answer each question with a first-time senior's answers until ``stop`` is asked (or the result)."""
    answers = {"en": {"zip": "21204", "in_state_tuition": "yes", "program": "associate degree", "credits_per_semester": "12",
                      "aid_application": "fafsa", "full_cost_scholarship": "no", "college": "ccbc", "program_offered_locally": "yes"},
               "es": {"zip": "21204", "in_state_tuition": "sí", "program": "título de asociado", "credits_per_semester": "12",
                      "aid_application": "fafsa", "full_cost_scholarship": "no", "college": "ccbc", "program_offered_locally": "sí"}}[lang]
    for _ in range(20):
        if turn.expecting in (stop, None) and not turn.conversation.pending:
            return turn
        turn = then(turn, YES[lang] if turn.conversation.pending else answers.get(turn.expecting, ""), lang)
    return turn


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_household_is_asked_before_a_result_on_one_parents_pay(lang):
    turn = _to_result(talk(lang, OPENING[lang], MOM_PAY[lang], YES[lang]), lang)
    assert turn.expecting == "household", turn.reply  # (never a result on the mom's $60,000 alone)
    turn = then(turn, TWO_HOME[lang], lang)
    assert other_parent_asked(turn), turn.reply
    turn = then(turn, "45k" if lang == "en" else "45 mil", lang)
    assert float(proposed(turn)["agi"]) == 105_000, turn.reply


@pytest.mark.parametrize("lang,one", [("en", "just me and my mom"), ("es", "solo mi mamá y yo")])
def test_one_parent_at_home_keeps_one_parents_pay(lang, one):
    turn = _to_result(talk(lang, OPENING[lang], MOM_PAY[lang], YES[lang]), lang)
    turn = then(turn, one, lang)
    if turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent" and float(turn.answers["agi"]) == 60_000, turn.reply
    assert turn.expecting is None and not other_parent_asked(turn), turn.reply
