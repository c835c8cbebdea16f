// Labels and client details routes of the workflow modules, for my tasks and the landing page.
const CASE_MODULES: Record<string, { label: string; route: string }> = {
  system_error_reports: { label: 'Rendszerhiba', route: '/rendszerhibak/{id}.html' },
  commitments: { label: 'Kötelezettségvállalás', route: '/penzugy/kotelezettsegvallalas/{id}.html' },
  invoices: { label: 'Számla', route: '/penzugy/szamlazas/{id}.html' },
};

export function caseModule(module: string): { label: string; route: (id: number) => string } {
  const known = CASE_MODULES[module];
  return { label: known?.label ?? module, route: (id) => (known?.route ?? '/{id}.html').replace('{id}', String(id)) };
}
