"""The Python package PyScript embeds in its core bundle, read out so the build can compile it.

At every boot PyScript writes its own ``pyscript`` package (``__init__.py``, ``context.py``,
``display.py`` ...) into the browser's file system from string literals in its JavaScript, and
imports it before the page's script runs: the interpreter compiles those sources each time.
The build reads the same strings here, compiles them with Pyodide's Python and ships the
``.pyc`` files in ``__pycache__`` beside where PyScript will write the sources, as unchecked
hash-based ``.pyc`` files that Python loads without looking at the sources again.

The bundle holds a call like ``w(".", {pyscript: {"__init__.py": "...", ...}})``: a JavaScript
object literal of folders and file contents. Its strings use only escapes that mean the same in
Python (``\\n``, ``\\t``, ``\\"``, ``\\'``, ``\\\\``, ``\\uXXXX``), so each is read with
``ast.literal_eval``. A bundle in another shape raises ``BuildError``: the build then fails
instead of shipping stale bytecode.
"""

import ast
import re

from sitebuild.errors import BuildError

PACKAGE = "pyscript"
_START = re.compile(r'\("\.",\{' + PACKAGE + r":\{")
_KEY = re.compile(r'"((?:[^"\\]|\\.)*)"|([A-Za-z_$][\w$]*)')
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_Tree = dict[str, "str | _Tree"]


def _string(body: str) -> str:
    value = ast.literal_eval(f'"{body}"')
    if not isinstance(value, str):  # pragma: no cover - a double-quoted literal is a str
        raise BuildError("unexpected literal in PyScript's bundle")
    return value


def _object(text: str, at: int) -> tuple[_Tree, int]:
    """Parse the object literal starting at ``text[at] == "{"``; return it and the end."""
    tree: _Tree = {}
    at += 1
    while text[at] != "}":
        key = _KEY.match(text, at)
        if key is None or text[key.end()] != ":":
            raise BuildError(f"cannot read PyScript's bundle near {text[at : at + 40]!r}")
        name = _string(key.group(1)) if key.group(1) is not None else key.group(2)
        at = key.end() + 1
        if text[at] == "{":
            tree[name], at = _object(text, at)
        else:
            value = _STRING.match(text, at)
            if value is None:
                raise BuildError(f"cannot read PyScript's bundle near {text[at : at + 40]!r}")
            tree[name], at = _string(value.group(1)), value.end()
        if text[at] == ",":
            at += 1
    return tree, at + 1


def _files(tree: _Tree, prefix: str) -> dict[str, str]:
    files: dict[str, str] = {}
    for name, value in tree.items():
        if isinstance(value, str):
            files[prefix + name] = value
        else:
            files.update(_files(value, f"{prefix}{name}/"))
    return files


def embedded_python(core_bundle: str) -> dict[str, str]:
    """Map ``pyscript/<file>.py`` paths to the sources PyScript writes at boot.

    >>> embedded_python('x;w(".",{pyscript:{"__init__.py":"import js\\\\nX=\\'a\\'"}}),y')
    {'pyscript/__init__.py': "import js\\nX='a'"}
    """
    found = [m.start() for m in _START.finditer(core_bundle)]
    if len(found) != 1:
        raise BuildError(f"expected PyScript's embedded package once in its bundle, found {found}")
    tree, _end = _object(core_bundle, found[0] + len('(".",'))
    files = _files(tree, "")
    if f"{PACKAGE}/__init__.py" not in files:
        raise BuildError("PyScript's bundle embeds no pyscript/__init__.py")
    return files
