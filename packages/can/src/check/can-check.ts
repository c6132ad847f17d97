import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDbcText } from '../dbc-text';
import { checkDbc } from './check-file';

// `npm run can:check -- <folder> [--verbose]`: parses every .dbc under a folder as an upload would and
// prints, per file, accepted or refused, its messages, signals and warnings, then a summary line (issue 33).
// The exit code is 1 when a file is refused, so it can gate a folder of databases.

function dbcFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return dbcFiles(path);
      return name.toLowerCase().endsWith('.dbc') ? [path] : [];
    });
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('usage: npm run can:check -- <folder> [--verbose]');
  process.exit(2);
}
const totals = { files: 0, accepted: 0, messages: 0, signals: 0, warnings: 0 };
for (const path of dbcFiles(folder)) {
  const check = checkDbc(decodeDbcText(readFileSync(path)));
  totals.files += 1;
  totals.accepted += check.accepted ? 1 : 0;
  totals.messages += check.messages;
  totals.signals += check.signals;
  totals.warnings += check.warnings.length;
  const verdict = check.accepted ? 'accepted' : `REFUSED (${check.refusal ?? ''})`;
  console.log(
    `${path}: ${verdict}, ${check.messages} messages, ${check.signals} signals, ${check.warnings.length} warnings`,
  );
  if (verbose)
    for (const warning of check.warnings)
      console.log(`  line ${warning.line}: ${warning.skipped} — ${warning.reason}`);
}
console.log(
  `${totals.files} files: ${totals.accepted} accepted, ${totals.files - totals.accepted} refused; ` +
    `${totals.messages} messages, ${totals.signals} signals, ${totals.warnings} warnings`,
);
process.exit(totals.accepted === totals.files ? 0 : 1);
