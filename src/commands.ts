import { type CliIo, EXIT_FAILURE, EXIT_USAGE } from './shared/cli/io.js';
import { closest } from './shared/cli/suggest.js';
import { UsageError } from './shared/cli/usage.js';
import { VERSION } from './shared/cli/version.js';

type Command = (args: string[], io: CliIo) => Promise<number>;

// Subcommands by name, each loaded only when run: `seo-report --help` and `--version` load
// none of the audit, the service or the analyzer.
const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  audit: {
    summary: 'Audit web pages for SEO and print a results table',
    load: async () => (await import('./client/cli/audit-command.js')).runAuditCommand,
  },
  demo: {
    summary: 'Audit a sample site with the embedded service (npm start)',
    load: async () => (await import('./client/cli/demo-command.js')).runDemo,
  },
  serve: {
    summary: 'Run the SEO Report API reference service',
    load: async () => (await import('./server/cli/serve-command.js')).runServe,
  },
  keys: {
    summary: 'Manage API keys of a service database (keys create)',
    load: async () => (await import('./server/cli/keys-command.js')).runKeys,
  },
};

function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(
    ([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`,
  );
  return `Usage: seo-report <command> [options]

Commands:
${lines.join('\n')}

Run seo-report <command> --help for the options of a command; seo-report --version prints
the version.
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
    if (name === '--version' || name === '-v' || name === 'version') {
      io.stdout(`seo-report ${VERSION}\n`);
      return 0;
    }
    // Own keys only: `seo-report constructor` is an unknown command, not Object's constructor.
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      const names = Object.keys(COMMANDS);
      // A flag before the command (seo-report --verison) is a mistyped --version or --help.
      const guess = closest(name, name.startsWith('-') ? ['--version', '--help'] : names);
      const mean = guess === null ? '' : `; did you mean ${guess}?`;
      throw new UsageError(
        `seo-report: unknown command "${name}"${mean}; allowed: ${names.join(', ')}`,
      );
    }
    const run = await command.load();
    return await run(args, io);
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
