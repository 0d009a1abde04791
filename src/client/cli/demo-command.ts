// seo-report demo (npm start): the whole project in one command, on a fresh clone with nothing
// configured. Serves the sample site on 127.0.0.1, audits its three pages with the embedded
// service exactly as `seo-report audit` does, prints the table and writes the report pages.

import { type CliIo, EXIT_FAILURE, EXIT_OK } from '../../shared/cli/io.js';
import { parseCommandArgs } from '../../shared/cli/usage.js';
import { startSampleSite } from '../demo/sample-site.js';
import { auditAndReport } from './audit-command.js';
import { parseAuditOptions } from './audit-options.js';

const DEMO_HELP = `Usage: seo-report demo [--report-dir DIR]

Serves a small sample site on 127.0.0.1 (a good page, a middling one and a poor one), audits it
with the embedded reference service, prints the results table and writes every report to DIR
as JSON and as an HTML page. Nothing leaves the machine; no key or service is needed.

Options:
  --report-dir DIR   Where to write the reports (default ./seo-report-demo)
  -h, --help         Show this help

Then audit your own pages: seo-report audit --help
`;

const COMMAND = 'seo-report demo';
const DEFAULT_DEMO_DIR = 'seo-report-demo';

export async function runDemo(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(COMMAND, args, {
    'report-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(DEMO_HELP);
    return EXIT_OK;
  }
  const reportDir = values['report-dir'] ?? DEFAULT_DEMO_DIR;
  const site = await startSampleSite();
  try {
    io.stderr(
      `Serving a sample site at ${site.origin}: a good page, a middling one and a poor one.\n`,
    );
    // The user's SEO_REPORT_* variables are not read: the demo must run the same everywhere.
    const options = parseAuditOptions(
      [
        site.pages.good,
        site.pages.middling,
        site.pages.poor,
        // The sample site is on loopback, which the analyzer refuses unless told otherwise.
        '--allow-private-network',
        '--report-dir',
        reportDir,
      ],
      {},
    );
    if (options === 'help') return EXIT_OK;
    const terminal = process.stderr.isTTY === true && io.env.TERM !== 'dumb' && !io.env.CI;
    const code = await auditAndReport(options, io, terminal);
    if (code !== EXIT_OK && code !== EXIT_FAILURE) return code;
    io.stdout(
      `\n${code === EXIT_FAILURE ? 'seo-report audit would exit with 1 here, failing a CI job: the poor page grades bad (--fail-on bad is the default).' : 'seo-report audit would exit with 0 here.'}\nOpen ${reportDir}/index.html to read the reports. Audit your own pages: seo-report audit --help\n`,
    );
    return EXIT_OK;
  } finally {
    await site.close();
  }
}
