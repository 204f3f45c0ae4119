import { PLAYGROUND } from "../../../contracts/playground";
import { type LinkedSample, playgroundHref, sampleHref } from "../../../contracts/playground-url";

/**
 * The id of a docs sample opened with "Open in playground". It is not one
 * of the examples: the link holds its code, and it has no draft, so opening
 * a sample never overwrites the reader's draft of an example.
 */
export const LINKED_ID = ":linked";

/**
 * The playground's address for `code`, in the link format of
 * contracts/playground-url.ts (the one the page reads, decodes with its limits
 * and runs only in the sandbox, on Run). A linked docs sample keeps its origin.
 * The address bar carries the code only once it differs from the example;
 * a shared link (`carryCode`) always carries it, so that it opens exactly this
 * code, not whatever draft of the example the receiving browser holds.
 */
export function playgroundLink(
  example: { id: string; code: string },
  code: string,
  linked: LinkedSample | undefined,
  { carryCode }: { carryCode: boolean },
): string {
  if (example.id === LINKED_ID && linked) return sampleHref(PLAYGROUND.path, code, linked);
  return playgroundHref(PLAYGROUND.path, example.id, carryCode || code !== example.code ? code : undefined);
}
