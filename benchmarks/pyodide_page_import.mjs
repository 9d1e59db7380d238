// CPU time of the page's import (`import briscola.ui.main`) in Pyodide, in Node, from built sites.
// Usage: node benchmarks/pyodide_page_import.mjs [--runs N] [--profile] SITE [SITE...]
//   (after python scripts/build_site.py; SITE is a built site's folder, e.g. _site)
// Each run is a new Node process with a fresh Pyodide, the sites taken in turn run for run,
// WebAssembly run by V8's baseline compiler only (--liftoff --no-wasm-tier-up), close to a
// first visit, where the import runs before V8 has optimised Pyodide's code. The figure is the
// process's CPU time (user + system) during the import, so other work on the machine moves it
// far less than a wall-clock time. --profile also prints each module's own CPU time (median
// over the runs; the timer's calls into JavaScript add to it) for the first SITE.
// briscola.ui needs a page: `document` and `window` stand in, empty.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
if (args[0] === "--one") {
  const [, site, profile] = args;
  const { loadPyodide } = await import("pyodide");
  globalThis.document = { getElementById: () => null, body: { dataset: {} } };
  globalThis.window = globalThis;
  const py = await loadPyodide({ stdLibURL: `${site}/vendor/pyodide/python_stdlib.zip` });
  py.FS.writeFile("/tmp/briscola.zip", await readFile(`${site}/briscola.zip`));
  // What PyScript has imported before the page's script runs, then the page's sys.path.
  py.runPython(`
import asyncio, json, re, sys, weakref, pyodide.ffi, pyodide.webloop
sys.path.insert(0, "/tmp/briscola.zip")
rows = {}
if ${profile === "1" ? "True" : "False"}:
    import _frozen_importlib as bootstrap, js
    def cpu():
        used = js.process.cpuUsage()
        return (used.user + used.system) / 1000
    stack = [[None, 0.0]]
    load = bootstrap._load_unlocked
    def timed(spec):
        stack.append([spec.name, 0.0])
        start = cpu()
        try:
            return load(spec)
        finally:
            spent = cpu() - start
            name, inner = stack.pop()
            rows[name] = spent - inner
            stack[-1][1] += spent
    bootstrap._load_unlocked = timed
`);
  const before = process.cpuUsage();
  py.runPython("import briscola.ui.main");
  const used = process.cpuUsage(before);
  const rows = py.runPython("json.dumps(rows)");
  console.log(JSON.stringify({ cpu: (used.user + used.system) / 1000, rows: JSON.parse(rows) }));
  process.exit(0);
}

let runs = 5;
let profile = false;
const sites = [];
for (let at = 0; at < args.length; at++) {
  if (args[at] === "--runs") runs = Number(args[++at]);
  else if (args[at] === "--profile") profile = true;
  else sites.push(args[at]);
}
if (!sites.length) sites.push(fileURLToPath(new URL("../_site", import.meta.url)));
const me = fileURLToPath(import.meta.url);
const results = sites.map(() => []);
for (let run = 0; run < runs; run++) {
  sites.forEach((site, at) => {
    const flags = ["--liftoff", "--no-wasm-tier-up", me, "--one", site, profile && at === 0 ? "1" : "0"];
    const done = spawnSync(process.execPath, flags, { encoding: "utf8" });
    if (done.status !== 0) throw new Error(`${site}: ${done.stderr.slice(-2000)}`);
    results[at].push(JSON.parse(done.stdout.trim().split("\n").pop()));
  });
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
sites.forEach((site, at) => {
  const cpu = results[at].map((r) => r.cpu);
  console.log(`${site}: import CPU median ${median(cpu).toFixed(0)} ms `
    + `(${Math.min(...cpu).toFixed(0)}–${Math.max(...cpu).toFixed(0)}), ${runs} runs`);
});
if (profile) {
  const names = Object.keys(results[0][0].rows);
  const own = names.map((name) => [name, median(results[0].map((r) => r.rows[name] ?? 0))]);
  own.sort((a, b) => b[1] - a[1]);
  console.log(`${sites[0]}: ${names.length} modules, own CPU ms (median):`);
  for (const [name, ms] of own.slice(0, 30)) console.log(`${ms.toFixed(1).padStart(7)}  ${name}`);
}
