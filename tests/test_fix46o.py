"""fix46o: a reviewer's findings on round 46 (F0, F2, F0b, F4), in both languages.

Under §18-3601 a married applicant's income is the applicant's and the spouse's; an unmarried
dependent student's is the parents' (a step-parent married to the parent is a parent, FAFSA).
- F0: someone else's wedding ("my sister got married last month", "she got married last year" of a
  parent, "I'm married to my job") made the student "married" and left the parents' pay out (a false
  "likely eligible" on $5,000). Only the student's own marriage is read so
  (understand._married_student, understand._others_married).
- F2: "married" kept, then "oh wait my parents are married, I live with them, my dad makes 120k…":
  a message naming another household is not read as a married student's (engine.respond).
- F0b: a parent's partner said married to the parent is a step-parent: the pay counts.
- F4: an adoption denied ("no me adoptaron mis abuelos", "they never adopted me") is none.
Guards: the student's own marriage still leaves the parents' pay out (fix46a); a parent's
unmarried partner's pay is still left out (fix45v); an adoption said still makes parents (fix46c).
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import then
from support import waiting

SO_FAR = {**CHAT_SO_FAR, "hs_gpa": 3.2}
YES = {"en": "yes", "es": "sí"}


def _got(turn, qid):
    return proposed(turn).get(qid, turn.answers.get(qid))


def _agi(turn):
    value = _got(turn, "agi")
    return None if value is None else float(value)


# F0: another's wedding is not the student's: two parents, their pay added
@pytest.mark.parametrize("lang,expecting,message,household,agi", [
    ("en", "agi", "my sister got married last month, I still live with my parents, my dad makes 120k and my mom makes 40k, I make 5k",
     "two_parent", 165000),
    ("en", "household", "my sister got married last month, I still live with my parents, my dad makes 120k and my mom makes 40k, I make 5k",
     "two_parent", 165000),
    ("en", "agi", "my brother just got married, I live with my parents, they make 160k", "two_parent", 160000),
    ("en", "household", "my brother just got married, I live with my parents, they make 160k", "two_parent", 160000),
    ("en", "agi", "I live with my mom and stepdad, she got married last year, my mom makes 90k and my stepdad makes 70k",
     "two_parent", 160000),
    ("en", "agi", "I'm married to my job lol. I live with my parents, my dad makes 120k and my mom makes 40k", "two_parent", 160000),
    ("en", "household", "I'm married to my job lol. I live with my parents, my dad makes 120k and my mom makes 40k", "two_parent", 160000),
    ("es", "household", "mi hermano se acaba de casar, vivo con mis papás, ganan 160 mil", "two_parent", 160000),
    ("es", "household", "estoy casada con mi trabajo jaja, vivo con mis papás, mi papá gana 120 mil y mi mamá 40 mil", "two_parent", 160000),
    ("es", "agi", "estoy casada con mi trabajo jaja, vivo con mis papás, mi papá gana 120 mil y mi mamá 40 mil", "two_parent", 160000),
    # guard: the student's own marriage, the parents' pay left out (fix46a)
    ("en", "agi", "I'm married but I still live with my parents, my wife and I make 30k, my parents make 140k", "married", 30000),  # guard
    ("es", "agi", "estoy casada pero vivo con mis papás, mi esposo y yo ganamos 30 mil, mis papás ganan 140 mil", "married", 30000),  # guard
])
def test_someone_elses_wedding(lang, expecting, message, household, agi):
    turn = waiting(SO_FAR, expecting, message, lang)
    assert _got(turn, "household") == household, (turn.reply, proposed(turn))
    assert _agi(turn) == agi, (turn.reply, proposed(turn))


# F2: married kept, then the parents' household told with their pay: both kept
@pytest.mark.parametrize("lang,first,message,household,agi", [
    ("en", "married", "oh wait my parents are married, I live with them, my dad makes 120k and my mom makes 40k", "two_parent", 160000),
    ("es", "casado", "ay espera, mis papás están casados, vivo con ellos, mi papá gana 120 mil y mi mamá 40 mil", "two_parent", 160000),
    ("en", "married", "my parents make 140k", "married", None),  # guard
    ("es", "casada", "mis papás ganan 140 mil", "married", None),  # guard
])
def test_married_then_parents_household(lang, first, message, household, agi):
    turn = waiting(SO_FAR, "household", first, lang)
    turn = then(turn, message, lang)
    assert _got(turn, "household") == household, (turn.reply, proposed(turn))
    assert _agi(turn) == agi, (turn.reply, proposed(turn))


# F0b: a parent's partner said married to the parent: a step-parent, the pay counted
@pytest.mark.parametrize("lang,message,household,agi", [
    ("en", "i live with my mom and her partner, they're married, my mom makes 60k and her partner makes 100k", "two_parent", 160000),
    ("es", "vivo con mi mamá y su pareja, están casados, mi mamá gana 60 mil y su pareja 100 mil", "two_parent", 160000),
    ("en", "i live with my dad and his partner, they got married, my dad makes 60k and his partner makes 100k", "two_parent", 160000),
    ("en", "my mom makes 50k and her partner makes 80k", None, 50000),  # guard
    ("es", "mi mamá gana 50 mil y su pareja 80 mil", None, 50000),  # guard
])
def test_parents_married_partner(lang, message, household, agi):
    turn = waiting(SO_FAR, "agi", message, lang)
    assert _agi(turn) == agi, (turn.reply, proposed(turn))
    if household:
        assert _got(turn, "household") == household, (turn.reply, proposed(turn))


# F4: an adoption denied is none: no parents invented
@pytest.mark.parametrize("lang,message,adopted", [
    ("es", "vivo con mis abuelos, no me adoptaron mis abuelos pero tienen la custodia, ganan 200 mil", False),
    ("es", "vivo con mis abuelos, nunca me adoptaron mis abuelos, ganan 200 mil", False),
    ("en", "I was never adopted by my grandparents but they have custody, they make 200k", False),  # guard
    ("en", "my grandparents never adopted me but they have custody, they make 200k", False),  # guard
    ("en", "my grandparents didn't adopt me, they make 200k", False),  # guard
    ("es", "me adoptaron mis abuelos, ganan 200 mil", True),  # guard
    ("en", "my grandparents adopted me, they make 200k", True),  # guard
])
def test_adoption_denied(lang, message, adopted):
    from screener.chat import understand
    assert (understand.adopters_as_parents(message) != message) is adopted
    turn = waiting(SO_FAR, "agi", message, lang)
    assert (_got(turn, "household") == "two_parent") is adopted, (turn.reply, proposed(turn))
