import type { Runtime } from "@unblessed/core";
import { IMPORTABLE } from "../../../contracts/playground";

type CoreModule = typeof import("@unblessed/core");

/**
 * `require` for programs in the page. `@unblessed/node` is core plus
 * `NodeRuntime`; here `new NodeRuntime()` gives the browser runtime of the run,
 * so the docs' samples run unchanged, `setRuntime(new NodeRuntime())` included.
 */
export function createRequire(core: CoreModule, runtime: Runtime): (name: string) => unknown {
  // A constructor may return another object; the sample's `new NodeRuntime()` gets the page's runtime.
  function NodeRuntime(): Runtime {
    return runtime;
  }
  const modules: Record<(typeof IMPORTABLE)[number], unknown> = {
    "@unblessed/core": core,
    "@unblessed/node": { ...core, NodeRuntime },
  };
  return (name: string) => {
    if (name in modules) return modules[name as keyof typeof modules];
    throw new Error(`Cannot find module '${name}': programs in the page can import ${IMPORTABLE.join(" and ")}.`);
  };
}
