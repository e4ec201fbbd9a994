/**
 * Seed rows of the administration tables (file servers, document templates). Deterministic: fixed dates
 * relative to SEED_NOW, no randomness. ASSUMED: every value (the spec names the screens, not their data).
 */
import type { DocTemplate, FileServer } from './schema';

const GB = 1024 ** 3;

export function seedFileServers(seedNow: number): FileServer[] {
  const at = (daysAgo: number) => new Date(seedNow - daysAgo * 86_400_000).toISOString();
  const row = (
    serverId: string,
    serverName: string,
    protocol: FileServer['protocol'],
    host: string,
    port: number,
    rootPath: string,
    capacityGb: number,
    usedGb: number,
    status: FileServer['status'],
    isDefault: boolean,
    remark: string,
  ): FileServer => ({
    serverId,
    serverName,
    protocol,
    host,
    port,
    rootPath,
    capacity: capacityGb * GB,
    used: Math.round(usedGb * GB),
    status,
    isDefault,
    remark,
    createTime: at(800 - Number(serverId) * 40),
    updateTime: at(30 + Number(serverId) * 3),
  });
  return [
    row('1', 'Main storage 主存储', 'NAS', '10.20.1.15', 445, '/dms/main', 4096, 2913.4, 'online', true, 'Shanghai data centre'),
    row(
      '2',
      'Archive storage',
      'MINIO',
      'minio.archive.local',
      9000,
      '/dms-archive',
      8192,
      6120.75,
      'online',
      false,
      'Cold archive, erasure coded',
    ),
    row(
      '3',
      'Suzhou plant 苏州工厂',
      'SFTP',
      '10.40.8.21',
      22,
      '/data/dms',
      2048,
      1890.2,
      'maintenance',
      false,
      'Disk replacement scheduled',
    ),
    row('4', 'Legacy FTP', 'FTP', '10.20.3.7', 21, '/pub/dms', 1024, 1012.5, 'offline', false, 'Read-only since 2025'),
    row('5', 'Backup NAS 备份', 'NAS', '10.20.1.30', 445, '/backup/dms', 4096, 0, 'offline', false, 'Not in service yet'),
  ];
}

export function seedDocTemplates(seedNow: number): DocTemplate[] {
  const at = (daysAgo: number) => new Date(seedNow - daysAgo * 86_400_000).toISOString();
  const row = (
    templateId: string,
    templateName: string,
    fileName: string,
    totalSize: number,
    remark: string,
    days: number,
  ): DocTemplate => ({
    templateId,
    templateName,
    fileName,
    fileType: fileName.slice(fileName.lastIndexOf('.')).toLowerCase(),
    totalSize,
    remark,
    uploader: 'Administrator',
    updateTime: at(days),
    contentKey: null,
  });
  return [
    row('1', 'Procedure template 程序文件模板', 'QP-Template Procedure.docx', 48_213, 'Level 2 documents', 320),
    row('2', 'Work instruction template', 'WI-Template Work Instruction.docx', 61_904, 'Level 3 documents', 280),
    row('3', 'Record form template 记录表单模板', 'FRM-Template Record Form.xlsx', 23_517, 'Level 4 records', 200),
    row('4', 'Meeting minutes template', 'Meeting Minutes Template.docx', 19_882, '', 150),
    row('5', 'Project report template 项目报告模板', 'Project Report Template.pptx', 402_118, 'Quarterly project reviews', 90),
    row('6', 'Change request template', 'ECN Change Request.xlsx', 31_006, 'Engineering change notice', 45),
  ];
}
