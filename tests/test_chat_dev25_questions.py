"""dev25's FAQ classes, in both languages (own wording): a college's calendar for dropping a class
and what a dorm costs are no Promise topic (the award named keeps them this FAQ's); "is this the
free college program" is what the award is; all or part of the bill is the award's amount."""
import pytest

from screener.chat import faq


@pytest.mark.parametrize("text", [
    "when is the last day to drop a course this fall",
    "what is the withdrawal deadline for spring classes",
    "hasta cuando me puedo dar de baja de una materia",
    "cual es la fecha limite para retirarme de una clase",
    "how much does it cost to stay in the residence hall at garrett",
    "what's the price of campus housing at allegany",
    "cuanto cobran por un cuarto en los dormitorios de garrett",
    "que precio tiene vivir en la residencia del college",
])
def test_calendar_and_dorm_prices_are_off_topic(text):
    assert faq.find(text) is None


@pytest.mark.parametrize("text,topic", [
    ("will the scholarship cover the dorms", "residence_halls_vs_residency"),
    ("la beca me paga el dormitorio", "residence_halls_vs_residency"),
    ("if i drop a class will i lose the promise", "renewal_credits"),
    ("si dejo una clase pierdo la beca", "renewal_credits"),
])
def test_the_award_named_stays_this_faqs(text, topic):
    found = faq.find(text)
    assert found is not None and found.id == topic


@pytest.mark.parametrize("text,topic", [
    ("wait so is promise the thing where community college is free?", "what_is"),
    ("esto es eso de estudiar gratis en el college comunitario?", "what_is"),
    ("will it pay my whole tuition or only a piece of it?", "award_amount"),
    ("me cubre toda la matricula o solo un poquito?", "award_amount"),
])
def test_new_phrasings_find_their_topic(text, topic):
    found = faq.find(text)
    assert found is not None and found.id == topic
