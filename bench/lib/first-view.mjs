// First view of a page in Debian's Chromium with a phone profile: bytes of JavaScript and CSS it
// loads (as gzip), Largest Contentful Paint and Total Blocking Time, measured by the browser's own
// PerformanceObserver (LCP) and long tasks (TBT = time past 50 ms of each long task after FCP).
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/* global window */
/** Installed before any page script runs; collects paint timings into window.__perf. */
function observePerformance() {
  const perf = { lcp: 0, lcpElement: '', fcp: 0, longTasks: [] };
  window.__perf = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      perf.lcp = e.startTime;
      perf.lcpElement = e.element ? `${e.element.tagName.toLowerCase()}${e.element.className ? '.' + String(e.element.className).split(' ')[0] : ''}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

const gzipSize = (buf) => zlib.gzipSync(buf).length;

/**
 * Loads `path` `runs` times, each in a new context (empty cache), and returns the median figures
 * and the resources of the first run.
 */
export async function measureFirstView(baseUrl, path, { runs = 5, cpuThrottle = 1 } = {}) {
  const browser = await chromium.launch({ executablePath, args });
  const samples = [];
  let resources = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...devices['Pixel 5'] });
      const page = await context.newPage();
      if (cpuThrottle > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      }
      await page.addInitScript(observePerformance);
      const seen = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (!response.url().startsWith(baseUrl)) return;
        seen.push(
          response
            .body()
            .then((body) => ({ url: response.url().slice(baseUrl.length), type, bytes: body.length, gzipBytes: gzipSize(body) }))
            .catch(() => null),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000); // late long tasks and LCP candidates
      const perf = await page.evaluate(() => window.__perf);
      const tbt = perf.longTasks
        .filter(([start]) => start >= perf.fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const loaded = (await Promise.all(seen)).filter(Boolean);
      const sum = (type, key) => loaded.filter((r) => r.type === type).reduce((s, r) => s + r[key], 0);
      samples.push({
        lcpMs: perf.lcp,
        lcpElement: perf.lcpElement,
        fcpMs: perf.fcp,
        tbtMs: tbt,
        jsGzipBytes: sum('script', 'gzipBytes'),
        cssGzipBytes: sum('stylesheet', 'gzipBytes'),
        htmlGzipBytes: sum('document', 'gzipBytes'),
        jsBytes: sum('script', 'bytes'),
        cssBytes: sum('stylesheet', 'bytes'),
      });
      if (i === 0) resources = loaded.filter((r) => ['script', 'stylesheet', 'document'].includes(r.type));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const med = (key) => {
    const v = samples.map((s) => s[key]).sort((a, b) => a - b);
    return v[Math.floor((v.length - 1) / 2)];
  };
  return {
    path,
    profile: `Pixel 5 emulation (393x851, touch)${cpuThrottle > 1 ? `, CPU ${cpuThrottle}x slower` : ''}, loopback`,
    runs,
    lcpMs: med('lcpMs'),
    fcpMs: med('fcpMs'),
    tbtMs: med('tbtMs'),
    lcpElement: samples[0]?.lcpElement,
    jsGzipBytes: med('jsGzipBytes'),
    cssGzipBytes: med('cssGzipBytes'),
    htmlGzipBytes: med('htmlGzipBytes'),
    jsBytes: med('jsBytes'),
    cssBytes: med('cssBytes'),
    samples,
    resources,
  };
}
