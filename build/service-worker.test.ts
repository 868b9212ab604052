import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { precacheList } from './service-worker.ts';

const chunk = (name: string, moduleIds: string[]) => ({ type: 'chunk', name, moduleIds });
const asset = () => ({ type: 'asset' });

describe('precacheList', () => {
  it('keeps the stylesheet and the site code; leaves out the texts of the ten languages, the console and what is not built code', () => {
    const bundle = {
      'assets/main-a1.js': chunk('main', ['/w/src/composition/main.tsx', '/w/src/ui/site/app.view.tsx']),
      'assets/style-b2.css': asset(),
      'assets/film-c3.js': chunk('film', ['/w/src/ui/film/film-page.view.tsx', '/w/node_modules/mobx/dist/mobx.esm.js']),
      'assets/locale-ru-film-d4.js': chunk('locale-ru-film', ['/w/locales/ru/film.json']),
      'assets/catalog.screen-e5.js': chunk('catalog.screen', ['/w/src/ui/admin/catalog.screen.tsx', '/w/src/application/admin/catalog.store.ts']),
      'assets/traffic.screen-f6.js': chunk('traffic.screen', ['/w/src/ui/admin/traffic.screen.tsx', '/w/node_modules/uplot/dist/uPlot.esm.js']),
      'assets/virtual-g7.js': chunk('virtual', ['\0virtual:thing']),
      'index.html': asset(),
      'builds/latest.json': asset(),
      'icon-192.png': asset(),
    } as unknown as OutputBundle;
    expect(precacheList(bundle)).toEqual(['/assets/film-c3.js', '/assets/main-a1.js', '/assets/style-b2.css', '/assets/virtual-g7.js']);
  });
});
