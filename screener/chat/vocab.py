"""Input vocabulary for the chat: the English and Spanish words students use for each answer.

These are *input* words only (what a student may type), written normalized: lower case, no
accents, no apostrophes (see :func:`screener.chat.understand.normalize`). Replies are always
gettext messages. Choice labels, county and college names are matched too, so only the
extra ways of saying things are listed here.
"""

YES = (
    "yes", "y", "yeah", "yea", "yep", "yup", "yh", "sure", "ya", "yess", "yas", "yessir", "ofc", "for sure", "mhm", "uh huh",
    # slang and letters held ("yuh", "yuhh" squeezed to "yuh", "yessirrr" to "yesir", "sisi"; a newcomer's finding)
    "yuh", "yesir", "yeppers", "sisi",
    # (fix46h) "ok" texted as one letter, alone ("kk" squeezed to "k")
    "k", "kk",
    "simon", "sipi", "aja", "orale", "dale", "va", "seguro", "si claro", "pos si", "pues si", "obvio", "obvio si", "of course", "correct", "right", "true",
    "i do", "i am", "i have", "i will", "i qualify", "definitely", "absolutely", "yes i do",
    "it does", "they do", "si", "sip", "claro", "claro que si", "por supuesto", "cierto",
    "afirmativo", "asi es", "si califico", "correcto", "i believe so", "believe so", "i think so", "think so",
    "creo que si", "creo que si califico", "yes maam", "yes sir", "si senora", "si senor", "simon que si",
    "should be", "it should be", "i should", "i guess so", "supongo que si", "deberia", "deberia ser",  # hedged (dev8)
)
NO = (
    "no", "n", "nope", "nah", "naw", "nop", "nel", "nelson", "nones", "pues no", "para nada no", "no way", "not", "never", "false", "i dont", "i do not", "im not",
    "i am not", "dont", "doesnt", "it doesnt", "they dont", "no i dont", "not really",
    "nunca", "negativo", "para nada", "todavia no", "aun no", "not yet", "no tengo",
    "no califico", "no lo hago", "i dont think so", "dont think so", "i do not think so", "i dont believe so",
    "dont believe so", "creo que no", "no creo", "i think not", "probably not", "probablemente no",
)
# Answering a read-back ("Just to check … Is that right?").
YES_WORDS = ("yes", "yeah", "yea", "yep", "yup", "ya", "ye", "yh", "yass", "yess", "yesss", "correct", "right", "exactly", "sure",
             "si", "sip", "sipi", "simon", "aja", "claro", "correcto", "exacto", "eso", "ok", "okay", "okey", "dale", "va",
             "orale", "afirmativo", "cierto", "perfecto", "asi", "bet", "fs", "affirmative", "sale", "yah", "yeh", "sim",
             "yuh", "yesir", "yeppers", "sisi",
             # (fix46h) "ok" texted long ("oki", "okie", "okis"; "k" alone is in YES: "k es agi" is a "qué")
             "oki", "okie", "okis")
# (fix47c, a newcomer's finding) a pronoun that points at what was said back ("eso", "¡eso!", "eso es"):
# a yes to a read-back, but no answer by itself to a yes/no question ("¿Ya tomas clases en un college
# comunitario?" · "eso" was kept as "Sí"); "eso sí", "eso es correcto" carry their own yes
POINTING_YES = ("eso",)
# (fix49g, a newcomer's wrong "no") what someone else does or doesn't do for the family: help,
# support, pay, send money, call, live here ("su papá vive en otro estado y no nos ayuda", "his dad
# doesn't help us", "no le manda dinero", "he doesn't live here"). A "no" that negates one of these
# (understand._other_facts_apart) is that fact's, never the "no" of the yes/no question waiting
# (it was read back as "Matrícula estatal: No"). Third person only: "I don't live here" is the student's
SOMEONE_ELSES_DOING = ("help", "helps", "helping", "helped", "support", "supports", "supported", "pay", "pays", "paid", "send",
                       "sends", "sent", "call", "calls", "visit", "visits", "care", "cares", "contribute", "contributes", "give",
                       "gives", "lives", "ayuda", "ayudan", "ayudaba", "ayudaban", "apoya", "apoyan", "apoyaba", "paga", "pagan",
                       "pagaba", "manda", "mandan", "mandaba", "envia", "envian", "da", "dan", "daba", "llama", "llaman",
                       "visita", "visitan", "aporta", "aportan", "contribuye", "contribuyen", "vive", "viven", "mantiene",
                       "mantienen")
NO_WORDS = ("no", "nope", "nah", "naw", "nop", "nel", "nelson", "wrong", "incorrect", "incorrecto", "negativo", "mal", "not")
CONFIRM_YES = ("de una", "a huevo", "thats right", "that is right", "thats correct", "that is correct", "yes thats right", "all correct",
               "all good", "looks good", "looks right", "es correcto", "esta bien", "todo bien", "asi es", "si es correcto",
               "si esta bien", "todo correcto", "yes it is", "it is", "si es", "mhm", "uh huh")
# (fix53d) "all of them", "todos" said to a read-back of several facts ("Just to check, I read: • … • … Is
# that right?"): every fact right, a yes to all (engine: only there, and never after "Which one is wrong?",
# where "All of them" is its quick reply for every fact wrong); it was an FAQ's reply or "I still need a yes or no"
ALL_CONFIRMED = ("all", "all of them", "all of it", "everything", "all of them are right", "all of them are correct",
                 "all are right", "all are correct", "theyre all correct", "they are all correct", "everything is right",
                 "everything is correct", "everythings right", "everythings correct", "all of them yes", "yes all of them",
                 "todos", "todas", "todo", "todos ellos", "todos estan bien", "todas estan bien", "todos son correctos",
                 "todas son correctas", "todos correctos", "todo esta correcto", "si todos", "si todo", "todos si")
CONFIRM_NO = ("thats wrong", "that is wrong", "not right", "thats not right", "not correct", "no thats wrong",
              "esta mal", "no es correcto", "no es asi", "eso no", "no es",
              # (fix41a) the Spanish of "that's wrong", "that's not right"
              "eso esta mal", "eso no es correcto", "eso no es asi", "no esta bien", "eso no esta bien")

# (fix45t) the words a hedged yes may carry after it and still be a yes ("i think so yeah, both of
# theirs", "creo que sí, los dos suman eso"); any other word (less, menos, moved, mudó …) asks again
HEDGE_REMARK_WORDS = ("both", "of", "theirs", "them", "their", "the", "two", "together", "combined", "total", "all", "that",
                      "thats", "its", "it", "is", "right", "correct", "yeah", "yes", "yep", "yup", "si", "sip", "los", "las",
                      "dos", "suman", "eso", "es", "de", "ellos", "ellas", "juntos", "juntas", "ambos", "ambas", "entre",
                      "correcto", "todo", "y", "and", "what", "whats", "on", "taxes", "sum", "added", "up")
UNSURE = (
    "not sure", "unsure", "dont know", "do not know", "idk", "no idea", "im not sure",
    "not certain", "maybe", "no se", "no lo se", "no estoy seguro", "no estoy segura",
    "quizas", "quiza", "tal vez", "no tengo idea", "ni idea", "no sabemos", "we dont know", "no clue", "not a clue",
    "no clue honestly", "ni se", "quien sabe", "no tengo ni idea", "havent a clue", "dunno", "idk honestly",
    "no me acuerdo", "no recuerdo", "no lo recuerdo", "ya no me acuerdo", "ni me acuerdo", "no me lo se", "no me la se",
    "se me olvido", "lo olvide", "dont remember", "do not remember", "cant remember", "i forgot", "forgot",
    "no estoy segura de", "no estoy seguro de", "no lo tengo claro", "no se bien", "idr", "i dont recall",
    # someone else who didn't know either ("the man at the office wasn't sure", "tampoco sabían"): no answer yet
    "wasnt sure", "was not sure", "werent sure", "were not sure", "isnt sure", "is not sure", "arent sure", "are not sure",
    "not sure either", "didnt know either", "doesnt know either", "dont know either", "nobody knew", "no one knew", "nobody knows",
    "no estaba seguro", "no estaba segura", "no estaban seguros", "no estaban seguras", "tampoco sabia", "tampoco sabian",
    "tampoco sabe", "tampoco saben", "tampoco estaba seguro", "tampoco estaba segura", "nadie sabia", "nadie sabe",
    # not knowing said politely, in the conditional or as what one can't tell ("no sabría decirle",
    # "no le podría decir", "I couldn't tell you"): no "no"
    "no sabria", "no sabriamos", "no le sabria", "no te sabria", "no les sabria", "no podria decir", "no podria decirle",
    "no podria decirte", "no le podria decir", "no te podria decir", "no sabria decir", "no sabria decirle", "no sabria decirte",
    "couldnt tell you", "cant tell you", "could not tell you", "cannot tell you", "wouldnt know", "would not know",
    "couldnt say", "cant say for sure", "cant really say",
)
# Class (dev18): not knowing said with a word of degree between "not" and "sure" ("not really sure",
# "not totally sure", "no estoy muy segura", "no estoy del todo seguro"): unsure, never a "no"
# ("not 100% sure" after a yes is a hedged yes, dev2: no degree of a hundred here)
_DEGREE_EN = ("really", "totally", "completely", "entirely", "quite", "too", "that", "so", "fully", "real", "super", "all that")
_DEGREE_ES = ("muy", "tan", "del todo", "bien", "completamente", "totalmente", "mucho")
UNSURE += tuple(f"not {d} {s}" for d in _DEGREE_EN for s in ("sure", "certain")) + tuple(
    f"no {v} {d} {s}" for v in ("estoy", "estamos") for d in _DEGREE_ES for s in ("seguro", "segura", "seguros", "seguras"))
SKIP = (
    "skip", "pass", "estimate", "estimate them", "you estimate", "no thanks", "omitir",
    "saltar", "siguiente", "estimalo", "estimalos", "calcula",
)
SKIP_ALONE = ("skip", "skip it", "omitir", "saltar", "pass")  # "skip" said with nothing to estimate (no thanks, I don't know: their own replies)
ZERO = (
    "zero", "nothing", "none", "no income", "didnt file", "did not file", "no one filed",
    "nobody filed", "we dont file", "no taxes", "cero", "nada", "ningun ingreso",
    "sin ingresos", "no declaramos", "nadie declaro", "nobody works", "no one works", "nadie trabaja",
    "no trabajamos", "we dont work", "we have no income", "no tenemos ingresos",
    "no tiene ingresos", "no tienen ingresos",  # (fix33q: "él no tiene ingresos", said of the student)
)
GREETINGS = (
    "hi", "hello", "hey", "hola", "buenas", "buenos dias", "buenas tardes", "buenas noches",
    "good morning", "good afternoon", "start", "empezar", "comenzar", "help", "ayuda",
) + ("que onda", "q onda", "k onda", "que tal", "q tal", "quiubo", "quihubo", "que hubo", "whats up", "wassup", "sup",
     "what up", "wsp", "wsg", "yo")
# Social openers that look like a question but ask nothing ("q onda, soy senior…", "what's up,
# my mom makes 40k"): a clause that is only one of these is no question.
SOCIAL_OPENERS = ("que onda", "q onda", "k onda", "que tal", "q tal", "que hubo", "quiubo", "quihubo", "que pex",
                  "que pedo", "que paso", "whats up", "what up", "wassup", "sup", "whats good", "hows it going",
                  "how are you", "how r u", "how are u", "hope youre well", "como estas", "como esta", "como le va")
