"""Babel extractor for ``flows/*.yaml`` and ``jurisdictions.yaml``: every question, heading, hint, summary, label (and each said of the student), ask-back message (and its chat wording), blank-page text, "I don't know" button, FAQ answer (and its source's title) and jurisdiction name is a msgid."""
import yaml

TEXT_KEYS = ("question", "hint", "summary", "label", "answer", "name", "message", "chat_message", "blank", "heading", "dont_know",
             "question_third_person", "hint_third_person", "summary_third_person", "label_third_person",
             "question_parent", "hint_parent", "summary_parent", "label_parent")  # (fix48d: said to a parent of their child)


def _walk(node):
    if isinstance(node, dict):
        for key in TEXT_KEYS:
            if isinstance(node.get(key), str):
                yield node[key]
        if isinstance(node.get("source"), dict) and isinstance(node["source"].get("title"), str):
            yield node["source"]["title"]  # an FAQ answer's source, named in the reader's language
        for value in node.values():
            if isinstance(value, (dict, list)):
                yield from _walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item)


def extract_flow(fileobj, keywords, comment_tags, options):
    """Yield ``(lineno, funcname, message, comments)`` for each text in a flow file."""
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()
    for message in _walk(yaml.safe_load(text)):
        lineno = next((i + 1 for i, line in enumerate(lines) if message in line), 0)
        yield lineno, "gettext", message, []
