"""Sessions brought to chosen moments of a game, for the presenters' tests."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

from briscola.app.game.session import Session
from briscola.app.saved.storage import KeyValueStore, Loaded, Namespace, backups, load
from briscola.setup.settings import Settings

NS = Namespace("/")
"""The namespace of a page served at the origin's root."""
NOW = 1_797_000_000_000.0
"""A fixed clock (ms since the epoch) for the backups' times."""


def key(kind: str) -> str:
    """The key of ``kind`` in :data:`NS`."""
    return NS.key(kind)


def load_now(store: KeyValueStore) -> Loaded:
    """``storage.load`` in :data:`NS` at :data:`NOW`."""
    return load(store, NS, NOW)


def backup_texts(store: KeyValueStore, kind: str) -> list[str]:
    """The texts of the backups of ``kind``, oldest first."""
    return [b.text for b in backups(store, NS) if b.kind == kind]


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
