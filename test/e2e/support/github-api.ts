// A stand-in for the GitHub REST API on 127.0.0.1, with only what the sticky comment calls:
// GET /user, the issue comments of a pull request (listed with Link-header pagination),
// create and update. It checks what it gets (the token, the repository, the author of an
// updated comment, the body's size) and records every request, so that tests can assert on
// exactly what the action sent.
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

export interface GitHubApiStandIn {
  url: string;
  requests: RecordedRequest[];
  comments: StoredComment[];
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
  let nextId = 1000;
  let url = '';

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

    const repoPrefix = `/repos/${options.repository}/issues/`;
    if (!record.path.startsWith(repoPrefix)) {
      violations.push(`${record.method} ${record.path}: not a path the comment should call`);
      return send(404, { message: 'Not Found' });
    }
    const rest = record.path.slice(repoPrefix.length);
    const list = /^(\d+)\/comments$/.exec(rest);
    const one = /^comments\/(\d+)$/.exec(rest);

    if (list && record.method === 'GET') {
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
    violations,
    addComment,
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
