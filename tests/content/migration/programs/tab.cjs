// Three panes; the program's own Tab handler moves between them and says where it is.
const blessed = require("blessed");

const screen = blessed.screen({ smartCSR: true });

const panes = ["Inbox", "Drafts", "Sent"].map((name, index) =>
  blessed.list({
    parent: screen,
    label: ` ${name} `,
    top: 0,
    left: index * 20,
    width: 20,
    height: 6,
    border: "line",
    keys: true,
    items: [`${name} 1`, `${name} 2`],
    style: { border: { fg: "white" }, focus: { border: { fg: "yellow" } }, selected: { bg: "blue" } },
  }),
);
const where = blessed.box({ parent: screen, top: 7, left: 0, width: 60, height: 1, content: "" });

let current = 0;
function show() {
  where.setContent(`Pane ${current + 1} of ${panes.length}`);
  screen.render();
}

screen.key("tab", () => {
  current = (current + 1) % panes.length;
  panes[current].focus();
  show();
});
screen.key("S-tab", () => {
  current = (current + panes.length - 1) % panes.length;
  panes[current].focus();
  show();
});
screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

panes[current].focus();
show();
