import type { ReactNode } from 'react';
import './marketing.css';

export interface Step {
  title: string;
  body: ReactNode;
}

/** Numbered steps, as the how-it-works, drive-for-us and bus-partner pages show them. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="steps__item">
          <h3>{step.title}</h3>
          {typeof step.body === 'string' ? <p>{step.body}</p> : step.body}
        </li>
      ))}
    </ol>
  );
}
