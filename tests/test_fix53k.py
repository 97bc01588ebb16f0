"""fix53k: wrong verdicts from a correction and from a "yes" (dev53 and a newcomer's findings), en and es.

a) A correction of a pay ADDED to the old pay, or replacing the wrong earner's. "…my mom makes 60k, my
   dad makes 100k. no wait my mom makes 70k. 2.5 gpa…" read $130,000 (a false "likely eligible": the
   dad's 100k dropped, the mom's two figures added): understand._other_earner_fixed took a correction
   only as the message's LAST amount, so with anything after it ("2.5 gpa", "ella tiene 3.0") the figure
   just before the cue was taken back (numtext.self_corrected). It now finds the correction wherever it
   sits, its sentence closing it. "wait, i said 90k before but its 98k" added both ($188,000, a wrong
   "no"): an amount named as the one said before (understand._SAID_BEFORE) is the old value, dropped.
b) "trabajo en una granja los fines de semana, ¿puedo ir medio tiempo…?" at the credits question was
   read back as "Créditos por semestre: 1" (text2num read the article "una" as 1) beside the FAQ's
   "Sí. Necesitas al menos 6 créditos…"; the "sí" said to that answer kept it: ruled out. "one", "un",
   "una" before a noun that is no credit or class is an article (understand._article_one_dropped).
c) "no GED" read as a GED: "homeschooled in frederick county… no GED" read back "A GED in Maryland"
   (the word "ged" beside a Maryland place), the GPA never asked. A denied GED (vocab.GED_DENIED) is
   no GED (understand.ged_denied_dropped); the homeschool case is asked as the flow asks it.
d) "a year" ANYWHERE in a message halved the credits ("i make about 38k a year … (6 credits)": 3) and
   dropped an opening's program and credits: a period word now belongs to the count it follows
   (understand._period_of_count), "24 credits a year" still 12 a semester.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import CHAT_SO_FAR
from support import agi_said
from support import proposed
from support import talk
from support import then
from support import to_result
from support import waiting

YES = {"en": "yes", "es": "sí"}
HI = {"en": "hi", "es": "hola"}


def filled(answers: dict):
    """A :func:`to_result` fill: ``answers``' message for the question, else "no" where the quick replies offer it."""
    def fill(turn, field):
        if field in answers:
            return answers[field]
        return next((r for r in turn.quick_replies if r.lower() == "no"), None)
    return fill


def value(turn, field):
    """The value a turn read back for ``field``, else the one kept."""
    return proposed(turn).get(field, turn.answers.get(field))


