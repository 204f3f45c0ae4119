/**
 * Debian's nginx serving a built site the way a production host would: gzip
 * on, hashed assets cached as immutable, `/a/b` and `/a.b` answered from
 * `index.html` in that folder, unknown paths with 404.html. The bench measures
 * pages through it so that Lighthouse sees what a real visitor gets.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface RunningServer {
  origin: string;
  /** Human-readable description for the bench output. */
  description: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export function nginxConfig(root: string, port: number, tmp: string): string {
  return `daemon off;
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain text/xml application/xml text/x-script;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    error_page 404 /404.html;
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    # React Router's turbo-stream page data.
    location ~ \\.data$ {
      types { }
      default_type text/x-script;
    }
    location / {
      try_files $uri $uri/index.html $uri.html =404;
    }
  }
}
`;
}

async function waitUntilServing(origin: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
  throw new Error(`nginx did not start serving ${origin}:\n${log}`);
}

/** Starts nginx on 127.0.0.1 for `root`; `stop()` ends it and removes its temp files. */
export async function startNginx(root: string): Promise<RunningServer> {
  if (!fs.existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH} (apt-get install -y nginx)`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "docs-bench-nginx-"));
  const port = await freePort();
  const configFile = path.join(tmp, "nginx.conf");
  fs.writeFileSync(configFile, nginxConfig(path.resolve(root), port, tmp));
  const child = spawn(NGINX_PATH, ["-c", configFile, "-p", tmp, "-e", path.join(tmp, "error.log")], {
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, child, path.join(tmp, "error.log"));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, description: "Debian nginx (gzip on, /assets/ immutable)", stop };
}
