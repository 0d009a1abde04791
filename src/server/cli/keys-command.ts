import { type CliIo, EXIT_OK } from '../../shared/cli/io.js';
import { parseCommandArgs, UsageError } from '../../shared/cli/usage.js';
import { ApiKeyStore } from '../service/api-keys.js';
import { openDatabase } from '../service/database.js';
import { DEFAULT_DB } from './serve-command.js';

const KEYS_HELP = `Usage: seo-report keys create [--db FILE]

Creates a new API key (a new user) in the database and prints it once on standard output.
Only a hash of the key is stored: a lost key cannot be shown again, create a new one.

Options:
  --db FILE     SQLite database file (default ./seo-report.db); a running service may use it
  -h, --help    Show this help
`;

export async function runKeys(args: string[], io: CliIo): Promise<number> {
  const [action, ...rest] = args;
  if (action === undefined || action === '--help' || action === '-h' || action === 'help') {
    io.stdout(KEYS_HELP);
    return action === undefined ? 2 : EXIT_OK;
  }
  if (action !== 'create') {
    throw new UsageError(`seo-report keys: unknown action "${action}"; allowed: create`);
  }
  const { values } = parseCommandArgs('seo-report keys create', rest, {
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout(KEYS_HELP);
    return EXIT_OK;
  }
  const dbPath = values.db ?? DEFAULT_DB;
  if (dbPath === ':memory:') {
    throw new UsageError(
      'seo-report keys create: --db must be a file; a :memory: key would vanish at once',
    );
  }
  const db = openDatabase(dbPath);
  try {
    io.stdout(`${new ApiKeyStore(db).create()}\n`);
  } finally {
    db.close();
  }
  io.stderr(`seo-report: key created in ${dbPath}; it is shown only this once\n`);
  return EXIT_OK;
}
