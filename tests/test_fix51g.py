"""fix51g: the FAQ — asides that are not questions, and wrong-topic answers, in both languages.

1. An aside at a pending question ("my mom is from here", "mi mamá es de aquí", "algo de computadoras"
   at the program question, "todavía no sabe, algo con carros") got an unrelated FAQ answer (what to
   do next, the books, the deadline): a statement's words alone score 0.6-1.0 over "off topic" on the
   retriever, over faq.MARGIN (0.55), and raising MARGIN loses real questions. Now a message with no
   question form at all (faq.statement_only: no "?", no question word anywhere, not verb-first, no
   "quiero saber"/"tell me", no "…right"/"…o no" tag) at a pending question is answered from the FAQ
   only when it names an entry unmistakably (faq.names_topic: a phrase word for word or a margin of
   faq.ASIDE_MARGIN, 1.0); otherwise it is thanked as an aside and the question asked again.
2. A parent's "is there help" ("soy mama soltera hay ayuda para mi hijo", "mi hija vive conmigo, hay
   ayuda") got the foster-youth waiver's answer: that entry's phrases say "hay ayuda"/"is there help"
   often, so the classifier ranked it first on those words alone. It is now given only when the message
   names foster care or the lack of a home (vocab.FOSTER_TOPIC), as guardians_grandparents asks a
   non-parent named.
Guards (marked): real questions without a "?" still answered, topics named still answered.
"""
import pytest

from support import load_bench
from support import talk

BENCH = load_bench()


def at(expecting: str, text: str, lang: str):
    """The turn for ``text`` typed when the chat asks ``expecting`` (the bench's typical applicant)."""
    asked = BENCH.asked_on(expecting)
    base, seen = BENCH._base(expecting, asked)
    conv = BENCH.Conversation(BENCH.State(dict(base), seen, lang), asked)
    return BENCH.respond(conv, text, lang, BENCH.TODAY), BENCH.answers_view(base)


def new_answers(turn, base) -> dict:
    return {k: v for k, v in turn.answers.items() if base.get(k) != v}


# 1. asides of no question form: no FAQ answer, nothing kept, the question asked again
@pytest.mark.parametrize("lang,expecting,text", [
    ("en", "zip", "my mom is from here"),
    ("es", "zip", "mi mamá es de aquí"),
    ("en", "hs_gpa", "my mom is from here"),
    ("es", "hs_gpa", "mi mamá es de aquí"),
    ("es", "program", "algo de computadoras"),
    ("es", "program", "todavía no sabe, algo con carros"),
    ("en", "agi", "not yet but we will this week"),
])
def test_aside_gets_no_faq_answer(lang, expecting, text):
    turn, base = at(expecting, text, lang)
    assert turn.faq in (None, "dont_know"), (turn.faq, turn.reply)  # (failed before: what_next, books, deadlines…)
    assert not new_answers(turn, base), (new_answers(turn, base), turn.reply)
    # (fix51r2: no verdict was possible here: the question itself is asked again)
    assert turn.expecting == expecting, (turn.expecting, turn.reply)


def test_aside_first_question_en_es():
    for lang, text in (("en", "my mom is from here"), ("es", "mi mamá es de aquí")):
        turn = talk(lang, text)
        assert turn.faq in (None, "dont_know"), (turn.faq, turn.reply)  # (failed before: what_next)
        assert not turn.answers and turn.conversation.expecting == "applicant_type", turn.reply


# guards: questions without a "?" (a tag, a question word, an entry named plainly) still answered
@pytest.mark.parametrize("lang,expecting,text,topic", [
    ("en", "zip", "its not a loan right", "pay_back"),  # guard
    ("es", "zip", "paga los libros tambien", "books"),  # guard
    ("es", "zip", "las clases en linea cuentan", "online_classes"),  # guard
    ("en", "zip", "min college gpa to keep this", "renewal_gpa"),  # guard
    ("es", "zip", "el promedio es el ponderado o el normal", "gpa_weighted"),  # guard
    ("en", "zip", "i was in foster care is there help", "foster_youth"),  # guard
    ("es", "zip", "estuve en foster care hay ayuda para mi", "foster_youth"),  # guard
    ("es", "zip", "duermo en casas de amigos hay ayuda con la matricula", "foster_youth"),  # guard
    ("en", "zip", "im staying in a shelter can i get help with college", "foster_youth"),  # guard
])
def test_questions_still_answered(lang, expecting, text, topic):
    turn, _ = at(expecting, text, lang)
    assert turn.faq == topic, (turn.faq, turn.reply)


# 2. a parent's "is there help": never the foster-youth waiver
@pytest.mark.parametrize("lang,text", [
    ("es", "soy mama soltera hay ayuda para mi hijo"),
    ("es", "mi hija vive conmigo, hay ayuda"),
    ("es", "hay ayuda para mi hijo"),
    ("en", "im a single dad is there help for my daughter"),
    ("en", "single mom here, is there help for my son?"),
])
def test_parent_help_not_foster(lang, text):
    turn, _ = at("zip", text, lang)
    assert turn.faq != "foster_youth", turn.reply  # (failed before: foster_youth, in Spanish)
    # (fix51r2: no verdict was possible here: the ZIP question stays pending)
    assert turn.expecting == "zip", (turn.expecting, turn.reply)
