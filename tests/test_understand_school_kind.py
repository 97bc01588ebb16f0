"""What kind of school it is, said beside the school's name ("Mount de Sales (es católica)",
"Bullis, it's private"): a remark, not a question about private schools. The name is read as
any school's name is (a Maryland high school); before, the FAQ on private schools was answered
and the question asked again (dev10). The kind said alone ("a private school") still names no
school and no place: asked back."""
import pytest

from test_understand import ASKED
from test_understand import check_reading
from test_understand import say


@pytest.mark.parametrize("lang,text", [
    ("en", "Archbishop Curley, its a private school"),
    ("en", "Mount de Sales, catholic school"),
    ("es", "Mount de Sales (es católica)"),
    ("es", "Bishop McNamara (es privada)"),
])
def test_a_school_named_with_its_kind_is_the_school(lang, text):
    check_reading(*say("high_school", text, lang), {"high_school": "maryland"}, None)


@pytest.mark.parametrize("lang,text", [("en", "a private school")])
def test_the_kind_alone_is_asked_back(lang, text):
    check_reading(*say("high_school", text, lang), ASKED, None)
