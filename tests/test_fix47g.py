"""fix47g: issue #8's messages to a result; a student in high school now, said without "senior".

An opening telling that the student is in high school now ("estoy en Patterson High", "mi hijo está
en Oakland Mills High", "I go to Blair High") was read for the school only: the first-time question
and the degree question were then asked, two messages, though a student still in high school holds
no Promise award to renew and no college degree yet. The tuning sets' scripts counted (dev, dev8,
dev15, dev17, dev19, dev24: questions, read-backs, repeats) showed the bot's turns were almost all
questions the rules need; the questions whose answer the opening already gave were these two, in
about one script in ten. The engine read them so only for a "senior" (understand.senior_now,
senior_facts). Now understand.in_high_school_now reads the class (a present-tense verb with a high
school, of the student or their child, or a high-school graduation to come; nothing past, no college
attended, no degree held beside it): "first time" and "no degree yet" are kept and shown in the
"Got it" list to correct, never a "no" (both are the values that keep a student in); the
graduation month is not assumed (a junior's is a year later).
Second class: at the in-state question, the student's own "yes" first with a year or more lived in
Maryland beside it ("Yes, we have lived in Maryland for 15 years", "sí, vivo aquí hace 20 años") was
read back for a "yes" (understand._read_in_state: any months said made a read-back), a message in
about one script in ten; the tuning sets' labels read it as a plain yes (only the years said without
a yes are inferred). Now it is kept and said back ("Got it"); a yes never rules anyone out.
Guards: a high school finished ("I graduated from Bowie High in 2015"), a sibling's high school, a
college attended now still get both questions; a senior is read as before (the graduation assumed);
a recent move, the years said without a yes, and a "no" at the in-state question are still read back.
"""
import pytest

from support import proposed
from support import talk
from support import waiting


def _kept(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# In high school now, said without "senior": first time and no degree kept, neither asked
@pytest.mark.parametrize("lang,opening", [
    ("en", "hi, I go to Parkville High, can I get this for CCBC?"),
    ("en", "my daughter is at Blair High School, is she eligible?"),
    ("en", "hey im at bowie high, how does the promise work"),
    ("en", "my son attends Northwood High, can he apply?"),
    ("es", "hola, estoy en la prepa de Springbrook, me dan la beca?"),
    ("es", "mi hija estudia en Northwood High, puede pedir la beca?"),
    ("es", "voy a Wheaton High y quiero ir a Montgomery College"),
    ("es", "mi hijo está en Oakland Mills High, puede aplicar?"),
    ("es", "soy estudiante de Paint Branch High, califico?"),
    ("en", "im a student at Laurel High, do I qualify?"),
])
def test_in_high_school_now_asks_neither(lang, opening):
    turn = talk(lang, opening)
    kept = _kept(turn)
    assert kept.get("applicant_type") == "new", (turn.reply, kept)  # (failed before: asked)
    assert kept.get("prior_degree") == "none", (turn.reply, kept)  # (failed before: asked)
    assert turn.expecting not in ("applicant_type", "prior_degree"), (turn.reply, turn.expecting)
    assert "hs_completion_date" not in kept, kept  # not a senior: the graduation is asked, never assumed


# Guards: a high school finished, a sibling's, a college attended now: the degree still asked
@pytest.mark.parametrize("lang,opening", [
    ("en", "I graduated from Bowie High in 2015, can I apply?"),
    ("es", "me gradué de Blair High en 2019, puedo aplicar?"),
    ("en", "my brother is at Bowie High and I want to go to PGCC"),
    ("es", "mi hermano está en Wheaton High y yo quiero ir a Montgomery College"),
    ("en", "I went to Towson High, im 30 now and want to go back to school"),
    ("es", "fui a Northwood High hace años, ahora quiero estudiar en Montgomery College"),
    ("en", "i take classes at ccbc now, i went to dundalk high"),
    ("es", "estoy en Montgomery College, puedo pedir la beca?"),
])
def test_guard_not_in_high_school_now(lang, opening):
    turn = talk(lang, opening)
    kept = _kept(turn)
    assert kept.get("prior_degree") is None, (turn.reply, kept)


# Guards: a senior is read as before, the graduation in June of this school year too
@pytest.mark.parametrize("lang,opening", [
    ("en", "im a senior at bowie high, can i get this?"),
    ("es", "soy senior en Wheaton High, califico?"),
])
def test_guard_senior_as_before(lang, opening):
    turn = talk(lang, opening)
    kept = _kept(turn)
    assert kept.get("prior_degree") == "none" and kept.get("hs_completion_date") == "2027-06", (turn.reply, kept)
    assert turn.expecting not in ("applicant_type", "prior_degree", "hs_completion_date"), turn.expecting


# The inference is shown and corrected like any fact kept: a degree said next is read back
@pytest.mark.parametrize("lang,opening,correction", [
    ("en", "hi, I go to Parkville High, can I get this for CCBC?", "actually I already have an associate's degree"),
    ("es", "mi hija estudia en Northwood High, puede pedir la beca?", "en realidad ya tiene un título de asociado"),
])
def test_degree_said_after_is_read_back(lang, opening, correction):
    turn = talk(lang, opening, correction)
    assert proposed(turn).get("prior_degree") == "associate" or turn.answers.get("prior_degree") == "associate", \
        (turn.reply, proposed(turn), turn.answers)
    assert turn.assessment is None or turn.conversation.pending, turn.reply  # never a "no" unconfirmed


# In-state tuition: the student's own "yes" first, with a year or more lived here beside it: kept
# and said back, no "Is that right?" (it was read back for a "yes", a message; a yes rules no one out)
IN_STATE_SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20850",
                   "county": "montgomery", "college": "montgomery"}


