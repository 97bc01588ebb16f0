"""Classes of fix34d (a newcomer's findings: relatives who write for the student, and family words).
An older sibling telling of the student first ("my little sister is a senior…", "mi hermano menor está
en 12…") writes for them: the student's facts kept, the household said back of the student, never as
"I"; "it's just her and our mom" lists the home; "she makes 38k" after "our mom" is the parent's pay,
never left out as a relative's. A grandparent's own benefit with its amount said after it ("I get
social security, about 2000 a month") is left out, saying why, never the household's income. A death
said of someone other than a parent ("my grandparents died") changes no parents. An ex said as one
word ("mi expareja") is an ex, and "no paga nada" of someone is no income of $0. The wording is ours."""
import datetime as dt

import pytest

from screener.chat import understand
from support import income_read_back
from support import proposed
from support import talk

DAY = dt.date(2026, 12, 1)


def _read(qid: str, text: str, lang: str, kin: bool = False):
    from screener.chat.session import State
    from screener.flow import load_flow
    q = load_flow().question(qid)
    with understand.one_message(), understand.kin_writing(kin):
        return understand.read(q, text, lang, State({"applicant_type": "new"}, frozenset(), lang), DAY)


def _everything(turn) -> dict:
    """The answers kept and the ones read back, awaiting a yes."""
    return {**turn.answers, **proposed(turn)}


# --- 1. an older sibling's opening: the student's facts kept, said back of the student ------------

_SIBLING_OPENINGS = [
    ("en", "hi im asking for my little sister, she's a senior at Parkville High, graduating in june, she has a 3.1, "
           "it's just her and our mom", {"hs_gpa": 3.1, "hs_completion_date": "2027-06", "household": "single_parent"}),
    ("en", "hi my little sister is a senior at Parkville High, graduating in june, she has a 3.1, it's just her and our mom",
     {"hs_gpa": 3.1, "hs_completion_date": "2027-06", "household": "single_parent"}),
    ("en", "my little brother, he's graduating in june, he lives with our mom",
     {"hs_completion_date": "2027-06", "household": "single_parent"}),
    ("es", "pregunto por mi hermano menor, está en 12 en Wheaton High, vive con nuestra mamá",
     {"high_school": "maryland", "hs_completion_date": "2027-06", "household": "single_parent"}),
    ("es", "mi hermano menor está en 12 en Wheaton High, vive con nuestra mamá",
     {"high_school": "maryland", "hs_completion_date": "2027-06", "household": "single_parent"}),
    ("es", "mi hermanita va a graduarse en junio, es solo ella y nuestra mamá", {"household": "single_parent"}),
]


@pytest.mark.parametrize("lang,opening,expected", _SIBLING_OPENINGS)
def test_an_older_siblings_opening_keeps_the_students_facts_said_of_the_student(lang, opening, expected):
    turn = talk(lang, opening)
    got = _everything(turn)
    for field, value in expected.items():
        assert got.get(field) == value, (field, turn.reply)
    # the household said back of the student, never as the writer's own "I live with…" / "Vivo con…"
    assert "I live with" not in turn.reply and "Vivo con" not in turn.reply, turn.reply
    assert ("The student lives with" in turn.reply) if lang == "en" else ("El estudiante vive con" in turn.reply), turn.reply
    assert turn.conversation.for_student, turn.reply


@pytest.mark.parametrize("text,sibling", [
    ("my little sister is a senior at Parkville High", True),
    ("my younger brother is graduating in june", True),
    ("My little brother, he's a senior at Blair", True),
    ("mi hermano menor está en 12 en Wheaton High", True),
    ("mi hermanita se gradúa en junio", True),
    # the student telling of a younger sibling, or of another student: no sibling writing
    ("I live with my mom and my little brother, I go to Blair High", False),
    ("my little brother is in 10th grade, I am a senior", False),
    ("my sister graduated from Montgomery College", False),
    ("vivo con mi mamá y mi hermanito, estoy en 12", False),
])
def test_a_younger_sibling_the_subject_of_a_seniors_words_is_written_for(text, sibling):
    assert understand.writes_as_sibling(text) is sibling


@pytest.mark.parametrize("text,size", [
    ("hi im asking for my little sister, she's a senior, it's just her and our mom", 2),
    ("pregunto por mi hermano menor, es solo él y nuestra mamá", 2),
    # the writer at home too: counted as before
    ("asking for my little brother. he lives with me and our mom", 3),
    ("me, my mom and my little sister", 3),
])
def test_the_sibling_written_for_is_counted_once(text, size):
    assert understand.household_size(text) == size


# --- 2. the sibling writer's "she makes 38k" after "our mom": the parent's pay ----------------------

@pytest.mark.parametrize("lang,opening", [
    ("en", "hi im asking for my little sister, she's a senior at Parkville High, graduating in june, she has a 3.1, "
           "it's just her and our mom, she makes 38k"),
    ("en", "my little sister is a senior at Parkville High, she has a 3.1, it's just her and our mom, she makes 38k"),
    ("es", "pregunto por mi hermano menor, está en 12 en Wheaton High, tiene 3.1, vive con nuestra mamá, ella gana 38 mil"),
])
def test_the_parents_pay_a_sibling_tells_is_kept(lang, opening):
    turn = talk(lang, opening)
    got = _everything(turn)
    assert float(got.get("agi") or 0) == 38000, turn.reply
    assert "didn't add that income" not in turn.reply and "no sumé" not in turn.reply.lower(), turn.reply


