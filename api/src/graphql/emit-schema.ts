import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { buildApiSchema } from './schema';

/** `npm run schema`: writes the committed schema.graphql at the repository root. */
export const schemaFilePath = path.resolve(__dirname, '../../../schema.graphql');

if (require.main === module) {
  buildApiSchema()
    .then((schema) => emitSchemaDefinitionFile(schemaFilePath, schema))
    .then(() => console.log(`schema written to ${schemaFilePath}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
