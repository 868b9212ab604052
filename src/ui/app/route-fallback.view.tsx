import { observer } from 'mobx-react-lite';
import { NavigationProgress } from '../components/navigation-progress.view';
import { PosterListSkeleton, SkeletonBlock } from '../components/skeleton.view';
import { useT } from '../hooks/use-t.hook';

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
