import { observer } from 'mobx-react-lite';
import { DramaEditorStore } from '../../../application/admin/drama-editor.store';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ActionFailure } from './editor-messages.view';

/** The drama's state and the action that changes it (a drama needs a poster and an episode to be published). */
export const PublishBar = observer(function PublishBar() {
  const store = useService(DramaEditorStore);
  const t = useT();
  const published = store.stored?.published ?? false;
  return (
    <section className="console-card" aria-labelledby="publish-heading" aria-busy={store.pending === 'publish'}>
      <h3 id="publish-heading">{t('admin:adminCatalog.state')}</h3>
      <p>{t(published ? 'admin:adminCatalog.publishedText' : 'admin:adminCatalog.draftText')}</p>
      <div className="console-card__actions">
        <button
          type="button"
          className={published ? 'button button--quiet' : 'button'}
          aria-disabled={store.pending !== null}
          onClick={() => void store.setPublished(!published)}
        >
          {store.pending === 'publish' ? t('admin:adminCatalog.working') : t(published ? 'admin:adminCatalog.unpublish' : 'admin:adminCatalog.publish')}
        </button>
      </div>
      <ActionFailure action="publish" />
    </section>
  );
});
