import type { QueryCompiler } from '../compiler/query-compiler';

export type DialectName = 'duckdb' | 'postgres';

/** What an engine can do; the compiler picks a fallback where a capability is missing. */
export interface DialectCapabilities {
  /** `any_value(x)` exists; otherwise the `first` aggregate falls back to `min(x)`. */
  readonly anyValue: boolean;
  /** `ILIKE` exists; otherwise a case-insensitive LIKE compiles as `lower(x) LIKE lower(p)`. */
  readonly ilike: boolean;
  /** Most bound parameters one statement may carry; more is a bad request. */
  readonly maxParameters: number;
  /**
   * Text orders by code point (a binary collation), so a small result may be ordered in memory
   * (../memory); otherwise its text order follows a collation only the engine knows.
   */
  readonly codePointTextOrder: boolean;
}

/**
 * An SQL dialect: a name, its capabilities and its compiler, a subclass of the one visitor-based
 * {@link QueryCompiler} that overrides only small hooks (placeholders, quoting, type names, median…).
 */
export interface Dialect {
  readonly name: DialectName;
  readonly capabilities: DialectCapabilities;
  createCompiler(): QueryCompiler;
}
