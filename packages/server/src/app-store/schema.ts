import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A DATE column answered as 'YYYY-MM-DD' (a type parser is set on both drivers). */
type DateText = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  created_at: Generated<Date>;
}

export interface SystemsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  type: string;
  currency: string;
  add_ons: Json<string[]>;
  multi_system: Generated<boolean>;
  last_analysis_date: DateText;
  min_date: DateText;
  max_date: DateText;
  created_at: Generated<Date>;
  /** Names the system had before it was renamed (0900): extracts naming one of them load into it. */
  former_names: ColumnType<string[], string | undefined, string>;
}

export interface UsersTable {
  id: Generated<number>;
  uid: string;
  password_hash: string;
  fname: string;
  lname: string;
  company: string;
  mobile: string | null;
  roles: Json<string[]>;
  is_enabled: boolean;
  has_mfa: boolean;
  ttl_seconds: number;
  expires_at: Timestamp | null;
  disabled_at: Timestamp | null;
  failed_logins: Generated<number>;
  locked_until: Timestamp | null;
  current_client_id: number | null;
  created_at: Generated<Date>;
  /** Registered and not yet activated by the e-mailed code. */
  activation_pending: Generated<boolean>;
  /**
   * Second-factor codes tried since the second factor last passed (0900; a try counts before its
   * code is checked, a pass clears it): at `lockoutThreshold`, the second factor locks.
   */
  mfa_tries: Generated<number>;
  /** Until when the second factor is locked (0900): no code is checked, no SMS sent, no sign-in. */
  mfa_locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Which clients a user belongs to, with an optional data scope (null = everything of the client). */
export interface UserClientsTable {
  user_id: number;
  client_id: number;
  company_codes: Json<string[] | null> | null;
  account_groups: Json<string[] | null> | null;
  /**
   * The systems of the client the user may see (ids; 0500); null = every one. A multi-system reads
   * only the members among them.
   */
  systems: ColumnType<number[] | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  client_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  mfa_passed: boolean;
  /** Keyed hash of the user's password hash at login (0200); null on sessions older than it. */
  password_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** Second-factor codes tried in this sign-in attempt (0900); at the limit the attempt ends. */
  mfa_tries: Generated<number>;
}

export interface ExtractLogTable {
  id: Generated<number>;
  system_id: number;
  created: Timestamp;
  status: string;
  detail: string | null;
  /** A refused extract's problems (0900): [{ file, line, field, message }], at most the ingest's list. */
  problems: ColumnType<IngestProblemRow[] | null, string | null | undefined, string | null>;
  /** An internal error's reference (0900): `admin error <reference>` prints its cause. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface IngestProblemRow {
  file: string;
  line: number | null;
  field: string | null;
  message: string;
}

/** An internal error under its reference (0900), with its cause chain. */
export interface InternalErrorsTable {
  reference: string;
  created: Timestamp;
  context: string;
  message: string;
  causes: Json<{ name: string; message: string; stack?: string }[]>;
}

export interface LoginLogTable {
  id: Generated<number>;
  ts: Timestamp;
  uid: string;
  status: string;
}

export type AccountCodePurpose = 'activation' | 'reset' | 'sms';

export interface AccountCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountCodePurpose;
  code_hash: string;
  session_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failed_attempts: Generated<number>;
}

export interface CaptchaTokensTable {
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface TotpSecretsTable {
  user_id: number;
  /** AES-256-GCM box of the base32 secret (secret-box.ts). */
  secret_enc: string;
  confirmed_at: Timestamp | null;
  /** The last time step (30 s, fits an integer for 2000 years) a code was accepted for; later codes only. */
  last_step: Generated<number>;
}

export interface UiEventsTable {
  id: Generated<number>;
  ts: Timestamp;
  user_id: number;
  event: Json<Record<string, string>>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  ts: Timestamp;
  user_id: number;
  message: string;
}

export interface DisplayConfigVersionsTable {
  id: Generated<number>;
  system_id: number;
  /** 1, 2, 3 … per system. */
  version: number;
  config: Json<Record<string, unknown>>;
  created: Timestamp;
  user_id: number | null;
}

/** A vendor statement (0400); its file is DATA_DIR/statements/<filename>. */
export interface VendorStatementsTable {
  id: Generated<number>;
  filename: string;
  client_id: number;
  system_id: number;
  vendor_id: string;
  vendor_name: string | null;
  file_ext: string;
  /** BIGINT, answered as text by the drivers. */
  size_bytes: ColumnType<string, number, number>;
  created_date: Timestamp;
  statement_date: ColumnType<string, string, string>;
  status: string;
  is_clean: boolean;
  has_grni: boolean;
  has_credits: boolean;
  received_from_name: string;
  received_from_email: string;
  business_unit: string;
  comments: string;
  uploaded_by: number | null;
  updated_date: Timestamp | null;
  updated_by: number | null;
}

/** A vendor whose statement was requested (0400): one row per system and vendor. */
export interface StatementRequestsTable {
  client_id: number;
  system_id: number;
  vendor_id: string;
  statement_request_date: Timestamp;
  requested_by: number | null;
}

/** A VAT number check answered by a register (0600): the proof of what it said, and when. */
export interface VatChecksTable {
  id: Generated<number>;
  client_id: number;
  /** Country code and number, no separators. */
  vat_number: string;
  checked_at: Timestamp;
  valid: boolean;
  name: string | null;
  address: string | null;
  request_identifier: string | null;
  request_date: string | null;
  source: string;
  checked_by: number | null;
}

/** A finding's case (0700): its status, assignee and recovered amount; no row means open. */
export interface FindingCasesTable {
  id: Generated<number>;
  system_id: number;
  finding_key: string;
  kind: string;
  /** `<module>/<analysis>` of the finding's rows. */
  analysis: string;
  label: string;
  status: string;
  assignee: number | null;
  amount_recovered: number | null;
  /** The finding's evidence when the case last changed. */
  evidence: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** One change of a case (0700): who (null: the ingest), when, what. */
export interface CaseHistoryTable {
  id: Generated<number>;
  case_id: number;
  at: Timestamp;
  user_id: number | null;
  change: string;
  from_value: string | null;
  to_value: string | null;
  comment: string | null;
}

/** The findings an ingest has published so far (0700), for the alerts' "new findings". */
export interface FindingsSeenTable {
  system_id: number;
  finding_key: string;
  first_seen: Timestamp;
}

/** A user's alert subscription (0700): new findings of `kinds` in a system (and company code). */
export interface AlertSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  system_id: number;
  company_code: string | null;
  kinds: ColumnType<string[], string, string>;
  created_at: Generated<Timestamp>;
}

/** An invoice approval limit of a company code (0800), for the split-invoices red flag. */
export interface ApprovalLimitsTable {
  system_id: number;
  company_code: string;
  /** numeric(18, 2): read as text. */
  approval_limit: ColumnType<string, string | number, string | number>;
  window_days: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface AppDatabase {
  clients: ClientsTable;
  systems: SystemsTable;
  users: UsersTable;
  user_clients: UserClientsTable;
  sessions: SessionsTable;
  extract_log: ExtractLogTable;
  login_log: LoginLogTable;
  account_codes: AccountCodesTable;
  captcha_tokens: CaptchaTokensTable;
  totp_secrets: TotpSecretsTable;
  ui_events: UiEventsTable;
  contact_messages: ContactMessagesTable;
  display_config_versions: DisplayConfigVersionsTable;
  vendor_statements: VendorStatementsTable;
  statement_requests: StatementRequestsTable;
  vat_checks: VatChecksTable;
  finding_cases: FindingCasesTable;
  case_history: CaseHistoryTable;
  findings_seen: FindingsSeenTable;
  alert_subscriptions: AlertSubscriptionsTable;
  approval_limits: ApprovalLimitsTable;
  internal_errors: InternalErrorsTable;
}

export type SystemRow = Selectable<SystemsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
