"""The [files] table of pyscript.toml, generated from the briscola/ tree.

Every ``briscola/**/*.py`` but what the page never imports (``LEFT_OUT``) is listed as
``"./briscola/x.py" = "./briscola/x.py"`` (fetched from the site, written to the same path in
the browser's file system). Entries outside briscola/ are left as they are, so a page may
still list data files by hand. Every build rewrites the table of the repository's
pyscript.toml first (:func:`sync`), so adding or removing a module needs no step by hand;
``make sync-toml`` does only that.
"""

import json
import re
import tomllib
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.layout import PACKAGE, ROOT, TOML_NAME

_HEADER = re.compile(r"^\s*\[\s*files\s*\]\s*(#.*)?$")
_ANY_TABLE = re.compile(r"^\s*\[")
SYNC_COMMAND = "python scripts/build_site.py --sync-toml"
LEFT_OUT = (
    f"{PACKAGE}/__main__.py",
    f"{PACKAGE}/cli/",
    f"{PACKAGE}/ai/arena/",
    f"{PACKAGE}/ai/lab/",
    f"{PACKAGE}/puzzles/making/",
)
"""What the page never imports: the command line (``python -m briscola``), the arena and its
bot runner, the hard level's research options, and the making of the puzzle set
(``tests/site_build/test_left_out.py`` checks that the page reaches none of them)."""


def package_files(root: Path = ROOT) -> list[str]:
    """Return every .py file of the package as a sorted repo-relative POSIX path."""
    base = root / PACKAGE
    found = [
        path.relative_to(root).as_posix()
        for path in base.rglob("*.py")
        if not any(part.startswith((".", "__pycache__")) for part in path.relative_to(root).parts)
        and not path.relative_to(root).as_posix().startswith(LEFT_OUT)
    ]
    return sorted(found)


def is_managed(key: str) -> bool:
    return key.startswith(f"./{PACKAGE}/") and key.endswith(".py")


def current_files(text: str) -> dict[str, str]:
    """Return the [files] table of a pyscript.toml text ({} when it has none)."""
    try:
        table = tomllib.loads(text).get("files", {})
    except tomllib.TOMLDecodeError as exc:
        raise BuildError(f"{TOML_NAME} is not valid TOML: {exc}") from exc
    if not isinstance(table, dict):
        raise BuildError(f"{TOML_NAME}: 'files' must be a table")
    return {str(k): str(v) for k, v in table.items()}


def expected_files(text: str, root: Path = ROOT) -> dict[str, str]:
    """Return the [files] table the toml should have: hand-written extras plus the package."""
    extras = {k: v for k, v in current_files(text).items() if not is_managed(k)}
    generated = {f"./{path}": f"./{path}" for path in package_files(root)}
    return extras | generated


def _render(entries: dict[str, str]) -> list[str]:
    lines = ["[files]"]
    lines += [f"{json.dumps(k)} = {json.dumps(v)}" for k, v in sorted(entries.items())]
    return lines


def with_files(text: str, entries: dict[str, str]) -> str:
    """Return ``text`` with its [files] table replaced by ``entries`` (appended if missing)."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if _HEADER.match(line)), None)
    if start is None:
        while lines and not lines[-1].strip():
            lines.pop()
        new = [*lines, "", *_render(entries)]
    else:
        end = next(
            (i for i in range(start + 1, len(lines)) if _ANY_TABLE.match(lines[i])), len(lines)
        )
        tail = lines[end:]
        new = lines[:start] + _render(entries) + (["", *tail] if tail else [])
    result = "\n".join(new) + "\n"
    if current_files(result) != entries:
        raise BuildError(f"internal error: rewriting the [files] table of {TOML_NAME} failed")
    return result


def sync(toml: Path, root: Path = ROOT) -> bool:
    """Rewrite the [files] table of ``toml`` from the tree; return True if the file changed."""
    text = toml.read_text(encoding="utf-8")
    new = with_files(text, expected_files(text, root))
    if new == text:
        return False
    toml.write_text(new, encoding="utf-8")
    return True


def check(toml: Path, root: Path = ROOT) -> None:
    """Raise BuildError, naming the differences, if the [files] table does not match the tree."""
    text = toml.read_text(encoding="utf-8")
    have, want = current_files(text), expected_files(text, root)
    if have == want:
        return
    missing = sorted(set(want) - set(have))
    extra = sorted(set(have) - set(want))
    wrong = sorted(k for k in set(have) & set(want) if have[k] != want[k])
    parts = [
        f"{label}: {', '.join(keys)}"
        for label, keys in (("missing", missing), ("no such file", extra), ("wrong target", wrong))
        if keys
    ]
    raise BuildError(
        f"{toml.name} [files] is out of date ({'; '.join(parts)}).\n"
        f"Run `{SYNC_COMMAND}` and commit the result."
    )
