// Hard-level move time inside Pyodide (Node's V8, the same WebAssembly engine as Chromium).
//
// Usage: node benchmarks/pyodide_hard.mjs [games] [slice]
// Plays `games` 2-player hands hard vs greedy inside Pyodide and prints, for the hard seat:
// the whole-move time (median, p95, max) when the search runs in one go, and the longest
// single step(slice) call when it runs in slices (what blocks the page's main thread).
import { loadBriscola } from "./pyodide_setup.mjs";

const games = Number(process.argv[2] ?? 10);
const slice = Number(process.argv[3] ?? 200);
const pyodide = await loadBriscola();

const out = pyodide.runPython(`
import random, statistics, sys, time
from briscola import GameState, Rules
from briscola.ai import make_player
hard, greedy = make_player("hard"), make_player("greedy")
whole, steps = [], []
for game in range(${games}):
    state = GameState.new(Rules(players=2), random.Random(game))
    rng = random.Random(game)
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        if seat == game % 2:
            t = time.perf_counter(); action = hard.choose(view, random.Random(game)); whole.append(time.perf_counter() - t)
            search = hard.start(view, random.Random(game))
            done = False
            while not done:
                t = time.perf_counter(); done = search.step(${slice}); steps.append(time.perf_counter() - t)
            assert search.best() == action
        else:
            action = greedy.choose(view, rng)
        state.apply(action)
whole.sort(); steps.sort()
p95 = lambda xs: xs[min(len(xs) - 1, int(0.95 * len(xs)))]
f"python {sys.version.split()[0]}  moves {len(whole)}  whole move: median {statistics.median(whole)*1000:.0f} ms  p95 {p95(whole)*1000:.0f} ms  max {whole[-1]*1000:.0f} ms  |  step(${slice}): median {statistics.median(steps)*1000:.0f} ms  p95 {p95(steps)*1000:.0f} ms  max {steps[-1]*1000:.0f} ms  ({len(steps)} slices)"
`);
console.log(out);
