import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/**
 * Reads React Router's data the way the browser does: the hydration data
 * inlined in a prerendered page, and a `.data` file (client navigations).
 */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

async function decode(text: string): Promise<unknown> {
  return (await decodeViaTurboStream(streamOf(text), globalThis)).value;
}

/** The loader data, by route id, that a prerendered page hydrates with. */
export async function hydrationLoaderData(html: string): Promise<Record<string, unknown>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1] ?? '""') as string,
  );
  const state = (await decode(chunks.join(""))) as { loaderData: Record<string, unknown> };
  return state.loaderData;
}

/** The loader data, by route id, of a `.data` file. */
export async function dataFileLoaderData(text: string): Promise<Record<string, unknown>> {
  const routes = (await decode(text)) as Record<string, { data?: unknown }>;
  return Object.fromEntries(Object.entries(routes).map(([id, result]) => [id, result.data]));
}
