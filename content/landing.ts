// Placeholder copy for the landing page; the content pass replaces it.
export const landing = {
  hero: {
    title: "Terminal interfaces, built from widgets",
    tagline: "unblessed is a TypeScript widget library for terminal UIs that runs on Node.js and in the browser.",
  },
  intro:
    "Describe a screen as a tree of boxes, lists, forms and tables; unblessed works out the layout, draws only what changed and routes keys and mouse events to the focused widget.",
  highlights: [
    { title: "Typed from the start", body: "Every widget and option ships with TypeScript declarations." },
    {
      title: "Runs where JavaScript runs",
      body: "A runtime adapter supplies the platform, so the core runs in Node.js and browsers.",
    },
    { title: "Familiar to blessed users", body: "@unblessed/blessed offers the blessed API on top of the new core." },
  ],
  sample: {
    title: "hello.ts",
    lang: "ts",
    code: `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ terminal: "xterm" });
new Box({ parent: screen, content: "Hello", border: { type: "line" } });
screen.key(["q", "C-c"], () => process.exit(0));
screen.render();
`,
  },
  calls: [
    { label: "Read the introduction", to: "/docs/getting-started/introduction" },
    { label: "Install", to: "/docs/getting-started/installation" },
  ],
} as const;
