"""Issue #8, the parts that are not parsing: safety replies, a person to talk to, the
"I don't know" exit, and the contract's ``answers`` field."""
import pytest

from screener.chat import session
from screener.flow import State

API = "/api/v1/chat"


def chat(client, message, state=None, lang="en"):
    resp = client.post(API, json={"message": message, "state": state, "lang": lang})
    assert resp.status_code == 200
    return resp.get_json()


# The answers that come before the ZIP code (issue #10: the knock-outs first).
TO_ZIP = {"en": ["first time", "none", "a high school in maryland"],
          "es": ["primera vez", "ninguno", "escuela secundaria en Maryland"]}


def converse(client, messages, lang="en"):
    body = chat(client, "", None, lang)
    for m in messages:
        body = chat(client, m, body["state"], lang)
    return body


def conv_of(app, body):
    return session.loads(body["state"], app.config["SECRET_KEY"], None)


@pytest.mark.parametrize("lang,message,words", [
    ("en", "honestly I want to kill myself", ("988", "Call or text", "911")),
    ("en", "my stepdad hits me when he's drunk, I'm not safe where i live", ("988",)),
    ("en", "i dont want to live anymore", ("988",)),
    ("es", "a veces me quiero morir", ("988", "Llama o envía un mensaje de texto", "911")),
    ("es", "mi papá me pega", ("988",)),
    ("es", "estoy en peligro en mi casa", ("988",)),
])
def test_safety_messages_get_a_caring_reply_and_nothing_is_kept(app, client, lang, message, words):
    body = converse(client, TO_ZIP[lang], lang)
    before = conv_of(app, body)
    body = chat(client, message, body["state"], lang)
    for w in words:
        assert w in body["reply"]
    assert "988lifeline.org" in body["reply"]
    after = conv_of(app, body)
    assert after.state.answers == before.state.answers == body["answers"]
    assert after.expecting == before.expecting == body["expecting"] == "zip"  # the question waits
    assert all(message not in text for _, text in after.transcript)  # not even in the transcript
    assert body["quick_replies"] == []
    # the conversation goes on afterwards
    body = chat(client, "21044", body["state"], lang)
    assert body["answers"]["zip"] == "21044"


def test_safety_as_the_first_message(client):
    body = chat(client, "I want to end my life", None)
    assert "988" in body["reply"] and body["answers"] == {}


# Said other ways than the first list (found trying to break the chat): each used to get "I don't
# know the answer to that one" and was kept in the transcript.
@pytest.mark.parametrize("lang,message", [
    ("en", "i feel like ending it all honestly"), ("en", "I'm thinking about ending my life"),
    ("en", "i'm gonna end myself"), ("en", "i cant go on anymore"), ("en", "nobody would care if i died"),
    ("en", "i wish i was never born"), ("en", "I tried to overdose"), ("en", "i want to jump off a bridge"),
    ("en", "my boyfriend hit me"), ("en", "i'm scared to go home"),
    ("es", "me quiero matar"), ("es", "me voy a hacer daño"), ("es", "quiero desaparecer"),
    ("es", "no quiero existir"), ("es", "me quiero quitar la vida"), ("es", "ojalá estuviera muerta"),
    ("es", "tengo miedo de volver a mi casa"),
])
def test_safety_said_other_ways_gets_the_lifeline_and_is_not_kept(app, client, lang, message):
    body = converse(client, TO_ZIP[lang], lang)
    before = conv_of(app, body)
    body = chat(client, message, body["state"], lang)
    assert "988" in body["reply"] and "988lifeline.org" in body["reply"]
    after = conv_of(app, body)
    assert after.state.answers == before.state.answers
    assert all(message not in text for _, text in after.transcript)


# A newcomer's finding: "my mom hits me when I ask about money" got only the suicide line. Someone
# hurting the student: the Childhelp hotline beside it (policy.yaml's abuse_line); self-harm alone: not.
@pytest.mark.parametrize("lang,message,hurt", [
    ("en", "my mom hits me when I ask about money, she makes 60k", True),
    ("en", "i'm scared to go home, my stepdad threatened to kill me", True),
    ("en", "honestly I want to kill myself", False),
    ("es", "mi papá me pega cuando toma", True),
    ("es", "tengo miedo de volver a mi casa", True),
    ("es", "a veces me quiero morir", False),
])
def test_someone_hurting_the_student_gets_the_abuse_hotline_too(client, lang, message, hurt):
    reply = chat(client, message, None, lang)["reply"]
    assert "988" in reply
    assert ("1-800-422-4453" in reply and "childhelphotline.org" in reply) == hurt
    assert ("Childhelp" in reply) == hurt


