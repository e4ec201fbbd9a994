/** Query keys of the preview screens, general to specific (a file's details are the files entity's). */
export const previewKeys = {
  all: ['preview'] as const,
  info: (fileId: string) => ['preview', 'info', fileId] as const,
  content: (url: string) => ['preview', 'content', url] as const,
  office: (fileId: string, mode: string, viewType: string) => ['preview', 'office', fileId, mode, viewType] as const,
};

export const shareKeys = {
  all: ['shares'] as const,
  detail: (code: string) => ['shares', 'detail', code] as const,
  preview: (code: string, fileId: string) => ['shares', 'preview', code, fileId] as const,
};

export const housOutKeys = {
  all: ['housOut'] as const,
  delivery: (code: string) => ['housOut', 'delivery', code] as const,
};
