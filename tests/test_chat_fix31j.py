"""Classes of fix31j (a newcomer's findings). One parent's pay held and the other's asked beside a
read-back of the household: the other's rate by the hour said then is held through the read-back's
"yes", its hours asked next and the two added and read back (never the rate and the held pay
dropped, the income then asked plainly: a false "likely eligible"). The wording is ours."""
import pytest

from screener.chat import understand
from support import income_read_back
from support import talk
from support import then

_OPENING = {
    "en": "senior at Walkersville High, graduating may 2027, gpa 3.3, i live with my {a} and {b} in Frederick, my {a} makes 60k",
    "es": "estoy en el último año en Walkersville High, me gradúo en mayo 2027, promedio 3.3, vivo con mi {a} y mi {b} "
          "en Frederick, mi {a} gana 60 mil",
}


@pytest.mark.parametrize("lang,a,b,rate,yes,hours,want", [
    ("en", "mom", "stepdad", "my stepdad makes 40 an hour", "yes", "40", 60000 + 40 * 40 * 52),
    ("en", "dad", "stepmom", "she earns 25 dollars an hour", "yeah", "30", 60000 + 25 * 30 * 52),
    ("en", "mother", "father", "my father gets 30 an hour", "yep", "about 35", 60000 + 30 * 35 * 52),
    ("es", "mamá", "padrastro", "mi padrastro gana 40 la hora", "sí", "40", 60000 + 40 * 40 * 52),
    ("es", "papá", "madrastra", "ella gana 25 dólares por hora", "si", "30", 60000 + 25 * 30 * 52),
])
def test_the_other_parents_rate_survives_the_read_backs_yes(lang, a, b, rate, yes, hours, want):
    turn = talk(lang, _OPENING[lang].format(a=a, b=b), rate)
    assert turn.conversation.pending and turn.conversation.follow_up.get("k") == "hours", turn.reply
    turn = then(turn, yes, lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert turn.expecting == "agi" and "agi" not in turn.answers, turn.reply
    assert turn.conversation.follow_up.get("k") == "hours", turn.reply
    assert understand.HOURS_ASKED.split("?")[0] in turn.reply or "horas" in turn.reply, turn.reply
    turn = then(turn, hours, lang)
    assert income_read_back(turn) == want, turn.reply
