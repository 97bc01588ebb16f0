"""Build the OpenAPI 3.1 document from the answer schema, so the two never drift."""
from ..answers import FIELDS

_KIND = {
    "bool": {"type": "boolean"},
    "number": {"type": "number"},
    "integer": {"type": "integer"},
    "date": {"type": "string", "format": "date"},
    "month": {"type": "string", "pattern": r"^\d{4}-\d{2}$"},
    "zip": {"type": "string", "pattern": r"^\d{5}$"},
}


def _field_schema(f) -> dict:
    if f.kind == "enum":
        return {"type": "string", "enum": list(f.choices)}
    s = dict(_KIND[f.kind])
    if f.minimum is not None:
        s["exclusiveMinimum" if f.exclusive_minimum else "minimum"] = f.minimum
    if f.maximum is not None:
        s["maximum"] = f.maximum
    return s


def openapi_document() -> dict:
    """Return the OpenAPI 3.1 description of ``/api/v1/assess``, ``/api/v1/colleges`` and ``/api/v1/chat``."""
    answers = {"type": "object", "properties": {n: _field_schema(f) for n, f in FIELDS.items()}}
    check = {
        "type": "object",
        "required": ["id", "result", "citation", "message"],
        "properties": {
            "id": {"type": "string"},
            "result": {"type": "string", "enum": ["pass", "fail", "unknown", "not_applicable"]},
            "citation": {"type": "string"},
            "message": {"type": "string"},
        },
    }
    assessment = {
        "type": "object",
        "required": ["status", "checks", "missing", "award", "colleges", "deadlines", "policy"],
        "properties": {
            "status": {"type": "string", "enum": ["likely_eligible", "likely_ineligible", "needs_more_info"]},
            "checks": {"type": "array", "items": check},
            "missing": {"type": "array", "items": {"type": "string"}},
            "award": {
                "type": "object",
                "properties": {
                    "estimate": {"type": ["integer", "null"]},
                    "estimate_low": {"type": ["integer", "null"]},
                    "estimate_high": {"type": ["integer", "null"]},
                    "max": {"type": "integer"},
                    "tuition": {"type": ["integer", "null"]},
                    "grant_aid": {"type": ["integer", "null"]},
                    "grant_aid_is_estimate": {"type": "boolean"},
                },
            },
            "colleges": {"type": "array", "items": {"type": "object", "properties": {
                "id": {"type": "string"}, "name": {"type": "string"},
                "url": {"type": ["string", "null"]}, "financial_aid_url": {"type": ["string", "null"]}}}},
            "deadlines": {"type": "array", "items": {"type": "object", "properties": {
                "what": {"type": "string"}, "date": {"type": ["string", "null"], "format": "date"},
                "source": {"type": "string"}}}},
            "policy": {"type": "object", "properties": {"award_year": {"type": "string"}}},
            "other_aid": {"type": "array", "description": "Other programs the answers point to.", "items": {
                "type": "object", "required": ["id", "name", "result", "reasons", "source", "deadline"],
                "properties": {
                    "id": {"type": "string"}, "name": {"type": "string"},
                    "result": {"type": "string", "enum": ["likely", "maybe", "unlikely"]},
                    "reasons": {"type": "array", "items": {"type": "string"}},
                    "source": {"type": "string"},
                    "deadline": {"type": ["string", "null"], "format": "date"}}}},
            "paying": {"type": ["object", "null"], "description": "The money in the order it is applied.",
                       "required": ["tuition", "steps", "left_to_pay"], "properties": {
                "tuition": {"type": "integer"},
                "steps": {"type": "array", "items": {"type": "object", "required": ["id", "name", "estimate"], "properties": {
                    "id": {"type": "string"}, "name": {"type": "string"}, "estimate": {"type": "boolean"},
                    "amount": {"type": "integer"}, "amount_low": {"type": "integer"}, "amount_high": {"type": "integer"},
                    "college_decides_order": {"type": "boolean"}}}},
                "left_to_pay": {"type": "integer", "description": "What is left with the least aid listed."},
                "left_to_pay_low": {"type": "integer", "description": "What is left with the most aid listed (when it differs)."},
                "notes": {"type": "array", "items": {"type": "string"}}}},
        },
    }
    errors = {
        "type": "object",
        "properties": {"errors": {"type": "array", "items": {"type": "object", "properties": {
            "field": {"type": ["string", "null"]}, "message": {"type": "string"}}}}},
    }
    lang = [{"name": "lang", "in": "query", "required": False, "schema": {"type": "string", "enum": ["en", "es"]}}]
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Maryland Community College Promise Scholarship screener",
            "version": "1",
            "description": "Screening contract, version 1. Results say 'likely'; the college decides.",
        },
        "paths": {
            "/api/v1/assess": {"post": {
                "summary": "Assess one applicant's answers",
                "parameters": lang,
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Answers"}}}},
                "responses": {
                    "200": {"description": "An assessment", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Assessment"}}}},
                    "400": {"description": "A value of the wrong type or out of range", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}}},
                },
            }},
            "/api/v1/colleges": {"get": {
                "summary": "The 16 Maryland community colleges",
                "responses": {"200": {"description": "Colleges", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "object"}}}}}},
            }},
            "/api/v1/chat": {"post": {
                "summary": "One turn of the screening conversation",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["message"],
                    "properties": {"message": {"type": "string"}, "state": {"type": ["string", "null"]}, "lang": {"type": "string", "enum": ["en", "es"]}}}}}},
                "responses": {"200": {"description": "The bot's reply", "content": {"application/json": {"schema": {
                    "type": "object",
                    "properties": {
                        "reply": {"type": "string"},
                        "quick_replies": {"type": "array", "items": {"type": "string"}},
                        "expecting": {"type": ["string", "null"]},
                        "state": {"type": "string"},
                        "assessment": {"oneOf": [{"$ref": "#/components/schemas/Assessment"}, {"type": "null"}]},
                        "answers": {"$ref": "#/components/schemas/Answers"},
                    }}}}},
                    "400": {"description": "Malformed request", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}}},
                    "429": {"description": "Too many messages from this address (CHAT_RATELIMIT)",
                            "headers": {"Retry-After": {"description": "Seconds to wait", "schema": {"type": "integer"}}},
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}}}},
            }},
        },
        "components": {"schemas": {"Answers": answers, "Assessment": assessment, "Errors": errors}},
    }
