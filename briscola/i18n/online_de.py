"""German: the network table's words (loaded when a network table starts)."""

from __future__ import annotations

from typing import Final

STRINGS: Final = {
    "friend": "Freund {n}",
    "host": "Gastgeber",
    "nobody": "niemand",
    "seats": "Plätze am Tisch",
    "seat.free": "Platz {n}",
    "who.you": "du",
    "who.host": "lädt ein",
    "who.friend": "Freund",
    "who.computer": "Computer · {level}",
    "status.offering": "Einladung wird erstellt…",
    "status.invited": "Einladung bereit: warte auf die Antwort",
    "status.connecting": "Verbindung wird aufgebaut…",
    "status.open": "verbunden",
    "status.lost": "Verbindung seit {s} s verloren",
    "status.failed": "nicht verbunden: {why}",
    "status.joined": "am Tisch",
    "status.expected": "erwartet",
    "why.no-candidate": "der Browser hat keine Netzwerkadresse zum Anbieten gefunden",
    "why.timeout": "keine Antwort innerhalb von {s} Sekunden: sind beide Geräte im selben Netz?",
    "why.ice": (
        "die beiden Geräte erreichen einander nicht (verschiedene Netze? versuche einen "
        "STUN-Server)"
    ),
    "why.error": "der Browser hat die Verbindung abgelehnt",
    "why.closed": "die Verbindung wurde geschlossen",
    "again": "Neue Einladung",
    "give": "Platz von {name} dem Computer geben",
    "one-device": "Auf diesem Gerät spielen",
    "leave": "Tisch verlassen",
    "back": "Zurück",
    "cancel": "Abbrechen",
    "close": "Schließen",
    "done": "Fertig",
    "copy": "Kopieren",
    "copied": "Link kopiert.",
    "share": "Teilen",
    "share.invite": "Einladung zu Briscola",
    "share.reply": "Antwort auf die Einladung zu Briscola",
    "qr.label": "QR-Code: {what}",
    "code": "Tischcode: {code}. Vergleicht ihn laut: er ist auf jedem Gerät derselbe.",
    "unavailable.heading": "Netzwerktisch nicht verfügbar",
    "unavailable.lead": (
        "Dieser Browser kann zwei Geräte nicht ohne Server verbinden (ihm fehlt WebRTC). "
        "Versuche Chrome, Edge oder Firefox, oder spielt auf diesem Gerät und gebt es "
        "reihum weiter."
    ),
    "host.heading": "Freunde einladen",
    "host.lead": (
        "Schicke jedem Freund seine Einladung. Wenn er antwortet, füge seine Antwort hier "
        "ein (oder öffne sie auf diesem Gerät): das Spiel beginnt, wenn alle da sind."
    ),
    "link.invite": "Einladung für Platz {n}",
    "link.invite.note": (
        "Schicke sie in einer Nachricht, oder lass sie von der Kamera eines Handys lesen."
    ),
    "paste.reply": "Antwort eines Freundes (der Link oder der Code)",
    "paste.reply.button": "Hinzufügen",
    "reply.bad": "Das ist keine gültige Antwort: kopiere sie noch einmal ganz.",
    "reply.seat": "Diese Antwort ist für keinen Platz, der auf einen Freund wartet.",
    "reply.stale": "Dieser Freund ist schon verbunden oder verbindet sich gerade.",
    "reply.key": (
        "Der Schlüssel dieser Antwort stimmt nicht: bitte den Freund, die Einladung neu zu öffnen."
    ),
    "reply.name": "Der Name in dieser Antwort lässt sich nicht zeigen.",
    "stun.label": "STUN-Server (freiwillig)",
    "stun.save": "Speichern",
    "stun.help": (
        "Ein STUN-Server hilft zwei Geräten in verschiedenen Netzen, einander zu finden: "
        "nennst du einen (etwa stun:stun.example.org:3478), kontaktiert die Seite diese "
        "Adresse; lass das Feld leer, um im selben Netz zu spielen."
    ),
    "stun.bad": "Das ist keine Adresse eines STUN-Servers (etwa stun:stun.example.org:3478).",
    "guest.heading": "Einladung von {name}",
    "guest.lead": "{name} lädt dich zu einem Spiel ein: {table}. Dein Platz: {n}.",
    "name.label": "Dein Name",
    "name.button": "Antworten",
    "name.bad": "Schreibe einen Namen (höchstens 20 Zeichen).",
    "invite.bad": "Das ist keine gültige Einladung: kopiere sie noch einmal ganz.",
    "invite.own": "Das ist eine Einladung dieses Geräts: schicke sie einem Freund.",
    "invite.other": (
        "Diese Einladung gilt einem anderen Tisch: beende oder verlasse erst dieses Spiel."
    ),
    "reply.heading": "Deine Antwort",
    "reply.lead": (
        "Schicke diese Antwort an {name}: sobald sie eingefügt (oder geöffnet) wird, "
        "sitzt du am Tisch. Lass diese Seite offen."
    ),
    "reply.failed": "Die Verbindung hat nicht geklappt: {why}.",
    "link.reply": "Antwort für den, der dich eingeladen hat",
    "link.reply.note": "Schicke sie {name} in einer Nachricht.",
    "lobby.heading": "Am Tisch von {name}",
    "lobby.lead": "Du bist verbunden. Es wird auf die anderen gewartet.",
    "dealing.heading": "Das Spiel wird gemischt",
    "dealing.lead": (
        "Jedes Gerät verschließt das Spiel mit seinem eigenen Schlüssel: niemand kann die "
        "Karten der anderen sehen oder wählen."
    ),
    "paused.heading": "Spiel unterbrochen",
    "paused.host": (
        "Verbindung zu {names} verloren. Schicke die neue Einladung unten: wer sie "
        "öffnet, setzt das Spiel dort fort, wo es war."
    ),
    "paused.guest": (
        "Die Verbindung zu {name} ist abgebrochen. Warte auf die neue Einladung und öffne "
        "sie, oder füge sie hier ein: das Spiel geht dort weiter, wo es war."
    ),
    "paste.invite": "Neue Einladung (der Link oder der Code)",
    "paste.invite.button": "Öffnen",
    "relayed.heading": "Antwort erhalten",
    "relayed.lead": (
        "Geh zurück zum Tab, in dem du die Einladung erstellt hast: die Antwort wurde ihm "
        "übergeben. Ändert sich dort nichts, kopiere diesen Link und füge ihn in jenem "
        "Tab ein."
    ),
    "relayed.link": "Die Antwort",
    "table.opening": "Die gezogene Karte wird geöffnet…",
    "table.reveal": "Spielende: die Schlüssel werden offengelegt und alles geprüft…",
    "over.heading": "Spiel geprüft",
    "over.wins": "{side} gewinnt.",
    "over.tie": "Unentschieden.",
    "over.points": "{side}: {points} Punkte",
    "over.checked": (
        "Jeder Schlüssel wurde offengelegt: dieses Gerät hat das Spiel und jeden Zug geprüft."
    ),
    "stopped.heading": "Spiel angehalten",
    "stopped.lead": "Das Spiel wurde wegen einer Nachricht von {name} angehalten: {reason}",
    "stopped.nothing": "Dieses Spiel zählt für niemanden.",
    "say.verified": "Spiel geprüft.",
    "say.stopped": "Das Spiel wurde wegen einer Nachricht von {name} angehalten.",
    "refused": "Nachricht abgelehnt, die angeblich von {name} kommt: {reason}",
    "refused.frame": "Ungültige Nachricht von {name} abgelehnt.",
    "reason.too-long": "zu lang.",
    "reason.too-deep": "zu tief verschachtelt.",
    "reason.not-json": "keine lesbare Nachricht.",
    "reason.not-an-object": "keine lesbare Nachricht.",
    "reason.unknown-field": "sie hat ein Feld, das keine Nachricht hat.",
    "reason.missing-field": "ein Feld fehlt.",
    "reason.wrong-type": "ein Feld vom falschen Typ.",
    "reason.bad-value": "ein Feld mit unmöglichem Wert.",
    "reason.wrong-table": "sie gehört zu einem anderen Tisch oder Spiel.",
    "reason.unknown-seat": "von einem Platz, den der Tisch nicht hat.",
    "reason.bad-signature": (
        "die Unterschrift ist nicht die dieses Platzes (gefälscht oder beschädigt)."
    ),
    "reason.replay": "sie kam noch einmal (eine Wiederholung).",
    "reason.gap": "eine davor fehlt.",
    "reason.not-host": "nur der Gastgeber darf sie schicken.",
    "reason.out-of-turn": "er war nicht an der Reihe.",
    "reason.illegal-move": "ein Zug, den die Regeln nicht erlauben.",
    "reason.wrong-key": "ein Schlüssel, der nicht die richtige Karte öffnet.",
    "reason.card-not-in-deck": "eine Karte, die das Spiel nicht hat.",
    "reason.card-played-twice": "eine zweimal gespielte Karte.",
    "reason.key-not-owed": "ein Schlüssel, den er nicht schicken sollte.",
    "reason.bad-deal-step": "ein Schritt des Mischens, den seine Schlüssel nicht bestätigen.",
    "reason.bad-reveal": "andere Schlüssel als die im Spiel benutzten.",
    "reason.false-alarm": "er hat das Spiel wegen einer Karte angehalten, die richtig war.",
    "reason.withheld": "er hat nicht geschickt, was er schuldete.",
}
