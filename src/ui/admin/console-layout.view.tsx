import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Link } from 'wouter';
import type { Operator } from '../../domain/admin/console.types';
import { consolePath } from '../../domain/admin/console-path';
import { RouteFallback } from '../site/route-fallback.view';
import { retryingLazy } from '../site/retrying-lazy';
import { useT } from '../shared/use-t.hook';
import { consoleSections, type ConsoleScreenProps } from './console-sections';
import './console.css';

const screens = new Map<string, () => LazyExoticComponent<ComponentType<ConsoleScreenProps>>>();

function screenOf(id: string) {
  const section = consoleSections.find((s) => s.id === id);
  if (!section) return null;
  let screen = screens.get(id);
  if (!screen) {
    screen = retryingLazy(section.load);
    screens.set(id, screen);
  }
  return screen();
}

/** The console's frame: its name, the operator, the nav of sections, and the open section's screen. */
export const ConsoleLayout = observer(function ConsoleLayout({ operator, section }: { operator: Operator; section: string }) {
  const t = useT();
  const [first = '', ...rest] = section.split('/');
  const activeId = first === '' ? (consoleSections[0]?.id ?? '') : first;
  const Screen = screenOf(activeId);
  const active = consoleSections.find((s) => s.id === activeId);
  const title = active ? t(active.labelKey) : t('admin:admin.unknownSection');
  useEffect(() => {
    document.title = `${title} | ${t('admin:admin.title')}`;
  }, [title, t]);
  return (
    <div className="console">
      <header className="console__header">
        <Link href={consolePath('')} className="console__brand">
          {t('admin:admin.title')}
        </Link>
        <p className="console__operator">{t('admin:admin.signedInAs', { email: operator.email })}</p>
        <Link href="/" className="console__site-link">
          {t('admin:admin.backToSite')}
        </Link>
      </header>
      <nav className="console__nav" aria-label={t('admin:admin.nav.label')}>
        <ul role="list">
          {consoleSections.map((s) => (
            <li key={s.id}>
              <Link href={consolePath(s.id)} className="console__nav-link" aria-current={s.id === activeId ? 'page' : undefined}>
                {t(s.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="console__main">
        <h1 className="console__title">{title}</h1>
        {Screen ? (
          <Suspense fallback={<RouteFallback />}>
            <Screen rest={rest} />
          </Suspense>
        ) : (
          <p>{t('admin:admin.unknownSectionText')}</p>
        )}
      </main>
    </div>
  );
});
