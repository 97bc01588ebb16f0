"""Classes of fix36c (last round's newcomers): the other earner's pay follow-up. A bare "no" to "how
much did they make last year? I'll add it" got "I need an amount of money here" and the same question
again without end; "nothing", "he didn't make anything" were not read (an FAQ answer); an age ("he's
45") was added as $45,000; a pay with overtime on top said in an opening ("my dad makes 95k plus
overtime, my mom stays home") had its year's total asked beside the ZIP question, and the answer lost
the pay. The wording is ours."""
import pytest

from screener.chat import understand
from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}

# to "You said someone else at home works too. I have your mom's $85,000 … how much did they make
# last year? I'll add it", and to the dad's pay asked by name
TO_OTHER_PAY = {
    ("en", "works"): ("I'm a senior at Bowie High, 20715", "yes", "my mom makes 85k and my dad works in construction"),
    ("es", "works"): ("Estoy en 12 en Bowie High, 20715", "sí", "mi mamá gana 85 mil y mi papá trabaja en construcción"),
    ("en", "named"): ("senior at bowie high, gpa 3.2, graduating june 2027, zip 20715, first time", "I live with my mom and dad",
                      "yes", "yes", "general studies, 15 credits", "my mom makes 85k"),
}
ASKED = {"en": "make last year? I'll add it", "es": "el año pasado? Lo sumaré"}
MEANING = {"en": "When you say “no”", "es": "Cuando dices “no”"}
MEANING_REPLIES = {"en": ("They had no pay last year", "I don't know how much"),
                   "es": ("No tuvo ingresos el año pasado", "No sé cuánto")}
AMOUNT_NEEDED = {"en": "I need an amount of money here", "es": "Aquí necesito una cantidad de dinero"}
KEPT_OPEN = {"en": "I'll keep your mom's $85,000", "es": "Guardo lo que gana tu mamá, $85,000"}


def _at_other_pay(lang: str, route: str = "works"):
    turn = talk(lang, *TO_OTHER_PAY[(lang, route)])
    assert turn.expecting == "agi" and "$85,000" in turn.reply, turn.reply
    return turn


def _pay_held(turn) -> bool:
    slot = turn.conversation.follow_up
    return slot.get("k") == "part" and slot.get("a") == 85000 and "agi" not in turn.answers and "agi" not in proposed(turn)


# --- item 1: a bare "no" asks what it means, once, with quick replies --------------------------------

@pytest.mark.parametrize("lang,route,no", [("en", "works", "no"), ("en", "works", "nope"), ("es", "works", "no"),
                                          ("en", "named", "no")])
def test_a_bare_no_asks_what_it_means_with_quick_replies(lang, route, no):
    turn = then(_at_other_pay(lang, route), no, lang)
    assert MEANING[lang] in turn.reply and AMOUNT_NEEDED[lang] not in turn.reply, turn.reply
    assert turn.quick_replies == MEANING_REPLIES[lang], turn.quick_replies
    assert turn.expecting == "agi" and turn.reply.count("?") == 1, turn.reply
    assert _pay_held(turn), (turn.answers, turn.conversation.follow_up)


# (lang, the answer to the meaning question, the income read back, or None: left open, the pay held kept)
AFTER_MEANING = [
    ("en", "They had no pay last year", 85000), ("es", "No tuvo ingresos el año pasado", 85000),
    ("en", "40k", 125000), ("es", "40 mil", 125000),
    ("en", "I don't know how much", None), ("es", "No sé cuánto", None),
    ("en", "no", None), ("es", "no", None), ("en", "yes", None),
]


@pytest.mark.parametrize("lang,said,agi", AFTER_MEANING)
def test_the_meaning_questions_answer_and_never_a_third_time(lang, said, agi):
    turn = then(then(_at_other_pay(lang), "no", lang), said, lang)
    assert MEANING[lang] not in turn.reply and ASKED[lang] not in turn.reply, turn.reply
    if agi is not None:
        assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn))
        return
    # "I don't know", or a second answer with no amount: the pay held said and kept, the income open
    assert KEPT_OPEN[lang] in turn.reply, turn.reply
    assert turn.expecting != "agi" and "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert turn.conversation.follow_up.get("k") == "part" and turn.conversation.follow_up.get("a") == 85000


