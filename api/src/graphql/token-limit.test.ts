import path from 'node:path';
import { MAX_TOKENS } from './apollo';
import { exceedsTokens } from './token-limit';
import { loadTrustedDocuments } from './trusted-documents';

const MANIFEST_FILE = path.join(__dirname, '../../../web/src/gql/persisted-documents.json');

describe('token limit', () => {
  it('counts tokens, not characters', () => {
    expect(exceedsTokens('{ a b c }', 5)).toBe(false);
    expect(exceedsTokens('{ a b c d e }', 5)).toBe(true);
    expect(exceedsTokens(`{ ${'x '.repeat(MAX_TOKENS)}}`, MAX_TOKENS)).toBe(true);
  });

  it('every trusted document of the web app is within it, so those skip the count at run time', () => {
    const documents = new Set(loadTrustedDocuments(MANIFEST_FILE).values());
    expect(documents.size).toBeGreaterThan(10);
    for (const document of documents) expect(exceedsTokens(document, MAX_TOKENS)).toBe(false);
  });
});
