// Who judges a page posted to an analysis worker thread ahead of time (analysis-pool.ts): the
// thread takes the claim when it starts the page; the pool may take it back before that, to give
// the page to another thread or to drop it. One Int32Array of one element in a SharedArrayBuffer,
// posted with the page, changed with Atomics.compareExchange on either side: exactly one wins.

/** Posted, not started. */
export const CLAIM_OPEN = 0;
/** The thread started the page: its answer comes (or the thread is ended). */
export const CLAIM_TAKEN = 1;
/** The pool took it back: the thread skips it, without an answer. */
export const CLAIM_WITHDRAWN = 2;

/** The thread's side: true when it may judge the page (the pool has not taken it back). */
export function takeClaim(claim: Int32Array): boolean {
  return Atomics.compareExchange(claim, 0, CLAIM_OPEN, CLAIM_TAKEN) === CLAIM_OPEN;
}

/** The pool's side: true when the page is taken back (the thread has not started it). */
export function withdrawClaim(claim: Int32Array): boolean {
  return Atomics.compareExchange(claim, 0, CLAIM_OPEN, CLAIM_WITHDRAWN) === CLAIM_OPEN;
}

/** Whether the thread has started the page (read by the pool when the thread is lost). */
export function claimTaken(claim: Int32Array): boolean {
  return Atomics.load(claim, 0) === CLAIM_TAKEN;
}

/** A new claim, open. */
export function openClaim(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}
