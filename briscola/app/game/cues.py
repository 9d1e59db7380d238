"""Which sound effect each table event calls for: a pure mapping the page plays out."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from briscola.app.game.events import CardPlayed, Event, HandOver, SevenSwapped, TrickTaken
from briscola.engine.tuples import NamedTuple

CUES: Final = ("card", "trick", "deal", "win", "loss")
"""The effects, by name: a card played, a trick taken, a deal, a hand won, a hand lost."""


def cues(events: Iterable[Event], mine: int) -> list[str]:
    """The effects for ``events``, in order; ``mine`` is the person's side (the hand's end
    sounds as a win or a loss for that side, a tie as nothing more than its last trick).

    >>> from briscola.engine.cards import Card
    >>> cues([CardPlayed(1, Card.from_code("AD"))], 0)
    ['card']
    """
    found: list[str] = []
    for event in events:
        match event:
            case CardPlayed() | SevenSwapped():
                found.append("card")
            case TrickTaken():
                found.append("trick")
            case HandOver(outcome, _) if outcome.winner is not None:
                found.append("win" if outcome.winner == mine else "loss")
    return found


class Tone(NamedTuple):
    """A note: it starts ``at`` seconds into the effect and glides from ``freq`` to ``to``."""

    at: float
    freq: float
    to: float
    length: float
    wave: str
    volume: float


class Noise(NamedTuple):
    """A burst of filtered noise (a card's rustle): ``band`` is the filter's centre in Hz."""

    at: float
    length: float
    band: float
    volume: float


Sound = Tone | Noise

SCORES: Final[dict[str, tuple[Sound, ...]]] = {
    "card": (Noise(0.0, 0.07, 2400, 0.35), Tone(0.0, 190, 95, 0.07, "triangle", 0.14)),
    "trick": (
        Noise(0.0, 0.16, 1100, 0.22),
        Tone(0.09, 660, 660, 0.1, "sine", 0.1),
        Tone(0.17, 880, 880, 0.16, "sine", 0.09),
    ),
    "deal": tuple(Noise(i * 0.075, 0.045, 3000, 0.25) for i in range(6)),
    "win": tuple(
        Tone(i * 0.11, f, f, 0.42 if i == 3 else 0.18, "triangle", 0.15)
        for i, f in enumerate((523.25, 659.25, 783.99, 1046.5))
    ),
    "loss": (
        Tone(0.0, 392.0, 392.0, 0.22, "triangle", 0.13),
        Tone(0.2, 349.23, 349.23, 0.22, "triangle", 0.13),
        Tone(0.4, 293.66, 277.18, 0.55, "triangle", 0.13),
    ),
}
"""What each effect plays: original, a second at most, synthesized by the page at run time."""


def length(name: str) -> float:
    """How long the effect ``name`` lasts, in seconds.

    >>> 0 < length("card") < length("win") <= 1
    True
    """
    return max(part.at + part.length for part in SCORES[name])


def timed(names: list[str], gathered: float) -> list[tuple[str, float]]:
    """Each effect with its delay in seconds: a trick sounds when it is ``gathered`` (at the
    end of its pause on the table), and so does the end of the hand that follows it.

    >>> timed(["card", "trick", "win"], 0.9)
    [('card', 0.0), ('trick', 0.9), ('win', 1.2)]
    """
    found: list[tuple[str, float]] = []
    at = 0.0
    for name in names:
        if name == "trick":
            at = gathered
        found.append((name, at))
        if name == "trick":
            at += 0.3  # the hand's end is heard after its last trick
    return found
