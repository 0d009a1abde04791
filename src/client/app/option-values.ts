// The readers of plain option values that every option group shares (config.ts, crawl-config.ts,
// link-config.ts), so that `true` and a whole number mean one thing and fail with one message
// whichever option carries them.
import { quote } from '../api/params.js';
import { msg, OptionError, type OptionName } from './messages.js';

/** The spellings @actions/core's getBooleanInput takes (YAML 1.2's core schema). */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];

/** true or false (as YAML writes them); '' is `fallback`. */
export function boolean(name: OptionName, value: string, fallback = false): boolean {
  if (value === '') return fallback;
  if (TRUE_WORDS.includes(value)) return true;
  if (FALSE_WORDS.includes(value)) return false;
  throw new OptionError(name, msg`must be true or false (got ${quote(value)})`);
}

/**
 * A whole number from `min` to `max`; `unit` names what it counts in the message ("seconds"),
 * since "from 1 to 300" alone does not say whether a timeout is in seconds or milliseconds.
 */
export function integer(
  name: OptionName,
  value: string,
  min: number,
  max: number,
  unit = '',
): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    const what = unit === '' ? 'a whole number' : `a whole number of ${unit}`;
    throw new OptionError(
      name,
      msg`must be ${what} from ${String(min)} to ${String(max)} (got ${quote(value)})`,
    );
  }
  return Number(value);
}
