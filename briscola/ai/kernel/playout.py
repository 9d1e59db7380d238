"""The search's playout policy: a fast rule-of-thumb player on the kernel's integers.

Stronger than the greedy baseline (it keeps carichi and high trumps back, takes rich tricks,
loads a partner's trick), and cheap: table look-ups on hands of at most three cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from briscola.ai.kernel.sim import (
    DECLARE_MOVE,
    POINTS,
    SEVEN,
    STRENGTH,
    SUIT,
    SWAP_MOVE,
    Sim,
    declares,
    playable,
)


def _discard_keys(trump: int) -> tuple[int, ...]:
    # (is trump, points, strength) as one integer: the greedy baseline's key.
    return tuple((SUIT[c] == trump) * 1000 + POINTS[c] * 20 + STRENGTH[c] for c in range(40))


def lead_keys(trump: int, order: tuple[int, ...] = (0, 1, 2, 3, 4)) -> tuple[int, ...]:
    """How dear each card is to lead, by kind in ``order`` (then points, then strength)."""
    # By kind: liscio 0, figure 1, low trump 2, carico 3, trump carico 4; ``order`` gives
    # each kind's place (the default: lisce, then figures, low trumps, carichi, trump carichi).
    keys = []
    for c in range(40):
        points = POINTS[c]
        if SUIT[c] == trump:
            kind = 4 if points >= 10 else 2
        else:
            kind = 3 if points >= 10 else (1 if points else 0)
        keys.append(order[kind] * 1000 + points * 20 + STRENGTH[c])
    return tuple(keys)


Chooser = Callable[[Sequence[int], Sequence[int], int, int, Sim], int]
"""A card policy: (allowed cards, trick so far, leader, seat, position) -> card."""

DISCARD_KEY: Final = tuple(_discard_keys(t) for t in range(5))
LEAD_KEY: Final = tuple(lead_keys(t) for t in range(5))
RICHNESS: Final = tuple(POINTS[c] * 20 + STRENGTH[c] for c in range(40))
"""Order of cards to load onto a partner's trick, or to take a trick with."""


def choose_card(hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim) -> int:
    """The policy's card for ``seat`` (the swap is decided by the caller)."""
    trump = sim.trump
    if not trick:
        return min(hand, key=LEAD_KEY[trump].__getitem__)
    n = sim.n
    beats = sim.beats
    best = trick[0]
    offset = 0
    on_table = POINTS[best]
    for i in range(1, len(trick)):
        card = trick[i]
        on_table += POINTS[card]
        if beats[best * 40 + card]:
            best = card
            offset = i
    last = len(trick) == n - 1
    discard = DISCARD_KEY[trump]
    side = sim.side
    if side[(leader + offset) % n] == side[seat]:
        if last:
            plain = [c for c in hand if SUIT[c] != trump]
            if plain:
                return max(plain, key=RICHNESS.__getitem__)
        return min(hand, key=discard.__getitem__)
    cheapest = min(hand, key=discard.__getitem__)
    best_suit = SUIT[best]
    same_suit = [c for c in hand if SUIT[c] == best_suit and beats[best * 40 + c]]
    if same_suit and (last or on_table >= 10 or best_suit == trump):
        if best_suit == trump:
            return min(same_suit, key=RICHNESS.__getitem__)
        return max(same_suit, key=RICHNESS.__getitem__)
    if best_suit != trump:
        trumps = [c for c in hand if SUIT[c] == trump]
        if trumps:
            low = min(trumps, key=RICHNESS.__getitem__)
            stake = on_table
            if POINTS[cheapest] >= 10:
                stake += POINTS[cheapest]  # discarding would give away a carico
            if stake >= 10 or (stake >= 2 and POINTS[low] == 0):
                return low
    return cheapest


def heuristic_move(sim: Sim) -> int:
    """The policy's move for the seat to act in ``sim`` (a right declaration first, then the
    swap when allowed)."""
    if sim.target and sim.declaration_is_right():
        return DECLARE_MOVE
    if sim.can_swap():
        return SWAP_MOVE
    seat = sim.to_move
    return choose_card(
        playable(sim.hands[seat], sim.trick, sim.follow), sim.trick, sim.leader, seat, sim
    )


def heuristic_playout(sim: Sim, choosers: Sequence[Chooser] | None = None) -> None:
    """Play ``sim`` to the end with :func:`heuristic_move` for every seat (in place).

    The same moves as ``while not sim.is_over: sim.apply(heuristic_move(sim))``, inlined.
    ``choosers`` (one per seat) replaces :func:`choose_card` seat by seat.
    """
    n = sim.n
    hands = sim.hands
    stock = sim.stock
    beats = sim.beats
    seven = SEVEN[sim.trump]
    swap_on = sim.swap_on
    follow = sim.follow
    target = sim.target
    if target and sim.to_move >= 0 and declares(sim, sim.to_move):
        return
    points = sim.points
    trick = sim.trick
    leader = sim.leader
    drawn = sim.drawn
    tricks_done = sim.tricks_done
    seat = sim.to_move
    while seat >= 0:
        hand = hands[seat]
        if (
            swap_on
            and not trick
            and tricks_done
            and drawn < len(stock)
            and seven in hand
            and STRENGTH[stock[-1]] > STRENGTH[seven]
        ):
            stock = list(stock)
            hand[hand.index(seven)] = stock[-1]
            stock[-1] = seven
        allowed = playable(hand, trick, True) if follow else hand
        if choosers is None:
            card = choose_card(allowed, trick, leader, seat, sim)
        else:
            card = choosers[seat](allowed, trick, leader, seat, sim)
        hand.remove(card)
        trick.append(card)
        if len(trick) < n:
            seat = seat + 1 if seat + 1 < n else 0
            continue
        best = trick[0]
        offset = 0
        won = POINTS[best]
        for i in range(1, n):
            card = trick[i]
            won += POINTS[card]
            if beats[best * 40 + card]:
                best = card
                offset = i
        winner = (leader + offset) % n
        points[winner] += won
        trick.clear()
        tricks_done += 1
        if drawn < len(stock):
            for i in range(n):
                hands[(winner + i) % n].append(stock[drawn])
                drawn += 1
        leader = winner
        seat = winner if hands[winner] else -1
        if target and seat >= 0 and declares(sim, winner):
            seat = -1
    sim.stock = stock
    sim.drawn = drawn
    sim.leader = leader
    sim.to_move = -1
    sim.tricks_done = tricks_done
