"""Where the diploma is from and whether in-state tuition applies, said in sentences: failure
classes found on the tuning sets (issue #8), one table row per class and language, in our own
words. Each row: the question pending, the language, the message, and the answers new or
changed after the student's "yes" (``READ_BACK``: only after one, which must have been asked).
A county newly known answers the college page with its home college (flows/questions.yaml,
``default: home_college``), so the rows that give a county list that college too."""
import pytest

from test_understand import READ_BACK
from test_understand import check_reading
from test_understand_choice_classes import say

CASES = [
    # a GED named, and where it was earned in a clause of its own ("got it in …", "lo saqué en …"):
    # a Maryland GED, read back; a year alone is June, read back with it
    ("high_school", "en", "GED, passed it in Annapolis in 2018",
     {"high_school": "maryland_ged", "hs_completion_date": "2018-06"}, READ_BACK),
    ("high_school", "en", "my GED. earned it in Hagerstown last year",
     {"high_school": "maryland_ged", "hs_completion_date": "2025-06"}, READ_BACK),
    ("high_school", "es", "el GED, lo saqué en Rockville en 2020",
     {"high_school": "maryland_ged", "hs_completion_date": "2020-06"}, READ_BACK),
    ("high_school", "es", "tengo el GED, lo obtuve en Towson el año pasado",
     {"high_school": "maryland_ged", "hs_completion_date": "2025-06"}, READ_BACK),
    # a community college named where the GED was earned: a Maryland GED, and no college chosen
    ("high_school", "en", "GED at Chesapeake College", {"high_school": "maryland_ged"}, None),
    ("high_school", "es", "hice el GED en Cumberland, en el Allegany College, en marzo de 2024",
     {"high_school": "maryland_ged", "hs_completion_date": "2024-03"}, READ_BACK),
    # a high school in Puerto Rico ("escuela superior de …", a town of the ZIP data): outside
    # Maryland, read back; said at the graduation question, it corrects a Maryland high school
    ("high_school", "es", "me gradué de la escuela superior de Arecibo", {"high_school": "other"}, READ_BACK),
    ("high_school", "en", "I graduated from a high school in Mayagüez", {"high_school": "other"}, READ_BACK),
    ("hs_completion_date", "es", "terminé en 2010 en la escuela superior de Caguas",
     {"hs_completion_date": "2010-06", "high_school": "other"}, READ_BACK),
    ("hs_completion_date", "en", "I graduated in 2012 from a high school in Guaynabo",
     {"hs_completion_date": "2012-06", "high_school": "other"}, READ_BACK),
    # in-state tuition: a home kept all one's life or for years, with its town, gives the county too
    ("in_state_tuition", "en", "should be, born and raised in Cumberland",
     {"in_state_tuition": "yes", "county": "allegany", "college": "allegany"}, READ_BACK),
    ("in_state_tuition", "es", "sí, nací y crecí en Frederick",
     {"in_state_tuition": "yes", "county": "frederick", "college": "frederick"}, READ_BACK),
    # a town that is also a college's place ("Salisbury": Wor-Wic) with how long one has lived
    # there is the home, not a college attended years ago
    ("in_state_tuition", "es", "sí, vivo en Salisbury desde hace ocho años",
     {"in_state_tuition": "yes", "county": "wicomico", "college": "wor-wic"}, READ_BACK),
    ("in_state_tuition", "en", "yes, I live in Largo since 4 years ago",
     {"in_state_tuition": "yes", "county": "prince-georges", "college": "prince-georges"}, READ_BACK),
    # a "no" hedged and asked back ("probably not?"): not sure, read back
    ("in_state_tuition", "en", "we just moved over from Delaware in September, so probably not?",
     {"in_state_tuition": "unsure"}, READ_BACK),
    ("in_state_tuition", "es", "llegamos de Virginia hace poco, creo que no?", {"in_state_tuition": "unsure"}, READ_BACK),
    # in-state "with the Dream Act": the yes; no One-App read back for it (a newcomer's finding: no
    # application is said); the Dream Act said is kept beside it (aidres: it was asked again after
    # the One-App)
    ("in_state_tuition", "en", "yes, with the Dream Act", {"in_state_tuition": "yes", "dream_act": True}, None),
    ("in_state_tuition", "es", "sí, con la ley dream", {"in_state_tuition": "yes", "dream_act": True}, None),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_school_and_residency_classes(expecting, lang, text, want, how):
    check_reading(*say(expecting, text, lang), want, how)

