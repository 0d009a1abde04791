// seo-report audit: the action's audit from a command line. Same options, same job, same
// embedded service and report folder; only the edges differ (flags and SEO_REPORT_* variables in,
// a progress display on standard error, results on standard output or in a file, an exit code).
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type CliIo, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, tableWidth } from '../../shared/cli/io.js';
import { plural } from '../../shared/findings/format.js';
import { type AuditRun, type DeletionRun, runJob } from '../app/job.js';
import { refreshLine, retryLine } from '../app/render/log.js';
import { resultsOf } from '../app/render/outputs.js';
import { renderSummary } from '../app/render/summary.js';
import { SafeText } from '../app/safe-text.js';
import { deletedLine, deletingLines, moreToDeleteLine, privateReportHint } from '../app/wording.js';
import type { UrlOutcome } from '../audit/types.js';
import { type AuditOptions, CLI_WORDS, parseAuditOptions } from './audit-options.js';
import { jsonParts, junitParts, tableParts } from './formats.js';
import { createProgress, type Progress } from './progress.js';

const AUDIT_HELP = `Usage: seo-report audit [options] URL...

Audits web pages for SEO through the SEO Report API v1 and prints a results table. Without
--base-url it starts the reference service in-process on 127.0.0.1 (throwaway key and database)
and stops it afterwards: write the reports with --report-dir to keep them.

Options (each also reads SEO_REPORT_<NAME>, e.g. SEO_REPORT_FAIL_ON; a flag wins):
  --urls URL                 A page to audit (repeatable; URLs may also be arguments, and one
                             value may hold several separated by commas, spaces or newlines)
  --base-url URL             Root of the SEO Report service (a trailing /api/v1 is cut
                             off, with a note); empty: the embedded service
  --api-key KEY              API key of the service (required with --base-url). Prefer
                             SEO_REPORT_API_KEY: flags show up in ps and shell history
  --privacy WORD             public, private or password (or 0, 1, 2); default private
  --password TEXT            Password of the reports (with --privacy password); prefer
                             SEO_REPORT_PASSWORD
  --project NAME             Project to create the reports in
  --fail-on GRADE            Fail when a page grades at or below bad or decent, or never
                             (default bad)
  --min-score N              Also fail when a page scores below N (0 to 100)
  --concurrency N            Reports in flight at once, 1 to 20 (default 8)
  --timeout SECONDS          For the whole audit, 1 to 21600 (default 600)
  --report-url TEMPLATE      Report links; placeholders {base-url}, {id}, {url}
                             (default {base-url}/reports/{id}; none with the embedded service)
  --report-dir DIR           Write every report to DIR: <id>.json, <id>.html, index.html and
                             results.json
  --allow-private-network    Embedded service only: let it audit loopback and private addresses
  --render                   Embedded service only: audit pages as headless Chromium renders
                             them (pages built by JavaScript); SEO_REPORT_BROWSER names the
                             browser when it is not in the usual places
  --header 'NAME: VALUE'     Embedded service only: send this header to the audited pages' own
                             origin, e.g. a protected preview's token (repeatable; prefer
                             SEO_REPORT_HEADERS, one per line: flags show in ps)
  --mode MODE                create (default), refresh (regenerate existing reports, create
                             only the missing) or delete (--report-ids, or --project alone)
  --report-ids IDS           With --mode delete: the reports to delete
  --sitemap URL              Add the pages of a sitemap.xml or sitemap index
  --max-pages N              Most pages found for the run (sitemap and --dir together) on
                             top of the URLs given: 1 to 1000, or to 10000 with the embedded
                             service (default 50); --max-urls is its old name
  --dir DIR                  Serve the build folder DIR on 127.0.0.1 and audit its pages
                             (embedded service only; auto: the first of dist, build, out,
                             _site, public with an index.html); see docs/site-dir.md
  --site-url ORIGIN          With --dir: the production origin (https://www.example.com),
                             read as the folder: canonicals and links to it are the site's own
  --base-path PATH           With --dir: the path the site is served under (/docs, /repo)
  --trailing-slash POLICY    With --dir: auto (default), always or never
  --spa-fallback FILE        With --dir: serve FILE (true: index.html) with 200 for unknown
                             routes, as single-page-app hosts do
  --shard I/N                Audit only share I of N of the URL list
  --crawl                    Crawl the site from the URLs given (with --dir, from the folder's
                             root page): its sitemap and the pages they link to, breadth
                             first, at most --max-pages pages in all (docs/crawl.md)
  --crawl-discovery WAY      reports (default: links from each page's report) or pages (the
                             CLI reads each page itself, ahead of the audits)
  --crawl-origins ORIGIN     Follow links to this origin too (repeatable)
  --crawl-robots false       Ignore robots.txt (a preview that blocks every crawler)
  --crawl-include PATTERN    Audit and follow only matching pages (/docs/*; repeatable)
  --crawl-exclude PATTERN    Neither audit nor follow matching pages (/tag/*; repeatable)
  --crawl-query keep         Keep query strings (default drop: /a?x=1 is /a)
  --crawl-sample 'PATTERN: N'  At most N pages matching PATTERN (/blog/*: 5; repeatable)
  --check-links MODE         internal: request every link and resource (images, scripts,
                             styles, fonts, media) on the audited origins once and report broken ones (errors), redirects,
                             noindex and robots.txt-blocked targets; off (default); docs/links.md
  --check-external-links     With --check-links internal: request targets on other sites too,
                             a few at a time per host; broken ones and those whose host refuses
                             bots (403, 429, 999, Cloudflare) are warnings
  --link-accept ITEM         Counts as working: a status (401), a range (500-599) or a URL
                             pattern, not requested (https://x.com/*; repeatable)
  --link-timeout SECONDS     Each link check request (default 30)
  --link-run-timeout SECONDS All external requests of the run (default 300)
  --link-cache FILE          Keep external answers between runs in FILE (JSON)
  --link-cache-max-age AGE   How long a working link is kept in it: 12h, 7d (default 1d)
  --baseline FILE            Compare each page with earlier results: a file written by
                             --format json, or results.json of --report-dir (missing: a
                             warning, e.g. on the first run)
  --baseline-url ORIGIN      Compare with the same paths on another origin, audited in the
                             same run (e.g. production against a preview)
  --fail-on-regression RULE  never (default), N (fail when a score drops by more than N
                             points), checks (fail when a check that passed now fails), or
                             both as N,checks
  --rule RULE                What a failed check means: 'keys: level', level error (fails
                             the run), warning, notice or off; 'PATTERN: keys: level' on
                             matching pages (/blog/*: open_graph: off); a key may name one
                             of its errors (title.length). Repeatable; see docs/rules.md
  --rules-file FILE          Rules, one a line (default: .seo-report-rules when present)
  --ignore-checks RULE       Accepted checks: keys (https_encryption, htst), or
                             'PATTERN: keys' (/blog/*: content_length); they count as
                             passed (repeatable; the rule 'keys: off'; docs/baselines.md)
  --format FORMAT            table (default), json, markdown or junit
  --output FILE              Write the format to FILE; the table still goes to standard output
  --explain                  Say why each failed check matters and how to fix it
  -h, --help                 Show this help

Progress goes to standard error: a bar on a terminal, one line per page otherwise.
The action's cleanup and summary inputs have no flag: a remote service keeps its reports (delete
them through the API), the embedded one takes them along when it stops; --format markdown gives
the job summary's text.

Exit codes: 0 the verdict passed, 1 it failed (a page at or below --fail-on, under --min-score,
regressed beyond --fail-on-regression, or without a result), 2 a wrong command line, option,
variable or baseline file, or a service that refused the key or is not an SEO Report API.

Examples:
  seo-report audit --allow-private-network http://127.0.0.1:3000/
  SEO_REPORT_API_KEY=... seo-report audit --base-url https://seo.example.com \\
    --format junit --output seo-junit.xml https://example.com/ https://example.com/pricing
`;

