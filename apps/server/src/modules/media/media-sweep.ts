// Deletes uploaded pictures that nothing names any more (a replaced photo, an upload whose form was
// never saved). A file goes only when every width of its upload is older than the grace period (a
// week: long enough for a form left open) and neither the products module (any product, archived
// or not) nor the orders module (the picture an order was placed with) names its hash. Every
// instance may sweep the shared MEDIA_DIR: deleting is idempotent, and a re-upload of the same
// bytes refreshes the files' time (image-store.ts), which the sweep reads again just before it
// deletes.
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { isMediaFileName, mediaHashOf } from '@store/contract';

export const mediaGraceMs = 7 * 24 * 60 * 60_000;
const BATCH = 500;

export interface MediaSweepOptions {
  mediaDir: string;
  /** Each owner of pictures (products, orders) says which of these upload hashes it still names. */
  namedBy: ((hashes: readonly string[]) => Promise<Set<string>>)[];
  graceMs?: number;
  now?: number;
}

/** The files deleted. */
export async function sweepUnusedMedia({ mediaDir, namedBy, graceMs = mediaGraceMs, now = Date.now() }: MediaSweepOptions): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(mediaDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0; // nothing uploaded yet
    throw err;
  }
  const cutoff = now - graceMs;
  const oldEnough = async (file: string) => {
    try {
      return (await fs.stat(path.join(mediaDir, file))).mtimeMs < cutoff;
    } catch {
      return true; // already gone
    }
  };
  const filesOf = new Map<string, string[]>();
  for (const name of names.filter(isMediaFileName)) {
    const hash = mediaHashOf(name);
    filesOf.set(hash, [...(filesOf.get(hash) ?? []), name]);
  }
  const candidates: string[] = [];
  for (const [hash, files] of filesOf) {
    if ((await Promise.all(files.map(oldEnough))).every(Boolean)) candidates.push(hash);
  }
  let deleted = 0;
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const named = new Set<string>();
    for (const owner of namedBy) for (const hash of await owner(batch)) named.add(hash);
    for (const hash of batch.filter((h) => !named.has(h))) {
      for (const file of filesOf.get(hash)!) {
        if (!(await oldEnough(file))) continue; // uploaded again meanwhile
        await fs.rm(path.join(mediaDir, file), { force: true });
        deleted++;
      }
    }
  }
  return deleted;
}

/** Sweeps ten minutes after start, then once a day; stops with the app. */
export const mediaSweepPlugin = fp<Omit<MediaSweepOptions, 'now' | 'graceMs'>>(
  async (app, options) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    const schedule = (ms: number) => {
      if (stopped) return;
      timer = setTimeout(run, ms);
      timer.unref();
    };
    const run = () => {
      running = sweepUnusedMedia(options)
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'media: files of pictures no product uses were deleted');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'media: the sweep failed; it runs again tomorrow'))
        .finally(() => {
          running = undefined;
          schedule(24 * 60 * 60_000);
        });
    };
    app.addHook('onReady', async () => schedule(10 * 60_000));
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'media-sweep' },
);
