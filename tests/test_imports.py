"""No test module imports another test module: what tests share lives in helper modules
(``tests/support/`` and the helpers beside the tests of one layer)."""

from __future__ import annotations

from pathlib import Path

from tests.support.import_graph import imports

TESTS = Path(__file__).resolve().parent


def is_test_module(dotted: str) -> bool:
    """Whether the module ``dotted`` names is a test module (``test_*``)."""
    return dotted.rpartition(".")[2].startswith("test_")


def imported_test_modules(source: str, package: str) -> list[str]:
    """The test modules that ``source``, a module of ``package``, imports (relative imports
    resolved), in the order of the source."""
    found: list[str] = []
    for module, names in imports(source, package):
        if is_test_module(module):
            found.append(module)
        else:  # ``from tests.app import test_controller``
            found += [f"{module}.{name}" for name in names if is_test_module(name)]
    return found


def test_the_check_finds_each_form_of_import() -> None:
    source = (
        "import tests.app.test_controller\n"
        "from tests.ai.test_determinism import views\n"
        "from .test_page import axe_violations\n"
        "from ..app.test_series_end import finished\n"
        "from . import test_hint\n"
        "from .table_driver import open_fast\n"
        "from tests.support.controller import step\n"
    )
    assert imported_test_modules(source, "tests.browser") == [
        "tests.app.test_controller",
        "tests.ai.test_determinism",
        "tests.browser.test_page",
        "tests.app.test_series_end",
        "tests.browser.test_hint",
    ]


def test_no_test_module_imports_another_test_module() -> None:
    found = {}
    for path in sorted(TESTS.rglob("*.py")):
        package = ".".join(path.relative_to(TESTS.parent).parent.parts)
        imported = imported_test_modules(path.read_text(encoding="utf-8"), package)
        if imported:
            found[str(path.relative_to(TESTS.parent))] = imported
    assert found == {}
