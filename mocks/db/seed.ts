/**
 * The deterministic seed of the mock backend. A seeded PRNG (mulberry32) and a fixed "now"
 * (SEED_NOW, 2026-11-01T08:00:00Z) make every run produce the same database: never Math.random here.
 * One exception: a few effective dates are set relative to the day the database is seeded (`seedDb(now)`,
 * see EXPIRY_OFFSETS), so that a fresh demo always has files expiring within a week, within 30 days and
 * just expired. The same day gives the same database.
 *
 * Well-known rows (documented for test authors and the demo; see DEMO_ACCOUNTS and SEED_FOLDERS):
 * - accounts admin / staff / guest / newbie, each with a central-login key `demo-login-key-<account>`;
 * - staff (role Engineer) holds every directory level 0–7 somewhere: see STAFF_GRANTS below;
 * - folder '1101' "Archive 2020–2025 (10,000 files)" holds 10,000 files.
 */
import type {
  Db,
  DirTemplate,
  DmsFile,
  FileLog,
  FileParam,
  Folder,
  FolderGrant,
  MenuItem,
  OaFile,
  Role,
  Sign,
  Team,
  TemplateNode,
  User,
  VersionRecord,
} from './schema';
import { seedDocTemplates, seedFileServers } from './admin-seed';
import { seededBytes } from './file-content';
import { isoOf } from './records';

/** 2: administration tables (fileServers, docTemplates); 3: the format samples (a saved state lacks them). */
export const SCHEMA_VERSION = 3;
export const SEED_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
const DAY = 86_400_000;

// ── PRNG ────────────────────────────────────────────────────────────────────────────────────────

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float() {
    return this.next();
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** A log-uniform integer: realistic for file sizes. */
  logInt(min: number, max: number) {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))));
  }
  dateBetween(fromMs: number, toMs: number) {
    return isoOf(fromMs + Math.floor(this.next() * (toMs - fromMs)));
  }
}

const iso = isoOf;
const daysAgo = (days: number) => SEED_NOW - days * DAY;

// ── Well-known rows ─────────────────────────────────────────────────────────────────────────────

export const ROLE_IDS = {
  systemManager: '1',
  documentController: '2',
  engineer: '3',
  auditor: '4',
  externalReader: '5',
  hrSpecialist: '6',
  projectManager: '7',
  qualityInspector: '8',
} as const;

export interface DemoAccount {
  userId: string;
  useraccount: string;
  password: string;
  loginKey: string;
}

/** The demo accounts: a public interface (README, e2e tests). Passwords are demo data, not secrets. */
export const DEMO_ACCOUNTS = {
  admin: { userId: '10001', useraccount: 'admin', password: 'Admin@12345', loginKey: 'demo-login-key-admin' },
  staff: { userId: '10002', useraccount: 'staff', password: 'Staff@12345', loginKey: 'demo-login-key-staff' },
  guest: { userId: '10003', useraccount: 'guest', password: 'Guest@12345', loginKey: 'demo-login-key-guest' },
  newbie: { userId: '10004', useraccount: 'newbie', password: 'Newbie@12345', loginKey: 'demo-login-key-newbie' },
} as const satisfies Record<string, DemoAccount>;

/** Folders that tests and the demo rely on. */
export const SEED_FOLDERS = {
  root: '0',
  quality: '1',
  rnd: '2',
  production: '3',
  humanResources: '6',
  archive: '11',
  publicDocs: '12',
  designSpecs: '201',
  drawings: '202',
  testReports: '203',
  projectX200: '204',
  workingDrafts: '205',
  hrConfidential: '601',
  archive10k: '1101',
} as const;

/** Number of files in SEED_FOLDERS.archive10k. */
export const ARCHIVE_FILE_COUNT = 10_000;

// ── Reference data ──────────────────────────────────────────────────────────────────────────────

const DEPARTMENTS: [code: string, en: string, zh: string][] = [
  ['QA', 'Quality', '质量部'],
  ['RD', 'R&D', '研发部'],
  ['PD', 'Production', '生产部'],
  ['PU', 'Procurement', '采购部'],
  ['SA', 'Sales', '销售部'],
  ['MK', 'Marketing', '市场部'],
  ['HR', 'Human Resources', '人力资源部'],
  ['FI', 'Finance', '财务部'],
  ['IT', 'Information Technology', '信息技术部'],
  ['EH', 'EHS', '环境健康安全部'],
  ['PM', 'Project Management Office', '项目管理部'],
  ['LG', 'Logistics', '物流部'],
];

/** Archive areas: [code, en, zh, parent code or ''] */
const AREAS: [string, string, string, string][] = [
  ['HQ', 'Headquarters Archive', '总部档案室', ''],
  ['HQ-A', 'Room A', '档案室A', 'HQ'],
  ['HQ-A1', 'Cabinet A1', 'A1 档案柜', 'HQ-A'],
  ['HQ-A2', 'Cabinet A2', 'A2 档案柜', 'HQ-A'],
  ['HQ-B', 'Room B', '档案室B', 'HQ'],
  ['HQ-B1', 'Cabinet B1', 'B1 档案柜', 'HQ-B'],
  ['SH', 'Shanghai Plant Archive', '上海工厂档案室', ''],
  ['SH-Q', 'Quality Records Room', '质量记录室', 'SH'],
  ['SH-E', 'Engineering Drawings Room', '工程图纸室', 'SH'],
  ['SZ', 'Suzhou Plant Archive', '苏州工厂档案室', ''],
  ['SZ-P', 'Production Records', '生产记录室', 'SZ'],
  ['EL', 'Electronic Archive', '电子档案', ''],
  ['EL-C', 'Cloud Storage', '云存储', 'EL'],
  ['EL-O', 'Offsite Backup', '异地备份', 'EL'],
  ['EL-M', 'Microfilm', '缩微胶片', 'EL'],
];

const TIERS: [string, string, string][] = [
  ['T1', 'Level 1 · Manual', '一级文件（手册）'],
  ['T2', 'Level 2 · Procedure', '二级文件（程序文件）'],
  ['T3', 'Level 3 · Work Instruction', '三级文件（作业指导书）'],
  ['T4', 'Level 4 · Record', '四级文件（记录表单）'],
];

const CATEGORIES: [string, string, string][] = [
  ['MAN', 'Manual', '手册'],
  ['PRO', 'Procedure', '程序文件'],
  ['WI', 'Work Instruction', '作业指导书'],
  ['FRM', 'Form', '表单'],
  ['REC', 'Record', '记录'],
  ['DRW', 'Drawing', '图纸'],
  ['SPC', 'Specification', '规范'],
  ['RPT', 'Report', '报告'],
  ['CON', 'Contract', '合同'],
  ['TRN', 'Training', '培训资料'],
  ['POL', 'Policy', '制度'],
  ['STD', 'Standard', '标准'],
];

function seedFileParams(): FileParam[] {
  const params: FileParam[] = [];
  let id = 1;
  const created = iso(daysAgo(900));
  const add = (type: FileParam['type'], code: string, en: string, zh: string, parentId: string, order: number) => {
    const param: FileParam = {
      id: String(id++),
      type,
      paramName: zh,
      paramNameEn: en,
      parentId,
      code,
      order,
      remark: '',
      createTime: created,
    };
    params.push(param);
    return param;
  };
  DEPARTMENTS.forEach(([code, en, zh], i) => add('department', code, en, zh, '0', i + 1));
  const areaIds = new Map<string, string>();
  AREAS.forEach(([code, en, zh, parent], i) => {
    areaIds.set(code, add('area', code, en, zh, parent ? areaIds.get(parent)! : '0', i + 1).id);
  });
  TIERS.forEach(([code, en, zh], i) => add('tier', code, en, zh, '0', i + 1));
  CATEGORIES.forEach(([code, en, zh], i) => add('category', code, en, zh, '0', i + 1));
  return params;
}

// ── Roles, menus, users ─────────────────────────────────────────────────────────────────────────