RESTART = (
    "start over", "restart", "start again", "begin again", "reset", "new conversation",
    "empezar de nuevo", "comenzar de nuevo", "volver a empezar", "reiniciar",
    "empezar otra vez", "empieza de nuevo", "desde el principio",
)
# Words that call off a restart asked about ("Start over? Everything you've told me will be
# cleared."): the conversation goes on, as for a "no"
RESTART_CANCEL = (
    "cancel", "never mind", "nevermind", "nvm", "keep going", "continue", "go on", "keep my answers", "dont",
    "cancelar", "olvidalo", "no importa", "seguir", "sigue", "continuar", "continua", "mejor no",
)
# Words that may stand beside a restart phrase in the command itself ("can we start over
# please", "quiero empezar desde el principio"); any other word makes the phrase part of an
# answer ("a medio tiempo desde el principio", "I had to start over at a new school").
RESTART_FILLERS = (
    "please", "pls", "plz", "lets", "let us", "can we", "can i", "could we", "i want to", "i wanna", "i need to",
    "want to", "wanna", "ok", "okay", "just", "again", "all", "the", "from", "beginning", "the beginning",
    "conversation", "chat", "now", "hey", "hi", "oops", "sorry", "i", "me", "we", "to",
    "por favor", "porfa", "quiero", "queremos", "vamos a", "podemos", "puedo", "otra vez", "de nuevo", "todo",
    "empezar", "comenzar", "empecemos", "comencemos", "volver a", "ya", "hola", "perdon", "la", "el", "conversacion",
)
BACK = ("go back", "back", "undo", "previous question", "atras", "volver", "regresar", "pregunta anterior", "deshacer")
# (fix47k, a newcomer's finding: "can we go back" was answered by the FAQ, "go back to the last
# question" not understood) the words that may stand beside a back phrase in the command itself; any
# other word makes it part of an answer ("I want to go back to school", "volver a estudiar")
BACK_FILLERS = (
    "to the last question", "to the previous question", "the last question", "last question", "the last one",
    "last one", "the previous one", "one step", "a step", "one question", "the question", "go", "to",
    "a la pregunta anterior", "a la anterior", "la anterior", "la ultima pregunta", "ultima pregunta", "un paso",
    "una pregunta", "atras", "hacia atras", "para atras", "vamos", "ir", "regresemos", "volvamos", "me",
    # (fix48f) the short commands the "three words or fewer with back" rule took, now that only a
    # message made of a back phrase and these words is the command ("wait go back", "undo that",
    # "take me back", "espera, atrás", "vuelve atrás"); "back to school", "i went back" are answers
    "wait", "hold on", "no", "that", "one", "a question", "up", "take me", "last answer", "the last answer",
    "my last answer", "my answer", "that answer", "espera", "espere", "un momento", "eso", "llevame", "vuelve",
    "vuelva", "regresa", "mi ultima respuesta", "la ultima respuesta", "mi respuesta", "esa respuesta",
)
CHANGE = (
    "change", "update", "edit", "fix", "correct", "i want to change", "cambiar", "cambia",
    "corregir", "modificar", "actualizar", "quiero cambiar",
    "corrige", "corrija", "actualiza", "actualice", "modifica", "modifique", "cambie",  # the imperatives (dev13)
)

# Asking for a person: answered at once with the college's financial aid office and MHEC.
PERSON = (
    "talk to a person", "talk to someone", "talk to somebody", "talk to a human", "talk to a real person",
    "speak to a person", "speak to someone", "speak with someone", "speak with a person", "speak to a human",
    "real person", "a human", "human please", "person please", "agent", "representative", "live person",
    "can i call someone", "who can i call", "who can i talk to", "contact a person",
    "hablar con alguien", "hablar con una persona", "hablar con un humano", "persona real", "un humano",
    "hablar con un agente", "un agente", "un representante", "quiero hablar con alguien", "con quien puedo hablar",
    "a quien puedo llamar", "hablar con una persona real",
)

# Asking what the pending question means: its hint is shown (otherwise only after a miss).
HINT_ASKS = (
    "what do you mean", "what does that mean", "what does it mean", "what is that", "whats that", "i dont understand",
    "dont understand", "explain", "explain please", "huh", "help", "help me", "more info", "hint",
    "que significa", "que significa eso", "que quieres decir", "no entiendo", "no le entiendo", "explicame",
    "ayuda", "ayudame", "mas informacion", "que es eso",
)

# (fix41d) a bare word of puzzlement at a question ("what", "huh", "¿qué?", "¿cómo?"): the hint, and a
# miss (never asked a third time in a row); "??" alone too (understand.puzzled_only)
PUZZLED = ("what", "wat", "wut", "whut", "huh", "que", "como", "mande")

# Questions outside what this FAQ covers: answered "I don't know" with a person to ask.
OFF_TOPIC = (
    "weather", "clima", "el tiempo manana", "parking", "park my car", "estacionamiento", "estacionar", "party", "parties",
    # where to leave a car (class, dev13: "Takoma Park", "College Park" are places, so never "park" alone)
    "place to park", "where to park", "spot to park", "where do i park", "where can i park", "where should i park",
    "estacionarse", "estacionarme", "me estaciono", "parquear", "parqueo", "parqueadero",
    "fiesta", "fiestas", "joke", "chiste", "wifi", "wi fi", "password", "contrasena", "clave del", "celular", "cell phone",
    "iphone", "homework", "tarea", "my dog", "mi perro", "pets", "mascota", "ravens", "orioles", "wizards", "football game",
    "partido", "futbol", "soccer", "basketball", "restaurant", "restaurante", "pizza", "movie", "pelicula", "song",
    "cancion", "girlfriend", "boyfriend", "novia", "novio", "drivers license", "licencia de manejo", "licencia de conducir",
    "best major", "mejor carrera", "carrera gana", "make the most money", "gana mas dinero", "part time job",
    "trabajo de medio tiempo", "where can i buy", "donde compro", "cheap laptop", "bus schedule", "horario del bus",
)

# Maryland's four-year universities by the names families use (class, dev16: "si me paso a College
# Park", "can I keep using it at UMBC later" were answered as a switch between community colleges,
# or not at all): to the FAQ's classifier each is "university", what the question asks about
# ("College Park" where one lives, "vivo en College Park", is the town: see faq._places_masked).
UNIVERSITIES = (
    "university of maryland", "universidad de maryland", "umd", "umbc", "umes", "umgc", "ubalt", "college park",
    "towson", "towson university", "morgan state", "morgan", "bowie state", "coppin state", "coppin", "frostburg",
    "frostburg state", "salisbury university", "st marys college", "johns hopkins", "hopkins", "loyola", "goucher",
    "mcdaniel", "stevenson", "hood college", "washington college", "notre dame of maryland",
)

# (fix48l) The grades of high school by the words said for them, the one list the readers of a
# grade build on (chat/understand.py: grade_now, the degree's year of school, a school's name;
# fix48c had copied its words into four lists): the class years ("junior", "sophomore"), the grade
# in words ("eleventh", "décimo"), and the year of a four-year prepa ("tercero de prepa" is the
# 11th; "cuarto año" the last, read as a senior's). A class year is a high-school grade only with
# high school said beside it ("a junior developer", "a sophomore at Montgomery College" are not).
HS_CLASS_YEARS = {"senior": 12, "junior": 11, "sophomore": 10, "freshman": 9, "freshmen": 9}
HS_GRADE_ORDINALS = {"twelfth": 12, "eleventh": 11, "tenth": 10, "ninth": 9, "doceavo": 12, "duodecimo": 12,
                     "onceavo": 11, "undecimo": 11, "decimo": 10, "noveno": 9}
HS_PREPA_YEARS = {"primer": 9, "primero": 9, "segundo": 10, "tercer": 11, "tercero": 11}

# Retrieval (FAQ): words that carry no topic, and spellings of texting (both languages).
STOP_WORDS = frozenset((
    "i", "im", "me", "my", "a", "an", "the", "is", "are", "was", "be", "to", "of", "in", "on", "at", "for", "it", "its",
    "this", "that", "and", "or", "so", "do", "does", "did", "can", "could", "will", "would", "should", "you", "your",
    "u", "ur", "we", "our", "they", "them", "there", "then", "just", "still", "also", "about", "with", "have", "has",
    "get", "got", "any", "some", "hi", "hey", "hello", "please", "pls", "ok", "okay", "um", "uh", "like", "really",
    "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "y", "o", "en", "es", "mi", "mis", "me",
    "se", "lo", "le", "les", "a", "por", "con", "que", "su", "sus", "tu", "tus", "yo", "eso", "esto", "esta", "este",
    "hola", "oye", "pues", "bueno", "porfa", "ya", "muy", "tambien",
    # fillers of speech and texting that ask nothing ("how do I actually apply", "oiga, ps…")
    "actually", "even", "oiga", "oigan", "mire", "ps", "pos",
))
SLANG = {
    "k": "que", "q": "que", "pa": "para", "xq": "por que", "pq": "por que", "ocupo": "necesito", "ocupa": "necesita",
    "ppl": "people", "u": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please", "bc": "because",
    "cuz": "because", "gonna": "going to", "wanna": "want to", "gotta": "have to", "w": "with", "tmrw": "tomorrow",
    "prepa": "high school", "colegio": "college", "chamba": "trabajo", "lana": "dinero", "feria": "dinero",
    "papas": "padres", "pay": "pay", "uni": "university", "cc": "community college", "hs": "high school",
    # misheard by voice-to-text (class: a dictated question): "workforce pale", "la fasa", "fasfa"
    "pale": "pell", "pel": "pell", "fasfa": "fafsa", "fasa": "fafsa", "faf": "fafsa",
    # texted Spanish as typed on WhatsApp, and its regional words (class: a question in
    # shorthand or in a region's words, dev11): spelled the way the FAQ's phrases are written
    "ke": "que", "x": "por", "xfa": "por favor", "porq": "por que", "tmb": "tambien", "tb": "tambien",
    "aki": "aqui", "aca": "aqui", "dnd": "donde", "kiero": "quiero", "toy": "estoy", "pal": "para el",
    "mijo": "mi hijo", "mija": "mi hija", "pisto": "dinero",
    "varo": "dinero", "varos": "dinero", "jale": "trabajo", "instate": "in state",
    # (fix44i) typed on a phone: part time and full time as texted
    "pt": "part time", "ft": "full time",
}

# Money named after an amount ("2 mil dólares", "800 bucks", "2 mil de pisto", "500 de lana"): the
# words a period or a credit may follow ("... por semestre"), the slang of Central America and Mexico too.
MONEY_NOUNS = ("dollars", "dollar", "dolares", "dolar", "bucks", "usd", "pesos", "pisto", "lana", "feria", "varos",
               "plata", "billete", "billetes", "dinero", "money", "cash", "en efectivo", "cash money")

# Income: clauses about people outside the household, take-home pay, two earners.
NOT_HOUSEHOLD = (
    "brother", "sister", "cousin", "uncle", "aunt", "friend", "boyfriend", "girlfriend", "hermano", "hermana", "primo",
    "prima", "tio", "tia", "amigo", "amiga", "novio", "novia", "doesnt live with", "does not live with", "dont live with",
    "no vive con", "no viven con", "lives somewhere else", "vive en otro lado", "vive aparte",
)
TAKE_HOME = (
    "after taxes", "after tax", "take home", "takehome", "net pay", "net income", "in my pocket",
    "despues de impuestos", "impuestos descontados", "ya con impuestos", "neto", "libre de impuestos", "en la mano",
    "libres", "limpios", "sin impuestos", "after deductions", "paycheck after", "net", "netos",
    # pay with deductions taken out, in Spanish ("1,100 la quincena después de los descuentos")
    "despues de los descuentos", "despues de descuentos", "con los descuentos", "ya con descuentos",
    "ya descontado", "ya descontados", "descontando los impuestos", "bring home", "brings home",
    # (dev12) what reaches the bank, said so ("lo que le llega limpio", "what he clears a month")
    "llega limpio", "llega limpia", "llegan limpios", "queda limpio", "quedan limpios", "le llega", "me llega", "nos llega", "les llega", "clears", "hits the bank",
    "hits my account", "hits his account", "hits her account", "deposited", "depositan",
    # (dev14) taxes said as taken out, with an article or a participle ("ya con los impuestos quitados", "with taxes taken out")
    # (dev16) pay that arrives, said in the plural ("me llegan 700 a la semana"); taxes taken out
    # said any other way: screener.chat.understand.take_home
    "me llegan", "le llegan", "nos llegan", "les llegan",
    "ya con los impuestos", "impuestos quitados", "quitando impuestos", "quitando los impuestos", "menos impuestos",
    "menos los impuestos", "taxes taken out", "taxes out", "minus taxes", "after they take out taxes", "after taxes come out",
)
# An amount said as an approximation ("about 100k", "como 100 mil", "100ish"): near an income
# limit it is read back with the limit (screener.rules.income_limit_near); :data:`UNSURE` counts too.
APPROXIMATE = (
    "about", "around", "like", "roughly", "approx", "approximately", "almost", "nearly", "close to", "more or less",
    "or so", "give or take", "ish", "something like", "probably", "i think", "i guess", "ballpark", "estimate",
    "estimated", "rounded", "roughly about", "just about", "somewhere around", "in the neighborhood of",
    "como", "unos", "unas", "cerca de", "casi", "aproximadamente", "aprox", "mas o menos", "alrededor de",
    "creo", "creo que", "por ahi", "algo asi", "mas o menos como", "aproximado", "redondeando",
    # Class (a newcomer's finding): a guess said so ("I'd say 100k", "I figure 100k", "calculo que 100
    # mil", "andamos en 100 mil") was taken as exact: near a limit, the limit was not named, though
    # "I guess 100k" and "creo que 100 mil" named it
    "id say", "i would say", "id guess", "i would guess", "i figure", "i suppose", "i believe", "i estimate",
    "diria", "diria que", "yo diria", "calculo", "calculo que", "supongo", "supongo que", "me imagino",
    "me imagino que", "pienso que", "creeria", "estimo", "como que", "andamos en", "andamos por", "anda en",
    "anda por", "andan en", "andan por", "a lo mejor",
)
EARNERS_TWO = ("and my dad", "and my mom", "and my wife", "and my husband", "y mi esposa", "y mi esposo", "y mi papa",
               "y mi mama", "my dad", "my mom", "mi papa", "mi mama", "mi esposa", "mi esposo", "mi apa", "mi ama")

