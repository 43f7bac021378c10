// First view of a page in Debian's Chromium with a phone profile: bytes of JavaScript and CSS it
// loads (as gzip), First and Largest Contentful Paint, Total Blocking Time and Cumulative Layout
// Shift, measured by the browser's own PerformanceObserver (TBT = time past 50 ms of each long
// task after FCP), and whether the page's images follow the rules that keep CLS and LCP low.
// The phone profile: Pixel 5 viewport and touch, CPU slowed down through the DevTools protocol
// (Emulation.setCPUThrottlingRate) and the slow-4G network of Lighthouse's mobile profile
// (Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const slow4g = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 };

/* global window, document */
/** Installed before any page script runs; collects paint timings into window.__perf. */
function observePerformance() {
  const perf = { lcp: 0, lcpElement: '', lcpImage: null, fcp: 0, cls: 0, longTasks: [] };
  window.__perf = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      perf.lcp = e.startTime;
      const el = e.element;
      perf.lcpElement = el ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''}` : '';
      perf.lcpImage = el?.tagName === 'IMG' ? { src: el.getAttribute('src'), fetchpriority: el.getAttribute('fetchpriority') } : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's <img> elements as loaded (before any scrolling): sizes given, lazy below the fold. */
function imageRules() {
  const fold = window.innerHeight;
  return [...document.images].map((img) => ({
    src: img.getAttribute('src'),
    hasSize: img.hasAttribute('width') && img.hasAttribute('height'),
    belowFold: img.getBoundingClientRect().top + window.scrollY >= fold,
    lazy: img.loading === 'lazy',
  }));
}

const gzipSize = (buf) => zlib.gzipSync(buf).length;
const sorted = (values) => [...values].sort((a, b) => a - b);
/** Minimum, median and maximum of the runs. */
export const spread = (values) => {
  const v = sorted(values);
  return { min: v[0], median: v[Math.floor((v.length - 1) / 2)], max: v[v.length - 1] };
};

/**
 * Loads `path` `runs` times, each in a new context (empty cache), and returns the median figures
 * (with minimum and maximum) and the resources of the first run.
 */
export async function measureFirstView(baseUrl, path, { runs = 5, cpuThrottle = 1, network } = {}) {
  const browser = await chromium.launch({ executablePath, args });
  const samples = [];
  let resources = [];
  let images = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...devices['Pixel 5'] });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      if (network) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: network.latencyMs,
          downloadThroughput: network.downloadBitsPerSecond / 8,
          uploadThroughput: network.uploadBitsPerSecond / 8,
        });
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
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000); // late long tasks, layout shifts and LCP candidates
      const perf = await page.evaluate(() => window.__perf);
      if (i === 0) images = await page.evaluate(imageRules);
      const tbt = perf.longTasks
        .filter(([start]) => start >= perf.fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const loaded = (await Promise.all(seen)).filter(Boolean);
      const sum = (type, key) => loaded.filter((r) => r.type === type).reduce((s, r) => s + r[key], 0);
      samples.push({
        lcpMs: perf.lcp,
        lcpElement: perf.lcpElement,
        lcpImage: perf.lcpImage,
        fcpMs: perf.fcp,
        tbtMs: tbt,
        cls: perf.cls,
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
  const range = (key) => spread(samples.map((s) => s[key]));
  const lcpImage = samples[0]?.lcpImage;
  const profile = [
    'Pixel 5 emulation (393x851, touch)',
    cpuThrottle > 1 ? `CPU ${cpuThrottle}x slower` : '',
    network ? `${network.latencyMs} ms RTT, ${network.downloadBitsPerSecond / 1e6} Mbit/s down` : 'loopback',
  ];
  return {
    path,
    profile: profile.filter(Boolean).join(', '),
    runs,
    lcpMs: range('lcpMs').median,
    fcpMs: range('fcpMs').median,
    tbtMs: range('tbtMs').median,
    cls: range('cls').median,
    spread: { lcpMs: range('lcpMs'), fcpMs: range('fcpMs'), tbtMs: range('tbtMs'), cls: range('cls') },
    lcpElement: samples[0]?.lcpElement,
    jsGzipBytes: range('jsGzipBytes').median,
    cssGzipBytes: range('cssGzipBytes').median,
    htmlGzipBytes: range('htmlGzipBytes').median,
    jsBytes: range('jsBytes').median,
    cssBytes: range('cssBytes').median,
    images: {
      all: images.length,
      withoutSize: images.filter((im) => !im.hasSize).map((im) => im.src),
      belowFoldNotLazy: images.filter((im) => im.belowFold && !im.lazy).map((im) => im.src),
      lcpImage: lcpImage ?? null,
      ok: images.every((im) => im.hasSize && (!im.belowFold || im.lazy)) && (!lcpImage || lcpImage.fetchpriority === 'high'),
    },
    samples,
    resources,
  };
}
