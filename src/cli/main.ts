import { runAuditCommand } from './audit-command.js';
import { runDemo } from './demo-command.js';
import { type CliIo, EXIT_FAILURE, EXIT_USAGE } from './io.js';
import { runKeys } from './keys-command.js';
import { runServe } from './serve-command.js';
import { UsageError } from './usage.js';

// Subcommands by name. A new one (e.g. `audit`) is one more entry here and one module beside.
const COMMANDS: Record<
  string,
  { summary: string; run: (args: string[], io: CliIo) => Promise<number> }
> = {
  audit: { summary: 'Audit web pages for SEO and print a results table', run: runAuditCommand },
  demo: { summary: 'Audit a sample site with the embedded service (npm start)', run: runDemo },
  serve: { summary: 'Run the SEO Report API reference service', run: runServe },
  keys: { summary: 'Manage API keys of a service database (keys create)', run: runKeys },
};

export function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(
    ([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`,
  );
  return `Usage: seo-report <command> [options]

Commands:
${lines.join('\n')}

Run seo-report <command> --help for the options of a command.
`;
}

/** Runs the command line and returns the exit code; expected failures print one line. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.stdout(mainHelp());
      return name === undefined ? EXIT_USAGE : 0;
    }
    const command = COMMANDS[name];
    if (!command) {
      throw new UsageError(
        `seo-report: unknown command "${name}"; allowed: ${Object.keys(COMMANDS).join(', ')}`,
      );
    }
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n`);
      return EXIT_USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`seo-report: ${message.split('\n')[0]}\n`);
    return EXIT_FAILURE;
  }
}
