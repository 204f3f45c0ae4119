/**
 * Ranks candidates by how close they are to a string that was not found, so
 * that error messages and the not-found page can say "did you mean …".
 */
export function closestMatches(target: string, candidates: readonly string[], limit = 5): string[] {
  const needle = target.toLowerCase();
  return candidates
    .map((candidate) => ({ candidate, score: distanceScore(needle, candidate.toLowerCase()) }))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/** Edit distance, discounted when one string contains the other (a typo'd id is usually a near-substring). */
function distanceScore(a: string, b: string): number {
  const distance = levenshtein(a, b);
  if (b.includes(a) || a.includes(b)) return distance / 4;
  const lastA = a.split(/[/.]/).pop() ?? a;
  const lastB = b.split(/[/.]/).pop() ?? b;
  if (lastA && lastA === lastB) return distance / 2;
  return distance;
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((current[j - 1] ?? 0) + 1, (previous[j] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
