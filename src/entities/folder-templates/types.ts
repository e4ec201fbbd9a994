/** A template node (GET /folder/getDirTempByRootId): the root carries the template's name. */
export interface TemplateNode {
  id: string;
  rootId: string;
  directoryName: string;
  fatherDirectoryId: string;
  order?: number;
  children?: TemplateNode[];
}

/** A folder POST /folder/addByTemplate creates: a node of the body, with its folders below. */
export interface TemplateFolderInput {
  /** The template node it comes from, when the caller names it. */
  id?: string;
  directoryName: string;
  children?: TemplateFolderInput[];
}

/** What POST /folder/addByTemplate answers: a folder per node. */
export interface CreatedFolder {
  id: string;
  directoryName: string;
  children?: CreatedFolder[];
}
