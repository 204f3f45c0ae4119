/**
 * The widget gallery (/docs/gallery): one entry per widget class that
 * `@unblessed/core` exports, in the order the page shows them. The build runs
 * each entry's program (content/gallery/programs/<program>.ts) through the
 * sample runner with `meta`, the same fence meta a guide's code block takes
 * (content/README.md, "Samples that create a screen are run"), and shows the
 * screen it drew; the class's API page shows the same capture at its top
 * (app/gallery/gallery-data.server.ts). tests/content/gallery.test.ts fails when
 * core exports a widget class that has no entry here.
 */

import type { GalleryGuide } from "../../contracts/gallery";

/** Where the entries' programs live, relative to the repository: `<program>.ts` each. */
export const GALLERY_PROGRAMS_DIR = "content/gallery/programs";

interface EntryBase {
  /** The class name exactly as `@unblessed/core` exports it. */
  name: string;
  /** One sentence: what a program uses it for. */
  purpose: string;
  /** The page that teaches it, when the site has one. */
  guide?: GalleryGuide;
}

/** A program that the build runs: its screen is the picture. */
export interface PictureEntry extends EntryBase {
  program: string;
  meta: string;
}

/** No picture: the entry says why, and what the widget needs, instead. */
export interface ReasonEntry extends EntryBase {
  reason: string;
  /** A program to read (never run by the build), when one shows what the widget needs. */
  program?: string;
}

export type GalleryWidget = PictureEntry | ReasonEntry;

export interface GalleryGroup {
  title: string;
  widgets: GalleryWidget[];
}

const WIDGETS = { href: "/docs/concepts/widgets", label: "Widgets" };
const FORMS = { href: "/docs/guides/forms#the-widgets-involved", label: "Forms" };
const SCROLLING = { href: "/docs/guides/scrolling", label: "Scrolling" };
const DASHBOARD = { href: "/docs/examples/getting-started/dashboard", label: "Dashboard example" };
const dialogs = (heading: string) => ({ href: `/docs/guides/dialogs#${heading}`, label: "Dialogs" });

