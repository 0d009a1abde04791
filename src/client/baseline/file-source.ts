// baseline: <path>: a results file written by an earlier run, restored from a cache or
// downloaded as an artifact. A file that is not there is the first run's normal state.
import { readFile } from 'node:fs/promises';
import { readBaselineDocument } from './document.js';
import { type BaselineLoad, BaselineShapeError } from './types.js';

/** Larger than any results file of 1,000 pages; a bigger one is not ours. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

export async function readBaselineFile(path: string): Promise<BaselineLoad> {
  let text: string;
  try {
    const buffer = await readFile(path);
    if (buffer.length > MAX_FILE_BYTES)
      throw new BaselineShapeError(`${path} has ${buffer.length} bytes, more than a results file`);
    text = buffer.toString('utf8');
  } catch (error) {
    if (error instanceof BaselineShapeError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'there is no such file (the first run, or the cache or artifact was not restored)'
        : `it could not be read (${code ?? String(error)})`;
    return { kind: 'missing', reason: `${path}: ${why}` };
  }
  if (text.trim() === '') return { kind: 'missing', reason: `${path} is empty` };
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new BaselineShapeError(`${path} is not JSON`);
  }
  try {
    return { kind: 'found', baseline: { from: path, pages: readBaselineDocument(document) } };
  } catch (error) {
    if (error instanceof BaselineShapeError)
      throw new BaselineShapeError(`${path} ${error.message}`);
    throw error;
  }
}
