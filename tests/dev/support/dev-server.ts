import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../../build-scripts/hosting/free-port";

export interface DevServer {
  baseUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  close(): Promise<void>;
}

/**
 * `react-router dev` as `npm run dev` starts it (after `generate`, whose
 * output the test build has left in .generated/), in its own process group so
 * that closing it ends its helpers too.
 */
export async function startDevServer(env: Record<string, string>): Promise<DevServer> {
  const port = await freePort();
  const bin = path.resolve("node_modules/@react-router/dev/bin.js");
  const child = spawn(process.execPath, [bin, "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    env: { ...process.env, ...env, NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`react-router dev exited:\n${output}`);
    if (attempt > 600) throw new Error(`react-router dev did not start:\n${output}`);
    const up = await fetch(baseUrl).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      }),
  };
}
