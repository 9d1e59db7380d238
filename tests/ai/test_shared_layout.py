"""The network's inputs and outputs have one definition, ``briscola/ai/learned/encoding.py``:
the training pipeline (``training/``) imports its layout and takes the cards' ranks and
points from the engine, defining none of its own. Read from the sources, so that this runs
without the ``train`` extra (``tests/training/test_encoding.py`` checks, with NumPy, that
both encoders give the same inputs)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from briscola.ai.learned import encoding
from briscola.engine.cards import FULL_DECK, RANKS, SUITS
from tests.support.import_graph import imports

ROOT = Path(__file__).resolve().parents[2]
TRAINING = ROOT / "training"
LAYOUT = {
    name
    for name, value in vars(encoding).items()
    if name.isupper() and not name.startswith("_") and isinstance(value, int | tuple | str)
}
"""The public constants of the encoding: the layout, the outputs, the canonical order."""


def module_constants(source: str) -> dict[str, ast.expr]:
    """The module-level assignments of ``source``: name → the value assigned."""
    found: dict[str, ast.expr] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
            found[node.target.id] = node.value
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node.value
    return found


def number_tables(source: str, longest: int = len(RANKS)) -> list[int]:
    """The lines of ``source`` holding a tuple or list of at least ``longest`` numbers written
    out (a copied table of ranks, points or indexes)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Tuple | ast.List) and len(node.elts) >= longest:
            numbers = [
                e
                for e in node.elts
                if isinstance(e, ast.Constant) and type(e.value) in (int, float)
            ]
            if len(numbers) == len(node.elts):
                found.append(node.lineno)
    return found


def card_arithmetic(source: str) -> list[int]:
    """The lines of ``source`` that work out a card's suit or rank with the literal 10 or 4
    (``card // 10``, ``% 4``, ``suit * 10``): the canonical order computed again."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.FloorDiv | ast.Mod | ast.Mult)
            and isinstance(node.right, ast.Constant)
            and node.right.value in (len(RANKS), len(SUITS))
            and not (isinstance(node.left, ast.Name) and node.left.id == "size")
        ):
            found.append(node.lineno)
    return found


SOURCES = sorted(TRAINING.glob("*.py"))


def test_the_layout_is_what_the_network_reads() -> None:
    blocks = [encoding.HAND, encoding.GONE, encoding.LED, encoding.FACE_UP, encoding.KNOWN]
    assert blocks == [i * len(FULL_DECK) for i in range(5)]
    numbers = [encoding.POINTS, encoding.LEFT, encoding.SWAP_RULE, encoding.LEADS]
    assert numbers == [200, 202, 203, 204] and encoding.SIZE == 205
    assert encoding.OUTPUTS == 41 and encoding.SWAP_MOVE == 40 and encoding.STOCK == 34
    for trump, order in enumerate(encoding.CANONICAL):
        assert sorted(order) == list(range(40))
        assert [order[c.index] // 10 for c in FULL_DECK if c.suit == SUITS[trump]] == [0] * 10


def test_the_checks_find_a_copy() -> None:
    copied = "STRENGTH = (10, 1, 9, 2, 3, 4, 5, 6, 7, 8)\nSIZE: int = 205\nx = (c // 10 - t) % 4\n"
    assert "SIZE" in module_constants(copied)
    assert number_tables(copied) == [1]
    assert card_arithmetic(copied) == [3, 3]
    assert card_arithmetic("held = order[: size // 10]\n") == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_training_defines_no_layout_or_table_of_its_own(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert sorted(LAYOUT & set(module_constants(source))) == []
    assert number_tables(source) == []
    assert card_arithmetic(source) == []


def test_the_batched_encoder_imports_the_layout() -> None:
    source = (TRAINING / "features.py").read_text(encoding="utf-8")
    taken = {
        name for module, names in imports(source) for name in names if module == encoding.__name__
    }
    assert {"SIZE", "HAND", "GONE", "LED", "FACE_UP", "KNOWN", "POINTS", "LEFT"} <= taken
    assert {"SWAP_RULE", "LEADS", "CANONICAL", "SWAP_MOVE"} <= taken
