/**
 * An upload form's submit button, with the upload's progress above it while it runs
 * (`progress` from 0 to 1, null when nothing is being sent).
 */
export function UploadButton({ progress, label }: { progress: number | null; label: string }) {
  const uploading = progress !== null;
  return (
    <>
      {uploading ? (
        <progress max={100} value={Math.round(progress * 100)} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <button type="submit" className="button button--primary" disabled={uploading}>
        {uploading ? 'Uploading…' : label}
      </button>
    </>
  );
}
