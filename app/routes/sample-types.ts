import { pagePathOfSampleTypes } from "../../contracts/sample-types";
import { sampleTypesData } from "../page-data/sample-types.server";
import type { Route } from "./+types/sample-types";

// A resource route: the prerender writes its answer as a static .json file for each guide
// with samples (react-router.config.ts), which the page fetches on the first hover of a name.
export async function loader({ request }: Route.LoaderArgs) {
  const pagePath = pagePathOfSampleTypes(new URL(request.url).pathname);
  if (pagePath === undefined) throw new Response("Not a sample-types file", { status: 404 });
  return Response.json(await sampleTypesData(pagePath));
}
