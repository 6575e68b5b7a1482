import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` tags for the chunks a page needs beyond the entry, so the browser
 * fetches a route's lazy chunks alongside the entry instead of after it has run. Read from the
 * build's manifest once; a module missing from it (a build without a manifest) gives no tag.
 */
export function modulePreloader(webDistDir: string): (modules: readonly string[]) => string {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const memo = new Map<string, string>();
  const files = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    // The entry (index.html) is loaded by its own script tag.
    if (!chunk || chunk.isEntry || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen))];
  };
  return (modules) => {
    const key = modules.join(' ');
    let tags = memo.get(key);
    if (tags === undefined) {
      const seen = new Set<string>();
      tags = [...new Set(modules.flatMap((module) => files(module, seen)))]
        .map((chunkFile) => `<link rel="modulepreload" crossorigin href="/${chunkFile}">`)
        .join('\n');
      memo.set(key, tags);
    }
    return tags;
  };
}
