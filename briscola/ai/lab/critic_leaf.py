"""``critic``: the training's privileged critic as the search's leaf value (two players).

The critic (``training/critic.py``) values a whole position: the seat to move's view (the
205 inputs of ``learned/encoding.py``) and what only a world knows, the opponent's hand, the
cards left in the stock and the next two draws (160 more inputs). One world of the search
knows all of that, so instead of playing each move out to the end, :class:`CriticValues`
plays the move and reads the critic's value of the position after it: the expected return
(+1 a win, −1 a loss, plus a quarter of the margin / 120) of the self-play policy from there.

The weights file is the pure-Python network's (``learned/network.py``) with 365 inputs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Final

from briscola.ai.kernel.sim import Sim
from briscola.ai.learned.encoding import (
    CANONICAL,
    FACE_UP,
    GONE,
    HAND,
    KNOWN,
    LEADS,
    LED,
    LEFT,
    POINTS,
    SIZE,
    STOCK,
    SWAP_RULE,
    Inputs,
)
from briscola.ai.learned.network import Network, Vector
from briscola.ai.search.evaluation import PlayoutValues
from briscola.ai.search.worlds import World
from briscola.engine.view import SeatView

OTHER_HAND: Final = SIZE
"""Private inputs: the opponent's hand (40), the stock left (40), the next draw, the one after."""
STOCK_LEFT: Final = SIZE + 40
NEXT_DRAW: Final = SIZE + 80
SECOND_DRAW: Final = SIZE + 120
CRITIC_SIZE: Final = SIZE + 160
CARDS_ACTIVE: Final = 60
"""About how many of the critic's inputs are ones in a position before the exact phase."""
UNIT_MULTIPLICATIONS: Final = 1000
"""About how many of the first layer's additions and the second's multiplications take as
long as a playout in CPython (a unit of work)."""


@cache
def critic_network(source: str) -> Network:
    """The critic of a weights file."""
    network = Network.from_bytes(Path(source).read_bytes())
    if len(network.w1) != CRITIC_SIZE:
        raise ValueError(f"{source}: {len(network.w1)} inputs, a critic has {CRITIC_SIZE}")
    return network


def critic_inputs(sim: Sim, known: Sequence[Iterable[int]]) -> Inputs:
    """The critic's inputs for the seat to move of a two-player ``sim``.

    ``known[s]``: cards publicly known to be in seat ``s``'s hand before the search (a swap's
    card, the face-up drawn last); the face-up trump drawn since is added here.
    """
    seat = sim.to_move
    other = 1 - seat
    order = CANONICAL[sim.trump]
    hand, theirs = sim.hands[seat], sim.hands[other]
    stock = sim.stock[sim.drawn :]
    ones = [HAND + order[c] for c in hand]
    ones += [OTHER_HAND + order[c] for c in theirs]
    ones += [STOCK_LEFT + order[c] for c in stock]
    if stock:
        ones.append(FACE_UP + order[stock[-1]])
        ones.append(NEXT_DRAW + order[stock[0]])
        if len(stock) > 1:
            ones.append(SECOND_DRAW + order[stock[1]])
    if sim.trick:
        ones.append(LED + order[sim.trick[0]])
    away = set(hand) | set(theirs) | set(stock) | set(sim.trick)
    ones += [GONE + order[c] for c in range(40) if c not in away]
    seen = set(known[other]) & set(theirs)
    if not stock and sim.stock and sim.stock[-1] in theirs:
        seen.add(sim.stock[-1])
    ones += [KNOWN + order[c] for c in seen]
    numbers = [
        (POINTS, sim.points[seat] / 120),
        (POINTS + 1, sim.points[other] / 120),
        (LEFT, len(stock) / STOCK),
        (SWAP_RULE, float(sim.swap_on)),
        (LEADS, float(not sim.trick)),
    ]
    return Inputs(ones, [(i, v) for i, v in numbers if v])


def critic_value(network: Network, sim: Sim, known: Sequence[Iterable[int]], seat: int) -> float:
    """``seat``'s value of ``sim`` by the critic (the exact return once the hand is over)."""
    if sim.is_over:
        margin = sim.points[seat] - sim.points[1 - seat]
        won = (margin > 0) - (margin < 0)
        return won + 0.25 * margin / 120
    value = network.value(network.hidden(critic_inputs(sim, known)))
    return value if sim.to_move == seat else -value


class CriticValues:
    """Each move played, then the position after it valued by the critic (two players).

    The critic's return r (−1.25 … 1.25) is put on the search's scale as ``0.75 + r / 2``
    (a win 1.25 … 1.375, a loss 0.125 … 0.25: the shipped value's win and loss, the margin
    weighed half as much). A world whose opponent the reading gave a style (``choosers``)
    is played out as shipped: the critic knows only the policy's play.
    """

    def __init__(
        self, view: SeatView, moves: list[int], network: Network, playouts: PlayoutValues
    ) -> None:
        self.moves = moves
        self.network = network
        self.playouts = playouts
        self.seat = view.seat
        self.known = [[c.index for c in cards] for cards in view.known]
        self.cost = critic_cost(network)

    def of(self, world: World) -> list[float]:
        """Each move's value: the critic's after the move."""
        if world.choosers is not None:
            return self.playouts.of(world)
        values: Vector = []
        for move in self.moves:
            sim = world.sim.copy()
            sim.apply(move)
            values.append(0.75 + critic_value(self.network, sim, self.known, self.seat) / 2)
        return values


def critic_cost(network: Network) -> int:
    """Units of work of one critic value (a playout is 1): about the multiplications of its
    layers over those of 40 active inputs and a 64 → 32 network per playout-long unit
    (measured: ``measure/critic_leaf.py``)."""
    first, second = len(network.b1), len(network.b2)
    return max(1, (CARDS_ACTIVE * first + first * second) // UNIT_MULTIPLICATIONS)
