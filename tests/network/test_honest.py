"""Any honest table plays to the end and verifies, with the same outcome on every page: every
table and variant, any dealer, any order the pages take their messages in, computer seats on
the host's page; and the outcome is the engine's on the real deal."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola.engine.actions import DECLARE
from briscola.engine.rules import PRESETS, Rules
from briscola.network.events import Refused, Stopped, Verified
from briscola.network.group import GROUPS
from briscola.network.layout import hand_from_cards
from briscola.network.loopback import Loopback
from briscola.network.verify import real_deal, secrets_of
from tests.support.network import make_tables, random_player
from tests.support.properties import PROPERTY

NAMES = sorted(PRESETS)


def finish(loop: Loopback, seed: int, shuffled: bool = True) -> None:
    """Play the hand out with random moves, the pages taking turns in a random order."""
    rng = random.Random(seed)
    loop.run(random_player(seed), (lambda n: rng.randrange(n)) if shuffled else None)


def assert_verified(loop: Loopback) -> None:
    """Every page verified the same outcome, refused nothing and stopped nothing."""
    verdicts = [table.verdict for table in loop.tables]
    assert all(isinstance(v, Verified) for v in verdicts), verdicts
    assert len({repr(v) for v in verdicts}) == 1
    for events in loop.events:
        assert not [e for e in events if isinstance(e, (Refused, Stopped))]
    host = loop.tables[0]
    secrets = {seat: secrets_of(reveal) for seat, reveal in host.reveals.items()}
    state = hand_from_cards(host.rules, host.setup.dealer, real_deal(host.book, secrets))
    for seat, action in host.hand.moves:
        state.apply(action, seat)
    assert isinstance(verdicts[0], Verified) and verdicts[0].outcome == state.outcome()


@PROPERTY
@given(name=st.sampled_from(NAMES), seed=st.integers(0, 10_000))
def test_any_honest_table_verifies_with_one_outcome(name: str, seed: int) -> None:
    rules = PRESETS[name]
    loop = make_tables(rules, seed=seed, dealer=seed % rules.players)
    finish(loop, seed)
    assert_verified(loop)


@pytest.mark.parametrize("name", NAMES)
def test_every_table_and_variant_verifies(name: str) -> None:
    rules = PRESETS[name]
    loop = make_tables(rules, seed=7, dealer=rules.players - 1)
    finish(loop, 7, shuffled=False)
    assert_verified(loop)


@pytest.mark.parametrize(
    ("rules", "computers"),
    [(Rules.for_table(4), (1, 2)), (Rules.for_table(5), (2, 3, 4)), (Rules.for_table(6), (1, 3))],
    ids=["pairs-two-computers", "chiamata-three-computers", "teams-two-computers"],
)
def test_computer_seats_on_the_host_page(rules: Rules, computers: tuple[int, ...]) -> None:
    loop = make_tables(rules, seed=3, computers=computers)
    assert set(loop.tables[0].local_seats) == {0, *computers}
    finish(loop, 3)
    assert_verified(loop)


def test_a_hand_in_the_real_group() -> None:
    """The production group (RFC 3526's 1536-bit MODP): the whole deal, a few tricks, a
    declaration of Briscola a 31 that ends the hand, the keys revealed and checked."""
    loop = make_tables(Rules.for_table(2, variant="a-31"), seed=1, group=GROUPS["modp1536"])
    moves = iter(range(100))
    plays = random.Random(1)
    loop.run(lambda view: DECLARE if next(moves) == 6 else plays.choice(view.legal[:-1]))
    assert_verified(loop)
    assert loop.tables[0].group.name == "modp1536"
    assert len(loop.tables[0].hand.moves) == 7


def test_each_page_sees_only_its_own_cards_until_they_are_played() -> None:
    loop = make_tables(Rules.for_table(3), seed=5)
    for page in range(3):
        while loop.deliver(page):
            pass
    while any(loop.deliver(page) for page in range(3)):
        pass
    for page, table in enumerate(loop.tables):
        view = table.view(page)
        assert view is not None and len(view.hand) == 3
        others = {c for p, c in table.hand.known.items() if p not in table.hand.public}
        assert others == set(view.hand)
