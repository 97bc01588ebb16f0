"""Never a wrong "no" from words (issue #8), as a property of the chat API.

Hypothesis drives POST /api/v1/chat with generated conversations: at each turn a quick reply,
a plain answer to the question asked, a "yes" or "no" (to a read-back or a yes-or-no question),
or a messy message from a pool written for this test in English and Spanish (asides, questions,
corrections, several facts at once, numbers in words, off-topic, "I don't know", other people's
facts, what-if questions). The test keeps, for every answer field in the API's ``answers``, how
its current value was set:

- ``plain``: by a message sent while the bot was ``expecting`` exactly that field, the message
  being a plain answer (one of the quick replies offered, or a bare value such as "3.4");
- ``confirmed``: by a "yes" to the bot's read-back ("Just to check … Is that right?");
- ``words``: any other way (an aside, a sentence, a question, another field's answer).

Invariant: whenever the assessment says ``likely_ineligible``, every answer field a failing
check rests on has a ``plain`` or ``confirmed`` origin. Which fields a failing check rests on
is found by the engine itself (POST /api/v1/assess without that field: the check no longer
fails), never by re-deriving a rule here.
"""
import pytest
from hypothesis import HealthCheck
from hypothesis import example
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from screener import create_app
from screener.flow import load_flow
from screener.i18n import Msg
from screener.i18n import render

from support import CONFIG

APP = create_app(dict(CONFIG))
CHAT, ASSESS = "/api/v1/chat", "/api/v1/assess"
READ_BACK = ("Is that right?", "¿Es correcto?")
WHICH_WRONG = ("Which one is wrong?", "¿Cuál está mal?")  # (after a "no" to a read-back of several facts)
YES = ("yes", "yep", "sí", "simón", "correct",
       "yes, that's right", "sí, es correcto")  # (the quick reply of a read-back of a "no" answer)
NO = ("no", "nope", "nel", "no es correcto")

# Bare values a student types as the answer to the question asked (quick replies are plain too).
PLAIN = {
    "zip": ("21044", "20904", "20001", "19901", "21801"),
    "hs_completion_date": ("June 2027", "junio 2027", "May 2020", "2026-06"),
    "credits_per_semester": ("12", "6", "15", "3"),
    "hs_gpa": ("3.4", "1.8", "2.3", "3.0", "2,1"),
    "cc_gpa": ("2.1", "3.2", "1.5"),
    "household_size": ("3", "4", "1"),
    "agi": ("45000", "200000", "$120,000", "95000", "160k"),
    "credits_completed_last_semester": ("12", "3"),
    "first_enrolled": ("August 2025", "agosto 2024"),
    "birth_year": ("2008",),
    "county": ("Howard", "Prince George's", "Montgomery"),
    "college": ("Howard Community College", "Montgomery College"),
}

# Messy messages: none of them is a plain answer to any question.
MESSY = (
    # several facts at once, numbers in words
    "senior at Bowie High in PG county, graduating june 2027 with a 3.4, just me and my mom, she makes about 45k, associates at PGCC full time",
    "soy estudiante de último año en Montgomery Blair, me gradúo en junio 2027, mi promedio es tres punto cinco",
    "my parents make like one hundred sixty thousand together",
    "mi mamá gana cuarenta y cinco mil al año y somos cuatro",
    "I have a 1.9 gpa but im trying to bring it up",
    "I got my GED last year in Virginia",
    "i already have a bachelors from UMD",
    # other people's facts
    "my dad lives in Virginia",
    "my brother makes 200k",
    "my sister has a bachelor's degree",
    "I was born in Mexico",
    "nací en El Salvador pero me gradúo de Northwood High",
    "mi hermano vive en DC",
    "my cousin goes to Delaware Tech",
    "my mom didn't finish high school",
    "mi papá tiene un título universitario",
    # asides and questions
    "do I need a 3.0??",
    "¿y si mi promedio es 2.2?",
    "what if my parents make 200k?",
    "what if I move to Virginia?",
    "no tengo papeles, ¿puedo aplicar?",
    "do I have to pay this back?",
    "is DC ok?",
    "what's the income limit?",
    "parking at CCBC Essex?",
    "lol idk",
    "I don't know",
    "no sé",
    "hmm maybe",
    "idk maybe 2.4?",
    "creo que 2 punto algo",
    # corrections
    "actually my income is 52k",
    "oops my mom makes 210k",
    "perdón, me equivoqué, mi promedio es 2,1",
    "wait, I meant Carroll",
    "actually I live in Virginia now",
    "wait no i graduated in 2019",
    # income said another way
    "2500 a month",
    "15 dólares la hora",
    "she makes about 18k a month",
    # off topic
    "what's your name",
    "can you help me with my homework",
    "my dog is named Pancho",
    "I'm not from Maryland originally but I live here now",
    "I'm not married",
    "not going full time, only like 2 classes",
    "I'll probably do part time, maybe 6 credits",
    "mi mamá es soltera",
    "I don't have a bachelor's",
    "no tengo título universitario",
)

