import { lazy, Suspense } from "react";
import { useAfterIdle } from "../../common/idle/use-after-idle";

// The names of a page's samples come alive with a chunk of their own, on the pages that have them
// (the content pipeline puts <SampleTypes> on a guide, the landing page renders it itself), once the
// browser is idle after hydration, under a boundary of its own: it renders nothing, so nothing waits for it.
// An enhancement, so a chunk that fails to download (a dropped connection, a deploy since the page
// loaded) leaves the code as plain text with a warning, never the page's error screen.
export const SAMPLE_TYPES_UNAVAILABLE = "The types of this page's code samples could not be loaded:";
const LazySampleTypes = lazy(() =>
  import("./sample-types").then(
    (module) => ({ default: module.SampleTypes }),
    (error: unknown) => {
      console.warn(SAMPLE_TYPES_UNAVAILABLE, error);
      return { default: () => null };
    },
  ),
);

/** `src`: the page's sample-types file (contracts/sample-types.ts, sampleTypesHref). */
export function SampleTypesAfterIdle(props: { src: string }) {
  return useAfterIdle() ? (
    <Suspense fallback={null}>
      <LazySampleTypes {...props} />
    </Suspense>
  ) : null;
}
