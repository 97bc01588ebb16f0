"""screener/chat/understand.py assigns each module-level name once. A name assigned twice is read
by every function as its last value (globals are looked up at call time), while module-level
code between the two reads the first: two meanings under one name. (Round 26 found four:
_PARTNER and _PARENT_WORDS, whose first values were read only at import, now _PARTNER_WORD and
_PARENTS_JOINED; _CLAUSE_END and _TOGETHER, whose first values nothing read, removed.)"""
import ast
from collections import defaultdict
from pathlib import Path

import pytest

import screener.chat

PACKAGE = Path(screener.chat.__file__).parent


def assigned_twice(path: Path) -> dict:
    seen = defaultdict(list)
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        names = []
        if isinstance(node, ast.Assign):
            names = [n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
            names = [node.target.id]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        for name in names:
            seen[name].append(node.lineno)
    return {name: lines for name, lines in seen.items() if len(lines) > 1}


@pytest.mark.parametrize("module", ["understand.py", "engine.py", "numbers.py", "places.py", "faq.py", "session.py", "routes.py"])
def test_each_module_level_name_is_assigned_once(module):
    assert assigned_twice(PACKAGE / module) == {}


def test_the_finder_finds_a_name_assigned_twice(tmp_path):
    f = tmp_path / "m.py"
    f.write_text("A = 1\ndef f():\n    return A\nA = 2\nB, C = 1, 2\n")
    assert assigned_twice(f) == {"A": [1, 4]}
