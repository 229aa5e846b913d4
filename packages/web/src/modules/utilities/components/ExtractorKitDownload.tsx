import Button from 'react-bootstrap/Button';

interface ExtractorKitDownloadProps {
  available: boolean;
  pending: boolean;
  /** The last download of this kit failed (401 has signed out already; anything else is said here). */
  failed: boolean;
  onDownload: () => void;
}

/** The Download cell of a kit on /downloads: the button, or why there is nothing to download. */
export function ExtractorKitDownload({ available, pending, failed, onDownload }: ExtractorKitDownloadProps) {
  if (!available)
    return (
      <>
        <Button size="sm" disabled title="Not available yet">
          Download
        </Button>
        <div className="small text-body-secondary">Not yet available</div>
      </>
    );
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
