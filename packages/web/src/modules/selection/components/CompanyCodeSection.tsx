import type { CompanyCodeEntry } from '@spendlens/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import { companyCodeLabel } from '../utils/companyCodeLabel';

interface CompanyCodeSectionProps {
  title: string;
  entries: CompanyCodeEntry[];
  selected: string;
  onSelect(code: string): void;
}

/** One headed section (Region or Company Code) of the company code dropdown. */
export function CompanyCodeSection({ title, entries, selected, onSelect }: CompanyCodeSectionProps) {
  if (entries.length === 0) return null;
  return (
    <>
      <Dropdown.Header>{title}</Dropdown.Header>
      {entries.map((entry) => (
        <Dropdown.Item
          key={`${entry.type}:${entry.company_code}`}
          as="button"
          active={entry.company_code === selected}
          onClick={() => onSelect(entry.company_code)}
        >
          {companyCodeLabel(entry)}
        </Dropdown.Item>
      ))}
    </>
  );
}
