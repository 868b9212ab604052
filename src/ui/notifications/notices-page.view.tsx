import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SessionStore } from '../../application/account/session.store';
import { NoticesStore } from '../../application/notifications/notices.store';
import { noticeTarget, type Notice } from '../../domain/notifications/notice';
import { SignInPrompt } from '../account/sign-in-prompt.view';
import '../account/personal.css';
import { EmptyState } from '../shared/empty-state.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useLinks } from '../site/use-links.hook';
import './notifications.css';

const TYPE_KEYS: Record<Notice['type'], string> = {
  reply: 'reply',
  comment_hidden: 'commentHidden',
  comment_removed: 'commentRemoved',
  comment_restored: 'commentRestored',
  comments_hidden: 'commentsHidden',
  application_approved: 'applicationApproved',
  application_denied: 'applicationDenied',
  subtitle_report_approved: 'subtitleReportApproved',
  subtitle_report_rejected: 'subtitleReportRejected',
};

/** One notice: what happened, the quoted text, when, and a link to where it happened. */
const NoticeItem = observer(function NoticeItem({ notice, language }: { notice: Notice; language: string }) {
  const t = useT();
  const links = useLinks();
  const target = noticeTarget(notice);
  const what = t(`notifications:notice.${TYPE_KEYS[notice.type]}`, { name: notice.actor ?? '', film: notice.film?.title ?? '', count: notice.count });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(notice.createdAt));
  return (
    <li className={notice.read ? 'notice' : 'notice notice--unread'}>
      <p className="notice__what">
        {!notice.read ? <span className="notice__new">{t('notifications:page.unread')}</span> : null}
        {what}
      </p>
      {notice.excerpt ? <blockquote className="notice__excerpt">{notice.excerpt}</blockquote> : null}
      <p className="notice__meta">
        <time dateTime={notice.createdAt}>{when}</time>
        {target ? (
          <Link href={target.route === 'commentDetail' ? links.to('commentDetail', target.params) : links.to('film', target.params)} className="notice__open">
            {t(target.route === 'commentDetail' ? 'notifications:page.openThread' : 'notifications:page.openFilm')}
          </Link>
        ) : null}
      </p>
    </li>
  );
});

/** /personal/notifications.html: the member's notices, newest first; showing them marks them read. */
const NoticesPageView = observer(function NoticesPageView() {
  const session = useService(SessionStore);
  const store = useService(NoticesStore);
  const t = useT();
  const links = useLinks();
  // The server renders every page as a guest sees it: the first render here matches it (loading), then the member's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (session.signedIn) void store.open();
  }, [store, session.signedIn]);
  const notices = store.notices;
  const signedIn = hydrated && session.signedIn;
  return (
    <div className="page personal-page notices-page">
      <h1 className="page-title">{t('notifications:page.title')}</h1>
      {!hydrated ? (
        <p role="status">{t('notifications:page.loading')}</p>
      ) : !signedIn ? (
        <SignInPrompt reason={t('notifications:page.signInReason')} />
      ) : notices === null ? (
        <p role="status">{store.loadFailed ? t('notifications:page.loadFailed') : t('notifications:page.loading')}</p>
      ) : notices.length === 0 ? (
        <EmptyState title={t('notifications:page.empty')} hint={t('notifications:page.emptyHint')} />
      ) : (
        <ul className="notices" role="list">
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} language={links.language} />
          ))}
        </ul>
      )}
      {signedIn ? (
        <p className="notices-page__settings">
          <Link href={`${links.to('personalSettings', {})}#notification-settings`}>{t('notifications:page.settingsLink')}</Link>
        </p>
      ) : null}
    </div>
  );
});

export default NoticesPageView;
