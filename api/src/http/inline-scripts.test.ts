import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the hash of each script that runs inline, exactly as written, and nothing else', () => {
    const holder = '\n      (function () { window.held = []; })();\n    ';
    writeFileSync(
      path.join(dir, 'index.html'),
      [
        '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>',
        `<body><script>${holder}</script>`,
        '<script id="shop-config" type="application/json">{"a":1}</script>',
        '<script type="application/ld+json">{"@type":"WebSite"}</script>',
        '<script src="/legacy.js"></script></body>',
      ].join('\n'),
    );
    expect(inlineScriptHashes(dir)).toEqual([sha256(holder)]);
  });

  it('lists nothing without a built page', () => {
    expect(inlineScriptHashes(dir)).toEqual([]);
  });
});
