/**
 * The mock's side of the name rule: the app's own rule (src/lib/names.ts, code points, at least one
 * visible character), with the refusal texts in both languages. One rule, so that what a screen lets
 * through is what the server accepts.
 */
import { nameProblem, type NameRule } from '../../src/lib/names';

export { FOLDER_NAME_RULE, SHORT_NAME_RULE, isUnfitPathName, nameLength } from '../../src/lib/names';

/**
 * Why `name` is refused under `rule`, as [en, zh] for "<what> …", or null. `what` names the field in both
 * languages ('The folder name', '文件夹名称').
 */
export function nameRefusal(
  name: string,
  rule: NameRule,
  what: readonly [en: string, zh: string],
  forbidden?: readonly [en: string, zh: string],
): [string, string] | null {
  switch (nameProblem(name, rule)) {
    case 'required':
      return [`${what[0]} is required`, `${what[1]}不能为空`];
    case 'invisible':
      return [`${what[0]} needs at least one visible character`, `${what[1]}至少需要一个可见字符`];
    case 'tooLong':
      return [`${what[0]} may have at most ${rule.max} characters`, `${what[1]}不能超过${rule.max}个字符`];
    case 'pathName':
      return [
        `${what[0]} may not be "." or "..", end in a dot or a space, or hold a control character (tab, line break…)`,
        `${what[1]}不能是"."或".."，不能以点或空格结尾，也不能包含控制字符（制表符、换行等）`,
      ];
    case 'forbidden':
      return forbidden ? [forbidden[0], forbidden[1]] : [`${what[0]} holds a character that is not allowed`, `${what[1]}包含不允许的字符`];
    default:
      return null;
  }
}
