import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

/**
 * schema.graphql (emitted by the API) + the web app's colocated graphql() documents
 * -> typed documents in web/src/gql (client preset). The persisted-documents manifest
 * (web/src/gql/persisted-documents.json) is the server's allow-list of operations.
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // Apollo Client adds __typename to every selection set; the hashed (trusted) documents must
      // carry it too, or the server's answers could not be normalized in the cache.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        persistedDocuments: true,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
