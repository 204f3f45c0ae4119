import type { Config } from "tailwindcss";
import { MONO_FONT_STACK, SANS_FONT_STACK } from "./contracts/font-stacks";

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
        sans: SANS_FONT_STACK,
        mono: MONO_FONT_STACK,
      },
      maxWidth: {
        prose: "46rem",
      },
    },
  },
} satisfies Config;
