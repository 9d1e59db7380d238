"""The hard level's planner with the research options of :class:`LabConfig`."""

from __future__ import annotations

from functools import cache, partial

from briscola.ai.kernel.playout import Chooser, choose_card
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random, move_of
from briscola.ai.lab.config import LabConfig
from briscola.ai.lab.critic_leaf import CriticValues, critic_network
from briscola.ai.lab.net_read import net_gate_worlds, reading_network
from briscola.ai.lab.worlds import Played, RandomCheckWorlds
from briscola.ai.learned.prior import NetPrior
from briscola.ai.levels.hard import HardConfig, HardPlayer, gate_worlds
from briscola.ai.reading.inference import greedy_choice
from briscola.ai.search.evaluation import PlayoutValues, Values
from briscola.ai.search.gate import gates
from briscola.ai.search.read_worlds import ReadWorlds, StyleReader, random_chooser, reads_styles
from briscola.ai.search.worlds import EveryWorld, SampledWorlds, Worlds
from briscola.engine.actions import Action
from briscola.engine.view import SeatView


class LabPlayer(HardPlayer):
    """:class:`HardPlayer` with the research options; a plain :class:`HardConfig` plays as
    shipped."""

    def __init__(self, config: HardConfig | LabConfig | None = None) -> None:
        self.lab = LabConfig.of(config or LabConfig())
        network = cache(partial(reading_network, self.lab.prior))  # a file read once
        super().__init__(self.lab.hard, NetPrior(network))

    def worlds(self, view: SeatView, exact: bool, rand: Random) -> Worlds:
        """The worlds as ``model`` and ``random_check`` say; with ``styles``, behind the gate
        where it reads (as shipped)."""
        config = self.config
        model = self.lab.model
        if model == "styles" and not reads_styles(view, config.styles_players):
            model = "policy"
        determinizer = Determinizer(view)

        def styled() -> Worlds:
            return self.lab_worlds(view, model, determinizer, exact, rand)

        if model == "styles" and config.gate and gates(view.rules):
            if self.lab.net_read:
                network = reading_network(self.lab.net_read)
                return net_gate_worlds(
                    view,
                    determinizer,
                    exact,
                    rand,
                    config,
                    styled,
                    network,
                    self.lab.net_candidates,
                    self.lab.net_horizon,
                )
            return gate_worlds(view, determinizer, exact, rand, config, styled)
        return styled()

    def values(self, view: SeatView, actions: list[Action], exact: bool) -> Values:
        """With ``critic``, two players and before the exact phase: the critic after each
        move; else as shipped."""
        if not self.lab.critic or exact or view.rules.players != 2:
            return super().values(view, actions, exact)
        moves = [move_of(a) for a in actions]
        playouts = PlayoutValues(view, moves, self.config.points_weight)
        return CriticValues(view, moves, critic_network(self.lab.critic), playouts)

    def lab_worlds(
        self, view: SeatView, model: str, determinizer: Determinizer, exact: bool, rand: Random
    ) -> Worlds:
        """The worlds of ``model``, read first with ``styles`` (cut short by
        ``random_check``)."""
        lab, config = self.lab, self.config
        reader = (
            StyleReader(view, config.noise, config.horizon, config.greedy_share, rand)
            if model == "styles"
            else None
        )
        worlds: Worlds
        if exact and determinizer.count() <= config.exact_worlds:
            worlds = EveryWorld(determinizer, reader.weigh if reader is not None else None)
        else:
            count = (
                config.exact_worlds
                if exact
                else config.styled_samples
                if reader
                else config.samples
            )
            if reader is None:
                worlds = SampledWorlds(determinizer, count, rand)
            elif lab.random_check and view.rules.players == 2:
                worlds = RandomCheckWorlds(
                    determinizer,
                    count,
                    config.candidates,
                    rand,
                    reader,
                    seat=view.seat,
                    check=lab.random_check,
                    samples=lab.random_samples,
                    exact=exact,
                )
            else:
                worlds = ReadWorlds(
                    determinizer, count, config.candidates, rand, reader.weigh, reader.styled
                )
        return self._played(view, model, worlds, rand)

    def _played(self, view: SeatView, model: str, worlds: Worlds, rand: Random) -> Worlds:
        """The worlds with the other sides played as ``model`` says (the seat's own side by
        the playout policy)."""
        if model not in ("greedy", "random"):
            return worlds
        rules = view.rules
        mine = view.my_side
        other: Chooser = greedy_choice if model == "greedy" else random_chooser(rand)
        choosers = [
            choose_card if rules.side_of(s) == mine else other for s in range(rules.players)
        ]
        return Played(worlds, lambda world: choosers)
