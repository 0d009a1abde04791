import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 9032:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runEntry)
/* harmony export */ });
/* harmony import */ var _toolkit_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8698);
// Runs a step so that an unexpected failure ends it with one line, not a stack trace (the
// stack goes to the debug log, shown when the workflow runs with debug logging).

async function runEntry(step, onError = 'fail') {
    try {
        await step();
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The post step only cleans up: its failures must not turn a passing audit red.
        if (onError === 'warn')
            _toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.warning(`Unexpected error: ${message}`);
        else
            _toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.setFailed(`Unexpected error: ${message}`);
        if (error instanceof Error && error.stack)
            _toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.debug(error.stack);
    }
    finally {
        // Whatever waited for @actions/core is written before the step ends.
        await (0,_toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .loadToolkit */ .fl)();
    }
}


/***/ }),

/***/ 651:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R$: () => (/* binding */ DEFAULT_COMMENT_TAG),
/* harmony export */   Ui: () => (/* binding */ readActionInputs),
/* harmony export */   q: () => (/* binding */ maskSecretInputs),
/* harmony export */   q9: () => (/* binding */ WORDS)
/* harmony export */ });
/* unused harmony exports parseActionInputs, inputErrorLine */
/* harmony import */ var _api_params_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4474);
/* harmony import */ var _app_config_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5699);
/* harmony import */ var _app_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4993);
/* harmony import */ var _app_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2477);
/* harmony import */ var _toolkit_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8698);
// The action's inputs: the job's options (app/config.ts) as the runner passes them, plus the
// inputs only the action has (cleanup, summary, the comment). Option problems are worded with
// the inputs' own names, as a workflow's `with:` block has them.





const WORDS = (0,_app_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .wordsFor */ .tu)(_app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_WORDING */ .iw);
const DEFAULT_COMMENT_TAG = 'seo-report';
const COMMENT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** `read(name)` returns the raw input, '' when unset. Throws OptionError. */
function parseActionInputs(read) {
    const get = (name) => read(name).trim();
    return {
        job: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJobConfig */ .PD)(read),
        cleanup: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)('cleanup', get('cleanup')),
        summary: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)('summary', get('summary'), true),
        comment: {
            enabled: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)('comment', get('comment')),
            tag: checkCommentTag(get('comment-tag') || DEFAULT_COMMENT_TAG),
            githubToken: get('github-token'),
        },
    };
}
/** The inputs from the runner, or the failure line for a bad one. */
function readActionInputs() {
    try {
        return parseActionInputs(_toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD);
    }
    catch (error) {
        if (error instanceof _app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR)
            return { failure: inputErrorLine(error) };
        throw error;
    }
}
function inputErrorLine(error) {
    return `Input ${error.option}: ${WORDS.message(error.problem)}`;
}
/** Masks the secret inputs (and each extra header's value) before anything can print them. */
function maskSecretInputs() {
    const headerValues = (0,_toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD)('headers')
        .split(/\r?\n/)
        .map((line) => line.slice(line.indexOf(':') + 1));
    for (const name of ['api-key', 'password', 'github-token']) {
        mask((0,_toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD)(name));
    }
    for (const value of headerValues)
        mask(value);
}
function mask(value) {
    if (value.trim() === '')
        return;
    _toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .runner */ .lj.setSecret(value);
    if (value.trim() !== value)
        _toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .runner */ .lj.setSecret(value.trim());
}
/**
 * The tag goes into a hidden HTML comment in the comment's body: a closed set of characters
 * keeps it from ending that HTML comment early or matching another tag's marker.
 */
function checkCommentTag(value) {
    if (!COMMENT_TAG_PATTERN.test(value)) {
        throw new _app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR('comment-tag', (0,_app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (got ${(0,_api_params_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)})`);
    }
    return value;
}


/***/ }),

/***/ 8846:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __nccwpck_require__(8500);
;// CONCATENATED MODULE: ../main/node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ../main/node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}

// EXTERNAL MODULE: ./src/client/api/index.ts + 2 modules
var api = __nccwpck_require__(8750);
// EXTERNAL MODULE: ./src/client/audit/list-cap.ts
var list_cap = __nccwpck_require__(5228);
;// CONCATENATED MODULE: ./src/client/audit/delete-reports.ts
// Deleting reports: the one routine behind the post step's cleanup and mode delete. Each report
// is deleted by id (a whole project too: its reports are listed, then deleted one by one, because
// deployed services' project delete also destroys an unrelated report; see docs/compatibility.md).
// A report already gone counts as deleted: the goal is that it is gone. A 500 is tried once more
// after a pause, though the client never retries one (retry.ts): a delete is safe to repeat, and
// one more request is cheaper than a report left behind. Nothing here throws for a failed delete:
// what could not be deleted is returned.




/** Pause before the second try after a 500. */
const SERVER_ERROR_PAUSE_MS = 1_000;
/** Each delete's own limit, inside the overall deadline. */
const DELETE_TIMEOUT_MS = 60_000;
/** Deletes the reports by id, at most `concurrency` at once, in the order given. */
async function deleteByIds(client, ids, options, hooks = {}) {
    const { deadline } = options;
    const limit = pLimit(options.concurrency);
    const settled = await Promise.all(ids.map((id) => limit(async () => {
        if (deadline.aborted)
            return { id, state: 'left' };
        try {
            const signal = AbortSignal.any([deadline, AbortSignal.timeout(DELETE_TIMEOUT_MS)]);
            const deletion = await onceMoreAfterServerError(() => client.deleteReport(id, { signal }), signal, options.pauseMs ?? SERVER_ERROR_PAUSE_MS);
            return {
                id,
                state: deletion.alreadyGone ? 'already_gone' : 'deleted',
            };
        }
        catch (error) {
            if ((0,api/* isApiError */.d7)(error) && error.code === 'not_found')
                return { id, state: 'not_found' };
            if (deadline.aborted)
                return { id, state: 'left' };
            return { id, state: 'failed', error };
        }
    })));
    // Reported in the order given, whatever order the answers came in.
    const outcome = { deleted: [], alreadyGone: [], left: [], failed: [] };
    for (const item of settled) {
        if (item.state === 'left')
            outcome.left.push(item.id);
        else if (item.state === 'failed') {
            outcome.failed.push({ id: item.id, error: item.error });
            hooks.onFailed?.(item.id, item.error);
        }
        else {
            outcome.deleted.push(item.id);
            if (item.state !== 'deleted')
                outcome.alreadyGone.push(item.id);
            hooks.onDeleted?.(item.id, item.state);
        }
    }
    return outcome;
}
/**
 * A project's reports, for mode delete with a project and no ids: at most MAX_REPORTS_PER_RUN,
 * with `more` when the list goes on (a later run deletes the rest; a list that never ends
 * cannot make one run delete without bound).
 */
async function listProjectReports(client, project, signal) {
    return (0,list_cap/* readAtMost */.r)(client.reports({ project, perPage: 100 }, { signal }));
}
async function onceMoreAfterServerError(attempt, signal, pauseMs = SERVER_ERROR_PAUSE_MS) {
    try {
        return await attempt();
    }
    catch (error) {
        if (!(0,api/* isApiError */.d7)(error) || error.code !== 'server_error' || error.status !== 500)
            throw error;
        await (0,promises_.setTimeout)(pauseMs, undefined, { signal });
        return attempt();
    }
}

// EXTERNAL MODULE: ./src/client/audit/url-match.ts
var url_match = __nccwpck_require__(1724);
;// CONCATENATED MODULE: ./src/client/audit/create-once.ts
// Creating each report exactly once over an unreliable network, for one request per page.
//
// A POST that fails after it may have reached the service (the connection reset after the
// request was sent, a proxy's 502 or 504, no answer in time, a 2xx whose body was cut off) may
// have created the report anyway. Sending it again would make a second report and, on deployed
// services, spend monthly quota twice. So after such a failure we look for a report of that URL
// above a watermark that no other URL of this run has claimed, and reuse it. Only when none is
// there, after a second look that gives a slow service time to store it, is the POST sent again.
//
// The watermark costs nothing when nothing fails. Ids grow with creation, so the highest id the
// run had been given before a POST was sent is below anything that POST made. Only a POST sent
// before any id was known (the run's first few, before the first answer) needs a request:
// after one fails, one list of the newest reports finds the highest id created before the run's
// first POST, reading `created_at` on the service's clock (our clock corrected by its Date
// header). Date has whole seconds, so a report of the same URL made by someone else within about
// a second before the run began could be taken for the run's own: that is the price, paid only
// when the first POST of a run fails ambiguously.
//
// What cannot be settled (the run stopped while a POST was in flight, or the service stayed
// ambiguous) is reported through `onUncertain`, so that cleanup can sweep for the report later.



const DEFAULT_CREATE_ONCE = {
    maxAttempts: 3,
    lookDelaysMs: [0, 1_500],
};
/** Failures after which the service may have created the report. */
function mayHaveCreated(error) {
    if (!(0,api/* isApiError */.d7)(error) || !error.mayHaveReachedService)
        return false;
    if (error.code === 'network' || error.code === 'timeout' || error.code === 'server_error') {
        return true;
    }
    // A 2xx whose body was not JSON (cut off, mangled by a proxy): the service did act.
    return (0,api/* isGarbled */.OP)(error);
}
/** How long the watermark's list may take when the run itself has stopped. */
const LATE_LOOKUP_MS = 5_000;
/** Newest reports read to find the first one older than the run; past that, we cannot tell. */
const MAX_WATERMARK_SCAN = 1_000;
class ReportCreator {
    client;
    /** Highest report id the run has been given; null before the first or when ids are not numbers. */
    highestSeen = null;
    idsOpaque = false;
    /** When the run sent its first POST (our clock). */
    firstSentAt = null;
    /** Highest id created before the run's first POST, read once when first needed. */
    beforeRun = null;
    /** The lowest watermark an uncertain create used, for cleanup; `unknown` when one had none. */
    uncertainFloor = null;
    listed = false;
    /** Report ids this run owns, so that two URLs never claim the same report. */
    claimed = new Set();
    options;
    constructor(client, options = {}) {
        this.client = client;
        this.options = { ...DEFAULT_CREATE_ONCE, ...options };
    }
    /**
     * A watermark for the post step's sweep: below every report that an uncertain create may have
     * made. Null when none was uncertain, or when one could not be given a watermark.
     */
    get watermark() {
        return typeof this.uncertainFloor === 'bigint' ? String(this.uncertainFloor) : null;
    }
    /** Whether the service has answered this run in JSON (a create, or the watermark's list). */
    get contacted() {
        return this.highestSeen !== null || this.idsOpaque || this.listed;
    }
    async create(params, signal) {
        for (let attempt = 1;; attempt++) {
            let failure;
            const floor = this.highestSeen;
            this.firstSentAt ??= Date.now();
            try {
                const report = await this.client.createReport(params, { signal });
                this.claim(report.id);
                return report;
            }
            catch (error) {
                if (!mayHaveCreated(error) && !((0,api/* isApiError */.d7)(error) && error.code === 'aborted'))
                    throw error;
                failure = error;
            }
            const stopped = signal.aborted || failure.code === 'aborted';
            const watermark = await this.watermarkFor(floor, stopped ? null : signal);
            if (stopped || watermark === null) {
                this.uncertain(params.url, watermark);
                throw failure;
            }
            const found = await this.lookUp(params.url, watermark, signal);
            if (found === 'unknown') {
                this.uncertain(params.url, watermark);
                // Stopped while looking: say so (the deadline or a cancellation), not the POST's error.
                throw signal.aborted ? signal.reason : failure;
            }
            if (found !== null) {
                this.claim(found.id);
                this.options.onNote?.(`  ${params.url}: ${failure.message}; the service had created report ${found.id}: using it.`);
                return found;
            }
            if (attempt >= this.options.maxAttempts) {
                // Not found twice: most likely never created, but a slow service may store it later.
                this.uncertain(params.url, watermark);
                throw failure;
            }
            this.options.onNote?.(`  ${params.url}: ${failure.message}; no report was created: sending it again.`);
        }
    }
    claim(id) {
        this.claimed.add(id);
        const numeric = numericId(id);
        if (numeric === null)
            this.idsOpaque = true;
        else if (this.highestSeen === null || numeric > this.highestSeen)
            this.highestSeen = numeric;
    }
    uncertain(url, watermark) {
        if (watermark === null || this.uncertainFloor === 'unknown')
            this.uncertainFloor = 'unknown';
        else if (this.uncertainFloor === null || watermark < this.uncertainFloor)
            this.uncertainFloor = watermark;
        this.options.onUncertain?.(url);
    }
    /**
     * Below anything the failed POST made: the highest id known when it was sent, else the highest
     * id created before the run began. `signal` null: the run has stopped, allow a short look.
     */
    async watermarkFor(floor, signal) {
        if (this.idsOpaque)
            return null;
        if (floor !== null)
            return floor;
        this.beforeRun ??= highestIdBefore(this.client, this.firstSentAt, signal ?? AbortSignal.timeout(LATE_LOOKUP_MS)).catch(() => null);
        const found = await this.beforeRun;
        if (found === null)
            this.beforeRun = null; // a later failure may try again
        else
            this.listed = true;
        return found;
    }
    /** The report a failed POST made, null when provably none, 'unknown' when we cannot tell. */
    async lookUp(url, watermark, signal) {
        for (const delay of this.options.lookDelaysMs) {
            try {
                if (delay > 0)
                    await (0,promises_.setTimeout)(delay, undefined, { signal });
                const found = await reportsCreatedSince(this.client, url, watermark, signal);
                const unclaimed = found.filter((report) => !this.claimed.has(report.id));
                // Oldest first: if a duplicate ever slipped through, the first one is the one to keep.
                const [first] = unclaimed.sort((a, b) => compareIds(a.id, b.id));
                if (first)
                    return first;
            }
            catch {
                return 'unknown';
            }
        }
        return null;
    }
}
/**
 * Reports of `url` with an id above `watermark`, newest first, read until the ids fall to the
 * watermark (the list is sorted by id, so older reports are never paged through).
 */
async function reportsCreatedSince(client, url, watermark, signal) {
    const found = [];
    const reports = client.reports({ search: (0,url_match/* searchTextFor */.Ng)(url), sortBy: 'id', sort: 'desc', perPage: 100 }, { signal });
    for await (const report of reports) {
        const id = numericId(report.id);
        if (id === null)
            continue;
        if (id <= watermark)
            break;
        if ((0,url_match/* reportMatches */.gt)(report, url))
            found.push(report);
    }
    return found;
}
/**
 * The highest id of a report created before `sentAt` (our clock), 0 when there is none; null when
 * the service's answers cannot tell (no Date header, ids or creation times it does not give).
 * The list goes newest first and stops at the first report older than the run.
 */
async function highestIdBefore(client, sentAt, signal) {
    const reports = client.reports({ sortBy: 'id', sort: 'desc', perPage: 100 }, { signal });
    let read = 0;
    for await (const report of reports) {
        const offset = client.clockOffsetMs;
        const created = report.createdAt === null ? Number.NaN : Date.parse(report.createdAt);
        const id = numericId(report.id);
        if (offset === null || Number.isNaN(created) || id === null)
            return null;
        // Date is truncated to the second, so `offset` is at most the service's true lead: anything
        // the run made was created at or after sentAt + offset on the service's clock, and in the
        // same whole second or later where the service keeps only whole seconds.
        if (created < Math.floor((sentAt + offset) / 1000) * 1000)
            return id;
        if (++read >= MAX_WATERMARK_SCAN)
            return null;
    }
    return 0n;
}
function numericId(id) {
    return /^\d{1,30}$/.test(id) ? BigInt(id) : null;
}
function compareIds(a, b) {
    const x = numericId(a);
    const y = numericId(b);
    if (x === null || y === null)
        return a.localeCompare(b);
    return x < y ? -1 : x > y ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/client/audit/wait-for-result.ts
// Waits for a report that was created without a result (our reference service generates
// asynchronously; deployed services answer the POST with the result and never get here).


const DEFAULT_POLL_INTERVAL = { first: 250, max: 15_000 };
const GROWTH = 1.5;
const LONG_POLL_SECONDS = 10;
/** A read answered this much sooner than `wait` asked was not held: the service ignores it. */
const HELD_FRACTION = 0.9;
/** Shortest pause between two reads of one report. */
const MIN_PAUSE_MS = 50;
/** Generation times remembered for the estimate. */
const SAMPLES = 20;
/**
 * How long this run's reports take to generate (created_at to generated_at, on the service's
 * clock), so that a service that ignores `wait` is read again when its report is likely done
 * instead of on a blind schedule: 100 reports of 200 ms took 25.9 s polled from 1 s, against a
 * bound of 5 s.
 */
class GenerationPace {
    samples = [];
    /** Set once the service answered a read early without a result: it does not hold reads. */
    waitIgnored = false;
    record(report) {
        const created = Date.parse(report.createdAt ?? '');
        const generated = Date.parse(report.generatedAt ?? '');
        if (Number.isNaN(created) || Number.isNaN(generated) || generated < created)
            return;
        this.samples.push(generated - created);
        if (this.samples.length > SAMPLES)
            this.samples.shift();
    }
    /** The median generation time seen so far; null before the first report. */
    typicalMs() {
        if (this.samples.length === 0)
            return null;
        const sorted = [...this.samples].sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)];
    }
}
/**
 * Reads the report at once, asking the service to hold the answer until it has a result
 * (`wait=N`, our reference service's long poll). A service that held the read is asked again at
 * once. One that answered early (deployed services ignore `wait`) is asked again when this run's
 * reports have typically been done, or, before any is, on a backoff from `first` growing to
 * `max`. Transient failures of a read (the service restarting, a proxy 502) do not end the
 * wait: the report is still there, and only the deadline in `signal` does. A 404 does: the
 * report was deleted meanwhile.
 */
async function waitForResult(client, id, signal, interval = DEFAULT_POLL_INTERVAL, pace = new GenerationPace()) {
    const started = Date.now();
    let wait = interval.first;
    let misses = 0;
    const expected = pace.typicalMs();
    if (pace.waitIgnored && expected !== null) {
        // A read at once would only find it unfinished: first read when reports are usually done.
        await (0,promises_.setTimeout)(expected, undefined, { signal });
        misses = 1;
        wait = Math.max(MIN_PAUSE_MS, Math.min(interval.max, Math.round(expected / 4)));
    }
    for (;;) {
        const asked = Date.now();
        let held = false;
        try {
            const report = await client.getReport(id, { signal, waitSeconds: LONG_POLL_SECONDS });
            if (report.generated) {
                pace.record(report);
                return report;
            }
            held = Date.now() - asked >= LONG_POLL_SECONDS * 1000 * HELD_FRACTION;
            if (!held)
                pace.waitIgnored = true;
        }
        catch (error) {
            if (!(0,api/* isApiError */.d7)(error))
                throw error;
            if (error.code === 'not_found') {
                throw new Error(`report ${id}: it was deleted before it had a result`);
            }
            if (!['server_error', 'network', 'timeout', 'rate_limited'].includes(error.code))
                throw error;
        }
        if (held)
            continue;
        const typical = pace.typicalMs();
        let pause = wait;
        if (misses === 0 && typical !== null) {
            // When this run's reports are typically done; then in quarters of that.
            pause = Math.max(MIN_PAUSE_MS, typical - (Date.now() - started));
            wait = Math.max(MIN_PAUSE_MS, Math.min(interval.max, Math.round(typical / 4)));
        }
        else {
            wait = Math.min(interval.max, Math.round(wait * GROWTH));
        }
        misses += 1;
        await (0,promises_.setTimeout)(pause, undefined, { signal });
    }
}

;// CONCATENATED MODULE: ./src/client/audit/run-audit.ts
// The audit: for each URL, create a report, wait until it has a result, record the outcome.
// At most `concurrency` URLs are in flight; one URL's failure is recorded and the others go on;
// an authentication or configuration failure stops everything at once (it would repeat for
// every URL); the whole audit stops at its deadline or when the caller cancels.




/** Errors that would be the same for every URL: stop the audit instead of repeating them. */
const FATAL_CODES = new Set([
    'unauthenticated',
    'forbidden',
    'redirect',
    'html_page',
    'garbled',
    'not_the_api',
    'invalid_parameter',
    // Nothing answers at base-url: refused, or a host name that does not resolve.
    'unreachable',
]);
async function runAudit(client, plan, hooks = {}, cancel, 
/** Refresh mode passes its own; by default each URL gets a new report. */
start) {
    const started = Date.now();
    const stopAll = new AbortController();
    let fatal = null;
    const deadline = plan.deadline ?? AbortSignal.timeout(plan.timeoutMs);
    const signal = AbortSignal.any([stopAll.signal, deadline, ...(cancel ? [cancel] : [])]);
    const limit = pLimit(plan.concurrency);
    const creator = start ? null : reportCreatorFor(client, hooks);
    const pace = new GenerationPace();
    const auditOne = async (url) => {
        const outcome = {
            url,
            reportId: null,
            report: null,
            grade: null,
            score: null,
            failure: null,
            durationMs: 0,
        };
        const urlStarted = Date.now();
        try {
            if (signal.aborted)
                throw signal.reason;
            const begun = start
                ? await start(url, signal)
                : {
                    report: await creator.create({ url, privacy: plan.privacy, password: plan.password, project: plan.project }, signal),
                    action: 'created',
                };
            let report = begun.report;
            outcome.reportId = report.id;
            if (start)
                outcome.action = begun.action;
            if (begun.action === 'created')
                hooks.onReportCreated?.(report.id, url);
            else
                hooks.onReportRefreshed?.(report.id, url);
            if (!report.generated)
                report = await waitForResult(client, report.id, signal, plan.pollIntervalMs, pace);
            settle(outcome, report);
        }
        catch (error) {
            outcome.failure = failureOf(error, {
                deadline,
                cancel,
                fatal: () => fatal,
                timeoutMs: plan.timeoutMs,
            });
            if ((0,api/* isApiError */.d7)(error) &&
                FATAL_CODES.has(error.code) &&
                !garbledAfterContact(error, creator) &&
                fatal === null) {
                fatal = error;
                stopAll.abort(new Error('the audit stopped'));
            }
        }
        outcome.durationMs = Date.now() - urlStarted;
        hooks.onUrlDone?.(outcome);
        return outcome;
    };
    const outcomes = await Promise.all(plan.urls.map((url) => limit(() => auditOne(url))));
    return { outcomes, fatal, cancelled: cancel?.aborted ?? false, durationMs: Date.now() - started };
}
/** The creator of one run, reporting to the run's hooks. */
function reportCreatorFor(client, hooks) {
    const creator = new ReportCreator(client, {
        onUncertain: (url) => hooks.onCreateUncertain?.(url, creator.watermark),
        ...(hooks.onNote ? { onNote: hooks.onNote } : {}),
    });
    return creator;
}
/**
 * A 2xx that is not the JSON expected, once the service has answered this key in JSON (a create
 * of this run succeeded): an answer mangled on the way, which says nothing about base-url
 * or the key and would not repeat for every URL. It fails this URL only.
 */
function garbledAfterContact(error, creator) {
    return creator?.contacted === true && (0,api/* isGarbled */.OP)(error);
}
function settle(outcome, report) {
    outcome.report = report;
    if (report.generationError) {
        outcome.failure = {
            kind: 'not_audited',
            reportId: report.id,
            reason: report.generationError,
            code: report.generationErrorCode,
        };
    }
    else if (report.grade === null) {
        outcome.failure = {
            kind: 'message',
            text: `report ${report.id}: the service returned no result`,
        };
    }
    else {
        outcome.grade = report.grade;
        outcome.score = report.score;
    }
}
function failureOf(error, context) {
    // A stop shows up as the client's 'aborted' error or as the raw abort reason: say which stop.
    const stop = !(0,api/* isApiError */.d7)(error) || error.code === 'aborted';
    if (stop) {
        if (context.cancel?.aborted)
            return { kind: 'cancelled' };
        if (context.deadline.aborted)
            return { kind: 'timeout', timeoutMs: context.timeoutMs };
        const fatal = context.fatal();
        if (fatal)
            return { kind: 'stopped', cause: fatal };
    }
    if ((0,api/* isApiError */.d7)(error))
        return { kind: 'api', error };
    return { kind: 'message', text: error instanceof Error ? error.message : String(error) };
}

;// CONCATENATED MODULE: ./src/client/audit/refresh.ts
// Refresh mode, for scheduled audits: regenerate the caller's existing report of each URL
// (PUT results=1, which does not count against a deployed service's monthly quota) and create a
// report only for the URLs that have none. The wait, the outcomes and the verdict are the create
// mode's own: runAudit does the work, with a different first step per URL.





/** Listing the existing reports failed: nothing was refreshed or created. */
class RefreshLookupError extends Error {
    what;
    cause;
    name = 'RefreshLookupError';
    constructor(
    /** What could not be listed: "the reports of project x". */
    what, cause) {
        super(`Could not list ${what}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.what = what;
        this.cause = cause;
    }
}
const PER_PAGE = 100;
/** Ids named in a note about several reports for one page. */
const NOTE_IDS = 10;
/**
 * Finds the report to regenerate for each URL. With URLs: one search per URL (the service's
 * `search` is a substring of its cleaned URL, so every page of the answer is read and matched on
 * the normalised URL). With a project and no URLs: every report of the project.
 */
async function findRefreshTargets(client, request, signal) {
    const notes = [];
    if (request.urls.length === 0) {
        if (request.project === undefined)
            return { targets: [], notes };
        const { reports, more } = await collect(client.reports({ project: request.project, perPage: PER_PAGE }, { signal }), `the reports of project ${request.project}`);
        if (more)
            notes.push(`Project ${request.project} lists more than ${list_cap/* MAX_REPORTS_PER_RUN */.l} reports: refreshing the pages of the first ${list_cap/* MAX_REPORTS_PER_RUN */.l} listed (at most ${list_cap/* MAX_REPORTS_PER_RUN */.l} a run).`);
        const byKey = new Map();
        for (const report of reports) {
            const key = (0,url_match/* reportMatchKey */.R5)(report) ?? `id:${report.id}`;
            byKey.set(key, [...(byKey.get(key) ?? []), report]);
        }
        const targets = [...byKey.values()].map((group) => {
            const [newest] = pickNewest(group, group[0]?.url ?? '', notes);
            const report = newest;
            return { url: report.fullUrl ?? report.url, existing: report };
        });
        // Oldest report first: the order the project's pages were first audited in.
        targets.sort((a, b) => (0,url_match/* compareNewestFirst */.a0)(b.existing, a.existing));
        return { targets, notes };
    }
    const seen = new Map();
    const urls = [];
    for (const url of request.urls) {
        const key = (0,url_match/* matchKey */.LJ)(url) ?? url;
        const first = seen.get(key);
        if (first !== undefined) {
            notes.push(`${url} is the same page as ${first} for the service (it strips the scheme and www.): refreshed once.`);
            continue;
        }
        seen.set(key, url);
        urls.push(url);
    }
    const limit = pLimit(request.concurrency);
    const targets = await Promise.all(urls.map((url) => limit(async () => {
        const { reports: found, more } = await collect(client.reports({
            search: (0,url_match/* searchTextFor */.Ng)(url),
            ...(request.project === undefined ? {} : { project: request.project }),
            perPage: PER_PAGE,
        }, { signal }), `the reports of ${url}`);
        if (more)
            notes.push(`${url}: the service lists more than ${list_cap/* MAX_REPORTS_PER_RUN */.l} reports for it; only the first ${list_cap/* MAX_REPORTS_PER_RUN */.l} were read.`);
        const matching = found.filter((report) => (0,url_match/* reportMatches */.gt)(report, url));
        const [existing] = pickNewest(matching, url, notes);
        return { url, existing: existing ?? null };
    })));
    return { targets, notes };
}
/** Regenerates the existing reports and creates the missing ones, then waits as create does. */
async function runRefresh(client, plan, hooks = {}, cancel) {
    const deadline = plan.deadline ?? AbortSignal.timeout(plan.timeoutMs);
    const signal = AbortSignal.any([deadline, ...(cancel ? [cancel] : [])]);
    const lookup = await findRefreshTargets(client, { urls: plan.urls, project: plan.project, concurrency: plan.concurrency }, signal);
    for (const note of lookup.notes)
        hooks.onNote?.(note);
    const result = await runAudit(client, { ...plan, deadline, urls: lookup.targets.map((target) => target.url) }, hooks, cancel, refreshStarter(client, plan, lookup.targets, reportCreatorFor(client, hooks)));
    const count = (action) => result.outcomes.filter((o) => o.action === action && o.reportId !== null).length;
    const previous = lookup.targets.flatMap((target) => target.existing === null ? [] : [{ url: target.url, report: target.existing }]);
    return {
        result,
        refreshed: count('refreshed'),
        created: count('created'),
        notes: lookup.notes,
        previous,
    };
}
/** The first step per URL in refresh mode. */
function refreshStarter(client, plan, targets, creator) {
    const existing = new Map(targets.map((target) => [target.url, target.existing]));
    const create = async (url, signal) => ({
        report: await creator.create({ url, privacy: plan.privacy, password: plan.password, project: plan.project }, signal),
        action: 'created',
    });
    return async (url, signal) => {
        const report = existing.get(url) ?? null;
        if (report === null)
            return create(url, signal);
        try {
            // Only results=1: the report keeps its privacy and password.
            const regenerated = await client.updateReport(report.id, { regenerate: true }, { signal });
            return { report: regenerated, action: 'refreshed' };
        }
        catch (error) {
            // Deleted between the list and the PUT: the URL has no report any more.
            if ((0,api/* isApiError */.d7)(error) && error.code === 'not_found')
                return create(url, signal);
            throw error;
        }
    };
}
function pickNewest(reports, url, notes) {
    const sorted = [...reports].sort(url_match/* compareNewestFirst */.a0);
    if (sorted.length > 1) {
        // A few ids say which; a thousand would only flood the log.
        const shown = sorted.slice(0, NOTE_IDS).map((r) => r.id);
        const rest = sorted.length > NOTE_IDS ? `, and ${sorted.length - NOTE_IDS} more` : '';
        notes.push(`${url}: ${sorted.length} reports match (${shown.join(', ')}${rest}); refreshing the newest, ${sorted[0]?.id}.`);
    }
    return sorted;
}
async function collect(reports, what) {
    try {
        return await (0,list_cap/* readAtMost */.r)(reports);
    }
    catch (error) {
        // Authentication and configuration failures keep their own words: they say what to fix.
        if ((0,api/* isApiError */.d7)(error) && ['unauthenticated', 'forbidden'].includes(error.code))
            throw error;
        throw new RefreshLookupError(what, error);
    }
}

// EXTERNAL MODULE: ./src/client/baseline/compare.ts
var compare = __nccwpck_require__(3574);
// EXTERNAL MODULE: ./src/client/baseline/file-source.ts
var file_source = __nccwpck_require__(6461);
// EXTERNAL MODULE: ./src/client/baseline/types.ts
var types = __nccwpck_require__(7960);
// EXTERNAL MODULE: ./src/client/app/config.ts + 1 modules
var app_config = __nccwpck_require__(5699);
// EXTERNAL MODULE: ./src/client/baseline/accepted-checks.ts
var accepted_checks = __nccwpck_require__(6172);
// EXTERNAL MODULE: ./src/client/baseline/pages.ts
var pages = __nccwpck_require__(7593);
// EXTERNAL MODULE: ./src/shared/grade.ts
var grade = __nccwpck_require__(5816);
;// CONCATENATED MODULE: ./src/client/app/verdict.ts
// Decides whether the audit passes: grades at or below the fail-on grade, scores below the
// minimum score, and pages without a result (which fail unless fail-on is never, where they
// become warnings). Reasons are data; each face words them.

function decideVerdict(result, failOn, minScore, regression = null) {
    const counts = { good: 0, decent: 0, bad: 0, errors: 0 };
    const reasons = [];
    const warnings = [];
    let worstGrade = null;
    for (const outcome of result.outcomes) {
        if (outcome.failure !== null || outcome.grade === null) {
            counts.errors += 1;
            // After a fatal failure every URL says "not audited": the one fatal reason says it all.
            if (result.fatal !== null)
                continue;
            const reason = {
                kind: 'no_result',
                url: outcome.url,
                failure: outcome.failure,
            };
            (failOn === 'never' ? warnings : reasons).push(reason);
            continue;
        }
        counts[outcome.grade] += 1;
        if (worstGrade === null || (0,grade/* gradeRank */.Uq)(outcome.grade) > (0,grade/* gradeRank */.Uq)(worstGrade))
            worstGrade = outcome.grade;
        if (failOn !== 'never' && (0,grade/* gradeRank */.Uq)(outcome.grade) >= (0,grade/* gradeRank */.Uq)(failOn)) {
            reasons.push({
                kind: 'grade',
                url: outcome.url,
                grade: outcome.grade,
                score: outcome.score,
                failOn,
            });
        }
        else if (minScore !== null && outcome.score !== null && outcome.score < minScore) {
            reasons.push({ kind: 'min_score', url: outcome.url, score: outcome.score, minScore });
        }
    }
    // Regressions first: with a baseline they are what the team asked the gate about.
    if (regression !== null)
        reasons.unshift(...regressionReasons(regression.comparison, regression.rule));
    if (result.fatal !== null)
        reasons.unshift({ kind: 'fatal', error: result.fatal });
    return { passed: reasons.length === 0, worstGrade, counts, reasons, warnings };
}
function regressionReasons(comparison, rule) {
    const reasons = [];
    for (const page of comparison.pages) {
        if (rule.checks && page.newlyFailed.length > 0)
            reasons.push({ kind: 'new_failures', url: page.url, checks: page.newlyFailed });
        if (rule.points !== null &&
            page.before !== null &&
            page.after !== null &&
            page.delta !== null &&
            -page.delta > rule.points)
            reasons.push({
                kind: 'score_drop',
                url: page.url,
                before: page.before,
                after: page.after,
                points: rule.points,
            });
    }
    return reasons;
}

;// CONCATENATED MODULE: ./src/client/app/judge.ts




function judge(config, audited, load) {
    // Asked for each page by the score, the comparison and the refresh's former state: the URL
    // is parsed and the rules matched once.
    const acceptedByUrl = new Map();
    const acceptedOn = (url) => {
        let accepted = acceptedByUrl.get(url);
        if (accepted === undefined) {
            accepted = (0,accepted_checks/* acceptedChecksFor */.UD)(url, config.acceptRules);
            acceptedByUrl.set(url, accepted);
        }
        return accepted;
    };
    const accept = (outcome) => acceptChecks(outcome, acceptedOn(outcome.url));
    const all = audited.result.outcomes.map(accept);
    const result = { ...audited.result, outcomes: all.slice(0, audited.own) };
    const warnings = [];
    let baseline = null;
    if (load?.kind === 'missing')
        warnings.push(`No baseline to compare with: ${load.reason}.`);
    if (load?.kind === 'found')
        baseline = { baseline: load.baseline, pairBy: 'url' };
    if (audited.previous !== null) {
        const pages = audited.previous.map(({ url, report }) => pageBefore(url, report, acceptedOn(url)));
        baseline = { baseline: { from: 'each report before the refresh', pages }, pairBy: 'url' };
    }
    if (config.baselineUrl !== undefined) {
        const others = all.slice(audited.own);
        const failed = others.filter((o) => o.failure !== null || o.grade === null);
        if (failed.length > 0 && result.fatal === null)
            warnings.push(`${failed.length} of the ${others.length} baseline pages on ${config.baselineUrl} had no result, so their pages count as new: ${failed.map((o) => o.url).join(', ')}.`);
        baseline = {
            baseline: { from: config.baselineUrl, pages: others.map(pages/* baselinePageOf */._) },
            pairBy: 'path',
        };
    }
    const comparison = baseline === null
        ? null
        : (0,compare/* compareWithBaseline */.$_)(result.outcomes, baseline.baseline, acceptedOn, baseline.pairBy);
    const verdict = decideVerdict(result, config.failOn, config.minScore, comparison === null ? null : { comparison, rule: config.regression });
    return { result, verdict, comparison, baselineWarnings: warnings };
}
/** A page's outcome with its accepted failed checks counted as passed. */
function acceptChecks(outcome, accepted) {
    if (outcome.score === null || outcome.failure !== null)
        return outcome;
    const raised = (0,compare/* scoreWithAccepted */.wj)(outcome.report, outcome.score, accepted);
    if (raised === null || raised.score === outcome.score)
        return outcome;
    return { ...outcome, score: raised.score, grade: raised.grade, serviceScore: outcome.score };
}
/** A report as it was before a refresh, judged as this run judges its pages. */
function pageBefore(url, report, accepted) {
    const raised = report.score === null ? null : (0,compare/* scoreWithAccepted */.wj)(report, report.score, accepted);
    return {
        url,
        score: raised?.score ?? report.score,
        grade: raised?.grade ?? report.grade,
        failedChecks: (0,pages/* failedCheckKeys */.G)(report),
    };
}

;// CONCATENATED MODULE: ./src/client/app/site-findings.ts

/** Findings in a stable order: by kind as listed above, then by first page. */
function siteFindings(outcomes) {
    const pages = outcomes.filter((outcome) => outcome.report?.checks);
    return [
        ...duplicates('duplicate_title', pages, (checks) => textOf(checks.title)),
        ...duplicates('duplicate_meta_description', pages, (checks) => textOf(checks.meta_description)),
        ...canonicalFindings(outcomes, pages),
        ...brokenInternalLinks(outcomes, pages),
    ];
}
function checksOf(outcome) {
    return outcome.report?.checks ?? {};
}
/** Groups pages by a text; texts are compared with case and whitespace runs folded. */
function duplicates(kind, pages, read) {
    const groups = new Map();
    for (const page of pages) {
        const text = read(checksOf(page));
        if (text === null)
            continue;
        const key = text.toLowerCase();
        const group = groups.get(key);
        if (group === undefined)
            groups.set(key, { kind, value: text, pages: [page.url] });
        else if (!group.pages.includes(page.url))
            group.pages.push(page.url);
    }
    return [...groups.values()].filter((group) => group.pages.length > 1);
}
function canonicalFindings(outcomes, pages) {
    const audited = new Set();
    for (const outcome of outcomes) {
        for (const url of pageUrls(outcome))
            audited.add(url);
    }
    const shared = new Map();
    const outside = new Map();
    for (const page of pages) {
        const canonical = urlOf(checksOf(page).canonical);
        const key = canonical === null ? null : pageKey(canonical);
        if (canonical === null || key === null)
            continue;
        const group = shared.get(key);
        if (group === undefined) {
            shared.set(key, { kind: 'shared_canonical', value: canonical, pages: [page.url] });
        }
        else if (!group.pages.includes(page.url)) {
            group.pages.push(page.url);
        }
        if (!audited.has(key)) {
            const away = outside.get(key);
            if (away === undefined) {
                outside.set(key, { kind: 'canonical_outside_audit', value: canonical, pages: [page.url] });
            }
            else if (!away.pages.includes(page.url)) {
                away.pages.push(page.url);
            }
        }
    }
    return [...[...shared.values()].filter((group) => group.pages.length > 1), ...outside.values()];
}
function brokenInternalLinks(outcomes, pages) {
    // Audited pages that answered 4xx/5xx, by every URL they are known under.
    const broken = new Map();
    for (const outcome of outcomes) {
        const status = errorStatus(outcome);
        if (status === null)
            continue;
        for (const url of pageUrls(outcome))
            broken.set(url, { url: outcome.url, status });
    }
    if (broken.size === 0)
        return [];
    const findings = new Map();
    for (const page of pages) {
        const targets = new Set();
        for (const link of internalLinks(checksOf(page))) {
            const key = pageKey(link);
            const target = key === null ? undefined : broken.get(key);
            if (target === undefined || target.url === page.url || targets.has(target.url))
                continue;
            targets.add(target.url);
            const finding = findings.get(target.url);
            if (finding === undefined) {
                findings.set(target.url, {
                    kind: 'broken_internal_link',
                    value: target.url,
                    pages: [page.url],
                    status: target.status,
                });
            }
            else {
                finding.pages.push(page.url);
            }
        }
    }
    return [...findings.values()];
}
/** Every matchable form of an audited page's URL: as given, as stored, as finally served. */
function pageUrls(outcome) {
    const urls = [outcome.url, outcome.report?.url, outcome.report?.fullUrl];
    const checks = checksOf(outcome);
    const finalUrl = field(checks.http_status?.value, 'url');
    if (typeof finalUrl === 'string')
        urls.push(finalUrl);
    const keys = [];
    for (const url of urls) {
        const key = typeof url === 'string' && url !== '' ? pageKey(url) : null;
        if (key !== null && !keys.includes(key))
            keys.push(key);
    }
    return keys;
}
/** The 4xx/5xx a page answered: from our http_status check, else from the failure message. */
function errorStatus(outcome) {
    const value = checksOf(outcome).http_status?.value;
    const reported = numberOf(typeof value === 'object' ? field(value, 'status') : value);
    const status = reported ??
        numberOf(/\bHTTP (\d{3})\b/.exec(failureText(outcome) ?? outcome.report?.generationError ?? '')?.[1]);
    return status !== null && status >= 400 && status <= 599 ? status : null;
}
function failureText(outcome) {
    const failure = outcome.failure;
    if (failure?.kind === 'message')
        return failure.text;
    if (failure?.kind === 'not_audited')
        return failure.reason;
    if (failure?.kind === 'api')
        return failure.error.message;
    return null;
}
function internalLinks(checks) {
    const urls = field(checks.in_page_links?.value, 'internalUrls');
    return Array.isArray(urls) ? urls.filter((url) => typeof url === 'string') : [];
}
/**
 * The text a title or description check holds: a string (phpRank), or a string under `text`,
 * `value`, `title` or `content`, or the first string of an array. Empty and not-applicable
 * values are no text.
 */
function textOf(check) {
    if (check === undefined || check.passed === null)
        return null;
    const raw = pickString(check.value, ['text', 'value', 'title', 'content']);
    const text = raw?.replace(/\s+/g, ' ').trim() ?? '';
    return text === '' ? null : text;
}
/** A canonical check's URL: a string, or under `url` / `href`; only absolute http(s) URLs. */
function urlOf(check) {
    if (check === undefined || check.passed === null)
        return null;
    const raw = pickString(check.value, ['url', 'href', 'canonical'])?.trim();
    return raw !== undefined && /^https?:\/\//i.test(raw) ? raw : null;
}
function pickString(value, names) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value.find((item) => typeof item === 'string');
    for (const name of names) {
        const found = field(value, name);
        if (typeof found === 'string')
            return found;
    }
    return undefined;
}
function field(value, name) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? value[name]
        : undefined;
}
function numberOf(value) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) ? number : null;
}
/**
 * URLs in the form services clean them to (matchKey), and without a trailing "/" on the path:
 * "/b/" and "/b" are one page to a reader of these findings, and sites redirect one to the other.
 */
