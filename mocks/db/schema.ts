/**
 * The tables of the mock /dms backend's in-memory database.
 *
 * Ids are strings everywhere (numeric-looking, as the real backend's Long ids arrive as strings).
 * Dates are ISO 8601 strings in UTC. Display names that the real backend joins from other tables
 * (department, archive area, document category…) are stored denormalised on the rows that show them.
 *
 * ASSUMED (the spec does not show the backend's tables): every table below except the fields the spec
 * names in §3 (user, menu item, version info, folder, file, favourite, file parameter, template, team).
 */

export type Id = string;
/** ISO 8601 date-time string, UTC. */
export type IsoDate = string;

// ── People and access ───────────────────────────────────────────────────────────────────────────

export type UserType = 'internal' | 'external';
export type UserStatus = 'enabled' | 'disabled';

export interface User {
  userId: Id;
  /** Display name (English or Chinese). */
  username: string;
  /** Sign-in account. */
  useraccount: string;
  /** Plain text: this is a demo backend. Never logged, never returned by a call. */
  password: string;
  userType: UserType;
  email: string;
  jobNumber: string;
  phone: string;
  departmentId: Id;
  roleIds: Id[];
  status: UserStatus;
  /** True until the user sets its own password (activate or updPassword). */
  firstLogin: boolean;
  /** Central-login hand-off key accepted by GET /user/checkToken/{account}/{loginKey}. */
  loginKey: string | null;
  createTime: IsoDate;
}

export interface Role {
  roleId: Id;
  roleName: string;
  roleNameEn: string;
  remark: string;
  /** A system manager has admin level 10000: every folder at level 7, every file at level 50. */
  isSystemManager: boolean;
  /** Ceiling of the directory level any grant of this role gives (0–7). */
  maxDirLevel: number;
  /** Ceiling of the file level any grant of this role gives (0–50). */
  maxFileLevel: number;
  /** File level on folders where the role has no grant (directory level there is 1). */
  defaultFileLevel: number;
  /** Menus the role sees (system managers see every menu). */
  menuIds: Id[];
}

/** A role's levels on one folder; with `inherit` they cascade to every subfolder without its own grant. */
export interface FolderGrant {
  grantId: Id;
  roleId: Id;
  dirId: Id;
  /** 0 no see, 1 see, 2 upload, 3 add child directory, 4 share, 5 change, 6 move, 7 delete. */
  dirLevel: number;
  /** 0 see, 10 preview, 20 collect, 30 download, 40 secret class, 50 delete/move. */
  fileLevel: number;
  inherit: boolean;
  /** Directory administrator: level 7 / 50 on the folder and (always) its subtree. */
  dirAdmin: boolean;
}

/** A role's file level on one file, overriding the folder's. */
export interface FileGrant {
  grantId: Id;
  roleId: Id;
  fileId: Id;
  fileLevel: number;
}

export interface Session {
  token: string;
  userId: Id;
  /** Epoch milliseconds; renewed to now + 30 min on every authorised call. */
  expiresAt: number;
}

// ── Reference data ──────────────────────────────────────────────────────────────────────────────

export type FileParamType = 'department' | 'area' | 'tier' | 'category';

/** Departments, archive areas (a tree through parentId), document tiers and categories. */
export interface FileParam {
  id: Id;
  type: FileParamType;
  paramName: string;
  paramNameEn: string;
  /** '0' for a top-level entry. Only areas nest. */
  parentId: Id;
  code: string;
  order: number;
  remark: string;
  createTime: IsoDate;
}

/** System-wide settings edited with /fileParam/saveParamConfig. ASSUMED shape. */
export interface ParamConfig {
  /** Days before editDate that the owner is warned. */
  expiryWarningDays: number;
  recycleBinMonths: number;
  zipThresholdMb: number;
  defaultPageSize: number;
  /** The display columns of the file list, in order. */
  fileListColumns: string[];
  [key: string]: unknown;
}

export interface MenuItem {
  menuId: Id;
  /** '0' for a top-level item. */
  menuParent: Id;
  menuCode: string;
  /** Chinese label. */
  menuName: string;
  menuNameEn: string;
  menuUrl: string;
  /** An antd icon component name, e.g. 'FolderOutlined'. */
  menuIcon: string;
  menuOrder: number;
  /** 1 when the item is part of system management (admin only). */
  isAuth: 0 | 1;
  menuLanguage: string;
  menuRemark: string;
}

