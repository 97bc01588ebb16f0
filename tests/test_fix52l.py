"""fix52l: a second newcomer's findings on the merged code, in both languages.

1. A false "likely eligible" from a hedge: "I make 85k, me his dad and his 2 sisters live together" →
   "Does your $85,000 include your parents' income?" → "i think so" ("creo que sí", "probably") was kept
   as a firm yes: engine._parents_answered read the hedged yes as "included" and kept the $85,000 as the
   household's whole income with no read-back. The class: every question whose yes keeps a figure as the
   whole income (the parents' in it, the spouse's in it, or none): a hedged yes (understand.hedged_said)
   reads the figure back ("Just to check… Is that right?"), kept only on a firm "yes".
Guards (marked): kept behaviour that must not change (a firm yes keeps the figure; "no, just mine"
asks the other's pay).
"""
import pytest

from support import agi_said
from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}
HI = {"en": "hi", "es": "hola"}

PARENT_85K = {"en": "I make 85k, me his dad and his 2 sisters live together",
              "es": "Yo gano 85 mil, vivimos yo, su papá y sus 2 hermanas"}
STUDENT_85K = {"en": "I make 85k, my parents live with me", "es": "Gano 85 mil, vivo con mis papás"}
MARRIED_50K = {"en": "i'm married and i make 50k", "es": "estoy casado y gano 50 mil"}


def _at_include(lang, opening):
    """The chat at "Does your $X include your parents' (spouse's) income?"; the read-back of a
    household said beside it confirmed first."""
    turn = talk(lang, HI[lang], opening)
    for _ in range(3):
        if turn.conversation.expecting == "agi" and not proposed(turn):
            return turn
        turn = then(turn, YES[lang], lang)
    return turn


# 1. a hedged yes to whether the figure is the household's whole income: read back, never kept unconfirmed
@pytest.mark.parametrize("lang,opening,hedge,agi", [
    ("en", PARENT_85K["en"], "i think so", 85000),
    ("es", PARENT_85K["es"], "creo que sí", 85000),
    ("en", PARENT_85K["en"], "probably", 85000),
    ("es", PARENT_85K["es"], "probablemente", 85000),
    ("en", STUDENT_85K["en"], "yes i think so", 85000),
    ("es", STUDENT_85K["es"], "sí, creo que sí", 85000),
    ("en", STUDENT_85K["en"], "yeah probably", 85000),
    ("es", STUDENT_85K["es"], "sí, probablemente", 85000),
    ("en", MARRIED_50K["en"], "i think so", 50000),
    ("es", MARRIED_50K["es"], "creo que sí", 50000),
    ("en", MARRIED_50K["en"], "pretty sure", 50000),
    ("es", MARRIED_50K["es"], "supongo que sí", 50000),
])
def test_hedged_yes_to_whole_income_is_read_back(lang, opening, hedge, agi):
    turn = _at_include(lang, opening)
    assert turn.conversation.expecting == "agi" and "agi" not in turn.answers, (turn.reply, turn.answers)
    turn = then(turn, hedge, lang)
    assert "agi" not in turn.answers, (turn.reply, turn.answers)  # (failed before: kept unconfirmed)
    assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn))  # read back
    assert (turn.assessment or {}).get("status") != "likely_eligible"
    turn = then(turn, YES[lang], lang)  # a firm yes to the read-back keeps it
    assert turn.answers.get("agi") == agi, (turn.reply, turn.answers)


# guards: a firm yes keeps the figure as before; "no, just mine" asks the other's pay (nothing kept)
@pytest.mark.parametrize("lang,opening,answer,kept", [
    ("en", STUDENT_85K["en"], "yes", 85000),  # guard
    ("es", STUDENT_85K["es"], "sí", 85000),  # guard
    ("en", MARRIED_50K["en"], "yes", 50000),  # guard
    ("es", MARRIED_50K["es"], "sí", 50000),  # guard
    ("en", STUDENT_85K["en"], "no, it's just mine", None),  # guard
    ("es", STUDENT_85K["es"], "no, es solo lo mío", None),  # guard
])
def test_firm_answers_unchanged(lang, opening, answer, kept):
    turn = then(_at_include(lang, opening), answer, lang)
    assert turn.answers.get("agi") == kept, (turn.reply, turn.answers)
    if kept is None:
        assert "agi" not in proposed(turn) and turn.conversation.expecting == "agi", turn.reply


# 3. (item c) a pay said with a guess's words at the program question: read back as the income, never
# "Which kind of program is it?" and the pay lost (understand's program reader took any short text for a field)
SO_FAR = {"applicant_type": "new", "college": "hagerstown", "county": "washington", "high_school": "maryland",
          "hs_completion_date": "2027-06", "in_state_tuition": "yes", "prior_degree": "none", "zip": "21740"}


@pytest.mark.parametrize("lang,message,agi", [
    ("en", "like 48k i think", 48000),
    ("es", "como 48 mil creo", 48000),
    ("en", "about 52k maybe", 52000),
    ("es", "unos 52 mil tal vez", 52000),
    ("en", "48000", 48000),  # guard
    ("es", "48 mil", 48000),  # guard
])
def test_pay_at_program_read_back(lang, message, agi):
    from support import waiting
    turn = waiting(SO_FAR, "program", message, lang)
    assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn))  # (failed before: "Which kind of program…?")
    assert "agi" not in turn.answers and "program" not in turn.answers, turn.answers


@pytest.mark.parametrize("lang,message,program", [
    ("en", "an associate's degree", "associate"),  # guard
    ("es", "un título asociado", "associate"),  # guard
])
def test_program_still_read(lang, message, program):
    from support import waiting
    turn = waiting(SO_FAR, "program", message, lang)
    assert program in (turn.answers.get("program"), proposed(turn).get("program")), (turn.reply, turn.answers, proposed(turn))
