"""Check the data files against their JSON Schemas, so a bad one stops the app at start.

Every file in ``screener/data/`` has a schema in ``screener/data/schemas/`` (units and
meanings in its ``description`` fields). A missing source, a bad date, an unknown key, a
wrong type, a duplicated key or a YAML syntax error raises :class:`DataFileError`, whose
message names the file, the line and the field::

    screener/data/colleges.yaml, line 42, field montgomery.tuition.as_of: '2024-13-01' is not a 'date'

The loaders in :mod:`screener.policy` call :func:`check_file` before they read a file, and
``create_app`` calls :func:`check_all`, so the app never starts (or answers) on a bad file.
Pure data access: no Flask.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator
from jsonschema import FormatChecker
from jsonschema.exceptions import best_match

SCHEMA_DIR = Path(__file__).parent / "data" / "schemas"

#: Every data file and its schema (``<name>.yaml`` is checked against ``<name>.schema.json``).
DATA_FILES = ("colleges", "jurisdictions", "md_high_schools", "other_aid", "places", "policy", "zip_counties")


class DataFileError(ValueError):
    """A data file that doesn't match its schema: ``path``, ``line`` (1-based), ``field``, ``problem``."""

    def __init__(self, path, line: int | None, field: str, problem: str):
        self.path, self.line, self.field, self.problem = str(path), line, field, problem
        where = f"{_shown(path)}, line {line}" if line else _shown(path)
        super().__init__(f"{where}, field {field or '(top level)'}: {problem}")


def _shown(path) -> str:
    """Return ``path`` relative to the project when it is inside it (``screener/data/x.yaml``)."""
    p = Path(path).resolve()
    root = Path(__file__).resolve().parent.parent
    try:
        return str(p.relative_to(root))
    except ValueError:
        return str(p)


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """YAML as JSON sees it: dates stay strings, keys become strings, duplicate keys are errors."""


_Loader.yaml_implicit_resolvers = {
    ch: [r for r in resolvers if r[0] != "tag:yaml.org,2002:timestamp"]
    for ch, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _mapping(loader, node):
    loader.flatten_mapping(node)
    out = {}
    for key_node, value_node in node.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(loader.construct_object(key_node))
        if key in out:
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
        out[key] = loader.construct_object(value_node, deep=True)
    return out


_Loader.add_constructor("tag:yaml.org,2002:map", _mapping)


@lru_cache(maxsize=None)
def validator(name: str) -> Draft202012Validator:
    """Return the validator for schema ``<name>.schema.json`` (dates checked as real calendar days)."""
    with open(SCHEMA_DIR / f"{name}.schema.json", encoding="utf-8") as fh:
        schema = json.load(fh)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=FormatChecker())


def _field(path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _node_at(root, path):
    """Return (node, key_node) for ``path`` in a composed YAML tree, as deep as it goes."""
    node, key = root, None
    for part in path:
        if isinstance(node, yaml.MappingNode):
            hit = next(((k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == str(part)), None)
            if hit is None:
                break
            key, node = hit
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            key, node = None, node.value[part]
        else:
            break
    return node, key


def _locate(root, error) -> tuple[int | None, str, str]:
    """Return (line, field, problem) for a schema ``error``: the key a problem is about when
    there is one (an unknown or missing key), else the value."""
    path = list(error.absolute_path)
    problem = error.message
    extra = None
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = set(error.schema.get("properties", {}))
        patterns = [re.compile(p) for p in error.schema.get("patternProperties", {})]
        unknown = [k for k in error.instance if k not in known and not any(p.search(k) for p in patterns)]
        if unknown:
            extra = unknown[0]
            problem = f"unknown key {extra!r}"
    elif error.validator == "required":
        m = re.match(r"'([^']+)' is a required property", error.message)
        if m:
            problem = f"missing {m.group(1)!r}"
            path_for_line = path
            node, key = _node_at(root, path_for_line)
            return (key or node).start_mark.line + 1, _field(path + [m.group(1)]), problem
    elif "propertyNames" in error.absolute_schema_path and isinstance(error.instance, str):
        path = path + [error.instance]  # a key that is not allowed: name it and its line
        problem = f"key {error.message}"
    if extra is not None:
        path = path + [extra]
    node, key = _node_at(root, path)
    mark = (key or node).start_mark if (key or node) is not None else None
    return (mark.line + 1 if mark else None), _field(path), problem


def check_text(text: str, name: str, path) -> object:
    """Parse YAML ``text`` and check it against schema ``name``; return the parsed data.

    Raise :class:`DataFileError` (file, line, field, problem) for a syntax error, a duplicate
    key or the first schema error (the most relevant one, as jsonschema ranks them).
    """
    try:
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 (a SafeLoader subclass)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise DataFileError(path, mark.line + 1 if mark else None, "(syntax)", exc.problem or str(exc)) from None
    except yaml.YAMLError as exc:
        raise DataFileError(path, None, "(syntax)", str(exc)) from None
    error = best_match(validator(name).iter_errors(data))
    if error is not None:
        line, field, problem = _locate(yaml.compose(text, Loader=_Loader), error)
        raise DataFileError(path, line, field, problem)
    return data


def check_file(path) -> None:
    """Check one data file (``<name>.yaml``) against ``<name>.schema.json``; raise DataFileError.

    A file already found good is not checked again until it changes (size or modification time).
    """
    path = Path(path)
    if not path.is_file():
        raise DataFileError(path, None, "(file)", "the data file is missing")
    st = path.stat()
    _check_once(str(path.resolve()), st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=64)
def _check_once(path: str, mtime_ns: int, size: int) -> None:
    check_text(Path(path).read_text(encoding="utf-8"), Path(path).stem, path)


def check_all(data_dir) -> None:
    """Check every data file in ``data_dir`` (see :data:`DATA_FILES`); raise DataFileError."""
    for name in DATA_FILES:
        check_file(Path(data_dir) / f"{name}.yaml")
