/**
 * Opens the folded groups (`<details>`) around the element a URL fragment
 * names, and brings it into view. Chromium unfolds a `<details>` on fragment
 * navigation by itself; other browsers do not, and neither does a client-side
 * navigation, which scrolls before anything is open.
 */
export function revealFragment(root: HTMLElement, hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target || !root.contains(target)) return false;
  let opened = false;
  for (let el: HTMLElement | null = target; el && el !== root; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement && !el.open) {
      el.open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView();
  return opened;
}
