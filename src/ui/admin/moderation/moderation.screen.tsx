import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ModerationStore } from '../../../application/admin/moderation.store';
import { Translator } from '../../../application/shared/translator.port';
import type { ModeratedComment, ModerationQueueName } from '../../../domain/admin/moderation.types';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ConsolePager } from '../console-pager.view';

const QUEUES: readonly ModerationQueueName[] = ['reported', 'hidden'];

/** Reported and hidden comments, heaviest reports first, with restore / keep hidden / delete and "hide all of". */
const ModerationScreen = observer(function ModerationScreen() {
  const store = useService(ModerationStore);
  const t = useT();
  useEffect(() => store.load(store.queue, 1), [store]);
  const list = store.list.value;
  return (
    <>
      <p className="console-card__meta">{t('admin:admin.moderation.weightRule')}</p>
      <div className="console-tabs" role="group" aria-label={t('admin:admin.moderation.filter')}>
        {QUEUES.map((queue) => (
          <button
            key={queue}
            type="button"
            className={queue === store.queue ? 'button' : 'button button--quiet'}
            aria-pressed={queue === store.queue}
            onClick={() => store.load(queue, 1)}
          >
            {t(`admin:admin.moderation.state.${queue}`)}
          </button>
        ))}
      </div>
      {store.errorKey ? (
        <p className="console-error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
      {store.lastHidden ? <p role="status">{t('admin:admin.moderation.hiddenAll', { count: store.lastHidden.count })}</p> : null}
      {list && list.items.length === 0 ? <p className="console-empty">{t('admin:admin.moderation.empty')}</p> : null}
      {list ? (
        <ul className="console-list" aria-busy={store.list.loading}>
          {list.items.map((comment) => (
            <ModeratedCard key={comment.id} comment={comment} />
          ))}
        </ul>
      ) : null}
      <ConsolePager page={store.page} totalPages={store.totalPages} onPage={(page) => store.load(store.queue, page)} />
    </>
  );
});
export default ModerationScreen;

const ModeratedCard = observer(function ModeratedCard({ comment: c }: { comment: ModeratedComment }) {
  const store = useService(ModerationStore);
  const translator = useService(Translator);
  const t = useT();
  const date = (iso: string) => translator.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const confirmThen = (question: string, action: () => void) => () => {
    if (window.confirm(question)) action();
  };
  return (
    <li className="console-card" aria-labelledby={`comment-${c.id}`}>
      <h2 id={`comment-${c.id}`}>{t('admin:admin.moderation.heading', { author: c.author.username, film: c.film?.title ?? '—' })}</h2>
      <p className="console-card__meta">
        {c.author.email} · {t('admin:admin.moderation.written', { date: date(c.createdAt) })}
        {c.state !== 'visible' ? ` · ${t('admin:admin.moderation.hiddenBadge')}` : ''}
      </p>
      <p className="console-card__quote">{c.content}</p>
      <h3>{t('admin:admin.moderation.reports', { score: translator.formatNumber(c.score, { maximumFractionDigits: 2 }) })}</h3>
      <ul className="console-card__meta">
        {c.reports.map((r) => (
          <li key={r.reporter.id}>
            <strong>{r.reporter.username}</strong> — {r.reason} — {date(r.createdAt)} —{' '}
            {t('admin:admin.moderation.reporterRecord', {
              upheld: r.upheld,
              rejected: r.rejected,
              weight: translator.formatNumber(r.weight, { maximumFractionDigits: 2 }),
            })}
          </li>
        ))}
      </ul>
      <div className="console-card__actions">
        {c.state !== 'visible' ? (
          <button type="button" className="button" disabled={store.busy} onClick={() => void store.decide(c.id, 'restore')}>
            {t('admin:admin.moderation.restore')}
          </button>
        ) : null}
        <button type="button" className="button" disabled={store.busy} onClick={() => void store.decide(c.id, 'keep_hidden')}>
          {t('admin:admin.moderation.keepHidden')}
        </button>
        {c.state === 'visible' ? (
          <button type="button" className="button button--quiet" disabled={store.busy} onClick={() => void store.decide(c.id, 'restore')}>
            {t('admin:admin.moderation.restore')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--quiet"
          disabled={store.busy}
          onClick={confirmThen(t('admin:admin.moderation.confirmDelete'), () => void store.decide(c.id, 'delete'))}
        >
          {t('admin:admin.moderation.delete')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={store.busy}
          onClick={confirmThen(t('admin:admin.moderation.confirmHideAll', { author: c.author.username }), () => void store.hideAllOf(c.author))}
        >
          {t('admin:admin.moderation.hideAll', { author: c.author.username })}
        </button>
      </div>
    </li>
  );
});
