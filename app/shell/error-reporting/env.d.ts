// Inlined at build time by `define` in vite.config.ts (see docs/architecture.md, "Error reporting").
interface ImportMetaEnv {
  readonly SENTRY_DSN?: string;
  readonly SENTRY_ENVIRONMENT?: string;
  readonly SENTRY_RELEASE?: string;
}
