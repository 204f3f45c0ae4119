// The sandbox of live runs (docs/live-samples.md, "The sandbox"). The page
// loads this document in <iframe sandbox="allow-scripts">, so it has an
// opaque origin: no storage, no cookies, no access to the page. It runs the
// program in a Worker, from the runtime script the page fetched and sent, so
// that the page can always end a run with terminate().
//
// The parent's first message carries the control port; nothing else that
// arrives on the window is read.
/* global addEventListener, removeEventListener, parent, URL, Worker */
"use strict";

addEventListener("message", function first(event) {
  const control = event.ports[0];
  if (event.source !== parent || !control) return;
  removeEventListener("message", first);
  let scriptUrl;
  // By run id: a run that ends late (its Stop grace) must not end the next run's worker.
  const workers = new Map();
  // The worker started when the script arrived, until a run takes it.
  let spare;

  const end = (id) => {
    const worker = workers.get(id);
    if (worker) worker.terminate();
    workers.delete(id);
  };

  const startWorker = () => {
    const started = { worker: new Worker(scriptUrl, { name: "live-run" }), failed: undefined, onFailure: undefined };
    started.worker.onerror = (error) => {
      error.preventDefault();
      started.failed = error.message || "the runtime did not start";
      if (started.onFailure) started.onFailure(started.failed);
    };
    return started;
  };

  control.onmessage = (message) => {
    const data = message.data;
    if (data.type === "terminate") {
      end(data.id);
      control.postMessage({ type: "terminated" });
    } else if (data.type === "prepare" && !scriptUrl) {
      scriptUrl = URL.createObjectURL(data.script);
      spare = startWorker();
    } else if (data.type === "start" && scriptUrl && message.ports[0]) {
      end(data.id);
      let started = spare;
      spare = undefined;
      if (!started || started.failed !== undefined) {
        if (started) started.worker.terminate();
        started = startWorker();
      }
      workers.set(data.id, started.worker);
      started.onFailure = (reason) => control.postMessage({ type: "worker-error", message: reason });
      // A spare that failed before this run started reports it now.
      if (started.failed !== undefined) started.onFailure(started.failed);
      started.worker.postMessage(null, [message.ports[0]]);
    }
  };
  control.postMessage({ type: "ready" });
});
