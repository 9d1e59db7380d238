// A whole hand's review inside Pyodide (Node's V8, the same WebAssembly engine as Chromium).
//
// Usage: node benchmarks/pyodide_review.mjs [hands] [slice]
// Plays `hands` 2-player hands hard (seat 0) against medium inside Pyodide, then reviews seat
// 0 with step(slice) calls and prints the wall time of each whole review (median, max), its
// process time, and the longest single step (what would block the page's main thread).
import { loadBriscola } from "./pyodide_setup.mjs";

const hands = Number(process.argv[2] ?? 3);
const slice = Number(process.argv[3] ?? 200);
const pyodide = await loadBriscola();

const out = pyodide.runPython(`
import random, statistics, sys, time
from briscola import GameState, Rules
from briscola.ai import make_player
from briscola.learn.review import Review
players = [make_player("hard"), make_player("medium")]
whole, longest, cpus = [], [], []
for hand in range(${hands}):
    rng = random.Random(hand + 1)
    state = GameState.new(Rules(players=2), rng)
    while not state.is_over:
        seat = state.current_player
        state.apply(players[seat].choose(state.view(seat), rng), seat)
    review = Review(state, 0, random.Random(hand))
    started, cpu, worst, done = time.perf_counter(), time.process_time(), 0.0, False
    while not done:
        t = time.perf_counter(); done = review.step(${slice}); worst = max(worst, time.perf_counter() - t)
    whole.append(time.perf_counter() - started); longest.append(worst); cpus.append(time.process_time() - cpu)
f"python {sys.version.split()[0]}  reviews {len(whole)}: wall median {statistics.median(whole):.2f} s  max {max(whole):.2f} s  (process time median {statistics.median(cpus):.2f} s)  |  longest step(${slice}): median {statistics.median(longest)*1000:.0f} ms  max {max(longest)*1000:.0f} ms"
`);
console.log(out);
