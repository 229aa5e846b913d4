import { orderedDataTypes, type DataType, type FilterOperator } from '@spendlens/domain';
import type { FilterTypeName } from '../types/TableState';

/** The operator each filter type of the custom filter modal sends. */
export const filterTypeOperators: Record<FilterTypeName, FilterOperator> = {
  Equals: '==',
  'Not equal to': '!=',
  Contains: 'contains',
  'Does NOT Contain': 'doesnotcontain',
  'Begins with': 'startswith',
  'Does NOT Begin With': 'doesnotstartwith',
  'Ends with': 'endswith',
  'Less than or Before': '<',
  'Less than or equal to': '<=',
  'Greater than or After': '>',
  'Greater than or equal to': '>=',
  'Is Blank': 'isnull',
};

const textTypes: FilterTypeName[] = [
  'Contains',
  'Does NOT Contain',
  'Begins with',
  'Does NOT Begin With',
  'Ends with',
];
const orderTypes: FilterTypeName[] = [
  'Less than or Before',
  'Less than or equal to',
  'Greater than or After',
  'Greater than or equal to',
];

/**
 * The filter types offered for a column's data type (spec 01 §5): text operators for strings, order
 * operators for ordered types, Equals / Not equal to / Is Blank for the rest; none for bit_mask and
 * composite_flags.
 */
export function filterTypesFor(dataType: DataType): FilterTypeName[] {
  if (dataType === 'bit_mask' || dataType === 'composite_flags') return [];
  const types: FilterTypeName[] = ['Equals', 'Not equal to'];
  if (dataType === 'string') types.push(...textTypes);
  if (orderedDataTypes.includes(dataType)) types.push(...orderTypes);
  types.push('Is Blank');
  return types;
}

/** Date and datetime columns take their value from a dd/MM/yyyy date picker. */
export function isDateType(dataType: DataType): boolean {
  return dataType === 'date' || dataType === 'datetime';
}

/** The select-items filter is offered for columns that are not dates, numbers, amounts or percentages. */
export function offersValueFilter(dataType: DataType): boolean {
  return ![
    'date',
    'datetime',
    'number',
    'currency',
    '%',
    '%100',
    'percentile',
    'bit_mask',
    'composite_flags',
  ].includes(dataType);
}
