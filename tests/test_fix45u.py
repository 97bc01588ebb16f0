"""fix45u: misreadings in this round's new readers (review 45).

- A legal guardian (understand.court_guardian_said, the household's ``settled_by``
  ``legal_guardianship``): only someone other than a parent, said affirmatively, with no parent
  named, reads "single"; a negation ("no tengo tutor legal", "isnt my legal guardian"), a question
  ("do i need a legal guardian"), a parent named as guardian or at home never does (a false
  "likely eligible": the parents' income dropped).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from screener.chat import understand
from support import household_asked
from support import proposed
from support import then

# (message, legal guardianship read)
GUARDIAN_FACT_ROWS = [
    ("my parents are my legal guardians", False),
    ("i am her legal guardian", False),
    ("my grandma isnt my legal guardian", False),
    ("my aunt is not technically my legal guardian", False),
    ("i dont have a legal guardian", False),
    ("no legal guardian", False),
    ("do i need a legal guardian", False),
    ("no tengo tutor legal", False),
    ("¿necesito un tutor legal?", False),
    ("i live with my parents, my legal guardian is my mom", False),
    ("vivo con mi mamá y mi papá, no tengo tutor legal", False),
    ("my grandma is my legal guardian", True),  # guard
    ("mi tía es mi tutora legal", True),  # guard
    ("tengo tutor legal", True),  # guard
    ("my aunt got guardianship of me through the court", True),  # guard
]


@pytest.mark.parametrize("message,read", GUARDIAN_FACT_ROWS)
def test_guardian_fact(message, read):
    assert ("legal_guardianship" in understand.household_facts(message)) is read


# (lang, answer at the household question, household read back or kept (None: asked/other))
GUARDIAN_CHAT_ROWS = [
    ("es", "vivo con mi mamá y mi papá, no tengo tutor legal", "two_parent"),
    ("en", "i live with my mom and dad, my mom is my legal guardian", "two_parent"),
    ("en", "i live with my mom and dad, i dont have a legal guardian", "two_parent"),
    ("es", "vivo con mi mamá y mi papá, mi mamá es mi tutora legal", "two_parent"),
    ("en", "my grandma is my legal guardian", "single"),  # guard
    ("es", "mi tía es mi tutora legal", "single"),  # guard
    ("en", "i live with my mom and dad", "two_parent"),  # guard
]


@pytest.mark.parametrize("lang,message,household", GUARDIAN_CHAT_ROWS)
def test_guardian_chat(lang, message, household):
    turn = then(household_asked(lang), message, lang)
    assert proposed(turn).get("household", turn.answers.get("household")) == household
