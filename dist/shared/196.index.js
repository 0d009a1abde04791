export const id = 196;
export const ids = [196,815];
export const modules = {

/***/ 1427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ writeBaselineBlock),
/* harmony export */   Xq: () => (/* binding */ rawBaselineBlock),
/* harmony export */   hv: () => (/* binding */ readBaselineBlock)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _baseline_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8474);
// The hidden block of the pull-request comment that carries a run's results to the next push
// (baseline: comment). The compact JSON is gzipped and base64-encoded: URLs may hold `--`, `-->`
// or anything else, and base64 has none of the characters that could end the HTML comment or be
// rendered. The version in the block's tag is the encoding's; the JSON inside carries its own.


const BLOCK_VERSION = 1;
const BLOCK = new RegExp(`<!-- ${_baseline_document_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPACT_TAG */ .zZ}:v(\\d+) ([A-Za-z0-9+/=]*) -->`);
/** Far above the compact JSON of 5,000 pages, which is all a baseline may hold. */
const MAX_JSON_BYTES = 16 * 1024 * 1024;
/** The block for these pages; `scrub` keeps a secret in a URL out of the comment. */
function writeBaselineBlock(pages, scrub = (text) => text) {
    const data = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(Buffer.from(scrub((0,_baseline_document_js__WEBPACK_IMPORTED_MODULE_1__/* .writeCompact */ .XR)(pages)), 'utf8'), { level: 9 });
    return `<!-- ${_baseline_document_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPACT_TAG */ .zZ}:v${BLOCK_VERSION} ${data.toString('base64')} -->`;
}
/** The block of a comment's body as it stands, to carry it over unchanged; null without one. */
function rawBaselineBlock(body) {
    return BLOCK.exec(body)?.[0] ?? null;
}
/** The block in a comment's body, decoded as far as JSON. */
function readBaselineBlock(body) {
    const match = BLOCK.exec(body);
    if (match === null)
        return { kind: 'none' };
    const version = Number(match[1]);
    if (version !== BLOCK_VERSION)
        return { kind: 'other-version', version };
    const data = match[2];
    // Node's decoder skips what is not base64; a cut or edited block must not pass for one.
    if (data.length % 4 !== 0 || /=[^=]/.test(data))
        return { kind: 'garbled', why: 'it is not base64' };
    let json;
    try {
        json = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(Buffer.from(data, 'base64'), { maxOutputLength: MAX_JSON_BYTES });
    }
    catch (error) {
        const code = error.code;
        return {
            kind: 'garbled',
            why: code === 'ERR_BUFFER_TOO_LARGE'
                ? `it unpacks to more than ${MAX_JSON_BYTES / 1024 / 1024} MB`
                : 'it is not gzip data',
        };
    }
    try {
        return { kind: 'read', document: JSON.parse(json.toString('utf8')) };
    }
    catch {
        return { kind: 'garbled', why: 'it does not hold JSON' };
    }
}


/***/ }),

/***/ 7815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_LIMIT: () => (/* binding */ COMMENT_LIMIT),
/* harmony export */   MAX_BLOCK_CHARS: () => (/* binding */ MAX_BLOCK_CHARS),
/* harmony export */   baselineBlockFor: () => (/* binding */ baselineBlockFor),
/* harmony export */   commentFailureMessage: () => (/* binding */ commentFailureMessage),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   commentTargetOf: () => (/* binding */ commentTargetOf),
/* harmony export */   findOwnComment: () => (/* binding */ findOwnComment),
/* harmony export */   isOwnComment: () => (/* binding */ isOwnComment),
/* harmony export */   renderComment: () => (/* binding */ renderComment),
/* harmony export */   runContextFromGitHub: () => (/* binding */ runContextFromGitHub),
/* harmony export */   writeComment: () => (/* binding */ writeComment)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _app_render_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9292);
/* harmony import */ var _baseline_pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9787);
/* harmony import */ var _baseline_block_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1427);
/* harmony import */ var _github_error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6512);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2073);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9282);
// The sticky pull-request comment: one comment per tag, found again by a hidden marker and
// updated in place on every run. Writing it is a courtesy: any failure here is a warning and
// never changes the audit's verdict (a fork's read-only token is the common case).







