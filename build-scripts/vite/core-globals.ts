import path from "node:path";
import type { Plugin } from "vite";
import { CORE_GLOBAL_NAMES, CORE_MODULE_URL } from "../../app/live/runtime/core-scope.ts";

/**
 * `@unblessed/core` reads a few globals directly instead of through its
 * runtime: `process` (Program's default stdin/stdout, its `exit` handler) and
 * the timers. A page has no `process`, and Stop must be able to cancel the
 * timers of one program. So, for the browser bundle only, core's module gets
 * an import of those names from the browser runtime
 * (app/live/runtime/globals.ts); an import binding shadows the global
 * inside that one module and nowhere else. Its `import.meta.url`, from which
 * core finds its data folder, becomes a path in the runtime's memory file
 * system.
 */
export const CORE_ENTRY = /[\\/]@unblessed[\\/]core[\\/]dist[\\/]index\.js$/;
export const CORE_GLOBALS_MODULE = path.resolve(import.meta.dirname, "../../app/live/runtime/globals.ts");

export function injectCoreGlobals(code: string, globalsModule: string): string {
  // A top-level declaration of one of these names would clash with the import: fail the build, loudly.
  const clash = new RegExp(`^(?:var|let|const|function|class)\\s+(${CORE_GLOBAL_NAMES.join("|")})\\b`, "m").exec(code);
  if (clash) throw new Error(`@unblessed/core declares "${clash[1]}" at the top level; core-globals.ts needs updating`);
  if (!code.includes("import.meta.url"))
    throw new Error("@unblessed/core no longer reads import.meta.url; check core-globals.ts");
  // Same first line, so the line numbers of core's stack traces stay right.
  const header = `import { ${CORE_GLOBAL_NAMES.join(", ")} } from ${JSON.stringify(globalsModule)};`;
  return header + code.replaceAll("import.meta.url", JSON.stringify(CORE_MODULE_URL));
}

/** `worker`: the plugin of the live runtime's Worker bundle (app/live/sandbox/worker.ts), which has no environment name. */
export function coreGlobals({ worker = false } = {}): Plugin {
  return {
    name: "unblessed-docs:core-globals",
    enforce: "pre",
    // The prerender never runs core; only the browser bundle needs the change.
    ...(worker ? {} : { applyToEnvironment: (environment) => environment.name === "client" }),
    transform(code, id) {
      if (!CORE_ENTRY.test(id.split("?")[0] ?? id)) return null;
      return { code: injectCoreGlobals(code, CORE_GLOBALS_MODULE), map: null };
    },
  };
}
