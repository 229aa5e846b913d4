import type { Row } from '@spendlens/domain';
import { translatableText } from '../../translation/utils/translatableText';
import { formatCell } from '../../data-table/utils/formatCell';
import type { ProfileColumn } from '../types/ProfileColumn';
import { TranslatedText } from '../../translation/components/TranslatedText';
import { NotAvailable } from './NotAvailable';

interface MasterFieldListProps {
  fields: readonly ProfileColumn[];
  record: Row;
  notAvailable: ReadonlySet<string>;
  /** Fields whose text shows its translation when hovered (the vendor name). */
  translated?: readonly string[];
}

/** A master record's fields as label and value, in two columns; a field its source cannot fill says so. */
export function MasterFieldList({ fields, record, notAvailable, translated = [] }: MasterFieldListProps) {
  return (
    <dl className="row mx-0 mb-3 small" data-testid="master-fields">
      {fields.map((f) => {
        const value = record[f.name];
        const text = translated.includes(f.name) ? translatableText(value, f.dataType) : undefined;
        return (
          <div key={f.name} className="col-md-6 col-xl-4 d-flex gap-2 py-1 border-bottom" data-field={f.name}>
            <dt className="fw-semibold" style={{ flex: '0 0 45%' }}>
              {f.displayName}
            </dt>
            <dd className="mb-0 text-break">
              {notAvailable.has(f.source) ? (
                <NotAvailable />
              ) : text !== undefined ? (
                <TranslatedText text={text} />
              ) : (
                formatCell(value as string | number | boolean | null, f.dataType, null, f.format) || '-'
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
