"""Reading the other players' hands, and how they play, from how they played.

A sampled world fixes every other hand *now*. Walking the hand's history backwards from
there (un-drawing one card per draw round and taking back the card played) gives what each
seat held at each of its past decisions.

- :meth:`HandReader.styles` (what ``hard`` reads, 2 to 4 players): for each other seat, the share
  of *all* its pasts (``histories.HistoryWalk``) in which every play was exactly the greedy
  baseline's, the share in which every play was the playout policy's, and about how likely
  the plays were for a random player. The search weighs worlds and draws each seat's style
  from these.
- :meth:`HandReader.walk`: the walk of one seat's plays under one model, shared by every
  world of the view.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from briscola.ai.kernel.playout import DISCARD_KEY
from briscola.ai.kernel.sim import BEATS, Sim
from briscola.ai.reading.histories import HistoryWalk, PastPlay, greedy_options
from briscola.engine.view import SeatView


def greedy_card(
    hand: Sequence[int],
    before: Sequence[int],
    trump: int,
    beats: tuple[bool, ...] | None = None,
) -> int:
    """The greedy baseline's card (see ``levels/greedy.py``) on kernel integers (``beats``: the
    hand's beats-table, by default the plain one of ``trump``)."""
    options = greedy_options(hand, before, BEATS[trump] if beats is None else beats)
    return min(options, key=DISCARD_KEY[trump].__getitem__)


def greedy_choice(
    hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim
) -> int:
    """:func:`greedy_card` as a playout :data:`~briscola.ai.kernel.playout.Chooser`."""
    return greedy_card(hand, trick, sim.trump, sim.beats)


class HandReader:
    """The other seats' past plays, read back from a sampled world's hands (``styles``)."""

    def __init__(
        self,
        view: SeatView,
        noise: float = 0.2,
        horizon: int = 3,
        greedy_share: float = 0.5,
        seats: Collection[int] | None = None,
    ) -> None:
        """``seats``: the seats to read (default: every other seat)."""
        self.noise = noise
        self.greedy_share = greedy_share
        self.me = view.seat
        n = view.rules.players
        draw_rounds = (view.rules.deck - n * view.rules.hand_size) // n
        plays: list[PastPlay] = []
        for number, trick in enumerate(view.tricks, 1):
            cards = [c.index for _, c in trick.cards]
            for i, (seat, card) in enumerate(trick.cards):
                plays.append(
                    PastPlay(
                        seat, trick.leader, tuple(cards[:i]), card.index, number <= draw_rounds
                    )
                )
        current = [c.index for _, c in view.trick]
        for i, (seat, card) in enumerate(view.trick):
            plays.append(PastPlay(seat, view.trick[0][0], tuple(current[:i]), card.index, False))
        # Newest first: the walk goes backwards from the present hands.
        self.plays = {
            seat: [p for p in reversed(plays) if p.seat == seat][:horizon]
            for seat in range(n)
            if seat != self.me and (seats is None or seat in seats)
        }
        self.pinned = {seat: {c.index for c in view.known[seat]} for seat in self.plays}
        self._styles: dict[tuple[int, frozenset[int]], tuple[float, float, float]] = {}
        """``styles`` by seat and hand: worlds that differ only in the stock share them."""
        self.random_likelihood = {seat: 3.0 ** -len(plays) for seat, plays in self.plays.items()}
        """About how likely a random player's plays were (one in three cards each)."""
        self._walks: dict[tuple[int, float, float, tuple[int, ...]], HistoryWalk] = {}
        # Once the stock is gone, a known trump in a hand is (but for a swap) the face-up
        # card, drawn in the last round: the strict walk un-draws it there.
        self.last_round = {
            seat: next((i for i, p in enumerate(plays) if p.draw_after), -1)
            if view.stock_left == 0
            else -1
            for seat, plays in self.plays.items()
        }

    def styles(self, world: Sim) -> dict[int, tuple[float, float, float]]:
        """For each other seat, the likelihood of its past plays in ``world`` if it plays
        exactly as the greedy baseline, exactly as the playout policy (both: the share of the
        histories walked in which it did), and at random."""
        found: dict[int, tuple[float, float, float]] = {}
        for seat in self.plays:
            hand = world.hands[seat]
            key = (seat, frozenset(hand))
            known = self._styles.get(key)
            if known is None:
                greedy = self.walk(world, seat, 1.0, 0.0).likelihood(list(hand))
                policy = self.walk(world, seat, 0.0, 0.0).likelihood(list(hand))
                known = self._styles[key] = (greedy, policy, self.random_likelihood[seat])
            found[seat] = known
        return found

    def walk(self, world: Sim, seat: int, greedy_share: float, noise: float) -> HistoryWalk:
        """The walk of ``seat``'s plays under one model. It reads from ``world`` only what the
        worlds of this view share (trump, rules) and the sides (which the Chiamata's worlds
        may place differently), so one walk, and its memo of past hands, serves them all."""
        key = (seat, greedy_share, noise, world.side)
        walk = self._walks.get(key)
        if walk is None:
            last = self.last_round[seat]
            walk = self._walks[key] = HistoryWalk(
                world, seat, self.plays[seat], self.pinned[seat], last, greedy_share, noise
            )
        return walk
