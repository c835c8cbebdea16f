// The one permission of stock-taking (MODULES.md §3.52–3.55, in the kit's permission list; mapping
// ours): a school's requesters and heads count their own assets, the centre's technical referents
// follow every school's (prisma/seed/groups.ts).
export const STOCK_PERMISSION = 'stock_keeping.can_use_stock_keeping_module';
