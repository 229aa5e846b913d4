import { useState } from 'react';
import { localStore } from '../../../storage/localStore';
import type { KpiInputs } from '../types/KpiInputs';

/** The KPIs page's parameters, read from and written to local storage (spec 03 §2.5). */
export function useKpiInputs(): [KpiInputs, (next: KpiInputs) => void] {
  const [inputs, setInputs] = useState<KpiInputs>(() => {
    const stored = localStore.getKpiInputs();
    return {
      ftes: stored.ftes ?? null,
      yearlyCostK: stored.yearlyCostK ?? null,
      choiceType: stored.choiceType ?? 'users',
      choices: stored.choices ?? [],
    };
  });
  const update = (next: KpiInputs) => {
    setInputs(next);
    localStore.setKpiInputs({
      ...(next.ftes !== null ? { ftes: next.ftes } : {}),
      ...(next.yearlyCostK !== null ? { yearlyCostK: next.yearlyCostK } : {}),
      choiceType: next.choiceType,
      choices: next.choices,
    });
  };
  return [inputs, update];
}
