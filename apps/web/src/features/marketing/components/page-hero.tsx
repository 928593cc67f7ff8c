import type { ReactNode } from 'react';
import './marketing.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children ? <div className="row">{children}</div> : null}
      </div>
    </section>
  );
}
