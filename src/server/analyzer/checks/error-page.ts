// A page that does not answer 2xx: what visitors and crawlers get is an error, whatever the HTML
// holds, and search engines do not index it. In the `all` profile that is one finding, http_status,
// and the page's content is not judged: an error page listing fifteen content failures buries
// the one that matters, and the fifteen go away by themselves when the page comes back.
import type { CheckKey } from '../../../shared/checks/index.js';
import { type CheckOutcome, notApplicable } from './check.js';
import type { CheckContext } from './context.js';

/** The outcome of `key` on an error page (not applicable), or null when the check runs as usual. */
export function errorPageOutcome(context: CheckContext, key: CheckKey): CheckOutcome | null {
  const status = context.input.status;
  if (context.profile !== 'all' || key === 'http_status' || (status >= 200 && status < 300)) {
    return null;
  }
  return notApplicable(`the page answered HTTP ${status}: only its status is judged`);
}
