"""fix49p: code written twice made one (behaviour kept; two lists widened to the one list's words).

1. understand._HEDGE_YES (a hedged yes to "does other aid pay the full cost?") typed its own words of doubt
   beside vocab.HEDGES (fix49n's one list): "talvez", "may be" and "capaz", hedges everywhere else, were read
   here as no hedge (understand.full_cost_doubted False). Now its hedge words are vocab.HEDGES, the yes's own
   guesses ("I think so", "creo que sí") a named list of their own (understand._YES_GUESSES).
2. understand._I_WILL_FILE (fix49b, a parent's plan to file told, not asked) typed mom|dad|mother|father|mama|papa:
   "my mum will do the fafsa", "my ma's gonna do it", "my stepfather will do the fafsa" were read as questions.
   Now built from vocab.MOTHER_WORDS / FATHER_WORDS / their casual and step lists (fix49a), each after "my"/"our"
   only, so "ma"/"pa" alone ("nada pa comer") stay no parent.
3. understand._everyday_words / _known_words: kept apart, a comment says why (a guard below holds it).
4. Tests: fix49a/j/o's ``_chat`` and fix48k/49d's ``_rules_messages_to_you``/``WRITER_YOU`` are support's
   api_chat / rules_messages_to_you / WRITER_YOU (their files import them; guards below).
Guards (marked): hedges and plans read before still read; a plain no or a full ride not a hedge.
"""
import pytest

from support import WRITER_YOU
from support import rules_messages_to_you

from screener.chat import understand
from screener.chat.understand import normalize


# 1. a hedge of vocab.HEDGES said to the full-cost read-back: doubted (asked again, no "yes" read back)
@pytest.mark.parametrize("lang,said,doubted", [
    ("en", "yes it may be", True),
    ("en", "it may be all of it", True),
    ("es", "talvez", True),
    ("es", "sí, talvez", True),
    ("es", "capaz que sí", True),
    ("en", "yeah probably", True),                 # guard
    ("en", "I think so", True),                    # guard
    ("en", "maybe", True),                         # guard
    ("es", "creo que sí", True),                   # guard
    ("es", "tal vez", True),                       # guard
    ("es", "supongo", True),                       # guard
    ("en", "no, probably not", False),             # guard: a no
    ("es", "no, tal vez no", False),               # guard: a no
    ("en", "yes", False),                          # guard: a plain yes
    ("es", "sí", False),                           # guard
])
def test_a_hedged_yes_to_full_cost_is_doubted(lang, said, doubted):
    assert understand.full_cost_doubted(said) is doubted, said


def test_guard_every_hedge_of_the_one_list_is_a_hedged_yes():  # guard: the one list, every word of it
    from screener.chat import vocab
    for hedge in vocab.HEDGES:
        assert understand._HEDGE_YES.search(normalize(hedge)), hedge


# 2. a parent's plan to file told with vocab's words for a parent: a plan, not a question
@pytest.mark.parametrize("lang,said,plan", [
    ("en", "my mum will do the fafsa", True),
    ("en", "my ma is gonna do the fafsa", True),
    ("en", "my pa will do it", True),
    ("en", "my stepfather will do the fafsa", True),  # guard: read before too ("step" + "father")
    ("en", "my daddy is going to do the fafsa", True),
    ("en", "ok my papi will do it", True),
    ("en", "my madre will do the fafsa", True),
    ("en", "my mom will do the fafsa", True),      # guard
    ("en", "my dad already did my fafsa", True),   # guard
    ("en", "my step mom will do it", True),        # guard
    ("es", "mi mamá va a hacer la fafsa", True),   # guard
    ("es", "mi papá va a llenar la fafsa", True),  # guard
    ("en", "she'll do the fafsa", True),           # guard
    ("es", "pa va a hacer la fafsa", False),       # guard: "pa" alone is no parent (fix49a)
    ("es", "ma va a hacer la fafsa", False),       # guard
    ("en", "do i need the fafsa", False),          # guard: a question
    ("en", "will my mom do the fafsa", False),     # guard: a question
])
def test_a_parents_plan_to_file_is_told(lang, said, plan):
    assert bool(understand._I_WILL_FILE.match(normalize(said))) is plan, said


# 3. the two word sets differ on purpose (fix49p's comment at _everyday_words): neither holds the other
def test_guard_everyday_and_known_words_differ():  # guard
    known, everyday = understand._known_words(), understand._everyday_words()
    assert {"de", "and", "bachelor"} <= known - everyday
    assert {"when", "pay"} <= everyday - known


# 4. support's one helper: the rules' messages to "you", the writer's own among them
def test_guard_rules_messages_to_you_from_support():  # guard
    said = rules_messages_to_you()
    assert len(said) > 80 and WRITER_YOU <= set(said)
