import fs from "node:fs";

/**
 * The registry mirror used here serves only Linux builds of native packages,
 * so `npm install` leaves the other platforms' optional packages (Tailwind's
 * oxide, esbuild, rolldown …) out of package-lock.json, and `npm ci` then
 * rejects the lock as out of sync. This adds each missing optional package as
 * an entry with its os/cpu, which npm skips on a non-matching machine without
 * fetching it. Run after any `npm install`: `npm run lock:complete`.
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPU = ["arm64", "x64", "ia32", "arm", "wasm32", "riscv64", "s390x", "ppc64", "loong64", "mips64el"];

export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> {
  const parts = name.split("/").pop()?.split("-") ?? [];
  const os = parts.find((part) => OS.includes(part) || part === "win");
  const cpu = parts.find((part) => CPU.includes(part) || part === "arm64ec");
  const libc = parts.includes("musl")
    ? ["musl"]
    : parts.includes("gnu") || parts.includes("gnueabihf")
      ? ["glibc"]
      : undefined;
  return {
    ...(os ? { os: [os === "win" ? "win32" : os] } : {}),
    ...(cpu ? { cpu: [cpu === "wasm32" ? "wasm32" : cpu] } : {}),
    ...(libc ? { libc } : {}),
  };
}

export function completeLock(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const prefix = key ? `${key}/node_modules/` : "node_modules/";
      if (lock.packages[`${prefix}${name}`] || lock.packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      // Only platform builds are safe to stub: anything else must really resolve.
      if (!platform.os && !platform.cpu) continue;
      lock.packages[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = "package-lock.json";
  const lock = JSON.parse(fs.readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };
  const added = completeLock(lock);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `lock: added ${added.length} optional platform packages` : "lock: nothing missing");
}
