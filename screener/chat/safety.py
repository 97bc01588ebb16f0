"""Messages about self-harm, abuse or danger: found before anything else is read, answered
with care and the 988 Suicide & Crisis Lifeline (``crisis_line`` in ``policy.yaml``), and
never read as an answer or kept in the transcript.

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
)
ABUSE = (
    "abuses me", "abused me", "abusing me", "being abused", "im abused", "am abused", "abuse at home",
    "hits me", "beats me", "beating me", "hurts me", "hurting me", "touches me",
    "raped", "rape", "sexual assault", "sexually assaulted", "molested", "domestic violence",
    "me pega", "me pegan", "me golpea", "me golpean", "abusa de mi", "abusan de mi", "abusaron de mi",
    "me maltrata", "me maltratan", "maltrato", "me violaron", "violacion", "abuso sexual",
    "violencia domestica", "me lastima", "me lastiman",
)
DANGER = (
    "in danger", "not safe at home", "unsafe at home", "dont feel safe at home", "do not feel safe at home", "not safe where i live",
    "afraid for my life", "scared for my life", "threatening me", "threatened to kill", "going to kill me",
    "gonna kill me", "wants to kill me", "kicked me out and", "trafficked", "trafficking",
    "en peligro", "no estoy seguro en casa", "no estoy segura en casa", "no me siento seguro", "no me siento segura",
    "me amenaza", "me amenazan", "me quiere matar", "me van a matar", "miedo por mi vida", "trata de personas",
)
PHRASES = SELF_HARM + ABUSE + DANGER


def concerning(text: str) -> bool:
    """Return True when ``text`` speaks of self-harm, abuse or danger (English or Spanish)."""
    return contains_any(normalize(text), PHRASES)
