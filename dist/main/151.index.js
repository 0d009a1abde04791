export const id = 151;
export const ids = [151];
export const modules = {

/***/ 1151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeComment: () => (/* binding */ writeComment)
/* harmony export */ });
/* unused harmony exports COMMENT_LIMIT, commentMarker, commentTargetOf, renderComment, isOwnComment, commentFailureMessage */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9275);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2413);
/* harmony import */ var _app_render_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4716);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1729);
// The sticky pull-request comment: one comment per tag, found again by a hidden marker and
// updated in place on every run. Writing it is a courtesy: any failure here is a warning and
// never changes the audit's verdict (a fork's read-only token is the common case).




/** GitHub refuses a comment body over 65,536 characters. */
const COMMENT_LIMIT = 65_536;
/** Room kept for the marker and the footer that follow the summary's own text. */
const FOOTER_ROOM = 1_024;
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
/** The comment's body: marker, the summary's verdict and table, the run link and the time. */
function renderComment(run, options) {
    const heading = options.tag === _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_COMMENT_TAG */ .R$ ? '## SEO audit' : `## SEO audit: \`${options.tag}\``;
    const summary = (0,_app_render_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSummary */ .B)(run, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .WORDS */ .q9, COMMENT_LIMIT - FOOTER_ROOM, {
        heading,
        limitInCharacters: true,
        limitWords: 'a pull-request comment is limited to 65,536 characters',
    });
    const time = `${options.now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const link = options.runUrl ? `[Workflow run](${options.runUrl}) · ` : '';
    const body = `${commentMarker(options.tag)}\n${summary.trimEnd()}\n\n<sub>${link}updated ${time}</sub>\n`;
    if (body.length <= COMMENT_LIMIT)
        return body;
    // Only a huge fatal message in the head can get here: the rows were already cut to fit.
    const note = '\n\n_Cut: a pull-request comment is limited to 65,536 characters._\n';
    return body.slice(0, COMMENT_LIMIT - note.length) + note;
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
/** Creates or updates the tag's comment on the pull request. Throws GitHub's errors. */
async function upsertComment(octokit, target, tag, body) {
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
    const status = error.status;
    const response = error.response;
    // GitHub's own words, without the documentation link Octokit appends to the error's message.
    const said = response?.data?.message;
    const message = typeof said === 'string' ? said : error instanceof Error ? error.message : String(error);
    const lead = 'The pull-request comment was not written';
    const unchanged = "The audit's verdict is unchanged.";
    if (status === 403 && /not accessible by integration/i.test(message)) {
        return `${lead}: the token may not write to this pull request (GitHub answered 403: ${message}). Give the job \`permissions: pull-requests: write\`; a pull request from a fork only gets a read-only token, so comment from a separate workflow_run workflow instead (see docs/pull-requests.md). ${unchanged}`;
    }
    // Octokit gives network failures and timeouts a status of 500 too, but no response.
    if (response !== undefined && typeof status === 'number') {
        return `${lead}: GitHub answered ${status}: ${message}. ${unchanged}`;
    }
    const cause = error.cause;
    if (cause?.name === 'TimeoutError' || error.name === 'TimeoutError') {
        return `${lead}: GitHub did not answer within ${COMMENT_TIMEOUT_MS / 1000} s. ${unchanged}`;
    }
    if (status === 500)
        return `${lead}: no answer from GitHub (${message}). ${unchanged}`;
    return `${lead}: ${message}. ${unchanged}`;
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
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(target.message);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(target.message);
        return;
    }
    if (config.githubToken === '') {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e("The pull-request comment was not written: github-token is empty (leave it unset to use the workflow's github.token).");
        return;
    }
    try {
        const body = out.block(renderComment(audit, { tag: config.tag, runUrl: target.runUrl, now }));
        const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q)(config.githubToken, {
            request: { signal: AbortSignal.timeout(COMMENT_TIMEOUT_MS) },
        });
        const result = await upsertComment(octokit, target, config.tag, body);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${result.action === 'created' ? 'Created' : 'Updated'} the pull-request comment (comment-tag ${config.tag}): ${result.url}`);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(out.line(commentFailureMessage(error)));
    }
}
function runContextFromGitHub() {
    return {
        eventName: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.eventName,
        payload: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.payload,
        // Read from the environment, not context.repo: that getter throws when it is unset.
        repository: process.env.GITHUB_REPOSITORY,
        serverUrl: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.serverUrl,
        runId: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.runId,
        runAttempt: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.runAttempt,
    };
}


/***/ })

};

//# sourceMappingURL=151.index.js.map