import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that run before all the others of their run, in this order.
 *
 * The dev server test is the heaviest file of the lane that `npm test` runs
 * beside the browser files, and the only one whose work is a server's. Run
 * last (where Vitest put it, by size), it competed with the accessibility walk
 * at the end and took 104 s instead of 56; run first, its CPU goes to the
 * moments when both lanes mostly wait (the browser lane on page loads, the
 * content files on their sample processes).
 */
const RUN_FIRST = ["tests/dev/dev-content.test.ts"];

/**
 * Files that run after all the others of their run, in this order.
 *
 * The accessibility walk loads its pages in two tabs at once, so it is the
 * one browser file that keeps both cores busy by itself. `npm test` runs the
 * browser files beside the checks and the node tests, which end first; the
 * walk, run last, fills the core they leave, where one file at a time left
 * it half idle.
 */
const RUN_LAST = ["tests/browser/a11y.test.ts"];

const indexIn = (list: string[], spec: TestSpecification) =>
  list.findIndex((file) => spec.moduleId.replaceAll("\\", "/").endsWith(`/${file}`));

/** RUN_FIRST, then Vitest's own order (slowest or largest first), then RUN_LAST. */
export class FileOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const listed = (list: string[]) =>
      sorted.filter((spec) => indexIn(list, spec) >= 0).sort((a, b) => indexIn(list, a) - indexIn(list, b));
    const rest = sorted.filter((spec) => indexIn(RUN_FIRST, spec) < 0 && indexIn(RUN_LAST, spec) < 0);
    return [...listed(RUN_FIRST), ...rest, ...listed(RUN_LAST)];
  }
}
