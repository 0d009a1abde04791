// A stand-in for the GitHub REST API on 127.0.0.1, with only what the action calls: GET /user,
// the issue comments of a pull request (listed with Link-header pagination), create and update
// (the sticky comment); a run, a workflow's runs, a run's artifacts and an artifact's zip
// (baseline: branch). Like GitHub, the zip is a 302 to a signed URL on another host: a second
// server, the storage, which must never see the token. It checks what it gets (the token, the
// repository, the author of an updated comment, the body's size) and records every request, so
// that tests can assert on exactly what the action sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a token is on GitHub: an installation token (GITHUB_TOKEN) or a person's token. */
export interface TokenIdentity {
  login: string;
  type: 'Bot' | 'User';
  /** A fork's GITHUB_TOKEN is read-only: writes answer 403. */
  readOnly?: boolean;
}

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: 'Bot' | 'User' };
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The token sent, or null when the authorization header was missing or malformed. */
  token: string | null;
  body: unknown;
  status: number;
}

/** A workflow run, as GET /repos/{repo}/actions/runs/{id} and the runs listing show it. */
export interface StandInRun {
  id: number;
  workflowId: number;
  /** head_branch */
  branch: string;
  /** null while the run is in progress (as the current run is). */
  conclusion: 'success' | 'failure' | null;
  runNumber?: number;
  headSha?: string;
  /** head_repository.full_name; the stand-in's repository when left out. */
  headRepository?: string;
  artifacts?: StandInArtifact[];
}

export interface StandInArtifact {
  id: number;
  name: string;
  /** What the storage serves. */
  zip: Uint8Array;
  /** Listed as expired, and its download answers 410. */
  expired?: boolean;
  /** Listed as live, but expired by the time of the download: 410. */
  goneOnDownload?: boolean;
  /** size_in_bytes as listed, when it should differ from the zip's (a lying listing). */
  sizeInBytes?: number;
}

export interface GitHubApiStandIn {
  url: string;
  requests: RecordedRequest[];
  comments: StoredComment[];
  /** Workflow runs and their artifacts; tests add to it between runs. */
  runs: StandInRun[];
  /** The artifact storage the zip download redirects to: another origin. */
  storage: { url: string; requests: Array<{ path: string; authorization: string | null }> };
  /** Anything the action did that GitHub would refuse or that it should never do. */
  violations: string[];
  /** Adds a comment as if someone had posted it. */
  addComment(issue: number, body: string, user: StoredComment['user']): StoredComment;
  close(): Promise<void>;
}

export interface StandInOptions {
  repository: string;
  tokens: Record<string, TokenIdentity>;
  /** GitHub caps per_page at 100; a smaller cap here makes pagination happen with few comments. */
  maxPerPage?: number;
  /**
   * Answer every comment write (POST, PATCH) with this status and a message that quotes the
   * token, as a misbehaving proxy might: the action must keep the token out of what it logs.
   */
  failWritesEchoingToken?: 403 | 500;
  /** Answer every read (GET, /user aside) the same way: reasons must not show the token. */
  failReadsEchoingToken?: 403 | 500;
  /** The token lacks `actions: read`: the actions endpoints answer 403. */
  actionsForbidden?: boolean;
  /** The token lacks `pull-requests: read`: listing comments answers 403. */
  commentsForbidden?: boolean;
  runs?: StandInRun[];
}

const COMMENT_LIMIT = 65_536;
/** What GitHub answers an installation token that lacks a permission (GET /user included). */
const NOT_ACCESSIBLE = {
  message: 'Resource not accessible by integration',
  documentation_url: 'https://docs.github.com/rest',
  status: '403',
};

