// npm run spec:coverage [root] (SPEC_DIR=… to point at the specs; SPEC_COVERAGE_MISSING=1 lists the rest): how many of each spec's calls (§7, "METHOD /path") a page sends, read from
// the source. A call counts when an api-client function that sends that method and path is used by name
// (called, or handed on as a value) in the console's sources (apps/<console>/src or packages/web-kit/src)
// and its factory (`commandsApi`) is named there too. It reads the source, not a browser run: a call behind
// a button nobody can reach still counts, two functions of one name in factories the console uses both count,
// and a function that takes a part of its path as a union counts for every member. The numbers are for
// tracking, not proof.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

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

/**
 * The spec's lines with relative paths spelled out: `.../notify` continues the last path before it (on an
 * earlier line too), and a bare `convert/sample` after a path on its line continues that one.
 */
function absolutePaths(lines: string[]): string[] {
  let last = '';
  return lines.map((line) => {
    let lastOnLine = '';
    return line.replace(
      /(\.\.\.|…)(\/[\w/{}|.-]*[\w}])|(?<![\w/.{])([a-z]\w*(?:\/\w+)+)|(\/[\w/{}|.-]*[\w}])/g,
      (whole, dots: string | undefined, tail: string | undefined, bare: string | undefined) => {
        if (dots && tail) return last ? `${last}${tail}` : whole;
        if (bare) return lastOnLine ? `${lastOnLine}/${bare}` : whole;
        last = lastOnLine = whole;
        return whole;
      },
    );
  });
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
  const clauses = absolutePaths(section.split('\n').filter((l) => l.startsWith('- '))).flatMap((l) =>
    l.split(';'),
  );
  for (const line of clauses) {
    // Each clause: an optional method list (its last word may be "on"), a path, an optional "(METHODS …)".
    const clause =
      /((?:(?:GET|POST|PUT|DELETE|PATCH)(?:\s*(?:,|and|\/)\s*)?)*)(?:\s+on)?\s*(\/[\w/{}|.-]*[\w}])(\s*\(([^)]*)\))?/g;
    let carried: string[] = [];
    for (const match of line.matchAll(clause)) {
      const before = METHODS.filter((m) => new RegExp(`\\b${m}\\b`).test(match[1] ?? ''));
      const after = METHODS.filter((m) => new RegExp(`\\b${m}\\b`).test(match[4] ?? ''));
      const methods = before.length > 0 ? before : after.length > 0 ? after : carried;
      if (before.length > 0) carried = before;
      // A path with alternatives ({a|b|c}, after any plain placeholder) is one call per alternative.
      const path = match[2] ?? '';
      const alternatives = /\{([^}]*\|[^}]*)\}/.exec(path);
      const paths = alternatives
        ? (alternatives[1] ?? '').split('|').map((alt) => path.replace(alternatives[0], alt))
        : [path];
      for (const p of paths) for (const method of methods.length > 0 ? methods : ['ANY']) add(method, p);
    }
  }
  return [...calls.values()];
}

/** One api-client function: the factory that makes it (`commandsApi`), its name in that api, its calls. */
type ClientFunction = { factory: string; name: string; calls: Call[] };

const CLIENT_VERBS: Record<string, string> = {
  get: 'GET',
  getFile: 'GET',
  url: 'GET', // a link the page opens
  post: 'POST',
  postFile: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};
// Unions wider than this are not spelled out (a path of free strings reads as `{}` anyway).
const MAX_ALTERNATIVES = 64;

/**
 * The api-client functions (`name: (…) => client.get('/path' …)` in an `xxxApi(client)` factory), read with
 * the type checker: any body (block or expression), `client.file('PUT', …)`, path helpers wherever they are
 * declared, and a template part whose type is a union of strings (`${mode}`: 'gwb' | 'gwr') as one path per
 * member. Any other part (an id, `encodeURIComponent(x)`) reads as `{}`.
 */
