"""The saved-data panel's actions: download, import, restore, erase (see briscola.app.saved_data).

The panel only changes the store; the game reloads its settings, statistics and session
from it afterwards (the panel's methods say whether anything changed).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from briscola.app import saved_data
from briscola.app.i18n import text
from briscola.app.saved_view import import_result, parse_restore_arg, present_saved_data
from briscola.app.storage import KeyValueStore
from briscola.errors import InvalidStateError
from briscola.jsonio import shorten
from briscola.ui import browser
from briscola.ui.browser import JsObject
from briscola.ui.markup.saved_data import saved_data as saved_data_html


class SavedPanel:
    """What the panel shows and does for one site's saved data."""

    def __init__(self, store: KeyValueStore, site: str) -> None:
        self.store = store
        self.site = site
        self.open = False
        self.result: Callable[[str], str] = _nothing
        """The last action's result in a language, read out by the panel's status line."""
        self.ok = True
        self.erased = ""
        """The export taken just before an erase: the only copy left, offered for download."""

    def show(self) -> None:
        """Open the panel afresh."""
        self.open = True
        self.result, self.ok = _nothing, True

    def html(self, lang: str, following: bool) -> str:
        """The panel as it is now."""
        infos = saved_data.backups(self.store, self.site)
        model = present_saved_data(
            infos,
            lang,
            lambda ms: browser.local_time(ms, lang),
            self.result(lang),
            self.ok,
            following,
            bool(self.erased),
        )
        return saved_data_html(model, lang)

    def download(self) -> None:
        """Offer every key of the site as one file."""
        now = browser.now_ms()
        _offer(saved_data.export_all(self.store, self.site, now))

    def download_erased(self) -> None:
        """Offer the data as it was just before the erase."""
        if self.erased:
            _offer(self.erased)

    def restore(self, arg: str | None) -> bool:
        """Put a backup (``kind:slot``) back in use; True if the store changed."""
        parsed = parse_restore_arg(arg)
        if parsed is None:
            return False
        kind, slot = parsed
        try:
            saved_data.restore(self.store, self.site, kind, slot, browser.now_ms())
        except InvalidStateError as error:
            reason = shorten(str(error), 150)
            self._say(lambda lang: text(lang, "data.restore_failed", reason=reason), False)
            return False
        self._say(lambda lang: text(lang, "data.restored", what=text(lang, f"data.kind.{kind}")))
        return True

    def erase(self) -> bool:
        """Remove every value and backup of the site (keeping their export to download)."""
        self.erased = saved_data.erase(self.store, self.site, browser.now_ms())
        self._say(lambda lang: text(lang, "data.erased"))
        return True

    async def import_file(self, field: JsObject) -> bool:
        """Take in the file chosen in ``field``; True if the store changed."""
        limit = saved_data.MAX_FILE_CHARS * 4  # UTF-8 bytes of the longest file read
        content = await browser.file_text(field, limit)
        field.value = ""  # choosing the same file again is a new change
        if content is None:
            self._say(_import_failed(None), False)
            return False
        try:
            report = saved_data.import_all(self.store, self.site, content, browser.now_ms())
        except InvalidStateError as error:
            self._say(_import_failed(shorten(str(error), 150)), False)
            return False
        say, ok = import_result(report)
        self._say(say, ok)
        return ok

    def _say(self, say: Callable[[str], str], ok: bool = True) -> None:
        self.result, self.ok = say, ok


def _nothing(_lang: str) -> str:
    return ""


def _import_failed(reason: str | None) -> Callable[[str], str]:
    def say(lang: str) -> str:
        why = reason if reason is not None else text(lang, "data.import_empty")
        return text(lang, "data.import_failed", reason=why)

    return say


def _offer(content: str) -> None:
    stamp = time.strftime("%Y-%m-%d", time.gmtime(browser.now_ms() / 1000))
    browser.download(f"briscola-saved-data-{stamp}.json", content)