# High school: a GED with no place (asked back), places outside Maryland (the student's own
# school there rules the student out, so it is read back), words that name a school.
# A school named by its kind only, not by a place or a name: which state is asked back.
SCHOOL_NO_PLACE = ("online school", "online high school", "virtual school", "virtual high school", "escuela en linea",
                   "prepa en linea", "escuela virtual", "secundaria en linea", "secundaria virtual")
# The student named among the people listed ("my mom, my brother and me", "mi mamá y yo").
LISTING_ME = ("and me", "and i", "and myself", "me and", "y yo", "yo y", "conmigo", "including me", "contandome",
              "contando a mi", "incluyendome")
# Not done yet, but meant to be ("not yet", "todavía no"): no refusal.
NOT_YET = ("not yet", "havent yet", "i havent", "not done yet", "working on it", "todavia no", "aun no", "no todavia",
           "no aun", "todavia", "estoy en eso")
# Almost, not yet done ("ya mero", "ya casi", "almost"): never a "yes", though "ya" opens it (fix45d)
ALMOST_DONE = ("ya mero", "ya merito", "ya casi", "casi casi", "almost", "not quite", "nearly")
# Not now, or not at all, said instead of an answer ("not right now", "ahorita no", "I'd rather not
# say"): the student doesn't give it, as with "I don't know" (never a "no": see understand.deferred).
NOT_NOW = ("not right now", "not now", "not at the moment", "not at this time", "not today", "not right this second",
           "ahorita no", "ahora no", "orita no", "horita no", "ahorita mismo no", "ahora mismo no", "no ahorita", "no ahora",
           "por ahora no", "por el momento no", "en este momento no")
LATER = ("maybe later", "later", "ill tell you later", "ill do it later", "ill answer later", "ask me later", "can we do it later",
         "mas tarde", "luego", "despues", "luego te digo", "despues te digo", "te digo luego", "te digo despues",
         "te digo mas tarde", "en otro momento")
DECLINE = ("rather not", "id rather not", "rather not say", "id rather not say", "id rather not answer", "rather not answer",
           "prefer not to say", "i prefer not to say", "id prefer not to say", "prefer not to answer", "i prefer not to answer",
           "id prefer not to answer", "i dont want to say", "dont want to say", "i dont want to answer", "dont want to answer",
           "i dont wanna say", "dont wanna say", "i dont want to tell you", "thats private", "its private", "none of your business",
           "prefiero no decir", "prefiero no decirlo", "prefiero no contestar", "prefiero no responder", "prefiero no decirte",
           "no quiero decir", "no quiero decirlo", "no quiero contestar", "no quiero responder", "no te quiero decir",
           "eso es privado", "es privado", "no comment", "pass on that", "mejor no", "paso")
HOME_SCHOOL = ("home school", "homeschool", "homeschooled", "home schooled", "en casa", "escuela en casa")
# Words that are no school's name when they are the whole answer ("nowhere", "still going").
NOT_A_NAME = ("nowhere", "ninguna", "ninguno", "none", "nothing", "nada", "still", "todavia", "aun", "yet", "idk",
              "dunno", "skip", "omitir", "help", "ayuda", "what", "que", "huh", "ok", "okay", "thanks", "gracias",
              # texting slang and reactions: no school is called that
              "lol", "lmao", "lmfao", "rofl", "bruh", "bro", "wdym", "omg", "smh", "tbh", "ngl", "fr", "wtf", "xd", "meh",
              "jaja", "jeje", "jsjs", "ntp", "nvm", "hmm", "umm", "wait", "espera", "sorry", "perdon",
              # (fix49i, dev49 d49-s-en-10) pronouns: people and things pointed at, never a school's own
              # name ("someone mentioned it", "alguien me dijo", "he told me", after a question answered)
              "it", "someone", "somebody", "something", "anyone", "anybody", "everyone", "everybody", "he", "she",
              "him", "they", "them", "you", "alguien", "algo", "nadie", "ustedes", "usted")
# A whole message that closes a conversation once the result is shown ("ok", "gracias").
THANKS = ("ok", "okay", "k", "kk", "thanks", "thank you", "thx", "ty", "cool", "great", "gracias", "muchas gracias",
          "vale", "listo", "orale", "ok gracias", "ok thanks", "bye", "adios")
# (fix53k) words that deny a GED just before it ("no GED", "not a GED", "no tengo GED", "sin GED", "never
# got my GED"): no GED said (understand.ged_denied_dropped); a pause between ("no, GED") is an answer, kept
GED_DENIED = ("no", "not", "nor", "never", "without", "sin", "ni", "dont have", "do not have", "didnt get", "didnt take",
              "didnt do", "never got", "never took", "havent got", "havent done", "no tengo", "no tiene", "no saque",
              "no hice", "no tome", "nunca saque", "nunca hice")
GED_ALONE = ("ged", "el ged", "my ged", "mi ged", "a ged", "un ged", "tengo el ged", "i have a ged", "i have my ged")
FOREIGN_PLACES = (
    "virginia", "west virginia", "pennsylvania", "delaware", "dc", "washington dc", "district of columbia", "new york",
    "new jersey", "texas", "california", "florida", "north carolina", "mexico", "el salvador", "guatemala", "honduras",
    "nicaragua", "venezuela", "colombia", "peru", "ecuador", "dominican republic", "republica dominicana", "puerto rico",
    "cuba", "nigeria", "ghana", "ethiopia", "etiopia", "cameroon", "india", "china", "korea", "vietnam", "philippines",
    "haiti", "jamaica", "brazil", "brasil", "another country", "other country", "otro pais", "en mi pais", "abroad",
    "extranjero", "another state", "otro estado", "out of state", "outside maryland", "fuera de maryland",
    # cities named for a saint, which the time zones' cities leave out (places.world_cities: "San
    # Maris" is St. Mary's dictated): the ones that are no one's name and no Maryland town
    "santo domingo", "san salvador", "san pedro sula", "santiago de los caballeros", "san miguel el salvador",
    # the other states by their names in either language, the ones that are no everyday word, no
    # one's name and no Maryland county ("Washington", "Carolina", "Colorado", "Nevada" left out)
    "pensilvania", "nueva york", "nueva jersey", "carolina del norte", "south carolina", "carolina del sur",
    "virginia occidental", "ohio", "tennessee", "kentucky", "illinois", "michigan", "massachusetts",
    "connecticut", "new hampshire", "rhode island", "alabama", "mississippi", "louisiana", "luisiana", "arkansas",
    "oklahoma", "kansas", "missouri", "iowa", "minnesota", "wisconsin", "arizona", "new mexico", "nuevo mexico",
    "oregon", "utah", "idaho", "alaska", "hawaii", "hawai", "wyoming", "north dakota", "dakota del norte",
    "south dakota", "dakota del sur", "nebraska", "vermont", "tejas",
)
SCHOOL_WORDS = ("high", "high school", "hs", "highschool", "prepa", "preparatoria", "secundaria", "escuela", "colegio",
                "academy", "academia", "school", "senior at", "soy senior", "senior en", "i go to", "voy a", "attend",
                "asisto a", "estudio en", "graduate from", "graduating from", "me graduo de", "me gradue de",
                # Latin America's and the Caribbean's names for a high-school diploma and school
                # ("terminé el bachillerato en Santo Domingo", "saqué el bachiller", "el liceo")
                "bachillerato", "bachiller", "liceo")
GRADUATED = ("graduated", "graduate", "gradue", "graduo", "gradué", "finished", "termine", "diploma", "titulo")

# Household: a relative living elsewhere is an aside; grandparents and guardians don't fit the
# law's household types; divorced parents; a parent who died.
RELATIVE_ELSEWHERE = ("lives in", "vive en", "lives with", "works in", "trabaja en", "lives in another", "lives out of",
                      "doesnt live with", "does not live with", "no vive con", "vive en otro", "en otro estado",
                      "lives elsewhere", "lives somewhere else",  # ("but he lives elsewhere": readback, a tester's finding)
                      # (dev17: a home apart, said without a place: "mi papá vive aparte", "my dad lives separately")
                      # (one parent: the plural, "my parents live apart", is parents separated: DIVORCED)
                      "vive aparte", "vive por separado", "vive por su lado",
                      "vive por su cuenta", "lives separately", "lives apart",
                      "lives on his own", "lives on her own", "lives by himself", "lives by herself")
# (fix51c) the student saying they don't live with the one just named ("my mom makes 70k but i dont live
# with her", "mi mamá gana 70 mil pero no vivo con ella"): that one lives elsewhere (understand.away_clauses)
NOT_LIVING_WITH_THEM = ("dont live with her", "dont live with him", "dont live with them", "do not live with her",
                        "do not live with him", "do not live with them", "dont stay with her", "dont stay with him",
                        "dont stay with them", "dont live there", "no vivo con ella", "no vivo con el", "no vivo con ellos",
                        "no vivo con ellas", "no vivimos con ella", "no vivimos con el", "no vivimos con ellos",
                        "no me quedo con ella", "no me quedo con el", "no vivo alli", "no vivo ahi", "no vivo alla")
GUARDIANS = ("grandma", "grandmother", "grandpa", "grandfather", "grandparents", "guardian", "legal guardian", "aunt",
             "abuelita", "abuelito", "abuelitos", "granny", "grandmom",  # (dev5: the diminutives)
             "uncle", "foster", "abuela", "abuelo", "abuelos", "tutor", "tutora", "tia", "tio", "familia de crianza")
# (fix49a, issue #8) the words for a mother and for a father, listed once: the chat's readers build their
# patterns from these (understand._MOM and _DAD, _MOTHER and _FATHER, _MOTHER_WORDS and _FATHER_WORDS,
# _KIN_OR_PRONOUN, _PARENTS_ZERO_KIN, _WHOSE_PARENTS, others_no_income's whose zero), so a word one reader
# knows ("mami", "pa", "mum") every one knows; each reader wrote out its own before, and they differed
MOTHER_WORDS = ("mom", "mother", "mum", "mama", "mami", "madre", "ma", "mai")
FATHER_WORDS = ("dad", "father", "papa", "papi", "padre", "pa", "pai")
# the two-letter ones ("ma", "pa") are words of their own too (Spanish "pa" is "para": "nada pa comer"): a
# reader that finds a parent anywhere in a message takes them only after "my", "mi", "his", "her", "su"
PARENT_SHORT = ("ma", "pa")
# the homely words ("mommy", "mi jefa", "mi apá"): read where a parent is plainly the one meant (a mother and a
# father both named, :data:`MOTHER_WORDS` beside them); "jefe" alone is as often a boss, so never a parent alone
MOTHER_CASUAL = ("mommy", "mamita", "ama", "jefa")
FATHER_CASUAL = ("daddy", "papito", "apa", "jefe")
STEPMOTHER_WORDS = ("stepmom", "stepmother", "madrastra")
STEPFATHER_WORDS = ("stepdad", "stepfather", "padrastro")
PARENT_WORDS = ("my mom", "my dad", "my parents", "my mother", "my father", "mi mama", "mi papa", "mis padres",
                "mi madre", "mi padre", "mis papas", "mi apa", "mi ama")
