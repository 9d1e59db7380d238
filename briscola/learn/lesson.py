"""The first hand that teaches: a fixed deal against the easy level, and the notes that say,
at the moment it happens, what the trump is, who takes a trick and why, who draws first, who
gets the face-up trump, what the cards are worth and how the count to 61 goes.

The notes follow the hand as it is played, whatever the learner plays: they are read from
the hand's own moves (replayed from its deal), so the lesson keeps no state of its own and
never refuses a card. A tip names a card on the learner's first turns; the learner may play
another one, and the notes then tell what that card did.

>>> hand = lesson_hand(lesson_settings().rules())
>>> [note.key for note in notes(hand)]
['welcome', 'trump']
>>> tip(hand).key
'tip.lead'
"""

from __future__ import annotations

from typing import Final

from briscola.engine.actions import Play
from briscola.engine.cards import Card, cards_from_codes
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.tricks import Trick
from briscola.engine.tuples import NamedTuple
from briscola.engine.view import SeatView
from briscola.i18n import card_phrase, lesson_text, suit_name
from briscola.setup.settings import COMPUTER_SEATS, Settings

LEARNER: Final = 0
"""The learner's seat (the page's person)."""
OPPONENT: Final = 1
LEVEL: Final = "easy"
"""The opponent's level."""
SEED: Final = 2939
"""The lesson hand's seed: it decides the easy level's choices (the deal is below)."""
DEALER: Final = OPPONENT
"""The opponent deals, so the learner leads the first trick."""
HANDS: Final = (("6C", "AD", "2D"), ("AB", "3C", "FC"))
"""The cards each seat is dealt, in the order dealt."""
STOCK: Final = (
    "FB", "4B", "3S", "2C", "CS", "RB", "RC", "6S", "AC", "4C", "CB", "RS",
    "FS", "4S", "7S", "5C", "3D", "FD", "5D", "CD", "3B", "6D", "5B", "2B",
    "4D", "7C", "2S", "CC", "RD", "7B", "5S", "AS", "6B", "7D",
)  # fmt: skip
"""The stock in drawing order, the face-up trump last."""

TIPS: Final = 4
"""The learner's first turns that come with a tip."""
EXPLAINED: Final = TIPS
"""The first tricks whose winner is always explained (those of the tips); later ones only
when the reason is new (a trump, a card of another suit)."""
VALUES: Final = 2
"""The trick after which the cards' order and values are told (the first trick's note
has said who took it and why; the table shows the points it carried)."""
HALF: Final = 10
"""The trick after which the count so far is told (unless the hand is decided already)."""
TO_WIN: Final = 61


class Note(NamedTuple):
    """One thing the lesson says, and when: ``at`` is the number of moves played when it
    arises (0 before the first card); ``seat`` is whom it speaks of, ``cards`` and
    ``points`` fill in its words (the i18n key ``lesson.<key>``, or ``lesson.<key>.you``
    when it speaks of the learner and has such a form)."""

    at: int
    key: str
    seat: int = LEARNER
    cards: tuple[Card, ...] = ()
    points: tuple[int, ...] = ()


def lesson_settings(
    language: str = "it", pace: str = "normal", sound: bool = True, clockwise: bool = False
) -> Settings:
    """The lesson's table: two players, the easy level, the running points shown (the count
    to 61 is part of the lesson) and no trump-7 swap (the rules page explains it; a first
    hand keeps to the game itself). The display choices are the person's."""
    return Settings(
        players=2,
        swap_seven=False,
        show_points=True,
        levels=(LEVEL,) * COMPUTER_SEATS,
        language=language,
        pace=pace,
        sound=sound,
        clockwise=clockwise,
    )


def lesson_hand(rules: Rules) -> GameState:
    """The lesson's deal, always the same."""
    hands = [cards_from_codes(hand) for hand in HANDS]
    return GameState.from_deal(rules, DEALER, hands, cards_from_codes(STOCK))


