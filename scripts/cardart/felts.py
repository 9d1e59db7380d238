"""The table's felts: the two stops of each felt's gradient (``--felt`` in the middle,
``--felt-dark`` at the rim), and the inks the table writes on the felt. The first felt is the
page's own (``index.html``'s ``:root``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Felt:
    """A felt: its id, its Italian name, its middle and rim colours."""

    ident: str
    name: str
    middle: str
    rim: str


FELTS: dict[str, Felt] = {
    felt.ident: felt
    for felt in (
        Felt("verde", "Verde", "#0f6a37", "#08451f"),
        Felt("blu", "Blu", "#164a7e", "#0a2848"),
        Felt("bordeaux", "Bordeaux", "#7b2032", "#480e1b"),
        Felt("antracite", "Antracite", "#3c4249", "#1f2327"),
    )
}
DEFAULT = "verde"

TEXT_INK = "#f6f1e3"
"""The table's text (``--ink``)."""
GOLD = "#e3b75a"
"""Names, points and captions set off in gold (``--gold``)."""
TURN = "#ffd34d"
"""The ring round the seat whose turn it is and round a focused control (``--turn``,
``--focus``): a mark, not text."""
