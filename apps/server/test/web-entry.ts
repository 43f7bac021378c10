// The web app's server entry from its sources (vitest compiles them), with the web app's own
// index.html as the page template: server tests render real pages without building the web app
// first (`npm test` runs them before the build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRendererModule } from '@store/contract';

const webRoot = path.resolve(import.meta.dirname, '../../web');

export async function webEntry(): Promise<{ renderer: PageRendererModule; webDist: string; remove(): void }> {
  // A path in a variable: the server's type check never follows it into the web app's JSX.
  const entry = path.join(webRoot, 'src/entry-server.tsx');
  const renderer = (await import(/* @vite-ignore */ entry)) as PageRendererModule;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-entry-'));
  fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(webDist, 'index.html'));
  return { renderer, webDist, remove: () => fs.rmSync(webDist, { recursive: true, force: true }) };
}
