import type { ReactNode } from 'react';

/** The heading and body of a utility page of the shell (contact, downloads, logs, display config). */
export function UtilityPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="utility-page p-3 p-lg-4">
      <title>{`${title} - Spendlens`}</title>
      <h1 className="h4 mb-3">{title}</h1>
      {children}
    </div>
  );
}
