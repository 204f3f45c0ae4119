import { lazy, Suspense } from "react";
import { useAfterIdle } from "../../common/idle/use-after-idle";

// The names of a page's samples come alive with a chunk of their own, on the pages that have them
// (the content pipeline puts <SampleTypes> on a guide, the landing page renders it itself), once the
// browser is idle after hydration, under a boundary of its own: it renders nothing, so nothing waits for it.
const LazySampleTypes = lazy(() => import("./sample-types").then((module) => ({ default: module.SampleTypes })));

/** `src`: the page's sample-types file (contracts/sample-types.ts, sampleTypesHref). */
export function SampleTypesAfterIdle(props: { src: string }) {
  return useAfterIdle() ? (
    <Suspense fallback={null}>
      <LazySampleTypes {...props} />
    </Suspense>
  ) : null;
}
