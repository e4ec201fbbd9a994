/** Rules of the server form (the server checks the same). Capacity is typed in GB and sent in bytes. */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';

/** The server name follows the shared name rule (the mock's too). */
export const SERVER_NAME_RULE = SHORT_NAME_RULE;
export const GB = 1024 ** 3;
export const HOST_PATTERN = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const serverRules = (t: PrefixedTranslate, usedBytes = 0) => ({
  serverName: nameRules(t, SERVER_NAME_RULE, { required: t('servers:rules.name') }),
  protocol: [{ required: true, message: t('servers:rules.protocol') }] as FormRule[],
  host: [
    { required: true, message: t('servers:rules.host') },
    { pattern: HOST_PATTERN, message: t('servers:rules.host') },
  ] as FormRule[],
  port: [{ required: true, type: 'integer', min: 1, max: 65535, message: t('servers:rules.port') }] as FormRule[],
  rootPath: [
    { required: true, message: t('servers:rules.rootPath') },
    { pattern: /^\//, message: t('servers:rules.rootPath') },
    { max: 200, message: t('servers:rules.rootPathMax') },
  ] as FormRule[],
  capacityGb: [
    { required: true, message: t('servers:rules.capacity') },
    {
      validator: (_rule: unknown, value: number | undefined) =>
        value === undefined || value === null
          ? Promise.resolve()
          : value <= 0
            ? Promise.reject(new Error(t('servers:rules.capacity')))
            : value * GB < usedBytes
              ? Promise.reject(new Error(t('servers:rules.capacityBelowUsed')))
              : Promise.resolve(),
    },
  ] as FormRule[],
  status: [{ required: true, message: t('servers:rules.status') }] as FormRule[],
  remark: [{ max: 200, message: t('servers:rules.remarkMax') }] as FormRule[],
});