@pytest.mark.parametrize("lang,message", [
    ("en", "Yes, my family has lived in Maryland for eleven years"),
    ("en", "yeah, been in md for 6 years now"),
    ("es", "sí, vivimos en Maryland hace 9 años"),
    ("es", "si, llevo 15 años viviendo aqui en maryland"),
])
def test_in_state_yes_with_years_kept(lang, message):
    turn = waiting(IN_STATE_SO_FAR, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") == "yes", (turn.reply, proposed(turn))  # (failed before: read back)
    assert not turn.conversation.pending, turn.reply
    assert turn.expecting != "in_state_tuition", turn.expecting


# Guards: a recent move, the years said without a yes, a "no": still read back (never a "no" unasked)
@pytest.mark.parametrize("lang,message,value", [
    ("en", "yes, we moved here from Virginia 5 months ago", "yes"),
    ("es", "sí, nos mudamos de Virginia hace 4 meses", "yes"),
    ("en", "we've lived in Maryland for 10 years", "yes"),
    ("es", "vivimos en Maryland hace 10 años", "yes"),
    ("en", "yes but we only got here 2 months ago", "unsure"),
    ("en", "no, we lived in maryland for 10 years but moved to virginia", "no"),
    ("es", "no, vivimos en maryland 10 años pero nos mudamos a virginia", "no"),
])
def test_guard_in_state_still_read_back(lang, message, value):
    turn = waiting(IN_STATE_SO_FAR, "in_state_tuition", message, lang)
    assert proposed(turn).get("in_state_tuition") == value, (turn.reply, proposed(turn), turn.answers)
    assert "in_state_tuition" not in turn.answers, turn.answers


# The income said plainly with where it is from or a hedge after it: kept and said back, no "Is that
# right?" (it was read back for its length only); converted, added, doubted or near the limit: as before
AGI_SO_FAR = {**IN_STATE_SO_FAR, "in_state_tuition": "yes", "hs_completion_date": "2027-06", "program": "associate",
              "credits_per_semester": 12, "hs_gpa": 3.2, "household": "single_parent", "household_size": 2}


@pytest.mark.parametrize("lang,message,agi", [
    ("en", "around 47 grand on my last tax return", 47000),
    ("en", "about 66,000 on last year's taxes", 66000),
    ("es", "unos 38 mil en la declaración de impuestos", 38000),
    ("es", "33 mil al año más o menos", 33000),
])
def test_income_with_its_source_kept(lang, message, agi):
    turn = waiting(AGI_SO_FAR, "agi", message, lang)
    assert turn.answers.get("agi") == agi, (turn.reply, proposed(turn))  # (failed before: read back)
    assert not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,message,agi", [
    ("en", "about 96k on my taxes", 96000),  # near the $100,000 limit
    ("es", "como 97 mil en los impuestos", 97000),
    ("en", "3,000 a month on my taxes", 36000),  # converted
    ("es", "2 mil al mes más o menos", 24000),
    ("en", "40k on my taxes but my dad makes 30k too", 70000),  # added
    ("es", "40 mil en los taxes y mi papá gana 30 mil", 70000),
])
def test_guard_income_still_read_back(lang, message, agi):
    turn = waiting(AGI_SO_FAR, "agi", message, lang)
    assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn), turn.answers)
    assert "agi" not in turn.answers, turn.answers
