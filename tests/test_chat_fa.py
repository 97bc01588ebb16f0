"""A newcomer's findings (false "likely eligible"): a second parent's pay said after one
parent's pay was kept is added to the household income (§18-3603(b)(4)), EN and ES."""
from support import talk


def test_dad_said_after_mom_kept_from_opening_en():
    # (with a GPA in the same opening the mom's pay is not yet kept as her part: left, see the note)
    t = talk("en", "I'm a senior at Blair High in Silver Spring, graduating June 2027, and my mom makes about 45k",
             "yes", "oh and my dad makes 120k")
    assert "165,000" in t.reply and t.answers.get("agi") == 45000
    t = talk("en", "I'm a senior at Blair High in Silver Spring, graduating June 2027, and my mom makes about 45k",
             "yes", "oh and my dad makes 120k", "yes")
    assert t.answers.get("agi") == 165000


def test_dad_said_after_mom_kept_from_opening_es():
    t = talk("es", "estoy en el último año de Wheaton High, me gradúo en junio 2027, mi mamá gana 45 mil",
             "sí", "mi papá gana 120 mil", "sí")
    assert t.answers.get("agi") == 165000
