import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DramaEditorStore } from '../../../application/admin/drama-editor.store';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ActionFailure } from './editor-messages.view';

/** A local preview of a chosen file, released when the file changes or the view goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The stored poster beside a preview of the chosen image; the server checks the bytes and says why it refuses. */
export const PosterUpload = observer(function PosterUpload() {
  const store = useService(DramaEditorStore);
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = usePreview(file);
  const current = store.stored?.posterUrl ?? null;
  const upload = async () => {
    if (!file) return;
    if (await store.uploadPoster(file)) {
      setFile(null);
      setInputKey((k) => k + 1);
    }
  };
  return (
    <section className="console-card poster-upload" aria-labelledby="poster-heading" aria-busy={store.pending === 'poster'}>
      <h3 id="poster-heading">{t('admin:adminCatalog.poster')}</h3>
      <div className="poster-upload__images">
        <figure>
          {current ? (
            <img src={current} alt={t('admin:adminCatalog.currentPoster')} width={120} height={213} />
          ) : (
            <div className="poster-upload__none">{t('admin:adminCatalog.noPoster')}</div>
          )}
          <figcaption>{t('admin:adminCatalog.currentPoster')}</figcaption>
        </figure>
        {preview ? (
          <figure>
            <img src={preview} alt={t('admin:adminCatalog.posterPreview')} width={120} height={213} />
            <figcaption>{t('admin:adminCatalog.posterPreview')}</figcaption>
          </figure>
        ) : null}
      </div>
      <div className="console-toolbar">
        <label>
          {t('admin:adminCatalog.chooseImage')}
          <input key={inputKey} type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <button type="button" className="button" disabled={!file} aria-disabled={store.pending !== null} onClick={() => void upload()}>
          {store.pending === 'poster' ? t('admin:adminCatalog.uploading') : t('admin:adminCatalog.uploadPoster')}
        </button>
      </div>
      <ActionFailure action="poster" />
    </section>
  );
});
