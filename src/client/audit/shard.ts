// Sharding: a large URL list spread over n jobs (strategy.matrix). Every job computes the same
// split from the same list, so the shards together cover the list exactly once.

export interface Shard {
  /** 1-based index of this job's share. */
  index: number;
  count: number;
}

/** Most jobs a matrix can have (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;

/**
 * Reads `i/n` (1-based). Returns the problem as the end of a sentence ("must be ...") or the
 * shard; the caller names the input.
 */
export function parseShard(text: string): Shard | string {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text.trim());
  const problem = `must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/4 (got ${JSON.stringify(text)})`;
  if (!match) return problem;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (index < 1 || count < 1 || index > count || count > MAX_SHARDS) return problem;
  return { index, count };
}

/**
 * This shard's contiguous slice of the list: items [floor((i-1)L/n), floor(iL/n)). Contiguous
 * rather than round robin so that a site's sections stay together in one job's summary; the
 * sizes differ by at most one. A shard may be empty when there are fewer items than shards.
 */
export function shardOf<T>(items: readonly T[], shard: Shard): T[] {
  const start = Math.floor(((shard.index - 1) * items.length) / shard.count);
  const end = Math.floor((shard.index * items.length) / shard.count);
  return items.slice(start, end);
}
