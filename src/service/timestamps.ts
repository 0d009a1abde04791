/**
 * Timestamps leave the service in Laravel's form, "2026-03-01T10:00:00.000000Z" (microseconds,
 * UTC), the form deployed services answer. The database keeps epoch milliseconds, so the last
 * three digits are always zero.
 */
export function toApiTimestamp(epochMs: number | null): string | null {
  if (epochMs === null) return null;
  return new Date(epochMs).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
