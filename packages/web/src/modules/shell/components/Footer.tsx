/** The copyright line (spec 01 §1): company name and the current year. */
export function Footer() {
  return <footer className="app-footer">© {new Date().getFullYear()} Spendlens</footer>;
}
