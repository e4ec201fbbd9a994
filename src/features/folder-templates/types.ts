/** Folder templates (spec §3: mapId, tempName, tempRootId, nodes with node ids). ASSUMED: remark, createTime, nodeCount. */
export interface FolderTemplate {
  mapId: string;
  tempName: string;
  tempRootId: string;
  remark: string;
  createTime: string;
  nodeCount?: number;
}

/** A template node (GET /folder/getDirTempByRootId): the root carries the template's name. */
export interface TemplateNode {
  id: string;
  rootId: string;
  directoryName: string;
  fatherDirectoryId: string;
  order?: number;
  children?: TemplateNode[];
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

export interface CreatedFolder {
  id: string;
  directoryName: string;
  children?: CreatedFolder[];
}

export interface FolderNode {
  id: string;
  directoryName: string;
  children?: FolderNode[];
}
