// Time the import of the page's Python modules in Pyodide (Node), from the built briscola.zip.
// Usage: node benchmarks/pyodide_imports.mjs [RUNS]   (after python scripts/build_site.py)
// Each run boots a fresh Pyodide, puts _site/briscola.zip on sys.path as the page does, and
// imports the modules the page loads before its first render (briscola/ui needs the browser,
// so the app layer stands in for it). Prints the median import time and the part spent
// building dataclasses.
import { loadPyodide } from "pyodide";
import { readFile } from "node:fs/promises";

const runs = Number(process.argv[2] ?? 5);
const zip = await readFile(new URL("../_site/briscola.zip", import.meta.url));
const rows = [];
for (let run = 0; run < runs; run++) {
  const py = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  py.FS.writeFile("/tmp/b.zip", zip);
  rows.push(JSON.parse(py.runPython(`
import dataclasses, json, sys, time
sys.path.insert(0, "/tmp/b.zip")
spent = [0.0, 0]
_process = dataclasses._process_class
def _timed(*args, **kwargs):
    start = time.perf_counter()
    try:
        return _process(*args, **kwargs)
    finally:
        spent[0] += time.perf_counter() - start
        spent[1] += 1
dataclasses._process_class = _timed
start = time.perf_counter()
import briscola.app.game.announce, briscola.app.screens.result, briscola.app.game.session, briscola.app.screens.start
import briscola.app.saved.storage, briscola.app.screens.table, briscola.app.saved.tablock
json.dumps([(time.perf_counter() - start) * 1000, spent[0] * 1000, spent[1]])
`)));
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${runs} runs: imports median ${median(rows.map((r) => r[0])).toFixed(0)} ms,`
  + ` of which dataclasses ${median(rows.map((r) => r[1])).toFixed(0)} ms (${rows[0][2]} classes)`);
