import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

describe('Pager', () => {
  it('is not shown for a list of one page', () => {
    render(<Pager page={1} pages={1} onPage={() => {}} label="History pages" />);
    expect(screen.queryByRole('navigation', { name: 'History pages' })).toBeNull();
  });

  it('says where the reader is and turns one page each way', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={3} onPage={onPage} label="History pages" />);
    const pager = screen.getByRole('navigation', { name: 'History pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go back from the first page or on from the last', () => {
    const { rerender } = render(<Pager page={1} pages={2} onPage={() => {}} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={2} pages={2} onPage={() => {}} label="Pages" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('takes the words of a list with the newest first', () => {
    render(<Pager page={1} pages={2} onPage={() => {}} label="Pages" back="Newer" forward="Older" />);
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeEnabled();
  });
});
