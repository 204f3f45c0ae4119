/** The playground page: its route, and the title and description its meta, the sitemap and search use. */
export const PLAYGROUND = {
  path: "/playground",
  title: "Playground",
  description:
    "Edit an unblessed program in TypeScript and run it in a terminal in your browser, starting from the examples in these docs.",
} as const;

/** What the playground offers to start from: a live sample of the docs, its own text. */
export interface PlaygroundExample {
  /** Stable id used in `?example=`, e.g. "simple-box". */
  id: string;
  /** The sample's file name, e.g. "simple-box.ts". */
  filename: string;
  /** The page it comes from. */
  page: { title: string; path: string };
  code: string;
}

/** The packages a program in the page can import. */
export const IMPORTABLE = ["@unblessed/core", "@unblessed/node"] as const;
