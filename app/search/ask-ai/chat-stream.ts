import type { Passage } from "./passages";

/**
 * Streams an answer from an OpenAI-compatible chat-completions endpoint over
 * server-sent events. Every way it can go wrong ends in an AskAiError with a
 * message a reader can act on; an abort ends the stream quietly.
 */
export type AskAiFailure = "network" | "status" | "malformed";

export class AskAiError extends Error {
  readonly failure: AskAiFailure;
  constructor(failure: AskAiFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AskAiError";
    this.failure = failure;
  }
}

export interface ChatTurn {
  question: string;
  answer: string;
}

export interface ChatRequest {
  endpoint: string;
  model: string;
  question: string;
  passages: readonly Passage[];
  history: readonly ChatTurn[];
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
}

const SYSTEM_PROMPT = [
  "You answer questions about unblessed, a terminal UI widget library for Node.js and the browser.",
  "Use only the numbered documentation passages given with the question.",
  "Cite the passages you use as [n]. If the passages do not answer the question, say so.",
].join(" ");

export function chatMessages(question: string, passages: readonly Passage[], history: readonly ChatTurn[]) {
  const context = passages.map((p) => `[${p.n}] ${p.page} › ${p.title} (${p.url})\n${p.text}`).join("\n\n");
  return [
    { role: "system", content: SYSTEM_PROMPT },
    ...history.flatMap((turn) => [
      { role: "user", content: turn.question },
      { role: "assistant", content: turn.answer },
    ]),
    { role: "user", content: `Documentation passages:\n\n${context}\n\nQuestion: ${question}` },
  ];
}

export async function* streamChatAnswer(request: ChatRequest): AsyncGenerator<string> {
  const doFetch = request.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(request.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({
        model: request.model,
        stream: true,
        messages: chatMessages(request.question, request.passages, request.history),
      }),
      signal: request.signal,
    });
  } catch (cause) {
    if (request.signal.aborted) return;
    throw new AskAiError("network", "Could not reach the AI service. Check your connection and try again.", { cause });
  }
  if (!response.ok || !response.body) {
    throw new AskAiError("status", `The AI service answered with status ${response.status}. Try again later.`);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let sawData = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (request.signal.aborted) return;
        throw new AskAiError("network", "The connection to the AI service broke off. Try again.", { cause });
      }
      if (chunk.done) break;
      buffer += chunk.value;
      // Events are separated by a blank line; a partial event waits for the next chunk.
      let boundary = buffer.search(/\r?\n\r?\n/);
      while (boundary !== -1) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, "");
        const data = eventData(event);
        if (data === "[DONE]") return;
        if (data !== undefined) {
          sawData = true;
          const delta = deltaContent(data);
          if (delta) yield delta;
        }
        boundary = buffer.search(/\r?\n\r?\n/);
      }
    }
  } finally {
    reader.releaseLock();
  }
  if (request.signal.aborted) return;
  const trailing = eventData(buffer);
  if (trailing !== undefined && trailing !== "[DONE]") {
    sawData = true;
    const delta = deltaContent(trailing);
    if (delta) yield delta;
  }
  if (!sawData) throw new AskAiError("malformed", "The AI service sent a response that could not be read.");
}

/** The joined `data:` lines of one event; undefined for comments and keep-alives. */
function eventData(event: string): string | undefined {
  const lines = event
    .split(/\r?\n/)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).replace(/^ /, ""));
  return lines.length ? lines.join("\n") : undefined;
}

function deltaContent(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (cause) {
    throw new AskAiError("malformed", "The AI service sent a response that could not be read.", { cause });
  }
  const choices = (parsed as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) {
    throw new AskAiError("malformed", "The AI service sent a response that could not be read.");
  }
  const first = choices[0] as { delta?: { content?: unknown } } | undefined;
  const content = first?.delta?.content;
  return typeof content === "string" ? content : "";
}