const MENU_ROWS: [url: string, code: string, en: string, zh: string, icon: string][] = [
  ['/home', 'home', 'Home', '首页', 'HomeOutlined'],
  ['/filelist', 'filelist', 'Document management', '文档管理', 'FolderOpenOutlined'],
  ['/disk', 'disk', 'New document management', '新文档管理', 'CloudServerOutlined'],
  ['/abandonpage', 'abandonpage', 'Recycle bin', '回收站', 'DeleteOutlined'],
  ['/logger', 'logger', 'Log management', '日志管理', 'FileSearchOutlined'],
  ['/exportfilelist', 'exportfilelist', 'System file manifest', '体系文件清单', 'UnorderedListOutlined'],
  ['/sysOvFileList', 'sysOvFileList', 'Overdue system files', '体系文件超期清单', 'FieldTimeOutlined'],
  ['/OaAcceptingDocuments', 'OaAcceptingDocuments', 'OA received files', 'OA收文', 'InboxOutlined'],
  ['/plmReceiver', 'plmReceiver', 'PLM mail receivers', 'PLM邮件接收人', 'MailOutlined'],
  ['/outgoingLog', 'outgoingLog', 'Data outgoing log', '资料外发日志', 'ExportOutlined'],
  ['/housOutLog', 'housOutLog', 'Shell mould outgoing log', '壳模外发日志', 'SendOutlined'],
];

const ADMIN_MENU_ROWS: [url: string, code: string, en: string, zh: string, icon: string][] = [
  ['/userInfo', 'userInfo', 'User management', '用户管理', 'UserOutlined'],
  ['/role', 'role', 'Role management', '角色管理', 'TeamOutlined'],
  ['/rolesPermission', 'rolesPermission', 'Role menus', '角色菜单', 'MenuUnfoldOutlined'],
  ['/rolesPerson', 'rolesPerson', 'Role members', '角色人员', 'UsergroupAddOutlined'],
  ['/authConfig', 'authConfig', 'Permission configuration', '权限配置', 'SafetyCertificateOutlined'],
  ['/rights', 'rights', 'Privilege management', '特权管理', 'CrownOutlined'],
  ['/userAuth', 'userAuth', 'User permissions', '用户权限', 'KeyOutlined'],
  ['/teammanage', 'teammanage', 'Team management', '团队管理', 'ApartmentOutlined'],
  ['/menuSystem', 'menuSystem', 'Menu management', '菜单管理', 'MenuOutlined'],
  ['/template', 'template', 'Folder templates', '文件夹模板', 'ProfileOutlined'],
  ['/area', 'area', 'Area management', '区域管理', 'EnvironmentOutlined'],
  ['/department', 'department', 'Department management', '部门管理', 'ClusterOutlined'],
  ['/docManage', 'docManage', 'Document templates', '文档模板管理', 'FileTextOutlined'],
  ['/fileServer', 'fileServer', 'Server management', '服务器管理', 'HddOutlined'],
];

function seedMenus(): MenuItem[] {
  const menus: MenuItem[] = [];
  const make = (row: (typeof MENU_ROWS)[number], id: number, parent: string, order: number, isAuth: 0 | 1): MenuItem => ({
    menuId: String(id),
    menuParent: parent,
    menuCode: row[1],
    menuName: row[3],
    menuNameEn: row[2],
    menuUrl: row[0],
    menuIcon: row[4],
    menuOrder: order,
    isAuth,
    menuLanguage: 'zh',
    menuRemark: '',
  });
  MENU_ROWS.forEach((row, i) => menus.push(make(row, i + 1, '0', (i + 1) * 10, 0)));
  const systemId = 100;
  menus.push(make(['/basic', 'system', 'System management', '系统管理', 'SettingOutlined'], systemId, '0', 900, 1));
  ADMIN_MENU_ROWS.forEach((row, i) => menus.push(make(row, systemId + 1 + i, String(systemId), (i + 1) * 10, 1)));
  return menus;
}

const menuIdsOf = (menus: MenuItem[], urls: string[]) => menus.filter((m) => urls.includes(m.menuUrl)).map((m) => m.menuId);

function seedRoles(menus: MenuItem[]): Role[] {
  const role = (
    roleId: string,
    roleNameEn: string,
    roleName: string,
    remark: string,
    caps: { maxDir: number; maxFile: number; defaultFile: number },
    urls: string[],
    isSystemManager = false,
  ): Role => ({
    roleId,
    roleName,
    roleNameEn,
    remark,
    isSystemManager,
    maxDirLevel: caps.maxDir,
    maxFileLevel: caps.maxFile,
    defaultFileLevel: caps.defaultFile,
    menuIds: isSystemManager ? menus.map((m) => m.menuId) : menuIdsOf(menus, urls),
  });
  const R = ROLE_IDS;
  return [
    role(
      R.systemManager,
      'System manager',
      '系统管理员',
      'Full control of the document system',
      { maxDir: 7, maxFile: 50, defaultFile: 50 },
      [],
      true,
    ),
    role(
      R.documentController,
      'Document controller',
      '文控专员',
      'Maintains controlled documents',
      { maxDir: 7, maxFile: 50, defaultFile: 20 },
      [
        '/home',
        '/filelist',
        '/disk',
        '/abandonpage',
        '/logger',
        '/exportfilelist',
        '/sysOvFileList',
        '/OaAcceptingDocuments',
        '/outgoingLog',
      ],
    ),
    role(R.engineer, 'Engineer', '工程师', 'Design and process engineers', { maxDir: 7, maxFile: 50, defaultFile: 10 }, [
      '/home',
      '/filelist',
      '/disk',
      '/abandonpage',
      '/exportfilelist',
      '/sysOvFileList',
      '/outgoingLog',
      '/housOutLog',
    ]),
    role(R.auditor, 'Auditor', '审核员', 'Internal and external auditors', { maxDir: 1, maxFile: 30, defaultFile: 10 }, [
      '/home',
      '/filelist',
      '/logger',
      '/exportfilelist',
      '/sysOvFileList',
    ]),
    role(
      R.externalReader,
      'External reader',
      '外部读者',
      'Suppliers and customers: see and preview only',
      { maxDir: 1, maxFile: 10, defaultFile: 10 },
      ['/home', '/filelist'],
    ),
    role(R.hrSpecialist, 'HR specialist', '人事专员', 'Human resources staff', { maxDir: 7, maxFile: 50, defaultFile: 10 }, [
      '/home',
      '/filelist',
      '/disk',
      '/abandonpage',
      '/OaAcceptingDocuments',
    ]),
    role(
      R.projectManager,
      'Project manager',
      '项目经理',
      'Runs customer and internal projects',
      { maxDir: 7, maxFile: 50, defaultFile: 20 },
      ['/home', '/filelist', '/disk', '/abandonpage', '/exportfilelist', '/plmReceiver', '/outgoingLog', '/housOutLog'],
    ),
    role(R.qualityInspector, 'Quality inspector', '质检员', 'Incoming and final inspection', { maxDir: 5, maxFile: 30, defaultFile: 10 }, [
      '/home',
      '/filelist',
      '/disk',
      '/exportfilelist',
      '/sysOvFileList',
    ]),
  ];
}

/**
 * Per-role folder grants. Staff (Engineer) holds every directory level somewhere:
 * 0 '601' HR Confidential · 1 everywhere else by default · 2 '2' R&D · 3 '201' Design Specifications ·
 * 4 '202' Drawings · 5 '203' Test Reports · 6 '204' Project X200 · 7 '205' Working Drafts;
 * '12' 公共文档 gives level 3 without inherit (its subfolders fall back to level 1).
 */
const GRANTS: [roleId: string, dirId: string, dirLevel: number, fileLevel: number, inherit: boolean, dirAdmin?: boolean][] = [
  [ROLE_IDS.engineer, SEED_FOLDERS.rnd, 2, 30, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.designSpecs, 3, 30, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.drawings, 4, 30, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.testReports, 5, 40, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.projectX200, 6, 40, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.workingDrafts, 7, 50, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.production, 1, 30, true],
  [ROLE_IDS.engineer, SEED_FOLDERS.publicDocs, 3, 20, false],
  [ROLE_IDS.documentController, SEED_FOLDERS.quality, 7, 50, true, true],
  [ROLE_IDS.documentController, SEED_FOLDERS.archive, 5, 30, true],
  [ROLE_IDS.documentController, SEED_FOLDERS.publicDocs, 5, 30, true],
  [ROLE_IDS.auditor, SEED_FOLDERS.quality, 1, 30, true],
  [ROLE_IDS.auditor, '7', 1, 30, true],
  [ROLE_IDS.hrSpecialist, SEED_FOLDERS.humanResources, 7, 50, true],
  [ROLE_IDS.projectManager, '10', 6, 40, true],
  [ROLE_IDS.projectManager, SEED_FOLDERS.projectX200, 5, 40, true],
  [ROLE_IDS.qualityInspector, SEED_FOLDERS.quality, 2, 30, true],
  [ROLE_IDS.qualityInspector, SEED_FOLDERS.production, 2, 30, true],
  // HR Confidential is hidden from every role but HR (and the system manager).
  ...(['2', '3', '4', '5', '7', '8'] as const).map(
    (roleId) => [roleId, SEED_FOLDERS.hrConfidential, 0, 0, true] as [string, string, number, number, boolean],
  ),
];

