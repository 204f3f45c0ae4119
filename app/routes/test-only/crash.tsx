import { pageMeta } from "../../shell/meta";
import { useHydrated } from "../../common/use-hydrated";

declare global {
  interface Window {
    /** Set by the browser test before it presses 'Try again'. */
    __DOCS_CRASH_TEST_RECOVERED__?: boolean;
  }
}

export function meta() {
  return [
    ...pageMeta({ title: "Crash test", description: "Test-only page that crashes on demand.", path: "/__test/crash" }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Test-only route (present only when DOCS_TEST_ROUTES=1): renders fine in the
 * prerender, then throws an error with a cause chain once hydrated, until the
 * test marks it recovered.
 */
export default function CrashTest() {
  const hydrated = useHydrated();
  if (hydrated && !window.__DOCS_CRASH_TEST_RECOVERED__) {
    throw new Error("Rendering the widget tree failed", {
      cause: new Error("Layout pass for Box#status failed", { cause: new RangeError("width resolved to NaN") }),
    });
  }
  return <h1 className="p-8 text-2xl text-ink">Crash test page rendered</h1>;
}
