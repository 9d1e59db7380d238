"""The presenter of the table: one pure function from a session to what the page shows.

The page's DOM layer renders a :class:`TableModel` and sends the person's clicks back as
actions; it never looks at the game itself. Everything here is plain data and text in the
chosen language, so the tests check what a player would see without a browser.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Protocol

from briscola.app.aids.hinting import HintBar
from briscola.app.aids.proof import Proof
from briscola.app.game.announce import bid_words
from briscola.app.game.seats import (
    Place,
    Role,
    places,
    role,
    role_label,
    seat_names,
    side_name,
    table_sides,
)
from briscola.app.game.session import Session
from briscola.app.screens.faces import CardFace
from briscola.app.screens.learn import CountSuit
from briscola.app.screens.lesson import LessonPanel
from briscola.engine.actions import DECLARE, PLAY, Action, Call, Declare, Signal, SwapSeven
from briscola.engine.auction import Bid
from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.tricks import Placed
from briscola.engine.tuples import NamedTuple
from briscola.engine.variants import CHIAMATA_PLAYERS
from briscola.engine.view import SeatView
from briscola.i18n import card_name, card_phrase, count, level_name, suit_name, text
from briscola.setup.settings import Settings

STOCK_SHOWN = 3
"""Briscola scoperta: the next cards of the stock shown large (the rest on demand)."""


class Score(Protocol):
    """The series a table belongs to, as far as the table shows it."""

    @property
    def rules(self) -> Rules:
        """The series' rules (their ``best_of``)."""
        ...

    @property
    def wins(self) -> Sequence[int]:
        """Hands won so far by each side."""
        ...


class Seated(Protocol):
    """What the table shows a hand from: a :class:`Session` on this device, or a network
    table's hand (``app/online/seating.py``)."""

    @property
    def settings(self) -> Settings:
        """The table's seats (names, people, levels) and this page's display choices."""
        ...

    @property
    def viewer(self) -> int:
        """The seat at the bottom, whose hand is shown."""
        ...

    @property
    def you(self) -> int | None:
        """The seat called "you" (None: everyone by name)."""
        ...

    @property
    def phase(self) -> str:
        """ "human" (the viewer's move), "computer" (another seat's), "hand-over", …"""
        ...

    @property
    def hand_number(self) -> int:
        """The hand's number in its series."""
        ...

    @property
    def series(self) -> Score:
        """The series: its rules and the hands won."""
        ...

    def view(self) -> SeatView:
        """What the viewer may see, and nothing else."""
        ...


def action_text(action: Action) -> str:
    """``action`` in the bot protocol's JSON, as the page's markup carries it."""
    return json.dumps(action.to_json(), separators=(",", ":"))


class HandCard(NamedTuple):
    """A card of the person's hand: ``key`` is the number key that plays it (1, 2, 3)."""

    face: CardFace
    key: int
    playable: bool
    trump: bool
    action: str
    """Playing it, in the bot protocol's JSON (:func:`action_text`)."""


class Offer(NamedTuple):
    """A choice the person may make now: ``arg`` names it (its focus key), ``words`` say it,
    ``action`` is its engine action in the bot protocol's JSON."""

    arg: str
    words: str
    action: str


class CallOffer(NamedTuple):
    """Briscola Chiamata: a card the caller may name, with its action's JSON."""

    face: CardFace
    action: str


class SeatModel(NamedTuple):
    """One seat around the table."""

    seat: int
    name: str
    role: Role
    role_label: str
    level: str
    place: Place
    cards: int
    cards_label: str
    tricks: int
    tricks_label: str
    dealer: bool
    turn: bool
    known: tuple[CardFace, ...]
    """Cards everyone knows this seat holds (the face-up trump it took; the whole hand in
    Briscola scoperta)."""
    known_label: str
    points: int | None
    """Points taken so far, only with the learner's option and only for a seat with
    partners (a side of one seat has its points in the score line, shown once), or for
    every seat while the Chiamata's sides are not known."""
    captain: bool = False
    """With 6 players: the captain of a team (sees its partners' hands once the stock is gone)."""
    signal: str = ""
    """Partner signals: the last signal this seat gave during the current trick, in words
    ("Segnala: Non ho niente"); in the Chiamata's auction, this seat's last bid ("Dice:
    Passo")."""
    said: str = ""
    """The signal's or the bid's own words ("Non ho niente", "Passo"): what the seat's
    bubble shows (screen readers read the whole ``signal``)."""
    said_short: str = ""
    """The same in as few words as the smallest seats show ("Niente", "Passo")."""


