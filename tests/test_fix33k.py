"""Pay replaced, added or read wrongly (fix33k: fix32k done again; our own wording, English and Spanish).

- "I don't know" to whether the student's own pay includes the parents': the own pay stays held, so
  the parents' pay said later (after the result too) is added to it and read back, never kept alone.
- One parent's pay and "my own" said by a parent writing ("his dad and I both work, I make 60k and
  he makes 80k") are both parents' pay: kept as the sum, no other parent asked.
- A count with a unit that is no money ("9 credits", "3 classes", "2 kids") is never pay.
"""
import pytest

from screener.chat import understand
from support import talk
from support import told

YES = {"en": "yes", "es": "sí"}

SENIOR = {
    "en": ["I'm a senior at Northwood High in Silver Spring, graduating June 2027, 3.2 GPA, I live with my parents",
           "yes", "I make about 32k", "I don't know"],
    "es": ["Soy senior en Northwood High en Silver Spring, me gradúo en junio 2027, promedio 3.2, vivo con mis papás",
           "sí", "gano como 32 mil", "no sé"],
}
TO_RESULT = {
    "en": ["yes", "none", "associate degree at Montgomery College", "12 credits", "yes I'll do the fafsa", "no"],
    "es": ["sí", "asociado en Montgomery College", "12 créditos", "sí, la fafsa", "no"],
}


@pytest.mark.parametrize("lang,said,total", [
    ("en", "my parents make about 70k", 102_000),
    ("en", "my dad makes 50k", 82_000),
    ("es", "mis papás ganan como 70 mil", 102_000),
    ("es", "mi papá gana 50 mil", 82_000),
])
def test_parents_pay_after_unsure_whether_included_adds_own_pay(lang, said, total):
    turn = talk(lang, *SENIOR[lang], said)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    assert "$32,000" in turn.reply and f"${total:,}" in turn.reply  # the parts and the sum read back
    assert talk(lang, *SENIOR[lang], said, YES[lang]).answers.get("agi") == total


@pytest.mark.parametrize("lang,said,total", [
    ("en", "my parents make about 70k", 102_000),
    ("es", "mis papás ganan como 70 mil", 102_000),
])
def test_parents_pay_after_the_result_adds_own_pay_held(lang, said, total):
    result = talk(lang, *SENIOR[lang], *TO_RESULT[lang])
    assert result.assessment is not None and "agi" not in result.answers
    turn = talk(lang, *SENIOR[lang], *TO_RESULT[lang], said)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    assert "$32,000" in turn.reply and f"${total:,}" in turn.reply
    after = talk(lang, *SENIOR[lang], *TO_RESULT[lang], said, YES[lang])
    assert after.answers.get("agi") == total


@pytest.mark.parametrize("first,lang,total", [
    ("his dad and I both work, I make 60k and he makes 80k", "en", 140_000),
    ("her mom and I work, I make 60k and she makes 80k", "en", 140_000),
    ("trabajamos su papá y yo, yo gano 60 mil y él gana 80 mil", "es", 140_000),
    ("su mamá y yo trabajamos, gano 60 mil y ella gana 80 mil", "es", 140_000),
])
def test_a_parent_writing_gives_both_parents_pay(first, lang, total):
    turn = told("two_parent", first, lang)
    assert turn.conversation.follow_up.get("k") != "part", turn.reply  # no other parent asked
    assert turn.conversation.pending.get("agi") == {"agi": total} or turn.answers.get("agi") == total, turn.reply


WITH_DAD = {
    "en": ["I'm 19, graduated from Bladensburg High last June with a 2.6, I live with my dad, I make 22k", "yes"],
    "es": ["Tengo 19 años, me gradué de Bladensburg High en junio pasado con 2.6, vivo con mi papá, gano 22 mil", "sí"],
}


@pytest.mark.parametrize("lang,before,said,count", [
    ("en", (), "I take 3 classes", 3),
    ("en", (), "I have 2 kids", 2),
    ("en", ("no, just mine",), "I'll take 9 credits", 9),
    ("en", ("no, just mine",), "I have 2 kids", 2),
    ("es", (), "tomo 3 clases", 3),
    ("es", ("no, es solo lo mío",), "tengo 2 hijos", 2),
])
def test_a_count_at_the_parents_pay_question_is_no_pay(lang, before, said, count):
    turn = talk(lang, *WITH_DAD[lang], *before, said)
    assert "agi" not in turn.conversation.pending and "agi" not in turn.answers, turn.reply
    assert f"${count},000" not in turn.reply and f"${22 + count},000" not in turn.reply, turn.reply


