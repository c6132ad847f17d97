// npm run spec:coverage [root] (SPEC_DIR=… to point at the specs; SPEC_COVERAGE_MISSING=1 lists the rest): how many of each spec's calls (§7, "METHOD /path") a page sends, read from
// the source. A call counts when an api-client function that sends that method and path is called by name
// in the console's sources (apps/<console>/src or packages/web-kit/src). It reads the source, not a browser
// run: a call behind a button nobody can reach still counts, and two api functions of the same name in
// different files both count as called. The numbers are for tracking, not proof.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Call = { method: string; path: string };

const root = process.argv[2] ?? process.cwd();
// The specs live beside the checkouts (../shared/spec), not in the repository.
const specDir = process.env.SPEC_DIR ?? join(root, '..', 'shared', 'spec');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(name) ? [full] : [];
  });
}

/** `/users/{id}`, `/users/${x}`, `/users/` and `/users?x` all read as `/users/{}` or `/users`. */
function normal(path: string): string {
  return path
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** The calls of a spec's §7: methods before a path ("GET and POST /x"), or after it ("/x (GET, POST)"). */
function specCalls(markdown: string): Call[] {
  const section = markdown.slice(markdown.search(/^## 7\./m)).split(/^## 8\./m)[0] ?? '';
  const calls = new Map<string, Call>();
  const add = (method: string, path: string) => {
    const call = { method, path: normal(path) };
    calls.set(`${call.method} ${call.path}`, call);
  };
  // Methods before a path carry to the bare paths after it up to the next ';' ("GET /a, /b; /c").
  const clauses = section
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .flatMap((l) => l.split(';'));
  for (const line of clauses) {
    // Each clause: an optional method list, a path, an optional "(METHODS …)".
    const clause =
      /((?:(?:GET|POST|PUT|DELETE|PATCH)(?:\s*(?:,|and|\/)\s*)?)*)\s*(\/[\w/{}|.-]*[\w}])(\s*\(([^)]*)\))?/g;
    let carried: string[] = [];
    for (const match of line.matchAll(clause)) {
      const before = METHODS.filter((m) => new RegExp(`\\b${m}\\b`).test(match[1] ?? ''));
      const after = METHODS.filter((m) => new RegExp(`\\b${m}\\b`).test(match[4] ?? ''));
      const methods = before.length > 0 ? before : after.length > 0 ? after : carried;
      if (before.length > 0) carried = before;
      // A path with alternatives ({a|b|c}) is one call per alternative.
      const path = match[2] ?? '';
      const paths = /\{[^}]*\|[^}]*\}/.test(path)
        ? (path.match(/\{([^}]*)\}/)?.[1] ?? '')
            .split('|')
            .map((alt) => path.replace(/\{[^}]*\|[^}]*\}/, alt))
        : [path];
      for (const p of paths) for (const method of methods.length > 0 ? methods : ['ANY']) add(method, p);
    }
  }
  return [...calls.values()];
}

/** api-client functions: name → the calls it sends (`name: (…) => client.get<…>('/path' …)`). */
function clientFunctions(): Map<string, Call[]> {
  const functions = new Map<string, Call[]>();
  const dir = join(root, 'packages/api-client/src');
  for (const file of filesUnder(dir, (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const text = readFileSync(file, 'utf8');
    // The file's path helpers (`const record = (id: string) => \`/project_datas/${…}\``) stand for their
    // paths: a call's first argument may be `record(id)` or `\`${record(id)}/rest\``. Only helpers the file
    // declares count, each from its declaration on (two api factories of one file may both name one `path`).
    const helpers = [...text.matchAll(/const (\w+) = \([^)]*\) => `([^`]*)`/g)];
    const helperAt = (name: string, at: number) =>
      helpers.findLast((h) => h[1] === name && h.index < at)?.[2];
    // Parameters may hold one level of parentheses (`onProgress?: (p: UploadProgress) => void`).
    const fn =
      /(\w+):\s*(?:async\s*)?\((?:[^()]|\([^()]*\))*\)[^=]*=>[\s(]*client\.(\w+)\s*(?:<[^(]*?>)?\(\s*(?:`\$\{(\w+)\([^)]*\)\}([^`]*)`|([`'"])(.*?)\5|(\w+)\([^)]*\))/gs;
    for (const m of text.matchAll(fn)) {
      const verb = (m[2] ?? '').toLowerCase();
      const method = verb.startsWith('get')
        ? 'GET'
        : verb.startsWith('post') || verb.startsWith('upload')
          ? 'POST'
          : verb.toUpperCase();
      // A template opening with a helper first (else it reads as a quoted path), then a quoted path, then a helper.
      const helper = helperAt(m[3] ?? m[7] ?? '', m.index);
      const path = m[6] ?? (helper === undefined ? undefined : `${helper}${m[4] ?? ''}`);
      if (path === undefined) continue;
      const list = functions.get(m[1] ?? '') ?? [];
      list.push({ method, path: normal(path) });
      functions.set(m[1] ?? '', list);
    }
  }
  return functions;
}

/** The calls a console's sources send through the api-client. */
function sentCalls(console: string, functions: Map<string, Call[]>): Call[] {
  const sources = [join(root, 'apps', console, 'src'), join(root, 'packages/web-kit/src')]
    .flatMap((dir) => filesUnder(dir, (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return [...functions].filter(([name]) => new RegExp(`\\.${name}\\(`).test(sources)).flatMap(([, c]) => c);
}

// Spec paths the server serves elsewhere on purpose, each documented in the README: the licence spec's
// board-use /statistics sit under /develop_board/ because /statistics/* is the IoT console's.
const SERVED_AT: Partial<Record<string, Record<string, string>>> = {
  'licence-portal.md': {
    '/statistics': '/develop_board/statistics',
    '/statistics/export': '/develop_board/statistics/export',
  },
};

const covered = (call: Call, sent: Call[], moved: Record<string, string> = {}) =>
  sent.some(
    (s) => s.path === (moved[call.path] ?? call.path) && (call.method === 'ANY' || s.method === call.method),
  );

const functions = clientFunctions();
for (const [spec, console] of [
  ['licence-portal.md', 'licence-web'],
  ['iot-console.md', 'iot-web'],
] as const) {
  const calls = specCalls(readFileSync(join(specDir, spec), 'utf8'));
  const sent = sentCalls(console, functions);
  const missing = calls.filter((call) => !covered(call, sent, SERVED_AT[spec]));
  console_log(`${spec}: ${calls.length - missing.length} of ${calls.length} spec calls sent by ${console}`);
  if (process.env.SPEC_COVERAGE_MISSING)
    for (const m of missing) console_log(`  missing ${m.method} ${m.path}`);
}

function console_log(line: string) {
  process.stdout.write(`${line}\n`);
}
