// In-process cost of storing one report the way the embedded service of `seo-report audit` does
// (issue 30): insert it, start its generation, store its analysis, read its item back, on a
// throwaway database; no HTTP, no analysis. Prints the main thread's CPU a report and each
// step's CPU.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/service/store-micro.ts [--reports 2000] [--rounds 5] [--page FILE] [--sql SQL]
// --page: the HTML of the analysed page (default: a page of the generated site of bench/site if
// it is there, else a small built-in page); its results are stored with every report.
// --sql: statements run on the database once it is open, to try a change of schema or settings
// (e.g. --sql 'DROP TRIGGER reports_search_insert' for what the URL search index costs).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiKeyStore } from '../../src/server/service/api-keys.js';
import { openDatabase } from '../../src/server/service/database.js';
import { ReportStore } from '../../src/server/service/report-store.js';
import { builtInPage, cpuNow, sampleAnalysis } from './micro-support.js';

const SITE_PAGE = '/tmp/seo-report-bench-site-v2-2000/chairs/grain-1/index.html';
const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
    page: { type: 'string', default: existsSync(SITE_PAGE) ? SITE_PAGE : '' },
    sql: { type: 'string', default: '' },
  },
});

const analysis = await sampleAnalysis(
  values.page ? readFileSync(values.page, 'utf8') : builtInPage('store'),
);
const REPORTS = Number(values.reports);
const steps = ['insert', 'claim', 'complete', 'itemJson'] as const;

function round(): { cpuMs: number; stepMs: Record<(typeof steps)[number], number> } {
  const folder = mkdtempSync(join(tmpdir(), 'store-micro-'));
  try {
    const db = openDatabase(join(folder, 'reports.sqlite'), { throwaway: true });
    if (values.sql) db.exec(values.sql);
    const userId = new ApiKeyStore(db).register('sk_store-micro-not-secret');
    const store = new ReportStore(db);
    const stepMs = { insert: 0, claim: 0, complete: 0, itemJson: 0 };
    let bytes = 0;
    const cpu = process.threadCpuUsage();
    for (let i = 0; i < REPORTS; i++) {
      const url = `http://127.0.0.1:4000/section-${i % 10}/page-${i}/`;
      let t = cpuNow();
      // Stored running, as the service's queue stores a report it starts at once; code from
      // before that (which stores it pending) claims it in a transaction of its own.
      const report = store.insert(
        { userId, targetUrl: url, project: '127.0.0.1:4000', privacy: 0, passwordHash: null },
        'running',
      );
      const { id } = report;
      let now = cpuNow();
      stepMs.insert += now - t;
      t = now;
      const claim = report.state === 'running' ? report : store.claim(id);
      if (!claim) throw new Error(`report ${id} not claimed`);
      now = cpuNow();
      stepMs.claim += now - t;
      t = now;
      store.complete(id, claim.generation, { ...analysis, url, finalUrl: url });
      now = cpuNow();
      stepMs.complete += now - t;
      t = now;
      bytes += store.itemJson(id)?.length ?? 0;
      stepMs.itemJson += cpuNow() - t;
    }
    const used = process.threadCpuUsage(cpu);
    db.close();
    if (bytes === 0) throw new Error('no item read back');
    return { cpuMs: (used.user + used.system) / 1000, stepMs };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

round(); // warm-up: compilation and the first file pages
for (let r = 0; r < Number(values.rounds); r++) {
  const { cpuMs, stepMs } = round();
  const perReport = (ms: number) => (ms / REPORTS).toFixed(3);
  console.log(
    `CPU ${perReport(cpuMs)} ms a report; ${steps.map((s) => `${s} ${perReport(stepMs[s])}`).join(', ')} ms`,
  );
}