function pageKey(url) {
    const key = (0,url_match/* matchKey */.LJ)(url);
    return key === null ? null : key.replace(/\/+(?=\?|$)/, '');
}

;// CONCATENATED MODULE: ./src/client/app/target.ts
// The one place that opens a target: the embedded reference service started in-process on
// 127.0.0.1 (src/embedded/, the only way from the client to the server), or the user's service;
// either way a client.

async function openTarget(target, options) {
    const { onRetry, onRequestSent } = options.clientHooks ?? {};
    const hooks = {
        ...(onRetry ? { onRetry } : {}),
        ...(onRequestSent ? { onRequestSent } : {}),
    };
    if (target.kind === 'remote') {
        const client = new api/* SeoReportClient */.fQ({
            baseUrl: target.baseUrl,
            apiKey: target.apiKey,
            ...hooks,
        });
        return { client, baseUrl: target.baseUrl, embedded: false, close: () => client.close() };
    }
    // Loaded only when needed: the analyzer and SQLite stay out of the start-up of remote audits.
    const { startEmbeddedService } = await Promise.all(/* import() */[__nccwpck_require__.e(480), __nccwpck_require__.e(402), __nccwpck_require__.e(719), __nccwpck_require__.e(223)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4538));
    const service = await startEmbeddedService({
        allowPrivateNetwork: target.allowPrivateNetwork,
        render: target.render
            ? options.browserPath
                ? { browserPath: options.browserPath }
                : true
            : false,
        headers: target.headers,
        concurrency: Math.min(options.concurrency, 8),
    });
    const client = new api/* SeoReportClient */.fQ({ baseUrl: service.url, apiKey: service.apiKey, ...hooks });
    return {
        client,
        baseUrl: service.url,
        embedded: true,
        close: async () => {
            await client.close();
            await service.close();
        },
    };
}

;// CONCATENATED MODULE: ./src/client/app/job.ts










const readFileBaseline = async (spec) => spec.kind === 'file'
    ? (0,file_source/* readBaselineFile */.s)(spec.path)
    : { kind: 'missing', reason: `baseline ${spec.kind} is read by the GitHub Action only` };
async function runJob(config, hooks, cancel, environment = {}) {
    // One deadline for the whole job: the sitemap is read inside it, not before it.
    const deadline = AbortSignal.timeout(config.timeoutSeconds * 1000);
    // What the job's own reads stop on: the deadline or the runner's cancellation.
    const stop = AbortSignal.any([deadline, cancel]);
    // Read before the audit: a baseline of the wrong shape stops the job before it spends quota.
    let baselineLoad = null;
    if (config.baseline !== undefined) {
        try {
            baselineLoad = await (environment.readBaseline ?? readFileBaseline)(config.baseline, stop);
        }
        catch (error) {
            if (error instanceof types/* BaselineShapeError */.z)
                return { kind: 'failed', problem: { kind: 'baseline', error } };
            throw error;
        }
    }
    let urls = config.urls;
    if (config.sitemap !== undefined || config.shard !== undefined) {
        // Loaded only when asked for: the sitemap reader's XML parser stays out of other start-ups.
        const { buildUrlList, SitemapError } = await Promise.all(/* import() */[__nccwpck_require__.e(480), __nccwpck_require__.e(306), __nccwpck_require__.e(448)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2448));
        try {
            const list = await buildUrlList(config, { signal: stop });
            hooks.onUrlList?.(list);
            urls = list.urls;
        }
        catch (error) {
            if (error instanceof SitemapError)
                return { kind: 'failed', problem: { kind: 'sitemap', error } };
            throw error;
        }
    }
    const target = await openTarget(config.target, {
        concurrency: config.concurrency,
        browserPath: environment.browserPath,
        clientHooks: hooks,
    });
    // baseline-url: the same paths on the other origin join the plan, after this run's own.
    const otherOrigin = config.baselineUrl === undefined ? [] : (0,compare/* urlsOnOrigin */.cV)(urls, config.baselineUrl);
    try {
        const pages = urls.length + otherOrigin.length;
        hooks.onStart?.({ baseUrl: target.baseUrl, embedded: target.embedded, pages });
        if (config.mode === 'delete') {
            return await deleteJob(target, config, hooks, stop);
        }
        if (otherOrigin.length > 0)
            hooks.onNote?.(`The same ${otherOrigin.length} paths are audited on ${config.baselineUrl} too: the baseline each page is compared with.`);
        const plan = { ...(0,app_config/* auditPlanOf */.YC)(config), urls: [...urls, ...otherOrigin], deadline };
        let audited;
        let refreshed = null;
        if (config.mode === 'refresh') {
            try {
                const refresh = await runRefresh(target.client, plan, hooks, cancel);
                refreshed = { refreshed: refresh.refreshed, created: refresh.created };
                audited = {
                    result: refresh.result,
                    own: refresh.result.outcomes.length,
                    previous: refresh.previous,
                };
            }
            catch (error) {
                if (error instanceof RefreshLookupError)
                    return { kind: 'failed', problem: { kind: 'refresh_lookup', error } };
                throw error;
            }
        }
        else {
            const result = await runAudit(target.client, plan, hooks, cancel);
            audited = { result, own: urls.length, previous: null };
        }
        const { result, verdict, comparison, baselineWarnings } = judge(config, audited, baselineLoad);
        const run = {
            result,
            verdict,
            failOn: config.failOn,
            minScore: config.minScore,
            reportLink: (outcome) => target.embedded ? null : expandReportUrl(config.reportUrl, target.baseUrl, outcome),
            embedded: target.embedded,
            refreshed,
            siteFindings: siteFindings(result.outcomes),
            linkNotes: { privacy: config.privacy, deletedAfterJob: false },
            comparison,
            regressionRule: config.regression,
            baselineWarnings,
        };
        return { kind: 'audit', run };
    }
    finally {
        await target.close();
    }
}
async function deleteJob(target, config, hooks, signal) {
    let reports = config.reportIds.map((id) => ({ id, url: null }));
    const project = reports.length === 0 ? (config.project ?? null) : null;
    let more = false;
    if (project !== null) {
        try {
            const listed = await listProjectReports(target.client, project, signal);
            more = listed.more;
            reports = listed.reports.map((report) => ({
                id: report.id,
                url: report.fullUrl ?? report.url,
            }));
        }
        catch (error) {
            return { kind: 'failed', problem: { kind: 'project_listing', project, error } };
        }
    }
    const requested = reports.map((report) => report.id);
    hooks.onDeleting?.(reports, project, more);
    const outcome = await deleteByIds(target.client, requested, { concurrency: config.concurrency, deadline: signal }, hooks.onDeleted ? { onDeleted: hooks.onDeleted } : {});
    return { kind: 'delete', run: { project, requested, more, outcome } };
}
/** Expands the report-url template for one outcome. */
function expandReportUrl(template, baseUrl, outcome) {
    if (outcome.reportId === null)
        return null;
    return template
        .replaceAll('{base-url}', baseUrl)
        .replaceAll('{id}', encodeURIComponent(outcome.reportId))
        .replaceAll('{url}', encodeURIComponent(outcome.url));
}

// EXTERNAL MODULE: ./src/client/app/safe-text.ts
var safe_text = __nccwpck_require__(7738);
// EXTERNAL MODULE: ./src/client/action/inputs.ts
var action_inputs = __nccwpck_require__(651);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __nccwpck_require__(7215);
// EXTERNAL MODULE: ./src/client/app/render/log.ts
var log = __nccwpck_require__(8052);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __nccwpck_require__(2477);
;// CONCATENATED MODULE: ./src/client/action/state.ts
// Names of the values the main step hands to the post step (core.saveState / core.getState).
const STATE = {
    /** Comma-separated ids of the reports this step created, rewritten as each is known. */
    reportIds: 'report-ids',
    /**
     * JSON {watermark, urls}: URLs whose create was cut off after it may have reached the service,
     * and the highest report id seen before the first create; the post step sweeps above it.
     */
    uncertainCreates: 'uncertain-creates',
    /** 'true' when the audit ran on the embedded service, whose reports die with the main step. */
    embedded: 'embedded',
};
/** Reads the uncertain creates saved by the main step; an unreadable value counts as none. */
function parseUncertainCreates(text) {
    try {
        const value = JSON.parse(text);
        const urls = Array.isArray(value.urls) ? value.urls.filter((u) => typeof u === 'string') : [];
        const watermark = typeof value.watermark === 'string' ? value.watermark : null;
        return { watermark, urls };
    }
    catch {
        return { watermark: null, urls: [] };
    }
}

// EXTERNAL MODULE: ./src/client/action/toolkit.ts
var toolkit = __nccwpck_require__(8698);
;// CONCATENATED MODULE: ./src/client/action/progress.ts
// What the main step logs while the job runs, and the state it hands to the post step as soon as
// each report id is known (a cancelled or crashed step still leaves its reports listed).






function progressHooks(job, out) {
    const created = [];
    const uncertain = { watermark: null, urls: [] };
    let grouped = false;
    return {
        onUrlList: (list) => {
            const { notes, warnings } = action_inputs/* WORDS */.q9.urlList(list);
            for (const note of notes)
                toolkit/* runner */.lj.info(out.line(note));
            for (const warning of warnings)
                toolkit/* runner */.lj.warning(out.line(warning));
        },
        onStart: ({ baseUrl, embedded, pages }) => {
            if (embedded) {
                toolkit/* runner */.lj.saveState(STATE.embedded, 'true');
                toolkit/* runner */.lj.info(`No base-url given: auditing with the embedded reference service at ${baseUrl}.`);
            }
            if (job.mode === 'delete')
                return;
            if (job.mode === 'refresh' && pages === 0 && job.project === undefined)
                toolkit/* runner */.lj.info('Nothing to refresh: the URL list is empty (an empty shard, or a sitemap of known pages).');
            toolkit/* runner */.lj.startGroup(job.mode === 'refresh' && pages === 0
                ? `Refreshing the reports of project ${out.line(job.project ?? '')}`
                : `Auditing ${(0,format/* plural */.LS)(pages, 'page')}`);
            grouped = true;
        },
        onRetry: (event) => toolkit/* runner */.lj.info(out.line((0,log/* retryLine */.Rn)(event))),
        // The first request has left: the toolkit compiles while the service answers.
        onRequestSent: () => void (0,toolkit/* loadToolkit */.fl)(),
        onReportCreated: (id) => {
            // Only what this step created: refreshed reports were there before and must stay.
            created.push(id);
            toolkit/* runner */.lj.saveState(STATE.reportIds, created.join(','));
        },
        onCreateUncertain: (url, watermark) => {
            uncertain.watermark = watermark;
            if (!uncertain.urls.includes(url))
                uncertain.urls.push(url);
            toolkit/* runner */.lj.saveState(STATE.uncertainCreates, JSON.stringify(uncertain));
        },
        onUrlDone: (outcome) => toolkit/* runner */.lj.info(out.line((0,log/* logLine */.BP)(outcome, action_inputs/* WORDS */.q9))),
        onNote: (line) => toolkit/* runner */.lj.info(out.line(line)),
        onDeleting: (reports, project, more) => {
            for (const line of (0,wording/* deletingLines */.cN)(reports, project, more))
                toolkit/* runner */.lj.info(out.line(line));
        },
        onDeleted: (id, how) => toolkit/* runner */.lj.info(out.line((0,wording/* deletedLine */.eM)(id, how, 'delete'))),
        close: () => {
            if (grouped)
                toolkit/* runner */.lj.endGroup();
        },
    };
}

;// CONCATENATED MODULE: ./src/client/action/main.ts
// The action's main step: inputs -> the job -> outputs, annotations, summary, comment -> verdict.
// Everything GitHub-specific is in this folder; the job itself is src/client/app/job.ts.
// @actions/core comes later (toolkit.ts): the audit's first request goes out without it.





async function run() {
    try {
        await audit();
    }
    finally {
        // Whatever waited for @actions/core (toolkit.ts) is written before run() returns.
        await (0,toolkit/* loadToolkit */.fl)();
    }
}
async function audit() {
    (0,action_inputs/* maskSecretInputs */.q)();
    // Lines logged before any request (a slow sitemap, a baseline from GitHub) wait no longer.
    setTimeout(() => void (0,toolkit/* loadToolkit */.fl)(), toolkit/* STARTUP_GRACE_MS */.I).unref();
    const inputs = (0,action_inputs/* readActionInputs */.Ui)();
    if ('failure' in inputs)
        return toolkit/* runner */.lj.setFailed(inputs.failure);
    const { job } = inputs;
    const out = new safe_text/* SafeText */.Po([
        job.target.kind === 'remote' ? job.target.apiKey : null,
        job.password,
        inputs.comment.githubToken,
        ...(job.target.kind === 'embedded' ? Object.values(job.target.headers) : []),
    ]);
    for (const notice of job.notices)
        toolkit/* runner */.lj.notice(out.line(action_inputs/* WORDS */.q9.message(notice)));
    // The runner cancels a job with SIGINT, then SIGTERM: stop new requests, keep the state saved
    // so far (the post step deletes what was created), and finish quickly.
    const cancel = new AbortController();
    const onSignal = () => {
        toolkit/* runner */.lj.warning('Cancelled: stopping the audit; the reports created so far stay listed for cleanup.');
        cancel.abort();
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        const hooks = progressHooks(job, out);
        const browserPath = process.env.SEO_REPORT_BROWSER?.trim() || undefined;
        // The comment and branch baselines read GitHub; loaded only when a baseline is asked for.
        const readBaseline = async (spec, signal) => {
            const { readActionBaseline } = await __nccwpck_require__.e(/* import() */ 473).then(__nccwpck_require__.bind(__nccwpck_require__, 473));
            return readActionBaseline(spec, {
                token: inputs.comment.githubToken,
                commentTag: inputs.comment.tag,
                artifact: job.baselineArtifact,
                signal,
            });
        };
        const result = await runJob(job, hooks, cancel.signal, { browserPath, readBaseline }).finally(() => hooks.close());
        if (result.kind === 'failed')
            return toolkit/* runner */.lj.setFailed(out.line(main_failureOf(result.problem)));
        // What publishes uses @actions/core directly: it comes after the queue has been written.
        await (0,toolkit/* loadToolkit */.fl)();
        const { publishAudit, publishDeletion } = await Promise.all(/* import() */[__nccwpck_require__.e(480), __nccwpck_require__.e(405), __nccwpck_require__.e(674), __nccwpck_require__.e(633)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1633));
        if (result.kind === 'delete')
            return await publishDeletion(result.run, inputs, out);
        await publishAudit(result.run, inputs, out);
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
function main_failureOf(problem) {
    const line = action_inputs/* WORDS */.q9.problem(problem);
    if (problem.kind === 'sitemap')
        return `Input sitemap: ${line}`;
    // "baseline: base.json is not JSON", as the other input errors say it.
    return problem.kind === 'baseline' ? `Input ${line}` : line;
}


/***/ }),

/***/ 8698:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ STARTUP_GRACE_MS),
/* harmony export */   fl: () => (/* binding */ loadToolkit),
/* harmony export */   jD: () => (/* binding */ actionInput),
/* harmony export */   lj: () => (/* binding */ runner)
/* harmony export */ });
/** Log lines written before any request (a slow sitemap, a baseline read) wait at most this. */
const STARTUP_GRACE_MS = 200;
let loaded = null;
let loading = null;
const waiting = [];
/** Loads @actions/core (once) and writes what waited for it. */
function loadToolkit() {
    loading ??= Promise.all(/* import() */[__nccwpck_require__.e(480), __nccwpck_require__.e(405)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2405)).then((core) => {
        loaded = core;
        for (const write of waiting.splice(0))
            write(core);
        return core;
    });
    return loading;
}
function whenLoaded(write) {
    if (loaded)
        write(loaded);
    else
        waiting.push(write);
}
/** An input as the runner passes it (what core.getInput reads), '' when unset. */
function actionInput(name) {
    return process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}
/** The few commands the step needs before @actions/core is there, in @actions/core's words. */
const runner = {
    setSecret: (value) => whenLoaded((core) => core.setSecret(value)),
    info: (line) => whenLoaded((core) => core.info(line)),
    notice: (line) => whenLoaded((core) => core.notice(line)),
    warning: (line) => whenLoaded((core) => core.warning(line)),
    debug: (line) => whenLoaded((core) => core.debug(line)),
    setFailed: (line) => whenLoaded((core) => core.setFailed(line)),
    startGroup: (name) => whenLoaded((core) => core.startGroup(name)),
    endGroup: () => whenLoaded((core) => core.endGroup()),
    saveState: (name, value) => whenLoaded((core) => core.saveState(name, value)),
};


/***/ }),

/***/ 3055:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ SeoReportApiError),
/* harmony export */   OP: () => (/* binding */ isGarbled),
/* harmony export */   VL: () => (/* binding */ invalidParameter),
/* harmony export */   _H: () => (/* binding */ HINT_TEXT),
/* harmony export */   d7: () => (/* binding */ isApiError),
/* harmony export */   hw: () => (/* binding */ formatMessage)
/* harmony export */ });
/* unused harmony exports isRedirect, isHtmlPage */
// One error type for everything the client can meet, with a code to branch on and a message a
// person can act on. Messages never carry the API key or a password: the transport scrubs every
// text that came from the network, and nothing here ever formats a request body or header.
/** The library's own wording of each hint (the faces word them with their option names). */
const HINT_TEXT = {
    check_key: 'check the API key: the service did not accept it',
    no_api_access: "the API key's plan has no API access, or the report belongs to another user",
    check_id_or_base_url: 'it does not exist, belongs to another user, or the base URL is wrong',
    rate_limited: 'rate limited; lower concurrency or try again later',
    service_failed: 'the service failed; try again later',
    service_failing: 'the service or a proxy in front of it is failing; try again later',
    check_key_or_base_url: 'the API key was not accepted, or the base URL does not point at the API; check both',
    check_base_url: 'the base URL does not point at the API; check it',
    check_base_url_and_key: 'check the base URL (it must point at the service root) and the API key',
    mangled: 'cut off or mangled on the way; if it repeats, check the base URL',
    check_service_up: 'check the base URL and that the service is up',
    service_slow: 'the service is slow or unreachable',
    not_the_api: 'check that the base URL points at an SEO Report API v1 service',
    key_in_base_url: 'pass the key as the API key, not in the URL',
};
class SeoReportApiError extends Error {
    name = 'SeoReportApiError';
    code;
    endpoint;
    status;
    reason;
    hint;
    fieldErrors;
    parameter;
    retryAfterMs;
    attempts;
    mayHaveReachedService;
    constructor(details) {
        super(formatMessage(details), details.cause === undefined ? undefined : { cause: details.cause });
        this.code = details.code;
        this.endpoint = details.endpoint;
        this.status = details.status ?? null;
        this.reason = details.reason;
        this.hint = details.hint ?? null;
        this.fieldErrors = details.fieldErrors ?? null;
        this.parameter = details.parameter ?? null;
        this.retryAfterMs = details.retryAfterMs ?? null;
        this.attempts = details.attempts ?? 1;
        this.mayHaveReachedService = details.mayHaveReachedService ?? details.status != null;
    }
}
/** The error in one line; `hintText` words the hint (a face passes its own wording). */
function formatMessage(d, hintText = libraryHint) {
    const what = d.status != null ? `the service answered ${d.status}: ${d.reason}` : d.reason;
    const hint = d.hint ? ` (${hintText(d.hint, d.retryAfterMs ?? null)})` : '';
    return `${d.endpoint}: ${what}${hint}`;
}
function libraryHint(hint, retryAfterMs) {
    if (hint === 'rate_limited' && retryAfterMs !== null)
        return `rate limited; the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (lower concurrency)`;
    return HINT_TEXT[hint];
}
/** A parameter failed validation before anything was sent. */
function invalidParameter(operation, parameter, problem) {
    return new SeoReportApiError({
        code: 'invalid_parameter',
        endpoint: operation,
        parameter,
        reason: `${parameter} ${problem}`,
        mayHaveReachedService: false,
    });
}
function isApiError(error) {
    return error instanceof SeoReportApiError;
}
/** The service sent us elsewhere: a base URL that is not the API root, or a login page. */
function isRedirect(error) {
    return isApiError(error) && error.code === 'redirect';
}
/** A web page answered, not the API. */
function isHtmlPage(error) {
    return isApiError(error) && error.code === 'html_page';
}
/** A 2xx that arrived cut off or mangled: noise on the way, worth reading again when safe. */
function isGarbled(error) {
    return isApiError(error) && error.code === 'garbled';
}


/***/ }),

/***/ 4385:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ NodeExchange),
/* harmony export */   Sb: () => (/* binding */ ExchangeError),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   vA: () => (/* binding */ withoutBom)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
// One HTTP request and its whole answer, with the client's timeouts and size bound, on node:http
// and node:https with keep-alive agents. Not undici: Node's own HTTP is already in memory when a
// process starts, where bundled undici costs 1.5 MB to compile before the first request (the
// action's cold start). undici stays for callers that bring their own dispatcher (exchange-undici).


