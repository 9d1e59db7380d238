"""English: the page's words and the card names."""

from __future__ import annotations

from typing import Final

RANKS: Final = {
    "A": "Ace",
    "2": "Two",
    "3": "Three",
    "4": "Four",
    "5": "Five",
    "6": "Six",
    "7": "Seven",
    "F": "Jack",
    "C": "Knight",
    "R": "King",
}
SUITS: Final = {"D": "Coins", "C": "Cups", "S": "Swords", "B": "Clubs"}
CARD: Final = "{rank} of {suit}"
# A French-suited deck's cards (the Piemontesi): each suit by the Italian suit's code it
# stands for, and the Queen where the Italian cards have the Knight.
FRENCH_SUITS: Final = {"D": "Diamonds", "C": "Hearts", "S": "Spades", "B": "Clubs"}
FRENCH_RANKS: Final = {**RANKS, "C": "Queen"}

STRINGS: Final = {
    "lang.name": "English",
    "app.title": "Briscola",
    "app.tagline": "The Italian card game, against the computer",
    "nav.label": "Menu",
    "nav.rules": "Rules",
    "nav.language": "Language",
    "nav.leave": "New game",
    "nav.back": "Go back",
    "nav.sound": "Sound",
    "loading": "Loading…",
    # the saved table, painted before the game is ready (static/paint.js, copied by the build)
    "paint.held": "Loading… the card you chose will be played as soon as the game is ready.",
    # start screen
    "start.heading": "New game",
    "start.players": "Players",
    "start.players.2": "2 · one against one",
    "start.players.3": "3 · each for themselves",
    "start.players.4": "4 · in pairs",
    "start.players.5": "5 · Briscola chiamata",
    "start.players.6": "6 · three against three",
    "start.deck": "Deck with three players",
    "start.deck.39": "39 cards (without {card})",
    "start.deck.36": "36 cards (without all four Twos)",
    "start.series": "Match",
    "start.series.1": "Single hand",
    "start.series.3": "Best of 3",
    "start.series.5": "Best of 5",
    "start.options": "Rules and help",
    "start.swap": "Swap the trump Seven",
    "start.learner": "Show the points during the hand (learner’s option)",
    "start.show_tricks": "Show every trick of the hand (aid)",
    "start.same_dealer": "After a tie the same dealer deals again",
    "start.cappotto": "A cappotto counts as two hands",
    "start.clockwise": "Clockwise play (the next player on your left)",
    "start.variant": "Variant",
    "start.variant.classic": "Classic",
    "start.variant.con-il-due": "Con il Due · the 2 of trump beats the Ace",
    "start.variant.briscolone": "Briscolone · five cards, no trump",
    "start.variant.scoperta": "Scoperta · every card in sight",
    "start.variant.a-31": "A 31 · declare 31 points and win",
    "start.follow_suit": "Must follow suit (Briscolone)",
    "start.signals": "Partner signals (four and six players)",
    "start.levels": "Who plays: the computer or a person",
    "start.person": "Person",
    "start.name": "Name for {seat}",
    "start.name.short": "Name",
    "start.name.you": "Your name",
    "start.summary.people": "{n} people",
    "person.first": "Player 1",
    "person.role": "person",
    "turn.person": "Your turn, {name}",
    "say.turn": "{name}'s turn.",
    "pass.heading": "Pass the device to {name}",
    "pass.note": "The cards stay hidden until the device is in {name}'s hands.",
    "pass.go": "I'm {name}: show my cards",
    "pass.friends": "Hands between several people are not counted in the statistics.",
    "start.pace": "Computer’s pace",
    "start.pace.slow": "Slow",
    "start.pace.normal": "Normal",
    "start.pace.fast": "Fast",
    "start.looks": "Cards and table",
    "start.pattern": "Deck",
    "start.pattern.moderne": "Modern",
    "start.pattern.napoletane": "Napoletane",
    "start.pattern.piacentine": "Piacentine",
    "start.pattern.siciliane": "Siciliane",
    "start.pattern.trevigiane": "Trevigiane",
    "start.pattern.bergamasche": "Bergamasche",
    "start.pattern.piemontesi": "Piemontesi (French suits)",
    "start.back": "Back",
    "start.back.own": "The deck’s own",
    "start.back.reticolo": "Lattice",
    "start.back.scozzese": "Tartan",
    "start.back.righe": "Stripes",
    "start.back.fiori-rossi": "Red flowers",
    "start.back.fiori-verdi": "Green flowers",
    "start.back.rombi-rossi": "Red diamonds",
    "start.back.rombi-blu": "Blue diamonds",
    "start.felt": "Table felt",
    "start.felt.verde": "Green",
    "start.felt.blu": "Blue",
    "start.felt.bordeaux": "Burgundy",
    "start.felt.antracite": "Charcoal",
    "start.preview": "Preview: {pattern}",
    "start.preview.back": "Back: {back}",
    "start.play": "Play",
    "start.summary.players": "{n} players",
    "start.more": "Settings",
    "result.rematch": "Rematch",
    "start.stats": (
        "With {players}: hands won {won}, lost {lost}, tied {tied}"
        " · series won {series_won}, lost {series_lost}"
    ),
    "level.easy": "Easy",
    "level.medium": "Medium",
    "level.hard": "Hard",
    "level.maestro": "Master",
    "role.opponent.m": "opponent",
    "role.opponent.f": "opponent",
    "role.partner.f": "partner",
    "role.partner.m": "partner",
    "role.opponent.n": "opponent",
    "role.partner.n": "partner",
    # the table
    "you": "You",
    "pair": "{a} & {b}",
    "table.label": "Card table",
    "hand.label": "Your cards",
    "turn.you": "Your turn",
    "turn.elsewhere": "Your turn, in the other tab",
    "turn.other": "{name}’s turn",
    "turn.thinking": "{name} is thinking…",
    "turn.hint": "Play a card: click or keys 1–{n}",
    "turn.hint.last": "Play your last card: click or key 1",
    "turn.hint.bid": "Bid or pass",
    "turn.hint.call": "Call a card: its holder will be your partner",
    "refuse.follow": "You must follow suit: {suit}.",
    "dealer": "Dealer",
    "captain": "Captain",
    "cards.one": "{n} card in hand",
    "cards.other": "{n} cards in hand",
    "tricks.one": "{n} trick",
    "tricks.other": "{n} tricks",
    "stock": "Stock",
    "stock.one": "{n} card in the stock",
    "stock.other": "{n} cards in the stock",
    "stock.empty": "Stock used up",
    "trump": "Trump: {suit}",
    "trump.card": "Face-up trump: {card}",
    "trump.none": "No trump",
    "stock.next": "Next cards of the stock: {cards}",
    "stock.later.one": "{n} more card",
    "stock.later.other": "{n} more cards",
    "trick.label": "Cards on the table",
    "trick.empty": "No cards on the table",
    "trick.takes": "{name} takes it",
    "trick.takes.you": "You take it",
    "last.show": "Last trick",
    "last.label": "Last trick: {cards}",
    "tricks.show": "All tricks",
    "tricks.label": "Trick {n}: {cards}",
    "swap": "Swap the 7",
    "swap.label": "Swap {seven} for {taken}",
    "declare": "Declare {points}",
    "bid.group": "Auction",
    "bid.pass": "Pass",
    "bid.points": "2 for {points}",
    "bid.help": (
        "“{bid}”: win the auction and you call a card of that rank (e.g. {card}); its suit is "
        "trump and whoever holds it is your secret partner: together at least {points} points. "
        "The lower the card, the higher the bid."
    ),
    "call.help": (
        "The called card’s suit is trump; whoever holds it is your partner, secret until they "
        "play it. Call a card of your own and you play alone against four."
    ),
    "bid.help.ask": "What does “{bid}” mean?",
    "call.help.ask": "What does the called card do?",
    "bid.said": "Says: {bid}",
    "call.group": "Call a card",
    "contract": "{name} calls {card} · {target} points needed",
    "contract.you": "You call {card} · {target} points needed",
    "signal.group": "Partner signals",
    "signal.ace-of-trump": "I hold the Ace of trump",
    "signal.three-of-trump": "I hold the 3 of trump",
    "signal.nothing": "I have nothing",
    "signal.shown": "Signals: {signal}",
    "signal.short.ace-of-trump": "Have the Ace",
    "signal.short.three-of-trump": "Have the 3",
    "signal.short.nothing": "Nothing",
    "known": "Card seen: {cards}",
    "known.open": "Cards face up: {cards}",
    "score": "Points",
    "score.unknown": "Points: partner not known yet",
    "series.single": "Single hand",
    "series.hand": "Hand {n} · best of {best}",
    "series.wins": "Hands won",
    "follow.notice": "The game is open in another tab: here you can only follow it.",
    "follow.idle": "The other open tab has no game in progress: a game started here plays here.",
    "follow.seed": "New hands dealt here come from seed={seed}.",
    "follow.take": "Play here",
    "follow.shared": (
        "The game is open in another tab: here you can only follow it. The shared hand of the "
        "link waits for you: play it here and the other tab’s game stays saved as it is."
    ),
    "follow.shared_idle": (
        "The other open tab has no game in progress: the shared hand of the link waits for "
        "you, play it here."
    ),
    "follow.take_shared": "Play the shared hand here",
    "follow.other_shared": (
        "Another tab is playing a shared hand: your game stays saved as it was. Take it up "
        "here and the shared hand waits in the other tab."
    ),
    "follow.take_game": "Resume the game here",
    "daily.following": "The game is open in another tab: play the hand of the day from there.",
    "update.notice": "New version available.",
    "update.load": "Update",
    "install.button": "Install",
    "install.title": "Install the game as an app",
    # announcements
    "say.played.you": "You played {card}.",
    "say.played": "{name} plays {card}.",
    "say.swap.you": "You swapped {seven} for {taken}.",
    "say.swap": "{name} swaps {seven} for the face-up trump, {taken}.",
    "say.bid.you": "You say: {bid}.",
    "say.bid": "{name} says: {bid}.",
    "say.pass.you": "You pass.",
    "say.pass": "{name} passes.",
    "say.call.you": "You call {card}: {suit} are trumps.",
    "say.call": "{name} calls {card}: {suit} are trumps.",
    "say.partner.you": "You are {caller}’s partner: now everyone knows.",
    "say.partner.mine": "Your partner is {name}.",
    "say.partner": "{caller}’s partner is {name}.",
    "say.signal.you": "You signal: ‘{signal}’.",
    "say.signal": "{name} signals: ‘{signal}’.",
    "say.trick.you": "You take the trick.",
    "say.trick": "{name} takes the trick.",
    "say.trick.points": "{points} points.",
    "say.turn.you": "Your turn.",
    "say.deal.you": "New hand, you deal. Trump: {card}.",
    "say.deal": "New hand, {name} deals. Trump: {card}.",
    "say.deal.you.none": "New hand, you deal. No trump.",
    "say.deal.none": "New hand, {name} deals. No trump.",
    "say.deal.you.auction": "New hand, you deal: the auction opens.",
    "say.deal.auction": "New hand, {name} deals: the auction opens.",
    "say.over": "The hand is over.",
    "say.declared.you.right": "You declared 31: right, the hand is yours.",
    "say.declared.you.wrong": "You declared 31: wrong, the hand is lost.",
    "say.declared.right": "{name} declares 31: right, and wins the hand.",
    "say.declared.wrong": "{name} declares 31: wrong, and loses the hand.",
    # end of hand
    "result.heading": "End of the hand",
    "result.won": "You won!",
    "result.lost": "You lost.",
    "result.won.pair": "You and your partner won!",
    "result.lost.pair": "You and your partner lost.",
    "result.tie": "A tie!",
    "result.winner": "{name} wins.",
    "result.points.one": "{n} point",
    "result.points.other": "{n} points",
    "result.taken": "Cards taken",
    "result.seat_points": "{name}: {points}",
    "result.cappotto": "Cappotto! {name} takes all 120 points.",
    "result.contract": "{name} called {card}, partner {partner}; {target} points were needed.",
    "result.contract.you": "You called {card}, partner {partner}; {target} points were needed.",
    "result.tie_replay": "A tied hand counts for nobody: it is played again.",
    "result.series": "Best of {best}",
    "result.series.won": "You won the series!",
    "result.series.won.pair": "You and your partner won the series!",
    "result.series.lost": "{name} wins the series.",
    "result.next": "Next hand",
    "result.replay": "Replay the hand",
    "result.next_dealer.you": "You deal.",
    "result.next_dealer": "{name} deals.",
    "result.settings": "Change settings",
    # dialogs and notices
    "confirm.title": "Leave the game?",
    "confirm.body": "The series in progress will be lost and not counted.",
    "confirm.yes": "Yes, leave",
    "confirm.no": "No, keep playing",
    "confirm.declare.title": "Declare {points}?",
    "confirm.declare.body": (
        "The hand ends at once: you win it if your side "
        "holds at least {points} points in its tricks, otherwise you lose it."
    ),
    "confirm.declare.yes": "Yes, declare {points}",
    "confirm.declare.no": "No, keep playing",
    "problem.session": "the saved game",
    "problem.settings": "the settings",
    "problem.stats": "the statistics",
    "problem.old": "data from an older version",
    "problem.and": " and ",
    "problem.sentence": (
        "Could not read {what} (damaged, or from another version):"
        " a copy is kept aside and the game starts afresh."
    ),
    "notice.close": "Close",
    "crash": "Something went wrong ({error}). Your saved game is safe.",
    "crash.restart": "Start again",
    "rules.heading": "The rules of Briscola",
    # the boot watchdog (plain JavaScript: the build copies these into static/boot-watchdog.js)
    "boot.title": "The game did not start",
    "boot.error": "Python, which runs the game in your browser, stopped with an error.",
    "boot.timeout": "Python, which runs the game in your browser, did not start in time.",
    "boot.safe": (
        "Your saved data is still here: you can download it, or start afresh"
        " (what is saved now is kept aside as a backup)."
    ),
    "boot.download": "Download my saved data",
    "boot.afresh": "Start afresh",
    "boot.retry": "Try again",
    # storage full, address parameters
    "store.full": (
        "The browser’s storage is full: you can keep playing, but the game is no longer"
        " saved. Download your data so as not to lose it."
    ),
    "store.download": "Download data",
    "param.ignored": "A parameter of the address is not valid and was ignored: {name}.",
    "act.unknown": "A button of the page asks for an unknown command (“{act}”): nothing changed.",
    # the saved-data panel
    "data.nav": "Saved data",
    "data.heading": "Saved data",
    "data.intro": (
        "The game saves its settings, statistics and the game in progress in this browser."
        " Here you can download them as a file, import them from a file, restore a backup"
        " or erase everything."
    ),
    "data.kept.yes": (
        "Your browser keeps this data: it will not delete it by itself to make room or after"
        " weeks without a visit."
    ),
    "data.kept.no": (
        "Your browser may delete this data by itself, to make room or after weeks without a"
        " visit: download a copy now and then (“Download everything”) so as not to lose it."
    ),
    "data.kept.unknown": (
        "This browser does not say whether it keeps this data: download a copy now and then"
        " (“Download everything”) so as not to lose it."
    ),
    "data.download": "Download everything",
    "data.import": "Import a file",
    "data.backups": "Backups",
    "data.no_backups": "No backups.",
    "data.restore": "Restore",
    "data.restore_label": "Restore {what} of {time}",
    "data.kind.settings": "Settings",
    "data.kind.stats": "Statistics",
    "data.kind.aids": "Extras of the hand in progress",
    "data.kind.hands": "Last hands",
    "data.kind.rating": "Rating",
    "data.kind.session": "Game in progress",
    "data.kind.lock": "Tab lock",
    # statistics page
    "stats.nav": "Statistics",
    "stats.heading": "Statistics",
    "stats.intro": "Your hands against the computer, by table, variant and level.",
    "stats.empty": "No hands played yet: the statistics appear after the first one.",
    "stats.variant.classic": "Classic",
    "stats.variant.con-il-due": "Con il Due",
    "stats.variant.briscolone": "Briscolone",
    "stats.variant.scoperta": "Scoperta",
    "stats.variant.a-31": "A 31",
    "stats.level": "{level} level",
    "stats.level.mixed": "mixed levels",
    "stats.unrecorded": "Earlier hands (variant and level not recorded)",
    "stats.col.won": "Won",
    "stats.col.lost": "Lost",
    "stats.col.tied": "Tied",
    "stats.row.hands": "Hands",
    "stats.row.series": "Series",
    "stats.rate": "Win rate",
    "stats.streak": "Current winning streak",
    "stats.best_streak": "Best winning streak",
    "stats.average": "Average points",
    "stats.none": "—",
    "stats.percent": "{n}%",
    "stats.chart.one": "The last hand, with your points: {hands}.",
    "stats.chart.other": "The last {n} hands, oldest first, with your points: {hands}.",
    "stats.chart.caption": "Last hands · your points, line at 60",
    "stats.rating": "Rating",
    "stats.rating.provisional": "Provisional: the deviation is still wide (over 110).",
    "stats.rating.deviation": "Deviation",
    "stats.rating.hands": "Hands rated",
    "stats.rating.plot.one": (
        "Your rating after the last hand: {last} (± {deviation}). The levels: {levels}."
    ),
    "stats.rating.plot.other": (
        "Your rating over the last {n} hands, oldest first: from {first} to {last}"
        " (± {deviation}); lowest {low}, highest {high}. The levels: {levels}."
    ),
    "stats.rating.caption": "Rating (Glicko-2) after each hand · the band: ± deviation",
    "stats.chart.won": "won with {points}",
    "stats.chart.lost": "lost with {points}",
    "stats.chart.tied": "tied with {points}",
    "stats.reset": "Reset the statistics",
    "stats.reset_title": "Reset the statistics?",
    "stats.reset_body": (
        "Every count starts again from zero, the rating from 1500. A copy stays among the"
        " backups of the saved data, where it can be restored."
    ),
    "stats.reset_yes": "Yes, reset",
    "stats.reset_no": "No, keep them",
    "stats.reset_done": "Statistics reset: the copy is in the saved data.",
    "stats.reset_failed": "Statistics not reset: the storage is full and the copy cannot be kept.",
    # end of a series
    "series_end.kicker": "End of the series",
    "series_end.show": "Series result",
    "series_end.hands": "The hands of the series",
    "series_end.hand": "Hand",
    "series_end.winner": "Winner",
    "series_end.tie": "Tie",
    "series_end.cappotto": "{name}, with cappotto",
    "data.erase": "Erase everything",
    "data.erase_title": "Erase all saved data?",
    "data.erase_body": (
        "Settings, statistics, the game in progress and the backups of this game will be"
        " erased from this browser. To keep them, download them first."
    ),
    "data.erase_yes": "Yes, erase",
    "data.erase_no": "Cancel",
    "data.imported.one": "File imported: {n} value taken from it.",
    "data.imported.other": "File imported: {n} values taken from it.",
    "data.import_refused.one": "{n} value refused.",
    "data.import_refused.other": "{n} values refused.",
    "data.import_empty": "the file holds no data of this game",
    "data.erased_download": "Download the erased data",
    "data.import_failed": "File not imported ({reason}). Nothing changed.",
    "data.restored": "Backup restored: {what}.",
    "data.restore_failed": "Backup not restored ({reason}). Nothing changed.",
    "data.erased": "Data erased.",
    "data.following": "The game is open in another tab: manage the data there.",
    # learning: the coach's tips and the hint's reasons (briscola/learn)
    "coach.lead_carico": (
        "You led {card} while holding {better}: lead cards without points and keep the"
        " Aces and 3s back, where a trump cannot take them."
    ),
    "coach.trump_on_nothing": (
        "You played {card} on a trick with no points: let it go with {better} and keep the trump."
    ),
    "coach.early_high_trump": (
        "You spent {card} early, for {points} points: keep it for a rich trick or the last tricks."
    ),
    "coach.points_to_opponent": (
        "You gave the opponents {points} points with {card}: {better} lost the trick as well."
    ),
    "coach.overtake_high": (
        "You took with {card}, but {better} was enough: take with the lowest card that suffices."
    ),
    "hint.take": "Take it with {card}: {points} points on the table.",
    "hint.take_spare": "Take it with {card}: {points} points on the table and a trump to spare.",
    "hint.keep_trumps": "Keep your trumps: {other} is still out. Play {card}.",
    "hint.let_go": "Let this trick go with {card}: it is not worth taking.",
    "hint.cannot_take": "None of your cards takes this trick: let it go with {card}.",
    "hint.load": "Give {card} to the trick: your partner is taking it.",
    "hint.lead_liscio": "Lead {card}: a card without points gives nothing away.",
    "hint.lead": "Lead {card}.",
    "hint.swap": "Swap the 7 of trump and take {card}.",
    "hint.declare": "Declare 31: you have {points} points.",
    "hint.only": "There is only one move.",
    "hint.best": "This is the best move the computer finds.",
    "hint.rule.lead_carico": "Lead {card} all the same, points and all.",
    "hint.rule.trump_on_nothing": "Play {card} all the same, on a trick without points.",
    "hint.rule.early_high_trump": "Play {card} now all the same.",
    "hint.rule.points_to_opponent": "Let it go with {card} all the same, {points} points and all.",
    "hint.rule.overtake_high": "Take it with {card} all the same.",
    "hint.chance": "{win} % chance of winning the hand.",
    "hint.button": "Hint",
    "hint.busy": "Thinking…",
    "hint.used.one": "You used {n} hint in this hand.",
    "hint.used.other": "You used {n} hints in this hand.",
    # the review of a hand in the page
    "review.open": "Review the hand",
    "share.open": "Share this hand",
    "share.link": "Link to this hand",
    "share.copy": "Copy",
    "share.ready": "The link to this hand is ready: copy it and send it to anyone.",
    "share.copied": "Link copied.",
    "share.refused": "The shared hand’s link is not valid: it was ignored and nothing changed.",
    "share.waits": (
        "The shared hand of the link waits for you: play it when you like, your game stays saved."
    ),
    "share.saved_waits": (
        "You are playing a shared hand: your saved game stays as it was and comes back at the end."
    ),
    "share.compare.better": (
        "Whoever shared this hand made {points} points ({result}); you made {mine}: better!"
    ),
    "share.compare.worse": (
        "Whoever shared this hand made {points} points ({result}); you made {mine}."
    ),
    "share.compare.same": "Whoever shared this hand made {points} points ({result}); so did you.",
    "share.res.won": "won",
    "share.res.lost": "lost",
    "share.res.tied": "tied",
    "review.heading": "Review of the hand",
    "review.progress": "Analysing the hand",
    "review.cancel": "Cancel",
    "review.back_stats": "Back to the statistics",
    "review.back": "Back to the result",
    "review.prev": "Previous trick",
    "review.next": "Next trick",
    "review.trick": "Trick {n} of {total}",
    "review.taken": "Taken by {who}: {points} points",
    "review.hand": "Your hand before the move",
    "review.played": "You played {card}: {win} % chance of winning, {points} points expected.",
    "review.exact": "(exact)",
    "review.good": "The best move.",
    "review.better": "Better: {card}: {win} % chance of winning, {points} points expected.",
    "review.only": "You played {card}: there was no choice.",
    "review.swap": "the swap of the 7 of trump",
    "review.marked": "Costly move",
    "review.summary": "The costliest moves:",
    "review.clean": "No costly move: well played!",
    "review.jump": "Trick {n}: {card}",
    "review.keys": "Arrow keys ← → change the trick.",
    "review.buttons": "“{prev}” and “{next}” change the trick shown.",
    # the fair-deal proof
    "proof.short": "Deal fingerprint",
    "proof.explain": (
        "The fingerprint fixes the cards before the first move:"
        " at the end of the hand the secret lets you check it."
    ),
    "proof.heading": "A fair deal: the proof",
    "proof.fingerprint": "Fingerprint",
    "proof.secret": "Secret",
    "proof.how": "How to check",
    "proof.step.note": (
        "When the hand starts, write down the first digits of the fingerprint: the table"
        " shows them from the first card, and they begin the fingerprint above."
    ),
    "proof.step.record": "Download the hand’s record: it holds the cards as they were dealt.",
    "proof.step.tool": (
        "A program other than this page computes the fingerprint again from the record and"
        " the secret (a SHA-256, described in the game’s guide, docs/learning.md): if it is"
        " the one you wrote down, the cards were fixed before the first move."
    ),
    "proof.step.python": "With Python and the game’s code:",
    "proof.file": "FILE",
    "proof.record": "Download the hand’s record",
    # the counting aid
    "start.counting": "Counting aid",
    "start.counting.off": "Off",
    "start.counting.key": "Aces, 3s and trumps out",
    "start.counting.grid": "Every card out",
    "count.heading": "Still out",
    "count.trump": "{suit} (trump)",
    "count.seen": "in view",
    # The daily deal, the last hands kept, records opened in the page.
    "problem.aids": "the hand in progress’s extras (hints, fingerprint)",
    "problem.hands": "the last hands",
    "problem.rating": "the rating",
    "daily.open": "Hand of the day",
    "daily.new": "One hand a day, the same for everyone: you against the Hard level.",
    "daily.played": (
        "You played it today ({first}): you may play it again, but the first result counts."
    ),
    "daily.first": "{result}, {points} points",
    "daily.res.won": "won",
    "daily.res.lost": "lost",
    "daily.res.tied": "tied",
    "daily.streaks": "Days in a row: {played} played, {won} won.",
    "daily.counted": "Hand of the day: this is today’s result.",
    "daily.replay": "Hand of the day already played today: the first result counts ({first}).",
    "daily.no_clock": (
        "This device’s clock does not show the right date: the hand of the day cannot be dealt "
        "until the date and time are set right."
    ),
    "stats.daily.heading": "Hand of the day",
    "stats.daily.played": "Days played in a row",
    "stats.daily.won": "Days won in a row",
    "stats.daily.days": "Days played",
    "stats.daily.wins": "Days won",
    "stats.puzzles.heading": "Puzzles",
    "stats.puzzles.solved": "Puzzles solved",
    "stats.puzzles.of": "{solved} of {tried}",
    "stats.hints": "Hints used",
    "kept.heading": "Last hands",
    "kept.intro": "The last 10 hands you finished stay here: review them trick by trick.",
    "kept.empty": "No hand finished yet.",
    "kept.col.when": "When",
    "kept.col.table": "Table",
    "kept.col.result": "Result",
    "kept.result": "{result}, {points} points",
    "kept.review": "Review",
    "kept.review_label": "Review the hand of {when}",
    "record.open": "Open a record",
    "record.help": (
        "A hand’s file (.json), like the one you download after a hand: review it trick by trick."
    ),
    "record.refused": "This file cannot be opened as a hand’s record. {why} Nothing was changed.",
    "record.refused_kept": "The hand you chose cannot be reviewed. {why} Nothing was changed.",
    "record.unreadable": "The file cannot be read.",
    "record.empty": "The hand has no tricks.",
    "record.why.too_long": "The file is too large: at most {millions} million characters.",
    "record.why.json": "The file is not JSON.",
    "record.why.json_at": "The file is not valid JSON: error at line {line}, column {column}.",
    "record.why.not_record": "It does not hold a record’s data.",
    "record.why.format": "It holds data of another kind, “{found}”.",
    "record.why.version": "It is a version {found} record: this page reads version {reads}.",
    "record.why.missing": "The field “{field}” is missing.",
    "record.why.deal": "The rules or the cards dealt are not valid.",
    "record.why.move": "Move {n} breaks the rules.",
    "record.why.trump": "The trump written is not the last card of the stock.",
    "record.why.trick": "Trick {n} as written is not the one the moves make.",
    "record.why.result": "The result written is not the one the moves give.",
    "share.in_memory_saved": "Shared hand: reloading closes it. Your game comes back at the end.",
    "share.in_memory": "The shared hand is played in this page only: reloading the page closes it.",
    "puzzle.nav": "Puzzles",
    "puzzle.open": "Puzzles",
    "puzzle.open.note": "One position, one best card: find it.",
    "start.invite": "Invite a friend",
    "start.invite.note": "Each on their own device, no server: the “Person” seats go to friends.",
    "puzzle.heading": "Puzzle {n}",
    "puzzle.daily.heading": "Puzzle of the day",
    "puzzle.about": "Difficulty {rating} · from a real hand",
    "puzzle.loading": "Loading the puzzles…",
    "puzzle.error": "The puzzles cannot be loaded: {error}",
    "puzzle.task": "Your turn: one card is clearly best. Which one? (keys 1–{n})",
    "puzzle.known": "{name} holds: {cards}.",
    "puzzle.hidden": (
        "Two cards are left in the stock: one of the cards not yet seen lies face down."
    ),
    "puzzle.right": "Right: {card} is the best card.",
    "puzzle.wrong": "Not the best: the right card was {card}.",
    "puzzle.line": "With {card}:",
    "puzzle.end": "at the end of the hand you have {points} points.",
    "puzzle.trick.you": "you take it, {points} points",
    "puzzle.trick.other": "{name} takes it, {points} points",
    "puzzle.rating": "Your puzzle rating: {rating} (± {deviation}); solved {solved} of {tried}.",
    "puzzle.change": "Puzzle rating: {rating} ({change}).",
    "puzzle.change.provisional": "Puzzle rating: {rating} ({change}), provisional.",
    "puzzle.again": (
        "You answered this puzzle before: it counts once, your rating stays {rating}."
    ),
    "puzzle.score": "Points so far",
    "puzzle.played.one": "Played so far: {n} card",
    "puzzle.played.other": "Played so far: {n} cards",
    "puzzle.unseen": "Not seen yet: {n} cards, in {name}’s hand or in the stock",
    "puzzle.next": "Next puzzle",
    "puzzle.daily": "Puzzle of the day",
    "puzzle.values.one": (
        "Points at the end of the hand with each card, both playing their best after it: {values}."
    ),
    "puzzle.values.many": (
        "The unseen cards may lie in {deals} ways; on average, at the end of the hand: {values}."
    ),
    "puzzle.line.real": "With {card}, as the cards really lay:",
    "puzzle.hidden.stock": (
        "{n} cards are left in the stock: the other's hand and the stock lie face down."
    ),
    "puzzle.values.search": (
        "Not proven like the end-of-hand puzzles: the answer is the computer's search judging"
        " {worlds} ways the cards you cannot see may lie. Expected points at the end of the"
        " hand: {best}, {second}."
    ),
    "puzzle.values.search.lines": "In the two lines below the computer plays for both sides.",
}
