import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { nameLength, nameProblem, type NameRule } from '@/lib/names';

/**
 * The form rules of a name field under a shared rule of `@/lib/names` (what the server enforces too):
 * required (the field's own message), at least one visible character, at most `rule.max` characters
 * counted in code points, and none of the forbidden ones. Use with `nameCount(rule)` on the input, never
 * `maxLength`, which counts UTF-16 units and cuts a pasted name silently.
 */
export function nameRules(t: PrefixedTranslate, rule: NameRule, messages: { required: string; forbidden?: string }): FormRule[] {
  return [
    { required: true, message: messages.required },
    {
      validator: (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        // Empty: the required rule above says so, once.
        if (text === '') return Promise.resolve();
        switch (nameProblem(text, rule)) {
          case 'required':
            return Promise.reject(new Error(messages.required));
          case 'invisible':
            return Promise.reject(new Error(t('common:name.invisible')));
          case 'tooLong':
            return Promise.reject(new Error(t('common:name.tooLong', { count: rule.max, length: nameLength(text.trim()) })));
          case 'forbidden':
            return Promise.reject(new Error(messages.forbidden ?? t('common:name.invisible')));
          case 'pathName':
            return Promise.reject(new Error(t('common:name.pathName')));
          default:
            return Promise.resolve();
        }
      },
    },
  ];
}

/** antd's `count` for a name input: the length in code points against the maximum, shown, never cut. */
export const nameCount = (rule: NameRule) => ({ show: true, max: rule.max, strategy: nameLength });
