import { describe, expect, it } from 'vitest';
import { offlineScreen } from './offline-screen';

const texts = { title: 'Нет подключения к сети', body: 'Страница <ещё> не открывалась', retry: 'Повторить', home: 'Главная' };

describe('offlineScreen', () => {
  it('is in the page language, escaped, with a retry link to the same address and a way home', () => {
    const { html } = offlineScreen('ru', texts, '/ru/');
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Нет подключения к сети</title>');
    expect(html).toContain('Страница &lt;ещё&gt; не открывалась');
    expect(html).toContain('<a href="">Повторить</a>');
    expect(html).toContain('<a href="/ru/">Главная</a>');
  });

  it('runs no script and is never stored', () => {
    const { html, headers } = offlineScreen('en', texts, '/');
    expect(html).not.toContain('<script');
    expect(headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(headers['Content-Security-Policy']).not.toContain('script-src');
    expect(headers['Cache-Control']).toBe('no-store');
  });
});
