import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint, usePartsShownAfterPaint } from './after-paint.ts';

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

function Parts() {
  const shown = usePartsShownAfterPaint(2);
  return (
    <>
      <p>balance</p>
      {shown >= 1 ? <p>funding</p> : null}
      {shown >= 2 ? <p>history</p> : null}
    </>
  );
}

describe('usePartsShownAfterPaint', () => {
  it('shows one more part each time the frame after the last render has been shown', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const showFrames = () => {
      for (const frame of frames.splice(0)) frame(performance.now());
    };
    try {
      render(<Parts />);
      expect(screen.getByText('balance')).toBeInTheDocument();
      expect(screen.queryByText('funding')).not.toBeInTheDocument();
      showFrames();
      // One frame is not yet the paint on screen.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByText('funding')).not.toBeInTheDocument();
      showFrames();
      expect(await screen.findByText('funding')).toBeInTheDocument();
      // The next part waits for the frames of the render that showed this one.
      expect(screen.queryByText('history')).not.toBeInTheDocument();
      await waitFor(() => expect(frames).toHaveLength(1));
      showFrames();
      await waitFor(() => expect(frames).toHaveLength(1));
      showFrames();
      expect(await screen.findByText('history')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(frames).toEqual([]);
    } finally {
      requestFrame.mockRestore();
    }
  });
});
