/**
 * The /dms API, call by call: the authoring form of mocks/contract/dms.openapi.json (OpenAPI 3.1), which
 * `npm run contract` writes from this file and a unit test keeps in step. Edit here, then run it.
 *
 * Each call: method, the exact path as the spec writes it (trailing slash included), where each parameter
 * goes (path, query, JSON body, multipart form), the reply, its source (spec section or ASSUMED with the
 * reason) and the screen that makes it (or why none does). Object keys ending in '?' are optional.
 * Requests are strict (no field the contract does not name); replies name what the app reads and allow more.
 */

// ---- Field types: one format per kind of value ----
export const id = { type: 'string', minLength: 1 };
const str = { type: 'string' };
const int = { type: 'integer' };
const num = { type: 'number' };
const bool = { type: 'boolean' };
/** An effective date, everywhere (upload, new version, changeEditDate, uniteSettingDate, import): 'YYYY-MM-DD'. */
export const date = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
/** A filter bound (from / to) of every list: 'YYYY-MM-DD HH:mm:ss', local time. */
export const dateTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
const ids = { type: 'array', items: id };
/** A list of ids in one query parameter: comma-separated. */
const idCsv = { type: 'string', pattern: '^[^,]+(,[^,]+)*$' };
const order = { enum: ['ASC', 'DESC'] };
const current = { type: 'integer', minimum: 1 };
const size = { type: 'integer', minimum: 1, maximum: 1000 };
/** Any JSON value (reply parts the contract leaves open). */
const anything = {};
const nothing = { type: 'null' };

/** An object; keys ending in '?' are optional. Requests refuse unknown fields, replies keep them. */
export function obj(properties, { open = false } = {}) {
  const props = {};
  const required = [];
  for (const [key, schema] of Object.entries(properties)) {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    props[name] = schema;
    if (!optional) required.push(name);
  }
  return { type: 'object', properties: props, ...(required.length ? { required } : {}), additionalProperties: open };
}
const reply = (properties) => obj(properties, { open: true });
const list = (items) => ({ type: 'array', items });
const nullable = (schema) => ({ anyOf: [schema, nothing] });
const page = (row) => reply({ records: list(row), total: int, size: int, current: int, 'pages?': int });

// ---- Reply shapes ----
const userDto = reply({ username: str, useraccount: str, 'userId?': id, 'userType?': str, 'roleIds?': ids });
const loginResult = reply({ user: userDto, token: str, 'firstLogin?': bool });
const menuItem = {
  $id: 'MenuItem',
  ...reply({ menuId: id, menuName: str, 'menuNameEn?': str, 'menuUrl?': nullable(str), 'children?': list({ $ref: 'MenuItem' }) }),
};
const folderNode = {
  $id: 'FolderNode',
  ...reply({ id, directoryId: id, directoryName: str, fatherDirectoryId: str, 'children?': list({ $ref: 'FolderNode' }) }),
};
const fileRow = reply({
  dataType: { const: 1 },
  fileId: id,
  fileName: str,
  fileType: str,
  revision: int,
  totalSize: num,
  dirId: str,
  'status?': str,
  'updateTime?': str,
  'editDate?': nullable(str),
});
const folderRow = reply({ dataType: { const: 0 }, id, directoryId: id, directoryName: str });
const listRow = { oneOf: [fileRow, folderRow] };
const favourite = reply({ signName: str, fileNum: id });
const versionRecord = reply({
  'versionNumber?': nullable(str),
  'deploymentView?': nullable(str),
  'publishTime?': nullable(str),
  'imprint?': nullable(str),
});
const pathItem = reply({ dirId: str, dirName: str });
const folderAuth = reply({ dirId: str, dirLevel: int, fileLevel: int });
const fileParam = reply({ id, paramName: str });
const downloadPath = reply({ fileId: id, fileName: str, url: str });
const previewInfo = reply({ fileId: id, fileName: str, url: str });
const roleRow = reply({ roleId: id, roleName: str });
const userRow = reply({ userId: id, username: str, useraccount: str });
const templateNode = reply({ id, directoryName: str });
const teamDetail = reply({ teamId: id, teamName: str });
const share = reply({ code: str });
const captchaReply = reply({ repCode: str, 'repMsg?': nullable(str), 'repData?': anything });
/** The office reply: an editor address, as a string or inside an object (url or wpsUrl, with a token). */
const officeSession = {
  anyOf: [{ type: 'string', minLength: 1 }, reply({ 'url?': str, 'wpsUrl?': str, 'token?': str, 'access_token?': str, 'timeout?': num })],
};