class ExchangeError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'ExchangeError';
    }
}
/** How long an idle connection is kept for the next request (undici's default, too). */
const IDLE_SOCKET_MS = 4_000;
class NodeExchange {
    // Node's agents also honour a service's `Keep-Alive: timeout=N` hint and drop a connection
    // before the service would, so a request is not sent on a socket that is about to close.
    agents = {
        'http:': new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
        'https:': new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    };
    send(request) {
        const secure = request.url.protocol === 'https:';
        const transport = secure ? (node_https__WEBPACK_IMPORTED_MODULE_1___default()) : (node_http__WEBPACK_IMPORTED_MODULE_0___default());
        return new Promise((resolve, reject) => {
            let timer;
            let settled = false;
            let answered = false;
            const arm = (ms, code, message) => {
                clearTimeout(timer);
                timer = setTimeout(() => fail(new ExchangeError(code, message)), ms);
            };
            const finish = (outcome) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                outcome();
            };
            const fail = (error) => {
                if (settled)
                    return;
                finish(() => reject(normalised(error)));
                req.destroy();
            };
            const req = transport.request(request.url, {
                method: request.method,
                headers: request.body === undefined ? request.headers : withLength(request),
                agent: this.agents[secure ? 'https:' : 'http:'],
                signal: request.signal,
            });
            req.on('error', fail);
            req.on('socket', (socket) => {
                if (!socket.connecting)
                    return; // a kept-alive connection
                arm(request.connectTimeoutMs, 'CONNECT_TIMEOUT', 'no connection in time');
                socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(timer));
            });
            req.on('finish', () => {
                request.onSent?.();
                // A service may answer before the request's last byte is flushed: its body timer stays.
                if (settled || answered)
                    return;
                arm(request.headersTimeoutMs, 'HEADERS_TIMEOUT', 'no answer in time');
            });
            req.on('response', (res) => {
                answered = true;
                clearTimeout(timer);
                const declared = Number(res.headers['content-length']);
                if (declared > request.maxBytes)
                    return fail(tooLarge());
                const chunks = [];
                let bytes = 0;
                const silence = () => arm(request.bodyTimeoutMs, 'BODY_TIMEOUT', 'the answer stopped arriving');
                silence();
                res.on('data', (chunk) => {
                    bytes += chunk.length;
                    if (bytes > request.maxBytes)
                        return fail(tooLarge());
                    chunks.push(chunk);
                    silence();
                });
                res.on('error', fail);
                res.on('close', () => {
                    if (!res.complete)
                        fail(closed());
                });
                res.on('end', () => finish(() => resolve({
                    status: res.statusCode ?? 0,
                    headers: res.headersDistinct,
                    text: withoutBom(Buffer.concat(chunks).toString('utf8')),
                })));
            });
            req.end(request.body);
        });
    }
    async close() {
        this.agents['http:'].destroy();
        this.agents['https:'].destroy();
    }
}
function withLength(request) {
    return {
        ...request.headers,
        'content-length': String(Buffer.byteLength(request.body ?? '')),
    };
}
/** Node's words for a connection closed before the answer, in the exchange's own code. */
function normalised(error) {
    if (error instanceof ExchangeError)
        return error;
    const { code, message } = error;
    if (code === 'ECONNRESET' && (message === 'socket hang up' || message === 'aborted')) {
        return closed(error);
    }
    return error;
}
function closed(cause) {
    return new ExchangeError('CONNECTION_CLOSED', 'the connection closed unexpectedly', { cause });
}
function tooLarge() {
    return new ExchangeError('RESPONSE_TOO_LARGE', 'the answer is too large');
}
/** A UTF-8 byte order mark is not part of the text (as the Fetch standard decodes bodies). */
function withoutBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ }),

/***/ 8750:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _H: () => (/* reexport */ errors/* HINT_TEXT */._H),
  fQ: () => (/* reexport */ SeoReportClient),
  hw: () => (/* reexport */ errors/* formatMessage */.hw),
  d7: () => (/* reexport */ errors/* isApiError */.d7),
  OP: () => (/* reexport */ errors/* isGarbled */.OP)
});

// UNUSED EXPORTS: DEFAULT_RETRY, DEFAULT_TIMEOUTS, PER_PAGE_VALUES, PRIVACY_VALUES, RateLimiter, SeoReportApiError, isHtmlPage, isRedirect

// EXTERNAL MODULE: ./src/client/api/errors.ts
var errors = __nccwpck_require__(3055);
// EXTERNAL MODULE: ./src/shared/grade.ts
var grade = __nccwpck_require__(5816);
;// CONCATENATED MODULE: ./src/client/api/normalize.ts
// Turns the service's JSON into the client's model, accepting every variant that deployed
// services send (docs/compatibility.md) and our reference service's grade strings. Anything that
// is not recognisably a report, project or list is a `not_the_api` error, never a crash.


function parseReport(endpoint, body) {
    return toReport(endpoint, unwrapObject(endpoint, body, 'a report'));
}
function parseReportPage(endpoint, body, requestedPage) {
    return parsePage(endpoint, body, requestedPage, (item) => toReport(endpoint, item));
}
function parseProjectPage(endpoint, body, requestedPage) {
    return parsePage(endpoint, body, requestedPage, (item) => toProject(endpoint, item));
}
function parseDeletion(body, id, alreadyGone) {
    const object = isObject(body) ? body : {};
    const answeredId = idText(object.id);
    return { id: answeredId ?? id, deleted: true, alreadyGone };
}
function parsePage(endpoint, body, requestedPage, toItem) {
    const list = isObject(body) ? body.data : body;
    if (!Array.isArray(list))
        throw unexpected(endpoint, 'a list (an array under "data")');
    const items = list.map((item) => {
        if (!isObject(item))
            throw unexpected(endpoint, 'list items that are objects');
        return toItem(item);
    });
    const meta = isObject(body) && isObject(body.meta) ? body.meta : null;
    const links = isObject(body) && isObject(body.links) ? body.links : null;
    const page = positiveInt(meta?.current_page) ?? requestedPage;
    const lastPage = positiveInt(meta?.last_page);
    let hasNext;
    if (lastPage !== null)
        hasNext = page < lastPage;
    else if (links && 'next' in links)
        hasNext = typeof links.next === 'string' && links.next !== '';
    // Neither meta nor links: only an empty page proves the end (the service may ignore per_page).
    else
        hasNext = items.length > 0;
    return {
        items,
        page,
        lastPage,
        perPage: positiveInt(meta?.per_page),
        total: nonNegativeInt(meta?.total),
        hasNext,
    };
}
function toReport(endpoint, object) {
    const id = idText(object.id);
    if (id === null)
        throw unexpected(endpoint, 'a report with an "id"');
    const checks = toChecks(object.results);
    const { score, grade } = scoreAndGrade(object.result, object.score);
    const generatedAt = normalize_text(object.generated_at);
    const generationError = failureReason(object);
    const generationErrorCode = isObject(object.error) && typeof object.error.code === 'string' && object.error.code !== ''
        ? object.error.code
        : null;
    const seoUrl = checks?.seo_friendly_url?.value;
    return {
        id,
        url: normalize_text(object.url) ?? '',
        fullUrl: typeof seoUrl === 'string' && /^https?:\/\//i.test(seoUrl) ? seoUrl : null,
        project: normalize_text(object.project) ?? projectName(object.project),
        score,
        grade,
        generated: generatedAt !== null || score !== null || grade !== null || generationError !== null,
        generatedAt,
        generationError,
        generationErrorCode,
        privacy: privacy(object.privacy),
        hasPassword: object.password === true || object.password === 1 || object.password === '1',
        checks,
        createdAt: normalize_text(object.created_at),
        updatedAt: normalize_text(object.updated_at),
        raw: object,
    };
}
function toProject(endpoint, object) {
    const name = normalize_text(object.project) ?? normalize_text(object.name);
    if (name === null)
        throw unexpected(endpoint, 'a project with a "project" name');
    const reports = nonNegativeInt(object.reports);
    // Deployed services send the SUM of scores as `result`; a mean field, when present, wins.
    const mean = number(object.mean_score) ?? number(object.score);
    const sum = number(object.result);
    const meanScore = mean ?? (sum !== null && reports ? round2(sum / reports) : null);
    return { name, reports, meanScore, createdAt: normalize_text(object.created_at), raw: object };
}
/**
 * `result` is a 0-100 score (integer, float or numeric string), a grade word, or null; our
 * reference service sends the grade word with the score beside it in `score`.
 */
function scoreAndGrade(result, scoreField) {
    const resultScore = score(result);
    if (resultScore !== null)
        return { score: resultScore, grade: (0,grade/* gradeForScore */.rM)(resultScore) };
    const separateScore = score(scoreField);
    const word = typeof result === 'string' ? result.trim().toLowerCase() : null;
    if (word === 'good' || word === 'decent' || word === 'bad')
        return { score: separateScore, grade: word };
    if (separateScore !== null)
        return { score: separateScore, grade: (0,grade/* gradeForScore */.rM)(separateScore) };
    return { score: null, grade: null };
}
function toChecks(results) {
    if (!isObject(results))
        return null;
    const checks = {};
    for (const [key, check] of Object.entries(results)) {
        if (!isObject(check))
            continue;
        checks[key] = {
            passed: bool(check.passed),
            importance: importance(check.importance),
            value: check.value ?? null,
            errors: isObject(check.errors) && Object.keys(check.errors).length > 0 ? check.errors : null,
        };
    }
    return checks;
}
function failureReason(object) {
    const error = object.error;
    if (typeof error === 'string' && error.trim() !== '')
        return error.trim();
    if (isObject(error) && typeof error.message === 'string')
        return error.message;
    if (object.state === 'failed')
        return 'the service could not generate the report';
    return null;
}
function unwrapObject(endpoint, body, what) {
    if (isObject(body) && isObject(body.data))
        return body.data;
    if (isObject(body) && !('data' in body))
        return body;
    throw unexpected(endpoint, what);
}
function unexpected(endpoint, expected) {
    return new errors/* SeoReportApiError */.AI({
        code: 'not_the_api',
        endpoint,
        reason: `the answer is not ${expected}`,
        hint: 'not_the_api',
    });
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A finite number, from a number or a numeric string ("12", "83.33"). */
function number(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return Number(value);
    return null;
}
function score(value) {
    const n = number(value);
    return n !== null && n >= 0 && n <= 100 ? n : null;
}
function positiveInt(value) {
    const n = number(value);
    return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
}
function nonNegativeInt(value) {
    const n = number(value);
    return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
function normalize_text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
function idText(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value))
        return String(value);
    if (typeof value === 'string' && value.trim() !== '')
        return value.trim();
    return null;
}
function projectName(value) {
    return isObject(value) ? (normalize_text(value.project) ?? normalize_text(value.name)) : null;
}
function bool(value) {
    if (value === true || value === 1 || value === '1' || value === 'true')
        return true;
    if (value === false || value === 0 || value === '0' || value === 'false')
        return false;
    return null;
}
function importance(value) {
    return value === 'high' || value === 'medium' || value === 'low' ? value : null;
}
function privacy(value) {
    const n = number(value);
    return n === 0 || n === 1 || n === 2 ? n : null;
}
function round2(n) {
    return Math.round(n * 100) / 100;
}

// EXTERNAL MODULE: ./src/client/api/params.ts
var api_params = __nccwpck_require__(4474);
// EXTERNAL MODULE: ./src/client/api/transport.ts + 2 modules
var transport = __nccwpck_require__(9231);
;// CONCATENATED MODULE: ./src/client/api/client.ts
// The SEO Report API v1, one method per endpoint. Parameters are checked before anything is sent;
// answers come back as the typed model of model.ts whatever variant the service speaks.




/** Longest hold we ask of the service: well inside the client's 30 s headers timeout. */
const MAX_WAIT_SECONDS = 20;
function waitQuery(waitSeconds) {
    if (waitSeconds === undefined)
        return undefined;
    if (!Number.isInteger(waitSeconds) || waitSeconds < 1 || waitSeconds > MAX_WAIT_SECONDS) {
        throw new errors/* SeoReportApiError */.AI({
            code: 'invalid_parameter',
            endpoint: 'get report',
            parameter: 'wait',
            reason: `wait must be a whole number of seconds from 1 to ${MAX_WAIT_SECONDS} (got ${waitSeconds})`,
            mayHaveReachedService: false,
        });
    }
    return new URLSearchParams({ wait: String(waitSeconds) });
}
/** Safety stop for iteration over a service that never says it is on the last page. */
const MAX_PAGES = 10_000;
class SeoReportClient {
    transport;
    constructor(options) {
        if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
            throw new errors/* SeoReportApiError */.AI({
                code: 'invalid_parameter',
                endpoint: 'client',
                parameter: 'apiKey',
                reason: 'an API key is required',
                mayHaveReachedService: false,
            });
        }
        this.transport = new transport/* Transport */.oK(options);
    }
    /** The API root every path is joined to, e.g. https://host/seo/api/v1/. */
    get apiRoot() {
        return this.transport.apiRoot.href;
    }
    /** X-RateLimit-Limit and X-RateLimit-Remaining from the latest answer. */
    get rateLimit() {
        return this.transport.rateLimit;
    }
    /** The service's clock minus ours (its Date header), from the latest answer; null before one. */
    get clockOffsetMs() {
        return this.transport.clockOffsetMs;
    }
    /** Masks a text the caller built from our answers (API key and passwords sent). */
    scrub(text) {
        return this.transport.secrets.scrub(text);
    }
    async listReports(params = {}, options = {}) {
        const query = (0,api_params/* reportListQuery */.xY)(params);
        const { body, endpoint } = await this.call({
            method: 'GET',
            path: '/reports',
            query,
            ...options,
        });
        return parseReportPage(endpoint, body, params.page ?? 1);
    }
    /** Every report matching the filters, page after page. */
    reports(params = {}, options = {}) {
        return this.iterate((page) => this.listReports({ ...params, page }, options), (report) => report.id);
    }
    /**
     * Reads a report. With `waitSeconds`, asks the service to hold the answer until the report has
     * a result or that time has passed (`wait=N`, an extension of our reference service; deployed
     * services ignore the parameter and answer at once).
     */
    async getReport(id, options = {}) {
        const path = `/reports/${(0,api_params/* pathSegment */.pn)('get report', 'id', id)}`;
        const { waitSeconds, ...callOptions } = options;
        const query = waitQuery(waitSeconds);
        const { body, endpoint } = await this.call({ method: 'GET', path, query, ...callOptions });
        return parseReport(endpoint, body);
    }
    /**
     * Creates a report. Deployed services audit the page inside this call and answer with the
     * result; our reference service answers at once with `generated: false` and fills it in later.
     */
    async createReport(params, options = {}) {
        const form = (0,api_params/* createReportForm */.v1)(params);
        this.transport.secrets.add(params.password);
        const { body, endpoint } = await this.call({
            method: 'POST',
            path: '/reports',
            form,
            ...options,
        });
        return parseReport(endpoint, body);
    }
    /** Changes privacy or password, or re-runs the audit with `regenerate: true` (results=1). */
    async updateReport(id, params, options = {}) {
        const path = `/reports/${(0,api_params/* pathSegment */.pn)('update report', 'id', id)}`;
        const form = (0,api_params/* updateReportForm */.GO)(params);
        this.transport.secrets.add(params.password);
        const { body, endpoint } = await this.call({ method: 'PUT', path, form, ...options });
        return parseReport(endpoint, body);
    }
    /** Deletes a report. A 404 on a retried attempt means an earlier attempt deleted it: done. */
    async deleteReport(id, options = {}) {
        const segment = (0,api_params/* pathSegment */.pn)('delete report', 'id', id);
        return this.delete(`/reports/${segment}`, String(id), options);
    }
    async listProjects(params = {}, options = {}) {
        const query = (0,api_params/* projectListQuery */.mj)(params);
        const { body, endpoint } = await this.call({
            method: 'GET',
            path: '/projects',
            query,
            ...options,
        });
        return parseProjectPage(endpoint, body, params.page ?? 1);
    }
    projects(params = {}, options = {}) {
        return this.iterate((page) => this.listProjects({ ...params, page }, options), (project) => project.name);
    }
    /** Deletes a project and its reports. */
    async deleteProject(name, options = {}) {
        const segment = (0,api_params/* pathSegment */.pn)('delete project', 'project', name);
        return this.delete(`/projects/${segment}`, name, options);
    }
    /** Closes the connection pool. */
    close() {
        return this.transport.close();
    }
    async delete(path, id, options) {
        try {
            const { body } = await this.call({ method: 'DELETE', path, ...options });
            return parseDeletion(body, id, false);
        }
        catch (error) {
            if (error instanceof errors/* SeoReportApiError */.AI && error.code === 'not_found' && error.attempts > 1) {
                return parseDeletion(null, id, true);
            }
            throw error;
        }
    }
    async call(req) {
        const { body, endpoint } = await this.transport.send(req);
        return { body, endpoint };
    }
    async *iterate(fetchPage, keyOf) {
        const seen = new Set();
        let previousKeys = '';
        // How many items the list had when we started, as its first page declared (a total, or
        // last page × page size): a hostile or broken service whose pages never end is read no
        // further than that. A list that grows while we read loses its newest additions' overflow,
        // which a later run sees.
        let declared = null;
        let previousSize = null;
        let stale = 0;
        for (let page = 1; page <= MAX_PAGES; page++) {
            const result = await fetchPage(page);
            const keys = result.items.map(keyOf);
            if (page === 1)
                declared = declaredSize(result);
            // A service that ignores `page` answers the same page again: stop instead of looping.
            // Its meta says which page it answered; without meta, a page identical to the previous
            // one is the sign (a list shifting while we read it repeats items, rarely a whole page).
            const repeated = page > 1 && keys.length > 0 && keys.join('\n') === previousKeys;
            const ignoredPage = result.page !== page || (result.lastPage === null && repeated);
            if (ignoredPage)
                return;
            previousKeys = keys.join('\n');
            // Items pushed onto this page by reports created meanwhile were yielded already.
            let fresh = 0;
            for (const [index, item] of result.items.entries()) {
                const key = keys[index];
                if (seen.has(key))
                    continue;
                seen.add(key);
                fresh++;
                yield item;
                if (declared !== null && seen.size >= declared)
                    return;
            }
            // A page of nothing but items already read (pages cycling, or every page the same) ends
            // the list, unless the list says it grew (reports created meanwhile push a whole page
            // along); two such pages in a row end it whatever it says.
            const size = declaredSize(result);
            if (page > 1 && keys.length > 0 && fresh === 0) {
                stale++;
                const grew = size !== null && previousSize !== null && size > previousSize;
                if (stale >= 2 || !grew)
                    return;
            }
            else {
                stale = 0;
            }
            previousSize = size;
            if (!result.hasNext || result.items.length === 0)
                return;
        }
    }
}
/** Items in the whole list by what its first page says: a total, or last page × page size. */
function declaredSize(first) {
    if (first.total !== null)
        return first.total;
    if (first.lastPage === null)
        return null;
    const perPage = first.perPage ?? first.items.length;
    return perPage > 0 ? first.lastPage * perPage : null;
}

// EXTERNAL MODULE: ./src/client/api/retry.ts
var retry = __nccwpck_require__(3936);
;// CONCATENATED MODULE: ./src/client/api/index.ts
// The client of the SEO Report API v1: what the rest of the project imports.








/***/ }),

/***/ 4474:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* reexport safe */ _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__.BE),
/* harmony export */   GO: () => (/* binding */ updateReportForm),
/* harmony export */   Kg: () => (/* binding */ hasControlCharacters),
/* harmony export */   Np: () => (/* binding */ reportUrlProblem),
/* harmony export */   dn: () => (/* reexport safe */ _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__.dn),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   mj: () => (/* binding */ projectListQuery),
/* harmony export */   pn: () => (/* binding */ pathSegment),
/* harmony export */   v1: () => (/* binding */ createReportForm),
/* harmony export */   xY: () => (/* binding */ reportListQuery)
/* harmony export */ });
/* unused harmony export MAX_URL_LENGTH */
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5816);
/* harmony import */ var _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5932);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3055);
// Parameter checks for every endpoint, run before anything is sent. Each failure names the
// parameter and the values it allows, so a typo in a workflow never becomes a confusing answer
// from the service (or, worse, a silently ignored field).




/** Does `password` follow the report password rule? */
function isValidReportPassword(password) {
    return (password.length >= _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_REPORT_PASSWORD_LENGTH */ .dn &&
        password.length <= _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REPORT_PASSWORD_LENGTH */ .BE &&
        !hasControlCharacters(password));
}
/** Longest URL we send; browsers and most servers stop near 2,048 to 8,192 characters. */
const MAX_URL_LENGTH = 2048;
const MAX_TEXT_LENGTH = 1024;
const oneOf = (values) => `must be one of ${values.join(', ')}`;
function checkEnum(op, name, value, allowed) {
    if (value === undefined)
        return undefined;
    if (!allowed.includes(value)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `${oneOf(allowed)} (got ${describe(value)})`);
    }
    return value;
}
function checkText(op, name, value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `must be text (got ${describe(value)})`);
    if (value.length > MAX_TEXT_LENGTH) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `must be at most ${MAX_TEXT_LENGTH} characters (got ${value.length})`);
    }
    if (hasControlCharacters(value))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, 'must not contain control characters');
    return value;
}
function checkPage(op, value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'page', `must be a whole number from 1 (got ${describe(value)})`);
    }
    return value;
}
/** Checks a page URL to audit and returns it as given (the service cleans it itself). */
function checkReportUrl(op, value) {
    const problem = reportUrlProblem(value);
    if (problem !== null)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'url', problem);
    return value;
}
/**
 * What is wrong with a URL to audit, as the end of a sentence that starts with its name
 * ("url must use http or https"), or null when it is fine. Shared with the action's inputs.
 */
function reportUrlProblem(value) {
    if (typeof value !== 'string' || value.trim() === '')
        return 'is required: an absolute http(s) URL';
    if (value.length > MAX_URL_LENGTH)
        return `must be at most ${MAX_URL_LENGTH} characters (got ${value.length})`;
    if (hasControlCharacters(value) || /\s/.test(value))
        return 'must not contain spaces or control characters';
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        return `must be an absolute http(s) URL (got ${quote(value)})`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return `must use http or https (got ${quote(parsed.protocol.slice(0, -1))})`;
    }
    // Credentials in a URL would be stored and shown by the service: refuse rather than leak them.
    if (parsed.username || parsed.password)
        return 'must not contain a user name or password';
    return null;
}
function checkPrivacyAndPassword(op, privacy, password) {
    const checkedPrivacy = checkEnum(op, 'privacy', privacy, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIVACY_VALUES */ .yl);
    if (checkedPrivacy === 2) {
        if (typeof password !== 'string' || password === '') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'password', 'is required when privacy is 2 (password)');
        }
    }
    else if (password !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'password', 'is only allowed with privacy 2 (password)');
    }
    if (password !== undefined) {
        if (typeof password !== 'string' || !isValidReportPassword(password)) {
            // Never echo the value: it is a secret.
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'password', `must be ${_shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_PASSWORD_RULE */ .sv}`);
        }
        return { privacy: 2, password };
    }
    return checkedPrivacy === undefined ? {} : { privacy: checkedPrivacy };
}
function reportListQuery(params = {}) {
    const op = 'list reports';
    return toQuery({
        search: checkText(op, 'search', params.search),
        search_by: checkEnum(op, 'search_by', params.searchBy, ['url']),
        project: checkText(op, 'project', params.project),
        result: checkEnum(op, 'result', params.result, _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .GRADES */ .F4),
        sort_by: checkEnum(op, 'sort_by', params.sortBy, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SORT_KEYS */ .VS),
        sort: checkEnum(op, 'sort', params.sort, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .SORT_VALUES */ .sT),
        per_page: checkEnum(op, 'per_page', params.perPage, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE_VALUES */ .Ni),
        page: checkPage(op, params.page),
    });
}
function projectListQuery(params = {}) {
    const op = 'list projects';
    return toQuery({
        search: checkText(op, 'search', params.search),
        search_by: checkEnum(op, 'search_by', params.searchBy, ['project']),
        sort_by: checkEnum(op, 'sort_by', params.sortBy, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PROJECT_SORT_KEYS */ .eM),
        sort: checkEnum(op, 'sort', params.sort, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .SORT_VALUES */ .sT),
        per_page: checkEnum(op, 'per_page', params.perPage, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE_VALUES */ .Ni),
        page: checkPage(op, params.page),
    });
}
function createReportForm(params) {
    const op = 'create report';
    const url = checkReportUrl(op, params?.url);
    const { privacy, password } = checkPrivacyAndPassword(op, params.privacy ?? 1, params.password);
    const project = checkText(op, 'project', params.project);
    if (project !== undefined && project.trim() === '') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'project', 'must not be empty when given');
    }
    return toQuery({ url, privacy, password, project });
}
function updateReportForm(params) {
    const op = 'update report';
    const { privacy, password } = checkPrivacyAndPassword(op, params.privacy, params.password);
    if (params.regenerate !== undefined && typeof params.regenerate !== 'boolean') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'results', `must be true or false (got ${describe(params.regenerate)})`);
    }
    if (privacy === undefined && params.regenerate === undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'privacy', 'or results must be given: there is nothing to update');
    }
    return toQuery({
        privacy,
        password,
        results: params.regenerate === undefined ? undefined : params.regenerate ? 1 : 0,
    });
}
/** A report id or project name as a path segment: opaque, non-empty, encoded. */
function pathSegment(op, name, value) {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || text.trim() === '') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `is required (got ${describe(value)})`);
    }
    if (text.length > MAX_TEXT_LENGTH || hasControlCharacters(text)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `must be at most ${MAX_TEXT_LENGTH} characters without control characters`);
    }
    return encodeURIComponent(text);
}
function toQuery(fields) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined)
            query.set(key, String(value));
    }
    return query;
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
function hasControlCharacters(text) {
    return CONTROL_CHARACTERS.test(text);
}
/** A value in an error message: JSON-quoted, long ones cut. */
function quote(text) {
    return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}
function describe(value) {
    if (typeof value === 'string')
        return quote(value);
    if (typeof value === 'number' || typeof value === 'boolean' || value === null)
        return String(value);
    return typeof value;
}


/***/ }),

/***/ 3936:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   Ht: () => (/* binding */ serviceAbsent),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vk: () => (/* binding */ wasNotSent),
/* harmony export */   ky: () => (/* binding */ isIdempotent),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY)
/* harmony export */ });
// When a failed attempt may be tried again, and how long to wait first.
//
// GET and DELETE are safe to repeat. POST and PUT are not: deployed services create a report
// (and spend monthly quota) inside the POST, so they are retried only when the service provably
// did not act on the request: it was never connected to, it answered 429, or it answered 503
// with Retry-After. A bare 503 proves nothing: proxies (Heroku's router after 30 s, Envoy's
// "reset before headers") answer 503 after they forwarded the request to a service that goes
// on creating the report. A 503 with Retry-After is the service itself saying it is unavailable
// until then (RFC 9110 section 15.6.4; Laravel's maintenance mode, our full queue).
const DEFAULT_RETRY = {
    retries: 4,
    baseDelayMs: 500,
    maxDelayMs: 20_000,
    maxRetryAfterMs: 120_000,
};
const IDEMPOTENT_RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Connection errors that happen before any byte of the request is sent. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT']);
function isIdempotent(method) {
    return method === 'GET' || method === 'DELETE';
}
/** Whether an answer proves the request may be sent again (see the rules at the top). */
function isRetryableStatus(method, status, hasRetryAfter) {
    if (isIdempotent(method))
        return IDEMPOTENT_RETRY_STATUSES.has(status);
    return status === 429 || (status === 503 && hasRetryAfter);
}
/** A network error: retry idempotent requests always, others only when nothing was sent. */
function isRetryableNetworkError(method, errorCode) {
    return isIdempotent(method) || wasNotSent(errorCode);
}
function wasNotSent(errorCode) {
    return errorCode !== null && NOT_SENT_CODES.has(errorCode);
}
/** Errors that say nobody is there at all: refused, or a name that does not resolve. */
const ABSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
function serviceAbsent(errorCode) {
    return errorCode !== null && ABSENT_CODES.has(errorCode);
}
/** Exponential backoff with "equal jitter": half fixed, half random, so callers spread out. */
function backoffDelay(retry, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
    return Math.round(ceiling / 2 + random() * (ceiling / 2));
}


/***/ }),

/***/ 2959:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ SecretScrubber)
/* harmony export */ });
// Keeps secrets out of error text. The client never formats a header or a request body into a
// message, but text that came from the network (a proxy that echoes the Authorization header, a
// redirect URL, a validation message quoting a field) could carry one back: scrub it all.
const MASK = '***';
/** Shorter values would mask ordinary words; no real key or password is this short. */
const MIN_SECRET_LENGTH = 4;
class SecretScrubber {
    secrets = new Set();
    add(secret) {
        if (!secret || secret.length < MIN_SECRET_LENGTH)
            return;
        this.secrets.add(secret);
        // Also its URL-encoded forms: it may come back inside a query string, or in an echo of the
        // form body we sent, which URLSearchParams encodes differently (!'()~ and spaces as +).
        const encoded = encodeURIComponent(secret);
        if (encoded !== secret)
            this.secrets.add(encoded);
        const formEncoded = new URLSearchParams({ v: secret }).toString().slice('v='.length);
        if (formEncoded !== secret)
            this.secrets.add(formEncoded);
    }
    scrub(text) {
        let result = text;
        // Longest first, so that a secret containing another is masked whole.
        for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
            if (result.includes(secret))
                result = result.split(secret).join(MASK);
        }
        return result;
    }
}


/***/ }),

/***/ 9231:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ZE: () => (/* binding */ CREDENTIALS_IN_BASE_URL),
  oK: () => (/* binding */ Transport),
  aS: () => (/* binding */ baseUrlProblem)
});

// UNUSED EXPORTS: DEFAULT_TIMEOUTS

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __nccwpck_require__(8500);
// EXTERNAL MODULE: ./src/client/api/errors.ts
var errors = __nccwpck_require__(3055);
// EXTERNAL MODULE: ./src/client/api/exchange.ts
var exchange = __nccwpck_require__(4385);
// EXTERNAL MODULE: ./src/client/api/params.ts
var params = __nccwpck_require__(4474);
;// CONCATENATED MODULE: ./src/client/api/rate-limit-headers.ts
// What an answer says about the service's rate limit, whatever dialect it speaks:
//   - Laravel and most others: X-RateLimit-Limit, X-RateLimit-Remaining, and X-RateLimit-Reset as
//     seconds to wait (a delta) or as the epoch second of the reset (GitHub, Laravel's 429s);
//   - the IETF drafts: RateLimit-Limit / -Remaining / -Reset (draft 6), `RateLimit: limit=10,
//     remaining=5, reset=30` with `RateLimit-Policy: 10;w=60` (draft 7), and
//     `RateLimit: "default";r=5;t=30` with `RateLimit-Policy: "default";q=10;w=60` (draft 8+);
//   - Retry-After on a 429 or 503, in seconds or as an HTTP date.
// Nothing here assumes a window length: a field the service does not send stays null.
/** An epoch second this large is a date, not a delta (a delta of 30 years is no rate limit). */
const EPOCH_THRESHOLD_S = 1_000_000_000;
function readRateLimitHeaders(headers, now) {
    const fields = ietfFields(rate_limit_headers_text(headers.ratelimit));
    const policy = policyFields(rate_limit_headers_text(headers['ratelimit-policy']));
    const serviceNow = dateOf(rate_limit_headers_text(headers.date));
    const clockOffsetMs = serviceNow === null ? null : serviceNow - now;
    const epoch = (number(rate_limit_headers_text(headers['x-ratelimit-reset'])) ?? number(rate_limit_headers_text(headers['ratelimit-reset'])) ?? 0) >=
        EPOCH_THRESHOLD_S;
    return {
        limit: whole(rate_limit_headers_text(headers['x-ratelimit-limit'])) ??
            whole(rate_limit_headers_text(headers['ratelimit-limit'])) ??
            fields.limit ??
            policy.quota,
        remaining: whole(rate_limit_headers_text(headers['x-ratelimit-remaining'])) ??
            whole(rate_limit_headers_text(headers['ratelimit-remaining'])) ??
            fields.remaining,
        resetInMs: resetOf(rate_limit_headers_text(headers['x-ratelimit-reset']), now, serviceNow) ??
            resetOf(rate_limit_headers_text(headers['ratelimit-reset']), now, serviceNow) ??
            (fields.resetS === null ? null : fields.resetS * 1000),
        resetSlackMs: epoch ? 2000 : 1000,
        windowMs: policy.windowS === null ? null : policy.windowS * 1000,
        retryAfterMs: parseRetryAfterHeader(rate_limit_headers_text(headers['retry-after']), now),
        clockOffsetMs,
    };
}
/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfterHeader(value, now) {
    if (value === undefined || value.trim() === '')
        return null;
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed))
        return Math.round(Number(trimmed) * 1000);
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}
/**
 * A reset as a delta or an epoch second. An epoch is read against the service's own clock when
 * it sent a Date header, so a client whose clock is off still waits the right time.
 */
