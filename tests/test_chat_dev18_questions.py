"""dev18's question classes (issue #8), in both languages, in words of our own: a stepparent's pay
asked about without a divorce or a remarriage said (whose income counts: the AGI entry, as dev16's
"does my stepmom's income count"), an associate's degree earned years ago (the degree rule, never
the GPA waiver for those out of school five years), how low a college GPA may fall (the renewal
GPA, never "I don't know"), and what the Maryland Dream Act is (in-state tuition, never the
application forms' entry). The FAQ's phrases now say them in more ways."""
import pytest

from screener.chat import faq

ASKED = [
    ("agi", "do they also count my stepdad's paycheck or just my mom's"),
    ("agi", "cuentan tambien lo que gana mi padrastro o solo lo de mi mama"),
    ("prior_degree", "I earned an associate's like ten years ago, can I still get it?"),
    ("prior_degree", "saque mi asociado hace como diez años, todavia la puedo recibir?"),
    ("renewal_gpa", "how low can my college GPA get before I lose promise?"),
    ("renewal_gpa", "how far can my grades drop in college before they pull the award"),
    ("renewal_gpa", "hasta cuanto puede bajar mi promedio en el college antes de perder la beca?"),
    ("renewal_gpa", "una vez en el college que tan bajo puede caer mi gpa antes de perder la beca"),
    ("in_state_tuition", "explain the Maryland Dream Act to me, could it help me?"),
    ("in_state_tuition", "explicame el dream act de maryland"),
]

# the neighbours that must stay where they are
KEPT = [
    ("whose_income_divorced", "my parents split up and my mom remarried, do they count my stepdad"),
    ("whose_income_divorced", "mis papas se divorciaron y mi mama se caso otra vez, cuenta mi padrastro?"),
    ("gpa_waiver", "I finished high school ten years ago, do you still look at my GPA?"),
    ("gpa_waiver", "termine la secundaria hace diez años, todavia importa mi promedio?"),
    ("fafsa_one_app", "with the dream act do I file the fafsa or the one app?"),
    ("fafsa_one_app", "con el dream act lleno la fafsa o la one app?"),
]


@pytest.mark.parametrize("topic,text", ASKED + KEPT)
def test_a_question_finds_its_entry(topic, text):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)
