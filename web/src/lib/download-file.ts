/** Saves text made in the browser as a file, as a link to it would. */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the address is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
