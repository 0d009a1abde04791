// The analyzer's logic for every key of the table of checks (src/shared/checks/), merged from the
// files that hold it. The table gives each check its importance, category and place in the report.
import { CANONICAL_LOGIC } from './canonical.js';
import type { LogicTable } from './check.js';
import { HREFLANG_LOGIC } from './hreflang.js';
import { IMAGE_LOGIC } from './images.js';
import { LINK_LOGIC } from './links.js';
import { MISCELLANEOUS_LOGIC } from './miscellaneous.js';
import { OPEN_GRAPH_LOGIC } from './open-graph.js';
import { PERFORMANCE_LOGIC } from './performance.js';
import { RESPONSE_LOGIC } from './response.js';
import { SECURITY_LOGIC } from './security.js';
import { SEO_LOGIC } from './seo.js';

export type { CheckLogic, CheckOutcome } from './check.js';

/** A key without its logic, or logic for a key the table lacks, does not compile. */
export const CHECK_LOGIC: Readonly<LogicTable> = {
  ...SEO_LOGIC,
  ...PERFORMANCE_LOGIC,
  ...SECURITY_LOGIC,
  ...MISCELLANEOUS_LOGIC,
  ...RESPONSE_LOGIC,
  ...CANONICAL_LOGIC,
  ...HREFLANG_LOGIC,
  ...OPEN_GRAPH_LOGIC,
  ...IMAGE_LOGIC,
  ...LINK_LOGIC,
};
