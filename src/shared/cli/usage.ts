import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type ErrorCodeOf, SeoReportError } from '../errors.js';
import { closest } from './suggest.js';

/** A wrong command line: printed as one line naming the flag and what it allows, exit 2. */
export class UsageError extends SeoReportError {
  override name = 'UsageError';
  get errorCode(): ErrorCodeOf<'UsageError'> {
    return 'SEO_USAGE_INVALID';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * node:util parseArgs with its messages replaced by one short line that names the command and
 * the flag, and points at --help.
 */
export function parseCommandArgs<T extends Options>(
  command: string,
  args: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: string }).code;
    const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const known = Object.keys(options).map((name) => `--${name}`);
      const guess = closest(flag, known);
      throw new UsageError(
        guess === null
          ? `${command}: unknown option ${flag} (see ${command} --help)`
          : `${command}: unknown option ${flag}; did you mean ${guess}? (see ${command} --help)`,
      );
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      // node uses this code for three mistakes; "needs a value" fits only a missing value. A
      // switch given a value (--allow-private-network=yes) or a value starting with a dash
      // (--port -1, taken for another option) got that wrong hint before.
      if (message.includes('does not take an argument')) {
        throw new UsageError(
          `${command}: ${flag} is a switch and takes no value (see ${command} --help)`,
        );
      }
      if (message.includes('argument is ambiguous')) {
        throw new UsageError(
          `${command}: ${flag} needs a value; write one that starts with a dash as ${flag}=VALUE (see ${command} --help)`,
        );
      }
      throw new UsageError(
        `${command}: ${flag || 'an option'} needs a value (see ${command} --help)`,
      );
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new UsageError(
        `${command}: unexpected argument ${message.match(/'([^']+)'/)?.[1] ?? ''} (see ${command} --help)`,
      );
    }
    throw new UsageError(`${command}: ${message.split('\n')[0]}`);
  }
}

/** An integer flag within bounds, or a UsageError that says what is allowed. */
export function integerFlag(
  command: string,
  flag: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new UsageError(
      `${command}: --${flag} must be an integer from ${min} to ${max}, got "${value}"`,
    );
  }
  return number;
}
