// The files a screen hands the browser to save, seen where the browser sees them: the download
// link lib/save-file.ts clicks. (Not a mock of that module: the web tests share a worker's
// modules, and a module another file loaded first would keep its real code.)
import { onTestFinished, vi } from 'vitest';

export interface Download {
  name: string;
  blob: Blob;
}

/** Records every download from now until the calling test ends: the list fills as links are clicked. */
export function watchDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  onTestFinished(() => {
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
    click.mockRestore();
  });
  return downloads;
}
