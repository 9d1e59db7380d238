"""The saved-data panel's results and actions: download, import, restore, erase.

The panel only changes the store; the controller reloads its settings, statistics and
session from it afterwards (the actions say whether anything changed).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from briscola.app.saved import data_file
from briscola.app.saved.data_file import ImportReport, parse_restore_arg
from briscola.app.saved.storage import KeyValueStore
from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import shorten
from briscola.i18n import count, text

FILE_LIMIT = data_file.MAX_FILE_CHARS * 4
"""The most UTF-8 bytes of a chosen file the page reads."""


class Panel:
    """What the panel shows and does for one site's saved data."""

    def __init__(self, store: KeyValueStore, site: str) -> None:
        self.store = store
        self.site = site
        self.result: Callable[[str], str] = _nothing
        """The last action's result in a language, read out by the panel's status line."""
        self.ok = True
        self.erased = ""
        """The export taken just before an erase: the only copy left, offered for download."""

    def show(self) -> None:
        """The panel opens afresh: the last action's result is forgotten."""
        self.result, self.ok = _nothing, True

    def backups(self) -> list[data_file.BackupInfo]:
        """The backups of the site, to list."""
        return data_file.backups(self.store, self.site)

    def export(self, now: float) -> tuple[str, str]:
        """Every key of the site as one file: its name and its text."""
        return file_name(now), data_file.export_all(self.store, self.site, now)

    def restore(self, arg: str | None, now: float) -> bool:
        """Put a backup (``kind:slot``) back in use; True if the store changed."""
        parsed = parse_restore_arg(arg)
        if parsed is None:
            return False
        kind, slot = parsed
        try:
            data_file.restore(self.store, self.site, kind, slot, now)
        except InvalidStateError as error:
            reason = shorten(str(error), 150)
            self._say(lambda lang: text(lang, "data.restore_failed", reason=reason), False)
            return False
        self._say(lambda lang: text(lang, "data.restored", what=text(lang, f"data.kind.{kind}")))
        return True

    def erase(self, now: float) -> bool:
        """Remove every value and backup of the site (keeping their export to download)."""
        self.erased = data_file.erase(self.store, self.site, now)
        self._say(lambda lang: text(lang, "data.erased"))
        return True

    def take_in(self, content: str | None, now: float) -> bool:
        """Take in the text of the chosen file (None: unreadable); True if the store changed."""
        if content is None:
            self._say(_import_failed(None), False)
            return False
        try:
            report = data_file.import_all(self.store, self.site, content, now)
        except InvalidStateError as error:
            self._say(_import_failed(shorten(str(error), 150)), False)
            return False
        say, ok = import_result(report)
        self._say(say, ok)
        return ok

    def _say(self, say: Callable[[str], str], ok: bool = True) -> None:
        self.result, self.ok = say, ok


def file_name(now: float) -> str:
    """The download's name, dated."""
    stamp = time.strftime("%Y-%m-%d", time.gmtime(now / 1000))
    return f"briscola-saved-data-{stamp}.json"


def _nothing(_lang: str) -> str:
    return ""


def _import_failed(reason: str | None) -> Callable[[str], str]:
    def say(lang: str) -> str:
        why = reason if reason is not None else text(lang, "data.import_empty")
        return text(lang, "data.import_failed", reason=why)

    return say


def import_result(report: ImportReport) -> tuple[Callable[[str], str], bool]:
    """The sentence saying what an import did (in any language), and whether it took anything.

    >>> say, ok = import_result(ImportReport(["stats"], 1, [("k", "not text")]))
    >>> say("en"), ok
    ('File imported: 2 values taken from it. 1 value refused.', True)
    >>> say, ok = import_result(ImportReport([], 0, [("k", "not text")]))
    >>> say("en"), ok
    ('File not imported (not text). Nothing changed.', False)
    """
    taken = len(report.imported) + report.backups_added
    refused = report.refused

    def say(lang: str) -> str:
        if not taken:
            reason = refused[0][1] if refused else text(lang, "data.import_empty")
            return text(lang, "data.import_failed", reason=reason)
        sentence = count(lang, "data.imported", taken)
        if refused:
            sentence += " " + count(lang, "data.import_refused", len(refused))
        return sentence

    return say, taken > 0
