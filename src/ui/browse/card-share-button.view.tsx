import { useState } from 'react';
import { ShareOpener } from '../../application/sharing/share-opener.port';
import { Toaster } from '../../application/shared/toaster.port';
import { Icon } from '../shared/icon.view';
import { useLaterService } from '../shared/use-later-service.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

interface CardShareButtonProps {
  filmId: number;
  title: string;
  /** The drama's page in the visitor's language: where the shared link leads friends. */
  filmPath: string;
}

/**
 * Share on a list's card: the film page's share dialog (the same share record and counting), for the drama's page.
 * The share code is not in a list page's download: it is fetched on the press (the actions feature alone), and the
 * button says it is busy meanwhile.
 */
export function CardShareButton({ filmId, title, filmPath }: CardShareButtonProps) {
  const t = useT();
  const toaster = useService(Toaster);
  const opener = useLaterService(ShareOpener, ['actions']);
  const [opening, setOpening] = useState(false);
  const share = () => {
    setOpening(true);
    void opener().then(
      (sharing) => {
        setOpening(false);
        sharing.open(filmId, filmPath);
      },
      () => {
        setOpening(false);
        toaster.show('browse:card.shareFailed');
      },
    );
  };
  return (
    <button type="button" className="poster-card__share" aria-haspopup="dialog" aria-busy={opening || undefined} onClick={share}>
      <Icon name="share" />
      <span className="visually-hidden">{t('browse:card.share', { title })}</span>
    </button>
  );
}
