import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { siteUrl } from './harness';
import { clearFaults, setSystemStatus, trackedEvents } from './sandbox-control';

// These tests switch a whole merchant into maintenance: one at a time, on the merchant, and put back after.
test.describe.configure({ mode: 'serial' });
const CODE = 'siamarena';
// siamarena renders in Thai: the notices' texts come from its catalogue (SPEC 2 "UI strings").
const TH = (JSON.parse(readFileSync('src/locales/TH.json', 'utf8')) as { ui: Record<string, string> }).ui;
const normal = {
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  ip: null,
  domainNotAvailable: false,
};

test.beforeEach(async ({ request }) => {
  await clearFaults(request, CODE);
  await setSystemStatus(request, CODE, normal);
});
test.afterEach(async ({ request }) => {
  await setSystemStatus(request, CODE, normal);
});

test('maintenance set through the control API shows the notice and its end time', async ({ page, request }) => {
  const end = Date.UTC(2030, 0, 15, 8, 30);
  await setSystemStatus(request, CODE, { maintenance: true, maintenanceEnd: end, ip: '203.0.113.7' });
  await page.goto(siteUrl(CODE, '/m/home'));
  const notice = page.getByRole('alertdialog');
  await expect(notice).toHaveAttribute('data-status', 'maintenance');
  await expect(notice.getByRole('heading')).toHaveText(TH['maintenance']!);
  await expect(notice).toContainText(TH['endTime']!);
  const time = page.getByTestId('maintenance-end');
  await expect(time).toHaveAttribute('datetime', new Date(end).toISOString());
  const shown = await page.evaluate(
    (ms) => new Intl.DateTimeFormat('th', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)),
    end,
  );
  await expect(time).toHaveText(shown);
  await expect(page.getByTestId('visitor-ip')).toHaveText('203.0.113.7');
  // Retry checks again: back to normal, the notice goes.
  await setSystemStatus(request, CODE, normal);
  await notice.getByRole('button').first().click();
  await expect(notice).toHaveCount(0);
});

test("region restriction shows access denied with the visitor's IP", async ({ page, request }) => {
  await setSystemStatus(request, CODE, { regionRestriction: true, ip: '198.51.100.23' });
  await page.goto(siteUrl(CODE, '/m/sports'));
  const notice = page.getByRole('alertdialog');
  await expect(notice).toHaveAttribute('data-status', 'regionRestriction');
  await expect(notice.getByRole('heading')).toHaveText(TH['accessDenied']!);
  await expect(notice).toContainText(TH['yourIp']!);
  await expect(page.getByTestId('visitor-ip')).toHaveText('198.51.100.23');
});

test('a domain that is switched off shows the domain-not-available screen', async ({ page, request }) => {
  await setSystemStatus(request, CODE, { domainNotAvailable: true });
  await page.goto(siteUrl(CODE, '/m/home'));
  await expect(page.getByRole('alertdialog')).toHaveAttribute('data-status', 'domainNotAvailable');
});

test('the status check runs on every page and reports its timing after 5 s', async ({ page, request }) => {
  const before = (await trackedEvents(request, CODE)).length;
  const statusCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/wps/v2/system/status') && statusCalls.push(r.url()));
  // Counted in the page as they are sent, so "none yet" is not a race; tracked events go by the same beacon.
  await page.addInitScript(() => {
    const counted = window as typeof window & { statusBeacons: number };
    const send = navigator.sendBeacon.bind(navigator);
    counted.statusBeacons = 0;
    navigator.sendBeacon = (url, data) => {
      if (typeof data === 'string' && data.includes('"statusTiming"')) counted.statusBeacons += 1;
      return send(url, data);
    };
  });
  const beaconsSent = () => page.evaluate(() => (window as typeof window & { statusBeacons: number }).statusBeacons);
  // The page's timers run on Playwright's clock, paused from the start: the 5 s boundary is stepped, not slept.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(siteUrl(CODE, '/m/download'));
  await expect.poll(() => statusCalls.length).toBe(1);
  expect(new URL(statusCalls[0]!).searchParams.get('device')).toBe('MOBILE');
  await page.clock.runFor(4_999);
  expect(await beaconsSent()).toBe(0);
  await page.clock.runFor(1);
  expect(await beaconsSent()).toBe(1);
  await expect
    .poll(async () => (await trackedEvents(request, CODE)).slice(before).map((event) => event.data))
    .toContainEqual(expect.objectContaining({ event: 'statusTiming', outcome: 'ok', path: '/m/download' }));
});