function resetOf(value, now, serviceNow) {
    const seconds = number(value);
    if (seconds === null)
        return null;
    if (seconds < EPOCH_THRESHOLD_S)
        return Math.round(seconds * 1000);
    // Date has whole seconds, like the epoch: compare like with like.
    const reference = serviceNow ?? now;
    return Math.max(0, Math.round(seconds * 1000 - reference));
}
/** `limit=10, remaining=5, reset=30` (draft 7) or `"default";r=5;t=30` (draft 8+). */
function ietfFields(value) {
    const parameters = parametersOf(value);
    return {
        limit: whole(parameters.get('limit')),
        remaining: whole(parameters.get('remaining') ?? parameters.get('r')),
        resetS: number(parameters.get('reset') ?? parameters.get('t')),
    };
}
/** `10;w=60` (draft 7) or `"default";q=10;w=60` (draft 8+); the first policy when several. */
function policyFields(value) {
    if (value === undefined)
        return { quota: null, windowS: null };
    const first = value.split(',')[0] ?? '';
    const [head, ...rest] = first.split(';').map((part) => part.trim());
    const parameters = parametersOf(rest.join(';'));
    const windowS = number(parameters.get('w'));
    return {
        quota: whole(parameters.get('q')) ?? whole(head),
        windowS: windowS !== null && windowS > 0 ? windowS : null,
    };
}
/** key=value pairs separated by `,` or `;`, keys lower-cased, quotes dropped. */
function parametersOf(value) {
    const map = new Map();
    if (value === undefined)
        return map;
    for (const part of value.split(/[,;]/)) {
        const match = /^\s*([A-Za-z][\w-]*)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
        if (match)
            map.set(match[1].toLowerCase(), match[2]);
    }
    return map;
}
function rate_limit_headers_text(value) {
    return Array.isArray(value) ? value[0] : value;
}
function whole(value) {
    const trimmed = value?.trim();
    return trimmed !== undefined && /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : null;
}
function number(value) {
    const trimmed = value?.trim();
    return trimmed !== undefined && /^\d{1,12}(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}
function dateOf(value) {
    if (value === undefined)
        return null;
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
}

;// CONCATENATED MODULE: ./src/client/api/rate-limiter.ts
// Paces requests so that a run stays under the service's rate limit instead of collecting 429s,
// without ever assuming how long the service's window is. One limiter is shared by every
// concurrent caller of a client.
//
// The model is the fixed window that deployed services use (Laravel's throttle): `limit`
// requests, counted from the first request that arrives after the previous window ended. We
// count a window from the moment we SENT its first request, so a slow answer (a synchronous
// service audits the page inside the POST) never holds a slot longer than the service does.
// What we do not know we learn from the answers, and never guess in the slow direction:
//   - the limit: X-RateLimit-Limit or the IETF fields; or, from a service that says nothing
//     until it refuses, the number of requests it accepted before its first 429;
//   - when the window ends: a reset field (delta or epoch), a 429's Retry-After, the moment
//     Remaining jumps back up, or a stated policy (RateLimit-Policy w=);
//   - the window's length: the stated policy, else bounded from those events (see learnLength).
// While the allowance is spent and its end unknown, everyone waits and ONE request goes as a
// probe; what its answer says is obeyed. A 429 without Retry-After backs off from about 1 s,
// still one probe at a time. So a run pays at most one 429 for each thing it had to learn.
const SECOND = 1000;
class RateLimiter {
    limit;
    /** True when the limit was inferred from a 429 rather than stated. */
    limitInferred = false;
    windowMs;
    /** Whether windowMs was stated (an option or RateLimit-Policy) rather than inferred. */
    windowStated;
    /** The longest elapsed time at which the service still refused: the window is longer. */
    windowAtLeast = 0;
    window = newWindow();
    /** False until the first answer: only a few requests go before anything is known. */
    learned;
    coldBurst;
    probeInFlight = false;
    /** After a 429 without Retry-After: one request at a time until one is accepted. */
    probing = false;
    backoffMs;
    /** How much later than we count them the service has been seen to open its windows. */
    lateMs = 0;
    pausedUntil = 0;
    inFlight = 0;
    queue = [];
    timer = null;
    firstBackoffMs;
    maxBackoffMs;
    now;
    constructor(options = {}) {
        this.windowMs = options.windowMs ?? null;
        this.windowStated = this.windowMs !== null;
        this.limit = options.initialLimit ?? null;
        this.learned = this.limit !== null;
        this.coldBurst = Math.max(1, options.coldBurst ?? 4);
        this.firstBackoffMs = options.firstBackoffMs ?? 1_000;
        this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
        this.backoffMs = this.firstBackoffMs;
        this.now = options.now ?? Date.now;
    }
    /** Waits for a slot. Rejects with the signal's reason if it aborts while waiting. */
    acquire(signal) {
        // A rejection, never a synchronous throw: callers attach their handling to the promise.
        if (signal?.aborted)
            return Promise.reject(signal.reason);
        return new Promise((resolve, reject) => {
            const waiter = {
                resolve,
                reject,
                signal,
                onAbort: () => {
                    this.queue = this.queue.filter((w) => w !== waiter);
                    reject(signal?.reason);
                    this.pump();
                },
            };
            signal?.addEventListener('abort', waiter.onAbort, { once: true });
            this.queue.push(waiter);
            this.pump();
        });
    }
    /** Holds every caller until the given time (a 503's Retry-After). */
    pauseUntil(time) {
        this.pausedUntil = Math.max(this.pausedUntil, time);
        this.pump();
    }
    get state() {
        return {
            limit: this.limit,
            windowMs: this.windowMs,
            used: this.window.used,
            inFlight: this.inFlight,
            queued: this.queue.length,
        };
    }
    /** How long a request asking now would wait, as far as we know (0 while a probe decides). */
    waitMs() {
        const { wait } = this.nextSend(this.now());
        return Number.isFinite(wait) ? wait : 0;
    }
    /** What we leave after a window we counted from our own send (see margin), and learned lateness. */
    slack(windowMs) {
        return margin(windowMs) + this.lateMs;
    }
    /** When the current window ends, as far as we know; null when we do not. */
    windowEnd() {
        const { start, endsAt } = this.window;
        if (endsAt !== null)
            return endsAt;
        if (start === null || this.windowMs === null)
            return null;
        return start + this.windowMs + this.slack(this.windowMs);
    }
    /** How long the next request must wait (Infinity: until an answer), and whether it probes. */
    nextSend(now) {
        if (this.pausedUntil > now)
            return { wait: this.pausedUntil - now, probe: false };
        // A large cold burst would all be sent before the first answer tells us the limit; a few
        // (the engine's usual concurrency) cost no more than one generation time to hold back.
        if (!this.learned && this.inFlight >= this.coldBurst)
            return { wait: Infinity, probe: false };
        if (this.probeInFlight)
            return { wait: Infinity, probe: false };
        const end = this.windowEnd();
        if (end !== null && now >= end) {
            const estimated = this.window.endsAt === null;
            const previous = this.window.start;
            this.window = newWindow();
            if (estimated)
                this.window.rolledFrom = previous;
            return this.nextSend(now);
        }
        if (this.probing)
            return { wait: 0, probe: true };
        if (this.limit !== null && this.window.used >= this.limit) {
            if (end !== null)
                return { wait: end - now, probe: false };
            // Spent, and no idea when it comes back: ask once, everyone else waits for the answer.
            return { wait: 0, probe: true };
        }
        return { wait: 0, probe: false };
    }
    pump() {
        if (this.timer) {
            clearTimeout(this.timer);
            this.timer = null;
        }
        while (this.queue.length > 0) {
            const now = this.now();
            const { wait, probe } = this.nextSend(now);
            if (wait > 0) {
                if (Number.isFinite(wait))
                    this.timer = setTimeout(() => this.pump(), Math.ceil(wait));
                return;
            }
            const waiter = this.queue.shift();
            waiter.signal?.removeEventListener('abort', waiter.onAbort);
            waiter.resolve(this.send(now, probe));
        }
    }
    send(now, probe) {
        const window = this.window;
        window.start ??= now;
        window.used += 1;
        const sent = {
            at: now,
            window,
            answeredBefore: window.answered,
            probe,
            answered: false,
            counted: null,
        };
        window.sent.push(sent);
        this.inFlight += 1;
        if (probe)
            this.probeInFlight = true;
        let released = false;
        return {
            release: (observation) => {
                if (released)
                    return;
                released = true;
                this.inFlight -= 1;
                this.learned = true;
                if (probe)
                    this.probeInFlight = false;
                sent.answered = true;
                sent.window.answered += 1;
                if (observation)
                    this.observe(sent, observation);
                this.pump();
            },
        };
    }
    observe(sent, { status, headers }) {
        const now = this.now();
        if (headers.windowMs !== null) {
            this.windowMs = headers.windowMs;
            this.windowStated = true;
        }
        if (headers.limit !== null && headers.limit > 0) {
            this.limit = headers.limit;
            this.limitInferred = false;
        }
        if (status === 429) {
            this.refused(sent, headers, now);
            return;
        }
        this.backoffMs = this.firstBackoffMs;
        const wasProbing = this.probing;
        this.probing = false;
        const window = sent.window;
        window.accepted += 1;
        if (this.limitInferred && this.limit !== null && window.accepted > this.limit) {
            this.limit = window.accepted;
        }
        if (window !== this.window)
            return; // about a window that is over
        const index = window.sent.indexOf(sent);
        if (headers.remaining !== null && this.limit !== null) {
            const counted = this.limit - headers.remaining;
            sent.counted = counted;
            if (counted < sent.answeredBefore + 1) {
                // The service counts fewer than it had certainly seen: its window restarted, at the
                // latest with this request.
                this.restartWindowAt(index, counted);
            }
            else {
                window.used = Math.max(countedInWindow(window), window.spent ? this.limit : 0);
            }
        }
        else if ((sent.probe || wasProbing) && window.used > (this.limit ?? Infinity)) {
            // Accepted past the allowance, with nothing said: the window restarted with this probe.
            this.restartWindowAt(index, 1);
        }
        if (headers.resetInMs !== null && this.window === window) {
            this.resetIn(headers.resetInMs, headers.resetSlackMs, now);
        }
    }
    /**
     * A reset field: the window ends within `slackMs` before `now + resetInMs` (services round
     * the seconds up). Each answer narrows it; with the window's start, it also gives its length.
     */
    resetIn(resetInMs, slackMs, now) {
        const window = this.window;
        const end = now + resetInMs;
        window.endsAt = Math.min(window.endsAt ?? Infinity, end);
        if (window.start === null)
            return;
        if (!this.windowStated) {
            const elapsed = now - window.start;
            this.learnLength(Math.max(this.windowAtLeast, elapsed + resetInMs - slackMs), end - window.start);
        }
        const windowMs = this.windowMs;
        window.endsAt = Math.min(window.endsAt, window.start + windowMs + this.slack(windowMs));
    }
    /** A new window began with our request at `index`; `counted` is its count at that request. */
    restartWindowAt(index, counted) {
        const old = this.window;
        const first = old.sent[index];
        if (old.start !== null && !this.windowStated) {
            // It ended after the previous request arrived and before this one did.
            const previous = old.sent[index - 1];
            const atLeast = Math.max(this.windowAtLeast, previous ? previous.at - old.start : 0);
            this.learnLength(atLeast, first.at - old.start);
        }
        const carried = old.sent.slice(index);
        const fresh = newWindow();
        fresh.start = first.at;
        fresh.sent = carried;
        fresh.before = counted - 1;
        fresh.used = fresh.before + carried.length;
        fresh.answered = carried.filter((s) => s.answered).length;
        for (const sent of carried)
            sent.window = fresh;
        this.window = fresh;
    }
    refused(sent, headers, now) {
        const window = this.window;
        // A refusal of a request sent in a window we have since left (its answer came late) speaks
        // of that window: its end has passed, and it says nothing about the one we are in now.
        if (sent.window !== window)
            return;
        if (window.late && sent.at <= window.start) {
            // Another request of the burst that went just too early (see arrivedLate): not counted.
            this.uncount(sent);
            return;
        }
        if (window.accepted === 0 && window.rolledFrom !== null) {
            // We began this window too early: the service is still in the one we left.
            const overshoot = this.windowMs === null ? Infinity : sent.at - window.rolledFrom - this.windowMs;
            if (this.windowMs !== null && overshoot < this.windowMs / 10 && this.mayBeLate()) {
                this.arrivedLate(sent, overshoot, this.windowMs, now);
                return;
            }
            window.start = window.rolledFrom;
            window.rolledFrom = null;
        }
        if (this.limit === null || this.limitInferred) {
            // Nothing announced: it allows what it accepted before refusing.
            this.limit = Math.max(1, window.accepted, this.limitInferred ? (this.limit ?? 1) : 1);
            this.limitInferred = true;
        }
        window.used = Math.max(window.used, this.limit);
        window.spent = true;
        const waitMs = headers.retryAfterMs ?? headers.resetInMs;
        if (waitMs === null) {
            this.probing = true;
            this.pausedUntil = Math.max(this.pausedUntil, now + this.backoffMs);
            this.backoffMs = Math.min(this.maxBackoffMs, Math.round(this.backoffMs * 1.5));
            return;
        }
        this.probing = false;
        this.backoffMs = this.firstBackoffMs;
        let endsAt = now + waitMs;
        if (window.start !== null && !this.windowStated) {
            // Whole seconds, rounded up: the window ends after sent + (wait - 1 s), by now + wait.
            const elapsed = sent.at - window.start;
            this.windowAtLeast = Math.max(this.windowAtLeast, elapsed, elapsed + waitMs - SECOND);
            this.learnLength(this.windowAtLeast, now - window.start + waitMs);
        }
        if (this.windowMs !== null && window.start !== null) {
            endsAt = Math.min(endsAt, window.start + this.windowMs + this.slack(this.windowMs));
        }
        window.endsAt = endsAt;
    }
    /**
     * Whether a refusal just after our estimate of a window's end can be put down to the service
     * opening its windows late rather than to a wrong length: the length was stated, or learned
     * as the whole seconds services count in, and the slack for lateness has room to grow. When it
     * has none, the length is what is wrong, and it is learned again.
     */
    mayBeLate() {
        const windowMs = this.windowMs;
        if (windowMs === null || this.lateMs >= windowMs / 10)
            return false;
        return this.windowStated || windowMs % SECOND === 0;
    }
    /**
     * Refused just after the window we counted had ended: the length is right, but the service
     * opened that window when its first request ARRIVED, later than we sent it (a slow network, a
     * loaded machine). From now on leave more time after each window (three times what would have
     * been enough here, at most a tenth of a window), count this window from the refused request,
     * which the service did not count, and let its old window end before anyone goes again. Its
     * Retry-After, in whole seconds, would hold everyone for up to a second for a few milliseconds.
     */
    arrivedLate(sent, overshootMs, windowMs, now) {
        const window = this.window;
        this.lateMs = Math.min(windowMs / 10, Math.max(2 * this.lateMs, 3 * overshootMs, 50));
        window.start = Math.max(window.start ?? sent.at, sent.at);
        window.late = true;
        window.rolledFrom = null;
        window.endsAt = null;
        this.uncount(sent);
        this.pausedUntil = Math.max(this.pausedUntil, now + this.lateMs);
    }
    /** A refused request the service did not count in the current window. */
    uncount(sent) {
        const window = this.window;
        window.used = Math.max(0, window.used - 1);
        window.sent = window.sent.filter((s) => s !== sent);
    }
    /**
     * The window's length from what we know: longer than `atLeast`, at most `atMost`. Services
     * count in whole seconds (Retry-After, Reset, a decay in seconds), so the first whole second
     * in that range is the answer; when that is wrong, the next 429 raises `atLeast` past it.
     */
    learnLength(atLeast, atMost) {
        const wholeSecond = (Math.floor(atLeast / SECOND) + 1) * SECOND;
        const guess = wholeSecond <= atMost ? wholeSecond : Math.max(atMost, atLeast + 1);
        this.windowMs =
            this.windowMs === null || this.windowMs <= atLeast ? guess : Math.min(this.windowMs, guess);
    }
}
function newWindow() {
    return {
        start: null,
        used: 0,
        sent: [],
        before: 0,
        answered: 0,
        accepted: 0,
        spent: false,
        endsAt: null,
        rolledFrom: null,
        late: false,
    };
}
/**
 * What the service will have counted in the window once our requests in flight arrive: at least
 * all of ours, and at least the count of the answer it counted last plus our unanswered requests
 * sent after that one (which reveals others' requests). "Counted last" is the highest count, not
 * the answer that came back last: requests overtake each other on the way, and taking the last
 * answer's count plus everything sent after it counted the overtaken ones twice.
 */
function countedInWindow(window) {
    const ours = window.before + window.sent.length;
    let top = -1;
    for (let i = 0; i < window.sent.length; i++) {
        const counted = window.sent[i]?.counted ?? null;
        if (counted !== null && (top < 0 || counted > window.sent[top]?.counted))
            top = i;
    }
    if (top < 0)
        return ours;
    let inFlightAfter = 0;
    for (let i = top + 1; i < window.sent.length; i++)
        if (!window.sent[i]?.answered)
            inFlightAfter++;
    return Math.max(ours, window.sent[top]?.counted + inFlightAfter);
}
/**
 * Slack after a window we counted from our own send: the service starts it when the request
 * arrives. 1% plus 10 ms covers that trip and timer granularity for any window length.
 */
function margin(windowMs) {
    return Math.ceil(windowMs / 100) + 10;
}

// EXTERNAL MODULE: ./src/client/api/retry.ts
var retry = __nccwpck_require__(3936);
// EXTERNAL MODULE: ./src/client/api/secrets.ts
var secrets = __nccwpck_require__(2959);
;// CONCATENATED MODULE: ./src/client/api/transport.ts
// HTTP for the client: keep-alive connections (exchange.ts), explicit timeouts, the headers every
// request needs, the shared rate limiter, retries by the rules in retry.ts, and translation of
// every failure into a SeoReportApiError with a message a person can act on.








const DEFAULT_TIMEOUTS = {
    connectMs: 10_000,
    headersMs: 30_000,
    writeHeadersMs: 90_000,
    bodyMs: 30_000,
};
/** Answers are a report or a page of them; anything larger is not the API talking. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const MAX_REASON_LENGTH = 300;
class Transport {
    apiRoot;
    limiter;
    secrets;
    timeouts;
    retry;
    /** A promise while the undici exchange loads: awaited before a slot is taken, not after. */
    exchange;
    headers;
    onRetry;
    onRequestSent;
    lastRateLimit = { limit: null, remaining: null };
    lastClockOffsetMs = null;
    /** Whether the service has ever answered: until it has, a refused connection is final. */
    answered = false;
    constructor(options) {
        this.secrets = new secrets/* SecretScrubber */.d();
        this.secrets.add(options.apiKey);
        this.apiRoot = apiRootOf(options.baseUrl);
        this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
        this.retry = { ...retry/* DEFAULT_RETRY */.vI, ...options.retry };
        this.limiter = options.rateLimiter ?? new RateLimiter();
        const { dispatcher } = options;
        this.exchange =
            dispatcher === undefined
                ? new exchange/* NodeExchange */.Qf()
                : Promise.all(/* import() */[__nccwpck_require__.e(480), __nccwpck_require__.e(774)]).then(__nccwpck_require__.bind(__nccwpck_require__, 774)).then((m) => m.undiciExchange(dispatcher));
        this.headers = {
            authorization: `Bearer ${options.apiKey}`,
            accept: 'application/json',
            'user-agent': options.userAgent ?? 'seo-report-action',
        };
        this.onRetry = options.onRetry;
        this.onRequestSent = options.onRequestSent;
    }
    get rateLimit() {
        return { ...this.lastRateLimit };
    }
    /** The service's clock minus ours, from the latest answer's Date header; null before one. */
    get clockOffsetMs() {
        return this.lastClockOffsetMs;
    }
    async send(req) {
        const endpoint = `${req.method} ${this.apiRoot.pathname.replace(/\/$/, '')}${req.path}`;
        const url = new URL(this.apiRoot.pathname.replace(/\/$/, '') + req.path, this.apiRoot);
        if (req.query && [...req.query.keys()].length > 0)
            url.search = req.query.toString();
        const body = req.form?.toString();
        const headers = { ...this.headers };
        if (body !== undefined)
            headers['content-type'] = 'application/x-www-form-urlencoded';
        const writes = req.method === 'POST' || req.method === 'PUT';
        const exchange = await this.exchange;
        for (let attempt = 1;; attempt++) {
            const slot = await this.limiter.acquire(req.signal).catch((reason) => {
                throw this.aborted(endpoint, attempt, reason);
            });
            let outcome;
            try {
                outcome = await this.attempt(exchange, url, req, headers, body, writes);
            }
            catch (error) {
                slot.release();
                throw error;
            }
            slot.release(outcome.kind === 'answer' ? outcome.rateLimit : undefined);
            if (outcome.kind === 'answer' &&
                outcome.status >= 200 &&
                outcome.status < 300 &&
                outcome.json !== undefined) {
                return { status: outcome.status, body: outcome.json, endpoint, attempts: attempt };
            }
            const failure = this.describe(endpoint, outcome, attempt);
            const retryable = outcome.kind === 'answer'
                ? (0,retry/* isRetryableStatus */.PS)(req.method, outcome.status, outcome.retryAfterMs !== null) ||
                    ((0,retry/* isIdempotent */.ky)(req.method) && answerKind(outcome) === 'garbled')
                : outcome.kind === 'network' &&
                    (0,retry/* isRetryableNetworkError */.Hr)(req.method, outcome.errorCode) &&
                    !((0,retry/* serviceAbsent */.Ht)(outcome.errorCode) && !this.answered);
            if (!retryable || attempt > this.retry.retries)
                throw failure;
            const retryAfter = outcome.kind === 'answer' ? outcome.retryAfterMs : null;
            if (retryAfter !== null && retryAfter > this.retry.maxRetryAfterMs)
                throw failure;
            // A 429 is the limiter's business: it holds every caller (this one too) as long as the
            // answer said, or probes when it said nothing.
            const throttled = outcome.kind === 'answer' && outcome.status === 429;
            const delay = throttled ? 0 : (retryAfter ?? (0,retry/* backoffDelay */.EY)(attempt - 1, this.retry));
            if (retryAfter !== null && !throttled)
                this.limiter.pauseUntil(Date.now() + retryAfter);
            this.onRetry?.({
                endpoint,
                attempt,
                delayMs: throttled ? this.limiter.waitMs() : delay,
                reason: failure.reason,
            });
            try {
                await (0,promises_.setTimeout)(delay, undefined, { signal: req.signal });
            }
            catch (reason) {
                throw this.aborted(endpoint, attempt, reason);
            }
        }
    }
    async close() {
        await (await this.exchange).close();
    }
    async attempt(exchange, url, req, headers, body, writes) {
        try {
            const answer = await exchange.send({
                url,
                method: req.method,
                headers,
                body,
                connectTimeoutMs: this.timeouts.connectMs,
                headersTimeoutMs: writes ? this.timeouts.writeHeadersMs : this.timeouts.headersMs,
                bodyTimeoutMs: this.timeouts.bodyMs,
                maxBytes: MAX_RESPONSE_BYTES,
                signal: req.signal,
                onSent: this.onRequestSent,
            });
            this.answered = true;
            const rateLimit = this.readRateLimit(answer.status, answer.headers);
            const text = answer.text;
            return {
                kind: 'answer',
                status: answer.status,
                contentType: headerText(answer.headers['content-type']),
                location: headerText(answer.headers.location),
                retryAfterMs: rateLimit.headers.retryAfterMs,
                rateLimit,
                text,
                json: parseJson(text),
            };
        }
        catch (error) {
            if (req.signal?.aborted)
                return { kind: 'aborted', reason: req.signal.reason };
            return { kind: 'network', errorCode: errorCode(error), error };
        }
    }
    readRateLimit(status, headers) {
        const read = readRateLimitHeaders(headers, Date.now());
        if (read.limit !== null || read.remaining !== null) {
            this.lastRateLimit = {
                limit: read.limit ?? this.lastRateLimit.limit,
                remaining: read.remaining,
            };
        }
        if (read.clockOffsetMs !== null)
            this.lastClockOffsetMs = read.clockOffsetMs;
        return { status, headers: read };
    }
    /** Builds the error for a failed attempt; the caller decides whether to retry. */
    describe(endpoint, outcome, attempts) {
        if (outcome.kind === 'aborted')
            return this.aborted(endpoint, attempts, outcome.reason);
        if (outcome.kind === 'network')
            return this.networkError(endpoint, outcome, attempts);
        const clean = (text) => this.secrets.scrub(oneLine(text));
        const base = { endpoint, status: outcome.status, attempts, retryAfterMs: outcome.retryAfterMs };
        if (outcome.status >= 300 && outcome.status < 400) {
            const to = outcome.location ? clean(outcome.location) : 'another page';
            const login = /\/login\b/i.test(outcome.location ?? '');
            return new errors/* SeoReportApiError */.AI({
                ...base,
                code: 'redirect',
                reason: login ? `a redirect to a login page (${to})` : `a redirect to ${to}`,
                hint: login ? 'check_key_or_base_url' : 'check_base_url',
            });
        }
        const kind = answerKind(outcome);
        if (kind === 'html_page' || kind === 'garbled') {
            const title = kind === 'html_page' ? htmlTitle(outcome.text) : null;
            const failing = outcome.status >= 500;
            return new errors/* SeoReportApiError */.AI({
                ...base,
                code: failing ? 'server_error' : kind,
                reason: kind === 'html_page'
                    ? `an HTML page${title ? ` ("${clean(title)}")` : ''} instead of JSON`
                    : 'a body that is not JSON',
                hint: failing
                    ? 'service_failing'
                    : kind === 'html_page'
                        ? 'check_base_url_and_key'
                        : 'mangled',
            });
        }
        const { message, fieldErrors } = messageOf(outcome.json, clean);
        const code = codeForStatus(outcome.status);
        return new errors/* SeoReportApiError */.AI({
            ...base,
            code,
            reason: message ?? (outcome.text.trim() === '' ? 'no message' : truncate(clean(outcome.text))),
            fieldErrors,
            hint: hintFor(code),
        });
    }
    networkError(endpoint, outcome, attempts) {
        const code = outcome.errorCode;
        const timeout = code !== null && /TIMEOUT/.test(code);
        const what = {
            ECONNREFUSED: 'the connection was refused',
            ENOTFOUND: 'the host name does not resolve',
            EAI_AGAIN: 'the host name could not be resolved (DNS failure)',
            ECONNRESET: 'the connection was reset',
            CONNECTION_CLOSED: 'the connection closed unexpectedly',
            CONNECT_TIMEOUT: `no connection within ${this.timeouts.connectMs / 1000} s`,
            HEADERS_TIMEOUT: 'no answer in time',
            BODY_TIMEOUT: 'the answer stopped arriving',
            RESPONSE_TOO_LARGE: 'the answer is too large to be the API',
        };
        const reason = code && what[code] ? what[code] : `the request failed (${code ?? 'network error'})`;
        // Nothing has ever answered: no retry can help, and every other request would fail alike.
        const absent = (0,retry/* serviceAbsent */.Ht)(code) && !this.answered;
        return new errors/* SeoReportApiError */.AI({
            code: timeout ? 'timeout' : absent ? 'unreachable' : 'network',
            endpoint,
            reason: this.secrets.scrub(reason),
            hint: timeout ? 'service_slow' : 'check_service_up',
            attempts,
            mayHaveReachedService: !(0,retry/* wasNotSent */.Vk)(code),
            cause: outcome.error,
        });
    }
    aborted(endpoint, attempts, reason) {
        const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
        return new errors/* SeoReportApiError */.AI({
            code: 'aborted',
            endpoint,
            reason: timedOut
                ? 'stopped: the time allowed ran out'
                : 'stopped: the operation was cancelled',
            attempts,
            mayHaveReachedService: true,
        });
    }
}
/**
 * The API root below a base URL that may carry a path (https://host/seo -> https://host/seo/api/v1/).
 * A base URL that already ends in /api/v1 is accepted as is.
 */
