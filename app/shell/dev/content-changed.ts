/**
 * Set while `npm run dev` fetches the data of an edited page again
 * (app/shell/dev/content-refresh.tsx), for the doc route's `shouldRevalidate`.
 * Its own module, importing nothing, so that a build drops it whole: the doc
 * route reads it only under `import.meta.env.DEV`.
 */
let changed = false;

export function contentChangedInDev(): boolean {
  return changed;
}

export function setContentChanged(value: boolean): void {
  changed = value;
}
