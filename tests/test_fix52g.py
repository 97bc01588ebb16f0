"""fix52g: parse misses on the tuning sets (dev43–dev51), by class, in both languages.

1. An answer, then a case asked beside it ("first time, what if i don't get it this year?", "primera
   vez, ¿y si no me la dan?"): the case ("what if…", "y si…") made the whole message hypothetical
   (understand.hypothetical), so nothing in it was read and the question was asked again. Only the
   place told before a case was kept (fix43e). engine._told_before_case (its ``q``) now keeps a short bare
   answer to the choice or yes/no question asked, when nothing else is told beside it (a fact told
   before a case may be its premise, fix43o: amounts stay out).
2. Enrollment said with a job's hours beside it ("part time, i work full time at the prison",
   "medio tiempo, trabajo tiempo completo"): both kinds were read, so the answer was taken for a
   question and asked again. understand._read_enrollment_status now leaves out the clause about work.
3. A town with a date after it ("got my GED in baltimore march 2018"): places._longer_name took the
   month for the rest of a longer name ("Baltimore March…"), so the town, and the GED's Maryland,
   were lost. A month followed by its day or year is a date.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import answer
from support import graded
from support import load_bench
from support import proposed
from support import waiting

BENCH = load_bench()


# 1. a short answer, then a case asked: the answer kept (or read back). (fix52r1, review: this said "the
# case answered", which nothing here checks; the case is not always answered, "first time, what if they
# turn me down this year?" replies "I don't know the answer to that one": a gap left, not claimed)
@pytest.mark.parametrize("lang,expecting,text,value", [
    ("en", "applicant_type", "first time, what if they turn me down this year?", "new"),
    ("en", "applicant_type", "renewing. what if my gpa drops below 2.5?", "renewal"),
    ("es", "applicant_type", "primera vez, ¿y si me la niegan?", "new"),
    ("es", "applicant_type", "renovación. ¿y si bajo a medio tiempo?", "renewal"),
    ("en", "prior_degree", "none, what if i finish a certificate first?", "none"),
    ("es", "prior_degree", "ninguno, ¿y si termino un certificado antes?", "none"),
])
def test_answer_then_case_asked(lang, expecting, text, value):
    graded(BENCH, expecting, text, lang, answer(**{expecting: value}))


# 1. guards: a case asked alone, or a number told before a case (its premise), is never kept
@pytest.mark.parametrize("lang,expecting,text,field", [
    ("en", "agi", "my mom makes 50k, what if she gets a raise to 90k?", "agi"),              # guard
    ("es", "agi", "mi mamá gana 50 mil, ¿y si le suben a 90 mil?", "agi"),                  # guard
    ("en", "applicant_type", "what if i'm new but took a class in high school?", "applicant_type"),  # guard
    ("es", "applicant_type", "¿y si soy nuevo pero ya tomé una clase?", "applicant_type"),   # guard
])
def test_guard_case_premise_not_kept(lang, expecting, text, field):
    answers = {"applicant_type": "new"} if expecting == "agi" else {}
    turn = waiting(answers, expecting, text, lang)
    assert field not in turn.answers or turn.answers[field] == answers.get(field), (turn.reply, turn.answers)
    if expecting == "agi":
        assert "agi" not in turn.answers, (turn.reply, turn.answers)


# 2. enrollment with a job's hours beside it: the school's kind, not the job's
@pytest.mark.parametrize("lang,text,value", [
    ("en", "part time, i work full time at a warehouse", "part_time"),
    ("en", "full time. i have a part time job at target", "full_time"),
    ("es", "medio tiempo, trabajo tiempo completo en un restaurante", "part_time"),
    ("es", "tiempo completo, y trabajo medio tiempo los fines de semana", "full_time"),
    ("en", "full time when i started, part time now", "full_time"),              # guard
    ("es", "empecé tiempo completo pero ahora voy medio tiempo", "full_time"),    # guard
])
def test_enrollment_beside_job_hours(lang, text, value):
    graded(BENCH, "enrollment_status", text, lang, answer(enrollment_status=value))


# 3. a GED's town with a date after it: the town is read, the GED is Maryland's
@pytest.mark.parametrize("lang,text,date", [
    ("en", "took my GED in hagerstown april 2017", "2017-04"),
    ("en", "passed the GED in frederick may of 2019", "2019-05"),
    ("es", "saqué el GED en salisbury mayo 2020", "2020-05"),
    ("es", "hice el GED en silver spring marzo del 2019", "2019-03"),
    ("en", "got my GED in towson in june 2021", "2021-06"),  # guard
])
def test_ged_town_then_date(lang, text, date):
    graded(BENCH, "high_school", text, lang, answer(high_school="maryland_ged", hs_completion_date=date))


# 3. guards: a GED elsewhere stays no Maryland GED; a longer name stays no town
@pytest.mark.parametrize("lang,text", [
    ("en", "got my GED in virginia march 2018"),    # guard
    ("es", "saqué el GED en Texas en marzo 2018"),   # guard
])
def test_guard_ged_elsewhere_with_date(lang, text):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", text, lang)
    assert proposed(turn).get("high_school", turn.answers.get("high_school")) != "maryland_ged", (turn.reply, turn.answers)


def test_guard_longer_name_still_no_town():
    from screener.chat.places import towns_in  # guard: "Oakland Mills" (a Columbia school) is no Oakland
    assert not any(town == "oakland" for town, _ in towns_in("I went to oakland mills", asides=True))