function seedGrants(): FolderGrant[] {
  return GRANTS.map(([roleId, dirId, dirLevel, fileLevel, inherit, dirAdmin], i) => ({
    grantId: String(i + 1),
    roleId,
    dirId,
    dirLevel,
    fileLevel,
    inherit,
    dirAdmin: dirAdmin ?? false,
  }));
}

const CHINESE_NAMES: [string, string][] = [
  ['李伟', 'liwei'],
  ['王芳', 'wangfang'],
  ['张伟', 'zhangwei'],
  ['刘洋', 'liuyang'],
  ['陈静', 'chenjing'],
  ['杨磊', 'yanglei'],
  ['赵敏', 'zhaomin'],
  ['黄丽', 'huangli'],
  ['周杰', 'zhoujie'],
  ['吴昊', 'wuhao'],
  ['徐娜', 'xuna'],
  ['孙强', 'sunqiang'],
  ['马超', 'machao'],
  ['胡军', 'hujun'],
  ['朱琳', 'zhulin'],
  ['郭涛', 'guotao'],
  ['何静', 'hejing'],
  ['高翔', 'gaoxiang'],
  ['林峰', 'linfeng'],
  ['罗敏', 'luomin'],
  ['梁爽', 'liangshuang'],
  ['宋佳', 'songjia'],
  ['郑浩', 'zhenghao'],
  ['谢婷', 'xieting'],
  ['韩雪', 'hanxue'],
  ['唐亮', 'tangliang'],
  ['冯刚', 'fenggang'],
  ['于洋', 'yuyang'],
  ['董丹', 'dongdan'],
  ['萧然', 'xiaoran'],
  ['程鹏', 'chengpeng'],
  ['曹颖', 'caoying'],
  ['袁博', 'yuanbo'],
  ['邓超', 'dengchao'],
  ['许晴', 'xuqing'],
  ['傅磊', 'fulei'],
  ['沈悦', 'shenyue'],
  ['曾凡', 'zengfan'],
  ['彭宇', 'pengyu'],
  ['吕斌', 'lvbin'],
];

const ENGLISH_NAMES = [
  'Emily Carter',
  'James Miller',
  'Olivia Brown',
  'Daniel Wilson',
  'Sophia Taylor',
  'Michael Anderson',
  'Ava Thomas',
  'David Moore',
  'Grace Martin',
  'Lucas Schmidt',
  'Hannah Weber',
  'Noah Fischer',
  'Chloe Dubois',
  'Ethan Clark',
  'Mia Rossi',
  "Ryan O'Connor",
  'Priya Sharma',
  'Arjun Patel',
  'Yuki Tanaka',
  'Kenji Sato',
];

function seedUsers(rng: Rng, departments: FileParam[]): User[] {
  const dept = (code: string) => departments.find((d) => d.code === code)!.id;
  const created = iso(daysAgo(700));
  const base = {
    userType: 'internal' as const,
    status: 'enabled' as const,
    firstLogin: false,
    createTime: created,
  };
  const A = DEMO_ACCOUNTS;
  const users: User[] = [
    {
      ...base,
      userId: A.admin.userId,
      username: 'Administrator',
      useraccount: A.admin.useraccount,
      password: A.admin.password,
      email: 'admin@dms.example.com',
      jobNumber: 'E00001',
      phone: '021-5555-0001',
      departmentId: dept('IT'),
      roleIds: [ROLE_IDS.systemManager],
      loginKey: A.admin.loginKey,
    },
    {
      ...base,
      userId: A.staff.userId,
      username: '王磊',
      useraccount: A.staff.useraccount,
      password: A.staff.password,
      email: 'staff@dms.example.com',
      jobNumber: 'E10236',
      phone: '021-5555-0236',
      departmentId: dept('RD'),
      roleIds: [ROLE_IDS.engineer],
      loginKey: A.staff.loginKey,
    },
    {
      ...base,
      userType: 'external',
      userId: A.guest.userId,
      username: 'Guest Reader',
      useraccount: A.guest.useraccount,
      password: A.guest.password,
      email: 'guest@partner.example.com',
      jobNumber: 'X00042',
      phone: '',
      departmentId: dept('SA'),
      roleIds: [ROLE_IDS.externalReader],
      loginKey: A.guest.loginKey,
    },
    {
      ...base,
      firstLogin: true,
      userId: A.newbie.userId,
      username: 'New Hire 新员工',
      useraccount: A.newbie.useraccount,
      password: A.newbie.password,
      email: 'newbie@dms.example.com',
      jobNumber: 'E10999',
      phone: '',
      departmentId: dept('QA'),
      roleIds: [ROLE_IDS.engineer],
      loginKey: A.newbie.loginKey,
    },
  ];
  const roleByDept: Record<string, string[]> = {
    QA: [ROLE_IDS.documentController, ROLE_IDS.qualityInspector, ROLE_IDS.auditor],
    RD: [ROLE_IDS.engineer],
    PD: [ROLE_IDS.engineer, ROLE_IDS.qualityInspector],
    PU: [ROLE_IDS.engineer],
    SA: [ROLE_IDS.projectManager, ROLE_IDS.externalReader],
    MK: [ROLE_IDS.engineer],
    HR: [ROLE_IDS.hrSpecialist],
    FI: [ROLE_IDS.auditor],
    IT: [ROLE_IDS.engineer, ROLE_IDS.systemManager],
    EH: [ROLE_IDS.documentController],
    PM: [ROLE_IDS.projectManager],
    LG: [ROLE_IDS.engineer],
  };
  const people: [string, string][] = [
    ...CHINESE_NAMES,
    ...ENGLISH_NAMES.map((name): [string, string] => {
      const [first, last] = name.split(' ');
      return [name, `${first[0]}${last.replace(/'/g, '')}`.toLowerCase()];
    }),
  ];
  people.forEach(([username, account], i) => {
    const code = DEPARTMENTS[i % DEPARTMENTS.length][0];
    const roles = roleByDept[code];
    const roleId = code === 'IT' && i % 3 !== 0 ? ROLE_IDS.engineer : rng.pick(roles);
    const external = roleId === ROLE_IDS.externalReader;
    const userId = String(10005 + i);
    users.push({
      ...base,
      userId,
      username,
      useraccount: account,
      password: 'Demo@12345',
      userType: external ? 'external' : 'internal',
      email: external ? `${account}@partner.example.com` : `${account}@dms.example.com`,
      jobNumber: external ? `X${String(100 + i).padStart(5, '0')}` : `E${String(10300 + i * 7).padStart(5, '0')}`,
      phone: `021-5555-${String(1000 + i * 13).slice(-4)}`,
      departmentId: dept(code),
      roleIds: i % 11 === 5 ? [roleId, ROLE_IDS.auditor] : [roleId],
      status: i === 13 || i === 47 ? 'disabled' : 'enabled',
      loginKey: null,
      createTime: rng.dateBetween(daysAgo(1200), daysAgo(30)),
    });
  });
  return users;
}

// ── Folders ─────────────────────────────────────────────────────────────────────────────────────

type FolderKind = 'plain' | 'years' | 'sites' | 'products' | 'phases' | 'audits' | 'suppliers' | 'archive';

interface TopFolder {
  id: string;
  name: string;
  code: string;
  department: string;
  children: [name: string, kind: FolderKind][];
}

