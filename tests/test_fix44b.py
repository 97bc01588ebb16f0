"""fix44b: the same money said twice, the limit named beside a spouse's pay, and a rate after a "yes".

- a total restated after its parts ("add 6k. so 58 plus 6, 64,000": $70,000 read back) or a year
  restating the pay by the period just before it ("1,400 cada quincena, 33,600 al año": $67,200) was
  added as another income; it is the same money, read back once (understand._same_money_restated);
- the household not set, a spouse's pay said near a limit ("my wife makes about 30k"): the note named
  the single-parent limit ($100,000); the spouse makes it the married one, from the rules
  (engine._household_said);
- "yes, and I make 15 an hour at target" to a read-back ("Is that right?"): the rate was dropped
  unsaid (or read as another question's answer); the read-back is kept and the hours asked, then the
  pay added (engine._yes_and_number).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import agi_said
from support import chat_done
from support import chat_so_far
from support import proposed
from support import then
from support import waiting

AT_AGI = {**chat_so_far(3.2), "household_size": 2}  # one parent, two people, the income asked


# (lang, what the household's income question was waiting on, answers, the message, the income read back)
RESTATED = [
    ("en", "agi", AT_AGI, "wait, I forgot his overtime, add 6k. so 58 plus 6, 64,000", 64000),
    ("es", "agi", AT_AGI, "ah y súmale 6 mil de overtime, o sea 58 más 6, 64,000", 64000),
    ("en", "agi", AT_AGI, "oh and add 6k overtime, so 58 plus 6, 64,000", 64000),
    ("es", "agi", AT_AGI, "espera, se me olvidó su overtime, súmale 6 mil. o sea 58 más 6, 64 mil", 64000),  # guard
    ("en", "agi", AT_AGI, "he makes 58k plus 6k overtime, 64k", 64000),  # guard
    ("es", "agi", AT_AGI, "él gana 58 mil más 6 mil de overtime, 64 mil", 64000),  # guard
    ("en", "agi", AT_AGI, "1,400 every two weeks, 36,400 a year", 36400),
    ("es", "agi", AT_AGI, "1,400 cada quincena, 33,600 al año", 33600),
    # after the result, a monthly figure corrected
    ("es", None, {**chat_done(AT_AGI), "agi": 16800}, "perdón, no es al mes, es 1,400 cada quincena, 33,600 al año", 33600),
    ("en", None, {**chat_done(AT_AGI), "agi": 16800}, "sorry, not a month, it's 1,400 every two weeks, 36,400 a year", 36400),
    # guard: two earners' pay, each its own, added
    ("en", "agi", AT_AGI, "she makes 58k and he makes 6k", 64000),  # guard
    ("es", "agi", AT_AGI, "ella gana 58 mil y él gana 6 mil", 64000),  # guard
    # guard: a second pay joined by "plus", not the year of the first
    ("en", "agi", AT_AGI, "1,400 every two weeks plus 5,000 a year from tips", 41400),  # guard
    ("es", "agi", AT_AGI, "1,400 cada quincena más 5,000 al año de propinas", 38600),  # guard
    # guard: the year worked out after a word that says so, within rounding
    ("en", "agi", AT_AGI, "1,500 each quincena, so like 36k a year", 36000),  # guard
    ("es", "agi", AT_AGI, "2 mil al mes, o sea 24 mil al año", 24000),  # guard
    # guard: another earner's year, equal by chance, is another income
    ("en", "agi", {**AT_AGI, "household": "two_parent", "household_size": 3},
     "my mom makes 3,000 a month and my dad makes 36,000 a year", 72000),  # guard
    ("es", "agi", {**AT_AGI, "household": "two_parent", "household_size": 3},
     "mi mamá gana 3,000 al mes y mi papá gana 36,000 al año", 72000),  # guard
    # guard: the total after two earners' pay, marked so
    ("en", "agi", {**AT_AGI, "household": "two_parent", "household_size": 3}, "dad 95k, mom 65k, so 160k", 160000),  # guard
    ("es", "agi", {**AT_AGI, "household": "two_parent", "household_size": 3},
     "mi papá gana 95 mil y con los 65 de mi mamá son 160 mil", 160000),  # guard
]


@pytest.mark.parametrize("lang, expecting, answers, message, agi", RESTATED)
def test_same_money_restated_is_read_once(lang, expecting, answers, message, agi):
    turn = waiting(answers, expecting, message, lang)
    assert agi_said(turn) == agi


# (lang, messages at the income question, household never set; a limit the note names, one it must not)
SPOUSE_LIMIT = [
    # the married limit, named for a married applicant (not "or a two-parent household", as when unknown)
    ("en", ("I make about 120k", "my wife makes about 30k"), "$150,000", "two-parent"),
    ("es", ("yo gano como 120 mil", "mi esposa gana como 30 mil"), "$150,000", "dos padres"),
    # near the single limit only: a married student's limit is not near, no single-parent limit named
    ("en", ("I make about 70k", "my wife makes about 30k"), None, "single"),
    ("es", ("yo gano como 70 mil", "mi esposa gana como 30 mil"), None, "soltera"),
    # guard: nothing said of who lives at home: the single limit named, for whom it is
    ("en", ("about 100k",), "$100,000", "married"),  # guard
    ("es", ("como 100 mil",), "$100,000", "casada"),  # guard
    # guard: two parents' pay: the two-parent limit
    ("en", ("my mom makes about 75k and my dad about 75k",), "$150,000", "single"),  # guard
    ("es", ("mi mamá gana como 75 mil y mi papá como 75 mil",), "$150,000", "soltera"),  # guard
]


@pytest.mark.parametrize("lang, messages, named, not_named", SPOUSE_LIMIT)
def test_near_limit_names_the_spouses_limit(lang, messages, named, not_named):
    turn = waiting(chat_so_far(3.2, None), "agi", messages[0], lang)
    for m in messages[1:]:
        turn = then(turn, m, lang)
    if named is not None:
        assert named in turn.reply and ("limit" in turn.reply or "límite" in turn.reply)
    assert not_named not in turn.reply


HOURS = {"en": "How many hours a week", "es": "¿Cuántas horas a la semana"}
AFTER_RESULT = {**chat_done(AT_AGI), "agi": 60000}
# (lang, answers, waiting on, messages up to the read-back, the yes with the rate, the hours, the income then)
RATE_AFTER_YES = [
    ("en", AT_AGI, "agi", ("about 100k",), "yes, and I make 15 an hour at target", "20 hours a week", None),
    ("es", AT_AGI, "agi", ("como 100 mil",), "sí, y gano 15 la hora en target", "20 horas a la semana", None),
    ("en", AFTER_RESULT, None, ("actually my mom makes about 65k",), "yes, and I make 15 an hour at target",
     "20 hours a week", 80600),
    ("es", AFTER_RESULT, None, ("en realidad mi mamá gana como 65 mil",), "sí, y gano 15 la hora en target",
     "20 horas a la semana", 80600),
]


@pytest.mark.parametrize("lang, answers, expecting, before, message, hours, agi", RATE_AFTER_YES)
def test_rate_after_yes_is_pay_asked(lang, answers, expecting, before, message, hours, agi):
    turn = waiting(answers, expecting, before[0], lang)
    for m in before[1:]:
        turn = then(turn, m, lang)
    assert turn.conversation.pending  # a read-back waits for its "yes"
    kept = float(proposed(turn)["agi"])
    turn = then(turn, message, lang)
    assert HOURS[lang] in turn.reply
    assert float(turn.answers["agi"]) == kept  # the yes keeps what was read back
    assert not any(k in turn.answers and answers.get(k) != turn.answers[k]
                   for k in ("full_cost_scholarship", "dream_act", "credits_per_semester", "aid_application", "tuition"))
    turn = then(turn, hours, lang)
    if agi is not None:
        assert agi_said(turn) == agi  # the pay added, read back
    else:
        assert "15,600" in turn.reply  # its year said back, and what it belongs with asked or added


# guard: a number after a yes to the credits read back still corrects it
@pytest.mark.parametrize("lang, message", [("en", "yes 15"), ("es", "sí 15")])  # guard
def test_yes_number_still_corrects(lang, message):
    turn = waiting({k: v for k, v in chat_so_far(3.2).items() if k != "credits_per_semester"},
                   "credits_per_semester", "like 12 credits" if lang == "en" else "como 12 créditos", lang)
    turn = then(turn, message, lang)
    assert "credits_per_semester" not in turn.answers or turn.answers["credits_per_semester"] in (12, 15)
