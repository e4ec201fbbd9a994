import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { fileParamKeys } from './keys';
import type { ParamConfig, SystemSettings } from './types';

/**
 * GET /fileParam/getParamConfig (spec §7): the system-wide settings the /department card edits and the app
 * applies (bundled download, the file list's page size, the recycle bin's retention, the expiry window).
 * ASSUMED: the reply's fields. Silent: a failure falls back to the spec's values.
 */
export const getParamConfig = () => dmsGet<ParamConfig>('/fileParam/getParamConfig', { silent: true });

export const paramConfigQueryOptions = () =>
  queryOptions({ queryKey: fileParamKeys.config(), queryFn: getParamConfig, staleTime: 5 * 60_000 });

export const useParamConfig = () => useQuery(paramConfigQueryOptions());

/** The spec's values (§4, §5, §9), used until the server's settings arrive and when they cannot be read. */
export const SPEC_SETTINGS: SystemSettings = { zipThresholdMb: 2, defaultPageSize: 40, recycleBinMonths: 3, expiryWarningDays: 30 };

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** The settings in force: the server's where it sent a usable value, else the spec's. */
export function settingsOf(config: Partial<ParamConfig> | undefined): SystemSettings {
  return {
    zipThresholdMb: positive(config?.zipThresholdMb, SPEC_SETTINGS.zipThresholdMb),
    defaultPageSize: positive(config?.defaultPageSize, SPEC_SETTINGS.defaultPageSize),
    recycleBinMonths: positive(config?.recycleBinMonths, SPEC_SETTINGS.recycleBinMonths),
    expiryWarningDays: positive(config?.expiryWarningDays, SPEC_SETTINGS.expiryWarningDays),
  };
}

/** The settings in force, and whether the server has answered (or failed) yet. */
export function useSystemSettings() {
  const config = useParamConfig();
  return { settings: settingsOf(config.data), settled: !config.isPending };
}
