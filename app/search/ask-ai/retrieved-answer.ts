import type { Passage } from "./passages";

/**
 * The embedded Ask AI: no model, so nothing is made up. The answer is the
 * best-matching passages quoted from the docs, each with its citation, said
 * plainly to be a retrieved answer. It is produced piece by piece so it
 * renders like the streamed answer of a configured model.
 */
export const RETRIEVED_ANSWER_INTRO =
  "This is a retrieved answer: no AI model is configured for this site, so these are the passages of the docs that best match your question, quoted as written.";

export const NOTHING_RETRIEVED =
  "No passage of the docs matches this question. Try other words, or use the keyword search.";

export async function* retrievedAnswer(passages: readonly Passage[], signal?: AbortSignal): AsyncGenerator<string> {
  if (passages.length === 0) {
    yield NOTHING_RETRIEVED;
    return;
  }
  yield RETRIEVED_ANSWER_INTRO;
  for (const passage of passages) {
    // One passage per frame: the reader sees the answer build up and an
    // Escape in between stops it.
    await nextFrame();
    if (signal?.aborted) return;
    yield `\n\n${passage.page} › ${passage.title} [${passage.n}]\n${passage.text}`;
  }
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 16));
}