DIVORCED = ("divorced", "separated", "divorciados", "divorciado", "divorciada", "separados", "separado", "separada",
            "se separaron", "se divorciaron", "se dejaron", "split up", "broke up",  # (dev8: said as a verb)
            # (dev12: "split" said of parents alone, without "up")
            "parents split", "parents are split", "parents r split", "parents have split", "parents split up",
            # (a newcomer's finding: parents said to live apart, no word for divorce: "my parents don't
            # live together, i live with my dad" was two parents, a $150,000 limit for $100,000)
            "dont live together", "do not live together", "dont live with each other", "do not live with each other",
            "arent together", "are not together", "live apart", "living apart", "live separately", "live in different houses",
            "dont live in the same house", "no viven juntos", "no vive juntos", "no viven juntas", "no estan juntos",
            "viven aparte", "viven separados", "no viven en la misma casa", "viven en casas diferentes",
            "viven en diferentes casas")
# (fix49j) both divorced parents named as the one who supports the student, in answer to "which parent
# is that?" (understand.APART_WHICH): "they both pay for stuff", "half and half", "50/50", "los dos",
# "mitad y mitad" (normalized: "50/50" is "50 50"); read by understand.apart_both_picked
APART_BOTH = ("both", "both of them", "both parents", "both equally", "the two of them", "half and half", "half half",
              "50 50", "fifty fifty", "equally", "equal", "split it", "split time", "split the time", "each of them",
              "los dos", "las dos", "ambos", "ambas", "a los dos", "con los dos", "mitad y mitad", "mitad mitad",
              "por igual", "igual los dos", "cada uno", "entre los dos", "partes iguales")
LIVE_WITH_ONE = ("live with my mom", "live with my dad", "live with my mother", "live with my father",
                 "vivo con mi mama", "vivo con mi papa", "vivo con mi madre", "vivo con mi padre", "with my mom",
                 "with my dad", "con mi mama", "con mi papa",
                 # (fix44m) "with" texted as "w": "i live w my mom"
                 "live w my mom", "live w my dad", "live w my mother", "live w my father",
                 # (dev12) at one parent's home: "im at my dad's", "me quedo en casa de mi mamá"
                 "at my moms", "at my dads", "at my mothers", "at my fathers", "en casa de mi mama", "en casa de mi papa",
                 "en la casa de mi mama", "en la casa de mi papa")
DECEASED = ("passed away", "died", "deceased", "fallecio", "murio", "fallecido", "fallecida", "rip",
            "fallecieron", "murieron", "fallecidos", "fallecidas",  # (fix33q: "sus padres fallecieron")
            "passed", "passed on", "no longer with us", "ya no esta con nosotros", "en paz descanse", "que en paz descanse")  # (dev8)
# A single parent named so ("single mom", "madre soltera"): with children named, one parent and them
SINGLE_PARENT = ("single mom", "single dad", "single mother", "single father", "madre soltera", "padre soltero",
                 "mama soltera", "papa soltero")
# (fix53a) Said of the one parent who raises the student alone ("my mom raises me alone", "my dad raised me by
# himself", "mi mamá me cría sola"): "solo" left out (also "only": "mi papá solo gana 30 mil")
PARENT_ALONE = ("alone", "by herself", "by himself", "on her own", "on his own", "sola", "me cria solo", "me crio solo",
                "nos cria solo", "nos crio solo")
# The children a parent names ("with my two boys", "con mi niña", "mis hijos")
CHILDREN = ("kid", "kids", "child", "children", "son", "sons", "daughter", "daughters", "baby", "boy", "boys", "girl",
            "girls", "hijo", "hija", "hijos", "hijas", "bebe", "nino", "nina", "ninos", "ninas", "nene", "nena", "nenes",
            "nenas", "muchacho", "muchacha", "muchachos", "muchachas", "kiddo", "kiddos",
            # (fix47f, dev15: "me, my husband and our toddler" was 2) a small child named by its age group
            "toddler", "toddlers", "infant", "infants", "newborn", "newborns")
ALONE = ("live alone", "i live alone", "just me", "only me", "by myself", "vivo solo", "vivo sola", "solo yo",
         "yo solo", "yo sola", "solamente yo", "nada mas yo", "yo nada mas", "nomas yo", "yo nomas", "yo solito",
         "yo solita",
         # the diminutive and "estar" said of living alone ("vivo solita", "estoy solo aquí")
         "vivo solito", "vivo solita", "estoy solo", "estoy sola", "estoy solito", "estoy solita", "vivo yo solo", "vivo yo sola")
PERSON_ONE = ("mom", "mother", "dad", "father", "stepdad", "stepmom", "brother", "sister", "grandma", "grandpa",
              "baby", "daughter", "son", "kid", "child", "wife", "husband", "spouse", "aunt", "uncle", "cousin",
              "mama", "papa", "ama", "apa", "madre", "padre", "padrastro", "madrastra", "hermano", "hermana", "hermanito",
              "hermanita", "abuela", "abuelo", "bebe", "hijo", "hija", "esposa", "esposo", "tia", "tio", "primo", "prima",
              "nino", "nina", "nene", "nena", "chamaco", "chamaca", "stepson", "stepdaughter", "mai", "pai", "mami", "papi",
              # more of the people a household lists ("my two boys and my mother-in-law", "mi suegra")
              "boy", "girl", "suegra", "suegro", "grandmother", "grandfather", "grandson", "granddaughter", "nieto", "nieta",
              "nephew", "niece", "sobrino", "sobrina", "cunado", "cunada", "muchacho", "muchacha", "girlfriend",
              "boyfriend", "novia", "novio", "stepkid", "marido",
              # the kin said fondly (class, dev7: "mi abuelita" was not counted): diminutives, nicknames
              "abuelita", "abuelito", "mamita", "papito", "hijito", "hijita", "primito", "primita", "tiita", "tiito",
              "sobrinito", "sobrinita", "granny", "grammy", "gramma", "grandmom", "granddad", "grandpop", "nana",
              "sis", "bro", "sibling", "stepsister", "stepbrother", "stepsis", "stepbro", "carnala", "carnal",
              # (class, dev18: "me and my twin", "four of us: hubby, me and the kids")
              "twin", "gemelo", "gemela", "hubby", "wifey",
              # (fix47f, dev15: "its me, my husband and our toddler" was 2)
              "toddler", "infant", "newborn")
PERSON_MANY = ("brothers", "sisters", "siblings", "kids", "children", "sons", "daughters", "babies", "cousins",
               "parents", "grandparents", "hermanos", "hermanas", "hermanitos", "hijos", "hijas", "primos", "padres",
               "papas", "abuelos", "bebes", "ninos", "ninas", "nenes", "kiddos", "stepbrothers", "stepsisters",
               "boys", "girls", "grandkids", "grandchildren", "nietos", "nietas", "sobrinos", "sobrinas", "muchachos",
               "twins", "gemelos", "cuates", "stepkids", "suegros",
               "abuelitos", "abuelitas", "hijitos", "primitos", "sobrinitos",
               "bros", "sibs", "hermanitas", "gemelas", "toddlers", "infants", "newborns")  # (fix47f)
# (fix52a) the words between a count and the people counted ("his 2 little sisters", "my 3 younger brothers"):
# "2 sisters" is a count of people (the household's size), never an amount of pay (understand._PEOPLE_COUNT)
PEOPLE_COUNT_ADJECTIVES = ("little", "lil", "younger", "older", "big", "baby", "small", "young", "grown", "teenage",
                           "step", "half", "other", "more")
PERSON_PAIR = ("parents", "grandparents", "padres", "papas", "abuelos", "abuelitos")
PERSON_SPOUSE_WORDS = ("married", "casado", "casada")

# Correcting an earlier answer ("actually my income is 52k", "perdón, me equivoqué").
CORRECTION = ("actually", "oops", "whoops", "i meant", "i mean", "wait", "sorry", "correction", "my bad", "mistake",
              "not", "perdon", "me equivoque", "en realidad", "quise decir", "corrijo", "correccion", "error", "no era",
              "espera", "espere", "perdone", "me confundi", "puse mal", "lo puse mal", "escribi mal", "quise poner", "typo", "typed it wrong",
              "mistyped", "i put", "meant to say", "wrong number",
              # (fixn1) a value taken back by "never mind" or said again "more like" ("nvm its more like 105k", "mas bien 105 mil")
              "nvm", "never mind", "nevermind", "scratch that", "more like", "mas bien", "olvidalo", "olvida eso")

# College names that are also county or town names: taken from a sentence only with "college".
# Time-zone cities (screener.chat.places.world_cities) that are also everyday words, people's names
# or places in the United States too: no place outside Maryland said by themselves
NOT_FOREIGN_CITIES = frozenset(("regina", "victoria", "darwin", "perth", "hobart", "eucla", "currie", "lindeman", "stanley",
                                "dawson", "resolute", "thule", "jersey", "paris", "rome", "athens", "dublin", "belfast",
                                "kingston", "sofia", "oral", "chita", "belen", "center", "halifax", "moncton", "cordoba",
                                "toledo", "merida", "salta", "madrid", "london", "lima", "panama", "guatemala", "bahia",
                                "cayenne", "nome", "juba", "dili", "gaza", "hebron", "aden", "macau", "la paz", "asuncion",
                                "monterrey", "chihuahua", "santiago", "havana", "manila", "cairo", "tripoli", "vienna",
                                "warsaw", "moscow", "berlin", "lisbon", "bermuda", "canary", "boise", "denver", "guadalupe", "sidney",
                                "samara", "mendoza", "matamoros", "fortaleza", "creston", "daca", "granada", "roma", "colombo",
                                "kirov", "damasco", "riad"))

# County names that are no one college's place ("the college in Baltimore": the city's or the county's)
COLLEGE_PLACE_AMBIGUOUS = ("baltimore",)

COLLEGE_NOT_ALONE = ("baltimore", "howard", "harford", "carroll", "cecil", "garrett", "frederick", "montgomery",
                     "prince georges", "pg", "mc", "hcc", "essex", "catonsville", "dundalk", "salisbury", "hagerstown",
                     "rockville", "takoma park", "germantown", "largo", "la plata", "chesapeake", "southern maryland",
                     "allegany", "anne arundel", "wye mills", "moco")

# Programs named in a sentence of several facts.
PROGRAM_VOLUNTEERED = {
    "associate": ("associate", "associates", "associate degree", "associates degree", "an associates", "asociado",
                  "titulo de asociado", "un associate", "associate en",
                  # the program's length named (dev17: "for the 2 yr nursing"), Spanish at parity
                  "the 2 yr", "the two yr", "the 2 year", "the two year", "2 year program", "two year program", "2 yr program",
                  "2 year degree", "two year degree", "two yr degree", "two yr program", "la carrera de 2 anos", "la carrera de dos anos",
                  "el programa de 2 anos", "el programa de dos anos",
                  "assoc degree", "assoc in", "an assoc", "un asoc", "asoc en"),  # (fix44h: shortened)
    "apprenticeship": ("apprenticeship", "registered apprenticeship", "aprendizaje registrado"),
    "noncredit_vocational_certificate": ("noncredit certificate", "certificado sin creditos"),
    # a certificate said with its credits ("the credit certificate", "certificado con créditos")
    "certificate": ("credit certificate", "certificate for credit", "certificate with credits", "certificado con creditos",
                    "certificado con credito", "certificado de creditos", "certificado de credito", "certificado por creditos"),
}

