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
    `/app/components/shell/(?!${LAZY_SHELL_MODULES.join("|")})`,
    "/app/components/links/",
    // The sidebar's prefetching loads once the page is idle.
    "/app/components/docs/(?!sidebar-prefetch)",
    // The load-failure screen must not depend on the network that just failed; the crash screen is lazy.
    "/app/components/errors/(lazy-route-error|load-failure|use-route-error|error-chain)",
    "/app/lib/(navbar|storage|meta|trailing-slash|use-hydrated|idle|keyboard-navigation|announcement|links)",
    // The version names; the dropdown loads on API pages only, its menu and switching logic on first open.
    "/app/contracts/(docs-versions|api-paths|not-found)",
    "/app/lib/docs-version/preferred-version",
    // The delegated variant serves static HTML: API bodies, and the sidebar once the page is idle.
    "/app/lib/prefetch/(?!use-delegated-prefetch)",
    "/app/lib/scroll/use-hide-on-scroll",
    "/app/lib/error-reporting/(index|local-hosts)",
    "/app/lib/asset-recovery/(index|route-modules)",
    // The Run button of live samples (the landing page has one too): in this chunk it shares the
    // lazy-import helper the shell already has instead of adding one to every docs page.
    "/app/components/live/run-button",
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
