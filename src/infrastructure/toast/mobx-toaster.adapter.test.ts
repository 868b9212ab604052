import { configure } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../application/shared/fakes/fake-clock';
import { FakeTranslator } from '../../application/shared/fakes/fake-translator';
import { FakeLogger } from '../../application/shared/fakes/fake-logger';
import { I18nextTranslator } from '../i18n/i18next-translator.adapter';
import { localeFilesFrom } from '../i18n/locale-files';
import { MobxToaster } from './mobx-toaster.adapter';

configure({ enforceActions: 'always' });

function setup() {
  const clock = new FakeClock();
  const translator = new FakeTranslator({
    'site-errors:network': 'Hitilafu ya mtandao',
    'site-errors:generic': 'Kuna tatizo limetokea.',
    'site:toast.copied': 'Kiungo kimenakiliwa',
  });
  return { clock, toaster: new MobxToaster(translator, clock) };
}

const texts = (toaster: MobxToaster) => toaster.toasts.map((toast) => toast.text);

describe('MobxToaster', () => {
  it('translates a message key', () => {
    const { toaster } = setup();
    toaster.show({ key: 'site-errors:network', text: 'Network error' });
    expect(texts(toaster)).toEqual(['Hitilafu ya mtandao']);
  });

  it('shows the fallback text when the key has no translation', () => {
    const { toaster } = setup();
    toaster.show({ key: 'site-errors:something.new', text: 'Not Found' });
    expect(texts(toaster)).toEqual(['Not Found']);
  });

  it('shows the generic message when there is neither translation nor text', () => {
    const { toaster } = setup();
    toaster.show({ key: 'site-errors:something.new' });
    expect(texts(toaster)).toEqual(['Kuna tatizo limetokea.']);
  });

  it('accepts a key or a literal text as a string', () => {
    const { toaster } = setup();
    toaster.show('site:toast.copied');
    toaster.show('Database is down');
    expect(texts(toaster)).toEqual(['Kiungo kimenakiliwa', 'Database is down']);
  });

  it('shows the same message once while it is visible', () => {
    const { toaster } = setup();
    toaster.show({ key: 'site-errors:network' });
    toaster.show({ key: 'site-errors:network' });
    expect(toaster.toasts).toHaveLength(1);
  });

  it('dismisses each toast after 2000 ms', () => {
    const { toaster, clock } = setup();
    toaster.show('first');
    clock.advance(1_000);
    toaster.show('second');
    clock.advance(999);
    expect(texts(toaster)).toEqual(['first', 'second']);
    clock.advance(1);
    expect(texts(toaster)).toEqual(['second']);
    clock.advance(1_000);
    expect(toaster.toasts).toEqual([]);
  });

  it('waits for the error messages (loaded on demand) when they have not arrived yet', async () => {
    const files = localeFilesFrom({
      '/locales/sw/site.json': async () => ({ default: {} }),
      '/locales/sw/site-errors.json': async () => ({ default: { network: 'Hitilafu ya mtandao' } }),
    });
    const translator = new I18nextTranslator(new FakeLogger(), files);
    await translator.changeLanguage('sw');
    const toaster = new MobxToaster(translator, new FakeClock());
    toaster.show({ key: 'site-errors:network', text: 'Network error' });
    expect(toaster.toasts).toEqual([]);
    await vi.waitFor(() => expect(texts(toaster)).toEqual(['Hitilafu ya mtandao']));
  });

  it('can be dismissed early', () => {
    const { toaster } = setup();
    toaster.show('first');
    toaster.dismiss(toaster.toasts[0]!.id);
    expect(toaster.toasts).toEqual([]);
  });
});
