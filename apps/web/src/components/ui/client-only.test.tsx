import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('hydrates the prerendered fallback without a mismatch, then shows its children', async () => {
    const page = (
      <div>
        <ClientOnly fallback={<p>Loading</p>}>
          <p>Today is the 22nd</p>
        </ClientOnly>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Today is the 22nd');
    act(() => root.unmount());
    container.remove();
  });
});
