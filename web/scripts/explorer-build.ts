import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { InlineConfig, Plugin } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The GraphQL explorer (explorer.html: GraphiQL with Monaco, ~2 MB gzip) is built apart from the
 * storefront, into the same dist/ (assets under assets/explorer/). A second input of the
 * storefront's build would not do: its `$initial` chunk group would merge both pages' first
 * chunks into one, and splitting that group by entry breaks the landing page's single chunk.
 * Apart, the storefront's output stays byte for byte what it was and the explorer carries its
 * own copy of React.
 */
export const explorerBuildConfig = (mode: string, outDir = 'dist'): InlineConfig => ({
  configFile: false,
  root: webDir,
  mode,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: false,
    assetsDir: 'assets/explorer',
    manifest: false,
    sourcemap: false,
    target: 'es2022',
    // GraphiQL's editor is big by nature; it is never part of the storefront.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: { explorer: 'explorer.html' },
      onwarn(warning, warn) {
        // GraphiQL's packages start modules with "use no memo" (React Compiler): harmless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});

/** Runs the explorer's build after every storefront build (`vite build`, the bundle budget). */
export function explorerBuild(): Plugin {
  let mode = 'production';
  let outDir = 'dist';
  let watching = false;
  return {
    name: 'hometunnel-explorer-build',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      outDir = config.build.outDir;
      watching = Boolean(config.build.watch);
    },
    async closeBundle(error?: Error) {
      if (error || watching) return;
      const { build } = await import('vite');
      await build(explorerBuildConfig(mode, outDir));
    },
  };
}