# A question about the question ("no sé qué es eso"): no answer, not even "not sure".
WHAT_IS_THAT = ("que es eso", "que es esto", "que significa", "what is that", "whats that", "what does that mean",
                "what does it mean", "que quiere decir", "no entiendo la pregunta", "i dont understand the question")

# Yes/no questions whose answer students give in other words.
YESNO_WORDS = {
    "satisfactory_progress": {
        "false": ("probation", "academic probation", "on probation", "probatoria", "probatoria academica", "warning",
                  "academic warning", "suspension", "suspended", "suspendido", "suspendida", "advertencia", "not on track",
                  "off track", "behind", "atrasado", "atrasada"),
        "true": ("good standing", "in good standing", "buen estado", "voy bien", "im doing fine", "on track", "im on track",
                 "shes on track", "hes on track", "im fine", "al dia", "voy al dia", "en buen camino", "voy en buen camino"),
    },
    "extenuating_circumstances": {
        "true": ("passed away", "died", "hospital", "hospitalized", "surgery", "cancer", "pregnant", "deployed",
                 "fallecio", "murio", "hospitalizado", "hospitalizada", "embarazada", "operacion", "death certificate",
                 "sick", "illness", "ill", "disability", "disabled", "injury", "injured", "accident", "military", "army",
                 "had a baby", "gave birth", "enferma", "enfermo", "enfermedad", "discapacidad", "accidente", "herido", "herida",
                 "militar", "servicio militar", "tuve un bebe", "di a luz", "emergencia familiar", "family emergency"),
        "false": ("nothing like that", "nada de eso", "nada asi", "nothing happened", "no paso nada",
                  "nothing serious", "nada grave"),
    },
    "associate_awarded": {
        "false": ("not yet", "todavia no", "aun no", "graduate in", "me graduo en", "still working on it",
                  # the degree still ahead, said as when it ends (class: a fact instead of yes or no)
                  "finish in", "finishing in", "graduating in", "will graduate", "termino en", "me falta", "me faltan",
                  "me quedan", "still need", "semesters left", "semester left", "classes left", "one more semester"),
        "true": ("ya me lo dieron", "already got it", "i graduated", "ya me gradue",
                 # a degree named as earned (class: a fact instead of yes or no)
                 "ya got it", "got my aa", "got my as", "got my aas", "got my associate", "got my associates",
                 "finished my aa", "finished my associate", "finished my associates", "earned my aa",
                 "earned my associate", "me dieron el asociado", "me dieron mi asociado", "ya tengo el asociado",
                 "ya tengo mi asociado", "me gradue del associate", "me gradue del asociado", "ya me dieron el titulo"),
    },
    "in_state_tuition": {
        "yes": ("i think so", "creo que si", "my whole life", "toda mi vida", "lived here", "he vivido aqui"),
    },
    "full_cost_scholarship": {
        "false": ("just pell", "only pell", "just the pell", "only the pell", "solo el pell", "solo pell", "nomas el pell",
                  "just a small one", "a small one", "una pequena", "not a full ride", "no full ride", "no tengo becas",
                  "no tengo beca", "no becas", "no scholarships", "dont have any", "no tengo ninguna", "not full",
                  "not the full", "not the full cost", "partial", "a partial", "small scholarship", "a small scholarship",
                  "no completa", "no cubre todo", "parcial", "beca pequena", "una beca pequena", "doesnt cover everything",
                  "not everything", "nothing covers everything", "nothing covers it all", "nothing pays for everything",
                  "nada cubre todo", "nada lo cubre todo", "nada paga todo"),
        "true": ("full ride", "a full ride", "full scholarship", "covers everything", "pays for everything", "pays everything",
                 "everything is covered", "everything paid", "all paid for", "beca completa", "cubre todo", "paga todo",
                 "todo pagado", "me pagan todo", "lo cubre todo"),
    },
}

# (fix51k, a newcomer's finding) in-state tuition said as had, paid or qualified for, the verb right before
# its name ("sí tengo matrícula estatal", "tengo derecho a la matrícula estatal", "califico para la matrícula
# in-state", "sí pago matrícula de residente", "I qualify for in-state tuition"): a yes to the in-state
# question, at it or said beside another (understand.in_state_had); a negation in the clause is no yes
IN_STATE_HAD = ("tengo", "tenemos", "tiene", "pago", "pagamos", "paga", "pagaba", "recibo", "recibimos", "me dan", "me toca",
                "me dieron", "califico para", "calificamos para", "califica para", "tengo derecho a", "tenemos derecho a",
                "tiene derecho a", "soy elegible para", "soy elegible a", "i have", "we have", "i get", "we get", "i pay",
                "we pay", "i got", "i qualify for", "we qualify for", "i am eligible for", "im eligible for",
                "i have a right to", "im entitled to", "i am entitled to")

# Asides: a clause about where someone was born or moved from, or about a relative, is not
# the student's own answer ("I was born in El Salvador", "my dad lives in Virginia").
# Where one lived before ("I used to live in Virginia", "antes vivía en DC", "crecí en Nueva York"): an aside.
PAST_HOME = ("used to live", "used to stay", "lived", "grew up", "raised in", "vivia", "viviamos", "vivi", "creci", "me crie",
             "nos criamos", "antes vivia", "antes viviamos", "until last year", "till last year", "hasta el ano pasado",
             "hasta hace", "until recently", "hasta hace poco")
BIRTH_WORDS = ("born", "naci", "nacio", "nacimos", "moved", "mudamos", "mude", "originally", "originalmente", "vine", "venimos")
RELATIVES = (
    "dad", "mom", "father", "mother", "brother", "sister", "cousin", "uncle", "aunt", "grandma", "grandpa", "friend",
    "parents", "stepdad", "stepmom", "boyfriend", "girlfriend", "papa", "mama", "padre", "madre", "hermano", "hermana",
    "primo", "prima", "tio", "tia", "abuela", "abuelo", "amigo", "amiga", "padres", "papas", "apa", "ama", "novio", "novia",
    "mai", "pai", "mami", "papi",
)
# (fix47c) what someone is "married to" when no spouse is meant ("I'm married to my job", "casada con mi
# trabajo"): no marriage of the student's said, nor anyone else's (understand._WED_TO_THING)
MARRIED_TO_THINGS = ("job", "work", "career", "studies", "school", "phone", "books", "trabajo", "chamba", "carrera", "escuela",
                     "estudios", "telefono")
# A brother, a sister, a cousin, as texted too ("my bro got a 3.1"): another student, whose marks
# are asides at the GPA questions (understand._others_clauses)
SIBLING_WORDS = ("brother", "sister", "brothers", "sisters", "bro", "sis", "sibling", "siblings", "twin", "cousin", "cousins",
                 "hermano", "hermana", "hermanos", "hermanas", "hermanito", "hermanita", "primo", "prima", "primos", "primas")

# Questions: a message that starts with one of these words is read as a question.
QUESTION_WORDS = (
    "what", "whats", "how", "hows", "who", "whos", "when", "where", "why", "which", "can",
    # a question word contracted with "is" or "did", its apostrophe dropped ("wheres the…", "whens
    # it due", "howd she get it"; class, dev13: "wheres…" at the ZIP question read as a place), and
    # "dónde" texted ("dnd")
    "wheres", "whens", "whys", "whatre", "whered", "howd", "whatd", "whend", "dnd",
    "could", "do", "does", "did", "is", "are", "will", "would", "should", "am", "tell me",
    "explain", "que", "como", "cuando", "quien", "quienes", "donde", "por que", "porque",
    "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "puedo", "puede", "pueden",
    "hay", "necesito", "tengo que", "dime", "explica", "q", "k", "ke", "xq", "pq", "y si", "what if",
    # Spanish asks with the verb first and no "?" ("cuentan las clases en linea", "hasta cuanto pueden ganar")
    "hasta cuanto", "hasta cuando", "cuentan", "cuenta", "se puede", "sirve", "tiene que",
    # ("tienen dormitorios en…", "tienen guardería": what a college has, asked verb first; class, dev20)
    "tienen",
    # (fix50m, dev50: "prestan calculadoras graficas en hagerstown community college" was read as the
    # college named, read back) what a college lends or offers, asked verb first without a "?"
    "prestan", "ofrecen",
)

# Asking without a question mark or a question word first ("I want to know if dorms are covered").
QUESTION_PHRASES = (
    "i want to know", "i wanna know", "i would like to know", "id like to know", "wondering", "i was wondering",
    "do you know", "can you tell me", "tell me if", "tell me about", "i have a question", "question about",
    "quiero saber", "quisiera saber", "me gustaria saber", "me pregunto", "sabes si", "tengo una pregunta",
    "una pregunta", "pregunta sobre", "dime si", "me puedes decir", "no entiendo por que", "i dont understand why",
    # a recommendation asked for, unpunctuated ("me recomiendas un…", "can you recommend a…"; class, dev17)
    "me recomiendas", "me recomienda", "me puedes recomendar", "me podrias recomendar", "me puede recomendar",
    "can you recommend", "could you recommend", "do you recommend", "any recommendations for",
)

# The results' wording, quoted in a question about what it means ("it said likely eligible, is that a yes?").
RESULT_WORDS = ("likely eligible", "likely not eligible", "probably eligible", "probablemente elegible",
                "probablemente no elegible", "probablemente cumple", "probablemente cumples", "probablemente no cumple", "needs more info", "necesita mas informacion",
                # the result retold in the family's own verb ("me salió que probablemente sí califico",
                # "it said I probably qualify"): class, dev11
                "probablemente califico", "probablemente si califico", "probablemente calificas", "probablemente si calificas",
                "probablemente califica", "probablemente no califico", "probably qualify", "probably qualifies", "likely qualify",
                "likely qualifies")
RESULT_SHOWN = ("says", "said", "saying", "shows", "showed", "show", "got", "gave me", "mean", "means", "dice", "dijo", "decia",
                "salio", "sale", "me dio", "me da", "aparece", "significa", "quiere decir")

# "Am I eligible?": asking how the screening stands so far (answered from the answers given).
# A question ("?", "¿" or a question word first) with one of these phrases, or one of the words alone.
STATUS_ASKS = (
    "am i eligible", "am i qualified", "do i qualify", "would i qualify", "will i qualify", "can i qualify",
    "do i meet the requirements", "am i going to qualify", "do i get the scholarship", "can i get the scholarship",
    "will i get the scholarship", "do i get the promise scholarship", "can i get the promise scholarship",
    "how am i doing", "whats my status", "what is my status", "whats my result", "what is my result",
    "what are my results", "eligible so far", "qualify so far",
    "can i get this", "can i still get this", "can i still get it", "can i get it", "could i get it",
    "can i still apply", "am i able to get", "do i have a chance", "la puedo recibir", "puedo recibirla",
    "me la dan", "me la darian", "puedo aplicar", "todavia puedo", "califico para",
    "califico", "calificaria", "soy elegible", "seria elegible", "cumplo los requisitos", "cumplo con los requisitos",
    "estoy calificado", "estoy calificada", "puedo recibir la beca", "puedo obtener la beca", "me dan la beca",
    "tengo derecho a la beca", "cual es mi resultado", "como voy", "hasta ahora califico",
    # (dev8: asking to apply or to have a chance, both languages)
    "puedo pedir la beca", "puedo pedir", "puedo solicitar", "puedo sacar la beca", "la puedo pedir", "tengo chance",
    "tengo oportunidad", "tengo posibilidad", "me la pueden dar", "can i apply", "could i apply", "do i have a shot",
    "is there a chance", "could i qualify", "am i able to apply", "would i be eligible", "could i be eligible",
)
STATUS_WORDS = ("eligible", "qualify", "elegible", "califico", "calificare", "status", "estado", "result", "resultado")

