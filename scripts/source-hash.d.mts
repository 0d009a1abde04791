// Types of scripts/source-hash.mjs, for the TypeScript scripts that check dist/ is fresh.

/** Where scripts/bundle.mjs records the hash of the source it built, relative to the root. */
export const HASH_FILE: string;
/** sha256 over the paths and contents of the bundles' inputs, below `root` (default '.'). */
export function sourceHash(root?: string): string;