@pytest.mark.parametrize("message", ["ugh this is killing me lol", "my GPA is killing me", "me toca pagar la matrícula",
                                     "my mom hit me up about the fafsa", "I cant go on campus tours",
                                     "me pegó un susto la fafsa"])
def test_everyday_words_are_not_taken_for_danger(client, message):
    assert "988" not in chat(client, message)["reply"]


@pytest.mark.parametrize("lang,message", [("en", "can I talk to a person?"), ("en", "talk to a human"),
                                          ("es", "quiero hablar con alguien"), ("es", "hablar con una persona")])
def test_a_person_gives_the_college_and_mhec_at_once(client, lang, message):
    body = converse(client, TO_ZIP[lang] + ["21044"], lang)
    body = chat(client, message, body["state"], lang)
    assert "Howard Community College" in body["reply"]
    assert "410-767-3300" in body["reply"] and "osfamail.mhec@maryland.gov" in body["reply"]
    assert body["expecting"] == "in_state_tuition"


def test_a_person_before_any_county_still_names_someone(client):
    body = chat(client, "talk to a real person please", None)
    assert "financial aid office" in body["reply"] and "410-767-3300" in body["reply"]


def test_dont_know_gives_a_tip_then_skips_and_ends_with_who_can_help(app, client):
    answers = {"applicant_type": "new", "prior_degree": "none", "county": "howard", "in_state_tuition": "yes", "high_school": "maryland",
               "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
               "credits_per_semester": 15, "enrolled_at_md_community_college": False}
    conv = session.Conversation(State(answers, frozenset({"zip"}), "en"), "hs_gpa", misses=0)
    state = session.dumps(conv, app.config["SECRET_KEY"])
    body = chat(client, "I don't know", state)
    # the tip, then left open at once, as the web page's "I don't know my GPA" button does
    assert "transcript" in body["reply"] and "leave that one open" in body["reply"]
    assert body["expecting"] != "hs_gpa"
    for m in ["one parent", "45k", "fafsa", "no"]:  # (the household's size: offered after the result)
        body = chat(client, m, body["state"])
    assert body["assessment"]["status"] == "needs_more_info"
    assert "hs_gpa" in body["assessment"]["missing"]
    assert "410-767-3300" in body["reply"] and "Howard Community College" in body["reply"]
    # a question the web has no "I don't know" button for: the tip, then asked once more
    conv = session.Conversation(State({**answers, "hs_gpa": 3.0}, frozenset({"zip"}), "en"), "household", misses=0)
    body = chat(client, "I don't know", session.dumps(conv, app.config["SECRET_KEY"]))
    assert body["expecting"] == "household" and "leave that one open" not in body["reply"]


def test_no_question_is_asked_three_times_in_a_row(client):
    body = converse(client, TO_ZIP["en"] + ["21044"])
    asked = []
    for m in ["blorp", "zzz", "qwerty", "asdf"]:
        body = chat(client, m, body["state"])
        asked.append(body["expecting"])
    assert asked[0] == "in_state_tuition"  # asked a second time after a miss
    assert asked[1] != "in_state_tuition"  # never a third time in a row


def test_the_hint_comes_only_when_asked_or_after_a_miss(client):
    body = converse(client, TO_ZIP["en"])
    assert "Use the address where you live" not in body["reply"]
    body = chat(client, "what do you mean?", body["state"])
    assert "Use the address where you live" in body["reply"] and body["expecting"] == "zip"
    body = chat(client, "hmm", body["state"])
    assert "Use the address where you live" in body["reply"]


def test_answers_are_returned_as_contract_fields(client):
    body = converse(client, TO_ZIP["en"] + ["21044", "yes"])
    # the county the ZIP settles is shown too, and the home college answered from it
    assert body["answers"] == {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
                               "county": "howard", "college": "howard", "in_state_tuition": "yes"}
    doc = client.get("/api/openapi.json").get_json()
    props = doc["paths"]["/api/v1/chat"]["post"]["responses"]["200"]["content"]["application/json"]["schema"]["properties"]
    assert "answers" in props


