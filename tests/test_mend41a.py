"""mend41a: who is at home is never kept or inferred when anyone is said to live elsewhere
(review fix41 #6: two parents read back beside the pay though "he lives in Texas"; #11: a
step-parent who "lives there" kept as two parents without a read-back)."""
import pytest
from support import proposed
from support import talk
from support import waiting

# (language, the opening's pay with a parent living elsewhere): the pay read back, never two parents
PAY_AWAY = [
    ("en", "my mom makes 120k and my dad makes 30k but he lives in Texas"),  # (failed before: two parents read back)
    ("es", "mi mamá gana 120 mil y mi papá gana 30 mil pero él vive en Texas"),  # (failed before)
]


@pytest.mark.parametrize("lang,said", PAY_AWAY)
def test_two_parents_not_read_back_beside_pay_when_one_lives_elsewhere(lang, said):
    turn = talk(lang, "first time" if lang == "en" else "primera vez", said)
    assert proposed(turn).get("household") != "two_parent" and "household" not in turn.conversation.state.answers


_AT_HOUSEHOLD = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2026-06",
                 "county": "montgomery", "college": "montgomery", "program": "associate", "credits_per_semester": 15,
                 "in_state_tuition": "yes", "enrolled_at_md_community_college": False, "hs_gpa": 3}

# (language, the household answer naming a step-parent married but living elsewhere): read back, never kept
STEP_AWAY = [
    ("en", "my mom and my stepdad, they're married, he works in Florida though and lives there"),  # (failed before: kept)
    ("es", "mi mamá y mi padrastro, están casados, él trabaja en Florida y vive allá"),  # (failed before: kept)
]


@pytest.mark.parametrize("lang,said", STEP_AWAY)
def test_a_married_step_parent_living_elsewhere_is_read_back(lang, said):
    turn = waiting(_AT_HOUSEHOLD, "household", said, lang)
    assert "household" not in turn.conversation.state.answers, turn.reply
