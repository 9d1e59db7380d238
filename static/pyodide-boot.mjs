// PyScript's interpreter (pyscript.toml's `interpreter`): Pyodide, started from a memory
// snapshot of itself when this very build made one earlier in this browser.
//
// PyScript imports this module and calls its loadPyodide(options) as it would Pyodide's own:
// a small wrapper module is the one way in that PyScript supports without patching it (its
// `interpreter` setting takes any module exporting loadPyodide and version; it offers no hook
// before the interpreter is created, and its config has no snapshot option).
//
// - A snapshot is the Pyodide's memory right after its start-up and the import of the game's
//   modules that touch no JavaScript (most of the game: the page then imports only its
//   browser layer), made once per build of the site, after the game is ready, in a worker (static/pyodide-snapshot.mjs), so neither the
//   first visit's bytes nor its main thread pay for it. It is kept in the Cache Storage under
//   a key holding the build's id (a hash of every file of the site, Pyodide's and PyScript's
//   included): another build never finds it, and making a new one drops the others.
// - At the next start, Pyodide restores that memory instead of starting Python again. Any
//   failure (no Cache Storage, an unreadable or foreign snapshot, a restore that throws)
//   drops the snapshot and starts Pyodide the plain way: nothing else depends on it.
// - The random module's state would be the snapshot's at every start: it is reseeded.
//   (The game's deals draw from the system's randomness, which a snapshot cannot freeze.)
// - `window.briscolaMakeSnapshot = false`, set before this module runs (the browser tests set
//   it in an init script), switches making a snapshot off: no worker, no second Pyodide.
//   Restoring one that exists is unchanged.
import { loadPyodide as plainLoad, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const BUILD = "/* build: id */";
const SITE = new URL("../", import.meta.url);
const INDEX_URL = new URL("vendor/pyodide/", SITE).href;
// Outside the service worker's caches ("briscola:<scope>:<version>"), which it deletes.
const CACHE = "briscola-snapshot:" + SITE.pathname;
const ENTRY = new URL("pyodide-snapshot-" + BUILD + ".bin", SITE).href;
const BUILT = BUILD.indexOf("build:") < 0;
const RESEED = 'import sys\nif "random" in sys.modules: sys.modules["random"].seed()';

// Python's clock counts nanoseconds since 1970 in a signed 64-bit integer, from 1970-01-01 to
// 2262-04-11, and Pyodide takes it from Date.now() (its start imports `logging`, which asks
// for the time). A device whose clock reads outside that span (a phone reset to 1969-12-31, a
// clock set to 9999-12-31) would stop Python before the game starts. Its Date.now() then
// starts from the nearer end of the span (a year inside it) and runs on from there; the page
// finds no day there for the daily deal (briscola/app/screens/daily.py) and says so.
const PYTHON_CLOCK_END_MS = 9223372036854; // 2**63 nanoseconds
const YEAR_MS = 365 * 24 * 3600 * 1000;

function keepClockInPythonsSpan() {
  const device = Date.now();
  if (device >= 0 && device < PYTHON_CLOCK_END_MS - YEAR_MS) return false;
  const from = device < 0 ? 0 : PYTHON_CLOCK_END_MS - YEAR_MS;
  const began = performance.now();
  Date.now = () => from + Math.floor(performance.now() - began);
  return true;
}

const clockMoved = keepClockInPythonsSpan();

async function lookup() {
  // This build's snapshot in the Cache Storage (its Response, body unread), or null.
  if (!BUILT || !globalThis.caches) return null;
  try {
    return (await (await caches.open(CACHE)).match(ENTRY)) || null;
  } catch (error) {
    return null;
  }
}

// Looked up as soon as PyScript imports this module (before it calls loadPyodide), so the
// lookup overlaps PyScript's own set-up.
const found = lookup();

function snapshotBytes(response) {
  // A promise of the snapshot's bytes: Pyodide awaits it only once its runtime module is
  // imported, so reading the ~30 MB overlaps that import. A failed read fails the restore.
  return response.arrayBuffer().then((buffer) => {
    performance.mark("briscola:snapshot-read");
    return new Uint8Array(buffer);
  });
}

async function forget() {
  try {
    await caches.delete(CACHE);
  } catch (error) { /* nothing kept, nothing to lose */ }
}

function makeSnapshotLater() {
  // After the game is ready, when the page is idle: a worker starts a second Pyodide, takes
  // its snapshot and stores it. The page goes on meanwhile; a failure only means no snapshot.
  if (!BUILT || !globalThis.caches || !globalThis.Worker) return;
  if (globalThis.briscolaMakeSnapshot === false || clockMoved) return; // the worker's clock too
  const start = () => {
    const worker = new Worker(new URL("./pyodide-snapshot.mjs", import.meta.url), { type: "module" });
    const done = (event) => {
      worker.terminate();
      if (event && event.data && event.data.error) {
        console.warn("briscola: no Pyodide snapshot:", event.data.error);
      }
      document.body.dataset.snapshot = event && event.data && event.data.stored ? "stored" : "failed";
    };
    worker.onmessage = done;
    worker.onerror = (event) => { event.preventDefault(); done({ data: { error: event.message } }); };
    worker.postMessage({ cache: CACHE, entry: ENTRY, indexURL: INDEX_URL });
  };
  const idle = () => (globalThis.requestIdleCallback
    ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.body.dataset.ready) {
    idle();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.body.dataset.ready) return;
    observer.disconnect();
    idle();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
}

export async function loadPyodide(options) {
  performance.mark("briscola:pyodide-start");
  const config = { ...options, indexURL: INDEX_URL };
  const snapshot = await found;
  if (snapshot) {
    try {
      const pyodide = await plainLoad({ ...config, _loadSnapshot: snapshotBytes(snapshot) });
      pyodide.runPython(RESEED);
      performance.mark("briscola:snapshot-restored");
      document.body.dataset.snapshot = "restored";
      return pyodide;
    } catch (error) {
      console.warn("briscola: Pyodide snapshot not restored, plain start:", error);
      await forget();
    }
  }
  const pyodide = await plainLoad(config);
  performance.mark("briscola:pyodide-plain");
  makeSnapshotLater();
  return pyodide;
}
