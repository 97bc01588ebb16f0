"""mend53: fix53r2's item 1, narrowed (fix53r2 was taken out: it also changed "I get a pension of 12k" and a parent's ex
"lives in Virginia"). A false "likely eligible": "my son is a senior at bowie high, i get 85k a year, his dad lives with
us" kept "Household income (AGI): $85,000" with no read-back, the dad at home never asked of; so "yo recibo 85 mil al
año". understand._OWN_PAY_SAID (own_pay_only) had no "get"/"recibo": now a verb of getting right before an amount is the
writer's own pay, so the other parent's pay is asked, as for "I make 85k". Guards (marked): kept behaviour."""
import pytest

from support import talk

HI = {"en": "hi", "es": "hola"}


@pytest.mark.parametrize("lang,message", [
    ("en", "my son is a senior at bowie high, i get 85k a year, his dad lives with us"),
    ("es", "mi hijo está en el último año en bowie high, yo recibo 85 mil al año, su papá vive con nosotros"),
    ("en", "my daughter is a senior at bowie high, i get about 85k a year, her dad lives with us"),
    ("es", "mi hija está en el último año en bowie high, recibo como 85 mil al año, su papá vive con nosotros"),
    ("en", "my son is a senior at bowie high, i make 85k a year, his dad lives with us"),              # guard
    ("es", "mi hijo está en el último año en bowie high, yo gano 85 mil al año, su papá vive con nosotros"),  # guard
])
def test_own_pay_by_get_not_the_household(lang, message):
    turn = talk(lang, HI[lang], message)
    assert "agi" not in turn.answers, (turn.reply, turn.answers)  # (failed before: 85000 kept, no read-back)
    assert turn.conversation.expecting == "agi" and turn.conversation.follow_up.get("a") == 85000, turn.reply
    assert (turn.assessment or {}).get("status") is None
