/** Performance marks the benchmark reads: the reader's click on Run and the program's first output. */
export const RUN_MARK = "live:run";
export const FIRST_FRAME_MARK = "live:first-frame";
