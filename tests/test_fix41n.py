"""fix41n: two flow problems found by a newcomer (ncend.md F0d, F5).

1. A certificate course named by its letters or its job ("CNA", "GNA", "EMT", "phlebotomy",
   "pharmacy tech", "asistente de enfermería") at "What will you study?" was kept unasked as a
   CREDIT licensure course, so the GPA rule applied and a 2024 graduate with a 2.0 was told not
   eligible; noncredit licensure is exempt from it (§18-3603(c)(4)(i)). Now read as noncredit
   licensure and read back (understand._read_program, _CERT_COURSE), as a CDL was.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

GRADUATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2024-06",
            "county": "baltimore-county", "college": "baltimore-county", "in_state_tuition": "yes"}

# (lang, said at the program question: a certificate course, read back as noncredit licensure)
CERT_COURSES = [
    ("en", "CNA"),
    ("es", "CNA"),
    ("en", "GNA"),
    ("en", "EMT"),
    ("en", "nursing assistant"),
    ("es", "asistente de enfermería"),
    ("en", "pharmacy tech"),
    ("es", "técnico de farmacia"),
    ("en", "phlebotomy"),
    ("es", "flebotomía"),
    ("en", "I want to be a CNA"),
    ("es", "quiero ser CNA"),
    ("en", "CNA license"),
    ("en", "CDL"),  # guard (read so already)
]


@pytest.mark.parametrize("lang,said", CERT_COURSES)
def test_a_certificate_course_is_read_back_as_noncredit_licensure(lang, said):
    turn = waiting(GRADUATE, "program", said, lang)
    assert proposed(turn) == {"program": "licensure_noncredit"}, turn.reply
    assert "program" not in turn.answers, turn.reply


# (lang, said at the program question, the program kept: the student's own word for the kind)
KIND_SAID = [
    ("en", "CNA for credit", "licensure_credit"),  # guard: credit said
    ("es", "CNA con créditos", "licensure_credit"),  # guard: credit said
    ("en", "nursing associate degree", "associate"),  # guard: a degree said
    ("en", "paramedic associate degree", "associate"),  # guard
    ("en", "the credit certificate in EMT", "certificate"),  # guard
]


@pytest.mark.parametrize("lang,said,value", KIND_SAID)
def test_kind_said_guards(lang, said, value):
    turn = waiting(GRADUATE, "program", said, lang)
    assert turn.answers.get("program") == value, turn.reply


# (lang, the whole run of the repro: CNA, confirmed; then a GPA of 2.0 and one parent at 40k)
CNA_RUN = [
    ("en", ("hi", "first time", "none", "I graduated from Towson High in June 2024, I live in Baltimore County", "yes", "yes", "CNA", "yes")),
    ("es", ("hola", "primera vez", "ninguno", "me gradué de Towson High en junio 2024, vivo en el condado de Baltimore", "sí", "sí", "CNA", "sí")),
]


@pytest.mark.parametrize("lang,messages", CNA_RUN)
def test_cna_run_is_noncredit_licensure(lang, messages):
    turn = talk(lang, *messages)
    assert turn.answers.get("program") == "licensure_noncredit", turn.reply
