"""What the saved-data panel shows: the backups to restore, the last action's result, and
whether this tab may change anything (a tab that only follows another one may not)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from briscola.app.saved.data_file import BackupInfo
from briscola.engine.tuples import NamedTuple
from briscola.i18n import text


class BackupRow(NamedTuple):
    """One backup in the list: what it holds, when it was made, and its restore button."""

    what: str
    time: str
    restore_label: str
    arg: str
    """``kind:slot``, the restore command's argument."""


class SavedDataModel(NamedTuple):
    """The whole panel."""

    rows: tuple[BackupRow, ...]
    result: str
    """The last action's result (empty before the first)."""
    ok: bool
    can_write: bool
    erased: bool
    """True once everything was erased: the panel then offers the erased data's download."""


def present_saved_data(
    infos: Sequence[BackupInfo],
    lang: str,
    when: Callable[[int], str],
    result: str = "",
    ok: bool = True,
    following: bool = False,
    erased: bool = False,
) -> SavedDataModel:
    """The panel's model; ``when`` writes a time (ms since the epoch) for people.

    >>> info = BackupInfo("stats", 2, 1000, "unreadable", 40)
    >>> model = present_saved_data([info], "en", lambda ms: f"t{ms}")
    >>> model.rows[0].restore_label, model.rows[0].arg, model.can_write
    ('Restore Statistics of t1000', 'stats:2', True)
    """
    ordered = sorted(infos, key=lambda b: (b.kind, -b.slot))  # newest first within a kind
    rows = tuple(
        BackupRow(
            what=(what := text(lang, f"data.kind.{info.kind}")),
            time=(time := when(info.time)),
            restore_label=text(lang, "data.restore_label", what=what, time=time),
            arg=f"{info.kind}:{info.slot}",
        )
        for info in ordered
    )
    return SavedDataModel(rows, result, ok, not following, erased)
