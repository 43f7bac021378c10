/** Hands the browser a file to save under `fileName` (a download the page already holds). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser may still be reading it when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
