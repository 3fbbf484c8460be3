// Reads the client router's tables (src/client/app/routes.tsx and admin-routes.tsx) and the dashboard's tab registry
// (src/client/features/admin/shell/tabs.tsx) from their source with the TypeScript parser. Importing
// them would load React, MUI and webpack-only assets into the test runner; the parser needs none of it.
// The lazily loaded screens' paths live in page-paths.ts, plain data, which is imported.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PAGE_PATHS } from '../../../src/shared/page-paths';

function parse(file: string): ts.SourceFile {
  const full = path.resolve(file);
  return ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The array literal a top-level `const name = [...]` declares. */
function arrayNamed(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer && ts.isArrayLiteralExpression(declaration.initializer)) {
        return declaration.initializer;
      }
    }
  }
  throw new Error(`${source.fileName} declares no array ${name}`);
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
  return found?.initializer;
}

/** `PAGE_PATHS.name[i]` or `PAGE_PATHS['name'][i]`, as routes.tsx names a lazily loaded screen's path. */
function pagePath(node: ts.Expression): string | undefined {
  if (!ts.isElementAccessExpression(node) || !ts.isNumericLiteral(node.argumentExpression)) return undefined;
  const owner = node.expression;
  const name =
    ts.isPropertyAccessExpression(owner) && owner.expression.getText() === 'PAGE_PATHS'
      ? owner.name.text
      : ts.isElementAccessExpression(owner) && owner.expression.getText() === 'PAGE_PATHS' && ts.isStringLiteralLike(owner.argumentExpression)
        ? owner.argumentExpression.text
        : undefined;
  const paths: readonly string[] | undefined = name === undefined ? undefined : PAGE_PATHS[name as keyof typeof PAGE_PATHS];
  return paths?.[Number(node.argumentExpression.text)];
}

function stringValue(node: ts.Expression | undefined, what: string): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  const fromPagePaths = pagePath(node);
  if (fromPagePaths !== undefined) return fromPagePaths;
  throw new Error(`${what} is neither a string literal nor a PAGE_PATHS entry: ${node.getText()}`);
}

/** Route objects in `elements`, with their nested children, as full patterns: '/', '/signin', '/investments/details/:id', '*'. */
function collectRoutes(elements: ts.NodeArray<ts.Expression>, parent: string, into: string[]): void {
  for (const element of elements) {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`A route that is not an object literal: ${element.getText()}`);
    const own = stringValue(property(element, 'path'), 'A route path');
    const index = property(element, 'index')?.kind === ts.SyntaxKind.TrueKeyword;
    const full = own === undefined ? parent : own === '*' ? '*' : `${parent.replace(/\/$/, '')}/${own}`;
    if (index) into.push(parent || '/');
    else if (own !== undefined) into.push(full);
    const children = property(element, 'children');
    if (children && ts.isArrayLiteralExpression(children)) collectRoutes(children.elements, full, into);
  }
}

/** Every path pattern the client router declares; '/admin/*' stands for admin-routes.tsx's own table. */
export function clientRoutePatterns(): string[] {
  const routes: string[] = [];
  collectRoutes(arrayNamed(parse('src/client/app/routes.tsx'), 'routes').elements, '', routes);
  const admin = routes.indexOf('/admin/*');
  if (admin === -1) throw new Error("routes.tsx has no '/admin/*' route for admin-routes.tsx");
  const adminRoutes: string[] = [];
  collectRoutes(arrayNamed(parse('src/client/app/admin-routes.tsx'), 'adminRoutes').elements, '/admin', adminRoutes);
  routes.splice(admin, 1, ...adminRoutes);
  return routes;
}

/** The `?tab=` id of every admin dashboard tab. */
export function adminTabIds(): string[] {
  return arrayNamed(parse('src/client/features/admin/shell/tabs.tsx'), 'ADMIN_TABS').elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error(`A tab that is not an object literal: ${element.getText()}`);
    const id = stringValue(property(element, 'id'), 'A tab id');
    if (!id) throw new Error(`A tab without an id: ${element.getText()}`);
    return id;
  });
}
