"""fix48c: the in-state "no", a real high school, the grades below the 12th, school names, in both languages.

1. A wrong "yes": "no, no vivimos en maryland" at the in-state question was read back as in-state
   "Yes". understand._from_here_said strips an opening "no" as filler (_NO_FILLER's "no no"), so the
   verb's own "no" went with it and "vivimos en maryland" was read as home here. A "no" set apart
   before the negated verb is now stripped first (_NO_APART_LEAD) and the verb's denial kept: "No",
   read back (it rules out).
2. "I'm at my high water mark" kept a first-time student with no degree: _HS_NOW took any words
   before "high" as a school's name unless a deny-list of what follows "high" (tax, pay…) matched,
   a list that can never be whole. The words before a bare "high" must now be a real high school's
   name (MSDE's list, a short name, Delmar High: understand._real_school_high).
3. A grade below the 12th ("I'm a junior at Parkville", "sophomore", "estoy en 11", "11th grade",
   "tercero de prepa") was not read as in high school now: the degree and the first time were
   asked. understand.grade_now reads it; the engine keeps what a senior's says (first time, no
   degree), finishing in June as many years later as grades are left (a junior: 2028-06); a 9th or
   10th grader's date (after the award year: a "no") is never inferred: it is asked.
4. At the high-school question "eso", "that", "pues", "FAFSA" were read back as "A high school in
   Maryland" (a school's name alone): a name needs a word of its own (understand._school_name,
   _known_words: no filler, pointing word or other question's answer).
5. (dev47 d47-a-en-020) "in virginia, we moved here last year" at the high-school question read
   back "Finished high school: June 2025": the move's year read as the graduation. A clause telling
   a move with no graduation in it is no date (understand._read_month). (d47-a-es-064, "estoy en 12
   en Northwestern": the chat's senior reading was right; the bench's SENIOR_WORDS now knows "estoy en 12".)
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none"}


def _value(turn, field):
    return proposed(turn).get(field, turn.answers.get(field))


# 1. a "no" set apart before the home denied: No, read back; never Yes
@pytest.mark.parametrize("lang,message,value", [
    ("es", "no, no vivimos en maryland", "no"),
    ("es", "no no vivimos en maryland", "no"),
    ("es", "no, no vivo en maryland", "no"),
    ("es", "nop, ya no vivimos aquí", "no"),  # guard
    ("en", "no, we don't live in maryland", "no"),  # guard
    ("es", "no vivimos en maryland", "no"),  # guard
    ("es", "no, vivimos en maryland", "yes"),  # guard: a "no" apart, then the home here (fix42j)
    ("en", "nah I'm from here", "yes"),  # guard
])
def test_in_state_no_apart_before_denied_home(lang, message, value):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert proposed(turn).get("in_state_tuition") == value, (turn.reply, proposed(turn))
    assert "in_state_tuition" not in turn.answers  # (read back, never kept unasked)


# 2. "high" that is no school: nothing of a high-school student kept
@pytest.mark.parametrize("lang,message", [
    ("en", "I'm at my high water mark"),
    ("en", "im at my high score"),
    ("en", "he is in his high chair"),
    ("es", "estoy en mi high score del juego"),
    ("es", "mi hijo está en su high chair"),
    ("en", "im in a high gear right now"),  # guard
])
def test_high_without_a_school_is_no_student(lang, message):
    from screener.chat.understand import in_high_school_now
    assert not in_high_school_now(message)
    turn = talk(lang, message)
    assert "prior_degree" not in turn.answers and "applicant_type" not in turn.answers, (turn.reply, turn.answers)


# guards: a real high school named keeps the student in high school now
@pytest.mark.parametrize("lang,message", [
    ("en", "I go to Wheaton HS"),  # guard
    ("en", "she's at Bowie High"),  # guard
    ("en", "I go to Blair High"),  # guard (a short name)
    ("es", "estoy en Patterson High"),  # guard
    ("es", "mi hijo está en Oakland Mills High"),  # guard
    ("es", "voy a Delmar High"),  # guard (Delaware's Delmar High)
    ("en", "im at nortwood high"),  # guard (a typo)
    ("es", "estoy en mi high"),  # guard (the Spanish-speaker's "la high")
])
def test_guard_real_high_school_now(lang, message):
    from screener.chat.understand import in_high_school_now
    assert in_high_school_now(message)
    turn = talk(lang, message)
    assert turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,message", [
    ("en", "I'm a senior at Bowie High"),  # guard
    ("es", "estoy en el último año en Bowie High"),  # guard
])
def test_guard_senior_at_school(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("hs_completion_date") == "2027-06" and turn.answers.get("high_school") == "maryland", turn.answers


# 3. a grade below the 12th: first time, no degree, finishing in June of the years left
@pytest.mark.parametrize("lang,message,done,school", [
    ("en", "I'm a junior at Parkville", "2028-06", "maryland"),
    ("en", "I'm in 11th grade", "2028-06", None),
    ("es", "estoy en 11", "2028-06", None),
    ("es", "estoy en 11 en Northwestern", "2028-06", "maryland"),
    ("es", "tercero de prepa", "2028-06", None),
    ("en", "my son is a junior at Bowie High", "2028-06", "maryland"),
    ("es", "mi hija está en onceavo grado", "2028-06", None),
    ("en", "I'm a senior at Parkville", "2027-06", "maryland"),  # guard
    ("es", "estoy en 12 en Northwestern", "2027-06", "maryland"),  # guard
])
def test_lower_grade_in_high_school_now(lang, message, done, school):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") == "new" and turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)
    assert turn.answers.get("hs_completion_date") == done, (turn.reply, turn.answers)
    if school:
        assert turn.answers.get("high_school") == school, (turn.reply, turn.answers)


# 3. a 9th or 10th grader: in high school now, the date (after the award year: a "no") never inferred, asked
@pytest.mark.parametrize("lang,message", [
    ("en", "I'm a sophomore in high school"),  # (fix48l: a bare "sophomore" may be a college's: tests/test_fix48l.py)
    ("en", "im a freshman at wheaton hs"),  # guard (the date was never kept)
    ("es", "mi hija está en décimo grado"),
    ("es", "estoy en primer año de prepa"),  # guard
])
def test_early_grade_date_never_kept_unasked(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") == "new" and turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)
    assert "hs_completion_date" not in turn.answers and "hs_completion_date" not in proposed(turn), (turn.reply, turn.answers)
    # (fix48l) the next question is the school's (the zip after a school said), never the degree or a
    # date: the grade read as it was said ("the status is not likely_ineligible" could not fail: no
    # assessment exists after one message)
    assert turn.conversation.expecting == ("zip" if "high_school" in turn.answers else "high_school"), (turn.reply, turn.answers)


@pytest.mark.parametrize("message,grade", [
    ("I am 11", None), ("tengo 11 años", None), ("he is 11", None),  # guards: ages
    ("estoy en 11 créditos", None), ("junior at UMD", None), ("I was a junior", None),  # guards
    ("I'm a senior", None), ("mi hijo va en el 10", 10), ("estoy en tercero de prepa en Northwood", 11),
])
def test_grade_now(message, grade):
    from screener.chat.understand import grade_now
    assert grade_now(message) == grade


# 4. a known word is no school's name at the high-school question
@pytest.mark.parametrize("lang,message", [
    ("es", "eso"),
    ("es", "FAFSA"),
    ("es", "la FAFSA"),
    ("en", "fafsa"),
    ("en", "that"),
    ("es", "pues"),
])
def test_known_word_is_no_school_name(lang, message):
    turn = waiting(SO_FAR, "high_school", message, lang)
    assert _value(turn, "high_school") is None, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,message,kept", [
    ("es", "Northwood", True),  # guard: on MSDE's list, kept
    ("en", "Springbrook", True),  # guard
    ("en", "Dover High", False),  # guard: a name alone, read back
    ("en", "St Vincent Pallotti", False),  # guard
    ("en", "Good Counsel", False),  # guard
])
def test_guard_school_names_read(lang, message, kept):
    turn = waiting(SO_FAR, "high_school", message, lang)
    assert _value(turn, "high_school") == "maryland", (turn.reply, proposed(turn))
    assert ("high_school" in turn.answers) is kept


# 5. (dev47 d47-a-en-020) a move's time beside the school is no graduation date (understand._read_month)
@pytest.mark.parametrize("lang,message,school,done", [
    ("en", "in virginia, we moved here last year", "other", None),
    ("es", "en Virginia, nos mudamos aquí el año pasado", "other", None),
    ("es", "en Honduras, llegamos en 2023", "other", None),
    ("en", "we moved here in 2020, I graduated from Bowie High in 2024", "maryland", "2024-06"),  # (failed before: 2020)
    ("es", "nos mudamos en 2020 y me gradué de Bowie High en 2024", "maryland", "2024-06"),  # (failed before)
    ("en", "bowie high, graduating june 2027", "maryland", "2027-06"),  # guard
])
def test_move_year_is_no_graduation(lang, message, school, done):
    turn = waiting(SO_FAR, "high_school", message, lang)
    assert _value(turn, "high_school") == school, (turn.reply, proposed(turn))
    assert _value(turn, "hs_completion_date") == done, (turn.reply, proposed(turn))
