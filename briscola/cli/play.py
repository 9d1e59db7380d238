"""``play``: a hand or a series in the terminal against computer players.

Only what the human seat may see is shown: its own cards, the face-up trump, the cards on
the table and the public knowledge of the view.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from typing import Any

from briscola.ai import BEST, PLAYERS, Player, make_player
from briscola.cli.options import add_rule_flags, rules_from_args
from briscola.engine.actions import PLAY, Action, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.errors import InvalidCardError
from briscola.engine.series import Series
from briscola.engine.state import GameState
from briscola.engine.view import SeatView

Ask = Callable[[str], str]
Say = Callable[[str], None]


class Quit(Exception):
    """The player asked to stop (``q`` or end of input)."""


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "play",
        help="play in the terminal against computer players",
        description="Play a hand or a series against computer players. Type the number of "
        "a card (1-3) or its code (AD, 7B...), s to swap the 7 of trump, q to quit.",
    )
    parser.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    parser.add_argument(
        "--opponent", choices=sorted(PLAYERS), default=BEST, help=f"computer level (default {BEST})"
    )
    parser.add_argument("--seed", type=int, help="seed of the deals (default: random)")
    add_rule_flags(parser, series=True)
    parser.set_defaults(func=lambda args: run(parser, args))


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Play until the series ends or the player quits."""
    rules = rules_from_args(parser, args)
    if not 0 <= args.seat < rules.players:
        parser.error(f"--seat must be from 0 to {rules.players - 1}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    try:
        play_series(Series.new(rules, random.Random(seed)), args.seat, args.opponent, input, print)
    except (Quit, EOFError):
        print("\nBye.")
    return 0


def play_series(series: Series, seat: int, opponent: str, ask: Ask, say: Say) -> None:
    """Play ``series`` with a human at ``seat``; ``ask``/``say`` talk to the person."""
    rules = series.rules
    rng = random.Random(repr(series.hand.initial_stock))
    bots = {s: make_player(opponent) for s in range(rules.players) if s != seat}
    while True:
        play_hand(series.hand, seat, bots, rng, ask, say)
        outcome = series.finish_hand()
        say(f"Points: {_sides(series, outcome.side_points)}")
        if outcome.winner is None:
            say("Tied hand: it counts for nobody and is played again.")
        else:
            mine = rules.side_of(seat) == outcome.winner
            cappotto = " Cappotto!" if outcome.cappotto else ""
            say(("You win the hand." if mine else "You lose the hand.") + cappotto)
        if rules.best_of > 1:
            say(f"Hands won: {_sides(series, series.wins)}")
        if series.is_over:
            if rules.best_of > 1:
                mine = series.winner == rules.side_of(seat)
                say("You win the series!" if mine else "The series is lost.")
            return
        if ask("Press Enter for the next hand (q to quit) ").strip().lower() == "q":
            raise Quit
        series.next_hand(rng)


def _sides(series: Series, values: Any) -> str:
    if series.rules.players == 4:
        return f"pair 0+2: {values[0]}, pair 1+3: {values[1]}"
    if series.rules.players == 6:
        return f"team 0+2+4: {values[0]}, team 1+3+5: {values[1]}"
    return ", ".join(f"seat {s}: {v}" for s, v in enumerate(values))


def play_hand(
    state: GameState,
    seat: int,
    bots: dict[int, Player],
    rng: random.Random,
    ask: Ask,
    say: Say,
) -> None:
    """Play one hand to its end."""
    say(f"\nNew hand. Dealer: seat {state.dealer}. You are seat {seat}.")
    tricks_seen = 0
    while (mover := state.current_player) is not None:
        if mover == seat:
            view = state.view(seat)
            say(render(view))
            action = ask_action(view, ask, say)
        else:
            action = bots[mover].choose(state.view(mover), rng)
        if isinstance(action, SwapSeven):
            say(f"Seat {mover} swaps the {action.card.code} for the face-up {state.face_up}.")
        state.apply(action, mover)
        if len(state.tricks) > tricks_seen:
            tricks_seen = len(state.tricks)
            trick = state.tricks[-1]
            cards = "  ".join(f"seat {s}: {c.code}" for s, c in trick.cards)
            say(f"Trick {tricks_seen}: {cards}  -> seat {trick.winner} takes it")


def render(view: SeatView) -> str:
    """The table as this seat sees it."""
    lines = [f"Trump: {view.trump_suit}"]
    if view.face_up is not None:
        lines[0] += f"   face-up: {view.face_up.code} ({view.face_up.name})"
    lines[0] += f"   stock: {view.stock_left}"
    if view.trick:
        lines.append("On the table: " + "  ".join(f"seat {s}: {c.code}" for s, c in view.trick))
    for other, cards in enumerate(view.known):
        if other != view.seat and cards:
            lines.append(f"Seat {other} is known to hold: {' '.join(c.code for c in cards)}")
    hand = "  ".join(f"{i}) {c.code} {c.name}" for i, c in enumerate(view.hand, start=1))
    lines.append(f"Your hand: {hand}")
    return "\n".join(lines)


def ask_action(view: SeatView, ask: Ask, say: Say) -> Action:
    """Ask until the person names a legal action."""
    legal = view.legal_actions()
    swap = next((a for a in legal if isinstance(a, SwapSeven)), None)
    swap_hint = ", s to swap" if swap else ""
    prompt = f"Your card (1-{len(view.hand)}{swap_hint}, q to quit): "
    while True:
        try:
            answer = ask(prompt).strip().upper()
        except EOFError:
            raise Quit from None
        if answer == "Q":
            raise Quit
        if answer == "S" and swap is not None:
            return swap
        card = _card_named(view.hand, answer)
        if card is not None:
            return PLAY[card]
        say("Not a card in your hand." if answer != "S" else "The swap is not allowed now.")


def _card_named(hand: tuple[Card, ...], answer: str) -> Card | None:
    # ASCII digits only, and few: "²" passes isdigit() and int() refuses it, and int() also
    # refuses more than 4,300 digits.
    if answer.isascii() and answer.isdigit() and len(answer) <= 2 and 1 <= int(answer) <= len(hand):
        return hand[int(answer) - 1]
    try:
        card = Card.from_code(answer)
    except InvalidCardError:
        return None
    return card if card in hand else None
