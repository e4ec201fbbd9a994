/**
 * Server management (/fileServer, system managers only): the file servers documents are stored on. The spec
 * names the screen only; every call and field is ASSUMED.
 *
 * ASSUMED calls and fields:
 * - rows {serverId, serverName, protocol 'LOCAL' | 'NAS' | 'FTP' | 'SFTP' | 'MINIO', host, port, rootPath,
 *   capacity and used (bytes), status 'online' | 'offline' | 'maintenance', isDefault, remark, createTime,
 *   updateTime}.
 * - POST /fileServer/showPage {current, size, serverName?, status?}: default server first, then by name;
 *   serverName matches the name or the host.
 * - POST /fileServer/add {serverName, protocol, host, port, rootPath, capacity, status?, isDefault?,
 *   remark?}: answers the row (used 0). POST /fileServer/upd {serverId, ...}: partial update.
 * - POST /fileServer/del {serverId}: refuses the default server and a server that still holds data
 *   (used > 0). Answers null.
 * Rules: name required, at most 50 characters, unique (any case); host a hostname or IPv4 address; port 1 to
 * 65535; rootPath starts with '/'; capacity a positive number of bytes not below `used`; the same host, port
 * and root path only once. Making a server the default takes the flag from the others; the default server
 * must be online.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin } from '../auth';
import { commit } from '../db';
import { matchesText, nextFreeId, sameText } from '../db/admin';
import { nowIso } from '../db/records';
import type { Db, FileServer, FileServerProtocol, FileServerStatus } from '../db/schema';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { bool, pageInput, readInput, str, type Input } from './request';

const PROTOCOLS: FileServerProtocol[] = ['LOCAL', 'NAS', 'FTP', 'SFTP', 'MINIO'];
const STATUSES: FileServerStatus[] = ['online', 'offline', 'maintenance'];
const HOST = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

type Fields = Pick<FileServer, 'serverName' | 'protocol' | 'host' | 'port' | 'rootPath' | 'capacity' | 'status' | 'isDefault' | 'remark'>;

function checkServer(
  database: Db,
  input: Input,
  existing?: FileServer,
): { ok: true; value: Fields } | { ok: false; en: string; zh: string; conflict?: boolean } {
  const text = (key: keyof Fields) => (input[key] !== undefined ? str(input[key]) : existing ? String(existing[key]) : '');
  const number = (key: 'port' | 'capacity') =>
    input[key] !== undefined && input[key] !== '' ? Number(input[key]) : existing ? existing[key] : NaN;
  const value: Fields = {
    serverName: text('serverName'),
    protocol: text('protocol') as FileServerProtocol,
    host: text('host'),
    port: number('port'),
    rootPath: text('rootPath'),
    capacity: number('capacity'),
    status: (text('status') || 'online') as FileServerStatus,
    isDefault: input.isDefault !== undefined ? (bool(input.isDefault) ?? false) : (existing?.isDefault ?? false),
    remark: text('remark'),
  };
  const refused = nameRefusal(value.serverName, SHORT_NAME_RULE, ['The server name', '服务器名称']);
  if (refused) return { ok: false, en: refused[0], zh: refused[1] };
  if (!PROTOCOLS.includes(value.protocol)) return { ok: false, en: 'Please choose the protocol', zh: '请选择协议' };
  if (!HOST.test(value.host)) return { ok: false, en: 'Please enter a valid host name or IP address', zh: '请输入有效的主机名或IP地址' };
  if (!Number.isInteger(value.port) || value.port < 1 || value.port > 65535)
    return { ok: false, en: 'The port must be 1 to 65535', zh: '端口须为1至65535' };
  if (!value.rootPath.startsWith('/') || value.rootPath.length > 200)
    return { ok: false, en: 'The root path must start with /', zh: '根路径须以 / 开头' };
  if (!Number.isFinite(value.capacity) || value.capacity <= 0)
    return { ok: false, en: 'The capacity must be a positive number', zh: '容量须为正数' };
  if (existing && value.capacity < existing.used)
    return { ok: false, en: 'The capacity cannot be less than the space in use', zh: '容量不能小于已用空间' };
  if (!STATUSES.includes(value.status)) return { ok: false, en: 'Please choose the status', zh: '请选择状态' };
  if (value.remark.length > 200) return { ok: false, en: 'The remark may have at most 200 characters', zh: '备注不能超过200个字符' };
  if (value.isDefault && value.status !== 'online')
    return { ok: false, en: 'The default server must be online', zh: '默认服务器须处于在线状态' };
  if (existing?.isDefault && !value.isDefault) {
    return { ok: false, en: 'Make another server the default instead', zh: '请将另一台服务器设为默认' };
  }
  const others = database.fileServers.filter((s) => s.serverId !== existing?.serverId);
  if (others.some((s) => sameText(s.serverName, value.serverName)))
    return { ok: false, conflict: true, en: 'A server with this name already exists', zh: '服务器名称已存在' };
  if (others.some((s) => sameText(s.host, value.host) && s.port === value.port && s.rootPath === value.rootPath)) {
    return { ok: false, conflict: true, en: 'This host, port and root path are already registered', zh: '该主机、端口和根路径已登记' };
  }
  return { ok: true, value };
}

const refuse = (request: Request, check: { en: string; zh: string; conflict?: boolean }) =>
  check.conflict ? fail(ERRNO.conflict, t(request, check.en, check.zh)) : invalid(request, check.en, check.zh);

const serverMissing = (request: Request) => notFound(request, 'The server does not exist', '服务器不存在');

function makeDefault(database: Db, server: FileServer) {
  if (!server.isDefault) return;
  for (const other of database.fileServers) if (other !== server) other.isDefault = false;
}

export const adminFileServerHandlers: HttpHandler[] = [
  http.post(
    api('/fileServer/showPage'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const text = str(input.serverName).toLowerCase();
      const status = str(input.status);
      const collator = new Intl.Collator(['en', 'zh'], { numeric: true, sensitivity: 'base' });
      const rows = database.fileServers
        .filter((s) => matchesText(text, s.serverName, s.host) && (!status || s.status === status))
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || collator.compare(a.serverName, b.serverName));
      return ok(paginate(rows, current, size));
    }),
  ),

  http.post(
    api('/fileServer/add'),
    withAdmin(async ({ request, database }) => {
      const check = checkServer(database, await readInput(request));
      if (!check.ok) return refuse(request, check);
      const now = nowIso();
      const server: FileServer = {
        serverId: nextFreeId(
          database,
          'fileServer',
          database.fileServers.map((s) => s.serverId),
        ),
        ...check.value,
        used: 0,
        createTime: now,
        updateTime: now,
      };
      database.fileServers.push(server);
      makeDefault(database, server);
      commit();
      return ok(server);
    }),
  ),

  http.post(
    api('/fileServer/upd'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const server = database.fileServers.find((s) => s.serverId === str(input.serverId));
      if (!server) return serverMissing(request);
      const check = checkServer(database, input, server);
      if (!check.ok) return refuse(request, check);
      Object.assign(server, check.value, { updateTime: nowIso() });
      makeDefault(database, server);
      commit();
      return ok(server);
    }),
  ),

  http.post(
    api('/fileServer/del'),
    withAdmin(async ({ request, database }) => {
      const serverId = str((await readInput(request)).serverId);
      const server = database.fileServers.find((s) => s.serverId === serverId);
      if (!server) return serverMissing(request);
      if (server.isDefault) return fail(ERRNO.conflict, t(request, 'The default server cannot be removed', '默认服务器不能删除'));
      if (server.used > 0) {
        return fail(
          ERRNO.conflict,
          t(request, 'The server still holds documents. Move them to another server first', '该服务器上仍有文档，请先迁移'),
        );
      }
      database.fileServers = database.fileServers.filter((s) => s !== server);
      commit();
      return ok(null);
    }),
  ),
];
