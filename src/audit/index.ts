// The audit engine: plan in, outcomes and verdict out. No GitHub, no environment.
export { runAudit } from './run-audit.js';
export * from './types.js';
export { decideVerdict, formatScore } from './verdict.js';
export { DEFAULT_POLL_INTERVAL, waitForResult } from './wait-for-result.js';
