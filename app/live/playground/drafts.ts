import { readStorage, removeStorage, type StorageLike, writeStorage } from "../../common/safe-storage";

/**
 * The reader's edits, per example, in localStorage (through safe-storage: a
 * browser that refuses storage keeps the edits for the session only).
 */
export const DRAFTS_KEY = "unblessed-docs:playground-drafts";

type Storage = () => StorageLike | null;
type Drafts = Record<string, string>;

function readAll(storage?: Storage): Drafts {
  const raw = readStorage(DRAFTS_KEY, storage);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

export function readDraft(example: string, storage?: Storage): string | undefined {
  return readAll(storage)[example];
}

export function writeDraft(example: string, code: string, storage?: Storage): void {
  writeStorage(DRAFTS_KEY, JSON.stringify({ ...readAll(storage), [example]: code }), storage);
}

export function clearDraft(example: string, storage?: Storage): void {
  const { [example]: _dropped, ...rest } = readAll(storage);
  if (Object.keys(rest).length) writeStorage(DRAFTS_KEY, JSON.stringify(rest), storage);
  else removeStorage(DRAFTS_KEY, storage);
}