export async function runAuditCommand(args: string[], io: CliIo): Promise<number> {
  const options = parseAuditOptions(args, io.env);
  if (options === 'help') {
    io.stdout(AUDIT_HELP);
    return EXIT_OK;
  }
  // A bar only where a person watches; CI logs and pipes get plain lines.
  const terminal = process.stderr.isTTY === true && io.env.TERM !== 'dumb' && !io.env.CI;
  return auditAndReport(options, io, terminal);
}

/** Runs the job of checked options and prints it; also the demo's audit. */
export async function auditAndReport(
  options: AuditOptions,
  io: CliIo,
  terminal: boolean,
): Promise<number> {
  const { config } = options;
  const out = new SafeText([
    config.target.kind === 'remote' ? config.target.apiKey : null,
    config.password,
    ...(config.target.kind === 'embedded' ? Object.values(config.target.headers) : []),
  ]);
  const say = (line: string) => io.stderr(`${out.line(line)}\n`);
  for (const notice of config.notices) say(`note: ${CLI_WORDS.message(notice)}`);
  for (const warning of config.warnings) say(`warning: ${CLI_WORDS.message(warning)}`);
  const cancel = new AbortController();
  void io.stopRequested().then((signal) => {
    io.stderr(`\n${signal}: stopping the audit; pages not finished count as errors\n`);
    cancel.abort();
  });

  let progress: Progress | null = null;
  const result = await runJob(
    config,
    {
      onUrlList: (list) => {
        const { notes, warnings } = CLI_WORDS.urlList(list);
        for (const line of [...notes, ...warnings]) say(line);
      },
      onStart: ({ baseUrl, embedded, pages, crawl }) => {
        if (config.mode === 'delete') return;
        const what = crawl
          ? `Crawling and auditing up to ${plural(pages, 'page')}`
          : `Auditing ${plural(pages, 'page')}`;
        say(
          embedded
            ? `${what} with the embedded reference service at ${baseUrl} (no --base-url given)`
            : `${what} with ${baseUrl}`,
        );
        progress = createProgress(pages, io.stderr, terminal, (text) => out.line(text));
      },
      onRetry: (event) => say(retryLine(event)),
      onReportCreated: () => progress?.reportCreated(),
      onReportRefreshed: () => progress?.reportCreated(),
      onUrlDone: (outcome) => progress?.urlDone(outcome),
      onCrawled: (counts) => say(CLI_WORDS.crawl(counts)),
      onNote: say,
      onDeleting: (reports, project, more) => {
        for (const line of deletingLines(reports, project, more)) say(line);
      },
      onDeleted: (id, how) => say(deletedLine(id, how, 'delete')),
    },
    cancel.signal,
    { browserPath: io.env.SEO_REPORT_BROWSER?.trim() || undefined },
  );
  (progress as Progress | null)?.finish();
  if (result.kind === 'failed') {
    const line = CLI_WORDS.problem(result.problem);
    io.stderr(
      `seo-report audit: ${result.problem.kind === 'sitemap' ? `${result.problem.siteDir ? '--dir' : '--sitemap'}: ${line}` : out.line(line)}\n`,
    );
    return result.problem.kind === 'sitemap' || result.problem.kind === 'baseline'
      ? EXIT_USAGE
      : EXIT_FAILURE;
  }
  if (result.kind === 'delete') return printDeletion(result.run, io, out);
  return printAudit(result.run, options, io, out);
}

