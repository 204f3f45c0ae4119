import { Message, NodeRuntime, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

new Text({ parent: screen, top: 0, left: 1, content: "s saves" });
const message = new Message({
  parent: screen,
  top: 2,
  left: 1,
  width: 30,
  height: 3,
  border: { type: "line" },
  style: { border: { fg: "green" } },
  hidden: true,
});

// display() shows the text, then hides it by itself (after three seconds by default).
screen.key("s", () => message.display("Saved notes.txt"));

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
