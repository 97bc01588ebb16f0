"""Two newcomer classes (issue #8), one table row per case and language, in our own words.

Household: time shared between parents who live apart (weekdays with one, weekends with the
other; half and half) is one parent's household on the FAFSA, read back with whose income
counts, or asked when a step-parent is named; never two parents.

High school: earlier grades in another country, then the school finished or graduated from
named (or "here"): the country is an aside, the school a Maryland one, read back."""
import pytest

from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand_choice_classes import say

CASES = [
    # shared time between divorced or separated parents: one parent, read back
    ("household", "en", "my folks split up, I stay with my father during the week and my mother on the weekend",
     {"household": "single_parent"}, READ_BACK),
    ("household", "en", "parents are separated and I go back and forth, half the time with each",
     {"household": "single_parent"}, READ_BACK),
    ("household", "es", "mis papás están divorciados, paso entre semana con mi papá y los fines de semana con mi mamá",
     {"household": "single_parent"}, READ_BACK),
    ("household", "es", "se separaron y vivo mitad y mitad con cada uno", {"household": "single_parent"}, READ_BACK),
    # the same said without "divorced": a mother and a father each by their days
    ("household", "en", "weekdays with my mother, weekends with my father", {"household": "single_parent"}, READ_BACK),
    ("household", "es", "con mi mamá entre semana y con mi papá los fines", {"household": "single_parent"}, READ_BACK),
    # (unchanged, guards) a step-parent beside the shared time: which household counts is asked
    ("household", "en", "divorced parents, my mom and stepdad during the week, my dad every other weekend", ASKED, None),
    # unchanged: one parent named beside "divorced"; both parents at home, a parent's work days an aside
    ("household", "es", "mis papás están separados y vivo con mi papá", {"household": "single_parent"}, None),  # (fix48a: the parent lived with named beside a divorce: kept with the FAFSA note, no read-back)
    ("household", "en", "me, my mom and my dad, he works weekends", {"household": "two_parent", "household_size": 3}, None),
    # earlier grades abroad, then the school finished at: a Maryland school, read back
    ("high_school", "en", "I did school in El Salvador up to 7th grade, then graduated from Springbrook",
     {"high_school": "maryland"}, READ_BACK),
    ("high_school", "en", "elementary was in Guatemala, I finished at Parkdale High", {"high_school": "maryland"}, READ_BACK),
    ("high_school", "es", "estudié en Guatemala hasta sexto y luego me gradué de Bladensburg High",
     {"high_school": "maryland"}, READ_BACK),
    ("high_school", "es", "hice la primaria en Venezuela y terminé la prepa aquí", {"high_school": "maryland"}, READ_BACK),
    # unchanged: finished where the earlier grades were ("there"): outside Maryland, read back
    ("high_school", "en", "went to school in Peru until 9th grade and finished over there", {"high_school": "other"}, READ_BACK),
    ("high_school", "es", "estudié en Honduras hasta octavo y terminé allá", {"high_school": "other"}, READ_BACK),
]


@pytest.mark.parametrize("field,lang,text,want,mode", CASES)
def test_shared_time_and_earlier_school_abroad(field, lang, text, want, mode):
    check_reading(*say(field, text, lang), want, mode)
