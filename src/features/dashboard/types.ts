/** A file as the dashboard lists it: the fields of a file row it reads (ASSUMED shape, as the file list's). */
export interface DashboardFile {
  fileId: string;
  fileName: string;
  fileType?: string;
  dirId?: string;
  revision?: number;
  editDate?: string;
  updateTime?: string;
}

export interface ExpiringFile extends DashboardFile {
  editDate: string;
  /** Whole days until the effective date; negative once it has passed. */
  daysLeft: number;
}

export interface ActivityDay {
  /** 'YYYY-MM-DD' */
  date: string;
  uploads: number;
  updates: number;
  voids: number;
}

export interface FileActivity {
  from: string;
  to: string;
  days: ActivityDay[];
}

/** One line of the recent list: from this browser's history, the server's, or both. */
export interface RecentFile extends DashboardFile {
  source: 'local' | 'server' | 'both';
}
