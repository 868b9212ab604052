import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { RemoteValue } from '../../application/film/remote-value';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import { Deferred } from '../shared/deferred.view';
import { PosterListSkeleton, RailSkeleton } from '../shared/skeleton.view';
import { Section } from '../shared/layout-primitives.view';
import { useT } from '../shared/use-t.hook';
import { FilmRail } from './film-rail.view';
import { RemoteContent } from './remote-content.view';

interface RailSectionProps<T> {
  id: string;
  title: string;
  more?: ReactNode;
  value: RemoteValue<T>;
  /** The films of the loaded value. */
  films: (value: T) => readonly FilmCard[];
  ranked?: boolean;
  /** Below the fold: the rail renders when it comes near the viewport, with a same-size stand-in until then. */
  deferred?: boolean;
  onRetry: () => void;
}

/** A titled rail of films from one request: a skeleton while loading, a retry on failure, nothing when empty. */
function RailSectionView<T>({ id, title, more, value, films, ranked, deferred = false, onRetry }: RailSectionProps<T>) {
  const t = useT();
  if (value.status === 'ready' && value.value !== null && films(value.value).length === 0) return null;
  return (
    <Section id={id} title={title} more={more}>
      <RemoteContent value={value} onRetry={onRetry} skeleton={<PosterListSkeleton label={t('browse:loading.films')} count={8} layout="rail" />}>
        {(loaded) => {
          const rail = <FilmRail label={title} films={films(loaded)} ranked={ranked} />;
          return deferred ? <Deferred placeholder={<RailSkeleton label={title} count={4} />}>{rail}</Deferred> : rail;
        }}
      </RemoteContent>
    </Section>
  );
}

export const RailSection = observer(RailSectionView) as <T>(props: RailSectionProps<T>) => ReactNode;
