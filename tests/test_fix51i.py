"""fix51i: one copy of each thing (screener/voice.py's two near-copy tables, two readings too broad).

a) screener/voice.py held its forms twice over: RULES_PARENT beside RULES_THIRD (93 entries each) and
   PAGE_PARENT beside PAGE_THIRD (61 each), keyed alike, the second a near-copy of the first (the
   duplicate finder's largest pair): a new message or a renamed key had to be found in both. Fix: ONE
   table each (voice.RULES_VOICES, voice.PAGE_VOICES), every key written once with its two forms side
   by side, (said to a parent, said of the student); the four old names are read from them. Every
   form stays a literal N_("…"), so no msgid and no Spanish changes. The test renders every entry in
   every voice (the student's own, a parent's, a grandparent's), English and Spanish, against
   tests/fix51i_voice_before.json, rendered from HEAD before the change (scripted, not typed).
b) understand._HOLDS_DEGREE (fix50l: a degree held in any person) read a bare "has"/"tiene" and then
   any 40 characters up to a degree's name: "he has always wanted an associates", "tiene planes de
   sacar su asociado" were read as a degree held, so a senior's opening had its degree question put
   (safe, never a wrong "no", but the goal taken for a degree). Now only the words of a degree held
   may stand between the verb and the degree ("has an associate's", "has his associates", "already
   has a bachelor's", "ya tiene un título de asociado"). Guards: every row of tests/test_fix50l.py.
c) understand.household_size's count typed first (fix50i) said its three outcomes in three places in
   the middle of the function (the count agreed; a list disagreeing with no count of its own: asked;
   anything else read as before). Now one reading (understand._count_typed_first) decides all three,
   no behaviour changed: the rows below are guards of each outcome (they passed before and after), and
   household_size was compared before/after over every string in tests/*.py and the dev bench chats.
"""
import ast
import json
import os

import pytest

from screener import voice
from screener.chat.understand import _HOLDS_DEGREE
from screener.chat.understand import household_size
from screener.chat.understand import normalize
from support import proposed
from support import talk
from screener.i18n import gettext

HERE = os.path.dirname(__file__)
with open(os.path.join(HERE, "fix51i_voice_before.json"), encoding="utf-8") as _f:
    BEFORE = json.load(_f)
VOICES = {"student": None, "parent": voice.PARENT, "other": voice.OTHER}
ROWS = [(name, key) for name in VOICES for key in sorted(BEFORE[name])]


def test_guard_the_before_holds_every_entry():  # guard: 154 messages, each in three voices
    assert len(BEFORE["parent"]) == 154 and set(BEFORE["parent"]) == set(BEFORE["other"]) == set(BEFORE["student"])


def test_every_entry_has_a_form_in_both_voices():
    keys = set(BEFORE["parent"])
    assert set(voice.forms(voice.PARENT)) == keys
    assert set(voice.forms(voice.OTHER)) == keys


@pytest.mark.parametrize("name,key", ROWS, ids=lambda x: x[:40] if isinstance(x, str) else x)
def test_every_entry_renders_as_before(name, key):
    said = voice.said(key, VOICES[name])
    assert [said, gettext(said, "es")] == BEFORE[name][key]


