"""What the site build leaves out of the page's zip (``toml_files.LEFT_OUT``: the command
line, the arena and its bot runner, the research options) is never imported by the page, so
the zip still holds every module the page needs."""

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.page_imports import _module_file, reach
from sitebuild.snapshot_modules import BY_NAME
from sitebuild.toml_files import LEFT_OUT, package_files

ROOT = Path(__file__).resolve().parents[2]


def by_name(root: Path) -> list[str]:
    """The modules ``briscola/ui/game.py`` imports by name (``LEARNING_MODULES``)."""
    tree = ast.parse((root / "briscola/ui/game.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "LEARNING_MODULES" for t in node.targets
        ):
            names = ast.literal_eval(node.value)
            assert isinstance(names, tuple)
            return [str(name) for name in names]
    raise AssertionError("briscola/ui/game.py has no LEARNING_MODULES")


def page_files(root: Path, extra: list[str]) -> set[str]:
    """The files of every briscola module the page reaches: from each module of
    ``briscola/ui``, following every import (also those inside functions), and from the
    modules it imports by name (``extra``)."""
    ui = sorted(p.stem for p in (root / "briscola/ui").glob("*.py") if p.stem != "__init__")
    seen, _ = reach(root, [*(f"briscola.ui.{stem}" for stem in ui), *extra])
    files = {_module_file(root, name) for name in seen}
    return {path.relative_to(root).as_posix() for path in files if path is not None}


def test_the_page_reaches_no_left_out_module_and_the_zip_holds_what_it_reaches() -> None:
    reached = page_files(ROOT, [*BY_NAME, *by_name(ROOT)])
    assert {"briscola/ui/main.py", "briscola/ai/levels/maestro.py"} <= reached
    assert "briscola/ai/learned/player.py" in reached  # make_player's 'net', loaded lazily
    assert sorted(f for f in reached if f.startswith(LEFT_OUT)) == []
    assert sorted(reached - set(package_files(ROOT))) == []


def test_the_zip_leaves_out_the_command_line_the_arena_and_the_lab() -> None:
    shipped = set(package_files(ROOT))
    for gone in (
        "briscola/__main__.py",
        "briscola/cli/__init__.py",
        "briscola/cli/arena.py",
        "briscola/ai/arena/match.py",
        "briscola/ai/arena/bot.py",
        "briscola/ai/lab/player.py",
    ):
        assert (ROOT / gone).is_file() and gone not in shipped
    assert {"briscola/ai/learned/network.py", "briscola/ai/search/gate.py"} <= shipped


def test_the_check_sees_a_page_module_that_reaches_a_left_out_one(tmp_path: Path) -> None:
    for rel, text in [
        ("briscola/__init__.py", ""),
        ("briscola/ui/__init__.py", ""),
        ("briscola/ui/main.py", "def later():\n    from briscola.app import tool\n"),
        ("briscola/app/__init__.py", ""),
        ("briscola/app/tool.py", "from briscola.ai.arena.match import run_match\n"),
        ("briscola/ai/__init__.py", ""),
        ("briscola/ai/arena/__init__.py", ""),
        ("briscola/ai/arena/match.py", "def run_match(): ...\n"),
        ("briscola/ai/lab/__init__.py", ""),
    ]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    reached = page_files(tmp_path, [])
    assert sorted(f for f in reached if f.startswith(LEFT_OUT)) == [
        "briscola/ai/arena/__init__.py",
        "briscola/ai/arena/match.py",
    ]
    assert "briscola/ai/lab/__init__.py" not in reached
    assert page_files(tmp_path, ["briscola.ai.lab"]) >= {"briscola/ai/lab/__init__.py"}
