/**
 * Builds the fixture's pages once per test file: TypeDoc takes a few seconds.
 */
import path from "node:path";
import { beforeAll } from "vitest";
import { buildApiPages } from "../../../app/api-reference/.server/generator/generate-api";
import type { ApiPageData, DeclarationPageData } from "../../../contracts/api-model";

export const FIXTURE = path.resolve(import.meta.dirname, "../../fixtures/api/fixture.d.ts");

let cached: Promise<ApiPageData[]> | undefined;

export function fixturePages(): Promise<ApiPageData[]> {
  cached ??= buildApiPages({ entryPoint: FIXTURE, logLevel: "Error" }).then((r) => r.pages);
  return cached;
}

export async function fixturePage(slug: string): Promise<ApiPageData> {
  const page = (await fixturePages()).find((p) => p.slug === slug);
  if (!page) throw new Error(`No fixture page ${slug}`);
  return page;
}

export async function declarationPage(slug: string): Promise<DeclarationPageData> {
  const page = await fixturePage(slug);
  if (page.kind === "index" || page.kind === "module") throw new Error(`${slug} is not a declaration page`);
  return page;
}

/**
 * Converts the fixture before the calling file's tests run: on a busy machine
 * TypeDoc alone can outlast the first test's 5 s timeout.
 */
export function convertFixtureFirst(): void {
  beforeAll(() => fixturePages(), 120_000);
}
