// Pages for the analysis pool's tests (test/service/analysis-*.test.ts): one judged in
// milliseconds, one that keeps a thread busy long enough to act while it is judged.
import type { PageInput } from '../../src/server/analyzer/checks/context.js';

function page(body: string): PageInput {
  return {
    url: 'https://chairs.test/',
    finalUrl: 'https://chairs.test/',
    status: 200,
    headers: { 'content-type': 'text/html' },
    body,
  };
}

export const SMALL = page(
  '<title>Oak chairs</title><h1>Chairs</h1><p>Oak chairs, made by hand.</p>',
);
/** About a second of parsing on one core (5 MB, the largest page the analyzer reads). */
export const HUGE = page(
  `<title>x</title>${'<p>oak <a href="/x">chairs</a> <img src="a.png"></p>'.repeat(100_000)}`,
);
