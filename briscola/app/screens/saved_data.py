"""What the saved-data panel shows: the backups to restore, the last action's result,
whether this tab may change anything (a tab that only follows another one may not), and
whether the browser keeps the data."""

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
    kept: str = ""
    """Whether the browser keeps the data, and where it may not, the reminder to download a
    copy."""
    kept_ok: bool = False
    """The browser said it keeps the data."""


def present_saved_data(
    infos: Sequence[BackupInfo],
    lang: str,
    when: Callable[[int], str],
    result: str = "",
    ok: bool = True,
    following: bool = False,
    erased: bool = False,
    persisted: bool | None = None,
) -> SavedDataModel:
    """The panel's model; ``when`` writes a time (ms since the epoch) for people;
    ``persisted`` is what the browser said of keeping the storage (None: nothing).

    >>> info = BackupInfo("stats", 2, 1000, "unreadable", 40)
    >>> model = present_saved_data([info], "en", lambda ms: f"t{ms}")
    >>> model.rows[0].restore_label, model.rows[0].arg, model.can_write
    ('Restore Statistics of t1000', 'stats:2', True)
    >>> present_saved_data([], "en", str, persisted=True).kept[:30]
    'Your browser keeps this data: '
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
    kept = {True: "yes", False: "no", None: "unknown"}[persisted]
    return SavedDataModel(
        rows, result, ok, not following, erased, text(lang, f"data.kept.{kept}"), persisted is True
    )
