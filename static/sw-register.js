// Offline support: registers the service worker that scripts/build_site.py generates as sw.js at
// the site root. Registration waits until the game is ready, so the worker's precache downloads
// (the whole site, ~15 MB) never compete with the first boot.
//
// Use: include this module once in index.html,
//   <script type="module" src="./static/sw-register.js"></script>
// and set <body data-ready="1"> when the game is ready (the marker the browser tests wait for):
// registration then happens by itself. To register earlier or explicitly, call
// window.briscolaRegisterServiceWorker() (from Python: js.briscolaRegisterServiceWorker());
// it is idempotent and resolves to the registration, or null where service workers are missing.

const SITE_ROOT = new URL("../", import.meta.url);
const WORKER_URL = new URL("sw.js", SITE_ROOT);
let registering = null;

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  registering ??= navigator.serviceWorker
    .register(WORKER_URL, { scope: SITE_ROOT.pathname })
    .catch((error) => {
      console.warn("service worker not registered:", error);
      return null;
    });
  return registering;
}

globalThis.briscolaRegisterServiceWorker = registerServiceWorker;

if (document.body.dataset.ready) {
  registerServiceWorker();
} else {
  const observer = new MutationObserver(() => {
    if (!document.body.dataset.ready) return;
    observer.disconnect();
    registerServiceWorker();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
}