class Played(NamedTuple):
    """A card on the table and who played it; ``wins`` marks the winner of a finished trick."""

    seat: int
    place: Place
    name: str
    face: CardFace
    wins: bool


class SwapOffer(NamedTuple):
    """The trump-7 swap the person may make now."""

    label: str
    seven: CardFace
    taken: CardFace
    action: str


class Tally(NamedTuple):
    """A side's name and a number (hands won, or points with the learner's option)."""

    name: str
    value: int
    mine: bool


class TableModel(NamedTuple):
    """Everything the table shows during a hand."""

    players: int
    has_stock: bool
    """False in Briscola Chiamata (all cards dealt): the contract shows in the stock's place."""
    seats: tuple[SeatModel, ...]
    hand: tuple[HandCard, ...]
    my_turn: bool
    status: str
    thinking: bool
    """The status says the computer to move has been thinking a while."""
    hint: str
    trump_label: str
    face_up: CardFace | None
    face_up_label: str
    stock_left: int
    stock_label: str
    stock_next: tuple[CardFace, ...]
    """Briscola scoperta: the next cards of the stock in drawing order, at most
    :data:`STOCK_SHOWN` (empty elsewhere)."""
    stock_next_label: str
    trick: tuple[Played, ...]
    trick_label: str
    trick_done: bool
    """True while a finished trick is still shown (``trick`` then holds it whole)."""
    last_trick: tuple[Played, ...]
    """The last trick taken, viewable whenever one is (the rules allow a look at it)."""
    swap: SwapOffer | None
    declare_label: str
    """Briscola a 31: the button to declare 31, when the person may (else empty)."""
    declare_action: str
    signal_offers: tuple[Offer, ...]
    """Partner signals the person may give now (``arg`` is the signal's name)."""
    bid_offers: tuple[Offer, ...]
    """Briscola Chiamata's auction: the bids the person may make now (``arg`` is the bid's
    value); the pass first, then the lowest bids that are high enough."""
    call_offers: tuple[CallOffer, ...]
    """Briscola Chiamata: the cards the person, as caller, may name now."""
    contract_label: str
    """Briscola Chiamata: the card called, by whom, and the points the callers need."""
    series_label: str
    wins: tuple[Tally, ...]
    """Hands won per side in a series (empty for a single hand)."""
    score: tuple[Tally, ...]
    """Points per side so far, only with the learner's option (none in the Chiamata while
    its sides are not known)."""
    following: bool
    """This tab only follows a game played in another tab: nothing can be played."""
    learn: HintBar | None = None
    """The hint's button and answer, on the person's turn (``hinting.py``)."""
    proof: Proof | None = None
    """The fair-deal proof's fingerprint of the hand (``proof.py``)."""
    counting: tuple[CountSuit, ...] = ()
    """The counting aid: the cards still out by suit (empty when off)."""
    stock_later: tuple[CardFace, ...] = ()
    """Briscola scoperta: the stock's cards after those, in drawing order (shown on demand)."""
    stock_later_label: str = ""
    """How many they are ("ancora 30 carte")."""
    tricks: tuple[tuple[Played, ...], ...] = ()
    """Every trick taken in the hand, first to last, with the aid ``show_tricks`` (else
    empty)."""
    offer_help: str = ""
    """Briscola Chiamata, beside the bids or the call: what a bid promises, or what the
    called card does (else empty)."""
    offer_ask: str = ""
    """The question that opens :attr:`offer_help` where the screen is small."""
    me: int = 0
    """The seat at the bottom, whose hand is shown: the person (at a table of several
    people, the one to move, or whose turn came last)."""
    score_note: str = ""
    """Briscola Chiamata with the learner's points, once the call is made and while the
    caller's partner is unknown to the person: the score line says so in place of the sides'
    points (each seat shows its own)."""
    lesson: LessonPanel | None = None
    """The first hand that teaches: its notes, its tip and the way out (None otherwise)."""


