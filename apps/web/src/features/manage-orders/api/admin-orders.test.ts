// The CSV export in the browser: a transfer the server cut off midway is an error the page shows,
// never a short file saved as if it were whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchDownloads } from '../../../test/downloads';
import { downloadOrdersCsv, exportIncomplete } from './admin-orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A 200 whose body arrives as `chunks`, then breaks off (`cut`) or ends. */
function serverSends(chunks: string[], cut: boolean) {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('fetch', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        if (cut) controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-disposition': 'attachment; filename="orders-a-to-b.csv"' } });
  });
}

describe('downloadOrdersCsv', () => {
  it('saves a whole export under the server’s file name', async () => {
    const saved = watchDownloads();
    serverSends(['Order id\r\n', 'x\r\n'], false);
    await downloadOrdersCsv('2026-01-01', '2026-01-31');
    expect(saved.map((d) => d.name)).toEqual(['orders-a-to-b.csv']);
    expect(await saved[0]!.blob.text()).toBe('Order id\r\nx\r\n');
  });

  it('says the export failed, and saves nothing, when the transfer breaks off', async () => {
    const saved = watchDownloads();
    serverSends(['Order id\r\n', 'x\r\n'], true);
    await expect(downloadOrdersCsv('2026-01-01', '2026-01-31')).rejects.toMatchObject({ message: exportIncomplete });
    expect(saved).toEqual([]);
  });
});