# Picking a quick reply by its place: "2", "the first one", "la primera", "option 3", "the last".
ORDINALS = {
    "first": 1, "1st": 1, "primera": 1, "primero": 1, "primer": 1, "1o": 1, "1a": 1, "1ra": 1, "1ro": 1, "1er": 1,
    "second": 2, "2nd": 2, "segunda": 2, "segundo": 2, "2o": 2, "2a": 2, "2da": 2, "2do": 2,
    "third": 3, "3rd": 3, "tercera": 3, "tercero": 3, "tercer": 3, "3o": 3, "3a": 3, "3ra": 3, "3ro": 3, "3er": 3,
    "fourth": 4, "4th": 4, "cuarta": 4, "cuarto": 4, "4o": 4, "4a": 4, "4ta": 4, "4to": 4,
    "fifth": 5, "5th": 5, "quinta": 5, "quinto": 5, "5o": 5, "5a": 5, "5ta": 5, "5to": 5,
    "sixth": 6, "6th": 6, "sexta": 6, "sexto": 6, "6o": 6, "6a": 6, "6ta": 6, "6to": 6,
    "seventh": 7, "7th": 7, "septima": 7, "septimo": 7, "7o": 7, "7a": 7, "7ma": 7, "7mo": 7,
    "last": -1, "ultima": -1, "ultimo": -1,
}
# Number words pick a place only after a pointer ("option two", "la opción dos"): alone, "two"
# may be the answer itself (two parents).
CARDINALS = {
    "one": 1, "uno": 1, "una": 1, "two": 2, "dos": 2, "three": 3, "tres": 3, "four": 4, "cuatro": 4,
    "five": 5, "cinco": 5, "six": 6, "seis": 6, "seven": 7, "siete": 7,
}
ORDINAL_POINTERS = ("option", "number", "choice", "answer", "opcion", "numero", "respuesta")
ORDINAL_FILLER = ORDINAL_POINTERS + ("the", "one", "el", "la", "lo", "i", "pick", "choose", "elijo", "escojo",
                                     "please", "por", "favor")

# (fix47m) the student's own word for supporting themself ("I support myself", "me mantengo (sola)"):
# one list, read by the household words below and by understand (_SUPPORT_SELF, _ON_OWN_SAID)
SUPPORT_SELF = ("i support myself", "support myself", "me mantengo")

# Extra ways of naming a choice, by answer field and value (both languages).
CHOICES = {
    "applicant_type": {
        "new": ("first time", "first", "new", "new student", "la primera", "es la primera", "primera", "never had it", "im new", "primera vez", "nunca la he tenido",
                "nunca la e tenido", "nunca la tuve", "nunca", "never", "never got it", "la primera vez",
                "im a senior", "a senior at", "high school senior", "soy senior", "senior en", "senior at",
                "por primera vez", "nuevo", "nueva", "es mi primera vez", "first time applying",
                "dont have it", "dont have it yet", "i dont have it", "havent had it", "havent gotten it", "not yet",
                "no la tengo", "todavia no la tengo", "aun no la tengo", "no la he tenido", "todavia no",
                # about to start college (dev17: "ella apenas va a empezar", "he's just starting out")
                "apenas va a empezar", "apenas voy a empezar", "apenas va a comenzar", "apenas voy a comenzar",
                "apenas empieza", "apenas empiezo", "just starting out", "hes just starting out", "shes just starting out"),
        "renewal": ("renew", "renewing", "renewal", "i have it", "already have it", "i already have",
                    "have the award", "keep it", "keep my award", "renovar", "renovacion", "renuevo",
                    "ya la tengo", "ya tengo la beca", "ya tengo la beca promise", "got it last year",
                    "had it last year", "i get it", "already getting it", "im getting it", "i receive it",
                    "ya la recibo", "la recibo", "me la dieron", "la tuve el ano pasado", "la tengo", "returning",
                    "returning student", "i had it", "had it last semester", "had it before", "la tuve",
                    "con la beca",
                    # the award named as had ("I've had Promise since 2024", "tengo la beca Promise desde enero")
                    "have had the promise", "have had promise", "ive had promise", "ive had the promise", "i have the promise",
                    "i have promise", "been getting promise", "been getting the promise",
                    "tengo la promise", "tengo la beca promise",
                    "tengo la beca desde", "tengo promise", "recibo la promise", "recibo la beca promise",
                    # (misc22) the verb of renewing in its other forms ("estoy renovando la beca", "quiero
                    # renovarla", "I'm renewing it"): it was "Did you mean one of these?"
                    "renovando", "renovandola", "renovarla", "renovarlo", "la renuevo", "renueve", "renovare",
                    "renovaria", "renewed", "renew it", "renewing it", "renews"),
                    # (received, with when: understand._HAD_IT, "I got the Promise last year")
    },
    "high_school": {
        "maryland": ("maryland", "md", "maryland high school", "high school in maryland", "md high school",
                     "here in maryland", "escuela secundaria en maryland", "secundaria en maryland",
                     "high school en maryland", "en maryland", "prepa en maryland", "preparatoria en maryland"),
        "maryland_ged": ("ged in maryland", "maryland ged", "md ged", "ged en maryland", "ged aqui en maryland",
                         "ged de maryland", "el ged de maryland", "ged from maryland", "marylands ged",
                         "ged here in maryland", "ged in md"),
        "delmar_de": ("delmar", "delmar high school", "delmar high", "delmar delaware", "delmar de"),
        "other": ("outside maryland", "out of state", "another state", "other state", "different state",
                  "not in maryland", "fuera de maryland", "otro estado", "ged outside maryland",
                  "a high school or ged outside maryland"),
        "none": ("no diploma", "dont have a diploma", "no ged", "dropped out", "didnt finish",
                 "didnt graduate", "never finished", "none", "neither", "no tengo diploma",
                 "no termine", "no me gradue", "deje la escuela", "ninguno", "ninguna"),
    },
    "program": {
        "associate": ("associate", "associates", "associate degree", "associates degree", "aa", "aas", "adn", "2 year",
                      "two year", "associate in", "associates in",
                      "two year degree", "2 year degree", "degree", "transfer degree",
                      "asociado", "titulo de asociado", "titulo", "carrera",
                      # (dev15: the Spanish of "2 year"/"two year", at parity)
                      "de 2 anos", "de dos anos", "programa de 2 anos", "programa de dos anos",
                      # (dev17: "year" shortened)
                      "2 yr", "two yr", "2yr", "2 yr degree", "2 yr program",
                      # (dev29: the transfer degrees by name, Maryland's A.A. in general studies and arts and sciences)
                      "general studies", "gen studies", "gen ed", "liberal arts", "arts and sciences",
                      "estudios generales", "artes liberales",
                      # (fix44h, dev44: shortened as typed on a phone, "assoc in business", "enfermeria asoc")
                      "assoc", "assocs", "assoc degree", "assoc in", "asoc", "asoc en", "asociado en"),
        "certificate": ("certificate", "credit certificate", "certificado", "certificado con creditos"),
        "vocational_certificate": ("vocational", "vocational certificate", "trade certificate",
                                   "certificado vocacional", "vocacional"),
        "noncredit_vocational_certificate": ("noncredit", "non credit", "noncredit certificate",
                                             "workforce", "workforce training", "continuing education",
                                             "sin creditos", "certificado sin creditos", "educacion continua"),
        "licensure_credit": ("license", "licensure", "certification", "nursing assistant", "cna", "emt",
                             "licencia", "certificacion", "asistente de enfermeria"),
        "licensure_noncredit": ("noncredit license", "noncredit licensure", "noncredit courses license",
                                "noncredit certification", "licencia sin creditos",
                                "cursos sin creditos licencia"),
        "apprenticeship": ("apprentice", "apprenticeship", "registered apprenticeship",
                           "aprendizaje", "aprendiz", "programa de aprendizaje"),
    },
    "household": {
        "two_parent": ("two parents", "2 parents", "both parents", "two parent", "2 parent", "two parent home",
                       "two parent household", "both my parents", "my parents",
                       "parents", "mom and dad", "my mom and dad", "mother and father", "stepdad",
                       "stepmom", "step dad", "step mom", "stepfather", "stepmother",
                       "parent and stepparent", "mis padres", "mis dos padres", "dos padres",
                       "ambos padres", "mama y papa", "mi mama y mi papa", "padre y madre",
                       "madre y padre", "padrastro", "madrastra", "con mis padres",
                       "mis papas", "con mis papas", "mis papis", "mis dos papas"),
        "single_parent": ("one parent", "1 parent", "single parent", "single mom", "single dad",
                          "single mother", "single father", "my mom", "my mother", "my dad",
                          "my father", "just my mom", "just my dad", "only my mom", "only my dad",
                          "un padre", "una madre", "un solo padre", "una sola madre", "un papa", "una mama",
                          "un solo papa", "una sola mama", "mi mama", "mi papa",
                          "mi madre", "mi padre", "madre soltera", "padre soltero", "mama soltera", "papa soltero",
                          "solo mi mama", "solo mi papa", "i am a single parent", "soy madre soltera",
                          "soy padre soltero", "monoparental", "familia monoparental", "hogar monoparental"),
        "married": ("married", "my spouse", "my husband", "my wife", "spouse", "casado", "casada",
                    "mi esposo", "mi esposa", "estoy casado", "estoy casada"),
        "single": ("single", "myself", "on my own", "alone", "by myself", "independent",
                   "soltero", "soltera", "solo", "sola", "yo solo", "yo sola",
                   "independiente", "me mantengo solo", "me mantengo sola",
                   # (fix53d) Spanish at parity with "on my own" said of where one lives ("tengo 25 años y vivo por mi cuenta")
                   "vivo por mi cuenta", "estoy por mi cuenta",
                   # (fix32h) said of oneself among other facts ("I'm 27, I'm single and support myself")
                   *SUPPORT_SELF, "im single", "i am single", "soy soltero", "soy soltera"),
    },
    "aid_application": {
        "fafsa": ("fafsa", "the fafsa", "federal", "federal application", "fafsa form", "la fafsa"),
        "one_app": ("one app", "oneapp", "one-app", "mhec one app", "msfaa", "state application",
                    "maryland application", "cant file a fafsa", "cant file fafsa", "cannot file a fafsa",
                    "undocumented", "dream act", "solicitud estatal", "solicitud del estado", "la del estado",
                    "state one", "the state one", "no tengo papeles", "sin papeles", "dont have papers",
                    "maryland dream app", "dream app", "mhec", "la de mhec", "solicitud de mhec",
                    "state financial aid application", "maryland state financial aid application", "no puedo llenar la fafsa",
                    "no puedo hacer la fafsa", "indocumentado", "indocumentada",
                    # (fix43k) Maryland's own application, named by the state ("the maryland one, since …")
                    "maryland one", "the maryland one", "la de maryland"),
        "none": ("neither", "none", "not filing", "wont file", "dont plan", "nothing", "ninguna",
                 "ninguno", "nada", "no voy a", "no pienso", "no"),
    },
    "prior_degree": {
        "none": ("none", "none yet", "no degree", "not yet", "no", "nope", "nop", "nah", "naw", "nel", "nada",
                 "solo la prepa", "solo prepa", "just hs", "only hs", "nada solo la prepa", "nothing", "just high school",
                 "only high school", "high school", "high school diploma", "dont have one", "no tengo",
                 "ninguno", "ninguna", "todavia no", "aun no", "solo high school", "solo la secundaria", "i dont", "yo no",
                 "not me", "i dont have any", "i dont have one", "yo no tengo", "yo ninguno"),
        "associate": ("associate", "associates", "associate degree", "associates degree", "aa",
                      "asociado", "titulo de asociado", "two year degree", "2 year degree",
                      "aas", "a a s", "as degree", "aa degree", "aas degree", "associate of applied science"),  # (dev8)
        "bachelor": ("bachelor", "bachelors", "bachelors degree", "ba", "bs", "bsc", "masters", "master", "engineering degree",
                     "ingenieria", "licenciado", "licenciada", "ingeniero", "ingeniera",
                     "phd", "doctorate", "four year degree", "4 year degree", "university degree",
                     "licenciatura", "maestria", "doctorado", "titulo universitario"),
    },
    "noncredit_pell_eligible": {
        "false": ("no", "nope", "i dont think so", "probably not", "creo que no"),  # "not sure" is its own choice
        "true": ("yes", "yeah", "yep", "it can", "si", "claro", "si puede"),
    },
    "enrollment_status": {
        "full_time": ("full time", "full", "fulltime", "12 credits", "tiempo completo", "completo", "ft", "f t"),
        "part_time": ("part time", "part", "parttime", "medio tiempo", "tiempo parcial", "parcial", "pt", "p t"),
    },
}

