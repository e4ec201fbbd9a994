export type AuditVerdict =
  | { status: 'pass'; counts: Record<string, number> }
  | { status: 'fail'; blocking: string[]; counts: Record<string, number> }
  | { status: 'unavailable'; reason: string };

export declare function auditVerdict(text: string): AuditVerdict;
