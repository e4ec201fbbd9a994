export declare const HISTORY_FILE: string;
export declare function appendHistory(kind: string, figures: unknown, file?: string): { date: string; commit: string | null; kind: string };
