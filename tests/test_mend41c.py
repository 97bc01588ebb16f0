"""mend41c: the reviewer's bugs in this round's merges (tools/p41/review.md #2, #3, #5, #6, #7).

- #2 parents divorced and "me and my mom live together" are one parent, never two (understand.apart_together
  fires only when the parents are who live together: _parents_live_together).
- #3 a sibling's boyfriend or girlfriend is no parent's partner: two parents are not read as one
  (understand._read_household: _PARENT_DATING).
- #5 a parent's home outside Maryland beside "I live in Maryland" is no aside: no in-state yes inferred
  (understand._home_here_told).
- #6 "no, sorry, I haven't started yet" at a yes/no question is its "no": only a "no" between two values
  takes a value back (understand.no_of_another).
- #7 "we're two parents and two kids, so 4" is a size of 4; "there were" is no "we're"
  (understand._we_parents_only).
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import waiting

AT_HOUSEHOLD = {**CHAT_SO_FAR, "hs_gpa": 3.0}
AT_SIZE = {**AT_HOUSEHOLD, "household": "two_parent"}


def _read(state: dict, turn) -> dict:
    """The values a turn kept or read back."""
    return {**{k: v for k, v in turn.answers.items() if state.get(k) != v}, **proposed(turn)}


# --- #2: parents divorced, the student and one parent live together ------------------------------------
DIVORCED_TOGETHER = [
    ("en", "my parents got divorced, now me and my mom live together", "single_parent"),
    ("es", "mis papás están divorciados, mi mamá y yo vivimos juntos", "single_parent"),
    ("en", "my parents are separated, my brother and I live together with my mom", "single_parent"),
    ("en", "my parents are separated but they still live together", "two_parent"),  # guard
    ("es", "mis papás se divorciaron pero siguen viviendo juntos", "two_parent"),  # guard
]


@pytest.mark.parametrize("lang,text,household", DIVORCED_TOGETHER)
def test_divorced_parents_and_me_and_my_mom_together_is_one_parent(lang, text, household):
    read = _read(AT_HOUSEHOLD, waiting(AT_HOUSEHOLD, "household", text, lang))
    assert read.get("household") in (household, None), read
    assert read.get("household") != ("two_parent" if household == "single_parent" else "single_parent"), read


# --- #3: a sibling's boyfriend or girlfriend ------------------------------------------------------------
SIBLING_PARTNER = [
    ("en", "my parents, my brother and his girlfriend"),
    ("en", "my mom, my dad, my sister and her boyfriend"),
    ("es", "vivo con mis papás, mi hermano y su novia"),
    ("es", "con mis padres y mi hermana y su novio"),
]


@pytest.mark.parametrize("lang,text", SIBLING_PARTNER)
def test_a_siblings_partner_never_makes_one_parent(lang, text):
    turn = waiting(AT_HOUSEHOLD, "household", text, lang)
    assert _read(AT_HOUSEHOLD, turn).get("household") != "single_parent", turn.reply


@pytest.mark.parametrize("lang,text", [("en", "I live with my mom and her boyfriend"), ("es", "vivo con mi mamá y su novio")])
def test_a_parents_partner_is_still_one_parent(lang, text):  # guard (fix41b)
    turn = waiting(AT_HOUSEHOLD, "household", text, lang)
    assert _read(AT_HOUSEHOLD, turn).get("household") == "single_parent", turn.reply


# --- #5: the parents' home outside Maryland --------------------------------------------------------------
TO_IN_STATE = {"en": ("senior at a maryland high school", "20902"),
               "es": ("estoy en el último año de una escuela secundaria de maryland", "20902")}


@pytest.mark.parametrize("lang,said", [("en", "I live in Maryland, my parents live in Virginia"),
                                       ("en", "I live in Maryland but my parents live in Virginia"),
                                       ("es", "vivo en Maryland pero mis papás viven en Virginia")])
def test_parents_home_elsewhere_infers_no_in_state_yes(lang, said):
    turn = talk(lang, *TO_IN_STATE[lang], said)
    got = proposed(turn).get("in_state_tuition", turn.answers.get("in_state_tuition"))
    assert got != "yes", (turn.reply, proposed(turn))


# --- #6: "no, sorry…" at a yes/no question ----------------------------------------------------------------
NOT_ENROLLED = {"en": "Already at a community college: No", "es": "Ya en un college comunitario: No"}
AT_ENROLLED = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("program", "credits_per_semester")}


@pytest.mark.parametrize("lang,text", [("en", "no, sorry, I haven't started yet"), ("en", "no sorry"),
                                       ("en", "no, I mean I start in January"),
                                       ("es", "no perdón, empiezo en enero"), ("es", "no, perdón, todavía no empiezo")])
def test_no_sorry_is_the_questions_no(lang, text):
    turn = waiting(AT_ENROLLED, "enrolled_at_md_community_college", text, lang)
    assert NOT_ENROLLED[lang] in turn.reply and turn.expecting != "enrolled_at_md_community_college", turn.reply


# --- #7: the parents counted as "we" with the total said --------------------------------------------------
@pytest.mark.parametrize("lang,text", [("en", "we're two parents and two kids, so 4"), ("es", "somos 2 papás y 2 hijos, 4 en total")])
def test_we_two_parents_with_the_total_is_the_total(lang, text):
    read = _read(AT_SIZE, waiting(AT_SIZE, "household_size", text, lang))
    assert str(read.get("household_size")) == "4", read


@pytest.mark.parametrize("lang,text", [("en", "we are two married parents"), ("es", "somos dos padres casados")])
def test_we_two_parents_alone_is_still_no_size(lang, text):  # guard (fix41b)
    read = _read(AT_SIZE, waiting(AT_SIZE, "household_size", text, lang))
    assert read.get("household_size") is None, read


def test_there_were_is_no_we_are():
    from screener.chat import understand
    assert not understand._WE_PARENTS.search("there were 2 parents at the meeting")
    assert not understand._we_parents_only("there were 2 parents at the meeting")
