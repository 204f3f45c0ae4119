import { PlaygroundPage } from "../live/playground/playground-page";
import { loadPlaygroundExamples } from "../live/live-examples.server";
import { pageMeta } from "../shell/meta";
import { PLAYGROUND } from "../../contracts/playground";
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