# a) a correction replaces the earner's figure it corrects, wherever it sits in the message
@pytest.mark.parametrize("lang,messages,agi", [
    ("en", ("im a senior at Bowie High, graduating june 2027. i live in bowie with my mom and dad, my mom makes 60k, my dad "
            "makes 100k. no wait my mom makes 70k. 2.5 gpa. going full time to PGCC and filing the fafsa, no degree",), 170000),
    ("es", ("mi hija es senior en Bowie High. yo gano 100 mil y mi esposo 60 mil. no, perdón, yo gano 80 mil. ella tiene 3.0",),
     140000),
    ("en", ("hi", "my mom makes 60k, my dad makes 100k. no wait my mom makes 70k. i have a 3.1 gpa"), 170000),
    ("es", ("hola", "mi mamá gana 60 mil, mi papá gana 100 mil. no, espera, mi mamá gana 70 mil. tengo 3.1 de promedio"), 170000),
    ("en", ("senior at westminster high, going to carroll. my parents make like 90k together",
            "wait, i said 90k before but its 98k, i forgot my dads overtime"), 98000),
    ("es", ("senior en westminster high, voy a carroll. mis papás ganan como 90 mil juntos",
            "espera, dije 90 mil antes pero son 98 mil, se me olvidó el tiempo extra de mi papá"), 98000),
    # guards: a correction in its own message; a correction as the message's last amount; "like i said" stands by it
    ("en", ("hi", "my mom makes 60k, my dad makes 100k", "no wait my mom makes 70k"), 170000),  # guard
    ("es", ("hola", "mi mamá gana 60 mil, mi papá gana 100 mil", "no, perdón, mi mamá gana 70 mil"), 170000),  # guard
    ("en", ("hi", "mom 80k, dad 60k, actually mom makes 85k"), 145000),  # guard
    ("es", ("hola", "mamá 80 mil, papá 60 mil, perdón mi mamá gana 85 mil"), 145000),  # guard
])
def test_correction_replaces_the_earners_figure(lang, messages, agi):
    turn = talk(lang, *messages)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,opening,agi", [
    ("en", "im a senior at Bowie High, graduating june 2027. i live in bowie with my mom and dad, my mom makes 60k, my dad makes "
           "100k. no wait my mom makes 70k. 2.5 gpa. going full time to PGCC and filing the fafsa, no degree", 170000),
    ("es", "mi hija es senior en Bowie High. yo gano 100 mil y mi esposo 60 mil. no, perdón, yo gano 80 mil. ella tiene 3.0", 140000),
])
def test_corrected_income_verdict(lang, opening, agi):
    turn = talk(lang, opening)
    turn = to_result(turn, lang, filled({"zip": "20715", "household_size": "4", "college": "PGCC", "program": "associate",
                                         "credits_per_semester": "12", "aid_application": "fafsa", "birth_year": "2009",
                                         "in_state_tuition": YES[lang], "program_offered_locally": YES[lang], "gpa_scale": "4.0"}))
    assert turn.answers.get("agi") == agi, (turn.reply, turn.answers)
    status = (turn.assessment or {}).get("status")
    if agi > 150000:  # two parents: over the limit (the verdict was "likely eligible" at $130,000)
        assert status != "likely_eligible", turn.reply
    else:  # $140,000 passes (the verdict was "likely not eligible" at $180,000)
        assert status != "likely_ineligible", turn.reply


# b) "one", "un", "una" as an article is no count of credits; a count said stays one
CREDITS_ASKED = {k: v for k, v in CHAT_SO_FAR.items() if k != "credits_per_semester"}


@pytest.mark.parametrize("lang,message,credits", [
    ("es", "trabajo en una granja los fines de semana, ¿puedo ir medio tiempo y tener la beca?", None),
    ("en", "i have one job on weekends, can i go part time and keep the scholarship?", None),
    ("es", "tengo un trabajo, ¿puedo ir medio tiempo?", None),
    ("en", "i work at a farm, one day a week, is part time ok?", None),
    ("es", "uno", 1),  # guard
    ("en", "one", 1),  # guard
    ("es", "una clase de 3 créditos", 3),  # guard
    ("en", "twelve", 12),  # guard
    ("es", "doce", 12),  # guard
])
def test_article_is_no_credit_count(lang, message, credits):
    turn = waiting(CREDITS_ASKED, "credits_per_semester", message, lang)
    got = value(turn, "credits_per_semester")
    assert (None if got is None else float(got)) == credits, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,question", [
    ("es", "trabajo en una granja los fines de semana, ¿puedo ir medio tiempo y tener la beca?"),
    ("en", "i work on one farm on weekends, can i go part time and still get the scholarship?"),
])
def test_yes_after_the_faq_is_no_credit_count(lang, question):
    turn = waiting(CREDITS_ASKED, "credits_per_semester", question, lang)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("credits_per_semester") is None, (turn.reply, turn.answers)
    assert (turn.assessment or {}).get("status") != "likely_ineligible", turn.reply


