// The project's own API client (src/client/api) against this service over HTTP: every endpoint and
// parameter, both generation modes, as the action will use them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import type { RunningService } from '../../src/server/service/index.js';
import { SecretScanner } from '../support/secret-scan.js';
import { scoringAnalyzer } from './helpers.js';

const PASSWORD = 'Pw7-api-client-report-password';

// The services' logs are scanned after each case for every key they made and the password.
const scan = new SecretScanner([PASSWORD]);
const startService = scan.startService;
afterEach(() => scan.check());

describe.each(['async', 'sync'] as const)('the API client, %s generation', (generation) => {
  let service: RunningService;
  let client: SeoReportClient;
  let otherClient: SeoReportClient;

  beforeAll(async () => {
    service = await startService({ generation, analyze: scoringAnalyzer });
    client = new SeoReportClient({ baseUrl: service.url, apiKey: service.createKey() });
    otherClient = new SeoReportClient({ baseUrl: service.url, apiKey: service.createKey() });
  });
  afterAll(async () => {
    await client.close();
    await otherClient.close();
    await service.close();
  });

  async function generated(id: string) {
    for (;;) {
      const report = await client.getReport(id);
      if (report.generated) return report;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('creates, reads, updates, regenerates and deletes a report', async () => {
    const created = await client.createReport({
      url: 'https://www.site.test/a?score=85',
      privacy: 2,
      password: PASSWORD,
      project: 'site',
    });
    expect(created.generated).toBe(generation === 'sync');
    const report = await generated(created.id);
    expect(report).toMatchObject({
      url: 'site.test/a?score=85',
      project: 'site',
      score: 85,
      grade: 'good',
      privacy: 2,
      hasPassword: true,
    });
    expect(report.checks?.meta_description?.passed).toBe(false);
    // The service says a password is set, never which.
    scan.add({ 'created report': JSON.stringify(created), 'read report': JSON.stringify(report) });

    // Another user's report is a 404 to the client, like a missing one.
    await expect(otherClient.getReport(created.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(otherClient.updateReport(created.id, { privacy: 0 })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(otherClient.deleteReport(created.id)).rejects.toMatchObject({
      code: 'not_found',
    });

    const updated = await client.updateReport(created.id, { privacy: 0 });
    expect(updated).toMatchObject({ privacy: 0, hasPassword: false });
    const regenerated = await client.updateReport(created.id, { regenerate: true });
    expect(regenerated.generated).toBe(generation === 'sync');
    expect((await generated(created.id)).score).toBe(85);

    const deletion = await client.deleteReport(created.id);
    expect(deletion).toMatchObject({ id: created.id, deleted: true });
    await expect(client.getReport(created.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lists with every parameter and pages through several pages', async () => {
    for (let i = 0; i < 23; i++) {
      await client.createReport({ url: `https://list.test/${i}?score=${i * 4}`, privacy: 0 });
    }
    const ids: string[] = [];
    for await (const report of client.reports({ project: 'list.test', sort: 'asc', perPage: 10 })) {
      ids.push(report.id);
    }
    expect(ids).toHaveLength(23);
    const page = await client.listReports({
      search: 'list.test/1',
      searchBy: 'url',
      project: 'list.test',
      sortBy: 'url',
      sort: 'asc',
      perPage: 25,
      page: 1,
    });
    expect(page.items.map((r) => r.url)).toEqual(
      [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
        .map((i) => `list.test/${i}?score=${i * 4}`)
        .sort(),
    );
    if (generation === 'sync') {
      const good = await client.listReports({ result: 'good', sortBy: 'result', sort: 'desc' });
      expect(good.items.every((r) => r.grade === 'good')).toBe(true);
      const byGenerated = await client.listReports({ sortBy: 'generated_at', perPage: 50 });
      expect(byGenerated.total).toBe(23);
    }
  });

  it('lists and deletes projects, only the caller ones', async () => {
    await otherClient.createReport({ url: 'https://list.test/theirs', privacy: 0 });
    const projects = await client.listProjects({
      search: 'list',
      searchBy: 'project',
      sortBy: 'project',
      sort: 'asc',
      perPage: 10,
      page: 1,
    });
    expect(projects.items).toHaveLength(1);
    expect(projects.items[0]).toMatchObject({ name: 'list.test', reports: 23 });
    const byCreated = await client.listProjects({ sortBy: 'created_at' });
    expect(byCreated.items.map((p) => p.name)).toContain('list.test');
    await client.deleteProject('list.test');
    expect((await client.listReports({ project: 'list.test' })).total).toBe(0);
    expect((await otherClient.listReports({ project: 'list.test' })).total).toBe(1);
  });

  it('meets the errors a user can cause as typed client errors', async () => {
    await expect(client.getReport('999999')).rejects.toMatchObject({ code: 'not_found' });
    const bad = new SeoReportClient({ baseUrl: service.url, apiKey: 'sk_wrong' });
    await expect(bad.listReports()).rejects.toMatchObject({ code: 'unauthenticated' });
    await bad.close();
  });
});