@pytest.mark.parametrize("lang,first,second", [("en", "yes", "yes"), ("en", "he's 45", "no"), ("es", "sí", "sí")])
def test_two_answers_with_no_amount_leave_the_income_open(lang, first, second):
    turn = then(_at_other_pay(lang), first, lang)
    assert turn.expecting == "agi" and _pay_held(turn), turn.reply
    turn = then(turn, second, lang)
    assert KEPT_OPEN[lang] in turn.reply and turn.expecting != "agi", turn.reply


@pytest.mark.parametrize("lang,rest", [
    ("en", ("associate's, 15 credits", "3.5", "I live with two parents (or a parent and step-parent)", "The FAFSA", "no")),
    ("es", ("asociado, 15 créditos", "3.5", "Vivo con mis dos padres", "La FAFSA", "no")),
])
def test_the_income_left_open_is_no_likely_eligible(lang, rest):
    turn = then(then(_at_other_pay(lang), "no", lang), "no", lang)
    for said in rest:
        turn = then(turn, said, lang)
    assert turn.assessment is not None and turn.assessment["status"] == "needs_more_info", turn.reply


# "nothing", "he didn't make anything": $0 added, read back with the parts (it was an FAQ answer)
NO_PAY = [("en", "nothing"), ("en", "he didn't make anything"), ("en", "no pay"), ("en", "he didn't work last year"),
          ("en", "he had no income"), ("es", "nada"), ("es", "no ganó nada"), ("es", "no trabajó"), ("es", "no tuvo ingresos")]


@pytest.mark.parametrize("lang,said", NO_PAY)
def test_no_pay_said_is_zero_added_and_read_back(lang, said):
    turn = then(_at_other_pay(lang), said, lang)
    assert proposed(turn).get("agi") == 85000, (turn.reply, proposed(turn))
    assert "$0" in turn.reply and "$85,000" in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 85000, turn.reply


@pytest.mark.parametrize("text,none", [
    ("he didn't make anything", True), ("she didn't work", True), ("They had no pay last year", True),
    ("no income last year", True), ("No tuvo ingresos el año pasado", True), ("no ganó nada", True), ("no trabajó", True),
    ("mi mamá está en casa", True),
    ("he makes 40k", False), ("no", False), ("I don't know how much", False), ("he works at amazon", False),
    ("no trabajo en verano pero gano 20 mil", False),
])
def test_no_pay_said(text, none):
    assert understand.no_pay_said(text) is none


# --- item 2: an age is no pay ------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said,then_said,total", [
    ("en", "he's 45", "40k", 125000), ("en", "she is 52", "40k", 125000), ("en", "he's 45 years old", "40k", 125000),
    ("es", "tiene 45 años", "40 mil", 125000), ("es", "él tiene 45", "40 mil", 125000),
])
def test_an_age_to_the_other_pay_is_asked_again_the_pay_held_kept(lang, said, then_said, total):
    turn = then(_at_other_pay(lang), said, lang)
    assert AMOUNT_NEEDED[lang] in turn.reply and ASKED[lang] in turn.reply, turn.reply
    assert _pay_held(turn), (turn.reply, proposed(turn))
    turn = then(turn, then_said, lang)
    assert proposed(turn).get("agi") == total, (turn.reply, proposed(turn))


@pytest.mark.parametrize("text,lang,no_pay", [
    ("he's 45", "en", True), ("she is 45", "en", True), ("tiene 45 años", "es", True),
    ("he's 45k", "en", False), ("he's making 45k", "en", False), ("she's 45 an hour", "en", False), ("tiene 45 mil", "es", False),
])
def test_ages_are_no_pay_numbers(text, lang, no_pay):
    assert understand.no_pay_numbers(text, lang) is no_pay


# --- item 3: a pay with overtime on top said beside another question: held, the year asked at the income

OVERTIME = {"en": "I'm a senior at Bowie High, my dad makes 95k plus overtime, my mom stays home",
            "es": "Estoy en 12 en Bowie High, mi papá gana 95 mil más horas extra, mi mamá está en casa"}
