"""Mutated saved sessions through the page's loader: each must be refused with a backup, or
load into a session that plays to the end of its series without an exception.

Each case saves a session of a random table (2 to 6 players, every variant the start screen
offers there, every series length and option), stopped at a random point of a random hand,
then changes its JSON one to three times: a value's type swapped (bool, float, text, null),
a number moved out of range or made huge, a field or an item deleted or duplicated, a card
code changed, two items (moves, say) swapped, a value nested deep, or the text truncated. The
text goes through ``storage.load``; one change in eleven is a plausible one (another
language, level or hand seed) that a loader may accept. A session that loads is played to the
end of its series by fast computer players (the person's seat plays a random legal action),
its result and table presented at every step.

``tests/app/test_save_fuzz.py`` runs a seeded slice; ``measure/fuzz_saves.py`` a long run.
"""

from __future__ import annotations

import copy
import json
import random
import traceback
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from briscola.app.game.session import Session
from briscola.app.saved.storage import MemoryStore, Namespace, backups, load
from briscola.app.screens.result import present_result
from briscola.app.screens.table import present_table
from briscola.engine.cards import FULL_DECK
from briscola.engine.jsonio import same_json
from briscola.engine.variants import DECK_SIZES, offered
from briscola.setup.settings import COMPUTER_SEATS, Settings

NS = Namespace("/")
NOW = 1_700_000_000_000.0
FAST = ("random", "greedy")
MAX_ACTIONS = 3_000
"""More actions than any series of five hands needs: a series not over by then is stuck."""
CODES = [card.code for card in FULL_DECK]

Path = tuple[Any, ...]


class Case(NamedTuple):
    """One mutated save: its text and what was changed."""

    text: str
    changes: list[str]


def random_settings(rng: random.Random) -> Settings:
    """A table the start screen can set up, with fast computer players."""
    players = rng.randint(2, 6)
    deck = rng.choice(DECK_SIZES[players])
    variant = rng.choice(offered(players, deck))
    return Settings(
        players=players,
        deck=deck,
        variant=variant,
        best_of=rng.choice((1, 3, 5)),
        swap_seven=rng.random() < 0.7,
        same_dealer_after_tie=rng.random() < 0.5,
        cappotto_double=rng.random() < 0.5,
        follow_suit=variant == "briscolone" and rng.random() < 0.5,
        signals=players in (4, 6) and rng.random() < 0.5,
        levels=tuple(rng.choice(FAST) for _ in range(COMPUTER_SEATS)),
    )


def step(session: Session, rng: random.Random) -> None:
    """One action: the person's random legal action, a computer's move, or the next hand."""
    phase = session.phase
    if phase == "human":
        session.act(rng.choice(session.view().legal_actions()))
    elif phase == "computer":
        session.play_computer()
    elif phase == "hand-over":
        session.next_hand(rng)


def saved_session(rng: random.Random) -> dict[str, Any]:
    """A session stopped at a random point: a random number of actions into its series."""
    session = Session.new(random_settings(rng), rng)
    for _ in range(rng.choice((0, 1, 3, 10, 25, 40, 60, 90))):
        if session.phase == "series-over":
            break
        step(session, rng)
    return session.to_json()


