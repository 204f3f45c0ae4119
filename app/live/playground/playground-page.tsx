import { lazy, Suspense } from "react";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { PLAYGROUND, type PlaygroundExample } from "../../../contracts/playground";
import { useHydrated } from "../../common/use-hydrated";

// CodeMirror loads once the page has hydrated; the prerendered page shows the code as text meanwhile.
const Workbench = lazy(() => import("./workbench"));

export function PlaygroundPage({ examples }: { examples: PlaygroundExample[] }) {
  const hydrated = useHydrated();
  const fallback = (
    <pre className="h-[26rem] overflow-auto rounded-lg border border-line bg-surface p-4 text-sm">
      {examples[0]?.code}
    </pre>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{PLAYGROUND.title}</h1>
      <p className="mb-8 max-w-3xl text-muted">
        Pick an example from the docs, change it, and press Run: the program runs in the terminal beside the editor (on
        a narrow screen Run switches to it), on the browser runtime this site builds for <code>@unblessed/core</code>.
        What that runtime provides, and what a page cannot do, is on the{" "}
        <PrefetchLink className="text-accent underline" to="/docs/platforms/browser">
          Browser
        </PrefetchLink>{" "}
        page.
      </p>
      {hydrated ? (
        <Suspense fallback={fallback}>
          <Workbench examples={examples} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