// ---- Shared request shapes ----
const listFilters = { 'from?': dateTime, 'to?': dateTime, 'orderColumn?': str, 'order?': order };
const pageQuery = (filters = {}) => obj({ current, size, ...filters });
const menuInput = {
  'menuCode?': str,
  'menuIcon?': str,
  menuName: str,
  menuNameEn: str,
  menuOrder: int,
  menuParent: str,
  'menuRemark?': str,
  menuUrl: str,
  isAuth: { enum: [0, 1] },
};
const paramInput = { 'id?': id, paramName: str, paramNameEn: str, 'code?': str, 'remark?': str, 'parentId?': str };
const userInput = {
  username: str,
  useraccount: str,
  jobNumber: str,
  email: str,
  'phone?': str,
  userType: str,
  status: str,
  departmentId: str,
  roleIds: ids,
};
const serverInput = {
  serverName: str,
  protocol: str,
  host: str,
  port: int,
  rootPath: str,
  capacity: num,
  status: str,
  isDefault: bool,
  'remark?': str,
};
const manifestFilters = {
  'fileName?': str,
  'documentNumber?': str,
  'leadingDepartment?': str,
  'documentCategory?': str,
  'status?': str,
  'orderColumn?': str,
  'order?': order,
};
const fileMetadata = {
  fileId: id,
  'documentNumber?': str,
  'publisher?': str,
  'location?': str,
  'leadingDepartment?': str,
  'archiveArea?': str,
  'documentCategory?': str,
  'fileLevel?': str,
  'emailNotifier?': str,
};
const templateFolder = {
  $id: 'TemplateFolderInput',
  ...obj({ 'id?': id, directoryName: str, 'children?': list({ $ref: 'TemplateFolderInput' }) }),
};
/** RSA-encrypted with the configured public key (base64), as login sends the password (spec §3). */
const rsa = { type: 'string', minLength: 1, contentEncoding: 'base64', pattern: '^[A-Za-z0-9+/]+={0,2}$' };
/** A file part of a multipart form. */
export const binary = { type: 'string', format: 'binary' };

const SPEC = 'spec §7';
const assumed = (reason) => `ASSUMED: ${reason}`;

/**
 * source: 'spec §7' or 'ASSUMED: why'. screen: where the app makes the call, or 'none: why'.
 * reply: the envelope's data schema; replyKind: 'envelope' (errno, errmsg, data; default), 'version'
 * (code, message, data), 'raw' (captcha: the body as it is), 'blob' (a file).
 */
