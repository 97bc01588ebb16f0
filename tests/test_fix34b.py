"""fix34b, a newcomer's findings (POST /api/v1/chat): a married student's own pay, a spouse's pay
and "I don't know" at the income question. A student's own pay held before the household was known
("I make 40k", the parents' income asked) and "I'm married" said next: the spouse's pay said then is
added to it, never kept alone (a false "likely eligible": $115,000 kept for $155,000); an "I don't
know" naming the income ("I don't know our income", "no sé cuánto ganamos") while a household waits
for its "yes" keeps the household; "no sé" to a household read back beside the pay held keeps the
pay and asks the other part; "not filed" of the FAFSA is no "won't file" nor a plain "The FAFSA".
The wording is ours."""
import datetime as dt

import pytest

from support import chat_so_far
from support import proposed
from support import talk
from support import then
from support import waiting

from screener.chat import understand
from screener.flow import load_flow
from screener.chat.session import State

DAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}


# --- item 1: "married" said after the student's own pay: the spouse's pay added ------------------

MARRIED_AFTER_PAY = [
    # (a read-back of another fact waits: the pay held, then the household said)
    ("en", ("hi, I want to go to CCBC", "first time", "I live in Towson", "I make 40k", "I'm married"), "my wife makes 115k"),
    ("en", ("hi, I want to go to CCBC", "first time", "I live in Towson", "I make 40k", "I live with my husband"),
     "my husband makes 115k"),
    ("es", ("hola, quiero ir a CCBC", "primera vez", "vivo en Towson", "gano 40 mil", "soy casada"), "mi esposo gana 115 mil"),
    ("es", ("hola, quiero ir a CCBC", "primera vez", "vivo en Towson", "gano 40 mil", "vivo con mi esposo"),
     "mi esposo gana 115 mil"),
    # (no read-back waits: "Does your $40,000 include your parents' income?" answered "I'm married")
    ("en", ("hi, I want to go to CCBC", "first time", "I make 40k", "I'm married"), "my wife makes 115k"),
    ("es", ("hola, quiero ir a CCBC", "primera vez", "gano 40 mil", "estoy casada"), "mi esposo gana 115 mil"),
]


@pytest.mark.parametrize("lang,before,spouse", MARRIED_AFTER_PAY)
def test_the_spouse_pay_is_added_to_the_own_pay_held(lang, before, spouse):
    turn = talk(lang, *before)
    assert turn.answers.get("household") == "married" or proposed(turn).get("household") == "married", turn.reply
    assert turn.conversation.follow_up.get("k") == "spouse", turn.conversation.follow_up  # (never the parents')
    turn = then(turn, spouse, lang)
    assert turn.answers.get("agi") != 115000, turn.reply
    assert float(proposed(turn).get("agi")) == 155000, turn.reply  # read back with its parts
    assert "40,000" in turn.reply and "115,000" in turn.reply and "155,000" in turn.reply, turn.reply
    assert [p[0] for p in turn.conversation.earners][0] == "self"


MARRIED_ALONE = [
    ("en", ("hi, I want to go to CCBC", "first time"), "married"),
    ("es", ("hola, quiero ir a CCBC", "primera vez"), "casada"),
    ("es", ("hola, quiero ir a CCBC", "primera vez"), "casado"),
    # (at "Does your $40,000 include your parents' income?": the spouse's asked instead)
    ("en", ("hi, I want to go to CCBC", "first time", "I make 40k"), "married"),
    ("es", ("hola, quiero ir a CCBC", "primera vez", "gano 40 mil"), "casada"),
]


@pytest.mark.parametrize("lang,before,said", MARRIED_ALONE)
def test_married_said_alone_at_another_question_is_read_back(lang, before, said):
    turn = then(talk(lang, *before), said, lang)
    assert proposed(turn).get("household") == "married", turn.reply  # (it was an FAQ answer, or not understood)
    if turn.conversation.follow_up.get("a"):
        assert turn.conversation.follow_up.get("k") == "spouse", turn.conversation.follow_up


# --- item 2: "I don't know our income" while the household waits for its "yes" ----------------------

UNSURE_OF_INCOME = [
    ("en", ("hi, I want to go to CCBC", "I live with my husband"), "I don't know our income"),
    ("en", ("hi, I want to go to CCBC", "I live with my wife"), "idk how much we make"),
    ("es", ("hola, quiero ir a CCBC", "vivo con mi esposo"), "no sé cuánto ganamos"),
    ("es", ("hola, quiero ir a CCBC", "vivo con mi esposa"), "no sé nuestros ingresos"),
]


@pytest.mark.parametrize("lang,before,unsure", UNSURE_OF_INCOME)
def test_an_income_unknown_keeps_the_household_read_back(lang, before, unsure):
    turn = talk(lang, *before)
    assert proposed(turn).get("household") == "married", turn.reply
    turn = then(turn, unsure, lang)
    assert proposed(turn).get("household") == "married", turn.reply  # (it was "OK, I didn't keep this one: Household")
    assert "agi" not in proposed(turn) and "agi" not in turn.answers
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "married", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "I don't know our income"), ("es", "no sé cuánto ganamos"),
                                       ("es", "no sé cuánto gano")])
