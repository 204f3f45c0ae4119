// The sandbox of live runs (docs/live-samples.md, "The sandbox"). The page
// loads this document in <iframe sandbox="allow-scripts">, so it has an
// opaque origin: no storage, no cookies, no access to the page. It runs the
// program in a Worker, from the runtime script the page fetched and sent, so
// that the page can always end a run with terminate().
//
// The parent's first message carries the control port; nothing else that
// arrives on the window is read.
/* global addEventListener, removeEventListener, parent, URL, Blob, Worker */
"use strict";

addEventListener("message", function first(event) {
  const control = event.ports[0];
  if (event.source !== parent || !control) return;
  removeEventListener("message", first);
  let scriptUrl;
  let scriptText;
  // By run id: a run that ends late (its Stop grace) must not end the next run's worker.
  const workers = new Map();

  const end = (id) => {
    const worker = workers.get(id);
    if (worker) worker.terminate();
    workers.delete(id);
  };

  control.onmessage = (message) => {
    const data = message.data;
    if (data.type === "terminate") {
      end(data.id);
      control.postMessage({ type: "terminated" });
    } else if (data.type === "start" && message.ports[0]) {
      end(data.id);
      if (scriptText !== data.script) {
        if (scriptUrl) URL.revokeObjectURL(scriptUrl);
        scriptText = data.script;
        scriptUrl = URL.createObjectURL(new Blob([scriptText], { type: "text/javascript" }));
      }
      const worker = new Worker(scriptUrl, { name: "live-run" });
      workers.set(data.id, worker);
      worker.onerror = (error) => {
        error.preventDefault();
        control.postMessage({ type: "worker-error", message: error.message || "the runtime did not start" });
      };
      worker.postMessage(null, [message.ports[0]]);
    }
  };
  control.postMessage({ type: "ready" });
});
