"""The research options of the hard level (all off, or as shipped, by default)."""

from __future__ import annotations

from dataclasses import dataclass

from briscola.ai.hard import HardConfig

MODELS = ("styles", "policy", "greedy", "random")
"""How the search plays the other sides in its worlds (``LabConfig.model``)."""


@dataclass(frozen=True, slots=True)
class LabConfig(HardConfig):
    """:class:`HardConfig` plus the research switches; the defaults play as shipped."""

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

    def __post_init__(self) -> None:
        HardConfig.__post_init__(self)
        if self.model not in MODELS:
            raise ValueError(f"unknown model {self.model!r}: one of {', '.join(MODELS)}")
        if self.random_samples < 1 or self.random_check < 0:
            raise ValueError("random_samples must be at least 1, random_check at least 0")

    @classmethod
    def of(cls, config: HardConfig) -> LabConfig:
        """``config`` with every research switch at its default."""
        if isinstance(config, LabConfig):
            return config
        fields = HardConfig.__dataclass_fields__
        return cls(**{name: getattr(config, name) for name in fields})