const TOP_FOLDERS: TopFolder[] = [
  {
    id: '1',
    name: 'Quality Management',
    code: 'QM',
    department: 'Quality',
    children: [
      ['Quality Manuals', 'plain'],
      ['程序文件', 'years'],
      ['Work Instructions 作业指导书', 'sites'],
      ['Forms & Records', 'years'],
      ['2026 Audits', 'audits'],
      ['Supplier Quality', 'suppliers'],
      ['客户投诉', 'years'],
      ['Calibration 计量校准', 'sites'],
      ['Management Review', 'years'],
    ],
  },
  {
    id: '2',
    name: 'R&D',
    code: 'RD',
    department: 'R&D',
    children: [
      ['Design Specifications 设计规范', 'products'],
      ['Drawings', 'products'],
      ['Test Reports 测试报告', 'products'],
      ['Project X200', 'phases'],
      ['Working Drafts 工作草稿', 'plain'],
      ['Patents 专利', 'years'],
      ['Standards Library', 'plain'],
    ],
  },
  {
    id: '3',
    name: '生产制造',
    code: 'PD',
    department: 'Production',
    children: [
      ['Production Plans 生产计划', 'years'],
      ['SOP 标准作业程序', 'sites'],
      ['Equipment Maintenance', 'sites'],
      ['Process Changes 工艺变更', 'years'],
      ['Shift Reports', 'sites'],
    ],
  },
  {
    id: '4',
    name: 'Procurement & Suppliers',
    code: 'PU',
    department: 'Procurement',
    children: [
      ['Supplier Contracts 供应商合同', 'years'],
      ['Approved Vendor List', 'plain'],
      ['Purchase Orders', 'years'],
      ['供应商审核', 'suppliers'],
    ],
  },
  {
    id: '5',
    name: '市场与销售',
    code: 'SA',
    department: 'Sales',
    children: [
      ['Customer Contracts', 'years'],
      ['Product Brochures 产品手册', 'products'],
      ['Price Lists', 'years'],
      ['Trade Shows 展会', 'years'],
    ],
  },
  {
    id: '6',
    name: 'Human Resources',
    code: 'HR',
    department: 'Human Resources',
    children: [
      ['HR Confidential 人事机密', 'plain'],
      ['Policies 制度', 'plain'],
      ['Training 培训', 'years'],
      ['Recruitment', 'years'],
      ['Onboarding 入职资料', 'plain'],
    ],
  },
  {
    id: '7',
    name: '财务部',
    code: 'FI',
    department: 'Finance',
    children: [
      ['Budgets 预算', 'years'],
      ['Audit Reports', 'years'],
      ['Invoices 发票', 'years'],
      ['Tax Filings', 'years'],
    ],
  },
  {
    id: '8',
    name: 'IT & Infrastructure',
    code: 'IT',
    department: 'Information Technology',
    children: [
      ['Network Diagrams', 'sites'],
      ['Security Policies 信息安全', 'plain'],
      ['User Guides', 'plain'],
      ['Change Requests', 'years'],
      ['Backups 备份记录', 'years'],
    ],
  },
  {
    id: '9',
    name: 'EHS 环境健康安全',
    code: 'EH',
    department: 'EHS',
    children: [
      ['Safety Procedures', 'plain'],
      ['Incident Reports 事故报告', 'years'],
      ['Environmental Permits', 'sites'],
      ['Emergency Plans 应急预案', 'sites'],
    ],
  },
  {
    id: '10',
    name: 'Projects',
    code: 'PJ',
    department: 'Project Management Office',
    children: [
      ['Smart Factory 智能工厂', 'phases'],
      ['ERP Upgrade', 'phases'],
      ['新厂房建设', 'phases'],
      ['Customer Project Alpha', 'phases'],
    ],
  },
  {
    id: '11',
    name: 'Archive 档案',
    code: 'AR',
    department: 'Quality',
    children: [
      ['Archive 2020–2025 (10,000 files)', 'archive'],
      ['Legacy Drawings 历史图纸', 'years'],
      ['Closed Projects', 'years'],
    ],
  },
  {
    id: '12',
    name: '公共文档',
    code: 'PB',
    department: 'Human Resources',
    children: [
      ['Company Announcements 公司公告', 'years'],
      ['Templates 模板', 'plain'],
      ['Org Charts', 'plain'],
    ],
  },
];

/** Children pools per kind: [level 3 names, level 4 names, level 5 names, probabilities]. */
const KIND_POOLS: Record<Exclude<FolderKind, 'plain' | 'archive'>, { l3: string[]; l4: string[]; l5: string[]; p4: number; p5: number }> = {
  years: {
    l3: ['2022', '2023', '2024', '2025', '2026'],
    l4: ['Q1', 'Q2', '第三季度', '第四季度'],
    l5: ['Drafts 草稿', 'Approved 已批准'],
    p4: 0.45,
    p5: 0.25,
  },
  sites: {
    l3: ['Shanghai Plant 上海工厂', 'Suzhou Plant', '深圳工厂', 'Penang Plant'],
    l4: ['Line 1', 'Line 2', '装配线', 'Paint Shop 涂装车间'],
    l5: ['Night Shift', '白班'],
    p4: 0.6,
    p5: 0.2,
  },
  products: {
    l3: ['X200 Series', 'X300 系列', 'Smart Sensor S1', '控制器 C5', 'Gateway G2'],
    l4: ['Design Inputs 设计输入', 'Design Outputs', 'Verification 验证', 'ECN 工程变更'],
    l5: ['Rev A', 'Rev B', 'Rev C'],
    p4: 0.7,
    p5: 0.3,
  },
  phases: {
    l3: ['01 Initiation 立项', '02 Planning', '03 Execution 执行', '04 Closure 结项'],
    l4: ['Meeting Minutes 会议纪要', 'Deliverables', 'Risks & Issues'],
    l5: ['2025', '2026'],
    p4: 0.5,
    p5: 0.3,
  },
  audits: {
    l3: ['Internal Audit 内审', 'ISO 9001 Surveillance', 'IATF 16949', 'Customer Audits 客户审核'],
    l4: ['Plans', 'Findings 不符合项', 'CAPA'],
    l5: ['Evidence 证据'],
    p4: 0.8,
    p5: 0.3,
  },
  suppliers: {
    l3: ['Hengtong Metals 恒通金属', 'Apex Plastics', '华瑞电子', 'Nordic Bearings AB', 'Delta Packaging'],
    l4: ['Audit Reports', 'PPAP', 'Quality Agreements 质量协议'],
    l5: ['2025', '2026'],
    p4: 0.5,
    p5: 0.2,
  },
};

interface FolderMeta {
  top: TopFolder;
  depth: number;
}

function seedFolders(rng: Rng) {
  const folders = new Map<string, Folder>();
  const meta = new Map<string, FolderMeta>();
  let nextGenerated = 5001;
  const add = (id: string, name: string, father: string, depth: number, top: TopFolder | null) => {
    const created = rng.dateBetween(daysAgo(1500 - depth * 100), daysAgo(200 - depth * 30));
    folders.set(id, {
      id,
      directoryName: name,
      fatherDirectoryId: father,
      status: 'normal',
      voidReason: null,
      voidedBy: null,
      voidedAt: null,
      createTime: created,
      updateTime: created,
      createdBy: 'Administrator',
    });
    if (top) meta.set(id, { top, depth });
  };
  add('0', 'All documents', '', 0, null);
  const addChildren = (parentId: string, names: string[], count: number, depth: number, top: TopFolder) => {
    const start = names.length > count ? rng.int(0, names.length - count) : 0;
    return names.slice(start, start + count).map((name) => {
      const id = String(nextGenerated++);
      add(id, name, parentId, depth, top);
      return id;
    });
  };
  for (const top of TOP_FOLDERS) {
    add(top.id, top.name, '0', 1, top);
    top.children.forEach(([name, kind], i) => {
      const l2 = String(Number(top.id) * 100 + i + 1);
      add(l2, name, top.id, 2, top);
      if (kind === 'plain' || kind === 'archive') return;
      const pool = KIND_POOLS[kind];
      const l3s = addChildren(l2, pool.l3, rng.int(Math.min(2, pool.l3.length), pool.l3.length), 3, top);
      for (const l3 of l3s) {
        if (!rng.chance(pool.p4)) continue;
        const l4s = addChildren(l3, pool.l4, rng.int(1, Math.min(3, pool.l4.length)), 4, top);
        for (const l4 of l4s) {
          if (rng.chance(pool.p5)) addChildren(l4, pool.l5, rng.int(1, pool.l5.length), 5, top);
        }
      }
    });
  }
  // One voided folder, so the folder lifecycle shows in the demo.
  const voided = folders.get(String(Number('8') * 100 + 4))!;
  Object.assign(voided, {
    status: 'void',
    voidReason: 'Superseded by the ITSM portal',
    voidedBy: 'Administrator',
    voidedAt: iso(daysAgo(20)),
  });
  return { folders, meta, nextFolderId: nextGenerated };
}

// ── Files ───────────────────────────────────────────────────────────────────────────────────────

