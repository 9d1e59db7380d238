"""A table over the network with no server: the mental-poker deal, every page refereeing with
the engine, signed messages, snapshots to resume from (docs/network-table.md). Plain Python:
the page carries the messages."""

from __future__ import annotations

from briscola.network.events import (
    CardsSeen,
    Dealt,
    Event,
    Moved,
    Outgoing,
    Output,
    Refused,
    Stopped,
    Verified,
)
from briscola.network.group import DEFAULT_GROUP, GROUPS, Group
from briscola.network.identity import Identity, PublicKey
from briscola.network.randomness import Randomness, SystemRandomness
from briscola.network.reasons import Refusal
from briscola.network.table import Table
from briscola.network.table_setup import SeatSetup, SetupError, TableSetup

__all__ = [
    "DEFAULT_GROUP",
    "GROUPS",
    "CardsSeen",
    "Dealt",
    "Event",
    "Group",
    "Identity",
    "Moved",
    "Outgoing",
    "Output",
    "PublicKey",
    "Randomness",
    "Refusal",
    "Refused",
    "SeatSetup",
    "SetupError",
    "Stopped",
    "SystemRandomness",
    "Table",
    "TableSetup",
    "Verified",
]
