/** A framed block on stdout, so a line that matters stands out from the build output and the JSON log. */
export function printNotice(lines: readonly string[]): void {
  const rule = '='.repeat(Math.min(100, Math.max(...lines.map((line) => line.length)) + 4));
  process.stdout.write(`\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n\n`);
}
