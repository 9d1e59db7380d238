"""The computer players are registered under exactly the names the page and settings use."""

from briscola.ai import LEVELS as AI_LEVELS
from briscola.ai import PLAYERS, make_player
from briscola.setup.levels import BEST, DEFAULT_LEVEL, LEVELS, PLAYER_NAMES


def test_the_ai_registers_exactly_the_named_players() -> None:
    assert tuple(PLAYERS) == PLAYER_NAMES
    assert AI_LEVELS is LEVELS and set(LEVELS) <= set(PLAYER_NAMES)
    assert DEFAULT_LEVEL in LEVELS and BEST in LEVELS
    for name in PLAYER_NAMES:
        assert make_player(name).name == name


def test_the_names_load_without_the_players() -> None:
    import subprocess
    import sys

    code = (
        "import sys, briscola.app.screens.start; "
        "print(sorted(m for m in sys.modules if m.startswith('briscola.ai')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
