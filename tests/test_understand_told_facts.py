"""Facts told instead of asked for: failure classes found on the dev4 (adults, parents and
counselors) and dev5 (facts instead of yes/no, rural Maryland) tuning sets, issue #8. One table
row per class and language, in our own words. Each row: the message, and the answers kept after
the student's "yes" (every such fact is read back first), or ``ASKED`` (nothing kept nor read back)."""
import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from test_understand import ASKED
from test_understand import PROFILE
from test_understand import TODAY
from test_understand import YES
from test_understand import say

DONE = {**PROFILE, "full_cost_scholarship": False}  # every question answered: the result is shown


def told(text: str, lang: str, answers: dict | None = None):
    """Send ``text`` once the result is shown; return (turn, answers new or changed after a "yes")."""
    answers = dict(DONE if answers is None else answers)
    turn = respond(Conversation(State(dict(answers), frozenset(), lang), None), text, lang, TODAY)
    final = respond(turn.conversation, YES[lang], lang, TODAY) if turn.conversation.pending else turn
    got = {k: v for k, v in final.conversation.state.answers.items() if answers.get(k) != v}
    return turn, got


OTHER_AID = [
    # SSI or SSDI: the student's own (first person, or the child a parent writes about)
    ("en", "I've been on SSDI since the car accident", {"ssi_ssdi": True}),
    ("es", "cobro el SSI desde que me enfermé", {"ssi_ssdi": True}),
    ("en", "my daughter gets SSI because of her cerebral palsy", {"ssi_ssdi": True}),  # ("she" alone: a parent's, 2026-12-04)
    ("es", "mi hijo recibe SSI por el autismo", {"ssi_ssdi": True}),
    ("en", "sí, I get a disability check from social security", {"ssi_ssdi": True}),
    # SSI or SSDI: someone else's is no answer; someone else's "and not mine" is a no
    ("en", "my grandpa gets SSDI", ASKED),
    ("es", "mi tía cobra el SSI", ASKED),
    ("en", "no, I don't get SSDI, my father does", {"ssi_ssdi": False}),
    ("es", "el SSDI es de mi mamá, no para mí", {"ssi_ssdi": False}),
    # SSI or SSDI: denied in the first person
    ("en", "I don't get SSI or anything like that", {"ssi_ssdi": False}),
    ("es", "no recibo SSI", {"ssi_ssdi": False}),
    # a question, or a doubt, about it is no answer
    ("en", "does SSDI count as income?", ASKED),
    ("es", "no sé si lo que recibe mi hija es SSI", ASKED),
    # foster care: the student's own, or the child's a parent writes about
    ("en", "I was placed in foster care at 15 until I aged out", {"foster_care_or_homeless": True}),
    ("es", "estuve en un hogar de crianza de los 14 a los 17", {"foster_care_or_homeless": True}),
    ("en", "he was in foster care for two years, then he came to live with me, his grandma", {"foster_care_or_homeless": True}),
    ("es", "estuvo en foster care tres años antes de vivir conmigo", {"foster_care_or_homeless": True}),
    # foster care: someone else's is no answer; never having been is a no
    ("en", "my mom grew up in foster care", ASKED),
    ("es", "mi papá estuvo en foster care de niño", ASKED),
    ("en", "I was never in foster care", {"foster_care_or_homeless": False}),
    # on one's own without a home (the waiver's unaccompanied youth): read back
    ("en", "my stepdad kicked me out so I've been couch surfing at friends' places", {"foster_care_or_homeless": True}),
    ("es", "me echaron de la casa y ando durmiendo en sofás de amigos", {"foster_care_or_homeless": True}),
    # the place the care was is not the student's home (no county read back)
    ("en", "yes, I was in foster care in Salisbury for three years", {"foster_care_or_homeless": True}),
    ("es", "sí, estuve en un hogar de crianza en Cumberland", {"foster_care_or_homeless": True}),
    # a family without a home together is asked back, not answered
    ("es", "estuvimos sin casa con mi mamá unos meses", ASKED),
]


@pytest.mark.parametrize("lang,text,want", OTHER_AID)
def test_other_aid_told_as_a_fact(lang, text, want):
    # Class (dev4, dev5): the other-aid answers, which the chat doesn't ask, told in words were
    # "I don't know the answer to that one"; they are read back and kept after a "yes"
    turn, got = told(text, lang)
    if want == ASKED:
        assert not got and not turn.conversation.pending, (got, turn.reply)
        return
    assert got == want, (got, turn.reply)
    assert turn.conversation.pending, turn.reply  # read back first


