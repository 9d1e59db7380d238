"""HTML of the learning aids on the table: the hint's button and its one-line reason."""

from __future__ import annotations

from briscola.app.hinting import HintBar
from briscola.ui.markup.html import attrs, esc

HINT_REASON = "hint-reason"
"""The id of the hint's reason (the hinted card is described by it)."""


def hint_bar(bar: HintBar | None) -> str:
    """The hint's button (waiting while it thinks), then the reason once found."""
    if bar is None:
        return ""
    busy = bar.busy
    waiting = "true" if busy or bar.reason else None  # thinking, or answered already
    button = (
        f'<button type="button" class="btn hint-btn"'
        f"{attrs(data_act='hint', data_focus='hint', aria_keyshortcuts='h')}"
        f"{attrs(aria_disabled=waiting, aria_busy='true' if busy else None)}>"
        f"{esc(bar.busy_label if busy else bar.label)}</button>"
    )
    reason = (
        f'<p class="hint-reason" id="{HINT_REASON}">{esc(bar.reason)}</p>' if bar.reason else ""
    )
    return button + reason