FIRST = st.one_of(st.just(0), st.integers(0, 9))  # the first quick reply most often: the conversation goes on
DONT_KNOW = ("I don't know", "no sé", "idk", "ni idea", "not sure")
ADVANCE = st.tuples(st.just("plain"), st.just(0))  # a likely-eligible plain answer: the conversation goes deeper
STEP = st.one_of(
    ADVANCE, ADVANCE, ADVANCE,
    st.tuples(st.just("quick"), FIRST),
    st.tuples(st.just("plain"), st.integers(0, 9)),
    st.tuples(st.just("yes"), st.sampled_from(YES)),
    st.tuples(st.just("no"), st.sampled_from(NO)),
    st.tuples(st.just("messy"), st.sampled_from(MESSY)),
    st.tuples(st.just("messy"), st.sampled_from(MESSY)),
    st.tuples(st.just("messy"), st.sampled_from(DONT_KNOW)),
)


def _labels(lang) -> dict:
    """Return {label: field} of the read-back's lines ("• Household income (AGI): $45,000")."""
    out = {}
    for q in load_flow().questions:
        for i in q.inputs:
            what = q.summary if i.id == q.id else i.summary or i.label or q.summary
            out.setdefault(render(Msg.of(what), lang), i.id)
    return out


LABELS = {lang: _labels(lang) for lang in ("en", "es")}


def _read_back(reply: str, lang: str) -> set:
    """Return the answer fields a read-back ("Just to check, I read: • County: … Is that right?") lists."""
    if not reply.endswith(READ_BACK):
        return set()
    fields = set()
    for line in reply.splitlines():
        if line.startswith("• ") and ": " in line:
            label = line[2:].split(": ", 1)[0]
            if label in LABELS[lang]:
                fields.add(LABELS[lang][label])
    return fields


def _chat(client, message, state, lang):
    resp = client.post(CHAT, json={"message": message, "state": state, "lang": lang})
    assert resp.status_code == 200, resp.get_data(as_text=True)
    return resp.get_json()


def _failing(client, answers) -> set:
    """Return the ids of the failing checks for ``answers`` (None for answers the API refuses)."""
    resp = client.post(ASSESS, json=answers, headers={"Accept-Language": "en"})
    if resp.status_code != 200:
        return None
    return {c["id"] for c in resp.get_json()["checks"] if c["result"] == "fail"}


def _unfails(client, failing: set, answers: dict) -> bool:
    """Return True when one of the ``failing`` checks no longer fails with ``answers``."""
    now = _failing(client, answers)
    return now is not None and bool(failing - now)


def _open_values() -> dict:
    """Return {field: values} of the yes-or-no and choice questions (values a student could give)."""
    out = {}
    for q in load_flow().questions:
        if q.kind == "yesno":
            out[q.id] = (True, False)
        elif q.kind == "choice":
            out[q.id] = tuple({"true": True, "false": False}.get(c.value, c.value) for c in q.choices if c.value != "unsure")
    return out


OPEN_VALUES = _open_values()


def _resting_on(client, answers, left_open=()) -> set:
    """Return the answer fields a failing check rests on: without the field, it no longer
    fails; or, for a field ``left_open`` (the student said "I don't know" when asked it, so the
    rules may assume a value), some answer to it would make the check no longer fail."""
    failing = _failing(client, answers)
    out = set()
    for f in answers:
        if f == "application_date":
            continue
        if _unfails(client, failing, {k: v for k, v in answers.items() if k != f}):
            out.add(f)
    for f in left_open:
        values = OPEN_VALUES.get(f, ())
        if f not in answers and any(_unfails(client, failing, {**answers, f: v}) for v in values):
            out.add(f)
    return out


