import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { ConsentStore } from '../../application/consent/consent.store';
import { useLinks } from './use-links.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './site-footer.css';

/** The guide type the footer's 'Guides' opens: the site's own viewing help, the type every catalog has. */
const helpGuideType = 'how-to-watch';

/** The shared footer: the legal pages and privacy choices, the blog and guides, and the tagline. */
export const SiteFooter = observer(function SiteFooter({ year }: { year: number }) {
  const t = useT();
  const links = useLinks();
  const consent = useService(ConsentStore);
  return (
    <footer className="site-footer">
      <div className="page site-footer__inner">
        <p className="site-footer__tagline">{t('browse:footer.tagline')}</p>
        <nav aria-label={t('browse:footer.label')}>
          <ul role="list" className="site-footer__links">
            <li>
              <Link href={links.to('blogList', { _page: 1 })}>{t('browse:footer.blog')}</Link>
            </li>
            <li>
              <Link href={links.to('guideList', { type: helpGuideType, page: 1 })}>{t('browse:footer.guides')}</Link>
            </li>
            <li>
              <Link href={links.to('ranking', {})}>{t('browse:footer.ranking')}</Link>
            </li>
            <li>
              <Link href={links.to('terms', {})}>{t('browse:footer.terms')}</Link>
            </li>
            <li>
              <Link href={links.to('policy', {})}>{t('browse:footer.policy')}</Link>
            </li>
            <li>
              <button type="button" className="site-footer__choices" aria-haspopup="dialog" onClick={consent.openSettings}>
                {t('site:consent.footer')}
              </button>
            </li>
          </ul>
        </nav>
        <p className="site-footer__rights">{t('browse:footer.rights', { year })}</p>
      </div>
    </footer>
  );
});
