"""Reply wording of the chat (issue #8: honest, short replies). One table per class, English and
Spanish rows; the wording is ours."""
import pytest

from support import talk

YES = {"en": "yes", "es": "sí"}
FIRST = {"en": "first time", "es": "primera vez"}


# --- the other earner invited is the one the student named --------------------------------------
# Class (a newcomer's finding): "I live with my mom and stepdad", then "my mom makes 40k", was
# answered "If your dad earns too": the note named a parent the student never named.

@pytest.mark.parametrize("lang,household,pay,invited,not_said", [
    ("en", "I live with my mom and stepdad", "my mom makes 40k", "If your stepdad earns too", "your dad earns"),
    ("en", "it's me, my dad and my step mom", "my dad makes 52k", "If your stepmom earns too", "your mom earns"),
    ("en", "I live with my mom and her husband", "my mom earns 3,000 a month", "If your stepdad earns too", "your dad earns"),
    ("es", "vivo con mi mamá y mi padrastro", "mi mamá gana 40 mil", "Si tu padrastro también gana", "papá"),
    ("es", "vivo con mi papá y mi madrastra", "mi papá gana 52 mil", "Si tu madrastra también gana", "mamá también"),
    ("es", "vivo con mi mamá y su esposo", "mi mamá gana 3 mil al mes", "Si tu padrastro también gana", "papá"),
])
def test_the_other_earner_invited_is_the_one_named(lang, household, pay, invited, not_said):
    turn = talk(lang, household, YES[lang], FIRST[lang], pay)
    assert invited in turn.reply and not_said not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,invited", [
    ("en", "I live with my mom and stepdad, my mom makes 40k", "If your stepdad earns too"),
    ("es", "vivo con mi mamá y mi padrastro, mi mamá gana 40 mil", "Si tu padrastro también gana"),
])
def test_the_other_earner_named_in_the_same_message(lang, said, invited):
    assert invited in talk(lang, said).reply
