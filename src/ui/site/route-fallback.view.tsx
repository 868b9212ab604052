import { observer } from 'mobx-react-lite';
import { NavigationProgress } from './navigation-progress.view';
import { PosterListSkeleton, SkeletonBlock } from '../shared/skeleton.view';
import { useT } from '../shared/use-t.hook';

/** What shows while a screen's code loads: the progress bar and a page-shaped skeleton, never a blank page. */
export const RouteFallback = observer(function RouteFallback() {
  const t = useT();
  return (
    <div className="page route-fallback">
      <NavigationProgress active />
      <div className="page-title">
        <SkeletonBlock width="40%" height="2rem" />
      </div>
      <PosterListSkeleton label={t('browse:loading.page')} count={12} />
    </div>
  );
});
