// The probes behind content/api-option-defaults.ts (with those of
// declared-default-probes.ts, one per declared option): each builds the widget
// with the option left out on a Screen over in-memory streams, looks at what
// the widget does, and says it in the same words as the page. A probe returns
// something else (the raw value, in its own words) when the library behaves
// otherwise, so the test comparing it with the page fails.
import { BigText, Box, CharCanvas, FileManager, Image, Layout, Line, ListTable, Screen, Table } from "@unblessed/node";
import type { CharCanvasOptions } from "@unblessed/node";
import { spawnSync } from "node:child_process";
import { DECLARED_PROBES, type DeclaredProbe } from "./declared-default-probes";

/** A probe of one class's row; DECLARED_PROBES are also told which class and option (subjectFor). */
export type DefaultProbe = DeclaredProbe;

export const DEFAULT_PROBES: Readonly<Record<string, DefaultProbe>> = {
  ...DECLARED_PROBES,
  "Image.type": (screen) => {
    const widget = new Image({ parent: screen });
    // Image's constructor returns another widget: the one its type asks for.
    return widget.options.type === "ansi" && widget.type === "ansiimage"
      ? '"ansi": you get an ANSIImage'
      : `${JSON.stringify(widget.options.type)} (a ${widget.type})`;
  },
  "FileManager.cwd": (screen) => {
    const widget = new FileManager({ parent: screen });
    return widget.cwd === process.cwd() ? "the program's working directory" : `another folder: ${widget.cwd}`;
  },
  "Table.data": (screen) => rowsOf(new Table({ parent: screen })),
  "ListTable.data": (screen) => rowsOf(new ListTable({ parent: screen })),
  "Line.orientation": (screen) => {
    const line = new Line({ parent: screen });
    const width = line.position.width;
    return line.ch === "│" && width === 1
      ? '"vertical": a │ line one column wide'
      : `a ${JSON.stringify(line.ch)} line, ${String(width)} wide`;
  },
  "Node.parent": (screen) => {
    const box = new Box({ width: 3, height: 1, content: "x" });
    screen.render();
    const drawn = screen.lines.some((line: [number, string][]) => line.some((cell) => cell[1] === "x"));
    return box.parent == null && !screen.children.includes(box) && !drawn
      ? "none: the widget is not drawn until you append it"
      : `a parent (${String(box.parent?.type)})`;
  },
  // With one Screen made; with none, the constructor throws "No active screen." (not said on the page).
  "Node.screen": (screen) =>
    new Box({}).screen === screen ? "the Screen the program has made" : "another screen, or none",
  "Element.focused": (screen) => (screen.focused === new Box({ parent: screen }) ? "focused" : "not focused"),
  "Screen.parent": (screen) =>
    screen.parent == null ? "none: a Screen is the root of its widgets" : `a parent (${screen.parent.type})`,
  "Screen.screen": (screen) => (screen.screen === screen ? "the Screen itself" : "another screen"),
  "Screen.focused": (screen) => (screen.focused == null ? "nothing focused" : `${screen.focused.type} focused`),
  "Screen.input": () =>
    withStreamsOfTheProcess((own) =>
      own.program.input === process.stdin ? "the process's standard input" : "another stream",
    ),
  "Screen.output": () =>
    withStreamsOfTheProcess((own) =>
      own.program.output === process.stdout ? "the process's standard output" : "another stream",
    ),
  // The library keeps each environment variable it reads for the life of the process: a child
  // process for each environment.
  "Screen.terminal": () => {
    const withTerm = terminalsMade("screen");
    const withoutTerm = terminalsMade(undefined);
    return withTerm === "screen screen" && withoutTerm === "xterm xterm"
      ? "the TERM environment variable as the first Screen finds it, or xterm when it is unset"
      : `${withTerm} with TERM=screen, ${withoutTerm} without`;
  },
  "Layout.size": (screen) =>
    needsSize((size) => new Layout({ parent: screen, ...size }), "`Layout` must have a width and height!"),
  "CharCanvas.size": (screen) =>
    // The types make both required; a program in JavaScript can leave them out.
    needsSize((size) => new CharCanvas({ parent: screen, ...size } as CharCanvasOptions), "Invalid array length"),
  "BigText.font": (screen) => {
    try {
      new BigText({ parent: screen });
      return "a font that loads";
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      // The file is in the package's data/fonts/; the code looks in dist/data/fonts/.
      return code === "ENOENT" && /[/\\]dist[/\\]data[/\\]fonts[/\\]ter-u14n\.json'?$/.test(message)
        ? "none that loads: the constructor throws ENOENT, looking for ter-u14n.json in a folder of the package that does not hold it"
        : `an error: ${message}`;
    }
  },
  "Screen.tabSize": (screen) => {
    // The blank a tab in content is expanded to.
    const tab = screen.tabc;
    return /^ +$/.test(tab) ? `${tab.length} columns` : JSON.stringify(tab);
  },
};

/**
 * A Screen made with no streams, which takes the process's own. It writes its
 * start-up sequences to standard output: held back, so that they do not end up
 * in the test's log.
 */
function withStreamsOfTheProcess(read: (screen: Screen & { program: { input: unknown; output: unknown } }) => string) {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = () => true;
  try {
    const own = new Screen({ terminal: "xterm" }) as Screen & { program: { input: unknown; output: unknown } };
    const said = read(own);
    own.destroy();
    return said;
  } finally {
    process.stdout.write = write;
  }
}

/** The error a widget's constructor throws without a width and a height, and with only one of them, when all agree. */
function needsSize(build: (size: { width?: number; height?: number }) => unknown, expected: string): string {
  const thrown = [{}, { width: 20 }, { height: 5 }].map((size) => {
    try {
      build(size);
      return "nothing";
    } catch (error) {
      return (error as Error).message;
    }
  });
  build({ width: 20, height: 5 });
  return thrown.every((message) => message === expected)
    ? `none: unless it has both a width and a height, the constructor throws “${expected}”`
    : `throws: ${thrown.join(" / ")}`;
}

/**
 * The terminal of two Screens made in a new process started with TERM=`term`,
 * the second after the program set TERM to vt100: "first second".
 */
function terminalsMade(term: string | undefined): string {
  const program = `
    import { PassThrough } from "node:stream";
    import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
    setRuntime(new NodeRuntime());
    const streams = () => ({
      input: Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {} }),
      output: Object.assign(new PassThrough().resume(), { isTTY: true, columns: 40, rows: 10 }),
    });
    const first = new Screen(streams());
    process.env.TERM = "vt100";
    const second = new Screen(streams());
    console.log(first.terminal + " " + second.terminal);
    process.exit(0);`;
  const env = { ...process.env };
  delete env["TERM"];
  if (term !== undefined) env["TERM"] = term;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], { env, encoding: "utf8" });
  return run.stdout.trim() || `no terminal: ${run.stderr.trim().split("\n")[0] ?? ""}`;
}

function rowsOf(table: Table | ListTable): string {
  const rows: unknown[] = table.rows;
  return rows.length === 0 ? "no rows" : `${rows.length} rows`;
}
