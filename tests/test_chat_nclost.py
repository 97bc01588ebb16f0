"""A newcomer's findings (issue #8), each a class in both languages: a degree named with the
college or university it is from gives no home county from that school's town, and the degree
question is put (it rules out, §18-3603(c)(2)); "no degree" said in an opening is read back."""
import pytest
from support import proposed
from support import talk


@pytest.mark.parametrize("lang,said", [("en", "I have a bachelor's in psychology from Towson"),
                                       ("en", "i have an associates from Towson"),
                                       ("es", "tengo una licenciatura de la UMBC"),
                                       ("es", "tengo un asociado de Towson")])
def test_a_degree_from_a_school_gives_no_home_county_and_the_degree_is_asked(lang, said):
    turn = talk(lang, said)
    assert "county" not in turn.answers and "county" not in proposed(turn), turn.reply
    assert turn.expecting == "prior_degree", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "first time, no degree"), ("en", "first time applying, no degree"),
                                       ("es", "primera vez, sin título"), ("es", "es la primera vez, no tengo título")])
def test_no_degree_said_in_an_opening_is_read_back(lang, said):
    turn = talk(lang, said)
    assert turn.answers.get("applicant_type") == "new", turn.reply
    assert proposed(turn).get("prior_degree") == "none" or turn.answers.get("prior_degree") == "none", turn.reply


@pytest.mark.parametrize("lang,said,kind", [
    ("en", "first time, I already have a bachelor's", "new"),
    ("en", "new applicant, i already have an associates", "new"),
    ("en", "I already have a bachelor's", None),
    ("es", "primera vez, ya tengo una licenciatura", "new"),
    ("es", "ya tengo un asociado", None),
])
def test_a_degree_already_had_is_never_the_award_already_had(lang, said, kind):
    # "I already have a bachelor's" was read back as "Renewing: I have the award now" (a newcomer's
    # finding): the degree is asked, and "first time" beside it is still taken
    turn = talk(lang, said)
    assert turn.answers.get("applicant_type") == kind and "applicant_type" not in proposed(turn), turn.reply
    assert turn.expecting == "prior_degree", turn.reply
