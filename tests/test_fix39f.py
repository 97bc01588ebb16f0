"""fix39f: answers lost and API faults, both languages (the wording is ours).

2. "she makes 900" to the read-back of her pay ("Is that right?") was lost ("I had two incomes added
   together…"): her pay said again is a correction of that read-back; 200-999 asks how often
   (``thousands_below`` in chat_reading.yaml).
3. The API's ``answers.agi`` gave one parent's held pay ("Pay said so far: your mom's $45,000", no
   household known) as if it were the household's income: only a kept total is shown (guards: a
   household kept or read back beside it shows it).
4. (fixed by fix47e, to the contract: Turn.api_expecting) a read-back of an income said out of turn answered with ``expecting`` naming the question it came
   in at ("zip", "prior_degree"): while "Is that right?" waits, ``expecting`` names the answer read back.
5. 300 letters of nonsense as a first message got the greeting again with no "I didn't understand".

Item 1 (two jobs said at the program question) is not fixed here. Each row failed before the fix
unless marked "guard".
"""
import random

import pytest

from support import at_income_said
from support import proposed
from support import talk

YES = {"en": "yes", "es": "sí"}
# a first-time senior's answers up to the program question (its read-back waits after the last)
TO_PROGRAM = {"en": ("first time", "Blair High, June 2027", "20906", "yes", "none", "yes", "associate's, 15 credits"),
              "es": ("primera vez", "Blair High, junio 2027", "20906", "sí", "ninguno", "sí", "associate, 15 créditos")}
WITH_MOM = {"en": ("I live with my mom", "yes"), "es": ("vivo con mi mamá", "sí")}
HOW_OFTEN = {"en": "How often is $900 paid", "es": "¿Cada cuánto se pagan $900"}


# --- 2. a pay said again at its read-back, without its period: how often, asked ----------------------

ROWS_2 = [
    ("en", WITH_MOM["en"] + ("she makes 45k", "she makes 900")),
    ("es", WITH_MOM["es"] + ("ella gana 45 mil", "ella gana 900")),
    ("en", ("yes", "my mom makes 45k", "she makes 900")),  # her pay held (no household), read back
]


@pytest.mark.parametrize("lang,said", ROWS_2)
def test_2_a_pay_said_again_at_its_read_back_asks_how_often(lang, said):
    turn = talk(lang, *TO_PROGRAM[lang], *said)
    assert HOW_OFTEN[lang] in turn.reply, turn.reply
    assert "agi" not in proposed(turn) and "agi" not in turn.conversation.state.answers, turn.reply


def test_2_then_the_period_reads_the_pay_back():
    turn = talk("en", *TO_PROGRAM["en"], *WITH_MOM["en"], "she makes 45k", "she makes 900", "every two weeks")
    assert proposed(turn).get("agi") == 23400, turn.reply


@pytest.mark.parametrize("lang,said,agi", [
    ("en", WITH_MOM["en"] + ("she makes 45k", "she makes 52k"), 52000),  # guard: a yearly amount read back in place
    ("es", WITH_MOM["es"] + ("ella gana 45 mil", "ella gana 52 mil"), 52000),  # guard
])
def test_2_guard_a_yearly_pay_said_again_replaces_it(lang, said, agi):
    turn = talk(lang, *TO_PROGRAM[lang], *said)
    assert proposed(turn).get("agi") == agi, turn.reply


# --- 3. the API's answers: a held pay is no agi; a kept total is ----------------------------------

OPENING = {"en": "I'm a senior at Towson High", "es": "soy estudiante de último año en Towson High"}
API_ROWS_3 = [
    ("en", ("hi", OPENING["en"], "he makes 90k", "yes"), None),
    ("en", ("hi", OPENING["en"], "my mom makes 70k", "yes"), None),
    ("es", ("hola", OPENING["es"], "él gana 90 mil", "sí"), None),
    ("es", ("hola", OPENING["es"], "mi mamá gana 70 mil", "sí"), None),
    ("en", TO_PROGRAM["en"] + ("yes", "my mom makes 45k", "yes"), None),
    ("en", ("hi", OPENING["en"], "he makes 90k", "yes", "just me and my dad", "yes"), 90000),  # guard: the household's now
    ("en", ("hi", OPENING["en"], "I live with my mom", "yes", "she makes 70k", "yes"), 70000),  # guard
    ("es", ("hola", OPENING["es"], "vivo con mi mamá", "sí", "ella gana 70 mil", "sí"), 70000),  # guard
    ("en", TO_PROGRAM["en"] + ("yes", "my mom makes 45k", "yes", "3.5", "yes", "just me and my mom", "yes"), 45000),  # guard
    # guard (fix34d): a sibling's "it's just her and our mom, she makes 38k": the household read back beside it
    ("en", ("my little sister is a senior at Parkville High, she has a 3.1, it's just her and our mom, she makes 38k",), 38000),
]


