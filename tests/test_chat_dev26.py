"""dev26's classes: a missing Social Security number said at the in-state question is no "no"
(the Maryland Dream Act may give in-state tuition), and a yes that says the value read back again
("sí, no vamos a llenar nada" to "Aid application: None") is a yes, never the same read-back put
again. English and Spanish, in our own words."""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import then
from support import waiting

AT_IN_STATE = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("in_state_tuition", "hs_completion_date", "college",
                                                                  "program", "credits_per_semester")}


@pytest.mark.parametrize("lang,said", [
    ("es", "no tengo seguro social"), ("es", "¿tengo que llenar la fafsa? no tengo seguro social"),
    ("es", "sin seguro social, ¿puedo?"), ("en", "i dont have an ssn"), ("en", "no ssn, can i still do this?"),
])
def test_no_ssn_at_the_in_state_question_is_no_no(lang, said):
    turn = waiting(AT_IN_STATE, "in_state_tuition", said, lang)
    assert "in_state_tuition" not in turn.answers
    assert proposed(turn).get("in_state_tuition") != "no"
    assert "Dream Act" in turn.reply and turn.expecting == "in_state_tuition", turn.reply  # the Dream Act's way told, asked again


@pytest.mark.parametrize("lang,said", [
    ("es", "sí, no vamos a llenar nada"), ("es", "si, ninguna"), ("en", "yes, we won't file anything"),
    ("en", "yeah, none"),
])
def test_a_yes_saying_the_value_again_confirms_it(lang, said):
    first = waiting({**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2, "agi": 40000},
                    "aid_application", "none of them" if lang == "en" else "ninguna", lang)
    assert proposed(first).get("aid_application") == "none"
    turn = then(first, said, lang)
    assert turn.answers.get("aid_application") == "none"
    assert not turn.conversation.pending


@pytest.mark.parametrize("lang,said", [("es", "sí, la fafsa"), ("en", "yes, the fafsa")])
def test_a_yes_saying_another_value_is_no_plain_yes(lang, said):
    first = waiting({**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2, "agi": 40000},
                    "aid_application", "none of them" if lang == "en" else "ninguna", lang)
    turn = then(first, said, lang)
    assert proposed(turn).get("aid_application") == "fafsa"  # the other value read back, to be confirmed
