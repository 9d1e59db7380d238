"""Shared helpers for the engine tests: card shorthands, hand-built deals, scripted hands."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from briscola import Card, GameState, Rules, SeatView, state_to_json
from briscola.engine.actions import PLAY, Action, Call, SwapSeven
from briscola.engine.values import fields_of

TABLES: tuple[Rules, ...] = tuple(
    Rules.for_table(players, deck=deck, swap_seven=swap)
    for players, deck in ((2, 40), (3, 39), (3, 36), (4, 40))
    for swap in (True, False)
)
"""Every table and option the engine plays: 2, 3 (39 and 36 cards) and 4 players, swap on/off."""


def table_id(rules: Rules) -> str:
    """A short pytest id such as ``3p-36-swap``."""
    return f"{rules.players}p-{rules.deck}-{'swap' if rules.swap_seven else 'noswap'}"


def card(code: str) -> Card:
    """The card with this code."""
    return Card.from_code(code)


def cards(text: str) -> list[Card]:
    """Cards from space-separated codes: ``cards("AD 7B")``."""
    return [Card.from_code(code) for code in text.split()]


def deal(
    rules: Rules, dealer: int, hands: Sequence[str], face_up: str, first: str = ""
) -> GameState:
    """A hand-built deal: ``hands`` by seat, the stock starting with ``first`` (drawing order),
    then the rest of the deck in deck order, and ``face_up`` last."""
    dealt = [cards(h) for h in hands]
    head = cards(first)
    bottom = card(face_up)
    used = {c for hand in dealt for c in hand} | set(head) | {bottom}
    rest = [c for c in rules.cards if c not in used]
    return GameState.from_deal(rules, dealer, dealt, [*head, *rest, bottom])


def snapshot(state: GameState) -> str:
    """The state's JSON text: two snapshots are equal exactly when the states are."""
    return json.dumps(state_to_json(state), sort_keys=True)


@dataclass(frozen=True)
class Script:
    """A whole hand written trick by trick: the cards in playing order and who must win.

    The deal is derived from the script: each seat plays its cards in the order it receives
    them, and the stock is ordered so that every draw (winner first, then playing order)
    brings the card the seat needs. If the engine decides a trick differently from the
    script, the draws bring other cards and the test fails.
    """

    rules: Rules
    dealer: int
    tricks: tuple[tuple[tuple[Card, ...], int], ...]

    @classmethod
    def of(cls, rules: Rules, dealer: int, lines: Sequence[str]) -> Script:
        """Lines such as ``"AC 2C > 0"``: the cards from the leader on, then the winning seat."""
        tricks = []
        for line in lines:
            played, winner = line.split(">")
            tricks.append((tuple(cards(played)), int(winner)))
        return cls(rules, dealer, tuple(tricks))

    def moves(self) -> list[tuple[int, Card]]:
        """Every play of the hand as (seat, card), in order."""
        n = self.rules.players
        leader = (self.dealer + 1) % n
        moves = []
        for played, winner in self.tricks:
            moves += [((leader + i) % n, c) for i, c in enumerate(played)]
            leader = winner
        return moves

    def state(self) -> GameState:
        """The deal this script needs."""
        n = self.rules.players
        by_seat: list[list[Card]] = [[] for _ in range(n)]
        for seat, c in self.moves():
            by_seat[seat].append(c)
        size = self.rules.hand_size
        stock = []
        for number, (_, winner) in enumerate(self.tricks[: self.rules.tricks - size], 1):
            # The card a seat plays in trick t + size is the one it draws after trick t.
            stock += [by_seat[(winner + i) % n][number + size - 1] for i in range(n)]
        hands = [seat_cards[:size] for seat_cards in by_seat]
        return GameState.from_deal(self.rules, self.dealer, hands, stock)

    def played(self, tricks: int | None = None) -> GameState:
        """The state after the first ``tricks`` tricks (all by default), each checked."""
        state = self.state()
        n = self.rules.players
        for number, (played, winner) in enumerate(self.tricks[:tricks], 1):
            for c in played:
                state.apply(PLAY[c], state.current_player)
            assert state.tricks[-1].winner == winner, f"trick {number}"
            assert len(state.tricks) == number and len(played) == n
        return state

    def mirrored(self) -> Script:
        """The same 2-player hand with the seats exchanged (the other seat deals)."""
        assert self.rules.players == 2
        tricks = tuple((played, 1 - winner) for played, winner in self.tricks)
        return Script(self.rules, 1 - self.dealer, tricks)


