"""fix36f: code debts named by the twenty-first round's review (no change of behaviour).

2. §18-3601's "two earners' income counted" is one function of the rules,
   :func:`rules.second_parent_counts`, whose ``unknown=`` argument says what a household not yet
   known gives (True: a second parent may count; False: two earners known to count), no longer
   restated as ``two_incomes_combined``.
3. A question's heading, help, choices and names said of the student (to a parent, grandparent,
   guardian or sibling writing for them) stand beside them in flows/questions.yaml
   (``question_third_person``, ``hint_third_person``, ``label_third_person``, ``summary_third_person``:
   :attr:`flow.Question.third_person`, extracted for translation with the texts), no longer in a
   dict of the engine keyed by the YAML's English text (a change to that text dropped the wording
   silently); the engine's :data:`engine.THIRD_PERSON` keeps only the chat's own questions.
1. Spanish "hora" typed without its silent h after an amount ("16 dólares la ora", "40 oras") is a word
   of the hour read where every reader reads the words (:func:`understand.fold`), no longer a rewrite
   of the student's message (and of the words kept in the transcript) in ``engine._respond``.
"""
import dataclasses
import datetime as dt
import re
from types import SimpleNamespace

import pytest

from screener import rules
from screener import flow as flowmod
from screener.babel_extract import TEXT_KEYS
from screener.flow import load_flow
from screener.i18n import gettext
from screener.chat import engine
from screener.chat.engine import respond
from screener.chat import understand


# --- 2. two earners counted: one function of the rules ----------------------------------------------

TWO_EARNERS = [  # (household, a second parent may count, two earners known to count)
    ("two_parent", True, True),
    ("married", True, True),
    ("single_parent", False, False),
    ("single", False, False),
    (None, True, False),  # (not yet known: ``unknown``)
    ("something else", True, False),
]


@pytest.mark.parametrize("household, may, known", TWO_EARNERS)
def test_two_earners_counted_is_one_function(household, may, known):
    assert rules.second_parent_counts(household) is may
    assert rules.second_parent_counts(household, unknown=True) is may
    assert rules.second_parent_counts(household, unknown=False) is known


def test_no_restatement_left():
    assert not hasattr(rules, "two_incomes_combined")
    assert not hasattr(engine, "two_incomes_combined") and not hasattr(understand, "two_incomes_combined")


def test_the_chat_asks_the_one_function(monkeypatch):
    asked = []
    monkeypatch.setattr(understand, "second_parent_counts",
                        lambda household, unknown=True: asked.append((household, unknown)) or True)
    assert understand.household_earners(SimpleNamespace(answers={"household": "single"})) == 2
    assert asked == [("single", False)]


# --- 3. the third person beside the question, in flows/questions.yaml --------------------------------

YOU = re.compile(r"\b(?:you|your|yourself)\b", re.I)
# which texts a reply to someone writing for the student needs said of the student (:func:`engine._person`):
# every question asked (a page's heading, an extra's label), a help telling whose income is counted (a
# grandparent raising the student read "Count your parents…" as their own, fix35d), a choice
# read back as the student's situation ("I live with one parent"), a name read back said with "you"
NEEDED = [  # (where, which texts of the flow, the ones that need their third person)
    ("heading", lambda q: [q.question], lambda t: YOU.search(t)),
    ("extra label", lambda q: [e.label for e in q.extra if e.label], lambda t: YOU.search(t)),
    ("help", lambda q: [q.hint] if q.hint else [], lambda t: re.search(r"\b(?:count your parents|of you and your parents)\b", t, re.I)),
    ("choice", lambda q: [c.label for c in q.choices], lambda t: re.search(r"\bI (?:live|am|have|don't have)\b", t)),
    ("name", lambda q: [q.label] if q.label else [], lambda t: YOU.search(t)),
]


@pytest.mark.parametrize("where, texts, needs", NEEDED, ids=[n[0] for n in NEEDED])
def test_each_text_said_to_the_student_has_its_third_person_beside_it(where, texts, needs):
    missing = [(q.id, t) for q in load_flow().questions for t in texts(q) if needs(t) and t not in dict(q.third_person)]
    assert missing == []


