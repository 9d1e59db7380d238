"""The first hand that teaches, in Italian: the start screen's offer, the notes, the tips."""

from __future__ import annotations

from typing import Final

STRINGS: Final = {
    "lesson.offer": "Impara a giocare",
    "lesson.offer.note": "Nuovo alla briscola? Una mano guidata contro il computer, in 3 minuti.",
    "lesson.heading": "Lezione",
    "lesson.skip": "Salta la lezione",
    "lesson.play": "Gioca una partita",
    "lesson.back": "Torna all’inizio",
    "lesson.done": "Lezione finita",
    "lesson.welcome": (
        "Mano di prova contro {name}, livello facile. Vince chi fa più di 60 punti su 120."
    ),
    "lesson.trump": (
        "La carta scoperta sotto il mazzo è {card}: la briscola è {suit}. Una briscola batte"
        " qualsiasi carta di un altro seme."
    ),
    "lesson.lead.other": (
        "{name} apre con {card}. Puoi rispondere con qualsiasi carta, anche di altro seme."
    ),
    "lesson.trick.higher.you": "Prendi tu: stesso seme, e {card} batte {other}.",
    "lesson.trick.higher": "Prende {name}: stesso seme, e {card} batte {other}.",
    "lesson.trick.trump.you": "Prendi tu: {card} è una briscola e batte {other}.",
    "lesson.trick.trump": "Prende {name}: {card} è una briscola e batte {other}.",
    "lesson.trick.off.you": (
        "Prendi tu: {other} non è del seme di uscita né briscola, e non prende."
    ),
    "lesson.trick.off": (
        "Prende {name}: {other} non è del seme di uscita né briscola, e non prende."
    ),
    "lesson.trick.off.higher.you": (
        "Prendi tu: {other} è più forte, ma non è del seme di uscita né briscola, e non prende."
    ),
    "lesson.trick.off.higher": (
        "Prende {name}: {other} è più forte, ma non è del seme di uscita né briscola, e non prende."
    ),
    "lesson.points": "La presa vale {points} punti.",
    "lesson.trick.short.you": "Prendi tu: {card} batte {other}.",
    "lesson.trick.short": "Prende {name}: {card} batte {other}.",
    "lesson.values": (
        "Dalla carta più forte: Asso 11 punti, Tre 10, Re 4, Cavallo 3, Fante 2, poi 7, 6, 5,"
        " 4 e 2, che valgono 0."
    ),
    "lesson.draw.you": "Chi prende pesca per primo e apre la presa dopo: ora tu, poi {name}.",
    "lesson.draw": "Chi prende pesca per primo e apre la presa dopo: ora {name}, poi tu.",
    "lesson.draw.again.you": "Ora peschi per primo tu.",
    "lesson.draw.again": "Ora pesca per primo {name}.",
    "lesson.last.you": (
        "Ultima pescata: peschi per ultimo e prendi la briscola scoperta, {card}. Ora niente più"
        " pesca."
    ),
    "lesson.last": (
        "Ultima pescata: {name} pesca per ultimo e prende la briscola scoperta, {card}. Ora"
        " niente più pesca."
    ),
    "lesson.half": ("Metà mano: tu hai {mine} punti, {name} {theirs}. Per vincere ne servono 61."),
    "lesson.decided.you": (
        "Hai {points} punti, più di 60: hai vinto! Si gioca fino all’ultima carta."
    ),
    "lesson.decided": (
        "{name} ha {points} punti, più di 60: ha vinto. Si gioca fino all’ultima carta."
    ),
    "lesson.end.won": "Fine: tu {mine} punti, {name} {theirs}. Più di 60: hai vinto!",
    "lesson.end.lost": "Fine: tu {mine} punti, {name} {theirs}. {name} supera 60 e vince.",
    "lesson.end.tie": "Fine: 60 a 60, è pari.",
    "lesson.end.close": "Ora conosci le regole: prova una partita vera.",
    "lesson.tip.lead": "Consiglio: apri con {card}, che vale poco.",
    "lesson.tip.lead.any": "Consiglio: apri con {card}.",
    "lesson.tip.higher": "Consiglio: {card} prende: stesso seme, più forte.",
    "lesson.tip.trump": "Consiglio: prendi con la briscola, {card}.",
    "lesson.tip.low": "Consiglio: lascia {card}, che vale poco.",
}
