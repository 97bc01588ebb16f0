"""The people at home said to vary, with no number ("it depends, my uncle stays with us some
months", "depende, a veces se queda mi tío"): who counts is asked back, never a count made from
the people named (dev10: "2" read back, the writer and the cousin who only sometimes stays)."""
import pytest

from test_understand import ASKED
from test_understand import check_reading
from test_understand import say


@pytest.mark.parametrize("lang,text", [
    ("en", "it depends, my uncle stays with us some months"),
    ("en", "sometimes my grandma stays with us"),
    ("es", "depende, a veces se queda mi tío"),
    ("es", "a veces mi abuela vive con nosotros"),
])
def test_a_household_said_to_vary_is_asked_back(lang, text):
    check_reading(*say("household_size", text, lang), ASKED, None)
