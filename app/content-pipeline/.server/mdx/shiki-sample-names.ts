import type { ShikiTransformer } from "shiki";
import { NAME_INDEX_PROPERTY, NAMED_CODE_PROPERTY } from "../../../../contracts/sample-types";
import type { PageSampleNames } from "../sample-types/page-sample-names";

/**
 * Marks every described name of a sample in its highlighted code: the name
 * becomes a span of its own (Shiki's decorations split a token where a name
 * starts or ends) carrying the index of its entry, and the `<pre>` says it
 * has names. Nothing is added to the text, so the code copies as it is.
 */
export function sampleNamesTransformer(names: PageSampleNames): ShikiTransformer {
  return {
    name: "unblessed-docs:sample-names",
    preprocess(code, options) {
      const places = names.placesIn(code);
      if (places.length === 0) return;
      options.decorations = [
        ...(options.decorations ?? []),
        ...places.map(({ start, end, index }) => ({
          start,
          end,
          properties: { [NAME_INDEX_PROPERTY]: String(index) },
        })),
      ];
    },
    pre(node) {
      if (names.placesIn(this.source).length > 0) node.properties[NAMED_CODE_PROPERTY] = "";
    },
  };
}
