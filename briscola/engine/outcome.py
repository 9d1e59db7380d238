"""The result of a hand as plain data: points, winner (or a tie), cappotto, declaration."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import same_json, shown
from briscola.engine.rules import Rules
from briscola.engine.values import value


@value
class Declaration:
    """Briscola a 31: the seat that declared, and whether its side held 31 or more."""

    seat: int
    right: bool

    def to_json(self) -> dict[str, Any]:
        """``{"seat": s, "right": bool}``."""
        return {"seat": self.seat, "right": self.right}


@value
class Contract:
    """Briscola Chiamata: the caller, its partner (itself if it called its own card), the card
    called and the points they needed."""

    caller: int
    partner: int
    called: str
    target: int

    def to_json(self) -> dict[str, Any]:
        """``{"caller", "partner", "called", "target"}``."""
        return {
            "caller": self.caller,
            "partner": self.partner,
            "called": self.called,
            "target": self.target,
        }


@value
class Outcome:
    """Points per seat and per side, the winning side (None for a tie), and cappotto.

    A side is a seat with 2 or 3 players and a pair (0: seats 0+2, 1: seats 1+3) with 4.
    The side with most points wins (with two sides: more than 60); a shared top is a tie.
    In Briscola a 31 a declaration ends the hand: a right one wins it for the declaring side;
    after a wrong one the other side with most points wins (a shared top among them is a tie).

    >>> Outcome.from_points(Rules(players=2), [60, 60]).winner is None
    True
    >>> Outcome.from_points(Rules(players=4), [30, 10, 31, 49]).side_points
    (61, 59)
    >>> o = Outcome.from_points(Rules.for_table(3), [0, 120, 0])
    >>> o.winner, o.cappotto
    (1, True)
    >>> Outcome.from_points(Rules.for_table(3), [29, 25, 20], Declaration(0, False)).winner
    1
    """

    seat_points: tuple[int, ...]
    side_points: tuple[int, ...]
    winner: int | None
    cappotto: bool
    declared: Declaration | None = None
    contract: Contract | None = None

    @classmethod
    def from_points(
        cls,
        rules: Rules,
        seat_points: Sequence[int],
        declared: Declaration | None = None,
        contract: Contract | None = None,
    ) -> Outcome:
        """The outcome of a finished hand from the points each seat took (in the Chiamata,
        side 0 is caller and partner: it wins with the points bid, else side 1 wins)."""
        if contract is not None:
            team = (contract.caller, contract.partner)
            ours = sum(p for seat, p in enumerate(seat_points) if seat in team)
            sides_points = (ours, sum(seat_points) - ours)
            won = 0 if ours >= contract.target else 1
            top = max(sides_points)
            return cls(tuple(seat_points), sides_points, won, top == 120, None, contract)
        sides = [0] * rules.sides
        for seat, points in enumerate(seat_points):
            sides[rules.side_of(seat)] += points
        top = max(sides)
        if declared is None:
            leaders = [side for side, points in enumerate(sides) if points == top]
        elif declared.right:
            leaders = [rules.side_of(declared.seat)]
        else:
            others = [s for s in range(len(sides)) if s != rules.side_of(declared.seat)]
            best = max(sides[s] for s in others)
            leaders = [s for s in others if sides[s] == best]
        winner = leaders[0] if len(leaders) == 1 else None
        return cls(tuple(seat_points), tuple(sides), winner, top == 120, declared)

    @classmethod
    def from_json(cls, rules: Rules, data: Any, where: str = "outcome") -> Outcome:
        """An outcome saved by :meth:`to_json`, checked: it must follow from its points."""
        points = data.get("points") if isinstance(data, Mapping) else None
        contract = None
        if rules.is_chiamata:
            saved = data.get("contract") if isinstance(data, Mapping) else None
            seats = range(rules.players)
            if not (
                isinstance(saved, Mapping)
                and set(saved) == {"caller", "partner", "called", "target"}
                and type(saved["caller"]) is int
                and saved["caller"] in seats
                and type(saved["partner"]) is int
                and saved["partner"] in seats
                and isinstance(saved["called"], str)
                and type(saved["target"]) is int
                and 61 <= saved["target"] <= 120
            ):
                raise InvalidStateError(f"{where}: bad contract {shown(saved)}")
            contract = Contract(saved["caller"], saved["partner"], saved["called"], saved["target"])
        declared = None
        if isinstance(data, Mapping) and "declared" in data:
            saved = data["declared"]
            if not (
                isinstance(saved, Mapping)
                and type(saved.get("seat")) is int
                and 0 <= saved["seat"] < rules.players
                and type(saved.get("right")) is bool
                and rules.declare_31
            ):
                raise InvalidStateError(f"{where}: bad declaration {shown(saved)}")
            declared = Declaration(saved["seat"], saved["right"])
        if not (
            isinstance(points, list)
            and len(points) == rules.players
            and all(type(p) is int and 0 <= p <= 120 for p in points)
            and (sum(points) == 120 or (declared is not None and sum(points) < 120))
        ):
            raise InvalidStateError(f"{where}: points must be per seat, 120 in all")
        outcome = cls.from_points(rules, points, declared, contract)
        if declared is not None:
            side = outcome.side_points[rules.side_of(declared.seat)]
            if declared.right != (side >= rules.declare_target):
                raise InvalidStateError(f"{where}: the declaration does not follow from its points")
        if not same_json(data, outcome.to_json()):
            raise InvalidStateError(f"{where} does not follow from its points")
        return outcome

    @property
    def is_tie(self) -> bool:
        """True when no side wins the hand."""
        return self.winner is None

    def to_json(self) -> dict[str, Any]:
        """``{"points": per seat, "side_points", "winner": side or null, "cappotto"}``, and
        ``"declared": {"seat", "right"}`` when a declaration ended the hand."""
        data: dict[str, Any] = {
            "points": list(self.seat_points),
            "side_points": list(self.side_points),
            "winner": self.winner,
            "cappotto": self.cappotto,
        }
        if self.declared is not None:
            data["declared"] = self.declared.to_json()
        if self.contract is not None:
            data["contract"] = self.contract.to_json()
        return data