export const GALLERY: readonly GalleryGroup[] = [
  {
    title: "The tree",
    widgets: [
      {
        name: "Screen",
        program: "screen",
        meta: 'size=50x5 quit=q expect="A Screen of 50×5 cells"',
        purpose:
          "The root of every program: it takes over the terminal, reads keys and mouse events, and draws the widgets under it.",
        guide: { href: "/docs/getting-started/quick-start", label: "Quick start" },
      },
      {
        name: "Node",
        purpose: "The tree every widget is part of: a parent, children, and append() and detach() to change them.",
        reason:
          "A Node has a place in the tree but no position, size, content or render method, so it draws nothing: appended to a screen on its own, it makes screen.render() throw “el.render is not a function”. Every other entry on this page is a Node; create one of them instead.",
        guide: { href: "/docs/concepts/widgets#the-class-hierarchy", label: "Widgets" },
      },
      {
        name: "Element",
        program: "element",
        meta: "size=50x7 quit=q",
        purpose:
          "The base of every visible widget: position, size, border, padding, style, content and tags, with nothing more.",
        guide: WIDGETS,
      },
    ],
  },
  {
    title: "Boxes and text",
    widgets: [
      {
        name: "Box",
        program: "box",
        meta: 'size=50x9 quit=q expect="Centred, bordered and padded."',
        purpose: "The container most programs are built from: a rectangle with a border, a label and content.",
        guide: WIDGETS,
      },
      {
        name: "Text",
        program: "text",
        meta: 'size=40x4 quit=q expect="Saved 3 files"',
        purpose: "A label that sizes itself to its content, for status lines and captions.",
        guide: { href: "/docs/concepts/widgets#positioning-and-size", label: "Widgets" },
      },
      {
        name: "Line",
        program: "line",
        meta: "size=60x6 quit=q",
        purpose: "A horizontal or vertical rule that separates parts of a screen.",
      },
      {
        name: "BigText",
        program: "big-text",
        meta: 'size=60x13 quit=q norun="it finds its font files with import.meta.resolve, which a program in the page cannot use"',
        purpose: "Large characters drawn from a bitmap font, for clocks, counters and titles.",
        guide: {
          href: "/docs/getting-started/migration-from-blessed#bigtext-cannot-find-its-fonts",
          label: "Migration from blessed",
        },
      },
      {
        name: "Layout",
        program: "layout",
        meta: "size=50x10 quit=q",
        purpose: "A container that places its children in rows, left to right, instead of at fixed offsets.",
        guide: { href: "/docs/guides/layout#the-layout-widget", label: "Layout" },
      },
    ],
  },
  {
    title: "Scrolling and output",
    widgets: [
      {
        name: "ScrollableBox",
        program: "scrollable-box",
        meta: 'size=40x9 quit=q script="down down down" expect="Child box 9"',
        purpose: "A box whose children can be taller than the box itself, scrolled with keys, the wheel or code.",
        guide: SCROLLING,
      },
      {
        name: "ScrollableText",
        program: "scrollable-text",
        meta: 'size=40x9 quit=q script="down down down" expect="Line 9 of a long text"',
        purpose: "A box of long text that the reader scrolls, such as help or a file's contents.",
        guide: SCROLLING,
      },
      {
        name: "Log",
        program: "log",
        meta: 'size=50x9 quit=q script="l l" expect="extra line 2"',
        purpose: "A scrolling box that appends one line at a time and follows the newest, for logs and event feeds.",
        guide: { href: "/docs/guides/scrolling#logs-that-follow-and-stop-following", label: "Scrolling" },
      },
      {
        name: "Static",
        program: "static",
        meta: 'size=44x9 quit=q script=a expect="3. link 2 (35 ms)"',
        purpose:
          "A box of finished items that only grows: addItem() appends one below the others, such as a completed step.",
      },
    ],
  },
  {
    title: "Lists and tables",
    widgets: [
      {
        name: "List",
        program: "list",
        meta: 'size=30x9 quit=q script="down down enter" expect="You picked Cherry"',
        purpose: "A scrolling list of items that the reader picks from with the keys or the mouse.",
        guide: { href: "/docs/examples/getting-started/interactive-list", label: "Interactive list example" },
      },
      {
        name: "ListTable",
        program: "list-table",
        meta: 'size=44x9 quit=q script=down expect="worker"',
        purpose: "A table with a fixed header whose rows can be selected like a list's items.",
        guide: DASHBOARD,
      },
      {
        name: "Table",
        program: "table",
        meta: 'size=40x10 quit=q expect="Saturn"',
        purpose: "Rows and columns with cell borders and a styled header row, for data to read at a glance.",
      },
      {
        name: "Listbar",
        program: "listbar",
        meta: 'size=50x5 quit=q script="right enter" expect="Opened Edit"',
        purpose: "A one-line menu of commands, each with its own key, like the function-key bar of a file manager.",
      },
      {
        name: "FileManager",
        program: "file-manager",
        meta: 'size=44x11 quit=q script=down expect="bin/" norun="the page has no folders of its own to list: its runtime holds only the files the library reads, so /usr shows nothing but share/"',
        purpose: "A list of the files in a folder that opens folders as the reader picks them.",
      },
    ],
  },
  {
    title: "Forms",
    widgets: [
      {
        name: "Form",
        program: "form",
        meta: 'size=50x11 script="\'Ada\' enter tab space tab enter" expect="Submitted"',
        purpose: "A container that gathers the values of the named inputs inside it and submits them together.",
        guide: { href: "/docs/guides/forms#a-complete-form", label: "Forms" },
      },
      {
        name: "Input",
        program: "input",
        meta: "size=40x4 quit=q",
        purpose: "The common base of the form controls; create its subclasses rather than an Input itself.",
        guide: FORMS,
      },
      {
        name: "Textbox",
        program: "textbox",
        meta: 'size=40x6 script="\'Ada\' enter" expect="Hello, Ada!"',
        purpose: "A one-line text field: names, search terms, commands.",
        guide: FORMS,
      },
      {
        name: "Textarea",
        program: "textarea",
        meta: "size=40x8 script=\"'one' enter 'two' escape\" expect=\"Kept 2 lines\"",
        purpose: "A text field of several lines, for notes and messages.",
        guide: FORMS,
      },
      {
        name: "Button",
        program: "button",
        meta: 'size=50x5 quit=q script="enter enter" expect="Pressed 2 times"',
        purpose: "Something to press with Enter, Space or a click, that emits press.",
        guide: FORMS,
      },
      {
        name: "Checkbox",
        program: "checkbox",
        meta: 'size=30x4 quit=q script=space expect="[x] Dark mode"',
        purpose: "An on/off choice drawn as [x] or [ ].",
        guide: FORMS,
      },
      {
        name: "RadioSet",
        program: "radio-set",
        meta: 'size=30x6 quit=q script=space expect="[x] Small"',
        purpose: "A group of radio buttons in which checking one unchecks the others.",
        guide: FORMS,
      },
      {
        name: "RadioButton",
        program: "radio-button",
        meta: 'size=40x5 quit=q script="tab space" expect="Checked: No"',
        purpose: "One choice among several, inside a RadioSet.",
        guide: FORMS,
      },
      {
        name: "ProgressBar",
        program: "progress-bar",
        meta: 'size=44x5 quit=q script="right right right right right right right" expect="70%"',
        purpose: "A bar that fills as work gets done, set from code or moved by the reader.",
        guide: DASHBOARD,
      },
    ],
  },
  {
    title: "Pop-ups",
    widgets: [
      {
        name: "Dialog",
        program: "dialog",
        meta: 'size=50x10 quit=q script=d expect="Delete 3 files for good?"',
        purpose: "An empty, hidden, centred box for your own pop-up, which takes focus when shown and gives it back.",
        guide: dialogs("dialog"),
      },
      {
        name: "Message",
        program: "message",
        meta: 'size=40x6 quit=q script=s expect="Saved notes.txt"',
        purpose: "A short notice that hides itself after a delay or at the next key.",
        guide: dialogs("message"),
      },
      {
        name: "Question",
        program: "question",
        meta: 'size=40x9 script=d expect="Discard your changes?"',
        purpose: "A yes-or-no question with Okay and Cancel, answered to a callback.",
        guide: dialogs("question"),
      },
      {
        name: "Prompt",
        program: "prompt",
        meta: 'size=40x11 script=r expect="New file name?"',
        purpose: "A question with a one-line answer, such as a new name, answered to a callback.",
        guide: dialogs("prompt"),
      },
      {
        name: "Loading",
        program: "loading",
        meta: 'size=34x7 expect="Fetching the news"',
        purpose: "A spinner with a message that holds the keys while something slow happens.",
        guide: dialogs("loading"),
      },
    ],
  },
  {
    title: "Drawing and images",
    widgets: [
      {
        name: "BrailleCanvas",
        program: "braille-canvas",
        meta: "size=42x8 quit=q",
        purpose: "Charts and plots at 2×4 dots per cell, drawn with braille characters.",
      },
      {
        name: "CharCanvas",
        program: "char-canvas",
        meta: 'size=42x8 quit=q expect="drawRect, drawLine, drawText"',
        purpose: "A grid of characters with their own colours, drawn by coordinates: lines, rectangles and text.",
      },
      {
        name: "ANSIImage",
        program: "ansi-image",
        meta: "size=34x8 quit=q",
        purpose:
          "A PNG or GIF painted with cell colours, stretched to the widget's width: here a 16×8 picture over 31 columns, about two cells per pixel.",
        guide: { href: "/docs/platforms/browser", label: "Browser (what a tab cannot do)" },
      },
      {
        name: "Image",
        program: "image",
        meta: "size=34x8 quit=q",
        purpose: "An image widget that becomes an ANSIImage or an OverlayImage, as its type option says.",
      },
      {
        name: "OverlayImage",
        program: "overlay-image",
        purpose: "A real picture laid over the terminal window by w3m's image helper, where the terminal allows it.",
        reason:
          "It draws through w3mimgdisplay (Debian's w3m-img package) into a terminal window on an X display. The build's headless terminal has neither: run there, setImage() calls back with “W3M Image Display not available”, so there is no picture of it here, and a browser tab cannot start that program either.",
      },
    ],
  },
];

/** Every entry, in page order. */
export const GALLERY_WIDGETS: readonly GalleryWidget[] = GALLERY.flatMap((group) => group.widgets);
