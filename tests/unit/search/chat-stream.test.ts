import { describe, expect, it } from "vitest";
import { AskAiError, chatMessages, streamChatAnswer } from "../../../app/search/ask-ai/chat-stream";
import type { Passage } from "../../../app/search/ask-ai/passages";

const passages: Passage[] = [
  { n: 1, title: "Peer dependencies", page: "Installation", url: "/docs/x#peer", text: "T" },
];

/** A fetch that answers with `chunks` as a streamed body, split exactly where the test says. */
function fakeFetch(chunks: string[], init: ResponseInit = { status: 200 }): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      }),
      init,
    );
}

async function collect(fetchImpl: typeof fetch, signal = new AbortController().signal): Promise<string> {
  let out = "";
  for await (const piece of streamChatAnswer({
    endpoint: "http://ai.test/v1/chat/completions",
    model: "m",
    question: "q",
    passages,
    history: [],
    signal,
    fetchImpl,
  })) {
    out += piece;
  }
  return out;
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe("streamChatAnswer", () => {
  it("joins deltas, across chunk boundaries and CRLF events, until [DONE]", async () => {
    const whole = `: ping\n\n${delta("Hello")}${delta(", world [1]")}`.replace(/\n/g, "\r\n");
    const chunks = [whole.slice(0, 7), whole.slice(7, 40), whole.slice(40), "data: [DONE]\n\n", delta("ignored")];
    expect(await collect(fakeFetch(chunks))).toBe("Hello, world [1]");
  });

  it("reports a non-200 status", async () => {
    await expect(collect(fakeFetch(["nope"], { status: 500 }))).rejects.toMatchObject({
      name: "AskAiError",
      failure: "status",
      message: expect.stringContaining("status 500"),
    });
  });

  it("reports a malformed stream: bad JSON, or no data at all", async () => {
    await expect(collect(fakeFetch(["data: {oops\n\n"]))).rejects.toMatchObject({ failure: "malformed" });
    await expect(collect(fakeFetch(["<html>gateway</html>"]))).rejects.toMatchObject({ failure: "malformed" });
    await expect(collect(fakeFetch(['data: {"error":"x"}\n\n']))).rejects.toMatchObject({ failure: "malformed" });
  });

  it("reports a network error", async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(collect(failing)).rejects.toBeInstanceOf(AskAiError);
    await expect(collect(failing)).rejects.toMatchObject({ failure: "network" });
  });

  it("ends quietly when aborted", async () => {
    const controller = new AbortController();
    const aborting: typeof fetch = async () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    };
    await expect(collect(aborting, controller.signal)).resolves.toBe("");
  });
});

describe("chatMessages", () => {
  it("sends numbered passages with their links, after the earlier turns", () => {
    const messages = chatMessages("and yarn?", passages, [{ question: "install?", answer: "npm i [1]" }]);
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[3]?.content).toContain("[1] Installation › Peer dependencies (/docs/x#peer)");
    expect(messages[3]?.content).toContain("Question: and yarn?");
  });
});
