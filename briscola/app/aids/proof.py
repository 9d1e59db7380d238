"""The fair-deal proof in the page: a secret drawn when a hand is dealt, the fingerprint of
the deal shown during the hand, the secret revealed on the result screen, and the hand's
record offered as a file to check it with (``python -m briscola verify``).

The secret of the saved hand is saved beside it (:mod:`briscola.app.aids.hand_aids`), so a hand
resumed after a reload still shows its proof at the end; a hand dealt where no secret was
drawn before its first card (a save of an older version) shows none.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from briscola.engine.tuples import NamedTuple
from briscola.learn.fairness import fingerprint, new_secret

if TYPE_CHECKING:
    from briscola.app.game.session import Session

SHORT = 8
"""Hex digits of the fingerprint shown at first (the whole one on demand)."""


class Proof(NamedTuple):
    """The fingerprint of the hand's deal, and the secret once it may be revealed."""

    fingerprint: str
    secret: str
    """"" until the hand is over."""

    @property
    def short(self) -> str:
        """The fingerprint's first digits."""
        return self.fingerprint[:SHORT]


class Proofs:
    """The secret of each hand dealt in this page (only the current hand's is kept)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.SystemRandom()
        """Secrets come from the system's entropy: never from the seeds of the deals."""
        self.secrets: dict[tuple[int, int], tuple[str, str]] = {}

    def deal(self, session: Session) -> None:
        """A hand was just dealt: draw its secret and fix its fingerprint."""
        hand = session.hand
        if hand.moves:
            return  # too late: the first card is played
        secret = new_secret(self.rng)
        key = (session.hand_seed, session.hand_number)
        self.secrets = {key: (fingerprint(hand, secret), secret)}

    def restore(self, session: Session, secret: str) -> None:
        """Take back the secret drawn when the session's hand was dealt (saved beside it)."""
        key = (session.hand_seed, session.hand_number)
        self.secrets = {key: (fingerprint(session.hand, secret), secret)}

    def secret_of(self, session: Session) -> str:
        """The secret of the session's hand ("" when none was drawn), for saving only."""
        found = self.secrets.get((session.hand_seed, session.hand_number))
        return "" if found is None else found[1]

    def of(self, session: Session) -> Proof | None:
        """The proof of the session's hand, its secret revealed once the hand is over."""
        found = self.secrets.get((session.hand_seed, session.hand_number))
        if found is None:
            return None
        over = session.phase in ("hand-over", "series-over")
        return Proof(found[0], found[1] if over else "")
