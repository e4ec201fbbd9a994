/**
 * ESLint rule: a comment says why the code is as it is. An issue number is history: it belongs in the commit
 * body, where `git log` and `git blame` find it, not in a comment that outlives it.
 */
export const ISSUE_REFERENCE = /\bissues?\s*#?\d+/i;

export const noHistoryComments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say why, without issue numbers' },
    schema: [],
    messages: { issue: 'An issue number in a comment ("{{text}}"): say why here, and name the issue in the commit body.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = ISSUE_REFERENCE.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'issue', data: { text: match[0] } });
        }
      },
    };
  },
};
