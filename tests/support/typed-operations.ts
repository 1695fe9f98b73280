import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds GraphQL operations that a test would send as unchecked strings (docs/decisions/002): text
 * that reads as an operation and is not inside `graphql(…)`, `adminGraphql(…)` or `executeRaw(…)`,
 * nor a constant or test table handed to `executeRaw`. tests/scripts/typed-operations.test.ts runs it.
 */
/** The typed tags: accepted only as imported from tests/support/graphql.ts (a local `graphql` is not checked by codegen). */
const TYPED_TAGS = new Set(['graphql', 'adminGraphql']);
/** The module the typed tags come from, as a test imports it. */
const TAGS_MODULE = /(^|\/)support\/graphql$|^\.\/graphql$/;
/** Text that reads as a GraphQL operation: `{ field …`, `query …`, `mutation (…`. */
const OPERATION = /^\s*(\{\s*\w+[\s({]|(query|mutation|subscription)\b\s*\w*\s*[({])/;

export function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === '__generated__') return [];
    if (statSync(path).isDirectory()) return testFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Untyped operations in one file's source: `file:line text` for each string that is sent unchecked. */
export function untypedOperations(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  // The typed tags this file imports from tests/support/graphql.ts (under their local names).
  const tags = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!TAGS_MODULE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (TYPED_TAGS.has((element.propertyName ?? element.name).text)) tags.add(element.name.text);
  }
  // Names handed to executeRaw (a constant or a test table's parameter) may hold invalid operations.
  const rawNames = new Set<string>();
  const rawTables = new Set<ts.Node>();
  const collect = (node: ts.Node) => {
    if (ts.isCallExpression(node) && calleeName(node) === 'executeRaw') {
      const first = node.arguments[0];
      if (first && ts.isIdentifier(first)) rawNames.add(first.text);
    }
    // A test table (`.each([…])`) whose test calls executeRaw holds invalid operations.
    if (ts.isCallExpression(node) && ts.isCallExpression(node.expression) && calleeName(node.expression) === 'each') {
      if (node.getText(file).includes('executeRaw(')) node.expression.arguments.forEach((a) => rawTables.add(a));
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node) ? node.head.text : node.text;
      if (OPERATION.test(text) && !allowed(node)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${fileName}:${line + 1} ${text.trim().slice(0, 60)}`);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  const allowed = (node: ts.Node): boolean => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (rawTables.has(at)) return true;
      if (ts.isCallExpression(at) && calleeName(at) === 'executeRaw') return true;
      if (ts.isCallExpression(at) && ts.isIdentifier(at.expression) && tags.has(at.expression.text)) return true;
      if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && rawNames.has(at.name.text)) return true;
    }
    return false;
  };
  visit(file);
  return found;
}
