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
  await term.keys(...keys);
  return answers;
}

describe("Question", () => {
  it.each([
    ["enter", true],
    ["y", true],
    ["escape", false],
    ["n", false],
    ["q", false],
  ])("%s answers %s", async (key, answer) => {
    term = pipedScreen();
    expect(await answersTo(key)).toEqual([answer]);
  });

  it("ignores other keys and stays open", async () => {
    term = pipedScreen();
    expect(await answersTo("x", "space", "down")).toEqual([]);
  });
});
