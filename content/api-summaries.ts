/**
 * One sentence of ours for each class whose doc comment only repeats its name
 * (`Button`, `Message / Error`), names another class (Element's "Node") or is
 * a stray source comment (OverlayImage's link to a ranger script). The API
 * generator uses these for the page's summary and description
 * (app/api-reference/.server/generator/summaries.ts). Each sentence names the class it extends
 * and the methods it mentions; tests/content/probes/api-summaries.test.ts
 * loads @unblessed/core and checks both, so a sentence cannot outlive the
 * library it describes.
 */
export interface OurSummary {
  summary: string;
  /** The class it directly extends, as the sentence says (null: none). */
  extends: string | null;
  /** Methods the sentence names, which the class must have. */
  methods: readonly string[];
}

export const API_SUMMARIES: Readonly<Record<string, OurSummary>> = {
  // 0.2.0's comments on these four say only the name; Next's say more, so its pages keep theirs.
  Box: {
    summary:
      "The general-purpose widget: an Element with content, border, padding and scrolling, which most other widgets extend.",
    extends: "Element",
    methods: ["render"],
  },
  Screen: {
    summary:
      "The root of every interface: it owns the terminal, holds the widget tree, routes keys and mouse events, and draws with `render()`.",
    extends: "Node",
    methods: ["render", "key", "alloc"],
  },
  Log: {
    summary: "A ScrollableText that appends lines with `log()` and `add()` and can follow the newest one.",
    extends: "ScrollableText",
    methods: ["log", "add"],
  },
  Textbox: {
    summary: "A one-line Textarea for a single value, read with `getValue()`.",
    extends: "Textarea",
    methods: ["getValue", "setValue", "readInput"],
  },
  Program: {
    summary:
      "The terminal I/O layer under the Screen: it writes escape sequences (`cup()`, `clear()`, `write()`) and reads keys and mouse input.",
    extends: "EventEmitterBase",
    methods: ["write", "clear", "cup"],
  },
  EventEmitter: {
    summary: "The event emitter every widget inherits: `on`, `once`, `off` and `emit`, in the browser as in Node.",
    extends: null,
    methods: ["on", "once", "off", "emit"],
  },
  Tput: {
    summary: "Reads the terminal's terminfo or termcap entry and compiles its capabilities into callable functions.",
    extends: null,
    methods: ["readTerminfo", "readTermcap", "compile", "has"],
  },
  Node: {
    summary:
      "The root of the widget tree: an EventEmitter with a parent, children and a screen, and the methods that move nodes around the tree.",
    extends: "EventEmitter",
    methods: ["append", "prepend", "insert", "remove", "detach", "destroy"],
  },
  Element: {
    summary:
      "A Node that is drawn: position, size, content, style, border, focus, keys and mouse; every visible widget extends it.",
    extends: "Node",
    methods: ["setContent", "focus", "key", "hide", "show"],
  },
  Text: {
    summary: "An Element for a piece of text that sizes itself to its content by default.",
    extends: "Element",
    methods: [],
  },
  Layout: {
    summary: "An Element that places its children itself, one after another in rows (inline) or in a grid.",
    extends: "Element",
    methods: ["renderer"],
  },
  Line: {
    summary: "A Box drawn as a single horizontal or vertical line.",
    extends: "Box",
    methods: [],
  },
  Input: {
    summary: "The base of the form controls: a Box that takes input and that a Form collects.",
    extends: "Box",
    methods: [],
  },
  Button: {
    summary: "An Input to press, with the keyboard or the mouse; `press()` does it from code.",
    extends: "Input",
    methods: ["press"],
  },
  Checkbox: {
    summary: "An Input that is checked or not, with `check()`, `uncheck()` and `toggle()`.",
    extends: "Input",
    methods: ["check", "uncheck", "toggle"],
  },
  RadioButton: {
    summary: "A Checkbox of which only one in its RadioSet is checked at a time.",
    extends: "Checkbox",
    methods: ["toggle"],
  },
  RadioSet: {
    summary: "A Box that groups RadioButtons, so that checking one unchecks the others.",
    extends: "Box",
    methods: [],
  },
  Textarea: {
    summary:
      "A multi-line text Input: `readInput()` starts editing, `getValue()` and `setValue()` read and write its text.",
    extends: "Input",
    methods: ["readInput", "getValue", "setValue", "clearValue", "submit", "cancel"],
  },
  ProgressBar: {
    summary: "An Input that fills up as it progresses, with `progress()`, `setProgress()` and `reset()`.",
    extends: "Input",
    methods: ["progress", "setProgress", "reset"],
  },
  ScrollableBox: {
    summary: "A Box that scrolls when its content is taller than itself.",
    extends: "Box",
    methods: [],
  },
  ScrollableText: {
    summary: "A ScrollableBox meant for long text, scrolled with the keys and the mouse wheel when enabled.",
    extends: "ScrollableBox",
    methods: [],
  },
  List: {
    summary:
      "A scrollable list of items to choose from: `setItems()`, `select()`, `up()` and `down()`, and a `select` event when one is picked.",
    extends: "ScrollableBox",
    methods: ["setItems", "select", "up", "down", "pick"],
  },
  ListTable: {
    summary: "A List whose rows are table rows under a fixed header row, set with `setData()`.",
    extends: "List",
    methods: ["setData", "setRows"],
  },
  FileManager: {
    summary: "A List of the files in a directory that you browse and pick from; `refresh()` reads the directory again.",
    extends: "List",
    methods: ["refresh", "pick", "reset"],
  },
  Listbar: {
    summary:
      "A horizontal bar of items, like a menu or tabs, with `setItems()`, `select()`, `moveLeft()` and `moveRight()`.",
    extends: "Box",
    methods: ["setItems", "select", "moveLeft", "moveRight"],
  },
  Table: {
    summary: "A Box that draws rows of cells as a table, set with `setData()`.",
    extends: "Box",
    methods: ["setData", "setRows"],
  },
  Form: {
    summary: "A Box that holds inputs, moves focus between them and gathers their values on `submit()`.",
    extends: "Box",
    methods: ["submit", "cancel", "reset", "focusNext", "focusPrevious"],
  },
  Loading: {
    summary: "A Box that shows a message with a spinner between `load()` and `stop()`.",
    extends: "Box",
    methods: ["load", "stop"],
  },
  Message: {
    summary: "A Box that shows a message for a while or until a key is pressed, with `display()` and `error()`.",
    extends: "Box",
    methods: ["display", "log", "error"],
  },
  Prompt: {
    summary: "A Box that asks for a line of text and hands it to a callback, with `input()`.",
    extends: "Box",
    methods: ["input", "readInput", "setInput"],
  },
  Question: {
    summary: "A Box that asks a yes-or-no question and hands the answer to a callback, with `ask()`.",
    extends: "Box",
    methods: ["ask"],
  },
  BigText: {
    summary: "A Box that draws its content in large letters made of terminal cells.",
    extends: "Box",
    methods: ["setContent", "loadFont"],
  },
  BrailleCanvas: {
    summary:
      "A Box to draw on in Braille dots, two by four per cell: pixels, lines, rectangles, circles and plotted functions.",
    extends: "Box",
    methods: ["setPixel", "drawLine", "drawRect", "drawCircle", "plotFunction", "clear"],
  },
  CharCanvas: {
    summary: "A Box to draw on one character cell at a time: cells, lines, rectangles and text.",
    extends: "Box",
    methods: ["setCell", "getCell", "drawLine", "drawRect", "drawText", "clear"],
  },
  Image: {
    summary: "A Box that shows an image, as ANSI cells or through an overlay program, depending on its type.",
    extends: "Box",
    methods: [],
  },
  ANSIImage: {
    summary:
      "A Box that draws a PNG or GIF image with coloured terminal cells, and plays animated GIFs with `play()` and `pause()`.",
    extends: "Box",
    methods: ["setImage", "play", "pause", "stop", "clearImage"],
  },
  OverlayImage: {
    summary: "A Box that shows an image drawn over the terminal by the external w3mimgdisplay program.",
    extends: "Box",
    methods: ["setImage", "clearImage", "imageSize"],
  },
};
