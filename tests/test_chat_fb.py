"""A decimal GPA said right before its cue, with a household count after it, is the GPA."""
import pytest

from support import talk


@pytest.mark.parametrize("lang, said", [
    ("en", "3.2 gpa, 3 people"),
    ("en", "3.2 gpa, family of 2"),
    ("es", "3.2 promedio, somos 3"),
    ("es", "3.2 promedio, familia de 2"),
])
def test_the_household_count_after_a_gpa_is_never_the_gpa(lang, said):
    turn = talk(lang, said)
    assert turn.answers.get("hs_gpa") == 3.2  # (it was 3.0 or 2.0, the household's count, kept unasked)
