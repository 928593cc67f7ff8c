import { useEffect, useRef, useState } from 'react';

interface VideoEmbedProps {
  videoId: string;
  title: string;
}

/**
 * A privacy-friendly YouTube embed: nothing is fetched from YouTube until the visitor clicks
 * the poster; then the privacy-enhanced (youtube-nocookie.com) player is inserted and plays.
 */
export function VideoEmbed({ videoId, title }: VideoEmbedProps) {
  const [isPlaying, setIsPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);
  // The poster button goes away on click: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (isPlaying) playerRef.current?.focus();
  }, [isPlaying]);
  return (
    <div className="video">
      {isPlaying ? (
        <iframe
          ref={playerRef}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video__poster" onClick={() => setIsPlaying(true)}>
          <span className="video__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30" fill="#14201a" aria-hidden="true">
              <path d="M7 4.5v15l12-7.5-12-7.5Z" />
            </svg>
          </span>
          <span className="video__label">Play the video: {title}</span>
          <span className="video__privacy">The player loads from YouTube when you press play.</span>
        </button>
      )}
    </div>
  );
}
