"""``python -m training``: train, resume, smoke-test and time the self-play pipeline.

python -m training train RUN [--iterations N] [--hours H] [--seed S] [--games G] ...
python -m training smoke [RUN]          # a few hundred hands and a resume, in seconds
python -m training speed                # hands per second, the learner's decisions per second
python -m training export RUN OUT       # the weights for briscola.ai.learned
python -m training export RUN OUT --critic   # the privileged critic's (a leaf value)
python -m training distill-critic RUN OUT.npz [--hidden 64 32]   # a smaller critic
python -m training fork RUN NEW [--lr X] [--lr-decay D] [--entropy-weight E] [--anchor F]
python -m training snapshot RUN OUT.npz [--no-moments]   # the run in one small file
python -m training adopt OUT.npz NEW [--anchor F] [--seed S] [--critic-warmup N]
python -m training rebuild WEIGHTS OUT.npz --config C.json --curve C.jsonl --iteration I
python -m training teach DATA [--positions N] [--samples 150] [--prior-weight 0.03] [--seed S]
python -m training learn-from DATA [DATA ...] RUN_OR_WEIGHTS OUT.bin [--target soft] [-h]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

from training import ppo
from training.run import Config, Run


def _train(args: argparse.Namespace) -> int:
    folder = Path(args.run)
    config = None
    if not (folder / "config.json").exists():
        overrides = {k: v for k, v in vars(args).items() if k in Config.__dataclass_fields__}
        overrides = {k: v for k, v in overrides.items() if v is not None}
        if "hidden" in overrides:
            overrides["hidden"] = tuple(overrides["hidden"])
        config = Config(**overrides)
    run = Run(folder, config)
    print(f"run {folder}: {json.dumps(vars(run.progress))}", flush=True)
    run.train(args.iterations, args.hours * 3600, lambda line: print(line, flush=True))
    return 0


def _fork(args: argparse.Namespace) -> int:
    """A new run going on from another's checkpoint with a changed schedule."""
    from training.run import fork

    changes: dict[str, object] = {}
    for name in ("lr", "lr_decay", "lr_min", "anchor"):
        value = getattr(args, name)
        if value is not None:
            changes[name] = value
    if args.entropy_weight is not None:
        source = Run(Path(args.source))
        changes["learner"] = {**source.config.learner, "entropy_weight": args.entropy_weight}
    run = fork(Path(args.source), Path(args.run), changes)
    print(f"run {args.run}: forked at iteration {run.progress.iteration}")
    print(json.dumps(asdict(run.config)))
    return 0


def _snapshot(args: argparse.Namespace) -> int:
    """Write a run's snapshot."""
    from training.snapshot import take

    size = take(Path(args.run), Path(args.out), not args.no_moments)
    print(f"{args.out}: {size:,} bytes")
    return 0


def _adopt(args: argparse.Namespace) -> int:
    """A new run going on from a snapshot."""
    from training.snapshot import adopt

    changes = {
        name: getattr(args, name)
        for name in ("anchor", "seed", "critic_warmup")
        if getattr(args, name) is not None
    }
    run = adopt(Path(args.snapshot), Path(args.run), changes)
    print(f"run {args.run}: adopted at iteration {run.progress.iteration}")
    print(json.dumps(asdict(run.config)))
    return 0


def _rebuild(args: argparse.Namespace) -> int:
    """A snapshot of what an exported policy keeps of a run."""
    from training.run import Progress
    from training.snapshot import rebuild

    config = Config.from_json(json.loads(Path(args.config).read_text()))
    points = [json.loads(line) for line in Path(args.curve).read_text().splitlines()]
    point = next((p for p in points if p["iteration"] == args.iteration), None)
    if point is None:
        print(f"{args.curve} has no point at iteration {args.iteration}", file=sys.stderr)
        return 1
    progress = Progress(args.iteration, point["games"], point["decisions"], point["hours"] * 3600)
    size = rebuild(Path(args.weights), config, progress, Path(args.out))
    print(f"{args.out}: {size:,} bytes (the policy alone)")
    return 0


