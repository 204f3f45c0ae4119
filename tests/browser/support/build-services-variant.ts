/**
 * Builds the services variant ahead of the browser files that need it:
 * `npm test` runs this beside the browser lane, so the build is ready (or
 * under way, holding its lock) when the first of them starts.
 */
import { buildServicesVariant } from "./services-build";

buildServicesVariant();
