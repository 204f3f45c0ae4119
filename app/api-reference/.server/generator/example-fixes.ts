/**
 * Puts the API examples that do not work as shown right: our working version
 * in place of the library's (content/api-examples.ts, with its note), then
 * runs every example that builds a Screen through the guides' sample runner
 * (cached like the guides' samples: a warm build runs nothing) and keeps the
 * captured screens for the page. tests/content/api-examples.test.ts holds
 * every example to compiling and running.
 */
import type { ApiPageData, DocComment } from "../../../../contracts/api-model";
import { checkSample } from "../../../content-pipeline/.server/samples/check-sample";
import { planSample } from "../../../content-pipeline/.server/samples/sample-spec";
import { paintStyle } from "../../../content-pipeline/.server/samples/terminal-colors";
import { API_EXAMPLE_FIXES } from "../../../../content/api-examples";
import { ConfigError } from "../../../../contracts/config/friendly-errors";

type Example = NonNullable<DocComment["examples"]>[number];

function forEachExample(page: unknown, visit: (example: Example) => void): void {
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (Array.isArray(record["examples"]) && "summary" in record) (record["examples"] as Example[]).forEach(visit);
    for (const key of Object.keys(record)) if (key !== "examples") walk(record[key]);
  };
  walk(page);
}

/** Replaces every example that has a fix; returns the original codes it replaced. */
export function applyExampleFixes(pages: readonly ApiPageData[]): Set<string> {
  const applied = new Set<string>();
  for (const page of pages) {
    forEachExample(page, (example) => {
      for (const block of example.body) {
        if (block.t !== "code") continue;
        const fix = API_EXAMPLE_FIXES[block.code];
        if (!fix) continue;
        applied.add(block.code);
        block.code = fix.code;
        block.lang = "ts";
        delete block.html;
        example.note = fix.note;
      }
    });
  }
  return applied;
}

/**
 * Throws when a fix replaced nothing: the library no longer ships the example
 * it was written for, so the page shows the library's own again and our note
 * is lost. Either the example changed (write the fix for its new text) or it
 * is gone (remove the fix).
 */
export function assertEveryFixApplied(
  applied: ReadonlySet<string>,
  fixes: Readonly<Record<string, unknown>> = API_EXAMPLE_FIXES,
): void {
  const unused = Object.keys(fixes).filter((code) => !applied.has(code));
  if (unused.length === 0) return;
  throw new ConfigError(
    "API example fixes",
    "content/api-examples.ts",
    unused.map(
      (code) => `"${code.split("\n")[0]}…": no example of the packages reads so any more; update or remove this fix`,
    ),
  );
}

/**
 * Runs the examples that build a Screen and attaches their screens. A failure
 * is reported, not fatal here: the content test fails on it with the reason.
 */
export async function attachExampleCaptures(pages: readonly ApiPageData[]): Promise<string[]> {
  const runs = new Map<string, Promise<string | undefined>>();
  const failures: string[] = [];
  const capture = (code: string, lang: string): Promise<string | undefined> => {
    let run = runs.get(code);
    if (!run) {
      run = checkSample(lang, code, "").then((outcome) => {
        if (outcome.kind === "failed") {
          failures.push(`${code.split("\n")[0]}…: ${outcome.reason.split("\n")[0]}`);
          return undefined;
        }
        if (outcome.kind !== "ran") return undefined;
        return JSON.stringify(
          outcome.frames.map((frame) => ({
            ...frame,
            screen: { ...frame.screen, styles: frame.screen.styles.map(paintStyle) },
          })),
        );
      });
      runs.set(code, run);
    }
    return run;
  };
  const pending: Promise<void>[] = [];
  for (const page of pages) {
    forEachExample(page, (example) => {
      for (const block of example.body) {
        if (block.t !== "code" || planSample(block.lang, block.code, "").kind !== "run") continue;
        pending.push(
          capture(block.code, block.lang).then((frames) => {
            if (frames) example.frames = frames;
          }),
        );
      }
    });
  }
  await Promise.all(pending);
  return failures;
}