def random_action(state: GameState, rng: random.Random, swap_bias: float = 0.8) -> Action:
    """A random legal action, taking an offered swap with probability ``swap_bias``."""
    actions = state.legal_actions()
    swaps = [a for a in actions if isinstance(a, SwapSeven)]
    if swaps and rng.random() < swap_bias:
        return swaps[0]
    plays = [a for a in actions if not isinstance(a, SwapSeven)]
    return rng.choice(plays)


def random_hand(rules: Rules, rng: random.Random) -> list[GameState]:
    """A random hand: the state before every action and the final state (copies)."""
    state = GameState.new(rules, rng)
    states = [state.copy()]
    while not state.is_over:
        state.apply(random_action(state, rng))
        states.append(state.copy())
    return states


def cards_in_play(state: GameState) -> Counter[Card]:
    """Every card the state holds: hands, stock left, the trick on the table, tricks taken."""
    found: Counter[Card] = Counter()
    for hand in state.hands:
        found.update(hand)
    found.update(state.stock[state.drawn :])
    found.update(c for _, c in state.trick)
    for trick in state.tricks:
        found.update(c for _, c in trick.cards)
    return found


def cards_in(value: Any) -> set[Card]:
    """Every card reachable from a view's fields (a card the Chiamata's caller may name is
    not a card seen)."""
    if isinstance(value, Call):
        return set()
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if hasattr(value, "__value_defaults__") and not isinstance(value, type):
        return cards_in([getattr(value, name) for name in fields_of(value)])
    return set()


def hidden_from(state: GameState, seat: int) -> set[Card]:
    """Cards ``seat`` must not see: others' hands (unless publicly known), the stock below."""
    hidden = set(state.stock[state.drawn : len(state.stock) - 1])
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= set(hand) - set(state.known[other])
    return hidden


def assert_no_leak(state: GameState, seat: int) -> SeatView:
    """No hidden card anywhere in the seat's view, as objects or in its JSON."""
    view = state.view(seat)
    hidden = hidden_from(state, seat)
    assert not (cards_in(view) & hidden)
    text = json.dumps(view.to_json())
    assert not [c.code for c in hidden if f'"{c.code}"' in text]
    return view


# Hands written trick by trick, each result counted by hand in the comments.

TWO_TIE = Script.of(
    Rules(players=2),
    1,
    # Seat 1 takes all spade and bastoni (60), seat 0 all coppe and denari (60). Face-up: 7D.
    [
        "2S AS > 1", "3S 4S > 1", "RS 5S > 1", "CS 6S > 1", "FS 7S > 1",
        "AB 2B > 1", "3B 4B > 1", "RB 5B > 1", "CB 6B > 1", "FB 7B > 1",
        "2C AC > 0", "3C 4C > 0", "RC 5C > 0", "CC 6C > 0", "FC 7C > 0",
        "AD 2D > 0", "3D 4D > 0", "RD 5D > 0", "CD 6D > 0", "FD 7D > 0",
    ],
)  # fmt: skip

TWO_WIN = Script.of(
    Rules(players=2),
    1,
    # TWO_TIE with seat 1's 3S and 4C exchanged: 3S now falls in seat 0's trick 12.
    # Seat 0: 60 + 10 = 70, seat 1: 60 - 10 = 50.
    [
        "2S AS > 1", "4C 4S > 1", "RS 5S > 1", "CS 6S > 1", "FS 7S > 1",
        "AB 2B > 1", "3B 4B > 1", "RB 5B > 1", "CB 6B > 1", "FB 7B > 1",
        "2C AC > 0", "3C 3S > 0", "RC 5C > 0", "CC 6C > 0", "FC 7C > 0",
        "AD 2D > 0", "3D 4D > 0", "RD 5D > 0", "CD 6D > 0", "FD 7D > 0",
    ],
)  # fmt: skip

TWO_CAPPOTTO = Script.of(
    Rules(players=2),
    1,
    # Seat 0 holds the five counting cards of every suit and wins every trick: 120 to 0.
    # The face-up 2D reaches seat 1 last and is beaten by the Ace in trick 20.
    [
        "AC 2C > 0", "3C 4C > 0", "RC 5C > 0", "CC 6C > 0", "FC 7C > 0",
        "AS 2S > 0", "3S 4S > 0", "RS 5S > 0", "CS 6S > 0", "FS 7S > 0",
        "AB 2B > 0", "3B 4B > 0", "RB 5B > 0", "CB 6B > 0", "FB 7B > 0",
        "3D 4D > 0", "RD 5D > 0", "CD 6D > 0", "FD 7D > 0", "AD 2D > 0",
    ],
)  # fmt: skip

