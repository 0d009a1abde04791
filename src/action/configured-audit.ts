// One audit as the checked inputs ask for it, shared by the action and the CLI: refresh or
// create through the same engine, the verdict, and the renderers' view of the result. The two
// faces differ only in how they show progress and where they write.
import type { SeoReportClient } from '../api/index.js';
import { type RefreshResult, runRefresh } from '../audit/refresh.js';
import { runAudit } from '../audit/run-audit.js';
import type { AuditHooks, AuditResult } from '../audit/types.js';
import { decideVerdict } from '../audit/verdict.js';
import { type ActionConfig, auditPlanOf } from './inputs.js';
import { expandReportUrl, type RenderContext } from './render.js';

export interface ConfiguredAudit {
  result: AuditResult;
  /** Refresh mode's counts; null in create mode. */
  refresh: RefreshResult | null;
  context: RenderContext;
}

/**
 * Runs the audit and builds what the renderers need. `embedded`: the service dies with the run,
 * so its report links would be dead: none are shown, and every failed check is listed instead.
 * A failed refresh lookup (RefreshLookupError) propagates: nothing was audited.
 */
export async function runConfiguredAudit(
  client: SeoReportClient,
  config: ActionConfig,
  where: { baseUrl: string; embedded: boolean },
  hooks: AuditHooks,
  signal: AbortSignal,
): Promise<ConfiguredAudit> {
  const plan = auditPlanOf(config);
  const refresh = config.mode === 'refresh' ? await runRefresh(client, plan, hooks, signal) : null;
  const result = refresh?.result ?? (await runAudit(client, plan, hooks, signal));
  const context: RenderContext = {
    result,
    verdict: decideVerdict(result, config.failOn, config.minScore),
    failOn: config.failOn,
    minScore: config.minScore,
    reportLink: (outcome) =>
      where.embedded ? null : expandReportUrl(config.reportUrl, where.baseUrl, outcome),
    failedChecksInFull: where.embedded,
    ...(refresh ? { refreshed: { refreshed: refresh.refreshed, created: refresh.created } } : {}),
  };
  return { result, refresh, context };
}
