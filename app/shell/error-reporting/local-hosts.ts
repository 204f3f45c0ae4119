/** Hosts where a developer runs the site: reporting from them would only be noise (behaviour §9). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1"]);
