import { readStorage, writeStorage } from "../../common/safe-storage";

/**
 * The tab a reader chose, shared by every tab group with the same labels
 * (installation has two npm / pnpm / yarn groups: picking pnpm in one picks it
 * in both) and kept for the next visit. Each group is an island of its own, so
 * the choice lives here, outside any one React root's state.
 */
const STORAGE_PREFIX = "tabs:";
const listeners = new Set<() => void>();
const chosen = new Map<string, string>();

/** One key per set of labels, in order: the groups that offer the same choices share it. */
export function tabGroupKey(labels: readonly string[]): string {
  return labels.join("\u001f");
}

export function chosenTab(group: string): string | undefined {
  if (!chosen.has(group)) {
    const stored = readStorage(STORAGE_PREFIX + group);
    if (stored !== null) chosen.set(group, stored);
  }
  return chosen.get(group);
}

export function chooseTab(group: string, label: string): void {
  chosen.set(group, label);
  writeStorage(STORAGE_PREFIX + group, label);
  for (const listener of listeners) listener();
}

export function onTabChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
