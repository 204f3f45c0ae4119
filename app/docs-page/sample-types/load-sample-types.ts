import { isSampleTypesFile, type SampleTypesFile } from "../../../contracts/sample-types";

const loaded = new Map<string, Promise<SampleTypesFile>>();

/** The page's sample-types file, fetched once however many names ask for it; a failure may be retried. */
export function loadSampleTypes(src: string): Promise<SampleTypesFile> {
  let file = loaded.get(src);
  if (!file) {
    file = fetchFile(src);
    loaded.set(src, file);
    file.catch(() => loaded.delete(src));
  }
  return file;
}

async function fetchFile(src: string): Promise<SampleTypesFile> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isSampleTypesFile(body)) throw new Error(`${src} is not a sample-types file`);
  return body;
}
