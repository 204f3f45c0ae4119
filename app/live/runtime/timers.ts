/**
 * The timers of one program run. Everything the program and core schedule goes
 * through a scope, so that Stop can cancel all of it at once (a dashboard's
 * `setInterval`, core's render throttle, a cursor blink) and an exception in
 * a callback reaches the run's error handler instead of the page's console.
 */
type Handle = ReturnType<typeof globalThis.setTimeout>;
// Timer callbacks take any arguments, exactly as the globals they replace.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TimerCallback = (...args: any[]) => void;

export class TimerScope {
  private readonly timeouts = new Set<Handle>();
  private readonly intervals = new Set<Handle>();
  private closed = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  get isClosed(): boolean {
    return this.closed;
  }

  /** Runs a callback of this scope: never after close, and never letting an error escape. */
  run(callback: TimerCallback, args: unknown[] = []): void {
    if (this.closed) return;
    try {
      callback(...args);
    } catch (error) {
      this.onError(error);
    }
  }

  setTimeout = (callback: TimerCallback, ms?: number, ...args: unknown[]): Handle => {
    const handle: Handle = globalThis.setTimeout(() => {
      this.timeouts.delete(handle);
      this.run(callback, args);
    }, ms);
    if (!this.closed) this.timeouts.add(handle);
    else globalThis.clearTimeout(handle);
    return handle;
  };

  clearTimeout = (handle: Handle | undefined): void => {
    if (handle === undefined) return;
    globalThis.clearTimeout(handle);
    this.timeouts.delete(handle);
  };

  setInterval = (callback: TimerCallback, ms?: number, ...args: unknown[]): Handle => {
    const handle: Handle = globalThis.setInterval(() => this.run(callback, args), ms);
    if (!this.closed) this.intervals.add(handle);
    else globalThis.clearInterval(handle);
    return handle;
  };

  clearInterval = (handle: Handle | undefined): void => {
    if (handle === undefined) return;
    globalThis.clearInterval(handle);
    this.intervals.delete(handle);
  };

  /** Browsers have no setImmediate; a zero-delay timeout is the same "after I/O" turn. */
  setImmediate = (callback: TimerCallback, ...args: unknown[]): Handle => this.setTimeout(callback, 0, ...args);
  clearImmediate = (handle: Handle | undefined): void => this.clearTimeout(handle);

  /** `process.nextTick`: a microtask, as Node runs ticks before the next task. */
  nextTick = (callback: TimerCallback, ...args: unknown[]): void => {
    queueMicrotask(() => this.run(callback, args));
  };

  /** How many timers are still pending; the tests check that Stop leaves none. */
  get pending(): number {
    return this.timeouts.size + this.intervals.size;
  }

  close(): void {
    this.closed = true;
    for (const handle of this.timeouts) globalThis.clearTimeout(handle);
    for (const handle of this.intervals) globalThis.clearInterval(handle);
    this.timeouts.clear();
    this.intervals.clear();
  }
}