export interface VersionRecord {
  id: Id;
  systemName: string;
  versionNumber: string;
  deploymentView: string;
  /** Build and deployment time, e.g. '12 min'. */
  totalTime: string;
  /** Release notes as simple HTML. */
  imprint: string;
  publishTime: IsoDate;
}

// ── Folders and files ───────────────────────────────────────────────────────────────────────────

export type FolderStatus = 'normal' | 'void';

export interface Folder {
  id: Id;
  directoryName: string;
  /** '' for the root ('0', 'All documents'). */
  fatherDirectoryId: Id;
  status: FolderStatus;
  voidReason: string | null;
  voidedBy: string | null;
  voidedAt: IsoDate | null;
  createTime: IsoDate;
  updateTime: IsoDate;
  createdBy: string;
}

/** Stored status; 'expired' is derived at read time from editDate (see files.ts). */
export type FileStoredStatus = 'normal' | 'void';
export type FileStatus = 'normal' | 'expired' | 'void';

export interface FileVersion {
  revision: number;
  fileName: string;
  totalSize: number;
  updateTime: IsoDate;
  updater: string;
  remark: string;
  /** Key into Db.contents, or null for seeded bytes generated on demand. */
  contentKey: string | null;
}

export interface DmsFile {
  fileId: Id;
  /** Full name with extension, e.g. 'QP-0012 Document Control Procedure.docx'. */
  fileName: string;
  /** The name of the file uploaded as the current version, when a new version came from another name. */
  versionFileName?: string;
  /** Leading dot, lower case: '.docx'. */
  fileType: string;
  revision: number;
  /** Bytes. */
  totalSize: number;
  dirId: Id;
  /** Roles that may see the file; empty means every role with access to the folder. */
  roleIds: Id[];
  status: FileStoredStatus;
  createTime: IsoDate;
  updateTime: IsoDate;
  /** Effective date: once it has passed the file is expired until a new date is set. */
  editDate: IsoDate;
  documentNumber: string;
  publisher: string;
  updater: string;
  uploader: string;
  uploaderId: Id;
  location: string;
  leadingDepartment: string;
  archiveArea: string;
  documentCategory: string;
  /** Document tier shown in the list (e.g. 'Level 2 · Procedure'). */
  fileLevel: string;
  emailNotifier: string;
  labels: string[];
  /** System files appear in the manifest and are never purged from the recycle bin. */
  isSystem: boolean;
  /** Secret class: preview and download need file level 40. */
  secret: boolean;
  voidReason: string | null;
  voidedBy: string | null;
  voidedAt: IsoDate | null;
  /** Earlier versions, oldest first. The current version is the file itself. */
  versions: FileVersion[];
  contentKey: string | null;
}

export type FileOperation =
  | 'upload'
  | 'update'
  | 'preview'
  | 'download'
  | 'void'
  | 'restart'
  | 'restore'
  | 'move'
  | 'edit'
  | 'changeEditDate'
  | 'delete';

export interface FileLog {
  logId: Id;
  fileId: Id;
  fileName: string;
  operation: FileOperation;
  operator: string;
  operatorId: Id;
  operateTime: IsoDate;
  revision: number;
  remark: string;
}

/** A favourite list entry or a label: the user filed `fileNum` (a fileId) under `signName`. */
export interface Sign {
  signId: Id;
  userId: Id;
  signName: string;
  fileNum: Id;
  createTime: IsoDate;
}

export interface DirTemplate {
  mapId: Id;
  tempName: string;
  /** Id of the template's root node in Db.templateNodes. */
  tempRootId: Id;
  remark: string;
  createTime: IsoDate;
}

export interface TemplateNode {
  id: Id;
  /** The template's root node id. */
  rootId: Id;
  directoryName: string;
  /** '0' for the root node itself. */
  fatherDirectoryId: Id;
  order: number;
}

export interface OaFile {
  id: Id;
  title: string;
  fileName: string;
  docNumber: string;
  sender: string;
  senderDepartment: string;
  receiver: string;
  receiveTime: IsoDate;
  urgency: 'normal' | 'urgent';
  status: 'pending' | 'archived';
  totalSize: number;
}

// ── Teams ───────────────────────────────────────────────────────────────────────────────────────

