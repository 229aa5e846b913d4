import Button from 'react-bootstrap/Button';

interface ExtractorKitDownloadProps {
  pending: boolean;
  /** The last download of this kit failed (401 has signed out already; anything else is said here). */
  failed: boolean;
  onDownload: () => void;
}

/** The Download cell of a kit on /downloads: the button, and a line when its last download failed. */
export function ExtractorKitDownload({ pending, failed, onDownload }: ExtractorKitDownloadProps) {
  return (
    <>
      <Button size="sm" disabled={pending} onClick={onDownload}>
        Download
      </Button>
      {failed && (
        <div className="small text-danger" role="alert">
          The download failed. Please try again, or contact us.
        </div>
      )}
    </>
  );
}
