import type { Plugin } from 'vite';

/**
 * Build-time replacement of `graphql(\`…\`)` calls by imports of the matching precompiled document
 * from src/gql/graphql.ts (what the client preset's babel/swc plugin does). Without it the
 * generated `documents` map in gql.ts — every operation of every screen — would land in the
 * entry chunk; with it each chunk carries only the documents it uses.
 */
export function graphqlDocuments(gqlModule: string): Plugin {
  const call = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([\s\S]*?)`\s*\)/g;
  const gqlImport = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql['"];?\s*$/m;
  return {
    name: 'hometunnel-graphql-documents',
    enforce: 'pre',
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
      const specifiers = [...imports].map(([exported, local]) => `${exported} as ${local}`).join(', ');
      const cleaned = out.replace(gqlImport, '');
      const stillUsesGraphql = /\bgraphql\(/.test(cleaned);
      const header = `import { ${specifiers} } from ${JSON.stringify(gqlModule)};\n`;
      return { code: header + (stillUsesGraphql ? out : cleaned), map: null };
    },
  };
}
