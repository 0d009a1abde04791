// How the page looks when shared: the Open Graph properties every network reads, and the card
// type X (Twitter) reads.
import { type CheckLogic, type Errors, type LogicTable, outcomeOf } from './check.js';
import { outsideHead } from './head-metadata.js';

const REQUIRED = ['og:title', 'og:description', 'og:image', 'og:url'] as const;
const CARD_TYPES = new Set(['summary', 'summary_large_image', 'app', 'player']);
/** Values are cut to this many characters in the result. */
const VALUE_LENGTH = 200;

export const openGraph: CheckLogic<'open_graph'> = {
  run({ facts }) {
    // Scrapers read the head; tags after whatever ended it are reported, not read.
    const found = facts.head.socialValues;
    const value: Record<string, string> = {};
    for (const name of [...REQUIRED, 'twitter:card']) {
      const content = found[name];
      if (content) value[name] = content.slice(0, VALUE_LENGTH);
    }
    const errors: Errors<'open_graph'> = {};
    const missing = REQUIRED.filter((name) => !found[name]);
    if (missing.length > 0) errors.missing = missing;
    const bad: Record<string, string> = {};
    // Scrapers do not resolve relative URLs: the image and url must be absolute.
    for (const name of ['og:image', 'og:url']) {
      const content = found[name];
      if (content && URL.parse(content)?.protocol?.match(/^https?:$/) == null) {
        bad[name] = content.slice(0, VALUE_LENGTH);
      }
    }
    const card = found['twitter:card'];
    if (card !== undefined && !CARD_TYPES.has(card.toLowerCase())) {
      bad['twitter:card'] = card.slice(0, VALUE_LENGTH);
    }
    if (Object.keys(bad).length > 0) errors.bad_format = bad;
    const outside = outsideHead(facts, 'social', true);
    if (outside !== null) errors.outside_head = outside;
    return outcomeOf(value, errors);
  },
};

export const OPEN_GRAPH_LOGIC = { open_graph: openGraph } satisfies Partial<LogicTable>;
