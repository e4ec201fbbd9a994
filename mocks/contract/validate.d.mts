/** Types of validate.mjs (plain ESM, shared with the smoke check). */
export interface ContractCall {
  /** 'POST /files/changeEditDate/{fileId}'. */
  name: string;
  params: Record<string, string>;
  operation: Record<string, unknown>;
}

export interface Contract {
  find(
    method: string,
    pathname: string,
  ): { call: ContractCall; problems?: undefined } | { call?: undefined; problems: string[]; unknown?: boolean };
  /** unknown: no call of the contract has this path (a real server answers 404). */
  checkRequest(
    request: Request,
    readForm?: (request: Request) => Promise<FormData>,
  ): Promise<{ call?: string; problems: string[]; unknown?: boolean }>;
  checkReply(method: string, pathname: string, reply: { status: number; contentType: string; body: unknown }): string[];
  isBackendPath(pathname: string): boolean;
}

export function createContract(doc: unknown): Contract;