def _teach(args: argparse.Namespace) -> int:
    """Start or go on with a teacher's dataset."""
    from training.teach import Dataset, TeachConfig

    folder = Path(args.data)
    given = {
        name: getattr(args, name)
        for name in ("seed", "samples", "prior_weight", "prior", "swap_share", "shard_hands")
        if getattr(args, name) is not None
    }
    config = None
    if not (folder / "config.json").exists():
        config = TeachConfig(**given)
    dataset = Dataset(folder, config)
    stored = asdict(dataset.config)
    changed = {k: v for k, v in given.items() if stored[k] != v}
    if changed:
        print(f"{folder} was made with {stored}: {changed} differ", file=sys.stderr)
        return 1
    print(f"dataset {folder}: {json.dumps(stored)}", flush=True)
    total = dataset.teach(args.positions, args.hours, lambda line: print(line, flush=True))
    print(f"dataset {folder}: {total:,} positions")
    return 0


def _learn_from(args: argparse.Namespace) -> int:
    """Fine-tune a network on a teacher's dataset, measure it and export it."""
    import numpy as np

    from briscola.ai.learned.network import write_arrays
    from training.export import as_rows, load_params
    from training.learn_from import LearnConfig, learn, measure
    from training.teach import Dataset, load_together

    datasets = [Dataset(Path(folder)) for folder in args.data]
    dataset = datasets[0]
    data = load_together(datasets)
    config = LearnConfig(
        target=args.target,
        temperature=args.temperature,
        lam=args.lam,
        kl=args.kl,
        epochs=args.epochs,
        lr=args.lr,
        minibatch=args.minibatch,
        seed=args.seed,
    )
    lam = dataset.config.prior_weight if config.lam is None else config.lam
    hands = np.unique(data["hand"]).size
    print(
        f"{' '.join(args.data)}: {data['hand'].size:,} positions of {hands:,} hands; "
        f"{asdict(config)}"
    )
    start = load_params(Path(args.start))
    student, _ = learn(start, data, config, lam, lambda e: print(json.dumps(asdict(e))))
    Path(args.out).write_bytes(write_arrays(as_rows(student)))
    print(f"{args.out}: the student's weights (the epoch of least held-out loss)")
    for name, score in measure(student, start, args.deals, args.seed).items():
        print(
            f"{name}: {score.score:.3f} ± {score.half_width:.3f} over {score.games:,} games "
            f"(mean points {score.points:.1f})"
        )
    return 0


def _smoke(args: argparse.Namespace) -> int:
    """Two short sessions of one small run: the second resumes the first; then a snapshot of
    it adopted, with a critic's warm-up, goes on."""
    from training.snapshot import adopt, take

    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(args.run or scratch) / "smoke"
        config = Config(
            seed=7,
            hidden=(32, 32),
            games=200,
            eval_every=2,
            eval_deals=100,
            pool_every=1,
            learner={"minibatch": 1024, "epochs": 2},
            privileged_critic=True,
        )
        Run(folder, config).train(2, 60, print)
        run = Run(folder)
        run.train(2, 60, print)
        points = [json.loads(line) for line in (folder / "curve.jsonl").read_text().splitlines()]
        if run.progress.iteration != 4 or [p["iteration"] for p in points] != [0, 2, 4]:
            print("smoke: the run did not resume where it stopped", file=sys.stderr)
            return 1
        size = take(folder, folder.parent / "smoke.npz")
        adopted = adopt(
            folder.parent / "smoke.npz", folder.parent / "adopted", {"critic_warmup": 1}
        )
        adopted.train(3, 60, print)
        points = [
            json.loads(line) for line in (adopted.folder / "curve.jsonl").read_text().splitlines()
        ]
        if adopted.progress.iteration != 6 or [p["iteration"] for p in points] != [0, 2, 4, 6]:
            print("smoke: the adopted run did not go on from its snapshot", file=sys.stderr)
            return 1
        taught = teach_and_learn(folder.parent)
        if taught < 60:
            print("smoke: the teacher's dataset did not go on where it stopped", file=sys.stderr)
            return 1
    print(f"smoke: trained, resumed, evaluated, a snapshot ({size:,} bytes) adopted and warmed up")
    print(f"smoke: {taught} positions of the search with the prior taught to the network")
    return 0


