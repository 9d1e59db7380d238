"""Sessions brought to chosen moments of a game and played to chosen ends, for the
presenters', the controller's and the storage's tests."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator

from briscola.app.game.session import Session
from briscola.setup.settings import Settings


def quick(players: int = 2, seed: int = 7, **options: object) -> Session:
    """A session with fast computer players."""
    settings = Settings(players=players, levels=("greedy",) * 3).replace(**options)
    return Session.new(settings, seed=seed)


def step(session: Session) -> None:
    """One action: the person plays the first legal action, or the computer plays."""
    if session.phase == "human":
        session.act(session.view().legal_actions()[0])
    else:
        session.play_computer()


def moments(session: Session) -> Iterator[Session]:
    """The session before every action of its current hand, and once the hand is over."""
    while session.phase in ("human", "computer"):
        yield session
        step(session)
    yield session


def find(
    make: Callable[[int], Session], wanted: Callable[[Session], bool], tries: int = 400
) -> Session:
    """The first session (seed 0, 1, …) that reaches a moment where ``wanted`` holds."""
    for seed in range(tries):
        for moment in moments(make(seed)):
            if wanted(moment):
                return moment
    raise AssertionError("no seed reached the wanted moment")


def play_out(session: Session) -> Session:
    """Play the current hand to its end."""
    for _ in moments(session):
        pass
    return session


def replays_alike(original: Session) -> None:
    """Restore ``original`` from its JSON, play both to the end of the hand in lockstep (the
    person's first legal action, the computer's own choice) and check they stay equal."""
    restored = Session.from_json(json.loads(json.dumps(original.to_json())))
    while original.phase in ("human", "computer"):
        if original.phase == "human":
            action = original.view().legal_actions()[0]
            original.act(action)
            restored.act(action)
        else:
            assert original.play_computer() == restored.play_computer()
    assert original.to_json() == restored.to_json()


def finished(players: int, seed: int, best_of: int = 3) -> Session:
    """A series played to its end by the person's first legal actions and the computer."""
    session = quick(players, seed=seed, best_of=best_of)
    while session.phase != "series-over":
        if session.phase == "hand-over":
            session.next_hand(random.Random(seed))
        play_out(session)
    return session