function apiRootOf(baseUrl) {
    const problem = baseUrlProblem(baseUrl);
    if (problem !== null) {
        throw new errors/* SeoReportApiError */.AI({
            code: 'invalid_parameter',
            endpoint: 'client',
            parameter: 'baseUrl',
            reason: `the base URL ${problem}`,
            hint: problem === CREDENTIALS_IN_BASE_URL ? 'key_in_base_url' : null,
            mayHaveReachedService: false,
        });
    }
    const url = new URL(baseUrl);
    const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
    return new URL(`${url.origin}${path}/api/v1/`);
}
/** What is wrong with a base URL, as the end of a sentence naming it; null when it is fine. */
function baseUrlProblem(baseUrl) {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        return `must be an absolute http(s) URL such as https://seo.example.com (got ${(0,params/* quote */.hD)(baseUrl)})`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return `must use http or https (got ${(0,params/* quote */.hD)(url.protocol.slice(0, -1))})`;
    }
    // Never echo it: the credentials may be the key itself.
    if (url.username || url.password || url.search || url.hash)
        return CREDENTIALS_IN_BASE_URL;
    return null;
}
/** baseUrlProblem's answer for a URL with credentials; faces add where the key goes instead. */
const CREDENTIALS_IN_BASE_URL = 'must not carry credentials, a query or a fragment';
function parseJson(text) {
    if (text.trim() === '')
        return null;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** The message of an error body: a string `message`, or field errors under `message` or `errors`. */
function messageOf(json, clean) {
    if (typeof json !== 'object' || json === null)
        return { message: null, fieldErrors: null };
    const body = json;
    const fields = fieldMap(body.message) ?? fieldMap(body.errors);
    if (fields) {
        const cleaned = Object.fromEntries(Object.entries(fields).map(([field, messages]) => [clean(field), messages.map(clean)]));
        const text = Object.entries(cleaned)
            .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
            .join('; ');
        return { message: truncate(text), fieldErrors: cleaned };
    }
    if (typeof body.message === 'string' && body.message.trim() !== '') {
        return { message: truncate(clean(body.message)), fieldErrors: null };
    }
    if (typeof body.error === 'string' && body.error.trim() !== '') {
        return { message: truncate(clean(body.error)), fieldErrors: null };
    }
    return { message: null, fieldErrors: null };
}
function fieldMap(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return null;
    const map = {};
    for (const [field, messages] of Object.entries(value)) {
        const list = Array.isArray(messages) ? messages : [messages];
        map[field] = list.filter((m) => typeof m === 'string');
    }
    return Object.keys(map).length > 0 ? map : null;
}
function codeForStatus(status) {
    if (status === 401)
        return 'unauthenticated';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not_found';
    if (status === 422)
        return 'validation';
    if (status === 429)
        return 'rate_limited';
    if (status >= 500)
        return 'server_error';
    return 'http';
}
function hintFor(code) {
    switch (code) {
        case 'unauthenticated':
            return 'check_key';
        case 'forbidden':
            return 'no_api_access';
        case 'not_found':
            return 'check_id_or_base_url';
        case 'rate_limited':
            return 'rate_limited';
        case 'server_error':
            return 'service_failed';
        default:
            return null;
    }
}
/**
 * What an answer that is not a JSON success is, by its body: an HTML page (a website or a proxy's
 * page: a wrong base URL, not noise), or a 2xx that is neither JSON nor HTML (cut off or mangled
 * on the way: worth reading again when reading is safe). The one place that tells them apart.
 */
function answerKind(outcome) {
    if (looksLikeHtml(outcome.contentType, outcome.text))
        return 'html_page';
    const success = outcome.status >= 200 && outcome.status < 300;
    return success && outcome.json === undefined ? 'garbled' : null;
}
function looksLikeHtml(contentType, text) {
    return (/text\/html|application\/xhtml/i.test(contentType) ||
        /^\s*<(!doctype|html|head|body)/i.test(text));
}
function htmlTitle(html) {
    const match = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(html);
    return match?.[1] ? truncate(oneLine(match[1])) : null;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
function truncate(text) {
    return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 3)}...` : text;
}
function headerText(value) {
    return (Array.isArray(value) ? value[0] : value) ?? '';
}
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 4; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return null;
}


/***/ }),

/***/ 5699:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  YC: () => (/* binding */ auditPlanOf),
  zM: () => (/* binding */ config_boolean),
  PD: () => (/* binding */ parseJobConfig)
});

// UNUSED EXPORTS: MAX_PASSWORD_LENGTH, MAX_URLS, MIN_PASSWORD_LENGTH, integer, parseRegressionRule, parseUrls

// EXTERNAL MODULE: ./src/shared/extra-headers.ts
var extra_headers = __nccwpck_require__(6706);
// EXTERNAL MODULE: ./src/shared/findings/catalogue.ts + 6 modules
var catalogue = __nccwpck_require__(4104);
// EXTERNAL MODULE: ./src/client/api/params.ts
var params = __nccwpck_require__(4474);
// EXTERNAL MODULE: ./src/client/api/transport.ts + 2 modules
var transport = __nccwpck_require__(9231);
// EXTERNAL MODULE: ./src/client/audit/shard.ts
var audit_shard = __nccwpck_require__(3121);
;// CONCATENATED MODULE: ./src/client/audit/types.ts
// What the audit engine is asked to do and what it answers. The action and the CLI build an
// AuditPlan from their inputs and render the AuditResult; the engine knows nothing of either.
const FAIL_ON_VALUES = ['bad', 'decent', 'never'];

// EXTERNAL MODULE: ./src/client/baseline/accepted-checks.ts
var accepted_checks = __nccwpck_require__(6172);
// EXTERNAL MODULE: ./src/client/baseline/compare.ts
var compare = __nccwpck_require__(3574);
// EXTERNAL MODULE: ./src/client/app/messages.ts
var messages = __nccwpck_require__(4993);
;// CONCATENATED MODULE: ./src/client/app/config.ts
// The options of a job, checked all at once before any request, the same for both faces: the
// action reads them from its inputs, the CLI from flags and SEO_REPORT_* variables. A bad value
// is an OptionError whose problem is a Message (messages.ts): each face words it for its users.









/** More would take hours and exhaust a monthly quota: split the list across jobs instead. */
const MAX_URLS = 1000;
/**
 * One rule for report passwords everywhere (the client, our service, the options): shorter ones are
 * too weak and too short to mask reliably; longer ones our service refuses.
 */

const DEFAULT_REPORT_URL = '{base-url}/reports/{id}';
const PRIVACY_WORDS = {
    public: 0,
    private: 1,
    password: 2,
    '0': 0,
    '1': 1,
    '2': 2,
};
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
function parseJobConfig(read) {
    const get = (name) => read(name).trim();
    const notices = [];
    const baseUrl = get('base-url') === '' ? null : checkBaseUrl(get('base-url'), notices);
    const apiKey = get('api-key') === '' ? null : get('api-key');
    if (baseUrl !== null && apiKey === null) {
        throw new messages/* OptionError */.eR('api-key', (0,messages/* msg */.ab) `is required when ${(0,messages/* option */.uK)('base-url')} is set (${(0,messages/* phrase */.MZ)('secret_source')})`);
    }
    // Checked whatever the target, so that a typo fails the same way everywhere.
    const allowPrivateNetwork = config_boolean('allow-private-network', get('allow-private-network'));
    const render = config_boolean('render', get('render'));
    const headers = parseHeaders(read('headers'));
    if (baseUrl !== null) {
        // A remote service fetches the pages itself: it cannot render them or send our headers.
        for (const [name, set] of [
            ['render', render],
            ['headers', Object.keys(headers).length > 0],
        ]) {
            if (set)
                throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `works with the embedded service only (leave ${(0,messages/* option */.uK)('base-url')} empty): a remote service fetches the pages itself`);
        }
    }
    const target = baseUrl !== null && apiKey !== null
        ? { kind: 'remote', baseUrl, apiKey }
        : { kind: 'embedded', allowPrivateNetwork, render, headers };
    const privacy = PRIVACY_WORDS[get('privacy').toLowerCase() || 'private'];
    if (privacy === undefined) {
        throw new messages/* OptionError */.eR('privacy', (0,messages/* msg */.ab) `must be public, private, password, 0, 1 or 2 (got ${(0,params/* quote */.hD)(get('privacy'))})`);
    }
    const password = read('password') === '' ? undefined : read('password');
    if (privacy === 2 && password === undefined) {
        throw new messages/* OptionError */.eR('password', (0,messages/* msg */.ab) `is required with ${(0,messages/* option */.uK)('privacy', 'password')} (${(0,messages/* phrase */.MZ)('secret_source')})`);
    }
    if (password !== undefined &&
        ((0,params/* hasControlCharacters */.Kg)(password) ||
            password.length < params/* MIN_REPORT_PASSWORD_LENGTH */.dn ||
            password.length > params/* MAX_REPORT_PASSWORD_LENGTH */.BE)) {
        // Checked here, not only by the client: a bad password found at the first create would stop
        // the audit after the embedded service had started. Never echoed: it is a secret.
        throw new messages/* OptionError */.eR('password', (0,messages/* msg */.ab) `must be ${String(params/* MIN_REPORT_PASSWORD_LENGTH */.dn)} to ${String(params/* MAX_REPORT_PASSWORD_LENGTH */.BE)} characters without control characters or line breaks (a secret saved from a file often ends with a newline)`);
    }
    if (privacy !== 2 && password !== undefined) {
        throw new messages/* OptionError */.eR('password', (0,messages/* msg */.ab) `is set, but privacy is not password: ${(0,messages/* phrase */.MZ)('drop_password')}`);
    }
    const mode = (get('mode') || 'create');
    if (!MODES.includes(mode)) {
        throw new messages/* OptionError */.eR('mode', (0,messages/* msg */.ab) `must be create, refresh or delete (got ${(0,params/* quote */.hD)(get('mode'))})`);
    }
    const failOn = (get('fail-on') || 'bad');
    if (!FAIL_ON_VALUES.includes(failOn)) {
        throw new messages/* OptionError */.eR('fail-on', (0,messages/* msg */.ab) `must be bad, decent or never (got ${(0,params/* quote */.hD)(get('fail-on'))})`);
    }
    const project = get('project') === '' ? undefined : get('project');
    if (project !== undefined && (project.length > 255 || (0,params/* hasControlCharacters */.Kg)(project))) {
        throw new messages/* OptionError */.eR('project', (0,messages/* msg */.ab) `must be at most 255 characters without control characters`);
    }
    const common = {
        ...urlSources(get, mode, project, target),
        privacy,
        password,
        project,
        reportIds: parseReportIds(get('report-ids'), mode, project),
        failOn,
        minScore: optionalNumber('min-score', get('min-score'), 0, 100),
        concurrency: integer('concurrency', get('concurrency') || '8', 1, 20),
        timeoutSeconds: integer('timeout', get('timeout') || '600', 1, 21_600),
        reportUrl: checkReportUrlTemplate(get('report-url') || DEFAULT_REPORT_URL, baseUrl),
        reportDir: checkReportDir(get('report-dir')),
        ...baselineOptions(get, mode),
        acceptRules: acceptRules(read('ignore-checks')),
        notices,
    };
    const sameOrigin = common.urls.find((url) => common.baselineUrl !== undefined && new URL(url).origin === common.baselineUrl);
    if (sameOrigin !== undefined)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `is the origin of the pages audited (${sameOrigin}): give the other origin, such as production for a preview`);
    if (mode === 'create')
        return { ...common, mode, target };
    // urlSources refused refresh and delete without base-url.
    return { ...common, mode, target: target };
}
/** What the engine is asked to do, from the checked options (the action and the CLI alike). */
function auditPlanOf(config) {
    return {
        urls: config.urls,
        privacy: config.privacy,
        password: config.password,
        project: config.project,
        concurrency: config.concurrency,
        timeoutMs: config.timeoutSeconds * 1000,
    };
}
/** One URL per line, or separated by commas or spaces; duplicates dropped, order kept. */
function parseUrls(raw, required = true) {
    const items = raw.split(/[\s,]+/).filter((item) => item !== '');
    if (items.length === 0 && !required)
        return [];
    if (items.length === 0)
        throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `is required: give at least one absolute http(s) URL`);
    if (items.length > MAX_URLS) {
        throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `has ${String(items.length)} URLs; at most ${String(MAX_URLS)} are allowed ${(0,messages/* phrase */.MZ)('split_list')}`);
    }
    const seen = new Set();
    const urls = [];
    items.forEach((item, index) => {
        const problem = urlOptionProblem(item);
        if (problem !== null)
            throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `item ${String(index + 1)} ${problem}`);
        const normalised = new URL(item).href;
        if (!seen.has(normalised)) {
            seen.add(normalised);
            urls.push(item);
        }
    });
    return urls;
}
/**
 * The service root, without a trailing slash. The API root (`.../api/v1`, which `seo-report serve`
 * used to print) is accepted and cut back to the root: the client would reach the API either way,
 * but the report links (`{base-url}/reports/{id}`) would point at the API's JSON, which answers
 * 401 to a reader. The cut is said in `notices`, so nobody wonders where the suffix went.
 */
function checkBaseUrl(value, notices) {
    const problem = (0,transport/* baseUrlProblem */.aS)(value);
    if (problem === transport/* CREDENTIALS_IN_BASE_URL */.ZE)
        throw new messages/* OptionError */.eR('base-url', (0,messages/* msg */.ab) `${problem} (${(0,messages/* phrase */.MZ)('key_source')})`);
    if (problem !== null)
        throw new messages/* OptionError */.eR('base-url', (0,messages/* msg */.ab) `${problem}`);
    const trimmed = value.replace(/\/+$/, '');
    const root = trimmed.replace(/\/api\/v1$/i, '');
    if (root !== trimmed) {
        notices.push((0,messages/* msg */.ab) `${(0,messages/* option */.uK)('base-url')} ends with /api/v1, the API root: using the service root ${root} (report links are ${root}/reports/ID); give the root to drop this notice`);
    }
    return root;
}
/**
 * headers: one `Name: value` per line. Checked by the analyzer's own rules; a value is never
 * quoted back, since it is usually a secret.
 */
function parseHeaders(raw) {
    const headers = {};
    for (const [index, line] of raw.split(/\r?\n/).entries()) {
        if (line.trim() === '')
            continue;
        const colon = line.indexOf(':');
        if (colon <= 0)
            throw new messages/* OptionError */.eR('headers', (0,messages/* msg */.ab) `line ${String(index + 1)} must be Name: value (one header per line)`);
        headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
    try {
        return (0,extra_headers/* resolveExtraHeaders */.d)(headers);
    }
    catch (error) {
        const problem = error instanceof Error ? error.message.replace(/^headers: /, '') : String(error);
        throw new messages/* OptionError */.eR('headers', (0,messages/* msg */.ab) `${problem}`);
    }
}
function checkReportDir(value) {
    if (value === '')
        return undefined;
    if ((0,params/* hasControlCharacters */.Kg)(value)) {
        throw new messages/* OptionError */.eR('report-dir', (0,messages/* msg */.ab) `must be a folder path without control characters`);
    }
    return value;
}
function checkReportUrlTemplate(template, baseUrl) {
    if (!template.includes('{id}')) {
        throw new messages/* OptionError */.eR('report-url', (0,messages/* msg */.ab) `must contain {id} (got ${(0,params/* quote */.hD)(template)})`);
    }
    const example = template
        .replaceAll('{base-url}', baseUrl ?? 'http://127.0.0.1')
        .replaceAll('{id}', '1')
        .replaceAll('{url}', 'https%3A%2F%2Fexample.com');
    if ((0,params/* reportUrlProblem */.Np)(example) !== null) {
        throw new messages/* OptionError */.eR('report-url', (0,messages/* msg */.ab) `must give an absolute http(s) URL, with {base-url}, {id} and {url} as placeholders (got ${(0,params/* quote */.hD)(template)})`);
    }
    return template;
}
function integer(name, value, min, max) {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `must be a whole number from ${String(min)} to ${String(max)} (got ${(0,params/* quote */.hD)(value)})`);
    }
    return Number(value);
}
function optionalNumber(name, value, min, max) {
    if (value === '')
        return null;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
        throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `must be a number from ${String(min)} to ${String(max)}, or empty (got ${(0,params/* quote */.hD)(value)})`);
    }
    return Number(value);
}
/** true or false (as YAML writes them); '' is `fallback`. */
function config_boolean(name, value, fallback = false) {
    if (value === '')
        return fallback;
    if (TRUE_WORDS.includes(value))
        return true;
    if (FALSE_WORDS.includes(value))
        return false;
    throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `must be true or false (got ${(0,params/* quote */.hD)(value)})`);
}
const MODES = ['create', 'refresh', 'delete'];
const DEFAULT_MAX_URLS = 50;
/** urls, sitemap, max-urls and shard: where the URL list comes from, and which mode needs it. */
function urlSources(get, mode, project, target) {
    if (mode !== 'create' && target.kind === 'embedded') {
        throw new messages/* OptionError */.eR('mode', (0,messages/* msg */.ab) `${mode} needs ${(0,messages/* option */.uK)('base-url')}: the embedded service starts empty in every run, so it has no reports to ${mode}`);
    }
    const sitemap = get('sitemap') === '' ? undefined : get('sitemap');
    if (sitemap !== undefined) {
        const problem = urlOptionProblem(sitemap);
        if (problem !== null)
            throw new messages/* OptionError */.eR('sitemap', (0,messages/* msg */.ab) `${problem}`);
    }
    const shardText = get('shard');
    const shard = shardText === '' ? undefined : (0,audit_shard/* parseShard */.u)(shardText);
    if (typeof shard === 'string')
        throw new messages/* OptionError */.eR('shard', (0,messages/* msg */.ab) `${shard}`);
    if (mode === 'delete') {
        for (const name of ['urls', 'sitemap', 'shard']) {
            if (get(name) !== '')
                throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `is not used with ${(0,messages/* option */.uK)('mode', 'delete')} (give ${(0,messages/* option */.uK)('report-ids')} or ${(0,messages/* option */.uK)('project')})`);
        }
        return { urls: [], sitemap: undefined, maxUrls: DEFAULT_MAX_URLS, shard: undefined };
    }
    // Refresh of a whole project needs no URLs; everything else needs urls or a sitemap.
    const optional = sitemap !== undefined || (mode === 'refresh' && project !== undefined);
    const urls = parseUrls(get('urls'), !optional);
    if (urls.length === 0 && sitemap === undefined && shard !== undefined) {
        throw new messages/* OptionError */.eR('shard', (0,messages/* msg */.ab) `needs a URL list to split: give ${(0,messages/* option */.uK)('urls')} or ${(0,messages/* option */.uK)('sitemap')}`);
    }
    return {
        urls,
        sitemap,
        maxUrls: integer('max-urls', get('max-urls') || String(DEFAULT_MAX_URLS), 1, MAX_URLS),
        shard,
    };
}
/** report-ids: ids separated by commas, spaces or newlines (the report-ids output as it is). */
function parseReportIds(raw, mode, project) {
    const ids = [...new Set(raw.split(/[\s,]+/).filter((id) => id !== ''))];
    if (mode !== 'delete') {
        if (ids.length > 0)
            throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `is only used with ${(0,messages/* option */.uK)('mode', 'delete')}`);
        return [];
    }
    if (ids.length > 0 && project !== undefined) {
        throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `and ${(0,messages/* option */.uK)('project')} are both set: mode delete takes ${(0,messages/* option */.uK)('report-ids')}, or ${(0,messages/* option */.uK)('project')} alone to delete the whole project`);
    }
    if (ids.length === 0 && project === undefined) {
        throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `is required with ${(0,messages/* option */.uK)('mode', 'delete')} (or give ${(0,messages/* option */.uK)('project')} alone to delete the whole project)`);
    }
    const bad = ids.find((id) => id.length > 255 || (0,params/* hasControlCharacters */.Kg)(id) || id.includes('/'));
    if (bad !== undefined)
        throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `must be ids separated by commas, spaces or newlines, each without / or control characters (got ${(0,params/* quote */.hD)(bad)})`);
    return ids;
}
const DEFAULT_BASELINE_ARTIFACT = 'seo-report';
/** baseline, baseline-url, baseline-artifact and fail-on-regression. */
function baselineOptions(get, mode) {
    const baseline = parseBaselineSpec(get('baseline'));
    const baselineUrl = get('baseline-url') === '' ? undefined : checkBaselineUrl(get('baseline-url'));
    if (baseline !== undefined && baselineUrl !== undefined)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `and ${(0,messages/* option */.uK)('baseline')} are both set: compare with earlier results (${(0,messages/* option */.uK)('baseline')}) or with another origin (${(0,messages/* option */.uK)('baseline-url')}), not both`);
    for (const [name, set] of [
        ['baseline', baseline !== undefined],
        ['baseline-url', baselineUrl !== undefined],
    ]) {
        if (set && mode !== 'create')
            throw new messages/* OptionError */.eR(name, mode === 'refresh'
                ? (0,messages/* msg */.ab) `is not used with ${(0,messages/* option */.uK)('mode', 'refresh')}: a refresh compares each report with its state before the refresh`
                : (0,messages/* msg */.ab) `is not used with ${(0,messages/* option */.uK)('mode', 'delete')}`);
    }
    const artifact = get('baseline-artifact') || DEFAULT_BASELINE_ARTIFACT;
    if (artifact.length > 255 || (0,params/* hasControlCharacters */.Kg)(artifact) || /[\\/:*?"<>|]/.test(artifact))
        throw new messages/* OptionError */.eR('baseline-artifact', (0,messages/* msg */.ab) `must be an artifact name: 1 to 255 characters without / \\ : * ? " < > | or control characters (got ${(0,params/* quote */.hD)(artifact)})`);
    const regression = parseRegressionRule(get('fail-on-regression'));
    const compared = baseline !== undefined || baselineUrl !== undefined || mode === 'refresh';
    if ((regression.points !== null || regression.checks) && !compared)
        throw new messages/* OptionError */.eR('fail-on-regression', (0,messages/* msg */.ab) `needs something to compare with: set ${(0,messages/* option */.uK)('baseline')} or ${(0,messages/* option */.uK)('baseline-url')} (or use ${(0,messages/* option */.uK)('mode', 'refresh')})`);
    return { baseline, baselineUrl, baselineArtifact: artifact, regression };
}
/** A results file's path, `comment`, or `branch:<name>`. */
function parseBaselineSpec(value) {
    if (value === '')
        return undefined;
    if ((0,params/* hasControlCharacters */.Kg)(value))
        throw new messages/* OptionError */.eR('baseline', (0,messages/* msg */.ab) `must not contain control characters`);
    if (value === 'comment')
        return { kind: 'comment' };
    if (value.startsWith('branch:')) {
        const branch = value.slice('branch:'.length).trim();
        if (branch === '' || branch.length > 255 || /[\s~^:?*[\\]/.test(branch))
            throw new messages/* OptionError */.eR('baseline', (0,messages/* msg */.ab) `branch:<name> needs a branch name, such as branch:main (got ${(0,params/* quote */.hD)(value)})`);
        return { kind: 'branch', branch };
    }
    return { kind: 'file', path: value };
}
/**
 * What is wrong with an option's absolute http(s) URL, completing "Input <name>: ...": the
 * client's rule, whose "is required: an absolute URL" reads "must be an absolute URL" here.
 */
function urlOptionProblem(value) {
    return (0,params/* reportUrlProblem */.Np)(value)?.replace(/^is required: /, 'must be ') ?? null;
}
function checkBaselineUrl(value) {
    const problem = urlOptionProblem(value);
    if (problem !== null)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `${problem}`);
    const url = new URL(value);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '')
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `must be an origin such as https://www.example.com: each page's path is audited on it (got ${(0,params/* quote */.hD)(value)})`);
    return url.origin;
}
const REGRESSION_FORMS = 'never, a number of score points (5), checks, or both (5,checks)';
/** fail-on-regression: never, points, checks, or both, separated by a comma. */
function parseRegressionRule(value) {
    if (value === '' || value === 'never')
        return compare/* NO_REGRESSION_RULE */.HL;
    const parts = value.split(',').map((part) => part.trim());
    let points = null;
    let checks = false;
    for (const part of parts) {
        if (part === 'checks' && !checks)
            checks = true;
        else if (/^\d+(\.\d+)?$/.test(part) && points === null && Number(part) <= 100)
            points = Number(part);
        else
            throw new messages/* OptionError */.eR('fail-on-regression', (0,messages/* msg */.ab) `must be ${REGRESSION_FORMS} (got ${(0,params/* quote */.hD)(value)})`);
    }
    return { points, checks };
}
function acceptRules(raw) {
    try {
        return (0,accepted_checks/* parseAcceptRules */.hh)(raw);
    }
    catch (error) {
        if (!(error instanceof accepted_checks/* AcceptRuleError */.rY))
            throw error;
        const keys = catalogue/* CATALOGUE */.yh.map((entry) => entry.key).join(', ');
        throw new messages/* OptionError */.eR('ignore-checks', (0,messages/* msg */.ab) `${error.message}. Each line is check keys, or a pattern (a path starting with /, or a URL; * matches anything), a colon and keys. The keys: ${keys}`);
    }
}


/***/ }),

/***/ 4993:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ phrase),
/* harmony export */   Vm: () => (/* binding */ word),
/* harmony export */   ab: () => (/* binding */ msg),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   iw: () => (/* binding */ INPUT_WORDING),
/* harmony export */   uK: () => (/* binding */ option)
/* harmony export */ });
// Messages as data. The engine and the option parser say what is wrong with parts that name an
// option, an option set to a value, or a phrase; each face words those parts for its own users
// (the action: `base-url`, `privacy: password`; the CLI: `--base-url`, `--privacy password`).
const option = (name, value) => value === undefined ? { option: name } : { option: name, value };
const phrase = (name) => ({ phrase: name });
/** msg`is required when ${option('base-url')} is set`: text with parts in it. */
function msg(strings, ...parts) {
    const message = [];
    strings.forEach((text, index) => {
        if (text !== '')
            message.push(text);
        const part = parts[index];
        if (part !== undefined)
            message.push(part);
    });
    return message;
}
function word(message, wording) {
    return message
        .map((part) => typeof part === 'string'
        ? part
        : 'phrase' in part
            ? wording.phrase(part.phrase)
            : wording.option(part.option, part.value))
        .join('');
}
/** An option's value is wrong: `problem` completes a sentence that starts with the option. */
class OptionError extends Error {
    option;
    problem;
    name = 'OptionError';
    constructor(option, problem) {
        super(`Input ${option}: ${word(problem, INPUT_WORDING)}`);
        this.option = option;
        this.problem = problem;
    }
}
/**
 * The options by their own names, as a workflow's `with:` block has them: the action's wording,
 * and the default wherever no face words a message.
 */
const INPUT_WORDING = {
    option: (option, value) => (value === undefined ? option : `${option}: ${value}`),
    phrase: (phrase) => ({
        secret_source: 'pass it from a secret',
        key_source: 'pass the key in api-key',
        drop_password: 'set privacy: password, or remove password',
        split_list: 'in one step (split them across jobs)',
        allow_private_network: 'set allow-private-network: true (a service of your own behind base-url must allow them itself: seo-report serve --allow-private-network)',
    })[phrase],
};


/***/ }),

/***/ 8052:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   E2: () => (/* binding */ refreshLine),
/* harmony export */   Rn: () => (/* binding */ retryLine),
/* harmony export */   jz: () => (/* binding */ GRADE_SYMBOL)
/* harmony export */ });
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7215);
// The lines a face prints while the job runs.

const GRADE_SYMBOL = { good: '🟢', decent: '🟡', bad: '🔴', error: '⚠️' };
/** One line per URL as it finishes. */
function logLine(outcome, words) {
    const seconds = `${(outcome.durationMs / 1000).toFixed(1)} s`;
    if (outcome.grade === null)
        return `${GRADE_SYMBOL.error} error   ${outcome.url} (${seconds}): ${words.failure(outcome.failure)}`;
    const score = outcome.score === null ? '-' : (0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScore */ .y)(outcome.score);
    return `${GRADE_SYMBOL[outcome.grade]} ${outcome.grade.padEnd(7)} ${score.padStart(5)}  ${outcome.url} (${seconds})`;
}
/** "N refreshed, M created": re-running does not count against a monthly quota, creating does. */
function refreshLine(counts) {
    return `${counts.refreshed} refreshed, ${counts.created} created (only created reports count against the service's monthly quota)`;
}
/** A request about to be sent again, and why. */
function retryLine(event) {
    return `  retrying ${event.endpoint} in ${(event.delayMs / 1000).toFixed(1)} s: ${event.reason}`;
}


/***/ }),

/***/ 7738:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ neutralise),
/* harmony export */   ID: () => (/* binding */ escapeJsonInvisibles),
/* harmony export */   Po: () => (/* binding */ SafeText)
/* harmony export */ });
/* unused harmony export escapeXmlInvisibles */
/* harmony import */ var _api_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2959);
// One way out for text: everything a face writes passes through here, so that a secret never
// leaves and text from a service, a page or a sitemap cannot act as a command. A line break
// followed by `::error::` or `::add-mask::` would be a workflow command in a GitHub log; an ESC
// sequence drives a terminal; bidi overrides make text read differently than it is.

const BREAKS = /[\r\n\t\v\f\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must not pass
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** One line, without control characters, ESC or bidi controls (each shown as U+FFFD). */
function neutralise(text) {
    return text.replace(BREAKS, ' ').replace(CONTROLS, '\uFFFD');
}
// What JSON.stringify leaves raw although a terminal or a log acts on it: DEL, C1 controls (NEL,
// CSI), line separators and bidi controls. Only string contents can hold them.
const RAW_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
/** The same character as a \uXXXX (JSON) or &#xXXXX; (XML) escape. */
const hex = (char) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
/** JSON text with those characters escaped: the same value, nothing raw for a terminal. */
function escapeJsonInvisibles(json) {
    return json.replace(RAW_IN_JSON, (char) => `\\u${hex(char)}`);
}
/** XML text with those characters as character references: the same value, nothing raw. */
function escapeXmlInvisibles(xml) {
    return xml.replace(RAW_IN_JSON, (char) => `&#x${hex(char)};`);
}
/** Scrubs the secrets and neutralises what the faces write. */
class SafeText {
    scrubber = new _api_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .SecretScrubber */ .d();
    constructor(secrets = []) {
        for (const secret of secrets)
            this.add(secret);
    }
    add(secret) {
        this.scrubber.add(secret);
        if (secret && secret.trim() !== secret)
            this.scrubber.add(secret.trim());
    }
    /** A log line: one line, no secret. */
    line(text) {
        return neutralise(this.scrubber.scrub(text));
    }
    /** A block a renderer made (markdown, a table, JSON, XML): its cells are escaped already. */
    block(text) {
        return this.scrubber.scrub(text);
    }
}


/***/ }),

/***/ 2477:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   cN: () => (/* binding */ deletingLines),
/* harmony export */   eM: () => (/* binding */ deletedLine),
/* harmony export */   qs: () => (/* binding */ moreToDeleteLine),
/* harmony export */   tu: () => (/* binding */ wordsFor),
/* harmony export */   v8: () => (/* binding */ checkLabel)
/* harmony export */ });
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4104);
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7215);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8750);
/* harmony import */ var _audit_list_cap_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5228);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4993);
// Words the engine's data for people: failures, verdict reasons, API errors with their hints,
// and the log lines of the URL list and of deletions. Each face passes its own Wording, so the
// action says `base-url` where the CLI says `--base-url`; everything else is said once, here.





/** Hints that name an option; the others read the same for every face (HINT_TEXT). */
const HINTS = {
    check_key: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('api-key')}: the service did not accept it`,
    check_id_or_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `it does not exist, belongs to another user, or ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} is wrong`,
    check_key_or_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `the API key was not accepted, or ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} does not point at the API; check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} and ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('api-key')}`,
    check_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} does not point at the API; check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')}`,
    check_base_url_and_key: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} (it must point at the service root) and ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('api-key')}`,
    mangled: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `cut off or mangled on the way; if it repeats, check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} (it must point at the service root)`,
    check_service_up: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} and that the service is up`,
    not_the_api: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `check that ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('base-url')} points at an SEO Report API v1 service`,
    key_in_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .phrase */ .MZ)('key_source')}`,
};
/** "Title (title)": a check by its name, with the key that ignore-checks takes. */
function checkLabel(key) {
    return `${(0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key).name} (${key})`;
}
/** "5, checks": the fail-on-regression rule as a user writes it. */
function regressionRuleText(rule) {
    const parts = [
        ...(rule.points === null ? [] : [String(rule.points)]),
        ...(rule.checks ? ['checks'] : []),
    ];
    return parts.length === 0 ? null : parts.join(', ');
}
function wordsFor(wording) {
    const hint = (code, retryAfterMs) => {
        const message = HINTS[code];
        if (message)
            return (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .word */ .Vm)(message, wording);
        if (code === 'rate_limited' && retryAfterMs !== null)
            return `rate limited; the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (lower ${wording.option('concurrency')})`;
        return _api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .HINT_TEXT */ ._H[code];
    };
    const apiError = (error) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMessage */ .hw)(error, hint);
    const error = (value) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d7)(value) ? apiError(value) : value instanceof Error ? value.message : String(value);
    const failure = (value) => {
        if (value === null)
            return 'no result';
        switch (value.kind) {
            case 'api':
                return apiError(value.error);
            case 'timeout':
                return `no result within the audit ${wording.option('timeout')} (${value.timeoutMs / 1000} s)`;
            case 'cancelled':
                return 'cancelled before a result arrived';
            case 'stopped':
                return `not audited: the audit stopped (${apiError(value.cause)})`;
            case 'not_audited': {
                const text = `report ${value.reportId}: the service could not audit the page: ${value.reason}`;
                // Every user who audits a build served on the runner meets this first: name the fix.
                return value.code === 'refused_address'
                    ? `${text}; to audit a server on this machine or its network, ${wording.phrase('allow_private_network')}`
                    : text;
            }
            case 'message':
                return value.text;
        }
    };
    const rule = (failOn, minScore, regression) => {
        const regressionText = regression === null ? null : regressionRuleText(regression);
        // The rule as the verdict states it, the same words for both faces.
        return [
            `fail-on: ${failOn}`,
            ...(minScore === null ? [] : [`min-score: ${minScore}`]),
            ...(regressionText === null ? [] : [`fail-on-regression: ${regressionText}`]),
        ].join(', ');
    };
    return {
        apiError,
        error,
        failure,
        reason: (reason) => {
            switch (reason.kind) {
                case 'fatal':
                    return apiError(reason.error);
                case 'no_result':
                    return `${reason.url}: ${failure(reason.failure)}`;
                case 'grade': {
                    const score = reason.score === null ? '' : ` (score ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(reason.score)})`;
                    return `${reason.url} is ${reason.grade}${score}, at or below fail-on: ${reason.failOn}`;
                }
                case 'min_score':
                    return `${reason.url} scores ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(reason.score)}, below min-score: ${reason.minScore}`;
                case 'score_drop':
                    return `${reason.url} dropped ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(reason.before - reason.after)} points since the baseline (${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(reason.before)} to ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(reason.after)}), more than ${wording.option('fail-on-regression', String(reason.points))}`;
                case 'new_failures':
                    return `${reason.url}: ${reason.checks.length === 1 ? 'a check that passed in the baseline fails' : 'checks that passed in the baseline fail'} now: ${reason.checks.map(checkLabel).join(', ')}`;
            }
        },
        verdictLine: (run) => {
            const { verdict, result, comparison } = run;
            const { good, decent, bad, errors } = verdict.counts;
            const parts = [`${good} good`, `${decent} decent`, `${bad} bad`];
            if (errors > 0)
                parts.push((0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(errors, 'error'));
            const changes = comparison === null
                ? ''
                : `${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(comparison.regressed, 'page')} regressed, ${comparison.improved} improved; `;
            const regression = comparison === null ? null : run.regressionRule;
            return `${verdict.passed ? 'Passed' : 'Failed'}: ${changes}${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(result.outcomes.length, 'page')}, ${parts.join(', ')} (${rule(run.failOn, run.minScore, regression)})`;
        },
        urlList: (list) => {
            const notes = [];
            const warnings = [];
            const map = list.sitemap;
            if (map) {
                notes.push(`Sitemap ${map.url}: ${map.pages} pages in ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(map.files, 'file')}; ${map.added} added to the list.`);
                if (map.leftOut > 0)
                    warnings.push(`Sitemap ${map.url}: ${map.leftOut} of its ${map.added + map.leftOut} new pages were left out (${wording.option('max-urls', String(map.maxUrls))}).`);
                if (map.nestedLeftOut > 0)
                    warnings.push(`Sitemap ${map.url}: ${map.nestedLeftOut} nested sitemaps were not read (at most 50 files and 3 levels of indexes).`);
                if (map.skipped > 0)
                    notes.push(`Sitemap ${map.url}: ${map.skipped} entries skipped (already listed, or not an auditable http(s) URL).`);
            }
            if (list.shard)
                notes.push(`Shard ${list.shard.index}/${list.shard.count}: ${list.shard.share} of ${list.total} URLs.`);
            return { notes, warnings };
        },
        problem: (problem) => {
            switch (problem.kind) {
                case 'sitemap':
                    return problem.error.message;
                case 'refresh_lookup':
                    return `Could not list ${problem.error.what}: ${error(problem.error.cause)}`;
                case 'project_listing':
                    return `Could not list the reports of project ${problem.project}: ${error(problem.error)}`;
                case 'baseline':
                    return `${wording.option('baseline')}: ${problem.error.message}`;
            }
        },
        message: (message) => (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .word */ .Vm)(message, wording),
    };
}
/** What mode delete is about to delete, for the log. */
function deletingLines(reports, project, more = false) {
    if (project === null)
        return [`Deleting ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(reports.length, 'report')}: ${reports.map((r) => r.id).join(', ')}`];
    if (reports.length === 0)
        return [`Project ${project} was already gone.`];
    return [
        more
            ? `Deleting the first ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(reports.length, 'report')} of project ${project} (at most ${_audit_list_cap_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORTS_PER_RUN */ .l} a run; it lists more):`
            : `Deleting project ${project} with ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(reports.length, 'report')}:`,
        ...reports.map((report) => `  report ${report.id}: ${report.url ?? ''}`),
    ];
}
/** Mode delete stopped at the cap: what is left, and what to do about it. */
function moreToDeleteLine(project) {
    return `Project ${project} lists more than ${_audit_list_cap_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORTS_PER_RUN */ .l} reports: one run deletes at most ${_audit_list_cap_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORTS_PER_RUN */ .l}; run the delete again for the rest.`;
}
/**
 * A report that mode delete or the cleanup removed, for the log. The cleanup says a 404 as
 * "was already gone"; mode delete, asked to delete it, counts it deleted either way.
 */
function deletedLine(id, how, context) {
    if (how === 'not_found' && context === 'cleanup')
        return `Report ${id} was already gone.`;
    return `Deleted report ${id}${how === 'deleted' ? '' : ' (it was already gone)'}.`;
}


/***/ }),

/***/ 5228:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ MAX_REPORTS_PER_RUN),
/* harmony export */   r: () => (/* binding */ readAtMost)
/* harmony export */ });
/** Reports a refresh regenerates, or a delete with a project deletes, in one run. */
const MAX_REPORTS_PER_RUN = 1_000;
/** Reads at most `max` reports (one more, to know whether the list goes on). */
async function readAtMost(reports, max = MAX_REPORTS_PER_RUN) {
    const read = [];
    for await (const report of reports) {
        if (read.length === max) {
            // Ending the loop closes the generator: no further page is asked for.
            return { reports: read, more: true };
        }
        read.push(report);
    }
    return { reports: read, more: false };
}


/***/ }),

/***/ 3121:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ shardOf),
/* harmony export */   u: () => (/* binding */ parseShard)
/* harmony export */ });
// Sharding: a large URL list spread over n jobs (strategy.matrix). Every job computes the same
// split from the same list, so the shards together cover the list exactly once.
/** Most jobs a matrix can have (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;
/**
 * Reads `i/n` (1-based). Returns the problem as the end of a sentence ("must be ...") or the
 * shard; the caller names the input.
 */
function parseShard(text) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text.trim());
    const problem = `must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/4 (got ${JSON.stringify(text)})`;
    if (!match)
        return problem;
    const index = Number(match[1]);
    const count = Number(match[2]);
    if (index < 1 || count < 1 || index > count || count > MAX_SHARDS)
        return problem;
    return { index, count };
}
/**
 * This shard's contiguous slice of the list: items [floor((i-1)L/n), floor(iL/n)). Contiguous
 * rather than round robin so that a site's sections stay together in one job's summary; the
 * sizes differ by at most one. A shard may be empty when there are fewer items than shards.
 */
function shardOf(items, shard) {
    const start = Math.floor(((shard.index - 1) * items.length) / shard.count);
    const end = Math.floor((shard.index * items.length) / shard.count);
    return items.slice(start, end);
}


/***/ }),

/***/ 1724:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ matchKey),
/* harmony export */   Ng: () => (/* binding */ searchTextFor),
/* harmony export */   R5: () => (/* binding */ reportMatchKey),
/* harmony export */   a0: () => (/* binding */ compareNewestFirst),
/* harmony export */   gt: () => (/* binding */ reportMatches)
/* harmony export */ });
/** The service caps `search` at 255 characters; a prefix of the key still finds the report. */
const MAX_SEARCH_LENGTH = 255;
/**
 * The form that survives the service's cleaning: lower-case host without a leading "www.", the
 * port when not the default, the path and query as the URL parser writes them, no scheme, no
 * fragment, and no lone trailing "/". Takes an absolute URL or a cleaned one ("example.com/a").
 * Null when the text is not a URL at all.
 */
function matchKey(text) {
    const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`;
    let url;
    try {
        url = new URL(absolute);
    }
    catch {
        return null;
    }
    // The URL parser drops 80 for http and 443 for https; a cleaned URL has no scheme, so an
    // explicit :443 read as http would survive: drop both for the comparison.
    const port = url.port === '' || url.port === '80' || url.port === '443' ? '' : `:${url.port}`;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname === '/' && url.search === '' ? '' : url.pathname;
    return `${host}${port}${path}${url.search}`;
}
/** The text to ask the service's `search` (a substring of its cleaned URL) for. */
function searchTextFor(url) {
    return (matchKey(url) ?? url).slice(0, MAX_SEARCH_LENGTH);
}
/** The report's own URL in matchable form: the full URL when the service gives it. */
function reportMatchKey(report) {
    return matchKey(report.fullUrl ?? report.url);
}
/** Whether a report is the one for `url`. */
function reportMatches(report, url) {
    const key = matchKey(url);
    if (key === null)
        return false;
    if (reportMatchKey(report) === key)
        return true;
    // fullUrl may be the final URL after redirects while url is what the service stored; accept
    // either rather than create a second report (which costs quota on deployed services).
    return report.fullUrl !== null && matchKey(report.url) === key;
}
/** Newest first: ids increase with creation; numeric when they are numbers. */
function compareNewestFirst(a, b) {
    const x = Number(a.id);
    const y = Number(b.id);
    if (Number.isFinite(x) && Number.isFinite(y))
        return y - x;
    return b.id.localeCompare(a.id);
}