export async function startGitHubApi(options: StandInOptions): Promise<GitHubApiStandIn> {
  const maxPerPage = options.maxPerPage ?? 100;
  const requests: RecordedRequest[] = [];
  const comments: StoredComment[] = [];
  const violations: string[] = [];
  const runs: StandInRun[] = [...(options.runs ?? [])];
  const storageRequests: GitHubApiStandIn['storage']['requests'] = [];
  let nextId = 1000;
  let url = '';
  const storage = await startStorage(runs, storageRequests, violations);

  const addComment = (issue: number, body: string, user: StoredComment['user']) => {
    const comment = { id: nextId++, issue, body, user };
    comments.push(comment);
    return comment;
  };
  const view = (comment: StoredComment) => ({
    id: comment.id,
    body: comment.body,
    user: comment.user,
    html_url: `https://github.com/${options.repository}/pull/${comment.issue}#issuecomment-${comment.id}`,
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const parsed = new URL(request.url ?? '/', 'http://127.0.0.1');
    const record: RecordedRequest = {
      method: request.method ?? '',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      token: tokenOf(request.headers.authorization),
      body: null,
      status: 0,
    };
    requests.push(record);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(data));
    };

    const raw = await readBody(request);
    if (raw !== '') {
      try {
        record.body = JSON.parse(raw);
      } catch {
        violations.push(`${record.method} ${record.path}: the body is not JSON`);
        return send(400, { message: 'Problems parsing JSON' });
      }
    }
    const identity = record.token === null ? undefined : options.tokens[record.token];
    if (identity === undefined) {
      violations.push(`${record.method} ${record.path}: unknown or missing token`);
      return send(401, { message: 'Bad credentials' });
    }

    if (record.method === 'GET' && record.path === '/user') {
      if (identity.type === 'Bot') return send(403, NOT_ACCESSIBLE);
      return send(200, { login: identity.login, type: identity.type });
    }
    if (record.method === 'GET' && options.failReadsEchoingToken !== undefined) {
      return send(options.failReadsEchoingToken, {
        message: `Refused for token ${record.token} (Authorization: ${request.headers.authorization})`,
      });
    }

    const actionsPrefix = `/repos/${options.repository}/actions/`;
    if (record.path.startsWith(actionsPrefix)) {
      if (record.method !== 'GET') {
        violations.push(`${record.method} ${record.path}: the baseline only reads`);
        return send(404, { message: 'Not Found' });
      }
      if (options.actionsForbidden) return send(403, NOT_ACCESSIBLE);
      const answer = actions(record.path.slice(actionsPrefix.length), record.query);
      if (answer.location !== undefined) {
        record.status = 302;
        response.writeHead(302, { location: answer.location });
        return response.end();
      }
      return send(answer.status, answer.data);
    }

    const repoPrefix = `/repos/${options.repository}/issues/`;
    if (!record.path.startsWith(repoPrefix)) {
      violations.push(`${record.method} ${record.path}: not a path the comment should call`);
      return send(404, { message: 'Not Found' });
    }
    const rest = record.path.slice(repoPrefix.length);
    const list = /^(\d+)\/comments$/.exec(rest);
    const one = /^comments\/(\d+)$/.exec(rest);

    if (list && record.method === 'GET') {
      if (options.commentsForbidden) return send(403, NOT_ACCESSIBLE);
      const issue = Number(list[1]);
      const perPage = Math.min(Number(record.query.per_page ?? 30), maxPerPage);
      const page = Number(record.query.page ?? 1);
      const all = comments.filter((comment) => comment.issue === issue);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      // As GitHub does: next and last while there are more pages (plus first and prev after 1).
      const link = (n: number, rel: string) =>
        `<${url}${record.path}?per_page=${perPage}&page=${n}>; rel="${rel}"`;
      const links: string[] = [];
      if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
      if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
      const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
      return send(200, all.slice((page - 1) * perPage, page * perPage).map(view), headers);
    }

    const text = (record.body as { body?: unknown } | null)?.body;
    if (record.method === 'POST' || record.method === 'PATCH') {
      if (options.failWritesEchoingToken !== undefined) {
        return send(options.failWritesEchoingToken, {
          message: `Refused for token ${record.token} (Authorization: ${request.headers.authorization})`,
        });
      }
      if (identity.readOnly) return send(403, NOT_ACCESSIBLE);
      if (typeof text !== 'string' || text.length > COMMENT_LIMIT) {
        violations.push(`${record.method} ${record.path}: body missing or over ${COMMENT_LIMIT}`);
        return send(422, { message: 'Validation Failed' });
      }
    }
    if (list && record.method === 'POST') {
      const user = { login: identity.login, type: identity.type };
      return send(201, view(addComment(Number(list[1]), text as string, user)));
    }
    if (one && record.method === 'PATCH') {
      const comment = comments.find((c) => c.id === Number(one[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      if (comment.user.login !== identity.login) {
        violations.push(
          `PATCH ${record.path}: a comment by ${comment.user.login}, not by the token's user`,
        );
        return send(403, NOT_ACCESSIBLE);
      }
      comment.body = text as string;
      return send(200, view(comment));
    }
    violations.push(`${record.method} ${record.path}: not a call the comment should make`);
    return send(404, { message: 'Not Found' });
  };

  /** GitHub's answers to the actions endpoints the baseline reads. */
  const actions = (
    rest: string,
    query: Record<string, string>,
  ): { status: number; data?: unknown; location?: string } => {
    const runView = (run: StandInRun) => ({
      id: run.id,
      run_number: run.runNumber ?? run.id,
      workflow_id: run.workflowId,
      head_branch: run.branch,
      head_sha: run.headSha ?? 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      status: run.conclusion === null ? 'in_progress' : 'completed',
      conclusion: run.conclusion,
      head_repository: { full_name: run.headRepository ?? options.repository },
    });
    const oneRun = /^runs\/(\d+)$/.exec(rest);
    if (oneRun) {
      const run = runs.find((r) => r.id === Number(oneRun[1]));
      return run ? { status: 200, data: runView(run) } : { status: 404, data: NOT_FOUND };
    }
    const workflowRuns = /^workflows\/(\d+)\/runs$/.exec(rest);
    if (workflowRuns) {
      // GitHub's status filter takes a conclusion too: success is a completed, successful run.
      const matching = runs
        .filter((r) => r.workflowId === Number(workflowRuns[1]))
        .filter((r) => query.branch === undefined || r.branch === query.branch)
        .filter((r) => query.status === undefined || r.conclusion === query.status)
        .sort((a, b) => b.id - a.id);
      const perPage = Math.min(Number(query.per_page ?? 30), 100);
      return {
        status: 200,
        data: {
          total_count: matching.length,
          workflow_runs: matching.slice(0, perPage).map(runView),
        },
      };
    }
    const runArtifacts = /^runs\/(\d+)\/artifacts$/.exec(rest);
    if (runArtifacts) {
      const run = runs.find((r) => r.id === Number(runArtifacts[1]));
      if (!run) return { status: 404, data: NOT_FOUND };
      const listed = (run.artifacts ?? []).filter(
        (a) => query.name === undefined || a.name === query.name,
      );
      return {
        status: 200,
        data: {
          total_count: listed.length,
          artifacts: listed.map((a) => ({
            id: a.id,
            name: a.name,
            size_in_bytes: a.sizeInBytes ?? a.zip.byteLength,
            expired: a.expired === true,
            archive_download_url: `${url}${actionsPrefixOf(options.repository)}artifacts/${a.id}/zip`,
            workflow_run: { id: run.id, head_branch: run.branch },
          })),
        },
      };
    }
    const zip = /^artifacts\/(\d+)\/zip$/.exec(rest);
    if (zip) {
      const artifact = runs.flatMap((r) => r.artifacts ?? []).find((a) => a.id === Number(zip[1]));
      if (!artifact) return { status: 404, data: NOT_FOUND };
      if (artifact.expired || artifact.goneOnDownload)
        return { status: 410, data: { message: 'Artifact has expired' } };
      return { status: 302, location: `${storage.url}/blobs/${artifact.id}?sig=signed-by-storage` };
    }
    violations.push(
      `GET ${actionsPrefixOf(options.repository)}${rest}: not a call the baseline should make`,
    );
    return { status: 404, data: NOT_FOUND };
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      violations.push(`stand-in error: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    comments,
    runs,
    storage: { url: storage.url, requests: storageRequests },
    violations,
    addComment,
    close: async () => {
      await storage.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

const NOT_FOUND = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' };

function actionsPrefixOf(repository: string): string {
  return `/repos/${repository}/actions/`;
}

/**
 * The artifact storage: serves each artifact's zip at a signed URL. It is another origin, so a
 * client that forwards the API's Authorization header across the redirect shows up here.
 */
async function startStorage(
  runs: StandInRun[],
  requests: GitHubApiStandIn['storage']['requests'],
  violations: string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const parsed = new URL(request.url ?? '/', 'http://127.0.0.1');
    const authorization = request.headers.authorization ?? null;
    requests.push({ path: parsed.pathname, authorization });
    if (authorization !== null)
      violations.push(`storage ${parsed.pathname}: got an Authorization header`);
    const id = /^\/blobs\/(\d+)$/.exec(parsed.pathname)?.[1];
    const artifact = runs.flatMap((r) => r.artifacts ?? []).find((a) => a.id === Number(id));
    if (!artifact || parsed.searchParams.get('sig') !== 'signed-by-storage') {
      response.writeHead(403, { 'content-type': 'application/xml' });
      return response.end('<Error><Code>AuthenticationFailed</Code></Error>');
    }
    response.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': String(artifact.zip.byteLength),
    });
    response.end(artifact.zip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** GitHub takes `token X` and `Bearer X`. */
function tokenOf(header: string | undefined): string | null {
  const match = /^(?:token|Bearer) (\S+)$/.exec(header ?? '');
  return match ? (match[1] as string) : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}