/** Title pools per top-level code: 'Title|ext,ext|category code'. */
const TITLES: Record<string, string[]> = {
  QM: [
    'Quality Manual|pdf,docx|MAN',
    '质量手册|pdf|MAN',
    'Document Control Procedure|docx,pdf|PRO',
    '文件控制程序|docx|PRO',
    'Internal Audit Checklist|xlsx|FRM',
    'Corrective Action Report|docx|REC',
    '8D Report|pptx,pdf|RPT',
    '纠正预防措施报告|docx|REC',
    'Calibration Record|xlsx|REC',
    'Management Review Minutes|docx|REC',
    '管理评审报告|pptx|RPT',
    'Customer Complaint Log|xlsx|REC',
    'Control Plan|xlsx|SPC',
    'PFMEA|xlsx|SPC',
    'SPC Analysis|xlsx,pdf|RPT',
    'Inspection Standard 检验标准|pdf|STD',
    'First Article Inspection|pdf|REC',
    '不合格品报告|docx|REC',
    'Quality Objectives 2026|pptx|POL',
    'Gauge R&R Study|xlsx|RPT',
  ],
  RD: [
    'Product Requirements|docx|SPC',
    '产品需求说明书|docx|SPC',
    'System Architecture|pptx,pdf|SPC',
    'Design Review Minutes|docx|REC',
    '设计评审记录|docx|REC',
    'Test Plan|docx|SPC',
    'Test Report|pdf|RPT',
    'EMC Test Report|pdf|RPT',
    '可靠性测试报告|pdf|RPT',
    'BOM|xlsx|SPC',
    'Schematic|pdf|DRW',
    'PCB Layout|zip,pdf|DRW',
    'Assembly Drawing|dwg,pdf|DRW',
    'Housing Drawing|dwg|DRW',
    'Firmware Release Notes|md,txt|RPT',
    'DFMEA|xlsx|SPC',
    'Patent Disclosure 专利交底书|docx|REC',
    'Prototype Photos|jpg,png|REC',
    'Design Walkthrough|mp4|TRN',
    'Source Snapshot|zip|REC',
    'Interface Specification|md,pdf|SPC',
  ],
  PD: [
    'Production Plan|xlsx|FRM',
    '生产日报|xlsx|REC',
    'Standard Operating Procedure|docx,pdf|WI',
    '作业指导书|pdf|WI',
    'Line Layout|dwg,pdf|DRW',
    'Maintenance Schedule|xlsx|FRM',
    '设备点检表|xlsx|FRM',
    'Process Change Request|docx|FRM',
    'Shift Handover Report|docx|REC',
    'Forklift Safety Training|mp4|TRN',
    'OEE Dashboard|xlsx|RPT',
    'Workstation Photo|jpg|REC',
  ],
  PU: [
    'Supplier Contract|pdf,docx|CON',
    '采购合同|pdf|CON',
    'Approved Vendor List|xlsx|REC',
    'Purchase Order|pdf|FRM',
    'Supplier Evaluation Form|xlsx|FRM',
    '供应商审核报告|docx,pdf|RPT',
    'Quality Agreement|pdf|CON',
    'PPAP Submission|zip,pdf|REC',
  ],
  SA: [
    'Customer Contract|pdf|CON',
    '销售合同|pdf,docx|CON',
    'Product Brochure|pdf,pptx|TRN',
    'Price List|xlsx|FRM',
    'Trade Show Photos|jpg,png|REC',
    'Market Analysis 市场分析|pptx|RPT',
    'Customer Visit Report|docx|RPT',
    'Product Demo|mp4|TRN',
  ],
  HR: [
    'Employee Handbook|pdf,docx|POL',
    '员工手册|pdf|POL',
    'Leave Policy|docx|POL',
    'Training Record|xlsx|REC',
    '培训签到表|xlsx|FRM',
    'Job Description|docx|FRM',
    'Onboarding Checklist|docx|FRM',
    'Salary Structure 薪酬结构|xlsx|POL',
    'Performance Review|docx|REC',
    'Org Chart|png,pdf|REC',
    'Welcome Video|mp4|TRN',
  ],
  FI: [
    'Annual Budget|xlsx|RPT',
    '预算报告|xlsx,pdf|RPT',
    'Audit Report|pdf|RPT',
    'Invoice Register|xlsx|REC',
    'Tax Filing|pdf|REC',
    'Expense Policy 报销制度|pdf|POL',
    'Cost Analysis|xlsx|RPT',
  ],
  IT: [
    'Network Diagram|png,pdf|DRW',
    'Information Security Policy|pdf|POL',
    '信息安全管理制度|docx|POL',
    'User Guide|pdf,md|TRN',
    'Change Request|docx|FRM',
    'Backup Log|txt|REC',
    'Server Inventory|xlsx|REC',
    'Disaster Recovery Plan|docx|PRO',
    'README|md|TRN',
  ],
  EH: [
    'Safety Procedure|docx,pdf|PRO',
    '安全操作规程|pdf|WI',
    'Incident Report|docx|REC',
    '事故调查报告|docx|RPT',
    'Environmental Permit|pdf|REC',
    'Emergency Response Plan|pdf|PRO',
    '应急预案|docx|PRO',
    'Fire Drill Video|mp4|TRN',
    'Risk Assessment|xlsx|RPT',
  ],
  PJ: [
    'Project Charter|docx|REC',
    '项目立项书|docx|REC',
    'Project Plan|xlsx,pptx|REC',
    'Meeting Minutes 会议纪要|docx|REC',
    'Risk Register|xlsx|REC',
    'Status Report|pptx|RPT',
    'Lessons Learned|docx|RPT',
    'Site Photos|jpg|REC',
    'Gantt Chart|xlsx|REC',
  ],
  AR: [
    'Inspection Report|pdf|RPT',
    '检验记录|pdf|REC',
    'Legacy Drawing|dwg,pdf|DRW',
    'Closed Project Archive|zip|REC',
    'Batch Record|pdf|REC',
    '出货检验报告|pdf|RPT',
    'Supplier Certificate|pdf|REC',
    'Training Attendance|xlsx|REC',
  ],
  PB: [
    'Company Announcement|pdf,docx|POL',
    '公司公告|pdf|POL',
    'Letter Template|docx|FRM',
    'Presentation Template|pptx|FRM',
    'Org Chart|png|REC',
    'Holiday Schedule 放假安排|pdf|POL',
    'Logo Pack|zip|REC',
    'Office Map|png,jpg|REC',
  ],
};

/** [min bytes, max bytes] per extension. */
const SIZE_RANGES: Record<string, [number, number]> = {
  pdf: [80_000, 12_000_000],
  docx: [20_000, 3_000_000],
  xlsx: [15_000, 5_000_000],
  pptx: [500_000, 30_000_000],
  txt: [1_000, 50_000],
  md: [1_000, 30_000],
  png: [50_000, 4_000_000],
  jpg: [100_000, 6_000_000],
  mp4: [5_000_000, 400_000_000],
  zip: [1_000_000, 200_000_000],
  dwg: [200_000, 25_000_000],
};

const LABELS = ['Important', '重要', 'To review', '待审核', 'Customer', 'Controlled 受控', 'Obsolete soon'];
const LOCATIONS = ['Shanghai HQ', '上海总部', 'Suzhou Plant', '深圳研发中心', 'Penang Plant', 'Cloud'];
const VOID_REASONS = ['Superseded by a new revision', '内容有误，已作废', 'Duplicate upload', 'Project cancelled', '文件过期作废'];

interface ParsedTitle {
  title: string;
  exts: string[];
  category: string;
}
const parseTitle = (entry: string): ParsedTitle => {
  const [title, exts, category] = entry.split('|');
  return { title, exts: exts.split(','), category };
};
const PARSED_TITLES: Record<string, ParsedTitle[]> = Object.fromEntries(
  Object.entries(TITLES).map(([code, list]) => [code, list.map(parseTitle)]),
);
const ALL_TITLES = Object.values(PARSED_TITLES).flat();

const TIER_BY_CATEGORY: Record<string, number> = { MAN: 0, POL: 0, PRO: 1, STD: 1, SPC: 1, WI: 2, TRN: 2 };
const SYSTEM_CATEGORIES = new Set(['MAN', 'PRO', 'WI', 'POL', 'STD']);

interface FileContext {
  rng: Rng;
  users: User[];
  departments: FileParam[];
  areas: FileParam[];
  logs: FileLog[];
  nextLogId: number;
}

