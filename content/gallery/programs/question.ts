import { NodeRuntime, Question, Screen, Text, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true });

const status = new Text({ parent: screen, top: 0, left: 1, content: "d asks a question" });
const question = new Question({
  parent: screen,
  top: 2,
  left: 1,
  width: 34,
  height: 6,
  border: { type: "line" },
});

// Enter or y answers true; Escape or n answers false.
screen.key("d", () => {
  question.ask("Discard your changes?", (_err: unknown, yes: boolean) => {
    status.setContent(yes ? "Discarded" : "Kept");
    screen.render();
  });
});

screen.key("C-c", () => {
  screen.destroy();
  process.exit(0);
});

screen.render();
