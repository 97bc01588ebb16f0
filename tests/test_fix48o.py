"""fix48o: a newcomer's findings on readings, in both languages.

5. "im an international student can i get it" at the first question got the FAQ's student-visa
   answer and was then read back as "Renewing": vocab.CHOICES["applicant_type"]["renewal"] holds
   "i get it", and it was matched inside "can i get it", an asking phrase (vocab.STATUS_ASKS). A
   choice phrase that stands only inside a longer asking phrase is no answer: understand.pick reads
   such a phrase against the message with its asking phrases blanked (the class, every choice).
4. "do i have to live in anne arundel to go to AACC?" was read back as County: Anne Arundel: its
   "live in" was taken for a home told (understand.place_told), so fix48i's read-back of a place in a
   question applied. Where one must live, asked (understand._LIVING_ASKED, en and es), is a rule
   asked: the place and college in that clause are no fact (understand.volunteered skips them).
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk


def _kept_or_proposed(turn, field):
    return proposed(turn).get(field, turn.answers.get(field))


# 5. a choice phrase inside an asking phrase is no answer; said alone it still is
@pytest.mark.parametrize("lang,message,value", [
    ("en", "im an international student can i get it", None),
    ("en", "im on an f1 visa, could i get it?", None),
    ("en", "can i get it if im undocumented", None),
    ("es", "soy estudiante internacional, ¿me la dan?", None),
    ("es", "tengo visa f1, ¿la puedo recibir?", None),
    # guards: the choice said as an answer
    ("en", "i get it already", "renewal"),
    ("en", "first time", "new"),
    ("es", "primera vez", "new"),
    ("es", "ya tengo la beca", "renewal"),
])
def test_choice_inside_an_asking_phrase_is_no_answer(lang, message, value):
    turn = talk(lang, message)
    assert _kept_or_proposed(turn, "applicant_type") == value, (turn.reply, proposed(turn), turn.answers)


START = {"en": ("first time", "none"), "es": ("primera vez", "ninguno")}


# 4. a place inside "do i have to live in X" is no fact: nothing read back; a home told still is
@pytest.mark.parametrize("lang,message,county", [
    ("en", "do i have to live in anne arundel to go to AACC?", None),
    ("en", "does my son need to live in howard county to go to HCC?", None),
    ("es", "¿tengo que vivir en Anne Arundel para ir a AACC?", None),
    ("es", "¿hay que vivir en el condado de Howard para ir a HCC?", None),
    # guards: a home told
    ("en", "i live in anne arundel", "anne-arundel"),
    ("en", "i live in howard, do i have to live in anne arundel to go to AACC?", "howard"),
    ("es", "vivo en Anne Arundel", "anne-arundel"),
])
def test_place_in_where_must_i_live_is_no_fact(lang, message, county):
    turn = talk(lang, *START[lang], message)
    assert _kept_or_proposed(turn, "county") == county, (turn.reply, proposed(turn), turn.answers)
    if county is None:
        assert "college" not in proposed(turn) and "college" not in turn.answers, (turn.reply, proposed(turn))