def test_each_key_is_written_once():
    # (failed before: RULES_VOICES / PAGE_VOICES didn't exist; each key was written in two tables)
    with open(os.path.join(HERE, "..", "screener", "voice.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    dicts = {n.targets[0].id: n.value for n in tree.body
             if isinstance(n, ast.Assign) and isinstance(getattr(n, "value", None), ast.Dict) and hasattr(n.targets[0], "id")}
    for name in ("RULES_VOICES", "PAGE_VOICES"):
        table = dicts[name]
        keys = [ast.dump(k) for k in table.keys]
        assert len(keys) == len(set(keys)), name
        assert all(isinstance(v, ast.Tuple) and len(v.elts) == 2 for v in table.values), name
    assert not {"RULES_PARENT", "RULES_THIRD", "PAGE_PARENT", "PAGE_THIRD"} & set(dicts)  # no hand-written copy


# --- b) a degree held, never a goal said with "has" / "tiene" ------------------------------------
HI = {"en": "hi", "es": "hola"}
SENIOR = {"en": "I'm helping my son, he's a senior at Bowie High graduating june 2027 with a 3.1, first time, ",
          "es": "mi hijo está en el último año en Bowie High, se gradúa en junio de 2027, primera vez, "}

# (language, the clause, a degree held?)
HOLDS = [
    ("en", "he has always wanted an associates", False),         # (failed before)
    ("en", "she has been thinking about a bachelor's", False),   # (failed before)
    ("en", "I have always wanted my bachelor's", False),         # (failed before)
    ("en", "my son has his heart set on a bachelors", False),    # (failed before)
    ("es", "tiene planes de sacar su asociado", False),          # (failed before)
    ("es", "tengo muchas ganas de sacar mi licenciatura", False),  # (failed before)
    ("en", "he has his associates", True),
    ("en", "she already has a bachelor's", True),
    ("en", "he has an associate's degree", True),
    ("en", "he has completed a 2-year associates", True),
    ("es", "ya tiene un título de asociado", True),
    ("es", "mi hija tiene su licenciatura", True),
    # guards: every row of tests/test_fix50l.py (a degree held; a degree wanted; none said)
    ("en", "I'm helping my son, he's a senior at Bowie High graduating june 2027 with a 3.1, first time, he already has an associate degree", True),  # guard
    ("en", "my granddaughter is a senior at Bowie High graduating june 2027, first time, she already graduated with an AA", True),  # guard
    ("en", "helping my grandson, he's a senior at Bowie High, graduating in june 2027, first time, he has a bachelor's from Peru", True),  # guard
    ("en", "my daughter is a senior at Bowie High graduating june 2027, first time, my daughter has an associate degree", True),  # guard
    ("en", "I'm a senior at Bowie High graduating june 2027 with a 3.1, first time, I already have an associate degree", True),  # guard
    ("es", "estoy ayudando a mi hijo, está en el último año en Bowie High, se gradúa en junio de 2027, primera vez, mi hijo ya tiene un título de asociado", True),  # guard
    ("es", "mi nieta está en el último año en Bowie High, se gradúa en junio de 2027 con 3.1, primera vez, ya tiene un título de asociado", True),  # guard
    ("es", "mi hija es senior en Bowie High, se gradúa en junio de 2027, primera vez, tiene una licenciatura de Perú", True),  # guard
    ("es", "soy senior en Bowie High, me gradúo en junio de 2027, primera vez, ya tengo un título de asociado", True),  # guard
    ("en", "I'm helping my son, he's a senior at Bowie High graduating june 2027, first time, he wants to get his associates", False),  # guard
    ("es", "mi hijo está en el último año en Bowie High, se gradúa en junio de 2027, primera vez, quiere sacar su asociado", False),  # guard
    ("en", "I'm a senior at Bowie High graduating june 2027 with a 3.1, first time", False),  # guard
    ("es", "soy senior en Bowie High, me gradúo en junio de 2027, primera vez", False),  # guard
    ("en", "I actually already have an associate's degree", True),  # guard (fix50l's class: said after the result)
    ("en", "my highest degree is a bachelor's", True),  # guard
]


@pytest.mark.parametrize("lang,text,held", HOLDS)
def test_a_degree_held_is_read_only_when_held(lang, text, held):
    assert bool(_HOLDS_DEGREE.search(normalize(text))) is held


def degree_of(turn):
    return proposed(turn).get("prior_degree", turn.answers.get("prior_degree"))


# a senior's opening with a goal said with "has" / "tiene": no degree held, the degree question not put
@pytest.mark.parametrize("lang,goal", [
    ("en", "he has always wanted an associates"),    # (failed before: the degree question put)
    ("en", "he has been thinking about a bachelor's"),  # (failed before)
    ("es", "tiene planes de sacar su asociado"),     # (passed before: the goal read by _read_prior_degree caught it)
    ("es", "siempre tiene ganas de sacar su licenciatura"),  # (passed before, as above)
])
def test_a_goal_is_no_degree_held(lang, goal):
    turn = talk(lang, HI[lang], SENIOR[lang] + goal)
    assert degree_of(turn) in (None, "none"), (turn.reply, proposed(turn), turn.answers)
    assert turn.expecting != "prior_degree", turn.reply


# guards: a degree held said with "has" / "tiene": never "none", the degree read or its question put
@pytest.mark.parametrize("lang,held", [
    ("en", "he has his associates"),           # guard
    ("en", "he already has a bachelor's"),     # guard
    ("es", "ya tiene un título de asociado"),  # guard
    ("es", "tiene su licenciatura"),           # guard
])
def test_guard_a_degree_held_is_never_none(lang, held):
    turn = talk(lang, HI[lang], SENIOR[lang] + held)
    assert degree_of(turn) != "none", (turn.reply, proposed(turn), turn.answers)
    assert degree_of(turn) in ("associate", "bachelor") or turn.expecting == "prior_degree", (turn.reply, turn.expecting)
    assert (turn.assessment or {}).get("status") != "likely_eligible"


# --- c) a count typed first: one reading, three outcomes (guards: no behaviour change) -------------
@pytest.mark.parametrize("lang,text,size", [
    ("es", "3 mi mama mi hermano y yo", 3),                  # guard: the list agrees with the count
    ("en", "4 my mom my dad my sister and me", 4),           # guard
    ("en", "2: me and my dad", 2),                           # guard
    ("es", "somos 2 mi mamá y yo", 2),                       # guard
    ("es", "4 mi mama mi hermano y yo", None),               # guard: disagrees, no count of its own: asked
    ("en", "5 my mom my brother and me", None),              # guard
    ("en", "3, my mom my brother and me", 3),                # guard
    ("es", "somos 5, mis papás están casados", 5),           # guard: no list after it, read as before
    ("en", "3 my mom and me, my brother is at college so 4", 4),  # guard: a count of its own after it, read as before
    ("es", "somos 2 mi mamá y yo entonces 3", 3),            # guard
    ("en", "just me and my mom", 2),                         # guard: no count first
    ("es", "solo mi mamá y yo", 2),                          # guard
])
def test_guard_a_count_typed_first(lang, text, size):
    assert household_size(text) == size
