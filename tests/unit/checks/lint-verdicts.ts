import { ESLint } from "eslint";

// The project's own eslint.config.js, on planted files: only one rule's verdicts are read.
const eslint = new ESLint({ cwd: process.cwd() });

/** The first lint loads the config and the TypeScript parser (about 5 s on two busy cores). */
export const LOADS_ESLINT = { timeout: 30_000 };

/** What `rule` reports on `text` as if it were the file at `file` (repo-relative); nothing is written. */
export async function ruleMessages(rule: string, file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}
