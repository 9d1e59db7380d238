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
// How long the snapshot waits for the service worker to control the page, and how long its
// worker is kept after running the game, and after the snapshot at most (makeSnapshotLater).
const CONTROL_WAIT_MS = 30000;
const KEEP_MS = 8000;
const LIFETIME_MS = 60000;
const RESEED = 'import sys\nif "random" in sys.modules: sys.modules["random"].seed()';

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

function controlled() {
  // Resolves once the service worker controls the page (or at once without one), or after
  // CONTROL_WAIT_MS: a worker the page starts then fetches through it too.
  const workers = navigator.serviceWorker;
  if (!workers || workers.controller) return Promise.resolve();
  return new Promise((resolve) => {
    workers.addEventListener("controllerchange", resolve, { once: true });
    setTimeout(resolve, CONTROL_WAIT_MS);
  });
}

function makeSnapshotLater() {
  // After the game is ready, once the service worker controls the page, when the page is
  // idle: a worker starts a second Pyodide, takes its snapshot and stores it. The page goes on
  // meanwhile; a failure only means no snapshot.
  //
  // Started under the service worker, the worker compiles Pyodide's runtime from the Cache
  // Storage entry every later visit compiles from, then runs the game a few seconds so that
  // Chromium keeps V8's compiled code beside that entry (static/pyodide-snapshot.mjs): the
  // next visit, in a new tab, takes the compiled runtime instead of compiling its functions
  // as Python first calls them. The worker is kept KEEP_MS after that run (V8 offers the code
  // about 2 s after enough of it is optimised, and the worker's thread stores it), at most
  // LIFETIME_MS after the snapshot.
  if (!BUILT || !globalThis.caches || !globalThis.Worker) return;
  if (globalThis.briscolaMakeSnapshot === false) return;
  const start = () => {
    performance.mark("briscola:snapshot-worker");
    const worker = new Worker(new URL("./pyodide-snapshot.mjs", import.meta.url), { type: "module" });
    let closing = 0;
    let told = false;
    const close = (ms) => {
      clearTimeout(closing);
      closing = setTimeout(() => {
        worker.terminate();
        performance.mark("briscola:snapshot-worker-closed");
      }, ms);
    };
    worker.onmessage = (event) => {
      const data = event.data || {};
      if (data.warmed) {
        close(KEEP_MS);
        return;
      }
      if (told) {
        close(0); // an error after the snapshot was stored: nothing more to wait for
        return;
      }
      told = true;
      if (data.error) console.warn("briscola: no Pyodide snapshot:", data.error);
      document.body.dataset.snapshot = data.stored ? "stored" : "failed";
      close(data.stored ? LIFETIME_MS : 0);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.onmessage({ data: { error: event.message } });
    };
    worker.postMessage({ cache: CACHE, entry: ENTRY, indexURL: INDEX_URL });
  };
  const idle = () => controlled().then(() => (globalThis.requestIdleCallback
    ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000)));
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
