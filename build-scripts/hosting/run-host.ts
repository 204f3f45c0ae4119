import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

/**
 * Real web servers for the hosting test and the Lighthouse bench: Debian's
 * nginx and Caddy, run as child processes on 127.0.0.1 with everything they
 * write (pid, logs, temp files, Caddy's data) in a temp folder. They read the
 * repository's own configs from hosting/, so what docs/hosting.md links is what the test
 * and the bench run; only the address and the root folder are swapped in.
 */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const CADDY_PATH = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const HOSTING_DIR = path.resolve(import.meta.dirname, "../../hosting");

export interface RunningHost {
  baseUrl: string;
  close(): Promise<void>;
}

/** Replaces one line of a config, failing loudly if the config no longer has it. */
function swapLine(config: string, line: RegExp, replacement: string, file: string): string {
  if (!line.test(config))
    throw new Error(`${file} has no line matching ${line}; the hosting test and the bench need it`);
  return config.replace(line, replacement);
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  let exited: number | null = null;
  child.once("exit", (code) => {
    exited = code ?? -1;
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (exited !== null) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
      throw new Error(`the server exited with code ${exited}:\n${log}`);
    }
    try {
      await fetch(baseUrl, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`nothing answered on ${baseUrl}`);
}

function stopper(child: ChildProcess, tempDir: string): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(tempDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
    });
}

function requireBinary(binary: string, pkg: string): void {
  if (!fs.existsSync(binary)) throw new Error(`${binary} not found. Install it with: apt-get install -y ${pkg}`);
}

/** nginx with hosting/nginx.conf as its only server, in the foreground. */
export async function startNginx(root: string): Promise<RunningHost> {
  requireBinary(NGINX_PATH, "nginx");
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "docs-nginx-"));
  const port = await freePort();
  const file = path.join(HOSTING_DIR, "nginx.conf");
  let site = fs.readFileSync(file, "utf8");
  site = swapLine(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`, file);
  site = swapLine(site, /^(\s*)root \S+;$/m, `$1root ${path.resolve(root)};`, file);
  const log = path.join(temp, "error.log");
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${path.join(temp, name)};`)
    .join("\n");
  const config = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${path.join(temp, "nginx.pid")};`,
    `error_log ${log} warn;`,
    "events { worker_connections 128; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  access_log off;",
    temps,
    site,
    "}",
  ].join("\n");
  const configFile = path.join(temp, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const child = spawn(NGINX_PATH, ["-p", temp, "-c", configFile, "-e", log], { stdio: "ignore" });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, child, log);
  return { baseUrl, close: stopper(child, temp) };
}

/** Caddy with hosting/Caddyfile, its admin API off and its storage in the temp folder. */
export async function startCaddy(root: string): Promise<RunningHost> {
  requireBinary(CADDY_PATH, "caddy");
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "docs-caddy-"));
  const port = await freePort();
  const file = path.join(HOSTING_DIR, "Caddyfile");
  let site = fs.readFileSync(file, "utf8");
  site = swapLine(site, /^:80 \{$/m, `http://127.0.0.1:${port} {`, file);
  site = swapLine(site, /^(\s*)root \* \S+$/m, `$1root * ${path.resolve(root)}`, file);
  const configFile = path.join(temp, "Caddyfile");
  fs.writeFileSync(configFile, `{\n\tadmin off\n\tauto_https off\n}\n${site}`);
  const log = path.join(temp, "caddy.log");
  const out = fs.openSync(log, "w");
  const child = spawn(CADDY_PATH, ["run", "--config", configFile, "--adapter", "caddyfile"], {
    stdio: ["ignore", out, out],
    env: { ...process.env, HOME: temp, XDG_DATA_HOME: temp, XDG_CONFIG_HOME: temp },
  });
  fs.closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, child, log);
  return { baseUrl, close: stopper(child, temp) };
}
