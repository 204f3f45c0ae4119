// One specimen of each blessed widget that draws something, shown one at a
// time: "n" replaces the specimen with the next one. The migration guide's
// widget table takes "renders the same" from this program's screens.
const path = require("path");
const { PNG } = require("pngjs");
const blessed = require("blessed");

// The dialogs grab or lock the keys; "n" and C-c still reach the screen.
const screen = blessed.screen({ smartCSR: true, ignoreLocked: ["n", "C-c"] });
const at = { parent: screen, top: 1, left: 0 };
const box = { ...at, width: 30, height: 7, border: "line" };

// A 4x2 picture with four colours, made here so that no image file is needed.
function picture() {
  const png = new PNG({ width: 4, height: 2 });
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 255],
  ];
  for (let i = 0; i < 8; i++) png.data.set([...colours[i % 4], 255], i * 4);
  return PNG.sync.write(png);
}

// FileManager reads its folder asynchronously: it reads it at the start, long before its turn comes.
const files = blessed.filemanager({
  ...box,
  hidden: true,
  cwd: path.join(path.dirname(require.resolve("blessed/package.json")), "usr"),
});
files.refresh(files.cwd, () => {});

const specimens = {
  Box: () => blessed.box({ ...box, content: "a box" }),
  Element: () => blessed.element({ ...box, content: "an element" }),
  // Before any ScrollableText exists: with @unblessed/blessed that matters (see the guide).
  Log: () => {
    const log = blessed.log({ ...box });
    for (let line = 1; line <= 8; line++) log.log(`line ${line}`);
    return log;
  },
  Text: () => blessed.text({ ...at, content: "some text" }),
  Line: () => blessed.line({ ...at, width: 20, orientation: "horizontal" }),
  ScrollableBox: () => blessed.scrollablebox({ ...box, content: "one\ntwo\nthree\nfour\nfive\nsix" }),
  ScrollableText: () => blessed.scrollabletext({ ...box, content: "one\ntwo\nthree\nfour\nfive\nsix" }),
  List: () => blessed.list({ ...box, items: ["one", "two", "three"], style: { selected: { bg: "blue" } } }),
  Form: () => blessed.form({ ...box, content: "a form" }),
  Input: () => blessed.input({ ...box, content: "an input" }),
  Textarea: () => blessed.textarea({ ...box, value: "a text area" }),
  Textbox: () => blessed.textbox({ ...box, height: 3, value: "a text box" }),
  Button: () => blessed.button({ ...at, shrink: true, content: "a button", style: { bg: "blue" } }),
  ProgressBar: () => blessed.progressbar({ ...box, height: 3, filled: 40, style: { bar: { bg: "green" } } }),
  FileManager: () => {
    files.show();
    return files;
  },
  Checkbox: () => blessed.checkbox({ ...at, text: "a checkbox", checked: true }),
  RadioSet: () => {
    const set = blessed.radioset({ ...box });
    blessed.radiobutton({ parent: set, top: 0, left: 0, text: "first", checked: true });
    blessed.radiobutton({ parent: set, top: 1, left: 0, text: "second" });
    return set;
  },
  RadioButton: () => blessed.radiobutton({ ...at, text: "a radio button", checked: true }),
  Listbar: () => blessed.listbar({ ...at, width: 40, height: 1, items: { Open: () => {}, Save: () => {} } }),
  Table: () =>
    blessed.table({
      ...box,
      data: [
        ["Fruit", "Count"],
        ["Apple", "3"],
        ["Cherry", "12"],
      ],
    }),
  ListTable: () =>
    blessed.listtable({
      ...box,
      data: [
        ["Fruit", "Count"],
        ["Apple", "3"],
        ["Cherry", "12"],
      ],
    }),
  Image: () => blessed.image({ ...at, width: 8, height: 4, type: "ansi", file: picture() }),
  ANSIImage: () => blessed.ansiimage({ ...at, width: 8, height: 4, file: picture() }),
  Layout: () => {
    const layout = blessed.layout({ ...at, width: 40, height: 6, layout: "inline" });
    blessed.box({ parent: layout, width: 10, height: 3, border: "line", content: "one" });
    blessed.box({ parent: layout, width: 10, height: 3, border: "line", content: "two" });
    return layout;
  },
  Loading: () => {
    const loading = blessed.loading({ ...box });
    loading.load("Loading");
    // The spinner turns on a timer; stopping the timer keeps the screen still.
    clearInterval(loading._.timer);
    return loading;
  },
  Message: () => {
    const message = blessed.message({ ...box });
    message.display("Saved", 0, () => {});
    return message;
  },
  Question: () => {
    const question = blessed.question({ ...box });
    question.ask("Sure?", () => {});
    return question;
  },
  Prompt: () => {
    const prompt = blessed.prompt({ ...box, height: 8 });
    prompt.input("Your name?", "Ada", () => {});
    return prompt;
  },
  // Last: without its fonts it throws, and the specimens before it still show.
  BigText: () => blessed.bigtext({ ...at, width: 30, height: 16, content: "Hi", style: { fg: "yellow" } }),
};

const names = Object.keys(specimens);
const title = blessed.box({ parent: screen, top: 0, left: 0, width: 40, height: 1 });
let index = -1;
let shown = null;

function next() {
  // Hidden, not destroyed: some widgets (Log) still have work queued for the next tick.
  if (shown) shown.hide();
  index++;
  if (index >= names.length) {
    title.setContent("done");
    shown = null;
  } else {
    title.setContent(names[index]);
    shown = specimens[names[index]]();
  }
  screen.render();
}

screen.key("n", next);
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

next();
