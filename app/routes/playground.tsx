import { PlaygroundPage } from "../components/playground/playground-page";
import { loadPlaygroundExamples } from "../.server/live/examples";
import { pageMeta } from "../lib/meta";
import { PLAYGROUND } from "../lib/playground/page-info";
import type { Route } from "./+types/playground";

export function loader() {
  return { examples: loadPlaygroundExamples() };
}

export function meta() {
  return pageMeta(PLAYGROUND);
}

export default function Playground({ loaderData }: Route.ComponentProps) {
  return <PlaygroundPage examples={loaderData.examples} />;
}
