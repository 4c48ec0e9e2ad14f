/** Hands bytes to the browser as a downloaded file (an object URL on a throwaway link, revoked later). */
export function saveFile(bytes: Uint8Array | Blob, mime: string, fileName: string): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type: mime });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
