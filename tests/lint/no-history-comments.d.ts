import type { Rule } from 'eslint';

export declare const noHistoryComments: Rule.RuleModule;
/** An issue number as a comment might write it: the word, an optional "#", digits. */
export declare const ISSUE_REFERENCE: RegExp;
