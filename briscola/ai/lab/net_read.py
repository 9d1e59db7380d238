"""``net_read``: behind maestro's gate, the plain search's worlds weighed by the network's
likelihood of the opponent's last plays (``briscola.ai.learned.reading``) instead of dealt
uniformly: ``count × net_candidates`` random worlds are weighed and ``count`` kept by weight.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random
from briscola.ai.learned.network import Network
from briscola.ai.learned.reading import net_weigh
from briscola.ai.learned.supply import shipped
from briscola.ai.levels.hard import HardConfig, gate_worlds
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.read_worlds import ReadWorlds
from briscola.ai.search.worlds import EveryWorld, Worlds
from briscola.engine.view import SeatView


@cache
def reading_network(source: str) -> Network:
    """The network of a weights file (``shipped``: the game's own)."""
    return shipped() if source == "shipped" else Network.from_bytes(Path(source).read_bytes())


def net_gate_worlds(
    view: SeatView,
    determinizer: Determinizer,
    exact: bool,
    rand: Random,
    config: HardConfig,
    styled: Callable[[], Worlds],
    network: Network,
    candidates: int,
    horizon: int,
) -> GateWorlds:
    """Maestro's gate, with the plain search's worlds read by the network."""
    weigh = net_weigh(view, network, horizon)

    def plain() -> Worlds:
        if exact and determinizer.count() <= config.exact_worlds:
            return EveryWorld(determinizer, weigh)
        count = config.exact_worlds if exact else config.gate_samples
        return ReadWorlds(determinizer, count, candidates, rand, weigh, lambda chances: None)

    return gate_worlds(view, determinizer, exact, rand, config, styled, plain)
