"""What the page keeps beside the saved hand: the hints shown in it, the fair-deal secret
(revealed only once the hand is over), and the day when the hand is the daily deal.

Saved under the ``aids`` key as ``{"format": "briscola-hand-aids", "version": 1,
"hand_seed", "hand_number", "hints", "secret", "daily"}``; it belongs to the saved session's
hand with that seed and number, and is ignored for any other hand. The reader is strict: a
field it does not know, a wrong type or a value out of range refuses the whole value.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import check_header, field
from briscola.engine.tuples import NamedTuple
from briscola.learn.daily import check_day
from briscola.learn.fairness import check_secret
from briscola.setup.seeds import MAX_SEED

if TYPE_CHECKING:
    from briscola.app.game.session import Session

FORMAT: Final = "briscola-hand-aids"
VERSION: Final = 1
MAX_HINTS: Final = 10_000
"""More hints than a hand has positions to ask in is not a count the page writes."""
MAX_HAND_NUMBER: Final = 10_000
_FIELDS: Final = ("format", "version", "hand_seed", "hand_number", "hints", "secret", "daily")


class HandAids(NamedTuple):
    """The aids of one hand: hints shown, the deal's secret ("" when none was drawn in the
    page before the first card), the daily deal's day ("" for any other hand)."""

    hand_seed: int
    hand_number: int
    hints: int = 0
    secret: str = ""
    daily: str = ""

    def of(self, session: Session | None) -> bool:
        """Whether these are the aids of the session's current hand."""
        return session is not None and (session.hand_seed, session.hand_number) == (
            self.hand_seed,
            self.hand_number,
        )

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving.

        >>> HandAids(7, 1, 2).to_json()["hints"]
        2
        """
        return {
            "format": FORMAT,
            "version": VERSION,
            "hand_seed": self.hand_seed,
            "hand_number": self.hand_number,
            "hints": self.hints,
            "secret": self.secret,
            "daily": self.daily,
        }

    @classmethod
    def from_json(cls, data: Any) -> HandAids:
        """Aids saved by :meth:`to_json`; :class:`InvalidStateError` names what is wrong.

        >>> HandAids.from_json(HandAids(7, 1, 2, "", "2026-12-01").to_json())
        HandAids(hand_seed=7, hand_number=1, hints=2, secret='', daily='2026-12-01')
        >>> HandAids.from_json({**HandAids(7, 1).to_json(), "hints": -1})
        Traceback (most recent call last):
        ...
        briscola.engine.errors.InvalidStateError: the hand's aids: hints out of range (-1)
        """
        check_header(data, FORMAT, VERSION)
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise InvalidStateError(f"the hand's aids: unknown field(s) {', '.join(unknown)}")
        where = "the hand's aids"
        seed = field(data, "hand_seed", int, where)
        number = field(data, "hand_number", int, where)
        hints = field(data, "hints", int, where)
        secret = field(data, "secret", str, where)
        daily = field(data, "daily", str, where)
        for name, value, top in (
            ("hand_seed", seed, MAX_SEED - 1),
            ("hand_number", number, MAX_HAND_NUMBER),
            ("hints", hints, MAX_HINTS),
        ):
            if not (0 if name != "hand_number" else 1) <= value <= top:
                raise InvalidStateError(f"{where}: {name} out of range ({value})")
        if secret:
            check_secret(secret)
        if daily:
            check_day(daily)
        return cls(seed, number, hints, secret, daily)