async function printAudit(
  run: AuditRun,
  options: AuditOptions,
  io: CliIo,
  out: SafeText,
): Promise<number> {
  const { config } = options;
  const { result, verdict } = run;
  if (run.refreshed) io.stderr(`${refreshLine(run.refreshed)}\n`);
  for (const warning of run.baselineWarnings) io.stderr(`${out.line(`warning: ${warning}`)}\n`);

  const files = new Map<string, string>();
  if (config.reportDir !== undefined) {
    const { reportDirProblem, writeReportDir } = await import('../app/report-dir.js');
    try {
      const written = await writeReportDir(config.reportDir, {
        outcomes: result.outcomes,
        results: resultsOf(run, CLI_WORDS),
        findings: verdict.findings,
        siteFindings: run.siteFindings,
        scrub: (text) => out.block(text),
      });
      for (const report of written) files.set(report.id, join(config.reportDir, report.html));
    } catch (error) {
      io.stderr(
        `${out.line(`warning: --report-dir: the reports could not be written to ${config.reportDir}: ${reportDirProblem(error)}`)}\n`,
      );
    }
  }
  const place = (outcome: UrlOutcome) =>
    run.reportLink(outcome) ?? (outcome.reportId ? (files.get(outcome.reportId) ?? null) : null);

  // Each output is written as it is made, in pieces: a whole site's table or JSON is never
  // held as one string (docs/benchmarks.md, "Memory as the site grows").
  const tableOf = (width: number | null) =>
    tableParts(run, CLI_WORDS, place, { explain: options.explain, width });
  const formatted = (): Iterable<string> =>
    options.format === 'table'
      ? // Fitted to the screen on standard output; a file gets the whole table.
        tableOf(options.output === null ? tableWidth(io) : null)
      : options.format === 'json'
        ? jsonParts(run, CLI_WORDS)
        : options.format === 'markdown'
          ? [renderSummary(run, CLI_WORDS)]
          : junitParts(run, CLI_WORDS, place);
  if (options.output !== null) {
    await mkdir(dirname(options.output), { recursive: true });
    const file = await open(options.output, 'w');
    try {
      for (const piece of out.blockPieces(formatted())) await file.write(piece, null, 'utf8');
    } finally {
      await file.close();
    }
    for (const piece of out.blockPieces(tableOf(tableWidth(io)))) io.stdout(piece);
    io.stderr(`Wrote the ${options.format} results to ${options.output}\n`);
  } else {
    for (const piece of out.blockPieces(formatted())) io.stdout(piece);
    // Whoever reads a JSON or XML stream still sees the verdict.
    if (options.format !== 'table') io.stderr(`${CLI_WORDS.verdictLine(run)}\n`);
  }
  // Private report links of our own service open after a sign-in there: say where, once.
  const signInUrl = run.linkNotes.signInUrl;
  if (signInUrl) io.stderr(`${out.line(`Report links: ${privateReportHint(signInUrl)}.`)}\n`);
  if (config.reportDir !== undefined && files.size > 0) {
    io.stderr(
      `Wrote ${plural(files.size, 'report')} to ${config.reportDir} (open ${join(config.reportDir, 'index.html')})\n`,
    );
  }
  // A refused key or a base URL that is not the API: a configuration error, not a bad page.
  if (result.fatal !== null) return EXIT_USAGE;
  return verdict.passed ? EXIT_OK : EXIT_FAILURE;
}

function printDeletion(run: DeletionRun, io: CliIo, out: SafeText): number {
  const { deleted, failed, left } = run.outcome;
  for (const { id, error } of failed)
    io.stderr(`${out.line(`could not delete report ${id}: ${CLI_WORDS.error(error)}`)}\n`);
  for (const id of left)
    io.stderr(`${out.line(`could not delete report ${id}: the timeout passed first`)}\n`);
  if (run.more && run.project !== null)
    io.stderr(`${out.line(`warning: ${moreToDeleteLine(run.project)}`)}\n`);
  // One id a line: an id from the service is neutralised so that it stays one line.
  io.stdout(deleted.map((id) => `${out.line(id)}\n`).join(''));
  return failed.length === 0 && left.length === 0 ? EXIT_OK : EXIT_FAILURE;
}
