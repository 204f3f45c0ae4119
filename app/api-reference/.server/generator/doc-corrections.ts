/**
 * Puts our "In fact:" sentence (content/api-doc-corrections.ts) after every
 * paragraph or list of a doc comment that holds a sentence the pinned
 * packages prove false. Run on the current version's pages only: the facts
 * were checked against its package.
 */
import type { ApiPageData, Block, Inline } from "../../../../contracts/api-model";
import { codeSpans } from "../../../../contracts/doc-text";
import { correctionsIn, DOC_CORRECTIONS, type DocCorrection } from "../../../../content/api-doc-corrections";
import { plainText } from "./comments";

/** The blocks of a DocComment that hold prose a correction can follow. */
const PROSE_FIELDS = ["summary", "remarks"] as const;

/** `code` spans in our sentences are code on the page, as in the summaries. */
function factInlines(fact: string): Inline[] {
  return codeSpans(fact).map((run): Inline => (run.code ? { t: "code", v: run.text } : { t: "text", v: run.text }));
}

export function correctionBlock(correction: DocCorrection): Block {
  return {
    t: "p",
    c: [{ t: "strong", c: [{ t: "text", v: "In fact:" }] }, { t: "text", v: " " }, ...factInlines(correction.fact)],
  };
}

function correctBlocks(blocks: Block[], corrections: readonly DocCorrection[], applied: Set<string>): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    out.push(block);
    for (const correction of correctionsIn(plainText([block]), corrections)) {
      applied.add(correction.wrong);
      out.push(correctionBlock(correction));
    }
  }
  return out;
}

/** Corrects every doc comment of the pages in place; returns the `wrong` sentences it found. */
export function applyDocCorrections(
  pages: readonly ApiPageData[],
  corrections: readonly DocCorrection[] = DOC_CORRECTIONS,
): Set<string> {
  const applied = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (Array.isArray(record["summary"])) {
      for (const field of PROSE_FIELDS) {
        const blocks = record[field];
        if (Array.isArray(blocks)) record[field] = correctBlocks(blocks as Block[], corrections, applied);
      }
    }
    for (const key of Object.keys(record)) if (!(PROSE_FIELDS as readonly string[]).includes(key)) walk(record[key]);
  };
  pages.forEach(walk);
  return applied;
}