def trick_kind(trick: Trick, trump: str | None) -> str:
    """Why the trick went to its winner: ``higher`` (the same suit, a stronger card),
    ``trump`` (a trump against another suit), ``off`` or ``off.higher`` (the other card was
    of another suit and no trump: it cannot win, stronger or not)."""
    (first, led), (_, answer) = trick.cards
    won, lost = (led, answer) if trick.winner == first else (answer, led)
    if won.suit == lost.suit:
        return "higher"
    if won.suit == trump:
        return "trump"
    return "off.higher" if lost.strength > won.strength else "off"


def notes(hand: GameState) -> tuple[Note, ...]:
    """Everything the lesson has said about ``hand`` so far, in order."""
    key = (hand.dealt, hand.initial_stock, tuple(hand.moves))
    cached = _cache.get(key)
    if cached is None:
        cached = _notes(hand)
        _cache.clear()  # one hand at a time: the last answer is the one asked again
        _cache[key] = cached
    return cached


_cache: dict[object, tuple[Note, ...]] = {}


def _notes(hand: GameState) -> tuple[Note, ...]:
    replay = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    trump_card = replay.trump_card
    said: list[Note] = [Note(0, "welcome", OPPONENT)]
    if trump_card is not None:
        said.append(Note(0, "trump", cards=(trump_card,)))
    told: set[str] = set()
    for at, (seat, action) in enumerate(hand.moves, 1):
        stock_before = replay.stock_left
        replay.apply(action, seat)
        if not isinstance(action, Play):
            continue
        if replay.trick:  # a card led
            if seat == OPPONENT and "lead.other" not in told:
                told.add("lead.other")
                said.append(Note(at, "lead.other", OPPONENT, (action.card,)))
            continue
        said += _trick_notes(replay, at, stock_before, told)
    return tuple(said)


def _trick_notes(hand: GameState, at: int, stock_before: int, told: set[str]) -> list[Note]:
    """What the lesson says when a trick has just been taken (the cards drawn already)."""
    said = []
    trick, number = hand.tricks[-1], len(hand.tricks)
    winner = trick.winner
    kind = trick_kind(trick, hand.trump_suit)
    reason = f"kind.{kind.split('.')[0]}"  # a card of another suit, stronger or not: one
    if number <= EXPLAINED or reason not in told:
        # A reason told already: the winner and the cards, in short.
        key = "trick.short" if reason in told else f"trick.{kind}"
        told.add(reason)
        (first, led), (_, answer) = trick.cards
        won, lost = (led, answer) if winner == first else (answer, led)
        said.append(Note(at, key, winner, (won, lost)))
        if trick.points and "points" not in told:  # the score shows the others
            told.add("points")
            said.append(Note(at, "points", winner, points=(trick.points,)))
    if stock_before:  # the cards were drawn after this trick
        if number == 1:
            told.add(f"draw.{winner}")
            said.append(Note(at, "draw", winner))
        elif f"draw.{winner}" not in told:
            told.add(f"draw.{winner}")
            said.append(Note(at, "draw.again", winner))
        if not hand.stock_left and hand.trump_card is not None:
            last = (winner + 1) % hand.rules.players
            said.append(Note(at, "last", last, (hand.trump_card,)))
    if number == VALUES:
        said.append(Note(at, "values"))
    points = hand.seat_points
    if hand.is_over:
        mine, theirs = points[LEARNER], points[OPPONENT]
        result = "won" if mine >= TO_WIN else "lost" if theirs >= TO_WIN else "tie"
        said.append(Note(at, f"end.{result}", OPPONENT, points=(mine, theirs)))
        said.append(Note(at, "end.close"))
        return said
    leader = max(range(hand.rules.players), key=lambda seat: points[seat])
    if points[leader] >= TO_WIN and "decided" not in told:
        told.add("decided")
        said.append(Note(at, "decided", leader, points=(points[leader],)))
    elif number == HALF and "decided" not in told:
        said.append(Note(at, "half", OPPONENT, points=(points[LEARNER], points[OPPONENT])))
    return said


