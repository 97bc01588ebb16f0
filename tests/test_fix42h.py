"""fix42h: money readers (the kitchen table, tests/chat/dev42).

- a yes carrying another amount than the one read back ("yes, 159,000 is right", "sí, son 159 mil" to
  "$150,000") confirmed the amount read, a false "likely eligible": the amount said is read back in its
  place (engine._yes_other_value); the same amount said with the yes still confirms;
- a value corrected by what another one of the family says ("I make 60k, my wife says it's really 65")
  kept the first: the one said after replaces it (numbers._OTHER_SAYS_FIX);
- a tax refund said beside the income ("we got a 3,200 refund, the AGI says 57,300") was added: it is
  no income, left out and said why (understand._REFUND, rules.NOT_COMBINED["refund"]).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import at_income_said
from support import income_read_back
from support import proposed
from support import talk

OPENING = {
    "en": "Hi, I'm her stepdad. She's a senior at Long Reach High in Columbia and wants Howard Community College. "
          "Her mom makes 88,000 and I make 62,000",
    "es": "Hola, soy su padrastro. Está en último año en Long Reach High en Columbia y quiere ir a Howard Community "
          "College. Su mamá gana 88,000 y yo gano 62,000",
}

# (lang, reply to the read-back of $150,000, income kept or None, income read back or None)
YES_WITH_AMOUNT = [
    ("en", "yes, 159,000 is right", None, 159000),
    ("es", "sí, son 159 mil", None, 159000),
    ("en", "yes, 150,000 is right", 150000, None),  # guard
    ("en", "yes that's right, 150k", 150000, None),  # guard
    ("en", "yes", 150000, None),  # guard
    ("es", "sí", 150000, None),  # guard
    ("es", "sí, son 150 mil", 150000, None),  # guard
]


@pytest.mark.parametrize("lang,reply,kept,read", YES_WITH_AMOUNT)
def test_a_yes_with_another_amount_reads_it_back(lang, reply, kept, read):
    turn = talk(lang, OPENING[lang])
    assert proposed(turn).get("agi") == 150000, turn.reply
    turn = talk(lang, OPENING[lang], reply)
    assert turn.answers.get("agi") == kept, turn.reply
    value = proposed(turn).get("agi")
    assert (None if value is None else float(value)) == read, turn.reply


# (lang, household kept, said at the income question, income read back)
SAID_AT_INCOME = [
    ("en", "two_parent", "dad here. I make 60k, my wife says it's really 65 with the overtime and she's right. she makes 38k", 103000),
    ("es", "two_parent", "papá aquí. yo gano 60 mil, mi esposa dice que son 65 con las horas extra. ella gana 38 mil", 103000),
    ("es", "two_parent", "yo gano 40 mil, mi esposo dice que son 48 mil. él gana 50 mil", 98000),
    ("en", "single_parent", "we got a 3,200 refund if that matters. the AGI line on the 1040 says 57,300", 57300),
    ("es", "single_parent", "nos devolvieron 3,200 de impuestos, el AGI dice 57,300", 57300),
    ("es", "single_parent", "el AGI dice 57,300 y nos regresaron 1,200 de los taxes", 57300),
    ("en", "two_parent", "I make 60k and my wife makes 38k", 98000),  # guard
    ("en", "two_parent", "I make 60k, sorry, 65k. my wife makes 38k", 103000),  # guard
    ("es", "single_parent", "mi mamá gana 57,300 y recibe 3,000 de manutención", 57300),  # guard
    ("en", "single_parent", "the AGI line on the 1040 says 57,300", 57300),  # guard
]


@pytest.mark.parametrize("lang,household,text,income", SAID_AT_INCOME)
def test_the_income_read_back(lang, household, text, income):
    turn = at_income_said(household, lang, text)
    assert income_read_back(turn) == income or turn.answers.get("agi") == income, turn.reply
