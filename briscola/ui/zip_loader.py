"""Python's zip importer, reading each module of an archive once instead of twice.

``zipimport.zipimporter`` loads a module's code (reads it out of the archive, decompresses
and unmarshals it) when the import system makes the module's spec, to learn its file name
(``get_filename``), and loads it all again to run it (``get_code``). The site ships the game
as ``briscola.zip`` and a first visit imports about a hundred modules from it before the
first render, in WebAssembly not yet optimised, so :class:`ReadOnce` keeps the code the
first load made for the second. Importing :mod:`briscola.ui` installs it.
"""

from __future__ import annotations

import sys
import zipimport
from types import CodeType
from typing import Any

# zipimport's own loader: (code, is_package, file name). Without it (another Python),
# ReadOnce reads twice, as zipimporter does.
_module_code: Any = getattr(zipimport, "_get_module_code", None)


class ReadOnce(zipimport.zipimporter):
    """A ``zipimporter`` that hands ``get_code`` the code ``get_filename`` loaded."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self._loaded: dict[str, CodeType] = {}

    def get_filename(self, fullname: str) -> str:
        """The module's file name; its code is kept for :meth:`get_code`."""
        if _module_code is None:
            return super().get_filename(fullname)
        code, _is_package, path = _module_code(self, fullname)
        self._loaded[fullname] = code
        return str(path)

    def get_code(self, fullname: str) -> CodeType:
        """The module's code, loaded once."""
        code = self._loaded.pop(fullname, None)
        return code if code is not None else super().get_code(fullname)


def install() -> None:
    """Import from every archive with :class:`ReadOnce`, those already seen included."""
    if ReadOnce in sys.path_hooks:
        return
    sys.path_hooks.insert(0, ReadOnce)  # a path that is no archive raises: the next hook runs
    for path, finder in list(sys.path_importer_cache.items()):
        if type(finder) is zipimport.zipimporter:
            sys.path_importer_cache[path] = ReadOnce(path)
