// The service under measurement, in its own process: started by run.ts, it prints its base URL
// as one JSON line and stops on SIGTERM.
import { parseArgs } from 'node:util';
import { startService } from '../../src/server/service/index.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    key: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    sync: { type: 'boolean', default: false },
  },
});
const service = await startService({
  dbPath: values.db ?? ':memory:',
  apiKeys: values.key ? [values.key] : [],
  rateLimit: false,
  allowPrivateNetwork: true,
  concurrency: Number(values.concurrency),
  generation: values.sync ? 'sync' : 'async',
  maxQueued: 1_000_000,
});
process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
process.once('SIGTERM', () => {
  void service.close().then(() => process.exit(0));
});
