// Writes docs/examples/job-summary.md and docs/examples/pr-comment.md from a real run: the bundled
// action (dist/main/index.js, run as the runner runs it) audits the demo's sample site with the
// embedded service and writes its comment to the GitHub API stand-in of the end-to-end tests.
// Nothing is edited afterwards: ports, times and durations are those of this run.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     scripts/capture-examples.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSampleSite } from '../src/client/demo/sample-site.js';
import { startGitHubApi } from '../test/e2e/support/github-api.js';
import { runStep } from '../test/e2e/support/run-action.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs', 'examples');
const REPOSITORY = 'seo-report/seo-report-action';
const TOKEN = 'ghs_captureExamplesInstallationToken0123';
const PULL_REQUEST = 1;

const site = await startSampleSite();
const github = await startGitHubApi({
  repository: REPOSITORY,
  tokens: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot' } },
});
try {
  const run = await runStep(
    'main',
    {
      urls: [site.pages.good, site.pages.middling, site.pages.poor].join('\n'),
      'allow-private-network': 'true',
      comment: 'true',
      'github-token': TOKEN,
      timeout: '120',
    },
    {
      event: {
        action: 'synchronize',
        number: PULL_REQUEST,
        pull_request: { number: PULL_REQUEST },
      },
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '1',
        GITHUB_RUN_ATTEMPT: '1',
      },
    },
  );
  const comment = github.comments.find((c) => c.issue === PULL_REQUEST);
  if (run.summary === '' || comment === undefined) {
    throw new Error(`the run wrote no summary or no comment:\n${run.stdout}\n${run.stderr}`);
  }
  const origin = (what: string) =>
    `<!-- ${what} written by a real run of the action (scripts/capture-examples.ts, ${new Date().toISOString().slice(0, 10)}): the embedded service auditing the demo's sample site on 127.0.0.1; the pull request, repository and run id are those of the GitHub API stand-in the script talks to. -->\n`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'job-summary.md'), origin('The job summary') + run.summary);
  writeFileSync(join(OUT, 'pr-comment.md'), origin('The pull-request comment') + comment.body);
  console.log(`exit code ${run.code}; wrote docs/examples/job-summary.md and pr-comment.md`);
} finally {
  await github.close();
  await site.close();
}