TWO_LATE_SEVEN = Script.of(
    Rules(players=2),
    1,
    # Like TWO_CAPPOTTO, but seat 0 draws the 7D with the last draw (the face-up AD goes to
    # seat 1): at trick 18 it has just won and holds the 7, with no face-up card left.
    [
        "AC 2C > 0", "3C 4C > 0", "RC 5C > 0", "CC 6C > 0", "FC 7C > 0",
        "AS 2S > 0", "3S 4S > 0", "RS 5S > 0", "CS 6S > 0", "FS 7S > 0",
        "AB 2B > 0", "3B 4B > 0", "RB 5B > 0", "CB 6B > 0", "FB 7B > 0",
        "3D 4D > 0", "RD 5D > 0", "CD 6D > 0", "FD 2D > 0", "7D AD > 1",
    ],
)  # fmt: skip

THREE_TIE = Script.of(
    Rules.for_table(3),
    2,
    # 39 cards (no 2D), trump D, seat 0 leads. Points: seat 0: 21+9+10 = 40;
    # seat 2: 14+24+2 = 40; seat 1: 21+9+6+4 = 40. A three-way tie. Face-up: 5D (seat 0).
    [
        "AC 3C 7C > 0", "RC CC FC > 0", "3S 4S 5S > 0", "4C 5C 6C > 2",
        "AS CS 6S > 2", "AB 3B CB > 2", "FB 7B 6B > 2", "2B 2C 7S > 2",
        "4D 3D AD > 1", "RD FD CD > 1", "RS 2S FS > 1", "RB 5B 4B > 1",
        "7D 6D 5D > 1",
    ],
)  # fmt: skip

THREE_36_WIN = Script.of(
    Rules.for_table(3, deck=36),
    2,
    # 36 cards (no 2s): THREE_TIE without trick 8, the 7S moved to trick 10, and the CC
    # moved from seat 0's trick 2 to seat 2's trick 5. Seat 0: 37, seat 1: 40, seat 2: 43.
    [
        "AC 3C 7C > 0", "RC 6S FC > 0", "3S 4S 5S > 0", "4C 5C 6C > 2",
        "AS CS CC > 2", "AB 3B CB > 2", "FB 7B 6B > 2",
        "4D 3D AD > 1", "RD FD CD > 1", "RS 7S FS > 1", "RB 5B 4B > 1",
        "7D 6D 5D > 1",
    ],
)  # fmt: skip

FOUR_TIE = Script.of(
    Rules(players=4),
    3,
    # Pair 0 (seats 0, 2) takes AD 3D RD CD, FD AC 3C RC (FD trumps the coppe), CC FC 7D:
    # 28 + 27 + 5 = 60. Pair 1 (seats 1, 3) takes the counting spade and bastoni: 60.
    # Face-up: 2D, drawn last by seat 2.
    [
        "AD 3D RD CD > 0", "AC 3C FD RC > 2", "7D CC FC 2S > 2", "CS AS 3S RS > 3",
        "AB 3B RB FS > 3", "CB FB 7B 6B > 3", "7S 6S 5S 4S > 3", "5B 4B 2B 2C > 3",
        "7C 6C 5C 4C > 3", "6D 5D 4D 2D > 3",
    ],
)  # fmt: skip

FOUR_WIN = Script.of(
    Rules(players=4),
    3,
    # FOUR_TIE with seat 1's 2S (trick 3) and seat 2's FS (trick 5) exchanged:
    # pair 0 gets 60 + 2 = 62, pair 1 gets 60 - 2 = 58.
    [
        "AD 3D RD CD > 0", "AC 3C FD RC > 2", "7D CC FC FS > 2", "CS AS 3S RS > 3",
        "AB 3B RB 2S > 3", "CB FB 7B 6B > 3", "7S 6S 5S 4S > 3", "5B 4B 2B 2C > 3",
        "7C 6C 5C 4C > 3", "6D 5D 4D 2D > 3",
    ],
)  # fmt: skip
