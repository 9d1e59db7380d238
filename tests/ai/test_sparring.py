"""measure/sparring.py: skips without the sparring interpreter, builds the arena's match."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.benchmark_scripts import load_script


def load() -> ModuleType:
    return load_script("measure/sparring.py", "sparring")


def test_skips_with_a_message_when_the_interpreter_is_absent(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    sparring = load()
    monkeypatch.delenv("BRISCOLA_SPARRING_PYTHON", raising=False)
    assert sparring.main(["--games", "2"]) == 0
    assert "skipped: no sparring interpreter" in capsys.readouterr().out
    assert sparring.main(["--python", str(tmp_path / "no-python")]) == 0
    assert "does not exist" in capsys.readouterr().out
    python = tmp_path / "python"
    python.write_text("")
    assert sparring.main(["--python", str(python), "--sparring", str(tmp_path)]) == 0
    assert "no BriscolaBot-v3 at" in capsys.readouterr().out


def test_the_match_is_two_players_swap_off_and_hard_takes_its_options() -> None:
    sparring = load()
    args = sparring.argparse.Namespace(
        games=20, seed=3, jobs=1, hard=["samples=600"], log_dir="logs"
    )
    hard = sparring.arena_command("hard", "PY bot.py", args)
    assert hard[hard.index("arena") + 1 :][:3] == ["hard", "bot", "--no-swap"]
    assert "--players" not in hard and "--preset" not in hard
    assert hard[hard.index("--hard") + 1] == "samples=600"
    assert hard[hard.index("--bot") + 1] == "PY bot.py"
    assert hard[hard.index("--log") + 1] == str(Path("logs") / "hard.log")
    assert "--hard" not in sparring.arena_command("greedy", "PY bot.py", args)


def test_a_row_gives_games_score_and_interval() -> None:
    sparring = load()
    data = {
        "games": 2000,
        "score": 0.4736,
        "ci95": 0.0212,
        "wins": 940,
        "draws": 14,
        "losses": 1046,
        "mean_points": [58.1, 61.9],
        "move_time_a": {"median": 0.07, "p95": 0.132, "moves": 40000},
    }
    assert sparring.row("hard", data) == (
        "| hard | 2,000 | 0.474 ± 0.021 | 940/14/1046 | 58.1–61.9 | 70.0 / 132.0 ms |"
    )
