/**
 * Performance marks the benchmark reads (build-scripts/bench/section-live.ts):
 * the program's first output after Run, once the terminal has drawn it. The click itself is marked by the
 * benchmark, which keeps the Run button of every page free of it.
 */
export const FIRST_FRAME_MARK = "live:first-frame";
