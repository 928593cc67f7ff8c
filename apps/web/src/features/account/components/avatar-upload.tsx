import { ACCOUNT_MESSAGES, AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, MESSAGES } from '@shuttle/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAvatar } from '../api/get-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const ACCEPTED: readonly string[] = AVATAR_CONTENT_TYPES;

/** Shows a fetched picture from memory, and lets the memory go when it changes or leaves. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return blob ? url : undefined;
}

interface AvatarUploadProps {
  userId: number;
  avatar: string | null;
  name: string;
}

/** The rider's picture: PNG or JPEG up to 5 MB, made a small square by the server. */
export function AvatarUpload({ userId, avatar, name }: AvatarUploadProps) {
  const inputId = useId();
  const picture = useAvatar(avatar);
  const src = useObjectUrl(picture.data);
  const upload = useUploadAvatar(userId);
  const [problem, setProblem] = useState<string | null>(null);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || upload.isPending) return;
    // The server checks the bytes too; this only spares the rider a wasted upload.
    if (!ACCEPTED.includes(file.type)) return setProblem(MESSAGES.onlyImages);
    if (file.size > AVATAR_MAX_BYTES) return setProblem(ACCOUNT_MESSAGES.avatarTooLarge);
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      showToast('success', 'Your picture was updated.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="avatar-upload">
      {src ? (
        <img className="avatar" src={src} alt={name} width={96} height={96} />
      ) : (
        <span className="avatar avatar--initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <div className="stack">
        <label htmlFor={inputId} className={`btn btn--ghost${upload.isPending ? ' is-busy' : ''}`}>
          {upload.isPending ? 'Processing...' : avatar ? 'Change picture' : 'Add a picture'}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          disabled={upload.isPending}
          onChange={onChoose}
        />
        <p className="muted small">PNG or JPEG, up to 5 MB.</p>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