def test_what_else_can_i_get_lists_the_other_aid_from_the_answers():
    """Issue 15: "what else can I get?" is answered from the other-aid screening of the answers so far."""
    import datetime as dt

    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.flow import State

    day = dt.date(2026, 11, 29)
    first = respond(None, "what else can I get?", "en", day)
    assert "Answer a few more questions" in first.reply
    answers = {"applicant_type": "new", "county": "howard", "in_state_tuition": "yes", "credits_per_semester": 12,
               "aid_application": "fafsa", "prior_degree": "none"}
    conv = Conversation(State(answers, frozenset(), "en"))
    turn = respond(conv, "what else can I get?", "en", day)
    assert "Educational Assistance Grant: maybe" in turn.reply
    es = respond(Conversation(State(answers, frozenset(), "es")), "¿qué más puedo recibir?", "es", day)
    assert "quizás" in es.reply


def test_what_else_can_i_get_says_which_optional_answers_could_change_a_program():
    """Issue 15: the chat says when an answer about age, foster care or SSI/SSDI would change a
    program, and only those not given yet and that could change something (after the result it
    then asks them: the test below)."""
    import datetime as dt

    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.flow import State

    day = dt.date(2026, 11, 29)
    base = {"applicant_type": "new", "county": "howard", "college": "howard", "in_state_tuition": "yes",
            "credits_per_semester": 12, "aid_application": "fafsa", "prior_degree": "none", "high_school": "maryland_ged",
            "hs_completion_date": "2000-06", "household": "single", "agi": 60000, "household_size": 1}
    turn = respond(Conversation(State(base, frozenset(), "en")), "what else can I get?", "en", day)
    assert "These answers could change what other aid you can get:" in turn.reply
    assert "your age" in turn.reply and "SSI or SSDI" in turn.reply
    assert "foster care" not in turn.reply  # 43 or older: past the foster care waiver's age
    given = respond(Conversation(State({**base, "birth_year": 1964, "ssi_ssdi": False}, frozenset(), "en")),
                    "what else can I get?", "en", day)
    assert "could change what other aid" not in given.reply
    assert "Tuition waiver for residents 60 and over: likely" in given.reply
    covered = {**base, "high_school": "maryland", "hs_completion_date": "2027-06", "household": "single_parent",
               "agi": 15000, "household_size": 3}
    turn = respond(Conversation(State(covered, frozenset(), "en")), "what else can I get?", "en", day)
    assert "could change what other aid" not in turn.reply  # grants cover tuition; the age can't matter
    es = respond(Conversation(State(base, frozenset(), "es")), "¿qué más puedo recibir?", "es", day)
    assert "SSI o SSDI" in es.reply


AFTER_RESULT = {"applicant_type": "new", "zip": "21044", "college": "howard", "in_state_tuition": "yes",
                "credits_per_semester": 12, "aid_application": "fafsa", "prior_degree": "none", "high_school": "maryland_ged",
                "hs_completion_date": "2019-06", "household": "single", "agi": 60000, "household_size": 1,
                "program": "associate", "enrolled_at_md_community_college": False, "hs_gpa": 3.0, "full_cost_scholarship": False}


