import type { FormInstance } from 'antd';

/**
 * The `onFinishFailed` of a form that checks its fields on blur. A field's blur check that starts while the
 * submit's own check runs makes the submit's result stale (rc-field-form's `outOfDate`), and the form then
 * drops the submit without a word: Enter in a field, then the focus leaving it, sent nothing. The person
 * asked to send, so the form is submitted again, against the newest check. A real refusal (a field that
 * fails its rules) goes to `invalid`.
 */
export function submitAgainWhenStale(form: FormInstance, invalid?: () => void) {
  return ({ outOfDate }: { outOfDate: boolean }) => {
    if (outOfDate) form.submit();
    else invalid?.();
  };
}

/**
 * The props of a form that checks its fields on blur, with the rule above that such a form needs: the
 * trigger and `submitAgainWhenStale` come together, so no such form is left without it.
 */
export function checkOnBlur(form: FormInstance, invalid?: () => void) {
  return { validateTrigger: 'onBlur' as const, onFinishFailed: submitAgainWhenStale(form, invalid) };
}
