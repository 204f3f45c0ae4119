/** The parts of the Network Information API that decide whether to prefetch. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Prefetching spends the reader's data on pages they might not open: never on
 * a data-saver connection or a 2g-class one (behaviour §2). Browsers without the
 * API are assumed to be on a normal connection.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

export function browserPrefetchAllowed(): boolean {
  if (typeof navigator === "undefined") return false;
  return prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}