export interface TeamMember {
  userId: Id;
  name: string;
  department: string;
  role: 'owner' | 'editor' | 'viewer';
  /** File level the member holds in the team space. */
  authority: number;
}

export interface TeamVersion {
  version: string;
  time: IsoDate;
  operator: string;
  remark: string;
}

export interface TeamLog {
  time: IsoDate;
  operator: string;
  action:
    | 'create'
    | 'rename'
    | 'transfer'
    | 'dissolve'
    | 'delete'
    | 'recover'
    | 'addMember'
    | 'removeMember'
    | 'updateMember'
    | 'changeFolder';
  detail: string;
}

export interface Team {
  teamId: Id;
  teamName: string;
  ownerId: Id;
  status: 'active' | 'dissolved' | 'deleted';
  createTime: IsoDate;
  members: TeamMember[];
  versions: TeamVersion[];
  logs: TeamLog[];
  /** ASSUMED: the team space; while the team is active its members hold levels there (see permissions.ts). */
  dirId?: Id | null;
}

// ── Administration: file servers and document templates (ASSUMED shapes) ───────────────────────

export type FileServerProtocol = 'LOCAL' | 'NAS' | 'FTP' | 'SFTP' | 'MINIO';
export type FileServerStatus = 'online' | 'offline' | 'maintenance';

export interface FileServer {
  serverId: Id;
  serverName: string;
  protocol: FileServerProtocol;
  host: string;
  port: number;
  rootPath: string;
  /** Bytes. */
  capacity: number;
  /** Bytes in use. */
  used: number;
  status: FileServerStatus;
  /** New uploads go to the default server; exactly one server is the default. */
  isDefault: boolean;
  remark: string;
  createTime: IsoDate;
  updateTime: IsoDate;
}

/** A document template offered for download (e.g. a form to fill in before uploading). */
export interface DocTemplate {
  templateId: Id;
  templateName: string;
  fileName: string;
  fileType: string;
  totalSize: number;
  remark: string;
  uploader: string;
  updateTime: IsoDate;
  /** Key into Db.contents, or null for seeded bytes generated on demand. */
  contentKey: string | null;
}

// ── The database ────────────────────────────────────────────────────────────────────────────────

/**
 * Bytes kept outside memory and read as a stream when served: the HTTP mock server (mocks/server) keeps each
 * uploaded file as a file in its data folder. A Blob fits too.
 */
export interface ContentFile {
  readonly size: number;
  stream(): ReadableStream<Uint8Array>;
}

/** Bytes of uploaded files, keyed by FileVersion/DmsFile contentKey: in memory (browser, Vitest) or a file. */
export type StoredContent = ArrayBuffer | Uint8Array | ContentFile;

export interface DownloadTicket {
  userId: Id;
  /** The session token that asked for it: the ticket ends with that session. */
  session: string;
  /** The only files it opens. */
  fileIds: Id[];
  expiresAt: number;
}

export interface Db {
  /** Bumped when the shape changes, so a stale IndexedDB snapshot is replaced by a new seed. */
  schemaVersion: number;
  /** Next number per id sequence (see nextId in records.ts). */
  seq: Record<string, number>;
  users: User[];
  roles: Role[];
  folderGrants: FolderGrant[];
  fileGrants: FileGrant[];
  sessions: Record<string, Session>;
  /** Picture codes of GET /user/checkCode, by the `random` path segment ('' without one). */
  pictureCodes: Record<string, string>;
  /** Password reset codes of POST /user/out/sendActiv, by account. */
  resetCodes: Record<string, { code: string; expiresAt: number }>;
  /** Short-lived tickets that authorise the download/preview URLs (opened without the token header). */
  downloadTickets: Record<string, DownloadTicket>;
  fileParams: FileParam[];
  paramConfig: ParamConfig;
  menus: MenuItem[];
  versions: VersionRecord[];
  folders: Map<Id, Folder>;
  files: Map<Id, DmsFile>;
  fileLogs: FileLog[];
  /** The user's recently opened files, newest first, at most 8. */
  recentFiles: Record<Id, Id[]>;
  signs: Sign[];
  templates: DirTemplate[];
  templateNodes: TemplateNode[];
  oaFiles: OaFile[];
  teams: Team[];
  fileServers: FileServer[];
  docTemplates: DocTemplate[];
  /** Uploaded bytes; persisted beside the rest under their own IndexedDB key (the HTTP mock server: files). */
  contents: Map<string, StoredContent>;
}
