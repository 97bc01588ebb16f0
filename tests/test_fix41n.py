"""fix41n: two flow problems found by a newcomer (ncend.md F0d, F5).

1. A certificate course named by its letters or its job ("CNA", "GNA", "EMT", "phlebotomy",
   "pharmacy tech", "asistente de enfermería") at "What will you study?" was kept unasked as a
   CREDIT licensure course, so the GPA rule applied and a 2024 graduate with a 2.0 was told not
   eligible; noncredit licensure is exempt from it (§18-3603(c)(4)(i)). Now read as noncredit
   licensure and read back (understand._read_program, _CERT_COURSE), as a CDL was.
2. A read-back ("Is that right?") was put four and five times in a row to asides ("what", "??",
   "huh"): now the first says what a read-back is (the hint), the second drops what was read
   back, said so, and asks the question plainly (engine._carry, _read_back_repeats). "my dad works
   in DC" at a read-back got "I don't know the answer": now handled as at the in-state question
   (engine._read, understand.works_elsewhere_only).

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


TO_READ_BACK = {"en": ("hi", "first time", "none", "I graduated from Parkville High in 2026 and live in baltimore county"),
                "es": ("hola", "primera vez", "ninguno", "me gradué de Northwood High en mayo 2025, vivo en Takoma Park")}
IS_IT_RIGHT = {"en": "Is that right?", "es": "¿Es correcto?"}
DROPPED = {"en": "so I didn't keep it", "es": "así que no lo guardé"}
CHECK_HELP = {"en": "I wrote down what I understood", "es": "Anoté lo que entendí"}
DONT_KNOW = {"en": "I don't know the answer", "es": "no sé la respuesta"}
ASIDE = {"en": "what counts is where you live", "es": "lo que cuenta es dónde vives"}

# (lang, two messages in a row at a read-back that neither answer it nor add anything)
TWO_MISSES = [
    ("en", "what", "??"),
    ("es", "qué", "??"),
    ("en", "huh", "what"),
    ("es", "mi papá trabaja en DC", "soy ciudadana"),
    ("en", "my dad works in DC", "huh"),
]


@pytest.mark.parametrize("lang,first,second", TWO_MISSES)
def test_a_read_back_is_never_put_a_third_time(lang, first, second):
    turn = talk(lang, *TO_READ_BACK[lang], first)
    assert IS_IT_RIGHT[lang] in turn.reply and proposed(turn), turn.reply
    turn = then(turn, second, lang)
    assert IS_IT_RIGHT[lang] not in turn.reply and DROPPED[lang] in turn.reply, turn.reply
    assert not proposed(turn) and "county" not in turn.answers, turn.reply


# (lang, said at a read-back: the hint first, never "I don't know the answer")
FIRST_MISS = [
    ("en", "what", CHECK_HELP),
    ("es", "qué", CHECK_HELP),
    ("en", "??", CHECK_HELP),
    ("en", "my dad works in DC", ASIDE),
    ("es", "mi papá trabaja en DC", ASIDE),
]


@pytest.mark.parametrize("lang,said,told", FIRST_MISS)
def test_the_first_miss_at_a_read_back_says_what_it_is(lang, said, told):
    turn = talk(lang, *TO_READ_BACK[lang], said)
    assert told[lang] in turn.reply and DONT_KNOW[lang] not in turn.reply, turn.reply
    assert IS_IT_RIGHT[lang] in turn.reply and proposed(turn).get("county"), turn.reply


# (lang, an aside, then the answer to the read-back: the reading kept)
MISS_THEN_YES = [
    ("en", "what", "yes", "baltimore-county"),  # guard
    ("es", "qué", "sí", "montgomery"),  # guard
]


@pytest.mark.parametrize("lang,first,yes,county", MISS_THEN_YES)
def test_a_yes_after_one_miss_keeps_the_reading(lang, first, yes, county):
    turn = talk(lang, *TO_READ_BACK[lang], first, yes)
    assert turn.answers.get("county") == county, turn.reply
