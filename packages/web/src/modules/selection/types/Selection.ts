import type {
  CompanyCodeEntry,
  DisplayConfig,
  PeriodOption,
  PeriodOptions,
  SystemInfo,
} from '@spendlens/domain';

/** The shared parameters once all of them have loaded (spec 01 §4 'Parameter loading'). */
export interface ReadySelection {
  status: 'ready';
  systems: SystemInfo[];
  system: SystemInfo;
  displayConfig: DisplayConfig;
  /** Regions and company codes of the system. */
  companyCodes: CompanyCodeEntry[];
  /** The chosen company code or region code; '-1' is All. */
  companyCode: string;
  periodOptions: PeriodOptions;
  dateRange: PeriodOption;
  /** The chosen account groups; empty is no filter (spec 01 §6). */
  accountGroups: string[];
}

export interface SelectionActions {
  setSystem(systemId: number): void;
  setCompanyCode(companyCode: string): void;
  setDateRange(option: PeriodOption): void;
  setAccountGroups(groups: string[]): void;
}

export type SelectionStatus =
  | { status: 'loading'; systems?: SystemInfo[]; system?: SystemInfo }
  | { status: 'no_systems' }
  /** The system's display configuration or company codes could not load. */
  | { status: 'error'; systems: SystemInfo[]; system: SystemInfo }
  | ReadySelection;

export type SelectionState = SelectionStatus & SelectionActions;
