"""The first hand that teaches, in German: the start screen's offer, the notes, the tips."""

from __future__ import annotations

from typing import Final

STRINGS: Final = {
    "lesson.offer": "Spielen lernen",
    "lesson.offer.note": "Neu bei Briscola? Ein geführtes Spiel gegen den Computer, in 3 Minuten.",
    "lesson.heading": "Lektion",
    "lesson.skip": "Lektion überspringen",
    "lesson.play": "Ein Spiel spielen",
    "lesson.back": "Zurück zum Start",
    "lesson.done": "Lektion beendet",
    "lesson.welcome": (
        "Ein Übungsspiel gegen {name}, Stufe leicht. Wer mehr als 60 von 120 Punkten holt, gewinnt."
    ),
    "lesson.trump": (
        "Die offene Karte unter dem Stapel ist {card}: {suit} ist Trumpf. Ein Trumpf schlägt"
        " jede Karte einer anderen Farbe."
    ),
    "lesson.lead.other": (
        "{name} spielt {card} aus. Du darfst mit jeder Karte antworten, auch einer anderen Farbe."
    ),
    "lesson.trick.higher.you": "Dein Stich: gleiche Farbe, und {card} schlägt {other}.",
    "lesson.trick.higher": "Stich für {name}: gleiche Farbe, und {card} schlägt {other}.",
    "lesson.trick.trump.you": "Dein Stich: {card} ist Trumpf und schlägt {other}.",
    "lesson.trick.trump": "Stich für {name}: {card} ist Trumpf und schlägt {other}.",
    "lesson.trick.off.you": (
        "Dein Stich: {other} ist weder von der ausgespielten Farbe noch Trumpf und sticht nicht."
    ),
    "lesson.trick.off": (
        "Stich für {name}: {other} ist weder von der ausgespielten Farbe noch Trumpf und sticht"
        " nicht."
    ),
    "lesson.trick.off.higher.you": (
        "Dein Stich: {other} ist stärker, aber weder von der ausgespielten Farbe noch Trumpf"
        " und sticht nicht."
    ),
    "lesson.trick.off.higher": (
        "Stich für {name}: {other} ist stärker, aber weder von der ausgespielten Farbe noch"
        " Trumpf und sticht nicht."
    ),
    "lesson.points": "Der Stich ist {points} Punkte wert.",
    "lesson.trick.short.you": "Dein Stich: {card} schlägt {other}.",
    "lesson.trick.short": "Stich für {name}: {card} schlägt {other}.",
    "lesson.values": (
        "Von der stärksten Karte an: Ass 11 Punkte, Drei 10, König 4, Reiter 3, Bube 2, dann"
        " 7, 6, 5, 4 und 2 mit 0 Punkten."
    ),
    "lesson.draw.you": (
        "Wer sticht, zieht zuerst und spielt als Nächstes aus: jetzt du, dann {name}."
    ),
    "lesson.draw": "Wer sticht, zieht zuerst und spielt als Nächstes aus: jetzt {name}, dann du.",
    "lesson.draw.again.you": "Jetzt ziehst du zuerst.",
    "lesson.draw.again": "Jetzt zieht {name} zuerst.",
    "lesson.last.you": (
        "Letztes Ziehen: du ziehst zuletzt und bekommst den offenen Trumpf, {card}. Jetzt wird"
        " nicht mehr gezogen."
    ),
    "lesson.last": (
        "Letztes Ziehen: {name} zieht zuletzt und bekommt den offenen Trumpf, {card}. Jetzt"
        " wird nicht mehr gezogen."
    ),
    "lesson.half": ("Halbzeit: du hast {mine} Punkte, {name} {theirs}. Zum Sieg brauchst du 61."),
    "lesson.decided.you": (
        "Du hast {points} Punkte, mehr als 60: gewonnen! Gespielt wird bis zur letzten Karte."
    ),
    "lesson.decided": (
        "{name} hat {points} Punkte, mehr als 60: {name} hat gewonnen. Gespielt wird bis zur"
        " letzten Karte."
    ),
    "lesson.end.won": "Ende: du {mine} Punkte, {name} {theirs}. Mehr als 60: du hast gewonnen!",
    "lesson.end.lost": (
        "Ende: du {mine} Punkte, {name} {theirs}. {name} hat mehr als 60 und gewinnt."
    ),
    "lesson.end.tie": "Ende: 60 zu 60, unentschieden.",
    "lesson.end.close": "Jetzt kennst du die Regeln: probier ein echtes Spiel.",
    "lesson.tip.lead": "Tipp: spiel {card} aus, das kostet wenig.",
    "lesson.tip.lead.any": "Tipp: spiel {card} aus.",
    "lesson.tip.higher": "Tipp: {card} sticht: gleiche Farbe, stärker.",
    "lesson.tip.trump": "Tipp: stich mit dem Trumpf, {card}.",
    "lesson.tip.low": "Tipp: gib {card} ab, das kostet wenig.",
}
