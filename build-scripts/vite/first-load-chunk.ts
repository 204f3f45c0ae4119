/**
 * One chunk for the app code every page needs on first load (the shell, the
 * docs frame, links, storage, metadata), instead of a dozen small shared
 * chunks: each chunk costs an import statement, a request and its own gzip
 * dictionary, which together came to about 3 KB of the 120 KB budget.
 *
 * Only modules that every page imports eagerly belong here. A module that is
 * loaded on demand (the mobile panel, the colour-mode toggle, the route-change
 * enhancements and the TOCs' scroll-spy, the search modal, the crash screen) must not match, or it
 * would become part of every first load: hence the exclusions.
 */
const LAZY_SHELL_MODULES = [
  "mobile-panel",
  "use-mobile-panel-lifecycle",
  "color-mode-toggle",
  "navigation-enhancements",
  "route-progress",
  "route-scroll",
  "toc-enhancements",
];

const FIRST_LOAD_MODULES = new RegExp(
  [
    "/app/site-config",
    // The shell's own files (not its folders), less the lazy ones and two that were never in it.
    `/app/shell/(?!${[...LAZY_SHELL_MODULES, "head-script", "not-found-page"].join("|")})[\\w-]+\\.tsx?`,
    "/app/search/ui/search-button",
    // The load-failure screen must not depend on the network that just failed; the crash screen is lazy.
    "/app/shell/errors/(lazy-route-error|load-failure|use-route-error|error-chain)",
    "/app/shell/scroll/use-hide-on-scroll",
    "/app/shell/error-reporting/(load-reporter|local-hosts)",
    "/app/shell/asset-recovery/(install-recovery|route-modules)",
    // The sidebar's prefetching loads once the page is idle.
    "/app/docs-page/(breadcrumbs|doc-page|page-markdown-actions|page-source-info|prev-next|sidebar-region|sidebar|table-of-contents)\\.tsx",
    "/app/common/(safe-storage|trailing-slash|use-hydrated|idle/|keyboard-navigation|internal-href)",
    // The delegated variant serves static HTML: API bodies, and the sidebar once the page is idle.
    "/app/common/prefetch/(?!use-delegated-prefetch)",
    // The version names; the dropdown loads on API pages only, its menu and switching logic on first open.
    "/contracts/(docs-versions|api-paths|not-found)",
    "/app/api-reference/versions/preferred-version",
    // The Run button of live samples (the landing page has one too): in this chunk it shares the
    // lazy-import helper the shell already has instead of adding one to every docs page. With it,
    // what starts the sandbox as the reader reaches the button (a few lines; the sandbox is lazy).
    "/app/live/(terminal/run-button|sandbox/warm-on-intent)",
  ].join("|"),
);

export const firstLoadChunk = { name: "shell", test: FIRST_LOAD_MODULES };

/**
 * React, ReactDOM and React Router in a chunk of their own. They change only
 * when a dependency is upgraded, so a returning reader keeps them cached
 * across deploys, and the first load has one file fewer: the `react-dom`
 * entry used to be a chunk of its own, apart from `react-dom/client`.
 */
export const frameworkChunk = {
  name: "framework",
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
};
