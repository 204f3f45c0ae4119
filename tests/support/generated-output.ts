import { inputsHash, savedInputsHash } from "../../app/content-pipeline/.server/generated-inputs";

/**
 * Fails with what to do when `.generated/` was not written from the sources as
 * they are now. Tests that read what `npm run generate` wrote (the API model,
 * the MDX compiled ahead) check the output the site is built from rather than
 * producing it a second time; `npm test` runs generate first.
 */
export function assertGeneratedOutputCurrent(): void {
  if (savedInputsHash() !== inputsHash()) {
    throw new Error("`.generated/` is missing or older than the sources: run `npm run generate` (npm test runs it).");
  }
}
