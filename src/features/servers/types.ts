/** A file server (/fileServer). ASSUMED: every field (the spec names the screen only). */
export type ServerProtocol = 'LOCAL' | 'NAS' | 'FTP' | 'SFTP' | 'MINIO';
export type ServerStatus = 'online' | 'offline' | 'maintenance';

export interface FileServer {
  serverId: string;
  serverName: string;
  protocol: ServerProtocol;
  host: string;
  port: number;
  rootPath: string;
  /** Bytes. */
  capacity: number;
  /** Bytes in use. */
  used: number;
  status: ServerStatus;
  isDefault: boolean;
  remark: string;
  createTime: string;
  updateTime: string;
}

export type ServerInput = Pick<
  FileServer,
  'serverName' | 'protocol' | 'host' | 'port' | 'rootPath' | 'capacity' | 'status' | 'isDefault' | 'remark'
>;

export interface ServerQuery {
  current: number;
  size: number;
  serverName?: string;
  status?: ServerStatus;
}

export const PROTOCOLS: ServerProtocol[] = ['LOCAL', 'NAS', 'FTP', 'SFTP', 'MINIO'];
export const STATUSES: ServerStatus[] = ['online', 'offline', 'maintenance'];
