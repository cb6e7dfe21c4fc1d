import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../../test/test-app.ts';
import { outbox } from '../db/schema.ts';

const t = appPerFile();

async function scrape(app = t.app, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', headers });
}

/** The value of one sample, e.g. `shop_api_requests_total{call="x",status="200"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics outside production', () => {
  it('answers the Prometheus text format without a token', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toContain('# TYPE shop_api_requests_total counter');
    expect(res.body).toContain('# TYPE shop_api_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE shop_job_runs_total counter');
    expect(res.body).toContain('# TYPE shop_job_failures_total counter');
    expect(res.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('counts each API call by call name and status, with its latency', async () => {
    const ok = 'shop_api_requests_total{call="shop_info_get",status="200"}';
    const bad = 'shop_api_requests_total{call="email_check",status="400"}';
    const unknown = 'shop_api_requests_total{call="unknown",status="404"}';
    const timed = 'shop_api_request_duration_seconds_count{call="shop_info_get",status="200"}';
    const before = (await scrape()).body;
    await t.call('shop_info_get');
    await t.call('shop_info_get');
    expect((await t.call('email_check', { email: 'not an email' })).statusCode).toBe(400);
    expect((await t.call('no_such_call_at_all')).statusCode).toBe(404);
    const after = (await scrape()).body;
    expect(sample(after, ok) - sample(before, ok)).toBe(2);
    expect(sample(after, timed) - sample(before, timed)).toBe(2);
    expect(sample(after, bad) - sample(before, bad)).toBe(1);
    expect(sample(after, unknown) - sample(before, unknown)).toBe(1);
    expect(after).not.toContain('no_such_call_at_all');
  });

  it('counts scheduled job runs by job name', async () => {
    const before = (await scrape()).body;
    const run = await t.app.inject({
      method: 'POST',
      url: '/dev/run-jobs',
      payload: { now: '2031-03-04T05:00:00Z' },
    });
    expect(run.statusCode).toBe(200);
    const names = (run.json().jobs as { name: string }[]).map((job) => job.name);
    expect(names.length).toBeGreaterThan(0);
    const after = (await scrape()).body;
    for (const name of names) {
      const series = `shop_job_runs_total{job="${name}"}`;
      expect(sample(after, series) - sample(before, series), name).toBe(1);
    }
  });

  it('shows the outbox backlog and its failures', async () => {
    const failed = 'shop_outbox_messages{state="failed"}';
    const pending = 'shop_outbox_messages{state="pending"}';
    const before = (await scrape()).body;
    await t.db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'x@example.com', body: 'b', status: 'failed' });
    const after = (await scrape()).body;
    expect(sample(after, failed) - sample(before, failed)).toBe(1);
    expect(after).toContain(`${pending} `);
    expect(after).toMatch(/^shop_outbox_oldest_pending_seconds \d/m);
  });

  it('shows the database connections', async () => {
    const body = (await scrape()).body;
    expect(sample(body, 'shop_database_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (t.kind === 'postgres') expect(body).toContain('shop_database_connections{state="waiting"} 0');
  });
});

describe('the sample Grafana dashboard', () => {
  it('asks only for metrics the server gives', async () => {
    const dashboard = readFileSync(new URL('../../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    const asked = new Set(dashboard.match(/\b(shop|process|nodejs)_[a-z0-9_]+/g));
    expect(asked.size).toBeGreaterThan(5);
    const body = (await scrape()).body;
    for (const name of asked) expect(body, name).toMatch(new RegExp(`^(# TYPE )?${name}[ {]`, 'm'));
  });
});

describe('GET /metrics in production', () => {
  it('needs METRICS_TOKEN as a Bearer token', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      METRICS_TOKEN: 'scrape-me-1234',
      LOG_LEVEL: 'silent',
    });
    try {
      expect((await scrape(prod.app)).statusCode).toBe(401);
      expect((await scrape(prod.app, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
      const res = await scrape(prod.app, { authorization: 'Bearer scrape-me-1234' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shop_api_requests_total');
    } finally {
      await prod.close();
    }
  });

  it('is closed when no METRICS_TOKEN is set', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      LOG_LEVEL: 'silent',
    });
    try {
      expect((await scrape(prod.app)).statusCode).toBe(404);
      expect((await scrape(prod.app, { authorization: 'Bearer ' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
