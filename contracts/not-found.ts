/**
 * The meta tag the not-found route renders. The head script looks for it to
 * tell that the host served 404.html rather than the page that was asked for.
 */
export const NOT_FOUND_META_NAME = "docs:not-found";
