"""A puzzle and the shipped set, as plain data and their JSON (``static/puzzles.json``).

The page reads the set with :func:`read_set` and rebuilds a puzzle's position with
:meth:`Puzzle.state`; nothing here solves anything. A puzzle names its position by the hand it
comes from (its seed, dealt as the page deals a hand) and the moves that led there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from briscola.engine.actions import Action, parse_action
from briscola.engine.cards import Card
from briscola.engine.errors import BriscolaError, InvalidStateError
from briscola.engine.jsonio import check_header, field, loads_bounded
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.values import value
from briscola.rating.glicko2 import HIGHEST, LOWEST, MAX_DEVIATION, MIN_DEVIATION, within
from briscola.setup.seeds import MAX_SEED, deal_rng

FORMAT: Final = "briscola-puzzles"
VERSION: Final = 1
MAX_SET_CHARS: Final = 4_000_000
"""The longest set file read (the shipped one is far smaller)."""
SEEDS: Final = MAX_SEED
"""A set's seed lies below this, as a hand's does (from 0)."""
MAX_POINTS: Final = 120
"""A side's points in a hand: the whole deck's."""
MAX_COUNT: Final = 10**9
"""The largest count a set holds (hands played, tries, deals, the search's deals)."""


def puzzle_rules() -> Rules:
    """The table of the puzzles: two players, the classic game (the 7 of trump swaps)."""
    return Rules.for_table(2)


@value
class Valued:
    """A legal card of the position and what it brings: the mean final points of the
    solver's side over the deals the position allows, and the share of them it wins."""

    card: Card
    points: float
    wins: float


@value
class Words:
    """A learning aid's sentence as data: its i18n key's last part (a hint's reason kind or a
    coach's pattern), the cards it names and its points."""

    kind: str
    card: Card | None = None
    other: Card | None = None
    points: int = 0


@value
class Puzzle:
    """One position with one clearly best card, its lines and its difficulty."""

    number: int
    """Its place in the set, from 1."""
    seed: int
    """The hand's seed (dealt by ``deal_rng(seed, 1)``)."""
    moves: tuple[Action, ...]
    """The moves of the hand before the position."""
    answer: Card
    values: tuple[Valued, ...]
    """Every legal card, in the hand's order."""
    deals: int
    """How many deals the position allows (1 once the stock is empty)."""
    line: tuple[Action, ...]
    """The answer, then the rest of the hand as both play it perfectly in the real deal."""
    points: int
    """The solver's final points along :attr:`line`."""
    wrong: Card
    """The wrong card most likely played (the levels' most frequent mistake)."""
    wrong_line: tuple[Action, ...]
    wrong_points: int
    reason: Words
    """Why the answer (a hint's reason kind, ``hint.<kind>``)."""
    tip: Words | None
    """What the wrong card gets wrong, when a coach's pattern names it (``coach.<kind>``)."""
    solved: tuple[int, ...]
    """Per level of the set's ``solvers``: how many of its tries found the answer."""
    rating: int
    deviation: int
    worlds: int = 0
    """0: judged by the exact solver over every deal (:attr:`deals` of them); else a mid-hand
    puzzle judged by the search over this many sampled deals (``making/search.py``), with
    :attr:`values` its expected points and :attr:`wrong` the search's runner-up."""

    @property
    def searched(self) -> bool:
        """Whether the answer is the search's judgement (mid-hand), not the solver's proof."""
        return self.worlds > 0

    def state(self) -> GameState:
        """The position: the hand dealt from :attr:`seed` with :attr:`moves` played."""
        state = GameState.new(puzzle_rules(), deal_rng(self.seed, 1))
        for action in self.moves:
            state.apply(action)
        return state

    def to_json(self) -> dict[str, Any]:
        """The puzzle as JSON (see :func:`read_puzzle`)."""
        return {
            "number": self.number,
            "seed": self.seed,
            "moves": [_code(a) for a in self.moves],
            "answer": str(self.answer),
            "values": [[str(v.card), v.points, v.wins] for v in self.values],
            "deals": self.deals,
            "line": [_code(a) for a in self.line],
            "points": self.points,
            "wrong": str(self.wrong),
            "wrong_line": [_code(a) for a in self.wrong_line],
            "wrong_points": self.wrong_points,
            "reason": _words_json(self.reason),
            "tip": None if self.tip is None else _words_json(self.tip),
            "solved": list(self.solved),
            "rating": self.rating,
            "deviation": self.deviation,
        } | ({"worlds": self.worlds} if self.worlds else {})


@value
class PuzzleSet:
    """The set: the seed it was made from, its puzzles, how many hands were played to find
    them, the levels that rated them and each level's tries."""

    seed: int
    puzzles: tuple[Puzzle, ...]
    hands: int
    solvers: tuple[str, ...]
    tries: int

    def to_json(self) -> dict[str, Any]:
        """The set as JSON: the header, then one puzzle a line once written (:func:`dumps`)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "seed": self.seed,
            "hands": self.hands,
            "solvers": list(self.solvers),
            "tries": self.tries,
            "puzzles": [p.to_json() for p in self.puzzles],
        }


def dumps(puzzles: PuzzleSet) -> str:
    """The set's file: its JSON with one puzzle a line, the same bytes for the same set."""
    import json

    data = puzzles.to_json()
    rows = data.pop("puzzles")
    head = json.dumps(data, separators=(",", ":"), ensure_ascii=True)[:-1]
    body = ",\n".join(json.dumps(r, separators=(",", ":"), ensure_ascii=True) for r in rows)
    return f'{head},"puzzles":[\n{body}\n]}}\n'


def _code(action: Action) -> str:
    """An action's code, a play as its bare card ("AD")."""
    text = str(action)
    return text.removeprefix("play ")


def _words_json(words: Words) -> list[Any]:
    return [
        words.kind,
        None if words.card is None else str(words.card),
        None if words.other is None else str(words.other),
        words.points,
    ]


def read_set(text: str | bytes) -> PuzzleSet:
    """The set from its file; :class:`InvalidStateError` saying what is wrong otherwise.

    Every number is held to its range before it is used: a seed below ``MAX_SEED``, points
    from 0 to 120, a puzzle's rating and deviation within Glicko-2's bounds, counts from 0 to
    :data:`MAX_COUNT`.
    """
    data = loads_bounded(text, "the puzzle set", max_chars=MAX_SET_CHARS)
    check_header(data, FORMAT, VERSION)
    where = "the puzzle set"
    rows = field(data, "puzzles", list, where)
    solvers = tuple(_strings(field(data, "solvers", list, where), "solvers"))
    tries = _count(data, "tries", where)
    puzzles = tuple(read_puzzle(row, len(solvers), tries) for row in rows)
    return PuzzleSet(_seed(data, where), puzzles, _count(data, "hands", where), solvers, tries)


def read_puzzle(data: Any, solvers: int, tries: int = MAX_COUNT) -> Puzzle:
    """One puzzle from its JSON, checked against the rules (its moves replayed); ``solvers``
    levels tried it ``tries`` times each."""
    where = "a puzzle"
    if isinstance(data, Mapping) and type(data.get("number")) is int and data["number"] < 10**9:
        where = f"puzzle {data['number']}"
    try:
        puzzle = _read(data, where, solvers, tries)
        state = puzzle.state()
    except InvalidStateError:
        raise
    except (BriscolaError, ValueError, TypeError) as error:
        raise InvalidStateError(f"{where}: {error}") from None
    view = state.view(0)
    playable = view.playable() if view.is_my_turn else []
    if puzzle.answer not in playable or [v.card for v in puzzle.values] != playable:
        raise InvalidStateError(f"{where}: the answer or the values do not fit the position")
    if puzzle.wrong == puzzle.answer or puzzle.wrong not in playable:
        raise InvalidStateError(f"{where}: the wrong card does not fit the position")
    return puzzle


def _read(data: Any, where: str, solvers: int, tries: int) -> Puzzle:
    values = tuple(
        Valued(
            _card(row[0]),
            within("a card's points", row[1], 0, MAX_POINTS),
            within("a card's share of deals won", row[2], 0, 1),
        )
        for row in field(data, "values", list, where)
        if _row(row, 3, where)
    )
    solved = tuple(field(data, "solved", list, where))
    if len(solved) != solvers or any(type(n) is not int or not 0 <= n <= tries for n in solved):
        raise InvalidStateError(f"{where}: 'solved' must hold a count of tries per solver")
    tip = data.get("tip")
    worlds = data.get("worlds", 0)
    if type(worlds) is not int or not 0 <= worlds <= MAX_COUNT:
        raise InvalidStateError(f"{where}: 'worlds' must be a count")
    return Puzzle(
        _count(data, "number", where, MAX_COUNT, 1),
        _seed(data, where),
        _actions(field(data, "moves", list, where)),
        _card(field(data, "answer", str, where)),
        values,
        _count(data, "deals", where),
        _actions(field(data, "line", list, where)),
        _count(data, "points", where, MAX_POINTS),
        _card(field(data, "wrong", str, where)),
        _actions(field(data, "wrong_line", list, where)),
        _count(data, "wrong_points", where, MAX_POINTS),
        _words(field(data, "reason", list, where), where),
        None if tip is None else _words(tip, where),
        solved,
        _count(data, "rating", where, HIGHEST, LOWEST),
        _count(data, "deviation", where, MAX_DEVIATION, MIN_DEVIATION),
        worlds,
    )


def _seed(data: Any, where: str) -> int:
    seed = field(data, "seed", int, where)
    if not 0 <= seed < SEEDS:
        raise InvalidStateError(f"{where}: the seed is out of range (0 to 2^63 - 1)")
    return seed


def _count(data: Any, key: str, where: str, high: float = MAX_COUNT, low: float = 0) -> int:
    number = field(data, key, int, where)
    if not low <= number <= high:
        raise InvalidStateError(f"{where}: {key!r} must be from {low:g} to {high:g}")
    return number


def _row(row: Any, size: int, where: str) -> bool:
    if not isinstance(row, list) or len(row) != size:
        raise InvalidStateError(f"{where}: a row of {size} values expected, not {row!r:.40}")
    if not all(isinstance(x, int | float) and not isinstance(x, bool) for x in row[1:]):
        raise InvalidStateError(f"{where}: numbers expected in {row!r:.40}")
    return True


def _card(code: Any) -> Card:
    if not isinstance(code, str):
        raise InvalidStateError(f"a card code expected, not {code!r:.20}")
    return Card.from_code(code)


def _actions(codes: list[Any]) -> tuple[Action, ...]:
    if not all(isinstance(code, str) for code in codes):
        raise InvalidStateError("moves must be action codes")
    return tuple(parse_action(code) for code in codes)


def _words(row: Any, where: str) -> Words:
    if not isinstance(row, list) or len(row) != 4 or not isinstance(row[0], str):
        raise InvalidStateError(f"{where}: words must be [kind, card, card, points]")
    kind, card, other, points = row
    if type(points) is not int or not kind.replace("_", "").isalpha():
        raise InvalidStateError(f"{where}: words must be [kind, card, card, points]")
    return Words(
        kind,
        None if card is None else _card(card),
        None if other is None else _card(other),
        points,
    )


def _strings(items: list[Any], where: str) -> list[str]:
    if not all(isinstance(item, str) for item in items):
        raise InvalidStateError(f"{where} must be names")
    return items
