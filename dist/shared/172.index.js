export const id = 172;
export const ids = [172];
export const modules = {

/***/ 5172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBranchBaseline: () => (/* binding */ readBranchBaseline)
/* harmony export */ });
/* unused harmony exports MAX_ZIP_BYTES, MAX_RESULTS_BYTES, resultsEntry */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _baseline_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8474);
/* harmony import */ var _baseline_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8014);
/* harmony import */ var _github_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6512);
// baseline: branch:<name>: the results artifact of the latest successful run of the same workflow
// on that branch (e.g. main, uploaded there with actions/upload-artifact), read through the
// GitHub REST API: this run -> its workflow -> that branch's latest successful run -> its
// artifact -> the zip, from the storage URL GitHub redirects to -> results.json.
//
// Not @actions/artifact: its download would add 193 packages and about 9 MB to dist/main, it
// takes 0.6 to 1.2 s to load, and it extracts the whole zip to disk without a size cap or an
// abort signal. Here fflate (no dependencies, about 0.1 MB) reads the one file we need from the
// zip in memory, loaded only when this source is used. Every step is bounded: one AbortSignal for
// all the requests, a cap on the zip and on the file unpacked from it.




/** An artifact of results is small: 1,000 pages of results.json zip to well under 1 MB. */
const MAX_ZIP_BYTES = 20 * 1024 * 1024;
/** What the chosen file may unpack to. */
const MAX_RESULTS_BYTES = 50 * 1024 * 1024;
/** The runs looked through for one that is not this run nor a fork's. */
const RUNS_PER_PAGE = 20;
const RESULTS_FILE = 'results.json';
async function readBranchBaseline(options) {
    const fetched = await fetchArtifactZip(options);
    if (fetched.kind === 'missing')
        return { kind: 'missing', reason: (0,_github_error_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutToken */ ._Q)(fetched.reason, options.token) };
    const { zip, from } = fetched;
    const { unzipSync } = await __webpack_require__.e(/* import() */ 306).then(__webpack_require__.bind(__webpack_require__, 1306));
    const entries = [];
    try {
        // A first pass that unpacks nothing lists the entries and their declared sizes.
        unzipSync(zip, {
            filter: (file) => {
                entries.push(file);
                return false;
            },
        });
    }
    catch {
        return { kind: 'missing', reason: `${from} is not a zip file that can be read` };
    }
    const name = resultsEntry(entries.map((entry) => entry.name));
    if (name === null)
        return {
            kind: 'missing',
            reason: `${from} holds no ${RESULTS_FILE} (upload the report-dir folder, or one results file, with actions/upload-artifact)`,
        };
    const declared = entries.find((entry) => entry.name === name)?.originalSize ?? 0;
    if (declared > MAX_RESULTS_BYTES)
        throw new _baseline_types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z(`${from}: ${name} unpacks to ${declared} bytes, more than a results file`);
    let bytes;
    try {
        // fflate unpacks into a buffer of the declared size and never grows it: the cap above holds.
        const files = unzipSync(zip, { filter: (file) => file.name === name });
        bytes = Object.hasOwn(files, name) ? files[name] : undefined;
    }
    catch {
        return { kind: 'missing', reason: `${from}: ${name} cannot be unpacked from the zip` };
    }
    let document;
    try {
        document = JSON.parse(Buffer.from(bytes ?? new Uint8Array()).toString('utf8'));
    }
    catch {
        throw new _baseline_types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z(`${from}: ${name} is not JSON`);
    }
    try {
        return { kind: 'found', baseline: { from, pages: (0,_baseline_document_js__WEBPACK_IMPORTED_MODULE_1__/* .readBaselineDocument */ .XI)(document) } };
    }
    catch (error) {
        if (error instanceof _baseline_types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z)
            throw new _baseline_types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z(`${from}: ${name} ${error.message}`);
        throw error;
    }
}
/**
 * results.json (the shallowest one: upload-artifact keeps folders below the common root), or
 * the only JSON file of the artifact; null when neither is there.
 */
