// "Did you mean": the closest known name to a mistyped flag or command, or null when none is
// close enough to be a likely typo (a wrong guess would be worse than none).

/**
 * Edits between two strings, a swap of neighbours counting as one (optimal string alignment):
 * `audti` is one slip from `audit`, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/**
 * The candidate `typed` most likely meant: the nearest within a quarter of its length (at least
 * one edit), else the only candidate it starts (`--allow` for `--allow-private-network`).
 * Case and `_` for `-` are forgiven. Names shorter than 3 characters get no guess: `-x` is one
 * edit from every short flag.
 */
export function closest(typed: string, candidates: readonly string[]): string | null {
  const norm = (name: string) => name.replace(/^-+/, '').toLowerCase().replaceAll('_', '-');
  const wanted = norm(typed);
  if (wanted.length < 3) return null;
  const limit = Math.max(1, Math.floor(wanted.length / 4));
  let best: { name: string; distance: number } | null = null;
  for (const name of candidates) {
    const distance = editDistance(wanted, norm(name));
    if (distance <= limit && (best === null || distance < best.distance)) best = { name, distance };
  }
  if (best) return best.name;
  const started = candidates.filter((name) => norm(name).startsWith(wanted));
  return started.length === 1 ? (started[0] ?? null) : null;
}
