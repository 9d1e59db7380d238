"""Italian: the page's words and the card names (the default language)."""

from __future__ import annotations

from typing import Final

from briscola.engine.cards import RANK_NAMES, SUIT_NAMES

# The engine's own names (Card.name, the command line) are the Italian ones.
RANKS: Final = RANK_NAMES
SUITS: Final = SUIT_NAMES
CARD: Final = "{rank} di {suit}"
# A French-suited deck's cards (the Piemontesi): each suit by the Italian suit's code it
# stands for, and the Queen where the Italian cards have the Knight.
FRENCH_SUITS: Final = {"D": "Quadri", "C": "Cuori", "S": "Picche", "B": "Fiori"}
FRENCH_RANKS: Final = {**RANKS, "C": "Donna"}

STRINGS: Final = {
    "lang.name": "Italiano",
    "app.title": "Briscola",
    "app.tagline": "Il gioco di carte italiano, contro il computer",
    "nav.label": "Menu",
    "nav.rules": "Regole",
    "nav.language": "Lingua",
    "nav.leave": "Nuova partita",
    "nav.back": "Torna indietro",
    "nav.sound": "Suoni",
    "loading": "Caricamento…",
    # the saved table, painted before the game is ready (static/paint.js, copied by the build)
    "paint.held": "Caricamento… la carta scelta sarà giocata appena il gioco è pronto.",
    # start screen
    "start.heading": "Nuova partita",
    "start.players": "Giocatori",
    "start.players.2": "2 · uno contro uno",
    "start.players.3": "3 · ognuno per sé",
    "start.players.4": "4 · a coppie",
    "start.players.5": "5 · Briscola chiamata",
    "start.players.6": "6 · tre contro tre",
    "start.deck": "Mazzo in tre",
    "start.deck.39": "39 carte (senza {card})",
    "start.deck.36": "36 carte (senza i quattro 2)",
    "start.series": "Partita",
    "start.series.1": "Mano singola",
    "start.series.3": "Al meglio di 3",
    "start.series.5": "Al meglio di 5",
    "start.options": "Regole e aiuti",
    "start.swap": "Scambio del 7 di briscola",
    "start.learner": "Mostra i punti durante la mano (per imparare)",
    "start.show_tricks": "Mostra tutte le prese della mano (aiuto)",
    "start.same_dealer": "Dopo una patta dà di nuovo lo stesso mazziere",
    "start.cappotto": "Il cappotto vale due mani",
    "start.clockwise": "Gioco in senso orario (il prossimo a sinistra)",
    "start.variant": "Variante",
    "start.variant.classic": "Classica",
    "start.variant.con-il-due": "Con il Due · il 2 di briscola batte l’Asso",
    "start.variant.briscolone": "Briscolone · cinque carte, senza briscola",
    "start.variant.scoperta": "Scoperta · tutte le carte in vista",
    "start.variant.a-31": "A 31 · chi ha 31 punti lo dichiara e vince",
    "start.follow_suit": "Obbligo di rispondere al seme (Briscolone)",
    "start.signals": "Segnali al compagno (in quattro e in sei)",
    "start.levels": "Chi gioca: il computer o una persona",
    "start.person": "Persona",
    "start.name": "Nome per {seat}",
    "start.name.short": "Nome",
    "start.name.you": "Il tuo nome",
    "start.summary.people": "{n} persone",
    "person.first": "Giocatore 1",
    "person.role": "persona",
    "turn.person": "Tocca a te, {name}",
    "say.turn": "Tocca a {name}.",
    "pass.heading": "Passa il dispositivo a {name}",
    "pass.note": "Le carte restano coperte finché il dispositivo non è nelle mani di {name}.",
    "pass.go": "Sono {name}: mostra le mie carte",
    "pass.friends": "Le mani tra più persone non entrano nelle statistiche.",
    "start.pace": "Ritmo del computer",
    "start.pace.slow": "Lento",
    "start.pace.normal": "Normale",
    "start.pace.fast": "Veloce",
    "start.looks": "Carte e tavolo",
    "start.pattern": "Mazzo",
    "start.pattern.moderne": "Moderne",
    "start.pattern.napoletane": "Napoletane",
    "start.pattern.piacentine": "Piacentine",
    "start.pattern.siciliane": "Siciliane",
    "start.pattern.trevigiane": "Trevigiane",
    "start.pattern.bergamasche": "Bergamasche",
    "start.pattern.piemontesi": "Piemontesi (semi francesi)",
    "start.back": "Dorso",
    "start.back.own": "Del mazzo",
    "start.back.reticolo": "Reticolo",
    "start.back.scozzese": "Scozzese",
    "start.back.righe": "Righe",
    "start.back.fiori-rossi": "Fiori rossi",
    "start.back.fiori-verdi": "Fiori verdi",
    "start.back.rombi-rossi": "Rombi rossi",
    "start.back.rombi-blu": "Rombi blu",
    "start.felt": "Tappeto",
    "start.felt.verde": "Verde",
    "start.felt.blu": "Blu",
    "start.felt.bordeaux": "Bordeaux",
    "start.felt.antracite": "Antracite",
    "start.preview": "Anteprima: {pattern}",
    "start.preview.back": "Dorso: {back}",
    "start.play": "Gioca",
    "start.summary.players": "{n} giocatori",
    "start.more": "Impostazioni",
    "result.rematch": "Rivincita",
    "start.stats": (
        "In {players}: mani vinte {won}, perse {lost}, patte {tied}"
        " · serie vinte {series_won}, perse {series_lost}"
    ),
    "level.easy": "Facile",
    "level.medium": "Medio",
    "level.hard": "Difficile",
    "level.maestro": "Maestro",
    "role.opponent.m": "avversario",
    "role.opponent.f": "avversaria",
    "role.partner.f": "compagna",
    "role.partner.m": "compagno",
    "role.opponent.n": "contro di te",
    "role.partner.n": "con te",
    # the table
    "you": "Tu",
    "pair": "{a} e {b}",
    "table.label": "Tavolo da gioco",
    "hand.label": "Le tue carte",
    "turn.you": "Tocca a te",
    "turn.elsewhere": "Tocca a te, nell’altra scheda",
    "turn.other": "Tocca a {name}",
    "turn.thinking": "{name} sta pensando…",
    "turn.hint": "Gioca una carta: clic o tasti 1–{n}",
    "turn.hint.last": "Gioca l’ultima carta: clic o tasto 1",
    "turn.hint.bid": "Fai un’offerta o passa",
    "turn.hint.call": "Chiama una carta: il suo padrone sarà il tuo compagno",
    "refuse.follow": "Devi rispondere a {suit}.",
    "dealer": "Mazziere",
    "captain": "Capitano",
    "cards.one": "{n} carta in mano",
    "cards.other": "{n} carte in mano",
    "tricks.one": "{n} presa",
    "tricks.other": "{n} prese",
    "stock": "Mazzo",
    "stock.one": "{n} carta nel mazzo",
    "stock.other": "{n} carte nel mazzo",
    "stock.empty": "Mazzo finito",
    "trump": "Briscola: {suit}",
    "trump.card": "Briscola scoperta: {card}",
    "trump.none": "Senza briscola",
    "stock.next": "Prossime carte del mazzo: {cards}",
    "stock.later.one": "ancora {n} carta",
    "stock.later.other": "ancora {n} carte",
    "trick.label": "Carte in tavola",
    "trick.empty": "Nessuna carta in tavola",
    "trick.takes": "Prende {name}",
    "trick.takes.you": "Prendi tu",
    "last.show": "Ultima presa",
    "last.label": "Ultima presa: {cards}",
    "tricks.show": "Tutte le prese",
    "tricks.label": "Presa {n}: {cards}",
    "swap": "Scambia il 7",
    "swap.label": "Scambia {seven} con {taken}",
    "declare": "Dichiaro {points}",
    "bid.group": "Asta",
    "bid.pass": "Passo",
    "bid.points": "2 a {points}",
    "bid.help": (
        "«{bid}»: se vinci l’asta chiami una carta di quel valore (es. {card}); il suo seme è la "
        "briscola e chi la tiene è il tuo compagno segreto: insieme almeno {points} punti. "
        "Carta più bassa, offerta più alta."
    ),
    "call.help": (
        "Il seme della carta chiamata è la briscola; chi la tiene è il tuo compagno, segreto "
        "finché non la gioca. Se chiami una carta tua, giochi da solo contro quattro."
    ),
    "bid.help.ask": "Cosa vuol dire «{bid}»?",
    "call.help.ask": "Cosa fa la carta chiamata?",
    "bid.said": "Dice: {bid}",
    "call.group": "Chiama una carta",
    "contract": "{name} chiama {card} · servono {target} punti",
    "contract.you": "Chiami {card} · servono {target} punti",
    "signal.group": "Segnali al compagno",
    "signal.ace-of-trump": "Ho l’Asso di briscola",
    "signal.three-of-trump": "Ho il Tre di briscola",
    "signal.nothing": "Non ho niente",
    "signal.shown": "Segnala: {signal}",
    "signal.short.ace-of-trump": "Ho l’Asso",
    "signal.short.three-of-trump": "Ho il Tre",
    "signal.short.nothing": "Niente",
    "known": "Carta vista: {cards}",
    "known.open": "Carte scoperte: {cards}",
    "score": "Punti",
    "score.unknown": "Punti: socio ancora sconosciuto",
    "series.single": "Mano singola",
    "series.hand": "Mano {n} · al meglio di {best}",
    "series.wins": "Mani vinte",
    "follow.notice": "La partita è aperta in un’altra scheda: qui la puoi solo seguire.",
    "follow.idle": (
        "L’altra scheda aperta non ha partite in corso: una partita cominciata qui si gioca qui."
    ),
    "follow.seed": "Le nuove mani date qui vengono da seed={seed}.",
    "follow.take": "Gioca qui",
    "follow.shared": (
        "La partita è aperta in un’altra scheda: qui la puoi solo seguire. La mano condivisa del "
        "link ti aspetta: giocala qui e la partita dell’altra scheda resta salvata com’è."
    ),
    "follow.shared_idle": (
        "L’altra scheda aperta non ha partite in corso: la mano condivisa del link ti aspetta, "
        "giocala qui."
    ),
    "follow.take_shared": "Gioca qui la mano condivisa",
    "follow.other_shared": (
        "Un’altra scheda gioca una mano condivisa: la tua partita resta salvata com’era. "
        "Riprendila qui e la mano condivisa aspetta nell’altra scheda."
    ),
    "follow.take_game": "Riprendi qui la partita",
    "daily.following": "La partita è aperta in un’altra scheda: la mano del giorno si gioca da lì.",
    "update.notice": "Nuova versione disponibile.",
    "update.load": "Aggiorna",
    "install.button": "Installa",
    "install.title": "Installa il gioco come app",
    # announcements
    "say.played.you": "Hai giocato {card}.",
    "say.played": "{name} gioca {card}.",
    "say.swap.you": "Hai scambiato {seven} con {taken}.",
    "say.swap": "{name} scambia {seven} con la briscola scoperta, {taken}.",
    "say.bid.you": "Dici: {bid}.",
    "say.bid": "{name} dice: {bid}.",
    "say.pass.you": "Passi.",
    "say.pass": "{name} passa.",
    "say.call.you": "Chiami {card}: briscola {suit}.",
    "say.call": "{name} chiama {card}: briscola {suit}.",
    "say.partner.you": "Sei tu il compagno di {caller}: ora lo sanno tutti.",
    "say.partner.mine": "Il tuo compagno è {name}.",
    "say.partner": "Il compagno di {caller} è {name}.",
    "say.signal.you": "Segnali: «{signal}».",
    "say.signal": "{name} segnala: «{signal}».",
    "say.trick.you": "Prendi tu.",
    "say.trick": "Prende {name}.",
    "say.trick.points": "{points} punti.",
    "say.turn.you": "Tocca a te.",
    "say.deal.you": "Nuova mano, dai tu le carte. Briscola: {card}.",
    "say.deal": "Nuova mano, dà le carte {name}. Briscola: {card}.",
    "say.deal.you.none": "Nuova mano, dai tu le carte. Senza briscola.",
    "say.deal.none": "Nuova mano, dà le carte {name}. Senza briscola.",
    "say.deal.you.auction": "Nuova mano, dai tu le carte: si apre l’asta.",
    "say.deal.auction": "Nuova mano, dà le carte {name}: si apre l’asta.",
    "say.over": "Fine della mano.",
    "say.declared.you.right": "Hai dichiarato 31: giusto, la mano è tua.",
    "say.declared.you.wrong": "Hai dichiarato 31: sbagliato, la mano è persa.",
    "say.declared.right": "{name} dichiara 31: giusto, vince la mano.",
    "say.declared.wrong": "{name} dichiara 31: sbagliato, perde la mano.",
    # end of hand
    "result.heading": "Fine della mano",
    "result.won": "Hai vinto!",
    "result.lost": "Hai perso.",
    "result.won.pair": "Avete vinto!",
    "result.lost.pair": "Avete perso.",
    "result.tie": "Patta!",
    "result.winner": "Vince {name}.",
    "result.points.one": "{n} punto",
    "result.points.other": "{n} punti",
    "result.taken": "Carte prese",
    "result.seat_points": "{name}: {points}",
    "result.cappotto": "Cappotto! {name} prende tutti i 120 punti.",
    "result.contract": "Chiamata di {name}: {card}, compagno {partner}; servivano {target} punti.",
    "result.contract.you": "Hai chiamato {card}, compagno {partner}; servivano {target} punti.",
    "result.tie_replay": "Una mano patta non conta: si rigioca.",
    "result.series": "Serie al meglio di {best}",
    "result.series.won": "Hai vinto la serie!",
    "result.series.won.pair": "Avete vinto la serie!",
    "result.series.lost": "{name} vince la serie.",
    "result.next": "Prossima mano",
    "result.replay": "Rigioca la mano",
    "result.next_dealer.you": "Dai tu le carte.",
    "result.next_dealer": "Dà le carte {name}.",
    "result.settings": "Cambia impostazioni",
    # dialogs and notices
    "confirm.title": "Abbandonare la partita?",
    "confirm.body": "La serie in corso andrà persa e non sarà contata.",
    "confirm.yes": "Sì, abbandona",
    "confirm.no": "No, continua",
    "confirm.declare.title": "Dichiarare {points}?",
    "confirm.declare.body": (
        "La mano finisce subito: la vinci se la tua "
        "parte ha almeno {points} punti nelle prese, altrimenti la perdi."
    ),
    "confirm.declare.yes": "Sì, dichiaro {points}",
    "confirm.declare.no": "No, continua",
    "problem.session": "la partita salvata",
    "problem.settings": "le impostazioni",
    "problem.stats": "le statistiche",
    "problem.old": "i dati di una versione precedente",
    "problem.and": " e ",
    "problem.sentence": (
        "Non è stato possibile leggere {what} (dati danneggiati o di un’altra versione):"
        " una copia è conservata a parte e si riparte da capo."
    ),
    "notice.close": "Chiudi",
    "crash": "Qualcosa è andato storto ({error}). La partita salvata è al sicuro.",
    "crash.restart": "Ricomincia",
    "rules.heading": "Le regole della Briscola",
    # the boot watchdog (plain JavaScript: the build copies these into static/boot-watchdog.js)
    "boot.title": "Il gioco non è partito",
    "boot.error": "Python, che fa girare il gioco nel browser, si è fermato con un errore.",
    "boot.timeout": "Python, che fa girare il gioco nel browser, non si è avviato in tempo.",
    "boot.safe": (
        "I tuoi dati salvati sono ancora qui: puoi scaricarli, oppure ricominciare da capo"
        " (i dati attuali restano da parte come copia di riserva)."
    ),
    "boot.download": "Scarica i miei dati",
    "boot.afresh": "Ricomincia da capo",
    "boot.retry": "Riprova",
    # storage full, address parameters
    "store.full": (
        "La memoria del browser è piena: puoi continuare a giocare, ma la partita non viene"
        " più salvata. Scarica i tuoi dati per non perderli."
    ),
    "store.download": "Scarica i dati",
    "param.ignored": "Parametro dell’indirizzo non valido, ignorato: {name}.",
    "act.unknown": (
        "Un pulsante della pagina chiede un comando sconosciuto («{act}»): non è cambiato nulla."
    ),
    # the saved-data panel
    "data.nav": "Dati salvati",
    "data.heading": "Dati salvati",
    "data.intro": (
        "Il gioco salva in questo browser le impostazioni, le statistiche e la partita in corso."
        " Qui puoi scaricarli in un file, caricarli da un file, ripristinare una copia di"
        " riserva o cancellare tutto."
    ),
    "data.kept.yes": (
        "Il browser conserva questi dati: non li cancella da solo per fare spazio o dopo"
        " settimane senza visite."
    ),
    "data.kept.no": (
        "Il browser può cancellare questi dati da solo, per fare spazio o dopo settimane"
        " senza visite: scarica ogni tanto una copia («Scarica tutto») per non perderli."
    ),
    "data.kept.unknown": (
        "Questo browser non dice se conserva questi dati: scarica ogni tanto una copia"
        " («Scarica tutto») per non perderli."
    ),
    "data.download": "Scarica tutto",
    "data.import": "Carica da un file",
    "data.backups": "Copie di riserva",
    "data.no_backups": "Nessuna copia di riserva.",
    "data.restore": "Ripristina",
    "data.restore_label": "Ripristina {what} del {time}",
    "data.kind.settings": "Impostazioni",
    "data.kind.stats": "Statistiche",
    "data.kind.aids": "Dati della mano in corso",
    "data.kind.hands": "Ultime mani",
    "data.kind.rating": "Valutazione",
    "data.kind.session": "Partita in corso",
    "data.kind.lock": "Blocco della scheda",
    # statistics page
    "stats.nav": "Statistiche",
    "stats.heading": "Statistiche",
    "stats.intro": "Le tue mani contro il computer, per tavolo, variante e livello.",
    "stats.empty": "Nessuna mano giocata finora: le statistiche compaiono dopo la prima.",
    "stats.variant.classic": "Classica",
    "stats.variant.con-il-due": "Con il Due",
    "stats.variant.briscolone": "Briscolone",
    "stats.variant.scoperta": "Scoperta",
    "stats.variant.a-31": "A 31",
    "stats.level": "livello {level}",
    "stats.level.mixed": "livelli misti",
    "stats.unrecorded": "Mani di prima (variante e livello non registrati)",
    "stats.col.won": "Vinte",
    "stats.col.lost": "Perse",
    "stats.col.tied": "Patte",
    "stats.row.hands": "Mani",
    "stats.row.series": "Serie",
    "stats.rate": "Percentuale di vittorie",
    "stats.streak": "Vittorie di fila",
    "stats.best_streak": "Record di vittorie di fila",
    "stats.average": "Punti in media",
    "stats.none": "—",
    "stats.percent": "{n}%",
    "stats.chart.one": "L’ultima mano, con i tuoi punti: {hands}.",
    "stats.chart.other": "Le ultime {n} mani, dalla più vecchia, con i tuoi punti: {hands}.",
    "stats.chart.caption": "Ultime mani · i tuoi punti, linea a 60",
    "stats.rating": "Valutazione",
    "stats.rating.provisional": "Provvisoria: la deviazione è ancora ampia (oltre 110).",
    "stats.rating.deviation": "Deviazione",
    "stats.rating.hands": "Mani valutate",
    "stats.rating.plot.one": (
        "La tua valutazione dopo l’ultima mano: {last} (± {deviation}). I livelli: {levels}."
    ),
    "stats.rating.plot.other": (
        "La tua valutazione nelle ultime {n} mani, dalla più vecchia: da {first} a {last}"
        " (± {deviation}); la più bassa {low}, la più alta {high}. I livelli: {levels}."
    ),
    "stats.rating.caption": "Valutazione (Glicko-2) dopo ogni mano · la fascia: ± deviazione",
    "stats.chart.won": "vinta con {points}",
    "stats.chart.lost": "persa con {points}",
    "stats.chart.tied": "patta con {points}",
    "stats.reset": "Azzera le statistiche",
    "stats.reset_title": "Azzerare le statistiche?",
    "stats.reset_body": (
        "Tutti i conteggi ripartono da zero, la valutazione da 1500. Una copia resta tra le"
        " copie di riserva dei dati salvati, da dove si può ripristinare."
    ),
    "stats.reset_yes": "Sì, azzera",
    "stats.reset_no": "No, tienile",
    "stats.reset_done": "Statistiche azzerate: la copia è tra i dati salvati.",
    "stats.reset_failed": (
        "Statistiche non azzerate: la memoria è piena e la copia non si può salvare."
    ),
    # end of a series
    "series_end.kicker": "Fine della serie",
    "series_end.show": "Risultato della serie",
    "series_end.hands": "Le mani della serie",
    "series_end.hand": "Mano",
    "series_end.winner": "Vince",
    "series_end.tie": "Patta",
    "series_end.cappotto": "{name}, con cappotto",
    "data.erase": "Cancella tutto",
    "data.erase_title": "Cancellare tutti i dati salvati?",
    "data.erase_body": (
        "Impostazioni, statistiche, partita in corso e copie di riserva di questo gioco"
        " saranno cancellati da questo browser. Se vuoi conservarli, scaricali prima."
    ),
    "data.erase_yes": "Sì, cancella",
    "data.erase_no": "Annulla",
    "data.imported.one": "File caricato: {n} valore preso dal file.",
    "data.imported.other": "File caricato: {n} valori presi dal file.",
    "data.import_refused.one": "{n} valore rifiutato.",
    "data.import_refused.other": "{n} valori rifiutati.",
    "data.import_empty": "il file non contiene dati del gioco",
    "data.erased_download": "Scarica i dati cancellati",
    "data.import_failed": "File non caricato ({reason}). Non è cambiato nulla.",
    "data.restored": "Copia ripristinata: {what}.",
    "data.restore_failed": "Copia non ripristinata ({reason}). Non è cambiato nulla.",
    "data.erased": "Dati cancellati.",
    "data.following": "Il gioco è aperto in un’altra scheda: gestisci i dati da lì.",
    # learning: the coach's tips and the hint's reasons (briscola/learn)
    "coach.lead_carico": (
        "Hai aperto con {card} tenendo {better}: apri con le lisce e tieni i carichi,"
        " che una briscola può prendere."
    ),
    "coach.trump_on_nothing": (
        "Hai messo {card} su una presa senza punti: lasciala andare con {better}"
        " e tieni la briscola."
    ),
    "coach.early_high_trump": (
        "Hai speso {card} presto, per {points} punti: tienila per una presa ricca o per il finale."
    ),
    "coach.points_to_opponent": (
        "Hai regalato {points} punti agli avversari con {card}: {better} perdeva"
        " la presa lo stesso."
    ),
    "coach.overtake_high": (
        "Hai preso con {card}, ma bastava {better}: prendi con la carta più bassa che basta."
    ),
    "hint.take": "Prendi con {card}: {points} punti in tavola.",
    "hint.take_spare": "Prendi con {card}: {points} punti in tavola e hai un’altra briscola.",
    "hint.keep_trumps": "Tieni le briscole: {other} è ancora fuori. Gioca {card}.",
    "hint.let_go": "Lascia andare la presa con {card}: non vale la pena prenderla.",
    "hint.cannot_take": "Nessuna tua carta prende questa presa: lasciala andare con {card}.",
    "hint.load": "Carica {card}: la presa è del tuo compagno.",
    "hint.lead_liscio": "Apri con {card}: una liscia non regala punti.",
    "hint.lead": "Apri con {card}.",
    "hint.swap": "Scambia il 7 di briscola e prendi {card}.",
    "hint.declare": "Dichiara 31: hai {points} punti.",
    "hint.only": "C’è una sola mossa possibile.",
    "hint.best": "È la mossa migliore che il computer trova.",
    "hint.rule.lead_carico": "Apri pure con {card}, anche se è un carico.",
    "hint.rule.trump_on_nothing": "Gioca pure {card}, anche se la presa è vuota.",
    "hint.rule.early_high_trump": "Gioca pure {card} già ora.",
    "hint.rule.points_to_opponent": "Lascia pure {card}, anche se regala {points} punti.",
    "hint.rule.overtake_high": "Prendi pure con {card}.",
    "hint.chance": "{win} % di probabilità di vincere la mano.",
    "hint.button": "Suggerimento",
    "hint.busy": "Ci penso…",
    "hint.used.one": "Hai usato {n} suggerimento in questa mano.",
    "hint.used.other": "Hai usato {n} suggerimenti in questa mano.",
    # the review of a hand in the page
    "review.open": "Rivedi la mano",
    "share.open": "Condividi questa mano",
    "share.link": "Link a questa mano",
    "share.copy": "Copia",
    "share.ready": "Il link a questa mano è pronto: copialo e mandalo a chi vuoi.",
    "share.copied": "Link copiato.",
    "share.refused": (
        "Il link della mano condivisa non è valido: è stato ignorato e non è cambiato nulla."
    ),
    "share.waits": (
        "La mano condivisa del link ti aspetta: giocala quando vuoi, la tua partita resta salvata."
    ),
    "share.saved_waits": (
        "Stai giocando una mano condivisa: la tua partita salvata resta com’era e torna alla fine."
    ),
    "share.compare.better": (
        "Chi ha condiviso la mano ha fatto {points} punti ({result}); tu {mine}: meglio!"
    ),
    "share.compare.worse": (
        "Chi ha condiviso la mano ha fatto {points} punti ({result}); tu {mine}."
    ),
    "share.compare.same": (
        "Chi ha condiviso la mano ha fatto {points} punti ({result}); tu lo stesso."
    ),
    "share.res.won": "vinta",
    "share.res.lost": "persa",
    "share.res.tied": "patta",
    "review.heading": "Rivedi la mano",
    "review.progress": "Analisi della mano",
    "review.cancel": "Annulla",
    "review.back_stats": "Torna alle statistiche",
    "review.back": "Torna al risultato",
    "review.prev": "Presa precedente",
    "review.next": "Presa successiva",
    "review.trick": "Presa {n} di {total}",
    "review.taken": "Presa da {who}: {points} punti",
    "review.hand": "La tua mano prima della giocata",
    "review.played": "Hai giocato {card}: {win} % di vittoria, {points} punti attesi.",
    "review.exact": "(calcolo esatto)",
    "review.good": "La mossa migliore.",
    "review.better": "Meglio {card}: {win} % di vittoria, {points} punti attesi.",
    "review.only": "Hai giocato {card}: non c’era scelta.",
    "review.swap": "lo scambio del 7 di briscola",
    "review.marked": "Mossa costosa",
    "review.summary": "Le mosse più costose:",
    "review.clean": "Nessuna mossa costosa: ben giocato!",
    "review.jump": "Presa {n}: {card}",
    "review.keys": "Frecce ← → per cambiare presa.",
    "review.buttons": "«{prev}» e «{next}» cambiano la presa mostrata.",
    # the fair-deal proof
    "proof.short": "Impronta della mano",
    "proof.explain": (
        "L’impronta fissa le carte prima della prima giocata:"
        " a fine mano il segreto permette di verificarla."
    ),
    "proof.heading": "Mano equa: la prova",
    "proof.fingerprint": "Impronta",
    "proof.secret": "Segreto",
    "proof.how": "Come si verifica",
    "proof.step.note": (
        "All’inizio della mano annota le prime cifre dell’impronta: il tavolo le mostra"
        " dalla prima carta, e sono le prime cifre dell’impronta qui sopra."
    ),
    "proof.step.record": (
        "Scarica la registrazione della mano: contiene le carte come sono state distribuite."
    ),
    "proof.step.tool": (
        "Un programma che non sia questa pagina ricalcola l’impronta dalla registrazione e"
        " dal segreto (un calcolo SHA-256, descritto nella guida del gioco, docs/learning.md):"
        " se è quella annotata, le carte erano fissate prima della prima giocata."
    ),
    "proof.step.python": "Con Python e il codice del gioco:",
    "proof.file": "FILE",
    "proof.record": "Scarica la registrazione della mano",
    # the counting aid
    "start.counting": "Aiuto al conteggio",
    "start.counting.off": "No",
    "start.counting.key": "Carichi e briscole fuori",
    "start.counting.grid": "Tutte le carte fuori",
    "count.heading": "Ancora fuori",
    "count.trump": "{suit} (briscola)",
    "count.seen": "in vista",
    # The daily deal, the last hands kept, records opened in the page.
    "problem.aids": "i dati della mano in corso (suggerimenti, impronta)",
    "problem.hands": "le ultime mani",
    "problem.rating": "la valutazione",
    "daily.open": "Mano del giorno",
    "daily.new": "Una mano al giorno, uguale per tutti: tu contro il livello Difficile.",
    "daily.played": (
        "Oggi l’hai già giocata ({first}): puoi rigiocarla, ma conta il primo risultato."
    ),
    "daily.first": "{result}, {points} punti",
    "daily.res.won": "vinta",
    "daily.res.lost": "persa",
    "daily.res.tied": "pari",
    "daily.streaks": "Giorni di fila: {played} giocati, {won} vinti.",
    "daily.counted": "Mano del giorno: questo è il risultato di oggi.",
    "daily.replay": "Mano del giorno già giocata oggi: conta il primo risultato ({first}).",
    "daily.no_clock": (
        "L’orologio di questo dispositivo non segna la data giusta: la mano del giorno non si "
        "può dare finché data e ora non sono corrette."
    ),
    "stats.daily.heading": "Mano del giorno",
    "stats.daily.played": "Giorni di fila giocati",
    "stats.daily.won": "Giorni di fila vinti",
    "stats.daily.days": "Giorni giocati",
    "stats.daily.wins": "Giorni vinti",
    "stats.puzzles.heading": "Problemi",
    "stats.puzzles.solved": "Problemi risolti",
    "stats.puzzles.of": "{solved} su {tried}",
    "stats.hints": "Suggerimenti usati",
    "kept.heading": "Ultime mani",
    "kept.intro": "Le ultime 10 mani finite restano qui: rivedile presa per presa.",
    "kept.empty": "Nessuna mano finita finora.",
    "kept.col.when": "Quando",
    "kept.col.table": "Tavolo",
    "kept.col.result": "Risultato",
    "kept.result": "{result}, {points} punti",
    "kept.review": "Rivedi",
    "kept.review_label": "Rivedi la mano del {when}",
    "record.open": "Apri una registrazione",
    "record.help": (
        "Il file di una mano (.json), come quello che scarichi dopo una mano:"
        " lo rivedi presa per presa."
    ),
    "record.refused": (
        "Questo file non si può aprire come registrazione di una mano. {why} Non è cambiato nulla."
    ),
    "record.refused_kept": "La mano scelta non si può rivedere. {why} Non è cambiato nulla.",
    "record.unreadable": "Il file non si legge.",
    "record.empty": "La mano non ha prese.",
    "record.why.too_long": "Il file è troppo grande: al massimo {millions} milioni di caratteri.",
    "record.why.json": "Il file non è in formato JSON.",
    "record.why.json_at": (
        "Il file non è in formato JSON valido: errore alla riga {line}, colonna {column}."
    ),
    "record.why.not_record": "Non contiene i dati di una registrazione.",
    "record.why.format": "Sono dati di altro tipo, «{found}».",
    "record.why.version": (
        "È una registrazione in versione {found}: questa pagina legge la versione {reads}."
    ),
    "record.why.missing": "Manca il campo «{field}».",
    "record.why.deal": "Le regole o le carte distribuite non sono valide.",
    "record.why.move": "La mossa {n} non è valida per le regole.",
    "record.why.trump": "La briscola scritta non è l’ultima carta del mazzo.",
    "record.why.trick": "La presa {n} scritta non è quella che fanno le mosse.",
    "record.why.result": "Il risultato scritto non è quello che danno le mosse.",
    "share.in_memory_saved": (
        "Mano condivisa: ricaricando si chiude. La tua partita torna alla fine."
    ),
    "share.in_memory": (
        "La mano condivisa si gioca solo in questa pagina: se la ricarichi, si chiude."
    ),
    "puzzle.nav": "Problemi",
    "puzzle.open": "Problemi",
    "puzzle.open.note": "Una posizione, una carta migliore: trovala.",
    "start.invite": "Invita un amico",
    "start.invite.note": (
        "Ognuno sul suo dispositivo, senza server: i posti «Persona» vanno agli amici."
    ),
    "puzzle.heading": "Problema {n}",
    "puzzle.daily.heading": "Problema del giorno",
    "puzzle.about": "Difficoltà {rating} · da una mano vera",
    "puzzle.loading": "Carico i problemi…",
    "puzzle.error": "I problemi non si possono caricare: {error}",
    "puzzle.task": "Tocca a te: una carta è chiaramente la migliore. Quale? (tasti 1–{n})",
    "puzzle.known": "{name} ha in mano: {cards}.",
    "puzzle.hidden": "Nel mazzo restano due carte: una delle carte non ancora viste è coperta.",
    "puzzle.right": "Giusto: {card} è la carta migliore.",
    "puzzle.wrong": "Non è la migliore: la carta giusta era {card}.",
    "puzzle.line": "Con {card}:",
    "puzzle.end": "a fine mano {points} punti a te.",
    "puzzle.trick.you": "prendi tu, {points} punti",
    "puzzle.trick.other": "prende {name}, {points} punti",
    "puzzle.rating": (
        "La tua valutazione nei problemi: {rating} (± {deviation}); risolti {solved} su {tried}."
    ),
    "puzzle.change": "Valutazione nei problemi: {rating} ({change}).",
    "puzzle.change.provisional": "Valutazione nei problemi: {rating} ({change}), provvisoria.",
    "puzzle.again": (
        "Questo problema l’hai già risolto: conta una volta sola, la valutazione resta {rating}."
    ),
    "puzzle.score": "Punti finora",
    "puzzle.played.one": "Già giocata: {n} carta",
    "puzzle.played.other": "Già giocate: {n} carte",
    "puzzle.unseen": "Non ancora viste: {n} carte, in mano a {name} o nel mazzo",
    "puzzle.next": "Problema successivo",
    "puzzle.daily": "Problema del giorno",
    "puzzle.values.one": (
        "Punti a fine mano con ogni carta, se poi entrambi giocate al meglio: {values}."
    ),
    "puzzle.values.many": (
        "Le carte non viste possono stare in {deals} modi; in media, a fine mano: {values}."
    ),
    "puzzle.line.real": "Con {card}, come stavano davvero le carte:",
    "puzzle.hidden.stock": (
        "Nel mazzo restano {n} carte: la mano dell'avversario e il mazzo sono coperti."
    ),
    "puzzle.values.search": (
        "Qui non c'è una prova come nei problemi di fine mano: la risposta è il giudizio"
        " della ricerca del computer su {worlds} modi in cui possono stare le carte che non"
        " vedi. Punti attesi a fine mano: {best}, {second}."
    ),
    "puzzle.values.search.lines": "Nelle due righe qui sotto il computer gioca per entrambi.",
}
