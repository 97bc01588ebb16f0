"""fix41z: a license or certification named alone at "What will you study?" ("license", "licencia",
"certification") was kept unasked as a CREDIT licensure course, so the GPA rule (§18-3603(c)(4))
could rule out a 2.0 student on a guess (the twenty-seventh round's end newcomer, beside fix41n's
CNA). Now credit or noncredit is asked, both offered, nothing kept (understand._read_program).

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import waiting

GRADUATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2024-06",
            "county": "baltimore-county", "college": "baltimore-county", "in_state_tuition": "yes"}

ALONE = [("en", "license"), ("en", "certification"), ("en", "a license"), ("es", "licencia"), ("es", "certificación"),
         ("es", "una licencia")]


@pytest.mark.parametrize("lang,said", ALONE)
def test_a_license_named_alone_asks_credit_or_noncredit(lang, said):
    turn = waiting(GRADUATE, "program", said, lang)
    assert "program" not in turn.answers and not proposed(turn), turn.reply
    assert turn.expecting == "program"
    assert len(turn.quick_replies) == 2 and all("licen" in r.lower() for r in turn.quick_replies), turn.quick_replies


# (lang, said, the program read: kept or read back as before)
KIND_SAID = [
    ("en", "credit courses for a license", "licensure_credit"),  # guard: credit said
    ("es", "cursos con créditos para una licencia", "licensure_credit"),  # guard
    ("en", "noncredit license classes", "licensure_noncredit"),  # guard: noncredit said
    ("en", "classes to get my license", "licensure_noncredit"),  # guard: read back, as before
    ("en", "CDL", "licensure_noncredit"),  # guard
]


@pytest.mark.parametrize("lang,said,program", KIND_SAID)
def test_the_kind_said_is_read_as_before(lang, said, program):
    turn = waiting(GRADUATE, "program", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("program") == program, turn.reply
