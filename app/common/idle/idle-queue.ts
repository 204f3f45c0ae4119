import { onIdle } from "./on-idle";

/**
 * Runs work the reader did not ask for (prefetching the links that scrolled
 * into view) one piece per idle period. Each piece matches a route and may
 * import its code and render prefetch tags; run together right after
 * hydration they made one long task that held up the first tap on a phone.
 */
const queue: (() => void)[] = [];

function drain() {
  queue.shift()?.();
  if (queue.length > 0) onIdle(drain, 2000);
}

export function whenIdle(task: () => void): void {
  if (queue.push(task) === 1) onIdle(drain, 2000);
}