def _message(step, body):
    """Return (message, plain) for a generated ``step`` against the bot's last ``body``."""
    kind, x = step
    expecting, replies = body["expecting"], body["quick_replies"]
    if kind == "quick":
        if not replies:
            return "ok", False
        return replies[x % len(replies)], body["expecting"] is not None and not body["reply"].endswith(READ_BACK)
    if kind == "plain":
        values = PLAIN.get(expecting)
        if not values:
            return (replies[x % len(replies)], expecting is not None) if replies else ("ok", False)
        return values[x % len(values)], True
    if kind in ("yes", "no"):
        # a yes or a no is a plain answer to a yes-or-no question (not to a read-back: that is a confirmation)
        yesno = {"Yes", "No", "Sí"} & set(replies) and not body["reply"].endswith(READ_BACK)
        return x, bool(yesno) and expecting is not None
    return x, False


OPENINGS = MESSY[:7] + (
    "my daughter is a senior at westlake in waldorf, 2.9 gpa, two parent home, we make about 130k",
    "hi im a senior at Blair, 1.9 gpa, my mom makes 90k, its just us two",
    "soy de último año en Wheaton High, promedio 2.0, vivo con mi mamá, gana 120 mil",
    "I'm 19, got my diploma in June 2025 from a Maryland school, my parents make 160k together",
    "first time applying, I live in Silver Spring, my GPA is 2.2 and I'll take 3 credits",
    "I have a bachelor's but want to do a certificate, I live in 21044",
)


def run_conversation(lang, steps, opening=None):
    """Play ``steps``; assert the invariant after every turn. Return the transcript (for failures)."""
    client = APP.test_client()
    body = _chat(client, "", None, lang)
    origin, answers, transcript, left_open, listed = {}, {}, [], set(), set()
    for step in ([("messy", opening)] if opening else []) + list(steps):
        message, plain = _message(step, body)
        read_back = _read_back(body["reply"], lang)
        listed = read_back or listed  # (the facts of the last read-back, for "Which one is wrong?")
        picked = LABELS[lang].get(message.strip()) if body["reply"].strip().endswith(WHICH_WRONG) else None
        expecting = body["expecting"]
        new = _chat(client, message, body["state"], lang)
        transcript.append((expecting, message, new["reply"][:300]))
        if step[0] == "messy" and step[1] in DONT_KNOW + MESSY and expecting is not None:
            left_open.add(expecting)  # asked and not answered: the rules may assume it
        after = new["answers"]
        changed = {f for f in set(after) | set(answers) if after.get(f) != answers.get(f)}
        confirmed = bool(read_back) and message.strip().lower() in YES
        if confirmed:  # the earlier answers read back with it ("because"), kept as they were
            for f in read_back - changed:
                if f in after:
                    origin[f] = "confirmed"
        for f in changed:
            if f not in after:
                origin.pop(f, None)
            elif confirmed:
                origin[f] = "confirmed"
            elif plain and f == expecting:
                origin[f] = "plain"
            else:
                origin[f] = "words"
        if picked:
            # "Which one is wrong?" answered with one fact: the student says the others read back with it
            # are right, so they are confirmed (the reading this test found on 2026-12-05: the income of
            # "my parents make like one hundred sixty thousand together" → "No" → "Household")
            for f in listed - {picked}:
                if f in after:
                    origin[f] = "confirmed"
        if "county" in changed and "zip" in changed and "county" in after:
            origin["county"] = origin.get("zip", "words")  # the county a ZIP code settles
        answers = after
        body = new
        if body["assessment"] is not None and body["assessment"]["status"] == "likely_ineligible":
            unconfirmed = {f: origin.get(f) for f in _resting_on(client, answers, left_open)
                           if origin.get(f) not in ("plain", "confirmed")}
            assert not unconfirmed, (f"likely_ineligible rests on {unconfirmed} (answers {answers})\n"
                                     + "\n".join(f"[{e}] > {m!r}\n   < {r!r}" for e, m, r in transcript))
    return transcript