def _api(client, lang, messages):
    state, body = None, None
    for m in messages:
        resp = client.post("/api/v1/chat", json={"message": m, "state": state, "lang": lang})
        assert resp.status_code == 200
        body = resp.get_json()
        state = body["state"]
    return body


@pytest.mark.parametrize("lang,messages,agi", API_ROWS_3)
def test_3_the_apis_answers_give_a_kept_total_never_a_held_pay(client, lang, messages, agi):
    body = _api(client, lang, messages)
    assert body["answers"].get("agi") == agi, body


# --- 4. expecting while an income said out of turn is read back ----------------------------------

ROWS_4 = [
    ("en", ("first time", "Blair High", "yes", "June 2027", "yes", "my mom makes 45k"), "agi"),
    ("es", ("primera vez", "Blair High", "sí", "junio 2027", "sí", "mi mamá gana 45 mil"), "agi"),
    # several answers said out of turn read back at once: the first one read back (fix47e: the school,
    # read back twice, is let go and kept by then (fix45a); the ZIP code is read back first, with the pay)
    ("en", TO_PROGRAM["en"][:3] + ("my mom makes 45k",), "zip"),
    # the program said at the month's question ("Blair High, June 2027" kept the school alone), read back
    ("en", TO_PROGRAM["en"][:3] + ("yes", "none", "yes", "associate's, 15 credits"), "program"),
]


# (fix47e) fixed to the contract: the API's ``expecting`` names the field read back while its "yes" waits
# (Turn.api_expecting); test_chat_readback_answers follows it, the engine's own ``expecting`` (test_fix37k) unchanged
@pytest.mark.parametrize("lang,messages,expecting", ROWS_4)
def test_4_expecting_names_the_answer_read_back(client, lang, messages, expecting):
    body = _api(client, lang, messages)
    assert body["reply"].rstrip().endswith(("Is that right?", "¿Es correcto?")), body["reply"]
    assert body["expecting"] == expecting, body


@pytest.mark.parametrize("lang,said", [("en", "3000 a month"), ("es", "3 mil al mes")])
def test_4_guard_an_income_read_back_at_its_own_question_expects_it(lang, said):  # guard
    turn = at_income_said("two_parent", lang, said)
    assert turn.conversation.pending and turn.expecting == "agi", turn.reply


def test_4_guard_after_the_yes_the_question_pending_is_asked_again(client):
    body = _api(client, "en", ("first time", "Blair High", "yes", "June 2027", "yes", "my mom makes 45k", "yes"))
    assert body["expecting"] == "prior_degree", body


# --- 5. nonsense as a first message: not understood, then the greeting --------------------------

def _letters(seed: int, spaced: bool) -> str:
    rnd = random.Random(seed)
    if spaced:
        return " ".join("".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(6)) for _ in range(43))
    return "".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(300))


NOT_UNDERSTOOD = {"en": "Sorry, I didn't understand that.", "es": "Perdón, no entendí eso."}
GREETING = {"en": "Hi! I can help you", "es": "¡Hola! Te puedo ayudar"}


@pytest.mark.parametrize("lang,message", [
    ("en", _letters(1, False)), ("es", _letters(2, False)), ("en", _letters(3, True)), ("es", _letters(4, True)),
    ("en", "asdfghjkl"),
])
def test_5_nonsense_first_is_said_not_understood_then_greeted(client, lang, message):
    body = _api(client, lang, (message,))
    reply = body["reply"]
    assert reply.startswith(NOT_UNDERSTOOD[lang]) and GREETING[lang] in reply, reply
    assert body["expecting"] == "applicant_type", body


@pytest.mark.parametrize("lang,message", [
    ("en", "hi"), ("en", "hey there"), ("en", "hello im maria"), ("es", "hola"), ("es", "hola soy maria"),
    ("en", "I need help"), ("en", "first time"),
])
def test_5_guard_a_first_message_of_words_is_not_called_nonsense(client, lang, message):  # guard
    body = _api(client, lang, (message,))
    assert NOT_UNDERSTOOD[lang] not in body["reply"], body["reply"]
