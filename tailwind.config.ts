import type { Config } from "tailwindcss";

// The site is dark-only (spec §1), so the palette is written for a dark
// background and there is no `dark:` variant to maintain.
export default {
  content: ["./app/**/*.{ts,tsx}", "./content/**/*.{md,mdx,ts}"],
  theme: {
    extend: {
      colors: {
        canvas: "#0b0d10",
        surface: "#12161b",
        raised: "#1a2027",
        line: "#262e38",
        ink: "#d7dde4",
        muted: "#9aa6b2",
        accent: {
          DEFAULT: "#4ade80",
          strong: "#86efac",
          dim: "#166534",
        },
      },
      fontFamily: {
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"],
      },
      maxWidth: {
        prose: "46rem",
      },
    },
  },
} satisfies Config;
