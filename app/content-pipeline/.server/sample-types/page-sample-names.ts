/**
 * The names of one page's samples while the page compiles: each distinct
 * quick info gets one number, the index of its entry in the page's file
 * (contracts/sample-types.ts), and each sample's names keep their places in
 * its code for the highlighter to mark.
 */
import type { NamePlace } from "../../../../contracts/sample-types";
import type { QuickInfo, SampleName } from "./sample-name";

export class PageSampleNames {
  /** The page's distinct quick infos, in the order their names first appear. */
  readonly entries: QuickInfo[] = [];
  private readonly indexOf = new Map<string, number>();
  private readonly placesByCode = new Map<string, NamePlace[]>();

  /**
   * `first`: entries the page's file already starts with, numbered by another
   * part of the page (a guide's MDX), which the names added here come after.
   */
  constructor(first: readonly QuickInfo[] = []) {
    for (const info of first) this.entryIndex(info);
  }

  /** Records the names of a sample, by its code (the highlighter knows a block by its code). */
  add(code: string, names: readonly SampleName[]): void {
    const places = names.map(({ start, end, info }) => ({ start, end, index: this.entryIndex(info) }));
    this.placesByCode.set(normalizedCode(code), places);
  }

  /** The places of the names in a block's code; none for a block that has no names. */
  placesIn(code: string): readonly NamePlace[] {
    return this.placesByCode.get(normalizedCode(code)) ?? [];
  }

  get size(): number {
    return this.entries.length;
  }

  private entryIndex(info: QuickInfo): number {
    const key = JSON.stringify(info);
    let index = this.indexOf.get(key);
    if (index === undefined) {
      index = this.entries.push(info) - 1;
      this.indexOf.set(key, index);
    }
    return index;
  }
}

/** The highlighter is handed a block's code without its final newline; the syntax tree's value has none either. */
function normalizedCode(code: string): string {
  return code.replace(/\n$/, "");
}