@pytest.mark.parametrize("lang,ask,skip,no,yes,foster_q,ssi_q", [
    ("en", "what else can I get?", "skip", "nope", "yes I do", "Were you in foster care", "Do you get SSI or SSDI"),
    ("es", "¿qué más ayuda puedo recibir?", "omitir", "nel", "sí, lo recibo", "Estuviste en cuidado de crianza", "Recibes SSI o SSDI"),
])
def test_after_the_result_what_else_can_i_get_asks_the_other_aid_answers_one_at_a_time(lang, ask, skip, no, yes, foster_q, ssi_q):
    """The web form's optional other-aid page, in the chat: after the result, "what else can I get?"
    asks the answers that could change a program (age, foster care or homelessness, SSI or SSDI),
    one at a time, each optional ("skip" goes on), and then says what they change. Before, the chat
    only said that the web form asks them (the bench graded answers to them in a conversation the
    chat never reached)."""
    import datetime as dt

    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    day = dt.date(2026, 12, 1)
    turn = respond(Conversation(State(dict(AFTER_RESULT), frozenset(), lang)), ask, lang, day)
    assert turn.expecting == "birth_year" and turn.assessment is not None
    assert "web form" not in turn.reply and "formulario web" not in turn.reply  # asked here, not sent elsewhere
    turn = respond(turn.conversation, skip, lang, day)
    assert turn.expecting == "foster_care_or_homeless" and foster_q in turn.reply, turn.reply
    assert turn.quick_replies[-1] in ("Skip", "Omitir")
    turn = respond(turn.conversation, no, lang, day)
    assert turn.conversation.state.answers["foster_care_or_homeless"] is False
    assert turn.expecting == "ssi_ssdi" and ssi_q in turn.reply, turn.reply
    turn = respond(turn.conversation, yes, lang, day)
    if turn.conversation.pending:  # read back first: the "yes" said with more words
        turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, day)
    assert turn.conversation.state.answers["ssi_ssdi"] is True
    assert turn.expecting is None
    last = turn.reply.split("\n\n")[-2]  # what it changes: the waiver, listed
    assert "SSI" in last and ("maybe" in last or "quizás" in last), turn.reply
    assert "birth_year" not in turn.conversation.state.answers  # skipped: nothing kept


def test_a_question_while_an_other_aid_answer_is_asked_is_answered_and_the_same_one_asked_again():
    """A student's question put while an other-aid answer is asked is answered, and that answer is
    asked again (as any question is); "I'd rather not say" leaves it, and nothing is kept."""
    import datetime as dt

    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    day = dt.date(2026, 12, 1)
    turn = respond(Conversation(State(dict(AFTER_RESULT), frozenset(), "en")), "what else can I get?", "en", day)
    turn = respond(turn.conversation, "skip", "en", day)
    assert turn.expecting == "foster_care_or_homeless"
    turn = respond(turn.conversation, "is there help for foster kids?", "en", day)
    assert turn.faq == "foster_youth" and turn.expecting == "foster_care_or_homeless"
    turn = respond(turn.conversation, "I'd rather not say", "en", day)
    assert turn.expecting == "ssi_ssdi" and "foster_care_or_homeless" not in turn.conversation.state.answers


def test_the_api_names_the_other_aid_answer_asked_after_the_result(client):
    """The contract's ``expecting`` names the answer field the bot is asking for: an other-aid
    answer after the result, through the API."""
    body = chat(client, "what else can I get?", session.dumps(session.Conversation(State(dict(AFTER_RESULT), frozenset(), "en")),
                                                              client.application.config["SECRET_KEY"]))
    assert body["expecting"] == "birth_year" and body["assessment"] is not None


@pytest.mark.parametrize("lang,messages,unsure,said", [
    ("en", ["first time", "my gpa is 1.8"], "idk", "OK, I didn't keep this one: High school GPA."),
    ("es", ["renovar", "tengo 2.5 en el college", "sí", "montgomery college"], "no sé", "Está bien, no guardé este: College."),
])
def test_i_dont_know_to_a_read_back_keeps_nothing_and_never_reads_it_back_again(app, client, lang, messages, unsure, said):
    """A value read back from the student's words, answered "I don't know" (found trying to break the
    chat: the same read-back came back after every "idk", four times in a row): not confirmed, so not
    kept, said so by name (a newcomer's finding: "OK, I didn't keep that" didn't say what), and the
    conversation goes on."""
    body = converse(client, messages, lang)
    assert body["quick_replies"] == (["Yes", "No"] if lang == "en" else ["Sí", "No"])
    before = dict(body["answers"])
    body = chat(client, unsure, body["state"], lang)
    assert body["reply"].startswith(said), body["reply"]
    assert body["answers"] == before  # nothing kept
    assert body["quick_replies"] != (["Yes", "No"] if lang == "en" else ["Sí", "No"])
    for _ in range(2):
        body = chat(client, unsure, body["state"], lang)
        assert "Is that right?" not in body["reply"] and "¿Es correcto?" not in body["reply"]
        assert body["answers"] == before


