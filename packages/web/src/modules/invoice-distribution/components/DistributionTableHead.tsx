import { distributionColumns } from '../utils/distributionColumns';

export function DistributionTableHead() {
  return (
    <thead>
      <tr>
        {distributionColumns.map((column, index) => (
          <th key={column} scope="col" className={index === 0 ? undefined : 'num'}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