def paths(value: Any, path: Path = ()) -> list[Path]:
    """Every path to a value inside ``value`` (itself first)."""
    found = [path]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += paths(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += paths(inner, (*path, index))
    return found


def get(root: Any, path: Path) -> Any:
    for part in path:
        root = root[part]
    return root


def put(root: Any, path: Path, value: Any) -> Any:
    """``root`` with the value at ``path`` replaced (the root itself for an empty path)."""
    if not path:
        return value
    get(root, path[:-1])[path[-1]] = value
    return root


def swap_type(value: Any, rng: random.Random) -> Any:
    choices: list[Any] = [True, False, None, "1", "x", 1.0, 0.5, [], {}]
    if type(value) is int:
        choices += [bool(value), float(value), str(value)]
    elif isinstance(value, bool):
        choices += [int(value), float(value)]
    elif isinstance(value, str):
        choices += [[value], {"code": value}]
    elif isinstance(value, list):
        choices += [tuple(value) and value[0], len(value)]
    return rng.choice(choices)


def change_range(value: Any, rng: random.Random) -> Any:
    if type(value) is int:
        return rng.choice(
            (value + 1, value - 1, -value, value + rng.randint(2, 9), -1, 6, 7, 121, 2**31)
        )
    return rng.choice((-1, 0, 1, 2, 5, 6, 7, 61, 120, 121))


def huge(value: Any, rng: random.Random) -> Any:
    return rng.choice((10**30, -(10**30), 2**63, 2**64, 1e308, -1e308, 10**400 // 10**390))


def card_change(value: Any, rng: random.Random) -> Any:
    if isinstance(value, str) and value in CODES:
        return rng.choice((*rng.sample(CODES, 3), value.lower(), value[::-1], value + "D", "ZZ"))
    return rng.choice(CODES)


def nest(value: Any, rng: random.Random) -> Any:
    for _ in range(rng.choice((2, 10, 40))):
        value = [value]
    return value


VALUE_CHANGES: dict[str, Callable[[Any, random.Random], Any]] = {
    "type": swap_type,
    "range": change_range,
    "huge": huge,
    "card": card_change,
    "nest": nest,
}


def plausible(data: Any, rng: random.Random) -> str:
    """A change a loader may well accept: another language, level or display choice, another
    hand seed; or a look-alike value it must refuse."""
    settings = data.get("settings") if isinstance(data, dict) else None
    if not isinstance(settings, dict):
        return "plausible (no settings left to change)"
    name, choices = rng.choice(
        (
            ("language", ("it", "en", "de", "fr", "IT")),
            ("show_points", (True, False, 1)),
            ("clockwise", (True, False, "true")),
            ("levels", (["random"] * 5, ["greedy"] * 3, ["greedy"] * 6, ["fast"] * 5)),
            ("hand_seed", (0, 1, 2**31 - 1, 2**62, 2**63, -5)),
        )
    )
    target = data if name == "hand_seed" else settings
    value = rng.choice([c for c in choices if not same_json(c, target.get(name))])
    target[name] = value
    return f"plausible {name}={value!r}"


def mutate_tree(data: Any, rng: random.Random) -> str:
    """Change ``data`` in place once; says what was done."""
    all_paths = paths(data)
    kind = rng.choice(
        (*VALUE_CHANGES, "delete", "duplicate", "reorder", "type", "range", "card", "plausible")
    )
    if kind == "plausible":
        return plausible(data, rng)
    if kind == "card":
        cards = [p for p in all_paths if isinstance(get(data, p), str) and get(data, p) in CODES]
        all_paths = cards or all_paths
    if kind in ("range", "huge"):
        numbers = [p for p in all_paths if type(get(data, p)) in (int, bool)]
        all_paths = numbers or all_paths
    if kind in ("delete", "duplicate", "reorder"):
        containers = [
            p for p in all_paths if isinstance(get(data, p), (dict, list)) and get(data, p)
        ]
        if not containers:
            kind = "type"
        else:
            path = rng.choice(containers)
            box = get(data, path)
            keys = list(box) if isinstance(box, dict) else list(range(len(box)))
            first = rng.choice(keys)
            if kind == "delete":
                del box[first]
            elif kind == "duplicate":
                if isinstance(box, dict):
                    box[f"{first}_copy" if rng.random() < 0.5 else rng.choice(keys)] = (
                        copy.deepcopy(box[first])
                    )
                else:
                    box.insert(rng.randrange(len(box) + 1), copy.deepcopy(box[first]))
            else:
                second = rng.choice(keys)
                box[first], box[second] = box[second], box[first]
            return f"{kind} {_show(path)}[{first!r}]"
    path = rng.choice(all_paths[1:] or all_paths)
    before = get(data, path)
    for _ in range(10):  # a change, not the same value drawn again
        after = VALUE_CHANGES[kind](before, rng)
        if not same_json(after, before):
            break
    put(data, path, after)
    return f"{kind} {_show(path)}"


def _show(path: Path) -> str:
    return "/".join(str(part) for part in path) or "(root)"


def make_case(rng: random.Random) -> Case:
    """A saved session changed one to three times."""
    data = saved_session(rng)
    changes = []
    text: str | None = None
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        roll = rng.random()
        if roll < 0.06:
            text = json.dumps(data)
            cut = rng.randrange(len(text))
            text = text[:cut]
            changes.append(f"truncate at {cut}")
            break
        if roll < 0.09:
            levels = rng.choice((40, 5_000, 100_000))
            text = "[" * levels + json.dumps(data) + "]" * levels
            changes.append(f"nest the whole save {levels} deep")
            break
        for _ in range(20):  # a change that leaves the save as it was is drawn again
            before = copy.deepcopy(data)
            change = mutate_tree(data, rng)
            if not same_json(data, before):
                break
        changes.append(change)
    if text is None:
        text = json.dumps(data)
    return Case(text, changes)


def play_to_the_end(session: Session, rng: random.Random) -> None:
    """Play the series out, presenting the table and the result at every step."""
    for _ in range(MAX_ACTIONS):
        phase = session.phase
        if phase in ("hand-over", "series-over"):
            present_result(session, "it")
        else:
            present_table(session, "en", hold_trick=False, following=False, refusal="")
        if phase == "series-over":
            return
        step(session, rng)
    raise RuntimeError(f"the series was not over after {MAX_ACTIONS} actions")


def run_case(case: Case, rng: random.Random) -> str:
    """``refused`` (the text kept as a backup), ``played`` or ``crash: …``."""
    store = MemoryStore({NS.key("session"): case.text})
    try:
        loaded = load(store, NS, NOW)
    except Exception as error:
        return f"crash: load raised {type(error).__name__}: {str(error)[:120]}"
    if loaded.session is None:
        kept = [b.text for b in backups(store, NS) if b.kind == "session"]
        if loaded.problems != ["session"] or kept != [case.text]:
            return "crash: refused without a backup"
        return "refused"
    try:
        play_to_the_end(loaded.session, rng)
    except Exception as error:
        where = traceback.extract_tb(error.__traceback__)[-1]
        return (
            f"crash: {type(error).__name__}: {str(error)[:120]}"
            f" ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"
        )
    return "played"


def run(
    cases: int, seed: int, by_change: Counter[tuple[str, str]] | None = None
) -> tuple[Counter[str], list[tuple[int, Case, str]]]:
    """Counts of each result over ``cases`` cases, and the crashes (case number, case,
    result); ``by_change`` counts (change, result) for each change made. Case ``n`` depends
    only on ``seed`` and ``n``."""
    counts: Counter[str] = Counter()
    crashes: list[tuple[int, Case, str]] = []
    for number in range(cases):
        rng = random.Random(f"{seed}:{number}")
        case = make_case(rng)
        result = run_case(case, rng)
        outcome = "crash" if result.startswith("crash") else result
        counts[outcome] += 1
        if by_change is not None:
            for change in case.changes:
                by_change[change.split(" ", 1)[0], outcome] += 1
        if outcome == "crash":
            crashes.append((number, case, result))
    return counts, crashes
