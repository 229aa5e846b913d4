import type { ReactNode } from 'react';
import { BrandMark } from '../../shell/components/BrandMark';
import { Footer } from '../../shell/components/Footer';

/** The frame of the screens before sign-in: brand, one centred card, footer. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="public-layout">
      <main className="public-main">
        <div className="public-card card shadow-sm">
          <div className="card-body p-4 p-sm-5">
            <div className="mb-4 text-center">
              <BrandMark size="lg" />
            </div>
            <h1 className="h4 mb-4 text-center">{title}</h1>
            {children}
          </div>
        </div>
      </main>
      <Footer />
    </div>
  );
}
