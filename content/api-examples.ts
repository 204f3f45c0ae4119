/**
 * Our working versions of the library's doc-comment examples that do not work
 * as shown with the pinned packages, each with one line on what the original
 * gets wrong. The API generator shows ours in place of the original, with the
 * note (app/api-reference/.server/generator/example-fixes.ts); tests/content/api-examples.test.ts
 * type-checks every example on the API pages, runs those that build a Screen,
 * and fails when a fix no longer matches any example (the library changed it).
 * Keys are the original code exactly as the doc comment has it.
 */
export interface ExampleFix {
  note: string;
  code: string;
}

const RUNTIME_NOTE =
  "The published packages do not export `getRuntime` (nor a `@unblessed/core/runtime-context` entry), so this does not compile; ours builds a `NodeRuntime`, which has the same APIs.";
const NO_RUNTIME =
  "With @unblessed/node 1.0.0-alpha.23 this throws “Runtime not initialized”: nothing registers the runtime; ours calls `setRuntime(new NodeRuntime())` first and binds q to quit.";
const OPTIONAL_METHOD =
  "Element declares the animation methods optional (`animateBorderColors?`, `pulse?`), so strict TypeScript rejects the plain call; ours calls them with `?.`.";
const BLESSED_FACTORY =
  "It uses the blessed factory `blessed.box`, which @unblessed/node does not have; ours creates the Box with `new Box`.";

