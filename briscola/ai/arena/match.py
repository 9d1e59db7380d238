"""Matches between two players on the same deals with the seats exchanged.

Two players: every deal is played twice, A in seat 0 then in seat 1. Four players: A's pair
(seats 0+2, then 1+3) against B's pair; six players: A's team of three (0+2+4, then 1+3+5)
against B's. Three players: A against two Bs, A in each seat in turn; five (Briscola
Chiamata): A against four Bs, A in each seat in turn, scoring when its side of the hand
(caller and partner, or the other three) wins. Scores are A's: a win counts 1, a tie 1/2.
Every random number comes from ``seed``, so a match reproduces exactly, whatever ``jobs``.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from briscola.ai import HardConfig, make_player
from briscola.ai.arena.bot import REASON, Agent, BotAgent, BotFault, LocalAgent
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.engine.jsonio import shorten
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


@dataclass(frozen=True, slots=True)
class Contestant:
    """A player of the match: a computer player's name, or a bot command."""

    name: str
    bot_command: str | None = None
    hard_config: HardConfig | LabConfig | None = None
    """Another budget for the hard or the maestro level (tests and experiments); None: the
    shipped one."""

    def agent(self, timeout: float) -> Agent:
        """A fresh agent for one seat."""
        if self.bot_command is not None:
            return BotAgent(self.bot_command, timeout)
        if self.hard_config is not None and self.name in ("hard", "maestro"):
            return LocalAgent(LabPlayer(self.hard_config))
        return LocalAgent(make_player(self.name))


@dataclass(slots=True)
class MatchGame:
    """One game of the match, from A's side."""

    deal: int
    seating: int
    score: float
    points_a: float | None
    points_b: float | None
    fault: str | None = None


@dataclass(slots=True)
class Chunk:
    """What one worker brings back: its games and the move times of each side."""

    games: list[MatchGame] = field(default_factory=list)
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)


def seatings(players: int) -> int:
    """Games per deal: 2 with two sides, one per seat with 3 or 5 (the Chiamata) players."""
    return players if players in (3, 5) else 2


def seats_of_a(players: int, seating: int) -> set[int]:
    """The seats A holds in a seating."""
    if players in (3, 5):
        return {seating}
    if players in (4, 6):
        return set(range(seating, players, 2))
    return {seating}


def play_deals(
    a: Contestant,
    b: Contestant,
    rules: Rules,
    seed: int,
    deals: Sequence[int],
    timeout: float = 10.0,
) -> Chunk:
    """Play the given deals in every seating (in this process)."""
    n = rules.players
    chunk = Chunk()
    # One agent per seat role, kept for the whole chunk: bots are started once.
    a_seats = len(seats_of_a(n, 0))
    agents_a = [a.agent(timeout) for _ in range(a_seats)]
    agents_b = [b.agent(timeout) for _ in range(n - a_seats)]
    try:
        for deal in deals:
            for seating in range(seatings(n)):
                chunk.games.append(
                    _play_game(rules, seed, deal, seating, agents_a, agents_b, chunk)
                )
    finally:
        for agent in agents_a + agents_b:
            agent.close()
    return chunk


def _play_game(
    rules: Rules,
    seed: int,
    deal: int,
    seating: int,
    agents_a: list[Agent],
    agents_b: list[Agent],
    chunk: Chunk,
) -> MatchGame:
    n = rules.players
    mine = seats_of_a(n, seating)
    seat_agent: list[Agent] = []
    pools = {True: iter(agents_a), False: iter(agents_b)}
    for seat in range(n):
        seat_agent.append(next(pools[seat in mine]))
    state = GameState.new(rules, random.Random(seed * 1_000_003 + deal))
    fault: str | None = None
    faulty_a = False
    for seat, agent in enumerate(seat_agent):
        try:
            agent.new_hand(random.Random(((seed * 1_000_003 + deal) * 8 + seating) * 8 + seat))
        except BotFault as error:
            fault, faulty_a = _fault(seat, agent, error), seat in mine
            break
    while fault is None and (mover := state.current_player) is not None:
        seat = mover
        agent = seat_agent[seat]
        view = state.view(seat)
        start = time.perf_counter()
        try:
            action = agent.act(view)
            if action not in view.legal_actions():
                raise BotFault(f"illegal action {action}")
        except BotFault as error:
            fault, faulty_a = _fault(seat, agent, error), seat in mine
            break
        (chunk.times_a if seat in mine else chunk.times_b).append(time.perf_counter() - start)
        state.apply(action)
    if fault is not None:
        for agent in seat_agent:
            agent.end_hand({"forfeit": fault})
        return MatchGame(deal, seating, 0.0 if faulty_a else 1.0, None, None, fault)
    outcome = state.outcome()
    assert outcome is not None
    for agent in seat_agent:
        agent.end_hand(outcome.to_json())
    points = outcome.seat_points
    a_points = float(sum(points[s] for s in mine))
    b_seats = [s for s in range(n) if s not in mine]
    # Per B seat with three (or five) players, to compare with A's single seat.
    b_points = sum(points[s] for s in b_seats) / (len(b_seats) if n in (3, 5) else 1)
    a_side = state.side_of(min(mine))
    if outcome.winner is not None:
        score = float(outcome.winner == a_side)
    else:  # a tie: half a game to the sides sharing the top
        score = 0.5 if outcome.side_points[a_side] == max(outcome.side_points) else 0.0
    return MatchGame(deal, seating, score, a_points, b_points)


