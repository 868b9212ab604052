import { useLinks } from '../site/use-links.hook';
import { useT } from '../shared/use-t.hook';

/** Terms and privacy policy, opened in a new tab so the form keeps what was typed (spec section 2). */
export function LegalLinks() {
  const t = useT();
  const links = useLinks();
  return (
    <p className="auth-legal">
      {t('account:legal.prefix')}{' '}
      <a href={links.to('terms', {})} target="_blank" rel="noopener">
        {t('account:legal.terms')}
      </a>{' '}
      {t('account:legal.and')}{' '}
      <a href={links.to('policy', {})} target="_blank" rel="noopener">
        {t('account:legal.policy')}
      </a>
    </p>
  );
}