def test_an_income_unknown_at_the_income_question_takes_its_exit(lang, said):
    turn = waiting(chat_so_far(3.2, "married"), "agi", said, lang)
    assert turn.answers.get("household") == "married"
    assert "agi" not in turn.answers and "agi" not in proposed(turn)
    assert turn.expecting != "agi", turn.reply  # (the tip, the income left open, as its web page's button)
    assert "1040" in turn.reply, turn.reply


@pytest.mark.parametrize("said,unknown", [
    ("no sé cuánto ganamos", True), ("no se cuanto gano", True), ("I don't know our income", True),
    ("no sé", False), ("ganamos 40 mil", False),
])
def test_pay_unknown_only(said, unknown):
    assert understand.pay_unknown_only(said) is unknown


# --- item 3: "no sé" to a household read back beside the own pay held ------------------------------

HELD_THEN_UNSURE = [
    ("en", ("hi, I want to go to CCBC", "first time", "I'm married", "I make 85k"), "I don't know", "my wife makes 40k"),
    ("es", ("hola, quiero ir a CCBC", "primera vez", "soy casada", "yo gano 85 mil"), "no sé", "mi esposo gana 40 mil"),
]


@pytest.mark.parametrize("lang,before,unsure,other", HELD_THEN_UNSURE)
def test_the_own_pay_stays_held_through_no_se(lang, before, unsure, other):
    turn = talk(lang, *before)
    assert turn.conversation.follow_up.get("a") == 85000, turn.reply
    turn = then(turn, unsure, lang)
    # the pay neither dropped nor kept as the total: held, the other part asked
    assert turn.answers.get("agi") is None and proposed(turn).get("agi") is None, turn.reply
    assert turn.conversation.follow_up.get("a") == 85000, turn.conversation.follow_up
    assert "85,000" in turn.reply, turn.reply
    again = then(turn, unsure, lang)  # not known a second time: still held, the income left open
    assert again.answers.get("agi") is None and proposed(again).get("agi") is None, again.reply
    assert again.conversation.follow_up.get("a") == 85000, again.conversation.follow_up
    turn = then(turn, other, lang)
    assert float(proposed(turn).get("agi")) == 125000, turn.reply


# --- item 4: "not filed (yet)" of the FAFSA: no "won't file", no plain "The FAFSA" -------------------

NOT_FILED = [
    ("en", "no I haven't filed the fafsa", {"aid_application": "fafsa"}, True, ()),
    ("es", "no, no he llenado la fafsa", {"aid_application": "fafsa"}, True, ()),
    ("es", "no la hemos hecho", None, False, ()),
    ("es", "no, no la he llenado", None, False, ()),
    ("en", "no, we haven't done it", None, False, ()),
    # (a refusal, or nothing filed, is still read back as none)
    ("es", "no he llenado nada", {"aid_application": "none"}, False, ()),
    ("es", "no, no la he llenado y no la voy a llenar", {"aid_application": "none"}, False, ()),
    ("es", "no voy a llenar la fafsa", {"aid_application": "none"}, True, ()),
    ("en", "nope didnt do the fafsa and not gonna", {"aid_application": "none"}, True, ()),
]


@pytest.mark.parametrize("lang,said,form,confirm,options", NOT_FILED)
def test_not_filed_is_read_to_what_was_asked(lang, said, form, confirm, options):
    q = load_flow().question("aid_application")
    reading = understand.read(q, said, lang, State({}, lang=lang), DAY)
    assert (reading.form, reading.confirm, tuple(reading.options)) == (form, confirm, options)
    assert reading.unsure is (form is None)  # (not filed so far: as "not yet", the question again with its tip)


PELL_UNSURE = [("en", "I don't know"), ("en", "not sure"), ("es", "no sé"), ("es", "ni idea")]


@pytest.mark.parametrize("lang,said", PELL_UNSURE)
def test_the_pell_question_unsure_is_kept_unsure(lang, said):
    so_far = {k: v for k, v in chat_so_far(3.2, "single_parent").items() if k != "credits_per_semester"}
    turn = waiting({**so_far, "program": "noncredit_vocational_certificate"}, "noncredit_pell_eligible", said, lang)
    # "I'm not sure" kept as the web form keeps it: the question seen, its bool absent (the contract:
    # absent = not known; with no aid application filed, the result lists it as missing)
    state = turn.conversation.state
    assert "noncredit_pell_eligible" in state.seen and "noncredit_pell_eligible" not in state.answers, turn.reply
    assert "noncredit_pell_eligible" not in turn.answers
    assert turn.expecting != "noncredit_pell_eligible"
    assert ": I'm not sure." in turn.reply or ": No estoy seguro o segura." in turn.reply, turn.reply
