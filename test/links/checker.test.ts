// The checker's connections: a HEAD keeps its connection (undici closes it by default, so each
// target cost a new connection), and a server that wrongly sends a HEAD a body, which the next
// answer on that connection then starts with, costs a request more, never a false broken link.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkChecker } from '../../src/client/links/checker.js';

const TARGETS = 60;
const servers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
});

async function listening(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function checkAll(origin: string) {
  const checker = new LinkChecker({ perOrigin: 4 });
  try {
    const answers = await Promise.all(
      Array.from({ length: TARGETS }, (_, n) => checker.check(`${origin}/t/${n}`)),
    );
    return { answers, requests: checker.requests };
  } finally {
    await checker.close();
  }
}

describe('LinkChecker connections', () => {
  it('keeps the connection after a HEAD: 60 targets, 4 at a time, far fewer connections', async () => {
    let connections = 0;
    const server = createHttpServer((request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': 3 });
      response.end(request.method === 'HEAD' ? undefined : 'png');
    });
    server.keepAliveTimeout = 60_000;
    server.on('connection', () => connections++);
    const origin = await listening(server);

    const { answers, requests } = await checkAll(origin);
    expect(answers.map((answer) => answer.status)).toEqual(Array(TARGETS).fill(200));
    expect(requests).toBe(TARGETS);
    // A new connection each would be 60; a few more than 4 open when a request is sent before
    // the connection that just answered is free again.
    expect(connections).toBeGreaterThan(0);
    expect(connections).toBeLessThan(TARGETS / 2);
  });

  it('asks again on a new connection when a HEAD body left on it spoils the next answer', async () => {
    // Answers a HEAD with its headers and holds back a body it should not send, which then
    // comes before the answer to the next request on the same connection.
    const server = createTcpServer((socket) => {
      let unread = '';
      let strayBody = '';
      socket.on('error', () => {});
      socket.on('data', (data) => {
        unread += data.toString('latin1');
        for (let end = unread.indexOf('\r\n\r\n'); end !== -1; end = unread.indexOf('\r\n\r\n')) {
          const method = unread.slice(0, unread.indexOf(' '));
          unread = unread.slice(end + 4);
          const body = 'twenty bytes of body';
          const head = `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`;
          socket.write(strayBody + head + (method === 'HEAD' ? '' : body));
          strayBody = method === 'HEAD' ? body : '';
        }
      });
    });
    const origin = await listening(server);

    const { answers, requests } = await checkAll(origin);
    expect(answers.filter((answer) => answer.failure !== null)).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(TARGETS).fill(200));
    // Some HEADs met a connection spoiled by the one before, and were asked again.
    expect(requests).toBeGreaterThan(TARGETS);
  });
});
