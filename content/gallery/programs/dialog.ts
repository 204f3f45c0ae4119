import { Button, Dialog, NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

new Text({ parent: screen, top: 0, left: 1, content: "d opens the dialog" });

// A Dialog starts hidden; show() focuses it and hide() gives focus back.
const dialog = new Dialog({
  parent: screen,
  width: 32,
  height: 7,
  border: { type: "line" },
  label: " Delete? ",
  content: "Delete 3 files for good?",
});
const ok = new Button({
  parent: dialog,
  top: 2,
  left: 2,
  shrink: true,
  content: "[ Delete ]",
  style: { bg: "red" },
});
ok.on("press", () => dialog.hide());

screen.key("d", () => {
  dialog.show();
  ok.focus();
  screen.render();
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
