import { benchApi } from "./api";

/** Bench section: API generation time and the heaviest API page of the benchmark build. */
export async function run({ clientDir }: { clientDir: string }): Promise<string> {
  const figures = await benchApi(clientDir);
  const format = (value: number, unit: string) =>
    unit === "bytes" ? `${(value / 1024).toFixed(1)} KiB` : unit === "ms" ? `${value} ms` : String(value);
  return ["API reference:", ...figures.map((f) => `  ${f.label}: ${format(f.value, f.unit)}`)].join("\n");
}
