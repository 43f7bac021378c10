import { useId, useState } from 'react';
import { mediaMaxUploadBytes } from '@store/contract/media';
import { ButtonSpinner } from '../../../components/spinner';
import { useUploadImage } from '../api/upload-image';

const maxMb = mediaMaxUploadBytes / 1024 / 1024;

/**
 * "Upload a photo": a file picker whose picture is sent to the server at once; the stored image's
 * address is handed to `onUploaded` (the form puts it in the photo box). The server checks the
 * content; the size is checked here first only to save a long wait.
 */
export function ImageUpload({ onUploaded }: { onUploaded(url: string): void }) {
  const upload = useUploadImage();
  const [error, setError] = useState<string>();
  const id = useId();
  const choose = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (file.size > mediaMaxUploadBytes) return setError(`The picture is larger than ${maxMb} MB`);
    try {
      onUploaded((await upload.mutateAsync(file)).url);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not upload the picture');
    }
  };
  return (
    <fieldset className="fieldset">
      <label htmlFor={id} className="fieldset-legend text-sm">
        Or upload a photo (JPEG, PNG, WebP or AVIF, at most {maxMb} MB)
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="file-input w-full"
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <ButtonSpinner show={upload.isPending} />
      </div>
      {upload.isPending && <p role="status" className="text-sm">Uploading…</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
