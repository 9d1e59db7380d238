// A worker that makes Pyodide's memory snapshot for static/pyodide-boot.mjs: it starts a
// Pyodide of its own with the snapshot option, takes the snapshot right after the start-up
// (before any code of the page runs in it), stores it in the Cache Storage under the entry
// it is given, drops every other entry of that cache (other builds), and says so.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

self.onmessage = async (event) => {
  const { cache: name, entry, indexURL } = event.data;
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    const snapshot = pyodide.makeMemorySnapshot();
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (request.url !== entry) await cache.delete(request);
    }
    await cache.put(entry, new Response(snapshot, {
      headers: { "Content-Type": "application/octet-stream" },
    }));
    self.postMessage({ stored: true, bytes: snapshot.byteLength });
  } catch (error) {
    self.postMessage({ error: String(error && error.message || error) });
  }
};
