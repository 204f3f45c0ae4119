// content/README.md: at most 10% of runnable samples may be marked no-run, each with a reason.
import { describe, expect, it } from "vitest";
import { docsRoot } from "../../../app/content-pipeline/.server/content/content-root";
import { scanDocSources } from "../../../app/content-pipeline/.server/content/doc-sources";
import { collectSamples } from "../../../app/content-pipeline/.server/samples/collect-samples";
import { planSample } from "../../../app/content-pipeline/.server/samples/sample-spec";

describe("no-run samples", () => {
  const plans = scanDocSources(docsRoot())
    .flatMap((source) => collectSamples(source.file))
    .map((sample) => ({ sample, plan: planSample(sample.lang, sample.code, sample.meta) }));

  it("stay at or under 10% of the samples that create a screen", () => {
    const runnable = plans.filter(({ plan }) => plan.kind === "run" || plan.kind === "skip");
    const skipped = runnable.filter(({ plan }) => plan.kind === "skip");
    expect(runnable.length).toBeGreaterThan(10);
    expect(skipped.length / runnable.length).toBeLessThanOrEqual(0.1);
  });

  it("have no meta mistakes", () => {
    const invalid = plans.flatMap(({ sample, plan }) =>
      plan.kind === "invalid" ? [`${sample.file}:${sample.line}: ${plan.reason}`] : [],
    );
    expect(invalid).toEqual([]);
  });
});
