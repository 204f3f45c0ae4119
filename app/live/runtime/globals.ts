import { BrowserProcess } from "./process";
import { TimerScope } from "./timers";

/**
 * What `@unblessed/core` gets for the globals it uses without asking the
 * runtime: `process` (Program's default streams and its `exit` handler) and
 * the timers. The build imports these names into core's module scope only
 * (build-scripts/vite/core-globals.ts), so the page itself keeps its own
 * globals: no `window.process` appears, and `window.setTimeout` is untouched.
 *
 * A page runs one program at a time; `activate` hands these to its run.
 */
export const process = new BrowserProcess();

// Between runs nothing may fire: a closed scope drops every callback.
const idle = new TimerScope(() => undefined);
idle.close();
let active: TimerScope = idle;

export function activateTimers(scope: TimerScope): void {
  active = scope;
}

export function deactivateTimers(scope: TimerScope): void {
  if (active === scope) active = idle;
}

export const setTimeout: TimerScope["setTimeout"] = (...args) => active.setTimeout(...args);
export const clearTimeout: TimerScope["clearTimeout"] = (handle) => active.clearTimeout(handle);
export const setInterval: TimerScope["setInterval"] = (...args) => active.setInterval(...args);
export const clearInterval: TimerScope["clearInterval"] = (handle) => active.clearInterval(handle);
export const setImmediate: TimerScope["setImmediate"] = (...args) => active.setImmediate(...args);
export const clearImmediate: TimerScope["clearImmediate"] = (handle) => active.clearImmediate(handle);