# Counties: extra names beyond "<name>", "<name> county" and "condado de <name>".
COUNTIES = {
    "prince-georges": ("pg", "p g", "pg county", "p g county", "prince george", "prince georges", "pgc", "pr georges",
                       "pr george", "pg co", "prince georges co",
                       # (fix45g) spelled by ear in Spanish ("prins jorch", "principe jorge")
                       "prins jorch", "prins jorge", "prins george", "prins georges", "prince jorch", "prince jorge",
                       "principe jorge"),
    "howard": ("hoco", "ho co", "howard co"),
    "montgomery": ("moco", "mont co"),
    "baltimore-city": ("the city", "baltimore", "city of baltimore", "baltimore city", "balto city", "bmore city", "ciudad de baltimore", "la ciudad de baltimore",
                       "charm city", "b more city", "baltimore ciudad"),  # its nickname (a newcomer's finding)
    "baltimore-county": ("balto county", "balt county", "bal co", "condado de baltimore"),
    "anne-arundel": ("aa county", "anne arundel", "ann arundel", "aaco", "aa co", "anne arundel co"),
    "st-marys": ("st marys", "saint marys", "st mary", "saint mary", "santa maria"),
    "queen-annes": ("queen annes", "queen anne", "qa county", "qa", "qac", "qa co"),
    "outside-md": ("outside maryland", "out of state", "not in maryland", "another state", "other state",
                   "virginia", "west virginia", "dc", "washington dc", "district of columbia",
                   "pennsylvania", "delaware", "fuera de maryland", "otro estado", "no vivo en maryland"),
}

# Colleges: short names and acronyms beyond the name, the id and the counties served.
COLLEGES = {
    "allegany": ("acm", "allegany college"),
    "anne-arundel": ("aacc",),
    "baltimore-city": ("bccc", "baltimore"),
    "baltimore-county": ("ccbc", "essex", "catonsville", "dundalk"),
    "carroll": ("carroll",),
    "cecil": ("cecil",),
    "chesapeake": ("chesapeake", "wye mills"),
    "frederick": ("fcc",),
    "garrett": ("garrett",),
    "hagerstown": ("hcc", "hagerstown"),
    "harford": ("hcc", "harford"),
    "howard": ("hcc", "howard"),
    "montgomery": ("mc", "montgomery college", "moco", "rockville", "takoma park", "germantown"),
    "prince-georges": ("pgcc", "pg", "prince georges", "largo"),
    "southern-maryland": ("csm", "southern maryland", "la plata"),
    "wor-wic": ("wor wic", "worwic", "salisbury"),
}
HOME_COLLEGE = (
    "home college", "my home college", "local college", "my local college", "my county college", "in my county",
    "my countys", "my countys college", "de mi condado", "en mi condado", "near me", "cerca de mi casa",
    "the one in my county", "closest", "the closest one", "nearest", "mi college local",
    "el de mi condado", "el mas cercano", "el college de mi condado", "college local",
)

# Cues for facts a student volunteers beyond the question asked ("my family makes 60k").
INCOME_CUES = (
    "make", "makes", "making", "made", "earn", "earns", "earned", "income", "agi", "salary",
    "gana", "ganan", "ganamos", "gano", "ingreso", "ingresos", "salario",
    # pay received, said by its paycheck ("she gets paid 2000 every two weeks", "le pagan 2000 cada
    # quincena"): an income, its period converted and read back (never "pay" alone: "we pay 1500 rent")
    "get paid", "gets paid", "getting paid", "got paid", "is paid", "paycheck", "paychecks", "wage", "wages",
    "me pagan", "le pagan", "les pagan", "nos pagan", "cobra", "cobro", "cobramos", "sueldo", "cheque",
    # (misc22) pay said with another verb ("my dad brings in about 60k", "she pulls in 45k", "mi papá
    # saca como 60 mil", "se gana 40 mil"): an income too; take-home pay said so ("brings home",
    # "clears", "libres": vocab.TAKE_HOME) is then asked again before taxes, never kept
    "bring in", "brings in", "bringing in", "brought in", "pull in", "pulls in", "pulling in", "pulled in",
    "bring home", "brings home", "bringing home", "brought home", "clears", "clearing",
    "saca", "sacan", "sacamos", "sacaba",
    # (fix47j) a retiree's pension said by its name ("my pension is about 40,000 a year", "mi jubilación es
    # de 2,000 al mes"): taxable income, kept and read back (it was lost); never "pensión" alone in Spanish,
    # which is also child support ("pensión alimenticia", understand._CHILD_SUPPORT)
    "pension", "pensions", "retirement pay", "jubilacion", "pension de jubilacion", "pension de retiro",
)
ZIP_CUES = ("zip", "zip code", "zipcode", "codigo postal", "postal")
# (fix45g) and the texted "promedo", "promdio" ("parkdale 👍 promedo 3.3"), as household_size already reads them
GPA_CUES = ("gpa", "promedio", "promedo", "promdio", "grade point average")
LIVE_CUES = ("live in", "living in", "i am from", "im from", "reside in", "vivo en", "vivimos en", "soy de")
FULL_TIME = ("full time", "fulltime", "tiempo completo",
             # a full load of classes (dev17: "full load"), Spanish at parity
             "full load", "full course load", "full class load", "carga completa", "carga completa de clases")
JUST_ME = ("just me", "only me", "me", "myself", "solo yo", "yo solo", "yo sola", "solamente yo", "nada mas yo", "yo nada mas",
           "nomas yo", "yo nomas", "yo solito", "yo solita")
CLASS_WORDS = ("class", "classes", "course", "courses", "clase", "clases", "curso", "cursos", "materias")
CREDIT_WORDS = ("credit", "credits", "credito", "creditos")

# Months, English and Spanish, full names and common abbreviations.
MONTHS = {
    "january": 1, "jan": 1, "enero": 1, "ene": 1,
    "february": 2, "feb": 2, "febrero": 2,
    "march": 3, "mar": 3, "marzo": 3,
    "april": 4, "apr": 4, "abril": 4, "abr": 4,
    "may": 5, "mayo": 5,
    "june": 6, "jun": 6, "junio": 6,
    "july": 7, "jul": 7, "julio": 7,
    "august": 8, "aug": 8, "agosto": 8, "ago": 8,
    "september": 9, "sept": 9, "sep": 9, "septiembre": 9, "setiembre": 9,
    "october": 10, "oct": 10, "octubre": 10,
    "november": 11, "nov": 11, "noviembre": 11,
    "december": 12, "dec": 12, "diciembre": 12, "dic": 12,
}

# Seasons, for "fall 2025": the months they may mean (offered back, never assumed).
SEASONS = {
    "fall": (8, 9), "autumn": (8, 9), "otono": (8, 9), "spring": (1, 5, 6), "primavera": (1, 5, 6),
    "summer": (6, 7), "verano": (6, 7), "winter": (12, 1), "invierno": (12, 1),
}

# Number words for small counts and spoken amounts ("twelve", "cuarenta y cinco mil").
NUMBER_WORDS = {
    "zero": 0, "cero": 0, "one": 1, "uno": 1, "two": 2, "dos": 2,
    "three": 3, "tres": 3, "four": 4, "cuatro": 4, "five": 5, "cinco": 5, "six": 6, "seis": 6,
    "seven": 7, "siete": 7, "eight": 8, "ocho": 8, "nine": 9, "nueve": 9, "ten": 10, "diez": 10,
    "eleven": 11, "once": 11, "twelve": 12, "doce": 12, "thirteen": 13, "trece": 13,
    "fourteen": 14, "catorce": 14, "fifteen": 15, "quince": 15, "sixteen": 16, "dieciseis": 16,
    "seventeen": 17, "diecisiete": 17, "eighteen": 18, "dieciocho": 18, "nineteen": 19,
    "diecinueve": 19, "twenty": 20, "veinte": 20, "veintiuno": 21, "veintidos": 22,
    "veintitres": 23, "veinticuatro": 24, "veinticinco": 25, "thirty": 30, "treinta": 30,
    "forty": 40, "cuarenta": 40, "fifty": 50, "cincuenta": 50, "sixty": 60, "sesenta": 60,
    "seventy": 70, "setenta": 70, "eighty": 80, "ochenta": 80, "ninety": 90, "noventa": 90,
    "cien": 100, "ciento": 100, "doscientos": 200, "trescientos": 300, "cuatrocientos": 400,
    "quinientos": 500, "seiscientos": 600, "setecientos": 700, "ochocientos": 800,
    "novecientos": 900,
}
HUNDRED = ("hundred",)
THOUSAND = ("thousand", "mil", "grand")
NUMBER_JOINERS = ("and", "y")

# "Change my ..." topics: answer field -> words naming it (besides the question's summary).
TOPICS = {
    "applicant_type": ("new or renewing", "renewal", "renewing", "renovacion"),
    "zip": ("zip", "zip code", "codigo postal", "address", "direccion"),
    "county": ("county", "condado", "where i live", "donde vivo"),
    "tuition": ("tuition", "my tuition", "tuition and grants", "my grants", "mi matricula", "matricula y becas"),
    "in_state_tuition": ("in state", "in state tuition", "residency", "residencia", "matricula estatal"),
    "high_school": ("high school", "ged", "diploma", "secundaria", "escuela secundaria"),
    "hs_completion_date": ("graduation", "graduation date", "graduate", "graduacion", "fecha de graduacion"),
    "college": ("college", "community college", "school", "escuela", "universidad"),
    "program": ("program", "programa", "major", "study", "studies", "estudios", "carrera"),
    "credits_per_semester": ("credits", "creditos", "credit"),
    "hs_gpa": ("gpa", "grades", "promedio", "notas", "calificaciones", "high school gpa"),
    "cc_gpa": ("college gpa", "promedio del college"),
    "household": ("household", "family", "hogar", "familia", "parents", "padres"),
    "household_size": ("household size", "people", "family size", "personas", "tamano del hogar"),
    "agi": ("income", "agi", "ingreso", "ingresos", "salary", "salario", "money", "dinero"),
    "aid_application": ("fafsa", "one app", "application", "aid application", "solicitud"),
    "full_cost_scholarship": ("scholarship", "scholarships", "other grants", "becas", "otras becas"),
    "prior_degree": ("degree", "titulo"),
}

# Other aid (the contract's ssi_ssdi and foster_care_or_homeless), told in words rather than
# asked: the benefit or the care named, and what says it was the student's own (class, dev4/dev5:
# "I get SSDI since my back injury", "mi niña recibe el SSI", "I was in foster care from 12 to 18").
SSI_WORDS = ("ssi", "ssdi", "supplemental security income", "social security disability", "disability check",
             "disability checks", "check from social security", "checks from social security", "seguro social por discapacidad",
             "cheque del seguro social", "cheque de discapacidad", "ssi de discapacidad")
FOSTER_WORDS = ("foster care", "foster home", "foster homes", "foster family", "in foster", "en foster", "hogar de crianza",
                "hogares de crianza", "familia de crianza", "hogar temporal", "ward of the court", "bajo custodia del estado")
# Without a home and on one's own (the waiver's "unaccompanied homeless youth"): put out by the family
# or sleeping from couch to couch; a family without a home together is asked back.
ON_OWN_HOMELESS = ("couch surfing", "couchsurfing", "couch hopping", "sleeping on couches", "put me out", "kicked me out",
                   "threw me out", "me echaron de la casa", "me sacaron de la casa", "me corrieron de la casa",
                   "me echaron de mi casa", "me corrieron de mi casa", "me sacaron de mi casa", "de sofa en sofa",
                   "durmiendo en sofas")