/***/ }),

/***/ 6172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UD: () => (/* binding */ acceptedChecksFor),
/* harmony export */   hh: () => (/* binding */ parseAcceptRules),
/* harmony export */   rY: () => (/* binding */ AcceptRuleError)
/* harmony export */ });
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4104);
/* harmony import */ var _shared_wildcard_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9789);
// ignore-checks: checks a team accepts. They never fail the job, and are shown as accepted.
//
//   ignore-checks: |
//     https_encryption, htst          # on every page
//     /blog/*: content_length         # on pages whose path matches
//     https://docs.example.com/*: favicon
//
// A line is a list of check keys, or a URL pattern, a colon and keys. A pattern starting with
// "/" is matched against the page's path and query, one starting with http(s):// against the
// whole URL; `*` stands for any run of characters (slashes included) and the whole of it must
// match. Keys are the catalogue's (docs/findings.md); an unknown one is an error, since a typo
// would silently accept nothing.


/** Why a line of ignore-checks was refused; the caller names the option. */
class AcceptRuleError extends Error {
    name = 'AcceptRuleError';
}
const MAX_RULES = 200;
function parseAcceptRules(raw) {
    const rules = [];
    for (const [index, fullLine] of raw.split(/\r?\n/).entries()) {
        const line = fullLine.replace(/(^|\s)#.*$/, '').trim();
        if (line === '')
            continue;
        const where = `line ${index + 1}`;
        // Keys never contain a colon; a URL pattern does (https://), so the last one separates.
        const colon = line.lastIndexOf(':');
        const pattern = colon === -1 ? null : line.slice(0, colon).trim();
        const keys = (colon === -1 ? line : line.slice(colon + 1))
            .split(/[\s,]+/)
            .filter((key) => key !== '');
        if (pattern !== null && /[\s,]/.test(pattern))
            throw new AcceptRuleError(`${where}: one pattern per line, as pattern: keys (got ${JSON.stringify(line)})`);
        if (pattern !== null && !/^(\/|https?:\/\/)/i.test(pattern))
            throw new AcceptRuleError(`${where}: the pattern ${JSON.stringify(pattern)} must start with / (a path) or http(s):// (a URL)`);
        if (keys.length === 0)
            throw new AcceptRuleError(`${where}: give at least one check key after the pattern`);
        const unknown = keys.find((key) => !(0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .isKnownCheck */ .wH)(key));
        if (unknown !== undefined)
            throw new AcceptRuleError(`${where}: unknown check key ${JSON.stringify(unknown)}`);
        rules.push({ pattern, keys });
    }
    if (rules.length > MAX_RULES)
        throw new AcceptRuleError(`has ${rules.length} lines; at most ${MAX_RULES} are allowed`);
    return rules;
}
/** The checks accepted on one page. */
function acceptedChecksFor(url, rules) {
    const accepted = new Set();
    let parsed = null;
    try {
        parsed = new URL(url);
    }
    catch {
        // Not a URL: only the rules for every page apply.
    }
    for (const rule of rules) {
        if (rule.pattern !== null) {
            if (parsed === null)
                continue;
            const target = rule.pattern.startsWith('/')
                ? `${parsed.pathname}${parsed.search}`
                : parsed.href;
            // `$` anchors robots.txt's matcher at the end: the whole target must match.
            if (!(0,_shared_wildcard_js__WEBPACK_IMPORTED_MODULE_1__/* .wildcardMatches */ .w)(`${rule.pattern}$`, target))
                continue;
        }
        for (const key of rule.keys)
            accepted.add(key);
    }
    return accepted;
}


/***/ }),

/***/ 3574:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   HL: () => (/* binding */ NO_REGRESSION_RULE),
/* harmony export */   cV: () => (/* binding */ urlsOnOrigin),
/* harmony export */   wj: () => (/* binding */ scoreWithAccepted)
/* harmony export */ });
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4104);
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5816);
/* harmony import */ var _shared_score_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(45);
/* harmony import */ var _audit_url_match_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1724);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7593);
// Each page of this run against its baseline page: the score's change, the checks that newly
// failed or were fixed, and the checks the team accepted (ignore-checks). Accepted checks count
// as passed wherever the job judges a page, so that a team's known issue never fails it.





const NO_REGRESSION_RULE = { points: null, checks: false };
/**
 * A page's score and grade with its accepted failed checks counted as passed, by the score's
 * formula (docs/compatibility.md: weights high 10, medium 5, low 0): the service's score plus
 * what the accepted checks would have earned. Null when nothing accepted failed.
 */
function scoreWithAccepted(report, score, accepted) {
    if (report?.checks == null || accepted.size === 0)
        return null;
    let total = 0;
    let regained = 0;
    const failed = [];
    for (const [key, check] of Object.entries(report.checks)) {
        if (check.passed === null)
            continue;
        const weight = _shared_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .k[check.importance ?? (0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key).importance];
        total += weight;
        if (check.passed === false && accepted.has(key)) {
            regained += weight;
            failed.push(key);
        }
    }
    if (failed.length === 0)
        return null;
    const adjusted = total === 0 ? score : Math.min(100, score + (100 * regained) / total);
    const rounded = Math.round(adjusted * 100) / 100;
    return { score: rounded, grade: (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .gradeForScore */ .rM)(rounded), accepted: failed };
}
function compareWithBaseline(outcomes, baseline, acceptedOn, pairBy = 'url') {
    const keyOf = pairBy === 'url' ? (url) => (0,_audit_url_match_js__WEBPACK_IMPORTED_MODULE_3__/* .matchKey */ .LJ)(url) ?? url : pathKey;
    const byKey = new Map();
    for (const page of baseline.pages) {
        const key = keyOf(page.url);
        if (!byKey.has(key))
            byKey.set(key, page);
    }
    const pages = outcomes.map((outcome) => comparePage(outcome, byKey.get(keyOf(outcome.url)) ?? null, acceptedOn(outcome.url)));
    return {
        from: baseline.from,
        pages,
        regressed: pages.filter((page) => page.status === 'regressed').length,
        improved: pages.filter((page) => page.status === 'improved').length,
        checksUnknown: baseline.pages.length > 0 && baseline.pages.every((page) => page.failedChecks === null),
    };
}
function comparePage(outcome, before, accepted) {
    const hasResult = outcome.failure === null && outcome.score !== null;
    const failedNow = hasResult ? ((0,_pages_js__WEBPACK_IMPORTED_MODULE_4__/* .failedCheckKeys */ .G)(outcome.report) ?? []) : [];
    const change = {
        url: outcome.url,
        baselineUrl: before?.url ?? null,
        before: before?.score ?? null,
        after: hasResult ? outcome.score : null,
        delta: null,
        newlyFailed: [],
        fixed: [],
        accepted: failedNow.filter((key) => accepted.has(key)),
        status: 'new',
    };
    if (!hasResult)
        return { ...change, status: 'no_result' };
    if (before === null || before.score === null)
        return change;
    change.delta = Math.round((outcome.score - before.score) * 100) / 100;
    if (before.failedChecks !== null && outcome.report?.checks != null) {
        const failedBefore = new Set(before.failedChecks);
        const failedSet = new Set(failedNow);
        change.newlyFailed = failedNow.filter((key) => !failedBefore.has(key) && !accepted.has(key));
        change.fixed = before.failedChecks.filter((key) => !failedSet.has(key));
    }
    change.status =
        change.delta < 0 || change.newlyFailed.length > 0
            ? 'regressed'
            : change.delta > 0 || change.fixed.length > 0
                ? 'improved'
                : 'unchanged';
    return change;
}
/** The path and query: how baseline-url pairs a page with the same page on another origin. */
function pathKey(url) {
    try {
        const parsed = new URL(url);
        const path = parsed.pathname.replace(/\/$/, '') || '/';
        return `${path}${parsed.search}`;
    }
    catch {
        return url;
    }
}
/** The same pages on another origin: each URL's path and query on `origin`. */
function urlsOnOrigin(urls, origin) {
    const base = new URL(origin);
    return urls.map((url) => {
        const page = new URL(url);
        return new URL(`${page.pathname}${page.search}`, base.origin).href;
    });
}


/***/ }),

/***/ 9888:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XI: () => (/* binding */ readBaselineDocument),
/* harmony export */   XR: () => (/* binding */ writeCompact),
/* harmony export */   zZ: () => (/* binding */ COMPACT_TAG)
/* harmony export */ });
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5816);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7960);
// The shapes a baseline can be read from, and the compact one this action writes where space is
// short (the hidden block of the pull-request comment). Every results shape the project writes
// is accepted: the `results` output (an array), the CLI's `--format json` (an object with
// `results`) and `results.json` of a report-dir (the array again).


/** Marks the compact form, and its version: a later change of shape bumps it. */
const COMPACT_TAG = 'seo-report-baseline';
const COMPACT_VERSION = 1;
/** How many items a baseline may hold: the action audits at most 1,000 URLs a step. */
const MAX_PAGES = 5_000;
/** Pages of a baseline document already parsed from JSON; throws BaselineShapeError. */
function readBaselineDocument(document) {
    if (isRecord(document) && document[COMPACT_TAG] !== undefined)
        return readCompact(document);
    const items = Array.isArray(document)
        ? document
        : isRecord(document) && Array.isArray(document.results)
            ? document.results
            : null;
    if (items === null)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z('is not a results file: expected the results output (a JSON array), the CLI’s --format json, or results.json of a report-dir');
    if (items.length > MAX_PAGES)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`has ${items.length} pages; at most ${MAX_PAGES} are read`);
    return items.map((item, index) => readResult(item, index));
}
function readResult(item, index) {
    const where = `item ${index + 1}`;
    if (!isRecord(item) || typeof item.url !== 'string' || item.url === '')
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} is not a result: it has no url`);
    const score = item.score ?? null;
    if (score !== null && (typeof score !== 'number' || !(score >= 0 && score <= 100)))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} (${item.url}) has a score that is not 0 to 100`);
    const grade = item.grade ?? null;
    if (grade !== null && !(0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .isGrade */ .qI)(grade))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} (${item.url}) has a grade that is not good, decent or bad`);
    return { url: item.url, score, grade, failedChecks: checkKeys(item['failed-checks'], where) };
}
function checkKeys(value, where) {
    if (value === undefined || value === null)
        return null;
    if (!Array.isArray(value) || !value.every((key) => typeof key === 'string'))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} has failed-checks that are not a list of check keys`);
    return value;
}
/** The compact form: `{"seo-report-baseline":1,"pages":[[url, score, grade, "key key"]]}`. */
function writeCompact(pages) {
    return JSON.stringify({
        [COMPACT_TAG]: COMPACT_VERSION,
        pages: pages.map((page) => [
            page.url,
            page.score,
            page.grade,
            page.failedChecks === null ? null : page.failedChecks.join(' '),
        ]),
    });
}
function readCompact(document) {
    if (document[COMPACT_TAG] !== COMPACT_VERSION || !Array.isArray(document.pages))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`was written by another version of this action (${COMPACT_TAG} ${String(document[COMPACT_TAG])})`);
    if (document.pages.length > MAX_PAGES)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`has ${document.pages.length} pages; at most ${MAX_PAGES} are read`);
    return document.pages.map((row, index) => {
        if (!Array.isArray(row))
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`page ${index + 1} of the compact baseline is not a row`);
        const [url, score, grade, failed] = row;
        return readResult({
            url,
            score,
            grade,
            'failed-checks': typeof failed === 'string' ? failed.split(' ').filter(Boolean) : failed,
        }, index);
    });
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 6461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readBaselineFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9888);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7960);
// baseline: <path>: a results file written by an earlier run, restored from a cache or
// downloaded as an artifact. A file that is not there is the first run's normal state.



/** Larger than any results file of 1,000 pages; a bigger one is not ours. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
async function readBaselineFile(path) {
    let text;
    try {
        const buffer = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
        if (buffer.length > MAX_FILE_BYTES)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .BaselineShapeError */ .z(`${path} has ${buffer.length} bytes, more than a results file`);
        text = buffer.toString('utf8');
    }
    catch (error) {
        if (error instanceof _types_js__WEBPACK_IMPORTED_MODULE_1__/* .BaselineShapeError */ .z)
            throw error;
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'there is no such file (the first run, or the cache or artifact was not restored)'
            : `it could not be read (${code ?? String(error)})`;
        return { kind: 'missing', reason: `${path}: ${why}` };
    }
    if (text.trim() === '')
        return { kind: 'missing', reason: `${path} is empty` };
    let document;
    try {
        document = JSON.parse(text);
    }
    catch {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .BaselineShapeError */ .z(`${path} is not JSON`);
    }
    try {
        return { kind: 'found', baseline: { from: path, pages: (0,_document_js__WEBPACK_IMPORTED_MODULE_2__/* .readBaselineDocument */ .XI)(document) } };
    }
    catch (error) {
        if (error instanceof _types_js__WEBPACK_IMPORTED_MODULE_1__/* .BaselineShapeError */ .z)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .BaselineShapeError */ .z(`${path} ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ failedCheckKeys),
/* harmony export */   _: () => (/* binding */ baselinePageOf)
/* harmony export */ });
/** Keys of the report's failed checks, in the report's order; null without checks. */
function failedCheckKeys(report) {
    if (report?.checks == null)
        return null;
    return Object.entries(report.checks)
        .filter(([, check]) => check.passed === false)
        .map(([key]) => key);
}
function baselinePageOf(outcome) {
    const result = outcome.failure === null && outcome.grade !== null;
    return {
        url: outcome.url,
        score: result ? outcome.score : null,
        grade: result ? outcome.grade : null,
        failedChecks: result ? failedCheckKeys(outcome.report) : null,
    };
}


/***/ }),

/***/ 7960:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ BaselineShapeError)
/* harmony export */ });
/** A baseline was found but is not one: the option names a file of another shape. */
class BaselineShapeError extends Error {
    name = 'BaselineShapeError';
}


/***/ }),

/***/ 629:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _client_action_entry_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9032);
/* harmony import */ var _client_action_main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8846);
// The action's main entry (dist/main/index.js): runs the audit, nothing else.


await (0,_client_action_entry_js__WEBPACK_IMPORTED_MODULE_0__/* .runEntry */ .C)(_client_action_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ resolveExtraHeaders)
/* harmony export */ });
// Extra request headers for the pages audited (the `headers` option): checked the same way by the
// client's option parser and by the analyzer that sends them.
// RFC 9110 token; values may not break the header line.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const HEADER_VALUE = /^[^\r\n\0]*$/;
/** Headers the analyzer sets itself or that only the HTTP layer may set. */
const RESERVED_HEADERS = new Set([
    'host',
    'content-length',
    'transfer-encoding',
    'connection',
    'keep-alive',
    'upgrade',
    'te',
    'accept',
    'accept-encoding',
]);
/**
 * The caller's extra headers, names lower-cased. A bad one is a TypeError naming the header and
 * what is allowed; the value is never quoted, since it is usually a secret.
 */
function resolveExtraHeaders(headers) {
    const resolved = {};
    for (const [name, value] of Object.entries(headers ?? {})) {
        const lower = name.trim().toLowerCase();
        if (!HEADER_NAME.test(lower)) {
            throw new TypeError(`headers: ${JSON.stringify(name)} is not a valid header name (letters, digits and !#$%&'*+.^_\`|~-)`);
        }
        if (RESERVED_HEADERS.has(lower)) {
            throw new TypeError(`headers: ${lower} is set by the analyzer and cannot be overridden`);
        }
        if (typeof value !== 'string' || !HEADER_VALUE.test(value)) {
            throw new TypeError(`headers: the value of ${lower} must be text without line breaks`);
        }
        resolved[lower] = value.trim();
    }
    return resolved;
}


/***/ }),

/***/ 4104:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  yh: () => (/* binding */ CATALOGUE),
  ku: () => (/* binding */ CATEGORY_NAMES),
  sC: () => (/* binding */ catalogueOrder),
  Tr: () => (/* binding */ checkEntry),
  cn: () => (/* binding */ describeCheck),
  wH: () => (/* binding */ isKnownCheck)
});

// UNUSED EXPORTS: CATEGORIES

// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __nccwpck_require__(7215);
// EXTERNAL MODULE: ./src/shared/findings/read.ts
var read = __nccwpck_require__(4208);
;// CONCATENATED MODULE: ./src/shared/findings/checks/view.ts
// What a formatter works with: the check's data, read tolerantly, plus the generic wording used
// for unknown keys and for error keys a formatter does not know.


function view(check) {
    const errors = (0,read/* rec */.D9)(check.errors) ?? {};
    return {
        value: check.value,
        errors,
        failed: check.passed === false,
        passed: check.passed === true,
        has: (key) => Object.hasOwn(errors, key),
        error: (key) => errors[key],
        otherErrors: (known) => Object.keys(errors).filter((key) => !known.includes(key)),
    };
}
const ERROR_WORDS = {
    missing: 'missing',
    length: 'wrong length',
    too_many: 'too many',
    duplicate: 'duplicated',
    too_slow: 'too slow',
    too_large: 'too large',
    bad_format: 'badly formed',
    failed: 'failed',
    bad_tags: 'obsolete tags',
    too_few: 'too few',
    too_small: 'too small',
};
/** One error key as a phrase: "too many (at most 150): 212". */
function errorPhrase(key, detail) {
    const word = ERROR_WORDS[key] ?? (0,format/* humaniseKey */.Oi)(key).toLowerCase();
    const bounds = [];
    const min = (0,read/* limit */.AB)(detail, 'min');
    const max = (0,read/* limit */.AB)(detail, 'max');
    if (min !== null)
        bounds.push(`at least ${min}`);
    if (max !== null)
        bounds.push(`at most ${max}`);
    let rest = detail;
    if ((0,read/* isRecord */.u4)(detail)) {
        const { min: _min, max: _max, ...others } = detail;
        rest = others;
    }
    const shown = (0,read/* summarise */.fS)(rest);
    return `${word}${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}${shown ? `: ${shown}` : ''}`;
}
/** The phrases of the given error keys, joined: for what a formatter leaves to the generic. */
function errorPhrases(check, keys) {
    return keys.map((key) => errorPhrase(key, check.error(key))).join('; ');
}
/**
 * Evidence for a check the catalogue does not know, or whose shape a formatter could not read:
 * the name, the error keys as words, and the value summarised. Never JSON.
 */
function genericEvidence(name, check) {
    const checked = view(check);
    const problems = errorPhrases(checked, Object.keys(checked.errors));
    const value = (0,read/* summarise */.fS)(checked.value);
    if (checked.failed) {
        if (problems !== '' && value !== '')
            return `${name}: ${problems}; found ${value}`;
        if (problems !== '')
            return `${name}: ${problems}`;
        return value !== '' ? `${name} failed; found ${value}` : `${name} failed`;
    }
    if (value !== '')
        return `${name}: ${value}`;
    return checked.passed ? `${name}: no problem found` : `${name}: not checked`;
}
/** Generic sentences for error keys a formatter does not word, appended to its own. */
function withOthers(sentences, check, known) {
    const others = check.otherErrors(known);
    const all = [...sentences];
    if (check.failed && others.length > 0)
        all.push((0,format/* capitalise */.sK)(errorPhrases(check, others)));
    return all.filter((text) => text !== '').join('. ');
}
/** "3 of 12 images" when the total is known, "3 images" otherwise. */
function someOf(part, total, noun) {
    if (total === part && part === 1)
        return `The only ${noun}`;
    if (total === part && part === 2)
        return `Both ${noun}s`;
    if (total === part && part > 1)
        return `All ${(0,format/* plural */.LS)(total, noun)}`;
    return total !== null && total > part ? `${part} of ${(0,format/* plural */.LS)(total, noun)}` : (0,format/* plural */.LS)(part, noun);
}
/** The first of several names that is a finite number in an object. */
function firstNumber(value, names) {
    for (const name of names) {
        const found = (0,read/* num */.bu)((0,read/* isRecord */.u4)(value) ? value[name] : undefined);
        if (found !== null)
            return found;
    }
    return null;
}
/** A string value, or the first string field of an object among the given names. */
function firstText(value, names = []) {
    const direct = (0,read/* str */.gx)(value);
    if (direct !== null)
        return direct;
    for (const name of names) {
        const found = (0,read/* str */.gx)((0,read/* isRecord */.u4)(value) ? value[name] : undefined);
        if (found !== null)
            return found;
    }
    return null;
}


;// CONCATENATED MODULE: ./src/shared/findings/checks/added.ts
// Checks our analyzer adds beyond the 36 of deployed services (issue 19). Their value shapes are
// still settling, so the evidence is read generically: the error keys as words, with whatever
// URLs, counts or statuses the value holds.



const EXAMPLES = 3;
const STATUS_TEXT = {
    200: 'OK',
    301: 'Moved Permanently',
    302: 'Found',
    303: 'See Other',
    307: 'Temporary Redirect',
    308: 'Permanent Redirect',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    410: 'Gone',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
};
function statusText(status) {
    const text = STATUS_TEXT[status];
    return text ? `${status} ${text}` : String(status);
}
const httpStatus = {
    key: 'http_status',
    name: 'HTTP status',
    category: 'seo',
    importance: 'high',
    why: 'A page that answers with an error status (4xx or 5xx) is dropped from search results.',
    fix: 'Make the address answer 200 OK: restore the page, fix the server error, or redirect it with a 301 to its replacement.',
    evidence(check) {
        const c = view(check);
        const status = (0,read/* num */.bu)(c.value) ??
            firstNumber(c.value, ['status', 'code']) ??
            firstNumber(c.error('failed'), ['status']);
        const out = [];
        if (status !== null)
            out.push(`The page answers ${statusText(status)}`);
        else if (c.failed)
            out.push('The page answers an error status');
        return withOthers(out, c, ['failed']);
    },
};
/** The hops of a redirect chain: URLs as strings, or `{url, status}` objects, in a list or under `chain`/`hops`. */
function hops(value) {
    const chain = (0,read/* list */.p_)(value).length > 0 ? (0,read/* list */.p_)(value) : (0,read/* list */.p_)((0,read/* field */.ZZ)(value, 'chain') ?? (0,read/* field */.ZZ)(value, 'hops'));
    return chain
        .map((hop) => {
        const url = (0,read/* str */.gx)(hop) ?? (0,read/* str */.gx)((0,read/* field */.ZZ)(hop, 'url')) ?? (0,read/* str */.gx)((0,read/* field */.ZZ)(hop, 'location'));
        const status = (0,read/* num */.bu)((0,read/* field */.ZZ)(hop, 'status'));
        return url === null ? '' : status !== null ? `${url} (${status})` : url;
    })
        .filter((hop) => hop !== '');
}
const redirects = {
    key: 'redirects',
    name: 'Redirects',
    category: 'seo',
    importance: 'medium',
    why: 'Every redirect slows the visit and can lose ranking signals; loops and temporary (302/307) redirects for moved pages confuse crawlers.',
    fix: 'Link straight to the final address, redirect in one hop, and use a permanent 301 or 308 for http to https and for moved pages.',
    evidence(check) {
        const c = view(check);
        const chain = hops(c.value);
        const n = firstNumber(c.value, ['count', 'redirects', 'length']) ??
            (chain.length > 0 ? chain.length - 1 : null);
        const out = [];
        if (chain.length > 1)
            out.push(`The address redirects ${(0,format/* plural */.LS)(n ?? chain.length - 1, 'time')}: ${chain.slice(0, 5).join(' → ')}`);
        else if (n !== null && n > 0)
            out.push(`The address redirects ${(0,format/* plural */.LS)(n, 'time')}`);
        else if (c.passed)
            out.push('The address answers without a redirect');
        const problems = Object.keys(c.errors);
        if (c.failed && problems.length > 0)
            out.push(`Problem: ${errorPhrases(c, problems)}`);
        return out.join('. ');
    },
};
const canonical = {
    key: 'canonical',
    name: 'Canonical URL',
    category: 'seo',
    importance: 'high',
    why: 'The canonical link tells search engines which address to rank; a wrong one (another host, a redirect, an error or a noindex page) hands the ranking elsewhere or drops the page.',
    fix: 'Give the page one <link rel="canonical"> with its own absolute https address (or the preferred copy\'s), answering 200 and indexable.',
    evidence(check) {
        const c = view(check);
        const href = firstText(c.value, ['href', 'url', 'canonical']);
        const out = [];
        if (c.has('missing') && !href)
            out.push('The page declares no canonical URL');
        else if (href)
            out.push(`The canonical URL is ${href}`);
        return withOthers(out, c, href ? [] : ['missing']);
    },
};
const hreflang = {
    key: 'hreflang',
    name: 'Hreflang',
    category: 'seo',
    importance: 'low',
    why: 'Hreflang links send searchers to the page in their own language and region; invalid ones are ignored.',
    fix: 'List every language version with valid codes (en, en-GB), absolute URLs, a self-reference and an x-default.',
    evidence(check) {
        const c = view(check);
        const tags = (0,read/* isRecord */.u4)(c.value) && (0,read/* list */.p_)(c.value).length === 0 && !('links' in c.value)
            ? Object.keys(c.value)
            : (0,read/* texts */.Te)((0,read/* field */.ZZ)(c.value, 'links') ?? c.value);
        const out = [];
        if (tags.length > 0)
            out.push(`The page lists ${(0,format/* plural */.LS)(tags.length, 'language version')}: ${(0,format/* listSample */.no)(tags, 5)}`);
        else if (c.passed)
            out.push('The page declares no language versions');
        return withOthers(out, c, []);
    },
};
const openGraph = {
    key: 'open_graph',
    name: 'Open Graph tags',
    category: 'miscellaneous',
    importance: 'low',
    why: 'Open Graph and Twitter card tags decide the title, text and picture shown when the page is shared.',
    fix: 'Add og:title, og:description, og:image (an absolute URL), og:url and a twitter:card tag.',
    evidence(check) {
        const c = view(check);
        const tags = (0,read/* isRecord */.u4)(c.value) && (0,read/* list */.p_)(c.value).length === 0 ? Object.keys(c.value) : (0,read/* texts */.Te)(c.value);
        const out = [];
        const missing = (0,read/* texts */.Te)(c.error('missing'));
        if (missing.length > 0)
            out.push(`Missing: ${(0,format/* listSample */.no)(missing, 5)}`);
        else if (c.has('missing') && tags.length === 0)
            out.push('The page has no Open Graph tags');
        if (tags.length > 0)
            out.push(`Found: ${(0,format/* listSample */.no)(tags, 5)}`);
        return withOthers(out, c, ['missing']);
    },
};
/** "3 of 12 images ..." from `{images, missing/without: n}` or a list of sources. */
function imageEvidence(check, name, 
/** The problem after the images' count: for one image, and for several. */
problem, passedText) {
    const c = view(check);
    const key = Object.keys(c.errors)[0];
    const sources = key === undefined ? [] : (0,read/* texts */.Te)(c.error(key));
    const total = firstNumber(c.value, ['images', 'total']);
    const bad = firstNumber(c.value, ['missing', 'without', 'withoutDimensions', 'eager', 'count']) ??
        ((0,read/* count */.U9)(c.error(key ?? '')) || sources.length);
    if (c.failed && bad > 0) {
        const part = someOf(bad, total !== null && total >= bad ? total : null, 'image');
        const shown = sources.length > 0 ? `: ${(0,format/* listSample */.no)(sources, EXAMPLES, Math.max(bad, sources.length))}` : '';
        return `${part} ${bad === 1 ? problem.one : problem.many}${shown}`;
    }
    if (c.passed)
        return passedText;
    return genericEvidence(name, check);
}
const imageDimensions = {
    key: 'image_dimensions',
    name: 'Image dimensions',
    category: 'performance',
    importance: 'low',
    why: 'Images without width and height make the layout jump while the page loads (layout shift), which search engines count against page experience.',
    fix: 'Set width and height attributes on every <img> (CSS can still scale it).',
    evidence(check) {
        return imageEvidence(check, 'Image dimensions', { one: 'has no width and height', many: 'have no width and height' }, 'Every image has its width and height set');
    },
};
const lazyLoading = {
    key: 'lazy_loading',
    name: 'Lazy-loaded images',
    category: 'performance',
    importance: 'low',
    why: 'Images below the first screen that load at once compete with what the visitor sees first and slow the page.',
    fix: 'Add loading="lazy" to images below the first few (never to the main image at the top).',
    evidence(check) {
        return imageEvidence(check, 'Lazy-loaded images', {
            one: 'below the first few loads at once (no loading="lazy")',
            many: 'below the first few load at once (no loading="lazy")',
        }, 'Images below the first few load lazily');
    },
};
const ADDED_ENTRIES = [
    httpStatus,
    redirects,
    canonical,
    hreflang,
    openGraph,
    imageDimensions,
    lazyLoading,
];