def learner_moves(hand: GameState) -> list[int]:
    """The moves played right after each of the learner's cards (its move's count)."""
    return [at for at, (seat, _) in enumerate(hand.moves, 1) if seat == LEARNER]


def shown(hand: GameState) -> tuple[Note, ...]:
    """The notes the lesson shows now: those since the learner's last card; while the reply
    to it is awaited (nothing new yet), those the learner read before playing it."""
    said = notes(hand)
    mine = learner_moves(hand)
    since = mine[-1] if mine else 0
    now = tuple(note for note in said if note.at >= since)
    if now or not mine or len(hand.moves) != since:
        return now
    before = mine[-2] if len(mine) > 1 else 0
    return tuple(note for note in said if before <= note.at < since)


def moments(said: tuple[Note, ...]) -> list[tuple[Note, ...]]:
    """The notes grouped by the move they arose with (each note of the deal apart): what
    the panel shows as one paragraph."""
    groups: list[list[Note]] = []
    for note in said:
        if groups and note.at and groups[-1][-1].at == note.at:
            groups[-1].append(note)
        else:
            groups.append([note])
    return [tuple(group) for group in groups]


def just_said(hand: GameState) -> tuple[Note, ...]:
    """The notes that arose with the last move (or the deal): those to read out now."""
    at = len(hand.moves)
    return tuple(note for note in notes(hand) if note.at == at)


def tip(hand: GameState) -> Note | None:
    """On the learner's first :data:`TIPS` turns, the card the lesson suggests, and why."""
    if len(learner_moves(hand)) >= TIPS:
        return None
    return suggestion(hand)


def suggestion(hand: GameState) -> Note | None:
    """On the learner's turn, the card a beginner would do well to play, and why (the tip's
    choice; shown on the first turns only)."""
    if hand.current_player != LEARNER:
        return None
    card, key = _suggestion(hand.view(LEARNER))
    return Note(len(hand.moves), key, LEARNER, (card,))


def _suggestion(view: SeatView) -> tuple[Card, str]:
    """A beginner's sound card: lead one worth little; take a trick with the same suit, or
    with a trump when it carries points; else let it go with the cheapest card."""
    trump = view.trump_suit
    hand = sorted(view.hand, key=lambda c: (c.suit == trump, c.points, c.strength))
    if not view.trick:
        return hand[0], "tip.lead" if hand[0].points < 10 else "tip.lead.any"
    led = view.trick[0][1]
    higher = [c for c in hand if c.suit == led.suit and view.beats(c, led)]
    if higher:
        return min(higher, key=lambda c: c.strength), "tip.higher"
    trumps = [c for c in hand if c.suit == trump]
    if led.points and trumps and led.suit != trump:
        return min(trumps, key=lambda c: c.strength), "tip.trump"
    return hand[0], "tip.low"


def note_text(note: Note, lang: str, name: str) -> str:
    """The note in words; ``name`` is the opponent's."""
    cards = [card_phrase(card, lang) for card in note.cards]
    fields: dict[str, object] = {"name": name}
    if cards:
        fields["card"] = cards[0]
    if len(cards) > 1:
        fields["other"] = cards[1]
    if note.key == "trump":
        fields["suit"] = suit_name(note.cards[0].suit, lang)
    if len(note.points) == 1:
        fields["points"] = note.points[0]
    elif len(note.points) == 2:
        fields["mine"], fields["theirs"] = note.points
    return lesson_text(lang, note_key(note), **fields)


def note_key(note: Note) -> str:
    """The i18n key of the note's words: its ``.you`` form when it speaks of the learner."""
    key = f"lesson.{note.key}"
    return f"{key}.you" if note.seat == LEARNER and note.key in _YOU_FORMS else key


_YOU_FORMS: Final = frozenset(
    {
        "trick.higher",
        "trick.trump",
        "trick.off",
        "trick.off.higher",
        "trick.short",
        "draw",
        "draw.again",
        "last",
        "decided",
    }
)
"""The notes said in two forms: of the learner ("Prendi tu"), or of the opponent."""