def present_table(
    session: Seated,
    lang: str,
    *,
    hold_trick: bool = False,
    following: bool = False,
    refusal: str = "",
    thinking: bool = False,
) -> TableModel:
    """What the table shows now.

    ``hold_trick`` keeps the trick just finished on the table (the page clears it after a
    pause); ``following`` shows the game read-only; ``refusal`` is why the person's last
    click was refused (shown in place of the hint); ``thinking`` says that the computer to
    move has been thinking a while.
    """
    view = session.view()
    rules = view.rules
    me, you = session.viewer, session.you
    sides = tuple(view.side_of(seat) for seat in range(rules.players))
    settings = session.settings
    where = seat_places(session)
    names = seat_names(settings, lang)
    my_turn = view.is_my_turn and not following
    legal = view.legal_actions() if my_turn else []
    points = view.points_taken()
    show_points = settings.show_points
    # The Chiamata's sides, while a seat may or may not be the caller's secret partner: no
    # side's points can be added up, so each seat shows its own.
    sides_known = None not in sides
    tricks_won = [0] * rules.players
    for done in view.tricks:
        tricks_won[done.winner] += 1

    said = [
        _last_bid(view.bids, seat, lang)
        if view.phase == "auction"
        else _signal_now(view.signals, len(view.tricks), seat, lang)
        for seat in range(rules.players)
    ]
    seats = tuple(
        SeatModel(
            seat=seat,
            name=names[seat],
            role=role(sides, seat, me),
            role_label=role_label(
                sides, seat, lang, me, named=settings.is_person(seat) and bool(settings.names[seat])
            ),
            level=_level(settings, seat, me, lang),
            place=where[seat],
            cards=view.hand_sizes[seat],
            cards_label=count(lang, "cards", view.hand_sizes[seat]),
            tricks=tricks_won[seat],
            tricks_label=count(lang, "tricks", tricks_won[seat]),
            dealer=seat == view.dealer,
            turn=seat == view.current_player,
            known=tuple(CardFace.of(c, lang) for c in view.known[seat]) if seat != me else (),
            known_label=(
                _known_label(view.known[seat], rules.open_hands, lang) if seat != me else ""
            ),
            points=(
                points[seat]
                if show_points and (not sides_known or sides.count(sides[seat]) > 1)
                else None
            ),
            captain=rules.players == 6 and rules.captain(rules.side_of(seat), view.dealer) == seat,
            signal=said[seat][0],
            said=said[seat][1],
            said_short=said[seat][2],
        )
        for seat in range(rules.players)
    )
    hand = tuple(
        HandCard(
            CardFace.of(card, lang),
            i + 1,
            PLAY[card] in legal,
            card.suit == view.trump_suit,
            action_text(PLAY[card]),
        )
        for i, card in enumerate(view.hand)
    )

    last = view.tricks[-1] if view.tricks else None
    held = hold_trick and not view.trick and last is not None
    if held and last is not None:
        trick = _played(last.cards, session, lang, winner=last.winner)
        trick_label = (
            text(lang, "trick.takes.you")
            if last.winner == you
            else text(lang, "trick.takes", name=names[last.winner])
        )
    else:
        trick = _played(view.trick, session, lang)
        trick_label = text(lang, "trick.label")
    last_trick = _played(last.cards, session, lang, winner=last.winner) if last else ()
    tricks = (
        tuple(_played(t.cards, session, lang, winner=t.winner) for t in view.tricks)
        if settings.show_tricks
        else ()
    )

    swap = None
    for action in legal:
        if isinstance(action, SwapSeven) and view.face_up is not None:
            seven, taken = CardFace.of(action.card, lang), CardFace.of(view.face_up, lang)
            label = text(lang, "swap.label", seven=seven.name, taken=taken.name)
            swap = SwapOffer(label, seven, taken, action_text(action))

    # The face-up card lies apart (and is drawn last): the stock's order before it.
    order = tuple(c for c in view.stock_cards or () if c != view.face_up)
    next_cards, later = order[:STOCK_SHOWN], order[STOCK_SHOWN:]

    thinking = thinking and not following and session.phase == "computer"
    if view.current_player is None:
        status = ""
    elif view.current_player == me:
        if following:  # this tab only follows: the turn is played in the other tab
            status = text(lang, "turn.elsewhere")
        elif me == you:
            status = text(lang, "turn.you")
        else:
            status = text(lang, "turn.person", name=names[me])
    else:
        turn = "turn.thinking" if thinking else "turn.other"
        status = text(lang, turn, name=names[view.current_player])

    return TableModel(
        players=rules.players,
        has_stock=rules.players != CHIAMATA_PLAYERS,
        seats=seats,
        hand=hand,
        my_turn=my_turn,
        status=status,
        thinking=thinking,
        hint=(refusal or _hint(view.phase, len(hand), lang)) if my_turn else "",
        trump_label=(
            text(lang, "trump", suit=suit_name(view.trump_suit, lang))
            if view.trump_suit
            else ""
            if view.phase in ("auction", "call")  # the Chiamata's trump is not called yet
            else text(lang, "trump.none")
        ),
        face_up=CardFace.of(view.face_up, lang) if view.face_up else None,
        face_up_label=(
            text(lang, "trump.card", card=CardFace.of(view.face_up, lang).name)
            if view.face_up
            else ""
        ),
        stock_left=view.stock_left,
        stock_label=(
            count(lang, "stock", view.stock_left) if view.stock_left else text(lang, "stock.empty")
        ),
        stock_next=tuple(CardFace.of(c, lang) for c in next_cards),
        stock_next_label=(
            text(lang, "stock.next", cards=", ".join(CardFace.of(c, lang).name for c in next_cards))
            if next_cards
            else ""
        ),
        trick=trick,
        trick_label=trick_label,
        trick_done=held,
        last_trick=last_trick,
        swap=swap,
        declare_label=(
            text(lang, "declare", points=31) if any(isinstance(a, Declare) for a in legal) else ""
        ),
        declare_action=action_text(DECLARE),
        signal_offers=tuple(
            Offer(a.name, text(lang, f"signal.{a.name}"), action_text(a))
            for a in legal
            if isinstance(a, Signal)
        ),
        bid_offers=_bid_offers(legal, lang),
        offer_help=offer_help(legal, lang),
        offer_ask=offer_ask(legal, lang),
        call_offers=tuple(
            CallOffer(CardFace.of(a.card, lang), action_text(a))
            for a in legal
            if isinstance(a, Call)
        ),
        contract_label=_contract_label(view, lang, names, you),
        series_label=series_label(session, lang),
        wins=wins(session, lang),
        score=(
            tuple(
                Tally(
                    side_name(sides, side, lang, names),
                    sum(points[s] for s in range(rules.players) if sides[s] == side),
                    side == sides[me],
                )
                for side in range(rules.sides)
                if side in sides
            )
            if show_points and sides_known
            else ()
        ),
        score_note=(
            text(lang, "score.unknown")
            if show_points and not sides_known and view.caller is not None
            else ""
        ),
        following=following,
        stock_later=tuple(CardFace.of(c, lang) for c in later),
        stock_later_label=count(lang, "stock.later", len(later)) if later else "",
        tricks=tricks,
        me=me,
    )


