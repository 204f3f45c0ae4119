/**
 * The compiler options every TypeScript sample is read with: the strict
 * settings a reader would use for a new Node 22 ESM project. The samples'
 * type-check (tests/content/lib/typecheck.ts) and the types shown in the
 * samples (./sample-language-service.ts) both use these, so a popover shows
 * what the check accepted. Part of the key of every cached sample type.
 */
export const SAMPLE_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: "ES2022",
  lib: ["ES2023"],
  module: "NodeNext",
  moduleResolution: "NodeNext",
  types: ["node"],
  allowJs: true,
  checkJs: true,
  // The library's own .d.ts is not ours to fix; we check our samples only.
  skipLibCheck: true,
  noUnusedLocals: false,
  jsx: "react-jsx",
} as const;
