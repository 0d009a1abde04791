// The audit command's options: the action's inputs as flags and SEO_REPORT_* variables, checked by
// the action's own parser (src/action/inputs.ts) so that both faces accept the same values with
// the same rules. Only the wording changes: "Input fail-on: ..." becomes "--fail-on ...".
import { type ActionConfig, InputError, parseInputs } from '../action/inputs.js';
import { parseCommandArgs, UsageError } from './usage.js';

export const AUDIT_COMMAND = 'seo-report audit';

export const OUTPUT_FORMATS = ['table', 'json', 'markdown', 'junit'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The action's inputs that the CLI takes, by name; `cleanup` and `summary` are not. */
export const INPUT_FLAGS = [
  'base-url',
  'api-key',
  'urls',
  'privacy',
  'password',
  'project',
  'fail-on',
  'min-score',
  'concurrency',
  'timeout',
  'report-url',
  'report-dir',
  'allow-private-network',
  'mode',
  'report-ids',
  'sitemap',
  'max-urls',
  'shard',
] as const;

const FLAG_OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  urls: { type: 'string', multiple: true },
  privacy: { type: 'string' },
  password: { type: 'string' },
  project: { type: 'string' },
  'fail-on': { type: 'string' },
  'min-score': { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  'report-url': { type: 'string' },
  'report-dir': { type: 'string' },
  'allow-private-network': { type: 'boolean' },
  mode: { type: 'string' },
  'report-ids': { type: 'string' },
  sitemap: { type: 'string' },
  'max-urls': { type: 'string' },
  shard: { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface AuditOptions {
  config: ActionConfig;
  format: OutputFormat;
  /** File to write the chosen format to; null writes it to standard output. */
  output: string | null;
}

/** SEO_REPORT_ plus the input's name upper-cased, dashes to underscores. */
export function envName(input: string): string {
  return `SEO_REPORT_${input.toUpperCase().replaceAll('-', '_')}`;
}

export function parseAuditOptions(
  args: string[],
  env: Record<string, string | undefined>,
): AuditOptions | 'help' {
  const { values, positionals } = parseCommandArgs(AUDIT_COMMAND, args, FLAG_OPTIONS, true);
  const format = (values.format ?? 'table') as OutputFormat;
  if (values.help) return 'help';
  if (!OUTPUT_FORMATS.includes(format)) {
    throw new UsageError(
      `${AUDIT_COMMAND}: --format must be ${OUTPUT_FORMATS.slice(0, -1).join(', ')} or junit (got ${JSON.stringify(values.format)})`,
    );
  }
  if (values.output !== undefined && values.output.trim() === '') {
    throw new UsageError(`${AUDIT_COMMAND}: --output needs a file name`);
  }

  // A flag wins over its variable; URLs come from arguments and --urls together.
  const fromFlag = (input: (typeof INPUT_FLAGS)[number]): string | undefined => {
    if (input === 'urls') {
      const urls = [...positionals, ...(values.urls ?? [])];
      return urls.length > 0 ? urls.join('\n') : undefined;
    }
    if (input === 'allow-private-network') return values[input] ? 'true' : undefined;
    return values[input];
  };
  const source = new Map<string, 'flag' | 'env'>();
  const read = (input: string): string => {
    if (!(INPUT_FLAGS as readonly string[]).includes(input)) return '';
    const flag = fromFlag(input as (typeof INPUT_FLAGS)[number]);
    if (flag !== undefined) {
      source.set(input, 'flag');
      return flag;
    }
    const variable = env[envName(input)];
    if (variable !== undefined && variable !== '') source.set(input, 'env');
    return variable ?? '';
  };

  try {
    return { config: parseInputs(read), format, output: values.output ?? null };
  } catch (error) {
    if (error instanceof InputError) {
      const name = source.get(error.input) === 'env' ? envName(error.input) : `--${error.input}`;
      throw new UsageError(`${AUDIT_COMMAND}: ${name} ${flagWording(error.problem)}`);
    }
    throw error;
  }
}

/** The action's problem text, with input names and YAML written as the command line has them. */
function flagWording(problem: string): string {
  return problem
    .replace('(pass it from a secret)', '(prefer the SEO_REPORT_* variable: flags show in ps)')
    .replace('set privacy: password, or remove password', 'add --privacy password, or drop it')
    .replace('privacy: password', '--privacy password')
    .replace('when base-url is set', 'when --base-url is set')
    .replace('needs base-url', 'needs --base-url')
    .replace('mode: delete', '--mode delete')
    .replace('(pass the key in api-key)', '(pass the key in SEO_REPORT_API_KEY)')
    .replace('in one step (split them across jobs)', 'in one run (split them across runs)');
}