function resultsEntry(names) {
    const files = names.filter((name) => !name.endsWith('/'));
    const depth = (name) => name.split('/').length;
    const results = files
        .filter((name) => name === RESULTS_FILE || name.endsWith(`/${RESULTS_FILE}`))
        .sort((a, b) => depth(a) - depth(b));
    if (results[0] !== undefined)
        return results[0];
    const json = files.filter((name) => name.toLowerCase().endsWith('.json'));
    return json.length === 1 ? json[0] : null;
}
async function fetchArtifactZip(options) {
    const { token, branch, artifact, signal } = options;
    const [owner, repo, ...rest] = (options.repository ?? '').split('/');
    if (!owner || !repo || rest.length > 0)
        return missing(`baseline: branch:${branch} needs GITHUB_REPOSITORY (owner/name), which this run does not set`);
    const repository = `${owner}/${repo}`;
    const runId = Number(options.runId);
    if (!Number.isSafeInteger(runId) || runId <= 0)
        return missing(`baseline: branch:${branch} needs GITHUB_RUN_ID to find this workflow's runs, and it is not set (outside GitHub Actions?)`);
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl: options.apiUrl.replace(/\/+$/, ''),
        request: { signal },
    });
    let step = `reading this workflow run (${runId})`;
    try {
        const { data: current } = await octokit.rest.actions.getWorkflowRun({
            owner,
            repo,
            run_id: runId,
        });
        step = `listing the successful runs of this workflow on ${branch}`;
        const { data: runs } = await octokit.rest.actions.listWorkflowRuns({
            owner,
            repo,
            workflow_id: current.workflow_id,
            branch,
            status: 'success',
            exclude_pull_requests: true,
            per_page: RUNS_PER_PAGE,
        });
        // Newest first. A fork's pull request can have a head branch of the same name: never its.
        const latest = runs.workflow_runs.find((run) => run.id !== runId && (run.head_repository?.full_name ?? repository) === repository);
        if (latest === undefined)
            return missing(`there is no successful run of this workflow on ${branch} yet (the artifact is uploaded by a run on ${branch}; the first one makes the baseline)`);
        const runName = `run #${latest.run_number ?? latest.id}`;
        const from = `the artifact ${artifact} of the latest successful run on ${branch} (${runName}${latest.head_sha ? `, ${latest.head_sha.slice(0, 7)}` : ''})`;
        step = `listing the artifacts of ${runName}`;
        const { data: listed } = await octokit.rest.actions.listWorkflowRunArtifacts({
            owner,
            repo,
            run_id: latest.id,
            name: artifact,
            per_page: 100,
        });
        const named = listed.artifacts.filter((item) => item.name === artifact);
        if (named.length === 0)
            return missing(`${runName} on ${branch}, the latest successful one, has no artifact named ${artifact}: upload the report-dir folder there with actions/upload-artifact (name: ${artifact}), or name the artifact with baseline-artifact`);
        const chosen = named.filter((item) => !item.expired).sort((a, b) => b.id - a.id)[0];
        if (chosen === undefined)
            return missing(expired(artifact, runName, branch));
        if (chosen.size_in_bytes > MAX_ZIP_BYTES)
            return missing(`${from} has ${chosen.size_in_bytes} bytes, more than ${MAX_ZIP_BYTES}`);
        step = `downloading ${from}`;
        const answer = await octokit.rest.actions.downloadArtifact({
            owner,
            repo,
            artifact_id: chosen.id,
            archive_format: 'zip',
            // GitHub answers with a redirect to a signed storage URL: follow it ourselves, without
            // the token, which is for the API alone.
            request: { redirect: 'manual' },
        });
        const location = answer.headers.location;
        if (answer.status !== 302 || typeof location !== 'string')
            return missing(`GitHub answered ${answer.status} to the download of ${from}, not a redirect to the file`);
        const zip = await downloadCapped(location, signal);
        if ('reason' in zip)
            return missing(`${from}: ${zip.reason}`);
        return { kind: 'zip', zip: zip.bytes, from };
    }
    catch (error) {
        return missing(apiFailure(error, step, artifact, branch));
    }
}
/** The storage's answer, read up to MAX_ZIP_BYTES; a signed URL needs no Authorization. */
async function downloadCapped(url, signal) {
    const response = await fetch(url, { signal, redirect: 'follow' });
    if (!response.ok || response.body === null) {
        await response.body?.cancel();
        return {
            reason: `the artifact storage answered ${response.status}${response.status === 403 || response.status === 404 ? ' (the artifact may have expired)' : ''}`,
        };
    }
    const tooLarge = { reason: `the download is larger than ${MAX_ZIP_BYTES} bytes` };
    if (Number(response.headers.get('content-length')) > MAX_ZIP_BYTES) {
        await response.body.cancel();
        return tooLarge;
    }
    const chunks = [];
    let size = 0;
    // Leaving the loop early cancels the stream.
    for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > MAX_ZIP_BYTES)
            return tooLarge;
        chunks.push(chunk);
    }
    return { bytes: Buffer.concat(chunks) };
}
function apiFailure(error, step, artifact, branch) {
    const failure = (0,_github_error_js__WEBPACK_IMPORTED_MODULE_3__/* .githubFailureOf */ .Xd)(error);
    const lead = `${step} failed`;
    if (failure.kind === 'answered') {
        if (failure.status === 403)
            return `${lead}: the token cannot read workflow runs (GitHub answered 403: ${failure.message}): add \`permissions: actions: read\` to the job`;
        if (failure.status === 410)
            return expired(artifact, 'the latest successful run', branch);
        if (failure.status === 401)
            return `${lead}: GitHub refused the token (401: ${failure.message}); check github-token`;
    }
    return (0,_github_error_js__WEBPACK_IMPORTED_MODULE_3__/* .githubFailureText */ .xT)(lead, failure);
}
function expired(artifact, runName, branch) {
    return `the artifact ${artifact} of ${runName} on ${branch} has expired (artifacts are kept for the repository's retention period, 90 days by default; a new run on ${branch} makes a new one)`;
}
function missing(reason) {
    return { kind: 'missing', reason };
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

//# sourceMappingURL=172.index.js.map