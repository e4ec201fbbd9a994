/** The page sizes every paged list offers (spec §9: 10, 20, 30, 40): the admin tables and the document list alike. */
export const PAGE_SIZES = [10, 20, 30, 40] as const;