def teach_and_learn(scratch: Path) -> int:
    """A tiny teacher's dataset, made in two goes, and two epochs of learning from it; the
    positions it holds."""
    import numpy as np

    from training import net
    from training.learn_from import LearnConfig, learn
    from training.teach import Dataset, TeachConfig

    config = TeachConfig(seed=7, samples=4, shard_hands=1)
    Dataset(scratch / "teach", config).teach(1, 60, print)
    dataset = Dataset(scratch / "teach")
    total = dataset.teach(60, 60, print)
    if len(dataset.shards()) != 2:
        return 0
    start = net.init(np.random.default_rng(7), (32, 32))
    learn(start, dataset.load(), LearnConfig(epochs=2), config.prior_weight, print)
    return total


def _speed(args: argparse.Namespace) -> int:
    """Hands per second, one core: the batched simulator (random moves; the network choosing
    every move) against the pure-Python engine with the same network choosing every move;
    then the learner's decisions per second (a rollout, and the update on it)."""
    import random

    import numpy as np

    from briscola import GameState, Rules
    from briscola.ai.learned.network import Network
    from briscola.ai.learned.player import NetPlayer as PurePlayer
    from training import net
    from training.export import as_rows
    from training.players import NetPlayer, random_moves
    from training.sim import Batch

    rng = np.random.default_rng(1)
    params = net.init(rng, tuple(args.hidden))
    rates = {}
    for name, chooser in (
        ("batched, random moves", lambda b: random_moves(b, rng)),
        ("batched, the network", NetPlayer(params, rng)),
    ):
        start = time.perf_counter()
        batch = Batch.deal(rng, args.games)
        batch.play_out(chooser)
        rates[name] = args.games / (time.perf_counter() - start)
    pure = PurePlayer(Network(as_rows(params)))
    rules = Rules.for_table(2)
    deal = random.Random(1)
    start = time.perf_counter()
    for _ in range(args.pure_games):
        state = GameState.new(rules, deal)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            state.apply(pure.choose(state.view(seat), deal), seat)
    rates["pure Python engine, the network"] = args.pure_games / (time.perf_counter() - start)
    for name, rate in rates.items():
        print(f"{name}: {rate:,.1f} hands/s")
    ratio = rates["batched, the network"] / rates["pure Python engine, the network"]
    print(f"batched / pure Python, the network choosing every move: {ratio:,.0f}x")
    for name, rate in learning_speed(args.games, tuple(args.hidden), args.updates).items():
        print(f"{name}: {rate:,.0f} decisions/s")
    return 0


def learning_speed(games: int, hidden: tuple[int, int], updates: int) -> dict[str, float]:
    """Decisions per second of a run's iteration as the shipped runs have it (the privileged
    critic, the default learner: 3 epochs of minibatches of 8,192), the rollout and the
    update apart, by the process's processor time (which other processes do not stretch); the
    best of ``updates`` updates on one rollout."""
    with tempfile.TemporaryDirectory() as scratch:
        run = Run(
            Path(scratch) / "speed", Config(hidden=hidden, games=games, privileged_critic=True)
        )
        start = time.process_time()
        rollout = run.play()
        played = time.process_time() - start
        decisions = rollout.decisions.x.shape[0]
        learned = []
        for _ in range(updates):
            start = time.process_time()
            ppo.update(
                run.params,
                run.optimiser,
                rollout.decisions,
                run.config.settings(),
                run.rng,
                run.critic,
                run.critic_optimiser,
            )
            learned.append(time.process_time() - start)
    best = min(learned)
    return {
        "the rollout (its decisions)": decisions / played,
        "the update (3 epochs, the policy and the critic)": decisions / best,
        "an iteration, rollout and update": decisions / (played + best),
    }


