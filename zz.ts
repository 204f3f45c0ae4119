import { readFileSync, readdirSync } from "node:fs";
import { checkSample } from "./app/.server/samples/check-sample.ts";
import { collectExamples } from "./build-scripts/api/examples.ts";
const dir = ".generated/api/pages/";
const pages = readdirSync(dir).map((f) => JSON.parse(readFileSync(dir + f, "utf8")));
for (const ex of collectExamples(pages).filter((e) => /new\s+Screen\s*\(/.test(e.code))) {
  const out = await checkSample("ts", ex.code, "");
  console.log(ex.pages[0], out.kind, out.kind === "failed" ? out.reason.slice(0, 400) : out.kind === "ran" ? out.frames.length : "");
}
