import { describe, expect, it } from 'vitest';
import { importMapWithNonce, takeImportMap } from './import-map';

const map = '{"imports":{"/assets/main-k1.js":"/assets/main-h1.js"}}';
const built = `<head>\n    <title>t</title>\n<script type="importmap">${map}</script>\n    <script type="module" crossorigin src="/assets/index-h2.js"></script>\n  </head>`;

describe('the build import map', () => {
  it('gets the response nonce where it stands (the page loads its code from the head)', () => {
    const html = importMapWithNonce(built, 'n1');
    expect(html).toContain(`<script type="importmap" nonce="n1">${map}</script>`);
    expect(html.indexOf('importmap')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('is taken out of the head for a page that asks for its code at the end of the body', () => {
    const { html, importMap } = takeImportMap(built, 'n2');
    expect(html).not.toContain('importmap');
    expect(importMap).toBe(`<script type="importmap" nonce="n2">${map}</script>`);
  });

  it('leaves a shell without one (no build) as it is', () => {
    const shell = '<head><title>t</title></head>';
    expect(importMapWithNonce(shell, 'n')).toBe(shell);
    expect(takeImportMap(shell, 'n')).toEqual({ html: shell, importMap: '' });
  });
});
