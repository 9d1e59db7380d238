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
// window.briscolaKeep(urls) asks the worker, once it runs, to keep files fetched on demand
// (the deck the player chose) for visits offline.
//
// It also tells the game (briscola/ui/input.py) what the browser says about the site as an app,
// as a body data attribute (read at start-up) and a document event (for later changes):
// - data-update="1", event "briscola:update": a new worker took over a page that an older one
//   controlled, so the next load brings the new version (the worker activates at once);
// - data-installable="1"/"0", event "briscola:installable": the browser offers (or no longer
//   offers) to install the site; window.briscolaInstall() shows its offer, good for one answer.

const SITE_ROOT = new URL("../", import.meta.url);
const WORKER_URL = new URL("sw.js", SITE_ROOT);
let registering = null;

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  registering ??= navigator.serviceWorker
    .register(WORKER_URL, { scope: SITE_ROOT.pathname })
    .then((registration) => {
      // Registering again does not look for a new worker: ask, so a new version is found
      // while this page is open (the answer comes as "controllerchange", below).
      if (navigator.serviceWorker.controller) registration.update().catch(() => {});
      return registration;
    })
    .catch((error) => {
      console.warn("service worker not registered:", error);
      return null;
    });
  return registering;
}

globalThis.briscolaRegisterServiceWorker = registerServiceWorker;

// The page's chosen deck is fetched only once chosen: ask the worker, once it runs, to keep
// its files (URLs relative to the page) for visits offline. It registers nothing itself.
globalThis.briscolaKeep = (urls) => {
  if (!("serviceWorker" in navigator)) return;
  const keep = Array.from(urls, (url) => new URL(url, document.baseURI).href);
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ keep }))
    .catch(() => {});
};

function tell(name, value) {
  document.body.dataset[name] = value;
  document.dispatchEvent(new CustomEvent(`briscola:${name}`));
}

// A first visit has no controller: its worker taking over is no new version.
if ("serviceWorker" in navigator && navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener("controllerchange", () => tell("update", "1"));
}

let installOffer = null;
addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault(); // the page offers it with its own "Installa" button
  installOffer = event;
  tell("installable", "1");
});
addEventListener("appinstalled", () => {
  installOffer = null;
  tell("installable", "0");
});
globalThis.briscolaInstall = () => {
  const offer = installOffer;
  installOffer = null;
  tell("installable", "0");
  if (offer) offer.prompt();
};

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
