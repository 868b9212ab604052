import './navigation-progress.css';

/**
 * A thin bar at the very top while a route's code or data loads. It only appears after a short delay
 * (in CSS) so that fast navigations do not flash it.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  return <div className={`navigation-progress${active ? ' navigation-progress--active' : ''}`} aria-hidden="true" />;
}
