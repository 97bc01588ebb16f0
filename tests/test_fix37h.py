"""fix37h, items from dev37's arrival (the last week of June), in both languages.

1. (a wrong verdict) A parent's correction of the GPA that names the right value and disowns the
   wrong one as a sibling's or another child's ("perdón, me equivoqué: tiene 3.1, el 2.1 es de su
   hermano") got "I don't know the answer", the wrong GPA kept, "likely ineligible". The clause
   disowning a value is someone else's mark, its "me equivoqué:" no mark of the writer's own, and
   the value said beside it corrects the one kept: read back, kept after a "yes".

Rows marked "guard" held before and keep holding.
"""
import pytest

from support import proposed
from support import talk
from support import then

# --- 1. a value disowned as another child's, the right one said beside it ---------------------------

PARENT_AT_IN_STATE = {
    "en": ("I'm writing for my son Marco, he's a senior at Dulaney High and has a 2.2 GPA", "a maryland high school", "21093"),
    "es": ("Escribo por mi hijo Marco, está en el último año en Dulaney High y tiene 2.2 de promedio",
           "una escuela secundaria de maryland", "21093"),
}

GPA_FIXED = [
    ("es", "perdón, me equivoqué: Marco tiene 3.3, el 2.2 es de su hermana", 3.3),
    ("es", "ay, ese 2.2 era de mi otro hijo, Marco tiene 3.0", 3.0),
    ("es", "me confundí: tiene 3.6", 3.6),
    ("es", "perdón, tiene 3.3 el 2.2 es de su primo", 3.3),  # guard
    ("en", "sorry, he has a 3.3, the 2.2 is his sister's", 3.3),  # guard
    ("en", "oops, that 2.2 was my other daughter's. Marco has a 3.0", 3.0),  # guard
    ("en", "my bad: he has 3.6", 3.6),  # guard
    ("en", "sorry he has a 3.3 the 2.2 is his cousins", 3.3),  # guard
    ("en", "sorry, he has a 3.3", 3.3),  # guard
    ("es", "perdón, me equivoqué, tiene 3.3", 3.3),  # guard
]


@pytest.mark.parametrize("lang,said,gpa", GPA_FIXED)
def test_a_gpa_disowned_as_another_childs_is_replaced_and_read_back(lang, said, gpa):
    turn = talk(lang, "", *PARENT_AT_IN_STATE[lang])
    assert turn.answers.get("hs_gpa") == 2.2 and turn.expecting == "in_state_tuition", turn.reply
    turn = then(turn, said, lang)
    assert proposed(turn).get("hs_gpa") == gpa, turn.reply
    assert turn.answers.get("hs_gpa") == 2.2, turn.reply  # (kept only after a "yes")
    turn = then(turn, {"en": "yes", "es": "sí"}[lang], lang)
    assert turn.answers.get("hs_gpa") == gpa, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "my sister had a 2.0 and she got it"),  # guard: a relative's mark alone is no GPA
    ("es", "mi hermana tenía 2.0 y sí le dieron la beca"),  # guard
])
def test_a_relatives_mark_alone_is_no_correction(lang, said):
    turn = talk(lang, "", *PARENT_AT_IN_STATE[lang])
    turn = then(turn, said, lang)
    assert "hs_gpa" not in proposed(turn) and turn.answers.get("hs_gpa") == 2.2, turn.reply
