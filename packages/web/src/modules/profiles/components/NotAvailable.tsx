import { profileMessages } from '@spendlens/domain';

/** A field the system type's source cannot fill (source support, spec 01 per-ERP rules). */
export function NotAvailable() {
  return (
    <span className="text-muted fst-italic" data-testid="not-available">
      {profileMessages.notAvailable}
    </span>
  );
}
