import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientOnly } from './client-only.tsx';

describe('ClientOnly', () => {
  it('renders the fallback into prerendered HTML', () => {
    const html = renderToString(<ClientOnly fallback={<p>Loading</p>}>{'Today is the 22nd'}</ClientOnly>);
    expect(html).toBe('<p>Loading</p>');
  });

  it('renders its children at once in the browser', () => {
    render(<ClientOnly fallback={<p>Loading</p>}>{'Today is the 22nd'}</ClientOnly>);
    expect(screen.getByText('Today is the 22nd')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
