import type { ReactNode } from 'react';
import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import './marketing.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/**
 * A page's heading and lead. Without children (the hero's buttons) it is text alone, hydrated as
 * it was prerendered (docs/decisions/286).
 */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  const content = (
    <div className="container">
      {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children ? <div className="row">{children}</div> : null}
    </div>
  );
  if (children) return <section className="page-hero">{content}</section>;
  // A new title (another She Moves form, the same route) is a new part, rendered in the browser.
  return (
    <StaticMarkup key={title} as="section" className="page-hero">
      {content}
    </StaticMarkup>
  );
}