;// CONCATENATED MODULE: ./src/shared/findings/checks/miscellaneous.ts
// The document's form: metadata, markup hygiene, amount of content. Deployed services' checks.



const miscellaneous_EXAMPLES = 3;
/** Ours: `{jsonLd: [types], microdata, rdfa}`; phpRank: `{"Open Graph": {..}, "Schema.org": {..}}`. */
function structuredKinds(value) {
    if (!(0,read/* isRecord */.u4)(value))
        return (0,read/* texts */.Te)(value).slice(0, 6);
    const found = [];
    const labels = {
        jsonLd: 'JSON-LD',
        microdata: 'microdata',
        rdfa: 'RDFa',
    };
    for (const [kind, item] of Object.entries(value)) {
        const label = labels[kind];
        if (label === undefined) {
            if (item !== null &&
                item !== undefined &&
                (!(0,read/* isRecord */.u4)(item) || Object.keys(item).length > 0)) {
                found.push(kind);
            }
            continue;
        }
        const types = (0,read/* texts */.Te)(item);
        if (types.length > 0)
            found.push(`${(0,format/* listSample */.no)(types, 4)} (${label})`);
    }
    return found;
}
const structuredData = {
    key: 'structured_data',
    name: 'Structured data',
    category: 'miscellaneous',
    importance: 'medium',
    why: 'Valid schema.org data lets search engines understand the page and show rich results (stars, prices, breadcrumbs, FAQs).',
    fix: 'Describe the page in JSON-LD with a schema.org @type (Article, Product, BreadcrumbList, Organization...) and its required properties, and check it with a rich-results test.',
    evidence(check) {
        const c = view(check);
        const out = [];
        if (c.has('missing'))
            out.push('The page has no structured data (JSON-LD, microdata or RDFa)');
        if (c.has('bad_format')) {
            const detail = c.error('bad_format');
            const invalid = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'invalidJsonLd')) ?? (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'invalid_json_ld'));
            const notSchemaOrg = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'notSchemaOrg'));
            const withoutType = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'withoutType'));
            if (invalid !== null || notSchemaOrg !== null || withoutType !== null) {
                if (invalid)
                    out.push(`${(0,format/* plural */.LS)(invalid, 'JSON-LD block')} ${invalid === 1 ? 'does' : 'do'} not parse`);
                if (notSchemaOrg)
                    out.push(`${(0,format/* plural */.LS)(notSchemaOrg, 'item')} ${notSchemaOrg === 1 ? 'has' : 'have'} no schema.org @context`);
                if (withoutType)
                    out.push(`${(0,format/* plural */.LS)(withoutType, 'item')} ${withoutType === 1 ? 'has' : 'have'} no @type`);
            }
            else {
                const problems = (0,read/* texts */.Te)(detail);
                out.push(problems.length > 0
                    ? `The structured data has errors: ${(0,format/* listSample */.no)(problems, miscellaneous_EXAMPLES)}`
                    : 'The structured data is not valid');
            }
        }
        const incomplete = c.error('incomplete');
        if (Array.isArray(incomplete)) {
            for (const item of incomplete.slice(0, miscellaneous_EXAMPLES)) {
                const type = (0,read/* texts */.Te)((0,read/* field */.ZZ)(item, 'type'))[0] ?? 'An item';
                const missing = (0,read/* texts */.Te)((0,read/* field */.ZZ)(item, 'missing'));
                out.push(missing.length > 0
                    ? `${type} lacks ${(0,format/* joinWords */.yZ)(missing.slice(0, 6))}, which search engines require`
                    : `${type} lacks properties search engines require`);
            }
        }
        const kinds = structuredKinds(c.value);
        if (!c.has('missing') && kinds.length > 0 && out.length === 0) {
            out.push(`${c.failed ? 'Found' : 'The page describes itself as'} ${(0,format/* listSample */.no)(kinds, miscellaneous_EXAMPLES)}`);
        }
        return withOthers(out, c, ['missing', 'bad_format', 'incomplete']);
    },
};
const metaViewport = {
    key: 'meta_viewport',
    name: 'Mobile viewport',
    category: 'miscellaneous',
    importance: 'medium',
    why: 'Without a viewport tag phones show the desktop layout zoomed out, and search engines index the mobile version of pages first.',
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head.',
    evidence(check) {
        const c = view(check);
        const content = firstText(c.value, ['content']);
        const out = [];
        if (c.has('missing') || (c.failed && !content))
            out.push('The page has no viewport meta tag');
        else if (!c.failed && content)
            out.push(`The viewport is set to ${(0,format/* quote */.hD)(content, 60)}`);
        return withOthers(out, c, ['missing']);
    },
};
const charset = {
    key: 'charset',
    name: 'Character set',
    category: 'miscellaneous',
    importance: 'medium',
    why: 'Without a declared character set, browsers and crawlers may guess wrong and show accented letters as gibberish.',
    fix: 'Declare UTF-8: <meta charset="utf-8"> first in the head, or charset=utf-8 in the Content-Type header.',
    evidence(check) {
        const c = view(check);
        const name = firstText(c.value, ['charset', 'name']);
        const out = [];
        if (c.has('missing') || (c.failed && !name))
            out.push('The page does not declare its character set');
        else if (!c.failed && name)
            out.push(`The page declares its character set: ${name}`);
        return withOthers(out, c, ['missing']);
    },
};
const sitemap = {
    key: 'sitemap',
    name: 'XML sitemap',
    category: 'miscellaneous',
    importance: 'low',
    why: 'A sitemap lists the pages you want found, so search engines discover new and changed pages sooner.',
    fix: 'Publish /sitemap.xml listing the site\'s pages and name it in robots.txt with a "Sitemap:" line.',
    evidence(check) {
        const c = view(check);
        const urls = (0,read/* texts */.Te)(c.value);
        const out = [];
        if (c.failed && urls.length === 0)
            out.push('No sitemap was found in robots.txt or at /sitemap.xml');
        else if (urls.length > 0)
            out.push(`The sitemap is at ${(0,format/* listSample */.no)(urls, 2)}`);
        return withOthers(out, c, ['missing', 'failed']);
    },
};
const social = {
    key: 'social',
    name: 'Social sharing tags',
    category: 'miscellaneous',
    importance: 'low',
    why: 'Open Graph and Twitter card tags decide the title, text and picture shown when the page is shared, which brings visits and links.',
    fix: 'Add og:title, og:description, og:image and og:url meta tags, and twitter:card.',
    evidence(check) {
        const c = view(check);
        // Ours: the tag names; phpRank: links to social networks by network name.
        const found = Array.isArray(c.value)
            ? (0,read/* texts */.Te)(c.value)
            : (0,read/* isRecord */.u4)(c.value)
                ? Object.keys(c.value)
                : [];
        const out = [];
        if (c.failed && (c.has('missing') || found.length === 0)) {
            out.push('The page has no Open Graph or Twitter card tags');
        }
        else if (found.length > 0)
            out.push(`The page has ${(0,format/* listSample */.no)(found, 5)}`);
        return withOthers(out, c, ['missing']);
    },
};
const contentLength = {
    key: 'content_length',
    name: 'Amount of content',
    category: 'miscellaneous',
    importance: 'low',
    why: 'Pages with little text give search engines little to rank them for and are often judged thin content.',
    fix: "Write more useful text for the page's subject: answer the questions a visitor comes with.",
    evidence(check) {
        const c = view(check);
        const words = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['words', 'count']);
        const min = (0,read/* limit */.AB)(c.error('too_few'), 'min');
        const out = [];
        if (c.has('too_few')) {
            out.push(`The page has ${words !== null ? (0,format/* plural */.LS)(words, 'word') : 'too few words'} of text${min !== null ? `; aim for at least ${(0,format/* formatCount */.B4)(min)}` : ''}`);
        }
        else if (!c.failed && words !== null)
            out.push(`The page has ${(0,format/* plural */.LS)(words, 'word')} of text`);
        return withOthers(out, c, ['too_few']);
    },
};
const textHtmlRatio = {
    key: 'text_html_ratio',
    name: 'Text to HTML ratio',
    category: 'miscellaneous',
    importance: 'low',
    why: 'When markup and scripts far outweigh the text, the page is slow for what it says and the content is hard for crawlers to find.',
    fix: 'Trim markup, inline scripts and styles, or add more visible text.',
    evidence(check) {
        const c = view(check);
        const ratio = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['ratio', 'percent']);
        const min = (0,read/* limit */.AB)(c.error('too_small'), 'min');
        const out = [];
        if (c.has('too_small')) {
            out.push(`Text is ${ratio !== null ? (0,format/* formatPercent */.l9)(ratio) : 'too small a share'} of the HTML${min !== null ? `; aim for at least ${(0,format/* formatPercent */.l9)(min)}` : ''}`);
        }
        else if (!c.failed && ratio !== null)
            out.push(`Text is ${(0,format/* formatPercent */.l9)(ratio)} of the HTML`);
        return withOthers(out, c, ['too_small']);
    },
};
function styleSample(item) {
    const tag = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'tag'));
    const style = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'style')) ?? (0,read/* str */.gx)(item);
    if (style === null)
        return '';
    return tag ? `${tag} (${(0,format/* truncate */.xv)(style, 40)})` : (0,format/* truncate */.xv)(style, 40);
}
const inlineCss = {
    key: 'inline_css',
    name: 'Inline CSS',
    category: 'miscellaneous',
    importance: 'low',
    why: 'Style attributes repeat presentation in every page, make the HTML heavier and cannot be cached.',
    fix: 'Move style attributes into a stylesheet and use classes instead.',
    evidence(check) {
        const c = view(check);
        const samples = (0,read/* list */.p_)(c.error('failed'))
            .map(styleSample)
            .filter((text) => text !== '');
        const total = Math.max((0,read/* num */.bu)(c.value) ?? 0, samples.length);
        const out = [];
        if (c.failed) {
            out.push(`${total > 0 ? (0,format/* plural */.LS)(total, 'element') : 'Elements'} ${total === 1 ? 'has' : 'have'} a style attribute${samples.length > 0 ? `: ${(0,format/* listSample */.no)(samples, miscellaneous_EXAMPLES, total)}` : ''}`);
        }
        else if (c.passed)
            out.push('No element has a style attribute');
        return withOthers(out, c, ['failed']);
    },
};
const deprecatedHtmlTags = {
    key: 'deprecated_html_tags',
    name: 'Obsolete HTML elements',
    category: 'miscellaneous',
    importance: 'low',
    why: 'Obsolete elements such as <center> and <font> are not part of HTML any more; browsers and crawlers may treat them unpredictably.',
    fix: 'Replace them with current HTML and CSS (e.g. <center> with text-align: center).',
    evidence(check) {
        const c = view(check);
        const tags = c.error('bad_tags') ?? c.value;
        const named = [];
        if ((0,read/* isRecord */.u4)(tags) && (0,read/* list */.p_)(tags).length === 0) {
            for (const [tag, n] of Object.entries(tags)) {
                const times = (0,read/* count */.U9)(n);
                named.push(times !== null ? `${tag} (${(0,format/* formatCount */.B4)(times)})` : tag);
            }
        }
        else
            named.push(...(0,read/* texts */.Te)(tags));
        const out = [];
        if (c.failed) {
            out.push(named.length > 0
                ? `The page uses obsolete elements: ${(0,format/* listSample */.no)(named, 5)}`
                : 'The page uses obsolete elements');
        }
        else if (c.passed)
            out.push('The page uses no obsolete elements');
        return withOthers(out, c, ['bad_tags']);
    },
};
const doctype = {
    key: 'doctype',
    name: 'Doctype',
    category: 'miscellaneous',
    importance: 'medium',
    why: 'Without a doctype browsers render the page in quirks mode, which can break its layout for visitors.',
    fix: 'Start the document with <!DOCTYPE html>.',
    evidence(check) {
        const c = view(check);
        const declaration = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('missing') || (c.failed && !declaration))
            out.push('The page has no doctype');
        else if (c.failed)
            out.push(errorPhrase('failed', declaration));
        else if (declaration)
            out.push(`The page starts with ${declaration}`);
        return withOthers(out, c, ['missing']);
    },
};
const MISCELLANEOUS_ENTRIES = [
    structuredData,
    metaViewport,
    charset,
    sitemap,
    social,
    contentLength,
    textHtmlRatio,
    inlineCss,
    deprecatedHtmlTags,
    doctype,
];

;// CONCATENATED MODULE: ./src/shared/findings/checks/performance.ts
// How heavy and how fast the page is: the performance checks of deployed services.



const performance_EXAMPLES = 3;
const textCompression = {
    key: 'text_compression',
    name: 'Text compression',
    category: 'performance',
    importance: 'high',
    why: 'Compressed HTML arrives several times faster, and page speed is part of how search engines rank pages.',
    fix: 'Turn on Brotli or gzip compression for HTML, CSS and JavaScript in the web server or CDN.',
    evidence(check) {
        const c = view(check);
        const sent = firstNumber(c.value, ['transferBytes', 'transfer_bytes']) ?? (0,read/* num */.bu)(c.value);
        const body = firstNumber(c.value, ['bodyBytes', 'body_bytes']);
        const encoding = firstText((0,read/* field */.ZZ)(c.value, 'encoding'));
        const out = [];
        if (c.has('missing') || c.failed) {
            out.push(sent !== null
                ? `The HTML is sent uncompressed: ${(0,format/* formatBytes */.z3)(sent)} over the wire`
                : 'The HTML is sent uncompressed');
        }
        else if (c.passed) {
            const how = encoding ? `${encoding} compression` : 'compression';
            const sizes = sent !== null && body !== null && body > sent
                ? `: ${(0,format/* formatBytes */.z3)(sent)} over the wire for ${(0,format/* formatBytes */.z3)(body)} of HTML`
                : sent !== null
                    ? `: ${(0,format/* formatBytes */.z3)(sent)} over the wire`
                    : '';
            out.push(`The HTML is sent with ${how}${sizes}`);
        }
        return withOthers(out, c, ['missing']);
    },
};
const loadTime = {
    key: 'load_time',
    name: 'Load time',
    category: 'performance',
    importance: 'medium',
    why: 'Slow pages lose visitors and rank lower: search engines measure speed as part of page experience.',
    fix: "Speed up the server's answer (caching, a CDN, fewer database queries) and keep the HTML small.",
    evidence(check) {
        const c = view(check);
        // Services store seconds (0.013, "2.4").
        const seconds = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['seconds', 'time']);
        const max = (0,read/* limit */.AB)(c.error('too_slow'), 'max');
        const out = [];
        if (c.has('too_slow')) {
            out.push(`The page took ${seconds !== null ? (0,format/* formatDuration */.a3)(seconds * 1000) : 'too long'} to load${max !== null ? `; the limit is ${(0,format/* formatDuration */.a3)(max * 1000)}` : ''}`);
        }
        else if (!c.failed && seconds !== null) {
            out.push(`The page loaded in ${(0,format/* formatDuration */.a3)(seconds * 1000)}`);
        }
        return withOthers(out, c, ['too_slow']);
    },
};
const pageSize = {
    key: 'page_size',
    name: 'Page size',
    category: 'performance',
    importance: 'medium',
    why: 'A heavy HTML document takes longer to download and parse, above all on mobile networks.',
    fix: 'Move inline scripts, styles and data out of the HTML, paginate long lists, and remove unused markup.',
    evidence(check) {
        const c = view(check);
        const bytes = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['bytes', 'size']);
        const max = (0,read/* limit */.AB)(c.error('too_large'), 'max');
        const out = [];
        if (c.has('too_large')) {
            out.push(`The page weighs ${bytes !== null ? (0,format/* formatBytes */.z3)(bytes) : 'too much'}${max !== null ? `; the limit is ${(0,format/* formatBytes */.z3)(max)}` : ''}`);
        }
        else if (!c.failed && bytes !== null) {
            out.push(`The page weighs ${(0,format/* formatBytes */.z3)(bytes)}`);
        }
        return withOthers(out, c, ['too_large']);
    },
};
const REQUEST_NOUNS = {
    javascripts: 'script',
    css: 'stylesheet',
    stylesheets: 'stylesheet',
    media: 'media file',
    audios: 'audio file',
    videos: 'video',
    iframes: 'frame',
};
/** A kind of request as a singular noun: "scripts" and "JavaScripts" -> "script". */
function requestNoun(kind) {
    const lower = kind.toLowerCase();
    return REQUEST_NOUNS[lower] ?? lower.replace(/s$/, '');
}
/** `{total, scripts: 3, images: 9}` (ours) or `{JavaScripts: [..], CSS: [..]}` (phpRank). */
function requestKinds(value) {
    if (!(0,read/* isRecord */.u4)(value))
        return { total: (0,read/* num */.bu)(value) ?? ((0,read/* list */.p_)(value).length || null), parts: [] };
    let sum = 0;
    const parts = [];
    for (const [kind, item] of Object.entries(value)) {
        if (kind === 'total')
            continue;
        const n = (0,read/* num */.bu)(item) ?? (0,read/* list */.p_)(item).length;
        if (n <= 0)
            continue;
        sum += n;
        parts.push([kind, n]);
    }
    parts.sort((a, b) => b[1] - a[1]);
    const total = (0,read/* num */.bu)(value.total) ?? (parts.length > 0 ? sum : null);
    return { total, parts: parts.map(([kind, n]) => (0,format/* plural */.LS)(n, requestNoun(kind))) };
}
const httpRequests = {
    key: 'http_requests',
    name: 'HTTP requests',
    category: 'performance',
    importance: 'medium',
    why: 'Every file the page loads adds a round trip before it is usable, which slows the page down.',
    fix: 'Bundle scripts and stylesheets, lazy-load images below the fold, and drop third-party widgets you do not need.',
    evidence(check) {
        const c = view(check);
        const kinds = requestKinds(c.value);
        const detail = c.error('too_many');
        const total = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'count')) ?? kinds.total;
        const max = (0,read/* limit */.AB)(detail, 'max');
        const split = kinds.parts.length > 0 ? ` (${kinds.parts.slice(0, 4).join(', ')})` : '';
        const out = [];
        if (c.has('too_many')) {
            out.push(`The page makes ${total !== null ? (0,format/* plural */.LS)(total, 'request') : 'too many requests'}${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}${split}`);
        }
        else if (!c.failed && total !== null) {
            out.push(`The page makes ${(0,format/* plural */.LS)(total, 'request')}${split}`);
        }
        return withOthers(out, c, ['too_many']);
    },
};
function formatNames(value) {
    const formats = (0,read/* texts */.Te)((0,read/* field */.ZZ)(value, 'formats') ?? (Array.isArray(value) ? value : [])).map((f) => f.toUpperCase() === 'WEBP' ? 'WebP' : f.toUpperCase());
    return formats.length > 0 ? (0,format/* joinWords */.yZ)(formats).replace(/ and /, ' or ') : 'AVIF or WebP';
}
const imageFormat = {
    key: 'image_format',
    name: 'Modern image formats',
    category: 'performance',
    importance: 'medium',
    why: 'AVIF and WebP images are a fraction of the size of JPEG and PNG, so the page loads faster.',
    fix: 'Serve images as AVIF or WebP (a <picture> with <source type="image/avif"> keeps a fallback for old browsers).',
    evidence(check) {
        const c = view(check);
        const urls = (0,read/* texts */.Te)(c.error('bad_format'));
        const legacy = firstNumber(c.value, ['legacy']) ?? urls.length;
        const total = firstNumber(c.value, ['images', 'total']);
        const wanted = formatNames(c.value);
        const out = [];
        if (c.has('bad_format')) {
            const shown = urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, performance_EXAMPLES, Math.max(legacy, urls.length))}` : '';
            out.push(legacy > 0
                ? `${someOf(legacy, total, 'image')} ${legacy === 1 ? 'is' : 'are'} not in ${wanted}${shown}`
                : `Some images are not in ${wanted}`);
        }
        else if (!c.failed) {
            if (total === 0)
                out.push('The page has no images');
            else if (total !== null)
                out.push('No image is served only in an older format such as JPEG, PNG or GIF');
        }
        return withOthers(out, c, ['bad_format']);
    },
};
const deferJavascript = {
    key: 'defer_javascript',
    name: 'Deferred JavaScript',
    category: 'performance',
    importance: 'low',
    why: 'A script without defer or async stops the browser from showing the page until it has downloaded and run.',
    fix: 'Add defer (or async for independent scripts) to every <script src>, or load them as modules.',
    evidence(check) {
        const c = view(check);
        const urls = (0,read/* texts */.Te)(c.error('missing'));
        const blocking = firstNumber(c.value, ['blocking']) ?? urls.length;
        const total = firstNumber(c.value, ['scripts', 'total']);
        const out = [];
        if (c.has('missing')) {
            const shown = urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, performance_EXAMPLES, Math.max(blocking, urls.length))}` : '';
            out.push(`${someOf(Math.max(blocking, 1), total, 'script')} ${blocking === 1 ? 'blocks' : 'block'} rendering (no defer or async)${shown}`);
        }
        else if (!c.failed) {
            out.push(total === 0 ? 'The page loads no external scripts' : 'No script blocks rendering');
        }
        return withOthers(out, c, ['missing']);
    },
};
const domSize = {
    key: 'dom_size',
    name: 'DOM size',
    category: 'performance',
    importance: 'low',
    why: 'A page with thousands of elements is slow to lay out and to respond, above all on phones.',
    fix: 'Simplify the markup: remove wrapper elements, paginate long lists and render hidden content on demand.',
    evidence(check) {
        const c = view(check);
        const elements = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['count', 'elements', 'nodes']);
        const max = (0,read/* limit */.AB)(c.error('too_many'), 'max');
        const out = [];
        if (c.has('too_many')) {
            out.push(`The page has ${elements !== null ? (0,format/* plural */.LS)(elements, 'element') : 'too many elements'}${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}`);
        }
        else if (!c.failed && elements !== null)
            out.push(`The page has ${(0,format/* plural */.LS)(elements, 'element')}`);
        return withOthers(out, c, ['too_many']);
    },
};
const http2 = {
    key: 'http2',
    name: 'HTTP/2',
    category: 'performance',
    importance: 'medium',
    why: "HTTP/2 loads a page's files in parallel over one connection, so pages with many files load faster.",
    fix: 'Turn on HTTP/2 (or HTTP/3) in the web server, load balancer or CDN; it needs https.',
    evidence(check) {
        const c = view(check);
        const protocol = (0,read/* str */.gx)(c.value);
        const name = (text) => /^h2$|^2(\.0)?$/i.test(text)
            ? 'HTTP/2'
            : /^h3$|^3$/i.test(text)
                ? 'HTTP/3'
                : /^http\//i.test(text)
                    ? text.toUpperCase()
                    : `HTTP/${text}`;
        const out = [];
        if (c.failed) {
            out.push(protocol
                ? `The page is served over ${name(protocol)}, not HTTP/2`
                : 'The page is not served over HTTP/2');
        }
        else if (c.passed && protocol)
            out.push(`The page is served over ${name(protocol)}`);
        return withOthers(out, c, ['missing']);
    },
};
const PERFORMANCE_ENTRIES = [
    textCompression,
    loadTime,
    pageSize,
    httpRequests,
    imageFormat,
    deferJavascript,
    domSize,
    http2,
];

;// CONCATENATED MODULE: ./src/shared/findings/checks/security.ts
// How safely the page is served: the security checks of deployed services.