/** GitHub refuses a comment body over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** Room kept for the marker and the footer that follow the summary's own text. */
const FOOTER_ROOM = 1_024;
/**
 * At most this much of the comment carries the next run's baseline: the summary is cut to make
 * room for it, but people read the comment first. Some 1,000 pages fit.
 */
const MAX_BLOCK_CHARS = COMMENT_LIMIT / 2;
/** Who posts with GITHUB_TOKEN; preferred when the token cannot tell us its own user. */
const ACTIONS_BOT = 'github-actions[bot]';
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/**
 * One budget for all the comment's requests: Octokit has no timeout of its own, and a GitHub API
 * that hangs must not hold the job.
 */
const COMMENT_TIMEOUT_MS = 60_000;
/** The hidden line that identifies this action's comment for one tag (the tag is validated). */
function commentMarker(tag) {
    return `<!-- seo-report-action comment-tag="${tag}" -->`;
}
/** Where to comment, or why not: `notice` for a non-PR event, `warning` for a broken context. */
function commentTargetOf(run) {
    if (!run.eventName || !PULL_REQUEST_EVENTS.includes(run.eventName)) {
        return {
            skip: 'notice',
            message: `comment: true is ignored on ${run.eventName ?? 'unknown'} events: the comment is written on pull_request and pull_request_target events only.`,
        };
    }
    const issueNumber = run.payload.pull_request?.number;
    const [owner, repo, ...rest] = (run.repository ?? '').split('/');
    if (typeof issueNumber !== 'number' || !owner || !repo || rest.length > 0) {
        return {
            skip: 'warning',
            message: 'The pull-request comment was not written: the event payload names no pull request number, or GITHUB_REPOSITORY is not owner/name.',
        };
    }
    const runUrl = Number.isSafeInteger(run.runId)
        ? `${run.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${run.runId}${run.runAttempt > 1 ? `/attempts/${run.runAttempt}` : ''}`
        : null;
    return { owner, repo, issueNumber, runUrl };
}
/**
 * The comment's body: marker, the summary's verdict and table, the run link and the time, then
 * the hidden baseline block when there is one (it is never cut: a cut block is no baseline).
 */
