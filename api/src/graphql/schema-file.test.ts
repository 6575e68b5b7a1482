import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { schemaFilePath } from './emit-schema';
import { buildApiSchema } from './schema';

describe('schema.graphql', () => {
  it('is what the TypeGraphQL classes emit (run `npm run schema` after changing them)', async () => {
    const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'schema-')), 'schema.graphql');
    await emitSchemaDefinitionFile(fresh, await buildApiSchema());
    expect(readFileSync(schemaFilePath, 'utf8')).toBe(readFileSync(fresh, 'utf8'));
  });
});
