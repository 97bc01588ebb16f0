"""fix48l: a class year is high school's only with high school said beside it; private high schools; one list of grades.

1. A false "likely eligible": fix48c's understand.grade_now read any "junior", "sophomore",
   "freshman" or "estoy en 10" as a grade of high school now, so the engine kept "Degree already
   earned: None yet" and a graduation date unasked for "I'm a junior developer at a bank", "my son
   is a junior partner", "I'm a junior in the army reserve", "estoy en 10 minutos", and for college
   students ("I'm a sophomore at Montgomery College", "junior at CCBC"). Cause: the class year was
   taken without its context. Now (understand._grade_in_high_school) a class year is a grade only
   with high school said beside it (a high-school word, a high school named after it, a parent's
   "my son is a junior"), never as a title ("junior developer"), beside a job or at a college; a
   bare number ("estoy en 11") only with no unit after it. Otherwise the degree is asked.
2. Private high schools were no longer in high school now: fix48c's understand._real_school_high
   took only MSDE's public list (md_high_schools.yaml has no private school; the code no other
   list), so "I go to Calvert Hall High", "my son goes to Gilman High" asked the degree. "<Name>
   High" with "High" closing the name (nothing high after it: "high tax bracket") is a school.
3. The grade words live once, vocab.HS_CLASS_YEARS / HS_GRADE_ORDINALS / HS_PREPA_YEARS, and the
   readers (_LOWER_GRADE, _GRADE_OF, _LOWER_GRADE_AT, _GRADE_SAID, _SCHOOL_YEAR, _GRADE_WORDS,
   _STILL_IN_SCHOOL, _YEAR_AT) build on them.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk


# 1. a job title, a rank, a college year, a number of minutes: no grade of high school; the degree asked, nothing kept
@pytest.mark.parametrize("lang,message", [
    ("en", "I'm a junior developer at a bank and want to start at community college"),
    ("en", "im a junior engineer"),
    ("en", "my son is a junior partner"),
    ("en", "I'm a junior in the army reserve"),
    ("en", "I'm a sophomore at Montgomery College"),
    ("en", "im a freshman at college"),
    ("en", "junior at CCBC"),
    ("en", "sophomore"),
    ("es", "soy junior en una empresa y quiero empezar en el community college"),
    ("es", "mi hijo es junior en el banco"),
    ("es", "soy freshman en el college"),
    ("es", "soy sophomore en Montgomery College"),
    ("es", "estoy en 10 minutos"),
])
def test_class_year_without_high_school_keeps_nothing(lang, message):
    turn = talk(lang, message)
    for field in ("prior_degree", "hs_completion_date"):
        assert field not in turn.answers, (turn.reply, turn.answers)
    assert proposed(turn).get("hs_completion_date") is None, (turn.reply, proposed(turn))


# ... while a grade of high school, said so, is kept as fix48c keeps it (guards)
@pytest.mark.parametrize("lang,message,done", [
    ("en", "I'm a junior at Parkville", "2028-06"),  # guard
    ("en", "junior at Parkville", "2028-06"),  # guard
    ("en", "I'm a junior in high school", "2028-06"),  # guard
    ("en", "my son is a junior", "2028-06"),  # guard: a parent's child's year is of school
    ("en", "I'm a junior at Bowie High and want to go to Montgomery College", "2028-06"),  # guard
    ("es", "mi hijo es junior", "2028-06"),  # guard
    ("es", "soy junior en la prepa", "2028-06"),  # guard
    ("es", "estoy en 11", "2028-06"),  # guard
    ("es", "estoy en 11 en Northwestern", "2028-06"),  # guard
])
def test_guard_high_school_grade_kept(lang, message, done):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") == "new" and turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)
    assert turn.answers.get("hs_completion_date") == done, (turn.reply, turn.answers)


@pytest.mark.parametrize("message,grade", [
    ("im a junior engineer", None), ("my son is a junior partner", None), ("I'm a junior in the army reserve", None),
    ("estoy en 10 minutos", None), ("I'm a sophomore at Montgomery College", None), ("im a freshman at college", None),
    ("junior at CCBC", None), ("sophomore", None), ("soy junior en una empresa", None), ("soy freshman en el college", None),
    ("im in 11th grade", 11), ("my son is in 10th grade", 10), ("estoy en decimo", 10),  # guards
    ("im a freshman at wheaton hs", 9), ("estoy en primer año de prepa", 9), ("mi hija está en décimo grado", 10),  # guards
])
def test_grade_now_needs_high_school(message, grade):
    from screener.chat.understand import grade_now
    assert grade_now(message) == grade


# 2. a private high school named "<Name> High": in high school now (first time, no degree); the school read back
@pytest.mark.parametrize("lang,message", [
    # (fix48q) a bare unknown "<Name> High" ("Calvert Hall High", "mile high") infers nothing now
    # (tests/test_fix48q.py): only a name written as one, with "High School", is a private school here
    ("en", "I go to Mount Saint Joseph High School"),
    ("en", "I'm at Archbishop Spalding High School"),
    ("en", "my son goes to Calvert Hall High School"),
    ("es", "voy a Calvert Hall High School"),
    ("es", "mi hijo va a Mount Saint Joseph High School"),
    ("es", "estoy en Archbishop Spalding High School"),
    ("en", "I go to Bowie High"),  # guard: on MSDE's list
])
def test_private_high_school_in_high_school_now(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") == "new" and turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)
    assert proposed(turn).get("high_school", turn.answers.get("high_school")) == "maryland", (turn.reply, proposed(turn))


@pytest.mark.parametrize("message,now", [
    ("I'm in a high tax bracket", False), ("im at my high water mark", False), ("I am at work high on life", False),  # guards
    ("im studying for my high school diploma", False), ("estoy en mi high", True),  # guards
    ("I go to Calvert Hall High School", True), ("my son goes to Calvert Hall High School, 3.4 gpa", True),
    ("voy a Calvert Hall High School", True),
    ("I go to Calvert Hall High", False), ("voy a Calvert Hall High", False),  # (fix48q: a bare unknown "<Name> High")
])
def test_in_high_school_now_private(message, now):
    from screener.chat.understand import in_high_school_now
    assert in_high_school_now(message) is now


# 3. one list of grades: the readers take their words from vocab
def test_grade_words_live_in_vocab():
    from screener.chat import understand
    from screener.chat import vocab
    assert understand._GRADE_OF == {**vocab.HS_CLASS_YEARS, **vocab.HS_GRADE_ORDINALS, **vocab.HS_PREPA_YEARS}
    for word in vocab.HS_CLASS_YEARS:
        assert word in understand._GRADE_WORDS and understand._SCHOOL_YEAR.search(word)
        assert understand._YEAR_AT.search(f"{word} at towson university")
