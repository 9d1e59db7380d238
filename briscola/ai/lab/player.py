"""The hard level's planner with the research options of :class:`LabConfig`."""

from __future__ import annotations

import random

from briscola.actions import Action
from briscola.ai.base import Search
from briscola.ai.evaluation import ExactValues, PlayoutValues, Values
from briscola.ai.gate import gates
from briscola.ai.hard import HardConfig, HardPlayer, gate_worlds
from briscola.ai.inference import greedy_choice
from briscola.ai.kernel import Random, move_of
from briscola.ai.lab.adaptive import AdaptiveSearch
from briscola.ai.lab.blunders import blunder_weigh
from briscola.ai.lab.config import LabConfig
from briscola.ai.lab.evidence import strong_weigh
from briscola.ai.lab.infer import plain_weigh
from briscola.ai.lab.ismcts import InformationSetSearch
from briscola.ai.lab.leads import lead_chooser
from briscola.ai.lab.learned import learned_chooser
from briscola.ai.lab.reply import HiddenReplyValues, ReplyValues
from briscola.ai.lab.worlds import (
    LabStyleReader,
    Played,
    RandomCheckWorlds,
    no_styles,
)
from briscola.ai.playout import Chooser, choose_card
from briscola.ai.reading import ReadWorlds, random_chooser, reads_styles
from briscola.ai.sampling import Determinizer
from briscola.ai.world_search import WorldSearch
from briscola.ai.worlds import EveryWorld, SampledWorlds, Weigh, World, Worlds
from briscola.view import SeatView


class PerfectValues(ExactValues):
    """``exploit`` off: the exact values against a perfect opponent, whatever was read."""

    def of(self, world: World) -> list[float]:
        """The perfect line's value of each move."""
        return super().of(world._replace(chances={}))