// One call a line, a table to read down: kept as written.
// prettier-ignore
export const calls = [
  // ---- User and session ----
  {
    method: 'POST',
    path: '/user/login/outside/',
    source: SPEC,
    screen: 'sign-in (/login)',
    body: obj({ useraccount: rsa, password: rsa, captchaVerification: str, 'checkCode?': str, 'checkCodeKey?': str }),
    reply: loginResult,
    note: assumed('the picture code (spec: "Verification code required") travels as checkCode, with checkCodeKey naming the picture it was read from (the {random} of GET /user/checkCode/{random}); sent only where the deployment turns the picture code on'),
  },
  { method: 'GET', path: '/user/logout', source: SPEC, screen: 'header: exit system', reply: nothing },
  { method: 'POST', path: '/user/logout', source: SPEC, screen: 'none: the app uses the GET form (the spec lists both)', reply: nothing },
  { method: 'POST', path: '/user/outside/updPassword/', source: SPEC, screen: 'header: change password; /changePassword', body: obj({ oldPassword: rsa, newPassword: rsa }), reply: anything, note: 'Passwords RSA-encrypted like login (spec §3: the client encrypts credentials).' },
  { method: 'GET', path: '/user/getUserinfo', source: SPEC, screen: 'route guard, smoke check', reply: userDto },
  { method: 'GET', path: '/user/checkCode', source: SPEC, screen: 'none: the sign-in asks for a picture by its key (GET /user/checkCode/{random})', replyKind: 'blob' },
  { method: 'GET', path: '/user/checkCode/{random}', source: SPEC, screen: 'sign-in (/login) where VITE_LOGIN_PICTURE_CODE is on: the picture code, {random} its key', pathParams: { random: str }, replyKind: 'blob' },
  { method: 'GET', path: '/user/checkToken/{userAccount}/{loginKey}', source: SPEC, screen: '/loginLoading (central-login hand-off)', pathParams: { userAccount: id, loginKey: id }, reply: loginResult },
  { method: 'POST', path: '/user/outside/activate/', source: SPEC, screen: '/changePassword (first login)', body: obj({ newPassword: rsa }), reply: anything, note: 'Password RSA-encrypted like login.' },
  { method: 'POST', path: '/user/out/sendActiv', source: SPEC, screen: 'sign-in: forgot password (get code)', query: { userAccount: id }, reply: anything },
  { method: 'POST', path: '/user/out/resetPassword', source: assumed('the spec says the forgot-password call paths are not shown; the account, the code sent by sendActiv and the new password (RSA-encrypted like login); errno 1 for a wrong or expired code'), screen: '/setPassword', body: obj({ userAccount: id, code: id, newPassword: rsa }), reply: anything },
  { method: 'GET', path: '/opt/authority/getOptAuthority', base: '/authapi', source: `${SPEC} (the second client, base /authapi)`, screen: 'after sign-in: the rights table (admin-only elements)', reply: { type: 'object' } },
  { method: 'GET', path: '/user/showByName/{userName}', source: SPEC, screen: 'users, roles, teams, permissions: user search', pathParams: { userName: id }, reply: list(userRow) },
  { method: 'POST', path: '/user/role/judgeRole', source: SPEC, screen: 'shell: system-manager check', reply: bool },

  // ---- Captcha (raw replies) ----
  { method: 'POST', path: '/captcha/get', source: `${SPEC}, §3`, screen: 'sign-in captcha', body: obj({ captchaType: { enum: ['blockPuzzle', 'clickWord'] }, clientUid: str, ts: int }), replyKind: 'raw', reply: captchaReply },
  { method: 'POST', path: '/captcha/check', source: `${SPEC}, §3`, screen: 'sign-in captcha', body: obj({ captchaType: { enum: ['blockPuzzle', 'clickWord'] }, pointJson: str, token: str, 'clientUid?': str, 'ts?': int }), replyKind: 'raw', reply: captchaReply, note: 'The spec names captchaType, pointJson and token; the client also sends get\'s clientUid and ts.' },

  // ---- Menus ----
  { method: 'GET', path: '/menu/getMenus/{menuLanguage}', source: SPEC, screen: 'side navigation, smoke check', pathParams: { menuLanguage: { enum: ['en', 'zh'] } }, reply: list(menuItem) },
  { method: 'GET', path: '/menu/showMenu', source: SPEC, screen: '/menuSystem, /rolesPermission', reply: list(menuItem) },
  { method: 'POST', path: '/menu/add', source: SPEC, screen: '/menuSystem', body: obj(menuInput), reply: menuItem },
  { method: 'POST', path: '/menu/del', source: SPEC, screen: '/menuSystem', query: { menuId: id }, reply: anything },
  { method: 'POST', path: '/menu/upd', source: SPEC, screen: '/menuSystem', body: obj({ menuId: id, ...menuInput }), reply: menuItem },

  // ---- Folders ----
  { method: 'GET', path: '/folder/showDirs', source: SPEC, screen: 'workspace tree; folder pickers; smoke check', reply: list(folderNode) },
  { method: 'POST', path: '/folder/add/', source: SPEC, screen: 'workspace: new folder', body: obj({ directoryName: str, fatherDirectoryId: str }), reply: folderNode },
  { method: 'POST', path: '/folder/delById/', source: SPEC, screen: 'workspace: delete folder', body: obj({ id }), reply: anything },
  { method: 'POST', path: '/folder/upd/', source: SPEC, screen: 'workspace: rename folder', body: obj({ directoryId: id, directoryName: str }), reply: folderNode },
  { method: 'POST', path: '/folder/updPath/', source: SPEC, screen: 'workspace: move folder (drag)', body: obj({ directoryId: id, fatherDirectoryId: str }), reply: folderNode },
  { method: 'POST', path: '/folder/void/', source: assumed('§4 says folders can be set invalid or restarted, with a reason; no call is named'), screen: 'workspace: void / restart folder', body: obj({ directoryId: id, void: bool, reason: str }), reply: folderNode },
  { method: 'GET', path: '/folder/getPathById/{id}', source: SPEC, screen: 'workspace breadcrumb', pathParams: { id: str }, reply: list(pathItem) },
  { method: 'GET', path: '/folder/getOptAuthByDirId', source: SPEC, screen: 'workspace, preview: the caller\'s levels', query: { dirId: str }, reply: folderAuth },
  { method: 'GET', path: '/folder/getDirTempList', source: SPEC, screen: 'workspace: new folders from a template', reply: list(reply({ mapId: id, tempName: str })) },
  { method: 'GET', path: '/folder/getDirTempByRootId', source: SPEC, screen: 'workspace, /template', query: { rootId: id }, reply: list(templateNode) },
  { method: 'POST', path: '/folder/addByTemplate', source: SPEC, screen: 'workspace, /template', query: { fatherId: str, inherit: bool }, body: list({ $ref: 'TemplateFolderInput' }), defs: [templateFolder], reply: list(folderNode) },

  // ---- Files ----
  { method: 'POST', path: '/files/showPageByDirId/', source: SPEC, screen: 'workspace list; permissions file picker; smoke check', body: obj({ dirId: str, current, size, 'fileName?': str, 'orderColumn?': { enum: ['file_name', 'update_time', 'edit_date'] }, 'order?': order, 'pages?': { type: 'integer', minimum: 0 }, 'signName?': str }), reply: page(listRow), note: 'signName ASSUMED: the toolbar\'s favourites-label filter. pages (spec §3 list query) ASSUMED: the page count last answered (0 before), which the server does not need.' },
  { method: 'POST', path: '/files/upload/{dirId}', source: SPEC, screen: 'workspace: upload', pathParams: { dirId: id }, query: { 'roleIds?': idCsv }, form: { files: { type: 'array', items: binary, minItems: 1 }, editDate: date }, reply: list(fileRow), note: 'One or more files parts (the app sends one per call; §5 bulk: up to 10). editDate ASSUMED as a form field (§5: effective date required).' },
  { method: 'POST', path: '/files/upload/upd/{fileId}', source: SPEC, screen: 'workspace: new version', pathParams: { fileId: id }, form: { files: binary, 'editDate?': date, 'remark?': str }, reply: fileRow },
  { method: 'POST', path: '/files/getDownloadPaths/', source: SPEC, screen: 'workspace, preview: download', body: obj({ fileIds: ids }), reply: list(downloadPath) },
  { method: 'GET', path: '/files/preview/{fileIds}', source: SPEC, screen: '/pdf, /video', pathParams: { fileIds: id }, reply: previewInfo, note: 'Reply ASSUMED: {fileId, fileName, fileType, revision, previewKind, url}.' },
  { method: 'POST', path: '/files/del/', source: SPEC, screen: 'workspace: void (invalidate) a file; /abandonpage: restart a file (void false)', body: obj({ fileId: id, void: bool, reason: str }), reply: anything, note: 'reason ASSUMED (§4: a reason is asked when invalidating and when restarting).' },
  { method: 'POST', path: '/files/updFather/', source: SPEC, screen: 'workspace: move one file', body: obj({ fileId: id, dirId: id }), reply: fileRow },
  { method: 'POST', path: '/files/updFatherByIds/', source: SPEC, screen: 'workspace: move several files', body: obj({ fileIds: ids, dirId: id }), reply: list(fileRow) },
  { method: 'POST', path: '/files/checkFileName/add', source: `${SPEC} (query URL-encoded), §5`, screen: 'workspace: upload', query: { dirId: id, fileName: str, revision: int, totalSize: int }, reply: bool },
  { method: 'POST', path: '/files/checkFileName/upd', source: `${SPEC}, §5`, screen: 'workspace: new version', query: { fileId: id, fileName: str, dirId: id, totalSize: int }, reply: bool },
  { method: 'POST', path: '/files/changeEditDate/{fileId}', source: SPEC, screen: 'workspace: expiry restore; /sysOvFileList', pathParams: { fileId: id }, body: obj({ editDate: date }), reply: fileRow, note: 'Body ASSUMED: {editDate}, YYYY-MM-DD like every effective date.' },
  { method: 'POST', path: '/files/reduction/{id}', source: SPEC, screen: '/abandonpage: restore', pathParams: { id }, reply: anything },
  { method: 'POST', path: '/files/updInfo', source: SPEC, screen: 'workspace: file details', body: obj({ ...fileMetadata, 'fileName?': str, 'labels?': list(str) }), reply: fileRow, note: 'fileName and labels ASSUMED (rename and labels, §2); the details drawer sends the metadata fields.' },
  { method: 'GET', path: '/files/getInfo/{id}', source: SPEC, screen: 'workspace details, preview', pathParams: { id }, reply: fileRow },
  { method: 'POST', path: '/files/del/complete', source: SPEC, screen: '/abandonpage: delete permanently', body: obj({ fileIds: ids }), reply: int },
  { method: 'POST', path: '/files/delByIds', source: SPEC, screen: 'none: /abandonpage deletes through /files/del/complete; the spec does not say how the two differ', body: obj({ fileIds: ids }), reply: int },
  { method: 'GET', path: '/files/getFatherIds/{id}', source: SPEC, screen: 'workspace: find anywhere (open the file\'s folder)', pathParams: { id }, reply: list(str) },
  { method: 'GET', path: '/files/uploadFile/{id}/{params}', source: SPEC, screen: 'none: preview and download use /files/preview and /files/getDownloadPaths; the spec names this call without its purpose (the mock answers as preview, or download when params is "download")', pathParams: { id, params: str }, reply: previewInfo },
  { method: 'GET', path: '/files/downloads/template', source: SPEC, screen: '/docManage: upload template', replyKind: 'blob' },
  { method: 'POST', path: '/files/showFilesLogPage', source: SPEC, screen: 'workspace: file log', body: obj({ current, size, fileId: id }), reply: page(reply({ logId: id, operation: str })) },
  { method: 'GET', path: '/files/showHistoryFile', source: SPEC, screen: '/home: recent browsing', reply: list(anything) },
  { method: 'GET', path: '/files/selectExpireSysFile', source: SPEC, screen: '/sysOvFileList', query: { current, size, 'fileName?': str, 'orderColumn?': str, 'order?': order }, reply: page(fileRow) },
  { method: 'POST', path: '/files/uniteSettingDate', source: `${SPEC} (query)`, screen: '/sysOvFileList: set dates; /filelist, /disk: the selection\'s effective date', query: { fileIds: idCsv, editDate: date }, reply: anything },
  { method: 'GET', path: '/files/getFatherDirPathByFileName', source: SPEC, screen: 'workspace: find anywhere', query: { fileName: str }, reply: list(anything) },
  { method: 'POST', path: '/files/showVoidPage/', source: assumed('the recycle bin needs a page of voided files; no call is named'), screen: '/abandonpage', body: obj({ current, size, 'fileName?': str, 'kind?': str, 'voidedBy?': str, ...listFilters }), reply: page(fileRow) },
  { method: 'GET', path: '/files/uploadRoles', source: assumed('upload takes roleIds (§6); the roles to choose from have no named call'), screen: 'workspace: upload (who may see)', reply: list(reply({ roleId: id, roleName: str })) },
  { method: 'GET', path: '/files/download/{fileId}', source: assumed('the address getDownloadPaths and preview hand out: a ticket stands in for the token header; it opens only the file ids it was issued for, for its session, at most 60 s after issue, and no longer once that session signs out; inline=1 answers Content-Disposition inline and Cache-Control no-store'), screen: 'workspace: version history download; every download and preview (server-given address)', pathParams: { fileId: id }, query: { 'version?': int, 'ticket?': str, 'inline?': { enum: ['1'] } }, replyKind: 'blob' },

  // ---- Shares and shell-mould delivery ----
  { method: 'POST', path: '/files/share/create', source: assumed('§2 names a /sharePage route; no call is named'), screen: 'preview: share', body: obj({ fileIds: ids, days: { type: 'integer', minimum: 1, maximum: 30 }, allowDownload: bool }), reply: share },
  { method: 'GET', path: '/files/share/{code}', source: assumed('the /sharePage route reads the share by its code'), screen: '/sharePage', pathParams: { code: id }, reply: share },
  { method: 'GET', path: '/files/share/{code}/preview/{fileId}', source: assumed('/sharePage preview'), screen: '/sharePage', pathParams: { code: id, fileId: id }, reply: previewInfo },
  { method: 'GET', path: '/files/share/{code}/download/{fileId}', source: assumed('/sharePage download'), screen: '/sharePage', pathParams: { code: id, fileId: id }, reply: previewInfo },
  { method: 'GET', path: '/files/share/{code}/content/{fileId}', source: assumed('the address the share calls hand out (the code is the credential)'), screen: '/sharePage (server-given address)', pathParams: { code: id, fileId: id }, query: { 'inline?': { enum: ['1'] } }, replyKind: 'blob' },
  { method: 'GET', path: '/housOut/downInfo/{code}', source: assumed('§2 names a /housDown route (open path); no call is named'), screen: '/housDown', pathParams: { code: id }, reply: reply({ files: list(reply({ fileId: id, fileName: str })) }) },
  { method: 'GET', path: '/housOut/download/{code}/{fileId}', source: assumed('/housDown download'), screen: '/housDown', pathParams: { code: id, fileId: id }, replyKind: 'blob' },

  // ---- Office ----
  { method: 'GET', path: '/v1/api/file/getWpsUrlByFileId/{fileId}/preview', source: SPEC, screen: 'preview of office files', pathParams: { fileId: id }, query: { 'viewType?': { enum: ['noNormal'] } }, reply: officeSession, note: 'Reply shape ASSUMED: a URL string, or {url|wpsUrl, token|access_token, timeout}.' },
  { method: 'GET', path: '/v1/api/file/getWpsUrlByFileId/{fileId}/edit', source: SPEC, screen: 'preview: edit online', pathParams: { fileId: id }, reply: officeSession },

  // ---- Favourites ----
  { method: 'POST', path: '/collection/add/', source: SPEC, screen: 'workspace: add to favourites', body: obj({ signName: str, fileNum: id }), reply: anything },
  { method: 'POST', path: '/collection/del/', source: assumed('favourites can be removed; no call is named'), screen: 'workspace: favourites drawer', body: obj({ signName: str, fileNum: id }), reply: anything },
  { method: 'POST', path: '/collection/renameSign/', source: assumed('labels can be managed; no call is named'), screen: 'workspace: favourites drawer', body: obj({ signName: str, newName: str }), reply: int },
  { method: 'POST', path: '/collection/delSign/', source: assumed('labels can be managed; no call is named'), screen: 'workspace: favourites drawer', body: obj({ signName: str }), reply: int },
  { method: 'GET', path: '/sign/getSign/{signName}', source: SPEC, screen: 'workspace favourites, /home; smoke check', pathParams: { signName: id }, reply: list(favourite), note: 'signName "*" ASSUMED: every label.' },

  // ---- File parameters ----
  { method: 'GET', path: '/fileParam/getByType/{key}', source: SPEC, screen: 'workspace details, /department, /area, /exportfilelist, /userInfo', pathParams: { key: { enum: ['department', 'area', 'tier'] } }, reply: list(fileParam) },
  { method: 'GET', path: '/fileParam/getByRid/{id}', source: SPEC, screen: '/area', pathParams: { id }, reply: list(fileParam) },
  { method: 'POST', path: '/fileParam/addDepartmentConfig', source: SPEC, screen: '/department', body: obj(paramInput), reply: fileParam },
  { method: 'POST', path: '/fileParam/addArchiveAreaConfig', source: SPEC, screen: '/area', body: obj(paramInput), reply: fileParam },
  { method: 'DELETE', path: '/fileParam/deleteFileParamConfigById/{id}', source: SPEC, screen: '/department, /area', pathParams: { id }, reply: anything },
  { method: 'POST', path: '/fileParam/saveParamConfig', source: SPEC, screen: '/department (settings card)', body: obj({ 'expiryWarningDays?': int, 'recycleBinMonths?': int, 'zipThresholdMb?': num, 'defaultPageSize?': int, 'fileListColumns?': list(str) }), reply: { type: 'object' } },
  { method: 'GET', path: '/fileParam/getParamConfig', source: SPEC, screen: '/department (settings card)', reply: { type: 'object' } },

  // ---- System files, exports, OA ----
  { method: 'POST', path: '/file/showSystemListPage/{current}/{page}', source: SPEC, screen: '/exportfilelist', pathParams: { current, page: size }, body: obj(manifestFilters), reply: page(anything) },
  { method: 'POST', path: '/file/importSysFile', source: assumed('the manifest screen imports its Excel sheet back (§5: an Excel-only upload exists)'), screen: '/exportfilelist: import', form: { file: binary }, reply: reply({ updated: int, refused: list(anything) }) },
  { method: 'POST', path: '/export/excel/sysFile', source: SPEC, screen: '/exportfilelist: export', body: obj(manifestFilters), replyKind: 'blob' },
  { method: 'POST', path: '/export/excel/exportFile', source: `${SPEC}, §3 (folder export request)`, screen: '/exportfilelist: export a folder', body: obj({ directoryId: str, type: str, 'fileName?': str, 'documentNumber?': str, 'status?': str }), replyKind: 'blob' },
  { method: 'POST', path: '/fileOa/showPage/', source: SPEC, screen: '/OaAcceptingDocuments', body: pageQuery({ 'title?': str, 'sender?': str, 'status?': str, 'urgency?': str, ...listFilters }), reply: page(anything) },
  { method: 'GET', path: '/fileOa/download/{id}', source: assumed('OA files are downloaded; no call is named'), screen: '/OaAcceptingDocuments', pathParams: { id }, replyKind: 'blob' },

  // ---- Folder templates ----
  { method: 'POST', path: '/dirTemp/showPage', source: SPEC, screen: '/template', body: pageQuery({ 'tempName?': str }), reply: page(reply({ mapId: id, tempName: str })) },
  { method: 'POST', path: '/dirTemp/updOrInsTemp', source: SPEC, screen: '/template', body: obj({ 'mapId?': id, tempName: str, 'remark?': str }), reply: reply({ mapId: id, tempName: str }) },
  { method: 'POST', path: '/dirTemp/updOrInsNodes', source: SPEC, screen: '/template', body: obj({ 'id?': id, directoryName: str, fatherDirectoryId: str, rootId: id }), reply: templateNode },
  { method: 'POST', path: '/dirTemp/delNodesById', source: SPEC, screen: '/template', body: obj({ ids }), reply: int },
  { method: 'GET', path: '/dirTemp/delTempById', source: SPEC, screen: '/template', query: { tempId: id }, reply: anything },

  // ---- Version ----
  { method: 'GET', path: '/versionManagement/selectVersionRecordBySystemName', source: SPEC, screen: 'header: version dialog; smoke check', query: { systemName: id }, replyKind: 'version', reply: list(versionRecord) },

  // ---- Reports and dashboard (assumed) ----
  { method: 'GET', path: '/report/fileActivity', source: assumed('the dashboard shows recent activity; no call is named'), screen: '/home', query: { days: int }, reply: { type: 'object' } },
  { method: 'GET', path: '/report/expiringFiles', source: assumed('expiry handling (§1, §4) on the dashboard'), screen: '/home', query: { days: int, current, size }, reply: page(anything) },
  { method: 'GET', path: '/report/expiredFiles', source: assumed('expiry handling (§1, §4) on the dashboard'), screen: '/home', query: { current, size }, reply: page(anything) },
  { method: 'POST', path: '/operationLog/showPage', source: assumed('§2 /logger: log management; no call is named'), screen: '/logger', body: pageQuery({ 'operator?': str, 'operation?': str, 'fileName?': str, ...listFilters }), reply: page(anything) },
  { method: 'POST', path: '/export/excel/operationLog', source: assumed('the log screen exports like the other /export/excel calls'), screen: '/logger: export', body: obj({ 'operator?': str, 'operation?': str, 'fileName?': str, ...listFilters }), replyKind: 'blob' },
  { method: 'POST', path: '/outgoingLog/showPage', source: assumed('§2 /outgoingLog; no call is named'), screen: '/outgoingLog', body: pageQuery({ 'fileName?': str, 'receiverCompany?': str, 'sender?': str, 'channel?': str, ...listFilters }), reply: page(anything) },
  { method: 'POST', path: '/export/excel/outgoingLog', source: assumed('export like the other /export/excel calls'), screen: '/outgoingLog: export', body: obj({ 'fileName?': str, 'receiverCompany?': str, 'sender?': str, 'channel?': str, ...listFilters }), replyKind: 'blob' },
  { method: 'POST', path: '/housOutLog/showPage', source: assumed('§2 /housOutLog; no call is named'), screen: '/housOutLog', body: pageQuery({ 'mouldNumber?': str, 'supplier?': str, 'status?': str, ...listFilters }), reply: page(anything) },
  { method: 'POST', path: '/export/excel/housOutLog', source: assumed('export like the other /export/excel calls'), screen: '/housOutLog: export', body: obj({ 'mouldNumber?': str, 'supplier?': str, 'status?': str, ...listFilters }), replyKind: 'blob' },
  { method: 'POST', path: '/plmReceiver/showPage', source: assumed('§2 /plmReceiver; no call is named'), screen: '/plmReceiver', body: pageQuery({ 'keyword?': str, 'orderColumn?': str, 'order?': order }), reply: page(anything) },
  { method: 'POST', path: '/plmReceiver/add', source: assumed('PLM receiver list is edited'), screen: '/plmReceiver', body: obj({ receiverName: str, email: str, 'department?': str, 'remark?': str }), reply: { type: 'object' } },
  { method: 'POST', path: '/plmReceiver/upd', source: assumed('PLM receiver list is edited'), screen: '/plmReceiver', body: obj({ id, receiverName: str, email: str, 'department?': str, 'remark?': str }), reply: { type: 'object' } },
  { method: 'POST', path: '/plmReceiver/del', source: assumed('PLM receiver list is edited'), screen: '/plmReceiver', body: obj({ id }), reply: anything },

  // ---- Administration (assumed) ----
  { method: 'POST', path: '/user/showPage', source: assumed('§2 /userInfo: user management; no call is named'), screen: '/userInfo', body: pageQuery({ 'userName?': str, 'userType?': str, 'status?': str, 'departmentId?': str, 'roleId?': str, 'orderColumn?': str, 'order?': order }), reply: page(userRow) },
  { method: 'POST', path: '/user/add', source: assumed('user management'), screen: '/userInfo', body: obj({ ...userInput, password: rsa }), reply: userRow },
  { method: 'POST', path: '/user/upd', source: assumed('user management'), screen: '/userInfo', body: obj({ userId: id, ...Object.fromEntries(Object.entries(userInput).map(([k, v]) => [k.endsWith('?') ? k : `${k}?`, v])) }), reply: userRow },
  { method: 'POST', path: '/user/updStatus', source: assumed('user management'), screen: '/userInfo', body: obj({ userId: id, status: str }), reply: userRow },
  { method: 'POST', path: '/user/resetPassword', source: assumed('an administrator sets a user\'s password (RSA-encrypted like login)'), screen: '/userInfo', body: obj({ userId: id, newPassword: rsa }), reply: anything },
  { method: 'GET', path: '/role/list', source: assumed('roles catalogue not shown (§9)'), screen: '/role, /userInfo, /authConfig', reply: list(roleRow) },
  { method: 'POST', path: '/role/showPage', source: assumed('§2 /role'), screen: '/role', body: pageQuery({ 'roleName?': str }), reply: page(roleRow) },
  { method: 'POST', path: '/role/add', source: assumed('§2 /role'), screen: '/role', body: obj({ roleName: str, roleNameEn: str, 'remark?': str }), reply: roleRow },
  { method: 'POST', path: '/role/upd', source: assumed('§2 /role; §6 per-role maximum levels'), screen: '/role, /authConfig', body: obj({ roleId: id, 'roleName?': str, 'roleNameEn?': str, 'remark?': str, 'maxDirLevel?': int, 'maxFileLevel?': int, 'defaultFileLevel?': int }), reply: roleRow },
  { method: 'POST', path: '/role/del', source: assumed('§2 /role'), screen: '/role', query: { roleId: id }, reply: anything },
  { method: 'POST', path: '/role/showUsers', source: assumed('§2 /rolesPerson'), screen: '/rolesPerson', body: obj({ roleId: id, current, size, 'userName?': str }), reply: page(anything) },
  { method: 'POST', path: '/role/addUsers', source: assumed('§6 user-to-role assignment'), screen: '/rolesPerson', body: obj({ roleId: id, userIds: ids }), reply: int },
  { method: 'POST', path: '/role/removeUsers', source: assumed('§6 user-to-role assignment'), screen: '/rolesPerson', body: obj({ roleId: id, userIds: ids }), reply: int },
  { method: 'GET', path: '/role/getMenus', source: assumed('§2 /rolesPermission'), screen: '/rolesPermission', query: { roleId: id }, reply: list(str) },
  { method: 'POST', path: '/role/updMenus', source: assumed('§2 /rolesPermission'), screen: '/rolesPermission', body: obj({ roleId: id, menuIds: ids }), reply: list(str) },
  { method: 'GET', path: '/authority/dirGrants', source: assumed('§6 per-role permissions'), screen: '/authConfig', query: { roleId: id }, reply: list(anything) },
  { method: 'POST', path: '/authority/saveDirGrant', source: assumed('§6 per-role permissions'), screen: '/authConfig', body: obj({ roleId: id, dirId: id, dirLevel: int, fileLevel: int, inherit: bool, dirAdmin: bool }), reply: { type: 'object' } },
  { method: 'POST', path: '/authority/delDirGrant', source: assumed('§6 per-role permissions'), screen: '/authConfig', body: obj({ grantId: id }), reply: anything },
  { method: 'GET', path: '/authority/fileGrants', source: assumed('§6 single-file permissions'), screen: '/authConfig', query: { roleId: id }, reply: list(anything) },
  { method: 'POST', path: '/authority/saveFileGrant', source: assumed('§6 single-file permissions'), screen: '/authConfig', body: obj({ roleId: id, fileId: id, fileLevel: int }), reply: { type: 'object' } },
  { method: 'POST', path: '/authority/delFileGrant', source: assumed('§6 single-file permissions'), screen: '/authConfig', body: obj({ grantId: id }), reply: anything },
  { method: 'GET', path: '/authority/dirAdmins', source: assumed('§6 directory administrators'), screen: '/rights', reply: list(anything) },
  { method: 'GET', path: '/authority/roleFolderTree', source: assumed('§6 a role\'s levels over the tree'), screen: '/userAuth', query: { roleId: id }, reply: list(anything) },
  { method: 'GET', path: '/authority/explain', source: assumed('why a user has a level'), screen: '/userAuth', query: { userId: id, dirId: id, 'fileId?': id }, reply: { type: 'object' } },
  { method: 'POST', path: '/team/showPage', source: assumed('§2 /teammanage'), screen: '/teammanage', body: pageQuery({ 'teamName?': str, 'status?': str }), reply: page(anything) },
  { method: 'GET', path: '/team/getById', source: assumed('§2 /teammanage'), screen: '/teammanage', query: { teamId: id }, reply: teamDetail },
  { method: 'POST', path: '/team/add', source: assumed('§4 team lifecycle'), screen: '/teammanage', body: obj({ teamName: str, ownerId: id, 'dirId?': id }), reply: teamDetail },
  { method: 'POST', path: '/team/upd', source: assumed('§4 team lifecycle'), screen: '/teammanage', body: obj({ teamId: id, 'teamName?': str, 'dirId?': { type: 'string', description: "the team space; '' clears it" } }), reply: teamDetail },
  { method: 'POST', path: '/team/transfer', source: assumed('§4 team lifecycle'), screen: '/teammanage', body: obj({ teamId: id, ownerId: id }), reply: teamDetail },
  { method: 'POST', path: '/team/dissolve', source: assumed('§4 team lifecycle'), screen: '/teammanage', body: obj({ teamId: id, 'reason?': str }), reply: teamDetail },
  { method: 'POST', path: '/team/del', source: assumed('§4 team lifecycle'), screen: '/teammanage', body: obj({ teamId: id }), reply: teamDetail },
  { method: 'POST', path: '/team/recover', source: assumed('§4 team lifecycle'), screen: '/teammanage', body: obj({ teamId: id }), reply: teamDetail },
  { method: 'POST', path: '/team/saveMember', source: assumed('§3 team members with role and authority'), screen: '/teammanage', body: obj({ teamId: id, userId: id, role: str, authority: int }), reply: teamDetail },
  { method: 'POST', path: '/team/removeMember', source: assumed('§3 team members'), screen: '/teammanage', body: obj({ teamId: id, userId: id }), reply: teamDetail },
  { method: 'POST', path: '/fileServer/showPage', source: assumed('§2 /fileServer'), screen: '/fileServer', body: pageQuery({ 'serverName?': str, 'status?': str }), reply: page(anything) },
  { method: 'POST', path: '/fileServer/add', source: assumed('§2 /fileServer'), screen: '/fileServer', body: obj(serverInput), reply: { type: 'object' } },
  { method: 'POST', path: '/fileServer/upd', source: assumed('§2 /fileServer'), screen: '/fileServer', body: obj({ serverId: id, ...Object.fromEntries(Object.entries(serverInput).map(([k, v]) => [k.endsWith('?') ? k : `${k}?`, v])) }), reply: { type: 'object' } },
  { method: 'POST', path: '/fileServer/del', source: assumed('§2 /fileServer'), screen: '/fileServer', body: obj({ serverId: id }), reply: anything },
  { method: 'POST', path: '/docTemplate/showPage', source: assumed('§2 /docManage'), screen: '/docManage', body: pageQuery({ 'templateName?': str }), reply: page(anything) },
  { method: 'POST', path: '/docTemplate/upload', source: assumed('§2 /docManage'), screen: '/docManage', form: { 'templateId?': id, templateName: str, remark: str, 'file?': binary }, reply: { type: 'object' } },
  { method: 'POST', path: '/docTemplate/del', source: assumed('§2 /docManage'), screen: '/docManage', body: obj({ templateId: id }), reply: anything },
  { method: 'GET', path: '/docTemplate/download/{templateId}', source: assumed('§2 /docManage'), screen: '/docManage', pathParams: { templateId: id }, replyKind: 'blob' },
];
