import type { AppStore } from '../app-store/open-app-store';
import type { AuthService } from '../services/auth-service';
import type { ExtractUploadService } from '../services/extract-upload-service';
import type { CompanyCodeService } from '../services/display-config-service';
import type { SessionService } from '../services/session-service';
import type { SummaryService } from '../services/summary-service';
import type { HpqService } from '../services/hpq-service';
import type { VendorSearchService } from '../services/vendor-search-service';
import type { VendorProfileService } from '../services/vendor-profile-service';
import type { CompanyCodeProfileService } from '../services/company-code-profile-service';
import type { AnalysisRowsService } from '../services/analysis-rows-service';
import type { DashboardService } from '../services/dashboard-service';
import type { DashboardWidgetService } from '../services/dashboard-widgets/dashboard-widget-service';
import type { ChartService } from '../services/chart-service';
import type { KpiUsersService } from '../services/kpi-users-service';
import type { TenancyService } from '../services/tenancy-service';
import type { AccountService } from '../services/account-service';
import type { CaptchaService } from '../services/captcha-service';
import type { SecondFactorService } from '../services/second-factor-service';
import type { UsageService } from '../services/usage-service';
import type { StatementService } from '../services/statements/statement-service';
import type { TranslationService } from '../services/translation-service';
import type { VatCheckService } from '../services/vat-check/vat-check-service';
import type { CaseService } from '../services/cases/case-service';
import type { AlertService } from '../services/cases/alert-service';
import type { ApprovalLimitService } from '../services/approval-limit-service';
import type { InternalErrorLog } from '../services/internal-error-log';
import type { AccessLimits } from './access';

/** Everything the routes may call, wired once in the composition root (STYLE rule 9). */
export interface AppServices {
  store: AppStore;
  sessions: SessionService;
  auth: AuthService;
  tenancy: TenancyService;
  summary: SummaryService;
  hpq: HpqService;
  vendorSearch: VendorSearchService;
  vendorProfile: VendorProfileService;
  companyCodeProfile: CompanyCodeProfileService;
  analysisRows: AnalysisRowsService;
  dashboard: DashboardService;
  dashboardWidgets: DashboardWidgetService;
  charts: ChartService;
  kpiUsers: KpiUsersService;
  companyCodes: CompanyCodeService;
  extracts: ExtractUploadService;
  /** The per-process token of the CLI handoff (DATA_DIR/server.json). */
  handoff: { token: string };
  clock: () => Date;
  accounts: AccountService;
  captcha: CaptchaService;
  secondFactor: SecondFactorService;
  usage: UsageService;
  statements: StatementService;
  translation: TranslationService;
  vatCheck: VatCheckService;
  cases: CaseService;
  alerts: AlertService;
  /** The invoice approval limits of the split-invoices red flag. */
  approvalLimits: ApprovalLimitService;
  /** Per-address and per-session budgets (429 with Retry-After). */
  limits: AccessLimits;
  /** Every internal error under its reference, with its cause (`admin error <reference>`). */
  internalErrors: InternalErrorLog;
}
