"""The research options of the hard level: a shipped configuration and the switches tried
beside it (all as shipped by default)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields

from briscola.ai.levels.hard import HardConfig, field_changes

MODELS = ("styles", "policy", "greedy", "random")
"""How the search plays the other sides in its worlds (``LabConfig.model``)."""


@dataclass(frozen=True, slots=True)
class LabConfig:
    """The hard level's configuration (:attr:`hard`: its budgets and readings, the shipped
    knobs) and the research switches; the defaults play as shipped."""

    hard: HardConfig = field(default_factory=HardConfig)
    """The shipped knobs (budgets, the reading, the gate)."""
    model: str = "styles"
    """How the other sides play in the playouts. ``styles`` (shipped): read where the
    styles are read, else the policy. ``policy``: every other seat plays the playout policy,
    nothing is read (the plain search). ``greedy``: the greedy baseline exactly (the
    exploitation ceiling against it). ``random``: the random baseline exactly (the ceiling
    against it)."""
    random_check: int = 0
    """With ``styles`` and 2 players: if the first this many worlds of the reading all read
    the opponent as random (each a chance of at least ``RANDOM_SURE``), the reading stops
    and the search plays ``random_samples`` worlds against a random opponent (0: off)."""
    random_samples: int = 450
    """Worlds per move once ``random_check`` has cut the reading short."""
    net_read: str = ""
    """Behind the gate (maestro), the plain search's worlds weighed by a network's likelihood
    of the opponent's last plays: a weights file, or ``shipped`` ("": off; ``lab/net_read.py``)."""
    net_candidates: int = 3
    """With ``net_read``: random worlds weighed per world kept."""
    net_horizon: int = 10
    """With ``net_read``: the opponent's last plays read."""
    critic: str = ""
    """Two players, before the exact phase: each move valued by a privileged critic's
    weights file (``lab/critic_leaf.py``) after the move instead of a playout, in the worlds
    where the opponent plays the policy ("": off)."""
    prior: str = "shipped"
    """The network of the prior (``learned/prior.py``): ``shipped`` (the maestro level's) or a
    weights file. It counts only with :class:`HardConfig`'s ``prior_weight`` above 0 (0 for
    hard, maestro's in ``MAESTRO_CHANGES``): two players, before the exact phase, the search
    plays the move with the best mean value plus ``prior_weight`` × the log of the network's
    probability of it."""

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise ValueError(f"unknown model {self.model!r}: one of {', '.join(MODELS)}")
        if self.net_candidates < 1 or self.net_horizon < 1:
            raise ValueError("net_candidates and net_horizon must be at least 1")
        if self.random_samples < 1 or self.random_check < 0:
            raise ValueError("random_samples must be at least 1, random_check at least 0")

    @classmethod
    def of(cls, config: HardConfig | LabConfig) -> LabConfig:
        """``config`` with every research switch at its default."""
        return config if isinstance(config, LabConfig) else cls(hard=config)

    @classmethod
    def with_changes(cls, pairs: Iterable[str]) -> LabConfig:
        """The shipped configuration with ``FIELD=VALUE`` changes, each to a field of
        :class:`HardConfig` or a research switch (types from the defaults).

        >>> config = LabConfig.with_changes(["model=policy", "samples=600"])
        >>> config.model, config.hard.samples
        ('policy', 600)
        >>> LabConfig.with_changes(["depth=3"])
        Traceback (most recent call last):
        ValueError: depth=3: neither HardConfig nor LabConfig has a field 'depth'
        """
        shipped = cls()
        own = {f.name for f in fields(cls)} - {"hard"}
        knobs: list[str] = []
        switches: list[str] = []
        for pair in pairs:
            name = pair.partition("=")[0]
            if name in HardConfig.__dataclass_fields__:
                knobs.append(pair)
            elif name in own:
                switches.append(pair)
            elif "=" in pair:
                raise ValueError(f"{pair}: neither HardConfig nor LabConfig has a field {name!r}")
            else:
                raise ValueError(f"{pair}: expected FIELD=VALUE")
        return cls(HardConfig.with_changes(knobs), **field_changes(shipped, switches))
