import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.view';
import { SiteHeader } from './site-header.view';
import { useT } from '../shared/use-t.hook';
import './layouts.css';

/** The shared layout of home, ranking, search, personal and legal pages: header, one main landmark, footer. */
export const SharedLayout = observer(function SharedLayout({ children, year }: { children: ReactNode; year: number }) {
  const t = useT();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('browse:nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} />
    </div>
  );
});