def _fault(seat: int, agent: Agent, error: BotFault) -> str:
    """What went wrong, naming the seat and its player, in at most ``REASON`` characters."""
    return shorten(f"seat {seat} ({agent.name}): {error}", REASON)


@dataclass(slots=True)
class MatchResult:
    """A match's figures from A's side."""

    a: str
    b: str
    rules: Rules
    seed: int
    games: list[MatchGame]
    times_a: list[float]
    times_b: list[float]

    @property
    def score(self) -> float:
        """(wins + draws / 2) / games."""
        return sum(g.score for g in self.games) / len(self.games)

    @property
    def interval(self) -> float:
        """Half-width of the 95 % confidence interval of :attr:`score`.

        Games of one deal are not independent, so the spread is taken over the deals'
        mean scores.
        """
        by_deal: dict[int, list[float]] = {}
        for g in self.games:
            by_deal.setdefault(g.deal, []).append(g.score)
        means = [sum(s) / len(s) for s in by_deal.values()]
        if len(means) < 2:
            return 1.0
        return 1.96 * statistics.stdev(means) / math.sqrt(len(means))

    def count(self, score: float) -> int:
        """Games A scored exactly ``score`` in (1 win, 0.5 draw, 0 loss)."""
        return sum(1 for g in self.games if g.score == score)

    def mean_points(self) -> tuple[float, float]:
        """Mean points of A and of B (per seat with three players), faults left out."""
        played = [g for g in self.games if g.points_a is not None and g.points_b is not None]
        if not played:
            return (math.nan, math.nan)
        return (
            sum(g.points_a or 0.0 for g in played) / len(played),
            sum(g.points_b or 0.0 for g in played) / len(played),
        )

    @property
    def faults(self) -> list[str]:
        """What went wrong in forfeited games."""
        return [f"deal {g.deal} seating {g.seating}: {g.fault}" for g in self.games if g.fault]

    def to_json(self) -> dict[str, Any]:
        """The figures as plain data."""
        pa, pb = self.mean_points()
        return {
            "a": self.a,
            "b": self.b,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "games": len(self.games),
            "score": self.score,
            "ci95": self.interval,
            "wins": self.count(1.0),
            "draws": self.count(0.5),
            "losses": self.count(0.0),
            "mean_points": [pa, pb],
            "move_time_a": _time_stats(self.times_a),
            "move_time_b": _time_stats(self.times_b),
            "faults": self.faults,
        }


def _time_stats(times: list[float]) -> dict[str, float]:
    if not times:
        return {"median": math.nan, "p95": math.nan, "moves": 0}
    ordered = sorted(times)
    return {
        "median": statistics.median(ordered),
        "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
        "moves": len(ordered),
    }


def _so_far(chunks: list[Chunk]) -> tuple[int, float]:
    games = [g for c in chunks for g in c.games]
    return len(games), sum(g.score for g in games) / max(len(games), 1)


def _report(
    chunks: list[Chunk],
    progress: Callable[[int, float], None] | None,
    record: Callable[[list[MatchGame]], None] | None,
) -> None:
    """Tell the callers of :func:`run_match` about the chunk just played (the last one)."""
    if progress:
        progress(*_so_far(chunks))
    if record:
        record(chunks[-1].games)


def run_match(
    a: Contestant,
    b: Contestant,
    rules: Rules,
    games: int,
    seed: int,
    jobs: int = 1,
    timeout: float = 10.0,
    progress: Callable[[int, float], None] | None = None,
    record: Callable[[list[MatchGame]], None] | None = None,
    first_deal: int = 0,
) -> MatchResult:
    """Play at least ``games`` games (whole deals: rounded up to a multiple of the seatings).

    ``progress`` hears the games played and the score so far, and ``record`` each batch of
    finished games (in deal order), as soon as they are played. The deals are numbered from
    ``first_deal``: each game depends only on the seed, its deal and its seating, so a match
    stopped before deal N and the same match from ``first_deal=N`` together play exactly the
    games of the whole match."""
    if first_deal < 0:
        raise ValueError(f"the first deal is {first_deal}, below 0")
    per_deal = seatings(rules.players)
    deals = list(range(first_deal, first_deal + max(1, -(-games // per_deal))))
    chunks: list[Chunk] = []
    if jobs <= 1:
        step = 10
        for start in range(0, len(deals), step):
            chunks.append(play_deals(a, b, rules, seed, deals[start : start + step], timeout))
            _report(chunks, progress, record)
    else:
        size = max(1, len(deals) // (jobs * 8))
        parts = [deals[i : i + size] for i in range(0, len(deals), size)]
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(play_deals, a, b, rules, seed, p, timeout) for p in parts]
            for future in futures:
                chunks.append(future.result())
                _report(chunks, progress, record)
    result = MatchResult(a.name, b.name, rules, seed, [], [], [])
    for chunk in chunks:
        result.games.extend(chunk.games)
        result.times_a.extend(chunk.times_a)
        result.times_b.extend(chunk.times_b)
    return result