class LabPlayer(HardPlayer):
    """:class:`HardPlayer` with the research options; a plain :class:`HardConfig` plays as
    shipped."""

    def __init__(self, config: HardConfig | None = None) -> None:
        self.lab = LabConfig.of(config or LabConfig())
        super().__init__(self.lab)
        self.learned: Chooser = (
            learned_chooser()
            if self.lab.model == "learned"
            else lead_chooser(self.lab.leads_weights)
            if self.lab.model == "leads"
            else choose_card
        )

    def start(self, view: SeatView, rng: random.Random) -> Search:
        """As shipped, but with ``adaptive`` the playouts' world search stops once its
        choice is clear, and with ``ismcts`` information-set MCTS replaces it."""
        search = super().start(view, rng)
        lab = self.lab
        if (
            lab.ismcts
            and isinstance(search, WorldSearch)
            and isinstance(search.evaluate, PlayoutValues)
            and view.contract is None
            and not view.rules.declare_31
        ):
            return InformationSetSearch(
                search.actions,
                Determinizer(view),
                rng.random,
                iterations=lab.ismcts * len(search.actions),
                exploration=lab.ismcts_c,
                points_weight=lab.points_weight,
                depth=lab.ismcts_depth,
                guided=lab.ismcts_guide,
            )
        if (
            lab.reply_redeals
            and isinstance(search, WorldSearch)
            and isinstance(search.evaluate, ReplyValues)
        ):
            values = HiddenReplyValues(
                view, search.evaluate.moves, lab.points_weight, lab.reply_redeals, rng.random
            )
            return WorldSearch(search.actions, search.source, values)
        if not (lab.adaptive and isinstance(search, WorldSearch)):
            return search
        if isinstance(search.evaluate, PlayoutValues):
            return AdaptiveSearch(
                search.actions,
                search.source,
                search.evaluate,
                least=lab.adaptive_least,
                every=lab.adaptive_every,
                z=lab.adaptive_z,
                tolerance=lab.adaptive_tolerance,
            )
        return search

    def worlds(self, view: SeatView, exact: bool, rand: Random) -> Worlds:
        """The worlds as ``model``, ``infer``, ``random_style``, ``counter_random`` and
        ``random_check`` say; with ``styles``, behind the gate where it reads (as shipped)."""
        lab = self.lab
        model = lab.model
        if model == "styles" and not reads_styles(view, lab.styles_players):
            model = "policy"
        determinizer = Determinizer(view)

        def styled() -> Worlds:
            return self.lab_worlds(view, model, determinizer, exact, rand)

        if model == "styles" and lab.gate and gates(view.rules):
            return gate_worlds(view, determinizer, exact, rand, lab, styled)
        return styled()

    def lab_worlds(
        self, view: SeatView, model: str, determinizer: Determinizer, exact: bool, rand: Random
    ) -> Worlds:
        """The worlds of ``model`` with the lab's readings."""
        lab = self.lab
        reader: LabStyleReader | None = None
        weigh: Weigh | None = None
        if model == "styles":
            reader = LabStyleReader(
                view,
                lab.noise,
                lab.horizon,
                lab.greedy_share,
                rand,
                random_style=lab.random_style,
                counter_random=lab.counter_random,
            )
            weigh = reader.weigh
        elif lab.strong_read:
            weigh = strong_weigh(view, lab.horizon, lab.strong_decay)
        elif lab.blunder_read:
            weigh = blunder_weigh(view, lab.horizon, lab.blunder_temperature)
        elif lab.infer:
            weigh = plain_weigh(view, lab.noise, lab.horizon, lab.greedy_share, rand)
        worlds: Worlds
        if exact and determinizer.count() <= lab.exact_worlds:
            worlds = EveryWorld(determinizer, weigh)
        else:
            count = lab.exact_worlds if exact else lab.styled_samples if reader else lab.samples
            if lab.reply_samples and not exact and self.replies(view):
                count = lab.reply_samples
            if lab.adaptive and not exact:
                count = lab.adaptive
            if weigh is None:
                worlds = SampledWorlds(determinizer, count, rand)
            elif reader is None:
                worlds = ReadWorlds(determinizer, count, lab.candidates, rand, weigh, no_styles)
            elif lab.random_check and view.rules.players == 2 and lab.random_style:
                worlds = RandomCheckWorlds(
                    determinizer,
                    count,
                    lab.candidates,
                    rand,
                    reader,
                    seat=view.seat,
                    check=lab.random_check,
                    samples=lab.random_samples,
                    exact=exact,
                )
            else:
                worlds = ReadWorlds(determinizer, count, lab.candidates, rand, weigh, reader.styled)
        return self._played(view, model, worlds, rand)

    def _played(self, view: SeatView, model: str, worlds: Worlds, rand: Random) -> Worlds:
        """The worlds with the other sides played as ``model`` says."""
        if model not in ("greedy", "random", "mixed", "learned", "leads"):
            return worlds
        rules = view.rules
        if model in ("learned", "leads"):
            learned = [self.learned] * rules.players
            return Played(worlds, lambda world: learned)
        mine = view.my_side
        greedy: list[Chooser] = [
            choose_card if rules.side_of(s) == mine else greedy_choice for s in range(rules.players)
        ]
        if model == "greedy":
            return Played(worlds, lambda world: greedy)
        if model == "random":
            at_random = random_chooser(rand)
            choosers = [
                choose_card if rules.side_of(s) == mine else at_random for s in range(rules.players)
            ]
            return Played(worlds, lambda world: choosers)
        # mixed: each world's opponents greedy or the policy, even odds
        return Played(worlds, lambda world: greedy if rand() < 0.5 else None)

    def values(self, view: SeatView, actions: list[Action], exact: bool) -> Values:
        """As shipped, but ``reply`` when the seat leads with two players, and the perfect
        line alone in the exact phase without ``exploit``."""
        lab = self.lab
        moves = [move_of(a) for a in actions]
        if exact:
            if not lab.exploit:
                return PerfectValues(view, moves, lab.points_weight)
            return super().values(view, actions, exact)
        if self.replies(view):
            return ReplyValues(view, moves, lab.points_weight)
        return super().values(view, actions, exact)

    def replies(self, view: SeatView) -> bool:
        """``reply`` applies: two players, the seat leading, not a 31."""
        leads = not view.trick and view.contract is None
        return self.lab.reply and view.rules.players == 2 and leads and not view.rules.declare_31
