import { type CliIo, EXIT_OK } from '../../shared/cli/io.js';
import { integerFlag, parseCommandArgs, UsageError } from '../../shared/cli/usage.js';
import { CHECK_PROFILES, type CheckProfile } from '../analyzer/options.js';
import { ApiKeyStore } from '../service/api-keys.js';
import { openDatabase } from '../service/database.js';
import { type Logger, startService } from '../service/index.js';

const SERVE_HELP = `Usage: seo-report serve [options]

Runs the SEO Report API v1 reference service (see docs/api.md) until SIGINT or SIGTERM.
Prints first its base URL: the value for seo-report audit --base-url and the action's base-url.

Options:
  --host HOST                Address to listen on (default 127.0.0.1)
  --port N                   Port, 0 for any free one (default 8080)
  --db FILE                  SQLite database file, or :memory: (default ./seo-report.db)
  --concurrency N            Reports generated at the same time, 1 to 64 (default 2)
  --sync                     Make POST wait for the result, as deployed services do
  --rate-limit N             Requests per minute per key, 0 for none (default 240)
  --allow-private-network    Let the analyzer fetch loopback and private addresses
  --checks PROFILE           all (default: the 36 checks of deployed services and ours) or
                             phprank (exactly the 36, scores comparable with deployed services)
  --render                   Judge pages as headless Chromium renders them (JavaScript-built
                             pages); needs Chromium or Chrome installed
  --quiet                    Print only the address and a new key
  -h, --help                 Show this help

Environment:
  SEO_REPORT_API_KEY         A key to accept (registered at start; for quick starts)
  SEO_REPORT_BROWSER         Chromium or Chrome executable for --render (default: usual paths)

On the first start with an empty database, and without SEO_REPORT_API_KEY, a key is
created and printed once. Create more keys with: seo-report keys create --db FILE
`;

const COMMAND = 'seo-report serve';
export const DEFAULT_DB = './seo-report.db';

function stderrLogger(io: CliIo, quiet: boolean): Logger {
  return {
    info: (message) => {
      if (!quiet) io.stderr(`seo-report: ${message}\n`);
    },
    warn: (message) => io.stderr(`seo-report: warning: ${message}\n`),
    error: (message) => io.stderr(`seo-report: error: ${message}\n`),
  };
}

/** Whether the database has no key yet (a new file, or :memory:). */
function hasNoKeys(dbPath: string): boolean {
  if (dbPath === ':memory:') return true;
  const db = openDatabase(dbPath);
  try {
    return new ApiKeyStore(db).count() === 0;
  } finally {
    db.close();
  }
}

export async function runServe(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(COMMAND, args, {
    host: { type: 'string' },
    port: { type: 'string' },
    db: { type: 'string' },
    concurrency: { type: 'string' },
    sync: { type: 'boolean' },
    'rate-limit': { type: 'string' },
    'allow-private-network': { type: 'boolean' },
    checks: { type: 'string' },
    render: { type: 'boolean' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(SERVE_HELP);
    return EXIT_OK;
  }
  const port = integerFlag(COMMAND, 'port', values.port, 8080, 0, 65535);
  const concurrency = integerFlag(COMMAND, 'concurrency', values.concurrency, 2, 1, 64);
  const perMinute = integerFlag(COMMAND, 'rate-limit', values['rate-limit'], 240, 0, 1_000_000);
  const checks = values.checks ?? 'all';
  if (!CHECK_PROFILES.includes(checks as CheckProfile)) {
    throw new UsageError(
      `${COMMAND}: --checks must be one of ${CHECK_PROFILES.join(', ')}, got "${checks}" (see ${COMMAND} --help)`,
    );
  }
  const browserPath = io.env.SEO_REPORT_BROWSER?.trim() || undefined;
  const dbPath = values.db ?? DEFAULT_DB;
  const envKey = io.env.SEO_REPORT_API_KEY?.trim() || undefined;
  const firstStart = !envKey && hasNoKeys(dbPath);

  const service = await startService({
    host: values.host ?? '127.0.0.1',
    port,
    dbPath,
    apiKeys: envKey ? [envKey] : [],
    generation: values.sync ? 'sync' : 'async',
    concurrency,
    allowPrivateNetwork: values['allow-private-network'] ?? false,
    rateLimit: perMinute === 0 ? false : { limit: perMinute, windowMs: 60_000 },
    checks: checks as CheckProfile,
    ...(values.render ? { render: browserPath === undefined ? true : { browserPath } } : {}),
    logger: stderrLogger(io, values.quiet ?? false),
  });
  // The value to pass comes first: users copied the API root (.../api/v1) from this output, and
  // report links built on it point at the API's JSON instead of the report pages.
  io.stdout(
    `Base URL: ${service.url} (pass it as --base-url to seo-report audit, or as the action's base-url input)\n`,
  );
  io.stdout(`SEO Report API listening on ${service.url} (API root ${service.url}/api/v1)\n`);
  io.stdout(
    `Report pages: ${service.url}/reports/ID; open ${service.url}/ in a browser and sign in with an API key to read private ones\n`,
  );
  if (firstStart) {
    io.stdout(`API key (shown only now, keep it): ${service.createKey()}\n`);
  } else if (envKey) {
    io.stdout('Accepting the API key from SEO_REPORT_API_KEY.\n');
  }
  const signal = await io.stopRequested();
  io.stderr(`seo-report: ${signal}: stopping (unfinished reports are requeued)\n`);
  await service.close();
  return EXIT_OK;
}
