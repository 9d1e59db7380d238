"""The page's settings name the computer players without importing them."""

from briscola.ai import LEVELS as AI_LEVELS
from briscola.ai import PLAYERS
from briscola.app.settings import DEFAULT_LEVEL, LEVELS, PLAYER_NAMES


def test_the_settings_name_exactly_the_computer_players() -> None:
    assert set(PLAYER_NAMES) == set(PLAYERS)
    assert LEVELS == AI_LEVELS and DEFAULT_LEVEL in LEVELS
