/**
 * Issue 12's done-when: every message this package exports is written once. A message literal
 * found in any other source file (api/src, web/src, or a second file here) is a twin that can
 * drift; import it from @hometunnel/rules instead. String literals, JSX text and template literals
 * (whose ${…} parts match anything) are compared; comments are not. Tests, test helpers, generated
 * GraphQL code (gql/) and content data (content/) are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as rules from './index';

const ROOT = join(__dirname, '..', '..', '..');
const SCANNED = ['api/src', 'web/src', 'packages/rules/src'];
const SKIPPED_DIRS = new Set(['__tests__', 'gql', 'content', 'test', 'node_modules', 'dist']);

/** Every string under an export named `...Messages` (nested groups too), with where it lives. */
function exportedMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(value, path);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(rules)) if (name.endsWith('Messages')) walk(value, name);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts a file writes out: literal strings and JSX text, and templates as patterns. */
function literalsOf(file: string): { texts: Set<string>; patterns: RegExp[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.add(node.text);
    else if (ts.isJsxText(node)) texts.add(node.text.replace(/\s+/g, ' ').trim());
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      // A template that is mostly substitutions (`${a}: ${b}`) says nothing about any message.
      if (parts.join('').trim().length >= 8)
        patterns.push(new RegExp(`^${parts.map(escape).join('.*')}$`, 's'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, patterns };
}

describe('spec messages', () => {
  const messages = exportedMessages();
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const literals = files.map((file) => ({ file: relative(ROOT, file), ...literalsOf(file) }));

  it('are exported by the package (a sanity check of the scan itself)', () => {
    expect(messages.size).toBeGreaterThan(40);
    expect(files.length).toBeGreaterThan(100);
    expect(messages.get('Please enter a valid email')).toBe('accountMessages.invalidEmail');
  });

  it('each spec message literal appears in one source file only, the rules package', () => {
    const twins: string[] = [];
    for (const [message, name] of messages) {
      // The package's own templates are the definitions (and may share a prefix with each other).
      const where = literals
        .filter(
          ({ file, texts, patterns }) =>
            texts.has(message) || (!file.startsWith('packages/') && patterns.some((p) => p.test(message))),
        )
        .map(({ file }) => file);
      const outside = where.filter((file) => !file.startsWith('packages/rules/'));
      if (where.length > 1 || outside.length > 0)
        twins.push(`${name} ${JSON.stringify(message)}: ${where.join(', ')}`);
    }
    expect(twins).toEqual([]);
  });
});
