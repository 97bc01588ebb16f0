"""A Spanish question typed verb first with "que" texted as "q" or "k" ("tengo q llenar la fafsa
si estudio medio tiempo?"): asked, like "tengo que …?"; its "si" ("if") is never the student's
"yes" to the question pending (dev10: "in-state tuition: yes" was read back from a question).
The English question of the same shape was already answered."""
import pytest

from test_understand import say


@pytest.mark.parametrize("lang,text", [
    ("es", "tengo q llenar la fafsa si estudio medio tiempo?"),
    ("es", "hay k pagar algo si dejo las clases?"),
    ("en", "do i have to fill out the fafsa if i study part time?"),
])
def test_a_question_with_if_typed_verb_first_keeps_nothing(lang, text):
    turn, got = say("in_state_tuition", text, lang)
    assert not got and not turn.conversation.pending, turn.reply
    assert turn.expecting == "in_state_tuition"
