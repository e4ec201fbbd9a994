export type { CreatedFolder, TemplateNode } from '@/entities/folder-templates/types';

/** Folder templates (spec §3: mapId, tempName, tempRootId, nodes with node ids). ASSUMED: remark, createTime, nodeCount. */
export interface FolderTemplate {
  mapId: string;
  tempName: string;
  tempRootId: string;
  remark: string;
  createTime: string;
  nodeCount?: number;
}

export interface TemplateQuery {
  current: number;
  size: number;
  tempName?: string;
}

/** What POST /folder/addByTemplate creates: a folder per node. */
export interface FolderInput {
  directoryName: string;
  children: FolderInput[];
}
