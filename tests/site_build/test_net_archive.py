"""The network table's code ships in an archive of its own, fetched when a network table
starts: no module the page loads with imports it, and the page knows every package the
archive adds modules to."""

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.bundle import NET_MODULES
from sitebuild.page_imports import reach
from sitebuild.snapshot_modules import ENTRY, _load_time_imports, snapshot_modules
from sitebuild.toml_files import package_files

ROOT = Path(__file__).resolve().parents[2]


def net_files() -> list[str]:
    return [rel for rel in package_files(ROOT) if rel.startswith(NET_MODULES)]


def module_of(rel: str) -> str:
    return rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def test_the_archive_holds_the_network_tables_modules() -> None:
    names = {module_of(rel) for rel in net_files()}
    assert {
        "briscola.network.table",
        "briscola.app.handlers.inviting",
        "briscola.ui.peers",
    } <= names
    assert "briscola.app.online.description" in names


def test_no_module_the_page_starts_with_imports_the_network_tables_code() -> None:
    net = {module_of(rel) for rel in net_files()}
    assert not net & set(snapshot_modules(ROOT))
    started, _ = reach(ROOT, [ENTRY], _load_time_imports)  # the bridge's modules included
    assert not net & started


def test_the_page_extends_every_package_the_archive_adds_to() -> None:
    source = (ROOT / "briscola/ui/net_code.py").read_text(encoding="utf-8")
    packages: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.AnnAssign)
            and ast.unparse(node.target) == "PACKAGES"
            and node.value is not None
        ):
            packages = set(ast.literal_eval(node.value))
    net = net_files()
    whole = {rel.rpartition("/")[0] for rel in net if rel.endswith("/__init__.py")}
    holders = set()
    for rel in net:
        folder = rel.rpartition("/")[0]
        inner = [w for w in whole if folder == w or folder.startswith(w + "/")]
        top = min(inner, key=len) if inner else None
        holders.add((top.rpartition("/")[0] if top else folder).replace("/", "."))
    assert holders <= packages
