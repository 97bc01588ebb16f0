"""Household, place, degree, aid and yes/no answers: failure classes found on the dev8 tuning set (issue #8), one
table row per class and language, in our own words. Each row: the question pending, the
language, the message, and the answers kept after the student's "yes" (``READ_BACK``: only
after one) or ``ASKED`` (nothing kept nor read back)."""
import pytest

from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand_choice_classes import say

CASES = [
    # a parent's spouse is a step-parent: two parents, never the student's own marriage
    ("household", "en", "it's my mother and her husband", {"household": "two_parent"}, None),
    ("household", "en", "me, my dad and his wife", {"household": "two_parent", "household_size": 3}, None),
    ("household", "es", "vivo con mi papá y su esposa", {"household": "two_parent"}, READ_BACK),
    ("household", "es", "el esposo de mi mamá, ella y yo", {"household": "two_parent", "household_size": 3}, None),
    # anyone else's spouse is no marriage of the student's: asked
    ("household", "en", "my aunt and her husband took me in", ASKED, None),
    ("household", "es", "con mi hermana y su esposo", ASKED, None),
    # divorced parents, and the clause beside it says who is at home: read back with whose income counts
    ("household", "en", "only me and my mom, my parents split up", {"household": "single_parent", "household_size": 2}, None),  # (fix48a: the parent lived with named beside a divorce: kept with the FAFSA note, no read-back)
    ("household", "es", "nomás mi papá y yo, mis papás se divorciaron", {"household": "single_parent", "household_size": 2}, None),  # (fix48a: the parent lived with named beside a divorce: kept with the FAFSA note, no read-back)
    ("household", "en", "parents are divorced and i live with my dad and stepmom", {"household": "two_parent"}, READ_BACK),
    ("household", "es", "mis papás están separados, vivo con mi mamá y mi padrastro", {"household": "two_parent"}, READ_BACK),
    # divorced, no one named at home: asked
    ("household", "en", "my parents got divorced", ASKED, None),
    # "not right now", "not really": a no, whatever "right" means elsewhere
    ("enrolled_at_md_community_college", "en", "not right now", {"enrolled_at_md_community_college": False}, None),
    ("enrolled_at_md_community_college", "en", "not this semester", {"enrolled_at_md_community_college": False}, None),
    ("full_cost_scholarship", "en", "not really", {"full_cost_scholarship": False}, None),
    ("enrolled_at_md_community_college", "es", "ahorita no", {"enrolled_at_md_community_college": False}, None),
    # a parent who died or left is no one at home, told in its own clause ("since", "desde que")
    ("household", "en", "me and my father, my mother passed", {"household": "single_parent", "household_size": 2}, None),
    # (kept at once, however many words: a plain answer needs no read-back, tests/chat/README.md)
    ("household", "en", "only me and the kids since their father passed", {"household": "single_parent"}, None),
    ("household", "es", "mi mamá y yo desde que murió mi papá", {"household": "single_parent", "household_size": 2}, None),
    # the same person named again in another clause is counted once; "my other brother" is one more
    ("household", "en", "it's me, my dad and my aunt, dad works nights", {"household": "single_parent", "household_size": 3}, None),
    ("household_size", "es", "yo, mi hermana y mi otra hermana", {"household_size": 3}, None),
    # a town astride a county line, said alone: which county is asked
    ("county", "en", "Mount Airy", ASKED, None),
    ("county", "es", "vivimos en mt airy", ASKED, None),
    # an associate's degree by its letters
    ("prior_degree", "en", "an AAS from 2015", {"prior_degree": "associate"}, READ_BACK),
    ("prior_degree", "es", "tengo un AAS de 2016", {"prior_degree": "associate"}, READ_BACK),
    # the FAFSA named only as not done: none, read back (it rules out); "not yet" is no refusal
    ("aid_application", "en", "nah, not filing the fafsa or anything", {"aid_application": "none"}, READ_BACK),
    ("aid_application", "es", "no, no voy a llenar la fafsa", {"aid_application": "none"}, READ_BACK),
    ("aid_application", "en", "i havent done the fafsa yet", {"aid_application": "fafsa"}, None),
    # what was done and when, the "I" dropped, is no question
    ("aid_application", "en", "did the fafsa already last month", {"aid_application": "fafsa"}, None),
    # a hedged yes
    ("in_state_tuition", "en", "it should be", {"in_state_tuition": "yes"}, None),
    ("in_state_tuition", "es", "supongo que sí", {"in_state_tuition": "yes"}, None),
]


@pytest.mark.parametrize("field,lang,text,want,mode", CASES)
def test_dev8_household_and_yes_no_classes(field, lang, text, want, mode):
    check_reading(*say(field, text, lang), want, mode)
