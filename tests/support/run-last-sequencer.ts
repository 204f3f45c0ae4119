import { BaseSequencer, type TestSpecification } from "vitest/node";

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

const lastIndex = (spec: TestSpecification) =>
  RUN_LAST.findIndex((file) => spec.moduleId.replaceAll("\\", "/").endsWith(`/${file}`));

/** Vitest's own order (slowest or largest first), then RUN_LAST. */
export class RunLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rest = sorted.filter((spec) => lastIndex(spec) < 0);
    const last = sorted.filter((spec) => lastIndex(spec) >= 0).sort((a, b) => lastIndex(a) - lastIndex(b));
    return [...rest, ...last];
  }
}
