"""Italian: the network table's words (loaded when a network table starts)."""

from __future__ import annotations

from typing import Final

STRINGS: Final = {
    "friend": "Amico {n}",
    "host": "Ospite",
    "nobody": "nessuno",
    "seats": "Posti al tavolo",
    "seat.free": "Posto {n}",
    "who.you": "tu",
    "who.host": "chi invita",
    "who.friend": "amico",
    "who.computer": "computer · {level}",
    "status.offering": "preparo l’invito…",
    "status.invited": "invito pronto: aspetto la risposta",
    "status.connecting": "collegamento in corso…",
    "status.open": "collegato",
    "status.lost": "collegamento perso da {s} s",
    "status.failed": "non collegato: {why}",
    "status.joined": "al tavolo",
    "status.expected": "atteso",
    "why.no-candidate": "il browser non ha trovato un indirizzo di rete da offrire",
    "why.timeout": "nessuna risposta entro {s} secondi: i due dispositivi sono sulla stessa rete?",
    "why.ice": "i due dispositivi non riescono a raggiungersi (reti diverse? prova un server STUN)",
    "why.error": "il browser ha rifiutato il collegamento",
    "why.closed": "il collegamento si è chiuso",
    "again": "Nuovo invito",
    "give": "Dai il posto di {name} al computer",
    "one-device": "Gioca su questo dispositivo",
    "leave": "Lascia il tavolo",
    "back": "Indietro",
    "cancel": "Annulla",
    "close": "Chiudi",
    "done": "Fine",
    "copy": "Copia",
    "copied": "Link copiato.",
    "share": "Condividi",
    "share.invite": "Invito a Briscola",
    "share.reply": "Risposta all’invito a Briscola",
    "qr.label": "Codice QR: {what}",
    "code": "Codice del tavolo: {code}. Confrontatelo a voce: è lo stesso su ogni dispositivo.",
    "unavailable.heading": "Tavolo in rete non disponibile",
    "unavailable.lead": (
        "Questo browser non sa collegare due dispositivi senza server (gli manca WebRTC). "
        "Prova con Chrome, Edge o Firefox, oppure giocate su questo dispositivo "
        "passandovelo a turno."
    ),
    "host.heading": "Invita gli amici",
    "host.lead": (
        "Manda a ogni amico il suo invito. Quando ti risponde, incolla qui la sua "
        "risposta (o aprila su questo dispositivo): la partita comincia quando ci sono "
        "tutti."
    ),
    "link.invite": "Invito per il posto {n}",
    "link.invite.note": (
        "Mandalo con un messaggio, oppure fallo inquadrare dalla fotocamera del telefono."
    ),
    "paste.reply": "Risposta di un amico (il link o il codice)",
    "paste.reply.button": "Aggiungi",
    "reply.bad": "Questa non è una risposta valida: copiala di nuovo per intero.",
    "reply.seat": "Questa risposta non è per un posto che aspetta un amico.",
    "reply.stale": "Questo amico è già collegato o si sta collegando.",
    "reply.key": (
        "La chiave di questa risposta non va bene: chiedi all’amico di aprire di nuovo l’invito."
    ),
    "reply.name": "Il nome in questa risposta non si può mostrare.",
    "stun.label": "Server STUN (facoltativo)",
    "stun.save": "Salva",
    "stun.help": (
        "Un server STUN aiuta due dispositivi su reti diverse a trovarsi: se ne indichi "
        "uno (ad esempio stun:stun.example.org:3478), la pagina contatterà "
        "quell’indirizzo; lascialo vuoto per giocare sulla stessa rete."
    ),
    "stun.bad": (
        "Questo non è l’indirizzo di un server STUN (ad esempio stun:stun.example.org:3478)."
    ),
    "guest.heading": "Invito di {name}",
    "guest.lead": "{name} ti invita a una partita: {table}. Il tuo posto: {n}.",
    "name.label": "Il tuo nome",
    "name.button": "Rispondi",
    "name.bad": "Scrivi un nome (al massimo 20 caratteri).",
    "invite.bad": "Questo non è un invito valido: copialo di nuovo per intero.",
    "invite.own": "Questo è un invito di questo stesso dispositivo: mandalo a un amico.",
    "invite.other": "Questo invito è per un altro tavolo: finisci o lascia prima questa mano.",
    "reply.heading": "La tua risposta",
    "reply.lead": (
        "Manda questa risposta a {name}: quando la incolla (o la apre), sei al tavolo. "
        "Tieni aperta questa pagina."
    ),
    "reply.failed": "Il collegamento non è riuscito: {why}.",
    "link.reply": "Risposta per chi ti ha invitato",
    "link.reply.note": "Mandala a {name} con un messaggio.",
    "lobby.heading": "Al tavolo di {name}",
    "lobby.lead": "Sei collegato. Si aspettano gli altri giocatori.",
    "dealing.heading": "Si mescola il mazzo",
    "dealing.lead": (
        "Ogni dispositivo chiude il mazzo con la sua chiave: nessuno può vedere né "
        "scegliere le carte degli altri."
    ),
    "paused.heading": "Partita in pausa",
    "paused.host": (
        "Collegamento perso con {names}. Manda il nuovo invito qui sotto: chi lo apre "
        "riprende la mano da dove era."
    ),
    "paused.guest": (
        "Il collegamento con {name} si è interrotto. Aspetta il suo nuovo invito e "
        "aprilo, oppure incollalo qui: la mano riprende da dove era."
    ),
    "paste.invite": "Nuovo invito (il link o il codice)",
    "paste.invite.button": "Apri",
    "relayed.heading": "Risposta ricevuta",
    "relayed.lead": (
        "Torna alla scheda in cui hai creato l’invito: la risposta le è stata passata. Se "
        "lì non cambia niente, copia questo link e incollalo in quella scheda."
    ),
    "relayed.link": "La risposta",
    "table.opening": "Si apre la carta pescata…",
    "table.reveal": "Fine della mano: si rivelano le chiavi e si controlla tutto…",
    "over.heading": "Mano verificata",
    "over.wins": "Vince {side}.",
    "over.tie": "Pareggio.",
    "over.points": "{side}: {points} punti",
    "over.checked": (
        "Ogni chiave è stata rivelata: questo dispositivo ha controllato il mazzo e ogni mossa."
    ),
    "stopped.heading": "Mano fermata",
    "stopped.lead": "La mano si è fermata per un messaggio di {name}: {reason}",
    "stopped.nothing": "Questa mano non conta per nessuno.",
    "say.verified": "Mano verificata.",
    "say.stopped": "La mano si è fermata per un messaggio di {name}.",
    "refused": "Rifiutato un messaggio che dice di venire da {name}: {reason}",
    "refused.frame": "Rifiutato un messaggio non valido da {name}.",
    "reason.too-long": "troppo lungo.",
    "reason.too-deep": "annidato troppo in profondità.",
    "reason.not-json": "non è un messaggio leggibile.",
    "reason.not-an-object": "non è un messaggio leggibile.",
    "reason.unknown-field": "ha un campo che nessun messaggio ha.",
    "reason.missing-field": "gli manca un campo.",
    "reason.wrong-type": "un campo è del tipo sbagliato.",
    "reason.bad-value": "un campo ha un valore impossibile.",
    "reason.wrong-table": "è di un altro tavolo o di un’altra mano.",
    "reason.unknown-seat": "viene da un posto che il tavolo non ha.",
    "reason.bad-signature": "la firma non è di quel posto (falso o danneggiato).",
    "reason.replay": "è arrivato di nuovo (una ripetizione).",
    "reason.gap": "ne manca uno prima di lui.",
    "reason.not-host": "solo chi invita può mandarlo.",
    "reason.out-of-turn": "non era il suo turno.",
    "reason.illegal-move": "una mossa che le regole non permettono.",
    "reason.wrong-key": "una chiave che non apre la carta giusta.",
    "reason.card-not-in-deck": "una carta che il mazzo non ha.",
    "reason.card-played-twice": "una carta giocata due volte.",
    "reason.key-not-owed": "una chiave che non doveva mandare.",
    "reason.bad-deal-step": "un passo del mescolamento che le sue chiavi non confermano.",
    "reason.bad-reveal": "chiavi diverse da quelle usate nella mano.",
    "reason.false-alarm": "ha fermato la mano per una carta che era giusta.",
    "reason.withheld": "non ha mandato ciò che doveva.",
}
