import type { ReactNode } from 'react';
import './poster-grid.css';

/** A responsive grid of poster cards: two columns on a phone, up to seven on a wide desktop. */
export function PosterGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="poster-grid" role="list" aria-label={label}>
      {children}
    </ul>
  );
}

/** One cell of a poster grid. */
export function PosterGridItem({ children }: { children: ReactNode }) {
  return <li className="poster-grid__item">{children}</li>;
}
