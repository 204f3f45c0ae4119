import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
import { describe, expect, it } from "vitest";
import { blankStringsInHandoff } from "../../../app/shell/.server/handoff";
import { DOCUMENT_HTML_FIELD, documentHtmlValues } from "../../../app/common/document-html";

const stream = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const text = async (readable: ReadableStream<Uint8Array>) => new Response(readable).text();

// A turbo-stream as React Router writes hydration data: the values, each once, then resolved promises.
const HANDOFF =
  '[{"_1":2},"catch-all",{"_3":4,"_5":6},"title","Box","documentHtml",{"_7":8},"body","<div>Box é</div>"]\nP9:[10]\n';

describe("blankStringsInHandoff", () => {
  it("blanks the given strings in the values line and keeps every index", async () => {
    const out = await text(blankStringsInHandoff(stream(HANDOFF), new Set(["<div>Box é</div>"])));
    expect(out).toBe(
      '[{"_1":2},"catch-all",{"_3":4,"_5":6},"title","Box","documentHtml",{"_7":8},"body",""]\nP9:[10]\n',
    );
  });

  it("reads a values line split across chunks, even inside a character", async () => {
    const bytes = new TextEncoder().encode(HANDOFF);
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of "é"
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const out = await text(blankStringsInHandoff(chunks, new Set(["<div>Box é</div>"])));
    expect(out).toContain('"body",""]');
  });

  it("decodes to the same data with the HTML blank", async () => {
    const data = { "catch-all": { title: "Box", [DOCUMENT_HTML_FIELD]: { body: "<p>x</p>", toc: "<nav></nav>" } } };
    const encoded =
      '[{"_1":2},"catch-all",{"_3":4,"_5":6},"title","Box","documentHtml",{"_7":8,"_9":10},"body","<p>x</p>","toc","<nav></nav>"]\n';
    const blanked = blankStringsInHandoff(stream(encoded), documentHtmlValues(data));
    const { value } = await decode(blanked, globalThis);
    expect(value).toEqual({ "catch-all": { title: "Box", documentHtml: { body: "", toc: "" } } });
  });
});
