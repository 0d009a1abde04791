// Every property test starts from one seed (vitest setup file): a fixed one by default, so that a
// run in CI and a run on a laptop try the same inputs, and a failure is the code's, not the draw's.
// fast-check's error names the seed and the path of the counterexample; to replay it, run with
// FC_SEED=<seed>. FC_SEED=random draws a new seed to explore; a counterexample found that way is
// kept as a plain test case next to its property.
import fc from 'fast-check';

const DEFAULT_SEED = 20_261_124;

function seedFromEnvironment(): number {
  const asked = process.env.FC_SEED?.trim();
  if (asked === undefined || asked === '') return DEFAULT_SEED;
  if (asked === 'random') return (Math.random() * 2 ** 31) | 0;
  const seed = Number(asked);
  if (!Number.isInteger(seed))
    throw new Error(`FC_SEED must be an integer or "random", not ${asked}`);
  return seed;
}

const seed = seedFromEnvironment();
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
if (process.env.FC_SEED === 'random')
  console.log(`fast-check seed ${seed} (FC_SEED=${seed} replays it)`);