def _export(args: argparse.Namespace) -> int:
    """Write a run's (or a pool entry's) weights as a file for ``briscola.ai.learned``."""
    from training.export import export

    size = export(Path(args.source), Path(args.out), args.critic)
    print(f"{args.out}: {size:,} bytes")
    return 0


def _distill(args: argparse.Namespace) -> int:
    """Teach a smaller network to play as a run's (or a checkpoint's) network."""
    from typing import Any

    import numpy as np

    from training.distill import teach
    from training.export import load_params

    teacher = load_params(Path(args.source))
    rng = np.random.default_rng(args.seed)
    student, curve = teach(teacher, tuple(args.hidden), rng, args.games, args.epochs)
    for epoch, loss in enumerate(curve, 1):
        print(f"epoch {epoch}: held-out cross-entropy {loss:.4f}")
    arrays: dict[str, Any] = dict(student)
    np.savez(args.out, **arrays)
    print(f"{args.out}: the student's weights (export them with 'export')")
    return 0


def _distill_critic(args: argparse.Namespace) -> int:
    """Teach a smaller critic to value positions as a run's (or a checkpoint's) critic."""
    from typing import Any

    import numpy as np

    from training.distill_critic import teach_critic
    from training.export import load_params

    policy = load_params(Path(args.source))
    teacher = load_params(Path(args.source), critic=True)
    rng = np.random.default_rng(args.seed)
    hidden = tuple(args.hidden)
    student, curve = teach_critic(policy, teacher, hidden, rng, args.games, args.epochs)
    for epoch, (error, r) in enumerate(curve, 1):
        print(f"epoch {epoch}: held-out squared error {error:.5f}, correlation {r:.4f}")
    arrays: dict[str, Any] = {f"c_{k}": v for k, v in student.items()}
    np.savez(args.out, **arrays)
    print(f"{args.out}: the student critic (export it with 'export --critic')")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run one command."""
    parser = argparse.ArgumentParser(prog="python -m training", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    train = commands.add_parser("train", help="start or resume a run")
    train.add_argument("run")
    train.add_argument("--iterations", type=int, default=1 << 30)
    train.add_argument("--hours", type=float, default=1e9)
    for name, kind in (("seed", int), ("games", int), ("lr", float), ("margin_weight", float)):
        train.add_argument(f"--{name.replace('_', '-')}", dest=name, type=kind)
    train.add_argument("--hidden", type=int, nargs=2)
    forking = commands.add_parser("fork", help="go on from a run with another schedule")
    forking.add_argument("source")
    forking.add_argument("run")
    for name in ("lr", "lr_decay", "lr_min", "entropy_weight"):
        forking.add_argument(f"--{name.replace('_', '-')}", dest=name, type=float)
    forking.add_argument("--anchor", help="weights (.npz) the curve also measures against")
    snap = commands.add_parser("snapshot", help="a run in one small file, to commit")
    snap.add_argument("run")
    snap.add_argument("out")
    snap.add_argument("--no-moments", action="store_true", help="leave out Adam's moments")
    adopting = commands.add_parser("adopt", help="a new run going on from a snapshot")
    adopting.add_argument("snapshot")
    adopting.add_argument("run")
    adopting.add_argument("--anchor", help="weights (.npz, .bin) the curve also measures against")
    adopting.add_argument("--seed", type=int, help="the generator's seed, where it is missing")
    adopting.add_argument("--critic-warmup", dest="critic_warmup", type=int)
    rebuilding = commands.add_parser("rebuild", help="a snapshot of an exported policy")
    rebuilding.add_argument("weights", help="the policy: a .bin or a .npz")
    rebuilding.add_argument("out")
    rebuilding.add_argument("--config", required=True, help="the run's config.json")
    rebuilding.add_argument("--curve", required=True, help="the run's curve (for the counts)")
    rebuilding.add_argument("--iteration", type=int, required=True)
    teach = commands.add_parser("teach", help="a teacher's dataset: the search with a prior")
    teach.add_argument("data", help="the dataset's folder (made, or gone on with)")
    teach.add_argument("--positions", type=int, default=1 << 40, help="stop at this many")
    teach.add_argument("--hours", type=float, default=1e9, help="stop after this long")
    teach.add_argument("--seed", type=int)
    teach.add_argument("--samples", type=int, help="the search's worlds (150)")
    teach.add_argument("--prior-weight", dest="prior_weight", type=float, help="(0.03)")
    teach.add_argument("--prior", help="the prior's weights file (the shipped network)")
    teach.add_argument("--swap-share", dest="swap_share", type=float, help="(0.5)")
    teach.add_argument("--shard-hands", dest="shard_hands", type=int, help="(20)")
    learning = commands.add_parser("learn-from", help="fine-tune a network on a dataset")
    learning.add_argument(
        "data", nargs="+", help="the teacher's datasets (made alike but for their seed)"
    )
    learning.add_argument("start", help="the network to start from: a run or weights file")
    learning.add_argument("out", help="the student's weights file (.bin)")
    learning.add_argument("--target", choices=("soft", "chosen"), default="soft")
    learning.add_argument("--temperature", type=float, default=0.05)
    learning.add_argument("--lam", type=float, help="λ of the soft target (the prior weight)")
    learning.add_argument("--kl", type=float, default=0.0, help="weight of the start's policy")
    learning.add_argument("--epochs", type=int, default=20)
    learning.add_argument("--lr", type=float, default=3e-4)
    learning.add_argument("--minibatch", type=int, default=256)
    learning.add_argument("--deals", type=int, default=2000, help="paired deals measured")
    learning.add_argument("--seed", type=int, default=1)
    smoke = commands.add_parser("smoke", help="a tiny run, stopped and resumed")
    smoke.add_argument("run", nargs="?")
    speed = commands.add_parser("speed", help="hands per second of the simulator")
    speed.add_argument("--games", type=int, default=4096)
    speed.add_argument("--hidden", type=int, nargs=2, default=(256, 256))
    speed.add_argument("--pure-games", type=int, default=20)
    speed.add_argument("--updates", type=int, default=3, help="updates timed (the best kept)")
    export = commands.add_parser("export", help="weights for briscola.ai.learned")
    export.add_argument("source", help="a run folder, a checkpoint or a pool .npz")
    export.add_argument("out")
    export.add_argument(
        "--critic", action="store_true", help="the privileged critic (365 inputs) instead"
    )
    distill = commands.add_parser("distill", help="a smaller network that plays as a larger")
    distill.add_argument("source", help="the teacher: a run folder, a checkpoint or a pool .npz")
    distill.add_argument("out", help="the student's .npz")
    distill.add_argument("--hidden", type=int, nargs=2, default=(64, 32))
    distill.add_argument("--games", type=int, default=20000)
    distill.add_argument("--epochs", type=int, default=10)
    distill.add_argument("--seed", type=int, default=1)
    small = commands.add_parser("distill-critic", help="a smaller privileged critic")
    small.add_argument("source", help="the teacher: a run folder or a checkpoint")
    small.add_argument("out", help="the student's .npz")
    small.add_argument("--hidden", type=int, nargs=2, default=(64, 32))
    small.add_argument("--games", type=int, default=8000)
    small.add_argument("--epochs", type=int, default=10)
    small.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    handler = {
        "train": _train,
        "fork": _fork,
        "snapshot": _snapshot,
        "adopt": _adopt,
        "rebuild": _rebuild,
        "smoke": _smoke,
        "speed": _speed,
        "export": _export,
        "distill": _distill,
        "distill-critic": _distill_critic,
        "teach": _teach,
        "learn-from": _learn_from,
    }
    return handler[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