# --- 3. a grandparent's own benefit, its amount said after it: left out, said why ------------------

_GRANDMA = {
    "en": ("hi, I'm her grandmother, I'm raising my granddaughter, she's a senior at Bowie High with a 3.2, she'll go "
           "to PGCC for nursing full time, we will file the FAFSA", "20715", "yes", "yes", "yes", "one parent",
           "I get social security, about 2000 a month"),
    "es": ("hola, soy su abuela, estoy criando a mi nieta, está en el último año en Bowie High con 3.2, va a ir a PGCC "
           "para enfermería tiempo completo, vamos a llenar el FAFSA", "20715", "sí", "sí", "sí", "un solo padre",
           "yo cobro del seguro social, como 900 al mes"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_grandparents_own_benefit_is_never_the_households_income(lang):
    turn = talk(lang, *_GRANDMA[lang])
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply
    assert ("I didn't count your own income" in turn.reply) if lang == "en" else ("No conté tu propio ingreso" in turn.reply), \
        turn.reply


@pytest.mark.parametrize("text,left", [
    ("I get social security, about 2000 a month", "i get social security"),
    ("yo cobro del seguro social, como 900 al mes", "yo cobro del seguro social"),
    ("his mom makes 45 an hour and I get social security 1800 a month", "his mom makes 45 an hour"),
    ("I get social security, his mom makes 30k", None),
])
def test_the_amount_after_a_grandparents_own_pay_is_theirs(text, left):
    kept = understand.kin_own_pay_left(text)
    assert (kept.strip(" ,") if kept is not None else None) == left


# --- 4. only a parent's death changes the parents ---------------------------------------------------

@pytest.mark.parametrize("lang,text,household", [
    ("en", "my grandparents died, I live with my mom and dad", "two_parent"),
    ("en", "I live with my mom and dad, my grandma passed away last year", "two_parent"),
    ("es", "mis abuelos murieron, vivo con mi mamá y mi papá", "two_parent"),
    ("es", "mi abuela falleció, vivo con mis papás", "two_parent"),
    # a parent's death still does
    ("en", "my dad passed away, I live with my mom and my grandma", None),
])
def test_only_a_parents_death_changes_the_parents(lang, text, household):
    reading = _read("household", text, lang)
    if household is None:
        assert (reading.form or {}).get("household") != "two_parent", reading
    else:
        assert (reading.form or {}).get("household") == household, reading


@pytest.mark.parametrize("text,said", [
    ("my grandparents died", False),
    ("mis abuelos murieron", False),
    ("my uncle passed away and my mom moved in with us", False),
    ("my dad passed away", True),
    ("mi mamá falleció", True),
    ("my mom and dad died", True),
])
def test_a_parents_death_is_said(text, said):
    assert understand.parent_death_said(text) is said


# --- 5. an ex said as one word; "no paga nada" of someone is no income of $0 -----------------------

@pytest.mark.parametrize("lang,text,agi", [
    ("es", "gano 30 mil, mi expareja gana 50 mil", 30000),
    ("es", "gano 30 mil, mi ex gana 50 mil", 30000),
    ("es", "gano 30 mil, mi exnovio gana 50 mil", 30000),
    ("en", "I make 30k, my ex makes 50k", 30000),
    ("en", "I make 30k, my expartner makes 50k", 30000),
])
def test_an_exs_pay_is_left_out(lang, text, agi):
    reading = _read("agi", text, lang)
    assert float((reading.form or {}).get("agi")) == agi, reading
    assert reading.confirm and reading.note is not None, reading


@pytest.mark.parametrize("lang,text", [
    ("es", "vivo con mi hija, mi expareja no paga nada"),
    ("es", "vivo con mi hija, mi ex no paga nada"),
    ("es", "su papá no manda nada"),
    ("en", "my ex doesn't pay nothing"),
])
def test_someone_paying_nothing_is_no_zero_income(lang, text):
    reading = _read("agi", text, lang)
    assert (reading.form or {}).get("agi") != "0", reading


@pytest.mark.parametrize("lang,text", [
    ("es", "no ganamos nada"),
    ("es", "nada"),
    ("en", "nothing, nobody works"),
])
def test_a_zero_income_said_stays_zero(lang, text):
    assert (_read("agi", text, lang).form or {}).get("agi") == "0"


@pytest.mark.parametrize("lang,text", [
    ("es", "vivo con mi hija, mi expareja no paga nada"),
    ("es", "vivo con mi hija y mi ex pareja no vive con nosotras"),
    ("en", "I live with my daughter, my ex doesn't pay anything"),
])
def test_an_ex_in_a_household_sentence_is_no_spouse(lang, text):
    assert (_read("household", text, lang).form or {}).get("household") != "married"
    assert understand.household_kind(text) != "married"
