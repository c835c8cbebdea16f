// One module behind five menus: a section per area, each with its fixed `module` value.
import { section } from '../../../ui/section.ts';
import { REQUEST_FORM_AREAS, REQUEST_FORM_PREFIXES } from './areas.ts';

export const sections = REQUEST_FORM_AREAS.map((area) =>
  section(REQUEST_FORM_PREFIXES[area], async () => ({ screens: (await import('./index.ts')).requestFormScreens(area) })),
);
