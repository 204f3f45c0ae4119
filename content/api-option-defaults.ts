/**
 * Defaults said in a reader's words, where the value the generator reads back
 * from a fresh widget (app/api-reference/.server/generator/option-defaults.ts)
 * would mislead: a field the option never sets (Table's `data` is Node's
 * user-data object), what the widget became rather than what was asked
 * (Image returns an ANSIImage), a path of the machine that ran the build
 * (FileManager's `cwd`), or "unset" where the code falls back to a value.
 *
 * Every entry names its probe: tests/content/probes/option-default-probes.ts
 * runs the probe of that id against the pinned packages and the test fails
 * when what it finds is not `says` word for word.
 */
export interface ReaderDefault {
  /** What the widget does with the option left out, as a reader would say it. */
  says: string;
  /** The id of the probe that shows it. */
  probe: string;
}

export const OPTION_DEFAULTS: Readonly<Record<string, Readonly<Record<string, ReaderDefault>>>> = {
  Box: {
    border: { says: "no border", probe: "Box.border" },
    scrollable: { says: "not scrollable", probe: "Box.scrollable" },
  },
  Image: { type: { says: '"ansi": you get an ANSIImage', probe: "Image.type" } },
  FileManager: { cwd: { says: "the program's working directory", probe: "FileManager.cwd" } },
  Table: { data: { says: "no rows", probe: "Table.data" } },
  ListTable: { data: { says: "no rows", probe: "ListTable.data" } },
  Line: { orientation: { says: '"vertical": a │ line one column wide', probe: "Line.orientation" } },
  Screen: { tabSize: { says: "4 columns", probe: "Screen.tabSize" } },
};
