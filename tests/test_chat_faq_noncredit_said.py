"""The FAQ (issue #8, "Answer questions well"): "noncredit" said in words ("it isn't for credit",
"a course with no credits", "un curso que no da créditos", "no es de crédito") is the noncredit
entry's one word to the classifier, so a course's name beside it (a nursing-aide or a trade course,
which the licensure and Workforce Pell entries name) no longer outweighs it; and short Spanish
follow-ups and paperwork said "in process" find their entries.

The wordings were written for these tests (none is a phrase of flows/faq.yaml)."""
import pytest

from screener.chat.understand import normalize
from test_chat_faq_questions import _phrases
from test_chat_faq_questions import ask


@pytest.mark.parametrize("lang,text,topic", [
    ("en", "my phlebotomy class at the college is not for credit, can promise pay for it?", "noncredit"),
    ("en", "would a CDL course without any credits count for this?", "noncredit"),
    ("es", "¿sirve la beca para un curso de flebotomía que no da créditos?", "noncredit"),
    ("en", "is an EMT class that isn't for credit covered?", "noncredit"),
    ("es", "¿y luego qué hago?", "what_next"),
    ("es", "mis papeles siguen en trámite, ¿cambia algo para pedir la beca?", "undocumented"),
])
def test_the_topic_said_in_other_words(lang, text, topic):
    assert normalize(text) not in _phrases()
    assert ask(text, lang).faq == topic
