import type { Rule } from 'eslint';

export declare const noHistoryComments: Rule.RuleModule;
