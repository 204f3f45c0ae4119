/**
 * The message `npm run dev` sends over Vite's HMR socket when a page's MDX
 * changed (build-scripts/vite/content-reload.ts), and the browser listens for
 * (app/shell/dev/content-refresh.tsx). MDX is read by loaders, not imported, so
 * Vite's own module updates never see it.
 */
export const CONTENT_CHANGED_EVENT = "unblessed-docs:content-changed";
