"""fix45i: asides wrongly read, and a question that stored a GPA (dev45, dev44 en-089).

- "wait is this the one w the 2.3 gpa thing" (an interjection, then "is this the …", no "?"): a
  question; its 2.3 was kept as the high school GPA. A question stores nothing (faq._OPENED_IS).
- "my husband has a bachelor's but i don't", "no, mi esposo sí tiene pero yo no" at the degree
  question: no degree, plain; "married" was read back from the husband's degree, an aside
  (understand.spouse_only_schooled; "sí tiene" is the spouse's degree, _DEGREE_VERB).
- "no just some credits at ccbc years ago": no degree; the "no … credits" was taken for a "no" about
  another question's credits and the 5-year rule's FAQ answered (understand._NO_JUST_CREDITS).
- "idk my old school in texas has it" at the GPA question, a Maryland high school kept: "I don't
  know"; "a high school outside Maryland" (a rule-out) was read back from the old school's place
  (understand._FORMER_SCHOOL).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import proposed
from support import waiting

NEW = {"applicant_type": "new"}
AT_GPA = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12}


# (lang, answers held, question asked, message, kept or read back (field -> value; None: neither),
#  fields that must be read back, not kept)
ROWS = [
    # a question after an interjection stores nothing
    ("en", NEW, "applicant_type", "wait is this the one w the 2.3 gpa thing", {"hs_gpa": None}, set()),
    ("en", NEW, "applicant_type", "ok so is this the one with the 2.3 gpa rule", {"hs_gpa": None}, set()),
    ("es", NEW, "applicant_type", "oye es esta la del 2.3", {"hs_gpa": None}, set()),
    ("es", NEW, "applicant_type", "espera es esta la beca del 2.3 de promedio", {"hs_gpa": None}, set()),
    ("en", NEW, "applicant_type", "first time, 2.3 gpa", {"hs_gpa": 2.3}, set()),  # guard
    ("es", NEW, "applicant_type", "primera vez, tengo 2.3 de promedio", {"hs_gpa": 2.3}, set()),  # guard
    # a spouse's degree is an aside: no degree, nothing about the household read back
    ("en", NEW, "prior_degree", "my husband has a bachelor's but i don't", {"prior_degree": "none", "household": None}, set()),
    ("es", NEW, "prior_degree", "no, mi esposo sí tiene pero yo no", {"prior_degree": "none", "household": None}, set()),
    ("es", NEW, "prior_degree", "mi esposa sí tiene licenciatura, yo no", {"prior_degree": "none", "household": None}, set()),
    # a plain "no", then some credits taken: no degree
    ("en", NEW, "prior_degree", "no just some credits at ccbc years ago", {"prior_degree": "none"}, set()),
    ("es", NEW, "prior_degree", "no solo unos créditos en ccbc hace años", {"prior_degree": "none"}, set()),
    ("en", NEW, "prior_degree", "no bachelors, some credits", {"prior_degree": "none"}, set()),  # guard
    ("en", NEW, "prior_degree", "yes an associates from ccbc", {"prior_degree": "associate"}, {"prior_degree"}),  # guard
    # a former school's place at the GPA question: no high school outside Maryland read back
    ("en", AT_GPA, "hs_gpa", "idk my old school in texas has it", {"high_school": "maryland", "hs_gpa": None}, set()),
    ("es", AT_GPA, "hs_gpa", "no se mi escuela anterior en texas la tiene", {"high_school": "maryland", "hs_gpa": None}, set()),
    ("es", AT_GPA, "hs_gpa", "no sé, mi escuela anterior en texas lo tiene", {"high_school": "maryland", "hs_gpa": None}, set()),  # guard
    ("es", AT_GPA, "hs_gpa", "no se, mi antigua escuela en texas lo tiene", {"high_school": "maryland", "hs_gpa": None}, set()),  # guard
    ("en", AT_GPA, "hs_gpa", "actually i graduated in texas", {"high_school": "other"}, {"high_school"}),  # guard
]


@pytest.mark.parametrize("lang, answers, asked, message, kept, read_back", ROWS)
def test_asides_and_questions(lang, answers, asked, message, kept, read_back):
    turn = waiting(answers, asked, message, lang)
    said = {**turn.answers, **proposed(turn)}
    for field, value in kept.items():
        got = said.get(field)
        same = got is None if value is None else got is not None and (str(got) == value if isinstance(value, str) else float(got) == value)
        assert same, (field, turn.answers, turn.reply)
    assert read_back <= set(proposed(turn)), (proposed(turn), turn.reply)
