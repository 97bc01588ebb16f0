"""Classes of fix33p (a newcomer's findings, two false "likely eligible" paths). 1: one earner's
rate by the hour whose hours come in the next message ("I make 45 an hour", then "40 hours") was
read back as the household's whole income, the spouse's, parents' or other parent's never asked;
the hours' answer now leads where the same pay said in one message leads. 2: the other parent's
pay asked beside one parent's held, said by the month, every two weeks or the hour with no one
named ("about 7,500 a month"), replaced the pay held; it is added, as a yearly amount is, and the
sum read back with its conversion. The wording is ours."""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}


def _settled(turn, lang):
    """``turn``, or the next one after a "yes" to a read-back of other facts waiting (the income's
    follow-up asked once it is answered)."""
    pending = proposed(turn)
    return then(turn, YES[lang], lang) if pending and "agi" not in pending else turn


# --- item 1: a rate's hours said next: the same follow-up as the pay said in one message --------

# (lang, the message with the rate, the hours said next, the rate with its hours in one message,
#  whose income is asked then: the follow-up's kind, the pay held)
HOURS_NEXT = [
    ("en", "I'm married, 29, graduated from Dundalk High in 2015. I want to start at CCBC. I make 45 an hour",
     "40 hours", "I make 45 an hour, 40 hours a week", "spouse", 93600),
    ("en", "senior at Bowie High graduating june 2027, I live with my mom. I make 20 an hour",
     "30 hours", "I make 20 an hour, 30 hours a week", "parents", 31200),
    ("en", "I make 15 an hour", "20 hours", "I make 15 an hour, 20 hours a week", "parents", 15600),
    ("en", "my son is a senior at Wootton High, graduating june 2027. his dad and I both live with him. I make 40 an hour",
     "40 hours a week", "I make 40 an hour, 40 hours a week", "spouse", 83200),
    ("es", "estoy en el último año en Bowie High, me gradúo en junio de 2027, vivo con mi mamá. gano 18 dólares la hora",
     "30 horas a la semana", "gano 18 dólares la hora, 30 horas a la semana", "parents", 28080),
    ("es", "estoy casada, tengo 30 años, terminé la secundaria en Dundalk High en 2014. gano 25 la hora",
     "40 horas", "gano 25 la hora, 40 horas a la semana", "spouse", 52000),
    ("es", "gano 15 la hora", "veinte horas", "gano 15 la hora, 20 horas a la semana", "parents", 15600),
]


def _rate_then_hours(lang, rate, hours):
    return _settled(talk(lang, rate, hours), lang)


@pytest.mark.parametrize("lang,rate,hours,whole,kind,amount", HOURS_NEXT)
def test_a_rates_hours_said_next_ask_whose_income_it_includes(lang, rate, hours, whole, kind, amount):
    turn = _rate_then_hours(lang, rate, hours)
    slot = turn.conversation.follow_up
    assert slot.get("k") == kind and float(slot.get("a", 0)) == amount, (slot, turn.reply)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply  # (never kept as the household's)
    assert turn.expecting == "agi", turn.reply


@pytest.mark.parametrize("lang,rate,hours,whole,kind,amount", HOURS_NEXT)
def test_a_rates_hours_said_next_lead_where_said_in_one_message(lang, rate, hours, whole, kind, amount):
    opening = rate[:len(rate) - len(rate.split(". ")[-1])] if ". " in rate else ""
    apart = _rate_then_hours(lang, rate, hours)
    together = _settled(talk(lang, opening + whole), lang)
    assert {k: v for k, v in apart.conversation.follow_up.items() if k != "t"} \
        == {k: v for k, v in together.conversation.follow_up.items() if k != "t"}, (apart.reply, together.reply)
    assert apart.reply.split("\n\n")[-1] == together.reply.split("\n\n")[-1], (apart.reply, together.reply)


def test_the_spouses_pay_said_next_is_added_to_the_hours_pay():
    turn = _rate_then_hours(*HOURS_NEXT[0][:3])
    turn = then(then(turn, "no, it's just mine", "en"), "about 3,000 a month", "en")
    assert float(proposed(turn)["agi"]) == 93600 + 36000, turn.reply
    assert "$3,000 a month ($36,000 a year)" in turn.reply, turn.reply


# --- item 2: the other parent's pay said by a period, no one named: added to the pay held -------

OPENING = {"en": ("senior at Bowie High, june 2027, 3.2 gpa, I live with my mom and dad. my dad makes 65k",
                  "yes", "20715", "yes", "associate's 12 credits"),
           "es": ("estoy en el último año en Bowie High, me gradúo en junio 2027, promedio 3.2, vivo con mi mamá y mi papá. "
                  "mi papá gana 65 mil", "sí", "20715", "sí", "asociado 12 créditos")}

# (lang, the other parent's pay said, the sum read back, the part's conversion said with it)
OTHER_PAY = [
    ("en", "about 7,500 a month", 155000, "$7,500 a month ($90,000 a year)"),
    ("en", "7500 a month", 155000, "$7,500 a month ($90,000 a year)"),
    ("en", "about 40 an hour, full time", 148200, "$40 an hour for 40 hours a week ($83,200 a year)"),
    ("en", "about 2,000 every two weeks", 117000, "$2,000 every two weeks ($52,000 a year)"),
    ("en", "90k a year", 155000, "$90,000"),
    ("en", "like 90k", 155000, "$90,000"),
    ("en", "mom makes 7500 a month", 155000, "$7,500 a month ($90,000 a year)"),
    ("es", "como 7,500 al mes", 155000, "$7,500 al mes ($90,000 al año)"),
    ("es", "creo que unos 1,200 cada quincena", 93800, "$1,200 cada quincena ($28,800 al año)"),
    ("es", "unos 30 la hora, tiempo completo", 127400, "$30 la hora por 40 horas a la semana ($62,400 al año)"),
]


@pytest.mark.parametrize("lang,said,total,part", OTHER_PAY)
def test_the_other_parents_pay_by_a_period_is_added_to_the_pay_held(lang, said, total, part):
    turn = talk(lang, *OPENING[lang])
    assert turn.conversation.follow_up.get("k") == "part" and turn.conversation.follow_up.get("o") == "mom", turn.reply
    turn = then(turn, said, lang)
    assert float(proposed(turn)["agi"]) == total, turn.reply
    assert "$65,000" in turn.reply and part in turn.reply, turn.reply
    assert "agi" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,first,said,total", [
    # (the mom's pay held by the hour, the dad's asked: "cada quincena", "a month")
    ("es", "estoy en el último año en Bowie High, me gradúo en junio 2027, vivo con mi mamá y mi papá. "
           "mi mamá gana 20 la hora, 40 horas a la semana", "creo que unos 1,200 cada quincena", 41600 + 28800),
    ("en", "senior at Bowie High, june 2027, I live with my mom and dad. my mom makes 20 an hour, 40 hours a week",
     "about 3,000 a month", 41600 + 36000),
])
def test_the_other_parents_pay_by_a_period_beside_a_read_back_is_added(lang, first, said, total):
    turn = talk(lang, first)
    assert turn.conversation.follow_up.get("k") == "part", turn.reply
    turn = then(turn, said, lang)
    assert float(proposed(turn)["agi"]) == total, turn.reply
