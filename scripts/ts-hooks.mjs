// Lets plain `node` run the TypeScript sources of this repository for benchmarks: Node 24 strips
// types itself, but our imports name the compiled file ("./x.js"); this resolves them to "./x.ts"
// when only the source exists. Used by tests and benchmarks as:
//   node --experimental-transform-types --import ./scripts/ts-hooks.mjs file.ts
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      specifier.startsWith('.') &&
      specifier.endsWith('.js') &&
      context.parentURL?.endsWith('.ts')
    ) {
      const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate.href, context);
    }
    return nextResolve(specifier, context);
  },
});
