/**
 * The first half of `npm test`: `npm run typecheck` and `npm run lint` side by
 * side. Each is one busy core (tsc; eslint, then prettier) and neither reads
 * what the other writes, so on two cores they take as long as the slower one.
 * Their output is printed whole, one after the other, rather than interleaved.
 */
import { spawn } from "node:child_process";

interface CheckResult {
  name: string;
  code: number;
  output: string;
}

function runScript(name: string): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const results = await Promise.all(["typecheck", "lint"].map(runScript));
for (const result of results) {
  console.log(`\n> ${result.name}: ${result.code === 0 ? "passed" : `failed (exit ${result.code})`}`);
  if (result.output.trim()) console.log(result.output.trimEnd());
}
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\n${failed.map((result) => result.name).join(" and ")} failed`);
  process.exit(1);
}
