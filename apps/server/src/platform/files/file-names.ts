/** The name a file was uploaded with, made safe to store and show: no folders, no control characters. */
export function cleanFileName(uploaded: string): string {
  const base = uploaded.split(/[/\\]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f').join('');
  const clean = printable.trim().slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

/** Content-Disposition for a download: an ASCII fallback and the exact name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 allows none of ' ( ) * unescaped, which encodeURIComponent leaves as they are.
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