def seat_places(session: Seated) -> tuple[Place, ...]:
    """Where each seat is drawn: the person whose hand the table shows at the bottom, the
    others in the order of play around the table from them."""
    players, viewer = session.settings.players, session.viewer
    where = places(players, session.settings.clockwise)
    return tuple(where[(seat - viewer) % players] for seat in range(players))


def _level(settings: Settings, seat: int, me: int, lang: str) -> str:
    """What a seat's box says of its player: the computer's level, "persona" for another
    person at the table, nothing for the person whose hand is shown."""
    if seat == me:
        return ""
    if settings.is_person(seat):
        return text(lang, "person.role")
    return level_name(settings.levels[seat - 1], lang)


def refusal_text(reason: str, session: Session, lang: str) -> str:
    """Why the person's play was refused, in words ("" for a reason the page never shows).

    Only following suit can refuse a card the person sees as theirs to play.
    """
    trick = session.hand.trick
    if reason == "must-follow-suit" and trick:
        return text(lang, "refuse.follow", suit=suit_name(trick[0][1].suit, lang))
    return ""


def _hint(phase: str, cards: int, lang: str) -> str:
    if phase == "auction":
        return text(lang, "turn.hint.bid")
    if phase == "call":
        return text(lang, "turn.hint.call")
    if cards == 1:  # one key only: not "keys 1–1"
        return text(lang, "turn.hint.last")
    return text(lang, "turn.hint", n=cards)


BID_BUTTONS = 6
"""Bid buttons offered at most: the pass and the lowest five bids that are high enough."""


