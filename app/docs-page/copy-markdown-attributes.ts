// The markup contract between the "Copy page" button (rendered with the page)
// and its listener (./install.ts, loaded when the page is idle). Kept apart so
// that the button does not bring the listener into the first load.

/** On the "Copy page" button: the URL of the Markdown to copy. */
export const COPY_MARKDOWN_ATTR = "data-copy-markdown";
/** On the live region that says what happened. */
export const COPY_MARKDOWN_STATUS_ATTR = "data-copy-markdown-status";
