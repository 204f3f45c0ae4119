// Facts stated on /docs/guides/dialogs beyond what its samples press: which
// keys answer a Question, and with what.
import { Question } from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

let term: PipedScreen;
afterEach(() => term.destroy());

/** Asks once, presses the keys, and returns the answers given (none while it is still open). */
async function answersTo(...keys: string[]): Promise<boolean[]> {
  const question = new Question({ parent: term.screen, width: 30, height: 5 });
  const answers: boolean[] = [];
  question.ask("Sure?", (_err: unknown, yes: boolean) => answers.push(yes));
  for (const key of keys) await term.press(key);
  return answers;
}

describe("Question", () => {
  it.each([
    ["Enter", "\r", true],
    ["y", "y", true],
    ["Escape", "\x1b", false],
    ["n", "n", false],
    ["q", "q", false],
  ])("%s (%j) answers %s", async (_name, key, answer) => {
    term = pipedScreen();
    expect(await answersTo(key)).toEqual([answer]);
  });

  it("ignores other keys and stays open", async () => {
    term = pipedScreen();
    expect(await answersTo("x", " ", "\x1b[B")).toEqual([]);
  });
});
