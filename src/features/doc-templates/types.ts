/** A document template (/docManage). ASSUMED: every field (the spec names the screen and the download call only). */
export interface DocTemplate {
  templateId: string;
  templateName: string;
  fileName: string;
  /** Leading dot: '.docx'. */
  fileType: string;
  totalSize: number;
  remark: string;
  uploader: string;
  updateTime: string;
}

export interface DocTemplateQuery {
  current: number;
  size: number;
  templateName?: string;
}