function addLog(
  ctx: FileContext,
  file: DmsFile,
  operation: FileLog['operation'],
  operator: User,
  time: string,
  revision: number,
  remark = '',
) {
  ctx.logs.push({
    logId: String(ctx.nextLogId++),
    fileId: file.fileId,
    fileName: file.fileName,
    operation,
    operator: operator.username,
    operatorId: operator.userId,
    operateTime: time,
    revision,
    remark,
  });
}

interface MakeFileOptions {
  fileId: string;
  dirId: string;
  top: TopFolder;
  title: ParsedTitle;
  fileName: string;
  documentNumber: string;
  createdFrom: number;
  createdTo: number;
  rich: boolean;
}

function makeFile(ctx: FileContext, o: MakeFileOptions): DmsFile {
  const { rng, users } = ctx;
  const ext = o.fileName.slice(o.fileName.lastIndexOf('.') + 1);
  const [minSize, maxSize] = SIZE_RANGES[ext] ?? [10_000, 1_000_000];
  const uploader = users[rng.int(4, users.length - 1)];
  const updater = rng.chance(0.6) ? uploader : users[rng.int(4, users.length - 1)];
  const publisher = users[rng.int(4, users.length - 1)];
  const createMs = o.createdFrom + Math.floor(rng.float() * (o.createdTo - o.createdFrom));
  const revision = o.rich ? rng.pick([1, 1, 1, 2, 2, 3, 4, 5]) : rng.chance(0.1) ? 2 : 1;
  const updateMs = revision > 1 ? createMs + Math.floor(rng.float() * (SEED_NOW - createMs)) : createMs;
  const roll = rng.float();
  // Expired files have an effective date well before SEED_NOW; normal ones far after it.
  const editDate =
    roll < 0.08
      ? rng.dateBetween(Date.UTC(2024, 0, 1), Date.UTC(2026, 8, 1))
      : rng.dateBetween(Date.UTC(2028, 0, 1), Date.UTC(2031, 11, 31));
  const voided = roll > 0.95;
  const category = CATEGORIES.find((c) => c[0] === o.title.category) ?? CATEGORIES[4];
  const tier = TIERS[TIER_BY_CATEGORY[o.title.category] ?? 3];
  const area = rng.pick(ctx.areas);
  const totalSize = rng.logInt(minSize, maxSize);
  const file: DmsFile = {
    fileId: o.fileId,
    fileName: o.fileName,
    fileType: `.${ext}`,
    revision,
    totalSize,
    dirId: o.dirId,
    roleIds: o.rich && rng.chance(0.02) ? [ROLE_IDS.documentController] : [],
    status: voided ? 'void' : 'normal',
    createTime: iso(createMs),
    updateTime: iso(updateMs),
    editDate,
    documentNumber: o.documentNumber,
    publisher: publisher.username,
    updater: updater.username,
    uploader: uploader.username,
    uploaderId: uploader.userId,
    location: rng.pick(LOCATIONS),
    leadingDepartment: o.top.department,
    archiveArea: area.paramNameEn,
    documentCategory: category[1],
    fileLevel: tier[1],
    emailNotifier: o.rich && rng.chance(0.4) ? updater.email : '',
    labels: o.rich && rng.chance(0.2) ? [rng.pick(LABELS)] : [],
    isSystem: o.rich && SYSTEM_CATEGORIES.has(o.title.category) && ['QM', 'EH', 'HR', 'PD', 'IT'].includes(o.top.code),
    secret: o.dirId === SEED_FOLDERS.hrConfidential || (o.rich && rng.chance(0.03)),
    voidReason: null,
    voidedBy: null,
    voidedAt: null,
    versions: [],
    contentKey: null,
  };
  addLog(ctx, file, 'upload', uploader, file.createTime, 1);
  for (let r = 1; r < revision; r += 1) {
    const time = iso(createMs + Math.floor(((updateMs - createMs) * r) / revision));
    file.versions.push({
      revision: r,
      fileName: o.fileName,
      totalSize: Math.max(1000, Math.round(totalSize * (0.7 + rng.float() * 0.3))),
      updateTime: r === 1 ? file.createTime : time,
      updater: r === 1 ? uploader.username : updater.username,
      remark: r === 1 ? 'Initial release' : `Revision ${r}`,
      contentKey: null,
    });
    addLog(ctx, file, 'update', updater, r + 1 === revision ? file.updateTime : time, r + 1, `Revision ${r + 1}`);
  }
  if (o.rich) {
    const views = rng.int(0, 3);
    for (let v = 0; v < views; v += 1) {
      const viewer = users[rng.int(0, users.length - 1)];
      addLog(ctx, file, rng.chance(0.6) ? 'preview' : 'download', viewer, rng.dateBetween(updateMs, SEED_NOW), revision);
    }
  }
  if (voided) {
    const voider = users[0];
    // Half were voided within the last month, half long enough ago for the recycle-bin purge.
    const voidedAt = rng.chance(0.5) ? rng.dateBetween(daysAgo(30), SEED_NOW) : rng.dateBetween(daysAgo(300), daysAgo(120));
    Object.assign(file, { voidReason: rng.pick(VOID_REASONS), voidedBy: voider.username, voidedAt });
    addLog(ctx, file, 'void', voider, voidedAt, revision, file.voidReason!);
  }
  return file;
}

