"""JSON API views: translate HTTP to :mod:`screener.wire` and back."""
import json
import sys

from flask import current_app
from flask import jsonify
from flask import request

from ..clock import today
from ..locale import get_lang
from ..ratelimit import limited
from ..wire import assess_raw
from ..wire import colleges_json
from ..wire import openapi_document
from . import bp


def _errors(errors, status=400):
    resp = jsonify({"errors": errors})
    resp.status_code = status
    return resp


@bp.post("/v1/assess")
@limited("ASSESS_RATELIMIT")
def assess():
    """Assess a JSON object of answers; 400 with per-field messages for bad values."""
    # The body is read before the language: a JSON body sent as a form (``curl -d``'s default
    # content type) would otherwise be parsed as form fields by get_lang and lost to get_json
    body = request.get_json(force=True, silent=True)
    if body is None:
        body = _long_numbers_read(request.get_data(cache=True))
    result, errors = assess_raw(body, today(), get_lang())
    if errors:
        return _errors(errors)
    resp = jsonify(result)
    resp.headers["Cache-Control"] = "no-store"
    return resp


def _long_numbers_read(data: bytes):
    """Return a JSON body whose integers are too long for Python to convert (over 4,300 digits)
    read with them as floats (infinite: each then gets its field's "no greater than" message, a
    newcomer's finding: a 5,000-digit ``agi`` got "must be a JSON object"); None if still no JSON."""
    parse_int = lambda digits: int(digits) if len(digits) < sys.get_int_max_str_digits() else float(digits)  # noqa: E731
    try:
        return json.loads(data, parse_int=parse_int)
    except RecursionError:
        pass
    except ValueError:
        return None
    try:  # an answer nested too deep for the JSON reader: that answer's own "wrong type" message
        return json.loads(_nested_answers_flattened(data.decode("utf-8", errors="replace")), parse_int=parse_int)
    except (ValueError, RecursionError):
        return None


def _nested_answers_flattened(text: str) -> str:
    """Return a JSON object's text with each answer that is an array or an object (at any depth)
    written as ``[0]``: still of the wrong type, so validation names the field (a newcomer's
    finding: ``{"agi": [[[...5000...]]]}`` nested past Python's recursion limit got "The request
    body must be a JSON object of answers"). Read without recursion, strings and escapes kept."""
    out, depth, start, in_string, escaped = [], 0, None, False, False
    last = 0
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth == 2:
                start = i
        elif ch in "]}":
            if depth == 2 and start is not None:
                out += [text[last:start], "[0]"]
                last, start = i + 1, None
            depth -= 1
    return "".join(out) + text[last:]


@bp.get("/v1/colleges")
def colleges():
    """List the 16 colleges with the tuition figures used for estimates."""
    return jsonify(colleges_json())


@bp.get("/openapi.json")
def openapi():
    """Return the OpenAPI 3.1 document of the API."""
    return jsonify(openapi_document(current_app.config["LANGUAGES"]))