export const API_EXAMPLE_FIXES: Readonly<Record<string, ExampleFix>> = {
  [`import { Screen, Box } from '@unblessed/node';

const screen = new Screen();

const box = new Box({
  parent: screen,
  top: 'center',
  left: 'center',
  width: '50%',
  height: '50%',
  content: 'Hello World!',
  border: {
    type: 'line'
  },
  style: {
    fg: 'white',
    bg: 'blue',
    border: {
      fg: '#f0f0f0'
    }
  }
});

screen.render();`]: {
    note: NO_RUNTIME,
    code: `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen();

const box = new Box({
  parent: screen,
  top: "center",
  left: "center",
  width: "50%",
  height: "50%",
  content: "Hello World!",
  border: { type: "line" },
  style: { fg: "white", bg: "blue", border: { fg: "#f0f0f0" } },
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();`,
  },
  [`import { Screen } from '@unblessed/node';

const screen = new Screen();
const program = screen.program;  // Access Program instance

// Use Program methods directly
program.clear();
program.cup(5, 10);  // Move cursor to row 5, col 10
program.write('Hello!');`]: {
    note: "Even with the runtime set (it throws “Runtime not initialized” without), the original draws nothing: `clear()`, `cup()` and the Screen's switch to the alternate screen wait in Program's output buffer until the next tick, while `write()` goes to the terminal at once, so “Hello!” is printed first and then wiped. Ours sets the runtime and calls `flush()` before `write()`.",
    code: `import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen();
const program = screen.program; // the Screen's Program

program.clear();
program.cup(5, 10); // cursor to row 5, column 10
// clear() and cup() wait in Program's buffer; write() does not: send them first.
program.flush();
program.write("Hello!");

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});`,
  },
  [`import { Screen, Box } from '@unblessed/node';

const screen = new Screen({
  smartCSR: true,
  title: 'My App'
});

const box = new Box({
  parent: screen,
  top: 'center',
  left: 'center',
  width: '50%',
  height: '50%',
  content: 'Hello World!',
  border: { type: 'line' }
});

screen.key(['q', 'C-c'], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();`]: {
    note: "With @unblessed/node 1.0.0-alpha.23 this throws “Runtime not initialized”: nothing registers the runtime; ours calls `setRuntime(new NodeRuntime())` first.",
    code: `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true, title: "My App" });

const box = new Box({
  parent: screen,
  top: "center",
  left: "center",
  width: "50%",
  height: "50%",
  content: "Hello World!",
  border: { type: "line" },
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();`,
  },
  [`const screen = new Screen({
  smartCSR: true,
  sendFocus: true
});

const box = new Box({
  parent: screen,
  mouse: true,
  // ...
});

box.on('click', () => {
  box.setContent('Clicked!');
  screen.render();
});

screen.render();`]: {
    note: "It never imports `Screen` and `Box` and registers no runtime, so it throws at once; ours imports them, calls `setRuntime(new NodeRuntime())` and binds q to quit.",
    code: `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true, sendFocus: true });

const box = new Box({
  parent: screen,
  mouse: true,
  width: 20,
  height: 3,
  border: { type: "line" },
  content: "Click me",
});

box.on("click", () => {
  box.setContent("Clicked!");
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();`,
  },
  [`const box = new Box({
  parent: screen,
  border: { type: 'line' },
  width: 20,
  height: 10
});

makeAnimatable(box);

// Now you can use animation methods
box.animateBorderColors((length, frame) => {
  const colors = generateRainbow(length);
  return rotateColors(colors, frame);
});`]: {
    note: OPTIONAL_METHOD,
    code: `const box = new Box({
  parent: screen,
  border: { type: "line" },
  width: 20,
  height: 10,
});

makeAnimatable(box);

box.animateBorderColors?.((length, frame) => rotateColors(generateRainbow(length), frame));`,
  },
  [`// Rainbow animation
const stop = element.animateBorderColors((length, frame) => {
  const colors = generateRainbow(length);
  return rotateColors(colors, frame);
}, { fps: 30 });

// Later, stop the animation
stop();`]: {
    note: OPTIONAL_METHOD,
    code: `// Rainbow border, 30 frames a second
const stop = element.animateBorderColors?.((length, frame) => rotateColors(generateRainbow(length), frame), {
  fps: 30,
});

// Later: stop it
stop?.();`,
  },
  [`// Pulse foreground color
const stop = element.pulse('fg', ['red', 'yellow', 'red'], {
  duration: 1000
});

// Pulse dim property for fade effect
element.pulse('dim', [false, true, false], { duration: 1000 });`]: {
    note: OPTIONAL_METHOD,
    code: `// Pulse the foreground colour
const stop = element.pulse?.("fg", ["red", "yellow", "red"], { duration: 1000 });

// Pulse dim for a fade
element.pulse?.("dim", [false, true, false], { duration: 1000 });`,
  },
  [`const runtime = getRuntime();

if (hasImageSupport(runtime)) {
  // TypeScript knows runtime.images exists here!
  const png = runtime.images.png.PNG.sync.read(buffer);
}`]: {
    note: `${RUNTIME_NOTE} It also reads a \`buffer\` it never defines.`,
    code: `import { readFileSync } from "node:fs";
import { hasImageSupport, NodeRuntime } from "@unblessed/node";

const runtime = new NodeRuntime();
const buffer = readFileSync("picture.png");

if (hasImageSupport(runtime)) {
  // Here TypeScript knows runtime.images exists.
  const png = runtime.images.png.PNG.sync.read(buffer);
}`,
  },
  [`const runtime = getRuntime();

if (hasProcessSupport(runtime)) {
  // TypeScript knows runtime.processes exists
  const proc = runtime.processes.childProcess.spawn('vi', ['file.txt']);
} else {
  console.warn('Cannot spawn processes in this environment');
}`]: {
    note: RUNTIME_NOTE,
    code: `import { hasProcessSupport, NodeRuntime } from "@unblessed/node";

const runtime = new NodeRuntime();

if (hasProcessSupport(runtime)) {
  // Here TypeScript knows runtime.processes exists.
  const proc = runtime.processes.childProcess.spawn("vi", ["file.txt"]);
} else {
  console.warn("Cannot spawn processes in this environment");
}`,
  },
  [`const runtime = getRuntime();
const data = runtime.fs.readFileSync('/usr/share/terminfo/x/xterm');`]: {
    note: RUNTIME_NOTE,
    code: `import { NodeRuntime } from "@unblessed/node";

const runtime = new NodeRuntime();
const data = runtime.fs.readFileSync("/usr/share/terminfo/x/xterm");`,
  },
  [`const runtime = getRuntime();
if (runtime.fs.existsSync('/path/to/file')) {
  const content = runtime.fs.readFileSync('/path/to/file', 'utf8');
}`]: {
    note: RUNTIME_NOTE,
    code: `import { NodeRuntime } from "@unblessed/node";

const runtime = new NodeRuntime();
if (runtime.fs.existsSync("/path/to/file")) {
  const content = runtime.fs.readFileSync("/path/to/file", "utf8");
}`,
  },
  [`const runtime = getRuntime();
const { Readable, Writable } = runtime.utils.stream;

const readable = new Readable();
readable.push('Hello\\n');
readable.push(null);
readable.pipe(runtime.process.stdout);`]: {
    note: `${RUNTIME_NOTE} It also reads \`runtime.utils.stream\`, which is \`runtime.stream\`.`,
    code: `import { NodeRuntime } from "@unblessed/node";

const runtime = new NodeRuntime();
const { Readable } = runtime.stream;

const readable = new Readable();
readable.push("Hello\\n");
readable.push(null);
readable.pipe(runtime.process.stdout);`,
  },
  [`const runtime = getRuntime();
const term = runtime.process.env.TERM || 'xterm-256color';
const editor = runtime.process.env.EDITOR || 'vi';
const home = runtime.process.env.HOME || '/';`]: {
    note: RUNTIME_NOTE,
    code: `import { NodeRuntime } from "@unblessed/node";

const runtime = new NodeRuntime();
const term = runtime.process.env.TERM || "xterm-256color";
const editor = runtime.process.env.EDITOR || "vi";
const home = runtime.process.env.HOME || "/";`,
  },
  [`const box1 = blessed.box({ dockBorders: true, top: 0, left: 0, width: 10, height: 5 });
const box2 = blessed.box({ dockBorders: true, top: 0, left: 10, width: 10, height: 5 });`]: {
    note: BLESSED_FACTORY,
    code: `const box1 = new Box({ parent: screen, dockBorders: true, top: 0, left: 0, width: 10, height: 5 });
const box2 = new Box({ parent: screen, dockBorders: true, top: 0, left: 10, width: 10, height: 5 });`,
  },
  [`const box = blessed.box({ shadow: true });`]: {
    note: BLESSED_FACTORY,
    code: `const box = new Box({ parent: screen, shadow: true });`,
  },
  [`const box = blessed.box({ transparent: true });`]: {
    note: BLESSED_FACTORY,
    code: `const box = new Box({ parent: screen, transparent: true });`,
  },
  [`const canvas = new BrailleCanvas({
  parent: screen,
  width: 40,   // 80 pixels wide
  height: 12,  // 48 pixels tall
  border: 1
});

// Draw a line chart
for (let i = 0; i < data.length - 1; i++) {
  const x1 = i * 2;
  const y1 = data[i];
  const x2 = (i + 1) * 2;
  const y2 = data[i + 1];
  canvas.drawLine(x1, y1, x2, y2);
}

screen.render();`]: {
    note: "`border: 1` is not a border the types accept (a `'line'` or `{ type: 'line' }` is), and `data` is never defined.",
    code: `const data = [40, 32, 20, 26, 10, 4, 12];

const canvas = new BrailleCanvas({
  parent: screen,
  width: 40, // 80 dots wide
  height: 12, // 48 dots tall
  border: { type: "line" },
});

// A line chart
for (let i = 0; i < data.length - 1; i++) {
  canvas.drawLine(i * 2, data[i] ?? 0, (i + 1) * 2, data[i + 1] ?? 0);
}

screen.render();`,
  },
  [`const [attr, char] = canvas.getCell(10, 5);`]: {
    note: "`getCell` returns null for a cell outside the canvas, so destructuring its result does not compile.",
    code: `const cell = canvas.getCell(10, 5);
if (cell) {
  const [attr, char] = cell;
}`,
  },
  [`// By string
const index = list.getItemIndex('Item Text');
// By element
const index = list.getItemIndex(itemElement);
// By index (passthrough)
const index = list.getItemIndex(5);`]: {
    note: "It declares `const index` three times in one scope, which does not compile.",
    code: `// By text
const byText = list.getItemIndex("Item Text");
// By element
const byElement = list.getItemIndex(itemElement);
// By index (returned as is)
const byIndex = list.getItemIndex(5);`,
  },
  [`log.add('Status: OK');
log.add('Processing %d items', count);`]: {
    note: "It uses a `count` it never defines.",
    code: `const count = 3;
log.add("Status: OK");
log.add("Processing %d items", count);`,
  },
  [`log.log('Server started');
log.log('User %s connected', username);`]: {
    note: "It uses a `username` it never defines.",
    code: `const username = "ada";
log.log("Server started");
log.log("User %s connected", username);`,
  },
  [`const log = new Log({
  parent: screen,
  scrollback: 1000,
  border: { type: 'line' }
});

log.log('Server started');
log.log('User %s connected', username);`]: {
    note: "It uses a `username` it never defines.",
    code: `const username = "ada";
const log = new Log({
  parent: screen,
  scrollback: 1000,
  border: { type: "line" },
});

log.log("Server started");
log.log("User %s connected", username);`,
  },
  [`screen.beginBatch();

// Multiple updates - only renders once at end
for (let i = 0; i < 100; i++) {
  boxes[i].setContent(\`Item \${i}\`);
}

screen.endBatch();  // Single render here`]: {
    note: "It uses a `boxes` array it never defines.",
    code: `const boxes = Array.from({ length: 100 }, (_, i) => new Box({ parent: screen, top: i, height: 1 }));

screen.beginBatch();
// Many updates, one render at the end
boxes.forEach((box, i) => box.setContent(\`Item \${i}\`));
screen.endBatch();`,
  },
  [`// Stop animation and cancel pending renders
clearInterval(animationInterval);
screen.cancelThrottledRender();`]: {
    note: "It clears an `animationInterval` it never defines.",
    code: `const animationInterval = setInterval(() => screen.renderThrottled(), 16);

// Stop the animation and cancel a pending render
clearInterval(animationInterval);
screen.cancelThrottledRender();`,
  },
  [`screen.beginBatch();
updateManyWidgets();
screen.endBatch();  // Renders once with all changes`]: {
    note: "It calls an `updateManyWidgets` it never defines.",
    code: `function updateManyWidgets() {
  for (const child of screen.children) (child as Box).setContent("updated");
}

screen.beginBatch();
updateManyWidgets();
screen.endBatch(); // one render with all the changes`,
  },
  [`// In an animation loop
setInterval(() => {
  box.setContent(\`Frame \${frame++}\`);
  screen.renderThrottled();  // Won't render more than maxFPS times per second
}, 16);`]: {
    note: "It increments a `frame` counter it never defines.",
    code: `let frame = 0;
// An animation loop
setInterval(() => {
  box.setContent(\`Frame \${frame++}\`);
  screen.renderThrottled(); // at most maxFPS renders a second
}, 16);`,
  },
  [`const completedTasks = [];
const staticWidget = new Static({
  parent: screen,
  top: 0,
  left: 0,
  width: '100%',
  renderItem: (item, index) => \`✓ Task \${index + 1}: \${item}\`
});

// Add new tasks - only new items render
completedTasks.push('Setup project');
staticWidget.setItems(completedTasks);
screen.render();

completedTasks.push('Write code');
staticWidget.setItems(completedTasks);
screen.render();`]: {
    note: "`const completedTasks = []` has no element type, so strict TypeScript rejects pushing strings into it.",
    code: `const completedTasks: string[] = [];
const staticWidget = new Static<string>({
  parent: screen,
  top: 0,
  left: 0,
  width: "100%",
  renderItem: (item, index) => \`✓ Task \${index + 1}: \${item}\`,
});

// Only new items are rendered
completedTasks.push("Setup project");
staticWidget.setItems(completedTasks);
screen.render();

completedTasks.push("Write code");
staticWidget.setItems(completedTasks);
screen.render();`,
  },
};