@pytest.mark.parametrize("lang,messages,fix,reply", [
    ("en", ["im renewing", "my college gpa is 2.4", "yes", "i took 12 credits last semester", "yes"], "actually 11",
     "Which answer is that number for?"),
    ("en", ["first time"], "no wait, 11", "Which answer is that number for?"),
    ("es", ["primera vez", "ninguno"], "perdón, 2.5", "¿Para qué respuesta es ese número?"),
])
def test_a_bare_number_correction_at_a_choice_question_keeps_nothing_and_asks_which(client, lang, messages, fix, reply):
    """Found trying to break the chat: "no wait, 11" at the degree question stored "None yet" (its
    "no"), and "actually 11" after confirming 12 credits got the award's FAQ, the 12 kept silently."""
    body = converse(client, messages, lang)
    before, expecting = dict(body["answers"]), body["expecting"]
    body = chat(client, fix, body["state"], lang)
    assert body["reply"].startswith(reply), body["reply"]
    assert body["answers"] == before and body["expecting"] == expecting
    assert "$5,000" not in body["reply"]


def test_a_bare_number_correction_at_a_number_question_is_its_answer(client):
    body = converse(client, TO_ZIP["en"])
    body = chat(client, "sorry 21044", body["state"])
    assert body["answers"].get("zip") == "21044"


@pytest.mark.parametrize("lang,aside,said", [
    ("en", "my dad lives in Virginia", "what counts is where you live"),
    ("es", "mi papá vive en Virginia y gana 200 mil", "lo que cuenta es dónde vives tú"),
])
def test_an_aside_about_a_relatives_home_is_not_answered_as_the_out_of_state_question(client, lang, aside, said):
    """Found trying to break the chat: "my dad lives in Virginia" got the FAQ's "Usually not. You
    have to qualify for Maryland in-state tuition…", as if the student lived there."""
    body = converse(client, TO_ZIP[lang][:2], lang)
    before, expecting = dict(body["answers"]), body["expecting"]
    body = chat(client, aside, body["state"], lang)
    assert said in body["reply"] and "Usually not" not in body["reply"] and "Por lo general, no" not in body["reply"]
    assert body["answers"] == before and body["expecting"] == expecting


def test_living_in_another_state_asked_by_the_student_is_still_answered(client):
    body = converse(client, TO_ZIP["en"][:2])
    assert "Usually not" in chat(client, "can I get it if I live in Virginia?", body["state"])["reply"]


@pytest.mark.parametrize("lang,message,want", [
    ("en", "I live in DC but go to school in Montgomery County", "A high school in Maryland"),
    ("es", "vivo en DC pero voy a la escuela en el condado de Montgomery", "Una escuela secundaria (high school) de Maryland"),
    ("en", "I live in Silver Spring but went to high school in DC", "outside Maryland"),
    ("es", "me gradué en Honduras pero vivo en Baltimore", "fuera de Maryland"),
])
def test_where_the_student_lives_is_not_where_the_school_is(client, lang, message, want):
    """Found trying to break the chat: "I live in DC but go to school in Montgomery County" was
    read back as a high school outside Maryland (a ruling-out read-back)."""
    body = converse(client, TO_ZIP[lang][:2], lang)
    body = chat(client, message, body["state"], lang)
    line = next(l for l in body["reply"].splitlines() if l.startswith("• High school:") or l.startswith("• Escuela secundaria"))
    assert want in line, body["reply"]


@pytest.mark.parametrize("lang,skip,ok", [("en", "skip", "That's OK."), ("es", "omitir", "No pasa nada.")])
def test_skip_with_nothing_asked_after_the_result_is_understood(lang, skip, ok):
    """A newcomer's finding: "skip" once nothing is left to ask got "Sorry, I didn't understand that"."""
    import datetime as dt

    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    turn = respond(Conversation(State(dict(AFTER_RESULT, birth_year=1990, foster_care_or_homeless=False, ssi_ssdi=False),
                                      frozenset(), lang)), "hi", lang, dt.date(2026, 12, 1))
    assert turn.expecting is None and turn.assessment is not None
    turn = respond(turn.conversation, skip, lang, dt.date(2026, 12, 1))
    assert turn.reply.startswith(ok), turn.reply
    assert "understand" not in turn.reply and "entendí" not in turn.reply


