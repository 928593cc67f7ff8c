import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-paint.ts';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true only after the next two animation frames', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      render(<Probe />);
      expect(screen.getByText('first render')).toBeInTheDocument();
      // No frame yet: a task alone does not make the page painted.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('first render')).toBeInTheDocument();
      for (const frame of frames.splice(0)) frame(performance.now());
      // The frame of the first paint has run, but it may not be on screen yet.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('first render')).toBeInTheDocument();
      for (const frame of frames.splice(0)) frame(performance.now());
      expect(await screen.findByText('painted')).toBeInTheDocument();
    } finally {
      requestFrame.mockRestore();
    }
  });
});