const security_EXAMPLES = 3;
const httpsEncryption = {
    key: 'https_encryption',
    name: 'HTTPS',
    category: 'security',
    importance: 'high',
    why: 'Search engines rank https pages first and browsers mark plain http pages as "Not secure".',
    fix: 'Serve the site over https with a valid certificate and redirect every http address to it with a 301.',
    evidence(check) {
        const c = view(check);
        const value = (0,read/* str */.gx)(c.value);
        const url = value?.includes('://') ? value : null;
        const out = [];
        if (c.failed)
            out.push(`The page is served over plain http${url ? `: ${url}` : ''}`);
        else if (c.passed)
            out.push('The page is served over https');
        return withOthers(out, c, ['missing']);
    },
};
const mixedContent = {
    key: 'mixed_content',
    name: 'Mixed content',
    category: 'security',
    importance: 'medium',
    why: 'An https page that loads files over http is not fully secure: browsers block or flag those files and the page may break.',
    fix: 'Load every script, stylesheet, image and frame over https (or add the CSP directive upgrade-insecure-requests).',
    evidence(check) {
        const c = view(check);
        const detail = c.error('failed');
        // Ours: the URLs in the value, the count in the error; phpRank: the URLs by kind in the error.
        const urls = (0,read/* texts */.Te)(Array.isArray(c.value)
            ? c.value
            : (0,read/* isRecord */.u4)(detail) && detail.count === undefined
                ? detail
                : c.value);
        const total = Math.max((0,read/* count */.U9)(detail) ?? 0, urls.length);
        const out = [];
        if (c.failed) {
            out.push(total > 0
                ? `The https page loads ${(0,format/* plural */.LS)(total, 'file')} over http${urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, security_EXAMPLES, total)}` : ''}`
                : 'The https page loads files over http');
        }
        else if (c.passed) {
            out.push((0,read/* field */.ZZ)(c.value, 'upgradedByCsp') !== undefined
                ? 'Files linked over http are upgraded to https by the Content-Security-Policy'
                : 'Every file is loaded over https');
        }
        return withOthers(out, c, ['failed']);
    },
};
const serverSignature = {
    key: 'server_signature',
    name: 'Server signature',
    category: 'security',
    importance: 'medium',
    why: 'Headers that name the server software and its version tell attackers which known flaws to try.',
    fix: 'Hide version numbers in the Server header and remove X-Powered-By and X-AspNet-Version (e.g. server_tokens off, expose_php off).',
    evidence(check) {
        const c = view(check);
        const detail = c.error('failed');
        const headers = [];
        if ((0,read/* isRecord */.u4)(detail)) {
            for (const [name, value] of Object.entries(detail)) {
                const text = (0,read/* str */.gx)(value);
                if (text !== null)
                    headers.push(`${headerName(name)}: ${text}`);
            }
        }
        if (headers.length === 0) {
            const server = (0,read/* str */.gx)((0,read/* field */.ZZ)(c.value, 'server')) ?? (0,read/* texts */.Te)(c.value)[0] ?? null;
            if (server !== null)
                headers.push(`Server: ${server}`);
        }
        const out = [];
        if (c.failed) {
            out.push(headers.length > 0
                ? `The server's headers reveal its software: ${(0,format/* listSample */.no)(headers, security_EXAMPLES)}`
                : "The server's headers reveal its software");
        }
        else if (c.passed)
            out.push("The server's headers reveal no version number");
        return withOthers(out, c, ['failed']);
    },
};
/** "x-powered-by" -> "X-Powered-By". */
function headerName(name) {
    return name.replace(/(^|-)([a-z])/g, (_match, dash, letter) => dash + letter.toUpperCase());
}
const unsafeCrossOriginLinks = {
    key: 'unsafe_cross_origin_links',
    name: 'Unsafe cross-origin links',
    category: 'security',
    importance: 'medium',
    why: 'A link that opens another site in a new tab without rel="noopener" lets that site take over the tab it came from (tabnabbing).',
    fix: 'Add rel="noopener" (or "noreferrer") to every link with target="_blank" that leads to another site.',
    evidence(check) {
        const c = view(check);
        const detail = c.error('failed');
        const urls = (0,read/* texts */.Te)(Array.isArray(c.value) && c.value.length > 0
            ? c.value
            : Array.isArray(detail)
                ? detail
                : c.value);
        const total = Math.max((0,read/* count */.U9)(detail) ?? 0, urls.length);
        const out = [];
        if (c.failed) {
            out.push(`${total > 0 ? (0,format/* plural */.LS)(total, 'link') : 'Links'} ${total === 1 ? 'opens' : 'open'} another site in a new tab without rel="noopener"${urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, security_EXAMPLES, total)}` : ''}`);
        }
        else if (c.passed)
            out.push('Every link that opens another site in a new tab has rel="noopener"');
        return withOthers(out, c, ['failed']);
    },
};
const hsts = {
    key: 'htst',
    name: 'HSTS header',
    category: 'security',
    importance: 'low',
    why: 'Strict-Transport-Security makes browsers always use https for the site, so no visitor is ever sent to an insecure copy.',
    fix: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains on every https answer.',
    evidence(check) {
        const c = view(check);
        const header = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('missing') || (c.failed && header === null)) {
            out.push('The page sends no Strict-Transport-Security header');
        }
        else if (c.has('bad_format')) {
            const maxAge = (0,read/* num */.bu)((0,read/* field */.ZZ)(c.error('bad_format'), 'maxAge'));
            out.push(`The Strict-Transport-Security header has no positive max-age${maxAge !== null ? ` (max-age=${maxAge})` : ''}${header ? `: ${(0,format/* quote */.hD)(header, 60)}` : ''}`);
        }
        else if (c.passed && header)
            out.push(`Strict-Transport-Security: ${header}`);
        return withOthers(out, c, ['missing', 'bad_format']);
    },
};
const plaintextEmail = {
    key: 'plaintext_email',
    name: 'Plain-text e-mail addresses',
    category: 'security',
    importance: 'low',
    why: 'E-mail addresses written out in the page are harvested by spam bots.',
    fix: 'Replace written-out addresses with a contact form, or obfuscate them.',
    evidence(check) {
        const c = view(check);
        const detail = c.error('failed');
        const emails = (0,read/* texts */.Te)(Array.isArray(c.value) && c.value.length > 0 ? c.value : detail);
        const total = Math.max((0,read/* count */.U9)(detail) ?? 0, emails.length);
        const out = [];
        if (c.failed) {
            out.push(`The page shows ${total > 0 ? (0,format/* plural */.LS)(total, 'e-mail address', 'e-mail addresses') : 'e-mail addresses'} to spam bots${emails.length > 0 ? `: ${(0,format/* listSample */.no)(emails, security_EXAMPLES, total)}` : ''}`);
        }
        else if (c.passed)
            out.push('The page shows no e-mail address');
        return withOthers(out, c, ['failed']);
    },
};
const SECURITY_ENTRIES = [
    httpsEncryption,
    mixedContent,
    serverSignature,
    unsafeCrossOriginLinks,
    hsts,
    plaintextEmail,
];

;// CONCATENATED MODULE: ./src/shared/findings/checks/seo.ts
// How a search engine finds, reads and lists the page: the seo checks of deployed services.



const seo_EXAMPLES = 3;
function keywords(value) {
    const words = (0,read/* texts */.Te)(value).slice(0, 8);
    return words.join(', ');
}
const title = {
    key: 'title',
    name: 'Title',
    category: 'seo',
    importance: 'high',
    why: 'The title is the blue link in search results and the first thing that tells a search engine what the page is about.',
    fix: 'Give the page one <title> that names its subject in 30 to 60 characters, main keyword first.',
    evidence(check) {
        const c = view(check);
        const text = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('missing') || (c.failed && text === null && !c.has('length'))) {
            out.push('The page has no title');
        }
        else if (c.has('length')) {
            const detail = c.error('length');
            const length = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'length')) ?? (text === null ? null : [...text].length);
            const min = (0,read/* limit */.AB)(detail, 'min');
            const max = (0,read/* limit */.AB)(detail, 'max');
            const shown = text === null ? '' : `: ${(0,format/* quote */.hD)(text, 60)}`;
            if (length !== null && max !== null && length > max) {
                out.push(`The title has ${(0,format/* plural */.LS)(length, 'character')}; keep it to ${max} or fewer${shown}`);
            }
            else if (length !== null && min !== null && length < min) {
                out.push(`The title has ${(0,format/* plural */.LS)(length, 'character')}; use at least ${min}${shown}`);
            }
            else {
                out.push(`The title's length is outside the limits${shown}`);
            }
        }
        else if (text !== null) {
            out.push(`The title has ${(0,format/* plural */.LS)([...text].length, 'character')}: ${(0,format/* quote */.hD)(text, 60)}`);
        }
        if (c.has('too_many')) {
            const titles = (0,read/* count */.U9)(c.error('too_many'));
            out.push(titles !== null && titles > 1
                ? `The page has ${titles} title elements; search engines read only one`
                : 'The page has more than one title element; search engines read only one');
        }
        return withOthers(out, c, ['missing', 'length', 'too_many']);
    },
};
const metaDescription = {
    key: 'meta_description',
    name: 'Meta description',
    category: 'seo',
    importance: 'high',
    why: 'Search engines often show the meta description as the snippet under the title, and a clear one earns more clicks.',
    fix: 'Add one <meta name="description"> that sums up the page in 70 to 160 characters.',
    evidence(check) {
        const c = view(check);
        const text = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('missing') || (c.failed && text === null && !c.has('length'))) {
            out.push('The page has no meta description');
        }
        else if (c.has('length') && text !== null) {
            const detail = c.error('length');
            const length = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'length')) ?? [...text].length;
            const min = (0,read/* limit */.AB)(detail, 'min');
            const max = (0,read/* limit */.AB)(detail, 'max');
            const range = min !== null && max !== null ? `; keep it between ${min} and ${max}` : '';
            out.push(`The meta description has ${(0,format/* plural */.LS)(length, 'character')}${range}: ${(0,format/* quote */.hD)(text, 80)}`);
        }
        else if (text !== null) {
            out.push(`The meta description has ${(0,format/* plural */.LS)([...text].length, 'character')}: ${(0,format/* quote */.hD)(text, 80)}`);
        }
        if (c.has('duplicate') || c.has('too_many')) {
            const found = (0,read/* count */.U9)(c.error('duplicate') ?? c.error('too_many'));
            out.push(found !== null && found > 1
                ? `The page has ${found} meta descriptions; keep one`
                : 'The page has more than one meta description; keep one');
        }
        return withOthers(out, c, ['missing', 'length', 'duplicate', 'too_many']);
    },
};
function headingsOf(value, level) {
    return (0,read/* texts */.Te)((0,read/* field */.ZZ)(value, level) ?? (0,read/* field */.ZZ)(value, level.toUpperCase()));
}
const headings = {
    key: 'headings',
    name: 'Headings',
    category: 'seo',
    importance: 'high',
    why: 'The main heading (h1) tells search engines and readers what the page is about; the other headings show its structure.',
    fix: 'Give the page exactly one <h1> that states its subject, and use <h2> to <h6> for its sections.',
    evidence(check) {
        const c = view(check);
        const h1 = headingsOf(c.value, 'h1');
        const out = [];
        if (c.has('missing'))
            out.push('The page has no h1 heading');
        if (c.has('too_many')) {
            const found = (0,read/* count */.U9)(c.error('too_many')) ?? (h1.length > 1 ? h1.length : null);
            const shown = h1.length > 0
                ? `: ${(0,format/* listSample */.no)(h1.map((text) => (0,format/* quote */.hD)(text, 30)), seo_EXAMPLES)}`
                : '';
            out.push(found !== null
                ? `The page has ${found} h1 headings${shown}; keep one`
                : `The page has more than one h1 heading${shown}; keep one`);
        }
        if (c.has('duplicate')) {
            out.push(`The h1 heading repeats the title word for word${h1[0] ? `: ${(0,format/* quote */.hD)(h1[0])}` : ''}`);
        }
        if (out.length === 0 && !c.failed) {
            const levels = (0,read/* isRecord */.u4)(c.value)
                ? Object.entries(c.value)
                    .filter(([level]) => /^h[2-6]$/i.test(level))
                    .map(([level, items]) => `${(0,read/* list */.p_)(items).length} ${level.toLowerCase()}`)
                : [];
            const main = h1[0] ? `The h1 heading is ${(0,format/* quote */.hD)(h1[0])}` : '';
            const rest = levels.length > 0 ? `${main ? '; also ' : 'Headings: '}${levels.join(', ')}` : '';
            out.push(`${main}${rest}`);
        }
        return withOthers(out, c, ['missing', 'too_many', 'duplicate']);
    },
};
const contentKeywords = {
    key: 'content_keywords',
    name: 'Title keywords in the content',
    category: 'seo',
    importance: 'high',
    why: 'A page whose text never uses the words of its title looks off-topic to search engines for those words.',
    fix: "Use the title's main words in the page's visible text, in headings and the first paragraph.",
    evidence(check) {
        const c = view(check);
        const out = [];
        if (c.has('missing')) {
            const wanted = keywords(c.error('missing'));
            out.push(wanted !== ''
                ? `None of the title's words appear in the page's text: ${wanted}`
                : 'The title has no words to look for in the text');
        }
        else if (!c.failed) {
            const found = keywords(c.value);
            if (found !== '')
                out.push(`The text uses the title's words: ${found}`);
        }
        return withOthers(out, c, ['missing']);
    },
};
const imageKeywords = {
    key: 'image_keywords',
    name: 'Image alt text',
    category: 'seo',
    importance: 'high',
    why: 'Search engines read the alt text to understand images and rank them in image search; screen readers read it aloud.',
    fix: 'Give every <img> an alt attribute that describes it (alt="" for purely decorative images).',
    evidence(check) {
        const c = view(check);
        const total = firstNumber(c.value, ['images', 'total']);
        const sources = (0,read/* texts */.Te)(c.error('missing'));
        const without = firstNumber(c.value, ['withoutAlt', 'without_alt', 'missing']) ?? sources.length;
        const out = [];
        if (c.has('missing')) {
            const shown = sources.length > 0
                ? `: ${(0,format/* listSample */.no)(sources, seo_EXAMPLES, Math.max(without, sources.length))}`
                : '';
            out.push(without > 0
                ? `${someOf(without, total, 'image')} ${without === 1 ? 'has' : 'have'} no alt text${shown}`
                : 'Some images have no alt text');
        }
        else if (!c.failed) {
            if (total === 0)
                out.push('The page has no images');
            else if (total === 1)
                out.push('The only image has alt text');
            else if (total !== null)
                out.push(`All ${(0,format/* plural */.LS)(total, 'image')} have alt text`);
        }
        return withOthers(out, c, ['missing']);
    },
};
const seoFriendlyUrl = {
    key: 'seo_friendly_url',
    name: 'SEO-friendly URL',
    category: 'seo',
    importance: 'high',
    why: 'A short address made of words tells searchers and search engines what the page holds before they open it.',
    fix: "Use lower-case words separated by hyphens in the path, with the page's main keyword and no query string (redirect the old address with a 301).",
    evidence(check) {
        const c = view(check);
        const url = (0,read/* str */.gx)(c.value);
        const at = url ? `: ${url}` : '';
        const out = [];
        if (c.has('bad_format')) {
            const reasons = (0,read/* texts */.Te)(c.error('bad_format'));
            out.push(reasons.length > 0
                ? `The address has ${(0,format/* joinWords */.yZ)(reasons)}${at}`
                : `The address has characters that do not read as words (?, =, _, %, commas or spaces)${at}`);
        }
        if (c.has('missing')) {
            const wanted = keywords(c.error('missing'));
            out.push(wanted !== ''
                ? `The address holds none of the title's words (${wanted})${c.has('bad_format') ? '' : at}`
                : `The address holds none of the title's words${c.has('bad_format') ? '' : at}`);
        }
        if (out.length === 0 && !c.failed && url)
            out.push(`The address reads as words: ${url}`);
        return withOthers(out, c, ['bad_format', 'missing']);
    },
};
function pathOf(url) {
    if (url === null)
        return null;
    const parsed = URL.parse(url);
    return parsed ? parsed.pathname : url;
}
const notFoundPage = {
    key: '404_page',
    name: '404 page',
    category: 'seo',
    importance: 'high',
    why: 'A missing page that answers "200 OK" (a soft 404) gets crawled and indexed as if it were content, wasting crawl budget on empty pages.',
    fix: 'Make the server answer unknown addresses with status 404 (or 410) and a helpful page linking to the rest of the site.',
    evidence(check) {
        const c = view(check);
        const probe = pathOf(firstText(c.value, ['url']));
        const status = (0,read/* num */.bu)((0,read/* field */.ZZ)(c.error('failed'), 'status')) ?? firstNumber(c.value, ['status']);
        const address = probe ? ` (${probe})` : '';
        const out = [];
        if (c.failed) {
            out.push(status !== null
                ? `An address that does not exist${address} answers ${status} instead of 404`
                : 'An address that does not exist does not answer 404 Not Found');
        }
        else if (c.passed) {
            out.push(`An address that does not exist${address} answers ${status ?? 404}`);
        }
        return withOthers(out, c, ['failed', 'missing']);
    },
};
/** `<meta name="robots" content="noindex">` reads as: robots meta tag "noindex". */
function directive(text) {
    const meta = /<meta[^>]*name\s*=\s*["']?([\w-]+)[^>]*content\s*=\s*["']([^"']*)["']/i.exec(text);
    if (meta)
        return `${meta[1]?.toLowerCase()} meta tag "${meta[2]}"`;
    return text.includes(':') || text.includes('"') ? text : `"${text}"`;
}
const noindex = {
    key: 'noindex',
    name: 'Indexing allowed (noindex)',
    category: 'seo',
    importance: 'high',
    why: 'A noindex directive keeps the page out of search results altogether, whatever else is right with it.',
    fix: 'Remove "noindex" (and "none") from the robots meta tag and the X-Robots-Tag header of pages that should be found.',
    evidence(check) {
        const c = view(check);
        const found = (0,read/* texts */.Te)(c.error('failed'));
        const from = found.length > 0 ? found : (0,read/* texts */.Te)(c.value);
        const out = [];
        if (c.failed) {
            out.push(from.length > 0
                ? `The page tells search engines not to list it: ${(0,format/* listSample */.no)(from.map(directive), seo_EXAMPLES)}`
                : 'The page tells search engines not to list it (noindex)');
        }
        else if (c.passed) {
            out.push('Nothing on the page keeps it out of search results');
        }
        return withOthers(out, c, ['failed', 'missing']);
    },
};
const robots = {
    key: 'robots',
    name: 'robots.txt access',
    category: 'seo',
    importance: 'high',
    why: 'A page that robots.txt disallows is not crawled, so search engines cannot read it or keep it up to date.',
    fix: 'Remove or narrow the Disallow rule in robots.txt that matches this page, and make robots.txt answer 200 or 404, never 5xx.',
    evidence(check) {
        const c = view(check);
        const detail = c.error('failed');
        const status = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'status'));
        const rules = (0,read/* texts */.Te)((0,read/* field */.ZZ)(detail, 'rule') ?? ((0,read/* isRecord */.u4)(detail) ? undefined : detail));
        const valueStatus = firstNumber(c.value, ['status']);
        const out = [];
        if (c.failed) {
            if (status !== null) {
                out.push(`robots.txt answers ${status}; crawlers then stay away from the whole site`);
            }
            else if (rules.length > 0) {
                const shown = rules.map((rule) => /^(dis)?allow\s*:/i.test(rule) ? rule : `Disallow: ${rule}`);
                out.push(`robots.txt blocks this page for crawlers: ${(0,format/* listSample */.no)(shown, seo_EXAMPLES)}`);
            }
            else {
                out.push('robots.txt blocks this page for crawlers');
            }
        }
        else if (c.passed) {
            out.push(valueStatus !== null && (valueStatus < 200 || valueStatus >= 300)
                ? `There is no robots.txt (it answers ${valueStatus}), so nothing is blocked`
                : 'robots.txt lets crawlers read this page');
        }
        return withOthers(out, c, ['failed']);
    },
};
function linkCounts(value) {
    const internal = firstNumber(value, ['internal']) ?? listLength(value, ['Internals', 'internals']);
    const external = firstNumber(value, ['external']) ?? listLength(value, ['Externals', 'externals']);
    const total = firstNumber(value, ['total', 'count']) ??
        (internal !== null || external !== null ? (internal ?? 0) + (external ?? 0) : null);
    return { total, internal, external };
}
function listLength(value, names) {
    for (const name of names) {
        const found = (0,read/* field */.ZZ)(value, name);
        if (found !== undefined)
            return (0,read/* list */.p_)(found).length;
    }
    return null;
}
const inPageLinks = {
    key: 'in_page_links',
    name: 'Number of links',
    category: 'seo',
    importance: 'medium',
    why: "Each link passes on a share of the page's weight; hundreds of them dilute it and make the important ones hard to find.",
    fix: 'Keep the links that help the reader (at most about 150): trim mega-menus, footers and repeated links.',
    evidence(check) {
        const c = view(check);
        const counts = linkCounts(c.value);
        const detail = c.error('too_many');
        const total = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'count')) ?? counts.total;
        const max = (0,read/* limit */.AB)(detail, 'max');
        const split = counts.internal !== null && counts.external !== null
            ? ` (${(0,format/* formatCount */.B4)(counts.internal)} internal, ${(0,format/* formatCount */.B4)(counts.external)} external)`
            : '';
        const out = [];
        if (c.has('too_many')) {
            out.push(total !== null
                ? `The page has ${(0,format/* plural */.LS)(total, 'link')}${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}${split}`
                : `The page has too many links${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}`);
        }
        else if (!c.failed && total !== null) {
            out.push(total === 0 ? 'The page has no links' : `The page has ${(0,format/* plural */.LS)(total, 'link')}${split}`);
        }
        return withOthers(out, c, ['too_many']);
    },
};
const language = {
    key: 'language',
    name: 'Language',
    category: 'seo',
    importance: 'medium',
    why: 'The declared language helps search engines show the page to people searching in that language.',
    fix: 'Declare the page\'s language on the html element, e.g. <html lang="en"> or lang="en-GB".',
    evidence(check) {
        const c = view(check);
        const lang = firstText(c.value, ['lang']) ?? firstText(c.error('bad_format'), ['lang']);
        const out = [];
        if (c.has('missing'))
            out.push('The html element has no lang attribute');
        else if (c.has('bad_format')) {
            out.push(`${lang ? (0,format/* quote */.hD)(lang, 20) : 'The declared language'} is not a valid language tag such as en or en-GB`);
        }
        else if (!c.failed && lang)
            out.push(`The page declares its language: ${lang}`);
        return withOthers(out, c, ['missing', 'bad_format']);
    },
};
const favicon = {
    key: 'favicon',
    name: 'Favicon',
    category: 'seo',
    importance: 'medium',
    why: "Search results on phones show the site's icon next to its name; without one the result looks less trustworthy.",
    fix: 'Add <link rel="icon" href="/favicon.svg"> (or a PNG of at least 48×48 px) to the page\'s head.',
    evidence(check) {
        const c = view(check);
        const href = firstText(c.value, ['url', 'href']);
        const out = [];
        if (c.has('missing') || (c.failed && !href))
            out.push('The page declares no favicon');
        else if (!c.failed && href)
            out.push(`The favicon is ${href}`);
        return withOthers(out, c, ['missing']);
    },
};
const SEO_ENTRIES = [
    title,
    metaDescription,
    headings,
    contentKeywords,
    imageKeywords,
    seoFriendlyUrl,
    notFoundPage,
    noindex,
    robots,
    inPageLinks,
    language,
    favicon,
];

;// CONCATENATED MODULE: ./src/shared/findings/catalogue.ts
// The catalogue of checks: every key of deployed services (docs/compatibility.md) and those our
// analyzer adds, each worded once (name, category, importance, why, fix, evidence) for every
// renderer. A key it does not know still reads well: humanised name, value summarised.








/** In report order: seo, performance, security, miscellaneous, then the added checks. */
const CATALOGUE = [
    ...SEO_ENTRIES,
    ...PERFORMANCE_ENTRIES,
    ...SECURITY_ENTRIES,
    ...MISCELLANEOUS_ENTRIES,
    ...ADDED_ENTRIES,
];
const BY_KEY = new Map(CATALOGUE.map((entry, index) => [entry.key, { entry, index }]));
const CATEGORY_NAMES = {
    seo: 'SEO',
    performance: 'Performance',
    security: 'Security',
    miscellaneous: 'Miscellaneous',
};
const CATEGORIES = (/* unused pure expression or super */ null && (['seo', 'performance', 'security', 'miscellaneous']));
function isKnownCheck(key) {
    return BY_KEY.has(key);
}
/** The entry for a key; for an unknown key, one made from the key itself. */
function checkEntry(key) {
    return BY_KEY.get(key)?.entry ?? unknownEntry(key);
}
/** Position in report order; unknown keys after every known one. */
function catalogueOrder(key) {
    return BY_KEY.get(key)?.index ?? CATALOGUE.length;
}
function unknownEntry(key) {
    const name = (0,format/* humaniseKey */.Oi)(key);
    return {
        key,
        name,
        category: 'miscellaneous',
        importance: 'low',
        why: 'This check comes from the SEO service and is not described here; see its documentation.',
        fix: "Follow the service's advice for this check.",
        evidence: (check) => genericEvidence(name, check),
    };
}
/**
 * The evidence sentence for one check of one page. Never throws, whatever the value and errors
 * hold: a formatter that cannot read a shape gives way to the generic wording.
 */
function describeCheck(key, check) {
    const entry = checkEntry(key);
    const safe = {
        passed: typeof check?.passed === 'boolean' ? check.passed : null,
        value: check?.value,
        errors: (0,read/* rec */.D9)(check?.errors),
    };
    if (safe.passed === null)
        return notChecked(safe.value);
    try {
        const text = entry.evidence(safe);
        if (typeof text === 'string' && text.trim() !== '')
            return (0,format/* sentence */.em)(text);
    }
    catch {
        // An unforeseen shape: the generic wording below still says what was sent.
    }
    try {
        return (0,format/* sentence */.em)(genericEvidence(entry.name, safe));
    }
    catch {
        return safe.passed ? `${entry.name}: no problem found.` : `${entry.name} failed.`;
    }
}
/** Our analyzer says why a check did not apply ("not applicable: ..."); others say nothing. */
function notChecked(value) {
    if (typeof value === 'string') {
        const reason = /^not applicable:\s*(.+)$/is.exec(value.trim())?.[1];
        if (reason)
            return (0,format/* sentence */.em)(`Not checked: ${reason.replace(/\s+/g, ' ')}`);
    }
    return 'Not checked on this page.';
}


/***/ }),

/***/ 7215:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Oi: () => (/* binding */ humaniseKey),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   Yq: () => (/* binding */ formatDate),
/* harmony export */   ZV: () => (/* binding */ formatNumber),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   no: () => (/* binding */ listSample),
/* harmony export */   sK: () => (/* binding */ capitalise),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   y: () => (/* binding */ formatScore),
/* harmony export */   yZ: () => (/* binding */ joinWords),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// How numbers, sizes, durations, dates and stray values are written for people, in one place so
// that every renderer (pages, summary, comment, CLI) says "94.3", "412 KB" and "1 page" alike.
/**
 * A score with ONE decimal everywhere, trailing ".0" dropped: 94.29 -> "94.3", 100 -> "100",
 * 0 -> "0". Services send 83, 83.33 or "83.33"; one precision keeps a page's score the same in
 * the table, the comment and the report. Not a finite number: "–".
 */
function formatScore(score) {
    if (typeof score !== 'number' || !Number.isFinite(score))
        return '–';
    const rounded = Math.round(score * 10) / 10;
    return String(rounded === 0 ? 0 : rounded);
}
/** "1 page", "3 pages", "0 pages"; the plural form defaults to the singular plus "s". */
function plural(count, singular, pluralForm = `${singular}s`) {
    return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}
/** A whole count with thousands separators: 2140 -> "2,140". */
function formatCount(count) {
    if (!Number.isFinite(count))
        return String(count);
    const whole = Math.round(count);
    // The same text as toLocaleString('en-US') for every count a page can have, without it: its
    // first call loads ICU's number data, 6 ms of the action's start before its first request
    // (a progress line says "1 page"). Beyond 2^53 digits are not exact anyway: leave those to ICU.
    if (Math.abs(whole) > Number.MAX_SAFE_INTEGER || Object.is(whole, -0)) {
        return whole.toLocaleString('en-US');
    }
    return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}
/** A number as read in a sentence: up to two decimals, thousands separated. */
function formatNumber(value) {
    if (!Number.isFinite(value))
        return String(value);
    return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
/**
 * Bytes in decimal units (1 KB = 1,000 bytes), the way the limits are set (330,000 bytes is
 * "330 KB"): one decimal under 10, whole numbers above.
 */
function formatBytes(bytes) {
    if (!Number.isFinite(bytes))
        return String(bytes);
    const abs = Math.abs(bytes);
    if (abs < 1000)
        return `${formatCount(bytes)} ${Math.round(abs) === 1 ? 'byte' : 'bytes'}`;
    const units = ['KB', 'MB', 'GB'];
    let value = bytes / 1000;
    let unit = 0;
    while (Math.abs(value) >= 999.5 && unit < units.length - 1) {
        value /= 1000;
        unit++;
    }
    return `${roundForUnit(value)} ${units[unit]}`;
}
/** Milliseconds under a second ("130 ms"), seconds above ("3.4 s", "12 s"). */
function formatDuration(ms) {
    if (!Number.isFinite(ms))
        return String(ms);
    if (Math.abs(ms) < 999.5)
        return `${Math.round(ms)} ms`;
    return `${roundForUnit(ms / 1000)} s`;
}
function roundForUnit(value) {
    const rounded = Math.abs(value) < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
    return formatNumber(rounded);
}
/** A percentage: up to one decimal ("4.2%", "10%"). */
function formatPercent(value) {
    if (!Number.isFinite(value))
        return String(value);
    return `${formatNumber(Math.round(value * 10) / 10)}%`;
}
// Built on first use, not at load: constructing it loads ICU's date data, 12-24 ms of the
// action's start before its first request, for a format only renderers use afterwards.
let dateFormat;
function utcDateFormat() {
    dateFormat ??= new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
    });
    return dateFormat;
}
/**
 * "1 March 2026 at 10:00 UTC" for an ISO timestamp or a Date; the text as given when it is not
 * a date; null for nothing. UTC because a report is read in many time zones.
 */
function formatDate(value) {
    if (value === null || value === undefined || value === '')
        return null;
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime()))
        return typeof value === 'string' ? value : null;
    return `${utcDateFormat().format(date)} UTC`;
}
/** Text from a page or a service on one line: control characters out, whitespace runs as one. */
function cleanText(text) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    return text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
}
/** Cut to `max` characters (whole code points) with an ellipsis. */
function truncate(text, max) {
    const chars = [...text];
    return chars.length > max
        ? `${chars
            .slice(0, Math.max(1, max - 1))
            .join('')
            .trimEnd()}…`
        : text;
}
/** A page's own text in quotes, cleaned and cut: 'Trail running shoes for every…'. */
function quote(text, max = 40) {
    return `'${truncate(cleanText(text), max)}'`;
}
/** "a, b, c and 9 more": the first few items, then how many were left out. */
function listSample(items, shown = 3, total = items.length) {
    const first = items.slice(0, shown);
    const more = Math.max(0, total - first.length);
    return more > 0 ? `${first.join(', ')} and ${more} more` : first.join(', ');
}
/** "a", "a and b", "a, b and c". */
function joinWords(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/** A key as words: "seo_friendly_url" -> "Seo friendly url", "withoutAlt" -> "Without alt". */
function humaniseKey(key) {
    const words = cleanText(key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_\-.:]+/g, ' ')
        .toLowerCase());
    if (words === '')
        return 'Unnamed check';
    return words.charAt(0).toUpperCase() + words.slice(1);
}
/** The first letter upper-cased, so that a clause can start a sentence. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** Ends with a full stop unless it already ends a sentence (or an ellipsis). */
function sentence(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return trimmed;
    return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}


/***/ }),

/***/ 4208:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ limit),
/* harmony export */   D9: () => (/* binding */ rec),
/* harmony export */   Te: () => (/* binding */ texts),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   fS: () => (/* binding */ summarise),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7215);
// Tolerant readers for a check's `value` and `errors`. Every service stores its own shapes
// (ours `{images, withoutAlt}`, phpRank `[{url, text}]`, numbers as strings, PHP arrays as
// objects with numeric keys), so formatters ask for what they hope to find and get null or an
// empty list otherwise, never an exception.

function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A finite number, also from a numeric string ("12", "0.4"). */
function num(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && value.trim() !== '') {
        const parsed = Number(value);
        return Number.isFinite(parsed) ? parsed : null;
    }
    return null;
}
/** A non-empty string (cleaned), or a number as text; otherwise null. */
function str(value) {
    if (typeof value === 'string') {
        const text = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(value);
        return text === '' ? null : text;
    }
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return null;
}
function rec(value) {
    return isRecord(value) ? value : null;
}
/** The field of an object, or undefined when the value is not an object. */
function field(value, name) {
    return isRecord(value) ? value[name] : undefined;
}
/** An array as is; a PHP list serialised as an object ({"0": .., "3": ..}) as its values. */
function list(value) {
    if (Array.isArray(value))
        return value;
    if (isRecord(value)) {
        const keys = Object.keys(value);
        if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
            return Object.values(value);
    }
    return [];
}
const LABEL_FIELDS = ['url', 'src', 'href', 'value', 'text', 'name', 'type', 'rule'];
/**
 * The items of a list as short texts: strings as they are, objects by their url/src/href/...
 * field, groups ({JavaScripts: [...], CSS: [...]}) flattened. Depth-limited.
 */
function texts(value, depth = 0) {
    if (depth > 3)
        return [];
    const single = str(value);
    if (single !== null)
        return [single];
    const items = list(value);
    if (items.length > 0)
        return items.flatMap((item) => texts(item, depth + 1));
    if (isRecord(value)) {
        for (const name of LABEL_FIELDS) {
            const label = str(value[name]);
            if (label !== null)
                return [label];
        }
        return Object.values(value).flatMap((item) => texts(item, depth + 1));
    }
    return [];
}
/** How many: a number, the length of a list, or an object's `count`/`total`. */
function count(value) {
    const direct = num(value);
    if (direct !== null)
        return direct;
    if (Array.isArray(value))
        return value.length;
    return num(field(value, 'count')) ?? num(field(value, 'total'));
}
/** A limit from an error's detail: `{max: 150}` -> 150. */
function limit(detail, name) {
    return num(field(detail, name));
}
/**
 * Any value as a short phrase, never as JSON: strings quoted, lists sampled, objects as
 * "key value" pairs. For unknown checks and for shapes a formatter did not expect.
 */
function summarise(value, depth = 0) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'string')
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(value) === '' ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value, 60);
    if (typeof value === 'number')
        return Number.isFinite(value) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(value) : '';
    if (typeof value === 'boolean')
        return value ? 'yes' : 'no';
    if (typeof value !== 'object')
        return '';
    if (depth >= 2) {
        const size = Array.isArray(value) ? value.length : Object.keys(value).length;
        return size === 0 ? '' : `${size} ${size === 1 ? 'item' : 'items'}`;
    }
    const items = list(value);
    if (Array.isArray(value) || items.length > 0) {
        const parts = items.map((item) => summarise(item, depth + 1)).filter((part) => part !== '');
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .listSample */ .no)(parts, 3, parts.length);
    }
    const parts = [];
    for (const [key, item] of Object.entries(value)) {
        const text = summarise(item, depth + 1);
        const name = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .humaniseKey */ .Oi)(key).toLowerCase();
        parts.push(text === '' ? name : `${name} ${text}`);
    }
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .listSample */ .no)(parts, 4, parts.length);
}


/***/ }),

/***/ 5816:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ GRADES),
/* harmony export */   Uq: () => (/* binding */ gradeRank),
/* harmony export */   qI: () => (/* binding */ isGrade),
/* harmony export */   rM: () => (/* binding */ gradeForScore)
/* harmony export */ });
// The interface's words good/decent/bad are bands of the 0-100 score (docs/compatibility.md,
// "Report object"): good above 79, decent from 49 to 79, bad below 49. Every layer (analyzer,
// service, client, action) grades through this one function so that the bands can never disagree.
const GRADES = ['good', 'decent', 'bad'];
function gradeForScore(score) {
    if (score > 79)
        return 'good';
    if (score >= 49)
        return 'decent';
    return 'bad';
}
function isGrade(value) {
    return typeof value === 'string' && GRADES.includes(value);
}
/** Worse grades rank higher: bad 2, decent 1, good 0. */
function gradeRank(grade) {
    return GRADES.indexOf(grade);
}


/***/ }),

/***/ 5932:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ MAX_REPORT_PASSWORD_LENGTH),
/* harmony export */   Ni: () => (/* binding */ PER_PAGE_VALUES),
/* harmony export */   VS: () => (/* binding */ REPORT_SORT_KEYS),
/* harmony export */   dn: () => (/* binding */ MIN_REPORT_PASSWORD_LENGTH),
/* harmony export */   eM: () => (/* binding */ PROJECT_SORT_KEYS),
/* harmony export */   sT: () => (/* binding */ SORT_VALUES),
/* harmony export */   sv: () => (/* binding */ REPORT_PASSWORD_RULE),
/* harmony export */   yl: () => (/* binding */ PRIVACY_VALUES)
/* harmony export */ });
// The SEO Report API v1's own vocabulary (../shared/spec/seo-report-api.md): the values its
// parameters take and the shape of one check in a report. The client sends them, the reference
// service accepts them; both read them from here.
const PER_PAGE_VALUES = [10, 25, 50, 100];
const SORT_VALUES = ['asc', 'desc'];
const REPORT_SORT_KEYS = ['id', 'generated_at', 'url', 'result'];
const PROJECT_SORT_KEYS = ['created_at', 'project'];
const PRIVACY_VALUES = [0, 1, 2];
/**
 * The report password rule, one for the action, the client and the reference service: shorter
 * is too weak to protect a report (and to mask reliably in logs), longer is refused by the
 * service. No control characters: a secret read from a file often ends with a line break.
 */
const MIN_REPORT_PASSWORD_LENGTH = 4;
const MAX_REPORT_PASSWORD_LENGTH = 128;
const REPORT_PASSWORD_RULE = `${MIN_REPORT_PASSWORD_LENGTH} to ${MAX_REPORT_PASSWORD_LENGTH} characters without control characters`;


/***/ }),

/***/ 45:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ scoreChecks),
/* harmony export */   k: () => (/* binding */ DEFAULT_WEIGHTS)
/* harmony export */ });
const DEFAULT_WEIGHTS = Object.freeze({ high: 10, medium: 5, low: 0 });
/**
 * Checks that could not be observed (passed: null) are in neither sum: a page is not marked
 * down, nor up, for what nobody could measure. Rounded to two decimals.
 */
function scoreChecks(checks, weights) {
    let total = 0;
    let earned = 0;
    for (const check of checks) {
        if (check.passed === null)
            continue;
        const weight = weights[check.importance];
        total += weight;
        if (check.passed)
            earned += weight;
    }
    // Only when every weight is zero: nothing that counts failed.
    if (total === 0)
        return 100;
    return Math.round((10_000 * earned) / total) / 100;
}


/***/ }),

/***/ 9789:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ wildcardMatches)
/* harmony export */ });
// The robots.txt wildcard pattern (`*` for any run, a final `$` to anchor the end), matched in
// linear time. The analyzer's robots.txt rules and the client's accepted-check patterns both use it.
/**
 * Does a robots.txt path pattern match the start of `path`? `*` stands for any run of
 * characters, a final `$` anchors the end. Each literal piece between wildcards is placed at its
 * leftmost occurrence after the previous one, which is optimal for patterns with only `*`; the
 * search is Knuth-Morris-Pratt, so a match costs time linear in path and pattern.
 */
function wildcardMatches(pattern, path) {
    const anchored = pattern.endsWith('$');
    const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
    const first = pieces[0];
    if (!path.startsWith(first))
        return false;
    if (pieces.length === 1)
        return !anchored || path.length === first.length;
    let at = first.length;
    const last = pieces.length - 1;
    for (let i = 1; i < last; i++) {
        const found = indexOfLinear(path, pieces[i], at);
        if (found === -1)
            return false;
        at = found + pieces[i].length;
    }
    const tail = pieces[last];
    if (anchored)
        return path.length - tail.length >= at && path.endsWith(tail);
    return indexOfLinear(path, tail, at) !== -1;
}
/** `text.indexOf(needle, from)` in O(text + needle) whatever the input (Knuth-Morris-Pratt). */
function indexOfLinear(text, needle, from) {
    if (needle.length === 0)
        return from <= text.length ? from : -1;
    const failure = new Int32Array(needle.length);
    for (let i = 1, k = 0; i < needle.length; i++) {
        while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k))
            k = failure[k - 1];
        if (needle.charCodeAt(i) === needle.charCodeAt(k))
            k++;
        failure[i] = k;
    }
    for (let i = from, k = 0; i < text.length; i++) {
        while (k > 0 && text.charCodeAt(i) !== needle.charCodeAt(k))
            k = failure[k - 1];
        if (text.charCodeAt(i) === needle.charCodeAt(k))
            k++;
        if (k === needle.length)
            return i - needle.length + 1;
    }
    return -1;
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 7830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3480:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("querystring");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(629);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map