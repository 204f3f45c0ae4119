import { LIVE_FRAME_PATH } from "../../../contracts/site-paths";
import { fetchCoreData } from "../run/data-urls";
import { neededDataFiles } from "../runtime/core-data";
import type { ControlMessage, ControlReply } from "./protocol";
import runtimeUrl from "./worker.ts?worker&url";

/**
 * The sandbox's frame and the runtime's script, apart from the runner: a Run
 * button starts them on the click, before the terminal's chunk arrives (the
 * frame's document needs the page's thread, which that chunk then fills), so
 * this module is a chunk small enough to arrive first.
 */
export interface Frame {
  control: MessagePort;
  /** Resolves with the frame's next reply of this type. */
  next(type: ControlReply["type"]): Promise<ControlReply>;
  onWorkerError(listener: (message: string) => void): { dispose(): void };
}

let framePromise: Promise<Frame> | undefined;
let scriptPromise: Promise<Blob> | undefined;
let preparedPromise: Promise<Frame> | undefined;

/**
 * The runtime's script, fetched by the page (a hashed asset, so the HTTP cache keeps it) and handed
 * to the frame, whose policy lets it fetch nothing itself. A Blob: it reaches the frame and its
 * worker without a copy of its 600 KB or a decode on the page's thread.
 */
function runtimeScript(): Promise<Blob> {
  scriptPromise ??= fetch(runtimeUrl).then(async (response) => {
    if (!response.ok) throw new Error(`could not load the live runtime (${response.status} ${response.statusText})`);
    return response.blob();
  });
  scriptPromise.catch(() => (scriptPromise = undefined));
  return scriptPromise;
}

/**
 * One sandboxed frame per page: `sandbox="allow-scripts"` without
 * `allow-same-origin`, so its documents and workers have an opaque origin.
 */
function sandboxFrame(): Promise<Frame> {
  framePromise ??= new Promise<Frame>((resolve, reject) => {
    const iframe = document.createElement("iframe");
    iframe.setAttribute("sandbox", "allow-scripts");
    iframe.src = LIVE_FRAME_PATH;
    iframe.hidden = true;
    iframe.title = "Sandbox of live runs";
    iframe.setAttribute("aria-hidden", "true");
    iframe.dataset.liveSandbox = "";
    const channel = new MessageChannel();
    const waiting = new Map<string, Array<(reply: ControlReply) => void>>();
    const workerErrors = new Set<(message: string) => void>();
    channel.port1.onmessage = ({ data }: MessageEvent<ControlReply>) => {
      if (data.type === "worker-error") for (const listener of workerErrors) listener(data.message);
      const queue = waiting.get(data.type);
      queue?.shift()?.(data);
    };
    const frame: Frame = {
      control: channel.port1,
      next: (type) =>
        new Promise((done) => {
          const queue = waiting.get(type) ?? [];
          queue.push(done);
          waiting.set(type, queue);
        }),
      onWorkerError: (listener) => {
        workerErrors.add(listener);
        return { dispose: () => workerErrors.delete(listener) };
      },
    };
    void frame.next("ready").then(() => resolve(frame));
    iframe.addEventListener("load", () => {
      // "*": the frame's origin is opaque. What is sent is a port only; nothing is read from the window.
      iframe.contentWindow?.postMessage(null, "*", [channel.port2]);
    });
    iframe.addEventListener("error", () => reject(new Error("the sandbox did not load")));
    document.body.append(iframe);
  });
  framePromise.catch(() => (framePromise = undefined));
  return framePromise;
}

/** The frame, once it has the runtime's script and has started a worker on it. */
export function preparedFrame(): Promise<Frame> {
  preparedPromise ??= Promise.all([sandboxFrame(), runtimeScript()]).then(([frame, script]) => {
    frame.control.postMessage({ type: "prepare", script } satisfies ControlMessage);
    return frame;
  });
  preparedPromise.catch(() => (preparedPromise = undefined));
  return preparedPromise;
}

/**
 * Starts the frame alone, for a page that shows a Run button: its document is
 * two small files, but a browser gives a sandboxed frame a process of its own,
 * and starting that was most of a run's start on a click that nothing
 * announced (a screen reader's, a script's). The runtime waits for the reader
 * to reach the button (warmSandbox).
 */
export function warmFrame(): void {
  if (import.meta.env.DEV) return;
  sandboxFrame().catch(() => undefined);
}

const dataFiles = new Map<string, Promise<Uint8Array>>();

/**
 * The package's data files a program needs (its terminfo entry, BigText's fonts), each fetched once
 * a page. They go to the worker with the program, so a run cannot start before they are here.
 */
export async function coreDataFor(source: string): Promise<Record<string, Uint8Array>> {
  const loaded = await Promise.all(
    neededDataFiles(source).map(async (file) => {
      let promise = dataFiles.get(file.name);
      if (!promise) {
        promise = fetchCoreData(file.name);
        dataFiles.set(file.name, promise);
        promise.catch(() => dataFiles.delete(file.name));
      }
      return [file.name, await promise] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

/**
 * Gets the sandbox ready for a run before the terminal that will show it is
 * up: the frame, the runtime's script and a worker parsing it, which took
 * about half of the time from Run to the first frame when they waited for the
 * terminal, and the data files the program (`source`, when known) needs: their
 * responses wait for the page's thread, which the terminal then fills. Called
 * as the reader asks for a terminal; a failure here is left to the run itself
 * to report.
 */
export function warmSandbox(source = ""): void {
  // `npm run dev` runs programs in the page (the runtime is served as modules no sandbox can load).
  if (import.meta.env.DEV) return;
  preparedFrame().catch(() => undefined);
  coreDataFor(source).catch(() => undefined);
}