LATER = {"en": "I'll ask what the whole year came to", "es": "te preguntaré cuánto fue en todo el año"}
TO_INCOME = {"en": ("20715", "yes", "associate's, 15 credits", "3.5", "I live with two parents (or a parent and step-parent)"),
             "es": ("20715", "sí", "asociado, 15 créditos", "3.5", "Vivo con mis dos padres")}
HELD_ASKED = {"en": "I have your dad's $95,000, not counting", "es": "Tengo lo que gana tu papá, $95,000, sin contar"}


def _overtime_said(lang: str, at_zip: bool):
    turn = talk(lang, *((OVERTIME[lang],) if not at_zip else (OVERTIME[lang].split(",")[0], ",".join(OVERTIME[lang].split(",")[1:]))))
    assert turn.expecting == "zip", turn.reply
    assert LATER[lang] in turn.reply and "$95,000" in turn.reply, turn.reply
    assert turn.reply.count("?") == 1, turn.reply  # (the ZIP code's question alone)
    slot = turn.conversation.follow_up
    assert slot.get("k") == "extra" and slot.get("d") and slot.get("p") == [[95000.0, 1]], slot
    return turn


@pytest.mark.parametrize("lang,at_zip,total,agi", [
    ("en", False, "about 105k total", 105000), ("en", False, "105k", 105000), ("en", True, "about 105k total", 105000),
    ("es", False, "como 105 mil en total", 105000), ("es", False, "como 105 mil", 105000), ("es", True, "105 mil", 105000),
])
def test_the_years_total_is_asked_at_the_income_and_read_as_the_total(lang, at_zip, total, agi):
    turn = _overtime_said(lang, at_zip)
    for said in TO_INCOME[lang]:
        turn = then(turn, said, lang)
        assert turn.conversation.follow_up.get("k") == "extra", (said, turn.reply)
    assert turn.answers.get("zip") == "20715" and turn.answers.get("household") == "two_parent", turn.answers
    assert turn.expecting == "agi" and HELD_ASKED[lang] in turn.reply and turn.reply.count("?") == 1, turn.reply
    turn = then(turn, total, lang)
    assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn))  # (the mom stays home: no other pay asked)


@pytest.mark.parametrize("lang,total", [("en", "about 105k total"), ("es", "como 105 mil en total")])
def test_the_years_total_said_at_the_zip_question_is_read_back(lang, total):
    turn = then(_overtime_said(lang, False), total, lang)
    assert proposed(turn).get("agi") == 105000, (turn.reply, proposed(turn))


# the same for the other how-much follow-ups of a pay held (the parents' pay to add to the student's own,
# the hours of a rate): a second answer with no amount leaves the income open, never a third time
OPEN = {"en": "senior at bowie high, gpa 3.2, graduating june 2027, zip 20715, first time",
        "es": "estoy en ultimo año en bowie high, promedio 3.2, me graduo en junio 2027, zip 20715, primera vez"}
TO_HOW_MUCH = {
    ("en", "parents"): ("I live with my mom", "yes", "I make 12k", "no its just mine"),
    ("es", "parents"): ("vivo con mi mamá", "si", "gano 12 mil", "no, solo es mio"),
    ("en", "hours"): ("I live with my mom", "yes", "yes", "general studies, 15 credits", "my mom makes 20 an hour"),
    ("es", "hours"): ("vivo con mi mamá", "si", "si", "estudios generales, 15 creditos", "mi mamá gana 20 la hora"),
}


@pytest.mark.parametrize("lang,kind,said", [("en", "parents", "yes"), ("es", "parents", "sí"), ("en", "hours", "yeah"),
                                            ("es", "hours", "si")])
def test_other_how_much_follow_ups_are_never_asked_a_third_time(lang, kind, said):
    turn = then(talk(lang, OPEN[lang], *TO_HOW_MUCH[(lang, kind)]), said, lang)
    assert AMOUNT_NEEDED[lang] in turn.reply and turn.expecting == "agi", turn.reply
    turn = then(turn, said, lang)
    assert AMOUNT_NEEDED[lang] not in turn.reply and turn.expecting != "agi", turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
