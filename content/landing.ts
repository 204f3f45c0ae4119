// Copy for the landing page `/`. The site engineer renders it; the sample is
// type-checked by tests/content/code-blocks.test.ts like every docs block, and
// tests/content/probes/landing.test.ts runs it and checks what the copy claims.

const sampleLines = [
  'import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";',
  "",
  "setRuntime(new NodeRuntime());",
  "",
  'const screen = new Screen({ smartCSR: true, title: "hello" });',
  "",
  "new Box({",
  "  parent: screen,",
  '  top: "center",',
  '  left: "center",',
  "  width: 36,",
  "  height: 5,",
  "  tags: true,",
  '  border: { type: "line" },',
  '  content: "{bold}Hello from unblessed{/bold}\\nPress q to quit",',
  "});",
  "",
  'screen.key(["q", "C-c"], () => {',
  "  screen.destroy();",
  "  process.exit(0);",
  "});",
  "",
  "screen.render();",
];

export const landing = {
  hero: {
    title: "unblessed",
    tagline: "Terminal user interfaces in TypeScript: boxes, lists, forms and logs that redraw only what changed.",
  },
  intro:
    "unblessed is a widget library for full-screen terminal programs, rewritten in TypeScript from the classic blessed library. You build a tree of widgets, position and style them, bind keys and mouse events, and render. The core imports no Node.js module: it asks a small runtime object for files, environment variables and buffers, and otherwise relies only on a global process object and timers. The same widgets run under Node.js 22, and in a browser with an adapter like the one this site uses: the screen at the top of this page is the program below, captured when the site was built, and Run starts it right here.",
  highlights: [
    {
      title: "Typed from the start",
      body: "Every package ships its own declarations. Widget options such as BoxOptions and ListOptions are checked by the compiler, so a misspelt option name is an error, not a blank screen. The style object is typed any, so keys inside it are not checked.",
    },
    {
      title: "More than thirty widgets",
      body: "Boxes, lists, tables, forms, text inputs, buttons, progress bars, logs, dialogs, file pickers and images, all built on one Element class you can extend.",
    },
    {
      title: "Efficient rendering",
      body: "A double cell buffer means each render writes only the cells that changed. Batching, throttled renders and scroll-region optimisations keep busy screens smooth.",
    },
    {
      title: "Pluggable runtime",
      body: "The core never imports Node.js. It asks a Runtime object for files, environment variables, buffers and decoders, takes timers and the default terminal streams from the host's globals, and guards such as hasImageSupport tell you what a runtime provides.",
    },
    {
      title: "A path from blessed",
      body: "The @unblessed/blessed package keeps blessed's factory functions, so existing programs can switch imports first and adopt the class API later.",
    },
  ],
  sample: {
    title: "hello.ts",
    lang: "ts",
    code: sampleLines.join("\n"),
    /** How the build runs it for the captured screen in the hero (content/README.md, fence meta). */
    meta: 'size=60x12 quit=q expect="Hello from unblessed" expect="Press q to quit"',
  },
  calls: [
    { label: "Read the introduction", to: "/docs/getting-started/introduction" },
    { label: "Install 1.0.0-alpha.23", to: "/docs/getting-started/installation" },
    { label: "See every widget", to: "/docs/gallery" },
    { label: "Open the playground", to: "/playground" },
  ],
} as const;
