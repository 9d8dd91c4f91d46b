import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACT_SOURCE = /packages\/contracts\/src\/[^/]+\.ts$/;
const WEB_SOURCE = /apps\/web\/src\/.+\.tsx?$/;
const ROUTES_MODULE = 'virtual:bright-contract-values';
const RESOLVED_ROUTES = `\0${ROUTES_MODULE}`;

/** The `method` and `path` of a `defineRoute({...})` object, when both are plain properties. */
function methodAndPath(literal: ts.ObjectLiteralExpression, source: ts.SourceFile) {
  const kept: string[] = [];
  for (const property of literal.properties) {
    const named = ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property);
    if (!named || !ts.isIdentifier(property.name)) continue;
    if (property.name.text === 'method' || property.name.text === 'path') kept.push(property.getText(source));
  }
  return kept.length === 2 ? `{ ${kept.join(', ')} }` : undefined;
}

/** Calls that register something (the message catalogue): they must run even when nothing reads them. */
const REGISTERING = new Set(['defineMessages', 'defineTemplate']);

/** The identifier a call chain starts from: `z` in `z.string().trim()`. */
function chainRoot(expression: ts.Expression): string | undefined {
  let node: ts.Expression = expression;
  while (
    ts.isCallExpression(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    node = node.expression;
  }
  return ts.isIdentifier(node) ? node.text : undefined;
}

/**
 * `const X = z.object(...).extend(...)` at the top of a contract file: the bundler cannot tell that a
 * chain of calls builds a value and does nothing else, so it keeps every schema, and zod, even when
 * nothing uses them. Wrapped in a pure-annotated arrow, an unused schema is dropped.
 */
function markSchemasPure(source: ts.SourceFile, output: MagicString) {
  let changed = false;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !ts.isCallExpression(ts.skipPartiallyEmittedExpressions(value))) continue;
      const root = chainRoot(value);
      if (!root || REGISTERING.has(root)) continue;
      output.appendLeft(value.getStart(source), '/* @__PURE__ */ (() => ');
      output.appendRight(value.getEnd(), ')()');
      changed = true;
    }
  }
  return changed;
}

/**
 * One contract file for the browser: every `defineRoute({ ... })` becomes `defineRoute({ method, path })`
 * and its top-level schemas are marked pure.
 */
export function stripRouteSchemas(code: string, id: string) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const output = new MagicString(code);
  let changed = markSchemasPure(source, output);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRoute') {
      const [argument] = node.arguments;
      const replacement = argument && ts.isObjectLiteralExpression(argument) && methodAndPath(argument, source);
      if (argument && replacement) {
        output.overwrite(argument.getStart(source), argument.getEnd(), replacement);
        changed = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) } : undefined;
}

const parse = (id: string, code: string) =>
  ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** A value written out in full: strings, numbers, arrays and objects of them, and arithmetic on numbers. */
function isPlainLiteral(node: ts.Expression): boolean {
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return true;
  if ([ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword].includes(node.kind))
    return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  if (ts.isBinaryExpression(node)) return isPlainLiteral(node.left) && isPlainLiteral(node.right);
  if (ts.isParenthesizedExpression(node)) return isPlainLiteral(node.expression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every((element) => isPlainLiteral(element));
  if (!ts.isObjectLiteralExpression(node)) return false;
  return node.properties.every(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      isPlainLiteral(property.initializer),
  );
}

/** `{ method, path }` of a `defineRoute({ method: 'GET', path: '/api/...' })` call, when both are literals. */
function literalRoute(call: ts.Expression) {
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'defineRoute') {
    return undefined;
  }
  const [argument] = call.arguments;
  if (!argument || !ts.isObjectLiteralExpression(argument)) return undefined;
  const fields = new Map<string, string>();
  for (const property of argument.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    if (ts.isStringLiteralLike(property.initializer)) {
      fields.set(property.name.text, JSON.stringify(property.initializer.text));
    }
  }
  const method = fields.get('method');
  const routePath = fields.get('path');
  return method && routePath ? `{ method: ${method}, path: ${routePath} }` : undefined;
}

/**
 * The exports of one contract file that stand alone: its routes (as `{ method, path }`) and its constants
 * written out in full (`export const PROFILE_PICTURE = { ... } as const`), by name, as JavaScript.
 */
function standaloneExports(source: ts.SourceFile, values: Map<string, string>) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      let value = declaration.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      const route = literalRoute(value);
      if (route) values.set(declaration.name.text, route);
      else if (isPlainLiteral(value)) values.set(declaration.name.text, value.getText(source));
    }
  }
}

/** Every route and written-out constant of the contracts, by name, read from their sources. */
function readRoutes(contractsDir: string) {
  const routes = new Map<string, string>();
  for (const file of readdirSync(contractsDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const id = path.join(contractsDir, file);
    standaloneExports(parse(id, readFileSync(id, 'utf8')), routes);
  }
  return routes;
}

/**
 * `import { loginRoute, PROFILE_PICTURE, isUiLanguage } from '@bright/contracts'` in the web's code: the
 * routes (as plain `{ method, path }`) and the written-out constants come from a module of their own, so
 * a page that calls the API loads no contract module for them, and with it no schema and no zod; only
 * helpers and schemas are still imported from the contracts.
 */
export function importRoutesApart(code: string, id: string, routes: ReadonlyMap<string, string>) {
  if (!code.includes('@bright/contracts')) return undefined;
  const source = parse(id, code);
  const output = new MagicString(code);
  let changed = false;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@bright/contracts')
      continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || statement.importClause?.name) continue;
    const isRoute = (element: ts.ImportSpecifier) =>
      !element.isTypeOnly && routes.has((element.propertyName ?? element.name).text);
    const moved = named.elements.filter(isRoute);
    if (moved.length === 0) continue;
    const kept = named.elements.filter((element) => !isRoute(element));
    const text = (elements: readonly ts.ImportSpecifier[]) =>
      elements.map((element) => element.getText(source)).join(', ');
    const lines = [`import { ${text(moved)} } from '${ROUTES_MODULE}';`];
    if (kept.length > 0) lines.push(`import { ${text(kept)} } from '@bright/contracts';`);
    output.overwrite(statement.getStart(source), statement.getEnd(), lines.join('\n'));
    changed = true;
  }
  return changed ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) } : undefined;
}

/**
 * The browser build's contracts: a route is only its method and path there. callApi reads nothing else
 * (its input and answer types come from the schemas at compile time), so the schemas behind the routes,
 * and zod with them, stay out of every chunk that calls the API; a form that validates imports its own
 * schema, and zod then loads with that page only. The server, the tests and `vite dev` keep the full
 * contracts (this runs in `vite build` only).
 */
export function browserContracts(contractsDir: string): Plugin {
  let routes = new Map<string, string>();
  return {
    name: 'bright:browser-contracts',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      routes = readRoutes(contractsDir);
    },
    resolveId(source) {
      return source === ROUTES_MODULE ? RESOLVED_ROUTES : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ROUTES) return undefined;
      return [...routes].map(([name, route]) => `export const ${name} = ${route};`).join('\n');
    },
    transform(code, id) {
      if (CONTRACT_SOURCE.test(id)) return stripRouteSchemas(code, id);
      if (WEB_SOURCE.test(id)) return importRoutesApart(code, id, routes);
      return undefined;
    },
  };
}