function seedFiles(rng: Rng, folderMeta: Map<string, FolderMeta>, users: User[], params: FileParam[]) {
  const ctx: FileContext = {
    rng,
    users,
    departments: params.filter((p) => p.type === 'department'),
    areas: params.filter((p) => p.type === 'area'),
    logs: [],
    nextLogId: 1,
  };
  const files = new Map<string, DmsFile>();
  const namesByDir = new Map<string, Set<string>>();
  const uniqueName = (dirId: string, name: string) => {
    let names = namesByDir.get(dirId);
    if (!names) namesByDir.set(dirId, (names = new Set()));
    let candidate = name;
    for (let n = 2; names.has(candidate.toLowerCase()); n += 1) {
      const dot = name.lastIndexOf('.');
      candidate = `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
    }
    names.add(candidate.toLowerCase());
    return candidate;
  };

  // A few hundred files over every folder but the root and the big archive; some folders stay empty.
  const targets = [...folderMeta.keys()].filter((id) => id !== SEED_FOLDERS.archive10k);
  const docSeq: Record<string, number> = {};
  let fileNo = 100001;
  const placeFile = (dirId: string) => {
    const { top } = folderMeta.get(dirId)!;
    const title = rng.pick(PARSED_TITLES[top.code]);
    const ext = rng.pick(title.exts);
    const year = rng.int(2022, 2026);
    const seq = (docSeq[`${top.code}${year}`] = (docSeq[`${top.code}${year}`] ?? 0) + 1);
    const documentNumber = `${top.code}-${year}-${String(seq).padStart(3, '0')}`;
    const base = rng.chance(0.7) ? `${documentNumber} ${title.title}` : title.title;
    const fileId = String(fileNo++);
    const fileName = uniqueName(dirId, `${base}.${ext}`);
    files.set(
      fileId,
      makeFile(ctx, {
        fileId,
        dirId,
        top,
        title,
        fileName,
        documentNumber,
        createdFrom: Date.UTC(year, 0, 1),
        createdTo: Math.min(Date.UTC(year, 11, 31), daysAgo(3)),
        rich: true,
      }),
    );
  };
  // Folders that tests and the demo rely on always hold files.
  const alwaysFilled = [
    SEED_FOLDERS.rnd,
    SEED_FOLDERS.designSpecs,
    SEED_FOLDERS.drawings,
    SEED_FOLDERS.testReports,
    SEED_FOLDERS.projectX200,
    SEED_FOLDERS.workingDrafts,
    SEED_FOLDERS.hrConfidential,
    SEED_FOLDERS.quality,
    '101',
    SEED_FOLDERS.publicDocs,
    '1202',
  ];
  for (const dirId of alwaysFilled) for (let i = 0; i < 4; i += 1) placeFile(dirId);
  for (const dirId of targets) {
    if (!rng.chance(0.55)) continue;
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i += 1) placeFile(dirId);
  }

  // The big archive: 10,000 files over 2020–2025.
  const archiveTop = TOP_FOLDERS.find((t) => t.code === 'AR')!;
  let archiveNo = 200001;
  for (let i = 0; i < ARCHIVE_FILE_COUNT; i += 1) {
    const year = 2020 + (i % 6);
    const title = rng.pick(ALL_TITLES);
    const ext = rng.pick(title.exts);
    const documentNumber = `AR-${year}-${String(Math.floor(i / 6) + 1).padStart(5, '0')}`;
    const fileId = String(archiveNo++);
    files.set(
      fileId,
      makeFile(ctx, {
        fileId,
        dirId: SEED_FOLDERS.archive10k,
        top: archiveTop,
        title,
        documentNumber,
        fileName: `${documentNumber} ${title.title}.${ext}`,
        createdFrom: Date.UTC(year, 0, 1),
        createdTo: Date.UTC(year, 11, 31),
        rich: false,
      }),
    );
  }
  return { files, logs: ctx.logs, nextFileId: archiveNo, nextLogId: ctx.nextLogId };
}

/** The first id of the format samples: below the archive's ids, far above the folder files'. */
export const FORMAT_SAMPLE_FIRST_ID = 190001;

/** One file of each type only the browser's own viewers show, in the public folder every account sees. */
const FORMAT_SAMPLES = [
  'Calibration Register 校准台账.csv',
  'Supplier Scores.tsv',
  'Scanned Drawing 扫描图纸.tif',
  'Site Photo 现场照片.heic',
  'Audit Findings 审核发现.eml',
  'Project Handover 项目移交.zip',
];

/**
 * Added after everything else is seeded (and drawn from no random stream), so that no other seeded row
 * changes; each with its upload log.
 */
function seedFormatSamples(files: Map<string, DmsFile>, logs: FileLog[], firstLogId: number, uploader: User) {
  const time = iso(Date.UTC(2026, 9, 20, 2));
  FORMAT_SAMPLES.forEach((fileName, i) => {
    const fileId = String(FORMAT_SAMPLE_FIRST_ID + i);
    const fileType = fileName.slice(fileName.lastIndexOf('.'));
    const file: DmsFile = {
      fileId,
      fileName,
      fileType,
      revision: 1,
      totalSize: seededBytes(fileId, fileName, fileType, 1 << 20, 1).length,
      dirId: SEED_FOLDERS.publicDocs,
      roleIds: [],
      status: 'normal',
      createTime: time,
      updateTime: time,
      editDate: iso(Date.UTC(2030, 11, 31)),
      documentNumber: `PB-2026-F${String(i + 1).padStart(2, '0')}`,
      publisher: uploader.username,
      updater: uploader.username,
      uploader: uploader.username,
      uploaderId: uploader.userId,
      location: 'Shanghai HQ',
      leadingDepartment: 'Human Resources',
      archiveArea: 'Headquarters Archive',
      documentCategory: 'Record',
      fileLevel: TIERS[3][1],
      emailNotifier: '',
      labels: [],
      isSystem: false,
      secret: false,
      voidReason: null,
      voidedBy: null,
      voidedAt: null,
      versions: [],
      contentKey: null,
    };
    files.set(fileId, file);
    logs.push({
      logId: String(firstLogId + i),
      fileId,
      fileName,
      operation: 'upload',
      operator: uploader.username,
      operatorId: uploader.userId,
      operateTime: time,
      revision: 1,
      remark: '',
    });
  });
  return firstLogId + FORMAT_SAMPLES.length;
}

// ── Favourites, templates, OA files, teams, versions ────────────────────────────────────────────

function seedSigns(rng: Rng, files: Map<string, DmsFile>): Sign[] {
  const signs: Sign[] = [];
  const regular = [...files.values()].filter((f) => Number(f.fileId) < 200000 && f.status === 'normal');
  const lists: [userId: string, names: string[]][] = [
    [DEMO_ACCOUNTS.staff.userId, ['My favourites', '我的收藏', 'Project X200', 'To review 待审核']],
    [DEMO_ACCOUNTS.admin.userId, ['My favourites', 'Audit 2026']],
    [DEMO_ACCOUNTS.guest.userId, ['My favourites']],
  ];
  let id = 1;
  for (const [userId, names] of lists) {
    for (const signName of names) {
      const count = rng.int(3, 7);
      for (let i = 0; i < count; i += 1) {
        const file = rng.pick(regular);
        if (signs.some((s) => s.userId === userId && s.signName === signName && s.fileNum === file.fileId)) continue;
        signs.push({ signId: String(id++), userId, signName, fileNum: file.fileId, createTime: rng.dateBetween(daysAgo(200), SEED_NOW) });
      }
    }
  }
  return signs;
}

const TEMPLATE_TREES: [name: string, remark: string, nodes: [string, string[]][]][] = [
  [
    'Standard project 标准项目',
    'Project folders by phase',
    [
      ['01 Initiation 立项', ['Charter', 'Business Case']],
      ['02 Planning', ['Schedule', 'Budget 预算']],
      ['03 Execution 执行', ['Meeting Minutes 会议纪要', 'Deliverables']],
      ['04 Closure 结项', []],
    ],
  ],
  [
    'Product development (APQP)',
    'Five APQP phases',
    [
      ['Phase 1 Plan & Define', []],
      ['Phase 2 Product Design', ['DFMEA', 'Drawings']],
      ['Phase 3 Process Design', ['PFMEA', 'Control Plan']],
      ['Phase 4 Validation 验证', ['PPAP']],
      ['Phase 5 Feedback', []],
    ],
  ],
  [
    'Annual records 年度记录',
    'One folder per quarter',
    [
      ['Q1', []],
      ['Q2', []],
      ['Q3', []],
      ['Q4', []],
    ],
  ],
];

function seedTemplates() {
  const templates: DirTemplate[] = [];
  const nodes: TemplateNode[] = [];
  let nodeId = 1;
  TEMPLATE_TREES.forEach(([tempName, remark, tree], i) => {
    const rootId = String(nodeId++);
    nodes.push({ id: rootId, rootId, directoryName: tempName, fatherDirectoryId: '0', order: 0 });
    tree.forEach(([name, children], order) => {
      const childId = String(nodeId++);
      nodes.push({ id: childId, rootId, directoryName: name, fatherDirectoryId: rootId, order });
      children.forEach((grandchild, o) => {
        nodes.push({ id: String(nodeId++), rootId, directoryName: grandchild, fatherDirectoryId: childId, order: o });
      });
    });
    templates.push({ mapId: String(i + 1), tempName, tempRootId: rootId, remark, createTime: iso(daysAgo(400 - i * 50)) });
  });
  return { templates, nodes, nextNodeId: nodeId };
}

const OA_TITLES = [
  'Notice on the 2026 National Day holiday',
  '关于2026年国庆节放假安排的通知',
  'Quality month activity plan',
  '关于开展质量月活动的通知',
  'Revised travel expense policy',
  '关于修订差旅费管理办法的通知',
  'Annual safety inspection schedule',
  '关于年度安全检查的通知',
  'Customer audit preparation',
  'Information security awareness week',
  '关于启用新版文件编号规则的通知',
  'Supplier conference invitation',
];

function seedOaFiles(rng: Rng, users: User[], departments: FileParam[]): OaFile[] {
  return Array.from({ length: 40 }, (_, i): OaFile => {
    const title = OA_TITLES[i % OA_TITLES.length];
    const sender = users[rng.int(4, users.length - 1)];
    const receiveTime = rng.dateBetween(daysAgo(365), SEED_NOW);
    return {
      id: String(i + 1),
      title,
      fileName: `${title}.${rng.pick(['pdf', 'docx', 'pdf'])}`,
      docNumber: `OA-${receiveTime.slice(0, 4)}-${String(i + 101).padStart(4, '0')}`,
      sender: sender.username,
      senderDepartment: rng.pick(departments).paramNameEn,
      receiver: 'Document Control Center 文控中心',
      receiveTime,
      urgency: rng.chance(0.2) ? 'urgent' : 'normal',
      status: rng.chance(0.6) ? 'archived' : 'pending',
      totalSize: rng.logInt(30_000, 3_000_000),
    };
  }).sort((a, b) => b.receiveTime.localeCompare(a.receiveTime));
}

function seedTeams(rng: Rng, users: User[], departments: FileParam[]): Team[] {
  const deptName = (id: string) => departments.find((d) => d.id === id)?.paramNameEn ?? '';
  const names = ['X200 Core Team', '质量改进小组', 'ERP Upgrade Squad', 'Audit Readiness 审核准备组', 'Smart Factory 智能工厂项目组'];
  return names.map((teamName, i) => {
    const owner = i === 0 ? users[1] : users[rng.int(4, users.length - 1)];
    const memberUsers = [owner, ...Array.from({ length: rng.int(3, 7) }, () => users[rng.int(4, users.length - 1)])].filter(
      (u, idx, all) => all.indexOf(u) === idx,
    );
    const created = rng.dateBetween(daysAgo(500), daysAgo(60));
    const status: Team['status'] = i === 3 ? 'dissolved' : 'active';
    return {
      teamId: String(i + 1),
      teamName,
      ownerId: owner.userId,
      status,
      createTime: created,
      members: memberUsers.map((u, idx) => ({
        userId: u.userId,
        name: u.username,
        department: deptName(u.departmentId),
        role: idx === 0 ? 'owner' : rng.chance(0.5) ? 'editor' : 'viewer',
        authority: idx === 0 ? 50 : rng.pick([10, 20, 30, 40]),
      })),
      versions: [
        { version: 'v1', time: created, operator: owner.username, remark: 'Team created' },
        { version: 'v2', time: rng.dateBetween(Date.parse(created), SEED_NOW), operator: owner.username, remark: 'Members updated' },
      ],
      logs: [
        { time: created, operator: owner.username, action: 'create', detail: teamName },
        ...(status === 'dissolved'
          ? [{ time: iso(daysAgo(10)), operator: owner.username, action: 'dissolve' as const, detail: 'Audit finished' }]
          : []),
      ],
    };
  });
}

function seedVersions(): VersionRecord[] {
  const record = (
    id: number,
    systemName: string,
    versionNumber: string,
    view: string,
    totalTime: string,
    when: number,
    notes: string[],
  ): VersionRecord => ({
    id: String(id),
    systemName,
    versionNumber,
    deploymentView: view,
    totalTime,
    imprint: `<p><strong>${versionNumber}</strong></p><ul>${notes.map((n) => `<li>${n}</li>`).join('')}</ul>`,
    publishTime: iso(when),
  });
  return [
    record(1, 'DMS', '1.0.0', 'production', '18 min', Date.UTC(2025, 2, 10, 2), [
      'First release of the document management system',
      '文件夹树、上传与预览',
    ]),
    record(2, 'DMS', '1.1.0', 'production', '14 min', Date.UTC(2025, 5, 21, 3), ['Recycle bin with 3-month retention', '新增操作日志']),
    record(3, 'DMS', '1.2.0', 'production', '16 min', Date.UTC(2025, 10, 4, 3), [
      'Folder templates',
      'Batch move of files',
      '修复：大文件上传进度显示',
    ]),
    record(4, 'DMS', '1.3.0', 'production', '12 min', Date.UTC(2026, 3, 15, 2), [
      'Overdue system files list',
      'OA received files',
      '英文界面完善',
    ]),
    record(5, 'DMS', '2.0.0', 'wtprd', '21 min', Date.UTC(2026, 9, 20, 2), [
      'New document management (disk view)',
      'Online office preview',
      '性能优化：万级文件夹分页',
    ]),
    record(6, 'PLM', '3.4.1', 'production', '25 min', Date.UTC(2026, 8, 1, 2), ['Mail receiver list']),
  ];
}

// ── Effective dates relative to today ───────────────────────────────────────────────────────────

/**
 * Days from the seeding day to the effective date of a few files: within a week, within 30 days, and
 * already expired. System files get some of each too, for the overdue system files list.
 */
export const EXPIRY_OFFSETS = {
  regular: [1, 3, 6, 10, 17, 24, 29, -2, -20],
  system: [5, 21, -1, -9, -60],
} as const;

/**
 * Give files that are in force (effective date years ahead) an effective date `offset` days from the
 * seeding day, at its last millisecond (UTC), so that 'whole days left' is the offset all day long. The
 * files are spread evenly over the regular files outside the folders tests rely on (ids above 100044);
 * which ones never depends on the day.
 */
function dateRelativeToToday(files: Map<string, DmsFile>, now: number) {
  const endOfToday = Math.floor(now / DAY) * DAY + DAY - 1;
  const inForce = [...files.values()].filter(
    (f) =>
      Number(f.fileId) > 100044 &&
      Number(f.fileId) < 200000 &&
      f.status === 'normal' &&
      !f.secret &&
      f.roleIds.length === 0 &&
      f.editDate >= '2028',
  );
  const spread = (candidates: DmsFile[], offsets: readonly number[]) =>
    offsets.forEach((offset, i) => {
      candidates[Math.floor((i * candidates.length) / offsets.length)].editDate = iso(endOfToday + offset * DAY);
    });
  spread(
    inForce.filter((f) => !f.isSystem),
    EXPIRY_OFFSETS.regular,
  );
  spread(
    inForce.filter((f) => f.isSystem),
    EXPIRY_OFFSETS.system,
  );
}

// ── The seed ────────────────────────────────────────────────────────────────────────────────────

/**
 * Build a fresh database. Deterministic: the same output on every call of the same (UTC) day; `now` only
 * places the effective dates of EXPIRY_OFFSETS.
 */
export function seedDb(now: number = Date.now()): Db {
  const rng = new Rng(20261101);
  const fileParams = seedFileParams();
  const menus = seedMenus();
  const roles = seedRoles(menus);
  const users = seedUsers(
    rng,
    fileParams.filter((p) => p.type === 'department'),
  );
  const { folders, meta, nextFolderId } = seedFolders(rng);
  const { files, logs, nextFileId, nextLogId } = seedFiles(rng, meta, users, fileParams);
  dateRelativeToToday(files, now);
  const { templates, nodes, nextNodeId } = seedTemplates();
  const folderGrants = seedGrants();
  const departments = fileParams.filter((p) => p.type === 'department');
  const signs = seedSigns(rng, files);
  const logCount = seedFormatSamples(files, logs, nextLogId, users[4]);
  return {
    schemaVersion: SCHEMA_VERSION,
    seq: {
      folder: nextFolderId,
      file: nextFileId,
      log: logCount,
      user: 10005 + CHINESE_NAMES.length + ENGLISH_NAMES.length,
      menu: 200,
      fileParam: fileParams.length + 1,
      grant: folderGrants.length + 1,
      sign: signs.length + 1,
      template: templates.length + 1,
      templateNode: nextNodeId,
      content: 1,
    },
    users,
    roles,
    folderGrants,
    fileGrants: [],
    sessions: {},
    pictureCodes: {},
    resetCodes: {},
    downloadTickets: {},
    fileParams,
    paramConfig: {
      expiryWarningDays: 30,
      recycleBinMonths: 3,
      zipThresholdMb: 2,
      defaultPageSize: 40,
      fileListColumns: [
        'fileName',
        'totalSize',
        'documentNumber',
        'publisher',
        'updater',
        'uploader',
        'location',
        'leadingDepartment',
        'archiveArea',
        'documentCategory',
        'fileLevel',
        'emailNotifier',
      ],
    },
    menus,
    versions: seedVersions(),
    folders,
    files,
    fileLogs: logs,
    recentFiles: {},
    signs,
    templates,
    templateNodes: nodes,
    oaFiles: seedOaFiles(rng, users, departments),
    teams: seedTeams(rng, users, departments),
    fileServers: seedFileServers(SEED_NOW),
    docTemplates: seedDocTemplates(SEED_NOW),
    contents: new Map(),
  };
}

/**
 * seedDb for a process that resets the database many times (the unit tests): the day's seed is made once and
 * each call returns a copy of it, which takes a fraction of the time a seeding does. A page seeds once and
 * uses seedDb itself.
 */
export function seedCopies(): (now?: number) => Db {
  let made: { day: number; db: Db } | null = null;
  return (now = Date.now()) => {
    const day = Math.floor(now / DAY);
    if (made?.day !== day) made = { day, db: seedDb(now) };
    return copyDb(made.db);
  };
}

/** A copy of `db` that shares no object with it; the two large tables are copied by hand, for speed. */
function copyDb(db: Db): Db {
  const { files, fileLogs, ...rest } = db;
  return {
    ...structuredClone(rest),
    files: new Map(
      [...files].map(([id, file]) => [
        id,
        { ...file, roleIds: [...file.roleIds], labels: [...file.labels], versions: file.versions.map((version) => ({ ...version })) },
      ]),
    ),
    fileLogs: fileLogs.map((log) => ({ ...log })),
  };
}