@settings(max_examples=20, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(lang=st.sampled_from(("en", "es")), steps=st.lists(STEP, min_size=8, max_size=24),
       opening=st.none() | st.sampled_from(OPENINGS))
def test_no_likely_ineligible_rests_on_an_answer_the_student_did_not_give_or_confirm(lang, steps, opening):
    run_conversation(lang, steps, opening)


# Regressions the property found (each failed before the fix in screener/chat/engine.py):
# "I don't know" twice to a question whose open answer the rules assume, and "likely not
# eligible" rested on that assumption.


def _play(lang, messages):
    """Play ``messages``, saying "yes" to every read-back but a last one; return the last reply."""
    client = APP.test_client()
    body = _chat(client, "", None, lang)
    for m in messages:
        body = _chat(client, m, body["state"], lang)
        if body["reply"].endswith(READ_BACK) and m != messages[-1]:
            body = _chat(client, "yes", body["state"], lang)
    return client, body


OFFER = {"en": "Shall I check whether you're likely eligible at Howard Community College instead?",
         "es": "¿Quieres que revise si probablemente calificas en Howard Community College?"}


@pytest.mark.parametrize("lang, dont_know", [("en", "idk"), ("es", "no sé")])
def test_an_open_program_offered_locally_offers_the_home_college_never_a_no(lang, dont_know):
    """Home ZIP in Howard, Montgomery College chosen, "does your home college offer your
    program?" -> "idk" twice: the rules would assume it does (and rule Montgomery out), so the
    bot offers to screen for the home college instead; "yes" moves to it, "no" keeps nothing and
    the question stays open. Never a "no" from the assumption (a scripted "yes" to a read-back
    of it ended in "likely not eligible")."""
    client, body = _play(lang, ("First time", "None yet", "maryland", "21044", "yes", "2027-06", "Montgomery College",
                                "associate", dont_know, dont_know))
    assert body["assessment"] is None and body["reply"].endswith(OFFER[lang])
    assert "Montgomery College" in body["reply"] and body["answers"]["college"] == "montgomery"
    refused = _chat(client, "no", body["state"], lang)  # nothing kept, the question asked again
    assert "program_offered_locally" not in refused["answers"] and refused["assessment"] is None
    assert refused["answers"]["college"] == "montgomery" and refused["expecting"] == "program_offered_locally"
    taken = _chat(client, {"en": "yes", "es": "sí"}[lang], body["state"], lang)
    assert taken["answers"]["college"] == "howard" and "program_offered_locally" not in taken["answers"]
    assert taken["assessment"] is None and taken["expecting"] not in (None, "program_offered_locally")


@pytest.mark.parametrize("lang, dont_know", [("en", "idk"), ("es", "no sé")])
def test_an_open_already_at_a_community_college_is_read_back_before_a_no(lang, dont_know):
    """Graduated June 2026, "already at a Maryland community college?" -> "idk" twice, then a
    plain GPA of 1.8: the result's "no" would rest on "not enrolled", assumed; it is read back."""
    client, body = _play(lang, ("First time", "None yet", "maryland", "21044", "yes", "2026-06", "associate", "12",
                                dont_know, dont_know, "1.8", "two_parent", "4", "50000", "fafsa", "no"))
    assert body["assessment"] is None and body["reply"].endswith(READ_BACK)
    assert "enrolled_at_md_community_college" in _read_back(body["reply"], lang)
    body = _chat(client, "yes", body["state"], lang)
    assert body["assessment"]["status"] == "likely_ineligible"
    assert body["answers"]["enrolled_at_md_community_college"] is False


def test_a_second_reason_to_rule_out_reads_back_the_answers_it_rests_on():
    """Found by the property: a parent's opening keeps "we make about 130k" (said back, not
    confirmed); an associate's degree, confirmed, rules the student out; after the result, "just
    me and my mom" (one parent) read back would make the income fail too: the income it rests
    on is read back with it (it was not, the student being ruled out already)."""
    client, body = _play("en", ("my daughter is a senior at westlake in waldorf, 2.9 gpa, two parent home, we make about 130k",
                                "An associate's degree",
                                "senior at Bowie High in PG county, graduating june 2027 with a 3.4, just me and my mom, "
                                "she makes about 45k, associates at PGCC full time"))
    assert body["reply"].endswith(READ_BACK)
    assert {"household", "agi"} <= _read_back(body["reply"], "en")


def test_a_skipped_first_time_or_renewing_is_read_back_before_a_no():
    """Found by the property: "first time or renewing?" not understood twice (two asides)
    is skipped; a high school outside Maryland, confirmed, then ruled the student out as a first
    applicant (renewals have no high-school rule) without asking: now read back first."""
    client, body = _play("en", ("my dog is named Pancho", "my cousin goes to Delaware Tech", "None yet", "A high school or GED outside Maryland"))
    if body["reply"].endswith(READ_BACK) and "applicant_type" not in _read_back(body["reply"], "en"):
        body = _chat(client, "yes", body["state"], "en")
    assert body["assessment"] is None and "applicant_type" in _read_back(body["reply"], "en")
    body = _chat(client, "yes", body["state"], "en")
    assert body["assessment"]["status"] == "likely_ineligible" and body["answers"]["applicant_type"] == "new"


def test_a_refused_assumed_answer_puts_its_question_before_any_result():
    """Found by the property: the assumed "First time" read back, the student says "No": the
    result came anyway, resting on it; now "first time or renewing?" is put again."""
    client, body = _play("en", ("my dog is named Pancho", "my cousin goes to Delaware Tech", "None yet",
                                "I don't have a diploma or GED yet, and I'm not in high school"))
    if body["reply"].endswith(READ_BACK) and "applicant_type" not in _read_back(body["reply"], "en"):
        body = _chat(client, "yes", body["state"], "en")
    assert "applicant_type" in _read_back(body["reply"], "en")
    body = _chat(client, "no", body["state"], "en")
    assert body["assessment"] is None and body["expecting"] == "applicant_type"


@pytest.mark.parametrize("lang, message", [
    ("en", "oh wait, I just asked my dad, their AGI was 140,000 not 160. sorry"),
    ("es", "perdon, le pregunte a mi papa y el AGI fue 140,000, no 160"),
])
def test_facts_in_passing_that_rule_out_only_together_are_not_both_read_back(lang, message):
    """Found by a tuning script (tests/chat/dev2, d2-s-en-01): a correction of the income names
    a parent in passing ("I just asked my dad"). Each fact alone passes, so both were read back
    ("Household: I live with one parent", "AGI: $140,000"); the scripted "yes" made a $140,000
    one-parent household: "likely not eligible" for a student living with both parents. The
    household, inferred from family words, is not taken from it: its question is put instead."""
    client, body = _play(lang, ("First time", "None yet", "maryland", "21044", "yes", "2027-06", "associate", message))
    assert "household" not in _read_back(body["reply"], lang)
    if body["reply"].endswith(READ_BACK):
        body = _chat(client, "yes", body["state"], lang)
    assert body["assessment"] is None and "household" not in body["answers"]
    assert body["answers"].get("agi") == 140000


def test_one_fact_picked_as_wrong_confirms_the_others_read_back_with_it():
    """"No" → "Which one is wrong?" → "Household": the income read back beside it is the student's
    confirmed answer (Hypothesis found the model's gap on 2026-12-05); the result rests on it."""
    transcript = run_conversation("en", [("quick", 1)] + [("plain", 0)] * 7,
                                  opening="my parents make like one hundred sixty thousand together")
    assert transcript[1][2] == "Which one is wrong?", transcript


def test_a_pronouns_pay_held_is_no_income_of_a_parent_not_named():
    """Hypothesis's second finding (2026-12-05, after fix37m held a "she" pay): "she makes about 18k a
    month" → "Yes" → "I live with one parent" ruled the student out on $216,000 that may be the parent
    not lived with; now the household's income is asked."""
    run_conversation("en", [("messy", "she makes about 18k a month"), ("plain", 0), ("plain", 1)] + [("plain", 0)] * 5,
                     opening="soy estudiante de último año en Montgomery Blair, me gradúo en junio 2027, mi promedio es tres punto cinco")


def test_a_let_go_fact_that_rules_out_beside_another_is_read_back():
    """CI's finding (2026-12-07): a read-back of a GED outside Maryland and a home outside Maryland, put
    three times, answered with a ZIP code ("21044"): the high school was kept unconfirmed (let go), and
    each fact rules the student out alone, so neither changed the status by itself and neither was
    read back; an aside then gave "likely not eligible" resting on the high school never confirmed."""
    ged = ("messy", "I got my GED last year in Virginia")
    run_conversation("en", [("plain", 0), ("plain", 7), ("quick", 9), ("plain", 0), ("plain", 9),
                            ("messy", "lol idk"), ("quick", 0), ged, ged, ged, ("plain", 0),
                            ("messy", "I was born in Mexico"), ("plain", 0)])
