import type { SystemInfo } from '@spendlens/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readSystemsQuery, withSystemsQuery } from '../../../storage/urlQuery';
import { crossSystemMembers, systemsToRead } from '../utils/crossSystemMembers';
import { useReadySelection } from './useReadySelection';

/**
 * The systems of a cross-system page: the members it offers, the ones chosen (the address's systems
 * parameters; none is all) and the ones it reads.
 */
export function useCrossSystems(): {
  members: SystemInfo[];
  chosen: number[];
  read: SystemInfo[];
  setChosen(systemIds: number[]): void;
} {
  const { systems } = useReadySelection();
  const [searchParams, setSearchParams] = useSearchParams();
  const members = crossSystemMembers(systems);
  const chosen = readSystemsQuery(searchParams).filter((id) => members.some((s) => s.id === id));
  const setChosen = useCallback(
    (systemIds: number[]) =>
      setSearchParams((current) => withSystemsQuery(current, systemIds), { replace: true }),
    [setSearchParams],
  );
  return { members, chosen, read: systemsToRead(members, chosen), setChosen };
}