def test_the_engine_reads_the_third_person_from_the_flow():
    forms = engine._third_person_forms()
    for q in load_flow().questions:
        for text, of_student in q.third_person:
            assert engine._person(text, True) == of_student == forms[text]
            assert engine._person(text, False) == text
    hq = load_flow().question("household")
    assert engine._person(hq.question, True) == "Which best describes the student's household?"
    assert engine._person(hq.hint, True).startswith("This sets the student's income limit.")


def test_a_changed_text_keeps_its_third_person(monkeypatch):
    real = load_flow()
    changed = tuple(dataclasses.replace(q, question=q.question + " (changed)",
                                        third_person=tuple((t + " (changed)" if t == q.question else t, s) for t, s in q.third_person))
                    for q in real.questions)
    fake = flowmod.Flow(changed)
    monkeypatch.setattr(engine, "load_flow", lambda: fake)
    q = fake.question("zip")
    assert engine._person(q.question, True) == "What is the student's home ZIP code?"


def test_no_text_of_the_flow_keys_the_engines_own():
    texts = {t for q in load_flow().questions for t, _ in q.third_person}
    texts |= {getattr(q, k) for q in load_flow().questions for k in ("question", "hint", "summary", "label")}
    assert not texts & set(engine.THIRD_PERSON)
    assert engine._person(engine.HOME_COLLEGE_ASKED, True) == "Does %(college)s, the student's home college, offer the program they want?"


LINE_UP = [  # (a question page of the YAML, the pairs read, or the error)
    ({"id": "x", "question": "Q you?", "question_third_person": "Q the student?"}, (("Q you?", "Q the student?"),)),
    ({"id": "x", "question": "Q", "choices": [{"value": "a", "label": "I am", "label_third_person": "The student is"}]},
     (("I am", "The student is"),)),
    ({"id": "x", "question": "Q", "extra": [{"id": "y", "hint": "your", "hint_third_person": "their"}]}, (("your", "their"),)),
    ({"id": "x", "question": "Q", "hint_third_person": "their"}, ValueError),  # beside no hint
    ({"id": "x", "question": "Q", "heading_third_person": "their"}, ValueError),  # no such text said of the student
]


@pytest.mark.parametrize("page, read", LINE_UP)
def test_the_third_person_lines_up_with_its_text(page, read):
    if read is ValueError:
        with pytest.raises(ValueError, match="third_person"):
            flowmod._third_person(page)
    else:
        assert flowmod._third_person(page) == read


def test_the_third_person_is_translated_with_the_texts():
    assert {f"{k}_third_person" for k in flowmod.THIRD_PERSON_KEYS} <= set(TEXT_KEYS)
    for q in load_flow().questions:
        for text, of_student in q.third_person:
            assert gettext(of_student, "es") not in ("", of_student), of_student
            assert gettext(text, "es") != gettext(of_student, "es")


# --- 1. "la ora": a word of the hour where the words are read, the message kept as typed -------------

HOUR_WORDS = [  # (typed, as every reader reads it)
    ("16 dólares la ora, 40 horas", "16 dolares la hora, 40 horas"),
    ("gana 15 por ora, 30 oras a la semana", "gana 15 por hora, 30 horas a la semana"),
    ("$20 la ora", "$20 la hora"),
    ("12 DLLS X ORA", "12 dlls x hora"),
    ("por ora no trabaja", "por ora no trabaja"),  # "por ahora": no amount before it
    ("ora sí, 45 mil", "ora si, 45 mil"),
    ("mi tía Dora gana 40 mil", "mi tia dora gana 40 mil"),
]


@pytest.mark.parametrize("typed, read", HOUR_WORDS)
def test_the_hour_without_its_h_is_read_as_the_hour(typed, read):
    assert understand.fold(typed) == read


def test_no_rewrite_of_the_message_left():
    assert not hasattr(understand, "hour_respelled")


def test_the_message_is_kept_as_typed_and_read_as_the_hour():
    today = dt.date(2026, 12, 1)
    turn = respond(None, "", "es", today)
    turn = respond(turn.conversation, "mi mamá gana 16 la ora", "es", today)
    assert [t for r, t in turn.conversation.transcript if r == "user"] == ["mi mamá gana 16 la ora"]
    assert turn.conversation.follow_up.get("k") == "hours"  # the hours asked, never $16,000
    assert "16,000" not in turn.reply
