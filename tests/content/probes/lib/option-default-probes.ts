// The probes behind content/api-option-defaults.ts: each builds the widget
// with the option left out on a Screen over in-memory streams, looks at what
// the widget does, and says it in the same words as the page. A probe returns
// something else (the raw value, in its own words) when the library behaves
// otherwise, so the test comparing it with the page fails.
import { Box, FileManager, Image, Line, ListTable, Table } from "@unblessed/node";
import type { Screen } from "@unblessed/node";

export type DefaultProbe = (screen: Screen) => string;

export const DEFAULT_PROBES: Readonly<Record<string, DefaultProbe>> = {
  "Box.border": (screen) => {
    const box = new Box({ parent: screen, width: 6, height: 3, content: "x" });
    screen.render();
    // No border: the content starts in the box's first cell, and there is no border to draw.
    const firstCell = screen.lines[box.atop]?.[box.aleft]?.[1];
    return box.border === undefined && firstCell === "x" ? "no border" : `a border (${JSON.stringify(box.border)})`;
  },
  "Box.scrollable": (screen) => {
    const box = new Box({ parent: screen, width: 6, height: 2, content: "1\n2\n3\n4" });
    // The scrolling methods are only mixed into a scrollable element, whatever the types declare.
    const canScroll = typeof (box as unknown as { scroll?: unknown }).scroll === "function";
    return !box.scrollable && !canScroll ? "not scrollable" : "scrollable";
  },
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
  "Screen.tabSize": (screen) => {
    // The blank a tab in content is expanded to.
    const tab = screen.tabc;
    return /^ +$/.test(tab) ? `${tab.length} columns` : JSON.stringify(tab);
  },
};

function rowsOf(table: Table | ListTable): string {
  const rows: unknown[] = table.rows;
  return rows.length === 0 ? "no rows" : `${rows.length} rows`;
}
