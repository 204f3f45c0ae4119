import { SearchResultsPage } from "../search/ui/search-results-page";
import { pageMeta } from "../shell/meta";

export function meta() {
  return pageMeta({ title: "Search", description: "Search the unblessed guides and API reference.", path: "/search" });
}

export default function Search() {
  return <SearchResultsPage />;
}