@pytest.mark.parametrize("lang,first,second", [("en", "I get SSI", "and I was in foster care at 16"),
                                               ("es", "recibo SSI", "y estuve en foster care a los 16")])
def test_one_other_aid_fact_keeps_the_other(lang, first, second):
    # The other-aid page's facts are told one at a time: the second doesn't erase the first
    turn, got = told(first, lang)
    turn2, got2 = told(second, lang, {**DONE, **got})
    assert got2 == {"foster_care_or_homeless": True}, (got2, turn2.reply)
    assert turn2.conversation.state.answers.get("ssi_ssdi") is True or {**DONE, **got}.get("ssi_ssdi") is True


@pytest.mark.parametrize("lang,text", [("en", "yes, I get SSI for my epilepsy"), ("es", "sí, recibo SSI")])
def test_a_yes_with_a_fact_after_the_result_is_the_fact(lang, text):
    # A "yes" that tells a fact once the result is shown ("sí, recibo SSI") was "Anything else?"
    turn, got = told(text, lang)
    assert got == {"ssi_ssdi": True}, (got, turn.reply)


@pytest.mark.parametrize("lang,text", [("en", "ok thanks"), ("es", "no, gracias")])
def test_a_plain_closing_after_the_result_stays_a_closing(lang, text):
    turn, got = told(text, lang)
    assert not got and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,text", [("en", "she gets SSI, her dad makes 30k"), ("es", "mi hija recibe SSI y su papá gana 30 mil")])
def test_other_aid_told_mid_flow(lang, text):
    # Told while another question is pending: read back with the answer
    turn, got = say("agi", text, lang)
    assert got.get("ssi_ssdi") is True, (got, turn.reply)


@pytest.mark.parametrize("lang,text", [("en", "no idea, my ex-wife does the taxes and claims her"),
                                       ("es", "no sé, el que declara es mi ex esposo"),
                                       ("en", "I'm not sure, my former husband files for him")])
def test_an_ex_spouse_is_no_marriage(lang, text):
    # Class (dev4): "my ex-husband files" was read back as "Household: I am married"
    turn, got = say("agi", text, lang)
    assert "household" not in got and not turn.conversation.pending, (got, turn.reply)


@pytest.mark.parametrize("lang,text,college,county", [
    ("en", "Chesapeake, the Wye Mills campus; we live out in Denton", "chesapeake", "caroline"),
    ("es", "Allegany, porque tiene residencias; vivimos en Hagerstown", "allegany", "washington"),
])
def test_the_college_named_stays_when_the_county_said_with_it_is_confirmed(lang, text, college, county):
    # Class (dev5): the county said beside the college (another home college than the ZIP's)
    # was read back, and its "yes" dropped the college just named: the college was asked again
    turn, got = say("college", text, lang)
    assert got.get("college") == college and got.get("county") == county, (got, turn.reply)


@pytest.mark.parametrize("lang,first,county", [("en", "actually we live in Cumberland", "allegany"),
                                               ("es", "en realidad vivimos en Cumberland", "allegany")])
def test_the_home_college_taken_for_the_student_is_asked_again_after_a_new_county(lang, first, county):
    # The college the bot took from the old county (not named by the student) still goes
    turn, got = say("program", first, lang)  # (the college Howard, from the ZIP code's county)
    assert turn.conversation.pending and got.get("county") == county, (got, turn.reply)
    final = respond(turn.conversation, YES[lang], lang, TODAY)
    assert "college" not in final.conversation.state.answers and final.expecting == "college", final.reply


@pytest.mark.parametrize("lang,text", [("en", "I have DACA and did all of high school in Easton"),
                                       ("es", "tengo DACA, hice toda la prepa en Salisbury")])
def test_daca_told_is_read_back_for_the_dream_act(lang, text):
    # Class (dev5): "I have DACA" (its "I have" taken for a yes) was kept unasked as the Dream
    # Act: the status said, not the Act's conditions met, so it is read back first
    turn, got = say("dream_act", text, lang, {"aid_application": "one_app"})
    assert got.get("dream_act") is True and turn.conversation.pending, (got, turn.reply)


@pytest.mark.parametrize("lang,text", [("en", "home schooled, with a co-op that meets in Cumberland"),
                                       ("es", "estudié en casa, con un grupo de homeschool en Oakland")])
def test_a_town_beside_a_school_answer_not_understood_is_no_home(lang, text):
    # Class (dev5): the town of a home-school co-op, in an answer to the high-school question that
    # is asked again, was read back as the student's county
    turn, got = say("high_school", text, lang)
    assert not got and not turn.conversation.pending, (got, turn.reply)
