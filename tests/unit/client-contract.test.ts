/**
 * The client against the API contract, without running it: every call the source makes
 * through the api clients, read from the code (method and path, path parameters as `{}`), is a call of
 * mocks/contract/dms.openapi.json with that method; and every contract call that names a screen is made
 * somewhere. The strict mock checks each request a test sends in full (fields, types, formats); this finds a
 * call no test happens to send, and a contract entry the app no longer makes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import contractDocument from '../../mocks/contract/dms.openapi.json';

const ROOT = join(import.meta.dirname, '..', '..');

interface ClientCall {
  where: string;
  method: string;
  /** base + path, with `{}` for each part the code fills in; null when the whole URL is computed. */
  url: string | null;
}

/** The client helpers, the base each sends to, and the method each one fixes (else the config's, GET by default). */
const HELPERS: Record<string, { base: string; method?: string; form: 'url-first' | 'config' }> = {
  dmsGet: { base: '/dms', method: 'GET', form: 'url-first' },
  dmsPost: { base: '/dms', method: 'POST', form: 'url-first' },
  dmsRequest: { base: '/dms', form: 'config' },
  dmsDownload: { base: '/dms', form: 'config' },
  authRequest: { base: '/authapi', form: 'config' },
  'captchaClient.post': { base: '/dms', method: 'POST', form: 'url-first' },
  'captchaClient.get': { base: '/dms', method: 'GET', form: 'url-first' },
  // Uploads, with progress (workspace/api/upload-files.ts): url, form, progress, query.
  postWithProgress: { base: '/dms', method: 'POST', form: 'url-first' },
};

/**
 * URLs the server hands the client (download and preview paths from /files/getDownloadPaths and the preview
 * replies), passed on as given: their calls are the contract's GET /files/download/{fileId} and kin, which
 * the strict mock checks in every test that follows one.
 */
const SERVER_GIVEN_URLS = [
  'src/features/preview/api/download-file.ts',
  'src/features/preview/api/fetch-file-content.ts',
  'src/features/workspace/transfer/api/download-file-body.ts',
];
/** Contract calls the app makes only at a URL a reply gave it (so no literal path in the source names them). */
const MADE_AT_SERVER_GIVEN_URLS = ['GET /dms/files/share/{code}/content/{fileId}'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The URL an expression makes: literal text, `{}` for each part filled in at run time, null if computed whole. */
function urlOf(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  return null;
}

function calleeName(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) return `${node.expression.text}.${node.name.text}`;
  return null;
}

function clientCalls(): ClientCall[] {
  const calls: ClientCall[] = [];
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const where = relative(ROOT, file);
    if (where === 'src/lib/api/clients.ts') continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node.expression);
        const helper = name ? HELPERS[name] : undefined;
        if (helper && node.arguments.length > 0) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          const [first] = node.arguments;
          if (helper.form === 'url-first') {
            const path = urlOf(first);
            calls.push({ where: `${where}:${line}`, method: helper.method!, url: path === null ? null : helper.base + path });
          } else if (ts.isObjectLiteralExpression(first)) {
            const property = (key: string) =>
              first.properties.find(
                (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
              );
            const urlProperty = property('url');
            const methodProperty = property('method');
            const method = methodProperty && ts.isStringLiteral(methodProperty.initializer) ? methodProperty.initializer.text : 'GET';
            const path = urlProperty ? urlOf(urlProperty.initializer) : null;
            calls.push({ where: `${where}:${line}`, method: method.toUpperCase(), url: path === null ? null : helper.base + path });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

interface Route {
  name: string;
  /** base + path as the contract writes it. */
  path: string;
  methods: string[];
  screen: string;
}

const routes: Route[] = Object.entries(contractDocument.paths).flatMap(([path, item]) => {
  const base = ((item as { servers?: Array<{ url: string }> }).servers ?? contractDocument.servers)[0].url;
  const operations = Object.entries(item).filter(([key]) => key !== 'servers') as Array<[string, { 'x-screen': string }]>;
  return operations.map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${base}${path}`,
    path: base + path,
    methods: [method.toUpperCase()],
    screen: operation['x-screen'],
  }));
});

/**
 * The contract calls a client call can be: segment by segment, the same text, or a part either side fills
 * in (the code's `{}` can be one of the contract's literal segments: `getWpsUrlByFileId/{fileId}/${mode}`
 * is both the preview and the edit call). A literal segment wins over a parameter, as on the server
 * ('/files/share/create' is not '/files/share/{code}'): the best match comes first.
 */
function contractCallsOf(call: ClientCall): Route[] {
  const parts = call.url!.split('/');
  const unifies = (route: Route) => {
    const routeParts = route.path.split('/');
    return (
      routeParts.length === parts.length &&
      routeParts.every((part, i) => part === parts[i] || parts[i] === '{}' || /^\{[^}]+\}$/.test(part))
    );
  };
  const literalMatches = (route: Route) => route.path.split('/').filter((part, i) => part === parts[i]).length;
  return routes
    .filter((route) => route.methods.includes(call.method) && unifies(route))
    .sort((a, b) => literalMatches(b) - literalMatches(a));
}
const contractCallOf = (call: ClientCall): Route | undefined => contractCallsOf(call)[0];

describe('the client against the API contract', () => {
  const calls = clientCalls();

  it('finds the calls the source makes', () => {
    // Well over a hundred calls go through the helpers; a scanner that found few would prove nothing.
    expect(calls.length).toBeGreaterThan(100);
  });

  it("makes only calls of the contract, each with the contract's method and exact path", () => {
    const off = calls
      .filter((call) => call.url !== null && !contractCallOf(call))
      .map((call) => `${call.where}: ${call.method} ${call.url}`);
    expect(off).toEqual([]);
  });

  it('computes a whole URL only where the server gave it', () => {
    const computed = [...new Set(calls.filter((call) => call.url === null).map((call) => call.where.split(':')[0]))].sort();
    expect(computed).toEqual([...SERVER_GIVEN_URLS].sort());
  });

  it('makes every contract call that names a screen, and none whose entry says no screen does', () => {
    const made = new Set([
      ...calls.filter((call) => call.url !== null).flatMap((call) => contractCallsOf(call).map((route) => route.name)),
      ...MADE_AT_SERVER_GIVEN_URLS,
    ]);
    const missing = routes
      .filter((route) => !route.screen.startsWith('none') && !made.has(route.name))
      .map((route) => `${route.name} (${route.screen})`);
    const madeAnyway = routes.filter((route) => route.screen.startsWith('none') && made.has(route.name)).map((route) => route.name);
    expect({ missing, madeAnyway }).toEqual({ missing: [], madeAnyway: [] });
  });
});
