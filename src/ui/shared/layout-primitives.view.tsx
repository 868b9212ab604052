import type { ReactNode } from 'react';

/** The centred page column every screen sits in. */
export function Page({ children, as: Tag = 'div' }: { children: ReactNode; as?: 'div' | 'main' }) {
  return <Tag className="page">{children}</Tag>;
}

/** Children stacked vertically with one of three rhythms. */
export function Stack({ children, spacing = 'normal' }: { children: ReactNode; spacing?: 'tight' | 'normal' | 'loose' }) {
  const modifier = spacing === 'normal' ? '' : ` stack--${spacing}`;
  return <div className={`stack${modifier}`}>{children}</div>;
}

/** A titled region with an optional 'see all' link; the heading labels the region for screen readers. */
export function Section({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {more ? <span className="section__more">{more}</span> : null}
      </div>
      {children}
    </section>
  );
}
