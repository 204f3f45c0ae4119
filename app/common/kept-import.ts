/**
 * A dynamic import whose module is kept once it has arrived. import() of a module already loaded
 * still resolves only after the browser's next frame, so code that must act within a click (start
 * a download, post a message) calls `now()` and acts synchronously when the module is there.
 */
export interface KeptImport<Module> {
  /** The module, if it has arrived. */
  now(): Module | undefined;
  /** The module, importing it if it has not. */
  load(): Promise<Module>;
}

export function keptImport<Module>(importModule: () => Promise<Module>): KeptImport<Module> {
  let kept: Module | undefined;
  return {
    now: () => kept,
    load: () => importModule().then((module) => (kept = module)),
  };
}
