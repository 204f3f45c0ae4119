/**
 * A step between the page and the terminal's chunk. Importing the terminal
 * directly would make every page that shows a Run button list the terminal's
 * whole dependency graph (file names for preloading) in its first-load JS;
 * importing this module lists one file, and this module lists the rest.
 */
export const loadLiveTerminal = () => import("./live-terminal");
