"""Households and their income misread (readback: a tester's findings), each a class in both languages.

1. "One of my parents" / "uno de mis padres" is one parent: "me and one of my parents" is a
   household of 2 (before: 1, the "one" counted) and never "single" ("just me and one of my parents").
2. A GPA's shape with a half ("3.5") at the credits question is no credit count: nothing kept as
   credits (before: 3.5 credits kept beside a GPA of 3.5 read back). "5.5" stays credits, read back.

Our own wording."""
import pytest

from support import chat_so_far
from support import proposed
from support import waiting

BASE = chat_so_far(3.5, None)


@pytest.mark.parametrize("lang,said", [("en", "me and one of my parents"), ("en", "just me and one of my parents"),
                                       ("en", "one of my parents and me"), ("es", "uno de mis padres y yo"),
                                       ("es", "solo yo y uno de mis papás")])
def test_one_of_my_parents_is_one_parent_and_two_people(lang, said):
    turn = waiting(BASE, "household", said, lang)
    got = {**turn.answers, **proposed(turn)}
    assert got.get("household") == "single_parent" and got.get("household_size") in (2, None), turn.reply
    sized = waiting({**BASE, "household": "single_parent"}, "household_size", said, lang)
    assert {**sized.answers, **proposed(sized)}.get("household_size") == 2, sized.reply


@pytest.mark.parametrize("lang,said", [("en", "3.5"), ("en", "2.5"), ("es", "3,5"), ("es", "2.5")])
def test_a_half_gpa_shape_is_no_credit_count(lang, said):
    turn = waiting({k: v for k, v in BASE.items() if k not in ("credits_per_semester", "hs_gpa")}, "credits_per_semester", said, lang)
    assert "credits_per_semester" not in turn.answers and "credits_per_semester" not in proposed(turn), turn.reply
