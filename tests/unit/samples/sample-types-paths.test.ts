import { describe, expect, it } from "vitest";
import { pagePathOfSampleTypes, sampleTypesHref } from "../../../contracts/sample-types";

describe("the sample-types file of a page", () => {
  it("is named after the page's path, and read back to it, the landing page's included", () => {
    for (const [page, file] of [
      ["/docs/guides/forms", "/sample-types/docs/guides/forms.json"],
      ["/docs/guides/forms/", "/sample-types/docs/guides/forms.json"],
      ["/", "/sample-types/index.json"],
    ] as const) {
      expect(sampleTypesHref(page)).toBe(file);
      expect(pagePathOfSampleTypes(file)).toBe(page.replace(/(.)\/$/, "$1"));
    }
  });

  it("says no for a path that is not one of the files", () => {
    expect(pagePathOfSampleTypes("/sample-types.json")).toBeUndefined();
    expect(pagePathOfSampleTypes("/docs/guides/forms.json")).toBeUndefined();
    expect(pagePathOfSampleTypes("/sample-types/docs/guides/forms")).toBeUndefined();
  });
});
