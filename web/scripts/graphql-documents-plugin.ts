import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = '\0gql-document:';

/**
 * Build-time replacement of `graphql(\`…\`)` calls by the matching precompiled document (what the
 * client preset's babel/swc plugin does), each document in a module of its own.
 *
 * Without it the generated `documents` map in gql.ts (every operation of every screen) would land
 * in the entry chunk; and importing from the one big src/gql/graphql.ts module would still put every
 * document used anywhere into the chunk that first needs any of them. One virtual module per
 * document lets each chunk carry only the operations it runs.
 */
export function graphqlDocuments(gqlModule: string): Plugin {
  const call = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([\s\S]*?)`\s*\)/g;
  const gqlImport = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql['"];?\s*$/m;
  const definition = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
  let documents: Map<string, string> | undefined;

  const load = (): Map<string, string> => {
    if (documents) return documents;
    documents = new Map();
    for (const [, name, json] of readFileSync(gqlModule, 'utf8').matchAll(definition))
      documents.set(name, json);
    return documents;
  };

  return {
    name: 'hometunnel-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
      this.addWatchFile(gqlModule);
    },
    watchChange(id) {
      if (id === gqlModule) documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length);
      const json = load().get(name);
      if (!json) this.error(`No generated document ${name} in ${gqlModule}: run the codegen`);
      return `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});\n`;
    },
    transform(code, id) {
      if (!/\.[cm]?tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      const imports = new Map<string, string>();
      const out = code.replace(call, (whole, body: string) => {
        const match = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(body);
        if (!match) return whole;
        const [, kind, name] = match;
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const local = `__gql_${exported}`;
        imports.set(exported, local);
        return local;
      });
      if (imports.size === 0) return null;
      const header = [...imports]
        .map(
          ([exported, local]) =>
            `import { ${exported} as ${local} } from ${JSON.stringify(VIRTUAL_PREFIX + exported)};\n`,
        )
        .join('');
      const cleaned = out.replace(gqlImport, '');
      return { code: header + (/\bgraphql\(/.test(cleaned) ? out : cleaned), map: null };
    },
  };
}
