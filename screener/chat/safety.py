"""Messages about self-harm, abuse or danger: found before anything else is read, answered
with care and the 988 Suicide & Crisis Lifeline (``crisis_line`` in ``policy.yaml``; abuse or
danger from someone: also the Childhelp hotline, ``abuse_line``), and never read as an answer or kept in the transcript.

The phrases are input words only (normalized as :func:`.understand.normalize` does); they
lean towards caring too often rather than missing a student in trouble.
"""
from __future__ import annotations

from .understand import contains_any
from .understand import normalize

SELF_HARM = (
    "kill myself", "killing myself", "want to die", "wanna die", "wish i was dead", "wish i were dead",
    "suicide", "suicidal", "end my life", "end it all", "take my life", "take my own life",
    "hurt myself", "hurting myself", "harm myself", "self harm", "selfharm", "cut myself", "cutting myself",
    "no reason to live", "better off dead", "dont want to live", "dont want to be alive", "dont want to be here anymore",
    "kms", "unalive",
    "quiero morir", "me quiero morir", "quiero morirme", "matarme", "suicidarme", "suicidio", "suicida",
    "quitarme la vida", "hacerme dano", "lastimarme", "cortarme", "no quiero vivir", "no quiero seguir viviendo",
    "mejor muerto", "mejor muerta", "acabar con mi vida", "no vale la pena vivir",
    # said other ways (found trying to break the chat): a verb's other forms, "end it", "can't go on"
    "ending it all", "want to end it", "wanna end it", "going to end it", "gonna end it", "ending my life",
    "end myself", "ending myself", "kill me self", "hang myself", "hanging myself", "shoot myself",
    "slit my wrists", "cant go on anymore", "cant go on like this", "can not go on anymore", "nothing to live for", "no point in living",
    "never been born", "was never born", "if i died", "if i was dead", "if i were dead", "better off without me",
    "nobody would miss me", "no one would miss me", "overdose", "overdosed", "jump off a bridge",
    "jump off the bridge", "jump off a building", "disappear forever",
    "me quiero matar", "me voy a matar", "me quiero suicidar", "me voy a suicidar", "quitar la vida",
    "quitarme la vida", "hacer dano", "hacerme dano", "quiero desaparecer", "no quiero existir",
    "no quiero estar aqui", "quiero estar muerto", "quiero estar muerta", "quisiera estar muerto", "quisiera estar muerta", "estuviera muerto", "estuviera muerta",
    "no haber nacido", "nunca haber nacido", "sobredosis", "ahorcarme", "tirarme de un puente",
    "cortarme las venas", "me corte las venas", "no tengo razon para vivir", "no tengo por que vivir",
)
ABUSE = (
    "abuses me", "abused me", "abusing me", "being abused", "im abused", "am abused", "abuse at home",
    "hits me", "beats me", "beating me", "hurts me", "hurting me", "touches me",
    "raped", "rape", "sexual assault", "sexually assaulted", "molested", "domestic violence",
    "me pega", "me pegan", "me golpea", "me golpean", "abusa de mi", "abusan de mi", "abusaron de mi",
    "me maltrata", "me maltratan", "maltrato", "me violaron", "violacion", "abuso sexual",
    "violencia domestica", "me lastima", "me lastiman",
    "he hit me", "she hit me", "they hit me", "boyfriend hit me", "girlfriend hit me", "dad hit me", "mom hit me",
    "father hit me", "mother hit me", "stepdad hit me", "stepmom hit me", "husband hit me", "wife hit me",
    "me golpeo", "me golpearon",
)
DANGER = (
    "in danger", "not safe at home", "unsafe at home", "dont feel safe at home", "do not feel safe at home", "not safe where i live",
    "afraid for my life", "scared for my life", "threatening me", "threatened to kill", "going to kill me",
    "gonna kill me", "wants to kill me", "kicked me out and", "trafficked", "trafficking",
    "en peligro", "no estoy seguro en casa", "no estoy segura en casa", "no me siento seguro", "no me siento segura",
    "me amenaza", "me amenazan", "me quiere matar", "me van a matar", "miedo por mi vida", "trata de personas",
    "scared to go home", "afraid to go home", "scared to go back home", "afraid to go back home",
    "miedo de ir a mi casa", "miedo de ir a casa", "miedo de volver a casa", "miedo de volver a mi casa",
    "miedo de regresar a casa", "miedo de regresar a mi casa",
)
PHRASES = SELF_HARM + ABUSE + DANGER
EVERYDAY = ("hit me up",)  # "my mom hit me up about the FAFSA" is a message, not a blow


def hurt_by_someone(text: str) -> bool:
    """Return True when ``text`` speaks of abuse or danger from someone (the abuse hotline is
    given beside the crisis line), not of self-harm alone."""
    return contains_any(_everyday_out(normalize(text)), ABUSE + DANGER)


def _everyday_out(norm: str) -> str:
    for everyday in EVERYDAY:
        norm = f" {norm} ".replace(f" {everyday} ", " ").strip()
    return norm


def concerning(text: str) -> bool:
    """Return True when ``text`` speaks of self-harm, abuse or danger (English or Spanish)."""
    return contains_any(_everyday_out(normalize(text)), PHRASES)