function clientFunctions(): ClientFunction[] {
  const dir = join(root, 'packages/api-client/src');
  const files = filesUnder(dir, (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'packages/api-client/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();

  /** The strings an expression may stand for inside a path; `{}` for any value. */
  const valuesOf = (node: ts.Expression, depth = 0): string[] => {
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (ts.isParenthesizedExpression(node)) return valuesOf(node.expression, depth);
    if (ts.isTemplateExpression(node)) {
      let paths = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = valuesOf(span.expression, depth);
        paths = paths.flatMap((p) => parts.map((part) => `${p}${part}${span.literal.text}`));
        if (paths.length > MAX_ALTERNATIVES) paths = paths.slice(0, MAX_ALTERNATIVES);
      }
      return paths;
    }
    // A call of a path helper declared as an arrow function with an expression body.
    if (ts.isCallExpression(node) && depth < 4) {
      const symbol = checker.getSymbolAtLocation(node.expression);
      const declaration = symbol?.valueDeclaration;
      const helper =
        declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
      if (helper && ts.isArrowFunction(helper) && !ts.isBlock(helper.body))
        return valuesOf(helper.body, depth + 1);
    }
    const seen = checker.getTypeAtLocation(node);
    // A type parameter (`section: S` with S extends a union) stands for its constraint's members.
    const type = seen.isTypeParameter() ? (checker.getBaseConstraintOfType(seen) ?? seen) : seen;
    const members = type.isUnion() ? type.types : [type];
    // Each member, and `{}` too: a spec may name the part as a placeholder (/projects/{id}/{field}/{action}).
    if (members.every((t) => t.isStringLiteral())) return [...members.map((t) => t.value), '{}'];
    return ['{}'];
  };

  /** The calls a function body sends through `client`. */
  const callsIn = (body: ts.Node): Call[] => {
    const calls: Call[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'client'
      ) {
        const verb = node.expression.name.text;
        const [first, second] = node.arguments;
        // client.file/request('METHOD', path, …): the method is the first argument.
        const method =
          (verb === 'file' || verb === 'request') && first && ts.isStringLiteralLike(first)
            ? first.text
            : CLIENT_VERBS[verb];
        const path = verb === 'file' || verb === 'request' ? second : first;
        if (method && path) for (const p of valuesOf(path)) calls.push({ method, path: normal(p) });
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    return calls;
  };

  const functions: ClientFunction[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
      const factory = statement.name.text;
      // Each property of the returned object (nested ones too) whose value is a function is an api function.
      const visit = (node: ts.Node) => {
        const fn =
          ts.isPropertyAssignment(node) &&
          (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
            ? node.initializer
            : ts.isMethodDeclaration(node)
              ? node
              : undefined;
        if (
          fn &&
          (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) &&
          ts.isIdentifier(node.name)
        ) {
          const calls = callsIn(fn);
          if (calls.length > 0) functions.push({ factory, name: node.name.text, calls });
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(statement.body);
    }
  }
  return functions;
}

/**
 * The calls a console's sources send through the api-client: a function counts when its factory is named in
 * the sources and the function is called (`.name(`) or handed on as a value from an `api` object (`mutationFn: api.open,`: a bare `x.desc,` is too common a
 * property to count).
 */
function sentCalls(console: string, functions: ClientFunction[]): Call[] {
  const sources = [join(root, 'apps', console, 'src'), join(root, 'packages/web-kit/src')]
    .flatMap((dir) => filesUnder(dir, (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const used = ({ factory, name }: ClientFunction) =>
    new RegExp(`\\b${factory}\\b`).test(sources) &&
    (new RegExp(`\\.${name}\\s*\\(`).test(sources) ||
      new RegExp(`(?:[:=(,]|=>)\\s*api(?:\\.\\w+)*\\.${name}\\s*[,)};\\n]`).test(sources));
  return functions.filter(used).flatMap((f) => f.calls);
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