def test_an_other_aid_answer_is_said_back_by_its_short_name_alone():
    """A newcomer's finding: the foster-care answer was said back with the whole question as its name
    ("Were you in foster care …?: Yes"), and the one given before was said again with the next."""
    import datetime as dt

    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    day = dt.date(2026, 12, 1)
    turn = respond(Conversation(State(dict(AFTER_RESULT), frozenset(), "en")), "what else can I get?", "en", day)
    turn = respond(turn.conversation, "skip", "en", day)
    turn = respond(turn.conversation, "no", "en", day)
    assert turn.reply.startswith("Got it. In foster care or homeless: No."), turn.reply
    turn = respond(turn.conversation, "yes", "en", day)
    assert turn.reply.startswith("Got it. Gets SSI or SSDI: Yes."), turn.reply


@pytest.mark.parametrize("lang,unsure,said", [("en", "I'm not sure", "Got it. In-state tuition: I'm not sure."),
                                              ("es", "no estoy seguro", "Entendido. Matrícula estatal (in-state): No estoy seguro o segura.")])
def test_not_sure_to_the_in_state_read_back_is_the_not_sure_answer(bench, lang, unsure, said):
    """A newcomer's finding: the in-state read-back said "If you're not sure, answer “no” and then
    “I'm not sure”" (a double negative), and "I'm not sure" to it only dropped the answer and asked
    again. It now says "If you're sure you don't qualify, answer “Yes, that's right”. If not, type
    “I'm not sure”" (the read-back's quick reply, named for what it does), and that is the
    question's own "I'm not sure" answer."""
    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    base, seen = bench._base("in_state_tuition")
    turn = respond(Conversation(State(dict(base), seen, lang), "in_state_tuition"), "no", lang, bench.TODAY)
    assert turn.conversation.pending and ("answer “Yes, that's right”" in turn.reply or "responde «Sí, es correcto»" in turn.reply), turn.reply
    turn = respond(turn.conversation, unsure, lang, bench.TODAY)
    assert turn.reply.startswith(said), turn.reply
    assert turn.conversation.state.answers["in_state_tuition"] == "unsure" and not turn.conversation.pending


def test_a_refused_answer_left_open_is_not_also_told_to_be_entered_again(bench):
    """A newcomer's finding: "-5" twice at the GPA said "Enter a number that isn't negative." and,
    at once, "Let's leave that one open for now and go on."."""
    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    base, seen = bench._base("hs_gpa")
    turn = respond(Conversation(State(dict(base), seen, "en"), "hs_gpa"), "-5", "en", bench.TODAY)
    assert "isn't negative" in turn.reply and turn.expecting == "hs_gpa"
    turn = respond(turn.conversation, "-5", "en", bench.TODAY)
    assert "isn't negative" not in turn.reply and "leave that one open" in turn.reply


@pytest.mark.parametrize("lang,unsure", [("en", "idk"), ("es", "no sé")])
def test_i_dont_know_at_the_county_with_no_zip_says_nothing_of_a_zip(bench, lang, unsure):
    """A newcomer's finding: "idk" at the county question, no ZIP given, said "Your ZIP code can be
    in more than one county"."""
    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    base, seen = bench._base("county")
    turn = respond(Conversation(State(dict(base), seen, lang), "county"), unsure, lang, bench.TODAY)
    assert "ZIP" not in turn.reply.split("\n\n")[0], turn.reply


@pytest.mark.parametrize("qid,lang,skip", [("household", "en", "skip"), ("hs_gpa", "es", "saltar"), ("zip", "en", "skip")])
def test_skip_at_a_question_is_understood_the_first_time(bench, qid, lang, skip):
    """A newcomer's finding: "skip" at a question got "Sorry, I didn't understand that." the first
    time and skipped only the second. It is read as "I don't know": the tip, or the question left."""
    from screener.chat.engine import respond
    from screener.chat.session import Conversation

    base, seen = bench._base(qid)
    turn = respond(Conversation(State(dict(base), seen, lang), qid), skip, lang, bench.TODAY)
    assert "understand" not in turn.reply and "entendí" not in turn.reply, turn.reply
    assert turn.reply.startswith(("That's OK.", "No pasa nada.")), turn.reply
    assert qid not in turn.conversation.state.answers
