"""Classes of fix35i: a how-much follow-up of a pay held ("How much did your parents make last year?
I'll add it to your $12,000") answered with no amount. A bare "yes", "ok", "sí", "claro" closed it
(the student's own pay kept as the household's: a false "likely eligible"); a year, an age or a count
was read as the pay asked. Each is asked again plainly, the pay held kept; a ZIP code or the people at
home said there are read as those answers (read back), never as pay. The wording is ours."""
import pytest

from support import proposed
from support import talk
from support import then

OPEN = {"en": "senior at bowie high, gpa 3.2, graduating june 2027, zip 20715, first time",
        "es": "estoy en ultimo año en bowie high, promedio 3.2, me graduo en junio 2027, zip 20715, primera vez"}
AMOUNT_NEEDED = {"en": "I need an amount of money here", "es": "Aquí necesito una cantidad de dinero"}

# (lang, the messages after the opening up to the how-much follow-up, the follow-up's words, the
# amount another message then gives, the sum it makes with the pay held)
_TO_FOLLOW_UP = {
    "parents": {"en": (["I live with my mom", "yes", "I make 12k", "no its just mine"], "How much did your parents make", "30k", 42000),
                "es": (["vivo con mi mamá", "si", "gano 12 mil", "no, solo es mio"], "Cuánto ganaron tus padres", "30 mil", 42000)},
    "spouse": {"en": (["I'm married", "yes", "I make 30k", "no just mine"], "How much did your spouse make", "20k", 50000),
               "es": (["estoy casada", "si", "gano 30 mil", "no, solo el mio"], "Cuánto ganó tu esposo", "20 mil", 50000)},
    "other parent": {"en": (["I live with my mom and dad", "yes", "yes", "general studies, 15 credits", "my mom makes 60k"],
                            "how much did your dad make", "40k", 100000),
                     "es": (["vivo con mi mamá y mi papá", "si", "si", "estudios generales, 15 creditos", "mi mamá gana 60 mil"],
                            "cuánto ganó tu papá", "40 mil", 100000)},
    "hours": {"en": (["I live with my mom", "yes", "yes", "general studies, 15 credits", "my mom makes 20 an hour"],
                     "How many hours a week", "40", 41600),
              "es": (["vivo con mi mamá", "si", "si", "estudios generales, 15 creditos", "mi mamá gana 20 la hora"],
                     "Cuántas horas a la semana", "40", 41600)},
}

_BARE = [
    ("parents", "en", "yes"), ("parents", "en", "ok"), ("parents", "en", "sure"), ("parents", "en", "no"),
    ("parents", "es", "si"), ("parents", "es", "claro"), ("parents", "es", "no"),
    ("spouse", "en", "yes"), ("spouse", "es", "sí"),
    ("other parent", "en", "yes"), ("other parent", "es", "si"),
    ("hours", "en", "yeah"), ("hours", "es", "si"),
]


def _asked_again(turn, kind: str, lang: str):
    messages, asked, _, _ = _TO_FOLLOW_UP[kind][lang]
    assert AMOUNT_NEEDED[lang] in turn.reply, turn.reply
    assert asked in turn.reply, turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn), (turn.answers, proposed(turn))
    assert turn.expecting == "agi"


@pytest.mark.parametrize("kind,lang,said", _BARE)
def test_a_bare_yes_or_no_to_a_how_much_follow_up_is_asked_again_the_pay_held_kept(kind, lang, said):
    messages, asked, amount, total = _TO_FOLLOW_UP[kind][lang]
    turn = talk(lang, OPEN[lang], *messages)
    assert asked in turn.reply, turn.reply  # (the follow-up reached)
    turn = then(turn, said, lang)
    _asked_again(turn, kind, lang)
    turn = then(turn, amount, lang)  # the amount said next: added to the pay held, read back
    assert proposed(turn).get("agi") == total, (turn.reply, proposed(turn))


# numbers that are no pay, said to the parents' (the other parent's) pay asked: asked again
_NO_PAY = [
    ("parents", "en", "2010"), ("parents", "en", "im 19"), ("parents", "en", "19 years old"), ("parents", "en", "2 kids"),
    ("parents", "es", "2010"), ("parents", "es", "tengo 19 años"), ("parents", "es", "2 hijos"),
    ("other parent", "en", "2010"), ("other parent", "es", "1998"),
]


@pytest.mark.parametrize("kind,lang,said", _NO_PAY)
def test_a_number_that_is_no_pay_to_a_how_much_follow_up_is_asked_again(kind, lang, said):
    messages, asked, amount, total = _TO_FOLLOW_UP[kind][lang]
    turn = then(talk(lang, OPEN[lang], *messages), said, lang)
    _asked_again(turn, kind, lang)
    turn = then(turn, amount, lang)
    assert proposed(turn).get("agi") == total, (turn.reply, proposed(turn))


# another question's answer said to the parents' pay asked: read as that answer, never as their pay
_OTHER_ANSWER = [
    ("en", "21201", {"zip": "21201"}), ("es", "21201", {"zip": "21201"}),
    ("en", "4 people", {"household_size": 4}),
]


@pytest.mark.parametrize("lang,said,read", _OTHER_ANSWER)
def test_a_zip_or_a_count_of_people_to_the_parents_pay_is_that_answer(lang, said, read):
    messages, asked, amount, total = _TO_FOLLOW_UP["parents"][lang]
    turn = then(talk(lang, OPEN[lang], *messages), said, lang)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, (turn.reply, proposed(turn))
    assert {k: proposed(turn).get(k) for k in read} == read, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_zip_said_while_none_is_kept_is_the_zip_not_the_parents_pay(lang):
    first = {"en": ["first time", "none", "I make 12k", "no its just mine"], "es": ["primera vez", "ninguno", "gano 12 mil", "no, solo es mio"]}
    turn = talk(lang, *first[lang])
    assert _TO_FOLLOW_UP["parents"][lang][1] in turn.reply, turn.reply
    turn = then(turn, "21201", lang)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, (turn.reply, proposed(turn))
    assert proposed(turn).get("zip") == "21201", (turn.reply, proposed(turn))
