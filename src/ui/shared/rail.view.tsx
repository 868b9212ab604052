import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode } from 'react';
import { useT } from './use-t.hook';
import './rail.css';

interface RailProps {
  /** Names the scrolling list for screen readers ("Hot now"). */
  label: string;
  children: ReactNode;
  /** Called when the visitor starts using the rail (pointer, focus, scroll), e.g. to render its remaining cards. */
  onEngage?: () => void;
}

/**
 * A horizontal row of cards. The list scrolls by touch, by wheel, and by arrow keys once focused; on wide
 * screens two buttons page through it. Items snap so that a card is never cut at the start.
 */
export const Rail = observer(function Rail({ label, children, onEngage }: RailProps) {
  const t = useT();
  const scroller = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' });
  };
  return (
    <div className="rail" onPointerEnter={onEngage} onFocus={onEngage} onTouchStart={onEngage}>
      <button type="button" className="rail__button rail__button--previous" onClick={() => page(-1)} aria-label={t('browse:rail.previous', { label })}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="rail__list" role="list" ref={scroller} tabIndex={0} aria-label={label} onScroll={onEngage}>
        {children}
      </ul>
      <button type="button" className="rail__button rail__button--next" onClick={() => page(1)} aria-label={t('browse:rail.next', { label })}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
});

/** One slot of a rail. */
export function RailItem({ children }: { children: ReactNode }) {
  return <li className="rail__item">{children}</li>;
}