# (fix51g) What a question about the foster-youth and homeless waiver names (faq.find): the care or
# the lack of a home, in any words. The entry's phrases say "is there help" / "hay ayuda" often, so a
# parent's "soy mamá soltera, hay ayuda para mi hijo" scored it first; without one of these it is not its topic.
FOSTER_TOPIC = FOSTER_WORDS + ON_OWN_HOMELESS + (
    "foster", "crianza", "homeless", "shelter", "albergue", "sin hogar", "no tengo hogar", "unaccompanied", "sin acompanante",
    "no home", "place to live", "donde vivir", "sin casa", "no tengo casa", "stable home", "casa estable", "ward of the state",
    "tutelado", "tutelada", "tuition waiver", "exencion", "couch", "sofa", "hogares temporales", "on the street", "en la calle",
    "casas de amigos", "casa de amigos", "friends house", "friends houses")

# (fix47k, a newcomer's finding: "hola, no hablo inglés. mi hijo quiere ir al college" in the English
# chat had English replies and no word of the Spanish chat) words of one language that are no word
# of the other, to tell a message written in the other language than the chat's
# (understand.written_in). Words both languages share ("no", "me", "a", "son", "has", "mama", "sin", "college",
# a name, a number) are in neither list: one word never decides
SPANISH_WORDS = frozenset((
    "el", "la", "los", "las", "del", "al", "de", "en", "es", "y", "mi", "mis", "su", "sus", "tu", "que", "con", "para",
    "por", "pero", "porque", "cuando", "como", "donde", "yo", "ella", "ellos", "nosotros", "usted", "ustedes", "una",
    "unos", "unas", "un", "este", "esta", "esto", "eso", "hola", "gracias", "hablo", "habla", "ingles", "espanol",
    "hijo", "hija", "hijos", "madre", "padre", "esposo", "esposa", "quiere", "quiero", "quisiera",
    "tengo", "tiene", "tienen", "soy", "estoy", "esta", "vivo", "vive", "vivimos", "gana", "gano", "ganan", "trabajo",
    "trabaja", "escuela", "preparatoria", "universidad", "beca", "anos", "mes", "mil", "necesito", "ayuda",
    "puedo", "puede", "somos", "estamos", "ir", "estudiar", "primera", "vez", "tambien", "muy", "bien", "ahora",
    "todavia", "nada", "hay", "fue", "sobre", "entre", "hasta", "desde", "cual", "quien",
))
ENGLISH_WORDS = frozenset((
    "the", "and", "my", "is", "i", "im", "to", "of", "in", "for", "with", "have", "live", "lives", "she", "he",
    "they", "we", "you", "your", "our", "their", "her", "his", "makes", "make", "earn", "earns", "want", "wants",
    "need", "what", "how", "do", "does", "did", "am", "are", "was", "were", "be", "will", "would", "can", "could",
    "daughter", "mom", "dad", "mother", "father", "wife", "husband", "school", "high", "year", "years",
    "first", "time", "hello", "hi", "thanks", "please", "speak", "spanish", "english", "just", "not", "dont", "it",
    "this", "that", "there", "at", "on", "from", "about", "who", "which", "go", "going", "graduated", "work", "works",
))

# (fix49c) having no Social Security number, or no Social Security at all ("no ssn", "no tengo seguro
# social"): the one list. understand._NO_SSN is it; understand._SOCIAL_SECURITY_NONE is built from it,
# with these ways of saying not having (NOT_HAVING_SOCIAL_SECURITY) before its names
# (SOCIAL_SECURITY_NAMES, "no tiene seguro social", "isn't on ssdi"): the benefits are then none said
NO_SSN = ("no ssn", "dont have an ssn", "dont have a social", "no social", "no social security", "without an ssn", "sin ssn",
          "no tengo seguro social", "sin seguro social", "no tengo social", "no tengo numero de seguro social", "no tengo ssn")
NOT_HAVING_SOCIAL_SECURITY = ("no", "sin", "without", "dont have", "doesnt have", "do not have", "does not have", "no tiene",
                              "no tengo", "no tienen", "not on", "isnt on", "no esta en")
SOCIAL_SECURITY_NAMES = ("social security", "seguro social", "ssdi")

# (fix49m, a false "likely eligible") a figure said to be a little over the true one: the words before
# it ("not quite 2.3", "casi 2.3", "below 2.3", "un poco menos de 2.3") and after it ("2.3 maybe a
# little lower", "2.3, tal vez un poco menos"), text folded (no accents). understand.said_under reads them.
UNDER_BEFORE = ("not quite", "almost", "nearly", "just under", "just below", "a little under", "a little below", "a bit under",
                "a bit below", "slightly under", "slightly below", "a little less than", "a bit less than",
                "a little lower than", "a bit lower than", "slightly less than", "slightly lower than", "below", "under",
                "less than", "lower than", "casi", "no llega a", "no llega al", "no llego a", "no llego al",
                "un poco menos de", "un poco menos que", "un poquito menos de", "un poco mas bajo de", "un poco mas bajo que",
                "un poquito mas bajo que", "mas bajo que", "menos de", "menos que", "debajo de", "por debajo de",
                "abajo de", "poco menos de")
UNDER_AFTER = ("a little lower", "a little less", "a little under", "a little below", "a bit lower", "a bit less",
               "a bit under", "a bit below", "slightly lower", "slightly less", "slightly under", "slightly below",
               "a tad lower", "a tad less", "a lil lower", "a lil less", "little lower", "little less", "or lower",
               "or less", "or under", "or below", "un poco menos", "un poquito menos", "un poco mas bajo",
               "un poquito mas bajo", "un poco por debajo", "un poco abajo", "algo menos", "algo mas bajo", "o menos",
               "o mas bajo", "o un poco menos", "poquito menos")

# (fix49n) words of doubt said before a figure ("maybe 65k", "tal vez 65 mil"): the one list;
# (fix49m) also the hedges of UNSURE that soften a thing said ("2.3 maybe a little lower"), "I don't
# know" only when nothing else is said (understand.unsure_only_hedged);
# numbers.HEDGE (a guess joined to a figure) and understand._HEDGE_YES (a hedged yes) are built from it.
# "may be" is the same doubt written in two words ("it's 5 may be 6"), never the month.
HEDGES = ("maybe", "may be", "perhaps", "probably", "prob", "possibly", "tal vez", "talvez", "quizas", "quiza",
          "a lo mejor", "capaz")
# (fix49n) words after a second figure that give it a source of its own ("30k, then maybe 20k from her
# second job", "40k but probably 15k more", "pero tal vez 20 mil más de su otro trabajo", "10k extra"):
# another income, added, never a second guess at the first (folded text; "más o menos" is "about")
OWN_SOURCE = ("more", "extra", "on top", "from", "off", "mas", "de mas", "aparte", "adicional", "adicionales",
              "de su", "de mi", "del otro", "de otro", "de la", "del")

# (fix51r2) A period other than a semester said beside a credit load ("10 credits for the whole year",
# "10 créditos en todo el año", "24 a year"): no load a semester said plainly (understand.credit_count_said,
# never kept with "Got it") and, at the credits question, the load a semester is asked for. Folded,
# normalized phrases (understand.contains_any). "next year", "el año que viene" are when, not a period.
# (fix52e) its year's phrases on their own (CREDIT_YEAR_PERIOD): a year's credits are two semesters'
# (understand.credits_a_year, converted and shown in the read-back: "24 a year is 12 a semester"); a
# month's, a week's or a quarter's are not converted (the load a semester is asked for)
CREDIT_YEAR_PERIOD = (
    "a year", "per year", "each year", "every year", "whole year", "full year", "all year", "entire year",
    "for the year", "in the year", "school year", "academic year", "yearly", "annually", "a yr", "per yr",
    "al ano", "por ano", "cada ano", "todo el ano", "en el ano", "en un ano", "ano escolar", "ano academico",
    "anual", "anuales", "anualmente",
)
CREDIT_OTHER_PERIOD = CREDIT_YEAR_PERIOD + (
    "a month", "per month", "a week", "per week", "a quarter", "per quarter",
    "al mes", "por mes", "a la semana", "por semana", "por trimestre",
)

# (fix51g, fix51r2) Help asked for without a question's form ("i dont understand the income part", "im
# confused about the household part", "explain the income", "no entiendo lo de los ingresos", "me confunde
# lo del hogar", "what does agi mean"): asking, in both languages (faq.statement_only: never an aside).
HELP_ASKED = (
    "i dont understand", "i do not understand", "dont understand", "i dont get", "i dont get it", "dont get",
    "im confused", "i am confused", "i m confused", "confused about", "confused by", "confusing", "confuses me",
    "explain", "explain it", "can you explain", "please explain", "help me understand", "what does", "what do you mean",
    "im lost", "i m lost", "im not sure what", "not sure what that means",
    "no entiendo", "no le entiendo", "no comprendo", "me confunde", "me confunden", "me confundo", "estoy confundido",
    "estoy confundida", "confundido", "confundida", "confuso", "explicame", "explica", "expliqueme", "me explicas",
    "me explica", "me puedes explicar", "me puede explicar", "que significa", "que quiere decir", "ayudame a entender",
    "estoy perdido", "estoy perdida", "no se que significa", "no se que es",
)

# (fix51a; fix51r2: moved here from engine) the answer to "Whose pay is $85,000?" said without the amount:
# the writer's own ("mine", "el mio"), the household's total ("the total", "todo junto"), the words before
# the total ("the", "es el") and the fillers before an earner ("it's", "es de"). Whole messages, folded.
WHOSE_SELF = ("mine", "me", "my own", "my pay", "my income", "i do", "i make it", "myself", "mio", "mia", "el mio",
              "lo mio", "yo", "mi pago", "mi sueldo", "el mio nada mas", "just mine", "only mine", "solo mio")
WHOSE_TOTAL_LEAD = ("the", "el", "la", "its the", "it is the", "thats the", "es el", "es la")
WHOSE_TOTAL = ("total", "whole thing", "whole income", "all of it", "everything", "everyone", "everybody", "all together",
               "altogether", "in all", "household", "the household", "todo", "todos", "todo junto", "en total",
               "total del hogar", "entre todos", "de todos", "del hogar", "combined")
WHOSE_FILLER = ("its", "it is", "thats", "that is", "es", "son", "era", "de", "del", "el", "la", "lo", "los", "that",
                "the one of", "for")

# (fix51d; fix51r2: moved here from faq) a bare yes or no (of YES_WORDS, NO_WORDS) right before a
# question word of QUESTION_WORDS with no comma between ("yes what's the income limit", "no cuál es el
# límite"): "when"/"cuando" and "como"/"que" left out (a time or an amount told after the answer)
YES_NO_LEAD = tuple(w for w in YES_WORDS + NO_WORDS if w in ("yes", "yeah", "yep", "yup", "ya", "no", "nope", "nah", "si"))
YES_NO_LEAD_ASKED = tuple(w for w in QUESTION_WORDS if w in (
    "what", "whats", "how", "which", "who", "why", "where", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas",
    "donde", "quien", "por que"))

# (fix51g; fix51r2: moved here from faq) a question word anywhere in a message (faq.statement_only),
# folded; "que"/"q" only as the message's last word ("lo de la beca que"), the rest anywhere
WH_ANYWHERE = ("what", "whats", "how", "hows", "who", "whos", "whose", "when", "whens", "where", "wheres", "why", "which",
               "wdym", "wtf", "idk what", "que es", "que significa", "como", "cuando", "donde", "cual", "cuales", "cuanto",
               "cuanta", "cuantos", "cuantas", "quien", "quienes", "por que", "porque", "para que", "xq", "pq",
               "de que se trata", "de q se trata")
WH_LAST = ("que", "q")
# a closing tag that asks ("…, right", "…, verdad", "… o no"), normalized
TAG_ASKED = ("right", "verdad", "cierto", "correct", "or nah", "or no", "or not", "o no", "o que", "or what", "o nomas",
             "o solo", "means what", "o como es eso")


# (fix51j; moved here from understand._ASK_WORD) a Spanish question word right after "si": "si cuánto es…?" is a
# yes, then a question (understand.if_si_asks), folded
SI_ASK_WORDS = ("cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "donde", "quien", "por que", "porque", "que",
                "como", "cuando")