function renderComment(run, options) {
    const block = options.block ?? null;
    const room = COMMENT_LIMIT - (block === null ? 0 : block.length + 1);
    const heading = options.tag === _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_COMMENT_TAG */ .R$ ? '## SEO audit' : `## SEO audit: \`${options.tag}\``;
    const summary = (0,_app_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSummary */ .B)(run, _inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .WORDS */ .q9, room - FOOTER_ROOM, {
        heading,
        limitInCharacters: true,
        limitWords: 'a pull-request comment is limited to 65,536 characters',
    });
    const time = `${options.now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const link = options.runUrl ? `[Workflow run](${options.runUrl}) · ` : '';
    let body = `${commentMarker(options.tag)}\n${summary.trimEnd()}\n\n<sub>${link}updated ${time}</sub>\n`;
    if (body.length > room) {
        // Only a huge fatal message in the head can get here: the rows were already cut to fit.
        const note = '\n\n_Cut: a pull-request comment is limited to 65,536 characters._\n';
        body = body.slice(0, room - note.length) + note;
    }
    return block === null ? body : `${body}${block}\n`;
}
/**
 * Our comment for the tag: it carries the marker and was written by the token's user. An
 * installation token (GITHUB_TOKEN, a GitHub App's) cannot read GET /user; its comments are
 * a bot's, github-actions[bot] for GITHUB_TOKEN, so a bot's marked comment is taken then, never
 * a person's (a person may quote the marker).
 */
function isOwnComment(comment, marker, login) {
    if (!comment.body?.includes(marker) || comment.user === null)
        return false;
    return login !== null ? comment.user.login === login : comment.user.type === 'Bot';
}
/**
 * The tag's comment on the pull request, written by the token's user, or null. The comment step
 * updates it; baseline: comment reads the previous run's results from it. Throws GitHub's errors.
 */
async function findOwnComment(octokit, target, tag) {
    const { owner, repo, issueNumber } = target;
    const marker = commentMarker(tag);
    const login = await tokenLogin(octokit);
    let found = null;
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
    });
    search: for await (const page of pages) {
        for (const comment of page.data) {
            if (!isOwnComment(comment, marker, login))
                continue;
            if (found === null)
                found = comment;
            // Without a login any bot's marked comment may do; GITHUB_TOKEN's own bot is the best one.
            if (login !== null || comment.user?.login === ACTIONS_BOT) {
                found = comment;
                break search;
            }
        }
    }
    return found;
}
/** Creates or updates the tag's comment on the pull request. Throws GitHub's errors. */
async function upsertComment(octokit, target, tag, bodyFor) {
    const { owner, repo, issueNumber } = target;
    const found = await findOwnComment(octokit, target, tag);
    const body = bodyFor(found?.body ?? null);
    if (found !== null) {
        const { data } = await octokit.rest.issues.updateComment({
            owner,
            repo,
            comment_id: found.id,
            body,
        });
        return { action: 'updated', url: data.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
    });
    return { action: 'created', url: data.html_url };
}
/** The token's own login, or null for an installation token (GET /user answers 403 to it). */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch {
        return null;
    }
}
/** One line for a failed comment, naming the missing permission when that is the cause. */
function commentFailureMessage(error) {
    const failure = (0,_github_error_js__WEBPACK_IMPORTED_MODULE_6__/* .githubFailureOf */ .Xd)(error);
    const lead = 'The pull-request comment was not written';
    const unchanged = "The audit's verdict is unchanged.";
    switch (failure.kind) {
        case 'answered':
            if (failure.status === 403 && /not accessible by integration/i.test(failure.message))
                return `${lead}: the token may not write to this pull request (GitHub answered 403: ${failure.message}). Give the job \`permissions: pull-requests: write\`; a pull request from a fork only gets a read-only token, so comment from a separate workflow_run workflow instead (see docs/pull-requests.md). ${unchanged}`;
            return `${lead}: GitHub answered ${failure.status}: ${failure.message}. ${unchanged}`;
        case 'timeout':
            return `${lead}: GitHub did not answer within ${COMMENT_TIMEOUT_MS / 1000} s. ${unchanged}`;
        case 'aborted':
            return `${lead}: the request to GitHub was cancelled. ${unchanged}`;
        case 'no-answer':
            return `${lead}: no answer from GitHub (${failure.message}). ${unchanged}`;
        case 'other':
            return `${lead}: ${failure.message}. ${unchanged}`;
    }
}
/**
 * The action's comment step. Never throws: every failure is one warning. `out` removes the
 * secrets (the service's and the GitHub token) from the body and from every message.
 */
