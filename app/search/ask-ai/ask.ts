import { loadEmbeddedIndex } from "../engine/embedded-engine";
import { searchConfig } from "../engine/search-config";
import { streamChatAnswer, type ChatTurn } from "./chat-stream";
import { PASSAGE_COUNT, retrievalQuery, toPassages, type Passage } from "./passages";
import { retrievedAnswer } from "./retrieved-answer";

export interface AskResult {
  passages: Passage[];
  /** The answer, piece by piece. */
  answer: AsyncGenerator<string>;
  /** True when a model writes the answer; false for the embedded, retrieved answer. */
  generated: boolean;
}

/**
 * Whether a model writes the answers: only then does Ask AI say they are
 * generated with AI. Without one the answer is quoted from the docs and says so.
 */
export function answersAreGenerated(): boolean {
  return searchConfig.askAi !== null;
}

/**
 * Retrieval always runs on the embedded index (it works offline); the answer
 * comes from the configured model when there is one, else it is composed of
 * the retrieved passages.
 */
export async function ask(question: string, history: readonly ChatTurn[], signal: AbortSignal): Promise<AskResult> {
  const index = await loadEmbeddedIndex();
  let documents: Awaited<ReturnType<typeof index.retrieve>> = [];
  for (const query of retrievalQuery(
    question,
    history.map((turn) => turn.question),
  )) {
    documents = await index.retrieve(query, PASSAGE_COUNT);
    if (documents.length >= 2) break;
  }
  const passages = toPassages(documents);
  const config = searchConfig.askAi;
  if (!config) return { passages, answer: retrievedAnswer(passages, signal), generated: false };
  return {
    passages,
    generated: true,
    answer: streamChatAnswer({ endpoint: config.endpoint, model: config.model, question, passages, history, signal }),
  };
}