def _bid_offers(legal: list[Action], lang: str) -> tuple[Offer, ...]:
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.level)
    return tuple(
        Offer(str(b.value), bid_words(b, lang), action_text(b)) for b in bids[:BID_BUTTONS]
    )


def offer_help(legal: list[Action], lang: str) -> str:
    """One sentence beside the Chiamata's offers: what the lowest bid offered promises (the
    card it calls, its partner and trump, the points), or what the called card does."""
    if any(isinstance(a, Call) for a in legal):
        return text(lang, "call.help")
    bids = sorted((a for a in legal if isinstance(a, Bid) and a.level >= 0), key=lambda b: b.level)
    if not bids:
        return ""
    bid = bids[0]
    example = card_name(Card(bid.rank + "C"), lang)
    return text(lang, "bid.help", bid=bid_words(bid, lang), card=example, points=bid.target)


def offer_ask(legal: list[Action], lang: str) -> str:
    """The question that opens :func:`offer_help`'s sentence on a small screen."""
    if any(isinstance(a, Call) for a in legal):
        return text(lang, "call.help.ask")
    bids = sorted((a for a in legal if isinstance(a, Bid) and a.level >= 0), key=lambda b: b.level)
    return text(lang, "bid.help.ask", bid=bid_words(bids[0], lang)) if bids else ""


def _last_bid(bids: tuple[tuple[int, Bid], ...], seat: int, lang: str) -> tuple[str, str, str]:
    """The last bid ``seat`` made, as the seat's ``signal``, ``said`` and ``said_short``
    (empty if none)."""
    mine = [bid for who, bid in bids if who == seat]
    if not mine:
        return "", "", ""
    words = bid_words(mine[-1], lang)
    return text(lang, "bid.said", bid=words), words, words


def _contract_label(view: SeatView, lang: str, names: tuple[str, ...], you: int | None) -> str:
    contract = view.contract
    if view.called is None or contract is None or view.caller is None:
        return ""
    card = card_phrase(view.called, lang)
    if view.caller == you:
        return text(lang, "contract.you", card=card, target=contract.target)
    return text(lang, "contract", name=names[view.caller], card=card, target=contract.target)


def _signal_now(
    signals: tuple[tuple[int, int, str], ...], tricks_done: int, seat: int, lang: str
) -> tuple[str, str, str]:
    """The signal ``seat`` gave during the trick being played, as the seat's ``signal``,
    ``said`` and ``said_short`` (empty if none)."""
    given = [name for who, done, name in signals if who == seat and done == tricks_done]
    if not given:
        return "", "", ""
    words = text(lang, f"signal.{given[-1]}")
    short = text(lang, f"signal.short.{given[-1]}")
    return text(lang, "signal.shown", signal=words), words, short


def _known_label(cards: tuple[Card, ...], open_hands: bool, lang: str) -> str:
    if not cards:
        return ""
    names = ", ".join(card_name(c, lang) for c in cards)
    return text(lang, "known.open" if open_hands else "known", cards=names)


def _played(
    cards: tuple[Placed, ...], session: Seated, lang: str, winner: int | None = None
) -> tuple[Played, ...]:
    where, names = seat_places(session), seat_names(session.settings, lang)
    return tuple(
        Played(seat, where[seat], names[seat], CardFace.of(card, lang), seat == winner)
        for seat, card in cards
    )


def series_label(session: Seated, lang: str) -> str:
    """ "Mano 2 · al meglio di 3", or "Mano singola"."""
    settings = session.settings
    best = session.series.rules.best_of
    label = (
        text(lang, "series.single")
        if best == 1
        else text(lang, "series.hand", n=session.hand_number, best=best)
    )
    if settings.players == CHIAMATA_PLAYERS:
        return f"{label} · Briscola chiamata"
    if settings.variant != "classic":  # the variant's short name, as on the start screen
        label += " · " + text(lang, f"start.variant.{settings.variant}").split(" · ")[0]
    return label


def wins(session: Seated, lang: str) -> tuple[Tally, ...]:
    """Hands won so far by each side of a series (empty for a single hand)."""
    rules = session.series.rules
    if rules.best_of == 1:
        return ()
    sides = table_sides(rules)
    mine = sides[session.viewer]
    names = seat_names(session.settings, lang)
    return tuple(
        Tally(side_name(sides, side, lang, names), won, side == mine)
        for side, won in enumerate(session.series.wins)
    )
