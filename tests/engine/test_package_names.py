"""The engine package's names: each one imported from its module when first asked for."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import briscola


@pytest.mark.parametrize("name", briscola.__all__)
def test_every_exported_name_is_its_modules_object(name: str) -> None:
    homes = [home for home, names in briscola._HOMES.items() if name in names.split()]
    assert len(homes) == 1
    assert getattr(briscola, name) is getattr(importlib.import_module(homes[0]), name)


def test_the_names_are_the_exported_ones() -> None:
    listed = [name for names in briscola._HOMES.values() for name in names.split()]
    assert sorted(listed) == sorted(briscola.__all__)
    assert set(briscola.__all__) <= set(dir(briscola))
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        briscola.nothing  # noqa: B018


def test_importing_the_page_controller_leaves_the_record_module_out() -> None:
    """The page's modules (here its controller) do not load the game record's module: the
    package no longer imports every engine module when one of them is imported."""
    code = "import sys, briscola.app.controller; print('briscola.engine.record' in sys.modules)"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "False"
