"""dev19's answer class (issue #8), in both languages, in words of our own: an aid application
to be filed, its form not named, said to the aid question ("I'll file it after new years", "la
vamos a mandar en febrero"). It got "I don't know the answer to that one". Which form is asked,
as for one said filed ("I filed it already"); never "none", never a form kept unasked."""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import waiting

AT_AID = {**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2, "agi": 40000}

TO_FILE = [
    ("en", "I'll file it after new years"),
    ("en", "we are going to submit it in february"),
    ("en", "gonna fill it out next month"),
    ("es", "la vamos a mandar en febrero"),
    ("es", "voy a llenarla despues de año nuevo"),
    ("es", "la voy a presentar el mes que viene"),
]


@pytest.mark.parametrize("lang,text", TO_FILE)
def test_a_form_to_file_unnamed_is_asked_which(lang, text):
    turn = waiting(AT_AID, "aid_application", text, lang)
    assert turn.expecting == "aid_application" and turn.faq is None, (text, turn.reply)
    assert "aid_application" not in turn.answers and "aid_application" not in proposed(turn)
    assert {"FAFSA", "One-App"} <= {w for r in turn.quick_replies for w in ("FAFSA", "One-App") if w in str(r)}, turn.quick_replies


# a form named, or a refusal, read as before
KEPT = [
    ("en", "im going to file the fafsa in january", "fafsa"),
    ("es", "voy a llenar la fafsa en enero", "fafsa"),
    ("es", "no la voy a llenar", "none"),
]


@pytest.mark.parametrize("lang,text,value", KEPT)
def test_a_form_named_or_refused_is_read_as_before(lang, text, value):
    turn = waiting(AT_AID, "aid_application", text, lang)
    assert {**turn.answers, **proposed(turn)}.get("aid_application") == value, (text, turn.reply)