async function writeComment(config, audit, out, run = runContextFromGitHub(), now = new Date()) {
    out.add(config.githubToken);
    const target = commentTargetOf(run);
    if ('skip' in target) {
        if (target.skip === 'notice')
            _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.notice(target.message);
        else
            _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.warning(target.message);
        return;
    }
    if (config.githubToken === '') {
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.warning("The pull-request comment was not written: github-token is empty (leave it unset to use the workflow's github.token).");
        return;
    }
    try {
        // A run without a single result (a refused key, every page down) is no baseline: the
        // comment keeps the previous push's block rather than hand the next push an empty one.
        const fresh = audit.result.outcomes.some((o) => o.failure === null && o.score !== null);
        const block = fresh ? baselineBlockFor(audit, out) : null;
        const bodyFor = (previous) => out.block(renderComment(audit, {
            tag: config.tag,
            runUrl: target.runUrl,
            now,
            block: fresh || previous === null ? block : (0,_baseline_block_js__WEBPACK_IMPORTED_MODULE_3__/* .rawBaselineBlock */ .Xq)(previous),
        }));
        const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(config.githubToken, {
            request: { signal: AbortSignal.timeout(COMMENT_TIMEOUT_MS) },
        });
        const result = await upsertComment(octokit, target, config.tag, bodyFor);
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.info(`${result.action === 'created' ? 'Created' : 'Updated'} the pull-request comment (comment-tag ${config.tag}): ${result.url}`);
    }
    catch (error) {
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.warning(out.line(commentFailureMessage(error)));
    }
}
/**
 * The next run's baseline (baseline: comment), written whether or not this run used one; null
 * with a notice when it would take more than its share of the comment.
 */
function baselineBlockFor(audit, out) {
    const pages = audit.result.outcomes.map(_baseline_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .baselinePageOf */ ._);
    const block = (0,_baseline_block_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBaselineBlock */ .I7)(pages, (text) => out.block(text));
    if (block.length <= MAX_BLOCK_CHARS)
        return block;
    _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.notice(`The pull-request comment holds no baseline this time: the results of ${pages.length} pages take ${block.length} characters encoded, more than the ${MAX_BLOCK_CHARS} a comment keeps for them. The next run with baseline: comment will have no comment baseline; use baseline: branch:<name> or a results file for this many pages.`);
    return null;
}
/** The run as @actions/github's context sees it (the event payload, the run id). */
function runContextFromGitHub() {
    return {
        eventName: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.eventName,
        payload: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.payload,
        // Read from the environment, not context.repo: that getter throws when it is unset.
        repository: process.env.GITHUB_REPOSITORY,
        serverUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.serverUrl,
        runId: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId,
        runAttempt: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt,
    };
}


/***/ }),

/***/ 6512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xd: () => (/* binding */ githubFailureOf),
/* harmony export */   _Q: () => (/* binding */ withoutToken),
/* harmony export */   xT: () => (/* binding */ githubFailureText)
/* harmony export */ });
// What went wrong in a call to the GitHub API, read from Octokit's error: GitHub's own words
// (without the documentation link Octokit appends), the status, and whether the time ran out.
// The comment and both baseline sources word their own sentences from it.
function githubFailureOf(error) {
    const status = error.status;
    const response = error.response;
    const said = response?.data?.message;
    const message = typeof said === 'string' ? said : error instanceof Error ? error.message : String(error);
    // Octokit gives network failures and timeouts a status of 500 too, but no response.
    if (response !== undefined && typeof status === 'number')
        return { kind: 'answered', status, message };
    const name = error.name;
    const causeName = error.cause?.name;
    if (name === 'TimeoutError' || causeName === 'TimeoutError')
        return { kind: 'timeout' };
    if (name === 'AbortError' || causeName === 'AbortError')
        return { kind: 'aborted' };
    return status === 500 ? { kind: 'no-answer', message } : { kind: 'other', message };
}
/**
 * "<lead>: <what happened>" for the failures every caller words alike; a caller words the
 * statuses that mean something to it (403: a permission) before falling back to this.
 */
function githubFailureText(lead, failure) {
    switch (failure.kind) {
        case 'answered':
            return `${lead}: GitHub answered ${failure.status}: ${failure.message}`;
        case 'timeout':
        case 'aborted':
            return `${lead}: GitHub did not answer in time`;
        case 'no-answer':
            return `${lead}: no answer from GitHub (${failure.message})`;
        case 'other':
            return `${lead}: ${failure.message}`;
    }
}
/** A reason is shown to people: a server that echoes the token must not get it shown. */
function withoutToken(text, token) {
    return token === '' ? text : text.replaceAll(token, '***');
}


/***/ })

};

//# sourceMappingURL=196.index.js.map