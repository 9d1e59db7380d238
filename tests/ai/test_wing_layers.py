"""The computer players' parts import only downward (docs/ai.md): the kernel, then the
reading, then the searches, then the levels; the learned network, the research options and
the arena on top."""

from __future__ import annotations

from pathlib import Path

import briscola.ai
from tests.support.import_graph import imports

WING = Path(briscola.ai.__file__).parent
ALLOWED = {
    "kernel": {"kernel"},
    "reading": {"kernel", "reading"},
    "search": {"kernel", "reading", "search"},
    "levels": {"kernel", "reading", "search", "levels"},
    "learned": {"kernel", "reading", "search", "levels", "learned"},
    "lab": {"kernel", "reading", "search", "levels", "learned", "lab"},
    "arena": {"", "kernel", "reading", "search", "levels", "learned", "lab", "arena"},
    "": {"levels", "learned"},
}
"""Each part's allowed parts ("": the package ``briscola.ai`` itself, its public names)."""


def part_of(module: str) -> str:
    """``briscola.ai.search.gate`` → ``search``; ``briscola.ai`` → ``""``."""
    return module.split(".")[2] if module.count(".") >= 2 else ""


def wing_imports(path: Path) -> set[str]:
    """The ``briscola.ai`` modules (or packages) a file imports, anywhere in it."""
    relative = path.relative_to(WING).parent.parts if path.is_relative_to(WING) else ()
    package = ".".join(("briscola", "ai", *relative))
    found = {module for module, _ in imports(path.read_text(encoding="utf-8"), package)}
    return {n for n in found if n == "briscola.ai" or n.startswith("briscola.ai.")}


def test_every_module_is_in_a_part() -> None:
    loose = sorted(p.name for p in WING.glob("*.py") if p.name != "__init__.py")
    assert loose == []
    assert {p.name for p in WING.iterdir() if (p / "__init__.py").is_file()} == set(ALLOWED) - {""}


def test_the_parts_import_only_downward() -> None:
    offenders = {}
    for path in sorted(WING.rglob("*.py")):
        relative = path.relative_to(WING)
        part = relative.parts[0] if len(relative.parts) > 1 else ""
        wrong = sorted(m for m in wing_imports(path) if part_of(m) not in ALLOWED[part])
        if wrong:
            offenders[relative.as_posix()] = wrong
    assert offenders == {}


def test_the_checker_sees_a_wrong_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from briscola.ai.search.worlds import World\n")
    assert wing_imports(module) == {"briscola.ai.search.worlds"}
    assert part_of("briscola.ai.search.worlds") not in ALLOWED["kernel"]
    assert part_of("briscola.ai") == "" and part_of("briscola.ai.lab") == "lab"
