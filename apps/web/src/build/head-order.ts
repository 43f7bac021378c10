// How the built index.html asks for its files (used by vite.config.ts, not by the app). A
// server-rendered page paints with its HTML and stylesheet; its scripts only hydrate it, so:
// - the scripts are asked for at low priority, so they wait while the render-blocking stylesheet
//   loads (Chromium holds back low-priority requests then) instead of sharing a slow phone
//   connection with it; they still run before the load event, as module scripts do;
// - the stylesheet comes first in the head, so the browser asks for it before the scripts (Vite
//   writes it after the entry and its modulepreloads). Loading the scripts only once the
//   stylesheet had arrived (a loader module) made the first paint later, not sooner
//   (docs/decisions/0012-server-rendering.md).
export function scriptsAfterStylesheet(html: string): string {
  const marked = html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(marked);
  if (!stylesheet) return marked;
  return marked.replace(stylesheet[0], '').replace(/(\s*)<script type="module"/, `${stylesheet[0]}$1<script type="module"`);
}
