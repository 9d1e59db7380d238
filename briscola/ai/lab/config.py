"""The research options of the hard level (all off, or as shipped, by default)."""

from __future__ import annotations

from dataclasses import dataclass

from briscola.ai.hard import HardConfig

MODELS = ("styles", "policy", "greedy", "mixed", "random", "learned", "leads")
"""How the search plays the other sides in its worlds (``LabConfig.model``)."""


@dataclass(frozen=True, slots=True)
class LabConfig(HardConfig):
    """:class:`HardConfig` plus the research switches; the defaults play as shipped."""

    model: str = "styles"
    """How the other sides play in the playouts. ``styles`` (shipped): read where the
    styles are read, else the policy. ``policy``: every other seat plays the playout policy,
    nothing is read (the plain search). ``greedy``: the greedy baseline exactly (the
    exploitation ceiling against it). ``mixed``: each world's opponents greedy or the
    policy, even odds. ``random``: the random baseline exactly (the ceiling against it).
    ``learned``: the plain search with every seat played out by the learned policy
    (``learned.py``; two players, the rule-of-thumb policy at other tables). ``leads``: the
    plain search with every seat played out by the lead policy (``leads.py``: learned leads,
    rule-of-thumb follows; two players)."""
    leads_weights: str = ""
    """With ``leads``: a weights file written by ``benchmarks/fit_lead_policy.py`` (empty:
    ``lead_policy.json`` beside ``leads.py``)."""
    infer: bool = False
    """Without the styles: weigh each world by how likely the others' past plays were in it
    under one mixed model (``inference.HandReader.weight``)."""
    random_style: bool = True
    """With ``styles``: a seat read as random is played out at random (off: as the policy)."""
    exploit: bool = True
    """With ``styles`` and 2 players: the exact phase plays against the styles read (off:
    against a perfect opponent always)."""
    reply: bool = False
    """2 players, the seat leading: the opponent answers in each world with its best reply by
    playouts (a min over its cards) instead of the policy's."""
    reply_redeals: int = 0
    """With ``reply``: the opponent chooses its reply knowing only its own hand, by the mean
    of this many playouts per reply in worlds dealt again from its side
    (``reply.HiddenReplyValues``; 0: the reply worst for the seat in each world, seen
    through)."""
    reply_samples: int = 0
    """With ``reply``: worlds per lead (0: as ``samples`` says)."""
    counter_random: bool = False
    """With ``styles`` and 2 players: in a world whose opponent is played out at random, the
    seat's own playouts use ``against_random.choose_against_random``."""
    random_check: int = 0
    """With ``styles`` and 2 players: if the first this many worlds of the reading all read
    the opponent as random (each a chance of at least ``RANDOM_SURE``), the reading stops
    and the search plays ``random_samples`` worlds against a random opponent (0: off)."""
    random_samples: int = 450
    """Worlds per move once ``random_check`` has cut the reading short."""
    adaptive: int = 0
    """Playouts: search up to this many worlds, stopping once the choice is clear
    (``adaptive.AdaptiveSearch``; it replaces ``samples`` and ``styled_samples``; 0: off)."""
    adaptive_least: int = 150
    """With ``adaptive``: worlds searched before the first check."""
    adaptive_every: int = 50
    """With ``adaptive``: worlds between two checks."""
    adaptive_z: float = 2.0
    """With ``adaptive``: standard errors the leader must be ahead by."""
    adaptive_tolerance: float = 0.01
    """With ``adaptive``: stop once ``adaptive_z`` standard errors of the leader's advantage
    are below this (the two best are then as good as equal)."""

    strong_read: bool = False
    """Without the styles: weigh each world by the likelihood of each opponent's last
    ``horizon`` plays under the gate's strong style (``strong_decay``;
    ``lab.evidence.strong_weigh``) and keep the search's worlds by weight from
    ``candidates`` times as many; playouts as ``model``."""

    blunder_read: bool = False
    """Without the styles: weigh each world by how costly, in it, each opponent's answers to
    leads among its last ``horizon`` plays were (``lab.blunders.blunder_weigh``, two
    players) and keep the search's worlds by weight from ``candidates`` times as many."""
    blunder_temperature: float = 6.0
    """With ``blunder_read``: the softmax's temperature, in points."""

    ismcts: int = 0
    """Where the search would value its moves by playouts (not a 31, not the Chiamata):
    information-set MCTS (``ismcts.InformationSetSearch``) with this many iterations per
    legal move instead, each one world and one playout (0: off). It plays every seat out by
    the playout policy, whatever ``model`` says; the exact phase stays as ``model`` has it."""
    ismcts_c: float = 0.7
    """With ``ismcts``: the UCB exploration constant (values run from 0 to 1.5)."""
    ismcts_depth: int = 0
    """With ``ismcts``: plies the tree may hold (0: no limit; 2: a move and the reply)."""
    ismcts_guide: bool = False
    """With ``ismcts``: below the root a node adds only the playout policy's move of the
    world at hand (off: a random untried legal move, as in the plain ISMCTS)."""

    def __post_init__(self) -> None:
        HardConfig.__post_init__(self)
        if self.reply_redeals < 0 or self.reply_samples < 0:
            raise ValueError("reply_redeals and reply_samples must be at least 0")
        if self.ismcts < 0 or self.ismcts_c < 0 or self.ismcts_depth < 0:
            raise ValueError("ismcts, ismcts_c and ismcts_depth must be at least 0")
        if self.model not in MODELS:
            raise ValueError(f"unknown model {self.model!r}: one of {', '.join(MODELS)}")
        if self.random_samples < 1 or self.random_check < 0:
            raise ValueError("random_samples must be at least 1, random_check at least 0")
        if self.adaptive < 0 or self.adaptive_least < 1 or self.adaptive_every < 1:
            raise ValueError("adaptive must be at least 0, adaptive_least and _every at least 1")
        if not self.blunder_temperature > 0:
            raise ValueError("blunder_temperature must be above 0")

    @classmethod
    def of(cls, config: HardConfig) -> LabConfig:
        """``config`` with every research switch at its default."""
        if isinstance(config, LabConfig):
            return config
        fields = HardConfig.__dataclass_fields__
        return cls(**{name: getattr(config, name) for name in fields})