@pytest.mark.parametrize("text,lang", [
    ("I'll take 9 credits", "en"), ("associate, 12 credits", "en"), ("nine credits", "en"), ("3 classes", "en"),
    ("2 kids", "en"), ("for 3 years", "en"), ("12-15 credits", "en"), ("12 hours of class", "en"),
    ("voy a tomar 9 créditos", "es"), ("nueve créditos", "es"), ("tomo 3 clases", "es"), ("tengo 2 hijos", "es"),
])
def test_a_count_with_a_unit_that_is_no_money_is_no_income(text, lang):
    assert not understand.income(text, lang, "agi").form


@pytest.mark.parametrize("text,lang,agi", [
    ("my mom makes 40k, she has 3 kids", "en", 40_000),
    ("I make 15 an hour, 20 hours a week", "en", 15_600),
    ("tengo 2 hijos y gano 30 mil", "es", 30_000),
    ("9", "en", 9_000),
    ("gana 5 mil cada dos meses", "es", 30_000),  # (a period, no count)
])
def test_pay_beside_a_count_is_still_read(text, lang, agi):
    assert float(understand.income(text, lang, "agi").form["agi"]) == agi


# --- one parent's pay and the student's own held, the other parent's asked: each part kept ------------

SENIOR_TWO = {
    "en": "I'm a senior at Northwood High in Silver Spring, graduating June 2027, 3.2 GPA. I live with my mom and my dad. "
          "My mom makes 98k. I work at Target and make about 6k a year.",
    "es": "Soy senior en Northwood High en Silver Spring, me gradúo en junio 2027, promedio 3.2. Vivo con mi mamá y mi "
          "papá. Mi mamá gana 98 mil y yo gano como 6 mil",
}


@pytest.mark.parametrize("lang,again,held,parts", [
    ("en", "sorry, my mom makes 90k", 96_000, (90_000, 6_000)),
    ("en", "actually I make 8k", 106_000, (98_000, 8_000)),
    ("es", "perdón, mi mamá gana 90 mil", 96_000, (90_000, 6_000)),
    ("es", "en realidad yo gano 8 mil", 106_000, (98_000, 8_000)),
])
def test_a_part_of_the_sum_held_said_again_replaces_that_part(lang, again, held, parts):
    turn = talk(lang, SENIOR_TWO[lang], YES[lang], again)
    slot = turn.conversation.follow_up
    assert slot.get("k") == "part" and slot.get("a") == held and "agi" not in turn.conversation.pending, turn.reply
    assert all(f"${p:,}" in turn.reply for p in parts), turn.reply  # each part said, the other parent's asked again
    dad = {"en": "my dad makes 20k", "es": "mi papá gana 20 mil"}[lang]
    after = talk(lang, SENIOR_TWO[lang], YES[lang], again, dad)
    assert after.conversation.pending.get("agi") == {"agi": held + 20_000}, after.reply
    assert all(f"${p:,}" in after.reply for p in parts + (20_000, held + 20_000)), after.reply


@pytest.mark.parametrize("lang,said", [
    ("en", ("he makes 20k",)),
    ("en", ("20k", "20k")),  # (said at another question first: asked again, then taken)
    ("es", ("mi papá gana 20 mil",)),
])
def test_the_other_parents_pay_is_read_back_with_each_part(lang, said):
    turn = talk(lang, SENIOR_TWO[lang], YES[lang], *said)
    assert turn.conversation.pending.get("agi") == {"agi": 124_000}, turn.reply
    assert all(f"${p:,}" in turn.reply for p in (98_000, 6_000, 20_000, 124_000)), turn.reply
    assert talk(lang, SENIOR_TWO[lang], YES[lang], *said, YES[lang]).conversation.earners == (
        ("mom", 98_000, 1), ("self", 6_000, 1), ("dad", 20_000, 1))
