"""fix51i: one copy of each thing (screener/voice.py's two near-copy tables, two readings too broad).

a) screener/voice.py held its forms twice over: RULES_PARENT beside RULES_THIRD (93 entries each) and
   PAGE_PARENT beside PAGE_THIRD (61 each), keyed alike, the second a near-copy of the first (the
   duplicate finder's largest pair): a new message or a renamed key had to be found in both. Fix: ONE
   table each (voice.RULES_VOICES, voice.PAGE_VOICES), every key written once with its two forms side
   by side, (said to a parent, said of the student); the four old names are read from them. Every
   form stays a literal N_("…"), so no msgid and no Spanish changes. The test renders every entry in
   every voice (the student's own, a parent's, a grandparent's), English and Spanish, against
   tests/fix51i_voice_before.json, rendered from HEAD before the change (scripted, not typed).
"""
import ast
import json
import os

import pytest

from screener import voice
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
