import { observer } from 'mobx-react-lite';
import { ApplicationsReviewStore } from '../../../application/admin/applications-review.store';
import { Translator } from '../../../application/shared/translator.port';
import { APPLICATION_REPLY_MAX, type ReviewedApplication } from '../../../domain/admin/applications.types';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';

/** One application: who, which drama, their message and record, and (while pending) reply + approve / deny. */
export const ApplicationCard = observer(function ApplicationCard({ application: a }: { application: ReviewedApplication }) {
  const store = useService(ApplicationsReviewStore);
  const translator = useService(Translator);
  const t = useT();
  const date = (iso: string) => translator.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const h = a.history;
  const busy = store.deciding !== null;
  const replyId = `reply-${a.id}`;
  return (
    <li className="console-card" aria-labelledby={`application-${a.id}`}>
      <h2 id={`application-${a.id}`}>{t('admin:admin.applications.heading', { member: a.member.username, film: a.film?.title ?? `#${a.id}` })}</h2>
      <p className="console-card__meta">
        {a.member.email} · {t('admin:admin.applications.sent', { date: date(a.createdAt) })}
        {a.decidedAt ? ` · ${t(`admin:admin.applications.status.${a.status}`)} ${date(a.decidedAt)}` : ''}
      </p>
      {a.message ? <p className="console-card__quote">{a.message}</p> : <p className="console-card__meta">{t('admin:admin.applications.noMessage')}</p>}
      <p className="console-card__meta">
        {/* Each count through the language's plural rules ("1 application", "2 applications"), joined as one line. */}
        {[
          t('admin:admin.applications.historySince', { since: translator.formatDate(new Date(h.memberSince), { dateStyle: 'medium' }) }),
          `${t('admin:admin.applications.historyApplications', { count: h.applications })} ${t('admin:admin.applications.historyDecisions', { approved: h.approved, denied: h.denied })}`,
          `${t('admin:admin.applications.historyComments', { count: h.comments })}, ${t('admin:admin.applications.historyHidden', { count: h.hiddenComments })}`,
        ].join(' · ')}
      </p>
      {a.reply ? <p className="console-card__quote">{t('admin:admin.applications.replied', { reply: a.reply })}</p> : null}
      {a.status === 'pending' ? (
        <>
          <label htmlFor={replyId}>{t('admin:admin.applications.reply')}</label>
          <textarea
            id={replyId}
            maxLength={APPLICATION_REPLY_MAX}
            value={store.replies.get(a.id) ?? ''}
            onChange={(e) => store.setReply(a.id, e.target.value)}
          />
          <div className="console-card__actions">
            <button type="button" className="button" disabled={busy} onClick={() => void store.decide(a.id, 'approve')}>
              {t('admin:admin.applications.approve')}
            </button>
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => void store.decide(a.id, 'deny')}>
              {t('admin:admin.applications.deny')}
            </button>
          </div>
        </>
      ) : null}
    </li>
  );
});
