"""German: the page's words and the card names (terms of the German product text)."""

from __future__ import annotations

from typing import Final

RANKS: Final = {
    "A": "Ass",
    "2": "Zwei",
    "3": "Drei",
    "4": "Vier",
    "5": "Fünf",
    "6": "Sechs",
    "7": "Sieben",
    "F": "Bube",
    "C": "Reiter",
    "R": "König",
}
SUITS: Final = {"D": "Münzen", "C": "Becher", "S": "Schwerter", "B": "Stäbe"}
CARD: Final = "{suit}-{rank}"
# A French-suited deck's cards (the Piemontesi): each suit by the Italian suit's code it
# stands for, and the Queen where the Italian cards have the Knight.
FRENCH_SUITS: Final = {"D": "Karo", "C": "Herz", "S": "Pik", "B": "Kreuz"}
FRENCH_RANKS: Final = {**RANKS, "C": "Dame"}

STRINGS: Final = {
    "lang.name": "Deutsch",
    "app.title": "Briscola",
    "app.tagline": "Das italienische Kartenspiel, gegen den Computer",
    "nav.label": "Menü",
    "nav.rules": "Regeln",
    "nav.language": "Sprache",
    "nav.leave": "Neues Spiel",
    "nav.back": "Zurück",
    "nav.sound": "Töne",
    "loading": "Wird geladen…",
    # the saved table, painted before the game is ready (static/paint.js, copied by the build)
    "paint.held": "Wird geladen… die gewählte Karte wird gespielt, sobald das Spiel bereit ist.",
    # start screen
    "start.heading": "Neues Spiel",
    "start.players": "Spieler",
    "start.players.2": "2 · einer gegen einen",
    "start.players.3": "3 · jeder für sich",
    "start.players.4": "4 · in Paaren",
    "start.players.5": "5 · Briscola chiamata",
    "start.players.6": "6 · drei gegen drei",
    "start.deck": "Blatt zu dritt",
    "start.deck.39": "39 Karten (ohne die {card})",
    "start.deck.36": "36 Karten (ohne alle vier Zweien)",
    "start.series": "Partie",
    "start.series.1": "Eine Runde",
    "start.series.3": "Beste aus 3",
    "start.series.5": "Beste aus 5",
    "start.options": "Regeln und Hilfen",
    "start.swap": "Tausch der Trumpf-Sieben",
    "start.learner": "Punkte während der Runde zeigen (zum Lernen)",
    "start.show_tricks": "Alle Stiche der Runde zeigen (Hilfe)",
    "start.same_dealer": "Nach einem Unentschieden gibt derselbe Geber noch einmal",
    "start.cappotto": "Ein Cappotto zählt als zwei Runden",
    "start.clockwise": "Im Uhrzeigersinn spielen (der Nächste links von dir)",
    "start.variant": "Variante",
    "start.variant.classic": "Klassisch",
    "start.variant.con-il-due": "Con il Due · die Trumpf-2 schlägt das Ass",
    "start.variant.briscolone": "Briscolone · fünf Karten, ohne Trumpf",
    "start.variant.scoperta": "Scoperta · alle Karten offen",
    "start.variant.a-31": "A 31 · wer 31 Punkte hat, sagt es an und gewinnt",
    "start.follow_suit": "Farbzwang (Briscolone)",
    "start.signals": "Zeichen an den Partner (zu viert und zu sechst)",
    "start.levels": "Wer spielt: der Computer oder ein Mensch",
    "start.person": "Mensch",
    "start.name": "Name für {seat}",
    "start.name.short": "Name",
    "start.name.you": "Dein Name",
    "start.summary.people": "{n} Menschen",
    "person.first": "Spieler 1",
    "person.role": "Mensch",
    "turn.person": "Du bist dran, {name}",
    "say.turn": "{name} ist dran.",
    "pass.heading": "Gib das Gerät an {name} weiter",
    "pass.note": "Die Karten bleiben verdeckt, bis das Gerät in den Händen von {name} ist.",
    "pass.go": "Ich bin {name}: meine Karten zeigen",
    "pass.friends": "Hände mehrerer Menschen zählen nicht in der Statistik.",
    "start.pace": "Tempo des Computers",
    "start.pace.slow": "Langsam",
    "start.pace.normal": "Normal",
    "start.pace.fast": "Schnell",
    "start.looks": "Karten und Tisch",
    "start.pattern": "Kartenblatt",
    "start.pattern.moderne": "Modern",
    "start.pattern.napoletane": "Napoletane",
    "start.pattern.piacentine": "Piacentine",
    "start.pattern.siciliane": "Siciliane",
    "start.pattern.trevigiane": "Trevigiane",
    "start.pattern.bergamasche": "Bergamasche",
    "start.pattern.piemontesi": "Piemontesi (französische Farben)",
    "start.back": "Rückseite",
    "start.back.own": "Die des Blatts",
    "start.back.reticolo": "Gitter",
    "start.back.scozzese": "Schottenkaro",
    "start.back.righe": "Streifen",
    "start.back.fiori-rossi": "Rote Blumen",
    "start.back.fiori-verdi": "Grüne Blumen",
    "start.back.rombi-rossi": "Rote Rauten",
    "start.back.rombi-blu": "Blaue Rauten",
    "start.felt": "Tischtuch",
    "start.felt.verde": "Grün",
    "start.felt.blu": "Blau",
    "start.felt.bordeaux": "Bordeaux",
    "start.felt.antracite": "Anthrazit",
    "start.preview": "Vorschau: {pattern}",
    "start.preview.back": "Rückseite: {back}",
    "start.play": "Spielen",
    "start.summary.players": "{n} Spieler",
    "start.more": "Einstellungen",
    "result.rematch": "Revanche",
    "start.stats": (
        "Zu {players}: Runden gewonnen {won}, verloren {lost}, unentschieden {tied}"
        " · Serien gewonnen {series_won}, verloren {series_lost}"
    ),
    "level.easy": "Leicht",
    "level.medium": "Mittel",
    "level.hard": "Schwer",
    "level.maestro": "Meister",
    "role.opponent.m": "Gegner",
    "role.opponent.f": "Gegnerin",
    "role.partner.f": "Partnerin",
    "role.partner.m": "Partner",
    "role.opponent.n": "gegen dich",
    "role.partner.n": "mit dir",
    # the table
    "you": "Du",
    "pair": "{a} & {b}",
    "table.label": "Spieltisch",
    "hand.label": "Deine Karten",
    "turn.you": "Du bist dran",
    "turn.elsewhere": "Du bist dran, im anderen Tab",
    "turn.other": "{name} ist dran",
    "turn.thinking": "{name} denkt nach…",
    "turn.hint": "Spiel eine Karte: Klick oder Tasten 1–{n}",
    "turn.hint.last": "Spiel deine letzte Karte: Klick oder Taste 1",
    "turn.hint.bid": "Biete oder passe",
    "turn.hint.call": "Rufe eine Karte: Wer sie hat, ist dein Partner",
    "refuse.follow": "Du musst Farbe bedienen: {suit}.",
    "dealer": "Geber",
    "captain": "Kapitän",
    "cards.one": "{n} Karte auf der Hand",
    "cards.other": "{n} Karten auf der Hand",
    "tricks.one": "{n} Stich",
    "tricks.other": "{n} Stiche",
    "stock": "Stapel",
    "stock.one": "{n} Karte im Stapel",
    "stock.other": "{n} Karten im Stapel",
    "stock.empty": "Stapel aufgebraucht",
    "trump": "Trumpf: {suit}",
    "trump.card": "Aufgedeckter Trumpf: {card}",
    "trump.none": "Ohne Trumpf",
    "stock.next": "Nächste Karten des Stapels: {cards}",
    "stock.later.one": "noch {n} Karte",
    "stock.later.other": "noch {n} Karten",
    "trick.label": "Karten auf dem Tisch",
    "trick.empty": "Keine Karte auf dem Tisch",
    "trick.takes": "{name} nimmt den Stich",
    "trick.takes.you": "Du nimmst den Stich",
    "last.show": "Letzter Stich",
    "last.label": "Letzter Stich: {cards}",
    "tricks.show": "Alle Stiche",
    "tricks.label": "Stich {n}: {cards}",
    "swap": "Die 7 tauschen",
    "swap.label": "{seven} gegen {taken} tauschen",
    "declare": "{points} ansagen",
    "bid.group": "Reizen",
    "bid.pass": "Passe",
    "bid.points": "2 für {points}",
    "bid.help": (
        "„{bid}“: Gewinnst du das Reizen, rufst du eine Karte dieses Werts (z. B. {card}); ihre "
        "Farbe ist Trumpf und wer sie hat, ist dein geheimer Partner: zusammen mindestens "
        "{points} Punkte. Je niedriger die Karte, desto höher das Gebot."
    ),
    "call.help": (
        "Die Farbe der gerufenen Karte ist Trumpf; wer sie hat, ist dein Partner, geheim, bis "
        "er sie spielt. Rufst du eine eigene Karte, spielst du allein gegen vier."
    ),
    "bid.help.ask": "Was heißt „{bid}“?",
    "call.help.ask": "Was bewirkt die gerufene Karte?",
    "bid.said": "Sagt: {bid}",
    "call.group": "Karte rufen",
    "contract": "{name} ruft {card} · {target} Punkte nötig",
    "contract.you": "Du rufst {card} · {target} Punkte nötig",
    "signal.group": "Zeichen an den Partner",
    "signal.ace-of-trump": "Ich habe das Trumpf-Ass",
    "signal.three-of-trump": "Ich habe die Trumpf-3",
    "signal.nothing": "Ich habe nichts",
    "signal.shown": "Zeigt: {signal}",
    "signal.short.ace-of-trump": "Habe das Ass",
    "signal.short.three-of-trump": "Habe die 3",
    "signal.short.nothing": "Nichts",
    "known": "Gesehene Karte: {cards}",
    "known.open": "Offene Karten: {cards}",
    "score": "Punkte",
    "score.unknown": "Punkte: Partner unbekannt",
    "series.single": "Eine Runde",
    "series.hand": "Runde {n} · beste aus {best}",
    "series.wins": "Gewonnene Runden",
    "follow.notice": "Gespielt wird in einem anderen Tab: Hier siehst du nur zu.",
    "follow.idle": (
        "Der andere offene Tab hat keine laufende Partie: Eine hier begonnene wird hier gespielt."
    ),
    "follow.seed": "Neue Runden hier werden aus seed={seed} gegeben.",
    "follow.take": "Hier spielen",
    "follow.shared": (
        "Das Spiel läuft in einem anderen Tab: Hier kannst du nur zusehen. Spiel hier die "
        "geteilte Runde des Links; die Partie dort bleibt gespeichert."
    ),
    "follow.shared_idle": (
        "Der andere offene Tab hat keine laufende Partie: Die geteilte Runde des Links wartet "
        "auf dich, spiel sie hier."
    ),
    "follow.take_shared": "Geteilte Runde hier spielen",
    "follow.other_shared": (
        "Ein anderer Tab spielt eine geteilte Runde: Deine Partie bleibt gespeichert, wie sie "
        "war. Setz sie hier fort, und die geteilte Runde wartet im anderen Tab."
    ),
    "follow.take_game": "Partie hier fortsetzen",
    "daily.following": "Das Spiel ist in einem anderen Tab offen: Spiel die Runde des Tages dort.",
    "update.notice": "Neue Version verfügbar.",
    "update.load": "Aktualisieren",
    "install.button": "Installieren",
    "install.title": "Das Spiel als App installieren",
    # announcements
    "say.played.you": "Du hast {card} gespielt.",
    "say.played": "{name} spielt {card}.",
    "say.swap.you": "Du hast {seven} gegen {taken} getauscht.",
    "say.swap": "{name} tauscht {seven} gegen den aufgedeckten Trumpf, {taken}.",
    "say.bid.you": "Du sagst: {bid}.",
    "say.bid": "{name} sagt: {bid}.",
    "say.pass.you": "Du passt.",
    "say.pass": "{name} passt.",
    "say.call.you": "Du rufst {card}: Trumpf ist {suit}.",
    "say.call": "{name} ruft {card}: Trumpf ist {suit}.",
    "say.partner.you": "Du bist der Partner von {caller}: Jetzt wissen es alle.",
    "say.partner.mine": "Dein Partner ist {name}.",
    "say.partner": "Der Partner von {caller} ist {name}.",
    "say.signal.you": "Du zeigst: „{signal}“.",
    "say.signal": "{name} zeigt: „{signal}“.",
    "say.trick.you": "Du nimmst den Stich.",
    "say.trick": "{name} nimmt den Stich.",
    "say.trick.points": "{points} Punkte.",
    "say.turn.you": "Du bist dran.",
    "say.deal.you": "Neue Runde, du gibst. Trumpf: {card}.",
    "say.deal": "Neue Runde, {name} gibt. Trumpf: {card}.",
    "say.deal.you.none": "Neue Runde, du gibst. Ohne Trumpf.",
    "say.deal.none": "Neue Runde, {name} gibt. Ohne Trumpf.",
    "say.deal.you.auction": "Neue Runde, du gibst: Das Reizen beginnt.",
    "say.deal.auction": "Neue Runde, {name} gibt: Das Reizen beginnt.",
    "say.over": "Die Runde ist zu Ende.",
    "say.declared.you.right": "Du hast 31 angesagt: richtig, die Runde gehört dir.",
    "say.declared.you.wrong": "Du hast 31 angesagt: falsch, die Runde ist verloren.",
    "say.declared.right": "{name} sagt 31 an: richtig, und gewinnt die Runde.",
    "say.declared.wrong": "{name} sagt 31 an: falsch, und verliert die Runde.",
    # end of hand
    "result.heading": "Ende der Runde",
    "result.won": "Du hast gewonnen!",
    "result.lost": "Du hast verloren.",
    "result.won.pair": "Ihr habt gewonnen!",
    "result.lost.pair": "Ihr habt verloren.",
    "result.tie": "Unentschieden!",
    "result.winner": "{name} gewinnt.",
    "result.points.one": "{n} Punkt",
    "result.points.other": "{n} Punkte",
    "result.taken": "Genommene Karten",
    "result.seat_points": "{name}: {points}",
    "result.cappotto": "Cappotto! {name} bekommt alle 120 Punkte.",
    "result.contract": "{name} rief {card}, Partner {partner}; {target} Punkte waren nötig.",
    "result.contract.you": "Du riefst {card}, Partner {partner}; {target} Punkte waren nötig.",
    "result.tie_replay": "Eine unentschiedene Runde zählt nicht: Sie wird wiederholt.",
    "result.series": "Serie, beste aus {best}",
    "result.series.won": "Du hast die Serie gewonnen!",
    "result.series.won.pair": "Ihr habt die Serie gewonnen!",
    "result.series.lost": "{name} gewinnt die Serie.",
    "result.next": "Nächste Runde",
    "result.replay": "Runde wiederholen",
    "result.next_dealer.you": "Du gibst.",
    "result.next_dealer": "{name} gibt.",
    "result.settings": "Einstellungen ändern",
    # dialogs and notices
    "confirm.title": "Das Spiel verlassen?",
    "confirm.body": "Die laufende Serie geht verloren und wird nicht gezählt.",
    "confirm.yes": "Ja, verlassen",
    "confirm.no": "Nein, weiterspielen",
    "confirm.declare.title": "{points} ansagen?",
    "confirm.declare.body": (
        "Die Runde endet sofort: Du gewinnst sie, wenn deine Seite "
        "mindestens {points} Punkte in ihren Stichen hat, sonst verlierst du sie."
    ),
    "confirm.declare.yes": "Ja, {points} ansagen",
    "confirm.declare.no": "Nein, weiterspielen",
    "problem.session": "das gespeicherte Spiel",
    "problem.settings": "die Einstellungen",
    "problem.stats": "die Statistik",
    "problem.old": "Daten einer älteren Version",
    "problem.and": " und ",
    "problem.sentence": (
        "Nicht lesbar: {what} (beschädigt oder aus einer anderen Version); eine Kopie"
        " wurde beiseitegelegt, und es geht von vorn los."
    ),
    "notice.close": "Schließen",
    "crash": "Etwas ist schiefgegangen ({error}). Dein gespeichertes Spiel ist sicher.",
    "crash.restart": "Neu beginnen",
    "rules.heading": "Die Regeln der Briscola",
    # the boot watchdog (plain JavaScript: the build copies these into static/boot-watchdog.js)
    "boot.title": "Das Spiel ist nicht gestartet",
    "boot.error": (
        "Python, das das Spiel im Browser ausführt, ist mit einem Fehler stehen geblieben."
    ),
    "boot.timeout": "Python, das das Spiel im Browser ausführt, ist nicht rechtzeitig gestartet.",
    "boot.safe": (
        "Deine gespeicherten Daten sind noch da: Du kannst sie herunterladen oder neu anfangen"
        " (die jetzigen Daten bleiben als Sicherung erhalten)."
    ),
    "boot.download": "Meine Daten herunterladen",
    "boot.afresh": "Neu anfangen",
    "boot.retry": "Erneut versuchen",
    # storage full, address parameters
    "store.full": (
        "Der Speicher des Browsers ist voll: Du kannst weiterspielen, aber das Spiel wird"
        " nicht mehr gespeichert. Lade deine Daten herunter, damit sie nicht verloren gehen."
    ),
    "store.download": "Daten herunterladen",
    "param.ignored": "Ein Parameter der Adresse ist ungültig und wurde ignoriert: {name}.",
    "act.unknown": (
        "Eine Schaltfläche der Seite verlangt einen unbekannten Befehl („{act}“):"
        " nichts wurde geändert."
    ),
    # the saved-data panel
    "data.nav": "Gespeicherte Daten",
    "data.heading": "Gespeicherte Daten",
    "data.intro": (
        "Das Spiel speichert Einstellungen, Statistik und das laufende Spiel in diesem Browser."
        " Hier kannst du sie als Datei herunterladen, aus einer Datei laden, eine Sicherung"
        " wiederherstellen oder alles löschen."
    ),
    "data.kept.yes": (
        "Dein Browser behält diese Daten: Er löscht sie nicht von selbst, um Platz zu"
        " schaffen oder nach Wochen ohne Besuch."
    ),
    "data.kept.no": (
        "Dein Browser kann diese Daten von selbst löschen, um Platz zu schaffen oder nach"
        " Wochen ohne Besuch: Lade ab und zu eine Kopie herunter („Alles herunterladen“),"
        " damit sie nicht verloren gehen."
    ),
    "data.kept.unknown": (
        "Dieser Browser sagt nicht, ob er diese Daten behält: Lade ab und zu eine Kopie"
        " herunter („Alles herunterladen“), damit sie nicht verloren gehen."
    ),
    "data.download": "Alles herunterladen",
    "data.import": "Aus einer Datei laden",
    "data.backups": "Sicherungen",
    "data.no_backups": "Keine Sicherungen.",
    "data.restore": "Wiederherstellen",
    "data.restore_label": "{what} vom {time} wiederherstellen",
    "data.kind.settings": "Einstellungen",
    "data.kind.stats": "Statistik",
    "data.kind.aids": "Zusätze der laufenden Runde",
    "data.kind.hands": "Letzte Runden",
    "data.kind.rating": "Wertung",
    "data.kind.session": "Laufendes Spiel",
    "data.kind.lock": "Tab-Sperre",
    # statistics page
    "stats.nav": "Statistik",
    "stats.heading": "Statistik",
    "stats.intro": "Deine Runden gegen den Computer, nach Tisch, Variante und Stufe.",
    "stats.empty": "Noch keine Runde gespielt: Die Statistik erscheint nach der ersten.",
    "stats.variant.classic": "Klassisch",
    "stats.variant.con-il-due": "Con il Due",
    "stats.variant.briscolone": "Briscolone",
    "stats.variant.scoperta": "Scoperta",
    "stats.variant.a-31": "A 31",
    "stats.level": "Stufe {level}",
    "stats.level.mixed": "gemischte Stufen",
    "stats.unrecorded": "Frühere Runden (Variante und Stufe nicht erfasst)",
    "stats.col.won": "Gewonnen",
    "stats.col.lost": "Verloren",
    "stats.col.tied": "Remis",
    "stats.row.hands": "Runden",
    "stats.row.series": "Serien",
    "stats.rate": "Siegquote",
    "stats.streak": "Siege in Folge",
    "stats.best_streak": "Längste Siegesfolge",
    "stats.average": "Punkte im Schnitt",
    "stats.none": "—",
    "stats.percent": "{n} %",
    "stats.chart.one": "Die letzte Runde, mit deinen Punkten: {hands}.",
    "stats.chart.other": "Die letzten {n} Runden, die älteste zuerst, mit deinen Punkten: {hands}.",
    "stats.chart.caption": "Letzte Runden · deine Punkte, Linie bei 60",
    "stats.rating": "Wertung",
    "stats.rating.provisional": "Vorläufig: Die Abweichung ist noch groß (über 110).",
    "stats.rating.deviation": "Abweichung",
    "stats.rating.hands": "Gewertete Runden",
    "stats.rating.plot.one": (
        "Deine Wertung nach der letzten Runde: {last} (± {deviation}). Die Stufen: {levels}."
    ),
    "stats.rating.plot.other": (
        "Deine Wertung in den letzten {n} Runden, die älteste zuerst: von {first} auf {last}"
        " (± {deviation}); am niedrigsten {low}, am höchsten {high}. Die Stufen: {levels}."
    ),
    "stats.rating.caption": "Wertung (Glicko-2) nach jeder Runde · das Band: ± Abweichung",
    "stats.chart.won": "gewonnen mit {points}",
    "stats.chart.lost": "verloren mit {points}",
    "stats.chart.tied": "unentschieden mit {points}",
    "stats.reset": "Statistik zurücksetzen",
    "stats.reset_title": "Statistik zurücksetzen?",
    "stats.reset_body": (
        "Alle Zählungen beginnen wieder bei null, die Wertung bei 1500. Eine Kopie bleibt"
        " bei den Sicherungen der gespeicherten Daten und lässt sich dort wiederherstellen."
    ),
    "stats.reset_yes": "Ja, zurücksetzen",
    "stats.reset_no": "Nein, behalten",
    "stats.reset_done": "Statistik zurückgesetzt: Die Kopie liegt in den gespeicherten Daten.",
    "stats.reset_failed": (
        "Statistik nicht zurückgesetzt: Der Speicher ist voll, die Kopie lässt sich nicht sichern."
    ),
    # end of a series
    "series_end.kicker": "Ende der Serie",
    "series_end.show": "Ergebnis der Serie",
    "series_end.hands": "Die Runden der Serie",
    "series_end.hand": "Runde",
    "series_end.winner": "Gewinner",
    "series_end.tie": "Unentschieden",
    "series_end.cappotto": "{name}, mit Cappotto",
    "data.erase": "Alles löschen",
    "data.erase_title": "Alle gespeicherten Daten löschen?",
    "data.erase_body": (
        "Einstellungen, Statistik, das laufende Spiel und die Sicherungen dieses Spiels werden"
        " aus diesem Browser gelöscht. Wenn du sie behalten willst, lade sie vorher herunter."
    ),
    "data.erase_yes": "Ja, löschen",
    "data.erase_no": "Abbrechen",
    "data.imported.one": "Datei geladen: {n} Wert übernommen.",
    "data.imported.other": "Datei geladen: {n} Werte übernommen.",
    "data.import_refused.one": "{n} Wert abgelehnt.",
    "data.import_refused.other": "{n} Werte abgelehnt.",
    "data.import_empty": "die Datei enthält keine Daten dieses Spiels",
    "data.erased_download": "Die gelöschten Daten herunterladen",
    "data.import_failed": "Datei nicht geladen ({reason}). Nichts wurde geändert.",
    "data.restored": "Sicherung wiederhergestellt: {what}.",
    "data.restore_failed": "Sicherung nicht wiederhergestellt ({reason}). Nichts wurde geändert.",
    "data.erased": "Daten gelöscht.",
    "data.following": "Das Spiel ist in einem anderen Tab offen: Verwalte die Daten dort.",
    # learning: the coach's tips and the hint's reasons (briscola/learn)
    "coach.lead_carico": (
        "Du hast {card} ausgespielt, obwohl du {better} hattest: spiel Karten ohne Punkte aus"
        " und halte Asse und Dreien zurück, wo kein Trumpf sie stechen kann."
    ),
    "coach.trump_on_nothing": (
        "Du hast {card} auf einen Stich ohne Punkte gelegt: lass ihn mit {better} gehen"
        " und behalte den Trumpf."
    ),
    "coach.early_high_trump": (
        "Du hast {card} früh verbraucht, für {points} Punkte: heb ihn für einen reichen Stich"
        " oder die letzten Stiche auf."
    ),
    "coach.points_to_opponent": (
        "Du hast den Gegnern mit {card} {points} Punkte geschenkt: mit {better} hättest du"
        " den Stich genauso verloren."
    ),
    "coach.overtake_high": (
        "Du hast mit {card} gestochen, aber {better} hätte gereicht: stich mit der"
        " niedrigsten Karte, die reicht."
    ),
    "hint.take": "Stich mit {card}: {points} Punkte liegen auf dem Tisch.",
    "hint.take_spare": (
        "Stich mit {card}: {points} Punkte liegen auf dem Tisch, und du hast noch einen Trumpf."
    ),
    "hint.keep_trumps": "Behalte deine Trümpfe: {other} ist noch im Spiel. Spiel {card}.",
    "hint.let_go": "Lass diesen Stich mit {card} gehen: er lohnt sich nicht.",
    "hint.cannot_take": "Keine deiner Karten sticht hier: lass den Stich mit {card} gehen.",
    "hint.load": "Leg {card} dazu: dein Partner nimmt den Stich.",
    "hint.lead_liscio": "Spiel {card} aus: eine Karte ohne Punkte verschenkt nichts.",
    "hint.lead": "Spiel {card} aus.",
    "hint.swap": "Tausche die Trumpf-7 und nimm {card}.",
    "hint.declare": "Sag 31 an: du hast {points} Punkte.",
    "hint.only": "Es gibt nur einen möglichen Zug.",
    "hint.best": "Der beste Zug, den der Computer findet.",
    "hint.rule.lead_carico": "Spiel ruhig {card} aus, trotz der Punkte.",
    "hint.rule.trump_on_nothing": "Spiel ruhig {card}, auch auf einen leeren Stich.",
    "hint.rule.early_high_trump": "Spiel ruhig schon jetzt {card}.",
    "hint.rule.points_to_opponent": (
        "Lass den Stich ruhig mit {card} gehen, trotz der {points} Punkte."
    ),
    "hint.rule.overtake_high": "Stich ruhig mit {card}.",
    "hint.chance": "{win} % Chance, die Runde zu gewinnen.",
    "hint.button": "Tipp",
    "hint.busy": "Ich überlege…",
    "hint.used.one": "Du hast in dieser Runde {n} Tipp benutzt.",
    "hint.used.other": "Du hast in dieser Runde {n} Tipps benutzt.",
    # the review of a hand in the page
    "review.open": "Runde durchgehen",
    "share.open": "Diese Runde teilen",
    "share.link": "Link zu dieser Runde",
    "share.copy": "Kopieren",
    "share.ready": (
        "Der Link zu dieser Runde ist bereit: kopiere ihn und schicke ihn, wem du willst."
    ),
    "share.copied": "Link kopiert.",
    "share.refused": (
        "Der Link der geteilten Runde ist ungültig: Er wurde ignoriert, nichts wurde geändert."
    ),
    "share.waits": (
        "Die geteilte Runde des Links wartet auf dich: Spiel sie, wann du willst; deine Partie "
        "bleibt gespeichert."
    ),
    "share.saved_waits": (
        "Du spielst eine geteilte Runde: Dein gespeichertes Spiel bleibt, wie es war, und "
        "kommt am Ende zurück."
    ),
    "share.compare.better": (
        "Wer diese Runde geteilt hat, machte {points} Punkte ({result}); du {mine}: besser!"
    ),
    "share.compare.worse": (
        "Wer diese Runde geteilt hat, machte {points} Punkte ({result}); du {mine}."
    ),
    "share.compare.same": (
        "Wer diese Runde geteilt hat, machte {points} Punkte ({result}); du ebenso."
    ),
    "share.res.won": "gewonnen",
    "share.res.lost": "verloren",
    "share.res.tied": "unentschieden",
    "review.heading": "Die Runde durchgehen",
    "review.progress": "Die Runde wird analysiert",
    "review.cancel": "Abbrechen",
    "review.back_stats": "Zurück zur Statistik",
    "review.back": "Zurück zum Ergebnis",
    "review.prev": "Vorheriger Stich",
    "review.next": "Nächster Stich",
    "review.trick": "Stich {n} von {total}",
    "review.taken": "Genommen von {who}: {points} Punkte",
    "review.hand": "Deine Hand vor dem Zug",
    "review.played": "Du hast {card} gespielt: {win} % Siegchance, {points} Punkte erwartet.",
    "review.exact": "(exakt)",
    "review.good": "Der beste Zug.",
    "review.better": "Besser: {card}: {win} % Siegchance, {points} Punkte erwartet.",
    "review.only": "Du hast {card} gespielt: es gab keine Wahl.",
    "review.swap": "der Tausch der Trumpf-7",
    "review.marked": "Teurer Zug",
    "review.summary": "Die teuersten Züge:",
    "review.clean": "Kein teurer Zug: gut gespielt!",
    "review.jump": "Stich {n}: {card}",
    "review.keys": "Pfeiltasten ← → wechseln den Stich.",
    "review.buttons": "„{prev}“ und „{next}“ wechseln den gezeigten Stich.",
    # the fair-deal proof
    "proof.short": "Fingerabdruck der Runde",
    "proof.explain": (
        "Der Fingerabdruck legt die Karten vor dem ersten Zug fest:"
        " Am Ende der Runde lässt das Geheimnis ihn prüfen."
    ),
    "proof.heading": "Faire Runde: der Beweis",
    "proof.fingerprint": "Fingerabdruck",
    "proof.secret": "Geheimnis",
    "proof.how": "So prüfst du es",
    "proof.step.note": (
        "Schreib dir zu Beginn der Runde die ersten Ziffern des Fingerabdrucks auf: Der Tisch"
        " zeigt sie ab der ersten Karte, und mit ihnen beginnt der Fingerabdruck oben."
    ),
    "proof.step.record": (
        "Lade die Aufzeichnung der Runde herunter: Sie enthält die Karten, wie sie gegeben wurden."
    ),
    "proof.step.tool": (
        "Ein anderes Programm als diese Seite berechnet den Fingerabdruck aus der Aufzeichnung"
        " und dem Geheimnis neu (ein SHA-256, beschrieben in der Anleitung des Spiels,"
        " docs/learning.md): Ist es der aufgeschriebene, lagen die Karten vor dem ersten Zug"
        " fest."
    ),
    "proof.step.python": "Mit Python und dem Code des Spiels:",
    "proof.file": "DATEI",
    "proof.record": "Aufzeichnung der Runde herunterladen",
    # the counting aid
    "start.counting": "Zählhilfe",
    "start.counting.off": "Aus",
    "start.counting.key": "Asse, Dreien und Trümpfe draußen",
    "start.counting.grid": "Alle Karten draußen",
    "count.heading": "Noch draußen",
    "count.trump": "{suit} (Trumpf)",
    "count.seen": "offen",
    # The daily deal, the last hands kept, records opened in the page.
    "problem.aids": "die Zusätze der laufenden Runde (Tipps, Fingerabdruck)",
    "problem.hands": "die letzten Runden",
    "problem.rating": "die Wertung",
    "daily.open": "Runde des Tages",
    "daily.new": "Eine Runde am Tag, für alle gleich: du gegen die Stufe Schwer.",
    "daily.played": (
        "Heute schon gespielt ({first}): du kannst sie noch einmal spielen,"
        " aber das erste Ergebnis zählt."
    ),
    "daily.first": "{result}, {points} Punkte",
    "daily.res.won": "gewonnen",
    "daily.res.lost": "verloren",
    "daily.res.tied": "unentschieden",
    "daily.streaks": "Tage in Folge: {played} gespielt, {won} gewonnen.",
    "daily.counted": "Runde des Tages: das ist das Ergebnis von heute.",
    "daily.replay": "Runde des Tages heute schon gespielt: das erste Ergebnis zählt ({first}).",
    "daily.no_clock": (
        "Die Uhr dieses Geräts zeigt nicht das richtige Datum: Die Runde des Tages kann erst "
        "gegeben werden, wenn Datum und Uhrzeit stimmen."
    ),
    "stats.daily.heading": "Runde des Tages",
    "stats.daily.played": "Tage in Folge gespielt",
    "stats.daily.won": "Tage in Folge gewonnen",
    "stats.daily.days": "Gespielte Tage",
    "stats.daily.wins": "Gewonnene Tage",
    "stats.puzzles.heading": "Rätsel",
    "stats.puzzles.solved": "Gelöste Rätsel",
    "stats.puzzles.of": "{solved} von {tried}",
    "stats.hints": "Genutzte Tipps",
    "kept.heading": "Letzte Runden",
    "kept.intro": "Die letzten 10 beendeten Runden bleiben hier: geh sie Stich für Stich durch.",
    "kept.empty": "Noch keine Runde beendet.",
    "kept.col.when": "Wann",
    "kept.col.table": "Tisch",
    "kept.col.result": "Ergebnis",
    "kept.result": "{result}, {points} Punkte",
    "kept.review": "Durchgehen",
    "kept.review_label": "Die Runde vom {when} durchgehen",
    "record.open": "Aufzeichnung öffnen",
    "record.help": (
        "Die Datei einer Runde (.json), wie du sie nach einer Runde"
        " herunterlädst: Stich für Stich durchgehen."
    ),
    "record.refused": (
        "Diese Datei lässt sich nicht als Aufzeichnung einer Runde öffnen. {why} Nichts wurde"
        " geändert."
    ),
    "record.refused_kept": (
        "Die gewählte Runde lässt sich nicht durchgehen. {why} Nichts wurde geändert."
    ),
    "record.unreadable": "Die Datei ist nicht lesbar.",
    "record.empty": "Die Runde hat keine Stiche.",
    "record.why.too_long": "Die Datei ist zu groß: höchstens {millions} Millionen Zeichen.",
    "record.why.json": "Die Datei ist kein JSON.",
    "record.why.json_at": (
        "Die Datei ist kein gültiges JSON: Fehler in Zeile {line}, Spalte {column}."
    ),
    "record.why.not_record": "Darin stehen keine Daten einer Aufzeichnung.",
    "record.why.format": "Darin stehen Daten anderer Art, „{found}“.",
    "record.why.version": (
        "Es ist eine Aufzeichnung der Version {found}: Diese Seite liest Version {reads}."
    ),
    "record.why.missing": "Das Feld „{field}“ fehlt.",
    "record.why.deal": "Die Regeln oder die ausgeteilten Karten sind ungültig.",
    "record.why.move": "Zug {n} verstößt gegen die Regeln.",
    "record.why.trump": "Der angegebene Trumpf ist nicht die letzte Karte des Stapels.",
    "record.why.trick": "Stich {n} ist anders angegeben, als die Züge ihn ergeben.",
    "record.why.result": "Das angegebene Ergebnis ist nicht das, was die Züge ergeben.",
    "share.in_memory_saved": "Geteilte Runde: Neuladen beendet sie. Dein Spiel wartet.",
    "share.in_memory": (
        "Die geteilte Runde wird nur auf dieser Seite gespielt: Neu laden schließt sie."
    ),
    "puzzle.nav": "Rätsel",
    "puzzle.open": "Rätsel",
    "puzzle.open.note": "Eine Stellung, eine beste Karte: finde sie.",
    "start.invite": "Freunde einladen",
    "start.invite.note": (
        "Jeder auf seinem Gerät, ohne Server: die Plätze „Mensch“ gehen an Freunde."
    ),
    "puzzle.heading": "Rätsel {n}",
    "puzzle.daily.heading": "Rätsel des Tages",
    "puzzle.about": "Schwierigkeit {rating} · aus einem echten Spiel",
    "puzzle.loading": "Die Rätsel werden geladen…",
    "puzzle.error": "Die Rätsel können nicht geladen werden: {error}",
    "puzzle.task": "Du bist dran: eine Karte ist klar die beste. Welche? (Tasten 1–{n})",
    "puzzle.known": "{name} hat auf der Hand: {cards}.",
    "puzzle.hidden": (
        "Im Stapel liegen noch zwei Karten: eine der noch nicht gesehenen Karten liegt verdeckt."
    ),
    "puzzle.right": "Richtig: {card} ist die beste Karte.",
    "puzzle.wrong": "Nicht die beste: richtig war {card}.",
    "puzzle.line": "Mit {card}:",
    "puzzle.end": "am Ende des Spiels hast du {points} Punkte.",
    "puzzle.trick.you": "du nimmst den Stich, {points} Punkte",
    "puzzle.trick.other": "{name} nimmt den Stich, {points} Punkte",
    "puzzle.rating": "Deine Rätselwertung: {rating} (± {deviation}); gelöst {solved} von {tried}.",
    "puzzle.change": "Rätselwertung: {rating} ({change}).",
    "puzzle.change.provisional": "Rätselwertung: {rating} ({change}), vorläufig.",
    "puzzle.again": (
        "Dieses Rätsel hast du schon beantwortet: es zählt nur einmal, die Wertung bleibt {rating}."
    ),
    "puzzle.score": "Punkte bisher",
    "puzzle.played.one": "Schon gespielt: {n} Karte",
    "puzzle.played.other": "Schon gespielt: {n} Karten",
    "puzzle.unseen": "Noch nicht gesehen: {n} Karten, in {name}s Hand oder im Stapel",
    "puzzle.next": "Nächstes Rätsel",
    "puzzle.daily": "Rätsel des Tages",
    "puzzle.values.one": (
        "Punkte am Ende des Spiels mit jeder Karte, wenn danach beide bestens spielen: {values}."
    ),
    "puzzle.values.many": (
        "Die ungesehenen Karten können auf {deals} Arten liegen; im Schnitt am Ende des"
        " Spiels: {values}."
    ),
    "puzzle.line.real": "Mit {card}, wie die Karten wirklich lagen:",
    "puzzle.hidden.stock": (
        "Im Stapel liegen noch {n} Karten: die Hand des Gegners und der Stapel sind verdeckt."
    ),
    "puzzle.values.search": (
        "Nicht bewiesen wie bei den Rätseln am Spielende: die Antwort ist das Urteil der"
        " Suche des Computers über {worlds} Arten, wie die Karten liegen können, die du nicht"
        " siehst. Erwartete Punkte am Ende des Spiels: {best}, {second}."
    ),
    "puzzle.values.search.lines": "In den zwei Zeilen unten spielt der Computer für beide.",
}
