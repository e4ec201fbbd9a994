import type { Rule } from 'eslint';

export declare const noHistoryComments: Rule.RuleModule;
/** An issue number as a comment might write it ("issue 13", "issues 7", "Issue #31"). */
export declare const ISSUE_REFERENCE: RegExp;