# c) a denied GED is no GED
@pytest.mark.parametrize("lang,message", [
    ("en", "i was homeschooled in frederick county, finishing in may 2027. no GED. my parents make 110k together"),
    ("es", "estudié en casa en el condado de frederick, termino en mayo 2027. no tengo GED. mis papás ganan 110 mil juntos"),
    ("es", "me educaron en casa en frederick, sin GED, termino en mayo 2027"),
    ("en", "homeschooled in annapolis, i dont have a GED, done in june 2027"),
])
def test_no_ged_is_no_ged(lang, message):
    turn = talk(lang, message)
    # (fix53r1) homeschooled, so where the school was finished is asked: nothing read (before, only "not the GED")
    assert value(turn, "high_school") is None, (turn.reply, proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,message", [
    ("en", "i was homeschooled in frederick county, finishing in may 2027. no GED. my parents make 110k together"),
    ("es", "estudié en casa en el condado de frederick, termino en mayo 2027. no tengo GED. mis papás ganan 110 mil juntos"),
])
def test_no_ged_low_gpa_not_likely_eligible(lang, message):
    turn = talk(lang, message)
    turn = to_result(turn, lang, filled({"zip": "21701", "household_size": "4", "high_school": "maryland", "hs_gpa": "2.0",
                                         "college": "frederick", "program": "associate", "credits_per_semester": "12",
                                         "aid_application": "fafsa", "birth_year": "2009", "applicant_type": "new",
                                         "in_state_tuition": YES[lang], "program_offered_locally": YES[lang], "gpa_scale": "4.0"}))
    assert turn.answers.get("high_school") != "maryland_ged", turn.answers
    assert (turn.assessment or {}).get("status") != "likely_eligible", (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,message", [
    ("en", "i got my GED in frederick county in 2024"),  # guard
    ("es", "saqué el GED en Baltimore en 2024"),  # guard
])
def test_ged_plain_still_a_ged(lang, message):
    turn = talk(lang, message)
    assert value(turn, "high_school") == "maryland_ged", (turn.reply, proposed(turn))


# d) a period word belongs to the count it follows
@pytest.mark.parametrize("lang,message,credits", [
    ("en", "i make about 38k a year and want to take 2 classes (6 credits) at CCBC", 6),
    ("en", "my mom makes 45k a year and i want to go full time, 12 credits", 12),
    ("es", "mi mamá gana 45 mil al año y quiero tomar 12 créditos en ccbc", 12),
    ("es", "gano como 38 mil al año y quiero tomar 6 créditos en CCBC", 6),
    ("en", "associates degree at ccbc, taking 6 credits, my mom makes 40k a year", 6),
    ("es", "título de asociado en ccbc, voy a tomar 6 créditos, mi mamá gana 40 mil al año", 6),
    ("en", "im taking 24 credits a year at ccbc", 12),  # guard
    ("es", "voy a tomar 24 créditos al año en ccbc", 12),  # guard
    ("en", "24 credits a year at ccbc, my mom makes 40k a year", 12),  # guard
])
def test_year_belongs_to_its_number(lang, message, credits):
    turn = talk(lang, HI[lang], message)
    got = value(turn, "credits_per_semester")
    assert got is not None and float(got) == credits, (turn.reply, proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,message", [
    ("en", "associates degree at ccbc, taking 6 credits, my mom makes 40k a year"),
    ("es", "título de asociado en ccbc, voy a tomar 6 créditos, mi mamá gana 40 mil al año"),
])
def test_program_kept_beside_a_years_pay(lang, message):
    turn = talk(lang, HI[lang], message)
    assert value(turn, "program") == "associate", (turn.reply, proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,message,credits", [
    # guard, changed at the merge with fix53d: a year's count at the credits question is now read as the
    # semester's (12), read back with the conversion shown (tests/test_fix53d.py a), no longer asked again
    ("en", "24 a year", 12),
    ("es", "24 al año", 12),
    ("en", "12, my dad makes 50,000 a year", 12),
    ("es", "12, mi papá gana 50 mil al año", 12),
])
def test_year_at_the_credits_question(lang, message, credits):
    turn = waiting(CREDITS_ASKED, "credits_per_semester", message, lang)
    got = value(turn, "credits_per_semester")
    assert (None if got is None else float(got)) == credits, (turn.reply, proposed(turn))
